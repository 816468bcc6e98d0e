"""How close does an SoT ask over a remote API come to its critical path?

Starts the loopback server (tests/loopback.py) with a per-token delay, runs
``sot.orchestrate(..., mode="sot")`` with a 5-point skeleton through the real ``openai`` and
``anthropic`` SDKs, and reads the server's own timestamps:

- ``peak_in_flight_expansions``: most branch requests streaming at once (ideal: the points);
- ``wall_s``: first request received -> last byte sent;
- ``critical_path_s``: plan time + the longest branch (what perfect parallelism would take);
- ``overhead_ratio`` = wall / critical path (1.0 is ideal);
- ``sequential_s``: plan + every branch one after another, and ``speedup`` = sequential / wall.

    python benchmarks/critical_path.py [--token-delay 0.02] [--runs 3]

Prints JSON; each figure is the median over the runs.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import anyio

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # for tests.loopback

import sot
from tests.loopback import LoopbackServer, RequestRecord, last_user_text

QUESTION = "What are good habits for staying healthy?"
POINTS = ["Sleep enough", "Eat vegetables", "Move every day", "Drink water", "See friends"]
_POINT = re.compile(r"write only point (\d+)", re.IGNORECASE)


def responder(branch_words: list[int]):
    """The plan gets a numbered skeleton; branch i gets ``branch_words[i]`` words."""

    def reply(body: dict[str, Any]) -> str:
        match = _POINT.search(last_user_text(body))
        if match is None:
            return "\n".join(f"{i + 1}. {p}" for i, p in enumerate(POINTS[: len(branch_words)]))
        index = int(match.group(1)) - 1
        return " ".join(f"w{index}_{k}" for k in range(branch_words[index])) + "."

    return reply


def peak_overlap(records: list[RequestRecord]) -> int:
    events = sorted(
        [(r.start, 1) for r in records] + [(r.end or r.start, -1) for r in records], key=lambda e: (e[0], e[1])
    )
    peak = current = 0
    for _, step in events:
        current += step
        peak = max(peak, current)
    return peak


def measure(server: LoopbackServer, records: list[RequestRecord], client_s: float, result) -> dict[str, Any]:
    plans = [r for r in records if not _POINT.search(r.user_text)]
    branches = [r for r in records if _POINT.search(r.user_text)]
    plan = plans[0]
    plan_s = plan.end - plan.start
    durations = [r.end - r.start for r in branches]
    wall = max(r.end for r in records) - min(r.start for r in records)
    critical = plan_s + max(durations)
    sequential = plan_s + sum(durations)
    return {
        "ok": result.ok and len(result.branches) == len(branches),
        "requests": len(records),
        "peak_in_flight_expansions": peak_overlap(branches),
        "server_peak_concurrency": server.peak_concurrency,
        "plan_s": plan_s,
        "longest_branch_s": max(durations),
        "wall_s": wall,
        "critical_path_s": critical,
        "overhead_ratio": wall / critical,
        "sequential_s": sequential,
        "speedup": sequential / wall,
        "client_total_s": client_s,
        "gap_plan_end_to_first_branch_s": min(r.start for r in branches) - plan.end,
    }


async def run_once(server: LoopbackServer, api: str, points: int) -> dict[str, Any]:
    server.reset()
    base_url = server.base_url_openai if api == "openai" else server.base_url_anthropic
    start = time.monotonic()
    result = await sot.orchestrate(
        QUESTION,
        model=f"{api}:loopback",
        mode="sot",
        max_points=points,
        max_tokens=256,
        provider_options={"base_url": base_url, "api_key": "loopback"},
    )
    client_s = time.monotonic() - start
    # a stream the client closed early (the plan, once its list ended) is marked ended by the
    # server when it notices: wait for that rather than measure a request with no end
    for _ in range(200):
        if all(r.end is not None for r in server.requests):
            break
        await anyio.sleep(0.01)
    return measure(server, list(server.requests), client_s, result)


def median_of(runs: list[dict[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in runs[0].items():
        values = [r[key] for r in runs]
        if isinstance(value, bool):
            out[key] = all(values)
        elif isinstance(value, float):
            out[key] = round(statistics.median(values), 4)
        else:
            out[key] = statistics.median_low(values)
    return out


async def main(args: argparse.Namespace) -> dict[str, Any]:
    words = [args.words + 5 * i for i in range(args.points)]
    report: dict[str, Any] = {
        "config": {
            "points": args.points,
            "branch_words": words,
            "token_delay_s": args.token_delay,
            "first_token_delay_s": args.first_token_delay,
            "runs": args.runs,
        },
    }
    with LoopbackServer(
        responder(words), token_delay=args.token_delay, first_token_delay=args.first_token_delay
    ) as server:
        for api in ("openai", "anthropic"):
            await run_once(server, api, args.points)  # warm-up: imports, connection pool
            runs = [await run_once(server, api, args.points) for _ in range(args.runs)]
            report[api] = median_of(runs)
    return report


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--points", type=int, default=5)
    parser.add_argument("--words", type=int, default=20, help="words in the shortest branch (+5 per next one)")
    parser.add_argument("--token-delay", type=float, default=0.02)
    parser.add_argument("--first-token-delay", type=float, default=0.1)
    parser.add_argument("--runs", type=int, default=3)
    print(json.dumps(anyio.run(main, parser.parse_args()), indent=2))
