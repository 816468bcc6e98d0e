"""What does `sot serve` add to an ask, and how does it hold up under load?

Starts the loopback backend (tests/loopback.py: an OpenAI-compatible server that streams
word by word with a delay) and `sot serve` in front of it, then:

1. **Overhead**: the same asks, one at a time, in process (``sot.stream`` with an
   ``OpenAIProvider`` on the loopback backend, text taken in answer order as the gateway
   does) and through the gateway (the official ``openai`` SDK, streaming). Reports the
   median time to first answer text and total latency of each, and the difference.
2. **Load**: ``--load-asks`` streaming asks from ``--clients`` concurrent SDK clients
   (no SDK retries), with faults injected in the backend (``--fault-rate`` of requests
   answer 503, as many are cut mid-stream). Reports answered / 429 / errors and p50 / p99
   latency of the answered ones.

    python benchmarks/gateway.py [--asks 30] [--load-asks 200] [--clients 32] [--token-delay 0.01]

Prints a summary and, with ``--json``, one JSON object.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from contextlib import aclosing
from pathlib import Path
from typing import Any

import anyio
import anyio.to_thread
import httpx
import yaml

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # for tests.loopback

import sot
from sot.orchestrator.events import Done
from tests.loopback import LoopbackServer, Reply, last_user_text

QUESTION = "What are good habits for remote work?"


def responder(fault_rate: float, seed: int = 7):
    rng = random.Random(seed)
    lock = threading.Lock()

    def reply(body: dict[str, Any]) -> str | Reply:
        text = last_user_text(body)
        branch = "write only point" in text
        if "skeleton" in text and not branch:
            answer = "1. Set a schedule\n2. Take breaks\n3. Keep a workspace\n4. Log off on time"
        elif branch:
            answer = " ".join(["word"] * 20) + "."
        else:
            answer = " ".join(["word"] * 40) + "."
        with lock:
            roll = rng.random()
        if roll < fault_rate:
            return Reply(status=503, error_message="injected overload")
        if roll < 2 * fault_rate:
            return Reply(text=answer, drop_after=5)
        return answer

    return reply


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Gateway:
    def __init__(self, config: dict[str, Any], tmp: Path, workers: int = 1) -> None:
        self.port = free_port()
        path = tmp / "gateway.yaml"
        path.write_text(yaml.safe_dump(config))
        env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "ANTHROPIC_", "SOT_"))}
        self.log = open(tmp / "serve.log", "w")  # closed in close()
        self.proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "sot",
                "serve",
                "--port",
                str(self.port),
                "--config",
                str(path),
                "--log-level",
                "warning",
                "--workers",
                str(workers),
            ],
            stdout=self.log,
            stderr=subprocess.STDOUT,
            env=env,
        )
        self.url = f"http://127.0.0.1:{self.port}"
        for _ in range(600):
            try:
                if httpx.get(f"{self.url}/health", timeout=1).status_code == 200:
                    return
            except httpx.HTTPError:
                time.sleep(0.1)
        raise RuntimeError("sot serve did not start")

    def cpu_s(self) -> float:
        """CPU seconds the gateway's processes (workers included) have used so far (Linux)."""
        pids = [self.proc.pid]
        children = Path(f"/proc/{self.proc.pid}/task/{self.proc.pid}/children")
        if children.exists():
            pids += [int(p) for p in children.read_text().split()]
        total = 0.0
        for pid in pids:
            try:
                fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        return total

    def close(self) -> None:
        self.proc.send_signal(signal.SIGTERM)
        self.proc.wait(60)
        self.log.close()


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    if not values:
        return float("nan")
    k = min(len(values) - 1, max(0, round(q * (len(values) - 1))))
    return values[k]


# --------------------------------------------------------------------------- overhead


async def ask_in_process(provider, mode: str) -> tuple[float, float, str]:
    start = time.perf_counter()
    first, text = None, []
    async with aclosing(sot.stream(QUESTION, provider=provider, mode=mode, retries=1)) as events:
        async for event in events:
            if isinstance(event, sot.AnswerText) and event.text:
                first = first or time.perf_counter()
                text.append(event.text)
            if isinstance(event, Done):
                break
    end = time.perf_counter()
    return (first or end) - start, end - start, "".join(text)


def ask_gateway(client, model: str) -> tuple[float, float, str]:
    start = time.perf_counter()
    first, text = None, []
    stream = client.chat.completions.create(model=model, messages=[{"role": "user", "content": QUESTION}], stream=True)
    for chunk in stream:
        if chunk.choices and chunk.choices[0].delta.content:
            first = first or time.perf_counter()
            text.append(chunk.choices[0].delta.content)
    end = time.perf_counter()
    return (first or end) - start, end - start, "".join(text)


def ask_gateway_http(http: httpx.Client, model: str) -> tuple[float, float, str]:
    """The same through a bare HTTP client: the gateway's own share, without the SDK's parsing."""
    start = time.perf_counter()
    first, text = None, []
    body = {"model": model, "messages": [{"role": "user", "content": QUESTION}], "stream": True}
    with http.stream("POST", "/v1/chat/completions", json=body) as response:
        for line in response.iter_lines():
            if line.startswith("data: {"):
                choices = json.loads(line[6:])["choices"]
                piece = choices[0]["delta"].get("content") if choices else None
                if piece:
                    first = first or time.perf_counter()
                    text.append(piece)
    end = time.perf_counter()
    return (first or end) - start, end - start, "".join(text)


def overhead(backend: LoopbackServer, gateway: Gateway, asks: int) -> dict[str, Any]:
    import openai

    from sot.providers.openai_provider import OpenAIProvider

    out: dict[str, Any] = {}
    client = openai.OpenAI(base_url=f"{gateway.url}/v1", api_key="unused", max_retries=0)
    http = httpx.Client(base_url=gateway.url, timeout=60)
    for mode in ("direct", "sot"):
        runs: dict[str, list[tuple[float, float, str]]] = {"in_process": [], "gateway_sdk": [], "gateway_http": []}

        async def run(mode: str = mode, runs=runs) -> None:
            async with OpenAIProvider("loop", base_url=backend.base_url_openai, api_key="unused") as provider:
                for i in range(asks + 2):  # interleaved, so drift hits every path alike; 2 to warm up
                    a = await ask_in_process(provider, mode)
                    b = await anyio.to_thread.run_sync(ask_gateway, client, f"loop-{mode}")
                    c = await anyio.to_thread.run_sync(ask_gateway_http, http, f"loop-{mode}")
                    if i >= 2:
                        for name, r in zip(runs, (a, b, c)):
                            runs[name].append(r)

        anyio.run(run)
        answers = {r[2] for path in runs.values() for r in path}
        assert len(answers) == 1, "the paths answered differently"
        med: dict[str, Any] = {
            name: {
                "ttft_ms": round(1000 * statistics.median(r[0] for r in path), 2),
                "total_ms": round(1000 * statistics.median(r[1] for r in path), 2),
            }
            for name, path in runs.items()
        }
        for name in ("gateway_sdk", "gateway_http"):
            med[f"added_ms_{name.split('_')[1]}"] = {
                k: round(med[name][k] - med["in_process"][k], 2) for k in ("ttft_ms", "total_ms")
            }
        out[mode] = med
    client.close()
    http.close()
    return out


# --------------------------------------------------------------------------- load


async def load(gateway: Gateway, total: int, clients: int) -> dict[str, Any]:
    import openai

    counts = {"answered": 0, "429": 0, "errors": 0, "partial": 0}
    latencies: list[float] = []
    next_ask = iter(range(total))

    async def worker() -> None:
        async with openai.AsyncOpenAI(
            base_url=f"{gateway.url}/v1", api_key="unused", max_retries=0, timeout=120
        ) as client:
            for _ in next_ask:
                start = time.perf_counter()
                try:
                    stream = await client.chat.completions.create(
                        model="loop-sot", messages=[{"role": "user", "content": QUESTION}], stream=True
                    )
                    finish = None
                    async for chunk in stream:
                        if chunk.choices and chunk.choices[0].finish_reason:
                            finish = chunk
                    counts["answered"] += 1
                    latencies.append(time.perf_counter() - start)
                    if finish is not None and finish.sot["failed_branches"]:
                        counts["partial"] += 1
                except openai.RateLimitError as exc:
                    counts["429"] += 1
                    # as a polite client would: its next ask waits the Retry-After it was given
                    await anyio.sleep(float(exc.response.headers.get("retry-after", 1)))
                except openai.APIError:
                    counts["errors"] += 1

    start = time.perf_counter()
    async with anyio.create_task_group() as tg:
        for _ in range(clients):
            tg.start_soon(worker)
    wall = time.perf_counter() - start
    return {
        **counts,
        "asks": total,
        "clients": clients,
        "wall_s": round(wall, 2),
        "p50_ms": round(1000 * pct(latencies, 0.5), 1),
        "p99_ms": round(1000 * pct(latencies, 0.99), 1),
        "metrics": httpx.get(f"{gateway.url}/metrics", timeout=5).text,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--asks", type=int, default=30, help="asks per mode and path for the overhead figures")
    ap.add_argument("--load-asks", type=int, default=200)
    ap.add_argument("--clients", type=int, default=32)
    ap.add_argument("--max-concurrent-asks", type=int, default=16)
    ap.add_argument("--max-queue", type=int, default=8)
    ap.add_argument("--token-delay", type=float, default=0.01, help="backend seconds between words")
    ap.add_argument(
        "--fault-rate",
        type=float,
        default=0.03,
        help="share of backend requests answering 503 (as many again are cut mid-stream) in the load run",
    )
    ap.add_argument("--workers", type=int, default=1, help="gateway processes in the load run (limits are per worker)")
    ap.add_argument("--only", choices=["overhead", "load"], help="run one of the two parts")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()

    report: dict[str, Any] = {"token_delay_s": args.token_delay}
    with tempfile.TemporaryDirectory() as tmp:
        if args.only in (None, "overhead"):
            report["overhead"] = run_overhead(args, Path(tmp))
        if args.only in (None, "load"):
            report["load"] = run_load(args, Path(tmp))

    if args.json:
        print(json.dumps(report, indent=2))
        return
    print(f"backend: loopback, {args.token_delay * 1000:g} ms between words")
    for mode, figures in report.get("overhead", {}).items():
        a = figures["in_process"]
        for client in ("http", "sdk"):
            b, d = figures[f"gateway_{client}"], figures[f"added_ms_{client}"]
            print(
                f"{mode:>6} via {client:>4}: TTFT {a['ttft_ms']:.1f} -> {b['ttft_ms']:.1f} ms ({d['ttft_ms']:+.1f}); "
                f"total {a['total_ms']:.1f} -> {b['total_ms']:.1f} ms ({d['total_ms']:+.1f}), medians of {args.asks}"
            )
    if "load" in report:
        r = report["load"]
        print(
            f"load: {r['asks']} asks, {r['clients']} clients, {r['max_concurrent_asks']} asks at once + "
            f"{r['max_queue']} queued: answered {r['answered']} ({r['partial']} with a failed point), "
            f"429 {r['429']}, errors {r['errors']}; p50 {r['p50_ms']} ms, p99 {r['p99_ms']} ms; backend faults "
            f"{r['backend_faults']} of {r['backend_requests']} requests, {r['wall_s']} s; gateway CPU "
            f"{r['gateway_cpu_ms_per_answer']} ms per answer"
        )


def run_overhead(args: argparse.Namespace, tmp: Path) -> dict[str, Any]:
    with LoopbackServer(responder(0.0), token_delay=args.token_delay) as backend:
        config = {
            "default_model": "loop",
            "limits": {"max_concurrent_asks": 4},
            "backends": {
                "loop": {"model": "openai:loop", "base_url": backend.base_url_openai, "api_key": "unused", "retries": 1}
            },
            "models": {"loop-direct": {"mode": "direct"}, "loop-sot": {"mode": "sot"}},
        }
        gateway = Gateway(config, tmp)
        try:
            return overhead(backend, gateway, args.asks)
        finally:
            gateway.close()


def run_load(args: argparse.Namespace, tmp: Path) -> dict[str, Any]:
    with LoopbackServer(responder(args.fault_rate), token_delay=args.token_delay) as backend:
        config = {
            "default_model": "loop",
            "limits": {
                "max_concurrent_asks": args.max_concurrent_asks,
                "max_queue": args.max_queue,
                "queue_timeout_s": 2,
            },
            "backends": {
                "loop": {
                    "model": "openai:loop",
                    "base_url": backend.base_url_openai,
                    "api_key": "unused",
                    "retries": 3,
                    "concurrency": 64,
                }
            },
            "models": {"loop-sot": {"mode": "sot"}},
        }
        gateway = Gateway(config, tmp, workers=args.workers)
        try:
            cpu = gateway.cpu_s()
            result = anyio.run(load, gateway, args.load_asks, args.clients)
            result["gateway_cpu_ms_per_answer"] = round(1000 * (gateway.cpu_s() - cpu) / max(result["answered"], 1), 1)
        finally:
            gateway.close()
        metrics = result.pop("metrics")
        result["max_concurrent_asks"], result["max_queue"] = args.max_concurrent_asks, args.max_queue
        result["workers"] = args.workers
        result["backend_requests"] = len(backend.requests)
        result["backend_faults"] = sum(1 for r in backend.requests if r.outcome in ("error", "dropped"))
        result["backend_peak_in_flight"] = backend.peak_concurrency
        result["gateway_backend_errors"] = sum(
            float(line.rsplit(" ", 1)[1])
            for line in metrics.splitlines()
            if line.startswith("sot_backend_errors_total{")
        )
        return result


if __name__ == "__main__":
    main()
