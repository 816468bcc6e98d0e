"""The default ask on a busy machine: ``sot ask`` (auto) against ``sot ask --mode direct``,
each a new process, with the CPU held busy by other work, as a laptop with a browser is.

Every ask is the command a user runs (``python -m sot ask QUESTION --json``, the embedded
model, the default settings), a new process each time, all sharing one fresh ``HOME`` (so the
first ask finds no calibration, as on a new machine, and later ones find what earlier ones
kept). ``--busy N`` busy loops (default 2: one per core here) run for the whole benchmark.
Per question the two modes run back to back, the order alternating between questions.

Per ask: the process's wall time, the ask's latency and first-token time (``timings``), the
seconds it spent measuring the machine (``timings.calibrate_s``), answer tokens (``usage``),
answer tokens per second of the ask, and the mode auto chose. The report gives medians per
mode and the per-question ratio auto / direct.

    python benchmarks/busy_default.py                       # -> benchmarks/results/busy/default.json
    python benchmarks/busy_default.py --busy 0 --out /tmp/quiet.json   # the same on a quiet machine
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "benchmarks" / "results" / "busy" / "default.json"

#: questions of several kinds (a list of points, a request with its own items, one fact, a
#: short creative piece); written for this benchmark, not used to tune anything
QUESTIONS = [
    "What should I pack for a weekend hiking trip?",
    "Suggest 4 names for a podcast about gardening",
    "Why is the sky blue?",
    "How can a small team run better meetings?",
    "Write a haiku about autumn rain.",
    "What are the pros and cons of electric cars?",
]
MODES = ("auto", "direct")


def _busy(n: int) -> list[subprocess.Popen[bytes]]:
    return [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(n)]


def _ask(question: str, mode: str, env: dict[str, str], timeout: float) -> dict[str, Any]:
    command = [sys.executable, "-m", "sot", "ask", question, "--json"]
    if mode != "auto":
        command += ["--mode", mode]
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=timeout, cwd=ROOT)
    wall = time.perf_counter() - start
    if done.returncode != 0:
        return {"mode": mode, "question": question, "error": done.stderr.strip()[-400:], "wall_s": wall}
    data = json.loads(done.stdout)
    timings = data.get("timings") or {}
    usage = data.get("usage") or {}
    total = timings.get("total_s")
    tokens = usage.get("completion_tokens") or 0
    return {
        "mode": mode,
        "question": question,
        "chose": (data.get("route") or {}).get("mode") or data.get("mode"),
        "wall_s": round(wall, 3),
        "latency_s": total,
        "first_token_s": timings.get("first_token_s"),
        "calibrate_s": timings.get("calibrate_s"),
        "answer_tokens": tokens,
        "answer_tok_per_s": round(tokens / total, 2) if total else None,
        "reason": (data.get("route") or {}).get("reason"),
    }


def _median(rows: list[dict[str, Any]], key: str) -> float | None:
    values = [row[key] for row in rows if row.get(key) is not None]
    return round(statistics.median(values), 3) if values else None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--busy", type=int, default=2, help="busy loops held while asking (default 2)")
    parser.add_argument("--questions", type=int, default=len(QUESTIONS), help="how many of the questions")
    parser.add_argument("--timeout", type=float, default=600.0, help="seconds an ask may take")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()

    home = tempfile.mkdtemp(prefix="sot-busy-home-")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "SOT_"))}
    env["HOME"] = home
    loops = _busy(args.busy)
    runs: list[dict[str, Any]] = []
    try:
        time.sleep(1.0 if loops else 0.0)
        for i, question in enumerate(QUESTIONS[: args.questions]):
            for mode in MODES if i % 2 == 0 else reversed(MODES):
                row = _ask(question, mode, env, args.timeout)
                runs.append(row)
                print(json.dumps(row), file=sys.stderr, flush=True)
    finally:
        for loop in loops:
            loop.kill()
            loop.wait()

    ratios = []
    for question in QUESTIONS[: args.questions]:
        pair = {row["mode"]: row for row in runs if row["question"] == question and "error" not in row}
        if len(pair) == 2 and pair["direct"]["latency_s"]:
            ratios.append(pair["auto"]["latency_s"] / pair["direct"]["latency_s"])
    summary = {
        mode: {
            key: _median([row for row in runs if row["mode"] == mode and "error" not in row], key)
            for key in ("latency_s", "first_token_s", "wall_s", "calibrate_s", "answer_tokens", "answer_tok_per_s")
        }
        | {"errors": sum(1 for row in runs if row["mode"] == mode and "error" in row)}
        for mode in MODES
    }
    calibrations = [row["calibrate_s"] for row in runs if row.get("calibrate_s") is not None]
    report = {
        "command": "python benchmarks/" + Path(__file__).name + f" --busy {args.busy}",
        "machine": {"cpus": os.cpu_count(), "platform": platform.platform(), "busy_loops": args.busy},
        "summary": summary,
        "auto_over_direct_latency": {
            "median_per_question": round(statistics.median(ratios), 3) if ratios else None,
            "of_medians": (
                round(summary["auto"]["latency_s"] / summary["direct"]["latency_s"], 3)
                if summary["auto"]["latency_s"] and summary["direct"]["latency_s"]
                else None
            ),
        },
        "max_calibrate_s": max(calibrations) if calibrations else None,
        "runs": runs,
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=2) + "\n")
    print(json.dumps({k: report[k] for k in ("summary", "auto_over_direct_latency", "max_calibrate_s")}, indent=2))


if __name__ == "__main__":
    main()
