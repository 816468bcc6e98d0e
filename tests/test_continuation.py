"""Remote replies as continuations: echoed prefills removed, stop strings after leading whitespace."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from sot.providers.base import Chunk, StreamEnd, TextDelta, Usage
from sot.providers.continuation import continuation, server_stops
from sot.text import StopMatcher

pytestmark = pytest.mark.anyio


class Reply:
    """A server reply in pieces; remembers whether it was closed before its end."""

    def __init__(self, *pieces: str, finish: str = "length") -> None:
        self.pieces, self.finish, self.closed_early = pieces, finish, False

    async def chunks(self) -> AsyncIterator[Chunk]:
        done = False
        try:
            for piece in self.pieces:
                yield TextDelta(piece)
            done = True
            yield StreamEnd(Usage(10, len(self.pieces)), self.finish)
        finally:
            self.closed_early = not done


async def collect(reply: Reply, prefill: str = "", stops: tuple[str, ...] = ()) -> tuple[str, StreamEnd]:
    text, end = "", None
    async for chunk in continuation(reply.chunks(), prefill=prefill, stops=stops):
        if isinstance(chunk, StreamEnd):
            end = chunk
        else:
            text += chunk.text
    assert end is not None
    return text, end


async def test_echoed_prefill_is_removed():
    reply = Reply("2. Arr", "ive early:", " Leave", " with time", " to spare.")
    text, end = await collect(reply, prefill="2. Arrive early:")
    assert text == " Leave with time to spare."
    assert end.usage == Usage(10, 5) and end.finish_reason == "length"


async def test_a_reply_that_only_looks_like_the_prefill_at_first_is_kept():
    text, _ = await collect(Reply("2. Arr", "ange your notes"), prefill="2. Arrive early:")
    assert text == "2. Arrange your notes"
    text, _ = await collect(Reply("2."), prefill="2. Arrive early:")  # ended while held back
    assert text == "2."
    text, _ = await collect(Reply(" Dress", " well"), prefill="1.")
    assert text == " Dress well"


async def test_a_leading_blank_line_does_not_end_the_reply():
    reply = Reply("\n\n", "Arriving", " early shows", " care.", "\n\n", "Here is", " more")
    text, end = await collect(reply, prefill="2. Arrive early:", stops=("\n\n", "\n3."))
    assert text == "\n\nArriving early shows care."
    assert end.finish_reason == "stop" and end.usage == Usage(0, 5)  # pieces streamed so far
    assert reply.closed_early  # the server's stream is closed at the stop


async def test_a_stop_split_across_pieces_is_found_and_never_emitted():
    reply = Reply("Sleep", " well.", "\n", "3", ". Eat")
    text, end = await collect(reply, stops=("\n3.",))
    assert text == "Sleep well." and end.finish_reason == "stop"


async def test_a_stop_in_the_last_held_text_ends_at_the_stream_end():
    text, end = await collect(Reply("Sleep well.\n", "\n"), stops=("\n\n",))
    assert text == "Sleep well." and end.finish_reason == "stop"


def test_servers_get_only_stops_that_cannot_match_leading_whitespace():
    assert server_stops(("\n\n", "\n3.", "</async>", "", "END")) == ["</async>", "END"]


def test_stop_matcher_holds_back_a_possible_stop():
    m = StopMatcher(("\n\n",))
    assert m.feed("\n") == ("\n", False)  # leading whitespace: the reply has not begun
    assert m.feed("Hi\n") == ("Hi", False)
    assert m.feed("\n") == ("", True)
