"""Help text: descriptions wrapped to the terminal, sections printed as written.

The modes a command takes are said from :mod:`sot.modes` (the names every registered mode
declares, with its one-line summary), so a new mode shows up in ``sot --help``, in
``--mode``'s choices and in the ``modes:`` section of ``sot ask --help`` without an edit here.
"""

from __future__ import annotations

import argparse
import textwrap

from sot.modes import AUTO, answer_modes, summaries

__all__ = ["SECTIONS", "ExamplesFormatter", "mode_names", "modes_section"]

#: an epilog that starts with one of these keeps its lines as written (each line of
#: :func:`modes_section` and of the examples is laid out already)
SECTIONS = ("modes:", "examples:")

#: what ``auto`` does, beside the modes' own summaries
AUTO_SUMMARY = "sot chooses per question: the router, then the cost model on this backend"
#: the widest line of a section (a summary longer than this wraps under itself)
WIDTH = 96


class ExamplesFormatter(argparse.HelpFormatter):
    """argparse's formatter, except that an epilog starting with a section heading (``modes:``,
    ``examples:``) keeps its lines."""

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        if text.startswith(SECTIONS):
            return "".join(indent + line for line in text.splitlines(keepends=True))
        return super()._fill_text(text, width, indent)


def mode_names(*, conjunction: str = "or") -> str:
    """The answering modes in words: ``direct, sot, pasta, mapreduce or items``."""
    names = answer_modes()
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} {conjunction} {names[-1]}"


def modes_section() -> str:
    """A ``modes:`` section: ``auto`` and every declared mode with its one-line summary."""
    rows = [(AUTO, AUTO_SUMMARY), *((name, summary or "") for name, summary in summaries().items())]
    pad = max(len(name) for name, _ in rows) + 2
    lines = ["modes:"]
    for name, summary in rows:
        wrapped = textwrap.wrap(summary, WIDTH - 2 - pad) or [""]
        lines.append(f"  {name:<{pad}}{wrapped[0]}".rstrip())
        lines += [" " * (2 + pad) + more for more in wrapped[1:]]
    return "\n".join(lines)
