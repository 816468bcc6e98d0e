"""The slow first load of a local model, shown on stderr (``sot ask`` without its live view)."""

from __future__ import annotations

import sys
from typing import Any

__all__ = ["LoadProgress", "load_progress_options"]


def load_progress_options() -> dict[str, Any]:
    """Provider options that show the slow first load of a local model (providers that load
    no model are not given them: :func:`sot.providers.registry.get_provider`)."""
    return {"progress": LoadProgress()}


class LoadProgress:
    """Progress of the slow first model load, on stderr: a line per step and per tenth done."""

    def __init__(self) -> None:
        self.last: tuple[str, int] | None = None

    def __call__(self, message: str, fraction: float | None = None) -> None:
        tenth = -1 if fraction is None else int(fraction * 10)
        if self.last is not None and self.last == (message, tenth):
            return
        self.last = (message, tenth)
        pct = f" {fraction * 100:3.0f}%" if fraction is not None else ""
        print(f"sot: {message}{pct}", file=sys.stderr, flush=True)
