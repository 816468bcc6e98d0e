"""``items``: a request that applies one instruction to several items, each item asked at once.

"Answer these five questions", "extract the salary, the contract type and the shift from this
ad", "translate each of these sentences", "give me 10 taglines for a bakery": the request
carries its own parallel parts. :func:`~sot.pasta_lang.items.find_items` (a Lark grammar over
the request, no model call) splits it into a shared part (the instruction, the context it is
about) and its items, or a count of things to write; every item is then a branch whose prompt
is the shared part with that one item (the template's ``item`` prompt), so engines that share
a prompt prefix compute it once. Where the grammar finds nothing, one planner call asks the
model for the split (:data:`~sot.templates.prompts.ITEM_PLAN_PROMPT`, at temperature 0), kept only
if it holds against the request (:func:`~sot.pasta_lang.items.split_from_plan`); only on a
backend where streams run side by side (3 of them cost under :data:`~sot.orchestrator.modes.items_planner.PLAN_MAX_STEP_RATIO` times
one stream's step: remote APIs, GPUs), since on a small CPU items are slower than a direct
answer even when the split is free. Auto never makes that call: it sends a request to items
mode only where the grammar found its items. A
request with no items to split (or whose items depend on each other) is answered directly
(``fallback``).

The answer keeps the request's order, each item labelled as a reader expects: a numbered
list (the question, then its answer), ``field: value`` lines, or one JSON object where the
request asks for JSON; N things to write are a numbered list of the different ones. A thing
to write is asked with no number ("3 of 5" in a prompt ends up in the answer): every branch
gets the request for one thing, told apart by the item prompt alone (a different angle each,
and a seed of its own where the ask has one), and its answer is cleaned to the item
(:func:`clean_item`: no "Here is a tagline:", no label, quotes or explanation). One that
repeats an earlier one (the later of the two in the request's order), or is empty once
cleaned, is asked once more as soon as that is seen, while the others go on, its prompt naming
the items already written (the item prompt's ``others``); a second answer that repeats too is
dropped, and named in ``dropped``. Items stream in order as they finish (a JSON object and
generated items once each has ended: one asked again, once its second answer has). A failed item keeps its
place with a placeholder and is named in ``error``; the others are kept.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING

import anyio

from sot.orchestrator.context import AskContext, with_context
from sot.orchestrator.events import PlanReady
from sot.orchestrator.executor import Scheduler
from sot.orchestrator.modes.base import Mode, Part
from sot.orchestrator.modes.direct import DirectMode
from sot.orchestrator.modes.items_answer import (
    ItemsState,
    ask_again,
    clean_item,
    dropped_items,
    item_parts,
    items_answer,
    written,
)
from sot.orchestrator.modes.items_planner import PLAN_MAX_CHARS, planned_split
from sot.orchestrator.result import BranchResult
from sot.pasta_lang.ir import TaskGraph, TaskNode
from sot.providers.base import GenerationRequest

if TYPE_CHECKING:
    pass

__all__ = ["PLAN_MAX_CHARS", "ItemsMode", "ItemsState", "clean_item", "found_items"]

_DIRECT = DirectMode()
#: the temperature a thing to write is asked again at when the ask is greedy: its greedy answer
#: repeated an earlier one, and a small model asked greedily again copies what it is shown
RETRY_TEMPERATURE = 0.8


def found_items(question: str) -> tuple[int, str] | None:
    """The request's own items, as auto and ``sot route`` see them: how many branches, and why
    (``None`` where the request has none to split)."""
    from sot.pasta_lang.items import find_items

    split = find_items(question)
    if split is None:
        return None
    return len(split), f"items: the request names {len(split)} {split.noun or 'items'} to answer one by one"


class ItemsMode(Mode):
    name = "items"
    summary = "the request's own items (questions, fields, N things to write), every one asked at once"
    main_call = "the items"
    parallel = True
    branches_in_answer = True
    main_text = False
    sectioned = True
    first_output = "the items"
    part_noun = "item"
    prompts = ("item",)

    async def run(self, ctx: AskContext) -> None:
        from sot.pasta_lang.items import find_items

        request_text = ctx.ask.query or ctx.ask.question
        split = find_items(request_text)
        planned = split is None
        if split is None:
            split, why = await planned_split(ctx, request_text)
            if split is None:
                ctx.fallback = True
                ctx.fallback_reason = why
                await ctx.emit(PlanReady, mode=self.name, points=())
                await _DIRECT.run(ctx)
                return
        count = len(split)
        titles = (
            [item.text for item in split.items]
            if split.kind != "count"
            else [f"{split.noun or 'item'} {i + 1} of {count}" for i in range(count)]
        )
        ctx.state = state = ItemsState(split)
        ctx.graph = graph = TaskGraph(self.name, plan="items")
        for title in titles:
            graph.add("branch", ("plan",), title=title)
        by = ", split by the model" if planned else ""
        ctx.plan_text = f"{count} {split.noun or 'items'} ({split.kind}{by})" + "".join(f"\n- {t}" for t in titles)
        ctx.plan_s = ctx.now()
        await ctx.emit(PlanReady, mode=self.name, points=tuple(titles))

        def request(node: TaskNode, others: Sequence[str] | None = None) -> GenerationRequest:
            i = node.index or 0
            item = split.items[i].text if split.kind != "count" else ""
            messages = ctx.ask.prompts.item_messages(
                ctx.ask.question, with_context(split.prompt(i), ctx.ask.context), item, i, count, others or ()
            )
            out = ctx.request(
                messages, purpose="branch", branch=i, topic=titles[i], max_tokens=ctx.ask.branch_max_tokens
            )
            if split.kind == "count" and out.seed is not None:  # one seed would sample N the same
                out = dataclasses.replace(out, seed=out.seed + i + (count if others is not None else 0))
            if others is not None:  # asked again (for traces and fake scripts: ``branch:2:tagline 3 of 5:again``)
                out = dataclasses.replace(out, label=f"{out.label}:again")
                if out.temperature == 0.0:  # the greedy answer is the one that repeated: sample, seeded
                    out = dataclasses.replace(out, temperature=RETRY_TEMPERATURE, seed=(out.seed or 0) + i + count)
            return out

        def again(node: TaskNode, result: BranchResult) -> list[tuple[TaskNode, GenerationRequest]]:
            repeat = ask_again(ctx, state, node.index or 0) if split.kind == "count" else None
            if repeat is None:
                return []
            again_node = graph.branches[repeat]
            return [(again_node, request(again_node, list(written(ctx, state).values())))]

        async with anyio.create_task_group() as tg:
            Scheduler(ctx, tg, request, again=again).kick()
        for i, first in state.retried.items():  # a second answer cut by the deadline: its record counts both
            if i not in state.answered and (b := ctx.branches.get(i)) is not None:
                ctx.branches[i] = b.model_copy(
                    update={
                        "completion_tokens": first.completion_tokens + b.completion_tokens,
                        "started_s": first.started_s,
                    }
                )
        failed = [i for i in range(count) if (b := ctx.branches.get(i)) is not None and b.status == "failed"]
        if failed:
            first = ctx.branches[failed[0]]
            named = ", ".join(f"item {i + 1} ({titles[i]})" for i in failed)
            ctx.error = f"{named} failed ({first.reason or first.error}); the answer is written without"
        if split.kind == "count":
            ctx.dropped = [f"item {i + 1} ({titles[i]}): {why}" for i, why in sorted(dropped_items(ctx, state).items())]

    def parts(self, ctx: AskContext) -> list[Part]:
        return item_parts(ctx)

    def answer(self, ctx: AskContext, *, final: bool) -> str:
        return items_answer(ctx, final=final)
