"""Per-minute request and token budgets of a hosted API, kept before each request is sent.

A hosted API allows so many requests and so many tokens a minute (``rpm``, ``tpm``); a
parallel answer's streams spend them several times faster than a direct one. A
:class:`RateBudget` holds two token buckets that refill evenly over a minute;
:class:`~sot.providers.wrappers.BudgetedProvider` takes a request's share (one request, and its prompt's tokens plus
its ``max_tokens``: the provider's ``count_tokens`` where it has one, else four characters a
token) before sending it, and **waits** (never drops) while a bucket is short, first come
first served. When the request ends, what it really used (its ``StreamEnd`` usage) replaces
the estimate.

What the API says overrides what was configured: a provider that reads the rate-limit
headers of its replies (``x-ratelimit-remaining-requests`` / ``-tokens`` and
``x-ratelimit-reset-*`` from OpenAI and compatible servers, ``anthropic-ratelimit-*`` from
Anthropic; :func:`parse_rate_headers`) keeps the latest in its ``last_rate_limits``
(:func:`rate_limits_of` finds it through any wrappers), and the budget takes the smaller of its own count and the API's. A 429 holds the
budget until its ``Retry-After`` has passed, as it holds every request of the backend with or
without a budget (:mod:`sot.providers.hold`); the request itself is retried by
:class:`~sot.providers.wrappers.RetryingProvider`, outside this wrapper, only while it has
produced no output, so an ask is neither lost nor answered twice.

What is left is read through the wrapper's ``load()`` (``BackendLoad.requests_left``,
``tokens_left``, ``reset_s``), with what auto needs to leave room for the others: the requests
waiting for the budget now (``budget_waiting``), those sent in the last minute against the
minute's limit (``requests_in_minute``, ``requests_per_minute``: an API that counts over a
sliding minute refuses a burst the bucket would allow) and the asks arriving a second
(``asks_per_s``, from the ask ids of the requests). So ``--mode auto`` can avoid a fan-out
that would run into the limit (:func:`~sot.orchestrator.routing.overhead.capped`). The clock
and the sleep are injectable, for tests.
"""

from __future__ import annotations

import dataclasses
import email.utils
import re
import time
from collections import deque
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass

import anyio

from sot.errors import ConfigError
from sot.providers.base import BackendLoad, GenerationRequest, Provider
from sot.providers.hold import DEFAULT_HOLD_S

__all__ = ["RateBudget", "RateLimits", "estimate_tokens", "parse_rate_headers", "rate_limits_of", "reply_rate_limits"]

Clock = Callable[[], float]
Sleep = Callable[[float], Awaitable[None]]

#: the window requests and asks are counted over (a per-minute budget's)
WINDOW_S = 60.0
#: asks are counted a second over at least this long (the first asks of a budget are not a rate)
MIN_SPAN_S = 10.0


@dataclass(frozen=True)
class RateLimits:
    """What an API's reply said of its limits (``None``: not said)."""

    requests_left: float | None = None
    tokens_left: float | None = None
    #: seconds until the request budget, and the token budget, are full again
    requests_reset_s: float | None = None
    tokens_reset_s: float | None = None
    requests_limit: float | None = None
    tokens_limit: float | None = None


_DURATION = re.compile(r"(\d+(?:\.\d+)?)(ms|h|m|s)")
_UNIT_S = {"ms": 0.001, "s": 1.0, "m": 60.0, "h": 3600.0}


def _seconds(raw: str | None, now: float | None = None) -> float | None:
    """A reset as seconds from now: a number, OpenAI's ``6m0s`` / ``20ms``, or a date
    (Anthropic's RFC 3339, an HTTP date)."""
    if not raw:
        return None
    raw = raw.strip()
    try:
        return max(float(raw), 0.0)
    except ValueError:
        pass
    parts = _DURATION.findall(raw)
    if parts and "".join(n + u for n, u in parts) == raw:
        return sum(float(n) * _UNIT_S[u] for n, u in parts)
    now = time.time() if now is None else now
    try:
        from datetime import datetime

        when = datetime.fromisoformat(raw.replace("Z", "+00:00"))
    except ValueError:
        try:
            when = email.utils.parsedate_to_datetime(raw)
        except (TypeError, ValueError):
            return None
    if when.tzinfo is None:
        return None
    return max(when.timestamp() - now, 0.0)


def _number(raw: str | None) -> float | None:
    try:
        return float(raw) if raw else None
    except ValueError:
        return None


def parse_rate_headers(headers: Mapping[str, str] | None, *, now: float | None = None) -> RateLimits | None:
    """The limits a reply's headers tell (OpenAI's ``x-ratelimit-*``, Anthropic's
    ``anthropic-ratelimit-*``), or ``None`` where they tell none. ``now``: the wall clock's
    time, for a reset given as a date."""
    if not headers:
        return None
    get = headers.get
    for prefix, name in (("x-ratelimit-", "{key}-{what}"), ("anthropic-ratelimit-", "{what}-{key}")):

        def field(key: str, what: str, prefix: str = prefix, name: str = name) -> str | None:
            return get(prefix + name.format(key=key, what=what))

        limits = RateLimits(
            requests_left=_number(field("remaining", "requests")),
            tokens_left=_number(field("remaining", "tokens")),
            requests_reset_s=_seconds(field("reset", "requests"), now),
            tokens_reset_s=_seconds(field("reset", "tokens"), now),
            requests_limit=_number(field("limit", "requests")),
            tokens_limit=_number(field("limit", "tokens")),
        )
        if limits != RateLimits():
            return limits
    return None


def reply_rate_limits(reply: object) -> RateLimits | None:
    """The limits told by the headers of an SDK reply or error (anything with ``.response.headers``)."""
    try:
        response = getattr(reply, "response", None)
    except RuntimeError:  # an httpx2 error built without its response
        return None
    headers = getattr(response, "headers", None)
    return parse_rate_headers(headers) if isinstance(headers, Mapping) else None


def estimate_tokens(provider: Provider, request: GenerationRequest) -> int:
    """What ``request`` may spend of a token budget: its prompt's tokens (the provider's own
    count where it has one, else four characters a token) plus its ``max_tokens``."""
    text = "".join(m.content for m in request.messages)
    counted = provider.count_tokens(text)
    prompt = counted if counted is not None else -(-len(text) // 4)
    return prompt + request.max_tokens


class _Bucket:
    """``capacity`` a minute, refilled evenly; may go below zero when a request used more than
    its estimate (the debt is paid by waiting)."""

    def __init__(self, per_minute: float, now: float) -> None:
        self.capacity = float(per_minute)
        self.level = float(per_minute)
        self.stamp = now

    @property
    def rate(self) -> float:
        return self.capacity / 60.0

    def refill(self, now: float) -> float:
        self.level = min(self.capacity, self.level + (now - self.stamp) * self.rate)
        self.stamp = now
        return self.level

    def wait_s(self, amount: float, now: float) -> float:
        """Seconds until ``amount`` (at most a full bucket) is there."""
        short = min(amount, self.capacity) - self.refill(now)
        return max(short / self.rate, 0.0)

    def full_in(self, now: float) -> float:
        return (self.capacity - self.refill(now)) / self.rate

    def observe(self, left: float | None, limit: float | None, now: float) -> None:
        """The API's own count: the level is at most what it says is left."""
        if limit is not None and limit > 0:
            self.capacity = limit
        if left is not None:
            self.level = min(self.refill(now), left)


class RateBudget:
    """Requests and tokens a minute for one backend (``None``: that one unlimited unless the
    API's headers tell a limit). Shared by every ask on the backend."""

    def __init__(
        self,
        *,
        rpm: float | None = None,
        tpm: float | None = None,
        clock: Clock = time.monotonic,
        sleep: Sleep = anyio.sleep,
    ) -> None:
        for name, value in (("rpm", rpm), ("tpm", tpm)):
            if value is not None and value <= 0:
                raise ConfigError(f"{name} must be more than 0, got {value!r}")
        self.clock = clock
        self.sleep = sleep
        now = clock()
        self.requests = _Bucket(rpm, now) if rpm else None
        self.tokens = _Bucket(tpm, now) if tpm else None
        #: no request goes out before this time (a 429's ``Retry-After``, a budget the API says is spent)
        self.hold_until = now
        #: every wait taken before a send, in seconds (for tests and diagnostics)
        self.waits: list[float] = []
        self._lock = anyio.Lock()  # first come, first served
        self.waiting = 0  # requests in :meth:`acquire` now
        self._sent: deque[float] = deque()  # when each request of the last minute went
        self._asks: dict[str, float] = {}  # ask id -> when its first request came, over the last minute
        self._born = now

    def wait_s(self, tokens: int) -> float:
        """Seconds before a request of ``tokens`` could go out now."""
        now = self.clock()
        waits = [self.hold_until - now]
        if self.requests is not None:
            waits.append(self.requests.wait_s(1, now))
        if self.tokens is not None:
            waits.append(self.tokens.wait_s(tokens, now))
        return max(0.0, *waits)

    def note_ask(self, ask_id: str) -> None:
        """A request of ask ``ask_id`` is on its way: the ask counts as arrived (once)."""
        if ask_id and ask_id not in self._asks:
            self._asks[ask_id] = self.clock()

    def _expire(self, now: float) -> None:
        while self._sent and self._sent[0] <= now - WINDOW_S:
            self._sent.popleft()
        for ask, at in list(self._asks.items()):  # oldest first: a dict keeps its order
            if at > now - WINDOW_S:
                break
            del self._asks[ask]

    def asks_per_s(self) -> float | None:
        """Asks arriving a second over the last minute (over at least :data:`MIN_SPAN_S`); ``None``: none seen."""
        now = self.clock()
        self._expire(now)
        if not self._asks:
            return None
        span = min(WINDOW_S, max(now - self._born, MIN_SPAN_S))
        return len(self._asks) / span

    async def acquire(self, tokens: int) -> None:
        """Wait until one request and ``tokens`` are in the budget, then take them."""
        self.waiting += 1
        try:
            async with self._lock:
                while (wait := self.wait_s(tokens)) > 0:
                    self.waits.append(wait)
                    await self.sleep(wait)
                self._take(tokens)
        finally:
            self.waiting -= 1

    def _take(self, tokens: int) -> None:
        now = self.clock()
        self._sent.append(now)
        if self.requests is not None:
            self.requests.refill(now)
            self.requests.level -= 1
        if self.tokens is not None:
            self.tokens.refill(now)
            self.tokens.level -= min(tokens, self.tokens.capacity)

    def settle(self, estimated: int, used: int | None) -> None:
        """A request used ``used`` tokens where ``estimated`` were taken (``None``: unknown, keep the estimate)."""
        if self.tokens is not None and used is not None:
            self.tokens.refill(self.clock())
            self.tokens.level += min(estimated, self.tokens.capacity) - used

    def hold(self, seconds: float | None) -> None:
        """No request goes out for ``seconds`` (a 429's ``Retry-After``)."""
        seconds = DEFAULT_HOLD_S if seconds is None else seconds
        self.hold_until = max(self.hold_until, self.clock() + seconds)

    def observe(self, limits: RateLimits) -> None:
        """Take what the API said: buckets made where it tells a limit sot was not given, levels
        at most what it says is left, and a hold until its reset where it says nothing is left."""
        now = self.clock()
        for attr, left, reset, limit in (
            ("requests", limits.requests_left, limits.requests_reset_s, limits.requests_limit),
            ("tokens", limits.tokens_left, limits.tokens_reset_s, limits.tokens_limit),
        ):
            bucket = getattr(self, attr)
            if bucket is None and limit:
                bucket = _Bucket(limit, now)
                setattr(self, attr, bucket)
            if bucket is not None:
                bucket.observe(left, limit, now)
            if left is not None and left < 1 and reset is not None:
                self.hold_until = max(self.hold_until, now + reset)

    def load(self, base: BackendLoad) -> BackendLoad:
        """``base`` with what is left of the budgets, and the seconds until they are full again."""
        now = self.clock()
        resets = [self.hold_until - now]
        requests_left, tokens_left = base.requests_left, base.tokens_left
        if self.requests is not None:
            requests_left = max(self.requests.refill(now), 0.0)
            resets.append(self.requests.full_in(now))
        if self.tokens is not None:
            tokens_left = max(self.tokens.refill(now), 0.0)
            resets.append(self.tokens.full_in(now))
        if self.requests is None and self.tokens is None and self.hold_until <= now:
            return base
        self._expire(now)
        return dataclasses.replace(
            base,
            requests_left=requests_left,
            tokens_left=tokens_left,
            reset_s=max(0.0, *resets),
            budget_waiting=base.budget_waiting + self.waiting,
            requests_in_minute=len(self._sent) if self.requests is not None else base.requests_in_minute,
            requests_per_minute=self.requests.capacity if self.requests is not None else base.requests_per_minute,
            asks_per_s=self.asks_per_s() if self._asks else base.asks_per_s,
        )


def rate_limits_of(provider: Provider) -> RateLimits | None:
    """The latest limits the innermost provider read from a reply, through any wrappers (``inner``)."""
    while True:
        limits = getattr(provider, "last_rate_limits", None)
        inner = getattr(provider, "inner", None)
        if limits is not None or not isinstance(inner, Provider):
            return limits
        provider = inner
