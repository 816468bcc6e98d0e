"""How long a hostile request body holds `sot serve`, and whether others are answered meanwhile.

The body is a chat request whose content is an unterminated string of ``\\"`` pairs (the shape
that made a regular-expression pre-scan quadratic): for each size it is posted once, while
``/health`` is polled; the report gives the answer's status and time, and the slowest
``/health`` answer during it. The gateway runs from this checkout with the fake backend, or
from ``--python-path DIR`` (another installed copy, to compare).

    python benchmarks/serve_hostile.py --sizes 20000 40000 80000 1000000 --out benchmarks/results/serve/hostile.json
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import httpx

PREFIX = b'{"model":"x","max_tokens":5,"messages":[{"role":"user","content":"'


def body(size: int) -> bytes:
    return PREFIX + b'\\"' * ((size - len(PREFIX)) // 2)


def measure(url: str, size: int, timeout: float) -> dict:
    data = body(size)
    out: dict = {}

    def post() -> None:
        started = time.monotonic()
        try:
            r = httpx.post(
                f"{url}/v1/chat/completions",
                content=data,
                headers={"content-type": "application/json"},
                timeout=timeout,
            )
            out["status"] = r.status_code
        except httpx.HTTPError as exc:
            out["status"] = f"error: {type(exc).__name__}"
        out["seconds"] = round(time.monotonic() - started, 3)

    thread = threading.Thread(target=post)
    thread.start()
    time.sleep(0.05)
    worst, polls = 0.0, 0
    while thread.is_alive():
        started = time.monotonic()
        httpx.get(f"{url}/health", timeout=timeout)
        worst, polls = max(worst, time.monotonic() - started), polls + 1
        time.sleep(0.01)
    thread.join()
    return {"bytes": len(data), **out, "health_worst_s": round(worst, 3), "health_polls": polls}


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--sizes", type=int, nargs="+", default=[20_000, 40_000, 80_000, 1_000_000])
    p.add_argument("--python-path", help="run the gateway from this installed copy (PYTHONPATH)")
    p.add_argument("--timeout", type=float, default=300.0, help="give up on one request after this long")
    p.add_argument("--out", help="write the JSON report here")
    args = p.parse_args()
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    folder = Path(tempfile.mkdtemp(prefix="sot-hostile-"))
    (folder / "gw.yaml").write_text("default_model: fake\nmode: direct\nlimits: {max_body_bytes: 1100000}\n")
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
    try:
        for _ in range(600):
            try:
                if httpx.get(f"{url}/health", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.1)
        rows = []
        for size in args.sizes:
            row = measure(url, size, args.timeout)
            rows.append(row)
            print(
                f"{row['bytes']:>8} bytes: {row['status']} in {row['seconds']:.3f} s; "
                f"/health at worst {row['health_worst_s']:.3f} s",
                flush=True,
            )
    finally:
        proc.terminate()
        proc.wait(30)
    report = {"gateway": args.python_path or "this checkout", "rows": rows, "load_1m": os.getloadavg()[0]}
    if args.out:
        Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        Path(args.out).write_text(json.dumps(report, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
