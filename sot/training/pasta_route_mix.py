"""Mix the examples of a ``sot pasta-data --shape route`` file for training.

    .venv/bin/python -m sot.training.pasta_route_mix lima_route.jsonl --no-plain-lists --main-copies 2 > mixed.jsonl

``--shape route`` teaches every answer to a question that does not suit parallel answering
plainly, whatever its shape. Where that plain answer is a list, the model sees a list with no
promises next to the lists with promises of the parallel questions, and learns that a list
may go untagged: ``--no-plain-lists`` leaves those records out (two or more lines that start
with a list marker), so a list always comes with promises and the question alone decides
whether the answer is a list.

``--main-copies N`` writes the main example of each forking record N times (its branch
examples once): whether to fork is decided in the main call, and forking records have one
main example beside several branch ones. Unusable records are left out. Counts go to stderr.

``--no-plain`` leaves out every plain record: a model that always forks, for questions a router
has already sent to PASTA (auto mode with PASTA preferred, a template's ``parallel: always``).

``--opening-promised`` rewrites each forking record so that its main text starts with a
promise (the opening becomes a part of its own, :func:`~sot.pasta_lang.annotate.opening_promised`):
a forking answer then differs from a plain one at its first token, where the model has read the
question and nothing else. The examples are made again as ``sot pasta-data`` makes them.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from sot.pasta_lang.annotate import (
    LIST_ITEM,  # the annotator's list item: a marker, then text
    annotate,
    opening_promised,
)
from sot.templates.loader import default_prompts
from sot.training.examples import example_dicts, pasta_examples


def is_list(answer: str) -> bool:
    """Two or more lines of ``answer`` are list items."""
    return sum(1 for line in answer.splitlines() if LIST_ITEM.match(line)) >= 2


def promised_first(record: dict[str, Any]) -> dict[str, Any] | None:
    """A forking ``record`` with its opening promised, or None where its main example is not
    what the annotator and the default prompts make of its answer."""
    question, examples = record["question"], record["examples"]
    annotated = annotate(record["answer"])
    promised = opening_promised(annotated)
    made = example_dicts(pasta_examples(question, promised, default_prompts()))
    if annotated.main != examples[0]["target"] or made[0]["messages"] != examples[0]["messages"]:
        return None
    return {**record, "parts": [{"topic": p.topic, "tokens": p.tokens} for p in promised.parts], "examples": made}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("data", type=Path, help="a sot pasta-data --shape route JSON Lines file")
    parser.add_argument("--no-plain-lists", action="store_true", help="leave out plain records whose answer is a list")
    parser.add_argument("--no-plain", action="store_true", help="leave out every plain record")
    parser.add_argument("--main-copies", type=int, default=1, help="times a forking record's main example is written")
    parser.add_argument(
        "--opening-promised", action="store_true", help="forking main texts start with a promise (the opening's)"
    )
    args = parser.parse_args()
    if args.main_copies < 1:
        parser.error("--main-copies must be 1 or more")
    counts: Counter[str] = Counter()
    for number, line in enumerate(args.data.read_text(encoding="utf-8").splitlines(), 1):
        try:
            record = json.loads(line)
            examples = record["examples"]
            usable = record.get("usable", True)  # as train-pasta reads it
        except (ValueError, KeyError, TypeError) as exc:
            sys.exit(f"{args.data}:{number}: not a sot pasta-data record ({exc})")
        if not usable:
            counts["unusable: left out"] += 1
            continue
        forks = len(examples) > 1
        if not forks and args.no_plain:
            counts["plain: left out"] += 1
            continue
        if not forks and args.no_plain_lists and is_list(record["answer"]):
            counts["plain list: left out"] += 1
            continue
        if forks and args.opening_promised:
            remade = promised_first(record)
            if remade is None:
                sys.exit(f"{args.data}:{number}: its main example is not the annotator's (made by another version?)")
            record, examples = remade, remade["examples"]
        if forks:
            record = {**record, "examples": [examples[0]] * args.main_copies + examples[1:]}
        counts[f"{'forking' if forks else 'plain'}: kept"] += 1
        sys.stdout.write(json.dumps(record) + "\n")
    print(", ".join(f"{k} {v}" for k, v in sorted(counts.items())), file=sys.stderr)


if __name__ == "__main__":
    main()
