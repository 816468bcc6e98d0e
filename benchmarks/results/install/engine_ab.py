"""The engine's decode speed on two builds of llama-cpp-python's libraries, paired, in one run.

    python benchmarks/results/install/engine_ab.py OLD_LIB_DIR NEW_LIB_DIR [--rounds 3]

Each run is ``benchmarks/decode_speed.py``'s ``engine`` subject (a new process, 120 tokens) with
``LLAMA_CPP_LIB_PATH`` set to one of the two folders (a ``llama_cpp/lib`` of an installed
llama-cpp-python); the order alternates round by round. Prints each run and the medians.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
import decode_speed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    libs = {"old": args.old, "new": args.new}
    runs: dict[str, list[float]] = {name: [] for name in libs}
    for r in range(args.rounds):
        for name in list(libs) if r % 2 == 0 else list(libs)[::-1]:
            env = dict(os.environ, LLAMA_CPP_LIB_PATH=libs[name])
            tok_s = decode_speed.run_engine(decode_speed.QUESTION, 120, None, env)["decode_tok_s"]
            runs[name].append(tok_s)
            print(r + 1, name, round(tok_s, 1), "load", round(os.getloadavg()[0], 1), flush=True)
    print(
        json.dumps(
            {
                name: {"median": round(statistics.median(v), 1), "runs": [round(x, 1) for x in v]}
                for name, v in runs.items()
            }
        )
    )


if __name__ == "__main__":
    main()
