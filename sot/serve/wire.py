"""What both wire formats share: the parsed chat request, the ``sot`` override, wire errors.

A request body is validated by a pydantic model of its API, strictly: every field the
official SDKs send must have its documented type (no ``"10"`` for an integer, no
``"true"`` for a boolean; an integer is a number) and range. Unknown fields are ignored, as
the APIs themselves ignore or refuse them field by field. A problem becomes a
:class:`WireError` that each API renders in its own error shape, naming the field.

Before its fields are validated, a body's shape is bounded (:func:`check_shape`: how many
messages, content parts, stop strings... it holds), so no body under the size limit makes the
validation long; every list is validated up to its first bad element (``fail_fast``), so a
body of a million bad elements makes one error, not a million.

Error texts come in two kinds. What the gateway writes itself quotes the client's value as
sent (:func:`quoted`: shortened, never rewritten); text from inside sot (an exception's
message, a provider's error) goes through :func:`public_message`, which takes out server
file paths and backend URLs, and names a template's version file as the reference a client
uses (``shop@1``, not ``1.yaml``). A field that fails validation is named by its path in the
body, in plain words (``messages.0.content.3: must be an object``), never by sot's classes.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Annotated, Any, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from sot.modes import modes
from sot.pasta_lang.skeleton import MIN_POINTS
from sot.providers.base import Message

__all__ = [
    "MAX_ERROR_CHARS",
    "MAX_MESSAGES",
    "MAX_PARTS",
    "MAX_TOKENS",
    "MAX_VARIABLES",
    "ChatRequest",
    "Each",
    "Shape",
    "SotOverride",
    "StrictModel",
    "WireError",
    "check_shape",
    "clip",
    "from_validation",
    "public_message",
    "quoted",
    "sampling",
    "split_conversation",
]

#: an error message an HTTP client reads: at most this long
MAX_ERROR_CHARS = 300
#: a client's value quoted in an error message: at most this long
MAX_QUOTED_CHARS = 60
_URL = re.compile(r"\b[a-z][a-z0-9+.-]*://[^\s'\"<>]+", re.IGNORECASE)
_PATH = re.compile(r"(?<![\w.:/])(?:~|\.{1,2})?(?:/[\w.@+-]+){2,}/?")
#: a version of a template released in versions: its folder, named after it, and ``N.yaml``
_VERSION_FILE = re.compile(r"(?<![\w.@+/-])(?:[~\w.@+-]*/)*(?P<name>[\w.+-]+)/(?P<version>\d+)\.ya?ml\b")


def clip(text: str, limit: int = MAX_QUOTED_CHARS) -> str:
    """``text`` cut to ``limit`` characters, an ellipsis marking the cut."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def quoted(value: object, limit: int = MAX_QUOTED_CHARS) -> str:
    """A client's value for an error message the gateway writes: as sent (a path or a URL
    stays as the client wrote it), shortened to ``limit`` characters, between backticks."""
    return f"`{clip(value if isinstance(value, str) else repr(value), limit)}`"


def public_message(message: str) -> str:
    """Text from inside sot (an exception's message, a provider's error) as a client may read
    it: no server file paths (a file's own name is kept; a template version's file,
    ``.../shop/1.yaml``, is named as a client names it, ``shop@1``), no backend URLs, and at most
    :data:`MAX_ERROR_CHARS` characters. Never for text the gateway writes from the client's
    own values (see :func:`quoted`): those are the client's to read back as sent."""
    # cut first: the filters then run over a few thousand characters at most
    message = _URL.sub("<backend>", clip(message, 8 * MAX_ERROR_CHARS))
    message = _VERSION_FILE.sub(r"\g<name>@\g<version>", message)
    message = _PATH.sub(lambda m: m.group(0).rstrip("/").rsplit("/", 1)[-1], message)
    return clip(message, MAX_ERROR_CHARS)


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


#: the most tokens a request may ask for (a 32-bit count: what backends take)
MAX_TOKENS = 2**31 - 1


class StrictModel(BaseModel):
    """A request body's model: types as the API documents them, unknown fields ignored (not
    kept: an object of 300,000 unknown keys kept them all, 0.2 s with the interpreter held).

    Strict: a string is no number and no boolean (``"10"``, ``"true"`` are refused), a
    number is no string; an integer is a number. Infinities and NaN are no numbers."""

    model_config = ConfigDict(extra="ignore", strict=True, allow_inf_nan=False)


T = TypeVar("T")
#: a list of ``T``, validated up to its first bad element (one error, not one per element)
Each = Annotated[list[T], Field(fail_fast=True)]
#: the most messages a request may hold (a long chat has thousands of turns)
MAX_MESSAGES = 20_000
#: the most content parts (blocks) a request may hold, over all its messages (and Anthropic's
#: ``system`` blocks)
MAX_PARTS = 20_000
#: the most template variables a request's ``sot`` object may give
MAX_VARIABLES = 256


@dataclass(frozen=True)
class Shape:
    """How large a request body's lists and objects may be, checked before its fields are
    validated (:func:`check_shape`): ``fields``, each field's most elements (a list) or keys
    (an object), with what they are called (a field inside another: ``sot.variables``); the
    messages and their content parts, :data:`MAX_MESSAGES` and :data:`MAX_PARTS`, the parts
    counted over every message and the top-level ``parts`` fields (Anthropic's ``system``
    blocks)."""

    fields: Mapping[str, tuple[int, str]]
    parts: tuple[str, ...] = ()


def _too_many(param: str, limit: int, noun: str, given: int) -> WireError:
    return WireError(400, f"{param} takes at most {limit:,} {noun}, not {given:,}", param=param)


def check_shape(body: Mapping[str, Any], shape: Shape) -> None:
    """A 400 naming the first of ``body``'s lists or objects that holds more than ``shape``
    allows; a few Python steps a message, whatever the body holds, before any is validated
    (a validation that meets a million bad elements holds the interpreter for seconds)."""
    for key, (limit, noun) in shape.fields.items():
        value: Any = body
        for name in key.split("."):
            value = value.get(name) if isinstance(value, dict) else None
        if isinstance(value, (list, dict)) and len(value) > limit:
            raise _too_many(key, limit, noun, len(value))
    parts = 0
    for key in shape.parts:
        value = body.get(key)
        if isinstance(value, list):
            parts += len(value)
            if parts > MAX_PARTS:
                raise _too_many(key, MAX_PARTS, "content blocks", len(value))
    messages = body.get("messages")
    if not isinstance(messages, list):
        return
    if len(messages) > MAX_MESSAGES:
        raise _too_many("messages", MAX_MESSAGES, "messages", len(messages))
    for i, message in enumerate(messages):
        content = message.get("content") if isinstance(message, dict) else None
        if isinstance(content, list):
            parts += len(content)
            if parts > MAX_PARTS:
                raise WireError(
                    400,
                    f"a request's messages take at most {MAX_PARTS:,} content parts in all "
                    f"(messages.{i}.content passes that, with {len(content):,})",
                    param=f"messages.{i}.content",
                )


def _field_path(body: Any, loc: tuple[int | str, ...], missing: bool) -> list[str]:
    """The request field an error's ``loc`` points at: the keys and indexes found in ``body``
    (pydantic's names of union members, ``str`` or ``list[_Part]``, and of key checks are
    left out), the last one kept when it is ``missing`` (a required field)."""
    path, node = [], body
    for i, part in enumerate(loc):
        if isinstance(node, dict) and part in node:
            node = node[part]
        elif isinstance(node, list) and isinstance(part, int) and 0 <= part < len(node):
            node = node[part]
        elif not (missing and i == len(loc) - 1 and isinstance(node, dict) and isinstance(part, str)):
            continue
        path.append(clip(str(part)))
    return path


#: pydantic's errors that name the model a value should be (``instance of _Part``), in plain words
_OBJECT_EXPECTED = {"model_type", "model_attributes_type", "dataclass_type", "dict_type"}
#: what is left of a class name in pydantic's other words
_CLASS_NAMED = re.compile(r"\s*\bor instance of `?\w+`?")


def _plain_words(err: Mapping[str, Any]) -> str:
    """What a failed field's error says, in the client's terms: a JSON object where pydantic
    names sot's class for it, a value error's own text."""
    if err["type"] in _OBJECT_EXPECTED:
        return "Input should be a JSON object"
    return _CLASS_NAMED.sub("", str(err["msg"]).removeprefix("Value error, "))


def from_validation(exc: ValidationError, body: Any = None, prefix: str = "") -> WireError:
    """A 400 naming the field of ``body`` that failed (the most specific one, where a field
    may take several shapes) by its path in the body, in plain words."""
    errors = exc.errors(include_url=False, include_context=False, include_input=False)
    if body is None:
        paths = [[clip(str(p)) for p in err["loc"]] for err in errors]
    else:
        paths = [_field_path(body, err["loc"], err["type"] == "missing") for err in errors]
    best = max(range(len(errors)), key=lambda i: len(paths[i]))  # the first of the deepest
    err = errors[best]
    param = ".".join([*([prefix] if prefix else []), *paths[best]])
    if err["type"] == "extra_forbidden":
        message = f"unknown field {quoted(param)}"
    elif err["type"] == "missing":
        message = f"missing required field {quoted(param)}"
    else:
        message = f"{param}: {_plain_words(err)}" if param else _plain_words(err)
    return WireError(400, message, param=param or None)


class SotOverride(StrictModel):
    """The optional ``sot`` object of a request body: how to answer this one request."""

    model_config = ConfigDict(extra="forbid")

    mode: str | None = None
    template: str | None = Field(default=None, max_length=64)
    variables: dict[str, Any] = Field(default_factory=dict)
    max_points: int | None = Field(default=None, ge=MIN_POINTS, le=50)
    max_tokens: int | None = Field(default=None, ge=1, le=MAX_TOKENS)
    pipeline: bool | None = None
    deadline: float | None = Field(default=None, gt=0)

    @field_validator("mode")
    @classmethod
    def _mode(cls, value: str | None) -> str | None:
        if value is not None and value not in modes():
            raise ValueError(f"unknown mode {quoted(value)}: choose one of {', '.join(modes())}")
        return value


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
    #: nucleus sampling, above 0 and at most 1 (unset: the backend's)
    top_p: float | None = None
    #: the sampling seed (OpenAI's ``seed``; unset: unseeded)
    seed: int | None = None
    stop: tuple[str, ...] = ()
    sot: SotOverride = field(default_factory=SotOverride)
    #: a conversation or user id an alias's A/B split sticks to (OpenAI's ``metadata.conversation_id``
    #: or ``user``, Anthropic's ``metadata.user_id``)
    conversation: str | None = None


def sampling(temperature: float | None, top_p: float | None) -> tuple[float | None, float | None]:
    """A request's ``temperature`` and ``top_p`` as sot's backends take them: a ``top_p`` of 0
    (both APIs allow it; the backends take one above 0) keeps the one likeliest token, which
    is greedy decoding (temperature 0)."""
    if top_p == 0:
        return 0.0, None
    return temperature, top_p


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
