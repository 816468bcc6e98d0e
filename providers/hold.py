"""A backend's hold after a 429: no request goes to it until its ``Retry-After`` has passed.

A backend that answers 429 has told sot to wait, and not only the request it refused: every
request sent to it before the ``Retry-After`` is over would be refused too (and may push the
limit further out). A :class:`BackendHold` is that wait, shared by everything in the process
that sends to the backend: :class:`~sot.providers.wrappers.LimitedProvider` sets it when a
429 passes through it and waits for it before each request it sends, after the request has
its slot and just before it goes out, so a request already queued for a slot when the 429
came waits too. One hold per backend, found by :func:`backend_hold` from the provider's
:meth:`~sot.providers.base.Provider.backend_key` (an HTTP provider's base URL and key: two
aliases, pools or clients of the process on the same endpoint and key share it); a provider
with no key (the fake, the local engine) has a hold of its own wrapper.

This holds without any per-minute budget configured; with one
(:mod:`sot.providers.budget`), the budget holds too. The request that got the 429 is retried by
:class:`~sot.providers.wrappers.RetryingProvider` once the hold is over. A 429 without a
``Retry-After`` holds for :data:`DEFAULT_HOLD_S`, and no hold is longer than
:data:`MAX_HOLD_S` (a minute). The clock and the sleep are injectable, for
tests.
"""

from __future__ import annotations

import time
import weakref
from collections.abc import Awaitable, Callable, Hashable

import anyio

from sot.providers.base import Provider

__all__ = ["DEFAULT_HOLD_S", "MAX_HOLD_S", "BackendHold", "backend_hold"]

Clock = Callable[[], float]
Sleep = Callable[[float], Awaitable[None]]

#: seconds a backend is held after a 429 that gave no ``Retry-After``
DEFAULT_HOLD_S = 1.0
#: the longest hold: a request waits no longer for a ``Retry-After`` (a longer one is not
#: waited for by the request it refused either: :class:`~sot.providers.wrappers.RetryingProvider`'s ``max_wait``)
MAX_HOLD_S = 60.0


class BackendHold:
    """Until when no request may go to one backend (see the module's documentation)."""

    def __init__(self, *, clock: Clock = time.monotonic, sleep: Sleep = anyio.sleep) -> None:
        self.clock = clock
        self.sleep = sleep
        #: no request goes out before this time (on ``clock``)
        self.until = clock()
        #: requests waiting for the hold to pass now
        self.waiting = 0
        #: every 429's hold, in seconds, as it was set (for tests and diagnostics)
        self.holds: list[float] = []

    def left(self) -> float:
        """Seconds until requests may go out again (0: now)."""
        return max(self.until - self.clock(), 0.0)

    def hold(self, seconds: float | None) -> None:
        """No request goes out for ``seconds`` from now (a 429's ``Retry-After``, at most
        :data:`MAX_HOLD_S`; ``None``: :data:`DEFAULT_HOLD_S`). A hold never ends earlier than
        one set before it."""
        seconds = DEFAULT_HOLD_S if seconds is None else min(max(float(seconds), 0.0), MAX_HOLD_S)
        self.holds.append(seconds)
        self.until = max(self.until, self.clock() + seconds)

    async def wait(self) -> None:
        """Return once the hold is over (at once where there is none); a hold set while this
        waits is waited for too."""
        if self.until <= self.clock():
            return
        self.waiting += 1
        try:
            while (left := self.until - self.clock()) > 0:
                await self.sleep(left)
        finally:
            self.waiting -= 1


#: the hold of each backend in use, by its key; a hold goes when no wrapper holds it any more
_HOLDS: weakref.WeakValueDictionary[Hashable, BackendHold] = weakref.WeakValueDictionary()


def backend_hold(provider: Provider) -> BackendHold:
    """The one hold of ``provider``'s backend in this process (by its
    :meth:`~sot.providers.base.Provider.backend_key`); a new one where it has no key."""
    key = provider.backend_key()
    if key is None:
        return BackendHold()
    hold = _HOLDS.get(key)
    if hold is None:
        hold = _HOLDS[key] = BackendHold()
    return hold
