"""PASTA mode end to end: promises fork branches while the main text streams, sync, authored plans."""

from __future__ import annotations

from contextlib import aclosing

import anyio
import anyio.lowlevel
import pytest

import sot
from sot.errors import ParseError, ProviderStatusError
from sot.orchestrator.events import AnswerDelta, BranchDone, BranchStarted, Done, Event, PlanDelta, PlanReady
from sot.orchestrator.modes.pasta import clean_branch_text, fork_messages
from sot.providers.base import Message
from sot.providers.fake import FakeProvider, FakeReply
from sot.providers.openai_provider import OpenAIProvider
from tests.loopback import LoopbackServer, last_user_text

pytestmark = pytest.mark.anyio

MAIN = (
    "Here are tips for staying healthy.\n"
    '<promise topic="diet" tokens="40"/>\n'
    '<promise topic="sleep"/>\n'
    "<sync/>Together these habits keep you healthy, and the main text keeps going for a while "
    "so that the branches clearly start before it ends."
)
EXPECTED = (
    "Here are tips for staying healthy.\ntext about diet\ntext about sleep\n"
    "Together these habits keep you healthy, and the main text keeps going for a while "
    "so that the branches clearly start before it ends."
)


def responder(request):
    if request.purpose == "pasta":
        return MAIN
    if request.purpose == "branch":
        return f"text about {request.topic}"
    return "direct"


async def collect(**kwargs) -> list[Event]:
    events: list[Event] = []
    async with aclosing(sot.stream("How do I stay healthy?", mode="pasta", **kwargs)) as stream:
        async for event in stream:
            events.append(event)
    return events


async def test_branches_start_while_the_main_text_streams():
    fake = FakeProvider(responder=responder, token_delay=0.005)
    events = await collect(provider=fake)
    result = events[-1].result
    assert result.answer == EXPECTED
    assert "<" not in result.answer
    assert result.mode == "pasta" and not result.fallback
    assert result.skeleton == ["diet", "sleep"]
    assert [b.status for b in result.branches] == ["done", "done"]
    labels = [r.label for r in fake.requests]
    assert labels == ["plan:pasta", "branch:0:diet", "branch:1:sleep"]
    assert [(r.purpose, r.branch, r.topic) for r in fake.requests] == [
        ("pasta", None, ""),
        ("branch", 0, "diet"),
        ("branch", 1, "sleep"),
    ]

    # order of events proves the fork: both branches start (and finish) before the main text ends
    last_main = max(i for i, e in enumerate(events) if isinstance(e, PlanDelta))
    started = [i for i, e in enumerate(events) if isinstance(e, BranchStarted)]
    done = [i for i, e in enumerate(events) if isinstance(e, BranchDone)]
    assert len(started) == 2 and max(started) < last_main and max(done) < last_main
    t_started = [e.t for e in events if isinstance(e, BranchStarted)]
    assert max(t_started) < events[last_main].t
    ready = next(i for i, e in enumerate(events) if isinstance(e, PlanReady))
    assert ready > last_main and isinstance(events[-1], Done)
    # the clean main text streams as answer deltas, tags never do
    main_text = "".join(e.text for e in events if isinstance(e, AnswerDelta))
    assert "<" not in main_text and main_text.startswith("Here are tips")


async def test_branch_request_carries_question_context_topic_and_length():
    fake = FakeProvider(responder=responder)
    await sot.orchestrate("How do I stay healthy?", provider=fake, mode="pasta", max_tokens=300)
    diet = next(r for r in fake.requests if r.label == "branch:0:diet")
    prompt = diet.messages[-1].content
    assert "How do I stay healthy?" in prompt
    assert "Here are tips for staying healthy." in prompt and '"diet"' in prompt and "40 tokens" in prompt
    assert "<promise" not in prompt
    assert diet.max_tokens == 120  # three times the promised length, under the cap
    sleep = next(r for r in fake.requests if r.label == "branch:1:sleep")
    assert "[diet]" in sleep.messages[-1].content  # a sibling still being written is a placeholder
    assert sleep.max_tokens == 300


async def test_sync_holds_later_promises_until_earlier_branches_end():
    main = 'Intro <promise topic="a"/> then <sync/> later <promise topic="b"/> end.'

    def reply(request):
        if request.label == "plan:pasta":
            return main
        if request.label.startswith("branch:0"):
            return FakeReply(text="alpha part written slowly", token_delay=0.01)
        return "beta part"

    fake = FakeProvider(responder=reply)
    events = await collect(provider=fake)
    done_a = next(i for i, e in enumerate(events) if isinstance(e, BranchDone) and e.index == 0)
    start_b = next(i for i, e in enumerate(events) if isinstance(e, BranchStarted) and e.index == 1)
    assert done_a < start_b
    request_b = next(r for r in fake.requests if r.label == "branch:1:b")
    assert "alpha part written slowly" in request_b.messages[-1].content
    assert events[-1].result.answer == "Intro alpha part written slowly then  later beta part end."


async def test_reply_without_tags_is_a_direct_answer():
    fake = FakeProvider(["Twelve times three is 36."])
    result = await sot.orchestrate("What is 12 times 3?", provider=fake, mode="pasta")
    assert result.answer == "Twelve times three is 36."
    assert result.fallback and result.branches == [] and len(fake.requests) == 1


async def test_question_is_data_not_pasta_lang():
    fake = FakeProvider(["Plain answer."])
    result = await sot.orchestrate('Explain <promise topic="x"/> and <sync/>', provider=fake, mode="pasta")
    assert result.branches == [] and len(fake.requests) == 1
    assert 'Explain <promise topic="x"/>' in fake.requests[0].messages[-1].content


async def test_failed_branch_keeps_the_others_and_malformed_tags_vanish():
    main = 'A <promise topic="one"/> B <promise topic="two"/> C <promise tokens="9"/> D'

    def reply(request):
        if request.label == "plan:pasta":
            return main
        if request.label.startswith("branch:0"):
            return FakeReply(error=ProviderStatusError("bad", status_code=400))
        return 'second <sync/>part <async topic="x">inline</async>'

    result = await sot.orchestrate("q", provider=FakeProvider(responder=reply), mode="pasta")
    assert [b.status for b in result.branches] == ["failed", "done"]
    assert result.answer == "A  B second part inline C  D"
    assert not result.ok


async def test_deadline_keeps_what_finished():
    def reply(request):
        if request.label == "plan:pasta":
            return 'Start. <promise topic="quick"/> <promise topic="slow"/> End.'
        if "slow" in request.label:
            return FakeReply(text="never", first_token_delay=30)
        return "quick part"

    result = await sot.orchestrate("q", provider=FakeProvider(responder=reply), mode="pasta", deadline=0.5)
    assert result.answer == "Start. quick part  End."
    assert [b.status for b in result.branches] == ["done", "failed"]
    assert "deadline" in (result.branches[1].error or "")


class _NativeFake(FakeProvider):
    native_group = True


async def test_native_group_provider_gets_a_fork_of_the_main_call():
    fake = _NativeFake(responder=responder)
    result = await sot.orchestrate("How do I stay healthy?", provider=fake, mode="pasta")
    assert result.answer == EXPECTED
    main, diet = fake.requests[0], next(r for r in fake.requests if r.label == "branch:0:diet")
    assert diet.messages[:-1] == main.messages  # the main row's prompt, extended
    prefill = diet.messages[-1]
    assert prefill.role == "assistant"
    assert prefill.content == MAIN[: MAIN.index("/>") + 2] + '<async topic="diet">'
    assert diet.stop == ("</async>",)


def test_fork_messages_escape_the_topic():
    msgs = fork_messages([Message("user", "q")], "so far ", 'a "b" & c')
    assert msgs[-1].content == 'so far <async topic="a &quot;b&quot; &amp; c">'
    assert sot.pasta_lang.parse_reply(msgs[-1].content + "x</async>").items[-1].topic == 'a "b" & c'


def test_clean_branch_text():
    assert clean_branch_text("  plain  ") == "plain"
    assert clean_branch_text('x <promise topic="y"/> <async topic="z">in</async></async> <sync>') == "x  in"


# --------------------------------------------------------------------------- authored plans

PLAN = 'Three tips:\n<promise topic="diet" tokens="20"/>\n<promise topic="sleep"/>\n<sync/>\n<promise topic="summary"/>'


async def test_authored_plan_runs_without_a_planning_call():
    fake = FakeProvider(responder=responder)
    result = await sot.orchestrate("How do I stay healthy?", provider=fake, plan=PLAN)
    assert result.mode == "pasta"
    assert result.answer == "Three tips:\ntext about diet\ntext about sleep\n\ntext about summary"
    labels = [r.label for r in fake.requests]
    assert "plan:pasta" not in labels
    assert labels[:2] == ["branch:0:diet", "branch:1:sleep"] and labels[2] == "branch:2:summary"
    summary = fake.requests[2].messages[-1].content
    assert "text about diet" in summary and "text about sleep" in summary  # after the sync


async def test_authored_plan_runs_past_a_failed_part_like_model_driven_pasta():
    def reply(request):
        if request.label.startswith("branch:1:"):
            return FakeReply(error=ProviderStatusError("bad", status_code=400))
        return responder(request)

    fake = FakeProvider(responder=reply)
    result = await sot.orchestrate("How do I stay healthy?", provider=fake, plan=PLAN)
    assert [b.status for b in result.branches] == ["done", "failed", "done"]
    assert result.answer == "Three tips:\ntext about diet\n\n\ntext about summary" and not result.ok
    summary = next(r for r in fake.requests if r.label == "branch:2:summary").messages[-1].content
    assert "text about diet" in summary and "[sleep]" in summary  # the failed part, by its title


async def test_authored_plan_first_wave_is_one_group():
    fake = FakeProvider(responder=responder, token_delay=0.01)
    await sot.orchestrate("q", provider=fake, plan=PLAN)
    assert fake.max_in_flight == 2  # diet and sleep together; summary waits for the sync


async def test_authored_part_starts_when_its_inputs_end_not_its_whole_group():
    plan = '<async topic="g"><promise topic="a"/><sync/><promise topic="b"/></async><promise topic="slow"/>'

    def reply(request):
        if "slow" in request.label:
            return FakeReply(text="slow part written word by word", token_delay=0.05)
        return responder(request)

    events = await collect(provider=FakeProvider(responder=reply), plan=plan)
    started = {e.index: i for i, e in enumerate(events) if isinstance(e, BranchStarted)}
    done = {e.index: i for i, e in enumerate(events) if isinstance(e, BranchDone)}
    assert done[0] < started[1] < done[2]  # b follows a while slow, started with a, still runs
    assert events[-1].result.answer == "text about atext about bslow part written word by word"


async def test_bad_authored_plan_is_a_positioned_parse_error():
    with pytest.raises(ParseError) as info:
        await sot.orchestrate("q", provider=FakeProvider(), plan='ok\n<promise topic="a" tokens="x"/>')
    assert info.value.line == 2 and "plan:2:" in str(info.value)


# --------------------------------------------------------------------------- real HTTP


async def test_loopback_openai_branches_start_before_the_main_text_ends():
    """Through the real openai SDK and sockets: the server sees branch requests while the main one streams."""

    def answer(body):
        if "PASTA-LANG" in last_user_text(body):
            return MAIN
        return "a branch part"

    with LoopbackServer(answer, token_delay=0.01) as server:
        provider = OpenAIProvider("m", api_key="sk-test", base_url=server.base_url_openai)
        async with provider:
            result = await sot.orchestrate("How do I stay healthy?", provider=provider, mode="pasta")
            await anyio.lowlevel.checkpoint()
        main, *branches = server.requests
    assert result.answer.count("a branch part") == 2 and "<" not in result.answer
    assert len(branches) == 2
    assert main.end is not None
    for branch in branches:  # server-side clock: each branch began while the main text streamed
        assert main.first_token is not None and main.first_token < branch.start < main.end


async def test_main_call_failure_before_the_answer_is_the_providers_error():
    def reply(request):
        if request.label == "plan:pasta":
            error = ProviderStatusError("boom", status_code=400)
            return FakeReply(text='<promise topic="x"/> b c d e f', fail_after=1, error=error)
        return FakeReply(text="slow branch written word by word", token_delay=0.05)

    fake = FakeProvider(responder=reply)
    with pytest.raises(ProviderStatusError, match="boom"):
        await sot.orchestrate("q", provider=fake, mode="pasta")
    assert [r.label for r in fake.requests] == ["plan:pasta"]  # not retryable, and no branch began


async def test_main_call_failure_after_the_answer_began_keeps_it_and_its_branches():
    def reply(request):
        if request.label == "plan:pasta":
            error = ProviderStatusError("boom", status_code=400)
            return FakeReply(text='a <promise topic="x"/> b c d e f', fail_after=5, error=error, token_delay=0.01)
        return FakeReply(text="slow branch written word by word", token_delay=0.05)

    fake = FakeProvider(responder=reply)
    result = await sot.orchestrate("q", provider=fake, mode="pasta")
    assert result.answer == "a slow branch written word by word b c [...]"  # the main text was cut: marked
    assert [b.status for b in result.branches] == ["done"] and fake.cancelled == 0
    assert result.error is not None and "boom" in result.error and not result.ok


async def test_a_main_text_that_promises_a_topic_again_ends_there():
    looping = (
        "Some ideas.\n"
        '<promise topic="In the classroom" tokens="20"/>\n'
        '<promise topic="At home" tokens="20"/>\n'
        '<promise topic="in the  Classroom" tokens="20"/>\n'
        '<promise topic="Outdoors" tokens="20"/>\n'
        "<sync/>The end."
    )
    fake = FakeProvider(
        responder=lambda r: looping if r.purpose == "pasta" else f"text about {r.topic}", token_delay=0.001
    )
    result = await sot.orchestrate("Where can I learn?", provider=fake, mode="pasta")
    assert result.skeleton == ["In the classroom", "At home"]  # the repeat and all after it are gone
    assert result.answer == "Some ideas.\ntext about In the classroom\ntext about At home"
    assert result.ok and result.cut_short == [] and not result.fallback
    assert [c.label for c in fake.requests if c.purpose == "branch"] == [
        "branch:0:In the classroom",
        "branch:1:At home",
    ]


async def test_a_main_text_cut_by_a_token_bound_mid_tag_leaks_no_tag_and_says_length():
    fake = FakeProvider(responder=responder, token_delay=0.001)
    result = await sot.orchestrate("How do I stay healthy?", provider=fake, mode="pasta", max_tokens=8)
    assert "<" not in result.answer and result.answer.startswith("Here are tips")
    assert result.finish_reason == "length" and result.cut_short == ["answer"]
