"""A/B splits between template versions: which version one conversation gets, by weight.

A split is a mapping of template references to weights (``{"support-billing@3": 50,
"support-billing@4": 50}``). :func:`pick_variant` hashes a sticky id (a conversation or user
id; the gateway falls back on the conversation's first user message) with the split's own
salt (its alias name) to a point in [0, 1) and takes the reference whose share holds it: no
state, the same id always gets the same version, and ids spread by the weights. Two splits
with different salts divide the same ids independently.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping

from sot.errors import TemplateError
from sot.templates.versions import parse_ref

__all__ = ["check_split", "pick_variant", "split_point"]


def check_split(weights: Mapping[str, float]) -> None:
    """:class:`TemplateError` unless ``weights`` is a usable split: references, weights of at least
    0 and some above 0."""
    if not weights:
        raise TemplateError("a split needs at least one template reference with a weight")
    for ref, weight in weights.items():
        parse_ref(ref)
        if isinstance(weight, bool) or not isinstance(weight, (int, float)) or not weight >= 0:
            raise TemplateError(f"split weight of {ref!r}: a number of at least 0, got {weight!r}")
    if not sum(weights.values()) > 0:
        raise TemplateError("a split's weights are all 0: give one a weight above 0")


def split_point(key: str, salt: str = "") -> float:
    """Where ``key`` falls in [0, 1): the first 8 bytes of SHA-256 of ``salt`` and ``key``."""
    digest = hashlib.sha256(f"{salt}\x00{key}".encode()).digest()
    return int.from_bytes(digest[:8], "big") / 2**64


def pick_variant(weights: Mapping[str, float], key: str, salt: str = "") -> str:
    """The reference of ``weights`` that ``key`` sticks to (see the module docstring)."""
    total = sum(weights.values())
    point = split_point(key, salt) * total
    edge = 0.0
    chosen = ""
    for ref, weight in weights.items():
        if weight <= 0:
            continue
        chosen = ref
        edge += weight
        if point < edge:
            break
    return chosen
