"""The gateway's part in tracing (``sot serve --otel``): a span for each chat request, in the
caller's trace.

:class:`TraceRequests` wraps the app. A ``POST`` to a chat route (``/v1/chat/completions``,
``/v1/messages``) becomes a server span whose parent is the span a caller's ``traceparent``
header names (W3C Trace Context, read by the propagators ``OTEL_PROPAGATORS`` sets; by default
trace context and baggage), and it is the current span while the request is answered: the
ask's span (:mod:`sot.orchestrator.tracing`) is its child, so a bot that traces its own work
sees sot's plan and branches inside its trace. Other routes (``/health``, ``/metrics``,
``/v1/models``) are not traced.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from starlette.types import Message, Receive, Scope, Send

    from sot.orchestrator.tracing import Tracing

__all__ = ["TRACED_ROUTES", "TraceRequests"]

#: the routes whose requests are spans: the two chat APIs
TRACED_ROUTES = ("/v1/chat/completions", "/v1/messages")


class TraceRequests:
    """ASGI middleware: a server span per chat request, continuing the caller's trace."""

    def __init__(self, app: Any, tracing: Tracing) -> None:
        self.app = app
        self.tracing = tracing

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        path = scope.get("path", "")
        if scope["type"] != "http" or scope.get("method") != "POST" or path not in TRACED_ROUTES:
            await self.app(scope, receive, send)
            return
        from opentelemetry import context, propagate, trace
        from opentelemetry.trace import SpanKind, Status, StatusCode

        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope.get("headers", [])}
        parent = propagate.extract(headers)
        attributes: dict[str, Any] = {"http.request.method": "POST", "http.route": path, "url.path": path}
        server = scope.get("server")
        if server:
            attributes["server.address"], attributes["server.port"] = server[0], server[1]
        span = self.tracing.tracer.start_span(
            f"POST {path}", context=parent, kind=SpanKind.SERVER, attributes=attributes
        )
        status: list[int] = []

        async def sent(message: Message) -> None:
            if message["type"] == "http.response.start":
                status.append(message["status"])
                span.set_attribute("http.response.status_code", message["status"])
            await send(message)

        token = context.attach(trace.set_span_in_context(span, parent))
        try:
            await self.app(scope, receive, sent)
        except BaseException as exc:
            span.set_attribute("error.type", type(exc).__qualname__)
            span.set_status(Status(StatusCode.ERROR, type(exc).__qualname__))
            raise
        finally:
            context.detach(token)
            if status and status[0] >= 500:
                span.set_attribute("error.type", str(status[0]))
                span.set_status(Status(StatusCode.ERROR))
            span.end()
