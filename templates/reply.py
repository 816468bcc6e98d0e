"""The reply language, and the words a customer reply opens and closes with.

A support reply is written in the customer's language unless the template's ``language``
variable says otherwise. :func:`detect_language` guesses it from the customer's words
(common function words of a few languages; ``None`` when it cannot tell), and
:func:`phrases` gives the greeting word, the closing and the hand-over sentence in that
language, so a template's greeting and sign-off (``reply.greeting``, ``reply.sign_off``)
read ``{{ hello }}``, ``{{ regards }}`` and ``{{ handover }}`` in the reply's language.
Languages outside the table get English phrases; the prompts still name the language.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

__all__ = ["LANGUAGES", "ReplyFrame", "ReplyPhrases", "detect_language", "phrases", "reply_language"]


@dataclass(frozen=True, slots=True)
class ReplyPhrases:
    hello: str
    regards: str
    handover: str


@dataclass(frozen=True, slots=True)
class ReplyFrame:
    """A rendered reply frame: what goes before and after the answer's sections."""

    greeting: str
    sign_off: str
    #: added before the sign-off when the ask is escalated
    notice: str
    language: str


#: language name -> its phrases
LANGUAGES: dict[str, ReplyPhrases] = {
    "English": ReplyPhrases(
        "Hello", "Kind regards", "I have passed your request to a colleague, who will get back to you shortly."
    ),
    "Spanish": ReplyPhrases(
        "Hola", "Un saludo", "He trasladado su solicitud a un compañero, que se pondrá en contacto con usted en breve."
    ),
    "French": ReplyPhrases(
        "Bonjour", "Cordialement", "J'ai transmis votre demande à un collègue, qui reviendra vers vous rapidement."
    ),
    "German": ReplyPhrases(
        "Hallo",
        "Mit freundlichen Grüßen",
        "Ich habe Ihr Anliegen an einen Kollegen weitergegeben, der sich in Kürze bei Ihnen meldet.",
    ),
    "Italian": ReplyPhrases(
        "Buongiorno", "Cordiali saluti", "Ho inoltrato la sua richiesta a un collega, che la ricontatterà a breve."
    ),
    "Portuguese": ReplyPhrases(
        "Olá", "Atenciosamente", "Encaminhei o seu pedido a um colega, que entrará em contato em breve."
    ),
    "Dutch": ReplyPhrases(
        "Hallo",
        "Met vriendelijke groet",
        "Ik heb uw verzoek doorgegeven aan een collega, die spoedig contact met u opneemt.",
    ),
}

_CODES = {
    "en": "English",
    "es": "Spanish",
    "fr": "French",
    "de": "German",
    "it": "Italian",
    "pt": "Portuguese",
    "nl": "Dutch",
}

#: frequent short words that tell the languages apart (few are shared between them)
_WORDS: dict[str, frozenset[str]] = {
    "English": frozenset(
        "the and is are was were my your i you it to of in on for with have has not can this that what how why "
        "where when do does did please would could".split()
    ),
    "Spanish": frozenset(
        "el la los las y es son mi mis su tu yo usted ustedes un una que de del en por para con no pero cómo qué "
        "dónde cuándo está están he ha me se al porque también hola gracias pedido".split()
    ),
    "French": frozenset(
        "le la les et est sont mon ma mes votre vos je vous il elle un une que de du des en pour avec ne pas mais "
        "comment quoi où quand j'ai c'est ai au aux aussi bonjour merci commande".split()
    ),
    "German": frozenset(
        "der die das und ist sind mein meine ihr ihre ich sie es ein eine dass zu von im mit nicht aber wie was wo "
        "wann habe hat auch bitte danke hallo bestellung".split()
    ),
    "Italian": frozenset(
        "il lo la gli le e è sono mio mia mie io lei un una che di del in per con non ma come cosa dove quando ho "
        "anche grazie ciao ordine".split()
    ),
    "Portuguese": frozenset(
        "o a os as e é são meu minha eu você um uma que de do da em para com não mas como onde quando tenho também "
        "obrigado obrigada olá pedido".split()
    ),
    "Dutch": frozenset(
        "de het een en is zijn mijn uw ik u je dat van in op voor met niet maar hoe wat waar wanneer heb ook "
        "alstublieft bedankt hallo bestelling".split()
    ),
}
_TOKEN = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?", re.UNICODE)
#: the characters a text's language is told from: its start (a long request's whole text
#: would hold the event loop for every prompt rendered from it)
LANGUAGE_SAMPLE_CHARS = 4000


def detect_language(texts: str | Iterable[str]) -> str | None:
    """The language the text is most likely in (from its first :data:`LANGUAGE_SAMPLE_CHARS`
    characters), or ``None`` when no language clearly leads (too few known words, or a tie)."""
    text = (texts if isinstance(texts, str) else " ".join(texts))[:LANGUAGE_SAMPLE_CHARS]
    tokens = [t.lower() for t in _TOKEN.findall(text)]
    if not tokens:
        return None
    counts = {lang: sum(t in words for t in tokens) for lang, words in _WORDS.items()}
    ranked = sorted(counts.items(), key=lambda kv: kv[1], reverse=True)
    (best, top), (_, second) = ranked[0], ranked[1]
    if top < 2 and not (top == 1 and len(tokens) <= 4):
        return None
    return best if top > second else None


def reply_language(declared: str | None, customer_texts: str | Iterable[str]) -> str:
    """The language to reply in: ``declared`` (a name or a two-letter code) when given,
    else the customer's, else English."""
    if declared and declared.strip():
        name = declared.strip()
        return _CODES.get(name.lower(), name[:1].upper() + name[1:])
    return detect_language(customer_texts) or "English"


def phrases(language: str) -> ReplyPhrases:
    """The greeting word, closing and hand-over sentence in ``language`` (English when unknown)."""
    key = language.strip()
    key = _CODES.get(key.lower(), key[:1].upper() + key[1:].lower())
    return LANGUAGES.get(key, LANGUAGES["English"])
