"""The names of the answering modes: the vocabulary every front end checks a mode against.

The modes themselves are objects in :mod:`sot.orchestrator.modes` (one module each, in a
registry); this module, at the bottom of the layers, holds only their names, so the CLI's
``--mode``, the gateway's ``mode`` fields, templates' ``mode:`` and the config file can
check a mode without importing the orchestrator. :data:`ModeName` is the typed vocabulary
of sot's own modes; a mode registered later (:func:`sot.orchestrator.modes.register`)
declares its name here (:func:`declare`) and is then taken everywhere.

``auto`` is not a mode of its own: the router and the cost model choose one
(:mod:`sot.orchestrator.ask`).
"""

from __future__ import annotations

from typing import Annotated, Literal, get_args

from pydantic import AfterValidator

from sot.errors import ConfigError

__all__ = [
    "AUTO",
    "BUILTIN",
    "DIRECT",
    "ITEMS",
    "MAPREDUCE",
    "PASTA",
    "SOT",
    "ModeField",
    "ModeName",
    "answer_modes",
    "check_mode",
    "declare",
    "modes",
    "summaries",
]

AUTO = "auto"
#: sot's own modes by name, for the code that must name one (auto's fallback, an authored
#: plan's mode); a mode object names itself with ``self.name``
DIRECT, SOT, PASTA, MAPREDUCE, ITEMS = "direct", "sot", "pasta", "mapreduce", "items"

#: sot's own answering modes
ModeName = Literal["direct", "sot", "pasta", "mapreduce", "items"]
BUILTIN: tuple[str, ...] = get_args(ModeName)

#: every declared mode: name -> one-line summary (sot's own, then any registered later; the
#: summaries come with the orchestrator's registry, which every ``import sot`` loads)
_DECLARED: dict[str, str] = dict.fromkeys(BUILTIN, "")


def declare(name: str, summary: str) -> None:
    """Make ``name`` a mode every front end takes (called by the orchestrator's registry)."""
    _DECLARED[name] = summary


def answer_modes() -> tuple[str, ...]:
    """The modes an ask answers in."""
    return tuple(_DECLARED)


def modes() -> tuple[str, ...]:
    """What a caller may ask for: ``auto`` (sot chooses) or a mode."""
    return (AUTO, *answer_modes())


def summaries() -> dict[str, str]:
    """Each mode's one-line summary."""
    return dict(_DECLARED)


def check_mode(value: str, *, what: str = "mode") -> str:
    """``value`` when it is one of :func:`modes`, else a :class:`~sot.errors.ConfigError` listing them."""
    if value not in modes():
        raise ConfigError(f"unknown {what} {value!r}: choose one of {', '.join(modes())}")
    return value


def _valid(value: str) -> str:
    if value not in modes():  # a ValueError: pydantic reports it with the field's path
        raise ValueError(f"unknown mode {value!r}: choose one of {', '.join(modes())}")
    return value


#: a mode name in a pydantic model (templates, the gateway's config and requests)
ModeField = Annotated[str, AfterValidator(_valid)]
