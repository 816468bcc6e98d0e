"""The local backend: load a causal LM with transformers and run many branches in one batch.

Imported only when the local provider is used (it imports torch and transformers).

- :mod:`~sot.local_backend.loading`: the embedded default model, Hugging Face folders or
  cached ids, GGUF files (converted once and cached), device and dtype choice.
- :mod:`~sot.local_backend.engine`: :class:`BranchEngine`, continuous batching with a
  per-row KV cache, prefix reuse (shared prefixes, forks) and per-row stopping.
- :mod:`~sot.local_backend.runner`: :class:`AsyncRunner`, forward passes off the event loop.
- :mod:`~sot.local_backend.runtime`: one shared model per process and configuration.
"""

from __future__ import annotations

import os
import sys

if "torch" not in sys.modules:
    # Idle OpenMP workers sleep instead of spinning: on a shared CPU, spinning threads that
    # wait for a descheduled sibling make every forward pass many times slower.
    os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

from sot.local_backend.engine import BranchEngine, EngineEvent, SamplingParams
from sot.local_backend.loading import (
    LoadedModel,
    ModelSource,
    ProgressCallback,
    cache_dir,
    default_model_path,
    load_model,
    resolve_source,
)
from sot.local_backend.runner import AsyncRunner
from sot.local_backend.runtime import Runtime, acquire, release

__all__ = [
    "AsyncRunner",
    "BranchEngine",
    "EngineEvent",
    "LoadedModel",
    "ModelSource",
    "ProgressCallback",
    "Runtime",
    "SamplingParams",
    "acquire",
    "cache_dir",
    "default_model_path",
    "load_model",
    "release",
    "resolve_source",
]
