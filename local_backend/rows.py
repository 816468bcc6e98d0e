"""One generation in an engine's batch (a "row"), and the per-token rules every engine shares.

After each sampled token a row may bound its line (``line_max_tokens``), then turns the
token into text (the engine's incremental decoder), matches stop strings, guards against
loops (``repeat_tokens``) and checks its limits. :meth:`Row.accept` applies these rules
in that order and returns the step's :class:`~sot.local_backend.contract.EngineEvent`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from sot.local_backend.contract import EngineEvent, SamplingParams
from sot.providers.continuation import StopMatcher

__all__ = ["Row", "TextDecoder", "common_prefix"]


class TextDecoder(Protocol):
    """Incremental detokenization: text deltas for one token at a time."""

    def push(self, token_id: int) -> str: ...

    def flush(self) -> str: ...


def common_prefix(a: Sequence[int], b: Sequence[int]) -> int:
    """The length of the longest common prefix of ``a`` and ``b``."""
    n = min(len(a), len(b))
    i = 0
    while i < n and a[i] == b[i]:
        i += 1
    return i


@dataclass(eq=False)
class Row:
    """A generation's state: its prompt, the tokens in the cache, what it generated."""

    id: int
    prompt: list[int]
    params: SamplingParams
    messages: tuple[Any, ...] | None = None  # encoded at admission, in the engine's thread
    tokens: list[int] = field(default_factory=list)  # tokens whose KV is in the cache
    generated: list[int] = field(default_factory=list)
    next_token: int | None = None  # sampled, not yet fed
    reused: int = 0
    decoder: TextDecoder | None = None
    matcher: StopMatcher | None = None
    line_tokens: int = 0  # tokens generated since the last newline
    spans: set[tuple[int, ...]] = field(default_factory=set)  # generated spans of repeat_tokens tokens
    done: bool = False

    def start(self, decoder: TextDecoder) -> None:
        """Ready the row to generate (at admission)."""
        self.decoder = decoder
        self.matcher = StopMatcher(self.params.stop)

    def bound_line(self, token: int, is_eos: bool, newlines: Callable[[], tuple[frozenset[int], int]]) -> int:
        """``token``, or a newline when the row's line has reached ``line_max_tokens``.

        ``newlines()`` gives the ids whose text holds a newline and the id of ``"\\n"``.
        """
        cap = self.params.line_max_tokens
        if cap is None or is_eos:
            return token
        ids, newline = newlines()
        if token not in ids and self.line_tokens >= cap:
            token = newline
        self.line_tokens = 0 if token in ids else self.line_tokens + 1
        return token

    def repeats(self) -> bool:
        """True when the newest ``repeat_tokens`` generated tokens were generated before, in order."""
        n = self.params.repeat_tokens
        if not n or len(self.generated) < n:
            return False
        span = tuple(self.generated[-n:])
        if span in self.spans:
            return True
        self.spans.add(span)
        return False

    def accept(self, token: int, *, is_eos: bool, context_full: bool) -> EngineEvent | None:
        """Record the sampled ``token``; the event for this step (``None`` when it has no text yet)."""
        assert self.decoder is not None and self.matcher is not None
        self.generated.append(token)
        finish = None
        text, text_stopped = "", False
        if is_eos and not self.params.ignore_eos:
            finish = "stop"
        else:
            text, stopped = self.matcher.feed(self.decoder.push(token))
            if stopped:
                finish, text_stopped = "stop", True
            elif self.repeats():
                finish = "repeat"
            elif len(self.generated) >= self.params.max_tokens or context_full:
                finish = "length"
        if finish is not None:
            self.done, self.next_token = True, None
            if not (finish == "stop" and text_stopped):  # a stop string drops the rest
                tail, stopped = self.matcher.feed(self.decoder.flush())
                text += tail + ("" if stopped else self.matcher.flush())
                finish = "stop" if stopped else finish
        else:
            self.next_token = token
        if not (text or finish):
            return None
        return EngineEvent(
            self.id, text, finish,
            prompt_tokens=len(self.prompt), completion_tokens=len(self.generated), reused_tokens=self.reused,
        )
