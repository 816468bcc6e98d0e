"""From labelled units (the tagger's) or item spans (the model's own split) to a checked split.

:func:`from_labels` turns the tagger's labels into item spans or a count unit; :func:`assemble`
and :func:`count_split` check them and build the :class:`~sot.pasta_lang.items.split.ItemSplit`:
every item the request's own text (a substring, trimmed of separators, connectors and quotes), in
order, distinct, 2 to the limit, one ``{item}`` slot in the instruction, and no veto of
``vetoes.json`` holding (:func:`vetoed`: one table, one function).
"""

from __future__ import annotations

import functools
import itertools
import json
import re
from collections.abc import Sequence
from importlib import resources

from sot.pasta_lang.ir import Span
from sot.pasta_lang.items.count import count_phrase
from sot.pasta_lang.items.lexicon import QUESTION_MARKS, compiled, pattern
from sot.pasta_lang.items.segments import CODE_LINE, Unit
from sot.pasta_lang.items.split import (
    MAX_FIELD_WORDS,
    MAX_ITEMS,
    MAX_LIST_ITEMS,
    MIN_ITEMS,
    SLOT,
    ItemSplit,
    RequestItem,
    Tier,
)
from sot.pasta_lang.items.words import context_first, noun_of, singular, singularise, strip_intro
from sot.pasta_lang.items_language import request_language

__all__ = ["assemble", "count_split", "from_labels", "greeting", "vetoed", "vetoes"]

#: shared text before or after the items at least this long is their context block
CONTEXT_CHARS = 100
#: an item longer than this is a passage, not an item
MAX_ITEM_CHARS = 1500
_TRIM_END = re.compile(r"[\s,;，；、،؛]+$|\s+(?:and|or|&)$", re.I)
_QUOTES = {'"': '"', "“": "”", "'": "'", "«": "»", "「": "」", "*": "*", "`": "`"}
_ENGLISH = re.compile(r"\b(?:the|a|an|of|and|to|in|is|are|what|how|this|these|please|from|for|with|my)\b", re.I)
_QUOTED = re.compile(r'"[^"\n]{1,2000}"|“[^”\n]{1,2000}”|«[^»\n]{1,2000}»')
_JSON = re.compile(r"\bjson\b|\bkey[- ]value\b|\bdictionary\b", re.I)


#: the shapes a veto can test for, in any language: a line of program code
SHAPES = {"code": CODE_LINE}


@functools.cache
def vetoes() -> tuple[dict[str, str], ...]:
    doc = json.loads(resources.files("sot.pasta_lang.items").joinpath("vetoes.json").read_text(encoding="utf-8"))
    return tuple(doc)


def vetoed(*, instruction: str = "", items: Sequence[str] = (), request: str = "", noun: str = "",
           before_count: str = "", count_sentence: str = "", clauses: Sequence[str] = (),
           item_lines: Sequence[str] = ()) -> str | None:  # fmt: skip
    """The id of the first veto of ``vetoes.json`` that holds for these parts, or ``None``. A veto
    holds where its lexicon key (or its ``shape``: :data:`SHAPES`) matches the part named by
    ``where`` (with ``"unless": true``, where it does not)."""
    ends = request[:2000] + "\n" + request[-2000:] if request else ""
    where = {"instruction": [instruction], "later_items": list(items[1:]), "later_clauses": list(clauses[1:]),
             "items": list(items), "request_ends": [ends], "count_noun": [noun], "before_count": [before_count],
             "count_sentence": [count_sentence]}  # fmt: skip
    for v in vetoes():
        texts = [t for t in where.get(v["where"], []) if t]
        if v["where"] in ("most_items", "most_item_lines"):
            test = SHAPES[v["shape"]] if "shape" in v else pattern(v["lexicon"])
            parts = items if v["where"] == "most_items" else item_lines
            if parts and 2 * sum(bool(test.search(t)) for t in parts) >= len(parts):
                return v["id"]
            continue
        if v["where"] in ("count_noun", "before_count"):
            if any(pattern(v["lexicon"]).fullmatch(w) for t in texts for w in t.casefold().split()):
                return v["id"]
            continue
        if any(bool(pattern(v["lexicon"]).search(t)) != bool(v.get("unless")) for t in texts):
            return v["id"]
    return None


def from_labels(request: str, units: Sequence[Unit], labels: Sequence[str], tier: Tier = "tagger") -> ItemSplit | None:
    """The split the tagger's ``labels`` describe, checked (``None``: none)."""
    spans: list[tuple[int, int]] = []
    for u, y in zip(units, labels, strict=True):
        if y == "B":
            spans.append((u.start, u.end))
        elif y == "I" and spans:
            spans[-1] = (spans[-1][0], u.end)
    if spans:
        return assemble(request, spans, units, tier)
    counted = [u for u, y in zip(units, labels, strict=True) if y == "N"]
    return count_split(request, counted[0], tier) if len(counted) == 1 else None


def _trim(request: str, a: int, b: int) -> tuple[int, int]:
    """An item's span without separators, a connector before it, a particle after it, quotes or
    bold around it, or a form's colon after it."""
    for _ in range(3):
        if m := _TRIM_END.search(request, a, b) or compiled(*_PARTICLE).search(request, a, b):
            b = m.start()
        m = pattern("connectors").match(request, a, b)
        if m and m.end() < b and (request[m.end() : m.end() + 1] in " ,:" or not request[m.end() - 1].isalpha()):
            a = m.end()
            while a < b and request[a] in " ,:":
                a += 1
        if b - a >= 2 and request[a] in _QUOTES and request[b - 1] == _QUOTES[request[a]]:
            a, b = a + 1, b - 1
        elif b - a >= 2 and request[a] in _QUOTES and request[a] not in "*`'" and request[a] not in request[a + 1 : b]:
            a += 1
    text = request[a:b]
    if text.endswith((":", "：")) and len(text.split()) <= MAX_FIELD_WORDS:
        b = a + len(text.rstrip(":：").rstrip())
    return a, b


#: a particle joined to an item's last word (the lexicon's ``particles``: Korean "주소를",
#: "직업만"), where two or more letters of the word stay; a field's type in brackets after its
#: name ("(int)", "(string | null)"); a list's "etc." after it
_PARTICLE = ("particles", r"(?<=[^\W\d_]{2})['’]?(?:{})$")
_TYPE_NOTE = ("type_names", r"\s*\((?:{})(?:\s*[|/,]\s*(?:{}))*\)\s*$")
_LIST_TAIL = ("list_tails", r"\s+(?:{})[.]?$")


def _field_like(text: str) -> bool:
    return len(text.split()) <= MAX_FIELD_WORDS and not _is_question(text) and "\n" not in text


def _strip_field(request: str, a: int, b: int) -> tuple[int, int]:
    """A field's name without its type in brackets, a trailing "etc.", quotes or an article."""
    for _ in range(2):
        m = compiled(*_TYPE_NOTE).search(request, a, b)
        if m and m.start() > a:
            b = m.start()
        m = compiled(*_LIST_TAIL).search(request, a, b)
        if m and m.start() > a:
            b = m.start()
        b -= len(request[a:b]) - len(request[a:b].rstrip(" .;:"))
        if b - a >= 2 and request[a] in "`\"'“«" and request[b - 1] in "`\"'”»":
            a, b = a + 1, b - 1
        m = pattern("articles").match(request, a, b)
        if (
            m
            and m.end() + 1 < b
            and (request[m.end()] == " " or request[m.end() - 1] == "'")
            and request[m.end() + 1].islower()
        ):
            a = m.end() + (request[m.end()] == " ")
    return a, b


def _fields_trimmed(request: str, items: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Field names cleaned (:func:`_strip_field`), where every item is one."""
    if not all(_field_like(request[a:b]) for a, b in items):
        return items
    out = [_strip_field(request, a, b) for a, b in items]
    return [(a, b) for a, b in out if b > a]


def _is_question(text: str) -> bool:
    return text.rstrip("\"')*").endswith(QUESTION_MARKS) or bool(pattern("question_words").match(text))


def assemble(request: str, spans: Sequence[tuple[int, int]], units: Sequence[Unit], tier: Tier) -> ItemSplit | None:
    """The split of ``request`` whose items are at ``spans`` (``None`` where it does not hold)."""
    items = []
    for a, b in spans:
        a, b = _trim(request, a, b)
        if b <= a or b - a > MAX_ITEM_CHARS:
            return None
        items.append((a, b))
    end, span = request[items[-1][0] : items[-1][1]], request[items[0][0] : items[-1][1]]  # "..., Bolivia?"
    if end[-1] in QUESTION_MARKS and not _is_question(end[:-1]) and span.count(end[-1]) == 1 and "\n" not in span:
        items[-1] = (items[-1][0], items[-1][0] + len(end[:-1].rstrip()))  # the sentence's mark ("Bolivie ?")
    raw = items
    items = _fields_trimmed(request, items)
    if not items:
        return None
    texts = [request[a:b] for a, b in items]
    keys = [" ".join(t.casefold().split()) for t in texts]
    if not MIN_ITEMS <= len(items) <= MAX_LIST_ITEMS or len(set(keys)) < len(keys):
        return None
    if any(x[1] > y[0] for x, y in itertools.pairwise(items)):
        return None
    first, last = items[0][0], items[-1][1]
    outside = [u for u in units if u.end <= first or u.start >= last]
    before = [u for u in outside if u.end <= first]
    after = [u for u in outside if u.start >= last]
    questions = all(_is_question(t) for t in texts)
    sentences = sum(request[a:b].endswith((".", "!", "。")) for a, b in raw) >= 2  # full stops: sentences, not names
    short = (
        not questions
        and not sentences
        and all(len(t.split()) <= MAX_FIELD_WORDS and not t.endswith((".", "!", "?")) for t in texts)
    )
    form = all(request[b : b + 1] in (":", "：") or not request[b : b + 2].strip() for a, b in items[:-1]) and any(
        request[b : b + 1] in (":", "：") for a, b in items
    )
    asked = request[max(0, first - 400) : first] + " " + request[last : last + 400]
    at = request.rfind("\n", 0, first) + 1  # the items' line, or the line above where they start it
    head = request[at:first] if request[at:first].strip() else request[request.rfind("\n", 0, max(at - 1, 0)) + 1 : at]
    fields = short and (form or any(pattern(k).search(asked) for k in ("extract_verbs", "json_words")))
    fields = fields and not pattern("or_words").search(head)  # "tell me whether these are X or Y: ...": a list
    if fields and len(items) > MAX_ITEMS:
        return None
    if not fields and items != raw:  # names and sentences keep their articles and full stops
        items, texts = raw, [request[a:b] for a, b in raw]
        keys = [" ".join(t.casefold().split()) for t in texts]
        if len(set(keys)) < len(keys):
            return None

    def chars(us: list[Unit]) -> int:
        return sum(u.end - u.start for u in us)

    side = before if chars(before) >= chars(after) else after
    context_span = None
    if side and chars(side) >= CONTEXT_CHARS:
        # the context block: the side's lines but a heading next to the items ("Questions:") and,
        # of two or more lines, the line at the other end where it is shorter (the instruction)
        order = sorted({u.line for u in side}, reverse=side is before)  # from the items outward
        size = {n: sum(u.end - u.start for u in side if u.line == n) for n in order}
        words = {n: sum(len(request[u.start : u.end].split()) for u in side if u.line == n) for n in order}
        at = first if side is before else last - 1
        own = next((u.line for u in units if u.start <= at < u.end), -1)  # the nearest item's line
        at_items = order[0] == own or words[order[0]] <= 3  # the items' own line, or a heading
        kept = order[1:] if len(order) > 1 and at_items else order
        if len(kept) > 1 and size[kept[-1]] < max(size[n] for n in kept):
            kept = kept[:-1]
        block = [u for u in side if u.line in kept]
        if chars(block) >= CONTEXT_CHARS:
            context_span = Span(block[0].start, block[-1].end)
    lead = _lead(request, first, last, context_span, outside)
    starts = {u.start: u for u in units}
    inline = context_span is None and all(a in starts and starts[a].sep in ("comma", "and") for a, _ in items[1:])
    # "what is X, and how does it ...?": the later clauses that ask, of one short sentence
    clauses = ["", *(t for t in texts[1:] if _is_question(t))] if inline and len(request) <= 400 else []
    # each item to its line's end; a field's name alone ("orderId: string;"); none for "explain each of these queries"
    lines = texts if fields else [request[a : e if (e := request.find("\n", b)) >= 0 else None] for a, b in items]
    lines = [] if pattern("each_words").search(lead) else lines
    if vetoed(instruction=_QUOTED.sub('""', lead), items=texts, request=request, clauses=clauses, item_lines=lines):
        return None  # (a quotation in the instruction is data)
    english = bool(_ENGLISH.search(" ".join([lead, *texts])[:2000]))
    instruction = strip_intro(singularise(lead)) if english else lead
    if not instruction and english:
        what = "question" if questions else "detail" if fields else "item"
        instruction = f"Answer the following {what}{' about the text above' if context_span else ''}:"
    if context_span is not None and context_span.start > last and english:
        instruction = context_first(instruction)
    instruction = f"{instruction}\n{SLOT}" if instruction.endswith((":", "：")) else f"{instruction}\n\n{SLOT}".lstrip()
    context = request[context_span.start : context_span.end] if context_span else ""
    noun = "fields" if fields else noun_of(lead, "questions" if questions else "items")
    return ItemSplit(
        "fields" if fields else "list", instruction, context, context_span,
        tuple(RequestItem(request[a:b], Span(a, b)) for a, b in items), None, noun, bool(_JSON.search(lead)), tier=tier,
    )  # fmt: skip


def _lead(request: str, first: int, last: int, context: Span | None, outside: Sequence[Unit]) -> str:
    """The shared text that is not the context, as the request writes it: what comes before the
    items and after them, without list markers, a greeting or a sign-off, in one line each."""
    parts = []
    for a, b in ((0, first), (last, len(request))):
        if context is not None and context.start < b and context.end > a:
            a, b = (context.end, b) if context.start <= a or context.end <= first else (a, context.start)
        kept = [u for u in outside if a <= u.start and u.end <= b]
        if a >= last:  # after the items: nothing from a sign-off on ("Thanks, Dana")
            kept = kept[: next((k for k, u in enumerate(kept) if greeting(request, u, "sign_offs")), len(kept))]
        kept = [u for u in kept if not greeting(request, u, "greetings")]
        if kept:
            text = request[kept[0].start : kept[-1].end]
            text = " ".join(x.strip() for x in text.split("\n") if x.strip())
            parts.append(_TRIM_END.sub("", text).strip(" -*•"))
    return " ".join(p for p in parts if p)


def greeting(request: str, u: Unit, key: str) -> bool:
    """A unit that only greets ("Hi,") or signs off ("Thanks!"), as the lexicon's ``key`` says."""
    text = request[u.start : u.end].strip(" ,.!:;")
    return len(text.split()) <= 4 and bool(pattern(key).fullmatch(text))


def count_split(request: str, unit: Unit, tier: Tier) -> ItemSplit | None:
    """The count split the sentence ``unit`` asks for ("give me 5 taglines"), or ``None``."""
    sentence = request[unit.start : unit.end]
    phrase = count_phrase(sentence)
    if phrase is None or not MIN_ITEMS <= phrase.count <= MAX_ITEMS:
        return None
    before = sentence[: phrase.start].split()
    if vetoed(noun=phrase.noun, before_count=before[-1] if before else "", count_sentence=sentence, request=request):
        return None
    words = phrase.noun.split()
    lang = request_language(request[:500])
    if (lang == "en" or (lang is None and (_ENGLISH.search(request[:500]) or request[:500].isascii()))) and words:
        at = next((i for i, w in enumerate(words) if singular(w) != w), None)
        if at is None:
            return None  # "5 minutes", "3 kids": not a plural of things to write
        # and a plural after "or" in the noun too ("5 jokes or riddles" -> "one joke or riddle")
        ones = [
            singular(w) if i == at or (i > at and words[i - 1].casefold() == "or") else w for i, w in enumerate(words)
        ]
        one = "one " + " ".join(ones)
        plural = words[at].casefold()
    else:
        one, plural = "1 " + phrase.noun, phrase.noun.casefold()
    s = unit.start
    instruction = request[: s + phrase.start] + one + request[s + phrase.noun_end :]
    if len(instruction) > 4000:
        return None
    return ItemSplit("count", instruction, "", None, (), phrase.count, plural, bool(_JSON.search(request)), tier=tier)
