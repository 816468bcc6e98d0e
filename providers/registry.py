"""``"provider:model"`` strings to providers.

    get_provider("openai:gpt-4o-mini")      # OpenAIProvider (OPENAI_API_KEY / OPENAI_BASE_URL)
    get_provider("anthropic:claude-haiku-4-5")
    get_provider("fake")                     # FakeProvider, scripted replies
    get_provider("local")                    # LocalProvider, the embedded default model
    get_provider("local:/path/to/model.gguf")

``None`` means the ``SOT_MODEL`` environment variable, else ``local``. Provider modules
(and their SDKs) are imported only when their prefix is asked for, so ``import sot``
stays light. Keyword arguments go to the provider's constructor.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable

from sot.errors import ConfigError, UnknownProviderError
from sot.providers.base import Provider

__all__ = ["DEFAULT_SPEC", "get_provider", "known_providers"]

DEFAULT_SPEC = "local"


def _openai(model: str, spec: str, **kwargs) -> Provider:
    from sot.providers.openai_provider import OpenAIProvider

    return OpenAIProvider(_require_model("openai", model), name=spec, **kwargs)


def _anthropic(model: str, spec: str, **kwargs) -> Provider:
    from sot.providers.anthropic_provider import AnthropicProvider

    return AnthropicProvider(_require_model("anthropic", model), name=spec, **kwargs)


def _fake(model: str, spec: str, **kwargs) -> Provider:
    from sot.providers.fake import FakeProvider

    if model.endswith(".json"):  # fake:script.json -> replies scripted by a file
        return FakeProvider.from_script(model)
    return FakeProvider(name=spec, **kwargs)


def _local(model: str, spec: str, **kwargs) -> Provider:
    try:
        module = importlib.import_module("sot.providers.local")
    except ModuleNotFoundError as exc:
        if exc.name and not exc.name.startswith("sot"):
            hint = f"the local provider needs {exc.name}: pip install 'sot-orchestrator[local]'"
        else:
            hint = "the local provider is not available in this installation: pip install 'sot-orchestrator[local]'"
        raise ConfigError(hint) from exc
    if model:
        kwargs.setdefault("model", model)
    return module.LocalProvider(**kwargs)


_FACTORIES: dict[str, Callable[..., Provider]] = {
    "openai": _openai,
    "anthropic": _anthropic,
    "fake": _fake,
    "local": _local,
}


def known_providers() -> tuple[str, ...]:
    """The prefixes :func:`get_provider` accepts."""
    return tuple(_FACTORIES)


def _require_model(prefix: str, model: str) -> str:
    if not model:
        raise ConfigError(f"{prefix} needs a model name: {prefix}:MODEL (e.g. {prefix}:{_EXAMPLES[prefix]})")
    return model


_EXAMPLES = {"openai": "gpt-4o-mini", "anthropic": "claude-haiku-4-5"}


def get_provider(spec: str | None = None, **kwargs) -> Provider:
    """The provider named by ``spec`` (``"prefix"`` or ``"prefix:model"``)."""
    if spec is None:
        spec = os.environ.get("SOT_MODEL") or DEFAULT_SPEC
    spec = spec.strip()
    prefix, _, model = spec.partition(":")
    factory = _FACTORIES.get(prefix.strip().lower())
    if factory is None:
        known = ", ".join(f"{name}:MODEL" if name in _EXAMPLES else name for name in _FACTORIES)
        raise UnknownProviderError(f"unknown provider {prefix!r} in {spec!r}; known: {known}")
    return factory(model.strip(), spec, **kwargs)
