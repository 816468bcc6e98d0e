"""`sot pasta-data`: training data for learned PASTA from a model's own answers or given pairs."""

from __future__ import annotations

import json
import subprocess
import sys

from sot.pasta_lang.pasta import parse_pasta

LIST_ANSWER = "Try these:\n1. Sleep: go to bed on time.\n2. Exercise: move every day.\n3. Eat well: cook at home."


def sot(*args: str, input: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "sot", *args], capture_output=True, text=True, input=input, timeout=120
    )


def test_instructions_and_pairs_become_training_lines_and_a_rerun_goes_on(tmp_path):
    source = tmp_path / "in.jsonl"
    source.write_text(
        "\n".join(
            [
                json.dumps({"instruction": "How do I stay healthy?", "output": LIST_ANSWER}),
                json.dumps({"question": "What is 2 + 2?", "answer": "4."}),
                "Give me tips for studying.",
            ]
        )
    )
    out = tmp_path / "pasta.jsonl"
    done = sot("pasta-data", str(source), "-o", str(out), "-m", "fake", "--limit", "2")
    assert done.returncode == 0, done.stderr
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["question"] for r in lines] == ["How do I stay healthy?", "What is 2 + 2?"]
    healthy, sum_ = lines
    assert healthy["forks"] and [p["topic"] for p in healthy["parts"]] == ["Sleep", "Exercise", "Eat well"]
    assert [e["kind"] for e in healthy["examples"]] == ["main", "branch", "branch", "branch"]
    parse_pasta(healthy["examples"][0]["target"])  # the main target parses strictly
    assert not sum_["forks"] and [e["kind"] for e in sum_["examples"]] == ["main"]
    assert sum_["examples"][0]["target"] == "4." and healthy["source"] == "given"
    assert "1 fork (50%)" in done.stdout and all(r["usable"] for r in lines)

    again = sot("pasta-data", str(source), "-o", str(out), "-m", "fake")  # goes on: only the third is new
    assert again.returncode == 0, again.stderr
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(lines) == 3 and lines[2]["source"] == "model" and lines[2]["answer"].startswith("A direct answer")
    assert "2 of 3 questions already" in again.stderr


def test_bad_input_is_one_line_and_exit_2(tmp_path):
    source = tmp_path / "bad.jsonl"
    source.write_text('{"question": "ok?"}\n{"answer": "no question"}\n')
    done = sot("pasta-data", str(source), "-o", str(tmp_path / "o.jsonl"), "-m", "fake")
    assert done.returncode == 2 and done.stderr.strip().endswith(
        "bad.jsonl:2: no question (question, instruction, prompt)"
    )
    assert "Traceback" not in done.stderr
    missing = sot("pasta-data", str(tmp_path / "nothing.txt"), "-o", str(tmp_path / "o.jsonl"))
    assert missing.returncode == 2 and "cannot read" in missing.stderr


def test_an_answer_that_repeats_a_part_is_kept_but_marked_unusable(tmp_path):
    source = tmp_path / "pairs.jsonl"
    repeating = "Tips:\n1. Sleep: early.\n2. Exercise: daily.\n3. Sleep: early."
    source.write_text(json.dumps({"question": "Tips?", "answer": repeating}) + "\n")
    out = tmp_path / "o.jsonl"
    done = sot("pasta-data", str(source), "-o", str(out), "-m", "fake")
    assert done.returncode == 0, done.stderr
    record = json.loads(out.read_text())
    assert record["forks"] and not record["usable"] and record["why"] == "1 part(s) repeat a topic"
    assert "1 marked unusable" in done.stdout
