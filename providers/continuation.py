"""Replies as continuations: stop strings matched the way sot means them, an echoed prefill removed.

sot's stop strings (a blank line that ends a point, the next point's number) match only
once a reply has begun, after its leading whitespace: a reply that opens with a blank line
is not a finished point. Servers apply stop strings from the first character, so the
remote providers send them only the stop strings that cannot match leading whitespace
(:func:`server_stops`) and leave every stop string to :func:`continuation`, which also
removes a prefill that some compatible servers (llama.cpp) echo at the start of a reply.
Both use :class:`sot.text.StopMatcher`, as the local backend does.
"""

from __future__ import annotations

from collections.abc import AsyncGenerator, Sequence
from contextlib import aclosing

from sot.providers.base import Chunk, StreamEnd, TextDelta, Usage
from sot.text import StopMatcher

__all__ = ["continuation", "server_stops"]


def server_stops(stops: Sequence[str]) -> list[str]:
    """The stop strings a server may apply itself: those that cannot match leading whitespace."""
    return [s for s in stops if s and not s[0].isspace()]


async def continuation(
    chunks: AsyncGenerator[Chunk, None], *, prefill: str, stops: Sequence[str]
) -> AsyncGenerator[Chunk, None]:
    """``chunks`` (a remote reply) as the continuation of ``prefill``, ended at ``stops``.

    A reply that starts by repeating the prefill has it removed. When a stop string ends
    the reply here, the server's stream is closed and the usage reports the text pieces
    streamed so far as completion tokens (servers stream about one token per piece).
    """
    matcher = StopMatcher(stops)
    echo: str | None = prefill or None  # text held while it may still be the prefill repeated
    held = ""
    pieces = 0
    async with aclosing(chunks) as inner:
        async for chunk in inner:
            if isinstance(chunk, StreamEnd):
                tail, stopped = matcher.feed(held)
                tail += "" if stopped else matcher.flush()
                if tail:
                    yield TextDelta(tail)
                yield StreamEnd(chunk.usage, "stop" if stopped else chunk.finish_reason)
                return
            pieces += 1
            text = chunk.text
            if echo is not None:
                held += text
                if echo.startswith(held) and len(held) < len(echo):
                    continue
                text = held[len(echo) :] if held.startswith(echo) else held
                echo, held = None, ""
            out, stopped = matcher.feed(text)
            if out:
                yield TextDelta(out)
            if stopped:
                yield StreamEnd(Usage(0, pieces), "stop")
                return
