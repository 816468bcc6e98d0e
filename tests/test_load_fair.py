"""Fair sharing under load: on a full backend one ask's fan-out runs at most its share of the
slots at once (the rest of its branches wait their turn in the scheduler), every ask finishes,
and the limiter serves streams first come, first served."""

from __future__ import annotations

from collections import Counter

import anyio
import pytest

import sot
from sot.orchestrator.executor import fair_share
from sot.providers.base import BackendLoad, GenerationRequest, Message
from sot.providers.fake import FakeProvider
from sot.providers.wrappers import LimitedProvider

pytestmark = pytest.mark.anyio

SKELETON = "1. Sleep\n2. Light\n3. Food\n4. Exercise\n5. Screens"


class PerAsk(FakeProvider):
    """Counts each ask's branch streams running at once, and the most any one ran."""

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.now: Counter[str] = Counter()
        self.most: Counter[str] = Counter()

    async def stream(self, request: GenerationRequest):
        branch = request.purpose == "branch"
        if branch:
            self.now[request.ask_id] += 1
            self.most[request.ask_id] = max(self.most[request.ask_id], self.now[request.ask_id])
        try:
            async for chunk in super().stream(request):
                yield chunk
        finally:
            if branch:
                self.now[request.ask_id] -= 1


def test_the_fair_share_caps_only_a_full_backend():
    assert fair_share(BackendLoad()) is None  # slots unknown
    assert fair_share(BackendLoad(running=3, slots=4, asks=3)) is None  # a free slot
    assert fair_share(BackendLoad(running=4, slots=4, asks=2)) == 2
    assert fair_share(BackendLoad(running=4, waiting=40, slots=4, asks=50)) == 1
    assert fair_share(BackendLoad(running=16, slots=16, asks=3)) == 5


async def test_fifty_asks_at_once_each_keep_to_their_share_and_all_finish():
    fake = PerAsk(responder=lambda r: SKELETON if r.purpose == "skeleton" else "A short point, in a few words.")
    async with sot.Client(provider=fake, concurrency=4, retries=1) as client:
        results = []

        async def one(i: int) -> None:
            results.append(await client.run(f"Question {i}: how do I sleep better?", mode="sot", pipeline=False))

        async with anyio.create_task_group() as tg:
            for i in range(50):
                tg.start_soon(one, i)
    assert len(results) == 50 and all(r.error is None and len(r.branches) == 5 for r in results)
    assert fake.max_in_flight <= 4
    # under load (50 asks on 4 slots) an ask streams at most 4 // asks branches at once; only
    # the last few asks, once the others have finished, may take more than one slot
    assert len(fake.most) == 50
    assert sum(1 for most in fake.most.values() if most > 1) <= 4
    assert max(fake.most.values()) <= 4


async def test_the_limiter_serves_streams_first_come_first_served():
    fake = FakeProvider(responder=lambda r: "done")
    limited = LimitedProvider(fake, limit=1)
    order: list[str] = []

    async def ask(ask_id: str) -> None:
        request = GenerationRequest(messages=(Message("user", "hi"),), ask_id=ask_id)
        async for _ in limited.stream(request):
            pass
        order.append(ask_id)

    async with limited.limiter:  # the slot is taken: every stream below queues in order
        async with anyio.create_task_group() as tg:
            for ask_id in "abcdef":
                tg.start_soon(ask, ask_id)
                await anyio.sleep(0)
            while limited.load().waiting < 6:
                await anyio.sleep(0)
            assert limited.load() == BackendLoad(waiting=6, slots=1, asks=6)
            limited.limiter.release()
            await limited.limiter.acquire()  # queued behind every stream above (the slot is given back on exit)
    assert order == list("abcdef")
