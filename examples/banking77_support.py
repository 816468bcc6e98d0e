"""Route real banking customer queries (Banking77) through sot's support template.

It samples N queries of Banking77 (PolyAI-LDN/task-specific-datasets: online-banking
customer queries labelled with one of 77 intents), seeded and optionally only some intents,
and answers each with a support template in auto mode, where sot's router decides per query
whether the reply is written in parallel (``sot``) or in one go (``direct``). For each query
it prints the intent, the mode chosen, whether the reply escalates to a human, the latency
and the answer's tokens; then a summary by mode (count, median latency, escalations).

    python examples/banking77_support.py                                # 10 queries, fake provider
    python examples/banking77_support.py --data examples/data -n 5 --seed 1
    python examples/banking77_support.py -n 5 --intent lost_or_stolen_card -m local --warmup --answers
    python examples/banking77_support.py -n 20 --json -m openai:gpt-4o-mini > banking77.json

``--data DIR`` holds ``banking77_test.csv`` (``text,category`` rows; with
``banking77_categories.json``, the intent names) or the bundled ``banking77_excerpt.csv``; it
defaults to ``../shared/data/customer_service`` beside the checkout when that exists, else
``examples/data`` (20 queries of 5 intents, see its README). ``--router trained`` (the
default) lets the router decide even though the support templates are parallel by
construction (``parallel: always``); ``--router template`` keeps the template's choice.
``--model`` defaults to ``$SOT_MODEL``, else ``fake`` (the scripted provider: no network).
"""

from __future__ import annotations

import argparse
import csv
import difflib
import functools
import json
import os
import random
import statistics
import sys
from pathlib import Path

import anyio

import sot

HERE = Path(__file__).resolve().parent
SHARED_DATA = HERE.parent.parent / "shared" / "data" / "customer_service"
BUNDLED_DATA = HERE / "data"
PROG = "banking77_support"
MODES = ("sot", "direct", "pasta")


class DataError(Exception):
    """The data folder, its queries or an intent asked for is missing or unusable (exit 2)."""


def default_data_dir() -> Path:
    return SHARED_DATA if SHARED_DATA.is_dir() else BUNDLED_DATA


def load_banking77(folder: Path) -> tuple[list[dict[str, str]], list[str]]:
    """The queries (``text``, ``intent``) in ``folder`` and the intent names."""
    if not folder.is_dir():
        raise DataError(f"data folder not found: {folder}")
    path = next((folder / n for n in ("banking77_test.csv", "banking77_excerpt.csv") if (folder / n).is_file()), None)
    if path is None:
        raise DataError(f"no Banking77 data in {folder} (expected banking77_test.csv or banking77_excerpt.csv)")
    try:
        with path.open(encoding="utf-8", newline="") as f:
            reader = csv.DictReader(f)
            if not {"text", "category"} <= set(reader.fieldnames or ()):
                raise DataError(f"{path}: expected a header with the columns text and category")
            rows = [{"text": r["text"].strip(), "intent": r["category"].strip()} for r in reader]
    except OSError as exc:
        raise DataError(f"cannot read {path}: {exc.strerror or exc}") from None
    except (UnicodeDecodeError, csv.Error, AttributeError) as exc:
        raise DataError(f"{path} is not a readable CSV file: {exc}") from None
    rows = [r for r in rows if r["text"] and r["intent"]]
    if not rows:
        raise DataError(f"{path}: no queries")
    intents = sorted({r["intent"] for r in rows})
    names = folder / "banking77_categories.json"
    if names.is_file():
        try:
            listed = json.loads(names.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise DataError(f"{names} is not valid JSON: {exc}") from None
        if not (isinstance(listed, list) and all(isinstance(n, str) for n in listed)):
            raise DataError(f"{names}: expected a list of intent names")
        intents = sorted(set(listed) | set(intents))
    return rows, intents


def sample(rows: list[dict[str, str]], intents: list[str], wanted: list[str], n: int, seed: int) -> list[dict]:
    """``n`` queries drawn with ``seed`` (all of them when fewer), only of the ``wanted`` intents if given."""
    for name in wanted:
        if name not in intents:
            close = difflib.get_close_matches(name, intents, n=3)
            hint = f" (did you mean {', '.join(close)}?)" if close else f" ({len(intents)} intents: see --list-intents)"
            raise DataError(f"unknown intent {name!r}{hint}")
    pool = [r for r in rows if not wanted or r["intent"] in wanted]
    if not pool:
        raise DataError(f"no queries of intent {', '.join(wanted)} in the data")
    return random.Random(seed).sample(pool, min(n, len(pool)))


async def answer_all(queries: list[dict], variables: dict, args: argparse.Namespace, report) -> list[dict]:
    router = None if args.router == "template" else args.router
    rows = []
    async with sot.Client(model=args.model) as client:  # one provider for every query (the local model loads once)
        if args.warmup:  # load the model before the clock runs: one throwaway answer of a token
            await client.run("Hello", mode="direct", max_tokens=1)
        for i, query in enumerate(queries, start=1):
            result = await client.run(
                query["text"], template=args.template, variables=variables, mode=args.mode, router=router
            )
            row = {
                "query": query["text"],
                "intent": query["intent"],
                "mode": result.mode,
                "fallback": result.fallback,
                "route_score": None if result.route is None else round(result.route.score, 3),
                "escalate": result.reply.escalate,
                "escalate_reason": result.reply.reason,
                "latency_s": result.timings.total_s,
                "first_token_s": result.timings.first_token_s,
                "answer_tokens": result.usage.completion_tokens,
                "points": len(result.skeleton),
                "answer": result.answer,
            }
            rows.append(row)
            report(i, len(queries), row)
    return rows


def summarise(rows: list[dict]) -> dict:
    """Per mode and in all: queries, median latency and answer tokens, escalations."""

    def line(group: list[dict]) -> dict:
        return {
            "queries": len(group),
            "median_latency_s": round(statistics.median(r["latency_s"] for r in group), 4),
            "median_answer_tokens": statistics.median(r["answer_tokens"] for r in group),
            "escalations": sum(r["escalate"] for r in group),
        }

    by_mode = {m: line([r for r in rows if r["mode"] == m]) for m in MODES if any(r["mode"] == m for r in rows)}
    return {"by_mode": by_mode, "all": line(rows)}


def print_nothing(i: int, total: int, row: dict) -> None:
    pass


def print_row(i: int, total: int, row: dict, answers: bool) -> None:
    escalate = f"yes ({row['escalate_reason']})" if row["escalate"] else "no"
    mode = row["mode"] if row["route_score"] is None else f"{row['mode']} (score {row['route_score']:.2f})"
    if row["fallback"]:
        mode += ", plan unusable: answered directly"
    print(f"[{i}/{total}] {row['intent']} | {mode} | escalate {escalate} | "
          f"{row['latency_s']:.2f} s | {row['answer_tokens']} tokens")  # fmt: skip
    print(f"    > {row['query']}")
    if answers:
        print("    " + row["answer"].strip().replace("\n", "\n    "))
    print()


def print_summary(summary: dict, model: str) -> None:
    print(f"summary ({model}):")
    print(f"{'mode':<8}{'queries':>9}{'median latency':>17}{'median tokens':>16}{'escalations':>14}")
    for mode, s in [*summary["by_mode"].items(), ("all", summary["all"])]:
        print(f"{mode:<8}{s['queries']:>9}{s['median_latency_s']:>15.2f} s"
              f"{s['median_answer_tokens']:>16g}{s['escalations']:>14}")  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="banking77_support.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("-m", "--model", default=os.environ.get("SOT_MODEL") or "fake", help="provider:model")
    parser.add_argument("--data", type=Path, default=None, help="the data folder (default: see above)")
    parser.add_argument("-n", "--count", type=int, default=10, help="how many queries (default 10)")
    parser.add_argument("--seed", type=int, default=0, help="the sample's seed (default 0)")
    parser.add_argument("--intent", action="append", default=[], help="only queries of this intent (repeatable)")
    parser.add_argument("--list-intents", action="store_true", help="print the intents with their query counts")
    parser.add_argument("-t", "--template", default="support", help="the support template (default support)")
    parser.add_argument("--mode", default="auto", choices=["auto", "direct", "sot", "pasta"], help="default auto")
    parser.add_argument(
        "--router", default="trained", help="trained (default), llm:PROVIDER:MODEL, or template (its parallel policy)"
    )
    parser.add_argument("--company", default="Acme Bank", help="the bank the agent speaks for")
    parser.add_argument("--kb", type=Path, default=None, help="a knowledge-base file (Markdown or text)")
    parser.add_argument("--answers", action="store_true", help="also print each reply")
    parser.add_argument(
        "--warmup", action="store_true", help="load the model first, so the first latency does not include it"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object: every query and the summary")
    args = parser.parse_args(argv)
    if args.count < 1:
        parser.error("-n/--count must be at least 1")

    folder = args.data if args.data is not None else default_data_dir()
    try:
        rows, intents = load_banking77(folder)
        if args.list_intents:
            counts = {name: sum(r["intent"] == name for r in rows) for name in intents}
            for name, count in counts.items():
                print(f"{name:<50}{count:>5}")
            return 0
        queries = sample(rows, intents, args.intent, args.count, args.seed)
        variables = {"company": args.company}
        if args.kb is not None:
            try:
                variables["knowledge_base"] = args.kb.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError) as exc:
                raise DataError(f"cannot read the knowledge base {args.kb}: {exc}") from None
    except DataError as exc:
        print(f"{PROG}: error: {exc}", file=sys.stderr)
        return 2

    if args.json:
        report = print_nothing  # all of it at the end
    else:
        print(f"{len(queries)} Banking77 queries from {folder} (seed {args.seed}), template {args.template}, "
              f"mode {args.mode}, {args.model}\n")  # fmt: skip
        report = functools.partial(print_row, answers=args.answers)
    try:
        answered = anyio.run(answer_all, queries, variables, args, report)
    except sot.SotError as exc:
        print(f"{PROG}: error: {exc}", file=sys.stderr)
        return exc.exit_code
    summary = summarise(answered)
    if args.json:
        doc = {"model": args.model, "template": args.template, "mode": args.mode, "router": args.router,
               "seed": args.seed, "data": str(folder), "queries": answered, "summary": summary}  # fmt: skip
        print(json.dumps(doc))
    else:
        print_summary(summary, args.model)
    return 0


if __name__ == "__main__":
    sys.exit(main())
