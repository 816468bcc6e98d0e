"""The annotator: answers' independent parts as PASTA-LANG, the answer given back whole."""

from __future__ import annotations

import pytest

from sot.pasta_lang.annotate import annotate, opening_promised, topic_of
from sot.pasta_lang.ir import Promise, Sync
from sot.pasta_lang.pasta import parse_pasta

LIST = """Here are some ways to improve your time management:

1. **Set clear goals**: Decide what you want to achieve each day and week.
2. **Prioritize tasks**: Do the most important work first, when you are fresh.
3. Use a calendar, so that meetings and deadlines are all in one place.
   Review it every morning.

Following these steps will help you get more done with less stress."""

PARAGRAPHS = """Regular exercise has many benefits for body and mind.

Exercise strengthens the heart and lowers blood pressure, which reduces the risk of disease.

It also helps the body keep a healthy weight by burning calories.

Physical activity improves mood: it releases endorphins that reduce stress and anxiety.

Exercise also helps you sleep better and wake up more rested.

In summary, a little exercise every day goes a long way."""

PLAIN = [
    "The capital of France is Paris.",
    "To solve 2x + 3 = 7, subtract 3 from both sides to get 2x = 4.\n\nThen divide by 2: x = 2.",
    "A short answer.\n\nWith one more paragraph.",
    'Use the <promise topic="x"/> tag carefully.',
]


def squash(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize("answer", [LIST, PARAGRAPHS])
def test_annotated_answers_parse_strictly_and_assemble_back(answer):
    annotated = annotate(answer)
    document = parse_pasta(annotated.main)  # strict: raises on any malformed tag
    promises = [i for i in document.items if isinstance(i, Promise)]
    assert annotated.forks and len(promises) == len(annotated.parts) >= 2
    assert [p.topic for p in promises] == [part.topic for part in annotated.parts]
    assert all(p.tokens and p.tokens > 0 for p in promises)
    assert squash(annotated.assemble()) == squash(answer)


def test_a_list_keeps_its_markers_in_the_main_text_and_its_closing_after_sync():
    annotated = annotate(LIST)
    assert annotated.main.startswith("Here are some ways to improve your time management:\n1. <promise")
    assert [p.topic for p in annotated.parts] == ["Set clear goals", "Prioritize tasks", "Use a calendar"]
    assert annotated.parts[2].body.endswith("Review it every morning.")  # the item's continuation line
    items = parse_pasta(annotated.main).items
    assert isinstance(items[-2], Sync) and items[-1].text.startswith("Following these steps")


def test_paragraphs_that_lean_on_the_one_before_are_written_with_it():
    annotated = annotate(PARAGRAPHS)
    bodies = [p.body for p in annotated.parts]
    assert len(bodies) == 3  # "It also helps..." joins the paragraph before it
    assert bodies[0].startswith("Exercise strengthens") and "It also helps the body" in bodies[0]
    assert bodies[1].startswith("Physical activity") and bodies[2].startswith("Exercise also helps")
    assert annotated.main.rstrip().endswith("In summary, a little exercise every day goes a long way.")


@pytest.mark.parametrize("answer", PLAIN)
def test_answers_without_independent_parts_stay_plain(answer):
    annotated = annotate(answer)
    assert not annotated.forks and annotated.main == answer.strip()


def test_topics_are_what_a_model_can_write_first():
    assert topic_of("**Sleep well**: aim for eight hours.") == "Sleep well"
    assert topic_of("Drink water throughout the day, especially when it is hot.") == "Drink water throughout the day"
    assert topic_of("One two three four five six seven eight.") == "One two three four five six"
    assert topic_of("First, make a list of what you must do today.") == "make a list of what you"


def test_token_counts_come_from_the_given_counter():
    annotated = annotate(LIST, count=lambda text: len(text))
    assert [p.tokens for p in annotated.parts] == [len(p.body) for p in annotated.parts]


def test_training_examples_are_the_run_time_requests():
    """The main example is the PASTA main call; each branch example is the fork a local model
    gets at that promise (the same messages PASTA mode builds), its target the part's body."""
    import sot
    from sot.providers.fake import FakeProvider
    from sot.templates.loader import default_prompts
    from sot.training.examples import pasta_examples

    question = "How can I improve my time management?"
    annotated = annotate(LIST)
    examples = pasta_examples(question, annotated, default_prompts())
    assert [e.kind for e in examples] == ["main", "branch", "branch", "branch"]
    assert examples[0].target == annotated.main
    fake = FakeProvider(responder=lambda request: annotated.main if request.purpose == "pasta" else "x")
    fake.native_group = True  # branches fork the main call, as on the local engines
    result = sot.orchestrate_sync(question, provider=fake, mode="pasta")
    asked = {r.label: r.messages for r in fake.requests}
    assert asked["plan:pasta"] == examples[0].messages
    for k, example in enumerate(examples[1:]):
        assert asked[f"branch:{k}:{annotated.parts[k].topic}"] == example.messages
        assert example.messages[-1].content.endswith(f'<async topic="{annotated.parts[k].topic}">')
        assert example.target == annotated.parts[k].body + "</async>"
    assert result.mode == "pasta" and len(result.branches) == 3


@pytest.mark.parametrize("answer", [LIST, PARAGRAPHS])
def test_an_opening_promised_starts_the_main_text_and_the_answer_assembles_the_same(answer):
    annotated = annotate(answer)
    promised = opening_promised(annotated)
    assert promised.main.startswith("<promise ")  # a forking answer differs from a plain one at once
    promises = [i for i in parse_pasta(promised.main).items if isinstance(i, Promise)]
    assert len(promises) == len(promised.parts) == len(annotated.parts) + 1
    assert promised.parts[1:] == annotated.parts
    assert promised.parts[0].body == answer.split("\n")[0]  # the opening, now a part
    assert squash(promised.assemble()) == squash(answer)


def test_a_list_keeps_its_first_marker_after_the_opening_promised():
    promised = opening_promised(annotate(LIST))
    assert promised.main.startswith('<promise topic="Here are some ways to improve"')
    assert '"/>\n1. <promise topic="Set clear goals"' in promised.main


@pytest.mark.parametrize("answer", [*PLAIN, "1. Apples are red.\n2. Pears are green."])
def test_nothing_to_promise_leaves_the_annotation_as_it_is(answer):
    annotated = annotate(answer)  # plain, or a list that opens the answer
    assert opening_promised(annotated) == annotated
