"""A development set's figures as first written, for the ``build_devN.py --score`` of dev5 and later.

    python benchmarks/data/items_real/build_dev7.py --score [OUT.md]

:func:`score` runs ``benchmarks/items_real.py``'s scoring (``score_half``) on one rows file
(``devN.jsonl`` beside this file) for the checkout this file is in, and writes the figures per
tier, per kind and per language (each, and English against the rest), and the tagger's misses.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ORDINALS = {5: "fifth", 6: "sixth", 7: "seventh", 8: "eighth", 9: "ninth", 10: "tenth", 11: "eleventh", 12: "twelfth"}


def editable_here(root: Path) -> None:
    """Where the project is installed editable from another checkout, import ``sot`` from ``root``."""
    for name, module in list(sys.modules.items()):
        if name.startswith("__editable__") and name.endswith("_finder") and hasattr(module, "MAPPING"):
            old = Path(module.MAPPING["sot"]).parent
            module.MAPPING = {k: str(root / Path(v).relative_to(old)) for k, v in module.MAPPING.items()}
            module.NAMESPACES = {
                k: [str(root / Path(p).relative_to(old)) for p in v] for k, v in module.NAMESPACES.items()
            }
    sys.path.insert(0, str(root))


def score(rows_file: Path, out: Path) -> None:
    """``benchmarks/items_real.py``'s figures on ``rows_file`` (``devN.jsonl``) for the checkout this
    file is in: per tier, per kind and per language (each, and English against the rest), and the misses."""
    import importlib.util
    import subprocess

    rows_file = Path(rows_file).resolve()
    half = rows_file.stem  # "dev7"
    ordinal = ORDINALS[int(half.removeprefix("dev"))]
    card, script = f"{half.upper()}.md", f"build_{half}.py"
    root = HERE.parents[2]
    editable_here(root)
    spec = importlib.util.spec_from_file_location("items_real", root / "benchmarks" / "items_real.py")
    ir = importlib.util.module_from_spec(spec)
    sys.modules["items_real"] = ir
    spec.loader.exec_module(ir)
    import sot.pasta_lang.items as items

    assert Path(items.__file__).resolve().is_relative_to(root), items.__file__
    ir.DATA = rows_file.parent
    h = ir.score_half(half, ir.TIERS)
    rows = ir.load_half(half)
    for r in rows:
        r["en_or_not"] = "en" if r["lang"] == "en" else "not en"
    head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=root, capture_output=True, text=True)
    names = [n for n, f in h["tiers"].items() if "error" not in f["timing"]]
    md = [
        f"# The {ordinal} development set ({half}) as first written",
        "",
        f"Finders at commit {head.stdout.strip()}, in a worktree of their own; `benchmarks/items_real.py`'s "
        f"scoring (`score_half`) on `benchmarks/data/items_real/{half}.jsonl` (see {card}). Command, from a "
        f"worktree at that commit with `{half}.jsonl` and `{script}` copied into its "
        f"`benchmarks/data/items_real/`: `python benchmarks/data/items_real/{script} --score OUT.md` "
        "(it imports `sot` from that worktree, not from an editable install elsewhere).",
        "",
        "**The rows were written, and their gold labels set, before any finder was run on them or its "
        f"vocabulary read; {half}.jsonl was committed before this run and no row was changed after it.**",
        "",
        "Item match as `benchmarks/items_real.py`: casefold, drop a leading list marker, punctuation to "
        "spaces, exact match, each gold item at most once; a `count` row is all right where the count is "
        "exact. `answered` is the share of positive rows split at all; `F1 (all)` counts a positive row not "
        "split as all its gold items missed.",
        "",
        f"## {half} ({h['rows']} rows)",
        "",
        *ir.TABLE_HEAD,
        *[ir.line(n, f) for n, f in h["tiers"].items()],
        "",
    ]
    results = {n: [None] * len(rows) for n in names}
    by_id = {r["id"]: i for i, r in enumerate(rows)}
    for n in names:  # each tier's splits again, for the groups below (score_half keeps only figures)
        tier = ir.TIERS.get(n) or ir.pointers_tier(rows)
        results[n] = ir.run_tier(tier, [r["request"] for r in rows])[0]
    for key, title in (("kind", "kind"), ("lang", "language"), ("en_or_not", "English or not")):
        groups = {n: ir.breakdown(rows, results[n], key) for n in names}
        md += [
            f"### By {title}: answered / F1 (all) on the positive rows; false splits on the none rows",
            "",
            f"| {title} | positive | none | " + " | ".join(names) + " |",
            "|---|---:|---:|" + "---|" * len(names),
        ]
        md += ir.group_rows({n: {key: groups[n]} for n in names}, names, key, precision=True)
        md.append("")
    md += [
        "## Rows the tagger misses or splits wrong",
        "",
        "| id | kind | lang | category | gold | found |",
        "|---|---|---|---|---|---|",
    ]
    for m in h["tiers"]["tagger"]["misses"]:
        r = rows[by_id[m["id"]]]
        gold = f"count {r['count']}" if r["kind"] == "count" else f"{len(r['items'])} items" if r["items"] else "none"
        found = m["found"]
        if found is None:
            seen = "nothing"
        elif found["kind"] == "count":
            seen = f"count {found['count']}"
        else:
            right = ir.matched(r["items"], found["items"])
            seen = f"{found['kind']}, {len(found['items'])} items ({right} right)"
        md.append(f"| {m['id']} | {m['kind']} | {m['lang']} | {m['category']} | {gold} | {seen} |")
    md.append("")
    out.write_text("\n".join(md), encoding="utf-8")
    print(f"wrote {out}")
    ir.print_half(half, h)
