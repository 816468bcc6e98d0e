"""Find the items of a request that applies one instruction to several of them.

"Answer these five questions", "extract the salary, contract type, shift and benefits from
this job ad", "translate each of these sentences", "give me 10 taglines for a bakery": each
item can be answered on its own, by a branch that sees the shared part of the request and
its one item. :func:`find_items` says which text is an item and which is shared, as an
:class:`ItemSplit` (or ``None``: the request is answered whole).

``items.lark`` does the structural recognition, with positions: the ``lines`` grammar
classifies every line (list item, heading such as ``Questions:`` or ``Text:``, fenced block,
text; read with its own terminals' regexes, so 10,000 lines take milliseconds), the ``fields``
grammar parses an extract-like sentence into its fields, the ``count`` grammar finds "<verb> N
<things>" (each tree turned into plain data by lark Transformers). The code groups list lines
into lists, tells the list of items from a list that is context, and applies the guards. The
shapes, tried in this order (the first that holds wins):

- ``fields``: "Extract A, B, C and D from the following text:" (inline or after a colon), an
  extract-like instruction followed by a list of field names, and the ways users write fields
  otherwise (:mod:`~sot.pasta_lang.items_forms`): a form to fill ("FORMAT:\nCaller Name:\n..."
  then "TRANSCRIPT: ..."), bare field names one a line ("order_id\ncustomer_email\nfrom the
  below message"), fields in prose ("From the job ad above extract: A, B", "attributes like A,
  B, C etc. as key value pairs", "Gib mir A, B und C aus dieser Nachricht", "提取：A、B、C", "can you pull
  out the invoice number, supplier and total", "extraire le nom et l'adresse de ce message"), blanks
  with or without colons ("Name ____ Age ____");
- a table to fill (:mod:`~sot.pasta_lang.items_tables`): markdown or CSV rows with empty cells
  under "Fill in the missing cells:", each row an item, the header the context;
- ``list``: numbered, bulleted, labelled ("Review 2:") or line-separated items after an
  instruction or a ``Questions:`` heading, with a context block before or after them; lines
  under a lead that points at them ("Classify each review:", "make these sound more polite",
  "Traduis en anglais :"), a table's rows under their header, a list inside the lead's line
  ("a short note on each: A, B, C");
- questions without a list (:mod:`~sot.pasta_lang.items_questions`): question lines after a
  passage, a heading or a lead, quoted questions in one sentence, and several questions in a
  message that says so (a greeting or sign-off, "I have a few questions", a paragraph of them
  after a passage), in any script ("?", "？", "¿"); items numbered inside one line ("pls: 1) ...
  2) ... 3) ...", :mod:`~sot.pasta_lang.items_inline`); three or more questions joined inline on
  one line by commas, "and", semicolons, dashes or "also" ("how do i add a user, can i keep my
  invoices and whats the limit", :mod:`~sot.pasta_lang.items_joined`);
- ``count``: "give me 10 taglines", "list five ideas for", "write three slogans", "spit out 10+
  prompt words", "Based on the text above, write 4 posts", and
  (:mod:`~sot.pasta_lang.items_count_forms`) "4 ways to say ...", "in 3 different ways", counts
  in other languages ("Donne-moi 5 idées", "给我写5个短句", "5つのキャッチコピーを考えて"), "top 5 books
  for someone who ...", "titles (6) about ..." (2 to
  :data:`MAX_ITEMS`; a larger count is refused, not capped).

Safety first, ``None`` for: fewer than two items; items that depend on each other ("then",
"using the result above", "step 2 uses step 1", a pronoun pointing at an earlier question,
the steps of one procedure); math or code to solve or write as a whole; a request to
compare, rank, sort or choose between the items; a list that is the context of one question
("Here are my symptoms: - headache - fever. What could it be?"); a definite or ranked
enumeration ("list the 5 stages of grief", "the 10 best films"). Pure: no I/O, and it never
raises on a request.

Where the grammar finds nothing and items mode was asked for by name, the mode asks the model
once (its prompt is sot's :data:`~sot.templates.prompts.ITEM_PLAN_PROMPT`: the request's
lines numbered, the reply pointing into them) and
:func:`~sot.pasta_lang.items_plan.split_from_pointers` keeps its reply only if it holds against
the request: every item found in it, the same guards as above, and 2 to :data:`MAX_ITEMS`
items (:func:`split_from_plan` reads the earlier reply, the items copied back as JSON).

This module is the entry point and keeps the public names; each concern has its own module:
the split and its limits (:mod:`~sot.pasta_lang.items.split`), the grammar's parse trees
turned into plain data (:mod:`~sot.pasta_lang.items_grammar`), the request's words and the
instruction reworded for one item (:mod:`~sot.pasta_lang.items.words`), the guards
(:mod:`~sot.pasta_lang.items_guards`), the shapes (:mod:`~sot.pasta_lang.items_fields`,
:mod:`~sot.pasta_lang.items_forms`, :mod:`~sot.pasta_lang.items_lists`,
:mod:`~sot.pasta_lang.items_questions`, :mod:`~sot.pasta_lang.items_count`,
:mod:`~sot.pasta_lang.items_count_forms`, :mod:`~sot.pasta_lang.items_tables`,
:mod:`~sot.pasta_lang.items_inline`, :mod:`~sot.pasta_lang.items_joined`) and the planner's split
(:mod:`~sot.pasta_lang.items_plan`).
"""

from __future__ import annotations

from lark.exceptions import LarkError

from sot.pasta_lang.items_count import count_shape
from sot.pasta_lang.items_count_forms import bare_count, foreign_count, top_count, ways_count
from sot.pasta_lang.items_fields import fields_shape
from sot.pasta_lang.items_forms import blank_fields, field_lines, form_fields, prose_fields
from sot.pasta_lang.items_grammar import classify, normalise
from sot.pasta_lang.items_guards import CODE
from sot.pasta_lang.items_inline import inline_numbered
from sot.pasta_lang.items_joined import joined_questions
from sot.pasta_lang.items_lists import list_runs, list_shape
from sot.pasta_lang.items_plan import split_from_plan
from sot.pasta_lang.items_questions import inline_questions, question_lines, quoted_questions, unmarked_questions
from sot.pasta_lang.items.split import MAX_ITEMS, MAX_REQUEST_CHARS, MIN_ITEMS, ItemSplit, RequestItem
from sot.pasta_lang.items_tables import table_rows

#: how much of the first and last prose lines is read for code to write (an instruction's length)
_HEAD = 2000
#: a request longer than this is not read for fields in prose (a sentence's list; it is near the start or end)
_PROSE_CHARS = 20_000

__all__ = ["MAX_ITEMS", "MIN_ITEMS", "ItemSplit", "RequestItem", "find_items", "split_from_plan"]


def find_items(request: str) -> ItemSplit | None:
    """The items of ``request`` and its shared part, or ``None`` when it is not to be split.
    Never raises on a request."""
    if not isinstance(request, str) or not request.strip() or len(request) > MAX_REQUEST_CHARS:
        return None
    try:
        text = normalise(request)
        lines = classify(text)
        prose = [request[ln.start : ln.end] for ln in lines if ln.kind in ("text", "label")]
        if prose and (CODE.search(prose[0][:_HEAD]) or CODE.search(prose[-1][-_HEAD:])):
            return None  # code to write, fix or debug: one program, answered whole
        for found in (
            fields_shape(text, request, lines),
            form_fields(request, lines),
            field_lines(request, lines),
            blank_fields(request, lines),
        ):
            if found is not None:
                return found
        if len(request) <= _PROSE_CHARS:
            found = prose_fields(request, lines)
            if found is not None:
                return found
        found = table_rows(request, lines)
        if found is not None:
            return found
        listed = list_shape(request, lines)
        if listed is not None:
            return listed
        if any(ln.kind == "item" for ln in lines) and len([r for r in list_runs(lines) if len(r.items) >= MIN_ITEMS]):
            return None  # a list that is not the items: do not count things around it
        for shape in (question_lines, quoted_questions, inline_numbered):
            found = shape(request, lines)
            if found is not None:
                return found
        counted = count_shape(request, text, lines)
        if counted is not None:
            return counted
        for form in (ways_count, foreign_count, bare_count, top_count):
            counted = form(request)
            if counted is not None:
                return counted
        return (
            inline_questions(request, lines) or unmarked_questions(request, lines) or joined_questions(request, lines)
        )
    except (LarkError, RecursionError, ValueError, StopIteration, IndexError):
        return None
