"""A SoT plan may not repeat a point: the duplicate is refused and the plan asked for the next one."""

from __future__ import annotations

import pytest

import sot
from sot.pasta_lang.gbnf import skeleton_gbnf
from sot.pasta_lang.skeleton import SkeletonStream
from sot.providers.base import GenerationRequest
from sot.providers.fake import FakeProvider

pytestmark = pytest.mark.anyio

MESSAGE = "I was charged twice for my jacket."


def plans(*replies: str):
    """A responder: the plan requests get ``replies`` in turn, every point a sentence."""
    queue = list(replies)

    def respond(request: GenerationRequest) -> str:
        if request.purpose == "skeleton":
            return queue.pop(0)
        if request.purpose == "branch":
            return f"About {request.topic.lower()}, here is what happens next."
        return "A direct answer."

    return respond


async def test_a_repeated_point_is_refused_and_the_plan_asked_for_the_next_one():
    fake = FakeProvider(
        responder=plans("1. Duplicate charge\n2. Duplicate charge\n", "1. Duplicate charge\n2. Next steps\n")
    )
    result = await sot.orchestrate(MESSAGE, provider=fake, mode="sot", max_points=4)
    assert not result.fallback and result.skeleton == ["Duplicate charge", "Next steps"]
    first, again = [r for r in fake.requests if r.purpose == "skeleton"]
    assert first.prefill == "1." and again.prefill == "1. Duplicate charge\n2."
    # the re-ask continues the settled point under a grammar that refuses it
    assert again.grammar == skeleton_gbnf(4, again.prefill, exclude=["Duplicate charge"])
    assert [b.title for b in result.branches] == ["Duplicate charge", "Next steps"]
    assert result.plan_text == "1. Duplicate charge\n2. Next steps\n"


async def test_a_repeat_shown_only_when_the_plan_ends_is_refused_too():
    # no newline after the repeat: the stream only sees it once the reply has ended
    fake = FakeProvider(responder=plans("1. Refund\n2. refund.", "1. Refund\n2. Refund timing"))
    result = await sot.orchestrate(MESSAGE, provider=fake, mode="sot", max_points=3)
    assert not result.fallback and result.skeleton == ["Refund", "Refund timing"]


async def test_a_plan_with_two_points_before_its_repeat_keeps_them_and_asks_nothing_more():
    fake = FakeProvider(responder=plans("1. Refund\n2. Next steps\n3. Refund\n"))
    result = await sot.orchestrate(MESSAGE, provider=fake, mode="sot", max_points=4)
    assert not result.fallback and result.skeleton == ["Refund", "Next steps"]
    assert sum(r.purpose == "skeleton" for r in fake.requests) == 1


async def test_without_prefill_support_the_list_so_far_is_in_the_prompt():
    class NoPrefill(FakeProvider):
        supports_prefill = False

    fake = NoPrefill(responder=plans("1. Refund\n2. Refund\n", "1. Refund\n2. Card check\n"))
    result = await sot.orchestrate(MESSAGE, provider=fake, mode="sot", max_points=4)
    assert not result.fallback and result.skeleton == ["Refund", "Card check"]
    again = [r for r in fake.requests if r.purpose == "skeleton"][1]
    assert again.messages[-1].role == "user" and "The list so far:\n1. Refund" in again.messages[-1].content


def test_the_stream_sees_a_repeat_on_the_last_line_at_its_end():
    stream = SkeletonStream(max_points=4)
    stream.feed("1. Sleep\n2. Sleep")
    assert not stream.repeating
    stream.end()
    assert stream.repeating and stream.settled == ["Sleep"]
