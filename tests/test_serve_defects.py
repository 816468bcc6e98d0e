"""`sot serve`, the gateway's third QA round: each defect it found, one test each.

The gateway runs in this process (its ASGI app through httpx) with the fake backend; the
stream cut by a shutdown needs a real server process (tests/test_serve_cuts.py).
"""

from __future__ import annotations

import json

import httpx
import pytest
import yaml

pytest.importorskip("starlette")

from sot.errors import ConfigError
from sot.serve.app import create_app
from sot.serve.config import ServeConfig, load_config

pytestmark = pytest.mark.anyio

CHAT, MESSAGES = "/v1/chat/completions", "/v1/messages"
QUESTION = [{"role": "user", "content": "Give me tips to sleep better"}]


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


async def _post(config: dict, path: str, body: dict) -> httpx.Response:
    app = create_app(ServeConfig.model_validate(config))
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1") as client:
            return await client.post(path, json=body, headers={"anthropic-version": "2023-06-01"})


def _body(path: str, **fields) -> dict:
    base = {"model": "fake", "messages": QUESTION}
    return {**base, **({"max_tokens": 50} if path == MESSAGES else {}), **fields}


def _error(path: str, answer: httpx.Response) -> tuple[str | None, str]:
    """``(param, message)`` of an error in either API's shape (Anthropic's names the field first)."""
    assert answer.status_code == 400, answer.text
    body = answer.json()
    if path == MESSAGES:
        assert body["type"] == "error" and body["error"]["type"] == "invalid_request_error"
        return None, body["error"]["message"]
    assert body["error"]["type"] == "invalid_request_error"
    return body["error"]["param"], body["error"]["message"]


async def test_a_point_cut_mid_stream_is_named_in_the_sot_field_with_why(tmp_path):
    """A SoT point whose backend stream failed after four words: the answer keeps them, marked
    as cut, and ``sot`` says which point, that the rest of it is lost, and why (it said
    ``failed_branches: 1`` and cause ``failed_parts``, but ``error: null``, ``dropped: []``)."""
    script = tmp_path / "drop.json"
    reply = {"text": "This point starts well and then the stream is gone", "fail_status": 502, "fail_after": 4}
    script.write_text(json.dumps({"by_label": {"branch:1": reply}}))
    model = f"fake:{script}"
    answer = await _post({"default_model": model, "mode": "sot"}, CHAT, {"model": model, "messages": QUESTION})
    assert answer.status_code == 200, answer.text
    sot = answer.json()["sot"]
    assert sot["failed_branches"] == 1 and sot["ending"]["cause"] == "failed_parts"
    assert sot["error"] == "point 2 (Main idea) was cut: HTTP 502"
    assert sot["dropped"] == ["point 2 (Main idea): the rest of it was lost (HTTP 502)"]
    assert "This point starts well [...]" in answer.json()["choices"][0]["message"]["content"]


async def test_a_point_that_wrote_nothing_is_named_as_dropped(tmp_path):
    script = tmp_path / "fail.json"
    script.write_text(json.dumps({"by_label": {"branch:2": {"fail_status": 400}}}))
    model = f"fake:{script}"
    answer = await _post({"default_model": model, "mode": "sot"}, MESSAGES, _body(MESSAGES, model=model))
    sot = answer.json()["sot"]
    assert sot["error"] == "point 3 (Practical steps) failed: HTTP 400"
    assert sot["dropped"] == ["point 3 (Practical steps): it wrote nothing (HTTP 400)"]


@pytest.mark.parametrize(
    ("path", "field", "value", "allowed"),
    [
        (CHAT, "reasoning_effort", "ultra", "high"),
        (CHAT, "service_tier", "gold", "flex"),
        (MESSAGES, "service_tier", "gold", "standard_only"),
    ],
)
async def test_an_enumerated_field_takes_only_the_apis_values(path, field, value, allowed):
    """Checked as the APIs check them (they were taken unchecked): a 400 naming the field."""
    param, message = _error(path, await _post({"default_model": "fake"}, path, _body(path, **{field: value})))
    assert message.startswith(f"{field}: Input should be") and repr(allowed) in message
    assert param in (None, field)
    answer = await _post({"default_model": "fake"}, path, _body(path, **{field: allowed}))
    assert answer.status_code == 200, answer.text


async def test_stream_options_need_a_stream():
    """As OpenAI answers: ``stream_options`` without ``stream: true`` is a 400 naming it."""
    options = {"include_usage": True}
    param, message = _error(CHAT, await _post({"default_model": "fake"}, CHAT, _body(CHAT, stream_options=options)))
    assert param == "stream_options" and "only allowed when 'stream' is enabled" in message
    answer = await _post({"default_model": "fake"}, CHAT, _body(CHAT, stream_options=None))
    assert answer.status_code == 200


@pytest.mark.parametrize("path", [CHAT, MESSAGES])
async def test_a_content_of_neither_shape_names_the_field_not_a_validator(path):
    """A message's content is a string or a list of parts: one of neither is named
    ``messages.0.content`` (it was ``messages.0.content.str``, pydantic's name of a branch)."""
    body = _body(path, messages=[{"role": "user", "content": {"text": "hi"}}])
    param, message = _error(path, await _post({"default_model": "fake"}, path, body))
    assert message.startswith("messages.0.content: ") and ".str" not in message
    assert param in (None, "messages.0.content")


async def test_variables_without_a_template_name_the_request_field():
    """Not a command-line flag, and ``param`` set (it was ``null``)."""
    body = _body(CHAT, sot={"variables": {"company": "Acme"}})
    param, message = _error(CHAT, await _post({"default_model": "fake"}, CHAT, body))
    assert param == "sot.variables"
    assert message.startswith("sot.variables were given but no template") and "sot.template" in message
    assert "--" not in message


async def test_a_templates_variable_problem_names_sot_variables():
    unknown = _body(CHAT, sot={"template": "support-billing", "variables": {"nope": 1}})
    param, message = _error(CHAT, await _post({"default_model": "fake"}, CHAT, unknown))
    assert param == "sot.variables" and "unknown variable 'nope'" in message
    missing = _body(CHAT, sot={"template": "support-billing"})
    param, message = _error(CHAT, await _post({"default_model": "fake"}, CHAT, missing))
    assert param == "sot.variables" and "missing required variable" in message and "--var" not in message


@pytest.mark.parametrize("key", ["variable_files", "history_file"])
def test_an_alias_file_that_is_not_there_is_named_by_the_config_files_line(tmp_path, key):
    """``gw.yaml:5: models.acme.variable_files.knowledge_base: no such file ...``: the config
    file and line of the key, and the key once (it had no line and said ``models.acme`` twice)."""
    path = tmp_path / "gw.yaml"
    files = {"knowledge_base": "nope.md"} if key == "variable_files" else "nope.json"
    path.write_text(yaml.safe_dump({"models": {"acme": {"template": "support", key: files}}}))
    with pytest.raises(ConfigError) as caught:
        load_config(path)
    message = str(caught.value)
    line = next(i for i, text in enumerate(path.read_text().splitlines(), 1) if key in text)
    full = f"models.acme.{key}" + (".knowledge_base" if key == "variable_files" else "")
    assert message.startswith(f"{path}:{line + (1 if key == 'variable_files' else 0)}: {full}: no such file ")
    assert message.count("models.acme") == 1 and "--history" not in message


@pytest.mark.parametrize("model", ["local?engine=llama&gpu_layers=-1", "local:/models/m.gguf?threads=2", "local"])
def test_a_local_backend_with_options_is_a_known_provider(tmp_path, model):
    """``local?engine=llama`` is what ``--model`` takes; the gateway's config took it for a
    provider named ``local?engine=llama`` and refused it."""
    path = tmp_path / "gw.yaml"
    path.write_text(yaml.safe_dump({"default_model": "gpu", "backends": {"gpu": {"model": model}}}))
    assert load_config(path).backends["gpu"].model == model


def test_an_unknown_provider_with_options_is_still_refused(tmp_path):
    path = tmp_path / "gw.yaml"
    path.write_text(yaml.safe_dump({"backends": {"gpu": {"model": "nope?engine=llama"}}}))
    with pytest.raises(ConfigError, match="unknown provider in 'nope\\?engine=llama'"):
        load_config(path)
