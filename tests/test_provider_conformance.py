"""One provider contract, checked the same way on every provider.

Providers: the fake, ``openai`` and ``anthropic`` through their official SDKs against the
loopback server (:mod:`tests.loopback`), and ``local`` on both engines where installed
(marked ``local_model``; each local generation is a few tokens). The contract: streamed
deltas that join to the text, then one ``StreamEnd`` with usage and a finish reason;
``max_tokens`` and stop strings honoured; every failure a :class:`~sot.errors.SotError`
with the right ``retryable`` flag, never a raw SDK or httpx error; leaving a stream (or a
group) mid-way releases its request; ``stream_group``; ``count_tokens``; ``aclose`` twice.

Where providers legitimately differ, :data:`CAPS` says how and the test asserts that
expectation. Tests that need a scripted reply or HTTP run on the providers whose
capabilities allow it (the local model's text is its own; HTTP statuses exist only
behind an API). Provider-specific mapping (request bodies, prefill flags, message
splitting) stays in ``test_providers_openai.py`` and ``test_providers_anthropic.py``.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import aclosing
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from email.utils import format_datetime
from typing import Any

import anthropic
import anyio
import openai
import pytest

from sot.errors import (
    BackendError,
    ConfigError,
    MissingAPIKeyError,
    ProviderConnectionError,
    ProviderError,
    ProviderStatusError,
    ProviderTimeoutError,
    RateLimitError,
    SotError,
)
from sot.providers import AnthropicProvider, FakeProvider, FakeReply, OpenAIProvider, Provider, known_providers
from sot.providers._remote import NO_KEY_PLACEHOLDER, parse_retry_after
from sot.providers.base import GenerationRequest, Message, StreamEnd, StreamError, TextDelta, Usage
from sot.providers.local import LocalProvider
from tests.loopback import LoopbackServer, Reply, last_user_text

pytestmark = [pytest.mark.anyio, pytest.mark.collect_garbage]

try:
    from tests.local_engines import ENGINES
except pytest.skip.Exception as exc:  # no local engine installed: the local rows show as skipped
    ENGINES = [pytest.param(e, marks=pytest.mark.skip(reason=str(exc))) for e in ("llama", "torch")]

# ---------------------------------------------------------------------- capabilities


@dataclass(frozen=True)
class Failure:
    """A way to make a request fail, and the sot error it must become."""

    id: str
    error: type[SotError]
    retryable: bool
    status: int | None = None  # scripted providers: the HTTP status (the fake: the error it maps to)
    retry_after: float | None = None


STATUS_FAILURES = (
    Failure("400", ProviderStatusError, retryable=False, status=400),
    Failure("401", ProviderStatusError, retryable=False, status=401),
    Failure("429", RateLimitError, retryable=True, status=429, retry_after=7.0),
    Failure("500", ProviderStatusError, retryable=True, status=500),
    Failure("503", ProviderStatusError, retryable=True, status=503),
    Failure("529", ProviderStatusError, retryable=True, status=529),
)
LOCAL_FAILURES = (  # no HTTP statuses: a model that cannot load, a prompt past the context
    Failure("missing-model", ConfigError, retryable=False),
    Failure("prompt-too-long", BackendError, retryable=False),
)


@dataclass(frozen=True)
class Caps:
    """How a provider meets the contract where providers legitimately differ."""

    scripted: bool  # replies can be scripted: exact text, usage counted in words
    http: bool  # an API behind its official SDK: HTTP statuses, Retry-After, connections
    native_group: bool  # stream_group batches the group itself (else: one stream per member)
    prefill: bool  # supports_prefill: a final assistant message is continued
    count_tokens: str | None  # "words"; "tokenizer": the model's own, once loaded; None: not at hand
    failures: tuple[Failure, ...]  # how a request is made to fail, and what it must raise
    key_var: str | None = None  # named in a 401's message
    sdk_error: type[BaseException] | None = None  # the __cause__ of a translated error
    #: an error event inside a 200 stream becomes (error type, retryable): OpenAI's carries no
    #: status; Anthropic's names one (overloaded_error: 529)
    stream_error: tuple[type[ProviderError], bool] | None = None


CAPS = {
    "fake": Caps(scripted=True, http=False, native_group=False, prefill=True, count_tokens="words",
                 failures=STATUS_FAILURES),
    "openai": Caps(
        scripted=True, http=True, native_group=False, prefill=True,  # prefill=True: a compatible server
        count_tokens=None, failures=STATUS_FAILURES, key_var="OPENAI_API_KEY", sdk_error=openai.OpenAIError,
        stream_error=(ProviderError, False),
    ),
    "anthropic": Caps(
        scripted=True, http=True, native_group=False, prefill=True,
        count_tokens=None, failures=STATUS_FAILURES, key_var="ANTHROPIC_API_KEY", sdk_error=anthropic.AnthropicError,
        stream_error=(ProviderStatusError, True),
    ),
    # the model's own text: nothing to script; failures from loading and from the context
    "local": Caps(scripted=False, http=False, native_group=True, prefill=True, count_tokens="tokenizer",
                  failures=LOCAL_FAILURES),
}  # fmt: skip


def _params(kind: str) -> list[Any]:
    """``kind``'s rows: one, or one per local engine (marked local_model; skipped without it)."""
    if kind != "local":
        return [pytest.param(kind, id=kind)]
    return [
        pytest.param(f"local-{e}", marks=[*p.marks, pytest.mark.local_model], id=f"local-{e}")
        for p in ENGINES
        for e in p.values
    ]


def kind_of(row: str) -> str:
    return "local" if row.startswith("local-") else row


def providers(where: Callable[[Caps], bool] = lambda caps: True) -> list[Any]:
    """Every provider row whose capabilities satisfy ``where``."""
    return [p for kind, caps in CAPS.items() if where(caps) for p in _params(kind)]


PROVIDERS = providers()
SCRIPTED = providers(lambda caps: caps.scripted)
HTTP = [p.values[0] for p in providers(lambda caps: caps.http)]
FAILURE_CASES = [
    pytest.param(p.values[0], f, marks=p.marks, id=f"{p.id}-{f.id}")
    for p in PROVIDERS
    for f in CAPS[kind_of(p.values[0])].failures
]

# ---------------------------------------------------------------------- harnesses

SYSTEM = "Be brief."
COLOURS = "Name three colours"
LONG = "Write a long story about the sea."


@dataclass(frozen=True, kw_only=True)
class Scripted:
    """A scripted reply: text, or an HTTP ``status``, or text cut after ``drop_after`` words."""

    text: str = ""
    status: int | None = None
    retry_after: float | None = None
    drop_after: int | None = None
    token_delay: float | None = None


def ask(
    question: str, *, max_tokens: int = 12, stop: Sequence[str] = (), prefill: str | None = None
) -> GenerationRequest:
    messages = [Message("system", SYSTEM), Message("user", question)]
    if prefill is not None:
        messages.append(Message("assistant", prefill))
    return GenerationRequest(messages=tuple(messages), max_tokens=max_tokens, stop=tuple(stop))


def status_error(status: int, retry_after: float | None) -> ProviderStatusError:
    """The error a remote provider raises for ``status``: what the fake is scripted to raise."""
    if status == 429:
        return RateLimitError("fake: HTTP 429", provider="fake", retry_after=retry_after)
    return ProviderStatusError(f"fake: HTTP {status}", status_code=status, provider="fake", retry_after=retry_after)


class Harness:
    """One provider under test, with what its kind needs: scripting, and a way to see that a
    request left mid-way was released."""

    kind: str
    provider: Provider
    replies: dict[str, Scripted]

    @property
    def caps(self) -> Caps:
        return CAPS[kind_of(self.kind)]

    def script(self, replies: dict[str, str | Scripted]) -> None:
        """Replies by the request's user text, whatever order the requests arrive in."""
        assert self.caps.scripted, f"{self.kind}: its replies cannot be scripted"
        self.replies.update({q: r if isinstance(r, Scripted) else Scripted(text=r) for q, r in replies.items()})

    def reply(self, question: str) -> Scripted:
        return self.replies.get(question, Scripted(text=f"A reply to {question}"))

    def requests_made(self) -> int:
        raise NotImplementedError

    async def released(self) -> bool:
        """After every stream was left mid-way: nothing is still being generated for it."""
        raise NotImplementedError

    async def failing(self, failure: Failure, tmp_path) -> tuple[Provider, GenerationRequest]:
        """A provider and a request that fails as ``failure`` says."""
        assert failure.status is not None
        self.script({COLOURS: Scripted(status=failure.status, retry_after=failure.retry_after)})
        return self.provider, ask(COLOURS)


class FakeHarness(Harness):
    def __init__(self) -> None:
        self.kind, self.replies = "fake", {}
        self.fake = FakeProvider(responder=self._respond)
        self.provider = self.fake

    def _respond(self, request: GenerationRequest) -> FakeReply:
        question = next(m.content for m in reversed(request.messages) if m.role == "user")
        r = self.reply(question)
        if r.status is not None:
            return FakeReply(error=status_error(r.status, r.retry_after))
        error = (
            ProviderConnectionError("fake: connection dropped", provider="fake") if r.drop_after is not None else None
        )
        return FakeReply(text=r.text, error=error, fail_after=r.drop_after, token_delay=r.token_delay)

    def requests_made(self) -> int:
        return len(self.fake.requests)

    async def released(self) -> bool:
        return self.fake.in_flight == 0 and self.fake.completed == 0


class HttpHarness(Harness):
    def __init__(self, kind: str, server: LoopbackServer) -> None:
        self.kind, self.replies, self.server = kind, {}, server
        server.responder = lambda body: self._respond(last_user_text(body))
        if kind == "openai":
            self.provider = OpenAIProvider("m", base_url=server.base_url_openai, prefill=True)
        else:
            self.provider = AnthropicProvider("m", base_url=server.base_url_anthropic)

    def _respond(self, question: str) -> Reply:
        r = self.reply(question)
        return Reply(
            text=r.text,
            status=r.status or 200,
            retry_after=r.retry_after,
            drop_after=r.drop_after,
            token_delay=r.token_delay,
        )

    def requests_made(self) -> int:
        return len(self.server.requests)

    async def released(self) -> bool:
        assert await self.server.await_until(lambda s: all(r.end is not None for r in s.requests))
        return all(r.outcome == "disconnected" and r.tokens_sent < 200 for r in self.server.requests)


class LocalHarness(Harness):
    def __init__(self, engine: str) -> None:
        self.kind, self.replies = "local", {}
        self.local = LocalProvider(device="cpu", engine=engine)
        self.provider = self.local

    def requests_made(self) -> int:
        raise AssertionError("the local provider makes no requests")

    async def released(self) -> bool:
        runtime = await self.local.runtime()
        await collect(self.local, ask("Say hi.", max_tokens=1))  # its step retires the rows left behind
        return not runtime.engine.has_work() and runtime.engine.live_rows == 0

    async def failing(self, failure: Failure, tmp_path) -> tuple[Provider, GenerationRequest]:
        if failure.id == "missing-model":
            return LocalProvider(str(tmp_path / "missing.gguf")), ask(COLOURS)
        return self.local, ask("word " * 9000, max_tokens=4)


@pytest.fixture(scope="module")
def local_weights() -> Any:
    """Keeps each engine's model loaded for the whole module, so the providers that tests open
    and close share it instead of loading it again."""
    from sot.local_backend import runtime as runtimes

    held: dict[str, Any] = {}

    def keep(engine: str) -> None:
        if engine not in held:
            held[engine] = runtimes.acquire(None, device="cpu", engine=engine)

    yield keep
    for runtime in held.values():
        runtimes.release(runtime)


@pytest.fixture(autouse=True)
def _clean_env(monkeypatch) -> None:
    for var in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "SOT_OPENAI_PREFILL",
                "ANTHROPIC_API_KEY", "ANTHROPIC_AUTH_TOKEN", "ANTHROPIC_BASE_URL"):  # fmt: skip
        monkeypatch.delenv(var, raising=False)


@pytest.fixture
async def h(request) -> AsyncIterator[Harness]:
    kind: str = request.param
    if kind == "fake":
        harness: Harness = FakeHarness()
    elif kind in HTTP:
        harness = HttpHarness(kind, request.getfixturevalue("loopback"))
    else:
        engine = kind.removeprefix("local-")
        request.getfixturevalue("local_weights")(engine)
        harness = LocalHarness(engine)
    async with harness.provider:
        yield harness


async def deltas_of(provider: Provider, req: GenerationRequest) -> tuple[list[str], StreamEnd]:
    """The texts of the deltas, each non-empty, and the one StreamEnd that closes the stream."""
    texts: list[str] = []
    end = None
    async for chunk in provider.stream(req):
        assert end is None, "nothing may follow StreamEnd"
        if isinstance(chunk, TextDelta):
            assert chunk.text
            texts.append(chunk.text)
        else:
            assert isinstance(chunk, StreamEnd), chunk
            end = chunk
    assert end is not None, "a stream ends with StreamEnd"
    return texts, end


async def collect(provider: Provider, req: GenerationRequest) -> tuple[str, StreamEnd]:
    texts, end = await deltas_of(provider, req)
    return "".join(texts), end


async def collect_group(provider: Provider, reqs: Sequence[GenerationRequest]) -> tuple[list[str], dict[int, Any]]:
    """Per member: joined text and its one last chunk (StreamEnd or StreamError)."""
    texts, ends = [""] * len(reqs), {}
    async with aclosing(provider.stream_group(reqs)) as chunks:
        async for index, chunk in chunks:
            assert 0 <= index < len(reqs) and index not in ends, (index, chunk)
            if isinstance(chunk, TextDelta):
                texts[index] += chunk.text
            else:
                ends[index] = chunk
    return texts, ends


# ---------------------------------------------------------------------- the contract


def test_every_known_provider_has_a_row():
    assert sorted(CAPS) == sorted(known_providers())


@pytest.mark.parametrize("h", PROVIDERS, indirect=True)
async def test_deltas_join_to_the_text_then_one_stream_end_with_usage(h):
    if h.caps.scripted:
        h.script({COLOURS: "Red, green and blue."})
    deltas, end = await deltas_of(h.provider, ask(COLOURS))
    text = "".join(deltas)
    assert len(deltas) >= 2  # streamed, not sent whole
    if h.caps.scripted:  # usage counted in words, as the fake and the loopback server count
        assert text == "Red, green and blue."
        assert end == StreamEnd(Usage(prompt_tokens=5, completion_tokens=4), "stop")
    else:
        assert text.strip()
        assert end.finish_reason in ("stop", "length")
        assert end.usage.prompt_tokens > 5 and 1 <= end.usage.completion_tokens <= 12


@pytest.mark.parametrize("h", PROVIDERS, indirect=True)
async def test_max_tokens_is_honoured_with_finish_reason_length(h):
    if h.caps.scripted:
        h.script({LONG: "Once upon a time the sea was calm and grey."})
    text, end = await collect(h.provider, ask(LONG, max_tokens=3))
    assert end.finish_reason == "length" and end.usage.completion_tokens == 3
    if h.caps.scripted:
        assert text == "Once upon a"
    else:
        assert text.strip()


@pytest.mark.parametrize("h", PROVIDERS, indirect=True)
async def test_stop_strings_end_the_reply_with_finish_reason_stop(h):
    if not h.caps.scripted:  # the model's own text: stop at a word it is known to write
        free, _ = await collect(h.provider, ask(LONG))
        stop = max(free.split()[2:], key=len)
        text, end = await collect(h.provider, ask(LONG, stop=(stop, "never-written")))
        assert text == free[: free.index(stop)] and end.finish_reason == "stop"
        return
    # a stop string a server may apply itself; the reply is longer than max_tokens
    h.script({COLOURS: "one two END three four five six"})
    text, end = await collect(h.provider, ask(COLOURS, max_tokens=4, stop=("END",)))
    assert text == "one two " and end.finish_reason == "stop"
    # one matched after the leading whitespace, a prefill echoed as llama.cpp does
    h.script({LONG: Scripted(text="2. Tip:\n\nLeave early.\n\n3. Next " + "and more " * 40, token_delay=0.01)})
    text, end = await collect(h.provider, ask(LONG, max_tokens=200, stop=("\n\n", "\n3."), prefill="2. Tip:"))
    assert text == "\n\nLeave early." and end.finish_reason == "stop" and end.usage.completion_tokens > 0
    if h.caps.http:  # the rest was never generated: the server's stream was closed
        assert await h.server.await_until(lambda s: s.requests[-1].end is not None)
        assert h.server.requests[-1].outcome == "disconnected"


@pytest.mark.parametrize("h, failure", FAILURE_CASES, indirect=["h"])
async def test_a_failure_is_a_sot_error_with_its_retryable_flag(h, failure, tmp_path):
    provider, req = await h.failing(failure, tmp_path)
    with pytest.raises(SotError) as info:
        await collect(provider, req)
    err = info.value
    assert type(err) is failure.error
    assert getattr(err, "retryable", False) is failure.retryable
    if failure.status is not None:
        assert err.status_code == failure.status and err.retry_after == failure.retry_after
    if h.caps.http:  # the API's own message and body, translated from the SDK's status error
        assert "injected failure" in str(err) and "injected failure" in (err.body or "")
        assert isinstance(err.__cause__, h.caps.sdk_error) and err.__cause__.status_code == failure.status
    if h.caps.key_var and failure.status == 401:
        assert h.caps.key_var in str(err)


@pytest.mark.parametrize("h", SCRIPTED, indirect=True)
async def test_a_failure_after_output_delivers_the_output_first(h):
    h.script({COLOURS: Scripted(text="alpha beta gamma delta", drop_after=2)})
    seen = []
    with pytest.raises(ProviderConnectionError) as info:
        async for chunk in h.provider.stream(ask(COLOURS)):
            seen.append(chunk)
    assert seen == [TextDelta("alpha"), TextDelta(" beta")]
    assert info.value.retryable  # the wrapper still never retries it: output was seen


@pytest.mark.parametrize("how", ["aclose", "cancel"])
@pytest.mark.parametrize("h", PROVIDERS, indirect=True)
async def test_leaving_a_stream_midway_releases_the_request(h, how):
    if h.caps.scripted:
        h.script({LONG: Scripted(text=" ".join(["word"] * 200), token_delay=0.02)})
    req = ask(LONG, max_tokens=200)
    if how == "aclose":
        stream = h.provider.stream(req)
        first = await anext(stream)
        await stream.aclose()
    else:
        with anyio.CancelScope() as scope:
            async for chunk in h.provider.stream(req):
                first = chunk
                scope.cancel()
        assert scope.cancelled_caught
    assert isinstance(first, TextDelta)
    assert await h.released()


@pytest.mark.parametrize("h", PROVIDERS, indirect=True)
async def test_stream_group_ends_every_member_once_and_isolates_a_failure(h):
    questions = ["Name a colour.", "Name an animal."]
    if h.caps.scripted:
        h.script(
            {"Name a colour.": "Blue is calm.", "Name an animal.": "The otter swims.", "fail": Scripted(status=503)}
        )
        failing, error = ask("fail"), ProviderStatusError
    else:
        failing, error = ask("word " * 9000, max_tokens=4), BackendError
    reqs = [ask(q, max_tokens=6) for q in questions]
    runtime = await h.local.runtime() if h.caps.native_group else None
    passes = runtime.engine.forward_passes if runtime else 0
    texts, ends = await collect_group(h.provider, [*reqs, failing])
    assert sorted(ends) == [0, 1, 2]
    assert isinstance(ends[0], StreamEnd) and isinstance(ends[1], StreamEnd)
    assert isinstance(ends[2], StreamError) and isinstance(ends[2].error, error)
    assert h.provider.native_group is h.caps.native_group
    if h.caps.native_group:  # one batch: a forward pass per step for the group, not per member
        most = max(e.usage.completion_tokens for e in (ends[0], ends[1]))
        assert runtime.engine.forward_passes - passes <= most + 2
        assert texts[:2] == [(await collect(h.provider, r))[0] for r in reqs]  # the same text as alone
    else:  # the default: one stream per member
        assert h.requests_made() == 3
        assert texts[:2] == ["Blue is calm.", "The otter swims."]


@pytest.mark.parametrize("h", PROVIDERS, indirect=True)
async def test_closing_a_group_midway_releases_every_member(h):
    if h.caps.scripted:
        h.script({LONG: Scripted(text=" ".join(["word"] * 200), token_delay=0.02)})
    async with aclosing(h.provider.stream_group([ask(LONG, max_tokens=200), ask(LONG, max_tokens=200)])) as chunks:
        async for _, chunk in chunks:
            assert isinstance(chunk, TextDelta)
            break
    assert await h.released()


@pytest.mark.parametrize("h", PROVIDERS, indirect=True)
async def test_a_prefill_is_continued(h):
    assert h.provider.supports_prefill is h.caps.prefill
    if h.caps.scripted:  # a reply that repeats the prefill continues it
        h.script({COLOURS: "1. Red\n2. Blue"})
        text, _ = await collect(h.provider, ask(COLOURS, prefill="1."))
        assert text == " Red\n2. Blue"
    else:
        text, _ = await collect(h.provider, ask("Name a fruit.", max_tokens=6, prefill="My favourite fruit is the"))
        assert text.strip() and not text.startswith("My favourite")


@pytest.mark.parametrize("h", PROVIDERS, indirect=True)
async def test_count_tokens(h):
    count = h.provider.count_tokens
    if h.caps.count_tokens is None:
        assert count("Red, green and blue.") is None
    elif h.caps.count_tokens == "words":
        assert count("Red, green and blue.") == 4 and count("") == 0
    else:  # the model's tokenizer, at hand once the model is loaded
        assert count("Red, green and blue.") is None
        await h.local.runtime()
        short, longer = count("Red, green and blue."), count("Red, green and blue. Then yellow and white.")
        assert count("") == 0 and 4 <= short < longer


@pytest.mark.parametrize("h", PROVIDERS, indirect=True)
async def test_aclose_twice_is_safe(h):
    runtime = await h.local.runtime() if h.kind == "local" else None
    refs = runtime.refs if runtime else 0
    await h.provider.aclose()
    await h.provider.aclose()
    if runtime:  # released once, not twice: the model others hold stays loaded
        assert runtime.refs == refs - 1 >= 1


# ---------------------------------------------------------------------- HTTP providers


def http_provider(kind: str, *, base_url: str | None = None, **kwargs: Any) -> Provider:
    cls: Callable[..., Provider] = OpenAIProvider if kind == "openai" else AnthropicProvider
    return cls("m", base_url=base_url, **kwargs)


def base_url(kind: str, server: LoopbackServer) -> str:
    return server.base_url_openai if kind == "openai" else server.base_url_anthropic


@pytest.mark.parametrize("kind", HTTP)
def test_the_official_host_needs_a_key_named_by_its_variable(kind):
    official = "https://api.openai.com/v1" if kind == "openai" else "https://api.anthropic.com"
    for url in (None, official):
        with pytest.raises(MissingAPIKeyError) as info:
            http_provider(kind, base_url=url)
        assert CAPS[kind].key_var in str(info.value) and info.value.exit_code == 2


@pytest.mark.parametrize("kind", HTTP)
async def test_a_compatible_server_needs_no_key(kind, loopback):
    async with http_provider(kind, base_url=base_url(kind, loopback)) as provider:
        await collect(provider, ask(COLOURS))
    assert loopback.requests[0].headers["authorization"] == f"Bearer {NO_KEY_PLACEHOLDER}"


@pytest.mark.parametrize("kind", HTTP)
async def test_the_environment_gives_key_and_base_url(kind, loopback, monkeypatch):
    prefix = kind.upper()
    monkeypatch.setenv(f"{prefix}_API_KEY", "sk-env")
    monkeypatch.setenv(f"{prefix}_BASE_URL", base_url(kind, loopback))
    async with http_provider(kind) as provider:
        assert provider.base_url == base_url(kind, loopback)
        await collect(provider, ask(COLOURS))
    assert loopback.requests[0].headers["authorization"] == "Bearer sk-env"


@pytest.mark.parametrize("kind", HTTP)
async def test_retry_after_in_milliseconds(kind, loopback):
    loopback.fail_next(429, headers={"retry-after-ms": "1500"})
    async with http_provider(kind, base_url=base_url(kind, loopback)) as provider:
        with pytest.raises(RateLimitError) as info:
            await collect(provider, ask(COLOURS))
    assert info.value.retry_after == 1.5


def test_retry_after_as_an_http_date():
    now = datetime(2030, 1, 1, tzinfo=timezone.utc)
    header = {"retry-after": format_datetime(now + timedelta(seconds=30), usegmt=True)}
    assert parse_retry_after(header, now=now.timestamp()) == 30.0
    assert parse_retry_after({"retry-after": "soon"}) is None


@pytest.mark.parametrize("kind", HTTP)
async def test_a_refused_connection_names_the_url(kind):
    with LoopbackServer() as server:
        url = base_url(kind, server)
    provider = http_provider(kind, base_url=url)  # the port is closed now
    with anyio.fail_after(10):  # guards the test, asserts nothing about speed
        with pytest.raises(ProviderConnectionError, match="connection failed to http://127.0.0.1") as info:
            await collect(provider, ask(COLOURS))
    assert info.value.retryable and isinstance(info.value.__cause__, CAPS[kind].sdk_error)


@pytest.mark.parametrize("kind", HTTP)
async def test_a_closed_provider_refuses_requests_with_a_sot_error(kind, loopback):
    provider = http_provider(kind, base_url=base_url(kind, loopback))
    await provider.aclose()
    with pytest.raises(ProviderError, match="was closed") as info:  # not the SDK's raw RuntimeError
        await collect(provider, ask(COLOURS))
    assert not info.value.retryable


@pytest.mark.parametrize("kind", HTTP)
async def test_a_server_that_stops_answering_times_out(kind, loopback):
    loopback.enqueue(Reply(text="late words", first_token_delay=5))
    async with http_provider(kind, base_url=base_url(kind, loopback), timeout=0.3) as provider:
        with pytest.raises(ProviderTimeoutError, match="timed out") as info:
            await collect(provider, ask(COLOURS))
    assert info.value.retryable and info.value.__cause__ is not None


@pytest.mark.parametrize("kind", HTTP)
async def test_an_error_event_inside_the_stream(kind, loopback):
    loopback.enqueue(Reply(text="alpha beta gamma", stream_error=529, stream_error_after=2, error_message="Overloaded"))
    error, retryable = CAPS[kind].stream_error or (None, None)
    seen = []
    async with http_provider(kind, base_url=base_url(kind, loopback)) as provider:
        with pytest.raises(ProviderError, match="Overloaded") as info:
            async for chunk in provider.stream(ask(COLOURS)):
                seen.append(chunk)
    assert seen == [TextDelta("alpha"), TextDelta(" beta")]
    assert type(info.value) is error and info.value.retryable is retryable
