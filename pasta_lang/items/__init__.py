"""Find the items of a request that applies one instruction to several of them.

"Answer these five questions", "extract the salary, contract type, shift and benefits from this
job ad", "translate each of these sentences", "give me 10 taglines for a bakery": each item can
be answered on its own, by a branch that sees the shared part of the request and its one item.
:func:`find_items` says which text is an item and which is shared, as an :class:`ItemSplit` (or
``None``: the request is answered whole). Pure: no I/O past reading its data files once, no
model call, and it never raises on a request.

One path, in four parts, each in its own module:

- :mod:`.segments` cuts the request once into units with spans: lines (a list marker, one
  definition, kept as the unit's marker family), sentences, the clauses of a sentence that lists
  things, the strings of a JSON or Python list, the lines of a short form in a code fence;
- :mod:`.lexicon` holds the vocabulary as data, one JSON file per language (number words,
  question words, greetings, sign-offs, extract, make and apply verbs, compare, depend-on,
  units, ...), loaded once; every cut, feature and veto reads it;
- :mod:`.tagger` labels each unit ``O`` (shared), ``B``/``I`` (an item's first and further
  units) or ``N`` (the sentence asking for N things) with a linear-chain CRF over the units'
  structure, the lexicon's hits and their first words, trained from labelled rows
  (``scripts/train_items_tagger.py``; the weights ship as ``tagger.json``);
- :mod:`.assemble` turns the labels into a checked split: substrings of the request, in order,
  distinct, 2 to :data:`MAX_ITEMS` (a list up to
  :data:`~sot.pasta_lang.items.split.MAX_LIST_ITEMS`), one ``{item}`` slot, and no veto of
  ``vetoes.json`` (compare or rank at the instruction, an item depending on an earlier one, one
  procedure, code to write, a problem to solve; for a count: a quantity, a fixed set).

The model's own split (:mod:`.plan`: the planner's reply pointing into the request's numbered
lines) is checked by the same assembler. A new phrasing is a labelled row and a retrain; a new
language a lexicon file and rows (the contributor page of the docs shows both).
"""

from __future__ import annotations

from sot.pasta_lang.items.split import MAX_ITEMS, MIN_ITEMS, ItemSplit, RequestItem

__all__ = ["MAX_ITEMS", "MIN_ITEMS", "ItemSplit", "RequestItem", "find_items", "split_from_plan"]


def find_items(request: str) -> ItemSplit | None:
    """The items of ``request`` and its shared part, or ``None`` when it is not to be split.
    Never raises on a request; with its tagger's file missing or corrupt it finds nothing."""
    from sot.pasta_lang.items.find import default_tagger, find_with

    tagger = default_tagger()
    return find_with(tagger, request) if tagger is not None else None


def split_from_plan(request: str, reply: str) -> ItemSplit | None:
    """The split an earlier planner reply (the items copied back as JSON) describes, checked."""
    from sot.pasta_lang.items.plan import split_from_plan as from_plan

    return from_plan(request, reply)
