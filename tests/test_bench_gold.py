"""Gold-scored quality: the scorers, the bundled sets, `sot bench --quality`, and the judge's agreement."""

from __future__ import annotations

import json
import math
from typing import ClassVar

import numpy as np
import pytest

from sot.bench import gold
from sot.bench.judging import JUDGE_PAIRS, ProbabilityJudge, agreement, load_pairs
from sot.bench.questions import QUALITY_SETS, load_quality_sets, load_questions
from sot.bench.report import summarize, write_markdown
from sot.bench.runner import BenchConfig, execute
from sot.cli.main import main
from sot.errors import UserInputError
from sot.providers.fake import FakeProvider

QA = {
    "kind": "qa",
    "questions": ["In what country is Normandy located?", "When were the Normans in Normandy?", "Who led them?"],
    "answers": [["France"], ["10th and 11th centuries", "in the 10th and 11th centuries"], ["Rollo"]],
}


# --------------------------------------------------------------------------- scorers


def test_qa_scores_each_numbered_answer_against_its_own_question():
    right = gold.score(QA, "1. France\n2. In the 10th and 11th centuries.\n3. Rollo")
    assert right["segmented"] and right["f1"] == [1.0, 1.0, 1.0] and right["em"] == [1.0, 1.0, 1.0]
    swapped = gold.score(QA, "1. Rollo\n2. In the 10th and 11th centuries.\n3. France")
    assert swapped["f1"] == [0.0, 1.0, 0.0] and swapped["score"] == pytest.approx(1 / 3, abs=1e-3)


def test_qa_takes_the_question_heading_of_an_items_answer_off_before_scoring():
    answer = (
        "1. In what country is Normandy located?\nFrance\n\n"
        "2. When were the Normans in Normandy?\nThe 10th and 11th centuries\n\n"
        "3. Who led them?\n**Answer:** Rollo"
    )
    scored = gold.score(QA, answer)
    assert scored["segmented"] and scored["em"] == [1.0, 1.0, 1.0]


def test_qa_without_numbering_is_scored_on_its_best_matching_sentence():
    scored = gold.score(
        QA, "Normandy is in France. The Normans were there in the 10th and 11th centuries. Rollo led them."
    )
    assert not scored["segmented"] and all(scored["contains"])
    assert scored["f1"][1] > 0.7 and 0 < scored["f1"][0] < 1  # a sentence saying more than the span
    assert gold.score(QA, "I do not know.")["score"] == 0.0


def test_fields_read_from_lines_and_json_numbers_compared_as_numbers():
    g = {"kind": "fields", "fields": {"customer name": "Maria Lopez", "total": "$1,249.00", "order number": "A-48213"}}
    lines = gold.score(g, "- **Customer name:** Maria Lopez\n- Order number: A-48213\n- Total: $1249")
    assert lines["score"] == 1.0 and not lines["json"]
    as_json = gold.score(
        g, '```json\n{"customer_name": "Maria Lopez", "order_number": "A-48213", "total": 1249.0}\n```'
    )
    assert as_json["score"] == 1.0 and as_json["json"]
    wrong = gold.score(g, "Customer name: Maria Lopez\nOrder number: A-48214\nTotal: $1,294.00")
    assert wrong["right"] == {"customer name": True, "total": False, "order number": False}
    missing = gold.score(g, "Maria Lopez ordered A-48213.")
    assert missing["right"]["order number"] is False and missing["anywhere"]["order number"] is True


def test_count_keeps_top_level_items_and_finds_repeats_and_empties():
    g = {"kind": "count", "n": 3}
    ok = gold.score(
        g, "Here are three:\n1. **Brew Haven** - cozy\n   - a detail\n2. Bean There\n3. The Daily Grind\n\nEnjoy!"
    )
    assert ok["score"] == 1.0 and ok["items"] == 3
    assert gold.score(g, "- Bean There\n- Bean There\n- Grind")["distinct"] == 2
    assert gold.score(g, "1. A\n2. B")["kept"] is False
    assert gold.score(g, "1. A\n2. B\n3. C\n4. D")["score"] == 0.0


@pytest.mark.parametrize(
    ("answer", "value"),
    [
        ("She sells 9 eggs: 9 * 2 = $18.\nThe answer is 18.", 18.0),
        ("16 - 3 - 4 = 9\n9 * 2 = 18\n#### 18", 18.0),
        ("It costs $1,250 in all.", 1250.0),
        ("no number here", None),
    ],
)
def test_math_reads_the_final_number(answer, value):
    assert gold.final_number(answer) == value


def test_bad_gold_objects_are_refused_with_file_and_line(tmp_path):
    path = tmp_path / "q.jsonl"
    path.write_text(
        json.dumps({"question": "Q?", "gold": {"kind": "qa", "questions": ["a"], "answers": []}}) + "\n",
        encoding="utf-8",
    )
    with pytest.raises(UserInputError, match=r"q\.jsonl:1: gold 'answers'"):
        load_questions(path)
    path.write_text(json.dumps({"question": "Q?", "gold": {"kind": "essay"}}) + "\n", encoding="utf-8")
    with pytest.raises(UserInputError, match="gold 'kind' must be one of qa, fields, count, math"):
        load_questions(path)
    with pytest.raises(UserInputError, match="unknown quality set 'poems'"):
        load_quality_sets("qa,poems")


# --------------------------------------------------------------------------- the bundled sets


def test_the_bundled_sets_are_well_formed_and_their_gold_is_in_the_request():
    counts = {name: len(load_questions(path)) for name, path in QUALITY_SETS.items()}
    assert counts == {"qa": 60, "fields": 40, "count": 30, "math": 40}
    for q in load_quality_sets("qa"):
        for question, answers in zip(q.gold["questions"], q.gold["answers"], strict=True):
            assert question.strip() in q.text and any(a in q.text for a in answers)
    for q in load_quality_sets("fields"):
        assert all(q.text.count(v) == 1 for v in q.gold["fields"].values())
    assert [q.gold["kind"] for q in load_quality_sets("count,math", limit=1)] == ["count", "math"]


# --------------------------------------------------------------------------- sot bench --quality


def _knows(request) -> str:
    """A direct answer from the request's gold, numbered; every other call (a SoT plan or point) knows nothing."""
    text = request.messages[-1].content
    if request.purpose != "direct":
        return "1. Background\n2. Details" if request.purpose == "skeleton" else "I am not sure."
    for q in load_quality_sets("qa", limit=3):
        if q.gold["questions"][0] in text or q.text in text:
            return "\n".join(f"{i + 1}. {a[0]}" for i, a in enumerate(q.gold["answers"]))
    return "I am not sure."


def test_bench_scores_every_answer_and_reports_quality_beside_speed(tmp_path):
    config = BenchConfig(
        questions=load_quality_sets("qa", limit=3),
        modes=("direct", "sot"),
        provider=FakeProvider(responder=_knows),
        out=tmp_path,
    )
    run = execute(config)
    rows = run.results
    assert {r["mode"] for r in rows} == {"direct", "sot"} and all("gold" in r for r in rows)
    direct = [r for r in rows if r["mode"] == "direct"]
    assert all(r["gold"]["score"] == 1.0 for r in direct)
    summary = summarize(run)
    figures = summary["gold"]["qa"]
    assert figures["direct"]["score"] == 1.0 and figures["direct"]["vs_direct"] is None
    assert figures["sot"]["paired"] == 3 and figures["sot"]["vs_direct"] < 0  # the fake's SoT points know nothing
    assert figures["direct"]["median_latency_s"] is not None
    write_markdown(run, summary, tmp_path / "report.md")
    md = (tmp_path / "report.md").read_text(encoding="utf-8")
    assert "## Quality (gold-scored)" in md and "questions over a passage" in md


def test_a_failed_ask_scores_nothing():
    from sot.bench.gold import summarize_gold

    rows = [
        {
            "question_id": "1",
            "mode": "direct",
            "gold": gold.score(QA, "1. France\n2. 10th and 11th centuries\n3. Rollo"),
        },
        {"question_id": "1", "mode": "items", "gold": gold.failed_score(QA)},
    ]
    figures = summarize_gold(rows, ("direct", "items"))["qa"]
    assert figures["items"]["score"] == 0.0 and figures["items"]["failed"] == 1
    assert figures["items"]["questions"] == 3 and figures["items"]["vs_direct"] == -1.0


def test_cli_quality_runs_the_named_sets_in_its_default_modes(tmp_path, capsys):
    code = main(
        [
            "bench",
            "-m",
            "fake",
            "--quality",
            "count",
            "--limit",
            "2",
            "--out",
            str(tmp_path),
            "--no-plots",
            "--warmup",
            "0",
        ]
    )
    assert code == 0
    report = json.loads((tmp_path / "report.json").read_text(encoding="utf-8"))
    assert report["meta"]["modes"] == ["direct", "items", "sot"]
    assert len(report["results"]) == 6 and all(r["gold"]["kind"] == "count" for r in report["results"])
    assert "count" in report["summary"]["gold"]
    with pytest.raises(SystemExit):
        main(["bench", "--quality", "qa", "--questions", "x.jsonl", "--out", str(tmp_path)])


def test_cli_refuses_a_probability_judge_that_is_not_local(tmp_path, capsys):
    code = main(
        ["bench", "-m", "fake", "--judge", "openai:gpt-4o", "--judge-by", "probability", "--out", str(tmp_path)]
    )
    assert code == 2
    assert "a probability judge runs a local GGUF model" in capsys.readouterr().err
    code = main(["bench", "-m", "fake", "--judge-agreement", "10", "--out", str(tmp_path)])
    assert code == 2 and "--judge-agreement needs --judge" in capsys.readouterr().err


# --------------------------------------------------------------------------- the judge's agreement


def test_agreement_counts_ties_as_misses_and_halves():
    figures = agreement(["win", "loss", "tie", "win"], [1, 1, 2, 2])
    assert figures["agreement"] == 0.25 and figures["ties_half"] == 0.375
    assert figures["decided"] == 3 and figures["decided_agreement"] == pytest.approx(1 / 3, abs=1e-3)
    assert figures["first_preferred"] == 0.5


def test_the_bundled_pairs_are_balanced():
    pairs = load_pairs(JUDGE_PAIRS)
    assert len(pairs) == 160 and sum(p["preference"] == 1 for p in pairs) == 80


class _BiasedEngine:
    """A judge model that prefers whatever answer comes first (log-odds +1.0 for A) and, on top,
    the answer holding "good" by 0.2: its words always say A; its probabilities still tell."""

    VOCAB: ClassVar[dict[str, int]] = {"A": 0, " A": 0, "B": 1, " B": 1, "tie": 2, " tie": 2, "Tie": 2, " Tie": 2}

    def tokenize(self, text: str) -> list[int]:
        return [self.VOCAB[text]]

    def next_token_logprobs(self, messages) -> np.ndarray:
        prompt = messages[-1].content
        a = prompt.split("[Answer A]")[1].split("[End of Answer A]")[0]
        logits = np.array([1.0 + (0.2 if "good" in a else -0.2), 0.0, -1.0, -5.0])
        return logits - math.log(np.exp(logits).sum())


def _judge(band: float = 0.0) -> ProbabilityJudge:
    judge = ProbabilityJudge.__new__(ProbabilityJudge)
    judge.engine, judge.band, judge.name = _BiasedEngine(), band, "biased"
    judge._ids = {w: judge._first_ids(w) for w in ("A", "B", "tie")}
    return judge


def test_the_probability_judge_cancels_position_bias():
    judge = _judge()
    win = judge.judge("Q?", "a good answer", "a plain answer")
    assert win["outcome"] == "win" and win["text_outcome"] == "tie" and win["verdicts"] == ["A", "A"]
    assert win["margin"] == pytest.approx(0.2, abs=1e-6)  # (1.2 - 0.8) / 2: the bias of 1.0 cancels
    assert judge.judge("Q?", "a plain answer", "a good answer")["outcome"] == "loss"
    assert _judge(band=0.5).judge("Q?", "a good answer", "a plain answer")["outcome"] == "tie"


@pytest.mark.local_model
def test_next_token_logprobs_on_the_embedded_model_is_a_distribution():
    judge = ProbabilityJudge(None, n_ctx=1024)
    try:
        from sot.providers.base import Message

        logp = judge.engine.next_token_logprobs([Message("user", "Reply with one letter: A or B?")])
        assert logp.shape == (judge.engine.n_vocab,) and abs(float(np.exp(logp).sum()) - 1.0) < 1e-6
        verdict = judge.judge("What is 2 + 2?", "4", "5")
        assert verdict["outcome"] in ("win", "tie", "loss") and len(verdict["d"]) == 2
    finally:
        judge.close()


# --------------------------------------------------------------------------- SoT keeps a stated count


@pytest.mark.anyio
async def test_a_sot_plan_asks_for_the_number_of_things_the_question_asks_for():
    """ "Give me 7 names" planned as "at most 10 points" gave 3 on a small model: the plan now
    asks for exactly the stated count (within max_points), and a question with none for at most."""
    import sot

    for question, wording in (
        ("Give me 7 names for a coffee shop.", "exactly 7 points"),
        ("List five ways to save water at home.", "exactly 5 points"),
        ("What are the benefits of drinking tea?", "at most 10 points"),
        ("Give me 12 names for a coffee shop.", "at most 10 points"),  # more than max_points: the limit stands
    ):
        fake = FakeProvider()
        await sot.orchestrate(question, provider=fake, mode="sot")
        planning = next(r for r in fake.requests if r.purpose == "skeleton")
        assert wording in "\n".join(m.content for m in planning.messages), question


def test_an_answer_that_repeats_sots_own_instructions_fails_its_check():
    from sot.bench.quality import structural_checks

    point = {"index": 0, "title": "Herve", "status": "done", "text": "This is a short phrase of 3 to 5 words."}
    echoed = structural_checks(
        answer="1. Herve served in the 1050s: This is a short phrase of 3 to 5 words that describes the event.",
        question="When did Herve serve?",
        skeleton=["Herve"],
        branches=[point],
        truncated=[],
    )
    assert echoed["echoed_instructions"] and not echoed["passed"]
    # the same words asked for by the question itself are the user's, not sot's
    asked = "Write a short phrase of 3 to 5 words for a cafe"
    fine = structural_checks(
        answer="A short phrase of 3 to 5 words for a cafe: Brew Haven.",
        question=asked,
        skeleton=[],
        branches=[],
        truncated=[],
    )
    assert fine["echoed_instructions"] == [] and fine["passed"]


def test_a_field_heading_copied_from_the_request_is_not_its_value_and_phones_match_by_digits():
    g = {"kind": "fields", "fields": {"listing ID": "L-2610", "city": "Toronto", "phone": "(624) 631-3390"}}
    request = "Hello ...\n\nWhat are the listing ID, the city and the phone in the rental inquiry above?"
    answer = (
        "1. What are the listing ID, the city and the phone in the rental inquiry above?\n"
        "The listing ID is L-2610, the city is Toronto, and the phone is 624-631-3390."
    )
    assert gold.score(g, answer, request)["right"] == {"listing ID": True, "city": True, "phone": True}
    assert gold.score(g, "Phone: 624 631 3391", request)["right"]["phone"] is False
    # a value line that happens to copy the document is still the value
    doc = {"kind": "fields", "fields": {"order number": "A-1"}}
    assert gold.score(doc, "Order number: A-1", "Order number: A-1\nGive me the order number.")["score"] == 1.0


def test_a_report_read_back_is_scored_again_by_todays_scorers(tmp_path):
    from sot.bench.report import load_run

    q = load_quality_sets("fields", limit=1)[0]
    first = next(iter(q.gold["fields"]))
    row = {
        "question_id": q.question_id,
        "question": q.text,
        "mode": "direct",
        "category": "fields",
        "answer": f"{first}: {q.gold['fields'][first]}",
        "gold": {"kind": "fields", "score": 0.0},  # what an older scorer said
        "error": None,
    }
    path = tmp_path / "report.json"
    path.write_text(json.dumps({"meta": {"modes": ["direct"]}, "results": [row]}), encoding="utf-8")
    run = load_run(path)
    assert run.results[0]["gold"]["score"] == pytest.approx(1 / len(q.gold["fields"]), abs=1e-3)
