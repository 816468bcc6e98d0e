"""The ASGI application of ``sot serve`` (Starlette): routes, auth, body limit, one ask per request.

Routes: ``POST /v1/chat/completions`` (OpenAI), ``POST /v1/messages`` (Anthropic),
``GET /v1/models``, ``GET /health``, ``GET /metrics``. A chat request is read (at most
``limits.max_body_bytes``), checked (bearer key or ``x-api-key``), parsed in its API's
terms, planned (alias, ``sot`` object, ``x-sot-mode`` header), admitted (bounded asks, a
short queue, else 429 with ``Retry-After``) and answered by :class:`AskResponse`, which
streams the answer in order and cancels the ask (every branch, every backend request)
the moment the client goes away.
"""

from __future__ import annotations

import hmac
import json
import logging
import os
import re
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import anyio
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route
from starlette.types import Receive, Scope, Send

from sot.errors import DeadlineExceeded, ProviderError, SotError, UserInputError
from sot.orchestrator.answer_stream import StopFilter
from sot.orchestrator.events import AnswerText, BranchFailed, Done, Event, RouteDecided
from sot.orchestrator.result import AskResult, Timings
from sot.serve.anthropic_wire import AnthropicFormat, parse_messages
from sot.serve.config import AliasSpec, ServeConfig
from sot.serve.gateway import AskPlan, Busy, Gateway
from sot.serve.openai_wire import OpenAIFormat, parse_chat
from sot.serve.wire import ChatRequest, WireError
from sot.templates.template import MissingVariableError

__all__ = ["AskResponse", "create_app"]

log = logging.getLogger("sot.serve")
Format = OpenAIFormat | AnthropicFormat
_LOOPBACK = ("127.0.0.1", "::1", "localhost")


#: an error message an HTTP client reads: at most this long
MAX_ERROR_CHARS = 300
_URL = re.compile(r"\b[a-z][a-z0-9+.-]*://[^\s'\"<>]+", re.IGNORECASE)
_PATH = re.compile(r"(?<![\w.:/])(?:~|\.{1,2})?(?:/[\w.@+-]+){2,}/?")


def public_message(message: str) -> str:
    """``message`` as a client may read it: no server file paths (a file's own name is kept),
    no backend URLs, and at most :data:`MAX_ERROR_CHARS` characters (never the client's whole
    input echoed back)."""
    message = _URL.sub("<backend>", message)
    message = _PATH.sub(lambda m: m.group(0).rstrip("/").rsplit("/", 1)[-1], message)
    if len(message) > MAX_ERROR_CHARS:
        message = message[: MAX_ERROR_CHARS - 1].rstrip() + "…"
    return message


def _error(fmt: type[Format] | Format, err: WireError) -> JSONResponse:
    body = fmt.error_body(err.status, public_message(err.message), err.param, err.kind)
    return JSONResponse(body, err.status, headers=err.headers)


def _status_of(exc: SotError) -> int:
    if isinstance(exc, UserInputError):
        return 400
    if isinstance(exc, DeadlineExceeded):
        return 504
    if isinstance(exc, ProviderError):
        return 502
    return 500


def _message_of(exc: SotError) -> str:
    """What an HTTP client reads: a missing template variable names the request's field, not a CLI flag."""
    if isinstance(exc, MissingVariableError):
        return (
            f"missing required variable {exc.variable!r} for template {exc.template!r}: send it in the request's "
            f'sot object ("sot": {{"variables": {{"{exc.variable}": ...}}}}) or set it in the alias\'s variables'
        )
    return str(exc)


class AskResponse:
    """One admitted ask, answered as a whole JSON response or as a stream of events."""

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

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        g = self.gateway
        assert g.admission is not None
        self.started = time.monotonic()
        try:
            async with g.admission.slot():
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
        finally:
            self._count()

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
        """The ask, cancelled as soon as the client disconnects."""
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
            try:
                await self._answer(send)
            except OSError:  # the client went away while we were writing
                self.disconnected = True
            finally:
                tg.cancel_scope.cancel()

    async def _answer(self, send: Send) -> None:
        req, plan, fmt = self.req, self.plan, self.fmt
        stopper = StopFilter(req.stop)
        pieces: list[str] = []
        result: AskResult | None = None
        headers_sent = False
        async with plan.client.stream(req.question, **plan.options) as events:
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
                            # the status goes out with the first text: a failure before it is a plain error
                            if not headers_sent:
                                await self._start_stream(send)
                                headers_sent = True
                            await send({"type": "http.response.body", "body": fmt.delta(text), "more_body": True})
                    if stopper.hit:
                        break
            except OSError:
                raise  # the client went away (see _guarded)
            except Exception as exc:
                if isinstance(exc, SotError):
                    self.status, message = _status_of(exc), _message_of(exc)
                else:  # a defect of ours: logged, and an error in the API's shape for the client
                    log.exception("ask failed")
                    self.status, message = 500, f"internal error: {type(exc).__name__}"
                if isinstance(exc, ProviderError):
                    self.gateway.metrics.backend_errors.labels(plan.backend).inc()
                self._count()
                message = public_message(message)
                self.answered = True
                if headers_sent:
                    await send(
                        {
                            "type": "http.response.body",
                            "body": fmt.stream_error(self.status, message),
                            "more_body": False,
                        }
                    )
                else:
                    await _send_json(send, self.status, fmt.error_body(self.status, message))
                return
        if result is None:  # the client's stop string ended the answer: a result of what was sent
            result = AskResult(
                answer="".join(pieces),
                mode=self.mode,
                model=plan.backend,
                timings=Timings(total_s=round(time.monotonic() - self.started, 4)),
            )
        self._record(result)
        self._count()
        answer = "".join(pieces) if stopper.hit or req.stream else result.answer
        stop = stopper.matched
        # a part ended by a token bound (or the loop guard) mid-way: the answer is not whole
        finish = "length" if result.cut_short and not stopper.hit else "stop"
        self.answered = True
        if req.stream:
            if not headers_sent:
                await self._start_stream(send)
            closing = fmt.closing(result, finish, req.include_usage, stop=stop)
            await send({"type": "http.response.body", "body": closing, "more_body": False})
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
        await send({"type": "http.response.body", "body": self.fmt.opening(), "more_body": True})

    def _observe(self, event: Event) -> None:
        if isinstance(event, RouteDecided):
            self.mode = event.mode
        elif isinstance(event, BranchFailed) and "cancelled" not in event.error and "deadline" not in event.error:
            self.gateway.metrics.backend_errors.labels(self.plan.backend).inc()

    def _record(self, result: AskResult) -> None:
        m = self.gateway.metrics
        self.mode = result.mode
        m.branches.labels(result.mode).observe(len(result.branches))
        if result.fallback:
            m.fallbacks.labels(result.mode).inc()


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


async def _read_json(request: Request, limit: int) -> Any:
    declared = request.headers.get("content-length")
    if declared and declared.isdigit() and int(declared) > limit:
        raise WireError(413, f"request body is larger than {limit} bytes")
    chunks, size = [], 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise WireError(413, f"request body is larger than {limit} bytes")
        chunks.append(chunk)
    raw = b"".join(chunks) or b"null"
    if _depth(raw) > MAX_JSON_DEPTH:
        raise WireError(400, f"The JSON body of your request is nested deeper than {MAX_JSON_DEPTH} levels.")
    try:
        return json.loads(raw)
    except (ValueError, UnicodeDecodeError, RecursionError):
        raise WireError(400, "We could not parse the JSON body of your request: it is not valid JSON.") from None


#: how deep a request's JSON may nest (a chat request needs about 6 levels)
MAX_JSON_DEPTH = 64
_STRING = re.compile(rb'"(?:[^"\\]|\\.)*"')
_BRACKET = re.compile(rb"[\[\]{}]")


def _depth(raw: bytes) -> int:
    """How deep ``raw``'s arrays and objects nest (strings aside), without parsing it."""
    depth = deepest = 0
    for match in _BRACKET.finditer(_STRING.sub(b"", raw)):
        depth += 1 if match.group() in (b"[", b"{") else -1
        deepest = max(deepest, depth)
    return deepest


def _chat_endpoint(fmt_cls: type[Format], parse):
    async def endpoint(request: Request) -> Response | AskResponse:
        gateway: Gateway = request.app.state.gateway
        try:
            if not _authorized(gateway, request):
                gateway.metrics.rejected.labels("auth").inc()
                raise WireError(401, "Incorrect API key provided (send it as a bearer token or x-api-key)")
            body = await _read_json(request, gateway.config.limits.max_body_bytes)
            req = parse(body)
            plan = gateway.plan(req, request.headers.get("x-sot-mode"))
        except WireError as err:
            reason = {401: "auth", 413: "body_too_large", 404: "unknown_model"}.get(err.status, "bad_request")
            if err.status != 401:
                gateway.metrics.rejected.labels(reason).inc()
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
            return _error(fmt, WireError(404, f"The model `{model}` does not exist", param="model"))
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
    gateway: Gateway = request.app.state.gateway
    a = gateway.admission
    return JSONResponse(
        {
            "status": "ok",
            "asks_in_flight": a.running if a else 0,
            "queued": a.waiting if a else 0,
            "backends": sorted(gateway.clients),
            # with --workers N, the figures above are this worker's (GET /metrics sums them all)
            "worker": {"pid": os.getpid(), "shared_metrics": gateway.metrics.shared()},
        }
    )


async def metrics(request: Request) -> Response:
    gateway: Gateway = request.app.state.gateway
    return Response(gateway.metrics.render(), media_type=gateway.metrics.content_type)


async def _http_error(request: Request, exc: Exception) -> Response:
    status = exc.status_code if isinstance(exc, HTTPException) else 500
    fmt = AnthropicFormat if request.url.path.startswith("/v1/messages") else OpenAIFormat
    message = exc.detail if isinstance(exc, HTTPException) else "internal error"
    return _error(fmt, WireError(status, f"{request.method} {request.url.path}: {message}"))


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
        try:
            yield
        finally:
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
    return app
