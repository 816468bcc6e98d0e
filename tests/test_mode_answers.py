"""Every mode's answer, over random orders of what an ask's branches and main text do: each
answer final now (``final=False``) starts every later one and the whole answer
(``final=True``), inside a reply frame or not. What streams is those answers' growth, so the
joined stream is the answer by construction; this is the property that makes it so."""

from __future__ import annotations

import os

from hypothesis import given, settings
from hypothesis import strategies as st

from sot.orchestrator.answer import answer_of
from sot.orchestrator.context import AskContext
from sot.orchestrator.executor import CANCELLED
from sot.orchestrator.result import BranchResult
from sot.orchestrator.settings import ResolvedAsk
from sot.orchestrator.support.escalation import Verdict
from sot.orchestrator.support.reply import SupportFrame
from sot.pasta_lang.ir import Promise, TaskGraph, Text
from sot.providers.fake import FakeProvider
from sot.templates.loader import default_prompts
from sot.templates.reply import ReplyFrame

WORDS = st.sampled_from(["Sleep", " well", ".", " Eat", " greens", "\n", "  ", "<sync/>", " tea", "Hello", ","])
ENDS = st.sampled_from(["done", "length", "repeat", "partial", "failed", "cancelled"])
ITEM_REQUESTS = {
    "items": "Answer these questions:\n1. Why is the sky blue?\n2. Why is grass green?\n3. Why is snow white?",
    "items-json": "Extract the name, age, city and job from this text as JSON:\n\nAna, 30, Porto, baker.",
    "items-count": "Give me 4 names for a cat.",
}
FRAME = ReplyFrame(
    greeting="Hello Ana,", sign_off="Kind regards,\nAcme", notice="A colleague will call.", language="English"
)


def context(mode: str, branches: int, framed: bool) -> AskContext:
    ask = ResolvedAsk(question="q", query="q", prompts=default_prompts())
    ctx = AskContext(ask=ask, provider=FakeProvider(), mode=mode)
    if framed:
        ctx.frame = SupportFrame(None, FRAME, Verdict())
    if mode == "sot":
        ctx.graph = TaskGraph("sot", plan="skeleton")
        for i in range(branches):
            ctx.graph.add_point(f"Point {i}")
    elif mode == "pasta":
        ctx.graph = TaskGraph("pasta", plan="reply")
        items: list = [Text("Intro.\n")]
        for i in range(branches):
            items += [Promise(f"part {i}"), Text(f"\nbridge {i} ")]
        ctx.graph.add_items(items)
    elif mode.startswith("items"):
        from sot.orchestrator.modes.items import ItemsState
        from sot.pasta_lang.items import find_items

        request = ITEM_REQUESTS[mode]
        split = find_items(request)
        assert split is not None
        titles = [i.text for i in split.items] or [f"{split.noun} {k + 1}" for k in range(split.count or 0)]
        ctx.mode, ctx.state = "items", ItemsState(split)
        ctx.graph = TaskGraph("items", plan="items")
        for title in titles:
            ctx.graph.add("branch", ("plan",), title=title)
        ctx.plan_s = 0.1
    elif mode == "mapreduce":
        ctx.graph = TaskGraph("mapreduce", plan="parts")
        for i in range(branches):
            ctx.graph.add("branch", ("plan",), title=f"part {i + 1} of {branches}")
    return ctx


def step(ctx: AskContext, action: tuple[str, int, str, str]) -> None:
    """One thing an ask does: a branch writes, a branch ends, the main text writes, the plan ends."""
    kind, index, text, end = action
    n = len(ctx.graph.branches) if ctx.graph is not None else 0
    if kind == "plan":
        ctx.plan_s = ctx.plan_s or 1.0
    elif kind == "main" or n == 0:
        ctx.main_text += text
    elif kind == "branch":
        i = index % n
        if i not in ctx.branches:
            ctx.live.setdefault(i, []).append(text)
    elif kind == "end":
        i = index % n
        if i not in ctx.branches:
            written = "".join(ctx.live.setdefault(i, [])).strip()  # (the executor's: failed = wrote nothing)
            error = {"partial": "HTTP 502", "failed": "HTTP 502", "cancelled": CANCELLED}.get(end)
            status = "done" if error is None else ("partial" if written else "failed")
            finish = end if end in ("length", "repeat") else ("stop" if error is None else None)
            ctx.branches[i] = BranchResult(
                index=i,
                title=ctx.graph.branches[i].title,
                text=written,
                status=status,
                error=error,
                finish_reason=finish,
            )
            again = _item_to_ask_again(ctx, i) if end != "cancelled" else None  # (as the executor asks)
            if again is not None:  # it writes again from nothing, and ends again
                ctx.live[again] = []


def _item_to_ask_again(ctx: AskContext, i: int) -> int | None:
    """Items mode's thing to write that repeats, or is empty: the one asked once more."""
    from sot.orchestrator.modes.items_answer import ItemsState
    from sot.orchestrator.modes.items_answer import ask_again as _ask_again

    state = ctx.state
    if not isinstance(state, ItemsState) or state.split.kind != "count":
        return None
    return _ask_again(ctx, state, i)


ACTIONS = st.lists(
    st.tuples(st.sampled_from(["branch", "branch", "end", "main", "plan"]), st.integers(0, 5), WORDS, ENDS),
    max_size=40,
)


@settings(deadline=None, max_examples=int(os.environ.get("SOT_PROPERTY_EXAMPLES", "200")))
@given(
    mode=st.sampled_from(["direct", "sot", "pasta", "mapreduce", "items", "items-json", "items-count"]),
    branches=st.integers(0, 4),
    framed=st.booleans(),
    actions=ACTIONS,
    ending=st.sampled_from(["stop", "length", "deadline"]),
)
def test_every_answer_final_now_starts_every_later_one(mode, branches, framed, actions, ending):
    ctx = context(mode, branches, framed)
    before = answer_of(ctx, final=False)
    for action in actions:
        step(ctx, action)
        now = answer_of(ctx, final=False)
        assert now.startswith(before), (before, now)
        before = now
    # the ask's end: the deadline marks what it cut, else the main text ends as the provider said
    if ending == "deadline":
        for i, branch in list(ctx.branches.items()):
            if branch.error == CANCELLED:
                ctx.branches[i] = branch.model_copy(update={"error": "deadline of 1s exceeded"})
        ctx.main_cut = "deadline of 1s exceeded"
    else:
        ctx.finish_reason = ending
    for i in range(len(ctx.graph.branches) if ctx.graph is not None else 0):
        if i not in ctx.branches and i in ctx.live:  # a branch still open at the end was cut
            step(ctx, ("end", i, "", "cancelled" if ending == "deadline" else "partial"))
    final = answer_of(ctx, final=True)
    if final:  # (an ask that wrote nothing fails, with no answer to stream)
        assert final.startswith(before), (before, final)
