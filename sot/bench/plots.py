"""PNG plots of a benchmark run (matplotlib, imported here only, drawn off-screen with Agg).

- ``speedup_per_question.png``: per question and parallel mode, three panels on a log
  scale around 1: latency speedup, answer length ratio, and answer tokens/s speedup over
  direct (the first two multiplied), so a speedup that only comes from a shorter answer
  shows as such; asks that fell back to a direct answer are hatched;
- ``speedup_per_category.png``: the median tokens/s speedup and length ratio per category,
  only when there are enough categories with enough questions for medians to mean
  something (:func:`~sot.bench.report.categories_to_show`);
- ``timeline.png``: a typical question asked in every mode (the summary's ``timeline``):
  the plan, then each branch as a bar over time, against the direct answer's bar, each
  labelled with the tokens it wrote.

Rows must carry the fields :func:`~sot.bench.report.summarize` adds.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from sot.errors import ConfigError, install_hint
from sot.modes import DIRECT, PASTA

__all__ = ["write_plots"]

_COLORS = {"direct": "#7f7f7f", "sot": "#1f77b4", "pasta": "#2ca02c", "auto": "#ff7f0e"}
_PANELS = (
    ("speedup_vs_direct", "latency speedup"),
    ("length_ratio_vs_direct", "length ratio"),
    ("throughput_speedup_vs_direct", "{unit}/s speedup"),
)


def _figure(width: float, height: float):
    try:
        from matplotlib.backends.backend_agg import FigureCanvasAgg
        from matplotlib.figure import Figure
    except ModuleNotFoundError as exc:
        raise ConfigError(f"plots need matplotlib: {install_hint('bench')}") from exc
    fig = Figure(figsize=(width, height), dpi=110)
    FigureCanvasAgg(fig)
    return fig


_TICKS = (0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100)


def _ratio_bars(
    ax, labels: Sequence[str], series: dict[str, list[tuple[float | None, bool]]], ylabel: str, legend: bool
) -> None:
    """Grouped bars of ratios (value, hatched) from 1 up or down, on a log scale."""
    from matplotlib.patches import Patch
    from matplotlib.ticker import FixedLocator, FuncFormatter, NullLocator

    n = max(len(series), 1)
    width = 0.8 / n
    for k, (mode, pairs) in enumerate(series.items()):
        for i, (v, hatched) in enumerate(pairs):
            if not v:
                continue
            ax.bar(
                i - 0.4 + width * (k + 0.5),
                v - 1.0,
                width,
                bottom=1.0,
                color=_COLORS.get(mode, "#9467bd"),
                hatch="//" if hatched else None,
                edgecolor="white" if hatched else None,
            )
    ax.set_yscale("log")
    ax.yaxis.set_major_locator(FixedLocator(_TICKS))
    ax.yaxis.set_major_formatter(FuncFormatter(lambda v, _: f"{v:g}x"))
    ax.yaxis.set_minor_locator(NullLocator())
    ax.axhline(1.0, color="black", linewidth=0.8)
    ax.set_ylabel(ylabel, fontsize=8)
    ax.set_xticks(range(len(labels)))
    ax.tick_params(axis="y", labelsize=7)
    if legend:
        handles = [Patch(color=_COLORS.get(m, "#9467bd"), label=m) for m in series]
        if any(h for pairs in series.values() for _, h in pairs):
            handles.append(Patch(facecolor="white", edgecolor="black", hatch="//", label="fell back to direct"))
        ax.legend(handles=handles, fontsize=7, loc="best")


def _panels(
    labels: list[str],
    rows_by_mode: Mapping[str, Sequence[dict[str, Any] | None]],
    unit: str,
    xlabel: str,
    title: str,
    panels: Sequence[tuple[str, str]],
    path: Path,
) -> bool:
    """One panel per (field, label) of ratio bars per label and mode; False when there is nothing to draw."""

    def pair(row: dict[str, Any] | None, name: str) -> tuple[float | None, bool]:
        return (None, False) if row is None else (row.get(name), bool(row.get("fallback")))

    if not labels or not any(r and r.get(panels[-1][0]) for rs in rows_by_mode.values() for r in rs):
        return False
    width = max(6.0, 0.3 * len(labels) * max(len(rows_by_mode), 1) + 2)
    fig = _figure(width, 1.0 + 2.2 * len(panels))
    axes = fig.subplots(len(panels), 1, sharex=True, sharey=True, squeeze=False)[:, 0]  # one scale for all
    values = [v for rs in rows_by_mode.values() for r in rs if r for v in (r.get(n) for n, _ in panels) if v]
    for k, (ax, (name, label)) in enumerate(zip(axes, panels)):
        _ratio_bars(
            ax,
            labels,
            {m: [pair(r, name) for r in rs] for m, rs in rows_by_mode.items()},
            label.format(unit=unit),
            legend=k == 0,
        )
    axes[0].set_ylim(min(*values, 1.0) / 1.3, max(*values, 1.0) * 1.3)
    rotate = len(labels) > 8
    axes[-1].set_xticklabels(labels, rotation=60 if rotate else 0, ha="right" if rotate else "center", fontsize=8)
    axes[-1].set_xlabel(xlabel)
    axes[0].set_title(title, fontsize=10)
    fig.tight_layout()
    fig.savefig(path)
    return True


def _per_question(results: Sequence[dict[str, Any]], modes: Sequence[str], unit: str, path: Path) -> bool:
    qids = list(dict.fromkeys(r["question_id"] for r in results))
    lookup = {(r["question_id"], r["mode"]): r for r in results if not r.get("error")}
    rows = {m: [lookup.get((q, m)) for q in qids] for m in modes}
    return _panels(qids, rows, unit, "question", "Against the direct answer to the same question", _PANELS, path)


def _per_category(summary: dict[str, Any], modes: Sequence[str], path: Path) -> bool:
    cats = summary["categories_shown"]
    rows = {
        m: [
            {
                "throughput_speedup_vs_direct": summary["categories"][c][m]["median_throughput_speedup_vs_direct"],
                "length_ratio_vs_direct": summary["categories"][c][m]["median_length_ratio_vs_direct"],
            }
            for c in cats
        ]
        for m in modes
    }
    return _panels(
        cats,
        rows,
        summary["length_unit"],
        "category",
        "Medians per category, against the direct answer",
        _PANELS[:0:-1],
        path,
    )


def _timeline(results: Sequence[dict[str, Any]], qid: str, unit: str, path: Path) -> bool:
    rows = [r for r in results if r["question_id"] == qid and not r.get("error") and r.get("timeline")]
    rows.sort(key=lambda r: r["mode"] != DIRECT)  # the direct bar on top
    bars: list[tuple[str, float, float, str, str]] = []  # label, start, end, colour, hatch
    for r in rows:
        tl, mode = r["timeline"], r["mode"]
        color = _COLORS.get(mode, "#9467bd")
        answered = r.get("answered_as") or r["answered_mode"]
        shown = mode if answered == mode else f"{mode} as {answered}"
        length = f"{r['answer_length']} {unit}" if r.get("answer_length") is not None else ""
        if not tl["branches"]:
            bars.append((f"{shown}: answer, {length}", 0.0, tl["total_s"], color, ""))
            continue
        if tl.get("plan_s") is not None:
            what = "main text" if r["answered_mode"] == PASTA else "plan"
            written = f"{r['plan_tokens']} tokens" if r.get("plan_tokens") else "tokens not recorded"
            bars.append((f"{shown}: {what}, {written} (answer {length})", 0.0, tl["plan_s"], color, "//"))
        for b in tl["branches"]:
            start = b.get("started_s") or 0.0
            end = b.get("finished_s") or tl["total_s"]
            title = (b.get("title") or "")[:28]
            bars.append(
                (
                    f"{mode} {b['index'] + 1}. {title}, {b.get('completion_tokens', 0)} tokens",
                    start,
                    end,
                    color,
                    "" if b.get("status") == "done" else "xx",
                )
            )
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


def write_plots(results: Sequence[dict[str, Any]], summary: dict[str, Any], out: Path) -> list[str]:
    """Draw the plots into ``out``; returns the file names written (plots without data are skipped)."""
    parallel = [m for m in summary["modes"] if m != DIRECT]
    unit = summary["length_unit"]
    written: list[str] = []
    if parallel and _per_question(results, parallel, unit, out / "speedup_per_question.png"):
        written.append("speedup_per_question.png")
    if parallel and summary["categories_shown"] and _per_category(summary, parallel, out / "speedup_per_category.png"):
        written.append("speedup_per_category.png")
    timeline = summary.get("timeline")
    if timeline and _timeline(results, timeline["question_id"], unit, out / "timeline.png"):
        written.append("timeline.png")
    return written
