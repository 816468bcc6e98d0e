"""PASTA adapters shipped with sot: LoRA weights that teach a model to write PASTA-LANG.

``--mode pasta`` on the embedded default model uses :func:`shipped_adapter`'s folder (PEFT's
files for the torch engine, ``adapter.gguf`` for llama.cpp): its calls ask for it by name
(``GenerationRequest.adapter``, :data:`sot.providers.base.PASTA_ADAPTER`); other calls are answered by the
model as it is. ``local?adapter=none`` turns it off; ``local?adapter=PATH`` uses another
adapter for every mode. How the shipped adapter was trained is in this folder's README.
"""

from __future__ import annotations

from pathlib import Path

__all__ = ["SHIPPED", "shipped_adapter"]


#: the embedded model's GGUF file name -> the folder of its PASTA adapter, here
SHIPPED = {"SmolLM2-135M-Instruct.Q4_1.gguf": "smollm2-135m-instruct-pasta"}


def shipped_adapter(model: str | None) -> Path | None:
    """The PASTA adapter shipped for ``model`` (``None``: the embedded default), if there is one."""
    from sot.local_backend.loading import DEFAULT_GGUF

    name = DEFAULT_GGUF if model is None else Path(model).name
    folder = SHIPPED.get(name)
    if folder is None:
        return None
    found = Path(__file__).resolve().parent / folder
    return found if (found / "adapter_config.json").is_file() else None
