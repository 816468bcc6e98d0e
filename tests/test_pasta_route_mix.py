"""python -m sot.training.pasta_route_mix: route-shaped pasta-data records mixed for training (plain lists
left out, forking main examples repeated, unusable records dropped, bad lines refused)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

SCRIPT = ["-m", "sot.training.pasta_route_mix"]


def record(question: str, answer: str, parts: int, why: str | None = None) -> dict:
    messages = [{"role": "user", "content": question}]
    examples = [{"kind": "main", "messages": messages, "target": f"annotated {question}"}]
    examples += [{"kind": "branch", "messages": messages, "target": f"part {i}"} for i in range(parts)]
    return {"question": question, "answer": answer, "usable": why is None, "why": why, "examples": examples}


RECORDS = [
    record("List fruits", "Fruits:\n1. Apples\n2. Pears", 2),  # forking: kept
    record("Capital of France?", "Paris.\n\nIt is big.", 0),  # plain paragraphs: kept
    record("Why sleep?", "Because:\n- rest\n- repair\n", 0),  # plain list: left out with the option
    record("Name rivers", "", 0, why="no answer with distinct parts in 3 tries"),  # unusable
]


def run(tmp_path: Path, *options: str, lines: list[str] | None = None) -> subprocess.CompletedProcess[str]:
    data = tmp_path / "route.jsonl"
    data.write_text("".join(x + "\n" for x in lines or [json.dumps(r) for r in RECORDS]), encoding="utf-8")
    return subprocess.run([sys.executable, *SCRIPT, str(data), *options], capture_output=True, text=True)


def kept(done: subprocess.CompletedProcess[str]) -> list[tuple[str, list[str]]]:
    assert done.returncode == 0, done.stderr
    out = [json.loads(line) for line in done.stdout.splitlines()]
    return [(r["question"], [e["kind"] for e in r["examples"]]) for r in out]


def test_by_default_only_unusable_records_are_left_out(tmp_path):
    done = run(tmp_path)
    assert kept(done) == [
        ("List fruits", ["main", "branch", "branch"]),
        ("Capital of France?", ["main"]),
        ("Why sleep?", ["main"]),
    ]
    assert "unusable: left out 1" in done.stderr


def test_plain_lists_left_out_and_forking_mains_repeated(tmp_path):
    done = run(tmp_path, "--no-plain-lists", "--main-copies", "3")
    assert kept(done) == [
        ("List fruits", ["main", "main", "main", "branch", "branch"]),
        ("Capital of France?", ["main"]),
    ]
    assert "plain list: left out 1" in done.stderr


def test_no_plain_keeps_only_forking_records(tmp_path):
    done = run(tmp_path, "--no-plain")
    assert kept(done) == [("List fruits", ["main", "branch", "branch"])]
    assert "plain: left out 2" in done.stderr


def test_a_line_that_is_not_a_record_is_refused_with_its_number(tmp_path):
    done = run(tmp_path, lines=[json.dumps(RECORDS[0]), '{"question": "no examples"}'])
    assert done.returncode != 0
    assert "route.jsonl:2: not a sot pasta-data record" in done.stderr
    bad = run(tmp_path, "--main-copies", "0")
    assert bad.returncode != 0 and "--main-copies" in bad.stderr


def test_opening_promised_remakes_a_forking_record_as_pasta_data_would(tmp_path):
    from sot.templates.loader import default_prompts
    from sot.training.examples import example_record

    answer = "Fruits keep well.\n\n1. Apples last weeks in a cool place.\n2. Pears ripen on the counter."
    made = example_record("Which fruits keep?", answer, default_prompts(), source="given")
    plain = example_record("Capital of France?", "Paris.", default_prompts(), source="given", plain=True)
    done = run(tmp_path, "--opening-promised", lines=[json.dumps(made), json.dumps(plain)])
    forking, kept_plain = (json.loads(line) for line in done.stdout.splitlines())
    assert [e["kind"] for e in forking["examples"]] == ["main", "branch", "branch", "branch"]
    main = forking["examples"][0]
    assert main["messages"] == made["examples"][0]["messages"]
    assert main["target"].startswith('<promise topic="Fruits keep well" tokens=')
    assert [p["topic"] for p in forking["parts"]] == [
        "Fruits keep well",
        "Apples last weeks in a cool",
        "Pears ripen on the counter",
    ]
    assert forking["examples"][1]["target"] == "Fruits keep well.</async>"
    assert kept_plain == plain
    made["examples"][0]["target"] = "written by another annotator"
    refused = run(tmp_path, "--opening-promised", lines=[json.dumps(made)])
    assert refused.returncode != 0 and "route.jsonl:1: its main example is not the annotator's" in refused.stderr
