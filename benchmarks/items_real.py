"""How well each items finder finds the items of real-phrased requests (no model call).

    python benchmarks/items_real.py                 # both halves: writes benchmarks/results/items/real-finding.{json,md}
    python benchmarks/items_real.py --half dev      # the development half's figures and every miss, with its text
    python benchmarks/items_real.py --half heldout  # the held-out half's aggregate figures only
    python benchmarks/items_real.py --half dev2     # the second development set (``dev2.jsonl``), as --half dev
    python benchmarks/items_real.py --half dev3     # the third development set (``dev3.jsonl``), as --half dev
    python benchmarks/items_real.py --half dev4     # the fourth development set (``dev4.jsonl``), as --half dev

Data: ``benchmarks/data/items_real/`` (``dev.jsonl`` and ``heldout.jsonl``, see its README):
requests written as users write them, each with the items it states (``list``, ``fields``), the
number of things it asks for (``count``), or none to split (``none``).

Tiers, each scored on its own:

- ``tagger``: :func:`sot.pasta_lang.items.find_items` (the local tagger);
- ``auto``: what :func:`sot.orchestrator.modes.items.found_items` reports to auto and
  ``sot route`` (whether it splits, and into how many); its items are those of the split the
  mode runs (``tagger``), or none to match where that finds nothing;
- ``model`` (:mod:`sot.orchestrator.modes.items_planner`) is not scored here (it asks a model:
  ``benchmarks/items_planner_real.py`` measures it on real local models). What is checked here
  is the reading side of that tier: ``pointers (gold)`` is
  :func:`sot.pasta_lang.items.plan.split_from_reply` on the reply a model that pointed right
  would write (:func:`gold_pointers`: ``ITEMS``/``FIELDS`` with each gold item's line and first
  words, ``COUNT n things``, ``NONE`` on a ``none`` row), so its misses are the parser's, not a
  model's; it is reported apart from the tiers.

Figures per half and tier: on the positive rows, the answered-by-items rate, item precision,
recall and F1 over all positive rows (a row not split counts as all its gold items missed) and
over the rows split; on the ``none`` rows, the false-split rate; and false splits on MT-Bench's
80 first turns (``../shared/data/mt_bench_question.jsonl`` where present; the issue's Vicuna-80
is not on this machine). Item match, as ``benchmarks/items_finding.py``: casefold, drop a
leading list marker, every character not a letter, digit or space to a space, spaces
collapsed, then exact match, each gold item matched at most once. A ``count`` row counts as
``count`` gold items: all right where the split is a count of exactly that number, else none
(and the split's branches all predicted wrong). The development half also gets figures per
category and per language and every miss with its text; the held-out half only aggregates,
and for each row missed its id, kind, language and category, never its text.
"""

from __future__ import annotations

import argparse
import asyncio
import inspect
import json
import re
import statistics
import subprocess
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "benchmarks" / "data" / "items_real"
HALVES = ("dev", "heldout", "dev2", "dev3", "dev4")
TITLES = {
    "dev": "Development half",
    "heldout": "Held-out half",
    "dev2": "Second development set",
    "dev3": "Third development set",
    "dev4": "Fourth development set",
}
MT_BENCH = ROOT.parent / "shared" / "data" / "mt_bench_question.jsonl"
OUT = ROOT / "benchmarks" / "results" / "items"
COMMAND = "python benchmarks/items_real.py"
MODEL_TIER = (
    "not in these tables (it asks a model): the model's own split on real local models is measured by "
    "benchmarks/items_planner_real.py (benchmarks/results/items/planner-real.md)"
)
POINTERS = "pointers (gold)"
VICUNA = "Vicuna-80 is not on this machine (only MT-Bench's 80 first turns are): false splits are on MT-Bench alone"


# ---------------------------------------------------------------------- what a finder found
@dataclass(frozen=True)
class Found:
    """A finder's split as the scorer sees it: its kind, its items' texts, its count, its branches."""

    kind: str | None
    items: tuple[str, ...]
    count: int | None
    branches: int


def from_split(split: Any) -> Found | None:
    """An :class:`~sot.pasta_lang.items.split.ItemSplit` (or ``None``) as a :class:`Found`."""
    if split is None:
        return None
    items = tuple(item.text for item in split.items)
    branches = split.count if split.kind == "count" and split.count else len(items)
    return Found(split.kind, items, split.count, branches)


def tagger(request: str) -> Found | None:
    from sot.pasta_lang.items import find_items

    return from_split(find_items(request))


def auto(request: str) -> Found | None:
    from sot.orchestrator.modes.items import found_items

    seen: Any = found_items(request)
    if inspect.iscoroutine(seen):  # found_items may be a coroutine function (it may load the tagger)
        seen = asyncio.run(seen)
    if seen is None:
        return None
    split = getattr(seen, "split", None)
    if split is not None:  # found_items says which split it found
        return from_split(split)
    split = tagger(request)
    return split if split is not None else Found(None, (), None, int(seen[0]))


def gold_pointers(row: dict[str, Any]) -> str:
    """The reply to the planner prompt (``ITEM_PLAN_PROMPT``) that points at ``row``'s gold: each
    item as ``L:"words"`` (its 1-based line; the whole item up to 6 words, else its first 5 and
    ``...``; no word from a quote on), then, where the items have lines of their own, ``ASK``
    the nearest line of text before them (else after them; an upper-case label such as ``FORMAT:`` skipped)
    where it is short (300 characters at most: a passage is not the ask); a
    count as ``COUNT n things`` with ``ASK`` its line; ``NONE`` on a ``none`` row."""
    request = row["request"]
    starts = [0] + [i + 1 for i, c in enumerate(request) if c == "\n"]

    def line_of(at: int) -> int:
        return sum(1 for start in starts if start <= at)

    if row["kind"] == "none":
        return "NONE"
    if row["kind"] == "count":
        at = max(request.find(str(row["count"])), 0)
        return f"COUNT {row['count']} things\nASK {line_of(at)}"
    pointers, lines, at = [], set(), 0
    for item in row["items"]:
        at = request.find(item, at)
        words = item.split()
        short = []
        for word in words[: 6 if len(words) <= 6 else 5]:
            if '"' in word:  # a quote would end the pointer's own
                break
            short.append(word)
        whole = len(short) == len(words)
        pointers.append(f'{line_of(at)}:"{" ".join(short)}{"" if whole else "..."}"')
        lines |= set(range(line_of(at), line_of(at + len(item)) + 1))
        at += len(item)
    texts = request.split("\n")
    head = ("FIELDS " if row["kind"] == "fields" else "ITEMS ") + " ".join(pointers)
    rest = "\n".join(texts[n - 1] for n in sorted(lines))
    for item in row["items"]:
        rest = rest.replace(item, " ", 1)
    if len(re.findall(r"\w{2,}", rest)) >= 2:  # the items sit inside the instruction's own line
        return head
    first, last = min(lines), max(lines)
    label = re.compile(r"^\W*[A-Z]+(?:\s[A-Z]+)?\s*:\s*$")  # "FORMAT:", "TEXT:": a label, not the ask
    before = [n for n in range(first - 1, 0, -1) if re.search(r"\w", texts[n - 1]) and not label.match(texts[n - 1])]
    after = [
        n for n in range(last + 1, len(texts) + 1) if re.search(r"\w", texts[n - 1]) and not label.match(texts[n - 1])
    ]
    ask = next((n for n in before[:1] + after[:1] if len(texts[n - 1]) <= 300), None)
    return head if ask is None else f"{head}\nASK {ask}"


def pointers_tier(rows: list[dict[str, Any]]) -> Callable[[str], Found | None]:
    """``split_from_reply`` on each row's :func:`gold_pointers` (looked up by the request's text)."""
    replies = {row["request"]: gold_pointers(row) for row in rows}

    def read(request: str) -> Found | None:
        from sot.pasta_lang.items.plan import split_from_reply

        return from_split(split_from_reply(request, replies[request])[0])

    return read


TIERS: dict[str, Callable[[str], Found | None]] = {
    "tagger": tagger,
    "auto": auto,
}


# ---------------------------------------------------------------------- matching
def normalise(text: str) -> str:
    """As ``benchmarks/items_finding.py``: casefold, no leading list marker, punctuation to spaces."""
    text = text.casefold()
    text = re.sub(r"^\s*(?:\d{1,2}[.)]|\(\d{1,2}\)|[-*+\u2022])\s+", "", text)
    text = re.sub(r"[^\w\s]|_", " ", text)
    return " ".join(text.split())


def matched(gold: Iterable[str], predicted: Iterable[str]) -> int:
    """How many predicted items match a gold item (normalised; each gold item at most once)."""
    left = Counter(normalise(g) for g in gold)
    hits = 0
    for item in predicted:
        key = normalise(item)
        if left[key] > 0:
            left[key] -= 1
            hits += 1
    return hits


def score_row(row: dict[str, Any], found: Found | None) -> tuple[int, int, int]:
    """``(true positives, predicted, gold)`` for one row (``none`` rows: gold 0)."""
    if row["kind"] == "none":
        return 0, (found.branches if found else 0), 0
    if row["kind"] == "count":
        gold = int(row["count"])
        if found is None:
            return 0, 0, gold
        if found.kind == "count" and found.count == gold:
            return gold, gold, gold
        return 0, found.branches, gold
    gold = len(row["items"])
    if found is None:
        return 0, 0, gold
    if found.kind == "count" or not found.items:
        return 0, found.branches, gold
    return matched(row["items"], found.items), len(found.items), gold


def f1(p: float, r: float) -> float:
    return 2 * p * r / (p + r) if p + r else 0.0


def aggregate(rows: list[dict[str, Any]], results: list[Found | None]) -> dict[str, Any]:
    """The figures of one tier on ``rows`` (``results[i]`` is its split of ``rows[i]``)."""
    tp = predicted = gold_all = gold_split = split = positives = false_splits = negatives = 0
    for row, found in zip(rows, results):
        if row["kind"] == "none":
            negatives += 1
            false_splits += found is not None
            continue
        positives += 1
        t, p, g = score_row(row, found)
        tp, predicted, gold_all = tp + t, predicted + p, gold_all + g
        if found is not None:
            split += 1
            gold_split += g
    precision = tp / predicted if predicted else 0.0
    recall_all = tp / gold_all if gold_all else 0.0
    recall_split = tp / gold_split if gold_split else 0.0
    return {
        "positives": positives,
        "answered": split,
        "answered_rate": round(split / positives, 4) if positives else None,
        "precision": round(precision, 4),
        "recall_all": round(recall_all, 4),
        "f1_all": round(f1(precision, recall_all), 4),
        "f1_split": round(f1(precision, recall_split), 4),
        "none_rows": negatives,
        "false_splits": false_splits,
        "false_split_rate": round(false_splits / negatives, 4) if negatives else None,
    }


def is_miss(row: dict[str, Any], found: Found | None) -> bool:
    """A positive row not split or not split right, or a ``none`` row split."""
    if row["kind"] == "none":
        return found is not None
    t, p, g = score_row(row, found)
    return not (t == g == p)


# ---------------------------------------------------------------------- running
def load_half(half: str) -> list[dict[str, Any]]:
    with (DATA / f"{half}.jsonl").open(encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def run_tier(tier: Callable[[str], Found | None], texts: list[str]) -> tuple[list[Found | None], dict[str, Any]]:
    """The tier's split of each text, and how long it took (ms per request) or the error it raised."""
    results: list[Found | None] = []
    times: list[float] = []
    for text in texts:
        start = time.perf_counter()
        try:
            results.append(tier(text))
        except Exception as exc:  # a tier under construction: say so, score what it gave
            return [None] * len(texts), {"error": f"{type(exc).__name__}: {exc}"}
        times.append((time.perf_counter() - start) * 1000)
    return results, {"median_ms": round(statistics.median(times), 3), "max_ms": round(max(times), 3)}


def breakdown(rows: list[dict[str, Any]], results: list[Found | None], key: str) -> dict[str, Any]:
    groups: dict[str, list[int]] = defaultdict(list)
    for i, row in enumerate(rows):
        groups[row[key]].append(i)
    return {name: aggregate([rows[i] for i in idx], [results[i] for i in idx]) for name, idx in sorted(groups.items())}


def miss_entry(row: dict[str, Any], found: Found | None, *, with_text: bool) -> dict[str, Any]:
    entry: dict[str, Any] = {k: row[k] for k in ("id", "kind", "lang", "category")}
    if not with_text:
        return entry
    text = row["request"]
    entry |= {"request": text if len(text) <= 400 else text[:400] + " ...", "gold": row["items"] or row["count"]}
    if found is None:
        entry["found"] = None
    else:
        entry["found"] = {"kind": found.kind, "items": list(found.items), "count": found.count}
    return entry


def score_half(half: str, tiers: dict[str, Callable[[str], Found | None]]) -> dict[str, Any]:
    rows = load_half(half)
    texts = [row["request"] for row in rows]
    dev = half != "heldout"
    out: dict[str, Any] = {"rows": len(rows), "tiers": {}}
    for name, tier in {**tiers, POINTERS: pointers_tier(rows)}.items():
        results, timing = run_tier(tier, texts)
        figures: dict[str, Any] = {**aggregate(rows, results), "timing": timing}
        if dev:
            figures["by_category"] = breakdown(rows, results, "category")
            figures["by_lang"] = breakdown(rows, results, "lang")
        figures["misses"] = [
            miss_entry(row, found, with_text=dev) for row, found in zip(rows, results) if is_miss(row, found)
        ]
        out["tiers"][name] = figures
    return out


def mt_bench(tiers: dict[str, Callable[[str], Found | None]]) -> dict[str, Any]:
    if not MT_BENCH.exists():
        return {"note": f"{MT_BENCH} not found: no MT-Bench figures", "vicuna": VICUNA}
    rows = [json.loads(line) for line in MT_BENCH.read_text(encoding="utf-8").splitlines() if line.strip()]
    out: dict[str, Any] = {"prompts": len(rows), "vicuna": VICUNA, "tiers": {}}
    for name, tier in tiers.items():
        results, timing = run_tier(tier, [row["turns"][0] for row in rows])
        fired = [(row["question_id"], row["category"]) for row, found in zip(rows, results) if found is not None]
        out["tiers"][name] = {
            "false_splits": len(fired),
            "false_split_rate": round(len(fired) / len(rows), 4),
            "split": [f"{qid} ({category})" for qid, category in fired],
            "timing": timing,
        }
    return out


def commit() -> str:
    try:
        head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True)
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=ROOT,
                               capture_output=True, text=True)  # fmt: skip
    except OSError:
        return "unknown"
    return head.stdout.strip() + (" (with uncommitted changes in the tree)" if dirty.stdout.strip() else "")


# ---------------------------------------------------------------------- the report
HEADLINE = ("answered_rate", "precision", "recall_all", "f1_all", "f1_split", "false_split_rate")


def line(name: str, f: dict[str, Any]) -> str:
    if "error" in f.get("timing", {}):
        return f"| {name} | error: {f['timing']['error']} |" + " |" * 8
    rate = f"{f['answered_rate']:.1%}" if f["answered_rate"] is not None else "n/a"
    false = f"{f['false_splits']}/{f['none_rows']}" if f["none_rows"] else "n/a"
    ms = f.get("timing", {}).get("median_ms", "")
    return (
        f"| {name} | {f['answered']}/{f['positives']} ({rate}) | {f['precision']:.3f} | {f['recall_all']:.3f} | "
        f"{f['f1_all']:.3f} | {f['f1_split']:.3f} | {false} | {ms} |"
    )


TABLE_HEAD = [
    "| tier | answered by items | precision | recall (all) | F1 (all) | F1 (split) | false splits (none rows) | ms (median) |",
    "|---|---:|---:|---:|---:|---:|---:|---:|",
]


def group_rows(tiers: dict[str, Any], names: list[str], key: str, *, precision: bool = False) -> list[str]:
    """One table row per group of ``tiers[name][key]`` (a category, a language, a source): its
    positive and none rows, then each tier's answered count (and ``precision``), F1 (all), and
    false splits."""
    out: list[str] = []
    for group in tiers[names[0]][key] if names else ():
        cells = []
        for name in names:
            f = tiers[name][key][group]
            parts = []
            if f["positives"]:
                p = f", P {f['precision']:.2f}" if precision else ""
                parts.append(f"{f['answered']}/{f['positives']}{p}, F1 {f['f1_all']:.2f}")
            if f["none_rows"]:
                parts.append(f"{f['false_splits']}/{f['none_rows']} false")
            cells.append("; ".join(parts))
        f0 = tiers[names[0]][key][group]
        out.append(f"| {group} | {f0['positives']} | {f0['none_rows']} | " + " | ".join(cells) + " |")
    return out


def breakdown_tables(tiers: dict[str, Any]) -> list[str]:
    """Per category and per language: each tier's answered count and F1 (all) on the positive rows,
    and its false splits on the ``none`` rows."""
    names = [name for name, f in tiers.items() if "error" not in f["timing"]]
    out: list[str] = []
    for key, title in (("by_category", "category"), ("by_lang", "language")):
        out += [
            f"### By {title} (development half): answered / F1 (all) on the positive rows; "
            "false splits on the none rows",
            "",
            f"| {title} | positive | none | " + " | ".join(names) + " |",
            "|---|---:|---:|" + "---|" * len(names),
        ]
        out += group_rows(tiers, names, key)
        out.append("")
    return out


def markdown(report: dict[str, Any]) -> str:
    out = [
        "# Finding the items of real-phrased requests",
        "",
        f"Command: `{report['command']}` at commit {report['commit']} (no model; pure parsing). "
        "Data: `benchmarks/data/items_real/` (see its README); MT-Bench from `../shared/data/`.",
        "",
        "Item match: casefold, drop a leading list marker, punctuation to spaces, spaces collapsed, exact match, "
        "each gold item at most once; a `count` row is all right where the count is exact, else all wrong. "
        "`F1 (all)` counts a positive row not split as all its gold items missed.",
        "",
        f"Model tier: {report['model_tier']}. The row `{POINTERS}` is that tier's reading side only: "
        "`split_from_reply` on the reply a model that pointed right would write (`gold_pointers`), so its "
        "misses are the parser's; it is not a model's figure.",
        "",
    ]
    for half in HALVES:
        if half not in report["halves"]:
            continue
        h = report["halves"][half]
        out += [f"## {TITLES[half]} ({h['rows']} rows)", "", *TABLE_HEAD]
        out += [line(name, f) for name, f in h["tiers"].items()]
        out.append("")
        if half == "heldout":
            for name, f in h["tiers"].items():
                out.append(f"- {name}: {len(f['misses'])} rows missed or split wrong")
            misses = h["tiers"]["auto"]["misses"]
            ids = ", ".join(f"{m['id']} ({m['kind']}, {m['lang']}, {m['category']})" for m in misses)
            out += ["", f"Held-out rows auto misses or splits wrong (id, kind, language, category; every tier's "
                        f"in the JSON): {ids or 'none'}", ""]  # fmt: skip
            continue
        out += breakdown_tables(h["tiers"])
    mt = report["mt_bench"]
    out += ["## MT-Bench first turns (questions with no items)", ""]
    if "tiers" in mt:
        for name, f in mt["tiers"].items():
            out.append(f"- {name}: {f['false_splits']} of {mt['prompts']} split ({f['false_split_rate']:.1%}) "
                       f"{', '.join(f['split'])}")  # fmt: skip
    else:
        out.append(f"- {mt['note']}")
    out += ["", mt["vicuna"] + ".", ""]
    return "\n".join(out)


def print_half(half: str, h: dict[str, Any]) -> None:
    print(f"{half} ({h['rows']} rows)")
    for name, f in h["tiers"].items():
        if "error" in f["timing"]:
            print(f"  {name:16} error: {f['timing']['error']}")
            continue
        false = f"{f['false_splits']}/{f['none_rows']}"
        print(
            f"  {name:16} answered {f['answered']}/{f['positives']} ({f['answered_rate']:.1%})  "
            f"P {f['precision']:.3f}  R(all) {f['recall_all']:.3f}  F1(all) {f['f1_all']:.3f}  "
            f"F1(split) {f['f1_split']:.3f}  false splits {false}  {f['timing']['median_ms']} ms"
        )


def print_misses(h: dict[str, Any], tier: str) -> None:
    for m in h["tiers"][tier]["misses"]:
        print(f"\n--- {m['id']} {m['kind']} {m['lang']} {m['category']}")
        print(m["request"])
        print(f"    gold:  {m['gold']}")
        print(f"    found: {m['found']}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--half", choices=HALVES, default=None, help="one half only (printed, not written)")
    parser.add_argument("--tier", choices=list(TIERS), default="tagger", help="--half dev: whose misses")
    args = parser.parse_args()
    if args.half is not None:
        h = score_half(args.half, TIERS)
        print_half(args.half, h)
        if args.half != "heldout":
            print_misses(h, args.tier)
        return
    report = {
        "command": COMMAND,
        "commit": commit(),
        "model_tier": MODEL_TIER,
        "halves": {half: score_half(half, TIERS) for half in HALVES},
        "mt_bench": mt_bench(TIERS),
    }
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "real-finding.json").write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    (OUT / "real-finding.md").write_text(markdown(report), encoding="utf-8")
    for half in HALVES:
        print_half(half, report["halves"][half])
    for name, f in report["mt_bench"].get("tiers", {}).items():
        print(f"MT-Bench {name:16} false splits {f['false_splits']}/{report['mt_bench']['prompts']}")
    print(f"wrote {OUT / 'real-finding.json'} and {OUT / 'real-finding.md'}")


if __name__ == "__main__":
    main()
