"""Ctrl-C on `sot ask` mid-expansion: exit 130, finished work printed, no request left open."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

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


@pytest.mark.parametrize("api", ["openai", "anthropic"])
def test_ctrl_c_keeps_finished_points_and_closes_every_request(api):
    with LoopbackServer(responder) as server:
        env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "ANTHROPIC_", "SOT_"))}
        env.update(
            {"OPENAI_BASE_URL": server.base_url_openai}
            if api == "openai"
            else {"ANTHROPIC_BASE_URL": server.base_url_anthropic, "ANTHROPIC_API_KEY": "x"}
        )
        proc = subprocess.Popen(
            [sys.executable, "-m", "sot", "ask", "Tell me about letters", "-m", f"{api}:m", "--mode", "sot",
             "--no-stream"],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
        )
        try:
            # wait until the fast branch has finished and the slow ones are streaming
            def streaming() -> bool:
                recs = list(server.requests)
                # the slow branches are a few words (0.2 s each) in, long after the client read
                # the end of the quick one
                return sum(r.outcome == "completed" for r in recs) >= 2 and sum(
                    r.outcome == "pending" and r.tokens_sent >= 3 for r in recs) >= 2

            deadline = time.monotonic() + 60
            while not streaming() and time.monotonic() < deadline:
                time.sleep(0.05)
            assert streaming(), [(r.outcome, r.tokens_sent) for r in server.requests]
            proc.send_signal(signal.SIGINT)
            out, err = proc.communicate(timeout=30)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.communicate()
        assert proc.returncode == 130, err
        assert "1. Alpha: alpha is quick" in out
        # the points cut by Ctrl-C keep what they had streamed, marked as cut
        assert "2. Beta: slow slow" in out and "3. Gamma: slow slow" in out and out.rstrip().endswith("[...]")
        assert "interrupted" in err and "Traceback" not in err
        # every request the CLI opened was closed by the client, none left streaming
        deadline = time.monotonic() + 10
        while any(r.outcome == "pending" for r in server.requests) and time.monotonic() < deadline:
            time.sleep(0.05)
        outcomes = sorted(r.outcome for r in server.requests)
        assert outcomes == ["completed", "completed", "disconnected", "disconnected"], outcomes
