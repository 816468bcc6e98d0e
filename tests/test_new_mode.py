"""A new mode is one file and one registry line: the toy ``echo`` mode of ``tests/plugins``,
registered here (and, for a gateway process, by ``tests/plugins/sitecustomize.py``), answers
through ``sot.Client``, the CLI and the gateway (both APIs, whole and streamed), and the
joined stream is the answer everywhere."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

import sot
from sot.cli.main import main
from sot.orchestrator.modes import REGISTRY, register
from tests.plugins.echo_mode import EchoMode

PLUGINS = Path(__file__).resolve().parent / "plugins"
QUESTION = "alpha beta gamma delta"


@pytest.fixture(autouse=True)
def echo_mode():
    register(EchoMode())  # the one registry line
    yield
    REGISTRY.pop("echo", None)
    from sot import modes

    modes._DECLARED.pop("echo", None)


def _check(result: sot.AskResult, streamed: str) -> None:
    assert result.mode == "echo" and [b.title for b in result.branches] == QUESTION.split()
    assert result.answer and streamed == result.answer
    assert result.answer.count("Here is the point on") == 4  # every branch, in order
    assert [result.answer.index(w) for w in QUESTION.split()] == sorted(
        result.answer.index(w) for w in QUESTION.split()
    )


@pytest.mark.anyio
async def test_a_new_mode_answers_through_the_client():
    async with sot.Client(model="fake") as client:
        async with client.stream(QUESTION, mode="echo") as events:
            got = [e async for e in events]
        started = got[0]
        assert isinstance(started, sot.AskStarted) and started.mode == "echo" and started.model == "fake"
        streamed = "".join(e.text for e in got if isinstance(e, sot.AnswerText))
        _check(got[-1].result, streamed)
        assert (await client.run(QUESTION, mode="echo")).answer == got[-1].result.answer


def test_a_new_mode_answers_through_the_cli(capsys):
    assert main(["ask", "-m", "fake", "--mode", "echo", "--json", QUESTION]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["mode"] == "echo" and data["status"] == "complete" and len(data["branches"]) == 4
    assert main(["ask", "-m", "fake", "--mode", "echo", "--no-stream", QUESTION]) == 0
    assert capsys.readouterr().out.strip() == data["answer"]


@pytest.mark.slow
def test_a_new_mode_answers_through_the_gateway(tmp_path):
    pytest.importorskip("starlette")
    from tests.test_serve import KEY, GatewayProcess

    config = {"default_model": "fake", "api_keys": [KEY], "models": {"echo": {"mode": "echo"}}}
    env = {"PYTHONPATH": os.pathsep.join(filter(None, [str(PLUGINS), os.environ.get("PYTHONPATH")]))}
    server = GatewayProcess(tmp_path, config, env=env)
    try:
        got = server.both_apis("echo", [{"role": "user", "content": QUESTION}])
        assert got.whole.sot["mode"] == "echo" and got.whole.choices[0].finish_reason == "stop"
        text = got.streamed
        assert text == got.whole.choices[0].message.content and text.count("Here is the point on") == 4
        assert got.anthropic_streamed == got.anthropic == got.whole.choices[0].message.content
    finally:
        assert server.stop() == 0, server.output()
