"""The "N things" a sentence asks for: "give me 10 taglines", "write three slogans", "5个短句"."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from sot.pasta_lang.items.lexicon import CJK, number_value, numbers, pattern

__all__ = ["CountPhrase", "count_phrase"]

#: what one of the things is measured in, at most this many words ("short product taglines")
MAX_NOUN_WORDS = 4


@dataclass(frozen=True, slots=True)
class CountPhrase:
    """``count`` things called ``noun``; offsets into the text read: the number's and the noun's."""

    count: int
    noun: str
    start: int  # the number's first character
    number_end: int
    noun_end: int


@functools.cache
def _count_re() -> re.Pattern[str]:
    words = "|".join(
        sorted((re.escape(w).replace(r"\ ", r"\s+") for w in numbers() if not CJK.search(w)), key=len, reverse=True)
    )
    cjk_words = "|".join(sorted((re.escape(w) for w in numbers() if CJK.search(w)), key=len, reverse=True))
    return re.compile(
        rf"(?<![\w.,/$€£-])(?P<n>\(\d{{1,3}}\)|\d{{1,3}}\+?|(?:{words})(?![\w-]))\s+"
        rf"(?P<noun>[^\W\d_][\w'’/-]*(?:\s+[^\W\d_][\w'’-]*){{0,{MAX_NOUN_WORDS - 1}}})"
        rf"|(?P<cn>\d{{1,3}}|{cjk_words})\s*(?P<cjk>{pattern('counters').pattern})(?P<cnoun>[^\s，。,.!?！？、]{{0,12}})",
        re.I,
    )


def count_phrase(text: str) -> CountPhrase | None:
    """The first "N things" in ``text`` with N from 2 to 100, or ``None``."""
    for m in _count_re().finditer(text[:2000]):
        if m.group("n") is not None:
            n = number_value(m.group("n"))
            noun_words = m.group("noun").split()
            stop = pattern("noun_stops")
            kept: list[str] = []
            for i, w in enumerate(noun_words):
                # "or" between two words of the noun stays in it ("10 true or false statements")
                joins = (
                    w.casefold() == "or" and kept and i + 1 < len(noun_words) and not stop.fullmatch(noun_words[i + 1])
                )
                if stop.fullmatch(w) and not joins:
                    break
                kept.append(w)
            if not kept:
                continue
            noun = " ".join(kept)
            noun_end = text.index(kept[-1], m.start("noun")) + len(kept[-1])
            number_end = m.end("n")
        else:
            n = number_value(m.group("cn"))
            noun = (m.group("cjk") + m.group("cnoun")).strip()
            number_end = m.end("cn")
            noun_end = m.end()
        if n is not None and 2 <= n <= 100:
            return CountPhrase(n, noun, m.start(), number_end, noun_end)
    return None
