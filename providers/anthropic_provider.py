"""Anthropic messages, and Anthropic-compatible servers (llama.cpp's ``/v1/messages``).

    provider = AnthropicProvider("claude-haiku-4-5")                        # ANTHROPIC_API_KEY
    provider = AnthropicProvider("any", base_url="http://127.0.0.1:8080")   # no key needed

Key and endpoint: explicit argument, then ``ANTHROPIC_API_KEY`` (or ``ANTHROPIC_AUTH_TOKEN``)
/ ``ANTHROPIC_BASE_URL``; the base URL has no ``/v1`` (the SDK appends ``/v1/messages``).
System messages go to ``system=``; a final assistant message is a prefill the model
continues. The SDK takes no sampling arguments: ``temperature`` and ``top_p`` (when set) are
sent as extra body fields to compatible servers only, never to api.anthropic.com, where the
model's own sampling applies. Anthropic has no ``seed``: it is never sent (see
:func:`ignored_sampling`). The SDK's own retries are off (``max_retries=0``).

As with :class:`~sot.providers.openai_provider.OpenAIProvider`, every request of one ask
carries the ask's id in the ``routing_headers`` (by default ``x-smg-routing-key`` and
``X-Session-ID``), so a cache-aware router in front of Anthropic-compatible replicas sends an
ask's requests to one of them. ``routing_headers=()`` sends none; a comma-separated string
names others.
"""

from __future__ import annotations

import os
from collections.abc import AsyncGenerator, Sequence
from typing import Any

import anthropic
import httpx2

from sot.providers._remote import (
    DEFAULT_ROUTING_HEADERS,
    RemoteProvider,
    SdkErrors,
    close_shielded,
    resolve_endpoint,
    routing_header_names,
)
from sot.providers.base import Chunk, GenerationRequest, Message, StreamEnd, TextDelta, Usage
from sot.providers.budget import RateLimits, reply_rate_limits
from sot.providers.continuation import server_stops

__all__ = ["AnthropicProvider", "ignored_sampling", "to_anthropic_messages"]

_OFFICIAL_HOST = "api.anthropic.com"
_ERRORS = SdkErrors(
    base=anthropic.AnthropicError,
    status=anthropic.APIStatusError,
    timeout=anthropic.APITimeoutError,
    connection=anthropic.APIConnectionError,
    api=anthropic.APIError,
)
_CAUGHT = (anthropic.AnthropicError, httpx2.HTTPError, httpx2.StreamError)
_FINISH = {"end_turn": "stop", "stop_sequence": "stop", "max_tokens": "length"}


def ignored_sampling(base_url: str | None = None) -> tuple[str, ...]:
    """The sampling options an endpoint never receives: ``seed`` (Anthropic has none) and, on
    api.anthropic.com (``base_url``, else ``ANTHROPIC_BASE_URL``, else the official host),
    ``temperature`` and ``top_p``."""
    url = base_url or os.environ.get("ANTHROPIC_BASE_URL") or None
    official = url is None or httpx2.URL(url).host == _OFFICIAL_HOST
    return ("temperature", "top_p", "seed") if official else ("seed",)


def to_anthropic_messages(messages: tuple[Message, ...]) -> tuple[str, list[dict[str, str]], str]:
    """Split our messages into ``(system, messages, stripped)``.

    System messages are joined into ``system``; consecutive turns of one role are merged.
    The API rejects a final assistant turn that ends in whitespace, so it is stripped and
    the stripped whitespace returned, to be taken off the start of the continuation.
    """
    system = "\n\n".join(m.content for m in messages if m.role == "system")
    runs: list[tuple[str, list[str]]] = []  # each run's texts joined once: linear in a long run
    for m in messages:
        if m.role == "system":
            continue
        if runs and runs[-1][0] == m.role:
            runs[-1][1].append(m.content)
        else:
            runs.append((m.role, [m.content]))
    turns = [{"role": role, "content": "\n\n".join(texts)} for role, texts in runs]
    stripped = ""
    if turns and turns[-1]["role"] == "assistant":
        content = turns[-1]["content"]
        kept = content.rstrip()
        stripped = content[len(kept) :]
        if kept:
            turns[-1]["content"] = kept
        else:
            turns.pop()
    return system, turns, stripped


class AnthropicProvider(RemoteProvider):
    """Streams messages through the official ``anthropic`` SDK."""

    sdk_errors = _ERRORS
    key_var = "ANTHROPIC_API_KEY"
    #: the API's rate-limit headers of the latest reply (read by :mod:`sot.providers.budget`);
    #: ``reads_rate_limits``: the hosted API sends them, so a budget is kept even where none is set
    reads_rate_limits = False
    last_rate_limits: RateLimits | None = None
    official_host = _OFFICIAL_HOST

    supports_prefill = True

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
        routing_headers: str | Sequence[str] | None = DEFAULT_ROUTING_HEADERS,
    ) -> None:
        self.model = model
        self.routing_headers = routing_header_names(routing_headers)
        self.name = name or f"anthropic:{model}"
        self.max_concurrency = max_concurrency
        auth_token = None
        if not api_key and not os.environ.get("ANTHROPIC_API_KEY"):
            auth_token = os.environ.get("ANTHROPIC_AUTH_TOKEN") or None
        if auth_token:
            key = None
            url = base_url or os.environ.get("ANTHROPIC_BASE_URL") or None
        else:
            key, url = resolve_endpoint(
                "anthropic",
                api_key=api_key,
                base_url=base_url,
                key_vars=("ANTHROPIC_API_KEY",),
                url_var="ANTHROPIC_BASE_URL",
                official_host=_OFFICIAL_HOST,
            )
        self.base_url = url
        self._official = self._is_official(url)
        self.reads_rate_limits = self._official
        self._owns_client = http_client is None
        credentials: dict[str, Any] = {"auth_token": auth_token} if auth_token else {"api_key": key}
        self._client = anthropic.AsyncAnthropic(
            **credentials, base_url=url, http_client=http_client, timeout=timeout, max_retries=0
        )

    def request_args(self, request: GenerationRequest) -> tuple[dict[str, Any], str]:
        """The SDK arguments for ``request``, and the whitespace stripped off its prefill."""
        system, messages, stripped = to_anthropic_messages(request.messages)
        args: dict[str, Any] = {
            "model": self.model,
            "messages": messages,
            "max_tokens": request.max_tokens,
            "stream": True,
        }
        if not self._official:  # this SDK has no sampling arguments; compatible servers take them
            extra: dict[str, Any] = {"temperature": request.temperature}
            if request.top_p is not None:
                extra["top_p"] = request.top_p
            args["extra_body"] = extra
        if system:
            args["system"] = system
        stops = server_stops(request.stop)  # the others are matched here, after leading whitespace
        if stops:
            args["stop_sequences"] = stops
        if request.ask_id and self.routing_headers:  # an ask's requests land on one replica
            args["extra_headers"] = dict.fromkeys(self.routing_headers, request.ask_id)
        return args, stripped

    async def _stream(self, request: GenerationRequest) -> AsyncGenerator[Chunk, None]:
        args, pending = self.request_args(request)
        try:
            sdk_stream = await self._client.messages.create(**args)
        except _CAUGHT as exc:
            self.last_rate_limits = reply_rate_limits(exc) or self.last_rate_limits
            raise self._translate(exc) from exc
        self.last_rate_limits = reply_rate_limits(sdk_stream) or self.last_rate_limits
        prompt_tokens = completion_tokens = 0
        finish_reason: str | None = None
        try:
            async for event in sdk_stream:
                kind = event.type
                if kind == "message_start":
                    usage = getattr(event.message, "usage", None)
                    prompt_tokens = _input_tokens(usage) or prompt_tokens
                    completion_tokens = getattr(usage, "output_tokens", None) or completion_tokens
                elif kind == "content_block_delta" and event.delta.type == "text_delta":
                    text = event.delta.text
                    if pending:  # the continuation re-emits whitespace stripped off the prefill
                        common = len(_common_prefix(pending, text))
                        pending = "" if common < len(pending) and common < len(text) else pending[common:]
                        text = text[common:]
                    if text:
                        pending = ""
                        yield TextDelta(text)
                elif kind == "message_delta":
                    usage = getattr(event, "usage", None)
                    prompt_tokens = _input_tokens(usage) or prompt_tokens
                    completion_tokens = getattr(usage, "output_tokens", None) or completion_tokens
                    if event.delta.stop_reason:
                        finish_reason = _FINISH.get(event.delta.stop_reason, event.delta.stop_reason)
        except _CAUGHT as exc:
            raise self._translate(exc) from exc
        finally:
            await close_shielded(sdk_stream)
        yield StreamEnd(Usage(prompt_tokens, completion_tokens), finish_reason)


def _input_tokens(usage: Any) -> int:
    return sum(
        getattr(usage, field, None) or 0
        for field in ("input_tokens", "cache_creation_input_tokens", "cache_read_input_tokens")
    )


def _common_prefix(a: str, b: str) -> str:
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return a[:n]
