"""The loop guard's end is honest: a generation it ended wherever its last token fell is
trimmed back to its last whole word, the answer's status says ``looped`` (exit 0, and a
finish reason both APIs know: ``stop`` / ``end_turn``), in the result, ``--json``, the CLI's
summary line and the gateway's ``sot`` field; every mode's parts and the direct answer alike.
"""

from __future__ import annotations

import json
import re

import anyio
import httpx
import pytest
from hypothesis import given
from hypothesis import strategies as st

import sot
from sot.cli.main import main
from sot.orchestrator.events import AnswerText
from sot.orchestrator.result import whole_words
from sot.providers.base import GenerationRequest
from sot.providers.fake import FakeProvider, FakeReply, default_responder

#: a poem the loop guard ended mid-word: its last line began to repeat a word
LOOPED = "The alder stood by the water.\nAlder's dark,\nAld"
KEPT = "The alder stood by the water.\nAlder's dark,"
#: letters and digits (of a script with spaces between words)
LETTER = re.compile(r"[^\W_]")

TEXTS = st.text(alphabet=st.sampled_from(list("ab Zé9 .,;:!?-'’()[]\"*_#>\n\t—")), max_size=40)


@given(TEXTS, st.integers(min_value=0, max_value=40))
def test_a_cut_to_whole_words_never_ends_mid_word_and_only_grows(text, at):
    kept = whole_words(text)
    assert text.startswith(kept)
    if kept:
        assert not kept[-1].isspace()
        after = text[len(kept) : len(kept) + 1]
        # the cut falls between words: never between two letters or digits
        assert not (LETTER.match(kept[-1]) and after and LETTER.match(after)), (text, kept)
        if not after:  # nothing cut: the text ended in a whole word (not in letters that might go on)
            assert not LETTER.match(text[-1])
    # what streamed of a text still being written is never taken back
    assert kept.startswith(whole_words(text[:at]))


def test_whole_words_keeps_sentences_and_scripts_without_spaces():
    assert whole_words(LOOPED) == KEPT
    assert whole_words("It repeats. It repeats.") == "It repeats. It repeats."
    assert whole_words('He said "hi"') == 'He said "hi"'
    assert whole_words("- one\n- tw") == "- one"
    assert whole_words("**Bold** and *it") == "**Bold** and"
    assert whole_words("你好，世界") == "你好，世界"  # each character ends a word


#: the generations whose text is the answer, by mode (map-reduce: the reduce)
ANSWER_TEXT = {"direct": "direct", "sot": "branch", "pasta": "branch", "mapreduce": "reduce", "items": "branch"}
CONTEXT = "\n\n".join(" ".join(f"Sentence {p}.{i} about topic {p}." for i in range(40)) for p in range(6))
QUESTION = {"items": "Write 3 short poems about trees."}


def _looping(mode: str):
    def respond(request: GenerationRequest) -> str | FakeReply:
        if request.purpose != ANSWER_TEXT[mode] or request.branch not in (None, 0):
            return default_responder(request)
        return FakeReply(text=LOOPED, finish_reason="repeat")

    return respond


async def _ask(mode: str):
    options = {"mode": mode, "provider": FakeProvider(responder=_looping(mode)), "max_tokens": 60}
    if mode == "mapreduce":
        options["context"] = CONTEXT
    streamed, result = [], None
    async with sot.Client(retries=1) as client:
        async with client.stream(QUESTION.get(mode, "Tell me about the topics."), **options) as events:
            async for event in events:
                if isinstance(event, AnswerText):
                    streamed.append(event.text)
                if isinstance(event, sot.Done):
                    result = event.result
    assert result is not None
    return result, "".join(streamed)


@pytest.mark.parametrize("mode", list(ANSWER_TEXT))
def test_every_mode_trims_a_loop_guard_cut_to_a_whole_word_and_says_looped(mode):
    result, streamed = anyio.run(_ask, mode)
    assert result.mode == mode and not result.fallback, result
    flat, kept = " ".join(result.answer.split()), " ".join(KEPT.split())  # (items mode joins an item's lines)
    assert kept in flat and f"{kept} Ald" not in flat, result.answer
    ending = result.ending
    assert (ending.status, ending.exit_code, ending.finish_reason, ending.stop_reason, ending.cause) == (
        "looped",
        0,
        "stop",
        "end_turn",
        None,
    )
    assert ending.looped == (["answer"] if mode in ("direct", "mapreduce") else ["point 1"])
    assert "[...]" not in result.answer
    assert streamed == result.answer  # what streamed was never more than the trimmed answer


def test_a_pasta_main_text_the_loop_guard_ended_streams_and_ends_at_a_whole_word():
    main = 'Alders grow by water. <promise topic="roots" tokens="30"/>\nTheir roots hold banks,\nTh'

    def respond(request: GenerationRequest) -> str | FakeReply:
        if request.purpose == "pasta":
            return FakeReply(text=main, finish_reason="repeat")
        return default_responder(request)

    async def run():
        streamed, result = [], None
        async with sot.Client(provider=FakeProvider(responder=respond)) as client:
            async with client.stream("Tell me about alders.", mode="pasta") as events:
                async for event in events:
                    if isinstance(event, AnswerText):
                        streamed.append(event.text)
                    if isinstance(event, sot.Done):
                        result = event.result
        return result, "".join(streamed)

    result, streamed = anyio.run(run)
    assert result.answer.endswith("\nTheir roots hold banks,") and result.branches, result.answer
    assert result.ending.status == "looped" and result.ending.looped == ["answer"]
    assert streamed == result.answer


def test_client_run_reports_looped():
    async def run():
        async with sot.Client(provider=FakeProvider(responder=_looping("direct"))) as client:
            return await client.run("A poem about alders", mode="direct")

    result = anyio.run(run)
    assert result.answer == KEPT and result.finish_reason == "repeat"
    assert result.ending.status == "looped" and result.model_dump()["ending"]["status"] == "looped"


def _script(tmp_path) -> str:
    path = tmp_path / "looping.json"
    path.write_text(json.dumps({"by_label": {"direct": {"text": LOOPED, "finish_reason": "repeat"}}}))
    return f"fake:{path}"


def test_json_and_the_summary_line_say_looped_with_exit_0(tmp_path, capsys):
    model = _script(tmp_path)
    assert main(["ask", "A poem about alders", "-m", model, "--mode", "direct", "--json", "--no-stdin"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["status"] == "looped" and data["answer"] == KEPT
    assert data["ending"]["status"] == "looped" and data["ending"]["looped"] == ["answer"]

    assert main(["ask", "A poem about alders", "-m", model, "--mode", "direct", "--no-stdin"]) == 0
    out, err = capsys.readouterr()
    assert out.rstrip("\n") == KEPT
    assert "looped: the model repeated itself, answer trimmed for repetition" in err


def test_the_gateway_says_looped_in_its_sot_field_and_a_valid_finish_reason(tmp_path):
    pytest.importorskip("starlette")
    from tests.test_serve import KEY, GatewayProcess

    config = {"default_model": _script(tmp_path), "api_keys": [KEY], "models": {"poet": {"mode": "direct"}}}
    gateway = GatewayProcess(tmp_path, config)
    try:
        messages = [{"role": "user", "content": "A poem about alders"}]
        chat = httpx.post(
            f"{gateway.url}/v1/chat/completions",
            json={"model": "poet", "messages": messages},
            headers={"authorization": f"Bearer {KEY}"},
            timeout=30,
        ).json()
        choice = chat["choices"][0]
        assert choice["message"]["content"] == KEPT and choice["finish_reason"] == "stop"
        assert chat["sot"]["ending"]["status"] == "looped" and chat["sot"]["ending"]["looped"] == ["answer"]

        message = httpx.post(
            f"{gateway.url}/v1/messages",
            json={"model": "poet", "max_tokens": 200, "messages": messages},
            headers={"x-api-key": KEY, "anthropic-version": "2023-06-01"},
            timeout=30,
        ).json()
        assert message["content"][0]["text"] == KEPT and message["stop_reason"] == "end_turn"
        assert message["sot"]["ending"]["status"] == "looped"
    finally:
        assert gateway.stop() == 0, gateway.output()
