"""Customer-service templates on real banking queries: template + sot against template + direct.

Takes queries spread evenly over ../shared/data/customer_service/banking77_test.csv, picks
the support template for each query's intent, and answers it in both modes on one shared
provider, alternating which mode goes first. Prints JSON: per-query latencies and the
medians, and the structural counts a reply can be judged on whatever the model (per mode,
over every query; :func:`structure`):

- ``repeat_fallbacks``: SoT plans that repeated a point and fell back to a direct answer;
- ``title_leaks``: replies that show one of the plan's point titles as a heading;
- ``meta_leaks``: replies that speak of the customer in the third person ("The customer ...");
- ``cut``: replies a token bound or the loop guard ended mid-way (reported as ``cut_short``);
- ``unmarked_cuts``: replies whose last part stops mid-sentence with nothing reporting it.

    python benchmarks/support_templates.py --limit 20 --model local
"""

from __future__ import annotations

import argparse
import csv
import json
import re
import statistics
import sys
from pathlib import Path
from typing import Any

import anyio

import sot
from sot.providers import get_provider

DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "customer_service" / "banking77_test.csv"
EXCERPT = Path(__file__).resolve().parents[1] / "examples" / "data" / "banking77_excerpt.csv"
ACCOUNT = (
    "passcode",
    "pin",
    "verify",
    "identity",
    "activate",
    "lost",
    "stolen",
    "compromised",
    "disposable",
    "virtual_card",
    "personal_details",
    "terminate",
)
ORDERS = ("card_arrival", "card_delivery", "order_physical", "contactless", "country_support", "get_physical")
BILLING = (
    "fee",
    "charge",
    "refund",
    "payment",
    "transfer",
    "top_up",
    "exchange",
    "cash",
    "balance",
    "pending",
    "declined",
    "reverted",
    "direct_debit",
    "beneficiary",
    "atm",
    "card_",
)


def template_for(intent: str) -> str:
    for keys, name in ((ACCOUNT, "support-account"), (ORDERS, "support-orders"), (BILLING, "support-billing")):
        if any(k in intent for k in keys):
            return name
    return "support"


def load_queries(limit: int) -> list[tuple[str, str]]:
    data = DATA if DATA.exists() else EXCERPT  # a clone alone: the excerpt that ships with the examples
    if data is EXCERPT:
        print(f"{DATA} is not here; using {EXCERPT} instead", file=sys.stderr)
    with data.open(newline="", encoding="utf-8") as fh:
        rows = [(r["text"], r["category"]) for r in csv.DictReader(fh)]
    step = max(1, len(rows) // limit)
    return rows[::step][:limit]


_META = re.compile(r"\bthe (customer|user|client)('s)? (is|was|has|wants|requested|asked|asks|needs|reported)\b", re.I)
_ENDS = re.compile(r"[.!?:)\]\"'»…]\s*$")


def structure(result: Any) -> dict[str, bool]:
    """The structural faults of one reply (see the module doc)."""
    answer = result.answer
    titles = [b.title for b in result.branches if b.title]
    heading = any(re.search(rf"(^|\n)\W*{re.escape(t)}\s*[:\-–—]", answer, re.I) for t in titles)
    body = answer.rstrip().rsplit("\n\n", 1)[0] if "\n\n" in answer else answer  # without the sign-off
    return {
        "repeat_fallback": bool(result.fallback and "repeated" in (result.fallback_reason or "")),
        "title_leak": heading,
        "meta_leak": bool(_META.search(answer)),
        "cut": bool(result.cut_short),
        "unmarked_cut": not result.cut_short and bool(body.strip()) and not _ENDS.search(body),
    }


async def main(args: argparse.Namespace) -> dict:
    provider = get_provider(args.model)
    variables = {"company": "Acme Bank", "tone": "friendly and concise"}
    rows = []
    try:
        queries = load_queries(args.limit)
        for i, (text, intent) in enumerate(queries):
            name = template_for(intent)
            row = {"query": text, "intent": intent, "template": name}
            order = ("direct", "sot") if i % 2 == 0 else ("sot", "direct")
            for mode in order:
                result = await sot.orchestrate(
                    text, provider=provider, template=name, variables=variables, mode=mode, max_tokens=args.max_tokens
                )
                row[mode] = {
                    "latency_s": result.timings.total_s,
                    "completion_tokens": result.usage.completion_tokens,
                    "branches": len(result.branches),
                    "fallback": result.fallback,
                    "structure": structure(result),
                }
            rows.append(row)
            print(
                f"[{i + 1}/{len(queries)}] {name}: direct {row['direct']['latency_s']:.2f}s, "
                f"sot {row['sot']['latency_s']:.2f}s",
                file=sys.stderr,
                flush=True,
            )
    finally:
        await provider.aclose()
    med = {m: statistics.median(r[m]["latency_s"] for r in rows) for m in ("direct", "sot")}
    tps = {m: statistics.median(r[m]["completion_tokens"] / r[m]["latency_s"] for r in rows) for m in ("direct", "sot")}
    return {
        "model": args.model,
        "queries": len(rows),
        "median_latency_s": med,
        "latency_ratio_direct_over_sot": round(med["direct"] / med["sot"], 3),
        "median_tokens_per_s": tps,
        "sot_fallbacks": sum(r["sot"]["fallback"] for r in rows),
        "structure": {
            mode: {f"{k}s": sum(r[mode]["structure"][k] for r in rows) for k in rows[0][mode]["structure"]}
            for mode in ("direct", "sot")
        },
        "rows": rows,
    }


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default="local")
    parser.add_argument("--limit", type=int, default=20)
    parser.add_argument("--max-tokens", type=int, default=None, help="bound per generation (default: sot's)")
    print(json.dumps(anyio.run(main, parser.parse_args()), indent=2))
