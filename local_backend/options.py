"""The local engine's options, as one checked value.

:class:`LocalOptions` is what a :class:`~sot.providers.local.LocalProvider` was asked for: the
model, the engine and device, llama.cpp's settings (threads, context, GPU layers, flash
attention, drafting), an adapter, and how requests are sampled (seed, loop guard, grammars).
It is checked once, when made (a wrong choice names itself in the same words wherever it is
given), and travels whole from the provider to the shared runtime and the engine.

:meth:`LocalOptions.runtime_key` is the same options as the runtime's cache key: the defaults
spelt out and what does not tell one loaded model from another left out, so asks that differ
only there share the weights and the batch.

This module imports nothing heavy: a provider makes its options before anything loads.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sot.errors import ConfigError

if TYPE_CHECKING:
    from sot.local_backend.loading import ModelSource

__all__ = ["DEFAULT_DRAFT", "DEFAULT_DRAFT_K", "DRAFT_MODES", "FLASH_ATTN", "LocalOptions"]

#: ``flash_attn`` choices, as llama.cpp's values: llama.cpp decides per device (its default), always, never
FLASH_ATTN = {"auto": -1, "on": 1, "off": 0}
#: ``draft`` choices: ``auto``: drafts where they pay; ``ngram``: a draft whenever the context has
#: a match (no cost gate: tests, benchmarks); ``off``: no drafts
DRAFT_MODES = ("auto", "ngram", "off")
#: drafting by default: none. Measured on a 2-core CPU with the embedded model (benchmarks/draft.py),
#: "auto" answered copy-heavy requests at 0.98x and general ones at 0.96x the undrafted speed
#: (a verify step of 9 tokens costs ~4.8 steps of one there); "auto" is the choice where a
#: verify step costs little more than one token (a GPU), measured by the engine itself
DEFAULT_DRAFT = "off"
#: the most tokens one row drafts in one step, by default
DEFAULT_DRAFT_K = 8


@dataclass(frozen=True)
class LocalOptions:
    """The local engine's options (see :class:`~sot.providers.local.LocalProvider` for each);
    ``None`` leaves an option to its default. Checked when made (:class:`~sot.errors.ConfigError`)."""

    model: str | None = None
    device: str | None = None
    quantize: str | None = None
    max_rows: int = 32
    seed: int | None = None
    repeat_tokens: int | None = 32
    engine: str | None = None
    threads: int | None = None
    n_ctx: int | None = None
    gpu_layers: int | None = None
    flash_attn: str | None = None
    grammar: bool = True
    adapter: str | None = None
    draft: str | None = None
    draft_k: int | None = None

    def __post_init__(self) -> None:
        if self.flash_attn is not None and self.flash_attn not in FLASH_ATTN:
            raise ConfigError(f"flash_attn must be one of {', '.join(FLASH_ATTN)}, not {self.flash_attn!r}")
        if self.draft_mode not in DRAFT_MODES:
            raise ConfigError(f"draft must be one of {', '.join(DRAFT_MODES)}, not {self.draft_mode!r}")
        if self.draft_k is not None and self.draft_k < 1:
            raise ConfigError(f"draft_k must be a positive number of tokens, not {self.draft_k}")
        if self.device == "cpu" and self.gpu_layers:
            raise ConfigError(f"gpu_layers={self.gpu_layers} and device=cpu contradict each other")

    @property
    def draft_mode(self) -> str:
        """``draft`` as llama.cpp runs it (the default spelt out)."""
        return DEFAULT_DRAFT if self.draft is None else self.draft.strip().lower()

    @property
    def llama_gpu_layers(self) -> int | None:
        """``gpu_layers`` as llama.cpp runs it: ``0`` with ``device="cpu"``; ``None``: every
        layer where the installed llama.cpp can offload."""
        return 0 if self.device == "cpu" else self.gpu_layers

    @property
    def draft_tokens(self) -> int:
        """``draft_k`` as llama.cpp runs it (the default spelt out)."""
        return DEFAULT_DRAFT_K if self.draft_k is None else self.draft_k

    def runtime_key(self, kind: str, source: ModelSource) -> LocalOptions:
        """These options as the cache key of a runtime of ``kind`` (``"llama"``/``"torch"``) for
        ``source``, checked against that engine: the defaults spelt out (asks that leave one out
        share a runtime with asks that name it), and left out what each request is sampled with
        and what the engine does not read. On llama.cpp ``device="cpu"`` is ``gpu_layers=0``; on
        torch llama.cpp's options are refused, and ``max_rows`` is the first loader's."""
        common = LocalOptions(model=source.location, engine=kind, adapter=self.adapter)
        if kind == "llama":
            return dataclasses.replace(
                common,
                max_rows=self.max_rows,
                threads=self.threads,
                n_ctx=self.n_ctx,
                gpu_layers=self.llama_gpu_layers,
                flash_attn=self.flash_attn or "auto",
                draft=self.draft_mode,
                draft_k=self.draft_tokens,
            )
        if self.gpu_layers is not None or self.flash_attn is not None:
            raise ConfigError(f"gpu_layers and flash_attn are llama.cpp options; {source.display} runs on torch")
        if self.draft not in (None, "off") or self.draft_k is not None:
            raise ConfigError(f"draft and draft_k are llama.cpp options; {source.display} runs on torch")
        return dataclasses.replace(common, device=self.device, quantize=self.quantize)
