"""Text a customer reads: planning meta taken out, and every section ending as a sentence.

A small model asked for one paragraph of a reply often writes about the case instead of
to the customer ("The customer requested a refund of 10% of the order.", "The agent
should apologise first."). :func:`customer_voice` fixes such text sentence by sentence,
without a model call:

- a sentence that instructs the writer (its subject is the agent, representative or
  assistant, or the reply, response or paragraph, followed by *should*, *must*, *needs
  to*, *has to*, *is to*...) is planning, not reply: it is dropped;
- the customer named in the third person (*the / this / our customer*, *user*, *client*,
  not *customer service* or *user manual*) becomes *you* (*the customer's* becomes *your*);
  the verb after it agrees (*is* -> *are*, *has* -> *have*, *wants* -> *want*, past tenses
  as they are), and in the same sentence *they / them / their / themselves* become *you /
  you / your / yourself*. The sentence keeps what it says, in the second person.

:func:`complete` makes a section end as a sentence: one the model ended itself (an end
of text or a stop string) without closing punctuation gets a full stop; one a token bound
or the loop guard cut mid-way (which ``AskResult.cut_short`` reports) is trimmed back to
its last whole sentence, or ends in ``…`` when it has none.
"""

from __future__ import annotations

import re

__all__ = ["complete", "customer_voice", "is_meta"]

_NOT_A_PERSON = (
    "service",
    "services",
    "support",
    "care",
    "team",
    "portal",
    "account",
    "accounts",
    "number",
    "id",
    "agreement",
    "experience",
    "satisfaction",
    "success",
    "base",
    "relations",
    "center",
    "centre",
    "manual",
    "guide",
    "interface",
    "name",
    "settings",
    "profile",
)
_PERSON = re.compile(
    rf"\b(?:the|this|our)\s+(?:customer|user|client)(?!\s+(?:{'|'.join(_NOT_A_PERSON)})\b)(?!-)(?P<poss>['’]s\b)?",
    re.IGNORECASE,
)
_INSTRUCTION = re.compile(
    r"^\W*(?:(?:the|our|an?)\s+(?:(?:customer[- ]service|support|service|human)\s+)?"
    r"(?:agent|representative|rep|assistant|reply|response|paragraph|answer|section)"
    r"|as\s+(?:an?|the)\s+(?:(?:customer[- ]service|support)\s+)?(?:agent|representative|assistant)\b[^.!?]*?,\s*(?:i|we))"
    r"\s+(?:should|must|needs?\s+to|has\s+to|have\s+to|ought\s+to|is\s+(?:to|expected\s+to|supposed\s+to)|will\s+need\s+to)\b",
    re.IGNORECASE,
)
_SENTENCE = re.compile(r"[^.!?]*(?:[.!?]+[\"'”’)\]]*\s*|$)")
_BE_HAVE = {
    "is": "are",
    "was": "were",
    "has": "have",
    "does": "do",
    "isn't": "aren't",
    "wasn't": "weren't",
    "hasn't": "haven't",
    "doesn't": "don't",
    "is not": "are not",
}
_ADVERBS = frozenset("also still now just only already then never often really usually clearly recently".split())
_NOT_VERBS = frozenset(
    "always sometimes perhaps thus nevertheless afterwards towards us this yes was has is does".split()
)
_PRONOUNS = {
    "they": "you",
    "them": "you",
    "their": "your",
    "theirs": "yours",
    "themselves": "yourself",
    "themself": "yourself",
}
_PRONOUN = re.compile(r"\b(they|them|their|theirs|themselves|themself)\b", re.IGNORECASE)
_ENDS = re.compile(r"[.!?…:][\"'”’)\]»]*$")
_WHOLE = re.compile(r"[.!?…][\"'”’)\]»]*(?=\s|$)")


def _agree(verb: str) -> str:
    """The plain form of a third-person singular ``verb`` (``wants`` -> ``want``)."""
    low = verb.lower()
    if low in _BE_HAVE:
        return _BE_HAVE[low]
    if not re.fullmatch(r"[a-z]{3,}s", low) or low.endswith("ss") or low in _NOT_VERBS:
        return verb
    if low.endswith("ies") and len(low) > 4:
        return verb[:-3] + "y"
    if re.search(r"(ch|sh|x|z|o)es$", low):
        return verb[:-2]
    return verb[:-1]


def _rewrite(sentence: str) -> str:
    """``sentence`` with the customer in the second person (see the module doc)."""
    out: list[str] = []
    pos = 0
    for match in _PERSON.finditer(sentence):
        out.append(sentence[pos : match.start()])
        at_start = not sentence[: match.start()].strip(" \t\"'“‘(*_")
        if match.group("poss"):
            out.append("Your" if at_start else "your")
            pos = match.end()
            continue
        out.append("You" if at_start else "you")
        pos = match.end()
        # the verb after the subject agrees with "you" (one adverb may stand between)
        rest = re.match(r"(\s+)(?:([A-Za-z]+)(\s+))?(is not|[A-Za-z']+)", sentence[pos:])
        if rest:
            space, adverb, gap, verb = rest.groups()
            if adverb is not None and adverb.lower() not in _ADVERBS:
                adverb, gap, verb = None, None, None
                rest = re.match(r"(\s+)(is not|[A-Za-z']+)", sentence[pos:])
                assert rest is not None
                space, verb = rest.groups()
            assert verb is not None
            out.append(space + (adverb + (gap or "") if adverb else "") + _agree(verb))
            pos += rest.end()
    out.append(sentence[pos:])
    text = "".join(out)

    def pronoun(m: re.Match[str]) -> str:
        you = _PRONOUNS[m.group(1).lower()]
        return you.capitalize() if m.group(1)[0].isupper() else you

    return _PRONOUN.sub(pronoun, text)


def is_meta(sentence: str) -> bool:
    """True when ``sentence`` instructs the reply's writer instead of speaking to the customer."""
    return bool(_INSTRUCTION.match(sentence))


def customer_voice(text: str) -> str:
    """``text`` with planning meta dropped and the customer spoken to (see the module doc)."""
    lines = []
    for line in text.split("\n"):
        sentences = [s for s in _SENTENCE.findall(line) if s.strip()]
        kept = [_rewrite(s) if _PERSON.search(s) else s for s in sentences if not is_meta(s)]
        if kept or not sentences:  # (a line left empty by dropped meta goes too)
            lines.append(line[: len(line) - len(line.lstrip())] + "".join(kept).strip())
    return "\n".join(lines).strip()


def complete(text: str, cut: bool) -> str:
    """``text`` ending as a sentence: trimmed to its last whole one when ``cut``, else with
    a full stop where the model left none (see the module doc)."""
    text = text.rstrip()
    if not text or _ENDS.search(text):
        return text
    if cut:
        ends = list(_WHOLE.finditer(text))
        return text[: ends[-1].end()] if ends else text + "…"
    return text + "."
