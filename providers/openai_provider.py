"""OpenAI chat completions, and any OpenAI-compatible server (llama.cpp, vLLM, SGLang, Ollama).

    provider = OpenAIProvider("gpt-4o-mini")                       # OPENAI_API_KEY
    provider = OpenAIProvider("any", base_url="http://127.0.0.1:8080/v1")  # no key needed

Key and endpoint: explicit argument, then ``OPENAI_API_KEY`` / ``OPENAI_BASE_URL``. A key
is required only for api.openai.com. The SDK's own retries are off (``max_retries=0``):
retries belong to :class:`sot.providers.wrappers.RetryingProvider`. Sampling: ``temperature``
always, ``top_p`` and ``seed`` when the request sets them.

api.openai.com does not continue a final assistant message, so by default sot sends none.
Compatible servers can: ``prefill=True`` (or ``SOT_OPENAI_PREFILL=1``) sends it, with vLLM's
``continue_final_message`` flag (llama.cpp continues by itself and ignores the flag). Small
models write far better skeletons and points when sot starts them.

Every request of one ask carries the ask's id in the ``routing_headers`` (by default
``x-smg-routing-key``, which SGLang's gateway routes sticky sessions by, and ``X-Session-ID``,
which vLLM's router hashes consistently), so a cache-aware router sends an ask's sibling
branches, which share a long prompt prefix, to the replica that holds it. ``routing_headers=()``
sends none; a comma-separated string names others.

A compatible server that is not a known hosted API is probed the first time auto prices a
fan-out on it (:mod:`sot.providers.probe`: a few short streams, alone and at once, measure
whether its parallel streams are free); ``probe=False`` skips that, pricing it as a hosted
API's independent streams until its own streams tell otherwise.
"""

from __future__ import annotations

import os
from collections.abc import AsyncGenerator, Sequence
from typing import Any

import httpx2
import openai

from sot.errors import ConfigError
from sot.providers._remote import (
    DEFAULT_ROUTING_HEADERS,
    RemoteProvider,
    SdkErrors,
    close_shielded,
    resolve_endpoint,
    routing_header_names,
)
from sot.providers.base import Chunk, GenerationRequest, StreamEnd, TextDelta, Usage
from sot.providers.budget import RateLimits, reply_rate_limits
from sot.providers.continuation import server_stops
from sot.providers.probe import hosted

__all__ = ["DEFAULT_ROUTING_HEADERS", "OpenAIProvider"]

_OFFICIAL_HOST = "api.openai.com"
_ERRORS = SdkErrors(
    base=openai.OpenAIError,
    status=openai.APIStatusError,
    timeout=openai.APITimeoutError,
    connection=openai.APIConnectionError,
    api=openai.APIError,
)
_CAUGHT = (openai.OpenAIError, httpx2.HTTPError, httpx2.StreamError)


class OpenAIProvider(RemoteProvider):
    """Streams chat completions through the official ``openai`` SDK."""

    sdk_errors = _ERRORS
    key_var = "OPENAI_API_KEY"
    #: the API's rate-limit headers of the latest reply (read by :mod:`sot.providers.budget`);
    #: ``reads_rate_limits``: the hosted API sends them, so a budget is kept even where none is set
    reads_rate_limits = False
    last_rate_limits: RateLimits | None = None
    official_host = _OFFICIAL_HOST

    def __init__(
        self,
        model: str,
        *,
        api_key: str | None = None,
        base_url: str | None = None,
        http_client: httpx2.AsyncClient | None = None,
        timeout: float = 120.0,
        max_concurrency: int = 16,
        name: str | None = None,
        prefill: bool | None = None,
        routing_headers: str | Sequence[str] | None = DEFAULT_ROUTING_HEADERS,
        probe: bool | None = None,
    ) -> None:
        self.model = model
        self.routing_headers = routing_header_names(routing_headers)
        self.name = name or f"openai:{model}"
        self.max_concurrency = max_concurrency
        key, url = resolve_endpoint(
            "openai",
            api_key=api_key,
            base_url=base_url,
            key_vars=("OPENAI_API_KEY",),
            url_var="OPENAI_BASE_URL",
            official_host=_OFFICIAL_HOST,
        )
        self.base_url = url
        # api.openai.com wants max_completion_tokens; compatible servers know max_tokens.
        self._official = self._is_official(url)
        self.reads_rate_limits = self._official
        #: a self-hosted server (not a known hosted API): auto probes its parallel streams
        #: before it fans out there, unless ``probe=False`` (:mod:`sot.providers.probe`)
        self.probes_streams = not hosted(url) and probe is not False
        if prefill is None:
            prefill = os.environ.get("SOT_OPENAI_PREFILL", "").strip().lower() in ("1", "true", "yes", "on")
        if prefill and self._official:
            raise ConfigError(
                "prefill is for OpenAI-compatible servers (llama.cpp, vLLM): "
                "api.openai.com does not continue an assistant message"
            )
        self.supports_prefill = prefill
        self._owns_client = http_client is None
        self._client = openai.AsyncOpenAI(
            api_key=key, base_url=url, http_client=http_client, timeout=timeout, max_retries=0
        )

    def request_args(self, request: GenerationRequest) -> dict[str, Any]:
        """The SDK arguments for ``request`` (a final assistant message is sent as a prefill)."""
        # the messages go out as the JSON body's own field (extra_body): the SDK's ``messages``
        # argument is walked against its typed parameters in Python, about 0.2 ms a message on the
        # event loop (20,000 turns of history held every other request 3 s), and plain role and
        # content strings have nothing to transform
        body: dict[str, Any] = {"messages": [{"role": m.role, "content": m.content} for m in request.messages]}
        args: dict[str, Any] = {
            "model": self.model,
            "messages": [],
            "temperature": request.temperature,
            "stream": True,
            "stream_options": {"include_usage": True},
            "extra_body": body,
        }
        args["max_completion_tokens" if self._official else "max_tokens"] = request.max_tokens
        if request.top_p is not None:
            args["top_p"] = request.top_p
        if request.seed is not None:
            args["seed"] = request.seed
        if self.supports_prefill and request.prefill:  # vLLM continues it only when asked
            body.update(continue_final_message=True, add_generation_prompt=False)
        stops = server_stops(request.stop)  # the others are matched here, after leading whitespace
        if stops:
            args["stop"] = stops
        if request.ask_id and self.routing_headers:  # an ask's requests land on one replica
            args["extra_headers"] = dict.fromkeys(self.routing_headers, request.ask_id)
        return args

    async def _stream(self, request: GenerationRequest) -> AsyncGenerator[Chunk, None]:
        try:
            sdk_stream = await self._client.chat.completions.create(**self.request_args(request))
        except _CAUGHT as exc:
            self.last_rate_limits = reply_rate_limits(exc) or self.last_rate_limits
            raise self._translate(exc) from exc
        self.last_rate_limits = reply_rate_limits(sdk_stream) or self.last_rate_limits
        usage = Usage()
        finish_reason: str | None = None
        try:
            async for chunk in sdk_stream:
                if chunk.usage is not None:
                    usage = Usage(chunk.usage.prompt_tokens or 0, chunk.usage.completion_tokens or 0)
                for choice in chunk.choices or ():
                    if choice.index != 0:
                        continue
                    text = choice.delta.content if choice.delta is not None else None
                    if text:
                        yield TextDelta(text)
                    if choice.finish_reason:
                        finish_reason = choice.finish_reason
        except _CAUGHT as exc:
            raise self._translate(exc) from exc
        finally:
            await close_shielded(sdk_stream)
        yield StreamEnd(usage, finish_reason)
