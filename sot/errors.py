"""The exception tree of sot.

Every error sot raises is a :class:`SotError`. They split by who is at fault:

- :class:`UserInputError` — the caller's input: a bad flag, an unknown provider,
  a malformed skeleton or PASTA-LANG document, a broken template, a missing API key.
  The CLI exits with code 2.
- :class:`ProviderError` — a model provider failed: an HTTP status, a dropped
  connection, a timeout, a rate limit. Carries ``status_code``, ``body`` and
  ``retry_after`` where known. The CLI exits with code 3 when no answer came out.
- :class:`SotRuntimeError` — sot itself could not go on (the local backend could not
  load a model, a deadline passed). The CLI exits with code 3.

Third-party exceptions (openai, anthropic, httpx, lark, jinja2, yaml, pydantic) are
translated into this tree with ``raise ... from exc`` and never reach a user raw.
"""

from __future__ import annotations

__all__ = [
    "BackendError",
    "ConfigError",
    "DeadlineExceeded",
    "MissingAPIKeyError",
    "ParseError",
    "ProviderConnectionError",
    "ProviderError",
    "ProviderStatusError",
    "ProviderTimeoutError",
    "RateLimitError",
    "SotError",
    "SotRuntimeError",
    "TemplateError",
    "TemplateSecurityError",
    "UnknownProviderError",
    "UserInputError",
    "install_hint",
]


def install_hint(extra: str) -> str:
    """How to install an extra of sot (no release is published yet: from a checkout of it)."""
    return f"pip install -e '.[{extra}]' in a checkout of sot"


class SotError(Exception):
    """Base class of every error sot raises."""

    exit_code: int = 3


# --------------------------------------------------------------------------- user input


class UserInputError(SotError):
    """The caller's input is wrong; fixing the input fixes the error."""

    exit_code = 2


class ParseError(UserInputError):
    """A document (skeleton, PASTA-LANG, template) could not be parsed.

    ``line`` and ``column`` are 1-based; ``context`` is the offending line with a
    caret under the column; ``expected`` lists what would have been accepted.
    """

    def __init__(
        self,
        message: str,
        *,
        line: int | None = None,
        column: int | None = None,
        context: str = "",
        expected: tuple[str, ...] = (),
        source: str | None = None,
    ) -> None:
        self.message = message
        self.line = line
        self.column = column
        self.context = context
        self.expected = tuple(expected)
        self.source = source
        super().__init__(self._render())

    def _render(self) -> str:
        where = ""
        if self.source:
            where = f"{self.source}:"
        if self.line is not None:
            where += f"{self.line}:{self.column}: " if self.column is not None else f"{self.line}: "
        elif where:
            where += " "
        text = f"{where}{self.message}"
        if self.expected:
            text += f" (expected {', '.join(self.expected)})"
        if self.context:
            text += "\n" + self.context.rstrip("\n")
        return text


class TemplateError(UserInputError):
    """A prompt template is invalid: unknown key, wrong type, missing variable, Jinja2 error."""


class TemplateSecurityError(TemplateError):
    """A template tried to reach outside the Jinja2 sandbox."""


class ConfigError(UserInputError):
    """A configuration value or command-line option is invalid."""


class UnknownProviderError(ConfigError):
    """A ``provider:model`` string names no known provider."""


class MissingAPIKeyError(ConfigError):
    """A provider needs an API key that is not set."""

    def __init__(self, provider: str, variable: str) -> None:
        self.provider = provider
        self.variable = variable
        super().__init__(f"{provider} needs an API key: set {variable} (or pass api_key=...)")


# --------------------------------------------------------------------------- providers


class ProviderError(SotError):
    """A model provider failed to answer."""

    exit_code = 3

    def __init__(
        self,
        message: str,
        *,
        provider: str | None = None,
        status_code: int | None = None,
        body: str | None = None,
        retry_after: float | None = None,
        retryable: bool = False,
    ) -> None:
        self.provider = provider
        self.status_code = status_code
        self.body = body
        self.retry_after = retry_after
        self.retryable = retryable
        prefix = f"{provider}: " if provider else ""
        super().__init__(f"{prefix}{message}")


class ProviderConnectionError(ProviderError):
    """The provider could not be reached, or the connection dropped."""

    def __init__(self, message: str, **kwargs) -> None:
        kwargs.setdefault("retryable", True)
        super().__init__(message, **kwargs)


class ProviderTimeoutError(ProviderError):
    """The provider did not answer in time."""

    def __init__(self, message: str, **kwargs) -> None:
        kwargs.setdefault("retryable", True)
        super().__init__(message, **kwargs)


class ProviderStatusError(ProviderError):
    """The provider answered with an HTTP error status."""

    def __init__(self, message: str, *, status_code: int, **kwargs) -> None:
        kwargs.setdefault("retryable", status_code in (408, 409, 429) or status_code >= 500)
        super().__init__(message, status_code=status_code, **kwargs)


class RateLimitError(ProviderStatusError):
    """The provider rejected the request for rate limiting (HTTP 429)."""

    def __init__(self, message: str, **kwargs) -> None:
        kwargs.setdefault("status_code", 429)
        super().__init__(message, **kwargs)


# --------------------------------------------------------------------------- runtime


class SotRuntimeError(SotError):
    """sot could not go on for a reason that is neither the input nor the provider."""

    exit_code = 3


class BackendError(SotRuntimeError):
    """The local backend failed (model load, device, generation)."""


class DeadlineExceeded(SotRuntimeError):
    """The whole ask ran past its deadline."""
