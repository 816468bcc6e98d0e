"""The result of an ask: the ordered answer, each branch's status, timings and usage.

``AskResult.model_dump()`` is exactly the JSON that ``sot ask --json`` prints.

A branch ends ``done`` (it finished), ``partial`` (it was cut after writing some text: the
text is kept, in the answer too) or ``failed`` (it wrote nothing). ``AskResult.error``
names what cut the ask short when the answer is built from what had finished (a plan or
main text that failed for good after points had started).

Nothing missing is silent: a SoT point that failed keeps its number in the answer with a
placeholder (``3. Title: [point 3 failed: rate limited]``, :func:`failed_mark`); a
branch's kept text ends in :data:`CUT_MARK` when an error cut it, in :data:`DEADLINE_MARK`
when the deadline did; each branch's ``reason`` says the same in a few words.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, computed_field

if TYPE_CHECKING:
    from sot.pasta_lang.ir import TaskGraph

__all__ = [
    "CUT_MARK",
    "DEADLINE_MARK",
    "AskResult",
    "BranchResult",
    "RouteInfo",
    "Timings",
    "UsageInfo",
    "answer_text",
    "branch_outputs",
    "cut_mark",
    "failed_mark",
    "short_reason",
]

#: ends the text of a ``partial`` branch in the answer, so a reader sees where it was cut
CUT_MARK = " [...]"
#: ends the text of a branch the deadline cut (its error starts with ``"deadline"``)
DEADLINE_MARK = " … [cut at deadline]"

_HTTP_STATUS = re.compile(r"\bHTTP (\d{3})\b")


def short_reason(error: str | None) -> str:
    """A few words for why a branch did not finish, from its error: ``rate limited``,
    ``HTTP 503``, ``timed out``, ``connection failed``, ``deadline``, else the error's start."""
    if not error:
        return "unknown error"
    lowered = error.lower()
    if lowered.startswith("deadline"):
        return "deadline"
    status = _HTTP_STATUS.search(error)
    if status is not None:
        return "rate limited" if status.group(1) == "429" else f"HTTP {status.group(1)}"
    for words in ("timed out", "connection failed", "cancelled"):
        if words in lowered:
            return words
    flat = " ".join(error.split())
    return flat if len(flat) <= 60 else flat[:59] + "…"


#: finish reasons that mean a generation was ended before its model ended it
CUT_FINISH = frozenset({"length", "repeat"})


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


def cut_mark(branch: BranchResult) -> str:
    """What ends the kept text of a ``partial`` branch: :data:`DEADLINE_MARK` when the
    deadline cut it, else :data:`CUT_MARK`."""
    return DEADLINE_MARK if (branch.error or "").startswith("deadline") else CUT_MARK


def failed_mark(index: int, error: str | None) -> str:
    """The placeholder of point ``index`` (0-based) that gave no text: ``[point 3 failed: rate limited]``."""
    return f"[point {index + 1} failed: {short_reason(error)}]"


def answer_text(branch: BranchResult | None, clean: Callable[[str], str] = str.strip) -> str | None:
    """The text ``branch`` gives the answer (``clean``-ed): a finished branch's text, a
    partial one's ending in :func:`cut_mark`; ``None`` when it gives nothing."""
    if branch is None or branch.status == "failed":
        return None
    text = clean(branch.text)
    if branch.status == "partial":
        return text + cut_mark(branch) if text else None
    return text


def branch_outputs(graph: TaskGraph, branches: Mapping[int, BranchResult]) -> dict[str, str]:
    """What each branch of ``graph`` gives its answer, by node id (:func:`answer_text`; PASTA
    text without tags). A SoT point that ended with no text gives its placeholder
    (:func:`failed_mark`); a branch that never started gives nothing."""
    from sot.pasta_lang.incremental import clean_branch_text

    clean = clean_branch_text if graph.mode == "pasta" else str.strip
    out: dict[str, str] = {}
    for node in graph.branches:
        result = branches.get(node.index or 0)
        text = answer_text(result, clean)
        if text is None and result is not None and graph.mode == "sot":
            text = failed_mark(result.index, result.error)
        if text is not None:
            out[node.id] = text
    return out


class Timings(_Model):
    total_s: float
    plan_s: float | None = None
    first_token_s: float | None = None


class UsageInfo(_Model):
    prompt_tokens: int = 0
    completion_tokens: int = 0


class RouteInfo(_Model):
    mode: str
    #: the probability that parallel answering suits the question (the router's), or the template's 0/1
    score: float
    router: str
    #: why this mode: the backend cost model's verdict where it was asked
    reason: str | None = None
    #: the cost model's predicted seconds (``direct_s``, ``parallel_s``) and where its figures came from
    predicted: dict[str, float | str] | None = None


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
    template: str | None = None
    #: what cut the ask short, when the answer was put together from what had finished
    error: str | None = None
    #: a human agent must take over: the template's escalation policy was met (``escalate_reason`` says which rule)
    escalate: bool = False
    escalate_reason: str | None = None
    #: how the answer's main generation ended (a direct answer, PASTA's main text): ``stop``,
    #: ``length`` (a token bound), ``repeat`` (the loop guard)...
    finish_reason: str | None = None
    #: where the model ran, as the provider describes it (``name``; the local backend adds
    #: ``engine``, ``device``, ``gpu_layers``... once its model is loaded)
    backend: dict[str, Any] = Field(default_factory=dict)

    @property
    def failed(self) -> list[BranchResult]:
        """Branches that did not finish: cut with their text kept (``partial``) or with none."""
        return [b for b in self.branches if b.status != "done"]

    @computed_field  # type: ignore[prop-decorator]
    @property
    def cut_short(self) -> list[str]:
        """The parts of the answer a token bound or the loop guard ended mid-way: ``"answer"``
        for the main text, ``"point N"`` for a branch; empty when every part ended on its own."""
        from sot.modes import REGISTRY

        cut = ["answer"] if self.finish_reason in CUT_FINISH else []
        mode = REGISTRY.get(self.mode)
        if mode is not None and not mode.branches_in_answer:  # working notes (map-reduce), not answer text
            return cut
        return cut + [f"point {b.index + 1}" for b in self.branches if b.finish_reason in CUT_FINISH]

    @property
    def ok(self) -> bool:
        return not self.failed and self.error is None
