"""Parse time against input size, up to 1 MB, for every parser of sot.pasta_lang.

    python benchmarks/parse_scaling.py [--sizes 10000,100000,300000,1000000] [--json]

Inputs, each grown to the size: a valid PASTA-LANG document (text, promises, syncs and
nested blocks) parsed strictly, leniently and streamed in 16-character chunks; a run of
``<`` (the old quadratic case of the lenient parser); ``<async>`` blocks nested as deep as
the input allows; a numbered skeleton, whole and streamed line by line. A parser is linear
when its time per kilobyte stays flat as the input grows: the last column is the time per
kB at the largest size over that at the smallest (about 1 for linear, about the size
ratio for quadratic).
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable

from sot.errors import ParseError
from sot.pasta_lang import IncrementalParser, SkeletonStream, parse_pasta, parse_reply, parse_skeleton

UNIT = (
    "Some answer text that runs on for a while. "
    '<promise topic="a part written on the side" tokens="40"/> and more text here, '
    '<async topic="a section">with <promise topic="inner part"/> inside</async> '
    "then a sync <sync/> and a closing sentence.\n"
)


def grow(unit: str, size: int) -> str:
    return (unit * (size // len(unit) + 1))[:size] if len(unit) < size else unit


def document(size: int) -> str:
    return UNIT * max(size // len(UNIT), 1)


def nested(size: int) -> str:
    opener, closer = '<async topic="a">', "</async>"
    depth = max(size // (len(opener) + len(closer)), 1)
    return opener * depth + closer * depth


def skeleton(size: int) -> str:
    line = "1. A short point of a few words\n"
    return "".join(f"{i + 1}. A short point of a few words\n" for i in range(max(size // len(line), 1)))


def strict(text: str) -> None:
    try:
        parse_pasta(text)
    except ParseError:
        pass


def streamed(text: str) -> None:
    parser = IncrementalParser()
    for i in range(0, len(text), 16):
        parser.feed(text[i : i + 16])
    parser.close()


def skeleton_stream(text: str) -> None:
    stream = SkeletonStream()
    for line in text.splitlines(keepends=True):
        stream.feed(line)
    stream.close()


CASES: dict[str, tuple[Callable[[int], str], Callable[[str], object]]] = {
    "parse_pasta (document)": (document, strict),
    "parse_reply (document)": (document, parse_reply),
    "IncrementalParser (document, 16-char chunks)": (document, streamed),
    "parse_reply ('<' * n)": (lambda n: "<" * n, parse_reply),
    "parse_pasta (nested <async>)": (nested, strict),
    "parse_reply (nested <async>)": (nested, parse_reply),
    "parse_skeleton (numbered lines)": (skeleton, parse_skeleton),
    "SkeletonStream (line by line)": (skeleton, skeleton_stream),
    "SkeletonStream (prose, no list)": (lambda n: grow("A line of prose that is no list item.\n", n), skeleton_stream),
}


def measure(sizes: list[int]) -> dict[str, list[dict[str, float]]]:
    out: dict[str, list[dict[str, float]]] = {}
    for name, (make, parse) in CASES.items():
        rows = []
        for size in sizes:
            text = make(size)
            started = time.perf_counter()
            parse(text)
            seconds = time.perf_counter() - started
            rows.append(
                {
                    "bytes": len(text.encode()),
                    "seconds": round(seconds, 4),
                    "us_per_kb": round(seconds * 1e6 / (len(text.encode()) / 1000), 1),
                }
            )
        out[name] = rows
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sizes", default="10000,100000,300000,1000000", help="input sizes in bytes")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    args = ap.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    results = measure(sizes)
    if args.json:
        print(json.dumps(results, indent=2))
        return
    head = "".join(f"{s // 1000:>9} kB" for s in sizes)
    print(f"{'parser (input)':<46}{head}   per-kB growth")
    for name, rows in results.items():
        cells = "".join(f"{r['seconds']:>11.3f}s"[-12:] for r in rows)
        growth = rows[-1]["us_per_kb"] / max(rows[0]["us_per_kb"], 1e-9)
        print(f"{name:<46}{cells}   x{growth:.2f}")


if __name__ == "__main__":
    main()
