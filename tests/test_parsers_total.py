"""Parsers are total: on any input the strict parser raises only ParseError, and the lenient,
incremental and skeleton parsers return (hostile fragments, any bytes, deep nesting)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sot.errors import ParseError
from sot.pasta_lang import (
    Document,
    IncrementalParser,
    Skeleton,
    SkeletonStream,
    parse_pasta,
    parse_reply,
    parse_skeleton,
)

FRAGMENTS = st.sampled_from(
    [
        "<promise", "<async", "<sync", "</async>", "</promise>", "</sync", "<sync/>", "<", "</", "/>", ">",
        ' topic="', " topic='", " tokens=", "999999999", "40", '"', "'", "=", "\\", "&quot;", "&amp", "\n", " ",
        "\t", "1. ", "- ", "## ", "**", "<async topic=\"a\">", '<promise topic="p"/>', "\x00", "\ud800", "\ufeff",
    ]
)  # fmt: skip
TEXT = st.text(max_size=20)
FROM_BYTES = st.builds(
    bytes.decode, st.binary(max_size=200), st.sampled_from(["utf-8", "latin-1"]),
    st.sampled_from(["replace", "surrogateescape"]),
)  # fmt: skip


@st.composite
def nested(draw) -> str:
    """``<async>`` blocks nested deeper than Python's recursion limit, closed or not, with noise."""
    depth = draw(st.integers(min_value=0, max_value=1500))
    opener = draw(st.sampled_from(['<async topic="a">', "<async topic='b' >", "<async>", '<async topic="">']))
    closes = draw(st.integers(min_value=0, max_value=depth))
    middle = draw(st.lists(st.one_of(FRAGMENTS, TEXT), max_size=5).map("".join))
    return opener * depth + middle + "</async>" * closes + draw(TEXT)


HOSTILE = st.one_of(
    st.lists(st.one_of(FRAGMENTS, TEXT), max_size=40).map("".join),
    FROM_BYTES,
    nested(),
)


def check_all(text: str, cuts: list[int]) -> None:
    try:
        parse_pasta(text)
    except ParseError:
        pass  # the only error allowed
    whole = parse_reply(text)
    assert isinstance(whole, Document)
    parser = IncrementalParser()
    items = []
    start = 0
    for cut in sorted({min(c, len(text)) for c in cuts}) + [len(text)]:
        items.extend(parser.feed(text[start:cut]))
        start = cut
    items.extend(parser.close())
    assert Document(tuple(items)).render() == whole.render()  # any split: the same document
    assert isinstance(parse_skeleton(text), Skeleton)
    stream = SkeletonStream()
    for piece in text.splitlines(keepends=True):
        stream.feed(piece)
    assert isinstance(stream.close(), Skeleton)


@given(HOSTILE, st.lists(st.integers(min_value=0, max_value=60_000), max_size=6))
@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
def test_no_input_breaks_a_parser(text, cuts):
    check_all(text, cuts)


def test_nesting_far_past_the_recursion_limit():
    for text in ('<async topic="a">' * 5000 + "x" + "</async>" * 5000, '<async topic="a">' * 5000):
        check_all(text, [7, 100, 20_000])
    try:
        parse_pasta('<async topic="a">' * 5000 + "</async>" * 5000)
    except ParseError as exc:
        assert exc.line == 1 and exc.column == 69 and "nest deeper" in exc.message
    else:  # pragma: no cover - what the test is for
        raise AssertionError("5000 nested blocks parsed")
