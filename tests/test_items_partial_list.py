"""The learned finder never answers part of a list: a split that leaves out lines of the
marked list its items come from is refused, and the request is answered whole."""

from __future__ import annotations

import json
from pathlib import Path

from sot.orchestrator.routing import items_finder

INVOICE = """I need these details from the invoice below:
- vendor
- client name
- invoice date
- purchase order number
- amount due
- due date
Return them as JSON.

\"\"\"
Cobalt Design Studio
INVOICE INV-40444

Bill to: Grace Tanaka, 535 Maple Avenue, Boston
Invoice date: March 16, 2025
Purchase order: PO-6188
Amount due: $2,589.51
\"\"\"
"""
DEV = Path(__file__).parent.parent / "benchmarks" / "data" / "items_real"


def test_a_split_of_some_of_six_listed_fields_is_refused(monkeypatch):
    assert items_finder.learned_split(INVOICE) is None
    monkeypatch.setattr(items_finder, "_cuts_a_list", lambda *a: False)
    partial = items_finder.learned_split(INVOICE)  # what it answered before: some of the six fields
    assert partial is not None and 2 <= len(partial.items) < 6


def test_every_split_the_guard_refuses_on_the_development_sets_was_missing_items(monkeypatch):
    rows = [
        json.loads(line)
        for name in ("dev", "dev2", "dev3", "dev4")
        for line in (DEV / f"{name}.jsonl").read_text(encoding="utf-8").splitlines()
        if line.strip()
    ]
    guarded = {r["id"]: items_finder.learned_split(r["request"]) for r in rows}
    monkeypatch.setattr(items_finder, "_cuts_a_list", lambda *a: False)
    refused = 0
    for r in rows:
        if guarded[r["id"]] is None and (before := items_finder.learned_split(r["request"])) is not None:
            refused += 1
            assert len(before.items) < len(r["items"]), r["id"]  # a partial list, never a whole one
    assert refused >= 1
