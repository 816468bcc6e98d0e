"""The ``count`` shape: "give me 10 taglines", "list five ideas for", "write three slogans".

The ``count`` grammar of ``items.lark`` finds "<verb> N <things>" on one line; the split is the
request for one of them, asked N times (2 to :data:`~sot.pasta_lang.items.split.MAX_ITEMS`; a
larger count is refused, not capped), where the things are written fresh and the count is the
whole request (:mod:`~sot.pasta_lang.items_guards`).
"""

from __future__ import annotations

import re

from sot.pasta_lang.items_grammar import Line, lines_with, parse_count
from sot.pasta_lang.items_guards import (
    ANOTHER_COUNT,
    CODE,
    COMPARE,
    COUNTABLE,
    INSTRUCTING,
    MATH,
    POLITE,
    PROCEDURE,
    SUPERLATIVE,
)
from sot.pasta_lang.items.split import MAX_COUNT_LINE, MAX_ITEMS, MIN_ITEMS, ItemSplit
from sot.pasta_lang.items.words import JSON, clean, is_plural, number_value, singular

__all__ = ["count_shape"]

_SENTENCE = re.compile(r"[^.!?\n]+(?:[.!?]+|(?=\n)|$)")


def count_shape(request: str, text: str, lines: list[Line]) -> ItemSplit | None:
    """The count split of the first line that asks for N things (``text``: the normalised
    request), or ``None``."""
    content = [ln for ln in lines if ln.kind != "blank"]
    for line in lines_with(content, text, "count"):
        if line.kind not in ("text", "item", "label") or line.end - line.start > MAX_COUNT_LINE:
            continue
        phrase = parse_count(text[line.start : line.end])
        if phrase is None:
            continue
        count = number_value(phrase.number)
        if count is None or count < MIN_ITEMS or count > MAX_ITEMS:
            return None
        pre = phrase.pre.casefold()
        noun_start, noun_end = line.start + phrase.noun_start, line.start + phrase.noun_end
        noun = request[noun_start:noun_end]
        last = phrase.last_word
        v_start = line.start + phrase.verb_start
        if not is_plural(last):
            # "four tweets promoting our webinar": the things are the noun's last plural word
            words = list(re.finditer(r"[A-Za-z][\w'\u2019-]*", noun))
            things = next((w for w in reversed(words[:-1]) if is_plural(w.group()) and _fresh(w.group())), None)
            if things is None:
                return None
            noun_end = noun_start + things.end()
            noun, last = request[noun_start:noun_end], things.group()
        if pre in ("the", "another") or SUPERLATIVE.search(noun):
            return None  # "the 5 stages of grief", "10 best films", "5 more": a fixed set, or more of one
        making = bool(_MAKING.match(phrase.verb))
        if not (
            COUNTABLE.match(clean(noun))
            or COUNTABLE.match(last)
            or COUNTABLE.match(" ".join(noun.split()[-2:]))
            or (making and _fresh(last))
        ):
            return None
        sentence_start = max(request.rfind(c, line.start, v_start) for c in ".!?")
        sentence_start = line.start if sentence_start < 0 else sentence_start + 1
        prefix = " ".join(request[sentence_start:v_start].split())
        if prefix and not (POLITE.match(prefix + " ") or _GROUNDED.match(prefix)):
            return None  # "Explain X and list five examples": the count is part of a larger request
        own = (sentence_start, _sentence_end(request, noun_end, line.end))
        for m in _SENTENCE.finditer(request):
            sentence = m.group().strip()
            if not sentence or own[0] <= m.start() < own[1] or m.start() <= own[0] < m.end():
                continue
            if sentence.endswith("?") or INSTRUCTING.match(sentence):
                return None  # another question or instruction beside the count
        n_start = line.start + phrase.count_start
        line_text = request[line.start : line.end]
        one = "one " + singular(noun)
        rewritten = request[line.start : n_start] + one + request[noun_end : line.end]
        verb_word = phrase.verb
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
        if re.search(
            r"\b(?:(?:for|of|to|in|on|about)\s+(?:each|every)|each\s+of|per)\b", request[noun_end : line.end], re.I
        ):
            return None  # "give me 3 names for each of ..." : N per item, not N things
        if ANOTHER_COUNT.match(request, noun_end, line.end):
            return None  # "3 slogans, 3 taglines and 3 hashtags": several counts, not one
        plural = clean(noun).casefold()
        return ItemSplit("count", instruction, "", None, (), count, plural, bool(JSON.search(request)))
    return None


#: a verb of making: what it makes is written fresh, whatever it is called ("write 4 tweets",
#: "invent 3 cocktails"); a verb of choosing ("give", "list", "suggest") picks from what exists,
#: so its things must be :data:`COUNTABLE`
_MAKING = re.compile(
    r"(?:write|generate|randomly\s+generate|create|brainstorm|draft|compose|come\s+up\s+with|think\s+(?:of|up)|"
    r"produce|make(?:\s+up)?|invent|craft|devise|design|spit\s+out|dream\s+up|cook\s+up|jot\s+down|churn\s+out|"
    r"whip\s+up|coin|pitch)$",
    re.I,
)
#: what a verb of making may still not make one at a time: parts of one piece ("5 paragraphs",
#: "3 sentences", "7 days" of a plan), or things that are not written
_PARTS = re.compile(
    r"^(?:paragraphs|sentences|pages|chapters|verses|stanzas|lines|points|bullets|sections|parts|steps|stages|"
    r"phases|days|weeks|months|years|hours|minutes|slides|scenes|acts|rounds|levels|items|times|words|characters|"
    r"letters|numbers|digits|rows|columns|tables|columns|functions|files|classes|tests|questions?\s+and\s+answers)$",
    re.I,
)
#: what may stand before the verb besides politeness: the context it works from
_GROUNDED = re.compile(
    r"^(?:(?:based|drawing)\s+on|using|from|after\s+reading|according\s+to|with)\s+(?:the|this|that|my|our|your)\s+"
    r"[\w-]+(?:\s+(?:above|below))?,?$"
    r"|^(?:given|based\s+on|with)\s+(?:all\s+)?(?:that|this|the\s+above|everything\s+above)(?:\s+in\s+mind)?,?$",
    re.I,
)


def _fresh(word: str) -> bool:
    """Whether a verb of making can make ``word`` (a plural) one at a time."""
    return not _PARTS.match(word)


def _sentence_end(text: str, start: int, limit: int) -> int:
    m = re.compile(r"[.!?](?:\s|$)").search(text, start, limit)
    return m.end() if m else limit
