"""Match sot pasta-data records to the published router labels: fork only where the question suits it.

    .venv/bin/python -m sot.training.route_pasta_data lima.jsonl > lima_routed.jsonl
    .venv/bin/python -m sot.training.route_pasta_data lima.jsonl --system "You are a helpful assistant." --balance > routed.jsonl

The model's own answers fork wherever they happen to have separate paragraphs, which does not
follow what a question suits. With the Skeleton-of-Thought authors' labels (``lima_router.csv``,
``label;request``; label 1 = suits parallel answering), each usable record of a question they
label 0 whose answer forks becomes a plain one (its main example's target is the answer
itself, no tags), so the model learns not to fork there; every other usable record is kept as
it is. Records of questions without a label are left out. Counts go to stderr.

``--system TEXT`` puts TEXT in place of the system message the answers were generated with
(for data made before sot's default system prompt changed): the examples then match the
requests sot makes now. A record whose answer recites the old system prompt ("I'm a helpful,
accurate assistant.") is left out then, so the model does not learn to talk about itself.

``--balance`` evens out what the model sees: the embedded model's answers fork on about a
quarter of the labelled questions, so each forking record is written twice, and a plain
answer to a question labelled parallel (which would teach the model not to fork where it
should) is left out.
"""

from __future__ import annotations

import argparse
import copy
import csv
import json
import sys
from collections import Counter
from pathlib import Path

LABELS = Path(__file__).resolve().parents[3] / "shared" / "data" / "lima_router.csv"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("data", type=Path, help="a sot pasta-data JSON Lines file")
    parser.add_argument("--labels", type=Path, default=LABELS)
    parser.add_argument("--system", default=None, help="replace the examples' system message with this")
    parser.add_argument("--balance", action="store_true", help="forking records twice, no plain answer where parallel")
    args = parser.parse_args()
    with args.labels.open(newline="", encoding="utf-8") as fh:
        rows = list(csv.reader(fh, delimiter=";"))[1:]
    label = {row[1].strip().replace("\n", " "): int(row[0]) for row in rows if len(row) >= 2}
    counts: Counter[str] = Counter()
    for line in args.data.read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        if not record.get("usable", True):
            continue
        if args.system is not None and not with_system(record, args.system):
            counts["recites its system prompt: left out"] += 1
            continue
        suits = label.get(record["question"])
        forks = len(record["examples"]) > 1
        if suits is None:
            counts["no label: left out"] += 1
            continue
        if forks and not suits:
            main_example = copy.deepcopy(record["examples"][0])
            main_example["target"] = record["answer"].strip()
            record = {**record, "examples": [main_example], "forks": False, "parts": []}
            counts["forked, label 0: made plain"] += 1
        elif args.balance and suits and not forks:
            counts["plain, label 1: left out"] += 1
            continue
        else:
            counts[f"{'forked' if forks else 'plain'}, label {suits}: kept"] += 1
        copies = 2 if args.balance and forks and suits else 1
        sys.stdout.write((json.dumps(record) + "\n") * copies)
    print(", ".join(f"{k} {v}" for k, v in sorted(counts.items())), file=sys.stderr)


def with_system(record: dict, system: str) -> bool:
    """Put ``system`` in place of the record's system messages; False where its answer
    recites the old one (what it says the model is, "a helpful, accurate assistant", whose
    words between the article and the noun are enough when there are two or more)."""
    for example in record["examples"]:
        for message in example["messages"]:
            if message["role"] == "system":
                words = message["content"].strip().removeprefix("You are ").rstrip(".").lower().split()
                # "a helpful, accurate assistant" is recited as "helpful, accurate" too
                old = " ".join(words[1:-1] if len(words) >= 4 else words)
                if old and old in record["answer"].lower():
                    return False
                message["content"] = system
    return True


if __name__ == "__main__":
    main()
