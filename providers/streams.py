"""How fast a backend's streams decode against how many run at once, learned from the streams
a pool sees.

A server sot is pointed at (vLLM, SGLang, llama-server, a hosted API) does not say how its
per-stream speed falls as its batch fills: a GPU engine's streams decode at one rate up to a
batch of some size (its knee) and share the batch's throughput past it; llama-server's slots on
a small CPU share its cores from the second stream on; a hosted API's streams are independent.
:class:`StreamCurve` learns it from the provider's own streams: each stream, once ended, tells
its tokens, the seconds from its first token to its end, and the streams this process had
running on the backend meanwhile (sampled at each of its tokens). Per count of streams it keeps
a moving average of one stream's tokens a second; :meth:`StreamCurve.speed` turns them into
:class:`~sot.providers.base.Speed`'s ``step_ratio`` (a step of n streams over a lone stream's)
and ``decode_tok_s``, which auto's cost model prices a fan-out by. One SoT ask teaches two
points of the curve: its plan is one stream, its points n.

:class:`~sot.providers.wrappers.LimitedProvider` keeps one per backend (every ask of a pool
shares it) and observes every stream it sends, unless the provider batches natively (the
local engine measures its own curve). A self-hosted server's curve is seeded before auto first
fans out there by a probe of a few short streams (:mod:`sot.providers.probe`; ``source``
``"probed"``).

    curve = StreamCurve()
    curve.observe(streams=5.0, tokens=40, seconds=2.0)
    speed = curve.speed(await provider.speed())
"""

from __future__ import annotations

import dataclasses
import threading
from dataclasses import dataclass

from sot.providers.base import Speed

__all__ = ["MIN_SAMPLES", "StreamCurve", "StreamTimer"]

#: streams a count needs before it is part of the curve
MIN_SAMPLES = 3
#: a stream shorter than this, in tokens or in seconds, says nothing of the rate (a cache hit, a one-word reply)
MIN_TOKENS = 8
MIN_SECONDS = 0.05
#: weight of a new stream in its count's moving average
ALPHA = 0.25


@dataclass
class _Bin:
    tok_s: float
    samples: int = 1


class StreamCurve:
    """One backend's per-stream decode rate against the streams running (see the module doc)."""

    def __init__(self) -> None:
        self._bins: dict[int, _Bin] = {}
        self._lock = threading.Lock()
        #: the curve was seeded by a probe of the server (:mod:`sot.providers.probe`)
        self.probed = False

    def observe(self, *, streams: float, tokens: int, seconds: float, samples: int = 1) -> None:
        """One stream ended: ``tokens`` decoded in ``seconds`` (first token to end) while
        ``streams`` streams (its own included) ran on the backend, on average. ``samples``: how
        many streams' worth it counts for (a probe's stream, :mod:`sot.providers.probe`, counts
        for :data:`MIN_SAMPLES`: its count is known at once)."""
        if tokens < MIN_TOKENS or seconds < MIN_SECONDS:
            return
        n = max(round(streams), 1)
        rate = (tokens - 1) / seconds
        with self._lock:
            known = self._bins.get(n)
            if known is None:
                self._bins[n] = _Bin(rate, max(samples, 1))
            else:
                known.tok_s += ALPHA * (rate - known.tok_s)
                known.samples += max(samples, 1)

    def points(self) -> dict[int, float]:
        """The counts known well enough (:data:`MIN_SAMPLES`), each with one stream's tokens a second."""
        with self._lock:
            return {n: b.tok_s for n, b in sorted(self._bins.items()) if b.samples >= MIN_SAMPLES}

    def curve(self) -> tuple[float, dict[int, float]] | None:
        """``(lone stream's tokens a second, {streams: step ratio})``, or ``None`` before two
        counts are known. The lone rate is the fewest streams' where that is one or two, else
        the fastest count's; each ratio is that rate over the count's, between 1 and the count
        (a batch is never faster per stream than a lone stream, nor slower than one at a time)
        and never below a smaller count's."""
        points = self.points()
        if len(points) < 2:
            return None
        first = min(points)
        lone = points[first] if first <= 2 else max(points.values())
        ratios: dict[int, float] = {}
        floor = 1.0
        for n, rate in sorted(points.items()):
            floor = max(floor, min(lone / rate, float(n)))
            ratios[n] = round(floor, 3)
        return lone, ratios

    def speed(self, speed: Speed) -> Speed:
        """``speed`` with the learned curve: its ``step_ratio`` (from a lone stream, ratio 1, to
        the most streams seen; past them along the last slope) and a lone stream's
        ``decode_tok_s``; ``speed`` as it is before the curve is known."""
        learned = self.curve()
        if learned is None:
            return speed
        lone, ratios = learned
        source = "probed" if self.probed else "learned"
        return dataclasses.replace(speed, decode_tok_s=lone, step_ratio={1: 1.0, **ratios}, source=source)


class StreamTimer:
    """Times one stream for a :class:`StreamCurve`: :meth:`token` at each piece of text (with the
    streams running then), :meth:`done` at its end."""

    def __init__(self, clock) -> None:
        self.clock = clock
        self.first: float | None = None
        self.last: float | None = None
        self.tokens = 0
        self._streams = 0.0

    def token(self, running: int) -> None:
        now = self.clock()
        if self.first is None:
            self.first = now
        self.last = now
        self.tokens += 1
        self._streams += running

    def measure(self, completion_tokens: int | None = None) -> tuple[float, int, float] | None:
        """``(streams, tokens, seconds)`` of the stream (its own count of tokens where it gave
        one), as :meth:`StreamCurve.observe` takes them; ``None`` before any text."""
        if self.first is None or self.last is None or not self.tokens:
            return None
        tokens = completion_tokens if completion_tokens else self.tokens
        return self._streams / self.tokens, tokens, self.last - self.first

    def done(self, curve: StreamCurve, completion_tokens: int | None = None) -> None:
        """Tell ``curve`` what the stream did (its own count of tokens where it gave one)."""
        measured = self.measure(completion_tokens)
        if measured is not None:
            streams, tokens, seconds = measured
            curve.observe(streams=streams, tokens=tokens, seconds=seconds)
