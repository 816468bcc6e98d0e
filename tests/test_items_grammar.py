"""The item finder of the ``items`` mode (sot.pasta_lang.items): every request shape with its
exact items and spans, the shared instruction and context, counts, branch prompts, JSON, the
safety refusals, and properties. Fixtures are small requests written for these tests."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sot.pasta_lang.ir import Span
from sot.pasta_lang.items import MAX_ITEMS, ItemSplit, RequestItem, find_items
from tests.items_splits import split, texts

# --------------------------------------------------------------------------- list shapes


def test_numbered_list_after_an_instruction():
    request = (
        "Answer these questions:\n1. What is the capital of France?\n2. Who wrote Hamlet?\n3. How far away is the Moon?"
    )
    found = split(request)
    assert found.kind == "list"
    assert texts(found) == ["What is the capital of France?", "Who wrote Hamlet?", "How far away is the Moon?"]
    assert found.items[0].span == Span(27, 57)
    assert found.noun == "questions"
    assert found.context == "" and found.context_span is None
    assert found.instruction == "Answer this question:\n{item}"
    assert found.count is None and not found.json


@pytest.mark.parametrize("marker", ["1)", "(1)", "-", "*", "\u2022"])
def test_list_markers(marker):
    def mark(n: int) -> str:
        return marker.replace("1", str(n))

    request = f"Translate each of these sentences into French:\n{mark(1)} I like cats.\n{mark(2)} The sky is blue."
    found = split(request)
    assert texts(found) == ["I like cats.", "The sky is blue."]
    assert found.noun == "sentences"
    assert found.instruction == "Translate the following sentence into French:\n{item}"


def test_line_separated_items():
    request = "Translate the following sentences into German:\nGood morning.\nWhere is the station?\nI am tired."
    found = split(request)
    assert texts(found) == ["Good morning.", "Where is the station?", "I am tired."]
    assert found.items[1].span == Span(request.index("Where"), request.index("Where") + len("Where is the station?"))


def test_labelled_multi_line_items():
    request = (
        "Summarize each review below in one sentence.\n\n"
        "Review 1:\nGreat phone, the battery lasts two days.\n\n"
        "Review 2:\nThe screen cracked after a week.\nSupport was slow.\n\n"
        "Review 3:\nDecent value for the price."
    )
    found = split(request)
    assert texts(found) == [
        "Great phone, the battery lasts two days.",
        "The screen cracked after a week.\nSupport was slow.",
        "Decent value for the price.",
    ]
    assert found.noun == "reviews"
    assert found.instruction == "Summarize the following review in one sentence.\n\n{item}"


PASSAGE = "The Nile is the longest river in Africa. It flows north into the Mediterranean Sea."


def test_context_then_questions_heading():
    request = f"\n{PASSAGE}\n\nQuestions:\n\n1. Where does the Nile flow?\n2. Which sea does the Nile reach?\n"
    found = split(request)
    assert texts(found) == ["Where does the Nile flow?", "Which sea does the Nile reach?"]
    assert found.context == PASSAGE
    assert found.context_span == Span(1, 1 + len(PASSAGE))
    assert found.instruction == "Answer the following question about the text above:\n{item}"


def test_context_then_lead_line_and_bold_heading():
    request = f"**\n\n{PASSAGE}\n\nPlease answer the following questions based on this information.\n\n**Questions:**\n\n1. Where does the Nile flow?\n2. How long is the Nile?\n\n**"
    found = split(request)
    assert texts(found) == ["Where does the Nile flow?", "How long is the Nile?"]
    assert found.context == PASSAGE
    assert found.instruction.startswith("Please answer the following question based on this information.")


def test_context_after_the_list_under_a_passage_heading():
    request = "Answer the questions below about the passage.\n1. Who is Tom?\n2. Where does Tom live?\n\nPassage:\nTom is a baker. Tom lives in Lyon."
    found = split(request)
    assert texts(found) == ["Who is Tom?", "Where does Tom live?"]
    assert found.context == "Tom is a baker. Tom lives in Lyon."
    assert found.context_span == Span(request.index("Tom is"), len(request))


def test_numbers_that_are_not_a_count_stay_in_the_instruction():
    request = "Rate the following movie reviews on a scale of 1 to 5, with 1 being very negative:\n1. Superb.\n2. Dull."
    found = split(request)
    assert (
        found.instruction == "Rate the following movie review on a scale of 1 to 5, with 1 being very negative:\n{item}"
    )
    assert found.noun == "reviews"


def test_the_following_n_questions_with_a_trailer():
    request = "Answer the following 3 questions:\n\n1) What is DNA?\n2) What is RNA?\n3) What is a protein?\n\nAnswer each in one sentence."
    found = split(request)
    assert texts(found) == ["What is DNA?", "What is RNA?", "What is a protein?"]
    assert found.instruction == "Answer the following question:\n{item}\n\nAnswer in one sentence."


# --------------------------------------------------------------------------- fields


def test_fields_inline_before_the_context():
    ad = "We are hiring a night nurse. Full-time, $40 an hour, dental plan included."
    request = f"Extract the salary, contract type, shift and benefits from this job ad:\n\n{ad}"
    found = split(request)
    assert found.kind == "fields" and found.noun == "fields"
    assert texts(found) == ["salary", "contract type", "shift", "benefits"]
    assert found.items[1].span == Span(request.index("contract"), request.index("contract") + len("contract type"))
    assert found.context == ad
    assert found.instruction == "Extract the {item} from this job ad."


def test_fields_with_oxford_and_and_a_text_is_heading():
    request = "\nExtract Firm Name, Financial Year, and Net Sales From the following text, if you cannot find the answer say N/A.\n\nThe text is:\nAcme Ltd reported net sales of $3M for 2021.\n"
    found = split(request)
    assert texts(found) == ["Firm Name", "Financial Year", "Net Sales"]
    assert found.context == "Acme Ltd reported net sales of $3M for 2021."
    assert found.instruction == "Extract {item} From the text above, if you cannot find the answer say N/A."


def test_field_names_may_hold_from_of_and_apostrophes():
    request = "Extract Galaxy, Distance from Earth, Year of Discovery, Doctor's Name from the following text:\n\nGN-z11 is far."
    assert texts(split(request)) == ["Galaxy", "Distance from Earth", "Year of Discovery", "Doctor's Name"]


def test_identify_fields_in_a_quoted_context():
    request = 'Identify the author, the year and the genre in this excerpt: "It was the best of times."'
    found = split(request)
    assert texts(found) == ["author", "year", "genre"]
    assert found.context == "It was the best of times."
    assert found.instruction == "Identify the {item} in this excerpt."


def test_fields_after_a_colon_and_json():
    request = "Extract the following fields from the text: name, age and city. Return JSON.\n\nText: John is 34 and lives in Paris."
    found = split(request)
    assert texts(found) == ["name", "age", "city"]
    assert found.context == "John is 34 and lives in Paris."
    assert found.json
    assert found.instruction == "Extract the following field from the text: {item}. Return JSON."


def test_fields_as_a_bulleted_list():
    request = "Extract the following from the invoice:\n- invoice number\n- total amount\n- due date\n\nText: Invoice 42, total $90, due May 1."
    found = split(request)
    assert found.kind == "fields"
    assert texts(found) == ["invoice number", "total amount", "due date"]
    assert found.context == "Invoice 42, total $90, due May 1."


def test_extracting_from_each_of_several_records_splits_by_record():
    request = "Extract the names and dates from these sentences:\na) Ann came on May 1.\nb) Bob left on June 2."
    found = split(request)
    assert found.kind == "list" and found.noun == "sentences"
    assert texts(found) == ["Ann came on May 1.", "Bob left on June 2."]
    assert found.instruction == "Extract the names and dates from this sentence:\n{item}"


# --------------------------------------------------------------------------- counts


@pytest.mark.parametrize(
    ("request_", "count", "noun", "instruction"),
    [
        ("Give me 10 taglines for a bakery.", 10, "taglines", "Give me one tagline for a bakery."),
        ("Write three slogans for an electric bike shop.", 3, "slogans", "Write one slogan for an electric bike shop."),
        ("Can you list five ideas for a rainy Sunday?", 5, "ideas", "Can you give one idea for a rainy Sunday?"),
        (
            "Brainstorm twenty blog post ideas about remote work",
            20,
            "blog post ideas",
            "Brainstorm one blog post idea about remote work",
        ),
        ("I need 12 names for my new puppy.", 12, "names", "I need one name for my new puppy."),
        ("Provide me with a list of 4 jokes about cats.", 4, "jokes", "Provide me with one joke about cats."),
    ],
)
def test_counts_in_digits_and_words(request_, count, noun, instruction):
    found = split(request_)
    assert found.kind == "count" and found.items == ()
    assert (found.count, found.noun, found.instruction) == (count, noun, instruction)
    assert len(found) == count


@pytest.mark.parametrize(
    "request_",
    [
        "Give me 1 idea for dinner.",
        "Give me 51 ideas for a startup.",  # over MAX_ITEMS: refused, not capped
        "Give me 100 taglines.",
        "Give me some ideas for dinner.",
        "Write a 5-paragraph essay on climate change.",
        "Give me 3 steps to bake bread.",
        "List the 5 stages of grief.",
        "Give me the 10 best films of all time.",
        "Suggest five documentary films for film students.",
        "Explain the base rate fallacy and list five examples of it.",
        "How did the Alps shape farming? List three ideas.",
    ],
)
def test_counts_that_are_refused(request_):
    assert find_items(request_) is None
    assert MAX_ITEMS == 50


# --------------------------------------------------------------------------- prompts and JSON


def test_prompt_holds_the_context_and_only_its_item():
    request = f"{PASSAGE}\n\nQuestions:\n1. Where does the Nile flow?\n2. Which sea does the Nile reach?\n3. Which continent is the Nile in?"
    found = split(request)
    for i, item in enumerate(found.items):
        prompt = found.prompt(i)
        assert prompt.startswith(PASSAGE)
        assert item.text in prompt
        assert all(other.text not in prompt for j, other in enumerate(found.items) if j != i)
    with pytest.raises(IndexError):
        found.prompt(3)


def test_count_prompt_asks_for_one_and_names_no_number():
    found = split("Give me 4 taglines for a bakery.")
    assert [found.prompt(i) for i in range(4)] == ["Give me one tagline for a bakery."] * 4
    assert found.thing == "tagline"
    with pytest.raises(IndexError):
        found.prompt(4)


def test_json_detection():
    assert split("Answer these questions in JSON:\n1. What is DNA?\n2. What is RNA?").json
    assert not split("Answer these questions:\n1. What is DNA?\n2. What is RNA?").json
    assert split("Extract name and age from the text below as json:\n\nAnn is 30.").json


def test_split_checks_its_own_shape():
    item = RequestItem("a", Span(0, 1))
    with pytest.raises(ValueError):
        ItemSplit("list", "no slot", "", None, (item, item), None, "items", False)
    with pytest.raises(ValueError):
        ItemSplit("count", "x {item}", "", None, (), 3, "ideas", False)
    with pytest.raises(ValueError):
        ItemSplit("list", "{item}", "", None, (item,), None, "items", False)


# --------------------------------------------------------------------------- safety


@pytest.mark.parametrize(
    "request_",
    [
        "What is the capital of France?",
        "Answer this question:\n1. What is the capital of France?",
        "Here are my symptoms:\n- headache\n- fever\nWhat could it be?",
        "Here is a list of my tasks:\n1. Email Bob\n2. Buy milk\n3. Call mom\nCan you help me prioritize them?",
        "1. What is the largest country?\n2. What is its capital?",
        "Answer these:\n1. Compute 3 times 4.\n2. Then add 5 to the result above.",
        "Do these:\n1. Pick a number.\n2. Using the result of step 1, double it.",
        "Follow these steps:\n1. Preheat the oven.\n2. Mix the flour.\n3. Bake for an hour.",
        "Solve these:\n1. 2x + 3 = 7\n2. x^2 = 16",
        "Prove both:\n1. The sum of two even numbers is even.\n2. The square of an odd number is odd.",
        "Write a Python function for each of the following:\n1. reverse a string\n2. check a palindrome",
        "Debug this code:\n```python\ndef f(x):\n    return x +\n```\n1. Why does it fail?\n2. How do I fix it?",
        "Which of these is best for a beginner?\n1. Python\n2. Rust\n3. Go",
        "Rank these languages by popularity:\n- Python\n- Java\n- Go",
        "Compare the following:\n1. apples\n2. oranges",
        "Sort these words alphabetically:\n- pear\n- apple\n- fig",
        "Given the following data, identify the company with the highest profit:\na) A made $3M.\nb) B made $5M.",
        "Read the reviews below and list the points made in all of the reviews:\n- Great sound.\n- Poor battery.",
        "Write a poem about cats.",
        "",
        "   \n\n  ",
    ],
)
def test_safety_refusals(request_):
    assert find_items(request_) is None


# --------------------------------------------------------------------------- properties

WH = st.sampled_from(["What is", "Who made", "Where is", "How big is", "Why is", "When was"])
NOUNS = st.sampled_from(
    ["the Louvre", "a glacier", "the Sahara", "Mount Fuji", "a comet", "the Danube", "a violin", "the Moon",
     "a lighthouse", "the Alps", "a tulip", "Saturn", "a volcano", "the Amazon", "a cathedral", "Lake Baikal"]
)  # fmt: skip
QUESTION = st.builds(lambda wh, noun: f"{wh} {noun}?", WH, NOUNS)
LEADS = st.sampled_from(["Answer these questions:", "Please answer the following questions.", "Questions:", ""])


@given(st.lists(QUESTION, min_size=2, max_size=8, unique=True), LEADS, st.sampled_from([". ", ") "]))
@settings(max_examples=150, deadline=None)
def test_any_numbered_list_of_distinct_questions_is_found_in_order(questions, lead, mark):
    body = "\n".join(f"{i}{mark}{q}" for i, q in enumerate(questions, 1))
    request = f"{lead}\n{body}" if lead else body
    found = split(request)
    assert texts(found) == questions


FRAGMENTS = st.sampled_from(
    ["1. ", "- ", "* ", "Questions:", "Text:", "```", "\n", "\n\n", "?", "Extract ", ", ", " and ", " from the text",
     "Give me ", "10 ", "taglines", "{item}", "\x00", "\ud800", "\u2028", "\r\n", "\t", "**", "Review 1:", "two "]
)  # fmt: skip


@given(st.lists(st.one_of(FRAGMENTS, st.text(max_size=12)), max_size=40).map("".join))
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_no_request_breaks_the_finder(request):
    found = find_items(request)
    if found is not None:
        split(request)  # a split it returns is well formed
        for i in range(len(found)):
            assert isinstance(found.prompt(i), str)


# --------------------------------------------------------------------------- a planner's split


def test_a_planned_split_is_kept_only_as_the_user_wrote_it():
    from sot.pasta_lang.items import split_from_plan

    request = (
        "Our return policy: items can be returned within 30 days with a receipt.\n"
        "Customer asks whether a gift can be returned and also whether   opened boxes count."
    )
    plan = {
        "instruction": "Using the policy, answer: {item}",
        "context": "Our return policy: items can be returned within 30 days with a receipt.",
        "items": ["whether a gift can be returned", "whether opened boxes count"],  # spaces aside, as written
    }
    split = split_from_plan(request, json.dumps(plan))
    assert split is not None and split.kind == "list" and len(split) == 2
    assert [request[i.span.start : i.span.end] for i in split.items] == [i.text for i in split.items]
    assert split.items[1].text == "whether   opened boxes count"  # the user's own text, spans exact
    assert split.context_span is not None and split.prompt(0).startswith("Our return policy")
    assert split.prompt(1).endswith("answer: whether   opened boxes count")
    # the guards of the grammar hold for a planner's split too
    dependent = {**plan, "items": ["whether a gift can be returned", "then whether opened boxes count"]}
    assert split_from_plan(request.replace("also", "then"), json.dumps(dependent)) is None
    assert split_from_plan(request, json.dumps({**plan, "context": "a policy it never gave"})) is None
    assert split_from_plan(request, json.dumps({**plan, "items": "not a list"})) is None
    assert split_from_plan(request, json.dumps({**plan, "instruction": "Answer {item} and {item}"})) is None
    count = split_from_plan(request, '{"instruction": "Write one reply.", "count": 3, "things": "Replies"}')
    assert count is not None and count.kind == "count" and len(count) == 3 and count.noun == "replies"
    assert split_from_plan(request, '{"instruction": "Write one.", "count": true}') is None


# --------------------------------------------------------------------------- the line reader


LINE_FRAGMENTS = st.sampled_from(
    ["1. ", "2) ", "(3) ", "a) ", "Q4: ", "- ", "* ", "\u2022 ", "Review 2: ", "Questions:", "**Text:**", "Text: ",
     "Here are the 3 questions:", "```py", "```", "\n", "\n\n", "   ", "What is it?", "word", "x:", "12.5", "--"]
)  # fmt: skip


@given(st.lists(st.one_of(LINE_FRAGMENTS, st.text(alphabet="ab1.:)- \n`*", max_size=6)), max_size=30).map("".join))
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_the_line_reader_agrees_with_the_lines_grammar(request):
    from sot.pasta_lang.items_grammar import classify, normalise, parse_lines

    text = normalise(request)
    assert classify(text) == parse_lines(text)


@pytest.mark.parametrize(
    "request_",
    [
        "a" * 99_000,
        "give " + " " * 50_000 + "x",
        "Extract " + "A, " * 30_000 + "from the text below:",
        "?" * 90_000,
        "Questions:\n" + "\n".join(f"What is {i}?" for i in range(9_000)),
        "Give me " + "1 " * 40_000 + "ideas",
        "```\n" * 20_000,
        "1. " * 30_000,
    ],
)
def test_long_and_pathological_requests_are_read_whole(request_):
    found = find_items(request_)  # no backtracking blow-up: each returns (timed by hand, not here)
    assert found is None or len(found) <= MAX_ITEMS
