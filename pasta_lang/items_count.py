"""The ``count`` shape: "give me 10 taglines", "list five ideas for", "write three slogans".

The ``count`` grammar of ``items.lark`` finds "<verb> N <things>" on one line; the split is the
request for one of them, asked N times (2 to :data:`~sot.pasta_lang.items_split.MAX_ITEMS`; a
larger count is refused, not capped), where the things are written fresh and the count is the
whole request (:mod:`~sot.pasta_lang.items_guards`).
"""

from __future__ import annotations

import re

from lark import Token, Tree
from lark.exceptions import LarkError

from sot.pasta_lang._grammars import grammar
from sot.pasta_lang.items_guards import (
    CODE,
    COMPARE,
    COUNTABLE,
    INSTRUCTING,
    MATH,
    POLITE,
    PROCEDURE,
    SUPERLATIVE,
)
from sot.pasta_lang.items_lines import Line
from sot.pasta_lang.items_split import MAX_COUNT_LINE, MAX_ITEMS, MIN_ITEMS, ItemSplit
from sot.pasta_lang.items_words import JSON, clean, is_plural, number_value, singular

__all__ = ["count_shape"]

_SENTENCE = re.compile(r"[^.!?\n]+(?:[.!?]+|(?=\n)|$)")


def count_shape(request: str, text: str, lines: list[Line]) -> ItemSplit | None:
    """The count split of the first line that asks for N things (``text``: the normalised
    request), or ``None``."""
    parser = grammar("items.lark", "count")
    content = [ln for ln in lines if ln.kind != "blank"]
    for line in content:
        if line.kind not in ("text", "item", "label") or line.end - line.start > MAX_COUNT_LINE:
            continue
        try:
            tree = parser.parse(text[line.start : line.end])
        except LarkError:
            continue
        phrase = next(t for t in tree.children if isinstance(t, Tree) and t.data == "count_phrase")
        tokens = {t.type: t for t in phrase.children if isinstance(t, Token)}
        noun_tree = next(t for t in phrase.children if isinstance(t, Tree))
        words = [t for t in noun_tree.children if isinstance(t, Token)]
        number = tokens["NUMBER"]
        count = number_value(str(number))
        if count is None or count < MIN_ITEMS or count > MAX_ITEMS:
            return None
        pre = str(tokens.get("CPRE", "")).casefold()
        noun_start, noun_end = line.start + (words[0].start_pos or 0), line.start + (words[-1].end_pos or 0)
        noun = request[noun_start:noun_end]
        last = str(words[-1])
        verb = tokens["CVERB"]
        v_start = line.start + (verb.start_pos or 0)
        if pre in ("the", "another") or SUPERLATIVE.search(noun) or not is_plural(last):
            return None  # "the 5 stages of grief", "10 best films", "5 more": a fixed set, or more of one
        if not (COUNTABLE.match(clean(noun)) or COUNTABLE.match(last) or COUNTABLE.match(" ".join(noun.split()[-2:]))):
            return None
        sentence_start = max(request.rfind(c, line.start, v_start) for c in ".!?")
        sentence_start = line.start if sentence_start < 0 else sentence_start + 1
        prefix = " ".join(request[sentence_start:v_start].split())
        if prefix and not POLITE.match(prefix + " "):
            return None  # "Explain X and list five examples": the count is part of a larger request
        own = (sentence_start, _sentence_end(request, noun_end, line.end))
        for m in _SENTENCE.finditer(request):
            sentence = m.group().strip()
            if not sentence or own[0] <= m.start() < own[1] or m.start() <= own[0] < m.end():
                continue
            if sentence.endswith("?") or INSTRUCTING.match(sentence):
                return None  # another question or instruction beside the count
        n_start = line.start + ((tokens.get("CPRE") or number).start_pos or 0)
        line_text = request[line.start : line.end]
        one = "one " + singular(noun)
        rewritten = request[line.start : n_start] + one + request[noun_end : line.end]
        verb_word = str(verb)
        if verb_word.casefold() == "list":
            rewritten = (
                request[line.start : v_start]
                + ("Give" if verb_word[0].isupper() else "give")
                + request[v_start + 4 : n_start]
                + one
                + request[noun_end : line.end]
            )
        others = [ln for ln in content if ln is not line]
        shared_lines = [request[ln.start : ln.end] for ln in content]
        shared_lines[content.index(line)] = rewritten
        instruction = "\n".join(shared_lines)
        if len(instruction) > 4000 or any(ln.kind in ("item", "fence") for ln in others):
            return None  # a count with a list or code around it: not one instruction for N things
        if COMPARE.search(line_text) or MATH.search(request) or CODE.search(request) or PROCEDURE.search(line_text):
            return None
        if re.search(r"\b(?:each|every|per)\b", request[noun_end : line.end], re.I):
            return None  # "give me 3 names for each of ..." : N per item, not N things
        plural = clean(noun).casefold()
        return ItemSplit("count", instruction, "", None, (), count, plural, bool(JSON.search(request)))
    return None


def _sentence_end(text: str, start: int, limit: int) -> int:
    m = re.compile(r"[.!?](?:\s|$)").search(text, start, limit)
    return m.end() if m else limit
