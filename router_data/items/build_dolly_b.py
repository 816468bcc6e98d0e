"""Build `dolly_b.jsonl`: a second, held-out set of hand-labelled Dolly-15k prompts (never trained on).

The rows were picked from 22 new windows of 16,000 characters of `databricks-dolly-15k.jsonl`
by `dolly_b_source/pick_rows.py` (see `DOLLY_B.md`), by the procedure of `dolly.jsonl`. Reads
the verbatim rows in `dolly_b_source/databricks-dolly-15k.jsonl` and the hand labels in
`dolly_b_source/labels.tsv` with `build_dolly.build` (pointed at `dolly_b_source/`; it resolves
every item with `build_chat.resolve`), renumbers the rows `e001`..., and writes
`dolly_b.jsonl`. `--check` runs the current finder over the rows (`build_chat.check`) and
prints how far its answers are from the labels, overall and for each selection rule of
`dolly_b_source/selection.tsv`.

    python router_data/items/build_dolly_b.py [--check]
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
SRC = HERE / "dolly_b_source"
OUT = HERE / "dolly_b.jsonl"

sys.path.insert(0, str(HERE))
import build_dolly  # noqa: E402
from build_chat import check  # noqa: E402


def build() -> list[dict]:
    build_dolly.SRC = SRC  # same files and format, another folder
    rows = build_dolly.build()
    for n, r in enumerate(rows, 1):
        r["id"] = f"e{n:03d}"
    return rows


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args()
    rows = build()
    with OUT.open("w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    kinds = Counter(r["kind"] for r in rows)
    print(f"wrote {OUT.name}: {len(rows)} rows {dict(kinds)}")
    print("langs", dict(Counter(r["lang"] for r in rows)))
    if args.check:
        check(rows)
        rules = build_dolly.load_rules()
        for rule in sorted(set(rules.values())):
            print(f"-- selection rule ({rule})")
            check([r for r in rows if rules[r["source"]] == rule])


if __name__ == "__main__":
    main()
