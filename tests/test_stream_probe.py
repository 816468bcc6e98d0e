"""Probing a self-hosted server's parallel streams before auto fans out there
(``sot.providers.probe``). The scripted servers keep their own clock: a token of one of n streams
takes ``step(n) / n`` of a lone stream's token time, so nothing here is timed on the wall clock.
A probe runs in the background: the ask that starts it is priced at once (direct), and
:func:`~sot.providers.probe.wait_for_probe` waits for it where a test needs its result."""

from __future__ import annotations

import itertools
import json
import re
import time
from collections.abc import AsyncGenerator, Callable
from contextlib import aclosing

import anyio
import httpx2
import pytest

import sot
from sot.errors import ProviderConnectionError
from sot.orchestrator import pool as pool_module
from sot.orchestrator.routing.cost import decide, knee
from sot.providers import probe as probe_module
from sot.providers.base import Chunk, GenerationRequest, Message, Provider, StreamEnd, TextDelta, Usage
from sot.providers.openai_provider import OpenAIProvider
from sot.providers.probe import (
    LONE_STREAMS,
    MAX_AGE_S,
    PROBE_STREAMS,
    hosted,
    probe_dir,
    probe_streams,
    rounds,
    wait_for_probe,
)
from sot.providers.wrappers import wrap
from tests.load_fakes import Parallel

pytestmark = pytest.mark.anyio

TIPS = "What are good ways to improve my sleep?"
_servers = itertools.count()
#: a probe of free streams through a pool of 16: alone, then every round (4, 8, 16) at a lone pace
FREE_PROBE = LONE_STREAMS + sum(rounds(16))


class Scripted(Provider):
    """A self-hosted server on a clock of its own: a step of n streams costs ``step(n)`` lone
    steps (``n``: one at a time, as llama-server's slots on a small CPU; ``1``: free, as a GPU
    below its knee). Probe requests (``label == "probe"``) write ``probe_words`` words, or fail
    with ``probe_error``, once ``gate`` (where given) is set; everything else a short answer."""

    def __init__(
        self,
        step: Callable[[int], float],
        *,
        probe_words: int = 32,
        probe_error: Exception | None = None,
        stall_after: int | None = None,
        gate: anyio.Event | None = None,
        hold: anyio.Event | None = None,
    ) -> None:
        self.name = "openai:scripted"
        self.model = "scripted"
        self.base_url = f"http://127.0.0.1:{9000 + next(_servers)}/v1"
        self.probes_streams = True
        self.max_concurrency = 16
        self.step = step
        self.probe_words = probe_words
        self.probe_error = probe_error
        self.stall_after = stall_after  # words after which streams with company stop writing
        self.gate = gate  # what probe requests wait for before they answer
        self.hold = hold  # what other requests wait for after their first word
        self.now = 0.0
        self.active = 0
        self.held = 0  # streams holding a place in the batch, writing nothing (``hold``)
        self.requests: list[GenerationRequest] = []

    async def stream(self, request: GenerationRequest) -> AsyncGenerator[Chunk, None]:
        self.requests.append(request)
        probe = request.label == "probe"
        if probe and self.gate is not None:
            await self.gate.wait()
        if probe and self.probe_error is not None:
            raise self.probe_error
        words = min(self.probe_words if probe else 40, request.max_tokens)
        self.active += 1
        try:
            for i in range(words):
                await anyio.sleep(0)  # the other streams take their turn
                if self.stall_after is not None and i >= self.stall_after and self.active > 1:
                    await anyio.sleep_forever()
                self.now += 0.02 * self.step(self.active) / (self.active - self.held)
                yield TextDelta(f"w{i} ")
                if not probe and self.hold is not None and not self.hold.is_set():
                    self.held += 1
                    try:
                        await self.hold.wait()
                    finally:
                        self.held -= 1
        finally:
            self.active -= 1
        yield StreamEnd(Usage(10, words), "length")


def pooled(server: Scripted) -> Provider:
    """``server`` as a pool wraps it, its streams timed by its own clock."""
    provider = wrap(server, attempts=1, concurrency=16)
    provider.clock = lambda: server.now  # type: ignore[attr-defined]
    return provider


def probes(server: Scripted) -> int:
    return sum(1 for r in server.requests if r.label == "probe")


def serial(n: int) -> float:
    return float(n)


def free(n: int) -> float:
    return 1.0


async def probed(provider: Provider, parallel_mode: str = "sot", question: str = TIPS, **kwargs):
    """The verdict of an ask that starts the probe (direct, at once), then of the next one after it."""
    first = await decide(provider, parallel_mode, question, **kwargs)
    assert first.mode == "direct" and "a probe of its streams is running" in first.reason, first.reason
    assert first.predicted is not None and first.predicted["speed"] == "unprobed"
    with anyio.fail_after(30):  # a hang's guard, not a measurement
        await wait_for_probe(provider)
    return await decide(provider, parallel_mode, question, **kwargs)


async def test_a_server_whose_parallel_streams_are_slow_is_answered_directly():
    server = Scripted(serial)
    provider = pooled(server)
    verdict = await probed(provider)
    assert verdict.mode == "direct"
    assert probes(server) == LONE_STREAMS + PROBE_STREAMS  # alone, then together
    assert "this server runs 5 streams at 1.0x one stream's tokens a second (probed)" in verdict.reason
    assert verdict.predicted is not None and verdict.predicted["speed"] == "probed"
    items = await decide(provider, "items", "1. apples\n2. pears\n3. plums\n4. figs", items=4)
    assert items.mode == "direct" and "(probed)" in items.reason
    assert probes(server) == LONE_STREAMS + PROBE_STREAMS  # measured once
    result = await sot.orchestrate(TIPS, provider=server, mode="auto", router=Parallel())
    assert result.ok and result.mode == "direct"


async def test_a_server_whose_parallel_streams_are_free_keeps_its_fan_out():
    server = Scripted(free)
    provider = pooled(server)
    verdict = await probed(provider)
    assert verdict.mode == "sot", verdict.reason
    together = re.search(
        r"this server runs 5 streams at ([\d.]+)x one stream's tokens a second \(probed\)", verdict.reason
    )
    assert together is not None and float(together.group(1)) >= 4.5, verdict.reason
    assert probes(server) == FREE_PROBE


async def test_the_ask_that_starts_the_probe_is_answered_without_waiting_for_it():
    gate = anyio.Event()
    server = Scripted(free, gate=gate)  # the probe's streams answer only once the test says so
    provider = pooled(server)
    with anyio.fail_after(30):  # a hang's guard: an ask that waited for the probe would never return
        first = await decide(provider, "sot", TIPS)  # returns while the probe's first stream waits
    assert first.mode == "direct" and "a probe of its streams is running" in first.reason
    result = await sot.orchestrate(TIPS, provider=server, mode="auto", router=Parallel())
    assert result.ok and result.mode == "direct" and result.answer  # answered while the probe waits
    assert not gate.is_set() and (await decide(provider, "sot", TIPS)).mode == "direct"
    gate.set()
    with anyio.fail_after(30):
        assert await wait_for_probe(provider) == probe_module.ProbeState(True)
    verdict = await decide(provider, "sot", TIPS)
    assert verdict.mode == "sot" and "(probed)" in verdict.reason, verdict.reason
    assert probes(server) == FREE_PROBE


async def test_cancelling_the_ask_that_started_the_probe_leaves_the_probe_running():
    gate = anyio.Event()
    server = Scripted(free, gate=gate)
    provider = pooled(server)
    with anyio.CancelScope() as ask:  # the ask is cancelled (a client that went away) mid-answer
        assert (await decide(provider, "sot", TIPS)).mode == "direct"
        ask.cancel()
        await anyio.sleep_forever()
    gate.set()
    with anyio.fail_after(30):
        assert await wait_for_probe(provider) == probe_module.ProbeState(True)
    assert (await decide(provider, "sot", TIPS)).mode == "sot"
    assert probes(server) == FREE_PROBE


async def test_a_one_shot_ask_shares_the_probe_of_its_server():
    server = Scripted(free)
    assert (await probed(pooled(server))).mode == "sot"
    for _ in range(3):  # each one-shot ask wraps the instance anew: the probe is the server's
        result = await sot.orchestrate(TIPS, provider=server, mode="auto", router=Parallel())
        assert result.ok and result.mode == "sot", result.route
    assert probes(server) == FREE_PROBE


async def test_a_failed_probe_prices_the_server_one_stream_at_a_time_and_is_not_an_error():
    server = Scripted(free, probe_error=ProviderConnectionError("connection refused", provider="openai:scripted"))
    provider = pooled(server)
    verdict = await probed(provider)
    assert verdict.mode == "direct"
    assert "not measured yet (its probe failed (" in verdict.reason and "connection refused" in verdict.reason
    assert "priced one at a time" in verdict.reason
    assert verdict.predicted is not None and verdict.predicted["speed"] == "unprobed"
    assert probes(server) == 1
    await decide(provider, "sot", TIPS)
    assert probes(server) == 1  # not tried again at once
    assert not list(probe_dir().glob("*.json"))  # nothing kept
    result = await sot.orchestrate(TIPS, provider=server, mode="auto", router=Parallel())
    assert result.ok and result.mode == "direct" and result.answer


async def test_a_server_too_slow_for_the_probe_is_timed_by_what_it_wrote(monkeypatch):
    monkeypatch.setattr(probe_module, "PROBE_TIMEOUT_S", 0.5)  # the probe's cut, not a measurement
    server = Scripted(serial, stall_after=12)
    provider = pooled(server)
    verdict = await probed(provider)
    assert verdict.mode == "direct" and "(probed)" in verdict.reason, verdict.reason
    assert provider.load().running == 0  # the streams cut were closed


async def test_replies_too_short_to_time_leave_the_server_unmeasured():
    server = Scripted(free, probe_words=2)
    provider = pooled(server)
    verdict = await probed(provider)
    assert verdict.mode == "direct" and "replies were too short or too slow to time" in verdict.reason
    assert (await probe_streams(provider)) is not None
    assert probes(server) == LONE_STREAMS + PROBE_STREAMS
    assert not list(probe_dir().glob("*.json"))  # nothing kept


async def test_asks_arriving_during_a_probe_do_not_wait_and_do_not_fan_out():
    server = Scripted(free)
    provider = pooled(server)
    verdicts = []

    async def one() -> None:
        verdicts.append(await decide(provider, "sot", TIPS))

    async with anyio.create_task_group() as tg:
        for _ in range(3):
            tg.start_soon(one)
    assert [v.mode for v in verdicts] == ["direct"] * 3  # none waited for the probe
    assert all("a probe of its streams is running" in v.reason for v in verdicts), [v.reason for v in verdicts]
    with anyio.fail_after(30):
        await wait_for_probe(provider)
    assert probes(server) == FREE_PROBE  # one probe for all
    assert (await decide(provider, "sot", TIPS)).mode == "sot"


async def held_ask_during_probe(server: Scripted) -> Provider:
    """``server`` probed while an ask's stream holds a place in its batch (writing nothing)."""
    assert server.hold is not None
    provider = pooled(server)
    request = GenerationRequest(messages=(Message("user", TIPS),), max_tokens=40, ask_id="ask")

    async def answer() -> None:
        async with aclosing(provider.stream(request)) as stream:
            async for _ in stream:
                pass

    async with anyio.create_task_group() as tg:
        tg.start_soon(answer)
        await anyio.wait_all_tasks_blocked()
        assert provider.load().running == 1
        assert (await decide(provider, "sot", TIPS)).mode == "direct"
        with anyio.fail_after(30):
            assert await wait_for_probe(provider) == probe_module.ProbeState(True)
        server.hold.set()
    return provider


async def test_lone_streams_timed_beside_an_ask_are_priced_one_at_a_time():
    server = Scripted(serial, hold=anyio.Event())  # the ask's stream stays open through the probe
    provider = await held_ask_during_probe(server)
    (kept,) = probe_dir().glob("*.json")
    alone, beside = json.loads(kept.read_text(encoding="utf-8"))["measured"][:2]
    # the lone streams ran beside the ask's: a lone one is taken as one at a time would give it
    # (twice as fast as beside one other), not as fast as it ran beside it
    assert beside[0] == pytest.approx(2.0) and alone[0] == 1.0
    assert alone[1] == beside[1] and alone[2] == pytest.approx(beside[2] / 2)
    assert (await provider.speed()).step_ratio[2] > 1.0  # two streams are not priced as free


async def test_lone_streams_beside_an_ask_stand_as_measured_where_the_rounds_show_company_is_free():
    server = Scripted(lambda n: max(1.0, n / 8), hold=anyio.Event())  # a knee at 8 streams
    provider = await held_ask_during_probe(server)
    (kept,) = probe_dir().glob("*.json")
    measured = json.loads(kept.read_text(encoding="utf-8"))["measured"]
    assert measured[0][0] == pytest.approx(2.0)  # the lone stream beside the ask's, as it ran
    assert probes(server) == LONE_STREAMS + 4 + 8 + 16  # rounds past 4: the company did not slow the first
    speed = await provider.speed()
    # flat beside the ask (5 streams), 9 streams (8 and the ask's) just past the knee, 16 at half pace
    assert knee(speed) == 5 and speed.ratio(16) == pytest.approx(2.0, rel=0.1), speed.step_ratio


# --------------------------------------------------------------------------- kept on disk


def twin(server: Scripted) -> Scripted:
    """The same server (its ``base_url`` and model) as another process sees it."""
    other = Scripted(server.step)
    other.base_url = server.base_url
    return other


async def test_a_later_process_reads_the_kept_probe_and_sends_none(monkeypatch):
    server = Scripted(free)
    assert (await probed(pooled(server))).mode == "sot"
    (kept,) = probe_dir().glob("*.json")
    doc = json.loads(kept.read_text(encoding="utf-8"))
    assert doc["key"]["base_url"] == server.base_url and doc["key"]["model"] == "scripted"
    monkeypatch.setattr(probe_module, "_probes", {})  # another process: nothing probed in it
    again = twin(server)
    verdict = await decide(pooled(again), "sot", TIPS)
    assert verdict.mode == "sot" and "(probed)" in verdict.reason, verdict.reason
    assert probes(again) == 0
    result = await sot.orchestrate(TIPS, provider=again, mode="auto", router=Parallel())
    assert result.ok and result.mode == "sot" and probes(again) == 0


@pytest.mark.parametrize("spoil", ["stale", "corrupt", "another format", "another server"])
async def test_a_kept_probe_that_is_stale_or_corrupt_is_ignored(monkeypatch, spoil):
    server = Scripted(free)
    await probed(pooled(server))
    (kept,) = probe_dir().glob("*.json")
    doc = json.loads(kept.read_text(encoding="utf-8"))
    if spoil == "stale":  # a server may have been restarted with other slots since
        doc["measured_at"] = time.time() - MAX_AGE_S - 60
    elif spoil == "another format":
        doc["key"]["format"] = 0
    elif spoil == "another server":
        doc["key"]["base_url"] = "http://127.0.0.1:1/v1"
    kept.write_text("{not json" if spoil == "corrupt" else json.dumps(doc), encoding="utf-8")
    monkeypatch.setattr(probe_module, "_probes", {})
    again = twin(server)
    provider = pooled(again)
    assert (await probed(provider)).mode == "sot"  # probed anew, and kept anew
    assert probes(again) == FREE_PROBE
    fresh = json.loads(kept.read_text(encoding="utf-8"))
    assert fresh["key"] == {"format": probe_module.CACHE_FORMAT, "base_url": server.base_url, "model": "scripted"}
    assert fresh["measured_at"] > time.time() - MAX_AGE_S


async def test_a_cache_that_cannot_be_written_is_no_error(monkeypatch, tmp_path):
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("SOT_PROBE_CACHE_DIR", str(blocked / "probe"))
    server = Scripted(free)
    assert (await probed(pooled(server))).mode == "sot"  # measured, used, not kept
    monkeypatch.setattr(probe_module, "_probes", {})
    again = twin(server)
    assert (await probed(pooled(again))).mode == "sot"
    assert probes(again) == FREE_PROBE


def test_probes_are_kept_under_the_user_cache_dir(monkeypatch, tmp_path):
    monkeypatch.delenv("SOT_PROBE_CACHE_DIR")
    monkeypatch.setenv("SOT_CACHE_DIR", str(tmp_path))
    assert probe_dir() == tmp_path / "probe"


# --------------------------------------------------------------------------- which servers


def test_only_servers_that_are_not_hosted_apis_are_probed():
    assert hosted(None) and hosted("https://api.openai.com/v1") and hosted("https://api.groq.com/openai/v1")
    assert hosted("https://myres.openai.azure.com/openai") and hosted("https://openrouter.ai/api/v1")
    assert not hosted("http://127.0.0.1:8080/v1") and not hosted("http://gpu-box.internal:8000/v1")
    assert not hosted("https://notopenai.com/v1")
    assert OpenAIProvider("m", base_url="http://127.0.0.1:8080/v1").probes_streams
    assert not OpenAIProvider("m", base_url="http://127.0.0.1:8080/v1", probe=False).probes_streams
    assert not OpenAIProvider("m", api_key="sk-test").probes_streams


@pytest.mark.parametrize(
    ("base_url", "options"),
    [("https://api.openai.com/v1", {}), ("http://127.0.0.1:8080/v1", {"probe": False})],
)
async def test_no_probe_against_a_hosted_api_or_where_turned_off(base_url, options):
    sent: list[str] = []

    def handler(request: httpx2.Request) -> httpx2.Response:
        sent.append(str(request.url))
        return httpx2.Response(404)

    client = httpx2.AsyncClient(transport=httpx2.MockTransport(handler))
    provider = OpenAIProvider("gpt-test", api_key="sk-test", base_url=base_url, http_client=client, **options)
    wrapped = wrap(provider, attempts=1)
    assert await probe_streams(wrapped) is None
    verdict = await decide(wrapped, "sot", TIPS)
    assert verdict.mode == "sot"  # independent streams, as before
    assert not [url for url in sent if "chat/completions" in url]  # not one generation request
    await client.aclose()


async def test_a_llama_server_says_its_slots_and_they_bound_the_fan_out():
    import json
    import threading
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    from sot.providers.probe import server_slots

    class Props(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            known = self.path == "/props"
            body = json.dumps({"total_slots": 4, "n_ctx": 8192} if known else {"error": "none"}).encode()
            self.send_response(200 if known else 404)
            self.send_header("content-length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args) -> None:
            pass

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Props)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        base = f"http://127.0.0.1:{httpd.server_port}"
        assert await server_slots(base + "/v1") == 4
        assert await server_slots(base + "/nothing/v1") is None  # no /props there: nothing said
        server = Scripted(free)
        server.base_url = base + "/v1"
        provider = pooled(server)
        await probed(provider)
        assert (await provider.speed()).max_parallel == 4 and provider.load().slots == 4
    finally:
        httpd.shutdown()
        httpd.server_close()


async def test_a_one_shot_ask_on_a_model_string_keeps_the_probe_it_started(monkeypatch):
    # sot.orchestrate("...", model=...) builds its provider and closes it with the ask: the
    # probe the ask started is given its time to end first, so what it measured is kept
    server = Scripted(free)
    monkeypatch.setattr("sot.providers.get_provider", lambda spec, **kw: server)
    built = pool_module.wrap_for_ask

    def on_its_clock(provider: Provider, **kw) -> Provider:  # its streams timed by the server's own clock
        wrapped = built(provider, **kw)
        limiter = next(layer for layer in probe_module._layers(wrapped) if hasattr(layer, "timed"))
        limiter.clock = lambda: server.now
        return wrapped

    monkeypatch.setattr(pool_module, "wrap_for_ask", on_its_clock)
    with anyio.fail_after(30):  # a hang's guard, not a measurement
        result = await sot.orchestrate(TIPS, model="openai:scripted", mode="auto", router=Parallel())
    assert result.ok and result.mode == "direct" and "a probe of its streams is running" in result.route.reason
    (kept,) = probe_dir().glob("*.json")  # it ran to its end before the provider was closed
    assert json.loads(kept.read_text(encoding="utf-8"))["key"]["base_url"] == server.base_url
    monkeypatch.setattr(probe_module, "_probes", {})  # the next process reads it and sends none
    again = twin(server)
    result = await sot.orchestrate(TIPS, provider=again, mode="auto", router=Parallel())
    assert result.ok and result.mode == "sot" and probes(again) == 0


def test_sot_ask_on_a_self_hosted_server_prints_its_answer_and_keeps_the_probe(capsys, monkeypatch):
    # through the CLI: a first `sot ask` in auto against a server on 127.0.0.1 starts the
    # probe, prints its answer, and exits once the probe has ended, its result kept on disk
    from tests.loopback import LoopbackServer, last_user_text
    from tests.test_cli_ask import run_cli

    def reply(body: dict) -> str:
        long = probe_module.PROBE_PROMPT in last_user_text(body)
        return " ".join(f"w{i}" for i in range(probe_module.PROBE_TOKENS)) if long else "Some words here."

    with LoopbackServer(reply, token_delay=0.002) as server:
        monkeypatch.setenv("OPENAI_BASE_URL", server.base_url_openai)
        monkeypatch.setenv("OPENAI_API_KEY", "loopback")
        code, out, err = run_cli(capsys, "ask", TIPS, "-m", "openai:m", "--mode", "auto", "--json")
    assert code == 0, err
    assert json.loads(out)["answer"] == "Some words here."
    (kept,) = probe_dir().glob("*.json")
    assert json.loads(kept.read_text(encoding="utf-8"))["key"]["base_url"] == server.base_url_openai
