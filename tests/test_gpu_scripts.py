"""scripts/gpu_prepare.py and scripts/gpu_measure.py on the CPU, offline: the trim rules, the bundle's
split files, the device-call plan, the report's targets and the step selection (heavy steps faked)."""

from __future__ import annotations

import importlib.util
import json
import sys
import tarfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _load(name: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # gpu_prepare imports gpu_measure by this name
    path = list(sys.path)
    try:
        spec.loader.exec_module(module)
    finally:
        sys.path[:] = path
    return module


gm = _load("gpu_measure")
gp = _load("gpu_prepare")

MIB = 1 << 20


# ---------------------------------------------------------------------- trimming


FAKE_SDIST = {
    ".git/objects/pack/pack-1.pack": "git pack",
    ".gitmodules": "[submodule]",
    "CMakeLists.txt": "add_subdirectory(vendor/llama.cpp)",
    "pyproject.toml": "[build-system]",
    "README.md": "readme (the wheel's metadata reads it)",
    "llama_cpp/__init__.py": "__version__ = '0.3.36'",
    "docs/index.md": "docs",
    "examples/high_level_api/x.py": "example",
    "tests/test_llama.py": "test",
    ".github/workflows/build.yml": "ci",
    "vendor/llama.cpp/.git": "gitdir: ../../.git/modules/vendor/llama.cpp",
    "vendor/llama.cpp/CMakeLists.txt": "project(llama.cpp)",
    "vendor/llama.cpp/cmake/build-info.cmake": "set(BUILD_NUMBER 0)",
    "vendor/llama.cpp/include/llama.h": "header",
    "vendor/llama.cpp/src/llama.cpp": "source",
    "vendor/llama.cpp/src/models/llama.cpp": "a model's graph: a source, not a vocab file",
    "vendor/llama.cpp/ggml/src/ggml-cuda/fattn.cu": "kernel",
    "vendor/llama.cpp/common/common.cpp": "common",
    "vendor/llama.cpp/vendor/nlohmann/json.hpp": "json",
    "vendor/llama.cpp/models/ggml-vocab-llama-bpe.gguf": "vocab",
    "vendor/llama.cpp/models/templates/chatml.jinja": "template",
    "vendor/llama.cpp/docs/build.md": "docs",
    "vendor/llama.cpp/media/logo.png": "png",
    "vendor/llama.cpp/tests/test-tokenizer.cpp": "test",
    "vendor/llama.cpp/examples/simple/simple.cpp": "example",
    "vendor/llama.cpp/tools/CMakeLists.txt": "add_subdirectory(mtmd)",
    "vendor/llama.cpp/tools/mtmd/CMakeLists.txt": "add_library(mtmd)",
    "vendor/llama.cpp/tools/mtmd/clip.cpp": "clip",
    "vendor/llama.cpp/tools/server/server.cpp": "server",
    "vendor/llama.cpp/tools/ui/index.html": "ui",
    "vendor/llama.cpp/gguf-py/gguf/__init__.py": "gguf",
    "vendor/llama.cpp/convert_hf_to_gguf.py": "convert",
}
DROPPED = {
    ".git",
    "docs",
    "examples",
    "tests",
    ".github",
    "vendor/llama.cpp/.git",
    "vendor/llama.cpp/models",
    "vendor/llama.cpp/docs",
    "vendor/llama.cpp/media",
    "vendor/llama.cpp/tests",
    "vendor/llama.cpp/examples",
    "vendor/llama.cpp/tools/server",
    "vendor/llama.cpp/tools/ui",
    "vendor/llama.cpp/gguf-py",
    "vendor/llama.cpp/convert_hf_to_gguf.py",
}


def fake_sdist(root: Path) -> Path:
    tree = root / "llama_cpp_python-0.3.36"
    for name, text in FAKE_SDIST.items():
        path = tree / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return tree


def surviving(tree: Path) -> set[str]:
    return {p.relative_to(tree).as_posix() for p in tree.rglob("*") if p.is_file()}


def test_trim_drops_the_git_pack_vocab_docs_tests_and_tools_but_keeps_what_cmake_reads(tmp_path):
    tree = fake_sdist(tmp_path)
    removed = gp.trim_tree(tree)
    assert set(removed) == DROPPED
    left = surviving(tree)
    for name in FAKE_SDIST:
        gone = any(name == d or name.startswith(d + "/") for d in DROPPED)
        assert (name not in left) == gone, name
    # what the CMake build and the wheel's metadata read
    for kept in (
        "CMakeLists.txt",
        "pyproject.toml",
        "README.md",
        "llama_cpp/__init__.py",
        "vendor/llama.cpp/CMakeLists.txt",
        "vendor/llama.cpp/src/models/llama.cpp",
        "vendor/llama.cpp/ggml/src/ggml-cuda/fattn.cu",
        "vendor/llama.cpp/tools/CMakeLists.txt",
        "vendor/llama.cpp/tools/mtmd/clip.cpp",
    ):
        assert kept in left, kept
    assert gp.trim_tree(tree) == []  # nothing more to drop


def test_the_repacked_archive_has_one_top_folder_and_no_git(tmp_path):
    tree = fake_sdist(tmp_path)
    gp.trim_tree(tree)
    archive = tmp_path / "trimmed.tar.gz"
    gp.repack(tree, archive)
    with tarfile.open(archive) as tar:
        names = tar.getnames()
        assert all(n == tree.name or n.startswith(tree.name + "/") for n in names)
        assert not any(".git" in n.split("/") or n.endswith(".gguf") for n in names)
        assert f"{tree.name}/vendor/llama.cpp/tools/mtmd/CMakeLists.txt" in names
        assert {m.uid for m in tar.getmembers()} == {0}


def test_the_requirements_are_sots_plus_the_converter_and_builders_never_torch():
    names = {gp._name(r) for r in gp.sot_requirements(ROOT / "pyproject.toml")}
    assert {"openai", "anthropic", "pydantic", "numpy", "gguf", "safetensors", "setuptools", "wheel"} <= names
    assert {"starlette", "uvicorn"} <= names  # the load step runs sot serve
    assert not names & {"torch", "transformers", "llama-cpp-python"}
    assert gp.NOT_BUNDLED.match("torch-2.11.0-cp312-cp312-manylinux_2_28_x86_64.whl")
    assert gp.NOT_BUNDLED.match("nvidia_cublas-13.0-py3-none-manylinux_2_27_x86_64.whl")
    assert gp.NOT_BUNDLED.match("numpy-2.5.5-cp312-cp312-manylinux_2_28_x86_64.whl")  # the image has it
    assert not gp.NOT_BUNDLED.match("numpydoc-1.0-py3-none-any.whl")
    assert not gp.NOT_BUNDLED.match("gguf-0.19.0-py3-none-any.whl")


def test_the_steps_preload_the_libstdcxx_llama_cpp_was_linked_against(tmp_path, monkeypatch):
    lib = tmp_path / "libstdc++.so.6"
    lib.write_bytes(b"")
    out = f"\tlibggml.so.0 => /x/libggml.so.0 (0x1)\n\tlibstdc++.so.6 => {lib} (0x00007f)\n\tlibc.so.6 => /nope (0x2)\n"
    assert gm.stdcxx_of(out) == str(lib)
    assert gm.stdcxx_of("\tlibstdc++.so.6 => not found\n") is None
    monkeypatch.setitem(gm._PRELOADS, "/venv/python", str(lib))
    monkeypatch.setenv("LD_PRELOAD", "/other.so")
    ctx = gm.Ctx(tmp_path, tmp_path, "cuda", False, "90", sys.executable, python="/venv/python")
    assert ctx.env()["LD_PRELOAD"] == f"{lib}:/other.so"
    monkeypatch.setitem(gm._PRELOADS, "/venv/python", None)
    assert ctx.env()["LD_PRELOAD"] == "/other.so"


# ---------------------------------------------------------------------- split files


def bundle_with(tmp_path: Path, size: int, part: int) -> tuple[Path, dict, bytes]:
    bundle = tmp_path / "bundle"
    bundle.mkdir()
    data = bytes(range(256)) * (size // 256) + b"x" * (size % 256)
    (bundle / "model.whl").write_bytes(data)
    entry = gm.split_file(bundle / "model.whl", part)
    calls = [{"carry": ["gpu-bundle/model.whl.part0"]}, {"carry": ["gpu-bundle/model.whl.part1"]}]
    return bundle, {"files": [entry], "calls": calls}, data


def test_split_and_join_round_trip_with_sha256(tmp_path):
    bundle, manifest, data = bundle_with(tmp_path, 2500, 1000)
    (entry,) = manifest["files"]
    assert [p["name"] for p in entry["parts"]] == ["model.whl.part0", "model.whl.part1", "model.whl.part2"]
    assert [p["size"] for p in entry["parts"]] == [1000, 1000, 500]
    assert not (bundle / "model.whl").exists()
    joined = gm.assemble_file(bundle, entry, tmp_path / "files", manifest)
    assert joined.read_bytes() == data and gm.sha256_file(joined) == entry["sha256"]
    assert gm.assemble_file(bundle, entry, tmp_path / "files", manifest) == joined  # joined once


def test_a_small_file_stays_whole_and_is_checked_in_place(tmp_path):
    bundle, _, data = bundle_with(tmp_path, 500, 1000)
    entry = {"name": "model.whl", "size": 500, "sha256": gm.sha256_file(bundle / "model.whl"), "parts": []}
    assert gm.split_file(bundle / "model.whl", 1000) == entry
    assert gm.assemble_file(bundle, entry, tmp_path / "files", {"files": [entry]}) == bundle / "model.whl"
    (bundle / "model.whl").write_bytes(data[:-1] + b"?")
    with pytest.raises(gm.BundleError, match=r"model\.whl is damaged \(sha256"):
        gm.assemble_file(bundle, entry, tmp_path / "files", {"files": [entry]})


def test_a_corrupted_part_is_refused_naming_it_and_its_call(tmp_path):
    bundle, manifest, _ = bundle_with(tmp_path, 2000, 1000)
    part = bundle / "model.whl.part1"
    part.write_bytes(b"?" + part.read_bytes()[1:])
    with pytest.raises(
        gm.BundleError, match=r"model\.whl\.part1 is damaged \(sha256 .*carry it again \(carried by call 2"
    ):
        gm.assemble_file(bundle, manifest["files"][0], tmp_path / "files", manifest)
    assert not (tmp_path / "files" / "model.whl").exists()


def test_a_missing_part_is_named_with_its_call(tmp_path):
    bundle, manifest, _ = bundle_with(tmp_path, 2000, 1000)
    (bundle / "model.whl.part0").unlink()
    with pytest.raises(gm.BundleError, match=r"1 of its 2 parts are missing .*model\.whl\.part0.*call 1 of the plan"):
        gm.assemble_file(bundle, manifest["files"][0], tmp_path / "files", manifest)


def test_a_missing_manifest_is_a_clear_error(tmp_path):
    with pytest.raises(gm.BundleError, match="manifest.json not found"):
        gm.load_manifest(tmp_path)


# ---------------------------------------------------------------------- device calls


def test_calls_keep_under_the_limit_and_the_path_count_and_carry_everything_once():
    sizes = [7, 48, 1, 48, 40, 0.05, 3, 3, 3, 3, 3, 3, 3, 3, 3]
    files = [(f"gpu-bundle/f{i}", int(s * MIB)) for i, s in enumerate(sizes)]
    groups = gp.plan_calls(files, 60 * MIB, max_paths=8)
    size = dict(files)
    assert sorted(p for g in groups for p in g) == sorted(size)
    for group in groups:
        assert sum(size[p] for p in group) <= 60 * MIB and len(group) <= 8
    assert groups[0][:2] == ["gpu-bundle/f0", "gpu-bundle/f1"]  # the first files land in the first call
    with pytest.raises(gp.PrepareError, match="larger than one call carries"):
        gp.plan_calls([("gpu-bundle/huge", 61 * MIB)], 60 * MIB)


def test_the_setup_call_comes_first_and_the_last_call_measures(tmp_path, monkeypatch):
    monkeypatch.setattr(gp, "ROOT", tmp_path)
    out = tmp_path / "gpu-bundle"

    def entry(name: str, *parts: float) -> dict:
        pieces = [{"name": f"{name}.part{i}", "size": int(p * MIB)} for i, p in enumerate(parts)]
        return {"name": name, "size": sum(p["size"] for p in pieces) or int(7 * MIB), "parts": pieces}

    entries = [entry("model.whl", 48, 40.6), entry("llama.tar.gz"), entry("wheels.tar", 48, 0.7)]
    calls = gp.device_calls(out, entries, ["llama.tar.gz", "wheels.tar"], 60 * MIB)
    assert len(calls) == 3
    assert set(calls[0]["carry"]) == {
        "gpu-bundle/manifest.json",
        "gpu-bundle/llama.tar.gz",
        "gpu-bundle/wheels.tar.part0",
        "gpu-bundle/wheels.tar.part1",
    }
    assert calls[0]["command"].endswith("--only setup") and calls[1]["command"].endswith("--only setup")
    assert "--only" not in calls[2]["command"] and "--bundle gpu-bundle" in calls[2]["command"]
    assert all(c["mib"] <= 60 for c in calls)
    assert "call 3 (" in gp.describe_calls(calls, 3 * MIB, 60 * MIB)


# ---------------------------------------------------------------------- the report


def figures(step_1=2.0, step_16=3.0, vs_generate=4.0, sot=2.0) -> dict:
    return {
        "b": {"status": "ok", "result": {"step_ms": {"1": step_1, "16": step_16}}},
        "c": {"status": "ok", "result": {"speedup_vs_hf_generate": vs_generate}},
        "d": {"status": "ok", "result": {"latency_speedup": sot}},
    }


def by_id(targets: list[dict]) -> dict:
    return {t["id"]: t for t in targets}


def test_targets_met_and_not_met_from_the_figures():
    met = by_id(gm.evaluate_targets(figures(), "cuda", quick=False))
    assert [t["status"] for t in met.values()] == ["met"] * 4
    assert met["b_ratio_16"]["value"] == 1.5 and met["b_step_1"]["target"] == "<= 3 ms"
    missed = by_id(gm.evaluate_targets(figures(3.5, 9.0, 2.9, 1.79), "cuda", quick=False))
    assert all(t["met"] is False and t["status"] == "not met" for t in missed.values())
    assert missed["b_ratio_16"]["value"] == pytest.approx(2.57)
    assert gm.summarize(list(missed.values())) == "0 of 4 targets met (4 judged)"
    assert gm.summarize(list(met.values())) == "4 of 4 targets met (4 judged)"


def test_targets_of_a_cpu_or_quick_run_do_not_apply_and_failed_steps_are_not_measured():
    cpu = by_id(gm.evaluate_targets(figures(), "cpu", quick=False))
    assert all(t["met"] is None and t["status"] == "not applicable (cpu run)" for t in cpu.values())
    assert cpu["b_step_1"]["would_meet"] is True and cpu["b_step_1"]["value"] == 2.0
    quick = by_id(gm.evaluate_targets(figures(), "cuda", quick=True))
    assert all(t["status"] == "not applicable (quick run)" for t in quick.values())
    steps = figures()
    steps["c"] = {"status": "failed", "error": "boom"}
    del steps["b"]["result"]["step_ms"]["16"]
    del steps["d"]
    partial = by_id(gm.evaluate_targets(steps, "cuda", quick=False))
    assert partial["b_step_1"]["status"] == "met"
    for name in ("b_ratio_16", "c_vs_generate", "d_sot_latency"):
        assert partial[name]["status"] == "not measured" and partial[name]["value"] is None


def test_step_selection_only_aliases_and_skips():
    assert gm.select_steps(None, False, False) == list(gm.STEPS)
    assert gm.select_steps("c,b", False, False) == ["b", "c"]
    assert gm.select_steps("setup", False, False) == ["assemble", "install", "build"]
    assert gm.select_steps(None, True, True) == ["a", "b", "c", "d", "e"]
    assert gm.select_steps("setup,d", True, False) == ["build", "d"]
    with pytest.raises(ValueError, match="unknown step 'f'"):
        gm.select_steps("b,f", False, False)


def test_an_unknown_step_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as exc:
        gm.main(["--only", "x"])
    assert exc.value.code == 2 and "unknown step 'x'" in capsys.readouterr().err


@pytest.fixture
def fake_steps(monkeypatch, tmp_path):
    """Every step replaced: the ones named in ``calls`` record that they ran; b fails, d breaks."""
    calls: list[str] = []

    def fake(name: str, result: dict | None = None, error: Exception | None = None):
        def step(ctx):
            calls.append(name)
            if error is not None:
                raise error
            return dict(result or {})

        monkeypatch.setitem(gm.STEP_IMPL, name, step)

    for name in ("assemble", "install", "build", "a"):
        fake(name, {"done": name})
    fake("b", error=gm.StepError("benchmarks/engine.py exited with status 1; its last lines:\nboom"))
    fake("c", {"speedup_vs_hf_generate": 4.2})
    fake("d", error=RuntimeError("unexpected"))
    fake("e", {"runs": []})
    monkeypatch.setenv("OUT", str(tmp_path / "out"))
    return calls


def run_main(tmp_path: Path, capsys, *args: str) -> tuple[int, dict]:
    code = gm.main(["--bundle", str(tmp_path / "bundle"), "--work", str(tmp_path / "work"), *args])
    return code, json.loads(capsys.readouterr().out)


def test_a_failed_step_is_recorded_and_the_next_one_still_runs(tmp_path, capsys, fake_steps):
    code, report = run_main(tmp_path, capsys, "--device", "cuda")
    assert code == 1
    assert fake_steps == ["assemble", "install", "build", "a", "b", "c", "d", "e"]
    steps = report["steps"]
    assert steps["b"]["status"] == "failed" and "boom" in steps["b"]["error"]
    assert steps["c"] == {"status": "ok", "result": {"speedup_vs_hf_generate": 4.2}, "seconds": steps["c"]["seconds"]}
    assert steps["d"]["status"] == "failed" and steps["d"]["error"] == "RuntimeError: unexpected"
    targets = by_id(report["targets"])
    assert targets["c_vs_generate"]["status"] == "met" and targets["b_step_1"]["status"] == "not measured"
    assert report["summary"] == "1 of 4 targets met (1 judged)"
    assert json.loads((tmp_path / "out" / "gpu_report.json").read_text()) == report
    assert json.loads((tmp_path / "work" / "gpu_report.json").read_text()) == report


def test_only_and_skips_choose_the_steps(tmp_path, capsys, fake_steps):
    code, report = run_main(tmp_path, capsys, "--only", "c", "--fresh")
    assert code == 0 and fake_steps == ["c"] and list(report["steps"]) == ["c"]
    fake_steps.clear()
    _, report = run_main(tmp_path, capsys, "--skip-install", "--skip-build", "--device", "cpu", "--quick", "--fresh")
    assert fake_steps == ["a", "b", "c", "d", "e"]
    assert report["device"] == "cpu" and report["quick"] is True
    assert {t["status"] for t in report["targets"]} <= {"not applicable (quick run)", "not measured"}


def test_a_later_run_keeps_the_steps_it_does_not_take_again(tmp_path, capsys, fake_steps):
    run_main(tmp_path, capsys, "--only", "a,c")
    _, report = run_main(tmp_path, capsys, "--only", "b")
    assert list(report["steps"]) == ["a", "c", "b"]
    assert report["steps"]["c"]["earlier_run"] and "earlier_run" not in report["steps"]["b"]
    assert by_id(report["targets"])["c_vs_generate"]["value"] == 4.2
    _, report = run_main(tmp_path, capsys, "--only", "b", "--device", "cpu")  # other device: nothing kept
    assert list(report["steps"]) == ["b"]


def test_a_failed_command_names_itself_and_shows_its_last_lines():
    code = "import sys; print('useful context', file=sys.stderr); sys.exit(3)"
    with pytest.raises(gm.StepError, match=r"exited with status 3; its last lines:\n.*useful context") as exc:
        gm.run_cmd([sys.executable, "-c", code], timeout=60)
    assert "-c" in str(exc.value)
    done = gm.run_cmd([sys.executable, "-c", "print('{\"a\": 1}')"], timeout=60)
    assert gm.last_json(done.stdout, "x") == {"a": 1}
    with pytest.raises(gm.StepError, match="printed no JSON"):
        gm.last_json("no json here\n", "the worker")


def test_the_source_is_unpacked_once_per_archive_content(tmp_path):
    tree = fake_sdist(tmp_path / "src")
    archive = tmp_path / "src.tar.gz"
    gp.repack(tree, archive)
    dest = tmp_path / "work" / "llama-src"
    top = gm.unpack_source(archive, dest, "sha-1")
    assert top == dest / tree.name and (top / "vendor/llama.cpp/CMakeLists.txt").is_file()
    (top / "built-here").write_text("kept")  # a build in progress is not thrown away
    assert gm.unpack_source(archive, dest, "sha-1") == top and (top / "built-here").exists()
    assert not (gm.unpack_source(archive, dest, "sha-2") / "built-here").exists()  # a new archive: unpacked anew


def test_only_a_bundle_folder_is_replaced(tmp_path):
    assert gp.replaceable(tmp_path)  # empty
    (tmp_path / "work").mkdir()
    assert gp.replaceable(tmp_path)  # gpu_measure's scratch alone
    (tmp_path / "notes.txt").write_text("mine")
    assert not gp.replaceable(tmp_path)
    (tmp_path / "manifest.json").write_text("{}")
    assert gp.replaceable(tmp_path)


def test_a_step_past_the_time_limit_is_recorded_as_not_started(tmp_path, capsys, fake_steps, monkeypatch):
    monkeypatch.setitem(gm.STEP_IMPL, "c", lambda ctx: {"limit": ctx.timeout("c")})
    code, report = run_main(tmp_path, capsys, "--only", "c", "--time-limit", "1")
    assert code == 1
    assert report["steps"]["c"]["status"] == "failed" and "not started" in report["steps"]["c"]["error"]
