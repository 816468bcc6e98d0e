"""`sot parse FILE`: parse a PASTA-LANG plan or a SoT skeleton and show its task graph.

The kind is detected (PASTA-LANG when the text holds its tags, else a skeleton) or
given with ``--kind``. PASTA-LANG is parsed strictly: a mistake exits 2 with the line,
column and a caret. ``--json`` prints one object with ``nodes`` and ``edges``.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from sot.errors import ParseError, UserInputError

if TYPE_CHECKING:
    from sot.pasta_lang.ir import TaskGraph

__all__ = ["format_tree", "register"]


def _pasta_graph(text: str, source: str, args: argparse.Namespace) -> TaskGraph:
    from sot.pasta_lang import parse_pasta

    return parse_pasta(text, source=source).to_graph()


def _skeleton_graph(text: str, source: str, args: argparse.Namespace) -> TaskGraph:
    from sot.pasta_lang import parse_skeleton

    skeleton = parse_skeleton(text, max_points=args.max_points)
    if not skeleton.points:
        raise ParseError("no skeleton: a skeleton is a list of at least 2 points", source=source)
    return skeleton.to_graph()


#: what ``--kind`` names, and how each kind of document becomes its task graph (``auto``, the
#: default, detects the kind: PASTA-LANG where the text holds its tags, else a skeleton)
KINDS: dict[str, Callable[[str, str, argparse.Namespace], TaskGraph]] = {
    "pasta": _pasta_graph,
    "skeleton": _skeleton_graph,
}


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "parse",
        help="parse a PASTA-LANG plan or a SoT skeleton and show its task graph",
        description="Parse FILE and show the task graph. Exit codes: 0 parsed; 2 bad input (with line and column).",
    )
    p.add_argument("file", metavar="FILE", help="the file to parse ('-' reads stdin)")
    p.add_argument("--kind", choices=("auto", *KINDS), default="auto", help="what FILE holds (default: auto)")
    p.add_argument("--max-points", type=int, default=10, help="most skeleton points (default 10)")
    p.add_argument("--json", action="store_true", help="print one JSON object with nodes and edges")
    p.set_defaults(handler=handle)


def _read(path: str) -> tuple[str, str]:
    if path == "-":
        from sot.cli.ask import read_stdin_text

        return read_stdin_text("the document"), "<stdin>"
    try:
        return Path(path).read_text(encoding="utf-8"), path
    except (OSError, UnicodeDecodeError) as exc:
        raise UserInputError(f"cannot read {path}: {exc}") from exc


def handle(args: argparse.Namespace) -> int:
    from sot.pasta_lang import has_tags

    text, source = _read(args.file)
    kind = args.kind if args.kind in KINDS else ("pasta" if has_tags(text) else "skeleton")
    graph = KINDS[kind](text, source, args)
    if args.json:
        print(json.dumps({"kind": kind, **graph.to_dict()}, ensure_ascii=False, indent=2))
    else:
        print(format_tree(graph))
    return 0


def _short(text: str, width: int = 48) -> str:
    shown = json.dumps(text, ensure_ascii=False)[1:-1]
    return f'"{shown[: width - 1]}…"' if len(shown) > width else f'"{shown}"'


def _label(graph, node) -> str:
    names = {n.id: (f"branch {n.index}" if n.kind == "branch" else n.id) for n in graph.nodes}
    if node.kind == "text":
        return f"text {_short(node.text)}"
    if node.kind == "branch":
        tokens = f" ({node.tokens} tokens)" if node.tokens else ""
        return f"branch {node.index}: {node.title}{tokens}"
    if node.kind == "group":
        return f"async {node.title!r}"
    if node.kind == "join":
        waits = [names[d] for d in graph.deps(node.id) if graph.node(d).kind in ("branch", "join", "group")]
        label = "sync" if node.title == "sync" else node.title
        return f"{label}  waits for {', '.join(waits)}" if waits else label
    return node.id


def format_tree(graph) -> str:
    """The graph as an indented tree: the plan at the root, ``<async>`` bodies nested."""
    children: dict[str | None, list] = {}
    for node in graph.nodes[1:]:
        children.setdefault(node.parent, []).append(node)
    branches = len(graph.branches)
    lines = [f"{graph.mode} plan: {branches} branch{'es' if branches != 1 else ''}"]

    def walk(parent: str | None, prefix: str) -> None:
        kids = children.get(parent, [])
        for i, node in enumerate(kids):
            last = i == len(kids) - 1
            lines.append(f"{prefix}{'└── ' if last else '├── '}{_label(graph, node)}")
            walk(node.id, prefix + ("    " if last else "│   "))

    walk(None, "")
    return "\n".join(lines)
