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
from dataclasses import dataclass

from lark import Token, Transformer
from lark.exceptions import LarkError

from sot.pasta_lang._grammars import grammar
from sot.pasta_lang.ir import Span

__all__ = [
    "CountPhrase",
    "FieldNames",
    "Line",
    "classify",
    "normalise",
    "parse_count",
    "parse_fields",
    "trimmed",
    "unquote",
]


@dataclass(frozen=True, slots=True)
class Line:
    """One line of the request, classified; offsets into the request."""

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


_MARKUP_LINE = re.compile(r"^[ \t*_#=~\-]*$")


def normalise(text: str) -> str:
    """Same length as ``text`` (offsets hold): whitespace other than newlines is a space, and
    lines of markdown marks only ("**", "---") are blank."""
    spaced = "".join(" " if c.isspace() and c != "\n" else c for c in text)
    out = []
    for line in spaced.split("\n"):
        out.append(" " * len(line) if _MARKUP_LINE.match(line) else line)
    return "\n".join(out)


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


def classify(text: str) -> list[Line]:
    """One :class:`Line` per line of the (normalised) request, blank lines included."""
    by_start: dict[int, Line] = dict(_ToLines(text).transform(grammar("items.lark", "lines").parse(text)))
    lines, pos, fence_end = [], 0, -1
    for raw in text.split("\n"):
        line = by_start.get(pos, Line("blank", pos, pos))
        if line.kind == "fence":
            fence_end = line.end
        if line.kind != "blank" or pos >= fence_end:
            lines.append(line)  # (the raw lines inside a fence are the fence's)
        pos += len(raw) + 1
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


def parse_fields(text: str) -> FieldNames | None:
    """The fields a line (``text``) names to extract, or ``None`` where it names none."""
    try:
        tree = grammar("items.lark", "fields").parse(text)
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
    """The "<verb> N <things>" phrase of a line (``text``), or ``None`` where it has none."""
    try:
        tree = grammar("items.lark", "count").parse(text)
    except LarkError:
        return None
    return _ToCountPhrase().transform(tree)
