"""What the remote (HTTP) providers share: keys, endpoints, routing headers, Retry-After,
errors, and :class:`RemoteProvider`, their common base.

Nothing here imports an SDK; each provider module passes its SDK's exception classes
to :func:`translate_sdk_error`.
"""

from __future__ import annotations

import email.utils
import hashlib
import json
import os
import time
from collections.abc import AsyncGenerator, Hashable, Mapping, Sequence
from contextlib import aclosing
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

import anyio
import httpx2

from sot.errors import (
    MissingAPIKeyError,
    ProviderConnectionError,
    ProviderError,
    ProviderStatusError,
    ProviderTimeoutError,
    RateLimitError,
)
from sot.providers.base import Chunk, GenerationRequest, Provider
from sot.providers.continuation import continuation

__all__ = [
    "DEFAULT_ROUTING_HEADERS",
    "NO_KEY_PLACEHOLDER",
    "RemoteProvider",
    "SdkErrors",
    "close_shielded",
    "parse_retry_after",
    "request_url",
    "resolve_endpoint",
    "routing_header_names",
    "safe_url",
    "translate_sdk_error",
]

#: Sent as the key to OpenAI-/Anthropic-compatible servers that need none (llama.cpp, vLLM, Ollama).
NO_KEY_PLACEHOLDER = "sot-no-key"

#: the headers an ask's id goes in: SGLang's gateway (sticky sessions), vLLM's router (session hashing)
DEFAULT_ROUTING_HEADERS = ("x-smg-routing-key", "X-Session-ID")


def routing_header_names(headers: str | Sequence[str] | None) -> tuple[str, ...]:
    """A provider's ``routing_headers`` option as header names: a comma-separated string or a
    list; ``None`` or empty: none."""
    if isinstance(headers, str):
        headers = [h.strip() for h in headers.split(",")]
    return tuple(h for h in headers or () if h)


def resolve_endpoint(
    provider: str,
    *,
    api_key: str | None,
    base_url: str | None,
    key_vars: tuple[str, ...],
    url_var: str,
    official_host: str,
) -> tuple[str, str | None]:
    """Return ``(api_key, base_url)``: explicit argument, then environment.

    A key is required only for the official host; any other base URL (a local
    OpenAI-compatible server) gets a placeholder key when none is set.
    """
    base_url = base_url or os.environ.get(url_var) or None
    if not api_key:
        api_key = next((os.environ[v] for v in key_vars if os.environ.get(v)), None)
    if not api_key:
        host = urlsplit(base_url).hostname if base_url else official_host
        if host == official_host:
            raise MissingAPIKeyError(provider, key_vars[0])
        api_key = NO_KEY_PLACEHOLDER
    return api_key, base_url


def parse_retry_after(headers: Mapping[str, str] | None, *, now: float | None = None) -> float | None:
    """Seconds to wait from ``retry-after-ms`` or ``retry-after`` (seconds or HTTP date)."""
    if not headers:
        return None
    raw_ms = headers.get("retry-after-ms")
    if raw_ms:
        try:
            return max(float(raw_ms) / 1000.0, 0.0)
        except ValueError:
            pass
    raw = headers.get("retry-after")
    if not raw:
        return None
    try:
        return max(float(raw), 0.0)
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(raw)
    except (TypeError, ValueError):
        return None
    if when is None:
        return None
    return max(when.timestamp() - (time.time() if now is None else now), 0.0)


@dataclass(frozen=True)
class SdkErrors:
    """One SDK's exception classes, as :func:`translate_sdk_error` needs them."""

    base: type[BaseException]
    status: type[BaseException]
    timeout: type[BaseException]
    connection: type[BaseException]
    api: type[BaseException]


def _body_text(body: object) -> str | None:
    if body is None:
        return None
    if isinstance(body, str):
        return body
    try:
        return json.dumps(body)
    except (TypeError, ValueError):
        return str(body)


def _error_message(body: object, fallback: str) -> str:
    """The human part of an error body: ``{"error": {"message": ...}}`` and the like."""
    if isinstance(body, Mapping):
        inner = body.get("error", body)
        if isinstance(inner, Mapping) and isinstance(inner.get("message"), str):
            return inner["message"]
        if isinstance(body.get("message"), str):
            return body["message"]
    if isinstance(body, str) and body.strip():
        return body.strip()[:300]
    return fallback


# Anthropic reports failures inside a 200 event stream as typed error events.
_STREAM_ERROR_STATUS = {
    "invalid_request_error": 400,
    "authentication_error": 401,
    "permission_error": 403,
    "not_found_error": 404,
    "request_too_large": 413,
    "rate_limit_error": 429,
    "api_error": 500,
    "overloaded_error": 529,
}


def status_error(
    provider: str,
    status: int,
    body: object,
    headers: Mapping[str, str] | None,
    *,
    key_var: str | None = None,
) -> ProviderStatusError:
    """Build our error for an HTTP error status (or an error event inside a stream)."""
    if status < 400 and isinstance(body, Mapping):
        inner = body.get("error")
        kind = inner.get("type") if isinstance(inner, Mapping) else None
        status = _STREAM_ERROR_STATUS.get(str(kind), 500)
    message = f"HTTP {status}: {_error_message(body, 'no details')}"
    if status in (401, 403) and key_var:
        message += f" (check {key_var})"
    kwargs = {"provider": provider, "body": _body_text(body), "retry_after": parse_retry_after(headers)}
    if status == 429:
        return RateLimitError(message, **kwargs)
    return ProviderStatusError(message, status_code=status, **kwargs)


def request_url(exc: BaseException) -> str | None:
    """The URL of the request ``exc`` is about (SDK and httpx2 errors carry it), without
    credentials or query; ``None`` when it carries none."""
    try:
        request = getattr(exc, "request", None)
    except RuntimeError:  # httpx2 raises when an error was built without its request
        request = None
    url = getattr(request, "url", None)
    return None if url is None else safe_url(str(url))


def safe_url(url: str) -> str:
    """``url`` without credentials, query or fragment: fit to print."""
    parts = urlsplit(url)
    if not parts.scheme:
        return url.split("?", 1)[0].split("@")[-1]
    host = parts.hostname or ""
    netloc = f"[{host}]" if ":" in host else host
    if parts.port is not None:
        netloc += f":{parts.port}"
    return f"{parts.scheme}://{netloc}{parts.path}"


def translate_sdk_error(
    exc: BaseException, provider: str, errors: SdkErrors, *, key_var: str | None = None, url: str | None = None
) -> ProviderError:
    """Translate an SDK or httpx2 exception into sot's tree (the caller raises ``from exc``).

    Connection failures and timeouts name the URL tried: the request's, else ``url``.
    """
    tried = request_url(exc) or url
    to = f" to {tried}" if tried else ""
    if isinstance(exc, errors.status):
        response = getattr(exc, "response", None)
        headers = response.headers if response is not None else None
        status = int(getattr(exc, "status_code", 0) or 0)
        return status_error(provider, status, getattr(exc, "body", None), headers, key_var=key_var)
    if isinstance(exc, (errors.timeout, httpx2.TimeoutException)):
        return ProviderTimeoutError(f"request{to} timed out", provider=provider)
    if isinstance(exc, errors.connection):
        cause = exc.__cause__ or exc.__context__
        detail = f": {cause}" if cause is not None and str(cause) else ""
        return ProviderConnectionError(f"connection failed{to}{detail}", provider=provider)
    if isinstance(exc, httpx2.TransportError):
        return ProviderConnectionError(f"connection failed{to}: {exc or type(exc).__name__}", provider=provider)
    if isinstance(exc, errors.api):
        body = getattr(exc, "body", None)
        return ProviderError(
            f"error in stream: {_error_message(body, str(exc))}", provider=provider, body=_body_text(body)
        )
    return ProviderError(f"{type(exc).__name__}: {exc}", provider=provider)


async def close_shielded(closeable) -> None:
    """Close an SDK stream even while the caller is being cancelled."""
    with anyio.CancelScope(shield=True):
        await closeable.close()


class RemoteProvider(Provider):
    """Base of the SDK-backed providers.

    A subclass sets ``_client`` (an SDK client), ``_owns_client`` and ``_official``, names
    its SDK's exceptions in ``sdk_errors`` and its key variable in ``key_var``, and
    implements :meth:`_stream`, the raw reply. :meth:`stream` reads that reply as a
    continuation: stop strings after its leading whitespace, an echoed prefill removed.
    """

    sdk_errors: SdkErrors
    key_var: str
    official_host: str
    _client: Any
    _owns_client: bool = True

    def _is_official(self, base_url: str | None) -> bool:
        return base_url is None or httpx2.URL(base_url).host == self.official_host

    _closed: bool = False

    def backend_key(self) -> Hashable | None:
        """The SDK client's base URL and a digest of its key: requests to one endpoint with one
        key share a hold after a 429 (:mod:`sot.providers.hold`), whatever model they name."""
        client = getattr(self, "_client", None)
        url = getattr(client, "base_url", None)
        if url is None:
            return None
        key = getattr(client, "api_key", None) or ""
        return ("http", str(url).rstrip("/"), hashlib.sha256(str(key).encode()).hexdigest())

    def stream(self, request: GenerationRequest) -> AsyncGenerator[Chunk, None]:
        return continuation(self._open_stream(request), prefill=request.prefill, stops=request.stop)

    async def _open_stream(self, request: GenerationRequest) -> AsyncGenerator[Chunk, None]:
        if self._closed:  # the SDK's client is closed: its own error would be a raw RuntimeError
            raise ProviderError(
                "this provider was closed (aclose); make a new one to send requests", provider=self.name
            )
        async with aclosing(self._stream(request)) as chunks:
            async for chunk in chunks:
                yield chunk

    def _stream(self, request: GenerationRequest) -> AsyncGenerator[Chunk, None]:
        raise NotImplementedError

    def _translate(self, exc: BaseException) -> ProviderError:
        base_url = getattr(self, "base_url", None) or f"https://{self.official_host}"
        return translate_sdk_error(exc, self.name, self.sdk_errors, key_var=self.key_var, url=base_url)

    async def aclose(self) -> None:
        self._closed = True
        if self._owns_client:
            await self._client.close()
