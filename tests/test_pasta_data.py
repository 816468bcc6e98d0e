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


def test_route_shape_asks_parallel_questions_for_a_list_and_teaches_the_others_plainly(tmp_path):
    from sot.training.pasta_data import LIST_REQUEST

    paragraph = "Just one paragraph, nothing to split."
    script = tmp_path / "script.json"
    # replies in order: q1 (parallel) try 1 plain, try 2 a list; q2 (direct) a list;
    # q3 (parallel) plain twice; q4 (no label: the router says direct) one answer
    script.write_text(json.dumps({"replies": [paragraph, LIST_ANSWER, LIST_ANSWER, paragraph, paragraph, "Paris."]}))
    source = tmp_path / "in.jsonl"
    source.write_text(
        "\n".join(
            [
                json.dumps({"question": "How do I stay healthy?", "parallel": True}),
                json.dumps({"question": "Write a haiku about rain.", "parallel": 0}),
                json.dumps({"question": "Give me ideas for a party.", "parallel": "yes"}),
                "What is the capital of France?",
            ]
        )
    )
    out = tmp_path / "pasta.jsonl"
    done = sot("pasta-data", str(source), "-o", str(out), "-m", f"fake:{script}", "--shape", "route", "--tries", "2")
    assert done.returncode == 0, done.stderr
    healthy, haiku, party, capital = (json.loads(line) for line in out.read_text().splitlines())

    assert healthy["suits"] and healthy["suits_from"] == "input" and healthy["tries"] == 2
    assert healthy["usable"] and [p["topic"] for p in healthy["parts"]] == ["Sleep", "Exercise", "Eat well"]
    main = healthy["examples"][0]
    # the list request shaped the answer; the training example asks the question as it was
    assert main["messages"][-1]["content"].endswith("How do I stay healthy?")
    assert all(LIST_REQUEST not in m["content"] for e in healthy["examples"] for m in e["messages"])

    # a list answer to a question that does not suit parallel answering is taught without tags
    assert not haiku["suits"] and not haiku["forks"] and haiku["usable"]
    assert [e["target"] for e in haiku["examples"]] == [LIST_ANSWER]

    assert not party["usable"] and party["tries"] == 2
    assert party["why"] == "no answer with distinct parts in 2 tries (no part)"

    assert capital["suits_from"] == "router" and not capital["suits"] and capital["answer"] == "Paris."
    assert "forks 3 (parallel by input, 2 tries)" in done.stderr and "1 fork (25%)" in done.stdout


def test_route_shape_refuses_a_parallel_field_that_is_not_a_flag(tmp_path):
    source = tmp_path / "in.jsonl"
    source.write_text(json.dumps({"question": "Tips?", "parallel": "maybe"}) + "\n")
    done = sot("pasta-data", str(source), "-o", str(tmp_path / "o.jsonl"), "-m", "fake", "--shape", "route")
    assert done.returncode == 2 and "in.jsonl:1: parallel must be true or false (or 1 or 0), not 'maybe'" in done.stderr
    tries = sot("pasta-data", str(source), "-o", str(tmp_path / "o.jsonl"), "-m", "fake", "--tries", "0")
    assert tries.returncode == 2 and "--tries must be at least 1" in tries.stderr


def test_a_list_answer_that_would_teach_badly_is_a_misfit():
    from sot.templates.loader import default_prompts
    from sot.training.examples import example_record
    from sot.training.pasta_data import list_misfit

    def misfit(answer: str) -> str | None:
        return list_misfit(example_record("Tips?", answer, default_prompts(), source="model"))

    assert misfit(LIST_ANSWER) is None
    assert misfit("Just one paragraph.") == "no part"
    assert misfit("Tips:\n" + "\n".join(f"{k}. Tip {k}: do thing {k}." for k in range(1, 10))) == "9 parts"
    assert misfit("Use:\n1. Code: run it.\n2. Shell: ```ls```.") == "code in the answer"
    assert misfit("Points:\n1. Sleep: early.\n- Naps: short.\n2. Food: fresh.") == "numbered items and bullets mixed"
    assert misfit("Here is a numbered list:\n1. Sleep: early.\n2. Food: fresh.") == "repeats the list request"
