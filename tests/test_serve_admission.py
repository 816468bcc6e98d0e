"""The gateway's admission counts streams, not only asks: with ``max_concurrent_streams`` an
ask is admitted when its expected streams fit (or it is alone), first come, first served."""

from __future__ import annotations

import anyio
import pytest

from sot.serve.config import ServeConfig
from sot.serve.gateway import Admission, Busy, expected_streams
from sot.serve.metrics import Metrics

pytestmark = pytest.mark.anyio


def admission(streams: int | None, *, limit: int = 16, queue: int = 8) -> Admission:
    return Admission(limit, queue, timeout=60.0, metrics=Metrics(), streams=streams)


async def test_an_ask_waits_until_its_streams_fit_first_come_first_served():
    a = admission(8)
    order: list[str] = []
    leave = {name: anyio.Event() for name in ("sot1", "sot2", "direct")}

    async def ask(name: str, streams: int) -> None:
        async with a.slot(streams):
            order.append(name)
            await leave[name].wait()

    async with anyio.create_task_group() as tg:
        tg.start_soon(ask, "sot1", 6)
        await anyio.sleep(0)
        tg.start_soon(ask, "sot2", 6)  # 6 + 6 > 8: waits, though 16 asks would fit
        await anyio.sleep(0)
        tg.start_soon(ask, "direct", 1)  # would fit (7), but comes after sot2: waits its turn
        while a.waiting < 2:
            await anyio.sleep(0)
        assert order == ["sot1"] and (a.running, a.streams, a.waiting) == (1, 6, 2)
        leave["sot1"].set()
        while len(order) < 3:
            await anyio.sleep(0)
        assert order == ["sot1", "sot2", "direct"] and a.streams == 7
        leave["sot2"].set()
        leave["direct"].set()
    assert (a.running, a.streams, a.waiting) == (0, 0, 0)


async def test_an_ask_larger_than_the_streams_runs_alone_and_a_full_queue_is_busy():
    a = admission(4, queue=1)
    async with a.slot(6):  # more than the limit: admitted while nothing else runs
        assert a.streams == 6
        done = anyio.Event()

        async def waiter() -> None:
            async with a.slot(1):
                done.set()

        async with anyio.create_task_group() as tg:
            tg.start_soon(waiter)
            while a.waiting < 1:
                await anyio.sleep(0)
            with pytest.raises(Busy):  # the queue of one is full
                async with a.slot(1):
                    pass
            tg.cancel_scope.cancel()
    assert (a.running, a.streams, a.waiting) == (0, 0, 0) and not done.is_set()


async def test_without_a_streams_limit_asks_are_counted_as_before():
    a = admission(None, limit=2, queue=0)
    async with a.slot(6), a.slot(6):
        with pytest.raises(Busy):
            async with a.slot(1):
                pass


def test_expected_streams_and_the_setting():
    from sot.orchestrator.settings import resolve

    assert expected_streams(resolve("hi", ("call", {"mode": "direct"}))) == 1
    assert expected_streams(resolve("hi", ("call", {"mode": "sot", "max_points": 3}))) == 4
    assert expected_streams(resolve("hi", ("call", {"mode": "auto"}))) == 6
    assert ServeConfig.model_validate({"limits": {"max_concurrent_streams": 16}}).limits.max_concurrent_streams == 16
    assert ServeConfig().limits.max_concurrent_streams is None
