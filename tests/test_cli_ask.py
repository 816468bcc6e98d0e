"""`sot ask` through the CLI: the JSON contract and the exit codes."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from sot.cli.main import main

JSON_KEYS = {"answer", "mode", "model", "skeleton", "branches", "timings", "usage"}


def run_cli(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def write_script(tmp_path, script: dict) -> str:
    path = tmp_path / "script.json"
    path.write_text(json.dumps(script))
    return f"fake:{path}"


def test_json_contract(capsys):
    code, out, err = run_cli(capsys, "ask", "How to stay healthy?", "-m", "fake", "--mode", "sot", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert JSON_KEYS <= set(data)
    assert data["mode"] == "sot" and data["model"] == "fake"
    assert isinstance(data["answer"], str) and data["answer"]
    assert data["skeleton"] == ["Background", "Main idea", "Practical steps", "Summary"]
    assert len(data["branches"]) == 4
    for i, b in enumerate(data["branches"]):
        assert {"index", "title", "text", "status", "error"} <= set(b)
        assert (b["index"], b["status"], b["error"]) == (i, "done", None)
        assert b["title"] == data["skeleton"][i] and b["text"]
    assert {"total_s", "plan_s", "first_token_s"} <= set(data["timings"])
    assert {"prompt_tokens", "completion_tokens"} <= set(data["usage"])
    assert data["usage"]["completion_tokens"] > 0


def test_plain_output_prints_answer(capsys):
    code, out, err = run_cli(capsys, "ask", "Hello there", "-m", "fake", "--mode", "direct", "--no-stream")
    assert code == 0
    assert out.strip() == "A direct answer to: Hello there"
    assert "mode direct" in err


def test_exit_1_when_a_branch_failed(capsys, tmp_path):
    model = write_script(
        tmp_path,
        {
            "by_label": {
                "plan:sot": "1. One\n2. Two\n3. Three",
                "branch:1": {"text": "half of it", "fail_status": 500, "fail_after": 1},
            }
        },
    )
    code, out, err = run_cli(capsys, "ask", "q?", "-m", model, "--mode", "sot", "--json")
    assert code == 1
    data = json.loads(out)
    assert [b["status"] for b in data["branches"]] == ["done", "partial", "done"]
    assert "500" in data["branches"][1]["error"] and "2. Two: half [...]" in data["answer"]
    assert "One" in data["answer"] and "Three" in data["answer"]


def test_exit_2_on_bad_input(capsys):
    code, _, err = run_cli(capsys, "ask", "q?", "-m", "nosuch:model")
    assert code == 2 and "unknown provider" in err
    code, _, err = run_cli(capsys, "ask", "q?", "-m", "fake", "--max-tokens", "0")
    assert code == 2 and "max_tokens" in err
    code, _, err = run_cli(capsys, "ask", "q?", "-m", "fake", "--var", "novalue")
    assert code == 2 and "KEY=VALUE" in err
    with pytest.raises(SystemExit) as exc:
        main(["ask", "q?", "--mode", "nonsense"])
    assert exc.value.code == 2


def test_exit_2_on_missing_api_key(capsys, monkeypatch):
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    code, out, err = run_cli(capsys, "ask", "q?", "-m", "openai:gpt-4o-mini")
    assert code == 2
    assert "OPENAI_API_KEY" in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1


def test_exit_3_when_the_provider_fails_with_no_answer(capsys, tmp_path):
    model = write_script(tmp_path, {"replies": [{"fail_status": 401}]})
    code, out, err = run_cli(capsys, "ask", "q?", "-m", model, "--mode", "direct")
    assert code == 3
    assert out == "" and "401" in err and "Traceback" not in err


def test_sot_model_env_sets_the_default(capsys, monkeypatch):
    monkeypatch.setenv("SOT_MODEL", "fake")
    code, out, _ = run_cli(capsys, "ask", "Hi", "--mode", "direct", "--json")
    assert code == 0 and json.loads(out)["model"] == "fake"


def test_console_script_runs_as_a_process():
    proc = subprocess.run(
        [sys.executable, "-m", "sot", "ask", "Hi", "-m", "fake", "--mode", "sot", "--json"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["mode"] == "sot"
