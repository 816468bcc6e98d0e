"""``direct``: one generation streamed as the answer (the baseline every other mode is measured against)."""

from __future__ import annotations

from sot.orchestrator.context import AskContext
from sot.orchestrator.executor import run_main
from sot.orchestrator.modes.base import Mode

__all__ = ["DirectMode"]


class DirectMode(Mode):
    name = "direct"
    summary = "one generation, the baseline"
    main_call = "the answer"
    prompts = ("direct",)

    async def run(self, ctx: AskContext) -> None:
        outcome = await run_main(ctx, ctx.request(ctx.ask.prompts.direct_messages(ctx.ask.question), purpose="direct"))
        ctx.finish_reason = outcome.finish_reason
