"""SoT points as the plan's conversation going on, where the provider keeps the plan's computed
prompt (``Provider.keeps_prefix``: the local engines), so only each point's own turn is new."""

from __future__ import annotations

import pytest

import sot
from sot.providers.base import GenerationRequest, Message
from sot.providers.fake import FakeProvider
from sot.templates.loader import default_prompts

pytestmark = pytest.mark.anyio

QUESTION = "How can I sleep better?"
PLAN = "1. Dark room\n2. Fixed schedule\n3. No screens\n"


def respond(request: GenerationRequest) -> str:
    if request.purpose == "skeleton":
        return PLAN.removeprefix("1.")  # the plan request starts the list: "1."
    return f"About {request.topic.lower()}."


def keeping(keeps: bool) -> FakeProvider:
    fake = FakeProvider(responder=respond)
    fake.keeps_prefix = keeps
    return fake


async def test_points_continue_the_plans_conversation_where_the_provider_keeps_its_prompt():
    fake = keeping(True)
    result = await sot.orchestrate(QUESTION, provider=fake, mode="sot", pipeline=False)
    assert result.answer.count("About") == 3 and not result.fallback
    (plan,) = [r for r in fake.requests if r.purpose == "skeleton"]
    points = sorted((r for r in fake.requests if r.purpose == "branch"), key=lambda r: r.branch)
    assert len(points) == 3
    asked = plan.messages[:-1]  # the plan's messages, less its "1." prefill
    for i, point in enumerate(points):
        messages = point.messages
        assert messages[: len(asked)] == asked  # the plan's prompt, as the plan was asked
        assert messages[len(asked)] == Message("assistant", PLAN.rstrip())  # then its reply
        turn = messages[len(asked) + 1]
        assert turn.role == "user" and f'point {i + 1}: "{result.skeleton[i]}"' in turn.content
        assert QUESTION not in turn.content  # the question is already in the conversation
        assert messages[-1] == Message("assistant", f"{i + 1}. {result.skeleton[i]}:")
    # siblings share everything up to their own turn
    assert len({p.messages[: len(asked) + 1] for p in points}) == 1


async def test_otherwise_or_with_a_templates_own_point_prompt_each_point_has_its_own_prompt(tmp_path):
    fake = keeping(False)
    await sot.orchestrate(QUESTION, provider=fake, mode="sot", pipeline=False)
    points = [r for r in fake.requests if r.purpose == "branch"]
    assert all(len(p.messages) == 3 and QUESTION in p.messages[1].content for p in points)

    own = tmp_path / "own.yaml"
    own.write_text('name: own\nprompts:\n  branch: "Write point {{ number }} ({{ point }}) for: {{ question }}"\n')
    fake = keeping(True)
    await sot.orchestrate(QUESTION, provider=fake, mode="sot", pipeline=False, template=str(own))
    points = [r for r in fake.requests if r.purpose == "branch"]
    assert points and all(p.messages[-2].content.startswith("Write point") for p in points)


def test_the_default_follow_up_names_the_point():
    (turn,) = [m for m in default_prompts().branch_followup_messages(QUESTION, ["A", "B"], 1) if m.role == "user"]
    assert turn.content.rstrip().endswith('Write only point 2: "B".')  # the point last: siblings share the rest
