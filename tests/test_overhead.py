"""What a parallel answer costs in tokens against a direct one: ``usage.overhead`` in the result
(``--json``), the gateway's ``sot`` field and ``/metrics``, the operator's ``max_overhead`` cap
and a backend's per-minute budget turning auto's fan-out to a direct answer, with the reason said."""

from __future__ import annotations

import httpx
import pytest

import sot
from sot.errors import ConfigError
from sot.orchestrator.result import UsageInfo
from sot.orchestrator.routing.overhead import predicted_tokens
from sot.providers.budget import RateBudget
from sot.providers.fake import FakeProvider
from sot.providers.wrappers import BudgetedProvider

pytestmark = pytest.mark.anyio

QUESTION = "Explain the benefits of regular exercise for health, mood and sleep"


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def test_overhead_is_the_ratio_of_all_tokens_to_a_direct_answers():
    assert UsageInfo(prompt_tokens=300, completion_tokens=100, direct_tokens=200).overhead == 2.0
    assert UsageInfo(prompt_tokens=300, completion_tokens=100).overhead is None  # no direct figure
    assert UsageInfo(direct_tokens=10).overhead is None  # no usage reported
    dumped = UsageInfo(prompt_tokens=30, completion_tokens=10, direct_tokens=40).model_dump()
    assert dumped["overhead"] == 1.0 and dumped["direct_tokens"] == 40  # in --json


async def test_a_direct_answer_costs_1x_and_a_parallel_one_more():
    direct = await sot.orchestrate(QUESTION, provider=FakeProvider(), mode="direct")
    assert direct.usage.direct_tokens == direct.usage.prompt_tokens + direct.usage.completion_tokens
    assert direct.usage.overhead == 1.0
    fanned = await sot.orchestrate(QUESTION, provider=FakeProvider(), mode="sot")
    assert len(fanned.branches) > 1
    assert fanned.usage.overhead is not None and fanned.usage.overhead > 1.5  # a plan, then the question per point
    assert fanned.model_dump()["usage"]["overhead"] == fanned.usage.overhead


def test_predicted_tokens_per_mode():
    direct, parallel, requests = predicted_tokens("sot", question_tokens=40, answer_tokens=300, points=5)
    assert direct == 340 and requests == 6 and parallel > 3 * direct
    assert predicted_tokens("direct", question_tokens=40, answer_tokens=300) == (340, 340, 1)
    _, items, n = predicted_tokens("items", question_tokens=40, answer_tokens=300, items=3)
    assert n == 3 and direct < items < parallel
    # more points cost more: each one sends the question and the plan again
    assert predicted_tokens("sot", question_tokens=40, points=8)[1] > predicted_tokens("sot", question_tokens=40)[1]


async def test_max_overhead_turns_autos_fan_out_to_direct_and_says_why():
    free = await sot.orchestrate(QUESTION, provider=FakeProvider(), mode="auto")
    assert free.mode == "sot"  # the fake backend's independent streams: sot is faster
    capped = await sot.orchestrate(QUESTION, provider=FakeProvider(), mode="auto", max_overhead=1.3)
    assert capped.mode == "direct" and capped.usage.overhead == 1.0
    assert capped.route is not None and "over max_overhead 1.3" in (capped.route.reason or "")
    assert capped.route.predicted is not None and capped.route.predicted["tokens_parallel"] > 1.3 * float(
        capped.route.predicted["tokens_direct"]
    )
    roomy = await sot.orchestrate(QUESTION, provider=FakeProvider(), mode="auto", max_overhead=50)
    assert roomy.mode == "sot"
    named = await sot.orchestrate(QUESTION, provider=FakeProvider(), mode="sot", max_overhead=1.3)
    assert named.mode == "sot"  # a mode named outright is the caller's: answered in it


async def test_a_fan_out_the_minute_budget_cannot_take_goes_direct():
    budgeted = BudgetedProvider(FakeProvider(), RateBudget(rpm=3))
    result = await sot.orchestrate(QUESTION, provider=budgeted, mode="auto")
    assert result.mode == "direct"
    assert result.route is not None and "3 requests left this minute" in (result.route.reason or "")
    roomy = BudgetedProvider(FakeProvider(), RateBudget(rpm=100, tpm=1_000_000))
    assert (await sot.orchestrate(QUESTION, provider=roomy, mode="auto")).mode == "sot"
    tight = BudgetedProvider(FakeProvider(), RateBudget(tpm=500))  # a direct answer fits, the fan-out not
    result = await sot.orchestrate(QUESTION, provider=tight, mode="auto")
    assert result.mode == "direct" and "tokens left this minute" in (result.route.reason or "")


def test_max_overhead_must_be_positive():
    with pytest.raises(ConfigError, match="max_overhead must be a positive number"):
        sot.Client(provider=FakeProvider()).resolve(QUESTION, {"max_overhead": 0})


async def test_gateway_reports_tokens_in_the_sot_field_and_metrics():
    from sot.serve import Gateway, ServeConfig, create_app

    config = ServeConfig.model_validate(
        {
            "default_model": "fake",
            "models": {"cheap": {"backend": "fake", "mode": "auto", "max_overhead": 1.3}, "fan": {"mode": "sot"}},
        }
    )
    gateway = Gateway(config)
    app = create_app(gateway)
    await gateway.start()
    try:
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1") as client:
            body = {"messages": [{"role": "user", "content": QUESTION}]}
            fan = (await client.post("/v1/chat/completions", json={**body, "model": "fan"})).json()
            cheap = (await client.post("/v1/chat/completions", json={**body, "model": "cheap"})).json()
            metrics = (await client.get("/metrics")).text
    finally:
        await gateway.aclose()
    tokens = fan["sot"]["tokens"]
    assert fan["sot"]["mode"] == "sot" and tokens["overhead"] > 1.5
    assert tokens["prompt"] == fan["usage"]["prompt_tokens"] and tokens["direct"] > 0
    assert cheap["sot"]["mode"] == "direct" and cheap["sot"]["tokens"]["overhead"] == 1.0
    assert "max_overhead" in cheap["sot"]["route"]["reason"]
    assert f'sot_tokens_total{{kind="direct",mode="sot"}} {float(tokens["direct"])}' in metrics
    assert f'sot_tokens_total{{kind="prompt",mode="sot"}} {float(tokens["prompt"])}' in metrics
    assert 'sot_tokens_total{kind="completion",mode="direct"}' in metrics


def test_bench_reports_tokens_per_mode_against_direct(tmp_path):
    from sot.bench.questions import Question
    from sot.bench.report import summarize, write_markdown
    from sot.bench.runner import BenchConfig, execute

    questions = [Question(str(i), f"What are the benefits of {w}?") for i, w in enumerate(("tea", "walking"))]
    run = execute(BenchConfig(questions=questions, modes=("direct", "sot"), provider=FakeProvider(), out=tmp_path))
    summary = summarize(run)
    rows = {(r["question_id"], r["mode"]): r for r in run.results}
    for qid in ("0", "1"):
        sot_row, direct_row = rows[(qid, "sot")], rows[(qid, "direct")]
        assert sot_row["tokens_vs_direct_from"] == "measured"  # the bench answered it directly too
        measured = sot_row["total_tokens"] / direct_row["total_tokens"]
        assert sot_row["tokens_vs_direct"] == pytest.approx(measured, abs=1e-3) and measured > 1.5
        assert direct_row["tokens_vs_direct"] == 1.0
    assert summary["modes"]["sot"]["median_tokens_vs_direct"] > 1.5
    assert summary["modes"]["direct"]["median_tokens_vs_direct"] == 1.0
    write_markdown(run, summary, tmp_path / "report.md")
    assert "tokens vs direct" in (tmp_path / "report.md").read_text()
    alone = execute(BenchConfig(questions=questions[:1], modes=("sot",), provider=FakeProvider(), out=tmp_path / "b"))
    summarize(alone)
    (row,) = alone.results
    assert row["tokens_vs_direct_from"] == "estimated"  # no direct answer ran: the ask's own estimate
    assert row["tokens_vs_direct"] == pytest.approx(row["total_tokens"] / row["direct_tokens"], abs=1e-3)
