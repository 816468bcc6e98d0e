"""PASTA mode: the model writes its answer with PASTA-LANG tags; promised parts run as branches.

Model-driven (no ``plan``): the main call (``plan:pasta``) streams; the incremental
parser recognises each ``<promise/>`` the moment its tag closes and a branch
(``branch:{i}:{topic}``) starts at once, while the main text goes on. ``<sync/>`` is a
barrier: a promise after it starts only when the branches opened before it have ended
(its context then holds their text). The end of the main text waits for every branch.
The answer is the main text with each branch's text at its promise's place and no tags;
a reply with no tags is a direct answer (``fallback``). A main text that promises a topic
it already promised is looping (small models do): it ends there, and the repeat is not forked.

Branch requests: a provider that batches groups natively (the local backend) gets a
*fork*: the main call's messages plus an assistant prefill of the raw main text up to
the promise and ``<async topic="...">``, stopping at ``</async>``, so it reuses the main
row's KV cache. Other providers get ``PromptSet.pasta_branch_messages(question,
context_so_far, topic, tokens)``.

Authored plans (``plan=`` or a template's plan) are parsed strictly and run as a task
graph with no planning call: the text parts are literal, the promises are branches.

Both build one :class:`~sot.pasta_lang.ir.TaskGraph` (the model's reply as it streams)
and run it with the :class:`~sot.orchestrator.executor.Scheduler`.

A main text cut before any of it reached the answer is asked again (up to
:data:`MAIN_ATTEMPTS` times in all); one cut later keeps what it wrote, its branches run
to their end, and the ask answers from them, naming the failure. A branch cut mid-stream
keeps its text, marked (``partial``), in its place.

Only the model's reply and the authored plan are parsed; the question is data.
"""

from __future__ import annotations

from collections.abc import Sequence

import anyio

from sot.orchestrator.context import AskContext
from sot.orchestrator.events import AnswerDelta, PlanDelta, PlanReady
from sot.orchestrator.executor import CANCELLED, MAIN_ATTEMPTS, Scheduler, stream_main
from sot.orchestrator.modes.base import Mode, Part
from sot.orchestrator.result import CUT_FINISH, LOOP_GUARD, answer_text, whole_words
from sot.pasta_lang.incremental import IncrementalParser, clean_branch_text
from sot.pasta_lang.ir import Item, Promise, TaskGraph, TaskNode
from sot.pasta_lang.pasta import parse_pasta
from sot.providers.base import PASTA_ADAPTER, GenerationRequest, Message

__all__ = ["MAIN_ATTEMPTS", "PastaMode", "clean_branch_text", "fork_messages", "run_pasta"]

#: a promise's ``tokens`` is the model's estimate, often low (a trained 135M model promised 20
#: for parts it wrote 60 for): a branch may write this many times it, and at least
#: :data:`_MIN_BRANCH_TOKENS`, before its bound cuts it
_BRANCH_TOKENS_FACTOR = 3
_MIN_BRANCH_TOKENS = 96


class PastaMode(Mode):
    name = "pasta"
    summary = "PASTA: the answer marks independent parts, which branches write while it goes on"
    main_call = "the main text"
    parallel = True
    branches_in_answer = True
    first_output = "the plan"
    prompts = ("pasta", "pasta_branch")

    async def run(self, ctx: AskContext) -> None:
        await run_pasta(ctx)

    def parts(self, ctx: AskContext) -> list[Part]:
        """The main text and each promised part in its place, without tags (a part's text
        streams up to a tag the model writes in it; the rest once it ends, tags taken out)."""
        if ctx.graph is None:
            return []
        out = []
        for node in ctx.graph.nodes:
            if node.kind == "text":
                out.append(Part(node.text, ended=True))
            elif node.kind == "branch":
                result = ctx.branches.get(node.index or 0)
                written = "".join(ctx.live.get(node.index or 0, ()))
                kept = "" if result is None else answer_text(result, clean_branch_text) or ""
                out.append(
                    Part(
                        kept,
                        # a part the ask's end cut (not yet marked as how) has not ended
                        ended=result is not None and result.error != CANCELLED,
                        live=written.partition("<")[0],  # tags are taken out once it ends: the text before one streams
                        title=node.title,
                        raw=kept,
                    )
                )
        return out


def _outputs(ctx: AskContext) -> dict[str, str]:
    """What each ended branch gives the answer so far, by node id (tags taken out)."""
    assert ctx.graph is not None
    out = {}
    for node in ctx.graph.branches:
        text = answer_text(ctx.branches.get(node.index or 0), clean_branch_text)
        if text is not None:
            out[node.id] = text
    return out


def _attr(value: str) -> str:
    return value.replace("\\", "\\\\").replace("&", "&amp;").replace('"', "&quot;")


def fork_messages(main: list[Message] | tuple[Message, ...], raw_so_far: str, topic: str) -> tuple[Message, ...]:
    """A fork of the main call: its messages, then the raw text so far and an ``<async>`` opening."""
    prefill = f'{raw_so_far}<async topic="{_attr(topic)}">'
    return (*main, Message("assistant", prefill))


def _branch_request(
    ctx: AskContext, node: TaskNode, fork: tuple[tuple[Message, ...], str] | None = None
) -> GenerationRequest:
    """A promised part's request: a fork of the main call (``fork``: its messages and raw
    text) where the provider batches natively, else the part's own prompt with the answer
    so far (finished parts' text, ``[topic]`` for the others)."""
    assert ctx.graph is not None
    bound = ctx.ask.branch_max_tokens
    estimate = None if node.tokens is None else max(_BRANCH_TOKENS_FACTOR * node.tokens, _MIN_BRANCH_TOKENS)
    max_tokens = bound if estimate is None else min(bound, estimate)
    if fork is not None and ctx.provider.native_group:
        main_messages, raw = fork
        prefix = raw[: node.end if node.end is not None else len(raw)]
        return ctx.request(
            fork_messages(main_messages, prefix, node.title),
            purpose="branch",
            branch=node.index,
            topic=node.title,
            max_tokens=max_tokens,
            stop=("</async>",),
            adapter=PASTA_ADAPTER,
        )
    context = ctx.graph.assemble(_outputs(ctx), upto=node.id, missing=lambda n: f"[{n.title}]").strip()
    messages = ctx.ask.prompts.pasta_branch_messages(ctx.ask.question, context, node.title, node.tokens)
    return ctx.request(
        messages, purpose="branch", branch=node.index, topic=node.title, max_tokens=max_tokens, adapter=PASTA_ADAPTER
    )


async def _answer_deltas(ctx: AskContext, nodes: Sequence[TaskNode], after: int) -> None:
    """``AnswerDelta`` for each text node, with how many branches come before it."""
    for node in nodes:
        if node.kind == "branch":
            after += 1
        elif node.kind == "text":
            await ctx.emit(AnswerDelta, text=node.text, after=after)


async def run_pasta(ctx: AskContext) -> None:
    """Answer in PASTA mode: from the authored plan (``ctx.ask.plan``) when given, else from the model's annotated reply."""
    ctx.mode = "pasta"
    plan = ctx.ask.plan
    if plan is not None and plan.strip():
        ctx.graph = parse_pasta(plan, source="plan").to_graph()
        ctx.plan_s = ctx.now()
        await ctx.emit(PlanReady, mode="pasta", points=ctx.points)
        await _answer_deltas(ctx, ctx.graph.nodes, 0)
        async with anyio.create_task_group() as tg:
            Scheduler(ctx, tg, lambda node: _branch_request(ctx, node)).kick()
        return

    main = tuple(ctx.ask.prompts.pasta_messages(ctx.ask.question))
    request = ctx.request(main, purpose="pasta", adapter=PASTA_ADAPTER)  # the model's PASTA adapter, where it has one
    ctx.graph = graph = TaskGraph("pasta", plan="reply", main_in_answer=True)
    raw, parser = "", IncrementalParser(drop_malformed=True)
    held = ""  # the end of the main text that may be part of a word still being written
    promised: set[str] = set()

    def until_repeat(items: list[Item]) -> tuple[list[Item], bool]:
        """``items`` up to a promise of a topic already promised, and whether there was one."""
        for at, item in enumerate(items):
            if isinstance(item, Promise):
                topic = " ".join(item.topic.casefold().split())
                if topic in promised:
                    return items[:at], True
                promised.add(topic)
        return items, False

    def began() -> bool:  # some of the answer is there: text or a promise
        return any(n.kind in ("text", "branch") for n in graph.nodes)

    async with anyio.create_task_group() as tg:
        scheduler = Scheduler(ctx, tg, lambda node: _branch_request(ctx, node, (main, raw)))

        async def add(items: list[Item]) -> None:
            after = len(graph.branches)
            nodes = graph.add_items(items)
            scheduler.kick()
            if any(n.kind == "text" for n in nodes):
                ctx.saw_text()
            await _answer_deltas(ctx, nodes, after)

        async def on_text(chunk: str) -> bool:
            nonlocal raw, parser, held
            raw += chunk
            await ctx.emit(PlanDelta, text=chunk)
            # the main text is answer text the moment it is parsed: a word at its end waits for
            # what follows it (the loop guard may end the reply mid-word, and its text then ends
            # at the last whole word, with nothing of it streamed)
            text = held + chunk
            whole = len(whole_words(text))
            held = text[whole:]
            items, looping = until_repeat(parser.feed(text[:whole]))
            await add(items)
            if looping:  # the main text ends before the repeat; what it held back is dropped
                parser, held = IncrementalParser(drop_malformed=True), ""
            return looping

        async def restart() -> None:
            nonlocal raw, parser, held
            raw, parser, held = "", IncrementalParser(drop_malformed=True), ""
            promised.clear()

        # a main text cut before any of it reached the answer is asked again
        failure, finish = await stream_main(
            ctx, request, on_text=on_text, restart=restart, may_retry=lambda: not began()
        )
        ctx.plan_text = raw
        ctx.finish_reason = finish  # the main text is answer text: a bound or the loop guard cut it
        if failure is not None and not began():  # nothing of the answer yet: stop the branches
            tg.cancel_scope.cancel()
        else:
            # a main text cut after it began (an error, a token bound, the loop guard) keeps
            # what it wrote, less a tag it was in the middle of; its branches run to their
            # end, and the ask names the failure
            if held and finish != LOOP_GUARD:  # the last word was whole (the loop guard's is not)
                await add(until_repeat(parser.feed(held))[0])
            await add(parser.close(keep_held=failure is None and finish not in CUT_FINISH))
            ctx.plan_s = ctx.now()
            ctx.fallback = not graph.branches and failure is None
            if ctx.fallback:
                ctx.fallback_reason = "the main text made no PASTA-LANG promise, so it is the whole answer"
            await ctx.emit(PlanReady, mode="pasta", points=ctx.points)
    # the task group has waited for every branch
    if failure is not None:
        raise failure
