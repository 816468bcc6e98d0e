"""The guards: the patterns that keep a request whole rather than split into items.

Items that depend on each other ("then", "using the result above", "step 2", a pronoun
pointing at an earlier question), the steps of one procedure, math or code to solve or write
as a whole, a request to compare, rank, sort or choose between the items, fields asked of
several records, and for a count ("give me 10 taglines") the things one cannot ask for one at a
time: a fixed or ranked set ("the 5 stages of grief", "the 10 best films"), things not written
fresh, a count that is part of a larger request. :func:`refused` applies the guards of the
list and fields shapes; the count shape (:mod:`~sot.pasta_lang.items_count`) applies its own.
"""

from __future__ import annotations

import re

from sot.pasta_lang.items.split import SLOT

__all__ = [
    "CODE",
    "COMPARE",
    "COUNTABLE",
    "INSTRUCTING",
    "MATH",
    "POLITE",
    "PROCEDURE",
    "RECORDS",
    "SHOW_WORK",
    "SMALL_TALK",
    "SUPERLATIVE",
    "refused",
]

#: an item that leans on another: "then", "using the result above", "step 2"
_DEPENDS = re.compile(
    r"^(?:then|next(?![ \t]+\w+[ \t]*$)|after that|afterwards|finally|now|and then|using (?:that|this|it)|with (?:that|this|it))\b"
    r"|\b(?:then|at that (?:point|time|moment)|in that case)\s*[?？.]?\s*$"
    r"|\b(?:previous|preceding|prior|above|earlier|last)\s+(?:answer|question|step|result|item|response|part|"
    r"output|one|calculation)s?\b"
    r"|\b(?:the|your|this|that|my)\s+(?:result|answer|output|response|solution)s?\s+(?:above|from|of|to|in)\s+"
    r"(?:step|question|part|item|task|#|no\.?|number|the previous|the last)"
    r"|\b(?:using|use|with|from|based on|take|taking)\s+(?:the|your|this|that|these|those)\s+"
    r"(?:results?|answers?|outputs?|responses?|solutions?)\b"
    r"|\b(?:steps?|questions?|parts?|items?|tasks?)\s*#?\s*\d+\b"
    r"|\b(?:the\s+)?result\s+above\b",
    re.I,
)
#: a pronoun that may point at an earlier question ("What is its capital?")
_PRONOUN = re.compile(r"\b(?:it|its|it's|they|their|them|he|she|his|her|him|this one|that one)\b", re.I)
#: the steps of one procedure, done in order
PROCEDURE = re.compile(
    r"\b(?:steps?|procedure|recipe|instructions|in order|in sequence|sequentially|one after (?:the )?other|"
    r"workflow|follow(?:ing)? (?:these|the) (?:steps|instructions))\b",
    re.I,
)
#: math to solve or prove as a whole
MATH = re.compile(
    r"\b(?:solve|prove|(?<!leak )(?<!leak-)(?<!water )(?<!fire )(?<!bullet )(?<!sound )(?<!shock )(?<!child )(?<!rust )proof|simplify|derive|derivative|integral|integrate\s+(?:[a-z]\b|\d|\(|the\s+(?:function|expression|equation))|differentiate|factori[sz]e|"
    r"equations?|theorem|lemma|divisible|modulo)\b|\b[a-z]\s*[<>]=?\s*-?\d|\d\s*[<>]=?\s*[a-z]\b"
    r"|[=\u2260\u2264\u2265]|\b\d+\s*[a-z]\s*[\^+\-*/]|\b[a-z]\s*\^\s*\d|\d\s*\^\s*\d",
    re.I,
)
#: code to write, fix or debug: one program
CODE = re.compile(
    r"\b(?:write|implement|debug|fix|refactor|complete|optimi[sz]e|rewrite|correct|code|develop)\b[^\n]{0,60}?"
    r"\b(?:functions?|programs?|code|scripts?|class(?:es)?|methods?|algorithms?|snippets?|quer(?:y|ies)|bugs?)\b"
    r"|\bdef\s+\w+\s*\(|\bfunction\s+\w*\s*\(|#include\b|\bfind the bug\b",
    re.I,
)
#: small talk asked as a question: a greeting ("how are you?", "tudo bem?") or a question about the
#: assistant itself ("do you ever get tired?", "what's your favourite colour?", "did you sleep well?")
SMALL_TALK = re.compile(
    r"^(?:(?:hi|hello|hey|oi|ol[áa]|salut|hallo|hola|ciao|hej|good\s+morning)\W+)?(?:how\s+are\s+(?:you|u)|"
    r"how'?s\s+it\s+going|tudo\s+bem|ça\s+va|wie\s+geht'?s|c[oó]mo\s+est[áa]s|come\s+stai|"
    r"jak\s+się\s+masz|как\s+дела)\b"
    r"|\byour\s+favou?rite\b|^(?:do|did|are|can|have|were)\s+(?:you|u)\s+(?:ever\s+)?(?:get\s+(?:tired|bored|lonely)|"
    r"sleep|dream|feel|have\s+feelings|like\s+(?:me|it\s+here)|a\s+(?:robot|human|bot|real\s+person))\b",
    re.I,
)
#: a problem to work out as a whole ("Show your work.")
SHOW_WORK = re.compile(
    r"\bshow\s+(?:your|the|all(?:\s+the)?|me\s+the|me\s+your)\s+(?:work|working|workings|calculations?)\b", re.I
)
#: one answer about all the items: compare, rank, sort, choose, combine, the one with the most
COMPARE = re.compile(
    r"\b(?:compar\w*|contrast\w*|rank\w*|sort(?!\s+(?:out|of)\b)\w*|(?<!\bare\s)(?<!\bis\s)in\s+alphabetical\s+order|alphabeti[sz]e\w*|alphabetically|re-?order|order (?:them|these|those|the (?:list|items))|"
    r"in order of|which (?:one|of)|which\s+(?:one\s+)?(?:is|are|was|were)\s+(?:the\s+)?\w+er\b|which \w+ (?:is|are) (?:the )?(?:best|better|most|least|worst)|"
    r"which\s+\w+\s+(?:did|does|do|was|were|has|had|got|performed|scored)\s+(?:the\s+)?(?:best|worst|most|least|better|worse|highest|lowest)|"
    r"the best (?:one|of)|best of|choose|pick|select|prefer\w*|versus|vs\.?|group (?:them|these|those)|"
    r"categori[sz]e (?:them|these|those)|cluster\w*|combine|merge|similarit\w*|differences?|differs?|distinguish\w*|in common|"
    r"relationships? between|connect (?:them|these)|"
    r"(?:the|which|whose) \w+ (?:with|has|have|had|is|are) the (?:highest|lowest|most|least|best|worst|largest|"
    r"smallest|biggest|greatest|fewest|longest|shortest)|"
    r"the (?:highest|lowest|most|least|largest|smallest|biggest|greatest|fewest)\b|"
    r"(?:in|from|across|of) all (?:of )?(?:the|these|those|them)\b|overall|altogether|in total|"  # one answer for all
    r"then\b[^.]{0,80}\b(?:them|these|all|list|summari[sz]e|combine|compare|rank|sort))(?!\w)",
    re.I,
)
#: several records ("from these sentences"): fields asked of each record, not one answer per field
RECORDS = (
    r"\b(?:texts|sentences|passages|articles|documents|reviews|emails|paragraphs|posts|messages|records|entries|"
    r"excerpts|stories|notes|reports|descriptions|listings|profiles|tweets|comments|letters|transcripts|files)\b"
)

#: what a "give me N <things>" request may ask for: things written fresh, one as good as another
#: (a fixed or factual set, "5 documentaries", "3 impacts", "the 7 wonders", is answered whole)
COUNTABLE = re.compile(
    r"^(?:taglines?|slogans?|mottos?|names?|nicknames?|titles?|headlines?|subject lines?|captions?|hashtags?|"
    r"ideas?|tips?|jokes?|puns?|riddles?|poems?|haikus?|haiku|limericks?|stories|story|tweets?|posts?|"
    r"prompts?|questions?|quiz questions?|interview questions?|options?|alternatives?|variations?|versions?|"
    r"suggestions?|ways?|phrasings?|rewordings?|wordings?|activities|activity|themes?|topics?|taglines?|pickup lines?|pick-up lines?|"
    r"one-liners?|metaphors?|similes?|analogies|analogy|openings?|opening lines?|hooks?|endings?|plots?|"
    r"premises?|plot twists?|bios?|descriptions?|ads?|advertisements?|messages?|greetings?|toasts?|"
    r"compliments?|excuses?|responses?|replies|reply|comebacks?|rhymes?|strategies|strategy|tactics?|"
    r"techniques?|exercises?|games?|challenges?|recipes?|meal ideas?|dishes?|gift ideas?|prompts?|"
    r"scenarios?|characters? names?|band names?|domain names?|usernames?|acronyms?|mnemonics?|"
    r"affirmations?|quotes?|sayings?|taglines?|names? ideas?|project ideas?|business ideas?|"
    r"examples?|takeaways?|(?:prompt |key|search |example )?words|phrases?|alt texts?|captions?|"
    r"blog post ideas?|blog posts?|article ideas?|video ideas?|content ideas?|research questions?|"
    r"discussion questions?|icebreakers?|ice breakers?|dares?|date ideas?|costume ideas?|"
    r"party ideas?|themes? ideas?|catchphrases?|punch ?lines?|marketing punch lines?|battle cries|battle cry|pitches|pitch|taglines?)$",
    re.I,
)
#: a count of a fixed or ranked set ("the 10 best films", "5 famous painters")
SUPERLATIVE = re.compile(
    r"\b(?:best|worst|most|least|top|greatest|largest|biggest|smallest|highest|lowest|longest|shortest|"
    r"oldest|newest|fastest|richest|tallest|cheapest|latest|famous|popular|important|common|main|key|"
    r"specific|real|actual|historical|notable|existing|known|well-known)\b",
    re.I,
)
#: what names no field: "extract the information and details of the property" is one extraction
VAGUE_FIELD = re.compile(
    r"(?:all\s+)?(?:the\s+)?(?:information|info|details?|data|everything|anything|stuff|things|contents?|"
    r"key\s+points|main\s+points)(?:\s+(?:of|about|on|from|for|in)\b.*)?$",
    re.I,
)
#: a second count after a count's things ("3 slogans, 3 taglines and 3 hashtags"): several counts, not one
ANOTHER_COUNT = re.compile(
    r"[^.!?\n]{0,40}?(?:,|\band\b|&|\+)\s*(?:\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|a\s+dozen)\s+[A-Za-z]",
    re.I,
)
#: what may stand before a count's verb ("Could you please", "I want you to")
POLITE = re.compile(
    r"^(?:(?:please|pls|plz|kindly|now|so|ok(?:ay)?|hi|hello|hey|also|then)[,!]?\s+)*"
    r"(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+)?|i\s+(?:would\s+like\s+you\s+to|want\s+you\s+to|"
    r"need\s+you\s+to)\s+|help\s+me\s+|i\s+|we\s+|i'd\s+like\s+you\s+to\s+|please\s+)?$",
    re.I,
)
#: a sentence that asks for something else beside a count
INSTRUCTING = re.compile(
    r"^(?:please\s+)?(?:share|explain|describe|discuss|tell|analy[sz]e|compare|write|list|give|provide|"
    r"suggest|create|summari[sz]e|evaluate|identify|name|define|outline|draft|make|generate|translate|help)\b",
    re.I,
)


def refused(instruction: str, items: list[str], *, has_context: bool, questions: bool) -> bool:
    """The guards of the list and fields shapes (``instruction``: the shared text, no context)."""
    instruction = instruction.replace(SLOT, " ", 1)  # the slot we put there; a second one is the user's
    whole = "\n".join([instruction, *items])
    if SLOT in whole:
        return True
    if COMPARE.search(instruction) or PROCEDURE.search(instruction):
        return True
    if MATH.search(whole) or CODE.search(whole):
        return True
    if any(_DEPENDS.search(item) for item in items):
        return True
    if questions and not has_context and any(_PRONOUN.search(item) for item in items[1:]):
        return True  # "1. What is the largest country? 2. What is its capital?"
    keys = [_key(item) for item in items]
    return len(set(keys)) < len(keys)  # the same item twice: not a list of distinct requests


def _key(text: str) -> str:
    return " ".join(re.sub(r"[^\w\s]", " ", text.casefold()).split())
