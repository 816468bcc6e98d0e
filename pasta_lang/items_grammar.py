"""The ``items.lark`` grammar's three entry points, parsed and turned into plain data.

A lark ``Transformer`` for each turns its parse tree into small frozen dataclasses, offsets
into the text parsed; nothing past this module sees a lark tree:

- :func:`classify`: every line of the (:func:`normalise` d) request as a :class:`Line`: a list
  item with its marker, a heading ("Questions:", "Text:"), a fenced block, text, or blank;
- :func:`parse_fields`: a line naming fields to extract ("Extract A, B and C from the
  text:") as :class:`FieldNames`;
- :func:`parse_count`: a line asking for N things ("Give me 10 taglines") as
  :class:`CountPhrase`.

Spans are offsets into the request (:func:`trimmed`, :func:`unquote`).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass
from functools import cache
from typing import NamedTuple

from lark import Token, Transformer
from lark.exceptions import LarkError

from sot.pasta_lang._grammars import grammar
from sot.pasta_lang.ir import Span
from sot.pasta_lang.items.split import MAX_COUNT_LINE

__all__ = [
    "CountPhrase",
    "FieldNames",
    "Line",
    "classify",
    "lines_with",
    "normalise",
    "parse_count",
    "parse_fields",
    "parse_lines",
    "trimmed",
    "unquote",
]


class Line(NamedTuple):
    """One line of the request, classified; offsets into the request. (A named tuple, not a
    dataclass: a request of 10,000 lines makes 10,000 of them, and a tuple is built faster.)"""

    kind: str  # "item" | "label" | "fence" | "text" | "blank"
    start: int  # the line's first non-space character (a blank line: its start)
    end: int  # end of its last non-space character
    indent: int = 0
    marker: str = ""
    body: Span | None = None  # the text after the marker or label, trimmed

    @property
    def family(self) -> str:
        m = self.marker
        if m[:1].isdigit() or m[:1] == "(":
            return "number"
        if m[:1] in "-*+\u2022\u2013":
            return "bullet"
        if len(m) == 2 and m[1] == ")":
            return "letter"
        return "label:" + re.sub(r"[\s#\d.:)]", "", m).casefold()

    @property
    def number(self) -> int | None:
        digits = re.search(r"\d+", self.marker)
        return int(digits.group()) if digits and self.family != "bullet" else None


_OTHER_SPACE = re.compile(r"[^\S\n ]")
_MARKUP_LINE = re.compile(r"^[ *_#=~\-]+$", re.M)


def normalise(text: str) -> str:
    """Same length as ``text`` (offsets hold): whitespace other than newlines is a space, and
    lines of markdown marks only ("**", "---") are blank."""
    spaced = _OTHER_SPACE.sub(" ", text)
    return _MARKUP_LINE.sub(lambda m: " " * len(m.group()), spaced)


def trimmed(text: str, start: int, end: int) -> Span:
    """``start:end`` without the whitespace at either end."""
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return Span(start, end)


def unquote(request: str, span: Span) -> Span:
    """``span`` inside the quotes around it, if a pair of quotes encloses it."""
    s, e = span.start, span.end
    pairs = {'"': '"', "'": "'", "\u201c": "\u201d", "\u2018": "\u2019"}
    if e - s >= 2 and request[s] in pairs and request[e - 1] == pairs[request[s]]:
        return Span(s + 1, e - 1)
    return span


class _ToLines(Transformer):
    """``lines`` parse tree -> each line that is not blank, as (the offset its line starts at,
    its :class:`Line`) (``text``: the normalised request that was parsed)."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self._text = text

    def lines(self, children: list) -> list[tuple[int, Line]]:
        return [child for child in children if isinstance(child, tuple)]

    def _line(self, kind: str, tokens: list[Token]) -> tuple[int, Line]:
        text = self._text
        first, last = tokens[0], tokens[-1]
        start, end = first.start_pos or 0, last.end_pos or 0
        line_start = text.rfind("\n", 0, start) + 1
        marker, body = "", None
        if kind in ("item", "label"):
            marker = str(first)
            if len(tokens) > 1:
                body = trimmed(text, tokens[1].start_pos or 0, tokens[1].end_pos or 0)
        else:
            body = trimmed(text, start, end)
        span = trimmed(text, start, end)
        return line_start, Line(kind, span.start, span.end, start - line_start, marker, body)

    def item(self, tokens: list[Token]) -> tuple[int, Line]:
        return self._line("item", tokens)

    def label(self, tokens: list[Token]) -> tuple[int, Line]:
        return self._line("label", tokens)

    def fence(self, tokens: list[Token]) -> tuple[int, Line]:
        return self._line("fence", tokens)

    def text(self, tokens: list[Token]) -> tuple[int, Line]:
        return self._line("text", tokens)


def parse_lines(text: str) -> list[Line]:
    """One :class:`Line` per line of the (normalised) request, blank lines included, by lark's
    parse of the ``lines`` grammar (the reference :func:`classify` agrees with; slower)."""
    by_start: dict[int, Line] = dict(_ToLines(text).transform(grammar("items.lark", "lines").parse(text)))
    return _in_order(text, by_start)


def _in_order(text: str, by_start: dict[int, Line]) -> list[Line]:
    lines, pos, fence_end = [], 0, -1
    for raw in text.split("\n"):
        line = by_start.get(pos, Line("blank", pos, pos))
        if line.kind == "fence":
            fence_end = line.end
        if line.kind != "blank" or pos >= fence_end:
            lines.append(line)  # (the raw lines inside a fence are the fence's)
        pos += len(raw) + 1
    return lines


_BULLETS = "-*+\u2022\u2013"


@cache
def _line_terminals() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The ``lines`` grammar's FENCE terminal, and its MARKER and LABEL terminals as one regex
    (a MARKER before a LABEL, as lark's lexer tries them), compiled as lark compiles them."""
    terms = {t.name: t.pattern.to_regexp() for t in grammar("items.lark", "lines").terminals}
    return re.compile(terms["FENCE"]), re.compile(f"(?P<item>{terms['MARKER']})|(?P<label>{terms['LABEL']})")


def classify(text: str) -> list[Line]:
    """One :class:`Line` per line of the (normalised) request, blank lines included.

    The ``lines`` grammar is one line after another, each a FENCE, a MARKER or a LABEL and the
    line's TEXT, or TEXT, tried in the terminals' priority order (as lark's lexer does): so this
    reads each line with those terminals' own regexes, without building a parse tree (a request
    of 10,000 lines is read in milliseconds, where :func:`parse_lines` takes a second)."""
    fence, head = _line_terminals()
    lines: list[Line] = []
    pos, fence_end = 0, -1
    for raw in text.split("\n"):
        end = pos + len(raw)
        if pos < fence_end:
            pos = end + 1
            continue  # (the raw lines inside a fence are the fence's)
        body = raw.strip(" ")
        if not body:
            lines.append(Line("blank", pos, pos))
            pos = end + 1
            continue
        indent = len(raw) - len(raw.lstrip(" "))
        start = pos + indent
        stop = start + len(body)
        if body.startswith("```") and (m := fence.match(text, start)):
            span = trimmed(text, start, m.end())
            lines.append(Line("fence", span.start, span.end, indent, "", span))
            fence_end = span.end
        elif (body[0] in _BULLETS or ":" in body or ")" in body[:18] or "." in body[:18]) and (
            m := head.match(text, start, end)
        ):  # (a MARKER ends with one of ".:)" within 18 characters or is a bullet; a LABEL with ":")
            kind = m.lastgroup or "item"
            rest = trimmed(text, m.end(), stop)
            if rest.end > rest.start:
                lines.append(Line(kind, start, stop, indent, m.group(), rest))
            else:
                lines.append(Line(kind, start, m.end(), indent, m.group(), None))
        else:
            span = Span(start, stop)
            lines.append(Line("text", start, stop, indent, "", span))
        pos = end + 1
    return lines


@dataclass(frozen=True, slots=True)
class FieldNames:
    """A line naming fields to extract; offsets into the text parsed."""

    #: "Extract A, B and C from the text: ..." (the context may follow on the line), else
    #: "Extract the following fields from the text: A, B and C."
    inline: bool
    #: each field's words, from the first one's start to the last one's end
    fields: tuple[tuple[int, int], ...]
    #: where the fields are taken from ("from the following", "in this"), "" if not said
    source: str
    #: where the text after the fields starts (an inline line), if any
    rest: int | None


class _ToFieldNames(Transformer):
    """``fields`` parse tree -> :class:`FieldNames`."""

    def field(self, words: list[Token]) -> tuple[int, int]:
        return words[0].start_pos or 0, words[-1].end_pos or 0

    def field_list(self, fields: list[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
        return tuple(fields)

    def _names(self, inline: bool, children: list) -> FieldNames:
        fields = next(c for c in children if not isinstance(c, Token))
        source = next((str(c) for c in children if isinstance(c, Token) and c.type == "XEND"), "")
        rest = next((c.start_pos or 0 for c in children if isinstance(c, Token) and c.type == "REST"), None)
        return FieldNames(inline, fields, source, rest)

    def fields_inline(self, children: list) -> FieldNames:
        return self._names(True, children)

    def fields_after_colon(self, children: list) -> FieldNames:
        return self._names(False, children)


#: a line longer than this names its fields within its first this many characters (50 fields
#: of 6 words fit; more are refused anyway), so no longer text is parsed
MAX_FIELDS_TEXT = 1000


@cache
def _terminal(start: str, name: str, prefix: str = "") -> re.Pattern[str]:
    """Terminal ``name`` of the ``start`` grammar of ``items.lark``, compiled as lark compiles it
    (after ``prefix``)."""
    terminal = next(t for t in grammar("items.lark", start).terminals if t.name == name)
    return re.compile(prefix + terminal.pattern.to_regexp())


def lines_with(lines: list[Line], text: str, what: str) -> list[Line]:
    """The lines of ``lines`` (of the normalised ``text``) that may hold a phrase of ``what``
    ("count": a CVERB, "fields": an XVERB at the line's start), in order: one regex scan of the
    whole text, so a request of 10,000 lines is not searched line by line."""
    if what == "count":  # (only a line of at most MAX_COUNT_LINE holds one: a longer one is not searched)
        verb = _terminal("count", "CVERB", r"\b(?<!\S)")
        return [ln for ln in lines if ln.end - ln.start <= MAX_COUNT_LINE and verb.search(text, ln.start, ln.end)]
    pattern = _terminal("fields", "XVERB", r"(?m)^[^\S\n]*+(?:[^\w\n]|_){0,40}+")
    starts = [ln.start for ln in lines]
    found: list[Line] = []
    for m in pattern.finditer(text):
        index = bisect_right(starts, m.end() - 1) - 1
        if index >= 0 and (not found or found[-1] is not lines[index]) and m.end() <= lines[index].end:
            found.append(lines[index])
    return found


def parse_fields(text: str) -> FieldNames | None:
    """The fields a line (``text``) names to extract, or ``None`` where it names none."""
    if not _terminal("fields", "XVERB").match(text):
        return None  # the grammar starts with the verb: nothing to parse
    try:
        tree = grammar("items.lark", "fields").parse(text[:MAX_FIELDS_TEXT])
    except LarkError:
        return None
    return _ToFieldNames().transform(tree)


@dataclass(frozen=True, slots=True)
class CountPhrase:
    """A "<verb> N <things>" phrase ("give me 10 taglines"); offsets into the text parsed."""

    verb: str
    verb_start: int
    #: what stands before the number ("the", "at least", "a list of"), "" if nothing
    pre: str
    number: str
    #: where the count starts (``pre`` included)
    count_start: int
    noun_start: int
    noun_end: int
    #: the noun's last word ("taglines" of "bakery taglines")
    last_word: str


class _ToCountPhrase(Transformer):
    """``count`` parse tree -> :class:`CountPhrase`."""

    def count(self, children: list) -> CountPhrase:
        return next(c for c in children if isinstance(c, CountPhrase))

    def noun(self, words: list[Token]) -> list[Token]:
        return words

    def count_phrase(self, children: list) -> CountPhrase:
        tokens = {t.type: t for t in children if isinstance(t, Token)}
        words = next(c for c in children if isinstance(c, list))
        verb, number = tokens["CVERB"], tokens["NUMBER"]
        pre = tokens.get("CPRE")
        return CountPhrase(
            verb=str(verb),
            verb_start=verb.start_pos or 0,
            pre=str(pre or ""),
            number=str(number),
            count_start=(pre or number).start_pos or 0,
            noun_start=words[0].start_pos or 0,
            noun_end=words[-1].end_pos or 0,
            last_word=str(words[-1]),
        )


def parse_count(text: str) -> CountPhrase | None:
    """The "<verb> N <things>" phrase of a line (``text``), or ``None`` where it has none.

    The words before the phrase are ANY tokens until the first word the CVERB terminal matches
    (lark's lexer prefers it), after which the parse is the phrase's or fails: so the parse
    starts at that word, and a line with none is not parsed at all."""
    verb = _terminal("count", "CVERB", r"\b(?<!\S)").search(text)
    if verb is None:
        return None
    try:
        tree = grammar("items.lark", "count").parse(text[verb.start() :])
    except LarkError:
        return None
    phrase: CountPhrase = _ToCountPhrase().transform(tree)
    shift = verb.start()
    return CountPhrase(
        phrase.verb, phrase.verb_start + shift, phrase.pre, phrase.number, phrase.count_start + shift,
        phrase.noun_start + shift, phrase.noun_end + shift, phrase.last_word,
    )  # fmt: skip
