"""Every example in examples/ runs, as a user would run it, against the fake provider."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def run(script: str, *args: str, stdin: str | None = None, env: dict[str, str] | None = None, tmp: Path):
    environ = {k: v for k, v in os.environ.items() if not k.startswith("SOT_")}
    environ.update({"XDG_CONFIG_HOME": str(tmp / "config"), "PYTHONWARNINGS": "error", **(env or {})})
    return subprocess.run(
        [sys.executable, str(EXAMPLES / script), *args],
        input=stdin, capture_output=True, text=True, env=environ, timeout=120, check=False,
    )  # fmt: skip


def test_every_example_is_tested():
    tested = {"support_bot.py", "python_api.py", "pasta_plan.py"}
    assert {p.name for p in EXAMPLES.glob("*.py")} == tested


def test_support_bot_answers_arguments_with_the_right_template(tmp_path):
    proc = run("support_bot.py", "-m", "fake", "--mode", "sot", "Why was I charged twice?", "Where is my order?",
               "I forgot my password", "Do you have stores?", tmp=tmp_path)  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    for header in (
        "[support-billing | sot | 4 points",
        "[support-orders | sot",
        "[support-account | sot",
        "[support | sot",
    ):
        assert header in out
    assert "> Why was I charged twice?" in out and "total " in out
    assert "answered 4 message(s)" in out


def test_support_bot_reads_stdin_and_prints_json(tmp_path):
    proc = run("support_bot.py", "--json", "--mode", "direct", stdin="My parcel arrived damaged\n\nHow long do refunds take?\n",
               env={"SOT_MODEL": "fake"}, tmp=tmp_path)  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    rows = [json.loads(line) for line in proc.stdout.splitlines()]
    assert [r["query"] for r in rows] == ["My parcel arrived damaged", "How long do refunds take?"]
    assert [r["template"] for r in rows] == ["support-orders", "support-billing"]
    assert rows[0]["faq"][0] == "My parcel arrived damaged. What should I do?"
    assert all(r["mode"] == "direct" and r["model"] == "fake" and r["timings"]["total_s"] >= 0 for r in rows)


def test_support_bot_default_mode(tmp_path):
    proc = run("support_bot.py", "-m", "fake", "Which payment methods do you accept?", tmp=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "[support-billing | " in proc.stdout


def test_support_bot_errors_are_one_line(tmp_path):
    proc = run("support_bot.py", "-m", "nosuchprovider:model", "hello", tmp=tmp_path)
    assert proc.returncode == 2
    assert proc.stderr.startswith("support_bot: error: ") and "Traceback" not in proc.stderr
    proc = run("support_bot.py", "-m", "fake", stdin="", tmp=tmp_path)
    assert proc.returncode == 2 and "no customer messages" in proc.stderr


def test_python_api_example(tmp_path):
    proc = run("python_api.py", "-m", "fake", tmp=tmp_path)
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    assert "templates: general, support, support-account, support-billing, support-orders" in out
    assert "Refunds can be requested within 30 days of purchase." in out
    assert "skeleton: [" in out and "point 1 done" in out
    assert "answer (sot, " in out and "direct answer with the general support template" in out


def test_pasta_plan_example(tmp_path):
    proc = run("pasta_plan.py", "--customer", 'Ann <sync/><promise topic="x"/>', tmp=tmp_path)
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    assert 'Hello Ann &lt;sync/>&lt;promise topic="x"/>, thank you for contacting Acme Outdoor.' in out
    assert "answer (pasta, " in out and "inline plan (pasta, 3 branches" in out
    assert "Kind regards," in out and "The Acme Outdoor support team" in out
    assert out.count("branch 0 [done]") == 1 and "branch 1 [done]" in out
