"""The answer of an ask, from what is there: the one function every consumer's answer comes from.

:func:`answer_of` asks the ask's frame (:mod:`~sot.orchestrator.frame`: the plain one, or a
template's support reply) for the answer of the ask's mode
(:func:`~sot.orchestrator.modes.answering`). ``final=False`` gives what is final now, which
every later answer starts with (what streams, see :mod:`~sot.orchestrator.answer_stream`);
``final=True`` the whole answer, each cut marked (``result.answer``).
"""

from __future__ import annotations

from sot.orchestrator.context import AskContext
from sot.orchestrator.modes import answering

__all__ = ["answer_of"]


def answer_of(ctx: AskContext, *, final: bool) -> str:
    """The answer of ``ctx``: final now (``final=False``) or whole (``final=True``)."""
    return ctx.frame.answer(ctx, answering(ctx), final=final)
