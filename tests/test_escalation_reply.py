"""The escalation check reads the model's whole reply: a rule named late in a sentence is the
verdict, and a reply that names none is quoted whole in the note that says so."""

from __future__ import annotations

import pytest

import sot
from sot.orchestrator.support.escalation import parse_rule_number
from sot.providers.fake import FakeProvider

MESSAGE = "My parcel has not arrived yet and I would like to know where it is."
MANAGER = "the customer asks for a human agent, a manager or a supervisor"


def ask_with_check(reply: str):
    fake = FakeProvider(responder=lambda r: reply if r.purpose == "escalate" else "Your parcel is on its way.")
    result = sot.orchestrate_sync(
        MESSAGE, provider=fake, template="support", variables={"company": "Acme"}, mode="direct"
    )
    assert [r.purpose for r in fake.requests].count("escalate") == 1  # the model was asked: no keyword met
    return result


@pytest.mark.parametrize(
    "reply, number",
    [
        ("The message meets rule 2.", 2),
        ("The customer's message meets rule 3", 3),
        ("Based on the rules, the answer is 4", 4),
        ("Rule number: 1", 1),
        ("It meets none of the rules.", 0),
        ("The message meets no rule.", 0),
        ("The answer is 0", 0),
        ("The message does not meet rule 2", None),  # a negated rule is not the answer
        ("The message meets rule 1 or 2", None),  # two rules: unreadable, never a guess
        ("The message meets rule 9.", None),  # out of range
        ("The message meets rule", None),  # cut before the number
        ("I am not sure what you mean", None),
    ],
)
def test_a_rule_named_later_in_the_sentence_is_read(reply, number):
    assert parse_rule_number(reply, 4) == number


def test_an_ask_whose_check_names_the_rule_late_escalates_on_that_rule():
    result = ask_with_check("The customer's message meets rule 2.")
    assert result.reply.escalate and result.reply.reason == MANAGER and result.reply.rules == [MANAGER]
    assert result.reply.error is None


def test_a_reply_naming_no_rule_is_quoted_whole_in_the_note():
    reply = "Unclear: a question about parcel-tracking, not escalation."  # 8 words: the check's bound
    assert len(reply) > 40
    result = ask_with_check(reply)
    assert not result.reply.escalate
    assert result.reply.error == f"the model's reply {reply!r} names no rule; only the keyword rules applied"
