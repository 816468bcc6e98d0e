"""Writes ``tests/data/items_cases.jsonl``: the items finder's phrasing test cases as labelled rows.

Each row is one request and what the finder must return for it, taken from what the tests
assert (never from what the finder answers today):

    {"id": "<test file stem>:<test or list name>:<n>", "request": "...",
     "kind": "list|fields|count|none", "items": [...], "count": null|N,
     "context": null|"<the exact context>", "instruction_has": null|"<text the instruction holds>"}

``kind`` "none" is a request answered whole. ``context`` and ``instruction_has`` are given
only where a test checks them exactly. The rows come from ``tests/test_items_phrasing.py``,
``tests/test_items_phrasing_dev2.py``, ``tests/test_items_phrasing_dev3.py``,
``tests/test_items_partial_list.py`` and the plain finding checks of
``tests/test_items_grammar.py`` and ``tests/test_items_limits.py``: the parametrized lists are
read from the test functions' ``parametrize`` marks, the single tests are written out below
by hand. Where a test names items but not their kind, the kind is the one its like rows
assert (a form or a list of details to take out of a source is ``fields``; lines, terms and
questions are ``list``); such rows say so in a comment.

Run ``python tests/data/make_items_cases.py`` from the repository root; the output is the
same on every run. Every item is checked to be an exact substring of its request, every id
and every request to appear once.
"""

from __future__ import annotations

import importlib
import json
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
OUT = Path(__file__).with_name("items_cases.jsonl")
KINDS = ("list", "fields", "count", "none")

if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def module(stem: str) -> Any:
    """The test module ``tests/<stem>.py``."""
    return importlib.import_module(f"tests.{stem}")


def row(
    id_: str,
    request: str,
    kind: str,
    items: Iterable[str] = (),
    count: int | None = None,
    context: str | None = None,
    instruction_has: str | None = None,
) -> dict[str, Any]:
    """One case, in the file's key order."""
    return {
        "id": id_,
        "request": request,
        "kind": kind,
        "items": list(items),
        "count": count,
        "context": context,
        "instruction_has": instruction_has,
    }


def parameters(stem: str, test: str) -> list[Any]:
    """The values of the ``parametrize`` mark of test function ``test`` in ``tests/<stem>.py``."""
    marks = [m for m in getattr(getattr(module(stem), test), "pytestmark", []) if m.name == "parametrize"]
    if len(marks) != 1:
        raise ValueError(f"{stem}.{test}: expected one parametrize mark, found {len(marks)}")
    return list(marks[0].args[1])


# (file stem, test, kind, what each parameter is: "request", "items", "count", "instruction_has",
# or None for a parameter that is not a row field, such as a noun or an instruction the
# grammar tests pin word for word)
PARAMETRIZED: list[tuple[str, str, str, tuple[str | None, ...]]] = [
    # test_items_phrasing.py
    ("test_items_phrasing", "test_unnumbered_question_lines", "list", ("request", "items")),
    ("test_items_phrasing", "test_several_questions_in_a_message", "list", ("request", "items")),
    ("test_items_phrasing", "test_questions_that_stay_whole", "none", ("request",)),
    ("test_items_phrasing", "test_counts_as_users_write_them", "count", ("request", "count", "instruction_has")),
    ("test_items_phrasing", "test_counts_that_stay_whole", "none", ("request",)),
    ("test_items_phrasing", "test_fields_as_users_write_them", "fields", ("request", "items")),
    ("test_items_phrasing", "test_fields_that_stay_whole", "none", ("request",)),  # one row overridden below
    ("test_items_phrasing", "test_lists_as_users_write_them", "list", ("request", "items")),  # kind by like rows
    ("test_items_phrasing", "test_lists_that_stay_whole", "none", ("request",)),
    ("test_items_phrasing", "test_attribute_lists", "fields", ("request", "items")),
    ("test_items_phrasing", "test_fields_asked_for_loosely", "fields", ("request", "items")),  # kind by like rows
    # test_items_phrasing_dev2.py
    ("test_items_phrasing_dev2", "test_chit_chat_and_rhetorical_questions_stay_whole", "none", ("request",)),
    ("test_items_phrasing_dev2", "test_counts_spelled_in_other_languages_noun_first_and_of_them", "count",
     ("request", "count")),
    ("test_items_phrasing_dev2", "test_fields_in_more_phrasings", "fields", ("request", "items")),
    ("test_items_phrasing_dev2", "test_terms_asked_about_inside_one_question", "list", ("request", "items")),
    ("test_items_phrasing_dev2", "test_a_question_over_several_things_is_not_a_term_list", "none", ("request",)),
    ("test_items_phrasing_dev2",
     "test_questions_joined_by_also_that_point_back_or_fill_a_long_post_stay_whole", "none", ("request",)),
    ("test_items_phrasing_dev2", "test_two_joined_clauses_or_parts_that_are_not_questions_stay_whole", "none",
     ("request",)),
    ("test_items_phrasing_dev2", "test_one_piece_from_a_list_a_choice_or_a_follow_up_stays_whole", "none",
     ("request",)),
    # test_items_phrasing_dev3.py
    ("test_items_phrasing_dev3", "test_lookalikes_of_joined_questions_stay_whole", "none", ("request",)),
    ("test_items_phrasing_dev3", "test_fields_in_prose_in_the_general_shape", "fields", ("request", "items")),
    # the test only forbids a fields split; each is a request to answer whole (see its comments)
    ("test_items_phrasing_dev3", "test_lookalikes_of_prose_fields_are_not_split_as_fields", "none", ("request",)),
    ("test_items_phrasing_dev3", "test_counts_in_more_shapes", "count", ("request", "count")),
    # the test only forbids a count split; each is a request to answer whole (see its comments)
    ("test_items_phrasing_dev3", "test_lookalikes_of_counts_stay_whole", "none", ("request",)),
    ("test_items_phrasing_dev3", "test_lookalikes_of_inline_numbered_items_stay_whole", "none", ("request",)),
    # test_items_grammar.py (nouns and instructions left out: wording, not finding)
    ("test_items_grammar", "test_counts_in_digits_and_words", "count", ("request", "count", None, None)),
    ("test_items_grammar", "test_counts_that_are_refused", "none", ("request",)),
    ("test_items_grammar", "test_safety_refusals", "none", ("request",)),
]  # fmt: skip


def parametrized_rows() -> list[dict[str, Any]]:
    """The rows of every test in :data:`PARAMETRIZED`, in the order of its parameters."""
    rows = []
    for stem, test, kind, names in PARAMETRIZED:
        for n, values in enumerate(parameters(stem, test)):
            values = values if isinstance(values, tuple) else (values,)
            if len(values) != len(names):
                raise ValueError(f"{stem}.{test}[{n}]: {len(values)} values for {names}")
            fields = {name: value for name, value in zip(names, values) if name is not None}
            rows.append(row(f"{stem}:{test}:{n}", kind=kind, **fields))
    return rows


def marker_rows() -> list[dict[str, Any]]:
    """``test_items_grammar.test_list_markers``: the same two sentences under each list marker."""
    rows = []
    for n, marker in enumerate(parameters("test_items_grammar", "test_list_markers")):

        def mark(k: int, marker: str = marker) -> str:
            return marker.replace("1", str(k))

        request = f"Translate each of these sentences into French:\n{mark(1)} I like cats.\n{mark(2)} The sky is blue."
        rows.append(
            row(f"test_items_grammar:test_list_markers:{n}", request, "list", ["I like cats.", "The sky is blue."])
        )
    return rows


#: what the single tests that re-read a parametrized row add to it: (row id, key, value)
EXTRA: list[tuple[str, str, str]] = [
    # test_question_lines_after_a_passage_keep_the_passage_as_context (the context starts with
    # "The Danube flows" and ends with "in Romania.": that passage)
    (
        "test_items_phrasing:test_unnumbered_question_lines:1",
        "context",
        "The Danube flows through ten countries, more than any other river in the world. It rises in the "
        "Black Forest and empties into the Black Sea through a wide delta in Romania.",
    ),
    (
        "test_items_phrasing:test_unnumbered_question_lines:1",
        "instruction_has",
        "Answer the following question about the text above:\n{item}",
    ),
    # test_questions_in_another_language_are_asked_as_they_are checks the instruction is "{item}"
    # alone: no substring says that, so its row (test_unnumbered_question_lines:5) gains nothing
    # test_a_form_branch_fills_its_own_field
    ("test_items_phrasing:test_fields_as_users_write_them:5", "context", module("test_items_phrasing").NOTE),
    # test_a_table_header_is_the_context_of_its_rows
    ("test_items_phrasing:test_lists_as_users_write_them:5", "context", "name,type,price"),
]

#: rows of a parametrized "stays whole" test whose test asks less than that: (row id, new fields)
OVERRIDE: dict[str, dict[str, Any]] = {
    # "a sentence broken over lines, not a form": the test allows a split as long as the broken
    # line is no field; the fields are those of the same request unbroken
    # (test_items_grammar:test_fields_with_oxford_and_and_a_text_is_heading:0)
    "test_items_phrasing:test_fields_that_stay_whole:3": {"kind": "fields", "items": ["Name", "Age", "City"]},
}


def phrasing_rows() -> list[dict[str, Any]]:
    """The single tests of ``tests/test_items_phrasing.py``."""
    s = "test_items_phrasing"
    mount_kenya = (
        "Mount Kenya is the second-highest mountain in Africa, at 5,199 metres, and lies just south of the equator."
        "\n\nNow answer: Where is it? How high is it? Which is higher?"
    )
    null_pointers = "What are null pointer errors and what causes them?\n\nWhat tools can find their cause?"
    return [
        row(
            f"{s}:test_quoted_questions_in_one_sentence:0",
            'Could you answer "What is a bond?", "Why do bond prices fall?" and "What is a yield?" for a beginner?',
            "list",
            ["What is a bond?", "Why do bond prices fall?", "What is a yield?"],
            instruction_has='Could you answer "{item}" for a beginner?',
        ),
        row(
            f"{s}:test_fields_of_several_records_split_by_record:0",
            "Extract the names and dates from each of these emails:\n\nMail one: Ann, May 1.\n\nMail two: Bob, June 2.",
            "list",
            ["Mail one: Ann, May 1.", "Mail two: Bob, June 2."],
        ),
        row(  # kind by like rows: details to take out of a source are fields
            f"{s}:test_the_context_heading_after_a_list_of_fields:0",
            "I need these details out of the lease:\n- Landlord\n- Monthly Rent\n- Start Date\n\n"
            "Lease text:\nThis lease between Ana Ruiz and Tom Lee starts on 1 May at 950 EUR a month.",
            "fields",
            ["Landlord", "Monthly Rent", "Start Date"],
            context="This lease between Ana Ruiz and Tom Lee starts on 1 May at 950 EUR a month.",
        ),
        row(f"{s}:test_two_question_lines_with_nothing_saying_they_are_a_list_stay_whole:0", null_pointers, "none"),
        row(  # the test asks only for a split: its two question lines
            f"{s}:test_two_question_lines_with_nothing_saying_they_are_a_list_stay_whole:1",
            "Questions:\n" + null_pointers,
            "list",
            ["What are null pointer errors and what causes them?", "What tools can find their cause?"],
        ),
        row(
            f"{s}:test_a_count_in_japanese:0",
            "5つのキャッチコピーを考えてください",
            "count",
            count=5,
            instruction_has="1つのキャッチコピーを考えてください",
        ),
        row(f"{s}:test_a_count_in_another_language_keeps_the_guards:0", "Gib mir die 5 besten Filme von 2020.", "none"),
        row(
            f"{s}:test_a_count_in_another_language_keeps_the_guards:1", "Donne-moi 3 étapes pour cuire du pain.", "none"
        ),
        row(
            f"{s}:test_each_in_one_sentence_is_per_item_not_one_text:0",
            "Summarize each of these reviews in one sentence and return the result as a JSON array.\n\n"
            "Great fit, fast shipping.\n\nToo small, returned it.\n\nColour faded after one wash.",
            "list",
            ["Great fit, fast shipping.", "Too small, returned it.", "Colour faded after one wash."],
        ),
        row(
            f"{s}:test_question_lines_then_their_passage_under_a_heading:0",
            "Answer the questions about the text below.\nWhen was the bridge opened?\nHow long is it?\n\n"
            "Text:\nThe bridge opened in 1937 and is 2.7 km long.",
            "list",
            ["When was the bridge opened?", "How long is it?"],
            context="The bridge opened in 1937 and is 2.7 km long.",
        ),
        row(
            f"{s}:test_lines_to_translate_are_not_field_names:0",
            "Translate these into German and give me the result as JSON:\nGood night\nSee you soon\nHow much is it?",
            "list",
            ["Good night", "See you soon", "How much is it?"],
        ),
        row(
            f"{s}:test_a_greeting_before_a_question_is_not_a_message_of_questions:0",
            "Hi, can you help me plan a trip to Rome? What should I see?",
            "none",
        ),
        row(
            f"{s}:test_a_greeting_before_a_question_is_not_a_message_of_questions:1",
            "Guten Tag,\nwann kommt das Paket? Kann ich die Adresse ändern?\nDanke",
            "list",
            ["wann kommt das Paket?", "Kann ich die Adresse ändern?"],
        ),
        row(
            f"{s}:test_lines_that_are_not_what_the_lead_names_stay_whole:0",
            "Answer the questions below.\n\nThe river rose all night.\n\nThe town slept.\n\nBy morning the bridge was gone.",
            "none",
        ),
        row(
            f"{s}:test_summarizing_a_list_is_one_answer:0",
            "Can you summarize these meeting notes?\n- budget approved\n- launch moved to May\n- hiring freeze",
            "none",
        ),
        row(f"{s}:test_a_short_lead_before_a_paragraph_of_questions:0", mount_kenya, "none"),
        row(
            f"{s}:test_a_short_lead_before_a_paragraph_of_questions:1",
            mount_kenya.replace("Which is higher?", "What is it made of?"),
            "list",
            ["Where is it?", "How high is it?", "What is it made of?"],
        ),
        row(  # kind by like rows: a form to complete from a source is fields
            f"{s}:test_a_bulleted_form_with_its_source_after_it:0",
            "Using the email below, complete:\n- Sender:\n- Date:\n- Request:\n\n"
            "Email: From Tom, 3 May: please send the invoice again.",
            "fields",
            ["Sender", "Date", "Request"],
            context="From Tom, 3 May: please send the invoice again.",
        ),
    ]


def dev2_rows() -> list[dict[str, Any]]:
    """The single tests of ``tests/test_items_phrasing_dev2.py``."""
    s = "test_items_phrasing_dev2"
    return [
        row(
            f"{s}:test_questions_joined_on_by_also_and_oh_and_are_items:0",
            "Visiting Prague in May. Do I need cash for trams? Also which area is quiet to stay in? "
            "Oh and is the castle free to enter?",
            "list",
            ["Do I need cash for trams?", "which area is quiet to stay in?", "is the castle free to enter?"],
        ),
        row(
            f"{s}:test_a_last_question_joined_on_without_its_mark:0",
            "how long do eggs keep in the fridge? also can you freeze cheese? and how long does rice keep",
            "list",
            ["how long do eggs keep in the fridge?", "can you freeze cheese?", "how long does rice keep"],
        ),
        row(
            f"{s}:test_first_second_third_questions_lose_their_ordinals:0",
            "Hello,\n\nThree things. First, can you move my delivery to Friday? Second, who do I call about a "
            "damaged box? Third, is there a fee for weekend delivery?\n\nThanks,\nAli",
            "list",
            [
                "can you move my delivery to Friday?",
                "who do I call about a damaged box?",
                "is there a fee for weekend delivery?",
            ],
        ),
        row(
            f"{s}:test_a_greeting_question_is_not_an_item:0",
            "oi, tudo bem? quanto custa o frete? posso pagar no boleto? e a entrega demora quanto?",
            "list",
            ["quanto custa o frete?", "posso pagar no boleto?", "a entrega demora quanto?"],
        ),
        row(
            f"{s}:test_a_shared_label_or_id_before_each_line_is_not_part_of_the_item:0",
            "Write a one-line reply to each ticket:\n#101 my order never arrived\n#102 the app logs me out\n"
            "#103 can I change my plan",
            "list",
            ["my order never arrived", "the app logs me out", "can I change my plan"],
        ),
        row(
            f"{s}:test_a_shared_label_or_id_before_each_line_is_not_part_of_the_item:1",
            "Write a tagline for each audience:\nSegment A: students on a budget\nSegment B: retirees who travel\n"
            "Segment C: young parents",
            "list",
            ["students on a budget", "retirees who travel", "young parents"],
        ),
        row(
            f"{s}:test_lines_under_a_lead_with_a_verb_of_cleaning_or_assigning:0",
            "Normalize these dates to ISO 8601:\n3/4/2024\nMarch 5th 2024\n2024.03.06",
            "list",
            ["3/4/2024", "March 5th 2024", "2024.03.06"],
        ),
        row(
            f"{s}:test_lines_under_a_lead_with_a_verb_of_cleaning_or_assigning:1",
            "assign an expense category to each transaction\n05-01 UBER TRIP 14.20\n05-02 STAPLES 33.10\n"
            "05-03 AWS 120.00",
            "list",
            ["05-01 UBER TRIP 14.20", "05-02 STAPLES 33.10", "05-03 AWS 120.00"],
        ),
        row(
            f"{s}:test_a_product_title_with_leak_proof_is_not_math:0",
            "Shorten each of these titles for eBay:\nLeak Proof Lunch Box 3 Compartments Microwave Safe\n"
            "Waterproof Hiking Backpack 40L With Rain Cover",
            "list",
            ["Leak Proof Lunch Box 3 Compartments Microwave Safe", "Waterproof Hiking Backpack 40L With Rain Cover"],
        ),
        row(
            f"{s}:test_a_short_translate_lead_before_a_numbered_list:0",
            "translate to german pls\n1. Good morning.\n2. Where is the bank?\n3. Thank you very much.",
            "list",
            ["Good morning.", "Where is the bank?", "Thank you very much."],
        ),
        row(
            f"{s}:test_an_inline_list_with_a_trailer_sentence_and_a_definitions_lead:0",
            "my payslip mentions these: gross pay, NI, tax code. what does each mean",
            "list",
            ["gross pay", "NI", "tax code"],
        ),
        row(
            f"{s}:test_an_inline_list_with_a_trailer_sentence_and_a_definitions_lead:1",
            "Give me short definitions for my notes: latency; throughput; jitter",
            "list",
            ["latency", "throughput", "jitter"],
        ),
        row(
            f"{s}:test_such_as_inside_a_passage_is_not_a_field_list:0",
            "Summarize this in two lines. A new study found that dim light, such as a TV set with the sound off, "
            "raised the heart rate of the young people in the study and kept them awake longer.",
            "none",
        ),
        row(  # the test also asks that the context holds "cracked shade"
            f"{s}:test_blank_fields_to_fill_from_a_source:0",
            "Complete from the message below: Customer: ___ Order no.: ___ Problem: ___\n\n"
            'Message: "Hi, Lena Brandt here, order 4471, the lamp arrived with a cracked shade."',
            "fields",
            ["Customer", "Order no.", "Problem"],
        ),
        row(
            f"{s}:test_a_count_after_a_passage_grounded_by_given_all_that:0",
            "We run a small bike repair shop in Leeds. Most customers are commuters who need quick fixes, and we "
            "open at 7am so they can drop bikes off on the way to work.\n\nGiven all that, come up with 6 slogan "
            "ideas for our shop window.",
            "count",
            count=6,
        ),
        row(  # the test also asks that the context starts with "A poster campaign"
            f"{s}:test_a_numbered_list_to_fill_in_from_a_brief_is_fields:0",
            "From this brief, fill in:\n1. Audience\n2. Budget\n3. Deadline\n\n"
            "Brief: A poster campaign for students, around 5k, live by October.",
            "fields",
            ["Audience", "Budget", "Deadline"],
        ),
        row(
            f"{s}:test_quoted_texts_listed_after_the_lead_are_items_whatever_their_commas:0",
            'Make these texts sound warmer: "your ticket is closed, reopen if needed", "we got it", "noted, thanks"',
            "list",
            ["your ticket is closed, reopen if needed", "we got it", "noted, thanks"],
        ),
        row(
            f"{s}:test_markdown_table_rows_under_a_for_each_lead:0",
            "Write a short welcome note for each new hire in this table:\n\n| Name | Team |\n|---|---|\n"
            "| Ada Obi | Finance |\n| Leo Park | Support |\n| Mia Chen | Design |",
            "list",
            ["| Ada Obi | Finance |", "| Leo Park | Support |", "| Mia Chen | Design |"],
            context="| Name | Team |",
        ),
        row(
            f"{s}:test_field_names_first_then_get_these_from_the_source:0",
            "Make, Model, Mileage, Price - get these from the ad below.\n\n"
            "2017 Honda Jazz, 48,000 miles, one owner, full service history, £8,950.",
            "fields",
            ["Make", "Model", "Mileage", "Price"],
        ),
        row(
            f"{s}:test_three_questions_on_one_line_without_their_marks:0",
            "whats the cheapest way to get to rome, do i need to book trains early and how hot is it in july",
            "list",
            ["whats the cheapest way to get to rome", "do i need to book trains early", "how hot is it in july"],
        ),
    ]


def dev3_rows() -> list[dict[str, Any]]:
    """The single tests of ``tests/test_items_phrasing_dev3.py``."""
    s = "test_items_phrasing_dev3"
    return [
        row(
            f"{s}:test_questions_joined_by_commas_and_and_without_marks:0",
            "hey so we just switched to the team plan how do i invite my designer, can i keep my old projects "
            "and whats the storage limit now",
            "list",
            ["how do i invite my designer", "can i keep my old projects", "whats the storage limit now"],
        ),
        row(
            f"{s}:test_questions_joined_by_semicolons_or_dashes_after_a_short_lead:0",
            "Before the trip; is the car serviced; are the tyres legal; did anyone book the ferry",
            "list",
            ["is the car serviced", "are the tyres legal", "did anyone book the ferry"],
        ),
        row(
            f"{s}:test_questions_joined_by_semicolons_or_dashes_after_a_short_lead:1",
            "a few things - is breakfast included - are pets allowed - what time is check-in",
            "list",
            ["is breakfast included", "are pets allowed", "what time is check-in"],
        ),
        row(
            f"{s}:test_questions_joined_inline_in_german_and_french:0",
            "Hallo, ich habe gestern einen Tisch bestellt. Wann wird er geliefert? Kann ich die Farbe noch ändern "
            "und gibt es einen Aufbauservice?",
            "list",
            ["Wann wird er geliefert?", "Kann ich die Farbe noch ändern", "gibt es einen Aufbauservice?"],
        ),
        row(
            f"{s}:test_questions_joined_inline_in_german_and_french:1",
            "Bonjour, est-ce que la piscine est ouverte le dimanche, combien coûte un abonnement et aussi "
            "est-ce qu'il y a des cours pour enfants ?",
            "list",
            [
                "est-ce que la piscine est ouverte le dimanche",
                "combien coûte un abonnement",
                "est-ce qu'il y a des cours pour enfants ?",
            ],
        ),
        row(
            f"{s}:test_a_greeting_then_a_statement_then_three_questions:0",
            "Hola! Tengo una duda. ¿Abren los domingos? ¿Se puede reservar? ¿Hay menú infantil?",
            "list",
            ["¿Abren los domingos?", "¿Se puede reservar?", "¿Hay menú infantil?"],
        ),
        row(  # the test names only the first item; the other two are its like questions
            f"{s}:test_a_greeting_then_a_statement_then_three_questions:1",
            "Dzień dobry, ile kosztuje przegląd? Czy mogę przyjść jutro? Czy przyjmujecie karty?",
            "list",
            ["ile kosztuje przegląd?", "Czy mogę przyjść jutro?", "Czy przyjmujecie karty?"],
        ),
        row(
            f"{s}:test_a_greeting_before_two_questions_is_no_cue:0",
            "Hi, can you check my order? Also is the discount applied?",
            "none",
        ),
        row(  # the test asks for three items: the line's three questions
            f"{s}:test_a_line_of_questions_under_the_line_that_tells_the_matter:0",
            "Mon vol a été annulé hier soir et la compagnie ne répond pas.\n"
            "Ai-je droit à une indemnité ? Qui paie l'hôtel ? Combien de temps pour le remboursement ?",
            "list",
            ["Ai-je droit à une indemnité ?", "Qui paie l'hôtel ?", "Combien de temps pour le remboursement ?"],
        ),
        row(
            f"{s}:test_questions_below_a_forwarded_message_header:0",
            "can you draft replies to the client's questions below\n\n---------- Forwarded message ----------\n"
            "From: Ana Ruiz\n\nIs parking included? Can we start at 8? Do you supply the paint?",
            "list",
            ["Is parking included?", "Can we start at 8?", "Do you supply the paint?"],
        ),
        row(
            f"{s}:test_question_lines_with_a_thanks_under_them:0",
            "hi\nabout the party\ndo we bring food\nwhat time does it start\nis there parking nearby\nthx!!",
            "list",
            ["do we bring food", "what time does it start", "is there parking nearby"],
        ),
        row(
            f"{s}:test_questions_without_their_mark_in_russian_are_questions:0",
            "Подскажите пожалуйста:\n- сколько стоит ремонт\n- можно ли оплатить картой\n- есть ли гарантия",
            "list",
            ["сколько стоит ремонт", "можно ли оплатить картой", "есть ли гарантия"],
        ),
        row(
            f"{s}:test_markdown_table_rows_with_empty_cells_to_fill:0",
            "Fill in the missing cells:\n\n| Animal | Class | Diet |\n|---|---|---|\n"
            "| Otter | | |\n| Heron | | |\n| Gecko | | |",
            "list",
            ["| Otter | | |", "| Heron | | |", "| Gecko | | |"],
            context="| Animal | Class | Diet |",
        ),
        row(
            f"{s}:test_csv_rows_with_an_empty_field_to_fill_under_their_header:0",
            "Complete the topic column for each row:\n\nid,headline,topic\n"
            '1,"Rates held again, markets calm",\n2,"Striker signs five-year deal",\n3,"New vaccine approved",',
            "list",
            [
                '1,"Rates held again, markets calm",',
                '2,"Striker signs five-year deal",',
                '3,"New vaccine approved",',
            ],
            context="id,headline,topic",
        ),
        row(  # the test only forbids the rows as items to fill: a filled table is answered whole
            f"{s}:test_a_filled_table_or_a_choice_among_rows_is_no_table_to_fill:0",
            "Fill in the blanks below:\n\n| A | B |\n|---|---|\n| 1 | 2 |\n| 3 | 4 |\n| 5 | 6 |",
            "none",
        ),
        row(
            f"{s}:test_a_filled_table_or_a_choice_among_rows_is_no_table_to_fill:1",
            "Which row is the best deal? Fill me in:\n\n| Plan | Price |\n|---|---|\n| A | |\n| B | |\n| C | |",
            "none",
        ),
        row(
            f"{s}:test_items_numbered_inside_one_line:0",
            "exam prep pls: 1) what is osmosis 2) why do cells divide 3) name two organelles",
            "list",
            ["what is osmosis", "why do cells divide", "name two organelles"],
        ),
        row(
            f"{s}:test_a_question_ending_in_then_depends_on_the_one_before:0",
            "Two cyclists leave a town an hour apart, at 20 km/h and 25 km/h.\n"
            "1) When does the second catch up?\n2) How far from the town are they then?",
            "none",
        ),
        row(
            f"{s}:test_numbered_questions_inline_after_a_greeting_are_the_items:0",
            "hey! 1. whats a good first guitar 2. do i need lessons 3. how long until i can play a song",
            "list",
            ["whats a good first guitar", "do i need lessons", "how long until i can play a song"],
        ),
        row(
            f"{s}:test_the_last_joined_question_may_open_on_its_verb_and_any_word:0",
            "Hello, I have a few questions about my booking. When does check-in open, can I park on site "
            "and is breakfast included?",
            "list",
            ["When does check-in open", "can I park on site", "is breakfast included?"],
        ),
        row(
            f"{s}:test_fields_after_their_source_in_german:0",
            "Aus dieser E-Mail brauche ich den Namen, die Kundennummer und den Termin: Hallo, hier ist Eva Roth, "
            "Kundin 4471, Termin am 3. Mai.",
            "fields",
            ["Namen", "Kundennummer", "Termin"],
        ),
        row(  # find_items and the learned finder alike answer it whole
            f"{s}:test_several_counts_in_one_sentence_are_not_one_count:0",
            "Give me 3 slogans, 3 taglines and 3 hashtags for my bakery",
            "none",
        ),
        row(
            f"{s}:test_several_counts_in_one_sentence_are_not_one_count:1",
            "what are your top 3 tips to stay calm before an exam?",
            "count",
            count=3,
        ),
        row(  # kind by like rows: fields to take out of an invoice
            f"{s}:test_a_field_name_holding_en_stays_one_field:0",
            "Extrais le montant en euros, la date et le client de cette facture : 120 EUR, 3 mars, Durand.",
            "fields",
            ["montant en euros", "date", "client"],
        ),
        row(
            f"{s}:test_a_long_post_with_a_line_of_questions_stays_whole:0",
            "My partner and I have been arguing about how to split chores since we moved in together last spring. "
            "She works from home three days a week and I commute, so the time we each have at home is very "
            "different, and we both feel the other one does less. We tried a rota but it fell apart after two "
            "weeks.\nIs a rota the wrong tool for this? Should chores be split by time or by task? How do other "
            "couples do it?",
            "none",
        ),
    ]


def partial_list_rows() -> list[dict[str, Any]]:
    """``tests/test_items_partial_list.py``: a split of some of six listed fields is refused, the
    request answered whole. (Its other test reads the development sets: no case of its own.)"""
    invoice = module("test_items_partial_list").INVOICE
    return [row("test_items_partial_list:test_a_split_of_some_of_six_listed_fields_is_refused:0", invoice, "none")]


def grammar_rows() -> list[dict[str, Any]]:
    """The plain finding checks among the single tests of ``tests/test_items_grammar.py`` (spans,
    nouns, instruction wording, JSON and prompts left out)."""
    g = module("test_items_grammar")
    s = "test_items_grammar"
    passage = g.PASSAGE
    return [
        row(
            f"{s}:test_numbered_list_after_an_instruction:0",
            "Answer these questions:\n1. What is the capital of France?\n2. Who wrote Hamlet?\n"
            "3. How far away is the Moon?",
            "list",
            ["What is the capital of France?", "Who wrote Hamlet?", "How far away is the Moon?"],
            context="",
        ),
        row(
            f"{s}:test_line_separated_items:0",
            "Translate the following sentences into German:\nGood morning.\nWhere is the station?\nI am tired.",
            "list",
            ["Good morning.", "Where is the station?", "I am tired."],
        ),
        row(
            f"{s}:test_labelled_multi_line_items:0",
            "Summarize each review below in one sentence.\n\nReview 1:\nGreat phone, the battery lasts two days.\n\n"
            "Review 2:\nThe screen cracked after a week.\nSupport was slow.\n\nReview 3:\nDecent value for the price.",
            "list",
            [
                "Great phone, the battery lasts two days.",
                "The screen cracked after a week.\nSupport was slow.",
                "Decent value for the price.",
            ],
        ),
        row(
            f"{s}:test_context_then_questions_heading:0",
            f"\n{passage}\n\nQuestions:\n\n1. Where does the Nile flow?\n2. Which sea does the Nile reach?\n",
            "list",
            ["Where does the Nile flow?", "Which sea does the Nile reach?"],
            context=passage,
        ),
        row(
            f"{s}:test_context_then_lead_line_and_bold_heading:0",
            f"**\n\n{passage}\n\nPlease answer the following questions based on this information.\n\n"
            "**Questions:**\n\n1. Where does the Nile flow?\n2. How long is the Nile?\n\n**",
            "list",
            ["Where does the Nile flow?", "How long is the Nile?"],
            context=passage,
        ),
        row(
            f"{s}:test_context_after_the_list_under_a_passage_heading:0",
            "Answer the questions below about the passage.\n1. Who is Tom?\n2. Where does Tom live?\n\n"
            "Passage:\nTom is a baker. Tom lives in Lyon.",
            "list",
            ["Who is Tom?", "Where does Tom live?"],
            context="Tom is a baker. Tom lives in Lyon.",
        ),
        row(  # the test checks the instruction keeps "1 to 5"; the items are its two reviews
            f"{s}:test_numbers_that_are_not_a_count_stay_in_the_instruction:0",
            "Rate the following movie reviews on a scale of 1 to 5, with 1 being very negative:\n1. Superb.\n2. Dull.",
            "list",
            ["Superb.", "Dull."],
        ),
        row(
            f"{s}:test_the_following_n_questions_with_a_trailer:0",
            "Answer the following 3 questions:\n\n1) What is DNA?\n2) What is RNA?\n3) What is a protein?\n\n"
            "Answer each in one sentence.",
            "list",
            ["What is DNA?", "What is RNA?", "What is a protein?"],
        ),
        row(
            f"{s}:test_fields_inline_before_the_context:0",
            "Extract the salary, contract type, shift and benefits from this job ad:\n\n"
            "We are hiring a night nurse. Full-time, $40 an hour, dental plan included.",
            "fields",
            ["salary", "contract type", "shift", "benefits"],
            context="We are hiring a night nurse. Full-time, $40 an hour, dental plan included.",
        ),
        row(
            f"{s}:test_fields_with_oxford_and_and_a_text_is_heading:0",
            "\nExtract Firm Name, Financial Year, and Net Sales From the following text, if you cannot find the "
            "answer say N/A.\n\nThe text is:\nAcme Ltd reported net sales of $3M for 2021.\n",
            "fields",
            ["Firm Name", "Financial Year", "Net Sales"],
            context="Acme Ltd reported net sales of $3M for 2021.",
        ),
        row(
            f"{s}:test_field_names_may_hold_from_of_and_apostrophes:0",
            "Extract Galaxy, Distance from Earth, Year of Discovery, Doctor's Name from the following text:\n\n"
            "GN-z11 is far.",
            "fields",
            ["Galaxy", "Distance from Earth", "Year of Discovery", "Doctor's Name"],
        ),
        row(
            f"{s}:test_identify_fields_in_a_quoted_context:0",
            'Identify the author, the year and the genre in this excerpt: "It was the best of times."',
            "fields",
            ["author", "year", "genre"],
            context="It was the best of times.",
        ),
        row(
            f"{s}:test_fields_after_a_colon_and_json:0",
            "Extract the following fields from the text: name, age and city. Return JSON.\n\n"
            "Text: John is 34 and lives in Paris.",
            "fields",
            ["name", "age", "city"],
            context="John is 34 and lives in Paris.",
        ),
        row(
            f"{s}:test_fields_as_a_bulleted_list:0",
            "Extract the following from the invoice:\n- invoice number\n- total amount\n- due date\n\n"
            "Text: Invoice 42, total $90, due May 1.",
            "fields",
            ["invoice number", "total amount", "due date"],
            context="Invoice 42, total $90, due May 1.",
        ),
        row(
            f"{s}:test_extracting_from_each_of_several_records_splits_by_record:0",
            "Extract the names and dates from these sentences:\na) Ann came on May 1.\nb) Bob left on June 2.",
            "list",
            ["Ann came on May 1.", "Bob left on June 2."],
        ),
        row(  # the test checks each prompt holds its own question and no other, three of them
            f"{s}:test_prompt_holds_the_context_and_only_its_item:0",
            f"{passage}\n\nQuestions:\n1. Where does the Nile flow?\n2. Which sea does the Nile reach?\n"
            "3. Which continent is the Nile in?",
            "list",
            ["Where does the Nile flow?", "Which sea does the Nile reach?", "Which continent is the Nile in?"],
        ),
        row(f"{s}:test_count_prompt_asks_for_one_and_names_no_number:0", "Give me 4 taglines for a bakery.", "count",
            count=4),
        row(  # the test checks only the JSON flag of these three splits; the items are what they list
            f"{s}:test_json_detection:0",
            "Answer these questions in JSON:\n1. What is DNA?\n2. What is RNA?",
            "list",
            ["What is DNA?", "What is RNA?"],
        ),
        row(
            f"{s}:test_json_detection:1",
            "Answer these questions:\n1. What is DNA?\n2. What is RNA?",
            "list",
            ["What is DNA?", "What is RNA?"],
        ),
        row(
            f"{s}:test_json_detection:2",
            "Extract name and age from the text below as json:\n\nAnn is 30.",
            "fields",
            ["name", "age"],
        ),
    ]  # fmt: skip


def limits_rows() -> list[dict[str, Any]]:
    """``tests/test_items_limits.py``: the grammar finds all 500 numbered questions (the mode
    caps the branches, not the finder)."""
    request = module("test_items_limits").numbered(500)
    items = [f"What is the capital of country number {i + 1}?" for i in range(500)]
    return [row("test_items_limits:test_a_list_of_500_items_is_asked_in_capped_groups_and_nothing_is_lost:0",
                request, "list", items)]  # fmt: skip


def apply(rows: list[dict[str, Any]], extra: list[tuple[str, str, str]], override: dict[str, dict[str, Any]]) -> None:
    """Adds what the single tests check about a parametrized row to that row, in place."""
    by_id = {r["id"]: r for r in rows}
    for id_, key, value in extra:
        if by_id[id_][key] is not None:
            raise ValueError(f"{id_}: {key} given twice")
        by_id[id_][key] = value
    for id_, fields in override.items():
        by_id[id_].update(fields)


def check(rows: list[dict[str, Any]]) -> None:
    """Raises on a row that is not well formed: unknown kind, an item not in its request, a
    count on the wrong kind, a repeated id or request."""
    ids: set[str] = set()
    requests: dict[str, str] = {}
    for r in rows:
        where = r["id"]
        if where in ids:
            raise ValueError(f"{where}: id repeated")
        ids.add(where)
        if r["request"] in requests:
            raise ValueError(f"{where}: same request as {requests[r['request']]}")
        requests[r["request"]] = where
        if r["kind"] not in KINDS:
            raise ValueError(f"{where}: kind {r['kind']!r}")
        for item in r["items"]:
            if not isinstance(item, str) or not item or item not in r["request"]:
                raise ValueError(f"{where}: item {item!r} is not in the request")
        if r["context"] is not None and r["context"] and r["context"] not in r["request"]:
            raise ValueError(f"{where}: context is not in the request")
        if r["kind"] == "count":
            if not isinstance(r["count"], int) or r["items"]:
                raise ValueError(f"{where}: a count row has a count and no items")
        elif r["count"] is not None:
            raise ValueError(f"{where}: a count on a {r['kind']} row")
        if r["kind"] in ("list", "fields") and len(r["items"]) < 2:
            raise ValueError(f"{where}: a {r['kind']} row has at least two items")
        if r["kind"] == "none" and (r["items"] or r["context"] is not None or r["instruction_has"] is not None):
            raise ValueError(f"{where}: a none row expects nothing else")


SOURCES: list[Callable[[], list[dict[str, Any]]]] = [
    parametrized_rows,
    marker_rows,
    phrasing_rows,
    dev2_rows,
    dev3_rows,
    partial_list_rows,
    grammar_rows,
    limits_rows,
]


def build() -> list[dict[str, Any]]:
    """Every row, checked, in a fixed order."""
    rows = [r for source in SOURCES for r in source()]
    apply(rows, EXTRA, OVERRIDE)
    check(rows)
    return rows


def main() -> None:
    """Writes the rows to :data:`OUT`, one JSON object a line."""
    rows = build()
    text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
    OUT.write_text(text, encoding="utf-8")
    kinds = {k: sum(r["kind"] == k for r in rows) for k in KINDS}
    print(f"{len(rows)} rows to {OUT.relative_to(ROOT)}: {kinds}")


if __name__ == "__main__":
    main()
