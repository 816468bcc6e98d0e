"""Pick the Dolly rows of `dolly.jsonl` (run once; kept to show how the rows were chosen).

The pool is the complete JSON lines inside 22 windows of 16,000 characters of
`databricks-dolly-15k.jsonl` (the copy in yogarajjsoshua/FlaskApplication at
4c2abb4c0fcd0bae0398a89bd4d1e986064ccdcf, 13,216,783 characters), read with the search
index's `read_file` at offsets 150,000 + k * 600,000 (k = 0..21). WINDOWS_DIR holds one file
per window, `w<offset>.json`, whose content is the window's text as a JSON string literal
(the form `read_file` returns it in). A line cut at a window's edge is dropped. Writes
`dolly_source/databricks-dolly-15k.jsonl` (verbatim `instruction`, `context`, `category`;
`id` = character offset of the line start in the file; `text` = the request as PUBLIC.md
composes it) and `selection.tsv` (source, rule, finder's kind at selection time) and `windows.tsv`
(each window's SHA-1, complete rows and rows picked).

    python router_data/items/dolly_source/pick_rows.py WINDOWS_DIR
"""

from __future__ import annotations

import hashlib
import json
import random
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
SEED = 20261204
BASE_N = 60
CAP = 320
TARGET = 300
WINDOW = 16000
OFFSETS = [150_000 + k * 600_000 for k in range(22)]
CATS = {"brainstorming", "classification", "information_extraction"}

NUM = (
    r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|"
    r"fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|hundred)"
)
N_THINGS = re.compile(rf"\b{NUM}\s+(?:[a-z-]+\s+)?[a-z-]+s\b", re.I)
MARKER = re.compile(r"^\s*(?:[-*•]\s|\d{1,2}[.)]\s|[a-zA-Z][.)]\s|\(\w{1,2}\)\s)")
EACH = re.compile(r"\beach\b", re.I)


def colon_list(text: str) -> bool:
    """A colon followed by a comma list of 3+ short names (each 1-40 characters, no sentence)."""
    for m in re.finditer(r":", text):
        rest = text[m.end() :].lstrip(" \t")
        if rest.startswith("\n"):
            rest = rest[1:]
        line = rest.split("\n", 1)[0]
        parts = [p.strip() for p in line.split(",")]
        if len(parts) >= 3 and all(0 < len(p) <= 40 for p in parts[:3]):
            return True
    return False


def filter_hit(instruction: str) -> bool:
    marked = sum(bool(MARKER.match(line)) for line in instruction.split("\n"))
    return (
        instruction.count("?") >= 2
        or bool(N_THINGS.search(instruction))
        or marked >= 3
        or bool(EACH.search(instruction))
        or colon_list(instruction)
    )


def compose(instruction: str, context: str) -> str:
    return instruction + "\n\n" + context if context else instruction


def pool_rows(windows: Path, offsets: list[int]) -> tuple[list[dict], dict[int, tuple[str, int]]]:
    """The complete JSON lines of each window `windows/w<offset>.json`, and each window's SHA-1 and row count."""
    rows, info = [], {}
    for off in offsets:
        text = json.loads((windows / f"w{off}.json").read_text(encoding="utf-8").strip())
        assert len(text) == WINDOW, off
        parts = text.split("\n")
        pos = len(parts[0]) + 1  # the first piece is cut at the window's start
        for line in parts[1:-1]:  # the last piece is cut at the window's end
            r = json.loads(line)
            rows.append(
                {
                    "id": off + pos,
                    "instruction": r["instruction"],
                    "context": r["context"],
                    "category": r["category"],
                    "text": compose(r["instruction"], r["context"]),
                }
            )
            pos += len(line) + 1
        info[off] = (hashlib.sha1(text.encode("utf-8")).hexdigest(), len(parts) - 2)
    return rows, info


def known_requests(own: str) -> set[str]:
    """Every request already in a labelled file (the one being picked, `own`, aside)."""
    files = sorted((ROOT / "router_data/items").glob("*.jsonl")) + sorted(
        (ROOT / "benchmarks/data/items_real").glob("dev*.jsonl")
    )
    seen = set()
    for p in files:
        if p.name == own:
            continue
        for line in p.read_text(encoding="utf-8").split("\n"):
            if line.strip():
                seen.add(json.loads(line)["request"].strip())
    return seen


def pick(windows: Path, offsets: list[int], seed: int, out: Path, own: str) -> None:
    """Pick rows from the windows by the rules above; write them, `selection.tsv` and `windows.tsv` to `out`."""
    from collections import Counter

    from sot.pasta_lang.items import find_items

    rows, info = pool_rows(windows, offsets)
    known = known_requests(own)
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
        if r["category"] in CATS:
            cat.append(r)
        elif filter_hit(r["instruction"]):
            filt.append(r)
        else:
            rest.append(r)
    print(f"category rule {len(cat)}, filter rule {len(filt)}, rest {len(rest)}")
    rng = random.Random(seed)
    first = [("cat", r) for r in cat] + [("filter", r) for r in filt]
    if len(first) + BASE_N > CAP:
        first = rng.sample(first, TARGET - BASE_N)
        print(f"over {CAP}: seeded sample of {len(first)} from the first group")
    picked = first + [("rand", r) for r in rng.sample(rest, BASE_N)]
    picked.sort(key=lambda x: x[1]["id"])
    with (out / "databricks-dolly-15k.jsonl").open("w", encoding="utf-8") as f:
        for _rule, r in picked:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with (out / "selection.tsv").open("w", encoding="utf-8") as f:
        f.write("# source\trule\tfinder kind at selection\n")
        for rule, r in picked:
            s = find_items(r["text"].strip())
            f.write(f"databricks-dolly-15k:{r['id']}\t{rule}\t{s.kind if s else 'none'}\n")
    with (out / "windows.tsv").open("w", encoding="utf-8") as f:
        f.write("# offset\tsha1 of the 16,000-character window text (UTF-8)\tcomplete rows\tpicked\n")
        for off in offsets:
            digest, n = info[off]
            k = sum(off <= r["id"] < off + WINDOW for _rule, r in picked)
            f.write(f"{off}\t{digest}\t{n}\t{k}\n")
    print(f"picked {len(picked)}:", {k: sum(x[0] == k for x in picked) for k in ("cat", "filter", "rand")})
    print("pool categories", dict(sorted(Counter(r["category"] for r in pool).items())))


if __name__ == "__main__":
    pick(Path(sys.argv[1]), OFFSETS, SEED, HERE, "dolly.jsonl")
