"""The SoT skeleton grammar (GBNF) and the plan request that carries it."""

from __future__ import annotations

import re

import pytest

import sot
from sot.pasta_lang.gbnf import skeleton_gbnf
from sot.providers.fake import FakeProvider


def test_the_skeleton_grammar_numbers_two_points_or_more_in_order_up_to_the_cap():
    grammar = skeleton_gbnf(4, "1.")
    assert grammar.splitlines() == [
        'root ::= " " title "\\n2. " title more3 "\\n"?',
        'more3 ::= ("\\n3. " title more4)?',
        'more4 ::= ("\\n4. " title)?',
        "title ::= [^\\n 0-9.)*#-] [^\\n]*",
    ]
    assert skeleton_gbnf(1, "").splitlines()[0] == 'root ::= "1. " title "\\n"?'
    assert re.search(r'"\\n10\. "', skeleton_gbnf(10))


def test_a_prefill_the_grammar_does_not_describe_gets_none():
    assert skeleton_gbnf(5, "Here is my plan") is None
    with pytest.raises(ValueError):
        skeleton_gbnf(0)


@pytest.mark.anyio
async def test_the_sot_plan_request_carries_the_grammar_and_points_do_not():
    fake = FakeProvider(responder=lambda r: "1. Sleep well\n2. Eat well" if r.label == "plan:sot" else "text")
    await sot.orchestrate("How do I stay healthy?", provider=fake, mode="sot", max_points=4)
    plan = next(r for r in fake.requests if r.label == "plan:sot")
    assert plan.grammar == skeleton_gbnf(4, plan.prefill)
    assert all(r.grammar is None for r in fake.requests if r is not plan)
