"""Items mode: a request's own items, every one asked at once, the answer in the request's order.

Through ``sot.stream`` / ``Client`` / the CLI / the gateway: questions as a numbered list
(question, then its answer), fields as ``field: value`` lines or one JSON object, N things to
write without repeats; a failed item keeps its place and is named; one item is not split;
auto picks items where the cost model predicts it faster, and stays direct on a small CPU.
"""

from __future__ import annotations

import json
import random

import pytest

import sot
from sot.orchestrator.events import AnswerText, Done, PlanReady
from sot.providers.base import GenerationRequest, Speed
from sot.providers.fake import FakeProvider, FakeReply

pytestmark = pytest.mark.anyio

QUESTIONS = (
    "Answer the following questions about the text.\n\n"
    "Text: The harbour town of Vell was founded in 1642 by fishermen. Its lighthouse, built in 1790, "
    "is painted red and white, and the town's market opens every Saturday.\n\n"
    "1. When was Vell founded?\n2. What colour is the lighthouse?\n3. When does the market open?"
)
FIELDS = (
    "Extract the salary, contract type, shift and benefits from this job ad:\n\n"
    "We are hiring a warehouse associate. Pay is $18 per hour, full-time permanent contract, "
    "night shift from 10pm to 6am, with health insurance and a yearly bonus."
)
JSON_FIELDS = (
    "Extract the name, age and city from the text below. Answer in JSON.\n\n"
    "Text: Maria Lopez, 34, moved to Lisbon last spring to open a bakery."
)
TAGLINES = "Give me 5 taglines for a bakery."


def respond(request: GenerationRequest):
    """An item answers with its topic (so the order is visible); a direct answer is one paragraph."""
    if request.purpose == "branch":
        return f"Answer for {request.topic}."
    return "One answer to everything."


async def ask(question: str, provider: FakeProvider | None = None, **options):
    provider = provider or FakeProvider(responder=respond)
    events = [e async for e in sot.stream(question, provider=provider, **options)]
    assert isinstance(events[-1], Done)
    result = events[-1].result
    assert "".join(e.text for e in events if isinstance(e, AnswerText)) == result.answer  # stream == answer
    return result, events, provider


async def test_questions_are_answered_one_by_one_in_the_request_order():
    result, events, provider = await ask(QUESTIONS, mode="items")
    assert result.mode == "items" and not result.fallback and result.ok
    titles = [b.title for b in result.branches]
    assert titles == ["When was Vell founded?", "What colour is the lighthouse?", "When does the market open?"]
    plan = next(e for e in events if isinstance(e, PlanReady))
    assert plan.mode == "items" and list(plan.points) == titles
    assert result.answer == "\n\n".join(f"{i + 1}. {t}\nAnswer for {t}." for i, t in enumerate(titles))
    # every item's prompt holds the shared text and its own question, and no other item
    for request, title in zip(sorted(provider.requests, key=lambda r: r.branch), titles, strict=True):
        prompt = request.messages[-1].content
        assert "lighthouse, built in 1790" in prompt and title in prompt
        assert all(other not in prompt for other in titles if other != title)


async def test_the_order_holds_whatever_order_the_items_finish_in():
    for seed in range(4):
        delays = random.Random(seed).sample([0.0, 0.01, 0.02, 0.03], 4)

        def slow(request: GenerationRequest, delays=delays):
            if request.purpose == "branch":
                return FakeReply(text=f"Answer for {request.topic}.", first_token_delay=delays[request.branch or 0])
            return "x"

        result, _, _ = await ask(FIELDS, FakeProvider(responder=slow), mode="items")
        assert result.answer.splitlines() == [f"{t}: Answer for {t}." for t in (b.title for b in result.branches)]
        assert len(result.branches) == 4


async def test_fields_asked_as_json_are_one_json_object_in_order():
    result, _, _ = await ask(JSON_FIELDS, mode="items")
    data = json.loads(result.answer)
    assert list(data) == [b.title for b in result.branches] and len(data) == 3
    assert all(value == f"Answer for {key}." for key, value in data.items())


async def test_a_failed_item_keeps_its_place_and_is_named():
    def failing(request: GenerationRequest):
        if request.purpose == "branch" and request.branch == 1:
            return FakeReply(error=sot.ProviderError("HTTP 503 from upstream", provider="fake"))
        return respond(request)

    result, _, _ = await ask(QUESTIONS, FakeProvider(responder=failing), mode="items", retries=1)
    assert result.branches[1].status == "failed" and "[item 2 failed:" in result.answer
    assert (
        "Answer for When was Vell founded?" in result.answer
        and "Answer for When does the market open?" in result.answer
    )
    assert result.error and "item 2" in result.error and result.ending.cause == "failed_parts"


async def test_n_things_to_write_are_n_distinct_ones():
    def repeating(request: GenerationRequest):
        if request.purpose == "branch":  # items 2 and 4 repeat item 1, asked again too
            return "Fresh from our oven." if (request.branch or 0) in (0, 1, 3) else f"Tagline {request.branch}."
        return "x"

    result, _, provider = await ask(TAGLINES, FakeProvider(responder=repeating), mode="items")
    assert len(result.branches) == 5
    firsts = [r for r in provider.requests if not r.label.endswith(":again")]
    assert len(firsts) == 5 and sorted(r.branch for r in provider.requests if r not in firsts) == [1, 3]
    lines = result.answer.splitlines()
    assert lines == ["1. Fresh from our oven.", "2. Tagline 2.", "3. Tagline 4."]  # never shown twice
    assert len(result.dropped) == 2 and all("repeated item 1, twice" in d for d in result.dropped)
    prompts = [request.messages[-1].content for request in firsts]
    assert not any("of 5" in p or "number" in p for p in prompts)  # a number in the prompt ends up in the answer
    assert len(set(prompts)) == 5  # each asked its own way, so they differ even when decoding is greedy


def repeats_item_3_once(request: GenerationRequest):
    """Item 3 repeats item 1 the first time it is asked, and writes a new one when asked again
    (item 1 ends first, so the repeat is item 3's)."""
    if request.purpose != "branch":
        return "x"
    i = request.branch or 0
    if i == 2:
        text = "Bread worth waking up for." if request.label.endswith(":again") else "Fresh from our oven."
        return FakeReply(text=text, first_token_delay=0.02)
    return "Fresh from our oven." if i == 0 else f"Tagline {i + 1}."


async def test_a_thing_that_repeats_one_written_is_asked_once_more_naming_the_others():
    result, events, provider = await ask(TAGLINES, FakeProvider(responder=repeats_item_3_once), mode="items")
    assert result.answer.splitlines() == [
        "1. Fresh from our oven.",
        "2. Tagline 2.",
        "3. Bread worth waking up for.",  # in its place
        "4. Tagline 4.",
        "5. Tagline 5.",
    ]
    assert result.dropped == [] and result.ok
    again = [r for r in provider.requests if r.label.endswith(":again")]
    assert len(provider.requests) == 6 and [r.branch for r in again] == [2]
    prompt = again[0].messages[-1].content
    assert (
        prompt.startswith("Give me one tagline for a bakery.")
        and "It must differ from these, already written:" in prompt
    )
    written = prompt.split("already written:", 1)[1]
    assert "- Fresh from our oven." in written and "- Tagline 2." in written  # what had ended by then
    first = next(r for r in provider.requests if r.branch == 2 and r is not again[0]).messages[-1].content
    assert "already written" not in first
    # its record counts both answers' tokens, the usage every request's
    assert result.branches[2].completion_tokens == len("Fresh from our oven.".split()) + len(
        "Bread worth waking up for.".split()
    )
    assert result.usage.completion_tokens == sum(b.completion_tokens for b in result.branches)
    # the answer streamed item 3 once, as final: never its repeat
    streamed = "".join(e.text for e in events if isinstance(e, AnswerText))
    assert streamed.count("Fresh from our oven.") == 1


async def test_a_thing_asked_again_that_repeats_again_is_dropped():
    def stubborn(request: GenerationRequest):
        if request.purpose != "branch":
            return "x"
        i = request.branch or 0
        if i == 2:
            return FakeReply(text="Fresh from our oven!", first_token_delay=0.02)  # the same, once cleaned
        return "Fresh from our oven." if i == 0 else f"Tagline {i + 1}."

    result, _, provider = await ask(TAGLINES, FakeProvider(responder=stubborn), mode="items")
    assert len(provider.requests) == 6  # asked once more, not again and again
    assert result.answer.splitlines() == ["1. Fresh from our oven.", "2. Tagline 2.", "3. Tagline 4.", "4. Tagline 5."]
    assert result.dropped == ["item 3 (taglines 3 of 5): it repeated item 1, twice"]


async def test_a_thing_whose_second_ask_fails_is_dropped_as_the_repeat_it_was():
    def failing_again(request: GenerationRequest):
        if request.label.endswith(":again"):
            return FakeReply(error=sot.ProviderError("HTTP 503 from upstream", provider="fake"))
        return repeats_item_3_once(request)

    result, _, _ = await ask(TAGLINES, FakeProvider(responder=failing_again), mode="items", retries=1)
    assert result.answer.splitlines() == ["1. Fresh from our oven.", "2. Tagline 2.", "3. Tagline 4.", "4. Tagline 5."]
    assert result.dropped == ["item 3 (taglines 3 of 5): it repeated item 1, twice"] and result.error is None


async def test_an_empty_thing_is_asked_once_more():
    def empty_once(request: GenerationRequest):
        if request.purpose != "branch":
            return "x"
        i = request.branch or 0
        if i == 1:
            return "A loaf for every table." if request.label.endswith(":again") else '""'
        return f"Tagline {i + 1}."

    result, _, _ = await ask(TAGLINES, FakeProvider(responder=empty_once), mode="items")
    assert result.answer.splitlines()[1] == "2. A loaf for every table." and len(result.answer.splitlines()) == 5


async def test_questions_and_fields_are_never_asked_again():
    def same(request: GenerationRequest):
        return "Not stated in the text." if request.purpose == "branch" else "x"

    for question in (QUESTIONS, FIELDS):
        result, _, provider = await ask(question, FakeProvider(responder=same), mode="items")
        assert not any(r.label.endswith(":again") for r in provider.requests)
        assert result.answer.count("Not stated in the text.") == len(result.branches) and not result.dropped


async def test_a_request_with_one_item_or_none_is_answered_directly():
    for question in ("What is the capital of France?", "Answer this question:\n\n1. What is 2 + 2?"):
        result, _, provider = await ask(question, mode="items")
        assert result.fallback and result.answer == "One answer to everything."
        # the tagger found none, so the model was asked for a split once, and its reply held none
        assert [r.purpose for r in provider.requests] == ["item_plan", "direct"]
        assert "nor did the model find items" in result.fallback_reason


INLINE = "I need some help. What does DNS stand for? what port does HTTPS use? who invented the web?"
INLINE_ITEMS = ["What does DNS stand for?", "what port does HTTPS use?", "who invented the web?"]


@pytest.fixture
def no_local_items(monkeypatch):
    """The planner's tests: the local tagger finds nothing, so the model is asked."""
    monkeypatch.setattr("sot.pasta_lang.items.find_items", lambda request: None)


def planner(plan: dict | str | FakeReply):
    """A provider whose planner call replies ``plan`` (a dict as JSON); items and direct answers as ``respond``."""

    def reply(request: GenerationRequest):
        if request.purpose == "item_plan":
            return "Here is the split: " + json.dumps(plan) if isinstance(plan, dict) else plan
        return respond(request)

    return FakeProvider(responder=reply)


@pytest.mark.usefixtures("no_local_items")
async def test_where_the_tagger_finds_no_items_the_model_is_asked_for_them():
    from sot.pasta_lang.items import find_items

    assert find_items(INLINE) is None  # (pinned: the tagger finds none here)
    plan = {"instruction": "Answer this question: {item}", "context": "", "items": INLINE_ITEMS}
    result, events, provider = await ask(INLINE, planner(plan), mode="items", temperature=0.7)
    assert result.mode == "items" and not result.fallback and result.ok
    assert [b.title for b in result.branches] == INLINE_ITEMS
    assert result.plan_text.startswith("3 questions (list, found by the model)")
    first, *others = provider.requests
    assert first.purpose == "item_plan" and first.label == "plan:items" and first.temperature == 0.0
    assert INLINE in first.messages[-1].content
    # the direct answer was begun beside the planner call, held back, and left once items were found
    assert [r.purpose for r in others if r.purpose != "branch"] == ["direct"]
    assert "One answer to everything" not in result.answer
    branches = [r for r in others if r.purpose == "branch"]
    assert sorted(r.branch for r in branches) == [0, 1, 2]
    for request in branches:  # the request's own instruction, with its one item
        content = request.messages[-1].content
        assert content.startswith("I need some help.") and INLINE_ITEMS[request.branch] in content
    assert result.usage.completion_tokens > sum(b.completion_tokens for b in result.branches)  # the plan's count


@pytest.mark.usefixtures("no_local_items")
async def test_a_planned_count_writes_that_many_things():
    question = "My bakery opens next month and I need taglines for the window, something like four options please."
    plan = {"instruction": "Write one tagline for a bakery's window.", "count": 4, "things": "taglines"}
    result, _, _ = await ask(question, planner(plan), mode="items")
    # the count is the request's own ("four options"): the branches are named by its words
    assert result.mode == "items" and len(result.branches) == 4 and result.branches[0].title == "options 1 of 4"


@pytest.mark.parametrize(
    "plan",
    [
        {
            "instruction": "Answer: {item}",
            "items": ["What is DNS?", "What port does HTTPS use?"],
        },  # not the user's words
        {"instruction": "Answer the question", "items": INLINE_ITEMS},  # no slot for the item
        {"instruction": "Answer: {item}", "items": INLINE_ITEMS[:1]},  # one item is not a split
        {"instruction": "Answer: {item}", "items": list(reversed(INLINE_ITEMS))},  # out of the request's order
        {"instruction": "Write one.", "count": 400, "things": "taglines"},
        {"items": []},
        "I cannot split this.",
        '{"instruction": "Answer: {item}", "items": [',
    ],
)
@pytest.mark.usefixtures("no_local_items")
async def test_a_planner_reply_that_does_not_hold_is_answered_directly(plan):
    result, _, provider = await ask(INLINE, planner(plan), mode="items")
    assert result.fallback and result.mode == "items" and result.answer == "One answer to everything."
    assert [r.purpose for r in provider.requests] == ["item_plan", "direct"]


@pytest.mark.usefixtures("no_local_items")
async def test_a_failed_planner_call_is_answered_directly_with_the_reason():
    from sot.errors import ProviderError

    result, _, _ = await ask(
        INLINE, planner(FakeReply(error=ProviderError("overloaded", provider="fake"))), mode="items"
    )
    assert result.fallback and "asking the model for a split failed" in result.fallback_reason


@pytest.mark.usefixtures("no_local_items")
async def test_auto_never_asks_the_planner():
    remote = FakeProvider(responder=respond, speed=Speed(first_token_s=0.4, decode_tok_s=60))
    result, _, provider = await ask(INLINE, remote, mode="auto")
    assert result.mode != "items" and all(r.purpose != "item_plan" for r in provider.requests)


async def test_auto_takes_items_where_it_pays_and_stays_direct_on_a_small_cpu():
    remote = FakeProvider(responder=respond, speed=Speed(first_token_s=0.4, decode_tok_s=60))
    result, _, _ = await ask(QUESTIONS, remote, mode="auto")
    assert result.mode == "items" and result.route.router == "items" and "items" in result.route.reason
    cpu = FakeProvider(responder=respond, speed=Speed(first_token_s=0, decode_tok_s=140, step_ratio={3: 2.6}))
    result, _, _ = await ask(QUESTIONS, cpu, mode="auto")
    assert result.mode == "direct" and "the request's own items, however many, would take" in result.route.reason


async def test_a_support_message_with_several_questions_is_answered_question_by_question():
    message = (
        "Hi, I have three questions:\n1. Where is my refund?\n2. Can I change my delivery address?\n"
        "3. Do you ship to Canada?"
    )
    result, _, _ = await ask(message, mode="items", template="support", variables={"company": "Acme"})
    assert result.mode == "items" and len(result.branches) == 3
    assert result.answer.startswith("Hello") and "Kind regards" in result.answer
    body = result.answer.split("\n\n")
    for title in (b.title for b in result.branches):  # one section a question, in order
        assert any(f"Answer for {title}" in section for section in body)


def test_the_cli_answers_items_with_json(capsys):
    from sot.cli.main import main

    assert main(["ask", "-m", "fake", "--mode", "items", "--json", TAGLINES]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["mode"] == "items" and len(data["branches"]) == 5 and data["status"] == "complete"


def repeat_script(tmp_path) -> str:
    """``fake:SCRIPT`` whose item 3 repeats item 1 when first asked (and is new when asked again)."""
    script = tmp_path / "repeat.json"
    labels = {f"branch:{i}": f"Tagline {i + 1}." for i in range(5)}
    labels["branch:2"] = {"text": "Tagline 1.", "token_delay": 0.02}  # (ends after item 1)
    labels["branch:2:taglines 3 of 5:again"] = "Bread worth waking up for."
    script.write_text(json.dumps({"by_label": labels, "first_token_delay": 0.01}))
    return f"fake:{script}"


def test_the_cli_answers_five_distinct_items_where_one_repeated(tmp_path, capsys):
    from sot.cli.main import main

    assert main(["ask", "-m", repeat_script(tmp_path), "--mode", "items", "--json", TAGLINES]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["answer"].splitlines() == [
        "1. Tagline 1.",
        "2. Tagline 2.",
        "3. Bread worth waking up for.",
        "4. Tagline 4.",
        "5. Tagline 5.",
    ]
    assert data["dropped"] == [] and len(data["branches"]) == 5


def planner_script(tmp_path) -> str:
    """``fake:SCRIPT`` whose planner call splits :data:`INLINE` (every other call: the fake's default)."""
    plan = {"instruction": "Answer this question: {item}", "context": "", "items": INLINE_ITEMS}
    script = tmp_path / "planner.json"
    script.write_text(json.dumps({"by_label": {"plan:items": json.dumps(plan)}}))
    return f"fake:{script}"


@pytest.mark.usefixtures("no_local_items")
def test_the_cli_answers_a_planned_split(tmp_path, capsys):
    from sot.cli.main import main

    assert main(["ask", "-m", planner_script(tmp_path), "--mode", "items", "--json", INLINE]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["mode"] == "items" and [b["title"] for b in data["branches"]] == INLINE_ITEMS
    assert "found by the model" in data["plan_text"] and not data["fallback"]


@pytest.mark.slow
@pytest.mark.parametrize("question", [QUESTIONS, JSON_FIELDS, TAGLINES, INLINE])
def test_the_gateway_streams_items_as_the_whole_answer_on_both_apis(tmp_path, question):
    pytest.importorskip("starlette")
    from tests.test_serve import KEY, GatewayProcess

    # INLINE: split by the planner call; TAGLINES: item 3 repeats item 1 and is asked again
    model = {INLINE: planner_script(tmp_path), TAGLINES: repeat_script(tmp_path)}.get(question, "fake")
    config = {"default_model": model, "api_keys": [KEY], "models": {"items": {"mode": "items"}}}
    server = GatewayProcess(tmp_path, config)
    try:
        got = server.both_apis("items", [{"role": "user", "content": question}])
        assert got.whole.sot["mode"] == "items" and got.whole.choices[0].finish_reason == "stop"
        assert not got.whole.sot["fallback"] and got.whole.sot["branches"] >= 3
        text = got.streamed
        assert text == got.whole.choices[0].message.content
        assert got.anthropic_streamed == got.anthropic == text
        if question == TAGLINES:  # five distinct, item 3 in its place
            assert text.splitlines()[2] == "3. Bread worth waking up for." and len(set(text.splitlines())) == 5
    finally:
        assert server.stop() == 0, server.output()


@pytest.mark.usefixtures("no_local_items")
async def test_a_small_cpu_is_not_asked_for_a_split():
    """Where 3 streams cost about 2 single steps, items are slower than a direct answer even
    with a free split: no planner call, the reason says so."""
    cpu = FakeProvider(responder=respond, speed=Speed(first_token_s=0, decode_tok_s=140, step_ratio={3: 2.2}))
    result, _, provider = await ask(INLINE, cpu, mode="items")
    assert result.fallback and [r.purpose for r in provider.requests] == ["direct"]
    assert "not worth a planner call" in result.fallback_reason


async def test_a_request_with_no_items_does_not_wait_for_the_planner_to_start_its_answer():
    """Under ``--mode items`` the direct answer is asked beside the planner call, not after it:
    here the planner's reply comes only once the direct answer has begun (it would never come if
    the direct answer waited for it), and the answer streamed is the direct one, after the plan."""
    import anyio

    from sot.orchestrator.events import PlanReady

    direct_began = anyio.Event()

    class Provider(FakeProvider):
        async def stream(self, request):
            if request.purpose == "item_plan":
                await direct_began.wait()
            elif request.purpose == "direct":
                direct_began.set()
            async for chunk in super().stream(request):
                yield chunk

    with anyio.fail_after(10):  # a deadlock guard, not a timing bound
        result, events, provider = await ask(
            "Tell me about the history of tea.", Provider(responder=respond), mode="items"
        )
    assert result.fallback and result.answer == "One answer to everything."
    assert "nor did the model find items" in result.fallback_reason
    kinds = [type(e).__name__ for e in events]
    assert kinds.index("PlanReady") < kinds.index("AnswerDelta")
    assert sum(isinstance(e, PlanReady) for e in events) == 1
