"""OpenTelemetry traces and metrics of asks, opt-in: one trace per ask, a span per model call.

    client = sot.Client(model="openai:gpt-4o-mini", tracing=True)   # the OTEL_* environment
    client = sot.Client(model="fake", tracing=Tracing(my_tracer_provider, my_meter_provider))

Nothing here imports OpenTelemetry until tracing is on: a client without it (the default,
unless ``$SOT_OTEL`` is set) never loads the package. With it on:

- the ask is one span (:func:`run_traced`), the GenAI conventions' ``invoke_workflow``, with
  ``sot.*`` attributes for what they lack: the mode asked for and the one that answered, the
  router's choice and its reason, the template and its version, how the answer ended, the
  points planned. It is the current span while the ask runs, so every model call's span is its
  child: parallel branches, each in its own anyio task (a task copies the context it was
  started in), are siblings under it;
- every model call is a ``chat`` span (:class:`TracedProvider`, the outermost wrapper of an
  ask's provider: one span per call, its retries inside) with the GenAI attributes
  (``gen_ai.provider.name``, ``gen_ai.request.model``, ``gen_ai.usage.*``...) and
  ``sot.call.purpose`` (``skeleton``, ``branch``, ``map``, ``reduce``, ``escalate``...),
  ``sot.branch.index``, and the drafted and accepted tokens of the local engine;
- each call is measured in the conventions' histograms ``gen_ai.client.operation.duration``
  and ``gen_ai.client.token.usage``, on the meter provider given (else the global one:
  nothing is recorded where none is configured).

Prompts and answers are recorded (``gen_ai.input.messages``, ``gen_ai.output.messages``) only
when asked for: ``Tracing(content=True)`` or the conventions' variable
``OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=true``. Without them a span carries no
text of the conversation (a branch's topic, which the model wrote, included).

``Tracing()`` with no providers uses the global ones; where no one has configured any (no
``opentelemetry-instrument``, no SDK set up by the application), it sets them up once from the
``OTEL_*`` environment the SDK documents: ``OTEL_EXPORTER_OTLP_ENDPOINT`` (default
``http://localhost:4318``, OTLP over HTTP), ``OTEL_SERVICE_NAME`` (default ``sot``),
``OTEL_TRACES_EXPORTER`` / ``OTEL_METRICS_EXPORTER`` (``otlp``, ``console`` or ``none``).
"""

from __future__ import annotations

import json
import os
import threading
import time
from collections.abc import AsyncGenerator, Awaitable, Callable, Sequence
from contextlib import aclosing
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from sot.errors import ConfigError, SotError, install_hint
from sot.providers.base import Chunk, GenerationRequest, GroupChunk, Provider, StreamEnd, StreamError, TextDelta
from sot.providers.wrappers import WrapperProvider

if TYPE_CHECKING:
    from opentelemetry.metrics import Histogram, MeterProvider
    from opentelemetry.trace import Span, Tracer, TracerProvider

    from sot.orchestrator.context import EventSink
    from sot.orchestrator.events import Event
    from sot.orchestrator.result import AskResult
    from sot.orchestrator.settings import ResolvedAsk

__all__ = ["CONTENT_VAR", "ENV_VAR", "TracedProvider", "Tracing", "run_traced", "tracing_of"]

#: ``1`` (or ``true``) turns tracing on for every client that does not say otherwise
ENV_VAR = "SOT_OTEL"
#: the GenAI conventions' switch for recording prompts and answers
CONTENT_VAR = "OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT"
#: the instrumentation scope of every span and instrument
SCOPE = "sot"

_TRUE = frozenset({"1", "true", "yes", "on"})

# the conventions' advised bucket boundaries
_TOKEN_BUCKETS = [1, 4, 16, 64, 256, 1024, 4096, 16384, 65536, 262144, 1048576, 4194304, 16777216, 67108864]
_DURATION_BUCKETS = [0.01, 0.02, 0.04, 0.08, 0.16, 0.32, 0.64, 1.28, 2.56, 5.12, 10.24, 20.48, 40.96, 81.92]


def _flag(name: str) -> bool:
    return os.environ.get(name, "").strip().lower() in _TRUE


def _need_sdk() -> None:
    try:
        import opentelemetry.sdk  # noqa: F401
    except ModuleNotFoundError as exc:
        raise ConfigError(f"tracing needs the OpenTelemetry SDK ({exc.name}): {install_hint('otel')}") from None


_configured = threading.Lock()


def _global_providers() -> tuple[TracerProvider, MeterProvider]:
    """The global tracer and meter providers, set up once from the ``OTEL_*`` environment
    where no one has set a tracer provider yet."""
    from opentelemetry import metrics, trace

    with _configured:
        if isinstance(trace.get_tracer_provider(), trace.ProxyTracerProvider):
            _need_sdk()
            tracer_provider, meter_provider = _from_environment()
            trace.set_tracer_provider(tracer_provider)
            if type(metrics.get_meter_provider()).__name__ == "_ProxyMeterProvider":  # none set yet
                metrics.set_meter_provider(meter_provider)
    return trace.get_tracer_provider(), metrics.get_meter_provider()


def _exporters(var: str) -> list[str]:
    return [name.strip().lower() for name in os.environ.get(var, "otlp").split(",") if name.strip()]


def _from_environment() -> tuple[TracerProvider, MeterProvider]:
    """An SDK tracer and meter provider exporting as ``OTEL_TRACES_EXPORTER`` and
    ``OTEL_METRICS_EXPORTER`` say (``otlp`` by default: OTLP over HTTP, or gRPC where
    ``OTEL_EXPORTER_OTLP_PROTOCOL=grpc`` and its exporter is installed)."""
    from opentelemetry.sdk.metrics import MeterProvider as SdkMeterProvider
    from opentelemetry.sdk.metrics.export import ConsoleMetricExporter, PeriodicExportingMetricReader
    from opentelemetry.sdk.resources import SERVICE_NAME, Resource
    from opentelemetry.sdk.trace import TracerProvider as SdkTracerProvider
    from opentelemetry.sdk.trace.export import BatchSpanProcessor, ConsoleSpanExporter

    resource = Resource.create()
    if str(resource.attributes.get(SERVICE_NAME, "")).startswith("unknown_service"):
        resource = resource.merge(Resource({SERVICE_NAME: "sot"}))
    grpc = os.environ.get("OTEL_EXPORTER_OTLP_PROTOCOL", "http/protobuf").strip().lower() == "grpc"
    tracer_provider = SdkTracerProvider(resource=resource)
    for name in _exporters("OTEL_TRACES_EXPORTER"):
        if name == "console":
            tracer_provider.add_span_processor(BatchSpanProcessor(ConsoleSpanExporter()))
        elif name == "otlp":
            tracer_provider.add_span_processor(BatchSpanProcessor(_otlp("trace_exporter", "OTLPSpanExporter", grpc)))
        elif name != "none":
            raise ConfigError(f"OTEL_TRACES_EXPORTER: sot knows otlp, console and none, not {name!r}")
    readers = []
    for name in _exporters("OTEL_METRICS_EXPORTER"):
        if name == "console":
            readers.append(PeriodicExportingMetricReader(ConsoleMetricExporter()))
        elif name == "otlp":
            readers.append(PeriodicExportingMetricReader(_otlp("metric_exporter", "OTLPMetricExporter", grpc)))
        elif name != "none":
            raise ConfigError(f"OTEL_METRICS_EXPORTER: sot knows otlp, console and none, not {name!r}")
    return tracer_provider, SdkMeterProvider(resource=resource, metric_readers=readers)


def _otlp(module: str, name: str, grpc: bool) -> Any:
    """An OTLP exporter (``OTEL_EXPORTER_OTLP_*`` read by it), over HTTP unless ``grpc``."""
    import importlib

    package = f"opentelemetry.exporter.otlp.proto.{'grpc' if grpc else 'http'}.{module}"
    try:
        return getattr(importlib.import_module(package), name)()
    except ModuleNotFoundError as exc:
        wheel = "opentelemetry-exporter-otlp-proto-" + ("grpc" if grpc else "http")
        raise ConfigError(f"tracing over OTLP needs {wheel} ({exc.name}): {install_hint('otel')}") from None


class Tracing:
    """Where an ask's spans and measurements go, and whether they hold its text.

    ``tracer_provider`` / ``meter_provider``: OpenTelemetry providers. Without a tracer
    provider, the global ones, set up from the ``OTEL_*`` environment where no one has set
    them; with one but no meter provider, the global meter provider (no measurements where
    none is set). ``content``: record the
    prompts and answers in the spans (default: ``$OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT``).
    """

    def __init__(
        self,
        tracer_provider: TracerProvider | None = None,
        meter_provider: MeterProvider | None = None,
        *,
        content: bool | None = None,
    ) -> None:
        self.content = _flag(CONTENT_VAR) if content is None else bool(content)
        if tracer_provider is None:  # the global ones, set up from the environment where no one has
            tracer_provider, meter_default = _global_providers()
            meter_provider = meter_provider or meter_default
        elif meter_provider is None:  # a tracer provider given: the global meter provider, as it is
            from opentelemetry import metrics

            meter_provider = metrics.get_meter_provider()
        self.tracer: Tracer = tracer_provider.get_tracer(SCOPE)
        meter = meter_provider.get_meter(SCOPE)
        self.duration: Histogram = meter.create_histogram(
            "gen_ai.client.operation.duration",
            unit="s",
            description="GenAI operation duration",
            explicit_bucket_boundaries_advisory=_DURATION_BUCKETS,
        )
        self.tokens: Histogram = meter.create_histogram(
            "gen_ai.client.token.usage",
            unit="{token}",
            description="Number of input and output tokens used",
            explicit_bucket_boundaries_advisory=_TOKEN_BUCKETS,
        )


def tracing_of(value: object) -> Tracing | None:
    """A client's ``tracing=`` as a :class:`Tracing`, or ``None`` for none: ``True``, a
    ``TracerProvider`` or a :class:`Tracing` turn it on, ``False`` off, ``None`` leaves it to
    ``$SOT_OTEL``. Nothing is imported for ``False``, or ``None`` with the variable unset."""
    if value is None:
        value = _flag(ENV_VAR)
    if value is False:
        return None
    if isinstance(value, Tracing):
        return value
    if value is True:
        return Tracing()
    if callable(getattr(value, "get_tracer", None)):
        return Tracing(tracer_provider=value)  # type: ignore[arg-type]
    raise ConfigError(f"tracing must be True, False, a TracerProvider or a Tracing, got {value!r}")


# --------------------------------------------------------------------------- model calls


def _messages(request: GenerationRequest) -> str:
    return json.dumps(
        [{"role": m.role, "parts": [{"type": "text", "content": m.content}]} for m in request.messages],
        ensure_ascii=False,
    )


def _split(spec: str) -> tuple[str, str]:
    """``(provider, model)`` of a ``provider:model`` name (``fake``: both ``fake``)."""
    provider, _, model = spec.partition(":")
    return provider, model or provider


def _server(provider: Provider) -> tuple[str | None, int | None]:
    """The host and port the innermost provider sends to (a remote API's), else ``(None, None)``."""
    while isinstance(provider, WrapperProvider):
        provider = provider.inner
    url = getattr(provider, "base_url", None)
    official = getattr(provider, "official_host", None)
    if not url and official:
        url = f"https://{official}"
    if not url:
        return None, None
    parts = urlsplit(str(url))
    return parts.hostname, parts.port


class _Call:
    """One model call's span and measurements, from its request to its end."""

    def __init__(self, tracing: Tracing, provider: TracedProvider, request: GenerationRequest) -> None:
        from opentelemetry.trace import SpanKind

        self.tracing = tracing
        self.request = request
        self.started = time.monotonic()
        self.first: float | None = None
        self.text: list[str] = []
        self.end_chunk: StreamEnd | None = None
        self.error: str | None = None
        self.ended_early: str | None = None
        self.done = False
        self.common: dict[str, Any] = {
            "gen_ai.operation.name": "chat",
            "gen_ai.provider.name": provider.provider_name,
            "gen_ai.request.model": provider.model,
        }
        if provider.server[0]:
            self.common["server.address"] = provider.server[0]
            if provider.server[1]:
                self.common["server.port"] = provider.server[1]
        attributes: dict[str, Any] = {
            **self.common,
            "gen_ai.request.max_tokens": request.max_tokens,
            "gen_ai.request.temperature": request.temperature,
            "gen_ai.request.stream": True,
            "sot.call.purpose": request.purpose or "call",
        }
        if request.top_p is not None:
            attributes["gen_ai.request.top_p"] = request.top_p
        if request.seed is not None:
            attributes["gen_ai.request.seed"] = request.seed
        if request.branch is not None:
            attributes["sot.branch.index"] = request.branch
        if request.mode:
            attributes["sot.mode"] = request.mode
        if request.ask_id:
            attributes["sot.ask.id"] = request.ask_id
        if tracing.content:
            attributes["sot.call.label"] = request.label
            if request.topic:
                attributes["sot.branch.topic"] = request.topic
            attributes["gen_ai.input.messages"] = _messages(request)
        self.span: Span = tracing.tracer.start_span(
            f"chat {provider.model} {self._short()}".rstrip(), kind=SpanKind.CLIENT, attributes=attributes
        )

    def _short(self) -> str:
        """The call in a few words, the same for every ask (no topic): ``plan:sot``, ``branch:2``..."""
        request = self.request
        if request.purpose in ("branch", "map", "reduce"):
            return request.purpose if request.branch is None else f"{request.purpose}:{request.branch}"
        return request.label

    def see(self, chunk: Chunk) -> None:
        if isinstance(chunk, TextDelta):
            if self.first is None and chunk.text:
                self.first = time.monotonic()
            if self.tracing.content:
                self.text.append(chunk.text)
        elif isinstance(chunk, StreamEnd):
            self.end_chunk = chunk

    def fail(self, exc: BaseException) -> None:
        """An error ends the span as failed; the caller ending the call (closing the stream:
        a plan that loops, a stop string; cancelling it: the deadline, a client that left)
        is no error of the call, and is recorded as ``sot.call.ended_early``."""
        if not isinstance(exc, Exception):
            self.ended_early = "closed" if isinstance(exc, GeneratorExit) else "cancelled"
            return
        from opentelemetry.trace import Status, StatusCode

        self.error = type(exc).__qualname__
        self.span.record_exception(exc)
        self.span.set_status(Status(StatusCode.ERROR, str(exc) if isinstance(exc, SotError) else self.error))

    def end(self) -> None:
        if self.done:
            return
        self.done = True
        span, common = self.span, dict(self.common)
        elapsed = time.monotonic() - self.started
        if self.first is not None:
            span.set_attribute("gen_ai.response.time_to_first_chunk", round(self.first - self.started, 6))
        end = self.end_chunk
        if end is not None:
            span.set_attribute("gen_ai.response.model", common["gen_ai.request.model"])
            usage = end.usage
            span.set_attribute("gen_ai.usage.input_tokens", usage.prompt_tokens)
            span.set_attribute("gen_ai.usage.output_tokens", usage.completion_tokens)
            if usage.drafted_tokens:
                span.set_attribute("sot.usage.drafted_tokens", usage.drafted_tokens)
                span.set_attribute("sot.usage.accepted_tokens", usage.accepted_tokens)
            if end.finish_reason:
                span.set_attribute("gen_ai.response.finish_reasons", [end.finish_reason])
            common["gen_ai.response.model"] = common["gen_ai.request.model"]
            for kind, count in (("input", usage.prompt_tokens), ("output", usage.completion_tokens)):
                self.tracing.tokens.record(count, {**common, "gen_ai.token.type": kind})
        if self.ended_early is not None and end is None:
            span.set_attribute("sot.call.ended_early", self.ended_early)
        if self.tracing.content and (self.text or end is not None):
            output: dict[str, Any] = {"role": "assistant", "parts": [{"type": "text", "content": "".join(self.text)}]}
            if end is not None and end.finish_reason:
                output["finish_reason"] = end.finish_reason
            span.set_attribute("gen_ai.output.messages", json.dumps([output], ensure_ascii=False))
        if self.error is not None:
            span.set_attribute("error.type", self.error)
            common["error.type"] = self.error
        self.tracing.duration.record(elapsed, common)
        span.end()


class TracedProvider(WrapperProvider):
    """A span (and the GenAI measurements) for each call to ``inner``; the outermost wrapper of
    an ask's provider, so one span stands for a call with its retries and its wait for a slot.
    The span's parent is the context's current span where the call starts (the ask's)."""

    def __init__(self, inner: Provider, tracing: Tracing) -> None:
        super().__init__(inner)
        self.tracing = tracing
        self.provider_name, self.model = _split(inner.name)
        self.server = _server(inner)

    async def stream(self, request: GenerationRequest) -> AsyncGenerator[Chunk, None]:
        call = _Call(self.tracing, self, request)
        try:
            async with aclosing(self.inner.stream(request)) as chunks:
                async for chunk in chunks:
                    call.see(chunk)
                    yield chunk
        except BaseException as exc:
            call.fail(exc)
            raise
        finally:
            call.end()

    async def stream_group(self, requests: Sequence[GenerationRequest]) -> AsyncGenerator[GroupChunk, None]:
        """A group fanned out runs each member through :meth:`stream` (a span each, as they
        start); a group ``inner`` batches natively gets a span per member here, ended with
        its member."""
        if not self.inner.native_group:
            async with aclosing(super().stream_group(requests)) as items:
                async for item in items:
                    yield item
            return
        calls = [_Call(self.tracing, self, request) for request in requests]
        try:
            async with aclosing(self.inner.stream_group(requests)) as items:
                async for index, chunk in items:
                    call = calls[index]
                    if isinstance(chunk, StreamError):
                        call.fail(chunk.error)
                        call.end()
                    else:
                        call.see(chunk)
                        if isinstance(chunk, StreamEnd):
                            call.end()
                    yield index, chunk
        except BaseException as exc:
            for call in calls:
                if not call.done:
                    call.fail(exc)
            raise
        finally:
            for call in calls:
                call.end()


# --------------------------------------------------------------------------- the ask


class _AskSpan:
    """The ask's span, its attributes taken from the ask's events as they pass."""

    def __init__(self, tracing: Tracing, ask: ResolvedAsk) -> None:
        from opentelemetry.trace import SpanKind

        self.tracing = tracing
        workflow = ask.template_name or "sot"
        provider, model = _split(ask.model or (ask.provider.name if ask.provider is not None else "unknown"))
        attributes: dict[str, Any] = {
            "gen_ai.operation.name": "invoke_workflow",
            "gen_ai.workflow.name": workflow,
            "gen_ai.provider.name": provider,
            "gen_ai.request.model": model,
            "sot.mode.requested": ask.mode,
        }
        if ask.template_name:
            attributes["sot.template"] = ask.template_name
            attributes["gen_ai.prompt.name"] = ask.template_name
            if ask.template_version:
                attributes["sot.template.version"] = ask.template_version
        if tracing.content:
            attributes["gen_ai.input.messages"] = json.dumps(
                [
                    *({"role": m.role, "parts": [{"type": "text", "content": m.content}]} for m in ask.history),
                    {"role": "user", "parts": [{"type": "text", "content": ask.question}]},
                ],
                ensure_ascii=False,
            )
        self.span: Span = tracing.tracer.start_span(
            f"invoke_workflow {workflow}", kind=SpanKind.INTERNAL, attributes=attributes
        )

    def see(self, event: Event) -> None:
        from sot.orchestrator.events import AskStarted, Done, PlanReady, RouteDecided

        span = self.span
        if isinstance(event, AskStarted):
            span.set_attribute("sot.model", event.model)
        elif isinstance(event, RouteDecided):
            span.set_attribute("sot.route.mode", event.mode)
            span.set_attribute("sot.route.router", event.router)
            span.set_attribute("sot.route.score", event.score)
            if event.reason:
                span.set_attribute("sot.route.reason", event.reason)
        elif isinstance(event, PlanReady):
            span.set_attribute("sot.branch.count", len(event.points))
        elif isinstance(event, Done):
            self.finish(event.result)

    def finish(self, result: AskResult) -> None:
        """The result's facts; an incomplete answer is no error (``sot.ending.*`` says how it ended)."""
        span, ending = self.span, result.ending
        span.set_attribute("sot.mode", result.mode)
        span.set_attribute("sot.branch.count", len(result.branches))
        if result.failed:
            span.set_attribute("sot.branch.failed", len(result.failed))
        span.set_attribute("sot.ending.status", ending.status)
        if ending.cause:
            span.set_attribute("sot.ending.cause", ending.cause)
        span.set_attribute("gen_ai.response.finish_reasons", [ending.finish_reason])
        span.set_attribute("gen_ai.usage.input_tokens", result.usage.prompt_tokens)
        span.set_attribute("gen_ai.usage.output_tokens", result.usage.completion_tokens)
        if result.usage.drafted_tokens:
            span.set_attribute("sot.usage.drafted_tokens", result.usage.drafted_tokens)
            span.set_attribute("sot.usage.accepted_tokens", result.usage.accepted_tokens)
        if result.fallback:
            span.set_attribute("sot.fallback", True)
            if result.fallback_reason:
                span.set_attribute("sot.fallback.reason", result.fallback_reason)
        if result.reply.escalate:
            span.set_attribute("sot.reply.escalate", True)
            if result.reply.reason:
                span.set_attribute("sot.reply.reason", result.reply.reason)
        if result.timings.first_token_s is not None:
            span.set_attribute("sot.first_token_s", result.timings.first_token_s)
        if result.error:
            span.set_attribute("sot.error", result.error)
        if self.tracing.content:
            output = {"role": "assistant", "parts": [{"type": "text", "content": result.answer}]}
            span.set_attribute("gen_ai.output.messages", json.dumps([output], ensure_ascii=False))


async def run_traced(
    tracing: Tracing,
    ask: ResolvedAsk,
    run: Callable[[EventSink], Awaitable[AskResult]],
    sink: EventSink,
) -> AskResult:
    """``run(sink)`` (the ask) inside its span, the current span while it runs: every model
    call's span, in whatever task the call runs, is its child. A failure ends the span with
    its error type; an ask its caller cancels says so (``sot.ended_early``)."""
    from opentelemetry import trace
    from opentelemetry.trace import Status, StatusCode

    span = _AskSpan(tracing, ask)

    async def observed(event: Event) -> None:
        span.see(event)
        await sink(event)

    try:
        with trace.use_span(span.span, end_on_exit=False, record_exception=False, set_status_on_exception=False):
            return await run(observed)
    except Exception as exc:
        kind = type(exc).__qualname__
        span.span.set_attribute("error.type", kind)
        span.span.record_exception(exc)
        span.span.set_status(Status(StatusCode.ERROR, str(exc) if isinstance(exc, SotError) else kind))
        raise
    except BaseException:  # cancelled by its caller (a client that left): no error of the ask
        span.span.set_attribute("sot.ended_early", "cancelled")
        raise
    finally:
        span.span.end()
