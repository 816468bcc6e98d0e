"""Choosing how many threads a llama.cpp decode step uses, from the step times it measures.

On a quiet CPU, all physical cores decode fastest. When other processes compete for them,
threads that must meet at a barrier hundreds of times per token wait for a descheduled
sibling, and a step can take many times longer; fewer threads than cores then win. The
machine's load cannot tell which case holds (the engine's own threads are part of it), so
the controller measures: it runs at the larger count, now and then times a few steps at the
smaller one (for the same batch size), and keeps whichever was faster. Probes grow rarer
while the choice holds, and a step far slower than the best seen switches at once.
"""

from __future__ import annotations

__all__ = ["ThreadController"]

_PROBE_STEPS = 4
_FIRST_INTERVAL = 32
_MAX_INTERVAL = 512
_SPIKE = 3.0  # a step this many times slower than the best seen for its batch size
_EMA = 0.25


class ThreadController:
    """Picks one of ``choices`` thread counts (largest first) for each decode step."""

    def __init__(self, threads: int, *, adaptive: bool = True) -> None:
        self.choices: tuple[int, ...] = (threads, max(1, threads // 2)) if adaptive and threads > 1 else (threads,)
        self.current = self.choices[0]
        self._times: dict[tuple[int, int], float] = {}  # (threads, batch) -> EMA of step seconds
        self._interval = _FIRST_INTERVAL
        self._until_probe = _FIRST_INTERVAL
        self._probing = 0  # steps left in a probe of the other count
        self._home = self.current

    @property
    def adaptive(self) -> bool:
        return len(self.choices) > 1

    def record(self, batch: int, seconds: float) -> int:
        """Record a decode step of ``batch`` rows at the current count; the count for the next step."""
        if not self.adaptive:
            return self.current
        key = (self.current, batch)
        old = self._times.get(key)
        self._times[key] = seconds if old is None else old + _EMA * (seconds - old)
        other = self.choices[1] if self.current == self.choices[0] else self.choices[0]
        if self._probing:
            self._probing -= 1
            if not self._probing:  # the probe is over: keep the faster count
                self._settle(batch, other)
            return self.current
        best = min((t for (n, b), t in self._times.items() if b == batch), default=seconds)
        if seconds > _SPIKE * best and (other, batch) in self._times:
            self._switch(other)  # far slower than the other count was: contention came or went
            return self.current
        self._until_probe -= 1
        if self._until_probe <= 0:
            self._home, self.current, self._probing = self.current, other, _PROBE_STEPS
        return self.current

    def _settle(self, batch: int, home: int) -> None:
        probed, kept = self._times.get((self.current, batch)), self._times.get((home, batch))
        if probed is not None and kept is not None and probed < kept:
            self._switch(self.current)
        else:
            self.current = home
            self._interval = min(self._interval * 2, _MAX_INTERVAL)
            self._until_probe = self._interval

    def _switch(self, count: int) -> None:
        self.current = count
        self._interval = _FIRST_INTERVAL
        self._until_probe = _FIRST_INTERVAL
