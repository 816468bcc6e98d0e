"""The ``questions`` shapes: several questions written without a list, in any language.

Users rarely number their questions. Three ways they write them, each found here:

- :func:`question_lines`: two or more lines that are each a question, with no list marker,
  ending the request: after a passage ("...\\n\\nHow long is the reef?\\nWhere is it?"), under a
  heading or a lead line ("Questions for the onboarding doc:", "answer these based on the text
  above", "Responde:", "次の質問に答えてください。"), or alone;
- :func:`quoted_questions`: two or more quoted questions inside one sentence ('Can you answer
  "What is X?", "Why Y?" and "How Z?" simply?'): the sentence is the instruction, the quotes'
  place its slot;
- :func:`inline_questions`: two or more question sentences in a message, a support email among
  them ("Can you tell me when it will ship? Also, is it possible to change the colour? And does
  it come with instructions?"); the whole message is each branch's context, so a question that
  leans on the one before it ("If so, ...") still reads right.

A question ends with "?", "？" or "؟" or opens with "¿" (:func:`~sot.pasta_lang.items.words.is_question`
also takes an English question without its mark: "what gas is released"). The guards are the
list shape's (:func:`~sot.pasta_lang.items_guards.refused`), plus: a choice or comparison among
the questions, code around them, a question too long to be one.
"""

from __future__ import annotations

import re
from itertools import pairwise

from sot.pasta_lang.ir import Span
from sot.pasta_lang.items_grammar import Line, trimmed
from sot.pasta_lang.items_guards import COMPARE, SMALL_TALK, refused
from sot.pasta_lang.items.split import MAX_ITEMS, MIN_ITEMS, SLOT, ItemSplit, RequestItem
from sot.pasta_lang.items.words import APPLY, JSON, SIGN_OFF, clean, ends_question, is_question, singularise

__all__ = ["inline_questions", "question_lines", "quoted_questions", "unmarked_questions"]

#: a question longer than this is a paragraph that happens to end with "?"
MAX_QUESTION_CHARS = 400
#: a heading over the passage the questions are about, after them
_CONTEXT_HEADING = re.compile(
    r"^(?:\*\*|__)?(?:text|passage|context|article|document|story|excerpt|paragraph|source)", re.I
)
#: a message longer than this is a document, not a message of questions
MAX_MESSAGE_CHARS = 30_000
#: a line that instructs about the questions under it: answer words in several languages
_ANSWER = re.compile(
    r"\b(?:answer|respond|reply|questions?|faq|quiz|explain|help)\w*|\b(?:antwort|beantworte|frage|fragen)\w*|"
    r"\b(?:r[ée]ponds?|r[ée]pondez|r[ée]pondre|questions?)\b|\b(?:responde|responda|responder|contesta|"
    r"preguntas?|rispondi|domande|responda|perguntas|beantwoord|vragen|odpowiedz|pytania|cevap|sorular)\w*|"
    r"回答|答え|質問|问题|問題|回答下列|답해|질문|ответь|вопрос",
    re.I,
)
#: a message that says it asks several things ("I have a few questions", "tengo unas dudas")
_CUE = re.compile(
    r"\b(?:(?:a\s+)?(?:few|couple(?:\s+of)?|some|several|multiple|two|three|four|quick|following|my|these)\s+"
    r"(?:quick\s+|more\s+|other\s+)?(?:questions|queries|things\s+(?:to\s+ask|i'?d\s+like\s+to\s+know))|"
    r"questions\s*:|questions\s+(?:below|above)|i\s+(?:have|had|got)\s+(?:a\s+)?questions?|"
    r"(?:eine|ein\s+paar|einige|mehrere|zwei|drei)\s+fragen?|"
    r"(?:unas|algunas|varias|dos|tres)\s+(?:dudas|preguntas)|"
    r"(?:quelques|plusieurs|deux|trois)\s+questions|j'ai\s+une\s+question|"
    r"(?:alcune|qualche|due|tre)\s+domand[ae]|(?:algumas|umas|duas|tr[êe]s)\s+(?:d[úu]vidas|perguntas)|"
    r"kilka\s+pyta[nń]|несколько\s+вопросов|birkaç\s+sor|vài\s+câu\s+hỏi|cho\s+(?:mình|tôi|em)\s+hỏi)"
    r"|几个问题|想问一下|请问|いくつか質問|質問があります|몇\s*가지\s*질문",
    re.I,
)
#: a message's greeting ("Hello,", "Dear Ms. Patel,", "Bonjour,", "你好")
_GREETING = re.compile(
    r"^(?:hi|hello|hey|dear|good\s+(?:morning|afternoon|evening)|greetings|to\s+whom|bonjour|bonsoir|salut|"
    r"hola|buenos\s+d[ií]as|buenas|estimad[oa]s?|hallo|guten\s+tag|sehr\s+geehrte|liebe[rs]?|moin|servus|"
    r"ciao|buongiorno|gentile|ol[áa]|oi|bom\s+dia|prezad[oa]|dzie[nń]\s+dobry|merhaba|здравствуйте|привет|"
    r"xin\s+chào|chào|hoi|hej|beste)\b|^(?:你好|您好|こんにちは|안녕하세요)",
    re.I,
)
#: a question that goes on with the one before it rather than asking another
_JOINED = re.compile(r"(?:or|that is|i\.e\.|i mean|so|in other words|oder|ou|o)\b", re.I)
#: the connective before a question that is not part of it ("Also, is it possible ...")
_CONNECTIVE = re.compile(
    r"^(?:(?:also|finally|lastly|plus|oh and|and also|besides|first(?:ly)?|second(?:ly)?|third(?:ly)?|if so|"
    r"außerdem|zudem|aussi|enfin|también|además|por último|inoltre|infine|além disso|ook|verder)\s*,?\s+|"
    r"¿?\s*(?:and|und|et|y|e|и|ve|en)\s+(?=\w))",
    re.I,
)


def _short_lead(text: str) -> bool:
    """Nothing, or a short lead ("Now answer:"), between a passage and its questions."""
    t = clean(text)
    return not t or (len(t) <= 40 and (t.endswith((":", "：")) or bool(_ANSWER.search(t))))


def _english(texts: list[str]) -> bool:
    return all(t.isascii() for t in texts)


def _default_instruction(texts: list[str], *, has_context: bool, lead: str = "") -> str:
    if lead:
        return f"{singularise(lead)}\n{SLOT}"
    if not _english(texts):
        return SLOT  # the question alone (after its context): answered in its own language
    about = " about the text above" if has_context else ""
    return f"Answer the following question{about}:\n{SLOT}"


def question_lines(request: str, lines: list[Line]) -> ItemSplit | None:
    """Two or more unnumbered question lines ending the request, after a passage, a heading or a
    lead line (or alone), or ``None``."""
    content = [ln for ln in lines if ln.kind != "blank"]
    if len(content) < MIN_ITEMS or any(ln.kind == "fence" for ln in content):
        return None
    # the questions, then their passage under a heading ("Text:", "Passage:")
    after_span: Span | None = None
    for k, ln in enumerate(content[1:], 1):
        if ln.kind == "label" and _CONTEXT_HEADING.match(ln.marker) and k >= MIN_ITEMS:
            start = ln.body.start if ln.body is not None else (content[k + 1].start if k + 1 < len(content) else -1)
            if start >= 0:
                after_span = trimmed(request, start, content[-1].end)
                content = content[:k]
            break
    trailer = ""
    while len(content) > 3 and SIGN_OFF.match(clean(request[content[-1].start : content[-1].end])):
        content = content[:-1]  # "thx!!", "Thanks, Ana" under the questions
    last = request[content[-1].start : content[-1].end]
    if not is_question(last) and len(content) > 2 and _trailer_like(last):
        trailer = clean(last)
        content = content[:-1]
    block: list[Line] = []
    for ln in reversed(content):
        text = request[ln.start : ln.end]
        if ln.kind != "text" or len(text) > MAX_QUESTION_CHARS or not _question_line(text):
            break
        block.insert(0, ln)
        if len(block) > MAX_ITEMS:
            return None
    if len(block) < MIN_ITEMS:
        return None
    before = content[: len(content) - len(block)]
    lead = ""
    context_span: Span | None = None
    if before:
        head = before[-1]
        head_text = request[head.start : head.end]
        if head.kind == "label" and head.body is None:
            before = before[:-1]
            lead = ""
        elif _lead_line(head_text, alone=len(before) == 1):
            lead = clean(head_text)
            before = before[:-1]
        if before:
            first = before[0]
            start = first.body.start if first.kind == "label" and first.body is not None else first.start
            context_span = trimmed(request, start, before[-1].end)
    if after_span is not None:
        if context_span is not None or not lead:
            return None  # a passage on both sides, or no lead saying the questions are about the text
        context_span = after_span
    items = [RequestItem(request[ln.start : ln.end], Span(ln.start, ln.end)) for ln in block]
    texts = [i.text for i in items]
    if not lead and not trailer:
        # questions right after a passage, nothing saying they are a list: a post that ends in
        # a question and its follow-up is not; three short ones in a row are
        if len(texts) < 3 or any(len(t) > 150 or _JOINED.match(t) for t in texts):
            return None
    if lead and (COMPARE.search(lead) or (lead.rstrip().endswith("?") and not _ANSWER.search(lead))):
        return None  # "which of these is the healthiest?": one answer about all of them
    if refused(lead + " " + trailer, texts, has_context=context_span is not None, questions=True):
        return None
    if any(COMPARE.search(t) for t in texts) or (context_span is None and any(_BACK.search(t) for t in texts[1:])):
        return None
    instruction = _default_instruction(texts, has_context=context_span is not None, lead=lead)
    if trailer:
        instruction += f"\n\n{singularise(trailer)}"
    context = request[context_span.start : context_span.end] if context_span is not None else ""
    return ItemSplit(
        "list", instruction, context, context_span, tuple(items), None, "questions",
        bool(JSON.search(lead + " " + trailer)),
    )  # fmt: skip


def _question_line(text: str) -> bool:
    """A line that is one question: its mark at the end (one only), or an English question start."""
    t = clean(text).strip("*_ ")
    if not t:
        return False
    marks = len(re.findall(r"[?？؟]", t))
    if ends_question(t):
        return marks == 1 or (t.startswith("¿") and marks == t.count("¿"))
    return (
        marks == 0
        and not t.endswith((":", "：", ".", "。", "!"))
        and is_question(t)
        and not _IMPERATIVE.match(t)
        and len(t.split()) >= 3
    )


#: an English line start that :func:`is_question` takes for a question but that tells, not asks
_IMPERATIVE = re.compile(r"(?:name|list|describe|explain|define|identify|give|if|according)\b", re.I)
#: a later question that points back at earlier ones ("each of these", "those")
_BACK = re.compile(r"\b(?:these|those|each|both|either|the above|the same)\b", re.I)


def _lead_line(text: str, *, alone: bool) -> bool:
    """A line that introduces the questions under it rather than being their context."""
    t = clean(text)
    if len(t) > 200:
        return False
    if t.endswith((":", "：")):
        return True
    return bool(_ANSWER.search(t)) or (alone and len(t) <= 120 and bool(APPLY.search(t)))


def _trailer_like(text: str) -> bool:
    t = clean(text)
    return len(t) <= 160 and bool(
        re.search(r"\b(?:each|every|all|json|briefly|short|one sentence|one line|in \w+ words|format)\b", t, re.I)
    )


_QUOTED = re.compile(r"([\"“«„])([^\"“”«»„\n]{3,300}?[?？])([\"”»“])")


def quoted_questions(request: str, lines: list[Line]) -> ItemSplit | None:
    """Two or more quoted questions inside one sentence, or ``None``."""
    content = [ln for ln in lines if ln.kind != "blank"]
    if len(content) != 1 or content[0].kind != "text":
        return None
    line = content[0]
    found = list(_QUOTED.finditer(request, line.start, line.end))
    if not MIN_ITEMS <= len(found) <= MAX_ITEMS:
        return None
    between = [request[a.end() : b.start()] for a, b in pairwise(found)]
    if any(not re.fullmatch(r"\s*(?:,|,?\s*(?:and|or|&)|;)\s*", gap, re.I) for gap in between):
        return None  # the quotes are not one list
    items = [RequestItem(m.group(2), Span(m.start(2), m.end(2))) for m in found]
    shared = request[line.start : found[0].start(2)] + SLOT + request[found[-1].end(2) : line.end]
    texts = [i.text for i in items]
    if refused(shared, texts, has_context=False, questions=True):
        return None
    instruction = singularise(clean(shared))
    return ItemSplit("list", instruction, "", None, tuple(items), None, "questions", bool(JSON.search(shared)))


#: a connective that adds another question ("Also, ...", "Oh and ...", "Second, ..."), not a plain "and"
_ADDING = re.compile(
    r"^(?:also|oh and|and also|plus|besides|first(?:ly)?|second(?:ly)?|third(?:ly)?|außerdem|zudem|aussi|"
    r"también|además|inoltre|além disso|ook|verder)\b",
    re.I,
)
#: a chat message of a line that tells the matter and a line of questions is no longer than this (a longer
#: post of several paragraphs asks its questions about one matter)
_LINE_MESSAGE = 400
#: ... and none of its questions longer than this
_LINE_QUESTION = 120
#: a message this long that says nothing of asking several things is a post about one matter
_SHORT_MESSAGE = 500
#: a question that points back at the one before ("Is this likely to ...", "get it to show up"); "they"
#: most often points at the message's topic ("Do they get along with cats?"), so it does not count
_BACK_REFERENCE = re.compile(
    r"^\W*(?:is|are|was|were|does|do|did|will|would|can|could|should)\s+(?:this|that)\b"
    r"|(?<!\bis\s)(?<!\bwas\s)\bit\b(?!\s+(?:is|was|possible|worth|ok|okay|safe|true|necessary|normal|better|"
    r"a\s+good\s+idea|take|cost|mean)\b)",
    re.I,
)
#: a last question joined on without its mark: "and how much fiber is in oats"
_TAIL_QUESTION = re.compile(
    r"\s+(?P<c>(?:and|also|oh and|plus|et|e|y|und|en)\s+)(?P<q>(?:how|what|who|where|when|why|which|is|are|do|does|"
    r"can|could|should|would|will)\b[^\n.!?]{3,120}?)\s*",
    re.I,
)
#: where a question ends: its mark (and a closing quote or bracket)
_MARK = re.compile(r"[?？؟]+[\"'”)]*")
#: where the sentence before a question ends: its end mark, a line break, a colon that opens what follows
_BOUNDARY = re.compile(r"[.!。！][\"'”)]*(?=\s|$)|[。！]|\n|[:：](?=\s|$)|：")


def inline_questions(request: str, lines: list[Line]) -> ItemSplit | None:
    """Two or more question sentences in a message, the message each one's context, or ``None``."""
    if len(request) > MAX_MESSAGE_CHARS:
        return None
    content = [ln for ln in lines if ln.kind != "blank"]
    if not content or any(ln.kind == "fence" for ln in content):
        return None
    # the sign-off ("Thanks,\nMarta") is not where the questions end
    end_index, signed = len(content), False
    while end_index > 1:
        text = clean(request[content[end_index - 1].start : content[end_index - 1].end])
        if ends_question(text) or len(text) > 60:
            break
        if SIGN_OFF.match(text):
            end_index, signed = end_index - 1, True
            break
        end_index -= 1
    if not signed:
        end_index = len(content)
    body_end = content[end_index - 1].end
    start = content[0].start
    marks = list(_MARK.finditer(request, start, body_end))
    if not marks:
        return None
    # a last question without its mark, joined on ("... ? and how much fiber is in oats")
    tail = _TAIL_QUESTION.fullmatch(request, marks[-1].end(), body_end)
    if not MIN_ITEMS <= len(marks) + bool(tail) <= MAX_ITEMS or (
        tail is None and request[marks[-1].end() : body_end].strip()
    ):
        return None  # no questions, too many, or a statement after them: the message goes on
    questions: list[Span] = []
    joined = 0  # questions after the first one joined on by "also", "oh and", "First, ... Second, ..."
    plain = 0  # ... or by a plain "and", "et", "y"
    for mark in marks:
        begin = start
        for boundary in _BOUNDARY.finditer(request, start, mark.start()):
            begin = boundary.end()
        span = trimmed(request, begin, mark.end())
        text = request[span.start : span.end]
        connective = _CONNECTIVE.match(text)
        if connective and questions:
            joined += bool(_ADDING.match(text))
            plain += not _ADDING.match(text)
        questions.append(Span(span.start + connective.end(), span.end) if connective else span)
        start = mark.end()
    if len(questions) > MIN_ITEMS and (
        questions[0].end - questions[0].start <= 40
        and SMALL_TALK.search(request[questions[0].start : questions[0].end])
    ):
        questions = questions[1:]  # "oi, tudo bem?": the greeting, not a question to answer
    if tail is not None:
        questions.append(trimmed(request, tail.start("q"), tail.end("q")))
        joined += bool(_ADDING.match(tail.group("c")))
        plain += not _ADDING.match(tail.group("c"))
    # three or more questions, some joined on by "also" or "and", say so (two: often a question and
    # one that hangs on it, "What's the weather like? Also, can you recommend a jacket?")
    added = len(questions) >= 3 and joined + plain >= 1
    # a message that asks several things says so: a greeting, a sign-off, "I have a few
    # questions", or a passage and then a paragraph of questions only
    opening = request[content[0].start : questions[0].start]
    first_line = clean(request[content[0].start : content[0].end])
    # a greeting counts on a line of its own ("Hello,"), not before a question ("Hi, can you ...?")
    greeted = bool(_GREETING.match(first_line)) and len(first_line) <= 40 and not ends_question(first_line)
    # ... or before three questions or more, set off by its punctuation ("Hola! Tengo una duda. ¿...? ¿...? ¿...?")
    hello = _GREETING.match(first_line)
    greeted = greeted or bool(hello and len(questions) >= 3 and re.match(r"\s*[,!.]", first_line[hello.end() :]))
    if hello and re.match(r"\s*[,!.]", first_line[hello.end() :]) and questions[0].start == content[0].start:
        cut = re.match(r"\s*[,!.]\s*", request[content[0].start + hello.end() :])
        if cut is not None:
            questions[0] = Span(content[0].start + hello.end() + cut.end(), questions[0].end)  # "Dzień dobry, ile ...?"
    last_paragraph = request.rfind("\n\n", content[0].start, questions[0].start)
    after_passage = (
        last_paragraph >= 0
        and "\n\n" not in request[questions[0].start : questions[-1].end]
        and _short_lead(request[last_paragraph : questions[0].start])
        and len(request[content[0].start : last_paragraph].strip()) >= 80
    )
    # ... or a line of three questions or more under a line that tells the matter
    line_break = request.rfind("\n", content[0].start, questions[0].start)
    after_passage = after_passage or (
        len(questions) >= 3
        and len(request.strip()) <= _LINE_MESSAGE
        and all(q.end - q.start <= _LINE_QUESTION for q in questions)
        and line_break >= 0
        and not request[line_break : questions[0].start].strip()
        and "\n" not in request[questions[0].start : questions[-1].end]
        and len(request[content[0].start : line_break].strip()) >= 40
    )
    if not (signed or greeted or _CUE.search(opening) or after_passage or added):
        return None
    if not (signed or greeted or _CUE.search(opening) or after_passage) and (
        len(request.strip()) > _SHORT_MESSAGE
        or any(_BACK_REFERENCE.search(request[q.start : q.end]) for q in questions[1:])
    ):
        return None  # joined on only by "also": a short message of separate questions, none pointing back
    if not (signed or greeted or _CUE.search(opening) or added) and len(questions) < 3:
        return None  # two questions after a passage: most often one question and its follow-up
    if any(_JOINED.match(request[s.start : s.end]) for s in questions[1:]):
        return None  # "Or would it ...?", "That is, ...?": the question before, asked again
    items = [RequestItem(request[s.start : s.end], s) for s in questions]
    texts = [i.text for i in items]
    if any(len(t) > MAX_QUESTION_CHARS or len(t) < 4 or t[0] in "\"'“”‘’«»" for t in texts):
        return None
    if any(COMPARE.search(t) for t in texts) or refused("", texts, has_context=True, questions=True):
        return None
    context_span = trimmed(request, content[0].start, content[-1].end)
    instruction = SLOT if not _english(texts) else f"Answer this question from the message above:\n{SLOT}"
    context = request[context_span.start : context_span.end]
    return ItemSplit("list", instruction, context, context_span, tuple(items), None, "questions", False)


#: what a question opens with when its mark is left off: a question word, or a verb and its subject
_OPENER = (
    r"(?:what'?s|whats|(?:what|how|why|where|when|who|which)"
    # "when you get a chance", "what the error says": a clause that tells, not asks
    r"(?!\s+(?:i|you|u|we|they|he|she|it|the|a|an|this|that|my|your|our|their)\b)|"
    r"(?:do|does|did|can|could|should|will|would|is|are|was|were|have|has)\s+(?:i|we|you|u|they|there|it|my|the|a)\b)"
)
#: a line of questions without their marks, joined by commas or "and" ("whats the best time to visit
#: iceland and do i need a 4x4 and how cold is it in september")
_UNMARKED = re.compile(rf"(?:^|(?<=[-–:]\s))(?={_OPENER}\b)", re.I)
_UNMARKED_SEP = re.compile(rf"(?:,\s*(?:and\s+)?|\s+and\s+)(?={_OPENER}\s)", re.I)
#: the longest line read for unmarked questions
_UNMARKED_CHARS = 300
#: the fewest questions such a line must join
_UNMARKED_MIN = 3


def unmarked_questions(request: str, lines: list[Line]) -> ItemSplit | None:
    """Questions on one short line without their marks, each opening with a question word or a
    verb and its subject, joined by commas or "and" (all of the line's parts so), or ``None``."""
    content = [ln for ln in lines if ln.kind != "blank"]
    if len(content) != 1 or content[0].kind != "text" or content[0].end - content[0].start > _UNMARKED_CHARS:
        return None
    line = content[0]
    text = request[line.start : line.end]
    if text.count("?") > 1:
        return None  # marked questions are read elsewhere
    start = next((m.start() for m in _UNMARKED.finditer(text)), None)
    if start is None:
        return None
    spans: list[Span] = []
    pos = start
    for sep in [*_UNMARKED_SEP.finditer(text, start), None]:
        stop = sep.start() if sep is not None else len(text)
        span = trimmed(text, pos, stop)
        if len(text[span.start : span.end].split()) < 3:
            return None  # "and why": a part too short to be a question of its own
        spans.append(Span(line.start + span.start, line.start + span.end))
        pos = sep.end() if sep is not None else stop
    if not _UNMARKED_MIN <= len(spans) <= MAX_ITEMS:
        return None  # two joined clauses are most often one question and its follow-up
    items = [RequestItem(request[s.start : s.end], s) for s in spans]
    texts = [i.text for i in items]
    if any(COMPARE.search(t) for t in texts) or refused("", texts, has_context=True, questions=True):
        return None
    if any(_BACK_REFERENCE.search(t) for t in texts[1:]) or any(SMALL_TALK.search(t) for t in texts):
        return None
    context_span = trimmed(request, line.start, line.end)
    instruction = SLOT if not _english(texts) else f"Answer this question from the message above:\n{SLOT}"
    return ItemSplit(
        "list", instruction, request[context_span.start : context_span.end], context_span, tuple(items), None,
        "questions", False,
    )  # fmt: skip
