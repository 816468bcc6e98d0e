"""The gateway's ordered answer stream: in answer order, and, joined, the ask's answer."""

from __future__ import annotations

from contextlib import aclosing

import anyio
import pytest

pytest.importorskip("starlette")

import sot
from sot.orchestrator.answer_stream import StopFilter
from sot.orchestrator.events import AnswerText, Done
from sot.providers.fake import FakeProvider, FakeReply, default_responder


async def _collect(mode: str, provider: FakeProvider, question: str = "Give tips for remote work.", **kw):
    pieces: list[tuple[str, float]] = []
    result = None
    async with aclosing(sot.stream(question, provider=provider, mode=mode, **kw)) as events:
        async for event in events:
            if isinstance(event, AnswerText):
                pieces.append((event.text, event.t))
            if isinstance(event, Done):
                result = event.result
    assert result is not None
    return "".join(p for p, _ in pieces), pieces, result


def _slow_first(request):
    if request.label.startswith("branch:0"):
        return FakeReply(text="The first point takes its time to be written out.", token_delay=0.02)
    return default_responder(request)


@pytest.mark.parametrize("mode", ["sot", "pasta", "direct", "auto"])
def test_joined_stream_is_the_answer(mode):
    async def main():
        provider = FakeProvider(responder=_slow_first, token_delay=0.001)
        text, pieces, result = await _collect(mode, provider)
        assert text == result.answer
        assert len(pieces) > 1  # streamed, not sent at the end in one piece

    anyio.run(main)


def test_sot_points_stream_in_answer_order_while_later_points_finish_first():
    async def main():
        provider = FakeProvider(responder=_slow_first, token_delay=0.001)
        text, pieces, result = await _collect("sot", provider)
        assert result.mode == "sot" and len(result.branches) == 4
        # point 1 is the slowest, yet the answer streams from it, and the others follow in order
        assert text.startswith("1. Background: The first point")
        positions = [text.index(f"{i}. ") for i in range(1, 5)]
        assert positions == sorted(positions)
        # point 1 streamed live, in several pieces, before any later point was sent
        second = next(i for i, (p, _) in enumerate(pieces) if "2. Main idea" in p)
        assert second >= 3

    anyio.run(main)


def test_sot_fallback_streams_the_direct_answer():
    async def main():
        provider = FakeProvider(token_delay=0.001)
        provider.enqueue("Just one line, no list at all.")
        text, _, result = await _collect("sot", provider)
        assert result.fallback and text == result.answer and text

    anyio.run(main)


def test_pasta_branches_take_their_promise_places():
    async def main():
        provider = FakeProvider(responder=_slow_first, token_delay=0.001)
        text, _, result = await _collect("pasta", provider)
        assert result.mode == "pasta" and not result.fallback
        assert text == result.answer
        assert text.index("Here is an overview.") < text.index("The first point") < text.index("In short")

    anyio.run(main)


def test_authored_plan_streams_in_order():
    plan = 'Intro text.\n<promise topic="alpha" tokens="20"/>\n<promise topic="beta" tokens="20"/>\n<sync/>The end.'

    async def main():
        provider = FakeProvider(responder=_slow_first, token_delay=0.001)
        text, _, result = await _collect("pasta", provider, plan=plan)
        assert text == result.answer and text.startswith("Intro text.") and text.endswith("The end.")

    anyio.run(main)


def test_failed_point_keeps_its_number_and_placeholder():
    def responder(request):
        if request.label.startswith("branch:1"):
            from sot.errors import ProviderStatusError

            return FakeReply(error=ProviderStatusError("down", status_code=400))
        return default_responder(request)

    async def main():
        provider = FakeProvider(responder=responder, token_delay=0.001)
        text, _, result = await _collect("sot", provider, retries=1)
        assert [b.status for b in result.branches] == ["done", "failed", "done", "done"]
        assert text == result.answer and "3. Practical steps" in text
        assert "2. Main idea: [point 2 failed: down]" in text  # the error, short

    anyio.run(main)


@pytest.mark.parametrize("index", [0, 2])
def test_point_cut_midway_keeps_its_text_and_mark(index):
    def responder(request):
        if request.label.startswith(f"branch:{index}"):
            from sot.errors import ProviderStatusError

            return FakeReply(
                text="Some words and then the cut comes here.",
                fail_after=3,
                error=ProviderStatusError("dropped", status_code=400),
            )
        return default_responder(request)

    async def main():
        provider = FakeProvider(responder=responder, token_delay=0.001)
        text, _, result = await _collect("sot", provider, retries=1)
        assert result.branches[index].status == "partial"
        assert text == result.answer and "Some words and [...]" in text

    anyio.run(main)


def test_stop_filter():
    stop = StopFilter(("END",))
    assert stop.feed("one two E") == "one two "
    assert stop.feed("ND three") == "" and stop.hit and stop.matched == "END"


def test_import_sot_and_the_cli_stay_without_the_server_stack():
    import subprocess
    import sys

    code = (
        "import sys, sot, sot.cli.main; sot.cli.main.build_parser(); "
        "print([m for m in ('starlette', 'uvicorn', 'prometheus_client') if m in sys.modules])"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert out.stdout.strip() == "[]"


@pytest.mark.parametrize("mode", ["sot", "pasta", "direct"])
@pytest.mark.parametrize("template", [None, "support"])
def test_history_reaches_every_request(mode, template):
    from sot.providers.base import Message

    history = (Message("system", "Speak as Acme."), Message("user", "I am Ada."), Message("assistant", "Hi Ada!"))

    async def main():
        provider = FakeProvider()
        result = await sot.orchestrate(
            "Give tips for remote work.",
            provider=provider,
            mode=mode,
            history=history,
            template=template,
            variables={"company": "Acme"} if template else None,
        )
        assert result.mode == mode and not result.fallback
        checks = 1 if template else 0  # a support template also asks whether to escalate
        assert len(provider.requests) == {"sot": 5, "pasta": 3, "direct": 1}[mode] + checks
        for request in provider.requests:
            system, *rest = request.messages
            assert system.role == "system" and system.content.endswith("\n\nSpeak as Acme.")
            assert rest[:2] == [Message("user", "I am Ada."), Message("assistant", "Hi Ada!")]
            assert "Give tips for remote work." in rest[2].content

    anyio.run(main)
