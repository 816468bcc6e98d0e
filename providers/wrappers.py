"""Wrappers that add retries and a concurrency limit to any provider.

    provider = wrap(get_provider("openai:gpt-4o-mini"), attempts=3, concurrency=8)

:class:`RetryingProvider` retries a request only while it has produced no output, and
only for errors marked ``retryable`` (connection drops, timeouts, 408/409/429/5xx); it
waits at least the server's ``Retry-After`` when given, else backs off exponentially
with jitter; a 429 with a ``Retry-After`` takes none of its ``attempts`` (its waits are
bounded in seconds instead). :class:`LimitedProvider` holds one slot of an ``anyio.CapacityLimiter``
per stream (one per group for natively batched groups), and after a 429 holds every request
to the backend until its ``Retry-After`` (:mod:`sot.providers.hold`). :class:`BudgetedProvider` sends a
request only when a backend's per-minute budget has room for it (:mod:`sot.providers.budget`).
:func:`wrap` applies them, retries outside the budget and the budget outside the limit, so a
request waiting to retry or for its budget does not hold a slot.
"""

from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import AsyncGenerator, Awaitable, Callable, Hashable, Sequence
from contextlib import aclosing
from typing import Any

import anyio
from tenacity import AsyncRetrying, RetryCallState
from tenacity.wait import wait_base, wait_exponential_jitter

from sot.errors import ConfigError, ProviderError, SotError
from sot.providers.base import (
    BackendLoad,
    Chunk,
    GenerationRequest,
    GroupChunk,
    Provider,
    Speed,
    StreamEnd,
    TextDelta,
    Window,
)
from sot.providers.budget import RateBudget, RateLimits, estimate_tokens, rate_limits_of
from sot.providers.hold import BackendHold, backend_hold
from sot.providers.streams import StreamCurve, StreamTimer

__all__ = ["RATE_LIMIT_WAIT", "BudgetedProvider", "LimitedProvider", "RetryingProvider", "WrapperProvider", "wrap"]

Sleep = Callable[[float], Awaitable[None]]


class WrapperProvider(Provider):
    """A provider that forwards to ``inner``; keeps its name, group capability and limit."""

    def __init__(self, inner: Provider) -> None:
        self.inner = inner
        self.name = inner.name
        self.native_group = inner.native_group
        self.supports_prefill = inner.supports_prefill
        self.max_concurrency = inner.max_concurrency

    def stream(self, request: GenerationRequest) -> AsyncGenerator[Chunk, None]:
        return self.inner.stream(request)

    async def stream_group(self, requests: Sequence[GenerationRequest]) -> AsyncGenerator[GroupChunk, None]:
        """A group ``inner`` batches natively goes to it whole (the batch is the engine's);
        otherwise the base fan-out runs each member through this wrapper's own :meth:`stream`,
        so what the wrapper adds to a request (retries, a slot, a record) applies to each."""
        source = self.inner.stream_group(requests) if self.inner.native_group else super().stream_group(requests)
        async with aclosing(source) as items:
            async for item in items:
                yield item

    def count_tokens(self, text: str) -> int | None:
        return self.inner.count_tokens(text)

    def backend_key(self) -> Hashable | None:
        return self.inner.backend_key()

    @property
    def keeps_prefix(self) -> bool:  # type: ignore[override]  # (read through: a wrapper is kept across asks)
        return self.inner.keeps_prefix

    def pipelines(self) -> bool:
        return self.inner.pipelines()

    def describe(self) -> dict[str, Any]:
        return self.inner.describe()

    async def speed(self) -> Speed:
        return await self.inner.speed()

    def load(self) -> BackendLoad:
        return self.inner.load()

    async def window(self) -> Window | None:
        return await self.inner.window()

    async def aclose(self) -> None:
        await self.inner.aclose()

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.inner!r}>"


def _retryable(exc: BaseException | None) -> bool:
    return isinstance(exc, SotError) and bool(getattr(exc, "retryable", False))


def _retry_after(state: RetryCallState) -> float | None:
    exc = state.outcome.exception() if state.outcome is not None else None
    value = getattr(exc, "retry_after", None)
    return float(value) if value is not None else None


def _rate_limited(exc: BaseException | None) -> bool:
    return isinstance(exc, ProviderError) and exc.status_code == 429


#: seconds in all one request may wait on 429s before it is given up (two of a per-minute limit's windows)
RATE_LIMIT_WAIT = 120.0


@dataclasses.dataclass
class _Tries:
    """One request's retries so far: its failures other than 429s, the seconds it waited on
    429s, and what was decided after each attempt (tenacity asks for the wait and the stop
    of one attempt separately)."""

    failures: int = 0
    rate_waited: float = 0.0
    decided: dict[int, tuple[float, bool]] = dataclasses.field(default_factory=dict)


class RetryingProvider(WrapperProvider):
    """Retries a request that failed before its first chunk with a retryable error.

    ``attempts`` counts the first try. A 429 with a ``Retry-After`` (of more than 0) spends
    none of them: the backend said when to come back, and the request is retried then for
    as long as its waits on such 429s add up to at most ``rate_limit_wait`` seconds
    (:data:`RATE_LIMIT_WAIT`, two minutes), so a backend that answers 429 three times does
    not use up a request's tries; a 429 without one counts as any other failure (backed off
    exponentially). A ``Retry-After`` longer than ``max_wait`` (default a minute, the longest
    a per-minute rate limit makes one wait) is not waited for: the error propagates.
    ``sleep`` is injectable for tests.
    """

    def __init__(
        self,
        inner: Provider,
        *,
        attempts: int = 3,
        max_wait: float = 60.0,
        rate_limit_wait: float = RATE_LIMIT_WAIT,
        backoff: wait_base | None = None,
        sleep: Sleep = anyio.sleep,
    ) -> None:
        if attempts < 1:
            raise ConfigError(f"attempts must be at least 1, got {attempts}")
        super().__init__(inner)
        self.attempts = attempts
        self.max_wait = max_wait
        self.rate_limit_wait = rate_limit_wait
        self.backoff = backoff or wait_exponential_jitter(multiplier=0.5, max=min(max_wait, 30.0), jitter=0.5)
        self.sleep = sleep

    def _decide(self, tries: _Tries, state: RetryCallState) -> tuple[float, bool]:
        """After a failed attempt: how long to wait before the next, and whether to give up."""
        known = tries.decided.get(state.attempt_number)
        if known is not None:
            return known
        exc = state.outcome.exception() if state.outcome is not None else None
        retry_after = _retry_after(state)
        too_long = retry_after is not None and retry_after > self.max_wait
        if _rate_limited(exc) and retry_after:  # the backend said when to come back: no try is spent
            wait = retry_after
            stop = too_long or tries.rate_waited + wait > self.rate_limit_wait
            tries.rate_waited += wait
        else:
            tries.failures += 1
            wait = retry_after if retry_after is not None else self.backoff(state)
            stop = too_long or tries.failures >= self.attempts
        tries.decided[state.attempt_number] = (wait, stop)
        return wait, stop

    async def stream(self, request: GenerationRequest) -> AsyncGenerator[Chunk, None]:
        async def first_chunk() -> tuple[AsyncGenerator[Chunk, None], Chunk]:
            stream = self.inner.stream(request)
            try:
                return stream, await anext(stream)
            except BaseException:
                await _aclose(stream)
                raise

        tries = _Tries()
        retrying = AsyncRetrying(
            stop=lambda state: self._decide(tries, state)[1],
            wait=lambda state: self._decide(tries, state)[0],
            retry=lambda state: state.outcome is not None and _retryable(state.outcome.exception()),
            sleep=self.sleep,
            reraise=True,
        )
        stream: AsyncGenerator[Chunk, None]
        first: Chunk
        try:
            stream, first = await retrying(first_chunk)
        except StopAsyncIteration:
            return
        async with aclosing(stream):
            yield first
            async for chunk in stream:  # failures from here on propagate at once
                yield chunk


class LimitedProvider(WrapperProvider):
    """Bounds the streams in flight to ``inner`` with an ``anyio.CapacityLimiter``, and counts
    them: :meth:`load` says how many run and how many wait for a slot, of how many asks (one
    wrapper per backend is shared by every ask of a pool, so these are the process's). The
    limiter serves its waiters first come, first served (anyio's wait queue is ordered, and
    a free slot is not taken past a waiter), so one ask's fan-out queues behind the streams
    sent before it. It times every stream against the streams running meanwhile
    (:class:`~sot.providers.streams.StreamCurve`), and :meth:`speed` prices by that curve once
    it is known (not for a natively batched provider, whose engine measures its own).

    A 429 that passes through it holds the backend (:mod:`sot.providers.hold`: every wrapper
    of the process on the same endpoint and key shares ``hold``) until its ``Retry-After``:
    each request waits for the hold once it has its slot, just before it goes out."""

    def __init__(self, inner: Provider, limit: int | None = None, *, hold: BackendHold | None = None) -> None:
        super().__init__(inner)
        limit = inner.max_concurrency if limit is None else limit
        if limit < 1:
            raise ConfigError(f"concurrency limit must be at least 1, got {limit}")
        self.max_concurrency = limit
        self.limiter = anyio.CapacityLimiter(limit)
        self.running = 0  # streams holding a slot (a natively batched group is one)
        self.waiting = 0  # streams waiting for one
        self._asks: dict[str, int] = {}  # streams running or waiting, by ask id
        #: per-stream decode rate against streams running, as this backend's streams showed it
        self.curve = StreamCurve()
        self.clock: Callable[[], float] = anyio.current_time  # what streams are timed by (tests set their own)
        self.probe_seeded: object = None  # the probe of the server the curve was seeded by (sot.providers.probe)
        self.server_slots: int | None = None  # the slots the server said it has (llama-server's ``/props``)
        #: the backend's hold after a 429, shared by every wrapper of the process on the backend
        self.hold = backend_hold(inner) if hold is None else hold

    async def speed(self) -> Speed:
        speed = await self.inner.speed()
        if self.inner.native_group:  # a batched group takes one slot: the batch is the engine's
            return speed
        speed = self.curve.speed(speed)
        return dataclasses.replace(speed, max_parallel=min(speed.max_parallel or self.slot_limit, self.slot_limit))

    @property
    def slot_limit(self) -> int:
        """The most streams at once here: the limit, or the slots the server said it has where fewer."""
        return min(self.max_concurrency, self.server_slots or self.max_concurrency)

    def load(self) -> BackendLoad:
        """The streams this process has running and waiting here, its asks and the limit;
        where the backend tells its own counts (``inner.load()``), the larger of each."""
        inner = self.inner.load()
        slots = self.slot_limit if inner.slots is None else min(inner.slots, self.slot_limit)
        return dataclasses.replace(
            inner,
            running=max(inner.running, self.running),
            waiting=max(inner.waiting, self.waiting),
            slots=slots,
            asks=max(inner.asks, len(self._asks)),
        )

    @contextlib.asynccontextmanager
    async def _slot(self, requests: Sequence[GenerationRequest], limiter: Any) -> AsyncGenerator[None, None]:
        """Hold a slot of ``limiter`` for ``requests`` (one stream, or a natively batched group:
        one slot, its batch the engine's), counted while it waits and runs."""
        rows = 1
        for request in requests:
            self._asks[request.ask_id] = self._asks.get(request.ask_id, 0) + 1
        self.waiting += rows
        waited = False
        try:
            async with limiter:
                self.waiting -= rows
                waited = True
                self.running += rows
                try:
                    yield
                finally:
                    self.running -= rows
        finally:
            if not waited:  # cancelled while it waited
                self.waiting -= rows
            for request in requests:
                left = self._asks[request.ask_id] - 1
                if left:
                    self._asks[request.ask_id] = left
                else:
                    del self._asks[request.ask_id]

    @contextlib.asynccontextmanager
    async def _held(self, request: GenerationRequest) -> AsyncGenerator[AsyncGenerator[Chunk, None], None]:
        """``inner``'s stream of ``request``, sent once the backend's hold is over; a 429 from it
        holds the backend for its ``Retry-After``."""
        await self.hold.wait()
        try:
            async with aclosing(self.inner.stream(request)) as stream:
                yield stream
        except ProviderError as exc:
            if exc.status_code == 429:  # the backend said to wait: nobody sends until it says
                self.hold.hold(exc.retry_after)
            raise

    async def stream(self, request: GenerationRequest) -> AsyncGenerator[Chunk, None]:
        timer = None if self.inner.native_group else StreamTimer(self.clock)
        async with self._slot((request,), self.limiter), self._held(request) as stream:
            async for chunk in stream:
                if timer is not None:
                    if isinstance(chunk, TextDelta) and chunk.text:
                        timer.token(self.running)
                    elif isinstance(chunk, StreamEnd):
                        timer.done(self.curve, chunk.usage.completion_tokens)
                yield chunk

    async def timed(
        self, request: GenerationRequest, timer: StreamTimer | None = None
    ) -> tuple[float, int, float] | None:
        """Send ``request`` as :meth:`stream` does (a slot held, counted) and return what its
        timer measured, ``(streams, tokens, seconds)``, without telling the curve (a probe of the
        server, :mod:`sot.providers.probe`, weighs it itself); ``None`` where it wrote no text.
        ``timer``: the caller's, to read what was measured of a stream it cut short."""
        timer = StreamTimer(self.clock) if timer is None else timer
        tokens: int | None = None
        async with self._slot((request,), self.limiter), self._held(request) as stream:
            async for chunk in stream:
                if isinstance(chunk, TextDelta) and chunk.text:
                    timer.token(self.running)
                elif isinstance(chunk, StreamEnd):
                    tokens = chunk.usage.completion_tokens
        return timer.measure(tokens)

    async def stream_group(self, requests: Sequence[GenerationRequest]) -> AsyncGenerator[GroupChunk, None]:
        # a batched group takes one slot; a fanned-out one a slot per member (through self.stream)
        if self.inner.native_group:
            slot: Any = self._slot(requests, self.limiter)
        else:
            slot = contextlib.nullcontext()
        async with slot, aclosing(super().stream_group(requests)) as source:
            async for item in source:
                yield item


class BudgetedProvider(WrapperProvider):
    """Sends a request only when ``budget`` has room for it (:mod:`sot.providers.budget`): waits,
    never drops; a 429 that passes through holds the budget for its ``Retry-After``."""

    def __init__(self, inner: Provider, budget: RateBudget) -> None:
        super().__init__(inner)
        self.budget = budget
        self._seen: RateLimits | None = None

    def _observe(self) -> None:
        limits = rate_limits_of(self.inner)
        if limits is not None and limits is not self._seen:
            self._seen = limits
            self.budget.observe(limits)

    async def stream(self, request: GenerationRequest) -> AsyncGenerator[Chunk, None]:
        estimated = estimate_tokens(self.inner, request)
        self.budget.note_ask(request.ask_id)
        await self.budget.acquire(estimated)
        used: int | None = None
        try:
            async with aclosing(self.inner.stream(request)) as chunks:
                async for chunk in chunks:
                    if isinstance(chunk, StreamEnd) and chunk.usage.prompt_tokens + chunk.usage.completion_tokens:
                        used = chunk.usage.prompt_tokens + chunk.usage.completion_tokens
                    yield chunk
        except ProviderError as exc:
            if exc.status_code == 429:  # the API's budget is spent: nobody sends until it says
                used = 0
                self.budget.hold(exc.retry_after)
            raise
        finally:  # own count first, then the API's, which is the truth where it tells
            self.budget.settle(estimated, used)
            self._observe()

    def load(self) -> BackendLoad:
        return self.budget.load(self.inner.load())


def wrap(
    provider: Provider,
    *,
    attempts: int = 3,
    concurrency: int | None = None,
    rpm: float | None = None,
    tpm: float | None = None,
    **retry_kwargs,
) -> Provider:
    """``RetryingProvider(BudgetedProvider(LimitedProvider(provider, concurrency)), attempts=attempts)``.

    ``concurrency`` defaults to ``provider.max_concurrency``; ``attempts=1`` skips retries.
    ``rpm``/``tpm``: requests and tokens a minute (:mod:`sot.providers.budget`); a request
    waits for its budget outside the limit (holding no slot) and each retry takes it anew.
    The budget is kept for a provider that reads its API's rate-limit headers even without them.
    """
    limited: Provider = LimitedProvider(provider, concurrency)
    if rpm or tpm or getattr(provider, "reads_rate_limits", False):
        limited = BudgetedProvider(limited, RateBudget(rpm=rpm, tpm=tpm))
    if attempts <= 1:
        return limited
    return RetryingProvider(limited, attempts=attempts, **retry_kwargs)


async def _aclose(stream: AsyncGenerator[Chunk, None]) -> None:
    aclose = getattr(stream, "aclose", None)
    if aclose is not None:
        with anyio.CancelScope(shield=True):
            await aclose()
