"""How well sot.pasta_lang.items.find_items finds the items of a request (no model involved).

    python benchmarks/items_finding.py

Writes benchmarks/results/items/finding.json and finding.md:

- ParallelPrompt's synthetic sets (../shared/data/parallelprompt/, keyword extraction 105 and
  reading comprehension 106): how often the finder fires, and item-level precision, recall and
  F1 against the gold ``data``, micro-averaged over prompts, the even-indexed and odd-indexed
  halves reported separately. The tagger is trained on re-rendered copies of both halves
  (``router_data/items/generated.jsonl``), so neither half is held out from it. Normalisation: casefold, drop a leading list marker, every character
  that is not a letter, digit or space becomes a space, spaces collapsed; then exact match
  (each gold item matched at most once). ``f1_all`` counts a prompt it does not fire on as
  all its gold items missed; ``f1_fired`` is over the prompts it fires on.
- MT-Bench's 80 first turns: the fire rate, per category, and every prompt it fires on.
- AlpacaEval-805: every prompt it splits, with its items; and a hand count (labels below).
- benchmarks/data/generate_n.jsonl: our "give me N things" requests, count and noun found.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from sot.pasta_lang.items import ItemSplit, find_items

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"
SYNTHETIC = {
    "keyword_extraction": DATA / "parallelprompt" / "keyword_extraction_synthetic.json",
    "reading_comprehension": DATA / "parallelprompt" / "reading_comprehension_synthetic.json",
}
MT_BENCH = DATA / "mt_bench_question.jsonl"
ALPACA = DATA / "alpaca_eval_805.jsonl"
GENERATE_N = ROOT / "benchmarks" / "data" / "generate_n.jsonl"
OUT = ROOT / "benchmarks" / "results" / "items"
COMMAND = "python benchmarks/items_finding.py"

#: Hand labels, AlpacaEval sample A: every prompt whose id is a multiple of 8 (101 prompts),
#: read one by one. The ids below are the real "give me N ..." or list-of-items requests in it
#: (what a reader would want answered item by item); every other prompt of the sample is not.
SAMPLE_A_IDS = range(0, 805, 8)
SAMPLE_A_REAL = {
    200: "count: 'what are five important topics for game design' (an opinion enumeration)",
    328: "list: three quoted questions inline in one sentence ('How can I create a good thumbnail?', ...)",
}
#: Hand labels, AlpacaEval sample B: the prompts holding a verb of making or listing and a number
#: followed by a word (the regex below; read one by one). The real "N things" / list requests
#: among them, and whether the finder's policy is to split them.
SAMPLE_B_PATTERN = re.compile(
    r"\b(?:give|list|write|generate|suggest|create|brainstorm|provide|propose|come up|name|recommend|make|"
    r"what are)\b(?=.*\b(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)\s+[a-z]+)",
    re.I | re.S,
)
SAMPLE_B_REAL = {
    129: ("count", False, "top 20 films in the public domain: a ranked, factual set (refused by design)"),
    200: ("count", True, "five important topics for game design"),
    275: ("count", True, "10 marketing punch lines"),
    279: ("count", True, "50 short stories under ten words"),
    291: ("count", False, "a top 10 list: ranked (refused by design)"),
    335: ("count", False, "the five most common causes of stress: a fixed, factual set (refused by design)"),
    357: ("count", True, "a list of 10 names from various cultures"),
    457: ("count", True, "a list of 5 words whose letters are in alphabetical order"),
    489: ("list", True, "the Excel function for each of four descriptions (bulleted)"),
}


#: what this report's reader should know about how the figures came about
NOTES = (
    "How the figures came about: the finder is the learned tagger (`scripts/train_items_tagger.py`); its training "
    "rows hold no row of these ParallelPrompt files, but the fourth development set (dev4) copies a few of their "
    "prompts as is, and MT-Bench and AlpacaEval prompts shaped dev4's phrasings: none of these sets is untouched."
)


def normalise(text: str) -> str:
    text = text.casefold()
    text = re.sub(r"^\s*(?:\d{1,2}[.)]|\(\d{1,2}\)|[-*+\u2022])\s+", "", text)
    text = re.sub(r"[^\w\s]|_", " ", text)
    return " ".join(text.split())


def load_jsonl(path: Path) -> list[dict[str, Any]]:
    with path.open(encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def score_half(rows: list[tuple[int, dict[str, Any]]]) -> dict[str, Any]:
    fired = tp = predicted = gold_all = gold_fired = 0
    misses: list[int] = []
    for index, row in rows:
        request = row["original"].replace("\\n", "\n")
        gold = [normalise(g) for g in row["data"]]
        gold_all += len(gold)
        found = find_items(request)
        if found is None:
            misses.append(index)
            continue
        fired += 1
        gold_fired += len(gold)
        left = Counter(gold)
        for item in found.items:
            predicted += 1
            key = normalise(item.text)
            if left[key] > 0:
                left[key] -= 1
                tp += 1

    def f1(p: float, r: float) -> float:
        return 2 * p * r / (p + r) if p + r else 0.0

    precision = tp / predicted if predicted else 0.0
    recall_all = tp / gold_all if gold_all else 0.0
    recall_fired = tp / gold_fired if gold_fired else 0.0
    return {
        "prompts": len(rows),
        "fired": fired,
        "fire_rate": round(fired / len(rows), 4),
        "precision": round(precision, 4),
        "recall_all": round(recall_all, 4),
        "f1_all": round(f1(precision, recall_all), 4),
        "recall_fired": round(recall_fired, 4),
        "f1_fired": round(f1(precision, recall_fired), 4),
        "not_fired": misses,
    }


def synthetic() -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name, path in SYNTHETIC.items():
        rows = list(enumerate(json.loads(path.read_text(encoding="utf-8"))))
        out[name] = {
            "development (even indices)": score_half([r for r in rows if r[0] % 2 == 0]),
            "held out (odd indices)": score_half([r for r in rows if r[0] % 2 == 1]),
            "all": score_half(rows),
        }
    return out


def describe(found: ItemSplit) -> dict[str, Any]:
    return {
        "kind": found.kind,
        "noun": found.noun,
        "count": found.count if found.kind == "count" else len(found.items),
        "items": [item.text for item in found.items],
        "instruction": found.instruction,
        "context_chars": len(found.context),
        "json": found.json,
    }


def mt_bench() -> dict[str, Any]:
    rows = load_jsonl(MT_BENCH)
    fired = []
    by_category: Counter[str] = Counter()
    for row in rows:
        found = find_items(row["turns"][0])
        if found is not None:
            by_category[row["category"]] += 1
            fired.append({"question_id": row["question_id"], "category": row["category"], "prompt": row["turns"][0]}
                         | describe(found))  # fmt: skip
    guarded = sum(by_category[c] for c in ("math", "coding", "reasoning"))
    return {
        "prompts": len(rows),
        "fired": len(fired),
        "fire_rate": round(len(fired) / len(rows), 4),
        "fired_in_math_coding_reasoning": guarded,
        "by_category": dict(by_category),
        "splits": fired,
    }


def alpaca() -> dict[str, Any]:
    rows = load_jsonl(ALPACA)
    splits = {}
    for row in rows:
        found = find_items(row["instruction"])
        if found is not None:
            splits[row["id"]] = {"id": row["id"], "prompt": row["instruction"]} | describe(found)
    sample_a = [row for row in rows if row["id"] in SAMPLE_A_IDS]
    sample_b = [row for row in rows if SAMPLE_B_PATTERN.search(row["instruction"])]
    b_should = [i for i, (_, split, _) in SAMPLE_B_REAL.items() if split]
    return {
        "prompts": len(rows),
        "split": len(splits),
        "splits": list(splits.values()),
        "hand_sample_a": {
            "sample": "ids that are multiples of 8",
            "prompts": len(sample_a),
            "real_requests": SAMPLE_A_REAL,
            "split_of_real": [i for i in SAMPLE_A_REAL if i in splits],
            "split_not_real": [row["id"] for row in sample_a if row["id"] in splits and row["id"] not in SAMPLE_A_REAL],
        },
        "hand_sample_b": {
            "sample": "prompts matching SAMPLE_B_PATTERN (a making/listing verb and a number before a word)",
            "prompts": len(sample_b),
            "ids": [row["id"] for row in sample_b],
            "real_requests": {i: {"kind": k, "should_split": s, "why": w} for i, (k, s, w) in SAMPLE_B_REAL.items()},
            "should_split": b_should,
            "split_of_should": [i for i in b_should if i in splits],
            "split_not_real": [row["id"] for row in sample_b if row["id"] in splits and row["id"] not in SAMPLE_B_REAL],
        },
    }


def generate_n() -> dict[str, Any]:
    rows = load_jsonl(GENERATE_N)
    results = []
    for row in rows:
        found = find_items(row["prompt"])
        results.append(
            {
                "prompt": row["prompt"],
                "count": row["count"],
                "noun": row["noun"],
                "found_count": found.count if found is not None and found.kind == "count" else None,
                "found_noun": found.noun if found is not None else None,
                "instruction": found.instruction if found is not None else None,
            }
        )
    right = sum(r["found_count"] == r["count"] for r in results)
    nouns = sum((r["found_noun"] or "").casefold() == r["noun"].casefold() for r in results)
    return {"prompts": len(rows), "count_right": right, "noun_right": nouns, "results": results}


def markdown(report: dict[str, Any]) -> str:
    lines = [
        "# Finding the items of a request (sot.pasta_lang.items)",
        "",
        f"Command: `{COMMAND}` (no model; pure parsing). Data: `../shared/data/` and `benchmarks/data/generate_n.jsonl`.",
        "",
        NOTES,
        "",
        "## ParallelPrompt synthetic sets",
        "",
        "By half (even and odd indices), as the earlier finder was tuned on the even half. Item match: casefold, drop a leading list marker, "
        "punctuation to spaces, spaces collapsed, then exact match, each gold item at most once; micro-averaged "
        "over prompts. `F1 (all)` counts a prompt not split as all its gold items missed.",
        "",
        "| set | half | prompts | fired | fire rate | precision | recall (all) | F1 (all) | F1 (fired) | not fired |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|---|",
    ]
    for name, halves in report["synthetic"].items():
        for half, s in halves.items():
            lines.append(
                f"| {name} | {half} | {s['prompts']} | {s['fired']} | {s['fire_rate']:.1%} | {s['precision']:.3f} | "
                f"{s['recall_all']:.3f} | {s['f1_all']:.3f} | {s['f1_fired']:.3f} | {s['not_fired']} |"
            )
    mt = report["mt_bench"]
    lines += [
        "",
        "## MT-Bench (80 first turns)",
        "",
        f"Fires on {mt['fired']} of {mt['prompts']} ({mt['fire_rate']:.1%}); on math, coding or reasoning: "
        f"{mt['fired_in_math_coding_reasoning']}. By category: {mt['by_category']}.",
        "",
    ]
    for s in mt["splits"]:
        lines += _split_lines(f"MT-Bench {s['question_id']} ({s['category']})", s)
    al = report["alpaca_eval"]
    a, b = al["hand_sample_a"], al["hand_sample_b"]
    lines += [
        "",
        "## AlpacaEval (805)",
        "",
        f"Splits {al['split']} of {al['prompts']} prompts; every split is listed below for a reader to judge.",
        "",
        "Hand count, sample A (every prompt whose id is a multiple of 8, "
        f"{a['prompts']} prompts, each read): {len(a['real_requests'])} real 'N things' or list requests "
        f"({', '.join(f'{k}: {v}' for k, v in a['real_requests'].items())}); the finder splits "
        f"{len(a['split_of_real'])} of them, and {len(a['split_not_real'])} other prompts of the sample.",
        "",
        "Hand count, sample B (the "
        f"{b['prompts']} prompts with a making/listing verb and a number before a word, each read): "
        f"{len(b['real_requests'])} real 'N things' or list requests, {len(b['should_split'])} of them to be split "
        f"under the finder's policy (ranked or fixed factual sets are answered whole); the finder splits "
        f"{len(b['split_of_should'])} of {len(b['should_split'])} ({_rate(b['split_of_should'], b['should_split'])}), "
        f"and {len(b['split_not_real'])} prompts that are not real requests.",
        "",
        "| id | kind | should split | split | why |",
        "|---:|---|---|---|---|",
    ]
    split_ids = {s["id"] for s in al["splits"]}
    for i, r in b["real_requests"].items():
        lines.append(f"| {i} | {r['kind']} | {'yes' if r['should_split'] else 'no'} | "
                     f"{'yes' if i in split_ids else 'no'} | {r['why']} |")  # fmt: skip
    lines.append("")
    for s in al["splits"]:
        lines += _split_lines(f"AlpacaEval {s['id']}", s)
    g = report["generate_n"]
    lines += [
        "",
        "## generate_n.jsonl (our 'give me N things' requests, for the speed benchmark)",
        "",
        f"Count found right on {g['count_right']} of {g['prompts']}; noun right on {g['noun_right']} of {g['prompts']}.",
        "",
        "| prompt | count | found | noun | found | instruction for one |",
        "|---|---:|---:|---|---|---|",
    ]
    for r in g["results"]:
        lines.append(f"| {r['prompt']} | {r['count']} | {r['found_count']} | {r['noun']} | {r['found_noun']} | "
                     f"{r['instruction']} |")  # fmt: skip
    return "\n".join(lines) + "\n"


def _rate(part: list[int], whole: list[int]) -> str:
    return f"{len(part) / len(whole):.0%}" if whole else "n/a"


def _split_lines(title: str, s: dict[str, Any]) -> list[str]:
    prompt = " ".join(s["prompt"].split())
    prompt = prompt if len(prompt) <= 300 else prompt[:300] + " ..."
    out = [f"- **{title}**: {s['kind']}, {s['count']} {s['noun']}. Prompt: {prompt!r}"]
    out.append(f"  - instruction: {s['instruction']!r}; context: {s['context_chars']} chars; json: {s['json']}")
    for item in s["items"]:
        out.append(f"  - item: {' '.join(item.split())!r}")
    return out


def main() -> None:
    missing = [p for p in (*SYNTHETIC.values(), MT_BENCH, ALPACA) if not p.exists()]
    if missing:
        sys.exit(f"data not found: {', '.join(map(str, missing))} (see ../shared/data/README.md)")
    report = {
        "command": COMMAND,
        "notes": NOTES,
        "synthetic": synthetic(),
        "mt_bench": mt_bench(),
        "alpaca_eval": alpaca(),
        "generate_n": generate_n(),
    }
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "finding.json").write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    (OUT / "finding.md").write_text(markdown(report), encoding="utf-8")
    for name, halves in report["synthetic"].items():
        for half, s in halves.items():
            print(
                f"{name:22} {half:28} fire {s['fire_rate']:.1%}  F1(all) {s['f1_all']:.3f}  F1(fired) {s['f1_fired']:.3f}"
            )
    mt = report["mt_bench"]
    print(
        f"MT-Bench fire {mt['fire_rate']:.1%} ({mt['fired']}); math/coding/reasoning {mt['fired_in_math_coding_reasoning']}"
    )
    print(f"AlpacaEval splits {report['alpaca_eval']['split']}")
    g = report["generate_n"]
    print(f"generate_n count right {g['count_right']}/{g['prompts']}")
    print(f"wrote {OUT / 'finding.json'} and {OUT / 'finding.md'}")


if __name__ == "__main__":
    main()
