"""Per-minute budgets of a hosted API and its 429s (``sot.providers.budget``, ``RetryingProvider``):
requests wait for their budget (never dropped), a 429's ``Retry-After`` is waited before the retry,
no ask is lost or answered twice. Time is a fake clock: every wait is asserted on what the
wrappers asked to sleep, never on the wall clock."""

from __future__ import annotations

from collections.abc import AsyncGenerator

import anyio
import httpx2
import pytest

import sot
from sot.errors import ProviderStatusError, RateLimitError
from sot.providers.base import Chunk, GenerationRequest, Message, StreamEnd, TextDelta, Usage
from sot.providers.budget import RateBudget, estimate_tokens, parse_rate_headers
from sot.providers.fake import FakeProvider, FakeReply
from sot.providers.hold import BackendHold
from sot.providers.openai_provider import OpenAIProvider
from sot.providers.wrappers import BudgetedProvider, LimitedProvider, RetryingProvider, WrapperProvider, wrap

pytestmark = pytest.mark.anyio


class FakeClock:
    """Seconds that pass only when something sleeps: a sleep of ``d`` wakes at its start + ``d``."""

    def __init__(self) -> None:
        self.now = 1000.0
        self.sleeps: list[float] = []

    def __call__(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)
        self.now = max(self.now, self.now + seconds)
        await anyio.lowlevel.checkpoint()


def request(text: str, max_tokens: int = 10) -> GenerationRequest:
    return GenerationRequest(messages=(Message("user", text),), max_tokens=max_tokens, purpose="direct")


async def answer(provider, req: GenerationRequest) -> str:
    return "".join([c.text async for c in provider.stream(req) if isinstance(c, TextDelta)])


class Recorder(WrapperProvider):
    """Records when each request went out, and each failure, on the fake clock."""

    def __init__(self, inner, clock: FakeClock) -> None:
        super().__init__(inner)
        self.clock = clock
        self.sent: list[tuple[float, str]] = []
        self.failed: list[tuple[float, str, float | None]] = []

    async def stream(self, req: GenerationRequest) -> AsyncGenerator[Chunk, None]:
        prompt = req.messages[-1].content
        self.sent.append((self.clock(), prompt))
        try:
            async for chunk in self.inner.stream(req):
                yield chunk
        except ProviderStatusError as exc:
            self.failed.append((self.clock(), prompt, exc.retry_after))
            raise


# --------------------------------------------------------------------------- headers


def test_openai_headers_are_read():
    limits = parse_rate_headers(
        {
            "x-ratelimit-limit-requests": "60",
            "x-ratelimit-remaining-requests": "59",
            "x-ratelimit-reset-requests": "1m0.5s",
            "x-ratelimit-limit-tokens": "150000",
            "x-ratelimit-remaining-tokens": "149984",
            "x-ratelimit-reset-tokens": "6ms",
        }
    )
    assert limits is not None
    assert (limits.requests_limit, limits.requests_left, limits.requests_reset_s) == (60, 59, 60.5)
    assert (limits.tokens_limit, limits.tokens_left) == (150000, 149984)
    assert limits.tokens_reset_s == pytest.approx(0.006)


def test_anthropic_headers_are_read_with_a_date_reset():
    limits = parse_rate_headers(
        {
            "anthropic-ratelimit-requests-limit": "50",
            "anthropic-ratelimit-requests-remaining": "0",
            "anthropic-ratelimit-requests-reset": "2026-01-01T00:00:30Z",
            "anthropic-ratelimit-tokens-remaining": "1000",
        },
        now=1767225600.0,  # 2026-01-01T00:00:00Z
    )
    assert limits is not None
    assert (limits.requests_limit, limits.requests_left, limits.tokens_left) == (50, 0, 1000)
    assert limits.requests_reset_s == pytest.approx(30.0)


def test_no_rate_headers_is_none():
    assert parse_rate_headers({"content-type": "text/event-stream"}) is None
    assert parse_rate_headers(None) is None


# --------------------------------------------------------------------------- budgets


async def test_requests_wait_for_the_minute_budget_and_none_is_dropped():
    clock = FakeClock()
    fake = FakeProvider()
    budgeted = BudgetedProvider(fake, RateBudget(rpm=3, clock=clock, sleep=clock.sleep))
    answers = [await answer(budgeted, request(f"q{i}")) for i in range(5)]
    assert all(answers) and len(fake.requests) == 5
    # three go at once; the fourth and fifth wait a twentieth of a minute each for a request's refill
    assert clock.sleeps == [pytest.approx(20.0), pytest.approx(20.0)]


async def test_tokens_per_minute_hold_the_estimate_then_settle_on_the_usage():
    clock = FakeClock()
    fake = FakeProvider()
    budget = RateBudget(tpm=600, clock=clock, sleep=clock.sleep)
    budgeted = BudgetedProvider(fake, budget)
    big = request("many words " * 40, max_tokens=400)
    estimate = estimate_tokens(fake, big)
    assert estimate > 400
    during: list[float | None] = []
    used = 0
    async for chunk in budgeted.stream(big):
        during.append(budgeted.load().tokens_left)
        if isinstance(chunk, StreamEnd):
            used = chunk.usage.prompt_tokens + chunk.usage.completion_tokens
    assert during[0] == 600 - estimate  # the estimate is held while the request runs
    assert 0 < used < estimate and budgeted.load().tokens_left == 600 - used  # then what it used
    await budget.acquire(600)  # a whole minute's tokens: waits for the used ones to refill
    assert clock.sleeps == [pytest.approx(used / 10.0)]


async def test_load_tells_what_is_left_and_when_it_is_full():
    clock = FakeClock()
    budget = RateBudget(rpm=10, tpm=1000, clock=clock, sleep=clock.sleep)
    budgeted = BudgetedProvider(FakeProvider(), budget)
    assert budgeted.load().requests_left == 10
    await budget.acquire(400)
    load = budgeted.load()
    assert (load.requests_left, load.tokens_left) == (9, 600)
    assert load.reset_s == pytest.approx(24.0)  # 400 tokens at 1000 a minute
    assert RetryingProvider(budgeted).load() == load  # read through the retry wrapper


async def test_a_budget_the_api_says_is_spent_holds_until_its_reset():
    clock = FakeClock()
    fake = FakeProvider()
    fake.last_rate_limits = parse_rate_headers(  # type: ignore[attr-defined]
        {"x-ratelimit-remaining-requests": "0", "x-ratelimit-reset-requests": "7s", "x-ratelimit-limit-requests": "100"}
    )
    budget = RateBudget(clock=clock, sleep=clock.sleep)  # nothing configured: the API's headers tell
    budgeted = BudgetedProvider(LimitedProvider(fake), budget)
    await answer(budgeted, request("one"))
    assert budgeted.load().requests_left == 0
    await answer(budgeted, request("two"))
    assert clock.sleeps == [pytest.approx(7.0)]


def test_wrap_adds_a_budget_only_where_one_is_set_or_told():
    assert not isinstance(wrap(FakeProvider(), attempts=1), BudgetedProvider)
    assert isinstance(wrap(FakeProvider(), attempts=1, rpm=60), BudgetedProvider)
    retrying = wrap(FakeProvider(), attempts=3, tpm=1000)
    assert isinstance(retrying, RetryingProvider) and isinstance(retrying.inner, BudgetedProvider)
    assert isinstance(retrying.inner.inner, LimitedProvider)  # a request waits for its budget holding no slot
    official = OpenAIProvider("m", api_key="sk-test")  # api.openai.com sends its limits: kept even unset
    assert isinstance(wrap(official, attempts=1), BudgetedProvider)
    assert not isinstance(wrap(OpenAIProvider("m", base_url="http://127.0.0.1:9/v1"), attempts=1), BudgetedProvider)


# --------------------------------------------------------------------------- 429s


async def test_scripted_429_backend_loses_no_ask_and_answers_none_twice():
    """Twenty asks at once on a backend of 6 requests a minute that answers 429 (with a
    Retry-After) to every third request: all twenty answered, each once, every 429 retried no
    sooner than its Retry-After, and no request sent while the budget was held."""
    clock = FakeClock()
    sent = 0

    def responder(req: GenerationRequest) -> str:
        return f"answer to {req.messages[-1].content}"

    fake = FakeProvider(responder=responder)

    class Every3rd429(WrapperProvider):
        async def stream(self, req):
            nonlocal sent
            sent += 1
            if sent % 3 == 0:
                raise RateLimitError("HTTP 429: slow down", provider="fake", retry_after=2.5 + sent % 2)
            async for chunk in self.inner.stream(req):
                yield chunk

    recorder = Recorder(Every3rd429(fake), clock)
    budget = RateBudget(rpm=6, clock=clock, sleep=clock.sleep)
    hold = BackendHold(clock=clock, sleep=clock.sleep)  # the backend's hold after a 429, on the same clock
    limited = LimitedProvider(recorder, hold=hold)
    provider = RetryingProvider(BudgetedProvider(limited, budget), attempts=5, sleep=clock.sleep)
    results: dict[str, list[str]] = {}

    async def ask(i: int) -> None:
        results.setdefault(f"q{i}", []).append(await answer(provider, request(f"q{i}")))

    async with anyio.create_task_group() as tg:
        for i in range(20):
            tg.start_soon(ask, i)

    assert sorted(results) == sorted(f"q{i}" for i in range(20))  # none lost
    assert all(v == [f"answer to {k}"] for k, v in results.items())  # each answered once
    assert len(fake.requests) == 20  # the backend answered each once: a 429 produced nothing
    assert recorder.failed, "the script must have sent 429s"
    for when, prompt, retry_after in recorder.failed:
        retried = [t for t, p in recorder.sent if p == prompt and t > when]
        assert retried and retried[0] >= when + retry_after  # retried after its Retry-After
        # and nobody else went out before it either
        assert all(t >= when + retry_after for t, _ in recorder.sent if t > when)
    starts = sorted(t for t, _ in recorder.sent)
    # a bucket of 6 refilled at one each 10 s: never more than 6 + (span / 10) sent over any span
    for i, first in enumerate(starts):
        for j in range(i, len(starts)):
            assert j - i + 1 <= 6 + (starts[j] - first) / 10.0 + 1e-9
    assert starts[-1] - starts[0] >= (len(starts) - 6) * 10.0 - 1e-9


async def test_a_429_after_the_first_output_is_not_retried():
    clock = FakeClock()
    fake = FakeProvider()
    fake.enqueue(FakeReply(text="partial answer here", error=RateLimitError("late", retry_after=1.0), fail_after=1))
    provider = RetryingProvider(fake, attempts=5, sleep=clock.sleep)
    with pytest.raises(RateLimitError):
        await answer(provider, request("q"))
    assert len(fake.requests) == 1 and clock.sleeps == []


async def test_openai_429_headers_hold_the_budget_through_the_sdk():
    """A real openai SDK reply: the 429's Retry-After (an HTTP date or seconds) and its rate-limit
    headers reach the budget; the retry waits for them."""
    clock = FakeClock()
    calls: list[int] = []

    def handler(req: httpx2.Request) -> httpx2.Response:
        calls.append(1)
        if len(calls) == 1:
            return httpx2.Response(
                429,
                headers={"retry-after": "4", "x-ratelimit-remaining-requests": "0", "x-ratelimit-reset-requests": "4s"},
                json={"error": {"message": "Rate limit reached"}},
            )
        body = (
            'data: {"id":"1","object":"chat.completion.chunk","created":0,"model":"m","choices":'
            '[{"index":0,"delta":{"content":"hi"},"finish_reason":"stop"}]}\n\n'
            'data: {"id":"1","object":"chat.completion.chunk","created":0,"model":"m","choices":[],'
            '"usage":{"prompt_tokens":3,"completion_tokens":1,"total_tokens":4}}\n\ndata: [DONE]\n\n'
        )
        return httpx2.Response(
            200,
            headers={
                "content-type": "text/event-stream",
                "x-ratelimit-limit-requests": "500",
                "x-ratelimit-remaining-requests": "499",
                "x-ratelimit-remaining-tokens": "9000",
                "x-ratelimit-limit-tokens": "10000",
            },
            content=body.encode(),
        )

    client = httpx2.AsyncClient(transport=httpx2.MockTransport(handler))
    openai = OpenAIProvider("gpt-test", api_key="sk-test", http_client=client)
    budget = RateBudget(clock=clock, sleep=clock.sleep)
    provider = RetryingProvider(BudgetedProvider(openai, budget), attempts=3, sleep=clock.sleep)
    chunks = [c async for c in provider.stream(request("hello"))]
    assert "".join(c.text for c in chunks if isinstance(c, TextDelta)) == "hi"
    assert isinstance(chunks[-1], StreamEnd) and chunks[-1].usage == Usage(3, 1)
    assert len(calls) == 2 and clock.sleeps[0] == pytest.approx(4.0)  # the retry waited the Retry-After
    load = provider.load()
    assert load.requests_left == 499 and load.tokens_left == pytest.approx(9000)
    await openai.aclose()


# --------------------------------------------------------------------------- settings


async def test_a_pools_budget_is_shared_by_every_ask_on_the_provider():
    from sot.orchestrator.pool import ProviderPool

    fake = FakeProvider()
    pool = ProviderPool(rpm=60, tpm=10_000)
    wrapped = pool.adopt(fake)
    assert wrapped.load().requests_left == 60
    await answer(wrapped, request("one"))
    assert pool.adopt(fake).load().requests_left == pytest.approx(59, abs=0.5)  # the same budget
    assert ProviderPool().adopt(FakeProvider()).load().requests_left is None


def test_client_and_gateway_budget_settings():
    import sot
    from sot.errors import ConfigError
    from sot.serve.config import BackendSpec

    with pytest.raises(ConfigError, match="rpm must be a number more than 0"):
        sot.Client(provider=FakeProvider(), rpm=0)
    with pytest.raises(ConfigError, match="set them on the Client"):
        sot.Client(provider=FakeProvider()).resolve("q", {"tpm": 5})
    spec = BackendSpec.model_validate({"model": "openai:gpt-4o-mini", "rpm": 500, "tpm": 200_000})
    assert (spec.rpm, spec.tpm) == (500, 200_000)
    with pytest.raises(ValueError):
        BackendSpec.model_validate({"model": "fake", "rpm": -1})


async def test_a_minute_long_retry_after_is_waited_by_default():
    """A per-minute limit's 429 may say up to a minute: the retry waits for it (the ask is not lost)."""
    clock = FakeClock()
    fake = FakeProvider()
    fake.fail_next(RateLimitError("HTTP 429: per-minute limit", provider="fake", retry_after=45.0))
    provider = RetryingProvider(fake, attempts=3, sleep=clock.sleep)
    assert await answer(provider, request("q"))
    assert clock.sleeps == [45.0] and len(fake.requests) == 2


async def test_anthropic_rate_limit_headers_reach_the_budget_of_an_official_backend():
    from sot.providers.anthropic_provider import AnthropicProvider

    def handler(req: httpx2.Request) -> httpx2.Response:
        content = b'event: message_stop\ndata: {"type": "message_stop"}\n\n'
        headers = {
            "content-type": "text/event-stream",
            "anthropic-ratelimit-requests-limit": "50",
            "anthropic-ratelimit-requests-remaining": "41",
            "anthropic-ratelimit-tokens-limit": "40000",
            "anthropic-ratelimit-tokens-remaining": "39000",
        }
        return httpx2.Response(200, headers=headers, content=content)

    client = httpx2.AsyncClient(transport=httpx2.MockTransport(handler))
    claude = AnthropicProvider("claude-test", api_key="sk-ant-test", http_client=client)
    provider = wrap(claude, attempts=1)  # api.anthropic.com: a budget is kept though none was set
    assert isinstance(provider, BudgetedProvider) and provider.load().requests_left is None
    await answer(provider, request("hello"))
    assert claude.last_rate_limits is not None and claude.last_rate_limits.requests_left == 41
    load = provider.load()
    assert load.requests_left == pytest.approx(41, abs=0.5) and load.tokens_left == pytest.approx(39000, abs=50)
    await claude.aclose()


# --------------------------------------------------------------------------- auto and the budget


def test_a_fan_out_must_leave_the_budget_room_for_the_others():
    from sot.orchestrator.routing.overhead import budget_short
    from sot.providers.base import BackendLoad

    def short(**load) -> str | None:
        return budget_short(BackendLoad(**load), "sot", requests=6, tokens=1500, direct_tokens=300)

    assert short(requests_left=50, asks_per_s=1.5) is None  # 50 left, 15 kept for the next 10 s' asks
    assert "18 requests left this minute, 15 kept for the others' asks; sot would send 6" in (
        short(requests_left=18, asks_per_s=1.5) or ""
    )
    assert short(requests_left=0) is not None  # a spent budget: direct, the lighter of the two
    assert short(requests_left=10, budget_waiting=5) is not None  # requests already waiting for it
    # a sliding minute: 118 of 120 sent in the last 60 s leaves 2, whatever the bucket holds
    assert short(requests_left=100, requests_in_minute=118, requests_per_minute=120) is not None
    assert "tokens left" in (short(tokens_left=4000, asks_per_s=1.0) or "")  # 3000 kept: 1000 < 1500
    assert short(tokens_left=40000, asks_per_s=1.0) is None
    assert short() is None  # no budget known


async def test_the_budgets_load_counts_waiting_requests_the_minute_and_arrivals():
    clock = FakeClock()
    budget = RateBudget(rpm=3, clock=clock, sleep=clock.sleep)
    budgeted = BudgetedProvider(FakeProvider(), budget)
    for i in range(2):
        await answer(budgeted, GenerationRequest(messages=(Message("user", "q"),), max_tokens=5, ask_id=f"a{i}"))
    load = budgeted.load()
    assert (load.requests_in_minute, load.requests_per_minute, load.budget_waiting) == (2, 3, 0)
    assert load.asks_per_s == pytest.approx(2 / 10)  # two asks over the shortest span counted
    seen: list[int] = []

    async def slow_sleep(seconds: float) -> None:
        seen.append(budgeted.load().budget_waiting)
        await clock.sleep(seconds)

    budget.sleep = slow_sleep
    await budget.acquire(1)  # the third goes at once
    await budget.acquire(1)  # the fourth waits for the refill, counted while it waits
    assert seen and seen[0] == 1 and budget.waiting == 0
    clock.now += 61
    assert budgeted.load().requests_in_minute == 0 and budgeted.load().asks_per_s is None


async def test_auto_answers_directly_once_the_budget_is_the_limit():
    from sot.orchestrator.routing.router import RouteDecision

    class Parallel:
        async def route(self, question: str) -> RouteDecision:
            return RouteDecision("sot", 0.9, "stub")

    clock = FakeClock()
    fake = FakeProvider()
    provider = BudgetedProvider(fake, RateBudget(rpm=8, clock=clock, sleep=clock.sleep))
    question = "What are good ways to improve my sleep?"
    modes, reasons = [], []
    for _ in range(4):
        result = await sot.orchestrate(question, provider=provider, mode="auto", router=Parallel())
        modes.append(result.mode)
        reasons.append(result.route.reason if result.route else "")
    assert modes[0] == "sot"  # a full budget: room for the fan-out and the others
    assert modes[1:] == ["direct"] * 3 and "requests left this minute" in reasons[1]
    assert len(fake.requests) <= 8 and not clock.sleeps  # nobody waited: it never ran into the limit
