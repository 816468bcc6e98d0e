"""The items mode's planner call: where the local tagger found no items, ask the model for the split.

The model is shown the request with its lines numbered and asked to *point into it*
(:data:`~sot.templates.prompts.ITEM_PLAN_PROMPT`): ``ITEMS 4-7``, ``ITEMS 2:"first words..."``,
``COUNT 5 taglines``, ``ASK 1``, or ``NONE``. Its reply is a few dozen tokens whatever the
request's length, so the call is capped at :data:`PLAN_MAX_TOKENS` (a copy of the items would
cost as much as the request is long); a request with no items costs a first token and a
``NONE``. The reply is kept only if it holds against the request
(:func:`~sot.pasta_lang.items.plan.split_from_reply`: every item found in the request's text,
the split built and checked by the items assembler, its vetoes included; a reply cut short is
refused), and the reason it was not is said. The request carries
:func:`~sot.pasta_lang.gbnf.item_plan_gbnf` for the request's line count: an engine that decodes
under a grammar (the local llama.cpp engine) writes only those forms, and line numbers the
request has; others ignore it.

Only on a backend where streams run side by side (3 of them cost under
:data:`PLAN_MAX_STEP_RATIO` times one stream's step: remote APIs, GPUs), and only for a request
of at most :data:`PLAN_MAX_CHARS` characters and :data:`PLAN_MAX_LINES` lines; the call's price
is :func:`~sot.orchestrator.routing.items_cost.predict_item_plan`.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from sot.errors import SotError
from sot.orchestrator.context import AskContext
from sot.orchestrator.executor import run_main
from sot.orchestrator.result import short_reason
from sot.pasta_lang.gbnf import item_plan_gbnf
from sot.providers.base import Message
from sot.templates.prompts import item_plan_prompt

if TYPE_CHECKING:
    from sot.pasta_lang.items import ItemSplit

__all__ = [
    "PLAN_MAX_CHARS",
    "PLAN_MAX_LINES",
    "PLAN_MAX_STEP_RATIO",
    "PLAN_MAX_TOKENS",
    "ask_planner",
    "planned_split",
    "planner_refusal",
]

#: a longer request is not sent to the planner (its prompt alone would cost more than a
#: skeleton call's): answered directly
PLAN_MAX_CHARS = 8000
#: nor is one of more lines than this (each is numbered for the reply to point at)
PLAN_MAX_LINES = 400
#: the planner is asked only where a step of 3 streams costs less than this many single steps
PLAN_MAX_STEP_RATIO = 1.5
#: the planner's reply, in tokens: pointers into the request (line numbers, an item's first
#: words, a count), the same whatever the request's length
PLAN_MAX_TOKENS = 96


_NONE = "the request names no items to answer one by one"


async def planner_refusal(ctx: AskContext, request_text: str) -> str | None:
    """Why the planner is not asked for ``request_text`` on this ask's backend (the reason the
    direct answer then gives), or ``None`` where it is."""
    if len(request_text) > PLAN_MAX_CHARS or request_text.count("\n") >= PLAN_MAX_LINES:
        return f"{_NONE} (too long to ask the model for a split)"
    try:
        ratio = (await ctx.provider.speed()).ratio(3)
    except SotError:
        raise
    except Exception:  # no speed figures: a remote API's streams are independent
        ratio = 1.0
    if ratio >= PLAN_MAX_STEP_RATIO:
        return f"{_NONE} (on this backend 3 streams take {ratio:.1f}x one stream's step: not worth a planner call)"
    return None


async def planned_split(ctx: AskContext, request_text: str) -> tuple[ItemSplit | None, str]:
    """The planner call (see :mod:`sot.orchestrator.modes.items`): the split it found, or ``None`` and why not."""
    refused = await planner_refusal(ctx, request_text)
    if refused is not None:
        return None, refused
    return await ask_planner(ctx, request_text)


async def ask_planner(ctx: AskContext, request_text: str) -> tuple[ItemSplit | None, str]:
    """Ask the model for the split (:func:`planner_refusal` said it may be asked)."""
    from sot.pasta_lang.items.plan import split_from_reply

    none = _NONE
    request = ctx.request(
        [Message("user", item_plan_prompt(request_text))],
        purpose="item_plan",
        max_tokens=min(ctx.ask.max_tokens, PLAN_MAX_TOKENS),
    )
    # engines that can (local llama.cpp) decode the reply under a grammar of its pointer forms,
    # its line numbers the request's own; others ignore it
    grammar = item_plan_gbnf(request_text.count("\n") + 1)
    try:
        outcome = await run_main(
            ctx, dataclasses.replace(request, temperature=0.0, grammar=grammar), answer_stream=False
        )
    except SotError as exc:
        return None, f"{none}; asking the model for a split failed ({short_reason(str(exc))})"
    split, why = split_from_reply(request_text, outcome.text, cut_short=outcome.finish_reason == "length")
    if split is None:
        return None, f"{none}, nor did the model find items to split ({why})"
    return split, ""
