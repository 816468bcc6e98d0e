"""What a parallel answer costs in tokens against a direct one, and auto's caps on it.

A parallel answer sends the question (and the plan) once per stream and writes a little more
than a direct answer (:data:`~sot.orchestrator.routing.cost.LENGTH_FACTOR`): on a hosted API,
billed by the token and limited by the minute, that is its price. :func:`predicted_tokens`
estimates the tokens, in and out, of each mode from the cost model's own figures (every prompt
counted whole, as an API bills it). :func:`capped` turns auto's parallel choice to ``direct``,
with the reason said, where the ask's ``max_overhead`` (``1.3``: at most 30% more tokens than a
direct answer) would be passed, or where the backend's per-minute budget
(:class:`~sot.providers.base.BackendLoad` ``requests_left``, ``tokens_left``) has no room for
the fan-out once the others' share is kept: the requests waiting for the budget now, and what
the asks arriving (``asks_per_s``) will send in the next :data:`RESERVE_S` seconds, a request
and a direct answer's tokens each. The requests left are also at most the minute's limit less
those sent in the last minute (an API counting over a sliding minute). So once the budget, not
the latency, is the limit, auto answers directly, and a fan-out goes out only where it fits
with room for the others. What an ask really took is in its result (``usage.overhead``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sot.orchestrator.modes import get_mode
from sot.orchestrator.routing.cost import (
    EXPECTED_ANSWER_TOKENS,
    EXPECTED_POINTS,
    ITEM_LENGTH_FACTOR,
    LENGTH_FACTOR,
    PLAN_PROMPT_TOKENS,
    POINT_PROMPT_TOKENS,
    SKELETON_LINE_TOKENS,
)
from sot.orchestrator.tokens import count_tokens

if TYPE_CHECKING:
    from sot.orchestrator.result import RouteInfo
    from sot.providers.base import BackendLoad, Provider

__all__ = ["RESERVE_S", "budget_short", "capped", "predicted_tokens"]

#: seconds of the others' arrivals a fan-out must leave the budget room for
RESERVE_S = 10.0


def predicted_tokens(
    mode: str,
    *,
    question_tokens: int,
    answer_tokens: int = EXPECTED_ANSWER_TOKENS,
    points: int = EXPECTED_POINTS,
    items: int | None = None,
) -> tuple[int, int, int]:
    """``(direct, parallel, requests)``: the tokens in and out of a direct answer, of a
    ``mode`` answer, and the requests the latter sends. Items mode: one request per item,
    each with the question and its own line, writing :data:`ITEM_LENGTH_FACTOR` times its
    share; the planned modes: a plan, then one request per point with the question and plan."""
    direct = question_tokens + answer_tokens
    if mode == "direct":
        return direct, direct, 1
    if items is not None:
        n = max(items, 1)
        return direct, round(n * (question_tokens + POINT_PROMPT_TOKENS) + answer_tokens * ITEM_LENGTH_FACTOR), n
    n = max(points, 1)
    skeleton = n * SKELETON_LINE_TOKENS
    plan_prompt = PLAN_PROMPT_TOKENS + question_tokens
    parallel = (
        plan_prompt + skeleton + n * (plan_prompt + skeleton + POINT_PROMPT_TOKENS) + answer_tokens * LENGTH_FACTOR
    )
    return direct, round(parallel), 1 + n


def budget_short(load: BackendLoad, mode: str, *, requests: int, tokens: float, direct_tokens: float) -> str | None:
    """Why a ``mode`` answer sending ``requests`` requests and about ``tokens`` tokens does not fit
    the backend's per-minute budget with room kept for the others (see the module doc), or
    ``None`` where it fits (or no budget is known)."""
    arriving = (load.asks_per_s or 0.0) * RESERVE_S
    keep = load.budget_waiting + arriving
    kept = f", {keep:.0f} kept for the others' asks" if keep >= 0.5 else ""
    if load.requests_left is not None:
        left = load.requests_left
        if load.requests_in_minute is not None and load.requests_per_minute is not None:
            left = min(left, load.requests_per_minute - load.requests_in_minute)
        if left - keep < requests:
            return (
                f"the backend's budget has {max(left, 0):.0f} requests left this minute{kept}; "
                f"{mode} would send {requests}"
            )
    if load.tokens_left is not None:
        keep_tokens = keep * direct_tokens
        if load.tokens_left - keep_tokens < tokens:
            kept = f", {keep_tokens:.0f} kept for the others' asks" if keep_tokens >= 1 else ""
            return (
                f"the backend's budget has {max(load.tokens_left, 0):.0f} tokens left this minute{kept}; "
                f"{mode} would take about {tokens:.0f} (direct {direct_tokens:.0f})"
            )
    return None


def capped(
    provider: Provider,
    info: RouteInfo,
    question: str,
    *,
    max_overhead: float | None,
    items: int | None = None,
    max_tokens: int | None = None,
    max_points: int | None = None,
) -> RouteInfo:
    """``info``, or ``direct`` where its parallel mode would take more than ``max_overhead``
    times a direct answer's tokens, or more of the backend's per-minute budget than is left
    once the others' share is kept (:func:`budget_short`); the reason then says which, and
    ``predicted`` holds the token figures (``tokens_direct``, ``tokens_parallel``)."""
    if not get_mode(info.mode).parallel:
        return info
    direct, parallel, requests = predicted_tokens(
        info.mode,
        question_tokens=max(count_tokens(provider, question), 1),
        answer_tokens=min(EXPECTED_ANSWER_TOKENS, max_tokens or EXPECTED_ANSWER_TOKENS),
        points=min(EXPECTED_POINTS, max_points or EXPECTED_POINTS),
        items=items,
    )
    ratio = parallel / direct
    why: str | None = None
    if max_overhead is not None and ratio > max_overhead:
        why = (
            f"{info.mode} would take about {ratio:.1f}x a direct answer's tokens ({parallel} against {direct}), "
            f"over max_overhead {max_overhead:g}"
        )
    else:
        try:
            load = provider.load()
        except Exception:  # an unreadable load is an idle one (a cap must never cost the answer)
            load = None
        if load is not None:
            why = budget_short(load, info.mode, requests=requests, tokens=parallel, direct_tokens=direct)
    if why is None:
        return info
    predicted = {**(info.predicted or {}), "tokens_direct": float(direct), "tokens_parallel": float(parallel)}
    return info.model_copy(update={"mode": "direct", "reason": f"direct: {why}", "predicted": predicted})
