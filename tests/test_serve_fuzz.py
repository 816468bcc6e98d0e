"""The gateway's HTTP layer under hostile and unlucky traffic, against a real ``sot serve`` process.

Generated request bodies of every shape (chat bodies with fields of random types, random
JSON, random bytes, deep nesting, strings left open, invalid UTF-8, strings near the body
limit) go to both chat routes: every one is answered, a 200 or a 4xx, within seconds, while
``/health`` keeps answering, and the server logs no traceback. Then the cases one at a time:
a body that once froze the event loop, fields of the wrong type or range, ``top_p`` and
``seed`` reaching the backend, a body trickled past ``limits.body_timeout_s``, a client that
hangs up mid-body, error texts that quote the client as it wrote, each API's error types.

``SOT_FUZZ_EXAMPLES=2000`` runs a longer fuzz (default 500 examples: about 10 seconds on 2 cores).
"""

from __future__ import annotations

import json
import os
import socket
import threading
import time
from collections import Counter
from collections.abc import Iterator

import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.loopback import LoopbackServer
from tests.test_serve import GatewayProcess

pytestmark = pytest.mark.collect_garbage

CHAT = "/v1/chat/completions"
MESSAGES = "/v1/messages"
JSON_HEAD = {"content-type": "application/json"}
#: the fuzzed gateway's body limit
LIMIT = 1_048_576
#: every answer within this many seconds
ANSWER_S = 5.0
EXAMPLES = int(os.environ.get("SOT_FUZZ_EXAMPLES", "500"))
QUESTION = "What are good habits for remote work?"


@pytest.fixture(scope="module")
def backend() -> Iterator[LoopbackServer]:
    with LoopbackServer(lambda body: "A short answer.") as server:
        yield server


@pytest.fixture(scope="module")
def gateway(tmp_path_factory, backend) -> Iterator[GatewayProcess]:
    """A keyless gateway on loopback (its Host and Content-Type checks apply) over the fake backend."""
    config = {
        "default_model": "fake",
        "mode": "direct",
        "limits": {"max_body_bytes": LIMIT, "body_timeout_s": 2, "deadline_s": 4},
        "backends": {
            "loop": {"model": "openai:loop", "base_url": backend.base_url_openai, "api_key": "unused", "retries": 1}
        },
        # auto mode (a body's sot.mode may ask for it) routes with the n-gram router: no model to load
        "models": {
            "quick": {"mode": "direct", "router": "trained"},
            "fake": {"router": "trained"},
            "fake-sot": {"mode": "sot", "router": "trained"},
            "loop-direct": {"backend": "loop"},
        },
    }
    server = GatewayProcess(tmp_path_factory.mktemp("fuzz"), config)
    yield server
    assert server.stop() == 0, server.output()


@pytest.fixture(scope="module")
def client(gateway) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=gateway.url, headers=JSON_HEAD, timeout=30) as c:
        yield c


def server_log(gateway: GatewayProcess) -> str:
    return gateway.log_path.read_text(errors="replace")


def chat(**fields) -> dict:
    return {"model": "quick", "messages": [{"role": "user", "content": QUESTION}], **fields}


def anthropic_chat(**fields) -> dict:
    return {"model": "quick", "max_tokens": 50, "messages": [{"role": "user", "content": QUESTION}], **fields}


# --------------------------------------------------------------------------- bodies

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
#: texts with any code point, lone surrogates too (sent as JSON escapes)
any_text = st.text(alphabet=st.characters(codec=None, exclude_categories=()), max_size=30)
plausible = {
    "model": st.sampled_from(["quick", "fake", "fake-sot", "nope", "../../etc/passwd", ""]) | any_text,
    "stream": st.booleans(),
    "max_tokens": st.integers(-2, 2**40) | st.just("10"),
    "max_completion_tokens": st.integers(-2, 300),
    "temperature": st.floats(-1, 3, allow_nan=False),
    "top_p": st.floats(-0.5, 1.5, allow_nan=False),
    "top_k": st.integers(-2, 100),
    "seed": st.integers(-(2**64), 2**64),
    "n": st.integers(0, 3),
    "stop": st.text(max_size=5) | st.lists(st.text(max_size=5), max_size=6),
    "stop_sequences": st.lists(st.text(max_size=5), max_size=3),
    "presence_penalty": st.floats(-3, 3, allow_nan=False),
    "logit_bias": st.dictionaries(st.text(max_size=5), st.integers(-200, 200), max_size=3),
    "metadata": st.dictionaries(st.text(max_size=5), st.text(max_size=5), max_size=3),
    "modalities": st.lists(st.sampled_from(["text", "audio", "image"]), max_size=2),
    "stream_options": st.fixed_dictionaries({"include_usage": st.booleans()}),
    "sot": st.fixed_dictionaries(
        {},
        optional={
            "mode": st.sampled_from(["direct", "sot", "pasta", "auto", "mapreduce", "nope"]),
            "max_points": st.integers(0, 60),
            "deadline": st.floats(0.001, 10),
            "template": st.sampled_from(["general", "support-billing", "nope"]),
            "max_tokens": st.integers(1, 50),
        },
    ),
    "system": any_text | st.lists(st.fixed_dictionaries({"type": st.just("text"), "text": any_text}), max_size=2),
    "thinking": st.fixed_dictionaries({"type": st.sampled_from(["enabled", "disabled"])}),
    "tools": st.lists(json_values, max_size=1),
}
content = any_text | st.lists(
    st.fixed_dictionaries({"type": st.sampled_from(["text", "image", "image_url"]), "text": any_text}), max_size=3
)
message = st.fixed_dictionaries(
    {"role": st.sampled_from(["user", "assistant", "system", "developer", "tool"]), "content": content}
)


@st.composite
def chat_bodies(draw) -> dict:
    """A chat body of either API: its fields each plausible, of another type, or missing."""
    body: dict = {"model": draw(plausible["model"]), "max_tokens": draw(st.integers(1, 60))}
    body["messages"] = draw(st.lists(message, min_size=0, max_size=4)) + [{"role": "user", "content": QUESTION}]
    for name in draw(st.lists(st.sampled_from(sorted(plausible)), max_size=5, unique=True)):
        body[name] = draw(plausible[name] | json_values) if draw(st.booleans()) else draw(plausible[name])
    for name in draw(st.lists(st.text(max_size=6), max_size=2)):
        body[name] = draw(json_values)
    return body


words = st.text(alphabet=st.characters(codec="utf-8", exclude_categories=("Cs", "Cc")), min_size=1, max_size=40)
question = words.filter(str.strip)
valid_sot = st.fixed_dictionaries(
    {},
    optional={
        "mode": st.sampled_from(["direct", "sot", "pasta"]),
        "max_points": st.integers(2, 6),
        "max_tokens": st.integers(1, 40),
        "deadline": st.floats(0.05, 3),
        "pipeline": st.booleans(),
    },
)


@st.composite
def valid_bodies(draw, path: str) -> dict:
    """A body each API takes, with its optional fields drawn from their documented types and
    ranges: the gateway must answer it (200)."""
    model = draw(st.sampled_from(["quick", "fake", "fake-sot"]))
    turns = []
    for _ in range(draw(st.integers(0, 2))):
        turns += [{"role": "user", "content": draw(question)}, {"role": "assistant", "content": draw(words)}]
    last = draw(question)
    if draw(st.booleans()):
        turns.append({"role": "user", "content": [{"type": "text", "text": last}]})
    else:
        turns.append({"role": "user", "content": last})
    if path == MESSAGES:
        fields = {
            "system": words,
            "temperature": st.floats(0, 1),
            "top_p": st.floats(0, 1),
            "top_k": st.integers(0, 500),
            "stop_sequences": st.lists(words, max_size=3),
            "metadata": st.fixed_dictionaries({"user_id": words}),
            "service_tier": st.sampled_from(["auto", "standard_only"]),
            "stream": st.booleans(),
            "sot": valid_sot,
        }
        body = {"model": model, "max_tokens": draw(st.integers(1, 60)), "messages": turns}
    else:
        if draw(st.booleans()):
            turns.insert(0, {"role": draw(st.sampled_from(["system", "developer"])), "content": draw(words)})
        fields = {
            "max_tokens": st.integers(1, 60),
            "max_completion_tokens": st.integers(1, 60),
            "temperature": st.floats(0, 2) | st.integers(0, 2),
            "top_p": st.floats(0, 1),
            "seed": st.integers(0, 2**63 - 1),
            "n": st.just(1),
            "stop": words | st.lists(words, max_size=4),
            "presence_penalty": st.floats(-2, 2),
            "frequency_penalty": st.floats(-2, 2),
            "logit_bias": st.dictionaries(st.integers(0, 10**5).map(str), st.integers(-100, 100), max_size=3),
            "user": words,
            "metadata": st.dictionaries(st.text(max_size=10), st.text(max_size=20), max_size=4),
            "modalities": st.just(["text"]),
            "parallel_tool_calls": st.booleans(),
            "store": st.booleans(),
            "logprobs": st.just(False),
            "response_format": st.just({"type": "text"}),
            "stream": st.booleans(),
            "stream_options": st.fixed_dictionaries({"include_usage": st.booleans()}),
            "sot": valid_sot,
        }
        body = {"model": model, "messages": turns}
    for name in draw(st.lists(st.sampled_from(sorted(fields)), max_size=6, unique=True)):
        body[name] = draw(fields[name])
    if "stream_options" in body:  # OpenAI takes them with a stream only
        body["stream"] = True
    return body


def encode(body: object, ascii_only: bool = True) -> bytes:
    return json.dumps(body, ensure_ascii=ascii_only).encode("utf-8", "surrogatepass")


@st.composite
def requests(draw) -> tuple[str, str, bytes]:
    """A route, and bytes of every kind a client might send it (the gateway must decide about
    each, quickly): ``(path, kind, body)``."""
    path = draw(st.sampled_from([CHAT, MESSAGES]))
    kind = draw(
        st.sampled_from(
            [
                "valid",
                "valid",
                "chat",
                "chat",
                "chat",
                "json",
                "bytes",
                "deep",
                "open",
                "cut",
                "utf8",
                "huge",
                "escapes",
            ]
        )
    )
    return path, kind, draw(raw_bodies(path, kind))


@st.composite
def raw_bodies(draw, path: str, kind: str) -> bytes:
    if kind == "valid":
        return encode(draw(valid_bodies(path)), ascii_only=draw(st.booleans()))
    if kind == "chat":
        return encode(draw(chat_bodies()), ascii_only=draw(st.booleans()))
    if kind == "json":
        return encode(draw(json_values))
    if kind == "bytes":
        return draw(st.binary(max_size=2000))
    if kind == "deep":  # nesting around the limit, in a chat body's sot.variables or bare
        n = draw(st.integers(55, 70) | st.integers(1, 20_000))
        opening, closing = draw(st.sampled_from([(b"[", b"]"), (b'{"a":', b"}")]))
        nested = opening * n + b"1" + closing * draw(st.integers(0, n))
        if draw(st.booleans()):
            return nested
        return encode(chat(sot={"variables": {"v": "PLACE"}})).replace(b'"PLACE"', nested)
    if kind == "open":  # a string never closed: escaped quotes, backslashes, brackets
        filler = draw(st.sampled_from([b'\\"', b"\\\\", b"[", b'\\"[{', b"a"]))
        return encode(chat())[:-4] + b"," + b'"x":"' + filler * draw(st.integers(1, 50_000))
    if kind == "cut":
        raw = encode(draw(chat_bodies()))
        return raw[: draw(st.integers(0, len(raw)))]
    if kind == "utf8":  # a valid body with a byte sequence that is no UTF-8
        raw = encode(draw(chat_bodies()), ascii_only=False)
        at = draw(st.integers(0, len(raw)))
        return (
            raw[:at] + draw(st.sampled_from([b"\xff", b"\xc3(", b"\xed\xa0\x80", b"\xf0\x28\x8c", b"\x80"])) + raw[at:]
        )
    if kind == "huge":  # a string that fills the body up to, or just past, the limit
        over = draw(st.booleans())
        target = LIMIT + draw(st.integers(1, 100)) if over else LIMIT - draw(st.integers(0, 2000))
        where = draw(st.sampled_from(["model", "content", "extra"]))
        body = chat(model="PLACE") if where == "model" else chat(extra="PLACE")
        if where == "content":
            body = chat(sot={"mode": "direct"}, max_tokens=5)
            body["messages"][0]["content"] = "PLACE"
        template = encode(body)
        size = target - (len(template) - len(b"PLACE"))
        filler = (b"word " if where == "content" else b"x") * size
        return template.replace(b"PLACE", filler[:size])
    filler = draw(st.sampled_from([b'\\"', b"\\\\", b'\\\\\\"']))  # escapes, closed or not
    return b'{"model":"quick","messages":[{"role":"user","content":"' + filler * draw(st.integers(1, 200_000)) + b'"}]}'


class HealthWatch:
    """Polls ``/health`` from a thread while it runs; keeps each answer's latency."""

    def __init__(self, url: str, every: float = 0.05) -> None:
        self.url = url
        self.every = every
        self.latencies: list[float] = []
        self.failures: list[str] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        with httpx.Client(timeout=10) as c:
            while not self._stop.is_set():
                started = time.monotonic()
                try:
                    ok = c.get(f"{self.url}/health").status_code == 200
                except httpx.HTTPError as exc:
                    ok = False
                    self.failures.append(repr(exc))
                self.latencies.append(time.monotonic() - started)
                if not ok and not self.failures:
                    self.failures.append("health was not 200")
                self._stop.wait(self.every)

    def __enter__(self) -> HealthWatch:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join(15)


def test_any_body_is_answered_quickly_with_a_200_or_a_4xx(gateway, client):
    seen: Counter[int] = Counter()

    @settings(
        derandomize=True,
        max_examples=EXAMPLES,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.large_base_example],
    )
    @given(request=requests(), stream=st.booleans(), chunk=st.sampled_from([0, 0, 1, 7, 4096]))
    def one(request: tuple[str, str, bytes], stream: bool, chunk: int) -> None:
        path, kind, raw = request
        if stream and kind != "valid" and raw.startswith(b"{") and raw.endswith(b"}") and len(raw) > 2:
            raw = raw[:-1] + b',"stream":true}'
        # whole (Content-Length), or in chunks of that size (Transfer-Encoding: chunked)
        chunk = chunk if len(raw) < 100_000 else chunk and 65536
        content = iter([raw[i : i + chunk] for i in range(0, len(raw), chunk)]) if chunk else raw
        started = time.monotonic()
        reply = client.post(path, content=content)
        took = time.monotonic() - started
        seen[reply.status_code] += 1
        assert reply.status_code == 200 or 400 <= reply.status_code < 500, (reply.status_code, reply.text[:500])
        assert took < ANSWER_S, (took, path, raw[:300])
        if kind == "valid":
            assert reply.status_code == 200, (reply.text[:500], raw[:500])
        if reply.status_code != 200:
            error = reply.json()
            assert ("error" in error) and (error.get("type") == "error") == (path == MESSAGES), error

    with HealthWatch(gateway.url) as health:
        one()
    assert not health.failures, health.failures[:3]
    assert health.latencies and max(health.latencies) < 2.0, max(health.latencies)
    assert seen[200] and seen[400] and seen[413], seen  # the bodies reach every outcome
    log = server_log(gateway)
    assert "Traceback" not in log and "Exception in ASGI" not in log, log[-3000:]


@pytest.mark.parametrize("size", [80 * 1024, LIMIT], ids=["80KB", "at-the-limit"])
def test_a_body_of_escaped_quotes_is_refused_at_once_and_health_answers_meanwhile(gateway, size):
    """Once, such a body (a string of ``\\"`` pairs, never closed) took the event loop for a
    time quadratic in its size: 31 s at 80 KB, and every other request waited."""
    head = b'{"model":"x","max_tokens":5,"messages":[{"role":"user","content":"'
    body = head + b'\\"' * ((size - len(head)) // 2)
    assert len(body) <= LIMIT
    answer: dict = {}

    def post() -> None:
        started = time.monotonic()
        try:
            reply = httpx.post(f"{gateway.url}{CHAT}", content=body, headers=JSON_HEAD, timeout=10)
            answer["status"] = reply.status_code
        except httpx.HTTPError as exc:
            answer["status"] = repr(exc)
        answer["took"] = time.monotonic() - started

    with httpx.Client(base_url=gateway.url, timeout=10) as c:
        c.get("/health")  # the connection is open before the body goes
        sender = threading.Thread(target=post)
        sender.start()
        latencies = []
        while sender.is_alive():
            started = time.monotonic()
            try:
                c.get("/health")
            except httpx.HTTPError:
                pass
            latencies.append(time.monotonic() - started)
            time.sleep(0.002)
        sender.join()
    assert answer["status"] == 400 and answer["took"] < 1.0, answer
    assert max(latencies) < 0.1, sorted(latencies)[-3:]
    # and with Anthropic's route, the same
    started = time.monotonic()
    reply = httpx.post(f"{gateway.url}{MESSAGES}", content=body, headers=JSON_HEAD, timeout=10)
    assert reply.status_code == 400 and reply.json()["type"] == "error" and time.monotonic() - started < 1.0


# --------------------------------------------------------------------------- typed fields


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("max_tokens", "10"),
        ("max_tokens", 10.5),
        ("top_p", 5),
        ("top_p", "0.5"),
        ("modalities", ["audio"]),
        ("modalities", ["text", "audio"]),
        ("audio", {"voice": "alloy", "format": "wav"}),
        ("stream", "true"),
        ("stream", 1),
        ("seed", "7"),
        ("seed", -1),
        ("presence_penalty", 2.5),
        ("frequency_penalty", -3),
        ("user", 5),
        ("metadata", {"k": 1}),
        ("logit_bias", {"50256": 200}),
        ("n", "1"),
        ("stop", ["a", "b", "c", "d", "e"]),
        ("stop", 5),
        ("parallel_tool_calls", "yes"),
        ("store", "false"),
        ("service_tier", 1),
        ("reasoning_effort", 3),
        ("top_logprobs", 3),
        ("top_logprobs", 21),
        ("tool_choice", "auto"),
        ("temperature", "1"),
        ("max_completion_tokens", 0),
    ],
)
def test_openai_fields_are_typed_and_ranged_as_the_api_documents(client, field, value):
    reply = client.post(CHAT, json=chat(**{field: value}))
    assert reply.status_code == 400, reply.text
    error = reply.json()["error"]
    assert error["type"] == "invalid_request_error" and error["code"] is None
    assert error["param"] == field or error["param"].startswith(f"{field}."), error


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("top_k", -1),
        ("top_k", 2.5),
        ("top_p", 5),
        ("max_tokens", "10"),
        ("temperature", 1.5),
        ("stream", "true"),
        ("metadata", {"user_id": 5}),
        ("metadata", "user-1"),
        ("stop_sequences", "STOP"),
        ("service_tier", 1),
        ("thinking", {"type": "enabled", "budget_tokens": 1024}),
        ("tool_choice", {"type": "auto"}),
        ("system", 5),
    ],
)
def test_anthropic_fields_are_typed_and_ranged_as_the_api_documents(client, field, value):
    reply = client.post(MESSAGES, json=anthropic_chat(**{field: value}))
    assert reply.status_code == 400, reply.text
    error = reply.json()
    assert error["type"] == "error" and error["error"]["type"] == "invalid_request_error"
    assert error["error"]["message"].startswith(field), error  # the format has no param: the message names it


def test_sot_override_fields_are_typed(client):
    for sot, param in [({"max_points": "3"}, "sot.max_points"), ({"pipeline": "true"}, "sot.pipeline")]:
        reply = client.post(CHAT, json=chat(sot=sot))
        assert reply.status_code == 400 and reply.json()["error"]["param"] == param, reply.text


def test_every_documented_field_with_its_own_type_is_taken(client):
    openai_body = chat(
        max_completion_tokens=50,
        temperature=0.5,
        top_p=1,  # an integer is a number
        seed=7,
        n=1,
        stop=["\n\n\n"],
        presence_penalty=0.5,
        frequency_penalty=-0.5,
        logit_bias={"50256": -100},
        logprobs=False,
        user="user-1",
        metadata={"team": "support"},
        modalities=["text"],
        parallel_tool_calls=True,
        store=False,
        service_tier="auto",
        reasoning_effort="low",
        response_format={"type": "text"},
        stream_options=None,
        prompt_cache_key="k",
        something_new={"any": ["thing"]},  # unknown fields are ignored
    )
    reply = client.post(CHAT, json=openai_body)
    assert reply.status_code == 200 and reply.json()["choices"][0]["message"]["content"], reply.text
    anthropic_body = anthropic_chat(
        system=[{"type": "text", "text": "Be brief."}],
        temperature=0.5,
        top_p=0.9,
        top_k=40,
        metadata={"user_id": "user-1"},
        stop_sequences=["\n\n\n"],
        service_tier="auto",
        thinking={"type": "disabled"},
        something_new=1,
    )
    reply = client.post(MESSAGES, json=anthropic_body)
    assert reply.status_code == 200 and reply.json()["content"][0]["text"], reply.text


def test_top_p_and_seed_reach_the_backend(client, backend):
    backend.reset()
    reply = client.post(CHAT, json=chat(model="loop-direct", top_p=0.5, seed=7))
    assert reply.status_code == 200, reply.text
    sent = backend.requests[-1].body
    assert sent["top_p"] == 0.5 and sent["seed"] == 7
    backend.reset()
    reply = client.post(MESSAGES, json=anthropic_chat(model="loop-direct", top_p=0.25))
    assert reply.status_code == 200, reply.text
    assert backend.requests[-1].body["top_p"] == 0.25 and "seed" not in backend.requests[-1].body
    # top_p 0 (which both APIs take) keeps the likeliest token: greedy decoding
    backend.reset()
    reply = client.post(CHAT, json=chat(model="loop-direct", top_p=0, temperature=1))
    assert reply.status_code == 200, reply.text
    sent = backend.requests[-1].body
    assert "top_p" not in sent and sent["temperature"] == 0


# --------------------------------------------------------------------------- slow and vanishing clients


def trickled_response(sock: socket.socket, *, every: float, timeout: float) -> bytes:
    """The response read from ``sock`` while a byte of body is sent every ``every`` seconds
    (until the server closes); the socket is closed after."""
    stop = threading.Event()

    def trickle() -> None:
        while not stop.wait(every):
            try:
                sock.sendall(b" ")
            except OSError:
                return

    dripper = threading.Thread(target=trickle)
    dripper.start()
    try:
        return read_response(sock, timeout=timeout)
    finally:
        stop.set()
        dripper.join()
        sock.close()


def read_response(sock: socket.socket, timeout: float) -> bytes:
    """What the server sends until it closes the connection (or ``timeout`` passes)."""
    sock.settimeout(timeout)
    data = b""
    try:
        while chunk := sock.recv(65536):
            data += chunk
    except (TimeoutError, ConnectionResetError):  # reset: a trickled byte reached the closed socket
        pass
    return data


def test_a_trickled_body_is_answered_408_and_its_connection_closed(gateway):
    def rejected() -> float:
        text = httpx.get(f"{gateway.url}/metrics", timeout=5).text
        line = next((x for x in text.splitlines() if x.startswith('sot_rejected_total{reason="body_timeout"}')), None)
        return float(line.split()[-1]) if line else 0.0

    before = rejected()
    for path in (CHAT, MESSAGES):
        sock = socket.create_connection(("127.0.0.1", gateway.port))
        head = (
            f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n"
        )
        sock.sendall(head.encode())
        started = time.monotonic()
        data = trickled_response(sock, every=0.5, timeout=10)
        took = time.monotonic() - started
        assert data.startswith(b"HTTP/1.1 408"), data[:300]
        assert 1.5 < took < 5, took  # limits.body_timeout_s is 2; then the server closed the connection
        error = json.loads(data.split(b"\r\n\r\n", 1)[1])
        if path == MESSAGES:
            assert error["type"] == "error" and error["error"]["type"] == "invalid_request_error"
        else:
            assert error["error"]["type"] == "invalid_request_error"
    assert rejected() == before + 2


def test_a_body_trickled_after_its_answer_holds_no_connection(tmp_path):
    """A route that answers without reading the body (a refusal, a method not allowed): the
    body still trickling in after the answer runs on the clock of the next request's head."""
    server = GatewayProcess(tmp_path, {"default_model": "fake", "limits": {"header_timeout_s": 1}})
    try:
        for head in (
            "POST /health HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n",  # 405
            "POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\n",  # 415
        ):
            sock = socket.create_connection(("127.0.0.1", server.port))
            sock.sendall(f"{head}Content-Length: 100\r\n\r\n".encode())
            started = time.monotonic()
            data = trickled_response(sock, every=0.2, timeout=6)
            assert data.startswith((b"HTTP/1.1 405", b"HTTP/1.1 415")), data[:200]
            assert time.monotonic() - started < 4  # closed after the head timeout, not held while it trickles
    finally:
        assert server.stop() == 0, server.output()


def test_a_client_that_hangs_up_mid_body_leaves_no_traceback(gateway):
    for path in (CHAT, MESSAGES):
        for _ in range(3):
            sock = socket.create_connection(("127.0.0.1", gateway.port))
            head = f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n"
            sock.sendall(head.encode() + b'{"model": "quick", "messages": [')
            time.sleep(0.05)
            sock.close()
    time.sleep(0.5)
    assert httpx.get(f"{gateway.url}/health", timeout=5).status_code == 200
    log = server_log(gateway)
    assert "Traceback" not in log and "Exception in ASGI" not in log and "ClientDisconnect" not in log, log[-3000:]


# --------------------------------------------------------------------------- error texts and types


def test_the_unknown_model_is_quoted_as_sent(client):
    reply = client.post(CHAT, json=chat(model="../../etc/passwd"))
    assert reply.status_code == 404
    error = reply.json()["error"]
    assert "`../../etc/passwd`" in error["message"] and "GET /v1/models" in error["message"]
    assert error["param"] == "model" and error["code"] == "model_not_found"
    reply = client.post(MESSAGES, json=anthropic_chat(model="/home/me/.ssh/id_rsa"))
    assert reply.status_code == 404 and "`/home/me/.ssh/id_rsa`" in reply.json()["error"]["message"]
    assert reply.json()["error"]["type"] == "not_found_error"
    retrieved = client.get("/v1/models/..%2F..%2Fetc%2Fhosts")  # the model ../../etc/hosts
    assert retrieved.status_code == 404 and "`../../etc/hosts`" in retrieved.json()["error"]["message"]
    long = client.post(CHAT, json=chat(model="m" * 5000)).json()["error"]["message"]
    assert "m" * 50 in long and "m" * 70 not in long and "…`" in long  # shortened, marked as such


def test_an_unknown_route_is_an_invalid_url_without_a_model_code(client):
    reply = client.post("/v1/foo", json={})
    assert reply.status_code == 404
    error = reply.json()["error"]
    assert error == {
        "message": "Invalid URL (POST /v1/foo)",
        "type": "invalid_request_error",
        "param": None,
        "code": None,
    }


def test_anthropic_errors_are_typed_as_the_api_types_them(gateway, client):
    not_allowed = client.get(MESSAGES)
    assert not_allowed.status_code == 405
    assert not_allowed.json()["error"]["type"] == "invalid_request_error"
    plain = httpx.post(f"{gateway.url}{MESSAGES}", content=b"{}", headers={"content-type": "text/plain"}, timeout=5)
    assert plain.status_code == 415
    assert plain.json() == {
        "type": "error",
        "error": {"type": "invalid_request_error", "message": plain.json()["error"]["message"]},
    }
    from sot.serve.anthropic_wire import AnthropicFormat

    kinds = {status: AnthropicFormat.error_body(status, "x")["error"]["type"] for status in (408, 422, 500, 503, 529)}
    assert kinds == {
        408: "invalid_request_error",
        422: "invalid_request_error",
        500: "api_error",
        503: "overloaded_error",
        529: "overloaded_error",
    }


# --------------------------------------------------------------------------- the depth check itself


def nesting(value: object) -> int:
    if isinstance(value, dict):
        return 1 + max(map(nesting, value.values()), default=0)
    if isinstance(value, list):
        return 1 + max(map(nesting, value), default=0)
    return 0


tricky_text = st.text(alphabet=st.sampled_from(['"', "\\", "[", "]", "{", "}", "a", "é", "\n", "世"]), max_size=20)
tricky_json = st.recursive(
    st.none() | st.integers() | tricky_text,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(tricky_text, inner, max_size=3),
    max_leaves=30,
)


@settings(derandomize=True, max_examples=300, deadline=None)
@given(value=tricky_json, ascii_only=st.booleans(), pad=st.integers(0, 70_000))
def test_the_depth_check_is_exact_for_valid_json(value, ascii_only, pad):
    """Escapes, brackets inside strings, multi-byte characters, strings across its windows."""
    from sot.serve.body import json_depth

    raw = json.dumps([" " * pad, value], ensure_ascii=ascii_only).encode()
    assert json_depth(raw, 10_000) == nesting(json.loads(raw))


def test_the_depth_check_takes_linear_time():
    from sot.serve.body import json_depth

    for filler in (b'\\"', b"\\\\", b'"a', b"[]", b'\\"[{'):
        raw = b'{"a":"' + filler * 500_000
        started = time.perf_counter()
        json_depth(raw, 64)
        assert time.perf_counter() - started < 0.5, filler
