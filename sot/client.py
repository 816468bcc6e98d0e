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

from sot.errors import ConfigError
from sot.orchestrator.ask import AskOptions, AskSettings, RunArgs, ask_options, did_you_mean, run_ask, stream_ask
from sot.orchestrator.events import Event
from sot.orchestrator.pool import ProviderPool
from sot.orchestrator.result import AskResult
from sot.providers.base import Provider

if TYPE_CHECKING:
    from typing_extensions import Unpack

__all__ = ["Client"]

#: settings that belong to the client's providers, not to one ask
_CLIENT_ONLY = frozenset({"retries", "concurrency", "provider_options"})


class Client:
    """Runs asks on shared providers; see the module documentation.

    ``model``/``provider``: the default model (a ``provider:model`` string) or a provider
    instance. ``concurrency``: most requests in flight per provider, across all asks
    (default: the provider's own limit). ``retries``: attempts per request before its first
    output. ``provider_options``: keywords for building providers (``get_provider``). Any
    other option of an ask (:class:`~sot.orchestrator.ask.AskSettings`: ``mode``, ``template``,
    ``router``, ``max_tokens``, ``system``, ...) is every ask's default.

    ``default_model`` and ``default_mode`` come last: the model where neither an ask, its
    template nor ``$SOT_MODEL`` names one, the mode where neither an ask nor its template does
    (what ``sot ask`` takes from its config file), whereas ``model`` and ``mode`` win over a
    template's.
    """

    def __init__(
        self,
        model: str | None = None,
        *,
        provider: Provider | None = None,
        concurrency: int | None = None,
        retries: int = 3,
        provider_options: dict[str, Any] | None = None,
        default_model: str | None = None,
        default_mode: str | None = None,
        **defaults: Unpack[AskSettings],
    ) -> None:
        unknown = sorted(set(defaults) - set(AskSettings.__annotations__))
        if unknown:
            known = {*AskSettings.__annotations__, "model", "provider", "concurrency", "retries", "provider_options"}
            raise ConfigError(f"unknown client setting(s): {did_you_mean(unknown, known)}")
        if concurrency is not None and (not isinstance(concurrency, int) or concurrency < 1):
            raise ConfigError(f"concurrency must be a whole number of at least 1, got {concurrency!r}")
        self._defaults: dict[str, Any] = {"model": model, "provider": provider, **defaults}
        self._fallbacks = {"default_model": default_model, "default_mode": default_mode}
        self._pool = ProviderPool(
            retries=retries, concurrency=concurrency, provider_options=dict(provider_options or {})
        )
        self._portal_cm: contextlib.AbstractContextManager[anyio.from_thread.BlockingPortal] | None = None
        self._portal: anyio.from_thread.BlockingPortal | None = None
        self._portal_lock = threading.Lock()
        self._closed = False

    # ------------------------------------------------------------------ asks

    def _options(self, overrides: Mapping[str, Any]) -> AskOptions:
        if self._closed:
            raise ConfigError("this client is closed")
        held = sorted(set(overrides) & _CLIENT_ONLY)
        if held:
            raise ConfigError(f"unknown ask option(s): {', '.join(held)} (set them on the Client)")
        given = {k: v for k, v in overrides.items() if v is not None or k not in self._defaults}
        if "messages" in given or "history" in given:  # the conversation is the ask's own
            given = {"history": (), **given}
        return ask_options({**self._defaults, **given}, pool=self._pool, **self._fallbacks)

    async def run(self, prompt: str, **options: Unpack[RunArgs]) -> AskResult:
        """Answer ``prompt``; ``options`` (:class:`~sot.orchestrator.ask.RunArgs`) override the
        client's for this ask."""
        return await run_ask(prompt, self._options(options))

    @contextlib.asynccontextmanager
    async def stream(self, prompt: str, **options: Unpack[RunArgs]) -> AsyncIterator[AsyncIterator[Event]]:
        """Answer ``prompt`` as events: ``async with client.stream(...) as events: async for e in events``.

        The last event is :class:`~sot.orchestrator.events.Done`. Leaving the block early
        cancels the ask (no request is left running). A failure is raised as itself (a
        :class:`~sot.errors.SotError`), never wrapped in an exception group.
        """
        async with contextlib.aclosing(stream_ask(prompt, self._options(options))) as events:
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
