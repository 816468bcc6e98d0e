"""One loaded model per process and configuration, shared by every provider that asks.

:func:`acquire` loads (or reuses) a model with its engine and async runner and counts a
reference; :func:`release` drops one, and the last release frees the weights. Two
providers for the same model therefore share weights and batch into the same engine.
"""

from __future__ import annotations

import gc
import threading
from dataclasses import dataclass
from typing import Any

from sot.local_backend.engine import BranchEngine
from sot.local_backend.loading import LoadedModel, ProgressCallback, load_model, pick_device, resolve_source
from sot.local_backend.runner import AsyncRunner

__all__ = ["Runtime", "acquire", "loaded_runtimes", "release"]


@dataclass(eq=False)
class Runtime:
    """A loaded model with its batch engine and async runner."""

    key: tuple[Any, ...]
    loaded: LoadedModel
    engine: BranchEngine
    runner: AsyncRunner
    refs: int = 0


_RUNTIMES: dict[tuple[Any, ...], Runtime] = {}
_LOCK = threading.Lock()


def acquire(
    model: str | None = None,
    *,
    device: str | None = None,
    quantize: str | None = None,
    max_rows: int = 32,
    progress: ProgressCallback | None = None,
) -> Runtime:
    """The shared runtime for ``model`` on ``device``, loading it on first use."""
    source = resolve_source(model)
    dev, _ = pick_device(device)
    key = (source, str(dev), quantize)
    with _LOCK:
        runtime = _RUNTIMES.get(key)
        if runtime is None:
            loaded = load_model(source, device=str(dev), quantize=quantize, progress=progress)
            engine = BranchEngine(loaded.model, loaded.tokenizer, max_rows=max_rows)
            runtime = _RUNTIMES[key] = Runtime(key, loaded, engine, AsyncRunner(engine))
        runtime.refs += 1
        return runtime


def release(runtime: Runtime) -> None:
    """Drop one reference; the last one frees the model."""
    with _LOCK:
        runtime.refs -= 1
        if runtime.refs > 0 or _RUNTIMES.get(runtime.key) is not runtime:
            return
        del _RUNTIMES[runtime.key]
    runtime.engine.close()
    runtime.loaded.model = runtime.loaded.tokenizer = None
    gc.collect()


def loaded_runtimes() -> list[Runtime]:
    """The runtimes currently held (for tests and diagnostics)."""
    with _LOCK:
        return list(_RUNTIMES.values())
