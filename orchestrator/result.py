"""The result of an ask: the ordered answer, each branch's status, timings and usage.

``AskResult.model_dump()`` is exactly the JSON that ``sot ask --json`` prints.

A branch ends ``done`` (it finished), ``partial`` (it was cut after writing some text: the
text is kept, in the answer too) or ``failed`` (it wrote nothing). ``AskResult.error``
names what cut the ask short when the answer is built from what had finished (a plan or
main text that failed for good after points had started, the deadline, an interrupt).

Nothing missing is silent: a SoT point that failed keeps its number in the answer with a
placeholder (``3. Title: [point 3 failed: rate limited]``, :func:`failed_mark`); a
branch's kept text ends in :data:`CUT_MARK` when an error cut it, in :data:`DEADLINE_MARK`
when the deadline did, in :data:`INTERRUPTED_MARK` when the caller's interrupt did (Ctrl-C);
each branch's ``reason`` says the same in a few words.

The loop guard (the local engine's ``repeat`` finish) ends a generation that only repeats
itself, wherever its last token fell: its text is trimmed back to its last whole word
(:func:`whole_words`), and the answer's status says it was trimmed for repetition
(``looped``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, computed_field

if TYPE_CHECKING:
    pass

__all__ = [
    "CUT_MARK",
    "DEADLINE_MARK",
    "INTERRUPTED",
    "INTERRUPTED_MARK",
    "LOOP_GUARD",
    "TOKEN_BOUND",
    "AskResult",
    "BranchResult",
    "Ending",
    "ReplyInfo",
    "RouteInfo",
    "Timings",
    "UsageInfo",
    "answer_text",
    "cut_mark",
    "failed_mark",
    "mark_for",
    "short_reason",
    "whole_words",
]

#: ends the text of a ``partial`` branch in the answer, so a reader sees where it was cut
CUT_MARK = " [...]"
#: ends the text of a branch the deadline cut (its error starts with ``"deadline"``)
DEADLINE_MARK = " … [cut at deadline]"
#: the error of what the caller's interrupt cut (Ctrl-C: :class:`~sot.orchestrator.ask.Interrupt`)
INTERRUPTED = "interrupted"
#: ends the text of a branch the caller's interrupt cut
INTERRUPTED_MARK = " … [interrupted]"

_HTTP_STATUS = re.compile(r"\bHTTP (\d{3})\b")


def short_reason(error: str | None) -> str:
    """A few words for why a branch did not finish, from its error: ``rate limited``,
    ``HTTP 503``, ``timed out``, ``connection failed``, ``deadline``, else the error's start."""
    if not error:
        return "unknown error"
    lowered = error.lower()
    if lowered.startswith("deadline"):
        return "deadline"
    if lowered.startswith(INTERRUPTED):
        return INTERRUPTED
    status = _HTTP_STATUS.search(error)
    if status is not None:
        return "rate limited" if status.group(1) == "429" else f"HTTP {status.group(1)}"
    for words in ("timed out", "connection failed", "cancelled"):
        if words in lowered:
            return words
    flat = " ".join(error.split())
    return flat if len(flat) <= 60 else flat[:59] + "…"


#: the finish reason of a generation the loop guard ended (the local engine's ``repeat_tokens``):
#: the model only repeated itself; its text is trimmed back to its last whole word
LOOP_GUARD = "repeat"
#: the finish reason of a generation a token bound cut: the answer is not whole (the loop guard's
#: ``repeat`` ends a model that only repeats itself, and counts as the answer's end)
TOKEN_BOUND = "length"
#: finish reasons that mean a generation was ended before its model ended it (a token bound,
#: the loop guard): the text is trimmed back to its last whole sentence where a reply needs one
CUT_FINISH = frozenset({TOKEN_BOUND, LOOP_GUARD})

#: letters and digits of scripts that write spaces between words (not CJK, kana, hangul, whose
#: characters each end a word), and the apostrophes and hyphens inside a word
_WORD = r"(?:[^\W_\u2e80-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]|['’-])"
_TRAILING_WORD = re.compile(_WORD + r"+$")
#: what opens what follows, and so may not end a text cut back to a word (with whitespace)
_OPENERS = "([{<“‘«•–—-"
#: markdown's marks (emphasis, heading, quote, code, list): they open what follows where they
#: start a word
_MARKS = re.compile(r"(?:^|(?<=\s))[*_#>`~|+]+$")


def whole_words(text: str) -> str:
    """``text`` up to its last whole word, for a text whose end may be mid-word: a generation
    the loop guard ended, or one still being written (what of it may stream).

    A word at the very end (letters, digits, ``'`` and ``-``, with no space or punctuation
    after it) may be cut, so it goes, and with it the whitespace and what opens a phrase
    before it (``(``, quotes, list marks, markdown's ``*``/``#``...). A text ending in
    whitespace or in punctuation that closes a word (``,``, ``.``, ``)``...) ends whole. For a
    longer text, the result only grows: ``whole_words(a + b)`` starts with ``whole_words(a)``.
    """
    if text and not text[-1].isspace():
        word = _TRAILING_WORD.search(text)
        if word is not None:
            text = text[: word.start()]
    while True:
        cut = text.rstrip().rstrip(_OPENERS)
        cut = _MARKS.sub("", cut)
        if cut == text:
            return text
        text = cut


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class BranchResult(_Model):
    index: int
    title: str
    text: str
    status: Literal["done", "partial", "failed"]
    error: str | None = None
    started_s: float | None = None
    finished_s: float | None = None
    completion_tokens: int = 0
    #: how its generation ended, as the provider said: ``stop``, ``length`` (a token bound),
    #: ``repeat`` (the local loop guard)...; ``None`` when it did not end
    finish_reason: str | None = None

    @computed_field  # type: ignore[prop-decorator]
    @property
    def reason(self) -> str | None:
        """Why it did not finish, in a few words (:func:`short_reason` of ``error``); ``None`` when done."""
        return None if self.status == "done" else short_reason(self.error)


def mark_for(error: str | None) -> str:
    """What ends a text ``error`` cut: :data:`DEADLINE_MARK` where the deadline cut it,
    :data:`INTERRUPTED_MARK` where the caller's interrupt did, else :data:`CUT_MARK`."""
    error = error or ""
    if error.startswith("deadline"):
        return DEADLINE_MARK
    return INTERRUPTED_MARK if error.startswith(INTERRUPTED) else CUT_MARK


def cut_mark(branch: BranchResult) -> str:
    """What ends the kept text of a ``partial`` branch (:func:`mark_for` its error)."""
    return mark_for(branch.error)


def failed_mark(index: int, error: str | None) -> str:
    """The placeholder of point ``index`` (0-based) that gave no text: ``[point 3 failed: rate limited]``
    (``[point 3 interrupted]`` where the caller's interrupt cut it before it wrote anything)."""
    reason = short_reason(error)
    return f"[point {index + 1} {INTERRUPTED}]" if reason == INTERRUPTED else f"[point {index + 1} failed: {reason}]"


def answer_text(branch: BranchResult | None, clean: Callable[[str], str] = str.strip) -> str | None:
    """The text ``branch`` gives the answer (``clean``-ed): a finished branch's text (ending in
    :data:`CUT_MARK` where a token bound ended it), a partial one's ending in
    :func:`cut_mark`; ``None`` when it gives nothing."""
    if branch is None or branch.status == "failed":
        return None
    text = clean(branch.text)
    if branch.status == "partial":
        return text + cut_mark(branch) if text else None
    if branch.finish_reason == TOKEN_BOUND and text:  # ended by a token bound, mid-way
        return text + CUT_MARK
    return text


class Timings(_Model):
    total_s: float
    plan_s: float | None = None
    first_token_s: float | None = None
    #: seconds this ask spent measuring the backend's speed for the cost model (a local
    #: engine's first use on this machine, at most about half a second; 0: none)
    calibrate_s: float = 0.0


class UsageInfo(_Model):
    prompt_tokens: int = 0
    completion_tokens: int = 0
    #: the ask's tokens the local engine drafted and verified (``local?draft=auto|ngram``), and
    #: those of them the model chose: each accepted token is one the engine did not decode alone
    drafted_tokens: int = 0
    accepted_tokens: int = 0
    #: the tokens, in and out, a direct answer to this ask would take: measured for a direct
    #: answer, else estimated as its direct prompt's tokens plus this answer's (``None``: unknown)
    direct_tokens: int | None = None

    @computed_field  # type: ignore[prop-decorator]
    @property
    def overhead(self) -> float | None:
        """What this answer cost over a direct one: its tokens in and out over
        ``direct_tokens`` (1.0 for a direct answer; ``None`` where either is unknown)."""
        total = self.prompt_tokens + self.completion_tokens
        if not total or not self.direct_tokens:
            return None
        return round(total / self.direct_tokens, 3)


class RouteInfo(_Model):
    mode: str
    #: the probability that parallel answering suits the question (the router's), or the template's 0/1
    score: float
    router: str
    #: why this mode, in a few words: the cost model's verdict where it was asked, else the router's or the template's
    reason: str | None = None
    #: the cost model's predicted seconds (``direct_s``, ``parallel_s``) and where its figures came from
    predicted: dict[str, float | str] | None = None
    #: which tier found the request's own items (``grammar``, ``learned``: the local finder),
    #: whether or not items answer it; ``None``: neither found any (routing never asks the model)
    tier: str | None = None


#: why an answer is incomplete (:attr:`Ending.cause`), in the order :meth:`Ending.of` checks them
Cause = Literal["interrupted", "deadline", "failed_parts", "backend_error", "max_tokens"]


class Ending(_Model):
    """How an ask ended: the one rule behind ``sot ask``'s exit code and ``--json`` ``status``,
    and the gateway's ``finish_reason`` / ``stop_reason`` and ``sot.ending``.

    ==================  ===========  ====  ===============  ===============  ======================
    how it ended        status       exit  finish_reason    stop_reason      mark in the text
    ==================  ===========  ====  ===============  ===============  ======================
    every part ended    complete     0     ``stop``         ``end_turn``     none
    the loop guard      looped       0     ``stop``         ``end_turn``     none (trimmed to a word)
    a token bound       incomplete   1     ``length``       ``max_tokens``   ``[...]``
    the deadline        incomplete   1     ``length``       ``max_tokens``   ``… [cut at deadline]``
    a part failed       incomplete   1     ``length``       ``max_tokens``   ``[...]`` / placeholder
    the backend failed  incomplete   1     ``length``       ``max_tokens``   ``[...]``
    an interrupt        interrupted  130   ``length``       ``max_tokens``   ``… [interrupted]``
    ==================  ===========  ====  ===============  ===============  ======================

    The loop guard ends a generation that only repeats itself: what came before the repeats
    is the answer, so it counts as the answer's end (exit 0, and ``stop`` / ``end_turn``,
    valid ends for both APIs), but its text was trimmed back to its last whole word, and the
    status says so: ``looped`` (its parts are listed in ``looped``, and each keeps
    ``finish_reason: repeat``). Every other early end leaves the answer not whole:
    ``length`` (``max_tokens``) is the one reason both APIs have for an answer that stopped
    before its end, and clients read it as "the text is cut"; ``cause`` says which cut it was.
    An interrupt (Ctrl-C in ``sot ask``, :class:`~sot.orchestrator.ask.Interrupt`) ends the
    ask as its deadline would, and ``sot ask`` exits 130.
    A client's own stop string is the client's end (``stop`` / ``stop_sequence``; the gateway's).
    """

    status: Literal["complete", "looped", "incomplete", "interrupted"]
    #: what left the answer not whole (``None`` when complete): ``interrupted`` (the caller's
    #: interrupt), ``deadline``, ``failed_parts`` (a branch or part that did not finish),
    #: ``backend_error`` (the main call failed after it began), ``max_tokens`` (a token bound
    #: ended a part mid-way)
    cause: Cause | None = None
    exit_code: Literal[0, 1, 130]
    finish_reason: Literal["stop", "length"]
    stop_reason: Literal["end_turn", "max_tokens"]
    #: the parts the loop guard ended (``"answer"``, ``"point N"``), each trimmed to its last whole word
    looped: list[str] = Field(default_factory=list)

    @classmethod
    def of(cls, result: AskResult) -> Ending:
        error = result.error or ""
        cause: Cause | None = None
        if error.startswith(INTERRUPTED) or any((b.error or "").startswith(INTERRUPTED) for b in result.failed):
            cause = "interrupted"
        elif error.startswith("deadline") or any((b.error or "").startswith("deadline") for b in result.failed):
            cause = "deadline"
        elif result.failed:
            cause = "failed_parts"
        elif error:
            cause = "backend_error"
        elif result.cut_short:
            cause = "max_tokens"
        whole = cause is None
        looped = result._parts(frozenset({LOOP_GUARD}))
        status: Literal["complete", "looped", "incomplete", "interrupted"]
        code: Literal[0, 1, 130]
        if cause == "interrupted":
            status, code = "interrupted", 130
        elif not whole:
            status, code = "incomplete", 1
        else:
            status, code = ("looped" if looped else "complete"), 0
        return cls(
            status=status,
            cause=cause,
            exit_code=code,
            finish_reason="stop" if whole else "length",
            stop_reason="end_turn" if whole else "max_tokens",
            looped=looped,
        )


class ReplyInfo(_Model):
    """What a template's reply frame adds to an ask's result: the support templates' escalation
    check (every field at its default where the template has none)."""

    #: a human agent must take over: the template's escalation policy was met (``reason`` says which rule)
    escalate: bool = False
    reason: str | None = None
    #: every rule of the policy the message met (``reason`` is the first)
    rules: list[str] = Field(default_factory=list)
    #: the escalation check could not give its verdict (a refused or failed request): ``escalate``
    #: then holds only what the keyword rules found
    error: str | None = None


class AskResult(_Model):
    answer: str
    mode: str
    model: str
    skeleton: list[str] = Field(default_factory=list)
    branches: list[BranchResult] = Field(default_factory=list)
    timings: Timings
    usage: UsageInfo = Field(default_factory=UsageInfo)
    route: RouteInfo | None = None
    fallback: bool = False  # SoT/PASTA plan was unusable and the answer came directly
    #: why the plan was unusable, when ``fallback``
    fallback_reason: str | None = None
    #: the planning call's raw reply (SoT's skeleton, PASTA's main text with its tags), as the model wrote it
    plan_text: str | None = None
    #: the plan in a few words, where the mode says it (items: how many, what kind, which tier found them)
    plan_about: str | None = None
    template: str | None = None
    #: the template's ``version:`` (``None`` without a template)
    template_version: str | None = None
    #: what cut the ask short, when the answer was put together from what had finished
    error: str | None = None
    #: what the template's reply frame adds (the support templates: their escalation check)
    reply: ReplyInfo = Field(default_factory=lambda: ReplyInfo())
    #: how the answer's main generation ended (a direct answer, PASTA's main text): ``stop``,
    #: ``length`` (a token bound), ``repeat`` (the loop guard)...
    finish_reason: str | None = None
    #: parts of the plan with no place in the answer, each with why: a support reply's points
    #: without a section (:func:`sot.orchestrator.support.reply.dropped_points`), items mode's
    #: generated items that repeated an earlier one
    dropped: list[str] = Field(default_factory=list)
    #: the ask's settings, each as ``{"value": ..., "from": ...}``: decided once from the call, the
    #: caller's defaults, the template, the environment and config file, or sot's defaults
    #: (:func:`~sot.orchestrator.settings.resolve`); what its first event announced
    settings: dict[str, dict[str, Any]] = Field(default_factory=dict)
    #: where the model ran, as the provider describes it (``name``; the local backend adds
    #: ``engine``, ``device``, ``gpu_layers``... once its model is loaded)
    backend: dict[str, Any] = Field(default_factory=dict)

    @property
    def failed(self) -> list[BranchResult]:
        """Branches that did not finish: cut with their text kept (``partial``) or with none."""
        return [b for b in self.branches if b.status != "done"]

    def _parts(self, finish: frozenset[str]) -> list[str]:
        """The parts of the answer whose generation ended with one of ``finish``: ``"answer"``
        for the main text, ``"point N"`` for a branch of the answer (not map-reduce's notes)."""
        from sot.orchestrator.modes import REGISTRY

        parts = ["answer"] if self.finish_reason in finish else []
        mode = REGISTRY.get(self.mode)
        if mode is not None and not mode.branches_in_answer:  # working notes (map-reduce), not answer text
            return parts
        return parts + [f"point {b.index + 1}" for b in self.branches if b.finish_reason in finish]

    @computed_field  # type: ignore[prop-decorator]
    @property
    def cut_short(self) -> list[str]:
        """The parts of the answer a token bound ended mid-way (``max_tokens``): ``"answer"``
        for the main text, ``"point N"`` for a branch; empty when every part ended on its own."""
        return self._parts(frozenset({TOKEN_BOUND}))

    @computed_field  # type: ignore[prop-decorator]
    @property
    def ending(self) -> Ending:
        """How the answer ended, by the one rule every front end reads (:class:`Ending`)."""
        return Ending.of(self)

    @property
    def ok(self) -> bool:
        return not self.failed and self.error is None
