"""Anthropic Messages on the wire: request parsing, responses, the event stream, errors.

A body is checked field by field against the Messages request (the ``anthropic`` SDK's
``message_create_params``): each field's type strictly, and its documented range. Tools,
image blocks and extended thinking are refused; ``temperature``, ``top_p``,
``max_tokens`` and ``stop_sequences`` are honoured; ``top_k``, ``metadata`` and
``service_tier`` (``auto`` or ``standard_only``) are checked and ignored, as are fields the
API does not know.

Streaming sends ``message_start``, ``content_block_start``, ``content_block_delta``\\ s,
``content_block_stop``, ``message_delta`` (stop reason, output tokens) and ``message_stop``,
as the Messages API does.
"""

from __future__ import annotations

import json
import uuid
from typing import Any, Literal

from pydantic import Field, ValidationError

from sot.orchestrator.result import AskResult
from sot.providers.base import Message
from sot.serve.openai_wire import sot_info, sse_comment
from sot.serve.wire import (
    MAX_TOKENS,
    MAX_VARIABLES,
    ChatRequest,
    Each,
    Shape,
    SotOverride,
    StrictModel,
    WireError,
    check_shape,
    from_validation,
    quoted,
    sampling,
    split_conversation,
)

__all__ = ["AnthropicFormat", "parse_messages"]


class _Block(StrictModel):
    type: str
    text: str | None = None


class _Message(StrictModel):
    role: Literal["user", "assistant"]
    content: str | Each[_Block]


class _Metadata(StrictModel):
    user_id: str | None = None


class _Typed(StrictModel):
    """An object told apart by its ``type`` (``thinking``, ``tool_choice``)."""

    type: str


class _MessagesBody(StrictModel):
    model: str = Field(min_length=1)
    max_tokens: int = Field(ge=1, le=MAX_TOKENS)
    messages: Each[_Message] = Field(min_length=1)
    system: str | Each[_Block] | None = None
    stream: bool | None = False
    temperature: float | None = Field(default=None, ge=0, le=1)
    top_p: float | None = Field(default=None, ge=0, le=1)
    top_k: int | None = Field(default=None, ge=0)
    metadata: _Metadata | None = None
    stop_sequences: Each[str] | None = None
    service_tier: Literal["auto", "standard_only"] | None = None
    thinking: _Typed | None = None
    tools: Each[Any] | None = None
    tool_choice: _Typed | None = None
    sot: SotOverride | None = None


#: the most stop sequences a request may give: Anthropic's API documents no bound (Amazon
#: Bedrock's Claude takes up to 8,191); each is looked for in every piece of text the gateway
#: streams, so 100,000 of them made a 1 s answer take 11 s
MAX_STOP_SEQUENCES = 16
#: how large a body's lists and objects may be, checked before its fields are: the messages and
#: their blocks, the system prompt's included (:data:`~sot.serve.wire.MAX_MESSAGES`,
#: :data:`~sot.serve.wire.MAX_PARTS`), and these
SHAPE = Shape(
    {
        "stop_sequences": (MAX_STOP_SEQUENCES, "stop sequences"),
        "tools": (128, "tools"),
        "sot": (32, "fields"),
        "sot.variables": (MAX_VARIABLES, "variables"),
    },
    parts=("system",),
)


def _text(content: str | list[_Block], where: str) -> str:
    if isinstance(content, str):
        return content
    out = []
    for j, block in enumerate(content):
        if block.type != "text":
            raise WireError(
                400,
                f"content blocks of type {quoted(block.type)} are not supported (text only)",
                param=f"{where}.{j}.type",
            )
        out.append(block.text or "")
    return "".join(out)


def parse_messages(body: Any) -> ChatRequest:
    """A :class:`ChatRequest` from a Messages API body; :class:`WireError` when it is not one."""
    if not isinstance(body, dict):
        raise WireError(400, "the request body must be a JSON object")
    check_shape(body, SHAPE)
    try:
        req = _MessagesBody.model_validate(body)
    except ValidationError as exc:
        raise from_validation(exc, body) from None
    if req.tools:
        raise WireError(400, "tools are not supported by sot", param="tools")
    if req.tool_choice is not None and req.tool_choice.type != "none":
        raise WireError(400, "tool_choice may only be given with tools (sot takes none)", param="tool_choice")
    if req.thinking is not None and req.thinking.type != "disabled":
        raise WireError(400, "extended thinking is not supported by sot", param="thinking")
    turns = [Message("system", _text(req.system, "system"))] if req.system else []
    turns += [Message(m.role, _text(m.content, f"messages.{i}.content")) for i, m in enumerate(req.messages)]
    question, history = split_conversation(turns)
    temperature, top_p = sampling(req.temperature, req.top_p)
    return ChatRequest(
        model=req.model,
        question=question,
        history=history,
        stream=bool(req.stream),
        include_usage=True,
        max_tokens=req.max_tokens,
        temperature=temperature,
        top_p=top_p,
        stop=tuple(s for s in req.stop_sequences or () if s),
        sot=req.sot or SotOverride(),
        conversation=req.metadata.user_id if req.metadata else None,
    )


_ERROR_TYPES = {
    400: "invalid_request_error",
    401: "authentication_error",
    403: "permission_error",
    404: "not_found_error",
    413: "request_too_large",
    429: "rate_limit_error",
    500: "api_error",
    502: "api_error",
    503: "overloaded_error",
    504: "api_error",
    529: "overloaded_error",
}


def _event(name: str, data: dict[str, Any]) -> bytes:
    return f"event: {name}\ndata: {json.dumps(data, separators=(',', ':'))}\n\n".encode()


class AnthropicFormat:
    """Renders one response (whole or streamed) in the Messages format."""

    api = "anthropic"
    media_type = "text/event-stream"

    def __init__(self, model: str) -> None:
        self.model = model
        self.id = f"msg_{uuid.uuid4().hex[:24]}"

    @staticmethod
    def error_body(status: int, message: str, param: str | None = None, kind: str | None = None) -> dict[str, Any]:
        """The Messages API's error: its type by status (any other 4xx is an
        ``invalid_request_error``, any other 5xx an ``api_error``); a refused field is named at
        the message's start, as the API names it (the format has no ``param``)."""
        kind = _ERROR_TYPES.get(status, "invalid_request_error" if status < 500 else "api_error")
        if status == 400 and param and not message.startswith(param):
            message = f"{param}: {message}"
        return {"type": "error", "error": {"type": kind, "message": message}}

    @staticmethod
    def _stop(finish: str, stop: str | None) -> tuple[str, str | None]:
        if finish == "stop" and stop:
            return "stop_sequence", stop
        return ("max_tokens", None) if finish == "length" else ("end_turn", None)

    def whole(self, text: str, result: AskResult, finish: str, stop: str | None = None) -> dict[str, Any]:
        reason, sequence = self._stop(finish, stop)
        return {
            "id": self.id,
            "type": "message",
            "role": "assistant",
            "model": self.model,
            "content": [{"type": "text", "text": text}],
            "stop_reason": reason,
            "stop_sequence": sequence,
            "usage": {"input_tokens": result.usage.prompt_tokens, "output_tokens": result.usage.completion_tokens},
            "sot": sot_info(result),
        }

    def opening(self, input_tokens: int = 0) -> bytes:
        """``message_start`` (its ``input_tokens``: the client's prompt, before the ask's
        requests are counted; ``message_delta`` gives the total) and the text block's start."""
        message: dict[str, Any] = {
            "id": self.id,
            "type": "message",
            "role": "assistant",
            "model": self.model,
            "content": [],
            "stop_reason": None,
            "stop_sequence": None,
            "usage": {"input_tokens": input_tokens, "output_tokens": 0},
        }
        return _event("message_start", {"type": "message_start", "message": message}) + _event(
            "content_block_start",
            {"type": "content_block_start", "index": 0, "content_block": {"type": "text", "text": ""}},
        )

    def delta(self, text: str) -> bytes:
        return _event(
            "content_block_delta",
            {"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": text}},
        )

    def keepalive(self, progress: str) -> bytes:
        """An SSE comment with the ask's progress, then the Messages API's own ``ping``."""
        return sse_comment(progress) + _event("ping", {"type": "ping"})

    def closing(
        self,
        result: AskResult,
        finish: str,
        include_usage: bool,
        stop: str | None = None,
        error: tuple[int, str] | None = None,
    ) -> bytes:
        """The block's end, ``message_delta`` (stop reason, usage) and ``message_stop``; with
        ``error`` (the answer was ended from outside, e.g. a shutdown), an error event in its place."""
        reason, sequence = self._stop(finish, stop)
        usage = {"input_tokens": result.usage.prompt_tokens, "output_tokens": result.usage.completion_tokens}
        return (
            _event("content_block_stop", {"type": "content_block_stop", "index": 0})
            + _event(
                "message_delta",
                {
                    "type": "message_delta",
                    "delta": {"stop_reason": reason, "stop_sequence": sequence},
                    "usage": usage,
                    "sot": sot_info(result),
                },
            )
            + (self.stream_error(*error) if error is not None else _event("message_stop", {"type": "message_stop"}))
        )

    def stream_error(self, status: int, message: str) -> bytes:
        return _event("error", self.error_body(status, message))
