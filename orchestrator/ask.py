"""One ask from start to finish: its provider, its mode (auto: routed), the run inside the
template's frame, the result.

:func:`run_ask` is the core behind :class:`sot.Client` (and so ``sot.orchestrate``,
``sot.stream``, ``sot ask``, the gateway and the bench). It takes the ask with its settings
already decided (:func:`~sot.orchestrator.settings.resolve`, the one place they are).
"""

from __future__ import annotations

import os
import sys
from collections.abc import AsyncGenerator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypedDict

import anyio

if sys.version_info < (3, 11):  # pragma: no cover - the backport anyio depends on there
    from exceptiongroup import BaseExceptionGroup

from sot.errors import DeadlineExceeded, SotError, SotRuntimeError, UserInputError
from sot.modes import AUTO, DIRECT, MAPREDUCE
from sot.orchestrator.answer import answer_of
from sot.orchestrator.context import AskContext, EventSink, drop
from sot.orchestrator.events import AnswerText, AskStarted, Done, Event, RouteDecided
from sot.orchestrator.frame import frame_for
from sot.orchestrator.modes import REGISTRY, get_mode
from sot.orchestrator.result import INTERRUPTED, AskResult, RouteInfo, Timings, UsageInfo
from sot.orchestrator.tokens import check_fit
from sot.providers.base import Message, Provider
from sot.providers.reserve import release, reserve

__all__ = [
    "AskArgs",
    "AskSettings",
    "Interrupt",
    "RunArgs",
    "run_ask",
    "stream_ask",
]

if TYPE_CHECKING:
    from sot.orchestrator.pool import ProviderPool
    from sot.orchestrator.routing.router import Router
    from sot.orchestrator.settings import ResolvedAsk
    from sot.templates.template import BoundTemplate, Template


class Interrupt:
    """Ends the asks given it (``interrupt=``) as their deadline would, once :meth:`set`: what
    had finished is kept, each part still being written is cut with its text so far and
    marked ``… [interrupted]`` (one that had written nothing as interrupted), and the result's
    ``ending.status`` is ``interrupted``. ``sot ask`` sets one on Ctrl-C. Call :meth:`set` in
    the asks' event loop (from a signal handler: ``loop.call_soon_threadsafe(interrupt.set)``)."""

    def __init__(self) -> None:
        self._scopes: set[anyio.CancelScope] = set()
        self.is_set = False

    def set(self) -> None:
        self.is_set = True
        for scope in list(self._scopes):
            scope.cancel()

    def _watch(self, scope: anyio.CancelScope) -> None:
        self._scopes.add(scope)
        if self.is_set:
            scope.cancel()

    def _forget(self, scope: anyio.CancelScope) -> None:
        self._scopes.discard(scope)


class AskSettings(TypedDict, total=False):
    """The options of one ask, each typed and documented here once; every one may be left
    out. :class:`RunArgs` adds the model, :class:`AskArgs` the provider settings."""

    #: ``auto`` (sot decides), or a mode (:func:`sot.modes.modes`): ``direct``, ``sot``,
    #: ``pasta``, ``mapreduce``; default: the template's, else ``pasta`` with a ``plan``, else ``auto``
    mode: str | None
    #: a template name, a path to a YAML file, or a loaded template
    template: str | os.PathLike[str] | Template | BoundTemplate | None
    #: values for the template's variables
    variables: Mapping[str, Any] | None
    #: more folders to find templates in by name
    template_paths: Sequence[str]
    #: an authored PASTA-LANG plan (implies ``mode="pasta"``)
    plan: str | None
    #: most points in a SoT skeleton
    max_points: int | None
    #: most tokens per branch (the direct answer, the PASTA main text, each point)
    max_tokens: int | None
    #: seconds for the whole ask: what finished in time is kept, the rest marked as cut
    deadline: float | None
    #: ends the ask as its deadline would once set (:class:`Interrupt`; ``sot ask``'s Ctrl-C)
    interrupt: Interrupt | None
    #: auto mode's router: ``"auto"`` (the bundled classifier), ``"llm:PROVIDER:MODEL"``, or a
    #: :class:`~sot.orchestrator.routing.router.Router`
    router: str | Router | None
    #: SoT: expand each point as soon as its skeleton line is written (``False``: once the
    #: whole skeleton is written, every point seeing all of it); unset, the template's choice,
    #: else the provider's (pipelined, except the llama.cpp engine on the CPU)
    pipeline: bool | None
    #: a system prompt for every request: it replaces sot's default system message; with a
    #: template it follows the template's own
    system: str | None
    #: earlier turns of the conversation (``Message`` objects or ``{"role", "content"}``
    #: dicts), placed before every prompt's own turns
    history: Sequence[Message | Mapping[str, str]]
    #: the same as ``history``, under the name the OpenAI and Anthropic SDKs use (give one)
    messages: Sequence[Message | Mapping[str, str]]
    #: sampling temperature of every generation (default 0: greedy, reproducible)
    temperature: float | None
    #: nucleus sampling, above 0 and at most 1 (default: unset)
    top_p: float | None
    #: sampling seed (default: unset)
    seed: int | None
    #: a text the question is about (``sot ask`` passes piped stdin): every prompt sees it
    #: before the question; the router sees the question alone
    context: str | None
    #: auto's cap on a parallel answer's tokens, in and out, over a direct answer's (``1.3``: at
    #: most 30% more, else auto answers directly, and says so); default: no cap. A mode named
    #: outright is answered in that mode whatever it costs; the result's ``usage.overhead`` says
    max_overhead: float | None


class RunArgs(AskSettings, total=False):
    """:class:`AskSettings` and the model: the options of :meth:`sot.Client.run`, which
    override the client's for that ask."""

    #: a ``provider:model`` string (``openai:gpt-4o-mini``, ``anthropic:...``, ``local``,
    #: ``local:PATH``, ``fake``); default: the template's, else ``$SOT_MODEL``, else ``local``
    model: str | None
    #: a provider instance instead of ``model`` (stays the caller's to close)
    provider: Provider | None


class AskArgs(RunArgs, total=False):
    """:class:`RunArgs` and how the provider is used: the options of :func:`sot.orchestrate`,
    :func:`sot.stream` and :func:`sot.orchestrate_sync` (a :class:`sot.Client` takes these
    three as its own settings)."""

    #: attempts per request before its first output (retryable errors only)
    retries: int
    #: most requests in flight to the provider (default: the provider's own limit)
    concurrency: int | None
    #: a hosted API's requests and tokens a minute, per provider (:mod:`sot.providers.budget`):
    #: a request waits for its share before it is sent; default: none (the APIs' own headers)
    rpm: float | None
    tpm: float | None
    #: keywords for building the provider (``get_provider``)
    provider_options: dict[str, Any]


def _leaves(group: BaseExceptionGroup) -> list[BaseException]:
    out: list[BaseException] = []
    for exc in group.exceptions:
        out.extend(_leaves(exc) if isinstance(exc, BaseExceptionGroup) else [exc])
    return out


def _unwrap(group: BaseExceptionGroup) -> BaseException:
    """The one error an exception group from a task group stands for: its first
    :class:`SotError`, else the unexpected error translated (cancellation and Ctrl-C as they are)."""
    leaves = _leaves(group)
    if any(not isinstance(leaf, Exception) for leaf in leaves):
        return group
    first = next((leaf for leaf in leaves if isinstance(leaf, SotError)), None)
    if first is not None:
        return first
    leaf = leaves[0] if leaves else group
    return SotRuntimeError(f"unexpected {type(leaf).__name__}: {leaf}")


def _provider(ask: ResolvedAsk, pool: ProviderPool | None) -> tuple[Provider, ProviderPool | None]:
    """The provider, wrapped with retries, limits and a bound on each stream, from the ask's
    pool (a :class:`sot.Client`'s); without one, from a pool of this ask's own, returned to be
    closed at its end."""
    from sot.orchestrator.pool import ProviderPool

    own = None
    if pool is None:
        pool = own = ProviderPool()
    if ask.provider is not None:  # the caller's instance: one limiter for all its asks
        return pool.adopt(ask.provider), own
    assert ask.model is not None
    return pool.get(ask.model), own


def _with_answer_text(ctx: AskContext, sink: EventSink) -> EventSink:
    """``sink``, also given the answer in answer order as :class:`AnswerText` events (what
    every consumer reads: ``sot ask``, ``Client.stream``, the gateway)."""
    from sot.orchestrator.answer_stream import AnswerStream

    stream = AnswerStream(ctx)

    async def send(event: Event) -> None:
        text = stream.feed(event)
        # delivered whole even as the deadline or Ctrl-C cancels the ask: a piece counted as
        # sent and then lost would leave a gap in the stream
        with anyio.CancelScope(shield=True):
            if isinstance(event, Done):  # the last piece comes before the end
                if text:
                    await sink(AnswerText(t=event.t, text=text))
                await sink(event)
                return
            await sink(event)
            if text:
                await sink(AnswerText(t=ctx.now(), text=text))

    return send


async def _check_fits(ctx: AskContext, mode: str) -> None:
    """Refuse, with what to do, a mode that sends the whole input in one call where the prompt
    does not fit the model's window (only where the provider knows its window)."""
    fit = await check_fit(ctx)
    if not fit.fits and fit.window is not None:
        raise UserInputError(
            f"the prompt and room for the answer take {fit.prompt_tokens} tokens, more than the model's "
            f"context of {fit.window.tokens}: mode {mode} sends it in one call; mode mapreduce (or auto) "
            "answers from its parts"
        )


async def _route(ctx: AskContext) -> RouteInfo:
    """Auto mode: pick the mode before any generation (a template may fix it). A prompt longer
    than the model's window is answered in parts (map-reduce), whatever else applies."""
    from sot.orchestrator.routing.auto import priced

    ask = ctx.ask
    fit = await check_fit(ctx)  # (loads a local model: the answer needs it next anyway)
    if not fit.fits and fit.window is not None:
        info = RouteInfo(
            mode=MAPREDUCE,
            score=1.0,
            router="window",
            reason=(
                f"{MAPREDUCE}: the prompt and room for the answer take {fit.prompt_tokens} tokens, more than "
                f"the model's context of {fit.window.tokens}: answered from its parts"
            ),
        )
        await ctx.emit(RouteDecided, mode=info.mode, score=info.score, router=info.router, reason=info.reason)
        return info

    router, policy = ask.router, ask.parallel
    prefer = ask.parallel_mode
    items: int | None = None
    if isinstance(router, str) and router in REGISTRY:  # a template (or caller) that always wants one mode
        why = f"router: {router} was asked for" if ask.router_from_caller else f"the template's router: {router}"
        info = RouteInfo(mode=router, score=1.0, router="template", reason=f"{router}: {why}")
    elif policy in ("always", "never"):  # the template's parallel policy: parallel by construction, or never
        mode = prefer if policy == "always" else DIRECT
        info = RouteInfo(
            mode=mode,
            score=float(policy == "always"),
            router="template",
            reason=f"{mode}: the template's parallel: {policy}",
        )
    else:  # the request's own items, else the router (sot route decides the same way)
        info, items = await _suggest(ctx, prefer)
    # auto is ours: a parallel answer the router or a template's `parallel: always` asks for must
    # also be the faster one here (a mode the caller or template names is theirs, and stands);
    # the cost model's reason then replaces the router's
    if (get_mode(info.mode).parallel and info.router != "template") or policy == "always":
        info = await priced(
            ctx.provider,
            info,
            ask.query,
            items=items,
            max_tokens=ask.max_tokens,
            max_points=ask.max_points,
            ask_id=ctx.ask_id,
        )
        # and its tokens within the caller's max_overhead and the backend's per-minute budget
        from sot.orchestrator.routing.overhead import capped

        info = capped(
            ctx.provider,
            info,
            ask.query,
            max_overhead=ask.max_overhead,
            items=items,
            max_tokens=ask.max_tokens,
            max_points=ask.max_points,
        )
    await ctx.emit(RouteDecided, mode=info.mode, score=info.score, router=info.router, reason=info.reason)
    return info


async def _suggest(ctx: AskContext, prefer: str) -> tuple[RouteInfo, int | None]:
    """The request's own items, else the router's choice where the backend leaves a parallel
    answer a chance (:func:`~sot.orchestrator.routing.auto.suggest`); a router named by string
    is built here (a bad one fails the ask before anything else), and closed after; the bundled
    one (none named) only where it is asked."""
    from sot.orchestrator.routing.auto import suggest

    ask = ctx.ask
    named = ask.router  # a name, a Router, or none ("auto" too): the bundled one
    built = isinstance(named, str) and named != AUTO
    router: Router | None = None if named in (None, AUTO) else named
    if built:
        from sot.orchestrator.routing.router import get_router

        router = get_router(named)
    try:  # a router that asks a model (llm:...) sends the ask's id: its routing key
        return await suggest(
            ask.query,
            router,
            prefer=prefer,
            ask_id=ctx.ask_id,
            provider=ctx.provider,
            max_tokens=ask.max_tokens,
            max_points=ask.max_points,
        )
    finally:
        close = getattr(router, "aclose", None) if built else None
        if close is not None:  # a router built here (llm:...) holds a provider
            with anyio.CancelScope(shield=True):
                await close()


async def run_ask(ask: ResolvedAsk, *, pool: ProviderPool | None = None, sink: EventSink = drop) -> AskResult:
    """Answer ``ask`` (its settings decided: :func:`~sot.orchestrator.settings.resolve`); events
    go to ``sink`` as they happen; returns the result. The provider comes from ``pool`` (a
    :class:`sot.Client`'s, left open), else from a pool of the ask's own, closed at its end.
    A pool with tracing on traces the ask: one span, its model calls' spans under it
    (:mod:`sot.orchestrator.tracing`)."""
    if pool is not None and pool.tracing is not None:
        from sot.orchestrator.tracing import run_traced

        return await run_traced(pool.tracing, ask, lambda traced: _run_ask(ask, pool, traced), sink)
    return await _run_ask(ask, pool, sink)


async def _run_ask(ask: ResolvedAsk, pool: ProviderPool | None, sink: EventSink) -> AskResult:
    provider, own_pool = _provider(ask, pool)
    ctx = AskContext(ask=ask, provider=provider, sink=sink)
    ctx.sink = _with_answer_text(ctx, sink)
    ctx.frame = frame = frame_for(ctx, ask.template)  # a template's reply, and its escalation check
    mode = ask.mode
    route: RouteInfo | None = None
    timed_out = False
    error: str | None = None
    settings = ask.announced()
    await ctx.emit(
        AskStarted,
        model=ctx.model,
        mode=mode,
        template=ask.template_name,
        backend=provider.describe(),
        settings=settings,
    )
    interrupt, deadline = ask.interrupt, ask.deadline
    reserve(provider, ctx.ask_id, 1)  # its first stream, until it starts: asks decided meanwhile count it
    try:
        with anyio.move_on_after(deadline) as scope:
            if interrupt is not None:
                interrupt._watch(scope)
            if mode == AUTO:
                route = await _route(ctx)
                mode = route.mode
            elif get_mode(mode).whole_input:
                await _check_fits(ctx, mode)
            ctx.mode = mode
            await frame.run(ctx, lambda: _run_mode(ctx, mode))
        timed_out = scope.cancelled_caught
    except SotError as exc:
        # the main call failed for good: the answer is what had finished, if anything had
        if not answer_of(ctx, final=True):
            raise
        error = f"{get_mode(ctx.mode).main_call} failed: {exc}"
        ctx.main_cut = error
    finally:
        release(provider, ctx.ask_id)
        if interrupt is not None:
            interrupt._forget(scope)
        backend = provider.describe()  # (before an owned provider lets its model go)
        if own_pool is not None:
            await own_pool.aclose()

    interrupted = timed_out and interrupt is not None and interrupt.is_set
    if timed_out:
        error = INTERRUPTED if interrupted else f"deadline of {deadline:g}s exceeded"
        if ctx.finish_reason is None:  # the main text had not ended (a direct answer, PASTA's main text)
            ctx.main_cut = error
        for index, branch in list(ctx.branches.items()):
            if branch.status != "done" and branch.error == "cancelled before it finished":
                ctx.branches[index] = branch.model_copy(update={"error": error})
    answer = answer_of(ctx, final=True)
    if timed_out and not answer and not interrupted:  # (an interrupted ask says so in its result)
        raise DeadlineExceeded(f"no answer within the deadline of {deadline:g}s")
    if answer and ctx.first_token_s is None:
        # an answer made only at its end (map-reduce's notes, where the deadline or a failure cut
        # the reduce before it wrote): its first text is given now
        ctx.saw_text()
    result = AskResult(
        answer=answer,
        mode=ctx.mode,
        model=ctx.model,
        skeleton=list(ctx.points),
        branches=[ctx.branches[i] for i in sorted(ctx.branches)],
        timings=Timings(
            total_s=round(ctx.now(), 4),
            plan_s=None if ctx.plan_s is None else round(ctx.plan_s, 4),
            first_token_s=None if ctx.first_token_s is None else round(ctx.first_token_s, 4),
            calibrate_s=float((route.predicted or {}).get("calibrate_s", 0.0)) if route is not None else 0.0,
        ),
        usage=UsageInfo(
            prompt_tokens=ctx.usage.prompt_tokens,
            completion_tokens=ctx.usage.completion_tokens,
            drafted_tokens=ctx.usage.drafted_tokens,
            accepted_tokens=ctx.usage.accepted_tokens,
            direct_tokens=_direct_tokens(ctx, answer),
        ),
        route=route,
        fallback=ctx.fallback,
        fallback_reason=ctx.fallback_reason,
        plan_text=ctx.plan_text,
        plan_about=ctx.plan_about,
        finish_reason=ctx.finish_reason,
        template=ask.template_name,
        template_version=ask.template_version,
        error=error or ctx.error,
        reply=frame.info(),
        dropped=[*ctx.dropped, *frame.dropped(ctx)],
        settings=settings,
        backend=backend,
    )
    await ctx.emit(Done, result=result)
    return result


def _direct_tokens(ctx: AskContext, answer: str) -> int | None:
    """The tokens, in and out, a direct answer to this ask takes: what this one used where it
    was answered directly, else its direct prompt's tokens plus this answer's (the provider's
    count, else the estimate), what :attr:`UsageInfo.overhead` is measured against."""
    used = ctx.usage.prompt_tokens + ctx.usage.completion_tokens
    if ctx.mode == "direct":
        return used or None
    if not answer:
        return None
    from sot.orchestrator.tokens import MESSAGE_TOKENS, count_tokens

    direct = ctx.request(ctx.ask.prompts.direct_messages(ctx.ask.question), purpose="direct")
    prompt = sum(count_tokens(ctx.provider, m.content) + MESSAGE_TOKENS for m in direct.messages)
    return prompt + count_tokens(ctx.provider, answer)


async def _run_mode(ctx: AskContext, mode: str) -> None:
    try:
        await get_mode(mode).run(ctx)
    except BaseExceptionGroup as group:  # from a task group: never reaches a caller as a group
        unwrapped = _unwrap(group)
        if unwrapped is group:
            raise
        raise unwrapped from group


async def stream_ask(ask: ResolvedAsk, *, pool: ProviderPool | None = None) -> AsyncGenerator[Event, None]:
    """:func:`run_ask` as events, the last :class:`~sot.orchestrator.events.Done`; a failure
    is raised as itself after the events before it. Closing the generator early cancels the
    ask (no request is left running)."""
    send, receive = anyio.create_memory_object_stream[Event](max_buffer_size=float("inf"))
    failure: list[BaseException] = []

    async def produce() -> None:
        async with send:
            try:
                await run_ask(ask, pool=pool, sink=send.send)
            except Exception as exc:  # raised below as itself, never inside an exception group
                failure.append(exc)

    async with anyio.create_task_group() as tg:
        tg.start_soon(produce)
        async with receive:
            try:
                async for event in receive:
                    yield event
            except GeneratorExit:  # closed early: cancel the ask, end quietly
                tg.cancel_scope.cancel()
                return
    if failure:
        raise failure[0]
