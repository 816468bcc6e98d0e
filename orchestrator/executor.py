"""Runs generations: single streams (direct answer, plan, main text) and the branches of a task graph.

:class:`Scheduler` runs the branch nodes of one :class:`~sot.pasta_lang.ir.TaskGraph`, the
whole graph of an authored plan or one still growing while its main stream runs (a SoT
plan adds a point per settled line, a PASTA main text a branch per closed promise). Every
branch starts the moment the branches it needs have ended (done or failed); branches
that become ready together go to the provider as one group through ``stream_group`` (the
local backend batches them; remote providers fan out under their wrapper's concurrency
limit and retries). Every branch ends ``done``, ``partial`` (cut after it wrote some
text) or ``failed`` (cut before it wrote any); one failing never cancels its siblings,
and the text of every branch, finished or not, is kept in ``ctx.branches``. A mode may ask a
branch that ended once more, at once and through the same path (``again``: items mode's
repeated thing to write), while the others go on.

**Fair sharing under load.** Where the backend is full (its streams running and waiting fill
its slots: ``provider.load()``), one ask's fan-out must not take every slot from the asks
beside it: the ask's branches then run at most :func:`fair_share` at once (its share of the
slots among the asks in flight), and the rest wait their turn here, each starting as one of
the ask's own streams ends. At the provider's limiter, streams are served first come, first
served (:class:`~sot.providers.wrappers.LimitedProvider`). A natively batched backend (the
local engine) takes a group in one slot and is not capped.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from contextlib import aclosing
from dataclasses import dataclass

import anyio
import anyio.abc

from sot.errors import ProviderError, SotError
from sot.orchestrator.context import AskContext
from sot.orchestrator.events import AnswerDelta, BranchDelta, BranchDone, BranchFailed, BranchStarted
from sot.orchestrator.result import LOOP_GUARD, BranchResult, whole_words
from sot.orchestrator.tokens import count_tokens
from sot.pasta_lang.ir import TaskNode
from sot.providers.base import BackendLoad, GenerationRequest, StreamEnd, StreamError, TextDelta, Usage

__all__ = ["CANCELLED", "MAIN_ATTEMPTS", "Scheduler", "StreamOutcome", "fair_share", "run_main", "stream_main"]

#: how many times in all a main stream (SoT plan, PASTA main text) cut after it began is asked
MAIN_ATTEMPTS = 3

CANCELLED = "cancelled before it finished"


def fair_share(load: BackendLoad) -> int | None:
    """Most streams one ask may run at once on a backend carrying ``load``: ``None`` (no cap)
    while the backend has a free slot or its slots are unknown; under load, its slots shared
    evenly among the asks in flight (at least one)."""
    if not load.slots or load.running + load.waiting < load.slots:
        return None
    return max(1, load.slots // max(load.asks, 1))


@dataclass(slots=True)
class StreamOutcome:
    text: str
    finish_reason: str | None


class Scheduler:
    """Starts the branches of ``ctx.graph`` in ``tg`` as they become ready; call :meth:`kick`
    after adding nodes. ``request`` builds a branch's request when it starts (so it sees
    the text of the branches that ended before it). ``answer=False``: the branches write
    working notes, not answer text (map-reduce's parts), so their text does not count as
    the answer's first token. ``again`` sees every branch that ends (its result in
    ``ctx.branches``, before its ``BranchDone`` or ``BranchFailed``) and may return branches
    that ended to ask once more, each with its request: each starts at once, as a group of its
    own, and ends as any branch does (``again`` takes their first answers out of
    ``ctx.branches``; the branch that just ended has ended only when its second answer does)."""

    def __init__(
        self,
        ctx: AskContext,
        tg: anyio.abc.TaskGroup,
        request: Callable[[TaskNode], GenerationRequest],
        *,
        answer: bool = True,
        again: Callable[[TaskNode, BranchResult], Sequence[tuple[TaskNode, GenerationRequest]]] | None = None,
    ) -> None:
        assert ctx.graph is not None
        self.ctx, self.graph, self.tg, self.request = ctx, ctx.graph, tg, request
        self.answer = answer
        self.again = again
        self.waiting: list[TaskNode] = []
        self.seen = 0  # branch nodes of the graph taken into ``waiting``
        self.ended: set[int] = set()
        self.in_flight = 0  # the ask's branches streaming now (or sent to the provider)
        self._turn_ended: anyio.Event | None = None  # set when a branch ends, for those waiting a turn

    def cap(self) -> int | None:
        """Most branches this ask may stream at once now (:func:`fair_share` of the backend's
        load); ``None``: no cap (a backend with room, a natively batched one, an unknown load)."""
        provider = self.ctx.provider
        if provider.native_group:
            return None
        try:
            return fair_share(provider.load())
        except Exception:  # a load that cannot be read leaves the ask uncapped
            return None

    def kick(self) -> None:
        """Start, as one group, every waiting branch whose inputs have all ended (under load,
        each on its own, as its turn comes: :meth:`cap`)."""
        new = self.graph.branches[self.seen :]
        self.seen += len(new)
        self.waiting.extend(new)
        ready = [n for n in self.waiting if self.ended.issuperset(self.graph.needs(n.id))]
        if ready:
            self.waiting = [n for n in self.waiting if n not in ready]
            if self.cap() is None:
                self.tg.start_soon(self._run_group, ready, [self.request(n) for n in ready])
            else:
                for node in ready:
                    self.tg.start_soon(self._run_group, [node], [self.request(node)], True)

    async def _turn(self) -> None:
        """Wait until this ask may stream one more branch (:meth:`cap`), and take the place."""
        while (cap := self.cap()) is not None and self.in_flight >= cap:
            if self._turn_ended is None:
                self._turn_ended = anyio.Event()
            await self._turn_ended.wait()

    def _taken(self, count: int) -> None:
        self.in_flight += count

    def _left(self) -> None:
        self.in_flight -= 1
        if self._turn_ended is not None:
            self._turn_ended.set()
            self._turn_ended = None

    async def _run_group(
        self, nodes: Sequence[TaskNode], requests: Sequence[GenerationRequest], wait_turn: bool = False
    ) -> None:
        ctx = self.ctx
        indexes = [n.index or 0 for n in nodes]
        texts: list[list[str]] = [[] for _ in nodes]
        open_ = set(range(len(nodes)))
        counted = False
        started = ctx.now()

        def end(
            pos: int, error: str | None, finished: float | None, tokens: int = 0, finish: str | None = None
        ) -> BranchResult:
            text = "".join(texts[pos]).strip()
            if finish == LOOP_GUARD:  # ended wherever its last token fell: back to a whole word
                text = whole_words(text)
            open_.discard(pos)
            if counted:
                self._left()
            if error is not None and (text or error == CANCELLED):  # cut before the provider's usage record
                usage = _cut_usage(ctx, requests[pos], text)
                tokens = usage.completion_tokens
                ctx.add_usage(usage)
            ctx.branches[indexes[pos]] = result = BranchResult(
                index=indexes[pos],
                title=nodes[pos].title,
                text=text,
                status="done" if error is None else ("partial" if text else "failed"),
                error=error,
                started_s=round(started, 4),
                finished_s=None if finished is None else round(finished, 4),
                completion_tokens=tokens,
                finish_reason=finish,
            )
            return result

        async def on_chunk(pos: int, chunk: TextDelta | StreamEnd | StreamError) -> None:
            index = indexes[pos]
            if isinstance(chunk, TextDelta):
                if chunk.text:
                    if self.answer:
                        ctx.saw_text()
                    texts[pos].append(chunk.text)
                    await ctx.emit(BranchDelta, index=index, text=chunk.text)
                return
            if isinstance(chunk, StreamEnd):
                ctx.add_usage(chunk.usage)
                done = end(pos, None, ctx.now(), chunk.usage.completion_tokens, chunk.finish_reason)
                retries = self.again(nodes[pos], done) if self.again is not None else ()
                await ctx.emit(BranchDone, index=index, text=done.text, finish_reason=done.finish_reason)
            else:
                failed = end(pos, str(chunk.error), ctx.now())
                retries = self.again(nodes[pos], failed) if self.again is not None else ()
                await ctx.emit(BranchFailed, index=index, error=str(chunk.error), partial_text="".join(texts[pos]))
            for node, request in retries:  # asked once more, at once
                self.tg.start_soon(self._run_group, [node], [request])
            if any(node.index == index for node, _ in retries):  # it ends when its second answer does
                return
            self.ended.add(index)
            self.kick()

        try:
            if wait_turn:
                await self._turn()
            self._taken(len(nodes))
            counted = True
            started = ctx.now()
            for index, text in zip(indexes, texts, strict=True):  # the text so far, for the answer as it streams
                ctx.live[index] = text
            for index, node in zip(indexes, nodes, strict=True):
                await ctx.emit(BranchStarted, index=index, title=node.title)
            async with aclosing(ctx.provider.stream_group(requests)) as group:
                async for pos, chunk in group:
                    if pos in open_:
                        await on_chunk(pos, chunk)
        except SotError as exc:  # the group as a whole failed (e.g. the local backend)
            for pos in sorted(open_):
                await on_chunk(pos, StreamError(exc))
        finally:
            # runs on cancellation too (deadline, Ctrl-C): keep every branch's text in the context
            for pos in sorted(open_):
                end(pos, CANCELLED, None)


async def run_main(
    ctx: AskContext,
    request: GenerationRequest,
    *,
    on_text: Callable[[str], Awaitable[object]] | None = None,
    answer_stream: bool = True,
) -> StreamOutcome:
    """Stream one generation that is not a branch (direct answer, plan, PASTA main text).

    Text is passed to ``on_text`` as it arrives; with ``answer_stream`` it is also emitted
    as ``AnswerDelta`` events and counts toward time-to-first-token. Provider errors
    propagate (anything a provider raises that is not a sot error as a
    :class:`~sot.errors.ProviderError`, as group members' are): the mode decides what
    the ask keeps. A generation the loop guard ended keeps its text up to its last whole
    word (as a branch's does).
    """
    parts: list[str] = []
    finish = None
    ended = False  # the provider's usage record came
    cancelled = False
    try:
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
                    finish, ended = chunk.finish_reason, True
                    if finish == LOOP_GUARD:  # ended wherever its last token fell: back to a whole word
                        written = "".join(parts)
                        kept = whole_words(written)
                        parts = [kept]
                        if answer_stream:
                            ctx.main_text = ctx.main_text[: len(ctx.main_text) - (len(written) - len(kept))]
                    continue
                if not chunk.text:
                    continue
                parts.append(chunk.text)
                if answer_stream:
                    ctx.main_text += chunk.text
                    ctx.saw_text()
                    await ctx.emit(AnswerDelta, text=chunk.text)
                if on_text is not None:
                    await on_text(chunk.text)
    except anyio.get_cancelled_exc_class():
        cancelled = True
        raise
    finally:
        if not ended and (parts or cancelled):  # cut before the provider's usage record: count it here
            ctx.add_usage(_cut_usage(ctx, request, "".join(parts)))
    return StreamOutcome("".join(parts), finish)


def _cut_usage(ctx: AskContext, request: GenerationRequest, text: str) -> Usage:
    """The usage of a request cut before the provider's usage record (a deadline, a client
    that left, a backend that dropped mid-answer): its prompt was sent and ``text`` written,
    counted by the provider's tokenizer where it has one at hand, else estimated
    (:func:`~sot.orchestrator.tokens.count_tokens`)."""
    prompt = "\n".join(m.content for m in request.messages)
    return Usage(count_tokens(ctx.provider, prompt), count_tokens(ctx.provider, text) if text else 0)


async def stream_main(
    ctx: AskContext,
    request: GenerationRequest,
    *,
    on_text: Callable[[str], Awaitable[bool]],
    restart: Callable[[], Awaitable[None]],
    may_retry: Callable[[], bool] = lambda: True,
) -> tuple[SotError | None, str | None]:
    """Stream a mode's main call (SoT plan, PASTA main text), which adds to ``ctx.graph``.

    Each piece goes to ``on_text``; it returns True to end the stream there (a plan that
    loops). A reply cut after it began by a retryable error is asked again, while
    ``may_retry()`` allows, up to :data:`MAIN_ATTEMPTS` times in all; ``restart()`` runs
    before each attempt. Returns the error the call ended with, if any, and its finish
    reason (``None`` where it did not end on its own: an error, or ``on_text`` ended it).
    """
    wrote, scope = False, anyio.CancelScope()

    async def on_reply(text: str) -> None:
        nonlocal wrote
        wrote = True
        if await on_text(text):
            scope.cancel()

    for attempt in range(1, MAIN_ATTEMPTS + 1):
        wrote, scope = False, anyio.CancelScope()  # a scope is entered once: one per attempt
        outcome = None
        try:
            with scope:
                await restart()
                outcome = await run_main(ctx, request, on_text=on_reply, answer_stream=False)
        except SotError as exc:
            if wrote and getattr(exc, "retryable", False) and may_retry() and attempt < MAIN_ATTEMPTS:
                continue  # cut after it began: ask again, keeping what it added
            return exc, None
        return None, None if outcome is None else outcome.finish_reason
    return None, None  # pragma: no cover - the last attempt returns above
