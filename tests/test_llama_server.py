"""OpenAIProvider and AnthropicProvider against a real llama-server (SmolLM2-135M on loopback)."""

from __future__ import annotations

import pytest

from sot.providers.anthropic_provider import AnthropicProvider
from sot.providers.base import GenerationRequest, Message, StreamEnd, StreamError, TextDelta
from sot.providers.openai_provider import OpenAIProvider
from sot.providers.wrappers import wrap

pytestmark = [pytest.mark.anyio, pytest.mark.llama_server]

QUESTION = GenerationRequest(
    messages=(Message("system", "You are a helpful assistant."), Message("user", "What is the capital of France?")),
    max_tokens=24,
    temperature=0.0,
)


@pytest.fixture(autouse=True)
def _no_keys(monkeypatch):
    for var in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "ANTHROPIC_API_KEY", "ANTHROPIC_AUTH_TOKEN", "ANTHROPIC_BASE_URL"):
        monkeypatch.delenv(var, raising=False)


def check_stream(chunks: list, max_tokens: int) -> str:
    deltas = [c for c in chunks if isinstance(c, TextDelta)]
    assert len(deltas) >= 2, chunks  # streamed, not one block
    assert isinstance(chunks[-1], StreamEnd) and all(isinstance(c, TextDelta) for c in chunks[:-1])
    end = chunks[-1]
    assert end.finish_reason in ("stop", "length")
    assert end.usage.prompt_tokens > 0 and 0 < end.usage.completion_tokens <= max_tokens
    text = "".join(d.text for d in deltas)
    assert text.strip()
    return text


async def test_openai_provider_streams_from_llama_server(llama_server):
    async with OpenAIProvider("smollm2", base_url=llama_server.base_url_openai) as provider:
        chunks = [c async for c in provider.stream(QUESTION)]
    text = check_stream(chunks, QUESTION.max_tokens)
    assert "paris" in text.lower()


async def test_anthropic_provider_streams_from_llama_server(llama_server):
    async with AnthropicProvider("smollm2", base_url=llama_server.base_url_anthropic) as provider:
        chunks = [c async for c in provider.stream(QUESTION)]
    text = check_stream(chunks, QUESTION.max_tokens)
    assert "paris" in text.lower()


async def test_max_tokens_is_honoured(llama_server):
    request = GenerationRequest(messages=(Message("user", "Write a long story about a dragon."),), max_tokens=5)
    async with OpenAIProvider("smollm2", base_url=llama_server.base_url_openai) as provider:
        chunks = [c async for c in provider.stream(request)]
    assert chunks[-1].finish_reason == "length"
    assert chunks[-1].usage.completion_tokens == 5


async def test_group_of_branches_through_wrappers(llama_server):
    topics = ["apples", "rivers", "music"]
    requests = [
        GenerationRequest(messages=(Message("user", f"Say one short sentence about {t}."),), max_tokens=16)
        for t in topics
    ]
    async with wrap(OpenAIProvider("smollm2", base_url=llama_server.base_url_openai), concurrency=4) as provider:
        ends = {}
        texts = {i: "" for i in range(len(requests))}
        async for index, chunk in provider.stream_group(requests):
            assert not isinstance(chunk, StreamError), chunk
            if isinstance(chunk, TextDelta):
                texts[index] += chunk.text
            else:
                ends[index] = chunk
    assert sorted(ends) == [0, 1, 2]
    assert all(t.strip() for t in texts.values())
