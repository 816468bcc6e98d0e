"""An authored PASTA-LANG plan: parallel sections declared by the template, not guessed by the model.

The template ``templates/support-reply.yaml`` writes the greeting and the sign-off
itself and declares two ``<promise/>`` sections that side branches write in parallel.
Template variables are data: a customer name full of tags stays plain text.

    python examples/pasta_plan.py "My tent pole arrived broken"
    python examples/pasta_plan.py --customer 'Ann <sync/>' -m openai:gpt-4o-mini "Where is my order?"

The second ask passes a plan directly (``plan=``), with no template.
``--model`` defaults to ``$SOT_MODEL``, else ``fake``.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

import anyio

import sot
from sot.templates import load_template

TEMPLATE = Path(__file__).resolve().parent / "templates" / "support-reply.yaml"
INLINE_PLAN = """Here is what to pack for a weekend hike.
<promise topic="clothing and footwear" tokens="60"/>
<promise topic="food and water" tokens="60"/>
<promise topic="safety and navigation gear" tokens="60"/>
<sync/>Have a good hike!"""


async def run(question: str, customer: str, model: str) -> int:
    bound = load_template(TEMPLATE).bind({"company": "Acme Outdoor", "customer_name": customer})
    print("the rendered plan:")
    print("  " + (bound.plan or "").replace("\n", "\n  "))

    result = await sot.orchestrate(question, model=model, template=bound)
    print(f"\nanswer ({result.mode}, {result.timings.total_s:.2f} s):\n{result.answer}")
    for b in result.branches:
        took = "" if b.started_s is None or b.finished_s is None else f" {b.started_s:.2f}-{b.finished_s:.2f} s"
        print(f"  branch {b.index} [{b.status}]{took}: {b.title}")

    inline = await sot.orchestrate("What should I pack for a weekend hike?", model=model, plan=INLINE_PLAN)
    print(f"\ninline plan ({inline.mode}, {len(inline.branches)} branches, {inline.timings.total_s:.2f} s):")
    print(inline.answer)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Answer with an authored PASTA-LANG plan.")
    parser.add_argument("question", nargs="?", default="My tent pole arrived broken. What can I do?")
    parser.add_argument("--customer", default="Sam", help="the customer's name (a template variable)")
    parser.add_argument("-m", "--model", default=os.environ.get("SOT_MODEL") or "fake", help="provider:model")
    args = parser.parse_args(argv)
    try:
        return anyio.run(run, args.question, args.customer, args.model)
    except sot.SotError as exc:
        print(f"pasta_plan: error: {exc}", file=sys.stderr)
        return exc.exit_code


if __name__ == "__main__":
    sys.exit(main())
