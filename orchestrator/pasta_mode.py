"""PASTA mode: the model writes its answer with PASTA-LANG tags; promised parts run as branches.

Model-driven (no ``plan``): the main call (``plan:pasta``) streams; the incremental
parser recognises each ``<promise/>`` the moment its tag closes and a branch
(``branch:{i}:{topic}``) starts at once, while the main text goes on. ``<sync/>`` is a
barrier: a promise after it starts only when the branches opened before it have ended
(its context then holds their text). The end of the main text waits for every branch.
The answer is the main text with each branch's text at its promise's place and no tags;
a reply with no tags is a direct answer (``fallback``).

Branch requests: a provider that batches groups natively (the local backend) gets a
*fork*: the main call's messages plus an assistant prefill of the raw main text up to
the promise and ``<async topic="...">``, stopping at ``</async>``, so it reuses the main
row's KV cache. Other providers get ``PromptSet.pasta_branch_messages(question,
context_so_far, topic, tokens)``.

Authored plans (``plan=`` or a template's plan) are parsed strictly and run as a task
graph with no planning call: the text parts are literal, the promises are branches.

A main text cut before any of it reached the answer is asked again (up to
:data:`MAIN_ATTEMPTS` times in all); one cut later keeps what it wrote, its branches run
to their end, and the ask answers from them, naming the failure. A branch cut mid-stream
keeps its text, marked (``partial``), in its place.

Only the model's reply and the authored plan are parsed; the question is data.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import anyio

from sot.errors import SotError
from sot.orchestrator.context import AskContext
from sot.orchestrator.events import AnswerDelta, PlanDelta, PlanReady
from sot.orchestrator.executor import BranchSpec, GraphNode, run_branches, run_graph, run_main
from sot.orchestrator.result import answer_text
from sot.pasta_lang.incremental import IncrementalParser, parse_reply
from sot.pasta_lang.ir import Async, Item, Promise, Sync, TaskGraph, Text
from sot.pasta_lang.pasta import parse_pasta
from sot.providers.base import GenerationRequest, Message

__all__ = ["MAIN_ATTEMPTS", "clean_branch_text", "fork_messages", "run_pasta"]

#: how many times in all a main text cut before any of it reached the answer is asked
MAIN_ATTEMPTS = 3

_LEFTOVER_TAG = re.compile(r"</?(?:promise|sync|async)\b[^<>]*>")
_MIN_BRANCH_TOKENS = 32


def clean_branch_text(text: str) -> str:
    """A branch's text as it goes into the answer: tags the model wrote dropped, trimmed."""
    if "<" not in text:
        return text.strip()
    return _LEFTOVER_TAG.sub("", _flatten(parse_reply(text).items)).strip()


def _flatten(items: tuple[Item, ...]) -> str:
    out: list[str] = []
    for item in items:
        if isinstance(item, Text):
            out.append(item.text)
        elif isinstance(item, Async):
            out.append(_flatten(item.body))
    return "".join(out)


def _retryable(exc: SotError) -> bool:
    return bool(getattr(exc, "retryable", False))


def _attr(value: str) -> str:
    return value.replace("\\", "\\\\").replace("&", "&amp;").replace('"', "&quot;")


def fork_messages(main: list[Message] | tuple[Message, ...], raw_so_far: str, topic: str) -> tuple[Message, ...]:
    """A fork of the main call: its messages, then the raw text so far and an ``<async>`` opening."""
    prefill = f'{raw_so_far}<async topic="{_attr(topic)}">'
    return (*main, Message("assistant", prefill))


def _branch_tokens(ctx: AskContext, tokens: int | None) -> int:
    if tokens is None:
        return ctx.branch_max_tokens
    return min(ctx.branch_max_tokens, max(2 * tokens, _MIN_BRANCH_TOKENS))


async def run_pasta(ctx: AskContext, *, plan: str | None = None) -> None:
    """Answer in PASTA mode: from an authored ``plan`` when given, else from the model's annotated reply."""
    ctx.mode = "pasta"
    if plan is not None and plan.strip():
        await _run_authored(ctx, plan)
    else:
        await _Interpreter(ctx).run()


# --------------------------------------------------------------------------- model-driven


@dataclass(eq=False)
class _Branch:
    index: int
    topic: str
    tokens: int | None
    raw_end: int  # offset in the raw main text where its promise ends
    waits: tuple[_Branch, ...]
    finished: anyio.Event = field(default_factory=anyio.Event)


@dataclass
class _Scope:
    """Branches a new branch must wait for (joined by ``<sync/>``), and those still open."""

    barrier: list[_Branch] = field(default_factory=list)
    open: list[_Branch] = field(default_factory=list)


class _Interpreter:
    """Streams the main call, forking a branch at every promise as soon as it is parsed."""

    def __init__(self, ctx: AskContext) -> None:
        self.ctx = ctx
        self.parser = IncrementalParser()
        self.raw = ""
        self.parts: list[str | _Branch] = []  # the answer in order: main text and branch slots
        self.branches: list[_Branch] = []
        self.root = _Scope()
        self.main_messages = ctx.prompts.pasta_messages(ctx.question)
        self.tg: anyio.abc.TaskGroup | None = None

    async def run(self) -> None:
        ctx = self.ctx
        ctx.assemble = lambda _ctx: self.answer()
        request = ctx.request(self.main_messages, label="plan:pasta")
        failure: SotError | None = None
        async with anyio.create_task_group() as tg:
            self.tg = tg
            for attempt in range(1, MAIN_ATTEMPTS + 1):
                self.parser, self.raw, failure = IncrementalParser(), "", None
                try:
                    await run_main(ctx, request, on_text=self.on_text, answer_stream=False)
                except SotError as exc:
                    failure = exc
                    if self.raw and not self.parts and _retryable(exc) and attempt < MAIN_ATTEMPTS:
                        continue  # cut before any of it reached the answer: ask again
                break
            if failure is not None and not self.parts:  # nothing of the answer yet: stop the branches
                tg.cancel_scope.cancel()
            else:
                # a main text cut after it began keeps what it wrote (a tag it was in the middle
                # of is dropped); its branches run to their end, and the ask names the failure
                await self.handle(self.parser.close(keep_held=failure is None), self.root)
                ctx.plan_s = ctx.now()
                ctx.fallback = not self.branches and failure is None
                await ctx.emit(PlanReady, mode="pasta", points=ctx.points)
        # the task group has waited for every branch
        if failure is not None:
            raise failure

    async def on_text(self, chunk: str) -> None:
        self.raw += chunk
        await self.ctx.emit(PlanDelta, text=chunk)
        await self.handle(self.parser.feed(chunk), self.root)

    async def handle(self, items: list[Item] | tuple[Item, ...], scope: _Scope) -> None:
        for item in items:
            if isinstance(item, Text):
                text = _LEFTOVER_TAG.sub("", item.text)
                if text:
                    self.parts.append(text)
                    self.ctx.main_text += text
                    self.ctx.saw_text()
                    await self.ctx.emit(AnswerDelta, text=text, after=len(self.branches))
            elif isinstance(item, Promise):
                end = item.span.end if item.span else len(self.raw)
                self.fork(item.topic, item.tokens, end, scope)
            elif isinstance(item, Sync):
                scope.barrier = scope.barrier + scope.open
                scope.open = []
            else:  # a whole <async> block: its body is main text written inline
                inner = _Scope(barrier=list(scope.barrier))
                before = len(self.branches)
                await self.handle(item.body, inner)
                scope.open.extend(self.branches[before:])

    def fork(self, topic: str, tokens: int | None, raw_end: int, scope: _Scope) -> None:
        branch = _Branch(len(self.branches), topic, tokens, raw_end, tuple(scope.barrier))
        self.branches.append(branch)
        scope.open.append(branch)
        self.parts.append(branch)
        self.ctx.points = (*self.ctx.points, topic)
        assert self.tg is not None
        self.tg.start_soon(self.run_branch, branch)

    async def run_branch(self, branch: _Branch) -> None:
        try:
            for other in branch.waits:
                await other.finished.wait()
            spec = BranchSpec(branch.index, branch.topic, self.request_for(branch))
            await run_branches(self.ctx, [spec])
        finally:
            branch.finished.set()

    def request_for(self, branch: _Branch) -> GenerationRequest:
        ctx = self.ctx
        label = f"branch:{branch.index}:{branch.topic}"
        max_tokens = _branch_tokens(ctx, branch.tokens)
        if ctx.provider.native_group:
            messages = fork_messages(self.main_messages, self.raw[: branch.raw_end], branch.topic)
            return ctx.request(messages, label=label, max_tokens=max_tokens, stop=("</async>",))
        context = self.context_before(branch)
        messages = ctx.prompts.pasta_branch_messages(ctx.question, context, branch.topic, branch.tokens)
        return ctx.request(messages, label=label, max_tokens=max_tokens)

    def _text_of(self, part: str | _Branch, *, placeholder: bool) -> str:
        if isinstance(part, str):
            return part
        text = answer_text(self.ctx.branches.get(part.index), clean_branch_text)
        if text is None:
            return f"[{part.topic}]" if placeholder else ""
        return text

    def context_before(self, branch: _Branch) -> str:
        """The answer up to ``branch``: main text, finished branches, ``[topic]`` for the others."""
        upto = self.parts.index(branch)
        return "".join(self._text_of(p, placeholder=True) for p in self.parts[:upto]).strip()

    def answer(self) -> str:
        return "".join(self._text_of(p, placeholder=False) for p in self.parts).strip()


# --------------------------------------------------------------------------- authored plans


async def _run_authored(ctx: AskContext, plan: str) -> None:
    graph = parse_pasta(plan, source="plan").to_graph()
    branch_nodes = graph.branches
    ctx.points = tuple(n.title for n in branch_nodes)
    ctx.plan_s = ctx.now()
    ctx.assemble = lambda c: _authored_answer(c, graph)
    await ctx.emit(PlanReady, mode="pasta", points=ctx.points)
    after = 0  # branches before each text, in answer order
    for node in graph.nodes:
        if node.kind == "text" and node.text:
            await ctx.emit(AnswerDelta, text=node.text, after=after)
        elif node.kind == "branch":
            after += 1
    if not branch_nodes:
        ctx.main_text = graph.assemble({})
        return

    def make_request(node_id: str):
        node = graph.node(node_id)
        assert node.index is not None

        def build(done) -> GenerationRequest:
            context = _authored_context(ctx, graph, node_id, done)
            messages = ctx.prompts.pasta_branch_messages(ctx.question, context, node.title, node.tokens)
            return ctx.request(
                messages, label=f"branch:{node.index}:{node.title}", max_tokens=_branch_tokens(ctx, node.tokens)
            )

        return build

    nodes = [
        GraphNode(index=n.index, title=n.title, deps=_branch_ancestors(graph, n.id), make_request=make_request(n.id))
        for n in branch_nodes
        if n.index is not None
    ]
    await run_graph(ctx, nodes)


def _branch_ancestors(graph: TaskGraph, node_id: str) -> tuple[int, ...]:
    """Indexes of the branches ``node_id`` needs, through joins and text."""
    seen: set[str] = set()
    stack = list(graph.deps(node_id))
    found: set[int] = set()
    while stack:
        current = stack.pop()
        if current in seen:
            continue
        seen.add(current)
        node = graph.node(current)
        if node.kind == "branch" and node.index is not None:
            found.add(node.index)
        stack.extend(graph.deps(current))
    return tuple(sorted(found))


def _outputs(ctx: AskContext, graph: TaskGraph, done=None) -> dict[str, str]:
    results = done if done is not None else ctx.branches
    out: dict[str, str] = {}
    for node in graph.branches:
        text = answer_text(results.get(node.index), clean_branch_text)
        if text is not None:
            out[node.id] = text
    return out


def _authored_answer(ctx: AskContext, graph: TaskGraph) -> str:
    return graph.assemble(_outputs(ctx, graph)).strip()


def _authored_context(ctx: AskContext, graph: TaskGraph, node_id: str, done) -> str:
    outputs = _outputs(ctx, graph, done)
    parts: list[str] = []
    for node in graph.nodes:
        if node.id == node_id:
            break
        if node.kind == "text":
            parts.append(node.text)
        elif node.kind == "branch":
            parts.append(outputs.get(node.id, f"[{node.title}]"))
    return "".join(parts).strip()
