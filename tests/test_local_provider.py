"""LocalProvider on the real default model: streaming, groups in one batch, sharing, errors."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import AsyncIterator
from contextlib import aclosing

import anyio
import pytest

from sot.errors import BackendError, ConfigError
from sot.providers.base import GenerationRequest, Message, StreamEnd, StreamError, TextDelta

pytestmark = [pytest.mark.anyio, pytest.mark.local_model, pytest.mark.usefixtures("shared_torch_weights")]

from sot.providers.local import LocalProvider
from tests.local_engines import ENGINES, LogitSpy, assert_same_greedy, greedy


def request(
    text: str, *, max_tokens: int = 16, prefill: str | None = None, stop=(), label: str = ""
) -> GenerationRequest:
    messages = [Message("system", "You are a concise assistant."), Message("user", text)]
    if prefill is not None:
        messages.append(Message("assistant", prefill))
    return GenerationRequest(messages=tuple(messages), max_tokens=max_tokens, stop=tuple(stop), label=label)


@pytest.fixture(params=ENGINES)
async def provider(request) -> AsyncIterator[LocalProvider]:
    """A provider of its own, on a new runtime and engine; the weights are the module's, loaded once."""
    if request.param == "llama":
        request.getfixturevalue("shared_llama_model")
    p = LocalProvider(device="cpu", engine=request.param)
    yield p
    await p.aclose()


async def collect(provider: LocalProvider, req: GenerationRequest) -> tuple[str, StreamEnd, int]:
    text, deltas, end = "", 0, None
    async for chunk in provider.stream(req):
        assert end is None, "nothing may follow StreamEnd"
        if isinstance(chunk, TextDelta):
            text += chunk.text
            deltas += 1
        else:
            end = chunk
    assert isinstance(end, StreamEnd)
    return text, end, deltas


async def test_stream_yields_deltas_then_usage(provider):
    text, end, deltas = await collect(provider, request("What is the capital of France?", max_tokens=24))
    assert "Paris" in text and deltas >= 2
    assert end.finish_reason in ("stop", "length")
    assert end.usage.prompt_tokens > 10 and 1 <= end.usage.completion_tokens <= 24


async def test_group_is_batched_and_equals_single_streams(provider):
    points = ["Sleep well", "Eat vegetables", "Move daily"]
    reqs = [
        request(f"Tips for health. Expand the point: {p}", max_tokens=12, label=f"branch:{i}:{p}")
        for i, p in enumerate(points)
    ]
    runtime = await provider.runtime()
    spy = LogitSpy(runtime.engine)
    before = runtime.engine.forward_passes
    texts = ["", "", ""]
    ends: dict[int, StreamEnd] = {}
    async for index, chunk in provider.stream_group(reqs):
        assert index not in ends
        if isinstance(chunk, TextDelta):
            texts[index] += chunk.text
        elif isinstance(chunk, StreamEnd):
            ends[index] = chunk
        else:
            pytest.fail(f"unexpected chunk {chunk!r}")
    passes = runtime.engine.forward_passes - before
    assert sorted(ends) == [0, 1, 2]
    # one pass per step for the whole group (+ prefix and suffix prefills), not one per branch
    assert passes <= max(e.usage.completion_tokens for e in ends.values()) + 2
    grouped = spy.take()
    for i, req in enumerate(reqs):
        alone, end, _ = await collect(provider, req)
        # each member streams the text its own row wrote: the same as the request alone, up
        # to where llama.cpp's batched and single-row kernels break a near tie differently
        single = spy.only()
        same = assert_same_greedy(greedy(grouped[i]), greedy(single), grouped[i], single, f"member {i}")
        if same == len(single):
            assert alone == texts[i] and end.usage == ends[i].usage
        else:
            assert end.usage.prompt_tokens == ends[i].usage.prompt_tokens


async def test_concurrent_streams_share_the_batch(provider):
    reqs = [request("Name a colour.", max_tokens=10), request("Name an animal.", max_tokens=10)]
    runtime = await provider.runtime()
    before = runtime.engine.forward_passes
    results: list = [None, None]

    async def one(i: int) -> None:
        results[i] = await collect(provider, reqs[i])

    async with anyio.create_task_group() as tg:
        for i in range(2):
            tg.start_soon(one, i)
    total = sum(r[1].usage.completion_tokens for r in results)
    assert runtime.engine.forward_passes - before < total  # rows advanced together


async def test_prefill_is_continued(provider):
    text, _, _ = await collect(provider, request("Name a fruit.", max_tokens=8, prefill="My favourite fruit is the"))
    assert text and not text.startswith("My favourite")


async def test_stop_strings_and_max_tokens(provider):
    question = "Describe the sea in two sentences."
    free, _, _ = await collect(provider, request(question, max_tokens=30))
    stop = free.split()[3]
    text, end, _ = await collect(provider, request(question, max_tokens=30, stop=(stop, "never-seen")))
    assert end.finish_reason == "stop" and text == free[: free.index(stop)]
    _, end, _ = await collect(provider, request("Write a long story.", max_tokens=5))
    assert end.finish_reason == "length" and end.usage.completion_tokens == 5


async def test_breaking_out_cancels_the_row(provider):
    runtime = await provider.runtime()
    async with aclosing(provider.stream(request("Write a long story about the sea.", max_tokens=200))) as chunks:
        async for chunk in chunks:
            assert isinstance(chunk, TextDelta)
            break
    text, _, _ = await collect(provider, request("Say hi.", max_tokens=3))
    assert text
    assert not runtime.engine.has_work() and runtime.engine.live_rows == 0


async def test_two_providers_share_weights_and_close_independently():
    a, b = LocalProvider(device="cpu"), LocalProvider(device="cpu")
    ra, rb = await a.runtime(), await b.runtime()
    assert ra is rb and ra.refs >= 2
    await a.aclose()
    text, _, _ = await collect(b, request("Say hello.", max_tokens=4))
    assert text
    await b.aclose()
    await a.aclose()  # twice is fine


async def test_bad_model_path_is_a_config_error(tmp_path):
    p = LocalProvider(str(tmp_path / "missing.gguf"))
    with pytest.raises(ConfigError, match="no such model"):
        await collect(p, request("hi"))
    got = [item async for item in p.stream_group([request("hi"), request("ho")])]
    assert [i for i, _ in got] == [0, 1] and all(isinstance(c, StreamError) for _, c in got)
    not_gguf = tmp_path / "weights.bin"
    not_gguf.write_bytes(b"x")
    with pytest.raises(ConfigError, match="not a GGUF"):
        await collect(LocalProvider(str(not_gguf)), request("hi"))


async def test_uncached_hub_id_is_not_downloaded():
    with pytest.raises(ConfigError, match="never downloads"):
        await collect(LocalProvider("sot-test-nonexistent/model-xyz", device="cpu"), request("hi"))


async def test_too_long_prompt_fails_only_its_member(provider):
    huge = request("word " * 9000, max_tokens=4)
    ok = request("Say yes.", max_tokens=4)
    got: dict[int, list] = {0: [], 1: []}
    async for index, chunk in provider.stream_group([huge, ok]):
        got[index].append(chunk)
    assert isinstance(got[0][-1], StreamError) and isinstance(got[0][-1].error, BackendError)
    assert isinstance(got[1][-1], StreamEnd)
    with pytest.raises(BackendError, match="exceeds"):
        await collect(provider, huge)


def test_importing_the_provider_does_not_import_torch():
    code = (
        "import sys, sot.providers.local, sot.providers, sot.local_backend; "
        "assert not {'torch', 'transformers', 'llama_cpp'} & set(sys.modules)"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


async def test_a_fork_by_prefill_reuses_the_running_rows_cache(provider):
    """PASTA-style: a request whose prompt is the main prompt + its text so far + a continuation."""
    runtime = await provider.runtime()
    main = request("Describe a busy harbour in a few sentences.", max_tokens=40)
    main_prompt_tokens = len(runtime.engine.encode_chat(main.messages))
    so_far = ""
    fork_text = ""
    async with aclosing(provider.stream(main)) as chunks:
        async for chunk in chunks:
            if isinstance(chunk, TextDelta):
                so_far += chunk.text
            if len(so_far) > 40:
                break
        before = runtime.engine.reused_tokens
        fork = GenerationRequest(messages=main.messages + (Message("assistant", so_far + " Meanwhile,"),), max_tokens=8)
        async for chunk in provider.stream(fork):
            if isinstance(chunk, TextDelta):
                fork_text += chunk.text
    assert fork_text
    assert runtime.engine.reused_tokens - before >= main_prompt_tokens


async def test_the_event_loop_keeps_running_during_generation(provider):
    await provider.runtime()
    ticks = 0
    done = False

    async def ticker() -> None:
        nonlocal ticks
        while not done:
            ticks += 1
            await anyio.sleep(0.005)

    async with anyio.create_task_group() as tg:
        tg.start_soon(ticker)
        _, end, _ = await collect(provider, request("Write a short poem.", max_tokens=12, label="poem"))
        done = True
    assert end.usage.completion_tokens >= 2
    assert ticks >= end.usage.completion_tokens  # the loop ran between (and during) forward passes
