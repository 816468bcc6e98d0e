"""Bad input never crashes the CLI: undecodable bytes, binary stdin, non-finite numbers and
documents nested thousands deep each give exit 2 and one readable error, no traceback."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys

import pytest

from sot.cli.main import main
from tests.loopback import LoopbackServer

NESTED = '<async topic="a">' * 500 + "x" + "</async>" * 500


class _Stdin:
    """A stdin whose bytes are not text."""

    def __init__(self, data: bytes) -> None:
        self.buffer = io.BytesIO(data)

    def read(self) -> str:  # pragma: no cover - what the old code called: it would raise
        return self.buffer.read().decode("utf-8")


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def one_error(err: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("sot: error: "), err
    return lines[0]


def test_binary_question_on_stdin(capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", _Stdin(b"\xff\xfe\x00\x81binary"))
    code, out, err = run(capsys, "ask", "-", "-m", "fake")
    assert code == 2 and not out
    assert "not UTF-8 text" in one_error(err)


def test_undecodable_bytes_in_the_question(capsys):
    question = os.fsdecode(b"what about \xff\xfe?")  # what Python makes of such argv bytes
    code, _, err = run(capsys, "ask", question, "-m", "fake", "--mode", "sot")
    assert code == 2 and "undecodable bytes" in one_error(err)


def test_undecodable_bytes_never_reach_a_provider(capsys, monkeypatch):
    with LoopbackServer() as server:
        monkeypatch.setenv("OPENAI_BASE_URL", server.base_url_openai)
        code, _, err = run(capsys, "ask", os.fsdecode(b"q \xff"), "-m", "openai:m", "--mode", "sot")
        assert server.requests == []
    assert code == 2 and "undecodable bytes" in one_error(err)


def test_undecodable_template_variable(capsys):
    code, _, err = run(capsys, "ask", "q", "-m", "fake", "-t", "support", "--var", os.fsdecode(b"company=\xff"))
    assert code == 2 and "undecodable bytes" in one_error(err)


@pytest.mark.parametrize(
    ("flag", "value"),
    [("--deadline", "nan"), ("--deadline", "inf"), ("--deadline", "-1"), ("--deadline", "0"), ("--max-tokens", "-5")],
)
def test_numbers_must_be_positive_and_finite(capsys, flag, value):
    code, _, err = run(capsys, "ask", "q", "-m", "fake", flag, value)
    assert code == 2 and "must be a positive number" in one_error(err)


def test_parse_with_binary_stdin(capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", _Stdin(b"\x89PNG\r\n\x1a\n\x00\xff"))
    code, _, err = run(capsys, "parse", "-")
    assert code == 2 and "not UTF-8 text" in one_error(err)


def test_parse_of_500_nested_async_blocks(capsys, tmp_path):
    path = tmp_path / "nested.pasta"
    path.write_text(NESTED)
    code, out, err = run(capsys, "parse", str(path))
    assert code == 2 and not out and "Traceback" not in err
    # one error, shown as parse errors are: the message, then the line with a caret under the spot
    first, *context = err.strip().splitlines()
    assert first == f"sot: error: {path}:1:69: <async> blocks nest deeper than 4" and len(context) == 2


def test_real_bytes_through_a_process(tmp_path):
    """The same as a user meets it: raw bytes in argv and on stdin of a real process."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("SOT_")}
    ask = subprocess.run(
        [sys.executable, "-m", "sot", "ask", b"q \xff\xfe", "-m", "fake"], capture_output=True, env=env, timeout=60
    )
    parse = subprocess.run(
        [sys.executable, "-m", "sot", "parse", "-"], input=b"\xff" + NESTED.encode(), capture_output=True, timeout=60
    )
    for proc in (ask, parse):
        err = proc.stderr.decode("utf-8", "replace")
        assert proc.returncode == 2 and "Traceback" not in err, err
        assert len(err.strip().splitlines()) == 1


def _ask_json(*argv: str, stdin: str | None = None, cwd=None) -> tuple[int, dict, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SOT_")}
    proc = subprocess.run(
        [sys.executable, "-m", "sot", "ask", *argv, "-m", "fake", "--mode", "direct", "--json"],
        input=stdin,
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        cwd=cwd,
    )
    return proc.returncode, (json.loads(proc.stdout) if proc.stdout.strip() else {}), proc.stderr


def test_a_script_loop_asks_every_line(tmp_path):
    """`while read q; do sot ask "$q" --no-stdin; done < file`: every line is asked, none is taken as context."""
    questions = tmp_path / "questions.txt"
    questions.write_text("First question?\nSecond question?\nThird question?\n")
    script = (
        f'while read q; do "{sys.executable}" -m sot ask "$q" -m fake --mode direct --no-stdin; done < "{questions}"'
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith("SOT_")}
    proc = subprocess.run(["bash", "-c", script], capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr
    answers = [line for line in proc.stdout.splitlines() if line.startswith("A direct answer to:")]
    assert [a.split(":", 1)[1].strip() for a in answers] == ["First question?", "Second question?", "Third question?"]


def test_no_stdin_leaves_piped_text_alone_and_context_reads_a_file(tmp_path):
    code, data, err = _ask_json("What is it about?", "--no-stdin", stdin="Piped text about ducks.")
    assert code == 0 and "ducks" not in data["answer"], err
    doc = tmp_path / "doc.txt"
    doc.write_text("A document about geese.")
    code, data, err = _ask_json("What is it about?", "--context", str(doc), stdin="Piped text about ducks.")
    # the fake answers with the start of its prompt: the file is the context, the pipe is not read
    assert code == 0 and "geese" in data["answer"] and "ducks" not in data["answer"], err
    code, data, err = _ask_json("What is it about?", "--context", "-", stdin="Piped text about swans.")
    assert code == 0 and "swans" in data["answer"], err
    code, _, err = _ask_json("-", "--context", "-", stdin="Both?")
    assert code == 2 and "cannot both be read from stdin" in err
    code, _, err = _ask_json("What?", "--context", str(tmp_path / "missing.txt"))
    assert code == 2 and "missing.txt" in err and "Traceback" not in err
