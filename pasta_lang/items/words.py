"""The English of item requests: words, and the user's instruction reworded for one item.

Number words ("five", "a dozen"), singular and plural ("taglines" -> "tagline"), what a list
of items and a context block are called (:data:`ITEM_NOUNS`, :data:`CONTEXT_NOUNS`), the verbs
that apply an instruction to items (:data:`APPLY`), what a question starts with, and the
rewording of an instruction for all the items into one for a single item
(:func:`singularise`: "Answer these 3 questions" -> "Answer this question"). Pure text; the
shapes (:mod:`~sot.pasta_lang.items_lists`, ``items_fields``, ``items_count``) use them.
"""

from __future__ import annotations

import re

__all__ = [
    "APPLY",
    "CONTEXT_NOUNS",
    "EACH",
    "EXTRACT",
    "ITEM_NOUNS",
    "ITEM_NOUN_WORDS",
    "JSON",
    "SIGN_OFF",
    "TRANSLATE",
    "clean",
    "context_first",
    "ends_question",
    "is_plural",
    "is_question",
    "names_items",
    "noun_of",
    "number_value",
    "plural_of",
    "singular",
    "singularise",
    "strip_intro",
]

#: where a message's sign-off starts ("Thanks,", "Kind regards", "Merci d'avance")
SIGN_OFF = re.compile(
    r"^(?:thanks?|thank you|thx|tia|ty|many thanks|cheers|best|regards|kind regards|best regards|warm regards|sincerely|"
    r"yours|br|merci|cordialement|bien à vous|gracias|saludos|un saludo|atentamente|danke|vielen dank|"
    r"mit freundlichen grüßen|viele grüße|lg|grazie|cordiali saluti|obrigad[oa]|atenciosamente|"
    r"groeten|met vriendelijke groet|pozdrawiam|dziękuję|спасибо|с уважением|谢谢|感谢|よろしく|감사)\b",
    re.I,
)
#: a verb of translating, in the languages users ask in ("Traduis en anglais :", "翻译成英文")
TRANSLATE = re.compile(
    r"\b(?:translate|traduis|traduisez|traduire|traduce|traduz|traduza|traduci|übersetz|vertaal|"
    r"przetłumacz|переведи|çevir)\w*|翻译|翻譯|翻訳|번역",
    re.I,
)
#: a request that asks for JSON (its answer is one JSON object)
JSON = re.compile(r"\bjson\b", re.I)

_NUMBER_WORDS = {
    "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
    "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
    "a dozen": 12,
}  # fmt: skip


def number_value(word: str) -> int | None:
    """The number a count is written with ("12", "twelve", "a dozen"), or ``None``."""
    word = " ".join(word.casefold().split()).strip("()+")
    if word.isdigit():
        return int(word)
    return _NUMBER_WORDS.get(word)


_IRREGULAR = {
    "people": "person",
    "children": "child",
    "men": "man",
    "women": "woman",
    "data": "data",
    "haikus": "haiku",
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


def is_plural(word: str) -> bool:
    """Whether ``word`` (its last word) reads as a plural."""
    return singular(word) != word


_QUESTION_START = re.compile(
    r"^(?:what|whats|hows|wheres|who|whom|whose|which|when|where|why|how|is|are|was|were|do|does|did|can|could|should|would|will|"
    r"has|have|had|name|list|describe|explain|define|identify|give|according|in what|in which|on what|at what|"
    r"to what|for what|from what|by how|if)\b"
    # the unambiguous question words of other languages (a question typed without its mark)
    r"|^(?:wann|warum|wieso|weshalb|woher|wohin|wie\s+viel\w*|welche[rsmn]?|gibt\s+es|pourquoi|combien|comment|"
    r"quand|est-ce\s+qu|qu'est-ce|cu[áa]ndo|d[óo]nde|por\s+qu[ée]|cu[áa]nt[oa]s?|cu[áa]l(?:es)?|qui[ée]n(?:es)?|"
    r"c[óo]mo|qu[ée]|perch[ée]|quant[oi]|quale|quali|quando|onde|qual|quais|ile|czy|gdzie|kiedy|dlaczego|"
    r"сколько|можно\s+ли|есть\s+ли|как|где|когда|почему|зачем|какой|какая|какие|кто|что)(?=\s)",
    re.I,
)


def ends_question(text: str) -> bool:
    """Whether ``text`` ends with a question mark of any script ("?", "？", "؟") or opens with "¿"."""
    text = text.strip().strip("*_").strip()
    return text.endswith(("?", "\uff1f", "\u061f")) or text.startswith("\u00bf")


def is_question(text: str) -> bool:
    """Whether ``text`` is a question (ends with "?" or "？", opens with "¿", or starts like an
    English one: "What", "Name", "Explain")."""
    text = text.strip().strip("*_").strip()
    return ends_question(text) or bool(_QUESTION_START.match(text))


CONTEXT_NOUNS = (
    r"(?:text|passage|article|document|story|paragraph|excerpt|information|context|data|email|post|transcript|"
    r"description|report|note|statement|posting|ad|advert(?:isement)?|review|letter|essay|summary|content|"
    r"material|poem|speech|conversation|dialogue|code|snippet|table|news|page|message|listing|profile|record|"
    r"bio(?:graphy)?|abstract|paper|chapter|section|scenario|situation|case|problem|brief|cv|resume|invoice|receipt|"
    r"contract|ticket|voicemail|lease|survey|booking|order|notes)"
)
ITEM_NOUN_WORDS = (
    "questions sentences reviews items phrases words terms tasks prompts statements texts passages paragraphs "
    "documents articles emails comments tweets posts messages titles headlines names topics queries claims quotes "
    "quotations sayings idioms proverbs concepts entries examples lines fields keywords products descriptions "
    "requests problems scenarios cases situations abbreviations acronyms expressions verbs nouns adjectives "
    "numbers dates ingredients countries cities animals companies books movies songs objects things points ideas "
    "notes excerpts snippets slogans complaints tickets inquiries answers responses values attributes details "
    "properties characteristics entities people transactions records rows"
).split()
#: the nouns a list of items is called by, plural or singular
ITEM_NOUNS = "(?:" + "|".join(sorted({*ITEM_NOUN_WORDS, *map(singular, ITEM_NOUN_WORDS)}, key=len, reverse=True)) + ")"


def names_items(text: str) -> bool:
    """Whether ``text`` names a list of items ("questions", "sentence", "reviews")."""
    return bool(re.search(rf"\b{ITEM_NOUNS}\b", text, re.I))


def plural_of(noun: str) -> str:
    """The plural of an item noun ("question" -> "questions"); another noun as it is, casefolded."""
    noun = noun.casefold()
    return next((w for w in ITEM_NOUN_WORDS if singular(w) == noun), noun)


APPLY = re.compile(
    r"\b(?:answer|respond|reply|translate|summari[sz]e|rewrite|rephrase|paraphrase|classify|label|tag|"
    r"correct|proofread|edit|explain|define|describe|extract|identify|find|convert|expand|shorten|improve|"
    r"analy[sz]e|detect|determine|rate|score|assess|check|evaluate|write|generate|give|provide|create|"
    r"suggest|tell|make|turn|transform|simplify|elaborate|comment|critique|review|fill|complete|guess|"
    r"predict|estimate|interpret|list|spell|pronounce|count|categori[sz]e|grade|mark|detect|flag|verify|"
    r"fact-check|decide|say|normali[sz]e|standardi[sz]e|reformat|format|clean|polish|punch up|tighten|reword|"
    r"refine|assign|capitali[sz]e|locali[sz]e|draft|shorten)\b",
    re.I,
)
EACH = re.compile(r"\b(?:each|every|the following|these|those|below|all (?:of )?(?:the|these)|for all)\b", re.I)
EXTRACT = re.compile(r"\b(?:extract|pull out|retrieve|fill in)\b", re.I)


def singularise(lead: str) -> str:
    """The instruction for one item, from the user's instruction for all of them: "Answer the
    following 3 questions" -> "Answer the following question", "each tweet below" -> "the
    following tweet", "these sentences" -> "this sentence", "Answer each in one word" -> "Answer
    in one word"."""
    number = r"(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen)"
    noun = rf"((?:[A-Za-z][\w-]* )?{ITEM_NOUNS}|[A-Za-z][\w-]*)\b"  # "movie reviews", else one word

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
    counted = rf"((?:[A-Za-z][\w-]* )?{ITEM_NOUNS})\b"  # "3 questions", "5 movie reviews"
    out = sub(rf"\bthe {number} " + counted, lambda m: "the " + one(m.group(1)), out)
    out = sub(rf"\b{number} " + counted, lambda m: "the " + one(m.group(1)), out)
    out = sub(
        rf"\b(the|my|your|our) ({ITEM_NOUNS})(?= below\b| above\b| listed\b| that follow\b| in the list\b|\s*:|\s*$)",
        lambda m: m.group(1) + " " + one(m.group(2)),
        out,
    )
    out = sub(rf"^({ITEM_NOUNS})(?=\s*:)", lambda m: one(m.group(1)), out)
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
        m = re.search(rf"\b(?:{det})\s+(?:\d{{1,2}}\s+|[a-z]+\s+)?({ITEM_NOUNS})\b", lead, re.I)
        if m:
            return plural_of(m.group(1))
    m = re.search(rf"\b({ITEM_NOUNS})\b", lead, re.I)
    return plural_of(m.group(1)) if m else default


def clean(text: str) -> str:
    """``text`` without bold marks (``**``, ``__``), its whitespace collapsed."""
    return " ".join(text.replace("**", "").replace("__", "").split())


_INTRO = re.compile(
    r"(?:^|[.!?]\s+)(?:the\s+(?:text|passage|article|document|data|input|context|review|note|posting|email)\s+"
    r"(?:is|reads|follows)|(?:text|passage|context|article|input|document|data))\s*:\s*$",
    re.I,
)


def strip_intro(instruction: str) -> str:
    """Drop a trailing "The text is:" / "Context:" (it introduced the context, which moves first)."""
    return _INTRO.sub("", instruction).rstrip(" ,;")
