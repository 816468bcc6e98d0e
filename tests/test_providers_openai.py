"""What is OpenAI's own in OpenAIProvider, through the real openai SDK: the request body, prefill
for compatible servers, ``max_completion_tokens`` for api.openai.com. What every provider shares
(streaming, limits, stops, errors, retry flags, cancellation, keys) is checked in
``test_provider_conformance.py``."""

from __future__ import annotations

import json

import httpx2
import pytest

from sot.errors import ConfigError
from sot.providers.base import GenerationRequest, Message, StreamEnd
from sot.providers.openai_provider import OpenAIProvider
from tests.loopback import LoopbackServer

pytestmark = pytest.mark.anyio

REQ = GenerationRequest(
    messages=(Message("system", "Be brief."), Message("user", "Name three colours")),
    max_tokens=20,
    temperature=0.3,
    stop=("\n\n", "END"),
)


@pytest.fixture(autouse=True)
def _clean_env(monkeypatch):
    for var in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "SOT_OPENAI_PREFILL"):
        monkeypatch.delenv(var, raising=False)


async def collect(provider, request=REQ):
    return [chunk async for chunk in provider.stream(request)]


def mock_provider(handler, **kwargs) -> OpenAIProvider:
    client = httpx2.AsyncClient(transport=httpx2.MockTransport(handler))
    return OpenAIProvider("gpt-test", api_key="sk-test", http_client=client, **kwargs)


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


async def test_prefill_is_sent_as_final_assistant_message(loopback: LoopbackServer):
    req = GenerationRequest(messages=(Message("user", "List"), Message("assistant", "1.")))
    async with OpenAIProvider("m", base_url=loopback.base_url_openai) as provider:
        await collect(provider, req)
    assert loopback.requests[0].body["messages"][-1] == {"role": "assistant", "content": "1."}


async def test_every_request_of_an_ask_carries_one_routing_key(loopback: LoopbackServer):
    import sot

    async with OpenAIProvider("my-model", base_url=loopback.base_url_openai) as provider:
        await sot.orchestrate("Give me tips for sleeping well.", provider=provider, mode="sot")
        first = list(loopback.requests)
        await sot.orchestrate("Give me tips for eating well.", provider=provider, mode="sot")
        second = loopback.requests[len(first) :]
    assert len(first) >= 2 and second  # the plan and what followed it, in each ask
    for records in (first, second):
        keys = {r.headers.get("x-smg-routing-key") for r in records}
        sessions = {r.headers.get("x-session-id") for r in records}
        assert len(keys) == 1 and None not in keys and keys == sessions  # SGLang's and vLLM's headers
    assert keys != {first[0].headers.get("x-smg-routing-key")}  # a new ask, a new key
    async with OpenAIProvider(
        "my-model", base_url=loopback.base_url_openai, routing_headers="X-Replica-Key"
    ) as provider:
        await sot.orchestrate("Hello?", provider=provider, mode="direct")
    assert "x-replica-key" in loopback.requests[-1].headers and "x-smg-routing-key" not in loopback.requests[-1].headers


async def test_every_request_of_an_ask_of_any_kind_carries_its_routing_key(loopback: LoopbackServer, monkeypatch):
    from tests.loopback_asks import asks_of_every_kind, routing_keys

    monkeypatch.setenv("OPENAI_BASE_URL", loopback.base_url_openai)  # where the llm: router's model is
    # probe=False: auto prices the server as independent streams (unprobed, a self-hosted
    # server is answered directly), so its ask has a plan and points to carry the key
    async with OpenAIProvider("my-model", base_url=loopback.base_url_openai, probe=False) as provider:
        asks = await asks_of_every_kind(provider, loopback, router="llm:openai:my-model")
    assert any("QUESTION>>>" in r.user_text for r in asks["auto"])  # the llm: router's own call
    assert any("MESSAGE>>>" in r.user_text for r in asks["escalation"])  # the escalation check
    assert all(len(records) >= 3 for records in asks.values())  # and a plan and its points in each
    keys = [routing_keys(records) for records in asks.values()]
    assert all(len(k) == 1 and None not in k for k in keys), keys  # one key per ask, on every request
    assert len(set.union(*keys)) == len(asks)  # and another for each ask
