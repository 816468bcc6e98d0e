"""Pick the Dolly rows of `dolly_b.jsonl` (run once; kept to show how the rows were chosen).

The same procedure as `dolly_source/pick_rows.py` (whose filter, composition and constants are
imported, not copied), on 22 new windows of 16,000 characters of `databricks-dolly-15k.jsonl`
(the copy in yogarajjsoshua/FlaskApplication at 4c2abb4c0fcd0bae0398a89bd4d1e986064ccdcf,
13,216,783 characters), read with the search index's `read_file` at offsets
450,000 + k * 600,000 (k = 0..21), with seed 20261205. WINDOWS_DIR holds one file per window,
`w<offset>.json`, the window's text as a JSON string literal. A line cut at a window's edge is
dropped. Requests already in any `router_data/items/*.jsonl` (`dolly_b.jsonl` itself aside) or
`benchmarks/data/items_real/dev*.jsonl` file are removed. Writes
`dolly_b_source/databricks-dolly-15k.jsonl`, `selection.tsv` and `windows.tsv`.

    python router_data/items/dolly_b_source/pick_rows.py WINDOWS_DIR
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
_spec = importlib.util.spec_from_file_location("dolly_pick", HERE.parent / "dolly_source" / "pick_rows.py")
A = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(A)

SEED = 20261205
OFFSETS = [450_000 + k * 600_000 for k in range(22)]
FILE_CHARS = 13_216_783
OFFSETS = [o for o in OFFSETS if o + A.WINDOW <= FILE_CHARS]  # windows past the end dropped (none)
OTHER = sorted(
    [0, 300_000, 600_000] + [1_200_000 + k * 600_000 for k in range(20) if k != 5]
)  # PUBLIC.md: 0, 0.3M, 0.6M, 1.2M, ..., 3.6M, 4.8M, ..., 12.6M
OTHER += A.OFFSETS  # DOLLY.md: 150,000 + k * 600,000


def check_windows() -> None:
    for off in OFFSETS:
        for o in OTHER:
            assert off + A.WINDOW <= o or o + A.WINDOW <= off, (off, o)


def pool_rows(windows: Path) -> tuple[list[dict], dict[int, tuple[str, int]]]:
    rows, info = [], {}
    for off in OFFSETS:
        text = json.loads((windows / f"w{off}.json").read_text(encoding="utf-8").strip())
        assert len(text) == A.WINDOW, off
        parts = text.split("\n")
        pos = len(parts[0]) + 1  # the first piece is cut at the window's start
        n = 0
        for line in parts[1:-1]:  # the last piece is cut at the window's end
            r = json.loads(line)
            rows.append(
                {
                    "id": off + pos,
                    "instruction": r["instruction"],
                    "context": r["context"],
                    "category": r["category"],
                    "text": A.compose(r["instruction"], r["context"]),
                }
            )
            pos += len(line) + 1
            n += 1
        info[off] = (hashlib.sha1(text.encode("utf-8")).hexdigest(), n)
    return rows, info


def known_requests() -> set[str]:
    files = sorted((ROOT / "router_data/items").glob("*.jsonl")) + sorted(
        (ROOT / "benchmarks/data/items_real").glob("dev*.jsonl")
    )
    seen = set()
    for p in files:
        if p.name == "dolly_b.jsonl":
            continue
        for line in p.read_text(encoding="utf-8").split("\n"):
            if line.strip():
                seen.add(json.loads(line)["request"].strip())
    return seen


def main() -> None:
    from sot.pasta_lang.items import find_items

    check_windows()
    rows, info = pool_rows(Path(sys.argv[1]))
    known = known_requests()
    seen, pool, removed = set(), [], []
    for r in rows:
        key = r["text"].strip()
        if key in known or key in seen:
            removed.append(r["id"])
            continue
        seen.add(key)
        pool.append(r)
    print(f"complete rows {len(rows)}, removed {len(removed)} {removed}, pool {len(pool)}")
    cat, filt, rest = [], [], []
    for r in pool:
        if r["category"] in A.CATS:
            cat.append(r)
        elif A.filter_hit(r["instruction"]):
            filt.append(r)
        else:
            rest.append(r)
    print(f"category rule {len(cat)}, filter rule {len(filt)}, rest {len(rest)}")
    rng = random.Random(SEED)
    first = [("cat", r) for r in cat] + [("filter", r) for r in filt]
    if len(first) + A.BASE_N > A.CAP:
        first = rng.sample(first, A.TARGET - A.BASE_N)
        print(f"over {A.CAP}: seeded sample of {len(first)} from the first group")
    picked = first + [("rand", r) for r in rng.sample(rest, A.BASE_N)]
    picked.sort(key=lambda x: x[1]["id"])
    with (HERE / "databricks-dolly-15k.jsonl").open("w", encoding="utf-8") as f:
        for _rule, r in picked:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with (HERE / "selection.tsv").open("w", encoding="utf-8") as f:
        f.write("# source\trule\tfinder kind at selection\n")
        for rule, r in picked:
            s = find_items(r["text"].strip())
            f.write(f"databricks-dolly-15k:{r['id']}\t{rule}\t{s.kind if s else 'none'}\n")
    with (HERE / "windows.tsv").open("w", encoding="utf-8") as f:
        f.write("# offset\tsha1 of the 16,000-character window text (UTF-8)\tcomplete rows\tpicked\n")
        for off in OFFSETS:
            digest, n = info[off]
            k = sum(off <= r["id"] < off + A.WINDOW for _rule, r in picked)
            f.write(f"{off}\t{digest}\t{n}\t{k}\n")
    print(f"picked {len(picked)}:", {k: sum(x[0] == k for x in picked) for k in ("cat", "filter", "rand")})
    print("pool categories", dict(sorted(__import__("collections").Counter(r["category"] for r in pool).items())))


if __name__ == "__main__":
    main()
