"""Items answers a user would keep: each item answered at its share's length (a budget from the
request or the item's kind, in its prompt and its token bound), the shape the request asks for
(a JSON array, a JSON object keyed by the user's field names, plain text), the request's own
labels, and the request's language."""

from __future__ import annotations

import json
import re

import pytest

import sot
from sot.defaults import DEFAULT_BRANCH_TOKENS
from sot.orchestrator.events import AnswerText, Done
from sot.orchestrator.modes.items_answer import answer_shape, clean_value, item_labels, said_besides
from sot.pasta_lang.ir import Span
from sot.pasta_lang.items import find_items
from sot.pasta_lang.items.plan import split_from_pointers
from sot.pasta_lang.items.split import ItemSplit, RequestItem
from sot.pasta_lang.items_budget import item_budget, item_form, read_length, split_language
from sot.pasta_lang.items_language import request_language
from sot.providers.base import GenerationRequest
from sot.providers.fake import FakeProvider, FakeReply

pytestmark = pytest.mark.anyio

DEFAULT = DEFAULT_BRANCH_TOKENS


def respond(request: GenerationRequest):
    if request.purpose == "branch":
        return f"Answer for {request.topic}."
    return "One answer to everything."


async def ask(question: str, provider: FakeProvider | None = None, **options):
    provider = provider or FakeProvider(responder=respond)
    events = [e async for e in sot.stream(question, provider=provider, mode="items", **options)]
    assert isinstance(events[-1], Done)
    result = events[-1].result
    assert "".join(e.text for e in events if isinstance(e, AnswerText)) == result.answer  # stream == answer
    return result, provider


def branch_prompts(provider: FakeProvider) -> list[str]:
    firsts = [r for r in provider.requests if r.purpose == "branch" and not r.label.endswith(":again")]
    return [r.messages[-1].content for r in sorted(firsts, key=lambda r: r.branch or 0)]


def branch_bounds(provider: FakeProvider) -> list[int | None]:
    firsts = [r for r in provider.requests if r.purpose == "branch" and not r.label.endswith(":again")]
    return [r.max_tokens for r in sorted(firsts, key=lambda r: r.branch or 0)]


def split_of(request: str) -> ItemSplit:
    """The tagger's split of ``request``, or where it finds none (finding is tested over the cases
    of ``test_items_cases.py``; these tests are about what a split is answered with) the split a
    planner pointing at the request's marked lines, or its count, would give."""
    split = find_items(request)
    if split is None:
        lines = request.split("\n")
        marked = [n for n, line in enumerate(lines, 1) if re.match(r"\s*(?:\d+[.)]|[-*])\s", line)]
        counted = re.search(r"\b(\d+) (\w+)", request)
        reply = f"ITEMS {marked[0]}-{marked[-1]}" if marked else f"COUNT {counted[1]} {counted[2]}" if counted else ""
        split, _ = split_from_pointers(request, reply)
    assert split is not None, request
    return split


# ------------------------------------------------------------------ budgets read from the request
@pytest.mark.parametrize(
    ("text", "length"),
    [
        ("Answer each in one sentence.", ("sentences", "1")),
        ("Generate one tag of 2-3 words for the ticket below.", ("words", "2-3")),
        ("Give a one-word answer.", ("words", "1")),
        ("Answer in max 50 words.", ("words_max", "50")),
        ("Keep it to 50 words or less.", ("words_max", "50")),
        ("in no more than 100 words", ("words_max", "100")),
        ("Answer in two to three sentences.", ("sentences", "2-3")),
        ("Answer briefly.", ("short", "")),
        ("Answer yes or no.", ("yesno", "")),
        ("Explain in detail.", ("long", "")),
        ("Write a one-liner.", ("lines", "1")),
        ("Réponds en une phrase.", ("sentences", "1")),
        ("Beantworte sie in einem Satz.", ("sentences", "1")),
        ("Verwende höchstens 20 Wörter.", ("words_max", "20")),
        ("Responde en una frase.", ("sentences", "1")),
        ("Rispondi in una frase.", ("sentences", "1")),
        ("Responda numa frase.", ("sentences", "1")),
        ("Beantwoord in één zin.", ("sentences", "1")),
        ("用一句话回答。", ("sentences", "1")),
        ("不超过50个字。", ("words_max", "50")),
        ("一文で答えてください。", ("sentences", "1")),
        ("한 문장으로 답하세요.", ("sentences", "1")),
        ("Réponds brièvement.", ("short", "")),
        ("Who were these people? One line each.", ("lines", "1")),
        ("Keep answers to 2 sentences max.", ("sentences", "2")),
    ],
)
def test_a_length_is_read_from_the_request(text, length):
    assert read_length(text) == length


@pytest.mark.parametrize(
    "text", ["What is the subject of a sentence?", "What is DNS?", "Translate the words below.", "Give me 3 ideas."]
)
def test_text_that_names_no_length_gives_none(text):
    assert read_length(text) is None


def test_the_request_budget_applies_to_every_item_and_an_items_own_wins():
    split = split_of(
        "Answer the following questions in one sentence each:\n"
        "1. What is DNS?\n2. Explain how TLS works in detail.\n3. What port does HTTPS use?"
    )
    budgets = [item_budget(split, i) for i in range(3)]
    assert [(b.length, b.n, b.source) for b in budgets] == [
        ("sentences", "1", "request"),
        ("long", "", "item"),
        ("sentences", "1", "request"),
    ]
    assert budgets[0].max_tokens(DEFAULT) < DEFAULT and budgets[1].max_tokens(DEFAULT) == DEFAULT


def test_a_count_reads_its_length_from_the_instruction_for_one():
    split = ItemSplit("count", "Generate one tag of 2-3 words for the ticket below.", "", None, (), 3, "tags", False)
    budget = item_budget(split, 0)
    assert (budget.length, budget.n, budget.source) == ("words", "2-3", "request")
    assert budget.max_tokens(DEFAULT) <= 40
    assert item_form(split, 0) == "Keep it to 2-3 words."


def test_the_length_is_read_from_the_users_words_not_a_finders_rewording():
    request = (
        "Shorten each headline to under 8 words:\nCity Council Votes to Expand Bike Lanes\nLocal Bakery Wins Award"
    )
    items = ["City Council Votes to Expand Bike Lanes", "Local Bakery Wins Award"]
    split = manual_split(request, "Shorten the headline to under the word:\n{item}", items)  # as a finder reworded it
    said = said_besides(request, split)
    assert said == "Shorten each headline to under 8 words:"
    assert item_form(split, 0, said=said) == "Use at most 8 words."
    assert item_budget(split, 0).length == "same"  # the rewording alone: a text to shorten, about its length


# ------------------------------------------------------------------ budgets by the item's kind
@pytest.mark.parametrize(
    ("request_text", "lengths"),
    [
        (  # fields: a short value; a summary: a paragraph
            "Extract the name, city and summary from the text below.\n\nText: Maria Lopez moved to Lisbon.",
            ["value", "value", "paragraphs"],
        ),
        (  # a yes/no or short factual question: a sentence or two; an open one: a paragraph
            "Answer these questions:\n1. Is Lisbon in Portugal?\n2. When was Lisbon founded?\n"
            "3. Why did Lisbon grow so fast?",
            ["short", "short", "paragraphs"],
        ),
        ("Give me 5 taglines for a bakery.", ["lines"] * 5),  # a thing to write: one line
        ("Write 3 poems about the sea.", ["long"] * 3),  # a long thing: the ask's bound
        ("Translate these sentences into French:\n1. I am tired.\n2. Where is the station?", ["same", "same"]),
        (  # a label: a word or three
            "Classify the sentiment of each review as positive, negative or neutral:\n"
            "1. Loved it, would buy again.\n2. Broke after two days.",
            ["words", "words"],
        ),
        ("Make a one-day itinerary for each city:\n1. Porto\n2. Kraków\n3. Ljubljana", ["paragraphs"] * 3),
    ],
)
def test_an_item_without_a_length_gets_its_kinds(request_text, lengths):
    split = split_of(request_text)
    assert [item_budget(split, i).length for i in range(len(split))] == lengths
    assert all(item_budget(split, i).source == "kind" for i in range(len(split)))


def test_budgets_order_by_kind():
    fields = split_of("Extract the name, age and city from the text below.\n\nText: Maria Lopez, 34, moved to Lisbon.")
    questions = split_of("Answer these questions:\n1. Is Lisbon in Portugal?\n2. Why did Lisbon grow so fast?")
    value, short, open_ = (
        item_budget(fields, 0).max_tokens(1000),
        item_budget(questions, 0).max_tokens(1000),
        item_budget(questions, 1).max_tokens(1000),
    )
    assert value < short < open_ < 1000


# ------------------------------------------------------------------ in the prompt and the bound
async def test_each_branch_is_asked_at_its_length_in_its_prompt_and_its_bound():
    question = "Answer the following questions in one sentence:\n1. What is DNS?\n2. What port does HTTPS use?"
    result, provider = await ask(question)
    assert result.mode == "items" and result.ok
    prompts = branch_prompts(provider)
    assert all(p.rstrip().endswith("Keep it to one sentence.") for p in prompts), prompts
    bounds = branch_bounds(provider)
    assert all(b is not None and b < DEFAULT for b in bounds) and len(set(bounds)) == 1


async def test_kinds_give_different_bounds_and_sentences():
    question = "Answer these questions:\n1. Is Lisbon in Portugal?\n2. Why did Lisbon grow so fast?"
    _, provider = await ask(question)
    short, paragraph = branch_prompts(provider)
    assert "Keep it to a sentence or two." in short and "Keep it to one short paragraph." in paragraph
    first, second = branch_bounds(provider)
    assert first is not None and second is not None and first < second <= DEFAULT


async def test_a_budget_never_exceeds_the_asks_bound():
    question = "Answer these questions:\n1. Why is the sky blue?\n2. Why is the sea salty?"
    _, provider = await ask(question, max_tokens=40)
    assert branch_bounds(provider) == [40, 40]


async def test_the_old_prompt_said_briefly_to_every_item_the_new_one_says_its_length():
    _, provider = await ask("Give me 3 taglines for a bakery.")
    prompts = branch_prompts(provider)
    assert all("Keep it to one line." in p and "in a line or two" not in p for p in prompts)
    _, provider = await ask("Write 3 poems about the sea.")
    assert not any("Keep it to" in p for p in branch_prompts(provider))  # a poem is not one line


async def test_an_item_cut_by_its_budget_is_marked_cut():
    long = " ".join(f"word{k}" for k in range(300))

    def wordy(request: GenerationRequest):
        if request.purpose != "branch":
            return "x"
        return long if request.branch == 1 else "A short answer."

    question = "Answer in one sentence:\n1. What is DNS?\n2. What port does HTTPS use?"
    result, provider = await ask(question, FakeProvider(responder=wordy))
    bound = branch_bounds(provider)[1]
    assert bound is not None and bound < DEFAULT
    assert result.branches[1].finish_reason == "length" and result.branches[1].completion_tokens == bound
    assert result.answer.split("\n\n")[1].endswith("[...]") and "A short answer." in result.answer


# ------------------------------------------------------------------ the answer's shape
def test_the_shape_follows_what_the_request_asks():
    cases = {
        "Give me 5 taglines for a bakery as a JSON array.": "array",
        "Give me 5 taglines for a bakery in JSON.": "array",
        "Give me 5 taglines for a bakery.": "text",
        "Answer these questions as a JSON array:\n1. What is DNS?\n2. What is TLS?": "array",
        "Answer these questions in JSON:\n1. What is DNS?\n2. What is TLS?": "object",
        "Answer these questions:\n1. What is JSON?\n2. What is XML?": "text",  # JSON in an item is not asked
        "Extract the name and age from the text below. Answer in JSON.\n\nText: Maria, 34.": "object",
        "Extract the name and age from the text below.\n\nText: Maria, 34.": "text",
        "Return an object with firstName, lastName and jobTitle for this person:\n\nMaria Lopez, baker.": "object",
    }
    for request, shape in cases.items():
        assert answer_shape(request, split_of(request)) == shape, request


async def test_things_asked_as_a_json_array_are_one_array_of_distinct_things():
    def repeating(request: GenerationRequest):
        if request.purpose != "branch":
            return "x"
        i = request.branch or 0
        return 'Here is a tagline:\n"Fresh from our oven."' if i in (0, 3) else f"Tagline {i + 1}."

    question = "Give me 5 taglines for a bakery as a JSON array."
    result, provider = await ask(question, FakeProvider(responder=repeating))
    data = json.loads(result.answer)
    assert data == ["Fresh from our oven.", "Tagline 2.", "Tagline 3.", "Tagline 5."]  # item 4 repeated, twice
    assert result.dropped and "repeated item 1" in result.dropped[0]
    assert all("plain text, not JSON" in p for p in branch_prompts(provider))


async def test_a_thing_a_model_wrapped_in_json_is_unwrapped():
    wrapped = ['["Fresh bread daily."]', '```json\n"Warm hearts, warm loaves."\n```', '{"tagline": "Rise with us."}']

    def as_json(request: GenerationRequest):
        return wrapped[request.branch or 0] if request.purpose == "branch" else "x"

    result, _ = await ask("Give me 3 taglines for a bakery as a JSON array.", FakeProvider(responder=as_json))
    assert json.loads(result.answer) == ["Fresh bread daily.", "Warm hearts, warm loaves.", "Rise with us."]
    result, _ = await ask("Give me 3 taglines for a bakery.", FakeProvider(responder=as_json))
    assert result.answer.splitlines() == ["1. Fresh bread daily.", "2. Warm hearts, warm loaves.", "3. Rise with us."]


async def test_answers_asked_as_an_array_are_one_array_in_order():
    question = "Answer these questions as a JSON array:\n1. What is DNS?\n2. What is TLS?\n3. What is UDP?"
    result, _ = await ask(question)
    assert json.loads(result.answer) == [f"Answer for {b.title}." for b in result.branches]

    def quoted(request: GenerationRequest):  # told plain text, a model asked for JSON may quote it
        return json.dumps(f"Answer for {request.topic}.") if request.purpose == "branch" else "x"

    result, _ = await ask(question, FakeProvider(responder=quoted))
    assert json.loads(result.answer) == [f"Answer for {b.title}." for b in result.branches]


async def test_a_failed_thing_is_null_in_the_array():
    def failing(request: GenerationRequest):
        if request.purpose == "branch" and request.branch == 1:
            return FakeReply(error=sot.ProviderError("HTTP 503 from upstream", provider="fake"))
        return respond(request)

    question = "Answer these questions as a JSON array:\n1. What is DNS?\n2. What is TLS?\n3. What is UDP?"
    result, _ = await ask(question, FakeProvider(responder=failing), retries=1)
    data = json.loads(result.answer)
    assert data[1] is None and len(data) == 3 and result.error and "item 2" in result.error


async def test_fields_are_one_object_keyed_by_the_users_names_as_written():
    def as_json(request: GenerationRequest):
        if request.purpose != "branch":
            return "x"
        return {
            "first_name": '{"first_name": "Maria"}',  # a model asked for JSON writes it anyway
            "last_name": "Last name: Lopez",
            "home_city": '```json\n{"home_city": "Lisbon"}\n```',
        }[request.topic or ""]

    question = (
        "Extract first_name, last_name and home_city from the text below. Return JSON.\n\n"
        "Text: Maria Lopez lives in Lisbon."
    )
    result, provider = await ask(question, FakeProvider(responder=as_json))
    assert json.loads(result.answer) == {"first_name": "Maria", "last_name": "Lopez", "home_city": "Lisbon"}
    assert list(json.loads(result.answer)) == ["first_name", "last_name", "home_city"]
    prompts = branch_prompts(provider)
    assert all("Give the value alone, in a few words." in p and "plain text, not JSON" in p for p in prompts)


@pytest.mark.parametrize(
    ("written", "field", "value"),
    [
        ("Salary: $18 per hour", "salary", "$18 per hour"),
        ("**Contract type:** permanent", "contract type", "permanent"),
        ('{"first_name": "Maria"}', "first_name", "Maria"),
        ('{"name": "Maria"}', "first_name", "Maria"),  # its only key
        ('```json\n{"benefits": ["health insurance", "bonus"]}\n```', "benefits", "health insurance, bonus"),
        ('"Lisbon"', "city", "Lisbon"),
        ("The city is Lisbon.", "city", "The city is Lisbon."),  # an answer that is not a label
        ("Salary negotiable", "salary", "Salary negotiable"),
        ("salary:", "salary", "salary:"),  # nothing left: kept as written
    ],
)
def test_a_fields_answer_is_its_value(written, field, value):
    assert clean_value(written, field) == value


# ------------------------------------------------------------------ the request's labels
@pytest.mark.parametrize(
    ("request_text", "labels"),
    [
        ("Answer these:\nQ1. What is DNS?\nQ2. What port does HTTPS use?", ["Q1.", "Q2."]),
        ("Answer the questions:\na) What is DNS?\nb) What port does HTTPS use?", ["a)", "b)"]),
        ("Answer:\n1) What is DNS?\n2) What port does HTTPS use?", ["1)", "2)"]),
        ("Answer the following questions:\nQuestion 1: What is DNS?\nQuestion 2: Why is the sky blue?", None),
        ("Answer the questions:\n- What is DNS?\n- What port does HTTPS use?", ["1.", "2."]),  # none: numbered
    ],
)
def test_each_item_keeps_the_label_the_user_gave_it(request_text, labels):
    split = split_of(request_text)
    expected = labels or ["Question 1:", "Question 2:"]
    assert list(item_labels(request_text, split)) == expected


async def test_the_answer_uses_the_users_labels():
    question = "Answer the questions:\na) What is DNS?\nb) What port does HTTPS use?\nc) Who invented the web?"
    result, _ = await ask(question)
    titles = [b.title for b in result.branches]
    assert result.answer == "\n\n".join(
        f"{label} {t}\nAnswer for {t}." for label, t in zip(["a)", "b)", "c)"], titles, strict=True)
    )


async def test_a_failed_item_keeps_its_users_label():
    def failing(request: GenerationRequest):
        if request.purpose == "branch" and request.branch == 1:
            return FakeReply(error=sot.ProviderError("HTTP 503 from upstream", provider="fake"))
        return respond(request)

    question = "Answer these:\nQ1. What is DNS?\nQ2. What port does HTTPS use?\nQ3. Who invented the web?"
    result, _ = await ask(question, FakeProvider(responder=failing), retries=1)
    sections = result.answer.split("\n\n")
    assert sections[1].startswith("Q2. What port does HTTPS use?\n[item 2 failed:")
    assert sections[2].startswith("Q3. Who invented the web?")


# ------------------------------------------------------------------ the request's language
@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("Beantworte bitte die folgenden Fragen zu dem Text", "de"),
        ("Réponds aux questions suivantes sur le texte", "fr"),
        ("Responde a las siguientes preguntas sobre el texto", "es"),
        ("Rispondi alle seguenti domande sul testo per favore", "it"),
        ("Responda às seguintes perguntas sobre o texto", "pt"),
        ("Beantwoord de volgende vragen over de tekst", "nl"),
        ("请回答以下问题", "zh"),
        ("次の質問に答えてください", "ja"),
        ("다음 질문에 답하세요", "ko"),
        ("Ответьте на следующие вопросы", "ru"),
        ("Answer the following questions about the text", "en"),
        ("hola tengo unas dudas. como cambio la direccion de envio? puedo pagar en cuotas?", "es"),
        ("Şu sorulara cevap verir misin: İstanbul'un nüfusu ne kadar?", None),  # not in the table: no guess
        ("Cho mình hỏi: phí giao hàng là bao nhiêu? Có được kiểm tra hàng trước không?", None),
        ("DNS HTTPS", None),
    ],
)
def test_the_requests_language_is_told_cheaply(text, language):
    assert request_language(text) == language


async def test_a_request_in_german_is_answered_in_german_at_its_length():
    question = "Beantworte folgende Fragen in einem Satz:\n1. Was ist DNS?\n2. Welcher Port wird für HTTPS genutzt?"
    _, provider = await ask(question)
    for prompt in branch_prompts(provider):
        assert prompt.rstrip().endswith("Beschränke dich auf einen Satz. Antworte auf Deutsch."), prompt


async def test_an_english_request_gets_no_language_sentence():
    question = "Answer the following questions:\n1. What is DNS?\n2. What port does HTTPS use?"
    _, provider = await ask(question)
    assert not any("Answer in English" in p for p in branch_prompts(provider))


def test_no_language_sentence_where_the_request_names_one():
    request = "Übersetze die folgenden Sätze ins Englische:\n1. Ich bin müde.\n2. Wo ist der Bahnhof?"
    split = manual_split(
        request, "Übersetze die folgenden Sätze ins Englische:\n{item}", ["Ich bin müde.", "Wo ist der Bahnhof?"]
    )
    assert split_language(split) == "de"
    assert item_form(split, 0) == ""  # a translation: about its own length, and the request says the language


def test_no_language_sentence_for_an_english_question_about_a_german_passage():
    request = (
        "Answer the questions about the text below.\n\n"
        "Text: Die Stadt wurde im Jahr 1642 von Fischern gegründet und ist für ihren Markt bekannt, der "
        "jeden Samstag auf dem Platz vor der Kirche stattfindet.\n\n"
        "1. When was the town founded?\n2. When is the market?"
    )
    split = split_of(request)
    assert split.context and split_language(split) == "en"
    assert item_form(split, 0) == "Keep it to a sentence or two."


def test_the_language_is_read_from_the_items_where_a_finder_wrote_the_instruction():
    request = "Die Zugspitze ist 2962 Meter hoch.\n\nWie hoch ist die Zugspitze?\nIn welchem Gebirge liegt sie?"
    items = ["Wie hoch ist die Zugspitze?", "In welchem Gebirge liegt sie?"]
    split = manual_split(request, "Answer the following question about the text above:\n{item}", items)
    assert split_language(split) == "de"
    assert item_form(split, 0) == "Beschränke dich auf ein bis zwei Sätze. Antworte auf Deutsch."


def test_a_chinese_request_is_answered_in_chinese_at_its_length():
    request = "请用一句话回答以下问题：\n1. 什么是DNS？\n2. HTTPS使用哪个端口？"
    split = manual_split(request, "请用一句话回答以下问题：\n{item}", ["什么是DNS？", "HTTPS使用哪个端口？"])
    assert split_language(split) == "zh"
    assert item_form(split, 0) == "只用一句话。 请用中文回答。"
    assert item_labels(request, split) == ("1.", "2.")


def manual_split(request: str, instruction: str, items: list[str]) -> ItemSplit:
    """A list split of ``request`` as a finder would give it (the items' spans found in it)."""
    found = []
    for text in items:
        start = request.index(text)
        found.append(RequestItem(text, Span(start, start + len(text))))
    return ItemSplit("list", instruction, "", None, tuple(found), None, "items", False)


def test_a_templates_own_item_prompt_sees_answer_form():
    from sot.templates.loader import parse_template

    template = parse_template(
        "name: t\nprompts:\n  item: '{{ request }} [{{ answer_form }}]'\n", source="t.yaml"
    ).bind()
    messages = template.prompts.item_messages("q", "Answer: What is DNS?", "What is DNS?", 0, 2, (), "Be brief.")
    assert messages[-1].content == "Answer: What is DNS? [Be brief.]"
