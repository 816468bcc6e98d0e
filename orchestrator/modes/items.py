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
backend where streams run side by side (3 of them cost under :data:`PLAN_MAX_STEP_RATIO` times
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
import functools
import json
import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import anyio

from sot.errors import SotError
from sot.orchestrator.context import AskContext, ModeState, with_context
from sot.orchestrator.events import PlanReady
from sot.orchestrator.executor import CANCELLED, Scheduler, run_main
from sot.orchestrator.modes.base import Mode, Part, join_parts
from sot.orchestrator.modes.direct import DirectMode
from sot.orchestrator.result import CUT_FINISH, BranchResult, answer_text, short_reason
from sot.orchestrator.tokens import count_tokens
from sot.pasta_lang.ir import TaskGraph, TaskNode
from sot.providers.base import GenerationRequest, Message
from sot.templates.prompts import item_plan_prompt

if TYPE_CHECKING:
    from sot.pasta_lang.items import ItemSplit

__all__ = ["PLAN_MAX_CHARS", "ItemsMode", "ItemsState", "clean_item", "found_items"]

_DIRECT = DirectMode()
#: a longer request is not sent to the planner (its items would be copied back whole): answered directly
PLAN_MAX_CHARS = 8000
#: the planner is asked only where a step of 3 streams costs less than this many single steps
PLAN_MAX_STEP_RATIO = 1.5
#: the planner's reply copies at most the request (its context and items) plus an instruction
#: and the JSON around them: it may write the request's tokens and this many more
PLAN_EXTRA_TOKENS = 96
#: the temperature a thing to write is asked again at when the ask is greedy: its greedy answer
#: repeated an earlier one, and a small model asked greedily again copies what it is shown
RETRY_TEMPERATURE = 0.8


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

        request_text = ctx.ask.query or ctx.ask.question
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
            repeat = _ask_again(ctx, state, node.index or 0) if split.kind == "count" else None
            if repeat is None:
                return []
            again_node = graph.branches[repeat]
            return [(again_node, request(again_node, list(_written(ctx, state).values())))]

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
            ctx.dropped = [f"item {i + 1} ({titles[i]}): {why}" for i, why in sorted(_dropped(ctx, state).items())]

    # ------------------------------------------------------------------ the answer
    def parts(self, ctx: AskContext) -> list[Part]:
        state = ctx.state_of(ItemsState)
        if state is None or ctx.graph is None:
            return []
        split = state.split
        out = []
        repeats = _dropped(ctx, state) if split.kind == "count" else {}
        clean = state.clean
        shown = 0
        for i, title in enumerate(ctx.points):
            result = ctx.branches.get(i)
            written = "".join(ctx.live.get(i, ()))
            kept = None if result is None else answer_text(result, clean)
            text = (
                kept
                if kept is not None
                else (f"[item {i + 1} failed: {short_reason(result.error)}]" if result else None)
            )
            ended = result is not None and result.error != CANCELLED
            if split.kind == "count":
                if i in repeats:  # said already (or empty, asked twice): not shown
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
        state = ctx.state_of(ItemsState)
        split = state.split if state is not None else None
        if split is not None and split.json and split.kind != "count":
            return _json_answer(ctx, final=final)
        separator = "\n\n" if split is not None and split.kind == "list" else "\n"
        return join_parts(self.parts(ctx), separator, final=final)


async def _planned_split(ctx: AskContext, request_text: str) -> tuple[ItemSplit | None, str]:
    """The planner call (see the module doc): the split it found, or ``None`` and why not."""
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


def _cleaner(split: ItemSplit) -> Callable[[str], str]:
    """How a branch's text becomes its item: a thing to write cleaned to the thing alone."""
    if split.kind != "count":
        return str.strip
    thing = split.thing
    return lambda text: clean_item(text, thing)


@dataclasses.dataclass(slots=True)
class ItemsState(ModeState):
    """What an items ask keeps beside its graph (``ctx.state``): the request's split, the
    first answers of the things to write asked again (``retried``), and those of them whose
    second answer has ended (``answered``)."""

    split: ItemSplit
    retried: dict[int, BranchResult] = dataclasses.field(default_factory=dict)
    answered: set[int] = dataclasses.field(default_factory=set)

    @property
    def clean(self) -> Callable[[str], str]:
        return _cleaner(self.split)

    def key(self, result: BranchResult) -> str:
        """What a branch's item is compared by (``""``: empty once cleaned)."""
        return _key(answer_text(result, self.clean) or "")


def _ask_again(ctx: AskContext, state: ItemsState, i: int) -> int | None:
    """Generated item ``i`` has ended (its result in ``ctx.branches``): the item to ask once
    more now, if any, its first answer moved to ``state.retried`` (not ended until its second
    answer is): ``i`` where it is empty once cleaned, else the later, in the request's order,
    of ``i`` and an ended item it repeats (that one has not streamed: ``i`` was before it). A
    second answer is final; one that failed leaves the first in its place (a repeat, dropped).
    The branch's record counts both answers' tokens."""
    result = ctx.branches[i]
    first = state.retried.get(i)
    if first is not None:
        state.answered.add(i)
        kept = first if result.status == "failed" else result
        tokens = first.completion_tokens + result.completion_tokens
        result = kept.model_copy(update={"completion_tokens": tokens, "started_s": first.started_s})
        ctx.branches[i] = result
    if result.status != "done":
        return None
    key = state.key(result)
    same = [j for j, b in ctx.branches.items() if j != i and key and b.error != CANCELLED and state.key(b) == key]
    repeat = max(i, min(same)) if same else (None if key else i)
    if repeat is None or repeat in state.retried:
        return None
    state.retried[repeat] = ctx.branches.pop(repeat)
    return repeat


def _written(ctx: AskContext, state: ItemsState) -> dict[str, str]:
    """The generated items written so far, once each (key -> the item), in the request's order."""
    out: dict[str, str] = {}
    for i in sorted(ctx.branches):
        result = ctx.branches[i]
        if result.error == CANCELLED:
            continue
        text = answer_text(result, state.clean) or ""
        if key := _key(text):
            out.setdefault(key, text)
    return out


def _dropped(ctx: AskContext, state: ItemsState) -> dict[int, str]:
    """Generated items the answer leaves out, among those ended (index -> why): one that repeats
    an earlier one, and one still empty when asked again."""
    seen: dict[str, int] = {}
    out: dict[int, str] = {}
    for i in range(len(state.split)):
        result = ctx.branches.get(i)
        if result is None or result.error == CANCELLED:
            continue
        key = state.key(result)
        if not key:
            if i in state.retried and result.status == "done":
                out[i] = "it was empty, twice"
            continue
        if key in seen:
            out[i] = f"it repeated item {seen[key] + 1}" + (", twice" if i in state.retried else "")
        else:
            seen[key] = i
    return out


# ------------------------------------------------------------------ a generated item's text
_NTH = (
    r"(?:\d{1,2}(?:st|nd|rd|th)?|#\s*\d{1,2}|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|"
    r"next|another|final|last|new|other)"
)
_MARKER = re.compile(r"^(?:\d{1,2}[.)]|[-*•–]|#{1,6})\s+")
_QUOTES = {'"': '"', "“": "”", "‘": "’", "«": "»"}
_COURTESY = re.compile(r"^(?:sure|certainly|of course|absolutely|okay|ok|great)\b[!,.]?\s*", re.I)
#: "Novel Grounds - a cozy name that mixes books and coffee": a dash, then a sentence about it
_EXPLAINED = re.compile(r"\s+[-–—]\s+(?:a|an|the|this|it|which|that)\b(?:\W+\w+){5,}\W*$", re.I)
#: talk that ends by quoting the item: ``...: "the item"``
_INTRODUCED = re.compile(r"[:：]\s*([\"“‘«])(?=[^\"”’»\n]{2,}[\"”’»])")
_HERE = re.compile(r"^here(?:'s|’s| is| are| you go| it is)\b[^\n:\"“]{0,80}?:\s*", re.I)


@functools.lru_cache(maxsize=64)
def _label(thing: str) -> re.Pattern[str]:
    """What introduces one ``thing`` rather than being it: "Tagline 3:", "The 3rd and final
    tagline for a bakery is:", "My tagline -", "The next one:", "Option 2:"."""
    words = [re.escape(w) for w in thing.casefold().split()] or ["item"]
    noun = rf"(?:{' '.join(words[:-1])}\s+)?{words[-1]}(?:e?s)?" if len(words) > 1 else rf"{words[0]}(?:e?s)?"
    names = rf"(?:{noun}|option|suggestion|version|pick|{_NTH}\s+one)"
    head = rf"(?:(?:the|my|your|our|a|an|this|one)\b[^\n:\"“]{{0,60}}?\b{names}\b|{names}\b)"
    after = rf"(?:\s*(?:{_NTH}|of\s+\d{{1,2}})){{0,2}}[^\n:\"“]{{0,60}}?"
    ends = r"(?:\s*:|\s+(?:-|–|—)|\s+(?:is|would be|could be|reads)\s*:?(?=\s*[\"“]|\s*$))\s*"
    return re.compile(rf"^{head}{after}{ends}", re.I)


def clean_item(text: str, thing: str = "") -> str:
    """A generated item's answer as the item alone (``thing``: what one is called, "tagline").

    A model asked for one thing often introduces it ("Here is a tagline for a bakery:",
    "Tagline 3:", "The 3rd tagline is:"), numbers it, quotes it, writes several, or explains
    it after a blank line: the item is the first thing it wrote, without those. For things to
    write (a count) only: an answer to a question or a field may be paragraphs. A text that
    cleans to nothing is kept as written."""
    original = text.strip()
    label = _label(thing)
    lines = [ln.strip() for ln in original.replace("**", "").replace("__", "").splitlines()]
    while lines:
        while lines and not lines[0]:
            lines.pop(0)
        if not lines:
            break
        first = _MARKER.sub("", _COURTESY.sub("", lines[0]) if len(lines) > 1 else lines[0])
        line = label.sub("", _HERE.sub("", first, count=1), count=1).strip()
        if not line or (line.endswith(":") and any(lines[1:])):  # it only introduced what follows
            lines.pop(0)
            continue
        if line[:1] in _QUOTES:  # a quoted item ends at its closing quote
            return _unquote(line) or original
        introduced = _INTRODUCED.search(line)  # "Let's write one ... Here's my favourite: "Warm bread""
        if introduced and _unquote(line[introduced.start(1) :]):
            return _unquote(line[introduced.start(1) :])
        if line != first and line[:1].islower():  # "Idea: a picnic" -> "A picnic"
            line = line[0].upper() + line[1:]
        rest = []  # the paragraph's next lines, unless they are more items or talk about this one
        for more in lines[1:]:
            if not more or _MARKER.match(more) or more[:1] in _QUOTES or _about(more, thing):
                break
            rest.append(more)
        return _EXPLAINED.sub("", " ".join([line, *rest])) or line
    return original


def _about(line: str, thing: str) -> bool:
    """A line that talks about the item rather than going on with it ("This tagline shows ...")."""
    noun = re.escape(thing.split()[-1]) if thing.strip() else "item"
    return bool(re.match(rf"^(?:this|it|that|these|the {noun})\b", line, re.I))


def _unquote(text: str) -> str:
    """``"Fresh every morning." - a warm tagline`` -> ``Fresh every morning.``"""
    close = _QUOTES[text[0]]
    end = text.find(close, 1)
    inside = text[1:end] if end > 0 else text[1:]
    after = text[end + 1 :].strip() if end > 0 else ""
    inside = inside.strip()
    if after and not re.fullmatch(r"[.!?,;]*", after) and len(inside.split()) < 2:
        return text  # '"Bread" is our middle name': the quote was part of it
    return inside


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
