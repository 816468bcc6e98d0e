"""The GPU path of the local backend, tested on the CPU: which engine and device a model gets,
and that the GPU options reach llama.cpp's parameters. A "GPU-capable" llama.cpp is faked by
its one flag, ``llama_supports_gpu_offload``; GPU speed is measured by
``scripts/gpu_measure.py``, never here."""

from __future__ import annotations

import importlib.util
import json
import types

import pytest

from sot.errors import ConfigError
from sot.local_backend import runtime
from sot.local_backend.loading import ModelSource
from sot.local_backend.runtime import choose_engine
from sot.providers import get_provider

HAS_LLAMA = importlib.util.find_spec("llama_cpp") is not None
needs_llama = pytest.mark.skipif(not HAS_LLAMA, reason="llama-cpp-python is not installed")

GGUF = ModelSource("gguf", "/models/m.gguf")


@pytest.fixture
def machine(monkeypatch):
    """Set what the engine rule sees: an NVIDIA driver, a llama.cpp that offloads, and which
    libraries are installed; counts the (costly) looks at llama.cpp's offload flag."""

    Machine = types.SimpleNamespace(driver=False, offloads=False, installed={"llama_cpp", "torch"}, looks=0)

    def offloads() -> bool:
        Machine.looks += 1
        return Machine.offloads

    real_find_spec = importlib.util.find_spec

    def find_spec(name, *args, **kwargs):
        if name in ("llama_cpp", "torch"):
            return real_find_spec("json") if name in Machine.installed else None
        return real_find_spec(name, *args, **kwargs)

    monkeypatch.setattr(runtime, "_has_nvidia_driver", lambda: Machine.driver)
    monkeypatch.setattr(runtime, "llama_offloads", offloads)
    monkeypatch.setattr(runtime.importlib.util, "find_spec", find_spec)
    return Machine


def test_a_gguf_runs_on_llama_cpp_on_a_cpu_machine_without_asking_llama_cpp(machine):
    assert choose_engine(GGUF) == "llama" and machine.looks == 0
    assert choose_engine(GGUF, device="cpu") == "llama" and machine.looks == 0


def test_a_gguf_runs_on_llama_cpp_wherever_it_can_offload(machine):
    machine.driver, machine.offloads = True, True
    assert choose_engine(GGUF) == "llama"
    assert choose_engine(GGUF, device="cuda") == "llama"
    assert choose_engine(GGUF, "llama", device="cuda") == "llama"
    machine.driver = False  # a GPU named by the user, with no NVIDIA driver (Metal, Vulkan)
    assert choose_engine(GGUF, device="gpu") == "llama"


def test_a_cpu_only_llama_cpp_on_a_cuda_machine_leaves_the_gguf_to_torch(machine):
    machine.driver = True
    assert choose_engine(GGUF) == "torch"
    assert choose_engine(GGUF, device="cuda") == "torch"
    assert choose_engine(GGUF, device="cpu") == "llama"  # the CPU asked for: llama.cpp
    with pytest.raises(ConfigError, match="without GPU support.*GGML_CUDA"):
        choose_engine(GGUF, "llama", device="cuda")
    machine.installed = {"llama_cpp"}  # no torch to run it on the GPU: llama.cpp on the CPU
    assert choose_engine(GGUF) == "llama"


def test_torch_keeps_folders_and_int8(machine):
    machine.driver, machine.offloads = True, True
    assert choose_engine(ModelSource("folder", "/models/hf")) == "torch"
    assert choose_engine(GGUF, quantize="int8") == "torch"
    with pytest.raises(ConfigError, match="quantization"):
        choose_engine(GGUF, "llama", quantize="int8")


def test_gpu_options_in_the_spec_reach_the_provider():
    provider = get_provider("local?gpu_layers=12&flash_attn=off")
    assert (provider.gpu_layers, provider.flash_attn) == (12, "off")
    with pytest.raises(ConfigError, match="gpu_layers needs int"):
        get_provider("local?gpu_layers=all")


def test_llama_cpp_options_are_refused_where_torch_runs(machine, tmp_path):
    (tmp_path / "config.json").write_text("{}")
    with pytest.raises(ConfigError, match="llama.cpp options"):
        runtime.acquire(str(tmp_path), gpu_layers=4)


@needs_llama
def test_gpu_layers_and_the_cpu_contradict_each_other(machine):
    with pytest.raises(ConfigError, match="contradict"):
        runtime.acquire(None, device="cpu", gpu_layers=-1)


@needs_llama
def test_gpu_layers_on_a_cpu_only_build_say_how_to_get_a_gpu_build():
    from sot.local_backend.llama_engine import LlamaEngine, gpu_backend

    if gpu_backend() is not None:
        pytest.skip("this llama.cpp can offload")
    with pytest.raises(ConfigError, match="without GPU support.*GGML_CUDA"):
        LlamaEngine("/models/never-read.gguf", gpu_layers=8)
    with pytest.raises(ConfigError, match="flash_attn must be one of auto, on, off"):
        LlamaEngine("/models/never-read.gguf", flash_attn="fast")


@pytest.fixture
def gpu_capable_llama(monkeypatch):
    """The installed llama.cpp, saying it can offload (a CUDA build does), with the parameters
    it is given recorded; on this CPU build the layers stay on the CPU whatever it is told."""
    from sot.local_backend import llama_lib

    lib = llama_lib.library()
    seen: dict[str, int] = {}
    load, init = lib.llama_model_load_from_file, lib.llama_init_from_model

    def load_model(path, params):
        seen["n_gpu_layers"] = params.n_gpu_layers
        return load(path, params)

    def init_context(model, params):
        seen.update(flash_attn_type=params.flash_attn_type, kv_unified=params.kv_unified)
        return init(model, params)

    monkeypatch.setattr(lib, "llama_supports_gpu_offload", lambda: True)
    monkeypatch.setattr(
        lib, "llama_print_system_info", lambda: b"CUDA : ARCHS = 900 | USE_GRAPHS = 1 | CPU : AVX2 = 1 | "
    )
    monkeypatch.setattr(lib, "llama_model_load_from_file", load_model)
    monkeypatch.setattr(lib, "llama_init_from_model", init_context)
    return seen


@needs_llama
@pytest.mark.local_model
def test_a_gpu_capable_llama_cpp_gets_every_layer_and_the_flash_attention_choice(gpu_capable_llama):
    from sot.local_backend.llama_engine import LlamaEngine
    from sot.local_backend.loading import default_model_path

    path = str(default_model_path())
    engine = LlamaEngine(path, n_ctx=512)
    try:
        assert gpu_capable_llama["n_gpu_layers"] >= 30  # all of them (llama.cpp takes at most the model's)
        assert gpu_capable_llama["flash_attn_type"] == -1 and gpu_capable_llama["kv_unified"]  # auto; one cache
        info = engine.describe()
        assert (info["device"], info["gpu_layers"], info["flash_attn"]) == ("cuda", 30, "auto")
    finally:
        engine.close()
    engine = LlamaEngine(path, n_ctx=512, gpu_layers=4, flash_attn="on")
    try:
        assert gpu_capable_llama["n_gpu_layers"] == 4 and gpu_capable_llama["flash_attn_type"] == 1
        assert engine.describe()["gpu_layers"] == 4
    finally:
        engine.close()
    engine = LlamaEngine(path, n_ctx=512, gpu_layers=0, flash_attn="off")
    try:
        assert gpu_capable_llama["n_gpu_layers"] == 0 and gpu_capable_llama["flash_attn_type"] == 0
        assert engine.describe()["device"] == "cpu"
    finally:
        engine.close()


@needs_llama
def test_points_start_with_their_lines_on_a_gpu_and_wait_for_the_plan_on_the_cpu(monkeypatch):
    from sot.local_backend import llama_engine
    from sot.providers.local import LocalProvider

    monkeypatch.setattr(runtime, "_has_nvidia_driver", lambda: True)
    monkeypatch.setattr(llama_engine, "gpu_backend", lambda: "cuda")
    assert LocalProvider().planned_device() == ("llama", "cuda")
    assert LocalProvider().pipelines()
    assert LocalProvider(device="cpu").planned_device() == ("llama", "cpu")
    assert not LocalProvider(device="cpu").pipelines() and not LocalProvider(gpu_layers=0).pipelines()
    monkeypatch.setattr(llama_engine, "gpu_backend", lambda: None)
    monkeypatch.setattr(runtime, "_has_nvidia_driver", lambda: False)
    assert LocalProvider().planned_device() == ("llama", "cpu") and not LocalProvider().pipelines()


def test_torch_on_cuda_decodes_without_cudnn_attention():
    torch = pytest.importorskip("torch")
    from sot.local_backend.engine import BranchEngine

    engine = object.__new__(BranchEngine)  # only the device matters to the step's context
    engine.device = torch.device("cuda")
    before = torch.backends.cuda.cudnn_sdp_enabled()
    with engine._step_context():
        assert not torch.backends.cuda.cudnn_sdp_enabled()
        assert torch.backends.cuda.mem_efficient_sdp_enabled() and torch.backends.cuda.math_sdp_enabled()
        assert torch.is_inference_mode_enabled()
    assert torch.backends.cuda.cudnn_sdp_enabled() == before  # only for the step
    engine.device = torch.device("cpu")
    with engine._step_context():
        assert torch.is_inference_mode_enabled()


def test_the_ask_reports_where_the_model_ran(tmp_path):
    import subprocess
    import sys

    out = subprocess.run(
        [sys.executable, "-m", "sot", "ask", "Name a colour.", "-m", "fake", "--mode", "direct", "--json"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert json.loads(out.stdout)["backend"] == {"name": "fake"}


@needs_llama
def test_sot_models_says_where_the_embedded_model_runs():
    from sot.cli.models import list_models
    from sot.config import Config

    local = next(row for row in list_models(Config()) if row["name"] == "local")
    assert local["detail"].endswith(("llama.cpp on cpu", "llama.cpp on cuda", "torch on auto")), local["detail"]
