"""Benchmark reports: the summary figures, ``report.json`` for machines, ``report.md`` for people.

Speed is reported two ways, per question against the direct answer to the same question:

- **latency speedup**: the direct answer's latency over the mode's (above 1: sooner);
- **tokens/s speedup**: the mode's answer tokens per second over the direct answer's. This
  is the headline: it equals the latency speedup times the **length ratio** (the mode's
  answer length over the direct answer's), so an answer that is shorter, and only for that
  reason sooner, gains nothing by it. Latency alone would reward a mode that writes less.

Length is the final answer in the model's tokenizer where the provider has one (local
models, the fake); otherwise every length in the run is counted in words, and the report
says so. Every figure is a median over questions. An ask whose plan was unusable and that
answered as a direct answer (``fallback``) counts in its mode, since that is what the mode
gave, and is shown "answered as direct (fallback)".

The theoretical bound of an ask is its completion tokens over its critical-path tokens (the
non-branch tokens, i.e. plan or main text, plus the longest branch): the speedup perfect
parallel decoding could give once the plan is done. Pipelined SoT can beat it, since its
points start while the plan is written.
"""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from sot.bench.gold import score as gold_score
from sot.bench.gold import summarize_gold
from sot.bench.quality import CHECK_NAMES, JUDGE_OUTCOMES, echoed_instructions
from sot.bench.questions import Question
from sot.bench.runner import BenchConfig, BenchRun, answered_as
from sot.errors import UserInputError
from sot.modes import DIRECT, PASTA, SOT

__all__ = [
    "CATEGORY_MIN",
    "categories_to_show",
    "load_run",
    "median",
    "pick_timeline_question",
    "summarize",
    "write_json",
    "write_markdown",
]

_MEDIAN_FIELDS = (
    "latency_s",
    "first_token_s",
    "completion_tokens",
    "tokens_per_s",
    "answer_tokens",
    "answer_tokens_per_s",
    "answer_length",
    "branches",
    "theoretical_speedup",
    "speedup_vs_direct",
    "length_ratio_vs_direct",
    "throughput_speedup_vs_direct",
    "total_tokens",
    "tokens_vs_direct",
)
_GOLD_SPEED = (
    "median_latency_s",
    "median_first_token_s",
    "median_answer_tokens_per_s",
    "median_speedup_vs_direct",
    "median_length_ratio_vs_direct",
)
#: per-category figures are shown with at least this many categories of at least this many questions
CATEGORY_MIN = (4, 3)


def median(values: Iterable[float | int | None]) -> float | None:
    xs = [float(v) for v in values if v is not None]
    return round(statistics.median(xs), 4) if xs else None


def _ratio(num: float | None, den: float | None) -> float | None:
    return round(num / den, 3) if num is not None and den else None


def _length_unit(results: Sequence[dict[str, Any]]) -> str:
    ok = [r for r in results if not r.get("error")]
    return "tokens" if ok and all(r.get("answer_tokens") is not None for r in ok) else "words"


def _add_speedups(results: list[dict[str, Any]], unit: str) -> None:
    """Every row gets its length and answered-as, and, against the direct answer to its
    question, ``speedup_vs_direct`` (latency), ``length_ratio_vs_direct`` and
    ``throughput_speedup_vs_direct`` (answer length per second); None without one."""
    for r in results:
        if r.get("error"):
            r["answer_length"] = None
        elif unit == "tokens":
            r["answer_length"] = r.get("answer_tokens")
        else:
            r["answer_length"] = len((r.get("answer") or "").split())
        r["answered_as"] = answered_as(r)
    direct = {r["question_id"]: r for r in results if r["mode"] == DIRECT and not r.get("error")}
    for r in results:
        base = direct.get(r["question_id"])
        own = r.get("latency_s")
        if r.get("error") or base is None or not own:
            speedup = length = throughput = None
        else:
            speedup = _ratio(base["latency_s"], own)
            length = _ratio(r["answer_length"], base["answer_length"])
            # (length / latency) over (direct length / direct latency), from the unrounded figures
            throughput = (
                round(base["latency_s"] * r["answer_length"] / (own * base["answer_length"]), 3)
                if length is not None
                else None
            )
        r["speedup_vs_direct"] = speedup
        r["length_ratio_vs_direct"] = length
        r["throughput_speedup_vs_direct"] = throughput
        _add_token_cost(r, base)


def _add_token_cost(r: dict[str, Any], base: dict[str, Any] | None) -> None:
    """``total_tokens`` (in and out, every call of the ask) and ``tokens_vs_direct``: over the
    direct answer's to the same question where the bench ran one (``tokens_vs_direct_from``
    ``"measured"``), else over the ask's own estimate of a direct answer (``"estimated"``)."""
    total = (r.get("prompt_tokens") or 0) + (r.get("completion_tokens") or 0)
    r["total_tokens"] = total if total and not r.get("error") else None
    base_total = (base.get("prompt_tokens") or 0) + (base.get("completion_tokens") or 0) if base else 0
    if r["total_tokens"] is None:
        r["tokens_vs_direct"], r["tokens_vs_direct_from"] = None, None
    elif base_total:
        r["tokens_vs_direct"], r["tokens_vs_direct_from"] = _ratio(total, base_total), "measured"
    else:
        estimate = r.get("direct_tokens")
        r["tokens_vs_direct"] = _ratio(total, estimate)
        r["tokens_vs_direct_from"] = "estimated" if estimate else None


def _mode_stats(rows: Sequence[dict[str, Any]]) -> dict[str, Any]:
    ok = [r for r in rows if not r.get("error")]
    stats: dict[str, Any] = {
        "asks": len(rows),
        "errors": len(rows) - len(ok),
        "fallbacks": sum(1 for r in ok if r.get("fallback")),
    }
    for name in _MEDIAN_FIELDS:
        stats[f"median_{name}"] = median(r.get(name) for r in ok)
    answered: dict[str, int] = {}
    for r in ok:
        answered[r["answered_as"]] = answered.get(r["answered_as"], 0) + 1
    stats["answered_as"] = answered
    stats["failed_branches"] = sum(r.get("failed_branches", 0) for r in ok)
    drafted = sum(r.get("drafted_tokens") or 0 for r in ok)
    accepted = sum(r.get("accepted_tokens") or 0 for r in ok)
    stats["drafted_tokens"], stats["accepted_tokens"] = drafted, accepted
    stats["draft_acceptance"] = round(accepted / drafted, 3) if drafted else None
    return stats


def _check_counts(rows: Sequence[dict[str, Any]]) -> dict[str, int]:
    checked = [r["checks"] for r in rows if r.get("checks")]
    counts = {"answers": len(checked), "passed": sum(1 for c in checked if c["passed"])}
    for name in CHECK_NAMES:
        counts[name] = sum(1 for c in checked if c[name])
    return counts


def categories_to_show(results: Sequence[dict[str, Any]]) -> list[str]:
    """The categories worth a per-category figure: all of them when at least
    ``CATEGORY_MIN[0]`` categories have ``CATEGORY_MIN[1]`` questions or more, else none
    (a median over one or two questions, or one bar, tells a reader nothing)."""
    questions: dict[str, set[str]] = {}
    for r in results:
        if r.get("category"):
            questions.setdefault(r["category"], set()).add(r["question_id"])
    enough = [c for c, qs in questions.items() if len(qs) >= CATEGORY_MIN[1]]
    return sorted(questions) if len(enough) >= CATEGORY_MIN[0] else []


def pick_timeline_question(results: Sequence[dict[str, Any]], modes: Sequence[str]) -> dict[str, Any] | None:
    """A typical question for the timeline plot (rows must have their speedups, see :func:`summarize`).

    In the first parallel mode that answered any question in parallel (branches, no
    fallback), the question whose tokens/s speedup is closest to that mode's median over
    those asks: neither its best case nor its worst. None when no ask was answered in parallel
    with a direct answer beside it."""
    for mode in modes:
        if mode == DIRECT:
            continue
        asks = [
            r
            for r in results
            if r["mode"] == mode
            and not r.get("error")
            and r.get("branches")
            and not r.get("fallback")
            and r.get("throughput_speedup_vs_direct") is not None
        ]
        if not asks:
            continue
        mid = statistics.median(r["throughput_speedup_vs_direct"] for r in asks)
        best = min(asks, key=lambda r: abs(r["throughput_speedup_vs_direct"] - mid))
        return {
            "question_id": best["question_id"],
            "mode": mode,
            "throughput_speedup": best["throughput_speedup_vs_direct"],
            "median": round(mid, 3),
            "asks": len(asks),
            "chosen": "typical",
        }
    return None


def summarize(run: BenchRun, timeline_question: str | None = None) -> dict[str, Any]:
    """Per-mode medians, per-category medians, structural check counts, judge tallies.

    Adds the length and speedup fields to every result row (see :func:`_add_speedups`).
    ``headline`` is each parallel mode's median tokens/s speedup over direct; ``timeline``
    the question the timeline plot draws (``timeline_question``, else a typical one).
    """
    results = run.results
    unit = _length_unit(results)
    _add_speedups(results, unit)
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
    mode_stats = {m: _mode_stats(by_mode[m]) for m in modes}
    gold = summarize_gold(results, modes)
    for kind, per_mode in gold.items():  # the speed of the same answers beside their quality
        for mode, figures in per_mode.items():
            stats = _mode_stats([r for r in by_mode[mode] if (r.get("gold") or {}).get("kind") == kind])
            for name in _GOLD_SPEED:
                figures[name] = stats[name]
            figures["answered_as"] = stats["answered_as"]
    return {
        "length_unit": unit,
        "headline": {m: s["median_throughput_speedup_vs_direct"] for m, s in mode_stats.items() if m != DIRECT},
        "modes": mode_stats,
        "categories": per_category,
        "categories_shown": categories_to_show(results),
        "checks": {m: _check_counts(by_mode[m]) for m in modes},
        "judge": judge,
        "gold": gold,
        "timeline": (
            {"question_id": timeline_question, "chosen": "given"}
            if timeline_question is not None
            else pick_timeline_question(results, modes)
        ),
    }


def _meta(run: BenchRun) -> dict[str, Any]:
    from sot import __version__

    if run.meta is not None:  # a report rebuilt from an earlier run keeps that run's facts
        return dict(run.meta)
    cfg = run.config
    return {
        "sot_version": __version__,
        "questions_file": cfg.source,
        "questions": len(cfg.questions),
        "questions_finished": len({r["question_id"] for r in run.results}),
        "model": run.model_name or cfg.model,
        "modes": list(cfg.modes),
        "judge": cfg.judge or (cfg.judge_provider.name if cfg.judge_provider else None),
        "judge_by": cfg.judge_by,
        "max_tokens": cfg.max_tokens,
        "max_points": cfg.max_points,
        "deadline_s": cfg.deadline,
        "warmup": cfg.warmup,
        "started_at": time.strftime("%Y-%m-%dT%H:%M:%S%z", time.localtime(run.started_at)),
        "duration_s": round((run.finished_at or time.time()) - run.started_at, 2),
        "interrupted": run.interrupted,
    }


def write_json(run: BenchRun, summary: dict[str, Any], path: Path, plots: Sequence[str] = ()) -> None:
    data = {
        "meta": _meta(run),
        "summary": summary,
        "results": run.results,
        "judgements": run.judgements,
        "judge_agreement": run.judge_agreement,
        "plots": list(plots),
    }
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")


def _bundled_gold() -> dict[str, Question]:
    """The gold-scored sets that ship with sot, by request id: a report of them is scored again
    with today's scorers when it is read back."""
    from sot.bench.questions import load_quality_sets

    return {q.question_id: q for q in load_quality_sets("all")}


def load_run(path: str | Path) -> BenchRun:
    """An earlier run, read back from its ``report.json``, to report again without asking anything.

    The run's own facts (``meta``), result rows and judgements are kept as recorded; the
    figures are worked out again from the rows by :func:`summarize`, and the answers to the
    bundled gold-scored sets are scored again by today's scorers.
    """
    path = Path(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise UserInputError(f"report not found: {path}") from None
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise UserInputError(f"cannot read the report {path}: {exc}") from exc
    if (
        not isinstance(data, dict)
        or not isinstance(data.get("meta"), dict)
        or not isinstance(data.get("results"), list)
    ):
        raise UserInputError(f"{path} is not a report.json of sot bench (no 'meta' and 'results')")
    meta, results = data["meta"], data["results"]
    seen: dict[str, Question] = {}
    bundled = _bundled_gold() if any(r.get("gold") for r in results) else {}
    for r in results:
        if "fallback" not in r and not r.get("error"):  # recorded before the field was: no branches, no plan used
            r["fallback"] = r.get("answered_mode") in (SOT, PASTA) and not r.get("branches")
            r["fallback_derived"] = True
        known = bundled.get(str(r.get("question_id"))) if r.get("gold") else None
        if known is not None and known.text == r.get("question") and not r["gold"].get("failed"):
            r["gold"] = gold_score(known.gold or {}, r.get("answer") or "", known.text)  # today's scorer
        checks = r.get("checks")
        if isinstance(checks, dict) and "echoed_instructions" not in checks:  # recorded before the check was
            checks["echoed_instructions"] = echoed_instructions(r.get("answer") or "", r.get("question") or "")
            checks["passed"] = checks.get("passed", True) and not checks["echoed_instructions"]
        if r.get("mode") == SOT and r.get("branches") and r.get("plan_tokens") == 0:  # a plan writes its titles
            r["plan_tokens_unrecorded"] = True
        seen.setdefault(r["question_id"], Question(r["question_id"], r.get("question", ""), r.get("category")))
    modes = tuple(meta.get("modes") or dict.fromkeys(r["mode"] for r in results))
    config = BenchConfig(
        questions=list(seen.values()), modes=modes, model=meta.get("model"), source=meta.get("questions_file") or ""
    )
    return BenchRun(
        config,
        model_name=meta.get("model") or "",
        results=results,
        judgements=data.get("judgements") or [],
        judge_agreement=data.get("judge_agreement"),
        interrupted=bool(meta.get("interrupted")),
        meta=meta,
    )


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


def _answered(counts: dict[str, int]) -> str:
    return ", ".join(f"{k} {v}" for k, v in sorted(counts.items())) or "–"


def _headline(summary: dict[str, Any]) -> list[str]:
    unit = summary["length_unit"]
    parts = []
    for mode, rate in summary["headline"].items():
        s = summary["modes"][mode]
        if rate is None:
            continue
        fell = f"; {s['fallbacks']} of {s['asks'] - s['errors']} fell back to a direct answer" if s["fallbacks"] else ""
        parts.append(
            f"**{mode} {_fmt(rate, 'x')}** (latency {_fmt(s['median_speedup_vs_direct'], 'x')}, answers "
            f"{_fmt(s['median_length_ratio_vs_direct'], 'x')} as long{fell})"
        )
    if not parts:
        return []
    return [
        f"**Headline**: answer {unit} per second over the direct answer's, median per question: "
        + "; ".join(parts)
        + ".",
        "",
    ]


def _mode_rows(stats: dict[str, dict[str, Any]]) -> list[list[str]]:
    return [
        [
            mode,
            s["asks"],
            s["errors"],
            s["fallbacks"],
            _answered(s["answered_as"]),
            _secs(s["median_latency_s"]),
            _secs(s["median_first_token_s"]),
            _fmt(s["median_answer_length"], nd=0),
            _fmt(s["median_speedup_vs_direct"], "x"),
            _fmt(s["median_length_ratio_vs_direct"], "x"),
            _fmt(s["median_throughput_speedup_vs_direct"], "x"),
            _fmt(s["median_branches"], nd=0),
            _fmt(s["median_theoretical_speedup"], "x"),
            _fmt(s["median_completion_tokens"], nd=0),
            _fmt(s["median_tokens_per_s"], nd=1),
            _fmt(s["median_total_tokens"], nd=0),
            _fmt(s["median_tokens_vs_direct"], "x"),
        ]
        for mode, s in stats.items()
    ]


def _question_rows(run: BenchRun, summary: dict[str, Any]) -> list[list[str]]:
    rows = []
    for r in run.results:
        if r.get("error"):
            rows.append([r["question_id"], r.get("category") or "–", r["mode"], "error", "–", "–", "–", "–", "–"])
            continue
        rows.append(
            [
                r["question_id"],
                r.get("category") or "–",
                r["mode"],
                r["answered_as"],
                _secs(r["latency_s"]),
                _fmt(r["answer_length"]),
                _fmt(r["speedup_vs_direct"], "x"),
                _fmt(r["length_ratio_vs_direct"], "x"),
                _fmt(r["throughput_speedup_vs_direct"], "x"),
            ]
        )
    for mode, s in summary["modes"].items():
        if mode != DIRECT:
            rows.append(
                [
                    "**median**",
                    "",
                    mode,
                    "",
                    _secs(s["median_latency_s"]),
                    _fmt(s["median_answer_length"], nd=0),
                    _fmt(s["median_speedup_vs_direct"], "x"),
                    _fmt(s["median_length_ratio_vs_direct"], "x"),
                    f"**{_fmt(s['median_throughput_speedup_vs_direct'], 'x')}**",
                ]
            )
    return rows


def _plot_caption(name: str, summary: dict[str, Any]) -> str:
    unit = summary["length_unit"]
    if name == "speedup_per_question.png":
        return (
            f"Per question, on a log scale around 1: latency speedup, length ratio and {unit}/s speedup over "
            "direct (the first two multiplied). Hatched bars fell back to a direct answer."
        )
    if name == "speedup_per_category.png":
        return f"Per category, medians: {unit}/s speedup over direct and the length ratio beside it."
    if name == "timeline.png" and summary.get("timeline"):
        t = summary["timeline"]
        if t.get("chosen") == "given":
            return f"One ask in every mode, question {t['question_id']} (chosen for this report)."
        return (
            f"One ask in every mode, question {t['question_id']}: of the {t['asks']} asks {t['mode']} answered "
            f"in parallel, its {unit}/s speedup ({_fmt(t['throughput_speedup'], 'x')}) is the closest to their "
            f"median ({_fmt(t['median'], 'x')}). Each bar is labelled with the {unit} it wrote."
        )
    return ""


_GOLD_NAMES = {
    "qa": "questions over a passage",
    "fields": "field extraction",
    "count": "give me N",
    "math": "math word problems",
}


def _gold_figures(kind: str, g: dict[str, Any]) -> str:
    if kind == "qa":
        return (
            f"F1 {_fmt(g['f1'])}, EM {_fmt(g['em'])}, gold in answer {_fmt(g['contains'])} "
            f"({g['questions']} questions; {g['segmented']} answers cut per question)"
        )
    if kind == "fields":
        return (
            f"{_fmt(g['field_accuracy'])} of {g['fields']} fields right ({_fmt(g['anywhere'])} anywhere in the answer)"
        )
    if kind == "count":
        return f"count kept {_fmt(g['kept'])}; {g['duplicates']} repeated, {g['empty']} empty items"
    return f"accuracy {_fmt(g['accuracy'])}"


def _gold_section(gold: dict[str, Any]) -> list[str]:
    if not gold:
        return []
    lines = [
        "## Quality (gold-scored)",
        "",
        (
            "Answers scored against known answers, no judge (`sot.bench.gold`): per question over a passage "
            "SQuAD's token F1 and exact match; per field, its value right; give me N, the count kept with no "
            "repeated or empty item; math, the final number right. Score is the mean over asks (a failed ask "
            "scores 0); vs direct is the mean paired difference from the direct answer's score to the same "
            "request. The speed columns are the same answers' medians."
        ),
        "",
    ]
    rows = []
    for kind, per_mode in gold.items():
        for mode, g in per_mode.items():
            vs = g.get("vs_direct")
            rows.append(
                [
                    _GOLD_NAMES.get(kind, kind),
                    mode,
                    g["asks"],
                    _answered(g.get("answered_as") or {}),
                    _fmt(g["score"], nd=3),
                    "–" if vs is None else f"{vs:+.3f}",
                    _gold_figures(kind, g),
                    _secs(g.get("median_latency_s")),
                    _secs(g.get("median_first_token_s")),
                    _fmt(g.get("median_answer_tokens_per_s"), nd=1),
                    _fmt(g.get("median_speedup_vs_direct"), "x"),
                    _fmt(g.get("median_length_ratio_vs_direct"), "x"),
                ]
            )
    lines += _table(
        [
            "set",
            "mode",
            "asks",
            "answered as",
            "score",
            "vs direct",
            "figures",
            "latency s",
            "first token s",
            "answer tokens/s",
            "latency speedup",
            "length ratio",
        ],
        rows,
    )
    return lines


def write_markdown(run: BenchRun, summary: dict[str, Any], path: Path, plots: Sequence[str] = ()) -> None:
    meta = _meta(run)
    unit = summary["length_unit"]
    lines = ["# sot bench", ""]
    lines.append(
        f"Model `{meta['model']}`, {meta['questions_finished']} of {meta['questions']} questions from "
        f"`{meta['questions_file'] or '-'}`, modes {', '.join(meta['modes'])}; "
        f"sot {meta['sot_version']}, started {meta['started_at']}, took {meta['duration_s']}s."
    )
    lines.append("")
    if run.meta is not None:
        from sot import __version__

        derived = sum(1 for r in run.results if r.get("fallback_derived"))
        no_plan = sum(1 for r in run.results if r.get("plan_tokens_unrecorded"))
        lines += [
            f"This report was written again by sot {__version__} from the results the run recorded "
            "(`sot bench --from-report`); nothing was asked again."
            + (
                f" {derived} asks recorded no fallback flag: a SoT or PASTA ask with no branches is "
                "counted as a fallback."
                if derived
                else ""
            )
            + (
                f" {no_plan} SoT asks recorded no tokens for their plan: their tokens (all calls) and bound "
                "leave the plan out, and their answer tokens (counted from the answer) do not."
                if no_plan
                else ""
            ),
            "",
        ]
    if run.interrupted:
        lines += ["**Interrupted**: the tables hold the asks that finished.", ""]
    lines += _headline(summary)
    lines += [
        (
            f"Per question, against the direct answer to it: the latency speedup is the direct latency over the "
            f"mode's (above 1 is sooner); the length ratio is the mode's answer length over the direct answer's; "
            f"the tokens/s speedup is the mode's answer {unit} per second over the direct answer's, which is the "
            f"two multiplied. The headline is the tokens/s speedup, because a shorter answer also comes sooner: "
            f"latency alone would reward a mode for writing less. Lengths are the final answer's {unit}"
            + (" in the model's tokenizer" if unit == "tokens" else " (the provider gives no tokenizer)")
            + ". An ask that fell back (its plan was unusable, so it answered directly) counts in its mode and "
            "shows as answered as `direct (fallback)`. The bound is completion tokens over critical-path tokens "
            "(plan or main text plus the longest branch; pipelined SoT can beat it, since its points start while "
            "the plan is written). Figures are medians over questions."
        ),
        "",
    ]

    lines += ["## Per mode", ""]
    lines += _table(
        [
            "mode",
            "asks",
            "errors",
            "fell back",
            "answered as",
            "latency s",
            "first token s",
            f"answer {unit}",
            "latency speedup",
            "length ratio",
            "tokens/s speedup",
            "branches",
            "bound",
            "tokens (all calls)",
            "tokens/s (all calls)",
            "tokens in+out",
            "tokens vs direct",
        ],
        _mode_rows(summary["modes"]),
    )
    lines += [
        (
            "Tokens (all calls) are the completion tokens of every call of an ask (plan, main text, branches), "
            "and tokens/s (all calls) those over the latency: work done, not answer written. Tokens in+out "
            "are every call's prompt and completion tokens, what a hosted API bills and counts against its "
            "per-minute limit; tokens vs direct, those over the direct answer's to the same question (measured "
            "where this run answered it directly, else the ask's own estimate of a direct answer: its direct "
            "prompt's tokens plus its answer's)."
        ),
        "",
    ]
    drafting = [
        f"{mode} {s['accepted_tokens']} of {s['drafted_tokens']} ({s['draft_acceptance']:.0%})"
        for mode, s in summary["modes"].items()
        if s.get("drafted_tokens")
    ]
    if drafting:
        lines += [
            "Drafted tokens the model chose (the local engine's n-gram drafting), per mode: "
            + "; ".join(drafting)
            + ".",
            "",
        ]

    if DIRECT in summary["modes"]:
        lines += ["## Per question", ""]
        lines += _table(
            [
                "question",
                "category",
                "mode",
                "answered as",
                "latency s",
                f"answer {unit}",
                "latency speedup",
                "length ratio",
                "tokens/s speedup",
            ],
            _question_rows(run, summary),
        )

    shown = summary["categories_shown"]
    if shown:
        lines += ["## Per category", ""]
        rows = []
        for cat in shown:
            for mode, s in summary["categories"][cat].items():
                if s["asks"]:
                    rows.append(
                        [
                            cat,
                            mode,
                            s["asks"],
                            s["fallbacks"],
                            _secs(s["median_latency_s"]),
                            _fmt(s["median_speedup_vs_direct"], "x"),
                            _fmt(s["median_length_ratio_vs_direct"], "x"),
                            _fmt(s["median_throughput_speedup_vs_direct"], "x"),
                        ]
                    )
        lines += _table(
            [
                "category",
                "mode",
                "asks",
                "fell back",
                "latency s",
                "latency speedup",
                "length ratio",
                "tokens/s speedup",
            ],
            rows,
        )
    elif summary["categories"]:
        counts = ", ".join(
            f"{c} {len({r['question_id'] for r in run.results if r.get('category') == c})}"
            for c in summary["categories"]
        )
        lines += [
            (
                f"Per-category figures are left out: questions per category are {counts}; they are shown for "
                f"{CATEGORY_MIN[0]} categories or more with {CATEGORY_MIN[1]} questions or more each."
            ),
            "",
        ]

    lines += _gold_section(summary.get("gold") or {})

    lines += [
        "## Structural checks",
        "",
        (
            "Answers failing each check (a point not expanded, a point written twice, "
            "a PASTA tag left in the answer, sot's own instructions written into the answer, a branch cut off "
            "by its token limit, an empty answer)."
        ),
        "",
    ]
    lines += _table(
        ["mode", "answers", "passed", *[n.replace("_", " ") for n in CHECK_NAMES]],
        [
            [m, c["answers"], c["passed"], *[c[n] for n in CHECK_NAMES]]
            for m, c in summary["checks"].items()
            if c["answers"]
        ],
    )

    if run.judgements or meta["judge"]:
        lines += [
            "## Judge",
            "",
            (
                f"Judge `{meta['judge']}`"
                + (
                    " by its first-token probabilities (A against B in both orders, the position bias cancelled)"
                    if meta.get("judge_by") == "probability"
                    else ""
                )
                + ": each parallel answer against the direct one, asked in both orders; disagreeing "
                "verdicts count as a tie."
            ),
            "",
        ]
        agree = run.judge_agreement
        if agree:
            lines += [
                (
                    f"The judge's agreement with GPT-4's published preferences ({agree.get('source')}): "
                    f"{_fmt(agree.get('agreement'))} of {agree.get('pairs')} pairs (a tie counted as a miss; "
                    f"{_fmt(agree.get('ties_half'))} with a tie as half), {_fmt(agree.get('decided_agreement'))} "
                    f"of the {agree.get('decided')} it decided; it preferred each pair's first-listed answer in "
                    f"{_fmt(agree.get('first_preferred'))} of them (both orders were asked). Chance is 0.50: a "
                    "judge near it says little, and the gold-scored figures come first."
                ),
                "",
            ]
        else:
            lines += [
                "The judge's agreement with published preferences was not measured in this run "
                "(`--judge-agreement N` measures it): weigh its verdicts accordingly.",
                "",
            ]
        lines += _table(
            ["mode", "win", "tie", "loss", "invalid", "win or tie"],
            [
                [m, t["win"], t["tie"], t["loss"], t["invalid"], _fmt(t["win_or_tie_rate"])]
                for m, t in summary["judge"].items()
            ],
        )

    errors = [r for r in run.results if r.get("error")]
    if errors:
        lines += ["## Errors", ""]
        lines += _table(["question", "mode", "error"], [[r["question_id"], r["mode"], r["error"]] for r in errors[:50]])
    if plots:
        lines += ["## Plots", ""]
        for p in plots:
            caption = _plot_caption(p, summary)
            lines += ([caption, ""] if caption else []) + [f"![{Path(p).stem}]({p})", ""]
    path.write_text("\n".join(lines).rstrip("\n") + "\n", encoding="utf-8")
