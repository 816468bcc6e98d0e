"""`sot serve` in front of the real llama-server of the integration tests, streamed through the OpenAI SDK."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette")

from tests.test_serve import GatewayProcess

pytestmark = pytest.mark.llama_server


@pytest.mark.parametrize("mode", ["sot", "direct"])
def test_gateway_streams_llama_server_answers(llama_server, tmp_path, mode):
    config = {
        "default_model": "llama",
        "backends": {
            "llama": {
                "model": "openai:smollm2",
                "base_url": llama_server.base_url_openai,
                "options": {"prefill": True},
                "concurrency": 4,
            }
        },
        "models": {"smollm2": {"mode": mode, "max_points": 4, "max_tokens": 40}},
    }
    gateway = GatewayProcess(tmp_path, config)
    try:
        client = gateway.openai(api_key="unused")
        stream = client.chat.completions.create(
            model="smollm2",
            stream=True,
            stream_options={"include_usage": True},
            messages=[
                {"role": "system", "content": "You answer briefly."},
                {"role": "user", "content": "Give three tips for better sleep."},
            ],
        )
        chunks = list(stream)
        text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
        finish = [c for c in chunks if c.choices and c.choices[0].finish_reason]
        assert text.strip() and len(finish) == 1
        assert finish[0].sot["mode"] == mode
        if mode == "sot" and not finish[0].sot["fallback"]:
            assert text.startswith("1. ") and "\n2. " in text
        assert chunks[-1].usage.completion_tokens > 0 and chunks[-1].usage.prompt_tokens > 0
    finally:
        assert gateway.stop() == 0, gateway.output()
