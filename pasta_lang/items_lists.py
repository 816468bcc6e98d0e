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

from sot.pasta_lang.ir import Span
from sot.pasta_lang.items_grammar import Line, trimmed, unquote
from sot.pasta_lang.items_guards import refused
from sot.pasta_lang.items_split import MAX_FIELD_WORDS, MAX_LIST_ITEMS, MIN_ITEMS, SLOT, ItemSplit, Kind, RequestItem
from sot.pasta_lang.items_words import (
    APPLY,
    CONTEXT_NOUNS,
    EACH,
    EXTRACT,
    ITEM_NOUNS,
    JSON,
    clean,
    context_first,
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


def _lead_like(text: str) -> bool:
    """A short line that instructs about the items below it ("Translate these sentences:",
    "Please answer the following questions based on this information.")."""
    t = clean(text)
    if not t or t.endswith("?") or not APPLY.search(t):
        return False
    if len(t) > 200:  # a longer paragraph instructs only when it names the items outright
        return len(t) <= 600 and bool(re.search(rf"\b(?:the following|these|below)\s+{ITEM_NOUNS}\b", t, re.I))
    return t.endswith(":") or bool(EACH.search(t) and names_items(t))


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
        if after[0].kind == "label" and _CONTEXT_LABEL.match(after[0].marker):
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

    if not questions:
        # a list of things that are not questions is items only when an instruction says so
        says = lead_text or intro_text
        if not says or not APPLY.search(says) or not (EACH.search(says) or names_items(says) or says.endswith(":")):
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
    if refused(shared, texts, has_context=context_span is not None, questions=questions):
        return None
    return ItemSplit(
        kind, instruction, context, context_span, tuple(items), None, noun, bool(JSON.search(shared)),
    )  # fmt: skip


_CONTEXT_LABEL = re.compile(
    r"^(?:\*\*|__)?(?:text|passage|context|article|document|input|story|excerpt|paragraph|data|transcript|source|"
    r"the\s+text\s+is|the\s+passage\s+is)",
    re.I,
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


def _plain_lines_shape(request: str, lines: list[Line]) -> ItemSplit | None:
    """Line-separated items after an instruction that names them: "Translate the following
    sentences into French:" then one sentence a line (or one block a paragraph)."""
    content = [(i, ln) for i, ln in enumerate(lines) if ln.kind != "blank"]
    if len(content) < 3:
        return None
    index, lead = content[0]
    lead_text = clean(request[lead.start : lead.end])
    if lead.kind != "text" or not lead_text.endswith(":") or not APPLY.search(lead_text):
        return None
    m = re.search(
        rf"\b(?:following|these|those|each of (?:the|these)|below)\s+(?:\d{{1,2}}\s+|[a-z]+\s+)?({ITEM_NOUNS})\b",
        lead_text,
        re.I,
    )
    if not m:
        return None
    rest = [ln for _, ln in content[1:]]
    if any(ln.kind != "text" for ln in rest):
        return None
    # blocks separated by blank lines are the items when there are several; else one a line
    blocks: list[list[Line]] = []
    prev_blank = True
    for ln in lines[index + 1 :]:
        if ln.kind == "blank":
            prev_blank = True
            continue
        if prev_blank:
            blocks.append([])
        blocks[-1].append(ln)
        prev_blank = False
    if len(blocks) >= MIN_ITEMS:
        spans = [trimmed(request, b[0].start, b[-1].end) for b in blocks]
    else:
        spans = [trimmed(request, ln.start, ln.end) for ln in rest]
    items = [RequestItem(request[s.start : s.end], s) for s in spans]
    if not MIN_ITEMS <= len(items) <= MAX_LIST_ITEMS:
        return None
    texts = [i.text for i in items]
    questions = all(is_question(t) for t in texts)
    if refused(lead_text, texts, has_context=False, questions=questions):
        return None
    kind: Kind = "fields" if EXTRACT.search(lead_text) and _field_like(texts) else "list"
    instruction = f"{singularise(lead_text)}\n{SLOT}"
    return ItemSplit(
        kind, instruction, "", None, tuple(items), None, m.group(1).casefold(), bool(JSON.search(lead_text))
    )
