"""What both wire formats share: the parsed chat request, the ``sot`` override, wire errors.

A request body is validated by a pydantic model of its API (unknown fields are ignored,
as the APIs themselves ignore or refuse them field by field); a problem becomes a
:class:`WireError` that each API renders in its own error shape.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from sot.modes import ModeName
from sot.providers.base import Message

__all__ = ["ChatRequest", "SotOverride", "WireError", "from_validation", "split_conversation"]


class WireError(Exception):
    """A request the gateway refuses: HTTP ``status``, a message, the offending field."""

    def __init__(
        self,
        status: int,
        message: str,
        *,
        param: str | None = None,
        kind: str | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.param = param
        self.kind = kind
        self.headers = headers or {}


def from_validation(exc: ValidationError, prefix: str = "") -> WireError:
    err = exc.errors(include_url=False)[0]
    param = ".".join(str(p) for p in (*([prefix] if prefix else []), *err["loc"]))
    if err["type"] == "extra_forbidden":
        message = f"unknown field {param!r}"
    elif err["type"] == "missing":
        message = f"missing required field {param!r}"
    else:
        message = f"{param}: {err['msg'].removeprefix('Value error, ')}" if param else err["msg"]
    return WireError(400, message, param=param or None)


class SotOverride(BaseModel):
    """The optional ``sot`` object of a request body: how to answer this one request."""

    model_config = ConfigDict(extra="forbid")

    mode: ModeName | None = None
    template: str | None = Field(default=None, max_length=64)
    variables: dict[str, Any] = Field(default_factory=dict)
    max_points: int | None = Field(default=None, ge=1, le=50)
    max_tokens: int | None = Field(default=None, ge=1)
    pipeline: bool | None = None
    deadline: float | None = Field(default=None, gt=0)


@dataclass(kw_only=True)
class ChatRequest:
    """A chat request of either API, in sot's terms."""

    model: str
    question: str
    history: tuple[Message, ...] = ()
    stream: bool = False
    include_usage: bool = False
    max_tokens: int | None = None
    temperature: float | None = None
    stop: tuple[str, ...] = ()
    sot: SotOverride = field(default_factory=SotOverride)


def split_conversation(turns: list[Message]) -> tuple[str, tuple[Message, ...]]:
    """The question (the last user turn) and the turns before it (system turns included)."""
    for i in range(len(turns) - 1, -1, -1):
        if turns[i].role == "user":
            if any(m.role != "system" for m in turns[i + 1 :]):
                raise WireError(
                    400,
                    "the last message must be a user message (continuing an assistant message is not supported)",
                    param="messages",
                )
            if not turns[i].content.strip():
                raise WireError(400, "the last user message is empty", param=f"messages.{i}.content")
            return turns[i].content, tuple(turns[:i]) + tuple(turns[i + 1 :])
    raise WireError(400, "messages must hold at least one user message", param="messages")
