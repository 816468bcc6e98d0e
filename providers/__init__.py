"""Model providers: the protocol, remote SDK adapters, the fake, wrappers, and the registry.

``get_provider("openai:gpt-4o-mini")`` picks a provider by name. The SDK-backed classes
(:class:`OpenAIProvider`, :class:`AnthropicProvider`) are imported on first access, so
importing this package does not import ``openai`` or ``anthropic``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sot.providers.base import (
    Chunk,
    GenerationRequest,
    GroupChunk,
    Message,
    Provider,
    StreamEnd,
    StreamError,
    TextDelta,
    Usage,
)
from sot.providers.fake import FakeProvider, FakeReply
from sot.providers.registry import get_provider, known_providers
from sot.providers.wrappers import LimitedProvider, RetryingProvider, wrap

if TYPE_CHECKING:
    from sot.providers.anthropic_provider import AnthropicProvider
    from sot.providers.openai_provider import OpenAIProvider

__all__ = [
    "AnthropicProvider",
    "Chunk",
    "FakeProvider",
    "FakeReply",
    "GenerationRequest",
    "GroupChunk",
    "LimitedProvider",
    "Message",
    "OpenAIProvider",
    "Provider",
    "RetryingProvider",
    "StreamEnd",
    "StreamError",
    "TextDelta",
    "Usage",
    "get_provider",
    "known_providers",
    "wrap",
]

_LAZY = {
    "OpenAIProvider": "sot.providers.openai_provider",
    "AnthropicProvider": "sot.providers.anthropic_provider",
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
