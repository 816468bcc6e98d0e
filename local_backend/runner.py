"""Async driving of an engine (:class:`~sot.local_backend.contract.Engine`: llama.cpp or torch).

Every consumer waiting for text takes a turn at driving: whoever finds the engine idle
runs steps in a worker thread (``anyio.to_thread.run_sync``) while the others wait,
then hands the steps' events to their owners and wakes everyone. No background task is
needed, so a runner survives from one event loop to the next, and the event loop stays
free while the model computes.

One trip to the worker thread runs steps for up to :data:`HOP_S` (at least one step): each
trip costs two thread wake-ups and the consumers' work on its events, during which the
engine waits, and on a busy 2-core CPU that was a tenth of a one-row decode (a step of the
embedded model takes about 8 ms). A trip ends early where a row starts or ends (its first
token and its end reach the consumer at once: a SoT plan's line starts a branch, a first
token is timed) and where the engine has nothing left to do.

    async for index, event in runner.run([(messages, params), ...]):
        ...
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import AsyncIterator, Sequence
from typing import Any

import anyio

from sot.errors import BackendError
from sot.local_backend.contract import Engine, EngineEvent, SamplingParams

__all__ = ["HOP_S", "AsyncRunner"]

#: seconds of steps one trip to the worker thread may run (see the module doc)
HOP_S = 0.025


class _Subscriber:
    def __init__(self) -> None:
        self.items: deque[tuple[int, EngineEvent]] = deque()
        self.wake: anyio.Event | None = None


class AsyncRunner:
    """Streams engine events to many concurrent async consumers of one engine."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self._routes: dict[int, tuple[_Subscriber, int]] = {}
        self._waiting: set[_Subscriber] = set()
        self._outbox: list[EngineEvent] = []
        self._outbox_lock = threading.Lock()
        self._driving = False

    async def run(self, jobs: Sequence[tuple[Any, SamplingParams]]) -> AsyncIterator[tuple[int, EngineEvent]]:
        """Generate every job (chat messages or prompt ids, params) in the shared batch; yields
        ``(job index, event)``. Each job ends with an event carrying a finish reason or an error."""
        sub = _Subscriber()
        row_ids = []
        for index, (prompt, params) in enumerate(jobs):
            row_id = self.engine.submit(prompt, params)
            self._routes[row_id] = (sub, index)
            row_ids.append(row_id)
        open_rows = set(row_ids)
        try:
            while open_rows:
                while sub.items:
                    index, event = sub.items.popleft()
                    if row_ids[index] not in open_rows:
                        continue
                    if event.finish_reason is not None or event.error is not None:
                        open_rows.discard(row_ids[index])
                    yield index, event
                if open_rows:
                    await self._advance(sub)
        finally:
            for row_id in open_rows:
                self.engine.cancel(row_id)
            for row_id in row_ids:
                self._routes.pop(row_id, None)

    async def _advance(self, sub: _Subscriber) -> None:
        """Run one step if nobody else is; otherwise wait for the running one to finish."""
        if self._driving:
            sub.wake = anyio.Event()
            self._waiting.add(sub)
            try:
                await sub.wake.wait()
            finally:
                self._waiting.discard(sub)
            return
        self._driving = True
        try:
            await anyio.to_thread.run_sync(self._step)
        finally:
            self._driving = False
            self._dispatch()

    def _step(self) -> None:
        """Steps for up to :data:`HOP_S`, their events to the outbox (run in a worker thread)."""
        started = time.perf_counter()
        while True:
            try:
                events = self.engine.step()
                if not events and not self.engine.has_work():
                    events = self.engine.fail_orphans(set(self._routes))
            except Exception as exc:
                events = self.engine.fail_all(BackendError(f"local generation failed: {exc!r}"))
            with self._outbox_lock:
                self._outbox.extend(events)
            if (
                not events
                or not self.engine.has_work()
                or time.perf_counter() - started >= HOP_S
                or any(e.finish_reason is not None or e.error is not None or e.completion_tokens <= 1 for e in events)
            ):
                return

    def _dispatch(self) -> None:
        with self._outbox_lock:
            events, self._outbox = self._outbox, []
        for event in events:
            route = self._routes.get(event.row_id)
            if route is not None:
                route[0].items.append((route[1], event))
        for sub in list(self._waiting):
            if sub.wake is not None:
                try:
                    sub.wake.set()
                except RuntimeError:  # its event loop is gone
                    self._waiting.discard(sub)
