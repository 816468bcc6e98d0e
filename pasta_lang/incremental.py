"""Incremental, lenient PASTA-LANG parsing of a model's reply as it streams.

:class:`IncrementalParser` takes the reply chunk by chunk (tags may be split anywhere)
and returns each top-level item the moment it is complete: text as it arrives, a
``<promise/>`` as soon as its ``>`` is seen (so its branch starts while the main text
goes on), ``<sync/>``, and whole ``<async>`` blocks when they close. Only text that
may still turn out to be a tag is held back, and only until a character rules it out.

Nothing here raises on model output. A tag that is malformed (bad syntax, no topic,
nested too deep, a stray ``</async>``) is kept as plain text, or dropped with
``drop_malformed=True`` (what an answer wants: the reader never sees half a tag; a
``<promise``/``<async``/``<sync`` that never becomes a tag is dropped up to its first
``>`` or the end of its line, a block's body is kept without its tag); closing ``</promise>``
and ``</sync>`` tags carry nothing and are dropped; an ``<async .../>`` is read as a
promise; blocks left open at the end are unwrapped into text. A tag longer than
``max_tag_chars`` is text. Feeding a reply in any split gives the same items as
feeding it whole (:func:`parse_reply`), and on valid documents the same items as the
strict :func:`~sot.pasta_lang.pasta.parse_pasta`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from lark import Tree
from lark.exceptions import LarkError

from sot.pasta_lang._grammars import grammar
from sot.pasta_lang.ir import Async, Document, Item, Promise, Span, Sync, Text, coalesce
from sot.pasta_lang.pasta import MAX_DEPTH, MAX_TOKENS, decode_value

__all__ = [
    "INCOMPLETE",
    "MAX_TAG_CHARS",
    "NOT_A_TAG",
    "IncrementalParser",
    "clean_branch_text",
    "parse_reply",
    "scan_tag",
]

#: the longest tag the scanner waits for before deciding it is text
MAX_TAG_CHARS = 400

INCOMPLETE = -1  # scan_tag: may still become a tag, wait for more text
NOT_A_TAG = 0  # scan_tag: the "<" is plain text

_NAMES = ("promise", "sync", "async")
_BARE_EXCLUDED = set("\"'=<>/`")


def _space(ch: str) -> bool:
    return ch.isspace()


def _word(ch: str) -> bool:  # what re's \w matches
    return ch.isalnum() or ch == "_"


def _name_start(ch: str) -> bool:
    return ch.isascii() and (ch.isalpha() or ch == "_")


def _bare(ch: str) -> bool:
    return not ch.isspace() and ch not in _BARE_EXCLUDED


def scan_tag(text: str, start: int, *, final: bool = False, max_chars: int = MAX_TAG_CHARS) -> int:
    """Where the tag opening at ``text[start] == "<"`` ends (exclusive), or a verdict.

    Returns the end offset of a complete tag, :data:`NOT_A_TAG` when the ``<`` cannot
    open one, or :data:`INCOMPLETE` when more text is needed (never when ``final``).
    A character-level automaton over what ``pasta_tag.lark`` accepts, so that text is
    held back only while a tag is still possible.
    """
    i = start + 1
    end = len(text)
    limit = min(end, start + max_chars)
    closing = i < end and text[i] == "/"
    if closing:
        i += 1
    name_at = i
    while i < limit and _word(text[i]) and any(n.startswith(text[name_at : i + 1]) for n in _NAMES):
        i += 1
    name = text[name_at:i]
    if i >= limit:
        return _more(end, limit, final)
    if name not in _NAMES or _word(text[i]):
        return NOT_A_TAG
    state = "close_ws" if closing else "after"
    while i < limit:
        ch = text[i]
        i += 1
        if state == "close_ws":
            if ch == ">":
                return i
            if not _space(ch):
                return NOT_A_TAG
        elif state in ("after", "ws"):  # after the name or a value / after spaces
            if ch == ">":
                return i
            if ch == "/":
                state = "slash"
            elif _space(ch):
                state = "ws"
            elif state == "ws" and _name_start(ch):
                state = "attr"
            else:
                return NOT_A_TAG
        elif state == "slash":
            return i if ch == ">" else NOT_A_TAG
        elif state == "attr":
            if ch == "=":
                state = "eq"
            elif _space(ch):
                state = "attr_ws"
            elif not (_word(ch) or ch == "-"):
                return NOT_A_TAG
        elif state == "attr_ws":
            if ch == "=":
                state = "eq"
            elif not _space(ch):
                return NOT_A_TAG
        elif state == "eq":
            if ch in "\"'":
                state = ch
            elif _bare(ch):
                state = "bare"
            elif not _space(ch):
                return NOT_A_TAG
        elif state in ('"', "'"):
            if ch == "\\":
                state += "\\"
            elif ch == state:
                state = "after"
        elif state in ('"\\', "'\\"):
            state = state[0]
        elif state == "bare":
            if ch == ">":
                return i
            if ch == "/":
                state = "slash"
            elif _space(ch):
                state = "ws"
            elif not _bare(ch):
                return NOT_A_TAG
    return _more(end, limit, final)


def _more(end: int, limit: int, final: bool) -> int:
    return INCOMPLETE if limit == end and not final else NOT_A_TAG


def _tag_like(text: str, start: int) -> bool:
    """Whether ``text[start] == "<"`` opens something meant as a tag: ``<``, an optional
    ``/``, one of the tag names and then no more of a word (``<sync/``, ``<promise topic=``)."""
    i = start + 1 + (text.startswith("/", start + 1))
    for name in _NAMES:
        if text.startswith(name, i):
            after = i + len(name)
            return after >= len(text) or not _word(text[after])
    return False


def _malformed_end(text: str, start: int, *, final: bool, max_chars: int) -> int:
    """Where a malformed tag opening at ``start`` ends: after its first ``>``, else at the end
    of its line, else ``max_chars`` on; :data:`INCOMPLETE` while none is in sight."""
    limit = min(len(text), start + max_chars)
    for i in range(start + 1, limit):
        if text[i] == ">":
            return i + 1
        if text[i] == "\n":
            return i
    return INCOMPLETE if limit == len(text) and not final and limit < start + max_chars else limit


@dataclass(frozen=True, slots=True)
class _Tag:
    closing: bool
    name: str
    self_closing: bool
    attrs: dict[str, str]


@lru_cache(maxsize=1024)
def _read_tag(raw: str) -> _Tag | None:
    """What a complete tag says, via ``pasta_tag.lark``; None if it does not parse (cached:
    a reply repeats its tags, and the result is never changed)."""
    try:
        tree = grammar("pasta_tag.lark", "tag").parse(raw)
    except LarkError:
        return None
    node = tree.children[0]
    assert isinstance(node, Tree)
    if node.data == "close_tag":
        return _Tag(True, str(node.children[0]).strip("</> \t\r\n\f\v"), False, {})
    first, last = node.children[0], node.children[-1]
    attrs: dict[str, str] = {}
    for attr in node.children[1:-1]:
        assert isinstance(attr, Tree)
        name, _, value = attr.children
        assert isinstance(value, Tree)
        token = value.children[0]
        attrs.setdefault(str(name), decode_value(str(token)))
    return _Tag(False, str(first)[1:], str(last).strip().startswith("/"), attrs)


def _tokens(value: str | None) -> int | None:
    """The first whole number in the value, if it is a sensible length."""
    found = re.search(r"\d+", value or "")
    if not found or len(found.group()) > 6 or not 0 < int(found.group()) <= MAX_TOKENS:
        return None
    return int(found.group())


@dataclass(slots=True)
class _Frame:
    """An open ``<async>`` block: its topic, its tag text, what is inside so far."""

    topic: str
    raw: str
    start: int
    valid: bool
    body: list[Item] = field(default_factory=list)


class IncrementalParser:
    """Feed a reply in chunks; get each top-level item the moment it is complete."""

    def __init__(
        self, *, max_depth: int = MAX_DEPTH, max_tag_chars: int = MAX_TAG_CHARS, drop_malformed: bool = False
    ) -> None:
        self.max_depth = max_depth
        self.max_tag_chars = max_tag_chars
        self.drop_malformed = drop_malformed
        self._buf = ""  # text not consumed yet; starts with "<" while a tag may be coming
        self._offset = 0  # absolute offset of _buf[0] in the whole reply
        self._frames: list[_Frame] = []  # every open block, to match each </async>
        self._valid: list[_Frame] = []  # the open blocks that hold items (the others are text)
        self._out: list[Item] = []
        self._closed = False

    @property
    def held(self) -> str:
        """Text held back because it may be the start of a tag."""
        return self._buf

    @property
    def depth(self) -> int:
        """How many ``<async>`` blocks are open."""
        return len(self._frames)

    def feed(self, chunk: str) -> list[Item]:
        """Take the next chunk; returns the items completed by it (text coalesced)."""
        if self._closed:
            raise RuntimeError("IncrementalParser.feed() after close()")
        self._buf += chunk
        self._drain(final=False)
        return self._take()

    def close(self, *, keep_held: bool = True) -> list[Item]:
        """End of the reply: flush held text (dropped with ``keep_held=False``, for a reply
        cut in the middle of a tag) and unwrap blocks left open."""
        if self._closed:
            return []
        if not keep_held:
            self._buf = ""
        self._drain(final=True)
        self._closed = True
        while self._frames:
            frame = self._frames.pop()
            if frame.valid:  # an invalid block's tag and body are already text in its parent
                self._valid.pop()
                self._malformed(frame.raw, Span(frame.start, frame.start + len(frame.raw)))
                self._body().extend(frame.body)
        return self._take()

    # ------------------------------------------------------------------ internals
    def _take(self) -> list[Item]:
        out, self._out = list(coalesce(self._out)), []
        return out

    def _body(self) -> list[Item]:
        return self._valid[-1].body if self._valid else self._out

    def _emit(self, item: Item) -> None:
        self._body().append(item)

    def _drain(self, *, final: bool) -> None:
        """Consume ``_buf`` up to what may still be a tag, in one pass (linear in its length:
        a run of text, ``<`` that open no tag included, becomes one :class:`Text`)."""
        buf, base = self._buf, self._offset
        pos = 0  # start of the text not emitted yet
        search = 0  # where to look for the next "<"
        while True:
            lt = buf.find("<", search)
            if lt < 0:
                self._emit_text(buf, base, pos, len(buf))
                pos = len(buf)
                break
            end = scan_tag(buf, lt, final=final, max_chars=self.max_tag_chars)
            if end == NOT_A_TAG:
                if not (self.drop_malformed and _tag_like(buf, lt)):
                    search = lt + 1
                    continue
                self._emit_text(buf, base, pos, lt)
                pos = lt
                end = _malformed_end(buf, lt, final=final, max_chars=self.max_tag_chars)
                if end == INCOMPLETE:
                    break
                pos = search = end  # dropped
                continue
            self._emit_text(buf, base, pos, lt)
            pos = lt
            if end == INCOMPLETE:
                break
            self._tag(buf[lt:end], Span(base + lt, base + end))
            pos = search = end
        self._buf = buf[pos:]
        self._offset = base + pos

    def _emit_text(self, buf: str, base: int, start: int, end: int) -> None:
        if end > start:
            self._emit(Text(buf[start:end], Span(base + start, base + end)))

    def _malformed(self, raw: str, span: Span) -> None:
        """A tag that does not count: text, or nothing with ``drop_malformed``."""
        if not self.drop_malformed:
            self._emit(Text(raw, span))

    def _tag(self, raw: str, span: Span) -> None:
        tag = _read_tag(raw)
        if tag is None:
            self._malformed(raw, span)
            return
        topic = tag.attrs.get("topic", "").strip()
        if tag.closing:
            if tag.name != "async":
                return  # </promise>, </sync>: nothing to close
            if not self._frames:
                self._malformed(raw, span)
                return
            frame = self._frames.pop()
            if frame.valid:
                self._valid.pop()
                self._emit(Async(frame.topic, coalesce(frame.body), Span(frame.start, span.end)))
            else:
                self._malformed(raw, span)
        elif tag.name == "sync":
            self._emit(Sync(span))
        elif tag.name == "promise" or tag.self_closing:
            if topic:
                self._emit(Promise(topic, _tokens(tag.attrs.get("tokens")), span))
            else:
                self._malformed(raw, span)
        else:
            frame = _Frame(topic, raw, span.start, bool(topic) and len(self._frames) < self.max_depth)
            self._frames.append(frame)
            if frame.valid:
                self._valid.append(frame)
            else:  # it will be text whatever follows: its tag, then its items, go to the parent now
                self._malformed(raw, span)


def parse_reply(text: str, *, max_depth: int = MAX_DEPTH, drop_malformed: bool = False) -> Document:
    """Parse a model's whole reply leniently: never raises; malformed tags stay as text
    (or are dropped: ``drop_malformed``)."""
    parser = IncrementalParser(max_depth=max_depth, drop_malformed=drop_malformed)
    return Document(coalesce(parser.feed(text) + parser.close()))


def clean_branch_text(text: str) -> str:
    """A branch's text as it goes into the answer: tags the model wrote dropped, malformed
    ones included (an ``<async>`` block's body kept), trimmed."""
    if "<" not in text:
        return text.strip()

    def flat(items: tuple[Item, ...]) -> str:
        return "".join(i.text if isinstance(i, Text) else flat(i.body) if isinstance(i, Async) else "" for i in items)

    return flat(parse_reply(text, drop_malformed=True).items).strip()
