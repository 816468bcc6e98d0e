"""Tables to fill: a table's rows with empty cells, under an instruction to fill them in.

"Fill in the missing cells:" over a markdown table (header, rule, rows whose cells are empty),
"Complete the sentiment column for each row:" over CSV lines that end with an empty field, "can
u fill this in" over either: each row is an item (it is filled on its own), the header is the
shared context (it names the columns), the instruction is the lead reworded for one row.
:func:`table_rows` finds them; the list shape's guards hold
(:func:`~sot.pasta_lang.items_guards.refused`: a choice or ranking among the rows, math or code).
"""

from __future__ import annotations

import re

from sot.pasta_lang.ir import Span
from sot.pasta_lang.items_grammar import Line, trimmed
from sot.pasta_lang.items_guards import COMPARE, refused
from sot.pasta_lang.items.split import MAX_ITEMS, MIN_ITEMS, SLOT, ItemSplit, RequestItem
from sot.pasta_lang.items.words import JSON, clean, singularise

__all__ = ["table_rows"]

#: the longest lead read over a table
_LEAD_CHARS = 300
#: a markdown table's rule under its header ("|---|:---:|")
_RULE = re.compile(r"^\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)+\|?\s*$")
#: a lead that asks for the table to be filled, in the languages read here
_FILL = re.compile(
    r"\b(?:fill|complete|finish|populate|missing|blanks?|empty|rellena\w*|completa\w*|compl[èe]te\w*|remplis\w*|"
    r"ausf[üu]ll\w*|f[üu]ll\w*|erg[äa]nz\w*|compila\w*|preench\w*|vul\w*\s+in|uzupe[łl]n\w*|заполни\w*)|填|記入|埋めて",
    re.I,
)


def _cells(text: str, sep: str) -> int:
    """How many separators ``text`` has outside quotes."""
    return re.sub(r'"[^"\n]*"', "", text).count(sep)


def table_rows(request: str, lines: list[Line]) -> ItemSplit | None:
    """The rows of a table with empty cells under an instruction to fill it, or ``None``."""
    content = [ln for ln in lines if ln.kind != "blank"]
    if not 4 <= len(content) <= MAX_ITEMS + 8:
        return None
    texts = [request[ln.start : ln.end].strip() for ln in content]
    first = next((k for k, t in enumerate(texts) if t.startswith("|") or (_cells(t, ",") >= 1 and k > 0)), None)
    if first is None or first == 0:
        return None
    lead = clean(" ".join(texts[:first]))
    if len(lead) > _LEAD_CHARS or not _FILL.search(lead):
        return None
    table = texts[first:]
    if table[0].startswith("|"):
        if len(table) < 2 + MIN_ITEMS or not _RULE.match(table[1]) or not all(t.startswith("|") for t in table):
            return None
        rows, header = content[first + 2 :], content[first]
        if not all(any(not c.strip() for c in t.strip().strip("|").split("|")) for t in table[2:]):
            return None  # rows with every cell filled: not a table to fill
    else:
        width = _cells(table[0], ",")
        if any(_cells(t, ",") != width for t in table) or re.search(r"\d", table[0]):
            return None  # not one CSV table under a header of names
        if not all(t.endswith(",") or ",," in t for t in table[1:]):
            return None
        rows, header = content[first + 1 :], content[first]
    if not MIN_ITEMS <= len(rows) <= MAX_ITEMS:
        return None
    items = [RequestItem(request[s.start : s.end], s) for s in (trimmed(request, ln.start, ln.end) for ln in rows)]
    if COMPARE.search(lead) or refused(lead, [i.text for i in items], has_context=True, questions=False):
        return None
    context_span = Span(header.start, header.end)
    instruction = f"{singularise(lead)} (this row of the table; the columns are named above)\n{SLOT}"
    return ItemSplit(
        "list", instruction, request[header.start : header.end], context_span, tuple(items), None, "rows",
        bool(JSON.search(lead)),
    )  # fmt: skip
