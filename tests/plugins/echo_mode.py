"""A toy mode in one file: ``echo`` answers with a branch per word of the question, in order.

It is what a new mode takes: a :class:`~sot.orchestrator.modes.Mode` subclass with ``run``
(here its parts come from the base class's join of :meth:`parts`), and one registry line
(``register(EchoMode())``, in :mod:`tests.plugins.sitecustomize` for a gateway process).
"""

from __future__ import annotations

import anyio

from sot.orchestrator.context import AskContext
from sot.orchestrator.executor import Scheduler
from sot.orchestrator.modes import Mode, Part
from sot.orchestrator.result import answer_text
from sot.pasta_lang.ir import TaskGraph
from sot.providers.base import Message


class EchoMode(Mode):
    name = "echo"
    summary = "a branch per word of the question (a toy mode for the tests)"
    main_call = "the echo"
    parallel = True
    branches_in_answer = True
    main_text = False
    separator = " "
    prompts = ("direct",)

    async def run(self, ctx: AskContext) -> None:
        words = ctx.ask.question.split()
        ctx.graph = graph = TaskGraph(self.name, plan="words")
        for word in words:
            graph.add("branch", ("plan",), title=word)
        ctx.plan_s = ctx.now()

        def request(node):
            # each branch asks the model to repeat its word (the fake provider echoes a prefill)
            return ctx.request(
                [Message("user", f"Repeat: {node.title}"), Message("assistant", node.title)],
                purpose="branch",
                branch=node.index,
                topic=node.title,
                max_tokens=ctx.ask.branch_max_tokens,
            )

        async with anyio.create_task_group() as tg:
            Scheduler(ctx, tg, request).kick()

    def parts(self, ctx: AskContext) -> list[Part]:
        if ctx.graph is None:
            return []
        out = []
        for node in ctx.graph.branches:
            result = ctx.branches.get(node.index or 0)
            if result is None:
                written = "".join(ctx.live.get(node.index or 0, ()))
                out.append(Part(None, ended=False, live=written, title=node.title))
            else:
                out.append(Part(answer_text(result) or node.title, ended=True, title=node.title))
        return out
