"""PASTA-LANG: strict parsing with positioned errors, lenient parsing of replies, the task graph."""

from __future__ import annotations

import pytest
from hypothesis import given, settings

from sot.errors import ParseError, SotRuntimeError
from sot.pasta_lang import (
    Async,
    Document,
    Promise,
    Sync,
    TaskGraph,
    TaskNode,
    Text,
    has_tags,
    parse_pasta,
    parse_reply,
    render,
)
from tests.pasta_strategies import NOISE, document

EXAMPLE = (
    "Here are tips for staying healthy.\n"
    '<promise topic="eating a balanced diet" tokens="40"/>\n'
    "<promise topic='sleeping \\'well\\'' />\n"
    "<sync/>Together these habits keep you healthy."
)


def test_example_document() -> None:
    doc = parse_pasta(EXAMPLE)
    assert doc.items == (
        Text("Here are tips for staying healthy.\n"),
        Promise("eating a balanced diet", 40),
        Text("\n"),
        Promise("sleeping 'well'"),
        Text("\n"),
        Sync(),
        Text("Together these habits keep you healthy."),
    )
    assert [p.topic for p in doc.promises] == ["eating a balanced diet", "sleeping 'well'"]
    assert doc.items[1].span is not None and EXAMPLE[doc.items[1].span.start :].startswith("<promise")
    assert parse_reply(EXAMPLE) == doc


def test_values_escapes_entities_and_plain_angles() -> None:
    doc = parse_pasta('a < b <promises> <promise topic="x &amp; &quot;y&quot; \\\\ \\n z"/> c > d')
    assert doc.items == (
        Text("a < b <promises> "),
        Promise('x & "y" \\ \n z'),
        Text(" c > d"),
    )


def test_nested_async() -> None:
    doc = parse_pasta('<async topic="pros">Pros: <promise topic="speed"/><sync/></async>after')
    assert doc.items == (Async("pros", (Text("Pros: "), Promise("speed"), Sync())), Text("after"))
    assert [p.topic for p in doc.promises] == ["speed"]
    assert parse_reply(render(doc.items)) == doc


@pytest.mark.parametrize(
    ("text", "line", "column", "message", "expected"),
    [
        ("hello\n<promise topic=x/>", 2, 16, "unexpected", ("a quoted value",)),
        ('<promise topic="a"', 1, 19, "unexpected end of input", ('"/>"',)),
        ('a <async topic="a">b', 1, 21, "unexpected end of input", ("</async",)),
        ("</async>", 1, 1, "unexpected", ("end of input",)),
        ('<promise topic="a" size="3"/>', 1, 20, "unknown attribute 'size'", ("tokens", "topic")),
        ('<promise topic="a" topic="b"/>', 1, 20, "given twice", ()),
        ('x\n\n  <promise tokens="3"/>', 3, 3, "needs a topic", ('topic="..."',)),
        ('<promise topic="  "/>', 1, 1, "non-empty topic", ('topic="..."',)),
        ('<promise topic="a" tokens="lots"/>', 1, 20, "tokens must be a whole number", ()),
        ('<promise topic="a" tokens="0"/>', 1, 20, "tokens must be a whole number", ()),
        ('<promise topic="a" tokens="' + "9" * 5000 + '"/>', 1, 20, "tokens must be a whole number", ()),
        ("<sync topic='a'/>", 1, 6, "unexpected", ('"/>"',)),
        ('<async topic="a"/>', 1, 17, "unexpected", ('">"',)),
    ],
)
def test_strict_errors_are_positioned(
    text: str, line: int, column: int, message: str, expected: tuple[str, ...]
) -> None:
    with pytest.raises(ParseError) as info:
        parse_pasta(text, source="plan.pasta")
    err = info.value
    assert (err.line, err.column) == (line, column)
    assert message in err.message
    assert set(expected) <= set(err.expected)
    shown, caret = err.context.split("\n")
    assert caret.index("^") <= len(shown)
    assert str(err).startswith(f"plan.pasta:{line}:{column}: ")


def test_caret_sits_under_the_column() -> None:
    with pytest.raises(ParseError) as info:
        parse_pasta('first line\nsecond <promise topic="a" bad="1"/>')
    shown, caret = info.value.context.split("\n")
    assert shown[caret.index("^") :].startswith("bad=")


def test_depth_limit() -> None:
    nested = '<async topic="a"><async topic="b"><async topic="c">x</async></async></async>'
    assert parse_pasta(nested, max_depth=3).items[0].topic == "a"
    with pytest.raises(ParseError, match="nest deeper than 2") as info:
        parse_pasta(nested, max_depth=2)
    assert info.value.column == nested.index('<async topic="c"') + 1
    # lenient: the block too deep stays as text, the outer ones still parse
    inner = parse_reply(nested, max_depth=2).items[0].body[0]
    assert inner == Async("b", (Text('<async topic="c">x</async>'),))


def test_lenient_forgives_what_models_write() -> None:
    reply = (
        "<promise topic=speed tokens='about 40'>"  # bare value, no slash, fuzzy tokens
        "<sync></sync>"  # no slash; empty closing tag dropped
        '<promise topic="x"></promise>'
        '<async topic="y"/>'  # a self-closed async is a promise
        "<promise tokens=3/>"  # no topic: text
        " </async> "  # stray close: text
        '<async topic="open">left open <promise topic="z"/>'  # unclosed: unwrapped
    )
    assert parse_reply(reply).items == (
        Promise("speed", 40),
        Sync(),
        Promise("x"),
        Promise("y"),
        Text('<promise tokens=3/> </async> <async topic="open">left open '),
        Promise("z"),
    )


def test_has_tags() -> None:
    assert has_tags("x <sync/>") and has_tags("</async>")
    assert not has_tags("1. a\n2. b <b>bold</b>")


@given(document())
@settings(max_examples=300)
def test_strict_and_lenient_agree_on_valid_documents(case) -> None:
    items, text = case
    assert parse_pasta(text).items == items
    assert parse_reply(text).items == items


@given(NOISE)
@settings(max_examples=400)
def test_noise_strict_raises_only_parse_error(text: str) -> None:
    try:
        parse_pasta(text)
    except ParseError as err:
        assert err.line is not None and err.column is not None and "^" in err.context


@given(NOISE)
@settings(max_examples=400)
def test_noise_lenient_never_raises_and_keeps_text(text: str) -> None:
    doc = parse_reply(text)
    assert isinstance(doc, Document)
    if "<" not in text:
        assert doc.items == ((Text(text),) if text else ())


# --------------------------------------------------------------------------- task graph


def test_graph_of_document() -> None:
    graph = parse_pasta(EXAMPLE).to_graph()
    kinds = [(n.id, n.kind) for n in graph.nodes]
    assert kinds == [
        ("plan", "plan"),
        ("text:0", "text"),
        ("branch:0", "branch"),
        ("text:1", "text"),
        ("branch:1", "branch"),
        ("text:2", "text"),
        ("join:0", "join"),
        ("text:3", "text"),
        ("end", "join"),
    ]
    assert graph.deps("branch:0") == ("text:0",)
    assert graph.deps("branch:1") == ("text:1",)
    assert set(graph.deps("join:0")) == {"text:2", "branch:0", "branch:1"}
    assert graph.deps("end") == ("text:3",)
    answer = graph.assemble({"branch:0": "EAT", "branch:1": "SLEEP"})
    assert answer == "Here are tips for staying healthy.\nEAT\nSLEEP\nTogether these habits keep you healthy."


def test_graph_of_async_groups_and_unsynced_promises() -> None:
    graph = parse_pasta(
        '<async topic="g"><promise topic="a"/></async><promise topic="b"/><async topic="e"></async>'
    ).to_graph()
    assert [n.title for n in graph.branches] == ["a", "b", "e"]
    assert graph.deps("branch:0") == ("group:0",)
    assert graph.deps("branch:1") == ("plan",)  # main text does not wait for the group
    assert set(graph.deps("end")) == {"plan", "branch:0", "branch:1", "branch:2"}


def test_graph_validation() -> None:
    with pytest.raises(SotRuntimeError, match="cycle"):
        TaskGraph("pasta", (TaskNode("a", "text"), TaskNode("b", "text")), (("a", "b"), ("b", "a")))
    with pytest.raises(SotRuntimeError, match="unknown node"):
        TaskGraph("pasta", (TaskNode("a", "text"),), (("a", "z"),))
    with pytest.raises(SotRuntimeError, match="duplicate"):
        TaskGraph("pasta", (TaskNode("a", "text"), TaskNode("a", "join")), ())


@given(document())
@settings(max_examples=100)
def test_graph_assembles_every_text_in_order(case) -> None:
    items, _ = case
    doc = Document(items)
    graph = doc.to_graph()
    outputs = {b.id: f"[{b.title}]" for b in graph.branches}
    assert len(graph.branches) == len(doc.promises) + sum(
        1 for i in _walk(items) if isinstance(i, Async) and not i.body
    )
    order = graph.topological()
    assert order[0] == "plan" and order[-1] == "end"
    assert graph.assemble(outputs) == _flatten(items)


def _walk(items):
    for item in items:
        yield item
        if isinstance(item, Async):
            yield from _walk(item.body)


def _flatten(items) -> str:
    out = []
    for item in items:
        if isinstance(item, Text):
            out.append(item.text)
        elif isinstance(item, Promise):
            out.append(f"[{item.topic}]")
        elif isinstance(item, Async):
            out.append(_flatten(item.body) if item.body else f"[{item.topic}]")
    return "".join(out)
