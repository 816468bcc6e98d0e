"""What items mode's planner reply costs, before and now, on the development set's requests.

    python benchmarks/items_plan_tokens.py [TOKENIZER_JSON]

Before, the reply copied the request's items and context back as JSON (its cap the request's
tokens + 96); now it points into the request (``ITEMS 4-7``, ``ITEMS 2:"first words..."``,
``COUNT 5 things``, ``ASK 1``, ``NONE``; its cap :data:`PLAN_MAX_TOKENS`, fixed). For every
request of ``benchmarks/data/items_real/dev.jsonl`` (the development half only) the ideal reply
of each form is built from the gold items and counted with the embedded model's tokenizer
(``tokenizers``; default: the cached SmolLM2 tokenizer); medians by the request's length. Also:
whether those oracle pointers resolve, through ``split_from_pointers``, to exactly the gold
items (what the parser loses where the model points right), and why not where they do not.
Prints; writes nothing.
"""

from __future__ import annotations

import glob
import json
import re
import statistics
import sys
from pathlib import Path

from tokenizers import Tokenizer

from sot.orchestrator.modes.items_planner import PLAN_MAX_TOKENS
from sot.pasta_lang.items.plan import split_from_pointers

paths = sys.argv[1:] or glob.glob(str(Path.home() / ".cache/sot/models/SmolLM2-135M-Instruct*/tokenizer.json"))
if not paths:
    sys.exit("no tokenizer.json: pass one (a Hugging Face tokenizer file)")
tok = Tokenizer.from_file(paths[0])


def n(text: str) -> int:
    return len(tok.encode(text).ids)


rows = [json.loads(line) for line in open("benchmarks/data/items_real/dev.jsonl", encoding="utf-8")]
out = []
for r in rows:
    req = r["request"]
    lines = req.split("\n")
    if r["kind"] == "none":
        old = json.dumps({"items": []})
        new = "NONE"
    elif r["kind"] == "count":
        old = json.dumps({"instruction": "Write one " + "x " * 8, "count": r["count"], "things": "things"})
        new = f"COUNT {r['count']} things\nASK 1"
    else:
        items = r["items"]
        rest = req
        for it in items:
            rest = rest.replace(it, "", 1)
        first = lines[0]
        old = json.dumps(
            {"instruction": first[:120] + " {item}", "context": rest.replace(first, "", 1).strip(), "items": items},
            ensure_ascii=False,
        )
        whole = []
        for it in items:
            k = next(
                (
                    i
                    for i, ln in enumerate(lines, 1)
                    if re.sub(r"^\s*(?:[-*\u2022]|\d+[.)])\s*", "", ln).strip().strip("*") == it
                ),
                None,
            )
            whole.append(k)
        item_lines = {i for i, ln in enumerate(lines, 1) if any(it in ln for it in items)}
        # the instruction: the first other line, unless it is a passage (then none: it is context)
        ask = next((i for i, ln in enumerate(lines, 1) if ln.strip() and i not in item_lines), min(item_lines))
        ask = "none" if len(lines[ask - 1].split()) > 30 else ask
        key = "FIELDS" if r["kind"] == "fields" else "ITEMS"
        if all(whole):
            new = f"{key} " + ", ".join(map(str, whole)) + f"\nASK {ask}"
        else:
            ptrs = []
            for it in items:
                k = next((i for i, ln in enumerate(lines, 1) if it in ln), None)
                w = it.split()
                ptrs.append(f'{k}:"{" ".join(w[:3])}..."' if len(w) > 3 else f'{k}:"{it}"')
            new = f"{key} " + " ".join(ptrs) + f"\nASK {ask}"
        split, why = split_from_pointers(req, new)
        got = [i.text for i in split.items] if split else None
        out.append((r["id"], got == items, why, got, items))
    r["old"], r["new"], r["cap_old"] = n(old), n(new), n(req) + 96
buckets = {"<150": [], "150-400": [], "400+": []}
for r in rows:
    t = n(r["request"])
    b = "<150" if t < 150 else "150-400" if t < 400 else "400+"
    buckets[b].append(r)
print(f"{'request tokens':>15} {'n':>4} {'old reply':>10} {'old cap':>8} {'new reply':>10} {'new cap':>8}")
for b, rs in buckets.items():
    if rs:
        print(
            f"{b:>15} {len(rs):>4} {statistics.median(x['old'] for x in rs):>10} {statistics.median(x['cap_old'] for x in rs):>8} {statistics.median(x['new'] for x in rs):>10} {PLAN_MAX_TOKENS:>8}"
        )
ok = sum(o[1] for o in out)
print(f"oracle pointers resolved to exactly the gold items: {ok}/{len(out)}")
for o in out:
    if not o[1]:
        print("  ", o[0], o[2] or "", o[3], o[4])
