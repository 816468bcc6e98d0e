"""A griffe extension for the Python API pages (mkdocs.yml: the python handler's ``extensions``).

sot documents a field where it is declared, in ``#:`` comments above it (Sphinx's convention,
which griffe does not read)::

    #: most points in a SoT skeleton
    max_points: int | None

This extension makes those comments the attribute's docstring, so ``sot.AskArgs``'s options
and the result types' fields are documented on the site as they are in the source.
"""

from __future__ import annotations

from typing import Any

import griffe


class HashColonComments(griffe.Extension):
    def on_attribute_instance(self, *, node: Any, attr: griffe.Attribute, agent: Any, **kwargs: Any) -> None:
        if attr.docstring is not None or attr.lineno is None or attr.filepath is None:
            return
        lines = attr.lines_collection[attr.filepath] if attr.filepath in attr.lines_collection else []
        comment: list[str] = []
        at = attr.lineno - 2  # the line above the attribute, 0-based
        while at >= 0 and lines[at].lstrip().startswith("#:"):
            comment.insert(0, lines[at].lstrip()[2:].strip())
            at -= 1
        if comment:
            attr.docstring = griffe.Docstring(" ".join(comment), lineno=at + 2, parent=attr)
