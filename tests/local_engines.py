"""The local engines the tests run on: each skipped where its library is not installed."""

from __future__ import annotations

import importlib.util

import pytest

HAS_LLAMA = importlib.util.find_spec("llama_cpp") is not None
HAS_TORCH = importlib.util.find_spec("torch") is not None

ENGINES = [
    pytest.param("llama", marks=pytest.mark.skipif(not HAS_LLAMA, reason="llama-cpp-python is not installed")),
    pytest.param("torch", marks=pytest.mark.skipif(not HAS_TORCH, reason="torch is not installed")),
]

if not (HAS_LLAMA or HAS_TORCH):
    pytest.skip("the local backend needs an engine: pip install -e '.[local]'", allow_module_level=True)


# ---------------------------------------------------------------- batched against alone
#
# What a batched row may promise against the same prompt decoded alone. torch in fp32 on the
# CPU gives the same logits either way. llama.cpp does not: its CPU kernels for one token and
# for many tokens accumulate in different orders (with AVX-512 the difference is large enough
# to see), so the same context computed in a batch and alone gets logits that differ by up to
# 1.13 (over the whole vocabulary; 0.67 over the ten likeliest tokens) on a 2-core AVX-512
# machine: SmolLM2-135M Q4_1, 290 decode steps of this suite's batched/alone pairs. Greedy
# decoding then keeps the same tokens until a step whose two best tokens are within that noise
# of each other, where the two runs may choose differently and go on from different texts.
# So a test pins what holds on every build: the rows choose the same tokens, and their logits
# stay within LOGIT_NOISE of each other, at every step up to the first one where they choose
# differently (which is then a near tie); after it, their contexts differ and nothing is
# compared. A batching bug moves logits far more: a lost prompt token moved them by 25.8 on
# the same model, a different last three prompt tokens by 18.3.

import numpy as np  # (both engines install it)

LOGIT_NOISE = 2.0


class LogitSpy:
    """Records the logits every row of ``engine`` samples from, per row id, in order."""

    def __init__(self, engine: object) -> None:
        self.rows: dict[int, list[np.ndarray]] = {}
        sample = engine._sample  # type: ignore[attr-defined]

        def spy(rows, logits):  # llama.cpp: (row, logits); torch: (rows, logits of each)
            if isinstance(rows, list):
                for i, row in enumerate(rows):
                    self.rows.setdefault(row.id, []).append(logits[i].float().cpu().numpy().copy())
            else:
                self.rows.setdefault(rows.id, []).append(np.array(logits, dtype=np.float32))
            return sample(rows, logits)

        engine._sample = spy  # type: ignore[attr-defined]

    def take(self) -> list[list[np.ndarray]]:
        """The rows recorded since the last take, oldest row first; forgets them."""
        rows = [self.rows[i] for i in sorted(self.rows)]
        self.rows.clear()
        return rows

    def only(self) -> list[np.ndarray]:
        """The one row recorded since the last take."""
        (row,) = self.take()
        return row


def greedy(logits: list[np.ndarray]) -> list[int]:
    """The tokens greedy decoding chose from ``logits``."""
    return [int(np.argmax(step)) for step in logits]


def assert_same_greedy(
    batched: list[int], alone: list[int], batched_logits: list[np.ndarray], alone_logits: list[np.ndarray], what: str
) -> int:
    """Assert ``batched`` is ``alone`` decoded in a batch (see the comment above); returns how
    many tokens the two share before they part (their whole length when they never do)."""
    same = 0
    while same < min(len(batched), len(alone)) and batched[same] == alone[same]:
        same += 1
    # every step whose context is still the same: up to and including the first different choice
    for step in range(min(same + 1, len(batched_logits), len(alone_logits))):
        gap = float(np.max(np.abs(batched_logits[step] - alone_logits[step])))
        assert gap <= LOGIT_NOISE, f"{what}: logits differ by {gap:.2f} at token {step} (same context)"
    # rows that chose the same tokens end together (on the same token, stop string or limit)
    assert same < min(len(batched), len(alone)) or len(batched) == len(alone), f"{what}: one row ended early"
    return same


def first_repeat(ids: list[int], n: int) -> int | None:
    """How many tokens a generation has when its newest ``n`` first repeat an earlier span."""
    seen = set()
    for end in range(n, len(ids) + 1):
        span = tuple(ids[end - n : end])
        if span in seen:
            return end
        seen.add(span)
    return None
