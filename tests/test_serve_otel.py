"""The gateway's traces (``sot serve --otel``): a span per chat request that continues the
caller's ``traceparent``, the ask's span under it, the model calls' under that; in process
with the SDK's in-memory exporter, and once as ``sot serve --otel`` exporting to the console."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

pytest.importorskip("starlette")
pytest.importorskip("opentelemetry.sdk")

from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import SpanKind

from sot.orchestrator.tracing import Tracing
from sot.serve import Gateway, ServeConfig, create_app

pytestmark = pytest.mark.anyio

#: a caller's trace: version 00, trace id, parent span id, sampled
TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736"
PARENT_ID = "00f067aa0ba902b7"
TRACEPARENT = f"00-{TRACE_ID}-{PARENT_ID}-01"
BODY = {"model": "fake", "messages": [{"role": "user", "content": "Give me 5 tips to sleep better."}]}


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


async def test_a_request_continues_the_callers_trace_and_holds_the_ask():
    spans = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(spans))
    gateway = Gateway(ServeConfig(default_model="fake", mode="sot"))
    gateway.tracing = Tracing(provider)  # what --otel sets up, with the spans kept in memory
    app = create_app(gateway)
    await gateway.start()
    try:
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1") as client:
            answer = await client.post("/v1/chat/completions", json=BODY, headers={"traceparent": TRACEPARENT})
            assert answer.status_code == 200, answer.text
            assert (await client.get("/health")).status_code == 200
            unknown = await client.post("/v1/chat/completions", json={**BODY, "model": "nope"})
            assert unknown.status_code == 404
    finally:
        await gateway.aclose()

    finished = list(spans.get_finished_spans())
    servers = [s for s in finished if s.kind is SpanKind.SERVER]
    assert [s.name for s in servers] == ["POST /v1/chat/completions"] * 2  # /health is not traced
    server, refused = servers
    assert f"{server.context.trace_id:032x}" == TRACE_ID
    assert server.parent is not None and f"{server.parent.span_id:016x}" == PARENT_ID and server.parent.is_remote
    assert server.attributes["http.response.status_code"] == 200
    assert (
        refused.attributes["http.response.status_code"] == 404 and refused.context.trace_id != server.context.trace_id
    )

    (ask,) = [s for s in finished if s.attributes.get("gen_ai.operation.name") == "invoke_workflow"]
    assert ask.parent is not None and ask.parent.span_id == server.context.span_id
    assert ask.attributes["sot.mode"] == "sot" and ask.attributes["sot.ending.status"] == "complete"
    calls = [s for s in finished if s.attributes.get("gen_ai.operation.name") == "chat"]
    assert len(calls) == 5 and all(c.parent.span_id == ask.context.span_id for c in calls)
    assert {s.context.trace_id for s in [ask, *calls]} == {server.context.trace_id}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_sot_serve_otel_exports_one_trace_per_ask_in_the_callers_trace(tmp_path: Path):
    port = _free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OTEL_", "SOT_", "OPENAI_", "ANTHROPIC_"))}
    env.update(OTEL_TRACES_EXPORTER="console", OTEL_METRICS_EXPORTER="none", OTEL_SERVICE_NAME="sot-gateway")
    log = tmp_path / "serve.log"
    cmd = [sys.executable, "-m", "sot", "serve", "--otel", "-m", "fake", "--mode", "sot", "--port", str(port)]
    with open(log, "w") as out:
        proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT, env=env)
        try:
            url = f"http://127.0.0.1:{port}"
            deadline = time.monotonic() + 60
            while True:
                assert proc.poll() is None, log.read_text()
                try:
                    if httpx.get(f"{url}/health", timeout=1).status_code == 200:
                        break
                except httpx.HTTPError:
                    pass
                assert time.monotonic() < deadline, log.read_text()
                time.sleep(0.1)
            answer = httpx.post(
                f"{url}/v1/chat/completions", json=BODY, headers={"traceparent": TRACEPARENT}, timeout=30
            )
            assert answer.status_code == 200, answer.text
        finally:
            proc.send_signal(signal.SIGTERM)
            proc.wait(timeout=60)
    text = log.read_text()
    decoder, spans, at = json.JSONDecoder(), [], 0
    while (at := text.find("{\n", at)) >= 0:  # the console exporter's spans, one JSON object each
        span, end = decoder.raw_decode(text, at)
        spans.append(span)
        at = end
    assert {s["context"]["trace_id"] for s in spans} == {f"0x{TRACE_ID}"}, text[-3000:]
    names = sorted(s["name"] for s in spans)
    assert names == sorted(
        ["POST /v1/chat/completions", "invoke_workflow sot", "chat fake plan:sot"]
        + [f"chat fake branch:{i}" for i in range(4)]
    )
    assert all(s["resource"]["attributes"]["service.name"] == "sot-gateway" for s in spans)
