"""An ask's events turned into the answer's text, in answer order, as soon as it is final in that order.

Branches of an answer are written at the same time, but a chat client reads one text
from the start. :class:`OrderedAnswer` streams the *head* of the answer live: point 1
(or PASTA's text before its first promise) as its tokens arrive; point 2 is held until
point 1 ends, then flushed at once and streamed live, and so on. The text it yields,
joined, is the ask's ``result.answer`` (SoT's ``N. Title: text`` lines, PASTA's main text
with each branch in its promise's place, a direct answer; a branch cut short keeps its
text and the ``[...]`` mark, a SoT point that failed its number and placeholder). A PASTA branch whose text the model wrapped in tags streams
once it ends, when its tags can be taken out.

SoT points stream only once two points have started (or the plan is ready): before
that the skeleton may still turn out unusable, and the answer then comes directly.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable

from sot.orchestrator.events import (
    AnswerDelta,
    BranchDelta,
    BranchDone,
    BranchFailed,
    BranchStarted,
    Done,
    Event,
    PlanReady,
    RouteDecided,
)
from sot.orchestrator.result import CUT_MARK, TOKEN_BOUND, failed_mark
from sot.text import StopMatcher

__all__ = ["AnswerStream", "OrderedAnswer", "StopFilter", "Trim"]


class Trim:
    """Text with leading whitespace dropped and trailing whitespace held until more text follows."""

    __slots__ = ("held", "sent", "started")

    def __init__(self) -> None:
        self.started = False
        self.held = ""
        self.sent = ""

    def feed(self, text: str) -> str:
        if not self.started:
            text = text.lstrip()
            if not text:
                return ""
            self.started = True
        body = text.rstrip()
        if not body:
            self.held += text
            return ""
        out, self.held = self.held + body, text[len(body) :]
        self.sent += out
        return out


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


def _answer_branches(mode: str) -> bool:
    """Whether ``mode``'s branches write answer text (``auto``: not known yet, assume so)."""
    from sot.modes import REGISTRY

    info = REGISTRY.get(mode)
    return info is None or info.branches_in_answer


class _Branch:
    __slots__ = ("deltas", "error", "final", "finish_reason", "index", "status", "title")

    def __init__(self, index: int, title: str) -> None:
        self.index = index
        self.title = title
        self.deltas: list[str] = []
        self.status: str | None = None  # "done" | "partial" | "failed" once it ended
        self.final = ""
        self.error: str | None = None
        self.finish_reason: str | None = None


class OrderedAnswer:
    """Feed it every event of one ask; it returns the text to send now (often ``""``).

    ``mode`` is the mode the ask runs in (``auto`` until a ``RouteDecided`` says otherwise).
    """

    def __init__(self, mode: str = "auto") -> None:
        self.mode = mode
        self.out = Trim()
        self.texts: dict[int, list[str]] = defaultdict(list)  # main text by slot (branches before it)
        self.branches: dict[int, _Branch] = {}
        self.known = 0  # branches known to exist, in answer order
        self.slot = 0  # the head: text slot ``slot``, then branch ``slot``
        self.in_branch = False
        self.texts_sent = 0
        self.head = Trim()  # the head branch's own text
        self.head_deltas = 0
        self.head_open = False  # a SoT head whose "N. Title" line was sent
        self.numbered = 0
        self.parallel_open = False  # SoT: points may stream (two started, or the plan ready)
        self.fallback = False

    @property
    def text(self) -> str:
        """Everything returned so far."""
        return self.out.sent

    def feed(self, event: Event) -> str:
        if isinstance(event, (BranchStarted, BranchDelta, BranchDone, BranchFailed)) and not _answer_branches(
            self.mode
        ):
            return ""  # working notes (map-reduce's parts), not answer text
        if isinstance(event, RouteDecided):
            self.mode = event.mode
        elif isinstance(event, AnswerDelta):
            slot = event.after if self.mode == "pasta" else 0
            self.texts[slot].append(event.text)
            self.known = max(self.known, slot)
        elif isinstance(event, BranchStarted):
            self.branches.setdefault(event.index, _Branch(event.index, event.title)).title = event.title
            self.known = max(self.known, event.index + 1)
            if event.index >= 1:
                self.parallel_open = True
        elif isinstance(event, BranchDelta):
            self._branch(event.index).deltas.append(event.text)
        elif isinstance(event, BranchDone):
            branch = self._branch(event.index)
            branch.status, branch.final, branch.finish_reason = "done", event.text, event.finish_reason
        elif isinstance(event, BranchFailed):  # cut after writing some text: kept, marked
            branch = self._branch(event.index)
            branch.status = "partial" if event.partial_text.strip() else "failed"
            branch.final, branch.error = event.partial_text, event.error
        elif isinstance(event, PlanReady):
            if self.mode in ("auto", "direct"):
                self.mode = event.mode
            if not event.points and self.mode == "sot":  # no usable skeleton: the answer comes directly
                self._reset_for_fallback()
            elif self.mode == "sot":  # (PASTA: an authored plan is ready before its text streams)
                self.known = max(self.known, len(event.points))
                self.parallel_open = True
        elif isinstance(event, Done):
            return self._pump(final=True)
        return self._pump()

    # ------------------------------------------------------------------ internals
    def _branch(self, index: int) -> _Branch:
        return self.branches.setdefault(index, _Branch(index, ""))

    def _reset_for_fallback(self) -> None:
        self.fallback = True
        self.branches.clear()
        self.known, self.slot, self.in_branch, self.texts_sent = 0, 0, False, 0
        self.mode = "direct"

    def _pump(self, *, final: bool = False) -> str:
        out: list[str] = []
        while True:
            if not self.in_branch:
                pieces = self.texts.get(self.slot, [])
                while self.texts_sent < len(pieces):
                    out.append(self.out.feed(pieces[self.texts_sent]))
                    self.texts_sent += 1
                ready = self.known > self.slot and (self.mode != "sot" or self.parallel_open or final)
                if not ready:
                    break
                self.in_branch, self.head, self.head_deltas, self.head_open = True, Trim(), 0, False
                continue
            branch = self.branches.get(self.slot)
            ended = branch is not None and branch.status is not None
            if branch is not None:
                out.append(self._live(branch))
            if not (ended or final):
                break
            if branch is not None and ended:
                out.append(self._end(branch))
            self.slot += 1
            self.in_branch, self.texts_sent = False, 0
        return "".join(out)

    def _live(self, branch: _Branch) -> str:
        """The head branch's new text (PASTA: held once the model writes a tag)."""
        new = branch.deltas[self.head_deltas :]
        self.head_deltas = len(branch.deltas)
        if self.mode == "pasta" and "<" in "".join(branch.deltas):
            return ""
        body = "".join(self.head.feed(piece) for piece in new)
        return self._emit(branch, body)

    def _end(self, branch: _Branch) -> str:
        if branch.status == "failed":  # a SoT point keeps its number, with its placeholder
            return self._emit(branch, failed_mark(branch.index, branch.error)) if self.mode == "sot" else ""
        final = branch.final
        if self.mode == "pasta":
            from sot.orchestrator.pasta_mode import clean_branch_text

            final = clean_branch_text(final)
        else:
            final = final.strip()
        if branch.status == "partial" or (branch.finish_reason == TOKEN_BOUND and final):
            final = final + CUT_MARK if final else ""
        sent = self.head.sent
        rest = final[len(sent) :] if final.startswith(sent) else ""
        text = self._emit(branch, rest)
        if self.mode == "sot" and not self.head_open:  # a point with no text: its title alone
            text += self._open(branch, with_text=False)
        return text

    def _emit(self, branch: _Branch, body: str) -> str:
        if not body:
            return ""
        if self.mode != "sot":
            return self.out.feed(body)
        head = "" if self.head_open else self._open(branch, with_text=True)
        return head + self.out.feed(body)

    def _open(self, branch: _Branch, *, with_text: bool) -> str:
        """SoT: the point's ``N. Title`` (and ``: `` before its text), on its own line."""
        self.head_open = True
        self.numbered += 1
        line = f"{self.numbered}. {branch.title}" + (": " if with_text else "")
        return self.out.feed(("\n" if self.numbered > 1 else "") + line)


class AnswerStream:
    """The answer as :class:`~sot.orchestrator.events.AnswerText` pieces, from every event of one
    ask: what :func:`~sot.orchestrator.ask.run_ask` emits beside its events.

    Without a reply frame the pieces are :class:`OrderedAnswer`'s (the head streamed live).
    With one (``prefix``: the framed reply's part that is final now, see
    :func:`~sot.orchestrator.support.reply.reply_prefix`) they are its greeting and each section once
    the sections before it are written; the hand-over notice and the sign-off come at the
    end. At ``Done`` whatever the final answer adds to what was sent follows (a cut mark, the
    points held behind a cut one, the sign-off), so joined, the pieces are ``result.answer``.
    """

    def __init__(self, mode: str = "auto", prefix: Callable[[], str] | None = None) -> None:
        self.ordered = OrderedAnswer(mode)
        self.prefix = prefix
        self.sent = ""
        #: the final answer did not continue what was sent (a defect): nothing can be taken back
        self.diverged = False

    def feed(self, event: Event) -> str:
        if isinstance(event, Done):  # the rest of the final answer (not the live flush: a cut
            final = event.result.answer  # branch ended with no event of its own is marked there)
            if not final.startswith(self.sent):
                self.diverged = True
                return ""
            text = final[len(self.sent) :]
        elif self.prefix is not None:
            text = self._framed(event)
        else:
            text = self.ordered.feed(event)
        self.sent += text
        return text

    def _framed(self, event: Event) -> str:
        assert self.prefix is not None
        now = self.prefix()
        if len(now) > len(self.sent) and now.startswith(self.sent):
            return now[len(self.sent) :]
        return ""
