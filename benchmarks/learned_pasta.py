"""Learned PASTA on held-out instructions: does the model mark parts, and what does it cost?

Asks the same instructions three ways side by side in one run, on providers loaded once (an
untimed warm-up ask each), rotating which goes first: a direct answer from the base model,
``--mode pasta`` on the base model (prompted only), and ``--mode pasta`` with the adapter.
Per way: how many asks forked (at least one promised part written by a branch), fell back
(the annotation was unusable), parts per forking ask, and the median latency, time to the
first answer token, answer tokens (the final answer in the model's tokenizer) and answer
tokens/s. Prints JSON; ``--out`` also writes it.

    python benchmarks/learned_pasta.py --limit 40                       # the shipped adapter
    python benchmarks/learned_pasta.py --adapter pasta-lora/adapter --questions my.jsonl

The default questions are AlpacaEval instructions beside the checkout, ids from ``--offset``:
none of them is in the data the shipped adapter was trained on (LIMA questions; see
``local_backend/adapters/README.md``). Without the shared data the shipped MT-Bench sample is asked.
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
from sot.providers.wrappers import wrap

DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "alpaca_eval_805.jsonl"


async def main(args: argparse.Namespace) -> dict:
    from sot.local_backend.adapters import shipped_adapter

    adapter = args.adapter or shipped_adapter(None)
    if adapter is None:
        raise SystemExit("no adapter: pass --adapter DIR (sot train-pasta's OUT/adapter)")
    base = f"local?adapter=none&n_ctx={args.n_ctx}"
    ways = {
        "direct": (base, "direct"),
        "pasta (prompted)": (base, "pasta"),
        "pasta (learned)": (f"local?adapter={adapter}&n_ctx={args.n_ctx}", "pasta"),
    }
    providers = {spec: wrap(get_provider(spec)) for spec, _ in ways.values()}
    questions = load_questions(args.questions, args.offset + args.limit)[args.offset :]
    rows = []
    try:
        for provider in providers.values():  # load the model and warm up, untimed
            await sot.orchestrate(questions[0].text, provider=provider, mode="direct", max_tokens=8)
        names = list(ways)
        for i, question in enumerate(questions):
            row: dict = {"question_id": question.question_id}
            for name in names[i % len(names) :] + names[: i % len(names)]:
                spec, mode = ways[name]
                provider = providers[spec]
                result = await sot.orchestrate(question.text, provider=provider, mode=mode, max_tokens=args.max_tokens)
                tokens = provider.count_tokens(result.answer)
                tokens = result.usage.completion_tokens if tokens is None else tokens
                row[name] = {
                    "latency_s": round(result.timings.total_s, 3),
                    "first_token_s": result.timings.first_token_s,
                    "answer_tokens": tokens,
                    "answer_tokens_per_s": round(tokens / result.timings.total_s, 2)
                    if result.timings.total_s
                    else None,
                    "parts": len(result.branches),
                    "fallback": result.fallback,
                    "ok": result.ok,
                    "cut_short": result.cut_short,
                }
            rows.append(row)
            print(
                f"[{i + 1}/{len(questions)}] {question.question_id}: "
                + ", ".join(f"{k} {v['latency_s']:.1f}s/{v['parts']}p" for k, v in row.items() if k != "question_id"),
                file=sys.stderr,
                flush=True,
            )
    finally:
        for provider in providers.values():
            await provider.aclose()

    def median(name: str, field: str) -> float | None:
        values = [r[name][field] for r in rows if r[name][field] is not None]
        return round(statistics.median(values), 3) if values else None

    summary = {}
    for name in ways:
        forked = [r[name]["parts"] for r in rows if r[name]["parts"]]
        summary[name] = {
            "forked": len(forked),
            "fallbacks": sum(r[name]["fallback"] for r in rows),
            "parts_per_forking_ask": round(statistics.mean(forked), 2) if forked else None,
            "median_latency_s": median(name, "latency_s"),
            "median_first_token_s": median(name, "first_token_s"),
            "median_answer_tokens": median(name, "answer_tokens"),
            "median_answer_tokens_per_s": median(name, "answer_tokens_per_s"),
        }
    return {
        "questions": len(rows),
        "source": f"{args.questions} (ids from offset {args.offset})",
        "adapter": str(adapter),
        "max_tokens": args.max_tokens,
        "summary": summary,
        "rows": rows,
    }


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--adapter", default=None, help="adapter folder (default: the one shipped for the model)")
    parser.add_argument(
        "--questions", default=None, help="JSONL of instructions (default: AlpacaEval beside the checkout)"
    )
    parser.add_argument("--offset", type=int, default=0, help="skip this many questions first")
    parser.add_argument("--limit", type=int, default=40)
    parser.add_argument("--max-tokens", type=int, default=320)
    parser.add_argument("--n-ctx", type=int, default=4096)
    parser.add_argument("--out", default=None, help="also write the JSON here")
    args = parser.parse_args()
    args.questions = args.questions or str(data_or(DATA))
    report = anyio.run(main, args)
    text = json.dumps(report, indent=2)
    if args.out:
        Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        Path(args.out).write_text(text + "\n")
    print(text)
