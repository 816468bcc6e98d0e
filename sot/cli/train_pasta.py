"""`sot train-pasta`: LoRA-fine-tune a local model on `sot pasta-data` examples, so it writes PASTA-LANG itself.

The command's options; the work is :mod:`sot.training.train_pasta`.
"""

from __future__ import annotations

import argparse

from sot.cli.help import ExamplesFormatter

__all__ = ["register"]


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser(
        "train-pasta",
        help="LoRA-fine-tune a local model on sot pasta-data examples",
        description="Fine-tune LoRA adapters of a local model (torch) on the training examples sot pasta-data wrote, "
        "so the model marks the independent parts of its answers itself.",
        formatter_class=ExamplesFormatter,
        epilog="""examples:
  sot train-pasta pasta.jsonl -o pasta-lora
  sot train-pasta pasta.jsonl -o pasta-lora --steps 400 --resume
  sot train-pasta more.jsonl -o pasta-lora2 --init pasta-lora/adapter
  sot train-pasta pasta.jsonl -o pasta-lora --eval held_out.txt""",
    )
    p.add_argument("data", metavar="DATA", help="a JSON Lines file written by sot pasta-data")
    p.add_argument("-o", "--output", required=True, metavar="DIR", help="where checkpoints and the adapter go")
    p.add_argument(
        "-m", "--model", default=None, help="a GGUF file or Hugging Face folder (default: the embedded model)"
    )
    p.add_argument("--steps", type=int, default=200, help="optimizer steps (default 200)")
    p.add_argument("--batch", type=int, default=4, help="examples per step (default 4)")
    p.add_argument("--lr", type=float, default=2e-4, help="learning rate (default 2e-4)")
    p.add_argument("--rank", type=int, default=8, help="LoRA rank (default 8)")
    p.add_argument(
        "--max-len", type=int, default=1024, help="longest example in tokens; longer ones are left out (default 1024)"
    )
    p.add_argument("--save-every", type=int, default=50, help="steps between checkpoints (default 50)")
    p.add_argument("--device", default=None, help="cpu, cuda... (default: the GPU if present, else the CPU)")
    p.add_argument("--resume", action="store_true", help="go on from the newest checkpoint in DIR")
    p.add_argument(
        "--init",
        metavar="ADAPTER",
        default=None,
        help="start from this PEFT adapter folder (its rank, alpha and target modules), e.g. the shipped one, "
        "instead of a new adapter",
    )
    p.add_argument(
        "--eval",
        metavar="FILE",
        default=None,
        help="after training, ask these held-out instructions (one a line, or JSONL) directly, in prompted "
        "PASTA and in learned PASTA, and print how often each forked and how fast",
    )
    p.add_argument("--eval-limit", type=int, default=20, help="questions of --eval asked (default 20)")
    p.add_argument(
        "--bf16",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="bfloat16 autocast (default: where the GPU or CPU computes it natively; about 2x faster on an AVX512-BF16 CPU)",
    )
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from sot.training.train_pasta import run as train

    return train(args)
