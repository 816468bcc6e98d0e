"""The ``list`` shape: numbered, bulleted, labelled or line-separated items after an instruction.

"Answer the following questions: 1. ... 2. ...", "Questions: - ... - ...", "Translate these
sentences into French:" then one a line. :func:`list_shape` picks the list of items among the
request's lists (:func:`list_runs`), tells it from a list that is
the context of one question, and finds the instruction (a lead line, a heading, a trailer) and
the context block before or after it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import pairwise

from sot.pasta_lang.ir import Span
from sot.pasta_lang.items_grammar import Line, trimmed, unquote
from sot.pasta_lang.items_guards import refused
from sot.pasta_lang.items.split import MAX_FIELD_WORDS, MAX_LIST_ITEMS, MIN_ITEMS, SLOT, ItemSplit, Kind, RequestItem
from sot.pasta_lang.items.words import (
    APPLY,
    CONTEXT_NOUNS,
    EACH,
    EXTRACT,
    ITEM_NOUNS,
    JSON,
    SIGN_OFF,
    TRANSLATE,
    clean,
    context_first,
    ends_question,
    is_question,
    names_items,
    noun_of,
    singularise,
)

__all__ = ["Run", "list_runs", "list_shape"]


@dataclass(slots=True)
class Run:
    """One list of the request: its item lines, and where it starts and ends."""

    items: list[Line]
    first: int  # index in lines of the first item
    last: int  # index in lines of the last line of the run (last item or its continuation)
    ends: list[int]  # each item's text end (continuation lines included)


def list_runs(lines: list[Line]) -> list[Run]:
    """Lists: item lines of one family at one indentation, blank lines allowed between them;
    deeper items and text lines right under an item belong to it."""
    runs: list[Run] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.kind != "item":
            i += 1
            continue
        run = Run([line], i, i, [line.end])
        j = i + 1
        gap = False
        while j < len(lines):
            nxt = lines[j]
            if nxt.kind == "blank":
                gap = True
                j += 1
                continue
            if nxt.kind == "item" and nxt.indent <= line.indent + 1 and nxt.family == line.family:
                prev_number = run.items[-1].number
                if nxt.number is not None and prev_number is not None and nxt.number != prev_number + 1:
                    break  # numbering starts over or jumps: another list
                run.items.append(nxt)
                run.ends.append(nxt.end)
                run.last = j
                gap = False
                j += 1
                continue
            if nxt.kind == "item" and nxt.indent > line.indent + 1 and not gap:
                run.ends[-1] = nxt.end  # a detail of the item above
                run.last = j
                j += 1
                continue
            if nxt.kind == "text" and ((not gap and nxt.indent > 0) or run.items[-1].body is None):
                run.ends[-1] = nxt.end  # the item goes on below its marker
                run.last = j
                gap = False
                j += 1
                continue
            break
        runs.append(run)
        i = max(j, i + 1)
    return runs


#: an id or label that every item opens with ("#4411 ...", "Persona A: ...", "Clause 7.2: ..."): not the item
_ITEM_LABEL = re.compile(r"(?:#\d+[:.)]?|(?P<word>[^\W\d_][\w-]{0,20})\s+(?:[A-Z]|\d+(?:\.\d+)*)\s*[:：])\s+")


def unlabelled(request: str, items: list[RequestItem]) -> list[RequestItem]:
    """``items`` without the id or label each one opens with, where all of them open with one
    ("#4411", or the same word and a letter or number: "Persona A:", "Clause 9.1:")."""
    found = [_ITEM_LABEL.match(request, i.span.start, i.span.end) for i in items]
    if not all(found) or len({(m.group("word") or "#").casefold() for m in found if m}) != 1:
        return items
    return [RequestItem(request[m.end() : i.span.end], Span(m.end(), i.span.end)) for m, i in zip(found, items) if m]


def _lead_like(text: str) -> bool:
    """A short line that instructs about the items below it ("Translate these sentences:",
    "Please answer the following questions based on this information.")."""
    t = clean(text)
    if (
        t
        and len(t) <= 200
        and _NAMES_THEM.search(t)
        and (re.search(r"\beach\b", t, re.I) or re.match(r"(?:who|what|which|where|when|how|why)\b", t, re.I))
        and (t.endswith(("?", ".", ":", "：")) or APPLY.search(t))
    ):
        return True  # "Who were these people? One line each.", "How do I say these in German?"
    if t and len(t) <= 200 and t.endswith((":", "：")) and (TRANSLATE.search(t) or _WANT.search(t)):
        return True  # "Traduis en anglais :", "I need these details out of the contract:"
    if t and len(t) <= 60 and TRANSLATE.match(t) and not t.endswith("?"):
        return True  # "translate to spanish pls" above a list: the sentences are translated one by one
    if not t or t.endswith("?") or not APPLY.search(t):
        return False
    if len(t) > 200:  # a longer paragraph instructs only when it names the items outright
        return len(t) <= 600 and bool(re.search(rf"\b(?:the following|these|below)\s+{ITEM_NOUNS}\b", t, re.I))
    return t.endswith(":") or bool(EACH.search(t) and names_items(t))


#: an instruction that points at the items below it ("these", "each of these", "the following")
_NAMES_THEM = re.compile(
    r"\b(?:these|each(?:\s+of\s+(?:these|them|the\s+following))?|the\s+following|below)\b|\beach\b"
    r"|下面|以下|这些|這些|次の|これら|分别|ces\b|suivant|siguientes|estas\b|estos\b|folgende|diese[n]?\b|"
    r"seguintes|questi\b|queste\b|deze\b",
    re.I,
)
#: a lead that asks for something about the items without a verb of ours ("I need these details ...")
_WANT = re.compile(r"\b(?:i\s+(?:need|want|would\s+like)|we\s+need|need)\b", re.I)


def list_shape(request: str, lines: list[Line]) -> ItemSplit | None:
    """The list split of ``request`` (a list of items after an instruction or heading, else
    line-separated items), or ``None``."""
    runs = [r for r in list_runs(lines) if len(r.items) >= MIN_ITEMS]
    if not runs:
        return _plain_lines_shape(request, lines)
    run = runs[-1] if is_question(request[runs[-1].items[0].start : runs[-1].ends[0]]) else runs[0]
    # the lists of the request other than the chosen one are context, unless they look like items too
    items: list[RequestItem] = []
    for line, end in zip(run.items, run.ends):
        if line.body is None and end == line.end:
            return None  # a marker with no text
        start = line.body.start if line.body is not None else line.end
        span = trimmed(request, start, end)
        b, e = span.start, span.end
        while e > b and request[e - 1] in "*_" and request[b] in "*_":
            b, e = b + 1, e - 1
        if e <= b:
            return None
        items.append(RequestItem(request[b:e], Span(b, e)))
    if len(items) > MAX_LIST_ITEMS:
        return None
    items = unlabelled(request, items)
    if all(i.text.endswith((":", "：")) and len(i.text) > 1 for i in items):  # a form's fields: "- Sender:"
        items = [
            RequestItem(i.text[:-1].rstrip(), Span(i.span.start, i.span.start + len(i.text[:-1].rstrip())))
            for i in items
        ]
    texts = [i.text for i in items]
    questions = all(is_question(t) for t in texts)

    before = [ln for ln in lines[: run.first] if ln.kind != "blank"]
    after = [ln for ln in lines[run.last + 1 :] if ln.kind != "blank"]

    heading: Line | None = None
    lead: Line | None = None
    if before and before[-1].kind == "label" and before[-1].body is None:
        heading = before.pop()
    if before and before[-1].kind == "text" and _lead_like(request[before[-1].start : before[-1].end]):
        lead = before.pop()
    elif (
        before
        and before[-1].kind == "text"
        and questions
        and request[before[-1].start : before[-1].end].rstrip().endswith(":")
        and heading is None
    ):
        lead = before.pop()  # "Please answer based on this information:"
    top_intro: Line | None = None
    if lead is None and before and before[0].kind == "text" and len(before) >= 2:
        first_text = request[before[0].start : before[0].end]
        if _lead_like(first_text) and not first_text.rstrip().endswith("?"):
            top_intro = before[0]

    # what follows the list: a context block set off by a heading or a blank line, or a short trailer
    trailer = ""
    context_after: Span | None = None
    if after:
        while after and after[-1].kind == "text" and _sign_off(request, after):
            after = after[:-1]  # "Best, Owen": the message's end, not more of it
    if after:
        if after[0].kind in ("text", "label") and _CONTEXT_LINE.match(clean(request[after[0].start : after[0].end])):
            head = request[after[0].start : after[0].end]
            colon = head.index(":") if ":" in head else head.index("：")
            start = (
                after[0].start + colon + 1 if head[colon + 1 :].strip() else (after[1].start if len(after) > 1 else -1)
            )
            if start < 0:
                return None
            context_after = unquote(request, trimmed(request, start, after[-1].end))
        elif after[0].kind == "label" and _CONTEXT_LABEL.match(after[0].marker):
            body_start = (
                after[0].body.start if after[0].body is not None else (after[1].start if len(after) > 1 else -1)
            )
            if body_start < 0:
                return None
            context_after = unquote(request, trimmed(request, body_start, after[-1].end))
        elif len(after) == 1 and after[0].kind == "text" and _trailer_ok(request[after[0].start : after[0].end]):
            trailer = singularise(clean(request[after[0].start : after[0].end]))
        elif lead is not None and re.search(r"\bbelow\b", request[lead.start : lead.end], re.I) and not questions:
            return None
        elif lead is not None and re.search(rf"\b{CONTEXT_NOUNS}\s+below\b", request[lead.start : lead.end], re.I):
            context_after = unquote(request, trimmed(request, after[0].start, after[-1].end))
        else:
            return None  # text after the list: the list is the context of a question, or more follows

    # what comes before: context (a passage) and possibly an intro line
    context_span: Span | None = None
    if before:
        if context_after is not None:
            return None  # context on both sides: not one block
        region = before
        if region[0].kind == "label" and region[0].body is None:
            region = region[1:]
        if not region:
            return None
        start = region[0].body.start if region[0].kind == "label" and region[0].body is not None else region[0].start
        if top_intro is not None:
            region = before[1:]
            if region[0].kind == "label" and region[0].body is None:
                region = region[1:]
            if not region:
                return None
            start = (
                region[0].body.start if region[0].kind == "label" and region[0].body is not None else region[0].start
            )
        context_span = unquote(request, trimmed(request, start, region[-1].end))
    elif context_after is not None:
        context_span = context_after

    lead_text = clean(request[lead.start : lead.end]) if lead is not None else ""
    heading_text = clean(request[heading.start : heading.end]) if heading is not None else ""
    intro_text = clean(request[top_intro.start : top_intro.end]) if top_intro is not None else ""
    shared = " ".join(t for t in (intro_text, lead_text, heading_text, trailer) if t)

    if not questions and _one_piece(lead_text or intro_text):
        return None  # "Write an email using these notes:", "Format this as one table:": one piece from the list
    if not questions:
        # a list of things that are not questions is items only when an instruction says so
        says = lead_text or intro_text
        if not says or not (
            (APPLY.search(says) and (EACH.search(says) or names_items(says) or says.endswith(":")))
            or _NAMES_THEM.search(says)
            or _WANT.search(says)
            or TRANSLATE.search(says)
        ):
            return None
    if lead is None and heading is None and not questions:
        return None
    if lead is None and heading is None and before and context_span is not None and top_intro is None:
        # questions right after a passage with no heading: fine (reading comprehension); but one
        # question before a list ("What could it be? - a - b") makes the list context
        last_before = request[before[-1].start : before[-1].end]
        if last_before.rstrip().endswith("?") and len(last_before) < 200:
            return None

    kind: Kind = "fields" if EXTRACT.search(lead_text or intro_text) and _field_like(texts) else "list"
    if lead_text:
        instruction = singularise(lead_text)
    elif heading_text:
        instruction = ""
    else:
        instruction = ""
    if not instruction:
        if questions:
            instruction = (
                "Answer the following question about the text above:"
                if context_span
                else "Answer the following question:"
            )
        else:
            return None
    if context_after is not None:
        instruction = context_first(instruction)
    if instruction.endswith(":"):
        instruction = f"{instruction}\n{SLOT}"
    else:
        instruction = f"{instruction}\n\n{SLOT}"
    if trailer:
        instruction += f"\n\n{trailer}"
    context = request[context_span.start : context_span.end] if context_span is not None else ""
    noun = (
        "fields"
        if kind == "fields"
        else noun_of(" ".join((lead_text, heading_text, intro_text)), "questions" if questions else "items")
    )
    if (
        refused(shared, texts, has_context=context_span is not None, questions=questions)
        or len(_CODE_LINE.findall(context)) >= 2
    ):
        return None
    return ItemSplit(
        kind, instruction, context, context_span, tuple(items), None, noun, bool(JSON.search(shared)),
    )  # fmt: skip


_CONTEXT_LABEL = re.compile(
    r"^(?:\*\*|__)?(?:text|passage|context|article|document|input|story|excerpt|paragraph|data|transcript|source|"
    r"the\s+text\s+is|the\s+passage\s+is)",
    re.I,
)


#: a line that sets off the context after a list ("Contract text:", "Ticket: ...")
_CONTEXT_LINE = re.compile(
    rf"^(?![\w'-]+\s+code\b)(?:[\w'-]+\s+){{0,3}}?(?!code\b|snippet\b){CONTEXT_NOUNS}s?\s*[:：]", re.I
)
#: code in a context block: the list is about one program (its errors, its requirements)
_CODE_LINE = re.compile(
    r"^\s*(?:def |class |function |import |from \w+ import |#include|public |private |return\b)|[{};]\s*$", re.M
)


def _sign_off(request: str, after: list[Line]) -> bool:
    """Whether the last line or two of ``after`` close a message ("Thanks,\nMarta", "Best, Owen")."""
    last = clean(request[after[-1].start : after[-1].end])
    if SIGN_OFF.match(last) and len(last) <= 60:
        return True
    return (
        len(after) >= 2
        and len(last) <= 40
        and not re.search(r"[.?!:]$", last)
        and bool(SIGN_OFF.match(clean(request[after[-2].start : after[-2].end])))
    )


def _field_like(texts: list[str]) -> bool:
    """Field names, not records: a few words each, no sentence end."""
    return all(len(t.split()) <= MAX_FIELD_WORDS and not t.rstrip().endswith((".", "?", "!")) for t in texts)


def _trailer_ok(text: str) -> bool:
    """A line after the list that only says how to answer ("Answer each in one sentence.")."""
    t = clean(text)
    if len(t) > 200 or t.endswith("?"):
        return False
    return bool(re.search(r"\b(?:each|every|all|respond|format|json|briefly|concise|sentence|words|answer)\b", t, re.I))


#: a markdown table's rule under its header ("|---|:---:|")
_TABLE_RULE = re.compile(r"\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)+\|?\s*$")


def _table_rule(request: str, line: Line) -> bool:
    return request[line.start] in "|:-" and _TABLE_RULE.match(request, line.start, line.end) is not None


def _plain_lines_shape(request: str, lines: list[Line]) -> ItemSplit | None:
    """Line-separated items after an instruction about them: "Translate the following sentences
    into French:" then one sentence a line (or one block a paragraph), "Classify the sentiment of
    each review:", "make these sound more professional", "Which language is each of these?",
    "Traduis en anglais :", rows of a table under their header ("for each row:"); else a list
    inside the instruction's line ("a short paragraph on each: A, B, C")."""
    content = [(i, ln) for i, ln in enumerate(lines) if ln.kind != "blank"]
    if len(content) < 3:
        return _inline_list_shape(request, lines)
    index, lead = content[0]
    lead_text = clean(request[lead.start : lead.end])
    if lead.kind != "text" or len(lead_text) > 300:
        return None
    m = re.search(
        rf"\b(?:following|these|those|each of (?:the|these)|below|each|every)\s+(?:\d{{1,2}}\s+|[a-z]+\s+)?({ITEM_NOUNS}|rows?)\b",
        lead_text,
        re.I,
    )
    colon = lead_text.endswith((":", "\uff1a"))
    if colon and (APPLY.search(lead_text) or TRANSLATE.search(lead_text)):
        pass  # "Translate the following sentences:", "Classify each review:", "Traduis en anglais :"
    elif (
        not colon
        and (_POINTS.search(lead_text) or (m and re.match(r"each|every", m.group(), re.I)))
        and (APPLY.search(lead_text) or lead_text.endswith("?"))
        and len(lead_text) <= 120
        and not re.search(r"[.?!]\s+\S", lead_text)
    ):
        pass  # "make these sound more professional", "Which language is each of these?"
    else:
        return None
    if _one_piece(lead_text):
        return None  # "Create a resume using the following information:": one piece of writing from the lines
    if re.search(
        rf"\b(?:the\s+following|this|the\s+below)\s+(?:\w+\s+)?(?:question|task|{CONTEXT_NOUNS})\b(?!s)",
        lead_text,
        re.I,
    ) and not re.search(
        r"\b(?:each|every)\s+\w+(?:\s+\w+)?\s+(?:in|of)\s+(?:this|the\s+following|the\s+below)\s+table\b",
        lead_text,
        re.I,
    ):
        return None  # "answer the following question ...": one item, whatever the lines below hold
    if not m and not (_NAMES_THEM.search(lead_text) or TRANSLATE.search(lead_text)):
        return None
    rest = (
        [ln for _, ln in content[1:] if not _table_rule(request, ln)]
        if "---" in request
        else [ln for _, ln in content[1:]]
    )
    if any(ln.kind != "text" for ln in rest):
        return None
    if (
        ends_question(request[rest[-1].start : rest[-1].end])
        and not any(ends_question(request[ln.start : ln.end]) for ln in rest[:-1])
        and not (_NAMES_THEM.search(lead_text) or TRANSLATE.search(lead_text))
    ):
        return None  # "Check my symptoms: headache, fever. What could it be?": the list is context
    # a table's header row is the items' context, not an item ("name,category,key_feature")
    header: Line | None = None
    if len(rest) >= 3 and _header_row(request, rest):
        header, rest = rest[0], rest[1:]
    # blocks separated by blank lines are the items when there are several; else one a line
    blocks: list[list[Line]] = []
    prev_blank = True
    ruled = "---" in request
    for ln in lines[index + 1 :]:
        if ln is header or (ruled and ln.kind != "blank" and _table_rule(request, ln)):
            continue
        if ln.kind == "blank":
            prev_blank = True
            continue
        if prev_blank:
            blocks.append([])
        blocks[-1].append(ln)
        prev_blank = False
    if len(blocks) >= MIN_ITEMS:
        if any(re.match(r"\s*[-=_*]{3,}", request[b[0].start : b[0].end]) for b in blocks):
            return None  # "---------- Forwarded message ----------": parts of one message, not items
        spans = [trimmed(request, b[0].start, b[-1].end) for b in blocks]
    else:
        spans = [trimmed(request, ln.start, ln.end) for ln in rest]
    items = [RequestItem(request[s.start : s.end], s) for s in spans]
    if not MIN_ITEMS <= len(items) <= MAX_LIST_ITEMS:
        return None
    items = unlabelled(request, items)
    texts = [i.text for i in items]
    questions = all(is_question(t) for t in texts)
    if (
        not questions
        and re.search(r"\bquestions?\b", lead_text, re.I)
        and not re.search(r"\banswers?\s+to\b", lead_text, re.I)
    ):
        return None  # "Answer the questions below" over lines that are not questions: not what it names
    if refused(lead_text, texts, has_context=False, questions=questions) or COMPARE_LEAD.search(lead_text):
        return None
    kind: Kind = "fields" if EXTRACT.search(lead_text) and _field_like(texts) else "list"
    instruction = f"{singularise(lead_text)}\n{SLOT}"
    context_span = Span(header.start, header.end) if header is not None else None
    context = request[header.start : header.end] if header is not None else ""
    if header is not None:
        instruction = f"{singularise(lead_text)} (the columns are named above)\n{SLOT}"
    noun = m.group(1).casefold() if m else "items"
    return ItemSplit(kind, instruction, context, context_span, tuple(items), None, noun, bool(JSON.search(lead_text)))


#: an instruction pointing at the lines below it, by more than "each"
_POINTS = re.compile(r"\b(?:these|those|each\s+of\s+(?:these|them)|the\s+following|below)\b", re.I)
#: one piece of writing made from the lines ("Create an annotated bibliography ... in each of the
#: following categories"), unless it is made for each of them ("Write a note to each donor")
_ONE_PIECE = re.compile(
    r"^(?:please\s+)?(?:(?:can|could)\s+you\s+)?(?:create|write|make|draft|compose|build|design|generate|prepare|"
    r"produce|plan|develop)\s+(?:me\s+)?(?:an?|one|the|my)\s+",
    re.I,
)
_FOR_EACH = re.compile(r"\b(?:for|to|of|on|about)\s+(?:each|every)\b", re.I)


#: the lines used together in one text ("use all six of these words in your story")
_TOGETHER = re.compile(
    r"\b(?:in|into|within)\s+(?:a|one|your|the\s+same|a\s+single)\s+(?:\w+\s+)?(?:story|poem|essay|paragraph|sentence|"
    r"text|song|letter|email|post|article|speech|script|dialogue)\b|\bas\s+many\s+of\s+(?:these|them)\b|"
    r"\ball\s+(?:\w+\s+)?of\s+(?:these|them|the\s+following)\b"
    r"|^(?:please\s+)?(?:format|turn|convert|put|organi[sz]e|arrange|combine|merge)\s+(?:this|these|them|it|the\s+list|"
    r"the\s+following)\s+(?:as|into|in)\s+(?:a|an|one)\b"
    r"|\b(?:assign|split|divide|distribute|allocate|share)\b[^\n]{0,60}\b(?:between|among(?:st)?)\b",
    re.I,
)


def _one_piece(lead: str) -> bool:
    if re.search(r"\b(?:each|every)\b", lead, re.I) and not re.search(r"\bin\s+each\s+of\b", lead, re.I):
        return False  # "Summarize each of these in one sentence": one text for each
    return bool(_ONE_PIECE.match(lead)) or bool(_TOGETHER.search(lead))


#: a choice among the lines ("which of these is the best"): one answer about all of them
COMPARE_LEAD = re.compile(r"\bwhich\s+(?:one\s+)?of\s+(?:these|them|the\s+following)\b", re.I)


def _header_row(request: str, rows: list[Line]) -> bool:
    """Whether the first of ``rows`` is a table's header: the same separators as the rows, and
    names, not values."""
    texts = [request[ln.start : ln.end] for ln in rows]
    for sep in ("\t", ",", "|", ";"):
        counts = {t.count(sep) for t in texts}
        if len(counts) == 1 and counts.pop() >= 1:
            return not re.search(r"\d", texts[0])
    return False


#: "a short paragraph on each: A, B, C", "请分别解释一下这几个词：A、B、C"
_INLINE_LIST = re.compile(
    r"^(?P<lead>[^\n:：]{1,200}?(?:\b(?:each|every\s+one|each\s+of\s+(?:these|the\s+following)|the\s+following|"
    r"these|all\s+of\s+these|(?:definitions|meanings|translations|explanations)\s+(?:for|of))\b|分别|各自|逐一|每个|这些|这几个|以下)"
    r"[^\n:：]{0,40}?)\s*[:：]\s*(?P<list>[^\n]{3,600}?)"
    r"(?:[.。]\s+(?P<trailer>[^\n.。]{0,120}?\b(?:each|them|all|every|one\s+by\s+one)\b[^\n]{0,60}))?$",
    re.I,
)
_INLINE_SEP = re.compile(r"\s*(?:,\s*(?:and|&|or)\s+|,|、|，|;|\s+(?:and|&)\s+)\s*", re.I)


#: terms asked about inside one question: "what do SLA, SLO and SLI stand for", "how do you say A, B and
#: C in German", "was A, B und C bedeuten"
_LIST_OF_TERMS = r"(?P<list>[^\n?]{3,300}?(?:,\s*|\s+(?:and|und|et|y|e|or)\s+)[^\n?]{1,80}?)"
_TERMS_ASKED = [
    re.compile(rf"^what\s+(?:do|does)\s+{_LIST_OF_TERMS}\s+(?:mean|stand\s+for)\b[^\n]{{0,80}}$", re.I),
    re.compile(rf"^how\s+do\s+(?:you|i|we)\s+say\s+{_LIST_OF_TERMS}\s+in\s+[A-Za-z]+\b[^\n]{{0,40}}$", re.I),
    re.compile(rf"^[^\n]{{0,60}}?\bwas\s+{_LIST_OF_TERMS}\s+bedeuten\b[^\n]{{0,40}}$", re.I),
]
_TERMS_SEP = re.compile(r"\s*(?:,\s*(?:and|und|et|y|e|or)\s+|,|\s+(?:and|und|et|y|e)\s+)\s*", re.I)


def _terms_asked(request: str, line: Line) -> ItemSplit | None:
    """Terms asked about inside one question ("what do A, B and C mean?"), or ``None``."""
    m = next((m for p in _TERMS_ASKED if (m := p.match(request, line.start, line.end))), None)
    if m is None:
        return None
    items: list[RequestItem] = []
    pos = m.start("list")
    for sep in [*_TERMS_SEP.finditer(request, m.start("list"), m.end("list")), None]:
        stop = sep.start() if sep is not None else m.end("list")
        span = trimmed(request, pos, stop)
        if span.end <= span.start or len(request[span.start : span.end].split()) > 3:
            return None  # terms are a word or three; longer parts are a sentence's, not a list's
        items.append(RequestItem(request[span.start : span.end], span))
        pos = sep.end() if sep is not None else stop
    if not MIN_ITEMS <= len(items) <= MAX_LIST_ITEMS:
        return None
    texts = [i.text for i in items]
    whole = request[line.start : line.end]
    if refused(whole, texts, has_context=False, questions=False) or COMPARE_LEAD.search(whole):
        return None
    instruction = (request[line.start : m.start("list")] + SLOT + request[m.end("list") : line.end]).strip()
    return ItemSplit("list", instruction, "", None, tuple(items), None, "terms", bool(JSON.search(whole)))


_QUOTED_ITEM = re.compile(r"[\"“]([^\"“”\n]{1,300})[\"”]")


def _quoted_items(request: str, start: int, end: int) -> list[RequestItem] | None:
    """The items of a list of quoted texts ('"as per my last message", "not sure why"'): each
    inside its quotes, whatever its length; ``None`` unless only separators lie between them."""
    found = list(_QUOTED_ITEM.finditer(request, start, end))
    if (
        len(found) < MIN_ITEMS
        or request[start : found[0].start()].strip()
        or request[found[-1].end() : end].strip(" .。!")
    ):
        return None
    if any(
        not re.fullmatch(r"\s*(?:,|;|,?\s*(?:and|or|&))?\s*", request[a.end() : b.start()], re.I)
        for a, b in pairwise(found)
    ):
        return None
    return [RequestItem(q.group(1), Span(q.start(1), q.end(1))) for q in found]


def _inline_list_shape(request: str, lines: list[Line]) -> ItemSplit | None:
    """A list inside the instruction's own line, after "each:" or "分别……：", or ``None``."""
    content = [ln for ln in lines if ln.kind != "blank"]
    if len(content) != 1 or content[0].kind != "text":
        return None
    line = content[0]
    m = _INLINE_LIST.match(request, line.start, line.end)
    if m is None:
        return _terms_asked(request, line)
    items: list[RequestItem] = _quoted_items(request, m.start("list"), m.end("list")) or []
    pos = m.start("list")
    for sep in [] if items else [*_INLINE_SEP.finditer(request, m.start("list"), m.end("list")), None]:
        stop = sep.start() if sep is not None else m.end("list")
        span = trimmed(request, pos, stop)
        end = span.end
        while end > span.start and request[end - 1] in ".。!！":
            end -= 1
        if end <= span.start or len(request[span.start : end].split()) > MAX_FIELD_WORDS:
            return None
        items.append(RequestItem(request[span.start : end], Span(span.start, end)))
        pos = sep.end() if sep is not None else stop
    if not MIN_ITEMS <= len(items) <= MAX_LIST_ITEMS:
        return None
    lead = clean(m.group("lead"))
    if _one_piece(lead):
        return None
    texts = [i.text for i in items]
    if refused(lead, texts, has_context=False, questions=False) or COMPARE_LEAD.search(lead):
        return None
    instruction = f"{singularise(lead)}: {SLOT}"
    if m.group("trailer"):  # "...: A, B, C. can u explain each in plain english"
        instruction += f"\n\n{singularise(clean(m.group('trailer')))}"
    return ItemSplit("list", instruction, "", None, tuple(items), None, "items", bool(JSON.search(lead)))
