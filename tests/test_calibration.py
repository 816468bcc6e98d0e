"""A local model's speed calibration: one taken on a busy machine is not kept; `sot models` lists the kept ones."""

from __future__ import annotations

import anyio
import pytest

from sot.cli.main import main
from sot.local_backend import speed as speed_mod
from sot.local_backend.speed import BUSY_SHARE, EngineSpeed, kept_speeds, measured_speed, read_cached

KEY = {
    "format": 1,
    "model": {"path": "/models/tiny.gguf"},
    "engine": {"engine": "llama.cpp", "device": "cpu", "threads": 2},
}


@pytest.fixture(autouse=True)
def cache(tmp_path, monkeypatch):
    monkeypatch.setattr(speed_mod, "_SESSION", {})
    monkeypatch.setenv("SOT_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(speed_mod, "cache_key", lambda runtime: KEY)


def fake_calibration(monkeypatch, share: float | None) -> list[int]:
    calls: list[int] = []

    async def calibrate(runtime):
        calls.append(1)
        return EngineSpeed(
            decode_tok_s=140.0, prefill_tok_s=330.0, step_ratio={1: 1.0, 4: 2.4, 8: 4.1}, cpu_share=share
        )

    monkeypatch.setattr(speed_mod, "calibrate", calibrate)
    return calls


def test_a_calibration_on_a_busy_machine_serves_once_and_is_not_kept(monkeypatch):
    calls = fake_calibration(monkeypatch, BUSY_SHARE / 2)
    first = anyio.run(measured_speed, object())
    assert first.busy and read_cached(KEY) is None
    speed_mod._SESSION.clear()  # the next process measures again
    anyio.run(measured_speed, object())
    assert len(calls) == 2


def test_a_quiet_calibration_is_kept_and_read_back(monkeypatch, capsys):
    calls = fake_calibration(monkeypatch, 0.95)
    speed = anyio.run(measured_speed, object())
    assert not speed.busy and read_cached(KEY) == speed
    anyio.run(measured_speed, object())
    assert len(calls) == 1  # read back, not measured again
    anyio.run(lambda: measured_speed(object(), fresh=True))
    assert len(calls) == 2  # sot calibrate measures again
    (kept,) = kept_speeds()
    assert kept["speed"]["cpu_share"] == 0.95
    assert main(["models"]) == 0
    out = capsys.readouterr().out
    assert "speed measured on this machine" in out
    assert (
        "tiny.gguf (llama.cpp on cpu, 2 threads)" in out and "4 rows 2.40x" in out and "95% of its threads' time" in out
    )


def test_a_gpu_measurement_has_no_share_and_is_never_busy():
    assert not EngineSpeed(decode_tok_s=900.0, prefill_tok_s=None, cpu_share=None).busy


def test_calibrate_refuses_a_remote_model(capsys):
    assert main(["calibrate", "-m", "fake"]) == 2
    assert "measures local models" in capsys.readouterr().err


def test_a_busy_calibration_serves_its_own_process_without_measuring_again(monkeypatch):
    calls = fake_calibration(monkeypatch, BUSY_SHARE / 2)
    speed_mod._SESSION.clear()
    anyio.run(measured_speed, object())
    again = anyio.run(measured_speed, object())
    assert again.busy and len(calls) == 1 and read_cached(KEY) is None
    speed_mod._SESSION.clear()  # another process
    anyio.run(measured_speed, object())
    assert len(calls) == 2


def test_models_json_keeps_one_row_a_model_with_the_measurements_on_the_local_row(monkeypatch, capsys):
    import json

    fake_calibration(monkeypatch, 0.95)
    anyio.run(measured_speed, object())
    assert main(["models", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert all("model" in row and "default" in row for row in rows)
    (local,) = [row for row in rows if row["name"] == "local"]
    assert local["calibrations"][0]["speed"]["cpu_share"] == 0.95
