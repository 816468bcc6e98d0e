"""The split of a request into its shared part and its items, and the limits every shape keeps.

:class:`ItemSplit` (with its :class:`RequestItem` s) is what :func:`~sot.pasta_lang.items.find_items`
and :func:`~sot.pasta_lang.items.plan.split_from_pointers` return: plain frozen data that checks its
own shape (an ``{item}`` slot for a list, a count of at least two) and builds each branch's prompt.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from sot.pasta_lang.ir import Span
from sot.pasta_lang.items.words import singular

__all__ = ["MAX_COUNT_LINE", "MAX_FIELD_WORDS", "MAX_ITEMS", "MAX_LIST_ITEMS", "MAX_REQUEST_CHARS", "MIN_ITEMS",
           "SLOT", "ItemSplit", "Kind", "RequestItem", "Tier"]  # fmt: skip

MIN_ITEMS = 2
#: more items (or a larger count) than this is not split: refused, not capped
MAX_ITEMS = 50
#: a list of the request's items (``list`` shape) is found up to this many: the mode asks more
#: than its branches in groups (``sot.orchestrator.modes.items.MAX_BRANCHES``); a longer list is refused
MAX_LIST_ITEMS = 1000
#: longer requests are not searched (a long document is context, not a list of requests)
MAX_REQUEST_CHARS = 100_000
SLOT = "{item}"
#: a field name longer than this is a clause, not a field
MAX_FIELD_WORDS = 6
#: a "give me N things" sentence sits on a line no longer than this
MAX_COUNT_LINE = 2000

Kind = Literal["list", "fields", "count"]
#: who found the split: the local tagger (no model call) or the model's own reply
Tier = Literal["tagger", "model"]


@dataclass(frozen=True, slots=True)
class RequestItem:
    """One item as the user wrote it, and where: ``request[span.start:span.end] == text``."""

    text: str
    span: Span


@dataclass(frozen=True, slots=True)
class ItemSplit:
    """A request split into a shared part and its items.

    ``instruction`` holds exactly one ``{item}`` slot (kinds ``list`` and ``fields``) or none
    (kind ``count``: the instruction for one of the ``count`` things); ``context`` is the
    shared block (a passage, a job ad), ``""`` if none. :meth:`prompt` is branch ``i``'s prompt.
    """

    kind: Kind
    instruction: str
    context: str
    context_span: Span | None
    items: tuple[RequestItem, ...]
    count: int | None
    noun: str
    json: bool
    tier: Tier = "tagger"

    def __post_init__(self) -> None:
        slots = self.instruction.count(SLOT)
        if self.kind == "count":
            if self.items or self.count is None or self.count < MIN_ITEMS or slots:
                raise ValueError("a count split has a count of at least 2, no items and no {item} slot")
        elif slots != 1 or len(self.items) < MIN_ITEMS:
            raise ValueError("a list or fields split has at least 2 items and exactly one {item} slot")

    def __len__(self) -> int:
        return self.count if self.kind == "count" and self.count is not None else len(self.items)

    @property
    def thing(self) -> str:
        """What one item is called ("tagline" for "taglines")."""
        return singular(self.noun)

    def prompt(self, i: int) -> str:
        """Branch ``i``'s prompt (0-based): the context, then the instruction with item ``i``. A
        count's is the instruction for one thing, the same for every branch: a branch told it
        writes "3 of 5" tends to write that into its answer (the item prompt makes them differ)."""
        if not 0 <= i < len(self):
            raise IndexError(f"item {i} of {len(self)}")
        if self.kind == "count":
            body = self.instruction
        else:
            before, after = self.instruction.split(SLOT, 1)
            body = before + self.items[i].text + after
        return f"{self.context}\n\n{body}" if self.context else body
