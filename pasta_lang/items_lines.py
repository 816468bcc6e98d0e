"""The lines of a request, classified by the ``lines`` grammar of ``items.lark``, and its lists.

:func:`classify` parses the (normalised, :func:`normalise`) request and turns every line into
a :class:`Line`: a list item with its marker, a heading ("Questions:", "Text:"), a fenced
block, text, or a blank line. :func:`list_runs` groups list items into lists (:class:`Run`).
Spans are offsets into the request (:func:`trimmed`, :func:`unquote`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from lark import Token, Tree

from sot.pasta_lang._grammars import grammar
from sot.pasta_lang.ir import Span

__all__ = ["Line", "Run", "classify", "list_runs", "normalise", "trimmed", "unquote"]


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


def classify(text: str) -> list[Line]:
    """One :class:`Line` per line of the (normalised) request, blank lines included."""
    tree = grammar("items.lark", "lines").parse(text)
    by_start: dict[int, Line] = {}
    for node in tree.children:
        if not isinstance(node, Tree):
            continue
        tokens = [t for t in node.children if isinstance(t, Token)]
        first, last = tokens[0], tokens[-1]
        start, end = first.start_pos or 0, last.end_pos or 0
        line_start = text.rfind("\n", 0, start) + 1
        indent = start - line_start
        kind = str(node.data)
        marker, body = "", None
        if kind in ("item", "label"):
            marker = str(first)
            if len(tokens) > 1:
                body = trimmed(text, tokens[1].start_pos or 0, tokens[1].end_pos or 0)
        else:
            body = trimmed(text, start, end)
        span = trimmed(text, start, end)
        by_start[line_start] = Line(kind, span.start, span.end, indent, marker, body)
    lines, pos, fence_end = [], 0, -1
    for raw in text.split("\n"):
        line = by_start.get(pos, Line("blank", pos, pos))
        if line.kind == "fence":
            fence_end = line.end
        if line.kind != "blank" or pos >= fence_end:
            lines.append(line)  # (the raw lines inside a fence are the fence's)
        pos += len(raw) + 1
    return lines


@dataclass(slots=True)
class Run:
    """One list of the request: its item lines, and where it starts and ends."""

    items: list[Line]
    first: int  # index in lines of the first item
    last: int  # index in lines of the last line of the run (last item or its continuation)
    ends: list[int]  # each item's text end (continuation lines included)


def list_runs(lines: list[Line]) -> list[Run]:
    """Lists: item lines of one family at one indentation, blank lines allowed between them;
    deeper items and text lines right under an item belong to it."""
    runs: list[Run] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.kind != "item":
            i += 1
            continue
        run = Run([line], i, i, [line.end])
        j = i + 1
        gap = False
        while j < len(lines):
            nxt = lines[j]
            if nxt.kind == "blank":
                gap = True
                j += 1
                continue
            if nxt.kind == "item" and nxt.indent <= line.indent + 1 and nxt.family == line.family:
                prev_number = run.items[-1].number
                if nxt.number is not None and prev_number is not None and nxt.number != prev_number + 1:
                    break  # numbering starts over or jumps: another list
                run.items.append(nxt)
                run.ends.append(nxt.end)
                run.last = j
                gap = False
                j += 1
                continue
            if nxt.kind == "item" and nxt.indent > line.indent + 1 and not gap:
                run.ends[-1] = nxt.end  # a detail of the item above
                run.last = j
                j += 1
                continue
            if nxt.kind == "text" and ((not gap and nxt.indent > 0) or run.items[-1].body is None):
                run.ends[-1] = nxt.end  # the item goes on below its marker
                run.last = j
                gap = False
                j += 1
                continue
            break
        runs.append(run)
        i = max(j, i + 1)
    return runs
