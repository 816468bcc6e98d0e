"""`sot parse`: the task graph as a tree or JSON; positioned errors exit 2."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from sot.cli.main import main

PLAN = 'Tips:\n<promise topic="diet" tokens="40"/>\n<async topic="rest">Rest: <promise topic="sleep"/></async>\n<sync/>Done.'


@pytest.fixture
def plan_file(tmp_path: Path) -> Path:
    path = tmp_path / "plan.pasta"
    path.write_text(PLAN, encoding="utf-8")
    return path


def test_tree(plan_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["parse", str(plan_file)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "pasta plan: 2 branches"
    assert "├── branch 0: diet (40 tokens)" in out
    assert "│   └── branch 1: sleep" in out  # nested under the async block
    assert "├── sync  waits for branch 0, branch 1" in out
    assert out[-1] == "└── end"


def test_json(plan_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["parse", "--json", str(plan_file)]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["kind"] == "pasta"
    ids = [n["id"] for n in data["nodes"]]
    assert ids[0] == "plan" and ids[-1] == "end"
    assert {"id": "branch:1", "kind": "branch", "title": "sleep", "index": 1, "parent": "group:0"} in data["nodes"]
    assert ["group:0", "text:2"] in data["edges"]


def test_skeleton_from_stdin(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("Plan:\n1. **Speed:** fast\n2. Cost\n"))
    assert main(["parse", "-", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["kind"] == "skeleton"
    assert [n.get("title") for n in data["nodes"] if n["kind"] == "branch"] == ["Speed", "Cost"]


def test_kind_forced(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "s.txt"
    path.write_text("1. A\n2. B\n", encoding="utf-8")
    assert main(["parse", "--kind", "pasta", str(path)]) == 0  # plain text is a valid document
    assert "text" in capsys.readouterr().out


def test_positioned_error_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.pasta"
    path.write_text('ok\n<promise topic="a" tokens="many"/>\n', encoding="utf-8")
    assert main(["parse", str(path)]) == 2
    err = capsys.readouterr().err
    assert f"{path}:2:20: tokens must be a whole number" in err
    assert err.rstrip().endswith("^")


def test_no_skeleton_and_missing_file_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "one.txt"
    path.write_text("Just an answer.", encoding="utf-8")
    assert main(["parse", str(path)]) == 2
    assert "no skeleton" in capsys.readouterr().err
    assert main(["parse", str(tmp_path / "missing.txt")]) == 2
    assert "cannot read" in capsys.readouterr().err


def test_end_to_end_subprocess(plan_file: Path) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "sot", "parse", str(plan_file), "--json"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["mode"] == "pasta"
