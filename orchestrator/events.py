"""Events an ask emits as it runs; the CLI, ``sot.stream()`` and the benchmarks consume them.

Every event carries ``t``: seconds since the ask started (monotonic clock).
Order: ``AskStarted`` -> ``RouteDecided``? -> ``PlanDelta``* -> ``PlanReady`` -> (``BranchStarted`` ->
``BranchDelta``* -> ``BranchDone`` | ``BranchFailed``)* interleaved with ``AnswerDelta``*
-> ``Done``. Beside them, ``AnswerText`` events carry the answer itself in answer order, as
soon as each piece is final: joined, their texts are ``Done``'s ``result.answer`` (what a chat
client shows; the other events are how it was written). Direct mode emits only ``AnswerDelta``\\ s and ``Done``. Branches may start
before ``PlanReady``: in SoT mode (pipelined, the default) each point starts as soon as
its skeleton line is written; in PASTA mode the main text streams as ``AnswerDelta``\\ s
and branches start while it goes on. ``PlanReady`` (with every point or promised topic)
comes when the plan or main text ends.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from sot.orchestrator.result import AskResult

__all__ = [
    "AnswerDelta",
    "AnswerText",
    "AskStarted",
    "BranchDelta",
    "BranchDone",
    "BranchFailed",
    "BranchStarted",
    "Done",
    "Event",
    "PlanDelta",
    "PlanReady",
    "RouteDecided",
]


@dataclass(frozen=True, slots=True, kw_only=True)
class Event:
    t: float


@dataclass(frozen=True, slots=True, kw_only=True)
class AskStarted(Event):
    """The ask is set up, before any model call: its settings, resolved once
    (:func:`~sot.orchestrator.settings.resolve`), for every consumer to read: the model it asks, the mode (``auto`` until a ``RouteDecided`` picks one), the
    template, if any, and the backend."""

    model: str
    mode: str
    template: str | None = None
    #: where the model runs, as the provider describes it before any call (``name``; the local
    #: backend: ``loaded: false`` until its model loads; the result's ``backend`` says the rest)
    backend: dict[str, Any] = field(default_factory=dict)
    #: every setting as ``{"value": ..., "from": ...}``: where it came from (``call``, ``alias``,
    #: ``client``, ``template``, ``plan``, ``env``, ``config``, ``default``); the result's ``settings``
    settings: dict[str, dict[str, Any]] = field(default_factory=dict)


@dataclass(frozen=True, slots=True, kw_only=True)
class RouteDecided(Event):
    """Auto mode picked ``mode``; ``score`` is the probability that parallel answering suits the question."""

    mode: str
    score: float
    router: str
    reason: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class PlanDelta(Event):
    """Raw text of the planning call as it streams (the skeleton being written)."""

    text: str


@dataclass(frozen=True, slots=True, kw_only=True)
class PlanReady(Event):
    """The plan is parsed: ``points`` are the branch titles in answer order (empty: fallback to
    direct). Map-reduce's plan (its parts) also says what it reads before reading it: the
    ``tokens`` of the text, and ``estimate_s``, the seconds it is predicted to take on this
    backend (from the provider's speed, measured or assumed). ``about``: the plan in a few words,
    where the mode says it (items: "5 questions (list, found by the tagger)")."""

    mode: str
    points: tuple[str, ...]
    tokens: int | None = None
    estimate_s: float | None = None
    about: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class AnswerDelta(Event):
    """Text of the main answer stream (direct mode, fallback, PASTA main text).

    ``after``: in PASTA mode, how many promised branches come before this text in the
    answer (its place among the branch slots), so a consumer can stream the answer in
    order; 0 elsewhere.
    """

    text: str
    after: int = 0


@dataclass(frozen=True, slots=True, kw_only=True)
class AnswerText(Event):
    """The next piece of the answer, in answer order, once it is final: a SoT point once the
    points before it are written, a customer reply's sections with their greeting, cut marks
    where a part was cut. Joined, every ``AnswerText`` of an ask is its ``result.answer``; the
    last comes just before ``Done``."""

    text: str


@dataclass(frozen=True, slots=True, kw_only=True)
class BranchStarted(Event):
    index: int
    title: str


@dataclass(frozen=True, slots=True, kw_only=True)
class BranchDelta(Event):
    index: int
    text: str


@dataclass(frozen=True, slots=True, kw_only=True)
class BranchDone(Event):
    index: int
    text: str
    #: how its generation ended: ``stop``, ``length`` (a token bound: its text is marked as
    #: cut in the answer), ``repeat`` (the loop guard)...
    finish_reason: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class BranchFailed(Event):
    index: int
    error: str
    partial_text: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class Done(Event):
    result: AskResult
