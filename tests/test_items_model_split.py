"""The model's own split, cheaply: the planner's reply points into the request.

The planner call shows the request with its lines numbered and is answered in a few dozen
tokens (``ITEMS 4-7``, ``ITEMS 2:"first words..."``, ``COUNT 5 taglines``, ``ASK 1``, ``NONE``);
:func:`~sot.pasta_lang.items.plan.split_from_pointers` resolves them to the request's own text
and refuses what does not hold, saying why. Against scripted backends: good pointers give the
split, invented items, a reply cut short and garbage a direct answer with the reason (in the
result and in ``--json``); the call's ``max_tokens`` does not grow with the request; a small CPU
is never asked.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import sot
from sot.orchestrator.events import AnswerText, Done
from sot.orchestrator.modes.items_planner import PLAN_MAX_CHARS, PLAN_MAX_TOKENS
from sot.pasta_lang.items.plan import numbered, split_from_pointers, split_from_reply
from sot.providers.base import GenerationRequest, Speed
from sot.providers.fake import FakeProvider, FakeReply

INLINE = "I need some help. What does DNS stand for? what port does HTTPS use? who invented the web?"
INLINE_ITEMS = ["What does DNS stand for?", "what port does HTTPS use?", "who invented the web?"]
GOOD_INLINE = 'ITEMS 1:"What does DNS..." 1:"what port does..." 1:"who invented..."'
PASSAGE = (
    "Please read the passage and answer the questions below, briefly.\n"
    "\n"
    "The harbour town of Vell was founded in 1642 by fishermen. Its lighthouse, built in 1790, is red.\n"
    "\n"
    "Questions\n"
    "when was vell founded\n"
    "what colour is the lighthouse\n"
    "who founded the town"
)


@pytest.fixture(autouse=True)
def no_local_finder(monkeypatch):
    """These tests pin the model's split: the local tagger (its own tests are elsewhere) finds
    nothing here, so the planner is asked."""
    monkeypatch.setattr("sot.pasta_lang.items.find_items", lambda request: None)


def _exact(request: str, split) -> None:
    for item in split.items:
        assert request[item.span.start : item.span.end] == item.text


# --------------------------------------------------------------------------- the parser


def test_lines_of_their_own_resolve_to_the_request_text():
    split, why = split_from_pointers(PASSAGE, "ITEMS 6-8\nASK 1")
    assert why == "" and split is not None and split.tier == "model" and split.kind == "list"
    assert [i.text for i in split.items] == [
        "when was vell founded",
        "what colour is the lighthouse",
        "who founded the town",
    ]
    _exact(PASSAGE, split)
    assert split.prompt(1).endswith("what colour is the lighthouse")
    # the passage (under the assembler's context size) is in every prompt, before the item
    prompt = split.prompt(0)
    assert prompt.index("The harbour town of Vell was founded") < prompt.index("when was vell founded")


def test_inline_items_are_found_by_their_first_words():
    split, why = split_from_pointers(INLINE, GOOD_INLINE)
    assert why == "" and split is not None and [i.text for i in split.items] == INLINE_ITEMS
    _exact(INLINE, split)
    assert split.noun == "questions" and split.prompt(2) == "I need some help.\n\nwho invented the web?"


def test_inline_fields_name_themselves_whole():
    request = (
        "Extract Full_Name, Date of Birth and Home City from the text below as key value pairs.\n\n"
        "Text: Maria Lopez (born 3 May 1990) moved to Lisbon last spring."
    )
    split, why = split_from_pointers(request, 'FIELDS 1:"Full_Name", 1:"Date of Birth", 1:"Home City"\nASK 1')
    assert why == "" and split is not None and split.kind == "fields"
    assert [i.text for i in split.items] == ["Full_Name", "Date of Birth", "Home City"]
    assert "Maria Lopez (born 3 May 1990)" in split.prompt(0) and split.prompt(0).endswith("Full_Name")
    assert split.json  # "key value pairs"


def test_a_count_must_be_stated_by_the_request():
    request = "randomly generate 3 tags for the support ticket below\n\nTicket: my printer prints blank pages"
    split, why = split_from_pointers(request, "COUNT 3 tags\nASK 1")
    assert why == "" and split is not None and split.kind == "count" and len(split) == 3 and split.tier == "model"
    assert "generate one tag for the support ticket" in split.instruction
    split, why = split_from_pointers(request, "COUNT 7 tags\nASK 1")
    assert split is None and "invented count" in why


@pytest.mark.parametrize(
    ("reply", "because"),
    [
        ('ITEMS 1:"What is DNS..." 1:"what port does..."', "not the user's words"),  # invented
        ('ITEMS 1:"What does DNS..." 1:"what port', "cut short"),  # stops inside a quote
        ("ITEMS 4-", "cut short"),
        ("Sure, I can help with that request!", "points at nothing"),  # garbage
        ("", "points at nothing"),
        ("NONE", "found none"),
        ('ITEMS 1:"What does DNS..." 1:"What does DNS..."', "overlap"),  # the same item twice
        ('ITEMS 1:"what port does..." 1:"What does DNS..."', "order"),
        ('ITEMS 1:"What does DNS..."', "single item"),
        ('ITEMS 1:"What does DNS..." 3:"who invented..."', "the request has 1"),  # out of range
        ("ITEMS 1, zebra", "do not parse"),
        ("COUNT 400 taglines", "2 to 50"),
    ],
)
def test_a_reply_that_does_not_hold_is_refused_with_the_reason(reply, because):
    split, why = split_from_pointers(INLINE, reply)
    assert split is None and because in why


def test_a_reply_ended_at_its_token_limit_is_cut_short():
    split, why = split_from_pointers(INLINE, GOOD_INLINE, cut_short=True)
    assert split is None and "cut short" in why


def test_the_assemblers_vetoes_hold_for_pointed_items():
    lines = "Answer these:\nsolve x^2 = 4\nsolve y + 1 = 3"
    split, why = split_from_pointers(lines, "ITEMS 2-3\nASK 1")
    assert split is None and "a veto or a check of the assembler" in why
    request = "Compare these phones:\n- Pixel 8\n- iPhone 15"
    assert split_from_pointers(request, "ITEMS 2-3\nASK 1")[0] is None


def test_a_blank_or_skipped_line_is_refused():
    request = "Translate to French:\nGood morning\n\nGood night"
    assert split_from_pointers(request, "ITEMS 3, 4\nASK 1")[1].endswith("a blank one")
    split, _ = split_from_pointers(request, "ITEMS 2-4\nASK 1")  # a blank line inside a range is skipped
    assert split is not None and [i.text for i in split.items] == ["Good morning", "Good night"]
    request = "Translate to French:\nGood morning\nand also, politely\nGood night"
    assert "between the items" in split_from_pointers(request, "ITEMS 2, 4\nASK 1")[1]


def test_list_markers_and_closing_quotes_are_not_the_items():
    request = "Antworte bitte:\n1. Wie alt ist Berlin?\n- Wie hoch ist der Fernsehturm?\n* **Wo liegt Potsdam?**"
    split, why = split_from_pointers(request, "ITEMS 2-4\nASK 1")
    assert why == "" and [i.text for i in split.items] == [
        "Wie alt ist Berlin?",
        "Wie hoch ist der Fernsehturm?",
        "Wo liegt Potsdam?",
    ]
    quoted = (
        'Explain "What is inflation?", "Why do banks raise rates?" and "How does inflation affect savings?" simply.'
    )
    split, why = split_from_pointers(
        quoted, 'ITEMS 1:"What is inflation..." 1:"Why do banks..." 1:"How does inflation..."'
    )
    assert why == "" and [i.text for i in split.items] == [
        "What is inflation?",
        "Why do banks raise rates?",
        "How does inflation affect savings?",
    ]


def test_text_between_pointed_questions_is_not_dropped_but_refused():
    """The assembler builds the shared part from the text before and after the items: a remark
    between two questions would be in no prompt, so such a reply is refused."""
    request = (
        "Hi there,\n\nWe run a small bakery and use your booking app.\n\n"
        "Can customers pay a deposit online?\n\nWe also sell cakes by the slice. Can the app show a menu?\n\n"
        "Kind regards,\nJanelle"
    )
    split, why = split_from_pointers(request, 'ITEMS 5:"Can customers pay...", 7:"Can the app show..."')
    assert split is None and "text between the items" in why


def test_a_sign_off_after_the_list_is_neither_context_nor_item():
    request = "Hello,\nPlease translate into Spanish:\n- good morning\n- see you soon\nThanks!"
    split, why = split_from_pointers(request, "ITEMS 3-4\nASK 2")
    assert why == "" and [i.text for i in split.items] == ["good morning", "see you soon"]
    assert "translate into Spanish" in split.prompt(0) and split.prompt(0).endswith("good morning")


_QUOTED = 'Explain "What is inflation?", "Why do banks raise rates?" and "How does inflation affect savings?" simply.'


@pytest.mark.parametrize(
    ("request_text", "reply", "holds"),
    [
        pytest.param(
            PASSAGE,
            "ITEMS 6-8\nASK 1",
            lambda s: "Please read the passage and answer the question below" in s.prompt(0),
        ),
        pytest.param(
            _QUOTED,
            'ITEMS 1:"What is inflation..." 1:"Why do banks..." 1:"How does inflation..."',
            lambda s: s.prompt(0).startswith("Explain"),
        ),
        pytest.param(
            "Hello,\nPlease translate into Spanish:\n- good morning\n- see you soon\nThanks!",
            "ITEMS 3-4\nASK 2",
            lambda s: "Thanks" not in s.prompt(0),
        ),
        pytest.param(
            "Help me:\n- What is the largest country?\n- What is its capital?",
            "ITEMS 2-3\nASK 1",
            lambda s: s is None,
            marks=pytest.mark.xfail(strict=True, reason="no veto for an item pointing back by a pronoun ('its')"),
        ),
        pytest.param(
            "Give me 5 names.",
            "COUNT 5 names",
            lambda s: s.instruction == "Give me one name.",
        ),
    ],
)
def test_a_pointed_split_keeps_the_users_words(request_text, reply, holds):
    """The user's words kept in the shared part, a sign-off left out, a count reworded for one
    thing (:mod:`sot.pasta_lang.items.assemble`); the cases marked xfail are what it does not do."""
    split, _ = split_from_pointers(request_text, reply)
    assert holds(split)


def test_the_earlier_json_reply_is_still_read():
    plan = {"instruction": "Answer this question: {item}", "context": "", "items": INLINE_ITEMS}
    split, why = split_from_reply(INLINE, "Here: " + json.dumps(plan))
    assert why == "" and split is not None and [i.text for i in split.items] == INLINE_ITEMS
    invented = {**plan, "items": ["What is DNS?", "Who made it?"]}
    assert split_from_reply(INLINE, json.dumps(invented))[0] is None


def test_numbered_lines_map_back_to_the_request():
    request = "first\n\n{item} third"
    assert numbered(request) == "[1] first\n[2] \n[3] {item} third"


# --------------------------------------------------------------------------- against scripted backends


def planner(reply: str | FakeReply, speed: Speed | None = None) -> FakeProvider:
    def respond(request: GenerationRequest):
        if request.label.startswith("plan:items"):
            return reply
        if request.purpose == "branch":
            return f"Answer for {request.topic}."
        return "One answer to everything."

    return FakeProvider(responder=respond, speed=speed)


async def ask(question: str, provider: FakeProvider, **options):
    events = [e async for e in sot.stream(question, provider=provider, mode="items", **options)]
    assert isinstance(events[-1], Done)
    result = events[-1].result
    assert "".join(e.text for e in events if isinstance(e, AnswerText)) == result.answer
    return result


@pytest.mark.anyio
async def test_good_pointers_split_the_request():
    provider = planner(GOOD_INLINE)
    result = await ask(INLINE, provider)
    assert result.mode == "items" and not result.fallback and result.ok
    assert [b.title for b in result.branches] == INLINE_ITEMS
    assert "the model" in result.plan_text
    plan = provider.requests[0]
    assert (
        plan.purpose == "item_plan"
        and plan.max_tokens == PLAN_MAX_TOKENS
        and "[1] I need some help." in plan.messages[0].content
    )


@pytest.mark.anyio
@pytest.mark.parametrize(
    ("reply", "because"),
    [
        ('ITEMS 1:"What is DNS..." 1:"Who made it..."', "not the user's words"),
        (FakeReply(text="ITEMS " + " ".join(f'1:"word{i}"' for i in range(200))), "cut short"),
        ("Sure! Here you go: the request is about networking.", "points at nothing"),
        (FakeReply(text="DNS stands for Domain Name System. " * 40), "points at nothing"),  # long garbage, cut
        ("NONE", "found none"),
    ],
)
async def test_a_reply_that_does_not_hold_answers_directly_with_the_reason(reply, because):
    provider = planner(reply)
    result = await ask(INLINE, provider)
    assert result.fallback and result.answer == "One answer to everything."
    assert [r.purpose for r in provider.requests] == ["item_plan", "direct"]
    assert "nor did the model find items" in result.fallback_reason and because in result.fallback_reason


@pytest.mark.anyio
async def test_the_planner_reply_is_capped_whatever_the_request_length():
    short = planner("NONE")
    await ask("Tell me about owls.", short)
    long_request = "Tell me about owls.\n" + "\n".join(f"Owls are birds, fact number {i}." for i in range(150))
    assert len(long_request) < PLAN_MAX_CHARS
    long = planner("NONE")
    await ask(long_request, long)
    caps = [p.requests[0].max_tokens for p in (short, long)]
    assert caps == [PLAN_MAX_TOKENS, PLAN_MAX_TOKENS]


@pytest.mark.anyio
async def test_a_request_past_the_bound_is_not_sent():
    provider = planner(GOOD_INLINE)
    result = await ask("Tell me about owls. " * (PLAN_MAX_CHARS // 20 + 1), provider)
    assert result.fallback and "too long" in result.fallback_reason
    assert [r.purpose for r in provider.requests] == ["direct"]


@pytest.mark.anyio
async def test_a_small_cpu_makes_no_planner_call():
    cpu = Speed(first_token_s=0, decode_tok_s=140, step_ratio={3: 2.6})
    provider = planner(GOOD_INLINE, speed=cpu)
    result = await ask(INLINE, provider)
    assert result.fallback and [r.purpose for r in provider.requests] == ["direct"]
    assert "not worth a planner call" in result.fallback_reason


def test_json_says_why_the_model_split_nothing(tmp_path, capsys):
    from sot.cli.main import main

    script = tmp_path / "planner.json"
    script.write_text(json.dumps({"by_label": {"plan:items": 'ITEMS 1:"What is DNS..." 1:"Who made it..."'}}))
    assert main(["ask", "-m", f"fake:{script}", "--mode", "items", "--json", INLINE]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["fallback"] and "not the user's words" in data["fallback_reason"]
    script.write_text(json.dumps({"by_label": {"plan:items": GOOD_INLINE}}))
    assert main(["ask", "-m", f"fake:{script}", "--mode", "items", "--json", INLINE]) == 0
    data = json.loads(capsys.readouterr().out)
    assert not data["fallback"] and [b["title"] for b in data["branches"]] == INLINE_ITEMS


# --------------------------------------------------------------------------- its price


def test_the_cost_model_prices_the_planner_call():
    from sot.orchestrator.routing.items_cost import planner_pays, predict_item_plan

    api = Speed(first_token_s=0.4, decode_tok_s=60)
    cpu = Speed(first_token_s=0, decode_tok_s=140, step_ratio={3: 2.6})
    # no prefill figures: the call costs its first token and a short reply, whatever the request's length
    assert predict_item_plan(api, question_tokens=50) == predict_item_plan(api, question_tokens=2000, lines=80)
    prefill = Speed(first_token_s=0.4, decode_tok_s=60, prefill_tok_s=2000)
    assert predict_item_plan(prefill, question_tokens=2000) > predict_item_plan(prefill, question_tokens=50)
    assert predict_item_plan(api, question_tokens=50) < 1.0  # a first token and 24 tokens at 60/s
    assert planner_pays(api, question_tokens=200, hit=0.9).pays
    assert not planner_pays(api, question_tokens=200, hit=0.1).pays  # mostly a call, then direct anyway
    assert not planner_pays(cpu, question_tokens=200, hit=1.0).pays  # a small CPU: items are slower anyway
    # where auto would plan a skeleton anyway, a separate call is priced against the skeleton:
    # on these figures the items it finds answer no sooner than the skeleton, so it never pays
    from sot.orchestrator.routing.cost import predict

    sot_s = predict(api, question_tokens=200).parallel_s
    assert not planner_pays(api, question_tokens=200, hit=1.0, without_s=sot_s, without="sot").pays
    price = planner_pays(api, question_tokens=200, hit=0.5)
    assert price.missed_s == pytest.approx(price.plan_s + price.direct_s) and "planner call" in price.reason()


@pytest.mark.anyio
async def test_the_call_is_priced_for_a_provider():
    from sot.orchestrator.routing.items_cost import price_item_plan

    remote = FakeProvider(speed=Speed(first_token_s=0.4, decode_tok_s=60))
    cpu = FakeProvider(speed=Speed(first_token_s=0, decode_tok_s=140, step_ratio={3: 2.6}))
    assert (await price_item_plan(remote, INLINE, hit=0.9)).pays
    assert not (await price_item_plan(cpu, INLINE, hit=0.9)).pays


# --------------------------------------------------------------------------- never raises


_PIECES = st.sampled_from(
    ["ITEMS ", "FIELDS ", "COUNT ", "ASK ", "NONE", "\n", "1", "2", "3-5", "9999", ", ", ":", '"', "...", "What ",
     "does ", "DNS", "\u201c", "-", " 3 taglines", "```", "L2", "[4]", "line 2"]
)  # fmt: skip
_REQUESTS = st.sampled_from(
    [INLINE, PASSAGE, "", "\n\n", "Give me 3 taglines.\n- a\n- b", "Translate:\n1. a\n2. b\n\nThanks!"]
)


@given(request=_REQUESTS | st.text(max_size=200), reply=st.lists(_PIECES, max_size=14).map("".join) | st.text())
@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_no_reply_breaks_the_parser(request, reply):
    for cut in (False, True):
        split, why = split_from_reply(request, reply, cut_short=cut)
        assert (split is None) == bool(why)
        if split is not None:
            assert split.tier == "model" and len(split) >= 2
            _exact(request, split)
            for i in range(len(split)):
                assert isinstance(split.prompt(i), str)
