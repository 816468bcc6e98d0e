"""AnthropicProvider through the real anthropic SDK: a loopback server and httpx2.MockTransport."""

from __future__ import annotations

import json

import anthropic
import anyio
import httpx2
import pytest

from sot.errors import (
    MissingAPIKeyError,
    ProviderConnectionError,
    ProviderError,
    ProviderStatusError,
    ProviderTimeoutError,
    RateLimitError,
)
from sot.providers._remote import NO_KEY_PLACEHOLDER
from sot.providers.anthropic_provider import AnthropicProvider, to_anthropic_messages
from sot.providers.base import GenerationRequest, Message, StreamEnd, TextDelta, Usage
from tests.loopback import LoopbackServer, Reply

pytestmark = pytest.mark.anyio

REQ = GenerationRequest(
    messages=(Message("system", "Be brief."), Message("user", "Name three colours")),
    max_tokens=20,
    temperature=0.3,
    stop=("END",),
)


@pytest.fixture(autouse=True)
def _clean_env(monkeypatch):
    for var in ("ANTHROPIC_API_KEY", "ANTHROPIC_AUTH_TOKEN", "ANTHROPIC_BASE_URL"):
        monkeypatch.delenv(var, raising=False)


async def collect(provider, request=REQ):
    return [chunk async for chunk in provider.stream(request)]


def text_of(chunks) -> str:
    return "".join(c.text for c in chunks if isinstance(c, TextDelta))


def mock_provider(handler) -> AnthropicProvider:
    client = httpx2.AsyncClient(transport=httpx2.MockTransport(handler))
    return AnthropicProvider("claude-test", api_key="sk-ant-test", http_client=client)


def sse(*events: tuple[str, dict]) -> httpx2.Response:
    content = "".join(f"event: {name}\ndata: {json.dumps(data)}\n\n" for name, data in events).encode()
    return httpx2.Response(200, headers={"content-type": "text/event-stream"}, content=content)


async def fail_with(status: int, headers: dict | None = None, kind: str = "api_error"):
    def handler(request: httpx2.Request) -> httpx2.Response:
        body = {"type": "error", "error": {"type": kind, "message": "nope"}}
        return httpx2.Response(status, headers=headers or {}, json=body)

    with pytest.raises(ProviderError) as info:
        await collect(mock_provider(handler))
    return info.value


# ---------------------------------------------------------------------- streaming


async def test_streams_text_then_usage(loopback: LoopbackServer):
    loopback.enqueue("Red, green and blue.")
    async with AnthropicProvider("m", base_url=loopback.base_url_anthropic) as provider:
        chunks = await collect(provider)
    assert text_of(chunks) == "Red, green and blue."
    assert chunks[-1] == StreamEnd(Usage(5, 4), "stop")
    assert loopback.requests[0].path == "/v1/messages"


async def test_request_is_mapped_to_sdk_arguments(loopback: LoopbackServer):
    async with AnthropicProvider("my-model", base_url=loopback.base_url_anthropic) as provider:
        await collect(provider)
    body = loopback.requests[0].body
    assert body["model"] == "my-model"
    assert body["system"] == "Be brief."
    assert body["messages"] == [{"role": "user", "content": "Name three colours"}]
    assert body["max_tokens"] == 20
    assert body["stop_sequences"] == ["END"]
    assert body["temperature"] == 0.3  # compatible servers get it as an extra body field
    assert body["stream"] is True


async def test_official_host_gets_no_temperature():
    seen = {}

    def handler(request: httpx2.Request) -> httpx2.Response:
        seen.update(json.loads(request.content))
        seen["auth"] = request.headers["authorization"]
        seen["url"] = str(request.url)
        return sse(("message_stop", {"type": "message_stop"}))

    await collect(mock_provider(handler))
    assert "temperature" not in seen
    assert seen["auth"] == "Bearer sk-ant-test"
    assert seen["url"] == "https://api.anthropic.com/v1/messages"


async def test_usage_from_message_start_and_delta():
    def handler(request: httpx2.Request) -> httpx2.Response:
        message = {
            "id": "m",
            "type": "message",
            "role": "assistant",
            "model": "x",
            "content": [],
            "stop_reason": None,
            "stop_sequence": None,
            "usage": {"input_tokens": 11, "cache_read_input_tokens": 4, "output_tokens": 1},
        }
        return sse(
            ("message_start", {"type": "message_start", "message": message}),
            (
                "content_block_start",
                {"type": "content_block_start", "index": 0, "content_block": {"type": "text", "text": ""}},
            ),
            (
                "content_block_delta",
                {"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": "Hi"}},
            ),
            (
                "message_delta",
                {"type": "message_delta", "delta": {"stop_reason": "max_tokens"}, "usage": {"output_tokens": 9}},
            ),
            ("message_stop", {"type": "message_stop"}),
        )

    chunks = await collect(mock_provider(handler))
    assert chunks == [TextDelta("Hi"), StreamEnd(Usage(15, 9), "length")]


async def test_stop_sequence_finish_is_stop(loopback: LoopbackServer):
    loopback.enqueue("one two END three")
    async with AnthropicProvider("m", base_url=loopback.base_url_anthropic) as provider:
        chunks = await collect(provider)
    assert text_of(chunks) == "one two "
    assert chunks[-1].finish_reason == "stop"


def test_messages_are_split_merged_and_prefill_stripped():
    system, messages, stripped = to_anthropic_messages(
        (
            Message("system", "A"),
            Message("user", "q1"),
            Message("user", "q2"),
            Message("system", "B"),
            Message("assistant", "Answer:\n "),
        )
    )
    assert system == "A\n\nB"
    assert messages == [{"role": "user", "content": "q1\n\nq2"}, {"role": "assistant", "content": "Answer:"}]
    assert stripped == "\n "


async def test_prefill_continuation_drops_the_stripped_whitespace(loopback: LoopbackServer):
    loopback.enqueue(Reply(text="\n 1. Red"))
    req = GenerationRequest(messages=(Message("user", "List"), Message("assistant", "Answer:\n ")))
    async with AnthropicProvider("m", base_url=loopback.base_url_anthropic) as provider:
        chunks = await collect(provider, req)
    assert loopback.requests[0].body["messages"][-1] == {"role": "assistant", "content": "Answer:"}
    assert text_of(chunks) == "1. Red"


async def test_echoed_prefill_and_leading_blank_line_as_llama_cpp_sends_them():
    # llama.cpp repeats the prefill, and a small model opens its continuation with a blank line
    with LoopbackServer(token_delay=0.01) as server:
        server.enqueue("2. Arrive early:\n\nLeave with time to spare.\n\n3. Bring notes " + "and more " * 50)
        req = GenerationRequest(messages=(Message("user", "Tips?"), Message("assistant", "2. Arrive early:")),
                                stop=("\n\n", "\n3."), max_tokens=200)
        async with AnthropicProvider("m", base_url=server.base_url_anthropic) as provider:
            chunks = await collect(provider, req)
            assert await server.await_until(lambda s: s.requests[0].end is not None)
        assert "stop_sequences" not in server.requests[0].body  # both are matched here
        assert text_of(chunks).strip() == "Leave with time to spare."
        assert chunks[-1].finish_reason == "stop" and chunks[-1].usage.completion_tokens > 0
        assert server.requests[0].outcome == "disconnected"  # the rest was never generated


# ---------------------------------------------------------------------- keys and endpoints


def test_missing_key_names_the_variable():
    with pytest.raises(MissingAPIKeyError, match="ANTHROPIC_API_KEY"):
        AnthropicProvider("claude-haiku-4-5")


async def test_local_base_url_needs_no_key(loopback: LoopbackServer):
    async with AnthropicProvider("m", base_url=loopback.base_url_anthropic) as provider:
        await collect(provider)
    assert loopback.requests[0].headers["authorization"] == f"Bearer {NO_KEY_PLACEHOLDER}"


async def test_environment_gives_key_and_base_url(loopback: LoopbackServer, monkeypatch):
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-env")
    monkeypatch.setenv("ANTHROPIC_BASE_URL", loopback.base_url_anthropic)
    async with AnthropicProvider("m") as provider:
        await collect(provider)
    assert loopback.requests[0].headers["authorization"] == "Bearer sk-ant-env"


async def test_auth_token_is_accepted(loopback: LoopbackServer, monkeypatch):
    monkeypatch.setenv("ANTHROPIC_AUTH_TOKEN", "tok")
    async with AnthropicProvider("m", base_url=loopback.base_url_anthropic) as provider:
        await collect(provider)
    assert loopback.requests[0].headers["authorization"] == "Bearer tok"


# ---------------------------------------------------------------------- errors


async def test_401_is_a_status_error_naming_the_key():
    err = await fail_with(401, kind="authentication_error")
    assert type(err) is ProviderStatusError and err.status_code == 401 and not err.retryable
    assert "ANTHROPIC_API_KEY" in str(err)
    assert isinstance(err.__cause__, anthropic.AuthenticationError)


async def test_429_is_a_rate_limit_error_with_retry_after():
    err = await fail_with(429, headers={"retry-after": "12"}, kind="rate_limit_error")
    assert isinstance(err, RateLimitError) and err.retryable and err.retry_after == 12.0
    assert "rate_limit_error" in err.body


async def test_overloaded_and_500_are_retryable():
    for status in (500, 529):
        err = await fail_with(status)
        assert type(err) is ProviderStatusError and err.status_code == status and err.retryable


async def test_error_event_inside_the_stream():
    def handler(request: httpx2.Request) -> httpx2.Response:
        return sse(("error", {"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}))

    with pytest.raises(ProviderStatusError, match="Overloaded") as info:
        await collect(mock_provider(handler))
    assert info.value.status_code == 529 and info.value.retryable


async def test_connection_refused():
    with LoopbackServer() as server:
        url = server.base_url_anthropic
    with pytest.raises(ProviderConnectionError):
        await collect(AnthropicProvider("m", base_url=url))


async def test_timeout():
    def handler(request: httpx2.Request) -> httpx2.Response:
        raise httpx2.ConnectTimeout("timed out", request=request)

    with pytest.raises(ProviderTimeoutError):
        await collect(mock_provider(handler))


async def test_dropped_stream_fails_after_its_output(loopback: LoopbackServer):
    loopback.enqueue(Reply(text="alpha beta gamma delta", drop_after=2))
    seen = []
    async with AnthropicProvider("m", base_url=loopback.base_url_anthropic) as provider:
        with pytest.raises(ProviderConnectionError):
            async for chunk in provider.stream(REQ):
                seen.append(chunk)
    assert seen == [TextDelta("alpha"), TextDelta(" beta")]


# ---------------------------------------------------------------------- cancellation


async def test_cancellation_closes_the_server_stream():
    with LoopbackServer(token_delay=0.05) as server:
        server.enqueue(" ".join(["word"] * 200))
        async with AnthropicProvider("m", base_url=server.base_url_anthropic) as provider:
            with anyio.CancelScope() as scope:
                async for _ in provider.stream(REQ):
                    scope.cancel()
            assert scope.cancelled_caught
            assert await server.await_until(lambda s: s.requests[0].end is not None)
        assert server.requests[0].outcome == "disconnected"
        assert server.requests[0].tokens_sent < 200
