"""`sot pasta-data`: training data for learned PASTA, from a model's own answers or given pairs.

    sot pasta-data instructions.txt -o pasta.jsonl                 # the embedded model answers each
    sot pasta-data pairs.jsonl -o pasta.jsonl -m openai:gpt-4o-mini
    sot pasta-data instructions.txt -o pasta.jsonl --limit 200     # run again to go on where it stopped

The input is one instruction a line, or JSON Lines with ``question`` (or ``instruction``,
``prompt``) and, for pairs, ``answer`` (or ``output``, ``response``). An instruction without
an answer is answered directly by the model (self-distillation). Each answer is annotated
(:mod:`sot.pasta_lang.annotate`) and written at once as one JSON line with its training
examples in the formats PASTA mode asks at run time (:mod:`sot.orchestrator.pasta_data`), so
an interrupted run keeps what it wrote and a new run skips the questions already there.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from sot.cli.help import ExamplesFormatter
from sot.errors import UserInputError

__all__ = ["read_items", "register"]

_QUESTION_KEYS = ("question", "instruction", "prompt")
_ANSWER_KEYS = ("answer", "output", "response")


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser(
        "pasta-data",
        help="build training data for learned PASTA from a model's answers or given pairs",
        description="Answer each instruction directly (or take the given answer), annotate its independent parts "
        "as PASTA-LANG, and write one JSON line per question with its training examples.",
        formatter_class=ExamplesFormatter,
        epilog="""examples:
  sot pasta-data instructions.txt -o pasta.jsonl
  sot pasta-data pairs.jsonl -o pasta.jsonl --limit 200""",
    )
    p.add_argument("input", metavar="FILE", help="instructions (one a line) or JSON Lines of question/answer pairs")
    p.add_argument("-o", "--output", required=True, metavar="FILE", help="the JSON Lines file to write (appended to)")
    p.add_argument("-m", "--model", help="the model that answers instructions (default: as sot ask)")
    p.add_argument("--limit", type=int, metavar="N", help="at most N questions from FILE")
    p.add_argument("--max-tokens", type=int, default=None, help="bound of each answer (default: sot's)")
    p.set_defaults(handler=run)


def read_items(path: Path) -> list[dict[str, str]]:
    """The questions (and given answers) of ``path``; a line that is neither a question nor a
    JSON object with one is a :class:`~sot.errors.UserInputError` naming its line."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise UserInputError(f"cannot read {path}: {exc}") from None
    items: list[dict[str, str]] = []
    for number, line in enumerate(lines, 1):
        line = line.strip()
        if not line:
            continue
        if not line.startswith("{"):
            items.append({"question": line})
            continue
        try:
            record = json.loads(line)
        except ValueError as exc:
            raise UserInputError(f"{path}:{number}: not a JSON object: {exc}") from None
        question = next((record[k] for k in _QUESTION_KEYS if isinstance(record.get(k), str)), None)
        if not question or not question.strip():
            raise UserInputError(f"{path}:{number}: no question ({', '.join(_QUESTION_KEYS)})")
        item = {"question": question.strip()}
        answer = next((record[k] for k in _ANSWER_KEYS if isinstance(record.get(k), str)), None)
        if answer and answer.strip():
            item["answer"] = answer.strip()
        items.append(item)
    if not items:
        raise UserInputError(f"{path}: no questions")
    return items


def _done(output: Path) -> set[str]:
    if not output.exists():
        return set()
    done = set()
    for line in output.read_text(encoding="utf-8").splitlines():
        try:
            done.add(json.loads(line)["question"])
        except (ValueError, KeyError, TypeError):
            continue  # a line cut by an interruption: its question is answered again
    return done


def run(args: argparse.Namespace) -> int:
    import anyio

    from sot.client import Client
    from sot.orchestrator.pasta_data import example_record
    from sot.templates.loader import default_prompts

    if args.limit is not None and args.limit < 1:
        raise UserInputError("--limit must be at least 1")
    items = read_items(Path(args.input))[: args.limit]
    output = Path(args.output)
    done = _done(output)
    todo = [item for item in items if item["question"] not in done]
    print(f"sot: {len(items) - len(todo)} of {len(items)} questions already in {output}", file=sys.stderr)
    prompts = default_prompts()
    counts = {"written": 0, "forks": 0, "unusable": 0}

    async def main() -> None:
        async with Client(model=args.model) as client:
            with output.open("a", encoding="utf-8") as out:
                for k, item in enumerate(todo, 1):
                    answer, source = item.get("answer"), "given"
                    if answer is None:
                        result = await client.run(item["question"], mode="direct", max_tokens=args.max_tokens)
                        answer, source = result.answer, "model"
                    record: dict[str, Any] = example_record(item["question"], answer, prompts, source=source)
                    out.write(json.dumps(record, ensure_ascii=False) + "\n")
                    out.flush()
                    counts["written"] += 1
                    counts["forks"] += bool(record["forks"]) and bool(record["usable"])
                    counts["unusable"] += not record["usable"]
                    parts = len(record["parts"])
                    said = f"forks {parts}" if parts else "plain"
                    print(
                        f"sot: [{k}/{len(todo)}] {said}{'' if record['usable'] else ', unusable: ' + record['why']}",
                        file=sys.stderr,
                    )

    anyio.run(main)
    n = counts["written"]
    share = f"{counts['forks'] / n:.0%}" if n else "-"
    print(
        f"sot: wrote {n} questions to {output}; {counts['forks']} fork ({share}), "
        f"{counts['unusable']} marked unusable (usable: false), the rest answer plainly"
    )
    return 0
