"""The items planner's reply grammar (GBNF): the pointer forms the reply parser reads, and no other.

:func:`~sot.pasta_lang.gbnf.item_plan_gbnf` is checked two ways: read as a regular expression
(the grammar has no recursion), every good reply of ``tests/test_items_model_split.py`` matches
it and replies it generates parse with :func:`~sot.pasta_lang.items.plan.split_from_pointers`
(refused, where they are, for what they point at, never for their form); and where llama.cpp is
installed, its grammar sampler compiles the grammar and accepts or refuses replies token by token.
"""

from __future__ import annotations

import ctypes
import importlib.util
import re
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import sot
from sot.pasta_lang.gbnf import item_plan_gbnf
from sot.pasta_lang.items.plan import split_from_pointers
from sot.providers.fake import FakeProvider
from tests.test_items_model_split import GOOD_INLINE, INLINE, PASSAGE

#: (request, good reply) as tests/test_items_model_split.py uses them
_FIELDS = (
    "Extract Full_Name, Date of Birth and Home City from the text below as key value pairs.\n\n"
    "Text: Maria Lopez (born 3 May 1990) moved to Lisbon last spring."
)
_QUOTED = 'Explain "What is inflation?", "Why do banks raise rates?" and "How does inflation affect savings?" simply.'
_BAKERY = (
    "Hi there,\n\nWe run a small bakery and use your booking app.\n\n"
    "Can customers pay a deposit online?\n\nWe also sell cakes by the slice. Can the app show a menu?\n\n"
    "Kind regards,\nJanelle"
)
GOOD = [
    (PASSAGE, "ITEMS 6-8\nASK 1"),
    (INLINE, GOOD_INLINE),
    (_FIELDS, 'FIELDS 1:"Full_Name", 1:"Date of Birth", 1:"Home City"\nASK 1'),
    ("randomly generate 3 tags for the support ticket below\n\nTicket: my printer prints blank pages", "COUNT 3 tags\nASK 1"),
    ("Answer these:\nsolve x^2 = 4\nsolve y + 1 = 3", "ITEMS 2-3\nASK 1"),
    ("Translate to French:\nGood morning\n\nGood night", "ITEMS 2-4\nASK 1"),
    ("Translate to French:\nGood morning\n\nGood night", "ITEMS 3, 4\nASK 1"),
    ("Antworte bitte:\n1. Wie alt ist Berlin?\n- Wie hoch ist der Fernsehturm?\n* **Wo liegt Potsdam?**", "ITEMS 2-4\nASK 1"),
    (_QUOTED, 'ITEMS 1:"What is inflation..." 1:"Why do banks..." 1:"How does inflation..."'),
    (_BAKERY, 'ITEMS 5:"Can customers pay...", 7:"Can the app show..."'),
    ("Hello,\nPlease translate into Spanish:\n- good morning\n- see you soon\nThanks!", "ITEMS 3-4\nASK 2"),
    ("Help me:\n- What is the largest country?\n- What is its capital?", "ITEMS 2-3\nASK 1"),
    ("Give me 5 names.", "COUNT 5 names"),
    (INLINE, "NONE"),
]  # fmt: skip


def n_lines(request: str) -> int:
    return request.count("\n") + 1


# --------------------------------------------------------------------------- the grammar as a regex

_TOKEN = re.compile(
    r'\s*(?:(?P<lit>"(?:\\.|[^"\\])*")|(?P<cls>\[(?:\\.|[^\]\\])*\])|(?P<name>[a-z]+)|(?P<op>[()|?*+]|\{\d+,\d+\}))'
)


def _literal(text: str) -> str:
    return re.escape(text[1:-1].encode().decode("unicode_escape"))


def to_regex(grammar: str) -> str:
    """A regular expression matching what ``grammar`` (a GBNF of literals, classes, groups,
    alternatives, ``? * + {m,n}`` and rules referring to later ones, no recursion) describes."""
    rules = dict(line.split(" ::= ", 1) for line in grammar.strip().split("\n"))

    def rule(name: str) -> str:
        out, body, at = [], rules[name], 0
        while at < len(body):
            m = _TOKEN.match(body, at)
            assert m is not None and m.end() > at, body[at:]
            at = m.end()
            if m.group("lit"):
                out.append(_literal(m.group("lit")))
            elif m.group("cls"):
                out.append(m.group("cls"))  # GBNF's class escapes (\xHH \uHHHH) are Python's
            elif m.group("name"):
                out.append(f"(?:{rule(m.group('name'))})")
            else:
                out.append({"(": "(?:"}.get(m.group("op"), m.group("op")))
        return "".join(out)

    return rule("root")


@pytest.mark.parametrize(("request_text", "reply"), GOOD)
def test_every_good_reply_is_in_the_grammar(request_text, reply):
    assert re.fullmatch(to_regex(item_plan_gbnf(n_lines(request_text))), reply), reply


@pytest.mark.parametrize(
    ("lines", "reply"),
    [
        (1, "ITEMS 7"),  # no such line (a copy of the prompt's example)
        (1, "ITEMS 1-1"),  # a one-line request: its items by their words only
        (1, "ITEMS 1"),
        (8, "ITEMS 4-4"),  # a range ends after it starts
        (8, "ITEMS 6-3"),
        (8, "ITEMS 4-"),  # cut short
        (8, 'ITEMS 2:"What is'),
        (8, "ITEMS 9"),
        (8, "Sure! ITEMS 2-3"),  # text before the pointers
        (8, "ITEMS 2-3\nASK 1\nThanks"),  # text after them
        (8, "[1] Question one"),
        (8, "ITEMS (or ITEMS 4, 6, 9)"),
        (8, "COUNT 400 taglines"),
        (8, "COUNT 1 tagline"),
        (8, 'ITEMS 2:"what is""'),  # a quote in the words
        (8, 'ITEMS 2:"what  is"'),  # no words between two spaces (and a bound on words would glue them)
    ],
)
def test_replies_the_parser_refuses_for_their_form_are_not_in_the_grammar(lines, reply):
    assert not re.fullmatch(to_regex(item_plan_gbnf(lines)), reply)


def test_line_numbers_are_exactly_the_requests():
    for n in (*range(1, 60), 99, 100, 101, 399, 400, 401, 1000, 1234):
        line = re.compile(to_regex(item_plan_gbnf(n)))
        found = [k for k in range(1, max(n, 45) + 3) if line.fullmatch(f'ITEMS 1:"a" {k}:"b"')]
        assert found == list(range(1, n + 1)), n
    ranges = re.compile(to_regex(item_plan_gbnf(12)))
    assert [(a, b) for a in range(1, 14) for b in range(1, 14) if ranges.fullmatch(f"ITEMS {a}-{b}")] == [
        (a, b) for a in range(1, 13) for b in range(a + 1, 13)
    ]
    assert ranges.fullmatch("ITEMS 3-2") is None and re.fullmatch(to_regex(item_plan_gbnf(50)), "ITEMS 45-49")
    with pytest.raises(ValueError):
        item_plan_gbnf(0)


def test_the_grammar_is_short():
    for n in (1, 8, 40, 400):
        assert len(item_plan_gbnf(n).splitlines()) <= 6 and len(item_plan_gbnf(n)) < 2500


_REQUESTS = [INLINE, PASSAGE, _FIELDS, _BAKERY, "Give me 5 names.", "Translate to French:\nGood morning\n\nGood night"]


@pytest.mark.parametrize("request_text", _REQUESTS)
def test_what_the_grammar_writes_the_parser_reads(request_text):
    """Any reply the grammar allows parses: a refusal is for what it points at (a blank line,
    words not there, one item), never that it does not parse, points at nothing or was cut short."""
    replies = st.from_regex(to_regex(item_plan_gbnf(n_lines(request_text))), fullmatch=True)

    @given(reply=replies)
    @settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    def check(reply: str) -> None:
        split, why = split_from_pointers(request_text, reply)
        assert (split is None) == bool(why)
        for form in ("do not parse", "does not parse", "points at nothing", "cut short", "describes no split"):
            assert form not in why, (reply, why)
        assert "the request has" not in why and "not lines in order" not in why, (reply, why)

    check()


# --------------------------------------------------------------------------- llama.cpp's own sampler


@pytest.fixture(scope="module")
def vocab() -> Iterator[tuple[object, object]]:
    """llama.cpp and the vocabulary of the default local model (its weights not loaded)."""
    if importlib.util.find_spec("llama_cpp") is None:
        pytest.skip("llama-cpp-python is not installed")
    from sot.errors import ConfigError
    from sot.local_backend.llama_lib import library
    from sot.local_backend.loading import default_model_path

    try:
        path = default_model_path()
    except ConfigError:
        pytest.skip("the default local model is not installed")
    lib = library()
    params = lib.llama_model_default_params()
    params.vocab_only = True
    model = lib.llama_model_load_from_file(str(path).encode(), params)
    if not model:
        pytest.skip("llama.cpp could not read the default model's vocabulary")
    yield lib, lib.llama_model_get_vocab(model)
    lib.llama_model_free(model)


def _allows(lib, sampler, token: int) -> bool:
    data = (lib.llama_token_data * 1)(lib.llama_token_data(token, 0.0, 0.0))
    array = lib.llama_token_data_array(data=data, size=1, selected=-1, sorted=False)
    lib.llama_sampler_apply(sampler, ctypes.byref(array))
    return data[0].logit > float("-inf")


def accepts(vocab, grammar: str, reply: str) -> bool:
    """Whether llama.cpp's grammar sampler lets a model write ``reply`` and then stop."""
    lib, voc = vocab
    sampler = lib.llama_sampler_init_grammar(voc, grammar.encode(), b"root")
    assert sampler, "llama.cpp does not compile the grammar"
    try:
        raw = reply.encode()
        tokens = (lib.llama_token * (len(raw) + 8))()
        count = lib.llama_tokenize(voc, raw, len(raw), tokens, len(tokens), False, True)
        for token in tokens[:count]:
            if not _allows(lib, sampler, token):
                return False
            lib.llama_sampler_accept(sampler, token)
        return _allows(lib, sampler, lib.llama_vocab_eos(voc))
    finally:
        lib.llama_sampler_free(sampler)


def test_llama_cpp_compiles_the_grammar_and_reads_it_as_the_parser_does(vocab):
    for request_text, reply in GOOD:
        assert accepts(vocab, item_plan_gbnf(n_lines(request_text)), reply), reply
    for n in (1, 2, 9, 10, 40, 41, 400):
        assert accepts(vocab, item_plan_gbnf(n), "NONE")
    grammar = item_plan_gbnf(8)
    for reply in ("ITEMS 9", "ITEMS 4-", "ITEMS 4-4", 'ITEMS 2:"What is', "Sure! ITEMS 2-3", "NONE\nThanks"):
        assert not accepts(vocab, grammar, reply), reply
    assert not accepts(vocab, item_plan_gbnf(1), "ITEMS 1-1") and accepts(vocab, item_plan_gbnf(1), GOOD_INLINE)


# --------------------------------------------------------------------------- the planner's request


@pytest.mark.anyio
async def test_the_planner_request_carries_the_grammar_for_the_requests_lines(monkeypatch):
    monkeypatch.setattr("sot.pasta_lang.items.find_items", lambda request: None)
    fake = FakeProvider(responder=lambda r: "ITEMS 6-8\nASK 1" if r.purpose == "item_plan" else "An answer.")
    await sot.orchestrate(PASSAGE, provider=fake, mode="items")
    plan = next(r for r in fake.requests if r.purpose == "item_plan")
    assert plan.grammar == item_plan_gbnf(8) and plan.temperature == 0.0
    assert all(r.grammar is None for r in fake.requests if r is not plan)
