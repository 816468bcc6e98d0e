"""Items mode's speed: a request of several items, answered item by item at once, against direct.

A request that applies one instruction to several items ("answer these 8 questions about the
text", "extract A, B and C from this text", "give me 10 taglines") is split by
:func:`sot.pasta_lang.items.find_items`; ``--mode items`` asks every item at once, and
``--mode auto`` picks it where the cost model predicts it faster. This script asks the same
requests in ``direct``, ``items`` and ``auto``, side by side in one run, each prompt's modes
in turn in every order (each mode as often right after each other one, as the local
model's prompt cache favours the mode asked right after another on the same prompt), and
reports medians.

Prompts: the odd-indexed requests of ParallelPrompt's keyword-extraction and
reading-comprehension sets beside the checkout (``original``, its literal ``\\n`` read as
newlines; ``--per-set`` of each; the even-indexed half is the item finder's development half,
so these are held out), and the generate-N set ``benchmarks/data/generate_n.jsonl``
(``prompt``; written with the item finder, so not held out; without it, the 8 ``GENERATE_N``
below).

The real-phrased requests (``--set benchmarks/data/items_real/heldout.jsonl``, or ``dev.jsonl``;
see its README): the rows that state their own items, and with ``--negatives`` also the
``none`` rows (requests that look list-like but have no items to split), in the file's order,
``--limit`` of them. The held-out half's texts are never written to the report (ids only).

Remote (default): the loopback OpenAI-compatible server of ``tests/loopback.py`` streams at a
hosted model's pace (``--rate`` tokens/s per stream, ``--first-token`` s to the first token,
independent streams), asked through the real ``openai`` SDK. Its replies are synthetic, of a
fixed size per item (``--item-words`` W, one token a word):

- a request for one item (its last user message has the item prompt's "Answer only this one"
  or "Write only that one" line): W words;
- a direct answer to a request of n items: n * W words, as a model answering all n writes all
  n answers. With ``--set``, n is the row's **gold** number of items (its ``count``, or how many
  ``items`` it lists; 1 on a ``none`` row), not what ``find_items`` finds: a finder that misses
  real phrasing must not shorten the direct answer it is compared with. So the answer's total
  length per item is the same in every mode (W words an item, whoever split it). Without
  ``--set``, n is the tagger's count (``find_items``; 1 where it does not split);
- SoT (auto's other parallel choice), as in ``auto_remote.py``: a skeleton of 5 points, each
  point n * W * 1.15 / 5 words;
- items mode's planner call (its prompt opens as ``ITEM_PLAN_PROMPT`` does): ``NONE`` (a
  model that finds no items), or with ``--set`` and ``--plan-reply gold`` the reply that points
  right at the row's gold (``benchmarks/items_real.py``'s ``gold_pointers``: a model that
  finds every item, in a few dozen tokens); counted as ``item_plan`` in ``server_requests``
  and per ask in its row's ``item_plan_calls``.

The words are drawn from a small vocabulary, seeded by the request, so no two items repeat
each other (items mode drops a generated item that repeats an earlier one).

Local (``--local``): the embedded model (``model="local"``, SmolLM2-135M on this machine's
CPU), the same three modes on ``--local-limit`` of the shortest prompts (``--repeats`` rounds),
after one warm-up ask in each mode; answer tokens counted from the result's
``usage.completion_tokens``; each ask's calls whose ``purpose`` is ``item_plan`` (the
planner's) counted in its row's ``item_plan_calls`` (the issue wants none on this CPU).

    python benchmarks/items_speed.py                 # remote: writes benchmarks/results/items/speed.json
    python benchmarks/items_speed.py --local --repeats 3  # local: benchmarks/results/items/speed-local.json
    python benchmarks/items_speed.py --local --repeats 3 --cold --out benchmarks/results/items/speed-local-cold.json
    python benchmarks/items_speed.py --modes direct,sot --per-set 2 --out /tmp/dry.json
    python benchmarks/items_speed.py --set benchmarks/data/items_real/heldout.jsonl --out benchmarks/results/items/real-speed-heldout.json
    python benchmarks/items_speed.py --set benchmarks/data/items_real/dev.jsonl --negatives --limit 10 --out /tmp/dev.json
    python benchmarks/items_speed.py --set benchmarks/data/items_real/heldout.jsonl --local --local-limit 8 --out benchmarks/results/items/real-speed-local-heldout.json

Prints the report as JSON (and writes it to ``--out``): the exact command, the machine, per
mode the median latency, time to the first answer token, answer words/s and tokens/s, the
median per-prompt speedup against direct, auto's choice per prompt with its reason, and every
prompt's row.
"""

from __future__ import annotations

import argparse
import functools
import itertools
import json
import os
import platform
import random
import re
import shlex
import statistics
import sys
import time
import zlib
from pathlib import Path
from typing import Any

import anyio

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # for tests.loopback

import sot
from sot.orchestrator.events import Done, RouteDecided
from tests.loopback import LoopbackServer, last_user_text

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared" / "data" / "parallelprompt"
SETS = ("keyword_extraction_synthetic", "reading_comprehension_synthetic")
GENERATE_FILE = ROOT / "benchmarks" / "data" / "generate_n.jsonl"
RESULTS = ROOT / "benchmarks" / "results" / "items"

#: generate-N requests used where benchmarks/data/generate_n.jsonl is absent
GENERATE_N = [
    "Give me 10 taglines for a neighbourhood bakery.",
    "Write 6 names for a golden retriever puppy.",
    "Suggest 8 weekend activities for a family with young children on a rainy day.",
    "List 5 interview questions for a junior data analyst.",
    "Give me 7 ideas for a science fair project about plants.",
    "Write 4 short subject lines for an email announcing a product launch.",
    "Suggest 12 healthy snacks to take on a long hike.",
    "Give me 9 titles for a blog post about learning to cook at home.",
]

START_LOAD = os.getloadavg()  # when the script started
WARM_UP = "Give me 3 names for a cat."
_ITEM = re.compile(r"answer only this one|write only that one", re.IGNORECASE)
_POINT = re.compile(r"write only point (\d+)", re.IGNORECASE)
_PLAN = "responsible only for giving the skeleton"
POINTS = ["First part", "Second part", "Third part", "Fourth part", "Fifth part"]
VOCAB = (
    "the a of and to in river stone light market paper garden window morning silver quiet "
    "green harbour letter bridge music winter summer orange table field travel simple bright "
    "city coast forest road story answer number careful fresh small large early later clear"
).split()

SIZING = (
    "synthetic replies, one token a word, W={w}: an item request (its last user message has the "
    "item prompt's 'Answer only this one' / 'Write only that one' line) writes W words; a "
    "direct answer to a request of n items ({n_from}) writes n*W words; SoT (auto_remote's shapes): "
    "a skeleton of 5 points, each point n*W*1.15/5 words; items mode's planner call: NONE"
)
N_FROM_FINDER = "n from the local tagger (find_items) on the request, 1 where it does not split"
N_FROM_GOLD = (
    "n from the data row's gold: its count, or how many items it lists, 1 on a none row; not from "
    "find_items, so the total answer length per item is the same in every mode"
)


# ---------------------------------------------------------------------- prompts
def load_prompts(per_set: int, generate_limit: int | None) -> tuple[list[dict[str, Any]], str]:
    """The held-out prompts (odd indices of each ParallelPrompt set, then generate-N), and where
    the generate-N prompts came from."""
    prompts: list[dict[str, Any]] = []
    for name in SETS:
        rows = json.loads((SHARED / f"{name}.json").read_text())
        for index in range(1, len(rows), 2)[:per_set]:
            text = rows[index]["original"].replace("\\n", "\n").strip()
            prompts.append({"source": name.removesuffix("_synthetic"), "index": index, "prompt": text})
    if GENERATE_FILE.exists():
        lines = [json.loads(line) for line in GENERATE_FILE.read_text().splitlines() if line.strip()]
        generate = [row["prompt"] for row in lines]
        origin = str(GENERATE_FILE.relative_to(ROOT))
    else:
        generate, origin = GENERATE_N, "items_speed.py GENERATE_N (benchmarks/data/generate_n.jsonl absent)"
    for index, text in enumerate(generate[:generate_limit]):
        prompts.append({"source": "generate_n", "index": index, "prompt": text})
    return prompts, origin


def load_set(path: Path, negatives: bool, limit: int | None) -> list[dict[str, Any]]:
    """The rows of a real-phrased requests file (``benchmarks/data/items_real/*.jsonl``) as
    prompts: the positive rows (and the ``none`` rows with ``negatives``), each with its gold n."""
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    prompts = []
    for row in rows:
        if row["kind"] == "none" and not negatives:
            continue
        gold = int(row["count"]) if row["kind"] == "count" else max(len(row["items"]), 1)
        prompts.append(
            {
                "source": path.stem,
                "index": row["id"],
                "prompt": row["request"],
                "gold_n": gold,
                "gold_kind": row["kind"],
                "lang": row["lang"],
                "category": row["category"],
            }
        )
    return prompts[:limit]


def plan_marker() -> str | None:
    """The opening words of items mode's planner prompt (``None`` where there is none)."""
    try:
        from sot.templates.prompts import ITEM_PLAN_PROMPT
    except ImportError:
        return None
    return ITEM_PLAN_PROMPT.strip()[:60]


@functools.cache
def split_of(text: str) -> tuple[str | None, int]:
    """``(kind, n)``: the tagger's split of ``text`` (``find_items``; ``(None, 1)`` where it does
    not split, or where the finder is not there)."""
    try:
        from sot.pasta_lang.items import find_items
    except ImportError:
        return None, 1
    split = find_items(text)
    if split is None:
        return None, 1
    n = split.count if split.kind == "count" and split.count else len(split.items)
    return split.kind, max(n, 1)


def finder_present() -> bool:
    try:
        from sot.pasta_lang.items import find_items  # noqa: F401
    except ImportError:
        return False
    return True


# ---------------------------------------------------------------------- the server's replies
def words(count: int, seed_text: str) -> str:
    rng = random.Random(zlib.crc32(seed_text.encode()))
    return " ".join(rng.choice(VOCAB) for _ in range(max(count, 1))) + "."


class Sizer:
    """The server's replies, sized as :data:`SIZING` says; counts what it was asked."""

    def __init__(self, item_words: int, sizes: dict[str, int], plans: dict[str, str] | None = None) -> None:
        """``sizes``: each known prompt's n (the gold's with ``--set``, else the finder's);
        ``plans``: the planner's reply to each (``NONE`` where none is given)."""
        self.item_words = item_words
        self.sizes = dict(sorted(sizes.items(), key=lambda kv: -len(kv[0])))  # the longest that fits first
        self.plans = plans or {}
        self.plan_marker = plan_marker()
        self.seen = {"item": 0, "direct": 0, "plan": 0, "point": 0, "item_plan": 0, "direct_unmatched": 0}

    def items_of(self, text: str) -> int:
        """n for the request inside ``text``: the known prompt it carries, else the finder on it."""
        for prompt, n in self.sizes.items():
            if prompt in text:
                return n
        self.seen["direct_unmatched"] += 1
        return split_of(text)[1]

    def __call__(self, body: dict[str, Any]) -> str:
        text = last_user_text(body)
        system = " ".join(str(m.get("content", "")) for m in body.get("messages", []) if m.get("role") == "system")
        if self.plan_marker and self.plan_marker in text:
            self.seen["item_plan"] += 1
            return next((self.plans.get(p, "NONE") for p in self.sizes if p in text), "NONE")
        if _ITEM.search(text):
            self.seen["item"] += 1
            return words(self.item_words, text)
        if _POINT.search(text):
            self.seen["point"] += 1
            return words(round(self.items_of(text) * self.item_words * 1.15 / len(POINTS)), text)
        if _PLAN in text or _PLAN in system:
            self.seen["plan"] += 1
            return "\n".join(f"{i + 1}. {p}" for i, p in enumerate(POINTS))
        self.seen["direct"] += 1
        return words(self.items_of(text) * self.item_words, text)


# ---------------------------------------------------------------------- one ask
ORDER = (
    "each prompt's modes in the next of all their orders in turn (6 for 3 modes), so each mode "
    "is asked right after each other one as often: a mode asked right after another on the same "
    "prompt finds its prompt in the local engine's cache"
)


def orders(modes: list[str]) -> list[list[str]]:
    return [list(order) for order in itertools.permutations(modes)]


def measure(result: Any, total: float) -> dict[str, Any]:
    answer_words = len(result.answer.split())
    tokens = result.usage.completion_tokens or None
    return {
        "mode": result.mode,
        "fallback": result.fallback,
        "latency_s": round(total, 3),
        "first_token_s": result.timings.first_token_s,
        "answer_words": answer_words,
        "words_per_s": round(answer_words / total, 1),
        "completion_tokens": tokens,
        "tokens_per_s": round(tokens / total, 1) if tokens else None,
        "reason": result.route.reason if result.route else None,
        "error": result.error,
    }


async def settle_probe(server: LoopbackServer) -> str:
    """Auto's probe of the loopback server's streams, started and waited for (as a long-running
    gateway or ``Client`` has it by its second ask): each measured ask is a one-shot
    ``sot.orchestrate``, whose client closes before a probe it starts can end."""
    from sot.providers.probe import wait_for_probe

    options = {"base_url": server.base_url_openai, "api_key": "loopback"}
    async with sot.Client(model="openai:loopback", provider_options=options) as client:
        await client.run("warm-up", mode="auto", max_tokens=64)
        state = await wait_for_probe(client._pool.get(client.resolve("warm-up", {}).model))
    return "not probed" if state is None else "probed" if state.known else f"not known: {state.why}"


async def ask_remote(server: LoopbackServer, prompt: str, mode: str, sizer: Sizer | None = None) -> dict[str, Any]:
    server.reset()
    plans = sizer.seen["item_plan"] if sizer else 0
    start = time.perf_counter()
    result = await sot.orchestrate(
        prompt,
        model="openai:loopback",
        mode=mode,
        max_tokens=4096,  # never the bound: every reply ends on its own
        provider_options={"base_url": server.base_url_openai, "api_key": "loopback"},
    )
    row = measure(result, time.perf_counter() - start)
    row["requests"] = len(server.requests)
    row["peak_streams"] = server.peak_concurrency
    if sizer is not None:
        row["item_plan_calls"] = sizer.seen["item_plan"] - plans
    return row


# ---------------------------------------------------------------------- the report
def ratio(a: float | None, b: float | None) -> float | None:
    return round(a / b, 3) if a and b else None


def summary(rows: list[dict[str, Any]], mode: str, modes: list[str]) -> dict[str, Any]:
    cells = [r[mode] for r in rows]

    def median(key: str) -> float | None:
        values = [c[key] for c in cells if c[key] is not None]
        return round(statistics.median(values), 3) if values else None

    out: dict[str, Any] = {
        "median_latency_s": median("latency_s"),
        "median_first_token_s": median("first_token_s"),
        "median_answer_words": median("answer_words"),
        "median_words_per_s": median("words_per_s"),
        "median_tokens_per_s": median("tokens_per_s"),
    }
    if any(c.get("route_s") is not None for c in cells):
        out["median_route_s"] = median("route_s")
    if any("item_plan_calls" in c for c in cells):
        out["item_plan_calls"] = sum(c.get("item_plan_calls", 0) for c in cells)
        out["asks_with_item_plan_call"] = sum(c.get("item_plan_calls", 0) > 0 for c in cells)
    if mode != "direct" and "direct" in modes:
        speedups = [r["direct"]["latency_s"] / r[mode]["latency_s"] for r in rows]
        out["median_speedup_vs_direct"] = round(statistics.median(speedups), 3)
        out["min_speedup_vs_direct"] = round(min(speedups), 3)
        out["max_speedup_vs_direct"] = round(max(speedups), 3)
    return out


def machine(shared_note: str) -> dict[str, Any]:
    return {
        "cpu_count": os.cpu_count(),
        "platform": platform.platform(),
        "python": platform.python_version(),
        "load_average_at_start": [round(x, 2) for x in START_LOAD],
        "load_average_at_end": [round(x, 2) for x in os.getloadavg()],
        "shared": True,
        "note": shared_note,
    }


def report(args: argparse.Namespace, modes: list[str], rows: list[dict[str, Any]], extra: dict[str, Any]) -> dict:
    out: dict[str, Any] = {
        "command": "python " + shlex.join(["benchmarks/items_speed.py", *sys.argv[1:]]),
        **extra,
        "summary": {mode: summary(rows, mode, modes) for mode in modes},
    }
    if "auto" in modes:
        choices: dict[str, int] = {}
        for r in rows:
            choices[r["auto"]["mode"]] = choices.get(r["auto"]["mode"], 0) + 1
        out["auto_choices"] = choices
        out["by_auto_choice"] = {
            choice: {mode: summary([r for r in rows if r["auto"]["mode"] == choice], mode, modes) for mode in modes}
            for choice in choices
        }
    out["rows"] = rows
    return out


def split_stats(prompts: list[dict[str, Any]]) -> dict[str, Any]:
    by_source: dict[str, dict[str, int]] = {}
    for p in prompts:
        kind, n = split_of(p["prompt"])
        entry = by_source.setdefault(p["source"], {"prompts": 0, "split": 0})
        entry["prompts"] += 1
        entry["split"] += kind is not None
        if "gold_n" in p:
            entry["split_gold_n"] = entry.get("split_gold_n", 0) + (kind is not None and n == p["gold_n"])
    return {
        "finder_present": finder_present(),
        "prompts": len(prompts),
        "split": sum(s["split"] for s in by_source.values()),
        "by_source": by_source,
        "not_split": [
            f"{p['source']}[{p['index']}]" + ("" if p["source"] == "heldout" else f": {p['prompt'][:70]!r}")
            for p in prompts
            if split_of(p["prompt"])[0] is None
        ],
    }


def prompt_row(p: dict[str, Any]) -> dict[str, Any]:
    """A prompt's row: where from, what the local tiers found (:func:`split_of`), and with ``--set`` the gold n."""
    kind, n = split_of(p["prompt"])
    row = {"source": p["source"], "index": p["index"], "kind": kind, "n_items": n}
    if p["source"] != "heldout":  # a held-out row's text stays out of the report
        row["prompt"] = p["prompt"][:90]
    for key in ("gold_n", "gold_kind", "lang", "category"):
        if key in p:
            row[key] = p[key]
    return row


def prompts_of(args: argparse.Namespace) -> tuple[list[dict[str, Any]], str]:
    """The prompts to ask (``--set``'s rows, else the synthetic sets and generate-N), and where from."""
    if args.set:
        path = Path(args.set)
        prompts = load_set(path, args.negatives, args.limit)
        if args.plan_reply == "gold":
            from benchmarks.items_real import gold_pointers

            rows = {r["id"]: r for r in map(json.loads, path.read_text(encoding="utf-8").splitlines()) if r}
            for p in prompts:
                p["plan_reply"] = gold_pointers(rows[p["index"]])
        return prompts, os.path.relpath(path.resolve(), ROOT)
    return load_prompts(args.per_set, args.generate_limit)


def sizes_of(prompts: list[dict[str, Any]]) -> dict[str, int]:
    """Each prompt's n for the server's direct replies: the gold's where the row has one, else the finder's."""
    return {p["prompt"]: p.get("gold_n") or split_of(p["prompt"])[1] for p in prompts}


async def run_remote(args: argparse.Namespace, modes: list[str]) -> dict[str, Any]:
    prompts, origin = prompts_of(args)
    sizes = sizes_of(prompts)
    done: dict[int, dict[str, Any]] = {}
    sizers: list[Sizer] = []
    probes: list[str] = []  # each worker's server: auto's probe of its streams, waited for before the asks
    todo = iter(enumerate(prompts))

    async def worker() -> None:
        """One loopback server and its own sizer, asking the next prompt's modes in turn."""
        sizer = Sizer(args.item_words, sizes, {p["prompt"]: p["plan_reply"] for p in prompts if "plan_reply" in p})
        sizers.append(sizer)
        with LoopbackServer(sizer, token_delay=1.0 / args.rate, first_token_delay=args.first_token) as server:
            await ask_remote(server, "warm-up", "direct")  # imports, connection pool
            if "auto" in modes:
                probes.append(await settle_probe(server))
            sizer.seen = dict.fromkeys(sizer.seen, 0)
            for i, p in todo:
                order = orders(modes)[i % len(orders(modes))]
                row = prompt_row(p)
                for mode in order:
                    row[mode] = await ask_remote(server, p["prompt"], mode, sizer)
                done[i] = row
                shown = " ".join(f"{m}={row[m]['latency_s']:.2f}s" for m in modes)
                gold = f" gold={p['gold_n']}" if "gold_n" in p else ""
                print(f"{len(done)}/{len(prompts)} {p['source']}[{p['index']}] n={row['n_items']}{gold} {shown}",
                      file=sys.stderr, flush=True)  # fmt: skip

    async with anyio.create_task_group() as group:
        for _ in range(max(args.jobs, 1)):
            group.start_soon(worker)
    rows = [done[i] for i in sorted(done)]
    seen = {key: sum(s.seen[key] for s in sizers) for key in sizers[0].seen}
    out = report(
        args,
        modes,
        rows,
        {
            "machine": machine(
                "measured on a shared 2-core machine (other work was running); the loopback "
                "server's streams are paced by sleeps, so the figures depend little on the load"
            ),
            "config": {
                "model": "openai:loopback (tests/loopback.py, through the openai SDK)",
                "rate_tok_s": args.rate,
                "first_token_s": args.first_token,
                "independent_streams": True,
                "item_words": args.item_words,
                "max_tokens": 4096,
                "sizing": SIZING.format(w=args.item_words, n_from=N_FROM_GOLD if args.set else N_FROM_FINDER),
                "prompts_from": origin,
                "negatives": bool(args.set and args.negatives),
                "plan_reply": "the gold's pointers (a model that points right)"
                if args.plan_reply == "gold"
                else "NONE",
                "order": ORDER,
            },
            "finder": split_stats(prompts),
            "server_requests": seen,
            "jobs": f"{args.jobs} prompt(s) at once, each on a loopback server of its own (its modes in turn)",
            "probes": probes or "auto not asked: no probe",
        },
    )
    acceptance = {}
    direct = out["summary"].get("direct", {}).get("median_latency_s")
    for mode, bar in (("items", 2.5), ("auto", 2.0)):
        if mode in modes and direct:
            got = ratio(direct, out["summary"][mode]["median_latency_s"])
            acceptance[mode] = {"median_latency_ratio": got, "bar": bar, "met": bool(got and got >= bar)}
    out["acceptance"] = acceptance
    return out


class PurposeCounter:
    """Counts the embedded model's calls by ``purpose`` (the planner's is ``item_plan``), each
    request once (a call handed on to another engine instance is not counted twice)."""

    def __init__(self) -> None:
        self.calls: dict[str, int] = {}
        self._seen: set[int] = set()

    def note(self, request: Any) -> None:
        if id(request) not in self._seen:
            self._seen.add(id(request))
            purpose = request.purpose or "call"
            self.calls[purpose] = self.calls.get(purpose, 0) + 1

    def take(self, purpose: str) -> int:
        """How many calls of ``purpose`` since the last take; starts the count again."""
        got = self.calls.get(purpose, 0)
        self.calls, self._seen = {}, set()
        return got

    def install(self) -> None:
        from sot.providers.local import LocalProvider

        stream, stream_group, counter = LocalProvider.stream, LocalProvider.stream_group, self

        def counted_stream(provider: Any, request: Any) -> Any:
            counter.note(request)
            return stream(provider, request)

        def counted_group(provider: Any, requests: Any) -> Any:
            for request in requests:
                counter.note(request)
            return stream_group(provider, requests)

        LocalProvider.stream = counted_stream  # type: ignore[method-assign]
        LocalProvider.stream_group = counted_group  # type: ignore[method-assign]


PURPOSES = PurposeCounter()


def forget_prefixes() -> None:
    """Every loaded local engine computes its next prompt whole (no prefix kept from an earlier ask)."""
    from sot.local_backend.runtime import loaded_runtimes

    for runtime in loaded_runtimes():
        forget = getattr(runtime.engine, "forget_prefixes", None)
        if forget is not None:
            forget()


async def ask_local(client: sot.Client, prompt: str, mode: str, *, cold: bool = False) -> dict[str, Any]:
    """One ask, streamed: also how long the routing took (auto's own cost, to its route).
    ``cold``: on an engine that keeps no prefix from earlier asks."""
    if cold:
        forget_prefixes()
    start = time.perf_counter()
    route_s: float | None = None
    result = None
    async with client.stream(prompt, mode=mode) as events:
        async for event in events:
            if isinstance(event, RouteDecided):
                route_s = round(time.perf_counter() - start, 4)
            elif isinstance(event, Done):
                result = event.result
    assert result is not None
    return {
        **measure(result, time.perf_counter() - start),
        "route_s": route_s,
        "item_plan_calls": PURPOSES.take("item_plan"),
    }


async def run_local(args: argparse.Namespace, modes: list[str]) -> dict[str, Any]:
    prompts, origin = prompts_of(args)
    chosen = shortest(prompts, args.local_limit)
    PURPOSES.install()
    rows: list[dict[str, Any]] = []
    warm: dict[str, float] = {}
    async with sot.Client(model=args.model, max_tokens=args.max_tokens, temperature=0) as client:
        # one warm-up ask in each mode: loads the model, and auto's router and speed figures
        for mode in modes:
            start = time.perf_counter()
            await client.run(WARM_UP, mode=mode, max_tokens=16)
            warm[mode] = round(time.perf_counter() - start, 2)
        PURPOSES.take("item_plan")
        step = 0
        for repeat in range(args.repeats):
            for i, p in enumerate(chosen):
                order = orders(modes)[step % len(orders(modes))]
                step += 1
                row = {**prompt_row(p), "repeat": repeat + 1, "order": order}
                for mode in order:
                    row[mode] = await ask_local(client, p["prompt"], mode, cold=args.cold)
                rows.append(row)
                shown = " ".join(f"{m}={row[m]['latency_s']:.1f}s" for m in modes)
                print(f"{repeat + 1}.{i + 1}/{len(chosen)} {p['source']}[{p['index']}] n={row['n_items']} {shown}",
                      file=sys.stderr)  # fmt: skip
    out = report(
        args,
        modes,
        rows,
        {
            "machine": machine(
                "measured on a shared 2-core machine (other work, test suites with their own "
                "llama-servers among it, ran at the same time): local figures are noisy"
            ),
            "config": {
                "model": args.model,
                "max_tokens": args.max_tokens,
                "temperature": 0,
                "prompts": f"the {len(chosen)} shortest prompts, taken in turn from each source",
                "prompts_from": origin,
                "repeats": args.repeats,
                "warm_up": f"one ask of {WARM_UP!r} in each mode (max_tokens 16) before the measured ones",
                "warm_up_s": warm,
                "order": ORDER,
                "cold": (
                    "the engine's kept prompt prefixes dropped before each ask: every ask computes its whole "
                    "prompt, as the first ask of a process does"
                    if args.cold
                    else "prompt prefixes kept between asks (a mode asked after another on the same prompt finds it)"
                ),
            },
            "finder": split_stats(chosen),
        },
    )
    acceptance = {}
    if "auto" in modes and "direct" in modes:
        d, a = out["summary"]["direct"]["median_latency_s"], out["summary"]["auto"]["median_latency_s"]
        per_prompt = statistics.median(r["auto"]["latency_s"] / r["direct"]["latency_s"] for r in rows)
        acceptance["auto"] = {
            "median_latency_auto_over_direct": ratio(a, d),
            "median_per_prompt_auto_over_direct": round(per_prompt, 3),
            "bar": "auto not slower than direct by more than 5% (<= 1.05)",
            "met": bool(ratio(a, d) is not None and ratio(a, d) <= 1.05),
            "met_per_prompt": per_prompt <= 1.05,
            "auto_answered_direct": sum(r["auto"]["mode"] == "direct" for r in rows),
            "same_completion_tokens_as_direct": sum(
                r["auto"]["completion_tokens"] == r["direct"]["completion_tokens"] for r in rows
            ),
            "rows": len(rows),
        }
    if "items" in modes:
        calls = sum(r["items"]["item_plan_calls"] for r in rows)
        acceptance["items_no_planner_call"] = {
            "item_plan_calls": calls,
            "bar": "--mode items makes no planner call on this CPU",
            "met": calls == 0,
        }
    out["acceptance"] = acceptance
    return out


def shortest(prompts: list[dict[str, Any]], limit: int) -> list[dict[str, Any]]:
    """The ``limit`` shortest prompts, taken in turn from each source (shortest first in each)."""
    groups: dict[str, list[dict[str, Any]]] = {}
    for p in prompts:
        groups.setdefault(p["source"], []).append(p)
    queues = [sorted(g, key=lambda p: len(p["prompt"])) for g in groups.values()]
    chosen: list[dict[str, Any]] = []
    while len(chosen) < limit and any(queues):
        for queue in queues:
            if queue and len(chosen) < limit:
                chosen.append(queue.pop(0))
    return chosen


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--local", action="store_true", help="the embedded local model instead of the loopback API")
    parser.add_argument("--modes", default="direct,items,auto", help="comma-separated modes, side by side")
    parser.add_argument("--per-set", type=int, default=12, help="odd-indexed prompts from each ParallelPrompt set")
    parser.add_argument("--generate-limit", type=int, default=None, help="at most this many generate-N prompts")
    parser.add_argument("--rate", type=float, default=60.0, help="tokens per second of each stream")
    parser.add_argument("--first-token", type=float, default=0.4, help="seconds to each stream's first token")
    parser.add_argument("--item-words", type=int, default=40, help="W: words the server writes per item")
    parser.add_argument("--model", default="local", help="--local: the model")
    parser.add_argument("--local-limit", type=int, default=8, help="--local: how many (short) prompts")
    parser.add_argument("--max-tokens", type=int, default=200, help="--local: max_tokens of each ask")
    parser.add_argument("--repeats", type=int, default=1, help="--local: rounds over the prompts")
    parser.add_argument(
        "--cold",
        action="store_true",
        help="--local: drop the engine's kept prompt prefixes before each ask (each computes its whole prompt)",
    )
    parser.add_argument("--set", default=None, help="a real-phrased requests file (benchmarks/data/items_real/*.jsonl)")
    parser.add_argument("--negatives", action="store_true", help="--set: also its none rows (nothing to split)")
    parser.add_argument("--limit", type=int, default=None, help="--set: at most this many rows, in the file's order")
    parser.add_argument("--plan-reply", choices=("none", "gold"), default="none", help="--set: the planner's reply")
    parser.add_argument("--jobs", type=int, default=1, help="remote: prompts asked at once, each on its own server")
    parser.add_argument("--out", default=None, help="where to write the JSON (default: benchmarks/results/items/)")
    args = parser.parse_args()
    modes = [m.strip() for m in args.modes.split(",") if m.strip()]
    out = anyio.run(run_local if args.local else run_remote, args, modes)
    name = f"real-speed-{Path(args.set).stem}" if args.set else "speed"
    path = Path(args.out) if args.out else RESULTS / (f"{name}-local.json" if args.local else f"{name}.json")
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(out, indent=2)
    path.write_text(text + "\n")
    print(text)


if __name__ == "__main__":
    main()
