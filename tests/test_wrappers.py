"""RetryingProvider, LimitedProvider and wrap(), over real SDK providers and a loopback server."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence

import anyio
import pytest
from tenacity import wait_fixed

from sot.errors import ConfigError, ProviderConnectionError, ProviderStatusError, RateLimitError
from sot.providers.anthropic_provider import AnthropicProvider
from sot.providers.base import (
    GenerationRequest,
    GroupChunk,
    Message,
    StreamEnd,
    StreamError,
    TextDelta,
)
from sot.providers.fake import FakeProvider
from sot.providers.openai_provider import OpenAIProvider
from sot.providers.wrappers import LimitedProvider, RetryingProvider, wrap
from tests.loopback import LoopbackServer, Reply

pytestmark = pytest.mark.anyio


def req(text: str = "hello", **kwargs) -> GenerationRequest:
    return GenerationRequest(messages=(Message("user", text),), **kwargs)


class SleepLog:
    """An injectable sleep that records how long it was asked to wait, and returns at once."""

    def __init__(self) -> None:
        self.waits: list[float] = []

    async def __call__(self, seconds: float) -> None:
        self.waits.append(seconds)


def openai_on(server: LoopbackServer, **kwargs) -> OpenAIProvider:
    return OpenAIProvider("m", base_url=server.base_url_openai, **kwargs)


def text_of(chunks) -> str:
    return "".join(c.text for c in chunks if isinstance(c, TextDelta))


# ---------------------------------------------------------------------- retries


@pytest.mark.parametrize("kind", ["openai", "anthropic"])
async def test_retries_before_first_output(loopback: LoopbackServer, kind: str):
    loopback.fail_next(503, times=2).enqueue("finally here")
    inner = openai_on(loopback) if kind == "openai" else AnthropicProvider("m", base_url=loopback.base_url)
    sleeps = SleepLog()
    async with RetryingProvider(inner, attempts=3, sleep=sleeps) as provider:
        chunks = [c async for c in provider.stream(req())]
    assert text_of(chunks) == "finally here"
    assert [r.outcome for r in loopback.requests] == ["error", "error", "completed"]
    assert len(sleeps.waits) == 2 and all(w > 0 for w in sleeps.waits)


async def test_no_retry_after_first_output(loopback: LoopbackServer):
    loopback.enqueue(Reply(text="one two three four", drop_after=2), "never sent")
    async with RetryingProvider(openai_on(loopback), attempts=5, sleep=SleepLog()) as provider:
        seen = []
        with pytest.raises(ProviderConnectionError):
            async for chunk in provider.stream(req()):
                seen.append(chunk)
    assert seen == [TextDelta("one"), TextDelta(" two")]
    assert len(loopback.requests) == 1


async def test_no_retry_for_non_retryable_errors(loopback: LoopbackServer):
    loopback.fail_next(401)
    sleeps = SleepLog()
    async with RetryingProvider(openai_on(loopback), attempts=5, sleep=sleeps) as provider:
        with pytest.raises(ProviderStatusError) as info:
            [c async for c in provider.stream(req())]
    assert info.value.status_code == 401
    assert len(loopback.requests) == 1 and sleeps.waits == []


async def test_gives_up_after_the_attempts_with_the_last_error(loopback: LoopbackServer):
    loopback.fail_next(500, times=10)
    sleeps = SleepLog()
    async with RetryingProvider(openai_on(loopback), attempts=3, sleep=sleeps) as provider:
        with pytest.raises(ProviderStatusError) as info:
            [c async for c in provider.stream(req())]
    assert info.value.status_code == 500
    assert len(loopback.requests) == 3 and len(sleeps.waits) == 2


async def test_retry_after_is_waited_for(loopback: LoopbackServer):
    loopback.fail_next(429, retry_after=7)
    sleeps = SleepLog()
    async with RetryingProvider(openai_on(loopback), attempts=3, max_wait=30, sleep=sleeps) as provider:
        [c async for c in provider.stream(req())]
    assert sleeps.waits == [7.0]
    assert len(loopback.requests) == 2


async def test_retry_after_seen_in_server_timestamps(loopback: LoopbackServer):
    loopback.fail_next(429, retry_after=0.3)
    async with RetryingProvider(openai_on(loopback), attempts=2, backoff=wait_fixed(0)) as provider:
        [c async for c in provider.stream(req())]
        first, second = loopback.requests
    assert first.status == 429 and second.outcome == "completed"
    assert second.start - first.end >= 0.3  # at least the server's Retry-After


async def test_retry_after_beyond_max_wait_is_not_waited(loopback: LoopbackServer):
    loopback.fail_next(429, retry_after=120)
    sleeps = SleepLog()
    async with RetryingProvider(openai_on(loopback), attempts=3, max_wait=10, sleep=sleeps) as provider:
        with pytest.raises(RateLimitError):
            [c async for c in provider.stream(req())]
    assert sleeps.waits == [] and len(loopback.requests) == 1


async def test_backoff_without_retry_after(loopback: LoopbackServer):
    loopback.fail_next(503, times=2)
    sleeps = SleepLog()
    async with RetryingProvider(openai_on(loopback), attempts=3, backoff=wait_fixed(1.25), sleep=sleeps) as provider:
        [c async for c in provider.stream(req())]
    assert sleeps.waits == [1.25, 1.25]


async def test_default_backoff_grows_with_jitter():
    fake = FakeProvider().fail_next(times=3)
    sleeps = SleepLog()
    provider = RetryingProvider(fake, attempts=4, max_wait=30, sleep=sleeps)
    [c async for c in provider.stream(req())]
    assert len(sleeps.waits) == 3
    for n, wait in enumerate(sleeps.waits):
        assert 0.5 * 2**n <= wait <= 0.5 * 2**n + 0.5


def test_attempts_must_be_positive():
    with pytest.raises(ConfigError):
        RetryingProvider(FakeProvider(), attempts=0)


# ---------------------------------------------------------------------- limits


@pytest.mark.parametrize("limit", [2, None])
async def test_limiter_bounds_concurrency(limit: int | None):
    with LoopbackServer(token_delay=0.02) as server:
        server.responder = lambda body: "a b c d e"
        inner = openai_on(server)
        provider = LimitedProvider(inner, limit) if limit else inner

        async def one(i: int) -> None:
            chunks = [c async for c in provider.stream(req(f"q{i}"))]
            assert text_of(chunks) == "a b c d e"

        async with anyio.create_task_group() as tg:
            for i in range(6):
                tg.start_soon(one, i)
        await provider.aclose()
        assert server.peak_concurrency == (limit or 6)
        assert len(server.requests) == 6


async def test_limit_must_be_positive():
    with pytest.raises(ConfigError):
        LimitedProvider(FakeProvider(), 0)


# ---------------------------------------------------------------------- groups


async def collect_group(provider, requests) -> dict[int, list]:
    out: dict[int, list] = {i: [] for i in range(len(requests))}
    async for index, chunk in provider.stream_group(requests):
        out[index].append(chunk)
    return out


async def test_group_fan_out_keeps_siblings_when_one_fails():
    def responder(body):
        text = body["messages"][-1]["content"]
        return Reply(status=500) if text == "q2" else f"answer to {text}"

    with LoopbackServer(responder, token_delay=0.01) as server:
        provider = wrap(openai_on(server), attempts=2, concurrency=2, sleep=SleepLog())
        requests = [req(f"q{i}") for i in range(4)]
        out = await collect_group(provider, requests)
        await provider.aclose()
        assert server.peak_concurrency <= 2
    for i in (0, 1, 3):
        assert text_of(out[i]) == f"answer to q{i}"
        assert isinstance(out[i][-1], StreamEnd)
    assert len(out[2]) == 1 and isinstance(out[2][0], StreamError)
    assert out[2][0].error.status_code == 500
    assert [r.user_text for r in server.requests].count("q2") == 2  # retried once, per member


async def test_group_member_retries_on_its_own(loopback: LoopbackServer):
    loopback.responder = lambda body: "ok " + body["messages"][-1]["content"]
    loopback.fail_next(503)  # whichever member asks first
    async with wrap(openai_on(loopback), attempts=2, sleep=SleepLog()) as provider:
        out = await collect_group(provider, [req(f"q{i}") for i in range(3)])
    assert sorted(text_of(v) for v in out.values()) == ["ok q0", "ok q1", "ok q2"]
    assert len(loopback.requests) == 4


class NativeGroupFake(FakeProvider):
    """Batches a group itself; records the limiter's use while a group runs."""

    native_group = True

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.groups: list[int] = []
        self.limiter = None
        self.borrowed: list[int] = []
        self.closed = 0

    async def stream_group(self, requests: Sequence[GenerationRequest]) -> AsyncIterator[GroupChunk]:
        self.groups.append(len(requests))
        if self.limiter is not None:
            self.borrowed.append(self.limiter.borrowed_tokens)
        for i, r in enumerate(requests):
            yield i, TextDelta(f"batched {r.messages[-1].content}")
            yield i, StreamEnd()

    async def aclose(self) -> None:
        self.closed += 1


async def test_native_groups_are_delegated_and_take_one_slot():
    fake = NativeGroupFake(name="fake:native")
    limited = LimitedProvider(fake, 4)
    fake.limiter = limited.limiter
    provider = RetryingProvider(limited, attempts=3)
    assert provider.native_group and provider.name == "fake:native" and provider.max_concurrency == 4
    out = await collect_group(provider, [req("a"), req("b"), req("c")])
    assert fake.groups == [3]
    assert fake.borrowed == [1]
    assert [text_of(out[i]) for i in range(3)] == ["batched a", "batched b", "batched c"]
    await provider.aclose()
    assert fake.closed == 1


async def test_wrap_structure_and_defaults():
    fake = FakeProvider(name="fake:x", max_concurrency=7)
    provider = wrap(fake, attempts=3)
    assert isinstance(provider, RetryingProvider)
    assert isinstance(provider.inner, LimitedProvider) and provider.inner.inner is fake
    assert provider.inner.max_concurrency == 7 and provider.name == "fake:x"
    assert isinstance(wrap(fake, attempts=1, concurrency=2), LimitedProvider)


# ---------------------------------------------------------------------- cancellation


async def test_cancellation_through_wrappers_closes_the_server_stream():
    with LoopbackServer(token_delay=0.05) as server:
        server.enqueue(" ".join(["word"] * 200))
        provider = wrap(openai_on(server), attempts=3, concurrency=1)
        with anyio.CancelScope() as scope:
            async for _ in provider.stream(req()):
                scope.cancel()
        assert scope.cancelled_caught
        assert await server.await_until(lambda s: s.requests[0].end is not None)
        assert server.requests[0].outcome == "disconnected"
        assert len(server.requests) == 1
        assert provider.inner.limiter.borrowed_tokens == 0
        await provider.aclose()


async def test_cancellation_before_first_output_is_not_retried():
    with LoopbackServer(first_token_delay=30) as server:
        async with wrap(openai_on(server), attempts=3) as provider:
            with anyio.move_on_after(0.2) as scope:
                [c async for c in provider.stream(req())]
            assert scope.cancelled_caught
            assert await server.await_until(lambda s: s.requests and s.requests[0].end is not None)
        assert [r.outcome for r in server.requests] == ["disconnected"]
