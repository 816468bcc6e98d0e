"""The local backend: models on this machine, many branches in one batch.

Imported only when the local provider is used. Two engines share one contract
(:mod:`~sot.local_backend.contract`):

- :mod:`~sot.local_backend.llama_engine`: :class:`LlamaEngine`, GGUF models on llama.cpp
  (the CPU default, and the embedded model's engine): one sequence per row in a unified
  KV cache, shared prefixes by ``seq_cp``, one ``llama_decode`` per step.
- :mod:`~sot.local_backend.engine`: :class:`BranchEngine`, Hugging Face models on torch
  (CUDA, or a GGUF converted once): a per-row KV cache with prefix copies.

Around them: :mod:`~sot.local_backend.loading` (the embedded default model, folders, cached
ids, GGUF conversion), :mod:`~sot.local_backend.runner` (:class:`AsyncRunner`, steps off the
event loop) and :mod:`~sot.local_backend.runtime` (one shared model per process and
configuration). Names load lazily: importing this package imports neither torch nor llama.cpp.
"""

from __future__ import annotations

import importlib
import os
from typing import Any

# Idle OpenMP workers of torch sleep instead of spinning: on a shared CPU, spinning threads
# that wait for a descheduled sibling make every forward pass many times slower. Set before
# torch loads its OpenMP runtime; llama.cpp loads its own with the default policy unless the
# user chose one (see llama_engine._llama_wait_policy).
USER_WAIT_POLICY = os.environ.get("OMP_WAIT_POLICY")
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

_EXPORTS = {
    "AsyncRunner": "runner",
    "BranchEngine": "engine",
    "Engine": "contract",
    "EngineEvent": "contract",
    "LlamaEngine": "llama_engine",
    "LoadedModel": "loading",
    "ModelSource": "loading",
    "ProgressCallback": "loading",
    "Runtime": "runtime",
    "SamplingParams": "contract",
    "acquire": "runtime",
    "cache_dir": "loading",
    "default_model_path": "loading",
    "load_model": "loading",
    "release": "runtime",
    "resolve_source": "loading",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{module}"), name)
