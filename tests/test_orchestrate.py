"""The SoT pipeline end to end through the fake provider: flow, failures, retries, deadlines, cancellation."""

from __future__ import annotations

from contextlib import aclosing

import anyio
import pytest

import sot
from sot.errors import ConfigError, ProviderStatusError, UserInputError
from sot.orchestrator.events import (
    AnswerText,
    BranchDelta,
    BranchDone,
    BranchStarted,
    Done,
    PlanReady,
)
from sot.providers.fake import FakeProvider, FakeReply

pytestmark = pytest.mark.anyio

SKELETON = "1. Sleep well\n2. Eat vegetables\n3. Move daily\n4. Drink water\n5. See friends"


def scripted(**kwargs) -> FakeProvider:
    """Plan -> SKELETON; branch i -> 'text of point i'."""

    def responder(request):
        if request.purpose == "skeleton":
            return SKELETON
        if request.purpose == "branch":
            return f"text of point {request.branch} in a few words"
        return "a direct answer"

    return FakeProvider(responder=responder, **kwargs)


async def test_sot_expands_every_point_in_order_and_concurrently():
    fake = scripted(token_delay=0.01)
    result = await sot.orchestrate("How to stay healthy?", provider=fake, mode="sot", pipeline=False)
    assert result.mode == "sot"
    assert result.skeleton == ["Sleep well", "Eat vegetables", "Move daily", "Drink water", "See friends"]
    assert [b.status for b in result.branches] == ["done"] * 5
    assert [b.index for b in result.branches] == [0, 1, 2, 3, 4]
    lines = result.answer.splitlines()
    assert lines[0] == "1. Sleep well: text of point 0 in a few words"
    assert lines[4] == "5. See friends: text of point 4 in a few words"
    assert fake.max_in_flight == 5  # all expansions in flight at once
    plan, *branches = fake.requests
    assert plan.purpose == "skeleton" and plan.branch is None
    assert sorted((r.purpose, r.branch, r.topic) for r in branches) == [
        ("branch", i, t) for i, t in enumerate(result.skeleton)
    ]
    # the trace label is made from those fields; nothing needs to parse it
    labels = [r.label for r in fake.requests]
    assert labels[0] == "plan:sot" and sorted(labels[1:]) == [f"branch:{i}:{t}" for i, t in enumerate(result.skeleton)]
    assert result.usage.completion_tokens > 0
    assert result.timings.plan_s is not None and result.timings.first_token_s >= result.timings.plan_s


async def test_branch_requests_carry_question_skeleton_and_their_point():
    fake = scripted()
    await sot.orchestrate("How to stay healthy?", provider=fake, mode="sot", max_tokens=77, pipeline=False)
    branch = next(r for r in fake.requests if r.label.startswith("branch:2:"))
    prompt = "\n".join(m.content for m in branch.messages)
    assert "How to stay healthy?" in prompt and "Move daily" in prompt and "5. See friends" in prompt
    assert branch.max_tokens == 77


async def test_pipelined_points_start_while_the_plan_streams():
    fake = scripted(token_delay=0.02)
    events = [e async for e in sot.stream("How to stay healthy?", provider=fake, mode="sot")]
    result = events[-1].result
    assert result.skeleton == ["Sleep well", "Eat vegetables", "Move daily", "Drink water", "See friends"]
    assert [b.status for b in result.branches] == ["done"] * 5
    # each point starts once its line is written: before the plan is done, in skeleton order
    plan_ready = next(i for i, e in enumerate(events) if isinstance(e, sot.PlanReady))
    started = [(i, e.index) for i, e in enumerate(events) if isinstance(e, sot.BranchStarted)]
    assert [index for _, index in started] == [0, 1, 2, 3, 4]
    assert all(i < plan_ready for i, _ in started[:4])  # the last line ends with the plan
    assert result.branches[0].started_s < result.timings.plan_s
    assert fake.max_in_flight >= 2  # the plan and the first points stream together
    # a point sees the skeleton written so far, up to and including itself
    for i, title in enumerate(result.skeleton):
        request = next(r for r in fake.requests if r.label.startswith(f"branch:{i}:"))
        prompt = "\n".join(m.content for m in request.messages)
        assert f"{i + 1}. {title}" in prompt and f"{i + 2}. " not in prompt.split("Continue")[0]


@pytest.mark.parametrize(
    ("prefers", "option", "early"), [(False, None, False), (False, True, True), (True, None, True)]
)
async def test_the_provider_chooses_whether_points_start_while_the_plan_streams(prefers, option, early):
    """A provider that prefers whole skeletons (the llama.cpp engine on the CPU) gets its
    points only once the plan is done, each seeing every point; an ask's option wins."""
    fake = scripted(token_delay=0.002)
    fake.pipelines = lambda: prefers  # type: ignore[method-assign]
    result = await sot.orchestrate("How to stay healthy?", provider=fake, mode="sot", pipeline=option)
    assert result.ok and len(result.branches) == 5
    seen = ["5. See friends" in "\n".join(m.content for m in r.messages) for r in fake.requests[1:]]
    assert seen[0] is not early and seen[-1] is True


def test_the_local_provider_prefers_whole_skeletons_on_llama_cpp_before_it_loads():
    from sot.providers.local import LocalProvider

    assert LocalProvider().pipelines() is False  # the embedded GGUF runs on llama.cpp
    assert LocalProvider("model.Q4_0.gguf").pipelines() is False
    assert LocalProvider(engine="torch").pipelines() is True
    assert LocalProvider("/models/some-hf-folder").pipelines() is True


async def test_lone_point_started_early_is_dropped_on_fallback():
    replies = {"plan:sot": "1. Only one point\nand then a paragraph of prose.", "direct": "the direct answer"}
    fake = FakeProvider(responder=lambda r: replies.get(r.label, "a point being written " * 20), token_delay=0.01)
    result = await sot.orchestrate("What is 2+2?", provider=fake, mode="sot")
    assert result.fallback is True and result.answer == "the direct answer"
    assert result.branches == [] and result.skeleton == []
    assert any(r.label.startswith("branch:0:") for r in fake.requests)  # it had started, then was cancelled


async def test_plan_that_repeats_a_point_ends_there():
    looping = "1. Sleep well\n2. Eat well\n3. Sleep well\n" + "4. Eat well\n5. Sleep well\n" * 20
    replies = {"plan:sot": looping}
    fake = FakeProvider(responder=lambda r: replies.get(r.label, "text of a point"), token_delay=0.001)
    events = [e async for e in sot.stream("How to stay healthy?", provider=fake, mode="sot")]
    result = events[-1].result
    assert result.skeleton == ["Sleep well", "Eat well"] and result.ok
    # the plan stream was closed once the repeated line ended: nothing after it was read
    plan_text = "".join(e.text for e in events if isinstance(e, sot.PlanDelta))
    assert plan_text == "1. Sleep well\n2. Eat well\n3. Sleep well\n4."
    assert fake.cancelled == 1


async def test_plan_lines_are_bounded_where_the_provider_can():
    long_line = "1. Sleep " + " ".join(f"w{i}" for i in range(40)) + "\n2. Food\n3. Exercise"
    replies = {"plan:sot": long_line}
    fake = FakeProvider(responder=lambda r: replies.get(r.label, "text of a point"))
    result = await sot.orchestrate("How to stay healthy?", provider=fake, mode="sot")
    plan = next(r for r in fake.requests if r.label == "plan:sot")
    assert plan.line_max_tokens == 20
    # the fake ends a line after 20 words, as the local backend does after 20 tokens
    assert result.skeleton == ["Sleep " + " ".join(f"w{i}" for i in range(19)), "Food", "Exercise"]


async def test_no_usable_skeleton_falls_back_to_direct():
    fake = FakeProvider(["I would rather just answer this.", "the direct answer"])
    result = await sot.orchestrate("What is 2+2?", provider=fake, mode="sot")
    assert result.fallback is True
    assert result.answer == "the direct answer"
    assert result.branches == [] and result.skeleton == []
    assert [r.label for r in fake.requests] == ["plan:sot", "direct"]


async def test_direct_mode_is_one_generation():
    fake = FakeProvider(["just this"])
    result = await sot.orchestrate("Hi?", provider=fake, mode="direct")
    assert (result.answer, result.mode, len(fake.requests)) == ("just this", "direct", 1)
    assert result.timings.first_token_s is not None


async def test_failed_branch_keeps_siblings_and_completed_work():
    def responder(request):
        if request.label == "plan:sot":
            return SKELETON
        i = int(request.label.split(":")[1])
        if i == 2:
            return FakeReply(
                text="partial words then boom",
                fail_after=2,
                error=ProviderStatusError("server hiccup", status_code=500),
            )
        return f"point {i} done"

    fake = FakeProvider(responder=responder, token_delay=0.005)
    result = await sot.orchestrate("q?", provider=fake, mode="sot")
    statuses = [b.status for b in result.branches]
    assert statuses == ["done", "done", "partial", "done", "done"]
    cut = result.branches[2]
    assert "server hiccup" in cut.error and cut.text == "partial words"
    assert "3. Move daily: partial words [...]" in result.answer and "point 4 done" in result.answer
    assert fake.cancelled == 0  # siblings were not cancelled


async def test_retry_before_first_output_then_success():
    fake = scripted()
    fake.enqueue(SKELETON)
    fake.fail_next(ProviderStatusError("overloaded", status_code=503), times=2)
    result = await sot.orchestrate("q?", provider=fake, mode="sot", retries=3)
    assert all(b.status == "done" for b in result.branches)
    assert len(fake.requests) == 1 + 5 + 2  # plan, 5 branches, 2 retried attempts


async def test_no_retry_after_first_output():
    def responder(request):
        if request.label == "plan:sot":
            return "1. Alpha\n2. Beta"
        if request.label.startswith("branch:0"):
            return FakeReply(text="one two three", fail_after=1, error=ProviderStatusError("dropped", status_code=503))
        return "fine"

    fake = FakeProvider(responder=responder)
    result = await sot.orchestrate("q?", provider=fake, mode="sot", retries=3)
    assert [b.status for b in result.branches] == ["partial", "done"]
    assert sum(r.label.startswith("branch:0") for r in fake.requests) == 1


async def test_plan_failure_with_no_answer_raises_provider_error():
    fake = FakeProvider()
    fake.fail_next(ProviderStatusError("bad key", status_code=401, retryable=False))
    with pytest.raises(sot.ProviderError):
        await sot.orchestrate("q?", provider=fake, mode="sot")


async def test_events_arrive_in_order_and_end_with_done():
    fake = scripted(token_delay=0.002)
    events = []
    async with aclosing(sot.stream("q?", provider=fake, mode="sot")) as stream:
        async for event in stream:
            events.append(event)
    kinds = [type(e) for e in events]
    assert kinds[-1] is Done
    ready = kinds.index(PlanReady)
    assert all(k in (BranchStarted, BranchDelta, BranchDone, AnswerText) for k in kinds[ready + 1 : -1])
    assert "".join(e.text for e in events if isinstance(e, AnswerText)) == events[-1].result.answer
    assert kinds.count(BranchDone) == 5
    assert [e.t for e in events] == sorted(e.t for e in events)
    texts = {}
    for e in events:
        if isinstance(e, BranchDelta):
            texts[e.index] = texts.get(e.index, "") + e.text
    assert texts[3].strip() == "text of point 3 in a few words"


async def test_deadline_keeps_finished_branches():
    def responder(request):
        if request.label == "plan:sot":
            return "1. Quick\n2. Slow"
        if request.label.startswith("branch:1"):
            return FakeReply(text="slow " * 50, token_delay=0.05)
        return "quick answer"

    fake = FakeProvider(responder=responder)
    result = await sot.orchestrate("q?", provider=fake, mode="sot", deadline=0.5)
    assert [b.status for b in result.branches] == ["done", "partial"]
    assert "deadline" in result.branches[1].error
    assert result.branches[1].text.startswith("slow")
    assert result.answer.startswith("1. Quick: quick answer\n2. Slow: slow")
    assert result.answer.endswith(" … [cut at deadline]") and result.branches[1].reason == "deadline"
    assert result.error == "deadline of 0.5s exceeded"
    assert fake.in_flight == 0


async def test_deadline_with_nothing_finished_raises():
    fake = FakeProvider([FakeReply(text="x", first_token_delay=5)])
    with pytest.raises(sot.DeadlineExceeded):
        await sot.orchestrate("q?", provider=fake, mode="direct", deadline=0.1)


async def test_cancelling_an_ask_leaves_no_request_running():
    fake = scripted(token_delay=0.05)
    started = anyio.Event()

    async def run():
        async with aclosing(sot.stream("q?", provider=fake, mode="sot")) as stream:
            async for event in stream:
                if isinstance(event, BranchDelta):
                    started.set()

    async with anyio.create_task_group() as tg:
        tg.start_soon(run)
        await started.wait()
        tg.cancel_scope.cancel()
    assert fake.in_flight == 0
    assert fake.cancelled >= 1


async def test_closing_the_stream_early_cancels_the_ask():
    fake = scripted(token_delay=0.05)
    async with aclosing(sot.stream("q?", provider=fake, mode="sot")) as stream:
        async for event in stream:
            if isinstance(event, BranchDelta):
                break
    assert fake.in_flight == 0 and fake.cancelled >= 1


async def test_bad_input_is_a_user_error():
    with pytest.raises(UserInputError):
        await sot.orchestrate("   ", provider=FakeProvider())
    with pytest.raises(ConfigError):
        await sot.orchestrate("q", provider=FakeProvider(), mode="parallel")
    with pytest.raises(ConfigError):
        await sot.orchestrate("q", provider=FakeProvider(), max_tokens=0)


def test_sync_wrapper_matches_async():
    sync_result = sot.orchestrate_sync("How to stay healthy?", provider=scripted(), mode="sot")
    async_result = anyio.run(lambda: sot.orchestrate("How to stay healthy?", provider=scripted(), mode="sot"))
    strip = lambda r: (
        {k: v for k, v in r.model_dump().items() if k != "timings"}
        | {"branches": [{k: v for k, v in b.items() if not k.endswith("_s")} for b in r.model_dump()["branches"]]}
    )
    assert strip(sync_result) == strip(async_result)


def test_sync_wrapper_inside_a_running_event_loop():
    """As in a Jupyter cell: a loop runs in this thread, so the ask runs in a thread of its own."""
    import threading

    async def cell() -> tuple[sot.AskResult, sot.AskResult]:
        sync_result = sot.orchestrate_sync("How to stay healthy?", provider=scripted(), mode="sot")
        async_result = await sot.orchestrate("How to stay healthy?", provider=scripted(), mode="sot")
        return sync_result, async_result

    sync_result, async_result = anyio.run(cell)
    assert sync_result.answer == async_result.answer and len(sync_result.branches) == 5
    assert not [t for t in threading.enumerate() if t.name.startswith("sot-orchestrate-sync")]  # none left behind
    with pytest.raises(UserInputError):  # errors reach the caller as they would without a loop
        anyio.run(_sync_in_loop, "   ")


async def _sync_in_loop(prompt: str) -> sot.AskResult:
    return sot.orchestrate_sync(prompt, provider=scripted())


def test_public_surface_is_pinned():
    assert sorted(sot.__all__) == sorted(
        [
            "__version__",
            "Client",
            "orchestrate",
            "orchestrate_sync",
            "stream",
            "AskArgs",
            "AskResult",
            "BranchResult",
            "Timings",
            "UsageInfo",
            "RouteInfo",
            "Event",
            "AskStarted",
            "RouteDecided",
            "PlanDelta",
            "PlanReady",
            "AnswerDelta",
            "AnswerText",
            "BranchStarted",
            "BranchDelta",
            "BranchDone",
            "BranchFailed",
            "Done",
            "Provider",
            "GenerationRequest",
            "Message",
            "SotError",
            "UserInputError",
            "ParseError",
            "TemplateError",
            "TemplateSecurityError",
            "ConfigError",
            "UnknownProviderError",
            "MissingAPIKeyError",
            "ProviderError",
            "SotRuntimeError",
            "BackendError",
            "DeadlineExceeded",
        ]
    )
    for name in sot.__all__:
        assert hasattr(sot, name)


def test_import_sot_is_light():
    import subprocess
    import sys

    code = "import sys, sot; bad = [m for m in ('torch', 'transformers', 'openai', 'anthropic', 'sklearn') if m in sys.modules]; print(bad)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    assert out == "[]"


async def test_branch_prefill_is_kept_or_dropped_by_provider_capability():
    fake = scripted()
    await sot.orchestrate("q?", provider=fake, mode="sot")
    branch = next(r for r in fake.requests if r.label.startswith("branch:1:"))
    assert branch.messages[-1].role == "assistant" and branch.messages[-1].content == "2. Eat vegetables:"
    assert "\n\n" in branch.stop and "\n3." in branch.stop

    no_prefill = scripted()
    no_prefill.supports_prefill = False
    await sot.orchestrate("q?", provider=no_prefill, mode="sot")
    branch = next(r for r in no_prefill.requests if r.label.startswith("branch:1:"))
    assert branch.messages[-1].role == "user"


class StubRouter:
    def __init__(self, mode: str, score: float) -> None:
        self.mode, self.score, self.seen = mode, score, []

    async def route(self, question: str):
        from sot.orchestrator.routing.router import RouteDecision

        self.seen.append(question)
        return RouteDecision(mode=self.mode, score=self.score, router="stub")


@pytest.mark.parametrize(("mode", "score", "labels"), [("sot", 0.9, "plan:sot"), ("direct", 0.1, "direct")])
async def test_auto_mode_follows_the_router_before_any_generation(mode, score, labels):
    fake = scripted()
    router = StubRouter(mode, score)
    events = []
    async with aclosing(sot.stream("How to stay healthy?", provider=fake, router=router)) as stream:
        async for event in stream:
            events.append(event)
    result = events[-1].result
    assert router.seen == ["How to stay healthy?"]
    assert result.mode == mode and result.route is not None
    assert (result.route.mode, result.route.score, result.route.router) == (mode, score, "stub")
    assert isinstance(events[0], sot.AskStarted) and events[0].mode == "auto"
    assert isinstance(events[1], sot.RouteDecided) and events[1].mode == mode
    assert fake.requests[0].label == labels  # the decision came before the first generation


async def test_auto_mode_uses_pasta_when_a_plan_is_given_and_a_fixed_template_mode():
    fake = scripted()
    plan = 'Intro.\n<promise topic="one" tokens="10"/>\n<sync/>End.'
    result = await sot.orchestrate("q?", provider=fake, router=StubRouter("sot", 0.8), plan=plan, mode="auto")
    assert result.mode == "pasta" and result.route.mode == "pasta"
    assert [b.status for b in result.branches] == ["done"]
    fixed = await sot.orchestrate("q?", provider=scripted(), router="direct")
    assert (fixed.mode, fixed.route.router) == ("direct", "template")


async def test_every_route_decision_says_why(tmp_path):
    direct = await sot.orchestrate("q?", provider=scripted(), router=StubRouter("direct", 0.23))
    assert direct.route.reason == "direct: the router scores 0.23 for parallel answering"  # no threshold given
    trained = await sot.orchestrate("What is 17 * 23?", provider=scripted(), router="trained")
    assert trained.mode == "direct" and trained.route.reason.startswith("direct: the router scores 0.")
    assert trained.route.reason.endswith("below its threshold 0.50")
    fixed = await sot.orchestrate("q?", provider=scripted(), router="direct")
    assert fixed.route.reason == "direct: router: direct was asked for"
    for line, reason in (
        ("router: sot", "sot: the template's router: sot"),
        ("parallel: never", "direct: the template's parallel: never"),
    ):
        path = tmp_path / "fixed.yaml"
        path.write_text(f"name: fixed\ndescription: test\n{line}\n")
        result = await sot.orchestrate("q?", provider=scripted(), template=str(path))
        assert result.route.reason == reason


async def test_every_request_of_an_ask_with_an_escalation_check_carries_its_id():
    def responder(request):
        return {"skeleton": "1. Boots\n2. Refund", "escalate": "0"}.get(request.purpose, "A sentence.")

    fake = FakeProvider(responder=responder)
    await sot.orchestrate("My boots arrived damaged.", provider=fake, template="support", variables={"company": "Acme"})
    assert {r.purpose for r in fake.requests} == {"skeleton", "branch", "escalate"}
    ids = {r.ask_id for r in fake.requests}
    assert len(ids) == 1 and "" not in ids


def test_ask_options_are_declared_once():
    """The public calls take the options of AskArgs; one table decides each setting of an ask
    (``messages`` is ``history``'s other name, ``provider`` an instance for ``model``)."""
    import inspect

    from sot.orchestrator.ask import AskSettings
    from sot.orchestrator.settings import SETTINGS

    assert set(SETTINGS) == set(AskSettings.__annotations__) - {"messages"} | {"model"}
    calls = {
        "AskArgs": (sot.orchestrate, sot.stream, sot.orchestrate_sync),
        "RunArgs": (sot.Client.run, sot.Client.stream, sot.Client.run_sync),
        "AskSettings": (sot.Client,),
    }
    for typed, functions in calls.items():
        for call in functions:
            kinds = [p.kind for p in inspect.signature(call).parameters.values()]
            assert kinds[-1] is inspect.Parameter.VAR_KEYWORD and typed in str(inspect.signature(call))
    client_settings = {"model", "provider", "retries", "concurrency", "rpm", "tpm", "provider_options"}
    fallbacks = {"default_model", "default_mode", "config"}  # the client's own, after a template's
    observed = {"tracing"}  # its asks traced (OpenTelemetry), not a setting of one
    assert set(inspect.signature(sot.Client).parameters) - {"defaults"} == client_settings | fallbacks | observed
    assert set(sot.AskArgs.__annotations__) == set(AskSettings.__annotations__) | client_settings


def test_unknown_option_is_named():
    with pytest.raises(ConfigError, match=r"unknown ask option.*temprature \(did you mean temperature\?\)"):
        sot.orchestrate_sync("Hi", provider=scripted(), temprature=0.5)
    with pytest.raises(ConfigError, match=r"template_path \(did you mean template_paths\?\)"):
        sot.orchestrate_sync("Hi", provider=scripted(), template_path=["x"])
    with pytest.raises(ConfigError, match=r"unknown ask option\(s\): bogus$"):  # nothing close: no guess
        sot.orchestrate_sync("Hi", provider=scripted(), bogus=1)


def test_messages_is_the_history_under_the_sdk_name():
    conversation = [{"role": "user", "content": "My parcel 77 is late."}, {"role": "assistant", "content": "Sorry!"}]
    provider = FakeProvider()
    seen = lambda: tuple(m.content for m in provider.requests[-1].messages)
    by_messages = sot.orchestrate_sync("And now?", provider=provider, mode="direct", messages=conversation)
    first = seen()
    by_history = sot.orchestrate_sync("And now?", provider=provider, mode="direct", history=conversation)
    assert by_messages.answer == by_history.answer and seen() == first
    assert "My parcel 77 is late." in first and "Sorry!" in first
    with pytest.raises(ConfigError, match="not both"):
        sot.orchestrate_sync("And now?", provider=provider, history=conversation, messages=conversation)
