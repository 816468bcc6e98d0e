"""Writing small test files."""

from __future__ import annotations

import textwrap
from pathlib import Path


def write(path: Path, text: str) -> Path:
    """Write ``text`` (dedented) to ``path``, creating its folder; returns ``path``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text).lstrip(), encoding="utf-8")
    return path
