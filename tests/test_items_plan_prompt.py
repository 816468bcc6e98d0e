"""Items mode's planner prompt, sot's own wording in ``sot.templates.prompts``: the request's
lines numbered for the reply to point at (never asked to be copied back), braces in the request
kept as data, and the planner call sends that text alone, as one user message."""

from __future__ import annotations

import pytest

import sot
from sot.orchestrator.events import Done
from sot.pasta_lang.items.plan import numbered
from sot.providers.base import GenerationRequest
from sot.providers.fake import FakeProvider
from sot.templates.prompts import ITEM_PLAN_PROMPT, item_plan_prompt

INLINE = "I need some help. What does DNS stand for? what port does HTTPS use? who invented the web?"


@pytest.fixture(autouse=True)
def no_local_finder(monkeypatch):
    """These tests pin the model's split: the local tagger (its own tests are elsewhere) finds
    nothing here, so the planner is asked."""
    monkeypatch.setattr("sot.pasta_lang.items.find_items", lambda request: None)


@pytest.mark.parametrize(
    "request_text",
    [
        INLINE,
        "",
        "Fill in {item} and {request} for me: {{ braces }} {0} %s",
        "Übersetze bitte:\n\n1. Guten Morgen\n2. Gute Nacht\n",
        "  leading and trailing space  \n\n",
    ],
)
def test_the_planner_prompt_numbers_the_request_lines(request_text):
    prompt = item_plan_prompt(request_text)
    head, _, body = prompt.partition("Request:\n")
    assert body == numbered(request_text)  # every line, blank ones too, its number first
    for n, line in enumerate(request_text.split("\n"), 1):
        assert f"[{n}] {line}" in body.split("\n")
    assert head == ITEM_PLAN_PROMPT.partition("Request:\n")[0]


def test_the_prompt_asks_for_pointers_not_a_copy():
    for form in ("ITEMS 4-7", 'ITEMS 2:"first words..."', "COUNT 10 taglines", "ASK 1", "NONE", "FIELDS"):
        assert form in ITEM_PLAN_PROMPT
    assert "Do not copy the request" in ITEM_PLAN_PROMPT and "copied exactly" not in ITEM_PLAN_PROMPT
    assert ITEM_PLAN_PROMPT.count("{request}") == 1


@pytest.mark.anyio
async def test_the_planner_call_sends_it_as_its_only_message():
    def reply(request: GenerationRequest) -> str:
        return "NONE" if request.purpose == "item_plan" else "One answer."

    provider = FakeProvider(responder=reply)
    events = [e async for e in sot.stream(INLINE, provider=provider, mode="items")]
    assert isinstance(events[-1], Done) and events[-1].result.fallback
    plan = next(r for r in provider.requests if r.purpose == "item_plan")
    assert [(m.role, m.content) for m in plan.messages] == [("user", item_plan_prompt(INLINE))]
