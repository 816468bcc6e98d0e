"""scripts/pip_progress.py: the one progress line shown while ``make`` compiles llama.cpp."""

from __future__ import annotations

import importlib.util
import io
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

_spec = importlib.util.spec_from_file_location("pip_progress", ROOT / "scripts" / "pip_progress.py")
pp = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(pp)

# what `pip install -v` prints around a llama-cpp-python build (ninja's lines, as pip indents them)
PIP_LINES = [
    "Collecting numpy>=1.24\n",
    "  WARNING: Location 'file:///x/simple/numpy/' is ignored\n",
    "Building wheels for collected packages: llama_cpp_python\n",
    "  Building wheel for llama_cpp_python (pyproject.toml): started\n",
    "  Running command Building wheel for llama_cpp_python (pyproject.toml)\n",
    "  -- Build files have been written to: /tmp/build\n",
    *(f"  [{i}/193] Building CXX object src/CMakeFiles/llama.dir/unity_{i}_cxx.cxx.o\n" for i in range(1, 194)),
    "  Created wheel for llama_cpp_python: filename=llama_cpp_python-0.3.36-cp311-cp311-linux_x86_64.whl\n",
    "Successfully installed llama_cpp_python-0.3.36\n",
]


def test_a_log_gets_the_build_and_a_line_per_tenth_of_the_compile():
    out = io.StringIO()
    progress = pp.Progress(out, live=False, now=0.0)
    for i, line in enumerate(PIP_LINES):
        progress.feed(line, now=float(i))
    progress.finish()
    lines = out.getvalue().splitlines()
    assert lines[0] == "  building llama_cpp_python from source"
    compiled = lines[1:]
    assert 2 <= len(compiled) <= 11  # nothing else from pip; at most one line per tenth
    assert compiled[0].startswith("  compiling 1/193 (0%), ")
    assert compiled[-1].startswith("  compiling 193/193 (100%), ")
    assert all(line.startswith("  compiling ") for line in compiled)
    # the clock starts when the build does (line 3, a second a line here), not when pip did
    assert compiled[-1].endswith(", 3m15s")  # line 198


def test_a_terminal_gets_one_line_rewritten_in_place():
    out = io.StringIO()
    progress = pp.Progress(out, live=True, now=0.0)
    for line in PIP_LINES:
        progress.feed(line, now=0.0)
    progress.finish()
    text = out.getvalue()
    assert text.count("\n") == 2  # the building line and the end of the progress line
    assert text.count("\r") == 193
    assert text.rstrip("\n").endswith("compiling 193/193 (100%), 0s\x1b[K")


def test_make_percentages_are_read_too():
    out = io.StringIO()
    progress = pp.Progress(out, live=False, now=0.0)
    for percent in (0, 5, 12, 55, 100):
        progress.feed(f"[{percent:3d}%] Building CXX object tools/server/server.cpp.o\n", now=65.0)
    assert out.getvalue().splitlines() == [
        "  compiling 0%, 1m05s",
        "  compiling 12%, 1m05s",
        "  compiling 55%, 1m05s",
        "  compiling 100%, 1m05s",
    ]


def _command(code: str) -> list[str]:
    return [sys.executable, "-c", code]


def test_a_failed_pip_shows_its_last_lines_and_keeps_the_whole_log(tmp_path, capsys):
    log = tmp_path / "pip.log"
    status = pp.main([str(log), "--", *_command("import sys\nfor i in range(100): print('line', i)\nsys.exit(3)")])
    assert status == 3
    out, err = capsys.readouterr()
    assert "line 99" in out and "line 59" not in out  # the last 40 lines
    assert f"exit status 3); its whole output is in {log}" in err
    assert log.read_text().splitlines()[0] == "line 0"
    assert len(log.read_text().splitlines()) == 100


def test_a_successful_pip_prints_only_progress(tmp_path, capsys):
    log = tmp_path / "pip.log"
    lines = "".join(PIP_LINES[:10])
    assert pp.main([str(log), "--", *_command(f"import sys; sys.stdout.write({lines!r})")]) == 0
    out, err = capsys.readouterr()
    assert out.splitlines()[0] == "  building llama_cpp_python from source"
    assert "Collecting" not in out and "WARNING" not in out and err == ""
    assert log.read_text() == lines


def test_a_bad_command_line_is_refused(capsys):
    assert pp.main(["only-a-log"]) == 2
    assert "usage" in capsys.readouterr().err
