"""Every mode end to end on the embedded model: direct, sot (branches in one batch), pasta."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

import sot

pytestmark = [pytest.mark.anyio, pytest.mark.local_model, pytest.mark.usefixtures("shared_torch_weights")]

from sot.providers.local import LocalProvider
from tests.local_engines import ENGINES

PLAN = (
    'Two things matter here.\n<promise topic="why sleep matters" tokens="20"/>\n'
    '<promise topic="how to sleep better" tokens="20"/>\n<sync/>Sleep well!'
)


@pytest.fixture(params=ENGINES)
async def local(request):
    provider = LocalProvider(device="cpu", engine=request.param)
    yield provider
    await provider.aclose()


async def test_sot_on_the_local_model_batches_and_assembles(local):
    result = await sot.orchestrate("Give three tips for better sleep.", provider=local, mode="sot", max_tokens=24)
    assert result.mode == "sot" and result.model == "local"
    engine = {"llama": "llama.cpp", "torch": "torch"}[local.engine]
    assert result.backend["engine"] == engine and result.backend["device"] == "cpu"  # where it ran, in --json
    if local.engine == "llama":  # the plan is decoded under a grammar of numbered lines
        assert not result.fallback
    # llama.cpp on the CPU writes the plan alone, then runs its points as one batch
    assert local.pipelines() is (local.engine != "llama")
    if not result.fallback:
        assert len(result.branches) == len(result.skeleton) >= 2
        assert all(b.status == "done" and b.text for b in result.branches)
        for i, title in enumerate(result.skeleton):
            assert f"{i + 1}. {title}:" in result.answer


async def test_pasta_authored_plan_on_the_local_model(local):
    result = await sot.orchestrate("How can I sleep better?", provider=local, plan=PLAN, max_tokens=24)
    assert result.mode == "pasta"
    assert [b.status for b in result.branches] == ["done", "done"]
    assert result.answer.startswith("Two things matter here.") and result.answer.endswith("Sleep well!")
    assert "<promise" not in result.answer and "<sync" not in result.answer
    for b in result.branches:
        assert b.text and b.text in result.answer


async def test_pasta_model_driven_on_the_local_model(local):
    result = await sot.orchestrate(
        "List three fruits and one fact about each.", provider=local, mode="pasta", max_tokens=32
    )
    assert result.mode == "pasta" and result.answer.strip()
    assert "<promise" not in result.answer and "<async" not in result.answer
    assert all(b.status == "done" for b in result.branches)


def test_sot_ask_defaults_to_the_local_model():
    env = {k: v for k, v in __import__("os").environ.items() if k != "SOT_MODEL"}
    proc = subprocess.run(
        [sys.executable, "-m", "sot", "ask", "Name two colors.", "--mode", "direct", "--max-tokens", "12", "--json"],
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
        check=False,
    )
    data = json.loads(proc.stdout)
    assert data["model"] == "local" and data["answer"].strip()
    assert 0 < data["usage"]["completion_tokens"] <= 12
    # twelve tokens rarely end an answer: one the bound cut is reported, and the exit says so
    cut = data["finish_reason"] == "length"
    assert data["cut_short"] == (["answer"] if cut else []), data
    assert (proc.returncode, data["status"]) == ((1, "incomplete") if cut else (0, "complete")), proc.stderr
