"""LoRA adapters for the local engines: export to GGUF for llama.cpp, and find an adapter's files.

``sot train-pasta`` saves an adapter in PEFT's format (``adapter_config.json`` and
``adapter_model.safetensors``); the torch engine applies that folder as it is. llama.cpp reads
adapters as GGUF files (``general.type = adapter``, ``adapter.type = lora``,
``adapter.lora.alpha``, and per adapted weight ``blk.N.attn_q.weight.lora_a`` / ``.lora_b``);
:func:`export_gguf` writes one next to the PEFT files, so one folder serves both engines:

    export_gguf(Path("pasta-lora/adapter"), arch="llama", n_head=9, n_head_kv=3)
    get_provider("local?adapter=pasta-lora/adapter")

Llama-architecture GGUF files store the query and key projections with their rows permuted
for llama.cpp's rotary embedding (transformers undoes it when it loads a GGUF); the rows of
those projections' ``lora_b`` are permuted the same way here, so an adapter trained on the
converted model applies to the GGUF it came from.
"""

from __future__ import annotations

import json
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from sot.errors import ConfigError, install_hint

__all__ = ["GGUF_NAME", "adapter_for", "export_gguf", "quiet_peft"]

#: the GGUF adapter's file name inside an adapter folder
GGUF_NAME = "adapter.gguf"

#: Hugging Face module names -> GGUF tensor names (the llama family's layout)
_MODULES = {
    "self_attn.q_proj": "attn_q",
    "self_attn.k_proj": "attn_k",
    "self_attn.v_proj": "attn_v",
    "self_attn.o_proj": "attn_output",
    "mlp.gate_proj": "ffn_gate",
    "mlp.up_proj": "ffn_up",
    "mlp.down_proj": "ffn_down",
}
#: architectures whose GGUF keeps the llama layout (and its query/key row permutation)
_LLAMA_LIKE = {"llama", "mistral"}


@contextmanager
def quiet_peft() -> Iterator[None]:
    """Around peft calls: peft 0.21 asks transformers 5 by a name it deprecated."""
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message=".*is_gradient_checkpointing.*", category=FutureWarning)
        yield


def _permute_rows(rows: Any, heads: int) -> Any:
    """Rows of a query/key projection in the order llama.cpp's GGUF stores them."""
    shape = rows.shape
    return rows.reshape(heads, 2, shape[0] // heads // 2, *shape[1:]).swapaxes(1, 2).reshape(shape)


def export_gguf(
    adapter: Path, *, arch: str, n_head: int, n_head_kv: int, out: Path | None = None, half: bool = False
) -> Path:
    """Write the PEFT adapter in folder ``adapter`` as a GGUF LoRA llama.cpp loads
    (``out``, default ``adapter/adapter.gguf``); the base model's ``arch`` (its Hugging Face
    ``model_type``) and head counts say how its tensors are laid out. ``half``: float16
    tensors (half the size), else float32."""
    try:
        import gguf
        import numpy as np
        from safetensors.numpy import load_file
    except ImportError as exc:
        raise ConfigError(f"exporting an adapter needs {exc.name}: {install_hint('torch')}") from exc
    if arch not in _LLAMA_LIKE:
        raise ConfigError(
            f"GGUF export supports llama-architecture models, not {arch!r}; the PEFT adapter in {adapter} "
            "works with the torch engine (local?engine=torch&adapter=...)"
        )
    try:
        config = json.loads((adapter / "adapter_config.json").read_text(encoding="utf-8"))
        weights = load_file(str(adapter / "adapter_model.safetensors"))
    except (OSError, ValueError) as exc:
        raise ConfigError(f"{adapter} is not a PEFT LoRA adapter folder: {exc}") from None
    rank, alpha = int(config["r"]), float(config["lora_alpha"])
    pairs: dict[str, dict[str, Any]] = {}
    for key, value in weights.items():
        # base_model.model.model.layers.3.self_attn.q_proj.lora_A.weight
        head, _, part = key.rpartition(".lora_")
        side = part.split(".")[0].lower()  # a or b
        before, marker, module = head.partition(".layers.")
        layer, _, name = module.partition(".")
        if not marker or name not in _MODULES or side not in ("a", "b"):
            raise ConfigError(f"{adapter}: cannot place adapter tensor {key!r} in a GGUF model")
        pairs.setdefault(f"blk.{int(layer)}.{_MODULES[name]}.weight", {})[side] = value.astype(np.float32)
    out = out or adapter / GGUF_NAME
    tmp = out.with_suffix(".tmp")
    writer = gguf.GGUFWriter(str(tmp), "llama")
    writer.add_type(gguf.GGUFType.ADAPTER)
    writer.add_string(gguf.Keys.Adapter.TYPE, "lora")
    writer.add_float32(gguf.Keys.Adapter.LORA_ALPHA, alpha)
    for name in sorted(pairs):
        pair = pairs[name]
        if set(pair) != {"a", "b"} or pair["a"].shape[0] != rank:
            raise ConfigError(f"{adapter}: {name} lacks a lora_A/lora_B pair of rank {rank}")
        b = pair["b"]
        if name.endswith(".attn_q.weight"):
            b = _permute_rows(b, n_head)
        elif name.endswith(".attn_k.weight"):
            b = _permute_rows(b, n_head_kv)
        dtype = np.float16 if half else np.float32
        writer.add_tensor(f"{name}.lora_a", np.ascontiguousarray(pair["a"], dtype=dtype))
        writer.add_tensor(f"{name}.lora_b", np.ascontiguousarray(b, dtype=dtype))
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    tmp.replace(out)
    return out


def adapter_for(path: str | Path, engine: str) -> str:
    """The file (llama.cpp) or folder (torch) of adapter ``path`` for ``engine``, or a clear error.

    ``path`` is an adapter folder (PEFT's files, with :data:`GGUF_NAME` beside them for
    llama.cpp) or, for llama.cpp, a GGUF adapter file itself."""
    given = Path(path).expanduser()
    if not given.exists():
        raise ConfigError(f"adapter {path}: no such file or folder")
    if engine == "llama":
        found = given / GGUF_NAME if given.is_dir() else given
        if found.suffix.lower() != ".gguf" or not found.is_file():
            raise ConfigError(
                f"adapter {path}: llama.cpp needs a GGUF adapter ({GGUF_NAME} in the folder, as sot train-pasta "
                "writes it); a PEFT folder alone runs on local?engine=torch"
            )
        return str(found.resolve())
    if not (given.is_dir() and (given / "adapter_config.json").is_file()):
        raise ConfigError(f"adapter {path}: the torch engine needs a PEFT adapter folder (with adapter_config.json)")
    return str(given.resolve())
