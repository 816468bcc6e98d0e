"""Items mode's three tiers, in order: the grammar, the learned local finder, the model's split.

Auto and ``sot route`` take the two local tiers only (no model call); which tier found the
items, or why none, shows in ``sot route`` (and its ``--json``), the ask's route
(``RouteInfo.tier``) and plan (``plan_text``, ``PlanReady.about``), the CLI's live view and the
gateway's ``sot`` field. On the embedded model on this CPU, a request with no items is
answered directly with no planner call. The learned finder is a stand-in here (monkeypatched):
its own tests are its module's.
"""

from __future__ import annotations

import json

import pytest

import sot
from sot.orchestrator.events import AnswerText, Done, PlanReady
from sot.pasta_lang.ir import Span
from sot.pasta_lang.items import ItemSplit, RequestItem, find_items
from sot.providers.base import GenerationRequest, Speed
from sot.providers.fake import FakeProvider

pytestmark = pytest.mark.anyio

QUESTIONS = (
    "Answer the following questions about the text.\n\n"
    "Text: The harbour town of Vell was founded in 1642 by fishermen. Its lighthouse, built in 1790, "
    "is painted red and white, and the town's market opens every Saturday.\n\n"
    "1. When was Vell founded?\n2. What colour is the lighthouse?\n3. When does the market open?"
)
#: questions inline in one paragraph: beyond the grammar
INLINE = "I need some help. What does DNS stand for? what port does HTTPS use? who invented the web?"
INLINE_ITEMS = ("What does DNS stand for?", "what port does HTTPS use?", "who invented the web?")
TIPS = "Give me some tips for sleeping better."


def respond(request: GenerationRequest):
    if request.purpose == "branch":
        return f"Answer for {request.topic}."
    return "One answer to everything."


def remote() -> FakeProvider:
    """A provider whose streams run side by side, as a remote API's (the planner may be asked)."""
    return FakeProvider(responder=respond, speed=Speed(first_token_s=0.4, decode_tok_s=60))


def learned(request: str) -> ItemSplit | None:
    """A stand-in learned finder: it finds :data:`INLINE`'s three questions, and nothing else."""
    if request != INLINE:
        return None
    items = tuple(RequestItem(t, Span(INLINE.index(t), INLINE.index(t) + len(t))) for t in INLINE_ITEMS)
    return ItemSplit("list", "Answer this question: {item}", "", None, items, None, "questions", False, tier="learned")


@pytest.fixture
def finder(monkeypatch):
    """The learned tier as :func:`learned`, its calls recorded."""
    calls: list[str] = []

    def split(request: str) -> ItemSplit | None:
        calls.append(request)
        return learned(request)

    monkeypatch.setattr("sot.orchestrator.routing.items_finder.learned_split", split)
    return calls


async def ask(question: str, provider: FakeProvider, **options):
    events = [e async for e in sot.stream(question, provider=provider, **options)]
    assert isinstance(events[-1], Done)
    result = events[-1].result
    assert "".join(e.text for e in events if isinstance(e, AnswerText)) == result.answer  # stream == answer
    return result, events


async def test_the_grammar_comes_first_and_says_so(finder):
    provider = remote()
    result, events = await ask(QUESTIONS, provider, mode="items")
    assert result.mode == "items" and not result.fallback and len(result.branches) == 3
    assert finder == []  # the grammar found them: the learned finder was not asked
    assert result.plan_text.startswith("3 questions (list, found by the grammar)\n- When was Vell founded?")
    plan = next(e for e in events if isinstance(e, PlanReady))
    assert plan.about == "3 questions (list, found by the grammar)"
    assert all(r.purpose == "branch" for r in provider.requests)


async def test_the_learned_finder_splits_where_the_grammar_finds_none_with_no_model_call(finder):
    assert find_items(INLINE) is None
    provider = remote()
    result, events = await ask(INLINE, provider, mode="items")
    assert result.mode == "items" and not result.fallback and result.ok
    assert finder == [INLINE] and [b.title for b in result.branches] == list(INLINE_ITEMS)
    assert [r.purpose for r in provider.requests] == ["branch"] * 3  # no planner call
    assert result.plan_text.startswith("3 questions (list, found by the learned finder)")
    assert next(e for e in events if isinstance(e, PlanReady)).about.endswith("found by the learned finder)")


async def test_the_model_is_asked_only_where_both_local_tiers_found_none(finder):
    provider = remote()
    result, _ = await ask("What is the capital of France?", provider, mode="items")
    assert finder == ["What is the capital of France?"]
    assert result.fallback and [r.purpose for r in provider.requests] == ["item_plan", "direct"]
    assert result.fallback_reason and "no items" in result.fallback_reason


async def test_a_learned_finder_that_fails_finds_nothing(monkeypatch):
    def broken(request: str) -> ItemSplit | None:
        raise RuntimeError("the model file is damaged")

    monkeypatch.setattr("sot.orchestrator.routing.items_finder.learned_split", broken)
    result, _ = await ask(INLINE, remote(), mode="auto")
    assert result.mode != "items" and result.route.tier is None and result.ok
    result, _ = await ask(QUESTIONS, remote(), mode="auto")  # the grammar's items still count
    assert result.route.tier == "grammar"


async def test_auto_takes_either_local_tier_and_its_route_says_which(finder):
    result, _ = await ask(QUESTIONS, remote(), mode="auto")
    assert (result.mode, result.route.router, result.route.tier) == ("items", "items", "grammar")
    provider = remote()
    result, _ = await ask(INLINE, provider, mode="auto")
    assert (result.mode, result.route.tier) == ("items", "learned")
    assert all(r.purpose != "item_plan" for r in provider.requests)  # auto never asks the model
    # where these items would be slower (more of them would pay), the route is direct, and still names the finder
    wide = FakeProvider(
        responder=respond, speed=Speed(first_token_s=0, decode_tok_s=140, step_ratio={3: 2.6, 50: 10.0})
    )
    result, _ = await ask(QUESTIONS, wide, mode="auto")
    assert result.mode == "direct" and result.route.tier == "grammar" and result.route.router == "items"
    # where no count of items would pay (a small CPU), the finders are not asked at all
    cpu = FakeProvider(responder=respond, speed=Speed(first_token_s=0, decode_tok_s=140, step_ratio={3: 2.6}))
    result, _ = await ask(QUESTIONS, cpu, mode="auto")
    assert (result.mode, result.route.router, result.route.tier) == ("direct", "cost", None)
    result, _ = await ask(TIPS, remote(), mode="auto")
    assert result.route.tier is None


def json_lines(text: str) -> list[dict]:
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def test_sot_route_says_which_tier_found_the_items(finder, capsys, tmp_path):
    from sot.cli.main import main

    assert main(["route", QUESTIONS, "--json"]) == 0
    questions = tmp_path / "q.txt"
    questions.write_text(f"{INLINE}\n{TIPS}\n", encoding="utf-8")
    assert main(["route", "--file", str(questions), "--json"]) == 0
    grammar, inline, tips = json_lines(capsys.readouterr().out)
    assert grammar == {"mode": "items", "score": 1.0, "tier": "grammar", "branches": 3}
    assert inline == {"mode": "items", "score": 1.0, "tier": "learned", "branches": 3}
    assert set(tips) == {"mode", "score"}  # neither tier found items: the line is as it was
    assert main(["route", INLINE]) == 0
    out = capsys.readouterr().out
    assert out.startswith("items  1.000") and "3 questions to answer one by one (found by the learned finder)" in out


def test_sot_route_says_why_a_long_request_has_no_items(capsys, tmp_path):
    from sot.cli.main import main

    long = tmp_path / "long.txt"
    long.write_text("word " * 30_000, encoding="utf-8")
    assert main(["route", "--file", str(long), "--json"]) == 0
    [line] = json_lines(capsys.readouterr().out)
    assert line["tier"] is None and "not searched for items" in line["why_no_items"]


def test_the_ask_json_carries_the_tier(finder, capsys, monkeypatch):
    from sot.cli.main import main

    assert main(["ask", "-m", "fake", "--mode", "items", "--json", INLINE]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["mode"] == "items" and "found by the learned finder" in data["plan_text"]
    assert main(["ask", "-m", "fake", "--mode", "auto", "--json", QUESTIONS]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["route"]["tier"] == "grammar"
    assert main(["ask", "-m", "fake", "--mode", "items", INLINE]) == 0  # the summary line names it too
    assert "3 questions (list, found by the learned finder)" in capsys.readouterr().err
    assert main(["ask", "-m", "fake", "--mode", "auto", QUESTIONS]) == 0
    assert "routed by items (items found by the grammar, score 1.00)" in capsys.readouterr().err


def test_the_live_view_names_the_tier():
    from rich.console import Console

    from sot.cli.live import LiveView

    view = LiveView(console=Console(width=120, height=24, force_terminal=True), model="fake", mode="items")
    titles = ("When was Vell founded?", "What colour is the lighthouse?")
    view.update(PlanReady(t=0.1, mode="items", points=titles, about="2 questions (list, found by the grammar)"))
    assert view.status_line().startswith("2 questions (list, found by the grammar), 0 done")
    plain = LiveView(console=Console(width=120, height=24, force_terminal=True), model="fake", mode="sot")
    plain.update(PlanReady(t=0.1, mode="sot", points=titles))
    assert plain.status_line().startswith("2 points, 0 done")


class Recording:
    """Wraps a provider, recording the purpose of every request it is sent."""

    @staticmethod
    def around(inner):
        from sot.providers.wrappers import WrapperProvider

        class _Recording(WrapperProvider):
            def __init__(self, inner) -> None:
                super().__init__(inner)
                self.purposes: list[str] = []

            def stream(self, request):
                self.purposes.append(request.purpose)
                return super().stream(request)

            async def stream_group(self, requests):
                self.purposes.extend(r.purpose for r in requests)
                async for item in super().stream_group(requests):
                    yield item

            async def speed(self):
                return await self.inner.speed()

            async def window(self):
                return await self.inner.window()

            async def aclose(self) -> None:
                await self.inner.aclose()

        return _Recording(inner)


@pytest.mark.local_model
@pytest.mark.usefixtures("shared_torch_weights")
async def test_the_embedded_model_on_this_cpu_makes_no_planner_call():
    from sot.providers.local import LocalProvider

    provider = Recording.around(LocalProvider(device="cpu"))
    try:
        result = await sot.orchestrate("What is the capital of France?", provider=provider, mode="items", max_tokens=8)
    finally:
        await provider.aclose()
    assert result.mode == "items" and result.fallback and result.answer.strip()
    assert "item_plan" not in provider.purposes and provider.purposes == ["direct"]
    assert "not worth a planner call" in result.fallback_reason


async def test_the_gateway_sot_field_names_the_tier_or_why_none(finder):
    """Items asked for by name (no route): the ``sot`` field's ``plan`` says which tier found
    them; with none found, ``fallback_reason`` says why."""
    from sot.serve.openai_wire import sot_info

    result, _ = await ask(INLINE, FakeProvider(responder=respond), mode="items")
    info = sot_info(result)
    assert info["plan"] == "3 questions (list, found by the learned finder)" and info["fallback_reason"] is None
    assert result.plan_about == info["plan"]
    result, _ = await ask(
        TIPS,
        FakeProvider(responder=respond, speed=Speed(first_token_s=0.1, decode_tok_s=100, step_ratio={3: 2.1})),
        mode="items",
    )
    info = sot_info(result)
    assert info["plan"] is None and info["fallback"] and "no items" in info["fallback_reason"]
