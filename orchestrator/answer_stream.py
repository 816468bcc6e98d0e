"""The answer as it streams: the part of the ask's answer that is final now, sent as it grows.

Branches of an answer are written at the same time, but a chat client reads one text from
the start. After every event of an ask, :class:`AnswerStream` asks the ask's mode for its
answer as final now (:func:`sot.orchestrator.answer.answer_of` with ``final=False``: the
mode's ``answer``, inside a template's reply frame where there is one) and sends what is
new; at ``Done`` it sends what the whole answer adds (cut marks, the parts held behind a
part still being written, a reply's sign-off). A mode's answer final now is always the
start of its later answers, so joined, the pieces are ``result.answer``.

:class:`StopFilter` ends a streamed answer at a client's own stop strings (the gateway's).
"""

from __future__ import annotations

from sot.orchestrator.answer import answer_of
from sot.orchestrator.context import AskContext
from sot.orchestrator.events import Done, Event, PlanDelta
from sot.text import StopMatcher

__all__ = ["AnswerStream", "StopFilter"]


class StopFilter:
    """Ends the answer at the first of the client's ``stop`` strings (never sending part of one)."""

    def __init__(self, stops: tuple[str, ...]) -> None:
        self.stops = stops
        self.matcher = StopMatcher(stops)
        self.hit = False
        self.seen = ""
        #: the stop string that ended the answer
        self.matched: str | None = None

    def feed(self, text: str) -> str:
        if self.hit or not text:
            return ""
        self.seen += text
        out, self.hit = self.matcher.feed(text)
        if self.hit:
            found = [(self.seen.find(s), s) for s in self.stops if s in self.seen]
            self.matched = min(found)[1] if found else None
        return out

    def flush(self) -> str:
        return "" if self.hit else self.matcher.flush()


class AnswerStream:
    """The answer of the ask ``ctx`` as :class:`~sot.orchestrator.events.AnswerText` pieces:
    feed it every event, it returns the text to send now (often ``""``)."""

    def __init__(self, ctx: AskContext) -> None:
        self.ctx = ctx
        self.sent = ""

    def feed(self, event: Event) -> str:
        if isinstance(event, PlanDelta):  # the plan is not the answer
            return ""
        now = event.result.answer if isinstance(event, Done) else answer_of(self.ctx, final=False)
        if len(now) <= len(self.sent):
            return ""
        text = now[len(self.sent) :]
        self.sent = now
        return text
