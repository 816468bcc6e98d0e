"""The language an items request is written in, and the item prompt's few sentences in it.

Items mode adds a sentence or two to each item's prompt: how long the answer should be
(:mod:`~sot.pasta_lang.items_budget`) and, where the request is not in English, which language
to answer in. :func:`request_language` guesses the request's language cheaply, with no model
and no dependency: Chinese, Japanese and Korean by their scripts (kana: Japanese, hangul:
Korean, Han characters alone: Chinese), Russian by Cyrillic, and English, German, French,
Spanish, Italian, Portuguese and Dutch by their commonest short words (``None`` when no
language clearly leads). :func:`phrase` gives those sentences in a language (English where
the table has none); :func:`names_language` says whether a request names a language itself
("translate into French", "in English", "auf Deutsch"): then the request decides, and the
prompt adds no language of its own.
"""

from __future__ import annotations

import re

__all__ = ["LANGUAGE_NAMES", "PHRASES", "SAMPLE_CHARS", "names_language", "phrase", "request_language"]

#: code -> the language's English name
LANGUAGE_NAMES: dict[str, str] = {
    "en": "English",
    "de": "German",
    "fr": "French",
    "es": "Spanish",
    "it": "Italian",
    "pt": "Portuguese",
    "nl": "Dutch",
    "zh": "Chinese",
    "ja": "Japanese",
    "ko": "Korean",
    "ru": "Russian",
}

#: frequent short words that tell the Latin-script languages apart (words two languages share
#: often are left out of the one where they are rarer)
_WORDS: dict[str, frozenset[str]] = {
    "en": frozenset(
        "the and is are of to what which who how why when where does do did this that these those following with "
        "for from please give answer write each your you it be can should would an below text about me my they "
        "their there has have not but or if".split()
    ),
    "de": frozenset(
        "der das und ist sind ein eine einen einem einer nicht mit für auf von zu den dem des ich sie wie warum "
        "wann wo welche welcher welches welchen bitte folgende folgenden fragen beantworte beantworten gib schreibe "
        "auch oder aus im diese dieser dieses kurz über wer gibt es du mir wird werden hat haben kann man".split()
    ),
    "fr": frozenset(
        "le la les et est sont un une des du pour avec dans sur ce cette ces qui que quoi quel quelle quels "
        "quelles comment pourquoi quand où je vous tu il elle ne pas mais réponds répondez donne donnez écris "
        "écrivez suivantes suivants voici aux au qu est moi plaît chaque texte".split()
    ),
    "es": frozenset(
        "el los las y es son unos unas del para con por qué cómo cuál cuáles cuándo dónde quién porque pero "
        "responde responda dame escribe siguientes preguntas estas este esta se al lo muy más hay mi tu su "
        "cada texto una uno la que de en como cuando donde cual cuanto cuánto tengo puedo quiero necesito hola "
        "gracias está están también tiene hace".split()
    ),
    "it": frozenset(
        "il lo gli è sono di della dei delle per che cosa come quale quali quando dove chi perché non ma "
        "rispondi rispondere dammi scrivi seguenti domande queste questo questa alla anche ci si ogni testo "
        "un una la e posso quanto costa c'è ho sono ciao grazie vorrei durante".split()
    ),
    "pt": frozenset(
        "o os é são um uma do da dos das em no na para com que como qual quais quando onde quem porque não mas "
        "responda dê escreva seguintes perguntas estas isso você meu minha cada texto de a e posso quanto "
        "obrigado olá tenho está".split()
    ),
    "nl": frozenset(
        "de het een en is zijn van voor met op dat die dit deze wat hoe waarom wanneer waar wie welke niet maar "
        "ook je jij u ik geef schrijf beantwoord volgende vragen er aan bij naar om te elke tekst".split()
    ),
}
_TOKEN = re.compile(r"[^\W\d_]+", re.UNICODE)
#: the characters a language is told from (a long request's whole text is not read)
SAMPLE_CHARS = 4000
_KANA = re.compile(r"[\u3040-\u30ff\u31f0-\u31ff]")
_HANGUL = re.compile(r"[\uac00-\ud7af\u1100-\u11ff\u3130-\u318f]")
_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_CYRILLIC = re.compile(r"[\u0400-\u04ff]")
_LATIN = re.compile(r"[A-Za-z\u00c0-\u024f]")
#: letters of Latin-script languages the table does not hold (Turkish, Polish, Czech, Romanian,
#: Vietnamese, Hungarian...)
_OTHER_LATIN = re.compile(
    "[şğıİřěůťďňłąęśźżćńőűșțăơưđạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹŞĞŘĚŮŤĎŇŁĄĘŚŹŻĆŃŐŰȘȚĂƠƯĐ]"
)


def request_language(text: str) -> str | None:
    """The language ``text`` is most likely written in (a code of :data:`LANGUAGE_NAMES`), or
    ``None`` where no language clearly leads (too few known words, or a tie). Only its first
    :data:`SAMPLE_CHARS` characters are read."""
    text = text[:SAMPLE_CHARS]
    latin = len(_LATIN.findall(text))
    kana, hangul, han = len(_KANA.findall(text)), len(_HANGUL.findall(text)), len(_HAN.findall(text))
    cjk = kana + hangul + han
    if cjk >= 2 and cjk * 3 >= latin:  # a CJK character carries about a Latin word's worth
        if hangul > han:
            return "ko"
        return "ja" if kana else "zh"
    cyrillic = len(_CYRILLIC.findall(text))
    if cyrillic >= 4 and cyrillic >= latin:
        return "ru"
    if len(_OTHER_LATIN.findall(text)) >= 2:  # Turkish, Polish, Czech, Romanian, Vietnamese...: not in the table
        return None
    tokens = [t.casefold() for t in _TOKEN.findall(text)]
    counts = sorted(((sum(t in words for t in tokens), code) for code, words in _WORDS.items()), reverse=True)
    (top, best), (second, _) = counts[0], counts[1]
    # a language's short words are a good part of any text in it: a few hits in a long text are chance
    if top < 2 or top < 0.15 * len(tokens) or top < second * 1.25 or top == second:
        return None
    return best


#: a language named in the request: the request says which language the answer is in
_NAMED = re.compile(
    r"\b(?:english|german|french|spanish|italian|portuguese|dutch|chinese|japanese|korean|russian|arabic|hindi|"
    r"englisch|deutsch|französisch|spanisch|italienisch|anglais|allemand|français|espagnol|italien|inglés|"
    r"alemán|francés|español|italiano|inglese|tedesco|francese|spagnolo|inglês|alemão|francês|espanhol|"
    r"engels|duits|frans|spaans|translat\w*|übersetz\w*|tradu\w*|vertaal\w*)\b"
    r"|英语|英文|中文|汉语|日语|日本語|英語|翻译|翻訳|영어|한국어|번역",
    re.I,
)


def names_language(text: str) -> bool:
    """Whether ``text`` names a language or asks for a translation (the request decides the
    answer's language then; its first :data:`SAMPLE_CHARS` characters)."""
    return bool(_NAMED.search(text[:SAMPLE_CHARS]))


#: the item prompt's sentences by language: a length (``{n}``: a number or range as
#: written, "2-3"), the value of a field, yes or no, and the language to answer in
PHRASES: dict[str, dict[str, str]] = {
    "en": {
        "word1": "Keep it to one word.",
        "words": "Keep it to {n} words.",
        "words_max": "Use at most {n} words.",
        "sentence1": "Keep it to one sentence.",
        "sentences": "Keep it to {n} sentences.",
        "short": "Keep it to a sentence or two.",
        "line1": "Keep it to one line.",
        "lines": "Keep it to {n} lines.",
        "paragraph1": "Keep it to one short paragraph.",
        "paragraphs": "Keep it to {n} short paragraphs.",
        "value": "Give the value alone, in a few words.",
        "yesno": "Answer yes or no.",
        "language": "Answer in English.",
    },
    "de": {
        "word1": "Beschränke dich auf ein Wort.",
        "words": "Beschränke dich auf {n} Wörter.",
        "words_max": "Verwende höchstens {n} Wörter.",
        "sentence1": "Beschränke dich auf einen Satz.",
        "sentences": "Beschränke dich auf {n} Sätze.",
        "short": "Beschränke dich auf ein bis zwei Sätze.",
        "line1": "Beschränke dich auf eine Zeile.",
        "lines": "Beschränke dich auf {n} Zeilen.",
        "paragraph1": "Beschränke dich auf einen kurzen Absatz.",
        "paragraphs": "Beschränke dich auf {n} kurze Absätze.",
        "value": "Gib nur den Wert an, in wenigen Worten.",
        "yesno": "Antworte mit Ja oder Nein.",
        "language": "Antworte auf Deutsch.",
    },
    "fr": {
        "word1": "Limite-toi à un mot.",
        "words": "Limite-toi à {n} mots.",
        "words_max": "Utilise {n} mots au maximum.",
        "sentence1": "Limite-toi à une phrase.",
        "sentences": "Limite-toi à {n} phrases.",
        "short": "Limite-toi à une ou deux phrases.",
        "line1": "Limite-toi à une ligne.",
        "lines": "Limite-toi à {n} lignes.",
        "paragraph1": "Limite-toi à un court paragraphe.",
        "paragraphs": "Limite-toi à {n} courts paragraphes.",
        "value": "Donne seulement la valeur, en quelques mots.",
        "yesno": "Réponds par oui ou par non.",
        "language": "Réponds en français.",
    },
    "es": {
        "word1": "Limítate a una palabra.",
        "words": "Limítate a {n} palabras.",
        "words_max": "Usa {n} palabras como máximo.",
        "sentence1": "Limítate a una frase.",
        "sentences": "Limítate a {n} frases.",
        "short": "Limítate a una o dos frases.",
        "line1": "Limítate a una línea.",
        "lines": "Limítate a {n} líneas.",
        "paragraph1": "Limítate a un párrafo breve.",
        "paragraphs": "Limítate a {n} párrafos breves.",
        "value": "Da solo el valor, en pocas palabras.",
        "yesno": "Responde sí o no.",
        "language": "Responde en español.",
    },
    "it": {
        "word1": "Limitati a una parola.",
        "words": "Limitati a {n} parole.",
        "words_max": "Usa al massimo {n} parole.",
        "sentence1": "Limitati a una frase.",
        "sentences": "Limitati a {n} frasi.",
        "short": "Limitati a una o due frasi.",
        "line1": "Limitati a una riga.",
        "lines": "Limitati a {n} righe.",
        "paragraph1": "Limitati a un breve paragrafo.",
        "paragraphs": "Limitati a {n} brevi paragrafi.",
        "value": "Indica solo il valore, in poche parole.",
        "yesno": "Rispondi sì o no.",
        "language": "Rispondi in italiano.",
    },
    "pt": {
        "word1": "Limite-se a uma palavra.",
        "words": "Limite-se a {n} palavras.",
        "words_max": "Use no máximo {n} palavras.",
        "sentence1": "Limite-se a uma frase.",
        "sentences": "Limite-se a {n} frases.",
        "short": "Limite-se a uma ou duas frases.",
        "line1": "Limite-se a uma linha.",
        "lines": "Limite-se a {n} linhas.",
        "paragraph1": "Limite-se a um parágrafo curto.",
        "paragraphs": "Limite-se a {n} parágrafos curtos.",
        "value": "Dê apenas o valor, em poucas palavras.",
        "yesno": "Responda sim ou não.",
        "language": "Responda em português.",
    },
    "nl": {
        "word1": "Beperk je tot één woord.",
        "words": "Beperk je tot {n} woorden.",
        "words_max": "Gebruik hoogstens {n} woorden.",
        "sentence1": "Beperk je tot één zin.",
        "sentences": "Beperk je tot {n} zinnen.",
        "short": "Beperk je tot een of twee zinnen.",
        "line1": "Beperk je tot één regel.",
        "lines": "Beperk je tot {n} regels.",
        "paragraph1": "Beperk je tot een korte alinea.",
        "paragraphs": "Beperk je tot {n} korte alinea's.",
        "value": "Geef alleen de waarde, in een paar woorden.",
        "yesno": "Antwoord met ja of nee.",
        "language": "Antwoord in het Nederlands.",
    },
    "zh": {
        "word1": "只用一个词。",
        "words": "只用{n}个词。",
        "words_max": "不超过{n}个字。",
        "sentence1": "只用一句话。",
        "sentences": "只用{n}句话。",
        "short": "用一两句话。",
        "line1": "只写一行。",
        "lines": "只写{n}行。",
        "paragraph1": "只写一小段。",
        "paragraphs": "只写{n}小段。",
        "value": "只给出值本身，用几个词。",
        "yesno": "回答是或否。",
        "language": "请用中文回答。",
    },
    "ja": {
        "word1": "一語で答えてください。",
        "words": "{n}語で答えてください。",
        "words_max": "{n}語以内で答えてください。",
        "sentence1": "一文で答えてください。",
        "sentences": "{n}文で答えてください。",
        "short": "一、二文で答えてください。",
        "line1": "1行で書いてください。",
        "lines": "{n}行で書いてください。",
        "paragraph1": "短い1段落で答えてください。",
        "paragraphs": "短い{n}段落で答えてください。",
        "value": "値だけを短く答えてください。",
        "yesno": "はいかいいえで答えてください。",
        "language": "日本語で答えてください。",
    },
    "ko": {
        "word1": "한 단어로 답하세요.",
        "words": "{n}단어로 답하세요.",
        "words_max": "{n}단어 이내로 답하세요.",
        "sentence1": "한 문장으로 답하세요.",
        "sentences": "{n}문장으로 답하세요.",
        "short": "한두 문장으로 답하세요.",
        "line1": "한 줄로 쓰세요.",
        "lines": "{n}줄로 쓰세요.",
        "paragraph1": "짧은 한 단락으로 답하세요.",
        "paragraphs": "짧은 {n}단락으로 답하세요.",
        "value": "값만 짧게 쓰세요.",
        "yesno": "예 또는 아니오로 답하세요.",
        "language": "한국어로 답하세요.",
    },
    "ru": {
        "word1": "Ответь одним словом.",
        "words": "Уложись в {n} слов.",
        "words_max": "Используй не больше {n} слов.",
        "sentence1": "Ответь одним предложением.",
        "sentences": "Уложись в {n} предложения.",
        "short": "Уложись в одно-два предложения.",
        "line1": "Уложись в одну строку.",
        "lines": "Уложись в {n} строки.",
        "paragraph1": "Уложись в один короткий абзац.",
        "paragraphs": "Уложись в {n} коротких абзаца.",
        "value": "Укажи только значение, в нескольких словах.",
        "yesno": "Ответь да или нет.",
        "language": "Отвечай по-русски.",
    },
}


def phrase(key: str, language: str | None = None, n: str = "") -> str:
    """Sentence ``key`` of :data:`PHRASES` in ``language`` (a code; English where the table has
    none), ``{n}`` filled in."""
    table = PHRASES.get(language or "en", PHRASES["en"])
    return table[key].replace("{n}", n)
