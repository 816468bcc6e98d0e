"""Auto asks the backend before the question: where no fan-out could be the faster answer there
whatever the question (the embedded model on a 2-core CPU), the direct answer starts at once,
and neither the items finders nor the router are built or asked before it (counted here by
monkeypatching them); elsewhere (a remote API) the finders and the router decide as before."""

from __future__ import annotations

import pytest

import sot
from sot.errors import ConfigError
from sot.orchestrator.routing import auto, cost
from sot.orchestrator.routing.router import RouteDecision
from sot.providers.base import REMOTE_SPEED, GenerationRequest, Speed
from sot.providers.fake import FakeProvider

pytestmark = pytest.mark.anyio

# a small CPU (llama.cpp, the embedded model, 2 cores): a step of 5 rows about 3.4 single steps
CPU = Speed(first_token_s=0.0, decode_tok_s=136.0, prefill_tok_s=249.0, step_ratio={1: 1.0, 5: 3.4}, keeps_prefix=True)
# a slow first token and prompt but independent streams: a plan never pays back, the request's
# own items (no plan) do
NO_PLAN = Speed(first_token_s=2.0, decode_tok_s=50.0, prefill_tok_s=100.0, step_ratio={8: 1.0})

TIPS = "What are the benefits of reading books?"
QUESTIONS = "Answer these questions:\n1. What is DNS?\n2. What port does HTTPS use?\n3. Who invented the web?"


class Recording(FakeProvider):
    """A fake that writes each stream's start into ``log``, the log the routing steps share."""

    def __init__(self, log: list[str], **kwargs) -> None:
        super().__init__(**kwargs)
        self.log = log

    def stream(self, request: GenerationRequest):
        self.log.append(f"stream:{request.purpose}")
        return super().stream(request)


@pytest.fixture
def log(monkeypatch) -> list[str]:
    """Every routing step auto could take before the answer, recorded in order: the items search
    (the tagger), building the bundled router, and asking any router."""
    from sot.orchestrator.routing import router
    from sot.pasta_lang import items

    calls: list[str] = []

    def counted(name, real):
        def call(*args, **kwargs):
            calls.append(name)
            return real(*args, **kwargs)

        return call

    def counted_async(name, real):
        async def call(*args, **kwargs):
            calls.append(name)
            return await real(*args, **kwargs)

        return call

    monkeypatch.setattr(auto, "found_items", counted_async("found_items", auto.found_items))
    monkeypatch.setattr(items, "find_items", counted("tagger", items.find_items))
    monkeypatch.setattr(router, "get_router", counted("get_router", router.get_router))
    monkeypatch.setattr(router, "route_question", counted_async("route", router.route_question))
    monkeypatch.setattr(router, "load_model", counted("router_model", router.load_model))
    monkeypatch.setattr(router.EncoderRouter, "score", counted("encoder", router.EncoderRouter.score))
    return calls


class Parallel:
    """A router that finds every question parallel."""

    asked: list[str]

    def __init__(self) -> None:
        self.asked = []

    async def route(self, question: str) -> RouteDecision:
        self.asked.append(question)
        return RouteDecision("sot", 0.9, "stub")


async def test_on_a_small_cpu_the_direct_answer_starts_before_any_routing_step(log):
    provider = Recording(log, speed=CPU)
    for question in (TIPS, QUESTIONS):  # a list-like question, and one that names its own items
        log.clear()
        result = await sot.orchestrate(question, provider=provider, mode="auto", max_tokens=60)
        assert result.mode == "direct" and log == ["stream:direct"]
        route = result.route
        assert (route.router, route.score, route.tier) == ("cost", 0.0, None)
        assert route.reason.startswith("direct: on this backend 5 streams take 3.4x one stream's step")
        assert "the request's own items, however many, would take" in route.reason  # no count pays
        assert set(route.predicted) >= {"direct_s", "parallel_s", "speed"}


async def test_a_router_passed_in_is_not_asked_there_either(log):
    router = Parallel()
    result = await sot.orchestrate(TIPS, provider=Recording(log, speed=CPU), mode="auto", router=router)
    assert result.mode == "direct" and result.route.router == "cost" and router.asked == []
    assert log == ["stream:direct"]


async def test_a_router_named_wrongly_is_still_refused_there():
    with pytest.raises(ConfigError, match="unknown router"):
        await sot.orchestrate(TIPS, provider=FakeProvider(speed=CPU), mode="auto", router="nonsense")


async def test_a_remote_backend_still_gets_the_finders_and_the_routers_decision(log):
    provider = Recording(log)  # a remote API's independent streams
    router = Parallel()
    result = await sot.orchestrate(TIPS, provider=provider, mode="auto", router=router)
    assert result.mode == "sot" and (result.route.router, result.route.score) == ("stub", 0.9)
    assert router.asked == [TIPS]
    assert log.index("found_items") < log.index("route") < log.index("stream:skeleton")
    # the bundled router: built, and asked, only here
    log.clear()
    result = await sot.orchestrate("What is the capital of France?", provider=Recording(log), mode="auto")
    assert result.mode == "direct" and result.route.router in ("encoder", "trained")
    assert result.route.reason.startswith("direct: the router scores")
    assert log.index("get_router") < log.index("route") < log.index("stream:direct")
    # a request with its own items: the finders find them, the router is not asked
    log.clear()
    result = await sot.orchestrate(QUESTIONS, provider=Recording(log), mode="auto")
    assert result.mode == "items" and result.route.tier == "tagger"
    assert "route" not in log and "get_router" not in log


async def test_where_only_items_could_pay_the_finders_are_asked_and_the_router_is_not(log):
    router = Parallel()
    result = await sot.orchestrate(TIPS, provider=Recording(log, speed=NO_PLAN), mode="auto", router=router)
    assert result.mode == "direct" and result.route.router == "cost" and router.asked == []
    assert "found_items" in log and "however many" not in result.route.reason
    log.clear()
    result = await sot.orchestrate(QUESTIONS, provider=Recording(log, speed=NO_PLAN), mode="auto", router=router)
    assert result.mode == "items" and router.asked == []
    assert log.index("found_items") < log.index("stream:branch")


async def test_the_outlook_of_each_backend():
    cpu = await cost.outlook(FakeProvider(speed=CPU), "sot", TIPS)
    assert not cpu.fans_out and cpu.planned.mode == "direct" and not cpu.items
    remote = await cost.outlook(FakeProvider(speed=REMOTE_SPEED), "sot", TIPS)
    assert remote.fans_out and remote.planned.mode == "sot" and remote.items
    no_plan = await cost.outlook(FakeProvider(speed=NO_PLAN), "sot", TIPS)
    assert no_plan.fans_out and no_plan.planned.mode == "direct" and no_plan.items
    # items grouped in at most max_items branches: one branch is no fan-out
    assert not (await cost.outlook(FakeProvider(speed=NO_PLAN), "sot", TIPS, max_items=1)).items

    class Mute(FakeProvider):
        async def speed(self) -> Speed:
            raise RuntimeError("no figures")

    mute = await cost.outlook(Mute(), "sot", TIPS)  # no figures: the question decides
    assert mute.fans_out and "no speed figures" in mute.planned.reason


async def test_the_summary_line_says_the_router_was_not_asked(capsys):
    from sot.cli.ask import _summary

    result = await sot.orchestrate(TIPS, provider=FakeProvider(speed=CPU), mode="auto")
    _summary(result)
    line = capsys.readouterr().err
    assert "the router was not asked, the backend decided first" in line and "score" not in line
    result = await sot.orchestrate("What is the capital of France?", provider=FakeProvider(), mode="auto")
    _summary(result)
    assert "(score 0.0" in capsys.readouterr().err  # the router's own score, where it was asked


@pytest.mark.local_model
async def test_the_embedded_model_on_this_cpu_asks_no_router_nor_finder(log):
    from tests.local_engines import HAS_LLAMA

    if not HAS_LLAMA:
        pytest.skip("llama-cpp-python is not installed")
    from sot.providers.local import LocalProvider

    async with LocalProvider(engine="llama", device="cpu") as local:
        result = await sot.orchestrate(TIPS, provider=local, mode="auto", max_tokens=8)
    assert result.mode == "direct" and result.answer.strip() and result.route.router == "cost"
    assert log == []
