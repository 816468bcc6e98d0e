"""Pick the prompts of `chat2.jsonl` (run once; kept to show how the rows were chosen).

Needs the two mirrors (fetched as github:lmarena/arena-hard-auto at 196f6b8 and
github:Open-Assistant/oasst-model-eval at ce935de) and writes `chat2_source/<collection>.jsonl`
(verbatim `id`, `text`) and `selection.tsv` (source, rule, finder's kind at selection time).
Rule (a) depends on the finder in the tree, so a rerun after the finder changes picks other rows;
the files kept in `chat2_source/` are the ones labelled.

    python router_data/items/chat2_source/pick_rows.py ARENA_GIT_DIR OASST_GIT_DIR
"""

from __future__ import annotations

import gzip
import json
import random
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
SEED = 20261203
BASE_N = 60
CAP_AB = 240

ARENA = [
    ("arena-hard-v0.1", "data/arena-hard-v0.1/question.jsonl"),
    ("arena-hard-v2.0", "data/arena-hard-v2.0/question.jsonl"),
]
OASST = [
    ("oasst-prompt-lottery-250", "model_eval/manual/data/prompt_lottery_en_250_text.jsonl"),
    ("oasst-en-100", "model_eval/manual/data/en_100_text.jsonl"),
]
ONEK = "sampling_reports/oasst-sft/1k-prompts/"
MULTI = ("oasst-multilingual-60", "model_eval/manual/data/multilingual-60.jsonl", 5)  # lines 0-4 are English

NUM = r"(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|a few|a couple of|several)"
N_THINGS = re.compile(rf"\b{NUM}\s+(?:[a-z-]+\s+)?[a-z-]+s\b", re.I)
MARKER = re.compile(r"^\s*(?:[-*•]\s|\d{1,2}[.)]\s|[a-zA-Z][.)]\s|\(\w{1,2}\)\s)")


def show(git_dir: str, path: str) -> str:
    return subprocess.run(
        ["git", "--git-dir", git_dir, "show", f"HEAD:{path}"], capture_output=True, text=True, check=True
    ).stdout


def jsonl(text: str) -> list:
    return [json.loads(line) for line in text.split("\n") if line.strip()]


def collect(arena: str, oasst: str) -> list[tuple[str, str, str]]:
    rows = []
    for col, path in ARENA:
        for r in jsonl(show(arena, path)):
            rows.append((col, r["uid"], r["prompt"] if "prompt" in r else r["turns"][0]["content"]))
    for col, path in OASST:
        rows += [(col, str(i), t) for i, t in enumerate(jsonl(show(oasst, path)))]
    names = subprocess.run(
        ["git", "--git-dir", oasst, "ls-tree", "-r", "HEAD", "--name-only", ONEK],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    for path in sorted(names):
        nn = path.split("result_")[1][:2]
        rows += [
            (f"oasst-1k-{nn}", str(i), p["prompt"]) for i, p in enumerate(json.loads(show(oasst, path))["prompts"])
        ]
    col, path, n_en = MULTI
    rows += [(col, str(i), t) for i, t in enumerate(jsonl(show(oasst, path))[:n_en])]
    return rows


LOCAL_SETS = [  # local copies of sets the development data draws on (MT-Bench, AlpacaEval, LIMA)
    "sot/bench/data/mt_bench_sample.jsonl",
    "tests/fixtures/alpaca_eval_sample.jsonl",
    "benchmarks/results/learned-pasta/lima-route-data.jsonl.gz",
]


def strings(obj) -> list[str]:
    if isinstance(obj, str):
        return [obj.strip()]
    if isinstance(obj, dict):
        obj = list(obj.values())
    if isinstance(obj, list):
        return [s for v in obj for s in strings(v)]
    return []


def known_requests() -> set[str]:
    seen = set()
    for rel in LOCAL_SETS:
        path = ROOT / rel
        opener = gzip.open if rel.endswith(".gz") else open
        with opener(path, "rt", encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    seen.update(strings(json.loads(line)))
    files = sorted((ROOT / "router_data/items").glob("*.jsonl")) + sorted(
        p for p in (ROOT / "benchmarks/data/items_real").glob("*.jsonl") if p.name != "heldout.jsonl"
    )
    for p in files:
        if p.name == "chat2.jsonl":
            continue
        for line in p.read_text(encoding="utf-8").split("\n"):
            if line.strip():
                seen.add(json.loads(line)["request"].strip())
    return seen


def rule_b(text: str) -> bool:
    marked = sum(bool(MARKER.match(line)) for line in text.split("\n"))
    return text.count("?") + text.count("？") >= 2 or bool(N_THINGS.search(text)) or marked >= 3


def main() -> None:
    from sot.pasta_lang.items import find_items

    arena, oasst = sys.argv[1:3]
    pool, first = [], {}
    for col, pid, text in collect(arena, oasst):
        if len(text) <= 6000 and text.strip() not in first:
            first[text.strip()] = (col, pid)
            pool.append((col, pid, text))
    known = known_requests()
    left = [p for p in pool if p[2].strip() not in known]
    print(f"pool {len(pool)}, not in chat.jsonl or other sets {len(left)}")
    a, b, rest, guess = [], [], [], {}
    for p in left:
        s = find_items(p[2].strip())
        guess[p[:2]] = s.kind if s else "none"
        if s is not None:
            a.append(p)
        elif rule_b(p[2]):
            b.append(p)
        else:
            rest.append(p)
    print(f"(a) finder splits {len(a)}, (b) filters {len(b)}, rest {len(rest)}")
    rng = random.Random(SEED)
    if len(a) + len(b) > CAP_AB:
        # every (a) prompt is kept; (b) is cut to a seeded sample filling the cap
        b = rng.sample(b, CAP_AB - len(a))
        print(f"(a)+(b) over {CAP_AB}: all (a), seeded sample of {len(b)} from (b)")
    ab = [("a", p) for p in a] + [("b", p) for p in b]
    picked = ab + [("c", p) for p in rng.sample(rest, BASE_N)]
    order = {p[:2]: i for i, p in enumerate(pool)}
    picked.sort(key=lambda x: order[x[1][:2]])
    by_col: dict[str, list] = {}
    for _rule, (col, pid, text) in picked:
        by_col.setdefault(col, []).append({"id": pid, "text": text})
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for col, rows in by_col.items():
        with (HERE / f"{col}.jsonl").open("w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with (HERE / "selection.tsv").open("w", encoding="utf-8") as f:
        f.write("# source\trule\tfinder kind at selection\n")
        for rule, (col, pid, _t) in picked:
            f.write(f"{col}:{pid}\t{rule}\t{guess[(col, pid)]}\n")
    print(f"picked {len(picked)}:", {r: sum(x[0] == r for x in picked) for r in "abc"})


if __name__ == "__main__":
    main()
