"""`sot templates test`: a template's behaviour tests, their report and exit code; the template version."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

import sot
from sot.errors import TemplateError
from sot.templates import BUILTIN_DIR, list_templates
from sot.templates.testing import load_test_file

SUPPORT = ["support", "support-account", "support-billing", "support-orders"]


def templates(*argv: str, cwd=None) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SOT_")}
    return subprocess.run(
        [sys.executable, "-m", "sot", "templates", *argv], capture_output=True, text=True, env=env, timeout=120, cwd=cwd
    )


@pytest.mark.parametrize("name", SUPPORT)
def test_every_builtin_support_template_ships_tests_that_pass_on_the_fake(name):
    assert (BUILTIN_DIR / f"{name}.test.yaml").is_file()
    proc = templates("test", name, "-m", "fake", "--json")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    report = json.loads(proc.stdout)
    assert report["failed"] == 0 and report["passed"] >= 4
    cases = report["tests"][0]["cases"]
    assert any(c["escalate"] and c["escalate_rules"] for c in cases)


def test_test_files_are_not_templates():
    assert not any(info.name.endswith(".test") for info in list_templates())


def write(tmp_path, text: str):
    (tmp_path / "shop.yaml").write_text(
        "name: shop\nversion: 3.1\nmode: direct\nsystem: You answer for the shop.\n"
        "escalation:\n  rules:\n    - when: the customer threatens legal action\n      keywords: [lawyer]\n"
    )
    path = tmp_path / "shop.test.yaml"
    path.write_text(text)
    return path


def test_a_failing_case_is_reported_with_why_and_exits_1(tmp_path):
    path = write(
        tmp_path,
        "cases:\n"
        "  - name: a lawyer escalates\n    message: My lawyer will call you.\n"
        "    expect: {escalate: true, rule: legal}\n"
        "  - name: wrong on purpose\n    message: Where is my parcel?\n"
        "    expect: {escalate: true, mentions: [tracking number], max_chars: 5}\n",
    )
    proc = templates("test", str(path), "-m", "fake")
    assert proc.returncode == 1, proc.stdout + proc.stderr
    lines = proc.stdout.splitlines()
    assert any(line.strip().startswith("PASS  a lawyer escalates") for line in lines)
    assert any(line.strip().startswith("FAIL  wrong on purpose") for line in lines)
    assert "escalate: expected true, got false" in proc.stdout
    assert "mentions: 'tracking number' is not in the answer" in proc.stdout
    assert "max_chars: the answer has" in proc.stdout
    assert lines[-1] == "1 passed, 1 failed"
    # by name, from a template folder: the file beside the template
    by_name = templates("test", "shop", "--template-path", str(tmp_path), "-m", "fake", "--json")
    assert by_name.returncode == 1 and json.loads(by_name.stdout)["failed"] == 1


def test_a_bad_test_file_names_its_line_and_exits_2(tmp_path):
    path = write(tmp_path, "cases:\n  - name: one\n    message: hi\n  - name: two\n    mesage: typo\n")
    proc = templates("test", str(path), "-m", "fake")
    assert proc.returncode == 2
    assert f"{path}:4: cases.1" in proc.stderr and "Traceback" not in proc.stderr
    with pytest.raises(TemplateError, match="shop.test.yaml:4"):
        load_test_file(path)
    missing = templates("test", "general", "-m", "fake")
    assert missing.returncode == 2 and "no test file for template 'general'" in missing.stderr


def test_the_template_version_is_in_the_result(tmp_path):
    write(tmp_path, "cases: []\n")
    result = sot.orchestrate_sync("Hi", model="fake", template=str(tmp_path / "shop.yaml"))
    assert result.template_version == "3.1" and result.model_dump()["template_version"] == "3.1"
    assert sot.orchestrate_sync("Hi", model="fake", mode="direct").template_version is None
