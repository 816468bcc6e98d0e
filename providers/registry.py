"""``"provider:model"`` strings to providers.

    get_provider("openai:gpt-4o-mini")      # OpenAIProvider (OPENAI_API_KEY / OPENAI_BASE_URL)
    get_provider("anthropic:claude-haiku-4-5")
    get_provider("fake")                     # FakeProvider, scripted replies
    get_provider("local")                    # LocalProvider, the embedded default model
    get_provider("local:/path/to/model.gguf")
    get_provider("local?engine=torch")       # options for the local provider: engine, threads, n_ctx, device,
                                             # gpu_layers, flash_attn, grammar, adapter, draft, draft_k

``None`` means the ``SOT_MODEL`` environment variable, else ``local``. Provider modules
(and their SDKs) are imported only when their prefix is asked for, so ``import sot``
stays light. Keyword arguments go to the provider's constructor.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable
from typing import Any

from sot.errors import ConfigError, UnknownProviderError, install_hint
from sot.providers.base import Provider

__all__ = ["DEFAULT_SPEC", "MODEL_ENV", "env_model", "get_provider", "known_providers"]

DEFAULT_SPEC = "local"


#: the environment variable naming the model where nothing closer to the ask does
MODEL_ENV = "SOT_MODEL"


def env_model() -> str | None:
    """The model ``$SOT_MODEL`` names, if it names one."""
    spec = os.environ.get(MODEL_ENV, "")
    return spec if spec.strip() else None


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
            hint = f"the local provider needs {exc.name}: {install_hint('local')}"
        else:
            hint = f"the local provider is not available in this installation: {install_hint('local')}"
        raise ConfigError(hint) from exc
    model, _, query = model.partition("?")
    for option in filter(None, query.split("&")):  # local:PATH?engine=torch&threads=2
        key, _, value = option.partition("=")
        if key not in _LOCAL_OPTIONS or not value:
            raise ConfigError(f"unknown local option {option!r} in {spec!r} (known: {', '.join(_LOCAL_OPTIONS)})")
        try:
            kwargs.setdefault(key, _LOCAL_OPTIONS[key](value))
        except ValueError as exc:
            raise ConfigError(f"local option {key} needs {_LOCAL_OPTIONS[key].__name__}, not {value!r}") from exc
    if model:
        kwargs.setdefault("model", model)
    return module.LocalProvider(**kwargs)


def _switch(value: str) -> bool:
    """``on``/``off`` (also true/false, yes/no, 1/0)."""
    lowered = value.strip().lower()
    if lowered in ("on", "true", "yes", "1"):
        return True
    if lowered in ("off", "false", "no", "0"):
        return False
    raise ValueError(value)


_switch.__name__ = "on or off"
_LOCAL_OPTIONS: dict[str, Callable[[str], Any]] = {
    "engine": str,
    "threads": int,
    "n_ctx": int,
    "device": str,
    "grammar": _switch,
    "gpu_layers": int,
    "flash_attn": str,
    "adapter": str,
    "draft": str,
    "draft_k": int,
}


_FACTORIES: dict[str, Callable[..., Provider]] = {
    "openai": _openai,
    "anthropic": _anthropic,
    "fake": _fake,
    "local": _local,
}


def known_providers() -> tuple[str, ...]:
    """The prefixes :func:`get_provider` accepts."""
    return tuple(_FACTORIES)


def provider_prefix(spec: str) -> str:
    """The provider a model string names: ``openai`` for ``openai:gpt-4o-mini``, ``local`` for
    ``local?engine=llama`` and ``local:/m.gguf?threads=2``."""
    return spec.strip().partition("?")[0].partition(":")[0].strip().lower()


def _require_model(prefix: str, model: str) -> str:
    if not model:
        raise ConfigError(f"{prefix} needs a model name: {prefix}:MODEL (e.g. {prefix}:{_EXAMPLES[prefix]})")
    return model


_EXAMPLES = {"openai": "gpt-4o-mini", "anthropic": "claude-haiku-4-5"}


def get_provider(spec: str | None = None, **kwargs) -> Provider:
    """The provider named by ``spec`` (``"prefix"`` or ``"prefix:model"``; ``None``:
    :func:`env_model`, else the embedded model). ``progress`` (the local model's load progress)
    is dropped for providers that load no model. Which model an ask uses is decided with its
    other settings (:func:`sot.orchestrator.settings.resolve`)."""
    if spec is None:
        spec = env_model() or DEFAULT_SPEC
    spec = spec.strip()
    head, sep, query = spec.partition("?")  # options: local?engine=torch, local:PATH?threads=2
    prefix, _, model = head.partition(":")
    model = model.strip() + sep + query
    factory = _FACTORIES.get(prefix.strip().lower())
    if factory is None:
        known = ", ".join(f"{name}:MODEL" if name in _EXAMPLES else name for name in _FACTORIES)
        raise UnknownProviderError(f"unknown provider {prefix!r} in {spec!r}; known: {known}")
    if factory is not _local:
        kwargs.pop("progress", None)
    return factory(model.strip(), spec, **kwargs)
