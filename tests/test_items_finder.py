"""The learned items finder (``orchestrator/routing/items_finder.py``) with its shipped model.

It finds the items of requests the way users write them (questions on unnumbered lines after a
passage, questions in other languages, a form's fields, "N things" with an odd verb), refuses
requests with no items, points into the request, runs in pure Python, and its training script
gives the same model file from the same rows.
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

from sot.orchestrator.routing.items_features import count_phrase, is_question, segments
from sot.orchestrator.routing.items_finder import learned_split, load_finder, parse_model, split_with
from sot.pasta_lang.items.split import SLOT

REPO = Path(__file__).resolve().parents[1]

PASSAGE = (
    "The Hubble Space Telescope was launched in 1990 aboard the Space Shuttle Discovery. It orbits about 540 "
    "kilometres above the Earth and has been serviced five times by astronauts. Its images helped pin down the age "
    "of the universe at about 13.8 billion years."
)
FOUND = {
    "passage_then_questions": (
        PASSAGE + "\n\nwhen was hubble launched\nHow high does it orbit?\nhow many times was it serviced?",
        ["when was hubble launched", "How high does it orbit?", "how many times was it serviced?"],
    ),
    "german_questions": (
        "Hallo, ich habe ein paar Fragen zu meinem Vertrag.\nWann endet meine Mindestlaufzeit?\n"
        "Kann ich den Tarif vorzeitig wechseln?\nWas kostet eine zusätzliche SIM-Karte?",
        [
            "Wann endet meine Mindestlaufzeit?",
            "Kann ich den Tarif vorzeitig wechseln?",
            "Was kostet eine zusätzliche SIM-Karte?",
        ],
    ),
    "form": (
        "FORMAT:\nCaller Name:\nAccount Number:\nIssue:\nRequested Action:\n\nTRANSCRIPT:\nHi, this is Dana "
        "Whitfield, account 88-1932. My router keeps dropping the connection every evening and I'd like a "
        "technician to come out this week.",
        ["Caller Name", "Account Number", "Issue", "Requested Action"],
    ),
}
NOT_FOUND = [
    "Compose an engaging travel blog post about a recent trip to Hawaii, highlighting cultural experiences.",
    "Here are my symptoms:\n- headache\n- fever\n- stiff neck\nWhat could it be?",
    "What is the largest country in South America?\nWhat is its capital?\nHow many people live there?",
    "I have 3 kids and 2 dogs. How big should my next car be?",
    "Write a Python function that checks whether a string is a palindrome.\nIt should ignore case.\nAdd tests.",
    "Make this friendlier: Your request has been received. We will contact you within 5-7 business days.",
    "",
    "   \n\n  ",
]


def check_split(request: str, split) -> None:
    assert split.tier == "learned"
    for item in split.items:
        assert request[item.span.start : item.span.end] == item.text
    if split.context_span is not None:
        assert request[split.context_span.start : split.context_span.end] == split.context
    if split.kind == "count":
        assert split.count is not None and split.count >= 2 and SLOT not in split.instruction
    else:
        assert split.instruction.count(SLOT) == 1


@pytest.mark.parametrize("name", sorted(FOUND))
def test_finds_the_items_of_realistic_requests(name):
    request, items = FOUND[name]
    split = learned_split(request)
    assert split is not None, name
    assert [i.text for i in split.items] == items
    check_split(request, split)


def test_a_passage_is_the_shared_context_and_the_prompt_holds_one_question():
    request, items = FOUND["passage_then_questions"]
    split = learned_split(request)
    assert split is not None and split.context == PASSAGE
    prompt = split.prompt(1)
    assert prompt.startswith(PASSAGE) and items[1] in prompt and items[0] not in prompt


def test_a_count_with_an_odd_verb_is_a_count_split():
    request = "can u come up with 5 catchy names for my dog grooming business"
    split = learned_split(request)
    assert split is not None and (split.kind, split.count) == ("count", 5)
    assert split.instruction == "can u come up with one catchy name for my dog grooming business"
    check_split(request, split)


@pytest.mark.parametrize("request_text", NOT_FOUND)
def test_refuses_requests_without_items(request_text):
    assert learned_split(request_text) is None


def test_never_raises_and_caps_the_work_on_hostile_input():
    assert learned_split("x\n" * 10_000) is None  # more segments than it searches
    assert learned_split("a" * 200_000) is None  # longer than any request it searches
    assert learned_split(None) is None  # type: ignore[arg-type]
    long_line = "word " * 20_000 + "?"
    assert learned_split(long_line) is None


def test_segments_point_into_the_request_and_drop_list_markers():
    request = "Questions:\n- What is it?\n  Q2) Where is it? Why there?\n你好：退货要多久？运费谁出？"
    segs = segments(request)
    assert segs is not None
    assert [s.text for s in segs] == [
        "Questions:", "What is it?", "Where is it?", "Why there?", "你好：", "退货要多久？", "运费谁出？",
    ]  # fmt: skip
    for s in segs:
        assert request[s.start : s.end] == s.text
    assert [s.marker for s in segs[:3]] == [False, True, True]


def test_questions_and_counts_in_several_languages():
    assert all(map(is_question, ["¿Dónde está?", "Wie hoch ist die Zugspitze", "运费谁出？", "combien ça coûte"]))
    assert not is_question("Extract the fields below.")
    for text, count in [("give me 10+ prompt words", 10), ("Donne-moi cinq idées", 5), ("给我写5个标题", 5)]:
        segs = segments(text)
        assert segs is not None
        phrase = count_phrase(text, segs[0])
        assert phrase is not None and phrase.count == count
    text = "for 4th graders within 5-7 days"
    assert count_phrase(text, segments(text)[0]) is None  # type: ignore[index]


def test_runs_in_pure_python_and_import_sot_does_not_read_the_model():
    code = (
        "import sys\n"
        "opened = []\n"
        "sys.addaudithook(lambda e, a: opened.append(str(a[0])) if e == 'open' and a and a[0] else None)\n"
        "import sot\n"
        "assert not any(p.endswith('items_finder.json') for p in opened), 'import sot read the model'\n"
        "from sot.orchestrator.routing.items_finder import learned_split\n"
        "assert learned_split('Questions:\\nWhy is the sky blue?\\nWhy is grass green?') is not None\n"
        "assert any(p.endswith('items_finder.json') for p in opened)\n"
        "assert 'numpy' not in sys.modules, 'numpy loaded at run time'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=REPO, timeout=120)


def test_a_corrupt_model_file_is_refused_with_a_clear_message(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text('{"format": "something else"}', encoding="utf-8")
    with pytest.raises(ValueError, match="not a sot-items-finder-logreg file"):
        load_finder(path)
    path.write_text("not json", encoding="utf-8")
    with pytest.raises(ValueError, match="cannot be read"):
        load_finder(path)


# --------------------------------------------------------------------------- training script


def _training_script():
    pytest.importorskip("sklearn")
    spec = importlib.util.spec_from_file_location("train_items_finder", REPO / "scripts" / "train_items_finder.py")
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(module)
    return module


def _fixture_rows() -> list[dict]:
    rows = []
    topics = ["the moon", "volcanoes", "the Nile", "honey bees", "glaciers", "the Roman empire", "coral", "owls"]
    for n, topic in enumerate(topics):
        qs = [f"What is special about {topic}?", f"Where can I learn about {topic}?", f"why do people study {topic}"]
        passage = f"This is a long passage about {topic}. " * 12
        rows.append({"id": f"q{n}", "request": passage.strip() + "\n\n" + "\n".join(qs), "kind": "list",
                     "items": qs, "count": None, "context": passage.strip()})  # fmt: skip
        rows.append({"id": f"c{n}", "request": f"give me {n + 3} taglines for {topic}", "kind": "count",
                     "items": [], "count": n + 3})  # fmt: skip
        rows.append({"id": f"n{n}", "request": f"Tell me about {topic}.\nKeep it short.", "kind": "none",
                     "items": [], "count": None})  # fmt: skip
    return rows


def test_training_is_deterministic_and_its_model_finds_items(tmp_path):
    train = _training_script()
    data = tmp_path / "rows.jsonl"
    data.write_text("".join(json.dumps(r) + "\n" for r in _fixture_rows()), encoding="utf-8")
    outs = [tmp_path / "a.json", tmp_path / "b.json"]
    for out in outs:
        assert train.main(["--data", str(data), "--out", str(out), "--no-extra"]) == 0
    assert outs[0].read_bytes() == outs[1].read_bytes()
    model = parse_model(json.loads(outs[0].read_text(encoding="utf-8")))
    request = ("A long passage about the sea. " * 12).strip() + "\n\nWhat is special about the sea?\nwhy do people sail"
    split = split_with(model, request, item_threshold=0.5)
    assert split is not None and [i.text for i in split.items] == [
        "What is special about the sea?",
        "why do people sail",
    ]
    labelled = train.label_row(_fixture_rows()[0])
    assert labelled is not None and labelled[1] == ["context", "item", "item", "item"] and labelled[2]


def _probs_marking(segs, marked):
    """Class probabilities that mark the segments ``marked`` (indices) ``item`` and the rest ``context``."""
    from sot.orchestrator.routing.items_finder import CLASSES

    out = []
    for k in range(len(segs)):
        row = [0.02] * len(CLASSES)
        row[CLASSES.index("item" if k in marked else "context")] = 0.94
        out.append(tuple(row))
    return out


def _assembled(request, pick):
    from sot.orchestrator.routing.items_finder import MAX_SEGMENTS, assemble

    segs = segments(request, MAX_SEGMENTS)
    marked = {k for k, s in enumerate(segs) if pick(s.text)}
    return assemble(request, segs, _probs_marking(segs, marked), 0.5, 0.5)


def test_questions_scored_as_items_are_split_where_nothing_guards_them():
    found = _assembled("Is the gym open on Sundays?\nDo you rent towels?\nCan I bring a guest?", is_question)
    assert found is not None and [i.text for i in found.items] == [
        "Is the gym open on Sundays?",
        "Do you rent towels?",
        "Can I bring a guest?",
    ]


def test_small_talk_questions_are_not_split_even_when_scored_as_items():
    assert _assembled("good evening!\nhow are you today?\ndid you sleep well?\nlol", is_question) is None
    assert _assembled("hey\ndo you ever get tired?\nwhat's your favourite song?", is_question) is None


def test_questions_with_a_question_left_out_beside_them_are_not_split():
    request = (
        "Why do printers always jam? Why is toner so expensive? Who designs these menus? "
        "Anyway, how do I reset the printer to factory settings?"
    )
    middle = {"Why is toner so expensive?", "Who designs these menus?"}
    assert _assembled(request, lambda t: t.strip() in middle) is None


def test_a_problem_to_show_the_work_of_is_not_split():
    request = (
        "A tank holds 500 litres and drains at 20 litres a minute.\n1) How long until it is empty?\n"
        "2) How much is left after 7 minutes?\nShow your work."
    )
    assert _assembled(request, is_question) is None
