"""Build `chat.jsonl`: real chat-bot prompts (Arena-Hard, OpenAssistant) with hand labels.

Reads the verbatim prompts kept in `chat_source/<collection>.jsonl` and the hand labels in
`chat_source/labels.tsv`, resolves every item to an exact substring of its request (in order),
and writes `chat.jsonl`. `--check` also runs the current finder over the rows and prints how
far its answers are from the labels.

    python router_data/items/build_chat.py [--check]
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
SRC = HERE / "chat_source"
OUT = HERE / "chat.jsonl"

KINDS = {"L": "list", "F": "fields", "C": "count", "N": "none"}
CATEGORIES = {
    "qp": ("questions_prose", "several questions in running prose, each answerable on its own"),
    "ql": ("questions_lines", "several questions or tasks on their own lines or numbered"),
    "qpa": ("questions_passage", "numbered questions about one passage; the passage is context"),
    "il": ("inline_list", "one instruction applied to each member of a stated list"),
    "fields": ("fields_named", "named fields to fill from one given text"),
    "count": ("count", "N freely chosen things to make"),
    "dep": ("dependent_questions", "later questions build on the first one's answer, or restate it"),
    "one": ("single_question", "one question or request, however long"),
    "cmp": ("compare_choose", "a comparison or a choice among the things it names"),
    "code": ("code", "a piece of code to write, fix or explain; its lines are context"),
    "math": ("math_problem", "a math or logic problem; its parts share one setup"),
    "puzzle": ("puzzle", "a riddle or puzzle answered whole"),
    "ctx": ("list_as_context", "a list or text that is the context of one question"),
    "fmt": ("number_format_constraint", "a number that sets the answer's length or form"),
    "task": ("single_task", "one task over a text or a role-play set-up"),
    "chat": ("small_talk", "small talk or a conversation rule"),
    "whole": ("list_used_whole", "a list or text to be used as a whole (one poem, one rewrite)"),
}


def load_prompts(src: Path = SRC) -> dict[str, str]:
    """Every kept prompt of `src/<collection>.jsonl`, keyed `<collection>:<id>`."""
    prompts = {}
    for path in sorted(src.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").split("\n"):
            if not line.strip():
                continue
            row = json.loads(line)
            if "instruction" in row:  # Dolly: the prompt is the instruction and its context
                assert row["text"] == (
                    row["instruction"] + "\n\n" + row["context"] if row["context"] else row["instruction"]
                ), row["id"]
            prompts[f"{path.stem}:{row['id']}"] = row["text"]
    return prompts


def load_rules(src: Path) -> dict[str, str]:
    """The selection rule that picked each prompt (`src/selection.tsv`)."""
    rules = {}
    for line in (src / "selection.tsv").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            source, rule, _kind = line.split("\t")
            rules[source] = rule
    return rules


def resolve(request: str, spec: str, start: int) -> tuple[str, int]:
    """An item as written in the label ("start…end" spans), found at or after `start`."""
    if "…" in spec:
        head, tail = spec.split("…", 1)
        i = request.index(head, start)
        j = request.index(tail, i + len(head)) + len(tail)
    else:
        i = request.index(spec, start)
        j = i + len(spec)
    return request[i:j], j


def build(src: Path = SRC, prefix: str = "c") -> list[dict]:
    """The rows of `src`: each prompt of `src/*.jsonl` with its label in `src/labels.tsv`, ids `<prefix>001`..."""
    prompts = load_prompts(src)
    rows = []
    for line in (src / "labels.tsv").read_text(encoding="utf-8").splitlines():
        if not line or line.startswith("#"):
            continue
        source, kind_cat, label, lang = line.split("\t")
        kind_code, cat_code = kind_cat.split(":")
        kind = KINDS[kind_code]
        category, note = CATEGORIES[cat_code]
        request = prompts[source].strip()
        items, count = [], None
        if kind == "count":
            count = int(label)
        elif kind in ("list", "fields"):
            pos = 0
            for spec in label.split(" || "):
                item, pos = resolve(request, spec, pos)
                items.append(item)
            assert len(items) >= 2, source
        else:
            assert not label, source
        rows.append(
            {
                "id": f"{prefix}{len(rows) + 1:03d}",
                "request": request,
                "kind": kind,
                "items": items,
                "count": count,
                "lang": lang,
                "category": category,
                "note": note,
                "source": source,
            }
        )
    sources = [r["source"] for r in rows]
    assert len(set(sources)) == len(sources), "a source is labelled twice"
    assert set(sources) == set(prompts), "every kept prompt needs one label"
    return rows


def check(rows: list[dict]) -> None:
    from sot.pasta_lang.items import find_items

    n_pos = sum(r["kind"] != "none" for r in rows)
    found = exact = kind_ok = split_none = wrong = 0
    moves = Counter()
    for r in rows:
        s = find_items(r["request"])
        wk = s.kind if s else "none"
        wi = [it.text for it in s.items] if s else []
        wc = s.count if s else None
        moves[(wk, r["kind"])] += 1
        same = wk == r["kind"] and (wc == r["count"] if r["kind"] == "count" else [w.strip() for w in wi] == r["items"])
        wrong += not same
        if r["kind"] == "none":
            split_none += wk != "none"
        else:
            found += wk != "none"
            kind_ok += wk == r["kind"]
            exact += same
    n_none = len(rows) - n_pos
    print(f"rows {len(rows)}: positives {n_pos}, none {n_none}")
    print(f"positives answered (any split) {found}/{n_pos}, right kind {kind_ok}, exact {exact}")
    print(f"none rows split {split_none}/{n_none}")
    print(f"labels differing from the finder (kind, items or count): {wrong}")
    for (a, b), c in sorted(moves.items(), key=lambda x: -x[1]):
        print(f"  finder {a:7s} -> label {b:7s} {c}")


def main(src: Path = SRC, out: Path = OUT, prefix: str = "c") -> None:
    """Write `out` from `src`; `--check` scores the current finder on it (and on each selection rule's rows)."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args()
    rows = build(src, prefix)
    with out.open("w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    kinds = Counter(r["kind"] for r in rows)
    print(f"wrote {out.name}: {len(rows)} rows {dict(kinds)}")
    print("langs", dict(Counter(r["lang"] for r in rows)))
    if args.check:
        check(rows)
        if (src / "selection.tsv").exists():
            rules = load_rules(src)
            for rule in sorted(set(rules.values())):
                print(f"-- selection rule ({rule})")
                check([r for r in rows if rules[r["source"]] == rule])


if __name__ == "__main__":
    main()
