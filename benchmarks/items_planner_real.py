"""The items mode's planner tier (the model's own split) measured on a real model, on a labelled set.

    python benchmarks/items_planner_real.py --model local:qwen2.5-coder-1.5b --half dev4
    python benchmarks/items_planner_real.py --model local:qwen2.5-coder-0.5b --half dev4 --limit 80
    python benchmarks/items_planner_real.py --model local:qwen2.5-coder-1.5b --half dev4 --direct 10

For each row of ``benchmarks/data/items_real/<half>.jsonl`` (the first ``--limit`` rows where
given), the planner is asked exactly as the items mode asks it:
:func:`sot.orchestrator.modes.items_planner.ask_planner` on an
:class:`~sot.orchestrator.context.AskContext` of the ask ``sot.Client.resolve`` gives for the
row's request (``mode="items"``), with the provider the ask's pool gives for ``--model``. The
call is timed (wall seconds) and its usage read (prompt and reply tokens); the split it gives is
scored as ``benchmarks/items_real.py`` scores a finder tier (:func:`items_real.from_split`,
:func:`items_real.aggregate`: answered rate, item precision, F1 over all positive rows, false
splits on the ``none`` rows).

The planner is called whatever :func:`~sot.orchestrator.modes.items_planner.planner_refusal`
says for the backend (on a CPU it refuses: 3 streams cost about 3 steps); what it says is
written in the summary. The planner's request carries the GBNF grammar of its reply forms
(:func:`sot.pasta_lang.gbnf.item_plan_gbnf`), which the local llama.cpp engine decodes under;
whether the run's requests carried one is recorded, and such a run is labelled
"GBNF-constrained" (runs made before the planner had a grammar are kept, unlabelled).

``--direct N`` also times a direct answer (the ask's own ``direct`` prompt and ``max_tokens``)
on the first ``N`` rows: the call the planner's result decides between.

Writes ``benchmarks/results/items/planner-<model>-<half>[-gbnf].jsonl`` (one line per row: id, kind,
gold, the reply, the split, the reason it was refused, seconds, tokens) and rewrites the
summary ``benchmarks/results/items/planner-real.md`` from every such file present. A progress
line per row goes to stderr.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import items_real  # the scorer beside this file

OUT = items_real.OUT
SUMMARY = OUT / "planner-real.md"
COMMAND = "nice -n 10 python benchmarks/items_planner_real.py"


def slug(model: str) -> str:
    """``local:qwen2.5-coder-1.5b`` as a file name part: ``qwen2.5-coder-1.5b``."""
    return model.split(":", 1)[-1].replace("/", "_")


class Recording:
    """A provider as it is, but keeping the text of its last stream (the planner's reply) and
    whether any planner request carried a grammar."""

    def __init__(self, inner: Any) -> None:
        self._inner = inner
        self.text = ""
        self.grammar = False

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)

    async def stream(self, request: Any):
        from sot.providers.base import TextDelta

        self.text = ""
        if getattr(request, "purpose", None) == "item_plan" and getattr(request, "grammar", None):
            self.grammar = True
        async for chunk in self._inner.stream(request):
            if isinstance(chunk, TextDelta):
                self.text += chunk.text
            yield chunk


def context(client: Any, model: str, request_text: str, provider: Recording) -> Any:
    """The ask the items mode would run for ``request_text``, and its context on ``provider``."""
    from sot.orchestrator.context import AskContext

    ask = client.resolve(request_text, {"model": model, "mode": "items"})
    return ask, AskContext(ask=ask, provider=provider, mode="items")


def found_json(found: items_real.Found | None) -> dict[str, Any] | None:
    if found is None:
        return None
    return {"kind": found.kind, "items": list(found.items), "count": found.count}


async def measure(args: argparse.Namespace) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """Ask the planner for each row; the per-row records and the run's own notes."""
    from sot import Client
    from sot.orchestrator.modes.items_planner import ask_planner, planner_refusal

    rows = items_real.load_half(args.half)
    if args.limit:
        rows = rows[: args.limit]
    records: list[dict[str, Any]] = []
    notes: dict[str, Any] = {}
    async with Client() as client:
        probe = client.resolve("hi", {"model": args.model, "mode": "items"})
        provider = Recording(client._pool.get(probe.model))
        start = time.perf_counter()
        _, ctx = context(client, args.model, "hi", provider)
        notes["refusal"] = await planner_refusal(ctx, "Answer these: what is DNS? what is TCP?")
        notes["warmup_s"] = round(time.perf_counter() - start, 2)
        # one untimed call: the model's load is not the first row's
        await ask_planner(ctx, "hi")
        for n, row in enumerate(rows, 1):
            ask, ctx = context(client, args.model, row["request"], provider)
            request_text = ask.query or ask.question
            start = time.perf_counter()
            try:
                split, why = await ask_planner(ctx, request_text)
                error = None
            except Exception as exc:  # a failure is recorded, not hidden
                split, why, error = None, "", f"{type(exc).__name__}: {exc}"
            seconds = time.perf_counter() - start
            found = items_real.from_split(split)
            t, p, g = items_real.score_row(row, found)
            record = {
                "id": row["id"],
                "kind": row["kind"],
                "lang": row.get("lang"),
                "category": row.get("category"),
                "gold": row["items"] or row["count"],
                "reply": provider.text,
                "found": found_json(found),
                "why": why,
                "error": error,
                "seconds": round(seconds, 3),
                "prompt_tokens": ctx.usage.prompt_tokens,
                "reply_tokens": ctx.usage.completion_tokens,
                "tp": t,
                "predicted": p,
                "gold_n": g,
                "miss": items_real.is_miss(row, found),
            }
            record["grammar"] = provider.grammar
            records.append(record)
            state = "miss" if record["miss"] else "ok"
            print(
                f"[{n}/{len(rows)}] {row['id']} {row['kind']:6} {state:4} {seconds:6.2f}s "
                f"{record['reply_tokens']:3} tok  {provider.text.strip()[:70]!r}",
                file=sys.stderr,
                flush=True,
            )
        if args.direct:
            times, tokens = [], []
            for n, row in enumerate(rows[: args.direct], 1):
                ask, ctx = context(client, args.model, row["request"], provider)
                request = ctx.request(ask.prompts.direct_messages(ask.question), purpose="direct")
                from sot.orchestrator.executor import run_main

                start = time.perf_counter()
                await run_main(ctx, request, answer_stream=False)
                times.append(time.perf_counter() - start)
                tokens.append(ctx.usage.completion_tokens)
                print(
                    f"[direct {n}/{args.direct}] {row['id']} {times[-1]:6.2f}s {tokens[-1]} tok",
                    file=sys.stderr,
                    flush=True,
                )
            notes["direct"] = {
                "rows": len(times),
                "max_tokens": probe.max_tokens,
                "median_s": round(statistics.median(times), 2),
                "p90_s": round(quantile(times, 0.9), 2),
                "median_tokens": statistics.median(tokens),
            }
    notes["grammar"] = provider.grammar
    return records, notes


def quantile(values: list[float], q: float) -> float:
    """The ``q`` quantile of ``values`` (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered) + 0.5) - 1))]


def summarise(path: Path, first: int = 0) -> dict[str, Any]:
    """One run's figures from its per-row file (its first line is the run's header); ``first``:
    of its first rows only (an earlier run's figures on the rows a shorter run asked)."""
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    head, records = lines[0], lines[1:]
    if first and first < len(records):
        head, records = {**head, "limit": first, "subset": True}, records[:first]
    rows = {row["id"]: row for row in items_real.load_half(head["half"])}
    gold = [rows[r["id"]] for r in records]
    results = [None if r["found"] is None else found_of(r["found"]) for r in records]
    figures = items_real.aggregate(gold, results)
    seconds = [r["seconds"] for r in records]
    return {
        **head,
        "rows": len(records),
        "figures": figures,
        "median_s": round(statistics.median(seconds), 2),
        "p90_s": round(quantile(seconds, 0.9), 2),
        "median_reply_tokens": statistics.median(r["reply_tokens"] for r in records),
        "median_prompt_tokens": statistics.median(r["prompt_tokens"] for r in records),
        "errors": sum(r["error"] is not None for r in records),
        "echoes": sum(echoes(r["reply"]) for r in records),
        "refused": sum(r["found"] is None and r["kind"] != "none" for r in records),
        "reasons": reasons(records),
    }


def echoes(reply: str) -> bool:
    """Whether ``reply`` repeats the prompt's own examples (``ITEMS 4-7``, ``"first words..."``,
    ``COUNT 10 taglines``) rather than pointing into the request."""
    return any(example in reply for example in ("ITEMS 4-7", '"first words...', "COUNT 10 taglines"))


def found_of(found: dict[str, Any]) -> items_real.Found:
    items = tuple(found["items"])
    branches = found["count"] if found["kind"] == "count" and found["count"] else len(items)
    return items_real.Found(found["kind"], items, found["count"], branches)


def reasons(records: list[dict[str, Any]]) -> dict[str, int]:
    """Why the replies that gave no split gave none, in a few words, counted."""
    out: dict[str, int] = {}
    for r in records:
        if r["found"] is not None:
            continue
        why = r["error"] or r["why"]
        inner = why.split("split (", 1)[-1] if "split (" in why else why
        key = re.sub(r"\((?:'[^']*'|\"[^\"]*\")\)|'[^']*'|\d+", "…", inner)  # no quoted reply text
        key = key.split(":")[0].strip(" ()")[:80]
        out[key] = out.get(key, 0) + 1
    return dict(sorted(out.items(), key=lambda kv: -kv[1]))


def label(run: dict[str, Any]) -> str:
    """The run's model, and "GBNF-constrained" where its planner requests carried a grammar (an
    unconstrained run's figures on a constrained run's rows: "unconstrained, same rows")."""
    if run.get("subset"):
        return f"{run['model']}, unconstrained, same rows"
    return f"{run['model']}, GBNF-constrained" if run.get("grammar") else run["model"]


def summaries(paths: list[Path]) -> list[dict[str, Any]]:
    """Every run's figures, a model's unconstrained runs before its constrained ones; where a
    constrained run asked only the first rows of a set, the unconstrained run of that model and
    set is also given on those rows (the same requests, before and after)."""
    runs = [summarise(p) for p in paths]
    out: list[dict[str, Any]] = []
    for run in sorted(runs, key=lambda r: (r["model"], r["half"], bool(r.get("grammar")))):
        if run.get("grammar") and run["limit"]:
            for path, other in zip(paths, runs, strict=True):
                same = (other["model"], other["half"]) == (run["model"], run["half"])
                if same and not other.get("grammar") and (not other["limit"] or other["limit"] > run["limit"]):
                    out.append(summarise(path, run["limit"]))
        out.append(run)
    return out


def markdown(runs: list[dict[str, Any]], verdict: str) -> str:
    out = [
        "# The items planner tier on real local models",
        "",
        "What `sot.orchestrator.modes.items_planner.ask_planner` (the model's own split, prompt "
        "`ITEM_PLAN_PROMPT`, reply read by `split_from_reply`) gives on labelled requests, asked as the items "
        "mode asks it, scored as `benchmarks/items_real.py` scores a finder tier. Rows labelled "
        "**GBNF-constrained** decode the reply under `sot.pasta_lang.gbnf.item_plan_gbnf` (the reply forms "
        "`split_from_pointers` reads, line numbers the request's own; llama.cpp's grammar sampler); the "
        "others were measured before the planner's request carried a grammar, so their replies are "
        "unconstrained. "
        "Machine: 2 CPU cores, shared with other work, runs under `nice -n 10`; seconds are wall time per call.",
        "",
        "| model | set | rows | answered | precision | F1 (all) | false splits | median s / call | p90 s | "
        "median reply tokens |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for run in runs:
        f = run["figures"]
        rate = f"{f['answered']}/{f['positives']}" + (
            f" ({f['answered_rate']:.1%})" if f["answered_rate"] is not None else ""
        )
        false = f"{f['false_splits']}/{f['none_rows']}" + (
            f" ({f['false_split_rate']:.1%})" if f["false_split_rate"] is not None else ""
        )
        out.append(
            f"| {label(run)} | {run['half']}{' (first ' + str(run['limit']) + ')' if run['limit'] else ''} | "
            f"{run['rows']} | {rate} | {f['precision']:.3f} | {f['f1_all']:.3f} | {false} | {run['median_s']} | "
            f"{run['p90_s']} | {run['median_reply_tokens']} |"
        )
    out += ["", "Commands (at the commit named):", ""]
    for run in (r for r in runs if not r.get("subset")):
        out.append(f"- `{run['command']}` (commit {run['commit']})")
    out += ["", "## Per run", ""]
    for run in (r for r in runs if not r.get("subset")):
        out.append(f"### {label(run)} on {run['half']}")
        out.append("")
        out.append(f"- `planner_refusal` on this backend: {run['refusal'] or 'none (the mode would ask)'}")
        out.append(
            f"- median prompt tokens {run['median_prompt_tokens']}; errors {run['errors']}; replies that repeat "
            f'the prompt\'s own examples (`ITEMS 4-7`, `"first words..."`, `COUNT 10 taglines`): '
            f"{run['echoes']} of {run['rows']}"
        )
        if run.get("direct"):
            d = run["direct"]
            out.append(
                f"- direct answer (first {d['rows']} rows, `max_tokens` {d['max_tokens']}): median "
                f"{d['median_s']} s, p90 {d['p90_s']} s, median {d['median_tokens']} tokens"
            )
        out.append("- rows (positive and none) the planner gave no split, and why (counted): ")
        for why, n in run["reasons"].items():
            out.append(f"  - {n} × {why}")
        out.append("")
    out += ["## When auto should ask the planner", "", verdict, ""]
    return "\n".join(out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", required=True, help="e.g. local:qwen2.5-coder-1.5b")
    parser.add_argument("--half", choices=("dev", "dev2", "dev3", "dev4"), default="dev4")
    parser.add_argument("--limit", type=int, default=0, help="the first N rows only")
    parser.add_argument("--direct", type=int, default=0, help="also time a direct answer on the first N rows")
    parser.add_argument("--summary-only", action="store_true", help="rewrite the summary from the files present")
    parser.add_argument("--verdict", type=Path, default=None, help="a file whose text closes the summary")
    args = parser.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    if not args.summary_only:
        records, notes = asyncio.run(measure(args))
        command = f"{COMMAND} --model {args.model} --half {args.half}"
        command += f" --limit {args.limit}" if args.limit else ""
        command += f" --direct {args.direct}" if args.direct else ""
        head = {
            "model": args.model,
            "half": args.half,
            "limit": args.limit,
            "command": command,
            "commit": items_real.commit(),
            **notes,
        }
        suffix = "-gbnf" if notes.get("grammar") else ""
        path = OUT / f"planner-{slug(args.model)}-{args.half}{suffix}.jsonl"
        with path.open("w", encoding="utf-8") as f:
            for line in [head, *records]:
                f.write(json.dumps(line, ensure_ascii=False) + "\n")
        print(f"wrote {path}", file=sys.stderr)
    runs = summaries(sorted(OUT.glob("planner-*.jsonl")))
    verdict = args.verdict.read_text(encoding="utf-8").strip() if args.verdict else "(not yet written)"
    if not args.verdict and SUMMARY.exists():  # keep a verdict written before
        text = SUMMARY.read_text(encoding="utf-8")
        mark = "## When auto should ask the planner\n\n"
        if mark in text:
            verdict = text.split(mark, 1)[1].strip()
    SUMMARY.write_text(markdown(runs, verdict), encoding="utf-8")
    for run in runs:
        f = run["figures"]
        print(
            f"{label(run)} {run['half']} rows {run['rows']}: answered {f['answered']}/{f['positives']} "
            f"P {f['precision']:.3f} F1(all) {f['f1_all']:.3f} false {f['false_splits']}/{f['none_rows']} "
            f"median {run['median_s']} s p90 {run['p90_s']} s"
        )
    print(f"wrote {SUMMARY}", file=sys.stderr)


if __name__ == "__main__":
    main()
