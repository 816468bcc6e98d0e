"""`sot ask` flags for conversations and support templates: ``--history FILE``, ``--kb FILE``.

``--history`` reads earlier turns (JSON or JSON Lines of ``{"role", "content"}``; see
:mod:`sot.orchestrator.conversation`); every prompt of the ask carries them. ``--kb``
reads a text or Markdown file into the template's ``knowledge_base`` variable (the same
as ``--var knowledge_base=@FILE``).
"""

from __future__ import annotations

import argparse
from typing import Any

__all__ = ["add_support_arguments", "support_kwargs"]


def add_support_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--history",
        metavar="FILE",
        help="earlier turns of the conversation: JSON or JSON Lines of "
        '{"role": "user"|"assistant"|"system", "content": "..."}',
    )
    p.add_argument(
        "--kb",
        metavar="FILE",
        help="knowledge base (text or Markdown) for the template's knowledge_base "
        "variable; --var KEY=@FILE reads any variable from a file",
    )


def support_kwargs(args: argparse.Namespace, variables: dict[str, Any] | None) -> dict[str, Any]:
    """The ``history`` and ``variables`` these flags add to an ask's keyword arguments."""
    from sot.errors import UserInputError
    from sot.orchestrator.conversation import read_history
    from sot.templates.vars import read_var_file

    out: dict[str, Any] = {}
    if getattr(args, "history", None):
        out["history"] = read_history(args.history)
    if getattr(args, "kb", None):
        if variables and "knowledge_base" in variables:
            raise UserInputError("give the knowledge base once: --kb FILE or --var knowledge_base=..., not both")
        if not args.template:
            raise UserInputError("--kb fills a template's knowledge_base variable: give a template too (-t support)")
        out["variables"] = {**(variables or {}), "knowledge_base": read_var_file("--kb", args.kb)}
    return out
