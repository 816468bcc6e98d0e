"""One loaded model per process and configuration, shared by every provider that asks.

:func:`acquire` loads (or reuses) a model with its engine and async runner and counts a
reference; :func:`release` drops one, and the last release frees the weights. Two
providers for the same model therefore share weights and batch into the same engine.

The engine follows the model: a GGUF file runs on llama.cpp (:mod:`.llama_engine`), a
Hugging Face folder or cached id on torch (:mod:`.engine`, which also serves CUDA).
``engine="torch"`` runs a GGUF on torch instead (converted once); ``engine="llama"``
insists on llama.cpp.
"""

from __future__ import annotations

import gc
import importlib.util
import os
import threading
from dataclasses import dataclass
from typing import Any

from sot.errors import ConfigError
from sot.local_backend.contract import Engine
from sot.local_backend.loading import LoadedModel, ModelSource, ProgressCallback, resolve_source
from sot.local_backend.runner import AsyncRunner

__all__ = ["ENGINES", "Runtime", "acquire", "choose_engine", "loaded_runtimes", "release"]

ENGINES = ("llama", "torch")
_ALIASES = {"llama": "llama", "llama.cpp": "llama", "llamacpp": "llama", "torch": "torch", "transformers": "torch"}


@dataclass(eq=False)
class Runtime:
    """A loaded model with its batch engine and async runner (``loaded``: torch engines only)."""

    key: tuple[Any, ...]
    source: ModelSource
    engine: Engine
    runner: AsyncRunner
    loaded: LoadedModel | None = None
    refs: int = 0

    def describe(self) -> dict[str, Any]:
        info: dict[str, Any] = {"source": self.source.location, **self.engine.describe()}
        if self.loaded is not None:
            info["quantize"] = self.loaded.quantize
        return info


_RUNTIMES: dict[tuple[Any, ...], Runtime] = {}
_LOCK = threading.Lock()


def choose_engine(
    source: ModelSource, engine: str | None = None, *, device: str | None = None, quantize: str | None = None
) -> str:
    """``"llama"`` or ``"torch"`` for ``source`` (see the module doc)."""
    if engine is not None:
        name = _ALIASES.get(engine.strip().lower())
        if name is None:
            raise ConfigError(f"unknown local engine {engine!r} (expected one of: {', '.join(ENGINES)})")
        if name == "llama" and source.kind != "gguf":
            raise ConfigError(f"the llama.cpp engine runs GGUF files; {source.display} is a Hugging Face model")
        if name == "llama" and (quantize or (device not in (None, "cpu"))):
            raise ConfigError("the llama.cpp engine runs on the CPU with the GGUF's own quantization")
        return name
    # an explicit device other than the CPU, int8, or a CUDA machine: the torch engine
    wants_torch = quantize is not None or (device not in (None, "cpu")) or (device is None and _has_cuda())
    if source.kind == "gguf" and not wants_torch:
        if importlib.util.find_spec("llama_cpp") is not None or importlib.util.find_spec("torch") is None:
            return "llama"  # (without either, the llama engine's error names what to install)
    return "torch"


def _has_cuda() -> bool:
    """A cheap look for an NVIDIA driver (importing torch to ask would cost a second)."""
    return os.path.exists("/proc/driver/nvidia/version") and importlib.util.find_spec("torch") is not None


def acquire(
    model: str | None = None,
    *,
    device: str | None = None,
    quantize: str | None = None,
    max_rows: int = 32,
    progress: ProgressCallback | None = None,
    engine: str | None = None,
    threads: int | None = None,
    n_ctx: int | None = None,
) -> Runtime:
    """The shared runtime for ``model``, loading it on first use."""
    source = resolve_source(model)
    kind = choose_engine(source, engine, device=device, quantize=quantize)
    if kind == "llama":
        key: tuple[Any, ...] = (source, "llama", threads, n_ctx, max_rows)
    else:
        from sot.local_backend.loading import pick_device

        key = (source, "torch", str(pick_device(device)[0]), quantize)
    with _LOCK:
        runtime = _RUNTIMES.get(key)
        if runtime is None:
            runtime = _RUNTIMES[key] = _load(
                key,
                source,
                kind,
                device=device,
                quantize=quantize,
                max_rows=max_rows,
                progress=progress,
                threads=threads,
                n_ctx=n_ctx,
            )
        runtime.refs += 1
        return runtime


def _load(
    key: tuple[Any, ...],
    source: ModelSource,
    kind: str,
    *,
    device: str | None,
    quantize: str | None,
    max_rows: int,
    progress: ProgressCallback | None,
    threads: int | None,
    n_ctx: int | None,
) -> Runtime:
    if kind == "llama":
        from sot.local_backend.llama_engine import LlamaEngine

        if progress is not None:
            progress(f"loading {source.display}", None)
        llama = LlamaEngine(source.location, max_rows=max_rows, threads=threads, n_ctx=n_ctx)
        return Runtime(key, source, llama, AsyncRunner(llama))
    from sot.local_backend.engine import BranchEngine
    from sot.local_backend.loading import load_model

    loaded = load_model(source, device=device, quantize=quantize, progress=progress)
    torch_engine = BranchEngine(loaded.model, loaded.tokenizer, max_rows=max_rows)
    return Runtime(key, source, torch_engine, AsyncRunner(torch_engine), loaded)


def release(runtime: Runtime) -> None:
    """Drop one reference; the last one frees the model."""
    with _LOCK:
        runtime.refs -= 1
        if runtime.refs > 0 or _RUNTIMES.get(runtime.key) is not runtime:
            return
        del _RUNTIMES[runtime.key]
    runtime.engine.close()
    if runtime.loaded is not None:
        runtime.loaded.model = runtime.loaded.tokenizer = None
    gc.collect()


def loaded_runtimes() -> list[Runtime]:
    """The runtimes currently held (for tests and diagnostics)."""
    with _LOCK:
        return list(_RUNTIMES.values())
