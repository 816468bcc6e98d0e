"""The load benchmark's stand-in backends: OpenAI-compatible streaming servers on loopback
whose timing is a model, not a model's work.

- :class:`CapacityModel` / ``gpu``: a GPU serving engine (vLLM, SGLang) reduced to the shape of
  its published throughput-against-concurrency curves. Decoding is done in steps; every running
  stream gets one token per step. A step takes ``1 / single_tps`` seconds while at most ``batch``
  streams run (the memory-bound regime: one more row in the batch is nearly free, so each
  stream's rate is flat), and ``n / batch`` times that past it (the compute-bound regime: the
  batch's tokens per second are flat, so each stream's rate is shared). At most ``max_running``
  streams run at once (vLLM's ``max_num_seqs``); the rest wait in arrival order. Every request
  first waits ``first_token_s`` (the server's scheduling and the network: 0.3 s to the first
  word), then its prompt is prefilled, one prompt at a time, at ``prefill_tps``: so the first
  token grows with the queue of prompts before it and of streams waiting for a place. Its knee
  is stated: ``batch`` streams (8), which it tells no client (no ``/metrics``, no slots).
- :class:`RateLimiter` / ``hosted``: a hosted API. Every stream decodes at its own
  ``single_tps`` after ``first_token_s`` (independent streams, the provider's fleet being far
  larger than the load), under requests-per-minute and tokens-per-minute budgets over a
  sliding 60-second window (a request's tokens: its prompt's words plus the reply it will
  write, as OpenAI counts ``max_tokens`` against TPM at admission). A request past either
  budget is answered ``429`` with ``Retry-After`` (whole seconds until the window frees what
  it needs) and ``x-ratelimit-*`` headers, as OpenAI answers.

Replies are synthetic (:class:`Sizer`, one token a word): their length depends on what is
asked (a direct answer, a SoT plan or point, an item of an items ask) and on which request of
the mixed set the prompt carries, so each mode writes what it would write, in proportion.

    from benchmarks.standins import StandIn, CapacityModel, Sizer
    with StandIn(Sizer(prompts), capacity=CapacityModel()) as server:
        server.base_url   # http://127.0.0.1:PORT/v1
        server.stats      # requests, tokens written, 429s issued, peak streams
"""

from __future__ import annotations

import asyncio
import json
import math
import random
import re
import socket
import threading
import time
import zlib
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

VOCAB = (
    "the a of and to in river stone light market paper garden window morning silver quiet "
    "green harbour letter bridge music winter summer orange table field travel simple bright "
    "city coast forest road story answer number careful fresh small large early later clear"
).split()

_ITEM = re.compile(r"answer only this one|write only that one", re.IGNORECASE)
_POINT = re.compile(r"write only point (\d+)", re.IGNORECASE)
_PLAN = "responsible only for giving the skeleton"
POINTS = ["First part", "Second part", "Third part", "Fourth part", "Fifth part"]


# ---------------------------------------------------------------------- the timing models
@dataclass(frozen=True)
class CapacityModel:
    """A GPU engine's decode and prefill, as :mod:`benchmarks.standins` describes.

    Defaults: a 7-8B model on one data-centre GPU, scaled down 2.5x in speed and 4x in batch so
    that the gateway in front of it, on a 2-core CPU, is not the bottleneck: 40 tokens/s per
    stream up to 8 streams (320 tokens/s for the batch), 64 streams running at most, prefill at
    4000 tokens/s, 0.3 s to a request's first word besides. The shape (a per-stream rate flat to a knee of tens of streams, then the
    batch's throughput flat) is that of vLLM's and SGLang's published throughput-against-batch
    curves; see ``docs/benchmarks.md`` (Under load) for the sources."""

    single_tps: float = 40.0
    batch: int = 8
    max_running: int = 64
    prefill_tps: float = 4000.0
    first_token_s: float = 0.3

    def step_s(self, running: int) -> float:
        """Seconds one decode step takes with ``running`` streams in the batch."""
        return (1.0 / self.single_tps) * max(1.0, running / self.batch)

    def per_stream_tps(self, running: int) -> float:
        """Tokens per second each of ``running`` streams gets."""
        return 1.0 / self.step_s(max(running, 1))

    def batch_tps(self, running: int) -> float:
        """Tokens per second of the whole batch."""
        return running * self.per_stream_tps(running)

    def prefill_s(self, prompt_tokens: int) -> float:
        return prompt_tokens / self.prefill_tps


@dataclass
class RateLimiter:
    """Requests-per-minute and tokens-per-minute budgets over a sliding window of ``window_s``.

    :meth:`admit` records a request and returns ``None``, or refuses it and returns the whole
    seconds until the window has room for it (a 429's ``Retry-After``); ``clock`` is injectable."""

    rpm: int
    tpm: int
    window_s: float = 60.0
    clock: Callable[[], float] = time.monotonic
    _spent: deque[tuple[float, int]] = field(default_factory=deque)

    def _expire(self, now: float) -> None:
        while self._spent and self._spent[0][0] <= now - self.window_s:
            self._spent.popleft()

    def remaining(self) -> tuple[int, int]:
        """Requests and tokens left in the window now."""
        self._expire(self.clock())
        return self.rpm - len(self._spent), self.tpm - sum(t for _, t in self._spent)

    def admit(self, tokens: int) -> int | None:
        now = self.clock()
        self._expire(now)
        used = sum(t for _, t in self._spent)
        if len(self._spent) < self.rpm and used + tokens <= self.tpm:
            self._spent.append((now, tokens))
            return None
        # the earliest time enough of the window has expired for this request
        wait, freed, count = 0.0, 0, len(self._spent)
        for when, spent in self._spent:
            freed += spent
            count -= 1
            wait = when + self.window_s - now
            if count < self.rpm and used - freed + tokens <= self.tpm:
                break
        return max(1, math.ceil(wait))


# ---------------------------------------------------------------------- the replies
def words(count: int, seed_text: str) -> str:
    rng = random.Random(zlib.crc32(seed_text.encode()))
    return " ".join(rng.choice(VOCAB) for _ in range(max(count, 1))) + "."


@dataclass(frozen=True)
class Request:
    """One request of the mixed set: its text, its kind (``sot``, ``items``, ``neither``) and
    the words a direct answer to it has."""

    prompt: str
    kind: str
    direct_words: int


class Sizer:
    """The stand-ins' replies: a direct answer has the request's ``direct_words``; a SoT plan is 5
    points, each point ``direct_words * 1.15 / 5``; an item of an items ask ``direct_words / n``
    (n items: the answer is the items' answers). A prompt of none of the requests (a warm-up)
    gets 20 words."""

    def __init__(self, requests: list[Request], items_of: Callable[[str], int] | None = None) -> None:
        self.requests = sorted(requests, key=lambda r: -len(r.prompt))
        self.items_of = items_of or (lambda _text: 1)

    def request_of(self, text: str) -> Request | None:
        for request in self.requests:
            if request.prompt in text:
                return request
        return None

    def __call__(self, body: dict[str, Any]) -> str:
        messages = body.get("messages", [])
        text = " ".join(_content(m) for m in messages if m.get("role") == "user")
        last = _content(messages[-1]) if messages else ""
        system = " ".join(_content(m) for m in messages if m.get("role") == "system")
        request = self.request_of(text)
        size = request.direct_words if request else 20
        if _ITEM.search(last):
            n = self.items_of(request.prompt) if request else 1
            return words(max(1, round(size / max(n, 1))), last)
        if _POINT.search(last):
            return words(max(1, round(size * 1.15 / len(POINTS))), last)
        if _PLAN in last or _PLAN in system:
            return "\n".join(f"{i + 1}. {p}" for i, p in enumerate(POINTS))
        return words(size, last)


def _content(message: dict[str, Any]) -> str:
    content = message.get("content", "")
    if isinstance(content, list):
        return " ".join(str(part.get("text", "")) for part in content if isinstance(part, dict))
    return str(content or "")


# ---------------------------------------------------------------------- the server
@dataclass
class Stats:
    requests: int = 0
    tokens_written: int = 0
    refused_429: int = 0
    peak_streams: int = 0
    retry_after_s: list[int] = field(default_factory=list)


class _Engine:
    """The capacity model running: streams admitted in order, prefilled one at a time, decoded
    in shared steps."""

    def __init__(self, model: CapacityModel) -> None:
        self.model = model
        self.running: list[asyncio.Queue[bool]] = []
        self.places = asyncio.Semaphore(model.max_running)
        self.prefill = asyncio.Lock()
        self.wake = asyncio.Event()
        self.task: asyncio.Task[None] | None = None

    async def _loop(self) -> None:
        while True:
            if not self.running:
                self.wake.clear()
                await self.wake.wait()
            await asyncio.sleep(self.model.step_s(len(self.running)))
            for queue in list(self.running):
                queue.put_nowait(True)

    async def stream(self, prompt_tokens: int, tokens: int):
        if self.task is None:
            self.task = asyncio.get_running_loop().create_task(self._loop())
        await asyncio.sleep(self.model.first_token_s)
        async with self.places:
            async with self.prefill:
                await asyncio.sleep(self.model.prefill_s(prompt_tokens))
            queue: asyncio.Queue[bool] = asyncio.Queue()
            self.running.append(queue)
            self.wake.set()
            try:
                for _ in range(tokens):
                    await queue.get()
                    yield
            finally:
                self.running.remove(queue)


class StandIn:
    """An OpenAI-compatible ``/v1/chat/completions`` (streaming and whole) on 127.0.0.1, timed by
    ``capacity`` (a :class:`CapacityModel`) or, without one, as a hosted API: every stream at
    ``single_tps`` after ``first_token_s``, under ``limiter`` where given."""

    def __init__(
        self,
        reply: Callable[[dict[str, Any]], str],
        *,
        capacity: CapacityModel | None = None,
        single_tps: float = 60.0,
        first_token_s: float = 0.4,
        limiter: RateLimiter | None = None,
    ) -> None:
        self.reply = reply
        self.capacity = capacity
        self.single_tps = single_tps
        self.first_token_s = first_token_s
        self.limiter = limiter
        self.stats = Stats()
        self._streams = 0
        self._engine: _Engine | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._server: asyncio.base_events.Server | None = None
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            self.port = s.getsockname()[1]
        self.base_url = f"http://127.0.0.1:{self.port}/v1"

    # -- lifecycle
    def __enter__(self) -> StandIn:
        ready = threading.Event()

        def run() -> None:
            loop = asyncio.new_event_loop()
            self._loop = loop
            if self.capacity is not None:
                asyncio.set_event_loop(loop)
                self._engine = _Engine(self.capacity)
            self._server = loop.run_until_complete(asyncio.start_server(self._handle, "127.0.0.1", self.port))
            ready.set()
            loop.run_forever()

        self._thread = threading.Thread(target=run, daemon=True)
        self._thread.start()
        ready.wait(10)
        return self

    def __exit__(self, *exc: object) -> None:
        loop = self._loop
        if loop is not None:
            asyncio.run_coroutine_threadsafe(self._shutdown(), loop).result(10)
            loop.call_soon_threadsafe(loop.stop)
        self._thread.join(5)
        if loop is not None and not loop.is_running():
            loop.close()

    async def _shutdown(self) -> None:
        """Closes the listening socket and ends every stream and the engine's loop."""
        if self._server is not None:
            self._server.close()
        me = asyncio.current_task()
        tasks = [t for t in asyncio.all_tasks() if t is not me]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    def reset_stats(self) -> Stats:
        old, self.stats = self.stats, Stats()
        return old

    # -- HTTP
    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while True:
                head = await reader.readuntil(b"\r\n\r\n")
                lines = head.decode("latin-1").split("\r\n")
                method, path = lines[0].split(" ")[:2]
                headers = {k.strip().lower(): v.strip() for k, v in (x.split(":", 1) for x in lines[1:] if ":" in x)}
                body = await reader.readexactly(int(headers.get("content-length", "0")))
                if method == "GET":
                    await self._send(writer, 200, {"object": "list", "data": [{"id": "standin", "object": "model"}]})
                    continue
                await self._complete(writer, json.loads(body or b"{}"), path)
        except (asyncio.IncompleteReadError, ConnectionError, ValueError):
            pass
        finally:
            writer.close()

    async def _send(
        self, writer: asyncio.StreamWriter, status: int, data: Any, extra: dict[str, str] | None = None
    ) -> None:
        raw = json.dumps(data).encode()
        reason = {200: "OK", 429: "Too Many Requests"}.get(status, "Error")
        head = f"HTTP/1.1 {status} {reason}\r\ncontent-type: application/json\r\ncontent-length: {len(raw)}\r\n"
        head += "".join(f"{k}: {v}\r\n" for k, v in (extra or {}).items())
        writer.write(head.encode() + b"\r\n" + raw)
        await writer.drain()

    async def _complete(self, writer: asyncio.StreamWriter, body: dict[str, Any], path: str) -> None:
        text = self.reply(body)
        pieces = text.split(" ")
        limit = body.get("max_tokens") or body.get("max_completion_tokens")
        if limit:
            pieces = pieces[: int(limit)]
        prompt_tokens = sum(len(_content(m).split()) for m in body.get("messages", []))
        if self.limiter is not None:
            wait = self.limiter.admit(prompt_tokens + len(pieces))
            requests_left, tokens_left = self.limiter.remaining()
            limits = {
                "x-ratelimit-limit-requests": str(self.limiter.rpm),
                "x-ratelimit-limit-tokens": str(self.limiter.tpm),
                "x-ratelimit-remaining-requests": str(max(requests_left, 0)),
                "x-ratelimit-remaining-tokens": str(max(tokens_left, 0)),
            }
            if wait is not None:
                self.stats.refused_429 += 1
                self.stats.retry_after_s.append(wait)
                error = {"error": {"message": "Rate limit reached", "type": "requests", "code": "rate_limit_exceeded"}}
                await self._send(writer, 429, error, {"retry-after": str(wait), **limits})
                return
        else:
            limits = {}
        self.stats.requests += 1
        self._streams += 1
        self.stats.peak_streams = max(self.stats.peak_streams, self._streams)
        try:
            if not body.get("stream"):
                await self._pace(prompt_tokens, len(pieces))
                self.stats.tokens_written += len(pieces)
                message = {"role": "assistant", "content": " ".join(pieces)}
                usage = {
                    "prompt_tokens": prompt_tokens,
                    "completion_tokens": len(pieces),
                    "total_tokens": prompt_tokens + len(pieces),
                }
                await self._send(
                    writer,
                    200,
                    {
                        "id": "c",
                        "object": "chat.completion",
                        "created": 0,
                        "model": "standin",
                        "choices": [{"index": 0, "message": message, "finish_reason": "stop"}],
                        "usage": usage,
                    },
                    limits,
                )
                return
            head = "HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ntransfer-encoding: chunked\r\n"
            head += "".join(f"{k}: {v}\r\n" for k, v in limits.items())
            writer.write((head + "\r\n").encode())
            i = 0
            async for _ in self._tokens(prompt_tokens, len(pieces)):
                piece = pieces[i] if i == 0 else " " + pieces[i]
                i += 1
                self.stats.tokens_written += 1
                self._chunk(writer, {"choices": [{"index": 0, "delta": {"content": piece}, "finish_reason": None}]})
                await writer.drain()
            self._chunk(writer, {"choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]})
            if (body.get("stream_options") or {}).get("include_usage"):
                usage = {"prompt_tokens": prompt_tokens, "completion_tokens": i, "total_tokens": prompt_tokens + i}
                self._chunk(writer, {"choices": [], "usage": usage})
            data = b"data: [DONE]\n\n"
            writer.write(f"{len(data):x}\r\n".encode() + data + b"\r\n0\r\n\r\n")
            await writer.drain()
        finally:
            self._streams -= 1

    @staticmethod
    def _chunk(writer: asyncio.StreamWriter, data: dict[str, Any]) -> None:
        data = {"id": "c", "object": "chat.completion.chunk", "created": 0, "model": "standin", **data}
        raw = f"data: {json.dumps(data)}\n\n".encode()
        writer.write(f"{len(raw):x}\r\n".encode() + raw + b"\r\n")

    async def _tokens(self, prompt_tokens: int, tokens: int):
        if self._engine is not None:
            async for _ in self._engine.stream(prompt_tokens, tokens):
                yield
            return
        await asyncio.sleep(self.first_token_s)
        for i in range(tokens):
            if i:
                await asyncio.sleep(1.0 / self.single_tps)
            yield

    async def _pace(self, prompt_tokens: int, tokens: int) -> None:
        async for _ in self._tokens(prompt_tokens, tokens):
            pass
