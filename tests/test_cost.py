"""Auto's backend cost model: a question that suits parallel answering is answered in parallel
only where the backend makes that faster; its figures, and the calibration cache behind them."""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
from types import SimpleNamespace

import pytest

import sot
from sot.local_backend.speed import EngineSpeed
from sot.orchestrator.routing.cost import MIN_GAIN, Prediction, decide, predict
from sot.orchestrator.routing.router import RouteDecision
from sot.providers.base import REMOTE_SPEED, Speed
from sot.providers.fake import FakeProvider

pytestmark = pytest.mark.anyio

# a small CPU (llama.cpp, the embedded model, 2 cores): 8 rows take about 5.6 of one row's step
CPU = Speed(first_token_s=0.0, decode_tok_s=150.0, prefill_tok_s=330.0, step_ratio={4: 3.0, 8: 5.6})
# a GPU: 16 rows in about the time of one and a half
GPU = Speed(first_token_s=0.0, decode_tok_s=400.0, prefill_tok_s=20000.0, step_ratio={16: 1.5})

TIPS = "What are good ways to improve my sleep?"


class Parallel:
    """A router that finds every question parallel (the cost model is what is under test)."""

    async def route(self, question: str) -> RouteDecision:
        return RouteDecision("sot", 0.9, "stub")


def test_speed_ratio_interpolates_extrapolates_and_queues():
    assert [CPU.ratio(n) for n in (1, 4, 8)] == [1.0, 3.0, 5.6]
    assert CPU.ratio(2) == pytest.approx(1 + 2 / 3) and CPU.ratio(16) == pytest.approx(5.6 + 2.6 * 2)
    remote = Speed(first_token_s=0.5, decode_tok_s=50.0, max_parallel=4)
    assert [remote.ratio(n) for n in (1, 4, 5, 9)] == [1.0, 1.0, 2.0, 3.0]  # independent, then waves


def test_the_prediction_favours_parallel_where_streams_are_nearly_free():
    for speed in (REMOTE_SPEED, GPU):
        prediction = predict(speed, question_tokens=12)
        assert prediction.parallel_wins and prediction.parallel_s < 0.7 * prediction.direct_s
    cpu = predict(CPU, question_tokens=12)
    assert not cpu.parallel_wins and cpu.parallel_s > cpu.direct_s
    assert "5 streams take 3.6x one stream's step" in cpu.reason()  # 3.0 + (5.6 - 3.0) / 4
    # longer answers pay the plan back sooner, at the same per-stream cost
    long, short = (
        predict(REMOTE_SPEED, question_tokens=12, answer_tokens=600),
        predict(REMOTE_SPEED, question_tokens=12),
    )
    assert long.parallel_s / long.direct_s < short.parallel_s / short.direct_s


def test_the_margin_is_required():
    assert Prediction(direct_s=10.0, parallel_s=10.0 * MIN_GAIN, points=4, step_ratio=1.0).parallel_wins
    assert not Prediction(direct_s=10.0, parallel_s=9.5, points=4, step_ratio=1.0).parallel_wins


@pytest.mark.parametrize("speed, mode", [(REMOTE_SPEED, "sot"), (GPU, "sot"), (CPU, "direct")])
async def test_auto_answers_the_way_the_backend_makes_faster(speed, mode):
    fake = FakeProvider(speed=speed)
    result = await sot.orchestrate(TIPS, provider=fake, mode="auto", router=Parallel())
    # where the backend rules a parallel answer out, the router is not asked (score 0, "cost")
    score, router = (0.9, "stub") if mode == "sot" else (0.0, "cost")
    assert result.mode == mode and result.route.mode == mode
    assert (result.route.score, result.route.router) == (score, router)
    assert result.route.reason.startswith(f"{mode}: on this backend 5 streams take")
    assert set(result.route.predicted) == {"direct_s", "parallel_s", "speed"}
    purposes = {r.purpose for r in fake.requests}
    assert purposes == ({"skeleton", "branch"} if mode == "sot" else {"direct"})


async def test_the_backend_is_priced_once_before_the_router_is_asked():
    class Counting(FakeProvider):
        asked = 0

        async def speed(self) -> Speed:
            Counting.asked += 1
            return await super().speed()

    questions: list[str] = []

    class Recording(Parallel):
        async def route(self, question: str) -> RouteDecision:
            questions.append(question)
            return RouteDecision("direct", 0.1, "stub")

    # a backend where parallel streams are nearly free: the router decides, the backend priced once
    result = await sot.orchestrate("What is the capital of France?", provider=Counting(), mode="auto")
    assert result.mode == "direct" and Counting.asked == 1
    assert result.route.reason.startswith("direct: the router scores") and "below its threshold" in result.route.reason
    # a backend where they cost nearly a step each: the router is never asked
    result = await sot.orchestrate(TIPS, provider=FakeProvider(speed=CPU), mode="auto", router=Recording())
    assert result.mode == "direct" and questions == []
    assert result.route.router == "cost" and result.route.reason.startswith("direct: on this backend")


async def test_an_explicit_mode_is_the_callers_on_any_backend():
    result = await sot.orchestrate(TIPS, provider=FakeProvider(speed=CPU), mode="sot")
    assert result.mode == "sot" and result.route is None


async def test_a_templates_parallel_policy_meets_the_cost_model(tmp_path):
    def template(policy: str) -> str:
        path = tmp_path / f"{policy}.yaml"
        path.write_text(f"name: {policy}\ndescription: test\nparallel: {policy}\n")
        return str(path)

    # always: the question side is settled (no router), the backend still decides
    slow = await sot.orchestrate(TIPS, provider=FakeProvider(speed=CPU), template=template("always"))
    fast = await sot.orchestrate(TIPS, provider=FakeProvider(speed=GPU), template=template("always"))
    assert (slow.mode, slow.route.router) == ("direct", "template") and "direct: on this backend" in slow.route.reason
    assert (fast.mode, fast.route.router) == ("sot", "template")
    never = await sot.orchestrate(TIPS, provider=FakeProvider(speed=GPU), template=template("never"))
    assert never.mode == "direct" and never.route.reason == "direct: the template's parallel: never"


async def test_a_backend_that_cannot_say_its_speed_leaves_the_router_in_charge():
    class Mute(FakeProvider):
        async def speed(self) -> Speed:
            raise RuntimeError("no figures")

    result = await sot.orchestrate(TIPS, provider=Mute(), mode="auto", router=Parallel())
    assert result.mode == "sot" and "no speed figures" in result.route.reason


async def test_a_concurrency_limit_below_the_points_counts_as_waves():
    from sot.providers.wrappers import LimitedProvider

    verdict = await decide(LimitedProvider(FakeProvider(), limit=1), "sot", TIPS)
    assert verdict.mode == "direct" and "5 streams take 5.0x" in verdict.reason


def test_sot_route_with_a_model_says_what_auto_does_there():
    def route(*args: str) -> list[dict]:
        out = subprocess.run(
            [sys.executable, "-m", "sot", "route", "-", "--json", *args],
            input=f"{TIPS}\nWhat is 17 * 23?\n",
            capture_output=True,
            text=True,
            check=True,
        )
        return [json.loads(line) for line in out.stdout.splitlines()]

    assert [set(line) for line in route()] == [{"mode", "score"}] * 2  # the router alone, as before
    tips, math = route("-m", "fake")
    assert tips["mode"] == "sot" and tips["reason"].startswith("sot: on this backend")
    assert tips["predicted"]["speed"] == "assumed"
    assert math == {"mode": "direct", "score": math["score"], "reason": math["reason"], "predicted": None}
    assert math["reason"].startswith("direct: the router scores") and "below its threshold 0.50" in math["reason"]


# ------------------------------------------------------------------ the calibration cache


@pytest.fixture
def cache(monkeypatch, tmp_path):
    from sot.local_backend import speed

    monkeypatch.setenv("SOT_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(speed, "_SESSION", {})  # no busy measurement of another test serves this one
    return tmp_path


MEASURED = EngineSpeed(decode_tok_s=150.0, prefill_tok_s=330.0, step_ratio={1: 1.0, 4: 3.0, 8: 5.6})
KEY = {"format": 1, "model": {"path": "/m.gguf", "size": 1}, "engine": {"engine": "llama.cpp"}, "versions": {}}


def test_a_kept_measurement_is_read_back(cache):
    from sot.local_backend.speed import read_cached, write_cached

    write_cached(KEY, MEASURED, now=1000.0)
    assert read_cached(KEY, now=1001.0) == MEASURED
    assert read_cached({**KEY, "engine": {"engine": "torch"}}, now=1001.0) is None  # another engine's


@pytest.mark.parametrize(
    "damage",
    [
        lambda doc: "{not json",
        lambda doc: json.dumps({**doc, "speed": {"decode_tok_s": "fast"}}),
        lambda doc: json.dumps({**doc, "speed": {**doc["speed"], "decode_tok_s": -1}}),
        lambda doc: json.dumps({**doc, "speed": {**doc["speed"], "step_ratio": {"x": 1}}}),
        lambda doc: json.dumps({**doc, "measured_at": 1000.0 - 40 * 24 * 3600}),  # stale
        lambda doc: json.dumps({**doc, "measured_at": 1000.0 + 3600}),  # from the future
        lambda doc: json.dumps([1, 2]),
    ],
)
def test_a_corrupt_or_stale_cache_is_ignored(cache, damage):
    from sot.local_backend.speed import read_cached, write_cached

    write_cached(KEY, MEASURED, now=1000.0)
    (path,) = (cache / "speed").iterdir()
    path.write_text(damage(json.loads(path.read_text())))
    assert read_cached(KEY, now=1000.0) is None


def test_a_cache_that_cannot_be_written_is_skipped(cache):
    from sot.local_backend.speed import read_cached, write_cached

    (cache / "speed").write_text("a file where the folder should be")
    write_cached(KEY, MEASURED)  # no error
    assert read_cached(KEY) is None


async def test_the_engine_is_calibrated_once_then_read_from_the_cache(cache, monkeypatch):
    from sot.local_backend import speed as speeds

    calls = []
    rt = SimpleNamespace(source=SimpleNamespace(location="/m.gguf"), engine=SimpleNamespace(describe=dict))

    async def calibrate(runtime, **kwargs):
        calls.append(runtime)
        return MEASURED

    monkeypatch.setattr(speeds, "calibrate", calibrate)
    monkeypatch.setattr(speeds, "cache_key", lambda runtime: KEY)
    monkeypatch.setattr(speeds, "_looks_quiet", lambda info: False)
    assert await speeds.measured_speed(rt) == MEASURED
    assert await speeds.measured_speed(rt) == MEASURED and calls == [rt]
    for path in (cache / "speed").iterdir():
        path.write_text("garbage")
    speeds._SESSION.clear()  # another process
    await speeds.measured_speed(rt)  # measured again, never an error
    assert len(calls) == 2


@pytest.mark.local_model
async def test_the_local_engine_measures_itself(cache):
    from tests.local_engines import HAS_LLAMA

    if not HAS_LLAMA:
        pytest.skip("llama-cpp-python is not installed")
    from sot.providers.local import LocalProvider

    async with LocalProvider(engine="llama") as local:
        speed = await local.speed()
        # (on a machine too busy to measure on, the documented defaults, measuring nothing)
        assert speed.source in ("measured", "default") and speed.decode_tok_s > 0 and speed.prefill_tok_s > 0
        assert 1 in speed.step_ratio and len(speed.step_ratio) >= 2 and all(r > 0 for r in speed.step_ratio.values())
        assert (speed.measured_s > 0) == (speed.source == "measured")
        passes = (await local.runtime()).engine.forward_passes
        again = await local.speed()
        assert again == dataclasses.replace(speed, measured_s=0.0)  # kept: no second calibration
        assert (await local.runtime()).engine.forward_passes == passes
        from sot.local_backend.speed import measured_speed

        source = (await measured_speed(await local.runtime())).source
    # kept for later processes, busy or not, where its figures were sane
    kept = os.listdir(cache / "speed") if (cache / "speed").exists() else []  # (no folder when none was kept)
    assert len(kept) == (1 if source == "measured" else 0)


# ------------------------------------------------------------------ why a plan fell back


@pytest.mark.parametrize(
    "plan, reason",
    [
        ("Just write a nice answer, no list.", "the plan was not a numbered list of at least 2 points"),
        ("1. Sleep\n2. Sleep\n", "the plan repeated a point before it had 2 different ones (asked 3 times)"),
    ],
)
async def test_a_fallback_says_why_and_keeps_the_plan_the_model_wrote(plan, reason):
    # a plan that repeats its point whenever it is asked (each re-ask continues "1. Sleep\n2.")
    fake = FakeProvider(responder=lambda r: plan if r.purpose == "skeleton" else "A direct answer.")
    result = await sot.orchestrate(TIPS, provider=fake, mode="sot")
    assert result.fallback and result.fallback_reason == reason
    assert result.plan_text.startswith("1.") and result.plan_text.endswith(
        plan.removeprefix("1.")
    )  # after the "1." prefill
    assert result.answer == "A direct answer."
    pasta = await sot.orchestrate(TIPS, provider=FakeProvider(["Plain text, no tags."]), mode="pasta")
    assert pasta.fallback and "no PASTA-LANG promise" in pasta.fallback_reason
    assert pasta.plan_text == "Plain text, no tags."
    fine = await sot.orchestrate(TIPS, provider=FakeProvider(), mode="sot")
    assert not fine.fallback and fine.fallback_reason is None and fine.plan_text.startswith("1.")


# ------------------------------------------------------------------ parts a bound cut


async def test_a_part_cut_by_a_token_bound_is_reported():
    long = " ".join(["word"] * 40)
    direct = await sot.orchestrate(TIPS, provider=FakeProvider([long]), mode="direct", max_tokens=10)
    assert direct.finish_reason == "length" and direct.cut_short == ["answer"]
    whole = await sot.orchestrate(TIPS, provider=FakeProvider(["Short."]), mode="direct", max_tokens=10)
    assert whole.finish_reason == "stop" and whole.cut_short == []

    def reply(request):  # by purpose and branch, whatever order the points start in
        if request.purpose == "skeleton":
            return "1. Sleep\n2. Food\n"
        return "Short point." if request.branch == 0 else long

    points = await sot.orchestrate(TIPS, provider=FakeProvider(responder=reply), mode="sot", max_tokens=10)
    assert [b.finish_reason for b in points.branches] == ["stop", "length"] and points.cut_short == ["point 2"]
    assert all(b.status == "done" for b in points.branches)  # its text is kept as written


def test_sot_ask_exits_1_and_says_incomplete_for_a_cut_answer(tmp_path):
    script = tmp_path / "script.json"
    script.write_text(json.dumps({"replies": [" ".join(["word"] * 40)]}))
    out = subprocess.run(
        [sys.executable, "-m", "sot", "ask", TIPS, "-m", f"fake:{script}", "--mode", "direct", "--max-tokens", "5"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert out.returncode == 1 and out.stdout.strip() == "word word word word word [...]"
    assert "cut short by a token bound: answer" in out.stderr
