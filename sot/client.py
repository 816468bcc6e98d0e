"""A configured client: providers built once and shared by every ask it runs.

    async with sot.Client(model="openai:gpt-4o-mini", concurrency=8) as client:
        result = await client.run("Compare TCP and UDP.")
        async with client.stream("Plan a week in Rome.", mode="sot") as events:
            async for event in events:
                ...

    client = sot.Client(model="fake")
    result = client.run_sync("Give me 5 tips to sleep better.")   # also inside Jupyter
    client.close()

A client holds one provider per model it has used (``model=`` strings, a template's model,
``$SOT_MODEL``), each wrapped once with the client's retries and **one** concurrency
limiter, so ``concurrency`` bounds the requests in flight to that provider across every
ask the client runs at once. Providers the client built are closed by :meth:`Client.aclose`
(or ``async with``); a ``provider=`` instance passed in stays the caller's to close.
``tracing=True`` (or ``$SOT_OTEL=1``) gives each ask an OpenTelemetry trace
(:mod:`sot.orchestrator.tracing`, the ``otel`` extra).

Settings given to the client are defaults for each ask; keywords of :meth:`Client.run`
override them for that ask. :func:`sot.orchestrate`, :func:`sot.stream` and
:func:`sot.orchestrate_sync` are calls without a client: each ask builds (and closes) its
own provider.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import AsyncIterator, Callable, Mapping
from typing import TYPE_CHECKING, Any

import anyio
import anyio.from_thread
import anyio.to_thread

from sot.defaults import DEFAULT_RETRIES
from sot.errors import ConfigError
from sot.orchestrator.ask import AskSettings, RunArgs, run_ask, stream_ask
from sot.orchestrator.events import Event
from sot.orchestrator.pool import ProviderPool
from sot.orchestrator.result import AskResult
from sot.orchestrator.settings import SETTINGS, ResolvedAsk, did_you_mean, resolve
from sot.orchestrator.tracing import tracing_of
from sot.providers.base import Provider

if TYPE_CHECKING:
    from typing_extensions import Unpack

__all__ = ["Client"]

#: settings that belong to the client's providers, not to one ask
_CLIENT_ONLY = frozenset({"retries", "concurrency", "rpm", "tpm", "provider_options"})


class Client:
    """Runs asks on shared providers; see the module documentation.

    ``model``/``provider``: the default model (a ``provider:model`` string) or a provider
    instance. ``concurrency``: most requests in flight per provider, across all asks
    (default: the provider's own limit). ``retries``: attempts per request before its first
    output. ``rpm``/``tpm``: a hosted API's requests and tokens a minute, per provider, across
    all asks: a request waits for its share before it is sent, never dropped
    (:mod:`sot.providers.budget`; api.openai.com's and api.anthropic.com's own rate-limit
    headers are read too). ``provider_options``: keywords for building providers (``get_provider``).
    ``tracing``: an OpenTelemetry trace per ask, a span per model call: ``True`` (the global
    providers, else the ``OTEL_*`` environment), a ``TracerProvider``, or a
    :class:`~sot.orchestrator.tracing.Tracing` (providers, and whether spans hold the text);
    ``False``: none; ``None`` (default): as ``$SOT_OTEL`` says (off unless set). Any
    other option of an ask (:class:`~sot.orchestrator.ask.AskSettings`: ``mode``, ``template``,
    ``router``, ``max_tokens``, ``system``, ...) is every ask's default: an ask's own options
    win over them, and they over the ask's template's.

    ``config`` (and its two most used keys as keywords, ``default_model`` and ``default_mode``)
    is what a configuration file says (``sot ask``'s config, the gateway's ``mode``): it comes
    after the template and ``$SOT_MODEL``; keys ``model``, ``mode``, ``router``, ``system``,
    ``template_paths``, ``temperature``, ``top_p``, ``seed``. The one rule of precedence is
    :func:`~sot.orchestrator.settings.resolve`'s.
    """

    def __init__(
        self,
        model: str | None = None,
        *,
        provider: Provider | None = None,
        concurrency: int | None = None,
        retries: int = DEFAULT_RETRIES,
        rpm: float | None = None,
        tpm: float | None = None,
        provider_options: dict[str, Any] | None = None,
        default_model: str | None = None,
        default_mode: str | None = None,
        config: Mapping[str, Any] | None = None,
        tracing: Any = None,
        **defaults: Unpack[AskSettings],
    ) -> None:
        unknown = sorted(set(defaults) - set(AskSettings.__annotations__))
        if unknown:
            known = {
                *AskSettings.__annotations__,
                "model",
                "provider",
                "concurrency",
                "retries",
                "rpm",
                "tpm",
                "provider_options",
                "tracing",
            }
            raise ConfigError(f"unknown client setting(s): {did_you_mean(unknown, known)}")
        if concurrency is not None and (not isinstance(concurrency, int) or concurrency < 1):
            raise ConfigError(f"concurrency must be a whole number of at least 1, got {concurrency!r}")
        for name, budget in (("rpm", rpm), ("tpm", tpm)):
            if budget is not None and (isinstance(budget, bool) or not isinstance(budget, int | float) or budget <= 0):
                raise ConfigError(f"{name} must be a number more than 0 (a minute's budget), got {budget!r}")
        self._defaults: dict[str, Any] = {"model": model, "provider": provider, **defaults}
        self._config: dict[str, Any] = {**(config or {})}
        for key, value in (("model", default_model), ("mode", default_mode)):
            if value is not None:
                self._config[key] = value
        unknown = sorted(set(self._config) - {k for k, s in SETTINGS.items() if s.config})
        if unknown:
            raise ConfigError(f"unknown config setting(s): {', '.join(unknown)}")
        self._pool = ProviderPool(
            retries=retries,
            concurrency=concurrency,
            rpm=rpm,
            tpm=tpm,
            provider_options=dict(provider_options or {}),
            tracing=tracing_of(tracing),
        )
        self._portal_cm: contextlib.AbstractContextManager[anyio.from_thread.BlockingPortal] | None = None
        self._portal: anyio.from_thread.BlockingPortal | None = None
        self._portal_lock = threading.Lock()
        self._closed = False

    # ------------------------------------------------------------------ asks

    def resolve(
        self, prompt: str, options: Mapping[str, Any], defaults: Mapping[str, Any] | None = None
    ) -> ResolvedAsk:
        """The ask of ``prompt`` with its settings decided: ``options`` (the call's), then
        ``defaults`` (a gateway alias's), then the client's, the template's, ``$SOT_MODEL`` and
        the config's, then sot's (:func:`~sot.orchestrator.settings.resolve`)."""
        if self._closed:
            raise ConfigError("this client is closed")
        held = sorted(set(options) & _CLIENT_ONLY)
        if held:
            raise ConfigError(f"unknown ask option(s): {', '.join(held)} (set them on the Client)")
        layers = [("call", options), *([("alias", defaults)] if defaults else []), ("client", self._defaults)]
        return resolve(prompt, *layers, config=self._config)

    def _ask(self, prompt: str | ResolvedAsk, options: Mapping[str, Any], defaults: Mapping[str, Any] | None):
        if isinstance(prompt, ResolvedAsk):
            if options or defaults:
                raise ConfigError("an ask already resolved takes no further options")
            return prompt
        return self.resolve(prompt, options, defaults)

    async def run(
        self, prompt: str | ResolvedAsk, *, defaults: Mapping[str, Any] | None = None, **options: Unpack[RunArgs]
    ) -> AskResult:
        """Answer ``prompt``; ``options`` (:class:`~sot.orchestrator.ask.RunArgs`) override the
        client's for this ask (``defaults``: settings between the two, a gateway alias's). An
        ask :meth:`resolve` gave is run as it is."""
        return await run_ask(self._ask(prompt, options, defaults), pool=self._pool)

    @contextlib.asynccontextmanager
    async def stream(
        self, prompt: str | ResolvedAsk, *, defaults: Mapping[str, Any] | None = None, **options: Unpack[RunArgs]
    ) -> AsyncIterator[AsyncIterator[Event]]:
        """Answer ``prompt`` as events: ``async with client.stream(...) as events: async for e in events``.

        The last event is :class:`~sot.orchestrator.events.Done`. Leaving the block early
        cancels the ask (no request is left running). A failure is raised as itself (a
        :class:`~sot.errors.SotError`), never wrapped in an exception group.
        """
        ask = self._ask(prompt, options, defaults)
        async with contextlib.aclosing(stream_ask(ask, pool=self._pool)) as events:
            yield events

    def run_sync(self, prompt: str, **options: Unpack[RunArgs]) -> AskResult:
        """Blocking :meth:`run`, usable anywhere, inside a running event loop too (Jupyter):
        the client's asks run on its own event loop in a worker thread."""
        return self._blocking_portal().call(lambda: self.run(prompt, **options))

    def _blocking_portal(self) -> anyio.from_thread.BlockingPortal:
        with self._portal_lock:
            if self._portal is None:
                self._portal_cm = anyio.from_thread.start_blocking_portal()
                self._portal = self._portal_cm.__enter__()
            return self._portal

    # ------------------------------------------------------------------ lifetime

    async def aclose(self) -> None:
        """Close the providers this client built (idempotent)."""
        self._closed = True
        if self._portal is not None:
            portal, self._portal = self._portal, None
            await anyio.to_thread.run_sync(self._close_portal, portal)
        else:
            await self._pool.aclose()

    def _close_portal(self, portal: anyio.from_thread.BlockingPortal) -> None:
        portal.call(self._pool.aclose)
        assert self._portal_cm is not None
        self._portal_cm.__exit__(None, None, None)

    def close(self) -> None:
        """Blocking :meth:`aclose` (for a client used with :meth:`run_sync`)."""
        self._closed = True
        if self._portal is not None:
            portal, self._portal = self._portal, None
            self._close_portal(portal)
            return
        run_blocking(self._pool.aclose)

    async def __aenter__(self) -> Client:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.aclose()

    def __enter__(self) -> Client:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()


def run_blocking(func: Callable[[], Any]) -> Any:
    """Run the coroutine function ``func`` to its end from sync code: on this thread where no
    event loop runs here, else (a Jupyter notebook, an async application) on an event loop of
    its own in a worker thread, blocking until it is done. sot's one sync bridge."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return anyio.run(func)
    with anyio.from_thread.start_blocking_portal() as portal:
        return portal.call(func)
