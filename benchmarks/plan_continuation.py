"""SoT on a local engine with points continuing the plan's conversation, against points with
their own prompts, side by side in one run.

Where the provider keeps the plan's computed prompt (the local engines), SoT asks each point
as the plan's conversation going on, so the points' shared prefix is already computed and
only each point's own turn is new; with ``keeps_prefix`` off, the points' shared prompt
(instructions, question, skeleton) is computed again. Each question is asked both ways on one
provider (the order alternating), whole skeleton first as ``auto`` would on this CPU. Prints
JSON: per way the median latency, time to the first answer token, answer tokens, answer
tokens/s, and prompt tokens the engine computed per ask.

    python benchmarks/plan_continuation.py --limit 10
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


async def main(args: argparse.Namespace) -> dict:
    provider = get_provider(args.model)
    questions = load_questions(args.questions, args.limit)
    ways = {"continued": True, "own prompts": False}
    rows = []
    try:
        await sot.orchestrate(questions[0].text, provider=provider, mode="sot", max_tokens=16)  # load, warm up
        engine = (await provider.runtime()).engine  # type: ignore[attr-defined]
        for i, question in enumerate(questions):
            row: dict = {"question_id": question.question_id}
            names = list(ways) if i % 2 == 0 else list(ways)[::-1]
            for name in names:
                provider.keeps_prefix = ways[name]
                before = engine.prompt_tokens_computed
                result = await sot.orchestrate(question.text, provider=provider, mode="sot", pipeline=False)
                tokens = provider.count_tokens(result.answer) or 0
                row[name] = {
                    "latency_s": round(result.timings.total_s, 3),
                    "first_token_s": result.timings.first_token_s,
                    "answer_tokens": tokens,
                    "answer_tokens_per_s": round(tokens / result.timings.total_s, 2),
                    "prompt_tokens_computed": engine.prompt_tokens_computed - before,
                    "points": len(result.skeleton),
                    "fallback": result.fallback,
                }
            rows.append(row)
            print(
                f"[{i + 1}/{len(questions)}] "
                + ", ".join(f"{k} {v['latency_s']:.2f}s" for k, v in row.items() if k != "question_id"),
                file=sys.stderr,
                flush=True,
            )
    finally:
        provider.keeps_prefix = True
        await provider.aclose()

    def median(name: str, field: str) -> float | None:
        values = [r[name][field] for r in rows if r[name][field] is not None]
        return round(statistics.median(values), 3) if values else None

    fields = ("latency_s", "first_token_s", "answer_tokens", "answer_tokens_per_s", "prompt_tokens_computed")
    summary = {name: {f"median_{f}": median(name, f) for f in fields} for name in ways}
    return {"questions": len(rows), "model": args.model, "source": args.questions, "summary": summary, "rows": rows}


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default="local")
    parser.add_argument("--limit", type=int, default=10)
    parser.add_argument("--questions", default=None, help="default: MT-Bench beside the checkout, else sot's sample")
    args = parser.parse_args()
    args.questions = args.questions or str(data_or(DATA))
    print(json.dumps(anyio.run(main, args), indent=2))
