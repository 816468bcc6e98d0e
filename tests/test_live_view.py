"""The live view of `sot ask`: it keeps to the terminal's height, keeps the streaming points
in sight, and leaves the answer on screen exactly once.

The end-to-end test runs `sot ask` with the fake provider in a real pseudo-terminal of
80x24 and replays everything it wrote through a terminal emulator (pyte) that keeps the
scrollback, as a user's terminal would.
"""

from __future__ import annotations

import fcntl
import json
import os
import re
import select
import signal
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

import pyte
from rich.console import Console

from sot.cli.live import Collected, LiveView
from sot.orchestrator.events import (
    AnswerText,
    BranchDelta,
    BranchDone,
    BranchStarted,
    PlanDelta,
    PlanReady,
    RouteDecided,
)

ROOT = Path(__file__).resolve().parent.parent
SPINNER = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏⠿"
WORDS = 150
POINTS = 8


def words(point: int, n: int = WORDS) -> str:
    """Words that name their point and place, so each can be found and counted on screen."""
    return " ".join(f"p{point}w{k:03d}" for k in range(n))


def view(width: int = 80, height: int = 24, mode: str | None = "sot") -> LiveView:
    return LiveView(console=Console(width=width, height=height, force_terminal=True), model="fake", mode=mode)


def feed(v: LiveView, *events) -> None:
    for e in events:
        v.update(e)


def plain(lines) -> list[str]:
    return [line.plain for line in lines]


# ---------------------------------------------------------------------- frames


def test_frame_keeps_to_the_terminal_and_shows_each_streaming_point_newest_words():
    v = view()
    feed(v, PlanReady(t=0.1, mode="sot", points=tuple(f"Point {i}" for i in range(POINTS))))
    for i in range(POINTS):
        feed(v, BranchStarted(t=0.1, index=i, title=f"Point {i}"))
    for i in range(POINTS):  # points 0-2 finished; the rest are 120 words in
        feed(v, BranchDelta(t=0.2, index=i, text=words(i, WORDS if i < 3 else 120)))
        if i < 3:
            feed(v, BranchDone(t=0.3, index=i, text=words(i)))
    lines = plain(v.frame(80, 24))
    assert len(lines) <= 23 and all(len(line) <= 79 for line in lines)
    assert not any(line.strip() in ("...", "…") for line in lines)
    assert "3 done" in lines[0] and "5 writing" in lines[0]
    screen = "\n".join(lines)
    for i in range(3, POINTS):  # every streaming point shows its newest word
        assert f"p{i}w119" in screen, (i, screen)
    for i in range(3):  # finished points collapse to their title line
        assert not re.search(rf"\bp{i}w\d+", screen)
        assert any(line.startswith("✓") and f"{i + 1}. Point {i}" in line for line in lines)


def test_more_points_than_rows_keep_the_streaming_ones_in_sight():
    v = view(width=60, height=10)
    n = 30
    feed(v, PlanReady(t=0.1, mode="sot", points=tuple(f"Point {i}" for i in range(n))))
    for i in range(n):
        feed(v, BranchStarted(t=0.1, index=i, title=f"Point {i}"))
    for i in range(20):
        feed(v, BranchDone(t=0.2, index=i, text=words(i, 5)))
    for i in (25, 26):
        feed(v, BranchDelta(t=0.3, index=i, text=words(i, 40)))
    lines = plain(v.frame(60, 10))
    assert len(lines) <= 9 and all(len(line) <= 59 for line in lines)
    screen = "\n".join(lines)
    assert "points 1–20 done" in screen and "more points not shown" in screen
    assert "26. Point 25" in screen and "27. Point 26" in screen
    assert "p25w039" in screen and "p26w039" in screen


def test_status_before_the_first_token_says_what_is_happening():
    v = view(mode=None)  # auto: the mode is not known yet
    assert "starting" in v.status_line()
    feed(v, PlanDelta(t=0.1, text="1."))  # sot starts the skeleton for the model, which then loads
    v.progress("loading SmolLM2", None)
    assert v.status_line() == "loading fake: loading SmolLM2"
    assert len(v.frame(80, 24)) == 1  # no lone "1." while the model loads
    v.progress("dequantizing GGUF weights", 0.4)
    assert v.status_line().endswith("40%")
    feed(v, PlanDelta(t=0.2, text=" Sleep"))  # the model has loaded and writes
    assert v.status_line() == "fake is writing the skeleton"
    assert plain(v.frame(80, 24))[1:] == ["1. Sleep"]
    v.interrupted()
    assert v.status_line().startswith("interrupted: stopping")
    v = view(mode=None)
    feed(v, RouteDecided(t=0.1, mode="sot", score=0.9, router="trained"))
    assert v.status_line() == "waiting for fake to start the skeleton"
    compact = LiveView(console=Console(width=80, height=24, force_terminal=True), compact=True, model="fake")
    feed(compact, RouteDecided(t=0.1, mode="direct", score=0.1, router="trained"))
    lines = plain(compact.frame(80, 24))
    assert len(lines) == 1 and "waiting for fake to start the answer" in lines[0]


def test_map_reduce_shows_its_parts_as_they_are_read():
    v = view(mode=None)
    feed(v, RouteDecided(t=0.1, mode="mapreduce", score=1.0, router="window"))
    assert v.status_line() == "waiting for fake to start the parts"
    feed(v, PlanReady(t=0.2, mode="mapreduce", points=("part 1 of 3", "part 2 of 3", "part 3 of 3")))
    feed(v, BranchStarted(t=0.3, index=0, title="part 1 of 3"), BranchStarted(t=0.3, index=1, title="part 2 of 3"))
    feed(v, BranchDone(t=0.5, index=0, text="Notes."))
    assert v.status_line() == "3 parts, 1 done, 1 writing"
    assert any("part 2 of 3" in line for line in plain(v.frame(80, 24)))
    # with what it reads and its predicted time, before reading it
    w = view(mode="mapreduce")
    feed(w, PlanReady(t=0.2, mode="mapreduce", points=("part 1 of 2", "part 2 of 2"), tokens=26000, estimate_s=290.4))
    assert w.status_line() == "2 parts (26,000 tokens, about 290 s), 0 done"


def test_points_that_start_before_the_skeleton_is_done_show_at_once():
    v = view()
    feed(v, PlanDelta(t=0.1, text="1. Sleep\n2. Fo"))
    assert plain(v.frame(80, 24))[1:] == ["1. Sleep 2. Fo"]  # the skeleton being written
    feed(v, BranchStarted(t=0.2, index=0, title="Sleep"), BranchDelta(t=0.3, index=0, text="Seven hours at least."))
    lines = plain(v.frame(80, 24))
    assert "1 point, skeleton still being written, 0 done, 1 writing" in lines[0]
    assert lines[1][2:] == "1. Sleep: Seven hours at least." and len(lines) == 2
    feed(
        v,
        BranchDone(t=0.4, index=0, text="Seven hours at least."),
        PlanReady(t=0.5, mode="sot", points=("Sleep", "Food")),
    )
    lines = plain(v.frame(80, 24))
    assert "2 points, 1 done" in lines[0] and lines[1:] == ["✓ 1. Sleep", "· 2. Food"]


# ---------------------------------------------------------------------- what an interrupt keeps


def test_collected_marks_cut_points_and_names_unwritten_ones():
    state = Collected(model="fake", mode="sot")
    for e in (
        PlanReady(t=0.1, mode="sot", points=("Alpha", "Beta", "Gamma")),
        BranchStarted(t=0.1, index=0, title="Alpha"),
        BranchStarted(t=0.1, index=1, title="Beta"),
        BranchDelta(t=0.2, index=0, text="alpha is quick"),
        BranchDone(t=0.3, index=0, text="alpha is quick"),
        AnswerText(t=0.3, text="1. Alpha: alpha is quick"),
        BranchDelta(t=0.3, index=1, text="beta was half"),
        AnswerText(t=0.3, text="\n2. Beta: beta was half"),
        BranchStarted(t=0.3, index=2, title="Gamma"),
        BranchDone(t=0.4, index=2, text="gamma came early"),
    ):
        state.add(e)
    # (an ask that did not end within the grace time) every point in its place, the one
    # Ctrl-C cut marked, the one that had finished past it whole
    assert state.partial_answer().splitlines() == [
        "1. Alpha: alpha is quick",
        "2. Beta: beta was half … [interrupted]",
        "3. Gamma: gamma came early",
    ]
    assert state.finished_after_cut() == []
    data = state.interrupted_result()
    assert data["status"] == "interrupted" and data["error"] == "interrupted"
    assert [(b["status"], b["text"], b["reason"]) for b in data["branches"]] == [
        ("done", "alpha is quick", None),
        ("partial", "beta was half", "interrupted"),
        ("done", "gamma came early", None),
    ]
    json.dumps(data)


# ---------------------------------------------------------------------- a real terminal


def fake_script(tmp_path: Path) -> str:
    """8 points of 150 words; point i streams a word every (i + 1) * 4 ms, so while the
    slow ones stream the quick ones have finished."""
    by_label = {"plan:sot": "\n".join(f"{i + 1}. Topic {i}" for i in range(POINTS))}
    for i in range(POINTS):
        by_label[f"branch:{i}:"] = {"text": words(i), "token_delay": 0.004 * (i + 1)}
    path = tmp_path / "script.json"
    path.write_text(json.dumps({"by_label": by_label}))
    return f"fake:{path}"


class Terminal:
    """`sot` in a pseudo-terminal of ``cols`` x ``rows``, its output replayed into pyte."""

    def __init__(
        self, args: list[str], *, cols: int = 80, rows: int = 24, history: int = 5000, stdout: int | None = None
    ) -> None:
        self.screen = pyte.HistoryScreen(cols, rows, history=history, ratio=0.5)
        self.stream = pyte.ByteStream(self.screen)
        # a terminal that was in use: the cursor starts on its last row
        self.stream.feed(b"".join(b"earlier line %d\r\n" % i for i in range(rows + 5)) + b"$ sot ask ...\r\n")
        master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES", "NO_COLOR", "SOT_MODEL")}
        env.update(TERM="xterm-256color", PYTHONUNBUFFERED="1")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "sot", *args],
            stdin=slave,
            stdout=slave if stdout is None else stdout,
            stderr=slave,
            env=env,
            cwd=ROOT,
            start_new_session=True,
        )
        os.close(slave)
        self.master = master
        self.raw = bytearray()

    def pump(self, quiet: float = 0.03) -> bool:
        """Read what is there; True once output paused ``quiet`` s (a frame is whole), False at the end."""
        while True:
            ready, _, _ = select.select([self.master], [], [], quiet)
            if not ready:
                return True
            try:
                data = os.read(self.master, 65536)
            except OSError:  # the child closed the terminal
                return False
            if not data:
                return False
            self.raw += data
            self.stream.feed(data)

    def finish(self, timeout: float = 60) -> int:
        end = time.monotonic() + timeout
        while time.monotonic() < end and (self.pump() or self.proc.poll() is None):
            if self.proc.poll() is not None and not select.select([self.master], [], [], 0.2)[0]:
                break
        code = self.proc.wait(timeout=max(1, end - time.monotonic()))
        os.close(self.master)
        return code

    def display(self) -> list[str]:
        return list(self.screen.display)

    def scrollback(self) -> list[str]:
        cols = self.screen.columns
        return ["".join(line[x].data for x in range(cols)) for line in self.screen.history.top]

    def kill(self) -> None:
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait()


def joined(lines: list[str]) -> str:
    """Rows as one text: a word the terminal wrapped across two full rows joins up again."""
    return "".join(line.ljust(80)[:80] for line in lines)


def test_live_view_in_an_80x24_terminal_keeps_the_streaming_point_and_leaves_the_answer_once(tmp_path):
    term = Terminal(["ask", "Tell me about eight topics", "-m", fake_script(tmp_path), "--mode", "sot"])
    frames = 0
    try:
        end = time.monotonic() + 60
        while term.proc.poll() is None and time.monotonic() < end:
            if not term.pump():
                break
            rows = term.display()
            header = next((r for r in rows if re.search(r"\d+ writing", r)), None)
            if header is None:
                continue
            frames += 1
            # the view holds no overflow marker, and each point still writing is on screen
            # with its newest words
            assert not any(r.strip() in ("...", "…") for r in rows), rows
            top = rows.index(header)
            assert len(rows) - top <= 24 and "earlier line" not in "".join(rows[top:]), rows
            writing = int(re.search(r"(\d+) writing", header).group(1))
            streaming = [r for r in rows[top + 1 :] if r[:1] in SPINNER and re.search(r"\d+\. Topic", r)]
            assert len(streaming) == writing, rows
            # nothing of the view ever reaches the scrollback
            assert not re.search(r"p\dw\d{3}|Topic", joined(term.scrollback())), term.scrollback()
        code = term.finish()
    finally:
        term.kill()
    assert code == 0, bytes(term.raw[-2000:])
    assert frames >= 3, "the view was never seen while points were streaming"
    text = joined(term.scrollback() + term.display())
    # the final answer, once: every word of every point exactly once, every title once
    for i in range(POINTS):
        for k in range(WORDS):
            assert text.count(f"p{i}w{k:03d}") == 1, (i, k)
        assert text.count(f"Topic {i}") == 1, i
    assert "writing" not in text and not any(ch in text for ch in SPINNER + "✓")
    # the lines that were on the terminal before are still there, in order, above the answer
    assert text.index("earlier line 28") < text.index("p0w000")


def test_ctrl_c_in_the_live_view_clears_it_and_prints_finished_and_cut_points_once(tmp_path):
    term = Terminal(["ask", "Tell me about eight topics", "-m", fake_script(tmp_path), "--mode", "sot"])
    try:
        end = time.monotonic() + 60
        while term.proc.poll() is None and time.monotonic() < end:
            if not term.pump():
                break
            header = next((r for r in term.display() if re.search(r"\d+ writing", r)), "")
            done = re.search(r"(\d+) done", header)
            if done and int(done.group(1)) >= 2:
                os.killpg(term.proc.pid, signal.SIGINT)  # what Ctrl-C sends the foreground group
                break
        code = term.finish()
    finally:
        term.kill()
    text = joined(term.scrollback() + term.display())
    assert code == 130, text[-2000:]
    assert "Traceback" not in text and "sot: interrupted" in text
    assert "writing" not in text and not any(ch in text for ch in SPINNER + "✓")
    # the answer as a deadline would have it: every point in answer order, each once, the
    # finished ones whole, the ones Ctrl-C cut with their text so far and the mark
    printed = [i for i in range(POINTS) if f"Topic {i}:" in text]
    assert printed == list(range(POINTS)), text[-2000:]
    whole, cut = [], []
    for i in printed:
        assert text.count(f"Topic {i}:") == 1, i
        seen = [k for k in range(WORDS) if f"p{i}w{k:03d}" in text]
        assert all(text.count(f"p{i}w{k:03d}") == 1 for k in seen)
        assert seen == list(range(len(seen)))  # what was written, in order, from the start
        (whole if len(seen) == WORDS else cut).append(i)
    assert len(whole) >= 2 and cut, (whole, cut)
    assert text.count(" … [interrupted]") == len(cut), text[-2000:]


def test_with_stdout_piped_the_status_goes_to_the_terminal_and_stdout_holds_only_the_answer(tmp_path):
    read, write = os.pipe()
    term = Terminal(["ask", "Tell me about eight topics", "-m", fake_script(tmp_path), "--mode", "sot"], stdout=write)
    os.close(write)
    seen_status = False
    out = bytearray()
    try:
        end = time.monotonic() + 60
        while term.proc.poll() is None and time.monotonic() < end:
            ready, _, _ = select.select([read], [], [], 0)
            if ready:
                out += os.read(read, 65536)
            if not term.pump():
                break
            seen_status |= any(re.search(r"\d+ writing", r) for r in term.display())
        code = term.finish()
        while chunk := os.read(read, 65536):
            out += chunk
    finally:
        os.close(read)
        term.kill()
    assert code == 0 and seen_status
    answer = out.decode()
    assert "\x1b" not in answer and "writing" not in answer
    assert answer.splitlines()[0].startswith("1. Topic 0: p0w000 p0w001")
    assert all(answer.count(f"p{i}w{k:03d}") == 1 for i in range(POINTS) for k in range(WORDS))
    screen = joined(term.scrollback() + term.display())
    assert "writing" not in screen and "p0w000" not in screen and "sot: mode sot" in screen


def test_a_template_that_names_a_remote_model_gets_no_local_load_progress(tmp_path, monkeypatch, capsys):
    """No -m and no $SOT_MODEL: the CLI offers load progress for the local default, and the
    template's own model (here the fake) must not receive it."""
    from sot.cli.main import main

    monkeypatch.delenv("SOT_MODEL", raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    template = tmp_path / "named.yaml"
    template.write_text("name: named\nmodel: fake\nmode: sot\n")
    assert main(["ask", "Hi", "-t", str(template), "--no-stream"]) == 0
    assert capsys.readouterr().out.startswith("1. Background: ")
