"""How long ``find_items`` takes on the largest requests it reads (100 KB, its limit).

    python benchmarks/items_find_speed.py     # writes benchmarks/results/items/find-speed.md

Each request is found once to warm the caches, then timed 7 times; the median is reported. The
median per request over the labelled sets is in ``tagger.md`` (``scripts/train_items_tagger.py``).
"""

from __future__ import annotations

import platform
import statistics
import time
from pathlib import Path

from sot.pasta_lang.items import find_items
from sot.pasta_lang.items.split import MAX_REQUEST_CHARS

OUT = Path(__file__).resolve().parent / "results" / "items" / "find-speed.md"


def requests() -> dict[str, str]:
    n = MAX_REQUEST_CHARS
    numbered = "Translate each of these into French:\n" + "".join(
        f"{i}. The parcel number {i} arrived this morning\n" for i in range(1, 5000)
    )
    short_list = "Answer these questions:\n" + "".join(f"{i}. What is item {i} made of?\n" for i in range(1, 900))
    prose = "The quick brown fox jumps over the lazy dog, and then it runs away. " * 2000
    lines = "".join(f"Line {i}: a row of a log file, status ok, took {i % 97} ms\n" for i in range(5000))
    questions = (
        "Please read the report and answer the questions at the end.\n\n"
        + prose[: n // 2]
        + ("\n\nQuestions:\n1. Who jumps?\n2. Over what?\n3. Where does it run?\n")
    )
    return {
        "a numbered list of about 2,400 lines (100 KB)": numbered[:n],
        "a numbered list of 899 questions (about 28 KB)": short_list,
        "one paragraph of prose (100 KB)": prose[:n],
        "log lines (100 KB)": lines[:n],
        "a 50 KB passage, then three questions": questions,
    }


def main() -> None:
    rows = []
    for name, text in requests().items():
        found = find_items(text)
        times = []
        for _ in range(7):
            t = time.perf_counter()
            find_items(text)
            times.append((time.perf_counter() - t) * 1000)
        what = "no split" if found is None else f"{found.kind}, {len(found.items) or found.count} items"
        rows.append(f"| {name} | {len(text):,} | {statistics.median(times):.1f} | {what} |")
    text = "\n".join(
        [
            "# `find_items` on the largest requests",
            "",
            f"`python benchmarks/items_find_speed.py` ({platform.python_implementation()} "
            f"{platform.python_version()}, one thread; median of 7 after one warm-up)",
            "",
            "| request | chars | median ms | found |",
            "|---|---:|---:|---|",
            *rows,
            "",
        ]
    )
    OUT.write_text(text, encoding="utf-8")
    print(text)


if __name__ == "__main__":
    main()
