"""A burst priced as one: asks decided at the same moment see each other's planned streams
(``sot.providers.reserve``), and the knee found where it is (``sot.providers.probe``'s rounds
past four streams, a server's ``/slots``). Nothing here is timed on the wall clock: the fakes
answer at once, and the probed server keeps a clock of its own."""

from __future__ import annotations

import anyio
import pytest

import sot
from sot.orchestrator.modes import items as items_mode
from sot.orchestrator.pool import wrap_for_ask
from sot.orchestrator.routing.cost import decide, knee
from sot.providers import load as engine
from sot.providers import probe as probe_module
from sot.providers import reserve as reserve_module
from sot.providers.base import BackendLoad, GenerationRequest, Message, Speed
from sot.providers.fake import FakeProvider
from sot.providers.probe import LONE_STREAMS, PROBE_STREAMS, rounds, wait_for_probe
from sot.providers.reserve import Reservations, book_of, pending, release, reserve, with_reserved
from sot.providers.streams import MIN_SAMPLES, StreamCurve
from tests.load_fakes import Parallel
from tests.test_stream_probe import Scripted, pooled, probes

pytestmark = pytest.mark.anyio

TIPS = "What are good ways to improve my sleep?"
#: the GPU-like stand-in's curve: a stream's pace flat to a knee of 8, the batch's shared past it
KNEED = {1: 1.0, 4: 1.0, 8: 1.0, 16: 2.0}


def gpu_backend(slots: int = 8) -> tuple[FakeProvider, object]:
    """A fake GPU server of ``slots`` slots (its curve known, knee 8) and its pool's wrapper."""
    fake = FakeProvider(
        speed=Speed(first_token_s=0.3, decode_tok_s=40.0, step_ratio=KNEED, source="probed"),
        max_concurrency=slots,
    )
    return fake, wrap_for_ask(fake, retries=1, concurrency=slots)


def fanned(verdicts) -> int:
    return sum(1 for v in verdicts if v.mode != "direct")


async def decide_at_once(provider, count: int, *, started: bool) -> list:
    """``count`` asks decided together; ``started``: each reserved its first stream as it began
    (as every ask does), before any of them is decided."""
    if started:
        for i in range(count):
            reserve(provider, f"ask-{i}", 1)
    verdicts: list = []

    async def one(i: int) -> None:
        verdicts.append(await decide(provider, "sot", TIPS, ask_id=f"ask-{i}"))

    async with anyio.create_task_group() as tg:
        for i in range(count):
            tg.start_soon(one, i)
    return verdicts


# --------------------------------------------------------------------------- the reservation


async def test_24_asks_decided_at_once_on_8_slots_fan_out_at_most_as_many_as_fit():
    _, provider = gpu_backend(slots=8)
    verdicts = await decide_at_once(provider, 24, started=False)
    # 8 slots hold one fan-out (its plan, then 5 points) and nothing more beside it
    assert fanned(verdicts) <= 8 // (1 + 5)
    later = [v for v in verdicts if v.mode == "direct"]
    assert later and all(v.predicted is not None and v.predicted.get("reserved") for v in later)
    assert "slots busy" in later[-1].reason
    assert pending(provider) == (6 + 23, 24)  # what each planned, none of it started yet


async def test_asks_that_began_together_are_priced_against_all_the_others():
    _, provider = gpu_backend(slots=8)
    verdicts = await decide_at_once(provider, 24, started=True)
    assert fanned(verdicts) == 0  # the first decided already sees the 23 that began with it


async def test_a_lone_ask_still_fans_out_and_its_own_reservation_is_not_its_load():
    _, provider = gpu_backend(slots=8)
    reserve(provider, "alone", 1)
    verdict = await decide(provider, "sot", TIPS, ask_id="alone")
    assert verdict.mode == "sot", verdict.reason
    assert book_of(provider) is not None and book_of(provider).left("alone") == 6  # type: ignore[union-attr]


async def test_without_the_reservations_the_burst_fans_out_everywhere(monkeypatch):
    # what the test above guards against: each ask priced against a backend that looks idle
    monkeypatch.setattr(reserve_module.Reservations, "pending", lambda self, besides=None: (0, 0))
    _, provider = gpu_backend(slots=8)
    assert fanned(await decide_at_once(provider, 24, started=True)) == 24


async def test_a_burst_through_whole_asks_fans_out_within_the_slots_and_leaves_no_reservation(monkeypatch):
    # auto looks for the request's items in a worker thread; on a busy machine the threads come
    # back in any order, and an ask whose search came back after the first ask had fanned out and
    # finished would rightly fan out too. The search here runs on the event loop, so every ask is
    # decided before any answer ends, whatever the machine's load
    async def on_the_loop(request: str):
        return items_mode._local_items(request)

    monkeypatch.setattr(items_mode, "local_split", on_the_loop)
    fake, provider = gpu_backend(slots=8)
    results: list = []

    async def one() -> None:
        results.append(await sot.orchestrate(TIPS, provider=fake, mode="auto", router=Parallel(), concurrency=8))

    async with anyio.create_task_group() as tg:
        for _ in range(24):
            tg.start_soon(one)
    assert len(results) == 24 and all(r.ok for r in results)
    assert sum(1 for r in results if r.mode != "direct") <= 1
    lone = await sot.orchestrate(TIPS, provider=fake, mode="auto", router=Parallel(), concurrency=8)
    assert lone.mode == "sot", lone.route  # once the burst is answered, nothing it reserved is left
    adopted = [p for p in _pool_wrappers() if book_of(p) is not None]
    assert all(book_of(p).pending() == (0, 0) for p in adopted)  # type: ignore[union-attr]


def _pool_wrappers():
    from sot.orchestrator.pool import _ADOPTED

    return list(_ADOPTED.values())


async def test_a_started_stream_takes_one_off_its_asks_reservation():
    fake = FakeProvider(["an answer of a few words"] * 3)
    provider = wrap_for_ask(fake, retries=1, concurrency=4)
    reserve(provider, "a", 3)
    reserve(provider, "b", 1)
    request = GenerationRequest(messages=(Message("user", TIPS),), max_tokens=20, ask_id="a")
    async for _ in provider.stream(request):
        pass
    assert pending(provider) == (3, 2) and pending(provider, besides="a") == (1, 1)
    release(provider, "a")
    assert pending(provider) == (1, 1)
    reserve(provider, "b", 0)
    assert pending(provider) == (0, 0)


def test_reserved_streams_take_the_free_slots_and_wait_beyond_them():
    assert with_reserved(BackendLoad(running=5, slots=8), 6, 2) == BackendLoad(running=8, waiting=3, slots=8, asks=2)
    assert with_reserved(BackendLoad(running=2, waiting=1, slots=8), 2) == BackendLoad(running=2, waiting=3, slots=8)
    assert with_reserved(BackendLoad(running=3), 4) == BackendLoad(running=7)
    assert with_reserved(BackendLoad(running=3, slots=8), 0) == BackendLoad(running=3, slots=8)
    book = Reservations()
    book.reserve("x", 2)
    book.started("x", 5)  # more than it had: none left, never below
    assert book.pending() == (0, 0)


# --------------------------------------------------------------------------- the knee


def test_the_probes_rounds_go_past_four_streams_up_to_the_slots():
    assert rounds(16) == [PROBE_STREAMS, 8, 16]
    assert rounds(4) == [4] and rounds(6) == [4, 6] and rounds(2) == [2] and rounds(1) == [2]
    assert rounds(64) == [4, 8, 16, 32]  # at most MAX_PROBE_STREAMS at once


def kneed_step(n: int) -> float:
    return max(1.0, n / 8)  # a lone stream's pace to 8 streams, the batch's throughput past them


async def test_the_probe_finds_a_knee_at_8_streams():
    server = Scripted(kneed_step)  # 16 slots in the pool
    provider = pooled(server)
    assert (await decide(provider, "sot", TIPS)).mode == "direct"  # (starts the probe)
    with anyio.fail_after(30):  # a hang's guard, not a measurement
        await wait_for_probe(provider)
    assert probes(server) == LONE_STREAMS + 4 + 8 + 16  # each round at a lone pace asks for one twice as wide
    speed = await provider.speed()
    assert speed.source == "probed" and knee(speed) == 8, speed.step_ratio
    assert speed.ratio(16) == pytest.approx(2.0, rel=0.1)
    assert (await decide(provider, "sot", TIPS)).mode == "sot"  # a lone ask still fans out


async def test_the_probe_stops_at_the_first_round_past_the_knee():
    server = Scripted(float)  # one stream at a time (a small CPU's slots)
    provider = pooled(server)
    await decide(provider, "sot", TIPS)
    with anyio.fail_after(30):
        await wait_for_probe(provider)
    assert probes(server) == LONE_STREAMS + PROBE_STREAMS
    assert knee(await provider.speed()) == 1


async def test_the_probe_goes_to_the_slots_the_server_says(monkeypatch):
    async def eight(base_url: str) -> int:
        return 8

    monkeypatch.setattr(probe_module, "server_slots", eight)
    server = Scripted(lambda n: 1.0)  # free streams: only the slots bound the rounds
    provider = pooled(server)
    await decide(provider, "sot", TIPS)
    with anyio.fail_after(30):
        await wait_for_probe(provider)
    assert probes(server) == LONE_STREAMS + 4 + 8
    assert provider.load().slots == 8


def test_live_streams_past_the_probes_counts_go_on_teaching_the_curve():
    curve = StreamCurve()
    for n, rate in {1: 40.0, 4: 40.0, 8: 40.0}.items():  # what a probe to 8 measured
        curve.observe(streams=n, tokens=25, seconds=24 / rate, samples=MIN_SAMPLES)
    curve.probed = True
    for _ in range(MIN_SAMPLES):  # a burst's direct answers, 24 at once, at a third of the pace
        curve.observe(streams=24, tokens=121, seconds=120 / (40.0 / 3))
    speed = curve.speed(Speed(first_token_s=0.3, decode_tok_s=40.0))
    assert knee(speed) == 8 and speed.ratio(24) == pytest.approx(3.0)


# --------------------------------------------------------------------------- a server's /slots

SLOTS = [{"id": 0, "is_processing": True}, {"id": 1, "is_processing": False}, {"id": 2, "is_processing": True}]


def test_llama_servers_slots_are_read_for_its_load_and_its_slots():
    assert engine.parse_slots(SLOTS) == BackendLoad(running=2, slots=3)
    assert engine.parse_slots([{"id": 0, "state": 1}, {"id": 1, "state": 0}]) == BackendLoad(running=1, slots=2)
    assert engine.parse_slots({"error": "slots endpoint disabled"}) is None
    assert engine.parse_slots([]) is None


async def test_a_server_without_metrics_is_read_on_its_slots_page(monkeypatch):
    calls: list[str] = []

    class Response:
        def __init__(self, url: str) -> None:
            self.status_code = 200 if url.endswith("/slots") else 404
            self.text = "" if self.status_code == 404 else "[]"

        def json(self):
            return SLOTS

    class Client:
        def __init__(self, **kwargs) -> None:
            pass

        async def __aenter__(self):
            return self

        async def __aexit__(self, *exc) -> None:
            pass

        async def get(self, url: str) -> Response:
            calls.append(url)
            return Response(url)

    import httpx2

    monkeypatch.setattr(httpx2, "AsyncClient", Client)
    monkeypatch.setattr(engine, "_cache", {})
    fake, _ = gpu_backend(slots=16)
    fake.base_url = "http://127.0.0.1:9/v1"  # type: ignore[attr-defined]
    provider = wrap_for_ask(fake, retries=1, concurrency=16)
    assert await engine.engine_load(provider, now=10.0) == BackendLoad(running=2, slots=3)
    assert calls == ["http://127.0.0.1:9/metrics", "http://127.0.0.1:9/slots"]
    verdict = await decide(provider, "sot", TIPS)
    assert verdict.predicted is not None and verdict.predicted["running"] == 2 and verdict.predicted["slots"] == 3


async def test_a_bursts_asks_read_the_servers_load_once(monkeypatch):
    calls: list[str] = []
    answer = anyio.Event()

    class Response:
        status_code = 200
        text = "vllm:num_requests_running 5\n"

    class Client:
        def __init__(self, **kwargs) -> None:
            pass

        async def __aenter__(self):
            return self

        async def __aexit__(self, *exc) -> None:
            pass

        async def get(self, url: str) -> Response:
            calls.append(url)
            await answer.wait()  # the server answers once the test says so
            return Response()

    import httpx2

    monkeypatch.setattr(httpx2, "AsyncClient", Client)
    monkeypatch.setattr(engine, "_cache", {})
    fake, _ = gpu_backend(slots=16)
    fake.base_url = "http://127.0.0.1:9/v1"  # type: ignore[attr-defined]
    provider = wrap_for_ask(fake, retries=1, concurrency=16)
    seen: list = []

    async def one() -> None:
        seen.append(await engine.engine_load(provider, now=10.0))

    async with anyio.create_task_group() as tg:
        tg.start_soon(one)
        await anyio.wait_all_tasks_blocked()
        for _ in range(23):  # asks arriving while the first reading is on its way do not wait for it
            tg.start_soon(one)
        await anyio.wait_all_tasks_blocked()
        assert seen == [None] * 23
        answer.set()
    assert calls == ["http://127.0.0.1:9/metrics"]  # one reading for the burst
    assert seen[-1] == BackendLoad(running=5)
    assert await engine.engine_load(provider, now=10.5) == BackendLoad(running=5)
