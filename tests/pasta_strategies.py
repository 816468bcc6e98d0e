"""Hypothesis strategies for PASTA-LANG documents, shared by the tests/test_pasta_*.py files."""

from __future__ import annotations

import itertools

from hypothesis import strategies as st

from sot.pasta_lang.ir import Async, Item, Promise, Sync, Text, coalesce

# Text never holds "<" followed by a letter or "/", so it cannot form a tag with its neighbours.
_PLAIN = st.text(
    alphabet=st.characters(blacklist_characters="<", blacklist_categories=("Cs",)), min_size=1, max_size=12
)
_LT = st.sampled_from(["< ", "<3", "a < b", "<<  ", "<-", "<=", "<\n"])
TEXT = st.lists(st.one_of(_PLAIN, _LT), min_size=1, max_size=3).map("".join).map(Text)

TOPIC = (
    st.text(alphabet=st.characters(blacklist_categories=("Cs",)), min_size=1, max_size=30).map(str.strip).filter(bool)
)
TOKENS = st.one_of(st.none(), st.integers(min_value=1, max_value=100_000))

PROMISE = st.builds(Promise, TOPIC, TOKENS)
SYNC = st.just(Sync())


def _items(children: st.SearchStrategy[Item]) -> st.SearchStrategy[tuple[Item, ...]]:
    return st.lists(children, max_size=6).map(coalesce)


def _asyncs(children: st.SearchStrategy[Item]) -> st.SearchStrategy[Item]:
    return st.builds(Async, TOPIC, _items(children))


ITEM = st.recursive(st.one_of(TEXT, PROMISE, SYNC), _asyncs, max_leaves=12)
ITEMS = st.lists(ITEM, max_size=10).map(coalesce)


def _escape(value: str, quote: str) -> str:
    return value.replace("\\", "\\\\").replace(quote, "\\" + quote).replace("&", "&amp;")


@st.composite
def _attr(draw, name: str, value: str) -> str:
    quote = draw(st.sampled_from(['"', "'"]))
    before = draw(st.sampled_from(["", " ", "  "]))
    after = draw(st.sampled_from(["", " ", "\n"]))
    return f"{name}{before}={after}{quote}{_escape(value, quote)}{quote}"


@st.composite
def source(draw, items: tuple[Item, ...]) -> str:
    """Valid PASTA-LANG for ``items``, written with varied spacing, quotes and attribute order."""
    parts: list[str] = []
    space = st.sampled_from([" ", "  ", "\n", "\t "])
    tail = st.sampled_from(["", " ", "\n  "])
    for item in items:
        if isinstance(item, Text):
            parts.append(item.text)
        elif isinstance(item, Sync):
            parts.append(f"<sync{draw(tail)}/>")
        elif isinstance(item, Promise):
            attrs = [draw(_attr("topic", item.topic))]
            if item.tokens is not None:
                attrs.append(draw(_attr("tokens", str(item.tokens))))
            attrs = draw(st.permutations(attrs))
            parts.append("<promise" + "".join(draw(space) + a for a in attrs) + draw(tail) + "/>")
        else:
            opening = f"<async{draw(space)}{draw(_attr('topic', item.topic))}{draw(tail)}>"
            parts.append(opening + draw(source(item.body)) + f"</async{draw(tail)}>")
    return "".join(parts)


@st.composite
def document(draw) -> tuple[tuple[Item, ...], str]:
    items = draw(ITEMS)
    return items, draw(source(items))


@st.composite
def split(draw, text: str) -> list[str]:
    """``text`` cut into chunks at arbitrary places."""
    cuts = sorted(draw(st.lists(st.integers(min_value=0, max_value=len(text)), max_size=12)))
    bounds = [0, *cuts, len(text)]
    return [text[a:b] for a, b in itertools.pairwise(bounds)]


_FRAGMENTS = st.sampled_from(
    [
        "<promise",
        "<promise ",
        " topic=",
        'topic="a"',
        "topic='b c'",
        " tokens=",
        '"40"',
        "40",
        "/>",
        ">",
        "<sync/>",
        "<sync",
        "</sync>",
        "</async>",
        "<async topic='a'>",
        "<async",
        "</",
        "<",
        '"',
        "'",
        "\\",
        "&quot;",
        " ",
        "\n",
        "=",
        "text",
    ]
)
NOISE = st.one_of(
    st.text(),
    st.lists(st.one_of(_FRAGMENTS, st.text(max_size=3)), max_size=30).map("".join),
)
