"""sot from Python: load and bind a template, look at its prompts, stream an answer, get the result.

    python examples/python_api.py                      # the scripted fake provider
    python examples/python_api.py -m openai:gpt-4o-mini "My card was charged twice"

``--model`` defaults to ``$SOT_MODEL``, else ``fake``.
"""

from __future__ import annotations

import argparse
import os
import sys

import anyio

import sot
from sot.templates import list_templates, load_template


async def run(question: str, model: str) -> int:
    # 1. Templates: the built-ins and any in ~/.config/sot/templates or $SOT_TEMPLATE_PATH.
    print("templates:", ", ".join(info.name for info in list_templates()))

    # 2. Load one and bind its variables: types are checked, the system prompt is rendered.
    template = load_template("support-billing")
    bound = template.bind(
        {
            "company": "Acme Outdoor",
            "tone": "warm and to the point",
            "refund_window_days": "30",  # strings are converted to the declared type (int)
            "knowledge_base": "Duplicate card holds drop off within 3 business days.",
        }
    )
    print(f"\n{bound.name}: mode={bound.mode} max_points={bound.max_points} max_tokens={bound.max_tokens}")
    print("system prompt:\n  " + (bound.system or "").replace("\n", "\n  "))

    # 3. Its prompts are a PromptSet: the question goes in as data, never as template code.
    planning = bound.prompts.plan_messages(question, bound.max_points or 4)
    print("\nplanning request (user part):\n  " + planning[-1].content.replace("\n", "\n  "))

    # 4. Stream the answer: events arrive as the skeleton and each point are written.
    print("\nstreaming:")
    result = None
    async for event in sot.stream(question, model=model, template=bound, mode="sot"):
        if isinstance(event, sot.PlanReady):
            print(f"  [{event.t:.2f} s] skeleton: {list(event.points)}")
        elif isinstance(event, sot.BranchDone):
            print(f"  [{event.t:.2f} s] point {event.index + 1} done ({len(event.text)} chars)")
        elif isinstance(event, sot.BranchFailed):
            print(f"  [{event.t:.2f} s] point {event.index + 1} failed: {event.error}")
        elif isinstance(event, sot.Done):
            result = event.result

    # 5. The result: the ordered answer, per-branch status, timings and usage (== `sot ask --json`).
    assert result is not None
    print(f"\nanswer ({result.mode}, {result.timings.total_s:.2f} s, "
          f"{result.usage.completion_tokens} completion tokens):")  # fmt: skip
    print(result.answer)

    # 6. Or in one call, without streaming; a template name and variables work too.
    again = await sot.orchestrate(
        question, model=model, template="support", variables={"company": "Acme Outdoor"}, mode="direct"
    )
    print(f"\ndirect answer with the general support template ({again.timings.total_s:.2f} s):\n{again.answer}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="sot's Python API, step by step.")
    parser.add_argument("question", nargs="?", default="I was charged twice for one order. Can I get my money back?")
    parser.add_argument("-m", "--model", default=os.environ.get("SOT_MODEL") or "fake", help="provider:model")
    args = parser.parse_args(argv)
    try:
        return anyio.run(run, args.question, args.model)
    except sot.SotError as exc:
        print(f"python_api: error: {exc}", file=sys.stderr)
        return exc.exit_code


if __name__ == "__main__":
    sys.exit(main())
