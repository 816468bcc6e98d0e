"""The answer of an ask, from what is there: the one function every consumer's answer comes from.

:func:`answer_of` asks the ask's mode (:func:`~sot.orchestrator.modes.answering`) for its
answer, and where the ask's template has a reply frame (the built-in support templates),
puts it inside that frame (:func:`~sot.orchestrator.support.reply.framed`). ``final=False``
gives what is final now, which every later answer starts with (what streams, see
:mod:`~sot.orchestrator.answer_stream`); ``final=True`` the whole answer, each cut marked
(``result.answer``).
"""

from __future__ import annotations

from sot.orchestrator.context import AskContext
from sot.orchestrator.modes import answering
from sot.orchestrator.support.reply import framed

__all__ = ["answer_of"]


def answer_of(ctx: AskContext, *, final: bool) -> str:
    """The answer of ``ctx``: final now (``final=False``) or whole (``final=True``)."""
    mode = answering(ctx)
    if ctx.reply is None:
        return mode.answer(ctx, final=final)
    return framed(ctx.reply, ctx, mode, final=final)
