"""The plain IR shared by SoT skeletons and PASTA-LANG, and the task graph built from both.

Parsing gives small frozen values: a :class:`Skeleton` (the points of a SoT plan) or a
:class:`Document` (PASTA-LANG items: :class:`Text`, :class:`Promise`, :class:`Sync`,
:class:`Async`). Both turn into a :class:`TaskGraph`: nodes in answer order, edges
``(a, b)`` meaning "b needs a". Node kinds:

- ``plan``: the root, the planning call (or the authored plan itself);
- ``text``: literal text of the answer (authored plans, or the main text of a PASTA reply);
- ``branch``: a generation that writes one part (a SoT point, a PASTA promise);
- ``group``: an ``<async>`` block; its body's nodes depend on it;
- ``join``: a barrier (``<sync/>``, and ``end`` after everything).

The answer is the text of the ``text`` and ``branch`` nodes in node order
(:meth:`TaskGraph.assemble`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

from sot.errors import SotRuntimeError

__all__ = [
    "Async",
    "Document",
    "Item",
    "Promise",
    "Skeleton",
    "Span",
    "Sync",
    "TaskGraph",
    "TaskNode",
    "Text",
    "coalesce",
    "graph_from_document",
    "graph_from_skeleton",
    "render",
]


# --------------------------------------------------------------------------- PASTA-LANG items


@dataclass(frozen=True, slots=True)
class Span:
    """Character offsets ``[start, end)`` of an item in its source."""

    start: int
    end: int


@dataclass(frozen=True, slots=True)
class Text:
    text: str
    span: Span | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class Promise:
    """``<promise topic="..." tokens="N"/>``: a part written by a side branch."""

    topic: str
    tokens: int | None = None
    span: Span | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class Sync:
    """``<sync/>``: wait for every open branch before going on."""

    span: Span | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class Async:
    """``<async topic="...">body</async>``: a parallel section holding its own items."""

    topic: str
    body: tuple[Item, ...] = ()
    span: Span | None = field(default=None, compare=False, repr=False)


Item = Text | Promise | Sync | Async


def coalesce(items: tuple[Item, ...] | list[Item]) -> tuple[Item, ...]:
    """Merge adjacent :class:`Text` items (recursively), dropping empty ones; linear in the
    number of items (a run of texts is joined once)."""
    out: list[Item] = []
    run: list[Text] = []

    def flush() -> None:
        if len(run) == 1:
            out.append(run[0])
        elif run:
            spans = [t.span for t in run]
            first, last = spans[0], spans[-1]
            span = Span(first.start, last.end) if first and last and all(spans) else None
            out.append(Text("".join(t.text for t in run), span))
        run.clear()

    for item in items:
        if isinstance(item, Text):
            if item.text:
                run.append(item)
            continue
        flush()
        if isinstance(item, Async):
            item = Async(item.topic, coalesce(item.body), item.span)
        out.append(item)
    flush()
    return tuple(out)


def _quote(value: str) -> str:
    escaped = value.replace("\\", "\\\\").replace('"', '\\"').replace("&", "&amp;")
    return f'"{escaped}"'


def render(items: tuple[Item, ...] | list[Item]) -> str:
    """Write items back as PASTA-LANG source (``parse(render(items)) == items``)."""
    parts: list[str] = []
    for item in items:
        if isinstance(item, Text):
            parts.append(item.text)
        elif isinstance(item, Promise):
            tokens = f" tokens={_quote(str(item.tokens))}" if item.tokens is not None else ""
            parts.append(f"<promise topic={_quote(item.topic)}{tokens}/>")
        elif isinstance(item, Sync):
            parts.append("<sync/>")
        else:
            parts.append(f"<async topic={_quote(item.topic)}>{render(item.body)}</async>")
    return "".join(parts)


@dataclass(frozen=True, slots=True)
class Document:
    """A parsed PASTA-LANG document (or model reply)."""

    items: tuple[Item, ...]

    @property
    def promises(self) -> tuple[Promise, ...]:
        """Every promise, nested ones included, in document order."""
        found: list[Promise] = []

        def walk(items: tuple[Item, ...]) -> None:
            for item in items:
                if isinstance(item, Promise):
                    found.append(item)
                elif isinstance(item, Async):
                    walk(item.body)

        walk(self.items)
        return tuple(found)

    @property
    def has_tags(self) -> bool:
        return any(not isinstance(item, Text) for item in self.items)

    def to_graph(self, *, source: Literal["model", "authored"] = "authored") -> TaskGraph:
        return graph_from_document(self, source=source)

    def render(self) -> str:
        return render(self.items)


# --------------------------------------------------------------------------- SoT skeleton


@dataclass(frozen=True, slots=True)
class Skeleton:
    """A SoT plan: point titles in answer order, and any sentence the model put before them.

    ``points`` is empty when the reply held no usable list (the ask falls back to direct).
    """

    points: tuple[str, ...]
    preamble: str = ""

    def __bool__(self) -> bool:
        return bool(self.points)

    def to_graph(self) -> TaskGraph:
        return graph_from_skeleton(self)


# --------------------------------------------------------------------------- task graph

NodeKind = Literal["plan", "text", "branch", "group", "join"]


@dataclass(frozen=True, slots=True)
class TaskNode:
    """One node. ``index`` numbers branches in answer order (``branch:{index}:{title}``);
    ``parent`` is the ``group`` node whose body holds this node, if any."""

    id: str
    kind: NodeKind
    title: str = ""
    text: str = ""
    index: int | None = None
    tokens: int | None = None
    parent: str | None = None

    def to_dict(self) -> dict[str, object]:
        out: dict[str, object] = {"id": self.id, "kind": self.kind}
        if self.title:
            out["title"] = self.title
        if self.kind == "text":
            out["text"] = self.text
        if self.index is not None:
            out["index"] = self.index
        if self.tokens is not None:
            out["tokens"] = self.tokens
        if self.parent is not None:
            out["parent"] = self.parent
        return out


@dataclass(frozen=True, slots=True)
class TaskGraph:
    """Nodes in answer order and ``(a, b)`` edges meaning "b needs a". Validated on creation."""

    mode: Literal["sot", "pasta"]
    nodes: tuple[TaskNode, ...]
    edges: tuple[tuple[str, str], ...]

    def __post_init__(self) -> None:
        ids = [n.id for n in self.nodes]
        if len(set(ids)) != len(ids):
            raise SotRuntimeError("invalid task graph: duplicate node ids")
        known = set(ids)
        for a, b in self.edges:
            if a not in known or b not in known:
                raise SotRuntimeError(f"invalid task graph: edge {a!r} -> {b!r} names an unknown node")
        self.topological()  # raises on a cycle

    def node(self, node_id: str) -> TaskNode:
        for n in self.nodes:
            if n.id == node_id:
                return n
        raise KeyError(node_id)

    def deps(self, node_id: str) -> tuple[str, ...]:
        return tuple(a for a, b in self.edges if b == node_id)

    def dependents(self, node_id: str) -> tuple[str, ...]:
        return tuple(b for a, b in self.edges if a == node_id)

    @property
    def branches(self) -> tuple[TaskNode, ...]:
        return tuple(n for n in self.nodes if n.kind == "branch")

    def topological(self) -> tuple[str, ...]:
        """Node ids in an order where every node follows its dependencies (ties: node order)."""
        pending = {n.id: 0 for n in self.nodes}
        for _, b in self.edges:
            pending[b] += 1
        order: list[str] = []
        ready = [n.id for n in self.nodes if pending[n.id] == 0]
        while ready:
            current = ready.pop(0)
            order.append(current)
            for nxt in self.dependents(current):
                pending[nxt] -= 1
                if pending[nxt] == 0:
                    ready.append(nxt)
        if len(order) != len(self.nodes):
            raise SotRuntimeError("invalid task graph: it has a cycle")
        return tuple(order)

    def assemble(self, outputs: Mapping[str, str]) -> str:
        """The answer: literal text and each branch's output (by node id) in node order."""
        parts: list[str] = []
        for n in self.nodes:
            if n.kind == "text":
                parts.append(n.text)
            elif n.kind == "branch":
                parts.append(outputs.get(n.id, ""))
        return "".join(parts)

    def to_dict(self) -> dict[str, object]:
        return {
            "mode": self.mode,
            "nodes": [n.to_dict() for n in self.nodes],
            "edges": [list(e) for e in self.edges],
        }


def graph_from_skeleton(skeleton: Skeleton) -> TaskGraph:
    """A plan node, one branch per point depending on it, and an ``end`` join."""
    nodes = [TaskNode("plan", "plan", title="skeleton")]
    edges: list[tuple[str, str]] = []
    for i, point in enumerate(skeleton.points):
        nodes.append(TaskNode(f"branch:{i}", "branch", title=point, index=i))
        edges.append(("plan", f"branch:{i}"))
    ends = [n.id for n in nodes[1:]] or ["plan"]
    nodes.append(TaskNode("end", "join", title="end"))
    edges.extend((d, "end") for d in ends)
    return TaskGraph("sot", tuple(nodes), tuple(edges))


def graph_from_document(document: Document, *, source: Literal["model", "authored"] = "authored") -> TaskGraph:
    """The DAG of a PASTA-LANG document.

    Main text runs in order; a promise is a branch needing the text before it; ``<sync/>``
    joins every branch opened since the last join; an ``<async>`` block is a group whose
    body hangs under it (an empty block is a branch on its topic); ``end`` joins the rest.
    """
    nodes: list[TaskNode] = [TaskNode("plan", "plan", title="reply" if source == "model" else "plan")]
    edges: list[tuple[str, str]] = []
    counters = {"text": 0, "branch": 0, "join": 0, "group": 0}

    parents: list[str] = []

    def add(kind: NodeKind, deps: list[str], **fields) -> str:
        if kind == "branch":
            node_id = f"branch:{counters['branch']}"
            fields["index"] = counters["branch"]
        else:
            node_id = f"{kind}:{counters[kind]}"
        counters[kind] += 1
        nodes.append(TaskNode(node_id, kind, parent=parents[-1] if parents else None, **fields))
        edges.extend((d, node_id) for d in deps)
        return node_id

    def walk(items: tuple[Item, ...], cursor: str) -> tuple[str, list[str]]:
        open_ids: list[str] = []
        for item in items:
            if isinstance(item, Text):
                cursor = add("text", [cursor], text=item.text)
            elif isinstance(item, Promise):
                open_ids.append(add("branch", [cursor], title=item.topic, tokens=item.tokens))
            elif isinstance(item, Sync):
                cursor = add("join", [cursor, *open_ids], title="sync")
                open_ids = []
            elif not item.body:
                open_ids.append(add("branch", [cursor], title=item.topic))
            else:
                group = add("group", [cursor], title=item.topic)
                parents.append(group)
                inner_cursor, inner_open = walk(item.body, group)
                parents.pop()
                open_ids.extend(inner_open)
                if inner_cursor != group:
                    open_ids.append(inner_cursor)
        return cursor, open_ids

    cursor, open_ids = walk(document.items, "plan")
    nodes.append(TaskNode("end", "join", title="end"))
    edges.extend((d, "end") for d in dict.fromkeys([cursor, *open_ids]))
    return TaskGraph("pasta", tuple(nodes), tuple(edges))
