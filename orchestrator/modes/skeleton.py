"""``sot``: Skeleton-of-Thought. A short numbered plan, then every point expanded at once.

The answer is a numbered list, one line per point in the plan's order: ``N. Title: text``
(a point that failed keeps its number with a placeholder, one cut short ends in its mark).
Points stream in order once two have started (or the plan is whole): before that the plan
may still turn out unusable, and the answer then comes directly.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

import anyio

from sot.orchestrator.context import AskContext
from sot.orchestrator.events import PlanDelta, PlanReady
from sot.orchestrator.executor import CANCELLED, MAIN_ATTEMPTS, Scheduler, stream_main
from sot.orchestrator.modes.base import Mode, Part
from sot.orchestrator.modes.direct import DirectMode
from sot.orchestrator.result import CUT_FINISH, answer_text, failed_mark
from sot.pasta_lang.gbnf import skeleton_gbnf
from sot.pasta_lang.ir import TaskGraph, TaskNode
from sot.providers.base import GenerationRequest, Message

__all__ = ["BRANCH_STOPS", "PLAN_ATTEMPTS", "SotMode"]

BRANCH_STOPS = ("\n\n",)

_DIRECT = DirectMode()

#: how many times in all a SoT plan cut after it began is asked
PLAN_ATTEMPTS = MAIN_ATTEMPTS


def _prefilled(messages: list[Message], prefill: str) -> list[Message]:
    """``messages`` ending in an assistant prefill (kept when the prompt already has one)."""
    if messages and messages[-1].role == "assistant":
        return messages
    return [*messages, Message("assistant", prefill)]


class SotMode(Mode):
    name = "sot"
    summary = "Skeleton-of-Thought: a short plan, then every point at once"
    main_call = "the plan"
    parallel = True
    branches_in_answer = True
    main_text = False  # the plan is not answer text: its points carry their own marks
    sectioned = True
    separator = "\n"
    first_output = "the skeleton"
    prompts = ("planning", "branch", "branch_followup")

    async def run(self, ctx: AskContext) -> None:
        await run_sot(ctx)

    def parts(self, ctx: AskContext) -> list[Part]:
        """One part per point, labelled ``N. Title``; none is final before two points have
        started or the plan is whole (it may yet be unusable)."""
        graph = ctx.graph
        if graph is None:
            return []
        settled = len(graph.branches) >= 2 or ctx.plan_s is not None
        out = []
        for node in graph.branches:
            i = node.index or 0
            result = ctx.branches.get(i)
            written = ctx.live.get(i)
            label = f"{i + 1}. {node.title}"
            live = "".join(written) if settled and written is not None else None
            if result is None:
                out.append(Part(None, ended=False, label=label, live=live, title=node.title))
                continue
            kept = answer_text(result)
            out.append(
                Part(
                    kept if kept is not None else failed_mark(i, result.error),
                    # a point the ask's end cut (not yet marked as how) has not ended
                    ended=settled and result.error != CANCELLED,
                    label=label,
                    live=live,
                    cut=result.finish_reason in CUT_FINISH,
                    title=node.title,
                    raw=kept or "",
                )
            )
        return out


async def _asked_count(question: str, max_points: int) -> int | None:
    """The number of things ``question`` asks for ("give me 7 names", "list five ways"), where
    the finder finds one of at most ``max_points``: the skeleton then has that many points,
    not "at most" the limit. None elsewhere (a question with no count, or a finder error)."""
    from sot.pasta_lang.items.lexicon import entries

    words = re.findall(r"[^\W_]+", question[:2000])
    english = {w.casefold() for w in entries("numbers", "en")} | {"dozen"}
    if not any(w.isdigit() or w.casefold() in english or not w.isascii() for w in words):
        return None  # no number at all: the plan's wording is settled without the finder
    from sot.pasta_lang.items import find_items

    try:
        split = await anyio.to_thread.run_sync(find_items, question)
    except Exception:  # the count only shapes the plan's wording: never fails the ask
        return None
    if split is None or split.kind != "count" or split.count is None or split.count > max_points:
        return None
    return split.count


async def run_sot(ctx: AskContext) -> None:
    """Plan a skeleton, expand every point at once, assemble in order.

    With ``ctx.ask.pipeline`` (by default where the provider prefers it: remote APIs, not the
    llama.cpp engine on the CPU) each point starts expanding as soon as its line of the
    skeleton is written, while the plan goes on (on the local backend the plan and the
    points share one batch); otherwise every point starts when the plan is done, all
    seeing the whole skeleton. A skeleton that repeats a point ends there (small models
    that repeat a line go on repeating it): with :data:`MIN_POINTS` different points or
    more, those are the plan; with fewer, the duplicate is refused and the plan asked for
    the next point, up to :data:`PLAN_ATTEMPTS` times in all: the new request continues the
    settled points as its prefill (``1. Refund status\n2.``), decoded where the engine can
    (llama.cpp) under a grammar that refuses every settled title, so even a greedy small
    model writes a different point (a provider that cannot continue a prefill gets the list
    so far in its prompt). Only a reply with no usable list after that falls back to
    answering directly (points started early are then dropped).

    The plan is not answer text, so a plan cut after it began (a retryable error once
    output came) is asked again, up to :data:`PLAN_ATTEMPTS` times in all: the points
    already settled keep running and are not started again; the new reply only adds
    points. A plan that fails for good once points have started lets them finish and
    raises its error after them: the ask answers from those points (and names the error).
    """
    from sot.pasta_lang.skeleton import MIN_POINTS, SkeletonStream

    ctx.mode = "sot"
    asked = await _asked_count(ctx.ask.question, ctx.ask.max_points)
    max_points = asked or ctx.ask.max_points
    plan_messages = ctx.ask.prompts.plan_messages(ctx.ask.question, max_points, exact=asked is not None)
    lead = "1."  # SoT starts the list for the model, as the paper does for open models
    if plan_messages and plan_messages[-1].role == "assistant":  # the template's own prefill
        *plan_messages, last = plan_messages
        lead = last.content

    def plan_request(settled: Sequence[str] = ()) -> GenerationRequest:
        """The plan request; asked again after a repeated point, it continues the ``settled``
        points with the next number, under a grammar that refuses them (and a note where the
        provider cannot continue a prefill)."""
        messages, prefill = list(plan_messages), lead
        if settled:
            listed = "\n".join(f"{n}. {title}" for n, title in enumerate(settled, 1))
            before = lead[:-2] if re.search(r"(^|\n)1\.$", lead.rstrip()) else ""
            prefill = f"{before}{listed}\n{len(settled) + 1}."
            if not ctx.provider.supports_prefill and messages and messages[-1].role == "user":
                note = f"\n\nThe list so far:\n{listed}\nEvery further point must differ from those."
                messages[-1] = Message("user", messages[-1].content + note)
        # ctx.request drops the prefill for providers that cannot continue one
        request = ctx.request(
            [*messages, Message("assistant", prefill)], purpose="skeleton", max_tokens=ctx.ask.plan_max_tokens
        )
        # engines that can (local llama.cpp) decode the plan under a grammar of numbered lines
        grammar = skeleton_gbnf(max_points, request.prefill, exclude=settled)
        request = replace(request, line_max_tokens=ctx.ask.plan_line_tokens, grammar=grammar)
        if request.prefill:
            # the model continues a list we started: a blank line, or a point past the cap, ends it
            request = replace(request, stop=(*request.stop, "\n\n", f"\n{max_points + 1}."))
        return request

    request = plan_request()
    skeleton_stream = SkeletonStream(max_points=max_points)
    ctx.graph = graph = TaskGraph("sot", plan="skeleton", main_in_answer=False)

    def point_messages(points: Sequence[str], i: int) -> list[Message]:
        """Point ``i``'s prompt: where the provider keeps the plan's computed prompt, the plan's
        conversation going on (its messages, the skeleton as written so far, then the point's
        own turn), so only that turn is new; else the point's own prompt."""
        if ctx.provider.keeps_prefix and skeleton_stream.text.strip():
            followup = ctx.ask.prompts.branch_followup_messages(ctx.ask.question, points, i)
            if followup is not None:
                turn = [m for m in followup if m.role != "system"]
                return [*plan_messages, Message("assistant", skeleton_stream.text.rstrip()), *turn]
        return ctx.ask.prompts.branch_messages(ctx.ask.question, points, i)

    def branch_request(node: TaskNode) -> GenerationRequest:
        # a point sees the skeleton so far; it is a short paragraph: stop where the model
        # starts another one or the next point
        points, i = ctx.points, node.index or 0
        return ctx.request(
            _prefilled(point_messages(points, i), f"{i + 1}. {points[i]}:"),
            purpose="branch",
            branch=i,
            topic=points[i],
            max_tokens=ctx.ask.branch_max_tokens,
            stop=BRANCH_STOPS + (f"\n{i + 2}.",),
        )

    async with anyio.create_task_group() as tg:
        scheduler = Scheduler(ctx, tg, branch_request)

        def start(titles: Sequence[str]) -> None:
            """Expand ``titles`` (the next points) as one group, each seeing the skeleton so far."""
            for title in titles:
                graph.add_point(title)
            scheduler.kick()

        decided: list[bool] = []

        def pipelined() -> bool:  # decided once the plan writes (a local model has loaded by then)
            if not decided:
                decided.append(ctx.ask.pipeline if ctx.ask.pipeline is not None else ctx.provider.pipelines())
            return decided[0]

        async def on_plan_text(text: str) -> bool:
            await ctx.emit(PlanDelta, text=text)
            settled = skeleton_stream.feed(text)
            if settled and pipelined():
                start(settled)
            return skeleton_stream.repeating  # a point written twice: the model is looping, the plan is over

        async def restart() -> None:  # a new reply only adds points to those settled
            skeleton_stream.restart()
            if request.prefill:
                await on_plan_text(request.prefill)

        try:
            for attempt in range(PLAN_ATTEMPTS):
                if attempt:  # a repeated point is refused: the plan is asked for the next one
                    request = plan_request(skeleton_stream.settled)
                failure, _ = await stream_main(ctx, request, on_text=on_plan_text, restart=restart)
                if failure is not None:
                    break
                skeleton_stream.end()
                if not skeleton_stream.repeating or len(skeleton_stream.settled) >= MIN_POINTS:
                    break
        finally:  # (an interrupt or the deadline in the skeleton: the result keeps what it had written)
            ctx.plan_text = skeleton_stream.text
        if failure is not None:
            if not ctx.points and len(skeleton_stream.settled) >= MIN_POINTS:
                start(skeleton_stream.settled)  # whole-skeleton mode: expand what the plan had settled
            if not ctx.points:  # nothing started: without the plan there is no answer
                tg.cancel_scope.cancel()
            else:  # the points started run to their end; the answer is theirs
                ctx.plan_s = ctx.now()
                await ctx.emit(PlanReady, mode="sot", points=ctx.points)
        else:
            ctx.plan_s = ctx.now()
            skeleton = skeleton_stream.close()
            if skeleton:
                start(skeleton.points[len(ctx.points) :])
            else:  # no usable list: drop any point started early
                tg.cancel_scope.cancel()
                ctx.fallback = True
                ctx.fallback_reason = (
                    f"the plan repeated a point before it had {MIN_POINTS} different ones"
                    + (f" (asked {attempt + 1} times)" if attempt else "")
                    if skeleton_stream.repeating
                    else f"the plan was not a numbered list of at least {MIN_POINTS} points"
                )
            await ctx.emit(PlanReady, mode="sot", points=() if ctx.fallback else ctx.points)
    # the task group has waited for every branch
    if failure is not None:
        raise failure
    if ctx.fallback:
        ctx.graph = None
        ctx.branches.clear()
        ctx.live.clear()
        await _DIRECT.run(ctx)
