"""The engine contract: what the async runner and the local provider need from an engine.

Two engines satisfy it: :class:`~sot.local_backend.llama_engine.LlamaEngine` (GGUF models
on llama.cpp; the CPU default) and :class:`~sot.local_backend.engine.BranchEngine` (Hugging
Face models on torch; CUDA). Both batch every live generation ("row") in one forward pass
per step, reuse KV for prompts that share a prefix with a live row or a kept donor (a
group of sibling branches prefills its common prefix once; a PASTA fork shares its
parent's KV up to the fork point), and stop each row on its own.

This module and :mod:`~sot.local_backend.rows` import neither torch nor llama.cpp.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from sot.defaults import DEFAULT_MAX_TOKENS, DEFAULT_TEMPERATURE
from sot.errors import SotError

if TYPE_CHECKING:
    from sot.local_backend.rows import StepTimes

__all__ = ["Engine", "EngineEvent", "SamplingParams"]


@dataclass(frozen=True, kw_only=True)
class SamplingParams:
    """How one row generates: greedy when ``temperature == 0``; else sampled from the
    softmax at ``temperature``, cut to the nucleus of ``top_p``, seeded by ``seed``."""

    max_tokens: int = DEFAULT_MAX_TOKENS
    temperature: float = DEFAULT_TEMPERATURE
    #: sample only from the most likely tokens whose probabilities add up to ``top_p``
    #: (``None`` or 1.0: all of them); greedy decoding ignores it
    top_p: float | None = None
    stop: tuple[str, ...] = ()
    seed: int | None = None
    ignore_eos: bool = False  # benchmarks: always run to max_tokens
    #: a line that reaches this many tokens is ended: the next token is a newline
    line_max_tokens: int | None = None
    #: end the row (finish reason ``"repeat"``) once its last this-many generated tokens
    #: repeat a span it already generated: a greedy small model that loops never gets out
    repeat_tokens: int | None = None
    #: a GBNF grammar the row's text must follow (engines that support one; others ignore it)
    grammar: str | None = None
    #: whether the engine may draft this row's tokens (engines that draft: the text is the same
    #: either way, only the steps differ; False: one token per step, as timing measurements need)
    draft: bool = True


@dataclass(frozen=True)
class EngineEvent:
    """Text produced by row ``row_id`` in one step; ``finish_reason`` or ``error`` when it ended."""

    row_id: int
    text: str = ""
    finish_reason: str | None = None
    error: SotError | None = None
    prompt_tokens: int = 0
    completion_tokens: int = 0
    reused_tokens: int = 0
    #: the row's draft tokens fed so far, and those of them it chose (engines that draft)
    drafted_tokens: int = 0
    accepted_tokens: int = 0


@runtime_checkable
class Engine(Protocol):
    """A batch of rows advanced one token per :meth:`step` (see the module doc).

    :meth:`step` is called by one thread at a time; :meth:`submit` and
    :meth:`cancel` may be called from any thread and take effect at the next step.
    """

    #: forward passes run so far
    forward_passes: int
    #: prompt tokens whose KV was computed (not copied from a shared prefix or a donor)
    prompt_tokens_computed: int
    #: what its steps took (decode by rows, prefill rate): the backend's measured speed
    step_times: StepTimes
    #: the most tokens one row may hold, prompt and generation together (the model's context)
    max_positions: int

    def encode_chat(self, messages: Sequence[Any]) -> list[int]:
        """Prompt ids for chat ``messages``; a final assistant message is a prefill to continue."""
        ...

    def tokenize(self, text: str) -> list[int]:
        """``text`` in the model's tokenizer (no special tokens added or parsed)."""
        ...

    def is_eog(self, token: int) -> bool:
        """True for a token that ends a generation (end of turn or of text)."""
        ...

    def count_tokens(self, text: str) -> int:
        """The length of ``text`` in the model's tokenizer."""
        ...

    def submit(self, prompt: Sequence[int] | Sequence[Any], params: SamplingParams) -> int:
        """Queue a generation (prompt ids or chat messages); returns its row id."""
        ...

    def cancel(self, row_id: int) -> None:
        """Stop a row at the next step boundary (no further events); its KV is freed."""
        ...

    def has_work(self) -> bool: ...

    def step(self) -> list[EngineEvent]:
        """Admit waiting rows, then advance every live row by one token."""
        ...

    def fail_all(self, error: SotError) -> list[EngineEvent]:
        """End every row with ``error`` and empty the batch."""
        ...

    def fail_orphans(self, row_ids: set[int]) -> list[EngineEvent]:
        """Error events for ids the engine no longer holds."""
        ...

    def describe(self) -> dict[str, Any]:
        """Where and how the model runs (for diagnostics and benchmarks)."""
        ...

    def close(self) -> None:
        """Free the model and its cache; the engine is unusable afterwards."""
        ...
