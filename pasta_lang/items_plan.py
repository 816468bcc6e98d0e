"""A planner's split: the model's reply to the items planner prompt, checked against the request.

Where the grammar finds nothing and items mode was asked for by name, the mode asks the model
once (:data:`~sot.templates.prompts.ITEM_PLAN_PROMPT`). The prompt shows the request with its
lines numbered (:func:`numbered`) and asks for a few dozen tokens that *point into it* rather
than copy it: ``ITEMS 4-7`` (items on lines of their own), ``ITEMS 2:"first words..."`` (items
inside a line, found by their first words; without ``...`` the words are the whole item),
``FIELDS`` likewise for fields to extract, ``COUNT 5 taglines`` for N things to write, ``ASK``
for the instruction's lines, or ``NONE``. :func:`split_from_pointers` resolves the pointers to
exact spans of the request and keeps the split only if it holds: every item found in the
request (an invented one is refused), no item twice or overlapping another, in the request's
order, 2 to :data:`~sot.pasta_lang.items.split.MAX_ITEMS` of them, a count the request itself
states, the guards of :func:`~sot.pasta_lang.items.find_items`; a reply cut short is refused.
It says why where it refuses. :func:`split_from_plan` reads the earlier reply form (the items
and context copied back as JSON) and :func:`split_from_reply` takes either. Pure: the prompt is
the templates' (this package does no I/O and knows no template).
"""

from __future__ import annotations

import itertools
import json
import re

from sot.pasta_lang.ir import Span
from sot.pasta_lang.items_grammar import trimmed, unquote
from sot.pasta_lang.items_guards import CODE, COMPARE, MATH, PROCEDURE, RECORDS, SUPERLATIVE, refused
from sot.pasta_lang.items.split import (
    MAX_COUNT_LINE,
    MAX_FIELD_WORDS,
    MAX_ITEMS,
    MIN_ITEMS,
    SLOT,
    ItemSplit,
    Kind,
    RequestItem,
)
from sot.pasta_lang.items.words import (
    JSON,
    clean,
    context_first,
    is_question,
    noun_of,
    number_value,
    singular,
    singularise,
    strip_intro,
)

__all__ = ["LINE_TAG", "numbered", "split_from_plan", "split_from_pointers", "split_from_reply"]

_OBJECT = re.compile(r"\{.*\}", re.S)


def _locate(request: str, text: str, start: int) -> Span | None:
    """Where ``text`` (whitespace aside) first occurs in ``request`` from ``start``."""
    words = text.split()
    if not words:
        return None
    m = re.compile(r"\s+".join(re.escape(w) for w in words)).search(request, start)
    return Span(m.start(), m.end()) if m else None


def split_from_plan(request: str, reply: str) -> ItemSplit | None:
    """The split a planner's reply to :data:`~sot.templates.prompts.ITEM_PLAN_PROMPT`
    describes, or ``None`` where it describes none or does not hold against ``request`` (an
    item or the context not copied from it in order, an instruction without exactly one
    ``{item}`` slot, fewer than two or more than :data:`MAX_ITEMS` items, or the guards of
    :func:`~sot.pasta_lang.items.find_items`). Never raises."""
    found = _OBJECT.search(reply or "")
    try:
        plan = json.loads(found.group(0)) if found else None
    except ValueError:
        return None
    if not isinstance(plan, dict):
        return None
    instruction = plan.get("instruction")
    if not isinstance(instruction, str) or not instruction.strip() or len(instruction) > MAX_COUNT_LINE:
        return None
    instruction = instruction.strip()
    wants_json = bool(JSON.search(request))
    try:
        count = plan.get("count")
        if count is not None:
            noun = plan.get("things")
            noun = noun.strip().casefold() if isinstance(noun, str) and noun.strip() else "items"
            if isinstance(count, bool) or not isinstance(count, int) or not MIN_ITEMS <= count <= MAX_ITEMS:
                return None
            if SLOT in instruction or MATH.search(instruction) or CODE.search(instruction):
                return None
            return ItemSplit("count", instruction, "", None, (), count, noun, wants_json, tier="model")
        texts = plan.get("items")
        if not isinstance(texts, list) or not MIN_ITEMS <= len(texts) <= MAX_ITEMS:
            return None
        if not all(isinstance(t, str) and t.strip() for t in texts) or instruction.count(SLOT) != 1:
            return None
        items, at = [], 0
        for text in texts:
            span = _locate(request, text, at)
            if span is None:
                return None  # not the user's words: a planner's paraphrase or invention
            items.append(RequestItem(request[span.start : span.end], span))
            at = span.end
        context_text = plan.get("context") or ""
        if not isinstance(context_text, str):
            return None
        context, context_span = "", None
        if context_text.strip():
            context_span = _locate(request, context_text, 0)
            if context_span is None:
                return None
            context = request[context_span.start : context_span.end]
        questions = all(is_question(item.text) for item in items)
        if refused(instruction, [item.text for item in items], has_context=bool(context), questions=questions):
            return None
        noun = "questions" if questions else "items"
        return ItemSplit("list", instruction, context, context_span, tuple(items), None, noun, wants_json, tier="model")
    except (ValueError, RecursionError):
        return None


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


# --------------------------------------------------------------------------- pointers into the request

#: how a request's line is shown to the planner: ``[3] its text`` (1-based, every line of
#: ``request.split("\n")``, blank ones too)
LINE_TAG = "[{n}] "

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
#: a list marker at the start of an item line ("1.", "- ", "(b)", "Q3:")
_MARKER = re.compile(
    r"^\s*(?:[-*\u2022+\u25cf]\s+|\(?\d{1,3}[.):]\s*|\(?[A-Za-z][.)]\s+|(?:Q|Question\s*)\d{1,3}\s*[.):]\s*|#+\s+)"
)
_ELLIPSIS = re.compile(r"\s*(?:\.\.\.|\u2026)\s*$")
#: where an item's sentence ends (a closing quote after it is not the item's)
_SENTENCE_END = re.compile(r"[.?!\uff1f\uff01\u3002](?=[\"'\u201d\u2019)\]]*(?:[\s,;:]|$))")
_TAIL = re.compile(r"(?:[\s,;:\"\u201c\u201d]|\b(?:and|or|also|as well as|plus)\b|&)+$", re.I)
#: a short line after a list, with the context before it: a last word of the instruction, or a sign-off
_TRAILER_WORDS = 20
#: more words than this between two inline items is text of its own (a remark, a condition), not a joint
_GAP_WORDS = 4
_SIGN_OFF = re.compile(
    r"^(?:thanks?|thank you|thx|cheers|best|regards|kind regards|best regards|br|many thanks|merci|danke|gracias)\b",
    re.I,
)
_NUMBER = re.compile(
    r"\b(\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|"
    r"sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|a dozen)\+?\s+([\w'-]+(?:\s+[\w'-]+){0,4})",
    re.I,
)


class _Refused(Exception):
    """Why a reply is not taken (its message is the reason)."""


def numbered(request: str) -> str:
    """``request`` as the planner sees it: every line tagged with its 1-based number
    (:data:`LINE_TAG`), so a reply can point at it."""
    return "\n".join(LINE_TAG.format(n=n) + line for n, line in enumerate(request.split("\n"), 1))


def split_from_pointers(request: str, reply: str, *, cut_short: bool = False) -> tuple[ItemSplit | None, str]:
    """The split a planner's reply to :data:`~sot.templates.prompts.ITEM_PLAN_PROMPT` points
    at (``ITEMS 4-7`` / ``ITEMS 2:"first words..."`` / ``FIELDS ...`` / ``COUNT 5 taglines``,
    with ``ASK`` lines, or ``NONE``), its items the request's own spans (``tier="model"``); or
    ``None`` and why not: a reply cut short (``cut_short``: it ended at its token limit; or it
    stops inside a quote or a range), one in no such form, ``NONE``, a pointer outside the
    request's lines or at a blank one, words the request does not hold (an invented item), the
    same item twice or overlapping ones, items out of the request's order, fewer than 2 or more
    than :data:`MAX_ITEMS` items, a count the request does not state, or the guards of
    :func:`~sot.pasta_lang.items.find_items`. Never raises."""
    if not isinstance(reply, str) or not isinstance(request, str):
        return None, "no reply"
    if (cut_short and _keyed(reply).keys() & _POINTING) or _stops_inside(reply):
        return None, "the model's reply was cut short"  # (one with no pointer at all is garbage, said below)
    try:
        return _from_pointers(request, reply), ""
    except _Refused as exc:
        return None, str(exc)
    except (ValueError, RecursionError, IndexError) as exc:  # a split that does not hold its own shape
        return None, f"the reply describes no split ({_short(str(exc), 80)})"


def _short(text: str, most: int = 40) -> str:
    text = " ".join(text.split())
    return text if len(text) <= most else text[: most - 1] + "\u2026"


def _stops_inside(reply: str) -> bool:
    """A reply that ends inside a quote or a range (``ITEMS 2:"What is``, ``ITEMS 4-``)."""
    pointing = [ln for ln in reply.split("\n") if _KEY.match(ln)]
    if not pointing:
        return False
    last = reply.rstrip().split("\n")[-1]
    opened = last.count('"') + last.count("\u201c") - last.count("\u201d")
    return bool(_KEY.match(last)) and (opened % 2 == 1 or bool(re.search(r"[-:,\u2013]\s*$", last)))


def _keyed(reply: str) -> dict[str, list[str]]:
    """The reply's keyed lines (``ITEMS ...``, ``ASK ...``): the text after each key. Text
    before the first key (a model's "Here is the split:") and code fences are ignored."""
    keyed: dict[str, list[str]] = {}
    for line in reply.split("\n"):
        if _FENCE.match(line):
            continue
        m = _KEY.match(line)
        if m:
            keyed.setdefault(m.group(1).upper(), []).append(line[m.end() :].strip().strip("*`").strip())
    return keyed


def _pointers(text: str) -> list[tuple[int | None, int | None, str | None]]:
    """``4-7, 9, 2:"first words..."`` -> ``(4, 7, None), (9, 9, None), (2, 2, "first words...")``."""
    out: list[tuple[int | None, int | None, str | None]] = []
    text = text.strip().rstrip(".")
    at = 0
    while at < len(text):
        m = _POINTER.match(text, at)
        if m is None or m.end() == at or (m.group("a") is None and m.group("q") is None):
            raise _Refused(f"its pointers do not parse ({_short(text[at:])!r})")
        a = int(m.group("a")) if m.group("a") else None
        b = int(m.group("b")) if m.group("b") else a
        out.append((a, b, m.group("words") if m.group("q") else None))
        at = m.end()
    return out


def _line_spans(request: str) -> list[Span]:
    spans, at = [], 0
    for line in request.split("\n"):
        spans.append(Span(at, at + len(line)))
        at += len(line) + 1
    return spans


def _line_no(n: int, lines: list[Span]) -> Span:
    if not 1 <= n <= len(lines):
        raise _Refused(f"it points at line {n}, and the request has {len(lines)}")
    return lines[n - 1]


def _item_span(request: str, line: Span) -> Span:
    """A whole line as an item: without its list marker, whitespace and bold marks around."""
    m = _MARKER.match(request[line.start : line.end])
    span = trimmed(request, line.start + (m.end() if m else 0), line.end)
    b, e = span.start, span.end
    while e - b >= 2 and request[b] in "*_" and request[e - 1] in "*_":
        b, e = b + 1, e - 1
    return trimmed(request, b, e)


def _find_words(request: str, words: str, start: int, end: int) -> Span | None:
    """Where ``words`` (whitespace and case aside) first occur in ``request[start:end]``."""
    parts = words.split()
    if not parts:
        return None
    m = re.compile(r"\s+".join(re.escape(w) for w in parts), re.I).search(request, start, end)
    return Span(m.start(), m.end()) if m else None


def _blank(request: str, line: Span) -> bool:
    return not request[line.start : line.end].strip()


def _from_pointers(request: str, reply: str) -> ItemSplit:
    keyed = _keyed(reply)
    if not keyed.keys() & {"ITEMS", "FIELDS", "COUNT"}:
        if "NONE" in keyed:
            raise _Refused("it found none")
        raise _Refused(f"its reply points at nothing ({_short(reply) or 'empty'!r})")
    lines = _line_spans(request)
    wants_json = bool(JSON.search(request))
    ask = _ask_lines(keyed.get("ASK", []), lines, request)
    if "COUNT" in keyed and not keyed.keys() & {"ITEMS", "FIELDS"}:
        return _count(request, keyed["COUNT"][0], ask, lines, wants_json)
    kind: Kind = "fields" if "FIELDS" in keyed and "ITEMS" not in keyed else "list"
    items = _items(request, ", ".join(keyed.get("ITEMS") or keyed.get("FIELDS") or []), lines)
    if len(items) < MIN_ITEMS:
        raise _Refused("it points at a single item (one item is not a split)")
    if len(items) > MAX_ITEMS:
        raise _Refused(f"it points at {len(items)} items, more than {MAX_ITEMS}")
    return _list(request, kind, items, ask, lines, wants_json)


def _ask_lines(texts: list[str], lines: list[Span], request: str) -> list[int]:
    """The instruction's lines (0-based), as the reply's ``ASK`` names them (``ASK none``: none)."""
    out: set[int] = set()
    for text in texts:
        if not text or re.match(r"^(?:none|-|n/a)\b", text, re.I):
            continue
        for a, b, _ in _pointers(text):
            if a is None or b is None:
                continue  # an instruction is whole lines; quoted words there add nothing
            if b - a > len(lines):
                raise _Refused(f"its instruction lines {a}-{b} are not the request's")
            for n in range(a, b + 1):
                if not _blank(request, _line_no(n, lines)):
                    out.add(n - 1)
    return sorted(out)


def _items(request: str, text: str, lines: list[Span]) -> list[RequestItem]:
    """The items the pointers name, in the request's order; refused where one is not there, or
    two are the same or overlap."""
    found: list[tuple[Span, bool]] = []  # (where, whether it is an item's first words only)
    pointers = _pointers(text)
    if sum(1 if a is None or b is None else max(b - a + 1, 1) for a, b, _ in pointers) > 2 * MAX_ITEMS:
        raise _Refused(f"it points at more than {MAX_ITEMS} items")
    for index, (a, b, words) in enumerate(pointers):
        if words is None:
            if a is None or b is None or b < a:
                raise _Refused(f"its range {a}-{b} is not lines in order")
            _line_no(b, lines)
            for n in range(a, b + 1):
                line = _line_no(n, lines)
                if _blank(request, line):
                    if a != b:
                        continue  # a blank line inside a range: between the items
                    raise _Refused(f"it points at line {n}, a blank one")
                span = _item_span(request, line)
                if span.end <= span.start:
                    raise _Refused(f"line {n} holds only a list marker")
                found.append((span, False))
            continue
        region = _line_no(a, lines) if a is not None else Span(0, len(request))
        if a is not None and b is not None and b > a:
            region = Span(region.start, _line_no(b, lines).end)
        first_words = bool(_ELLIPSIS.search(words))
        words = _ELLIPSIS.sub("", words).strip().strip("*").strip()
        where = _find_words(request, words, region.start, region.end)
        if where is None:
            on = f"line {a}" if a is not None else "the request"
            raise _Refused(f"item {index + 1} ({_short(words)!r}) is not on {on}: not the user's words")
        found.append((where, first_words))
    if [s for s, _ in found] != sorted((s for s, _ in found), key=lambda s: (s.start, s.end)):
        raise _Refused("its items are not in the request's order")
    out: list[RequestItem] = []
    for i, (span, first_words) in enumerate(found):
        start, end = span.start, span.end
        if out and start < out[-1].span.end:
            raise _Refused(f"items {i} and {i + 1} overlap: the same text pointed at twice")
        if first_words:  # the item runs to its sentence's end, the next item or its line's end
            line_end = request.find("\n", end)
            line_end = len(request) if line_end < 0 else line_end
            nxt = found[i + 1][0].start if i + 1 < len(found) else line_end
            stop = max(min(line_end, nxt), end)
            m = _SENTENCE_END.search(request, end, stop)
            end = m.end() if m else stop
            tail = _TAIL.search(request, start, end)
            if tail and tail.start() > start:
                end = tail.start()
        out.append(RequestItem(request[start:end], Span(start, end)))
    return out


def _list(
    request: str, kind: Kind, items: list[RequestItem], ask: list[int], lines: list[Span], wants_json: bool
) -> ItemSplit:
    """A list or fields split from its items and the instruction's lines; the rest of the
    request (one block, before or after the items) is the context. Questions with text between
    them or on both sides of them (a support message: a greeting, a question, a remark, a
    question, a sign-off) keep the whole message as their context, each asked about it."""
    texts = [i.text for i in items]
    questions = all(is_question(t) for t in texts)
    on_line = [next(n for n, ln in enumerate(lines) if ln.start <= it.span.start <= ln.end) for it in items]
    first, last = on_line[0], on_line[-1]
    inline = len(set(on_line)) < len(on_line) or any(
        _item_span(request, lines[n]) != it.span for n, it in zip(on_line, items)
    )
    gaps = [request[a.span.end : b.span.start] for a, b in itertools.pairwise(items)]
    between = [n for n in range(first, last + 1) if n not in on_line and not _blank(request, lines[n])]
    spread = bool(between) or any(len(_MARKER.sub("", _TAIL.sub("", _gap(g))).split()) > _GAP_WORDS for g in gaps)
    ask = [n for n in ask if not first <= n <= last]
    ask_text = " ".join(clean(request[lines[n].start : lines[n].end]) for n in ask)
    rest = [n for n, ln in enumerate(lines) if not _blank(request, ln) and n not in ask and not first <= n <= last]
    heading = max((n for n in rest if n < first), default=None)
    if (
        heading is not None
        and all(_blank(request, lines[n]) for n in range(heading + 1, first))
        and _heading_like(request[lines[heading].start : lines[heading].end])
    ):
        rest.remove(heading)  # "Questions:" right before the items names them: not context
        if not ask_text and not inline:
            ask_text = clean(request[lines[heading].start : lines[heading].end])
    after = [n for n in rest if n > last]
    while after and _sign_off(request, lines, after):
        after.pop()  # "Kind regards,\nJanelle": not context, not instruction
    rest = [n for n in rest if n < first] + after
    trailer = ""
    if rest and rest[0] < first and after:
        text = clean(request[lines[after[0]].start : lines[after[-1]].end])
        if len(after) == 1 and len(text.split()) <= _TRAILER_WORDS:
            trailer, rest = text, [n for n in rest if n < first]  # a last word of the instruction
        else:
            spread = True
    if spread:
        if not questions:
            raise _Refused("text between the items or on both sides of them, and they are not questions")
        return _whole_message(request, items, lines, on_line, ask + rest, wants_json, kind)
    if inline:  # the items' own lines are the frame: the slot takes the place of the whole run of items
        before = request[lines[first].start : items[0].span.start]
        marker = _MARKER.match(before)
        before = clean(_TAIL.sub("", before[marker.end() if marker else 0 :]))
        after_text = clean(request[items[-1].span.end : lines[last].end])
        lead = " ".join(t for t in (ask_text, before) if t)
        instruction = f"{singularise(lead)} {SLOT} {singularise(after_text)}".strip() if lead or after_text else ""
        instruction = re.sub(r"\s+([,.;:?!])", r"\1", instruction)
    else:
        instruction = singularise(ask_text) if ask_text else ""
    context_span: Span | None = None
    if rest:
        if any(rest[0] < n < rest[-1] for n in ask):
            raise _Refused("the instruction sits inside the context")
        context_span = unquote(request, trimmed(request, lines[rest[0]].start, lines[rest[-1]].end))
    context = request[context_span.start : context_span.end] if context_span is not None else ""
    if not instruction.replace(SLOT, "").strip(" .,:;"):
        if questions:
            about = " about the text above" if context else ""
            instruction = f"Answer the following question{about}:"
        elif inline and not context:  # the request is its items and nothing else: each asked alone
            instruction = SLOT
        else:
            raise _Refused("no instruction for the items")
    elif context_span is not None and context_span.start > lines[first].start:
        instruction = context_first(instruction)
    if SLOT in instruction:
        before_slot, after_slot = instruction.split(SLOT, 1)
        instruction = f"{before_slot}{SLOT}{strip_intro(after_slot)}"
    else:
        instruction = strip_intro(instruction)
        instruction = f"{instruction}\n{SLOT}" if instruction.endswith(":") else f"{instruction}\n\n{SLOT}"
    if trailer:
        instruction += f"\n\n{singularise(trailer)}"
    # a frame that names what a pronoun points at ("I'm getting a greyhound. How much exercise do
    # they need?") is in every item's prompt, as a context is
    framed = inline and len(instruction.replace(SLOT, " ").split()) >= _GAP_WORDS
    return _checked(kind, instruction, context, context_span, items, wants_json, has_context=bool(context) or framed)


def _gap(text: str) -> str:
    """The text between two items, less its punctuation and quotes."""
    return re.sub(r"[\"'\u201c\u201d\u2018\u2019,;:()\[\]]+", " ", text)


def _sign_off(request: str, lines: list[Span], after: list[int]) -> bool:
    """Whether the last of ``after`` closes a message: a sign-off ("Thanks!", "Best, Owen"), or a
    name of a few words right under one."""
    text = clean(request[lines[after[-1]].start : lines[after[-1]].end])
    if _SIGN_OFF.match(text) and len(text.split()) <= 6:
        return True
    if len(after) >= 2 and len(text.split()) <= 4 and not re.search(r"[.?!:]$", text):
        above = clean(request[lines[after[-2]].start : lines[after[-2]].end])
        return bool(_SIGN_OFF.match(above)) and len(above.split()) <= 4
    return False


def _whole_message(
    request: str,
    items: list[RequestItem],
    lines: list[Span],
    on_line: list[int],
    others: list[int],
    wants_json: bool,
    kind: Kind,
) -> ItemSplit:
    """Questions spread through a message: the whole message (from its first line to its last
    question or the last line before its sign-off) is every question's context."""
    kept = sorted({*on_line, *others})
    context_span = trimmed(request, lines[kept[0]].start, lines[kept[-1]].end)
    context = request[context_span.start : context_span.end]
    instruction = f"Answer the following question from the message above:\n{SLOT}"
    return _checked(kind, instruction, context, context_span, items, wants_json, has_context=True)


def _checked(
    kind: Kind,
    instruction: str,
    context: str,
    context_span: Span | None,
    items: list[RequestItem],
    wants_json: bool,
    *,
    has_context: bool,
) -> ItemSplit:
    """The split, where the grammar's guards let it stand."""
    texts = [i.text for i in items]
    questions = all(is_question(t) for t in texts)
    shared = instruction.replace(SLOT, " ")
    if refused(instruction, texts, has_context=has_context, questions=questions):
        raise _Refused(
            "the grammar's guards keep it whole (items that depend on each other, compared or ranked, math or code)"
        )
    if kind == "fields" and (any(len(t.split()) > MAX_FIELD_WORDS for t in texts) or re.search(RECORDS, shared, re.I)):
        kind = "list"
    noun = "fields" if kind == "fields" else "questions" if questions else noun_of(shared, "items")
    return ItemSplit(
        kind, instruction, context, context_span, tuple(items), None, noun, wants_json or bool(JSON.search(shared)),
        tier="model",
    )  # fmt: skip


def _heading_like(text: str) -> bool:
    """A heading over the items: "Questions:", "Fragen", "### To translate"."""
    text = clean(text).lstrip("#").strip()
    return (text.endswith(":") and len(text.split()) <= 5) or (
        0 < len(text.split()) <= 3 and not re.search(r"[.?!,;\uff1f\u3002]$", text)
    )


def _count(request: str, text: str, ask: list[int], lines: list[Span], wants_json: bool) -> ItemSplit:
    """A count split (``COUNT 5 taglines``): the request must state that number of things
    (in the ``ASK`` lines where named); its line asks for one of them instead."""
    m = re.match(r"^(\d{1,3}|[a-z]+(?: dozen)?)\+?\s+(.{1,60}?)\s*$", text.strip().rstrip("."), re.I)
    count = number_value(m.group(1)) if m else None
    if m is None or count is None:
        raise _Refused(f"its count does not parse ({_short(text)!r})")
    if not MIN_ITEMS <= count <= MAX_ITEMS:
        raise _Refused(f"it counts {count} things (2 to {MAX_ITEMS} are split)")
    noun = clean(m.group(2)).casefold()
    content = [ln for ln in lines if not _blank(request, ln)]
    where = [lines[n] for n in ask] or content
    stem = singular(noun.split()[-1])[:4].casefold() if noun else ""
    named: list[tuple[Span, re.Match[str], int]] = []  # the number with the reply's noun after it
    other: list[tuple[Span, re.Match[str], int]] = []  # the number with another noun (its next word)
    for line in where:
        for found in _NUMBER.finditer(request, line.start, line.end):
            if number_value(found.group(1)) != count:
                continue
            words = found.group(2).split()
            upto = next((k for k, w in enumerate(words) if stem and w.casefold().startswith(stem)), None)
            if upto is not None:
                named.append((line, found, found.start(2) + len(" ".join(words[: upto + 1]))))
            else:
                other.append((line, found, found.start(2) + len(words[0])))
    if not named and not other:
        raise _Refused(f"the request asks for no {count} things: an invented count")
    line, found, noun_end = (named or other)[0]
    line_text = request[line.start : line.end]
    things = request[found.start(2) : noun_end]
    if (
        len(line_text) > MAX_COUNT_LINE
        or SUPERLATIVE.search(things)
        or COMPARE.search(line_text)
        or PROCEDURE.search(line_text)
    ):
        raise _Refused(f"{count} {things} are a fixed or ranked set, or to be compared")
    if MATH.search(request) or CODE.search(request):
        raise _Refused("math or code, answered whole")
    if re.search(r"\b(?:each|every|per)\b", request[noun_end : line.end], re.I):
        raise _Refused(f"{count} {things} for each of several things")
    rewritten = request[line.start : found.start()] + "one " + singular(things) + request[noun_end : line.end]
    shared = [rewritten if ln == line else request[ln.start : ln.end] for ln in content]
    instruction = "\n".join(shared)
    if len(instruction) > 2 * MAX_COUNT_LINE:
        raise _Refused("a count inside a long request")
    return ItemSplit("count", instruction, "", None, (), count, clean(things).casefold(), wants_json, tier="model")
