"""What auto works out before a direct answer's first token, beyond the model load the answer
needs anyway: the seconds (wall, and this process's CPU) from the end of the ask's window check
(which loads the embedded model) to the end of auto's route, in the first ask of a fresh process
each time (so every parser, finder and router it builds is built in the measurement, as in a
``sot ask``). Work a version did in a worker thread while the model loaded is not counted.

``--sot CMD``: a command that runs a Python file with another checkout's ``sot`` importable: the
same measurement of that version.

    python benchmarks/auto_route_cost.py --runs 8
"""

from __future__ import annotations

import argparse
import json
import shlex
import statistics
import subprocess
import sys
from pathlib import Path

QUESTIONS = [
    "What are the benefits of reading books?",
    "What should I pack for a weekend hiking trip?",
    "Why is the sky blue?",
    "How can a small team run better meetings?",
]


def one(question: str) -> dict[str, object]:
    """One measurement in this process (its first ask): ``sot.orchestrate`` in auto on the
    embedded model, timed from the model's load (the end of the window check, which loads it)
    to the end of the route."""
    import time

    import sot
    from sot.orchestrator import ask

    marks: dict[str, tuple[float, float]] = {}
    check_fit, route = ask.check_fit, ask._route

    async def timed_check_fit(ctx):  # type: ignore[no-untyped-def]
        try:
            return await check_fit(ctx)
        finally:
            marks["loaded"] = (time.perf_counter(), time.process_time())

    async def timed_route(ctx):  # type: ignore[no-untyped-def]
        try:
            return await route(ctx)
        finally:
            marks["routed"] = (time.perf_counter(), time.process_time())

    ask.check_fit, ask._route = timed_check_fit, timed_route  # type: ignore[assignment]
    result = sot.orchestrate_sync(question, model="local", mode="auto", max_tokens=1)
    (t0, c0), (t1, c1) = marks["loaded"], marks["routed"]
    assert result.route is not None
    return {"route_s": t1 - t0, "route_cpu_s": c1 - c0, "mode": result.route.mode, "router": result.route.router}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=8)
    parser.add_argument("--sot", default=shlex.quote(sys.executable), help="the Python that runs this file")
    parser.add_argument("--one", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one is not None:
        print(json.dumps(one(args.one)))
        return
    rows = []
    for i in range(args.runs):
        question = QUESTIONS[i % len(QUESTIONS)]
        done = subprocess.run(
            [*shlex.split(args.sot), str(Path(__file__).resolve()), "--one", question],
            capture_output=True,
            text=True,
            check=True,
        )
        row = json.loads(done.stdout.strip().splitlines()[-1])
        rows.append(row)
        print(json.dumps(row), file=sys.stderr, flush=True)
    summary = {key: round(statistics.median(float(r[key]) for r in rows), 4) for key in ("route_s", "route_cpu_s")}
    print(
        json.dumps(
            {"runs": len(rows), "median": summary, "decided": sorted({f"{r['mode']} ({r['router']})" for r in rows})}
        )
    )


if __name__ == "__main__":
    main()
