"""Map-reduce over a long input: notes on every part at once, then one answer from the notes.

An input longer than the model's window cannot be answered in one call. This mode splits
it into parts that fit (:func:`~sot.orchestrator.chunking.split_text`: whole paragraphs
and sentences, a small overlap), asks the question of every part at the same time (the
*map*: one group, which the local backend batches over the prompt's shared head, and remote
providers run as concurrent requests), then writes the answer from the parts' notes in one
call (the *reduce*), which streams as the answer. Where the notes themselves do not fit one
call, consecutive notes are first combined (a level of reduces in parallel), until they do.

What is split, in order: the ask's ``context`` (``sot ask``'s piped stdin, ``context=``);
else the longest template variable, where that is what makes the prompt long (the template's
prompts then see a short placeholder in its place); else the question itself (a long
message through ``sot serve``): the map and reduce prompts then carry the message's first
and last lines as the request.

Where parts share one cache (the llama.cpp engine's KV cache, ``n_ctx`` tokens for every row
at once), they run in waves that fit it. A part that fails is named in the answer's
``error``; the answer is written from the others. If the reduce is cut before it writes,
the answer is the notes, each under its part's name.

An input that is one part (under ``2 * MIN_PART_TOKENS`` tokens, and its prompt fits the
window) has nothing to read side by side: a map of it and a reduce of one note would only
ask the model twice. It is answered directly, and the result says so (``fallback``, the
reason in ``fallback_reason``; ``sot ask`` prints it).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import anyio

from sot.errors import SotError, UserInputError
from sot.orchestrator.chunking import split_text
from sot.orchestrator.context import AskContext
from sot.orchestrator.events import PlanReady
from sot.orchestrator.executor import Scheduler, run_main
from sot.orchestrator.modes.base import Mode, main_mark
from sot.orchestrator.modes.direct import DirectMode
from sot.orchestrator.result import answer_text, whole_words
from sot.orchestrator.tokens import ANSWER_ROOM, ASSUMED_WINDOW, check_fit, counter, messages_tokens
from sot.pasta_lang.ir import TaskGraph, TaskNode
from sot.providers.base import GenerationRequest, Window
from sot.templates.prompts import PromptSet

__all__ = [
    "LongInput",
    "MapReduceMode",
    "long_input",
    "run_mapreduce",
]

#: a part is at most this long even where the window is larger, so parts run side by side and
#: each call's attention stays short
MAX_PART_TOKENS = 4096
#: a text of at least twice this many tokens is split in two parts or more, even where it would
#: fit one (map-reduce asked for by name; auto picks it only where the prompt does not fit)
MIN_PART_TOKENS = 512
#: tokens the end of one part is repeated at the start of the next
OVERLAP_TOKENS = 64
#: tokens of a part's notes, at most
NOTE_TOKENS = 160
#: a margin for tokens that merge at joins
MARGIN_TOKENS = 32
#: of a long message split as the input, the request the prompts carry: its head and tail
REQUEST_CHARS = 600
#: the prompts' own markup, which a model copying their format may write after its answer: the
#: answer ends there (no prompt markup reaches an answer)
PROMPT_MARKUP = ("</notes>", "<notes ", "</part>", "</context>")  # (four: the OpenAI API takes no more)
#: what a template variable split as the input reads as in the template's own prompts
PLACEHOLDER = "(a long text, given to you in parts)"

_DIRECT = DirectMode()


class MapReduceMode(Mode):
    name = "mapreduce"
    summary = "a long input in parts: notes on every part at once, then the answer from the notes"
    main_call = "the answer from the parts' notes"
    parallel = True
    whole_input = False
    first_output = "the parts"
    part_noun = "part"
    prompts = ("map", "reduce")

    async def run(self, ctx: AskContext) -> None:
        await run_mapreduce(ctx)

    def answer(self, ctx: AskContext, *, final: bool) -> str:
        """The reduce's text as it streams; at the end, marked where parts failed (it was
        written without them), or, where the reduce wrote nothing, the parts' notes."""
        if not final:
            return whole_words(ctx.main_text).strip()
        text = _assemble(ctx)
        mark = main_mark(ctx)
        return text + mark if text and not text.endswith(mark) else text


@dataclass(frozen=True)
class LongInput:
    """What map-reduce splits (``text``), the request its prompts ask about, the prompts
    (the template's, with a split variable replaced by a placeholder), and where it came from."""

    text: str
    question: str
    prompts: PromptSet
    source: str


def _excerpt(text: str) -> str:
    """A long message's request: its first and last lines, where the ask usually is."""
    text = text.strip()
    if len(text) <= 2 * REQUEST_CHARS:
        return text
    head, tail = text[:REQUEST_CHARS], text[-REQUEST_CHARS:]
    head = head[: head.rfind("\n")] if "\n" in head else head
    tail = tail[tail.find("\n") + 1 :] if "\n" in tail else tail
    return f"{head.strip()}\n[...]\n{tail.strip()}"


def long_input(ctx: AskContext) -> LongInput:
    """What this ask splits (see the module's docstring)."""
    if ctx.ask.context is not None and ctx.ask.context.strip():
        return LongInput(ctx.ask.context, ctx.ask.query, ctx.ask.prompts, "context")
    template = ctx.ask.template
    if template is not None:
        longest = max(
            ((name, value) for name, value in template.variables.items() if isinstance(value, str)),
            key=lambda item: len(item[1]),
            default=None,
        )
        if longest is not None and len(longest[1]) > len(ctx.ask.query):
            name, value = longest
            return LongInput(value, ctx.ask.query, template.rebind({name: PLACEHOLDER}).prompts, f"variable {name}")
    return LongInput(ctx.ask.query, _excerpt(ctx.ask.query), ctx.ask.prompts, "message")


def _waves(sizes: Sequence[int], shared: int | None) -> list[list[int]]:
    """Parts (by index) in consecutive waves whose rows fit ``shared`` tokens together."""
    waves: list[list[int]] = [[]]
    used = 0
    for i, size in enumerate(sizes):
        if shared is not None and waves[-1] and used + size > shared:
            waves.append([])
            used = 0
        waves[-1].append(i)
        used += size
    return waves


async def run_mapreduce(ctx: AskContext) -> None:
    """Answer a long input in parts (see the module's docstring)."""
    ctx.mode = "mapreduce"
    source = long_input(ctx)
    window = await ctx.provider.window() or ASSUMED_WINDOW
    count = counter(ctx.provider)
    note_tokens = min(NOTE_TOKENS, ctx.ask.branch_max_tokens)

    def map_request(text: str, part: int, parts: int, index: int) -> GenerationRequest:
        return ctx.request(
            source.prompts.map_messages(source.question, text, part, parts),
            purpose="map",
            branch=index,
            topic=f"part {part} of {parts}",
            max_tokens=note_tokens,
        )

    # a part's budget: the window less the map prompt around it, its notes and a margin
    around = messages_tokens(ctx.provider, map_request("", 1, 1, 0).messages)
    budget = min(MAX_PART_TOKENS, window.tokens - around - note_tokens - MARGIN_TOKENS)
    if budget < 2 * OVERLAP_TOKENS:
        raise UserInputError(
            f"the prompt around each part takes {around} of the model's {window.tokens} tokens, "
            "leaving no room for the text: shorten the conversation or the template's prompts"
        )
    total = count(source.text)
    if total >= 2 * MIN_PART_TOKENS:  # parts to read side by side, even where one would hold it all
        budget = min(budget, -(-total // 2) + OVERLAP_TOKENS + MARGIN_TOKENS)
    parts = split_text(source.text, budget=budget, count=count, overlap=OVERLAP_TOKENS)
    if not parts:
        raise UserInputError("there is no text to answer from")
    if len(parts) == 1 and (await check_fit(ctx)).fits:  # nothing to read side by side
        ctx.fallback = True
        ctx.fallback_reason = (
            f"the input ({total} tokens) fits the model's window in one part: map-reduce reads a text of "
            f"{2 * MIN_PART_TOKENS} tokens or more, or one longer than the window, in parts"
        )
        await ctx.emit(PlanReady, mode="mapreduce", points=())
        await _DIRECT.run(ctx)
        return
    titles = [f"part {i + 1} of {len(parts)}" for i in range(len(parts))]
    ctx.graph = graph = TaskGraph("mapreduce", plan="parts")
    sizes = [around + count(p) + note_tokens for p in parts]
    previous: list[str] = []
    waves = _waves(sizes, window.shared)
    for wave in waves:
        previous = [graph.add("branch", previous or ("plan",), title=titles[i]).id for i in wave]
    requests = {i: map_request(text, i + 1, len(parts), i) for i, text in enumerate(parts)}
    estimate = await _estimate(ctx, [[sizes[i] - note_tokens for i in wave] for wave in waves], note_tokens, around)
    head = f"{len(parts)} parts, {total} tokens" + (
        f"; about {estimate:.0f} s on this backend" if estimate is not None else ""
    )
    ctx.plan_text = "\n".join([head, *(f"{t} ({count(p)} tokens)" for t, p in zip(titles, parts, strict=True))])
    ctx.plan_s = ctx.now()
    await ctx.emit(
        PlanReady,
        mode="mapreduce",
        points=tuple(titles),
        tokens=total,
        estimate_s=None if estimate is None else round(estimate, 1),
    )
    async with anyio.create_task_group() as tg:
        Scheduler(ctx, tg, lambda node: requests[node.index or 0], answer=False).kick()

    notes = _notes(ctx, range(len(parts)))
    failed = [titles[i] for i in range(len(parts)) if ctx.branches[i].status == "failed"]
    if failed:
        first = ctx.branches[next(i for i in range(len(parts)) if ctx.branches[i].status == "failed")]
        ctx.error = f"{', '.join(failed)} failed ({first.reason or first.error}); the answer is written without"
    if not notes:
        raise SotError(f"every part of the text failed: {ctx.branches[0].error}")
    notes = await _combine(ctx, source, notes, window, note_tokens)
    final = ctx.request(
        source.prompts.reduce_messages(source.question, notes, final=True), purpose="reduce", stop=PROMPT_MARKUP
    )
    outcome = await run_main(ctx, final)
    ctx.finish_reason = outcome.finish_reason


async def _estimate(ctx: AskContext, waves: list[list[int]], note_tokens: int, around: int) -> float | None:
    """Seconds the map-reduce is predicted to take, from the provider's speed: each wave's
    prompts, then its notes decoded together; then the reduce's prompt and a typical answer
    (``None`` where the provider's speed is not known)."""
    try:
        speed = await ctx.provider.speed()
    except SotError:
        return None
    if speed.decode_tok_s <= 0:
        return None

    def prompt_s(tokens: int) -> float:
        return speed.first_token_s + (tokens / speed.prefill_tok_s if speed.prefill_tok_s else 0.0)

    total = 0.0
    for wave in waves:
        total += prompt_s(sum(wave)) + note_tokens / speed.decode_tok_s * speed.ratio(len(wave))
    answer = min(ctx.ask.max_tokens, ANSWER_ROOM)
    parts = sum(len(wave) for wave in waves)
    return total + prompt_s(around + parts * note_tokens) + answer / speed.decode_tok_s


def _notes(ctx: AskContext, indexes) -> list[str]:
    """The notes of the parts that gave any, in order (a cut one with its mark)."""
    return [text for i in indexes if (text := answer_text(ctx.branches.get(i))) is not None]


async def _combine(ctx: AskContext, source: LongInput, notes: list[str], window: Window, note_tokens: int) -> list[str]:
    """``notes`` combined, a level at a time (consecutive notes in one call each, all calls
    of a level at once), until the final reduce's prompt fits with room for the answer."""
    room = min(ctx.ask.max_tokens, ANSWER_ROOM)

    def prompt_tokens(batch: Sequence[str], final: bool) -> int:
        return messages_tokens(
            ctx.provider,
            ctx.request(source.prompts.reduce_messages(source.question, batch, final=final), purpose="reduce").messages,
        )

    graph = ctx.graph
    assert graph is not None
    while len(notes) > 1 and prompt_tokens(notes, True) + room > window.tokens:
        batches: list[list[str]] = [[]]
        for note in notes:
            if batches[-1] and prompt_tokens([*batches[-1], note], False) + note_tokens > window.tokens:
                batches.append([])
            batches[-1].append(note)
        if len(batches) == len(notes):  # not one pair fits a call: the notes are as short as they get
            break
        start = len(graph.branches)
        requests: dict[int, GenerationRequest] = {}
        for k, batch in enumerate(batches):
            node = graph.add("branch", ("plan",), title=f"notes combined {k + 1} of {len(batches)}")
            requests[node.index or 0] = ctx.request(
                source.prompts.reduce_messages(source.question, batch, final=False),
                purpose="reduce",
                branch=node.index,
                max_tokens=note_tokens,
            )

        def level_request(node: TaskNode, level: dict[int, GenerationRequest] = requests) -> GenerationRequest:
            return level[node.index or 0]

        async with anyio.create_task_group() as tg:
            scheduler = Scheduler(ctx, tg, level_request, answer=False)
            scheduler.seen = start  # the parts' nodes ran already
            scheduler.kick()
        notes = _notes(ctx, range(start, start + len(batches))) or notes
    return notes


def _assemble(ctx: AskContext) -> str:
    """The answer: the reduce's text (marked where parts failed: it was written without them);
    before it wrote anything, the parts' notes under their names."""
    if ctx.main_text.strip():
        missing = [b.title for i in sorted(ctx.branches) if (b := ctx.branches[i]).status == "failed"]
        mark = f" [written without {', '.join(missing)}, which failed]" if missing else ""
        return ctx.main_text.strip() + mark
    notes = [(b.title, text) for i in sorted(ctx.branches) if (text := answer_text(b := ctx.branches[i])) is not None]
    if not notes:
        return ""
    return "\n\n".join(f"[{title}] {text}" for title, text in notes)
