"""The llama.cpp library as this process holds it: loaded once, its logging silenced, and what
it says about the machine.

:func:`library` imports ``llama_cpp``, initialises its backend once, routes its log to nowhere
and closes the two ``/dev/null`` files llama-cpp-python opens at import (at exit, so no
``ResourceWarning``). :func:`gpu_backend` names the GPU backend the build offloads to,
:func:`extra_buffers_safe` says whether its CPU weight repacking may run here, and
:func:`default_threads` is the thread count an engine decodes with unless told.
"""

from __future__ import annotations

import atexit
import ctypes
import os
import threading
from pathlib import Path
from typing import Any

from sot.errors import ConfigError, install_hint

__all__ = ["NO_GPU_BUILD", "default_threads", "extra_buffers_safe", "gpu_backend", "library"]

_INSTALL_HINT = f"llama-cpp-python: {install_hint('local')}"

#: what a GPU asked of a CPU-only llama.cpp build is told
NO_GPU_BUILD = (
    "the installed llama.cpp was built without GPU support "
    "(reinstall llama-cpp-python with CMAKE_ARGS=-DGGML_CUDA=on; see 'On a GPU' in the README)"
)


def default_threads() -> int:
    """``$SOT_THREADS``, else the physical cores this process may run on."""
    from sot.local_backend.loading import physical_cores

    value = os.environ.get("SOT_THREADS", "").strip()
    if value:
        try:
            threads = int(value)
        except ValueError:
            threads = 0
        if threads < 1:
            raise ConfigError(f"SOT_THREADS must be a positive integer, not {value!r}")
        return threads
    return physical_cores()


_LIB: Any = None
_LOG_CALLBACK: Any = None  # the ctypes callback llama.cpp logs through (alive while it may call it)
_LIB_LOCK = threading.Lock()


def library() -> Any:
    """``llama_cpp``, with the backend initialised once and its logging silenced."""
    global _LIB, _LOG_CALLBACK
    with _LIB_LOCK:
        if _LIB is None:
            try:
                import llama_cpp

                llama_cpp.llama_backend_init()  # (loads the CPU backend and its OpenMP runtime)
            except ImportError as exc:
                raise ConfigError(f"the llama.cpp engine needs llama-cpp-python: {_INSTALL_HINT}") from exc
            callback = llama_cpp.llama_log_callback(lambda level, text, data: None)
            llama_cpp.llama_log_set(callback, ctypes.c_void_p(0))
            _LOG_CALLBACK = callback  # keep it alive as long as the library
            _close_devnull_at_exit()
            _LIB = llama_cpp
    return _LIB


def gpu_backend() -> str | None:
    """The GPU backend the installed llama.cpp offloads to (``"cuda"``, ``"metal"``, ``"vulkan"``...),
    or ``None`` for a CPU-only build. Loads llama.cpp."""
    lib = library()
    if not lib.llama_supports_gpu_offload():
        return None
    info = lib.llama_print_system_info().decode("utf-8", "replace")
    # "CUDA : ARCHS = 900 | ... | CPU : SSE3 = 1 | ...": the first backend that is not the CPU
    names = [part.split(" : ")[0].strip() for part in info.split("|") if " : " in part]
    return next((name.lower() for name in names if name and name.upper() != "CPU"), "gpu")


def extra_buffers_safe() -> bool:
    """Whether llama.cpp may repack weights into its extra CPU buffer types. Not where its build
    has AMX kernels and the CPU advertises AMX under a hypervisor: some (Firecracker) grant the
    tile permission yet fault on the AMX kernels of the first multi-token batch (SIGILL, the
    whole process). The tests' llama-server runs with ``--no-repack`` for the same reason;
    repacking mostly speeds up the prompts of large models. Loads llama.cpp."""
    if "AMX_INT8 = 1" not in library().llama_print_system_info().decode("utf-8", "replace"):
        return True
    try:
        flags = next(
            (line.split() for line in Path("/proc/cpuinfo").read_text().splitlines() if line.startswith("flags")), []
        )
    except OSError:
        return True
    return not ("amx_tile" in flags and "hypervisor" in flags)


def _close_devnull_at_exit() -> None:
    """llama-cpp-python opens two /dev/null files at import and never closes them, so every
    process that imports it warns at exit (a ResourceWarning); close them at exit instead."""
    try:
        from llama_cpp import _utils
    except ImportError:
        return
    for name in ("outnull_file", "errnull_file"):
        handle = getattr(_utils, name, None)
        if handle is not None and hasattr(handle, "close"):
            atexit.register(handle.close)
