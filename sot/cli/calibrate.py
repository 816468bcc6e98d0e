"""``sot calibrate [-m local...]``: measure a local model's speed on this machine again.

Auto mode's cost model predicts from a local engine's measured speed (a decode step's time
by rows, the prompt rate), taken the first time a model is used (within half a second, inside
the ask) and kept for 30 days (:mod:`sot.local_backend.speed`). This measures it now in full
and keeps it. Taken on a busy machine, its rates are scaled to what a quiet one gives and it
is kept, unless a quiet measurement is kept already (then it says so and exits 1); figures
that cannot be right are not kept either (exit 1). ``sot models`` lists what is kept. On the
llama.cpp engine it also measures what a drafting verify step of several tokens costs over a
step of one (``draft_cost``), kept for ``local?draft=auto``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

__all__ = ["busyness", "describe_speed", "register"]


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser(
        "calibrate",
        help="measure a local model's speed again (what auto mode predicts from)",
        description="Load a local model and measure its decode steps of 1, 4 and 8 rows and its prompt rate "
        "on this machine; keep the figures for auto mode (scaled to a quiet machine where it was busy; a quiet "
        "measurement kept already is not replaced by a busy one, exit 1).",
    )
    p.add_argument("-m", "--model", default="local", help="a local model: local, local:PATH, local?engine=torch...")
    p.add_argument("--json", action="store_true", help="print the figures as JSON")
    p.set_defaults(handler=_run)


def describe_speed(speed: dict[str, Any]) -> str:
    """One line of a measurement: one row's rate, the step ratios, the prompt rate, and how
    busy the machine was (the CPU share, the load average, the scale applied)."""
    ratios = ", ".join(f"{n} rows {r:.2f}x" for n, r in sorted(speed["step_ratio"].items(), key=lambda i: int(i[0])))
    prefill = speed.get("prefill_tok_s")
    return (
        f"{speed['decode_tok_s']:.0f} tok/s one row; a step of {ratios} one row's"
        + (f"; prompt {prefill:.0f} tok/s" if prefill else "")
        + (f"; {busyness(speed)}" if busyness(speed) else "")
    )


def busyness(speed: dict[str, Any]) -> str:
    """How busy the machine was while it measured: its share of the threads' time, the load
    average on the cores, and the scale applied to its rates (``""``: nothing known, a GPU)."""
    from sot.local_backend.speed import BUSY_SHARE

    share, load, cores = speed.get("cpu_share"), speed.get("loadavg"), speed.get("cores")
    scale = speed.get("scale") or 1.0
    parts = []
    if share is not None:
        busy = share < BUSY_SHARE
        parts.append(f"{'busy' if busy else 'quiet'}: {share:.0%} of its threads' time")
    if load is not None and cores:
        parts.append(f"load {load:.1f} on {cores} cores")
    if scale > 1.0:
        parts.append(f"rates scaled x{scale:.2f} to a quiet machine's")
    return ", ".join(parts)


def _run(args: argparse.Namespace) -> int:
    import anyio

    from sot.errors import ConfigError
    from sot.providers import get_provider
    from sot.providers.local import LocalProvider

    provider = get_provider(args.model)
    if not isinstance(provider, LocalProvider):
        raise ConfigError(f"sot calibrate measures local models; {args.model!r} is not one (local, local:PATH)")

    async def measure():
        from sot.local_backend.speed import measured_speed

        try:
            runtime = await provider.runtime()
            speed = await measured_speed(runtime, fresh=True, budget_s=None)  # in full, on purpose
            draft = getattr(runtime.engine, "measure_draft_cost", None)  # (the llama.cpp engine drafts)
            return speed, None if draft is None else await anyio.to_thread.run_sync(draft)
        finally:
            await provider.aclose()

    print(f"sot: measuring {args.model} on this machine...", file=sys.stderr)
    speed, draft_cost = anyio.run(measure)
    figures = {
        "decode_tok_s": round(speed.decode_tok_s, 2),
        "prefill_tok_s": None if speed.prefill_tok_s is None else round(speed.prefill_tok_s, 2),
        "step_ratio": {str(n): round(r, 3) for n, r in sorted(speed.step_ratio.items())},
        "cpu_share": speed.cpu_share,
        "loadavg": speed.loadavg,
        "cores": speed.cores,
        "scale": speed.scale,
        "source": speed.source,
        "rejected": speed.rejected,
        "measured_s": speed.measured_s,
        "kept": bool(speed.kept),
        "measured_at": time.time(),
        "draft_cost": None if draft_cost is None else {str(n): r for n, r in sorted(draft_cost.items())},
    }
    if args.json:
        print(json.dumps(figures))
    else:
        print(f"{args.model}: {describe_speed(figures)}")
        if draft_cost is not None:
            steps = ", ".join(f"{n} tokens {r:.2f}" for n, r in sorted(draft_cost.items()) if n > 1)
            print(f"drafting: a verify step of {steps} steps of one token")
    if speed.rejected is not None:
        where = {"last good": "the figures kept before", "default": "the documented defaults"}.get(
            speed.source, "a cautious guess"
        )
        print(f"sot: the measurement cannot be right ({speed.rejected}): not kept; auto uses {where}", file=sys.stderr)
        return 1
    if not speed.kept:
        print(
            f"sot: the machine was busy (this process got {speed.cpu_share or 0:.0%} of its threads' time) and a "
            "quiet measurement is kept already: not replaced; run sot calibrate again when it is quiet",
            file=sys.stderr,
        )
        return 1
    busy = " (scaled: the machine was busy; a quiet measurement will replace it)" if speed.busy else ""
    print(f"sot: kept for auto mode{busy} (sot models lists it)", file=sys.stderr)
    return 0
