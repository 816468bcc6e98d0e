"""The incremental parser: any split gives the same items, promises come out as their tag closes."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sot.pasta_lang.incremental import INCOMPLETE, NOT_A_TAG, IncrementalParser, parse_reply, scan_tag
from sot.pasta_lang.ir import Async, Promise, Sync, TaskGraph, Text, coalesce, graph_from_document
from tests.pasta_strategies import NOISE, document, split

_TAG_LIKE = re.compile(r"</?(promise|async|sync)(?!\w)")


def _feed_all(chunks: list[str], *, drop_malformed: bool = False) -> tuple:
    parser = IncrementalParser(drop_malformed=drop_malformed)
    items = []
    for chunk in chunks:
        items += parser.feed(chunk)
    items += parser.close()
    return coalesce(items)


@given(st.data())
@settings(max_examples=300)
def test_any_split_of_a_valid_document_gives_the_same_items(data) -> None:
    items, text = data.draw(document())
    chunks = data.draw(split(text))
    assert _feed_all(chunks) == items


@given(st.data())
@settings(max_examples=300)
def test_any_split_of_noise_gives_the_same_items_as_whole(data) -> None:
    text = data.draw(NOISE)
    chunks = data.draw(split(text))
    assert _feed_all(chunks) == parse_reply(text).items


@given(st.data())
@settings(max_examples=300)
def test_dropping_malformed_tags_is_split_independent_and_leaves_none(data) -> None:
    text = data.draw(NOISE)
    items = _feed_all(data.draw(split(text)), drop_malformed=True)
    assert items == parse_reply(text, drop_malformed=True).items

    def texts(items) -> list[str]:
        return [t for i in items for t in ([i.text] if isinstance(i, Text) else texts(getattr(i, "body", ())))]

    for piece in texts(items):
        assert not _TAG_LIKE.search(piece), piece


@given(st.data())
@settings(max_examples=150)
def test_dropping_malformed_tags_leaves_a_valid_document_as_it_is(data) -> None:
    items, text = data.draw(document())
    assert _feed_all(data.draw(split(text)), drop_malformed=True) == items


# what the learned model's main text held on three of 100 held-out questions (the answer kept them)
@pytest.mark.parametrize(
    ("reply", "answer"),
    [
        (
            'They joined.\n\n<promise topic="The name "tokens="40"/>\n\n<promise topic="The name "tokens="40"/>',
            "They joined.\n\n\n\n",
        ),
        (
            'Grains.\n\n<promise topic="Aim for a variety of fish and</\n\n<promise topic="Aim for</\n\nAim.',
            "Grains.\n\n\n\n\n\nAim.",
        ),
        (
            'Fit.\n\n<promise topic="The next step is to provide a")"\n\nMore.\n\n<async topic="The next" tokens="',
            "Fit.\n\n\n\nMore.\n\n",
        ),
        (
            "Stray </async> and <sync topic=x/ > gone, <promises> and a<sync cut\nkept.",
            "Stray  and  gone, <promises> and a\nkept.",
        ),
        ('<async topic="">body kept</async>', "body kept"),
    ],
)
def test_malformed_tags_are_dropped_whole(reply: str, answer: str) -> None:
    for chunks in ([reply], list(reply)):
        assert "".join(i.text for i in _feed_all(chunks, drop_malformed=True) if isinstance(i, Text)) == answer


@given(document())
@settings(max_examples=150)
def test_promise_comes_out_the_moment_its_tag_closes(case) -> None:
    _, text = case
    parser = IncrementalParser()
    for fed, ch in enumerate(text, 1):
        for item in parser.feed(ch):
            if isinstance(item, (Promise, Sync)):
                assert ch == ">" and item.span is not None and item.span.end == fed
        held = parser.held
        # only a possible tag start is held back
        assert held == "" or (held[0] == "<" and scan_tag(held, 0) == INCOMPLETE)
    parser.close()


def test_text_is_released_as_soon_as_it_cannot_be_a_tag() -> None:
    parser = IncrementalParser()
    assert parser.feed("Hello <") == [Text("Hello ")]
    assert parser.held == "<"
    assert parser.feed("pro") == []
    assert parser.feed("x") == [Text("<prox")]
    assert parser.feed(" <promise") == [Text(" ")]
    assert parser.feed("s") == [Text("<promises")]
    assert parser.feed('<promise topic="a, b" tok') == []
    assert parser.held == '<promise topic="a, b" tok'
    assert parser.feed('ens="5"/') == []
    assert parser.feed(">and") == [Promise("a, b", 5), Text("and")]
    assert parser.feed("<async topic='g'>x<sync/>") == []  # inside an open block
    assert parser.depth == 1
    assert parser.feed("</async>") == [Async("g", (Text("x"), Sync()))]
    assert parser.close() == []


def test_close_flushes_an_unfinished_tag_as_text() -> None:
    parser = IncrementalParser()
    parser.feed('end <promise topic="cut')
    assert parser.close() == [Text('<promise topic="cut')]
    with pytest.raises(RuntimeError):
        parser.feed("more")


def test_overlong_tag_is_text() -> None:
    parser = IncrementalParser(max_tag_chars=20)
    out = parser.feed('<promise topic="' + "x" * 30)
    assert out == [Text('<promise topic="' + "x" * 30)]


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        ("<", INCOMPLETE),
        ("</", INCOMPLETE),
        ("<asy", INCOMPLETE),
        ("<sync", INCOMPLETE),
        ("<sync/", INCOMPLETE),
        ("<sync/>", 7),
        ("<sync />", 8),
        ("<syncs", NOT_A_TAG),
        ("<b>", NOT_A_TAG),
        ("< ", NOT_A_TAG),
        ("<promise-", NOT_A_TAG),
        ('<promise topic="a>b"', INCOMPLETE),
        ('<promise topic="a>b">', 21),
        ("<promise topic=a/>", 18),
        ('<promise topic="a"tokens', NOT_A_TAG),
        ("<promise topic", INCOMPLETE),
        ("<promise topic x", NOT_A_TAG),
        ("</async  >", 10),
        ("</async x", NOT_A_TAG),
    ],
)
def test_scan_tag_verdicts(text: str, verdict: int) -> None:
    assert scan_tag(text, 0) == verdict
    if verdict == INCOMPLETE:
        assert scan_tag(text, 0, final=True) == NOT_A_TAG


@given(st.data())
@settings(max_examples=150)
def test_a_graph_grown_while_the_reply_streams_waits_and_assembles_as_the_whole_replys(data) -> None:
    items, text = data.draw(document())
    whole = graph_from_document(parse_reply(text), source="model")
    grown, parser = TaskGraph("pasta", plan="reply"), IncrementalParser()
    for chunk in data.draw(split(text)):
        grown.add_items(parser.feed(chunk))
    grown.add_items(parser.close())
    grown.close()

    def shape(graph: TaskGraph) -> list[tuple]:
        return [(b.id, b.title, b.tokens, graph.needs(b.id)) for b in graph.branches]

    assert shape(grown) == shape(whole)
    assert grown.needs("end") == whole.needs("end")
    outputs = {b.id: f"<{b.title}>" for b in whole.branches}
    assert grown.assemble(outputs) == whole.assemble(outputs)
    first = whole.branches[0].id if whole.branches else None
    assert grown.assemble({}, upto=first, missing=lambda n: "?") == whole.assemble(
        {}, upto=first, missing=lambda n: "?"
    )


def test_sot_points_assemble_as_a_numbered_list() -> None:
    graph = TaskGraph("sot", plan="skeleton")
    for title in ("Sleep", "Food", "Walk"):
        graph.add_point(title)
    assert graph.needs("branch:2") == frozenset()
    from sot.orchestrator.context import AskContext
    from sot.orchestrator.modes import get_mode
    from sot.orchestrator.result import BranchResult
    from sot.orchestrator.settings import ResolvedAsk
    from sot.providers.fake import FakeProvider
    from sot.templates.loader import default_prompts

    ask = ResolvedAsk(question="q", query="q", prompts=default_prompts())
    ctx = AskContext(ask=ask, provider=FakeProvider(), mode="sot")
    ctx.graph, ctx.plan_s = graph, 0.1
    for i, text in enumerate(("Eight hours.", "")):
        ctx.branches[i] = BranchResult(index=i, title=graph.branches[i].title, text=text, status="done")
    # a point with no text keeps its title alone; one never started gives nothing
    assert get_mode("sot").answer(ctx, final=True) == "1. Sleep: Eight hours.\n2. Food"
