"""The answering modes: ``direct`` (one generation, the baseline) and ``sot`` (Skeleton-of-Thought).

PASTA lives in :mod:`sot.orchestrator.pasta_mode`. A mode fills the :class:`AskContext`
as it goes (points, branches, main text, an assembler), so whatever ends it early, the
ask can still put together what was finished.
"""

from __future__ import annotations

from dataclasses import replace

from sot.orchestrator.context import AskContext
from sot.orchestrator.events import PlanDelta, PlanReady
from sot.orchestrator.executor import GraphNode, run_graph, run_main
from sot.providers.base import Message

__all__ = ["BRANCH_STOPS", "assemble_points", "run_direct", "run_sot"]

BRANCH_STOPS = ("\n\n",)


def _prefilled(messages: list[Message], prefill: str) -> list[Message]:
    """``messages`` ending in an assistant prefill (kept when the prompt already has one)."""
    if messages and messages[-1].role == "assistant":
        return messages
    return [*messages, Message("assistant", prefill)]


async def run_direct(ctx: AskContext) -> None:
    """One generation streamed as the answer."""
    ctx.mode = ctx.mode or "direct"
    await run_main(ctx, ctx.request(ctx.prompts.direct_messages(ctx.question), label="direct"))


def assemble_points(ctx: AskContext) -> str:
    """The SoT answer: every finished point in skeleton order, numbered."""
    lines = []
    n = 0
    for i, title in enumerate(ctx.points):
        branch = ctx.branches.get(i)
        if branch is None or branch.status != "done":
            continue
        n += 1
        text = branch.text
        lines.append(f"{n}. {title}: {text}" if text else f"{n}. {title}")
    return "\n".join(lines)


async def run_sot(ctx: AskContext) -> None:
    """Plan a skeleton, expand every point at once, assemble in order.

    A reply without a usable list falls back to answering directly.
    """
    from sot.pasta_lang.skeleton import parse_skeleton

    ctx.mode = "sot"

    async def on_plan_text(text: str) -> None:
        await ctx.emit(PlanDelta, text=text)

    # SoT starts the answer for the model, as the paper does for open models: the list with
    # "1.", each point with its number and title (ctx.request drops these prefills for
    # providers that cannot continue one)
    request = ctx.request(_prefilled(ctx.prompts.plan_messages(ctx.question, ctx.max_points), "1."),
                          label="plan:sot", max_tokens=ctx.plan_max_tokens)
    if request.prefill:
        # the model continues a list we started: a blank line, or a point past the cap, ends it
        request = replace(request, stop=(*request.stop, "\n\n", f"\n{ctx.max_points + 1}."))
        await on_plan_text(request.prefill)
    plan = await run_main(ctx, request, on_text=on_plan_text, answer_stream=False)
    ctx.plan_s = ctx.now()
    skeleton = parse_skeleton(request.prefill + plan.text, max_points=ctx.max_points)
    ctx.points = tuple(skeleton.points)
    await ctx.emit(PlanReady, mode="sot", points=ctx.points)
    if not ctx.points:
        ctx.fallback = True
        await run_direct(ctx)
        return

    points = ctx.points
    prompts, question = ctx.prompts, ctx.question

    def request_for(i: int):
        # a point is a short paragraph: stop where the model starts another one or the next point
        return lambda _done: ctx.request(
            _prefilled(prompts.branch_messages(question, points, i), f"{i + 1}. {points[i]}:"),
            label=f"branch:{i}:{points[i]}",
            max_tokens=ctx.branch_max_tokens,
            stop=BRANCH_STOPS + (f"\n{i + 2}.",),
        )

    ctx.assemble = assemble_points
    nodes = [
        GraphNode(index=i, title=title, deps=(), make_request=request_for(i)) for i, title in enumerate(points)
    ]
    await run_graph(ctx, nodes)
