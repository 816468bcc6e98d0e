"""``KEY=VALUE`` assignments from the command line (``--var``)."""

from __future__ import annotations

from collections.abc import Iterable

from sot.errors import ConfigError

__all__ = ["parse_var_assignments"]


def parse_var_assignments(items: Iterable[str] | None) -> dict[str, str]:
    """``["company=Acme", "tone=warm, brief"]`` -> ``{"company": "Acme", "tone": "warm, brief"}``.

    Values stay strings; the template converts them to the declared types. A later
    assignment of the same key wins. Raises :class:`~sot.errors.ConfigError`.
    """
    out: dict[str, str] = {}
    for item in items or ():
        key, sep, value = item.partition("=")
        key = key.strip()
        if not sep or not key:
            raise ConfigError(f"--var expects KEY=VALUE, got {item!r}")
        if not key.isidentifier():
            raise ConfigError(f"--var {item!r}: {key!r} is not a valid variable name")
        out[key] = value
    return out
