"""Quality beside speed: the gold-scored and judged runs of `sot bench`, in one table.

Runs nothing by itself unless asked: ``--run`` asks the committed set of runs (long: about an
hour and a half on a 2-core CPU, each run alone), and either way it reads every
``report.json`` under ``--out`` and writes ``summary.md`` and ``summary.json`` there: per
model, set and mode, the quality figures and the same answers' median latency, first token,
answer tokens/s and length ratio.

    .venv/bin/python benchmarks/quality.py --run       # the runs below, then the summary
    .venv/bin/python benchmarks/quality.py             # the summary of the runs there

The runs (each a `sot bench` command, recorded in its report): the gold-scored sets on the
0.5B in direct, items and forced SoT (math in direct and SoT); 40 MT-Bench questions (the
first five of each category, from ``../shared/data/mt_bench_question.jsonl``) in direct, SoT
and PASTA on the 0.5B, judged by the 1.5B's probabilities with its agreement beside; the
gold-scored sets on the 1.5B in direct and items. The judge's agreement itself is
``benchmarks/judge_agreement.py``.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
RESULTS = HERE / "results" / "quality"
MT_BENCH = HERE.parent.parent / "shared" / "data" / "mt_bench_question.jsonl"
SMALL, LARGE = "local:qwen2.5-coder-0.5b", "local:qwen2.5-coder-1.5b"
AGREEMENT = RESULTS / "judge_agreement_qwen2.5-coder-1.5b.json"


def open_questions(path: Path, per_category: int = 5) -> Path:
    """The first ``per_category`` MT-Bench questions of each category (first turns), as JSONL."""
    rows = [json.loads(line) for line in MT_BENCH.read_text(encoding="utf-8").splitlines() if line.strip()]
    taken: dict[str, int] = {}
    with path.open("w", encoding="utf-8") as out:
        for r in rows:
            if taken.get(r["category"], 0) < per_category:
                taken[r["category"]] = taken.get(r["category"], 0) + 1
                out.write(
                    json.dumps({"question_id": r["question_id"], "category": r["category"], "turns": r["turns"][:1]})
                    + "\n"
                )
    return path


def runs(out: Path, questions: Path) -> list[list[str]]:
    bench = [sys.executable, "-m", "sot", "bench"]
    return [
        [*bench, "-m", SMALL, "--quality", "qa,fields,count", "--limit", "25", "--modes", "direct,items,sot",
         "--max-points", "5", "--max-tokens", "192", "--out", str(out / "gold-0.5b")],
        [*bench, "-m", SMALL, "--quality", "math", "--limit", "25", "--modes", "direct,sot", "--max-points", "5",
         "--out", str(out / "math-0.5b")],
        [*bench, "-m", SMALL, "--questions", str(questions), "--modes", "direct,sot,pasta", "--max-tokens", "200",
         "--max-points", "4", "--judge", LARGE, "--judge-by", "probability", "--judge-agreement", str(AGREEMENT),
         "--out", str(out / "open-0.5b")],
        [*bench, "-m", LARGE, "--quality", "qa,fields,count", "--limit", "14", "--modes", "direct,items",
         "--max-tokens", "192", "--out", str(out / "gold-1.5b")],
    ]  # fmt: skip


def _row(model: str, kind: str, mode: str, g: dict) -> dict:
    keep = ("asks", "score", "vs_direct", "f1", "em", "contains", "field_accuracy", "kept", "duplicates", "accuracy")
    speed = ("median_latency_s", "median_first_token_s", "median_answer_tokens_per_s", "median_length_ratio_vs_direct")
    return {"model": model, "set": kind, "mode": mode, **{k: g.get(k) for k in keep + speed},
            "answered_as": g.get("answered_as")}  # fmt: skip


def summary(out: Path) -> dict:
    rows: list[dict] = []
    judged: list[dict] = []
    for report in sorted(out.glob("*/report.json")):
        data = json.loads(report.read_text(encoding="utf-8"))
        model = data["meta"]["model"]
        for kind, per_mode in (data["summary"].get("gold") or {}).items():
            rows += [_row(model, kind, mode, g) for mode, g in per_mode.items()]
        for mode, tally in (data["summary"].get("judge") or {}).items():
            judged.append({"model": model, "run": report.parent.name, "mode": mode, **tally,
                           "judge": data["meta"].get("judge"), "agreement": data.get("judge_agreement")})  # fmt: skip
    return {"gold": rows, "judge": judged}


def _f(x: object, nd: int = 3) -> str:
    return "–" if x is None else f"{x:.{nd}f}" if isinstance(x, float) else str(x)


def write_summary(out: Path) -> None:
    s = summary(out)
    (out / "summary.json").write_text(json.dumps(s, indent=1), encoding="utf-8")
    lines = ["# Quality beside speed", "", "Written by `benchmarks/quality.py` from the `report.json` files here.", ""]
    lines += ["| model | set | mode | asks | score | vs direct | F1 / fields / kept / accuracy | latency s | first token s "
              "| answer tokens/s | length ratio |", "|" + "---|" * 11]  # fmt: skip
    for r in s["gold"]:
        detail = r["f1"] if r["f1"] is not None else r["field_accuracy"] if r["field_accuracy"] is not None else (
            r["kept"] if r["kept"] is not None else r["accuracy"])  # fmt: skip
        vs = r["vs_direct"]
        lines.append(
            f"| {r['model']} | {r['set']} | {r['mode']} | {r['asks']} | {_f(r['score'])} | "
            f"{'–' if vs is None else f'{vs:+.3f}'} | {_f(detail)} | {_f(r['median_latency_s'], 2)} | "
            f"{_f(r['median_first_token_s'], 2)} | {_f(r['median_answer_tokens_per_s'], 1)} | "
            f"{_f(r['median_length_ratio_vs_direct'], 2)} |"
        )
    if s["judge"]:
        lines += ["", "| model | run | mode | win | tie | loss | invalid | win or tie | judge | judge's agreement with GPT-4 |",
                  "|" + "---|" * 10]  # fmt: skip
        for j in s["judge"]:
            a = j.get("agreement") or {}
            agree = f"{_f(a.get('agreement'))} of {a.get('pairs')} pairs" if a else "not measured"
            lines.append(
                f"| {j['model']} | {j['run']} | {j['mode']} | {j['win']} | {j['tie']} | {j['loss']} | {j['invalid']} "
                f"| {_f(j['win_or_tie_rate'])} | {j['judge']} | {agree} |"
            )
    (out / "summary.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(out / "summary.md")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--run", action="store_true", help="ask the runs first (long)")
    ap.add_argument("--out", default=str(RESULTS))
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    if args.run:
        if not MT_BENCH.is_file():
            print(f"{MT_BENCH} is not here: the open questions need it", file=sys.stderr)
            return 2
        with tempfile.TemporaryDirectory() as tmp:
            questions = open_questions(Path(tmp) / "open40.jsonl")
            for cmd in runs(out, questions):
                print(" ".join(cmd), file=sys.stderr, flush=True)
                if subprocess.run(cmd, check=False).returncode not in (0, 1):
                    return 1
    write_summary(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
