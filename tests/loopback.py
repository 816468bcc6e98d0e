"""A real HTTP server on 127.0.0.1 that speaks the OpenAI and Anthropic streaming APIs.

Used by the tests and the benchmarks to drive the real SDKs over real sockets:

    from tests.loopback import LoopbackServer, Reply

    with LoopbackServer(lambda body: "Hello there", token_delay=0.01) as server:
        provider = OpenAIProvider("m", base_url=server.base_url_openai)
        ...
        server.requests[0].body        # the JSON the SDK sent
        server.peak_concurrency        # most generation requests streaming at once

Endpoints: ``POST /v1/chat/completions`` (SSE with ``stream: true``, with a final usage
chunk when ``stream_options.include_usage``; plain JSON otherwise), ``POST /v1/messages``
(Anthropic's event stream, or plain JSON), ``GET /health``, ``GET /v1/models``.

Replies come from a queue (:meth:`LoopbackServer.enqueue`), else the ``responder``
callable (request JSON -> ``str`` or :class:`Reply`). The text streams word by word
(one SSE event per word) with ``first_token_delay`` before the first and ``token_delay``
before each next one; ``max_tokens`` (counted in words) and stop sequences are honoured.
Failures are injected with :meth:`fail_next` (an HTTP status, optional ``Retry-After`` and
other headers), :meth:`drop_next` (the connection is cut after some words) and
``Reply(stream_error=...)`` (an error event inside a 200 stream, as the APIs send one). Every generation request
is recorded as a :class:`RequestRecord` with timestamps from ``clock`` (``time.monotonic``
by default, so they compare with the caller's own) and an ``outcome``; a client that goes
away mid-stream is noticed at once (the server watches the socket for EOF) and recorded as
``"disconnected"``.

The server runs its own asyncio loop in a background thread, so it serves sync and async
callers alike and never shares the test's event loop. HTTP/1.1 keep-alive, no pipelining.
The wire formats and HTTP framing live in :mod:`tests.loopback_wire`.
"""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections import deque
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass, replace
from typing import Any, Literal

from typing_extensions import Self

from sot.providers.fake import tokenize_words
from tests.loopback_wire import (
    AnthropicFormat,
    OpenAIFormat,
    cut_reply,
    error_body,
    head,
    last_user_text,
    read_request,
    retry_headers,
    send_events,
    send_json,
    stream_error_event,
)

__all__ = ["LoopbackServer", "Reply", "RequestRecord", "default_responder", "last_user_text"]

Outcome = Literal["pending", "completed", "error", "dropped", "disconnected"]


@dataclass(frozen=True, kw_only=True)
class Reply:
    """One scripted answer: text, or an HTTP error ``status`` (with ``retry_after`` seconds and
    any other ``headers``)."""

    text: str = ""
    status: int = 200
    retry_after: float | None = None
    headers: dict[str, str] | None = None  # sent with an error status
    error_message: str = "injected failure"
    drop_after: int | None = None  # cut the connection after this many words
    #: after ``stream_error_after`` words, end the 200 stream with an error event for this status
    #: (OpenAI: ``data: {"error": ...}``; Anthropic: ``event: error``)
    stream_error: int | None = None
    stream_error_after: int = 0
    token_delay: float | None = None
    first_token_delay: float | None = None


@dataclass
class RequestRecord:
    """One generation request as the server saw it (times from the server's clock)."""

    index: int
    api: Literal["openai", "anthropic"]
    path: str
    body: dict[str, Any]
    headers: dict[str, str]
    start: float
    status: int = 200
    first_token: float | None = None
    end: float | None = None
    text_sent: str = ""
    tokens_sent: int = 0
    outcome: Outcome = "pending"

    @property
    def stream(self) -> bool:
        return bool(self.body.get("stream"))

    @property
    def disconnected(self) -> bool:
        return self.outcome == "disconnected"

    @property
    def user_text(self) -> str:
        return last_user_text(self.body)


def default_responder(body: dict[str, Any]) -> str:
    words = last_user_text(body).split()[:8]
    return "Loopback reply to: " + " ".join(words)


Responder = Callable[[dict[str, Any]], "str | Reply"]


class _ClientGone(Exception):
    pass


class ServerAddress:
    """Where the OpenAI and Anthropic SDKs reach a server on loopback port ``self.port``."""

    port: int

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def base_url_openai(self) -> str:
        """For ``OpenAIProvider(base_url=...)``: the SDK appends ``/chat/completions``."""
        return f"{self.base_url}/v1"

    @property
    def base_url_anthropic(self) -> str:
        """For ``AnthropicProvider(base_url=...)``: the SDK appends ``/v1/messages``."""
        return self.base_url


class LoopbackServer(ServerAddress):
    """OpenAI- and Anthropic-compatible scripted server on a random loopback port."""

    def __init__(
        self,
        responder: Responder | None = None,
        *,
        token_delay: float = 0.0,
        first_token_delay: float = 0.0,
        model: str = "loopback",
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.responder = responder or default_responder
        self.token_delay = token_delay
        self.first_token_delay = first_token_delay
        self.model = model
        self.clock = clock
        self.requests: list[RequestRecord] = []
        self.in_flight = 0
        self.peak_concurrency = 0
        self.port = 0
        self._queue: deque[str | Reply] = deque()
        self._faults: deque[dict[str, Any]] = deque()
        self._cond = threading.Condition()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._server: asyncio.Server | None = None
        self._conn_tasks: set[asyncio.Task] = set()

    # ------------------------------------------------------------------ scripting
    def enqueue(self, *replies: str | Reply) -> LoopbackServer:
        with self._cond:
            self._queue.extend(replies)
        return self

    def fail_next(
        self,
        status: int = 503,
        *,
        retry_after: float | None = None,
        headers: dict[str, str] | None = None,
        times: int = 1,
        message: str = "injected failure",
    ) -> LoopbackServer:
        """The next ``times`` generation requests answer ``status`` (with ``Retry-After`` and
        ``headers``)."""
        fault = {"status": status, "retry_after": retry_after, "headers": headers, "error_message": message}
        with self._cond:
            self._faults.extend([fault] * times)
        return self

    def drop_next(self, after_tokens: int = 1, *, times: int = 1) -> LoopbackServer:
        """The next ``times`` streams are cut after ``after_tokens`` words."""
        with self._cond:
            self._faults.extend([{"drop_after": after_tokens}] * times)
        return self

    def reset(self) -> None:
        """Forget recorded requests and the concurrency peak."""
        with self._cond:
            self.requests.clear()
            self.peak_concurrency = self.in_flight

    def wait_until(self, predicate: Callable[[LoopbackServer], bool], timeout: float = 10.0) -> bool:
        """Block until ``predicate(self)`` holds (re-checked on every request event)."""
        with self._cond:
            return self._cond.wait_for(lambda: predicate(self), timeout)

    async def await_until(self, predicate: Callable[[LoopbackServer], bool], timeout: float = 10.0) -> bool:
        """:meth:`wait_until` from async code (in a worker thread)."""
        import anyio.to_thread

        return await anyio.to_thread.run_sync(self.wait_until, predicate, timeout)

    # ------------------------------------------------------------------ lifecycle
    def start(self) -> Self:
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run, name="loopback-server", daemon=True)
        self._thread.start()
        asyncio.run_coroutine_threadsafe(self._serve(), self._loop).result(10)
        return self

    def close(self) -> None:
        if self._loop is None or self._thread is None:
            return
        asyncio.run_coroutine_threadsafe(self._shutdown(), self._loop).result(10)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)
        self._loop, self._thread = None, None

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def _run(self) -> None:
        loop = self._loop
        assert loop is not None
        asyncio.set_event_loop(loop)
        try:
            loop.run_forever()
            loop.run_until_complete(loop.shutdown_asyncgens())
        finally:
            loop.close()

    async def _serve(self) -> None:
        self._server = await asyncio.start_server(self._handle, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]

    async def _shutdown(self) -> None:
        assert self._server is not None
        self._server.close()
        tasks = list(self._conn_tasks)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        with suppress(asyncio.TimeoutError):
            await asyncio.wait_for(self._server.wait_closed(), 5)

    # ------------------------------------------------------------------ HTTP
    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        assert task is not None
        self._conn_tasks.add(task)
        try:
            while True:
                request = await read_request(reader)
                if request is None:
                    break
                method, path, headers, body = request
                if not await self._dispatch(method, path, headers, body, reader, writer):
                    break
        except (ConnectionError, asyncio.IncompleteReadError, asyncio.LimitOverrunError, _ClientGone):
            pass
        except asyncio.CancelledError:  # only close() cancels a handler; end it quietly
            pass
        finally:
            self._conn_tasks.discard(task)
            writer.close()
            with suppress(Exception):
                await asyncio.wait_for(writer.wait_closed(), 2)

    async def _dispatch(self, method: str, path: str, headers: dict[str, str], raw: bytes, reader, writer) -> bool:
        path = path.split("?", 1)[0]
        if method == "GET" and path == "/health":
            return await send_json(writer, 200, {"status": "ok"})
        if method == "GET" and path == "/v1/models":
            return await send_json(writer, 200, {"object": "list", "data": [{"id": self.model, "object": "model"}]})
        if method == "POST" and path in ("/v1/chat/completions", "/v1/messages"):
            try:
                body = json.loads(raw or b"{}")
            except json.JSONDecodeError:
                return await send_json(writer, 400, {"error": {"message": "invalid JSON body"}})
            api = "openai" if path.endswith("completions") else "anthropic"
            return await self._generate(api, path, headers, body, reader, writer)
        return await send_json(writer, 404, {"error": {"message": f"no route for {method} {path}"}})

    def _next_reply(self, body: dict[str, Any]) -> Reply:
        with self._cond:
            fault = self._faults.popleft() if self._faults else None
            queued = self._queue.popleft() if self._queue else None
        if fault is not None and "status" in fault:
            if queued is not None:  # an injected status does not consume the scripted reply
                with self._cond:
                    self._queue.appendleft(queued)
            return Reply(**fault)
        item = queued if queued is not None else self.responder(body)
        reply = item if isinstance(item, Reply) else Reply(text=str(item))
        return replace(reply, **fault) if fault else reply

    def _update(self, fn: Callable[[], None]) -> None:
        with self._cond:
            fn()
            self._cond.notify_all()

    async def _generate(self, api, path, headers, body, reader, writer) -> bool:
        record = RequestRecord(index=-1, api=api, path=path, body=body, headers=headers, start=self.clock())

        def begin() -> None:
            record.index = len(self.requests)
            self.requests.append(record)
            self.in_flight += 1
            self.peak_concurrency = max(self.peak_concurrency, self.in_flight)

        self._update(begin)
        try:
            reply = self._next_reply(body)
            if reply.status >= 400:
                record.status, record.outcome = reply.status, "error"
                return await send_json(
                    writer,
                    reply.status,
                    error_body(api, reply.status, reply.error_message),
                    {**retry_headers(reply.retry_after), **(reply.headers or {})},
                )
            return await self._stream_reply(api, body, reply, record, reader, writer)
        except (ConnectionError, _ClientGone):
            record.outcome = "disconnected"
            raise
        except asyncio.CancelledError:
            if record.outcome == "pending":
                record.outcome = "disconnected"
            raise
        finally:

            def finish() -> None:
                record.end = self.clock()
                self.in_flight -= 1

            self._update(finish)

    async def _stream_reply(self, api, body, reply: Reply, record: RequestRecord, reader, writer) -> bool:
        limit = body.get("max_completion_tokens") or body.get("max_tokens")
        stops = body.get("stop") if api == "openai" else body.get("stop_sequences")
        stops = [stops] if isinstance(stops, str) else list(stops or [])
        pieces, finish = cut_reply(tokenize_words(reply.text), limit, stops)
        first_delay = reply.first_token_delay if reply.first_token_delay is not None else self.first_token_delay
        delay = reply.token_delay if reply.token_delay is not None else self.token_delay
        fmt = OpenAIFormat(self.model, body) if api == "openai" else AnthropicFormat(self.model, body)
        if not body.get("stream"):
            await asyncio.sleep(first_delay + delay * max(len(pieces) - 1, 0))
            record.text_sent, record.tokens_sent = "".join(pieces), len(pieces)
            record.first_token = self.clock()
            record.outcome = "completed"
            return await send_json(writer, 200, fmt.whole("".join(pieces), len(pieces), finish))

        writer.write(
            head(
                200, {"content-type": "text/event-stream", "cache-control": "no-cache", "transfer-encoding": "chunked"}
            )
        )
        watcher = asyncio.ensure_future(reader.read(1))  # EOF here means the client went away
        try:
            await send_events(writer, fmt.opening())
            for i, piece in enumerate(pieces):
                await _pause(watcher, first_delay if i == 0 else delay)
                if reply.drop_after is not None and i >= reply.drop_after:
                    record.outcome = "dropped"
                    writer.transport.abort()
                    return False
                if reply.stream_error is not None and i >= reply.stream_error_after:
                    return await _end_with_error(writer, api, reply, record)
                await send_events(writer, fmt.delta(piece))
                record.tokens_sent += 1
                record.text_sent += piece
                if record.first_token is None:
                    record.first_token = self.clock()
            if reply.drop_after is not None and reply.drop_after >= len(pieces):
                record.outcome = "dropped"
                writer.transport.abort()
                return False
            if reply.stream_error is not None:
                return await _end_with_error(writer, api, reply, record)
            # recorded before the client can see the end, so a caller that has read the whole
            # reply always finds it completed (as the error and non-stream paths already do)
            record.outcome = "completed"
            await send_events(writer, fmt.closing(len(pieces), finish))
            writer.write(b"0\r\n\r\n")
            await writer.drain()
            return True
        finally:
            watcher.cancel()
            with suppress(asyncio.CancelledError, ConnectionError):
                await watcher


async def _end_with_error(writer, api: str, reply: Reply, record: RequestRecord) -> bool:
    """End a streaming reply with the API's error event for ``reply.stream_error``."""
    assert reply.stream_error is not None
    record.status, record.outcome = reply.stream_error, "error"
    await send_events(writer, [stream_error_event(api, reply.stream_error, reply.error_message)])
    writer.write(b"0\r\n\r\n")
    await writer.drain()
    return True


async def _pause(watcher: asyncio.Future, delay: float) -> None:
    """Sleep ``delay`` seconds, or raise :class:`_ClientGone` as soon as the client hangs up."""
    if watcher.done():
        raise _ClientGone()
    if delay > 0:
        await asyncio.wait({watcher}, timeout=delay)
        if watcher.done():
            raise _ClientGone()
