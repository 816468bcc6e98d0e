"""How often a local judge agrees with GPT-4's published preferences (AlpacaEval pairs).

Each pair (an instruction, two answers, GPT-4's choice) is judged by the local model in
both orders (:class:`sot.bench.judging.ProbabilityJudge`): its first-token probabilities
give the probability verdict, the words it would say give the text verdict (a tie where
the two orders disagree). Both are compared with GPT-4's choice.

    .venv/bin/python benchmarks/judge_agreement.py --judge qwen2.5-coder-1.5b --out benchmarks/results/quality

Writes ``judge_agreement_<model>.json`` (figures and every verdict) and a line per pair
to ``judge_agreement_<model>.jsonl`` as it goes. Ctrl-C (or SIGTERM) stops and writes the
figures of the pairs judged; ``--from-log`` writes them from an earlier run's ``.jsonl``.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
import time
from pathlib import Path

from sot.bench.judging import JUDGE_PAIRS, ProbabilityJudge, agreement, load_pairs, measure_agreement


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--judge", default="qwen2.5-coder-1.5b", help="a catalog name or GGUF path")
    ap.add_argument("--pairs", default=str(JUDGE_PAIRS))
    ap.add_argument("--limit", type=int)
    ap.add_argument("--band", type=float, default=0.0, help="|margin| at most this is a tie (default 0)")
    ap.add_argument("--out", default="benchmarks/results/quality")
    ap.add_argument("--from-log", action="store_true", help="write the figures from the .jsonl of an earlier run")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    stem = "judge_agreement_" + Path(args.judge).name.removesuffix(".gguf")
    name = f"local:{args.judge} (probabilities)"
    start = time.perf_counter()
    verdicts: list[dict] = []
    seconds = None
    if args.from_log:
        lines = (out / f"{stem}.jsonl").read_text(encoding="utf-8").splitlines()
        verdicts = [json.loads(line) for line in lines if line.strip()]
    else:
        pairs = load_pairs(args.pairs, args.limit)
        judge = ProbabilityJudge(args.judge, band=args.band)
        signal.signal(signal.SIGTERM, signal.default_int_handler)
        try:
            with (out / f"{stem}.jsonl").open("w", encoding="utf-8") as log:

                def on_pair(i: int, v: dict) -> None:  # kept as it comes: a stopped run keeps its pairs
                    verdicts.append(v)
                    log.write(json.dumps(v) + "\n")
                    log.flush()
                    prob = agreement([x["outcome"] for x in verdicts], [x["preference"] for x in verdicts])
                    print(
                        f"{i + 1}/{len(pairs)} {time.perf_counter() - start:.0f}s agreement {prob['agreement']:.3f}",
                        file=sys.stderr,
                        flush=True,
                    )

                measure_agreement(judge, pairs, on_pair)
        except KeyboardInterrupt:
            print(f"stopped after {len(verdicts)} pairs", file=sys.stderr)
        judge.close()
        seconds = round(time.perf_counter() - start, 1)
    prefs = [v["preference"] for v in verdicts]
    report = {
        "judge": name,
        "pairs_file": os.path.relpath(args.pairs),
        "band": args.band,
        "seconds": seconds,
        "probability": agreement([v["outcome"] for v in verdicts], prefs),
        "text": agreement([v["text_outcome"] for v in verdicts], prefs),
        "verdicts": verdicts,
    }
    (out / f"{stem}.json").write_text(json.dumps(report, indent=1), encoding="utf-8")
    print(json.dumps({k: report[k] for k in ("judge", "seconds", "probability", "text")}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
