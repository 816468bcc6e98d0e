"""Builds the fourth development set (``dev4.jsonl``) from ``dev4_source/*.txt``.

    python benchmarks/data/items_real/build_dev4.py           # writes dev4.jsonl, prints the counts
    python benchmarks/data/items_real/build_dev4.py --score   # also scores it: benchmarks/results/items/dev4-as-first-written.{md,json}

Same block format and checks as ``build.py`` (one ``### kind[:count] lang category | note`` header
a row, the request, then ``>> item`` lines that must be substrings of the request, in order), with
one addition: the header's note ends ``|| <source>``, naming the public prompt the row was taken
from (``(as is)``) or whose phrasing it follows with items of its own (``(phrasing)``), for example
``alpaca_eval:281 (as is)`` or ``banking77:681 (phrasing)``. That becomes the row's ``source``
field (the schema is otherwise ``dev3.jsonl``'s). Ids are ``u001``, ``u002``, ... in file and row
order; every row is for development. See DEV4.md for the sources and how the rows were written.

``--score`` runs ``benchmarks/items_real.py``'s tiers on the set (as ``--half dev4`` does) and also
breaks the figures down by source collection (``alpaca_eval``, ``lima``, ``mt_bench``, ...) and by
whether the row is a public prompt as is or a phrasing with items of its own.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from build import check, counts, parse  # noqa: E402

ROOT = HERE.parents[2]
OUT = ROOT / "benchmarks" / "results" / "items"
COMMAND = "python benchmarks/items_real.py --half dev4"


def build() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for path in sorted((HERE / "dev4_source").glob("*.txt")):
        rows += parse(path.read_text(encoding="utf-8"), path.name)
    out = []
    for number, row in enumerate(rows, 1):
        note, sep, source = row["note"].partition(" || ")
        assert sep and source.strip(), f"u{number:03d}: the header names no source ({row['note']!r})"
        row = {"id": f"u{number:03d}", **row, "note": note.strip(), "source": source.strip()}
        check(row)
        out.append(row)
    return out


def collection(row: dict[str, Any]) -> str:
    """``alpaca_eval:281 (as is)`` -> ``alpaca_eval``."""
    return row["source"].split(":")[0].split(" ")[0]


def how(row: dict[str, Any]) -> str:
    return "as is" if "(as is)" in row["source"] else "phrasing"


def score(rows: list[dict[str, Any]]) -> dict[str, Any]:
    sys.path.insert(0, str(ROOT / "benchmarks"))
    import items_real

    report = {"command": COMMAND, "commit": items_real.commit(), "set": items_real.score_half("dev4", items_real.TIERS)}
    keyed = [{**r, "by_source": collection(r), "by_how": how(r)} for r in rows]
    for name, tier in items_real.TIERS.items():
        results, _ = items_real.run_tier(tier, [r["request"] for r in rows])
        for key in ("by_source", "by_how"):
            report["set"]["tiers"][name][key] = items_real.breakdown(keyed, results, key)
    report["mt_bench"] = items_real.mt_bench(items_real.TIERS)
    return report


def markdown(report: dict[str, Any]) -> str:
    import items_real

    h = report["set"]
    out = [
        "# The fourth development set (dev4) as first written",
        "",
        f"Command: `{report['command']}` at commit {report['commit']} (no model; pure parsing); this file and the "
        "JSON beside it: `python benchmarks/data/items_real/build_dev4.py --score`. Data: "
        "`benchmarks/data/items_real/dev4.jsonl` (see DEV4.md).",
        "",
        "**The rows were written, and their gold labels set, before any finder was run on them; nothing "
        "was tuned on them, and no row was changed after this run.** These are unseen-by-the-finders figures.",
        "",
        "Item match as `benchmarks/items_real.py`: casefold, drop a leading list marker, punctuation to spaces, "
        "exact match, each gold item at most once; a `count` row is all right where the count is exact. "
        "`F1 (all)` counts a positive row not split as all its gold items missed.",
        "",
        f"## dev4 ({h['rows']} rows)",
        "",
        *items_real.TABLE_HEAD,
        *(items_real.line(name, f) for name, f in h["tiers"].items()),
        "",
    ]
    names = [n for n, f in h["tiers"].items() if "error" not in f["timing"] and n != items_real.POINTERS]
    for key, title in (("by_source", "source collection"), ("by_how", "as is or phrasing")):
        out += [
            f"### By {title}: answered / F1 (all) on the positive rows; false splits on the none rows",
            "",
            f"| {title} | positive | none | " + " | ".join(names) + " |",
            "|---|---:|---:|" + "---|" * len(names),
        ]
        out += items_real.group_rows(h["tiers"], names, key)
        out.append("")
    out += items_real.breakdown_tables({n: h["tiers"][n] for n in names})
    auto = h["tiers"]["grammar+learned"]["misses"]
    out += [f"### Rows grammar+learned misses or splits wrong ({len(auto)}; every tier's, with text, in the JSON)", ""]
    out += [f"- {m['id']} ({m['kind']}, {m['category']})" for m in auto]
    pointers = h["tiers"][items_real.POINTERS]["misses"]
    out += [
        "",
        "## Notes",
        "",
        "- Every false split on the `none` rows is the learned tier's (the grammar splits none of them); "
        "grammar+learned and auto inherit them.",
        f"- `{items_real.POINTERS}` (the model tier's reading side on a reply that points right at the gold) "
        f"misses {len(pointers)} rows: " + ", ".join(f"{m['id']} ({m['category']})" for m in pointers) + ".",
        "- Six of dev4's positive rows are MT-Bench first turns taken as is (mt_bench:89, 131, 144, 150, 157, "
        "160: questions, reviews to rate or a count), which `items_real.py`'s MT-Bench figure counts as prompts "
        "with no items; a split on them there is a false split by that figure's assumption, a right one here.",
    ]
    mt = report["mt_bench"]
    if "tiers" in mt:
        out += ["", "## MT-Bench first turns (for reference; unchanged by this set)", ""]
        out += [f"- {n}: {f['false_splits']} of {mt['prompts']} split" for n, f in mt["tiers"].items()]
    out.append("")
    return "\n".join(out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--score", action="store_true", help="also score it and write the first-written figures")
    args = parser.parse_args()
    rows = build()
    with (HERE / "dev4.jsonl").open("w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    summary = {"rows": len(rows), **counts(rows)}
    summary["source"] = {}
    for r in rows:
        key = f"{collection(r)} ({how(r)})"
        summary["source"][key] = summary["source"].get(key, 0) + 1
    json.dump({"dev4": summary}, sys.stdout, indent=1, ensure_ascii=False)
    print()
    if args.score:
        report = score(rows)
        OUT.mkdir(parents=True, exist_ok=True)
        (OUT / "dev4-as-first-written.json").write_text(
            json.dumps(report, indent=2, ensure_ascii=False) + "\n", encoding="utf-8"
        )
        (OUT / "dev4-as-first-written.md").write_text(markdown(report), encoding="utf-8")
        print(f"wrote {OUT / 'dev4-as-first-written.json'} and {OUT / 'dev4-as-first-written.md'}")


if __name__ == "__main__":
    main()
