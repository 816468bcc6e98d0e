"""The one answer stream: joined, an ask's ``AnswerText`` events are its ``result.answer``.

Over every mode (direct, SoT, model-driven PASTA, an authored plan, map-reduce), templates
(none, ``general``, the support set with its reply frame) and cuts (the deadline, a token
bound, a backend that drops mid-answer), the text a client streams is the answer it would
have got whole, cut marks, greeting and sign-off included.
"""

from __future__ import annotations

import pytest

import sot
from sot.errors import ProviderStatusError
from sot.orchestrator.events import AnswerText, Done
from sot.providers.base import GenerationRequest, Window
from sot.providers.fake import FakeProvider, FakeReply, default_responder

pytestmark = pytest.mark.anyio

QUESTION = "My card was charged twice and my new card has not arrived. What are good tips for saving money?"
PLAN = (
    'Here is the plan.\n<promise topic="first" tokens="20"/>\n<promise topic="second" tokens="20"/>\n'
    "<sync/>That is all."
)
TEMPLATES = {
    None: None,
    "general": None,
    "support": {"company": "Acme"},
    "support-billing": {"company": "Acme"},
}
LONG = "\n\n".join(f"Section {i}. " + " ".join(["Some words of the long text."] * 40) for i in range(12))


def respond(request: GenerationRequest):
    """Plausible replies, long enough that a token bound or a deadline cuts them."""
    if request.purpose == "escalate":
        return "none"
    text = default_responder(request)
    if request.purpose in ("branch", "direct", "reduce"):
        text = f"{text} " + " ".join(f"word{i}" for i in range(30)) + "."
    return text


def provider(cut: str) -> FakeProvider:
    fake = FakeProvider(responder=respond, token_delay=0.002, window=Window(tokens=900))
    if cut == "deadline":  # every part of the answer writes a few words, then waits past the deadline

        def stalling(request: GenerationRequest):
            reply = respond(request)
            if request.purpose in ("branch", "direct", "reduce", "pasta"):
                return FakeReply(text=reply, stall_after=6)
            return reply

        fake.responder = stalling
    if cut == "drop":  # the backend drops every generation after a few tokens (HTTP 200 then gone)

        def dropping(request: GenerationRequest):
            reply = respond(request)
            if request.purpose in ("branch", "direct", "reduce", "pasta"):
                error = ProviderStatusError("fake: connection lost", status_code=502, retryable=False)
                return FakeReply(text=reply, error=error, fail_after=6)
            return reply

        fake.responder = dropping
    return fake


async def answer_events(cut: str, **options) -> list:
    """Every event of one ask; its error raised as itself (no event list to compare with)."""
    limits = {"deadline": 0.6} if cut == "deadline" else {"max_tokens": 5} if cut == "max_tokens" else {}
    return [event async for event in sot.stream(QUESTION, provider=provider(cut), **limits, **options)]


@pytest.mark.parametrize("cut", ["none", "deadline", "max_tokens", "drop"])
@pytest.mark.parametrize("template", list(TEMPLATES))
@pytest.mark.parametrize("mode", ["direct", "sot", "pasta", "plan", "mapreduce"])
async def test_the_joined_stream_is_the_answer(mode, template, cut):
    options = {"template": template, "variables": TEMPLATES[template]}
    if mode == "plan":
        options["plan"] = PLAN
    elif mode == "mapreduce":
        options.update(mode="mapreduce", context=LONG)
    else:
        options["mode"] = mode
    events = await answer_events(cut, **options)  # every case has an answer to compare
    assert isinstance(events[-1], Done)
    result = events[-1].result
    streamed = "".join(e.text for e in events if isinstance(e, AnswerText))
    assert streamed == result.answer
    assert result.answer
    if cut == "deadline":  # every part still writing was cut, and the answer says so
        assert result.error and result.error.startswith("deadline") and "[cut at deadline]" in streamed


async def test_a_framed_reply_streams_its_sections_before_the_end():
    fake = FakeProvider(responder=respond, token_delay=0.002)
    events = [
        e
        async for e in sot.stream(
            QUESTION, provider=fake, template="support", variables={"company": "Acme"}, mode="sot"
        )
    ]
    pieces = [e for e in events if isinstance(e, AnswerText)]
    assert len(pieces) >= 3  # the greeting, first sections, then the sign-off
    # the greeting goes out at once, before any model call; each section once it is final
    assert pieces[0].text == "Hello," and events.index(pieces[0]) < min(
        i for i, e in enumerate(events) if type(e).__name__ in ("PlanDelta", "BranchStarted")
    )
    first_branch_done = min(e.t for e in events if type(e).__name__ == "BranchDone")
    assert pieces[1].t < events[-1].t and pieces[1].t >= first_branch_done
    assert "".join(p.text for p in pieces) == events[-1].result.answer


@pytest.mark.parametrize("mode", ["direct", "sot", "pasta"])
async def test_a_support_reply_streams_its_greeting_first_in_every_mode(mode):
    fake = FakeProvider(responder=respond, token_delay=0.002)
    events = [
        e
        async for e in sot.stream(QUESTION, provider=fake, template="support", variables={"company": "Acme"}, mode=mode)
    ]
    pieces = [e for e in events if isinstance(e, AnswerText)]
    assert pieces[0].text == "Hello,"
    first_call = min(i for i, e in enumerate(events) if type(e).__name__ not in ("AskStarted", "AnswerText"))
    assert events.index(pieces[0]) < first_call  # before the first generation's first event
    assert "".join(p.text for p in pieces) == events[-1].result.answer


def stalling(request: GenerationRequest):
    """Points write their first word at once, then stall: a deadline after the plan cuts every
    point mid-stream, however slowly the machine runs the plan."""
    text = respond(request)
    return FakeReply(text=text, first_token_delay=0, token_delay=30.0) if request.purpose == "branch" else text


@pytest.mark.parametrize("cut", ["deadline", "drop"])
async def test_usage_counts_what_cut_parts_wrote(cut):
    if cut == "deadline":
        fake = FakeProvider(responder=stalling, token_delay=0.002)
        events = [e async for e in sot.stream(QUESTION, provider=fake, mode="sot", deadline=1.0)]
    else:
        events = await answer_events(cut, mode="sot")
    result = events[-1].result
    cut_parts = [b for b in result.branches if b.status == "partial"]
    assert cut_parts, "the cut left no part with text"
    written = sum(len(b.text.split()) for b in result.branches)  # the fake's tokens are words
    assert result.usage.completion_tokens >= written
    assert all(b.completion_tokens == len(b.text.split()) for b in cut_parts)
