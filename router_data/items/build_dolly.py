"""Build `dolly.jsonl`: hand-labelled Databricks Dolly-15k prompts from fixed windows of the file.

The rows were picked from 22 windows of 16,000 characters of `databricks-dolly-15k.jsonl`
by `dolly_source/pick_rows.py` (see `DOLLY.md`). Reads the verbatim rows in
`dolly_source/databricks-dolly-15k.jsonl` and the hand labels in `dolly_source/labels.tsv`,
resolves every item to an exact substring of its request (in order) with `build_chat.resolve`,
and writes `dolly.jsonl` (ids `d001`...). `--check` also runs the current finder over the rows
(`build_chat.check`) and prints how far its answers are from the labels, and the same figures
for each selection rule of `dolly_source/selection.tsv`.

    python router_data/items/build_dolly.py [--check]
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
SRC = HERE / "dolly_source"
OUT = HERE / "dolly.jsonl"
COLLECTION = "databricks-dolly-15k"

sys.path.insert(0, str(HERE))
from build_chat import CATEGORIES, KINDS, check, resolve  # noqa: E402


def load_prompts() -> dict[str, str]:
    prompts = {}
    for line in (SRC / f"{COLLECTION}.jsonl").read_text(encoding="utf-8").split("\n"):
        if line.strip():
            row = json.loads(line)
            assert row["text"] == (
                row["instruction"] + "\n\n" + row["context"] if row["context"] else row["instruction"]
            ), row["id"]
            prompts[f"{COLLECTION}:{row['id']}"] = row["text"]
    return prompts


def load_rules() -> dict[str, str]:
    rules = {}
    for line in (SRC / "selection.tsv").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            source, rule, _kind = line.split("\t")
            rules[source] = rule
    return rules


def build() -> list[dict]:
    prompts = load_prompts()
    rows = []
    for line in (SRC / "labels.tsv").read_text(encoding="utf-8").splitlines():
        if not line or line.startswith("#"):
            continue
        source, kind_cat, label, lang = line.split("\t")
        kind_code, cat_code = kind_cat.split(":")
        kind = KINDS[kind_code]
        category, note = CATEGORIES[cat_code]
        request = prompts[source].strip()
        items, count = [], None
        if kind == "count":
            count = int(label)
        elif kind in ("list", "fields"):
            pos = 0
            for spec in label.split(" || "):
                item, pos = resolve(request, spec, pos)
                items.append(item)
            assert len(items) >= 2, source
        else:
            assert not label, source
        rows.append(
            {
                "id": f"d{len(rows) + 1:03d}",
                "request": request,
                "kind": kind,
                "items": items,
                "count": count,
                "lang": lang,
                "category": category,
                "note": note,
                "source": source,
            }
        )
    sources = [r["source"] for r in rows]
    assert len(set(sources)) == len(sources), "a source is labelled twice"
    assert set(sources) == set(prompts), "every kept prompt needs one label"
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
        rules = load_rules()
        for rule in sorted(set(rules.values())):
            print(f"-- selection rule ({rule})")
            check([r for r in rows if rules[r["source"]] == rule])


if __name__ == "__main__":
    main()
