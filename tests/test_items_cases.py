"""The item finder (sot.pasta_lang.items.find_items) on every labelled case of
``tests/data/items_cases.jsonl`` (written by ``tests/data/make_items_cases.py``): each row's
request must give its kind, its items in order, its count, and its context and a piece of its
instruction where the row names them; a row of kind ``none`` is answered whole. A row with an
``xfail`` key is one the finder is known to miss, the value saying why."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from sot.pasta_lang.items import find_items
from tests.items_splits import split, texts

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


@pytest.mark.parametrize("case", load_cases())
def test_items_case(case: dict[str, Any]) -> None:
    request = case["request"]
    if case["kind"] == "none":
        assert find_items(request) is None
        return
    found = split(request)  # found, and its items and context are the request's own text
    assert found.kind == case["kind"]
    assert texts(found) == case["items"]
    assert found.count == case["count"]
    if case["context"] is not None:
        assert found.context == case["context"]
    if case["instruction_has"] is not None:
        assert case["instruction_has"] in found.instruction
