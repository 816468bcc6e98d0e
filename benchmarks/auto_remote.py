"""Auto mode against a remote API: does it pick SoT where that is faster, and is it?

Starts the loopback OpenAI-compatible server (tests/loopback.py) streaming at a hosted
model's pace (``--rate`` tokens/s per stream, ``--first-token`` s to the first token,
independent streams) and asks the same questions in ``direct`` and ``auto`` through the
real ``openai`` SDK, alternating which goes first. The server's replies are synthetic and
of fixed size whatever the question: a direct answer of ``--answer-words`` words; a
skeleton of 5 points; each point ``answer-words * 1.15 / 5`` words (SoT's answers run a
little longer in all). So the figures measure the orchestration and auto's choices on
real questions, not a model's writing. Prints JSON: per mode the median latency, first
answer token and answer words/s; auto's choice per question, with its reason.

    python benchmarks/auto_remote.py                        # 10 MT-Bench questions, 60 tok/s, 0.4 s first token
    python benchmarks/auto_remote.py --questions FILE.jsonl --limit 20 --rate 30
    python benchmarks/auto_remote.py --questions sot/bench/data/mt_bench_sample.jsonl --limit 24 --router trained
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import anyio

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # for tests.loopback

import sot
from sot.bench.questions import data_or, load_questions
from tests.loopback import LoopbackServer, last_user_text

DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "mt_bench_question.jsonl"
ROUTER: str | None = None  # --router
_POINT = re.compile(r"write only point (\d+)", re.IGNORECASE)
_PLAN = "responsible only for giving the skeleton"
POINTS = ["First part", "Second part", "Third part", "Fourth part", "Fifth part"]


def responder(answer_words: int):
    def reply(body: dict[str, Any]) -> str:
        text = last_user_text(body)
        system = " ".join(m.get("content", "") for m in body.get("messages", []) if m.get("role") == "system")
        if _POINT.search(text):
            return " ".join(["word"] * round(answer_words * 1.15 / len(POINTS))) + "."
        if _PLAN in text or _PLAN in system:
            return "\n".join(f"{i + 1}. {p}" for i, p in enumerate(POINTS))
        return " ".join(["word"] * answer_words) + "."

    return reply


async def ask(server: LoopbackServer, question: str, mode: str) -> dict[str, Any]:
    start = time.perf_counter()
    result = await sot.orchestrate(
        question,
        model="openai:loopback",
        mode=mode,
        router=ROUTER,
        max_tokens=512,
        provider_options={"base_url": server.base_url_openai, "api_key": "loopback"},
    )
    total = time.perf_counter() - start
    words = len(result.answer.split())
    return {
        "mode": result.mode,
        "latency_s": round(total, 3),
        "first_token_s": result.timings.first_token_s,
        "answer_words": words,
        "words_per_s": round(words / total, 1),
        "reason": result.route.reason if result.route else None,
        "score": round(result.route.score, 3) if result.route else None,
    }


async def main(args: argparse.Namespace) -> dict[str, Any]:
    questions = [q.text for q in load_questions(args.questions)][: args.limit]
    modes = ["direct", "auto"]
    rows: list[dict[str, Any]] = []
    delay = 1.0 / args.rate
    with LoopbackServer(responder(args.answer_words), token_delay=delay, first_token_delay=args.first_token) as server:
        await ask(server, "warm-up", "direct")  # imports, connection pool
        for i, question in enumerate(questions):
            order = modes if i % 2 == 0 else modes[::-1]
            row: dict[str, Any] = {"question": question[:80]}
            for mode in order:
                row[mode] = await ask(server, question, mode)
            rows.append(row)
            print(f"{i + 1}/{len(questions)} auto -> {row['auto']['mode']}", file=sys.stderr, flush=True)

    def summary(mode: str, subset: list[dict[str, Any]]) -> dict[str, Any]:
        if not subset:
            return {}
        return {
            "median_latency_s": round(statistics.median(r[mode]["latency_s"] for r in subset), 3),
            "median_first_token_s": round(statistics.median(r[mode]["first_token_s"] or 0 for r in subset), 3),
            "median_answer_words": statistics.median(r[mode]["answer_words"] for r in subset),
            "median_words_per_s": round(statistics.median(r[mode]["words_per_s"] for r in subset), 1),
        }

    chose_sot = [r for r in rows if r["auto"]["mode"] == "sot"]
    report = {
        "config": {
            "questions": len(rows),
            "rate_tok_s": args.rate,
            "first_token_s": args.first_token,
            "answer_words": args.answer_words,
        },
        "all": {mode: summary(mode, rows) for mode in modes},
        "auto_chose_sot": {"count": len(chose_sot), **{mode: summary(mode, chose_sot) for mode in modes}},
        "questions": rows,
    }
    d, a = report["all"]["direct"], report["all"]["auto"]
    report["all"]["latency_speedup"] = round(d["median_latency_s"] / a["median_latency_s"], 3)
    return report


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--questions",
        default=None,
        help="a JSONL or text file of questions (default: the shared MT-Bench file, else sot's sample)",
    )
    parser.add_argument("--limit", type=int, default=10)
    parser.add_argument("--router", default=None, help="auto's router (default: sot's default router)")
    parser.add_argument("--rate", type=float, default=60.0, help="tokens per second of each stream")
    parser.add_argument("--first-token", type=float, default=0.4, help="seconds to each stream's first token")
    parser.add_argument("--answer-words", type=int, default=250, help="words of a direct answer")
    args = parser.parse_args()
    args.questions = args.questions or str(data_or(DATA))
    ROUTER = args.router
    print(json.dumps(anyio.run(main, args), indent=2))
