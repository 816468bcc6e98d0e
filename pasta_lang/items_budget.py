"""How long each item's answer should be, read from the request, and the sentence that says so.

An item asked on its own tends to write more than its share of a whole answer (about 4x with
the embedded model, as issue 50 measured it), whatever the request said of its length.
:func:`item_budget` gives item ``i`` of a split its budget (:class:`ItemBudget`):

- from the request where it says one, in the item's own text first ("2. Describe X in one
  sentence."), then in the words every item shares ("3 tags of 2-3 words", "in one sentence",
  "a one-word answer", "max 50 words", "One line each.", "briefly", "yes or no", "in detail";
  in German, French, Spanish, Italian, Portuguese, Dutch, Chinese, Japanese, Korean too),
  read from what the user wrote besides the items and the context (``said``) where the caller
  knows it, since a finder may reword the instruction;
- else from the item's kind: a field to extract is a short value (a summary or a description a
  paragraph); a yes/no or short factual question a sentence or two, an open one ("why", "how",
  "explain", "describe") a paragraph; an item to classify a word or three; a thing to write one
  line (a joke or a tweet a sentence or two, a description a paragraph; a poem, a story, an
  email: no bound of its own); an item to translate or rewrite about its own length.

:meth:`ItemBudget.max_tokens` is the branch's bound (the expected length with headroom, never
above the ask's), :func:`item_form` the sentences the item prompt adds: the length, in the
request's language (:mod:`~sot.pasta_lang.items_language`), the language to answer in where
the request is not in English, and "plain text, not JSON" where the answer is put together as
JSON from the items.
"""

from __future__ import annotations

import functools
import math
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from sot.pasta_lang.items.lexicon import numbers
from sot.pasta_lang.items_language import SAMPLE_CHARS, names_language, phrase, request_language

if TYPE_CHECKING:
    from sot.pasta_lang.items.split import ItemSplit

__all__ = ["ItemBudget", "Length", "item_budget", "item_form", "read_length", "split_language"]

#: how long an answer is: ``n`` words (``words_max``: at most), sentences, lines or short
#: paragraphs; ``short``: a sentence or two; ``value``: a field's value; ``yesno``; ``long``: no
#: bound of its own (the ask's); ``same``: about as long as the item (a translation)
Length = Literal["words", "words_max", "sentences", "short", "lines", "paragraphs", "value", "yesno", "long", "same"]

#: the tokens of the expected answer per unit (a word, a sentence...), and the bound's headroom
_TOKENS = {"words": 1.5, "words_max": 1.5, "sentences": 30, "lines": 22, "paragraphs": 110}
_FIXED = {"short": 50, "value": 14, "yesno": 14}
HEADROOM = 2.0
SLACK = 24


@dataclass(frozen=True, slots=True)
class ItemBudget:
    """An item's answer length: ``length`` (``n``: how many, as the prompt writes it, "1",
    "2-3"), ``tokens`` the answer's expected tokens (``None``: bounded by the ask alone), and
    where it came from (``source``: the item's own text, the request's instruction, or the
    item's kind)."""

    length: Length
    n: str = ""
    tokens: int | None = None
    source: Literal["item", "request", "kind"] = "kind"

    def max_tokens(self, default: int) -> int:
        """The branch's token bound: the expected length with headroom, never above ``default``
        (the ask's)."""
        if self.tokens is None:
            return default
        return max(1, min(default, math.ceil(self.tokens * HEADROOM) + SLACK))

    def phrase(self, language: str | None = None) -> str:
        """The sentence that asks for this length ("Keep it to one sentence."), in ``language``;
        ``""`` for ``long`` and ``same``."""
        if self.length in ("long", "same"):
            return ""
        key: str = self.length
        if self.length in ("words", "sentences", "lines", "paragraphs") and self.n == "1":
            key = {"words": "word1", "sentences": "sentence1", "lines": "line1", "paragraphs": "paragraph1"}[
                self.length
            ]
        return phrase(key, language, self.n)


def _budget(length: Length, n: str = "", source: Literal["item", "request", "kind"] = "kind") -> ItemBudget:
    if length in _FIXED:
        tokens: int | None = _FIXED[length]
    elif length in _TOKENS:
        top = int(n.replace("–", "-").split("-")[-1]) if n else 1
        tokens = math.ceil(_TOKENS[length] * top) + (2 if length == "words" else 0)
    else:
        tokens = None
    return ItemBudget(length, n, tokens, source)


# ------------------------------------------------------------------ reading a length
#: "one" in the languages a length is asked in; the numbers from two up are the items lexicon's
#: (``sot.pasta_lang.items.lexicon``), besides Dutch and Korean, which it has no file for yet
_NUMBERS = {
    "a": 1, "an": 1, "one": 1, "single": 1, "a single": 1, "hundred": 100,
    "ein": 1, "eine": 1, "einen": 1, "einem": 1, "einer": 1, "eins": 1, "un": 1, "une": 1, "uno": 1, "una": 1,
    "um": 1, "uma": 1, "één": 1, "een": 1, "twee": 2, "drie": 3, "vijf": 5, "一": 1, "한": 1, "두": 2, "세": 3,
    **{w: n for w, n in numbers().items() if " " not in w},
}  # fmt: skip
_NUM = r"(?:a single|\d{1,4}|" + "|".join(sorted((w for w in _NUMBERS if w.isalpha()), key=len, reverse=True)) + ")"
_RANGE = rf"(?P<n>{_NUM}(?:\s*(?:-|–|to|or|bis|à|ou|a|o|tot|of)\s*{_NUM})?)"
#: words that bound a count from above ("at most 50 words", "höchstens 50 Wörter")
_AT_MOST = (
    r"(?:at most|max(?:imum)?\.?|up to|no more than|not more than|under|less than|fewer than|below|within|"
    r"limit(?:ed)? to|höchstens|maximal|bis zu|nicht mehr als|weniger als|au plus|au maximum|pas plus de|"
    r"moins de|como máximo|máximo|no más de|menos de|al massimo|massimo|non più di|meno di|no máximo|"
    r"não mais de|maximaal|hoogstens|niet meer dan|minder dan)"
)
#: words before a count of units that make it a length ("in one sentence", "of 2-3 words")
_BEFORE = (
    r"(?:in|with|using|of|to|within|around|about|roughly|approximately|exactly|just|only|each|per|mit|auf|je|"
    r"en|à|avec|de|con|a|di|em|com|met|van|op)"
)
#: a count written as an article counts only after these ("in a sentence", not "of a sentence")
_ARTICLES = frozenset("a an un une una uno um uma een ein eine einen einem einer".split())
_TIGHT = frozenset("in with using within mit auf en avec con em com met".split())
_UNITS: dict[str, Length] = {
    "word": "words", "words": "words", "wort": "words", "wörter": "words", "wörtern": "words", "worten": "words",
    "mot": "words", "mots": "words", "palabra": "words", "palabras": "words", "parola": "words",
    "parole": "words", "palavra": "words", "palavras": "words", "woord": "words", "woorden": "words",
    "sentence": "sentences", "sentences": "sentences", "satz": "sentences", "sätze": "sentences",
    "sätzen": "sentences", "phrase": "sentences", "phrases": "sentences", "frase": "sentences",
    "frases": "sentences", "oración": "sentences", "oraciones": "sentences", "frasi": "sentences",
    "zin": "sentences", "zinnen": "sentences",
    "line": "lines", "lines": "lines", "zeile": "lines", "zeilen": "lines", "ligne": "lines", "lignes": "lines",
    "línea": "lines", "líneas": "lines", "riga": "lines", "righe": "lines", "linha": "lines", "linhas": "lines",
    "regel": "lines", "regels": "lines",
    "paragraph": "paragraphs", "paragraphs": "paragraphs", "absatz": "paragraphs", "absätze": "paragraphs",
    "absätzen": "paragraphs", "paragraphe": "paragraphs", "paragraphes": "paragraphs", "párrafo": "paragraphs",
    "párrafos": "paragraphs", "paragrafo": "paragraphs", "paragrafi": "paragraphs", "parágrafo": "paragraphs",
    "parágrafos": "paragraphs", "alinea": "paragraphs", "alinea's": "paragraphs", "alineas": "paragraphs",
}  # fmt: skip
_UNIT_WORDS = "(?:" + "|".join(sorted(map(re.escape, _UNITS), key=len, reverse=True)) + r")(?![\w'])"
_UNIT = f"(?P<unit>{_UNIT_WORDS})"
_ADJ = r"(?:(?:short|brief|kurzen?|kurze|courts?|courte|breves?|brevi|curtos?|korte)\s+)?"
#: "in one sentence", "at most 50 words", "of 2-3 words", "a one-word answer", "50 words max"
_COUNTED = re.compile(
    rf"(?:(?P<most>\b{_AT_MOST})\s+|\b(?P<before>{_BEFORE})\s+|\(\s*|^)(?:(?:a|an|the|no)\s+)?{_RANGE}\s+{_ADJ}{_UNIT}"
    rf"(?P<after>\s+(?:max(?:imum)?|or less|or fewer|at most|au maximum|maximum|como máximo|al massimo|no máximo))?"
    rf"|\b(?P<hn>{_NUM})-(?P<hunit>word|sentence|line|paragraph)s?\b|\b(?P<liner>one-liner|single line)\b"
    # "One line each.", "2 sentences max", "20 Wörter maximal"
    rf"|\b(?P<en>{_NUM}(?:\s*(?:-|–|to|or)\s*{_NUM})?)\s+(?P<eunit>{_UNIT_WORDS})\s+(?P<each>each|apiece|per (?:item|answer|"
    rf"question|one|person|line)|jeweils|chacun|chacune|cada uno|cada una|ciascuno|cada|elk|max(?:imum)?\.?|maximal|"
    rf"or less|or fewer)\b",
    re.I,
)
#: Chinese, Japanese, Korean: "一句话", "50字以内", "不超过50个字", "一文で", "한 문장으로"
_CJK_COUNTED: tuple[tuple[re.Pattern[str], Length], ...] = (
    (re.compile(r"(?P<n>[一两二三1-3])句话"), "sentences"),
    (re.compile(r"(?:不超过|不多于|最多|少于)\s*(?P<n>\d{1,4}|[一二三四五六七八九十百]+)\s*个?(?:字|词)"), "words_max"),
    (re.compile(r"(?P<n>\d{1,4})\s*个?(?:字|词|文字|語)(?:以内|以下|まで)"), "words_max"),
    (re.compile(r"(?:用|只用|请用)(?P<n>[一两二三1-3])个词"), "words"),
    (re.compile(r"(?:只写|写成|用)(?P<n>[一两二三1-3])行"), "lines"),
    (re.compile(r"(?:用|写)?(?P<n>一)(?:小段|段话)"), "paragraphs"),
    (re.compile(r"(?P<n>[一二三1-3])文で"), "sentences"),
    (re.compile(r"(?P<n>[一二三1-3])行で"), "lines"),
    (re.compile(r"(?P<n>한|두|세|\d{1,2})\s*문장으로"), "sentences"),
    (re.compile(r"(?P<n>한|두|세|\d{1,2})\s*단어로"), "words"),
    (re.compile(r"(?P<n>\d{1,4})\s*단어\s*이내"), "words_max"),
    (re.compile(r"(?P<n>한|두|세|\d{1,2})\s*줄로"), "lines"),
)
#: lengths said without a count: yes or no, "in detail", "briefly" (one pass, a group each)
_VAGUE = re.compile(
    r"(?P<yesno>\b(?:yes or no|yes/no|ja oder nein|oui ou non|sí o no|si o no|sì o no|sim ou não|ja of nee)\b"
    r"|是否回答|是或否|はいかいいえ)"
    r"|(?P<long>\b(?:in (?:great |full )?detail|detailed|thorough(?:ly)?|in depth|in-depth|at length|"
    r"comprehensive(?:ly)?|elaborate|ausführlich|detailliert|en détail|détaillée?s?|de manière détaillée|"
    r"en detalle|detallad[ao]s?|in dettaglio|dettagliat[ao]|em detalhe|detalhad[ao]s?|uitgebreid|gedetailleerd)\b"
    r"|详细|詳しく|詳細に|자세히)"
    r"|(?P<short>\b(?:brief(?:ly)?|short answers?|short responses?|concise(?:ly)?|in short|succinct(?:ly)?|"
    r"keep it short|tl;?dr|kurz|knapp|brièvement|bref|brève|concis(?:e|ément)?|brevemente|breve|conciso|"
    r"conciscamente|in breve|resumidamente|kort|beknopt)\b|简短|简要|简洁|简单回答|一两句|簡潔|簡単に|手短|一言で|"
    r"一、二文|간단히|짧게|한두 문장)",
    re.I,
)
#: cheap first looks (substrings of the lowered text; the regular expressions are slower):
#: without one of these there is no counted length, and no vague one
_UNIT_KEYS = (
    "word", "wort", "wört", "mot", "palabr", "parol", "palavr", "woord", "sentence", "satz", "sätz", "phrase",
    "frase", "oraci", "frasi", "zin", "line", "zeile", "ligne", "línea", "riga", "righe", "linha", "regel",
    "paragra", "párraf", "absatz", "absätz", "alinea",
)  # fmt: skip
_VAGUE_KEYS = (
    "yes", "ja ", "oui", "sí", "si o", "sì", "sim ou", "是", "はい", "detail", "thorough", "depth", "length",
    "comprehensive", "elaborate", "ausführlich", "détail", "detall", "dettagli", "detalh", "uitgebreid",
    "gedetailleerd", "详细", "詳", "자세히", "brief", "short", "concis", "succinct", "tl;dr", "tldr", "kurz",
    "knapp", "bref", "brève", "brièvement", "breve", "resumidamente", "kort", "beknopt", "简", "簡", "手短", "一言",
    "一、二文", "간단히", "짧게", "한두",
)  # fmt: skip
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


#: a long text is read for a length at its start and its end only, this many characters each
_READ_CHARS = 600


def _number(word: str) -> str:
    """A count as the prompt writes it: "2-3" for "two to three", "1" for "a single"."""
    parts = re.split(r"\s*(?:-|–|\bto\b|\bor\b|\bbis\b|\bà\b|\bou\b|\ba\b|\bo\b|\btot\b|\bof\b)\s*", word.strip())
    values = [str(_NUMBERS.get(p.casefold(), p)) for p in parts if p]
    values = [v for v in values if v.isdigit()]
    if not values:
        return "1"
    if len(values) > 1 and values[0] != values[-1]:
        return f"{values[0]}-{values[-1]}"
    return values[0]


def read_length(text: str) -> tuple[Length, str] | None:
    """The answer length ``text`` asks for (a length and its count as written for the prompt,
    "2-3"), or ``None``: a counted one ("in one sentence", "max 50 words") first, then yes or
    no, then "in detail", then "briefly". A long text is read at its start and its end."""
    if len(text) > 2 * _READ_CHARS:  # a long item (a document to summarize): where a length is said
        text = f"{text[:_READ_CHARS]}\n{text[-_READ_CHARS:]}"
    found: list[tuple[int, Length, str]] = []
    text = re.sub(r"\bnum(a?)\b", r"em um\1", text, flags=re.I)  # Portuguese "numa frase": "em uma frase"
    low = text.casefold()
    counted = _COUNTED.finditer(text) if any(k in low for k in _UNIT_KEYS) else ()
    for m in counted:
        if m.group("liner"):
            found.append((m.start(), "lines", "1"))
            continue
        if m.group("hunit"):
            found.append((m.start(), _UNITS[m.group("hunit").casefold()], _number(m.group("hn"))))
            continue
        if m.group("eunit"):
            length = _UNITS[m.group("eunit").casefold()]
            limit = m.group("each").casefold().startswith(("max", "or"))
            found.append((m.start(), "words_max" if length == "words" and limit else length, _number(m.group("en"))))
            continue
        length = _UNITS[m.group("unit").casefold()]
        before = (m.group("before") or "").casefold()
        if m.group("n").casefold() in _ARTICLES and before and before not in _TIGHT:
            continue  # "the subject of a sentence" names no length; "in a sentence" does
        n = _number(m.group("n"))
        if length == "words" and (m.group("most") or m.group("after")):
            length = "words_max"
        found.append((m.start(), length, n))
    if _CJK.search(text):
        for pattern, length in _CJK_COUNTED:
            found.extend((m.start(), length, _number(m.group("n"))) for m in pattern.finditer(text))
    if found:
        _, length, n = min(found)
        return length, n
    vague = {m.lastgroup for m in _VAGUE.finditer(text)} if any(k in low for k in _VAGUE_KEYS) else set()
    return next(((length, "") for length in ("yesno", "long", "short") if length in vague), None)


# ------------------------------------------------------------------ the item's kind
#: a field whose value is text rather than a value
_PROSE_FIELDS = re.compile(
    r"\b(?:summary|summaries|overview|analysis|explanation|description|abstract|synopsis|body|story|bio|"
    r"biography|zusammenfassung|beschreibung|résumé|description|resumen|descripción|riassunto|descrizione|"
    r"resumo|descrição|samenvatting|beschrijving)\b|摘要|总结|描述|要約|説明",
    re.I,
)
_SHORT_PROSE_FIELDS = re.compile(
    r"\b(?:reason|reasons|reasoning|notes?|comments?|recommendations?|justification|feedback|rationale|"
    r"sentiment explanation|message|advice)\b",
    re.I,
)
#: an item asked to be turned into something of about its own length
_TRANSFORM = re.compile(
    r"\b(?:translat\w*|rewrit\w*|re-?phras\w*|paraphras\w*|correct\w*|proofread\w*|fix\w*|improv\w*|polish\w*|"
    r"convert\w*|formaliz\w*|reword\w*|shorten\w*|simplif\w*|make (?:these|this|it|them|each)(?: \w+)? (?:sound )?more|"
    r"how (?:do|would|can) (?:i|you|we) say|übersetz\w*|traduis\w*|tradu[cz]\w*|vertaal\w*|umformulier\w*|"
    r"reformul\w*)\b|翻译|翻訳|번역",
    re.I,
)
#: an item to label: its answer is a label of a word or three
_CLASSIFY = re.compile(
    r"\b(?:classif\w*|categori[sz]\w*|(?:label|tag|rate|score|mark) (?:each|every|the|these|them|it)|"
    r"which (?:language|category|type|genre|part of speech) is|klassifizier\w*|classe\w*|clasific\w*)\b",
    re.I,
)
_SUMMARIZE = re.compile(
    r"\b(?:summari[sz]\w*|sum up|tl;?dr|zusammenfass\w*|résum\w*|resum\w*|riassum\w*|vat\w* samen)\b|总结|概括|要約",
    re.I,
)
#: questions that ask for an explanation, not a fact
_OPEN = re.compile(
    r"^\W*(?:why|how(?! (?:many|much|old|long|far|often|big|tall|high))|explain|describe|discuss|compare|"
    r"analy[sz]e|evaluate|elaborate|outline|what (?:are|were) the (?:advantages|disadvantages|benefits|pros|"
    r"cons|differences|reasons|causes|effects|implications|steps)|what do you think|in what ways|"
    r"warum|wieso|weshalb|wie(?! (?:viele?|hoch|lang|alt|weit|groß|oft|spät|teuer|heißt)\b)|erkläre|erklären|beschreibe|pourquoi|comment|expliqu\w*|décri\w*|"
    r"por qué|cómo|explica|describe|perché|come|spiega|descrivi|por que|como|explique|descreva|waarom|hoe|"
    r"leg uit|beschrijf)\b|为什么|怎么|如何|解释|描述|なぜ|どうして|どのように|説明|왜|어떻게|설명",
    re.I,
)
#: things to write whose one is long (a poem, a story): bounded by the ask alone
_LONG_THINGS = re.compile(
    r"\b(?:poems?|stor(?:y|ies)|essays?|articles?|letters?|e-?mails?|scripts?|speech(?:es)?|reports?|songs?|"
    r"lyrics|recipes?|chapters?|dialogues?|conversations?|lesson plans?|plans?|cover letters?|proposals?|"
    r"blog posts?|posts?)\b",
    re.I,
)
_PARAGRAPH_THINGS = re.compile(
    r"\b(?:paragraphs?|descriptions?|bios?|biograph(?:y|ies)|summar(?:y|ies)|reviews?|ads?|advertisements?|"
    r"product descriptions?|outlines?|explanations?|answers?|responses?|scenarios?|exercises?|problems?|prompts?|"
    r"itinerar(?:y|ies)|schedules?|agendas?|lesson outlines?|workouts?|routines?)\b",
    re.I,
)
_SHORT_THINGS = re.compile(
    r"\b(?:jokes?|riddles?|tweets?|facts?|tips?|quotes?|quotations?|sentences?|questions?|pick-?up lines?|"
    r"compliments?|fortunes?|affirmations?|captions?|examples?|replies|reply|notes?|messages?|texts?|"
    r"alt texts?|definitions?)\b",
    re.I,
)
_WORD_THINGS = re.compile(r"\b(?:words?|keywords?|synonyms?|antonyms?|adjectives?|verbs?|nouns?|emojis?)\b", re.I)
_LINES_THINGS = {"haiku": "3", "haikus": "3", "limerick": "5", "limericks": "5"}


_WRITE = re.compile(
    r"\b(?:write|compose|draft|create|generate|give|make|come up with|suggest|schreibe|schreib|verfasse|écris|"
    r"écrivez|rédige|escribe|escriba|redacta|scrivi|componi|escreva|escreve|schrijf)\b|写|書いて|써",
    re.I,
)


def _thing_budget(thing: str) -> ItemBudget:
    """One thing to write's length by what it is: a poem unbounded, a description a paragraph,
    a joke a sentence or two, a keyword a word, else (a tagline, a name, a title) one line."""
    noun = thing.casefold().strip()
    if noun in _LINES_THINGS:
        return _budget("lines", _LINES_THINGS[noun])
    if re.search(r"\b(?:twitter|tweet|instagram|tiktok|x)\b", noun):  # a Twitter bio is a line or two
        return _budget("short")
    head = re.sub(r"[^\w'-]", "", noun.split()[-1]) if noun else ""  # "prompt words": words
    unit = _UNITS.get(head)
    if unit is not None and unit != "words":  # "5 sentences": one sentence each
        return _budget(unit, "1")
    for pattern, budget in (
        (_LONG_THINGS, _budget("long")),
        (_PARAGRAPH_THINGS, _budget("paragraphs", "1")),
        (_SHORT_THINGS, _budget("short")),
        (_WORD_THINGS, _budget("words", "1")),
    ):
        if pattern.search(head):
            return budget
    return _budget("lines", "1")


def _instruction_budget(instruction: str) -> ItemBudget | Literal["same", "summary", "open"] | None:
    """What a list's shared instruction says of every item's length by its kind (read once a
    split): a thing to write ("Write a haiku about {item}"), "same" (translate, rewrite),
    "summary", "open" ("Explain each of these"), or ``None`` (the item decides)."""
    if _TRANSFORM.search(instruction):
        return "same"
    if _CLASSIFY.search(instruction):  # "Classify each review as positive, negative or neutral"
        return _budget("words", "1-3")
    if _SUMMARIZE.search(instruction):
        return "summary"
    write = _WRITE.search(instruction)
    if write is not None:  # "Write a haiku about {item}": the thing decides
        after = instruction[write.end() :]
        for pattern in (_LONG_THINGS, _PARAGRAPH_THINGS, _SHORT_THINGS):
            found = pattern.search(after)
            if found is not None:
                return _thing_budget(found.group(0))
        if found_lines := re.search(r"\b(?:haikus?|limericks?)\b", after, re.I):
            return _thing_budget(found_lines.group(0))
    return "open" if _OPEN.search(instruction) else None


def _kind_budget(split: ItemSplit, i: int, shared: ItemBudget | str | None) -> ItemBudget:
    """Item ``i``'s length by its kind (``shared``: :func:`_instruction_budget` of a list's)."""
    if split.kind == "count":
        return _thing_budget(split.noun or split.instruction)
    item = split.items[i].text
    if split.kind == "fields":
        name = item.replace("_", " ")
        if _PROSE_FIELDS.search(name):
            return _budget("paragraphs", "1")
        if _SHORT_PROSE_FIELDS.search(name):
            return _budget("short")
        return _budget("value")
    if isinstance(shared, ItemBudget):
        return shared
    if shared == "same":
        cjk = len(_CJK.findall(item))
        tokens = math.ceil((len(item) - cjk) / 3.5 + cjk * 1.5) + 8
        return ItemBudget("same", "", tokens, "kind")
    if shared == "summary":
        return _budget("short") if len(item) < 1500 else _budget("paragraphs", "1")
    if shared == "open" or _OPEN.search(item[:200]):  # "why ...", "Explain each of these: ..."
        return _budget("paragraphs", "1")
    return _budget("short")


def _lead(split: ItemSplit, said: str) -> str:
    """The words a split's shared length and kind are read from: for a list or fields, what the
    user wrote besides the items and the context (``said``), where given (a finder may reword
    the instruction: "under 8 words" read back as "under the word", or one of its own where the
    user wrote none); for things to write, the instruction for one ("Give me one tagline"),
    where the count is no longer a length."""
    if split.kind != "count" and said.strip():
        return said[: 2 * SAMPLE_CHARS]
    return split.instruction.replace("{item}", " ")


@functools.lru_cache(maxsize=64)
def _shared(split: ItemSplit, said: str) -> tuple[tuple[Length, str] | None, ItemBudget | str | None]:
    """What the words every item shares say: a length, and (a list's) what its kind gives."""
    lead = _lead(split, said)
    length = read_length(lead)
    return length, _instruction_budget(lead) if split.kind == "list" and length is None else None


@functools.lru_cache(maxsize=256)
def item_budget(split: ItemSplit, i: int, said: str = "") -> ItemBudget:
    """Item ``i``'s (0-based) answer length (see the module's documentation); ``said``: what
    the user wrote besides the items and the context, where known. Read for the item alone,
    when it is asked: a request of 500 items asks at most 50 branches."""
    if not 0 <= i < len(split):
        raise IndexError(f"item {i} of {len(split)}")
    length, by_kind = _shared(split, said)
    own = read_length(split.items[i].text) if split.kind != "count" else None
    if own is not None:
        return _budget(*own, source="item")
    if length is not None:
        return _budget(*length, source="request")
    return _kind_budget(split, i, by_kind)


@functools.lru_cache(maxsize=64)
def split_language(split: ItemSplit, said: str = "") -> str | None:
    """The language the request is written in, read from its items (the user's own words) and
    else from the words around them (``said``, or the instruction), never from the shared
    context (a German passage asked about in English is answered in English): a code of
    :data:`~sot.pasta_lang.items_language.LANGUAGE_NAMES`, or ``None`` where it cannot tell."""
    items = _items_text(split)
    return (request_language(items) if items else None) or request_language(f"{_lead(split, said)} {items}")


def _items_text(split: ItemSplit) -> str:
    """The items, as far as a language is read from them."""
    out, size = [], 0
    for item in split.items:
        if size > SAMPLE_CHARS:
            break
        out.append(item.text)
        size += len(item.text) + 1
    return " ".join(out)


@functools.lru_cache(maxsize=64)
def _answer_language(split: ItemSplit, said: str = "") -> str | None:
    """The language item prompts ask for: the request's, where it is not English and the
    request names no language itself ("translate into English")."""
    language = split_language(split, said)
    if language in (None, "en"):
        return None
    named = names_language(f"{split.instruction} {said[:SAMPLE_CHARS]} {_items_text(split)}")
    return None if named else language


def item_form(split: ItemSplit, i: int, *, plain: bool = False, said: str = "") -> str:
    """The sentences item ``i``'s prompt adds: its length (:func:`item_budget`) in the request's
    language, the language to answer in where the request is in another than English (and
    names none itself), and, with ``plain`` (the answer is JSON made from the items), that the
    item is plain text. ``""`` where there is nothing to add. ``said``: what the user wrote
    besides the items and the context, where known."""
    language = split_language(split, said)
    asked = _answer_language(split, said)
    out = [item_budget(split, i, said).phrase(language if language != "en" else None)]
    if asked is not None:
        out.append(phrase("language", asked))
    if plain:
        out.append("Write it as plain text, not JSON.")
    return " ".join(p for p in out if p)
