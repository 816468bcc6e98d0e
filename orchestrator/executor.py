"""Runs generation tasks: single streams and groups of sibling branches, and whole task graphs.

Branches of one group go to the provider together through ``stream_group`` (the local
backend batches them; remote providers fan out concurrently under their wrapper's
concurrency limit). Every branch ends ``done``, ``partial`` (cut after it wrote some
text) or ``failed`` (cut before it wrote any); one failing never cancels its siblings,
and the text of every branch, finished or not, is kept.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from contextlib import aclosing
from dataclasses import dataclass

import anyio

from sot.errors import ProviderError, SotError, SotRuntimeError
from sot.orchestrator.context import AskContext
from sot.orchestrator.events import AnswerDelta, BranchDelta, BranchDone, BranchFailed, BranchStarted
from sot.orchestrator.result import BranchResult
from sot.providers.base import GenerationRequest, StreamEnd, StreamError, TextDelta

__all__ = ["BranchSpec", "GraphNode", "StreamOutcome", "run_branches", "run_graph", "run_main"]


@dataclass(frozen=True, slots=True)
class BranchSpec:
    index: int
    title: str
    request: GenerationRequest


@dataclass(slots=True)
class StreamOutcome:
    text: str
    finish_reason: str | None


class _BranchState:
    __slots__ = ("done", "error", "finished", "parts", "spec", "started", "tokens")

    def __init__(self, spec: BranchSpec, started: float) -> None:
        self.spec = spec
        self.parts: list[str] = []
        self.started = started
        self.finished: float | None = None
        self.tokens = 0
        self.error: str | None = None
        self.done = False

    def result(self) -> BranchResult:
        text = "".join(self.parts).strip()
        return BranchResult(
            index=self.spec.index,
            title=self.spec.title,
            text=text,
            status="done" if self.done else ("partial" if text else "failed"),
            error=None if self.done else (self.error or "cancelled before it finished"),
            started_s=round(self.started, 4),
            finished_s=None if self.finished is None else round(self.finished, 4),
            completion_tokens=self.tokens,
        )


async def _on_chunk(ctx: AskContext, st: _BranchState, chunk: TextDelta | StreamEnd | StreamError) -> None:
    if isinstance(chunk, TextDelta):
        if chunk.text:
            ctx.saw_text()
            st.parts.append(chunk.text)
            await ctx.emit(BranchDelta, index=st.spec.index, text=chunk.text)
    elif isinstance(chunk, StreamEnd):
        st.done, st.finished, st.tokens = True, ctx.now(), chunk.usage.completion_tokens
        ctx.add_usage(chunk.usage)
        await ctx.emit(BranchDone, index=st.spec.index, text="".join(st.parts).strip())
    elif isinstance(chunk, StreamError):
        st.error, st.finished = str(chunk.error), ctx.now()
        await ctx.emit(BranchFailed, index=st.spec.index, error=st.error, partial_text="".join(st.parts))


async def run_branches(ctx: AskContext, specs: Sequence[BranchSpec]) -> list[BranchResult]:
    """Run sibling branches as one group; return their results in ``specs`` order.

    If the surrounding scope is cancelled (deadline, Ctrl-C) the branches still open are
    reported as failed with their partial text; the cancellation then propagates.
    """
    states = [_BranchState(spec, ctx.now()) for spec in specs]
    for st in states:
        await ctx.emit(BranchStarted, index=st.spec.index, title=st.spec.title)
    try:
        async with aclosing(ctx.provider.stream_group([s.request for s in specs])) as group:
            async for pos, chunk in group:
                await _on_chunk(ctx, states[pos], chunk)
    except SotError as exc:  # the group as a whole failed (e.g. the local backend)
        for st in states:
            if not st.done and st.error is None:
                await _on_chunk(ctx, st, StreamError(exc))
    finally:
        # runs on cancellation too (deadline, Ctrl-C): keep every branch's text in the context
        for st in states:
            if not st.done and st.error is None:
                st.error = "cancelled before it finished"
            ctx.branches[st.spec.index] = st.result()
    return [st.result() for st in states]


async def run_main(
    ctx: AskContext,
    request: GenerationRequest,
    *,
    on_text: Callable[[str], object] | None = None,
    answer_stream: bool = True,
) -> StreamOutcome:
    """Stream one generation that is not a branch (direct answer, plan, PASTA main text).

    Text is passed to ``on_text`` as it arrives; with ``answer_stream`` it is also emitted
    as ``AnswerDelta`` events and counts toward time-to-first-token. Provider errors
    propagate (anything a provider raises that is not a sot error as a
    :class:`~sot.errors.ProviderError`, as group members' are): the mode decides what
    the ask keeps.
    """
    parts: list[str] = []
    finish = None
    async with aclosing(ctx.provider.stream(request)) as chunks:
        while True:
            try:
                chunk = await anext(chunks)
            except StopAsyncIteration:
                break
            except SotError:
                raise
            except Exception as exc:  # a provider bug, or a backend's reply it did not expect
                raise ProviderError(f"unexpected error: {exc!r}", provider=ctx.provider.name) from exc
            if isinstance(chunk, StreamEnd):
                ctx.add_usage(chunk.usage)
                finish = chunk.finish_reason
                continue
            if not chunk.text:
                continue
            parts.append(chunk.text)
            if answer_stream:
                ctx.main_text += chunk.text
                ctx.saw_text()
                await ctx.emit(AnswerDelta, text=chunk.text)
            if on_text is not None:
                res = on_text(chunk.text)
                if hasattr(res, "__await__"):
                    await res
    return StreamOutcome("".join(parts), finish)


# --------------------------------------------------------------------------- task graphs


@dataclass(frozen=True, slots=True)
class GraphNode:
    """A branch that may need the text of other nodes (``deps``) before it can start."""

    index: int
    title: str
    deps: tuple[int, ...]
    make_request: Callable[[Mapping[int, BranchResult]], GenerationRequest]


async def run_graph(ctx: AskContext, nodes: Sequence[GraphNode]) -> list[BranchResult]:
    """Run a DAG of branches: every node whose dependencies have ended starts at once.

    Nodes that become ready together run as one group (one batch on the local backend).
    A node runs once its dependencies have ended, done or failed: ``make_request`` sees
    which (as model-driven PASTA does, a failed part is left out of the context, not the
    parts that follow it).
    """
    by_index = {n.index: n for n in nodes}
    for n in nodes:
        missing = [d for d in n.deps if d not in by_index]
        if missing:
            raise SotRuntimeError(f"task graph node {n.index} depends on unknown nodes {missing}")
    results: dict[int, BranchResult] = {}
    pending = dict(by_index)
    running: set[int] = set()
    changed = anyio.Event()

    async def run_wave(wave: list[GraphNode]) -> None:
        nonlocal changed
        specs = [BranchSpec(n.index, n.title, n.make_request(dict(results))) for n in wave]
        for res in await run_branches(ctx, specs):
            results[res.index] = res
            running.discard(res.index)
        changed.set()

    async with anyio.create_task_group() as tg:
        while pending or running:
            wave: list[GraphNode] = []
            for idx, node in list(pending.items()):
                if all(d in results for d in node.deps):
                    wave.append(node)
                    del pending[idx]
            if wave:
                running.update(n.index for n in wave)
                tg.start_soon(run_wave, wave)
                continue
            if not running:
                if pending:  # a cycle: nothing can ever start
                    raise SotRuntimeError(f"task graph has a cycle among nodes {sorted(pending)}")
                break
            await changed.wait()
            changed = anyio.Event()
    return [results[n.index] for n in nodes]
