"""What auto's decision costs the default ask's first token: ``sot ask`` (auto) against
``sot ask --mode direct``, paired, each ask a new process, all sharing one ``HOME``.

Every ask is the command a user runs (``sot ask QUESTION --max-tokens 60 --json``, the embedded
model, the default settings). One round asks each question in both modes back to back, the
order alternating from question to question; a warm-up ask of each mode comes first and is not
counted (it calibrates the engine once in the fresh ``HOME``, as a user's first ask does).
``--busy N`` busy loops (``python3 -c 'while True: pass'``) run for the whole benchmark.
``--baseline-sot CMD`` adds a third ask to every pair: auto through another ``sot`` command
(another checkout's), so a change is measured beside what it changed, in the same rounds.

Per pair: auto's first token less direct's (``timings.first_token_s``), and auto's latency
over direct's (``timings.total_s``); the report gives their medians, how many pairs auto's
first token came later, and the medians per mode.

    python benchmarks/auto_first_token.py --busy 0 --pairs 8     # a quiet(ish) machine
    python benchmarks/auto_first_token.py --busy 2 --pairs 8     # two busy loops held
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

#: questions of several kinds, written for this benchmark (not used to tune anything)
QUESTIONS = [
    "What are the benefits of reading books?",
    "What should I pack for a weekend hiking trip?",
    "Why is the sky blue?",
    "How can a small team run better meetings?",
    "Write a haiku about autumn rain.",
    "What are the pros and cons of electric cars?",
    "Suggest 4 names for a podcast about gardening",
    "How do I make a good cup of coffee?",
]


def _busy(n: int) -> list[subprocess.Popen[bytes]]:
    return [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(n)]


def _ask(sot: list[str], question: str, mode: str, env: dict[str, str], max_tokens: int) -> dict[str, Any]:
    command = [*sot, "ask", question, "--max-tokens", str(max_tokens), "--json"]
    if mode != "auto":
        command += ["--mode", mode]
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=600, cwd=ROOT)
    wall = time.perf_counter() - start
    if done.returncode not in (0, 1):  # (1: cut by --max-tokens, still an answer)
        return {"mode": mode, "question": question, "error": done.stderr.strip()[-400:]}
    data = json.loads(done.stdout)
    timings = data.get("timings") or {}
    route = data.get("route") or {}
    return {
        "mode": mode,
        "question": question,
        "chose": data.get("mode"),
        "router": route.get("router"),
        "wall_s": round(wall, 3),
        "latency_s": timings.get("total_s"),
        "first_token_s": timings.get("first_token_s"),
        "calibrate_s": timings.get("calibrate_s"),
    }


def _median(values: list[float]) -> float | None:
    return round(statistics.median(values), 3) if values else None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--busy", type=int, default=0, help="busy loops held while asking (default 0)")
    parser.add_argument("--pairs", type=int, default=8, help="pairs asked (questions in turn; default 8)")
    parser.add_argument("--max-tokens", type=int, default=60)
    parser.add_argument("--sot", default=f"{shlex.quote(sys.executable)} -m sot", help="the sot command timed")
    parser.add_argument("--baseline-sot", default=None, help="another sot command, asked in auto beside each pair")
    parser.add_argument("--home", default=None, help="the HOME every ask shares (default: a fresh one)")
    parser.add_argument("--out", type=Path, default=None, help="write the report here as JSON")
    parser.add_argument("--no-warmup", action="store_true", help="no warm-up asks (a HOME already calibrated)")
    args = parser.parse_args()

    home = args.home or tempfile.mkdtemp(prefix="sot-first-token-home-")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "SOT_"))}
    env["HOME"] = home
    sot, baseline = shlex.split(args.sot), shlex.split(args.baseline_sot) if args.baseline_sot else None
    arms = [("auto", sot, "auto"), ("direct", sot, "direct")] + ([("baseline", baseline, "auto")] if baseline else [])
    for _, command, mode in [] if args.no_warmup else arms:  # warm-up: the engine calibrated once in this HOME
        _ask(command, QUESTIONS[0], mode, env, args.max_tokens)
    loops = _busy(args.busy)
    runs: list[dict[str, Any]] = []
    try:
        time.sleep(2.0 if loops else 0.0)
        for i in range(args.pairs):
            question = QUESTIONS[i % len(QUESTIONS)]
            order = arms if i % 2 == 0 else list(reversed(arms))
            for arm, command, mode in order:
                row = {"pair": i, "arm": arm, **_ask(command, question, mode, env, args.max_tokens)}
                runs.append(row)
                print(json.dumps(row), file=sys.stderr, flush=True)
    finally:
        for loop in loops:
            loop.kill()
            loop.wait()

    def paired(arm: str) -> dict[str, Any]:
        later, ratios = [], []
        for i in range(args.pairs):
            pair = {r["arm"]: r for r in runs if r["pair"] == i and "error" not in r}
            a, d = pair.get(arm), pair.get("direct")
            if a and d and a["first_token_s"] is not None and d["first_token_s"] is not None:
                later.append(a["first_token_s"] - d["first_token_s"])
            if a and d and d["latency_s"]:
                ratios.append(a["latency_s"] / d["latency_s"])
        return {
            "pairs": len(later),
            "first_token_later_s_median": _median(later),
            "first_token_later_in": sum(1 for x in later if x > 0),
            "latency_over_direct_median": _median(ratios),
        }

    report = {
        "command": " ".join(
            ["python benchmarks/auto_first_token.py", f"--busy {args.busy}", f"--pairs {args.pairs}"]
            + [f"--max-tokens {args.max_tokens}"]
            + (["--baseline-sot CMD"] if baseline else [])
        ),
        "machine": {
            "cpus": os.cpu_count(),
            "platform": platform.platform(),
            "busy_loops": args.busy,
            "loadavg_at_end": os.getloadavg(),
        },
        "per_mode_median": {
            arm: {
                key: _median([r[key] for r in runs if r["arm"] == arm and r.get(key) is not None])
                for key in ("first_token_s", "latency_s", "wall_s")
            }
            for arm, _, _ in arms
        },
        "auto_vs_direct": paired("auto"),
        **({"baseline_vs_direct": paired("baseline")} if baseline else {}),
        "auto_chose": sorted({f"{r['chose']} ({r['router']})" for r in runs if r["arm"] != "direct" and "chose" in r}),
        "errors": [r for r in runs if "error" in r],
        "runs": runs,
    }
    if args.out is not None:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(report, indent=2) + "\n")
    print(json.dumps({k: v for k, v in report.items() if k != "runs"}, indent=2))


if __name__ == "__main__":
    main()
