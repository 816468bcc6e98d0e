"""The languages of sot: SoT skeletons and PASTA-LANG, parsed into a small frozen IR.

- :func:`parse_skeleton`: a model's SoT plan -> :class:`Skeleton` (never raises on it);
  :class:`SkeletonStream` gives its points one by one while the plan streams.
- :func:`parse_pasta`: an authored PASTA-LANG document -> :class:`Document`; raises
  :class:`~sot.errors.ParseError` with line, column and caret.
- :func:`parse_reply` / :class:`IncrementalParser`: a model's PASTA-LANG reply, whole or
  streamed chunk by chunk; never raises, malformed tags stay text.
- :class:`TaskGraph`: the DAG both turn into (``.to_graph()``), or grow while a reply streams.

Grammars are the ``*.lark`` files of this package. Nothing here performs I/O.
"""

from sot.pasta_lang.incremental import IncrementalParser, parse_reply
from sot.pasta_lang.ir import (
    Async,
    Document,
    Item,
    Promise,
    Skeleton,
    Span,
    Sync,
    TaskGraph,
    TaskNode,
    Text,
    graph_from_document,
    graph_from_skeleton,
    render,
)
from sot.pasta_lang.pasta import has_tags, parse_pasta
from sot.pasta_lang.skeleton import SkeletonStream, parse_skeleton

__all__ = [
    "Async",
    "Document",
    "IncrementalParser",
    "Item",
    "Promise",
    "Skeleton",
    "SkeletonStream",
    "Span",
    "Sync",
    "TaskGraph",
    "TaskNode",
    "Text",
    "graph_from_document",
    "graph_from_skeleton",
    "has_tags",
    "parse_pasta",
    "parse_reply",
    "parse_skeleton",
    "render",
]
