"""Local engines and modes side by side: the same questions, every (model, mode) pair, one run.

Each question is asked once per pair, rotating which pair goes first, on providers loaded
once (an untimed warm-up ask each). Answer tokens are the final answer's length in the
model's tokenizer, so a faster answer that is shorter does not look faster. Prints JSON:
per pair the median latency, time to the first answer token, answer tokens and answer
tokens/s, and how many SoT asks fell back to a direct answer; per question the raw figures.

    python benchmarks/local_engines.py --limit 10                                   # llama.cpp vs torch, direct vs sot
    python benchmarks/local_engines.py --models "local,local?grammar=off" --modes sot \\
        --questions ../shared/data/alpaca_eval_805.jsonl --limit 20                 # the skeleton grammar's effect
    python benchmarks/local_engines.py --models local --modes "direct,sot,sot@prompts.yaml"   # a prompt variant

A mode written ``MODE@TEMPLATE`` asks with that template (a name or a YAML path).
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
    models = [m.strip() for m in args.models.split(",") if m.strip()]
    modes = [m.strip() for m in args.modes.split(",") if m.strip()]
    pairs = [(model, mode) for model in models for mode in modes]
    providers = {model: get_provider(model) for model in models}
    rows = []
    try:
        questions = load_questions(args.questions, args.limit)
        for provider in providers.values():  # load the model and warm up, untimed
            await sot.orchestrate(questions[0].text, provider=provider, mode="sot", max_tokens=16)
        for i, question in enumerate(questions):
            row: dict = {"question_id": question.question_id}
            shift = i % len(pairs)
            for model, mode in pairs[shift:] + pairs[:shift]:
                provider = providers[model]
                name, _, template = mode.partition("@")
                result = await sot.orchestrate(question.text, provider=provider, mode=name, template=template or None)
                tokens = provider.count_tokens(result.answer)
                tokens = result.usage.completion_tokens if tokens is None else tokens
                row[f"{model} {mode}"] = {
                    "latency_s": result.timings.total_s,
                    "first_token_s": result.timings.first_token_s,
                    "answer_tokens": tokens,
                    "answer_tokens_per_s": round(tokens / result.timings.total_s, 2),
                    "points": len(result.skeleton),
                    "fallback": result.fallback,
                }
            rows.append(row)
            print(
                f"[{i + 1}/{len(questions)}] {question.question_id}: "
                + ", ".join(f"{k} {v['latency_s']:.2f}s" for k, v in row.items() if k != "question_id"),
                file=sys.stderr,
                flush=True,
            )
    finally:
        for provider in providers.values():
            await provider.aclose()

    def median(key: str, field: str) -> float | None:
        values = [r[key][field] for r in rows if r[key][field] is not None]
        return round(statistics.median(values), 3) if values else None

    summary = {}
    for model, mode in pairs:
        key = f"{model} {mode}"
        summary[key] = {
            "median_latency_s": median(key, "latency_s"),
            "median_first_token_s": median(key, "first_token_s"),
            "median_answer_tokens": median(key, "answer_tokens"),
            "median_answer_tokens_per_s": median(key, "answer_tokens_per_s"),
            "fallbacks": sum(r[key]["fallback"] for r in rows) if mode.startswith("sot") else None,
        }
    return {"questions": len(rows), "source": args.questions, "summary": summary, "rows": rows}


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", default="local?engine=llama,local?engine=torch")
    parser.add_argument("--modes", default="direct,sot")
    parser.add_argument("--limit", type=int, default=10)
    parser.add_argument(
        "--questions",
        default=None,
        help="MT-Bench or AlpacaEval style JSONL (default: the shared MT-Bench file beside the checkout, else sot's sample)",
    )
    args = parser.parse_args()
    args.questions = args.questions or str(data_or(DATA))
    print(json.dumps(anyio.run(main, args), indent=2))
