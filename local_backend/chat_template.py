"""Chat templates stored in a model file (Jinja2), rendered the way Hugging Face renders them.

A GGUF file carries its chat template as ``tokenizer.chat_template``; the llama.cpp engine
renders it here, in Jinja2's immutable sandbox, with the variables such templates expect
(``messages``, ``add_generation_prompt``, ``bos_token``, ``eos_token``, ``raise_exception``).
"""

from __future__ import annotations

import functools
from datetime import datetime
from typing import Any

from sot.errors import BackendError

__all__ = ["render"]


def _raise(message: str) -> None:
    raise BackendError(f"the model's chat template refused the conversation: {message}")


@functools.lru_cache(maxsize=8)
def _compile(source: str) -> Any:
    from jinja2 import TemplateError
    from jinja2.sandbox import ImmutableSandboxedEnvironment

    env = ImmutableSandboxedEnvironment(trim_blocks=True, lstrip_blocks=True, extensions=["jinja2.ext.loopcontrols"])
    env.globals["raise_exception"] = _raise
    env.globals["strftime_now"] = lambda fmt: datetime.now().strftime(fmt)
    try:
        return env.from_string(source)
    except TemplateError as exc:
        raise BackendError(f"the model's chat template is not valid Jinja: {exc}") from exc


def render(source: str, messages: list[dict[str, Any]], *, bos_token: str = "", eos_token: str = "") -> str:
    """The prompt text for ``messages``, ending where the assistant's reply begins."""
    from jinja2 import TemplateError

    template = _compile(source)
    try:
        return template.render(messages=messages, add_generation_prompt=True, bos_token=bos_token, eos_token=eos_token)
    except TemplateError as exc:
        raise BackendError(f"the model's chat template failed: {exc}") from exc
