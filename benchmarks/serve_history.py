"""Does one request with a long chat history, or a deeply nested body, hold `sot serve`'s event loop?

For each shape and size a valid request is posted (in direct mode, to the fake backend or,
with ``--backend openai`` or ``anthropic``, to the loopback server of tests/loopback.py through
that provider) while ``/health`` is polled from another thread; each row gives the answer's
status and time and the slowest ``/health`` answer while it ran, medians of ``--repeat``
runs. Shapes:

- ``history``: N tiny alternating turns (``{"role": "user", "content": "t17"}``), the
  last one the user's question: 2,500 of them are about 100 KB, 20,000 about 819 KB;
- ``runs``: N tiny turns all from the user (a backend that merges a role's consecutive
  turns, as Anthropic's does, gets one long turn);
- ``parts``: one user message of N tiny text parts (content blocks);
- ``nests``: the question beside an unknown field of repeated 60-deep JSON nests
  (``[[[...]]]``), up to ``--nest-bytes`` (990 KB by default).

The gateway runs from this checkout, or from ``--python-path DIR`` (another copy, for a before
and after in one run: ``git worktree add /tmp/before HEAD~3`` then ``--python-path /tmp/before``).

    python benchmarks/serve_history.py --out benchmarks/results/gateway/history.json
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # for tests.loopback

ROUTES = {"openai": "/v1/chat/completions", "anthropic": "/v1/messages"}
HEADERS = {"content-type": "application/json", "anthropic-version": "2023-06-01"}


def history_body(messages: int, model: str = "fake") -> bytes:
    """``messages`` tiny turns alternating user and assistant, ending with the user's question."""
    turns = [
        {"role": "user" if (messages - 1 - i) % 2 == 0 else "assistant", "content": f"t{i}"} for i in range(messages)
    ]
    turns[-1]["content"] = "What is the capital of France?"
    return json.dumps({"model": model, "max_tokens": 20, "messages": turns}).encode()


def runs_body(messages: int, model: str = "fake") -> bytes:
    """``messages`` tiny turns, all the user's, the last one the question."""
    turns = [{"role": "user", "content": f"t{i}"} for i in range(messages)]
    turns[-1]["content"] = "What is the capital of France?"
    return json.dumps({"model": model, "max_tokens": 20, "messages": turns}).encode()


def parts_body(parts: int, model: str = "fake") -> bytes:
    """One user message of ``parts`` tiny text parts (both APIs take this shape)."""
    content = [{"type": "text", "text": f"t{i} "} for i in range(parts)]
    content[-1]["text"] = "What is the capital of France?"
    return json.dumps({"model": model, "max_tokens": 20, "messages": [{"role": "user", "content": content}]}).encode()


def nests_body(size: int, depth: int = 60, model: str = "fake") -> bytes:
    """A valid request whose unknown field ``pad`` holds repeated ``depth``-deep nests of arrays."""
    nest = "[" * depth + "]" * depth
    head = {"model": model, "max_tokens": 20, "messages": [{"role": "user", "content": "What is 2+2?"}]}
    prefix = json.dumps(head)[:-1] + ', "pad": ['
    count = max(1, (size - len(prefix) - 2) // (len(nest) + 1))
    return (prefix + ",".join([nest] * count) + "]}").encode()


def measure(url: str, route: str, data: bytes, timeout: float) -> dict:
    out: dict = {}

    def post() -> None:
        started = time.monotonic()
        try:
            r = httpx.post(f"{url}{ROUTES[route]}", content=data, headers=HEADERS, timeout=timeout)
            out["status"] = r.status_code
        except httpx.HTTPError as exc:
            out["status"] = f"error: {type(exc).__name__}"
        out["seconds"] = time.monotonic() - started

    with httpx.Client(timeout=timeout) as probe:
        probe.get(f"{url}/health")  # a kept-alive connection: each poll is one request
        thread = threading.Thread(target=post)
        thread.start()
        worst, polls = 0.0, 0
        while thread.is_alive():
            started = time.monotonic()
            probe.get(f"{url}/health")
            worst, polls = max(worst, time.monotonic() - started), polls + 1
            time.sleep(0.005)
        thread.join()
    return {**out, "health_worst_s": worst, "health_polls": polls}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def run(args: argparse.Namespace, backend: str | None, backend_url: str | None) -> list[dict]:
    port = _free_port()
    folder = Path(tempfile.mkdtemp(prefix="sot-history-"))
    model = "fake"
    backends = ""
    if backend_url:
        model = "remote"
        backends = f"backends:\n  remote: {{model: '{backend}', base_url: '{backend_url}', api_key: x}}\n"
    (folder / "gw.yaml").write_text(
        f"default_model: {model}\nmode: direct\nlimits: {{max_body_bytes: 1100000}}\n{backends}"
    )
    env = dict(os.environ)
    if args.python_path:
        env["PYTHONPATH"] = args.python_path
    proc = subprocess.Popen(
        [sys.executable, "-m", "sot", "serve", "--config", str(folder / "gw.yaml"), "--port", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env=env,
        cwd=folder,
    )
    url = f"http://127.0.0.1:{port}"
    rows = []
    try:
        for _ in range(600):
            try:
                if httpx.get(f"{url}/health", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.1)
        cases = [("history", n, history_body(n, model)) for n in args.messages]
        cases += [("runs", n, runs_body(n, model)) for n in args.runs]
        cases += [("parts", n, parts_body(n, model)) for n in args.parts]
        if args.nest_bytes:
            cases.append(("nests", args.nest_bytes, nests_body(args.nest_bytes, model=model)))
        for shape, n, data in cases:
            for route in args.routes:
                runs = [measure(url, route, data, args.timeout) for _ in range(args.repeat)]
                row = {
                    "shape": shape,
                    "size": n,
                    "route": route,
                    "bytes": len(data),
                    "status": runs[-1]["status"],
                    "seconds_median": round(statistics.median(r["seconds"] for r in runs), 3),
                    "health_worst_s_median": round(statistics.median(r["health_worst_s"] for r in runs), 3),
                    "health_worst_s_max": round(max(r["health_worst_s"] for r in runs), 3),
                    "health_polls_median": statistics.median(r["health_polls"] for r in runs),
                }
                rows.append(row)
                print(
                    f"{shape:>7} {n:>7} {route:>9} {len(data):>8} B: {row['status']} in {row['seconds_median']:.3f} s;"
                    f" /health at worst {row['health_worst_s_median']:.3f} s (median of {args.repeat})",
                    flush=True,
                )
    finally:
        proc.terminate()
        proc.wait(30)
    return rows


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--messages", type=int, nargs="+", default=[2_500, 5_000, 10_000, 20_000])
    p.add_argument("--runs", type=int, nargs="*", default=[20_000], help="sizes of the runs shape")
    p.add_argument("--parts", type=int, nargs="*", default=[20_000], help="sizes of the parts shape")
    p.add_argument("--nest-bytes", type=int, default=990_000, help="the nests body's size (0: none)")
    p.add_argument("--routes", nargs="+", choices=sorted(ROUTES), default=["openai", "anthropic"])
    p.add_argument(
        "--backend",
        choices=["fake", "openai", "anthropic"],
        default="fake",
        help="the fake provider, or a loopback server through the openai: or anthropic: provider",
    )
    p.add_argument("--repeat", type=int, default=3, help="runs of each row (medians reported)")
    p.add_argument("--python-path", help="run the gateway from this copy (PYTHONPATH)")
    p.add_argument("--timeout", type=float, default=120.0, help="give up on one request after this long")
    p.add_argument("--out", help="write the JSON report here")
    args = p.parse_args()
    if args.backend != "fake":
        from tests.loopback import LoopbackServer

        with LoopbackServer(lambda body: "Paris.") as server:
            url = server.base_url_openai if args.backend == "openai" else server.base_url_anthropic
            rows = run(args, f"{args.backend}:m", url)
    else:
        rows = run(args, None, None)
    report = {
        "gateway": args.python_path or "this checkout",
        "backend": args.backend,
        "command": " ".join(["python", *sys.argv]),
        "rows": rows,
        "load_1m": os.getloadavg()[0],
        "cpus": os.cpu_count(),
    }
    if args.out:
        Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        Path(args.out).write_text(json.dumps(report, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
