"""The other ways users ask for N things, beside the English "<verb> N <things>" of ``items.lark``.

- another language: "Donne-moi 5 idées de cadeaux", "escribe 5 frases motivadoras", "Gib mir 3
  Ideen für", "给我写5个关于春天的短句" (:func:`foreign_count`): a verb of making or giving at
  the start of the request, then the number and what is asked for;
- the count first, no verb: "4 ways to say thank you without sounding repetitive", "10 names for
  a grey kitten" (:func:`bare_count`);
- one thing in N ways: "Rewrite this sentence in 3 different ways: ..." (:func:`ways_count`);
- a recommendation for the asker, "top 5 sci-fi books for someone who liked The Martian", "top 10
  things i should sort out", and the number in brackets after the things, "Brainstorm blog post
  titles (6) about ..." (:func:`top_count`; "the top 20 films of the 1930s" is a ranked set of
  facts and stays whole).

Each is the request for one of them, asked N times (as
:func:`~sot.pasta_lang.items_count.count_shape`): the number is rewritten to one ("1" in another
language, whose grammar we do not bend), and the same guards hold: a short request with one
instruction, no fixed or ranked set ("the 5 best", "les 10 meilleurs"), no math or code.
"""

from __future__ import annotations

import re

from sot.pasta_lang.items_guards import CODE, COMPARE, COUNTABLE, MATH, POLITE, PROCEDURE, SUPERLATIVE
from sot.pasta_lang.items.split import MAX_ITEMS, MIN_ITEMS, ItemSplit
from sot.pasta_lang.items.words import JSON, is_plural, number_value, singular

__all__ = ["bare_count", "foreign_count", "top_count", "ways_count"]

#: a request this long is not one "give me N things" sentence
MAX_SHORT_REQUEST = 400

#: the numbers two to twelve spelled out in the languages :data:`_FOREIGN` reads
_FOREIGN_NUMBERS = {
    **dict.fromkeys(("deux", "dos", "zwei", "due", "dois", "duas", "twee"), 2),
    **dict.fromkeys(("trois", "tres", "drei", "tre", "três", "drie", "trzy", "три"), 3),
    **dict.fromkeys(("quatre", "cuatro", "vier", "quattro", "quatro", "cztery", "четыре"), 4),
    **dict.fromkeys(("cinq", "cinco", "fünf", "cinque", "vijf", "pięć", "пять"), 5),
    **dict.fromkeys(("six", "seis", "sechs", "sei", "zes", "sześć", "шесть"), 6),
    **dict.fromkeys(("sept", "siete", "sieben", "sette", "sete", "zeven", "siedem", "семь"), 7),
    **dict.fromkeys(("huit", "ocho", "acht", "otto", "oito", "osiem", "восемь"), 8),
    **dict.fromkeys(("dix", "diez", "zehn", "dieci", "dez", "tien", "dziesięć", "десять"), 10),
    **dict.fromkeys(("douze", "doce", "zwölf", "dodici", "doze", "twaalf"), 12),
}
_CJK_DIGITS = {"两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10}

#: the start of a request asking for N things in another language: polite words, a verb of
#: making or giving (with its pronoun), the number
_FOREIGN = re.compile(
    r"^(?:(?:s'il\s+(?:te|vous)\s+pla[iî]t|por\s+favor|bitte|per\s+favore|alsjeblieft|proszę|пожалуйста)[,\s]+)?"
    r"(?:(?:peux|pouvez|pourrais|pourriez)[- ](?:tu|vous)\s+(?:me\s+)?|(?:puedes|podrías|podrias)\s+|"
    r"(?:kannst\s+du|können\s+sie|könntest\s+du)\s+(?:mir\s+)?|(?:puoi|potresti)\s+|(?:pode|podes|poderia)\s+)?"
    r"(?P<verb>donne(?:z)?(?:[- ]moi)?|propose(?:z)?(?:[- ]moi)?|sugg[eè]re(?:z)?(?:[- ]moi)?|[ée]cri(?:s|re|vez)(?:[- ]moi)?|"
    r"r[ée]dige(?:z)?|g[ée]n[èe]re(?:z)?|cr[ée]e(?:z)?|invente(?:z)?|imagine(?:z)?|trouve(?:z)?(?:[- ]moi)?|"
    r"dame|d[ée]me|dime|escribe|escr[íi]beme|escriba|genera|crea|prop[óo]n(?:me)?|sugi[ée]re(?:me)?|inventa|"
    r"redacta|haz(?:me)?|"
    r"gib(?:\s+mir)?|geben\s+sie\s+mir|schreib(?:e)?(?:\s+mir)?|nenne?(?:\s+mir)?|erstelle|generiere|erfinde|"
    r"formuliere|"
    r"dammi|scrivi(?:mi)?|proponi(?:mi)?|suggerisci(?:mi)?|"
    r"me\s+d[êeáa]|d[êe]-me|escreva|escreve|gere|crie|sugira|invente|"
    r"geef(?:\s+me)?|schrijf|bedenk|verzin|"
    r"daj(?:\s+mi)?|napisz|wymy[śs]l|дай(?:те)?(?:\s+мне)?|напиши(?:те)?|придумай(?:те)?|предложи(?:те)?)"
    r"\s+(?P<number>\d{1,2}|" + "|".join(_FOREIGN_NUMBERS) + r")\s+(?P<noun>[^\W\d_][\w'’-]*)",
    re.I,
)
#: a verb that picks from what exists (so what it gives must be one of :data:`_FOREIGN_FRESH`)
_FOREIGN_GIVING = re.compile(
    r"^(?:donne|dame|d[ée]me|dime|gib|geben|nenne|dammi|me\s+d|d[êe]-me|geef|daj|дай|trouve)", re.I
)
#: things written fresh, in the languages :data:`_FOREIGN` reads
_FOREIGN_FRESH = re.compile(
    r"^(?:id[ée]es?|ideas?|ideen|idee|ideias|idee[ёe]n|pomys[łl]y|идеи|idei|titres?|t[íi]tulos|titel|titoli|"
    r"noms|nombres|namen|nomi|nomes|slogans?|eslóganes|eslogans|phrases|frases|s[äa]tze|frasi|zinnen|"
    r"blagues|chistes|witze|barzellette|piadas|grappen|conseils|consejos|tipps|consigli|dicas|tips|"
    r"exemples|ejemplos|beispiele|esempi|exemplos|voorbeelden|questions|preguntas|fragen|domande|perguntas|"
    r"vragen|l[ée]gendes|haikus?|po[èe]mes|poemas|gedichte|poesie|poemi|gedichten|accroches|messages|mensajes|"
    r"nachrichten|messaggi|mensagens|citations|citas|zitate|citazioni|hashtags|variantes|varianten|varianti|"
    r"options|opciones|optionen|opzioni|op[çc][õo]es|sujets|temas|themen|temi|mots|palabras|w[öo]rter|parole|"
    r"palavras|woorden|titels|vorschl[äa]ge|propositions|propuestas|proposte|sugest[õo]es|sugerencias|"
    r"suggestions|suggerimenti|activit[ée]s|actividades|aktivit[äa]ten|attivit[àa]|atividades)$",
    re.I,
)
#: a count in Chinese: a verb of making or giving, the number, a measure word
_CHINESE = re.compile(
    r"^(?:请|麻烦|帮我|请帮我|你能|能不能|可以)?(?:给我|帮我|为我|替我)?(?P<verb>写|想|起|生成|列出|列举|提供|推荐|编|创作|设计|出)"
    r"(?:出)?(?P<number>\d{1,2}|[两二三四五六七八九十])(?:个|条|句|首|篇|种|段|则|款|组|本|部|家|道|件|位|张)"
)
#: a count in Japanese: the number and its counter first, then a verb of making or giving
_JAPANESE = re.compile(
    r"^(?P<number>\d{1,2}|[二三四五六七八九十])(?:つ|個|案|本|件|首)の?[^\n。？]{1,40}?を?"
    r"(?P<verb>考えて|書いて|作って|挙げて|教えて|提案して|出して|ください)"
)
#: ... or the thing first: "新しいカフェの名前を5つ考えてください"
_JAPANESE_AFTER = re.compile(
    r"^(?P<noun>[^\n。？]{1,40}?)を(?P<number>\d{1,2}|[二三四五六七八九十])(?:つ|個|案|本|件|首)"
    r"(?P<verb>考えて|書いて|作って|挙げて|提案して|出して|教えて|紹介して|おすすめして)"
)
#: a fixed or ranked set, in the languages read here
_FOREIGN_SUPERLATIVE = re.compile(
    r"\b(?:meilleur|meilleures?|plus\s+c[ée]l[èe]bres|mejores|m[áa]s\s+famos|besten|ber[üu]hmtesten|wichtigsten|"
    r"migliori|pi[ùu]\s+famos|melhores|mais\s+famos|beste|najlepsze|лучши)\w*|最|著名|经典",
    re.I,
)

#: a comparison or a ranking, in the languages read here (the English guards misread them:
#: "sorties" is not "sort")
_FOREIGN_COMPARE = re.compile(
    r"\b(?:compar|vergleich|classement|clasifica|rangliste|classifica|ranking|étapes|pasos|schritte|passaggi|"
    r"passos)\w*|比较|排名|步骤",
    re.I,
)


def _one(request: str, start: int, end: int) -> str:
    """The request with its number (``start:end``) rewritten to one."""
    return request[:start] + "1" + request[end:]


def _short_single(request: str) -> bool:
    """A short request with one instruction: one line (or two), no question beside it."""
    text = request.strip()
    return len(text) <= MAX_SHORT_REQUEST and text.count("\n") <= 1 and not re.search(r"[?？].", text)


def _guarded(request: str, *, english: bool = True) -> bool:
    """Math, code, or (in English) a comparison or a procedure: answered whole."""
    if MATH.search(request) or CODE.search(request):
        return True
    return english and bool(COMPARE.search(request) or PROCEDURE.search(request))


def foreign_count(request: str) -> ItemSplit | None:
    """ "Donne-moi 5 idées ...", "给我写5个短句": a count in another language, or ``None``."""
    text = request.strip()
    offset = len(request) - len(request.lstrip())
    if not _short_single(text):
        return None
    m = _CHINESE.match(text) or _JAPANESE.match(text) or _JAPANESE_AFTER.match(text)
    if m:
        number = m.group("number")
        count = int(number) if number.isdigit() else _CJK_DIGITS.get(number)
        noun = (m.groupdict().get("noun") or text[m.end() :].split("，")[0].split("。")[0])[:20] or "items"
        n_start, n_end = offset + m.start("number"), offset + m.end("number")
    else:
        m = _FOREIGN.match(text)
        if m is None:
            return None
        number = m.group("number").casefold()
        count = int(number) if number.isdigit() else _FOREIGN_NUMBERS.get(number)
        noun = m.group("noun")
        if _FOREIGN_GIVING.match(m.group("verb")) and not _FOREIGN_FRESH.match(noun):
            return None  # "dame 5 películas": picked from what exists, not written fresh
        if not _FOREIGN_FRESH.match(noun) and not noun.casefold().endswith(
            ("s", "n", "e", "i", "и", "ы", "й", "ов", "ей")
        ):
            return None  # not a plural in the languages read here
        n_start, n_end = offset + m.start("number"), offset + m.end("number")
    if count is None or not MIN_ITEMS <= count <= MAX_ITEMS:
        return None
    if _FOREIGN_SUPERLATIVE.search(text) or _FOREIGN_COMPARE.search(text) or _guarded(text, english=False):
        return None
    return ItemSplit(
        "count", _one(request, n_start, n_end).strip(), "", None, (), count, noun.casefold(), bool(JSON.search(request))
    )


#: polite words before a verb ("please", "can you", "could you please")
_POLITE_WORDS = r"(?:please\s+|pls\s+|(?:can|could|would)\s+(?:you|u)\s+(?:please\s+)?)*"
_NUMBER = (
    r"\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|a\s+dozen"
)
#: "4 ways to say ...", "10 names for a grey kitten": the count first, then what is asked for
_BARE = re.compile(
    rf"^(?P<number>{_NUMBER})\s+(?P<noun>(?:[A-Za-z][\w'-]*\s+){{0,2}}?[A-Za-z][\w'-]*s)\b(?=\s+(?:to|for|about|on|that|with|i|we)\b)",
    re.I,
)


#: "ideas for a party theme, 5 of them": the things first, the count after them
_OF_THEM = re.compile(
    rf"^(?P<noun>(?:[A-Za-z][\w'-]*\s+){{0,2}}?[A-Za-z][\w'-]*s)\s+(?:for|about|on|to)\b[^\n.?!]{{3,120}}?,\s*"
    rf"(?P<number>{_NUMBER})\s+of\s+them\b",
    re.I,
)


def bare_count(request: str) -> ItemSplit | None:
    """ "4 ways to say thank you ...", "ideas for X, 5 of them": a count with no verb, or ``None``."""
    text = request.strip()
    offset = len(request) - len(request.lstrip())
    if not text.isascii() or not _short_single(text):
        return None
    m = _BARE.match(text)
    if m is None:
        m = _OF_THEM.match(text)
        if m is None:
            return None
        count = number_value(m.group("number"))
        noun = m.group("noun")
        if count is None or not MIN_ITEMS <= count <= MAX_ITEMS or not COUNTABLE.match(noun.split()[-1]):
            return None
        if SUPERLATIVE.search(text) or _guarded(text):
            return None
        rest = text[m.end("noun") : m.start("number")].rstrip(" ,") + text[m.end() :]
        instruction = ("One " + singular(noun) + rest).strip()
        return ItemSplit("count", instruction, "", None, (), count, noun.casefold(), bool(JSON.search(request)))
    count = number_value(m.group("number"))
    noun = m.group("noun")
    last = noun.split()[-1]
    if count is None or not MIN_ITEMS <= count <= MAX_ITEMS or not is_plural(last):
        return None
    if not (COUNTABLE.match(noun) or COUNTABLE.match(last)) or SUPERLATIVE.search(text) or _guarded(text):
        return None
    one = "One " + singular(noun)
    instruction = one + request[offset + m.end("noun") :]
    return ItemSplit("count", instruction.strip(), "", None, (), count, noun.casefold(), bool(JSON.search(request)))


#: "Rewrite this sentence in 3 different ways": one thing, several versions of it
_WAYS = re.compile(
    rf"^(?P<before>(?:[\w',]+\s+){{0,6}}?)(?P<verb>rewrite|rephrase|reword|paraphrase|say|write|express|phrase|"
    rf"translate|word|put)\b(?P<what>[^\n.:?]{{0,80}}?)\s+(?P<ways>in\s+(?P<number>{_NUMBER})\s+(?:different\s+|other\s+|"
    rf"alternative\s+|unique\s+|distinct\s+|new\s+|various\s+)?ways)\b",
    re.I,
)


def ways_count(request: str) -> ItemSplit | None:
    """ "Rewrite this sentence in 3 different ways: ...": N versions of one thing, or ``None``."""
    text = request.strip()
    offset = len(request) - len(request.lstrip())
    if len(text) > 2000:
        return None
    m = _WAYS.match(text)
    if m is None or (m.group("before").strip() and not POLITE.match(m.group("before"))):
        return None
    count = number_value(m.group("number"))
    if count is None or not MIN_ITEMS <= count <= MAX_ITEMS or _guarded(text):
        return None
    start, end = offset + m.start("ways"), offset + m.end("ways")
    instruction = (request[:start].rstrip() + " in a new way" + request[end:]).strip()
    return ItemSplit("count", instruction, "", None, (), count, "versions", bool(JSON.search(request)))


#: "top 5 sci-fi books for someone who liked The Martian", "top 10 things i should sort out": a
#: recommendation for the asker (a "top N" for someone, or that the asker should act on), not a ranked
#: set of facts ("the top 20 films of the 1930s" stays whole)
_TOP = re.compile(
    rf"(?:^|(?<=[.!]\s))(?:(?:what\s+(?:are|r)|give\s+me|tell\s+me|list|recommend|suggest|share)\s+)?(?:your\s+|my\s+)?"
    rf"(?P<top>top\s+(?P<number>{_NUMBER})\s+(?P<noun>(?:[A-Za-z][\w'-]*\s+){{0,2}}?[A-Za-z][\w'-]*s))\s+"
    rf"(?=for\s+(?:me|us|someone|somebody|anyone|people|beginners|a|an|my|our)\b|(?:i|we)\s+(?:should|could|need|must|"
    rf"can|have\s+to|ought)\b|to\s+[a-z]+\b)",
    re.I,
)
#: "Brainstorm blog post titles (6) about budgeting": the things, then their number in brackets
_PAREN = re.compile(
    rf"^(?:{_POLITE_WORDS})?(?P<verb>write|generate|create|brainstorm|draft|suggest|give\s+me|list|come\s+up\s+with|"
    rf"think\s+of|propose)\s+(?P<noun>(?:[A-Za-z][\w'-]*\s+){{0,3}}?[A-Za-z][\w'-]*s)\s+\((?P<number>\d{{1,2}})\)",
    re.I,
)


def top_count(request: str) -> ItemSplit | None:
    """ "top 5 books for someone who ...", "titles (6) about ...": a count in those shapes, or ``None``."""
    text = request.strip()
    offset = len(request) - len(request.lstrip())
    if not text.isascii() or not _short_single(text) or _guarded(text):
        return None
    m = _TOP.search(text)
    if m is not None:
        before = text[: m.start()]
        if re.search(r"[?？]", before) or len(before) > 200:
            return None  # a question, or a long passage, before it: more is asked than the count
        count = number_value(m.group("number"))
        noun = m.group("noun")
        if count is None or not MIN_ITEMS <= count <= MAX_ITEMS or not is_plural(noun.split()[-1]):
            return None
        if SUPERLATIVE.search(text[m.end() :]) or SUPERLATIVE.search(noun):
            return None  # "top 5 books for the most ...": a ranking
        start, end = offset + m.start("top"), offset + m.end("top")
        instruction = request[:start] + f"one of the top {count} {noun}" + request[end:]
        return ItemSplit("count", instruction.strip(), "", None, (), count, noun.casefold(), bool(JSON.search(request)))
    m = _PAREN.match(text)
    if m is None:
        return None
    count = number_value(m.group("number"))
    noun = m.group("noun")
    last = noun.split()[-1]
    if count is None or not MIN_ITEMS <= count <= MAX_ITEMS or not is_plural(last):
        return None
    if not (COUNTABLE.match(noun) or COUNTABLE.match(last)) or SUPERLATIVE.search(text):
        return None
    start, end = offset + m.start("noun"), offset + m.end("number") + 1
    instruction = request[:start] + "one " + singular(noun) + request[end:]
    return ItemSplit("count", instruction.strip(), "", None, (), count, noun.casefold(), bool(JSON.search(request)))
