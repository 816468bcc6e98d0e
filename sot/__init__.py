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
from contextlib import asynccontextmanager
from collections.abc import AsyncGenerator, AsyncIterator, Mapping
from typing import TYPE_CHECKING, Any

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
from sot.client import Client, run_blocking
from sot.orchestrator.ask import AskArgs
from sot.orchestrator.events import (
    AnswerDelta,
    AnswerText,
    BranchDelta,
    BranchDone,
    BranchFailed,
    BranchStarted,
    Done,
    Event,
    PlanDelta,
    PlanReady,
    AskStarted,
    RouteDecided,
)
from sot.orchestrator.result import AskResult, BranchResult, RouteInfo, Timings, UsageInfo
from sot.providers.base import GenerationRequest, Message, Provider

if TYPE_CHECKING:
    from typing_extensions import Unpack

__version__ = "0.1.0"

__all__ = [
    "AnswerDelta",
    "AnswerText",
    "AskArgs",
    "AskResult",
    "AskStarted",
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


async def orchestrate(prompt: str, **options: Unpack[AskArgs]) -> AskResult:
    """Answer ``prompt`` and return the :class:`AskResult`.

    The options (all optional, typed and documented in :class:`AskArgs`): ``model`` (a
    ``provider:model`` string: ``openai:gpt-4o-mini``, ``anthropic:...``, ``local``,
    ``fake``; default ``$SOT_MODEL``, else ``local``) or a ``provider`` instance; ``mode``
    (``auto``, the default: the router decides; ``direct``, ``sot``, ``pasta``);
    ``template`` and its ``variables``; an authored PASTA-LANG ``plan``; ``max_points``,
    ``max_tokens`` (per branch) and ``deadline`` (seconds for the whole ask: what finished
    in time is kept); ``router``, ``pipeline``, ``retries``, ``concurrency``, ``system``,
    ``history`` (or ``messages``: the conversation so far), ``temperature``, ``top_p``,
    ``seed``, ``context``, ``template_paths``, ``max_overhead``, ``rpm``, ``tpm``, ``provider_options``.

    Each call runs on a one-shot :class:`Client` (its provider built, wrapped once and closed
    with the call); an application asking many questions keeps one :class:`Client`, which
    shares its providers across asks.
    """
    async with _one_shot(options) as (client, run_options):
        return await client.run(prompt, **run_options)


async def stream(prompt: str, **options: Unpack[AskArgs]) -> AsyncGenerator[Event, None]:
    """Answer ``prompt``, yielding :class:`Event`\\ s as they happen; the last is :class:`Done`.

    Takes the same options as :func:`orchestrate` (:class:`AskArgs`). Close it early with
    ``contextlib.aclosing`` to cancel the ask (no request is left running).
    """
    async with _one_shot(options) as (client, run_options), client.stream(prompt, **run_options) as events:
        async for event in events:
            yield event


@asynccontextmanager
async def _one_shot(options: Mapping[str, Any]) -> AsyncIterator[tuple[Client, dict[str, Any]]]:
    """A :class:`Client` for one ask (its providers built, wrapped once and closed with it),
    and the ask's own options: the calls without a client are calls on a one-shot client."""
    options = dict(options)
    held = {
        key: options.pop(key) for key in ("retries", "concurrency", "rpm", "tpm", "provider_options") if key in options
    }
    async with Client(**held) as client:
        yield client, options


def orchestrate_sync(prompt: str, **options: Unpack[AskArgs]) -> AskResult:
    """Blocking :func:`orchestrate`: same options (:class:`AskArgs`), same result.

    Where an event loop is already running in this thread (a Jupyter notebook, an async
    application), the ask runs in a worker thread with its own event loop, and this call
    blocks until it is done; inside async code, ``await orchestrate(...)`` is the better call.
    """

    async def main() -> AskResult:
        return await orchestrate(prompt, **options)

    return run_blocking(main)
