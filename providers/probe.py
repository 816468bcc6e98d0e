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
fastest kept), then :data:`PROBE_STREAMS` at once (each
:data:`PROBE_TOKENS` tokens at most, through the pool's limiter, so they hold slots and are
counted as load), each timed from its first token to its last with the streams running
meanwhile; a llama-server says its slots first (``/props`` ``total_slots``, its ``-np``), which
then bound the streams the cost model runs at once on it, and the probe's. What they measured
seeds the pool's curve, each stream counting for a count's
:data:`~sot.providers.streams.MIN_SAMPLES` (so the curve is known at once; the pool's own
streams go on refining it). The ask that starts a probe waits for it (about 2 s on a small
CPU, under 1 s on a GPU; at most :data:`PROBE_TIMEOUT_S`, when streams still writing are
timed by what they wrote so far); asks arriving meanwhile do not.

Until the curve is known (the probe running, failed, or cut short), the cost model prices
the server as running one stream at a time (:func:`serial_prior`), so auto answers directly
there: never a fan-out priced as free on a server whose curve is unknown. A probe that
fails (an error, replies too short to time) is never an error to the user: the
prior stands and the probe is tried again after :data:`RETRY_S`; the curve may still be
learned from the server's own streams meanwhile (asks at once). The result is kept per
server and model for the process (:data:`_probes`), so every pool and one-shot ask on it
shares one probe.

Hosted APIs are never probed. ``probe=False`` on the provider (a backend's ``options``)
skips the probe and the prior: the server is priced as a hosted API's independent streams
until its curve is learned (a proxy in front of a hosted API).

    state = await probe_streams(provider)   # None: not a probed backend; else ProbeState
"""

from __future__ import annotations

import dataclasses
import time
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

import anyio

from sot.providers.base import GenerationRequest, Message, Provider, Speed
from sot.providers.streams import MIN_SAMPLES, StreamTimer

__all__ = [
    "HOSTED_HOSTS",
    "PROBE_STREAMS",
    "PROBE_TIMEOUT_S",
    "PROBE_TOKENS",
    "RETRY_S",
    "ProbeState",
    "hosted",
    "probe_streams",
    "serial_prior",
    "server_slots",
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
#: streams the probe runs at once (SoT's points on a typical plan; at most the pool's limit)
PROBE_STREAMS = 4
#: the most tokens each probe stream writes (enough to time, few enough to be quick)
PROBE_TOKENS = 24
#: the longest the ask that starts a probe waits for it: streams still writing then are timed
#: by what they wrote so far
PROBE_TIMEOUT_S = 10.0
#: seconds before a failed probe is tried again
RETRY_S = 300.0
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


async def _measure(limited: Any) -> tuple[tuple[float, int, float], ...]:
    """:data:`LONE_STREAMS` alone (the fastest kept), then :data:`PROBE_STREAMS` (at most the
    server's slots and the limiter's) at once, within
    :data:`PROBE_TIMEOUT_S` in all: streams still writing then are cut, and what they wrote
    so far is what they measured (a slow server is timed all the same)."""
    request = GenerationRequest(
        messages=(Message("user", PROBE_PROMPT),),
        max_tokens=PROBE_TOKENS,
        temperature=0.0,
        ask_id=PROBE_ASK_ID,
        label="probe",
    )
    limit = min(limited.max_concurrency, limited.server_slots or limited.max_concurrency)
    k = max(min(PROBE_STREAMS, limit), 2)
    timers = [StreamTimer(limited.clock) for _ in range(LONE_STREAMS + k)]

    async def one(i: int) -> None:
        await limited.timed(request, timers[i])

    with anyio.move_on_after(PROBE_TIMEOUT_S):
        for i in range(LONE_STREAMS):
            await one(i)
        async with anyio.create_task_group() as tg:
            for i in range(LONE_STREAMS, LONE_STREAMS + k):
                tg.start_soon(one, i)
    lone = [m for m in (t.measure() for t in timers[:LONE_STREAMS]) if m is not None and m[2] > 0]
    together = [m for m in (t.measure() for t in timers[LONE_STREAMS:]) if m is not None]
    fastest = max(lone, key=lambda m: (m[1] - 1) / m[2], default=None)  # the first warms the server up
    return tuple(m for m in (fastest, *together) if m is not None)


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


async def probe_streams(provider: Provider) -> ProbeState | None:
    """Make sure the curve of the server behind ``provider`` is known, probing it where it is
    a self-hosted server not yet measured (see the module doc). ``None`` where ``provider`` is
    not probed (a hosted API, ``probe=False``, no pool limiter); else whether the curve is
    known now and, where not, why. Never raises but for cancellation."""
    target = _target(provider)
    if target is None:
        return None
    limited, probed = target
    if limited.curve.curve() is not None:
        return ProbeState(True)
    key = (str(getattr(probed, "base_url", "")), str(getattr(probed, "model", "")))
    now = time.monotonic()
    probe = _probes.get(key)
    if probe is not None and probe.state == "running":
        return ProbeState(False, "a probe of its streams is running")
    if probe is not None and probe.state == "failed" and now - probe.at < RETRY_S:
        return ProbeState(False, f"its probe failed ({probe.why})")
    if probe is None or probe.state != "done":
        probe = _probes[key] = _Probe("running", now)
        try:
            probe.slots = await server_slots(key[0])
            if probe.slots:
                limited.server_slots = probe.slots
            probe.measured, probe.state = await _measure(limited), "done"
        except anyio.get_cancelled_exc_class():
            del _probes[key]  # the ask was cancelled: the next one probes
            raise
        except Exception as exc:  # a probe must never cost the answer
            probe.state, probe.why = "failed", (str(exc) or type(exc).__name__)[:200]
        probe.at = time.monotonic()
    if probe.state == "done" and getattr(limited, "probe_seeded", None) is not probe:
        _seed(limited, probe)
    if limited.curve.curve() is not None:
        return ProbeState(True)
    if probe.state == "done":  # it answered too briefly, or too slowly, to time: not again for a while
        probe.state, probe.at = "failed", time.monotonic()
        probe.why = f"its replies were too short or too slow to time within {PROBE_TIMEOUT_S:g} s"
    return ProbeState(False, f"its probe failed ({probe.why})")
