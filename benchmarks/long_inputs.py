"""Long inputs: map-reduce against one direct call where the input fits, and alone where it does not.

Inputs are this repository's own README.md and CHANGELOG.md (Apache-2.0, as committed;
the report names the commit), with ``--facts`` made-up facts placed at even intervals
between paragraphs ("The archive code of project Heron is 4417."). Each ask is "List
every archive code the text gives, with its project." and is scored by how many of the
placed codes the answer names. Cases:

- ``changelog``: CHANGELOG.md (fits the embedded model's 8192-token window);
- ``readme-half``: the first half of README.md (fits);
- ``readme``: all of README.md (does not fit: direct is refused, map-reduce answers);
- ``readme+changelog``: both (does not fit).

Where the input fits, ``direct`` and ``mapreduce`` answer side by side, alternating which
goes first; one provider serves every ask. Each repeat's text starts with a line of its own,
so no ask reuses the prompt cache an earlier one left (the local engine keeps it). Prints JSON: per case and mode the latency,
first answer token, answer tokens, answer tokens/s, facts named, parts; and the process's
peak RSS.

    python benchmarks/long_inputs.py                 # the embedded model
    python benchmarks/long_inputs.py --model local:/models/qwen.gguf --facts 8
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any

import anyio

import sot
from sot.errors import UserInputError
from sot.providers import get_provider

ROOT = Path(__file__).resolve().parents[1]
PROJECTS = ["Heron", "Juniper", "Quartz", "Falcon", "Maple", "Cobalt", "Lantern", "Orchid", "Summit", "Tundra"]
QUESTION = "List every archive code the text gives, with its project."


def facts(n: int) -> list[tuple[str, str]]:
    return [(PROJECTS[i % len(PROJECTS)], str(4000 + 137 * (i + 1))) for i in range(n)]


def with_facts(text: str, placed: list[tuple[str, str]]) -> str:
    """``text`` with one fact sentence as its own paragraph at even intervals."""
    paragraphs = [p for p in text.split("\n\n") if p.strip()]
    step = len(paragraphs) / (len(placed) + 1)
    for k, (project, code) in reversed(list(enumerate(placed))):
        paragraphs.insert(round(step * (k + 1)), f"The archive code of project {project} is {code}.")
    return "\n\n".join(paragraphs)


def cases() -> dict[str, str]:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    half = "\n\n".join(readme.split("\n\n")[: len(readme.split("\n\n")) // 2])
    return {
        "changelog": changelog,
        "readme-half": half,
        "readme": readme,
        "readme+changelog": f"{readme}\n\n{changelog}",
    }


async def ask(provider, mode: str, context: str, placed: list[tuple[str, str]]) -> dict[str, Any]:
    try:
        result = await sot.orchestrate(QUESTION, provider=provider, context=context, mode=mode)
    except UserInputError as exc:
        return {"mode": mode, "refused": str(exc)}
    tokens = provider.count_tokens(result.answer) or len(result.answer.split())
    total = result.timings.total_s
    return {
        "mode": result.mode,
        "latency_s": total,
        "first_token_s": result.timings.first_token_s,
        "answer_tokens": tokens,
        "answer_tok_s": round(tokens / total, 2) if total else None,
        "facts_named": sum(code in result.answer for _, code in placed),
        "parts": sum(1 for b in result.branches if b.title.startswith("part ")),
        "cut_short": result.cut_short,
        "error": result.error,
        "answer": result.answer,
    }


async def main(args: argparse.Namespace) -> dict[str, Any]:
    provider = get_provider(args.model)
    placed = facts(args.facts)
    report: dict[str, Any] = {
        "model": args.model,
        "commit": subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True
        ).stdout.strip(),
        "question": QUESTION,
        "facts": len(placed),
        "cases": {},
    }
    try:
        await sot.orchestrate("Say hello.", provider=provider, mode="direct", max_tokens=4)  # load the model once
        window = await provider.window()
        report["window"] = window.tokens if window else None
        for c, (name, text) in enumerate(cases().items()):
            if args.cases and name not in args.cases:
                continue
            context = with_facts(text, placed)
            tokens = provider.count_tokens(context) or len(context) // 4
            runs: dict[str, list[dict[str, Any]]] = {"direct": [], "mapreduce": []}
            for r in range(args.repeat):
                order = ["direct", "mapreduce"] if (c + r) % 2 == 0 else ["mapreduce", "direct"]
                # a line of its own at the start, so no ask reuses the KV cache an earlier one left
                copy = f"(Copy {r + 1} of this text.)\n\n{context}"
                for mode in order:
                    run = await ask(provider, mode, copy, placed)
                    runs[mode].append(run)
                    print(
                        f"{name} {mode}: {json.dumps({k: v for k, v in run.items() if k != 'answer'})}", file=sys.stderr
                    )
            report["cases"][name] = {"input_tokens": tokens, **{m: summary(v) for m, v in runs.items()}}
    finally:
        await provider.aclose()
    report["peak_rss_mib"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)
    return report


def summary(runs: list[dict[str, Any]]) -> dict[str, Any]:
    answered = [r for r in runs if "refused" not in r]
    if not answered:
        return {"refused": runs[0]["refused"]}

    def median(key: str) -> float | None:
        values = [r[key] for r in answered if r.get(key) is not None]
        return round(statistics.median(values), 3) if values else None

    keys = ("latency_s", "first_token_s", "answer_tokens", "answer_tok_s", "facts_named", "parts")
    return {**{k: median(k) for k in keys}, "runs": answered}


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--model", default="local", help="provider:model (default: the embedded model)")
    parser.add_argument("--facts", type=int, default=6, help="facts placed in each input (default 6)")
    parser.add_argument("--repeat", type=int, default=1, help="asks per case and mode (default 1)")
    parser.add_argument("--cases", nargs="*", help=f"cases to run (default all: {', '.join(cases())})")
    parser.add_argument("-o", "--output", help="also write the JSON report to this file")
    args = parser.parse_args()
    out = anyio.run(main, args)
    text = json.dumps(out, indent=2, ensure_ascii=False)
    print(text)
    if args.output:
        Path(args.output).write_text(text + "\n", encoding="utf-8")
