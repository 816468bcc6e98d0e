"""The load benchmark's stand-ins behave as benchmarks/standins.py and docs/benchmarks.md say:
the capacity model's per-stream rate is flat up to its batch and shared past it, and the
hosted stand-in answers 429 with Retry-After past its budgets (no timing asserted)."""

from __future__ import annotations

import httpx
import pytest

from benchmarks.standins import CapacityModel, RateLimiter, Request, Sizer, StandIn


def test_per_stream_rate_is_flat_up_to_the_batch_then_shared() -> None:
    model = CapacityModel(single_tps=40.0, batch=8)
    assert {model.per_stream_tps(n) for n in range(1, 9)} == {40.0}
    assert model.per_stream_tps(16) == pytest.approx(20.0)
    assert model.per_stream_tps(32) == pytest.approx(10.0)
    # the batch's throughput grows to the knee, then stays flat
    assert model.batch_tps(4) == pytest.approx(160.0)
    assert model.batch_tps(8) == model.batch_tps(16) == model.batch_tps(64) == pytest.approx(320.0)
    assert model.prefill_s(400) == pytest.approx(400 / model.prefill_tps)


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_rate_limiter_refuses_past_either_budget_with_the_wait_until_room() -> None:
    clock = Clock()
    limiter = RateLimiter(rpm=2, tpm=1000, clock=clock)
    assert limiter.admit(100) is None
    clock.now += 10
    assert limiter.admit(100) is None
    clock.now += 5
    assert limiter.admit(100) == 45  # the first request leaves the window 45 s from now
    clock.now += 45
    assert limiter.admit(100) is None
    tokens = RateLimiter(rpm=100, tpm=500, clock=clock)
    assert tokens.admit(400) is None
    assert tokens.admit(200) == 60  # over the tokens budget until the 400 expire
    assert tokens.remaining() == (99, 100)


def test_sizer_sizes_each_mode_from_the_request() -> None:
    sizer = Sizer(
        [Request("Compare TCP and UDP", "sot", 150), Request("Give me 10 taglines", "items", 150)], lambda _t: 10
    )

    def body(text: str, system: str = "") -> dict:
        return {"messages": [{"role": "system", "content": system}, {"role": "user", "content": text}]}

    assert len(sizer(body("Compare TCP and UDP")).split()) == 150
    plan = sizer(body("Question: Compare TCP and UDP", "You are an organizer responsible only for giving the skeleton"))
    assert plan.count("\n") == 4
    assert len(sizer(body('Compare TCP and UDP. Continue and write only point 2: "x".')).split()) == round(
        150 * 1.15 / 5
    )
    assert len(sizer(body("Give me 10 taglines. Write only that one, in a line or two.")).split()) == 15


def test_hosted_standin_answers_429_with_retry_after_past_its_budget() -> None:
    sizer = Sizer([Request("hello there", "neither", 5)])
    with StandIn(sizer, single_tps=1000.0, first_token_s=0.0, limiter=RateLimiter(rpm=1, tpm=10_000)) as server:
        body = {"model": "standin", "messages": [{"role": "user", "content": "hello there"}], "stream": True}
        first = httpx.post(f"{server.base_url}/chat/completions", json=body, timeout=10)
        assert first.status_code == 200 and "data: [DONE]" in first.text
        assert first.headers["x-ratelimit-remaining-requests"] == "0"
        second = httpx.post(f"{server.base_url}/chat/completions", json=body, timeout=10)
        assert second.status_code == 429
        assert 1 <= int(second.headers["retry-after"]) <= 60
        assert second.json()["error"]["code"] == "rate_limit_exceeded"
    assert server.stats.requests == 1 and server.stats.refused_429 == 1 and server.stats.tokens_written == 5


def test_capacity_standin_streams_every_token_through_the_openai_sdk() -> None:
    openai = pytest.importorskip("openai")
    sizer = Sizer([Request("Compare TCP and UDP", "sot", 12)])
    with StandIn(sizer, capacity=CapacityModel(single_tps=2000.0, batch=2, prefill_tps=1e6)) as server:
        client = openai.OpenAI(base_url=server.base_url, api_key="x", max_retries=0)
        stream = client.chat.completions.create(
            model="standin",
            messages=[{"role": "user", "content": "Compare TCP and UDP"}],
            stream=True,
            stream_options={"include_usage": True},
        )
        chunks = list(stream)
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    assert len(text.split()) == 12
    assert chunks[-1].usage is not None and chunks[-1].usage.completion_tokens == 12
    assert server.stats.peak_streams == 1
