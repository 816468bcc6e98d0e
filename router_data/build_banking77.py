"""Build ``banking77.tsv`` from the Banking77 test set (real banking customer queries).

    python router_data/build_banking77.py [../shared/data/customer_service/banking77_test.csv]

Single queries are one issue each: label 0 (one focused answer). Multi-issue messages
are two or three queries of different intents joined the way customers write them
("... Also, ..."): label 1 (one reply section per issue, written in parallel). Every
query is used once at most, and the draw is seeded, so the same input gives the same file.
"""

from __future__ import annotations

import csv
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
DEFAULT = HERE.parents[1] / "shared" / "data" / "customer_service" / "banking77_test.csv"
SINGLES = 240
PAIRS = 160
TRIPLES = 80
JOINERS = (" Also, ", " And ", " Another thing: ", " Plus, ", " Second question: ", " Separately, ")


def join(parts: list[str], rng: random.Random) -> str:
    out = parts[0].strip()
    for n, part in enumerate(parts[1:], start=2):
        part = part.strip()
        joiner = rng.choice(JOINERS)
        if joiner == " Second question: " and n == 3:
            joiner = " Third question: "
        if not out.endswith((".", "?", "!")):
            out += "."
        if joiner.endswith(", ") or joiner == " And ":
            if not part.startswith("I ") and not part.startswith("I'"):
                part = part[:1].lower() + part[1:]
        out += joiner + part
    return out


def main(argv: list[str]) -> int:
    source = Path(argv[0]) if argv else DEFAULT
    with source.open(newline="", encoding="utf-8") as f:
        rows = [(r["text"].replace("\t", " ").replace("\n", " ").strip(), r["category"]) for r in csv.DictReader(f)]
    rng = random.Random(77)
    rng.shuffle(rows)
    pool = iter(rows)
    out = [("0", text) for text, _ in (next(pool) for _ in range(SINGLES))]
    for size, count in ((2, PAIRS), (3, TRIPLES)):
        for _ in range(count):
            parts: list[str] = []
            seen: set[str] = set()
            while len(parts) < size:
                text, intent = next(pool)
                if intent not in seen:
                    parts.append(text)
                    seen.add(intent)
            out.append(("1", join(parts, rng)))
    with (HERE / "banking77.tsv").open("w", encoding="utf-8", newline="") as f:
        f.write("label\ttext\n")
        for label, text in out:
            f.write(f"{label}\t{text}\n")
    print(f"wrote {len(out)} rows", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
