"""`sot serve`: every cut is visible the same way, streams never go silent, shutdown ends streams.

The gateway runs as a process (:class:`tests.test_serve.GatewayProcess`); the answers come
from the fake provider (scripted by a file) or the loopback backend of :mod:`tests.loopback`.
"""

from __future__ import annotations

import json
import threading
import time

import httpx
import pytest

pytest.importorskip("starlette")

from tests.loopback import LoopbackServer, Reply, last_user_text
from tests.test_serve import KEY, GatewayProcess

pytestmark = pytest.mark.collect_garbage

QUESTION = "What are good habits for remote work?"
HEADERS = {"authorization": f"Bearer {KEY}"}
ANTHROPIC_HEADERS = {"x-api-key": KEY, "anthropic-version": "2023-06-01"}


def _script(tmp_path, **script) -> str:
    path = tmp_path / f"script-{len(list(tmp_path.iterdir()))}.json"
    path.write_text(json.dumps(script))
    return f"fake:{path}"


def _sse(text: str) -> list[dict]:
    """The JSON payloads of an SSE body (``[DONE]`` and comments left out)."""
    out = []
    for line in text.splitlines():
        if line.startswith("data: ") and line != "data: [DONE]":
            out.append(json.loads(line[6:]))
    return out


def _openai_stream(gateway: GatewayProcess, model: str, body: dict | None = None, timeout: float = 30) -> str:
    payload = {"model": model, "messages": [{"role": "user", "content": QUESTION}], "stream": True, **(body or {})}
    with httpx.stream(
        "POST", f"{gateway.url}/v1/chat/completions", json=payload, headers=HEADERS, timeout=timeout
    ) as response:
        assert response.status_code == 200
        return response.read().decode()


def _anthropic(gateway: GatewayProcess, model: str, stream: bool, body: dict | None = None) -> httpx.Response:
    payload = {"model": model, "max_tokens": 200, "messages": [{"role": "user", "content": QUESTION}], **(body or {})}
    payload["stream"] = stream
    return httpx.post(f"{gateway.url}/v1/messages", json=payload, headers=ANTHROPIC_HEADERS, timeout=30)


@pytest.fixture(scope="module")
def backend():
    def respond(body: dict) -> str | Reply:
        text = last_user_text(body)
        if "DROP" in text:  # the backend drops the answer after a few words (HTTP 200, then gone)
            return Reply(text="A paragraph that the backend will not finish sending today.", drop_after=4)
        return "A short answer."

    with LoopbackServer(respond) as server:
        yield server


@pytest.fixture(scope="module")
def gateway(tmp_path_factory, backend):
    tmp = tmp_path_factory.mktemp("cuts")
    slow = _script(tmp, token_delay=0.15)
    # map-reduce whose second part fails: the answer is written without it
    parts = _script(tmp, by_label={"map:1": {"fail_status": 400}}, window=700)
    config = {
        "default_model": slow,
        "api_keys": [KEY],
        "limits": {"keepalive_s": 0.4},
        "backends": {
            "loop": {"model": "openai:loop", "base_url": backend.base_url_openai, "api_key": "unused", "retries": 1},
            "parts": {"model": parts, "retries": 1},
            "planner": {"model": _script(tmp, first_token_delay=1.6), "retries": 1},
            "refusing": {"model": _script(tmp, by_label={"escalate": {"fail_status": 400}}), "retries": 1},
        },
        "models": {
            "slow-direct": {"mode": "direct"},
            "loop-direct": {"backend": "loop", "mode": "direct"},
            "parts": {"backend": "parts", "mode": "mapreduce"},
            "late": {"backend": "planner", "mode": "direct"},
            "billing": {
                "backend": "refusing",
                "template": "support-billing",
                "mode": "direct",
                "variables": {"company": "Acme"},
            },
        },
    }
    server = GatewayProcess(tmp, config)
    yield server
    assert server.stop() == 0, server.output()


def test_a_deadline_cut_says_length_and_marks_the_text(gateway):
    whole = httpx.post(
        f"{gateway.url}/v1/chat/completions",
        json={"model": "slow-direct", "messages": [{"role": "user", "content": QUESTION}], "sot": {"deadline": 0.6}},
        headers=HEADERS,
        timeout=30,
    ).json()
    choice = whole["choices"][0]
    assert choice["finish_reason"] == "length"
    assert choice["message"]["content"].endswith("[cut at deadline]")
    assert whole["sot"]["ending"]["cause"] == "deadline" and whole["sot"]["ending"]["status"] == "incomplete"
    # every request was cut: the prompt it sent still counts
    assert whole["usage"]["prompt_tokens"] > 0 and whole["usage"]["completion_tokens"] > 0

    streamed = _openai_stream(gateway, "slow-direct", {"sot": {"deadline": 0.6}})
    chunks = _sse(streamed)
    text = "".join(c["choices"][0]["delta"].get("content") or "" for c in chunks if c.get("choices"))
    assert text.endswith("[cut at deadline]")
    assert [c["choices"][0]["finish_reason"] for c in chunks if c.get("choices")][-1] == "length"

    message = _anthropic(gateway, "slow-direct", False, {"sot": {"deadline": 0.6}}).json()
    assert message["stop_reason"] == "max_tokens" and message["content"][0]["text"].endswith("[cut at deadline]")
    assert message["usage"]["input_tokens"] > 0


def test_a_backend_that_drops_mid_answer_is_a_marked_cut_naming_no_url(gateway, backend):
    reply = httpx.post(
        f"{gateway.url}/v1/chat/completions",
        json={"model": "loop-direct", "messages": [{"role": "user", "content": "DROP " + QUESTION}]},
        headers=HEADERS,
        timeout=30,
    ).json()
    choice = reply["choices"][0]
    assert choice["finish_reason"] == "length" and choice["message"]["content"].endswith(" [...]")
    assert reply["sot"]["ending"]["cause"] == "backend_error"
    assert reply["sot"]["error"] and "127.0.0.1" not in reply["sot"]["error"] and "http" not in reply["sot"]["error"]


def test_failed_map_parts_say_length_on_both_apis(gateway):
    document = "\n\n".join(" ".join(f"Fact {p}.{i} is stated here." for i in range(60)) for p in range(4))
    question = f"{document}\n\nWhich facts are stated?"
    reply = httpx.post(
        f"{gateway.url}/v1/chat/completions",
        json={"model": "parts", "messages": [{"role": "user", "content": question}]},
        headers=HEADERS,
        timeout=30,
    ).json()
    assert reply["choices"][0]["finish_reason"] == "length", reply["sot"]
    assert reply["sot"]["ending"]["cause"] == "failed_parts"
    assert "[written without part 2 of" in reply["choices"][0]["message"]["content"]
    message = _anthropic(gateway, "parts", False, {"messages": [{"role": "user", "content": question}]}).json()
    assert message["stop_reason"] == "max_tokens"


def test_a_refused_escalation_check_is_an_error_in_sot_the_metrics_and_the_log(gateway):
    reply = httpx.post(
        f"{gateway.url}/v1/chat/completions",
        json={"model": "billing", "messages": [{"role": "user", "content": "Why was my invoice higher this month?"}]},
        headers=HEADERS,
        timeout=30,
    ).json()
    assert reply["choices"][0]["finish_reason"] == "stop"  # the answer itself is whole
    assert reply["sot"]["escalate"] is False and "escalation check" in reply["sot"]["error"]
    metrics = httpx.get(f"{gateway.url}/metrics", headers=HEADERS, timeout=5).text
    assert "sot_escalation_check_errors_total 1.0" in metrics
    assert "escalation check gave no verdict" in gateway.log_path.read_text()


def test_anthropic_message_start_counts_the_prompt(gateway):
    body = _anthropic(gateway, "slow-direct", True, {"max_tokens": 5}).text
    starts = [e for e in _sse(body) if e.get("type") == "message_start"]
    assert starts and starts[0]["message"]["usage"]["input_tokens"] > 0
    delta = [e for e in _sse(body) if e.get("type") == "message_delta"][-1]
    assert delta["delta"]["stop_reason"] == "max_tokens" and delta["usage"]["input_tokens"] > 0


@pytest.mark.parametrize("api", ["openai", "anthropic"])
def test_a_stream_with_nothing_final_yet_is_kept_alive(gateway, api):
    """The first token comes after 1.6 s; keep-alives (0.4 s) go out before it, and the SDKs skip them."""
    started = time.monotonic()
    if api == "openai":
        body = _openai_stream(gateway, "late")
    else:
        body = _anthropic(gateway, "late", True).text
    first_text = body.index('"content":"A"' if api == "openai" else '"text":"A"')
    comments = [line for line in body[:first_text].splitlines() if line.startswith(": sot ")]
    assert len(comments) >= 2, body[:first_text]
    if api == "anthropic":
        assert "event: ping" in body[:first_text]
        assert body.index("event: message_start") < body.index("event: ping")
    assert time.monotonic() - started >= 1.6

    # the official SDK reads the same stream as the answer
    if api == "openai":
        stream = gateway.openai().chat.completions.create(
            model="late", messages=[{"role": "user", "content": QUESTION}], stream=True
        )
        text = "".join(c.choices[0].delta.content or "" for c in stream if c.choices)
    else:
        with gateway.anthropic().messages.stream(
            model="late", max_tokens=200, messages=[{"role": "user", "content": QUESTION}]
        ) as stream:
            text = "".join(stream.text_stream)
    assert text.startswith("A direct answer")


@pytest.mark.parametrize("api", ["openai", "anthropic"])
def test_shutdown_past_the_grace_ends_live_streams_with_a_finish_and_an_error(tmp_path, api):
    slow = _script(tmp_path, token_delay=0.1)
    server = GatewayProcess(
        tmp_path, {"default_model": slow, "mode": "direct", "limits": {"shutdown_grace_s": 0.5}, "models": {"s": {}}}
    )
    received: list[bytes] = []
    try:
        question = " ".join(["word"] * 200)
        if api == "openai":
            path, body, headers = (
                "/v1/chat/completions",
                {"model": "s", "messages": [{"role": "user", "content": question}], "stream": True},
                {},
            )
        else:
            path, body, headers = (
                "/v1/messages",
                {"model": "s", "max_tokens": 500, "messages": [{"role": "user", "content": question}], "stream": True},
                {"anthropic-version": "2023-06-01"},
            )
        with httpx.stream("POST", f"{server.url}{path}", json=body, headers=headers, timeout=30) as response:
            for chunk in response.iter_bytes():
                received.append(chunk)
                if len(received) == 2:
                    threading.Thread(target=server.terminate).start()
    finally:
        assert server.stop() == 0, server.output()
    text = b"".join(received).decode()
    events = _sse(text)
    if api == "openai":
        finishes = [c["choices"][0]["finish_reason"] for c in events if c.get("choices")]
        assert finishes[-1] == "length"
        assert "error" in events[-1] and text.rstrip().endswith("data: [DONE]")
    else:
        assert [e["type"] for e in events][-2:] == ["message_delta", "error"]
        assert events[-2]["delta"]["stop_reason"] == "max_tokens"
    log = server.log_path.read_text()
    assert "Traceback" not in log, log[-3000:]
    assert log.count("shutdown: the grace period ran out") == 1


@pytest.mark.parametrize("api", ["openai", "anthropic"])
def test_a_stream_cut_by_shutdown_reports_its_usage_and_an_interrupted_ending(tmp_path, api):
    """After a few pieces streamed, the shutdown's cut is marked in the text, its usage is what
    was counted so far (the prompt as the opening gave it, the text sent; it said 0/0/0, and
    Anthropic's message_delta 0/0 after message_start's 6), and ``sot.ending`` agrees with the
    finish (``interrupted``, ``length``; it said ``complete``/``stop``)."""
    slow = _script(tmp_path, token_delay=0.1)
    server = GatewayProcess(tmp_path, {"default_model": slow, "mode": "direct", "limits": {"shutdown_grace_s": 0.5}})
    question = " ".join(["word"] * 40)
    if api == "openai":
        path = "/v1/chat/completions"
        body = {"model": slow, "messages": [{"role": "user", "content": question}], "stream": True}
        body["stream_options"] = {"include_usage": True}
    else:
        path = "/v1/messages"
        body = {"model": slow, "max_tokens": 500, "messages": [{"role": "user", "content": question}], "stream": True}
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
    events = _sse(b"".join(received).decode())
    if api == "openai":
        text = "".join(c["choices"][0]["delta"].get("content") or "" for c in events if c.get("choices"))
        (finish,) = [c for c in events if c.get("choices") and c["choices"][0]["finish_reason"]]
        assert finish["choices"][0]["finish_reason"] == "length"
        sot = finish["sot"]
        (usage,) = [c["usage"] for c in events if c.get("usage")]
        prompt, completion = usage["prompt_tokens"], usage["completion_tokens"]
        assert usage["total_tokens"] == prompt + completion
        opening_prompt = prompt
    else:
        text = "".join(e["delta"]["text"] for e in events if e["type"] == "content_block_delta")
        (start,) = [e for e in events if e["type"] == "message_start"]
        (delta,) = [e for e in events if e["type"] == "message_delta"]
        assert delta["delta"]["stop_reason"] == "max_tokens"
        sot = delta["sot"]
        prompt, completion = delta["usage"]["input_tokens"], delta["usage"]["output_tokens"]
        opening_prompt = start["message"]["usage"]["input_tokens"]
    assert text.endswith(" … [interrupted]") and text.startswith("A direct answer")
    assert prompt == opening_prompt > 0 and completion > 0
    assert sot["ending"]["status"] == "interrupted" and sot["ending"]["finish_reason"] == "length"
    assert sot["error"].startswith("interrupted: the gateway shut down")
