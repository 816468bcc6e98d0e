"""A request's body, read and decoded: its size and time bounded, its JSON's nesting and
count of values checked in one pass over the bytes, its JSON decoded with the garbage
collector held off.

:func:`read_body` takes at most ``limits.max_body_bytes`` within ``limits.body_timeout_s``;
:func:`decode` turns the bytes into a :class:`~sot.serve.wire.ChatRequest` of an API (a
:class:`~sot.serve.wire.WireError` 400 when they are not JSON, nest too deep, hold too many
values or are no request of it). A body over :data:`INLINE_BODY_BYTES` is decoded in a worker
thread by the app; whatever its shape, decoding holds the interpreter a few tens of
milliseconds at a time at most (the depth and values counted a window at a time, at most
:data:`MAX_JSON_VALUES` values for the decoder to make, no collection walking them, and the
request's shape bounded before its fields are validated: :func:`~sot.serve.wire.check_shape`).
"""

from __future__ import annotations

import gc
import json
import re
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from itertools import accumulate
from typing import Any

import anyio
from starlette.requests import Request

from sot.serve.config import LimitsSpec
from sot.serve.wire import ChatRequest, WireError

__all__ = [
    "INLINE_BODY_BYTES",
    "MAX_JSON_DEPTH",
    "MAX_JSON_FIELDS",
    "MAX_JSON_VALUES",
    "JsonShape",
    "decode",
    "json_depth",
    "json_shape",
    "load_json",
    "read_body",
]


async def read_body(request: Request, limits: LimitsSpec) -> bytes:
    """The request's body: at most ``limits.max_body_bytes`` (else 413), whole within
    ``limits.body_timeout_s`` (else 408, and the connection is closed: a body trickled a byte
    at a time holds nothing for long)."""
    limit = limits.max_body_bytes
    declared = request.headers.get("content-length")
    if declared and declared.isdigit() and int(declared) > limit:
        raise WireError(413, f"request body is larger than {limit} bytes")
    chunks, size = [], 0
    try:
        with anyio.fail_after(limits.body_timeout_s):
            async for chunk in request.stream():
                size += len(chunk)
                if size > limit:
                    raise WireError(413, f"request body is larger than {limit} bytes")
                chunks.append(chunk)
    except TimeoutError:
        raise WireError(
            408,
            f"the request body did not arrive within {limits.body_timeout_s:g} seconds",
            headers={"connection": "close"},
        ) from None
    return b"".join(chunks)


#: how deep a request's JSON may nest (a chat request needs about 6 levels)
MAX_JSON_DEPTH = 64
#: how many values (array elements, object fields) a request's JSON may hold, and of them
#: object fields: the decoder makes each holding the interpreter, in one call (500,000 short
#: strings or empty arrays, 70 ms; 300,000 distinct keys, 0.39 s, on a busy 2-core machine); a
#: chat of 20,000 turns and 20,000 parts is 120,000 values, 80,000 of them fields
MAX_JSON_VALUES = 300_000
MAX_JSON_FIELDS = 100_000
#: a body larger than this is decoded in a worker thread, never on the event loop
INLINE_BODY_BYTES = 64 * 1024
#: a JSON string once its escaped quotes and backslashes are out; one left open runs on
_PLAIN_STRING = re.compile(rb'"[^"]*"?')
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")
_STEP = [1 if b in b"[{" else -1 if b in b"]}" else 0 for b in range(256)]
#: the depth is counted this many bytes at a time: no one step holds the interpreter long
_WINDOW = 1 << 16


@dataclass(frozen=True)
class JsonShape:
    """What a JSON text holds, strings aside: how deep it nests, and about how many values its
    arrays and objects hold (``values``: a comma or an opening bracket each; ``fields``: an
    object's key each)."""

    depth: int
    values: int
    fields: int


def json_shape(raw: bytes, depth_limit: int, values_limit: int | None = None) -> JsonShape:
    """``raw``'s :class:`JsonShape` without parsing it: exact for valid JSON, in time linear in
    its length, counting no further once the depth is past ``depth_limit`` or the values or the
    fields are past ``values_limit``.

    Escaped backslashes, then escaped quotes, are taken out first (left to right, as a string
    pairs them up), so every string is a quote, other bytes and a quote: what is inside one
    is known window by window from the count of quotes. UTF-8's multi-byte characters hold
    no ASCII byte."""
    plain = raw.replace(b"\\\\", b"").replace(b'\\"', b"")
    depth = deepest = values = fields = 0
    inside = False  # the previous window ended inside a string
    for start in range(0, len(plain), _WINDOW):
        window = plain[start : start + _WINDOW]
        if inside:
            end = window.find(b'"')
            if end < 0:
                continue
            window = window[end + 1 :]
        inside = window.count(b'"') % 2 == 1
        outside = _PLAIN_STRING.sub(b"", window)
        values += outside.count(b",") + outside.count(b"[") + outside.count(b"{")
        fields += outside.count(b":")
        if values_limit is not None and max(values, fields) > values_limit:
            break
        brackets = outside.translate(None, _NOT_BRACKETS)
        if brackets:
            levels = list(accumulate(map(_STEP.__getitem__, brackets), initial=depth))
            deepest, depth = max(deepest, max(levels)), levels[-1]
            if deepest > depth_limit:
                break
    return JsonShape(deepest, values, fields)


def json_depth(raw: bytes, limit: int) -> int:
    """How deep ``raw``'s arrays and objects nest (:func:`json_shape`), stopping once past ``limit``."""
    return json_shape(raw, limit).depth


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def load_json(raw: bytes) -> Any:
    """The body's JSON value: UTF-8 (a byte order mark is skipped), nested at most
    :data:`MAX_JSON_DEPTH` levels, holding at most :data:`MAX_JSON_VALUES` values, standard
    JSON (no ``NaN`` or ``Infinity``); else a 400."""
    invalid = WireError(400, "We could not parse the JSON body of your request: it is not valid JSON.")
    try:
        text = (raw or b"null").decode("utf-8-sig")
    except UnicodeDecodeError:
        raise invalid from None
    shape = json_shape(raw, MAX_JSON_DEPTH, MAX_JSON_VALUES)
    if shape.depth > MAX_JSON_DEPTH:
        raise WireError(400, f"The JSON body of your request is nested deeper than {MAX_JSON_DEPTH} levels.")
    if shape.values > MAX_JSON_VALUES or shape.fields > MAX_JSON_FIELDS:
        raise WireError(
            400,
            f"The JSON body of your request holds too many values: at most {MAX_JSON_VALUES:,} "
            f"array elements and object fields, {MAX_JSON_FIELDS:,} of them fields.",
        )
    try:
        return json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise invalid from None


_collector = threading.Lock()
#: decodes under way with the collector held off, and whether it was on before the first
_holding = {"decodes": 0, "was_enabled": True}


@contextmanager
def _collector_held() -> Iterator[None]:
    """The cyclic garbage collector held off while a body is decoded.

    JSON makes no reference cycles, so a collection during a decode frees nothing, yet the
    decoder's containers set one off every few hundred, and each older generation's walks
    every container made so far: a 990 KB body of nested arrays (half a million lists) spent
    four fifths of its decode in the collector, holding the interpreter, and every other
    request's event loop with it. What the decode made is freed by reference counts as it
    returns, before the collector runs again. Concurrent decodes (worker threads) leave it off
    until the last one ends; a collector the process turned off stays off."""
    with _collector:
        if _holding["decodes"] == 0:
            _holding["was_enabled"] = gc.isenabled()
            gc.disable()
        _holding["decodes"] += 1
    try:
        yield
    finally:
        with _collector:
            _holding["decodes"] -= 1
            if _holding["decodes"] == 0 and _holding["was_enabled"]:
                gc.enable()


def decode(raw: bytes, parse: Callable[[Any], ChatRequest]) -> ChatRequest:
    """The body as a request of its API: JSON, then the API's fields (a 400 if either fails),
    with the collector held off (:func:`_collector_held`)."""
    with _collector_held():
        return parse(load_json(raw))
