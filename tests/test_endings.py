"""The one rule for how an ask ended (``AskResult.ending``), over every mode and kind of ending.

Each mode answers through the fake provider, with the answer's own text ending one way:
on its own, by the loop guard, by a token bound, by the deadline, or by a failure. The
rule gives ``status``, the CLI's exit code, the gateway's ``finish_reason`` /
``stop_reason`` and ``cause``; the text carries the matching mark; and the answer the
stream sent equals the final one.
"""

from __future__ import annotations

import anyio
import pytest

import sot
from sot.errors import ProviderStatusError
from sot.orchestrator.events import AnswerText
from sot.orchestrator.result import CUT_MARK, DEADLINE_MARK
from sot.providers.base import GenerationRequest
from sot.providers.fake import FakeProvider, FakeReply, default_responder

LONG = " ".join(f"word{i}" for i in range(40)) + "."
#: the generations whose text is the answer, by mode (map-reduce: the reduce; its parts are notes)
ANSWER_TEXT = {"direct": "direct", "sot": "branch", "pasta": "branch", "mapreduce": "reduce"}
CONTEXT = "\n\n".join(" ".join(f"Sentence {p}.{i} about topic {p}." for i in range(40)) for p in range(6))


def _responder(mode: str, ending: str):
    def respond(request: GenerationRequest) -> str | FakeReply:
        if request.purpose != ANSWER_TEXT[mode]:
            if ending == "failure" and mode == "mapreduce" and request.purpose == "map" and request.branch == 1:
                return FakeReply(error=ProviderStatusError("fake: HTTP 400 refused", status_code=400))
            return default_responder(request)
        first = request.branch in (None, 0)
        if ending == "loop guard":
            return FakeReply(text="It repeats. It repeats.", finish_reason="repeat")
        if ending == "token bound":
            return LONG
        if ending == "deadline" and first:
            return FakeReply(text=LONG, token_delay=0.2)
        if ending == "failure" and first and mode != "mapreduce":
            return FakeReply(
                text=LONG, error=ProviderStatusError("fake: HTTP 400 dropped", status_code=400), fail_after=3
            )
        return "A short finished answer."

    return respond


EXPECTED = {
    # ending: (status, exit code, finish_reason, stop_reason, cause, mark in the text)
    "natural": ("complete", 0, "stop", "end_turn", None, None),
    "loop guard": ("looped", 0, "stop", "end_turn", None, None),
    "token bound": ("incomplete", 1, "length", "max_tokens", "max_tokens", CUT_MARK),
    "deadline": ("incomplete", 1, "length", "max_tokens", "deadline", DEADLINE_MARK),
    "failure": ("incomplete", 1, "length", "max_tokens", None, None),
}
FAILURE = {  # what a failure of the answer's text is, by mode, and its mark
    "direct": ("backend_error", CUT_MARK),
    "sot": ("failed_parts", CUT_MARK),
    "pasta": ("failed_parts", CUT_MARK),
    "mapreduce": ("failed_parts", "[written without part 2 of"),
}


async def _ask(mode: str, ending: str):
    fake = FakeProvider(responder=_responder(mode, ending))
    options = {"mode": mode, "provider": fake, "max_tokens": 20}
    if ending == "deadline":
        options["deadline"] = 1.0
    if mode == "mapreduce":
        options["context"] = CONTEXT
    streamed = []
    result = None
    async with sot.Client(retries=1) as client, client.stream("Tell me about the topics.", **options) as events:
        async for event in events:
            if isinstance(event, AnswerText):
                streamed.append(event.text)
            if isinstance(event, sot.Done):
                result = event.result
    assert result is not None
    return result, "".join(streamed)


@pytest.mark.parametrize("ending", list(EXPECTED))
@pytest.mark.parametrize("mode", list(ANSWER_TEXT))
def test_every_mode_and_ending_follows_the_one_rule(mode, ending):
    result, streamed = anyio.run(_ask, mode, ending)
    status, code, finish, stop_reason, cause, mark = EXPECTED[ending]
    if ending == "failure":
        cause, mark = FAILURE[mode]
    got = result.ending
    assert (got.status, got.exit_code, got.finish_reason, got.stop_reason, got.cause) == (
        status,
        code,
        finish,
        stop_reason,
        cause,
    ), (result.answer, result.error, [(b.status, b.error, b.finish_reason) for b in result.branches])
    assert result.mode == mode and not result.fallback
    if mark is None:
        assert CUT_MARK.strip() not in result.answer and DEADLINE_MARK.strip() not in result.answer
    else:
        assert mark in result.answer
    if ending == "loop guard":
        assert got.looped  # visible, though a normal end
    assert streamed == result.answer  # the stream is the answer, marks included

    from sot.cli.ask import exit_code_for

    assert exit_code_for(result) == code and result.model_dump()["ending"]["status"] == status
    assert result.model_dump()["ending"]["cause"] == cause


def test_a_cut_request_counts_its_prompt_tokens():
    """A request cut before the provider's usage record still counts the prompt it sent."""

    async def main():
        fake = FakeProvider(responder=lambda r: FakeReply(text=LONG, token_delay=0.2))
        return await sot.orchestrate("What is up?", provider=fake, mode="direct", deadline=0.5)

    result = anyio.run(main)
    assert result.ending.cause == "deadline"
    assert result.usage.prompt_tokens > 0 and result.usage.completion_tokens > 0
