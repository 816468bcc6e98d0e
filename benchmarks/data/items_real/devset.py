"""The rows of a development set written in Python (``build_dev5.py`` and later): collected,
checked and written out in one place.

    from devset import Rows, main

    ROWS = Rows()
    L, F, C, N = ROWS.L, ROWS.F, ROWS.C, ROWS.N
    L("translate these: ⟦hello⟧, ⟦thank you⟧", lang="en", cat="...", note="...")  # items marked
    L("translate these: hello, thank you", ["hello", "thank you"], cat="...", note="...")  # or given
    ...
    if __name__ == "__main__":
        main(ROWS, out=OUT, prefix="y", source=SOURCE)

A ``list`` or ``fields`` request either gives its items (each an exact substring of it, in
order) or marks each ``⟦like this⟧``: the marks are taken out and the marked spans become its
items, so they are substrings in order by construction. :func:`check` asserts, for the whole
set: ids unique, kinds known, no request repeated, items stripped, a count an int; and each
row as ``build.check`` does (the checks of ``dev.jsonl``'s rows): items substrings in order,
``count`` rows with a count and no items, ``none`` rows with neither.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path

from build import KINDS
from build import check as check_row

MARK = re.compile(r"⟦(.*?)⟧", re.S)


def unmark(marked: str) -> tuple[str, list[str]]:
    """The request without its marks, and the marked items in order."""
    items = MARK.findall(marked)
    request = MARK.sub(lambda m: m.group(1), marked)
    assert "⟦" not in request and "⟧" not in request, marked[:60]
    return request, items


class Rows(list[dict]):
    """A development set's rows, in the order written."""

    def row(self, request: str, kind: str, items=(), count=None, *, lang="en", cat: str, note: str) -> None:
        self.append(
            {
                "request": request,
                "kind": kind,
                "items": list(items),
                "count": count,
                "lang": lang,
                "category": cat,
                "note": note,
            }
        )

    def L(self, request: str, items: list[str] | None = None, **kw) -> None:
        """A ``list`` row: its items given, or marked in ``request``."""
        if items is None:
            request, items = unmark(request)
        self.row(request, "list", items, **kw)

    def F(self, request: str, items: list[str] | None = None, **kw) -> None:
        """A ``fields`` row: its items given, or marked in ``request``."""
        if items is None:
            request, items = unmark(request)
        self.row(request, "fields", items, **kw)

    def C(self, request: str, n: int, **kw) -> None:
        assert "⟦" not in request, request[:60]
        self.row(request, "count", (), n, **kw)

    def N(self, request: str, **kw) -> None:
        assert "⟦" not in request, request[:60]
        self.row(request, "none", **kw)


def check(rows: list[dict]) -> None:
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids)), "ids not unique"
    seen = set()
    for r in rows:
        rid, text, kind = r["id"], r["request"], r["kind"]
        assert kind in KINDS, (rid, kind)
        assert text not in seen, (rid, "request repeated")
        seen.add(text)
        assert all(item and item == item.strip() for item in r["items"]), rid
        assert r["count"] is None or isinstance(r["count"], int), rid
        check_row(r)


def build(rows: list[dict], *, prefix: str, source: str) -> list[dict]:
    """The rows with their ids (``prefix`` and a number from 001) and ``source``, checked."""
    out = [{"id": f"{prefix}{n:03d}", **r, "source": source} for n, r in enumerate(rows, 1)]
    check(out)
    return out


def main(rows: list[dict], *, out: Path, prefix: str, source: str) -> None:
    """``build_devN.py``'s command line: write ``out`` (``devN.jsonl``), with the checks;
    ``--check`` the checks only; ``--score [OUT.md]`` the figures as first written
    (:func:`devscore.score`; by default into ``benchmarks/results/items/devN-first.md``)."""
    if "--score" in sys.argv:
        from devscore import score

        at = sys.argv.index("--score") + 1
        default = out.parents[3] / "benchmarks" / "results" / "items" / f"{out.stem}-first.md"
        score(out, Path(sys.argv[at]) if at < len(sys.argv) else default)
        return
    built = build(rows, prefix=prefix, source=source)
    if "--check" not in sys.argv:
        with out.open("w", encoding="utf-8") as f:
            for r in built:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{len(built)} rows;", dict(Counter(r["kind"] for r in built)), dict(Counter(r["lang"] for r in built)))
