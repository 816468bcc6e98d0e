"""The llama.cpp engine's drafting: which rows draft in a step, and what a verify step costs here.

:class:`LlamaDrafting` is a part of :class:`~sot.local_backend.llama_engine.LlamaEngine`. Each
row that may draft proposes the tokens its own prompt and text predict
(:mod:`~sot.local_backend.drafting`); :meth:`LlamaDrafting._plan_drafts` chooses which of them
are fed in the step: every proposal with ``draft="ngram"``, and with ``"auto"`` those the rows'
acceptance pays for, weighed against the cost of a longer step. That cost (a step of n tokens
over a step of one) is measured on this machine once per model and thread count, on a scratch
sequence, and kept under the user cache dir (:mod:`~sot.local_backend.speed`); a model whose
cache cannot drop a sequence's last positions (a recurrent one) cannot draft.
"""

from __future__ import annotations

import statistics
import threading
import time
from collections.abc import Callable
from typing import Any

import numpy as np

from sot.local_backend import drafting
from sot.local_backend.drafting import CostTable, Gain
from sot.local_backend.llama_kv import LlamaRow
from sot.local_backend.rows import RowQueue
from sot.local_backend.threads import ThreadController

__all__ = ["LlamaDrafting"]

#: the step sizes (tokens in one sequence) whose cost over a one-token step drafting measures,
#: the context they follow, and how many rounds (the median ratio counts)
_COST_SIZES = (2, 4, 9)
_COST_CONTEXT = 96
_COST_ROUNDS = 3


class _NoPartialRemoval(Exception):
    """The model's cache cannot drop the last positions of a sequence."""


class LlamaDrafting(RowQueue[LlamaRow]):
    """Drafting, a part of the llama.cpp engine (see the module doc)."""

    # the engine's, used here
    lib: Any
    memory: Any
    path: str
    gpu_layers: int
    max_positions: int
    forward_passes: int
    thread_control: ThreadController
    _step_lock: threading.Lock
    describe: Callable[[], dict[str, Any]]
    tokenize: Callable[..., list[int]]
    _decode: Callable[[list[tuple[int, int, int, bool]]], list[np.ndarray]]
    _take_seq: Callable[[], int]
    _free_seq: Callable[[int], None]

    def _init_drafting(self, mode: str, k: int) -> None:
        """Ready drafting in ``mode`` (one of :data:`~sot.local_backend.options.DRAFT_MODES`),
        ``k`` tokens a row at most, and its counters."""
        self.draft_mode = mode
        self.draft_k = k
        self.drafted_tokens = 0  # draft tokens fed, drafted tokens the rows chose, steps with drafts
        self.accepted_tokens = 0
        self.draft_steps = 0
        self.draft_gain = Gain()  # what drafting gave the decode steps of rows that may draft
        self.draft_cost: CostTable | None = None  # measured at the first draft "auto" weighs
        self._draft_costs: dict[int, CostTable | None] = {}  # by thread count
        self._draft_unsupported = False

    def draft_info(self) -> dict[str, Any]:
        """Drafting on this engine: the mode, the most tokens a row drafts in a step, and since
        the engine loaded the tokens drafted, the drafted tokens the rows chose (``accepted``)
        and the row-steps that carried a draft; ``cost``: a step of n tokens over a step of one,
        as measured here (once a row could draft); ``gain``: the measured speed-up of a drafting
        row's decoding (:class:`~sot.local_backend.drafting.Gain`, once enough steps ran)."""
        info: dict[str, Any] = {
            "mode": "off" if self._draft_unsupported else self.draft_mode,
            "k": self.draft_k,
            "drafted": self.drafted_tokens,
            "accepted": self.accepted_tokens,
            "steps": self.draft_steps,
        }
        if self.draft_cost is not None:
            info["cost"] = self.draft_cost.as_dict()
        gain = self.draft_gain.factor()
        if gain is not None:
            info["gain"] = round(gain, 3)
        return info

    def _plan_drafts(self, old: list[LlamaRow], base_tokens: int) -> list[list[int]]:
        """The draft each live row feeds this step (most rows: none). ``base_tokens``: the
        step's tokens without drafts."""
        drafts: list[list[int]] = [[] for _ in old]
        if self.draft_mode == "off" or self._draft_unsupported:
            return drafts
        proposals: list[tuple[int, int, list[int]]] = []  # (row index, matched n, tokens)
        for i, row in enumerate(old):
            if row.draft is None:
                continue
            # never past the row's token limit or its context: the run stops there anyway
            most = min(
                self.draft_k,
                row.params.max_tokens - len(row.generated) - 1,
                self.max_positions - len(row.tokens) - 3,
            )
            if most <= 0:
                continue
            n, tokens = row.draft.index.propose(most)
            if tokens:
                proposals.append((i, n, tokens))
        if not proposals:
            return drafts
        if self.draft_mode == "ngram":
            lengths = [len(tokens) for _, _, tokens in proposals]
        else:
            cost = self._draft_cost()
            if cost is None:
                return drafts
            candidates = [(old[i].draft.acceptance.rates(n), len(tokens)) for i, n, tokens in proposals]  # type: ignore[union-attr]
            lengths = drafting.plan(candidates, base_tokens, len(old), cost)
        for (i, n, tokens), k in zip(proposals, lengths):
            state = old[i].draft
            assert state is not None
            if k:
                state.drop_shadow()
                state.draft_n = n
                drafts[i] = tokens[:k]
            elif state.shadow is None:  # not worth feeding: see whether it would have been chosen
                state.shadow, state.shadow_hits = (n, tokens), 0
        return drafts

    def _draft_cost(self) -> CostTable | None:
        """What a step of n tokens costs here over a step of one, at the current thread count
        (measured on first use for each count the thread controller runs at)."""
        if self._draft_unsupported:
            return None
        threads = self.thread_control.current
        if threads not in self._draft_costs:
            self._draft_costs[threads] = self._kept_draft_cost(threads)
        cost = self.draft_cost = self._draft_costs[threads]
        return cost

    def measure_draft_cost(self) -> dict[int, float] | None:
        """Measure what a verify step costs here now, at the current thread count, and keep it
        (``sot calibrate``): ``{n: a step of n tokens over a step of one}``; ``None`` where the
        model cannot draft."""
        with self._step_lock:
            threads = self.thread_control.current
            cost = self._draft_costs[threads] = self._kept_draft_cost(threads, fresh=True)
            return None if cost is None else cost.as_dict()

    def _kept_draft_cost(self, threads: int, *, fresh: bool = False) -> CostTable | None:
        """The cost table kept on this machine for this model at ``threads`` threads (see
        :mod:`~sot.local_backend.speed`), else (or with ``fresh``) measured now and kept, unless
        the CPU was busy meanwhile (as for the speed calibration: then it serves this engine only)."""
        from sot.local_backend import speed

        key = speed.draft_cost_key(self.path, self.describe(), threads)
        kept = None if fresh else speed.read_draft_cost(key)
        if kept is not None:
            return CostTable(kept)
        wall, cpu = time.monotonic(), time.process_time()
        cost = self._measure_draft_cost()
        wall, cpu = time.monotonic() - wall, time.process_time() - cpu
        share = speed.cpu_share(wall, cpu, threads) if self.gpu_layers <= 0 else None
        if cost is not None and not (share is not None and share < speed.BUSY_SHARE):
            speed.write_draft_cost(key, cost.as_dict())
        return cost

    def _measure_draft_cost(self) -> CostTable | None:
        """Time decode steps of one sequence (logits for each token, as a verify step asks)
        after a short context, on a scratch sequence: in each of ``_COST_ROUNDS`` rounds a step
        of one token and then one of each size in ``_COST_SIZES``, each right after a one-token
        step; a size's cost is the median over the rounds of its time over that one-token
        step's, so a load that comes and goes weighs on both sides of each ratio. A model whose
        cache cannot drop the last positions of a sequence (a recurrent one) cannot draft: ``None``."""
        text = (
            "Drafting is measured once per model: a step that verifies several tokens of one row "
            "costs more than a step of one token, and less than that many steps. "
        )
        ids = (self.tokenize(text) * (_COST_CONTEXT // 8 + 1))[: _COST_CONTEXT + max(_COST_SIZES)]
        seq = self._take_seq()
        ratios: dict[int, list[float]] = {n: [] for n in _COST_SIZES}
        passes = self.forward_passes  # (the measurement is no generation's work)

        def timed(n: int) -> float:
            batch = [(ids[_COST_CONTEXT + i], seq, _COST_CONTEXT + i, True) for i in range(n)]
            started = time.perf_counter()
            self._decode(batch)
            seconds = time.perf_counter() - started
            if not self.lib.llama_memory_seq_rm(self.memory, seq, _COST_CONTEXT, -1):
                raise _NoPartialRemoval
            return seconds

        try:
            self._decode([(t, seq, i, False) for i, t in enumerate(ids[:_COST_CONTEXT])])
            for n in _COST_SIZES:  # warm up, untimed
                timed(n)
            for _ in range(_COST_ROUNDS):
                for n in _COST_SIZES:
                    one = timed(1)
                    ratios[n].append(timed(n) / one)
        except _NoPartialRemoval:
            self._draft_unsupported = True
            for row in self._rows:
                row.draft = None
            return None
        finally:
            self._free_seq(seq)
            self.forward_passes = passes
        return CostTable({1: 1.0, **{n: statistics.median(r) for n, r in ratios.items()}})
