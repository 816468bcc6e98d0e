"""The ``fields`` shape: "Extract A, B, C and D from the following text:".

One line names the fields to extract, inline or after a colon, parsed by the ``fields`` grammar
of ``items.lark``; the context they are extracted from is the rest of that line after a colon,
else the text after the line (or before it). Each field is an item.
"""

from __future__ import annotations

import re

from sot.pasta_lang.ir import Span
from sot.pasta_lang.items_grammar import Line, lines_with, parse_fields, trimmed, unquote
from sot.pasta_lang.items_guards import RECORDS, VAGUE_FIELD, refused
from sot.pasta_lang.items.split import MAX_FIELD_WORDS, MAX_ITEMS, MIN_ITEMS, SLOT, ItemSplit, RequestItem
from sot.pasta_lang.items.words import JSON, clean, context_first, singularise, strip_intro

__all__ = ["fields_shape"]


def fields_shape(text: str, request: str, lines: list[Line]) -> ItemSplit | None:
    """The fields split of the first text line that names fields to extract (``text``: the
    normalised request), or ``None``."""
    index_of = {id(line): i for i, line in enumerate(lines)}
    for line in lines_with(lines, text, "fields"):
        index = index_of[id(line)]
        if line.kind != "text":
            continue
        start = line.start
        limit = min(line.end, start + 40)
        while start < limit and not request[start].isalnum():
            start += 1
        if start >= limit:
            continue
        names = parse_fields(text[start : line.end])
        if names is None:
            continue
        items: list[RequestItem] = []
        quoted: list[bool] = []
        for field_start, field_end in names.fields:
            span = trimmed(request, start + field_start, start + field_end)
            end = span.end
            opened = span.start - 1 if span.start > 0 and request[span.start - 1] in _QUOTES else span.start
            close = _QUOTES.get(request[opened]) if span.end > span.start else None
            if close is not None and (shut := request.find(close, opened + 1, end)) > opened + 1:
                end = shut  # "`start_date` as YAML", '"Phone" for each person': the name is what is quoted
            quoted.append(close is not None)
            while end > span.start and request[end - 1] in ".;!?\"'`*":
                end -= 1
            begin = span.start
            while begin < end and request[begin] in "\"'`*":
                begin += 1
            article = re.match(r"(?:the|a|an|its|their|his|her)\s+(?=\S)", request[begin:end], re.I)
            if article and end - begin > article.end():
                begin += article.end()
            if not items:  # "attributes like brand, ...": the fields start after "like"
                lead_in = _LEAD_IN.match(request, begin, end)
                if lead_in is not None and lead_in.end() < end:
                    begin = lead_in.end()
            tail = _TAIL.search(request, begin, end)  # "price etc as key value pairs"
            if tail is not None and tail.start() > begin:
                end = tail.start()
            items.append(RequestItem(request[begin:end], Span(begin, end)))
        if sum(quoted) >= MIN_ITEMS and not all(quoted):
            last_quoted = max(i for i, q in enumerate(quoted) if q)
            items = items[: last_quoted + 1]  # '"Full Name", "Email" and "Phone" ... and give me a CSV'
        if not MIN_ITEMS <= len(items) <= MAX_ITEMS or any(len(i.text.split()) > MAX_FIELD_WORDS for i in items):
            return None
        if any(VAGUE_FIELD.match(i.text) for i in items):
            return None  # "the information and details of the property": one extraction, not fields
        where = request[line.start : items[0].span.start] + " " + request[items[-1].span.end : line.end]
        if re.search(r"\b(?:these|those)\b", names.source, re.I) or re.search(RECORDS, where, re.I):
            return None  # several records ("from these sentences"): fields per record, not one answer per field
        first, last = items[0].span.start, items[-1].span.end
        before_text = request[line.start : first]
        after_text = request[last : line.end]
        context_span: Span | None = None
        if names.inline and names.rest is not None:
            colon = request.find(":", start + names.rest, line.end)
            if colon >= 0 and request[colon + 1 : line.end].strip():
                context_span = unquote(request, trimmed(request, colon + 1, line.end))
                after_text = request[last : colon + 1]
        if context_span is None:
            context_span = _block_context(request, lines, index)
            if context_span is None:
                return None
        instruction = f"{singularise(clean(before_text))} {SLOT} {singularise(clean(after_text))}".strip()
        instruction = re.sub(r"\s+([,.;:])", r"\1", instruction)
        if context_span.start > line.start:
            instruction = context_first(instruction)
        instruction = strip_intro(instruction)
        if instruction.endswith(":"):
            instruction = instruction[:-1].rstrip() + "."
        context = request[context_span.start : context_span.end]
        if refused(instruction, [i.text for i in items], has_context=True, questions=False):
            return None
        return ItemSplit(
            "fields", instruction, context, context_span, tuple(items), None, "fields",
            bool(JSON.search(instruction)),
        )  # fmt: skip
    return None


#: what introduces the fields inside the first one ("product attributes like weight")
_LEAD_IN = re.compile(
    r".{0,60}?\b(?:like|such\s+as|e\.g\.|including|namely|(?:object|dict(?:ionary)?|record|map|json)\s+"
    r"(?:with|containing|having))\s+",
    re.I,
)
#: a quote and what closes it, around a field's name
_QUOTES = {'"': '"', "`": "`", "'": "'", "\u201c": "\u201d", "\u2018": "\u2019"}
#: what closes the list inside the last one ("price etc as key value pairs", "color and so on")
_TAIL = re.compile(
    r"\s*,?\s*(?:etc\.?|and\s+so\s+on|and\s+more|and\s+the\s+like)?(?:\s+as\s+(?:key[- ]?value\s+pairs|json|"
    r"a\s+json\s+object|a\s+table|a\s+list|bullet\s+points))?\s*$(?<=\S)|\s*,?\s*(?:etc\.?|and\s+so\s+on)\s*$",
    re.I,
)


def _block_context(request: str, lines: list[Line], index: int) -> Span | None:
    """The context of an instruction on line ``index``: the text after it, else the text before."""
    after = [ln for ln in lines[index + 1 :] if ln.kind != "blank"]
    while after and after[0].kind == "label" and after[0].body is None:
        after = after[1:]  # "The text is:" / "Context:" on a line of its own
    if after:
        first = after[0]
        start = first.body.start if first.kind == "label" and first.body is not None else first.start
        return unquote(request, trimmed(request, start, after[-1].end))
    before = [ln for ln in lines[:index] if ln.kind != "blank"]
    if before:
        return unquote(request, trimmed(request, before[0].start, before[-1].end))
    return None
