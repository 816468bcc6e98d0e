"""Lossless n-gram drafting for the llama.cpp engine: propose, decide, verify.

A row's next tokens are often already in its context: an extraction, a correction or a
quote copies the prompt, and a list repeats its own phrasing. Prompt lookup proposes them:
the longest n-gram (``N_MAX`` tokens down to 1) ending at the row's last token is looked up
in the row's prompt and output so far, and the tokens that followed its latest occurrence
are the draft. The engine feeds the draft in the row's next step, in the same
``llama_decode`` as every other row, with logits for each drafted position; the row then
chooses its tokens one position at a time exactly as it would undrafted, and keeps drafted
positions only while its choice equals the draft (see :func:`choose`): a greedy row writes
what it writes without drafts, and a sampled one samples from the same distribution.

Drafting pays only where drafts are accepted: a verify step of ``k + 1`` tokens costs more
than a step of one. :class:`CostTable` holds what a step of ``n`` tokens costs relative to
one (measured by the engine once per loaded model); :class:`Acceptance` tracks, per row and
per matched n-gram length, how often a drafted token is the one the row chooses -- from the
drafts it verified and, while it does not draft, from the drafts it would have made
(checked for free against the tokens it then wrote); :func:`plan` gives each row the draft
length that most raises the tokens the step yields per second, which is none where nothing
is copied.

This module imports neither llama.cpp nor torch.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from sot.local_backend.options import DEFAULT_DRAFT_K, DRAFT_MODES

__all__ = [
    "DEFAULT_K",
    "MODES",
    "N_MAX",
    "Acceptance",
    "CostTable",
    "Gain",
    "NgramIndex",
    "RowDraft",
    "choose",
    "plan",
    "sampling_probs",
]

#: the drafting modes and the most tokens one row drafts in one step by default: the engine's
#: options' (:mod:`~sot.local_backend.options`, where the default mode is too)
MODES = DRAFT_MODES
DEFAULT_K = DEFAULT_DRAFT_K
N_MAX = 3  # the longest n-gram looked up
#: what is believed of a draft before a row shows its own, by the length of the matched
#: n-gram: the chance its first token is chosen, and the chance each later one is when all
#: before it were (acceptance comes in runs: a row copying a passage copies on). Each prior
#: weighs as PRIOR_WEIGHT observations; each verification multiplies older counts by DECAY.
#: (Fitted on greedy SmolLM2-135M answers to ten development prompts, five copying a given
#: text and five general: first tokens were chosen 17% of the time after a 1-gram match,
#: 40-67% after longer ones; later tokens 56-93%.)
PRIOR_FIRST = {1: 0.15, 2: 0.45, 3: 0.6}
PRIOR_NEXT = {1: 0.6, 2: 0.75, 3: 0.85}
PRIOR_WEIGHT = 2.0
DECAY = 0.9
#: decode steps an engine's :class:`Gain` must have seen before its figure is used
MIN_GAIN_STEPS = 32
#: a draft must raise the step's expected tokens per second by this fraction: estimates are
#: noisy, and a draft that barely pays is not worth the risk
MARGIN = 0.03


class NgramIndex:
    """A row's tokens, and for each n-gram (n = 1..``n_max``) where it was last followed."""

    def __init__(self, tokens: Sequence[int] = (), n_max: int = N_MAX) -> None:
        self.n_max = n_max
        self.tokens: list[int] = []
        self._follow: list[dict[tuple[int, ...], int]] = [{} for _ in range(n_max + 1)]
        self.extend(tokens)

    def extend(self, tokens: Sequence[int]) -> None:
        for token in tokens:
            self.append(token)

    def append(self, token: int) -> None:
        toks = self.tokens
        j = len(toks)
        toks.append(token)
        for n in range(1, min(self.n_max, j) + 1):
            self._follow[n][tuple(toks[j - n : j])] = j  # the n-gram before j was followed at j

    def propose(self, k: int) -> tuple[int, list[int]]:
        """The longest n-gram ending at the last token that occurred before, and up to ``k``
        tokens that followed its latest occurrence; ``(0, [])`` where none did."""
        toks = self.tokens
        for n in range(min(self.n_max, len(toks)), 0, -1):
            start = self._follow[n].get(tuple(toks[len(toks) - n :]))
            if start is not None:
                return n, toks[start : start + k]
        return 0, []


@dataclass
class Acceptance:
    """How often drafted tokens were chosen, by matched n-gram length: the first token of a
    draft, and each later token once those before it were (decayed over time)."""

    first: dict[int, tuple[float, float]] = field(default_factory=dict)  # n -> (hits, trials)
    later: dict[int, tuple[float, float]] = field(default_factory=dict)

    def rates(self, n: int) -> tuple[float, float]:
        """The chance a draft's first token is chosen after an ``n``-gram match, and the chance
        each later one is when all before it were."""
        key = min(n, max(PRIOR_FIRST))
        return (
            _estimate(self.first.get(n), PRIOR_FIRST[key]),
            _estimate(self.later.get(n), PRIOR_NEXT[key]),
        )

    def record(self, n: int, accepted: int, examined: int) -> None:
        """A draft after an ``n``-gram match: ``examined`` tokens compared, the first ``accepted`` chosen."""
        if examined <= 0:
            return
        self.first[n] = _decayed(self.first.get(n), accepted > 0, 1)
        if examined > 1:
            self.later[n] = _decayed(self.later.get(n), max(accepted - 1, 0), examined - 1)


def _estimate(counts: tuple[float, float] | None, prior: float) -> float:
    hits, trials = counts or (0.0, 0.0)
    return (hits + PRIOR_WEIGHT * prior) / (trials + PRIOR_WEIGHT)


def _decayed(counts: tuple[float, float] | None, hits: float, trials: float) -> tuple[float, float]:
    old_hits, old_trials = counts or (0.0, 0.0)
    return old_hits * DECAY + hits, old_trials * DECAY + trials


@dataclass
class RowDraft:
    """One row's drafting state: its context index, its acceptance, its counters."""

    index: NgramIndex
    acceptance: Acceptance = field(default_factory=Acceptance)
    #: a draft the row did not feed, checked against the tokens it writes next: (n, tokens)
    shadow: tuple[int, list[int]] | None = None
    shadow_hits: int = 0
    draft_n: int = 0  # the matched n-gram length of the draft being verified
    drafted: int = 0  # tokens fed as drafts
    accepted: int = 0  # drafted tokens the row chose
    steps: int = 0  # steps in which the row fed a draft

    def observe(self, token: int) -> None:
        """The row wrote ``token`` in a step without a draft: check it against the shadow draft."""
        if self.shadow is None:
            return
        n, tokens = self.shadow
        if tokens[self.shadow_hits] == token:
            self.shadow_hits += 1
            if self.shadow_hits < len(tokens):
                return
            self.acceptance.record(n, self.shadow_hits, self.shadow_hits)
        else:
            self.acceptance.record(n, self.shadow_hits, self.shadow_hits + 1)
        self.shadow, self.shadow_hits = None, 0

    def drop_shadow(self) -> None:
        """Forget the shadow draft (the row drafts for real), keeping what it showed so far."""
        if self.shadow is not None and self.shadow_hits:
            self.acceptance.record(self.shadow[0], self.shadow_hits, self.shadow_hits)
        self.shadow, self.shadow_hits = None, 0


def expected_accepted(first: float, later: float, k: int) -> float:
    """The expected accepted tokens of a ``k``-token draft whose first token is chosen with
    chance ``first`` and each later one, once those before it were, with chance ``later``."""
    return sum(first * later ** (j - 1) for j in range(1, k + 1))


class CostTable:
    """What a decode step of ``n`` tokens costs relative to a step of one, from the step times
    measured at a few sizes (interpolated linearly between them, extended linearly past the
    largest)."""

    def __init__(self, seconds: dict[int, float]) -> None:
        if 1 not in seconds or len(seconds) < 2:
            raise ValueError("a cost table needs the time of one token and of one larger step")
        base = seconds[1]
        self.sizes = sorted(seconds)
        self.ratios = [max(seconds[n] / base, 1.0 if n == 1 else 0.0) for n in self.sizes]
        for i in range(1, len(self.ratios)):  # a bigger step never costs less (noise)
            self.ratios[i] = max(self.ratios[i], self.ratios[i - 1])

    def __call__(self, n: float) -> float:
        sizes, ratios = self.sizes, self.ratios
        if n <= sizes[0]:
            return ratios[0]
        i = bisect.bisect_left(sizes, n)
        if i == len(sizes):  # past the largest measured: the last segment's slope
            i = len(sizes) - 1
        lo, hi = sizes[i - 1], sizes[i]
        return ratios[i - 1] + (ratios[i] - ratios[i - 1]) * (n - lo) / (hi - lo)

    def as_dict(self) -> dict[int, float]:
        return {n: round(r, 3) for n, r in zip(self.sizes, self.ratios)}


@dataclass
class Gain:
    """What drafting has given an engine's decode steps since it loaded: the tokens its rows
    wrote per unit of step cost, over what the same steps would have given undrafted. Every
    decode step of rows that may draft counts (those that fed no draft at 1); a step of ``rows``
    rows that fed ``drafted`` draft tokens and kept ``accepted`` of them wrote ``rows + accepted``
    tokens at ``cost(rows + drafted) / cost(rows)`` the cost of the undrafted step (the cost
    table measured for one sequence stands in for a step of several rows)."""

    steps: int = 0
    base: float = 0.0  # tokens the steps would have written undrafted (one a row)
    tokens: float = 0.0  # tokens written, each step's scaled to the undrafted step's cost

    def record(self, rows: int, drafted: int, accepted: int, cost: CostTable) -> None:
        self.steps += 1
        self.base += rows
        self.tokens += (rows + accepted) * cost(rows) / cost(rows + drafted) if drafted else rows

    def factor(self, min_steps: int | None = None) -> float | None:
        """The measured speed-up of a row's decoding (1.0: none; below 1: drafts cost more than
        they gave), or ``None`` before ``min_steps`` (:data:`MIN_GAIN_STEPS`) steps."""
        if self.steps < (MIN_GAIN_STEPS if min_steps is None else min_steps) or not self.base:
            return None
        return self.tokens / self.base


def plan(
    candidates: Sequence[tuple[tuple[float, float], int]],
    base_tokens: int,
    rows: int,
    cost: CostTable,
    margin: float = MARGIN,
) -> list[int]:
    """How many tokens each candidate row drafts this step: ``candidates`` are
    ``((first, later), most)`` per row (its acceptance rates, see :class:`Acceptance`, and the
    draft tokens it has); the step already holds ``base_tokens`` tokens and advances ``rows``
    rows a token each.

    The step's yield is the rows' tokens plus the drafts' expected accepted tokens, over its
    cost. The ``j``-th token of a row's draft adds ``first * later**(j - 1)`` to the yield and
    one token to the step; tokens are taken likeliest first while each raises the yield per
    cost, and kept only if together they raise it by more than ``margin``."""
    items = sorted(
        (
            (first * later ** (j - 1), i)
            for i, ((first, later), most) in enumerate(candidates)
            for j in range(1, most + 1)
            if first > 0
        ),
        key=lambda item: -item[0],
    )
    lengths = [0] * len(candidates)
    gain, n = float(rows), base_tokens
    for value, i in items:
        if (gain + value) / cost(n + 1) <= gain / cost(n):
            break  # (the tokens left are less likely still)
        gain, n = gain + value, n + 1
        lengths[i] += 1
    if gain / cost(n) <= rows / cost(base_tokens) * (1 + margin):
        return [0] * len(candidates)
    return lengths


def sampling_probs(logits: np.ndarray, temperature: float, top_p: float | None) -> tuple[np.ndarray | None, np.ndarray]:
    """The row's sampling distribution over ``logits``: ``(ids, probs)``, ``ids`` ``None`` for the
    whole vocabulary in order, else the nucleus's token ids (the fewest likeliest tokens whose
    probabilities reach ``top_p``)."""
    scaled = logits.astype(np.float64) / temperature
    scaled -= scaled[np.isfinite(scaled)].max()
    probs = np.exp(scaled)
    probs /= probs.sum()
    if top_p is not None and top_p < 1.0:
        order = np.argsort(-probs, kind="stable")
        keep = min(int(np.searchsorted(np.cumsum(probs[order]), top_p)) + 1, len(order))
        order = order[:keep]
        return order, probs[order] / probs[order].sum()
    return None, probs


def choose(
    logits: np.ndarray, temperature: float, top_p: float | None, rng: np.random.Generator | None, draft: int | None
) -> tuple[int, bool]:
    """The row's token from ``logits``, and whether it is ``draft`` (the drafted token at this
    position; ``None``: no draft).

    Greedy (``temperature <= 0``): the argmax, as without drafts. Sampled: one draw from the
    row's distribution ``p``, as without drafts, compared with the draft. For a draft that is
    one token (a point mass), this *is* speculative sampling's rule: the draft is accepted with
    chance ``min(1, p(t) / 1) = p(t)``, and when it is not, the token drawn is distributed as
    ``p`` with ``t`` removed and renormalized. Drawing first keeps the row's random stream
    exactly as it is without drafts: a seeded row writes the same text either way."""
    if temperature <= 0 or rng is None:
        token = int(np.argmax(logits))
    else:
        ids, probs = sampling_probs(logits, temperature, top_p)
        drawn = int(rng.choice(len(probs), p=probs))
        token = drawn if ids is None else int(ids[drawn])
    return token, draft is not None and token == draft
