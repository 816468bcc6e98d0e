"""sot.Client: providers shared by every ask it runs, one limiter per provider, closed together."""

from __future__ import annotations

import anyio
import pytest

import sot
from sot.errors import ConfigError
from sot.providers.base import GenerationRequest, Provider, StreamEnd, TextDelta, Usage
from sot.providers.fake import FakeProvider

pytestmark = pytest.mark.anyio


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


async def test_concurrent_asks_share_one_limit() -> None:
    fake = FakeProvider(token_delay=0.002)
    async with sot.Client(provider=fake, concurrency=2, mode="sot") as client:
        async with anyio.create_task_group() as tg:
            for i in range(20):
                tg.start_soon(client.run, f"Give me tips number {i}.")
    assert len(fake.requests) > 20  # plans and points
    assert fake.max_in_flight == 2


async def test_asks_given_one_provider_share_its_limit_without_a_client() -> None:
    fake = FakeProvider(token_delay=0.002)
    async with anyio.create_task_group() as tg:
        for i in range(20):
            tg.start_soon(lambda i=i: sot.orchestrate(f"Tips {i}.", provider=fake, mode="sot", concurrency=2))
    assert len(fake.requests) > 20
    assert fake.max_in_flight == 2


class _Tracked(FakeProvider):
    closed = 0

    async def aclose(self) -> None:
        type(self).closed += 1
        await super().aclose()


async def test_providers_built_by_the_client_are_shared_and_closed(monkeypatch) -> None:
    built: list[Provider] = []

    def fake_get_provider(spec: str, **options):
        provider = _Tracked(name=spec)
        built.append(provider)
        return provider

    monkeypatch.setattr("sot.providers.get_provider", fake_get_provider)
    _Tracked.closed = 0
    async with sot.Client(model="fake", mode="direct") as client:
        await client.run("One?")
        await client.run("Two?")
        await client.run("Three?", model="other")
        assert [p.name for p in built] == ["fake", "other"]
        assert _Tracked.closed == 0  # kept open between asks
    assert _Tracked.closed == 2


async def test_a_callers_provider_is_not_closed() -> None:
    _Tracked.closed = 0
    fake = _Tracked()
    async with sot.Client(provider=fake, mode="direct") as client:
        await client.run("Hi?")
    assert _Tracked.closed == 0


async def test_stream_is_a_context_manager_and_ends_with_done() -> None:
    async with sot.Client(provider=FakeProvider(), mode="sot") as client:
        async with client.stream("Compare TCP and UDP.") as events:
            kinds = [type(event).__name__ async for event in events]
    assert kinds[-1] == "Done"
    assert "BranchStarted" in kinds


async def test_leaving_a_stream_early_cancels_the_ask() -> None:
    fake = FakeProvider(token_delay=0.01)
    async with sot.Client(provider=fake, mode="sot") as client:
        with anyio.fail_after(5):
            async with client.stream("Compare TCP and UDP.") as events:
                async for event in events:
                    if isinstance(event, sot.BranchStarted):
                        break
    # nothing still streaming once the block is left
    assert fake.in_flight == 0


class _BrokenRouter:
    """A caller's router with a bug: its error is not a sot error."""

    name = "broken"

    async def route(self, question: str):
        raise KeyError("not a sot error")


async def test_a_non_sot_error_in_stream_surfaces_as_itself() -> None:
    with pytest.raises(KeyError):
        async with sot.Client(provider=FakeProvider(), mode="auto", router=_BrokenRouter()) as client:
            async with client.stream("Hi?") as events:
                async for _ in events:
                    pass
    with pytest.raises(KeyError):
        async for _ in sot.stream("Hi?", provider=FakeProvider(), mode="auto", router=_BrokenRouter()):
            pass


async def test_run_sync_inside_a_running_loop() -> None:
    client = sot.Client(provider=FakeProvider(), mode="direct")
    try:
        result = client.run_sync("What is the capital of France?")  # this test is inside a loop
        again = client.run_sync("And of Italy?")
    finally:
        client.close()
    assert result.answer and again.answer


def test_run_sync_without_a_loop_and_closing() -> None:
    with sot.Client(provider=FakeProvider(), mode="direct") as client:
        assert client.run_sync("Hi?").answer
    with pytest.raises(ConfigError, match="closed"):
        client.run_sync("Again?")


def test_bad_settings_are_refused() -> None:
    with pytest.raises(ConfigError, match="unknown client setting"):
        sot.Client(bogus=1)
    with pytest.raises(ConfigError, match=r"retry \(did you mean retries\?\)"):
        sot.Client(retry=2)
    with pytest.raises(ConfigError, match="concurrency"):
        sot.Client(concurrency=0)
    client = sot.Client(provider=FakeProvider())
    with pytest.raises(ConfigError, match="set them on the Client"):
        client.run_sync("Hi?", concurrency=3)
    client.close()


def test_usage_of_a_streamed_reply_is_counted() -> None:
    # a provider without grouping, driven through the client's shared wrapper
    class Echo(Provider):
        name = "echo"

        async def stream(self, request: GenerationRequest):
            yield TextDelta("hello")
            yield StreamEnd(Usage(prompt_tokens=3, completion_tokens=1), "stop")

    with sot.Client(provider=Echo(), mode="direct") as client:
        result = client.run_sync("Hi?")
    assert result.answer == "hello"
    assert result.usage.completion_tokens == 1


async def test_a_router_built_for_the_ask_is_closed(monkeypatch) -> None:
    built: list[_Tracked] = []

    def fake_get_provider(spec: str, **options):
        provider = _Tracked(name=spec, replies=["0.9"]) if not built else _Tracked(name=spec)
        built.append(provider)
        return provider

    monkeypatch.setattr("sot.providers.get_provider", fake_get_provider)
    _Tracked.closed = 0
    result = await sot.orchestrate("Compare TCP and UDP.", provider=FakeProvider(), mode="auto", router="llm:fake")
    assert result.route is not None and "llm" in result.route.router
    assert [p.name for p in built] == ["fake"]  # the router's provider
    assert _Tracked.closed == 1


async def test_default_model_and_mode_come_after_the_asks_and_templates(monkeypatch, tmp_path) -> None:
    monkeypatch.delenv("SOT_MODEL", raising=False)
    template = tmp_path / "t.yaml"
    template.write_text(
        "name: t\ndescription: a template with its own model and mode\nmodel: fake:template\nmode: sot\n"
    )
    async with sot.Client(default_model="fake:config", default_mode="direct") as client:
        plain = await client.run("Hi?")
        assert (plain.model, plain.mode) == ("fake:config", "direct")
        templated = await client.run("Hi?", template=str(template))
        assert (templated.model, templated.mode) == ("fake:template", "sot")
        asked = await client.run("Hi?", model="fake:ask", mode="pasta")
        assert (asked.model, asked.mode) == ("fake:ask", "pasta")
