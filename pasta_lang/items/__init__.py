"""Find the items of a request that applies one instruction to several of them."""

from __future__ import annotations

from sot.pasta_lang.items.split import MAX_ITEMS, MIN_ITEMS, ItemSplit, RequestItem

__all__ = ["MAX_ITEMS", "MIN_ITEMS", "ItemSplit", "RequestItem", "find_items", "split_from_plan"]


def find_items(request: str) -> ItemSplit | None:
    from sot.pasta_lang.items_legacy import find_items as legacy

    return legacy(request)


def split_from_plan(request: str, reply: str) -> ItemSplit | None:
    from sot.pasta_lang.items_plan import split_from_plan as legacy

    return legacy(request, reply)
