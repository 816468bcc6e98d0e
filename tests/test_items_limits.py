"""Items mode on bad input: a list of 500 items, a request of 10,000 lines or about 1 MB.

Each is answered and nothing is lost: more items than :data:`MAX_BRANCHES` are asked in that
many branches, consecutive items together, each group answered under the request's numbers
(the plan says so); fields asked as one JSON object or things to write beyond it are answered
directly, with the reason. A long request is searched for items in a worker thread, so the
event loop goes on (checked by counting a concurrent task's ticks, not by the clock).
"""

from __future__ import annotations

import re
import threading

import anyio
import pytest

import sot
from sot.orchestrator.events import AnswerText, Done, PlanReady
from sot.orchestrator.modes.items import MAX_BRANCHES, found_items, groups_of, local_split
from sot.pasta_lang.ir import Span
from sot.pasta_lang.items import ItemSplit, RequestItem, find_items
from sot.providers.base import GenerationRequest, Speed
from sot.providers.fake import FakeProvider

pytestmark = pytest.mark.anyio


def numbered(n: int) -> str:
    """A request of ``n`` numbered questions (each ends in its own number and "?": none is
    part of another)."""
    return "Answer the following questions:\n" + "\n".join(
        f"{i + 1}. What is the capital of country number {i + 1}?" for i in range(n)
    )


#: 10,000 lines of a log, and one question about it: context, not items (just under the finder's limit)
LOG = "\n".join(f"Line {i} of the log: event {i} happened" for i in range(10_000))[:99_000] + "\nWhat went wrong?"
#: about 0.9 MB of prose (the templates render at most 1,000,000 characters)
PROSE = "The quick brown fox jumps over the lazy dog. " * 20_000


def answering(request: GenerationRequest):
    """Answers each numbered question of a branch's prompt under its number (a group), or its one item."""
    if request.purpose != "branch":
        return "One answer to everything."
    prompt = request.messages[-1].content
    asked = re.findall(r"^(\d+)\. .*?country number (\d+)\?", prompt, re.M)
    if len(asked) > 1:
        return "\n".join(f"{n}. The capital of country {m}." for n, m in asked)
    return f"The capital of {request.topic.split()[-1].rstrip('?')}."


def remote(responder=answering) -> FakeProvider:
    return FakeProvider(responder=responder, speed=Speed(first_token_s=0.4, decode_tok_s=60))


async def ask(question: str, provider: FakeProvider, **options):
    events = [e async for e in sot.stream(question, provider=provider, **options)]
    assert isinstance(events[-1], Done)
    result = events[-1].result
    assert "".join(e.text for e in events if isinstance(e, AnswerText)) == result.answer  # stream == answer
    return result, events


async def test_a_list_of_500_items_is_asked_in_capped_groups_and_nothing_is_lost():
    question = numbered(500)
    split = find_items(question)
    assert split is not None and len(split) == 500  # the tagger finds them all; the mode caps the branches
    provider = remote()
    result, events = await ask(question, provider, mode="items")
    assert result.mode == "items" and not result.fallback and result.ok
    assert len(result.branches) == MAX_BRANCHES == 50
    assert result.plan_text.startswith("500 questions (list, found by the tagger), asked in 50 branches of up to 10")
    plan = next(e for e in events if isinstance(e, PlanReady))
    assert plan.points[0] == "questions 1 to 10" and plan.points[-1] == "questions 491 to 500"
    # every question is in exactly one branch's prompt
    prompts = [r.messages[-1].content for r in provider.requests]
    for i in range(500):
        assert sum(f"country number {i + 1}?" in p for p in prompts) == 1, i
    # and answered in the request's order, under its own number (a blank line between groups)
    lines = [line for line in result.answer.splitlines() if line]
    assert lines == [f"{i + 1}. The capital of country {i + 1}." for i in range(500)]


async def test_a_few_items_over_the_cap_group_only_as_many_as_needed():
    result, _ = await ask(numbered(60), remote(), mode="items")
    assert len(result.branches) == 50
    titles = [b.title for b in result.branches]
    assert (
        titles[:2] == ["questions 1 to 2", "questions 3 to 4"]
        and titles[10] == "What is the capital of country number 21?"
    )
    blocks = result.answer.split("\n\n")
    assert blocks[0] == "1. The capital of country 1.\n2. The capital of country 2."
    assert blocks[10] == "21. What is the capital of country number 21?\nThe capital of 21."  # alone: as ever
    assert len(blocks) == 50 and blocks[-1].startswith("60. ")


def fields(n: int, *, as_json: bool) -> ItemSplit:
    """A split of ``n`` fields (as the tagger might return one)."""
    items = tuple(RequestItem(f"field{i}", Span(i, i + 1)) for i in range(n))
    return ItemSplit("fields", "Extract the {item}.", "", None, items, None, "fields", as_json, tier="tagger")


def test_groups_of_keeps_every_item_once_and_refuses_what_cannot_be_grouped():
    for n in (2, 50, 51, 99, 500, 1000):
        groups, why = groups_of(fields(n, as_json=False))
        assert groups is not None and why == "" and len(groups) == min(n, MAX_BRANCHES)
        assert [k for a, b in groups for k in range(a, b)] == list(range(n))  # each once, in order
        sizes = [b - a for a, b in groups]
        assert max(sizes) - min(sizes) <= 1
    groups, why = groups_of(fields(60, as_json=True))
    assert groups is None and "more than the 50 asked at once" in why and "JSON" in why
    assert groups_of(fields(50, as_json=True))[0] is not None


async def test_json_fields_over_the_cap_are_answered_directly_with_the_reason(monkeypatch):
    monkeypatch.setattr("sot.pasta_lang.items.find_items", lambda request: fields(60, as_json=True))
    provider = remote()
    result, _ = await ask("Extract these sixty fields as JSON: ...", provider, mode="items")
    assert result.fallback and result.answer == "One answer to everything."
    assert "60 fields, more than the 50 asked at once" in result.fallback_reason
    assert [r.purpose for r in provider.requests] == ["direct"]  # no planner call either
    assert await found_items("Extract these sixty fields as JSON: ...") is None  # nor does auto take it


async def test_auto_prices_a_capped_split_by_its_branches():
    found = await found_items(numbered(500))
    assert found is not None and found.branches == 50 and found.tier == "tagger"
    assert "names 500 questions" in found.reason and "asked in 50 groups" in found.reason
    result, _ = await ask(numbered(500), remote(), mode="auto")
    assert result.route.tier == "tagger" and "50 streams" in result.route.reason
    assert result.mode == "items" and len(result.branches) == 50


@pytest.mark.parametrize("question", [LOG, PROSE, numbered(500)], ids=["10k-lines", "0.9MB", "500-items"])
@pytest.mark.parametrize("mode", ["items", "auto"])
async def test_long_requests_are_answered(question, mode):
    result, _ = await ask(question, remote(), mode=mode)
    assert result.answer and result.ending.status == "complete"
    if question is PROSE and mode == "items":
        assert result.fallback and "too long" in result.fallback_reason
    if question is PROSE and mode == "auto":
        assert result.route.tier is None


async def test_a_request_is_searched_in_a_worker_thread(monkeypatch):
    threads: list[bool] = []

    def found(request: str):
        threads.append(threading.current_thread() is threading.main_thread())

    monkeypatch.setattr("sot.pasta_lang.items.find_items", found)
    assert await local_split("What is DNS?") is None
    assert await local_split(LOG) is None
    assert threads == [False, False]  # a short one too


async def ticks_while(call) -> int:
    """How many times a concurrent task got the event loop while ``call()`` ran."""
    ticks, running = 0, True

    async def ticker() -> None:
        nonlocal ticks
        while running:
            await anyio.sleep(0)
            ticks += 1

    async with anyio.create_task_group() as tg:
        tg.start_soon(ticker)
        await anyio.sleep(0)
        ticks = 0
        await call()
        counted, running = ticks, False
    return counted


async def test_the_event_loop_goes_on_while_a_long_request_is_routed():
    async def held() -> None:  # the search on the event loop, as it was
        find_items(LOG)

    async def routed() -> None:
        await found_items(LOG)

    assert await ticks_while(held) == 0
    assert await ticks_while(routed) > 5  # (the search took 25-45 ms of it on a 2-core CPU)


@pytest.mark.slow
def test_the_gateway_answers_a_capped_split_and_names_the_tier(tmp_path):
    pytest.importorskip("starlette")
    from tests.test_serve import KEY, GatewayProcess

    config = {
        "default_model": "fake",
        "api_keys": [KEY],
        "models": {"items": {"mode": "items"}, "auto": {"mode": "auto"}},
    }
    server = GatewayProcess(tmp_path, config)
    try:
        got = server.both_apis("items", [{"role": "user", "content": numbered(120)}])
        assert got.whole.sot["mode"] == "items" and not got.whole.sot["fallback"]
        assert got.whole.sot["branches"] == 50 and got.whole.choices[0].finish_reason == "stop"
        assert got.streamed == got.whole.choices[0].message.content == got.anthropic == got.anthropic_streamed
        routed = server.openai().chat.completions.create(
            model="auto", messages=[{"role": "user", "content": numbered(3)}]
        )
        assert routed.sot["route"]["tier"] == "tagger"
    finally:
        assert server.stop() == 0, server.output()
