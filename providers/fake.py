"""A scriptable fake provider, shipped for users' own tests (and ours).

Replies come from, in order: a queue filled with :meth:`FakeProvider.enqueue`, else a
``responder`` callable, else a built-in responder that answers planning, branch and
direct requests with plausible text. Each reply streams word by word with
configurable delays; failures can be injected before or after the first token.

    fake = FakeProvider(token_delay=0.01)
    fake.enqueue("1. Speed\\n2. Cost")           # the skeleton
    fake.fail_next(ProviderStatusError("busy", status_code=503), times=1)
    FakeProvider(speed=Speed(first_token_s=0, decode_tok_s=150, step_ratio={8: 5.0}))  # a small CPU, to auto
    result = await sot.orchestrate("Why SoT?", provider=fake, mode="sot")

A final assistant message is a prefill: a reply that starts with it streams only what
follows it, as a model continuing the prefill would.

Every request seen is recorded in :attr:`FakeProvider.requests`; the highest number
of requests streaming at once in :attr:`FakeProvider.max_in_flight`.
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import AsyncGenerator, Callable
from dataclasses import dataclass

import anyio

from sot.errors import ConfigError, ProviderStatusError, SotError
from sot.providers.base import Chunk, GenerationRequest, Provider, Speed, StreamEnd, TextDelta, Usage, Window
from sot.text import StopMatcher

__all__ = ["FakeProvider", "FakeReply", "tokenize_words"]

_WORD = re.compile(r"\s*\S+|\s+")


def tokenize_words(text: str) -> list[str]:
    """Split text into word-sized pieces that join back to the text exactly."""
    return _WORD.findall(text)


@dataclass(frozen=True, kw_only=True)
class FakeReply:
    """One scripted reply.

    ``error`` raised before any token (or after ``fail_after`` tokens when set); after
    ``stall_after`` tokens the reply waits until it is cancelled (a deadline, a client leaving);
    ``token_delay`` / ``first_token_delay`` override the provider's; ``finish_reason``
    replaces ``stop`` as the reply's own end (``repeat``: as the local loop guard ends one).
    """

    text: str = ""
    error: SotError | None = None
    fail_after: int | None = None
    stall_after: int | None = None
    token_delay: float | None = None
    first_token_delay: float | None = None
    finish_reason: str | None = None


Responder = Callable[[GenerationRequest], "str | FakeReply"]


#: how a map or reduce prompt marks the part and each note (sot's default prompts)
_PART_OPEN, _PART_CLOSE, _NOTE_MARK = "<part>", "</part>", "<notes"


def _part_text(prompt: str) -> str:
    start = prompt.find(_PART_OPEN)
    end = prompt.find(_PART_CLOSE, start)
    return prompt[start + len(_PART_OPEN) : end] if start >= 0 and end > start else prompt


def _branch_reply(request: GenerationRequest, question: str) -> str:
    topic = request.topic.strip() or "this"
    return f"Here is the point on {topic}, expanded in two short sentences. It stays on topic."


def _map_reply(request: GenerationRequest, question: str) -> str:
    """Notes on one part of a long input: its first words."""
    part = _part_text(question)
    return f"Part {(request.branch or 0) + 1} notes: " + " ".join(part.split()[:8])


def _direct_reply(request: GenerationRequest, question: str) -> str:
    snippet = " ".join(question.split()[:12])
    return f"A direct answer to: {snippet}"


#: :func:`default_responder`'s reply by the request's purpose (from the request and its
#: last user message); any other purpose gets :func:`_direct_reply`
_REPLIES: dict[str, Callable[[GenerationRequest, str], str]] = {
    "skeleton": lambda request, question: "1. Background\n2. Main idea\n3. Practical steps\n4. Summary",
    "branch": _branch_reply,
    "pasta": lambda request, question: (
        "Here is an overview.\n"
        '<promise topic="first part" tokens="30"/>\n'
        '<promise topic="second part" tokens="30"/>\n'
        "<sync/>In short, both parts matter."
    ),
    "map": _map_reply,
    "reduce": lambda request, question: f"An answer drawn from {question.count(_NOTE_MARK)} notes.",
    "route": lambda request, question: "sot",
}


def default_responder(request: GenerationRequest) -> str:
    """Answers by the request's purpose, so `sot ask -m fake` shows the whole flow."""
    question = next((m.content for m in reversed(request.messages) if m.role == "user"), "")
    return _REPLIES.get(request.purpose, _direct_reply)(request, question)


class FakeProvider(Provider):
    """A provider that answers from a script, with delays and injected failures."""

    supports_prefill = True

    def __init__(
        self,
        replies: list[str | FakeReply] | None = None,
        *,
        responder: Responder | None = None,
        token_delay: float = 0.0,
        first_token_delay: float = 0.0,
        name: str = "fake",
        max_concurrency: int = 64,
        speed: Speed | None = None,
        window: Window | None = None,
    ) -> None:
        self.name = name
        self._window = window
        self.max_concurrency = max_concurrency
        self._speed = speed
        self.token_delay = token_delay
        self.first_token_delay = first_token_delay
        self.responder = responder or default_responder
        self._queue: deque[str | FakeReply] = deque(replies or [])
        self._failures: deque[SotError] = deque()
        self.requests: list[GenerationRequest] = []
        self.in_flight = 0
        self.max_in_flight = 0
        self.cancelled = 0
        self.completed = 0

    async def window(self) -> Window | None:
        """The ``window=`` it was given (in words, as it counts tokens), else unknown."""
        return self._window

    async def speed(self) -> Speed:
        """The ``speed=`` it was given (what auto's cost model reads), else a remote API's."""
        return self._speed if self._speed is not None else await super().speed()

    @classmethod
    def from_script(cls, path: str) -> FakeProvider:
        """A fake scripted by a JSON file, so CLI runs (``-m fake:script.json``) are testable.

        Keys: ``replies`` (list of strings, or objects with ``text``, ``fail_status``,
        ``fail_after``, ``token_delay``, ``finish_reason``), ``by_label`` (label prefix -> reply, e.g.
        ``"branch:1"``), ``token_delay``, ``first_token_delay``, ``window`` (the model's
        context in words, so a long input is answered in parts).
        """
        import json

        try:
            with open(path, encoding="utf-8") as fh:
                script = json.load(fh)
        except (OSError, ValueError) as exc:
            raise ConfigError(f"cannot read fake script {path}: {exc}") from exc
        if not isinstance(script, dict):
            raise ConfigError(f"fake script {path} must hold a JSON object")

        def reply(item) -> str | FakeReply:
            if isinstance(item, str):
                return item
            status = item.get("fail_status")
            error = ProviderStatusError(f"fake: scripted HTTP {status}", status_code=int(status)) if status else None
            return FakeReply(
                text=item.get("text", ""),
                error=error,
                fail_after=item.get("fail_after"),
                token_delay=item.get("token_delay"),
                finish_reason=item.get("finish_reason"),
            )

        by_label = {k: reply(v) for k, v in (script.get("by_label") or {}).items()}

        def responder(request: GenerationRequest) -> str | FakeReply:
            for prefix in sorted(by_label, key=len, reverse=True):
                if request.label.startswith(prefix):
                    return by_label[prefix]
            return default_responder(request)

        window = script.get("window")
        if window is not None and not (isinstance(window, int) and window > 0):
            raise ConfigError(f"fake script {path}: window must be a positive number of tokens (words)")
        return cls(
            [reply(r) for r in script.get("replies", [])],
            window=Window(window) if window else None,
            responder=responder,
            token_delay=float(script.get("token_delay", 0.0)),
            first_token_delay=float(script.get("first_token_delay", 0.0)),
            name=f"fake:{path}",
        )

    # ------------------------------------------------------------------ scripting
    def enqueue(self, *replies: str | FakeReply) -> FakeProvider:
        self._queue.extend(replies)
        return self

    def fail_next(self, error: SotError | None = None, *, times: int = 1) -> FakeProvider:
        """Make the next ``times`` requests fail before their first token."""
        err = error or ProviderStatusError("fake: service unavailable", status_code=503, provider=self.name)
        self._failures.extend([err] * times)
        return self

    # ------------------------------------------------------------------ protocol
    def _next_reply(self, request: GenerationRequest) -> FakeReply:
        if self._failures:
            return FakeReply(error=self._failures.popleft())
        item = self._queue.popleft() if self._queue else self.responder(request)
        return item if isinstance(item, FakeReply) else FakeReply(text=item)

    def count_tokens(self, text: str) -> int | None:
        """Words, as this provider counts its tokens."""
        return len(tokenize_words(text))

    async def stream(self, request: GenerationRequest) -> AsyncGenerator[Chunk, None]:
        self.requests.append(request)
        reply = self._next_reply(request)
        self.in_flight += 1
        self.max_in_flight = max(self.max_in_flight, self.in_flight)
        try:
            first = reply.first_token_delay if reply.first_token_delay is not None else self.first_token_delay
            delay = reply.token_delay if reply.token_delay is not None else self.token_delay
            if first:
                await anyio.sleep(first)
            if reply.error is not None and reply.fail_after is None:
                raise reply.error
            text = reply.text
            prefill = request.prefill.strip()
            if prefill and text.startswith(prefill):  # a reply that repeats the prefill continues it
                text = text[len(prefill) :]
            if request.line_max_tokens:
                text = _bound_lines(text, request.line_max_tokens)
            words = tokenize_words(text)
            stopped = "stop"
            if len(words) > request.max_tokens:
                words, stopped = words[: request.max_tokens], "length"
            matcher = StopMatcher(request.stop)  # after leading whitespace, as the local backend does
            out = ""
            for i, word in enumerate(words):
                if reply.error is not None and reply.fail_after is not None and i >= reply.fail_after:
                    raise reply.error
                if reply.stall_after is not None and i >= reply.stall_after:
                    await anyio.sleep_forever()
                if delay and i:
                    await anyio.sleep(delay)
                piece, hit = matcher.feed(word)
                if piece:
                    out += piece
                    yield TextDelta(piece)
                if hit:  # ended by the stop string, before any word limit
                    stopped = "stop"
                    break
            else:
                if tail := matcher.flush():
                    out += tail
                    yield TextDelta(tail)
            if reply.error is not None and reply.fail_after is not None and reply.fail_after >= len(words):
                raise reply.error
            prompt_tokens = sum(len(tokenize_words(m.content)) for m in request.messages)
            if stopped == "stop" and reply.finish_reason:
                stopped = reply.finish_reason
            yield StreamEnd(Usage(prompt_tokens, len(tokenize_words(out))), stopped)
            self.completed += 1
        except anyio.get_cancelled_exc_class():
            self.cancelled += 1
            raise
        finally:
            self.in_flight -= 1


def _bound_lines(text: str, most: int) -> str:
    """Every line cut after ``most`` words, as a model whose long lines are ended for it goes on
    with its next line."""
    lines = []
    for line in text.split("\n"):
        words = tokenize_words(line)
        lines.append("".join(words[:most]))
    return "\n".join(lines)
