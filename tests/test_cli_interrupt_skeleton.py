"""Ctrl-C on `sot ask --mode sot` while the skeleton is still being written, before any point
has started: the skeleton lines written so far are printed, and stderr says where the ask
stopped (not a bare "interrupted"); `--json` keeps them in `plan_text`."""

from __future__ import annotations

import json

import pytest

from tests.loopback import LoopbackServer, Reply, last_user_text
from tests.test_cli_interrupt import _env, interrupt, sot_ask

pytestmark = pytest.mark.slow

SKELETON = "1. Alpha\n2. Beta\n3. Gamma\n4. Delta\n5. Epsilon\n6. Zeta"


def slow_skeleton(body: dict) -> str | Reply:
    """A skeleton that writes a word every 0.3 s (it never finishes in time); any point would
    answer at once, but none starts: the points wait for the whole skeleton."""
    if is_plan(last_user_text(body)):
        return Reply(text=SKELETON, token_delay=0.3)
    return Reply(text="a point")


def is_plan(text: str) -> bool:
    return "skeleton" in text and "Continue and write only point" not in text


def two_lines_in(server: LoopbackServer):
    """Ready once the skeleton's first two lines have been sent (``1. Alpha\\n2. Beta`` is 4 words)."""

    def ready(proc) -> bool:
        return any(r.outcome == "pending" and r.tokens_sent >= 5 for r in server.requests)

    return ready


@pytest.mark.parametrize("stream", [False, True])
def test_ctrl_c_in_the_skeleton_prints_the_skeleton_so_far_and_says_where_it_stopped(stream):
    with LoopbackServer(slow_skeleton) as server:
        args = sot_ask("-m", "openai:m", "--mode", "sot", "--no-pipeline", *([] if stream else ["--no-stream"]))
        code, out, err = interrupt(args, _env(OPENAI_BASE_URL=server.base_url_openai), two_lines_in(server))
        asked = [last_user_text(r.body) for r in server.requests]
    assert code == 130, err
    assert "Traceback" not in err
    lines = out.splitlines()
    # (the line the client was reading may end in the interrupt's mark)
    assert lines[0] == "1. Alpha" and lines[1].startswith("2. Beta"), out
    assert len(lines) < 6  # what had been written, not the whole skeleton
    assert "interrupted while the skeleton was being written" in err, err
    assert f"{len(lines)} line" in err and "before any point was written" in err, err
    assert asked and all(is_plan(text) for text in asked)  # only the skeleton was ever asked


def test_json_ctrl_c_in_the_skeleton_keeps_it_in_plan_text():
    with LoopbackServer(slow_skeleton) as server:
        code, out, err = interrupt(
            sot_ask("-m", "openai:m", "--mode", "sot", "--no-pipeline", "--json"),
            _env(OPENAI_BASE_URL=server.base_url_openai),
            two_lines_in(server),
        )
    assert code == 130, err
    data = json.loads(out)  # stdout is exactly one JSON object
    assert data["status"] == "interrupted" and data["answer"] == ""
    assert data["plan_text"].startswith("1. Alpha\n2. Beta"), data["plan_text"]


def test_the_skeleton_so_far_marks_a_line_cut_midway_and_drops_a_bare_number():
    from sot.cli.live import plan_so_far

    assert plan_so_far("1. Alpha\n2. Beta\n") == ["1. Alpha", "2. Beta"]
    assert plan_so_far("1. Alpha\n2. Be") == ["1. Alpha", "2. Be … [interrupted]"]
    assert plan_so_far("1. Alpha\n2.") == ["1. Alpha"]
    assert plan_so_far("1.") == [] and plan_so_far("") == []
