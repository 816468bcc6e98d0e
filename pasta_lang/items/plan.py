"""The model's own split: a planner's reply that points into the request, read and checked.

The planner prompt (:data:`~sot.templates.prompts.ITEM_PLAN_PROMPT`) shows the request's lines
numbered (:func:`numbered`) and asks for a few dozen tokens pointing into it: ``ITEMS 4-7``,
``ITEMS 2:"first words..."`` (without ``...`` the words are the whole item), ``FIELDS`` likewise,
``COUNT 5 taglines``, ``ASK 1`` (the instruction's lines) or ``NONE``. :func:`split_from_pointers`
resolves them to spans of the request, refusing with the reason a reply cut short, an invented
item, one twice, items out of order, text between them that no item holds, too few or too many,
a count the request does not state. The split itself is the assembler's
(:func:`~sot.pasta_lang.items.assemble.assemble`, :func:`~sot.pasta_lang.items.assemble.count_split`:
its trimming, checks and vetoes). :func:`split_from_plan` reads the earlier JSON reply form;
:func:`split_from_reply` either. Pure.
"""

from __future__ import annotations

import itertools
import json
import re

from sot.pasta_lang.ir import Span
from sot.pasta_lang.items.assemble import assemble, count_split
from sot.pasta_lang.items.count import count_phrase
from sot.pasta_lang.items.lexicon import number_value, pattern
from sot.pasta_lang.items.segments import MARKER, Unit, units
from sot.pasta_lang.items.split import MAX_ITEMS, MIN_ITEMS, SLOT, ItemSplit
from sot.pasta_lang.items.words import singular

__all__ = ["LINE_TAG", "numbered", "split_from_plan", "split_from_pointers", "split_from_reply"]

#: how a request's line is shown to the planner: ``[3] its text`` (1-based, every line of
#: ``request.split("\n")``, blank ones too)
LINE_TAG = "[{n}] "
#: more words than this between two items (connectors and punctuation aside) is text of its own
GAP_WORDS = 4
_HELD = "the items do not hold as a split (a veto or a check of the assembler)"
_OBJECT = re.compile(r"\{.*\}", re.S)
_LEGACY = re.compile(r"\{\s*\"(?:instruction|items|count|context)\"")
_POINTING = frozenset({"ITEMS", "FIELDS", "COUNT", "NONE"})
_FENCE = re.compile(r"^\s*```\w*\s*$")
_KEY = re.compile(r"^\s*(?:[-*>]\s*)?\**\s*(ITEMS|FIELDS|ASK|COUNT|NONE|KIND)\b\**\s*:?\s*", re.I)
#: one pointer: a line or a range of lines (``4``, ``L4``, ``[4]``, ``4-7``), and/or the first
#: words of an inline item in quotes, then a comma or the end
_POINTER = re.compile(
    r"\s*(?:(?:L|line\s*|\[)?(?P<a>\d{1,4})\]?(?:\s*(?:-|\u2013|to)\s*(?:L|line\s*|\[)?(?P<b>\d{1,4})\]?)?)?"
    r"(?:\s*:?\s*(?P<q>[\"\u201c])(?P<words>[^\"\u201d\n]*)[\"\u201d])?\s*[,;]?",
    re.I,
)
_ELLIPSIS = re.compile(r"\s*(?:\.\.\.|\u2026)\s*$")
#: where an item's sentence ends (a closing quote after it is not the item's)
_SENTENCE_END = re.compile(r"[.?!\uff1f\uff01\u3002](?=[\"'\u201d\u2019)\]]*(?:[\s,;:]|$))")
_TAIL = re.compile(r"(?:[\s,;:\"\u201c\u201d]|\b(?:and|or|also|as well as|plus)\b|&)+$", re.I)
_COUNT = re.compile(r"^(\d{1,3}|[^\W\d_]+(?: dozen)?)\+?\s+(.{1,60}?)\s*$", re.I)


class _Refused(Exception):
    """Why a reply is not taken (its message is the reason)."""


def numbered(request: str) -> str:
    """``request`` as the planner sees it: every line tagged with its 1-based number
    (:data:`LINE_TAG`), so a reply can point at it."""
    return "\n".join(LINE_TAG.format(n=n) + line for n, line in enumerate(request.split("\n"), 1))


def split_from_reply(request: str, reply: str, *, cut_short: bool = False) -> tuple[ItemSplit | None, str]:
    """The split a planner's reply describes, in either form: pointers into the request
    (:func:`split_from_pointers`, the form the prompt asks for) or the items copied back as one
    JSON object (:func:`split_from_plan`, the earlier form); ``None`` and why not."""
    if isinstance(reply, str) and _LEGACY.search(reply) and not _keyed(reply).keys() & _POINTING:
        if cut_short:
            return None, "the model's reply was cut short"
        split = split_from_plan(request, reply)
        return (split, "") if split is not None else (None, "its JSON split does not hold against the request")
    return split_from_pointers(request, reply, cut_short=cut_short)


def split_from_plan(request: str, reply: str) -> ItemSplit | None:
    """The split an earlier-form reply (``{"instruction", "items", "context"}`` or ``{"count",
    "things"}`` as JSON) describes, or ``None``: none, items or a context not the request's
    words in order, no one ``{item}`` slot, a count the request does not state, text between
    the items, or the assembler's checks and vetoes. Never raises."""
    try:
        found = _OBJECT.search(reply or "") if isinstance(reply, str) and isinstance(request, str) else None
        plan = json.loads(found.group(0)) if found else None
        if not isinstance(plan, dict):
            return None
        instruction = plan.get("instruction")
        if not isinstance(instruction, str) or not instruction.strip():
            return None
        if plan.get("count") is not None:
            count, noun = plan["count"], plan.get("things")
            if isinstance(count, bool) or not isinstance(count, int) or not MIN_ITEMS <= count <= MAX_ITEMS:
                return None
            unit = _count_unit(request, count, noun if isinstance(noun, str) else "", set())
            return count_split(request, unit, "model") if unit is not None else None
        texts, context = plan.get("items"), plan.get("context") or ""
        if not isinstance(texts, list) or not MIN_ITEMS <= len(texts) <= MAX_ITEMS or instruction.count(SLOT) != 1:
            return None
        if not isinstance(context, str) or (context.strip() and _find(request, context, 0, len(request)) is None):
            return None
        spans: list[tuple[int, int]] = []
        for text in texts:
            span = (
                _find(request, text, spans[-1][1] if spans else 0, len(request), case=True)
                if isinstance(text, str)
                else None
            )
            if span is None:
                return None  # not the user's words: a planner's paraphrase or invention
            spans.append((span.start, span.end))
        return None if _text_between(request, spans) else assemble(request, spans, units(request), "model")
    except (ValueError, AttributeError, RecursionError):
        return None


def split_from_pointers(request: str, reply: str, *, cut_short: bool = False) -> tuple[ItemSplit | None, str]:
    """The split a reply to :data:`~sot.templates.prompts.ITEM_PLAN_PROMPT` points at, built by
    the assembler (``tier="model"``); or ``None`` and why not: a reply cut short (``cut_short``:
    it hit its token limit; or it stops inside a quote or a range), in no such form, ``NONE``,
    a line outside the request or a blank one, words the request does not hold (an invented
    item), an item twice or overlapping, out of order, text between the items, fewer than 2 or
    more than :data:`MAX_ITEMS`, a count the request does not state, or the assembler's checks
    and vetoes. Never raises."""
    if not isinstance(reply, str) or not isinstance(request, str):
        return None, "no reply"
    if (cut_short and _keyed(reply).keys() & _POINTING) or _stops_inside(reply):
        return None, "the model's reply was cut short"  # (one with no pointer at all is garbage, said below)
    try:
        split = _from_pointers(request, reply)
    except _Refused as exc:
        return None, str(exc)
    except (ValueError, RecursionError, IndexError) as exc:  # a split that does not hold its own shape
        return None, f"the reply describes no split ({_short(str(exc), 80)})"
    return (split, "") if split is not None else (None, _HELD)


def _short(text: str, most: int = 40) -> str:
    text = " ".join(text.split())
    return text if len(text) <= most else text[: most - 1] + "\u2026"


def _stops_inside(reply: str) -> bool:
    """A reply that ends inside a quote or a range (``ITEMS 2:"What is``, ``ITEMS 4-``)."""
    last = reply.rstrip().split("\n")[-1]
    opened = last.count('"') + last.count("\u201c") - last.count("\u201d")
    return bool(_KEY.match(last)) and (opened % 2 == 1 or bool(re.search(r"[-:,\u2013]\s*$", last)))


def _keyed(reply: str) -> dict[str, list[str]]:
    """The reply's keyed lines (``ITEMS ...``, ``ASK ...``): the text after each key. Text
    before the first key (a model's "Here is the split:") and code fences are ignored."""
    keyed: dict[str, list[str]] = {}
    for line in reply.split("\n"):
        m = None if _FENCE.match(line) else _KEY.match(line)
        if m:
            keyed.setdefault(m.group(1).upper(), []).append(line[m.end() :].strip().strip("*`").strip())
    return keyed


def _pointers(text: str) -> list[tuple[int | None, int | None, str | None]]:
    """``4-7, 9, 2:"first words..."`` -> ``(4, 7, None), (9, 9, None), (2, 2, "first words...")``."""
    out: list[tuple[int | None, int | None, str | None]] = []
    text, at = text.strip().rstrip("."), 0
    while at < len(text):
        m = _POINTER.match(text, at)
        if m is None or m.end() == at or (m.group("a") is None and m.group("q") is None):
            raise _Refused(f"its pointers do not parse ({_short(text[at:])!r})")
        a = int(m.group("a")) if m.group("a") else None
        out.append((a, int(m.group("b")) if m.group("b") else a, m.group("words") if m.group("q") else None))
        at = m.end()
    return out


def _lines(request: str) -> list[Span]:
    """Each line of ``request.split("\\n")`` as its span."""
    at = list(itertools.accumulate((len(line) + 1 for line in request.split("\n")), initial=0))
    return [Span(a, b - 1) for a, b in itertools.pairwise(at)]


def _line(n: int, lines: list[Span]) -> Span:
    if not 1 <= n <= len(lines):
        raise _Refused(f"it points at line {n}, and the request has {len(lines)}")
    return lines[n - 1]


def _find(request: str, words: str, start: int, end: int, *, case: bool = False) -> Span | None:
    """Where ``words`` (whitespace, and unless ``case`` case, aside) first occur in ``request[start:end]``."""
    parts = words.split()
    found = re.compile(r"\s+".join(map(re.escape, parts)), 0 if case else re.I).search(request, start, end)
    return Span(found.start(), found.end()) if parts and found else None


def _from_pointers(request: str, reply: str) -> ItemSplit | None:
    keyed = _keyed(reply)
    if not keyed.keys() & {"ITEMS", "FIELDS", "COUNT"}:
        raise _Refused(
            "it found none" if "NONE" in keyed else f"its reply points at nothing ({_short(reply) or 'empty'!r})"
        )
    lines = _lines(request)
    ask: set[int] = set()  # the instruction's lines (1-based): checked, and where a count is looked for
    for text in keyed.get("ASK", []):
        if text and not re.match(r"^(?:none|-|n/a)\b", text, re.I):
            for a, b, _ in _pointers(text):
                if a is not None and b is not None:  # quoted words in an ASK add nothing: it is whole lines
                    _line(a, lines), _line(b, lines)  # (both the request's)
                    ask.update(range(a, b + 1))
    if "COUNT" in keyed and not keyed.keys() & {"ITEMS", "FIELDS"}:
        return _count(request, keyed["COUNT"][0], ask)
    spans = _items(request, ", ".join(keyed.get("ITEMS") or keyed.get("FIELDS") or []), lines)
    if len(spans) < MIN_ITEMS:
        raise _Refused("it points at a single item (one item is not a split)")
    if len(spans) > MAX_ITEMS:
        raise _Refused(f"it points at {len(spans)} items, more than {MAX_ITEMS}")
    if _text_between(request, spans):
        raise _Refused("text between the items that is none of them (no item's prompt would hold it)")
    return assemble(request, spans, units(request), "model")


def _text_between(request: str, spans: list[tuple[int, int]]) -> bool:
    """Whether text of its own lies between two items (a line, or more than :data:`GAP_WORDS`
    words past markers, punctuation and connectors): the assembler's shared part would not hold it."""
    for (_, a), (b, _) in itertools.pairwise(spans):
        pieces, words = request[a:b].split("\n"), 0
        for k, piece in enumerate(pieces):
            m = MARKER.match(piece)
            piece = re.sub(r"[\W_]+", " ", pattern("connectors").sub(" ", piece[m.end() if m else 0 :]))
            if piece.strip() and 0 < k < len(pieces) - 1:
                return True  # a line of its own between the items
            words += len(piece.split())
        if words > GAP_WORDS:
            return True
    return False


def _items(request: str, text: str, lines: list[Span]) -> list[tuple[int, int]]:
    """The spans the pointers name, in the request's order; refused where one is not there, or
    two are the same or overlap."""
    found: list[tuple[Span, bool]] = []  # (where, whether it is an item's first words only)
    pointers = _pointers(text)
    if sum(1 if a is None or b is None else max(b - a + 1, 1) for a, b, _ in pointers) > 2 * MAX_ITEMS:
        raise _Refused(f"it points at more than {MAX_ITEMS} items")
    for index, (a, b, words) in enumerate(pointers):
        if words is None:
            if a is None or b is None or b < a:
                raise _Refused(f"its range {a}-{b} is not lines in order")
            _line(b, lines)
            for n in range(a, b + 1):
                line = _line(n, lines)
                body = request[line.start : line.end]
                if not body.strip():
                    if a != b:
                        continue  # a blank line inside a range: between the items
                    raise _Refused(f"it points at line {n}, a blank one")
                m = MARKER.match(body)
                skip = m.end() if m else 0
                if not body[skip:].strip():
                    raise _Refused(f"line {n} holds only a list marker")
                start = line.start + skip + len(body[skip:]) - len(body[skip:].lstrip())
                found.append((Span(start, line.start + len(body.rstrip())), False))
            continue
        region = Span(0, len(request)) if a is None else _line(a, lines)
        if a is not None and b is not None and b > a:
            region = Span(region.start, _line(b, lines).end)
        first_words = bool(_ELLIPSIS.search(words))
        words = _ELLIPSIS.sub("", words).strip().strip("*").strip()
        where = _find(request, words, region.start, region.end)
        if where is None:
            on = f"line {a}" if a is not None else "the request"
            raise _Refused(f"item {index + 1} ({_short(words)!r}) is not on {on}: not the user's words")
        found.append((where, first_words))
    if [s for s, _ in found] != sorted((s for s, _ in found), key=lambda s: (s.start, s.end)):
        raise _Refused("its items are not in the request's order")
    out: list[tuple[int, int]] = []
    for i, (span, first_words) in enumerate(found):
        start, end = span.start, span.end
        if out and start < out[-1][1]:
            raise _Refused(f"items {i} and {i + 1} overlap: the same text pointed at twice")
        if first_words:  # the item runs to its sentence's end, the next item or its line's end
            line_end = request.find("\n", end)
            line_end = len(request) if line_end < 0 else line_end
            stop = max(min(line_end, found[i + 1][0].start if i + 1 < len(found) else line_end), end)
            m = _SENTENCE_END.search(request, end, stop)
            end = m.end() if m else stop
            tail = _TAIL.search(request, start, end)
            end = tail.start() if tail and tail.start() > start else end
        out.append((start, end))
    return out


def _count_unit(request: str, count: int, noun: str, ask: set[int]) -> Unit | None:
    """The unit of ``request`` whose "N things" states ``count``: on an ``ask`` line (1-based)
    first, then one naming ``noun``, then the first."""
    stem = singular(noun.split()[-1]).casefold()[:4] if noun.split() else ""
    found = []
    for k, unit in enumerate(units(request)):
        phrase = count_phrase(request[unit.start : unit.end])
        if phrase is not None and phrase.count == count:
            on_ask = request.count("\n", 0, unit.start) + 1 in ask
            named = bool(stem) and any(w.casefold().startswith(stem) for w in phrase.noun.split())
            found.append((not on_ask, not named, k, unit))
    return min(found, key=lambda f: f[:3])[3] if found else None


def _count(request: str, text: str, ask: set[int]) -> ItemSplit | None:
    """A count split (``COUNT 5 taglines``), where a unit of the request states that number."""
    m = _COUNT.match(text.strip().rstrip("."))
    count = number_value(m.group(1)) if m else None
    if m is None or count is None:
        raise _Refused(f"its count does not parse ({_short(text)!r})")
    if not MIN_ITEMS <= count <= MAX_ITEMS:
        raise _Refused(f"it counts {count} things (2 to {MAX_ITEMS} are split)")
    unit = _count_unit(request, count, m.group(2), ask)
    if unit is None:
        raise _Refused(f"the request asks for no {count} things: an invented count")
    return count_split(request, unit, "model")
