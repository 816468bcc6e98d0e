"""The state one ask carries through its modes: provider, prompts, limits, clock, events."""

from __future__ import annotations

import time
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from sot.orchestrator.events import Event
from sot.orchestrator.result import BranchResult
from sot.providers.base import GenerationRequest, Message, Provider, Purpose, Usage
from sot.templates.prompts import PromptSet

if TYPE_CHECKING:
    from sot.orchestrator.support.reply import Reply
    from sot.pasta_lang.ir import TaskGraph
    from sot.templates.template import BoundTemplate

__all__ = ["AskContext", "EventSink", "with_context", "with_history"]

EventSink = Callable[[Event], Awaitable[None]]


async def _drop(event: Event) -> None:
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


@dataclass(kw_only=True)
class AskContext:
    """Everything a mode needs; modes never see CLI flags or SDK arguments."""

    #: what every prompt sees: the question, after the text it is about where one was given
    question: str
    provider: Provider
    model: str
    prompts: PromptSet
    max_points: int = 10
    max_tokens: int = 512
    #: the bound of one branch (SoT point, PASTA promise); ``max_tokens`` bounds main streams
    branch_max_tokens: int = 192
    plan_max_tokens: int = 128
    #: a skeleton point is a short phrase: where the provider can, a plan line ends after this many tokens
    plan_line_tokens: int = 20
    temperature: float = 0.0
    #: nucleus sampling and seed of every request (``None``: the provider's default, unseeded)
    top_p: float | None = None
    seed: int | None = None
    #: SoT: expand each point as soon as its skeleton line is written (else after the whole
    #: plan); ``None``: as the provider prefers (:meth:`~sot.providers.base.Provider.pipelines`)
    pipeline: bool | None = None
    #: earlier conversation turns: every request carries them (see :func:`with_history`)
    history: tuple[Message, ...] = ()
    #: the question alone and the text it is about, as the caller gave them (map-reduce splits the text)
    query: str = ""
    context: str | None = None
    #: the ask's template, bound (map-reduce splits a long variable of it)
    template: BoundTemplate | None = None
    #: an authored PASTA-LANG plan (PASTA mode)
    plan: str | None = None
    sink: EventSink = _drop
    #: this ask's id, on every request it makes (a routing key for cache-aware routers)
    ask_id: str = field(default_factory=lambda: uuid.uuid4().hex)
    started: float = field(default_factory=time.monotonic)
    usage: Usage = field(default_factory=Usage)
    first_token_s: float | None = None
    plan_s: float | None = None
    # filled in by the mode as it goes, so a deadline or Ctrl-C never loses finished work
    mode: str = "direct"
    #: the mode's task graph (SoT points, PASTA text and promises), growing while its main stream runs
    graph: TaskGraph | None = None
    branches: dict[int, BranchResult] = field(default_factory=dict)
    #: parts of the plan the answer leaves out, each with why (``"item 3 (tagline 3 of 5): it repeated item 1"``)
    dropped: list[str] = field(default_factory=list)
    #: what the ask's mode keeps for its answer beyond the graph (the items mode: the request's split)
    mode_state: Any = None
    #: the text of each branch so far, by index (the executor's; a branch's result holds it once it ends)
    live: dict[int, list[str]] = field(default_factory=dict)
    main_text: str = ""
    fallback: bool = False
    #: why a plan was unusable (with ``fallback``), and the planning call's raw reply
    fallback_reason: str | None = None
    plan_text: str | None = None
    #: SoT: how many times the plan was asked again after it repeated a point
    replans: int = 0
    #: how the answer's main generation ended (a direct answer)
    finish_reason: str | None = None
    #: what cut the main text (a direct answer, PASTA's main text, map-reduce's answer) before it
    #: ended, set by the ask at its end: ``"deadline"`` or the error; ``None`` when it was not cut
    main_cut: str | None = None
    #: what the mode answered without, in a few words (map-reduce: the parts that failed)
    error: str | None = None
    #: a template's reply frame: the answer is put inside it (see :mod:`sot.orchestrator.answer`)
    reply: Reply | None = None
    #: a template's ``hand_over_only`` policy met: the reply is the hand-over line, with no body
    handed_over: bool = False

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
    ) -> GenerationRequest:
        """A request of this ask; a trailing assistant prefill is dropped where the provider can't continue one."""
        messages = with_history(tuple(messages), self.history)
        if messages and messages[-1].role == "assistant" and not self.provider.supports_prefill:
            messages = messages[:-1]
        return GenerationRequest(
            messages=messages,
            max_tokens=max_tokens or self.max_tokens,
            temperature=self.temperature,
            top_p=self.top_p,
            seed=self.seed,
            stop=tuple(stop),
            purpose=purpose,
            branch=branch,
            topic=topic,
            ask_id=self.ask_id,
            mode=self.mode,
        )
