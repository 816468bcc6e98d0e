"""Builds the real-phrased item requests set (``dev.jsonl``, ``heldout.jsonl``) from ``source/*.txt``.

    python benchmarks/data/items_real/build.py

The rows are written by hand in ``source/*.txt`` (read in name order), one block a row::

    ### <kind>[:<count>] <lang> <category> | <note>
    <the request, as many lines as it takes>
    >> <gold item 1, exactly as it appears in the request>
    >> <gold item 2>

``kind`` is ``list``, ``fields``, ``count`` (with ``:N``, the number asked for) or ``none`` (a
request that looks list-like but must not be split). The request runs from the line after the
header to the first ``>>`` line or the next header; surrounding blank lines are dropped. Ids are
``r001``, ``r002``, ... in that order, and each row's half is fixed by its id alone
(``int(sha256(id).hexdigest(), 16) % 2``: 0 is the development half, 1 the held-out half), so it
is decided before anyone tunes. The script asserts that every gold item is a substring of its
request, in order, and writes both files and the counts the data card (README.md) quotes.
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
KINDS = ("list", "fields", "count", "none")
HALVES = {0: "dev", 1: "heldout"}


def half_of(row_id: str) -> str:
    return HALVES[int(hashlib.sha256(row_id.encode()).hexdigest(), 16) % 2]


def parse(text: str, where: str) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    blocks = text.split("\n### ")
    blocks[0] = blocks[0].removeprefix("### ")
    for block in blocks:
        if not block.strip():
            continue
        header, _, body = block.partition("\n")
        head, _, note = header.partition(" | ")
        kind_count, lang, category = head.split()
        kind, _, count = kind_count.partition(":")
        if kind not in KINDS:
            raise ValueError(f"{where}: unknown kind {kind!r} in {header!r}")
        lines = body.split("\n")
        cut = next((i for i, line in enumerate(lines) if line.startswith(">> ")), len(lines))
        request = "\n".join(lines[:cut]).strip("\n").rstrip()
        items = [line[3:] for line in lines[cut:] if line.startswith(">> ")]
        rows.append(
            {
                "request": request,
                "kind": kind,
                "items": items,
                "count": int(count) if count else None,
                "lang": lang,
                "category": category,
                "note": note.strip(),
            }
        )
    return rows


def check(row: dict[str, Any]) -> None:
    where = f"{row['id']} ({row['note']})"
    kind, items, count = row["kind"], row["items"], row["count"]
    if kind == "count":
        assert count is not None and count >= 2 and not items, f"{where}: a count row has a count and no items"
    elif kind == "none":
        assert count is None and not items, f"{where}: a none row has neither items nor a count"
    else:
        assert count is None and len(items) >= 2, f"{where}: a {kind} row has at least two items"
    at = 0
    for item in items:
        found = row["request"].find(item, at)
        assert found >= 0, f"{where}: gold item {item!r} is not in the request (after offset {at})"
        at = found + len(item)


def build() -> dict[str, list[dict[str, Any]]]:
    rows: list[dict[str, Any]] = []
    for path in sorted((HERE / "source").glob("*.txt")):
        rows += parse(path.read_text(encoding="utf-8"), path.name)
    halves: dict[str, list[dict[str, Any]]] = {"dev": [], "heldout": []}
    for number, row in enumerate(rows, 1):
        row = {"id": f"r{number:03d}", **row}
        check(row)
        halves[half_of(row["id"])].append(row)
    return halves


def counts(rows: list[dict[str, Any]]) -> dict[str, dict[str, int]]:
    return {
        "kind": dict(Counter(r["kind"] for r in rows).most_common()),
        "lang": dict(Counter(r["lang"] for r in rows).most_common()),
        "category": dict(Counter(r["category"] for r in rows).most_common()),
    }


def main() -> None:
    halves = build()
    for name, rows in halves.items():
        with (HERE / f"{name}.jsonl").open("w", encoding="utf-8") as f:
            for row in rows:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
    summary = {name: {"rows": len(rows), **counts(rows)} for name, rows in halves.items()}
    json.dump(summary, sys.stdout, indent=1, ensure_ascii=False)
    print()


if __name__ == "__main__":
    main()
