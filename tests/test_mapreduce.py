"""Map-reduce over a long input: splitting, the map and reduce calls, auto's choice, failures.

The fake provider counts words as tokens and is given a window (``Window``), so a
synthetic document with one code word per section has to be answered in parts.
"""

from __future__ import annotations

import itertools
import json
import re
import subprocess
import sys

import pytest

import sot
from sot.errors import ProviderStatusError, UserInputError
from sot.modes import BUILTIN, answer_modes, modes
from sot.orchestrator.chunking import split_text
from sot.orchestrator.events import (
    AnswerDelta,
    AnswerText,
    AskStarted,
    BranchDone,
    BranchStarted,
    Done,
    PlanReady,
    RouteDecided,
)
from sot.orchestrator.modes import REGISTRY, get_mode
from sot.providers.base import GenerationRequest, Window
from sot.providers.fake import FakeProvider, FakeReply

pytestmark = pytest.mark.anyio

CODES = [f"CODE{i:02d}" for i in range(6)]
QUESTION = "Which code words does the text give?"


def words(text: str) -> int:
    return len(text.split())


def document(codes=CODES, filler: int = 150) -> str:
    """One section per code word, each long enough that a small window holds about one."""
    sections = []
    for i, code in enumerate(codes):
        lead = " ".join(f"Section {i} sentence {j} says little of note." for j in range(filler // 8))
        sections.append(f"{lead} The code word of section {i} is {code}. {lead}")
    return "\n\n".join(sections)


def notes_responder(request: GenerationRequest) -> str:
    """Map: the code words its part holds; reduce: every code word its notes name."""
    prompt = request.messages[-1].content
    if request.purpose == "map":
        part = prompt[prompt.index("<part>") : prompt.index("</part>")]
        return "Codes: " + " ".join(sorted(set(re.findall(r"CODE\d\d", part)))) or "Nothing relevant."
    if request.purpose == "reduce":
        return "The codes are " + ", ".join(sorted(set(re.findall(r"CODE\d\d", prompt)))) + "."
    return "A direct answer."


def fake(window: int | None = 700, **kwargs) -> FakeProvider:
    return FakeProvider(responder=notes_responder, window=None if window is None else Window(window), **kwargs)


# --------------------------------------------------------------------------- splitting


def test_split_keeps_order_bounds_and_every_sentence():
    doc = document(filler=60)
    parts = split_text(doc, budget=120, count=words, overlap=16)
    assert len(parts) > 3
    assert all(words(p) <= 120 for p in parts)
    joined = " ".join(parts)
    for sentence in re.split(r"(?<=\.)\s+", doc):
        assert sentence.strip() in joined  # nothing lost
    positions = [doc.index(p.split("\n\n")[-1][:40]) for p in parts]
    assert positions == sorted(positions)  # in the document's order


def test_split_overlaps_and_keeps_paragraphs_whole_where_they_fit():
    paragraphs = [f"Paragraph {i} has one sentence. And a second one here." for i in range(40)]
    parts = split_text("\n\n".join(paragraphs), budget=60, count=words, overlap=8)
    for part in parts:
        for piece in part.split("\n\n"):
            assert piece in paragraphs or piece.endswith("And a second one here.")  # whole, or a carried tail
    for before, after in itertools.pairwise(parts):
        assert after.split("\n\n")[0] in before  # the next part opens with the end of the one before


def test_split_cuts_a_sentence_only_when_it_alone_is_over_the_budget():
    blob = "x" * 20000
    parts = split_text(f"Short start.\n\n{blob}", budget=50, count=lambda t: max(1, len(t) // 100), overlap=0)
    assert parts[0] == "Short start." and "".join(parts[1:]) == blob  # cut within the blob, nothing lost
    assert split_text("  ", budget=10, count=words) == []
    assert split_text("fits in one", budget=10, count=words) == ["fits in one"]
    with pytest.raises(ValueError):
        split_text("text", budget=0, count=words)


# --------------------------------------------------------------------------- the mode


async def test_each_map_call_sees_its_part_and_the_reduce_sees_every_note():
    provider = fake()
    events = []
    async for event in sot.stream(QUESTION, provider=provider, context=document()):
        events.append(event)
    result = events[-1].result
    maps = [r for r in provider.requests if r.purpose == "map"]
    reduces = [r for r in provider.requests if r.purpose == "reduce"]
    assert result.mode == "mapreduce" and result.route.router == "window"
    assert len(maps) >= len(CODES) // 2 and len(reduces) == 1
    for request in maps:  # the question first (a prefix the parts share), then its own part
        prompt = request.messages[-1].content
        assert prompt.index(QUESTION) < prompt.index("<part>")
    for code in CODES:  # every code word was in some part, and in no part's prompt twice over
        assert any(code in r.messages[-1].content for r in maps)
    notes = [b.text for b in result.branches]
    assert len(notes) == len(maps) and all(note in reduces[0].messages[-1].content for note in notes)
    assert result.answer == "The codes are " + ", ".join(CODES) + "."
    assert result.ok and result.error is None and result.cut_short == []
    # events: the parts as the plan, notes as branches, the answer as AnswerDeltas alone
    assert [type(e) for e in events[:3]] == [AskStarted, RouteDecided, PlanReady]
    assert events[2].points == tuple(f"part {i + 1} of {len(maps)}" for i in range(len(maps)))
    assert "".join(e.text for e in events if isinstance(e, AnswerDelta)).strip() == result.answer
    last_note = max(e.t for e in events if isinstance(e, BranchDone))
    assert result.timings.first_token_s >= round(last_note, 4)  # the answer's first token, not a note's
    streamed = "".join(e.text for e in events if isinstance(e, AnswerText))
    assert streamed == result.answer


async def test_auto_answers_directly_where_the_prompt_fits():
    provider = fake(window=20000)
    result = await sot.orchestrate(QUESTION, provider=provider, context=document(), mode="auto")
    assert result.mode != "mapreduce" and not any(r.purpose == "map" for r in provider.requests)


async def test_a_mode_that_sends_the_whole_input_says_what_to_do():
    provider = fake()
    for mode in ("direct", "sot", "pasta"):
        with pytest.raises(UserInputError, match="mode mapreduce \\(or auto\\) answers from its parts"):
            await sot.orchestrate(QUESTION, provider=provider, context=document(), mode=mode)
    assert provider.requests == []  # refused before any call


def failing_where(predicate):
    """``notes_responder``, but a request ``predicate`` picks fails at once (HTTP 400)."""

    def respond(request: GenerationRequest):
        if predicate(request):
            return FakeReply(error=ProviderStatusError("fake: bad request", status_code=400))
        return notes_responder(request)

    return respond


async def test_a_failed_part_is_named_and_the_answer_comes_from_the_others():
    provider = fake()
    provider.responder = failing_where(lambda request: request.label == "map:1")
    result = await sot.orchestrate(QUESTION, provider=provider, context=document())
    failed = [b for b in result.branches if b.status == "failed"]
    assert [b.title for b in failed] == [f"part 2 of {len(result.branches)}"]
    assert result.error and "part 2 of" in result.error and not result.ok
    assert result.answer.startswith("The codes are")


async def test_notes_are_the_answer_when_the_reduce_fails():
    provider = fake()
    provider.responder = failing_where(lambda request: request.purpose == "reduce")
    result = await sot.orchestrate(QUESTION, provider=provider, context=document())
    assert result.error.startswith("the answer from the parts' notes failed")
    assert result.answer.startswith("[part 1 of") and all(code in result.answer for code in CODES)


async def test_notes_that_do_not_fit_one_call_are_combined_first():
    provider = fake()
    result = await sot.orchestrate(QUESTION, provider=provider, context=document(CODES * 6))
    combines = [r for r in provider.requests if r.purpose == "reduce" and r.branch is not None]
    final = [r for r in provider.requests if r.purpose == "reduce" and r.branch is None]
    assert combines and len(final) == 1
    assert all("Combine them" in r.messages[-1].content for r in combines)
    assert all(code in result.answer for code in CODES)


async def test_parts_sharing_one_cache_run_in_waves_that_fit_it():
    provider = fake(window=None, token_delay=0.001)
    provider._window = Window(tokens=700, shared=1400)
    events = []
    async for event in sot.stream(QUESTION, provider=provider, context=document(), mode="mapreduce"):
        events.append(event)
    maps = [r for r in provider.requests if r.purpose == "map"]
    assert len(maps) > 2 and provider.max_in_flight <= 2  # at most two parts fit the shared cache at once
    assert isinstance(events[-1], Done) and all(code in events[-1].result.answer for code in CODES)
    started = [e.index for e in events if isinstance(e, BranchStarted)]
    assert started == sorted(started)


async def test_a_long_template_variable_is_what_is_split(tmp_path):
    template = tmp_path / "brief.yaml"
    template.write_text(
        "name: brief\ndescription: questions on a document\nvariables:\n  document: {required: true}\n"
        "system: 'You answer about this document: {{ document }}'\n"
    )
    provider = fake()
    result = await sot.orchestrate(
        QUESTION, provider=provider, template=str(template), variables={"document": document()}
    )
    assert result.mode == "mapreduce"
    for request in provider.requests:
        assert words(" ".join(m.content for m in request.messages)) <= 700  # the variable's text only in parts
        assert "(a long text, given to you in parts)" in request.messages[0].content


async def test_a_long_message_is_split_with_its_request_kept():
    message = f"Please list every code word in the text below.\n\n{document()}\n\nAnswer in one line."
    provider = fake()
    result = await sot.orchestrate(message, provider=provider)
    assert result.mode == "mapreduce"
    for request in provider.requests:
        prompt = request.messages[-1].content
        assert "Please list every code word" in prompt and "Answer in one line." in prompt
    assert all(code in result.answer for code in CODES)


# --------------------------------------------------------------------------- one vocabulary


def test_the_typed_vocabulary_names_the_registry():
    assert set(BUILTIN) <= set(REGISTRY) and set(answer_modes()) == set(REGISTRY)
    assert modes() == ("auto", *answer_modes()) and "mapreduce" in answer_modes()
    for name, mode in REGISTRY.items():
        assert mode.name == name and mode.summary and callable(mode.run)
    assert not get_mode("mapreduce").branches_in_answer and not get_mode("mapreduce").whole_input


def test_cli_answers_a_long_piped_input_in_parts(tmp_path):
    script = tmp_path / "script.json"
    script.write_text(json.dumps({"window": 700}))
    done = subprocess.run(
        [sys.executable, "-m", "sot", "ask", "Summarize this", "-m", f"fake:{script}", "--json"],
        input=document(),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["mode"] == "mapreduce" and result["status"] == "complete"
    assert result["answer"].startswith("An answer drawn from") and len(result["branches"]) >= 3
    assert "mapreduce" in result["route"]["reason"]


async def test_no_prompt_markup_reaches_the_answer():
    """A model that copies the reduce prompt's format after its answer: the answer ends before it."""

    def echoing(request: GenerationRequest) -> str:
        if request.purpose == "reduce":
            return 'The codes are CODE01 and CODE02.\n</notes>\n<notes part="3">\nMore notes.'
        return notes_responder(request)

    result = await sot.orchestrate(
        QUESTION, provider=FakeProvider(responder=echoing, window=Window(700)), context=document(), mode="mapreduce"
    )
    assert result.answer == "The codes are CODE01 and CODE02."
    assert result.ending.status == "complete"


async def test_the_plan_says_what_it_reads_and_how_long_it_should_take():
    events = [
        e
        async for e in sot.stream(QUESTION, provider=fake(), context=document(), mode="mapreduce")
        if isinstance(e, PlanReady)
    ]
    (plan,) = events
    assert plan.tokens is not None and plan.tokens > 1000
    assert plan.estimate_s is not None and plan.estimate_s > 0  # the fake's assumed speed (a remote API's)
    result = await sot.orchestrate(QUESTION, provider=fake(), context=document(), mode="mapreduce")
    head = result.plan_text.splitlines()[0]
    assert head.startswith(f"{len(result.branches)} parts, {plan.tokens} tokens; about ") and head.endswith(
        " s on this backend"
    )
