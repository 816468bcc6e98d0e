"""How long a hostile request body holds `sot serve`, and whether others are answered meanwhile.

Each body is posted while ``/health`` is polled from another thread (one kept-alive
connection, a poll every 5 ms); a row gives the answer's status and time, and the slowest
``/health`` answer during it, medians of ``--repeat`` runs. Shapes, each built to about the
given size in bytes, on both routes:

- ``escapes``: a message's content an unterminated string of ``\\"`` pairs (the shape that made
  a regular-expression pre-scan quadratic);
- ``zeros``: a message's content a list of zeros (``[0, 0, ...]``: an error per element);
- ``empties``: ``messages: [{}, {}, ...]`` (two errors per element);
- ``stops``: a valid streamed request with as many stop sequences as fit (OpenAI's ``stop``,
  Anthropic's ``stop_sequences``: each was looked for in every piece of text streamed);
- ``keys``: a valid request with as many unknown top-level fields as fit.

The gateway runs from this checkout with the fake backend and its default body limit
(4,000,000 bytes), or from ``--python-path DIR`` (another installed copy, to compare).

    python benchmarks/serve_hostile.py --out benchmarks/results/serve/hostile-round4.json
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

ROUTES = {"openai": "/v1/chat/completions", "anthropic": "/v1/messages"}
HEADERS = {"content-type": "application/json", "anthropic-version": "2023-06-01"}
QUESTION = {"role": "user", "content": "What is the capital of France?"}


def _head(**fields) -> dict:
    return {"model": "fake", "max_tokens": 20, **fields}


def _fill(prefix: bytes, suffix: bytes, unit: bytes, size: int, sep: bytes = b",") -> bytes:
    """``prefix``, ``unit`` repeated (joined by ``sep``) to about ``size`` bytes in all, ``suffix``."""
    count = max(1, (size - len(prefix) - len(suffix)) // (len(unit) + len(sep)))
    return prefix + sep.join([unit] * count) + suffix


def body(shape: str, route: str, size: int) -> bytes:
    if shape == "escapes":
        head = json.dumps(_head(messages=[{"role": "user", "content": "PLACE"}]))
        prefix = head[: head.index('"PLACE"')].encode() + b'"'
        return prefix + b'\\"' * ((size - len(prefix)) // 2)
    if shape == "zeros":
        head = json.dumps(_head(messages=[{"role": "user", "content": ["PLACE"]}]))
        before, after = head.split('"PLACE"')
        return _fill(before.encode(), after.encode(), b"0", size)
    if shape == "empties":
        head = json.dumps(_head(messages=["PLACE"]))
        before, after = head.split('"PLACE"')
        return _fill(before.encode(), after.encode(), b"{}", size)
    if shape == "stops":
        key = "stop" if route == "openai" else "stop_sequences"
        head = json.dumps(_head(messages=[QUESTION], stream=True, **{key: ["PLACE"]}))
        before, after = head.split('"PLACE"')
        return _fill(before.encode(), after.encode(), b'"ZQXJ"', size)
    if shape == "keys":
        head = json.dumps(_head(messages=[QUESTION]))
        prefix = head[:-1].encode() + b","
        count = max(1, (size - len(prefix)) // 13)
        return prefix + b",".join(b'"k%07d":0' % i for i in range(count)) + b"}"
    raise ValueError(shape)


def measure(url: str, route: str, data: bytes, timeout: float) -> dict:
    out: dict = {}

    def post() -> None:
        started = time.monotonic()
        try:
            with httpx.stream("POST", f"{url}{ROUTES[route]}", content=data, headers=HEADERS, timeout=timeout) as r:
                r.read()
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


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--shapes", nargs="+", default=["escapes", "zeros", "empties", "stops", "keys"])
    p.add_argument("--routes", nargs="+", default=sorted(ROUTES))
    p.add_argument("--sizes", type=int, nargs="+", default=[100_000, 300_000, 1_000_000, 2_700_000, 3_990_000])
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--python-path", help="run the gateway from this installed copy (PYTHONPATH)")
    p.add_argument("--timeout", type=float, default=300.0, help="give up on one request after this long")
    p.add_argument("--out", help="write the JSON report here")
    args = p.parse_args()
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    folder = Path(tempfile.mkdtemp(prefix="sot-hostile-"))
    (folder / "gw.yaml").write_text("default_model: fake\nmode: direct\n")
    env = dict(os.environ)
    if args.python_path:
        env["PYTHONPATH"] = os.pathsep.join([args.python_path, *filter(None, [env.get("PYTHONPATH")])])
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
        for shape in args.shapes:
            for size in args.sizes:
                for route in args.routes:
                    data = body(shape, route, size)
                    runs = [measure(url, route, data, args.timeout) for _ in range(args.repeat)]
                    row = {
                        "shape": shape,
                        "route": route,
                        "bytes": len(data),
                        "status": runs[-1]["status"],
                        "seconds_median": round(statistics.median(r["seconds"] for r in runs), 3),
                        "seconds_max": round(max(r["seconds"] for r in runs), 3),
                        "health_worst_s_median": round(statistics.median(r["health_worst_s"] for r in runs), 3),
                        "health_worst_s_max": round(max(r["health_worst_s"] for r in runs), 3),
                    }
                    rows.append(row)
                    print(
                        f"{shape:>8} {route:>9} {len(data):>8} B: {row['status']} in {row['seconds_median']:.3f} s"
                        f" (max {row['seconds_max']:.3f}); /health at worst {row['health_worst_s_median']:.3f} s"
                        f" (max {row['health_worst_s_max']:.3f})",
                        flush=True,
                    )
    finally:
        proc.terminate()
        proc.wait(30)
    report = {
        "gateway": args.python_path or "this checkout",
        "command": " ".join(["python", *sys.argv]),
        "repeat": args.repeat,
        "rows": rows,
        "load_1m": os.getloadavg()[0],
    }
    if args.out:
        Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        Path(args.out).write_text(json.dumps(report, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
