"""The instructions the shipped PASTA adapter was trained on, from the LIMA router questions.

    .venv/bin/python -m sot.training.pasta_training_set > lima_train.txt
    .venv/bin/python -m sot.training.pasta_training_set --labels > lima_train.jsonl   # for --shape route

Reads ``../shared/data/lima_router.csv`` (the questions published with the Skeleton-of-Thought
paper's router, MIT), keeps the requests of 16 to 299 characters (newlines folded), shuffles
them with a fixed seed and prints the first ``--count``, one a line: the input of
``sot pasta-data``. With ``--labels``, JSON Lines instead, each question with its published
label as ``parallel`` (1: suits parallel answering), which ``sot pasta-data --shape route``
follows. The held-out evaluation asks AlpacaEval instructions, none of which is a LIMA
question.
"""

from __future__ import annotations

import argparse
import csv
import json
import random
import sys
from pathlib import Path

DATA = Path(__file__).resolve().parents[3] / "shared" / "data" / "lima_router.csv"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--count", type=int, default=450)
    parser.add_argument("--seed", type=int, default=25)
    parser.add_argument("--labels", action="store_true", help="JSON Lines with each question's label")
    args = parser.parse_args()
    with args.data.open(newline="", encoding="utf-8") as fh:
        rows = list(csv.reader(fh, delimiter=";"))[1:]
    labelled = [
        (row[1].strip().replace("\n", " "), row[0].strip() == "1")
        for row in rows
        if len(row) >= 2 and 15 < len(row[1]) < 300
    ]
    random.Random(args.seed).shuffle(labelled)
    for question, parallel in labelled[: args.count]:
        line = json.dumps({"question": question, "parallel": parallel}) if args.labels else question
        sys.stdout.write(line + "\n")


if __name__ == "__main__":
    main()
