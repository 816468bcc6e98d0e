"""OpenAIProvider through the real openai SDK: a loopback server and httpx2.MockTransport."""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone
from email.utils import format_datetime

import anyio
import httpx2
import openai
import pytest

from sot.errors import (
    ConfigError,
    MissingAPIKeyError,
    ProviderConnectionError,
    ProviderError,
    ProviderStatusError,
    ProviderTimeoutError,
    RateLimitError,
)
from sot.providers._remote import NO_KEY_PLACEHOLDER, parse_retry_after
from sot.providers.base import GenerationRequest, Message, StreamEnd, TextDelta
from sot.providers.openai_provider import OpenAIProvider
from tests.loopback import LoopbackServer, Reply

pytestmark = pytest.mark.anyio

REQ = GenerationRequest(
    messages=(Message("system", "Be brief."), Message("user", "Name three colours")),
    max_tokens=20,
    temperature=0.3,
    stop=("\n\n", "END"),
)


@pytest.fixture(autouse=True)
def _clean_env(monkeypatch):
    for var in ("OPENAI_API_KEY", "OPENAI_BASE_URL"):
        monkeypatch.delenv(var, raising=False)


async def collect(provider, request=REQ):
    return [chunk async for chunk in provider.stream(request)]


def mock_provider(handler, **kwargs) -> OpenAIProvider:
    client = httpx2.AsyncClient(transport=httpx2.MockTransport(handler))
    return OpenAIProvider("gpt-test", api_key="sk-test", http_client=client, **kwargs)


async def fail_with(status: int, headers: dict | None = None, body: dict | None = None):
    def handler(request: httpx2.Request) -> httpx2.Response:
        return httpx2.Response(status, headers=headers or {}, json=body or {"error": {"message": "nope"}})

    provider = mock_provider(handler)
    with pytest.raises(ProviderError) as info:
        await collect(provider)
    return info.value


# ---------------------------------------------------------------------- streaming


async def test_streams_text_then_usage(loopback: LoopbackServer):
    loopback.enqueue("Red, green and blue.")
    async with OpenAIProvider("m", base_url=loopback.base_url_openai) as provider:
        chunks = await collect(provider)
    assert all(isinstance(c, TextDelta) for c in chunks[:-1])
    assert "".join(c.text for c in chunks[:-1]) == "Red, green and blue."
    end = chunks[-1]
    assert isinstance(end, StreamEnd)
    assert end.finish_reason == "stop"
    assert end.usage.completion_tokens == 4
    assert end.usage.prompt_tokens == 5  # "Be brief." + "Name three colours", in words


async def test_request_is_mapped_to_sdk_arguments(loopback: LoopbackServer):
    async with OpenAIProvider("my-model", base_url=loopback.base_url_openai) as provider:
        await collect(provider)
    body = loopback.requests[0].body
    assert body["model"] == "my-model"
    assert body["messages"] == [
        {"role": "system", "content": "Be brief."},
        {"role": "user", "content": "Name three colours"},
    ]
    assert body["max_tokens"] == 20  # compatible servers get max_tokens
    assert body["temperature"] == 0.3
    assert body["stop"] == ["END"]  # "\n\n" is matched here, after the reply's leading whitespace
    assert body["stream"] is True
    assert body["stream_options"] == {"include_usage": True}


async def test_prefill_for_compatible_servers(loopback: LoopbackServer, monkeypatch):
    # llama.cpp continues a final assistant message and repeats it at the start of its reply
    loopback.enqueue("2. Arrive early: Leave with time to spare.")
    req = GenerationRequest(messages=(Message("user", "Tips?"), Message("assistant", "2. Arrive early:")))
    async with OpenAIProvider("m", base_url=loopback.base_url_openai, prefill=True) as provider:
        assert provider.supports_prefill
        chunks = await collect(provider, req)
    body = loopback.requests[0].body
    assert body["messages"][-1] == {"role": "assistant", "content": "2. Arrive early:"}
    assert body["continue_final_message"] is True and body["add_generation_prompt"] is False  # vLLM's flags
    assert "".join(c.text for c in chunks[:-1]) == " Leave with time to spare."

    monkeypatch.setenv("SOT_OPENAI_PREFILL", "1")
    assert OpenAIProvider("m", base_url=loopback.base_url_openai).supports_prefill
    monkeypatch.delenv("SOT_OPENAI_PREFILL")
    assert not OpenAIProvider("m", base_url=loopback.base_url_openai).supports_prefill  # off by default
    with pytest.raises(ConfigError, match="api.openai.com does not continue"):
        OpenAIProvider("gpt-test", api_key="sk-test", prefill=True)


async def test_official_host_gets_max_completion_tokens():
    seen = {}

    def handler(request: httpx2.Request) -> httpx2.Response:
        seen.update(json.loads(request.content))
        seen["auth"] = request.headers["authorization"]
        seen["url"] = str(request.url)
        return httpx2.Response(200, headers={"content-type": "text/event-stream"}, content=b"data: [DONE]\n\n")

    chunks = await collect(mock_provider(handler))
    assert seen["max_completion_tokens"] == 20 and "max_tokens" not in seen
    assert seen["auth"] == "Bearer sk-test"
    assert seen["url"] == "https://api.openai.com/v1/chat/completions"
    assert chunks == [StreamEnd()]


async def test_max_tokens_gives_length_finish(loopback: LoopbackServer):
    loopback.enqueue("one two three four five six")
    req = GenerationRequest(messages=(Message("user", "count"),), max_tokens=3)
    async with OpenAIProvider("m", base_url=loopback.base_url_openai) as provider:
        chunks = await collect(provider, req)
    assert "".join(c.text for c in chunks if isinstance(c, TextDelta)) == "one two three"
    assert chunks[-1].finish_reason == "length"


async def test_prefill_is_sent_as_final_assistant_message(loopback: LoopbackServer):
    req = GenerationRequest(messages=(Message("user", "List"), Message("assistant", "1.")))
    async with OpenAIProvider("m", base_url=loopback.base_url_openai) as provider:
        await collect(provider, req)
    assert loopback.requests[0].body["messages"][-1] == {"role": "assistant", "content": "1."}


# ---------------------------------------------------------------------- keys and endpoints


def test_missing_key_names_the_variable():
    with pytest.raises(MissingAPIKeyError) as info:
        OpenAIProvider("gpt-4o-mini")
    assert "OPENAI_API_KEY" in str(info.value)
    assert info.value.exit_code == 2


def test_official_base_url_still_needs_a_key():
    with pytest.raises(MissingAPIKeyError):
        OpenAIProvider("gpt-4o-mini", base_url="https://api.openai.com/v1")


async def test_local_base_url_needs_no_key(loopback: LoopbackServer):
    async with OpenAIProvider("m", base_url=loopback.base_url_openai) as provider:
        await collect(provider)
    assert loopback.requests[0].headers["authorization"] == f"Bearer {NO_KEY_PLACEHOLDER}"


async def test_environment_gives_key_and_base_url(loopback: LoopbackServer, monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-env")
    monkeypatch.setenv("OPENAI_BASE_URL", loopback.base_url_openai)
    async with OpenAIProvider("m") as provider:
        assert provider.base_url == loopback.base_url_openai
        await collect(provider)
    assert loopback.requests[0].headers["authorization"] == "Bearer sk-env"


# ---------------------------------------------------------------------- errors


async def test_401_is_a_status_error_naming_the_key():
    err = await fail_with(401, body={"error": {"message": "Incorrect API key provided"}})
    assert type(err) is ProviderStatusError
    assert err.status_code == 401 and not err.retryable
    assert "Incorrect API key provided" in str(err) and "OPENAI_API_KEY" in str(err)
    assert isinstance(err.__cause__, openai.AuthenticationError)


async def test_429_is_a_rate_limit_error_with_retry_after():
    err = await fail_with(429, headers={"retry-after": "7"}, body={"error": {"message": "slow down"}})
    assert isinstance(err, RateLimitError)
    assert err.status_code == 429 and err.retryable and err.retry_after == 7.0
    assert "slow down" in err.body


async def test_retry_after_ms_and_http_date():
    err = await fail_with(429, headers={"retry-after-ms": "1500"})
    assert err.retry_after == 1.5
    now = datetime(2030, 1, 1, tzinfo=timezone.utc)
    header = {"retry-after": format_datetime(now + timedelta(seconds=30), usegmt=True)}
    assert parse_retry_after(header, now=now.timestamp()) == 30.0
    assert parse_retry_after({"retry-after": "soon"}) is None


async def test_500_is_retryable():
    err = await fail_with(500)
    assert type(err) is ProviderStatusError and err.status_code == 500 and err.retryable
    assert err.retry_after is None


async def test_connection_refused():
    with anyio.fail_after(10):  # guards the test, asserts nothing about speed
        with LoopbackServer() as server:
            url = server.base_url_openai
        provider = OpenAIProvider("m", base_url=url)  # the port is closed now
        with pytest.raises(ProviderConnectionError) as info:
            await collect(provider)
    assert info.value.retryable
    assert isinstance(info.value.__cause__, openai.APIConnectionError)


async def test_timeout():
    def handler(request: httpx2.Request) -> httpx2.Response:
        raise httpx2.ReadTimeout("timed out", request=request)

    with pytest.raises(ProviderTimeoutError) as info:
        await collect(mock_provider(handler))
    assert info.value.retryable
    assert isinstance(info.value.__cause__, openai.APITimeoutError)


async def test_error_inside_the_stream():
    def handler(request: httpx2.Request) -> httpx2.Response:
        content = b'data: {"error": {"message": "model crashed"}}\n\n'
        return httpx2.Response(200, headers={"content-type": "text/event-stream"}, content=content)

    with pytest.raises(ProviderError, match="model crashed"):
        await collect(mock_provider(handler))


async def test_dropped_stream_fails_after_its_output(loopback: LoopbackServer):
    loopback.enqueue(Reply(text="alpha beta gamma delta", drop_after=2))
    seen = []
    async with OpenAIProvider("m", base_url=loopback.base_url_openai) as provider:
        with pytest.raises(ProviderConnectionError):
            async for chunk in provider.stream(REQ):
                seen.append(chunk)
    assert seen == [TextDelta("alpha"), TextDelta(" beta")]


# ---------------------------------------------------------------------- cancellation


async def test_cancellation_closes_the_server_stream():
    with LoopbackServer(token_delay=0.05) as server:
        server.enqueue(" ".join(["word"] * 200))
        async with OpenAIProvider("m", base_url=server.base_url_openai) as provider:
            got = []
            with anyio.CancelScope() as scope:
                async for chunk in provider.stream(REQ):
                    got.append(chunk)
                    scope.cancel()
            assert scope.cancelled_caught and len(got) == 1
            assert await server.await_until(lambda s: s.requests[0].end is not None)
        record = server.requests[0]
        assert record.outcome == "disconnected"
        assert record.tokens_sent < 200


async def test_closing_the_generator_closes_the_server_stream():
    with LoopbackServer(token_delay=0.05) as server:
        server.enqueue(" ".join(["word"] * 200))
        async with OpenAIProvider("m", base_url=server.base_url_openai) as provider:
            stream = provider.stream(REQ)
            assert await anext(stream) == TextDelta("word")
            await stream.aclose()
            assert await server.await_until(lambda s: s.requests[0].end is not None)
        assert server.requests[0].outcome == "disconnected"
