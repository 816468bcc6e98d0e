"""Multi-turn template test cases: a conversation of turns, each with its own expectations, the
earlier messages and answers carried as history; ``sot templates test`` prints each turn, exits
1 on a failed one and reports every turn in ``--json``."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import anyio
import pytest

from sot.cli.templates import run_tests
from sot.errors import ProviderError, TemplateError
from sot.providers.fake import FakeProvider, FakeReply
from sot.templates.testing import load_test_file
from tests.files import write

pytestmark = pytest.mark.usefixtures("isolated_templates")

TEMPLATE = """\
name: shop
mode: direct
system: You answer for the shop.
escalation:
  rules:
    - when: the customer threatens legal action
      keywords: [lawyer]
"""

#: three turns; the fake answers how many user turns it was sent, so each turn's answer shows
#: the history it got
CONVERSATION = """\
cases:
  - name: a charge, a question, a threat
    history: [{role: user, content: "Hello, it is about my invoice."}]
    turns:
      - message: I was charged twice this month.
        expect: {escalate: false, mentions: ["user turns: 2"]}
      - message: When will the refund arrive?
        expect: {escalate: false, mentions: ["user turns: 3", "answer 1 seen"], max_chars: 200}
      - message: Fine, my lawyer will call you.
        expect: {escalate: true, rule: legal, mentions: ["user turns: 4"]}
"""


def counting(request) -> str:
    users = [m for m in request.messages if m.role == "user"]
    seen = sum(m.role == "assistant" and m.content.startswith("user turns:") for m in request.messages)
    return f"user turns: {len(users)}; answer {seen} seen"


def files(tmp_path, cases: str):
    write(tmp_path / "shop.yaml", TEMPLATE)
    return write(tmp_path / "shop.test.yaml", cases)


def run(path, **kw):
    test = load_test_file(path)
    return anyio.run(lambda: run_tests(test, provider=FakeProvider(responder=counting), **kw))


def test_a_three_turn_conversation_passes_with_each_turn_seeing_the_ones_before(tmp_path):
    [case] = run(files(tmp_path, CONVERSATION))
    assert case.passed, [t.failures for t in case.turns]
    assert [t.turn for t in case.turns] == [1, 2, 3]
    assert [t.answer for t in case.turns] == [
        "user turns: 2; answer 0 seen",
        "user turns: 3; answer 1 seen",
        "user turns: 4; answer 2 seen",
    ]
    assert case.turns[2].escalate and case.escalate  # the case's own fields: its last turn's
    assert case.as_dict()["turns"][0]["message"] == "I was charged twice this month."


def test_a_failed_turn_fails_the_case_and_says_which_turn(tmp_path):
    wrong = CONVERSATION.replace('mentions: ["user turns: 3", "answer 1 seen"]', 'mentions: ["user turns: 2"]')
    [case] = run(files(tmp_path, wrong))
    assert not case.passed
    assert [t.passed for t in case.turns] == [True, False, True]
    assert case.failures == ["turn 2: mentions: 'user turns: 2' is not in the answer"]


def test_a_failed_ask_ends_the_conversation(tmp_path):
    def failing(request):
        if any("refund" in m.content for m in request.messages if m.role == "user"):
            return FakeReply(error=ProviderError("the model broke", provider="fake"))
        return counting(request)

    test = load_test_file(files(tmp_path, CONVERSATION))
    provider = FakeProvider(responder=failing)
    [case] = anyio.run(lambda: run_tests(test, provider=provider))
    assert [t.passed for t in case.turns] == [True, False, False]
    assert case.turns[1].error and case.turns[2].failures == ["not asked: an earlier turn's ask failed"]
    assert case.error == case.turns[1].error


def test_a_case_has_a_message_or_turns(tmp_path):
    both = "cases:\n  - name: x\n    message: hi\n    turns: [{message: there}]\n"
    with pytest.raises(TemplateError, match="a message or turns"):
        load_test_file(files(tmp_path, both))
    with pytest.raises(TemplateError, match="a message or turns"):
        load_test_file(files(tmp_path, "cases:\n  - name: x\n"))
    misplaced = "cases:\n  - name: x\n    expect: {escalate: true}\n    turns: [{message: there}]\n"
    with pytest.raises(TemplateError, match="each turn's expect"):
        load_test_file(files(tmp_path, misplaced))
    with pytest.raises(TemplateError, match=r"shop.test.yaml:2: cases.0.turns.0.expect.mentoins"):
        load_test_file(files(tmp_path, "cases:\n  - name: x\n    turns: [{message: a, expect: {mentoins: [b]}}]\n"))


def templates(*argv: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SOT_")}
    return subprocess.run(
        [sys.executable, "-m", "sot", "templates", *argv], capture_output=True, text=True, env=env, timeout=120
    )


FAKE_CONVERSATION = """\
cases:
  - name: a charge, a question, a threat
    turns:
      - message: I was charged twice this month.
        expect: {escalate: false, complete: true}
      - message: When will the refund arrive?
        expect: {escalate: false, mode: direct}
      - message: Fine, my lawyer will call you.
        expect: {escalate: true, rule: legal}
  - name: one message
    message: Where is my parcel?
    expect: {escalate: false}
"""


def test_the_cli_prints_each_turn_and_exits_0_or_1(tmp_path):
    path = files(tmp_path, FAKE_CONVERSATION)
    proc = templates("test", str(path), "-m", "fake")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "PASS  a charge, a question, a threat  (3 turns" in proc.stdout
    assert "turn 3  PASS  'Fine, my lawyer will call you.'" in proc.stdout
    assert proc.stdout.splitlines()[-1] == "2 passed, 0 failed"

    failing = files(tmp_path, FAKE_CONVERSATION.replace("{escalate: true, rule: legal}", "{escalate: false}"))
    proc = templates("test", str(failing), "-m", "fake")
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "FAIL  a charge, a question, a threat" in proc.stdout
    assert "turn 2  PASS" in proc.stdout and "turn 3  FAIL" in proc.stdout
    assert "escalate: expected false, got true" in proc.stdout
    assert proc.stdout.splitlines()[-1] == "1 passed, 1 failed"

    report = json.loads(templates("test", str(failing), "-m", "fake", "--json").stdout)
    conversation, single = report["tests"][0]["cases"]
    assert report["failed"] == 1 and not conversation["passed"]
    assert [t["passed"] for t in conversation["turns"]] == [True, True, False]
    assert conversation["failures"] == ["turn 3: escalate: expected false, got true"]
    assert "turns" not in single and single["passed"]
