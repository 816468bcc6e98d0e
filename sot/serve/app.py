"""The ASGI application of ``sot serve`` (Starlette): routes, auth, body limit, one ask per request.

Routes: ``POST /v1/chat/completions`` (OpenAI), ``POST /v1/messages`` (Anthropic),
``GET /v1/models``, ``GET /health``, ``GET /metrics``. A chat request is read (at most
``limits.max_body_bytes``, within ``limits.body_timeout_s``), checked (bearer key or
``x-api-key``), decoded (:mod:`sot.serve.body`; a large body off the event loop, so no
request waits on another's parsing), parsed in its API's terms, planned (alias, ``sot``
object, ``x-sot-mode`` header), admitted (bounded asks, a
short queue, else 429 with ``Retry-After``) and answered by :class:`AskResponse`, which
streams the answer in order and cancels the ask (every branch, every backend request)
the moment the client goes away.
"""

from __future__ import annotations

import gc
import hmac
import json
import logging
import os
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

import anyio
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import ClientDisconnect, Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route
from starlette.types import Receive, Scope, Send

from sot.errors import ProviderError, SotError
from sot.orchestrator.answer_stream import StopFilter
from sot.orchestrator.events import (
    AnswerText,
    AskStarted,
    BranchDone,
    BranchFailed,
    BranchStarted,
    Done,
    Event,
    PlanReady,
    RouteDecided,
)
from sot.orchestrator.result import INTERRUPTED, INTERRUPTED_MARK, AskResult, Timings, UsageInfo
from sot.orchestrator.tokens import estimate_tokens
from sot.serve.anthropic_wire import AnthropicFormat, parse_messages
from sot.serve.body import INLINE_BODY_BYTES, decode, read_body
from sot.serve.config import AliasSpec, ServeConfig
from sot.serve.gateway import AskPlan, Busy, Gateway, expected_streams, message_of, status_of
from sot.serve.openai_wire import OpenAIFormat, parse_chat
from sot.serve.wire import MAX_ERROR_CHARS, ChatRequest, WireError, clip, public_message, quoted

__all__ = ["AskResponse", "create_app"]

log = logging.getLogger("sot.serve")
Format = OpenAIFormat | AnthropicFormat
_LOOPBACK = ("127.0.0.1", "::1", "localhost")


def _error(fmt: type[Format] | Format, err: WireError) -> Response:
    """``err`` in its API's error shape. Its message is the gateway's own (text from inside sot
    went through :func:`public_message` where it was put in), cut to :data:`MAX_ERROR_CHARS`;
    written in ASCII JSON, so any text a client sent (a lone surrogate too) can be echoed."""
    body = fmt.error_body(err.status, clip(err.message, MAX_ERROR_CHARS), err.param, err.kind)
    return Response(json.dumps(body), err.status, headers=err.headers, media_type="application/json")


class _Progress:
    """What an ask has done so far, for the keep-alives of a stream with nothing final to send."""

    def __init__(self) -> None:
        self.phase = "starting"
        self.parts = 0
        self.started = 0
        self.ended = 0

    def observe(self, event: Event) -> None:
        if isinstance(event, RouteDecided):
            self.phase = f"answering ({event.mode})"
        elif isinstance(event, PlanReady):
            self.phase, self.parts = f"answering ({event.mode})", max(self.parts, len(event.points))
            if event.tokens:
                about = f", about {event.estimate_s:.0f}s predicted" if event.estimate_s is not None else ""
                self.phase += f": {len(event.points)} parts of {event.tokens} tokens{about}"
        elif isinstance(event, BranchStarted):
            self.started += 1
            self.parts = max(self.parts, event.index + 1)
        elif isinstance(event, (BranchDone, BranchFailed)):
            self.ended += 1

    def line(self, elapsed: float) -> str:
        parts = f", {self.ended} of {self.parts} parts done, {self.started - self.ended} writing" if self.parts else ""
        return f"{self.phase}{parts}, {elapsed:.0f}s"


class AskResponse:
    """One admitted ask, answered as a whole JSON response or as a stream of events.

    A stream's status and opening go out with the first answer text, or earlier with the
    first keep-alive (``limits.keepalive_s`` with nothing sent: an SSE comment with the ask's
    progress, and Anthropic's ``ping``), so no proxy drops a stream that is still planning. An
    answer still open when the server's shutdown grace runs out is ended in its API's terms
    (a stream: its finish, then an error event; a whole answer: a 503), with one log line.
    """

    def __init__(self, gateway: Gateway, fmt: Format, req: ChatRequest, plan: AskPlan) -> None:
        self.gateway = gateway
        self.fmt = fmt
        self.req = req
        self.plan = plan
        self.status = 200
        self.mode = plan.mode
        self.first_text: float | None = None
        self.disconnected = False
        self.started = time.monotonic()
        self.counted = False
        #: the last bytes of the answer were sent: a disconnect after that is no client leaving early
        self.answered = False
        #: the stream's status and opening went out
        self.headers_sent = False
        self.last_sent = time.monotonic()
        self.progress = _Progress()
        self.pieces: list[str] = []
        self.send_lock = anyio.Lock()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        g = self.gateway
        assert g.admission is not None
        self.started = time.monotonic()
        try:
            async with g.admission.slot(expected_streams(self.plan.ask)):
                self.started = time.monotonic()
                await self._guarded(receive, send)
        except Busy:
            g.metrics.rejected.labels("queue_full").inc()
            self.status = 429
            retry = str(g.config.limits.retry_after_s)
            self._count()
            await _send_json(
                send,
                429,
                self.fmt.error_body(429, "sot serve is at capacity: too many concurrent requests, retry shortly"),
                {"retry-after": retry, "retry-after-ms": str(int(retry) * 1000)},
            )
        except anyio.get_cancelled_exc_class():
            # the server's shutdown grace ran out (a cancellation from outside every scope of ours)
            await self._cut_by_shutdown(send)
        finally:
            self._count()

    async def _cut_by_shutdown(self, send: Send) -> None:
        """End the open answer in its API's terms, with one log line (no traceback)."""
        if self.answered or self.disconnected:
            return
        self.answered = True
        self.status = 503 if not self.headers_sent else self.status
        self.gateway.metrics.shutdown_cuts.inc()
        log.warning(
            "shutdown: the grace period ran out; the %s answer (%s, %s) was ended with an error after %.1fs",
            "streamed" if self.req.stream else "whole",
            self.fmt.api,
            self.mode,
            time.monotonic() - self.started,
        )
        message = "the gateway shut down before the answer was whole; ask again"
        with anyio.CancelScope(shield=True):
            try:
                if self.headers_sent:
                    # the cut is marked in the text as an interrupt's is, and the result says
                    # so (``sot.ending``: interrupted, ``length``), with the usage counted so far
                    self.pieces.append(INTERRUPTED_MARK)
                    result = self._partial_result(f"{INTERRUPTED}: the gateway shut down")
                    body = self.fmt.delta(INTERRUPTED_MARK) + self.fmt.closing(
                        result, result.ending.finish_reason, self.req.include_usage, error=(503, message)
                    )
                    await send({"type": "http.response.body", "body": body, "more_body": False})
                else:
                    await _send_json(send, 503, self.fmt.error_body(503, message))
            except OSError:
                pass

    def _partial_result(self, error: str | None = None) -> AskResult:
        """A result of what was sent, for an answer that ended before the core's result came
        (the client's stop string; a shutdown, ``error``): its usage is what the gateway
        counted, the prompt as the stream's opening gave it and the text sent, estimated
        (:func:`~sot.orchestrator.tokens.estimate_tokens`); its first token, when the first text
        was sent."""
        answer = "".join(self.pieces)
        first = None if self.first_text is None else round(self.first_text - self.started, 4)
        return AskResult(
            answer=answer,
            mode=self.mode,
            model=self.plan.backend,
            timings=Timings(total_s=round(time.monotonic() - self.started, 4), first_token_s=first),
            usage=UsageInfo(prompt_tokens=self._input_tokens(), completion_tokens=estimate_tokens(answer)),
            error=error,
        )

    def _count(self) -> None:
        """Count the request once, before its last bytes go out (a client may read /metrics next)."""
        if self.counted:
            return
        self.counted = True
        m = self.gateway.metrics
        status = "499" if self.disconnected else str(self.status)
        m.requests.labels(self.fmt.api, self.mode, status).inc()
        if self.status == 200 and not self.disconnected:
            m.latency.labels(self.fmt.api, self.mode).observe(time.monotonic() - self.started)
            if self.first_text is not None:
                m.ttft.labels(self.fmt.api, self.mode).observe(self.first_text - self.started)

    async def _guarded(self, receive: Receive, send: Send) -> None:
        """The ask, cancelled as soon as the client disconnects; a stream kept alive meanwhile."""
        async with anyio.create_task_group() as tg:

            async def watch() -> None:
                while True:
                    message = await receive()
                    if message["type"] == "http.disconnect":
                        if self.answered:  # the connection closing after the whole answer went out
                            return
                        self.disconnected = True
                        self.gateway.metrics.disconnects.inc()
                        tg.cancel_scope.cancel()
                        return

            tg.start_soon(watch)
            if self.req.stream:
                tg.start_soon(self._keep_alive, send)
            try:
                await self._answer(send)
            except OSError:  # the client went away while we were writing
                self.disconnected = True
            finally:
                tg.cancel_scope.cancel()

    async def _keep_alive(self, send: Send) -> None:
        """While nothing is sent for ``limits.keepalive_s``, send a keep-alive with the ask's progress."""
        every = self.gateway.config.limits.keepalive_s
        while not self.answered:
            await anyio.sleep(max(0.05, self.last_sent + every - time.monotonic()))
            if self.answered or time.monotonic() - self.last_sent < every:
                continue
            async with self.send_lock:
                if self.answered:
                    return
                if not self.headers_sent:
                    await self._start_stream(send)
                line = self.progress.line(time.monotonic() - self.started)
                await self._send_body(send, self.fmt.keepalive(line))

    async def _send_body(self, send: Send, body: bytes, *, more: bool = True) -> None:
        await send({"type": "http.response.body", "body": body, "more_body": more})
        self.last_sent = time.monotonic()

    async def _answer(self, send: Send) -> None:
        req, plan, fmt = self.req, self.plan, self.fmt
        stopper = StopFilter(req.stop)
        pieces = self.pieces
        result: AskResult | None = None
        async with plan.client.stream(plan.ask) as events:
            try:
                async for event in events:
                    self._observe(event)
                    # the answer in answer order, as the core assembles it (joined: result.answer)
                    text = stopper.feed(event.text) if isinstance(event, AnswerText) else ""
                    if isinstance(event, Done):
                        result = event.result
                        text += stopper.flush()
                    if text:
                        if self.first_text is None:
                            self.first_text = time.monotonic()
                        pieces.append(text)
                        if req.stream:
                            # the status goes out with the first text (or keep-alive): a failure
                            # before it is a plain error
                            async with self.send_lock:
                                if not self.headers_sent:
                                    await self._start_stream(send)
                                await self._send_body(send, fmt.delta(text))
                    if stopper.hit:
                        break
            except OSError:
                raise  # the client went away (see _guarded)
            except Exception as exc:
                if isinstance(exc, SotError):
                    self.status, message = status_of(exc), message_of(exc)
                else:  # a defect of ours: logged, and an error in the API's shape for the client
                    log.exception("ask failed")
                    self.status, message = 500, f"internal error: {type(exc).__name__}"
                if isinstance(exc, ProviderError):
                    self.gateway.metrics.backend_errors.labels(plan.backend).inc()
                message = public_message(message)
                async with self.send_lock:
                    self._count()
                    self.answered = True
                    if self.headers_sent:
                        await self._send_body(send, fmt.stream_error(self.status, message), more=False)
                    else:
                        await _send_json(send, self.status, fmt.error_body(self.status, message))
                return
        if result is None:  # the client's stop string ended the answer: a result of what was sent
            result = self._partial_result()
        self._record(result)
        self._count()
        answer = "".join(pieces) if stopper.hit or req.stream else result.answer
        stop = stopper.matched
        # the one rule for how an answer ended (``result.ending``); the client's stop string is its end
        finish = "stop" if stopper.hit else result.ending.finish_reason
        async with self.send_lock:
            self.answered = True
            if req.stream:
                if not self.headers_sent:
                    await self._start_stream(send)
                closing = fmt.closing(result, finish, req.include_usage, stop=stop)
                await self._send_body(send, closing, more=False)
            else:
                await _send_json(send, 200, fmt.whole(answer, result, finish, stop=stop), {"x-sot-mode": self.mode})

    def _headers(self, content_type: str) -> list[tuple[bytes, bytes]]:
        return [
            (b"content-type", content_type.encode()),
            (b"x-sot-mode", self.mode.encode()),
            (b"cache-control", b"no-cache"),
        ]

    async def _start_stream(self, send: Send) -> None:
        headers = [*self._headers("text/event-stream; charset=utf-8"), (b"x-accel-buffering", b"no")]
        await send({"type": "http.response.start", "status": 200, "headers": headers})
        self.headers_sent = True
        await self._send_body(send, self.fmt.opening(self._input_tokens()))

    def _input_tokens(self) -> int:
        """The client's prompt in tokens, estimated (:func:`~sot.orchestrator.tokens.estimate_tokens`):
        what a stream's opening (Anthropic's ``message_start``) reports before the ask's
        requests are counted; the finish reports every prompt token sent upstream."""
        text = "\n".join([*(m.content for m in self.req.history), self.req.question])
        return estimate_tokens(text)

    def _observe(self, event: Event) -> None:
        self.progress.observe(event)
        if isinstance(event, (AskStarted, RouteDecided)):  # the ask's own settings, resolved once
            self.mode = event.mode
        elif isinstance(event, BranchFailed) and "cancelled" not in event.error and "deadline" not in event.error:
            self.gateway.metrics.backend_errors.labels(self.plan.backend).inc()

    def _record(self, result: AskResult) -> None:
        m = self.gateway.metrics
        self.mode = result.mode
        m.branches.labels(result.mode).observe(len(result.branches))
        if result.fallback:
            m.fallbacks.labels(result.mode).inc()
        if result.usage.drafted_tokens:
            m.draft_tokens.labels(self.plan.backend, "drafted").inc(result.usage.drafted_tokens)
            m.draft_tokens.labels(self.plan.backend, "accepted").inc(result.usage.accepted_tokens)
        m.record_tokens(
            result.mode, result.usage.prompt_tokens, result.usage.completion_tokens, result.usage.direct_tokens
        )
        if result.reply.error:
            m.escalation_errors.inc()
            log.warning("escalation check gave no verdict: %s", result.reply.error)


async def _send_json(send: Send, status: int, body: Any, headers: dict[str, str] | None = None) -> None:
    raw = json.dumps(body).encode()
    head = [(b"content-type", b"application/json"), (b"content-length", str(len(raw)).encode())]
    head += [(k.encode(), v.encode()) for k, v in (headers or {}).items()]
    await send({"type": "http.response.start", "status": status, "headers": head})
    await send({"type": "http.response.body", "body": raw, "more_body": False})


# --------------------------------------------------------------------------- routes


def _authorized(gateway: Gateway, request: Request) -> bool:
    keys = gateway.keys
    if not keys:
        return True
    given = request.headers.get("x-api-key", "")
    auth = request.headers.get("authorization", "")
    if auth[:7].lower() == "bearer ":
        given = auth[7:].strip()
    return any(hmac.compare_digest(given.encode(), key.encode()) for key in keys)


#: the ``rejected`` metric's reason for a refused request, by status
_REJECTED = {401: "auth", 404: "unknown_model", 408: "body_timeout", 413: "body_too_large"}


def _chat_endpoint(fmt_cls: type[Format], parse: Callable[[Any], ChatRequest]):
    async def endpoint(request: Request) -> Response | AskResponse:
        gateway: Gateway = request.app.state.gateway
        try:
            if not _authorized(gateway, request):
                gateway.metrics.rejected.labels("auth").inc()
                raise WireError(401, "Incorrect API key provided (send it as a bearer token or x-api-key)")
            try:
                raw = await read_body(request, gateway.config.limits)
            except (ClientDisconnect, OSError):
                # the client went away while sending its body: no one to answer, nothing to log as an error
                log.debug("%s %s: the client left before its body was whole", request.method, request.url.path)
                return Response(status_code=400)
            if len(raw) > INLINE_BODY_BYTES:
                req = await anyio.to_thread.run_sync(decode, raw, parse)
            else:
                req = decode(raw, parse)
            plan = gateway.plan(req, request.headers.get("x-sot-mode"), request.headers.get("x-sot-conversation"))
        except WireError as err:
            if err.status != 401:
                gateway.metrics.rejected.labels(_REJECTED.get(err.status, "bad_request")).inc()
            return _error(fmt_cls, err)
        return AskResponse(gateway, fmt_cls(req.model), req, plan)

    return endpoint


def _model_entry(gateway: Gateway, name: str, alias: AliasSpec, anthropic: bool) -> dict[str, Any]:
    if anthropic:
        return {
            "type": "model",
            "id": name,
            "display_name": name,
            "created_at": "1970-01-01T00:00:00Z",
            "sot": gateway.describe(alias),
        }
    return {"id": name, "object": "model", "created": 0, "owned_by": "sot", "sot": gateway.describe(alias)}


async def models(request: Request) -> Response:
    """``GET /v1/models`` and ``GET /v1/models/{id}``, in Anthropic's shape for its SDK (``anthropic-version``)."""
    gateway: Gateway = request.app.state.gateway
    anthropic = "anthropic-version" in request.headers
    fmt = AnthropicFormat if anthropic else OpenAIFormat
    if not _authorized(gateway, request):
        return _error(fmt, WireError(401, "Incorrect API key provided"))
    model = request.path_params.get("model")
    if model is not None:
        alias = gateway.alias(model)
        if alias is None:
            return _error(fmt, WireError(404, f"The model {quoted(model)} does not exist", param="model"))
        return JSONResponse(_model_entry(gateway, model, alias, anthropic))
    data = [_model_entry(gateway, name, alias, anthropic) for name, alias in gateway.model_ids()]
    if anthropic:
        return JSONResponse(
            {
                "data": data,
                "has_more": False,
                "first_id": data[0]["id"] if data else None,
                "last_id": data[-1]["id"] if data else None,
            }
        )
    return JSONResponse({"object": "list", "data": data})


async def health(request: Request) -> Response:
    """Open to all, so load balancers can probe it without a key; on a gateway with keys, only a
    request with a valid key learns more than ``{"status": "ok"}`` (its backends, its worker)."""
    gateway: Gateway = request.app.state.gateway
    if not _authorized(gateway, request):
        return JSONResponse({"status": "ok"})
    a = gateway.admission
    return JSONResponse(
        {
            "status": "ok",
            "asks_in_flight": a.running if a else 0,
            "streams_expected": a.streams if a else 0,
            "queued": a.waiting if a else 0,
            "backends": sorted(gateway.clients),
            # with --workers N, the figures above are this worker's (GET /metrics sums them all)
            "worker": {"pid": os.getpid(), "shared_metrics": gateway.metrics.shared()},
        }
    )


async def metrics(request: Request) -> Response:
    """Prometheus' scrape: on a gateway with keys it needs one (a bearer token, as Prometheus'
    ``authorization`` setting sends it), else 401; a keyless (loopback) gateway answers anyone."""
    gateway: Gateway = request.app.state.gateway
    if not _authorized(gateway, request):
        return _error(
            OpenAIFormat, WireError(401, "Incorrect API key provided (send it as a bearer token or x-api-key)")
        )
    return Response(gateway.metrics.render(), media_type=gateway.metrics.content_type)


async def _http_error(request: Request, exc: Exception) -> Response:
    """A route's own error (an unknown URL, a method it does not take) in the API's shape; an
    unknown URL is worded as OpenAI words it."""
    status = exc.status_code if isinstance(exc, HTTPException) else 500
    fmt = AnthropicFormat if request.url.path.startswith("/v1/messages") else OpenAIFormat
    where = f"{request.method} {clip(request.url.path)}"
    if status == 404:
        message = f"Invalid URL ({where})"
    else:
        message = f"{where}: {exc.detail if isinstance(exc, HTTPException) else 'internal error'}"
    return _error(fmt, WireError(status, message))


#: extra host names a keyless gateway answers to (comma-separated), besides the loopback ones
HOSTS_VAR = "SOT_SERVE_HOSTS"


class _KeylessGuard:
    """A gateway without API keys (loopback only) answers only requests addressed to a
    loopback name (the ``Host`` header: ``localhost``, ``127.0.0.1``, ``[::1]``, or a name in
    ``$SOT_SERVE_HOSTS``), and takes request bodies only as ``application/json``. A web page
    can then neither post to it as a "simple" cross-site request (a form's or ``text/plain``
    body) nor read its answers by pointing a DNS name of its own at 127.0.0.1."""

    def __init__(self, app: Any, hosts: frozenset[str]) -> None:
        self.app = app
        self.hosts = hosts

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope.get("headers", [])}
        fmt = AnthropicFormat if scope.get("path", "").startswith("/v1/messages") else OpenAIFormat
        host = headers.get("host", "")
        name = host[1 : host.index("]")] if host.startswith("[") and "]" in host else host.rsplit(":", 1)[0]
        if name.lower() not in self.hosts:
            err = WireError(403, f"this gateway has no API keys and answers requests to localhost only, not {name!r}")
        elif scope.get("method") == "POST" and not headers.get("content-type", "").lower().startswith(
            "application/json"
        ):
            err = WireError(415, "send the request body as JSON (Content-Type: application/json)")
        else:
            await self.app(scope, receive, send)
            return
        response = _error(fmt, err)
        await response(scope, receive, send)


def create_app(config: ServeConfig | Gateway, *, host: str = "127.0.0.1") -> Starlette:
    """The ASGI app over ``config`` (or an already built :class:`Gateway`).

    With no API keys configured, only a loopback ``host`` is allowed: a gateway on any
    other address must be given keys (``api_keys`` in the file or ``SOT_SERVE_API_KEYS``),
    and requests must be addressed to a loopback name with a JSON body (:class:`_KeylessGuard`).
    """
    gateway = config if isinstance(config, Gateway) else Gateway(config)
    if not gateway.keys and host not in _LOOPBACK:
        from sot.errors import ConfigError

        raise ConfigError(
            f"sot serve on {host} needs API keys: set api_keys in the config file "
            "or SOT_SERVE_API_KEYS (without keys it serves 127.0.0.1 only)"
        )

    @asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        await gateway.start()
        # what the gateway is made of (its modules, the SDKs, their schemas: a few hundred
        # thousand objects) is frozen out of the collector's walks while it serves: a full
        # collection, which any request's allocations set off now and then, otherwise walks
        # all of it with the event loop held (0.13 s a time on a busy 2-core machine)
        gc.collect()
        gc.freeze()
        try:
            yield
        finally:
            gc.unfreeze()
            await gateway.aclose()

    app = Starlette(
        routes=[
            Route("/v1/chat/completions", _chat_endpoint(OpenAIFormat, parse_chat), methods=["POST"]),
            Route("/v1/messages", _chat_endpoint(AnthropicFormat, parse_messages), methods=["POST"]),
            Route("/v1/models", models, methods=["GET"]),
            Route("/v1/models/{model:path}", models, methods=["GET"]),
            Route("/health", health, methods=["GET"]),
            Route("/metrics", metrics, methods=["GET"]),
        ],
        exception_handlers={HTTPException: _http_error, Exception: _http_error},
        lifespan=lifespan,
    )
    app.state.gateway = gateway
    if not gateway.keys:
        extra = {h.strip().lower() for h in os.environ.get(HOSTS_VAR, "").split(",") if h.strip()}
        app.add_middleware(_KeylessGuard, hosts=frozenset({"localhost", "127.0.0.1", "::1", host.lower(), *extra}))
    if gateway.tracing is not None:  # --otel: a span per chat request, in the caller's trace (traceparent)
        from sot.serve.otel import TraceRequests

        app.add_middleware(TraceRequests, tracing=gateway.tracing)
    return app
