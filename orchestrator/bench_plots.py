"""PNG plots of a benchmark run (matplotlib, imported here only, drawn off-screen with Agg).

- ``speedup_per_question.png``: each parallel mode's speedup over direct, per question;
- ``speedup_per_category.png``: the median speedup per category (files with categories);
- ``timeline.png``: one question asked in every mode: the plan, then each branch as a
  bar over time, against the direct answer's bar.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from sot.errors import ConfigError

__all__ = ["pick_timeline_question", "write_plots"]

_COLORS = {"direct": "#7f7f7f", "sot": "#1f77b4", "pasta": "#2ca02c", "auto": "#ff7f0e"}


def _figure(width: float, height: float):
    try:
        from matplotlib.backends.backend_agg import FigureCanvasAgg
        from matplotlib.figure import Figure
    except ModuleNotFoundError as exc:
        raise ConfigError("plots need matplotlib: pip install 'sot-orchestrator[bench]'") from exc
    fig = Figure(figsize=(width, height), dpi=110)
    FigureCanvasAgg(fig)
    return fig


def _grouped_bars(ax, labels: Sequence[str], series: dict[str, list[float | None]]) -> None:
    n = max(len(series), 1)
    width = 0.8 / n
    for k, (mode, values) in enumerate(series.items()):
        xs = [i - 0.4 + width * (k + 0.5) for i in range(len(labels))]
        ax.bar(xs, [v if v is not None else 0.0 for v in values], width, label=mode, color=_COLORS.get(mode))
    ax.axhline(1.0, color="black", linewidth=0.8, linestyle="--")
    ax.set_xticks(range(len(labels)))
    ax.set_xticklabels(labels, rotation=60 if len(labels) > 8 else 0, ha="right" if len(labels) > 8 else "center",
                       fontsize=8)
    ax.set_ylabel("speedup over direct (x)")
    ax.legend(fontsize=8)


def _speedup_per_question(results: Sequence[dict[str, Any]], modes: Sequence[str], path: Path) -> bool:
    qids = list(dict.fromkeys(r["question_id"] for r in results))
    lookup = {(r["question_id"], r["mode"]): r.get("speedup_vs_direct") for r in results}
    series = {m: [lookup.get((q, m)) for q in qids] for m in modes}
    return _speedup_chart(qids, series, 0.35, "question", "Speedup over the direct answer, per question", path)


def _speedup_per_category(summary: dict[str, Any], modes: Sequence[str], path: Path) -> bool:
    cats = list(summary["categories"])
    series = {m: [summary["categories"][c][m]["median_speedup_vs_direct"] for c in cats] for m in modes}
    return _speedup_chart(cats, series, 0.6, "category", "Median speedup over the direct answer, per category", path)


def _speedup_chart(
    labels: list[str], series: dict[str, list[Any]], width_per_bar: float, xlabel: str, title: str, path: Path
) -> bool:
    """Grouped bars of speedup per label and mode; False (nothing drawn) when there is no figure."""
    if not labels or not any(v is not None for vs in series.values() for v in vs):
        return False
    fig = _figure(max(6.0, width_per_bar * len(labels) * max(len(series), 1) + 2), 4.0)
    ax = fig.add_subplot()
    _grouped_bars(ax, labels, series)
    ax.set_xlabel(xlabel)
    ax.set_title(title)
    fig.tight_layout()
    fig.savefig(path)
    return True


def pick_timeline_question(results: Sequence[dict[str, Any]]) -> str | None:
    """The question with the most branches in a parallel mode that also has a direct answer."""
    direct = {r["question_id"] for r in results if r["mode"] == "direct" and not r.get("error")}
    best: tuple[int, str] | None = None
    for r in results:
        usable = r["mode"] != "direct" and not r.get("error") and r["question_id"] in direct and r.get("branches")
        if usable and (best is None or r["branches"] > best[0]):
            best = (r["branches"], r["question_id"])
    return None if best is None else best[1]


def _timeline(results: Sequence[dict[str, Any]], qid: str, path: Path) -> bool:
    rows = [r for r in results if r["question_id"] == qid and not r.get("error") and r.get("timeline")]
    rows.sort(key=lambda r: r["mode"] != "direct")  # the direct bar on top
    bars: list[tuple[str, float, float, str, str]] = []  # label, start, end, colour, hatch
    for r in rows:
        tl, mode = r["timeline"], r["mode"]
        color = _COLORS.get(mode, "#9467bd")
        shown = mode if r["answered_mode"] == mode else f"{mode}->{r['answered_mode']}"
        if not tl["branches"]:
            bars.append((f"{shown}: answer", 0.0, tl["total_s"], color, ""))
            continue
        if tl.get("plan_s") is not None:
            what = "main text" if r["answered_mode"] == "pasta" else "plan"
            bars.append((f"{shown}: {what}", 0.0, tl["plan_s"], color, "//"))
        for b in tl["branches"]:
            start = b.get("started_s") or 0.0
            end = b.get("finished_s") or tl["total_s"]
            title = (b.get("title") or "")[:28]
            bars.append((f"{shown} {b['index'] + 1}. {title}", start, end, color,
                         "" if b.get("status") == "done" else "xx"))
    if not bars:
        return False
    fig = _figure(9.0, 1.2 + 0.32 * len(bars))
    ax = fig.add_subplot()
    for y, (_, start, end, color, hatch) in enumerate(bars):
        ax.barh(y, max(end - start, 1e-4), left=start, color=color, hatch=hatch or None, edgecolor="white")
    for r in rows:
        ax.axvline(r["timeline"]["total_s"], color=_COLORS.get(r["mode"], "#9467bd"), linewidth=0.8, linestyle=":")
    ax.set_yticks(range(len(bars)))
    ax.set_yticklabels([b[0] for b in bars], fontsize=7)
    ax.invert_yaxis()
    ax.set_xlabel("seconds since the ask started (dotted: each mode's total)")
    question = rows[0]["question"] if rows else ""
    ax.set_title(f"Question {qid}: {question[:70]}{'…' if len(question) > 70 else ''}", fontsize=9)
    fig.tight_layout()
    fig.savefig(path)
    return True


def write_plots(results: Sequence[dict[str, Any]], summary: dict[str, Any], out: Path,
                timeline_question: str | None = None) -> list[str]:
    """Draw the plots into ``out``; returns the file names written (plots without data are skipped)."""
    parallel = [m for m in summary["modes"] if m != "direct"]
    written: list[str] = []
    if parallel and _speedup_per_question(results, parallel, out / "speedup_per_question.png"):
        written.append("speedup_per_question.png")
    if parallel and _speedup_per_category(summary, parallel, out / "speedup_per_category.png"):
        written.append("speedup_per_category.png")
    qid = timeline_question or pick_timeline_question(results)
    if qid is not None and _timeline(results, qid, out / "timeline.png"):
        written.append("timeline.png")
    return written
