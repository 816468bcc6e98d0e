"""What is Anthropic's own in AnthropicProvider, through the real anthropic SDK: the request
body, no sampling fields for api.anthropic.com, usage from message_start and message_delta,
system messages and the stripped prefill, ``ANTHROPIC_AUTH_TOKEN``. What every provider shares
(streaming, limits, stops, errors, retry flags, cancellation, keys) is checked in
``test_provider_conformance.py``."""

from __future__ import annotations

import json

import httpx2
import pytest

from sot.providers.anthropic_provider import AnthropicProvider, to_anthropic_messages
from sot.providers.base import GenerationRequest, Message, StreamEnd, TextDelta, Usage
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


async def test_request_is_mapped_to_sdk_arguments(loopback: LoopbackServer):
    async with AnthropicProvider("my-model", base_url=loopback.base_url_anthropic) as provider:
        await collect(provider)
    assert loopback.requests[0].path == "/v1/messages"
    body = loopback.requests[0].body
    assert body["model"] == "my-model"
    assert body["system"] == "Be brief."
    assert body["messages"] == [{"role": "user", "content": "Name three colours"}]
    assert body["max_tokens"] == 20
    assert body["stop_sequences"] == ["END"]  # "\n\n" is matched here, after the reply's leading whitespace
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


async def test_auth_token_is_accepted(loopback: LoopbackServer, monkeypatch):
    monkeypatch.setenv("ANTHROPIC_AUTH_TOKEN", "tok")
    async with AnthropicProvider("m", base_url=loopback.base_url_anthropic) as provider:
        await collect(provider)
    assert loopback.requests[0].headers["authorization"] == "Bearer tok"


async def test_every_request_of_an_ask_of_any_kind_carries_its_routing_key(loopback: LoopbackServer, monkeypatch):
    from tests.loopback_asks import asks_of_every_kind, routing_keys

    monkeypatch.setenv("ANTHROPIC_BASE_URL", loopback.base_url_anthropic)  # where the llm: router's model is
    async with AnthropicProvider("my-model", base_url=loopback.base_url_anthropic) as provider:
        asks = await asks_of_every_kind(provider, loopback, router="llm:anthropic:my-model")
    assert {r.api for records in asks.values() for r in records} == {"anthropic"}
    assert any("QUESTION>>>" in r.user_text for r in asks["auto"])  # the llm: router's own call
    assert any("MESSAGE>>>" in r.user_text for r in asks["escalation"])  # the escalation check
    assert all(len(records) >= 3 for records in asks.values())  # and a plan and its points in each
    keys = [routing_keys(records) for records in asks.values()]
    assert all(len(k) == 1 and None not in k for k in keys), keys  # one key per ask, on every request
    assert len(set.union(*keys)) == len(asks)  # and another for each ask


async def test_routing_headers_name_other_headers_or_none(loopback: LoopbackServer):
    import sot

    for option in ("X-Replica-Key", ()):
        async with AnthropicProvider("m", base_url=loopback.base_url_anthropic, routing_headers=option) as provider:
            await sot.orchestrate("Hello?", provider=provider, mode="direct")
    named, none = (set(r.headers) for r in loopback.requests)
    assert "x-replica-key" in named and "x-smg-routing-key" not in named
    assert not {"x-replica-key", "x-smg-routing-key", "x-session-id"} & none
