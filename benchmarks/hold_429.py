"""A backend's 429s without a budget, through the gateway: are points kept, and do other asks wait?

    python benchmarks/hold_429.py [--asks 12] [--refusals 3] [--retry-after 2] [--every 0.1] [--json PATH]

The gateway runs in this process (its ASGI app through httpx) in front of an OpenAI-compatible
loopback server (tests/loopback.py), with two aliases on two backends that are one server and
one key, no ``rpm``/``tpm`` and ``retries: 3``: ``a-sot`` (SoT) and ``b-direct`` (direct).
``--asks`` SoT asks start at once; the backend answers 429 with ``Retry-After: --retry-after``
to each one's point 4, ``--refusals`` times. Meanwhile another ask goes to ``b-direct`` every
``--every`` seconds until the SoT asks are answered. It prints:

- the SoT answers whose point 4 is kept (its text in the answer), and those that lost it (a
  placeholder, or no line), with their ``sot.failed_branches``;
- the requests of the other asks that reached the backend while it was held: from 0.25 s after
  a 429 was sent (a request on its way, or sent before the gateway had read the 429, is not
  counted) to the end of its Retry-After, on the server's clock, each with how long after the
  429 it came.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from pathlib import Path
from typing import Any

import anyio
import httpx

sys.path.append(str(Path(__file__).resolve().parents[1]))  # for tests.loopback

from sot.serve.app import create_app
from sot.serve.config import ServeConfig
from tests.loopback import LoopbackServer, Reply, last_user_text

POINTS = "1. Background\n2. Main idea\n3. Practical steps\n4. Summary"
ASK = re.compile(r"\[ask (\d+)\]")
#: a request on its way, or sent before the gateway had read the 429, may reach the server just
#: after the 429 went out (a busy loop reads it late): not counted
GRACE_S = 0.25


class Backend:
    """The loopback model: a skeleton, points, direct answers; each SoT ask's point 4 refused."""

    def __init__(self, refusals: int, retry_after: float) -> None:
        self.left: dict[str, int] = {}
        self.refusals = refusals
        self.retry_after = retry_after

    def __call__(self, body: dict[str, Any]) -> str | Reply:
        text = last_user_text(body)
        if "skeleton" in text and "write only point" not in text:
            return POINTS
        if 'write only point 4: "Summary"' in text:
            ask = ASK.search(text)
            key = ask.group(1) if ask else ""
            left = self.left.setdefault(key, self.refusals)
            if left:
                self.left[key] = left - 1
                return Reply(status=429, retry_after=self.retry_after, error_message="slow down")
            return "The summary, written at last."
        if "write only point" in text:
            return "A short paragraph on this point."
        return "Another ask's answer."


def config(url: str) -> dict[str, Any]:
    backends = {n: {"model": f"openai:model-{n}", "base_url": url, "api_key": "k", "retries": 3} for n in "ab"}
    models = {"a-sot": {"backend": "a", "mode": "sot"}, "b-direct": {"backend": "b", "mode": "direct"}}
    return {"default_model": "fake", "backends": backends, "models": models}


async def run(args: argparse.Namespace) -> dict[str, Any]:
    model = Backend(args.refusals, args.retry_after)
    sot_replies: list[dict[str, Any]] = []
    others = 0
    with LoopbackServer(model) as server:
        app = create_app(ServeConfig.model_validate(config(server.base_url_openai)))
        started = time.monotonic()
        async with app.router.lifespan_context(app):
            transport = httpx.ASGITransport(app=app)
            async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1", timeout=300) as client:

                async def ask(alias: str, question: str, out: list[dict[str, Any]] | None) -> None:
                    body = {"model": alias, "max_tokens": 60, "messages": [{"role": "user", "content": question}]}
                    reply = await client.post("/v1/chat/completions", json=body)
                    if out is not None:
                        out.append(reply.json())

                done = anyio.Event()
                async with anyio.create_task_group() as tg:

                    async def other_asks() -> None:
                        nonlocal others
                        while not done.is_set():
                            tg.start_soon(ask, "b-direct", f"Another question {others}?", None)
                            others += 1
                            with anyio.move_on_after(args.every):
                                await done.wait()

                    tg.start_soon(other_asks)
                    async with anyio.create_task_group() as asks:
                        for i in range(args.asks):
                            asks.start_soon(
                                ask, "a-sot", f"[ask {i}] What are good habits for remote work?", sot_replies
                            )
                    done.set()  # the SoT asks are answered: no more other asks (those sent are answered)
        seconds = time.monotonic() - started
        records = list(server.requests)
    refused = [r for r in records if r.status == 429 and r.end is not None]
    other_requests = [r for r in records if "Another question" in r.user_text]
    held = [
        r
        for r in other_requests
        if any(e.end + GRACE_S <= r.start < e.end + args.retry_after for e in refused if e.end is not None)
    ]
    late = sorted(
        round(min(r.start - e.end for e in refused if e.end is not None and e.end <= r.start), 3) for r in held
    )
    kept = lost = 0
    failed_branches = []
    for reply in sot_replies:
        content = reply["choices"][0]["message"]["content"]
        line = next((x for x in content.splitlines() if x.startswith("4. ")), "")
        if line == "4. Summary: The summary, written at last.":
            kept += 1
        else:
            lost += 1
        failed_branches.append(reply["sot"]["failed_branches"])
    return {
        "asks": args.asks,
        "refusals": args.refusals,
        "retry_after_s": args.retry_after,
        "seconds": round(seconds, 2),
        "point4_kept": kept,
        "point4_lost": lost,
        "failed_branches": sum(failed_branches),
        "429s_sent": len(refused),
        "other_asks_requests": len(other_requests),
        "other_asks_requests_during_a_hold": len(held),
        "during_a_hold_s_after_its_429": late,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--asks", type=int, default=12)
    parser.add_argument("--refusals", type=int, default=3)
    parser.add_argument("--retry-after", type=float, default=2.0)
    parser.add_argument("--every", type=float, default=0.1)
    parser.add_argument("--json", type=Path, help="write the figures here too")
    args = parser.parse_args()
    figures = anyio.run(run, args)
    print(
        f"{figures['asks']} SoT asks, point 4 refused {figures['refusals']}x (Retry-After {figures['retry_after_s']:g} s), "
        f"{figures['seconds']} s: point 4 kept {figures['point4_kept']}, lost {figures['point4_lost']} "
        f"(failed_branches {figures['failed_branches']}); other asks' requests {figures['other_asks_requests']}, "
        f"{figures['other_asks_requests_during_a_hold']} of them during a hold ({figures['429s_sent']} 429s sent)"
    )
    if args.json:
        args.json.write_text(json.dumps(figures, indent=2) + "\n")


if __name__ == "__main__":
    main()
