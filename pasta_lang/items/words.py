"""The English of item requests: singular and plural, and the user's instruction reworded for one item.

:func:`singularise` turns the instruction for all the items into one for a single item ("Answer
these 3 questions" -> "Answer this question"); :func:`context_first` rewords it to follow its
context; :func:`noun_of` names the items. The nouns of items are the lexicon's ``item_nouns``,
the numbers its ``numbers`` (:mod:`~sot.pasta_lang.items.lexicon`). Pure text.
"""

from __future__ import annotations

import functools
import re

from sot.pasta_lang.items.lexicon import entries, number_value, numbers

__all__ = ["context_first", "noun_of", "number_value", "singular", "singularise", "strip_intro"]

_IRREGULAR = {
    "people": "person",
    "children": "child",
    "men": "man",
    "women": "woman",
    "data": "data",
    "haikus": "haiku",
    "yes": "yes",
    "news": "news",
}


def singular(word: str) -> str:
    """Best-effort singular of an English plural ("taglines" -> "tagline", "stories" -> "story")."""
    if not word:
        return word
    head, _, last = word.rpartition(" ")
    low = last.casefold()
    if low in _IRREGULAR:
        one = _IRREGULAR[low]
    elif low.endswith("ies") and len(low) > 4:
        one = last[:-3] + "y"
    elif re.search(r"(?:ch|sh|ss|x|zz)es$", low):
        one = last[:-2]
    elif low.endswith("s") and not low.endswith(("ss", "us", "is")):
        one = last[:-1]
    else:
        one = last
    return f"{head} {one}" if head else one


@functools.cache
def _item_nouns() -> str:
    """The nouns a list of items is called by (the lexicon's English ``item_nouns``), plural or singular."""
    words = [w for w in entries("item_nouns", "en") if re.fullmatch(r"[a-z]+", w)]
    return "(?:" + "|".join(sorted({*words, *map(singular, words)}, key=len, reverse=True)) + ")"


def _plural_of(noun: str) -> str:
    noun = noun.casefold()
    return next((w for w in entries("item_nouns", "en") if singular(w) == noun), noun)


CONTEXT_NOUNS = (
    r"(?:text|passage|article|document|story|paragraph|excerpt|information|context|data|email|post|transcript|"
    r"description|report|note|statement|posting|ad|advert(?:isement)?|review|letter|essay|summary|content|"
    r"material|poem|speech|conversation|dialogue|code|snippet|table|news|page|message|listing|profile|record|"
    r"bio(?:graphy)?|abstract|paper|chapter|section|scenario|situation|case|problem|brief|cv|resume|invoice|receipt|"
    r"contract|ticket|voicemail|lease|survey|booking|order|notes)"
)


def singularise(lead: str) -> str:
    """The instruction for one item, from the user's instruction for all of them: "Answer the
    following 3 questions" -> "Answer the following question", "each tweet below" -> "the
    following tweet", "these sentences" -> "this sentence", "Answer each in one word" -> "Answer
    in one word"."""
    number = r"(?:\d{1,2}|" + "|".join(w for w in numbers() if re.fullmatch(r"[a-z]+", w)) + ")"
    item_nouns = _item_nouns()
    noun = rf"((?:[A-Za-z][\w-]* )?{item_nouns}|[A-Za-z][\w-]*)\b"  # "movie reviews", else one word

    def sub(pattern: str, make, text: str) -> str:
        return re.sub(pattern, make, text, flags=re.I)

    def one(word: str) -> str:
        return singular(word)

    out = sub(
        rf"\beach of (?:the following|these|those|the) (?:{number} )?" + noun,
        lambda m: "the following " + one(m.group(1)),
        lead,
    )
    out = sub(r"\beach of (?:the following|these|those|the)\b", "the following", out)
    out = sub(r"\beach " + noun + r" below\b", lambda m: "the following " + m.group(1), out)
    out = sub(r"\b(?:each|every) (?!in\b|with\b|of\b|using\b|one\b)" + noun, lambda m: "the " + m.group(1), out)
    out = sub(rf"\bthe following (?:{number} )?" + noun, lambda m: "the following " + one(m.group(1)), out)
    out = sub(rf"\b(?:these|those) (?:{number} )?" + noun, lambda m: "this " + one(m.group(1)), out)
    out = sub(rf"\ball (?:of )?(?:the|these|those|my) (?:{number} )?" + noun, lambda m: "this " + one(m.group(1)), out)
    counted = rf"((?:[A-Za-z][\w-]* )?{item_nouns})\b"  # "3 questions", "5 movie reviews"
    out = sub(rf"\bthe {number} " + counted, lambda m: "the " + one(m.group(1)), out)
    out = sub(rf"\b{number} " + counted, lambda m: "the " + one(m.group(1)), out)
    out = sub(
        rf"\b(the|my|your|our) ({item_nouns})(?= below\b| above\b| listed\b| that follow\b| in the list\b|\s*:|\s*$)",
        lambda m: m.group(1) + " " + one(m.group(2)),
        out,
    )
    out = sub(rf"^({item_nouns})(?=\s*:)", lambda m: one(m.group(1)), out)
    out = re.sub(r"\b(H|h)ere are\b", lambda m: m.group(1) + "ere is", out)
    out = sub(r"\b(?:each|every one|all)\s+(?=in\b|with\b|using\b|briefly\b|separately\b)", "", out)
    out = sub(r"\s+(?:each|every one|all of them|all|separately|one by one)(?=\s*[.:!]?$)", "", out)
    out = re.sub(r"\bthem\b", "it", out)
    out = re.sub(r"\bThem\b", "It", out)
    return out.strip()


def context_first(instruction: str) -> str:
    """The instruction as it reads after the context: "the following text" -> "the text above"."""
    out = re.sub(rf"\b(the|this) following ({CONTEXT_NOUNS})\b", r"the \2 above", instruction, flags=re.I)
    out = re.sub(rf"\bthe following ({CONTEXT_NOUNS})\b", r"the \1 above", out, flags=re.I)
    out = re.sub(rf"\b(the|this) ({CONTEXT_NOUNS}) below\b", r"the \2 above", out, flags=re.I)
    out = re.sub(rf"\b(from|in|of) following ({CONTEXT_NOUNS})\b", r"\1 the \2 above", out, flags=re.I)
    return out


def noun_of(lead: str, default: str) -> str:
    """What the items are called in the instruction ("these sentences" -> "sentences"), plural."""
    for det in (r"following|these|those|each of (?:the|these)|each|every|all (?:of )?the|below", r"the"):
        m = re.search(rf"\b(?:{det})\s+(?:\d{{1,2}}\s+|[a-z]+\s+)?({_item_nouns()})\b", lead, re.I)
        if m:
            return _plural_of(m.group(1))
    m = re.search(rf"\b({_item_nouns()})\b", lead, re.I)
    return _plural_of(m.group(1)) if m else default


_INTRO = re.compile(
    r"(?:^|[.!?]\s+)(?:the\s+(?:text|passage|article|document|data|input|context|review|note|posting|email)\s+"
    r"(?:is|reads|follows)|(?:text|passage|context|article|input|document|data))\s*:\s*$",
    re.I,
)


def strip_intro(instruction: str) -> str:
    """Drop a trailing "The text is:" / "Context:" (it introduced the context, which moves first)."""
    return _INTRO.sub("", instruction).rstrip(" ,;")
