"""The window rule reads what customers write: dates and month names against the conversation's date."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

import sot
from sot.orchestrator.conversation import read_history
from sot.orchestrator.support.escalation import conversation_date, keyword_verdict
from sot.orchestrator.support.intents import named_dates, outside_window, purchase_age_days
from sot.providers.fake import FakeProvider
from sot.templates import load_template

ROOT = Path(__file__).resolve().parents[1]
TODAY = date(2026, 11, 26)
KB = "Unused items can be returned within 30 days of delivery for a full refund."


@pytest.mark.parametrize(
    ("text", "when"),
    [
        ("I want a refund for the jacket from August", date(2026, 8, 31)),  # a month: its last day
        ("it shipped on 2 August", date(2026, 8, 2)),
        ("bought on the 2nd of August 2025", date(2025, 8, 2)),
        ("ordered August 2nd, 2025", date(2025, 8, 2)),
        ("ordered Aug 2", date(2026, 8, 2)),
        ("paid on 2026-08-02", date(2026, 8, 2)),
        ("back in March 2025", date(2025, 3, 31)),
        ("since December", date(2025, 12, 31)),  # no year: the latest December not after today
        ("on 3 December", date(2025, 12, 3)),
        ("this month, in November", date(2026, 11, 26)),  # the month still running: up to today
    ],
)
def test_dates_and_month_names_are_read_against_the_conversations_date(text, when):
    assert named_dates(text, TODAY) == [when]
    assert purchase_age_days([text], TODAY) == (TODAY - when).days


@pytest.mark.parametrize("text", ["may I ask for a refund?", "I may want a refund", "it was 2 weeks, not 30 days"])
def test_words_that_only_look_like_dates_are_not_dates(text):
    assert named_dates(text, TODAY) == []


def test_a_refund_for_a_month_past_the_window_is_outside_it_and_one_within_is_not():
    assert outside_window(["I want a refund for the jacket from August"], ["refund"], KB, TODAY)
    assert not outside_window(["I want a refund for the boots I got on 20 November"], ["refund"], KB, TODAY)
    # the same words on another conversation date
    assert not outside_window(["I want a refund for the jacket from August"], ["refund"], KB, date(2026, 9, 10))


def test_the_conversation_date_comes_from_the_today_variable():
    assert conversation_date({"today": "2026-11-26"}) == TODAY
    assert conversation_date({"today": "2026-11-26T10:00:00Z"}) == TODAY
    assert conversation_date({"today": "soon"}) is None and conversation_date({}) is None


def test_every_rule_a_message_meets_is_reported():
    spec = load_template("support").spec.escalation
    verdict = keyword_verdict(
        spec, ["I want a refund for the jacket from August, or my lawyer hears of it."], KB, TODAY
    )
    assert verdict is not None and verdict.reason == spec.rules[0].when  # legal action, the first rule
    assert verdict.rules == [spec.rules[0].when, spec.rules[3].when]  # and the refund window


def test_the_readmes_support_example_escalates_by_the_refund_window_rule():
    fake = FakeProvider(responder=lambda r: "0" if r.purpose == "escalate" else "A section.")
    result = sot.orchestrate_sync(
        "My boots arrived damaged, and I want a refund for the jacket from August",
        provider=fake,
        template="support",
        variables={
            "company": "Acme Outdoor",
            "customer_name": "Ana",
            "order": "#1042: boots, rain jacket",
            "knowledge_base": (ROOT / "examples" / "support_kb.md").read_text(),
            "today": "2026-11-26",
        },
        history=read_history(ROOT / "examples" / "support_history.jsonl"),
    )
    assert result.reply.escalate and "refund outside its window" in result.reply.reason
    assert "escalate" not in {r.purpose for r in fake.requests}  # no model was asked
    assert result.reply.rules == [result.reply.reason]


def test_hand_over_only_sends_the_hand_over_line_without_a_body(tmp_path):
    text = (ROOT / "templates" / "builtin" / "support.yaml").read_text()
    text = text.replace("escalation:\n  rules:\n", "escalation:\n  hand_over_only: true\n  rules:\n", 1)
    path = tmp_path / "support.yaml"
    path.write_text(text)
    fake = FakeProvider(responder=lambda r: "0" if r.purpose == "escalate" else "A section.")
    events = []

    async def main():
        async for event in sot.stream(
            "I will talk to my lawyer about this.",
            provider=fake,
            template=str(path),
            variables={"company": "Acme Outdoor", "customer_name": "Ana"},
        ):
            events.append(event)

    import anyio

    anyio.run(main)
    result = events[-1].result
    assert (
        result.reply.escalate and result.answer.startswith("Hello Ana,\n\n") and result.answer.endswith("Acme Outdoor")
    )
    assert len(result.answer.split("\n\n")) == 3  # greeting, hand-over notice, sign-off: no body
    assert [r.purpose for r in fake.requests] == []  # the keyword rule met it: no model call at all
    streamed = "".join(e.text for e in events if isinstance(e, sot.AnswerText))
    assert streamed == result.answer
    # a message that meets no rule is answered as usual, after the check
    plain = sot.orchestrate_sync(
        "Where is my parcel?", provider=fake, template=str(path), variables={"company": "Acme Outdoor"}
    )
    assert not plain.reply.escalate and "A section." in plain.answer
    assert fake.requests[0].purpose == "escalate"  # the check came first
