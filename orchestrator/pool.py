"""Providers shared by many asks: built once per model, wrapped once, closed together.

Every ask wraps its provider with retries, a concurrency limiter and a bound on each
stream. Wrapped anew per ask, ``concurrency`` would hold per ask, so N asks at once on one
provider could have N times the limit in flight. A :class:`ProviderPool` (what
:class:`sot.Client` holds) wraps each provider once and hands the same wrapper to every
ask, so its limiter is shared (and its book of the streams asks being decided have planned,
:mod:`sot.providers.reserve`). A provider instance a caller gives is wrapped once too, in
this module's own table (:func:`shared_wrapper`): the caller's object is left as it was.
With tracing on (``tracing=``, a :class:`~sot.orchestrator.tracing.Tracing`), the pool's
wrappers are traced too: a span for each model call (:class:`~sot.orchestrator.tracing.TracedProvider`).
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING, Any

import anyio

from sot.defaults import DEFAULT_RETRIES
from sot.providers.base import Provider

if TYPE_CHECKING:
    from sot.orchestrator.tracing import Tracing

__all__ = ["ProviderPool", "shared_wrapper", "wrap_for_ask"]

#: the wrapper of each caller's provider instance in use, by ``(id(provider), retries,
#: concurrency)``. A wrapper holds its provider, so while an entry lives its provider does and
#: the id names no other; the entry goes when no ask holds the wrapper any more.
_ADOPTED: weakref.WeakValueDictionary[tuple[int, int, int | None, float | None, float | None], Provider] = (
    weakref.WeakValueDictionary()
)


def wrap_for_ask(
    provider: Provider, *, retries: int, concurrency: int | None, rpm: float | None = None, tpm: float | None = None
) -> Provider:
    """``provider`` with retries before its first output, a concurrency limit, per-minute
    request and token budgets (``rpm``, ``tpm``: :mod:`sot.providers.budget`), the streams its
    asks have planned and not started (:mod:`sot.providers.reserve`: what a burst is priced by)
    and a bound on each stream."""
    from sot.providers.bounded import BoundedProvider
    from sot.providers.reserve import ReservedProvider
    from sot.providers.wrappers import wrap

    return BoundedProvider(
        ReservedProvider(wrap(provider, attempts=retries, concurrency=concurrency, rpm=rpm, tpm=tpm))
    )


def shared_wrapper(
    provider: Provider, *, retries: int, concurrency: int | None, rpm: float | None = None, tpm: float | None = None
) -> Provider:
    """The one wrapper of a caller's ``provider`` for these settings, kept in this module's
    table while any ask holds it, so every ask given that instance at once
    (``sot.orchestrate(provider=...)``, any client) shares its limiter and budgets."""
    key = (id(provider), retries, concurrency, rpm, tpm)
    wrapped = _ADOPTED.get(key)
    if wrapped is None:
        wrapped = _ADOPTED[key] = wrap_for_ask(provider, retries=retries, concurrency=concurrency, rpm=rpm, tpm=tpm)
    return wrapped


class ProviderPool:
    """One wrapped provider per model spec (built with ``get_provider``) and per provider
    instance given by a caller; :meth:`aclose` closes the ones the pool built. With
    ``tracing``, each call to them is a span (and the asks run on the pool are traced: see
    :func:`~sot.orchestrator.ask.run_ask`)."""

    def __init__(
        self,
        *,
        retries: int = DEFAULT_RETRIES,
        concurrency: int | None = None,
        provider_options: dict[str, Any] | None = None,
        tracing: Tracing | None = None,
        rpm: float | None = None,
        tpm: float | None = None,
    ) -> None:
        self.retries = retries
        self.concurrency = concurrency
        self.rpm = rpm
        self.tpm = tpm
        self.provider_options = dict(provider_options or {})
        self.tracing = tracing
        self._built: dict[str, Provider] = {}  # spec -> wrapped, closed by the pool

    def _wrap(self, provider: Provider) -> Provider:
        return self._traced(
            wrap_for_ask(provider, retries=self.retries, concurrency=self.concurrency, rpm=self.rpm, tpm=self.tpm)
        )

    def _traced(self, wrapped: Provider) -> Provider:
        if self.tracing is None:
            return wrapped
        from sot.orchestrator.tracing import TracedProvider

        return TracedProvider(wrapped, self.tracing)

    def get(self, spec: str) -> Provider:
        """The shared provider for ``spec`` (built on first use)."""
        wrapped = self._built.get(spec)
        if wrapped is None:
            from sot.providers import get_provider

            wrapped = self._built[spec] = self._wrap(get_provider(spec, **self.provider_options))
        return wrapped

    def adopt(self, provider: Provider) -> Provider:
        """The shared wrapper of a caller's provider instance (:func:`shared_wrapper`: every
        client and one-shot call given that instance with these settings shares its limiter;
        the caller closes the instance)."""
        return self._traced(
            shared_wrapper(provider, retries=self.retries, concurrency=self.concurrency, rpm=self.rpm, tpm=self.tpm)
        )

    async def aclose(self) -> None:
        """Close the providers the pool built; a probe of one's server running in the
        background (:mod:`sot.providers.probe`) is given its time to end first (at most
        :data:`~sot.providers.probe.PROBE_TIMEOUT_S` and a little), so that what it measured
        is kept: closed under it, it would be lost, and probed again by the next process."""
        from sot.providers.probe import settle_probe

        built, self._built = self._built, {}
        try:
            for provider in built.values():
                await settle_probe(provider)
        finally:
            with anyio.CancelScope(shield=True):
                for provider in built.values():
                    await provider.aclose()
