"""``KEY=VALUE`` assignments from the command line (``--var``).

``KEY=@FILE`` reads the value from a UTF-8 text file (a knowledge base, an order record);
``KEY=@@...`` is a value that starts with one ``@``.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

from sot.errors import ConfigError

__all__ = ["MAX_VAR_FILE_BYTES", "parse_var_assignments", "read_var_file"]

#: the largest file a variable is read from
MAX_VAR_FILE_BYTES = 500_000


def read_var_file(what: str, path: str | os.PathLike[str], max_bytes: int = MAX_VAR_FILE_BYTES) -> str:
    """The UTF-8 text of ``path`` for ``what`` (a flag or variable); raises :class:`ConfigError`."""
    p = Path(path).expanduser()
    try:
        if p.stat().st_size > max_bytes:
            raise ConfigError(f"{what}: {p} is larger than {max_bytes} bytes")
        return p.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ConfigError(f"{what}: no such file {p}") from None
    except UnicodeDecodeError as exc:
        raise ConfigError(f"{what}: {p} is not UTF-8 text (byte {exc.start + 1})") from None
    except OSError as exc:
        raise ConfigError(f"{what}: cannot read {p}: {exc.strerror or exc}") from None


def parse_var_assignments(items: Iterable[str] | None) -> dict[str, str]:
    """``["company=Acme", "tone=warm, brief"]`` -> ``{"company": "Acme", "tone": "warm, brief"}``.

    Values stay strings; the template converts them to the declared types. ``KEY=@FILE``
    reads the file, ``KEY=@@x`` is ``@x``. A later assignment of the same key wins.
    Raises :class:`~sot.errors.ConfigError`.
    """
    out: dict[str, str] = {}
    for item in items or ():
        key, sep, value = item.partition("=")
        key = key.strip()
        if not sep or not key:
            raise ConfigError(f"--var expects KEY=VALUE, got {item!r}")
        if not key.isidentifier():
            raise ConfigError(f"--var {item!r}: {key!r} is not a valid variable name")
        if value.startswith("@@"):
            value = value[1:]
        elif value.startswith("@"):
            value = read_var_file(f"--var {key}", value[1:])
        out[key] = value
    return out
