"""A backend's knee: the per-stream decode rate against the streams running, learned from the
pool's own streams (``sot.providers.streams``), and what a fan-out past it costs the other asks
(``Prediction.others_s``). Time is a fake clock: nothing here is timed on the wall clock."""

from __future__ import annotations

import pytest

import sot
from sot.orchestrator.routing.cost import decide, knee, predict, predict_items
from sot.providers.base import REMOTE_SPEED, BackendLoad, GenerationRequest, Message, Speed
from sot.providers.fake import FakeProvider
from sot.providers.streams import MIN_SAMPLES, StreamCurve, StreamTimer
from sot.providers.wrappers import wrap
from tests.load_fakes import Loaded, Parallel

pytestmark = pytest.mark.anyio

TIPS = "What are good ways to improve my sleep?"
#: the GPU-like stand-in's shape: 40 tokens/s a stream up to a batch of 8, then the batch's 320 shared
KNEED = {1: 1.0, 8: 1.0, 16: 2.0, 32: 4.0}


def gpu(slots: int = 64) -> Speed:
    return Speed(first_token_s=0.5, decode_tok_s=40.0, step_ratio=KNEED, max_parallel=slots)


def stand_in_rate(streams: int) -> float:
    return 40.0 / max(1.0, streams / 8)


def learned(rates: dict[int, float]) -> StreamCurve:
    curve = StreamCurve()
    for n, rate in rates.items():
        for _ in range(MIN_SAMPLES):
            curve.observe(streams=n, tokens=101, seconds=100 / rate)
    return curve


# --------------------------------------------------------------------------- the learned curve


def test_the_curve_learns_a_gpu_engines_knee_from_its_streams():
    curve = learned({n: stand_in_rate(n) for n in (1, 4, 8, 16, 24)})
    lone, ratios = curve.curve() or (0.0, {})
    assert lone == pytest.approx(40.0)
    assert ratios[4] == ratios[8] == 1.0 and ratios[16] == pytest.approx(2.0) and ratios[24] == pytest.approx(3.0)
    speed = curve.speed(REMOTE_SPEED)
    assert speed.decode_tok_s == pytest.approx(40.0) and speed.source == "learned"
    assert knee(speed) == 8 and speed.ratio(32) == pytest.approx(4.0)  # along the last slope past 24


def test_the_curve_learns_that_a_small_cpus_slots_share_its_cores():
    # llama-server -np 4 on 2 cores: four streams decode about 1.4x one stream's tokens a second
    curve = learned({1: 30.0, 4: 30.0 * 1.4 / 4, 5: 30.0 * 1.4 / 5})
    speed = curve.speed(REMOTE_SPEED)
    assert knee(speed) == 1 and speed.ratio(4) == pytest.approx(4 / 1.4, rel=0.01)
    assert not predict(speed, question_tokens=12).parallel_wins  # a lone ask: direct
    assert not predict_items(speed, question_tokens=12, items=5).parallel_wins


def test_the_curve_needs_samples_and_keeps_to_sense():
    curve = StreamCurve()
    assert curve.speed(REMOTE_SPEED) is REMOTE_SPEED  # nothing known: the figures as they were
    curve.observe(streams=1, tokens=100, seconds=2.5)
    curve.observe(streams=3, tokens=3, seconds=0.1)  # too short to tell a rate
    assert curve.curve() is None
    curve = learned({1: 40.0, 2: 50.0, 6: 4.0})  # faster with company (noise), and slower than serial
    _, ratios = curve.curve() or (0.0, {})
    assert ratios[2] == 1.0 and ratios[6] == 6.0  # never below 1, never above the streams


def test_a_timer_takes_the_streams_running_at_each_token():
    clock = iter(float(t) for t in range(100)).__next__
    timer = StreamTimer(clock)
    for running in (2, 2, 4, 4):
        timer.token(running)
    curve = StreamCurve()
    for _ in range(MIN_SAMPLES):
        timer.done(curve, completion_tokens=31)
    curve.observe(streams=1, tokens=31, seconds=1.0)
    assert curve.points() == {3: pytest.approx(10.0)}  # 30 tokens over the 3 s from first to last, at 3 streams


async def test_the_limiter_learns_the_curve_from_the_streams_it_sends():
    import anyio

    from sot.providers.fake import FakeReply

    fake = FakeProvider()
    wrapped = wrap(fake, attempts=1, concurrency=16)
    limited = wrapped  # wrap without retries returns the limiter itself
    ticks = {"now": 0.0}

    def clock() -> float:  # each reading a tick; a tick lasts as long as the streams running make it
        ticks["now"] += max(1.0, limited.running / 2) / 40.0  # type: ignore[attr-defined]
        return ticks["now"]

    limited.clock = clock  # type: ignore[attr-defined]
    text = " ".join(["word"] * 30)

    async def one() -> None:
        request = GenerationRequest(messages=(Message("user", "hi"),), max_tokens=64)
        async for _ in wrapped.stream(request):
            await anyio.sleep(0)

    for width in (1, 1, 1, 6, 6, 6):  # a plan alone, then its points together
        for _ in range(width):
            fake.enqueue(FakeReply(text=text))
        async with anyio.create_task_group() as tg:
            for _ in range(width):
                tg.start_soon(one)
    speed = await wrapped.speed()
    assert speed.source == "learned" and speed.ratio(6) > 2.0
    assert speed.max_parallel == 16


# --------------------------------------------------------------------------- the others' cost


def test_past_the_knee_a_fan_out_costs_the_others_their_streams_time():
    below = predict(gpu(), question_tokens=12, load=BackendLoad(running=2, slots=64))
    assert below.others_s == 0.0 and below.parallel_wins  # within the batch: free
    past = predict(gpu(), question_tokens=12, load=BackendLoad(running=16, slots=64))
    assert past.others_s > 0
    # on its own latency the fan-out still wins (it takes a larger share of the batch) ...
    assert past.parallel_s < 0.9 * past.direct_s
    # ... but not once what it takes from the others is counted
    assert not past.parallel_wins
    items = predict_items(gpu(), question_tokens=12, items=5, load=BackendLoad(running=16, slots=64))
    assert items.others_s > 0 and not items.parallel_wins


def test_independent_streams_cost_the_others_nothing():
    for running in (0, 8, 15):
        p = predict(REMOTE_SPEED, question_tokens=12, load=BackendLoad(running=running, slots=64))
        assert p.others_s == 0.0


async def test_auto_turns_direct_past_the_knee_with_64_slots_declared():
    modes = []
    for running in (0, 2, 8, 16, 32):
        fake = Loaded(BackendLoad(running=running, slots=64), speed=gpu())
        verdict = await decide(fake, "sot", TIPS)
        modes.append(verdict.mode)
    assert modes[:2] == ["sot", "sot"] and modes[2:] == ["direct"] * 3
    fake = Loaded(BackendLoad(running=16, slots=64), speed=gpu())
    verdict = await decide(fake, "sot", TIPS)
    assert "cost the others' 16 running" in verdict.reason and "past the backend's knee" in verdict.reason
    assert verdict.predicted is not None and float(verdict.predicted["others_s"]) > 0
    result = await sot.orchestrate(TIPS, provider=fake, mode="auto", router=Parallel())
    assert result.mode == "direct"
