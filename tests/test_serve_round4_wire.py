"""`sot serve`, the gateway's fourth QA round, its client-facing half: bodies whose validation
fails once per element, Anthropic's stop sequences, error texts, and the first token's time
of an answer that was cut.

The gateway runs in this process (its ASGI app through httpx) with the fake backend; the
stream cut by a shutdown needs a real server process. A body's validation is bounded by its
shape, checked before it (no timing here: benchmarks/serve_hostile.py measures it).
"""

from __future__ import annotations

import json
import threading
from pathlib import Path

import httpx
import pytest
from pydantic import ValidationError

pytest.importorskip("starlette")

import sot
from sot.serve.anthropic_wire import MAX_STOP_SEQUENCES, _MessagesBody, parse_messages
from sot.serve.app import create_app
from sot.serve.config import ServeConfig
from sot.serve.openai_wire import _ChatBody, parse_chat
from sot.serve.wire import MAX_MESSAGES, MAX_PARTS, WireError, public_message
from tests.test_mapreduce import QUESTION as CODES_QUESTION
from tests.test_mapreduce import document, fake
from tests.test_serve import GatewayProcess
from tests.test_serve_defects import CHAT, MESSAGES, QUESTION, _body, _error

pytestmark = pytest.mark.anyio

PARSE = {CHAT: parse_chat, MESSAGES: parse_messages}


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


async def _post(config: dict, path: str, body: dict) -> httpx.Response:
    app = create_app(ServeConfig.model_validate(config))
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1") as client:
            return await client.post(path, json=body, headers={"anthropic-version": "2023-06-01"}, timeout=60)


def _refused(path: str, body: dict) -> WireError:
    with pytest.raises(WireError) as caught:
        PARSE[path](body)
    assert caught.value.status == 400
    return caught.value


# --------------------------------------------------------------------------- the body's shape


@pytest.mark.parametrize("path", [CHAT, MESSAGES])
@pytest.mark.parametrize(
    "fields",
    [
        {"messages": [{"role": "user", "content": [0] * 900_000}]},  # 2.7 MB: 10 s to a 400
        {"messages": [{}] * 400_000},  # 1.6 MB: 1.8 s
        {f"k{i}": 0 for i in range(150_000)},  # unknown fields, each kept
    ],
    ids=["zeros", "empties", "keys"],
)
async def test_a_body_of_too_many_json_values_is_refused_before_it_is_decoded(path, fields, monkeypatch):
    """Counted in the bytes (commas, brackets and colons outside strings), before the decoder
    makes one value: a 400 in the API's own error shape."""
    import json as json_module

    loads = json_module.loads

    def small_only(text, **kwargs):
        assert len(text) < 1000, "decoded"
        return loads(text, **kwargs)

    monkeypatch.setattr(json_module, "loads", small_only)
    _, message = _error(path, await _post({"default_model": "fake"}, path, _body(path, **fields)))
    assert "holds too many values: at most 300,000 array elements and object fields, 100,000" in message


@pytest.mark.parametrize("path", [CHAT, MESSAGES])
async def test_more_messages_than_the_bound_are_a_400_naming_messages(path):
    """Past 20,000 messages a body is refused by their count, in the API's own error shape,
    before a message is validated (30,000 bad ones made 60,000 errors)."""
    body = _body(path, messages=[{}] * 30_000)
    param, message = _error(path, await _post({"default_model": "fake"}, path, body))
    assert message.startswith("messages takes at most 20,000 messages, not 30,000")
    assert param in (None, "messages")


@pytest.mark.parametrize("path", [CHAT, MESSAGES])
def test_content_parts_past_the_bound_are_refused_before_validation(path, monkeypatch):
    """900,000 zeros as a message's content (2.7 MB) took 10 s to a 400; the parts are counted
    over every message (two of 10,001 pass 20,000) and the body never reaches the validator."""
    model = _ChatBody if path == CHAT else _MessagesBody

    def never(*args, **kwargs):
        raise AssertionError("validated")

    monkeypatch.setattr(model, "model_validate", never)
    err = _refused(path, _body(path, messages=[{"role": "user", "content": [0] * 900_000}]))
    assert err.param == "messages.0.content" and "at most 20,000 content parts in all" in err.message
    two = [{"role": "user", "content": [{"type": "text", "text": "a"}] * 10_001}] * 2
    assert _refused(path, _body(path, messages=two)).param == "messages.1.content"


def test_anthropic_system_blocks_count_toward_the_parts():
    err = _refused(MESSAGES, _body(MESSAGES, system=[0] * (MAX_PARTS + 1)))
    assert err.param == "system" and "at most 20,000 content blocks" in err.message
    half = [{"type": "text", "text": "a"}] * (MAX_PARTS // 2 + 1)
    err = _refused(MESSAGES, _body(MESSAGES, system=half, messages=[{"role": "user", "content": half}]))
    assert err.param == "messages.0.content"


@pytest.mark.parametrize(
    ("path", "body"),
    [
        (CHAT, {"messages": [{}] * 5_000}),
        (CHAT, {"messages": [{"role": "user", "content": [0] * 5_000}] * 3}),
        (CHAT, {"messages": QUESTION, "stop": [0] * 4, "modalities": [0] * 2}),
        (MESSAGES, {"messages": [{}] * 5_000}),
        (MESSAGES, {"messages": [{"role": "user", "content": [0] * 5_000}] * 3}),
        (MESSAGES, {"messages": QUESTION, "system": [0] * 5_000}),
    ],
)
def test_validation_within_the_bounds_stops_at_each_lists_first_bad_element(path, body):
    """What passes the shape check is validated up to each list's first bad element: a few
    errors, not one per element (5,000 bad messages made 5,000 or 10,000, each with its path)."""
    model = _ChatBody if path == CHAT else _MessagesBody
    with pytest.raises(ValidationError) as caught:
        model.model_validate({"model": "fake", "max_tokens": 5, **body})
    assert caught.value.error_count() <= 4


@pytest.mark.parametrize("path", [CHAT, MESSAGES])
async def test_bodies_at_the_bounds_are_answered(path):
    """Real clients' shapes fit: a chat of 20,000 turns, a message of 20,000 parts."""
    turns = [
        {"role": "user" if (MAX_MESSAGES - 1 - i) % 2 == 0 else "assistant", "content": f"t{i}"}
        for i in range(MAX_MESSAGES)
    ]
    parts = [{"role": "user", "content": [{"type": "text", "text": f"p{i} "} for i in range(MAX_PARTS)]}]
    config = {"default_model": "fake", "mode": "direct"}
    for messages in (turns, parts):
        answer = await _post(config, path, _body(path, messages=messages))
        assert answer.status_code == 200, answer.text


@pytest.mark.parametrize(
    ("field", "value", "limit"),
    [("stop", [0] * 900_000, "4 stop sequences"), ("logit_bias", {str(i): "x" for i in range(2_000)}, "1,024")],
)
def test_openai_lists_and_maps_are_bounded_by_their_length_first(field, value, limit):
    err = _refused(CHAT, _body(CHAT, **{field: value}))
    assert err.param == field and limit in err.message


# --------------------------------------------------------------------------- Anthropic's stop sequences


async def test_anthropic_stop_sequences_are_bounded():
    """100,000 stop sequences turned a 1 s stream into 11 s: past 16, a 400 in Anthropic's shape."""
    config = {"default_model": "fake", "mode": "direct"}
    many = [f"STOP{i}" for i in range(MAX_STOP_SEQUENCES + 1)]
    param, message = _error(MESSAGES, await _post(config, MESSAGES, _body(MESSAGES, stop_sequences=many)))
    assert message == "stop_sequences takes at most 16 stop sequences, not 17"
    answer = await _post(config, MESSAGES, _body(MESSAGES, stop_sequences=many[:MAX_STOP_SEQUENCES]))
    assert answer.status_code == 200, answer.text


# --------------------------------------------------------------------------- error texts


@pytest.mark.parametrize(
    ("path", "fields", "param"),
    [
        (CHAT, {"messages": [{"role": "user", "content": [0]}]}, "messages.0.content.0"),
        (MESSAGES, {"messages": [{"role": "user", "content": [0]}]}, "messages.0.content.0"),
        (MESSAGES, {"system": [0]}, "system.0"),
        (CHAT, {"sot": "direct"}, "sot"),
        (MESSAGES, {"sot": ["direct"]}, "sot"),
        (CHAT, {"stream_options": 1}, "stream_options"),
    ],
)
async def test_a_field_of_the_wrong_type_is_named_in_plain_words(path, fields, param):
    """Not sot's class names (``valid dictionary or instance of _Part``, ``SotOverride``): the
    field's path in the body and what it should be."""
    got, message = _error(path, await _post({"default_model": "fake"}, path, _body(path, **fields)))
    assert message == f"{param}: Input should be a JSON object"
    assert got in (None, param)


def test_a_template_versions_file_is_named_as_its_reference():
    """A client names ``shop@1``; the server's file (``.../shop/1.yaml``) is not the client's business."""
    assert public_message("/srv/templates/shop/1.yaml:4: unknown variable 'x'") == "shop@1:4: unknown variable 'x'"
    assert public_message("templates/support-billing/12.yml: bad") == "support-billing@12: bad"
    # a template of one file, and a version's tests, keep their file's name
    assert public_message("/srv/templates/shop.yaml: bad") == "shop.yaml: bad"
    assert public_message("/srv/templates/shop/1.test.yaml: bad") == "1.test.yaml: bad"


async def test_a_versioned_templates_error_says_name_at_version(tmp_path: Path):
    folder = tmp_path / "shop"
    folder.mkdir()
    (folder / "1.yaml").write_text("name: shop\nmode: direct\nsystem: You answer for a shop.\n")
    config = {"default_model": "fake", "template_paths": [str(tmp_path)]}
    body = _body(CHAT, model="shop@1", sot={"variables": {"evil": 1}})
    param, message = _error(CHAT, await _post(config, CHAT, body))
    assert param == "sot.variables"
    assert message.startswith("shop@1: unknown variable 'evil'") and "1.yaml" not in message


# --------------------------------------------------------------------------- the first token of a cut answer


@pytest.mark.parametrize(("delay", "deadline", "opening"), [(1.0, 0.5, "[part 1 of"), (0.05, 0.4, "The codes are")])
async def test_a_mapreduce_answer_cut_by_its_deadline_has_a_first_token_time(delay, deadline, opening):
    """The deadline cut the parts' notes before the reduce wrote (the answer is the notes: its
    first token is the time it was given; it was null), or the reduce as it wrote."""
    result = await sot.orchestrate(
        CODES_QUESTION, provider=fake(token_delay=delay), context=document(), mode="mapreduce", deadline=deadline
    )
    assert result.answer.startswith(opening) and result.ending.cause == "deadline"
    assert result.timings.first_token_s is not None
    assert 0 < result.timings.first_token_s <= result.timings.total_s


@pytest.mark.parametrize("api", ["openai", "anthropic"])
def test_a_stream_cut_by_shutdown_has_a_first_token_time(tmp_path, api):
    """76 chunks streamed, then the shutdown cut the answer: its first token's time is when the
    first text went out (it was null)."""
    script = tmp_path / "slow.json"
    script.write_text(json.dumps({"token_delay": 0.1}))
    slow = f"fake:{script}"
    server = GatewayProcess(tmp_path, {"default_model": slow, "mode": "direct", "limits": {"shutdown_grace_s": 0.5}})
    question = [{"role": "user", "content": " ".join(["word"] * 40)}]
    path = CHAT if api == "openai" else MESSAGES
    body = {"model": slow, "messages": question, "stream": True, **({"max_tokens": 500} if api == "anthropic" else {})}
    received: list[bytes] = []
    try:
        with httpx.stream(
            "POST", f"{server.url}{path}", json=body, headers={"anthropic-version": "2023-06-01"}, timeout=30
        ) as response:
            for chunk in response.iter_bytes():
                received.append(chunk)
                if len(received) == 6:  # a few pieces streamed
                    threading.Thread(target=server.terminate).start()
    finally:
        assert server.stop() == 0, server.output()
    payloads = [
        json.loads(line[6:])
        for line in b"".join(received).decode().splitlines()
        if line.startswith("data: ") and line != "data: [DONE]"
    ]
    sot_field = next(p["sot"] for p in payloads if "sot" in p)
    assert sot_field["ending"]["status"] == "interrupted"
    timings = sot_field["timings"]
    assert timings["first_token_s"] is not None and 0 <= timings["first_token_s"] <= timings["total_s"]
