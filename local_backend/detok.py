"""Streaming text out of token ids: incremental detokenization and stop strings.

:class:`IncrementalDecoder` turns one token at a time into text deltas. It decodes a
short window that starts a few tokens back (so a word's leading space survives) and
holds back text while it ends in an incomplete UTF-8 sequence, so no delta ever carries
a broken character. :class:`StopMatcher` holds back any tail that could be the start of
a stop string and reports where a stop string completes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

__all__ = ["IncrementalDecoder", "StopMatcher"]

_REPLACEMENT = "\ufffd"


class IncrementalDecoder:
    """Text deltas for a growing list of token ids that continues ``context_ids``."""

    def __init__(self, tokenizer: Any, context_ids: Sequence[int], *, window: int = 6) -> None:
        self.tokenizer = tokenizer
        self.ids: list[int] = list(context_ids[-window:])
        self.prefix_offset = 0
        self.read_offset = len(self.ids)

    def _decode(self, ids: Sequence[int]) -> str:
        return self.tokenizer.decode(ids, skip_special_tokens=True, clean_up_tokenization_spaces=False)

    def push(self, token_id: int) -> str:
        """Add one token; return the text it completes (may be empty)."""
        self.ids.append(token_id)
        prefix = self._decode(self.ids[self.prefix_offset : self.read_offset])
        full = self._decode(self.ids[self.prefix_offset :])
        if len(full) > len(prefix) and not full.endswith(_REPLACEMENT):
            self.prefix_offset, self.read_offset = self.read_offset, len(self.ids)
            return full[len(prefix) :]
        return ""

    def flush(self) -> str:
        """Whatever is still held back (an incomplete character becomes U+FFFD)."""
        prefix = self._decode(self.ids[self.prefix_offset : self.read_offset])
        full = self._decode(self.ids[self.prefix_offset :])
        self.prefix_offset = self.read_offset = len(self.ids)
        return full[len(prefix) :] if len(full) > len(prefix) else ""


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
