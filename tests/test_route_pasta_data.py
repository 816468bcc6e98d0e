"""python -m sot.training.route_pasta_data: pasta-data records matched to router labels, as the shipped
adapter's data was made (forks kept only where the label says parallel, the system message
replaced, the balance option)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

SCRIPT = ["-m", "sot.training.route_pasta_data"]
OLD = "You are a helpful, accurate assistant."


def record(question: str, answer: str, parts: int) -> dict:
    messages = [{"role": "system", "content": OLD}, {"role": "user", "content": question}]
    examples = [{"kind": "main", "messages": messages, "target": f"annotated {question}"}]
    examples += [{"kind": "branch", "messages": messages, "target": f"part {i}"} for i in range(parts)]
    return {
        "question": question,
        "answer": answer,
        "usable": True,
        "forks": parts > 0,
        "parts": [],
        "examples": examples,
    }


def run(tmp_path: Path, *options: str) -> tuple[list[dict], str]:
    labels = tmp_path / "labels.csv"
    labels.write_text("label;request\n1;List fruits\n0;Capital of France?\n1;Name rivers\n", encoding="utf-8")
    data = tmp_path / "data.jsonl"
    records = [
        record("List fruits", "Apples. Pears.", 2),  # parallel, forks: kept
        record("Capital of France?", "Paris. It is big.", 2),  # direct, forks: made plain
        record("Name rivers", "The Nile.", 0),  # parallel, plain
        record("Unlabelled", "Text.", 2),  # left out
        record("List fruits", "I'm a helpful, accurate, and kind assistant.", 0),  # recites its prompt
        {**record("Name rivers", "x", 2), "usable": False},  # left out
    ]
    data.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, *SCRIPT, str(data), "--labels", str(labels), *options],
        capture_output=True,
        text=True,
        check=True,
    )
    return [json.loads(line) for line in done.stdout.splitlines()], done.stderr


def test_forks_are_kept_only_where_the_label_says_parallel(tmp_path):
    out, counts = run(tmp_path)
    assert [(r["question"], len(r["examples"])) for r in out] == [
        ("List fruits", 3),
        ("Capital of France?", 1),
        ("Name rivers", 1),
        ("List fruits", 1),
    ]
    plain = out[1]["examples"][0]
    assert plain["target"] == "Paris. It is big." and out[1]["forks"] is False
    assert "made plain 1" in counts and "no label: left out 1" in counts


def test_system_is_replaced_and_a_record_reciting_the_old_one_left_out(tmp_path):
    out, counts = run(tmp_path, "--system", "You are a helpful assistant.")
    assert len(out) == 3 and "recites its system prompt: left out 1" in counts
    systems = {m["content"] for r in out for e in r["examples"] for m in e["messages"] if m["role"] == "system"}
    assert systems == {"You are a helpful assistant."}


def test_balance_doubles_forks_and_drops_plain_answers_where_parallel(tmp_path):
    out, counts = run(tmp_path, "--balance")
    assert [r["question"] for r in out] == ["List fruits", "List fruits", "Capital of France?"]
    assert out[0] == out[1] and "plain, label 1: left out 2" in counts
