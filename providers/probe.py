"""A self-hosted server's parallel streams, measured before auto fans out there.

Auto prices a fan-out by the backend's curve of per-stream speed against streams at once
(:class:`~sot.providers.streams.StreamCurve`), which a pool learns from the streams it sends.
A hosted API's streams are independent, so until the curve is known it is priced as such
(rows nearly free). A server sot is pointed at by ``base_url`` (llama-server, vLLM, SGLang,
Ollama, a proxy) may be anything: vLLM on a GPU runs tens of streams at one stream's pace,
llama-server ``-np 4`` on a 2-core CPU runs four at about 1.4x one stream's tokens a second
in all. Priced as free there, auto's first fan-outs were slow before the curve said so.

So an OpenAI-compatible provider whose ``base_url`` is not a known hosted API
(:func:`hosted`, :data:`HOSTED_HOSTS`) is **probed** the first time auto's cost model prices
it (:func:`probe_streams`): short streams alone (:data:`LONE_STREAMS`, one after another, the
fastest kept), then rounds of streams at once (:func:`rounds`: :data:`PROBE_STREAMS`, then
twice as many each round while the round's streams kept about a lone stream's pace,
:data:`FALL_RATIO`, up to the slots and :data:`MAX_PROBE_STREAMS`), so the knee is found where
it is: the last round is past it, or at the slots (each stream :data:`PROBE_TOKENS` tokens at
most, through the pool's limiter, so they hold slots and are counted as load), each timed from
its first token to its last with the streams running meanwhile; a llama-server says its slots
first (``/props`` ``total_slots``, its ``-np``), which then bound the streams the cost model
runs at once on it, and the probe's rounds. Lone streams that
ran beside others (the ask that started the probe answering meanwhile) say nothing of a lone
stream's pace: it is taken as one at a time would give it, as many times faster (never a
fan-out priced cheaper than measured; the pool's own lone streams refine it), unless the
first round's streams kept their pace (company is free there: a GPU below its knee). What they measured
seeds the pool's curve, each stream counting for a count's
:data:`~sot.providers.streams.MIN_SAMPLES` (so the curve is known at once; the pool's own
streams go on refining it).

**A probe never delays an ask.** The ask that finds the curve unknown starts the probe in the
background and is priced at once as below (so it is answered directly, its stream running
beside the probe's, counted as their load); asks arriving meanwhile do not wait either; the
first ask after the probe has ended is priced by the curve it measured (about 2 s on a small
CPU, a few seconds on a GPU with rounds to 16 streams; at most :data:`PROBE_TIMEOUT_S`, when streams still writing are timed
by what they wrote so far). On asyncio (what ``sot ask``, the gateway and ``Client`` run on)
the probe is a task of the running event loop, held here until it ends: it outlives the ask
that started it (cancelling that ask leaves it running), and an event loop that ends first
cancels it cleanly (the next ask, or process, probes again). A pool closing a provider it built
(a one-shot ask's, after the answer) gives a probe of its server its time to end first
(:func:`settle_probe`), so that what it measured is kept. Elsewhere (trio) the ask that
starts it waits for it. :func:`wait_for_probe` waits for a running one (tests, benchmarks).

Until the curve is known (the probe running, failed, or cut short), the cost model prices
the server as running one stream at a time (:func:`serial_prior`), so auto answers directly
there: never a fan-out priced as free on a server whose curve is unknown. A probe that
fails (an error, replies too short to time) is never an error to the user: the
prior stands and the probe is tried again after :data:`RETRY_S`; the curve may still be
learned from the server's own streams meanwhile (asks at once). The result is kept per
server and model for the process (:data:`_probes`), so every pool and one-shot ask on it
shares one probe, and **on disk** (:func:`probe_dir`: the user cache dir's ``probe/``, one
JSON file per ``base_url`` and model), so a later process (each ``sot ask``) reads it and
sends no probe, for :data:`MAX_AGE_S` (a server may be restarted with other slots meanwhile).
A kept file that does not parse, is another's or too old is ignored; one that cannot be
written is skipped: never an error.

Hosted APIs are never probed. ``probe=False`` on the provider (a backend's ``options``)
skips the probe and the prior: the server is priced as a hosted API's independent streams
until its curve is learned (a proxy in front of a hosted API).

    state = await probe_streams(provider)   # None: not a probed backend; else ProbeState
"""

from __future__ import annotations

import asyncio
import dataclasses
import hashlib
import json
import os
import time
from collections.abc import Callable, Coroutine
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import anyio

from sot.providers.base import GenerationRequest, Message, Provider, Speed
from sot.providers.streams import MIN_SAMPLES, StreamCurve, StreamTimer

__all__ = [
    "FALL_RATIO",
    "HOSTED_HOSTS",
    "MAX_AGE_S",
    "MAX_PROBE_STREAMS",
    "PROBE_STREAMS",
    "PROBE_TIMEOUT_S",
    "PROBE_TOKENS",
    "RETRY_S",
    "ProbeState",
    "hosted",
    "probe_dir",
    "probe_streams",
    "probing",
    "rounds",
    "serial_prior",
    "server_slots",
    "settle_probe",
    "wait_for_probe",
]

#: hosted APIs (a host or its parent domain): their streams are independent; never probed
HOSTED_HOSTS = (
    "openai.com",
    "openai.azure.com",
    "anthropic.com",
    "groq.com",
    "together.xyz",
    "together.ai",
    "fireworks.ai",
    "openrouter.ai",
    "deepseek.com",
    "mistral.ai",
    "googleapis.com",
    "x.ai",
    "perplexity.ai",
    "cerebras.ai",
    "deepinfra.com",
    "sambanova.ai",
    "huggingface.co",
    "cohere.com",
    "cohere.ai",
    "amazonaws.com",
    "novita.ai",
    "hyperbolic.xyz",
    "nebius.com",
    "moonshot.ai",
    "aliyuncs.com",
)
#: streams the probe runs alone, one after another: the fastest is the lone rate (a server's
#: first request after it started is slower, and a busy machine slows some)
LONE_STREAMS = 2
#: streams the probe runs at once first (SoT's points on a typical plan; at most the pool's limit)
PROBE_STREAMS = 4
#: the most streams a probe runs at once (a round of twice the streams before follows while
#: they ran at a lone stream's pace, up to the slots: :func:`rounds`)
MAX_PROBE_STREAMS = 32
#: a round's streams at more than this many times a lone stream's step are past the knee: the
#: probe ends there (the point where per-stream speed starts to fall is then measured)
FALL_RATIO = 1.25
#: the most tokens each probe stream writes (enough to time, few enough to be quick)
PROBE_TOKENS = 24
#: the longest a probe runs: streams still writing then are timed by what they wrote so far
PROBE_TIMEOUT_S = 10.0
#: streams on average beside which a probe's lone streams are not lone (:func:`_alone`)
COMPANY = 1.5
#: seconds before a failed probe is tried again
RETRY_S = 300.0
#: how long a probe kept on disk holds (a server may be restarted with other slots, ``-np``)
MAX_AGE_S = 3 * 3600.0
#: the kept file's format (a file of another is ignored; 2: rounds past four streams)
CACHE_FORMAT = 2
#: the longest wait for the server's ``/props``
PROPS_TIMEOUT_S = 1.0
PROBE_PROMPT = "Write a long story about a lighthouse keeper and the sea."
PROBE_ASK_ID = "sot-probe"


def hosted(base_url: str | None) -> bool:
    """Whether ``base_url`` is a known hosted API's (``None``: the provider's own official host)."""
    if not base_url:
        return True
    host = (urlsplit(base_url).hostname or "").lower()
    return any(host == h or host.endswith("." + h) for h in HOSTED_HOSTS)


@dataclass(frozen=True)
class ProbeState:
    """Whether a self-hosted server's curve is known, and if not, why."""

    known: bool
    why: str = ""


@dataclass
class _Probe:
    """One server's probe: ``running``, ``done`` (its ``measured`` streams) or ``failed`` (``why``) at ``at``."""

    state: str
    at: float
    measured: tuple[tuple[float, int, float], ...] = ()
    why: str = ""
    slots: int | None = None  # what the server said of its slots (llama-server's ``/props``)
    ended: anyio.Event | None = field(default=None, repr=False)  # set when a running probe ends


#: the probes running in the background, held until they end (an event loop keeps only a weak
#: reference to its tasks)
_running: set[asyncio.Task[None]] = set()


#: each server's probe, by ``(base_url, model)``, for the process
_probes: dict[tuple[str, str], _Probe] = {}


def _layers(provider: Provider):
    layer: object = provider
    for _ in range(16):  # a wrapper's ``inner``, down to the provider itself
        if layer is None:
            return
        yield layer
        layer = getattr(layer, "inner", None)


def _target(provider: Provider) -> tuple[Any, Any] | None:
    """The pool's limiter (the layer that keeps the curve and times streams) and the provider
    that asks to be probed, or ``None`` where either is missing."""
    limited: Any = None
    probed: Any = None
    for layer in _layers(provider):
        if limited is None and hasattr(layer, "curve") and hasattr(layer, "timed"):
            limited = layer
        if getattr(layer, "probes_streams", False):
            probed = layer
    return (limited, probed) if limited is not None and probed is not None else None


def serial_prior(speed: Speed) -> Speed:
    """``speed`` with every step of n streams costing n lone steps (one stream at a time):
    what an unmeasured self-hosted server is priced as (see the module doc)."""
    return dataclasses.replace(speed, step_ratio={1: 1.0, 2: 2.0}, source="unprobed")


def _seed(limited: Any, probe: _Probe) -> None:
    for streams, tokens, seconds in probe.measured:
        limited.curve.observe(streams=streams, tokens=tokens, seconds=seconds, samples=MIN_SAMPLES)
    limited.curve.probed = True
    limited.probe_seeded = probe
    if probe.slots:
        limited.server_slots = probe.slots


def rounds(slots: int) -> list[int]:
    """The streams at once of each round a probe may run on a server of ``slots`` slots (the
    pool's limit, or the server's slots where fewer): :data:`PROBE_STREAMS`, then twice as many
    each round, up to the slots and :data:`MAX_PROBE_STREAMS` (the last round at the slots)."""
    top = max(min(slots, MAX_PROBE_STREAMS), 2)
    out = [min(PROBE_STREAMS, top)]
    while out[-1] < top:
        out.append(min(out[-1] * 2, top))
    return out


def _rate(measured: tuple[float, int, float]) -> float:
    return (measured[1] - 1) / measured[2] if measured[2] > 0 else 0.0


async def _measure(limited: Any) -> tuple[tuple[float, int, float], ...]:
    """:data:`LONE_STREAMS` alone (the fastest kept), then rounds of streams at once
    (:func:`rounds`: 4, 8, 16, ... up to the server's slots and the limiter's) while each round's
    streams kept about a lone stream's pace (:data:`FALL_RATIO`): the last round measured is
    past the knee, or at the slots. All within :data:`PROBE_TIMEOUT_S`: streams still writing
    then are cut, and what they wrote so far is what they measured (a slow server is timed all
    the same)."""
    request = GenerationRequest(
        messages=(Message("user", PROBE_PROMPT),),
        max_tokens=PROBE_TOKENS,
        temperature=0.0,
        ask_id=PROBE_ASK_ID,
        label="probe",
    )
    lone_timers = [StreamTimer(limited.clock) for _ in range(LONE_STREAMS)]
    together: list[tuple[float, int, float]] = []
    first: list[float] = []  # the first round's streams' rates

    async def one(timer: StreamTimer) -> None:
        await limited.timed(request, timer)

    with anyio.move_on_after(PROBE_TIMEOUT_S):
        for timer in lone_timers:
            await one(timer)
        for k in rounds(limited.slot_limit):
            timers = [StreamTimer(limited.clock) for _ in range(k)]
            try:
                async with anyio.create_task_group() as tg:
                    for timer in timers:
                        tg.start_soon(one, timer)
            finally:  # (cut by the timeout: what they wrote so far)
                measured = [m for m in (t.measure() for t in timers) if m is not None]
                together += measured
            pace = _lone_pace(lone_timers)
            rates = [_rate(m) for m in measured if m[2] > 0]
            first = first or rates
            if pace is None or not rates or pace > FALL_RATIO * (sum(rates) / len(rates)):
                break  # past the knee (or nothing to compare): where per-stream speed falls is measured
    lone = [m for m in (t.measure() for t in lone_timers) if m is not None and m[2] > 0]
    fastest = max(lone, key=_rate, default=None)
    alone = _alone(fastest) if fastest is not None and fastest[0] >= COMPANY else None
    if alone is not None and fastest is not None and first and FALL_RATIO * sum(first) / len(first) >= _rate(fastest):
        alone = None  # the first round kept the pace of the lone streams with company: company is free there
    return tuple(m for m in (alone, fastest, *together) if m is not None)


def _lone_pace(timers: list[StreamTimer]) -> float | None:
    """A lone stream's tokens a second, as the probe's lone streams ran (the fastest: the first
    warms the server up), beside whatever company they had: a round that keeps that pace is
    not past the knee."""
    lone = [m for m in (t.measure() for t in timers) if m is not None and m[2] > 0]
    fastest = max(lone, key=_rate, default=None)
    return None if fastest is None else _rate(fastest)


def _alone(measured: tuple[float, int, float]) -> tuple[float, int, float]:
    """A lone stream's pace where the lone streams ran beside others (the ask that started the
    probe, streams of this process): as many times faster (one stream at a time: the most a
    lone stream can be faster), so a fan-out is never priced cheaper than measured."""
    streams, tokens, seconds = measured
    return 1.0, tokens, seconds / streams


def _props_url(base_url: str) -> str | None:
    parts = urlsplit(base_url)
    if parts.scheme not in ("http", "https"):
        return None
    path = parts.path.rstrip("/")
    if path.endswith("/v1"):
        path = path[: -len("/v1")]
    return f"{parts.scheme}://{parts.netloc}{path}/props"


async def server_slots(base_url: str) -> int | None:
    """The slots the server says it has: llama-server's ``/props`` ``total_slots`` (its ``-np``);
    ``None`` where it says none (another engine, no answer within :data:`PROPS_TIMEOUT_S`)."""
    url = _props_url(base_url)
    if url is None:
        return None
    try:
        import httpx2

        async with httpx2.AsyncClient(timeout=PROPS_TIMEOUT_S) as client:
            response = await client.get(url)
        slots = response.json().get("total_slots") if response.status_code == 200 else None
    except Exception:  # no such page, not JSON: nothing said
        return None
    return slots if isinstance(slots, int) and not isinstance(slots, bool) and slots > 0 else None


def probe_dir() -> Path:
    """Where probes are kept: ``$SOT_PROBE_CACHE_DIR``, else the user cache dir's ``probe/``
    (:func:`~sot.local_backend.loading.cache_dir`: ``$SOT_CACHE_DIR``, ``~/.cache/sot``)."""
    override = os.environ.get("SOT_PROBE_CACHE_DIR")
    if override:
        return Path(override).expanduser()
    from sot.local_backend.loading import cache_dir

    return cache_dir() / "probe"


def _cache_key(key: tuple[str, str]) -> dict[str, Any]:
    return {"format": CACHE_FORMAT, "base_url": key[0], "model": key[1]}


def _cache_path(key: tuple[str, str]) -> Path:
    digest = hashlib.sha256(json.dumps(_cache_key(key), sort_keys=True).encode()).hexdigest()[:24]
    return probe_dir() / f"{digest}.json"


def _read_kept(key: tuple[str, str]) -> _Probe | None:
    """The probe a process kept for ``key`` within :data:`MAX_AGE_S`; ``None`` where there is
    none, or it does not parse, is another's or too old."""
    try:
        doc = json.loads(_cache_path(key).read_text(encoding="utf-8"))
        age = time.time() - float(doc["measured_at"])
        if doc["key"] != _cache_key(key) or not 0 <= age <= MAX_AGE_S:
            return None
        measured = tuple((float(n), int(t), float(sec)) for n, t, sec in doc["measured"])
        slots = doc.get("slots")
        if not _timed(measured) or not (slots is None or (type(slots) is int and slots > 0)):
            return None
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None
    return _Probe("done", time.monotonic(), measured, slots=slots)


def _keep(key: tuple[str, str], probe: _Probe) -> None:
    """Write ``probe`` for ``key`` (atomically; a cache that cannot be written is skipped)."""
    path = _cache_path(key)
    doc = {
        "key": _cache_key(key),
        "measured_at": time.time(),
        "measured": [list(m) for m in probe.measured],
        "slots": probe.slots,
    }
    from sot.local_backend.loading import write_json_atomic

    write_json_atomic(path, doc)


def _timed(measured: tuple[tuple[float, int, float], ...]) -> bool:
    """Whether ``measured`` makes a curve (two counts of streams timed)."""
    curve = StreamCurve()
    for streams, tokens, seconds in measured:
        curve.observe(streams=streams, tokens=tokens, seconds=seconds, samples=MIN_SAMPLES)
    return curve.curve() is not None


async def _run(key: tuple[str, str], probe: _Probe, limited: Any) -> None:
    """Probe the server for ``probe`` through ``limited`` (the pool that asked): its slots, then
    its streams; seed ``limited``'s curve and keep what was measured. Never raises but for
    cancellation, which forgets the probe (the next ask probes again)."""
    try:
        probe.slots = await server_slots(key[0])
        if probe.slots:
            limited.server_slots = probe.slots
        probe.measured = await _measure(limited)
        if _timed(probe.measured):
            probe.state = "done"
            _keep(key, probe)
        else:  # it answered too briefly, or too slowly, to time: not again for a while
            probe.state = "failed"
            probe.why = f"its replies were too short or too slow to time within {PROBE_TIMEOUT_S:g} s"
        if probe.measured:
            _seed(limited, probe)
    except anyio.get_cancelled_exc_class():
        if _probes.get(key) is probe:
            del _probes[key]
        raise
    except Exception as exc:  # a probe must never cost the answer
        probe.state, probe.why = "failed", (str(exc) or type(exc).__name__)[:200]
    finally:
        probe.at = time.monotonic()
        if probe.ended is not None:
            probe.ended.set()


def _in_background(start: Callable[[], Coroutine[Any, Any, None]]) -> bool:
    """Run ``start()`` as a task of the running asyncio event loop, held in :data:`_running`
    until it ends (an event loop that ends first cancels it); ``False`` where no asyncio loop
    runs here (trio: the caller awaits it)."""
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        return False
    task = loop.create_task(start())
    _running.add(task)
    task.add_done_callback(_running.discard)
    return True


def _key(probed: Any) -> tuple[str, str]:
    return (str(getattr(probed, "base_url", "")), str(getattr(probed, "model", "")))


async def probe_streams(provider: Provider) -> ProbeState | None:
    """Make sure the curve of the server behind ``provider`` is known or being measured,
    starting a probe in the background where it is a self-hosted server not yet measured in
    this process or one before (see the module doc). ``None`` where ``provider`` is not probed
    (a hosted API, ``probe=False``, no pool limiter); else whether the curve is known now and,
    where not, why. Never waits for the probe (but on trio), never raises but for cancellation."""
    target = _target(provider)
    if target is None:
        return None
    limited, probed = target
    if limited.curve.curve() is not None:
        return ProbeState(True)
    key = _key(probed)
    probe = _probes.get(key)
    if probe is None:
        probe = _read_kept(key)  # a process before measured it
        if probe is not None:
            _probes[key] = probe
    if probe is not None and probe.state == "running":
        return ProbeState(False, "a probe of its streams is running")
    if probe is not None and probe.state == "failed" and time.monotonic() - probe.at < RETRY_S:
        return ProbeState(False, f"its probe failed ({probe.why})")
    if probe is None or probe.state != "done":
        probe = _probes[key] = _Probe("running", time.monotonic(), ended=anyio.Event())
        started = probe
        if _in_background(lambda: _run(key, started, limited)):
            return ProbeState(False, "a probe of its streams is running")
        await _run(key, probe, limited)
    if probe.state == "done" and getattr(limited, "probe_seeded", None) is not probe:
        _seed(limited, probe)
    if limited.curve.curve() is not None:
        return ProbeState(True)
    return ProbeState(False, f"its probe failed ({probe.why or 'nothing measured'})")


def _running_probe(provider: Provider) -> _Probe | None:
    """The probe of the server behind ``provider`` running now, or ``None``."""
    target = _target(provider)
    probe = _probes.get(_key(target[1])) if target is not None else None
    return probe if probe is not None and probe.state == "running" else None


def probing(provider: Provider | None = None) -> bool:
    """Whether a probe of the server behind ``provider`` (of any server, without one) is running now."""
    if provider is None:
        return any(p.state == "running" for p in _probes.values())
    return _running_probe(provider) is not None


async def settle_probe(provider: Provider, timeout: float = PROBE_TIMEOUT_S + 5.0) -> None:
    """Wait, at most ``timeout`` seconds, for a probe of the server behind ``provider``
    running in the background to end, so that what it measured is kept (on disk, for later
    processes) before ``provider`` is closed: a one-shot ask (``sot ask``, ``sot.orchestrate``
    with a model string) closes its provider, and its event loop, as soon as it is answered,
    which would end the probe each time before it measured anything. Starts none, never
    raises but for cancellation."""
    probe = _running_probe(provider)
    if probe is not None and probe.ended is not None:
        with anyio.move_on_after(timeout):
            await probe.ended.wait()


async def wait_for_probe(provider: Provider) -> ProbeState | None:
    """Wait for a probe of the server behind ``provider`` running in the background to end,
    then as :func:`probe_streams` (which starts none where one has just ended)."""
    probe = _running_probe(provider)
    if probe is not None and probe.ended is not None:
        await probe.ended.wait()
    return await probe_streams(provider)
