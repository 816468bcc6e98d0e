"""Nothing finished is lost: cut plans, cut points, cut main texts and deadlines, through the
real OpenAI and Anthropic SDKs against the loopback server (connections really dropped)."""

from __future__ import annotations

import json
import re
import threading

import anyio
import pytest

import sot
from sot.cli.main import main
from sot.orchestrator.result import CUT_MARK
from sot.providers.anthropic_provider import AnthropicProvider
from sot.providers.base import GenerationRequest, Provider, StreamEnd, TextDelta, Usage
from sot.providers.bounded import stream_bound
from sot.providers.openai_provider import OpenAIProvider
from tests.loopback import LoopbackServer, Reply

PLAN = "1. Alpha\n2. Beta\n3. Gamma\n4. Delta\n"
TITLES = ["Alpha", "Beta", "Gamma", "Delta"]
POINT = re.compile(r'Continue and write only point \d+: "([^"]+)"')
PART = re.compile(r'Write only the part about "([^"]+)"')


def kind_of(body: dict) -> tuple[str, str]:
    """What a request is for: ("plan" | "point" | "main" | "part", its title)."""
    text = (
        body["messages"][-1]["content"] if body["messages"][-1]["role"] == "user" else body["messages"][-2]["content"]
    )
    if isinstance(text, list):
        text = "".join(part.get("text", "") for part in text)
    if m := POINT.search(text):
        return "point", m.group(1)
    if m := PART.search(text):
        return "part", m.group(1)
    if "PASTA-LANG" in text:
        return "main", ""
    return "plan", ""


class Script:
    """A responder that counts the requests of each kind and lets a test fault some of them."""

    def __init__(self, plan=PLAN, *, plan_faults=(), point=None, main=None, part=None) -> None:
        self.plan, self.plan_faults = plan, list(plan_faults)
        self.point = point or (lambda title: Reply(text=f"text of {title.lower()}"))
        self.main = main
        self.part = part or (lambda title: Reply(text=f"part on {title}"))
        self.counts: dict[str, int] = {}
        self.lock = threading.Lock()

    def __call__(self, body: dict) -> Reply:
        kind, title = kind_of(body)
        with self.lock:
            key = f"{kind}:{title}"
            self.counts[key] = self.counts.get(key, 0) + 1
            n = self.counts[key]
        if kind == "plan":
            fault = self.plan_faults[n - 1] if n <= len(self.plan_faults) else None
            return Reply(text=self.plan, token_delay=0.02, drop_after=fault)
        if kind == "point":
            return self.point(title)
        if kind == "main":
            return self.main(n)
        return self.part(title)


def provider_for(api: str, server: LoopbackServer, **kwargs):
    if api == "openai":
        return OpenAIProvider("m", base_url=server.base_url_openai, **kwargs)
    return AnthropicProvider("m", base_url=server.base_url_anthropic, **kwargs)


APIS = pytest.mark.parametrize("api", ["openai", "anthropic"])


@pytest.mark.anyio
@APIS
async def test_plan_cut_after_points_settled_is_asked_again_keeping_them(api):
    # the first plan is cut after "Gamma": Alpha and Beta have settled and are running
    script = Script(plan_faults=[6])
    with LoopbackServer(script) as server:
        async with provider_for(api, server) as provider:
            result = await sot.orchestrate("q?", provider=provider, mode="sot")
        assert script.counts["plan:"] == 2
        assert all(script.counts[f"point:{t}"] == 1 for t in TITLES)  # none started twice
        dropped = [r for r in server.requests if r.outcome == "dropped"]
        assert len(dropped) == 1
    assert result.skeleton == TITLES and result.ok and result.error is None
    assert [b.status for b in result.branches] == ["done"] * 4
    assert result.answer.splitlines()[3] == "4. Delta: text of delta"


@pytest.mark.anyio
@APIS
async def test_plan_failing_for_good_answers_from_the_points_that_finished(api):
    script = Script(plan_faults=[6, 6, 6])  # every attempt cut after "Gamma"
    with LoopbackServer(script) as server:
        async with provider_for(api, server) as provider:
            result = await sot.orchestrate("q?", provider=provider, mode="sot")
        assert script.counts["plan:"] == 3
        completed = [r for r in server.requests if r.outcome == "completed"]
    assert result.skeleton == ["Alpha", "Beta"] and len(completed) == 2
    assert result.answer == "1. Alpha: text of alpha\n2. Beta: text of beta"
    assert result.error and result.error.startswith("the plan failed:") and "connection" in result.error
    assert not result.ok


def test_plan_failing_for_good_exits_1_naming_the_failure(capsys, monkeypatch):
    script = Script(plan_faults=[6, 6, 6])
    with LoopbackServer(script) as server:
        monkeypatch.setenv("OPENAI_BASE_URL", server.base_url_openai)
        code = main(["ask", "q?", "-m", "openai:m", "--mode", "sot", "--json"])
        out, err = capsys.readouterr()
    assert code == 1, err
    data = json.loads(out)
    assert data["answer"].startswith("1. Alpha: text of alpha") and "plan failed" in data["error"]


@pytest.mark.anyio
@APIS
async def test_points_cut_mid_stream_keep_their_text_marked_partial(api):
    script = Script(point=lambda title: Reply(text=f"the first words of {title} and then more", drop_after=5))
    with LoopbackServer(script) as server:
        async with provider_for(api, server) as provider:
            result = await sot.orchestrate("q?", provider=provider, mode="sot")
        assert all(script.counts[f"point:{t}"] == 1 for t in TITLES)  # no retry after first output
    assert [b.status for b in result.branches] == ["partial"] * 4
    assert all(b.text == f"the first words of {b.title}" and b.error for b in result.branches)
    lines = result.answer.splitlines()
    assert lines[0] == f"1. Alpha: the first words of Alpha{CUT_MARK}" and len(lines) == 4
    assert not result.ok


def test_cut_points_are_partial_in_json_and_exit_1(capsys, monkeypatch):
    script = Script(point=lambda title: Reply(text=f"the first words of {title} and then more", drop_after=5))
    with LoopbackServer(script) as server:
        monkeypatch.setenv("OPENAI_BASE_URL", server.base_url_openai)
        code = main(["ask", "q?", "-m", "openai:m", "--mode", "sot", "--json"])
        out, err = capsys.readouterr()
    assert code == 1, err
    data = json.loads(out)
    assert [b["status"] for b in data["branches"]] == ["partial"] * 4
    assert "the first words of Gamma" in data["answer"]


MAIN = 'Tips follow. <promise topic="diet"/> More words here. <promise topic="sleep"/> The end of it.'


@pytest.mark.anyio
@APIS
async def test_pasta_main_text_cut_keeps_what_it_wrote_and_its_branches(api):
    # cut after "More words": the diet branch is running, the sleep promise never came
    script = Script(main=lambda n: Reply(text=MAIN, drop_after=6, token_delay=0.02))
    with LoopbackServer(script) as server:
        async with provider_for(api, server) as provider:
            result = await sot.orchestrate("q?", provider=provider, mode="pasta")
        assert script.counts["main:"] == 1  # its text had reached the answer: not asked again
    assert result.answer.startswith("Tips follow. part on diet") and "sleep" not in result.answer
    assert [b.status for b in result.branches] == ["done"]
    assert result.error and result.error.startswith("the main text failed:")


@pytest.mark.anyio
@APIS
async def test_pasta_main_text_cut_before_the_answer_began_is_asked_again(api):
    text = '<promise topic="diet"/> Eat well. <promise topic="sleep"/>'
    script = Script(main=lambda n: Reply(text=text, drop_after=1 if n == 1 else None))
    with LoopbackServer(script) as server:
        async with provider_for(api, server) as provider:
            result = await sot.orchestrate("q?", provider=provider, mode="pasta")
        assert script.counts["main:"] == 2
    assert result.answer == "part on diet Eat well. part on sleep" and result.ok


@pytest.mark.anyio
@APIS
async def test_pasta_branch_cut_mid_stream_is_partial_in_its_place(api):
    def part(title):
        return Reply(text="cut short part on " + title, drop_after=3) if title == "diet" else Reply(text="sleep part")

    script = Script(main=lambda n: Reply(text=MAIN), part=part)
    with LoopbackServer(script) as server:
        async with provider_for(api, server) as provider:
            result = await sot.orchestrate("q?", provider=provider, mode="pasta")
    assert [b.status for b in result.branches] == ["partial", "done"]
    assert result.answer == f"Tips follow. cut short part{CUT_MARK} More words here. sleep part The end of it."


@pytest.mark.anyio
async def test_never_ending_stream_is_cut_by_the_deadline_keeping_what_finished():
    def point(title):
        if title == "Beta":  # streams on and on, no end and no newline
            return Reply(text=" ".join(["on"] * 5000), token_delay=0.05)
        return Reply(text=f"text of {title.lower()}")

    script = Script(plan="1. Alpha\n2. Beta\n", point=point)
    with LoopbackServer(script) as server:
        async with provider_for("openai", server) as provider:
            result = await sot.orchestrate("q?", provider=provider, mode="sot", deadline=1.5, max_tokens=5000)
        assert server.wait_until(lambda s: s.in_flight == 0, timeout=10)
    assert [b.status for b in result.branches] == ["done", "partial"]
    assert result.branches[1].text.startswith("on on") and "deadline" in result.branches[1].error
    assert result.answer.startswith("1. Alpha: text of alpha\n2. Beta: on on")
    assert result.error == "deadline of 1.5s exceeded"


class _Endless(Provider):
    """A backend that ignores max_tokens: the plan is fine, point 2 never ends (no newline)."""

    name = "endless"

    def __init__(self) -> None:
        self.closed = 0

    async def stream(self, request):
        try:
            if request.label == "plan:sot":
                yield TextDelta("1. Alpha\n2. Beta\n")
            elif request.label.startswith("branch:0"):
                yield TextDelta("alpha text")
            else:
                while True:
                    yield TextDelta("on ")
                    await anyio.sleep(0)
            yield StreamEnd(Usage(1, 1))
        finally:
            self.closed += 1


@pytest.mark.anyio
async def test_a_stream_past_its_token_bound_is_ended_without_a_deadline():
    provider = _Endless()
    result = await sot.orchestrate("q?", provider=provider, mode="sot", max_tokens=50)
    max_pieces, _ = stream_bound(GenerationRequest(messages=(), max_tokens=50))
    assert [b.status for b in result.branches] == ["done", "done"] and result.ok
    assert result.branches[1].text.split() == ["on"] * (max_pieces + 1)
    assert provider.closed == 3  # the endless stream was closed, not left running


class _BrokenPlan(Provider):
    """The plan's stream breaks with an error the provider did not translate (a garbled reply)."""

    name = "broken"

    async def stream(self, request):
        if request.label == "plan:sot":
            yield TextDelta("1. Alpha\n2. Beta\n3.")
            raise ValueError("Expecting value: line 1 column 1 (char 0)")
        yield TextDelta(f"text of {request.label.split(':')[2].lower()}")
        yield StreamEnd(Usage(1, 1))


@pytest.mark.anyio
async def test_an_untranslated_error_in_the_plan_still_keeps_the_points():
    result = await sot.orchestrate("q?", provider=_BrokenPlan(), mode="sot")
    assert result.answer == "1. Alpha: text of alpha\n2. Beta: text of beta"
    assert result.error and "ValueError" in result.error and "Expecting value" in result.error
