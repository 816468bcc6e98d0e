"""OpenAI Chat Completions on the wire: request parsing, responses, stream chunks, errors.

Fields sot cannot honour are refused as the OpenAI API refuses what a model does not
support (``n`` other than 1, tools, image content, log probabilities, a JSON response
format); others (``top_p``, ``seed``, ``user``, ``metadata``...) are accepted and ignored.
"""

from __future__ import annotations

import json
import time
import uuid
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from sot.orchestrator.result import AskResult
from sot.providers.base import Message
from sot.serve.wire import ChatRequest, SotOverride, WireError, from_validation, split_conversation

__all__ = ["OpenAIFormat", "parse_chat"]


class _Part(BaseModel):
    model_config = ConfigDict(extra="allow")
    type: str
    text: str | None = None


class _Message(BaseModel):
    model_config = ConfigDict(extra="allow")
    role: Literal["system", "developer", "user", "assistant", "tool", "function"]
    content: str | list[_Part] | None = None


class _StreamOptions(BaseModel):
    model_config = ConfigDict(extra="allow")
    include_usage: bool = False


class _ChatBody(BaseModel):
    model_config = ConfigDict(extra="allow")
    model: str = Field(min_length=1)
    messages: list[_Message] = Field(min_length=1)
    stream: bool | None = False
    stream_options: _StreamOptions | None = None
    max_tokens: int | None = Field(default=None, ge=1)
    max_completion_tokens: int | None = Field(default=None, ge=1)
    temperature: float | None = Field(default=None, ge=0, le=2)
    stop: str | list[str] | None = None
    n: int | None = Field(default=None, ge=1, le=128)
    logprobs: bool | None = None
    tools: list[Any] | None = None
    functions: list[Any] | None = None
    response_format: dict[str, Any] | None = None
    sot: SotOverride | None = None


def _content(message: _Message, i: int) -> str:
    if message.content is None or isinstance(message.content, str):
        return message.content or ""
    texts = []
    for j, part in enumerate(message.content):
        if part.type != "text":
            raise WireError(
                400,
                f"content of type {part.type!r} is not supported by this model (text only)",
                param=f"messages.{i}.content.{j}.type",
            )
        texts.append(part.text or "")
    return "".join(texts)


def parse_chat(body: Any) -> ChatRequest:
    """A :class:`ChatRequest` from a Chat Completions body; :class:`WireError` when it is not one."""
    if not isinstance(body, dict):
        raise WireError(400, "the request body must be a JSON object")
    try:
        req = _ChatBody.model_validate(body)
    except ValidationError as exc:
        raise from_validation(exc) from None
    if req.n not in (None, 1):
        raise WireError(400, "n must be 1: sot answers with one choice", param="n")
    if req.tools or req.functions:
        raise WireError(
            400, "tools and functions are not supported by sot", param="tools" if req.tools else "functions"
        )
    if req.logprobs:
        raise WireError(400, "logprobs are not supported by sot", param="logprobs")
    if req.response_format and req.response_format.get("type", "text") != "text":
        raise WireError(400, "only the text response format is supported", param="response_format")
    stop = [req.stop] if isinstance(req.stop, str) else list(req.stop or [])
    if len(stop) > 4:
        raise WireError(400, "stop takes at most 4 sequences", param="stop")
    turns = []
    for i, m in enumerate(req.messages):
        if m.role == "tool" or m.role == "function":
            raise WireError(400, f"messages with role {m.role!r} are not supported by sot", param=f"messages.{i}.role")
        role = "system" if m.role == "developer" else m.role
        turns.append(Message(role, _content(m, i)))
    question, history = split_conversation(turns)
    return ChatRequest(
        model=req.model,
        question=question,
        history=history,
        stream=bool(req.stream),
        include_usage=bool(req.stream_options and req.stream_options.include_usage),
        max_tokens=req.max_completion_tokens or req.max_tokens,
        temperature=req.temperature,
        stop=tuple(s for s in stop if s),
        sot=req.sot or SotOverride(),
    )


_ERROR_TYPES = {
    400: "invalid_request_error",
    401: "invalid_request_error",
    404: "invalid_request_error",
    413: "invalid_request_error",
    429: "rate_limit_exceeded",
    500: "server_error",
    502: "server_error",
    503: "server_error",
    504: "server_error",
}
_ERROR_CODES = {401: "invalid_api_key", 404: "model_not_found", 413: "request_too_large", 429: "rate_limit_exceeded"}


def sot_info(result: AskResult) -> dict[str, Any]:
    """What the ``sot`` field of a response says about how the answer was made."""
    return {
        "mode": result.mode,
        "fallback": result.fallback,
        "template": result.template,
        "branches": len(result.branches),
        "failed_branches": len(result.failed),
        "error": getattr(result, "error", None),
        "timings": result.timings.model_dump(),
        "route": None if result.route is None else result.route.model_dump(),
        "escalate": result.escalate,
        "escalate_reason": result.escalate_reason,
    }


class OpenAIFormat:
    """Renders one response (whole or streamed) in the Chat Completions format."""

    api = "openai"
    media_type = "text/event-stream"

    def __init__(self, model: str) -> None:
        self.model = model
        self.id = f"chatcmpl-{uuid.uuid4().hex[:24]}"
        self.created = int(time.time())

    @staticmethod
    def error_body(status: int, message: str, param: str | None = None, kind: str | None = None) -> dict[str, Any]:
        return {
            "error": {
                "message": message,
                "type": kind or _ERROR_TYPES.get(status, "invalid_request_error"),
                "param": param,
                "code": _ERROR_CODES.get(status),
            }
        }

    def whole(self, text: str, result: AskResult, finish: str, stop: str | None = None) -> dict[str, Any]:
        return {
            "id": self.id,
            "object": "chat.completion",
            "created": self.created,
            "model": self.model,
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": text, "refusal": None},
                    "logprobs": None,
                    "finish_reason": finish,
                }
            ],
            "usage": self._usage(result),
            "sot": sot_info(result),
        }

    def _usage(self, result: AskResult) -> dict[str, int]:
        u = result.usage
        return {
            "prompt_tokens": u.prompt_tokens,
            "completion_tokens": u.completion_tokens,
            "total_tokens": u.prompt_tokens + u.completion_tokens,
        }

    def _chunk(self, delta: dict[str, Any], finish: str | None = None, **extra: Any) -> bytes:
        data = {
            "id": self.id,
            "object": "chat.completion.chunk",
            "created": self.created,
            "model": self.model,
            "choices": [{"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish}],
            **extra,
        }
        return f"data: {json.dumps(data, separators=(',', ':'))}\n\n".encode()

    def opening(self) -> bytes:
        return self._chunk({"role": "assistant", "content": ""})

    def delta(self, text: str) -> bytes:
        return self._chunk({"content": text})

    def closing(self, result: AskResult, finish: str, include_usage: bool, stop: str | None = None) -> bytes:
        out = self._chunk({}, finish, sot=sot_info(result))
        if include_usage:
            data = {
                "id": self.id,
                "object": "chat.completion.chunk",
                "created": self.created,
                "model": self.model,
                "choices": [],
                "usage": self._usage(result),
            }
            out += f"data: {json.dumps(data, separators=(',', ':'))}\n\n".encode()
        return out + b"data: [DONE]\n\n"

    def stream_error(self, status: int, message: str) -> bytes:
        return f"data: {json.dumps(self.error_body(status, message))}\n\n".encode()
