"""Things to write (``give me 5 taglines``): each is asked without a number, and its answer is
the thing alone, whatever the model wrote around it (:func:`sot.orchestrator.modes.items.clean_item`)."""

from __future__ import annotations

import json
import re

import pytest

import sot
from sot.orchestrator.events import Done
from sot.orchestrator.modes.items import RETRY_TEMPERATURE, clean_item
from sot.providers.base import GenerationRequest
from sot.providers.fake import FakeProvider

#: what tells a branch which of N it writes: none of it may reach a prompt
ORDINAL = re.compile(
    r"\b(?:\d+\s*of\s*\d+|number\s+\d+|\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|"
    r"one\s+of\s+(?:\d+|five|four)|the\s+others?|already\s+written)\b",
    re.I,
)


@pytest.mark.parametrize(
    ("written", "thing", "item"),
    [
        ('Here is a tagline for a bakery:\n\n"Fresh bread, warm hearts."', "tagline", "Fresh bread, warm hearts."),
        ("Tagline 3: Fresh bread, warm hearts.", "tagline", "Fresh bread, warm hearts."),
        ("The 3rd tagline is: Fresh bread, warm hearts.", "tagline", "Fresh bread, warm hearts."),
        (
            'The 3rd and final tagline for a bakery is:\n"Rise and shine with us."\n\nThis tagline evokes mornings.',
            "tagline",
            "Rise and shine with us.",
        ),
        ('"Baked with love."', "tagline", "Baked with love."),
        ("“Flour power.” — this tagline is playful.", "tagline", "Flour power."),
        ("Fresh bread, warm hearts.\n\nThis tagline highlights freshness.", "tagline", "Fresh bread, warm hearts."),
        ("Fresh bread, warm hearts.\nThis tagline highlights freshness.", "tagline", "Fresh bread, warm hearts."),
        (
            'Sure! Here\'s a tagline for your bakery:\n\n**"Where every loaf tells a story."**',
            "tagline",
            "Where every loaf tells a story.",
        ),
        ("Here are some taglines:\n1. Fresh daily.\n2. Warm hearts.", "tagline", "Fresh daily."),  # several: the first
        ("1. Knead to know.", "tagline", "Knead to know."),
        ("Option 2 - Knead to know.", "tagline", "Knead to know."),
        ("Our tagline: Knead to know.", "tagline", "Knead to know."),
        ("The next one: Knead to know.", "tagline", "Knead to know."),
        ("Idea: a picnic in the park with sandwiches.", "idea", "A picnic in the park with sandwiches."),
        ('Here\'s one: "Novel Grounds" - a cozy name for books and coffee.', "name", "Novel Grounds"),
        ('The name of the coffee shop is "Brew & Read".', "name", "Brew & Read"),
        (  # talk that ends by quoting the item
            "Let's create a tagline that captures a moment. Here's one of my favorites: \"Cinnamon Mornings\" and more",
            "tagline",
            "Cinnamon Mornings",
        ),
        # what is the item itself stays as written
        ("Taco bar: everyone builds their own tacos.", "idea", "Taco bar: everyone builds their own tacos."),
        ("The best bread in town: baked daily.", "tagline", "The best bread in town: baked daily."),
        ('"Bread" is our middle name.', "tagline", '"Bread" is our middle name.'),
        ("The Bean & Book", "name", "The Bean & Book"),
        ("Novel Grounds - a cozy name that mixes books and coffee.", "name", "Novel Grounds"),
        ("Bakery - a slice of heaven.", "tagline", "Bakery - a slice of heaven."),  # short: part of it
        ("Rise and shine! Fresh bread every morning.", "tagline", "Rise and shine! Fresh bread every morning."),
        ("Fresh bread,\nwarm hearts.", "tagline", "Fresh bread, warm hearts."),  # one item over two lines
        ("Here is a tagline:", "tagline", "Here is a tagline:"),  # nothing but a preamble: kept, never emptied
    ],
)
def test_a_generated_item_is_the_item_alone(written, thing, item):
    assert clean_item(written, thing) == item


#: what a model that introduces, numbers, quotes and explains what it writes (as small ones do) writes
PREAMBLES = [
    'Here is a tagline for a bakery:\n\n"Fresh bread, warm hearts."\n\nThis tagline highlights community.',
    "Tagline 2: Rise with us every morning.",
    'The 3rd and final tagline for a bakery is:\n"Crust is a must."',
    "Sure! Here's one:\n**Baked today, loved always.**",
    '"Fresh bread, warm hearts."',  # repeats the first, once cleaned
]


def preambles(request: GenerationRequest):
    return PREAMBLES[request.branch or 0] if request.purpose == "branch" else "x"


TAGLINES = "Give me 5 taglines for a bakery."
CLEAN = ["Fresh bread, warm hearts.", "Rise with us every morning.", "Crust is a must.", "Baked today, loved always."]


@pytest.mark.anyio
async def test_an_ask_whose_model_writes_preambles_answers_clean_lines():
    provider = FakeProvider(responder=preambles)
    events = [e async for e in sot.stream(TAGLINES, provider=provider, mode="items")]
    result = events[-1].result
    assert isinstance(events[-1], Done) and result.mode == "items" and result.ok
    assert result.answer.splitlines() == [f"{i + 1}. {line}" for i, line in enumerate(CLEAN)]
    assert result.dropped == ["item 5 (taglines 5 of 5): it repeated item 1, twice"]  # (asked again, the same)
    firsts = [r for r in provider.requests if not r.label.endswith(":again")]
    prompts = [r.messages[-1].content for r in sorted(firsts, key=lambda r: r.branch or 0)]
    assert len(prompts) == 5 and all(p.startswith("Give me one tagline for a bakery.") for p in prompts)
    assert not any(ORDINAL.search(p) for p in prompts), prompts  # no "number K of N" anywhere
    assert len(set(prompts)) == 5  # told apart without a number, so greedy decoding differs too


def test_the_cli_answers_clean_lines_from_a_scripted_model(tmp_path, capsys):
    from sot.cli.main import main

    script = tmp_path / "preambles.json"
    script.write_text(json.dumps({"by_label": {f"branch:{i}": text for i, text in enumerate(PREAMBLES)}}))
    assert main(["ask", "-m", f"fake:{script}", "--mode", "items", "--json", TAGLINES]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["answer"].splitlines() == [f"{i + 1}. {line}" for i, line in enumerate(CLEAN)]


@pytest.mark.anyio
async def test_questions_and_fields_are_not_cleaned():
    """An answer to a question may be paragraphs, and may start with what looks like a label."""
    answer = "Tagline: a short phrase.\n\nIt sums up a brand."

    def reply(request: GenerationRequest):
        return answer if request.purpose == "branch" else "x"

    question = "Answer the following questions:\n1. What is a tagline?\n2. What is a logo?"
    result = await sot.orchestrate(question, provider=FakeProvider(responder=reply), mode="items")
    assert result.mode == "items" and result.answer.count(answer) == 2


@pytest.mark.anyio
async def test_each_thing_samples_with_its_own_seed():
    provider = FakeProvider(responder=preambles)
    await sot.orchestrate(TAGLINES, provider=provider, mode="items", temperature=0.8, seed=7)
    firsts = [r for r in provider.requests if not r.label.endswith(":again")]
    assert sorted(r.seed for r in firsts) == [7, 8, 9, 10, 11]
    assert [r.seed for r in provider.requests if r not in firsts] == [
        7 + 4 + 5
    ]  # item 5 asked again: a seed of its own


@pytest.mark.anyio
async def test_a_greedy_ask_asks_a_repeat_again_sampled_and_seeded():
    provider = FakeProvider(responder=preambles)
    await sot.orchestrate(TAGLINES, provider=provider, mode="items")
    firsts = [r for r in provider.requests if not r.label.endswith(":again")]
    again = [r for r in provider.requests if r not in firsts]
    assert {r.temperature for r in firsts} == {0.0}
    assert [(r.temperature, r.seed) for r in again] == [(RETRY_TEMPERATURE, 4 + 5)]  # repeatable: seeded
