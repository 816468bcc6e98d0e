"""A bound on what one stream may send, whatever the backend does with ``max_tokens``.

A backend that ignores ``max_tokens`` (or streams forever: no end, no newline) would hold
a branch, and with it the ask, until its deadline. :class:`BoundedProvider` ends such a
stream itself, as the backend should have: once it has sent clearly more than the request
allows, the stream ends with ``finish_reason="length"`` and the connection is closed. The
bound is generous (twice the tokens in text pieces, sixteen characters a token), so a
backend that honours ``max_tokens`` never meets it. Natively batched groups (the local
backend) bound their own rows and pass through. Every ask's provider is wrapped in one
(:func:`sot.orchestrator.pool.wrap_for_ask`), outside the retries and the limiter of
:mod:`sot.providers.wrappers`.
"""

from __future__ import annotations

from collections.abc import AsyncGenerator
from contextlib import aclosing

from sot.providers.base import Chunk, GenerationRequest, StreamEnd, TextDelta
from sot.providers.wrappers import WrapperProvider

__all__ = ["BoundedProvider", "stream_bound"]


def stream_bound(request: GenerationRequest) -> tuple[int, int]:
    """(text pieces, characters) past which a reply to ``request`` is cut."""
    return 2 * request.max_tokens + 16, 16 * request.max_tokens + 256


class BoundedProvider(WrapperProvider):
    """Ends a stream that runs past :func:`stream_bound` of its request (``finish_reason="length"``)."""

    async def stream(self, request: GenerationRequest) -> AsyncGenerator[Chunk, None]:
        max_pieces, max_chars = stream_bound(request)
        pieces = chars = 0
        async with aclosing(self.inner.stream(request)) as chunks:
            async for chunk in chunks:
                yield chunk
                if isinstance(chunk, TextDelta):
                    pieces += 1
                    chars += len(chunk.text)
                    if pieces > max_pieces or chars > max_chars:
                        yield StreamEnd(finish_reason="length")
                        return
