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
