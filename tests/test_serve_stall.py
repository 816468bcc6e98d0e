"""`sot serve`: no one request holds the event loop for long, whatever its body's shape.

The gateway runs in this process (its ASGI app through httpx), in front of the fake backend
and of the loopback server (tests/loopback.py) through the ``openai:`` and ``anthropic:``
providers. What a request costs the event loop is counted, not timed: the Python calls
made on the loop's thread while it is answered (a large body is decoded in a worker thread,
which is not counted), per turn of its history. Wall-clock figures are
benchmarks/serve_history.py's (benchmarks/results/gateway/).
"""

from __future__ import annotations

import gc
import json
import sys
import threading
import time

import httpx
import pytest

pytest.importorskip("starlette")

from sot.serve.app import create_app
from sot.serve.config import ServeConfig
from tests.loopback import LoopbackServer

pytestmark = [pytest.mark.anyio, pytest.mark.collect_garbage]

ROUTES = {"openai": "/v1/chat/completions", "anthropic": "/v1/messages"}
#: Python calls on the event loop per turn of history, at most (about 6 now; the openai SDK's
#: walk of its typed ``messages`` argument made it 1,300, 3 s of a 20,000-turn history)
CALLS_PER_TURN = 25


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture(scope="module")
def backend():
    with LoopbackServer(lambda body: "Paris.") as server:
        yield server


def history(turns: int, model: str) -> bytes:
    """A valid body of ``turns`` tiny turns, user and assistant by turns, the user's last."""
    messages = [{"role": "user" if (turns - 1 - i) % 2 == 0 else "assistant", "content": f"t{i}"} for i in range(turns)]
    return json.dumps({"model": model, "max_tokens": 20, "messages": messages}).encode()


async def _calls_on_the_loop(client: httpx.AsyncClient, path: str, body: bytes) -> int:
    """How many Python functions the event loop's thread called while ``body`` was answered."""
    calls = 0

    def count(frame, event, arg) -> None:
        nonlocal calls
        if event == "call":
            calls += 1

    sys.setprofile(count)
    try:
        answer = await client.post(path, content=body, headers={"content-type": "application/json"})
    finally:
        sys.setprofile(None)
    assert answer.status_code == 200, answer.text
    return calls


@pytest.mark.parametrize("route", sorted(ROUTES))
@pytest.mark.parametrize("model", ["fake", "openai", "anthropic"])
async def test_a_long_history_costs_the_event_loop_a_few_calls_a_turn(backend, model, route):
    """2,000 and 6,000 turns (80 and 250 KB, both decoded off the loop): the loop's work grows
    by a few calls a turn (the turns checked, copied to the backend's messages), through
    every provider's request building."""
    config = ServeConfig.model_validate(
        {
            "default_model": "fake",
            "mode": "direct",
            "backends": {
                "openai": {"model": "openai:m", "base_url": backend.base_url_openai, "api_key": "x"},
                "anthropic": {"model": "anthropic:m", "base_url": backend.base_url_anthropic, "api_key": "x"},
            },
        }
    )
    app = create_app(config)
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1") as client:
            short, long = history(2_000, model), history(6_000, model)
            await _calls_on_the_loop(client, ROUTES[route], short)  # imports and first-use caches
            per_turn = (
                await _calls_on_the_loop(client, ROUTES[route], long)
                - await _calls_on_the_loop(client, ROUTES[route], short)
            ) / 4_000
    assert per_turn < CALLS_PER_TURN


def test_a_run_of_one_roles_turns_is_merged_in_linear_time():
    """The Anthropic provider merges a role's consecutive turns (its API wants them to
    alternate); 8 times the turns take about 8 times as long (adding each to the one before
    took 64 times: 40,000 turns, 4 s on the event loop)."""
    from sot.providers.anthropic_provider import to_anthropic_messages
    from sot.providers.base import Message

    def seconds(turns: int) -> float:
        messages = tuple(Message("user", f"turn {i}") for i in range(turns))
        best = float("inf")
        for _ in range(3):
            started = time.perf_counter()
            _, merged, _ = to_anthropic_messages(messages)
            best = min(best, time.perf_counter() - started)
        assert merged == [{"role": "user", "content": "\n\n".join(m.content for m in messages)}]
        return best

    assert seconds(64_000) < 24 * seconds(8_000)


def _nests(size: int) -> bytes:
    head = json.dumps({"model": "fake", "messages": [{"role": "user", "content": "What is 2+2?"}]})
    nest = "[" * 60 + "]" * 60
    return (head[:-1] + ', "pad": [' + ",".join([nest] * (size // (len(nest) + 1))) + "]}").encode()


def test_decoding_a_body_sets_off_no_garbage_collection():
    """A 490 KB body of 60-deep nests is a quarter of a million lists: the collector, set off every few
    hundred of them, walked them all again and again (four fifths of the decode, the
    interpreter held). It is held off while a body is decoded, and on again after."""
    from sot.serve.body import decode
    from sot.serve.openai_wire import parse_chat

    collections: list[int] = []

    def seen(phase: str, info: dict) -> None:
        if phase == "start":
            collections.append(info["generation"])

    gc.callbacks.append(seen)
    try:
        req = decode(_nests(490_000), parse_chat)
    finally:
        gc.callbacks.remove(seen)
    assert req.question == "What is 2+2?"
    assert collections == []
    assert gc.isenabled()


def test_the_collector_stays_off_until_the_last_decode_ends():
    """Decodes in worker threads overlap: the first to end leaves the collector off for the others."""
    from sot.serve import body

    inside, leave = threading.Event(), threading.Event()

    def slow_parse(value):
        inside.set()
        leave.wait(10)
        return value

    worker = threading.Thread(target=body.decode, args=(b"{}", slow_parse))
    worker.start()
    assert inside.wait(10)
    try:
        assert not gc.isenabled()
        assert body.decode(b'{"a": 1}', lambda value: value) == {"a": 1}
        assert not gc.isenabled()  # the other decode is still under way
    finally:
        leave.set()
        worker.join(10)
    assert gc.isenabled()
    gc.disable()  # a collector the process turned off stays off
    try:
        body.decode(b"[]", lambda value: value)
        assert not gc.isenabled()
    finally:
        gc.enable()


async def test_the_gateway_freezes_its_own_objects_while_it_serves():
    """A full collection walks only what requests made, not the gateway's modules and SDKs
    (a few hundred thousand objects: 0.13 s with the loop held, each time one ran)."""
    app = create_app(ServeConfig(default_model="fake", mode="direct"))
    async with app.router.lifespan_context(app):
        assert gc.get_freeze_count() > 10_000
    assert gc.get_freeze_count() == 0
