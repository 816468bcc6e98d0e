"""A sentence encoder on llama.cpp: one pooled vector per text.

The router's encoder (a BERT-style GGUF, see :class:`sot.orchestrator.routing.router.EncoderRouter`)
runs here. llama.cpp loads the file with embeddings on and pools the token states the way
the file says (mean pooling for the shipped encoder). A text longer than ``max_tokens``
is cut to its first ``max_tokens`` tokens. One encoder per file and process
(:func:`get_embedder`, freed at exit); calls are serialised by a lock, so threads may share it.

    embedder = get_embedder("/path/encoder.gguf")
    vector = embedder.embed("Compare TCP and UDP")   # numpy float32, shape (dim,)
"""

from __future__ import annotations

import atexit
import threading
from typing import Any

import numpy as np

from sot.errors import BackendError

__all__ = ["MAX_TOKENS", "Embedder", "get_embedder"]

MAX_TOKENS = 256  # tokens embedded per text (the encoder was trained on this many)
_THREADS = 1  # a short text is a few milliseconds of work; one thread never waits at a barrier


class Embedder:
    """A GGUF sentence encoder loaded by llama.cpp (raises ``ConfigError`` without llama-cpp-python)."""

    def __init__(self, path: str, *, max_tokens: int = MAX_TOKENS, threads: int = _THREADS) -> None:
        from sot.local_backend.llama_lib import library

        lib = library()
        try:
            self._llm: Any = lib.Llama(
                model_path=path,
                embedding=True,
                n_ctx=max_tokens,
                n_batch=max_tokens,
                n_ubatch=max_tokens,
                n_threads=threads,
                n_threads_batch=threads,
                n_gpu_layers=0,
                verbose=False,
            )
        except (ValueError, OSError, RuntimeError) as exc:
            raise BackendError(f"cannot load the sentence encoder {path}: {exc}") from exc
        self.path = path
        self.max_tokens = max_tokens
        self._lock = threading.Lock()

    def embed(self, text: str) -> np.ndarray:
        """The pooled vector of ``text`` (its first ``max_tokens`` tokens)."""
        with self._lock:
            try:
                vector = self._llm.embed(text or " ", truncate=True)
            except (ValueError, RuntimeError) as exc:
                raise BackendError(f"the sentence encoder {self.path} failed: {exc}") from exc
        return np.asarray(vector, dtype=np.float32).reshape(-1)

    def close(self) -> None:
        with self._lock:
            self._llm.close()


_EMBEDDERS: dict[str, Embedder] = {}
_EMBEDDERS_LOCK = threading.Lock()


def get_embedder(path: str) -> Embedder:
    """The process's encoder for ``path`` (loaded on first use, closed at exit)."""
    with _EMBEDDERS_LOCK:
        embedder = _EMBEDDERS.get(path)
        if embedder is None:
            if not _EMBEDDERS:
                atexit.register(_close_all)
            embedder = _EMBEDDERS[path] = Embedder(path)
        return embedder


def _close_all() -> None:
    """Free the encoders while llama.cpp is whole: left to the interpreter's teardown, a model
    is freed after the library's bindings are gone, which can crash the process at exit."""
    with _EMBEDDERS_LOCK:
        embedders = list(_EMBEDDERS.values())
        _EMBEDDERS.clear()
    for embedder in embedders:
        embedder.close()
