"""Pipelined SoT against SoT that waits for the whole skeleton, side by side on MT-Bench.

Asks the first ``--limit`` MT-Bench first-turn questions in ``sot`` mode twice on one
shared provider: pipelined (each point starts once its skeleton line is written) and with
``pipeline=False``, alternating which goes first. Answer tokens are counted with the
provider's tokenizer where it has one (local), else completion tokens are used. Prints JSON:
per-question figures and the medians.

    python benchmarks/sot_pipeline.py --limit 10 --model local
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

import anyio

import sot
from sot.bench.questions import data_or, load_questions
from sot.providers import get_provider

DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "mt_bench_question.jsonl"
VARIANTS = {"pipelined": True, "whole_skeleton": False}


async def main(args: argparse.Namespace) -> dict:
    provider = get_provider(args.model)
    rows = []
    try:
        questions = load_questions(args.questions, args.limit)
        await sot.orchestrate("Say hi.", provider=provider, mode="direct", max_tokens=4)  # load, untimed
        for i, question in enumerate(questions):
            row: dict = {"question_id": question.question_id}
            order = list(VARIANTS) if i % 2 == 0 else list(reversed(VARIANTS))
            for name in order:
                result = await sot.orchestrate(question.text, provider=provider, mode="sot", pipeline=VARIANTS[name])
                tokens = provider.count_tokens(result.answer)
                tokens = result.usage.completion_tokens if tokens is None else tokens
                row[name] = {
                    "latency_s": result.timings.total_s,
                    "first_token_s": result.timings.first_token_s,
                    "answer_tokens": tokens,
                    "answer_tokens_per_s": round(tokens / result.timings.total_s, 2),
                    "points": len(result.skeleton),
                    "fallback": result.fallback,
                }
            rows.append(row)
            print(
                f"[{i + 1}/{len(questions)}] question {question.question_id}: pipelined "
                f"{row['pipelined']['latency_s']:.2f}s, whole skeleton {row['whole_skeleton']['latency_s']:.2f}s",
                file=sys.stderr,
                flush=True,
            )
    finally:
        await provider.aclose()

    def median(variant: str, key: str) -> float:
        return round(statistics.median(r[variant][key] for r in rows), 3)

    return {
        "model": args.model,
        "questions": len(rows),
        "median_latency_s": {v: median(v, "latency_s") for v in VARIANTS},
        "median_first_token_s": {v: median(v, "first_token_s") for v in VARIANTS},
        "median_answer_tokens_per_s": {v: median(v, "answer_tokens_per_s") for v in VARIANTS},
        "median_latency_ratio": round(
            statistics.median(r["whole_skeleton"]["latency_s"] / r["pipelined"]["latency_s"] for r in rows), 3
        ),
        "rows": rows,
    }


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default="local")
    parser.add_argument("--limit", type=int, default=10)
    parser.add_argument(
        "--questions",
        default=None,
        help="MT-Bench style JSONL (default: the shared MT-Bench file beside the checkout, else sot's sample)",
    )
    args = parser.parse_args()
    args.questions = args.questions or str(data_or(DATA))
    print(json.dumps(anyio.run(main, args), indent=2))
