"""The real-requests scorer (benchmarks/items_real.py) matches items as its docstring says:
normalised exact match, each gold item at most once, a count right only when exact, a row not
split as all its gold missed, a ``none`` row split as a false split; and the data's build
script keeps every gold item inside its request."""

from __future__ import annotations

import pytest

from benchmarks.data.items_real.build import check, half_of, parse
from benchmarks.items_real import Found, aggregate, is_miss, matched, normalise, score_row


def items(*texts: str) -> Found:
    return Found("list", texts, None, len(texts))


def test_normalise_drops_marker_case_and_punctuation() -> None:
    assert normalise("  2) What is the GIL?") == "what is the gil"
    assert normalise("- date_of_birth:") == "date of birth"
    assert normalise("¿Cuál es la mejor época?") == "cuál es la mejor época"


def test_each_gold_item_matches_once() -> None:
    assert matched(["A?", "b"], ["a", "A", "B."]) == 2
    assert matched(["a", "a"], ["a", "a", "a"]) == 2
    assert matched(["what is x"], ["what is x and y"]) == 0


def test_list_row() -> None:
    row = {"kind": "list", "items": ["one?", "two?", "three?"], "count": None}
    assert score_row(row, None) == (0, 0, 3)
    assert score_row(row, items("One", "two", "four")) == (2, 3, 3)
    # a count split of a list row predicts its branches, all wrong
    assert score_row(row, Found("count", (), 3, 3)) == (0, 3, 3)


def test_count_row_right_only_when_exact() -> None:
    row = {"kind": "count", "items": [], "count": 5}
    assert score_row(row, Found("count", (), 5, 5)) == (5, 5, 5)
    assert score_row(row, Found("count", (), 4, 4)) == (0, 4, 5)
    assert score_row(row, items("a", "b")) == (0, 2, 5)
    assert score_row(row, None) == (0, 0, 5)


def test_aggregate_counts_unsplit_rows_as_missed_and_none_rows_as_false_splits() -> None:
    rows = [
        {"kind": "list", "items": ["a", "b"], "count": None},
        {"kind": "list", "items": ["c", "d"], "count": None},
        {"kind": "none", "items": [], "count": None},
        {"kind": "none", "items": [], "count": None},
    ]
    got = aggregate(rows, [items("a", "b"), None, items("x", "y"), None])
    assert got["answered"] == 1 and got["answered_rate"] == 0.5
    assert got["precision"] == 1.0 and got["recall_all"] == 0.5
    assert got["f1_all"] == pytest.approx(2 / 3, abs=1e-4)
    assert got["f1_split"] == 1.0
    assert got["false_splits"] == 1 and got["false_split_rate"] == 0.5
    assert is_miss(rows[1], None) and is_miss(rows[2], items("x", "y")) and not is_miss(rows[0], items("a", "b"))


def test_build_parses_blocks_and_checks_gold_substrings() -> None:
    text = (
        "### list en questions_unnumbered | two questions\n"
        "Questions:\nWhy?\nHow?\n>> Why?\n>> How?\n"
        "### count:3 fr count_verb | a count\nDonne-moi 3 idées.\n"
        "### none en chitchat | hello\nhi there\n"
    )
    rows = parse(text, "inline")
    assert [r["kind"] for r in rows] == ["list", "count", "none"]
    assert rows[0]["request"] == "Questions:\nWhy?\nHow?" and rows[0]["items"] == ["Why?", "How?"]
    assert rows[1]["count"] == 3 and rows[1]["items"] == []
    for i, row in enumerate(rows):
        check({"id": f"t{i}", **row})
    with pytest.raises(AssertionError, match="not in the request"):
        check({"id": "bad", **rows[0], "items": ["How?", "Why?"]})  # out of order
    assert half_of("r001") in ("dev", "heldout") and half_of("r001") == half_of("r001")


def test_speed_benchmark_sizes_a_direct_answer_from_the_gold(tmp_path) -> None:
    import json

    from benchmarks.items_speed import Sizer, load_set, plan_marker, prompt_row, sizes_of, words

    rows = [
        {"id": "r1", "request": "spit out 4 usernames", "kind": "count", "items": [], "count": 4,
         "lang": "en", "category": "count_verb", "note": ""},
        {"id": "r2", "request": "Why?\nHow?\nWhat?", "kind": "list", "items": ["Why?", "How?", "What?"],
         "count": None, "lang": "en", "category": "questions_unnumbered", "note": ""},
        {"id": "r3", "request": "hi there", "kind": "none", "items": [], "count": None,
         "lang": "en", "category": "chitchat", "note": ""},
    ]  # fmt: skip
    path = tmp_path / "heldout.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    assert [p["gold_n"] for p in load_set(path, negatives=False, limit=None)] == [4, 3]
    prompts = load_set(path, negatives=True, limit=None)
    assert [p["gold_n"] for p in prompts] == [4, 3, 1]
    assert "prompt" not in prompt_row(prompts[1])  # a held-out row's text stays out of the report
    sizer = Sizer(5, sizes_of(prompts))

    def reply(text: str) -> str:
        return sizer({"messages": [{"role": "user", "content": text}]})

    # n from the gold (4), though the grammar may find no count in "spit out 4 usernames"
    assert len(reply("spit out 4 usernames").split()) == 20
    assert len(reply("Why?\nHow?\nWhat?").split()) == 15
    assert reply("Answer only this one: Why?") == words(5, "Answer only this one: Why?")
    marker = plan_marker()
    if marker is not None:
        assert reply(marker + " ... spit out 4 usernames") == "NONE" and sizer.seen["item_plan"] == 1


def test_gold_pointers_point_at_each_gold_item() -> None:
    from benchmarks.items_real import gold_pointers

    def row(kind: str, request: str, items: list[str], count: int | None = None) -> dict:
        return {"kind": kind, "request": request, "items": items, "count": count}

    lines = row("list", "Questions:\nWhy is the sky blue today, do you think?\nHow?", ["Why is the sky blue today, do you think?", "How?"])  # fmt: skip
    assert gold_pointers(lines) == 'ITEMS 2:"Why is the sky blue..." 3:"How?"\nASK 1'
    inline = row("fields", 'Get the "name" and the date from: x', ["the date", "name"][::-1])
    assert gold_pointers(inline) == 'FIELDS 1:"name" 1:"the date"'  # inside the instruction's line: no ASK
    form = row("fields", "Fill it in.\n\nFORMAT:\nName:\nAge:\n\nTEXT: Bo, 7", ["Name", "Age"])
    assert gold_pointers(form) == 'FIELDS 4:"Name" 5:"Age"\nASK 1'  # the label line is not the ask
    assert gold_pointers(row("count", "intro\ngive me 3 names", [], 3)) == "COUNT 3 things\nASK 2"
    assert gold_pointers(row("none", "hi", [])) == "NONE"
