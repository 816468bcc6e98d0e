"""`sot serve` as a process on loopback, talked to only through the official openai and anthropic SDKs.

Backends: the fake provider scripted by a file (``fake:script.json``), and the loopback
server of :mod:`tests.loopback` (an OpenAI-compatible backend that records every request
it gets, and every client that hangs up on it).
"""

from __future__ import annotations

import json
import os
import re
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any, NamedTuple

import httpx
import pytest
import yaml

pytest.importorskip("starlette")
anthropic = pytest.importorskip("anthropic")
openai = pytest.importorskip("openai")

from tests.loopback import LoopbackServer, Reply, last_user_text

pytestmark = pytest.mark.collect_garbage

KEY = "sk-test-gateway"
QUESTION = "What are good habits for remote work?"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Answers(NamedTuple):
    """What :meth:`GatewayProcess.both_apis` got: the OpenAI SDK's whole response and streamed
    text, the Anthropic SDK's whole text and streamed text."""

    whole: Any
    streamed: str
    anthropic: str
    anthropic_streamed: str


class GatewayProcess:
    """``python -m sot serve`` on a free loopback port, stopped with SIGTERM."""

    def __init__(self, tmp: Path, config: dict | None = None, *args: str, env: dict[str, str] | None = None) -> None:
        self.port = free_port()
        cmd = [sys.executable, "-m", "sot", "serve", "--port", str(self.port), "--log-level", "warning", *args]
        if config is not None:
            path = tmp / "gateway.yaml"
            path.write_text(yaml.safe_dump(config))
            cmd += ["--config", str(path)]
        clean = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "ANTHROPIC_", "SOT_"))}
        clean.update(env or {})
        self.log_path = tmp / f"serve-{self.port}.log"
        self.log = open(self.log_path, "w")  # closed in stop()
        self.proc = subprocess.Popen(cmd, stdout=self.log, stderr=subprocess.STDOUT, env=clean)
        self.url = f"http://127.0.0.1:{self.port}"
        self.terminated = False
        self.clients: list[openai.OpenAI | anthropic.Anthropic] = []  # closed in stop(): no socket left to the GC
        deadline = time.monotonic() + 60
        while True:
            if self.proc.poll() is not None:
                self.stop()
                pytest.fail(f"sot serve exited with {self.proc.returncode}:\n{self.output()}")
            try:
                if httpx.get(f"{self.url}/health", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                self.stop()
                pytest.fail(f"sot serve did not start:\n{self.output()}")
            time.sleep(0.1)

    def output(self) -> str:
        return self.log_path.read_text(errors="replace")[-3000:]

    def openai(self, **kw) -> openai.OpenAI:
        kw.setdefault("api_key", KEY)
        client = openai.OpenAI(base_url=f"{self.url}/v1", **kw)
        self.clients.append(client)
        return client

    def anthropic(self, **kw) -> anthropic.Anthropic:
        kw.setdefault("api_key", KEY)
        client = anthropic.Anthropic(base_url=self.url, **kw)
        self.clients.append(client)
        return client

    def both_apis(self, model: str, messages: list[dict], **extra: Any) -> Answers:
        """One request asked four ways: whole and streamed, through the OpenAI and the Anthropic SDK."""
        client = self.openai()
        whole = client.chat.completions.create(model=model, messages=messages, extra_body=extra or None)
        stream = client.chat.completions.create(model=model, messages=messages, stream=True, extra_body=extra or None)
        streamed = "".join(c.choices[0].delta.content or "" for c in stream if c.choices)
        anthropic_client = self.anthropic()
        message = anthropic_client.messages.create(
            model=model, max_tokens=512, messages=messages, extra_body=extra or None
        )
        with anthropic_client.messages.stream(
            model=model, max_tokens=512, messages=messages, extra_body=extra or None
        ) as events:
            anthropic_streamed = "".join(events.text_stream)
        return Answers(whole, streamed, message.content[0].text, anthropic_streamed)

    def get(self, path: str) -> httpx.Response:
        """``GET path`` with the key (a keyless gateway takes any): /health in full, /metrics."""
        return httpx.get(f"{self.url}{path}", headers={"authorization": f"Bearer {KEY}"}, timeout=5)

    def health(self) -> dict:
        return self.get("/health").json()

    def terminate(self) -> None:
        """SIGTERM, once: a second one during the interpreter's exit would kill it outright."""
        if not self.terminated:
            self.terminated = True
            self.proc.send_signal(signal.SIGTERM)

    def stop(self, timeout: float = 30) -> int:
        self.metrics_text = ""
        for client in self.clients:
            client.close()
        self.clients.clear()
        if self.proc.poll() is None:
            if not self.terminated:
                try:  # the last figures, for tests that check them
                    self.metrics_text = self.get("/metrics").text
                except httpx.HTTPError:
                    pass
            self.terminate()
            try:
                self.proc.wait(timeout)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)
        self.log.close()
        return self.proc.returncode


def loopback_responder(body: dict) -> str | Reply:
    """A model behind the loopback server: a skeleton, a PASTA reply, points, direct answers."""
    text = last_user_text(body)
    branch = "write only point" in text or "Write only the part" in text
    if "skeleton" in text and not branch:
        return "1. Set a schedule\n2. Take breaks\n3. Keep a workspace"
    if "PASTA-LANG" in text:
        return 'Some habits help.\n<promise topic="routine" tokens="20"/>\n<promise topic="breaks" tokens="20"/>\n<sync/>Done.'
    if branch and "SLOW" in text:
        return Reply(text=" ".join(["slow"] * 60), token_delay=0.1)
    if "DROP" in text:  # the backend drops every answer after a few words (HTTP 200, then gone)
        return Reply(text="A paragraph that the backend will not finish sending today.", drop_after=6)
    return "A short paragraph on this point."


@pytest.fixture(scope="module")
def backend() -> Iterator[LoopbackServer]:
    with LoopbackServer(loopback_responder) as server:
        yield server


@pytest.fixture(scope="module")
def gateway(tmp_path_factory, backend) -> Iterator[GatewayProcess]:
    tmp = tmp_path_factory.mktemp("gateway")
    script = tmp / "script.json"
    script.write_text(
        json.dumps(
            {
                "token_delay": 0.002,
                "by_label": {
                    "branch:0": {
                        "text": "The first point is written slowly, word by word, on purpose.",
                        "token_delay": 0.02,
                    }
                },
            }
        )
    )
    (tmp / "templates").mkdir()
    (tmp / "templates" / "faq.yaml").write_text(
        "name: faq\ndescription: Our FAQ bot\nmode: direct\nsystem: You answer from the FAQ.\n"
    )
    (tmp / "templates" / "planned.yaml").write_text(
        yaml.safe_dump(
            {
                "name": "planned",
                "plan": 'Two parts.\n<promise topic="first" tokens="20"/>\n'
                '<promise topic="second" tokens="20"/>\n<sync/>That is all.',
            }
        )
    )
    config = {
        "default_model": f"fake:{script}",
        "template_paths": ["templates"],  # relative to the config file
        "api_keys": [KEY],
        "limits": {"max_body_bytes": 20_000},
        "backends": {
            "loop": {"model": "openai:loop", "base_url": backend.base_url_openai, "api_key": "unused", "retries": 1},
            "claude": {
                "model": "anthropic:loop",
                "base_url": backend.base_url_anthropic,
                "retries": 1,
                "options": {"routing_headers": "X-Replica-Key"},
            },
        },
        "models": {
            "fake-sot": {"mode": "sot", "description": "SoT over the fake backend"},
            "fake-pasta": {"mode": "pasta"},
            "fake-direct": {"mode": "direct"},
            "fake-auto": {"mode": "auto"},
            "loop-sot": {"backend": "loop", "mode": "sot"},
            "claude-sot": {"backend": "claude", "mode": "sot"},
            "claude-auto": {"backend": "claude", "mode": "auto", "router": "llm:anthropic:loop"},
            "billing": {"template": "support-billing", "mode": "sot", "variables": {"company": "Acme"}},
        },
    }
    # the llm: router's model: the loopback server too
    server = GatewayProcess(tmp, config, env={"ANTHROPIC_BASE_URL": backend.base_url_anthropic})
    yield server
    assert server.stop() == 0, server.output()


# --------------------------------------------------------------------------- answers


@pytest.mark.parametrize("mode", ["sot", "pasta", "direct", "auto"])
def test_openai_whole_and_streamed_answers_agree(gateway, mode):
    client = gateway.openai()
    raw = client.chat.completions.with_raw_response.create(
        model=f"fake-{mode}", messages=[{"role": "user", "content": QUESTION}]
    )
    whole = raw.parse()
    answered = raw.headers["x-sot-mode"]
    assert answered in ("sot", "pasta", "direct") and (mode == "auto" or answered == mode)
    assert whole.sot["mode"] == answered
    assert whole.choices[0].finish_reason == "stop" and whole.choices[0].message.content
    assert whole.usage.completion_tokens > 0

    chunks = list(
        client.chat.completions.create(
            model=f"fake-{mode}",
            messages=[{"role": "user", "content": QUESTION}],
            stream=True,
            stream_options={"include_usage": True},
        )
    )
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    assert text == whole.choices[0].message.content
    assert sum(1 for c in chunks if c.choices and c.choices[0].delta.content) > 1  # streamed in pieces
    assert [c.choices[0].finish_reason for c in chunks if c.choices and c.choices[0].finish_reason] == ["stop"]
    assert chunks[-1].choices == [] and chunks[-1].usage.completion_tokens > 0
    if answered == "sot":
        assert text.startswith("1. ") and text.index("\n2. ") < text.index("\n3. ")


def test_sot_streams_the_slow_first_point_before_the_others(gateway):
    stream = gateway.openai().chat.completions.create(
        model="fake-sot", messages=[{"role": "user", "content": QUESTION}], stream=True
    )
    pieces = [c.choices[0].delta.content for c in stream if c.choices and c.choices[0].delta.content]
    second = next(i for i, p in enumerate(pieces) if "\n2. " in p)
    # point 1 (written slowly) streamed live in many pieces; the later points, finished meanwhile, follow it
    assert second > 5 and pieces[0].startswith("1. ")


@pytest.mark.parametrize("mode", ["sot", "pasta", "direct"])
def test_anthropic_messages(gateway, mode):
    client = gateway.anthropic()
    message = client.messages.create(
        model=f"fake-{mode}", max_tokens=200, messages=[{"role": "user", "content": QUESTION}]
    )
    assert message.stop_reason == "end_turn" and message.content[0].text
    assert message.usage.output_tokens > 0
    with client.messages.stream(
        model=f"fake-{mode}", max_tokens=200, messages=[{"role": "user", "content": QUESTION}]
    ) as stream:
        text = "".join(stream.text_stream)
        final = stream.get_final_message()
    assert text == message.content[0].text == final.content[0].text
    assert final.stop_reason == "end_turn"


def test_stop_and_max_tokens_are_honoured(gateway):
    client = gateway.openai()
    whole = client.chat.completions.create(
        model="fake-direct", messages=[{"role": "user", "content": QUESTION}], max_tokens=3
    )
    content = whole.choices[0].message.content
    # three tokens, then the mark every cut carries (and finish_reason says why)
    assert content.endswith(" [...]") and len(content.removesuffix(" [...]").split()) == 3
    assert whole.choices[0].finish_reason == "length"
    cut = client.chat.completions.create(
        model="fake-sot", messages=[{"role": "user", "content": QUESTION}], stop=["\n2."]
    )
    assert cut.choices[0].message.content.startswith("1. Background") and "2." not in cut.choices[0].message.content
    message = gateway.anthropic().messages.create(
        model="fake-sot", max_tokens=100, stop_sequences=["\n3."], messages=[{"role": "user", "content": QUESTION}]
    )
    assert message.stop_reason == "stop_sequence" and message.stop_sequence == "\n3."
    assert "\n2. " in message.content[0].text and "3." not in message.content[0].text


@pytest.mark.parametrize(
    ("model", "sot"),
    [("billing", {}), ("fake-sot", {"deadline": 0.08}), ("fake-pasta", {"deadline": 0.08}), ("fake-direct", {})],
)
def test_the_stream_is_the_answer_on_both_apis(gateway, model, sot):
    """A support reply's greeting and sign-off, a deadline's cut marks: the streamed text is the
    whole answer, through the official SDKs of both APIs (a deadline cuts two asks at different
    places: there the stream is checked for its marks)."""
    got = gateway.both_apis(model, [{"role": "user", "content": QUESTION}], sot=sot)
    answer = got.whole.choices[0].message.content
    if sot.get("deadline"):
        for text in (answer, got.streamed, got.anthropic, got.anthropic_streamed):
            assert "[cut at deadline]" in text
        return
    assert got.streamed == answer and got.anthropic_streamed == got.anthropic == answer
    if model == "billing":
        assert answer.split()[0].rstrip(",") in ("Hello", "Hi", "Dear"), answer
        assert "Acme" in answer.split("\n\n")[-1]  # the sign-off, streamed too


MATRIX = [(mode, template) for mode in ("direct", "sot", "pasta") for template in (None, "general", "support")]


@pytest.mark.parametrize("cut", ["none", "max_tokens", "drop"])
@pytest.mark.parametrize(("mode", "template"), [*MATRIX, ("pasta", "planned")])
def test_the_stream_is_the_whole_answer_over_modes_templates_and_cuts(gateway, mode, template, cut):
    """Every mode (an authored plan included) under no template, general and the support set,
    whole or cut by a token bound or a backend that drops mid-answer: through the official SDKs
    of both APIs, the streamed text is the answer the same request gets whole."""
    sot: dict = {"mode": mode}
    if template:
        sot["template"] = template
    if template == "support":
        sot["variables"] = {"company": "Acme"}
    model, question = ("loop-sot", QUESTION + " DROP") if cut == "drop" else ("fake-sot", QUESTION)
    bound = 5 if cut == "max_tokens" else None
    messages = [{"role": "user", "content": question}]
    client = gateway.openai()
    extra = {"extra_body": {"sot": sot}}
    whole = client.chat.completions.create(model=model, messages=messages, max_tokens=bound, **extra)
    answer = whole.choices[0].message.content
    stream = client.chat.completions.create(model=model, messages=messages, max_tokens=bound, stream=True, **extra)
    streamed = "".join(c.choices[0].delta.content or "" for c in stream if c.choices)
    assert answer and streamed == answer
    anthropic_client = gateway.anthropic()
    message = anthropic_client.messages.create(model=model, max_tokens=bound or 512, messages=messages, **extra)
    with anthropic_client.messages.stream(model=model, max_tokens=bound or 512, messages=messages, **extra) as events:
        anthropic_streamed = "".join(events.text_stream)
    assert anthropic_streamed == message.content[0].text == answer
    if cut == "max_tokens":
        assert whole.choices[0].finish_reason == "length" and message.stop_reason == "max_tokens"


def test_a_token_bound_that_cuts_the_answer_says_length(gateway):
    client = gateway.openai()
    messages = [{"role": "user", "content": QUESTION}]
    whole = client.chat.completions.create(model="fake-direct", messages=messages, max_tokens=3)
    assert whole.choices[0].finish_reason == "length"
    chunks = list(client.chat.completions.create(model="fake-direct", messages=messages, max_tokens=3, stream=True))
    assert [c.choices[0].finish_reason for c in chunks if c.choices and c.choices[0].finish_reason] == ["length"]
    message = gateway.anthropic().messages.create(model="fake-direct", max_tokens=3, messages=messages)
    assert message.stop_reason == "max_tokens"
    whole = client.chat.completions.create(model="fake-direct", messages=messages, max_tokens=300)
    assert whole.choices[0].finish_reason == "stop"


def test_extra_body_overrides_the_alias_and_header_says_the_mode(gateway):
    client = gateway.openai()
    raw = client.chat.completions.with_raw_response.create(
        model="fake-sot", messages=[{"role": "user", "content": QUESTION}], extra_body={"sot": {"mode": "direct"}}
    )
    assert raw.headers["x-sot-mode"] == "direct" and raw.parse().sot["mode"] == "direct"
    raw = client.chat.completions.with_raw_response.create(
        model="fake-direct", messages=[{"role": "user", "content": QUESTION}], extra_headers={"x-sot-mode": "pasta"}
    )
    assert raw.headers["x-sot-mode"] == "pasta"
    points = client.chat.completions.create(
        model="fake-sot", messages=[{"role": "user", "content": QUESTION}], extra_body={"sot": {"max_points": 2}}
    )
    assert points.sot["branches"] == 2
    templated = client.chat.completions.create(
        model="fake-sot",
        messages=[{"role": "user", "content": "I was charged twice"}],
        extra_body={"sot": {"template": "support-billing", "variables": {"company": "Acme"}}},
    )
    assert templated.sot["template"] == "support-billing"
    assert templated.sot["escalate"] is False and templated.sot["escalate_reason"] is None  # the policy's verdict
    with pytest.raises(openai.BadRequestError) as bad:
        client.chat.completions.create(
            model="fake-sot", messages=[{"role": "user", "content": QUESTION}], extra_body={"sot": {"mood": "sot"}}
        )
    assert bad.value.body["param"] == "sot.mood"


def test_multi_turn_history_reaches_every_prompt(gateway, backend):
    messages = [
        {"role": "system", "content": "You are the Acme helper."},
        {"role": "user", "content": "My name is Ada and I work from Lisbon."},
        {"role": "assistant", "content": "Nice to meet you, Ada!"},
        {"role": "user", "content": QUESTION},
    ]
    client = gateway.openai()
    for mode in ("sot", "pasta", "direct"):
        backend.reset()
        reply = client.chat.completions.create(model="loop-sot", messages=messages, extra_body={"sot": {"mode": mode}})
        assert reply.sot["mode"] == mode and not reply.sot["fallback"], reply
        assert len(backend.requests) == {"sot": 4, "pasta": 3, "direct": 1}[mode]
        for record in backend.requests:
            sent = record.body["messages"]
            assert sent[0]["role"] == "system" and "You are the Acme helper." in sent[0]["content"]
            assert sent[1] == {"role": "user", "content": "My name is Ada and I work from Lisbon."}
            assert sent[2] == {"role": "assistant", "content": "Nice to meet you, Ada!"}
            assert QUESTION in json.dumps(sent[3:])
    # the Anthropic API carries history the same way
    backend.reset()
    gateway.anthropic().messages.create(
        model="loop-sot", max_tokens=100, system="You are the Acme helper.", messages=messages[1:]
    )
    assert all(r.body["messages"][1]["content"] == "My name is Ada and I work from Lisbon." for r in backend.requests)


def test_client_disconnect_closes_every_backend_request(gateway, backend):
    backend.reset()
    stream = gateway.openai().chat.completions.create(
        model="loop-sot", messages=[{"role": "user", "content": "SLOW " + QUESTION}], stream=True
    )
    for chunk in stream:
        if chunk.choices and chunk.choices[0].delta.content:
            break  # the first text of point 1: every point is streaming from the backend now
    assert backend.wait_until(lambda s: len(s.requests) == 4 and s.in_flight == 3, timeout=10)
    stream.close()
    assert backend.wait_until(lambda s: s.in_flight == 0, timeout=4), [r.outcome for r in backend.requests]
    outcomes = [r.outcome for r in backend.requests]
    assert outcomes[0] == "completed" and outcomes[1:] == ["disconnected"] * 3


def test_client_that_gives_up_on_a_whole_answer_cancels_it_too(gateway, backend):
    backend.reset()
    with pytest.raises(openai.APITimeoutError):
        gateway.openai(max_retries=0, timeout=1.5).chat.completions.create(
            model="loop-sot", messages=[{"role": "user", "content": "SLOW " + QUESTION}]
        )
    assert backend.wait_until(lambda s: s.in_flight == 0, timeout=4), [r.outcome for r in backend.requests]
    assert [r.outcome for r in backend.requests] == ["completed"] + ["disconnected"] * 3


def test_every_request_of_an_ask_carries_one_routing_key_on_an_anthropic_backend(gateway, backend):
    """The backend's ``routing_headers`` names the header; the llm: router's own call (a provider
    of its own, with the default headers) carries the same key."""
    for model in ("claude-sot", "claude-auto"):
        backend.reset()
        gateway.openai().chat.completions.create(model=model, messages=[{"role": "user", "content": QUESTION}])
        records = list(backend.requests)
        keys = {r.headers.get("x-replica-key") or r.headers.get("x-smg-routing-key") for r in records}
        assert len(records) >= 2 and {r.api for r in records} == {"anthropic"}
        assert len(keys) == 1 and None not in keys, [r.headers for r in records]
        if model == "claude-auto":
            assert any("QUESTION>>>" in r.user_text for r in records)  # the router's call


def test_backend_failure_before_any_text_is_a_502(gateway, backend):
    backend.reset()
    backend.fail_next(503, times=1)
    with pytest.raises(openai.InternalServerError) as err:
        stream = gateway.openai(max_retries=0).chat.completions.create(
            model="loop-sot",
            messages=[{"role": "user", "content": QUESTION}],
            stream=True,
            extra_body={"sot": {"mode": "direct"}},
        )
        list(stream)
    assert err.value.status_code == 502 and "503" in err.value.message
    metrics = gateway.get("/metrics").text
    assert 'sot_backend_errors_total{backend="loop"}' in metrics


# --------------------------------------------------------------------------- refusals


def test_unknown_model_is_the_sdks_not_found(gateway):
    with pytest.raises(openai.NotFoundError):
        gateway.openai().chat.completions.create(model="nope", messages=[{"role": "user", "content": "hi"}])
    with pytest.raises(anthropic.NotFoundError):
        gateway.anthropic().messages.create(model="nope", max_tokens=10, messages=[{"role": "user", "content": "hi"}])


def test_bad_key_is_401(gateway):
    with pytest.raises(openai.AuthenticationError):
        gateway.openai(api_key="wrong").chat.completions.create(
            model="fake-sot", messages=[{"role": "user", "content": "hi"}]
        )
    with pytest.raises(anthropic.AuthenticationError):
        gateway.anthropic(api_key="wrong").messages.create(
            model="fake-sot", max_tokens=10, messages=[{"role": "user", "content": "hi"}]
        )
    with pytest.raises(openai.AuthenticationError):
        gateway.openai(api_key="wrong").models.list()


def test_oversized_body_is_413(gateway):
    with pytest.raises(openai.APIStatusError) as err:
        gateway.openai(max_retries=0).chat.completions.create(
            model="fake-sot", messages=[{"role": "user", "content": "x" * 50_000}]
        )
    assert err.value.status_code == 413


def test_bad_fields_are_openai_shaped_400s(gateway):
    client = gateway.openai()
    for kwargs, param in [
        ({"n": 2}, "n"),
        ({"temperature": 5}, "temperature"),
        ({"messages": [{"role": "assistant", "content": "hi"}]}, "messages"),
    ]:
        body = {"model": "fake-sot", "messages": [{"role": "user", "content": "hi"}], **kwargs}
        with pytest.raises(openai.BadRequestError) as err:
            client.chat.completions.create(**body)
        assert err.value.body["param"] == param and err.value.body["type"] == "invalid_request_error"
    with pytest.raises(anthropic.BadRequestError):
        gateway.anthropic().messages.create(
            model="fake-sot", max_tokens=0, messages=[{"role": "user", "content": "hi"}]
        )


def test_a_missing_template_variable_names_the_request_field_not_a_cli_flag(gateway):
    with pytest.raises(openai.BadRequestError) as err:
        gateway.openai().chat.completions.create(
            model="fake-sot",
            messages=[{"role": "user", "content": "I was charged twice."}],
            extra_body={"sot": {"template": "support-billing"}},
        )
    message = err.value.body["message"]
    assert "'company'" in message and '"sot": {"variables"' in message and "--var" not in message


def test_malformed_json_and_unknown_routes_get_the_apis_error_shape(gateway):
    headers = {"authorization": f"Bearer {KEY}", "content-type": "application/json"}
    bad = httpx.post(
        f"{gateway.url}/v1/chat/completions", content=b'{"model": "fake-sot", "messages": [', headers=headers
    )
    assert bad.status_code == 400 and bad.json()["error"]["type"] == "invalid_request_error"
    bad = httpx.post(f"{gateway.url}/v1/messages", content=b"[]", headers=headers)
    assert bad.status_code == 400 and bad.json()["type"] == "error"
    missing = httpx.get(f"{gateway.url}/v1/nothing-here", headers=headers)
    assert missing.status_code == 404 and "error" in missing.json()


def test_deeply_nested_json_is_a_400_not_a_500(gateway):
    headers = {"authorization": f"Bearer {KEY}", "content-type": "application/json"}
    body = b'{"model": "fake-sot", "messages": ' + b"[" * 990 + b"]" * 990 + b"}"
    for path, shape in (("/v1/chat/completions", "error"), ("/v1/messages", "type")):
        reply = httpx.post(f"{gateway.url}{path}", content=body, headers=headers)
        assert reply.status_code == 400 and shape in reply.json() and "nested" in reply.text
    assert "Traceback" not in gateway.output()


def test_error_bodies_name_no_server_paths_and_echo_no_whole_input(gateway):
    client = gateway.openai(max_retries=0)
    huge = "m" * 15_000  # under the fixture's body limit
    with pytest.raises(openai.NotFoundError) as info:
        client.chat.completions.create(model=huge, messages=[{"role": "user", "content": QUESTION}])
    assert len(info.value.body["message"]) <= 300
    with pytest.raises(openai.BadRequestError) as info:
        client.chat.completions.create(
            model="fake-sot", messages=[{"role": "user", "content": QUESTION}], extra_body={"sot": {"template": huge}}
        )
    assert len(info.value.body["message"]) <= 300
    from sot.serve.app import public_message

    said = public_message(
        "cannot read /home/me/.config/sot/templates/faq.yaml: connection to http://10.0.0.5:8000/v1 lost"
    )
    assert said == "cannot read faq.yaml: connection to <backend> lost"


def test_unknown_anthropic_routes_answer_in_anthropic_shape(gateway):
    headers = {"x-api-key": KEY, "content-type": "application/json", "anthropic-version": "2023-06-01"}
    reply = httpx.post(f"{gateway.url}/v1/messages/count_tokens", json={"model": "fake-sot"}, headers=headers)
    assert reply.status_code in (404, 405)
    assert reply.json()["type"] == "error" and reply.json()["error"]["type"] in (
        "not_found_error",
        "invalid_request_error",
    )


def test_completed_requests_are_no_client_disconnects(gateway):
    def disconnects() -> float:
        text = gateway.get("/metrics").text
        found = re.search(r"^sot_client_disconnects_total (\S+)$", text, flags=re.M)
        return float(found.group(1)) if found else 0.0

    before = disconnects()
    client = gateway.openai()
    for _ in range(3):
        client.chat.completions.create(model="fake-direct", messages=[{"role": "user", "content": QUESTION}])
        list(
            client.chat.completions.create(
                model="fake-sot", messages=[{"role": "user", "content": QUESTION}], stream=True
            )
        )
    time.sleep(0.3)  # let the server see the connections close
    assert disconnects() == before


def test_a_keyless_gateway_answers_only_localhost_and_json(tmp_path):
    server = GatewayProcess(tmp_path, None, "-m", "fake", env={"SOT_SERVE_HOSTS": "sot.internal"})
    try:
        url = f"{server.url}/v1/chat/completions"
        body = {"model": "fake", "messages": [{"role": "user", "content": "Hi?"}]}
        assert httpx.post(url, json=body).status_code == 200  # as the SDKs send it
        assert httpx.post(url, json=body, headers={"host": "sot.internal"}).status_code == 200
        rebound = httpx.post(url, json=body, headers={"host": "attacker.example:8000"})
        assert rebound.status_code == 403 and "localhost" in rebound.json()["error"]["message"]
        assert httpx.get(f"{server.url}/v1/models", headers={"host": "attacker.example"}).status_code == 403
        simple = httpx.post(url, content=json.dumps(body), headers={"content-type": "text/plain"})
        assert simple.status_code == 415
        anthropic_simple = httpx.post(
            f"{server.url}/v1/messages", content=json.dumps(body), headers={"content-type": "text/plain"}
        )
        assert anthropic_simple.status_code == 415 and anthropic_simple.json()["type"] == "error"
        # no keys to check: /health in full and /metrics answer anyone on loopback
        assert "backends" in httpx.get(f"{server.url}/health").json()
        assert httpx.get(f"{server.url}/metrics").status_code == 200
    finally:
        assert server.stop() == 0, server.output()


# --------------------------------------------------------------------------- listing and metrics


def test_models_lists_aliases_backends_and_templates(gateway):
    ids = {m.id: m for m in gateway.openai().models.list()}
    assert {"fake-sot", "loop-sot", "billing", "loop", "support-billing"} <= set(ids)
    assert ids["billing"].sot["template"] == "support-billing" and ids["fake-pasta"].sot["mode"] == "pasta"
    assert "fake-sot" in {m.id for m in gateway.anthropic().models.list()}
    assert gateway.openai().models.retrieve("billing").sot["backend"].startswith("fake:")
    assert gateway.anthropic().models.retrieve("fake-pasta").sot["mode"] == "pasta"
    with pytest.raises(openai.NotFoundError):
        gateway.openai().models.retrieve("nope")
    assert ids["faq"].sot == {**ids["faq"].sot, "template": "faq", "mode": "direct", "description": "Our FAQ bot"}
    reply = gateway.openai().chat.completions.create(model="faq", messages=[{"role": "user", "content": "Hours?"}])
    assert reply.sot["template"] == "faq" and reply.sot["mode"] == "direct"


def test_a_keyed_gateway_tells_health_to_anyone_and_the_rest_to_its_clients(gateway):
    url = gateway.url
    for headers in ({}, {"authorization": "Bearer sk-wrong"}, {"x-api-key": "sk-wrong"}):
        assert httpx.get(f"{url}/health", headers=headers).json() == {"status": "ok"}  # a load balancer's probe
        refused = httpx.get(f"{url}/metrics", headers=headers)
        assert refused.status_code == 401 and "API key" in refused.json()["error"]["message"]  # OpenAI's shape
    for headers in ({"authorization": f"Bearer {KEY}"}, {"x-api-key": KEY}):  # as Prometheus or a client sends it
        health = httpx.get(f"{url}/health", headers=headers).json()
        assert health["status"] == "ok" and "loop" in health["backends"] and health["worker"]["pid"] > 0
        assert "sot_requests_total" in httpx.get(f"{url}/metrics", headers=headers).text


def test_metrics_count_requests_by_mode(gateway):
    gateway.openai().chat.completions.create(model="fake-sot", messages=[{"role": "user", "content": QUESTION}])
    text = gateway.get("/metrics").text
    assert 'sot_requests_total{api="openai",mode="sot",status="200"}' in text
    for name in (
        "sot_request_seconds_bucket",
        "sot_time_to_first_token_seconds_bucket",
        "sot_branches_per_ask",
        "sot_asks_in_flight",
        "sot_fallbacks_total",
        "sot_backend_errors_total",
        "sot_rejected_total",
    ):
        assert name in text


# --------------------------------------------------------------------------- load and lifecycle


def test_full_queue_is_429_with_retry_after_and_the_sdk_retry_succeeds(tmp_path):
    script = tmp_path / "slow.json"
    script.write_text(json.dumps({"token_delay": 0.05}))
    config = {
        "default_model": f"fake:{script}",
        "mode": "direct",
        "models": {"slow": {}},
        "limits": {"max_concurrent_asks": 1, "max_queue": 1, "queue_timeout_s": 20, "retry_after_s": 1},
    }
    server = GatewayProcess(tmp_path, config)
    answers: list = []

    def ask_slowly() -> None:
        with server.openai(max_retries=0) as client:
            answers.append(
                client.chat.completions.create(
                    model="slow", messages=[{"role": "user", "content": " ".join(["word"] * 20)}]
                )
            )

    def wait_for(key: str) -> None:
        deadline = time.monotonic() + 10
        while server.health()[key] == 0 and time.monotonic() < deadline:
            time.sleep(0.02)

    try:
        running, queued = threading.Thread(target=ask_slowly), threading.Thread(target=ask_slowly)
        running.start()
        wait_for("asks_in_flight")
        queued.start()  # waits in the queue for the running ask's slot
        wait_for("queued")
        with pytest.raises(openai.RateLimitError) as err, server.openai(max_retries=0) as client:
            client.chat.completions.create(model="slow", messages=[{"role": "user", "content": "hi"}])
        assert err.value.response.headers["retry-after"] == "1"  # the slot and the queue were full
        # the SDK's own retry waits as told, until a slot is free
        with server.openai(max_retries=8) as client:
            reply = client.chat.completions.create(model="slow", messages=[{"role": "user", "content": "hi"}])
        assert reply.choices[0].message.content
        running.join(30)
        queued.join(30)
        assert len(answers) == 2 and all(a.choices[0].message.content for a in answers)
    finally:
        assert server.stop() == 0, server.output()
    rejected = re.search(r'^sot_rejected_total\{reason="queue_full"\} (\S+)$', server.metrics_text, re.M)
    assert rejected and float(rejected.group(1)) >= 1


def test_shutdown_lets_the_inflight_answer_finish(tmp_path):
    script = tmp_path / "slow.json"
    script.write_text(json.dumps({"token_delay": 0.05}))
    server = GatewayProcess(tmp_path, {"default_model": f"fake:{script}", "mode": "direct", "models": {"slow": {}}})
    try:
        stream = server.openai().chat.completions.create(
            model="slow", messages=[{"role": "user", "content": " ".join(["word"] * 20)}], stream=True
        )
        pieces = []
        for chunk in stream:
            if chunk.choices and chunk.choices[0].delta.content:
                pieces.append(chunk.choices[0].delta.content)
                if len(pieces) == 1:
                    server.terminate()
        assert "".join(pieces).endswith("word word") and chunk.choices[0].finish_reason == "stop"
    finally:
        assert server.stop() == 0, server.output()


def test_bad_config_names_file_and_key(tmp_path):
    path = tmp_path / "gw.yaml"
    path.write_text("models:\n  a:\n    mode: sot\n    tempo: 3\n")
    proc = subprocess.run(
        [sys.executable, "-m", "sot", "serve", "--config", str(path)], capture_output=True, text=True, timeout=60
    )
    assert proc.returncode == 2
    assert f"{path}:4: unknown key 'models.a.tempo'" in proc.stderr
    proc = subprocess.run(
        [sys.executable, "-m", "sot", "serve", "-m", "fake", "--host", "0.0.0.0"],
        capture_output=True,
        text=True,
        timeout=60,
        env={k: v for k, v in os.environ.items() if k != "SOT_SERVE_API_KEYS"},
    )
    assert proc.returncode == 2 and "needs API keys" in proc.stderr


def test_workers_share_the_port(tmp_path):
    server = GatewayProcess(tmp_path, {"default_model": "fake", "models": {"quick": {"mode": "sot"}}}, "--workers", "2")
    try:
        with server.openai() as client:
            replies = [
                client.chat.completions.create(model="quick", messages=[{"role": "user", "content": QUESTION}])
                for _ in range(4)
            ]
        assert all(r.sot["mode"] == "sot" and r.choices[0].message.content.startswith("1. ") for r in replies)
        # any worker's /metrics counts every worker's requests; /health says it is one worker's
        for _ in range(3):
            text = server.get("/metrics").text
            found = re.search(r'^sot_requests_total\{api="openai",mode="sot",status="200"\} (\S+)$', text, flags=re.M)
            assert found and float(found.group(1)) == 4.0, text[-2000:]
        assert server.health()["worker"]["shared_metrics"] is True
    finally:
        assert server.stop() == 0, server.output()


def test_a_long_message_is_answered_from_its_parts_on_both_apis(tmp_path):
    script = tmp_path / "small.json"
    script.write_text(json.dumps({"window": 800}))  # the fake counts words as tokens
    server = GatewayProcess(tmp_path, {"default_model": f"fake:{script}", "models": {"small": {}}})
    sections = [f"Section {i}. " + " ".join(["Nothing much is said here."] * 30) + f" Code {i}." for i in range(8)]
    message = "Summarize the text below.\n\n" + "\n\n".join(sections)
    try:
        client = server.openai()
        raw = client.chat.completions.with_raw_response.create(
            model="small", messages=[{"role": "user", "content": message}]
        )
        whole = raw.parse()
        assert raw.headers["x-sot-mode"] == "mapreduce" and whole.sot["mode"] == "mapreduce"
        answer = whole.choices[0].message.content
        assert answer.startswith("An answer drawn from") and whole.choices[0].finish_reason == "stop"
        stream = client.chat.completions.create(
            model="small", messages=[{"role": "user", "content": message}], stream=True
        )
        assert "".join(c.choices[0].delta.content or "" for c in stream if c.choices) == answer  # notes never streamed
        reply = server.anthropic().messages.create(
            model="small", max_tokens=256, messages=[{"role": "user", "content": message}]
        )
        assert reply.content[0].text == answer
    finally:
        assert server.stop() == 0, server.output()


def test_slow_and_idle_connections_are_closed_once_their_head_is_late(tmp_path):
    server = GatewayProcess(tmp_path, {"default_model": "fake", "limits": {"header_timeout_s": 0.5}})
    try:

        def closed_by_server(sock: socket.socket) -> bool:
            sock.settimeout(5)
            try:
                return sock.recv(1024) == b""  # an orderly close, not a reply
            except TimeoutError:  # still held open
                return False
            except ConnectionResetError:
                return True

        idle = socket.create_connection(("127.0.0.1", server.port))
        slow = socket.create_connection(("127.0.0.1", server.port))
        slow.sendall(b"POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\n")  # the head, never finished
        time.sleep(0.2)
        slow.sendall(b"X-Slow: 1\r\n")  # a trickle does not restart the clock
        assert closed_by_server(idle) and closed_by_server(slow)
        idle.close()
        slow.close()
        # a client that sends its request in time is answered, and may keep its connection
        with httpx.Client(base_url=server.url) as client:
            body = {"model": "fake", "messages": [{"role": "user", "content": "Hi?"}]}
            assert client.post("/v1/chat/completions", json=body).status_code == 200
            assert client.post("/v1/chat/completions", json=body).status_code == 200
    finally:
        assert server.stop() == 0, server.output()
