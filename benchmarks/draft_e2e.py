"""Drafting end to end: ``sot ask`` on the docs' long-input and support examples, with the
local engine's drafting off (the default), ``auto`` and ``ngram``, in one run.

Each case is the command a user runs (a new ``python -m sot ask ... --json`` process, the
embedded model, temperature 0), once per setting in a rotating order, ``--repeats`` times:

- ``long input``: ``sot ask "Which commands does it name?" --mode mapreduce < CHANGELOG.md``
  (docs/guides/long-documents.md; this repository's changelog, about 7,000 tokens)
- ``support``: the support guide's reply with a knowledge base and a history
  (``-t support --kb examples/support_kb.md --history examples/support_history.jsonl``)
- ``support-billing``: README's ``sot ask "My card was charged twice" -t support-billing``

Per run: the ask's own latency and first-token time (``timings``), the process's wall time
(start-up and model load included), answer tokens (the answer in the model's tokenizer) per
second of the ask, drafted and accepted tokens (``usage``), and whether the answer equals
the undrafted one of the same repeat. Medians per case and setting go to the JSON report.

    python benchmarks/draft_e2e.py                  # -> benchmarks/results/draft/e2e.json
    python benchmarks/draft_e2e.py --repeats 1 --cases support --out /tmp/e2e.json
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "benchmarks" / "results" / "draft" / "e2e.json"
SETTINGS = {"off": "local", "auto": "local?draft=auto", "ngram": "local?draft=ngram"}
CASES: dict[str, dict[str, Any]] = {
    "long input": {
        "args": ["Which commands does it name?", "--mode", "mapreduce"],
        "stdin": "CHANGELOG.md",
    },
    "support": {
        "args": [
            "My boots arrived damaged, and I want a refund for the jacket from August",
            "-t",
            "support",
            "--var",
            "company=Acme Outdoor",
            "--var",
            "customer_name=Ana",
            "--var",
            "order=#1042: boots, rain jacket",
            "--kb",
            "examples/support_kb.md",
            "--history",
            "examples/support_history.jsonl",
        ],
    },
    "support-billing": {"args": ["My card was charged twice", "-t", "support-billing", "--var", "company=Acme"]},
}


def load1() -> float:
    return float(Path("/proc/loadavg").read_text().split()[0])


def ask(case: dict[str, Any], model: str) -> dict[str, Any]:
    cmd = [sys.executable, "-m", "sot", "ask", *case["args"], "-m", model, "-o", "temperature=0", "--json"]
    if "stdin" not in case:
        cmd.append("--no-stdin")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SOT_", "OPENAI_", "ANTHROPIC_"))}
    stdin = open(ROOT / case["stdin"], "rb") if "stdin" in case else subprocess.DEVNULL
    started = time.perf_counter()
    try:
        proc = subprocess.run(cmd, stdin=stdin, capture_output=True, cwd=ROOT, env=env, timeout=1800)
    finally:
        if stdin is not subprocess.DEVNULL:
            stdin.close()
    wall = time.perf_counter() - started
    try:
        data = json.loads(proc.stdout)
    except ValueError:
        raise SystemExit(
            f"sot ask failed ({proc.returncode}): {proc.stderr.decode(errors='replace')[-2000:]}"
        ) from None
    return {"wall_s": round(wall, 3), "exit": proc.returncode, **data}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=2)
    parser.add_argument("--cases", nargs="*", default=list(CASES), choices=list(CASES))
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()

    from llama_cpp import Llama

    from sot.local_backend.loading import default_model_path

    vocab = Llama(str(default_model_path()), vocab_only=True, verbose=False)

    def tokens(text: str) -> int:
        return len(vocab.tokenize(text.encode(), add_bos=False, special=False))

    load_before = load1()
    rows: list[dict[str, Any]] = []
    names = list(SETTINGS)
    for repeat in range(args.repeats):
        for case_name in args.cases:
            order = names[repeat % len(names) :] + names[: repeat % len(names)]
            answers: dict[str, str] = {}
            for setting in order:
                data = ask(CASES[case_name], SETTINGS[setting])
                t, usage = data["timings"], data["usage"]
                answer_tokens = tokens(data["answer"])
                answers[setting] = data["answer"]
                rows.append(
                    {
                        "case": case_name,
                        "setting": setting,
                        "repeat": repeat,
                        "mode": data["mode"],
                        "status": data["status"],
                        "latency_s": t["total_s"],
                        "first_token_s": t["first_token_s"],
                        "wall_s": data["wall_s"],
                        "answer_tokens": answer_tokens,
                        "answer_tok_s": round(answer_tokens / t["total_s"], 2) if t["total_s"] else None,
                        "completion_tokens": usage["completion_tokens"],
                        "drafted_tokens": usage.get("drafted_tokens", 0),
                        "accepted_tokens": usage.get("accepted_tokens", 0),
                        "draft_info": data.get("backend", {}).get("draft"),
                    }
                )
                print(
                    json.dumps(
                        {
                            k: rows[-1][k]
                            for k in (
                                "case",
                                "setting",
                                "latency_s",
                                "answer_tok_s",
                                "drafted_tokens",
                                "accepted_tokens",
                            )
                        }
                    ),
                    flush=True,
                )
            for row in rows[-len(order) :]:
                row["same_answer_as_off"] = answers[row["setting"]] == answers["off"]

    summary: dict[str, dict[str, Any]] = {}
    for case_name in args.cases:
        summary[case_name] = {}
        for setting in names:
            mine = [r for r in rows if r["case"] == case_name and r["setting"] == setting]
            drafted = sum(r["drafted_tokens"] for r in mine)
            accepted = sum(r["accepted_tokens"] for r in mine)
            summary[case_name][setting] = {
                "runs": len(mine),
                "median_latency_s": statistics.median(r["latency_s"] for r in mine),
                "median_first_token_s": statistics.median(r["first_token_s"] or 0 for r in mine),
                "median_wall_s": statistics.median(r["wall_s"] for r in mine),
                "median_answer_tokens": statistics.median(r["answer_tokens"] for r in mine),
                "median_answer_tok_s": statistics.median(r["answer_tok_s"] or 0 for r in mine),
                "acceptance": round(accepted / drafted, 3) if drafted else None,
                "same_answer_as_off": sum(r["same_answer_as_off"] for r in mine),
            }
        off = summary[case_name]["off"]["median_answer_tok_s"]
        for setting in names:
            s = summary[case_name][setting]
            s["answer_tok_s_vs_off"] = round(s["median_answer_tok_s"] / off, 3) if off else None
    report = {
        "command": "python benchmarks/draft_e2e.py " + " ".join(sys.argv[1:]),
        "machine": {"cpus": os.cpu_count(), "platform": platform.platform(), "python": platform.python_version()},
        "load_1min": {"before": load_before, "after": load1()},
        "settings": SETTINGS,
        "summary": summary,
        "runs": rows,
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=1) + "\n")
    print(json.dumps(summary, indent=1))
    print(f"-> {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
