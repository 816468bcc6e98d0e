"""The item finder (sot.pasta_lang.items.find_items) on every labelled case of
``tests/data/items_cases.jsonl`` (its ids name the phrasing tests the rows were first written
as): each row's request must give its kind, its items in order, its count, and its context and a
piece of its instruction where the row names them; a row of kind ``none`` is answered whole. The
rows are also training rows of the tagger; a row with an ``xfail`` key is one the shipped tagger
misses, the value saying how (``scripts/train_items_tagger.py --mark-cases`` writes the keys)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from sot.pasta_lang.items import find_items
from tests.items_splits import split

CASES = Path(__file__).parent / "data" / "items_cases.jsonl"


def load_cases() -> list[Any]:
    """One ``pytest.param`` a row, its id the row's id, marked strict xfail where the row says so."""
    cases = []
    for line in CASES.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        case = json.loads(line)
        marks = [pytest.mark.xfail(strict=True, reason=case["xfail"])] if case.get("xfail") else []
        cases.append(pytest.param(case, id=case["id"], marks=marks))
    return cases


def case_miss(case: dict[str, Any]) -> str | None:
    """How ``find_items`` misses ``case`` (``None``: it does not)."""
    request = case["request"]
    found = find_items(request)
    if case["kind"] == "none":
        return None if found is None else f"split into {found.kind} ({len(found)})"
    if found is None:
        return "not split"
    for item in found.items:
        assert request[item.span.start : item.span.end] == item.text
    got = [it.text for it in found.items]
    for what, ok in (
        (f"kind {found.kind}", found.kind == case["kind"]),
        (f"items {got}", got == case["items"]),
        (f"count {found.count}", found.count == case["count"]),
        ("another context", case["context"] is None or found.context == case["context"]),
        ("another instruction", case["instruction_has"] is None or case["instruction_has"] in found.instruction),
    ):
        if not ok:
            return what[:200]
    return None


@pytest.mark.parametrize("case", load_cases())
def test_items_case(case: dict[str, Any]) -> None:
    if case["kind"] != "none":
        split(case["request"])  # found, its items and context the request's own text, one slot
    assert case_miss(case) is None
