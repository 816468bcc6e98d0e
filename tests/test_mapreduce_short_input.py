"""`--mode mapreduce` on an input that fits the model's window in one part: it is answered
directly, with one call, and the result and `sot ask` say why (map-reduce reads a long input
in parts); a long input is still read in parts."""

from __future__ import annotations

import pytest

import sot
from sot.cli.main import main
from sot.orchestrator.events import PlanReady
from sot.orchestrator.modes.mapreduce import MIN_PART_TOKENS
from sot.providers.base import Window
from sot.providers.fake import FakeProvider
from tests.test_mapreduce import QUESTION, document, notes_responder

pytestmark = pytest.mark.anyio


async def test_a_short_question_is_answered_directly_and_says_why():
    fake = FakeProvider(responder=notes_responder, window=Window(700))
    events = []
    question = "What are good habits for remote work?"
    async with sot.Client() as client, client.stream(question, mode="mapreduce", provider=fake) as stream:
        async for event in stream:
            events.append(event)
    result = events[-1].result
    assert [r.purpose for r in fake.requests] == ["direct"]  # one call: no map, no reduce of one note
    assert result.answer == "A direct answer."
    assert result.mode == "mapreduce" and result.fallback
    assert "fits the model's window in one part" in result.fallback_reason
    assert f"{2 * MIN_PART_TOKENS} tokens or more" in result.fallback_reason
    assert result.branches == [] and result.skeleton == []
    (plan,) = [e for e in events if isinstance(e, PlanReady)]
    assert plan.mode == "mapreduce" and plan.points == ()


async def test_a_short_document_in_the_context_is_answered_directly_with_it():
    fake = FakeProvider(window=Window(700))
    result = await sot.orchestrate(QUESTION, context="The code word is CODE01.", mode="mapreduce", provider=fake)
    (request,) = fake.requests
    assert request.purpose == "direct" and "CODE01" in request.messages[-1].content
    assert result.fallback


async def test_a_long_document_is_still_read_in_parts():
    fake = FakeProvider(responder=notes_responder, window=Window(700))
    result = await sot.orchestrate(QUESTION, context=document(), mode="mapreduce", provider=fake)
    purposes = [r.purpose for r in fake.requests]
    assert purposes.count("map") >= 2 and "direct" not in purposes
    assert not result.fallback and result.fallback_reason is None


def test_cli_says_the_input_fits_in_one_part(capsys):
    assert main(["ask", "What are good habits for remote work?", "-m", "fake", "--mode", "mapreduce"]) == 0
    captured = capsys.readouterr()
    assert captured.out.strip()  # the direct answer
    assert "mode mapreduce" in captured.err
    assert "answered directly: the input (" in captured.err and "fits the model's window in one part" in captured.err
