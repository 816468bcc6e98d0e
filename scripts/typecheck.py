"""Type-check the `sot` package with mypy.

The installed package is assembled from several folders (pyproject.toml's
`[tool.setuptools] package-dir`: `sot.orchestrator` lives in `orchestrator/`, and so on), and
mypy cannot follow setuptools' editable finder. This script builds a shadow tree,
`build/typecheck/sot/`, of symlinks laid out as the installed package is, runs `mypy -p sot` on it
(`[tool.mypy]` in pyproject.toml names the folder in `mypy_path`), and rewrites the paths in mypy's
output back to repository paths, so an error names `orchestrator/ask.py:12`.

Usage: python scripts/typecheck.py [extra mypy arguments]. Exit status is mypy's.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib  # type: ignore[no-redef]

ROOT = Path(__file__).resolve().parent.parent
SHADOW = ROOT / "build" / "typecheck"


def package_dirs(pyproject: Path) -> dict[str, Path]:
    """Each package's source folder, from `[tool.setuptools]` (`package-dir` over `packages`)."""
    setuptools = tomllib.loads(pyproject.read_text(encoding="utf-8"))["tool"]["setuptools"]
    mapping: dict[str, str] = setuptools.get("package-dir", {})
    dirs: dict[str, Path] = {}
    for package in setuptools["packages"]:
        if package in mapping:
            dirs[package] = ROOT / mapping[package]
            continue
        # setuptools' rule: a package without an entry sits inside its nearest mapped parent
        parent, _, rest = package.rpartition(".")
        while parent and parent not in mapping:
            parent, _, head = parent.rpartition(".")
            rest = f"{head}.{rest}"
        base = ROOT / mapping[parent] if parent else ROOT / mapping.get("", ".")
        dirs[package] = base.joinpath(*rest.split("."))
    return dirs


def build_shadow(dirs: dict[str, Path]) -> dict[Path, Path]:
    """Lay the packages out under SHADOW; returns shadow folder -> source folder."""
    if SHADOW.exists():
        shutil.rmtree(SHADOW)
    SHADOW.mkdir(parents=True)

    def parent(package: str) -> str:
        return package.rpartition(".")[0]

    def nested(package: str) -> bool:
        # its folder is where its parent's folder already puts it
        return parent(package) in dirs and dirs[package] == dirs[parent(package)] / package.rpartition(".")[2]

    # a package with a child from elsewhere becomes a real folder of per-entry links; any other
    # package not already nested in its parent's folder is one link
    hosts = {parent(p) for p in dirs if parent(p) and not nested(p)}
    links: dict[Path, Path] = {}
    for package in sorted(dirs, key=lambda p: p.count(".")):
        if nested(package):
            continue
        target, source = SHADOW.joinpath(*package.split(".")), dirs[package]
        target.parent.mkdir(parents=True, exist_ok=True)
        if target.is_symlink():
            target.unlink()  # an entry of its host that the mapping replaces
        if package in hosts:
            target.mkdir()
            for entry in sorted(source.iterdir()):
                if entry.name != "__pycache__":
                    (target / entry.name).symlink_to(entry)
        else:
            target.symlink_to(source, target_is_directory=True)
        links[target] = source
    return links


def repo_path_rewriter(links: dict[Path, Path]):
    """A function that turns shadow paths in a line of mypy output into repository paths."""
    pairs = sorted(
        (
            (str(shadow.relative_to(ROOT)) + os.sep, str(source.relative_to(ROOT)) + os.sep)
            for shadow, source in links.items()
        ),
        key=lambda pair: -len(pair[0]),
    )
    pattern = re.compile("|".join(re.escape(shadow) for shadow, _ in pairs))
    replacement = dict(pairs)

    def rewrite(line: str) -> str:
        line = line.replace(str(ROOT) + os.sep, "")
        return pattern.sub(lambda m: replacement[m.group(0)], line)

    return rewrite


def main(argv: list[str]) -> int:
    links = build_shadow(package_dirs(ROOT / "pyproject.toml"))
    rewrite = repo_path_rewriter(links)
    command = [sys.executable, "-m", "mypy", "-p", "sot", *argv]
    proc = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    for stream, out in ((proc.stdout, sys.stdout), (proc.stderr, sys.stderr)):
        for line in stream.splitlines(keepends=True):
            out.write(rewrite(line))
    return proc.returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
