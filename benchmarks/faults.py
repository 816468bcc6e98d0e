"""Soak: many asks through the official SDKs against a loopback server that injects faults.

    python benchmarks/faults.py [--asks 1000] [--fault-rate 0.2] [--parallel 4] [--limit 4] [--json]

Asks cycle through openai: and anthropic:, SoT and PASTA; ``--parallel`` run at once, each
with a concurrency limit of ``--limit`` requests. A share ``--fault-rate`` of all requests
(plans, main texts and branches alike) gets one fault, drawn from: 429 with Retry-After,
500, a connection dropped before the first token, a stream cut mid-answer, a stall (the
first token late), and a hang (longer than the ask's ``--deadline``). It prints:

- answered, and the exit code ``sot ask`` would give (0 whole, 1 partial, 2/3 errors);
- asks whose main call got through (a plan or main text of theirs completed, or got far
  enough to start a branch) and how many of those were answered; asks whose main call
  only streamed a few words before every try of it failed are shown apart (no point or
  answer text existed to keep);
- branch texts: completed on the server vs kept done in the answer; cut with text on the
  server vs kept partial; lost (either kind missing from the answer);
- retries after first output: a branch asked again after a try of it streamed text;
  plans and main texts asked again after output are counted apart (they are not answer
  text, and are asked again by design);
- peak requests in flight against ``parallel x limit``; unexpected exceptions (tracebacks).

Asks answered directly after an unusable plan (fallback) drop their early points by design
and are left out of the branch accounting.
"""

from __future__ import annotations

import argparse
import collections
import json
import random
import re
import sys
import threading
import time
import traceback
from pathlib import Path
from typing import Any

import anyio

sys.path.append(str(Path(__file__).resolve().parents[1]))  # for tests.loopback

import sot
from sot.cli.ask import exit_code_for
from sot.providers.anthropic_provider import AnthropicProvider
from sot.providers.openai_provider import OpenAIProvider
from tests.loopback import LoopbackServer, Reply, RequestRecord

ASK = re.compile(r"\[ask (\d+)\]")
POINT = re.compile(r'Continue and write only point \d+: "([^"]+)"')
PART = re.compile(r'Write only the part about "([^"]+)"')
FAULTS = ("429", "500", "drop-first", "cut", "stall", "hang")
WEIGHTS = (3, 3, 3, 6, 2, 1)


def _user_text(body: dict[str, Any]) -> str:
    texts = []
    for message in body.get("messages", []):
        if message.get("role") != "user":
            continue
        content = message.get("content")
        texts.append(content if isinstance(content, str) else "".join(p.get("text", "") for p in content or []))
    return "\n".join(texts)


def classify(body: dict[str, Any]) -> tuple[int, str, str]:
    """(ask number, kind: plan | point | main | part, branch title)."""
    text = _user_text(body)
    found = ASK.search(text)
    ask = int(found.group(1)) if found else -1
    if m := POINT.search(text):
        return ask, "point", m.group(1)
    if m := PART.search(text):
        return ask, "part", m.group(1)
    return ask, ("main" if "PASTA-LANG" in text else "plan"), ""


class Faulty:
    """The server's responder: a scripted answer per request kind, with faults injected."""

    def __init__(self, rate: float, hang_s: float, seed: int) -> None:
        self.rate, self.hang_s = rate, hang_s
        self.rng = random.Random(seed)
        self.lock = threading.Lock()
        self.injected: collections.Counter[str] = collections.Counter()

    def __call__(self, body: dict[str, Any]) -> Reply:
        ask, kind, title = classify(body)
        if kind == "plan":
            text = "".join(f"{i}. Point {chr(64 + i)} of ask {ask}\n" for i in range(1, 5))
        elif kind == "main":
            text = (
                f"Answer {ask} begins here. "
                + "".join(f'Some words before part {i}. <promise topic="part {i} of ask {ask}"/> ' for i in range(1, 4))
                + "<sync/> A closing sentence."
            )
        else:
            text = f"The text about {title}, written in a dozen words or so for the answer."
        with self.lock:
            fault = self.rng.choices(FAULTS, WEIGHTS)[0] if self.rng.random() < self.rate else None
            cut_at = self.rng.randint(1, 8)
            if fault:
                self.injected[fault] += 1
        delay = 0.002
        if fault == "429":
            return Reply(status=429, retry_after=0.05, error_message="slow down")
        if fault == "500":
            return Reply(status=500, error_message="internal error")
        if fault == "drop-first":
            return Reply(text=text, drop_after=0)
        if fault == "cut":
            return Reply(text=text, drop_after=cut_at, token_delay=delay)
        if fault == "stall":
            return Reply(text=text, first_token_delay=0.5, token_delay=delay)
        if fault == "hang":
            return Reply(text=text, first_token_delay=self.hang_s, token_delay=delay)
        return Reply(text=text, token_delay=delay)


async def run_one(i: int, server: LoopbackServer, args: argparse.Namespace, out: dict[int, dict[str, Any]]) -> None:
    api = "openai" if i % 2 == 0 else "anthropic"
    mode = "sot" if (i // 2) % 2 == 0 else "pasta"
    if api == "openai":
        provider = OpenAIProvider("m", base_url=server.base_url_openai)
    else:
        provider = AnthropicProvider("m", base_url=server.base_url_anthropic, api_key="x")
    record: dict[str, Any] = {"api": api, "mode": mode}
    try:
        result = await sot.orchestrate(
            f"[ask {i}] How do I stay healthy?",
            provider=provider,
            mode=mode,
            concurrency=args.limit,
            deadline=args.deadline,
        )
        record.update(
            exit=exit_code_for(result),
            answered=bool(result.answer.strip()),
            fallback=result.fallback,
            branches=[(b.title, b.status, b.text) for b in result.branches],
        )
    except sot.SotError as exc:
        record.update(exit=exc.exit_code, answered=False, error=f"{type(exc).__name__}: {exc}")
    except Exception as exc:  # what the soak is looking for
        record.update(exit="traceback", answered=False, traceback="".join(traceback.format_exception(exc)))
    finally:
        await provider.aclose()
    out[i] = record


def account(records: dict[int, dict[str, Any]], requests: list[RequestRecord]) -> dict[str, Any]:
    by_ask: dict[int, list[tuple[str, str, RequestRecord]]] = collections.defaultdict(list)
    for r in requests:
        ask, kind, title = classify(r.body)
        by_ask[ask].append((kind, title, r))
    through = answered_through = 0
    words_only: list[str] = []
    completed = kept_done = cut_with_text = kept_partial = lost = 0
    branch_retries_after_output = main_reasks_after_output = 0
    lost_examples: list[str] = []
    for i, rec in records.items():
        reqs = by_ask.get(i, [])
        mains = [r for kind, _, r in reqs if kind in ("plan", "main")]
        if any(r.outcome == "completed" for r in mains) or any(kind in ("point", "part") for kind, _, _ in reqs):
            through += 1
            answered_through += rec["answered"]
        elif any(r.tokens_sent > 0 for r in mains) and not rec["answered"]:
            words_only.append(
                f"ask {i} ({rec['mode']}): "
                + ", ".join(
                    f"{r.outcome}/{r.status} after {r.tokens_sent} words" for r in sorted(mains, key=lambda r: r.start)
                )
            )
        seen_output: set[tuple[str, str]] = set()
        for kind, title, r in sorted(reqs, key=lambda x: x[2].start):
            key = (kind, title)
            if key in seen_output:
                if kind in ("point", "part"):
                    branch_retries_after_output += 1
                else:
                    main_reasks_after_output += 1
            if r.tokens_sent > 0:
                seen_output.add(key)
        if rec.get("fallback") or "branches" not in rec:
            continue
        status = {title: (st, text) for title, st, text in rec["branches"]}
        for kind, title, r in reqs:
            if kind not in ("point", "part"):
                continue
            got = status.get(title)
            if r.outcome == "completed":
                completed += 1
                ok = got is not None and got[0] == "done"
                kept_done += ok
            elif r.outcome == "dropped" and r.tokens_sent > 0:
                cut_with_text += 1
                ok = got is not None and got[0] in ("partial", "done") and bool(got[1])
                kept_partial += ok
            else:
                continue
            if not ok:
                lost += 1
                if len(lost_examples) < 5:
                    lost_examples.append(f"ask {i} {title!r}: server {r.outcome}, answer {got and got[0]}")
    return {
        "through": through, "answered_through": answered_through,
        "main_call_cut_before_anything_to_keep": words_only,
        "branches_completed_on_server": completed, "kept_done": kept_done,
        "branches_cut_with_text_on_server": cut_with_text, "kept_partial": kept_partial,
        "lost": lost, "lost_examples": lost_examples,
        "branch_retries_after_output": branch_retries_after_output,
        "main_calls_asked_again_after_output": main_reasks_after_output,
    }  # fmt: skip


async def soak(args: argparse.Namespace) -> dict[str, Any]:
    responder = Faulty(args.fault_rate, args.hang, args.seed)
    records: dict[int, dict[str, Any]] = {}
    started = time.monotonic()
    with LoopbackServer(responder) as server:
        limiter = anyio.CapacityLimiter(args.parallel)

        async def one(i: int) -> None:
            async with limiter:
                await run_one(i, server, args, records)

        async with anyio.create_task_group() as tg:
            for i in range(args.asks):
                tg.start_soon(one, i)
        server.wait_until(lambda s: s.in_flight == 0, timeout=10)
        requests = list(server.requests)
        peak = server.peak_concurrency
    exits = collections.Counter(str(r["exit"]) for r in records.values())
    report = {
        "asks": args.asks,
        "seconds": round(time.monotonic() - started, 1),
        "requests": len(requests),
        "faults_injected": dict(responder.injected),
        "answered": sum(r["answered"] for r in records.values()),
        "exit_codes": dict(sorted(exits.items())),
        **account(records, requests),
        "peak_in_flight": peak,
        "in_flight_limit": args.parallel * args.limit,
        "tracebacks": sum(r["exit"] == "traceback" for r in records.values()),
        "errors": collections.Counter(r.get("error", "").split(":")[0] for r in records.values() if "error" in r),
    }
    first_tb = next((r["traceback"] for r in records.values() if "traceback" in r), None)
    if first_tb:
        report["first_traceback"] = first_tb
    return report


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--asks", type=int, default=1000)
    ap.add_argument("--fault-rate", type=float, default=0.2, help="share of requests given a fault (default 0.2)")
    ap.add_argument("--parallel", type=int, default=4, help="asks at once (default 4)")
    ap.add_argument("--limit", type=int, default=4, help="requests in flight per ask (default 4)")
    ap.add_argument("--deadline", type=float, default=6.0, help="seconds per ask (default 6)")
    ap.add_argument("--hang", type=float, default=30.0, help="how long a hung request hangs (default 30 s)")
    ap.add_argument("--seed", type=int, default=16)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    report = anyio.run(soak, args)
    if args.json:
        print(json.dumps(report, indent=2))
        return
    for key, value in report.items():
        if key != "first_traceback":
            print(f"{key:>36}: {value}")
    if "first_traceback" in report:
        print(report["first_traceback"])


if __name__ == "__main__":
    main()
