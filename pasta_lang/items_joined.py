"""Questions joined inline: several questions run together in one line of a chat message.

Users type several questions as one run-on sentence: "how do i add a second user, can i move my
old invoices over and whats the limit on api calls now", "couple of things - is the pool heated
- are towels provided - what time is checkout", "Quick checks; is the cert renewed; are the DNS
records moved", "Who orders the fiber line? also do we need a contract for the phones", "Wann
kommt die Lieferung? Kann ich ... und gibt es ...?". :func:`joined_questions` cuts such a line
into its clauses where each one opens like a question of its own, in English, German, French,
Spanish, Portuguese, Italian, Polish or Russian:

- a question word ("how", "wann", "combien", "cuánto", "qual", "dove", "ile", "сколько"), or a
  verb and its subject ("can I", "is there", "kann ich", "peut-on", "puedo"); after a strong
  cut (a question mark, a semicolon, a dash between spaces, "also", "plus") a verb and any word
  ("are towels provided");
- cut at a question mark, a comma, a semicolon, a spaced dash or a joining word ("and",
  "also", "plus", "und", "et aussi", "y", "e também", "i", "и"); the first clause may also open
  mid-sentence with a question word and its verb ("... yesterday how do i add a user").

Three clauses or more are split (two are most often one question and its follow-up: "What's
the weather like today? Also, can you recommend a jacket?"), and only where one of the cuts is
a joining word, a semicolon or a dash (sentences that each end with "?" are
:func:`~sot.pasta_lang.items_questions.inline_questions`' shape, which asks for a cue; "Is there an
explanation, was it introduced later?" is one question and its rephrasing). The guards: the line is short (a message, not a paragraph), every clause is three
words or more, a later clause does not point back ("is it", "that", "those"), no comparison or
choice among them, no small talk, and the list shape's guards
(:func:`~sot.pasta_lang.items_guards.refused`). The whole message is each branch's context.
"""

from __future__ import annotations

import re

from sot.pasta_lang.ir import Span
from sot.pasta_lang.items_grammar import Line, trimmed
from sot.pasta_lang.items_guards import COMPARE, SMALL_TALK, refused
from sot.pasta_lang.items.split import MAX_ITEMS, MIN_ITEMS, SLOT, ItemSplit, RequestItem
from sot.pasta_lang.items.words import SIGN_OFF, clean

__all__ = ["joined_questions"]

#: the longest line read for joined questions (a chat message's line, not a paragraph)
MAX_LINE_CHARS = 600
#: the longest request read (a message with a passage before or after its questions)
MAX_MESSAGE_CHARS = 8000
#: the longest clause taken for one question
MAX_CLAUSE_CHARS = 220

#: a question word opening a clause, in the languages read here
_WH = (
    r"(?:what'?s|whats|(?:what|how|why|where|when|who|whom|whose|which)"
    # "when you get a chance", "what the error says": a clause that tells, not asks
    r"(?!\s+(?:i|you|u|we|they|he|she|it|the|a|an|this|that|my|your|our|their)\b)|"
    r"wann|wie|was|wo|woher|wohin|warum|wieso|weshalb|wer|welche[rsmn]?|"
    r"combien|comment|pourquoi|où|quand|quel(?:le)?s?|est-ce\s+qu(?:e|')|qu'est-ce|"
    r"c[óo]mo|cu[áa]nt[oa]s?|cu[áa]ndo|d[óo]nde|qu[ée]|por\s*qu[ée]|qui[ée]n(?:es)?|cu[áa]l(?:es)?|"
    r"qual|quais|quant[oa]s?|quando|onde|o\s+que|"
    r"cosa|come|dove|perch[ée]|chi|quale|quali|"
    r"ile|czy|jak|gdzie|kiedy|dlaczego|сколько|как|где|когда|почему|зачем|можно|есть\s+ли)"
)
#: a verb that opens a yes/no question, and the subjects after it that make one
_AUX = (
    r"(?:is|are|was|were|do|does|did|can|could|should|would|will|have|has|may|must|shall|isn't|aren't|don't|"
    r"doesn't|can't|kann|können|darf|dürfen|muss|müssen|soll|sollte|gibt|ist|sind|habe|hat|haben|brauche|braucht|"
    r"wird|puedo|podemos|puede|debo|necesito|hay|tengo|posso|podemos|devo|tem|têm|há|preciso)"
)
_SUBJECT = (
    r"(?:i|we|you|u|they|there|it|he|she|my|our|your|the|a|an|this|these|someone|anyone|somebody|anybody|"
    r"people|one|ich|man|wir|sie|es|der|die|das|mein\w*|unser\w*|ihr|du|er|ein\w*|yo|usted|ustedes|eu|nós|"
    r"você|vocês|io|noi|lei)"
)
#: French and Portuguese questions that open on their verb and subject ("peut-on", "vocês entregam")
_INVERTED = r"(?:peut-on|puis-je|dois-je|faut-il|y\s+a-t-il|avez-vous|pouvez-vous|est-il|est-elle|voc[êe]s?\s+\w+)"
#: a clause that opens like a question after a weak cut (a comma, a plain "and")
_OPEN_WEAK = re.compile(rf"(?:{_WH}\b|{_AUX}\s+{_SUBJECT}\b|{_INVERTED}\b)", re.I)
#: ... and after a strong one (a question mark, a semicolon, a dash, "also"): a verb and any word
_OPEN_STRONG = re.compile(rf"(?:{_WH}\b|{_AUX}\s+\w|{_INVERTED}\b)", re.I)
#: a question word and its verb: a question even mid-sentence ("... yesterday how do i add ...")
_OPEN_MIDDLE = re.compile(
    r"(?:how|what|where|when|why|who|which)\s+(?:do|does|did|is|are|can|could|should|would|will)\s+\w", re.I
)
#: words that add another question ("also", "plus", "außerdem", "e também")
_ADDING = (
    r"(?:and\s+also|oh\s+and|also|plus|besides|und\s+auch|außerdem|et\s+aussi|aussi|y\s+también|también|además|"
    r"e\s+também|também|além\s+disso|inoltre|e\s+anche|ook|a\s+także|а\s+также|ещё)"
)
#: words that join clauses plainly ("and", "und", "et", "y")
_PLAIN = r"(?:and|und|et|y|e|и|ve|en)"
#: a cut between clauses: its punctuation, then a joining word; ``strong`` where it says "another question"
_CUT = re.compile(
    rf"(?P<mark>[?？]+[\"'”)]*\s*|\s*[;；]\s*|\s+[-–—]\s+|\s*[.!](?=\s)\s*|\s*[:：]\s+)(?:(?P<add1>{_ADDING})\s*,?\s+|"
    rf"(?P<and1>{_PLAIN})\s+)?"
    rf"|(?P<comma>\s*[,，]\s*)(?:(?P<add2>{_ADDING})\s*,?\s+|(?P<and2>{_PLAIN})\s+)?"
    rf"|\s+(?:(?P<add3>{_ADDING})\s*,?\s+|(?P<and3>{_PLAIN})\s+)",
    re.I,
)
#: a later clause that points back at an earlier one ("is it safe", "that", "those", "if so")
_BACK = re.compile(
    r"\b(?:that|those|these|them|the\s+same|the\s+above|if\s+so|if\s+not|either|both|then)\b"
    r"|^\W*(?:is|are|was|does|do|did|will|would|can|could|should)\s+(?:this|that)\b"
    r"|(?<!\bis\s)\bit\b(?!\s+(?:is|was|possible|worth|ok|okay|safe|true|necessary|normal|take|cost|mean)\b)",
    re.I,
)
#: several words that add another ask ("and also", "e também"): a clause of their own even without a question word
_ADDING_PHRASE = re.compile(r"\S+\s+\S+", re.I)
#: a greeting of a word or two before the questions ("Bonjour,", "Oi!", "hey there,")
_GREETING = re.compile(r"^\W*[^\W\d_]+(?:\s+[^\W\d_]+)?\s*[,!]")
#: the longest lead before questions cut by semicolons or dashes ("Quick checks before launch; ...")
_SHORT_LEAD = 60
#: "or" opening a clause: the question before, asked another way
_OR = re.compile(r"^(?:or|oder|ou|o|lub|или)\b", re.I)


def joined_questions(request: str, lines: list[Line]) -> ItemSplit | None:
    """Two or more questions joined inline on one line of a message, or ``None``."""
    if len(request) > MAX_MESSAGE_CHARS:
        return None
    content = [ln for ln in lines if ln.kind not in ("blank",)]
    if not content or any(ln.kind == "fence" for ln in content):
        return None
    while len(content) > 1 and SIGN_OFF.match(clean(request[content[-1].start : content[-1].end])):
        content = content[:-1]
    while (
        len(content) > 1
        and len(clean(request[content[-1].start : content[-1].end])) <= 25
        and not re.search(r"[?？]", request[content[-1].start : content[-1].end])
    ):
        content = content[:-1]  # a name or "thx!!" under the questions
    candidates = [content[-1]] if len(content) == 1 else [content[-1], content[0]]
    for line in candidates:
        if line.kind not in ("text", "label") or line.end - line.start > MAX_LINE_CHARS:
            continue
        spans = _clauses(request, line.start, line.end)
        if spans is None:
            continue
        if any(re.search(r"[?？]", request[ln.start : ln.end]) for ln in content if ln is not line):
            return None  # a question on another line too: the line is not the message's only ask
        items = [RequestItem(request[s.start : s.end], s) for s in spans]
        texts = [i.text for i in items]
        if any(COMPARE.search(t) or SMALL_TALK.search(t) for t in texts):
            return None
        if refused("", texts, has_context=True, questions=True):
            return None
        context_span = trimmed(request, content[0].start, lines[-1].end)
        english = all(t.isascii() for t in texts)
        instruction = f"Answer this question from the message above:\n{SLOT}" if english else SLOT
        context = request[context_span.start : context_span.end]
        return ItemSplit("list", instruction, context, context_span, tuple(items), None, "questions", False)
    return None


def _clauses(request: str, start: int, end: int) -> list[Span] | None:
    """The question clauses of ``request[start:end]`` when the line is made of them, else ``None``."""
    text = request[start:end]
    if len(re.findall(r"(?:^|\s)\(?\d{1,2}[.)]\s", text)) >= MIN_ITEMS:
        return None  # "1. ... 2. ...": items numbered inline, read by their own shape
    asked = text.rstrip().endswith(("?", "？"))
    # where clauses may begin: after each cut whose following words open a question
    begins: list[tuple[int, int, bool, bool]] = []  # (cut start, clause start, strong, adding)
    for cut in _CUT.finditer(text):
        at = cut.end()
        if at >= len(text) or cut.end() == cut.start():
            continue
        mark = cut.group("mark") or ""
        adding = bool(cut.group("add1") or cut.group("add2") or cut.group("add3"))
        strong = adding or bool(re.search(r"[?？;；]|\s[-–—]\s", mark))
        opener = (_OPEN_STRONG if strong else _OPEN_WEAK).match(text, at)
        if opener is None and asked and "?" not in text[at:].rstrip()[:-1]:
            opener = _OPEN_STRONG.match(text, at)  # the line's last question: "... and is gift wrapping available?"
        added = cut.group("add1") or cut.group("add2") or cut.group("add3") or ""
        said = "?" in mark or "？" in mark or bool(_ADDING_PHRASE.fullmatch(added.strip()))
        if opener is None and not (adding and said and text.rstrip().endswith(("?", "？"))):
            continue
        begins.append((cut.start(), at, strong, adding))
    if not begins:
        return None
    # the first clause: at the line's start, after a sentence end or a colon, or mid-sentence as "how do I"
    first = None
    lead_end = 0
    if _OPEN_WEAK.match(text) or _OPEN_MIDDLE.match(text):
        first = 0
    else:
        for m in _OPEN_MIDDLE.finditer(text):
            if m.start() < begins[0][0]:
                first, lead_end = m.start(), m.start()
                break
        for cut_start, at, _s, _a in begins:
            if first is not None and at > first:
                break
            if re.match(r"[.!?？:：]", text[cut_start:].lstrip()) or re.search(r"[?？]", text[cut_start:at]):
                first, lead_end = at, at
                break
    if first is None and (greeting := _GREETING.match(text)) and begins[0][0] <= greeting.end():
        first, lead_end = begins[0][1], begins[0][1]  # "Bonjour, est-ce que ...": a greeting, then the questions
    if first is None and begins[0][0] <= _SHORT_LEAD and re.match(r"\s*(?:[;；]|[-–—]\s)", text[begins[0][0] :]):
        first, lead_end = begins[0][1], begins[0][1]  # "couple of things - is the pool heated - ..."
    if first is None:
        return None
    lead = text[:lead_end]
    if "?" in lead or "？" in lead:
        return None  # a question before the clauses: the line is not made of them alone
    rest = [b for b in begins if b[1] > first]
    if not MIN_ITEMS - 1 <= len(rest) <= MAX_ITEMS - 1:
        return None
    spans: list[Span] = []
    bounds = [(first, rest[0][0] if rest else len(text))]
    for k, (_cut, at, _strong, _adding) in enumerate(rest):
        stop = rest[k + 1][0] if k + 1 < len(rest) else len(text)
        bounds.append((at, stop))
    for k, (b, e) in enumerate(bounds):
        mark = re.match(r"[?？]+[\"'”)]*", text[e:])
        if mark and k + 1 < len(bounds):
            e += mark.end()  # the question's mark is its own
        piece = text[b:e].rstrip(" ,;；，-–—")
        e = b + len(piece)
        inner = re.search(r"[?？][\"'”)]*\s+(?=\S)", piece)
        if inner:
            return None  # a question, then more that opens no question: the message goes on
        if len(piece) > MAX_CLAUSE_CHARS or len(piece.split()) < 3:
            return None
        if k and (_BACK.search(piece) or _OR.match(piece)):
            return None
        spans.append(trimmed(request, start + b, start + e))
    if not any(
        re.search(rf"[;；]|\s[-–—]\s|\b(?:{_PLAIN}|{_ADDING})\b", text[cut:at], re.I) for cut, at, _s, _a in rest
    ):
        return None  # no joining word, semicolon or dash: a question and its rephrasings ("Is there X, was Y?")
    if len(spans) < 3:
        return None  # two clauses: most often one question and its follow-up ("... today? Also, can you ...?")
    return spans
