"""A backend's 429 without any budget configured (``sot.providers.hold``, ``RetryingProvider``):
the 429 holds every request to that backend (one endpoint and key, whichever alias, pool or
ask sends it) until its ``Retry-After``; the request it refused is retried then, and 429s that
say when to come back spend none of the request's ordinary tries, so a SoT point refused three
times is still in the answer; one given up for good is marked failed, never a silent gap.

Holds are counted, not timed: a manual clock that moves only when the test moves it (no request
may go out before it reaches the hold's end), and on loopback, requests are counted by the
server's own record of when each arrived against the end of the hold they waited for.
"""

from __future__ import annotations

import itertools
from collections.abc import AsyncGenerator

import anyio
import httpx
import pytest

from sot.errors import ProviderStatusError, RateLimitError
from sot.providers.base import Chunk, GenerationRequest, Message, TextDelta
from sot.providers.fake import FakeProvider, FakeReply
from sot.providers.hold import DEFAULT_HOLD_S, MAX_HOLD_S, BackendHold, backend_hold
from sot.providers.openai_provider import OpenAIProvider
from sot.providers.wrappers import LimitedProvider, RetryingProvider, WrapperProvider, wrap
from tests.loopback import LoopbackServer, Reply, last_user_text

pytestmark = [pytest.mark.anyio, pytest.mark.collect_garbage]


class ManualClock:
    """Time that moves only by :meth:`advance`; a sleep wakes once the clock has passed its end."""

    def __init__(self) -> None:
        self.now = 0.0
        self._moved = anyio.Event()
        self.sleeps: list[float] = []

    def __call__(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)
        until = self.now + seconds
        while self.now < until:
            await self._moved.wait()

    def advance(self, seconds: float) -> None:
        self.now += seconds
        moved, self._moved = self._moved, anyio.Event()
        moved.set()


class Refusing(WrapperProvider):
    """A backend that answers 429 (``Retry-After: retry_after``) to the prompts in ``refuse``,
    once for each time a prompt is listed, and records every request sent, on ``clock``."""

    def __init__(self, inner, clock, refuse: list[str], retry_after: float | None = 2.0) -> None:
        super().__init__(inner)
        self.clock = clock
        self.refuse = list(refuse)
        self.retry_after = retry_after
        self.sent: list[tuple[float, str]] = []

    async def stream(self, request: GenerationRequest) -> AsyncGenerator[Chunk, None]:
        prompt = request.messages[-1].content
        self.sent.append((self.clock(), prompt))
        if prompt in self.refuse:
            self.refuse.remove(prompt)
            raise RateLimitError("HTTP 429: slow down", provider="fake", retry_after=self.retry_after)
        async for chunk in self.inner.stream(request):
            yield chunk


def request(text: str) -> GenerationRequest:
    return GenerationRequest(messages=(Message("user", text),), max_tokens=10, purpose="direct")


async def answer(provider, text: str) -> str:
    return "".join([c.text async for c in provider.stream(request(text)) if isinstance(c, TextDelta)])


# --------------------------------------------------------------------------- the hold


async def test_a_429_holds_every_request_to_the_backend_until_its_retry_after():
    """No budget: ask A's request is refused with Retry-After 2; five requests of other asks on
    another wrapper of the same backend (another alias) and two more of A's wrapper come during
    the hold. None goes out until the clock reaches the hold's end; then every one is answered,
    once, the refused one included."""
    clock = ManualClock()
    hold = BackendHold(clock=clock, sleep=clock.sleep)
    backend = Refusing(FakeProvider(responder=lambda r: f"answer to {r.messages[-1].content}"), clock, ["a0"])
    alias_a = RetryingProvider(LimitedProvider(backend, hold=hold), sleep=clock.sleep)
    alias_b = RetryingProvider(LimitedProvider(backend, hold=hold), sleep=clock.sleep)
    answers: dict[str, list[str]] = {}

    async def ask(provider, text: str) -> None:
        answers.setdefault(text, []).append(await answer(provider, text))

    async with anyio.create_task_group() as tg:
        tg.start_soon(ask, alias_a, "a0")
        await anyio.wait_all_tasks_blocked()
        assert backend.sent == [(0.0, "a0")] and hold.left() == 2.0  # refused: the backend is held
        for i in range(5):
            tg.start_soon(ask, alias_b, f"b{i}")
        for i in (1, 2):
            tg.start_soon(ask, alias_a, f"a{i}")
        await anyio.wait_all_tasks_blocked()
        assert len(backend.sent) == 1 and hold.waiting == 7  # every one waits, none was sent
        clock.advance(1.5)
        await anyio.wait_all_tasks_blocked()
        assert len(backend.sent) == 1  # still held
        clock.advance(0.5)
    assert answers == {k: [f"answer to {k}"] for k in ["a0", "a1", "a2", "b0", "b1", "b2", "b3", "b4"]}
    assert sorted(p for _, p in backend.sent) == ["a0", "a0", "a1", "a2", "b0", "b1", "b2", "b3", "b4"]
    assert all(when == 2.0 for when, _ in backend.sent[1:])  # nothing went out before the hold's end
    assert hold.holds == [2.0]


async def test_a_429_without_retry_after_holds_for_a_second_and_none_holds_past_a_minute():
    clock = ManualClock()
    hold = BackendHold(clock=clock, sleep=clock.sleep)
    backend = Refusing(FakeProvider(), clock, ["q"], retry_after=None)
    with pytest.raises(RateLimitError):
        await answer(LimitedProvider(backend, hold=hold), "q")
    assert hold.left() == DEFAULT_HOLD_S
    hold.hold(3600)  # a Retry-After of an hour holds no longer than a minute
    assert hold.left() == MAX_HOLD_S


def test_one_hold_per_endpoint_and_key_whatever_the_model():
    url = "http://127.0.0.1:9/v1"
    a = OpenAIProvider("model-a", base_url=url, api_key="k1")
    b = OpenAIProvider("model-b", base_url=url + "/", api_key="k1")
    assert backend_hold(a) is backend_hold(b)  # two aliases on one backend share its hold
    assert backend_hold(wrap(a, attempts=3)) is backend_hold(a)  # found through the wrappers
    assert backend_hold(OpenAIProvider("model-a", base_url=url, api_key="k2")) is not backend_hold(a)
    assert backend_hold(OpenAIProvider("model-a", base_url="http://127.0.0.1:10/v1", api_key="k1")) is not (
        backend_hold(a)
    )
    assert backend_hold(FakeProvider()) is not backend_hold(FakeProvider())  # no key: a hold of its own
    limited = [LimitedProvider(OpenAIProvider(m, base_url=url, api_key="k1")) for m in ("x", "y")]
    assert limited[0].hold is limited[1].hold is backend_hold(a)


# --------------------------------------------------------------------------- retries


async def answer_on(clock: ManualClock, provider, text: str) -> str:
    """``provider``'s answer, the clock moved on by a minute whenever everything waits for it."""
    outcome: list[str | BaseException] = []
    async with anyio.create_task_group() as tg:

        async def tick() -> None:
            while True:
                await anyio.wait_all_tasks_blocked()
                clock.advance(60.0)

        tg.start_soon(tick)
        try:
            outcome.append(await answer(provider, text))
        except RateLimitError as exc:
            outcome.append(exc)
        tg.cancel_scope.cancel()
    if isinstance(outcome[0], BaseException):
        raise outcome[0]
    return outcome[0]


async def test_429s_with_retry_after_spend_no_tries_and_are_bounded_by_their_waits():
    clock = ManualClock()
    # three 429s (Retry-After 2), then two 503s: the 429s spend none of the three tries
    fake = FakeProvider().fail_next(ProviderStatusError("HTTP 503", status_code=503), times=2)
    backend = Refusing(fake, clock, ["q"] * 3)
    assert await answer_on(clock, RetryingProvider(backend, attempts=3, sleep=clock.sleep), "q")
    assert len(backend.sent) == 6 and clock.sleeps[:3] == [2.0, 2.0, 2.0]

    # a backend that answers 429 for ever: given up once the waits would pass rate_limit_wait
    backend = Refusing(FakeProvider(), clock, ["q"] * 100)
    provider = RetryingProvider(backend, attempts=3, rate_limit_wait=5.0, sleep=clock.sleep)
    with pytest.raises(RateLimitError):
        await answer_on(clock, provider, "q")
    assert len(backend.sent) == 3  # waited 2 + 2; a third 2 would pass 5

    # a 429 without a Retry-After is an ordinary failure: it spends a try
    backend = Refusing(FakeProvider(), clock, ["q"] * 3, retry_after=None)
    with pytest.raises(RateLimitError):
        await answer_on(clock, RetryingProvider(backend, attempts=3, sleep=clock.sleep), "q")
    assert len(backend.sent) == 3


# --------------------------------------------------------------------------- through the gateway

POINTS = "1. Background\n2. Main idea\n3. Practical steps\n4. Summary"
RETRY_AFTER = 0.2


class Backend:
    """An OpenAI-compatible model on loopback that answers 429 (Retry-After ``RETRY_AFTER``) to
    point 4's first ``refusals`` requests."""

    def __init__(self, refusals: int, retry_after: float = RETRY_AFTER) -> None:
        self.refusals = refusals
        self.retry_after = retry_after
        self.server = LoopbackServer(self.respond)

    def respond(self, body: dict) -> str | Reply:
        text = last_user_text(body)
        if "skeleton" in text and "write only point" not in text:
            return POINTS
        if 'write only point 4: "Summary"' in text:
            if self.refusals:
                self.refusals -= 1
                return Reply(status=429, retry_after=self.retry_after, error_message="slow down")
            return "The summary, written at last."
        if "write only point" in text:
            return "A short paragraph on this point."
        return "Another ask's answer."


def gateway_config(url: str) -> dict:
    """Two aliases on two backends that are one server and one key (no rpm, no tpm)."""
    backends = {
        name: {"model": f"openai:model-{name}", "base_url": url, "api_key": "k", "retries": 3} for name in ("a", "b")
    }
    models = {"a-sot": {"backend": "a", "mode": "sot"}, "b-direct": {"backend": "b", "mode": "direct"}}
    return {"default_model": "fake", "backends": backends, "models": models}


async def post(client: httpx.AsyncClient, model: str, question: str) -> dict:
    body = {"model": model, "max_tokens": 60, "messages": [{"role": "user", "content": question}]}
    reply = await client.post("/v1/chat/completions", json=body)
    assert reply.status_code == 200, reply.text
    return reply.json()


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


async def run_gateway(backend: Backend, others: int) -> tuple[dict, list[dict], float | None]:
    """A SoT ask on alias a-sot; once its point 4 is refused (the backend held), ``others`` direct
    asks on alias b-direct. Returns the SoT response, the others', and the end of the hold
    (on the server's clock) they were sent during."""
    pytest.importorskip("starlette")
    from sot.serve.app import create_app
    from sot.serve.config import ServeConfig

    app = create_app(ServeConfig.model_validate(gateway_config(backend.server.base_url_openai)))
    async with OpenAIProvider("any", base_url=backend.server.base_url_openai, api_key="k") as same_backend:
        hold = backend_hold(same_backend)  # the hold the gateway's backends share
    out: dict[str, dict] = {}
    held_until: float | None = None
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1", timeout=60) as client:
            async with anyio.create_task_group() as tg:

                async def ask(key: str, model: str, question: str) -> None:
                    out[key] = await post(client, model, question)

                tg.start_soon(ask, "sot", "a-sot", "What are good habits for remote work?")
                if others:
                    with anyio.fail_after(30):
                        while hold.left() == 0:  # the gateway has seen point 4's 429
                            await anyio.sleep(0.005)
                    held_until = hold.until
                    for i in range(others):
                        tg.start_soon(ask, f"other{i}", "b-direct", f"Another question {i}?")
    return out.pop("sot"), list(out.values()), held_until


def sent_for(server: LoopbackServer, needle: str):
    return [r for r in server.requests if needle in r.user_text]


async def test_through_the_gateway_a_point_refused_three_times_is_kept_and_other_asks_wait():
    """QA's shape, no budget and ``retries: 3``: point 4 gets three 429s with a Retry-After. It
    is retried after each and is in the answer; the asks of another alias on the same server
    and key, sent while the backend is held, reach it only once the hold is over."""
    backend = Backend(refusals=3)
    with backend.server:
        sot_reply, others, held_until = await run_gateway(backend, others=5)
        point4 = sent_for(backend.server, 'write only point 4: "Summary"')
        other_requests = sent_for(backend.server, "Another question")
    assert [r.status for r in point4] == [429, 429, 429, 200]
    info = sot_reply["sot"]
    assert info["failed_branches"] == 0 and info["error"] is None
    assert sot_reply["choices"][0]["finish_reason"] == "stop"
    lines = sot_reply["choices"][0]["message"]["content"].splitlines()
    assert lines[3] == "4. Summary: The summary, written at last."
    assert [o["choices"][0]["message"]["content"] for o in others] == ["Another ask's answer."] * 5
    assert held_until is not None and len(other_requests) == 5
    assert [r for r in other_requests if r.start < held_until] == []  # none reached it during the hold
    for refused, retry in itertools.pairwise(point4):  # each retry after its Retry-After
        assert refused.end is not None and retry.start >= refused.end + RETRY_AFTER


async def test_through_the_gateway_a_point_given_up_is_marked_never_a_silent_gap():
    """A 429 whose Retry-After (two minutes) is longer than a request waits for one (a minute):
    point 4 is given up at once, and the answer says so: its placeholder, the ``sot`` field's
    failed branch and error, ``finish_reason: length``."""
    backend = Backend(refusals=1, retry_after=120)
    with backend.server:
        sot_reply, _, _ = await run_gateway(backend, others=0)
        assert len(sent_for(backend.server, 'write only point 4: "Summary"')) == 1
    info = sot_reply["sot"]
    assert info["failed_branches"] == 1 and "point 4 (Summary) failed: rate limited" in info["error"]
    assert info["ending"]["cause"] == "failed_parts"
    assert sot_reply["choices"][0]["finish_reason"] == "length"
    content = sot_reply["choices"][0]["message"]["content"]
    assert content.splitlines()[3] == "4. Summary: [point 4 failed: rate limited]"


# --------------------------------------------------------------------------- the Python API


async def test_a_sot_point_refused_three_times_is_kept_with_the_default_retries():
    import sot

    refused = []

    def responder(req: GenerationRequest) -> str | FakeReply:
        if req.label == "plan:sot":
            return POINTS
        if req.label.startswith("branch:3") and len(refused) < 3:
            refused.append(req)
            return FakeReply(error=RateLimitError("HTTP 429: slow down", provider="fake", retry_after=0.01))
        return "Fine."

    fake = FakeProvider(responder=responder)
    result = await sot.orchestrate("Tips?", provider=fake, mode="sot")
    assert len(refused) == 3
    assert [b.status for b in result.branches] == ["done"] * 4 and result.ending.status == "complete"
    assert result.answer.splitlines()[3].startswith("4. Summary:") and "failed" not in result.answer
