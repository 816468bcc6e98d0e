"""The most n-gram drafting could give on this machine, from a run of ``benchmarks/draft.py``.

For each copy-heavy prompt of the report: an oracle that fed exactly the drafted tokens the
model then chose (``ngram`` mode's accepted tokens, drafted at every match), and nothing
else. Every step still writes one token the model chooses itself, so ``T - A`` steps are
needed for an answer of ``T`` tokens of which ``A`` were accepted drafts; with the accepted
tokens spread over those steps, each step verifies ``1 + A / (T - A)`` tokens at the
measured cost of a step of that size (the report's ``auto_cost``, interpolated). The
answer's time is then its first-token time plus that many step-costs at the undrafted
decode rate; the bound is the undrafted latency over it. (The cost of a step grows about
linearly past two tokens, so spreading the accepted tokens evenly is close to the cheapest
arrangement.)

    python benchmarks/draft_bound.py        # benchmarks/results/draft/local.json -> bound.json
"""

from __future__ import annotations

import argparse
import json
import statistics
from pathlib import Path

from sot.local_backend.drafting import CostTable

RESULTS = Path(__file__).resolve().parent / "results" / "draft"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--report", type=Path, default=RESULTS / "local.json")
    parser.add_argument("--out", type=Path, default=RESULTS / "bound.json")
    args = parser.parse_args()
    report = json.loads(args.report.read_text())
    cost = CostTable({int(n): r for n, r in report["engine"]["auto_cost"].items()})  # (interpolated as drafting does)

    rows = []
    for row in report["engine"]["copy_heavy"]["rows"]:
        off, ngram = row["off"], row["ngram"]
        tokens = off["answer_tokens"]
        accepted = ngram["accepted"] * tokens / ngram["answer_tokens"]  # ngram's accepted share, at off's length
        steps = tokens - accepted
        step_s = (off["latency_s"] - off["first_token_s"]) / tokens
        latency = off["first_token_s"] + steps * cost(1 + accepted / steps) * step_s
        rows.append(
            {
                "id": row["id"],
                "answer_tokens": tokens,
                "accepted_share": round(accepted / tokens, 3),
                "tokens_per_step": round(tokens / steps, 3),
                "off_latency_s": off["latency_s"],
                "oracle_latency_s": round(latency, 3),
                "bound": round(off["latency_s"] / latency, 3),
            }
        )
    out = {
        "command": "python benchmarks/draft_bound.py",
        "from": str(args.report.relative_to(Path(__file__).resolve().parent.parent)),
        "cost": report["engine"]["auto_cost"],
        "median_bound": statistics.median(r["bound"] for r in rows),
        "max_bound": max(r["bound"] for r in rows),
        "rows": rows,
    }
    args.out.write_text(json.dumps(out, indent=1) + "\n")
    print(json.dumps({k: out[k] for k in ("median_bound", "max_bound")}))


if __name__ == "__main__":
    main()
