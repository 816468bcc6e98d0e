"""One ask from start to finish: resolve template, provider and mode, run it, build the result.

:func:`run_ask` is the core behind ``sot.orchestrate``, ``sot.stream`` and ``sot ask``.
Precedence of settings: explicit argument, then the template's default, then the
environment (``SOT_MODEL``), then the caller's configured default (``default_model``,
``default_mode``: ``sot ask``'s config file), then sot's default.
"""

from __future__ import annotations

import math
import os
import sys
from collections.abc import AsyncGenerator, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypedDict, TypeGuard

import anyio

if sys.version_info < (3, 11):  # pragma: no cover - the backport anyio depends on there
    from exceptiongroup import BaseExceptionGroup

from sot.errors import ConfigError, DeadlineExceeded, SotError, SotRuntimeError, UserInputError
from sot.modes import AUTO, check_mode
from sot.orchestrator.answer import answer_of
from sot.orchestrator.context import AskContext, EventSink, _drop, with_context
from sot.orchestrator.conversation import as_history
from sot.orchestrator.events import AnswerText, AskStarted, Done, Event, RouteDecided
from sot.orchestrator.modes import REGISTRY, get_mode
from sot.orchestrator.result import INTERRUPTED, AskResult, RouteInfo, Timings, UsageInfo
from sot.orchestrator.support.reply import dropped_points, prepare_reply, run_beside_check
from sot.providers.base import Message, Provider
from sot.templates.loader import default_prompts
from sot.templates.prompts import PromptSet

__all__ = [
    "SAMPLING_OPTIONS",
    "AskArgs",
    "AskOptions",
    "AskSettings",
    "Interrupt",
    "RunArgs",
    "ask_options",
    "check_sampling",
    "did_you_mean",
    "run_ask",
    "stream_ask",
    "with_context",
]

if TYPE_CHECKING:
    from sot.orchestrator.pool import ProviderPool
    from sot.orchestrator.routing.router import Router
    from sot.templates.template import BoundTemplate, Template

DEFAULT_MAX_POINTS = 10
DEFAULT_MAX_TOKENS = 512
#: a branch writes one point, not a whole answer: its bound when none is given
DEFAULT_BRANCH_TOKENS = 192


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
    #: keywords for building the provider (``get_provider``)
    provider_options: dict[str, Any]


@dataclass(kw_only=True)
class AskOptions:
    """One ask's options as :func:`run_ask` takes them: the fields of :class:`AskArgs`
    (documented there), with ``None`` for "not given" (template, environment or default
    apply), and the ones callers inside sot set. Build it with :func:`ask_options`."""

    model: str | None = None
    provider: Provider | None = None
    mode: str | None = None
    template: Any = None
    variables: Mapping[str, Any] | None = None
    template_paths: Sequence[str] = ()
    plan: str | None = None
    max_points: int | None = None
    max_tokens: int | None = None
    deadline: float | None = None
    interrupt: Interrupt | None = None
    router: Any = None
    pipeline: bool | None = None
    retries: int = 3
    concurrency: int | None = None
    system: str | None = None
    history: Sequence[Message | Mapping[str, str]] = ()
    temperature: float | None = None
    top_p: float | None = None
    seed: int | None = None
    context: str | None = None
    provider_options: dict[str, Any] = field(default_factory=dict)
    #: shared providers (what :class:`sot.Client` holds): the ask takes its provider from
    #: there, wrapped once for every ask, and does not close it; ``retries``,
    #: ``concurrency`` and ``provider_options`` are the pool's
    pool: ProviderPool | None = None
    #: defaults from the caller's configuration (``sot ask``'s config file): the model when
    #: neither the call, the template nor ``$SOT_MODEL`` names one; the mode when neither
    #: the call nor the template does
    default_model: str | None = None
    default_mode: str | None = None


def ask_options(args: Mapping[str, Any], **internal: Any) -> AskOptions:
    """:class:`AskOptions` from an ask's keywords (:class:`AskArgs`); ``internal`` sets the
    fields callers inside sot fill in (``pool``, ``default_model``, ``default_mode``).
    An unknown keyword is a :class:`~sot.errors.ConfigError` naming it."""
    args = dict(args)
    unknown = sorted(set(args) - set(AskArgs.__annotations__))
    if unknown:
        raise ConfigError(f"unknown ask option(s): {did_you_mean(unknown, AskArgs.__annotations__)}")
    if "messages" in args:
        if args.get("history"):
            raise ConfigError("give the conversation as history= or as messages=, not both")
        args["history"] = args.pop("messages") or ()
    if args.get("history") is None:
        args.pop("history", None)
    return AskOptions(**args, **internal)


def did_you_mean(unknown: Sequence[str], known: Iterable[str]) -> str:
    """``unknown`` names, each with the closest of ``known`` where one is close: ``temprature
    (did you mean temperature?)``."""
    import difflib

    choices = sorted(known)
    out = []
    for name in unknown:
        close = difflib.get_close_matches(name, choices, n=1, cutoff=0.6)
        out.append(f"{name} (did you mean {close[0]}?)" if close else name)
    return ", ".join(out)


def _check_positive(name: str, value: float | None) -> None:
    if value is not None and not (isinstance(value, (int, float)) and math.isfinite(value) and value > 0):
        raise ConfigError(f"{name} must be a positive number, got {value}")


#: the ``-o KEY=VALUE`` options of ``sot ask`` (AskOptions fields of the same names)
SAMPLING_OPTIONS = ("temperature", "top_p", "seed")


def _is_number(value: object) -> TypeGuard[float]:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def check_sampling(*, temperature: object = None, top_p: object = None, seed: object = None) -> None:
    """Refuse sampling options no provider takes: ``temperature`` from 0 to 2, ``top_p`` above
    0 and at most 1, ``seed`` a whole number from 0 (``None`` is "not given")."""
    if temperature is not None and not (_is_number(temperature) and 0 <= temperature <= 2):
        raise ConfigError(f"temperature must be a number from 0 to 2, got {temperature!r}")
    if top_p is not None and not (_is_number(top_p) and 0 < top_p <= 1):
        raise ConfigError(f"top_p must be a number above 0 and at most 1, got {top_p!r}")
    if seed is not None and not (isinstance(seed, int) and not isinstance(seed, bool) and 0 <= seed < 2**63):
        raise ConfigError(f"seed must be a whole number from 0, got {seed!r}")


def _check_text(what: str, value: str) -> None:
    """Refuse text that cannot be sent anywhere: lone surrogates (undecodable bytes from argv)."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise UserInputError(
            f"{what} is not valid text: it holds undecodable bytes at character {exc.start + 1}"
        ) from None


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


def _resolve_template(options: AskOptions):
    if options.template is None:
        if options.variables:
            raise ConfigError("variables were given but no template (use -t/--template NAME)")
        return None
    from sot.templates import resolve_template

    return resolve_template(options.template, dict(options.variables or {}), search_paths=options.template_paths)


def _resolve_provider(options: AskOptions, template) -> tuple[Provider, ProviderPool | None]:
    """The provider, wrapped with retries, limits and a bound on each stream, from the ask's
    pool (a :class:`sot.Client`'s); without one, from a pool of this ask's own, returned to be
    closed at its end."""
    from sot.orchestrator.pool import ProviderPool
    from sot.providers.registry import choose_model

    pool, own = options.pool, None
    if pool is None:
        pool = own = ProviderPool(
            retries=options.retries, concurrency=options.concurrency, provider_options=options.provider_options
        )
    if options.provider is not None:  # the caller's instance: one limiter for all its asks
        return pool.adopt(options.provider), own
    spec = choose_model(options.model, template.model if template else None, fallback=options.default_model)
    return pool.get(spec), own


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
    from sot.orchestrator.modes.mapreduce import check_fit

    fit = await check_fit(ctx)
    if not fit.fits and fit.window is not None:
        raise UserInputError(
            f"the prompt and room for the answer take {fit.prompt_tokens} tokens, more than the model's "
            f"context of {fit.window.tokens}: mode {mode} sends it in one call; mode mapreduce (or auto) "
            "answers from its parts"
        )


async def _route(ctx: AskContext, options: AskOptions, template, plan: str | None, question: str) -> RouteInfo:
    """Auto mode: pick the mode before any generation (a template may fix it). A prompt longer
    than the model's window is answered in parts (map-reduce), whatever else applies."""
    from sot.orchestrator.modes.mapreduce import check_fit
    from sot.orchestrator.routing.auto import prepare, priced

    async with anyio.create_task_group() as tg:  # routing's parsers are built while the model loads
        tg.start_soon(anyio.to_thread.run_sync, prepare)
        fit = await check_fit(ctx)
    if not fit.fits and fit.window is not None:
        info = RouteInfo(
            mode="mapreduce",
            score=1.0,
            router="window",
            reason=(
                f"mapreduce: the prompt and room for the answer take {fit.prompt_tokens} tokens, more than "
                f"the model's context of {fit.window.tokens}: answered from its parts"
            ),
        )
        await ctx.emit(RouteDecided, mode=info.mode, score=info.score, router=info.router, reason=info.reason)
        return info

    router = options.router
    spec = router if isinstance(router, str) else (template.router if template and router is None else None)
    # with an authored PASTA plan (or a template preferring PASTA) parallel answers use PASTA
    prefer = "pasta" if plan or (template is not None and template.mode == "pasta") else "sot"
    policy = template.parallel if template is not None and router is None else None
    items: int | None = None
    if spec in REGISTRY:  # a template (or caller) that always wants one mode
        why = f"router: {spec} was asked for" if isinstance(router, str) else f"the template's router: {spec}"
        info = RouteInfo(mode=spec, score=1.0, router="template", reason=f"{spec}: {why}")
    elif policy in ("always", "never"):  # the template's parallel policy: parallel by construction, or never
        mode = prefer if policy == "always" else "direct"
        info = RouteInfo(
            mode=mode,
            score=float(policy == "always"),
            router="template",
            reason=f"{mode}: the template's parallel: {policy}",
        )
    else:  # the request's own items, else the router (sot route decides the same way)
        info, items = await _suggest(ctx, router, spec, prefer, question)
    # auto is ours: a parallel answer the router or a template's `parallel: always` asks for must
    # also be the faster one here (a mode the caller or template names is theirs, and stands);
    # the cost model's reason then replaces the router's
    if (info.mode != "direct" and info.router != "template") or policy == "always":
        info = await priced(
            ctx.provider, info, question, items=items, max_tokens=ctx.max_tokens, max_points=ctx.max_points
        )
    await ctx.emit(RouteDecided, mode=info.mode, score=info.score, router=info.router, reason=info.reason)
    return info


async def _suggest(
    ctx: AskContext, router: Any, spec: str | None, prefer: str, question: str
) -> tuple[RouteInfo, int | None]:
    """The request's own items, else the router's choice where the backend leaves a parallel
    answer a chance (:func:`~sot.orchestrator.routing.auto.suggest`); a router named by string
    is built here, and closed after."""
    from sot.orchestrator.routing.auto import suggest
    from sot.orchestrator.routing.router import get_router

    built = router is None or isinstance(router, str)
    if built:
        router = get_router(None if spec in (None, "auto") else spec)
    try:  # a router that asks a model (llm:...) sends the ask's id: its routing key
        return await suggest(
            question,
            router,
            prefer=prefer,
            ask_id=ctx.ask_id,
            provider=ctx.provider,
            max_tokens=ctx.max_tokens,
            max_points=ctx.max_points,
        )
    finally:
        if built and hasattr(router, "aclose"):  # a router built here (llm:...) holds a provider
            with anyio.CancelScope(shield=True):
                await router.aclose()


async def run_ask(question: str, options: AskOptions | None = None, sink: EventSink = _drop) -> AskResult:
    """Answer ``question``; events go to ``sink`` as they happen; returns the result."""
    options = options or AskOptions()
    if not isinstance(question, str) or not question.strip():
        raise UserInputError("the question is empty")
    _check_text("the question", question)
    if options.context is not None:
        _check_text("the context", options.context)
    if options.system is not None:
        _check_text("the system prompt", options.system)
    for name, value in (options.variables or {}).items():
        if isinstance(value, str):
            _check_text(f"variable {name!r}", value)
    mode = options.mode
    for given in (mode, options.default_mode):
        if given is not None:
            check_mode(given)
    for name in ("max_points", "max_tokens", "deadline"):
        _check_positive(name, getattr(options, name))
    check_sampling(temperature=options.temperature, top_p=options.top_p, seed=options.seed)

    template = _resolve_template(options)
    prompts: PromptSet = template.prompts if template is not None else default_prompts(options.system)
    plan = options.plan if options.plan is not None else (template.plan if template else None)
    mode = mode or (template.mode if template else None) or ("pasta" if plan else options.default_mode or "auto")
    deadline = options.deadline or (template.deadline_s if template else None)
    provider, own_pool = _resolve_provider(options, template)
    given_tokens = options.max_tokens or (template.max_tokens if template else None)

    history = as_history(options.history)
    if template is not None and options.system:  # after the template's own system prompt
        history = (Message("system", options.system), *history)
    ctx = AskContext(
        question=with_context(question, options.context),
        query=question,
        context=options.context,
        template=template,
        plan=plan,
        provider=provider,
        model=provider.name,
        prompts=prompts,
        max_points=options.max_points or (template.max_points if template else None) or DEFAULT_MAX_POINTS,
        max_tokens=given_tokens or DEFAULT_MAX_TOKENS,
        branch_max_tokens=given_tokens or DEFAULT_BRANCH_TOKENS,
        pipeline=next((p for p in (options.pipeline, template.pipeline if template else None) if p is not None), None),
        history=history,
        temperature=options.temperature if options.temperature is not None else AskContext.temperature,
        top_p=options.top_p,
        seed=options.seed,
        sink=sink,
    )
    ctx.sink = _with_answer_text(ctx, sink)
    verdict = prepare_reply(ctx, template)  # a reply frame, and the escalation policy's verdict
    route: RouteInfo | None = None
    timed_out = False
    error: str | None = None
    await ctx.emit(
        AskStarted,
        model=ctx.model,
        mode=mode,
        template=template.name if template is not None else None,
        backend=provider.describe(),
    )
    interrupt = options.interrupt
    try:
        with anyio.move_on_after(deadline) as scope:
            if interrupt is not None:
                interrupt._watch(scope)
            if mode == AUTO:
                route = await _route(ctx, options, template, plan, question)
                mode = route.mode
            elif get_mode(mode).whole_input:
                await _check_fits(ctx, mode)
            ctx.mode = mode
            await run_beside_check(ctx, template, verdict, lambda: _run_mode(ctx, mode))
        timed_out = scope.cancelled_caught
    except SotError as exc:
        # the main call failed for good: the answer is what had finished, if anything had
        if not answer_of(ctx, final=True):
            raise
        error = f"{get_mode(ctx.mode).main_call} failed: {exc}"
        ctx.main_cut = error
    finally:
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
    dropped = [*ctx.dropped, *(dropped_points(ctx) if ctx.reply is not None else [])]
    if timed_out and not answer and not interrupted:  # (an interrupted ask says so in its result)
        raise DeadlineExceeded(f"no answer within the deadline of {deadline:g}s")
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
        ),
        route=route,
        fallback=ctx.fallback,
        fallback_reason=ctx.fallback_reason,
        plan_text=ctx.plan_text,
        finish_reason=ctx.finish_reason,
        template=template.name if template is not None else None,
        template_version=str(template.template.spec.version) if template is not None else None,
        error=error or ctx.error,
        escalate=bool(verdict and verdict.escalate),
        escalate_reason=verdict.reason if verdict else None,
        escalate_rules=list(verdict.rules) if verdict else [],
        dropped=dropped,
        escalate_error=verdict.error if verdict else None,
        backend=backend,
    )
    await ctx.emit(Done, result=result)
    return result


async def _run_mode(ctx: AskContext, mode: str) -> None:
    try:
        await get_mode(mode).run(ctx)
    except BaseExceptionGroup as group:  # from a task group: never reaches a caller as a group
        unwrapped = _unwrap(group)
        if unwrapped is group:
            raise
        raise unwrapped from group


async def stream_ask(question: str, options: AskOptions) -> AsyncGenerator[Event, None]:
    """:func:`run_ask` as events, the last :class:`~sot.orchestrator.events.Done`; a failure
    is raised as itself after the events before it. Closing the generator early cancels the
    ask (no request is left running)."""
    send, receive = anyio.create_memory_object_stream[Event](max_buffer_size=float("inf"))
    failure: list[BaseException] = []

    async def produce() -> None:
        async with send:
            try:
                await run_ask(question, options, send.send)
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
