"""``sot calibrate [-m local...]``: measure a local model's speed on this machine again.

Auto mode's cost model predicts from a local engine's measured speed (a decode step's time
by rows, the prompt rate), taken the first time a model is used and kept for 30 days
(:mod:`sot.local_backend.speed`). This measures it now and keeps it, unless the machine was
busy meanwhile (then it says so and exits 1). ``sot models`` lists what is kept. On the
llama.cpp engine it also measures what a drafting verify step of several tokens costs over a
step of one (``draft_cost``), kept for ``local?draft=auto``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

__all__ = ["describe_speed", "register"]


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser(
        "calibrate",
        help="measure a local model's speed again (what auto mode predicts from)",
        description="Load a local model and measure its decode steps of 1, 4 and 8 rows and its prompt rate "
        "on this machine; keep the figures for auto mode unless the machine was busy meanwhile (exit 1).",
    )
    p.add_argument("-m", "--model", default="local", help="a local model: local, local:PATH, local?engine=torch...")
    p.add_argument("--json", action="store_true", help="print the figures as JSON")
    p.set_defaults(handler=_run)


def describe_speed(speed: dict[str, Any]) -> str:
    """One line of a measurement: one row's rate, the step ratios, the prompt rate, the CPU share."""
    ratios = ", ".join(f"{n} rows {r:.2f}x" for n, r in sorted(speed["step_ratio"].items(), key=lambda i: int(i[0])))
    prefill = speed.get("prefill_tok_s")
    share = speed.get("cpu_share")
    return (
        f"{speed['decode_tok_s']:.0f} tok/s one row; a step of {ratios} one row's"
        + (f"; prompt {prefill:.0f} tok/s" if prefill else "")
        + (f"; {share:.0%} of its threads' time" if share is not None else "")
    )


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
            speed = await measured_speed(runtime, fresh=True)
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
        "kept": not speed.busy,
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
    if speed.busy:
        print(
            f"sot: the machine was busy (this process got {speed.cpu_share:.0%} of its threads' time): "
            "not kept; run sot calibrate again when it is quiet",
            file=sys.stderr,
        )
        return 1
    print("sot: kept for auto mode (sot models lists it)", file=sys.stderr)
    return 0
