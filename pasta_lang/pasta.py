"""PASTA-LANG: strict parsing of authored documents, lenient parsing of model replies.

- :func:`parse_pasta` is for text people write (templates, ``plan=``): anything wrong
  raises :class:`~sot.errors.ParseError` with the line, column, a caret under the spot,
  and what was expected.
- :func:`~sot.pasta_lang.incremental.parse_reply` is for what a model writes: it never
  raises; a malformed tag is kept as plain text (it runs the incremental parser in one go).

On every valid document both give the same items. Only model output and authored plans
are ever parsed: a user's question or a template variable is data, never PASTA-LANG.
"""

from __future__ import annotations

import re

from lark import Token, Transformer_NonRecursive, Tree, v_args
from lark.exceptions import UnexpectedInput, VisitError

from sot.errors import ParseError
from sot.pasta_lang._grammars import caret_context, grammar, line_col, parse_error_from_lark
from sot.pasta_lang.ir import Async, Document, Item, Promise, Span, Sync, Text, coalesce

__all__ = ["ATTRIBUTES", "MAX_DEPTH", "MAX_TOKENS", "decode_value", "has_tags", "parse_pasta"]

#: how deep ``<async>`` blocks may nest (1: only at the top level)
MAX_DEPTH = 4

#: the largest ``tokens`` a promise may ask for
MAX_TOKENS = 100_000

#: the attributes each tag takes (strict mode rejects others)
ATTRIBUTES = {"promise": ("topic", "tokens"), "async": ("topic",), "sync": ()}

_VALUE_ESCAPE = re.compile(r"\\(.)|&(quot|apos|amp|lt|gt);", re.DOTALL)
_ESCAPED = {"n": "\n", "t": "\t"}
_ENTITIES = {"quot": '"', "apos": "'", "amp": "&", "lt": "<", "gt": ">"}
_TAG_HINT = re.compile(r"</?(?:promise|async|sync)\b")


def decode_value(raw: str) -> str:
    """An attribute value without its quotes, escapes and entities decoded."""
    if len(raw) >= 2 and raw[0] in "\"'" and raw[-1] == raw[0]:
        raw = raw[1:-1]
    return _VALUE_ESCAPE.sub(lambda m: _ESCAPED.get(m[1], m[1]) if m[1] is not None else _ENTITIES[m[2]], raw)


def has_tags(text: str) -> bool:
    """True when ``text`` seems to hold PASTA-LANG tags (used to tell it from a skeleton)."""
    return _TAG_HINT.search(text) is not None


class _Error(Exception):
    """A semantic error found while building the IR: message and offset."""

    def __init__(self, message: str, offset: int, expected: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.message, self.offset, self.expected = message, offset, expected


def _span(meta) -> Span:
    return Span(meta.start_pos, meta.end_pos)


class _ToItems(Transformer_NonRecursive):
    """Strict parse tree -> items, checking the attributes of every tag (no recursion, so
    no document is too deep for it; :func:`_check_depth` bounds the nesting first)."""

    def document(self, children: list[Item]) -> tuple[Item, ...]:
        return coalesce(children)

    @v_args(meta=True)
    def text(self, meta, children: list[Token]) -> Text:
        return Text(str(children[0]), _span(meta))

    def attr(self, children: list[Token]) -> tuple[Token, str]:
        name, _, value = children
        return name, decode_value(str(value))

    def _attrs(self, tag: str, children: list) -> dict[str, str]:
        allowed = ATTRIBUTES[tag]
        attrs: dict[str, str] = {}
        for child in children:
            if not isinstance(child, tuple):
                continue
            name, value = child
            if str(name) not in allowed:
                raise _Error(f"unknown attribute {str(name)!r} on <{tag}>", name.start_pos, allowed)
            if str(name) in attrs:
                raise _Error(f"attribute {str(name)!r} given twice", name.start_pos)
            attrs[str(name)] = value
        return attrs

    def _topic(self, tag: str, attrs: dict[str, str], meta) -> str:
        topic = attrs.get("topic", "").strip()
        if not topic:
            message = f"<{tag}> needs a non-empty topic" if "topic" in attrs else f"<{tag}> needs a topic attribute"
            raise _Error(message, meta.start_pos, ('topic="..."',))
        return topic

    @v_args(meta=True)
    def promise(self, meta, children: list) -> Promise:
        attrs = self._attrs("promise", children)
        topic = self._topic("promise", attrs, meta)
        tokens = None
        if "tokens" in attrs:
            raw = attrs["tokens"].strip()
            if not (raw.isascii() and raw.isdigit() and len(raw) <= 6 and 0 < int(raw) <= MAX_TOKENS):
                where = next(c[0].start_pos for c in children if isinstance(c, tuple) and c[0] == "tokens")
                message = f"tokens must be a whole number from 1 to {MAX_TOKENS}, not {attrs['tokens']!r}"
                raise _Error(message, where)
            tokens = int(raw)
        return Promise(topic, tokens, _span(meta))

    @v_args(meta=True)
    def sync(self, meta, children: list) -> Sync:
        return Sync(_span(meta))

    @v_args(meta=True)
    def async_block(self, meta, children: list) -> Async:
        attrs = self._attrs("async", children)
        topic = self._topic("async", attrs, meta)
        body = [c for c in children if isinstance(c, (Text, Promise, Sync, Async))]
        return Async(topic, coalesce(body), _span(meta))


def _check_depth(tree: Tree, max_depth: int) -> None:
    """Refuse ``<async>`` blocks nested deeper than ``max_depth``, at the first one too deep.

    A walk with its own stack, in document order, before anything else looks at the tree.
    """
    stack: list[tuple[Tree, int]] = [(tree, 0)]
    while stack:
        node, depth = stack.pop()
        if node.data == "async_block":
            depth += 1
            if depth > max_depth:
                raise _Error(f"<async> blocks nest deeper than {max_depth}", node.meta.start_pos)
        stack.extend((child, depth) for child in reversed(node.children) if isinstance(child, Tree))


def parse_pasta(text: str, *, source: str | None = None, max_depth: int = MAX_DEPTH) -> Document:
    """Parse an authored PASTA-LANG document; raises :class:`ParseError` on any mistake."""
    try:
        tree = grammar("pasta.lark", "document").parse(text)
    except UnexpectedInput as exc:
        raise parse_error_from_lark(exc, text, source=source) from exc
    try:
        _check_depth(tree, max_depth)
        items = _ToItems().transform(tree)
    except VisitError as exc:
        if not isinstance(exc.orig_exc, _Error):
            raise
        raise _positioned(exc.orig_exc, text, source) from None
    except _Error as exc:
        raise _positioned(exc, text, source) from None
    return Document(items)


def _positioned(err: _Error, text: str, source: str | None) -> ParseError:
    line, column = line_col(text, err.offset)
    return ParseError(
        err.message,
        line=line,
        column=column,
        context=caret_context(text, err.offset),
        expected=err.expected,
        source=source,
    )
