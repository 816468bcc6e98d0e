"""`sot bench` pieces: question files, structural checks, the judge's verdicts."""

from __future__ import annotations

import json
from pathlib import Path

import anyio
import pytest

from sot.errors import UserInputError
from sot.orchestrator.bench_quality import combine_verdicts, judge_pair, parse_verdict, structural_checks
from sot.orchestrator.bench_questions import load_questions
from sot.providers.fake import FakeProvider

DATA = Path(__file__).parents[2] / "shared" / "data"


# --------------------------------------------------------------------------- questions


def test_mt_bench_uses_first_turn_category_and_id():
    qs = load_questions(DATA / "mt_bench_question.jsonl")
    assert len(qs) == 80
    first = json.loads((DATA / "mt_bench_question.jsonl").read_text().splitlines()[0])
    assert (qs[0].question_id, qs[0].category, qs[0].text) == (
        str(first["question_id"]), first["category"], first["turns"][0])
    assert len({q.category for q in qs}) == 8


def test_alpaca_eval_uses_instruction_and_dataset():
    qs = load_questions(DATA / "alpaca_eval_805.jsonl", limit=5)
    assert [q.question_id for q in qs] == ["0", "1", "2", "3", "4"]
    assert qs[1].text == "How did US states get their names?"
    assert qs[1].category == "helpful_base"


def test_vicuna_text_json_list_and_plain_lines(tmp_path):
    vicuna = tmp_path / "vicuna.jsonl"
    vicuna.write_text('{"question_id": 7, "text": "How can I sleep better?", "category": "generic"}\n\n'
                      '{"text": "Why is the sky blue?"}\n')
    qs = load_questions(vicuna)
    assert [(q.question_id, q.text, q.category) for q in qs] == [
        ("7", "How can I sleep better?", "generic"), ("3", "Why is the sky blue?", None)]
    listed = tmp_path / "q.json"
    listed.write_text(json.dumps([{"prompt": "One?"}, {"question": "Two?", "id": "b"}]))
    assert [(q.question_id, q.text) for q in load_questions(listed)] == [("1", "One?"), ("b", "Two?")]
    plain = tmp_path / "q.txt"
    plain.write_text("First question?\n\n  Second question?  \n")
    assert [(q.question_id, q.text) for q in load_questions(plain, limit=1)] == [("1", "First question?")]
    assert [q.text for q in load_questions(plain)] == ["First question?", "Second question?"]


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("", "is empty"),
        ("  \n\n", "is empty"),
        ('{"question": "ok?"}\n{"question": broken}\n', ":2: not a JSON line"),
        ('{"answer": "no question here"}\n', ":1: no question in this record"),
        ('{"turns": []}\n', "'turns' must be a non-empty list"),
        ('{"question": "   "}\n', "non-empty string"),
        ('[1, 2]', "expected a JSON object"),
    ],
)
def test_bad_question_files_are_user_errors(tmp_path, content, message):
    path = tmp_path / "q.jsonl"
    path.write_text(content)
    with pytest.raises(UserInputError, match=message):
        load_questions(path)


def test_missing_file_and_bad_limit(tmp_path):
    with pytest.raises(UserInputError, match="not found"):
        load_questions(tmp_path / "nope.jsonl")
    with pytest.raises(UserInputError, match="at least 1"):
        load_questions(DATA / "mt_bench_question.jsonl", limit=0)


# --------------------------------------------------------------------------- structural checks


def _branch(i: int, title: str, text: str, status: str = "done") -> dict:
    return {"index": i, "title": title, "text": text, "status": status}


def test_clean_answer_passes():
    checks = structural_checks(answer="1. A: x\n2. B: y", skeleton=["A", "B"],
                               branches=[_branch(0, "A", "x"), _branch(1, "B", "y")], truncated=[])
    assert checks["passed"] is True


def test_each_structural_failure_is_reported():
    checks = structural_checks(
        answer='1. Sleep: rest <promise topic="x"/> and </async> here',
        skeleton=["Sleep", "sleep.", "Food", "Water"],
        branches=[_branch(0, "Sleep", "rest"), _branch(1, "sleep.", "other"), _branch(2, "Food", "", "failed")],
        truncated=[0],
    )
    assert checks["unexpanded_points"] == [2, 3]  # failed, and never started
    assert checks["duplicate_points"] == [1]
    assert checks["leaked_tags"] == ["</async", "<promise"]
    assert checks["truncated_branches"] == [0]
    assert checks["empty_answer"] is False and checks["passed"] is False
    assert structural_checks(answer=" ", skeleton=[], branches=[], truncated=[])["empty_answer"] is True


# --------------------------------------------------------------------------- judge


@pytest.mark.parametrize(
    ("reply", "verdict"),
    [
        ("A", "A"), ("b", "B"), (" Tie.", "tie"), ("**B**", "B"), ("[[A]]", "A"), ("Answer B", "B"),
        ("Verdict: A", "A"), ("A is better because it is complete.", "A"), ("a better answer is B", "B"),
        ("The better one is Answer A.", "A"), ("Both are equally good.", "tie"), ("It's a tie", "tie"),
        ("I think B.", "B"), ("I cannot decide.", None), ("A and B are both fine", "tie"), ("A or B", None),
        ("Both answers are good, but A is more complete", "A"), ("", None),
    ],
)
def test_parse_verdict(reply, verdict):
    assert parse_verdict(reply) == verdict


@pytest.mark.parametrize(
    ("first", "second", "outcome"),
    [
        ("A", "B", "win"), ("A", "tie", "win"), ("tie", "B", "win"), ("B", "A", "loss"), ("tie", "A", "loss"),
        ("A", "A", "tie"), ("B", "B", "tie"), ("tie", "tie", "tie"), (None, "A", "invalid"), ("A", None, "invalid"),
    ],
)
def test_both_orders_cancel_position_bias(first, second, outcome):
    assert combine_verdicts(first, second) == outcome


def _prefers(marker: str):
    """A judge that picks whichever answer contains ``marker``."""

    def responder(request) -> str:
        prompt = request.messages[-1].content
        a = prompt.split("[Answer A]")[1].split("[End of Answer A]")[0]
        return "A" if marker in a else "B"

    return responder


def test_judge_pair_asks_both_orders():
    async def go(judge: FakeProvider) -> dict:
        return await judge_pair(judge, "Q?", "1. Point: parallel answer", "direct answer")

    fair = FakeProvider(responder=_prefers("parallel"))
    result = anyio.run(go, fair)
    assert result["outcome"] == "win" and result["verdicts"] == ["A", "B"]
    assert len(fair.requests) == 2
    prompts = [r.messages[-1].content for r in fair.requests]
    assert {p.index("parallel") < p.index("direct answer") for p in prompts} == {True, False}
    assert anyio.run(go, FakeProvider(responder=_prefers("direct")))["outcome"] == "loss"
    assert anyio.run(go, FakeProvider(responder=lambda r: "A"))["outcome"] == "tie"  # pure position bias
    assert anyio.run(go, FakeProvider(responder=lambda r: "no idea"))["outcome"] == "invalid"
