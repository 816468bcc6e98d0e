"""sot: faster LLM answers by generating independent parts of an answer in parallel.

    import sot
    result = await sot.orchestrate("How do I keep a sourdough starter alive?", model="openai:gpt-4o-mini")
    print(result.answer)

    async with contextlib.aclosing(sot.stream("...", mode="sot")) as events:
        async for event in events:
            ...

``import sot`` stays light: SDKs load when their provider is used, and torch only with
the local backend.
"""

from __future__ import annotations  # noqa: I001 - sot._startup first

from sot import _startup  # noqa: F401 - first, so Ctrl-C while the `sot` command starts exits cleanly
import asyncio
from collections.abc import AsyncIterator, Mapping
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import anyio

from sot.errors import (
    BackendError,
    ConfigError,
    DeadlineExceeded,
    MissingAPIKeyError,
    ParseError,
    ProviderError,
    SotError,
    SotRuntimeError,
    TemplateError,
    TemplateSecurityError,
    UnknownProviderError,
    UserInputError,
)
from sot.client import Client
from sot.orchestrator.ask import AskOptions, run_ask
from sot.orchestrator.events import (
    AnswerDelta,
    BranchDelta,
    BranchDone,
    BranchFailed,
    BranchStarted,
    Done,
    Event,
    PlanDelta,
    PlanReady,
    RouteDecided,
)
from sot.orchestrator.result import AskResult, BranchResult, RouteInfo, Timings, UsageInfo
from sot.providers.base import GenerationRequest, Message, Provider

__version__ = "0.1.0"

__all__ = [
    "AnswerDelta",
    "AskResult",
    "BackendError",
    "BranchDelta",
    "BranchDone",
    "BranchFailed",
    "BranchResult",
    "BranchStarted",
    "Client",
    "ConfigError",
    "DeadlineExceeded",
    "Done",
    "Event",
    "GenerationRequest",
    "Message",
    "MissingAPIKeyError",
    "ParseError",
    "PlanDelta",
    "PlanReady",
    "Provider",
    "ProviderError",
    "RouteDecided",
    "RouteInfo",
    "SotError",
    "SotRuntimeError",
    "TemplateError",
    "TemplateSecurityError",
    "Timings",
    "UnknownProviderError",
    "UsageInfo",
    "UserInputError",
    "__version__",
    "orchestrate",
    "orchestrate_sync",
    "stream",
]


def _options(
    *,
    model: str | None,
    provider: Provider | None,
    mode: str | None,
    template: Any,
    variables: Mapping[str, Any] | None,
    plan: str | None,
    max_points: int | None,
    max_tokens: int | None,
    deadline: float | None,
    router: Any,
    **extra: Any,
) -> AskOptions:
    return AskOptions(
        model=model,
        provider=provider,
        mode=mode,
        template=template,
        variables=variables,
        plan=plan,
        max_points=max_points,
        max_tokens=max_tokens,
        deadline=deadline,
        router=router,
        **extra,
    )


async def orchestrate(
    prompt: str,
    *,
    model: str | None = None,
    provider: Provider | None = None,
    mode: str | None = None,
    template: Any = None,
    variables: Mapping[str, Any] | None = None,
    plan: str | None = None,
    max_points: int | None = None,
    max_tokens: int | None = None,
    deadline: float | None = None,
    router: Any = None,
    **options: Any,
) -> AskResult:
    """Answer ``prompt`` and return the :class:`AskResult`.

    ``model`` is a ``provider:model`` string (``openai:gpt-4o-mini``, ``anthropic:...``,
    ``local``, ``fake``; default: ``$SOT_MODEL``, else ``local``), or pass a ``provider``
    instance. ``mode`` is ``auto`` (default: the router decides), ``direct``, ``sot`` or
    ``pasta``. ``template`` is a template name, path or object, filled with ``variables``.
    ``plan`` is an authored PASTA-LANG plan. ``max_tokens`` bounds each branch;
    ``deadline`` (seconds) bounds the whole ask: what finished in time is kept.
    Extra keywords go to :class:`~sot.orchestrator.ask.AskOptions` (``retries``,
    ``concurrency``, ``system`` (a system prompt for every request), ``context`` (a text
    the question is about, shown to every prompt before it), ``temperature``, ``top_p``,
    ``seed``, ``history`` (earlier turns of the conversation: ``Message`` objects or
    ``{"role", "content"}`` dicts), ``template_paths``, ``provider_options``, and
    ``pipeline=False`` to expand SoT points only once the whole skeleton is written).

    Each call builds (and closes) its own provider; an application asking many questions
    keeps one :class:`Client`, which shares its providers across asks.
    """
    opts = _options(
        model=model,
        provider=provider,
        mode=mode,
        template=template,
        variables=variables,
        plan=plan,
        max_points=max_points,
        max_tokens=max_tokens,
        deadline=deadline,
        router=router,
        **options,
    )
    return await run_ask(prompt, opts)


async def stream(
    prompt: str,
    *,
    model: str | None = None,
    provider: Provider | None = None,
    mode: str | None = None,
    template: Any = None,
    variables: Mapping[str, Any] | None = None,
    plan: str | None = None,
    max_points: int | None = None,
    max_tokens: int | None = None,
    deadline: float | None = None,
    router: Any = None,
    **options: Any,
) -> AsyncIterator[Event]:
    """Answer ``prompt``, yielding :class:`Event`\\ s as they happen; the last is :class:`Done`.

    Takes the same arguments as :func:`orchestrate`. Close it early with
    ``contextlib.aclosing`` to cancel the ask (no request is left running).
    """
    opts = _options(
        model=model,
        provider=provider,
        mode=mode,
        template=template,
        variables=variables,
        plan=plan,
        max_points=max_points,
        max_tokens=max_tokens,
        deadline=deadline,
        router=router,
        **options,
    )
    send, receive = anyio.create_memory_object_stream[Event](max_buffer_size=float("inf"))
    failure: list[BaseException] = []

    async def produce() -> None:
        async with send:
            try:
                await run_ask(prompt, opts, send.send)
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


def orchestrate_sync(prompt: str, **kwargs: Any) -> AskResult:
    """Blocking :func:`orchestrate`: same arguments, same result.

    Where an event loop is already running in this thread (a Jupyter notebook, an async
    application), the ask runs in a worker thread with its own event loop, and this call
    blocks until it is done; inside async code, ``await orchestrate(...)`` is the better call.
    """

    async def main() -> AskResult:
        return await orchestrate(prompt, **kwargs)

    try:
        asyncio.get_running_loop()
    except RuntimeError:  # no loop here: the usual case
        return anyio.run(main)
    with ThreadPoolExecutor(1, thread_name_prefix="sot-orchestrate-sync") as pool:
        return pool.submit(anyio.run, main).result()
