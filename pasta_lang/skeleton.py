"""Parse a Skeleton-of-Thought plan (a model's reply) into a :class:`Skeleton`.

The reply is data, never trusted to be well formed: :func:`parse_skeleton` never
raises on it. ``skeleton.lark`` classifies each line (list item, heading, plain text);
then the points are chosen:

- list items at the outermost indentation: numbered ones when any numbered item is
  there (``1.`` ``2)`` ``(3)`` ``IV.`` ``b)`` ``Step 5:`` ``Point 6 -`` ``**7.**`` ``8.Title``
  ``１．`` ``1、`` ``一、`` ``①``), else bullets (``-`` ``*`` ``+`` ``•``); deeper items are
  details of their point, not points;
- a numbered list is one kind of numbering (``1.`` and ``1)`` are two lists, ``I.`` is roman
  or a letter as the list around it says) counted in sequence from any number: a number
  out of sequence (a list that starts over at 1, a gap) ends it, and the first list of two
  items or more is the skeleton. A number that follows the last point right after it is
  that list's next point at any indentation (``1. A\\n 2. B``); bullets of another kind
  (``-`` then ``*``) are another list too;
- two or more headings of one level are the points when there is no list, or when
  the list items sit under two or more of them; with neither, a single line written
  ``1. A 2. B 3. C`` is read as the list;
- titles are cleaned: a leading ``**bold**`` part is the title (else the words before a
  description, ``Title: what it covers`` or ``Title - why``), markdown marks, quotes and
  trailing ``:`` ``.`` ``;`` are removed, long titles are cut at a clause end or word
  boundary (at most :data:`MAX_TITLE_CHARS`);
- duplicates (ignoring case and spacing) are dropped, and at most ``max_points`` kept.

Fewer than two points is no skeleton: ``points`` is then empty and the ask answers directly.
"""

from __future__ import annotations

import bisect
import re
import unicodedata
from dataclasses import dataclass

from lark import Token, Transformer, v_args
from lark.exceptions import LarkError

from sot.defaults import DEFAULT_MAX_POINTS
from sot.errors import ConfigError
from sot.pasta_lang._grammars import grammar
from sot.pasta_lang.ir import Skeleton, TaskGraph, graph_from_skeleton

__all__ = ["MAX_TITLE_CHARS", "MIN_POINTS", "Skeleton", "SkeletonStream", "parse_skeleton", "skeleton_graph"]

MAX_TITLE_CHARS = 80
MIN_POINTS = 2
#: SkeletonStream settles points from the first this many lines only (a plan is a few short
#: lines; past them the rest waits for close(), so a runaway plan costs linear time)
MAX_STREAM_LINES = 64


#: a list's kind (the marker's shape, its emphasis and width left out) -> the marker's value
_Kinds = tuple[tuple[str, int], ...]


@dataclass(frozen=True, slots=True)
class _Line:
    kind: str  # "item" | "heading" | "para"
    lineno: int  # 0-based
    indent: int = 0
    kinds: _Kinds = ()  # numbered item: the lists it may belong to, each with its number there
    marker: str = ""
    level: int = 0  # heading: number of '#'
    text: str = ""


def _indent(token: Token | None) -> int:
    return len(token.expandtabs(4)) if token is not None else 0


_EMPHASIS = "*_"
_ROMAN = re.compile(r"(?=[ivx])x{0,3}(?:ix|iv|v?i{0,3})")
_ROMAN_VALUES = {"i": 1, "v": 5, "x": 10}
_CJK_DIGITS = {c: n for n, c in enumerate("一二三四五六七八九", 1)}
_WORD_MARKER = re.compile(r"([a-z]+)\s+(\d+)")


def _roman(numeral: str) -> int:
    values = [_ROMAN_VALUES[c] for c in numeral]
    return sum(-v if i + 1 < len(values) and v < values[i + 1] else v for i, v in enumerate(values))


def _cjk_number(numeral: str) -> int:
    """一 .. 九十九 (the numbers a plan is numbered with)."""
    tens, _, units = numeral.rpartition("十")
    if "十" not in numeral:
        return _CJK_DIGITS.get(numeral, 0)
    return _CJK_DIGITS.get(tens, 1 if not tens else 0) * 10 + _CJK_DIGITS.get(units, 0)


def _kinds(marker: str) -> _Kinds:
    """The lists a marker may number, with its number in each; empty for a bullet.

    ``1.`` ``１．`` and ``**1.**`` are one kind, ``1)`` another, ``Step 1:`` another; ``I.``
    is a roman one or the ninth letter (which one the list around it decides)."""
    if len(marker) == 1 and not unicodedata.numeric(marker, 0):  # a bullet (not "①")
        return ()
    shape = unicodedata.normalize("NFKC", marker).strip(_EMPHASIS).strip().casefold()
    word = _WORD_MARKER.match(shape)
    if word:
        return ((f"word {word.group(1)}", int(word.group(2))),)
    digits = re.search(r"\d+", shape)
    if digits:
        return ((re.sub(r"\d+", "1", shape), int(digits.group())),)
    if shape[0] in "一二三四五六七八九十":
        return ((f"cjk{shape[-1]}", _cjk_number(shape[:-1])),)
    letters = shape.strip("().")
    upper = marker.strip(_EMPHASIS).strip("().").isupper()
    frame = re.sub(r"[a-z]+", "a", shape)
    kinds: list[tuple[str, int]] = []
    if _ROMAN.fullmatch(letters):
        kinds.append((f"roman{upper:d} {frame}", _roman(letters)))
    if len(letters) == 1:
        kinds.append((f"letter{upper:d} {frame}", ord(letters) - ord("a") + 1))
    return tuple(kinds)


def _item(meta, indent: Token | None, marker: Token, text: Token, level: int = 0) -> _Line:
    marker_text, title = str(marker), str(text)
    opened = marker_text[: len(marker_text) - len(marker_text.lstrip(_EMPHASIS))]
    if opened and not marker_text.endswith(opened):  # "**1. Title**": the emphasis is the title's
        title = opened + title
    return _Line("item", meta.line - 1, _indent(indent), _kinds(marker_text), marker_text, level, title)


class _ToLines(Transformer):
    """Parse tree -> one :class:`_Line` per non-blank line."""

    def start(self, children: list[_Line]) -> list[_Line]:
        return children

    @v_args(meta=True)
    def item(self, meta, children: list[Token]) -> _Line:
        indent = children[0] if children[0].type == "INDENT" else None
        return _item(meta, indent, children[-2], children[-1])

    @v_args(meta=True)
    def heading(self, meta, children: list[Token]) -> _Line:
        by_type = {t.type: t for t in children}
        if "MARKER" in by_type:
            return _item(meta, by_type.get("INDENT"), by_type["MARKER"], by_type["TEXT"], len(by_type["HASHES"]))
        return _Line(
            "heading",
            meta.line - 1,
            _indent(by_type.get("INDENT")),
            level=len(by_type["HASHES"]),
            text=str(by_type.get("TEXT", "")),
        )

    @v_args(meta=True)
    def para(self, meta, children: list[Token]) -> _Line:
        indent = children[0] if children[0].type == "INDENT" else None
        return _Line("para", meta.line - 1, _indent(indent), text=str(children[-1]))


def _normalise(text: str) -> list[str]:
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    return [line.rstrip() for line in lines]


def _parse_lines(raw_lines: list[str]) -> list[_Line]:
    """Classify lines with the grammar (total: raises only on a grammar bug)."""
    tree = grammar("skeleton.lark").parse("\n".join(raw_lines))
    return _ToLines().transform(tree)


# --------------------------------------------------------------------------- titles

_LEAD_BOLD = re.compile(r"^(\*\*|__)(.+?)\1")
_WRAP = re.compile(r"^([*_`\"'\u201c\u2018])(.+)([*_`\"'\u201d\u2019])$")
_TRAILING = ":.;,-\u2013\u2014 \t"
_CLAUSE_END = re.compile(r":\s|\s[-\u2013\u2014]\s|;\s|\.\s|\s\(")
#: where a point's description starts after its title ("Title: what it covers", "Title - why")
_DESCRIPTION = re.compile(r":\s|\uff1a|\s[-\u2013\u2014]\s")


def _clean_title(text: str, *, keep_description: bool = False) -> str:
    text = " ".join(text.split())
    bold = _LEAD_BOLD.match(text)
    description = None if keep_description else _DESCRIPTION.search(text)
    if bold and bold.group(2).strip(_TRAILING + "*_"):
        text = bold.group(2)
    elif description and text[: description.start()].strip(_TRAILING + "*_"):
        text = text[: description.start()]
    text = text.replace("**", "").replace("__", "")
    for _ in range(3):
        wrapped = _WRAP.match(text)
        if not wrapped or wrapped.group(2).strip() == "":
            break
        text = wrapped.group(2)
    text = text.replace("`", "").strip(_TRAILING)
    if len(text) > MAX_TITLE_CHARS:
        text = _shorten(text)
    return text.strip(_TRAILING)


def _shorten(text: str) -> str:
    clause = _CLAUSE_END.search(text, 3, MAX_TITLE_CHARS + 1)
    if clause:
        return text[: clause.start()]
    cut = text.rfind(" ", 0, MAX_TITLE_CHARS + 1)
    return text[:cut] if cut >= MAX_TITLE_CHARS // 2 else text[:MAX_TITLE_CHARS]


def _key(title: str) -> str:
    return " ".join(title.casefold().split())


# --------------------------------------------------------------------------- choosing points


def _numbered_runs(items: list[_Line], kind: str) -> list[list[_Line]]:
    """The lists of one kind of numbering, each a run of numbers in sequence (``3.`` follows
    ``2.``; ``1.`` ``1.`` ``1.`` is one list too). A number out of sequence at the list's depth
    or above starts another list; deeper, it is a detail of its point (a sub-list), unless it
    comes right after the last point and follows it (``1. A\\n 2. B``: a list whose first line
    lost its indentation)."""
    runs: list[list[_Line]] = []
    run: list[_Line] = []
    values: list[int] = []
    depth, previous = 0, None
    for line in items:
        value = dict(line.kinds).get(kind)
        if value is not None:
            follows = bool(run) and (value == values[-1] + 1 or value == values[-1] == values[0])
            if follows and (line.indent <= depth or (previous is run[-1] and value == values[-1] + 1)):
                run.append(line)
                values.append(value)
                depth = line.indent
            elif not run or line.indent <= depth:
                run, values, depth = [line], [value], line.indent
                runs.append(run)
        previous = line
    return runs


def _list_points(lines: list[_Line]) -> list[_Line]:
    """The outermost list: of numbered items where there are any at the outermost
    indentation, else of bullets of one kind; the first with two items or more, else the first."""
    items = [ln for ln in lines if ln.kind == "item"]
    if not items:
        return []
    base = min(ln.indent for ln in items)
    kinds = dict.fromkeys(kind for ln in items for kind, _ in ln.kinds)
    lists = [run for kind in kinds for run in _numbered_runs(items, kind) if any(ln.indent == base for ln in run)]
    if not lists:  # bullets: other-kind or deeper items are details of their point
        markers = dict.fromkeys(ln.marker for ln in items if ln.indent == base)
        lists = [[ln for ln in items if ln.indent == base and ln.marker == m] for m in markers]
    lists.sort(key=lambda run: (len(run) < MIN_POINTS, run[0].lineno, -len(run)))
    return lists[0]


def _heading_points(lines: list[_Line]) -> list[_Line]:
    headings = [ln for ln in lines if ln.kind == "heading" and ln.text]
    levels = sorted({ln.level for ln in headings})
    for level in levels:
        same = [ln for ln in headings if ln.level == level]
        if len(same) >= MIN_POINTS:
            return same
    return []


def _sections_hold_lists(headings: list[_Line], items: list[_Line]) -> bool:
    """True when list items sit under two or more of the headings (the headings are the points)."""
    if len(headings) < MIN_POINTS:
        return False
    starts = sorted(h.lineno for h in headings)
    sections = {bisect.bisect_left(starts, item.lineno) for item in items}
    return len(sections - {0}) >= MIN_POINTS


_INLINE_NUMBER = re.compile(r"(?<!\S)(\d{1,2})[.)]\s+")


def _inline_points(raw_lines: list[str]) -> tuple[list[str], str]:
    """``1. A 2. B 3. C`` on one line: the titles, and the text before them."""
    for lineno, line in enumerate(raw_lines):
        run: list[re.Match[str]] = []
        for m in _INLINE_NUMBER.finditer(line):
            if int(m.group(1)) == len(run) + 1:
                run.append(m)
        if len(run) >= MIN_POINTS:
            ends = [m.start() for m in run[1:]] + [len(line)]
            before = "\n".join([*raw_lines[:lineno], line[: run[0].start()]])
            return [line[m.end() : end] for m, end in zip(run, ends)], before
    return [], ""


def _titles(text: str, min_points: int) -> tuple[list[str], str]:
    """The cleaned titles of the chosen list items (duplicates kept), and the text before them."""
    if not isinstance(text, str) or not text.strip():
        return [], ""
    raw_lines = _normalise(text)
    try:
        lines = _parse_lines(raw_lines)
    except LarkError:  # the grammar accepts every line; never let a bug crash an ask
        return [], ""

    chosen = _list_points(lines)
    headings = _heading_points(lines)
    if len(chosen) < MIN_POINTS or _sections_hold_lists(headings, chosen):
        chosen = headings or chosen
    if len(chosen) >= MIN_POINTS:
        titles, before = [ln.text for ln in chosen], "\n".join(raw_lines[: chosen[0].lineno])
    else:
        titles, before = _inline_points(raw_lines)
        if not titles and chosen and min_points < MIN_POINTS:  # the first item of a list still being written
            titles, before = [ln.text for ln in chosen], "\n".join(raw_lines[: chosen[0].lineno])
    return _clean_titles(titles), before


def _clean_titles(texts: list[str]) -> list[str]:
    """The items' titles, each without its description, except where dropping it would make
    the title repeat an earlier one (``Sleep: how long`` after ``Sleep: when``): that title
    keeps its description. Each title depends only on the items before it, so a plan read as
    it streams settles the same titles as the whole reply."""
    titles: list[str] = []
    seen: set[str] = set()
    for text in texts:
        title = _clean_title(text)
        if _key(title) in seen:
            title = _clean_title(text, keep_description=True)
        if title:
            titles.append(title)
            seen.add(_key(title))
    return titles


def parse_skeleton(text: str, *, max_points: int = DEFAULT_MAX_POINTS, min_points: int = MIN_POINTS) -> Skeleton:
    """The points of a SoT plan written by a model; empty points when it holds fewer than
    ``min_points`` (no usable list)."""
    if max_points < MIN_POINTS:
        raise ConfigError(f"max_points must be at least {MIN_POINTS}, got {max_points}")
    titles, before = _titles(text, min_points)
    points: list[str] = []
    seen: set[str] = set()
    for title in titles:
        key = _key(title)
        if key in seen:
            continue
        seen.add(key)
        points.append(title)
        if len(points) == max_points:
            break
    if len(points) < max(min_points, 1):
        return Skeleton(())
    return Skeleton(tuple(points), before.strip())


class SkeletonStream:
    """The points of a plan while it streams, so each can be expanded before the plan ends.

    A point is *settled* once its line has ended: :meth:`feed` returns the points settled
    by a new piece of text, in order, and never takes one back. :meth:`close` parses the
    whole reply and returns the skeleton: the settled points first, then any point only
    the whole reply shows (empty when the reply holds no usable list, then points that
    were settled early are to be dropped). :attr:`repeating` turns true once a finished
    line repeats an earlier point: a model that writes a point twice is looping, and
    nothing it writes after that is worth waiting for.

        stream = SkeletonStream(max_points=5)
        for piece in plan_pieces:
            for title in stream.feed(piece): start_branch(title)
        skeleton = stream.close()
    """

    def __init__(self, *, max_points: int = DEFAULT_MAX_POINTS) -> None:
        if max_points < MIN_POINTS:
            raise ConfigError(f"max_points must be at least {MIN_POINTS}, got {max_points}")
        self.max_points = max_points
        self._parts: list[str] = []  # the reply so far (joined only when read: a long reply stays linear)
        self._lines = 0
        self.settled: list[str] = []
        self.repeating = False
        self._keys: set[str] = set()
        self._finished = 0  # with repeating: where the finished lines end

    def _take(self, titles: tuple[str, ...]) -> list[str]:
        new = []
        for title in titles:
            key = _key(title)
            if key in self._keys or len(self.settled) == self.max_points:
                continue
            self._keys.add(key)
            self.settled.append(title)
            new.append(title)
        return new

    @property
    def text(self) -> str:
        """The reply so far."""
        if len(self._parts) > 1:
            self._parts = ["".join(self._parts)]
        return self._parts[0] if self._parts else ""

    def restart(self) -> None:
        """A new reply for the same plan (the last one was cut): the text starts over, the
        points settled so far stay settled, and the new reply only adds points."""
        self._parts, self._lines = [], 0
        self.repeating = False
        self._finished = 0

    def feed(self, text: str) -> list[str]:
        """Add streamed text; the points whose lines it ended."""
        self._parts.append(text)
        ended = text.count("\n")
        self._lines += ended
        if not ended or self.repeating or len(self.settled) == self.max_points or self._lines > MAX_STREAM_LINES:
            return []  # no line ended, the plan is looping, it is full, or it is too long to follow
        whole = self.text
        finished = whole.rfind("\n")
        titles, _ = _titles(whole[:finished], min_points=1)
        keys = [_key(t) for t in titles]
        self.repeating = len(set(keys)) < len(keys)
        self._finished = finished + 1
        return self._take(tuple(titles))

    def end(self) -> None:
        """The reply has ended: its last line counts as finished, so a point it repeats sets
        :attr:`repeating` (a plan ``1. A\\n2. A`` stopped by the model shows its repeat only here)."""
        if self.repeating or self._lines > MAX_STREAM_LINES:
            return
        whole = self.text
        titles, _ = _titles(whole, min_points=1)
        keys = [_key(t) for t in titles]
        if len(set(keys)) < len(keys):
            self.repeating, self._finished = True, len(whole)
        self._take(tuple(titles))

    def close(self) -> Skeleton:
        """The skeleton of the whole reply (settled points first, in the order they settled);
        once :attr:`repeating`, of its finished lines only."""
        text = self.text[: self._finished] if self.repeating else self.text
        whole = parse_skeleton(text, max_points=self.max_points)
        if not whole and len(self.settled) < MIN_POINTS:
            return Skeleton(())
        self._take(whole.points)
        return Skeleton(tuple(self.settled), whole.preamble)


def skeleton_graph(text: str, *, max_points: int = DEFAULT_MAX_POINTS) -> TaskGraph:
    """Parse a skeleton and build its task graph in one call."""
    return graph_from_skeleton(parse_skeleton(text, max_points=max_points))
