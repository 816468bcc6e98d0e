"""OpenTelemetry traces and metrics of asks (sot.orchestrator.tracing), read from the SDK's
in-memory exporter and metric reader: the span tree of an ask, its attributes, parent links,
the histograms, the text recorded only when asked for, and nothing at all (not even an import
of OpenTelemetry) with tracing off."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

pytest.importorskip("opentelemetry.sdk")

from opentelemetry.sdk.metrics import MeterProvider
from opentelemetry.sdk.metrics.export import InMemoryMetricReader
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import SpanKind, StatusCode

import sot
from sot.errors import ConfigError, ProviderStatusError
from sot.orchestrator.tracing import CONTENT_VAR, ENV_VAR, TracedProvider, Tracing, tracing_of
from sot.providers.fake import FakeProvider, FakeReply

ROOT = Path(__file__).resolve().parents[1]
QUESTION = "Give me 5 tips to sleep better."


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


class Recorded:
    """A tracer provider and a meter provider whose spans and points stay in memory."""

    def __init__(self, *, content: bool | None = None) -> None:
        self.spans = InMemorySpanExporter()
        self.tracer_provider = TracerProvider()
        self.tracer_provider.add_span_processor(SimpleSpanProcessor(self.spans))
        self.reader = InMemoryMetricReader()
        self.meter_provider = MeterProvider(metric_readers=[self.reader])
        self.tracing = Tracing(self.tracer_provider, self.meter_provider, content=content)

    def finished(self) -> list[ReadableSpan]:
        return list(self.spans.get_finished_spans())

    def root(self) -> ReadableSpan:
        (root,) = [s for s in self.finished() if s.attributes.get("gen_ai.operation.name") == "invoke_workflow"]
        return root

    def calls(self) -> list[ReadableSpan]:
        return [s for s in self.finished() if s.attributes.get("gen_ai.operation.name") == "chat"]

    def points(self) -> dict[str, list]:
        """Each histogram's data points, by metric name."""
        out: dict[str, list] = {}
        data = self.reader.get_metrics_data()
        for resource in data.resource_metrics if data else ():
            for scope in resource.scope_metrics:
                for metric in scope.metrics:
                    out.setdefault(metric.name, []).extend(metric.data.data_points)
        return out


def run(recorded: Recorded, provider=None, **options):
    with sot.Client(provider=provider or FakeProvider(), tracing=recorded.tracing) as client:
        return client.run_sync(QUESTION, **options)


def test_a_sot_ask_is_one_trace_a_root_with_the_plan_and_every_point_as_its_children():
    recorded = Recorded()
    result = run(recorded, FakeProvider(token_delay=0.002), mode="sot")
    assert result.mode == "sot" and len(result.branches) == 4

    root, calls = recorded.root(), recorded.calls()
    assert root.parent is None and root.kind is SpanKind.INTERNAL
    assert root.name == "invoke_workflow sot"
    assert {s.context.trace_id for s in recorded.finished()} == {root.context.trace_id}  # one trace
    assert len(recorded.finished()) == 1 + 1 + 4  # the ask, its plan, its four points
    assert all(c.parent is not None and c.parent.span_id == root.context.span_id for c in calls)
    assert all(c.kind is SpanKind.CLIENT for c in calls)

    by_purpose = sorted(str(c.attributes["sot.call.purpose"]) for c in calls)
    assert by_purpose == ["branch"] * 4 + ["skeleton"]
    branches = sorted((c for c in calls if c.attributes["sot.call.purpose"] == "branch"), key=lambda c: c.name)
    assert [c.attributes["sot.branch.index"] for c in branches] == [0, 1, 2, 3]
    assert [c.name for c in branches] == [f"chat fake branch:{i}" for i in range(4)]
    # siblings that ran at once: each point's span began before every other one ended
    assert max(c.start_time for c in branches) < min(c.end_time for c in branches)

    a = root.attributes
    assert a["sot.mode"] == "sot" and a["sot.mode.requested"] == "sot"
    assert a["sot.branch.count"] == 4 and a["sot.ending.status"] == "complete"
    assert a["gen_ai.workflow.name"] == "sot" and a["gen_ai.provider.name"] == "fake"
    assert a["gen_ai.usage.output_tokens"] == result.usage.completion_tokens
    assert a["gen_ai.usage.input_tokens"] == result.usage.prompt_tokens
    assert tuple(a["gen_ai.response.finish_reasons"]) == ("stop",)


def test_pasta_s_main_text_and_its_promises_are_calls_of_the_ask():
    recorded = Recorded()
    result = run(recorded, mode="pasta")
    assert result.mode == "pasta" and len(result.branches) == 2
    root, calls = recorded.root(), recorded.calls()
    assert sorted(str(c.attributes["sot.call.purpose"]) for c in calls) == ["branch", "branch", "pasta"]
    assert {c.name for c in calls} == {"chat fake plan:pasta", "chat fake branch:0", "chat fake branch:1"}
    assert all(c.parent.span_id == root.context.span_id for c in calls)
    assert root.attributes["sot.mode"] == "pasta" and root.attributes["sot.branch.count"] == 2


def test_a_model_calls_span_has_the_genai_attributes():
    recorded = Recorded()
    result = run(recorded, mode="sot", max_tokens=111, temperature=0.3, seed=7)
    plan = next(c for c in recorded.calls() if c.attributes["sot.call.purpose"] == "skeleton")
    point = next(c for c in recorded.calls() if c.attributes.get("sot.branch.index") == 2)
    a = point.attributes
    assert a["gen_ai.operation.name"] == "chat"
    assert a["gen_ai.provider.name"] == "fake"
    assert a["gen_ai.request.model"] == "fake" and a["gen_ai.response.model"] == "fake"
    assert a["gen_ai.request.temperature"] == 0.3 and a["gen_ai.request.seed"] == 7
    assert a["gen_ai.request.max_tokens"] == 111
    assert a["sot.mode"] == "sot" and len(str(a["sot.ask.id"])) == 32
    assert tuple(a["gen_ai.response.finish_reasons"]) == ("stop",)
    assert a["gen_ai.usage.output_tokens"] == result.branches[2].completion_tokens > 0
    assert a["gen_ai.usage.input_tokens"] > 0
    assert a["gen_ai.response.time_to_first_chunk"] >= 0
    assert plan.name == "chat fake plan:sot"
    total = sum(int(c.attributes["gen_ai.usage.output_tokens"]) for c in recorded.calls())
    assert total == result.usage.completion_tokens


def test_calls_are_measured_in_the_genai_histograms():
    recorded = Recorded()
    result = run(recorded, mode="sot")
    points = recorded.points()
    (duration,) = points["gen_ai.client.operation.duration"]
    assert duration.count == 5 and duration.sum > 0  # the plan and four points
    assert duration.attributes["gen_ai.operation.name"] == "chat"
    assert duration.attributes["gen_ai.provider.name"] == "fake"
    tokens = {p.attributes["gen_ai.token.type"]: p for p in points["gen_ai.client.token.usage"]}
    assert tokens["output"].sum == result.usage.completion_tokens and tokens["output"].count == 5
    assert tokens["input"].sum == result.usage.prompt_tokens


def test_prompts_and_answers_are_recorded_only_when_asked_for(monkeypatch):
    monkeypatch.delenv(CONTENT_VAR, raising=False)
    quiet = Recorded()
    run(quiet, mode="sot")
    for span in quiet.finished():
        text = json.dumps(dict(span.attributes))
        assert "sleep" not in text and "Background" not in text  # neither the question nor a topic
        assert "gen_ai.input.messages" not in span.attributes and "gen_ai.output.messages" not in span.attributes

    monkeypatch.setenv(CONTENT_VAR, "true")  # the conventions' switch
    told = Recorded()
    result = run(told, mode="sot")
    root = told.root()
    assert json.loads(str(root.attributes["gen_ai.input.messages"]))[-1]["parts"][0]["content"] == QUESTION
    assert json.loads(str(root.attributes["gen_ai.output.messages"]))[0]["parts"][0]["content"] == result.answer
    point = next(c for c in told.calls() if c.attributes.get("sot.branch.index") == 0)
    assert point.attributes["sot.branch.topic"] == "Background"
    output = json.loads(str(point.attributes["gen_ai.output.messages"]))[0]
    assert output["parts"][0]["content"] == result.branches[0].text and output["finish_reason"] == "stop"
    assert Recorded(content=False).tracing.content is False  # the option wins over the variable


def test_auto_records_the_route_and_its_reason():
    recorded = Recorded()
    result = run(recorded, mode="auto", router="sot")
    a = recorded.root().attributes
    assert a["sot.mode.requested"] == "auto" and a["sot.mode"] == result.mode == "sot"
    assert a["sot.route.mode"] == "sot" and a["sot.route.router"] == "template"
    assert "sot" in str(a["sot.route.reason"]) and a["sot.route.reason"] == result.route.reason


def test_a_template_and_its_version_are_on_the_ask_and_the_escalation_check_is_a_call():
    recorded = Recorded()
    result = run(recorded, template="support-billing", variables={"company": "Acme"})
    root = recorded.root()
    a = root.attributes
    assert result.template == "support-billing"
    assert a["sot.template"] == "support-billing" and a["gen_ai.prompt.name"] == "support-billing"
    assert a["gen_ai.workflow.name"] == "support-billing" and root.name == "invoke_workflow support-billing"
    assert a.get("sot.template.version") == result.template_version
    purposes = {c.attributes["sot.call.purpose"] for c in recorded.calls()}
    assert "escalate" in purposes and "branch" in purposes  # the check beside the reply's points
    assert all(c.parent.span_id == root.context.span_id for c in recorded.calls())


def test_a_failed_call_is_an_error_span_and_the_answer_keeps_the_rest():
    fake = FakeProvider()
    fake.enqueue("1. One\n2. Two")  # the plan
    fake.enqueue(FakeReply(error=ProviderStatusError("bad request", status_code=400, provider="fake")))
    fake.enqueue("The second point.")
    recorded = Recorded()
    result = run(recorded, fake, mode="sot", pipeline=False)
    assert len(result.failed) == 1
    failed = [c for c in recorded.calls() if c.status.status_code is StatusCode.ERROR]
    assert len(failed) == 1 and failed[0].attributes["error.type"] == "ProviderStatusError"
    assert "gen_ai.usage.output_tokens" not in failed[0].attributes
    root = recorded.root().attributes
    assert root["sot.branch.failed"] == 1 and root["sot.ending.status"] == "incomplete"
    assert root["sot.ending.cause"] == "failed_parts"
    (duration,) = [
        p
        for p in recorded.points()["gen_ai.client.operation.duration"]
        if p.attributes.get("error.type") == "ProviderStatusError"
    ]
    assert duration.count == 1


def test_an_ask_that_fails_ends_its_span_with_the_error():
    fake = FakeProvider()
    fake.enqueue(FakeReply(error=ProviderStatusError("bad request", status_code=400, provider="fake")))
    recorded = Recorded()
    with pytest.raises(ProviderStatusError):
        run(recorded, fake, mode="direct")
    root = recorded.root()
    assert root.status.status_code is StatusCode.ERROR and root.attributes["error.type"] == "ProviderStatusError"
    (call,) = recorded.calls()
    assert call.parent.span_id == root.context.span_id and call.attributes["error.type"] == "ProviderStatusError"


def test_calls_the_deadline_cuts_end_early_and_are_no_errors():
    recorded = Recorded()
    result = run(recorded, FakeProvider(token_delay=0.05), mode="sot", deadline=0.4)
    assert result.ending.cause == "deadline"
    cut = [c for c in recorded.calls() if "sot.call.ended_early" in c.attributes]
    assert cut and all(c.attributes["sot.call.ended_early"] in ("cancelled", "closed") for c in cut)
    assert all(c.status.status_code is StatusCode.UNSET and "error.type" not in c.attributes for c in cut)
    assert all("gen_ai.usage.output_tokens" not in c.attributes for c in cut)  # no usage record came
    root = recorded.root().attributes
    assert root["sot.ending.status"] == "incomplete" and root["sot.ending.cause"] == "deadline"


@pytest.mark.anyio
async def test_a_group_the_provider_batches_gets_a_span_per_member():
    class Batching(FakeProvider):
        native_group = True

    recorded = Recorded()
    async with sot.Client(provider=Batching(), tracing=recorded.tracing) as client:
        result = await client.run(QUESTION, mode="sot", pipeline=False)
    points = [c for c in recorded.calls() if c.attributes["sot.call.purpose"] == "branch"]
    assert len(points) == len(result.branches) == 4
    root = recorded.root()
    assert all(p.parent.span_id == root.context.span_id for p in points)
    assert sorted(p.attributes["sot.branch.index"] for p in points) == [0, 1, 2, 3]
    assert all(p.attributes["gen_ai.usage.output_tokens"] > 0 for p in points)


@pytest.mark.anyio
async def test_the_ask_is_a_child_of_the_callers_current_span_and_streams_are_traced_too():
    recorded = Recorded()
    tracer = recorded.tracer_provider.get_tracer("the caller")
    async with sot.Client(provider=FakeProvider(), tracing=recorded.tracing) as client:
        with tracer.start_as_current_span("handle request") as outer:
            async with client.stream(QUESTION, mode="sot") as events:
                async for _ in events:
                    pass
    root = recorded.root()
    assert root.parent is not None and root.parent.span_id == outer.get_span_context().span_id
    assert len(recorded.calls()) == 5


def test_the_server_address_of_a_remote_backend():
    from sot.providers.openai_provider import OpenAIProvider

    inner = OpenAIProvider("smollm2", base_url="http://127.0.0.1:8080/v1")
    traced = TracedProvider(inner, Recorded().tracing)
    assert traced.server == ("127.0.0.1", 8080)
    assert (traced.provider_name, traced.model) == ("openai", "smollm2")


def test_what_tracing_takes(monkeypatch):
    recorded = Recorded()
    monkeypatch.delenv(ENV_VAR, raising=False)
    assert tracing_of(None) is None and tracing_of(False) is None
    assert tracing_of(recorded.tracing) is recorded.tracing
    from_provider = tracing_of(recorded.tracer_provider)
    assert isinstance(from_provider, Tracing)
    from opentelemetry import trace

    # a provider given is used as it is: nothing global is set up from the environment
    assert isinstance(trace.get_tracer_provider(), trace.ProxyTracerProvider)
    with pytest.raises(ConfigError, match="tracing must be"):
        tracing_of("yes")
    monkeypatch.setenv(ENV_VAR, "1")
    assert tracing_of(False) is None  # the client's own word wins over the variable


def test_with_tracing_off_nothing_is_recorded():
    recorded = Recorded()
    with sot.Client(provider=FakeProvider(), tracing=False) as client:
        client.run_sync(QUESTION, mode="sot")
    assert recorded.finished() == []


def _python(code: str, **env: str) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("OTEL_", "SOT_"))}
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**clean, **env},
        timeout=120,
        check=False,
    )


def test_with_tracing_off_opentelemetry_is_never_imported():
    done = _python(
        """
        import sys
        import sot
        assert not [m for m in sys.modules if m.startswith("opentelemetry")], "imported by import sot"
        with sot.Client(model="fake") as client:
            result = client.run_sync("Give me 5 tips to sleep better.", mode="sot")
        assert result.ok
        print(sorted(m for m in sys.modules if m.startswith("opentelemetry")))
        """
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_sot_otel_sets_the_sdk_up_from_the_environment():
    """``$SOT_OTEL=1``: every client traces, exported as ``OTEL_TRACES_EXPORTER`` says (the
    console here), under ``OTEL_SERVICE_NAME``; spans are flushed when the process exits."""
    done = _python(
        """
        import sot
        with sot.Client(model="fake") as client:
            client.run_sync("Give me 5 tips to sleep better.", mode="sot")
        """,
        SOT_OTEL="1",
        OTEL_TRACES_EXPORTER="console",
        OTEL_METRICS_EXPORTER="none",
        OTEL_SERVICE_NAME="sot-test",
    )
    assert done.returncode == 0, done.stderr
    names = [line.split('"')[3] for line in done.stdout.splitlines() if line.startswith('    "name": ')]
    assert names.count("invoke_workflow sot") == 1 and names.count("chat fake plan:sot") == 1
    assert sum(name.startswith("chat fake branch:") for name in names) == 4
    assert '"service.name": "sot-test"' in done.stdout


def test_an_unknown_exporter_is_named():
    done = _python(
        """
        import sot
        try:
            sot.Client(model="fake", tracing=True)
        except sot.ConfigError as exc:
            print(exc)
        """,
        OTEL_TRACES_EXPORTER="zipkin",
    )
    assert "OTEL_TRACES_EXPORTER: sot knows otlp, console and none, not 'zipkin'" in done.stdout, done.stderr
