"""The README's `sot serve` examples run against a gateway on loopback (the fake backend)."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

pytest.importorskip("starlette")

from sot.serve import parse_config
from tests.test_serve import GatewayProcess

README = Path(__file__).resolve().parents[1] / "README.md"


def section_blocks(language: str) -> list[str]:
    text = README.read_text()
    start = text.index("## `sot serve`")
    end = text.index("\n## ", start + 1)
    return re.findall(rf"```{language}\n(.*?)```", text[start:end], flags=re.S)


@pytest.fixture(scope="module")
def gateway(tmp_path_factory):
    server = GatewayProcess(tmp_path_factory.mktemp("readme"), None, "-m", "fake")
    yield server
    assert server.stop() == 0, server.output()


@pytest.mark.parametrize("index", range(3))
def test_readme_client_examples_run(gateway, index, capsys):
    code = section_blocks("python")[index]
    if "langchain_openai" in code and importlib.util.find_spec("langchain_openai") is None:
        pytest.skip("langchain-openai is not installed: the LangChain example is shown, not run")
    assert "127.0.0.1:8000" in code
    exec(compile(code.replace("127.0.0.1:8000", f"127.0.0.1:{gateway.port}"), f"README block {index}", "exec"), {})
    out = capsys.readouterr().out
    assert len(out.strip()) > 20


def test_readme_config_is_valid():
    (config,) = section_blocks("yaml")
    parsed = parse_config(config, "README.md")
    assert parsed.models["support-billing"].template == "support-billing"
    assert parsed.backends["llama"].options == {"prefill": True}
