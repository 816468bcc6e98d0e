"""Learned PASTA on held-out instructions: does the model mark parts, and what does it cost?

Asks the same instructions three ways side by side in one run (see
:mod:`sot.training.pasta_eval`): a direct answer from the base model, ``--mode pasta`` on the
base model (prompted only), and ``--mode pasta`` with the adapter (default: the one shipped
for the embedded model, used as ``--mode pasta`` uses it). Prints JSON; ``--out`` also writes it.

    python benchmarks/learned_pasta.py --limit 100 --out benchmarks/results/learned-pasta/local.json
    python benchmarks/learned_pasta.py --adapter pasta-lora/adapter --questions my.jsonl
    python benchmarks/learned_pasta.py --engine torch --limit 20   # the PEFT adapter on the torch engine

The default questions are the AlpacaEval instructions beside the checkout, from ``--offset``:
the shipped adapter was trained on LIMA questions (``python -m sot.training.pasta_training_set``), none
of which is among them. Without the shared data, sot's MT-Bench sample is asked.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import anyio

from sot.bench.questions import data_or, load_questions
from sot.training.pasta_eval import evaluate, summary_line

DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "alpaca_eval_805.jsonl"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--adapter", default=None, help="adapter folder (default: the one shipped for the model)")
    parser.add_argument("--model", default=None, help="a local GGUF or folder (default: the embedded model)")
    parser.add_argument("--questions", default=None, help="instructions (default: AlpacaEval beside the checkout)")
    parser.add_argument("--offset", type=int, default=0, help="skip this many questions first")
    parser.add_argument("--limit", type=int, default=40)
    parser.add_argument("--max-tokens", type=int, default=320)
    parser.add_argument("--n-ctx", type=int, default=4096)
    parser.add_argument(
        "--engine", choices=("llama", "torch"), default=None, help="the local engine (default: the model's)"
    )
    parser.add_argument("--out", default=None, help="also write the JSON here")
    args = parser.parse_args()
    source = args.questions or str(data_or(DATA))
    questions = load_questions(source, args.offset + args.limit)[args.offset :]

    async def run() -> dict:
        return await evaluate(
            args.adapter,
            questions,
            model=args.model,
            max_tokens=args.max_tokens,
            n_ctx=args.n_ctx,
            engine=args.engine,
            progress=lambda line: print(line, file=sys.stderr, flush=True),
        )

    report = {"source": f"{source} (from offset {args.offset})", "engine": args.engine or "default", **anyio.run(run)}
    for name, figures in report["summary"].items():
        print(summary_line(name, figures, report["questions"]), file=sys.stderr)
    text = json.dumps(report, indent=2)
    if args.out:
        Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        Path(args.out).write_text(text + "\n")
    print(text)


if __name__ == "__main__":
    main()
