"""`sot bench` pieces: question files, structural checks, the judge's verdicts."""

from __future__ import annotations

import json
from pathlib import Path

import anyio
import pytest

from sot.bench.quality import combine_verdicts, judge_pair, parse_verdict, structural_checks
from sot.bench.questions import SAMPLE, load_questions
from sot.bench.report import categories_to_show, summarize, write_markdown
from sot.bench.runner import BenchConfig, BenchRun
from sot.errors import UserInputError
from sot.providers.fake import FakeProvider

FIXTURES = Path(__file__).parent / "fixtures"


# --------------------------------------------------------------------------- questions


def test_mt_bench_uses_first_turn_category_and_id():
    qs = load_questions(SAMPLE)  # MT-Bench lines as published, shipped as the default set
    assert len(qs) == 24
    first = json.loads(SAMPLE.read_text().splitlines()[0])
    assert len(first["turns"]) == 2
    assert (qs[0].question_id, qs[0].category, qs[0].text) == (
        str(first["question_id"]),
        first["category"],
        first["turns"][0],
    )
    categories = [q.category for q in qs]
    assert len(set(categories)) == 8 and all(categories.count(c) == 3 for c in categories)


def test_alpaca_eval_uses_instruction_and_dataset():
    qs = load_questions(FIXTURES / "alpaca_eval_sample.jsonl", limit=5)
    assert [q.question_id for q in qs] == ["0", "1", "2", "3", "4"]
    assert qs[1].text == "How did US states get their names?"
    assert qs[1].category == "helpful_base"


def test_vicuna_text_json_list_and_plain_lines(tmp_path):
    vicuna = tmp_path / "vicuna.jsonl"
    vicuna.write_text(
        '{"question_id": 7, "text": "How can I sleep better?", "category": "generic"}\n\n'
        '{"text": "Why is the sky blue?"}\n'
    )
    qs = load_questions(vicuna)
    assert [(q.question_id, q.text, q.category) for q in qs] == [
        ("7", "How can I sleep better?", "generic"),
        ("3", "Why is the sky blue?", None),
    ]
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
        ("[1, 2]", "expected a JSON object"),
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
        load_questions(SAMPLE, limit=0)


# --------------------------------------------------------------------------- structural checks


def _branch(i: int, title: str, text: str, status: str = "done") -> dict:
    return {"index": i, "title": title, "text": text, "status": status}


def test_clean_answer_passes():
    checks = structural_checks(
        answer="1. A: x\n2. B: y",
        skeleton=["A", "B"],
        branches=[_branch(0, "A", "x"), _branch(1, "B", "y")],
        truncated=[],
    )
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
        ("A", "A"),
        ("b", "B"),
        (" Tie.", "tie"),
        ("**B**", "B"),
        ("[[A]]", "A"),
        ("Answer B", "B"),
        ("Verdict: A", "A"),
        ("A is better because it is complete.", "A"),
        ("a better answer is B", "B"),
        ("The better one is Answer A.", "A"),
        ("Both are equally good.", "tie"),
        ("It's a tie", "tie"),
        ("I think B.", "B"),
        ("I cannot decide.", None),
        ("A and B are both fine", "tie"),
        ("A or B", None),
        ("Both answers are good, but A is more complete", "A"),
        ("", None),
    ],
)
def test_parse_verdict(reply, verdict):
    assert parse_verdict(reply) == verdict


@pytest.mark.parametrize(
    ("first", "second", "outcome"),
    [
        ("A", "B", "win"),
        ("A", "tie", "win"),
        ("tie", "B", "win"),
        ("B", "A", "loss"),
        ("tie", "A", "loss"),
        ("A", "A", "tie"),
        ("B", "B", "tie"),
        ("tie", "tie", "tie"),
        (None, "A", "invalid"),
        ("A", None, "invalid"),
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


# --------------------------------------------------------------------------- report figures


def _row(qid: str, mode: str, latency: float, tokens: int, category: str = "writing", **extra) -> dict:
    return {
        "question_id": qid,
        "mode": mode,
        "category": category,
        "question": f"q{qid}",
        "error": None,
        "latency_s": latency,
        "answer_tokens": tokens,
        "answered_mode": mode,
        "fallback": False,
        "branches": 0 if mode == "direct" else 3,
        "answer": "x " * tokens,
        **extra,
    }


def _summary(rows: list[dict]) -> dict:
    return summarize(BenchRun(BenchConfig(questions=[], modes=("direct", "sot", "pasta")), results=rows))


def test_headline_does_not_reward_a_shorter_answer():
    """pasta answers in half the time because it writes half as much; sot writes as much in half the time."""
    rows = []
    for q in ("1", "2", "3"):
        rows += [
            _row(q, "direct", 10.0, 200),
            _row(q, "sot", 5.0, 200),
            _row(q, "pasta", 5.0, 100, answered_mode="pasta", fallback=True, branches=0),
        ]
    summary = _summary(rows)
    sot, pasta = summary["modes"]["sot"], summary["modes"]["pasta"]
    assert pasta["median_speedup_vs_direct"] == sot["median_speedup_vs_direct"] == 2.0  # latency alone: a tie
    assert pasta["median_length_ratio_vs_direct"] == 0.5 and sot["median_length_ratio_vs_direct"] == 1.0
    assert summary["headline"] == {"sot": 2.0, "pasta": 1.0}
    assert pasta["fallbacks"] == 3 and pasta["answered_as"] == {"direct (fallback)": 3}
    assert summary["length_unit"] == "tokens"


def test_lengths_are_words_when_the_provider_has_no_tokenizer():
    rows = [_row("1", "direct", 4.0, 0, answer="one two three four"), _row("1", "sot", 1.0, 0, answer="one two")]
    for r in rows:
        r["answer_tokens"] = None
    summary = _summary(rows)
    assert summary["length_unit"] == "words"
    sot = next(r for r in rows if r["mode"] == "sot")
    assert (
        sot["answer_length"],
        sot["speedup_vs_direct"],
        sot["length_ratio_vs_direct"],
        sot["throughput_speedup_vs_direct"],
    ) == (2, 4.0, 0.5, 2.0)


@pytest.mark.parametrize(
    ("per_category", "shown"),
    [
        ({"a": 3, "b": 3, "c": 3, "d": 3}, ["a", "b", "c", "d"]),
        ({"a": 3, "b": 3, "c": 3, "d": 2, "e": 1}, []),  # three categories with three questions: too few
        ({"a": 5, "b": 4, "c": 3, "d": 3, "e": 1}, ["a", "b", "c", "d", "e"]),
        ({"writing": 10}, []),
    ],
)
def test_per_category_figures_need_many_categories(per_category, shown):
    rows = [
        _row(f"{c}{i}", m, 1.0, 10, category=c)
        for c, n in per_category.items()
        for i in range(n)
        for m in ("direct", "sot")
    ]
    assert categories_to_show(rows) == shown


def test_timeline_shows_a_typical_question_and_plots_follow_the_category_rule(tmp_path):
    pytest.importorskip("matplotlib")
    from sot.bench.plots import write_plots

    timeline = {
        "total_s": 1.0,
        "plan_s": 0.2,
        "branches": [
            {"index": 0, "title": "A", "status": "done", "started_s": 0.1, "finished_s": 0.9, "completion_tokens": 5}
        ],
    }
    rows = []
    for i, (cat, sot_latency) in enumerate(zip("abcdabcdabcd", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])):
        rows += [
            _row(str(i), "direct", 12.0, 100, category=cat, timeline=dict(timeline, branches=[])),
            _row(str(i), "sot", float(sot_latency), 100, category=cat, timeline=timeline),
        ]
    summary = _summary(rows)
    # sot's tokens/s speedups are 12/1 ... 12/12; the median of the twelve is 12/6.5, nearest: 12/6 and 12/7
    assert summary["timeline"]["question_id"] in ("5", "6") and summary["timeline"]["mode"] == "sot"
    assert write_plots(rows, summary, tmp_path) == [
        "speedup_per_question.png",
        "speedup_per_category.png",
        "timeline.png",
    ]
    few = [r for r in rows if r["category"] != "d"]  # three categories left
    (tmp_path / "few").mkdir()
    assert write_plots(few, _summary(few), tmp_path / "few") == ["speedup_per_question.png", "timeline.png"]


def test_a_benchmark_without_its_data_set_uses_the_shipped_sample(tmp_path, capsys):
    from sot.bench.questions import SAMPLE, data_or

    there = tmp_path / "questions.jsonl"
    there.write_text('{"question": "Why?"}\n')
    assert data_or(there) == there and capsys.readouterr().err == ""
    assert data_or(tmp_path / "absent.jsonl") == SAMPLE
    assert "absent.jsonl is not here; using" in capsys.readouterr().err


def test_rouge_l_is_the_longest_common_word_subsequence_over_both_lengths():
    from sot.training.pasta_eval import rouge_l

    assert rouge_l("The cat sat on the mat.", "the cat on a mat") == pytest.approx(2 * 4 / 11)
    assert rouge_l("same words here", "Same words, here!") == 1.0
    assert rouge_l("a b c", "x y") == 0.0 and rouge_l("", "x") == 0.0


def test_the_report_tells_the_drafted_tokens_the_model_chose(tmp_path):
    rows = [
        _row("1", "direct", 4.0, 100, drafted_tokens=40, accepted_tokens=30),
        _row("2", "direct", 4.0, 100, drafted_tokens=60, accepted_tokens=20),
        _row("1", "sot", 2.0, 100),
        _row("2", "sot", 2.0, 100),
    ]
    run = BenchRun(BenchConfig(questions=[], modes=("direct", "sot")), results=rows)
    summary = summarize(run)
    direct, sot = summary["modes"]["direct"], summary["modes"]["sot"]
    assert (direct["drafted_tokens"], direct["accepted_tokens"], direct["draft_acceptance"]) == (100, 50, 0.5)
    assert (sot["drafted_tokens"], sot["draft_acceptance"]) == (0, None)  # nothing drafted: no rate
    write_markdown(run, summary, tmp_path / "report.md")
    text = (tmp_path / "report.md").read_text()
    assert "per mode: direct 50 of 100 (50%)." in text and "sot 0 of" not in text
