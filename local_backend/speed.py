"""The local backend's speed, measured on this machine: what ``--mode auto`` predicts from.

A loaded engine is calibrated once per model, engine, device and thread count: one row,
then 4 and 8 rows sharing a prompt prefix, each decoding a few tokens through the engine's
own batch. The engine's step record (:class:`~sot.local_backend.rows.StepTimes`) gives a
decode step's time by rows and the prompt rate; the result is kept as JSON under the user
cache dir (``speed/``), so later processes read it. The key is the model file's content
fingerprint (its size and a hash of its first, middle and last MiB; a folder or hub id goes
by its name), the engine, device and thread count and the library version, never the file's
path: a second checkout or environment with the same model reads the same measurement.
Files of the earlier path-keyed format are ignored. A cache file that does not parse, or is
older than :data:`MAX_AGE_S`, is measured again; one that cannot be written is only not kept.
Neither is ever an error.

**Inside an ask** the first use measures within :data:`ASK_BUDGET_S` seconds (a short
prompt, a few steps a row count, a row count begun only where the steps so far say it fits,
nothing begun past the budget), and only where the machine looks quiet: its load (the
1-minute average, or the threads running now where more) and the engine's threads fit in the
cores with half a core to spare. On a busier CPU a single llama.cpp step can take seconds, so the last good figures or the defaults (below) serve, measuring nothing, and a
later quieter ask measures. ``sot calibrate`` measures in full, on purpose, without either bound.

**A busy machine.** On a CPU, the share of its threads' time this process got while
measuring (``cpu_share``: process CPU time over wall time and threads) says how busy the
machine was; the 1-minute load average and the core count are kept beside it. Rates taken
below :data:`QUIET_SHARE` are scaled up to what a quiet machine would give (times
``QUIET_SHARE / cpu_share``) and kept, marked busy under :data:`BUSY_SHARE`. A later quiet
measurement replaces a busy one, a busy one never a quiet one (nor an ask's short
measurement ``sot calibrate``'s full one). The load at the time of an ask is the cost
model's own signal (:mod:`sot.orchestrator.routing.cost`).

**Nonsense is rejected** (:func:`nonsense`): no decode rate, a rate or prompt rate that is
not a finite positive number, a step of n rows under :data:`MIN_ROW_RATIO` or over n times
one row's, a share under :data:`MIN_SHARE` (too disturbed to scale). Then the last good
figures for the key serve (a kept one past its age included), else the documented defaults
for the engine and thread count (:data:`DEFAULTS`), else a cautious guess (a step of n rows
costs n rows'). A short measurement that ran out of time before a second row count takes
its step ratios from the same fallback.

``sot models`` lists the kept ones (:func:`kept_speeds`); ``sot calibrate`` measures again.

The llama.cpp engine's drafting cost table (what a verify step of n tokens costs over a step
of one, :mod:`~sot.local_backend.drafting`) is kept the same way, by model, engine and thread
count (:func:`read_draft_cost`, :func:`write_draft_cost`; ``speed/draft/``): measuring it
takes about a second on a small CPU, which a short answer would otherwise pay in every process.

    speed = await measured_speed(runtime)   # an EngineSpeed; the local provider reports it as its Speed
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import importlib.metadata
import json
import math
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from sot.local_backend.runtime import Runtime

__all__ = [
    "ASK_BUDGET_S",
    "BUSY_SHARE",
    "DEFAULTS",
    "FORMAT",
    "LOAD_SLACK",
    "MAX_AGE_S",
    "MIN_ROW_RATIO",
    "MIN_SHARE",
    "QUIET_SHARE",
    "Default",
    "EngineSpeed",
    "cache_key",
    "calibrate",
    "cpu_share",
    "cpu_threads",
    "default_speed",
    "draft_cost_key",
    "keep",
    "kept_speeds",
    "loadavg_and_cores",
    "machine_load",
    "measured_speed",
    "nonsense",
    "read_cached",
    "read_draft_cost",
    "room",
    "settle",
    "write_cached",
    "write_draft_cost",
]

FORMAT = 2  # bump when what a file holds changes (2: keyed by the model's content, not its path)
#: a CPU calibration during which this process got less than this share of its threads' time
#: was taken on a busy machine: its rates are scaled, it is kept, and a quiet one replaces it
BUSY_SHARE = 0.6
#: the share a calibration gets on a quiet machine (the Python between steps leaves the
#: engine's threads idle a little): rates measured below it are scaled by ``QUIET_SHARE / share``
QUIET_SHARE = 0.9
#: below this share a measurement is too disturbed to scale: rejected (a full calibration at a
#: share of 0.17 on the 2-core CPU, load average 11, decoded at 2.4 tok/s: scaled, 13 tok/s,
#: where the quiet machine gives 130-143)
MIN_SHARE = 0.25
#: a step of n rows taking less than this times one row's is a measuring error
MIN_ROW_RATIO = 0.5
#: seconds an ask may spend measuring the engine the first time (``sot calibrate``: no bound)
ASK_BUDGET_S = 0.5
#: cores' worth of load a machine may carry beside a CPU engine's threads and still count as quiet
LOAD_SLACK = 0.5
MAX_AGE_S = 30 * 24 * 3600  # a machine changes (drivers, libraries, other load): measure again monthly
_ROWS = (1, 4, 8)
_TOKENS = 8  # decode steps timed per row count (``sot calibrate``)
_ASK_TOKENS = 5  # ... within an ask's budget
_ASK_PROMPT_TOKENS = 12  # the calibration prompt's first tokens, within an ask's budget
_SUFFIX_TOKENS = 5  # a row's own line after the shared prompt, about
_PROMPT = (
    "A calibration prompt of about a hundred tokens. Engines are timed on the steps they take: "
    "each step advances every live row by one token, and its time grows with the number of rows "
    "at a rate set by the machine. A GPU takes sixteen rows in about the time of one; a small CPU "
    "takes nearly sixteen times as long. The prompt itself is computed once and shared by the rows "
    "that follow it, as the points of one skeleton share their question. Row"
)


@dataclass(frozen=True)
class Default:
    """Figures to use where nothing sane was measured, for an engine on a device at a thread count."""

    engine: str
    device: str
    threads: int
    decode_tok_s: float
    prefill_tok_s: float
    step_ratio: dict[int, float]
    #: where the figures come from
    source: str


#: the documented defaults, by engine, device and threads (the nearest thread count serves
#: another, its rates scaled down with fewer threads, never up)
DEFAULTS: tuple[Default, ...] = (
    Default(
        engine="llama.cpp",
        device="cpu",
        threads=2,
        decode_tok_s=136.0,
        prefill_tok_s=249.0,
        step_ratio={1: 1.0, 5: 3.4},
        source="llama-bench on a 2-core CPU with the embedded SmolLM2-135M-Instruct GGUF: tg64 130-143 tok/s "
        "(136 taken), pp4 249 tok/s; a decode step of 5 rows about 3.4 single-row steps",
    ),
)
#: a step of n rows where nothing says otherwise: n rows' time (no gain from batching)
_CAUTIOUS_RATIO = {1: 1.0, 8: 8.0}


@dataclass(frozen=True)
class EngineSpeed:
    """A loaded engine's speed: one row's decode rate, the prompt rate, and a decode step's
    time by rows over one row's (``{1: 1.0, 4: ..., 8: ...}``), as a quiet machine gives them
    (rates measured on a busy one are scaled, see the module doc), with how they were taken."""

    decode_tok_s: float
    prefill_tok_s: float | None
    step_ratio: dict[int, float] = field(default_factory=lambda: {1: 1.0})
    #: on a CPU, the share of its threads' time the process got while measuring (``None``: a GPU,
    #: or not measured)
    cpu_share: float | None = None
    #: the 1-minute load average and the usable cores when it was measured
    loadavg: float | None = None
    cores: int | None = None
    #: the rates were multiplied by this to what a quiet machine gives (1.0: measured quiet)
    scale: float = 1.0
    #: a whole calibration (``sot calibrate``, or one that finished within an ask's budget)
    full: bool = True
    #: ``"measured"``, or where nothing sane was: ``"last good"``, ``"default"``, ``"assumed"``
    source: str = "measured"
    #: why the measurement was not used (``None``: it was)
    rejected: str | None = None
    #: seconds the call that returned these figures spent measuring (0: read back)
    measured_s: float = field(default=0.0, compare=False)
    #: whether the call that measured these figures kept them (``None``: nothing was measured)
    kept: bool | None = field(default=None, compare=False)

    @property
    def busy(self) -> bool:
        """Measured on a busy machine (see the module doc): scaled, and replaced by a quiet one."""
        return self.cpu_share is not None and self.cpu_share < BUSY_SHARE


def cpu_share(wall: float, cpu: float, threads: int) -> float | None:
    """The share of its ``threads`` threads' time a process got over ``wall`` seconds in which
    it used ``cpu`` seconds of CPU (``None`` where nothing was measured); under
    :data:`BUSY_SHARE`, the machine was busy."""
    return round(min(1.0, cpu / (wall * threads)), 3) if wall > 0 and threads > 0 else None


def loadavg_and_cores() -> tuple[float | None, int]:
    """The 1-minute load average (``None`` where the system has none) and the cores this process may use."""
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cores = os.cpu_count() or 1
    try:
        load: float | None = round(os.getloadavg()[0], 2)
    except (AttributeError, OSError):
        load = None
    return load, cores


def cpu_threads(info: dict[str, Any]) -> int | None:
    """The threads an engine (its ``describe()``) decodes with on this machine's CPU; ``None``
    where it runs on another device or does not say."""
    threads = info.get("threads")
    on_cpu = str(info.get("device", "cpu")).startswith("cpu")
    return threads if on_cpu and isinstance(threads, int) and threads > 0 else None


def machine_load() -> tuple[float | None, int]:
    """The machine's load (``None`` where the system tells none) and the cores this process may
    use. The load is the 1-minute load average, or the threads other than this one running now
    where more (``/proc/loadavg``): the average lags a minute behind work that has just begun."""
    load, cores = loadavg_and_cores()
    now = _running_now()
    if now is not None:
        load = max(load or 0.0, float(now))
    return load, cores


def _running_now() -> int | None:
    """Threads running or ready to run now, this one left out (``None`` where the system does not say)."""
    try:
        running = Path("/proc/loadavg").read_text().split()[3].split("/")[0]
        return max(0, int(running) - 1)
    except (OSError, IndexError, ValueError):
        return None


def cache_key(runtime: Runtime) -> dict[str, Any]:
    """What a measurement holds for: the model's content, engine, device, threads, library versions."""
    return _key(Path(runtime.source.location), runtime.engine.describe())


def draft_cost_key(model_path: str, info: dict[str, Any], threads: int) -> dict[str, Any]:
    """What a drafting cost table holds for: :func:`cache_key`'s, at ``threads`` threads now."""
    return {**_key(Path(model_path), info), "kind": "draft cost", "threads_now": threads}


def _key(location: Path, info: dict[str, Any]) -> dict[str, Any]:
    # a GGUF: its content's fingerprint (the one its conversion cache goes by); a folder or hub id: its name
    model = {"fingerprint": _fingerprint(location)} if location.is_file() else {"name": str(location)}
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


#: content fingerprints by file, size and modification time (each ask asks for its key)
_FINGERPRINTS: dict[tuple[str, int, int], str] = {}


def _fingerprint(location: Path) -> str:
    from sot.local_backend.loading import file_fingerprint

    st = location.stat()
    memo = (str(location), st.st_size, st.st_mtime_ns)
    if memo not in _FINGERPRINTS:
        _FINGERPRINTS[memo] = file_fingerprint(location)
    return _FINGERPRINTS[memo]


def _path(key: dict[str, Any]) -> Path:
    from sot.local_backend.loading import cache_dir

    digest = hashlib.sha256(json.dumps(key, sort_keys=True).encode()).hexdigest()[:24]
    folder = cache_dir() / "speed"
    return (folder / "draft" if key.get("kind") == "draft cost" else folder) / f"{digest}.json"


def _read(key: dict[str, Any], now: float | None, *, any_age: bool = False) -> dict[str, Any]:
    """The kept document for ``key``; raises (OSError, ValueError, KeyError) where there is none
    that holds for it now (``any_age``: however old)."""
    doc = json.loads(_path(key).read_text(encoding="utf-8"))
    age = (now or time.time()) - float(doc["measured_at"])
    if doc["key"] != key or not (0 <= age and (any_age or age <= MAX_AGE_S)):
        raise KeyError("stale or another key's")
    return doc


def _write(key: dict[str, Any], body: dict[str, Any], now: float | None) -> None:
    """Keep ``body`` for ``key`` (atomically; a cache that cannot be written is skipped)."""
    from sot.local_backend.loading import write_json_atomic

    write_json_atomic(_path(key), {"key": key, "measured_at": now or time.time(), **body})


def _from_doc(speed: dict[str, Any]) -> EngineSpeed | None:
    """The :class:`EngineSpeed` a kept document's ``speed`` holds, or ``None`` where it does not parse or is nonsense."""

    def number(name: str) -> float | None:
        value = speed.get(name)
        return None if value is None else float(value)

    try:
        cores = speed.get("cores")
        result = EngineSpeed(
            decode_tok_s=float(speed["decode_tok_s"]),
            prefill_tok_s=number("prefill_tok_s"),
            step_ratio={int(n): float(r) for n, r in speed["step_ratio"].items()},
            cpu_share=number("cpu_share"),
            loadavg=number("loadavg"),
            cores=None if cores is None else int(cores),
            scale=float(speed.get("scale", 1.0)),
            full=bool(speed.get("full", True)),
        )
    except (ValueError, KeyError, TypeError, AttributeError):
        return None
    return None if nonsense(result, scaled=True) else result


def read_cached(key: dict[str, Any], *, now: float | None = None) -> EngineSpeed | None:
    """The measurement kept for ``key``, or ``None`` (missing, unreadable, stale, nonsense or another key's)."""
    try:
        return _from_doc(_read(key, now)["speed"])
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None


def _last_good(key: dict[str, Any]) -> EngineSpeed | None:
    """The measurement kept for ``key`` however old, or ``None``."""
    try:
        return _from_doc(_read(key, None, any_age=True)["speed"])
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None


def write_cached(
    key: dict[str, Any], speed: EngineSpeed, *, now: float | None = None, model_path: str | None = None
) -> None:
    """Keep ``speed`` for ``key`` (atomically; a cache that cannot be written is skipped);
    ``model_path``: where the model file was when it was measured (shown by ``sot models``)."""
    body: dict[str, Any] = {
        "speed": {
            "decode_tok_s": speed.decode_tok_s,
            "prefill_tok_s": speed.prefill_tok_s,
            "step_ratio": {str(n): r for n, r in sorted(speed.step_ratio.items())},
            "cpu_share": speed.cpu_share,
            "loadavg": speed.loadavg,
            "cores": speed.cores,
            "scale": speed.scale,
            "full": speed.full,
        }
    }
    if model_path is not None:
        body["model_path"] = model_path
    _write(key, body, now)


def _rank(speed: EngineSpeed) -> tuple[bool, bool]:
    """Which of two measurements for one key is kept: a quiet one over a busy one, then a whole one over a short one."""
    return (not speed.busy, speed.full)


def keep(key: dict[str, Any], speed: EngineSpeed, *, now: float | None = None, model_path: str | None = None) -> bool:
    """Keep ``speed`` for ``key`` unless a kept one (of any age within :data:`MAX_AGE_S`)
    outranks it: a quiet one over a busy one, a whole one over a short one. Whether it was kept."""
    kept = read_cached(key, now=now)
    if kept is not None and _rank(kept) > _rank(speed):
        return False
    write_cached(key, speed, now=now, model_path=model_path)
    return True


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


# ------------------------------------------------------------------ sanity, defaults, scaling


def nonsense(speed: EngineSpeed, *, scaled: bool = False) -> str | None:
    """Why ``speed``'s figures cannot be right, or ``None`` (see the module doc); ``scaled``:
    already scaled to a quiet machine (a kept one), so its share is not checked again."""

    def rate(value: float | None) -> bool:
        return value is not None and math.isfinite(value) and 0 < value <= 1e6

    if not rate(speed.decode_tok_s):
        return f"a decode rate of {speed.decode_tok_s:g} tok/s"
    if speed.prefill_tok_s is not None and not rate(speed.prefill_tok_s):
        return f"a prompt rate of {speed.prefill_tok_s:g} tok/s"
    for n, r in sorted(speed.step_ratio.items()):
        if n < 1 or not math.isfinite(r) or (n == 1 and r != 1.0) or not MIN_ROW_RATIO <= r <= n:
            return f"a step of {n} rows at {r:.2f}x one row's"
    if not scaled and speed.cpu_share is not None and speed.cpu_share < MIN_SHARE:
        return f"this process got {speed.cpu_share:.0%} of its threads' time (too busy to scale)"
    if not (math.isfinite(speed.scale) and speed.scale >= 1.0):
        return f"a scale of {speed.scale:g}"
    return None


def default_speed(info: dict[str, Any]) -> EngineSpeed | None:
    """The documented defaults (:data:`DEFAULTS`) for an engine as ``info`` describes it (its
    ``engine``, ``device``, ``threads``): the entry for its engine and device nearest in thread
    count, its rates scaled down where fewer threads run (never up); ``None`` where none fits."""
    device = str(info.get("device", "cpu")).split(":")[0]
    fits = [d for d in DEFAULTS if d.engine == info.get("engine") and d.device == device]
    threads = info.get("threads")
    if not fits or not isinstance(threads, int) or threads < 1:
        return None
    entry = min(fits, key=lambda d: abs(d.threads - threads))
    factor = min(1.0, threads / entry.threads)
    return EngineSpeed(
        decode_tok_s=entry.decode_tok_s * factor,
        prefill_tok_s=entry.prefill_tok_s * factor,
        step_ratio=dict(entry.step_ratio),
        source="default",
    )


def settle(raw: EngineSpeed, fallback: EngineSpeed | None) -> EngineSpeed:
    """The figures to use from a raw measurement: scaled to a quiet machine where it was busy
    (see the module doc), its missing step ratios (a short measurement cut before a second row
    count) taken from ``fallback``; where it is nonsense, ``fallback`` itself (the last good
    figures or the defaults), else a cautious guess from what was measured."""
    why = nonsense(raw)
    if why is not None:
        if fallback is not None:
            source = "last good" if fallback.source == "measured" else fallback.source
            return dataclasses.replace(
                fallback,
                source=source,
                rejected=why,
                cpu_share=raw.cpu_share,
                loadavg=raw.loadavg,
                cores=raw.cores,
                full=raw.full,
            )
        rate = raw.decode_tok_s if math.isfinite(raw.decode_tok_s) and raw.decode_tok_s > 0 else 1.0
        return EngineSpeed(
            decode_tok_s=rate, prefill_tok_s=None, step_ratio=dict(_CAUTIOUS_RATIO), source="assumed", rejected=why
        )
    share = raw.cpu_share
    scale = QUIET_SHARE / share if share is not None and share < QUIET_SHARE else 1.0
    ratios = raw.step_ratio
    if len(ratios) < 2:  # one row count only: how steps grow with rows comes from elsewhere
        ratios = {**(fallback.step_ratio if fallback is not None else _CAUTIOUS_RATIO), 1: 1.0}
    return dataclasses.replace(
        raw,
        decode_tok_s=round(raw.decode_tok_s * scale, 3),
        prefill_tok_s=None if raw.prefill_tok_s is None else round(raw.prefill_tok_s * scale, 3),
        step_ratio=ratios,
        scale=round(scale, 3),
    )


# ------------------------------------------------------------------ measuring


async def calibrate(
    runtime: Runtime,
    *,
    budget_s: float | None = None,
    clock: Callable[[], float] = time.monotonic,
    cpu_clock: Callable[[], float] = time.process_time,
) -> EngineSpeed:
    """Measure the loaded engine as it is (no scaling, no checks: :func:`settle` does those):
    decode steps of 1, 4 and 8 rows and the prompt rate, and on a CPU the share of its threads'
    time this process got meanwhile, with the load average. ``budget_s``: seconds it may take
    (a short prompt and fewer steps; a row count begun only where the steps so far say it fits,
    and cut at the budget; the result is ``full`` only where every row count ran to the end).
    Nothing measured gives a decode rate of 0 (which :func:`settle` rejects)."""
    from sot.local_backend.contract import SamplingParams

    engine, runner = runtime.engine, runtime.runner
    short = budget_s is not None
    base = engine.tokenize(_PROMPT)
    base = base[:_ASK_PROMPT_TOKENS] if short else base
    tokens = _ASK_TOKENS if short else _TOKENS
    params = SamplingParams(max_tokens=tokens, ignore_eos=True, draft=False)  # (steps of one token each)
    started, cpu = clock(), cpu_clock()
    deadline = None if budget_s is None else started + budget_s
    full = True
    for rows in _ROWS:
        if deadline is not None and clock() + _phase_s(engine.step_times, rows, tokens) > deadline:
            full = False
            break
        jobs = [(base + engine.tokenize(f" {rows}-{i}:"), params) for i in range(rows)]
        events = runner.run(jobs)
        try:
            async for _ in events:
                if deadline is not None and clock() >= deadline:
                    full = False
                    break
        finally:  # (its rows are cancelled as it closes)
            close = getattr(events, "aclose", None)
            if close is not None:
                await close()
        if not full:
            break
    wall, cpu = clock() - started, cpu_clock() - cpu
    steps = engine.step_times.decode_s()
    one = steps.get(1)
    ratios = {rows: steps[rows] / one for rows in _ROWS if rows in steps} if one else {1: 1.0}
    threads = cpu_threads(engine.describe())
    share = cpu_share(wall, cpu, threads) if threads else None
    load, cores = machine_load() if threads else (None, None)
    return EngineSpeed(
        decode_tok_s=1.0 / one if one else 0.0,
        prefill_tok_s=engine.step_times.prefill_tok_s(),
        step_ratio=ratios,
        cpu_share=share,
        loadavg=load,
        cores=cores,
        full=full,
        measured_s=round(wall, 4),
    )


def _phase_s(steps: Any, rows: int, tokens: int) -> float:
    """Seconds a calibration phase of ``rows`` rows is expected to take from the steps so far
    (their own prompt lines, then ``tokens`` steps each costing up to ``rows`` single steps);
    0 before any step (the first phase is always begun)."""
    one = steps.decode_s().get(1)
    if not one:
        return 0.0
    prefill = steps.prefill_tok_s()
    return (rows * _SUFFIX_TOKENS / prefill if prefill else 0.0) + tokens * rows * one


def _too_busy(info: dict[str, Any]) -> str | None:
    """Why the machine is too busy for an ask to measure a CPU engine (``None``: it is not): it
    does not look quiet (:func:`_looks_quiet`). On a busy CPU a single step of llama.cpp's can
    take seconds (its threads wait at a barrier for a descheduled sibling): measuring there
    costs the ask more than its budget, and what it measures says little of the machine."""
    threads = cpu_threads(info)
    if threads is None:
        return None
    load, cores = machine_load()
    if load is None or room(load, cores, threads):
        return None
    return f"the machine is busy (load {load:.1f} on {cores} cores)"


def _looks_quiet(info: dict[str, Any]) -> bool:
    """The machine's load leaves room for the engine's threads (half a core to spare)."""
    threads = info.get("threads")
    load, cores = machine_load()
    return load is not None and isinstance(threads, int) and room(load, cores, threads)


def room(load: float, cores: int, threads: int) -> bool:
    """Whether ``load`` leaves room on ``cores`` for an engine's ``threads``, with
    :data:`LOAD_SLACK` cores to spare."""
    return load + threads <= cores + LOAD_SLACK


#: what this process measured or fell back on, by key: it serves this process without measuring again
_SESSION: dict[str, EngineSpeed] = {}


async def measured_speed(
    runtime: Runtime,
    *,
    fresh: bool = False,
    budget_s: float | None = ASK_BUDGET_S,
    clock: Callable[[], float] = time.monotonic,
) -> EngineSpeed:
    """The engine's speed: kept from an earlier process or measured earlier in this one (unless
    ``fresh``), else measured now within ``budget_s`` seconds (``None``: in full, as ``sot
    calibrate`` does), checked, scaled where the machine was busy, and kept unless a better kept
    one outranks it (see the module doc). Its ``measured_s`` says how long this call measured."""
    key = cache_key(runtime)
    name = json.dumps(key, sort_keys=True)
    info = runtime.engine.describe()
    cached = None if fresh else (_SESSION.get(name) or read_cached(key))
    # a kept busy measurement is measured again (within the budget) once the machine looks quiet
    again = cached is not None and cached.busy and name not in _SESSION and _looks_quiet(info)
    if cached is not None and not again:
        return dataclasses.replace(cached, measured_s=0.0, kept=None)
    fallback = _last_good(key) or default_speed(info)
    busy = None if budget_s is None or fallback is None else _too_busy(info)
    if (
        busy is not None and fallback is not None
    ):  # not measured: figures taken now would say little, at a cost no ask should pay
        source = "last good" if fallback is not None and fallback.source == "measured" else "default"
        return dataclasses.replace(fallback, source=source, rejected=f"not measured: {busy}", kept=False)
    raw = await calibrate(runtime, budget_s=budget_s, clock=clock)
    speed = settle(raw, fallback)
    kept = speed.source == "measured" and keep(key, speed, model_path=str(runtime.source.location))
    speed = dataclasses.replace(speed, measured_s=raw.measured_s, kept=kept)
    _SESSION[name] = speed
    return speed


def kept_speeds() -> list[dict[str, Any]]:
    """Every kept measurement of the current format (``key``, ``measured_at``, ``speed``,
    ``model_path``, ``path``), newest first."""
    from sot.local_backend.loading import cache_dir

    out = []
    for path in sorted((cache_dir() / "speed").glob("*.json")):
        try:
            doc = json.loads(path.read_text(encoding="utf-8"))
            if doc["key"].get("format") != FORMAT:  # an earlier format's (path-keyed): ignored
                continue
            out.append(
                {
                    "key": doc["key"],
                    "measured_at": float(doc["measured_at"]),
                    "speed": doc["speed"],
                    "model_path": doc.get("model_path"),
                    "path": str(path),
                }
            )
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            continue
    return sorted(out, key=lambda d: -d["measured_at"])
