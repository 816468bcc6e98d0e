"""Earlier turns of a conversation, as the ask's ``history``.

The Python API takes ``history=`` as :class:`~sot.providers.base.Message` objects or
``{"role": ..., "content": ...}`` mappings; ``sot ask --history FILE`` reads a JSON list
of such objects, a JSON object with a ``messages`` list, or JSON Lines (one object a
line). Roles are ``system``, ``user`` and ``assistant`` (``customer`` and ``agent``, as
customer-service logs name them, are read as ``user`` and ``assistant``). Every turn
reaches every prompt of the ask (see :func:`sot.orchestrator.context.with_history`).
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from sot.errors import UserInputError
from sot.providers.base import Message, Role

__all__ = ["as_history", "read_history"]

_ROLES: dict[str, Role] = {
    "system": "system",
    "user": "user",
    "assistant": "assistant",
    "customer": "user",
    "agent": "assistant",
}
_MAX_BYTES = 5_000_000


def _turn(item: Any, where: str) -> Message:
    role: object
    content: object
    if isinstance(item, Message):
        role, content = item.role, item.content
    elif isinstance(item, Mapping):
        role, content = item.get("role"), item.get("content")
    else:
        raise UserInputError(f"{where}: a turn must be an object with 'role' and 'content', got {type(item).__name__}")
    if not isinstance(role, str) or role.strip().lower() not in _ROLES:
        raise UserInputError(f"{where}: role must be one of system, user, assistant (or customer, agent), got {role!r}")
    if not isinstance(content, str):
        raise UserInputError(f"{where}: content must be text, got {type(content).__name__}")
    return Message(_ROLES[role.strip().lower()], content)


def as_history(items: Iterable[Any] | None, source: str = "history") -> tuple[Message, ...]:
    """``items`` (messages or role/content mappings) as a tuple of messages; raises
    :class:`~sot.errors.UserInputError` naming the turn that is not one."""
    if items is None:
        return ()
    if isinstance(items, (str, bytes, Mapping)):
        raise UserInputError(f"{source} must be a list of turns (role and content), got {type(items).__name__}")
    return tuple(_turn(item, f"{source} turn {i}") for i, item in enumerate(items, start=1))


def read_history(path: str | os.PathLike[str], what: str = "--history") -> tuple[Message, ...]:
    """The turns in a JSON or JSON Lines file (see the module docstring); ``what`` names the
    setting that gave the file in an error (a flag, a gateway alias's key)."""
    from sot.templates.vars import read_var_file

    p = Path(path).expanduser()
    text = read_var_file(what, p, max_bytes=_MAX_BYTES)
    stripped = text.strip()
    if not stripped:
        return ()
    try:
        data = json.loads(stripped)
    except json.JSONDecodeError:
        data = []
        for lineno, line in enumerate(text.splitlines(), start=1):
            if not line.strip():
                continue
            try:
                data.append(json.loads(line))
            except json.JSONDecodeError as exc:
                raise UserInputError(
                    f"{p}:{lineno}: not JSON or JSON Lines of {{role, content}} turns ({exc.msg})"
                ) from None
    if isinstance(data, Mapping) and "messages" in data:
        data = data["messages"]
    elif isinstance(data, Mapping):
        data = [data]
    return as_history(data, source=str(p))
