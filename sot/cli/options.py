"""What `sot ask` sends to the library: its flags laid over the config file, and piped stdin.

Precedence is the library's one rule (:func:`sot.orchestrator.settings.resolve`): a flag,
then the template, then ``$SOT_MODEL`` and the config file (:mod:`sot.config`), then sot's
defaults. ``-m NAME`` may be a name from the config's ``[models]`` table.

When a question is given and stdin is a pipe or a file with text, that text is the
context of the question (``AskOptions.context``): every prompt shows it between
``<context>`` and ``</context>`` before the question. A pipe that sends nothing within
:data:`STDIN_WAIT_S` seconds is not waited for (a note on stderr says so).
"""

from __future__ import annotations

import argparse
import os
import select
import stat
import sys
from typing import Any

from sot.config import Config, load_config, parse_options, resolve_model

__all__ = ["STDIN_WAIT_S", "ask_kwargs", "effective_model", "piped_stdin", "sampling_notes"]

#: how long a pipe on stdin may take to send its first bytes (or close) before sot goes on without it
STDIN_WAIT_S = 2.0


def piped_stdin(read) -> str | None:
    """The text on stdin when it is a pipe or a file (not a terminal, not a device) that has
    some; ``None`` otherwise. ``read(what)`` reads all of it as text."""
    try:
        fd = sys.stdin.fileno()
        if os.isatty(fd):
            return None
        mode = os.fstat(fd).st_mode
    except (AttributeError, OSError, ValueError):  # stdin replaced or closed
        return None
    if stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode):
        ready, _, _ = select.select([fd], [], [], STDIN_WAIT_S)
        if not ready:
            print(f"sot: note: stdin sent nothing in {STDIN_WAIT_S:g} s; answering without it", file=sys.stderr)
            return None
    elif not stat.S_ISREG(mode):  # /dev/null and other devices
        return None
    text = read("the context")
    return text if text.strip() else None


def effective_model(args: argparse.Namespace, config: Config) -> str | None:
    """The model the flags, ``$SOT_MODEL`` and the config name (a template may still name one)."""
    return resolve_model(args.model or os.environ.get("SOT_MODEL") or config.model, config)


def sampling_notes(model: str | None, sampling: dict[str, Any]) -> list[str]:
    """One line for each sampling option the model's endpoint never receives."""
    if not sampling or not model or model.split(":", 1)[0].strip().lower() != "anthropic":
        return []
    from sot.providers.anthropic_provider import ignored_sampling

    ignored = [key for key in sampling if key in ignored_sampling()]
    if not ignored:
        return []
    where = "Anthropic has no seed" if ignored == ["seed"] else "api.anthropic.com takes no sampling options"
    return [f"sot: note: {where}; {', '.join(ignored)} not sent"]


def ask_kwargs(args: argparse.Namespace, *, context: str | None) -> dict[str, Any]:
    """An ask's keywords from the parsed flags (a flag not given names nothing: the template, the
    config file and sot's defaults decide), and ``config``, what the config file says, with
    ``provider_options``: the :class:`sot.Client`'s keywords; the rest are its ``stream``'s."""
    from sot.templates import parse_var_assignments

    config = load_config()
    flags = parse_options(args.option)
    given: dict[str, Any] = dict(
        model=resolve_model(args.model, config),
        mode=args.mode,
        template=args.template,
        variables=parse_var_assignments(args.var) or None,
        max_points=args.max_points,
        max_tokens=args.max_tokens,
        deadline=args.deadline,
        router=args.router,
        template_paths=tuple(args.template_path),
        pipeline=args.pipeline,
        system=args.system,
        context=context,
        **flags,
    )
    kwargs = {key: value for key, value in given.items() if value is not None and value != ()}
    kwargs["config"] = config.settings()
    for line in sampling_notes(effective_model(args, config), {**config.options, **flags}):
        print(line, file=sys.stderr)
    if not args.json:
        from sot.cli.progress import load_progress_options

        kwargs["provider_options"] = load_progress_options()
    return kwargs
