"""The items assembler's invariants (sot.pasta_lang.items.assemble), whatever labels it is given:
a split it returns has 2 or more items, each the request's own text at its span, in the
request's order, none twice, one ``{item}`` slot (a count: none, and a count it states); a list
of the request's own marked lines is never cut short; and the vetoes table is what ``vetoed``
reads."""

from __future__ import annotations

import itertools
import json
from importlib import resources

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sot.pasta_lang.items.assemble import SHAPES, from_labels, vetoed
from sot.pasta_lang.items.count import count_phrase
from sot.pasta_lang.items.find import default_tagger, find_with
from sot.pasta_lang.items.lexicon import KEYS
from sot.pasta_lang.items.segments import units
from sot.pasta_lang.items.split import MAX_LIST_ITEMS, MIN_ITEMS, SLOT
from sot.pasta_lang.items.tagger import LABELS, WINDOW, Tagger, _viterbi, features

REQUESTS = [
    "Answer these questions:\n1. What is DNS?\n2. What port does HTTPS use?\n3. Who made the web?",
    "Extract the name, age and city from the text below.\n\nText: Maria Lopez, 34, moved to Lisbon.",
    "Give me 5 taglines for a bakery. Keep them short.",
    "Hi,\nCan you tell me when it ships? And can I change the colour?\nThanks!\nDana",
    "Translate into French:\n- good morning\n- see you soon\n- good morning",
    'Answer these: ["What is AI?", "Who made Python?"]',
]
words = st.text(alphabet=st.sampled_from("abc xyz?.,:-\n1"), min_size=0, max_size=120)


def check(request: str, split) -> None:
    if split is None:
        return
    if split.kind == "count":
        assert not split.items and SLOT not in split.instruction
        assert split.count is not None and split.count >= MIN_ITEMS
        assert count_phrase(request) is not None
        return
    assert MIN_ITEMS <= len(split.items) <= MAX_LIST_ITEMS
    assert split.instruction.count(SLOT) == 1
    spans = [(it.span.start, it.span.end) for it in split.items]
    assert all(request[a:b] == it.text and it.text.strip() for (a, b), it in zip(spans, split.items, strict=True))
    assert all(x[1] <= y[0] for x, y in itertools.pairwise(spans))  # in order, no overlap
    keys = [" ".join(it.text.casefold().split()) for it in split.items]
    assert len(set(keys)) == len(keys)
    if split.context_span is not None:
        assert request[split.context_span.start : split.context_span.end] == split.context


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(REQUESTS), st.data())
def test_any_labels_give_a_split_that_holds_or_none(request, data):
    us = units(request)
    labels = data.draw(st.lists(st.sampled_from("OBIN"), min_size=len(us), max_size=len(us)))
    labels = [("B" if y == "I" and (k == 0 or labels[k - 1] in "ON") else y) for k, y in enumerate(labels)]
    check(request, from_labels(request, us, labels))


@settings(max_examples=100, deadline=None)
@given(words, st.data())
def test_any_text_and_labels_never_raise_and_hold(request, data):
    us = units(request)
    for u in us:
        assert request[u.start : u.end].strip() == request[u.start : u.end] and u.end > u.start
    labels = data.draw(st.lists(st.sampled_from("OBIN"), min_size=len(us), max_size=len(us)))
    labels = [("B" if y == "I" and (k == 0 or labels[k - 1] in "ON") else y) for k, y in enumerate(labels)]
    check(request, from_labels(request, us, labels))


def test_a_list_running_into_the_untagged_middle_is_refused_not_cut():
    """A tagger that labels every marked line an item: a list longer than both windows together is
    split whole, none of its lines left out."""
    request = "Answer these:\n" + "\n".join(f"{i}. What is the capital of country {i}?" for i in range(1, 301))
    everything = Tagger({"mk=num": (0.0, 5.0, 0.0, 0.0)}, tuple((0.0, 0.0, 0.0, 0.0) for _ in range(5)), 0.0, 0.0)
    split = find_with(everything, request)
    assert split is not None and len(split.items) == 300  # the run of marked lines is tagged to its end
    assert len(units(request)) > 2 * WINDOW


def test_the_untagged_middle_is_decoded_as_the_full_chain_would():
    """Decoding a long request's untagged middle as one unit gives the labels and margin Viterbi
    over every unit gives."""
    tagger = default_tagger()
    assert tagger is not None
    request = "Translate each of these into French:\n" + "\n".join(
        f"{i}. The cat sat on mat {i}." for i in range(1, 200)
    )
    us = units(request)
    assert len(us) > 2 * WINDOW
    labels, gain = tagger.tag(request, us)
    scores = [tagger._emit(f) for f in features(request, us)]
    path, best = _viterbi(scores, tagger.transitions)
    t = tagger.transitions
    plain = t[0][0] + sum(e[0] for e in scores) + t[1][0] * (len(scores) - 1)
    assert labels == [LABELS[y] for y in path]
    assert abs(gain - (best - plain)) < 1e-6


def test_the_vetoes_table_reads_lexicon_keys_and_vetoed_names_its_rows():
    rows = json.loads(resources.files("sot.pasta_lang.items").joinpath("vetoes.json").read_text(encoding="utf-8"))
    assert {"id", "where", "lexicon", "why"} <= set(rows[0])
    assert all(r["lexicon"] in KEYS if "lexicon" in r else r["shape"] in SHAPES for r in rows)
    lines = ["#include <SPI.h>", "#include <Wire.h>"]
    assert vetoed(items=["SPI.h", "Wire.h"], item_lines=lines) == "code_lines"
    assert vetoed(items=["What is os.path.join?", "Why use it?"], item_lines=["What is os.path.join?"] * 2) is None
    assert vetoed(instruction="Compare these phones and pick the best") == "compare"
    assert vetoed(items=["Find the area", "then use it to find the volume"]) == "depends"
    assert vetoed(noun="minutes", count_sentence="Give me 5 minutes") == "count_unit"
    assert vetoed(instruction="Answer these questions", items=["What is DNS?", "Who made it?"]) is None


@pytest.mark.parametrize(
    ("text", "labels", "items"),
    [
        ("Japonya, Kanada ve Mısır'ın başkentleri nedir?", "BBBO", ["Japonya", "Kanada", "Mısır"]),  # a suffix after '
        ("프랑스, 독일, 스페인의 수도가 어디야?", "BBBO", ["프랑스", "독일", "스페인"]),  # the genitive particle
        (
            "استخرج من النص التالي: الاسم، تاريخ الميلاد، ورقم الهاتف",
            "OBBB",
            ["الاسم", "تاريخ الميلاد"],
        ),  # Arabic commas
    ],
    ids=["turkish suffix", "korean particle", "arabic comma"],
)
def test_an_items_suffix_particle_and_arabic_comma_are_not_part_of_it(text, labels, items):
    split = from_labels(text, units(text), list(labels))
    assert split is not None and [i.text for i in split.items][: len(items)] == items


def test_the_sentences_question_mark_is_not_the_last_names():
    text = "What are the capitals of Peru, Chile and Bolivia?"
    split = from_labels(text, units(text), list("OBBB"))
    assert split is not None and [i.text for i in split.items] == ["Peru", "Chile", "Bolivia"]
    assert " ".join(split.prompt(2).split()) == "What are the capitals of Bolivia"
    text = "Quelles sont les capitales du Pérou, du Chili et de la Bolivie ?"  # the French space before it goes too
    split = from_labels(text, units(text), list("OBBBI"))
    assert split is not None and split.items[-1].text == "de la Bolivie"


def test_an_inline_run_of_names_is_read_with_the_words_around_it():
    """Each name of a short run on one line ("Mozart, Beethoven and Bach") carries the run's length,
    the first and last words of the unit before it (the question over them), the word trailing it
    and whether the sentence asks; the unit before carries that it heads a run; prose clauses carry none."""
    request = "When were Mozart, Beethoven and Bach born?"
    us = units(request)
    feats = dict(zip((request[u.start : u.end] for u in us), features(request, us), strict=True))
    for name in ("Mozart", "Beethoven", "Bach"):
        assert {"r:n=3", "r:h0=when", "r:hl=were", "r:t=born", "r:q=True", "r:up=True"} <= set(feats[name])
    assert {"rh:n=3", "rh:r:q=True"} <= set(feats["When were"])
    assert not any(f.startswith(("r:", "rh:")) for f in feats["born?"])
    prose = "I tried restarting the router twice this morning, and the lights on the front keep blinking orange."
    assert not any(f.startswith(("r:", "rh:")) for fs in features(prose, units(prose)) if fs for f in fs)
