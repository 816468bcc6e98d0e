"""The body of ``sot train-pasta``: LoRA-fine-tune a local model on `sot pasta-data` examples, so it writes PASTA-LANG itself.

    sot pasta-data instructions.txt -o pasta.jsonl          # the data: the model's own answers, annotated
    sot train-pasta pasta.jsonl -o pasta-lora               # the embedded model (torch, CPU or CUDA)
    sot train-pasta pasta.jsonl -o pasta-lora --resume      # go on from the newest checkpoint
    sot train-pasta more.jsonl -o pasta-lora2 --init pasta-lora/adapter   # start from a trained adapter

The model is loaded as the torch engine loads it (a GGUF is converted once; nothing is
downloaded); LoRA adapters on its attention projections train on the examples' targets. A
line per step shows the loss; checkpoints go under OUT every ``--save-every`` steps; the
adapter is ``OUT/adapter``: PEFT's files for the torch engine and ``adapter.gguf`` for
llama.cpp (llama-architecture models), served with ``-m 'local?adapter=OUT/adapter'``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from sot.errors import ConfigError, UserInputError

__all__ = ["run"]


def run(args: argparse.Namespace) -> int:
    for name in ("steps", "batch", "rank", "max_len", "save_every", "eval_limit"):
        if getattr(args, name) < 1:
            raise UserInputError(f"--{name.replace('_', '-')} must be at least 1")
    if not args.lr > 0:
        raise UserInputError("--lr must be above 0")
    from sot.local_backend.loading import load_model, resolve_source
    from sot.local_backend.lora import export_gguf
    from sot.local_backend.training import TrainConfig, read_examples, train_lora

    examples = read_examples(Path(args.data))
    questions = []
    if args.eval is not None:  # read now: a bad file is refused before an hour of training
        from sot.bench.questions import load_questions

        questions = load_questions(args.eval, args.eval_limit)
    source = resolve_source(args.model)

    def say(message: str, fraction: float | None = None) -> None:
        print(f"sot: {message}", file=sys.stderr, flush=True)

    loaded = load_model(source, device=args.device, progress=say)
    from sot.local_backend.training import bf16_native

    bf16 = bf16_native(loaded.device) if args.bf16 is None else args.bf16
    print(
        f"sot: {len(examples)} examples from {args.data}; training LoRA on {loaded.device}"
        f"{' in bfloat16 autocast' if bf16 else ''}",
        file=sys.stderr,
    )
    config = TrainConfig(
        steps=args.steps,
        batch=args.batch,
        lr=args.lr,
        rank=args.rank,
        max_len=args.max_len,
        save_every=args.save_every,
        bf16=args.bf16,
    )
    result = train_lora(
        loaded.model,
        loaded.tokenizer,
        examples,
        Path(args.output),
        config,
        resume=args.resume,
        init=None if args.init is None else Path(args.init),
        progress=say,
    )
    first, last = (result.losses[0], result.losses[-1]) if result.losses else (float("nan"), float("nan"))
    print(
        f"sot: trained {result.steps} steps on {result.examples} examples ({result.skipped} longer than "
        f"--max-len left out); loss {first:.3f} -> {last:.3f}; adapter in {result.adapter}"
    )
    config = loaded.model.config
    try:
        gguf = export_gguf(
            result.adapter,
            arch=config.model_type,
            n_head=config.num_attention_heads,
            n_head_kv=getattr(config, "num_key_value_heads", None) or config.num_attention_heads,
        )
    except ConfigError as exc:  # the PEFT adapter is still there for the torch engine
        print(f"sot: no GGUF adapter for llama.cpp: {exc}", file=sys.stderr)
    else:
        print(f"sot: GGUF adapter for llama.cpp in {gguf}; use it with -m 'local?adapter={result.adapter}'")
        if questions:
            _evaluate(str(result.adapter), questions, None if args.model is None else source.location)
    return 0


def _evaluate(adapter: str, questions: list, model: str | None) -> None:
    from sot.client import run_blocking
    from sot.training.pasta_eval import evaluate, summary_line

    print(f"sot: evaluating on {len(questions)} held-out questions", file=sys.stderr)
    report = run_blocking(
        lambda: evaluate(adapter, questions, model=model, progress=lambda line: print(f"sot: {line}", file=sys.stderr))
    )
    for name, figures in report["summary"].items():
        print(f"sot: {summary_line(name, figures, report['questions'])}")
