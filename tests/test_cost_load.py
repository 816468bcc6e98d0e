"""Auto's cost model under load: the streams other asks have on the backend now
(``Provider.load()``) price this ask's fan-out at its marginal cost, so the choice flips to a
direct answer as the backend fills."""

from __future__ import annotations

import itertools

import pytest

import sot
from sot.orchestrator.routing.cost import decide, predict, predict_items, shared_steps
from sot.providers.base import REMOTE_SPEED, BackendLoad, Speed
from sot.providers.fake import FakeProvider
from tests.load_fakes import Loaded, Parallel

pytestmark = pytest.mark.anyio

GPU = Speed(first_token_s=0.0, decode_tok_s=400.0, prefill_tok_s=20000.0, step_ratio={16: 1.5}, max_parallel=16)
TIPS = "What are good ways to improve my sleep?"


def test_an_idle_backend_leaves_the_lone_asks_prediction():
    for speed in (GPU, REMOTE_SPEED):
        lone = predict(speed, question_tokens=12)
        idle = predict(speed, question_tokens=12, load=BackendLoad(slots=16))
        assert (idle.direct_s, idle.parallel_s, idle.step_ratio) == (lone.direct_s, lone.parallel_s, lone.step_ratio)
        assert idle.reason() == lone.reason()
        assert shared_steps(speed, BackendLoad(), 5).step == speed.ratio(5)


@pytest.mark.parametrize("speed", [GPU, REMOTE_SPEED])
def test_the_fan_out_costs_more_as_the_backend_fills(speed):
    ratios, parallel = [], []
    for running in range(17):
        p = predict(speed, question_tokens=12, load=BackendLoad(running=running, slots=16))
        ratios.append(p.parallel_s / p.direct_s)
        parallel.append(p.parallel_s)
    assert all(b >= a for a, b in itertools.pairwise(parallel))  # never cheaper as it fills
    assert ratios[0] < 0.6 and ratios[-1] > 1.0  # parallel wins idle, loses full
    items = [predict_items(speed, question_tokens=12, items=6, load=BackendLoad(running=r, slots=16)) for r in (0, 16)]
    assert items[0].parallel_wins and not items[1].parallel_wins


def test_the_shared_batch_slows_the_asks_streams_more_than_a_direct_answers():
    load = BackendLoad(running=8, slots=16)
    assert shared_steps(GPU, load, 5).step > shared_steps(GPU, load, 1).step > 1.0
    # only the free slots start at once; a full backend starts none
    assert shared_steps(GPU, BackendLoad(running=14, slots=16), 5).lanes == 2
    assert shared_steps(GPU, BackendLoad(running=16, waiting=3, slots=16), 5).lanes == 0


async def test_the_decision_flips_to_direct_as_the_in_flight_count_rises():
    fake = Loaded(BackendLoad(slots=16), speed=GPU)
    modes = []
    for running in (0, 4, 8, 12, 14, 16):
        fake.now = BackendLoad(running=running, slots=16)
        verdict = await decide(fake, "sot", TIPS)
        modes.append(verdict.mode)
    assert modes[0] == "sot" and modes[-1] == "direct"
    flip = modes.index("direct")
    assert all(m == "direct" for m in modes[flip:])  # once full enough, it stays direct
    fake.now = BackendLoad(running=14, slots=16)
    verdict = await decide(fake, "sot", TIPS)
    assert verdict.reason.startswith("direct: 14 of 16 slots busy; sot would take ")
    assert "2 of its 5 streams start at once" in verdict.reason
    assert verdict.predicted is not None
    assert (verdict.predicted["running"], verdict.predicted["slots"]) == (14, 16)


async def test_auto_answers_directly_on_a_full_backend():
    fake = Loaded(BackendLoad(running=16, waiting=4, slots=16), speed=GPU)
    result = await sot.orchestrate(TIPS, provider=fake, mode="auto", router=Parallel())
    assert result.mode == "direct" and "16 of 16 slots busy, 4 waiting" in result.route.reason
    fake = Loaded(BackendLoad(running=2, slots=16), speed=GPU)
    result = await sot.orchestrate(TIPS, provider=fake, mode="auto", router=Parallel())
    assert result.mode == "sot"


async def test_the_limiter_counts_the_streams_running_and_waiting():
    import anyio

    from sot.providers.base import GenerationRequest, Message
    from sot.providers.fake import FakeReply
    from sot.providers.wrappers import wrap

    fake = FakeProvider()
    for _ in range(3):
        fake.enqueue(FakeReply(text="one two", stall_after=1))
    wrapped = wrap(fake, attempts=1, concurrency=2)
    assert wrapped.load() == BackendLoad(slots=2)

    async def ask(ask_id: str) -> None:
        request = GenerationRequest(messages=(Message("user", "hi"),), ask_id=ask_id)
        async for _ in wrapped.stream(request):
            pass

    async with anyio.create_task_group() as tg:
        for ask_id in ("a", "a", "b"):
            tg.start_soon(ask, ask_id)
        while fake.in_flight < 2:
            await anyio.sleep(0)
        for _ in range(5):
            await anyio.sleep(0)
        assert wrapped.load() == BackendLoad(running=2, waiting=1, slots=2, asks=2)
        tg.cancel_scope.cancel()
    assert wrapped.load() == BackendLoad(slots=2)


async def test_a_direct_answer_the_load_decided_says_so():
    """Direct because the backend is full (alone, sot would be faster): the reason and the
    route's predicted figures (what --json prints) say so; direct because of the backend's
    physics (a CPU where a fan-out never pays) does not."""
    fake = Loaded(BackendLoad(running=16, waiting=4, slots=16), speed=GPU)
    result = await sot.orchestrate(TIPS, provider=fake, mode="auto", router=Parallel())
    assert result.mode == "direct" and result.route is not None
    assert "answered directly because of the load: alone on this backend, sot would be predicted faster" in (
        result.route.reason
    )
    assert result.route.predicted["direct_because"] == "load"
    assert result.route.predicted["idle_parallel_s"] < result.route.predicted["direct_s"]
    cpu = Speed(first_token_s=0.0, decode_tok_s=60.0, prefill_tok_s=600.0, step_ratio={4: 3.0, 8: 4.5})
    verdict = await decide(Loaded(BackendLoad(running=3, slots=4), speed=cpu), "sot", TIPS)
    assert verdict.mode == "direct" and "because of the load" not in verdict.reason
    assert "direct_because" not in (verdict.predicted or {})
