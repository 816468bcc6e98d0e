"""The README's Python example prints what it streams in a sensible order: the answer as it
streams, uninterrupted and in answer order, and any progress line (``[...]``) after the text it
reports on (a point's "done" before its text, or inside the answer, is not)."""

from __future__ import annotations

import re

import pytest

import sot
from tests.test_readme import BLOCKS, backend, scratch

__all__ = ["backend", "scratch"]  # the fixtures (the loopback backend, the user's environment) used below

pytestmark = pytest.mark.collect_garbage

(EXAMPLE,) = [block for block in BLOCKS if block.language == "python" and "sot.stream(" in block.code]


def test_the_streamed_answer_prints_whole_before_any_progress_line(scratch, capsys):
    question = re.search(r'question = "([^"]+)"', EXAMPLE.code).group(1)
    streamed = sot.orchestrate_sync(question, mode="sot").answer  # what the example streams (the default model)
    assert streamed.count("\n") >= 2  # points, each on its line
    capsys.readouterr()
    exec(compile(EXAMPLE.code, EXAMPLE.where, "exec"), {"__name__": "__readme__"})  # as tests/test_readme.py does
    printed = capsys.readouterr().out
    # what the stream printed: after the first ask's `print(result.fallback, total_s, tokens)`
    out = re.split(r"^(?:True|False) \S+ \d+\n", printed, flags=re.M)[-1]
    assert out != printed, printed
    assert streamed in out, out  # printed as it streamed, nothing in between
    end = out.index(streamed) + len(streamed)
    progress = [m.start() for m in re.finditer(r"^\[[^\n]*\]$", out, flags=re.M)]
    assert progress, out
    assert all(at >= end for at in progress), out
