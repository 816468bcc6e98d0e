"""Ctrl-C while the `sot` command starts: a clean exit 130, never an import traceback.

``import sot`` takes a few tenths of a second (pydantic, anyio, the orchestrator). A Ctrl-C
in that time would raise KeyboardInterrupt inside an import, before any of the CLI's own
handling exists, and Python would print a traceback. When, and only when, this process
was launched as the ``sot`` command (the console script or ``python -m sot``), this module,
imported first by ``sot/__init__.py``, installs a SIGINT handler that says so in one line
(``sot ask --json`` prints its JSON object, with ``"status": "interrupted"``) and exits
130. :func:`sot.cli.main.main` puts Python's own handler back as it starts, from when its
handling takes over. Imported as a library, it changes nothing.

A Ctrl-C the CLI handled still ends the process with exit 130, not by the signal: CPython
(3.11) remembers a KeyboardInterrupt that passed through code run by ``exec`` of a string
(dataclasses and named tuples are built that way while modules load) even when it was
caught, and then kills the process with SIGINT after finalization. :func:`exit_130` marks
the exit, and a last exit handler, registered before any other, ends the process with 130
once every other exit handler has run.
"""

from __future__ import annotations

import atexit
import itertools
import json
import os
import signal
import sys
import threading
import time

__all__ = ["PROGRAM", "exit_130", "launched_as_cli", "restore"]

_STARTED = time.monotonic()
#: the command's name (``sot ask``, ``python -m sot``)
PROGRAM = "sot"


def launched_as_cli() -> bool:
    """This process is the ``sot`` command: ``.../bin/sot ...`` or ``python -m sot ...``."""
    argv0 = os.path.basename(sys.argv[0]) if sys.argv else ""
    if argv0 in (PROGRAM, f"{PROGRAM}.exe"):
        return True
    orig = list(getattr(sys, "orig_argv", ()))
    return any(a == "-m" and b == PROGRAM for a, b in itertools.pairwise(orig))


def _args() -> list[str]:
    orig = list(getattr(sys, "orig_argv", ()))
    for i in range(len(orig) - 1):
        if orig[i] == "-m" and orig[i + 1] == PROGRAM:
            return orig[i + 2 :]
    return list(sys.argv[1:])


def _on_sigint(signum: int, frame: object) -> None:
    args = _args()
    if args[:1] == ["ask"] and "--json" in args:
        total = round(time.monotonic() - _STARTED, 3)
        record: dict[str, object] = {
            "status": "interrupted",
            "answer": "",
            "mode": None,
            "model": None,
            "skeleton": [],
            "branches": [],
            "timings": {"total_s": total, "plan_s": None, "first_token_s": None},
            "usage": {"prompt_tokens": 0, "completion_tokens": 0},
            "route": None,
            "fallback": False,
            "template": None,
            "error": "interrupted",
        }
        print(json.dumps(record), flush=True)
    print("sot: interrupted", file=sys.stderr, flush=True)
    # exit at once: an exception raised here lands inside whatever import is running, and
    # one inside a compiled extension's initialisation (pydantic-core's) becomes a panic and
    # exit 1. Nothing has been done yet that needs cleaning up.
    os._exit(130)


_exit_130 = False


def exit_130() -> None:
    """The CLI handled a Ctrl-C and exits 130: make sure the process ends with 130."""
    global _exit_130
    _exit_130 = True


def _last_exit_handler() -> None:
    if _exit_130:
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except (OSError, ValueError, AttributeError):
                pass
        os._exit(130)


def restore() -> None:
    """Python's own Ctrl-C handling again (KeyboardInterrupt), if this module had replaced it."""
    if threading.current_thread() is threading.main_thread() and signal.getsignal(signal.SIGINT) is _on_sigint:
        signal.signal(signal.SIGINT, signal.default_int_handler)


if launched_as_cli():
    atexit.register(_last_exit_handler)  # first registered, so it runs last
    if (
        threading.current_thread() is threading.main_thread()
        and signal.getsignal(signal.SIGINT) is signal.default_int_handler
    ):
        signal.signal(signal.SIGINT, _on_sigint)
