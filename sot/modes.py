"""The answering modes, declared once: every part of sot that names, checks or runs a mode reads it here.

A mode is a :class:`ModeInfo` in :data:`REGISTRY`: its name, what it does, the function
that runs it (``"module:function"``, imported when an ask runs in that mode, so this module
stays at the bottom of the layers), how its main call is named in an answer's ``error``,
and how the answer is put together from its branches. Adding a mode is one module with an
``async def run(ctx)`` and one entry here; the CLI's ``--mode``, the gateway's ``mode``
fields, templates' ``mode:``, the config file and ``sot ask --help`` all take it from here.

``auto`` is not a mode of its own: the router and the cost model choose one of these
(:mod:`sot.orchestrator.ask`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from pydantic import AfterValidator

from sot.errors import ConfigError

__all__ = ["ANSWER_MODES", "AUTO", "MODES", "REGISTRY", "ModeInfo", "ModeName", "check_mode", "mode_info"]

AUTO = "auto"


@dataclass(frozen=True)
class ModeInfo:
    name: str
    #: one line for ``--help`` and the README
    summary: str
    #: ``"module:function"``: ``async def function(ctx: AskContext) -> None`` answers in this mode
    runner: str
    #: how an answer's ``error`` names the mode's main call when it fails for good
    main_call: str
    #: whether it writes parts of the answer at the same time (what auto's cost model prices)
    parallel: bool
    #: whether its branches' text is answer text (SoT points, PASTA parts), or working notes
    #: the answer is written from (map-reduce): consumers stream only answer text
    branches_in_answer: bool
    #: whether one call sees the whole input (a prompt longer than the model's window cannot
    #: be answered so); False for a mode that splits it (map-reduce)
    whole_input: bool = True


REGISTRY: dict[str, ModeInfo] = {
    mode.name: mode
    for mode in (
        ModeInfo(
            "direct",
            "one generation, the baseline",
            "sot.orchestrator.modes:run_direct",
            "the answer",
            parallel=False,
            branches_in_answer=False,
        ),
        ModeInfo(
            "sot",
            "Skeleton-of-Thought: a short plan, then every point at once",
            "sot.orchestrator.modes:run_sot",
            "the plan",
            parallel=True,
            branches_in_answer=True,
        ),
        ModeInfo(
            "pasta",
            "PASTA: the answer marks independent parts, which branches write while it goes on",
            "sot.orchestrator.pasta_mode:run_pasta",
            "the main text",
            parallel=True,
            branches_in_answer=True,
        ),
        ModeInfo(
            "mapreduce",
            "a long input in parts: notes on every part at once, then the answer from the notes",
            "sot.orchestrator.mapreduce:run_mapreduce",
            "the answer from the parts' notes",
            parallel=True,
            branches_in_answer=False,
            whole_input=False,
        ),
    )
}

#: the modes an ask answers in
ANSWER_MODES: tuple[str, ...] = tuple(REGISTRY)
#: what a caller may ask for: ``auto`` (sot chooses) or a mode
MODES: tuple[str, ...] = (AUTO, *ANSWER_MODES)


def check_mode(value: str, *, what: str = "mode") -> str:
    """``value`` when it is one of :data:`MODES`, else a :class:`~sot.errors.ConfigError` listing them."""
    if value not in MODES:
        raise ConfigError(f"unknown {what} {value!r}: choose one of {', '.join(MODES)}")
    return value


def mode_info(name: str) -> ModeInfo:
    """The :class:`ModeInfo` of an answering mode (not ``auto``)."""
    try:
        return REGISTRY[name]
    except KeyError:
        raise ConfigError(f"unknown mode {name!r}: choose one of {', '.join(ANSWER_MODES)}") from None


def _valid(value: str) -> str:
    if value not in MODES:  # a ValueError: pydantic reports it with the field's path
        raise ValueError(f"unknown mode {value!r}: choose one of {', '.join(MODES)}")
    return value


#: a mode name in a pydantic model (templates, the gateway's config and requests)
ModeName = Annotated[str, AfterValidator(_valid)]
