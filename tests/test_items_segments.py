"""The cut (``sot.pasta_lang.items.segments.units``): where a request's own items are, a unit
starts and ends, whatever the tagger then makes of them."""

from __future__ import annotations

import pytest

from sot.pasta_lang.items.segments import units

ON_EDGES = [
    ("translate into german: where is the bus stop; how much is a ticket; is this seat taken",
     ["where is the bus stop", "how much is a ticket", "is this seat taken"]),
    ("write alt text for each photo: my cat and my dog on the sofa; sunset over the bay; a bowl of ramen",
     ["my cat and my dog on the sofa", "sunset over the bay", "a bowl of ramen"]),
    ("explain these docker commands | docker ps -a | docker compose up -d | docker system prune",
     ["docker ps -a", "docker compose up -d", "docker system prune"]),
    ("subject lines for these: spring sale ends friday / we saved your cart / new arrivals are in",
     ["spring sale ends friday", "we saved your cart", "new arrivals are in"]),
    ("three questions about my visa: can i work part time while studying, how long does a renewal take, "
     "do i need a new photo for it", ["can i work part time while studying", "how long does a renewal take"]),
    ("ciao, quanto costa la spedizione? posso pagare alla consegna?",
     ["quanto costa la spedizione?", "posso pagare alla consegna?"]),
    ("كم سعر الشحن؟ هل يمكن الإرجاع؟", ["كم سعر الشحن؟", "هل يمكن الإرجاع؟"]),
    ("Q1 what is a bond Q2 what is a stock Q3 what is an index fund",
     ["what is a bond", "what is a stock", "what is an index fund"]),
    ("one fun fact each about venus, mars and the andromeda galaxy", ["mars", "the andromeda galaxy"]),
    ("solve each: a) 12% of 250 b) 3/8 as a decimal c) 17 x 23", ["12% of 250", "3/8 as a decimal", "17 x 23"]),
    ("a. why is the sky blue b. why is grass green c. why is snow white",
     ["why is the sky blue", "why is grass green", "why is snow white"]),
    ("1/ is it ok to run every day 2/ do i need special shoes 3/ how long should a run be",
     ["is it ok to run every day", "do i need special shoes", "how long should a run be"]),
    ("I. What caused the war?\nII. Who won it?\nIII. What changed after it?",
     ["What caused the war?", "Who won it?", "What changed after it?"]),
    ("Question 1 - What is bile?\nQuestion 2 - Where is it made?",
     ["What is bile?", "Where is it made?"]),
    ("What are the capitals of Peru, Chile and Bolivia?", ["Peru", "Chile", "Bolivia"]),
    ("what is the population of New York, Los Angeles and Chicago", ["New York", "Los Angeles", "Chicago"]),
    ("Get the customer ID, Email and Phone from this.", ["customer ID", "Email", "Phone"]),
]  # fmt: skip


@pytest.mark.parametrize(("request_text", "items"), ON_EDGES, ids=[r[:40] for r, _ in ON_EDGES])
def test_a_requests_own_items_fall_on_unit_edges(request_text, items):
    us = units(request_text)
    starts, ends = {u.start for u in us}, {u.end for u in us}
    at = 0
    for item in items:
        s = request_text.index(item, at)
        at = s + len(item)
        assert s in starts, (item, [request_text[u.start : u.end] for u in us])
        assert at in ends or request_text[at : min(e for e in ends if e >= at)].strip(";,.?") == "", item


@pytest.mark.parametrize(
    "line",
    ["| Alice | 30 | Lisbon |", "144 / 12 = 11"],
    ids=["a table row", "a division"],
)
def test_a_table_row_and_a_division_are_not_cut_at_their_separators(line):
    assert len(units(f"check these:\n{line}\n{line.replace('1', '2')}")) == 3


@pytest.mark.parametrize(
    "text",
    ["I take vitamin c. It helps. Then vitamin d. Then I sleep.", "mix 1/2 cup flour with 3/4 cup milk"],
    ids=["a letter before a full stop", "fractions"],
)
def test_a_letter_or_a_fraction_is_not_read_as_a_marker(text):
    assert "".join(text[u.start : u.end] for u in units(text)).replace(" ", "") == text.replace(" ", "")


def test_an_article_opening_a_listed_name_stays_with_it():
    text = "Write product descriptions for: a steel water bottle, a bamboo toothbrush, a wool beanie."
    assert [text[u.start : u.end] for u in units(text)][1:3] == ["a steel water bottle", "a bamboo toothbrush"]
