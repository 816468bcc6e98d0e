"""Builds the third development set (``dev3.jsonl``) from ``dev3_source/*.txt``.

    python benchmarks/data/items_real/build_dev3.py

Same block format and checks as ``build.py`` (see its docstring: one ``### kind[:count] lang
category | note`` header a row, the request, then ``>> item`` lines that must be substrings of the
request, in order). Ids are ``t001``, ``t002``, ... in file and row order; every row is for
development (there is no held-out half of this set). It was written after ``dev2.jsonl``, by another
hand, and committed before any finder was changed for it (see README.md).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from build import check, counts, parse  # noqa: E402


def build() -> list[dict]:
    rows: list[dict] = []
    for path in sorted((HERE / "dev3_source").glob("*.txt")):
        rows += parse(path.read_text(encoding="utf-8"), path.name)
    out = []
    for number, row in enumerate(rows, 1):
        row = {"id": f"t{number:03d}", **row}
        check(row)
        out.append(row)
    return out


def main() -> None:
    rows = build()
    with (HERE / "dev3.jsonl").open("w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    json.dump({"dev3": {"rows": len(rows), **counts(rows)}}, sys.stdout, indent=1, ensure_ascii=False)
    print()


if __name__ == "__main__":
    main()
