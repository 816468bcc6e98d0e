"""Put a trained PASTA adapter in the package: ``local_backend/adapters/NAME/`` (float16).

    .venv/bin/python -m sot.training.ship_pasta_adapter pasta-lora/checkpoint-400

Copies the PEFT adapter in CHECKPOINT (a ``sot train-pasta`` checkpoint or its ``adapter``
folder) with its weights in float16, and writes its GGUF for llama.cpp, also in float16, to
the folder :data:`sot.local_backend.adapters.SHIPPED` names for the embedded model, where
``--mode pasta`` on that model finds it.
"""

from __future__ import annotations

import argparse
import json
import shutil
from pathlib import Path

from safetensors.numpy import load_file, save_file

from sot.local_backend.adapters import SHIPPED
from sot.local_backend.loading import DEFAULT_GGUF
from sot.local_backend.lora import export_gguf

ROOT = Path(__file__).resolve().parents[2]  # the repository (this file is sot/training/ in it)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("checkpoint", type=Path)
    parser.add_argument("--heads", type=int, default=9, help="the model's attention heads (SmolLM2-135M: 9)")
    parser.add_argument("--kv-heads", type=int, default=3, help="its key/value heads (SmolLM2-135M: 3)")
    args = parser.parse_args()
    target = ROOT / "local_backend" / "adapters" / SHIPPED[DEFAULT_GGUF]
    target.mkdir(parents=True, exist_ok=True)
    config = json.loads((args.checkpoint / "adapter_config.json").read_text())
    config["base_model_name_or_path"] = None  # (a path on the training machine)
    (target / "adapter_config.json").write_text(json.dumps(config, indent=2, sort_keys=True) + "\n")
    weights = load_file(str(args.checkpoint / "adapter_model.safetensors"))
    save_file({k: v.astype("float16") for k, v in weights.items()}, str(target / "adapter_model.safetensors"))
    export_gguf(target, arch="llama", n_head=args.heads, n_head_kv=args.kv_heads, half=True)
    for name in ("README.md",):  # a stale model card from peft is not ours
        (target / name).unlink(missing_ok=True)
    size = sum(p.stat().st_size for p in target.iterdir())
    print(f"{target}: {size / 1e6:.1f} MB")
    shutil.rmtree(target / "__pycache__", ignore_errors=True)


if __name__ == "__main__":
    main()
