"""The async runner's trips to the worker thread: several steps a trip, a row's first token
and its end handed over at once."""

from __future__ import annotations

import threading

import pytest

from sot.errors import SotError
from sot.local_backend import runner as runner_module
from sot.local_backend.contract import EngineEvent, SamplingParams
from sot.local_backend.runner import AsyncRunner


class CountingEngine:
    """Rows of ``max_tokens`` tokens, one a step; counts the steps run so far."""

    def __init__(self) -> None:
        self.steps = 0
        self.rows: dict[int, list[int]] = {}  # row -> [written, wanted]
        self._next = 0
        self._lock = threading.Lock()

    def submit(self, prompt, params: SamplingParams) -> int:
        with self._lock:
            self._next += 1
            self.rows[self._next] = [0, params.max_tokens or 1]
            return self._next

    def cancel(self, row_id: int) -> None:
        with self._lock:
            self.rows.pop(row_id, None)

    def has_work(self) -> bool:
        return bool(self.rows)

    def step(self) -> list[EngineEvent]:
        self.steps += 1
        events = []
        with self._lock:
            for row_id, state in list(self.rows.items()):
                state[0] += 1
                done = state[0] >= state[1]
                events.append(
                    EngineEvent(row_id, f"t{state[0]} ", "length" if done else None, completion_tokens=state[0])
                )
                if done:
                    del self.rows[row_id]
        return events

    def fail_all(self, error: SotError) -> list[EngineEvent]:
        return []

    def fail_orphans(self, row_ids: set[int]) -> list[EngineEvent]:
        return []


async def steps_seen(hop_s: float, monkeypatch) -> list[int]:
    """The engine's step count when the consumer saw each of a 12-token row's events."""
    monkeypatch.setattr(runner_module, "HOP_S", hop_s)
    engine = CountingEngine()
    seen = []
    async for _, event in AsyncRunner(engine).run([([1, 2, 3], SamplingParams(max_tokens=12))]):
        seen.append(engine.steps)
        assert event.completion_tokens == len(seen)
    return seen


@pytest.mark.anyio
async def test_one_trip_runs_several_steps_but_hands_the_first_token_over_at_once(monkeypatch):
    seen = await steps_seen(60.0, monkeypatch)
    assert seen[0] == 1  # the first token reached the consumer before a second step ran
    assert seen[1:] == [12] * 11  # then the rest of the row in one trip, its end included


@pytest.mark.anyio
async def test_without_time_for_more_a_trip_runs_one_step(monkeypatch):
    assert await steps_seen(0.0, monkeypatch) == list(range(1, 13))
