"""``items``: a request that applies one instruction to several items, each item asked at once.

"Answer these five questions", "extract the salary, the contract type and the shift from this
ad", "translate each of these sentences", "give me 10 taglines for a bakery": the request
carries its own parallel parts. :func:`~sot.pasta_lang.items.find_items` (a tagger over the
request's units, no model call) splits it into a shared part (the instruction, the context it is
about) and its items, or a count of things to write; every item is then a branch whose prompt
is the shared part with that one item (the template's ``item`` prompt), so engines that share
a prompt prefix compute it once. Where the tagger finds nothing, one planner call asks the
model for the split (:data:`~sot.templates.prompts.ITEM_PLAN_PROMPT`, at temperature 0), kept only
if it holds against the request (:func:`~sot.pasta_lang.items.split_from_plan`); only on a
backend where streams run side by side (3 of them cost under :data:`~sot.orchestrator.modes.items_planner.PLAN_MAX_STEP_RATIO` times
one stream's step: remote APIs, GPUs), since on a small CPU items are slower than a direct
answer even when the split is free. A request with no items to split (or whose items depend
on each other) is answered directly (``fallback``, its reason in ``fallback_reason``).

Two tiers find the items: the local tagger (:func:`~sot.pasta_lang.items.find_items`, no
model call), then the model's split (items mode only). Auto and ``sot route`` use the local one
(:func:`found_items`; :attr:`~sot.orchestrator.result.RouteInfo.tier` says which found them),
an items answer says it in its plan (``plan_text`` and :class:`~sot.orchestrator.events.PlanReady`'s
``about``: "5 questions (list, found by the tagger)"). The search runs in a worker thread, so
the event loop goes on.

More items than :data:`MAX_BRANCHES` (a list of 500 questions) are asked in that many
branches, consecutive items together (50 branches of 10), each group answered under the
request's own numbers: the plan says so, nothing is left out. Where a group cannot be put
together item by item (fields asked as one JSON object, more things to write than that), the
request is answered directly, and ``fallback_reason`` says why.

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

from sot.errors import SotError
from sot.orchestrator.context import AskContext, with_context
from sot.orchestrator.events import AnswerDelta, PlanReady
from sot.orchestrator.executor import CANCELLED, Scheduler, StreamOutcome, run_main
from sot.orchestrator.modes.base import Mode, Part, join_parts
from sot.orchestrator.modes.direct import DirectMode
from sot.orchestrator.modes.items_answer import (
    ItemsState,
    ask_again,
    branch_budget,
    branch_form,
    clean_item,
    dropped_items,
    item_parts,
    items_answer,
    written,
)
from sot.orchestrator.modes.items_planner import PLAN_MAX_CHARS, ask_planner, planner_refusal
from sot.orchestrator.result import CUT_FINISH, BranchResult, answer_text, short_reason
from sot.pasta_lang.ir import TaskGraph, TaskNode
from sot.pasta_lang.items.split import MAX_REQUEST_CHARS, SLOT
from sot.providers.base import GenerationRequest

if TYPE_CHECKING:
    from sot.pasta_lang.items import ItemSplit

__all__ = [
    "MAX_BRANCHES",
    "PLAN_MAX_CHARS",
    "FoundItems",
    "GroupedState",
    "ItemsMode",
    "ItemsState",
    "clean_item",
    "found_items",
    "groups_of",
    "local_split",
    "tier_name",
]

_DIRECT = DirectMode()
#: the temperature a thing to write is asked again at when the ask is greedy: its greedy answer
#: repeated an earlier one, and a small model asked greedily again copies what it is shown
RETRY_TEMPERATURE = 0.8
#: the most branches one request is asked in: more items than this are grouped, consecutive
#: ones together (500 questions: 50 branches of 10), none left out
MAX_BRANCHES = 50
#: who found a split, in words
TIER_NAMES = {"tagger": "the tagger", "model": "the model"}


def tier_name(tier: str) -> str:
    """``"tagger"`` -> ``"the tagger"`` (who found a split, as the plan and the route say it)."""
    return TIER_NAMES.get(tier, tier)


def _local_items(request: str) -> ItemSplit | None:
    """The tagger's split (local: no model call)."""
    from sot.pasta_lang.items import find_items

    return find_items(request)


async def local_split(request: str) -> ItemSplit | None:
    """The request's items as the local tagger finds them, in a worker thread: the event loop is
    not held meanwhile (the first search in a process reads the lexicon and the tagger's weights)."""
    return await anyio.to_thread.run_sync(_local_items, request)


def groups_of(split: ItemSplit) -> tuple[list[tuple[int, int]] | None, str]:
    """The branches ``split`` is asked in, each a run ``(first, end)`` of its items (one item a
    branch, up to :data:`MAX_BRANCHES` of them; more are grouped, consecutive ones together,
    the first groups one larger where they do not divide evenly), or ``None`` and why, where
    its items cannot be grouped (fields answered as one JSON object, things to write) and it is
    answered directly."""
    n = len(split)
    if n <= MAX_BRANCHES:
        return [(i, i + 1) for i in range(n)], ""
    if split.kind == "count" or split.json:
        what = "things to write" if split.kind == "count" else "fields asked as one JSON object"
        return None, (
            f"the request names {n} {split.noun or 'items'}, more than the {MAX_BRANCHES} asked at once "
            f"({what} are not grouped): answered directly"
        )
    size, extra = divmod(n, MAX_BRANCHES)
    out, start = [], 0
    for g in range(MAX_BRANCHES):
        end = start + size + (g < extra)
        out.append((start, end))
        start = end
    return out, ""


@dataclasses.dataclass(frozen=True, slots=True)
class FoundItems:
    """A request's own items as auto and ``sot route`` find them (the local tagger): the split,
    the branches it would be asked in, and why, in a few words."""

    split: ItemSplit
    branches: int
    reason: str

    @property
    def tier(self) -> str:
        return self.split.tier


#: why auto found no items: the local tagger found none (auto never asks the model for a split)
NO_ITEMS = "no items: the tagger found none to answer one by one"


def no_items_reason(question: str) -> str:
    """Why :func:`found_items` found none in ``question``, in a few words."""
    if len(question) > MAX_REQUEST_CHARS:
        return f"no items: a request over {MAX_REQUEST_CHARS:,} characters is context, not searched for items"
    return NO_ITEMS


async def found_items(question: str) -> FoundItems | None:
    """The request's own items, as auto and ``sot route`` see them (the local tagger; no model
    call): the split, how many branches, and why (``None`` where the
    request has none to split, or more than can be grouped: :func:`no_items_reason`)."""
    split = await local_split(question)
    if split is None:
        return None
    groups, _ = groups_of(split)
    if groups is None:
        return None
    n = len(split)
    grouped = f", asked in {len(groups)} groups" if len(groups) < n else ""
    return FoundItems(
        split,
        len(groups),
        f"items: the request names {n} {split.noun or 'items'} to answer one by one "
        f"(found by {tier_name(split.tier)}{grouped})",
    )


def _group_body(split: ItemSplit, first: int, end: int) -> str:
    """Items ``first`` to ``end`` asked in one prompt, under their numbers in the request: after
    the instruction where it ends with the item ("Translate into French:" then the sentences),
    else the instruction for each ("2. Extract the salary from the ad.")."""
    before, after = split.instruction.split(SLOT, 1)
    if after.strip():
        return "\n".join(f"{k + 1}. {before}{split.items[k].text}{after}".strip() for k in range(first, end))
    listed = "\n".join(f"{k + 1}. {split.items[k].text}" for k in range(first, end))
    return f"{before.rstrip()}\n{listed}" if before.strip() else listed


@dataclasses.dataclass(slots=True)
class GroupedState(ItemsState):
    """An items ask with more items than branches: branch ``j`` answers items ``groups[j]``."""

    groups: list[tuple[int, int]] = dataclasses.field(default_factory=list)


def _grouped_parts(ctx: AskContext, state: GroupedState) -> list[Part]:
    """A grouped answer's parts, in the request's order: an item alone as the answer side
    writes it (``3. Question`` then its answer, or ``field: value``), a group as the model
    wrote it, under the request's numbers."""
    split, out = state.split, []
    for j, title in enumerate(ctx.points):
        first, end = state.groups[j]
        result = ctx.branches.get(j)
        so_far = "".join(ctx.live.get(j, ())).lstrip()
        kept = None if result is None else answer_text(result)
        failed = f"[{title} failed: {short_reason(result.error)}]" if result is not None else None
        text = kept if kept is not None else failed
        if end - first > 1:  # the model numbered them
            head, entry, live = "", text, so_far or None
        elif split.kind == "fields":
            head = f"{title}: "
            entry, live = (None if text is None else head + text), (head + so_far if so_far else None)
        else:
            head = f"{first + 1}. {title}\n"
            entry, live = (None if text is None else head + text), (head + so_far if so_far else None)
        ended = result is not None and result.error != CANCELLED
        cut = result is not None and result.finish_reason in CUT_FINISH
        out.append(Part(entry, ended=ended, live=live, cut=cut, title=title, raw=kept or ""))
    return out


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

    async def _direct(self, ctx: AskContext, why: str) -> None:
        ctx.fallback = True
        ctx.fallback_reason = why
        await ctx.emit(PlanReady, mode=self.name, points=())
        await _DIRECT.run(ctx)

    async def _planned_or_direct(self, ctx: AskContext, request_text: str) -> ItemSplit | None:
        """The planner call and, beside it from the start, the direct answer, held back until
        the planner has answered: a split found cancels the direct answer (its few tokens are
        counted in ``usage``) and is returned; none found releases it (``None``: the ask is
        answered), so a request with no items waits for nothing but the planner's short reply."""
        held: list[str] = []
        released = False
        done: dict[str, object] = {}

        async def show(text: str) -> None:
            ctx.main_text += text
            ctx.saw_text()
            await ctx.emit(AnswerDelta, text=text)

        async def on_text(text: str) -> None:
            if released:
                await show(text)
            else:
                held.append(text)

        direct = ctx.request(ctx.ask.prompts.direct_messages(ctx.ask.question), purpose="direct")
        scope = anyio.CancelScope()

        async def answer_directly() -> None:
            with scope:
                try:
                    done["outcome"] = await run_main(ctx, direct, on_text=on_text, answer_stream=False)
                except SotError as exc:  # raised once the planner has found nothing (else not needed)
                    done["error"] = exc

        async with anyio.create_task_group() as tg:
            tg.start_soon(answer_directly)
            split, why = await ask_planner(ctx, request_text)
            if split is not None:
                scope.cancel()
            else:
                ctx.fallback = True
                ctx.fallback_reason = why
                await ctx.emit(PlanReady, mode=self.name, points=())
                while held:
                    await show(held.pop(0))
                released = True
        if split is not None:
            return split
        if isinstance(error := done.get("error"), SotError):
            raise error
        if isinstance(outcome := done.get("outcome"), StreamOutcome):
            ctx.finish_reason = outcome.finish_reason
            ctx.main_text = outcome.text  # (as run_main keeps it: a loop guard's cut to a whole word)
        return None

    async def run(self, ctx: AskContext) -> None:
        request_text = ctx.ask.query or ctx.ask.question
        split = await local_split(request_text)
        if split is None:
            refused = await planner_refusal(ctx, request_text)
            if refused is not None:
                await self._direct(ctx, refused)
                return
            split = await self._planned_or_direct(ctx, request_text)
            if split is None:  # answered directly
                return
        groups, why = groups_of(split)
        if groups is None:
            await self._direct(ctx, why)
            return
        count, noun = len(split), split.noun or "items"
        grouped = len(groups) < count
        if grouped:
            titles = [split.items[a].text if b - a == 1 else f"{noun} {a + 1} to {b}" for a, b in groups]
        elif split.kind != "count":
            titles = [item.text for item in split.items]
        else:
            titles = [f"{split.noun or 'item'} {i + 1} of {count}" for i in range(count)]
        ctx.state = state = GroupedState(split, groups=groups) if grouped else ItemsState(split)
        ctx.graph = graph = TaskGraph(self.name, plan="items")
        for title in titles:
            graph.add("branch", ("plan",), title=title)
        about = f"{count} {noun} ({split.kind}, found by {tier_name(split.tier)})"
        if grouped:
            most = max(b - a for a, b in groups)
            about += f", asked in {len(groups)} branches of up to {most}"
        ctx.plan_about = about
        ctx.plan_text = about + "".join(f"\n- {t}" for t in titles)
        ctx.plan_s = ctx.now()
        await ctx.emit(PlanReady, mode=self.name, points=tuple(titles), about=about)
        branches = len(titles)

        def request(node: TaskNode, others: Sequence[str] | None = None) -> GenerationRequest:
            i = node.index or 0
            first, end = groups[i]
            if end - first > 1:  # a group: its items under their numbers in the request
                body = _group_body(split, first, end)
                shared = f"{split.context}\n\n{body}" if split.context else body
                item = f"{noun} {first + 1} to {end}, each answered in turn under its own number"
                index, total = i, branches
            else:
                shared = split.prompt(first)
                item = split.items[first].text if split.kind != "count" else ""
                index, total = first, count
            form, bound = branch_form(ctx, split, groups[i]), branch_budget(ctx, split, groups[i])
            messages = ctx.ask.prompts.item_messages(
                ctx.ask.question, with_context(shared, ctx.ask.context), item, index, total, others or (), form
            )
            out = ctx.request(messages, purpose="branch", branch=i, topic=titles[i], max_tokens=bound)
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
        failed = [i for i in range(branches) if (b := ctx.branches.get(i)) is not None and b.status == "failed"]
        if failed:
            first = ctx.branches[failed[0]]

            def name(i: int) -> str:
                a, b = groups[i]
                return titles[i] if b - a > 1 else f"item {a + 1} ({titles[i]})"

            named = ", ".join(name(i) for i in failed)
            ctx.error = f"{named} failed ({first.reason or first.error}); the answer is written without"
        if split.kind == "count":
            ctx.dropped = [f"item {i + 1} ({titles[i]}): {why}" for i, why in sorted(dropped_items(ctx, state).items())]

    def parts(self, ctx: AskContext) -> list[Part]:
        state = ctx.state_of(GroupedState)
        return _grouped_parts(ctx, state) if state is not None else item_parts(ctx)

    def answer(self, ctx: AskContext, *, final: bool) -> str:
        state = ctx.state_of(GroupedState)
        if state is None:
            return items_answer(ctx, final=final)
        separator = "\n\n" if state.split.kind == "list" else "\n"
        return join_parts(_grouped_parts(ctx, state), separator, final=final)
