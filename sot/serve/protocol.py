"""uvicorn's HTTP/1.1 protocol, with a bound on how long a request's head may take.

uvicorn closes a keep-alive connection left idle after a response, but a connection that
was opened and never sent a request, or that sends its request line and headers a byte at a
time (slowloris), is held as long as the client likes: a few hundred of them and the
gateway takes no one else. :class:`HeadTimeoutProtocol` gives every connection
``header_timeout_s`` (``limits.header_timeout_s``) from its opening, and again from each
response's end, to deliver a whole request head; past that it is closed (a body the answer
went out without reading, trickled on after it, counts as the next head's time). A
request's body and its answer are not timed here (the app bounds the body's size and time,
``limits.max_body_bytes`` and ``limits.body_timeout_s``; the ask's deadline the answer).
"""

from __future__ import annotations

import asyncio
from typing import Any

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

__all__ = ["HeadTimeoutProtocol", "with_head_timeout"]


class HeadTimeoutProtocol(H11Protocol):
    """:class:`H11Protocol` closing a connection whose request head is not whole in time."""

    header_timeout_s: float = 10.0

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._head_timer: asyncio.TimerHandle | None = None

    def _arm(self) -> None:
        self._disarm()
        self._head_timer = self.loop.call_later(self.header_timeout_s, self._head_timed_out)

    def _disarm(self) -> None:
        if self._head_timer is not None:
            self._head_timer.cancel()
            self._head_timer = None

    def _head_timed_out(self) -> None:
        self._head_timer = None
        if not self.transport.is_closing():
            self.transport.close()

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._arm()

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        if self._head_timer is None or self.conn.their_state is h11.IDLE:
            return
        # the head is whole: the request is read and answered; but a body still arriving after
        # its answer went out (a route that reads none, a refusal) runs on the clock of the next head
        if self.conn.our_state is h11.SEND_RESPONSE:
            self._disarm()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if not self.transport.is_closing():
            self._arm()  # the next request's head, on a kept-alive connection

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        super().connection_lost(exc)


def with_head_timeout(seconds: float) -> type[HeadTimeoutProtocol]:
    """:class:`HeadTimeoutProtocol` with ``seconds`` for a request's head."""
    return type("HeadTimeoutProtocol", (HeadTimeoutProtocol,), {"header_timeout_s": seconds})
