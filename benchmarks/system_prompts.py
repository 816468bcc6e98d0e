"""Which default system prompt serves the embedded model best? Each candidate, side by side.

Every candidate answers the same questions directly (greedy, in one run):

- 24 short questions with one known answer (``FACTS`` below: capitals, arithmetic, science,
  everyday knowledge), scored right when the answer names it;
- open instructions (default: 40 AlpacaEval instructions beside the checkout from offset 400,
  none of them in the learned-PASTA evaluation's first 100, none used to tune anything;
  without the shared data, sot's MT-Bench sample), scored for the failures a small model
  shows: talk about itself ("as a helpful assistant, I'm unable..."), an answer not in
  English, a sentence repeated.

    python benchmarks/system_prompts.py --out benchmarks/results/system-prompts/local.json
    python benchmarks/system_prompts.py --model local:PATH --limit 20

Prints one line per candidate to stderr and the whole report (every answer) as JSON.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
from pathlib import Path

from sot import Client
from sot.bench.questions import data_or, load_questions

DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "alpaca_eval_805.jsonl"

CANDIDATES = {
    "helpful-accurate": "You are a helpful, accurate assistant.",
    "helpful": "You are a helpful assistant.",
    "smollm2-own": "You are a helpful AI assistant named SmolLM, trained by Hugging Face",
    "concise": "You are a helpful assistant. Answer in English, clearly and concisely.",
}

#: (question, accepted answers): any one named, as a whole word, any case
FACTS = [
    ("What is the capital of France?", ["Paris"]),
    ("What is the capital of Japan?", ["Tokyo"]),
    ("What is the capital of Italy?", ["Rome"]),
    ("What is the capital of Canada?", ["Ottawa"]),
    ("What is the capital of Spain?", ["Madrid"]),
    ("What is the capital of Germany?", ["Berlin"]),
    ("How many days are there in a week?", ["seven", "7"]),
    ("How many legs does a spider have?", ["eight", "8"]),
    ("How many continents are there?", ["seven", "7"]),
    ("What is 12 plus 7?", ["19", "nineteen"]),
    ("What is 9 times 6?", ["54", "fifty-four"]),
    ("What is the largest planet in our solar system?", ["Jupiter"]),
    ("Which planet is known as the Red Planet?", ["Mars"]),
    ("What gas do plants absorb from the air to make food?", ["carbon dioxide", "CO2"]),
    ("What is the chemical symbol for water?", ["H2O"]),
    ("At what temperature in Celsius does water freeze?", ["0", "zero"]),
    ("Who wrote Romeo and Juliet?", ["Shakespeare"]),
    ("What is the largest ocean on Earth?", ["Pacific"]),
    ("What language is mainly spoken in Brazil?", ["Portuguese"]),
    ("What is the tallest mountain in the world?", ["Everest"]),
    ("What color do you get by mixing blue and yellow?", ["green"]),
    ("How many minutes are in an hour?", ["sixty", "60"]),
    ("What is the opposite of hot?", ["cold"]),
    ("Which animal is known as the king of the jungle?", ["lion"]),
]

SELF_TALK = re.compile(
    r"\bas an? (?:helpful|accurate|ai|language model|assistant)\b|\bI'?m (?:sorry|unable|not able|not equipped)\b"
    r"|\bI am (?:sorry|unable|not able|an ai)\b|\bI'?m (?:a|an) (?:helpful|accurate|ai)\b",
    re.IGNORECASE,
)
ENGLISH = {
    "the", "a", "an", "and", "or", "of", "to", "in", "is", "are", "it", "you", "for", "on",
    "that", "this", "with", "be", "can", "your", "as", "by", "from", "at", "not", "have",
}  # fmt: skip


def names(answer: str, accepted: list[str]) -> bool:
    return any(re.search(rf"(?<!\w){re.escape(a)}(?!\w)", answer, re.IGNORECASE) for a in accepted)


def english(answer: str) -> bool:
    """Enough of the commonest English words among the prose's words (a French or Spanish
    answer has almost none of them; code blocks and answers of under 6 words are not judged)."""
    prose = re.sub(r"```.*?(?:```|$)", " ", answer, flags=re.DOTALL)
    words = re.findall(r"[^\W\d_]+", prose.lower())
    return len(words) < 6 or sum(w in ENGLISH for w in words) / len(words) >= 0.12


def repeats(answer: str) -> bool:
    sentences = [s.strip().lower() for s in re.split(r"(?<=[.!?])\s+|\n+", answer) if len(s.strip()) > 20]
    return len(sentences) != len(set(sentences))


def score(row: dict, accepted: list[str] | None = None) -> dict:
    """The row's measures, from its answer (``accepted``: a fact's right answers)."""
    answer = row["answer"]
    row["english"] = english(answer)
    if row["kind"] == "fact":
        if accepted is not None:
            row["right"] = names(answer, accepted)
    else:
        row["self_talk"] = bool(SELF_TALK.search(answer))
        row["repeats"] = repeats(answer)
    return row


def ask_all(args: argparse.Namespace, open_questions: list[str]) -> dict[str, list[dict]]:
    rows: dict[str, list[dict]] = {name: [] for name in CANDIDATES}
    with Client(model=args.model, mode="direct", max_tokens=args.max_tokens, temperature=0) as client:
        # one pass per question, every candidate in turn, so load on the machine falls on all alike
        for i, (question, accepted) in enumerate(FACTS):
            for name, system in CANDIDATES.items():
                answer = client.run_sync(question, system=system).answer
                rows[name].append(score({"kind": "fact", "question": question, "answer": answer}, accepted))
            print(f"fact {i + 1}/{len(FACTS)}", file=sys.stderr, flush=True)
        for i, question in enumerate(open_questions):
            for name, system in CANDIDATES.items():
                result = client.run_sync(question, system=system)
                row = {"kind": "open", "question": question, "answer": result.answer}
                rows[name].append(score(row) | {"tokens": result.usage.completion_tokens})
            print(f"open {i + 1}/{len(open_questions)}", file=sys.stderr, flush=True)
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default="local")
    parser.add_argument("--questions", default=None, help="open instructions (default: AlpacaEval beside the checkout)")
    parser.add_argument("--offset", type=int, default=400)
    parser.add_argument("--limit", type=int, default=40)
    parser.add_argument("--max-tokens", type=int, default=256)
    parser.add_argument("--rescore", default=None, help="score the answers of an earlier report again, asking nothing")
    parser.add_argument("--out", default=None, help="also write the JSON here")
    args = parser.parse_args()

    if args.rescore:
        report = json.loads(Path(args.rescore).read_text(encoding="utf-8"))
        accepted = dict(FACTS)
        rows = {
            name: [score(row, accepted.get(row["question"])) for row in answers]
            for name, answers in report["answers"].items()
        }
    else:
        source = args.questions or str(data_or(DATA))
        open_questions = [q.text for q in load_questions(source, args.offset + args.limit)[args.offset :]]
        report = {
            "model": args.model,
            "source": f"{source} (from offset {args.offset})",
            "facts": len(FACTS),
            "open": len(open_questions),
            "candidates": CANDIDATES,
        }
        rows = ask_all(args, open_questions)
    report["summary"], report["answers"] = {}, {}

    for name, answers in rows.items():
        facts = [r for r in answers if r["kind"] == "fact"]
        opens = [r for r in answers if r["kind"] == "open"]
        tokens = [r["tokens"] for r in opens]
        figures = {
            "facts_right": sum(r["right"] for r in facts),
            "self_talk": sum(r["self_talk"] for r in opens),
            "not_english": sum(not r["english"] for r in answers),
            "repeats": sum(r["repeats"] for r in opens),
            "median_answer_tokens": statistics.median(tokens) if tokens else None,
        }
        report["summary"][name] = figures
        report["answers"][name] = answers
        print(
            f"{name:>17}: facts {figures['facts_right']}/{len(facts)}, self-talk {figures['self_talk']}/{len(opens)}, "
            f"not English {figures['not_english']}/{len(facts) + len(opens)}, repeated sentence "
            f"{figures['repeats']}/{len(opens)}, median answer tokens {figures['median_answer_tokens']}",
            file=sys.stderr,
        )
    text = json.dumps(report, indent=2)
    if args.out:
        Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        Path(args.out).write_text(text + "\n", encoding="utf-8")
    print(text)


if __name__ == "__main__":
    main()
