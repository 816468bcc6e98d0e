"""Items mode's planner prompt, sot's own wording in ``sot.templates.prompts`` (it was
``sot.pasta_lang.items.PLAN_PROMPT``): for any request it renders the very text it did there,
and the planner call sends that text alone, as one user message."""

from __future__ import annotations

import pytest

import sot
from sot.orchestrator.events import Done
from sot.providers.base import GenerationRequest
from sot.providers.fake import FakeProvider
from sot.templates.prompts import ITEM_PLAN_PROMPT, item_plan_prompt

#: a literal copy of the prompt as it was in sot.pasta_lang.items (a ``str.format`` template)
OLD_PLAN_PROMPT = """Does the request below apply one instruction to several independent items (questions to answer, fields to extract, sentences to translate, texts to summarize), or ask for a number of independent things (10 taglines, 5 names)? If so, split it. Reply with one JSON object and nothing else:
- several items: {{"instruction": "the instruction for ONE item, with {{item}} where the item goes", "context": "text every item needs, copied exactly from the request, or empty", "items": ["each item, copied exactly from the request", ...]}}
- a number of things: {{"instruction": "the instruction for ONE of them", "count": N, "things": "what they are, plural"}}
- otherwise (one question, steps that depend on each other, math or code to solve whole, a comparison or ranking): {{"items": []}}

Request:
{request}"""

INLINE = "I need some help. What does DNS stand for? Also what port does HTTPS use? And who invented the web?"


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
def test_the_planner_prompt_renders_the_old_text_byte_for_byte(request_text):
    assert item_plan_prompt(request_text) == OLD_PLAN_PROMPT.format(request=request_text)
    assert ITEM_PLAN_PROMPT == OLD_PLAN_PROMPT


@pytest.mark.anyio
async def test_the_planner_call_sends_it_as_its_only_message():
    def reply(request: GenerationRequest) -> str:
        return '{"items": []}' if request.purpose == "item_plan" else "One answer."

    provider = FakeProvider(responder=reply)
    events = [e async for e in sot.stream(INLINE, provider=provider, mode="items")]
    assert isinstance(events[-1], Done) and events[-1].result.fallback
    plan = next(r for r in provider.requests if r.purpose == "item_plan")
    assert [(m.role, m.content) for m in plan.messages] == [("user", OLD_PLAN_PROMPT.format(request=INLINE))]
