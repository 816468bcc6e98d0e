"""Benchmark reports: the summary figures, ``report.json`` for machines, ``report.md`` for people.

Speedup of a parallel mode on a question is the direct answer's latency over that
mode's latency (above 1: faster). The theoretical bound of an ask is its completion
tokens over its critical-path tokens (the non-branch tokens, i.e. plan or main text,
plus the longest branch): the speedup perfect parallel decoding could give once the plan
is done. Pipelined SoT can beat it, since its points start while the plan is written.
"""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from sot.orchestrator.bench_quality import CHECK_NAMES, JUDGE_OUTCOMES
from sot.orchestrator.bench_runner import BenchRun

__all__ = ["median", "summarize", "write_json", "write_markdown"]

_MEDIAN_FIELDS = ("latency_s", "first_token_s", "completion_tokens", "tokens_per_s", "answer_tokens",
                  "answer_tokens_per_s", "branches", "theoretical_speedup", "speedup_vs_direct")


def median(values: Iterable[float | int | None]) -> float | None:
    xs = [float(v) for v in values if v is not None]
    return round(statistics.median(xs), 4) if xs else None


def _add_speedups(results: list[dict[str, Any]]) -> None:
    direct = {r["question_id"]: r["latency_s"] for r in results if r["mode"] == "direct" and not r.get("error")}
    for r in results:
        base, own = direct.get(r["question_id"]), r.get("latency_s")
        if r["mode"] == "direct":
            r["speedup_vs_direct"] = 1.0 if own is not None else None
        else:
            r["speedup_vs_direct"] = round(base / own, 3) if base and own else None


def _mode_stats(rows: Sequence[dict[str, Any]]) -> dict[str, Any]:
    ok = [r for r in rows if not r.get("error")]
    stats: dict[str, Any] = {"asks": len(rows), "errors": len(rows) - len(ok)}
    for name in _MEDIAN_FIELDS:
        stats[f"median_{name}"] = median(r.get(name) for r in ok)
    answered: dict[str, int] = {}
    for r in ok:
        answered[r["answered_mode"]] = answered.get(r["answered_mode"], 0) + 1
    stats["answered_modes"] = answered
    stats["failed_branches"] = sum(r.get("failed_branches", 0) for r in ok)
    return stats


def _check_counts(rows: Sequence[dict[str, Any]]) -> dict[str, int]:
    checked = [r["checks"] for r in rows if r.get("checks")]
    counts = {"answers": len(checked), "passed": sum(1 for c in checked if c["passed"])}
    for name in CHECK_NAMES:
        counts[name] = sum(1 for c in checked if c[name])
    return counts


def summarize(run: BenchRun) -> dict[str, Any]:
    """Per-mode medians, per-category medians, structural check counts, judge tallies.

    Adds ``speedup_vs_direct`` to every result row (None without a direct answer).
    """
    results = run.results
    _add_speedups(results)
    modes = [m for m in run.config.modes if any(r["mode"] == m for r in results)]
    by_mode = {m: [r for r in results if r["mode"] == m] for m in modes}
    categories = sorted({r["category"] for r in results if r.get("category")})
    per_category = {
        c: {m: _mode_stats([r for r in by_mode[m] if r.get("category") == c]) for m in modes} for c in categories
    }
    judge: dict[str, dict[str, Any]] = {}
    for j in run.judgements:
        tally = judge.setdefault(j["mode"], {k: 0 for k in JUDGE_OUTCOMES})
        tally[j["outcome"]] += 1
    for tally in judge.values():
        decided = sum(tally[k] for k in ("win", "tie", "loss"))
        tally["win_or_tie_rate"] = round((tally["win"] + tally["tie"]) / decided, 3) if decided else None
    return {
        "modes": {m: _mode_stats(by_mode[m]) for m in modes},
        "categories": per_category,
        "checks": {m: _check_counts(by_mode[m]) for m in modes},
        "judge": judge,
    }


def _meta(run: BenchRun) -> dict[str, Any]:
    from sot import __version__

    cfg = run.config
    return {
        "sot_version": __version__,
        "questions_file": cfg.source,
        "questions": len(cfg.questions),
        "questions_finished": len({r["question_id"] for r in run.results}),
        "model": run.model_name or cfg.model,
        "modes": list(cfg.modes),
        "judge": cfg.judge or (cfg.judge_provider.name if cfg.judge_provider else None),
        "max_tokens": cfg.max_tokens,
        "max_points": cfg.max_points,
        "deadline_s": cfg.deadline,
        "warmup": cfg.warmup,
        "started_at": time.strftime("%Y-%m-%dT%H:%M:%S%z", time.localtime(run.started_at)),
        "duration_s": round((run.finished_at or time.time()) - run.started_at, 2),
        "interrupted": run.interrupted,
    }


def write_json(run: BenchRun, summary: dict[str, Any], path: Path, plots: Sequence[str] = ()) -> None:
    data = {"meta": _meta(run), "summary": summary, "results": run.results, "judgements": run.judgements,
            "plots": list(plots)}
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")


# --------------------------------------------------------------------------- markdown


def _fmt(value: Any, unit: str = "", nd: int = 2) -> str:
    if value is None:
        return "–"
    if isinstance(value, float):
        return f"{value:.{nd}f}{unit}"
    return f"{value}{unit}"


def _secs(value: float | None) -> str:
    if value is None:
        return "–"
    return f"{value:.1f}" if value >= 10 else f"{value:.2f}" if value >= 1 else f"{value:.3f}"


def _table(headers: Sequence[str], rows: Iterable[Sequence[Any]]) -> list[str]:
    out = ["| " + " | ".join(headers) + " |", "|" + "|".join("---" for _ in headers) + "|"]
    out += ["| " + " | ".join(str(c).replace("|", "\\|").replace("\n", " ") for c in row) + " |" for row in rows]
    return out + [""]


def _mode_rows(stats: dict[str, dict[str, Any]]) -> list[list[str]]:
    rows = []
    for mode, s in stats.items():
        answered = ", ".join(f"{k} {v}" for k, v in sorted(s["answered_modes"].items()))
        rows.append([
            mode, s["asks"], s["errors"], _secs(s["median_latency_s"]), _secs(s["median_first_token_s"]),
            _fmt(s["median_completion_tokens"], nd=0), _fmt(s["median_tokens_per_s"], nd=1),
            _fmt(s["median_answer_tokens"], nd=0), _fmt(s["median_answer_tokens_per_s"], nd=1),
            _fmt(s["median_branches"], nd=0), _fmt(s["median_theoretical_speedup"], "x"),
            _fmt(s["median_speedup_vs_direct"], "x"), answered or "–",
        ])
    return rows


def write_markdown(run: BenchRun, summary: dict[str, Any], path: Path, plots: Sequence[str] = ()) -> None:
    meta = _meta(run)
    lines = ["# sot bench", ""]
    lines.append(f"Model `{meta['model']}`, {meta['questions_finished']} of {meta['questions']} questions from "
                 f"`{meta['questions_file'] or '-'}`, modes {', '.join(meta['modes'])}; "
                 f"sot {meta['sot_version']}, started {meta['started_at']}, took {meta['duration_s']}s.")
    lines.append("")
    if run.interrupted:
        lines += ["**Interrupted**: the tables hold the asks that finished.", ""]
    lines += [("Latency is the wall time of one ask; speedup is the direct latency over the mode's latency "
               "(above 1 is faster); the theoretical bound is completion tokens over critical-path tokens "
               "(plan or main text plus the longest branch; pipelined SoT can beat it, since its points start "
               "while the plan is written). Figures are medians."), ""]

    lines += ["## Per mode", ""]
    lines += _table(["mode", "asks", "errors", "latency s", "first token s", "tokens", "tokens/s", "answer tokens",
                     "answer tokens/s", "branches", "bound", "speedup", "answered as"], _mode_rows(summary["modes"]))
    lines += [("Tokens are the completion tokens of every call of an ask (plan, main text, branches); answer "
               "tokens are the final answer's length in the model's tokenizer, where the provider has one "
               "(`–` otherwise)."), ""]

    parallel = [m for m in summary["modes"] if m != "direct"]
    if summary["categories"]:
        lines += ["## Per category", ""]
        rows = []
        for cat, stats in summary["categories"].items():
            for mode, s in stats.items():
                if s["asks"]:
                    rows.append([cat, mode, s["asks"], _secs(s["median_latency_s"]),
                                 _fmt(s["median_speedup_vs_direct"], "x"), _fmt(s["median_theoretical_speedup"], "x")])
        lines += _table(["category", "mode", "asks", "latency s", "speedup", "bound"], rows)

    if parallel and "direct" in summary["modes"]:
        lines += ["## Speedup over direct, per question", ""]
        by_q: dict[str, dict[str, dict[str, Any]]] = {}
        for r in run.results:
            by_q.setdefault(r["question_id"], {})[r["mode"]] = r
        rows = []
        for qid, modes in by_q.items():
            d = modes.get("direct", {})
            row = [qid, next((m.get("category") for m in modes.values() if m.get("category")), "") or "–",
                   _secs(d.get("latency_s"))]
            for mode in parallel:
                r = modes.get(mode)
                if r is None:
                    row.append("–")
                elif r.get("error"):
                    row.append("error")
                else:
                    row.append(f"{_secs(r['latency_s'])}s ({_fmt(r.get('speedup_vs_direct'), 'x')})")
            rows.append(row)
        rows.append(["**median**", "", _secs(summary["modes"]["direct"]["median_latency_s"])]
                    + [_fmt(summary["modes"][m]["median_speedup_vs_direct"], "x") for m in parallel])
        lines += _table(["question", "category", "direct s", *parallel], rows)

    lines += ["## Structural checks", "", ("Answers failing each check (a point not expanded, a point written twice, "
              "a PASTA tag left in the answer, a branch cut off by its token limit, an empty answer)."), ""]
    lines += _table(["mode", "answers", "passed", *[n.replace("_", " ") for n in CHECK_NAMES]],
                    [[m, c["answers"], c["passed"], *[c[n] for n in CHECK_NAMES]] for m, c in summary["checks"].items() if c["answers"]])

    if run.judgements or meta["judge"]:
        lines += ["## Judge", "", (f"Judge `{meta['judge']}`: each parallel answer against the direct one, asked "
                  "in both orders; disagreeing verdicts count as a tie."), ""]
        lines += _table(["mode", "win", "tie", "loss", "invalid", "win or tie"],
                        [[m, t["win"], t["tie"], t["loss"], t["invalid"], _fmt(t["win_or_tie_rate"])]
                         for m, t in summary["judge"].items()])

    errors = [r for r in run.results if r.get("error")]
    if errors:
        lines += ["## Errors", ""]
        lines += _table(["question", "mode", "error"], [[r["question_id"], r["mode"], r["error"]] for r in errors[:50]])
    if plots:
        lines += ["## Plots", ""] + [f"![{Path(p).stem}]({p})" for p in plots] + [""]
    path.write_text("\n".join(lines).rstrip("\n") + "\n", encoding="utf-8")
