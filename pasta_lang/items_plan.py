"""A planner's split: the model's reply to the items planner prompt, checked against the request.

Where the grammar finds nothing and items mode was asked for by name, the mode asks the model
once (:data:`~sot.templates.prompts.ITEM_PLAN_PROMPT`, ParallelPrompt's extractor in spirit:
an instruction with an item slot, the shared context, the items or a count, as JSON);
:func:`split_from_plan` keeps its reply only if it holds against the request: every item and
the context copied from it in order, the guards of :func:`~sot.pasta_lang.items.find_items`,
and 2 to :data:`~sot.pasta_lang.items_split.MAX_ITEMS` items. Pure: the prompt is the
templates' (this package does no I/O and knows no template).
"""

from __future__ import annotations

import json
import re

from sot.pasta_lang.ir import Span
from sot.pasta_lang.items_guards import CODE, MATH, refused
from sot.pasta_lang.items_split import MAX_COUNT_LINE, MAX_ITEMS, MIN_ITEMS, SLOT, ItemSplit, RequestItem
from sot.pasta_lang.items_words import JSON, is_question

__all__ = ["split_from_plan"]

_OBJECT = re.compile(r"\{.*\}", re.S)


def _locate(request: str, text: str, start: int) -> Span | None:
    """Where ``text`` (whitespace aside) first occurs in ``request`` from ``start``."""
    words = text.split()
    if not words:
        return None
    m = re.compile(r"\s+".join(re.escape(w) for w in words)).search(request, start)
    return Span(m.start(), m.end()) if m else None


def split_from_plan(request: str, reply: str) -> ItemSplit | None:
    """The split a planner's reply to :data:`~sot.templates.prompts.ITEM_PLAN_PROMPT`
    describes, or ``None`` where it describes none or does not hold against ``request`` (an
    item or the context not copied from it in order, an instruction without exactly one
    ``{item}`` slot, fewer than two or more than :data:`MAX_ITEMS` items, or the guards of
    :func:`~sot.pasta_lang.items.find_items`). Never raises."""
    found = _OBJECT.search(reply or "")
    try:
        plan = json.loads(found.group(0)) if found else None
    except ValueError:
        return None
    if not isinstance(plan, dict):
        return None
    instruction = plan.get("instruction")
    if not isinstance(instruction, str) or not instruction.strip() or len(instruction) > MAX_COUNT_LINE:
        return None
    instruction = instruction.strip()
    wants_json = bool(JSON.search(request))
    try:
        count = plan.get("count")
        if count is not None:
            noun = plan.get("things")
            noun = noun.strip().casefold() if isinstance(noun, str) and noun.strip() else "items"
            if isinstance(count, bool) or not isinstance(count, int) or not MIN_ITEMS <= count <= MAX_ITEMS:
                return None
            if SLOT in instruction or MATH.search(instruction) or CODE.search(instruction):
                return None
            return ItemSplit("count", instruction, "", None, (), count, noun, wants_json, tier="model")
        texts = plan.get("items")
        if not isinstance(texts, list) or not MIN_ITEMS <= len(texts) <= MAX_ITEMS:
            return None
        if not all(isinstance(t, str) and t.strip() for t in texts) or instruction.count(SLOT) != 1:
            return None
        items, at = [], 0
        for text in texts:
            span = _locate(request, text, at)
            if span is None:
                return None  # not the user's words: a planner's paraphrase or invention
            items.append(RequestItem(request[span.start : span.end], span))
            at = span.end
        context_text = plan.get("context") or ""
        if not isinstance(context_text, str):
            return None
        context, context_span = "", None
        if context_text.strip():
            context_span = _locate(request, context_text, 0)
            if context_span is None:
                return None
            context = request[context_span.start : context_span.end]
        questions = all(is_question(item.text) for item in items)
        if refused(instruction, [item.text for item in items], has_context=bool(context), questions=questions):
            return None
        noun = "questions" if questions else "items"
        return ItemSplit("list", instruction, context, context_span, tuple(items), None, noun, wants_json, tier="model")
    except (ValueError, RecursionError):
        return None
