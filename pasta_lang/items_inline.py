"""Items numbered inside one line: "interview prep pls: 1) tell me about yourself 2) why leave 3) weakness".

Users who number their asks often do not break the line: "1) ... 2) ... 3) ...", "1. ... 2. ...",
"(a) ... (b) ...", "a) ... b) ...". :func:`inline_numbered` finds such a run of markers in one
line (numbered 1, 2, 3... or a, b, c... in order, each after a space), takes the text between
them as the items and the text before the first as the lead. The lead must end with a colon or
the items must all be questions (a sentence that happens to hold "1)" is no list), the lead short
and each item one sentence (a passage and "Current medication: 1. ... 2. ... <more>" is context); the list
shape's guards hold (:func:`~sot.pasta_lang.items_guards.refused`: dependent items, one
procedure, math or code, compare or choose), and a lead that makes one piece from them ("Write
an essay that covers: 1) ... 2) ...") keeps the request whole.
"""

from __future__ import annotations

import re

from sot.pasta_lang.ir import Span
from sot.pasta_lang.items_grammar import Line, trimmed
from sot.pasta_lang.items_guards import COMPARE, refused
from sot.pasta_lang.items.split import MAX_ITEMS, MIN_ITEMS, SLOT, ItemSplit, RequestItem
from sot.pasta_lang.items.words import JSON, clean, is_question, singularise

__all__ = ["inline_numbered"]

#: the longest line read for inline numbered items
MAX_LINE_CHARS = 1500
#: the longest lead before the first marker (a passage before it makes the list its context)
_LEAD_CHARS = 300
#: the longest item (a longer one runs on past the list)
_ITEM_CHARS = 300
#: a marker inside a line: "1)", "2.", "(3)", "a)", "(b)", after a space or the line's start
_MARKER = re.compile(r"(?:(?<=\s)|^)(?:\((?P<p>\d{1,2}|[a-h])\)|(?P<n>\d{1,2})[.)]|(?P<l>[a-h])\))(?=\s+\S)")
#: a lead that makes one piece of writing out of the items
_ONE_PIECE = re.compile(
    r"^(?:please\s+)?(?:(?:can|could)\s+you\s+)?(?:write|create|make|draft|compose|build|design|generate|prepare|"
    r"produce|plan|develop)\s+(?:me\s+)?(?:an?|one|the|my)\s+|\b(?:covers?|covering|includes?|including|with)\s*:?$",
    re.I,
)


def _ordinal(m: re.Match[str]) -> int:
    token = m.group("p") or m.group("n") or m.group("l")
    return int(token) if token.isdigit() else ord(token.casefold()) - ord("a") + 1


def inline_numbered(request: str, lines: list[Line]) -> ItemSplit | None:
    """Two or more items numbered inside one line, or ``None``."""
    content = [ln for ln in lines if ln.kind != "blank"]
    if len(content) != 1 or content[0].kind != "text" or content[0].end - content[0].start > MAX_LINE_CHARS:
        return None
    line = content[0]
    text = request[line.start : line.end]
    markers = list(_MARKER.finditer(text))
    first = next((k for k, m in enumerate(markers) if _ordinal(m) == 1), None)
    if first is None:
        return None
    run = [markers[first]]
    for m in markers[first + 1 :]:
        if _ordinal(m) == _ordinal(run[-1]) + 1 and _kind(m) == _kind(run[-1]):
            run.append(m)
    if not MIN_ITEMS <= len(run) <= MAX_ITEMS:
        return None
    spans: list[Span] = []
    for k, m in enumerate(run):
        stop = run[k + 1].start() if k + 1 < len(run) else len(text)
        piece = text[m.end() : stop]
        piece = re.sub(r"(?:[\s,;]+(?:and|or)?)+\s*$", "", piece, flags=re.I)
        span = trimmed(request, line.start + m.end(), line.start + m.end() + len(piece))
        if span.end <= span.start:
            return None
        spans.append(span)
    lead = clean(text[: run[0].start()])
    items = [RequestItem(request[s.start : s.end], s) for s in spans]
    texts = [i.text for i in items]
    if len(lead) > _LEAD_CHARS or any(len(t) > _ITEM_CHARS or re.search(r"[.!?？。<]\s*\S", t) for t in texts):
        return None  # a passage before the list, or more said after it: the list is context, or part of more
    questions = all(is_question(t) for t in texts)
    if not (lead.endswith((":", "：")) or (questions and len(lead) <= 200)):
        return None
    if _ONE_PIECE.search(lead) or COMPARE.search(lead):
        return None
    if refused(lead, texts, has_context=False, questions=questions):
        return None
    instruction = f"{singularise(lead)}\n{SLOT}" if lead else SLOT
    if not lead and all(t.isascii() for t in texts):
        instruction = f"Answer the following question:\n{SLOT}"
    return ItemSplit("list", instruction, "", None, tuple(items), None, "items", bool(JSON.search(lead)))


def _kind(m: re.Match[str]) -> str:
    return "p" if m.group("p") else ("n" if m.group("n") else "l")
