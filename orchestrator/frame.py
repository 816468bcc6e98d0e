"""What a template may put around whichever mode answers: the hook the generic ask calls.

An ask runs its mode inside a :class:`Frame` and takes its answer, its dropped parts and its
reply facts from the frame, without knowing what the frame does. The plain frame (:data:`PLAIN`)
adds nothing: the mode's answer is the answer. A feature that frames answers (the support
reply: a greeting, one section per point, the escalation check beside the run, a hand-over
notice; :mod:`sot.orchestrator.support.reply`) registers a factory (:func:`register_frame`)
that returns its frame for the templates it serves.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

from sot.orchestrator.result import ReplyInfo

if TYPE_CHECKING:
    from sot.orchestrator.context import AskContext
    from sot.orchestrator.modes.base import Mode
    from sot.templates.template import BoundTemplate

__all__ = ["PLAIN", "Frame", "FrameFactory", "frame_for", "register_frame"]


class Frame:
    """Around one ask's mode: how it runs, what its answer is, what it left out, what it adds
    to the result. Every method has the plain frame's meaning here; a frame overrides what it
    changes."""

    async def run(self, ctx: AskContext, main: Callable[[], Awaitable[None]]) -> None:
        """Run ``main()`` (the mode answering), with whatever the frame runs beside it; an
        error of ``main`` comes out as itself."""
        await main()

    def answer(self, ctx: AskContext, mode: Mode, *, final: bool) -> str:
        """The answer of ``ctx``: final now (``final=False``, what may stream) or whole."""
        return mode.answer(ctx, final=final)

    def dropped(self, ctx: AskContext) -> list[str]:
        """Parts the framed answer leaves out beyond the mode's own, each with why."""
        return []

    def info(self) -> ReplyInfo:
        """The frame's facts for the result (``result.reply``)."""
        return ReplyInfo()


#: the frame of an ask whose template frames nothing (and of an ask with no template)
PLAIN = Frame()

#: ``(ctx, template) -> Frame | None``: a feature's frame for the templates it serves
FrameFactory = Callable[["AskContext", "BoundTemplate"], "Frame | None"]
_FACTORIES: list[FrameFactory] = []
#: sot's own framing features, imported (and so registered) the first time an ask has a template
BUILTIN_FRAMES = ("sot.orchestrator.support.reply",)


def register_frame(factory: FrameFactory) -> FrameFactory:
    """Have ``factory`` offer a frame to every ask with a template (the first that returns one wins)."""
    if factory not in _FACTORIES:
        _FACTORIES.append(factory)
    return factory


def frame_for(ctx: AskContext, template: BoundTemplate | None) -> Frame:
    """The frame ``template`` asks for, else :data:`PLAIN`."""
    if template is not None:
        import importlib

        for name in BUILTIN_FRAMES:
            importlib.import_module(name)
        for factory in _FACTORIES:
            frame = factory(ctx, template)
            if frame is not None:
                return frame
    return PLAIN
