"""What a customer reads: no planning meta, no point restated as its title, every section ending as a sentence."""

from __future__ import annotations

import pytest

import sot
from sot.orchestrator.support.reply_text import complete, customer_voice, is_meta
from sot.providers.fake import FakeProvider

MESSAGE = "My card was charged twice and I need my new card sent to another address."


@pytest.mark.parametrize(
    "text, voiced",
    [
        ("The customer requested a refund of 10% of the order.", "You requested a refund of 10% of the order."),
        ("The customer's card was charged twice.", "Your card was charged twice."),
        (
            "We checked: the customer is right, and their card has two charges.",
            "We checked: you are right, and your card has two charges.",
        ),
        ("The customer also wants a new card. It ships today.", "You also want a new card. It ships today."),
        ("The user has reached the limit.", "You have reached the limit."),
        ("The client tries again tomorrow.", "You try again tomorrow."),
        ("The customer is not happy with the delay.", "You are not happy with the delay."),
        # instructions to the writer are planning: dropped
        ("The agent should apologise first. Your card ships today.", "Your card ships today."),
        ("The reply must mention the refund window.\nIt ships today.", "It ships today."),
        # customer-facing text is left alone
        ("Our customer service team will call you.", "Our customer service team will call you."),
        ("An agent will contact you within a day.", "An agent will contact you within a day."),
        ("See the user manual, page 3.", "See the user manual, page 3."),
        ("...and that is all.", "...and that is all."),
    ],
)
def test_customer_voice_speaks_to_the_customer(text, voiced):
    assert customer_voice(text) == voiced


def test_meta_is_an_instruction_to_the_writer():
    assert is_meta("The support agent needs to check the order.")
    assert is_meta("As an agent, I should confirm the address.")
    assert not is_meta("A support agent will call you back.")


def test_a_section_ends_as_a_sentence():
    assert complete("You can top up in the app", cut=False) == "You can top up in the app."
    assert complete("You can top up. Then go to the", cut=True) == "You can top up."
    assert complete("Then go to the", cut=True) == "Then go to the…"
    assert complete("Done!", cut=True) == "Done!"
    assert complete('He said "fine."', cut=False) == 'He said "fine."'


def support(**branches: str) -> FakeProvider:
    plan = "1. Duplicate charge\n2. New delivery address\n3. Next steps"

    def respond(request):
        if request.purpose == "skeleton":
            return plan
        if request.purpose == "branch":
            return branches.get(f"b{request.branch}", "It is sorted.")
        if request.purpose == "escalate":
            return "0"
        return "The customer wants a refund. The agent should confirm the address"

    return FakeProvider(responder=respond)


def ask(provider: FakeProvider, **kwargs) -> sot.AskResult:
    return sot.orchestrate_sync(MESSAGE, provider=provider, template="support", variables={"company": "Acme"}, **kwargs)


def test_no_planning_reaches_the_customer_and_every_section_ends_as_a_sentence():
    result = ask(
        support(
            b0="The customer requested a refund of the second charge",
            b1='"New delivery address"',  # the title restated: no paragraph
            b2="The agent should be polite. We will email you when it ships",
        ),
        mode="sot",
    )
    body = result.answer.split("\n\n")[1:-1]
    assert body == ["You requested a refund of the second charge.", "We will email you when it ships."]
    assert not result.cut_short
    # the point with no section is said, never silent
    assert result.dropped == ["point 2 (New delivery address): it only restated its title"]


def test_a_point_with_nothing_for_the_customer_is_reported_as_dropped():
    result = ask(support(b1="The agent should be polite."), mode="sot")
    assert len(result.answer.split("\n\n")) == 4  # greeting, two sections, sign-off
    assert result.dropped == [
        "point 2 (New delivery address): nothing of it was left for the customer (planning notes only)"
    ]
    assert (
        sot.orchestrate_sync(MESSAGE, provider=support(), template="support", variables={"company": "Acme"}).dropped
        == []
    )


def test_a_section_a_bound_cut_ends_at_its_last_whole_sentence_and_is_reported():
    words = " ".join(["more"] * 30)
    result = ask(support(b0=f"Your refund is on its way. It takes {words}"), mode="sot", max_tokens=12)
    assert result.cut_short[:1] == ["point 1"]
    assert result.answer.split("\n\n")[1] == "Your refund is on its way."


def test_a_direct_reply_gets_the_same_care():
    result = ask(support(), mode="direct")
    assert result.answer.split("\n\n")[1] == "You want a refund."


def test_when_every_point_only_restates_its_title_they_stay_in_the_customer_voice():
    result = ask(support(b0="Duplicate charge", b1="New delivery address", b2="Next steps"), mode="sot")
    assert result.answer.split("\n\n")[1:-1] == ["Duplicate charge.", "New delivery address.", "Next steps."]
