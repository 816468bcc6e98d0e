"""The encoder router: the shipped fine-tuned encoder on llama.cpp, its head file, the default and its fallback.

The hand-written pins (showcase questions parallel, one-fact and math questions direct) run
against both shipped routers in ``tests/test_router.py``."""

from __future__ import annotations

import hashlib
import json
import logging
import math
import shutil
from pathlib import Path

import anyio
import pytest

from sot.cli.main import main
from sot.errors import BackendError, SotRuntimeError
from sot.orchestrator.routing import router as router_mod
from sot.orchestrator.routing.router import (
    THRESHOLD_ENV,
    EncoderRouter,
    LLMRouter,
    TrainedRouter,
    default_router,
    get_router,
    load_encoder_head,
)
from sot.providers.fake import FakeProvider

pytest.importorskip("llama_cpp")

REPO = Path(__file__).parents[1]
SHIPPED = REPO / "orchestrator" / "routing"
TIPS = "What are some tips for staying productive when working from home?"


@pytest.fixture(autouse=True)
def _no_threshold_env(monkeypatch):
    monkeypatch.delenv(THRESHOLD_ENV, raising=False)


@pytest.fixture(scope="module")
def router():
    return EncoderRouter()


def head_copy(tmp_path: Path, **change) -> Path:
    """The shipped head (and its GGUF) copied to ``tmp_path``, with ``change`` applied."""
    shutil.copy(SHIPPED / "router_encoder.gguf", tmp_path / "router_encoder.gguf")
    doc = json.loads((SHIPPED / "router_encoder.json").read_text(encoding="utf-8"))
    doc.update(change)
    path = tmp_path / "head.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


# --------------------------------------------------------------------------- decisions


def test_route_is_async_and_matches_route_sync(router):
    decision = anyio.run(router.route, TIPS)
    assert decision == router.route_sync(TIPS) and decision.router == "encoder" and 0.0 <= decision.score <= 1.0


def test_a_long_question_is_cut_to_its_first_tokens_not_refused(router):
    long = "Give me tips for a garden. " + "The soil is sandy and the summers are dry. " * 200
    assert 0.0 <= router.score(long) <= 1.0
    assert router.score("") == router.score(" ")


def test_the_head_is_applied_as_written(tmp_path, router):
    """A head with one non-zero weight scores sigmoid(w * v[0] + b) of the encoder's own vector."""
    from sot.local_backend.embedder import get_embedder

    dim = len(router.head.weights)
    path = head_copy(tmp_path, weights=[2.0] + [0.0] * (dim - 1), intercept=-0.5)
    vector = get_embedder(str(SHIPPED / "router_encoder.gguf")).embed(TIPS)
    expected = 1 / (1 + math.exp(-(2.0 * float(vector[0]) - 0.5)))
    assert EncoderRouter(head_path=path).score(TIPS) == pytest.approx(expected, rel=1e-5)


def test_threshold_is_applied(router):
    score = router.score(TIPS)
    assert EncoderRouter(threshold=min(1.0, score + 0.01)).route_sync(TIPS).mode == "direct"
    assert EncoderRouter(threshold=score).route_sync(TIPS).mode == "sot"


# --------------------------------------------------------------------------- the shipped files


def test_shipped_head_names_its_encoder_and_reports_its_lima_cv():
    doc = json.loads((SHIPPED / "router_encoder.json").read_text(encoding="utf-8"))
    gguf = SHIPPED / doc["encoder"]
    assert doc["encoder_sha256"] == hashlib.sha256(gguf.read_bytes()).hexdigest()
    meta = doc["meta"]
    files = {d["file"]: d for d in meta["data"]}
    for name in ("handwritten.tsv", "support_handwritten.tsv", "banking77.tsv"):
        assert files[name]["sha256"] == hashlib.sha256((REPO / "router_data" / name).read_bytes()).hexdigest()
    cv = meta["lima_cv"]
    assert cv["n"] == files["lima_router.csv"]["n"] == 1030
    assert cv["accuracy"] > cv["majority_accuracy"] + 0.1
    assert meta["gguf_vs_torch"]["same_decision"] > 0.98  # the Q8_0 GGUF decides as the torch model did


# --------------------------------------------------------------------------- head files


@pytest.mark.parametrize(
    "change, message",
    [
        ({"format": "other"}, "corrupt"),
        ({"version": 99}, "version 99"),
        ({"weights": []}, "corrupt"),
        ({"weights": ["x"]}, "corrupt"),
        ({"intercept": float("nan")}, "corrupt"),
        ({"encoder": "missing.gguf"}, "router encoder not found"),
    ],
)
def test_a_bad_head_file_is_refused_with_its_reason(tmp_path, change, message):
    with pytest.raises(SotRuntimeError, match=message):
        load_encoder_head(head_copy(tmp_path, **change))


def test_missing_and_unreadable_head_files_are_refused(tmp_path):
    with pytest.raises(SotRuntimeError, match="not found"):
        load_encoder_head(tmp_path / "none.json")
    (tmp_path / "bad.json").write_bytes(b"\xff{")
    with pytest.raises(SotRuntimeError, match="corrupt"):
        load_encoder_head(tmp_path / "bad.json")


def test_a_head_of_another_width_fails_clearly(tmp_path):
    with pytest.raises(SotRuntimeError, match="expects 3"):
        EncoderRouter(head_path=head_copy(tmp_path, weights=[1.0, 2.0, 3.0])).score(TIPS)


# --------------------------------------------------------------------------- default and fallback


def test_the_default_router_is_the_encoder_where_llama_cpp_is_installed(monkeypatch):
    assert isinstance(get_router(None), EncoderRouter) and isinstance(default_router(), EncoderRouter)
    assert isinstance(get_router("encoder", threshold=0.7), EncoderRouter)
    assert isinstance(get_router("trained"), TrainedRouter)
    monkeypatch.setattr(router_mod, "encoder_available", lambda: False)
    assert isinstance(get_router(None), TrainedRouter)
    assert isinstance(LLMRouter(FakeProvider()).fallback, TrainedRouter)


def test_get_router_encoder_path_spec(tmp_path):
    path = head_copy(tmp_path, weights=[0.0] * 384, intercept=3.0)
    assert get_router(f"encoder:{path}").route_sync("Hi").mode == "sot"


def test_an_encoder_that_cannot_load_falls_back_to_the_ngram_router_once(tmp_path, caplog):
    path = head_copy(tmp_path)
    (tmp_path / "router_encoder.gguf").write_bytes(b"GGUF but not really")
    fallback = TrainedRouter()
    router = EncoderRouter(head_path=path, fallback=fallback)
    with caplog.at_level(logging.WARNING, logger="sot.router"):
        first = router.route_sync(TIPS)
        second = router.route_sync("What is 2 + 2?")
    assert first.router == "trained (fallback from encoder)" and first.score == fallback.score(TIPS)
    assert second.router == "trained (fallback from encoder)"
    assert sum("encoder router cannot run" in r.message for r in caplog.records) == 1
    with pytest.raises(BackendError, match="cannot load the sentence encoder"):
        EncoderRouter(head_path=path).route_sync(TIPS)


# --------------------------------------------------------------------------- CLI


def test_sot_route_uses_the_encoder_by_default_and_takes_the_ngram_model_on_request(capsys):
    assert main(["route", "Compare TCP and UDP", "--json"]) == 0
    default = json.loads(capsys.readouterr().out)
    assert main(["route", "Compare TCP and UDP", "--json", "--router", "encoder"]) == 0
    assert json.loads(capsys.readouterr().out) == default and default["mode"] == "sot"
    assert main(["route", "Compare TCP and UDP", "--json", "--router", "trained"]) == 0
    assert json.loads(capsys.readouterr().out)["score"] == pytest.approx(
        TrainedRouter().score("Compare TCP and UDP"), abs=1e-3
    )
