"""One ask in progress: what was asked (frozen), its provider, clock and events, and what its mode fills in."""

from __future__ import annotations

import time
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TypeVar

from sot.orchestrator.events import Event
from sot.orchestrator.frame import PLAIN, Frame
from sot.orchestrator.result import BranchResult
from sot.providers.base import GenerationRequest, Message, Provider, Purpose, Usage

if TYPE_CHECKING:
    from sot.orchestrator.settings import ResolvedAsk
    from sot.pasta_lang.ir import TaskGraph

__all__ = ["AskContext", "EventSink", "ModeState", "drop", "with_context", "with_history"]

EventSink = Callable[[Event], Awaitable[None]]


async def drop(event: Event) -> None:
    """An event sink that keeps nothing."""
    return None


def with_context(question: str, context: str | None) -> str:
    """The question every prompt sees when it comes with a text (``sot ask``'s piped stdin):
    the text between ``<context>`` and ``</context>`` lines, a blank line, then the question."""
    if context is None or not context.strip():
        return question
    return f"<context>\n{context.strip()}\n</context>\n\n{question}"


def with_history(messages: tuple[Message, ...], history: tuple[Message, ...]) -> tuple[Message, ...]:
    """A prompt's ``messages`` with earlier conversation turns before the prompt's own turns.

    The prompt's leading system message stays first and takes in the history's system
    text; the history's user and assistant turns follow it, then the rest of the prompt
    (its user turn, an assistant prefill). Every mode builds its requests through
    :meth:`AskContext.request`, so the conversation reaches the plan, each branch and a
    direct answer alike, and sibling branches keep one shared prefix.
    """
    if not history:
        return messages
    head = 0
    while head < len(messages) and messages[head].role == "system":
        head += 1
    system = [m.content for m in messages[:head]] + [m.content for m in history if m.role == "system" and m.content]
    lead = (Message("system", "\n\n".join(system)),) if system else ()
    turns = tuple(m for m in history if m.role != "system")
    return (*lead, *turns, *messages[head:])


class ModeState:
    """What a mode keeps for its answer beyond the task graph, one subclass per mode that
    keeps anything (the items mode: the request's split; SoT: how often it planned again).
    A mode reads its own with :meth:`AskContext.state_of`, typed."""


S = TypeVar("S", bound=ModeState)


@dataclass(kw_only=True)
class AskContext:
    """One ask in progress: what was asked (:attr:`ask`, frozen, decided once by
    :func:`~sot.orchestrator.settings.resolve`), the provider it asks, and what the modes fill
    in as they go, so a deadline or Ctrl-C never loses finished work. Modes never see CLI
    flags or SDK arguments."""

    ask: ResolvedAsk
    provider: Provider
    sink: EventSink = drop
    #: what the ask's template puts around the answer (a support reply), else the plain frame
    frame: Frame = PLAIN
    #: this ask's id, on every request it makes (a routing key for cache-aware routers)
    ask_id: str = field(default_factory=lambda: uuid.uuid4().hex)
    started: float = field(default_factory=time.monotonic)
    usage: Usage = field(default_factory=Usage)
    first_token_s: float | None = None
    plan_s: float | None = None
    #: the mode answering (``auto`` resolved)
    mode: str = "direct"
    #: the mode's task graph (SoT points, PASTA text and promises), growing while its main stream runs
    graph: TaskGraph | None = None
    branches: dict[int, BranchResult] = field(default_factory=dict)
    #: parts of the plan the answer leaves out, each with why (``"item 3 (tagline 3 of 5): it repeated item 1"``)
    dropped: list[str] = field(default_factory=list)
    #: what the ask's mode keeps for its answer beyond the graph (:meth:`state_of`)
    state: ModeState | None = None
    #: the text of each branch so far, by index (the executor's; a branch's result holds it once it ends)
    live: dict[int, list[str]] = field(default_factory=dict)
    main_text: str = ""
    fallback: bool = False
    #: why a plan was unusable (with ``fallback``), and the planning call's raw reply
    fallback_reason: str | None = None
    plan_text: str | None = None
    #: the plan in a few words, where the mode says it (``PlanReady.about``: "5 questions (list, found by the tagger)")
    plan_about: str | None = None
    #: how the answer's main generation ended (a direct answer)
    finish_reason: str | None = None
    #: what cut the main text (a direct answer, PASTA's main text, map-reduce's answer) before it
    #: ended, set by the ask at its end: ``"deadline"`` or the error; ``None`` when it was not cut
    main_cut: str | None = None
    #: what the mode answered without, in a few words (map-reduce: the parts that failed)
    error: str | None = None

    @property
    def model(self) -> str:
        """The provider's name (``provider:model``)."""
        return self.provider.name

    def state_of(self, kind: type[S]) -> S | None:
        """The mode's own state when it is a ``kind`` (the mode that set it), else ``None``."""
        return self.state if isinstance(self.state, kind) else None

    def now(self) -> float:
        """Seconds since the ask started."""
        return time.monotonic() - self.started

    async def emit(self, event_type: type[Event], **fields) -> None:
        await self.sink(event_type(t=self.now(), **fields))

    def saw_text(self) -> None:
        """Record the time of the first answer token (plan text does not count)."""
        if self.first_token_s is None:
            self.first_token_s = self.now()

    def add_usage(self, usage: Usage) -> None:
        self.usage = self.usage + usage

    @property
    def points(self) -> tuple[str, ...]:
        """The branch titles so far, in answer order (SoT points, PASTA topics)."""
        return tuple(n.title for n in self.graph.branches) if self.graph is not None else ()

    def request(
        self,
        messages,
        *,
        purpose: Purpose,
        branch: int | None = None,
        topic: str = "",
        max_tokens: int | None = None,
        stop=(),
        adapter: str | None = None,
    ) -> GenerationRequest:
        """A request of this ask (``adapter``: a named adapter it is written for, see
        :attr:`~sot.providers.base.GenerationRequest.adapter`); a trailing assistant prefill is
        dropped where the provider can't continue one."""
        ask = self.ask
        messages = with_history(tuple(messages), ask.history)
        if messages and messages[-1].role == "assistant" and not self.provider.supports_prefill:
            messages = messages[:-1]
        return GenerationRequest(
            messages=messages,
            max_tokens=max_tokens or ask.max_tokens,
            temperature=ask.temperature,
            top_p=ask.top_p,
            seed=ask.seed,
            stop=tuple(stop),
            purpose=purpose,
            branch=branch,
            topic=topic,
            ask_id=self.ask_id,
            mode=self.mode,
            adapter=adapter,
        )
