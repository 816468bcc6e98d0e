"""The escalation check is sized for the model's window, and a check without a verdict is never silent."""

from __future__ import annotations

import pytest

import sot
from sot.errors import ProviderStatusError
from sot.providers.base import Window
from sot.providers.fake import FakeProvider, FakeReply, default_responder

pytestmark = pytest.mark.anyio

WINDOW = 1500  # words, as the fake counts tokens
#: a knowledge base of about 9,000 words: the one paragraph on invoices is what the message is about
FILLER = [
    " ".join(f"Section {n} sentence {i} covers shipping zones, parcel sizes and courier schedules." for i in range(12))
    for n in range(60)
]
INVOICES = "Invoices: a duplicate invoice is voided within two business days and never charged twice."
KNOWLEDGE = "\n\n".join(FILLER[:30] + [INVOICES] + FILLER[30:])
MESSAGE = "Why did I get a duplicate invoice for my plan this month?"


def _words(request) -> int:
    return sum(len(m.content.split()) for m in request.messages)


async def test_the_check_fits_the_window_and_sees_the_relevant_part_in_mapreduce():
    fake = FakeProvider(
        responder=lambda r: "0" if r.purpose == "escalate" else default_responder(r), window=Window(WINDOW)
    )
    result = await sot.orchestrate(
        MESSAGE,
        provider=fake,
        template="support-billing",
        variables={"company": "Acme", "knowledge_base": KNOWLEDGE},
        mode="mapreduce",
    )
    checks = [r for r in fake.requests if r.purpose == "escalate"]
    assert len(checks) == 1
    assert _words(checks[0]) <= WINDOW  # not the whole knowledge base (about 9,000 words)
    assert INVOICES in checks[0].messages[0].content  # the part the message is about
    assert all(_words(r) <= WINDOW for r in fake.requests)
    assert result.reply.error is None and not result.reply.escalate


async def test_a_failed_check_is_reported_not_silent():
    def respond(request):
        if request.purpose == "escalate":
            return FakeReply(error=ProviderStatusError("fake: HTTP 400 the prompt is too long", status_code=400))
        return default_responder(request)

    result = await sot.orchestrate(
        MESSAGE,
        provider=FakeProvider(responder=respond),
        template="support-billing",
        variables={"company": "Acme"},
        mode="direct",
        retries=1,
    )
    assert result.reply.escalate is False
    assert result.reply.error is not None and "too long" in result.reply.error
    assert result.ending.status == "complete"  # the answer itself is whole


async def test_a_check_that_cannot_fit_sends_nothing_and_says_why():
    """A message far longer than the window (answered from its parts): the check cannot take it whole."""
    fake = FakeProvider(
        responder=lambda r: "0" if r.purpose == "escalate" else default_responder(r), window=Window(WINDOW)
    )
    long_message = KNOWLEDGE + "\n\n" + MESSAGE
    result = await sot.orchestrate(
        long_message, provider=fake, template="support-billing", variables={"company": "Acme"}, mode="mapreduce"
    )
    assert [r for r in fake.requests if r.purpose == "escalate"] == []
    assert all(_words(r) <= WINDOW for r in fake.requests)
    assert result.reply.error is not None and "window" in result.reply.error
