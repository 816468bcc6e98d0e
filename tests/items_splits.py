"""Checking a split the item finder returns: every item and the context are the request's own text."""

from __future__ import annotations

from sot.pasta_lang.items import ItemSplit, find_items


def split(request: str) -> ItemSplit:
    """``find_items(request)``, asserted found, its items and context spans pointing into the request."""
    found = find_items(request)
    assert found is not None, request
    for item in found.items:
        assert request[item.span.start : item.span.end] == item.text
    if found.context_span is not None:
        assert request[found.context_span.start : found.context_span.end] == found.context
    else:
        assert found.context == ""
    if found.kind == "count":
        assert "{item}" not in found.instruction
    else:
        assert found.instruction.count("{item}") == 1
    return found


def texts(found: ItemSplit) -> list[str]:
    """The items' texts, in order."""
    return [item.text for item in found.items]
