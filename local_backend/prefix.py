"""The shared-prefix policy both local engines follow: which cached tokens a new row starts from.

A row's prompt is prefilled only past the longest prefix some cache already holds: a live
row's, or a *donor*'s, the cache of a finished row (or of a group's common prefix) kept for
reuse. :class:`PrefixCache` holds the donors and makes every decision; an engine only says
how to free a donor's cache (``drop``) and copies the chosen prefix its own way (llama.cpp: a
sequence copy; torch: a copy of KV tensors).

- a finished row whose cache holds at least :data:`MIN_DONOR` tokens becomes a donor;
- a new donor replaces the donors it extends (their tokens are a prefix of its own);
- a donor chosen as a source moves to the back of the line; over the budget (a number of
  donors, or of their tokens), the front of the line goes first;
- siblings admitted together (a SoT group, a map-reduce wave) share their common prefix,
  less one token (every row computes its last prompt token itself): where at least
  :data:`MIN_SHARED` tokens of it are not cached yet, the engine prefills it once as a donor.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Iterable, Sequence
from typing import Generic, TypeVar

from sot.local_backend.rows import common_prefix

__all__ = ["MIN_DONOR", "MIN_SHARED", "PrefixCache", "group_prefix"]

#: a group prefix with fewer new tokens than this is not prefilled separately
MIN_SHARED = 8
#: a finished row with fewer cached tokens than this is not kept
MIN_DONOR = 2 * MIN_SHARED

K = TypeVar("K")
L = TypeVar("L")


def group_prefix(prompts: Sequence[Sequence[int]]) -> list[int]:
    """The prefix ``prompts`` share, less one token of the shortest (each row computes its last)."""
    shared = list(prompts[0])
    for prompt in prompts[1:]:
        shared = shared[: common_prefix(shared, prompt)]
    return shared[: min(len(p) for p in prompts) - 1]


class PrefixCache(Generic[K]):
    """Donor caches, keyed by the engine's handle ``K`` (a sequence id, a KV copy), oldest first.

    ``drop(key)`` frees a donor's cache; ``max_donors`` bounds how many are kept and
    ``max_tokens`` how many tokens they hold together (``None``: no bound)."""

    def __init__(
        self, drop: Callable[[K], None], *, max_donors: int | None = None, max_tokens: int | None = None
    ) -> None:
        self._drop = drop
        self.max_donors = max_donors
        self.max_tokens = max_tokens
        self._donors: OrderedDict[K, list[int]] = OrderedDict()

    def __len__(self) -> int:
        return len(self._donors)

    def keep(self, key: K, tokens: Sequence[int]) -> None:
        """Keep ``key`` (its cache holds ``tokens``), replacing donors it extends; then evict to the budget."""
        for other in [k for k, t in self._donors.items() if common_prefix(t, tokens) == len(t)]:
            del self._donors[other]
            self._drop(other)
        self._donors[key] = list(tokens)
        while self._donors and self._over():
            self.evict()

    def _over(self) -> bool:
        if self.max_donors is not None and len(self._donors) > self.max_donors:
            return True
        return self.max_tokens is not None and sum(len(t) for t in self._donors.values()) > self.max_tokens

    def evict(self) -> bool:
        """Free the donor that waited longest; False when there is none."""
        if not self._donors:
            return False
        key, _ = self._donors.popitem(last=False)
        self._drop(key)
        return True

    def clear(self) -> None:
        while self.evict():
            pass

    def best(self, prompt: Sequence[int], live: Iterable[tuple[L, Sequence[int]]] = ()) -> tuple[K | L | None, int]:
        """The cache sharing the longest prefix with ``prompt`` (a live row's, given as
        ``(key, tokens)``, before a donor's on a tie) and that length; ``(None, 0)`` if none."""
        best: tuple[K | L | None, int] = (None, 0)
        for row, tokens in live:
            n = common_prefix(prompt, tokens)
            if n > best[1]:
                best = (row, n)
        chosen: K | None = None
        for donor, tokens in self._donors.items():
            n = common_prefix(prompt, tokens)
            if n > best[1]:
                best, chosen = (donor, n), donor
        if chosen is not None:
            self._donors.move_to_end(chosen)
        return best
