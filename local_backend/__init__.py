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

Nothing here changes the process's environment: torch is loaded with OpenMP's passive wait
policy through :mod:`~sot.local_backend._torch`, which sets ``OMP_WAIT_POLICY`` only while
torch loads (:func:`passive_openmp`), so llama.cpp and every child process (``llama-server``,
``llama-bench``) see the environment as the user left it.
"""

from __future__ import annotations

import contextlib
import importlib
import os
from collections.abc import Iterator
from typing import Any


@contextlib.contextmanager
def passive_openmp() -> Iterator[None]:
    """``OMP_WAIT_POLICY=PASSIVE`` while the block runs, unless the user chose a policy; the
    variable is put back as it was afterwards. An OpenMP runtime reads it once, when it loads:
    loaded in the block (torch's), its idle workers sleep instead of spinning, which on a
    shared CPU keeps threads that wait for a descheduled sibling from making every forward
    pass many times slower. llama.cpp's runtime is left to its default (spin briefly, then
    sleep): passive costs it a quarter of its decode speed on a quiet CPU, where its threads
    meet at a barrier hundreds of times per token."""
    if "OMP_WAIT_POLICY" in os.environ:
        yield
        return
    os.environ["OMP_WAIT_POLICY"] = "PASSIVE"
    try:
        yield
    finally:
        os.environ.pop("OMP_WAIT_POLICY", None)


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

__all__ = [*sorted(_EXPORTS), "passive_openmp"]


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{module}"), name)
