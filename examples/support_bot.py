"""A customer-service bot: answers customer messages from a small FAQ with sot's support templates.

For each message it picks the FAQ entries that share the most words with it, chooses the
support template for their topic (billing, orders, account, or the general one), passes
the entries in as the knowledge base, and lets sot answer (skeleton and points in
parallel when the router says the message suits it). It prints each answer and its timings.

    python examples/support_bot.py "Why was I charged twice?" "Where is my order?"
    echo "I forgot my password" | python examples/support_bot.py --model openai:gpt-4o-mini
    python examples/support_bot.py --json -m fake < questions.txt

``--model`` defaults to ``$SOT_MODEL``, else ``fake`` (the scripted provider: no network).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import anyio
import yaml

import sot

HERE = Path(__file__).resolve().parent
TEMPLATE_FOR_TOPIC = {
    "billing": "support-billing",
    "orders": "support-orders",
    "account": "support-account",
    "general": "support",
}
STOPWORDS = frozenset(
    [
        "a",
        "an",
        "and",
        "are",
        "as",
        "at",
        "be",
        "but",
        "by",
        "can",
        "do",
        "does",
        "for",
        "from",
        "had",
        "has",
        "have",
        "how",
        "i",
        "i'm",
        "in",
        "is",
        "it",
        "its",
        "me",
        "my",
        "no",
        "not",
        "of",
        "on",
        "or",
        "our",
        "so",
        "that",
        "the",
        "their",
        "them",
        "then",
        "there",
        "this",
        "to",
        "was",
        "we",
        "what",
        "when",
        "where",
        "which",
        "who",
        "why",
        "will",
        "with",
        "you",
        "your",
    ]
)


@dataclass(frozen=True)
class Entry:
    topic: str
    question: str
    answer: str
    words: frozenset[str]


def words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z0-9][a-z0-9'-]*", text.lower()) if w not in STOPWORDS}


def load_faq(path: Path) -> tuple[dict, list[Entry]]:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    entries = [
        Entry(e["topic"], e["question"], e["answer"], frozenset(words(e["question"]) | set(e.get("keywords", []))))
        for e in data["entries"]
    ]
    return data, entries


def retrieve(query: str, entries: list[Entry], k: int = 3) -> list[Entry]:
    """The ``k`` entries sharing the most words with ``query`` (none when nothing matches)."""
    q = words(query)
    scored = sorted(((len(q & e.words), i) for i, e in enumerate(entries)), reverse=True)
    return [entries[i] for score, i in scored[:k] if score > 0]


def knowledge_base(found: list[Entry]) -> str:
    return "\n".join(f"- Q: {e.question}\n  A: {e.answer}" for e in found)


async def answer(query: str, faq: dict, entries: list[Entry], args: argparse.Namespace) -> dict:
    found = retrieve(query, entries)
    template = TEMPLATE_FOR_TOPIC.get(found[0].topic, "support") if found else "support"
    variables = {
        "company": args.company or faq.get("company", "our company"),
        "tone": args.tone,
        "knowledge_base": knowledge_base(found),
        "contact": faq.get("contact", ""),
    }
    result = await sot.orchestrate(query, model=args.model, template=template, variables=variables, mode=args.mode)
    return {"query": query, "template": template, "faq": [e.question for e in found], **result.model_dump()}


def show(row: dict) -> None:
    t = row["timings"]
    parts = [row["template"], row["mode"]]
    if row["skeleton"]:
        parts.append(f"{len(row['skeleton'])} points")
    if t.get("first_token_s") is not None:
        parts.append(f"first text {t['first_token_s']:.2f} s")
    parts.append(f"total {t['total_s']:.2f} s")
    print(f"> {row['query']}")
    print(f"[{' | '.join(parts)}]")
    print(row["answer"].strip())
    print()


def read_queries(args: argparse.Namespace) -> list[str]:
    if args.queries:
        return list(args.queries)
    return [line.strip() for line in sys.stdin if line.strip()]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("queries", nargs="*", help="customer messages (default: one per line on stdin)")
    parser.add_argument("-m", "--model", default=os.environ.get("SOT_MODEL") or "fake", help="provider:model")
    parser.add_argument(
        "--mode", default=None, choices=["auto", "direct", "sot", "pasta"], help="default: the template's"
    )
    parser.add_argument("--faq", type=Path, default=HERE / "support_faq.yaml", help="the knowledge base (YAML)")
    parser.add_argument("--company", default=None, help="company name (default: the FAQ's)")
    parser.add_argument("--tone", default="friendly, professional and concise")
    parser.add_argument("--json", action="store_true", help="print one JSON object per answer")
    args = parser.parse_args(argv)

    faq, entries = load_faq(args.faq)
    queries = read_queries(args)
    if not queries:
        parser.error("no customer messages: give them as arguments or on stdin")
    started = time.perf_counter()
    try:
        for query in queries:
            row = anyio.run(answer, query, faq, entries, args)
            print(json.dumps(row)) if args.json else show(row)
    except sot.SotError as exc:
        print(f"support_bot: error: {exc}", file=sys.stderr)
        return exc.exit_code
    if not args.json:
        print(f"answered {len(queries)} message(s) in {time.perf_counter() - started:.2f} s with {args.model}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
