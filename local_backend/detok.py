"""Streaming text out of token ids: incremental detokenization.

:class:`IncrementalDecoder` turns one token at a time into text deltas. It decodes a
short window that starts a few tokens back (so a word's leading space survives) and
holds back text while it ends in an incomplete UTF-8 sequence, so no delta ever carries
a broken character. Stop strings are matched by
:class:`sot.text.StopMatcher`, shared with the remote providers.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

__all__ = ["IncrementalDecoder"]

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
