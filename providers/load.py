"""The load an inference engine tells about itself: requests running and waiting, read from
its Prometheus ``/metrics`` page.

An OpenAI-compatible server sot is pointed at (``base_url``) may be shared with other
clients: the streams this process counts (:class:`~sot.providers.wrappers.LimitedProvider`)
are then only part of its load. vLLM (``vllm:num_requests_running``, ``..._waiting``),
SGLang (``sglang:num_running_reqs``, ``sglang:num_queue_reqs``) and llama-server started with
``--metrics`` (``llamacpp:requests_processing``, ``llamacpp:requests_deferred``) say the rest.
A llama-server without ``--metrics`` still says its slots on ``/slots`` (each slot's
``is_processing``, ``state`` in older builds): the slots busy are its running streams, and their
number its slots (:func:`parse_slots`). :func:`engine_load` reads them with a short timeout and
keeps each answer about a second (:data:`FRESH_S`), one reading at a time per server (asks
meanwhile, a burst's, take the last one); a server without either page (a hosted API, a proxy)
is not asked again for :data:`RETRY_S`. Hosted APIs are never asked.

    load = await engine_load(provider)  # BackendLoad(running=12, waiting=3) or None
"""

from __future__ import annotations

import time
from urllib.parse import urlsplit

from sot.providers.base import BackendLoad, Provider

__all__ = ["FRESH_S", "RETRY_S", "engine_load", "parse_metrics", "parse_slots"]

#: how long one reading of an engine's load is used
FRESH_S = 1.0
#: how long a server that did not answer its metrics is left alone
RETRY_S = 60.0
#: the longest wait for the page: the cost model must not cost the answer
TIMEOUT_S = 0.25

#: metric names of requests running and waiting, by engine
RUNNING = ("vllm:num_requests_running", "sglang:num_running_reqs", "llamacpp:requests_processing")
WAITING = ("vllm:num_requests_waiting", "sglang:num_queue_reqs", "llamacpp:requests_deferred")
#: hosts that serve no metrics page
HOSTED = ("openai.com", "anthropic.com")

_cache: dict[str, tuple[float, BackendLoad | None]] = {}
#: the servers whose page is being read now (asks meanwhile take the last reading)
_reading: set[str] = set()


def parse_metrics(text: str) -> BackendLoad | None:
    """Requests running and waiting from a Prometheus text page (each metric summed over its
    labels); ``None`` where the page names none of them."""
    running = waiting = 0.0
    found = False
    for line in text.splitlines():
        if not line or line.startswith("#"):
            continue
        if "{" in line:  # name{labels} value (a label's value may hold spaces)
            base, rest = line[: line.index("{")], line[line.rindex("}") + 1 :]
        else:
            base, _, rest = line.partition(" ")
        if base not in RUNNING and base not in WAITING:
            continue
        try:
            value = float(rest.split()[0])
        except (IndexError, ValueError):
            continue
        found = True
        if base in RUNNING:
            running += value
        else:
            waiting += value
    return BackendLoad(running=int(running), waiting=int(waiting)) if found else None


def parse_slots(data: object) -> BackendLoad | None:
    """Slots busy, and slots, from llama-server's ``/slots`` (a list of slots, each busy where
    ``is_processing`` is true, or ``state`` is not 0 in older builds); ``None`` where it is not one."""
    if not isinstance(data, list) or not data or not all(isinstance(slot, dict) for slot in data):
        return None
    busy = 0
    for slot in data:
        processing = slot.get("is_processing")
        if processing is None:
            processing = slot.get("state", 0) not in (0, None)
        busy += bool(processing)
    return BackendLoad(running=busy, slots=len(data))


def _base_url(provider: Provider) -> str | None:
    """The server ``provider`` (through its wrappers) sends to, where it names one."""
    layer: object = provider
    for _ in range(16):  # a wrapper's ``inner``, down to the provider itself
        url = getattr(layer, "base_url", None)
        if isinstance(url, str) and url:
            return url
        layer = getattr(layer, "inner", None)
        if layer is None:
            break
    return None


def _server_url(base_url: str) -> str | None:
    """The server's root (``base_url`` without its ``/v1``), where it is not a hosted API's."""
    parts = urlsplit(base_url)
    host = parts.hostname or ""
    if parts.scheme not in ("http", "https") or any(host == h or host.endswith("." + h) for h in HOSTED):
        return None
    path = parts.path.rstrip("/")
    if path.endswith("/v1"):
        path = path[: -len("/v1")]
    return f"{parts.scheme}://{parts.netloc}{path}"


def _metrics_url(base_url: str) -> str | None:
    root = _server_url(base_url)
    return None if root is None else f"{root}/metrics"


async def _read(client: object, root: str) -> BackendLoad | None:
    """``/metrics``, else ``/slots`` (llama-server without ``--metrics``)."""
    response = await client.get(f"{root}/metrics")  # type: ignore[attr-defined]
    if response.status_code == 200:
        load = parse_metrics(response.text)
        if load is not None:
            return load
    response = await client.get(f"{root}/slots")  # type: ignore[attr-defined]
    if response.status_code != 200:
        return None
    try:
        return parse_slots(response.json())
    except ValueError:  # not JSON
        return None


async def engine_load(provider: Provider, *, now: float | None = None) -> BackendLoad | None:
    """The load the server behind ``provider`` tells (:func:`parse_metrics`), at most
    :data:`FRESH_S` old; ``None`` where it tells none (no server of its own, no page, no
    answer within :data:`TIMEOUT_S`)."""
    base = _base_url(provider)
    url = _server_url(base) if base else None
    if url is None:
        return None
    now = time.monotonic() if now is None else now
    cached = _cache.get(url)
    if cached is not None:
        at, load = cached
        if now - at < (FRESH_S if load is not None else RETRY_S) or url in _reading:
            return load
    elif url in _reading:  # the first reading is on its way: this ask's own count stands
        return None
    _reading.add(url)  # one reading at a time per server: a burst's asks do not each send one
    load = None
    try:
        import httpx2

        async with httpx2.AsyncClient(timeout=TIMEOUT_S) as client:
            load = await _read(client, url)
    except Exception:  # no page, no answer in time: the count of this process stands
        load = None
    finally:
        _reading.discard(url)
    _cache[url] = (now, load)
    return load
