"""One loaded model per process and configuration, shared by every provider that asks.

:func:`acquire` loads (or reuses) a model with its engine and async runner and counts a
reference; :func:`release` drops one, and the last release frees the weights. Two
providers for the same model therefore share weights and batch into the same engine.

The engine follows the model: a GGUF file runs on llama.cpp (:mod:`.llama_engine`), on
the GPU wherever the installed llama.cpp can offload and on the CPU otherwise; a Hugging
Face folder or cached id runs on torch (:mod:`.engine`). The one case a GGUF goes to torch
by itself is a CUDA machine whose llama.cpp is a CPU-only build (torch then runs it on the
GPU, converted once), and int8 (a torch quantization). ``engine="torch"`` runs a GGUF on
torch anyway; ``engine="llama"`` insists on llama.cpp.
"""

from __future__ import annotations

import dataclasses
import gc
import importlib.util
import os
import threading
from dataclasses import dataclass
from typing import Any

from sot.errors import ConfigError
from sot.local_backend.contract import Engine
from sot.local_backend.loading import LoadedModel, ModelSource, ProgressCallback, resolve_source
from sot.local_backend.options import LocalOptions
from sot.local_backend.runner import AsyncRunner

__all__ = [
    "ENGINES",
    "Runtime",
    "acquire",
    "choose_engine",
    "llama_offloads",
    "loaded_runtimes",
    "model_source",
    "release",
]

ENGINES = ("llama", "torch")
_ALIASES = {"llama": "llama", "llama.cpp": "llama", "llamacpp": "llama", "torch": "torch", "transformers": "torch"}


@dataclass(eq=False)
class Runtime:
    """A loaded model with its batch engine and async runner (``loaded``: torch engines only)."""

    key: LocalOptions  # the options it was loaded with (LocalOptions.runtime_key)
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


_RUNTIMES: dict[LocalOptions, Runtime] = {}
_LOCK = threading.Lock()


def model_source(model: str | None) -> ModelSource:
    """Where ``model`` comes from: a catalog name (``qwen2.5-coder-0.5b``,
    :mod:`sot.local_backend.catalog`) is its assembled GGUF, anything else as
    :func:`~sot.local_backend.loading.resolve_source` maps it."""
    from sot.local_backend.catalog import resolve_named

    named = resolve_named(model) if model else None
    return ModelSource("gguf", str(named)) if named is not None else resolve_source(model)


def choose_engine(
    source: ModelSource, engine: str | None = None, *, device: str | None = None, quantize: str | None = None
) -> str:
    """``"llama"`` or ``"torch"`` for ``source`` (see the module doc)."""
    has_llama = importlib.util.find_spec("llama_cpp") is not None
    has_torch = importlib.util.find_spec("torch") is not None
    on_gpu = device not in (None, "cpu")  # asked for a GPU by name ("cuda", "cuda:1", "gpu")
    if engine is not None:
        name = _ALIASES.get(engine.strip().lower())
        if name is None:
            raise ConfigError(f"unknown local engine {engine!r} (expected one of: {', '.join(ENGINES)})")
        if name == "llama" and source.kind != "gguf":
            raise ConfigError(f"the llama.cpp engine runs GGUF files; {source.display} is a Hugging Face model")
        if name == "llama" and quantize:
            raise ConfigError("the llama.cpp engine runs the GGUF's own quantization (quantize is for torch)")
        if name == "llama" and on_gpu and has_llama and not llama_offloads():
            from sot.local_backend.llama_lib import NO_GPU_BUILD

            raise ConfigError(f"device={device}: {NO_GPU_BUILD}")
        return name
    if source.kind != "gguf" or quantize is not None:
        return "torch"
    if not has_llama:  # torch converts the GGUF; without either, the llama engine's error names what to install
        return "torch" if has_torch else "llama"
    if device == "cpu" or not (on_gpu or _has_nvidia_driver()):
        return "llama"
    # a GPU is asked for or present: llama.cpp where it can offload, else torch on CUDA
    return "llama" if llama_offloads() or not has_torch else "torch"


def llama_offloads() -> bool:
    """Whether the installed llama.cpp can run layers on a GPU (loads llama.cpp)."""
    from sot.local_backend.llama_engine import gpu_backend

    return gpu_backend() is not None


def _has_nvidia_driver() -> bool:
    """A cheap look for an NVIDIA driver (importing torch or llama.cpp to ask costs more)."""
    return os.path.exists("/proc/driver/nvidia/version")


def acquire(
    options: LocalOptions | str | None = None,
    /,
    *,
    progress: ProgressCallback | None = None,
    **keywords: Any,
) -> Runtime:
    """The shared runtime for ``options`` (:class:`~sot.local_backend.options.LocalOptions`; or
    the model, with the other options as keywords: ``acquire(None, device="cpu")``), loading it
    on first use. ``gpu_layers``, ``flash_attn``, ``draft`` and ``draft_k`` are llama.cpp's (see
    :class:`~sot.local_backend.llama_engine.LlamaEngine`); ``device="cpu"`` keeps every layer on
    the CPU. ``adapter``: a LoRA adapter (see :func:`~sot.local_backend.lora.adapter_for`),
    applied on a runtime of its own, so asks without it are answered as before."""
    if not isinstance(options, LocalOptions):
        options = LocalOptions(options, **keywords)
    elif keywords:
        options = dataclasses.replace(options, **keywords)
    source = model_source(options.model)
    kind = choose_engine(source, options.engine, device=options.device, quantize=options.quantize)
    if options.adapter is not None:
        from sot.local_backend.lora import adapter_for

        options = dataclasses.replace(options, adapter=adapter_for(options.adapter, kind))
    key = options.runtime_key(kind, source)
    if kind == "torch":  # the device torch runs on (left out: the GPU where there is one)
        from sot.local_backend.loading import pick_device

        key = dataclasses.replace(key, device=str(pick_device(key.device)[0]))
    with _LOCK:
        runtime = _RUNTIMES.get(key)
        if runtime is None:
            runtime = _RUNTIMES[key] = _load(key, source, max_rows=options.max_rows, progress=progress)
        runtime.refs += 1
        return runtime


def _load(key: LocalOptions, source: ModelSource, *, max_rows: int, progress: ProgressCallback | None) -> Runtime:
    """Load the runtime ``key`` names (``max_rows``: the torch engine's, which its key leaves out)."""
    if key.engine == "llama":
        from sot.local_backend.llama_engine import LlamaEngine

        if progress is not None:
            progress(f"loading {source.display}", None)
        llama = LlamaEngine(source.location, key)
        return Runtime(key, source, llama, AsyncRunner(llama))
    from sot.local_backend.engine import BranchEngine
    from sot.local_backend.loading import load_model

    loaded = load_model(source, device=key.device, quantize=key.quantize, progress=progress, adapter=key.adapter)
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
