"""Skeleton parsing: real model replies, every list style, noise, and arbitrary text."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sot.errors import ConfigError
from sot.pasta_lang.ir import Skeleton, TaskGraph
from sot.pasta_lang.skeleton import (
    MAX_TITLE_CHARS,
    SkeletonStream,
    _normalise,
    _parse_lines,
    parse_skeleton,
    skeleton_graph,
)

# --------------------------------------------------------------------------- real replies

REAL = [
    (  # the paper's format, as GPT-style models answer it
        "1. Active listening\n2. Identify issues\n3. Compromise\n4. Follow up",
        ("Active listening", "Identify issues", "Compromise", "Follow up"),
        "",
    ),
    (  # chatty preamble, bold titles with descriptions, closing sentence
        (
            "Sure! Here's a skeleton for the answer:\n\n"
            "1. **Improved efficiency:** parallel decoding reduces latency.\n"
            "2. **Lower cost:** fewer sequential steps.\n"
            "3. **Better structure**: answers read as lists.\n\n"
            "Let me know if you want me to expand any point."
        ),
        ("Improved efficiency", "Lower cost", "Better structure"),
        "Sure! Here's a skeleton for the answer:",
    ),
    (  # markdown headings, sub-bullets under each
        "## 1. Background\n- history of the idea\n- why it matters\n\n## 2. Method\n- the planner\n\n## 3. Results\n",
        ("Background", "Method", "Results"),
        "",
    ),
    (  # bullets with nested details and trailing periods/colons
        "Key points:\n* Climate.\n  * temperature\n  * rain\n* Soil:\n    - pH\n* Water supply\n",
        ("Climate", "Soil", "Water supply"),
        "Key points:",
    ),
    (  # numbered with unindented sub-bullets and a duplicate point
        "1) Preparation\n- gather tools\n2) Execution\n- do it\n3) preparation\n4) Review",
        ("Preparation", "Execution", "Review"),
        "",
    ),
    (  # parenthesised numbers, CRLF line ends
        "(1) Define the goal\r\n(2) Measure\r\n(3) Iterate\r\n",
        ("Define the goal", "Measure", "Iterate"),
        "",
    ),
    (  # all on one line
        "Skeleton: 1. Speed 2. Cost 3. Quality",
        ("Speed", "Cost", "Quality"),
        "Skeleton:",
    ),
    (  # a second list after the skeleton is not part of it
        "1. Rent\n2. Food\n3. Transport\n\nAlternatively:\n1. Fixed costs\n2. Variable costs",
        ("Rent", "Food", "Transport"),
        "",
    ),
    (  # "Step N:" markers
        "Step 1: Preheat the oven\nStep 2: Mix the batter\nStep 3: Bake",
        ("Preheat the oven", "Mix the batter", "Bake"),
        "",
    ),
    (  # headings as sections holding bullets
        "# Answer plan\n## Speed\n- a\n- b\n## Cost\n- c\n",
        ("Speed", "Cost"),
        "# Answer plan",
    ),
]


@pytest.mark.parametrize(("reply", "points", "preamble"), REAL)
def test_real_replies(reply: str, points: tuple[str, ...], preamble: str) -> None:
    skeleton = parse_skeleton(reply)
    assert skeleton.points == points
    assert skeleton.preamble == preamble


@pytest.mark.parametrize(
    "reply",
    [
        "",
        "   \n\n",
        "I think the answer is simply 42.",
        "1. Just one point",
        "- only\n- only\n- ONLY",  # one point after dropping duplicates
        "Here is the answer:\n\nParis is the capital of France.",
        "#\n##\n**\n1.\n-",
        "3.14 is pi.\n2.71 is e.",  # a number, not a marker: "1.Title" needs a letter after the dot
        "A. Smith said so.\nI. e. nothing more.",  # a letter and a roman one: no sequence
        "Step 1 is the hard part.\nStep 2 is easy.",  # "Step N" with no mark after it is prose
        "In step 1. the light is absorbed, and then sugars are made.",  # a number inside a sentence
    ],
)
def test_no_usable_list_gives_no_points(reply: str) -> None:
    skeleton = parse_skeleton(reply)
    assert skeleton.points == ()
    assert not skeleton


@pytest.mark.parametrize(
    ("reply", "points"),
    [
        ("1. A\n   1. a1\n   2. a2\n2. B\n   1. b1\n3. C", ("A", "B", "C")),  # numbered sub-lists
        ("1. A\n 2. B\n 3. C", ("A", "B", "C")),  # the first line lost its indentation
        ("   1. A\n2. B\n3. C", ("A", "B", "C")),  # or only the first kept it
        ("1. A\n2. B\n4. D\n5. E", ("A", "B")),  # a gap ends the list
        ("1. A\n2. B\n1) X\n2) Y\n3) Z", ("A", "B")),  # another kind of numbering is another list
        ("- A\n- B\n\n* X\n* Y\n* Z", ("A", "B")),  # and another kind of bullet
        ("A. Smith said:\n1. X\n2. Y", ("X", "Y")),  # the first list of two points or more
        ("I. Intro\n  A. x\n  B. y\n  C. z\nII. Body", ("Intro", "Body")),  # roman with letters under it
        ("I. Intro\nA. x\nB. y\nII. Body\nIII. End", ("Intro", "Body", "End")),  # letters not indented
        ("h) eight\ni) nine\nj) ten", ("eight", "nine", "ten")),  # "i)" is a letter here
        ("1. A\n1. B\n1. C", ("A", "B", "C")),  # markdown's lazy numbering
        ("3. A\n4. B", ("A", "B")),  # from any number
        ("- Intro\n  1. x\n  2. y\n- Body", ("Intro", "Body")),  # a numbered list under bullets
        ("\uff08\uff11\uff09\u51c6\u5907\n\uff08\uff12\uff09\u6405\u62cc", ("\u51c6\u5907", "\u6405\u62cc")),
        ("\u2460\u51c6\u5907\n\u2461\u6405\u62cc", ("\u51c6\u5907", "\u6405\u62cc")),  # circled numbers
        ("\u5341\u3001A\n\u5341\u4e00\u3001B", ("A", "B")),  # 10, 11 in CJK numerals
        ("**Point 1 \u2013** Plan\n**Point 2 \u2013** Do", ("Plan", "Do")),
        ("1. **Speed** (why it matters)\n2. **Cost**", ("Speed", "Cost")),
    ],
)
def test_list_shapes(reply: str, points: tuple[str, ...]) -> None:
    assert parse_skeleton(reply).points == points


def test_a_description_after_the_title_is_left_out() -> None:
    reply = "1. Sleep: the basics\n2. Food \u2013 what to eat\n3. **Move**: daily\n4. Rest - and why\n5. Self-care"
    assert parse_skeleton(reply).points == ("Sleep", "Food", "Move", "Rest", "Self-care")


def test_a_description_stays_where_leaving_it_out_would_repeat_a_point() -> None:
    reply = "1. Sleep: when to go to bed\n2. Sleep: how long\n3. Food: what to eat\n4. Sleep: how long"
    assert parse_skeleton(reply).points == ("Sleep", "Sleep: how long", "Food")
    stream = SkeletonStream()
    settled = [point for line in reply.splitlines(keepends=True) for point in stream.feed(line)]
    assert settled == ["Sleep", "Sleep: how long", "Food"]
    assert stream.close().points == ("Sleep", "Sleep: how long", "Food")


def test_runaway_list_is_capped() -> None:
    reply = "\n".join(f"{i}. Point number {i}" for i in range(1, 40))
    assert parse_skeleton(reply).points == tuple(f"Point number {i}" for i in range(1, 11))
    assert len(parse_skeleton(reply, max_points=3).points) == 3


def test_max_points_below_two_is_a_config_error() -> None:
    with pytest.raises(ConfigError):
        parse_skeleton("1. a\n2. b", max_points=1)


def test_long_titles_are_cut_at_a_clause_or_word() -> None:
    long_clause = "Speed: " + "parallel decoding writes every independent part at the same time " * 3
    long_words = "word " * 60
    points = parse_skeleton(f"1. {long_clause}\n2. {long_words}\n3. ok").points
    assert points[0] == "Speed"
    assert len(points[1]) <= MAX_TITLE_CHARS and points[1].endswith("word")
    assert points[2] == "ok"


def test_skeleton_graph_shape() -> None:
    graph = skeleton_graph("1. A\n2. B\n3. C")
    assert isinstance(graph, TaskGraph)
    assert [n.id for n in graph.nodes] == ["plan", "branch:0", "branch:1", "branch:2", "end"]
    assert [n.title for n in graph.branches] == ["A", "B", "C"]
    assert all(graph.deps(b.id) == ("plan",) for b in graph.branches)
    assert graph.deps("end") == ("branch:0", "branch:1", "branch:2")
    assert graph.topological()[0] == "plan"
    assert graph.to_dict()["edges"][0] == ["plan", "branch:0"]
    assert Skeleton(()).to_graph().deps("end") == ("plan",)


# --------------------------------------------------------------------------- generated lists

_WORD = st.text(alphabet="abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", min_size=1, max_size=8)
_TITLE = st.lists(_WORD, min_size=1, max_size=5).map(" ".join)
_TITLES = st.lists(_TITLE, min_size=2, max_size=14, unique_by=lambda t: t.casefold())

_STYLES = {
    "dot": lambda i, t: f"{i}. {t}",
    "paren": lambda i, t: f"{i}) {t}",
    "both_paren": lambda i, t: f"({i}) {t}",
    "dash": lambda i, t: f"- {t}",
    "star": lambda i, t: f"* {t}",
    "plus": lambda i, t: f"+ {t}",
    "heading": lambda i, t: f"## {i}. {t}",
    "bold": lambda i, t: f"{i}. **{t}:** some explanation of it.",
    "bold_after": lambda i, t: f"- **{t}**: why it matters",
    "colon": lambda i, t: f"{i}. {t}:",
    "period": lambda i, t: f"{i}. {t}.",
    "bold_number": lambda i, t: f"**{i}. {t}**",
    "bold_marker": lambda i, t: f"**{i}.** {t}",
    "tight": lambda i, t: f"{i}.{t}",
    "roman": lambda i, t: f"{_roman(i)}. {t}",
    "lower_roman": lambda i, t: f"{_roman(i).lower()}) {t}",
    "letter": lambda i, t: f"{chr(64 + i)}. {t}",
    "step": lambda i, t: f"Step {i}: {t}",
    "point_dash": lambda i, t: f"Point {i} - {t}",
    "fullwidth": lambda i, t: f"{chr(0xFF10 + i) if i < 10 else i}\uff0e{t}",
    "description": lambda i, t: f"{i}. {t}: what it covers",
}


def _roman(n: int) -> str:
    return "X" * (n // 10) + ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"][n % 10]


@st.composite
def _reply(draw) -> tuple[str, list[str]]:
    titles = draw(_TITLES)
    style = draw(st.sampled_from(sorted(_STYLES)))
    lines: list[str] = []
    if draw(st.booleans()):
        lines += [draw(st.sampled_from(["Sure, here is the skeleton:", "Skeleton", "Here's my plan."])), ""]
    for i, title in enumerate(titles, 1):
        lines.append(_STYLES[style](i, title))
        if draw(st.booleans()):
            lines.append("   - " + draw(_TITLE))  # an indented detail
        if draw(st.booleans()):
            lines.append("")
    if draw(st.booleans()):
        lines += ["", draw(st.sampled_from(["Hope this helps!", "Let me know if you need more.", "These cover it."]))]
    newline = draw(st.sampled_from(["\n", "\r\n"]))
    return newline.join(lines), titles


@given(_reply(), st.integers(min_value=2, max_value=12))
@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
def test_every_style_gives_the_same_points(case: tuple[str, list[str]], max_points: int) -> None:
    reply, titles = case
    assert parse_skeleton(reply, max_points=max_points).points == tuple(titles[:max_points])


@given(st.text())
@settings(max_examples=300)
def test_arbitrary_text_never_raises(text: str) -> None:
    _parse_lines(_normalise(text))  # the grammar itself accepts every input
    skeleton = parse_skeleton(text)
    assert len(skeleton.points) == 0 or 2 <= len(skeleton.points) <= 10
    keys = [" ".join(p.casefold().split()) for p in skeleton.points]
    assert len(set(keys)) == len(keys)
    for point in skeleton.points:
        assert point and "\n" not in point and len(point) <= MAX_TITLE_CHARS


@given(st.lists(st.sampled_from(["1. ", "- ", "  ", "**", "#", "\n", "(2) ", "x", ":", "Step 3: ", "\t"]), max_size=40))
def test_marker_soup_never_raises(parts: list[str]) -> None:
    text = "".join(parts)
    _parse_lines(_normalise(text))
    parse_skeleton(text)


# --------------------------------------------------------------------------- streaming


def _chunks(text: str, cuts: list[int]) -> list[str]:
    bounds = sorted({0, len(text), *(c % (len(text) + 1) for c in cuts)})
    return [text[a:b] for a, b in itertools.pairwise(bounds)]


def test_stream_settles_a_point_when_its_line_ends() -> None:
    stream = SkeletonStream(max_points=3)
    assert stream.feed("1. Sleep we") == []
    assert stream.feed("ll\n2. Eat") == ["Sleep well"]
    assert stream.feed(" vegetables\n   - greens\n3. Move\n4. Rest") == ["Eat vegetables", "Move"]
    assert stream.feed("\n") == []  # past max_points
    assert stream.close().points == ("Sleep well", "Eat vegetables", "Move")


def test_stream_close_adds_the_last_line_and_refuses_a_lone_point() -> None:
    stream = SkeletonStream()
    stream.feed("1. Only point\n")
    assert stream.settled == ["Only point"]
    stream.feed("and then prose.")
    assert stream.close().points == ()  # one point is no skeleton: what started early is dropped
    stream = SkeletonStream()
    stream.feed("1. A\n2. B")
    assert stream.close().points == ("A", "B")


@given(_reply(), st.lists(st.integers(min_value=0, max_value=10_000), max_size=12), st.integers(2, 12))
@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
def test_stream_in_any_chunks_gives_the_whole_reply_points(case, cuts: list[int], max_points: int) -> None:
    reply, titles = case
    stream = SkeletonStream(max_points=max_points)
    settled = [title for chunk in _chunks(reply, cuts) for title in stream.feed(chunk)]
    points = stream.close().points
    assert points == parse_skeleton(reply, max_points=max_points).points == tuple(titles[:max_points])
    assert tuple(settled) == points[: len(settled)]  # never a point taken back or reordered


def test_stream_notices_a_repeated_point() -> None:
    stream = SkeletonStream()
    stream.feed("1. Sleep\n2. Food\n3. Sleep")
    assert not stream.repeating  # the line is not finished: it may still become another point
    stream.feed(" well\n4. Food\n")
    assert stream.repeating and stream.settled == ["Sleep", "Food", "Sleep well"]
    assert stream.close().points == ("Sleep", "Food", "Sleep well")
    stream = SkeletonStream()
    stream.feed("1. Sleep\n2. Food\n3. Sleep\n4. Half a li")  # closed mid-line after the repeat
    assert stream.repeating and stream.close().points == ("Sleep", "Food")
