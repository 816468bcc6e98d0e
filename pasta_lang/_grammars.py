"""Loads the ``*.lark`` grammars of this package once, and turns lark's errors into ours."""

from __future__ import annotations

from functools import cache

from lark import Lark
from lark.exceptions import LarkError, UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from sot.errors import ParseError

__all__ = ["caret_context", "grammar", "line_col", "parse_error_from_lark"]


@cache
def grammar(name: str, start: str = "start") -> Lark:
    """The LALR parser of ``name`` (a ``.lark`` file of this package), built once."""
    return Lark.open_from_package(
        "sot.pasta_lang", name, parser="lalr", propagate_positions=True, start=start, maybe_placeholders=False
    )


def line_col(text: str, offset: int) -> tuple[int, int]:
    """1-based line and column of ``offset`` in ``text``."""
    offset = max(0, min(offset, len(text)))
    line = text.count("\n", 0, offset) + 1
    column = offset - (text.rfind("\n", 0, offset) + 1) + 1
    return line, column


def caret_context(text: str, offset: int, width: int = 60) -> str:
    """The line holding ``offset`` (clipped to ``width`` chars around it) and a caret under it."""
    offset = max(0, min(offset, len(text)))
    start = text.rfind("\n", 0, offset) + 1
    end = text.find("\n", offset)
    end = len(text) if end < 0 else end
    lo = max(start, offset - width // 2)
    hi = min(end, lo + width)
    shown = text[lo:hi].expandtabs(1)
    prefix = "..." if lo > start else ""
    suffix = "..." if hi < end else ""
    return f"{prefix}{shown}{suffix}\n{' ' * (len(prefix) + offset - lo)}^"


#: readable names for the terminals of our grammars, used in "expected ..." lists
TERMINAL_NAMES = {
    "TEXT": "text",
    "PROMISE_OPEN": "<promise",
    "SYNC_OPEN": "<sync",
    "ASYNC_OPEN": "<async",
    "ASYNC_CLOSE": "</async",
    "SLASH_GT": '"/>"',
    "GT": '">"',
    "EQUAL": '"="',
    "NAME": "an attribute name",
    "STRING": "a quoted value",
    "_WS": "a space",
    "$END": "end of input",
}


def _expected(names: set[str] | frozenset[str]) -> tuple[str, ...]:
    readable = {TERMINAL_NAMES.get(n, n) for n in names if n != "_WS"}
    return tuple(sorted(readable))


def _accepts(exc: UnexpectedToken) -> set[str]:
    """What the parser really accepts there (LALR's ``expected`` merges states of sibling tags)."""
    try:
        return set(exc.accepts) or set(exc.expected)
    except LarkError:  # pragma: no cover - accepts replays the parser; fall back to expected
        return set(exc.expected)


def parse_error_from_lark(exc: UnexpectedInput, text: str, *, source: str | None = None) -> ParseError:
    """Our positioned :class:`ParseError` for a lark error on ``text``."""
    if isinstance(exc, UnexpectedEOF) or (isinstance(exc, UnexpectedToken) and exc.token.type == "$END"):
        offset = len(text)
        message = "unexpected end of input"
        expected = exc.expected if isinstance(exc, UnexpectedEOF) else _accepts(exc)
    elif isinstance(exc, UnexpectedToken):
        offset = exc.token.start_pos if exc.token.start_pos is not None else exc.pos_in_stream or 0
        message = f"unexpected {TERMINAL_NAMES.get(exc.token.type, exc.token.type)} {str(exc.token)[:20]!r}"
        expected = _accepts(exc)
    elif isinstance(exc, UnexpectedCharacters):
        offset = exc.pos_in_stream or 0
        message = f"unexpected character {text[offset]!r}" if offset < len(text) else "unexpected end of input"
        expected = exc.allowed or set()
    else:  # pragma: no cover - lark raises only the three above from parse()
        offset = getattr(exc, "pos_in_stream", 0) or 0
        message, expected = "syntax error", set()
    line, column = line_col(text, offset)
    return ParseError(
        message,
        line=line,
        column=column,
        context=caret_context(text, offset),
        expected=_expected(set(expected)),
        source=source,
    )
