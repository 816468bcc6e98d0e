"""`sot pasta-data`: training data for learned PASTA, from a model's own answers or given pairs.

The command's options; the work is :mod:`sot.training.pasta_data`.
"""

from __future__ import annotations

import argparse

from sot.cli.help import ExamplesFormatter

__all__ = ["register"]


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser(
        "pasta-data",
        help="build training data for learned PASTA from a model's answers or given pairs",
        description="Answer each instruction directly (or take the given answer), annotate its independent parts "
        "as PASTA-LANG, and write one JSON line per question with its training examples.",
        formatter_class=ExamplesFormatter,
        epilog="""examples:
  sot pasta-data instructions.txt -o pasta.jsonl
  sot pasta-data pairs.jsonl -o pasta.jsonl --limit 200
  sot pasta-data labelled.jsonl -o pasta.jsonl --shape route --tries 3""",
    )
    p.add_argument("input", metavar="FILE", help="instructions (one a line) or JSON Lines of question/answer pairs")
    p.add_argument("-o", "--output", required=True, metavar="FILE", help="the JSON Lines file to write (appended to)")
    p.add_argument("-m", "--model", help="the model that answers instructions (default: as sot ask)")
    p.add_argument("--limit", type=int, metavar="N", help="at most N questions from FILE")
    p.add_argument("--max-tokens", type=int, default=None, help="bound of each answer (default: sot's)")
    p.add_argument(
        "--shape",
        choices=("as-is", "route"),
        default="as-is",
        help="as-is: annotate each answer as the model gives it (default); route: ask a question that suits "
        "parallel answering (its 'parallel' field, else the router) for a list, answer the others plainly",
    )
    p.add_argument(
        "--tries", type=int, default=3, metavar="N", help="--shape route: most asks for a list answer (default 3)"
    )
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from sot.training.pasta_data import run as build

    return build(args)
