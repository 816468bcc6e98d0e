"""What a customer means, read without a model: escalation keywords as intents, and time windows.

:func:`mentions` matches a keyword as an intent rather than an exact phrase. The keyword
and each sentence of the customer's words become sequences of *concepts*: words
lower-cased, stop words (articles, prepositions, auxiliaries, *please*) dropped, each
word looked up in a small synonym table (:data:`SYNONYMS`: *agent*, *human*,
*representative*, *operator* are one concept; *speak*, *talk*, *chat* another; *sue*,
*suing*, *lawsuit* another), else reduced to a crude lemma (plural *-s* / *-ies*
removed). The keyword matches when its concepts stand together, in order, in one
sentence. A keyword that names only someone to hand over to (*human agent*, *a manager*)
is a request for them: the sentence must also hold a request word (:data:`REQUESTS`:
*ask*, *speak*, *want*, *need*, *get*...), so "could you ask an agent" means "human agent"
while "an agent told me it was sent" does not.

:func:`outside_window` reads a time window from the knowledge base (a sentence about the
request, such as a refund or a return, that says "within 30 days" or "more than 30 days")
and the age of the purchase from the customer's words, against the conversation's date
(``today``): a time ago ("three months ago", "last year", "over 6 weeks ago"), a date
("2 August", "August 2nd", "on 2026-08-02", "August 2, 2026") or a month ("from August",
"in March 2025"; a month counts from its last day, the youngest the purchase can be). A
date without a year is the latest one not after ``today``. A request about the window's
subject for a purchase older than the window is outside it.
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Sequence
from datetime import date

__all__ = ["REQUESTS", "SYNONYMS", "concepts", "mentions", "named_dates", "outside_window", "purchase_age_days"]

#: words -> the concept they stand for (other words stand for their own lemma)
SYNONYMS: dict[str, str] = {
    **dict.fromkeys(
        "agent agents human humans person people representative representatives rep reps operator operators "
        "staff employee employees advisor adviser consultant".split(),
        "person",
    ),
    **dict.fromkeys("manager managers supervisor supervisors boss superior".split(), "manager"),
    **dict.fromkeys("speak speaking spoke talk talking chat chatting".split(), "speak"),
    **dict.fromkeys("ask asking asked".split(), "ask"),
    **dict.fromkeys("connect connecting connected".split(), "connect"),
    **dict.fromkeys("lawyer lawyers attorney attorneys solicitor solicitors counsel".split(), "lawyer"),
    **dict.fromkeys("sue suing sued lawsuit lawsuits".split(), "sue"),
    **dict.fromkeys("fraud fraudulent scam scammed".split(), "fraud"),
    **dict.fromkeys("stolen stole steal stealing theft thief".split(), "stolen"),
    **dict.fromkeys("hacked hack hacking hacker".split(), "hacked"),
    **dict.fromkeys("unauthorized unauthorised unrecognized unrecognised".split(), "unauthorized"),
    **dict.fromkeys("refund refunds refunded reimburse reimbursement".split(), "refund"),
    **dict.fromkeys("return returns returned returning".split(), "return"),
    "someone": "someone",
    "somebody": "someone",
}
#: concepts that only name whom to hand over to: a keyword of these alone needs a request word too
PARTIES = frozenset({"person", "manager"})
#: words that make a sentence a request (for a keyword that names only a party)
REQUESTS = frozenset(
    "ask speak connect transfer want need get reach contact call escalate like have see put let".split()
)
_STOP = frozenset(
    "a an the to with for of on in at by from please could can would will may might do does did is are am be "
    "been i i'd i'm you your my our this that it just".split()
)
_WORD = re.compile(r"[a-z0-9]+(?:['’][a-z]+)?")
_SENTENCES = re.compile(r"[^.!?\n]+")


def _concept(word: str) -> str:
    word = re.sub(r"['’]s$", "", word)
    if word in SYNONYMS:
        return SYNONYMS[word]
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def concepts(text: str) -> list[str]:
    """``text`` as its concepts, in order (see the module doc); repeats in a row count once
    (*human agent* is one party)."""
    out: list[str] = []
    for word in _WORD.findall(text.lower()):
        if word in _STOP:
            continue
        concept = _concept(word)
        if not out or out[-1] != concept:
            out.append(concept)
    return out


def _contains(seq: list[str], part: list[str]) -> bool:
    return any(seq[i : i + len(part)] == part for i in range(len(seq) - len(part) + 1))


def mentions(texts: Sequence[str], keyword: str) -> bool:
    """True when a sentence of ``texts`` means ``keyword`` (see the module doc)."""
    wanted = concepts(keyword)
    if not wanted:
        return False
    for text in texts:
        for sentence in _SENTENCES.findall(text):
            seq = concepts(sentence)
            if not _contains(seq, wanted):
                continue
            if set(wanted) <= PARTIES and not REQUESTS & set(seq) - set(wanted):
                continue  # names a person without asking for one
            return True
    return False


_NUMBERS = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "couple": 2,
    "few": 3,
    "several": 3,
}
_UNIT_DAYS = {"day": 1, "week": 7, "month": 30, "year": 365}
_COUNT = r"(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(?:a\s+)?(?:couple(?:\s+of)?|few)|several)"
_AGO = re.compile(rf"\b{_COUNT}\s+(day|week|month|year)s?\s+ago\b", re.IGNORECASE)
_LAST = re.compile(r"\blast\s+(week|month|year)\b", re.IGNORECASE)
_WINDOW = re.compile(
    rf"\b(?:within|more\s+than|over|after|up\s+to)\s+{_COUNT}[\s-]+(day|week|month|year)s?\b", re.IGNORECASE
)
_DAYS_WINDOW = re.compile(
    rf"\b{_COUNT}[\s-]+(day|week|month|year)s?\s+(?:window|return|refund|of\s+(?:purchase|delivery))\b", re.IGNORECASE
)


def _days(count: str, unit: str) -> int:
    words = [w for w in count.lower().split() if w not in ("a", "of")] or ["a"]
    n = int(words[0]) if words[0].isdigit() else _NUMBERS.get(words[0], 3)
    return n * _UNIT_DAYS[unit.lower()]


_MONTHS = {name.lower(): i for i, name in enumerate(calendar.month_name) if name}
_MONTHS |= {name.lower(): i for i, name in enumerate(calendar.month_abbr) if name}
_MONTHS["sept"] = 9
_MONTH = r"(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\.?"
_DAY = r"(\d{1,2})(?:st|nd|rd|th)?"
_YEAR = r"(?:,?\s+(\d{4}))?"
#: "2 August", "2nd of August 2026"
_DAY_MONTH = re.compile(rf"\b{_DAY}\s+(?:of\s+)?{_MONTH}{_YEAR}\b", re.IGNORECASE)
#: "August 2", "Aug 2nd, 2026"
_MONTH_DAY = re.compile(rf"\b{_MONTH}\s+{_DAY}\b{_YEAR}", re.IGNORECASE)
#: "in August", "from August 2025", "since March": a month named after a preposition
_IN_MONTH = re.compile(rf"\b(?:in|from|since|during|on|back\s+in|early|late|mid)\s+{_MONTH}{_YEAR}\b", re.IGNORECASE)
_ISO = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")


def _dated(year: int | None, month: int, day: int | None, today: date) -> date | None:
    """The date a customer names: without a year, the latest one not after ``today``; a month
    alone, its last day (the youngest the purchase can be)."""
    for y in [year] if year else [today.year, today.year - 1]:
        last = calendar.monthrange(y, month)[1]
        if day is not None and not 1 <= day <= last:
            return None
        if day is None:  # the month's last day, or today within the month still running
            if date(y, month, 1) <= today or year:
                return min(date(y, month, last), today)
            continue
        when = date(y, month, day)
        if when <= today or year:
            return when
    return None


def named_dates(text: str, today: date) -> list[date]:
    """The dates and months ``text`` names, as dates (see the module doc)."""
    found: list[date | None] = []
    spans: list[tuple[int, int]] = []
    for pattern, order in ((_ISO, "ymd"), (_DAY_MONTH, "dmy"), (_MONTH_DAY, "mdy"), (_IN_MONTH, "my")):
        for m in pattern.finditer(text):
            if any(a < m.end() and m.start() < b for a, b in spans):
                continue  # a date already read ("on 2 August" is not also "in August")
            spans.append(m.span())
            g = m.groups()
            if order == "ymd":
                try:
                    found.append(date(int(g[0]), int(g[1]), int(g[2])))
                except ValueError:
                    continue
            elif order == "dmy":
                found.append(_dated(int(g[2]) if g[2] else None, _MONTHS[g[1].lower()], int(g[0]), today))
            elif order == "mdy":
                found.append(_dated(int(g[2]) if g[2] else None, _MONTHS[g[0].lower()], int(g[1]), today))
            else:
                found.append(_dated(int(g[1]) if g[1] else None, _MONTHS[g[0].lower()], None, today))
    return [d for d in found if d is not None and d <= today]


def purchase_age_days(texts: Sequence[str], today: date | None = None) -> int | None:
    """The oldest time ago the customer speaks of, in days ("three months ago": 90; "2 August"
    on 26 November: 116), or ``None``."""
    today = today or date.today()
    ages = [_days(m.group(1), m.group(2)) for t in texts for m in _AGO.finditer(t)]
    ages += [_UNIT_DAYS[m.group(1).lower()] for t in texts for m in _LAST.finditer(t)]
    ages += [(today - when).days for t in texts for when in named_dates(t, today)]
    return max(ages) if ages else None


def window_days(policy: str, about: Sequence[str]) -> int | None:
    """The shortest window ``policy`` states in a sentence about one of ``about`` (in days), or ``None``."""
    wanted = [concepts(a) for a in about]
    found: list[int] = []
    for sentence in _SENTENCES.findall(policy):
        seq = concepts(sentence)
        if not any(w and _contains(seq, w) for w in wanted):
            continue
        found += [_days(m.group(1), m.group(2)) for m in _WINDOW.finditer(sentence)]
        found += [_days(m.group(1), m.group(2)) for m in _DAYS_WINDOW.finditer(sentence)]
    return min(found) if found else None


def outside_window(texts: Sequence[str], about: Sequence[str], policy: str, today: date | None = None) -> bool:
    """True when the customer asks about one of ``about`` (a refund, a return) for a purchase
    older than the window ``policy`` states for it, on the conversation's date ``today``
    (default: today's date; see the module doc)."""
    if not any(mentions(texts, a) for a in about):
        return False
    window, age = window_days(policy, about), purchase_age_days(texts, today)
    return window is not None and age is not None and age > window
