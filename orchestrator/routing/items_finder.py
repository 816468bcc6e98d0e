"""The learned items finder: a small local model that finds a request's items where the grammar did not.

The second of the three tiers that split a request into its items (the grammar,
:func:`~sot.pasta_lang.items.find_items`; this finder; the model's own split,
:mod:`sot.orchestrator.modes.items_planner`). It runs on this process's CPU in milliseconds and
makes no model call. :func:`learned_split` returns a split marked ``tier="learned"``, or
``None`` where it finds no items.

How: the request is cut into segments (lines; a line that asks several questions into its
sentences; :mod:`~sot.orchestrator.routing.items_features`) and a multinomial logistic
regression over each segment's hashed n-grams and hand features (position, a question in any
language, a list marker, a colon before it, neighbours of the same shape, a count phrase)
labels it ``context``, ``instruction``, ``item`` or ``count``. Its weights ship as
``items_finder.json``, written by ``scripts/train_items_finder.py`` from the project's own data
(``router_data/items/``, its data card there). Pure Python at run time (no numpy): about 0.6 ms
per request (median; p95 1.9 ms), at most about 50 ms on a 100 KB request. On the held-out half
of the real-phrasing set (``benchmarks/items_real.py --half heldout``) it answers the
requests with items by items on its own (57%, precision 0.972, F1 over all 0.70, false splits 2
of 45); after the grammar, the two together answer 76% (F1 0.84, false splits 2 of 45) against
the grammar's 64% (false splits 0 of 45).

Then the split is assembled, conservatively (the finder runs where the grammar found nothing,
so a false split costs more than a miss): one run of 2 to
:data:`~sot.pasta_lang.items.split.MAX_ITEMS` consecutive segments each scored ``item`` at or
above the model's threshold becomes the items (a second such run: nothing), the ``instruction``
segments the instruction (reworded for one item, with its ``{item}`` slot), the ``context``
segments on one side of the items the shared context; else one ``count`` segment with "N
things" (2 to ``MAX_ITEMS``) becomes a count split. The grammar's guards apply (dependent items,
one procedure, math or code, compare/rank/choose). Requests longer than
:data:`~sot.pasta_lang.items.split.MAX_REQUEST_CHARS` or with more than :data:`MAX_SEGMENTS`
segments are not searched.
"""

from __future__ import annotations

import functools
import json
import logging
import math
import re
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sot.orchestrator.routing.items_features import (
    HAND_FEATURES,
    Segment,
    count_phrase,
    is_question,
    segment_features,
    segments,
)
from sot.pasta_lang.ir import Span
from sot.pasta_lang.items_guards import (
    ANOTHER_COUNT,
    CODE,
    COMPARE,
    MATH,
    PROCEDURE,
    SHOW_WORK,
    SMALL_TALK,
    SUPERLATIVE,
    refused,
)
from sot.pasta_lang.items.split import (
    MAX_FIELD_WORDS,
    MAX_ITEMS,
    MAX_REQUEST_CHARS,
    MIN_ITEMS,
    SLOT,
    ItemSplit,
    Kind,
    RequestItem,
)
from sot.pasta_lang.items.words import JSON, clean, context_first, noun_of, singular, singularise, strip_intro

if TYPE_CHECKING:
    import os

__all__ = [
    "CLASSES",
    "MAX_SEGMENTS",
    "FinderModel",
    "assemble",
    "learned_split",
    "load_finder",
    "parse_model",
    "split_with",
]

log = logging.getLogger("sot.items_finder")

MODEL_FORMAT = "sot-items-finder-logreg"
MODEL_VERSION = 1
#: the segment labels, in the model's order
CLASSES: tuple[str, ...] = ("context", "instruction", "item", "count")
#: a request cut into more segments than this is a document, not a list of requests: not searched
MAX_SEGMENTS = 400
#: at most this many words stand before the count in its sentence ("could you please brainstorm four")
MAX_COUNT_LEAD = 8
#: only the first and last WINDOW segments of a request are scored (the middle is context)
WINDOW = 60
#: an item segment longer than this is a passage, not an item
MAX_ITEM_CHARS = 1500

#: an item segment's members score ``item`` at least ``t_item - MEMBER_MARGIN`` (and ``MEMBER_FLOOR``)
MEMBER_MARGIN = 0.3
MEMBER_FLOOR = 0.3
#: a word that joins a question to the one before it, not part of it
_CONNECTOR = re.compile(
    r"(?:also|and|plus|additionally|lastly|finally|btw|oh and|one more thing|und|et|y|e|además|aussi|también|"
    r"inoltre|außerdem|ainda)\b\s*,?\s*",
    re.I,
)
#: what a count of is a quantity, not things to write
_UNITS = set(
    "minutes minute hours hour days day weeks week months month years year seconds times people persons kids "
    "children adults guests members employees students dollars euros pounds percent miles km kilometers meters "
    "feet inches kg pounds grams cups tbsp tsp points stars rooms floors "
    "nights hearts legs players teams grade graders th st nd rd am pm minuten stunden tage jahre personen "
    "minutes heures jours ans personnes minutos horas días años personas".split()
)
#: things that exist already: N branches asked for one each would name the same one
_FACTUAL = set(
    "films film movies movie documentaries documentary books book novels songs albums countries cities places "
    "destinations restaurants websites sites apps tools libraries frameworks people persons companies brands "
    "events facts courses podcasts artists authors painters scientists inventions landmarks museums universities "
    "players teams games shows series studies papers resources products stocks reasons benefits advantages "
    "disadvantages causes effects impacts consequences differences similarities steps stages phases factors risks "
    "signs symptoms laws principles rules types kinds".split()
)
#: the word before a count of a fixed set ("the 5 stages", "my 3 kids")
_FIXED_SET = {
    "in",
    "within",
    "under",
    "than",
    "about",
    "at",
    "for",
    "over",
    "by",
    "of",
    "to",
    "from",
    "per",
    "every",
    "last",
    "next",
    "first",
    "top",
    "the",
    "these",
    "those",
    "my",
    "our",
    "your",
    "his",
    "her",
    "their",
    "another",
    "all",
    "die",
    "les",
    "los",
    "las",
    "le",
    "la",
    "i",
    "gli",
    "os",
    "as",
}
_ENGLISH = re.compile(r"\b(?:the|a|an|of|and|to|in|is|are|what|how|this|these|please|from|for|with|my)\b", re.I)


@dataclass(frozen=True, slots=True)
class FinderModel:
    """The loaded weights: per class an intercept, hashed n-gram weights and hand weights."""

    hash_bits: int
    intercepts: tuple[float, ...]
    weights: dict[int, tuple[float, ...]]
    hand: tuple[tuple[float, ...], ...]  # per hand feature, one weight per class
    item_threshold: float
    count_threshold: float
    source: str

    def probabilities(self, request: str, segs: list[Segment]) -> list[tuple[float, ...]]:
        """Each segment's probability of each of :data:`CLASSES`."""
        out: list[tuple[float, ...]] = []
        get = self.weights.get
        for described in segment_features(request, segs, self.hash_bits, WINDOW):
            if described is None:  # the middle of a long document: context
                out.append((1.0, 0.0, 0.0, 0.0))
                continue
            vector, hand = described
            z0, z1, z2, z3 = self.intercepts  # one per class of CLASSES
            for b, v in vector.items():
                w = get(b)
                if w is not None:
                    z0 += w[0] * v
                    z1 += w[1] * v
                    z2 += w[2] * v
                    z3 += w[3] * v
            for wh, vh in zip(self.hand, hand, strict=True):
                if vh:
                    z0 += wh[0] * vh
                    z1 += wh[1] * vh
                    z2 += wh[2] * vh
                    z3 += wh[3] * vh
            top = max(z0, z1, z2, z3)
            e = (math.exp(z0 - top), math.exp(z1 - top), math.exp(z2 - top), math.exp(z3 - top))
            total = e[0] + e[1] + e[2] + e[3]
            out.append((e[0] / total, e[1] / total, e[2] / total, e[3] / total))
        return out


def _shipped() -> Path:
    return Path(str(resources.files("sot.orchestrator.routing").joinpath("items_finder.json")))


def load_finder(path: str | os.PathLike[str] | None = None) -> FinderModel:
    """Load a finder model (the shipped ``items_finder.json`` by default); ``ValueError`` if corrupt."""
    p = Path(path) if path is not None else _shipped()
    return _load_cached(str(p))


@functools.lru_cache(maxsize=4)
def _load_cached(path: str) -> FinderModel:
    try:
        doc = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise ValueError(f"items finder model {path} cannot be read: {exc}") from exc
    return parse_model(doc, path)


def parse_model(doc: Any, source: str = "<memory>") -> FinderModel:
    """A :class:`FinderModel` from the JSON document ``scripts/train_items_finder.py`` writes."""
    if not isinstance(doc, dict) or doc.get("format") != MODEL_FORMAT or doc.get("version") != MODEL_VERSION:
        raise ValueError(f"items finder model {source}: not a {MODEL_FORMAT} file of version {MODEL_VERSION}")
    if tuple(doc["classes"]) != CLASSES or set(doc["hand"]) != set(HAND_FEATURES):
        raise ValueError(f"items finder model {source}: its classes or hand features differ from this sot's")
    bits = int(doc["hash_bits"])
    k = len(CLASSES)

    def row(values: Any) -> tuple[float, ...]:
        out = tuple(float(v) for v in values)
        if len(out) != k or not all(math.isfinite(v) for v in out):
            raise ValueError(f"items finder model {source}: bad weights {values!r}")
        return out

    weights = {int(b): row(w) for b, w in doc["weights"].items()}
    if any(not 0 <= b < (1 << bits) for b in weights):
        raise ValueError(f"items finder model {source}: a bucket out of range")
    hand = tuple(row(doc["hand"][name]) for name in HAND_FEATURES)
    return FinderModel(
        bits, row(doc["intercepts"]), weights, hand, float(doc["item_threshold"]), float(doc["count_threshold"]), source
    )


def learned_split(request: str) -> ItemSplit | None:
    """The request's items as the learned finder sees them (``None``: none found). Never raises
    on a request; a missing or corrupt model file finds nothing (logged once)."""
    model = _default_model()
    if model is None:
        return None
    return split_with(model, request)


@functools.cache
def _default_model() -> FinderModel | None:
    try:
        return load_finder()
    except (ValueError, KeyError, TypeError) as exc:
        log.warning("the learned items finder is off: %s", exc)
        return None


def split_with(
    model: FinderModel, request: str, *, item_threshold: float | None = None, count_threshold: float | None = None
) -> ItemSplit | None:
    """:func:`learned_split` with ``model`` (and thresholds other than the model's, for tuning)."""
    if not isinstance(request, str) or not request.strip() or len(request) > MAX_REQUEST_CHARS:
        return None
    segs = segments(request, MAX_SEGMENTS)
    if not segs:
        return None
    if len(segs) < MIN_ITEMS and count_phrase(request, segs[0]) is None:
        return None  # one segment and no count: nothing to find, no need to score
    try:
        probs = model.probabilities(request, segs)
        t_item = model.item_threshold if item_threshold is None else item_threshold
        t_count = model.count_threshold if count_threshold is None else count_threshold
        return assemble(request, segs, probs, t_item, t_count)
    except (ValueError, IndexError, RecursionError):
        return None


def assemble(
    request: str, segs: list[Segment], probs: list[tuple[float, ...]], t_item: float, t_count: float
) -> ItemSplit | None:
    """The split from the segments' class probabilities (``None``: none), at these thresholds."""
    item_c, count_c, inst_c = CLASSES.index("item"), CLASSES.index("count"), CLASSES.index("instruction")
    low = max(MEMBER_FLOOR, t_item - MEMBER_MARGIN)
    is_item = [p[item_c] >= low and len(s.text) <= MAX_ITEM_CHARS for p, s in zip(probs, segs, strict=True)]
    runs: list[tuple[int, int]] = []
    i = 0
    while i < len(segs):
        if not is_item[i]:
            i += 1
            continue
        j = i
        while j + 1 < len(segs) and is_item[j + 1]:
            j += 1
        runs.append((i, j))
        i = j + 1
    # a run is items where its segments score ``item`` at ``t_item`` on average (each at least ``low``)
    runs = [r for r in runs if sum(probs[k][item_c] for k in range(r[0], r[1] + 1)) / (r[1] - r[0] + 1) >= t_item]
    long_runs = [r for r in runs if r[1] - r[0] + 1 >= MIN_ITEMS]
    if len(long_runs) == 1:
        return _list_split(request, segs, probs, long_runs[0], inst_c)
    if long_runs:
        return None  # two lists of items: which one is meant is not clear
    if runs:
        return None  # a lone item: the request asks something beside a count
    found = [(k, c) for k in range(len(segs)) if probs[k][count_c] >= t_count and (c := count_phrase(request, segs[k]))]
    if len(found) != 1:
        return None
    return _count_split(request, segs, found[0][0], found[0][1])


def _cuts_a_list(segs: list[Segment], first: int, last: int) -> bool:
    """Whether the run ``first..last`` leaves out lines of its own marked list: a marked line
    right before or after it, with no blank line between. Six fields asked as "- vendor" to
    "- due date", three of them found, would answer three and drop the rest; the request is
    then answered whole."""

    def joined(a: Segment, b: Segment) -> bool:  # b is the line after a, in one list
        return a.marker and b.marker and b.line == a.line + 1 and not b.blank_before

    return (first > 0 and joined(segs[first - 1], segs[first])) or (
        last + 1 < len(segs) and joined(segs[last], segs[last + 1])
    )


def _list_split(
    request: str, segs: list[Segment], probs: list[tuple[float, ...]], run: tuple[int, int], inst_c: int
) -> ItemSplit | None:
    first, last = run
    if last - first + 1 > MAX_ITEMS or _cuts_a_list(segs, first, last):
        return None
    items = []
    for seg in segs[first : last + 1]:
        b, e = seg.start, seg.end
        while e > b and request[e - 1] in "*_" and request[b] in "*_":
            b, e = b + 1, e - 1
        if e - b < 200 and len(request[b:e].split()) <= MAX_FIELD_WORDS and request[b:e].rstrip().endswith((":", "：")):
            e = b + len(request[b:e].rstrip().rstrip(":：").rstrip())  # a form's field "Name:"
        m = _CONNECTOR.match(request, b, e)
        if m and m.end() < e:
            b = m.end()  # "Also, is it possible...": the item is the question
        if e <= b:
            return None
        items.append(RequestItem(request[b:e], Span(b, e)))
    texts = [it.text for it in items]
    asks = [is_question(t) for t in texts]
    questions = all(asks)
    run_segs = segs[first : last + 1]
    if questions and 2 * sum(bool(SMALL_TALK.search(t)) for t in texts) >= len(texts):
        return None  # "how are you today? did you sleep well?": small talk, not questions to answer one by one
    if questions and any(
        0 <= k < len(segs) and segs[k].line == segs[j].line and is_question(segs[k].text) and len(segs[k].text) < 300
        for k, j in ((first - 1, first), (last + 1, last))
    ):
        return None  # questions of one paragraph with a question left out beside them: rhetorical, or one question
    if SHOW_WORK.search(request[:2000]):
        return None  # "... Show your work.": one problem worked out as a whole
    if any(
        a.line == b.line and not (x and y) for a, b, x, y in zip(run_segs, run_segs[1:], asks, asks[1:], strict=False)
    ):
        return None  # sentences of one paragraph are items only where each asks something
    if any(asks) and not questions and asks[-1] and not any(asks[:-1]):
        return None  # "eggs / flour / milk / What can I bake?": the list is the question's context
    if not questions and (
        any(is_question(s.text) and len(s.text) < 200 for s in segs[last + 1 : last + 1 + WINDOW])
        or (first and is_question(segs[first - 1].text) and len(segs[first - 1].text) < 200)
    ):
        return None  # a question next to a list of things: the list is its context
    fields = not questions and all(len(t.split()) <= MAX_FIELD_WORDS and not t.endswith((".", "!", "?")) for t in texts)

    before = list(range(0, first))
    after = list(range(last + 1, len(segs)))
    inst_of = {k: probs[k][inst_c] > probs[k][CLASSES.index("context")] for k in (*before, *after)}
    ctx_before = [k for k in before if not inst_of[k]]
    ctx_after = [k for k in after if not inst_of[k]]
    chars_before = sum(len(segs[k].text) for k in ctx_before)
    chars_after = sum(len(segs[k].text) for k in ctx_after)
    side = ctx_before if chars_before >= chars_after else ctx_after
    context_span: Span | None = None
    inside: set[int] = set()
    if side:
        a, z = side[0], side[-1]
        context_span = Span(segs[a].start, segs[z].end)
        inside = set(range(a, z + 1))
    shared_ks = [k for k in (*before, *after) if k not in inside]
    shared = [clean(segs[k].text) for k in shared_ks]
    context_after = side is ctx_after and bool(side)
    lead = " ".join(shared)
    english = bool(_ENGLISH.search(" ".join([lead, *texts])[:2000]))

    has_context = context_span is not None or len(lead) >= 40  # a pronoun may point at the text around
    if refused(lead, texts, has_context=has_context, questions=questions):
        return None
    if CODE.search(request[:2000]) or COMPARE.search(lead) or PROCEDURE.search(lead) or MATH.search(" ".join(texts)):
        return None
    if not questions and not fields and not lead:
        return None  # lines that are neither questions nor fields, and nothing says what to do with them

    instruction = strip_intro(singularise(lead)) if english else lead
    if not instruction:
        if english and questions:
            instruction = (
                "Answer the following question about the text above:"
                if context_span
                else "Answer the following question:"
            )
        elif english and fields:
            instruction = (
                "Give the following detail from the text above:" if context_span else "Give the following detail:"
            )
    if context_after and english:
        instruction = context_first(instruction)
    if instruction:
        instruction = f"{instruction}\n{SLOT}" if instruction.endswith((":", "：")) else f"{instruction}\n\n{SLOT}"
    else:
        instruction = SLOT
    context = request[context_span.start : context_span.end] if context_span is not None else ""
    kind: Kind = "fields" if fields else "list"
    noun = "fields" if fields else noun_of(lead, "questions" if questions else "items")
    return ItemSplit(
        kind, instruction, context, context_span, tuple(items), None, noun, bool(JSON.search(lead)), tier="learned"
    )


def _count_split(request: str, segs: list[Segment], k: int, phrase: Any) -> ItemSplit | None:
    count = phrase.count
    if not MIN_ITEMS <= count <= MAX_ITEMS:
        return None
    noun = phrase.noun
    head = request[segs[k].start : phrase.start]
    said = re.split(r"[.!?。！？:;]\s", head)[-1]
    if len(said.split()) > MAX_COUNT_LEAD:
        return None  # "write a story about a jar of jam, five playing cards and a gun": not N things asked for
    before = request[segs[k].start : phrase.start].split()
    if SUPERLATIVE.search(noun) or (before and before[-1].casefold() in _FIXED_SET):
        return None  # "the 5 stages of grief", "the 10 best films": a fixed set
    if CODE.search(request[:2000]) or MATH.search(request[:2000]) or COMPARE.search(segs[k].text):
        return None
    if ANOTHER_COUNT.match(request, phrase.noun_end, segs[k].end):
        return None  # "3 slogans, 3 taglines and 3 hashtags": several counts, not one
    if re.search(r"\b(?:for each|each of|for every|per)\b", request[phrase.number_end : segs[k].end], re.I):
        return None  # "3 names for each of ...": N per item, not N things
    words = noun.split()
    if any(w.casefold().strip(",.") in _UNITS or w.casefold().strip(",.") in _FACTUAL for w in words):
        return None  # "in 5 minutes", "my 3 kids": a quantity, not things to write
    if _ENGLISH.search(request[:500]) or not words:
        plural_at = next((i for i, w in enumerate(words) if singular(w) != w), None)
        if plural_at is None:
            return None  # "5 minutes", "3 kids": not a plural of things to write
        one_words = [*words[:plural_at], singular(words[plural_at]), *words[plural_at + 1 :]]
        one = "one " + " ".join(one_words)
        plural = words[plural_at].casefold()
    else:
        one = "1 " + noun
        plural = noun.casefold()
    instruction = request[: phrase.start] + one + request[phrase.noun_end :]
    if len(instruction) > 4000:
        return None
    return ItemSplit("count", instruction, "", None, (), count, plural, bool(JSON.search(request)), tier="learned")
