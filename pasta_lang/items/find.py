"""The tagger's split of a request: cut it (:mod:`.segments`), label its units (:mod:`.tagger`),
assemble and check the split (:mod:`.assemble`)."""

from __future__ import annotations

import functools
import logging

from sot.pasta_lang.items.assemble import from_labels
from sot.pasta_lang.items.segments import units
from sot.pasta_lang.items.split import MAX_REQUEST_CHARS, ItemSplit
from sot.pasta_lang.items.tagger import WINDOW, Tagger, fill_runs, load_tagger, run_on, window

__all__ = ["default_tagger", "find_with"]

log = logging.getLogger("sot.items")


@functools.cache
def default_tagger() -> Tagger | None:
    """The shipped tagger, or ``None`` (logged once) where its file is missing or corrupt."""
    try:
        return load_tagger()
    except ValueError as exc:
        log.warning("the items tagger is off: %s", exc)
        return None


def find_with(tagger: Tagger, request: str, *, margin: float | None = None) -> ItemSplit | None:
    """``request`` split by ``tagger`` (at ``margin``, the model's own by default), or ``None``.
    Never raises on a request."""
    if not isinstance(request, str) or not request.strip() or len(request) > MAX_REQUEST_CHARS:
        return None
    try:
        us = units(request)
        if not us:
            return None
        labels, gain = tagger.tag(request, us)
        if all(y == "O" for y in labels):
            return None
        labels = fill_runs(request, us, labels)
        if len(us) > 2 * WINDOW:  # items running into the untagged middle: a list not seen whole
            labels = run_on(us, labels)
            seen = [t or y != "O" for t, y in zip(window(us), labels, strict=True)]
            edge = [
                k
                for k, y in enumerate(labels)
                if y != "O" and ((k and not seen[k - 1]) or (k + 1 < len(us) and not seen[k + 1]))
            ]
            if edge:
                return None
        least = tagger.margin if "B" in labels else tagger.count_margin
        if gain < (least if margin is None else margin):
            return None
        return from_labels(request, us, labels)
    except (ValueError, IndexError, RecursionError) as exc:
        log.debug("no split: %s", exc)
        return None
