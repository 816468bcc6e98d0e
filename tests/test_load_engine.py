"""The load an engine tells about itself (its Prometheus ``/metrics``), read for auto's cost model."""

from __future__ import annotations

import pytest

from sot.providers import load as engine
from sot.providers.base import BackendLoad
from sot.providers.fake import FakeProvider
from sot.providers.wrappers import wrap

pytestmark = pytest.mark.anyio

VLLM = """# HELP vllm:num_requests_running Number of requests currently running on GPU.
# TYPE vllm:num_requests_running gauge
vllm:num_requests_running{model_name="qwen"} 12.0
vllm:num_requests_waiting{model_name="qwen"} 3.0
vllm:gpu_cache_usage_perc{model_name="qwen"} 0.4
"""
SGLANG = 'sglang:num_running_reqs{model_name="m", engine type="unified"} 7\nsglang:num_queue_reqs{model_name="m"} 0\n'
LLAMA = "llamacpp:requests_processing 4\nllamacpp:requests_deferred 2\n"


def test_the_engines_metrics_pages_are_read():
    assert engine.parse_metrics(VLLM) == BackendLoad(running=12, waiting=3)
    assert engine.parse_metrics(SGLANG) == BackendLoad(running=7, waiting=0)
    assert engine.parse_metrics(LLAMA) == BackendLoad(running=4, waiting=2)
    assert engine.parse_metrics("process_cpu_seconds_total 3.0\n") is None


def test_the_metrics_page_is_found_beside_the_api_and_never_on_a_hosted_one():
    assert engine._metrics_url("http://127.0.0.1:8000/v1") == "http://127.0.0.1:8000/metrics"
    assert engine._metrics_url("http://gpu:30000/v1/") == "http://gpu:30000/metrics"
    assert engine._metrics_url("https://api.openai.com/v1") is None


async def test_the_reading_is_cached_and_a_provider_without_a_server_has_none(monkeypatch):
    assert await engine.engine_load(wrap(FakeProvider())) is None
    fake = FakeProvider()
    fake.base_url = "http://127.0.0.1:9/v1"  # type: ignore[attr-defined]
    calls = []

    class Response:
        status_code = 200
        text = VLLM

    class Client:
        def __init__(self, **kwargs) -> None:
            pass

        async def __aenter__(self):
            return self

        async def __aexit__(self, *exc) -> None:
            pass

        async def get(self, url: str) -> Response:
            calls.append(url)
            return Response()

    import httpx2

    monkeypatch.setattr(httpx2, "AsyncClient", Client)
    monkeypatch.setattr(engine, "_cache", {})
    wrapped = wrap(fake)
    assert await engine.engine_load(wrapped, now=100.0) == BackendLoad(running=12, waiting=3)
    assert await engine.engine_load(wrapped, now=100.5) == BackendLoad(running=12, waiting=3)
    assert calls == ["http://127.0.0.1:9/metrics"]  # read once within FRESH_S
    await engine.engine_load(wrapped, now=102.0)
    assert len(calls) == 2

    from sot.orchestrator.routing.cost import decide
    from sot.providers.base import Speed

    gpu = Speed(first_token_s=0.0, decode_tok_s=400.0, prefill_tok_s=20000.0, step_ratio={16: 1.5})
    fake._speed = gpu  # type: ignore[attr-defined]
    verdict = await decide(wrap(fake, concurrency=16), "sot", "What are good ways to improve my sleep?")
    assert verdict.predicted is not None and verdict.predicted["running"] == 12
