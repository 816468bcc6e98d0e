"""The llama.cpp engine's rows and their sequences in the one KV cache.

Every row is a llama.cpp sequence in one context with a unified KV cache. :class:`LlamaSequences`
is a part of :class:`~sot.local_backend.llama_engine.LlamaEngine` that owns them: the free
sequence ids, the *donors* (finished rows' and group prefixes' sequences kept for reuse,
:class:`~sot.local_backend.prefix.PrefixCache`), admission (a new row is encoded and checked,
and starts from the longest prefix a live row or a donor holds, by ``llama_memory_seq_cp``: in
a unified cache that adds the row's sequence id to the cells, with no copy), the common
prefix of rows admitted together (prefilled once, as a donor), and what a row leaving the
batch gives back.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from sot.errors import BackendError
from sot.local_backend.contract import EngineEvent
from sot.local_backend.drafting import NgramIndex, RowDraft
from sot.local_backend.llama_sampling import PieceDecoder
from sot.local_backend.prefix import MIN_DONOR, MIN_SHARED, PrefixCache, group_prefix
from sot.local_backend.rows import Row, RowQueue

__all__ = ["MAX_DONORS", "LlamaRow", "LlamaSequences"]

#: finished rows (and group prefixes) whose KV is kept for reuse
MAX_DONORS = 8


@dataclass(eq=False)
class LlamaRow(Row):
    """A row of the llama.cpp engine: its sequence, sampling generator, grammar and drafting."""

    seq: int = -1
    rng: np.random.Generator | None = None
    grammar: Any = None  # llama_sampler_p of the row's grammar
    draft: RowDraft | None = None  # its drafting state (None: the row never drafts)


class LlamaSequences(RowQueue[LlamaRow]):
    """Rows' sequences and the donors, a part of the llama.cpp engine (see the module doc)."""

    row_type = LlamaRow

    # the engine's, used here
    lib: Any
    memory: Any
    vocab: Any
    max_positions: int
    reused_tokens: int
    draft_mode: str
    _draft_unsupported: bool
    encode_chat: Callable[[Sequence[Any]], list[int]]
    piece: Callable[[int], bytes]
    _decode: Callable[[list[tuple[int, int, int, bool]]], list[np.ndarray]]

    def _init_sequences(self, n_seq_max: int) -> None:
        """Every sequence id below ``n_seq_max`` free, no donors."""
        self._free_seqs = list(range(n_seq_max - 1, -1, -1))
        # finished rows' and group prefixes' sequences kept for reuse: seq -> tokens in its cells
        self._donors: PrefixCache[int] = PrefixCache(self._free_seq, max_donors=MAX_DONORS)

    def forget_prefixes(self) -> None:
        """Drop every prompt prefix kept for reuse (finished rows' caches), so the next request
        computes its whole prompt as on a fresh engine: for measurements that compare asks."""
        with self._step_lock:
            self._retire(set())
            self._donors.clear()

    def _take_seq(self) -> int:
        if not self._free_seqs:
            self._donors.evict()
        return self._free_seqs.pop()

    def _free_seq(self, seq: int) -> None:
        self.lib.llama_memory_seq_rm(self.memory, seq, -1, -1)
        self._free_seqs.append(seq)

    def _drop_row(self, row: LlamaRow) -> None:
        if row.seq >= 0:
            self._free_seq(row.seq)
            row.seq = -1
        if row.grammar is not None:
            self.lib.llama_sampler_free(row.grammar)
            row.grammar = None

    def _release(self, rows: list[LlamaRow]) -> None:
        for row in rows:
            self._drop_row(row)

    def _retire(self, cancelled: set[int]) -> None:
        """Drop finished and cancelled rows, keeping their caches as donors (a cancelled row's
        cache holds its tokens as well: a SoT plan closed once its list is whole is one)."""
        keep = []
        for row in self._rows:
            if not (row.done or row.id in cancelled):
                keep.append(row)
                continue
            if len(row.tokens) >= MIN_DONOR and row.seq >= 0:
                seq, row.seq = row.seq, -1
                self._drop_row(row)
                self._donors.keep(seq, row.tokens)
            else:
                self._drop_row(row)
        self._rows = keep

    def _best_source(self, prompt: Sequence[int]) -> tuple[int, int]:
        """The sequence sharing the longest prefix with ``prompt`` (-1 for none), and that length."""
        seq, n = self._donors.best(prompt, ((row.seq, row.tokens) for row in self._rows))
        return (-1, 0) if seq is None else (seq, n)

    def _new_seq(self, prompt: Sequence[int], limit: int) -> tuple[int, int]:
        """A sequence holding the longest cached prefix of ``prompt`` (at most ``limit`` tokens)."""
        seq = self._take_seq()  # first: it may evict a donor
        source, n = self._best_source(prompt)
        n = min(n, limit)
        if source >= 0 and n > 0:
            self.lib.llama_memory_seq_cp(self.memory, source, seq, 0, n)
            self.reused_tokens += n
        else:
            n = 0
        return seq, n

    def _admit(self, new: list[LlamaRow]) -> tuple[list[LlamaRow], list[EngineEvent]]:
        """Encode and check the new rows, share their common prefix, give each its sequence."""
        events: list[EngineEvent] = []
        ok: list[LlamaRow] = []
        for row in new:
            try:
                if row.messages is not None:
                    row.prompt = self.encode_chat(row.messages)
                if not row.prompt:
                    raise BackendError("empty prompt")
                if len(row.prompt) >= self.max_positions:
                    raise BackendError(
                        f"prompt of {len(row.prompt)} tokens exceeds the model's context of {self.max_positions}"
                    )
                if row.params.grammar:
                    row.grammar = self.lib.llama_sampler_init_grammar(self.vocab, row.params.grammar.encode(), b"root")
                    if not row.grammar:
                        raise BackendError("the generation's grammar is not valid GBNF")
            except BackendError as exc:
                events.append(EngineEvent(row.id, error=exc))
                continue
            ok.append(row)
        if len(ok) > 1:
            self._share_group_prefix(ok)
        for row in ok:
            row.seq, row.reused = self._new_seq(row.prompt, len(row.prompt) - 1)
            row.tokens = row.prompt[: row.reused]
            row.start(PieceDecoder(self.piece))
            if row.params.temperature > 0:
                row.rng = np.random.default_rng(row.params.seed)
            if self.draft_mode != "off" and row.params.draft and row.grammar is None and not self._draft_unsupported:
                row.draft = RowDraft(NgramIndex(row.prompt))
            self._rows.append(row)
        return ok, events

    def _share_group_prefix(self, rows: list[LlamaRow]) -> None:
        """Prefill the prefix common to ``rows`` once, as its own sequence kept as a donor."""
        shared = group_prefix([row.prompt for row in rows])
        _, have = self._best_source(shared)
        if len(shared) - have < MIN_SHARED:
            return
        seq, have = self._new_seq(shared, len(shared))
        try:
            self._decode([(t, seq, have + i, False) for i, t in enumerate(shared[have:])])
        except BaseException:
            self._free_seq(seq)
            raise
        self.prompt_tokens_computed += len(shared) - have
        self._donors.keep(seq, shared)
