"""How the llama.cpp engine's rows choose their tokens: sampling, grammar checks, the text of
each token.

:class:`LlamaSampling` is a part of :class:`~sot.local_backend.llama_engine.LlamaEngine`: from
the logits of a step, a row chooses its next token (greedy, or sampled from its own seeded
generator within ``top_p``), under its GBNF grammar where it has one (a token the grammar
refuses is chosen again from the logits the grammar masks), bounded to ``line_max_tokens``
per line; a row that drafted keeps the drafted positions it would have chosen anyway
(:meth:`LlamaSampling._choose_run`). :class:`PieceDecoder` turns the tokens' bytes into text.
"""

from __future__ import annotations

import codecs
import ctypes
import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import numpy as np

from sot.errors import BackendError
from sot.local_backend import drafting
from sot.local_backend.contract import EngineEvent
from sot.local_backend.rows import RowQueue

if TYPE_CHECKING:
    from sot.local_backend.llama_kv import LlamaRow

__all__ = ["TOKEN_DTYPE", "LlamaSampling", "PieceDecoder"]

#: llama.cpp's ``llama_token_data``, as a numpy record (a candidate token for a sampler)
TOKEN_DTYPE = np.dtype([("id", np.int32), ("logit", np.float32), ("p", np.float32)], align=True)


class PieceDecoder:
    """Text deltas from token pieces (bytes), holding back incomplete UTF-8 sequences."""

    def __init__(self, piece: Callable[[int], bytes]) -> None:
        self.piece = piece
        self.utf8 = codecs.getincrementaldecoder("utf-8")("replace")

    def push(self, token_id: int) -> str:
        return self.utf8.decode(self.piece(token_id))

    def flush(self) -> str:
        return self.utf8.decode(b"", final=True)


class LlamaSampling(RowQueue["LlamaRow"]):
    """Choosing tokens, a part of the llama.cpp engine (see the module doc)."""

    # the engine's, used here
    lib: Any
    memory: Any
    n_vocab: int
    max_positions: int
    drafted_tokens: int
    accepted_tokens: int
    draft_steps: int
    is_eog: Callable[[int], bool]
    piece: Callable[[int], bytes]
    tokenize: Callable[..., list[int]]

    def _init_sampling(self) -> None:
        """Ready the sampling state (once ``n_vocab`` is known)."""
        self._candidates = np.zeros(self.n_vocab, dtype=TOKEN_DTYPE)  # every token, for a grammar to mask
        self._candidates["id"] = np.arange(self.n_vocab, dtype=np.int32)
        self._newlines: tuple[frozenset[int], int] | None = None

    def _choose_run(self, row: LlamaRow, logits: list[np.ndarray], draft: list[int]) -> EngineEvent | None:
        """Choose ``row``'s tokens from the logits of its fed token and of each drafted one, in
        order, as the row would one step at a time: a drafted position is kept while the row
        chooses its draft token, and the row stops where it would (end of text, stop string,
        loop, limit). The drafted positions it did not keep leave its sequence. ``row.tokens``
        holds the tokens up to the first logits' position. One event for the whole run."""
        first = len(row.tokens)  # the position after the first logits' token
        state = row.draft
        texts: list[str] = []
        last: EngineEvent | None = None
        accepted = examined = 0
        for i, row_logits in enumerate(logits):
            if i:
                row.tokens.append(draft[i - 1])  # the drafted token the row chose: its KV is kept
            token = self._sample(row, row_logits)
            eos = self.is_eog(token)
            bounded = row.bound_line(token, eos, self._newline_ids)
            if row.grammar is not None and bounded != token and not self._grammar_allows(row, bounded):
                bounded = token
            if row.grammar is not None:
                self.lib.llama_sampler_accept(row.grammar, bounded)
            event = row.accept(
                bounded, is_eos=eos and bounded == token, context_full=len(row.tokens) + 1 >= self.max_positions
            )
            if state is not None:
                state.index.append(bounded)
                if not draft:
                    state.observe(bounded)
            if event is not None:
                texts.append(event.text)
                last = event
            hit = i < len(draft) and bounded == draft[i]
            if i < len(draft):
                examined += 1
                accepted += hit
            if row.done or not hit:
                break
        if draft:
            assert state is not None
            kept = len(row.tokens) - first  # drafted positions kept
            if kept < len(draft):
                self.lib.llama_memory_seq_rm(self.memory, row.seq, first + kept, -1)
            state.acceptance.record(state.draft_n, accepted, examined)
            state.drafted += len(draft)
            state.accepted += accepted
            state.steps += 1
            self.drafted_tokens += len(draft)
            self.accepted_tokens += accepted
            self.draft_steps += 1
        if last is None:
            return None
        if state is not None:
            last = dataclasses.replace(last, drafted_tokens=state.drafted, accepted_tokens=state.accepted)
        return last if len(texts) == 1 else dataclasses.replace(last, text="".join(texts))

    def _sample(self, row: LlamaRow, logits: np.ndarray) -> int:
        token = self._choose(row, logits)
        if row.grammar is None or self._grammar_allows(row, token, float(logits[token])):
            return token
        cands = self._candidates
        cands["logit"] = logits
        cands["p"] = 0.0
        array = self.lib.llama_token_data_array(
            data=cands.ctypes.data_as(self.lib.llama_token_data_p), size=self.n_vocab, selected=-1, sorted=False
        )
        self.lib.llama_sampler_apply(row.grammar, ctypes.byref(array))
        masked = cands["logit"].copy()
        if not np.isfinite(masked).any():
            raise BackendError("the grammar admits no next token")
        return self._choose(row, masked)

    def _grammar_allows(self, row: LlamaRow, token: int, logit: float = 0.0) -> bool:
        one = np.zeros(1, dtype=TOKEN_DTYPE)
        one[0] = (token, logit, 0.0)
        array = self.lib.llama_token_data_array(
            data=one.ctypes.data_as(self.lib.llama_token_data_p), size=1, selected=-1, sorted=False
        )
        self.lib.llama_sampler_apply(row.grammar, ctypes.byref(array))
        return bool(np.isfinite(one[0]["logit"]))

    @staticmethod
    def _choose(row: LlamaRow, logits: np.ndarray) -> int:
        return drafting.choose(logits, row.params.temperature, row.params.top_p, row.rng, None)[0]

    def _newline_ids(self) -> tuple[frozenset[int], int]:
        """The ids whose text holds a newline, and the id of ``"\\n"`` itself (computed once)."""
        if self._newlines is None:
            ids = frozenset(i for i in range(self.n_vocab) if b"\n" in self.piece(i))
            newline = next((i for i in reversed(self.tokenize("\n")) if i in ids), None)
            if newline is None:
                raise BackendError("the tokenizer has no newline token: line_max_tokens cannot be used")
            self._newlines = (ids, newline)
        return self._newlines
