"""Text helpers shared by the providers and the local engines, below both of them.

:class:`StopMatcher` ends streamed text at sot's stop strings: the remote providers apply it
to a server's reply (:func:`sot.providers.continuation.continuation`), the local engines to
each row's detokenized text, the fake provider to its scripted replies, and the gateway to a
client's own ``stop`` strings.
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["StopMatcher"]


class StopMatcher:
    """Finds stop strings in streamed text without ever emitting part of one.

    Stop strings match only once the text has begun (after leading whitespace), so a reply
    that opens with a blank line is not cut off empty by a ``"\\n\\n"`` stop.
    """

    def __init__(self, stops: Sequence[str]) -> None:
        self.stops = tuple(s for s in stops if s)
        self.pending = ""
        self.started = False

    def feed(self, text: str) -> tuple[str, bool]:
        """Add ``text``; return ``(safe_text, stopped)``. After a stop, the rest is dropped."""
        if not self.stops:
            return text, False
        lead = ""
        if not self.started:
            body = text.lstrip()
            if not body:
                return text, False
            lead, text, self.started = text[: len(text) - len(body)], body, True
        out, stopped = self._feed(text)
        return lead + out, stopped

    def _feed(self, text: str) -> tuple[str, bool]:
        self.pending += text
        hits = [i for i in (self.pending.find(s) for s in self.stops) if i >= 0]
        if hits:
            out, self.pending = self.pending[: min(hits)], ""
            return out, True
        hold = 0
        for stop in self.stops:
            for k in range(min(len(stop) - 1, len(self.pending)), hold, -1):
                if self.pending.endswith(stop[:k]):
                    hold = k
                    break
        cut = len(self.pending) - hold
        out, self.pending = self.pending[:cut], self.pending[cut:]
        return out, False

    def flush(self) -> str:
        out, self.pending = self.pending, ""
        return out
