"""How long does a router take per question?

Loads the shipped model of ``--router`` (``encoder``, the default where llama-cpp-python is
installed, or ``trained``, the n-gram model; timed apart: the first question loads the
encoder, or the JSON is parsed), then routes every
question of ``../shared/data/lima_router.csv`` (or ``--data``, same ``label;request``
format) ``--repeat`` times and reports the time per question after load (each question's best
of its passes): median, p95, max and mean in milliseconds.

    python benchmarks/router_latency.py [--router encoder|trained] [--data PATH] [--repeat 3]

Prints JSON. Also reports the time of ``import sot.orchestrator.routing.router`` in a fresh
process (the encoder loads llama.cpp on its first question, so that is in ``model_load_ms``).
"""

from __future__ import annotations

import argparse
import csv
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

DEFAULT_DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "lima_router.csv"


def read_questions(path: Path) -> list[str]:
    with path.open(newline="", encoding="utf-8") as f:
        rows = list(csv.reader(f, delimiter=";"))
    return [row[1] for row in rows[1:]]


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    rank = q * (len(ordered) - 1)
    lo = int(rank)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (rank - lo)


def import_time_ms() -> float:
    code = (
        "import time; t = time.perf_counter(); import sot.orchestrator.routing.router; print(time.perf_counter() - t)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return float(out.stdout.strip()) * 1000


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Time a router per question.")
    parser.add_argument("--router", choices=("encoder", "trained"), default="encoder", help="the router to time")
    parser.add_argument(
        "--data", type=Path, default=None, help="label;request CSV (default: lima_router.csv beside the checkout)"
    )
    parser.add_argument("--repeat", type=int, default=3, help="passes over the questions; each keeps its best time")
    args = parser.parse_args(argv)

    from sot.orchestrator.routing.router import get_router

    if args.data is None and not DEFAULT_DATA.exists():  # a clone alone: the questions sot ships
        from sot.bench.questions import SAMPLE, load_questions

        print(f"{DEFAULT_DATA} is not here; timing sot's sample questions instead", file=sys.stderr)
        questions = [q.text for q in load_questions(SAMPLE)]
    else:
        questions = read_questions(args.data or DEFAULT_DATA)
    start = time.perf_counter()
    router = get_router(args.router)
    router.route_sync("Load the model.")
    load_ms = (time.perf_counter() - start) * 1000

    best = [float("inf")] * len(questions)
    for _ in range(max(1, args.repeat)):
        for i, question in enumerate(questions):
            t = time.perf_counter()
            router.route_sync(question)
            best[i] = min(best[i], time.perf_counter() - t)
    ms = [b * 1000 for b in best]
    p95 = percentile(ms, 0.95)
    report = {
        "router": args.router,
        "questions": len(questions),
        "repeat": args.repeat,
        "model_load_ms": round(load_ms, 1),
        "import_ms": round(import_time_ms(), 1),
        "route_ms": {
            "median": round(statistics.median(ms), 3),
            "p95": round(p95, 3),
            "max": round(max(ms), 3),
            "mean": round(statistics.fmean(ms), 3),
        },
        "chars": {
            "median": int(statistics.median(len(q) for q in questions)),
            "max": max(len(q) for q in questions),
        },
    }
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
