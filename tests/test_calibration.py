"""A local model's speed calibration: bounded inside an ask, checked, scaled where the machine
was busy and kept by the model's content; the load at the time of an ask joins the cost model;
`sot models` says what each kept measurement serves."""

from __future__ import annotations

import json
import shutil
from types import SimpleNamespace

import anyio
import pytest

from sot.cli.main import main
from sot.local_backend import speed as speed_mod
from sot.local_backend.rows import StepTimes
from sot.local_backend.speed import (
    ASK_BUDGET_S,
    BUSY_SHARE,
    QUIET_SHARE,
    EngineSpeed,
    calibrate,
    default_speed,
    kept_speeds,
    measured_speed,
    nonsense,
    read_cached,
    settle,
)

REAL_TOO_BUSY, REAL_CACHE_KEY = speed_mod._too_busy, speed_mod.cache_key  # (before the fixture replaces them)
KEY = {
    "format": speed_mod.FORMAT,
    "model": {"fingerprint": "0123456789abcdef"},
    "engine": {"engine": "llama.cpp", "device": "cpu", "threads": 2},
}
INFO = {"engine": "llama.cpp", "device": "cpu", "threads": 2}
QUIET = EngineSpeed(
    decode_tok_s=140.0, prefill_tok_s=330.0, step_ratio={1: 1.0, 4: 2.4, 8: 4.1}, cpu_share=0.95, loadavg=0.2, cores=2
)


def runtime(location: str = "/models/tiny.gguf", engine=None):
    engine = engine or SimpleNamespace(describe=lambda: dict(INFO))
    return SimpleNamespace(source=SimpleNamespace(location=location), engine=engine)


@pytest.fixture(autouse=True)
def cache(tmp_path, monkeypatch):
    monkeypatch.setattr(speed_mod, "_SESSION", {})
    monkeypatch.setenv("SOT_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(speed_mod, "cache_key", lambda runtime: KEY)
    monkeypatch.setattr(speed_mod, "_looks_quiet", lambda info: False)  # (the test machine's own load aside)
    monkeypatch.setattr(speed_mod, "_too_busy", lambda info: None)
    return tmp_path


def fake_calibration(monkeypatch, *results: EngineSpeed) -> list[dict]:
    """``calibrate`` replaced: each call returns the next of ``results`` (the last one again)."""
    calls: list[dict] = []

    async def fake(runtime, **kwargs):
        calls.append(kwargs)
        return results[min(len(calls), len(results)) - 1]

    monkeypatch.setattr(speed_mod, "calibrate", fake)
    return calls


def measure(rt=None, **kwargs) -> EngineSpeed:
    return anyio.run(lambda: measured_speed(rt or runtime(), **kwargs))


# ------------------------------------------------------------------ nonsense is rejected


@pytest.mark.parametrize(
    ("raw", "why"),
    [
        (EngineSpeed(decode_tok_s=0.0, prefill_tok_s=250.0, step_ratio={1: 1.0, 4: 2.0}), "decode rate of 0"),
        (EngineSpeed(decode_tok_s=float("nan"), prefill_tok_s=None), "decode rate"),
        (EngineSpeed(decode_tok_s=140.0, prefill_tok_s=-3.0), "prompt rate"),
        (EngineSpeed(decode_tok_s=140.0, prefill_tok_s=250.0, step_ratio={1: 1.0, 4: 0.04}), "4 rows at 0.04x"),
        (EngineSpeed(decode_tok_s=140.0, prefill_tok_s=250.0, step_ratio={1: 1.0, 4: 6.0}), "4 rows at 6.00x"),
        (EngineSpeed(decode_tok_s=140.0, prefill_tok_s=250.0, cpu_share=0.02), "2% of its threads' time"),
    ],
)
def test_nonsense_figures_are_rejected_for_the_defaults(raw, why):
    assert why in (nonsense(raw) or "")
    used = settle(raw, default_speed(INFO))
    assert used.source == "default" and why in used.rejected
    assert (used.decode_tok_s, used.prefill_tok_s) == (136.0, 249.0) and used.step_ratio == {1: 1.0, 5: 3.4}


def test_the_defaults_are_data_for_an_engine_and_thread_count():
    assert default_speed({"engine": "llama.cpp", "device": "cpu", "threads": 1}).decode_tok_s == 68.0  # fewer threads
    assert default_speed({"engine": "llama.cpp", "device": "cpu", "threads": 8}).decode_tok_s == 136.0  # never up
    assert default_speed({"engine": "torch", "device": "cpu", "threads": 2}) is None
    assert default_speed({"engine": "llama.cpp", "device": "cuda", "threads": 2}) is None
    assert all(entry.source for entry in speed_mod.DEFAULTS)


def test_a_nonsense_measurement_is_not_kept_and_the_last_good_figures_serve(monkeypatch):
    fake_calibration(monkeypatch, QUIET, EngineSpeed(decode_tok_s=0.0, prefill_tok_s=None, cpu_share=0.4))
    first = measure()
    assert first.kept and read_cached(KEY) == QUIET
    speed_mod._SESSION.clear()
    with open(speed_mod._path(KEY), encoding="utf-8") as f:  # past its age: measured again, yet still the last good
        doc = json.load(f)
    doc["measured_at"] -= speed_mod.MAX_AGE_S + 10
    speed_mod._path(KEY).write_text(json.dumps(doc), encoding="utf-8")
    second = measure()
    assert second.source == "last good" and second.rejected and not second.kept
    assert second.decode_tok_s == QUIET.decode_tok_s and second.step_ratio == QUIET.step_ratio


def test_with_no_fallback_a_cautious_guess_prices_every_row():
    used = settle(EngineSpeed(decode_tok_s=140.0, prefill_tok_s=250.0, step_ratio={1: 1.0, 4: 0.04}), None)
    assert used.source == "assumed" and used.step_ratio == {1: 1.0, 8: 8.0}


# ------------------------------------------------------------------ a busy machine's figures


def test_busy_figures_are_scaled_to_a_quiet_machine_and_kept(monkeypatch):
    share = 0.3
    busy = EngineSpeed(
        decode_tok_s=50.0, prefill_tok_s=100.0, step_ratio={1: 1.0, 4: 2.8}, cpu_share=share, loadavg=3.5, cores=2
    )
    fake_calibration(monkeypatch, busy)
    speed = measure()
    assert speed.busy and speed.kept and speed.source == "measured"
    assert speed.scale == pytest.approx(QUIET_SHARE / share, abs=1e-3)
    assert speed.decode_tok_s == pytest.approx(50.0 * QUIET_SHARE / share, rel=1e-3)
    assert speed.prefill_tok_s == pytest.approx(100.0 * QUIET_SHARE / share, rel=1e-3)
    assert speed.step_ratio == {1: 1.0, 4: 2.8}  # ratios are not rates: as measured
    kept = read_cached(KEY)
    assert kept == speed and (kept.loadavg, kept.cores, kept.cpu_share) == (3.5, 2, share)


def test_a_quiet_measurement_replaces_a_busy_one_and_not_the_other_way_round(monkeypatch):
    busy = EngineSpeed(decode_tok_s=50.0, prefill_tok_s=100.0, step_ratio={1: 1.0, 4: 2.8}, cpu_share=BUSY_SHARE / 2)
    calls = fake_calibration(monkeypatch, busy, QUIET, busy)
    assert measure(fresh=True).kept and read_cached(KEY).busy
    assert measure(fresh=True).kept and read_cached(KEY) == QUIET
    third = measure(fresh=True)
    assert third.busy and third.kept is False and read_cached(KEY) == QUIET
    assert len(calls) == 3


def test_a_short_measurement_does_not_replace_a_whole_one(monkeypatch):
    short = EngineSpeed(
        decode_tok_s=150.0, prefill_tok_s=300.0, step_ratio={1: 1.0, 4: 2.5}, cpu_share=0.95, full=False
    )
    fake_calibration(monkeypatch, QUIET, short)
    measure(fresh=True, budget_s=None)
    assert measure(fresh=True).kept is False and read_cached(KEY) == QUIET


def test_a_kept_busy_measurement_is_measured_again_once_the_machine_looks_quiet(monkeypatch):
    busy = EngineSpeed(decode_tok_s=50.0, prefill_tok_s=100.0, step_ratio={1: 1.0, 4: 2.8}, cpu_share=0.3)
    calls = fake_calibration(monkeypatch, busy, QUIET)
    measure()
    speed_mod._SESSION.clear()  # another process
    assert measure().busy and len(calls) == 1  # still busy: read back
    speed_mod._SESSION.clear()
    monkeypatch.setattr(speed_mod, "_looks_quiet", lambda info: True)
    assert measure() == QUIET and read_cached(KEY) == QUIET and len(calls) == 2
    speed_mod._SESSION.clear()
    assert measure() == QUIET and len(calls) == 2  # quiet now: never measured again


def test_one_measurement_serves_its_process_and_later_processes(monkeypatch):
    calls = fake_calibration(monkeypatch, QUIET)
    assert measure().kept
    assert measure().kept is None and len(calls) == 1  # read back in this process
    speed_mod._SESSION.clear()
    assert measure() == QUIET and len(calls) == 1  # and in the next one
    assert calls[0]["budget_s"] == ASK_BUDGET_S  # an ask's first use is bounded


def test_an_ask_on_a_machine_too_busy_to_measure_on_measures_nothing(monkeypatch):
    calls = fake_calibration(monkeypatch, QUIET)
    monkeypatch.setattr(speed_mod, "_too_busy", lambda info: "the machine is busy (load 11.0 on 2 cores)")
    speed = measure()
    assert calls == [] and speed.measured_s == 0.0 and speed.kept is False and read_cached(KEY) is None
    assert speed.source == "default" and speed.decode_tok_s == 136.0 and "load 11.0" in speed.rejected
    assert measure(fresh=True, budget_s=None).kept and len(calls) == 1  # sot calibrate measures all the same
    speed_mod._path(KEY).unlink()
    speed_mod._SESSION.clear()
    assert measure().source == "default" and len(calls) == 1


@pytest.mark.parametrize(("load", "busy"), [(0.3, False), (0.5, False), (1.0, True), (3.5, True), (None, False)])
def test_too_busy_to_measure_goes_by_the_load_against_the_cores(monkeypatch, load, busy):
    too_busy = REAL_TOO_BUSY
    monkeypatch.setattr(speed_mod, "machine_load", lambda: (load, 2))
    assert (too_busy(INFO) is not None) == busy
    assert too_busy({**INFO, "device": "cuda"}) is None  # a GPU does not share the CPU's load


def test_the_load_is_what_runs_now_where_the_average_has_not_caught_up(monkeypatch):
    monkeypatch.setattr(speed_mod.os, "getloadavg", lambda: (0.2, 0.2, 0.2))
    monkeypatch.setattr(speed_mod, "_running_now", lambda: 2)  # two busy processes begun a moment ago
    assert speed_mod.machine_load()[0] == 2.0
    assert REAL_TOO_BUSY(INFO) is not None
    monkeypatch.setattr(speed_mod, "_running_now", lambda: 0)
    assert speed_mod.machine_load()[0] == 0.2
    assert REAL_TOO_BUSY(INFO) is None


# ------------------------------------------------------------------ the key is the model's content


def test_the_key_is_the_models_content_not_its_path(tmp_path, monkeypatch):
    one = tmp_path / "a" / "model.gguf"
    one.parent.mkdir()
    one.write_bytes(b"GGUF" + bytes(range(256)) * 9000)
    two = tmp_path / "b" / "copy.gguf"
    two.parent.mkdir()
    shutil.copy(one, two)
    other = tmp_path / "other.gguf"
    other.write_bytes(b"GGUF" + bytes(reversed(range(256))) * 9000)
    engine = SimpleNamespace(describe=lambda: dict(INFO))
    key_one = REAL_CACHE_KEY(runtime(str(one), engine))
    assert key_one == REAL_CACHE_KEY(runtime(str(two), engine))
    assert str(one) not in json.dumps(key_one) and key_one["format"] == speed_mod.FORMAT
    assert key_one != REAL_CACHE_KEY(runtime(str(other), engine))
    three = SimpleNamespace(describe=lambda: {**INFO, "threads": 3})
    assert key_one != REAL_CACHE_KEY(runtime(str(one), three))  # the thread count stays in the key


def test_an_earlier_path_keyed_file_is_ignored_quietly(cache):
    folder = cache / "speed"
    folder.mkdir()
    old = {"key": {"format": 1, "model": {"path": "/x.gguf"}}, "measured_at": 1.0, "speed": {"decode_tok_s": 1}}
    (folder / "old.json").write_text(json.dumps(old), encoding="utf-8")
    assert kept_speeds() == [] and read_cached(KEY) is None


# ------------------------------------------------------------------ the budget


class Clock:
    def __init__(self) -> None:
        self.t = 100.0

    def __call__(self) -> float:
        return self.t


def fake_engine(clock: Clock, one_step: float, prefill_tok_s: float = 250.0):
    """An engine whose steps take ``one_step`` seconds a row (a step of n rows, n/2 + 0.5 of
    one row's) on ``clock``, recording them as the real engines do."""
    times = StepTimes()
    seen: set[int] = set()

    async def run(jobs):
        rows = len(jobs)
        shared = len(seen)  # the prompt computed before: kept, as the engines keep a finished row's prefix
        prompt = sum(len(p) - shared for p, _ in jobs)
        seen.update(range(len(jobs[0][0]) - 1))
        seconds = prompt / prefill_tok_s
        clock.t += seconds
        times.record(rows=rows, prompt_tokens=prompt, seconds=seconds)
        for i in range(rows):
            yield i, None
        for _ in range(jobs[0][1].max_tokens - 1):
            seconds = one_step * (rows / 2 + 0.5)
            clock.t += seconds
            times.record(rows=rows, prompt_tokens=0, seconds=seconds)
            for i in range(rows):
                yield i, None

    engine = SimpleNamespace(
        tokenize=lambda text: list(range(len(text.split()))), step_times=times, describe=lambda: dict(INFO)
    )
    return SimpleNamespace(source=SimpleNamespace(location="/m.gguf"), engine=engine, runner=SimpleNamespace(run=run))


@pytest.mark.parametrize("one_step", [0.002, 0.007, 0.03, 0.2])
def test_an_asks_calibration_keeps_to_its_budget(one_step):
    clock = Clock()
    rt = fake_engine(clock, one_step)
    raw = anyio.run(lambda: calibrate(rt, budget_s=0.5, clock=clock, cpu_clock=lambda: (clock.t - 100.0) * 1.9))
    assert raw.cpu_share == 0.95
    assert raw.measured_s == pytest.approx(clock.t - 100.0, abs=1e-3)
    largest_step = one_step * (8 / 2 + 0.5)
    assert raw.measured_s <= 0.5 + largest_step  # cut at the budget: one step past it at most
    used = settle(raw, default_speed(INFO))
    assert used.decode_tok_s > 0 and len(used.step_ratio) >= 2
    if one_step == 0.002:
        assert raw.full and set(raw.step_ratio) == {1, 4, 8}
    if one_step == 0.2:  # a very busy machine: one row count, the ratios from the defaults
        assert not raw.full and used.step_ratio == {1: 1.0, 5: 3.4}


def test_sot_calibrate_measures_in_full_without_the_budget():
    clock = Clock()
    rt = fake_engine(clock, 0.05)
    raw = anyio.run(lambda: calibrate(rt, clock=clock, cpu_clock=lambda: 0.0))
    assert raw.full and set(raw.step_ratio) == {1, 4, 8} and raw.measured_s > ASK_BUDGET_S


def test_nothing_measured_within_the_budget_gives_the_defaults():
    clock = Clock()
    rt = fake_engine(clock, 1.0)  # the first row's steps already past the budget
    raw = anyio.run(lambda: calibrate(rt, budget_s=0.5, clock=clock, cpu_clock=lambda: 0.0))
    assert raw.measured_s <= 0.5 + 1.0
    assert settle(raw, default_speed(INFO)).source in ("measured", "default")


# ------------------------------------------------------------------ the load at the time of the ask


def test_the_load_slows_the_prediction_and_prices_a_fan_out_higher():
    from sot.orchestrator.routing.cost import Load, predict, predict_items, under_load
    from sot.providers.base import Speed

    quiet = Speed(first_token_s=0.0, decode_tok_s=136.0, prefill_tok_s=249.0, step_ratio={1: 1.0, 5: 3.4})
    assert under_load(quiet, Load(loadavg=0.2, cores=2, threads=2)) == quiet  # room for its threads
    load = Load(loadavg=3.5, cores=2, threads=2)
    assert 0 < load.share < 1
    busy = under_load(quiet, load)
    assert busy.decode_tok_s < quiet.decode_tok_s and busy.prefill_tok_s < quiet.prefill_tok_s
    assert quiet.ratio(5) < busy.ratio(5) <= 5
    for price in (
        lambda s: predict(s, question_tokens=20, points=5),
        lambda s: predict_items(s, question_tokens=20, items=5),
    ):
        a, b = price(quiet), price(busy)
        assert b.direct_s > a.direct_s and b.parallel_s > a.parallel_s
        assert b.parallel_s / b.direct_s > a.parallel_s / a.direct_s  # the fan-out costs more, relatively


def test_auto_turns_direct_on_a_busy_cpu_where_a_quiet_one_would_fan_out(monkeypatch):
    from sot.orchestrator.routing import cost
    from sot.providers.base import Speed
    from sot.providers.fake import FakeProvider

    # a CPU engine whose batches are cheap when quiet (a step of 5 rows: 1.6 single steps)
    speed = Speed(first_token_s=0.0, decode_tok_s=100.0, step_ratio={1: 1.0, 5: 1.6}, cpu_threads=2, measured_s=0.3)
    provider = FakeProvider(speed=speed)
    monkeypatch.setattr(speed_mod.os, "getloadavg", lambda: (0.1, 0.1, 0.1))
    monkeypatch.setattr(speed_mod.os, "sched_getaffinity", lambda pid: {0, 1})
    quiet = anyio.run(lambda: cost.decide(provider, "items", "q", items=5))
    assert quiet.mode == "items" and quiet.predicted["cpu_share_now"] == 1.0 and quiet.predicted["calibrate_s"] == 0.3
    monkeypatch.setattr(speed_mod.os, "getloadavg", lambda: (6.0, 6.0, 6.0))
    busy = anyio.run(lambda: cost.decide(provider, "items", "q", items=5))
    assert busy.mode == "direct" and busy.predicted["load"] == 6.0 and "on a busy CPU" in busy.reason
    assert busy.predicted["direct_s"] > quiet.predicted["direct_s"]
    remote = FakeProvider(speed=Speed(first_token_s=0.3, decode_tok_s=60.0))  # not this machine's CPU
    assert "load" not in anyio.run(lambda: cost.decide(remote, "items", "q", items=5)).predicted


def test_an_asks_timings_show_the_seconds_spent_measuring():
    from sot.orchestrator.ask import run_ask
    from sot.orchestrator.settings import resolve
    from sot.providers.base import Speed
    from sot.providers.fake import FakeProvider

    speed = Speed(first_token_s=0.0, decode_tok_s=100.0, step_ratio={1: 1.0, 8: 8.0}, measured_s=0.25)
    provider = FakeProvider(speed=speed)
    result = anyio.run(
        lambda: run_ask(resolve("Give me 5 names for a coffee shop that sells books", ("call", {"provider": provider})))
    )
    assert result.timings.calibrate_s == 0.25
    assert result.model_dump()["timings"]["calibrate_s"] == 0.25
    direct = anyio.run(
        lambda: run_ask(resolve("Hi", ("call", {"provider": FakeProvider(speed=speed), "mode": "direct"})))
    )
    assert direct.timings.calibrate_s == 0.0


# ------------------------------------------------------------------ sot calibrate, sot models


def test_calibrate_refuses_a_remote_model(capsys):
    assert main(["calibrate", "-m", "fake"]) == 2
    assert "measures local models" in capsys.readouterr().err


def test_sot_models_says_what_each_calibration_serves_its_age_and_how_busy(monkeypatch, capsys):
    busy = EngineSpeed(
        decode_tok_s=50.0, prefill_tok_s=100.0, step_ratio={1: 1.0, 4: 2.8}, cpu_share=0.3, loadavg=3.5, cores=2
    )
    fake_calibration(monkeypatch, busy)
    measure(runtime("/venv/one/tiny.gguf"))
    assert main(["models"]) == 0
    out = capsys.readouterr().out
    assert "speed measured on this machine" in out
    assert "tiny.gguf [01234567]: serves llama.cpp on cpu, 2 threads" in out
    assert "s ago)" in out  # its age
    assert "busy: 30% of its threads' time, load 3.5 on 2 cores, rates scaled x3.00" in out
    assert main(["models", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert all("model" in row and "default" in row for row in rows)
    (local,) = [row for row in rows if row["name"] == "local"]
    (kept,) = local["calibrations"]
    assert kept["busy"] and kept["threads"] == 2 and kept["engine"] == "llama.cpp" and kept["age_s"] >= 0
    assert kept["model_path"] == "/venv/one/tiny.gguf" and kept["speed"]["cpu_share"] == 0.3


def test_age_reads_as_a_person_would_say_it():
    from sot.cli.models import _age

    assert [_age(s) for s in (40, 720, 5 * 3600, 3 * 86400)] == ["40 s", "12 min", "5 h", "3 days"]
