"""The result of an ask: the ordered answer, each branch's status, timings and usage.

``AskResult.model_dump()`` is exactly the JSON that ``sot ask --json`` prints.

A branch ends ``done`` (it finished), ``partial`` (it was cut after writing some text: the
text is kept, in the answer too) or ``failed`` (it wrote nothing). ``AskResult.error``
names what cut the ask short when the answer is built from what had finished (a plan or
main text that failed for good after points had started).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["CUT_MARK", "AskResult", "BranchResult", "RouteInfo", "Timings", "UsageInfo", "answer_text"]

#: ends the text of a ``partial`` branch in the answer, so a reader sees where it was cut
CUT_MARK = " [...]"


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


def answer_text(branch: BranchResult | None, clean=str.strip) -> str | None:
    """The text ``branch`` gives the answer (``clean``-ed): a finished branch's text, a
    partial one's ending in :data:`CUT_MARK`; ``None`` when it gives nothing."""
    if branch is None or branch.status == "failed":
        return None
    text = clean(branch.text)
    if branch.status == "partial":
        return text + CUT_MARK if text else None
    return text


class Timings(_Model):
    total_s: float
    plan_s: float | None = None
    first_token_s: float | None = None


class UsageInfo(_Model):
    prompt_tokens: int = 0
    completion_tokens: int = 0


class RouteInfo(_Model):
    mode: str
    score: float
    router: str


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
    template: str | None = None
    #: what cut the ask short, when the answer was put together from what had finished
    error: str | None = None

    @property
    def failed(self) -> list[BranchResult]:
        """Branches that did not finish: cut with their text kept (``partial``) or with none."""
        return [b for b in self.branches if b.status != "done"]

    @property
    def ok(self) -> bool:
        return not self.failed and self.error is None
