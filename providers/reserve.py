"""Streams an ask has planned on a backend but not started yet: what makes a burst priced as one.

Auto's cost model prices an ask against the load the backend carries
(:func:`~sot.orchestrator.routing.cost.decide`). Asks that arrive together (a batch job, a
page that asks several things, an inbox draining after an outage) are decided together too:
each before any of the others has sent a stream, so each saw an idle backend and fanned out,
and the burst's fan-outs then shared one batch past the backend's knee. A
:class:`Reservations` book holds what each ask being decided has planned:

- an ask **reserves one stream as it starts** (:func:`reserve`, from
  :func:`~sot.orchestrator.ask.run_ask`: every ask holds at least one stream, whatever its
  mode; behind the gateway that is as soon as the admission lets it in);
- **auto's decision replaces it** with the streams it plans: one for a direct answer, the plan
  and its points for a skeleton (:data:`~sot.orchestrator.routing.cost.EXPECTED_POINTS` at
  most), one per item for items;
- **each stream of the ask that starts takes one off** (:class:`ReservedProvider` sees it: the
  pool's wrapper, outside its retries and limiter, which count it from then on), and what is
  left goes when the ask ends (:func:`release`), answered or not.

:func:`pending` says how many streams the other asks have reserved on a backend now; the cost
model adds them to the streams running (up to the free slots) and waiting, so the 24th ask of
a burst is priced against the 23 before it, and the first against the 23 that started with it.
One book per backend of a pool (every ask of a :class:`sot.Client`, the gateway's asks on one
backend): :func:`~sot.orchestrator.pool.wrap_for_ask` puts the layer in.

    reserve(provider, ask_id, 6)        # the plan and five points
    pending(provider, besides=ask_id)   # the other asks' streams not started yet
    release(provider, ask_id)
"""

from __future__ import annotations

import dataclasses
import threading
from collections.abc import AsyncGenerator, Sequence
from contextlib import aclosing
from typing import Any

from sot.providers.base import BackendLoad, Chunk, GenerationRequest, GroupChunk, Provider
from sot.providers.wrappers import WrapperProvider

__all__ = ["Reservations", "ReservedProvider", "book_of", "pending", "release", "reserve", "with_reserved"]


class Reservations:
    """Streams planned by each ask and not started yet, by ask id (see the module doc)."""

    def __init__(self) -> None:
        self._left: dict[str, int] = {}
        self._lock = threading.Lock()  # (a sync client's asks may run on several threads' loops)

    def reserve(self, ask_id: str, streams: int) -> None:
        """``ask_id`` plans ``streams`` streams not started yet (replacing what it had planned)."""
        with self._lock:
            if streams > 0:
                self._left[ask_id] = streams
            else:
                self._left.pop(ask_id, None)

    def started(self, ask_id: str, streams: int = 1) -> None:
        """``streams`` of ``ask_id``'s streams started: they are counted as running from now on."""
        with self._lock:
            left = self._left.get(ask_id)
            if left is None:
                return
            if left > streams:
                self._left[ask_id] = left - streams
            else:
                del self._left[ask_id]

    def release(self, ask_id: str) -> None:
        """``ask_id`` ended: what it had left reserved goes."""
        with self._lock:
            self._left.pop(ask_id, None)

    def left(self, ask_id: str) -> int:
        with self._lock:
            return self._left.get(ask_id, 0)

    def pending(self, besides: str | None = None) -> tuple[int, int]:
        """``(streams, asks)`` reserved by the asks other than ``besides``."""
        with self._lock:
            others = [n for ask, n in self._left.items() if ask != besides]
        return sum(others), len(others)


class ReservedProvider(WrapperProvider):
    """Keeps a backend's :class:`Reservations` (shared by every ask of the pool) and takes a
    stream off its ask's reservation as it starts."""

    def __init__(self, inner: Provider) -> None:
        super().__init__(inner)
        self.reservations = Reservations()

    async def stream(self, request: GenerationRequest) -> AsyncGenerator[Chunk, None]:
        self.reservations.started(request.ask_id)
        async with aclosing(self.inner.stream(request)) as chunks:
            async for chunk in chunks:
                yield chunk

    async def stream_group(self, requests: Sequence[GenerationRequest]) -> AsyncGenerator[GroupChunk, None]:
        if self.inner.native_group:  # (a fanned-out group's members come through stream)
            for request in requests:
                self.reservations.started(request.ask_id)
        async with aclosing(super().stream_group(requests)) as items:
            async for item in items:
                yield item


def book_of(provider: Provider) -> Reservations | None:
    """The reservations of the backend ``provider`` sends to (through its wrappers); ``None``
    where it is not a pool's (a bare provider)."""
    layer: Any = provider
    for _ in range(16):  # a wrapper's ``inner``, down to the provider itself
        book = getattr(layer, "reservations", None)
        if isinstance(book, Reservations):
            return book
        layer = getattr(layer, "inner", None)
        if layer is None:
            break
    return None


def reserve(provider: Provider, ask_id: str, streams: int) -> None:
    """``ask_id`` plans ``streams`` streams on ``provider``'s backend (replacing its plan before)."""
    book = book_of(provider)
    if book is not None and ask_id:
        book.reserve(ask_id, streams)


def release(provider: Provider, ask_id: str) -> None:
    """``ask_id`` ended: what it still had reserved on ``provider``'s backend goes."""
    book = book_of(provider)
    if book is not None and ask_id:
        book.release(ask_id)


def pending(provider: Provider, besides: str | None = None) -> tuple[int, int]:
    """``(streams, asks)`` the asks other than ``besides`` have planned on ``provider``'s
    backend and not started yet."""
    book = book_of(provider)
    return (0, 0) if book is None else book.pending(besides)


def with_reserved(load: BackendLoad, streams: int, asks: int = 0) -> BackendLoad:
    """``load`` with ``streams`` more about to start: running in the free slots (all of them
    where the slots are unknown), waiting beyond them, as they will once sent."""
    if streams <= 0:
        return load
    if load.slots is None:
        run = streams
    else:
        free = 0 if load.waiting else max(load.slots - load.running, 0)
        run = min(streams, free)
    return dataclasses.replace(
        load, running=load.running + run, waiting=load.waiting + streams - run, asks=load.asks + asks
    )
