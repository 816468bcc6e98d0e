"""The plain IR shared by SoT skeletons and PASTA-LANG, and the task graph built from both.

Parsing gives small frozen values: a :class:`Skeleton` (the points of a SoT plan) or a
:class:`Document` (PASTA-LANG items: :class:`Text`, :class:`Promise`, :class:`Sync`,
:class:`Async`). Both turn into a :class:`TaskGraph`, whole or grown while a reply streams
(a settled skeleton line, a closed item at a time): nodes in answer order, edges
``(a, b)`` meaning "b needs a". Node kinds:

- ``plan``: the root, the planning call (or the authored plan itself);
- ``text``: literal text of the answer (authored plans, or the main text of a PASTA reply);
- ``branch``: a generation that writes one part (a SoT point, a PASTA promise);
- ``group``: an ``<async>`` block; its body's nodes depend on it;
- ``join``: a barrier (``<sync/>``, and ``end`` after everything).

:meth:`TaskGraph.assemble` joins the text of the ``text`` and ``branch`` nodes in node order
(the text a PASTA branch sees before it); an ask's answer is its mode's.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

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
    ``parent`` is the ``group`` node whose body holds this node, if any; ``end`` is where
    its item ends in the source (a promise's tag), when it came from one."""

    id: str
    kind: NodeKind
    title: str = ""
    text: str = ""
    index: int | None = None
    tokens: int | None = None
    parent: str | None = None
    end: int | None = field(default=None, compare=False, repr=False)

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


class TaskGraph:
    """Nodes in answer order and ``(a, b)`` edges meaning "b needs a".

    Given whole (``TaskGraph(mode, nodes, edges)``, validated: no duplicate ids, unknown
    nodes or cycles), or grown as a reply streams: ``TaskGraph(mode, plan=title)`` starts
    at a ``plan`` root, and :meth:`add_point` (a settled skeleton line) and
    :meth:`add_items` (closed PASTA-LANG items) add nodes needing only nodes already there,
    so it stays a DAG; :meth:`close` adds ``end``. :meth:`needs` says which branches a
    node waits for; :meth:`assemble` gives the answer, whole or partial.

    ``main_in_answer``: whether the main text is part of the answer, so ``end`` waits for it
    (PASTA's reply); the mode that builds the graph says. A skeleton's (SoT) is not: its
    answer is its points, and ``end`` joins the points alone.
    """

    def __init__(
        self,
        mode: str,
        nodes: Sequence[TaskNode] = (),
        edges: Sequence[tuple[str, str]] = (),
        *,
        plan: str | None = None,
        main_in_answer: bool = True,
    ) -> None:
        self.mode = mode
        self.main_in_answer = main_in_answer
        self._nodes: list[TaskNode] = []
        self._by_id: dict[str, TaskNode] = {}
        self._deps: dict[str, list[str]] = {}
        self._edges: list[tuple[str, str]] = []
        self._branches: list[TaskNode] = []
        self._needs: dict[str, frozenset[int]] = {}
        self._counts: dict[str, int] = {}
        self._cursor, self._open = "plan", list[str]()  # where the main text is, branches not joined yet
        for node in nodes:
            self._put(node)
        for a, b in edges:
            self._link(a, b)
        for node_id in self.topological():  # raises on a cycle
            self._learn(node_id)
        if plan is not None:
            self._put(TaskNode("plan", "plan", title=plan), learn=True)

    def _put(self, node: TaskNode, deps: Sequence[str] = (), *, learn: bool = False) -> TaskNode:
        if node.id in self._by_id:
            raise SotRuntimeError("invalid task graph: duplicate node ids")
        self._nodes.append(node)
        self._by_id[node.id] = node
        self._deps[node.id] = []
        if node.kind == "branch":
            self._branches.append(node)
        for d in deps:
            self._link(d, node.id)
        if learn:
            self._learn(node.id)
        return node

    def _link(self, a: str, b: str) -> None:
        if a not in self._by_id or b not in self._by_id:
            raise SotRuntimeError(f"invalid task graph: edge {a!r} -> {b!r} names an unknown node")
        self._deps[b].append(a)
        self._edges.append((a, b))

    def _learn(self, node_id: str) -> None:
        """Record which branches ``node_id`` waits for (its dependencies' are known)."""
        found: set[int] = set()
        for d in self._deps[node_id]:
            index = self._by_id[d].index
            found.update(self._needs[d], () if index is None else (index,))
        self._needs[node_id] = frozenset(found)

    @property
    def nodes(self) -> tuple[TaskNode, ...]:
        return tuple(self._nodes)

    @property
    def edges(self) -> tuple[tuple[str, str], ...]:
        return tuple(self._edges)

    @property
    def branches(self) -> tuple[TaskNode, ...]:
        return tuple(self._branches)

    def node(self, node_id: str) -> TaskNode:
        return self._by_id[node_id]

    def deps(self, node_id: str) -> tuple[str, ...]:
        return tuple(self._deps[node_id])

    def dependents(self, node_id: str) -> tuple[str, ...]:
        return tuple(b for a, b in self._edges if a == node_id)

    def needs(self, node_id: str) -> frozenset[int]:
        """Indexes of the branches ``node_id`` waits for, directly or through joins and text."""
        return self._needs[node_id]

    def topological(self) -> tuple[str, ...]:
        """Node ids in an order where every node follows its dependencies (ties: node order)."""
        pending = {n.id: len(self._deps[n.id]) for n in self._nodes}
        after: dict[str, list[str]] = {n.id: [] for n in self._nodes}
        for a, b in self._edges:
            after[a].append(b)
        order: list[str] = []
        ready = deque(n.id for n in self._nodes if pending[n.id] == 0)
        while ready:
            current = ready.popleft()
            order.append(current)
            for nxt in after[current]:
                pending[nxt] -= 1
                if pending[nxt] == 0:
                    ready.append(nxt)
        if len(order) != len(self._nodes):
            raise SotRuntimeError("invalid task graph: it has a cycle")
        return tuple(order)

    # ------------------------------------------------------------------ growing
    def add(self, kind: NodeKind, deps: Sequence[str], **fields: Any) -> TaskNode:
        """A new node of ``kind`` needing ``deps`` (nodes already there); ids ``{kind}:{n}``
        (branches also get their ``index``)."""
        n = self._counts.get(kind, 0)
        self._counts[kind] = n + 1
        if kind == "branch":
            fields["index"] = n
        return self._put(TaskNode(f"{kind}:{n}", kind, **fields), deps, learn=True)

    def add_point(self, title: str) -> TaskNode:
        """A SoT point: a branch needing only the plan."""
        node = self.add("branch", ("plan",), title=title)
        self._open.append(node.id)
        return node

    def add_items(self, items: Sequence[Item]) -> list[TaskNode]:
        """Add PASTA-LANG items after those added before; the new text and branch nodes in order.

        Main text runs in order; a promise is a branch needing the text before it; ``<sync/>``
        joins every branch opened since the last join; an ``<async>`` block is a group whose
        body hangs under it (an empty block is a branch on its topic). Empty text adds nothing.
        """
        added: list[TaskNode] = []
        self._cursor, self._open = self._walk(items, self._cursor, self._open, None, added)
        return added

    def _walk(
        self,
        items: Sequence[Item],
        cursor: str,
        open_ids: list[str],
        parent: str | None,
        added: list[TaskNode],
    ) -> tuple[str, list[str]]:
        for item in items:
            if isinstance(item, Text):
                if item.text:
                    added.append(self.add("text", (cursor,), text=item.text, parent=parent))
                    cursor = added[-1].id
            elif isinstance(item, Sync):
                cursor = self.add("join", (cursor, *open_ids), title="sync", parent=parent).id
                open_ids = []
            elif isinstance(item, Promise) or not item.body:
                tokens = item.tokens if isinstance(item, Promise) else None
                end = item.span.end if item.span else None
                added.append(self.add("branch", (cursor,), title=item.topic, tokens=tokens, parent=parent, end=end))
                open_ids.append(added[-1].id)
            else:
                group = self.add("group", (cursor,), title=item.topic, parent=parent).id
                inner_cursor, inner_open = self._walk(item.body, group, [], group, added)
                open_ids.extend(inner_open)
                if inner_cursor != group:
                    open_ids.append(inner_cursor)
        return cursor, open_ids

    def close(self) -> TaskGraph:
        """Add ``end``, joining the main text and every branch not joined yet; returns the graph."""
        ends = [self._cursor, *self._open] if self.main_in_answer or not self._open else self._open
        self._put(TaskNode("end", "join", title="end"), tuple(dict.fromkeys(ends)), learn=True)
        return self

    # ------------------------------------------------------------------ the answer
    def assemble(
        self,
        outputs: Mapping[str, str],
        *,
        upto: str | None = None,
        missing: Callable[[TaskNode], str] | None = None,
    ) -> str:
        """Literal text and each branch's output (by node id) in node order, up to node
        ``upto`` when given: the text a PASTA branch sees before it. A branch with no output
        gives ``missing(node)``, else nothing. (An ask's answer is its mode's: see
        :mod:`sot.orchestrator.modes`.)"""
        parts: list[str] = []
        for n in self._nodes:
            if n.id == upto:
                break
            if n.kind == "text":
                parts.append(n.text)
            elif n.kind == "branch":
                parts.append(outputs.get(n.id, missing(n) if missing is not None else "") or "")
        return "".join(parts)

    def to_dict(self) -> dict[str, object]:
        return {
            "mode": self.mode,
            "nodes": [n.to_dict() for n in self._nodes],
            "edges": [list(e) for e in self._edges],
        }


def graph_from_skeleton(skeleton: Skeleton) -> TaskGraph:
    """A plan node, one branch per point depending on it, and an ``end`` join."""
    graph = TaskGraph("sot", plan="skeleton", main_in_answer=False)
    for point in skeleton.points:
        graph.add_point(point)
    return graph.close()


def graph_from_document(document: Document, *, source: Literal["model", "authored"] = "authored") -> TaskGraph:
    """The DAG of a PASTA-LANG document (:meth:`TaskGraph.add_items`); ``end`` joins the rest."""
    graph = TaskGraph("pasta", plan="reply" if source == "model" else "plan")
    graph.add_items(document.items)
    return graph.close()
