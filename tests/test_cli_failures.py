"""Failures are visible: a failed point keeps its number and a placeholder, a deadline marks
what it cut, a connection error names the URL; and the small CLI fixes (help, templates)."""

from __future__ import annotations

import json

import pytest

import sot
from sot.cli.main import main
from sot.errors import RateLimitError
from sot.orchestrator.result import BranchResult, short_reason
from sot.providers.fake import FakeProvider, FakeReply
from tests.test_cli_ask import run_cli
from tests.test_cli_ask import write_script as script
from tests.test_cli_habits import _clean_env  # noqa: F401  (autouse: no keys, no user config)

PLAN = {"plan:sot": "1. Alpha\n2. Beta\n3. Gamma\n4. Delta"}


def test_failed_point_keeps_its_number_with_a_placeholder(capsys, tmp_path):
    model = script(tmp_path, {"by_label": {**PLAN, "branch:2": {"fail_status": 429}}})
    code, out, err = run_cli(capsys, "ask", "Tips?", "-m", model, "--mode", "sot", "--no-stream")
    assert code == 1
    lines = out.strip().splitlines()
    assert [line.split(".")[0] for line in lines] == ["1", "2", "3", "4"]
    assert lines[2] == "3. Gamma: [point 3 failed: rate limited]"
    assert "branch 3 (Gamma) failed" in err

    code, out, _ = run_cli(capsys, "ask", "Tips?", "-m", model, "--mode", "sot", "--json")
    data = json.loads(out)
    assert code == 1 and "3. Gamma: [point 3 failed: rate limited]" in data["answer"]
    assert [b["reason"] for b in data["branches"]] == [None, None, "rate limited", None]
    assert data["branches"][2]["status"] == "failed" and "429" in data["branches"][2]["error"]


def test_deadline_keeps_cut_text_marked(capsys, tmp_path):
    slow = {"text": "slow words " * 40, "token_delay": 0.05}
    model = script(tmp_path, {"by_label": {**PLAN, "branch:1": slow}})
    code, out, _ = run_cli(capsys, "ask", "Tips?", "-m", model, "--mode", "sot", "--json", "--deadline", "0.6")
    data = json.loads(out)
    assert code == 1 and data["error"] == "deadline of 0.6s exceeded"
    beta = data["branches"][1]
    assert (beta["status"], beta["reason"]) == ("partial", "deadline") and beta["text"].startswith("slow words")
    line = data["answer"].splitlines()[1]
    assert line.startswith("2. Beta: slow words") and line.endswith(" … [cut at deadline]")


def test_python_api_answer_has_the_same_marks():
    def responder(request):
        if request.label == "plan:sot":
            return "1. Alpha\n2. Beta\n3. Gamma"
        if request.label.startswith("branch:0"):
            return FakeReply(error=RateLimitError("HTTP 429: slow down"))
        return "Fine."

    result = sot.orchestrate_sync("Tips?", provider=FakeProvider(responder=responder), mode="sot", retries=1)
    assert result.answer.splitlines() == [
        "1. Alpha: [point 1 failed: rate limited]",
        "2. Beta: Fine.",
        "3. Gamma: Fine.",
    ]
    assert (
        result.branches[0].reason == "rate limited" and result.model_dump()["branches"][0]["reason"] == "rate limited"
    )


@pytest.mark.parametrize(
    ("error", "reason"),
    [
        ("openai:m: HTTP 429: slow down", "rate limited"),
        ("fake: HTTP 503: busy", "HTTP 503"),
        ("openai:m: request to http://h/v1/chat/completions timed out", "timed out"),
        ("openai:m: connection failed to http://h/v1/chat/completions: refused", "connection failed"),
        ("deadline of 2s exceeded", "deadline"),
        (None, "unknown error"),
    ],
)
def test_short_reason(error, reason):
    assert short_reason(error) == reason
    branch = BranchResult(index=0, title="t", text="", status="failed", error=error)
    assert branch.reason == reason


@pytest.mark.parametrize(("prefix", "path"), [("openai", "/v1/chat/completions"), ("anthropic", "/v1/messages")])
def test_connection_error_names_the_url_tried(capsys, monkeypatch, prefix, path):
    import socket

    with socket.socket() as sock:  # a port nothing listens on
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    base = f"http://127.0.0.1:{port}" + ("/v1" if prefix == "openai" else "")
    monkeypatch.setenv(f"{prefix.upper()}_BASE_URL", base)
    code, out, err = run_cli(capsys, "ask", "Hi", "-m", f"{prefix}:m", "--mode", "direct", "--no-stream")
    assert code == 3 and out == ""
    assert err.count("\n") == 1 and f"connection failed to http://127.0.0.1:{port}{path}" in err


# ---------------------------------------------------------------------- small CLI fixes


def test_ask_help_lists_every_exit_code(capsys):
    with pytest.raises(SystemExit):
        main(["ask", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    for code in (
        "0 a whole answer",
        "1 an answer that is not whole",
        "2 bad input",
        "3 provider or runtime",
        "130 interrupted",
    ):
        assert code in text


def test_templates_validate_takes_names_as_show_does(capsys, tmp_path):
    code, out, err = run_cli(capsys, "templates", "validate", "support-billing", "general")
    assert code == 0, err
    assert out.splitlines() == ["ok: support-billing (support-billing)", "ok: general (general)"]
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "faq.yaml").write_text("name: faq\ndescription: FAQ answers\n")
    code, out, err = run_cli(capsys, "templates", "validate", "faq", "--template-path", str(folder))
    assert code == 0 and out.strip() == "ok: faq (faq)", err
    code, _, err = run_cli(capsys, "templates", "validate", "no-such-template")
    assert code == 2 and "unknown template 'no-such-template'" in err


def test_templates_validate_notes_a_name_that_differs_from_its_file(capsys, tmp_path):
    path = tmp_path / "billing.yaml"
    path.write_text("name: payments\ndescription: x\n")
    code, out, err = run_cli(capsys, "templates", "validate", str(path))
    assert code == 0 and out.strip() == f"ok: {path} (payments)"  # by path it works, as -t PATH does
    assert err.startswith("sot: note: ") and "template name 'payments' differs from its file name 'billing'" in err
    assert "rename the file to payments.yaml or set name: billing" in err
    code, _, err = run_cli(capsys, "templates", "validate", "billing", "--template-path", str(tmp_path))
    assert code == 2 and "does not match its file name" in err
