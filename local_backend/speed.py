"""The local backend's speed, measured on this machine: what ``--mode auto`` predicts from.

A loaded engine is calibrated once per model, engine, device and thread count: one row,
then 4 and 8 rows sharing a prompt prefix, each decoding a few tokens through the engine's
own batch (about half a second for the embedded model on 2 CPU cores). The engine's step
record (:class:`~sot.local_backend.rows.StepTimes`) gives a decode step's time by rows and
the prompt rate; the result is kept as JSON under the user cache dir (``speed/``), so later
processes read it. A cache file that does not parse, was written for another model file,
engine, library version or format, or is older than :data:`MAX_AGE_S`, is ignored and
measured again; one that cannot be written is only not kept. Neither is ever an error.

A calibration taken while the machine was busy says little about it: on a CPU, the share of
its threads' time this process got while measuring (``cpu_share``, process CPU time over
wall time and threads) below :data:`BUSY_SHARE` marks it busy. A busy measurement serves the
process that took it but is not kept, so the next process measures again.
``sot models`` lists the kept ones (:func:`kept_speeds`); ``sot calibrate`` measures again.

The llama.cpp engine's drafting cost table (what a verify step of n tokens costs over a step
of one, :mod:`~sot.local_backend.drafting`) is kept the same way, by model, engine and thread
count (:func:`read_draft_cost`, :func:`write_draft_cost`; ``speed/draft/``): measuring it
takes about a second on a small CPU, which a short answer would otherwise pay in every process.

    speed = await measured_speed(runtime)   # an EngineSpeed; the local provider reports it as its Speed
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib.metadata
import json
import os
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from sot.local_backend.runtime import Runtime

__all__ = [
    "BUSY_SHARE",
    "FORMAT",
    "MAX_AGE_S",
    "EngineSpeed",
    "cache_key",
    "calibrate",
    "cpu_share",
    "draft_cost_key",
    "kept_speeds",
    "measured_speed",
    "read_cached",
    "read_draft_cost",
    "write_cached",
    "write_draft_cost",
]

FORMAT = 1  # bump when what a file holds changes
#: a CPU calibration during which this process got less than this share of its threads' time
#: was taken on a busy machine: used once, not kept
BUSY_SHARE = 0.6
MAX_AGE_S = 30 * 24 * 3600  # a machine changes (drivers, libraries, other load): measure again monthly
_ROWS = (1, 4, 8)
_TOKENS = 8  # decode steps timed per row count
_PROMPT = (
    "A calibration prompt of about a hundred tokens. Engines are timed on the steps they take: "
    "each step advances every live row by one token, and its time grows with the number of rows "
    "at a rate set by the machine. A GPU takes sixteen rows in about the time of one; a small CPU "
    "takes nearly sixteen times as long. The prompt itself is computed once and shared by the rows "
    "that follow it, as the points of one skeleton share their question. Row"
)


@dataclass(frozen=True)
class EngineSpeed:
    """A loaded engine's measured speed: one row's decode rate, the prompt rate, and a decode
    step's time by rows over one row's (``{1: 1.0, 4: ..., 8: ...}``)."""

    decode_tok_s: float
    prefill_tok_s: float | None
    step_ratio: dict[int, float] = field(default_factory=lambda: {1: 1.0})
    #: on a CPU, the share of its threads' time the process got while measuring (``None``: a GPU,
    #: or not measured)
    cpu_share: float | None = None

    @property
    def busy(self) -> bool:
        """Measured on a busy machine (see the module doc): not kept."""
        return self.cpu_share is not None and self.cpu_share < BUSY_SHARE


def cpu_share(wall: float, cpu: float, threads: int) -> float | None:
    """The share of its ``threads`` threads' time a process got over ``wall`` seconds in which
    it used ``cpu`` seconds of CPU (``None`` where nothing was measured); under
    :data:`BUSY_SHARE`, the machine was busy."""
    return round(min(1.0, cpu / (wall * threads)), 3) if wall > 0 and threads > 0 else None


def cache_key(runtime: Runtime) -> dict[str, Any]:
    """What a measurement holds for: the model file, engine, device, threads, library versions."""
    return _key(Path(runtime.source.location), runtime.engine.describe())


def draft_cost_key(model_path: str, info: dict[str, Any], threads: int) -> dict[str, Any]:
    """What a drafting cost table holds for: :func:`cache_key`'s, at ``threads`` threads now."""
    return {**_key(Path(model_path), info), "kind": "draft cost", "threads_now": threads}


def _key(location: Path, info: dict[str, Any]) -> dict[str, Any]:
    from sot.local_backend.loading import file_fingerprint

    model = {"path": str(location)}
    if location.is_file():  # a GGUF: the same fingerprint its conversion cache goes by (folders and hub ids: the name)
        model["fingerprint"] = file_fingerprint(location)
    versions = {}
    for dist in ("llama-cpp-python",) if info.get("engine") == "llama.cpp" else ("torch", "transformers"):
        with contextlib.suppress(importlib.metadata.PackageNotFoundError):
            versions[dist] = importlib.metadata.version(dist)
    keep = ("engine", "device", "threads", "gpu_layers", "flash_attn", "dtype", "quantize")
    return {
        "format": FORMAT,
        "model": model,
        "engine": {k: info[k] for k in keep if k in info},
        "versions": versions,
    }


def _path(key: dict[str, Any]) -> Path:
    from sot.local_backend.loading import cache_dir

    digest = hashlib.sha256(json.dumps(key, sort_keys=True).encode()).hexdigest()[:24]
    folder = cache_dir() / "speed"
    return (folder / "draft" if key.get("kind") == "draft cost" else folder) / f"{digest}.json"


def _read(key: dict[str, Any], now: float | None) -> dict[str, Any]:
    """The kept document for ``key``; raises (OSError, ValueError, KeyError) where there is none
    that holds for it now."""
    doc = json.loads(_path(key).read_text(encoding="utf-8"))
    if doc["key"] != key or not (0 <= (now or time.time()) - float(doc["measured_at"]) <= MAX_AGE_S):
        raise KeyError("stale or another key's")
    return doc


def _write(key: dict[str, Any], body: dict[str, Any], now: float | None) -> None:
    """Keep ``body`` for ``key`` (atomically; a cache that cannot be written is skipped)."""
    path = _path(key)
    doc = {"key": key, "measured_at": now or time.time(), **body}
    tmp: str | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile("w", dir=path.parent, delete=False, suffix=".tmp", encoding="utf-8") as f:
            tmp = f.name
            json.dump(doc, f, indent=1)
        os.replace(tmp, path)
    except OSError:
        if tmp is not None:  # written, not moved into place
            with contextlib.suppress(OSError):
                os.unlink(tmp)


def read_cached(key: dict[str, Any], *, now: float | None = None) -> EngineSpeed | None:
    """The measurement kept for ``key``, or ``None`` (missing, unreadable, stale or another key's)."""
    try:
        speed = _read(key, now)["speed"]
        ratios = {int(n): float(r) for n, r in speed["step_ratio"].items()}
        prefill = speed["prefill_tok_s"]
        share = speed.get("cpu_share")
        result = EngineSpeed(
            decode_tok_s=float(speed["decode_tok_s"]),
            prefill_tok_s=None if prefill is None else float(prefill),
            step_ratio=ratios,
            cpu_share=None if share is None else float(share),
        )
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None
    if result.decode_tok_s <= 0 or any(r <= 0 for r in ratios.values()) or (prefill is not None and prefill <= 0):
        return None
    return result


def write_cached(key: dict[str, Any], speed: EngineSpeed, *, now: float | None = None) -> None:
    """Keep ``speed`` for ``key`` (atomically; a cache that cannot be written is skipped)."""
    body = {
        "speed": {
            "decode_tok_s": speed.decode_tok_s,
            "prefill_tok_s": speed.prefill_tok_s,
            "step_ratio": {str(n): r for n, r in sorted(speed.step_ratio.items())},
            "cpu_share": speed.cpu_share,
        }
    }
    _write(key, body, now)


def read_draft_cost(key: dict[str, Any], *, now: float | None = None) -> dict[int, float] | None:
    """The drafting cost table kept for ``key`` (``{n: a step of n tokens over a step of one}``,
    ``1: 1.0`` and one size more at least), or ``None``."""
    try:
        ratios = {int(n): float(r) for n, r in _read(key, now)["draft_cost"].items()}
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None
    if ratios.get(1) != 1.0 or len(ratios) < 2 or any(r < 1.0 for r in ratios.values()):
        return None
    return ratios


def write_draft_cost(key: dict[str, Any], ratios: dict[int, float], *, now: float | None = None) -> None:
    """Keep a drafting cost table for ``key`` (see :func:`read_draft_cost`)."""
    _write(key, {"draft_cost": {str(n): r for n, r in sorted(ratios.items())}}, now)


async def calibrate(runtime: Runtime) -> EngineSpeed:
    """Measure the loaded engine: decode steps of 1, 4 and 8 rows, and the prompt rate (and,
    on a CPU, the share of its threads' time this process got meanwhile)."""
    from sot.local_backend.contract import SamplingParams

    engine, runner = runtime.engine, runtime.runner
    base = engine.tokenize(_PROMPT)
    params = SamplingParams(max_tokens=_TOKENS, ignore_eos=True, draft=False)  # (steps of one token each)
    wall, cpu = time.monotonic(), time.process_time()
    for rows in _ROWS:
        jobs = [(base + engine.tokenize(f" {rows}-{i}:"), params) for i in range(rows)]
        async for _ in runner.run(jobs):
            pass
    wall, cpu = time.monotonic() - wall, time.process_time() - cpu
    steps = engine.step_times.decode_s()
    one = steps.get(1)
    if not one:
        raise RuntimeError("calibration recorded no single-row decode step")
    ratios = {rows: steps[rows] / one for rows in _ROWS if rows in steps}
    info = engine.describe()
    threads = info.get("threads")
    on_cpu = str(info.get("device", "cpu")).startswith("cpu") and isinstance(threads, int) and threads > 0
    share = cpu_share(wall, cpu, threads) if on_cpu and isinstance(threads, int) else None
    return EngineSpeed(
        decode_tok_s=1.0 / one, prefill_tok_s=engine.step_times.prefill_tok_s(), step_ratio=ratios, cpu_share=share
    )


#: measurements this process took on a busy machine, by key: they serve this process, not others
_SESSION: dict[str, EngineSpeed] = {}


async def measured_speed(runtime: Runtime, *, fresh: bool = False) -> EngineSpeed:
    """The engine's speed: kept from an earlier process (unless ``fresh``), else calibrated now
    and kept, unless the machine was busy while measuring (see the module doc): then it serves
    this process only."""
    key = cache_key(runtime)
    name = json.dumps(key, sort_keys=True)
    cached = None if fresh else (_SESSION.get(name) or read_cached(key))
    if cached is not None:
        return cached
    speed = await calibrate(runtime)
    if speed.busy:
        _SESSION[name] = speed
    else:
        _SESSION.pop(name, None)
        write_cached(key, speed)
    return speed


def kept_speeds() -> list[dict[str, Any]]:
    """Every kept measurement (``key``, ``measured_at``, ``speed``, ``path``), newest first."""
    from sot.local_backend.loading import cache_dir

    out = []
    for path in sorted((cache_dir() / "speed").glob("*.json")):
        try:
            doc = json.loads(path.read_text(encoding="utf-8"))
            out.append(
                {"key": doc["key"], "measured_at": float(doc["measured_at"]), "speed": doc["speed"], "path": str(path)}
            )
        except (OSError, ValueError, KeyError, TypeError):
            continue
    return sorted(out, key=lambda d: -d["measured_at"])
