"""top_p and seed on the local engines: the sampling functions alone, no model loaded."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest

from sot.local_backend.contract import SamplingParams
from sot.providers.base import GenerationRequest, Message

# token 2 holds 0.6 of the mass at temperature 1, tokens 0 and 1 hold 0.3 and 0.1 (token 3: ~0)
LOGITS = np.log(np.array([0.3, 0.1, 0.6, 1e-9]))


def test_request_top_p_and_seed_reach_the_engines_params():
    from sot.providers.local import LocalProvider

    request = GenerationRequest(messages=(Message("user", "hi"),), temperature=0.8, top_p=0.9, seed=5)
    params = LocalProvider(seed=1)._params(request)
    assert (params.temperature, params.top_p, params.seed) == (0.8, 0.9, 5)
    unseeded = GenerationRequest(messages=(Message("user", "hi"),), temperature=0.8)
    assert LocalProvider(seed=1)._params(unseeded).seed == 1  # the provider's seed when the request has none


def _llama_draws(top_p: float | None, seed: int, n: int = 300) -> list[int]:
    from sot.local_backend.llama_engine import LlamaEngine

    row = SimpleNamespace(
        params=SamplingParams(temperature=1.0, top_p=top_p, seed=seed), rng=np.random.default_rng(seed)
    )
    return [LlamaEngine._choose(row, LOGITS.astype(np.float32)) for _ in range(n)]


def test_llama_top_p_samples_only_from_the_nucleus():
    assert set(_llama_draws(0.5, seed=3)) == {2}  # 0.6 alone reaches 0.5
    assert set(_llama_draws(0.8, seed=3)) == {0, 2}  # 0.6 + 0.3 reach 0.8
    assert {0, 1, 2} <= set(_llama_draws(None, seed=3))  # no cut: token 1 shows up too


def test_llama_seed_repeats_the_draws():
    assert _llama_draws(0.95, seed=7) == _llama_draws(0.95, seed=7)
    assert _llama_draws(0.95, seed=7) != _llama_draws(0.95, seed=8)


def test_torch_top_p_samples_only_from_the_nucleus():
    torch = pytest.importorskip("torch")
    from sot.local_backend.engine import BranchEngine

    def draws(top_p: float | None, seed: int) -> set[int]:
        generator = torch.Generator().manual_seed(seed)
        rows = [SimpleNamespace(params=SamplingParams(temperature=1.0, top_p=top_p), generator=generator)]
        logits = torch.tensor(LOGITS, dtype=torch.float32).unsqueeze(0)
        return {BranchEngine._sample(None, rows, logits)[0] for _ in range(300)}

    assert draws(0.5, 1) == {2}
    assert draws(0.8, 1) == {0, 2}
    assert {0, 1, 2} <= draws(None, 1)
