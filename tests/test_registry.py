"""get_provider(): provider strings, errors, lazy imports; the providers package's public surface."""

from __future__ import annotations

import subprocess
import sys

import pytest

import sot.providers
from sot.errors import ConfigError, MissingAPIKeyError, UnknownProviderError
from sot.providers import get_provider, known_providers
from sot.providers.fake import FakeProvider


@pytest.fixture(autouse=True)
def _clean_env(monkeypatch):
    for var in (
        "OPENAI_API_KEY",
        "OPENAI_BASE_URL",
        "ANTHROPIC_API_KEY",
        "ANTHROPIC_AUTH_TOKEN",
        "ANTHROPIC_BASE_URL",
        "SOT_MODEL",
    ):
        monkeypatch.delenv(var, raising=False)


def test_openai_spec():
    provider = get_provider("openai:gpt-4o-mini", api_key="sk-x")
    assert type(provider).__name__ == "OpenAIProvider"
    assert provider.model == "gpt-4o-mini" and provider.name == "openai:gpt-4o-mini"


def test_model_may_contain_colons():
    provider = get_provider("openai:ft:gpt-4o-mini:org:custom", api_key="sk-x")
    assert provider.model == "ft:gpt-4o-mini:org:custom"


def test_anthropic_spec_with_kwargs():
    provider = get_provider("anthropic:claude-haiku-4-5", base_url="http://127.0.0.1:9", max_concurrency=3)
    assert type(provider).__name__ == "AnthropicProvider"
    assert provider.model == "claude-haiku-4-5" and provider.max_concurrency == 3


@pytest.mark.parametrize("spec", ["fake", "fake:scripted"])
def test_fake_spec(spec):
    provider = get_provider(spec, token_delay=0.5)
    assert isinstance(provider, FakeProvider)
    assert provider.name == spec and provider.token_delay == 0.5


def test_none_reads_sot_model(monkeypatch):
    monkeypatch.setenv("SOT_MODEL", "fake:from-env")
    assert get_provider(None).name == "fake:from-env"


def test_unknown_prefix_names_the_known_ones():
    with pytest.raises(UnknownProviderError) as info:
        get_provider("gemini:pro")
    message = str(info.value)
    assert "'gemini'" in message
    for name in known_providers():
        assert name in message
    assert info.value.exit_code == 2


def test_remote_prefix_without_model():
    with pytest.raises(ConfigError, match="openai:MODEL"):
        get_provider("openai", api_key="sk-x")


def test_missing_key_through_the_registry():
    with pytest.raises(MissingAPIKeyError, match="OPENAI_API_KEY"):
        get_provider("openai:gpt-4o-mini")


def test_local_without_its_module_gives_an_install_hint(monkeypatch):
    monkeypatch.setitem(sys.modules, "sot.providers.local", None)  # as if the module were absent
    with pytest.raises(ConfigError, match=r"pip install -e '\.\[local\]' in a checkout of sot"):
        get_provider("local")


def test_importing_sot_loads_no_sdk():
    code = (
        "import sys, sot, sot.providers\n"
        "p = sot.providers.get_provider('fake')\n"
        "heavy = [m for m in ('openai', 'anthropic', 'httpx2', 'torch', 'transformers') if m in sys.modules]\n"
        "assert not heavy, heavy\n"
        "sot.providers.OpenAIProvider\n"
        "assert 'openai' in sys.modules and 'anthropic' not in sys.modules\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_public_surface():
    assert sorted(sot.providers.__all__) == [
        "AnthropicProvider",
        "Chunk",
        "FakeProvider",
        "FakeReply",
        "GenerationRequest",
        "GroupChunk",
        "LimitedProvider",
        "Message",
        "OpenAIProvider",
        "Provider",
        "RetryingProvider",
        "StreamEnd",
        "StreamError",
        "TextDelta",
        "Usage",
        "get_provider",
        "known_providers",
        "wrap",
    ]
    for name in sot.providers.__all__:
        assert getattr(sot.providers, name) is not None
    with pytest.raises(AttributeError):
        sot.providers.NoSuchThing  # noqa: B018


def test_local_options_in_the_spec_reach_the_provider():
    provider = get_provider("local?engine=torch&threads=3&grammar=off")
    assert (provider.engine, provider.threads, provider.grammar, provider.model) == ("torch", 3, False, None)
    provider = get_provider("local:/models/m.gguf?n_ctx=2048")
    assert (provider.model, provider.n_ctx, provider.engine) == ("/models/m.gguf", 2048, None)


@pytest.mark.parametrize(
    "spec, message",
    [
        ("local?engine", "unknown local option"),
        ("local?colour=red", "unknown local option"),
        ("local?threads=many", "threads needs int"),
        ("local?grammar=maybe", "grammar needs on or off"),
    ],
)
def test_bad_local_options_are_config_errors(spec, message):
    with pytest.raises(ConfigError, match=message):
        get_provider(spec)


def test_choosing_a_local_engine(tmp_path):
    from sot.local_backend.loading import ModelSource
    from sot.local_backend.runtime import choose_engine

    gguf, folder = ModelSource("gguf", str(tmp_path / "m.gguf")), ModelSource("folder", str(tmp_path))
    assert choose_engine(folder) == "torch"
    assert choose_engine(gguf, "torch") == "torch" and choose_engine(gguf, "llama.cpp") == "llama"
    assert choose_engine(gguf, quantize="int8") == "torch"
    assert choose_engine(gguf, device="cuda") == "torch"
    with pytest.raises(ConfigError, match="runs GGUF files"):
        choose_engine(folder, "llama")
    with pytest.raises(ConfigError, match="unknown local engine"):
        choose_engine(gguf, "onnx")


def test_choose_model_is_the_one_rule_for_the_model(monkeypatch):
    from sot.orchestrator.settings import pick_model as choose_model
    from sot.providers.registry import DEFAULT_SPEC

    monkeypatch.delenv("SOT_MODEL", raising=False)
    assert choose_model() == choose_model(None, "  ") == DEFAULT_SPEC == "local"
    assert choose_model(None, "fake:t", config="fake:c") == "fake:t"  # an ask's, a template's
    assert choose_model(None, config="fake:c") == "fake:c"  # a configured default
    monkeypatch.setenv("SOT_MODEL", "fake:env")
    assert choose_model(None, config="fake:c") == "fake:env"  # the environment before a configured default
    assert choose_model("fake:ask", config="fake:c") == "fake:ask"
