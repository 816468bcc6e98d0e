"""``items``: a request that applies one instruction to several items, each item asked at once.

"Answer these five questions", "extract the salary, the contract type and the shift from this
ad", "translate each of these sentences", "give me 10 taglines for a bakery": the request
carries its own parallel parts. :func:`~sot.pasta_lang.items.find_items` (a Lark grammar over
the request, no model call) splits it into a shared part (the instruction, the context it is
about) and its items, or a count of things to write; every item is then a branch whose prompt
is the shared part with that one item (the template's ``item`` prompt), so engines that share
a prompt prefix compute it once. Where the grammar finds nothing, one planner call asks the
model for the split (:data:`~sot.pasta_lang.items.PLAN_PROMPT`, at temperature 0), kept only
if it holds against the request (:func:`~sot.pasta_lang.items.split_from_plan`); only on a
backend where streams run side by side (3 of them cost under :data:`PLAN_MAX_STEP_RATIO` times
one stream's step: remote APIs, GPUs), since on a small CPU items are slower than a direct
answer even when the split is free. Auto never makes that call: it sends a request to items
mode only where the grammar found its items. A
request with no items to split (or whose items depend on each other) is answered directly
(``fallback``).

The answer keeps the request's order, each item labelled as a reader expects: a numbered
list (the question, then its answer), ``field: value`` lines, or one JSON object where the
request asks for JSON; N things to write are a numbered list of the different ones (an item
that repeats an earlier one is dropped, and named in ``dropped``). Items stream in order as
they finish (a JSON object and generated items once each has ended). A failed item keeps its
place with a placeholder and is named in ``error``; the others are kept.
"""

from __future__ import annotations

import dataclasses
import json
import re
from typing import TYPE_CHECKING

import anyio

from sot.errors import SotError
from sot.orchestrator.context import AskContext, with_context
from sot.orchestrator.events import PlanReady
from sot.orchestrator.executor import CANCELLED, Scheduler, run_main
from sot.orchestrator.modes.base import Mode, Part, join_parts
from sot.orchestrator.modes.direct import DirectMode
from sot.orchestrator.result import CUT_FINISH, answer_text, short_reason
from sot.pasta_lang.ir import TaskGraph, TaskNode
from sot.providers.base import GenerationRequest, Message

if TYPE_CHECKING:
    from sot.pasta_lang.items import ItemSplit

__all__ = ["PLAN_MAX_CHARS", "ItemsMode", "found_items"]

_DIRECT = DirectMode()
#: a longer request is not sent to the planner (its items would be copied back whole): answered directly
PLAN_MAX_CHARS = 8000
#: the planner is asked only where a step of 3 streams costs less than this many single steps
PLAN_MAX_STEP_RATIO = 1.5
#: the planner's reply copies at most the request (its context and items) plus an instruction
#: and the JSON around them: it may write the request's tokens and this many more
PLAN_EXTRA_TOKENS = 96


def _key(text: str) -> str:
    """A generated item's identity: its words, casefolded, without punctuation or a list marker."""
    text = re.sub(r"^\s*(\d+[.)]|[-*•])\s*", "", text)
    return " ".join(re.sub(r"[^\w\s]", " ", text.casefold()).split())


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

        request_text = ctx.query or ctx.question
        split = find_items(request_text)
        planned = split is None
        if split is None:
            split, why = await _planned_split(ctx, request_text)
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
        ctx.mode_state = split
        ctx.graph = graph = TaskGraph(self.name, plan="items")
        for title in titles:
            graph.add("branch", ("plan",), title=title)
        by = ", split by the model" if planned else ""
        ctx.plan_text = f"{count} {split.noun or 'items'} ({split.kind}{by})" + "".join(f"\n- {t}" for t in titles)
        ctx.plan_s = ctx.now()
        await ctx.emit(PlanReady, mode=self.name, points=tuple(titles))

        def request(node: TaskNode) -> GenerationRequest:
            i = node.index or 0
            item = split.items[i].text if split.kind != "count" else ""
            messages = ctx.prompts.item_messages(
                ctx.question, with_context(split.prompt(i), ctx.context), item, i, count
            )
            return ctx.request(messages, purpose="branch", branch=i, topic=titles[i], max_tokens=ctx.branch_max_tokens)

        async with anyio.create_task_group() as tg:
            Scheduler(ctx, tg, request).kick()
        failed = [i for i in range(count) if (b := ctx.branches.get(i)) is not None and b.status == "failed"]
        if failed:
            first = ctx.branches[failed[0]]
            named = ", ".join(f"item {i + 1} ({titles[i]})" for i in failed)
            ctx.error = f"{named} failed ({first.reason or first.error}); the answer is written without"
        if split.kind == "count":
            ctx.dropped = [
                f"item {i + 1} ({titles[i]}): it repeated item {j + 1}" for i, j in _repeats(ctx, count).items()
            ]

    # ------------------------------------------------------------------ the answer
    def parts(self, ctx: AskContext) -> list[Part]:
        split: ItemSplit | None = ctx.mode_state
        if split is None or ctx.graph is None:
            return []
        out = []
        repeats = _repeats(ctx, len(split)) if split.kind == "count" else {}
        shown = 0
        for i, title in enumerate(ctx.points):
            result = ctx.branches.get(i)
            written = "".join(ctx.live.get(i, ()))
            kept = None if result is None else answer_text(result)
            text = (
                kept
                if kept is not None
                else (f"[item {i + 1} failed: {short_reason(result.error)}]" if result else None)
            )
            ended = result is not None and result.error != CANCELLED
            if split.kind == "count":
                if i in repeats:  # said already: not shown twice
                    continue
                label = f"{shown + 1}."
                shown += 1
                entry = None if text is None else f"{label} {text}"
                out.append(Part(entry, ended=ended, title=title, raw=kept or ""))  # shown once it has ended
                continue
            if split.kind == "fields":
                entry = None if text is None else f"{title}: {text}"
                live = f"{title}: {written.lstrip()}" if written.strip() else None
            else:
                number = f"{i + 1}. {title}"
                entry = None if text is None else f"{number}\n{text}"
                live = f"{number}\n{written.lstrip()}" if written.strip() else None
            cut = result is not None and result.finish_reason in CUT_FINISH
            out.append(Part(entry, ended=ended, live=live, cut=cut, title=title, raw=kept or ""))
        return out

    def answer(self, ctx: AskContext, *, final: bool) -> str:
        split: ItemSplit | None = ctx.mode_state
        if split is not None and split.json and split.kind != "count":
            return _json_answer(ctx, final=final)
        separator = "\n\n" if split is not None and split.kind == "list" else "\n"
        return join_parts(self.parts(ctx), separator, final=final)


async def _planned_split(ctx: AskContext, request_text: str) -> tuple[ItemSplit | None, str]:
    """The planner call (see the module doc): the split it found, or ``None`` and why not."""
    from sot.pasta_lang.items import PLAN_PROMPT, split_from_plan

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
    tokens = ctx.provider.count_tokens(request_text) or len(request_text) // 3 + 1
    request = ctx.request(
        [Message("user", PLAN_PROMPT.format(request=request_text))],
        purpose="item_plan",
        max_tokens=min(ctx.max_tokens, tokens + PLAN_EXTRA_TOKENS),
    )
    try:
        outcome = await run_main(ctx, dataclasses.replace(request, temperature=0.0), answer_stream=False)
    except SotError as exc:
        return None, f"{none}; asking the model for a split failed ({short_reason(str(exc))})"
    split = split_from_plan(request_text, outcome.text)
    if split is None:
        return None, f"{none}, nor did the model find items copied from it to split"
    return split, ""


def _repeats(ctx: AskContext, count: int) -> dict[int, int]:
    """Generated items that repeat an earlier one (index -> the earlier index), among those ended."""
    seen: dict[str, int] = {}
    out: dict[int, int] = {}
    for i in range(count):
        result = ctx.branches.get(i)
        if result is None or result.error == CANCELLED:
            continue
        key = _key(answer_text(result) or "")
        if not key:
            continue
        if key in seen:
            out[i] = seen[key]
        else:
            seen[key] = i
    return out


def _json_answer(ctx: AskContext, *, final: bool) -> str:
    """One JSON object, a key per field in the request's order (``null`` for one that failed),
    as far as the fields have ended in order (its closing brace at the end)."""
    pieces = []
    for i, title in enumerate(ctx.points):
        result = ctx.branches.get(i)
        if not final and (result is None or result.error == CANCELLED):
            break
        value = None if result is None else answer_text(result)
        pieces.append(f"  {json.dumps(title, ensure_ascii=False)}: {json.dumps(value, ensure_ascii=False)}")
    if not pieces:
        return "{}" if final else ""
    text = "{\n" + ",\n".join(pieces)
    return text + "\n}" if final else text
