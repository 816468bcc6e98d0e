"""Imports point down the layers: a module may import its own part or a part below it, never above.

Every module the package installs (the folders ``pyproject.toml`` maps under ``sot``) is
parsed, not imported, and each of its imports is checked against :data:`LAYERS`. Imports
under ``if TYPE_CHECKING:`` are annotations, not dependencies, and do not count; an import
inside a function does count: it runs the moment the function does. Parts in one layer are
independent: neither imports the other.

:data:`ALLOWED` lists the upward imports that remain, each with its reason. An entry that no
longer matches any import fails the test too, so the list only shrinks.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
import tomllib

ROOT = Path(__file__).resolve().parents[1]

#: bottom to top; the parts named in one layer are independent of each other. ``sot`` is
#: ``sot/__init__.py`` alone, the public calls over ``sot.client``; ``sot.config`` reads the
#: user's config file.
LAYERS: tuple[tuple[str, ...], ...] = (
    ("sot.errors", "sot.text", "sot._startup", "sot.defaults"),
    ("sot.modes",),
    ("sot.pasta_lang",),
    ("sot.local_backend",),
    ("sot.providers",),
    ("sot.templates",),
    ("sot.orchestrator",),
    ("sot.config",),
    ("sot.client",),
    ("sot",),
    ("sot.bench", "sot.serve"),
    ("sot.training",),
    ("sot.cli",),
    ("sot.__main__",),
)

#: (importing module, imported module) -> why this upward import is still here
ALLOWED: dict[tuple[str, str], str] = {}


def part_of(module: str) -> str | None:
    """The part of :data:`LAYERS` that ``module`` belongs to (``sot`` is ``sot/__init__.py`` only)."""
    best = None
    for layer in LAYERS:
        for part in layer:
            if part == "sot":
                if module == "sot":
                    return part
            elif (module == part or module.startswith(part + ".")) and (best is None or len(part) > len(best)):
                best = part
    return best


def level_of(part: str) -> int:
    return next(i for i, layer in enumerate(LAYERS) if part in layer)


def package_modules() -> dict[str, Path]:
    """Every module the package installs, by dotted name, from ``pyproject.toml``'s package mapping."""
    setup = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    folders = {pkg: ROOT / setup["package-dir"].get(pkg, pkg.replace(".", "/")) for pkg in setup["packages"]}
    modules: dict[str, Path] = {}
    for pkg, folder in folders.items():
        for path in sorted(folder.glob("*.py")):
            modules[pkg if path.stem == "__init__" else f"{pkg}.{path.stem}"] = path
    return modules


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def imports_of(module: str, source: str, known: set[str]) -> list[tuple[str, int]]:
    """``(imported module, line)`` for every ``sot`` import in ``source``, but those under ``if TYPE_CHECKING:``.

    ``from X import y`` imports ``X.y`` when that is a module in ``known``, else ``X``. Relative
    imports are resolved against ``module`` (a package's ``__init__`` is the package itself).
    """
    found: list[tuple[str, int]] = []
    is_package = any(name.startswith(module + ".") for name in known)

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            found.extend((alias.name, node.lineno) for alias in node.names if alias.name.split(".")[0] == "sot")
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = module.split(".")
                anchor = parts if is_package else parts[:-1]
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            if base.split(".")[0] == "sot":
                for alias in node.names:
                    sub = f"{base}.{alias.name}"
                    found.append((sub if sub in known else base, node.lineno))
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(ast.parse(source))
    return list(dict.fromkeys(found))  # one entry for `from X import a, b`


def violations(module: str, source: str, known: set[str]) -> list[tuple[str, str, int, str]]:
    """``(importer, imported, line, why)`` for each import of ``module`` that does not point down."""
    here = part_of(module)
    assert here is not None, f"{module} is in no layer: add its part to LAYERS"
    bad = []
    for target, line in imports_of(module, source, known):
        there = part_of(target)
        if there is None:
            bad.append((module, target, line, f"{target} is in no layer"))
        elif there != here and level_of(there) > level_of(here):
            bad.append((module, target, line, f"{there} is above {here}"))
        elif there != here and level_of(there) == level_of(here):
            bad.append((module, target, line, f"{there} and {here} are independent parts of one layer"))
    return bad


def test_every_module_of_the_package_is_checked():
    modules = package_modules()
    mapped = set(modules.values())
    # a folder of Python code that pyproject.toml does not list as a package would not be installed
    for folder in {path.parent for path in mapped}:
        for path in folder.rglob("*.py"):
            assert path in mapped, f"{path.relative_to(ROOT)} is in no package of pyproject.toml"
    for name in modules:
        assert part_of(name) is not None, f"{name} is in no layer: add its part to LAYERS"


def test_imports_point_down():
    modules = package_modules()
    known = set(modules)
    found = []
    for name, path in modules.items():
        found.extend(violations(name, path.read_text(encoding="utf-8"), known))
    upward = [
        f"{path}:{line}: {importer} imports {target} ({why})"
        for importer, target, line, why in found
        for path in [modules[importer].relative_to(ROOT)]
        if (importer, target) not in ALLOWED
    ]
    assert not upward, "imports that point up:\n" + "\n".join(upward)
    stale = set(ALLOWED) - {(importer, target) for importer, target, _, _ in found}
    assert not stale, f"ALLOWED lists imports no module makes any more, remove them: {sorted(stale)}"


def test_orchestrator_never_imports_the_bench():
    modules = package_modules()
    known = set(modules)
    for name, path in modules.items():
        if part_of(name) == "sot.orchestrator":
            targets = [t for t, _ in imports_of(name, path.read_text(encoding="utf-8"), known)]
            assert not [t for t in targets if part_of(t) == "sot.bench"], name


KNOWN = {
    "sot",
    "sot.errors",
    "sot.text",
    "sot.providers",
    "sot.providers.base",
    "sot.local_backend",
    "sot.local_backend.rows",
    "sot.orchestrator",
    "sot.orchestrator.ask",
    "sot.bench",
    "sot.serve",
}


@pytest.mark.parametrize(
    ("module", "source", "target"),
    [
        ("sot.local_backend.rows", "from sot.providers.base import Usage", "sot.providers.base"),
        ("sot.local_backend.rows", "def f():\n    from sot.providers import base", "sot.providers.base"),
        ("sot.local_backend.rows", "import sot.orchestrator.ask", "sot.orchestrator.ask"),
        ("sot.local_backend.rows", "from ..orchestrator.ask import run_ask", "sot.orchestrator.ask"),
        ("sot.orchestrator.ask", "from sot import stream", "sot"),
        ("sot.orchestrator.ask", "from sot.bench import runner", "sot.bench"),
        ("sot.bench", "from sot.serve import serve", "sot.serve"),
    ],
)
def test_an_upward_or_sideways_import_is_found(module, source, target):
    assert [t for _, t, _, _ in violations(module, source, KNOWN)] == [target]


@pytest.mark.parametrize(
    ("module", "source"),
    [
        ("sot.providers.base", "from sot.text import StopMatcher\nfrom sot.errors import SotError"),
        ("sot.orchestrator.ask", "from sot.providers.base import Message\nfrom . import ask"),
        ("sot.bench", "from sot import stream"),
        (
            "sot.local_backend.rows",
            "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from sot.providers.base import Usage",
        ),
        (
            "sot.local_backend.rows",
            "import typing\nif typing.TYPE_CHECKING:\n    import sot.orchestrator\nelse:\n    pass",
        ),
    ],
)
def test_a_downward_import_or_an_annotation_only_one_passes(module, source):
    assert violations(module, source, KNOWN) == []


def test_an_import_in_the_else_of_type_checking_counts():
    source = "if TYPE_CHECKING:\n    pass\nelse:\n    from sot.orchestrator import ask"
    assert [t for _, t, _, _ in violations("sot.providers.base", source, KNOWN)] == ["sot.orchestrator.ask"]


def import_cycles() -> list[list[str]]:
    """Every cycle of module imports in the package (``import``s in functions count, as above;
    ``if TYPE_CHECKING:`` ones do not; a package's ``__init__`` importing its own modules does
    not make a cycle with them), each as the modules around it, smallest first."""
    modules = package_modules()
    known = set(modules)
    graph = {
        name: {
            target
            for target, _ in imports_of(name, path.read_text(encoding="utf-8"), known)
            if target in known and target != name and not target.startswith(name + ".")
        }
        for name, path in modules.items()
    }
    cycles: list[list[str]] = []
    seen: set[frozenset[str]] = set()

    def walk(start: str, node: str, path: list[str]) -> None:
        for nxt in sorted(graph[node]):
            if nxt == start:
                key = frozenset(path)
                if key not in seen:
                    seen.add(key)
                    cycles.append(list(path))
            elif nxt not in path and nxt > start:  # each cycle found once, from its smallest module
                walk(start, nxt, [*path, nxt])

    for name in sorted(graph):
        walk(name, name, [name])
    return sorted(cycles, key=len)


def test_no_import_cycles():
    cycles = import_cycles()
    assert not cycles, "modules that import each other, around:\n" + "\n".join(" -> ".join(c) for c in cycles[:20])


#: the applications over the library: each asks through ``sot.Client``, the one door
FRONT_ENDS = ("sot.cli", "sot.bench", "sot.serve")
#: ways around the door: the core's own calls, and the one-shot module functions
AROUND_THE_DOOR = frozenset({"run_ask", "stream_ask", "ask_options", "orchestrate", "stream", "orchestrate_sync"})


def test_every_front_end_asks_through_the_client():
    modules = package_modules()
    bypass: list[str] = []
    users: set[str] = set()
    for name, path in modules.items():
        if not any(name == part or name.startswith(part + ".") for part in FRONT_ENDS):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and (node.module or "") in ("sot", "sot.orchestrator.ask"):
                for alias in node.names:
                    if alias.name in AROUND_THE_DOOR:
                        bypass.append(f"{path.relative_to(ROOT)}:{node.lineno}: imports {node.module}.{alias.name}")
            elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "sot":
                if node.attr in AROUND_THE_DOOR:
                    bypass.append(f"{path.relative_to(ROOT)}:{node.lineno}: calls sot.{node.attr}")
            if isinstance(node, ast.Name) and node.id == "Client":
                users.add(name.split(".")[1])
    assert not bypass, "front ends that ask around sot.Client:\n" + "\n".join(bypass)
    assert users == {"cli", "bench", "serve"}, (
        f"front ends that never use sot.Client: {sorted({'cli', 'bench', 'serve'} - users)}"
    )
