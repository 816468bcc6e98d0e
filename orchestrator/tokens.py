"""Tokens and window fitting: how long a text is in tokens, and whether a prompt fits the window.

A provider with a tokenizer at hand counts a text itself (:meth:`Provider.count_tokens`);
one without (a remote API) is estimated by one rule, :func:`estimate_tokens`: about 4
characters a token, which ordinary English takes with the common BPE tokenizers. Where a
text must not overflow the model's window (a part map-reduce sizes, a prompt checked
against the window), the estimate errs long: 3 characters a token, rounded up.
:func:`count_tokens` takes the provider's count where it has one, else the estimate; every
mode, the cost model and the gateway count through it.

The window check: :func:`check_fit` weighs the ask's direct prompt, with room for its
answer, against the provider's window (:class:`Fit`); an unknown window (a remote API) is
taken as :data:`ASSUMED_WINDOW` where a prompt must be sized, and as fitting otherwise.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sot.defaults import DEFAULT_MAX_TOKENS
from sot.providers.base import Message, Provider, Window

if TYPE_CHECKING:
    from sot.orchestrator.context import AskContext

__all__ = [
    "ANSWER_ROOM",
    "ASSUMED_WINDOW",
    "CHARS_PER_TOKEN",
    "CHARS_PER_TOKEN_LONG",
    "MESSAGE_TOKENS",
    "Fit",
    "check_fit",
    "count_tokens",
    "counter",
    "estimate_tokens",
    "messages_tokens",
]

#: characters a token, about, where no tokenizer is at hand (English text, a BPE tokenizer)
CHARS_PER_TOKEN = 4
#: characters a token where the estimate errs long: a window that must not overflow
CHARS_PER_TOKEN_LONG = 3
#: where the provider does not know its window (remote APIs): prompts are sized for this one
ASSUMED_WINDOW = Window(tokens=8192)
#: a chat template's own tokens around each message
MESSAGE_TOKENS = 8
#: room kept for the answer when checking whether a prompt fits (``max_tokens``, at most sot's
#: default bound of one generation)
ANSWER_ROOM = DEFAULT_MAX_TOKENS


def estimate_tokens(text: str, *, err_long: bool = False) -> int:
    """``text``'s tokens without a tokenizer: :data:`CHARS_PER_TOKEN` characters a token,
    at least 1. ``err_long``: :data:`CHARS_PER_TOKEN_LONG` characters a token, rounded up,
    for a text that must fit a window (an estimate that errs long never overflows it)."""
    if err_long:
        return max(1, -(-len(text) // CHARS_PER_TOKEN_LONG))
    return max(1, len(text) // CHARS_PER_TOKEN)


def count_tokens(provider: Provider, text: str, *, err_long: bool = False) -> int:
    """``text``'s tokens as ``provider`` counts them where it has a tokenizer at hand, else
    :func:`estimate_tokens` (``err_long`` as there)."""
    counted = provider.count_tokens(text)
    return counted if counted is not None else estimate_tokens(text, err_long=err_long)


def counter(provider: Provider) -> Callable[[str], int]:
    """A text's tokens on ``provider``, for sizing text to its window: its own count, else
    the estimate that errs long."""

    def count(text: str) -> int:
        return count_tokens(provider, text, err_long=True)

    return count


def messages_tokens(provider: Provider, messages: Sequence[Message]) -> int:
    """The tokens ``messages`` take in a prompt on ``provider``: each message's text (erring
    long without a tokenizer) and :data:`MESSAGE_TOKENS` around it."""
    count = counter(provider)
    return sum(count(m.content) + MESSAGE_TOKENS for m in messages)


@dataclass(frozen=True)
class Fit:
    """Whether the ask's direct prompt fits the provider's window with room to answer."""

    prompt_tokens: int
    window: Window | None

    @property
    def fits(self) -> bool:
        return self.window is None or self.prompt_tokens <= self.window.tokens


async def check_fit(ctx: AskContext) -> Fit:
    """How many tokens the ask's direct prompt takes, with room for its answer, against the
    provider's window (``window`` ``None``: the provider does not know it, and anything fits).
    Loads a local model (the answer needs it next anyway)."""
    window = await ctx.provider.window()
    if window is None:
        return Fit(0, None)
    direct = ctx.request(ctx.ask.prompts.direct_messages(ctx.ask.question), purpose="direct")
    room = min(ctx.ask.max_tokens, ANSWER_ROOM)
    return Fit(messages_tokens(ctx.provider, direct.messages) + room, window)
