"""The items mode's planner call: where the grammar found no items, ask the model for the split.

Only on a backend where streams run side by side (3 of them cost under
:data:`PLAN_MAX_STEP_RATIO` times one stream's step: remote APIs, GPUs); the reply is kept only
if it holds against the request (:func:`~sot.pasta_lang.items.split_from_plan`).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from sot.errors import SotError
from sot.orchestrator.context import AskContext
from sot.orchestrator.executor import run_main
from sot.orchestrator.result import short_reason
from sot.orchestrator.tokens import count_tokens
from sot.providers.base import Message
from sot.templates.prompts import item_plan_prompt

if TYPE_CHECKING:
    from sot.pasta_lang.items import ItemSplit

__all__ = ["PLAN_EXTRA_TOKENS", "PLAN_MAX_CHARS", "PLAN_MAX_STEP_RATIO", "planned_split"]

#: a longer request is not sent to the planner (its items would be copied back whole): answered directly
PLAN_MAX_CHARS = 8000
#: the planner is asked only where a step of 3 streams costs less than this many single steps
PLAN_MAX_STEP_RATIO = 1.5
#: the planner's reply copies at most the request (its context and items) plus an instruction
#: and the JSON around them: it may write the request's tokens and this many more
PLAN_EXTRA_TOKENS = 96


async def planned_split(ctx: AskContext, request_text: str) -> tuple[ItemSplit | None, str]:
    """The planner call (see :mod:`sot.orchestrator.modes.items`): the split it found, or ``None`` and why not."""
    from sot.pasta_lang.items import split_from_plan

    none = "the request names no items to answer one by one"
    if len(request_text) > PLAN_MAX_CHARS:
        return None, f"{none} (too long to ask the model for a split)"
    try:
        ratio = (await ctx.provider.speed()).ratio(3)
    except SotError:
        raise
    except Exception:  # no speed figures: a remote API's streams are independent
        ratio = 1.0
    if ratio >= PLAN_MAX_STEP_RATIO:
        return None, f"{none} (on this backend 3 streams take {ratio:.1f}x one stream's step: not worth a planner call)"
    tokens = count_tokens(ctx.provider, request_text, err_long=True)
    request = ctx.request(
        [Message("user", item_plan_prompt(request_text))],
        purpose="item_plan",
        max_tokens=min(ctx.ask.max_tokens, tokens + PLAN_EXTRA_TOKENS),
    )
    try:
        outcome = await run_main(ctx, dataclasses.replace(request, temperature=0.0), answer_stream=False)
    except SotError as exc:
        return None, f"{none}; asking the model for a split failed ({short_reason(str(exc))})"
    split = split_from_plan(request_text, outcome.text)
    if split is None:
        return None, f"{none}, nor did the model find items copied from it to split"
    return split, ""
