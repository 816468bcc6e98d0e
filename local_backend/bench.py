"""Benchmark of the branch engine: per-step decode cost by batch size, batched vs sequential
branches, and the naive way (Hugging Face ``generate`` on left-padded branch prompts).

    python -m sot.local_backend.bench --json
    python -m sot.local_backend.bench --configs fp32 --batches 1,8 --tokens 32

Configurations (``fp32``, ``int8``) run side by side in one process, interleaved, so a
shared CPU slows them alike; compare ratios within a run.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

import torch

from sot.local_backend.engine import BranchEngine, SamplingParams
from sot.local_backend.loading import LoadedModel, load_model, resolve_source

SYSTEM = "You are a helpful assistant. Answer the question by expanding one point of the skeleton."
QUESTION = "What are practical ways for a small software team to ship reliable releases faster?"
POINTS = [
    "Automate the test suite", "Release in small batches", "Use feature flags", "Keep a clear on-call rota",
    "Review code quickly", "Measure lead time", "Write short design notes", "Remove flaky tests",
    "Pair on risky changes", "Keep the build fast", "Document the release steps", "Track defects by cause",
    "Limit work in progress", "Share dashboards", "Rehearse rollbacks", "Hold short retrospectives",
]


CONFIGS: dict[str, dict[str, Any]] = {
    "fp32": {},  # the default: float32 on CPU (bfloat16 on CUDA)
    "int8": {"quantize": "int8"},  # CPU only
}


def branch_messages(i: int) -> list[dict[str, str]]:
    skeleton = "\n".join(f"{n + 1}. {p}" for n, p in enumerate(POINTS[:8]))
    return [
        {"role": "system", "content": SYSTEM},
        {"role": "user", "content": f"{QUESTION}\n\nSkeleton:\n{skeleton}\n\nExpand point {i % 16 + 1}: "
                                    f"{POINTS[i % 16]}. Write two or three sentences."},
    ]


def _median_ms(values: list[float]) -> float:
    return round(statistics.median(values) * 1000, 2)


def step_times(loaded: LoadedModel, batch: int, steps: int) -> list[float]:
    """Wall time of each decode step with ``batch`` live rows (prefill excluded)."""
    engine = BranchEngine(loaded.model, loaded.tokenizer)
    params = SamplingParams(max_tokens=steps + 8, ignore_eos=True)
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


def run_engine(loaded: LoadedModel, prompts: list[list[int]], tokens: int, together: bool) -> tuple[float, list[list[int]]]:
    """Seconds to generate ``tokens`` for every prompt, all at once or one after another."""
    params = SamplingParams(max_tokens=tokens, ignore_eos=True)
    outputs: list[list[int]] = []
    start = time.perf_counter()
    groups = [prompts] if together else [[p] for p in prompts]
    for group in groups:
        engine = BranchEngine(loaded.model, loaded.tokenizer)
        ids = [engine.submit(p, params) for p in group]
        done: dict[int, list[int]] = {}
        while engine.has_work():
            for event in engine.step():
                if event.error is not None:
                    raise event.error
                if event.finish_reason is not None:
                    done[event.row_id] = list(next(r for r in engine._rows if r.id == event.row_id).generated)
        outputs += [done[i] for i in ids]
    return time.perf_counter() - start, outputs


def run_naive(loaded: LoadedModel, prompts: list[list[int]], tokens: int) -> float:
    """Seconds for ``model.generate`` on the prompts, batched with left padding (no prefix sharing)."""
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
            input_ids=input_ids.to(loaded.device), attention_mask=mask.to(loaded.device), max_new_tokens=tokens,
            min_new_tokens=tokens, do_sample=False, pad_token_id=pad,
        )
    return time.perf_counter() - start


def interleaved(configs: dict[str, LoadedModel], repeats: int, fn: Callable[[LoadedModel], Any]) -> dict[str, list[Any]]:
    out: dict[str, list[Any]] = {name: [] for name in configs}
    for _ in range(repeats):
        for name, loaded in configs.items():
            out[name].append(fn(loaded))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m sot.local_backend.bench", description=__doc__.splitlines()[0])
    parser.add_argument("--model", default=None, help="GGUF, Hugging Face folder or cached id (default: embedded)")
    parser.add_argument("--device", default=None)
    parser.add_argument("--configs", default="fp32,int8", help=f"comma list of {', '.join(CONFIGS)}")
    parser.add_argument("--batches", default="1,2,4,8,16")
    parser.add_argument("--steps", type=int, default=12, help="decode steps timed per batch size")
    parser.add_argument("--branches", type=int, default=8)
    parser.add_argument("--tokens", type=int, default=48, help="tokens per branch in the end-to-end runs")
    parser.add_argument("--repeats", type=int, default=1)
    parser.add_argument("--threads", type=int, default=None)
    parser.add_argument("--no-naive", action="store_true")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)

    def log(msg: str) -> None:
        print(msg, file=sys.stderr, flush=True)

    source = resolve_source(args.model)
    configs = {}
    for name in args.configs.split(","):
        if name not in CONFIGS:
            parser.error(f"unknown config {name!r} (choose from {', '.join(CONFIGS)})")
        configs[name] = load_model(source, device=args.device, **CONFIGS[name])
    if args.threads:
        torch.set_num_threads(args.threads)
    first = next(iter(configs.values()))
    report: dict[str, Any] = {
        "model": source.display, "device": str(first.device), "threads": torch.get_num_threads(),
        "torch": torch.__version__, "configs": {},
    }
    batches = [int(b) for b in args.batches.split(",")]
    for name in configs:
        report["configs"][name] = {"step_ms": {}, "step_ratio": {}}
    for b in batches:
        log(f"step time, batch {b}")
        got = interleaved(configs, args.repeats, lambda loaded, b=b: step_times(loaded, b, args.steps))
        for name, runs in got.items():
            report["configs"][name]["step_ms"][b] = _median_ms([t for run in runs for t in run])
    for name in configs:
        steps = report["configs"][name]["step_ms"]
        base = steps.get(1) or steps[min(steps)]
        report["configs"][name]["step_ratio"] = {b: round(t / base, 2) for b, t in steps.items()}
        report["configs"][name]["decode_tok_s_batch1"] = round(1000 / base, 1)

    tokenizer_engine = BranchEngine(first.model, first.tokenizer)
    prompts = [tokenizer_engine.encode_chat(branch_messages(i)) for i in range(args.branches)]
    n, t = args.branches, args.tokens
    log(f"end to end: {n} branches x {t} tokens")
    batched = interleaved(configs, args.repeats, lambda loaded: run_engine(loaded, prompts, t, True))
    alone = interleaved(configs, args.repeats, lambda loaded: run_engine(loaded, prompts, t, False))
    naive = {} if args.no_naive else interleaved(configs, args.repeats, lambda loaded: run_naive(loaded, prompts, t))
    for name in configs:
        cfg = report["configs"][name]
        tb = statistics.median(r[0] for r in batched[name])
        ts = statistics.median(r[0] for r in alone[name])
        same = sum(a == b for a, b in zip(batched[name][0][1], alone[name][0][1]))
        cfg["end_to_end"] = {
            "branches": n, "tokens": t, "batched_s": round(tb, 2), "sequential_s": round(ts, 2),
            "speedup_vs_sequential": round(ts / tb, 2), "batched_tok_s": round(n * t / tb, 1),
            "batched_equals_sequential": f"{same}/{n}",
        }
        reference = next(iter(configs))
        if name != reference:
            ref_outputs = batched[reference][0][1]
            agree = sum(a == b for a, b in zip(batched[name][0][1], ref_outputs))
            cfg["end_to_end"][f"same_tokens_as_{reference}"] = f"{agree}/{n}"
        if naive:
            tn = statistics.median(naive[name])
            cfg["end_to_end"]["naive_generate_s"] = round(tn, 2)
            cfg["end_to_end"]["speedup_vs_naive"] = round(tn / tb, 2)
    if args.json:
        print(json.dumps(report))
    else:
        for name, cfg in report["configs"].items():
            print(f"[{name}] step ms {cfg['step_ms']} ratio {cfg['step_ratio']}")
            print(f"[{name}] end to end {cfg['end_to_end']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
