"""Ctrl-C on `sot ask` at any moment: exit 130 and no traceback; mid-expansion the ask ends
as at its deadline: the answer from every point that had finished, in order, the cut ones
with their text so far marked as interrupted, no request left open; with `--json` stdout
always holds one JSON object, with `"status": "interrupted"`."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from tests.loopback import LoopbackServer, Reply, last_user_text


def responder(body: dict) -> str | Reply:
    text = last_user_text(body)
    messages = body.get("messages") or []
    prefilled = bool(messages) and messages[-1].get("role") == "assistant"  # anthropic continues "1."
    if "skeleton" in text and "Continue and write only point" not in text:
        return " Alpha\n2. Beta\n3. Gamma" if prefilled else "1. Alpha\n2. Beta\n3. Gamma"
    if '"Alpha"' in text:
        return Reply(text="alpha is quick")
    return Reply(text="slow " * 150, token_delay=0.2)  # Beta and Gamma never finish in time


def _env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "ANTHROPIC_", "SOT_"))}
    env.update(extra)
    return env


def interrupt(args: list[str], env: dict[str, str], ready, delay: float = 0.0) -> tuple[int, str, str]:
    """Run ``args``, wait until ``ready(proc)`` (then ``delay`` s), send SIGINT as Ctrl-C
    does; the exit code, stdout and stderr."""
    proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        deadline = time.monotonic() + 60
        while not ready(proc) and time.monotonic() < deadline:
            time.sleep(0.001)
        assert ready(proc), "never ready to interrupt"
        time.sleep(delay)
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    return proc.returncode, out, err


def mid_expansion(server: LoopbackServer):
    """Ready once the quick branch has finished and the slow ones are a few words (0.2 s
    each) in, long after the client read the end of the quick one."""

    def ready(proc) -> bool:
        recs = list(server.requests)
        return (
            sum(r.outcome == "completed" for r in recs) >= 2
            and sum(r.outcome == "pending" and r.tokens_sent >= 3 for r in recs) >= 2
        )

    return ready


def sot_ask(*args: str) -> list[str]:
    return [sys.executable, "-m", "sot", "ask", "Tell me about letters", *args]


@pytest.mark.parametrize("api", ["openai", "anthropic"])
def test_ctrl_c_keeps_finished_points_and_closes_every_request(api):
    with LoopbackServer(responder) as server:
        env = _env(
            **(
                {"OPENAI_BASE_URL": server.base_url_openai}
                if api == "openai"
                else {"ANTHROPIC_BASE_URL": server.base_url_anthropic, "ANTHROPIC_API_KEY": "x"}
            )
        )
        code, out, err = interrupt(
            sot_ask("-m", f"{api}:m", "--mode", "sot", "--no-stream"), env, mid_expansion(server)
        )
        assert code == 130, err
        lines = out.splitlines()
        assert lines[0] == "1. Alpha: alpha is quick", out
        # every point in its place, the points Ctrl-C cut with their text so far, marked
        assert lines[1].startswith("2. Beta: slow slow") and lines[1].endswith(" … [interrupted]"), out
        assert lines[2].startswith("3. Gamma: slow slow") and lines[2].endswith(" … [interrupted]"), out
        assert "interrupted" in err and "Traceback" not in err
        # every request the CLI opened was closed by the client, none left streaming
        deadline = time.monotonic() + 10
        while any(r.outcome == "pending" for r in server.requests) and time.monotonic() < deadline:
            time.sleep(0.05)
        outcomes = sorted(r.outcome for r in server.requests)
        assert outcomes == ["completed", "completed", "disconnected", "disconnected"], outcomes


def _importing_sot(pid: int) -> bool:
    """The process has begun `import sot` (pydantic's compiled core is loaded): from here on
    sot's own Ctrl-C handling is in place."""
    try:
        return "pydantic_core" in Path(f"/proc/{pid}/maps").read_text()
    except OSError:
        return False


@pytest.mark.parametrize("delay", [0.0, 0.1, 0.3, 0.6, 1.2])
@pytest.mark.parametrize("as_json", [False, True])
def test_ctrl_c_at_start_up_exits_130_without_a_traceback(tmp_path, delay, as_json):
    """From `import sot` through the commands loading and the first events: exit 130, one
    line on stderr, and with --json a JSON object on stdout."""
    script = tmp_path / "slow.json"
    script.write_text(json.dumps({"token_delay": 0.2}))
    args = sot_ask("-m", f"fake:{script}", "--mode", "sot", *(["--json"] if as_json else []))
    code, out, err = interrupt(args, _env(), lambda proc: _importing_sot(proc.pid), delay)
    assert code == 130, (code, err)
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    assert "sot: interrupted" in err
    if as_json:
        data = json.loads(out)
        assert data["status"] == "interrupted" and data["error"] == "interrupted"
        assert {"answer", "mode", "model", "skeleton", "branches", "timings", "usage"} <= set(data)


@pytest.mark.parametrize("as_json", [False, True])
def test_a_ctrl_c_that_passed_through_exec_still_exits_130(tmp_path, as_json):
    """CPython remembers a KeyboardInterrupt raised inside ``exec`` of a string (dataclasses
    and named tuples are built that way while modules load) even when it is caught, and
    would end the process by SIGINT (-2) after the CLI printed its exit; the CLI exits 130."""
    (tmp_path / "sitecustomize.py").write_text(
        textwrap.dedent(
            """
            import sot.cli.main

            def build_parser():
                exec("raise KeyboardInterrupt")

            sot.cli.main.build_parser = build_parser
            """
        )
    )
    args = sot_ask("-m", "fake:", *(["--json"] if as_json else []))
    proc = subprocess.run(args, capture_output=True, text=True, env=_env(PYTHONPATH=str(tmp_path)), timeout=60)
    assert proc.returncode == 130, (proc.returncode, proc.stderr)
    assert "sot: interrupted" in proc.stderr and "Traceback" not in proc.stderr
    if as_json:
        assert json.loads(proc.stdout)["status"] == "interrupted"


def test_json_ctrl_c_mid_expansion_prints_the_kept_points_as_json():
    with LoopbackServer(responder) as server:
        code, out, err = interrupt(
            sot_ask("-m", "openai:m", "--mode", "sot", "--json"),
            _env(OPENAI_BASE_URL=server.base_url_openai),
            mid_expansion(server),
        )
    assert code == 130, err
    assert "Traceback" not in err
    data = json.loads(out)  # stdout is exactly one JSON object
    assert data["status"] == "interrupted" and data["mode"] == "sot" and data["model"] == "openai:m"
    assert data["skeleton"] == ["Alpha", "Beta", "Gamma"]
    branches = {b["title"]: b for b in data["branches"]}
    assert (branches["Alpha"]["status"], branches["Alpha"]["text"]) == ("done", "alpha is quick")
    for title in ("Beta", "Gamma"):
        assert branches[title]["status"] == "partial" and branches[title]["text"].startswith("slow slow")
        assert branches[title]["reason"] == "interrupted"
    assert data["answer"].startswith("1. Alpha: alpha is quick\n2. Beta: slow slow")
    assert data["answer"].endswith(" … [interrupted]") and "\n3. Gamma: slow slow" in data["answer"]


POINT = re.compile(r'Continue and write only point \d+: "([^"]+)"')
FIVE = ["Alpha", "Beta", "Gamma", "Delta", "Epsilon"]


def point_three_hangs(body: dict) -> str | Reply:
    """A five-point skeleton whose third point writes a word every 0.2 s (it hangs), the
    others at once."""
    text = last_user_text(body)
    point = POINT.search(text)
    if point is None:
        plan = "\n".join(f"{i + 1}. {t}" for i, t in enumerate(FIVE))
        messages = body.get("messages") or []
        return plan[2:] if messages and messages[-1].get("role") == "assistant" else plan  # anthropic: "1." prefilled
    if point.group(1) == "Gamma":
        return Reply(text="gamma is slow " * 60, token_delay=0.2)
    return Reply(text=f"{point.group(1).lower()} is done.")


def four_done_one_hanging(server: LoopbackServer):
    def ready(proc) -> bool:
        recs = list(server.requests)
        return (
            sum(r.outcome == "completed" for r in recs) >= 5  # the plan and four points
            and any(r.outcome == "pending" and r.tokens_sent >= 3 for r in recs)
        )

    return ready


@pytest.mark.parametrize("stream", [False, True])
def test_ctrl_c_prints_every_finished_point_in_order_and_marks_the_hanging_one(stream):
    """Point 3 hangs, points 1, 2, 4 and 5 have finished: Ctrl-C prints the whole answer as a
    deadline would have it, point 3 with its text so far marked as interrupted, exit 130."""
    with LoopbackServer(point_three_hangs) as server:
        args = sot_ask("-m", "openai:m", "--mode", "sot", *([] if stream else ["--no-stream"]))
        code, out, err = interrupt(args, _env(OPENAI_BASE_URL=server.base_url_openai), four_done_one_hanging(server))
    assert code == 130, err
    assert "Traceback" not in err and "interrupted" in err
    lines = out.splitlines()
    assert [line.split(":")[0] for line in lines] == [f"{i + 1}. {t}" for i, t in enumerate(FIVE)], out
    for i in (0, 1, 3, 4):
        assert lines[i] == f"{i + 1}. {FIVE[i]}: {FIVE[i].lower()} is done.", out
    assert lines[2].startswith("3. Gamma: gamma is") and lines[2].endswith(" … [interrupted]"), out
    assert "cut: point 3 (Gamma)" in err


def test_json_ctrl_c_with_a_hanging_point_keeps_every_branch():
    with LoopbackServer(point_three_hangs) as server:
        code, out, err = interrupt(
            sot_ask("-m", "openai:m", "--mode", "sot", "--json"),
            _env(OPENAI_BASE_URL=server.base_url_openai),
            four_done_one_hanging(server),
        )
    assert code == 130, err
    data = json.loads(out)
    assert data["status"] == "interrupted" and data["ending"]["status"] == "interrupted"
    assert data["error"] == "interrupted" and data["ending"]["cause"] == "interrupted"
    assert [(b["title"], b["status"]) for b in data["branches"]] == [
        ("Alpha", "done"),
        ("Beta", "done"),
        ("Gamma", "partial"),
        ("Delta", "done"),
        ("Epsilon", "done"),
    ]
    assert data["branches"][2]["reason"] == "interrupted"
    assert data["answer"].splitlines()[3:] == ["4. Delta: delta is done.", "5. Epsilon: epsilon is done."]


def test_json_of_a_finished_ask_says_complete(capsys):
    from sot.cli.main import main

    assert main(["ask", "Hi", "-m", "fake", "--mode", "sot", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["status"] == "complete"


def test_ctrl_c_while_a_worker_thread_holds_the_ask_exits_after_the_grace_time(tmp_path):
    """A model that loads in a worker thread cannot be cancelled: Ctrl-C still ends the
    ask, within the grace time, printing what it has."""
    script = textwrap.dedent("""
        import sys, time
        import anyio
        from sot.cli.live import interrupt_guard

        def load():  # a model that takes a minute to load
            print("loading", flush=True)
            time.sleep(60)

        async def main():
            with interrupt_guard(lambda: print("kept so far", flush=True), grace_s=0.3):
                async with anyio.create_task_group() as tg:  # as an ask's branches run
                    tg.start_soon(anyio.to_thread.run_sync, load)
                    await anyio.sleep(60)

        try:
            anyio.run(main)
        except KeyboardInterrupt:
            print("cancelled while the thread still ran")
    """)
    lines: list[str] = []

    def loading(proc) -> bool:  # the thread has begun its minute
        lines.append(lines[-1] if lines else proc.stdout.readline().strip())
        return lines[-1] == "loading"

    # the thread sleeps 60 s and the wait for the exit is at most 30: the exit did not wait for it
    code, out, err = interrupt([sys.executable, "-c", script], _env(), loading)
    assert code == 130 and out.strip() == "kept so far" and "Traceback" not in err, (out, err)
