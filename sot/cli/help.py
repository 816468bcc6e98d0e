"""Help text: descriptions wrapped to the terminal, examples printed as written."""

from __future__ import annotations

import argparse

__all__ = ["ExamplesFormatter"]


class ExamplesFormatter(argparse.HelpFormatter):
    """argparse's formatter, except that an epilog starting ``examples:`` keeps its lines."""

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        if text.startswith("examples:"):
            return "".join(indent + line for line in text.splitlines(keepends=True))
        return super()._fill_text(text, width, indent)
