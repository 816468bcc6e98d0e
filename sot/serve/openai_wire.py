"""OpenAI Chat Completions on the wire: request parsing, responses, stream chunks, errors.

A body is checked field by field against the Chat Completions request (the ``openai``
SDK's ``completion_create_params``): each field's type strictly, and its documented range.
Fields sot cannot honour are refused as the OpenAI API refuses what a model does not
support (``n`` other than 1, tools, audio, image content, log probabilities, a JSON
response format, web search); ``temperature``, ``top_p``, ``seed``, ``max_tokens`` and
``stop`` are honoured; the rest (``user``, ``metadata``, ``presence_penalty``,
``logit_bias``, ``store``, ``service_tier``, ``reasoning_effort``...) are checked (an
enumerated one takes the API's values only; ``stream_options`` only with ``stream: true``)
and ignored, as are fields the API does not know.
"""

from __future__ import annotations

import json
import time
import uuid
from typing import Annotated, Any, Literal

from pydantic import Field, ValidationError

from sot.orchestrator.result import AskResult
from sot.providers.base import Message
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
    clip,
    from_validation,
    public_message,
    quoted,
    sampling,
    split_conversation,
)

__all__ = ["OpenAIFormat", "parse_chat"]


class _Part(StrictModel):
    type: str
    text: str | None = None


class _Message(StrictModel):
    role: Literal["system", "developer", "user", "assistant", "tool", "function"]
    content: str | Each[_Part] | None = None
    name: str | None = None


class _StreamOptions(StrictModel):
    include_usage: bool = False
    include_obfuscation: bool | None = None


class _ResponseFormat(StrictModel):
    type: str


_Penalty = Annotated[float, Field(ge=-2, le=2)]


class _ChatBody(StrictModel):
    model: str = Field(min_length=1)
    messages: Each[_Message] = Field(min_length=1)
    stream: bool | None = False
    stream_options: _StreamOptions | None = None
    max_tokens: int | None = Field(default=None, ge=1, le=MAX_TOKENS)
    max_completion_tokens: int | None = Field(default=None, ge=1, le=MAX_TOKENS)
    temperature: float | None = Field(default=None, ge=0, le=2)
    top_p: float | None = Field(default=None, ge=0, le=1)
    # OpenAI takes any 64-bit seed; the backends sot drives take one from 0
    seed: int | None = Field(default=None, ge=0, lt=2**63)
    stop: str | Each[str] | None = None
    n: int | None = Field(default=None, ge=1, le=128)
    presence_penalty: _Penalty | None = None
    frequency_penalty: _Penalty | None = None
    logit_bias: dict[str, Annotated[int, Field(ge=-100, le=100)]] | None = None
    logprobs: bool | None = None
    top_logprobs: int | None = Field(default=None, ge=0, le=20)
    user: str | None = None
    metadata: dict[str, Annotated[str, Field(max_length=512)]] | None = Field(default=None, max_length=16)
    modalities: Each[Literal["text", "audio"]] | None = None
    audio: dict[str, Any] | None = None
    parallel_tool_calls: bool | None = None
    store: bool | None = None
    service_tier: Literal["auto", "default", "flex", "scale", "priority", "fast"] | None = None
    reasoning_effort: Literal["none", "minimal", "low", "medium", "high", "xhigh", "max"] | None = None
    verbosity: Literal["low", "medium", "high"] | None = None
    prompt_cache_key: str | None = None
    safety_identifier: str | None = None
    prediction: dict[str, Any] | None = None
    web_search_options: dict[str, Any] | None = None
    tools: Each[Any] | None = None
    tool_choice: str | dict[str, Any] | None = None
    functions: Each[Any] | None = None
    function_call: str | dict[str, Any] | None = None
    response_format: _ResponseFormat | None = None
    sot: SotOverride | None = None


#: the most stop strings a request may give (the OpenAI API's own bound)
MAX_STOP = 4
#: how large a body's lists and objects may be, checked before its fields are: the messages and
#: their parts (:data:`~sot.serve.wire.MAX_MESSAGES`, :data:`~sot.serve.wire.MAX_PARTS`), and these
SHAPE = Shape(
    {
        "stop": (MAX_STOP, "stop sequences"),
        "tools": (128, "tools"),
        "functions": (128, "functions"),
        "modalities": (2, "modalities"),
        "logit_bias": (1024, "tokens"),
        "metadata": (16, "keys"),
        **{key: (64, "keys") for key in ("audio", "prediction", "web_search_options", "tool_choice", "function_call")},
        "sot": (32, "fields"),
        "sot.variables": (MAX_VARIABLES, "variables"),
    }
)


def _content(message: _Message, i: int) -> str:
    if message.content is None or isinstance(message.content, str):
        return message.content or ""
    texts = []
    for j, part in enumerate(message.content):
        if part.type != "text":
            raise WireError(
                400,
                f"content of type {quoted(part.type)} is not supported by this model (text only)",
                param=f"messages.{i}.content.{j}.type",
            )
        texts.append(part.text or "")
    return "".join(texts)


def _refuse_unsupported(req: _ChatBody) -> None:
    """A 400 naming the first field asking for what sot does not do."""
    if req.n not in (None, 1):
        raise WireError(400, "n must be 1: sot answers with one choice", param="n")
    if req.tools or req.functions:
        raise WireError(
            400, "tools and functions are not supported by sot", param="tools" if req.tools else "functions"
        )
    for name, choice in (("tool_choice", req.tool_choice), ("function_call", req.function_call)):
        if choice not in (None, "none"):
            raise WireError(400, f"{name} is only allowed when tools are given (sot takes none)", param=name)
    if req.logprobs:
        raise WireError(400, "logprobs are not supported by sot", param="logprobs")
    if req.top_logprobs:
        raise WireError(
            400, "top_logprobs are not supported by sot (it gives no log probabilities)", param="top_logprobs"
        )
    if req.modalities is not None and req.modalities != ["text"]:
        raise WireError(400, 'only text output is supported: modalities must be ["text"]', param="modalities")
    if req.audio is not None:
        raise WireError(400, "audio output is not supported by sot", param="audio")
    if req.response_format is not None and req.response_format.type != "text":
        raise WireError(400, "only the text response format is supported", param="response_format")
    if req.web_search_options is not None:
        raise WireError(400, "web search is not supported by sot", param="web_search_options")


def parse_chat(body: Any) -> ChatRequest:
    """A :class:`ChatRequest` from a Chat Completions body; :class:`WireError` when it is not one."""
    if not isinstance(body, dict):
        raise WireError(400, "the request body must be a JSON object")
    check_shape(body, SHAPE)
    try:
        req = _ChatBody.model_validate(body)
    except ValidationError as exc:
        raise from_validation(exc, body) from None
    _refuse_unsupported(req)
    if req.stream_options is not None and not req.stream:
        raise WireError(
            400, "The 'stream_options' parameter is only allowed when 'stream' is enabled.", param="stream_options"
        )
    stop = [req.stop] if isinstance(req.stop, str) else list(req.stop or [])
    turns = []
    for i, m in enumerate(req.messages):
        if m.role == "tool" or m.role == "function":
            raise WireError(400, f"messages with role {m.role!r} are not supported by sot", param=f"messages.{i}.role")
        role = "system" if m.role == "developer" else m.role
        turns.append(Message(role, _content(m, i)))
    question, history = split_conversation(turns)
    temperature, top_p = sampling(req.temperature, req.top_p)
    return ChatRequest(
        model=req.model,
        question=question,
        history=history,
        stream=bool(req.stream),
        include_usage=bool(req.stream_options and req.stream_options.include_usage),
        max_tokens=req.max_completion_tokens or req.max_tokens,
        temperature=temperature,
        top_p=top_p,
        seed=req.seed,
        stop=tuple(s for s in stop if s),
        sot=req.sot or SotOverride(),
        conversation=(req.metadata or {}).get("conversation_id") or req.user,
    )


_ERROR_TYPES = {
    429: "rate_limit_exceeded",
    500: "server_error",
    502: "server_error",
    503: "server_error",
    504: "server_error",
}
_ERROR_CODES = {401: "invalid_api_key", 413: "request_too_large", 429: "rate_limit_exceeded"}


def lost_parts(result: AskResult) -> tuple[list[str], list[str]]:
    """The parts of the plan that did not finish, each with why: as ``sot.error`` names them
    (``point 2 (Main idea) was cut: HTTP 502``) and as ``sot.dropped`` lists what of them is
    not in the answer (``point 2 (Main idea): the rest of it was lost (HTTP 502)``)."""
    from sot.orchestrator.modes import REGISTRY

    mode = REGISTRY.get(result.mode)
    kind = "point" if mode is None or mode.branches_in_answer else "part"
    errors, dropped = [], []
    for branch in result.failed:
        name = f"{kind} {branch.index + 1} ({clip(branch.title, 40)})"
        reason = public_message(branch.reason or "unknown error")
        if branch.status == "partial":
            errors.append(f"{name} was cut: {reason}")
            dropped.append(f"{name}: the rest of it was lost ({reason})")
        else:
            errors.append(f"{name} failed: {reason}")
            dropped.append(f"{name}: it wrote nothing ({reason})")
    return errors, dropped


def sot_info(result: AskResult) -> dict[str, Any]:
    """What the ``sot`` field of a response says about how the answer was made. ``ending``
    is the one rule behind ``finish_reason`` (:class:`~sot.orchestrator.result.Ending`: its
    status, its cause, the parts the loop guard ended); ``error`` names what cut the answer
    (each part that did not finish, and why), or an escalation check that gave no verdict (no
    server internals in either); ``dropped``, the parts of the plan not (wholly) in the
    answer, each with why; ``tokens``, what the answer took in and out against a direct
    answer (``overhead``: their ratio, ``usage.overhead``)."""
    lost, dropped = lost_parts(result)
    errors = [e for e in (result.error, *lost, result.reply.error and f"escalation check: {result.reply.error}") if e]
    # a part the core already names (a support reply's point that wrote nothing) is named once
    named = {entry.split(" (", 1)[0] for entry in result.dropped}
    dropped = [*result.dropped, *(entry for entry in dropped if entry.split(" (", 1)[0] not in named)]
    return {
        "mode": result.mode,
        "fallback": result.fallback,
        # why the mode's plan was not used (items: why no tier found items), and the plan in a few words
        "fallback_reason": public_message(result.fallback_reason) if result.fallback_reason else None,
        "plan": result.plan_about,
        "template": result.template,
        "template_version": result.template_version,
        "branches": len(result.branches),
        "failed_branches": len(result.failed),
        "error": public_message("; ".join(errors)) if errors else None,
        "ending": result.ending.model_dump(),
        "cut_short": result.cut_short,
        "dropped": dropped,
        "timings": result.timings.model_dump(),
        "drafts": {"drafted": result.usage.drafted_tokens, "accepted": result.usage.accepted_tokens},
        # the ask's tokens in and out (every request upstream), a direct answer's, and their ratio
        "tokens": {
            "prompt": result.usage.prompt_tokens,
            "completion": result.usage.completion_tokens,
            "direct": result.usage.direct_tokens,
            "overhead": result.usage.overhead,
        },
        "route": None if result.route is None else result.route.model_dump(),
        "escalate": result.reply.escalate,
        "escalate_reason": result.reply.reason,
        "escalate_rules": result.reply.rules,
    }


def sse_comment(text: str) -> bytes:
    """An SSE comment line (every SSE client skips it): a keep-alive that carries ``text``."""
    return f": sot {' '.join(text.split())}\n\n".encode()


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
                # OpenAI's code of a 404 for a model it does not know; an unknown route's has none
                "code": "model_not_found" if status == 404 and param == "model" else _ERROR_CODES.get(status),
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

    def opening(self, input_tokens: int = 0) -> bytes:
        return self._chunk({"role": "assistant", "content": ""})

    def keepalive(self, progress: str) -> bytes:
        return sse_comment(progress)

    def delta(self, text: str) -> bytes:
        return self._chunk({"content": text})

    def closing(
        self,
        result: AskResult,
        finish: str,
        include_usage: bool,
        stop: str | None = None,
        error: tuple[int, str] | None = None,
    ) -> bytes:
        """The finish chunk, the usage chunk when asked for, then (``error``: the answer was
        ended from outside, e.g. a shutdown) an error event, and ``[DONE]``."""
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
        if error is not None:
            out += self.stream_error(*error)
        return out + b"data: [DONE]\n\n"

    def stream_error(self, status: int, message: str) -> bytes:
        return f"data: {json.dumps(self.error_body(status, message))}\n\n".encode()
