"""`sot serve` with a support template: knowledge base and history from files, the greeting first."""

from __future__ import annotations

import json

import httpx
import pytest

pytest.importorskip("starlette")

from tests.test_serve import KEY, GatewayProcess

pytestmark = pytest.mark.collect_garbage

HEADERS = {"authorization": f"Bearer {KEY}"}


@pytest.fixture(scope="module")
def gateway(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("support")
    (tmp / "kb.md").write_text("Items bought more than 30 days ago cannot be refunded.\n")
    (tmp / "history.jsonl").write_text('{"role": "user", "content": "I ordered a rain jacket (order 1042)."}\n')
    script = tmp / "slow.json"
    script.write_text(json.dumps({"token_delay": 0.02}))
    config = {
        "default_model": f"fake:{script}",
        "api_keys": [KEY],
        "models": {
            "acme": {
                "template": "support",
                "mode": "sot",
                "variables": {"company": "Acme Outdoor", "customer_name": "Ana", "today": "2026-11-26"},
                "variable_files": {"knowledge_base": "kb.md"},  # relative to the config file
                "history_file": "history.jsonl",
            }
        },
    }
    server = GatewayProcess(tmp, config)
    yield server
    assert server.stop() == 0, server.output()


def test_an_alias_reads_its_knowledge_base_and_history_from_files(gateway):
    reply = httpx.post(
        f"{gateway.url}/v1/chat/completions",
        json={
            "model": "acme",
            "messages": [{"role": "user", "content": "I want a refund for the jacket from August."}],
        },
        headers=HEADERS,
        timeout=60,
    ).json()
    sot = reply["sot"]
    assert sot["escalate"] is True and "refund outside its window" in sot["escalate_reason"], sot
    assert sot["template_version"] == "1"


def test_a_streamed_support_reply_sends_its_greeting_first(gateway):
    payload = {"model": "acme", "messages": [{"role": "user", "content": "Where is my parcel?"}], "stream": True}
    pieces = []
    with httpx.stream(
        "POST", f"{gateway.url}/v1/chat/completions", json=payload, headers=HEADERS, timeout=60
    ) as response:
        for line in response.iter_lines():
            if line.startswith("data: {"):
                chunk = json.loads(line[6:])
                if chunk.get("choices") and chunk["choices"][0]["delta"].get("content"):
                    pieces.append(chunk["choices"][0]["delta"]["content"])
    assert pieces[0] == "Hello Ana,"
    assert len(pieces) >= 3 and "".join(pieces).endswith("Acme Outdoor")


def test_a_missing_alias_file_is_a_startup_error_naming_the_alias(tmp_path):
    import subprocess
    import sys

    import yaml

    path = tmp_path / "gw.yaml"
    path.write_text(
        yaml.safe_dump({"models": {"acme": {"template": "support", "variable_files": {"knowledge_base": "nope.md"}}}})
    )
    proc = subprocess.run(
        [sys.executable, "-m", "sot", "serve", "--config", str(path), "-m", "fake"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 2 and "models.acme" in proc.stderr and "nope.md" in proc.stderr, proc.stderr
