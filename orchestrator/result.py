"""The result of an ask: the ordered answer, each branch's status, timings and usage.

``AskResult.model_dump()`` is exactly the JSON that ``sot ask --json`` prints.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["AskResult", "BranchResult", "RouteInfo", "Timings", "UsageInfo"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class BranchResult(_Model):
    index: int
    title: str
    text: str
    status: Literal["done", "failed"]
    error: str | None = None
    started_s: float | None = None
    finished_s: float | None = None
    completion_tokens: int = 0


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

    @property
    def failed(self) -> list[BranchResult]:
        return [b for b in self.branches if b.status == "failed"]

    @property
    def ok(self) -> bool:
        return not self.failed
