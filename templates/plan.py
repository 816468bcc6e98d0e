"""Rendering an authored PASTA-LANG plan so that only the template's own tags are tags.

The plan is rendered with every ``{{ ... }}`` output replaced by a marker; the
template's own tags are then found in that text (a marker can hold no ``<``, ``>`` or
quote, so values cannot change where a tag starts or ends), and each value is put
back escaped for where it landed:

- inside a quoted attribute value: ``\\``, quotes, ``&``, ``<`` and ``>`` become the
  escapes and entities PASTA-LANG decodes in attribute values, so the value reads back
  exactly;
- inside a tag but not in quotes: refused (it could add attributes);
- in text (which PASTA-LANG does not decode): text is kept as it is, except that a
  ``<`` which would open a tag (``<promise``, ``<async``, ``</async``, ``<sync``) becomes ``&lt;``.
"""

from __future__ import annotations

import re
from contextvars import ContextVar
from typing import Any

from sot.errors import TemplateError, TemplateSecurityError

__all__ = [
    "MARK_CLOSE",
    "MARK_OPEN",
    "check_source",
    "escape_attribute_value",
    "fill_plan",
    "neutralize_text",
    "plan_finalize",
]

MARK_OPEN = "\ue000"
MARK_CLOSE = "\ue001"
_MARKER = re.compile(f"{MARK_OPEN}(\\d+){MARK_CLOSE}")
_OWN_TAG = re.compile(
    r"""<(?:promise|sync|async)\b(?:[^<>"']|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')*>|</async\s*>""",
    re.DOTALL,
)
_TAG_START = re.compile(r"<(?=\s*/?\s*(?:promise|async|sync)\b)", re.IGNORECASE)
_ATTR_ESCAPES = {"\\": "\\\\", '"': "&quot;", "'": "&apos;", "&": "&amp;", "<": "&lt;", ">": "&gt;"}

#: the values of the plan being rendered, in output order (``None`` outside ``fill_plan``)
_values: ContextVar[list[str] | None] = ContextVar("sot_plan_values", default=None)


def escape_attribute_value(value: str) -> str:
    """``value`` escaped to sit between the quotes of a PASTA-LANG attribute."""
    return "".join(_ATTR_ESCAPES.get(ch, ch) for ch in value)


def neutralize_text(text: str) -> str:
    """``text`` with every ``<`` that would open a PASTA-LANG tag turned into ``&lt;``."""
    return _TAG_START.sub("&lt;", text)


def plan_finalize(value: Any) -> str:
    """Jinja2 ``finalize`` of the plan environment: record the value, emit a marker."""
    values = _values.get()
    text = str(value)
    if values is None:  # rendered outside fill_plan: safe, if not exact
        return escape_attribute_value(text)
    # a macro's output holds markers of its own values: the whole output is one value
    values.append(_MARKER.sub(lambda m: values[int(m[1])], text))
    return f"{MARK_OPEN}{len(values) - 1}{MARK_CLOSE}"


def fill_plan(render: Any, where: str) -> str:
    """Call ``render()`` (a Jinja2 render of the plan) and return the safely filled plan."""
    values: list[str] = []
    token = _values.set(values)
    try:
        marked = render()
    finally:
        _values.reset(token)
    out: list[str] = []
    pos = 0
    for tag in _OWN_TAG.finditer(marked):
        out.append(_fill_text(marked[pos : tag.start()], values))
        out.append(_fill_tag(tag.group(), values, where))
        pos = tag.end()
    out.append(_fill_text(marked[pos:], values))
    return "".join(out)


def _fill_text(segment: str, values: list[str]) -> str:
    """Put values back into text; neutralize tag starts that a value took part in."""
    pieces: list[str] = []
    from_value: list[tuple[int, int]] = []
    length = 0
    pos = 0
    for m in _MARKER.finditer(segment):
        literal = segment[pos : m.start()]
        value = values[int(m[1])]
        pieces += [literal, value]
        length += len(literal)
        from_value.append((length, length + len(value)))
        length += len(value)
        pos = m.end()
    pieces.append(segment[pos:])
    text = "".join(pieces)
    if not from_value:
        return text

    def touches_value(start: int, end: int) -> bool:
        return any(a < end and start < b for a, b in from_value)

    result: list[str] = []
    last = 0
    for m in _TAG_START.finditer(text):
        tail = re.match(r"<\s*/?\s*[A-Za-z]+", text[m.start() :])
        end = m.start() + (tail.end() if tail else 1)
        if touches_value(m.start(), end):
            result += [text[last : m.start()], "&lt;"]
            last = m.start() + 1
    result.append(text[last:])
    return "".join(result)


def _fill_tag(tag: str, values: list[str], where: str) -> str:
    """Put values back into one of the template's own tags."""
    out: list[str] = []
    quote = ""
    i = 0
    while i < len(tag):
        ch = tag[i]
        m = _MARKER.match(tag, i) if ch == MARK_OPEN else None
        if m is not None:
            value = values[int(m[1])]
            if not quote:
                raise TemplateSecurityError(
                    f"{where} a value rendered inside a PASTA-LANG tag must be in quotes "
                    f'(write topic="{{{{ ... }}}}"), got {value!r}'
                )
            out.append(escape_attribute_value(value))
            i = m.end()
            continue
        if quote and ch == "\\" and i + 1 < len(tag):
            out.append(tag[i : i + 2])
            i += 2
            continue
        if ch in "\"'":
            quote = "" if quote == ch else (quote or ch)
        out.append(ch)
        i += 1
    return "".join(out)


def check_source(source: str, where: str) -> None:
    """A plan's own text may not contain the marker characters."""
    if MARK_OPEN in source or MARK_CLOSE in source:
        raise TemplateError(f"{where} the plan contains the reserved characters U+E000/U+E001")
