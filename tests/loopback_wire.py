"""The wire side of the loopback server: HTTP/1.1 framing and the OpenAI / Anthropic formats."""

from __future__ import annotations

import asyncio
import http
import json
from typing import Any, ClassVar

from sot.providers.fake import tokenize_words

__all__ = [
    "AnthropicFormat",
    "OpenAIFormat",
    "content_text",
    "cut_reply",
    "error_body",
    "head",
    "last_user_text",
    "prompt_tokens",
    "read_request",
    "retry_headers",
    "send_events",
    "send_json",
    "stream_error_event",
]

Event = tuple[str | None, Any]


def content_text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(b.get("text", "") for b in content if isinstance(b, dict))
    return ""


def last_user_text(body: dict[str, Any]) -> str:
    """The text of the last user message of an OpenAI or Anthropic request body."""
    for message in reversed(body.get("messages") or []):
        if message.get("role") == "user":
            return content_text(message.get("content"))
    return ""


_ANTHROPIC_ERROR_TYPES = {
    400: "invalid_request_error",
    401: "authentication_error",
    403: "permission_error",
    404: "not_found_error",
    429: "rate_limit_error",
    529: "overloaded_error",
}


# ---------------------------------------------------------------------- wire formats


class OpenAIFormat:
    # OpenAI reports a reply ended by a stop sequence as "stop", as it does one the model ended
    _FINISH: ClassVar[dict[str, str]] = {"stop_sequence": "stop"}

    def __init__(self, model: str, body: dict[str, Any]) -> None:
        self.model = model
        self.id = "chatcmpl-loopback"
        self.usage = bool((body.get("stream_options") or {}).get("include_usage"))
        self.prompt_tokens = prompt_tokens(body)

    def _chunk(self, delta: dict, finish: str | None = None, choices: bool = True) -> dict:
        return {
            "id": self.id,
            "object": "chat.completion.chunk",
            "created": 0,
            "model": self.model,
            "choices": [{"index": 0, "delta": delta, "finish_reason": finish}] if choices else [],
        }

    def opening(self) -> list[Event]:
        return [(None, self._chunk({"role": "assistant", "content": ""}))]

    def delta(self, text: str) -> list[Event]:
        return [(None, self._chunk({"content": text}))]

    def closing(self, n: int, finish: str) -> list[Event]:
        events: list[Event] = [(None, self._chunk({}, self._FINISH.get(finish, finish)))]
        if self.usage:
            usage = self._chunk({}, choices=False)
            usage["usage"] = {
                "prompt_tokens": self.prompt_tokens,
                "completion_tokens": n,
                "total_tokens": self.prompt_tokens + n,
            }
            events.append((None, usage))
        events.append((None, "[DONE]"))
        return events

    def whole(self, text: str, n: int, finish: str) -> dict:
        return {
            "id": self.id,
            "object": "chat.completion",
            "created": 0,
            "model": self.model,
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": text},
                    "finish_reason": self._FINISH.get(finish, finish),
                }
            ],
            "usage": {
                "prompt_tokens": self.prompt_tokens,
                "completion_tokens": n,
                "total_tokens": self.prompt_tokens + n,
            },
        }


class AnthropicFormat:
    _STOP: ClassVar[dict[str, str]] = {"stop": "end_turn", "length": "max_tokens", "stop_sequence": "stop_sequence"}

    def __init__(self, model: str, body: dict[str, Any]) -> None:
        self.model = model
        self.prompt_tokens = prompt_tokens(body)

    def _message(self, content: list, stop: str | None, output_tokens: int) -> dict:
        return {
            "id": "msg_loopback",
            "type": "message",
            "role": "assistant",
            "model": self.model,
            "content": content,
            "stop_reason": stop,
            "stop_sequence": None,
            "usage": {"input_tokens": self.prompt_tokens, "output_tokens": output_tokens},
        }

    def opening(self) -> list[Event]:
        return [
            ("message_start", {"type": "message_start", "message": self._message([], None, 1)}),
            (
                "content_block_start",
                {"type": "content_block_start", "index": 0, "content_block": {"type": "text", "text": ""}},
            ),
            ("ping", {"type": "ping"}),
        ]

    def delta(self, text: str) -> list[Event]:
        return [
            (
                "content_block_delta",
                {"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": text}},
            )
        ]

    def closing(self, n: int, finish: str) -> list[Event]:
        return [
            ("content_block_stop", {"type": "content_block_stop", "index": 0}),
            (
                "message_delta",
                {
                    "type": "message_delta",
                    "delta": {"stop_reason": self._STOP[finish], "stop_sequence": None},
                    "usage": {"output_tokens": n},
                },
            ),
            ("message_stop", {"type": "message_stop"}),
        ]

    def whole(self, text: str, n: int, finish: str) -> dict:
        return self._message([{"type": "text", "text": text}], self._STOP[finish], n)


# ---------------------------------------------------------------------- helpers


def prompt_tokens(body: dict[str, Any]) -> int:
    texts = [content_text(m.get("content")) for m in body.get("messages") or []]
    texts.append(content_text(body.get("system")))
    return sum(len(tokenize_words(t)) for t in texts)


def cut_reply(pieces: list[str], limit: int | None, stops: list[str]) -> tuple[list[str], str]:
    """Apply stop sequences, then the word limit; returns the pieces and a finish reason."""
    out: list[str] = []
    text = ""
    for piece in pieces:
        candidate = text + piece
        hits = [candidate.find(s) for s in stops if s and s in candidate]
        if hits:
            cut = candidate[: min(hits)]
            if cut[len(text) :]:
                out.append(cut[len(text) :])
            return _limit(out, limit, "stop_sequence")
        out.append(piece)
        text = candidate
    return _limit(out, limit, "stop")


def _limit(pieces: list[str], limit: int | None, finish: str) -> tuple[list[str], str]:
    if limit is not None and len(pieces) > int(limit):
        return pieces[: int(limit)], "length"
    return pieces, finish


def error_body(api: str, status: int, message: str) -> dict:
    if api == "anthropic":
        kind = _ANTHROPIC_ERROR_TYPES.get(status, "api_error")
        return {"type": "error", "error": {"type": kind, "message": message}}
    return {"error": {"message": message, "type": "loopback_error", "code": str(status)}}


def stream_error_event(api: str, status: int, message: str) -> Event:
    """The error event an API sends inside a 200 stream: OpenAI a bare ``data: {"error": ...}``,
    Anthropic ``event: error`` with the error's type."""
    return ("error" if api == "anthropic" else None, error_body(api, status, message))


def retry_headers(retry_after: float | None) -> dict[str, str]:
    if retry_after is None:
        return {}
    return {"retry-after": f"{retry_after:g}"}


async def read_request(reader: asyncio.StreamReader) -> tuple[str, str, dict[str, str], bytes] | None:
    try:
        head = await reader.readuntil(b"\r\n\r\n")
    except asyncio.IncompleteReadError:
        return None
    lines = head.decode("latin-1").split("\r\n")
    method, path, _ = lines[0].split(" ", 2)
    headers = {}
    for line in lines[1:]:
        if ":" in line:
            key, value = line.split(":", 1)
            headers[key.strip().lower()] = value.strip()
    length = int(headers.get("content-length", "0") or 0)
    body = await reader.readexactly(length) if length else b""
    return method, path, headers, body


def head(status: int, headers: dict[str, str]) -> bytes:
    try:
        phrase = http.HTTPStatus(status).phrase
    except ValueError:
        phrase = "Overloaded" if status == 529 else "Error"
    lines = [f"HTTP/1.1 {status} {phrase}"] + [f"{k}: {v}" for k, v in headers.items()]
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1")


async def send_json(writer, status: int, payload: Any, extra: dict[str, str] | None = None) -> bool:
    data = json.dumps(payload).encode()
    headers = {"content-type": "application/json", "content-length": str(len(data)), **(extra or {})}
    writer.write(head(status, headers) + data)
    await writer.drain()
    return True


async def send_events(writer, events: list[Event]) -> None:
    text = ""
    for name, data in events:
        if name:
            text += f"event: {name}\n"
        text += f"data: {data if isinstance(data, str) else json.dumps(data)}\n\n"
    payload = text.encode()
    writer.write(f"{len(payload):x}\r\n".encode() + payload + b"\r\n")
    await writer.drain()
