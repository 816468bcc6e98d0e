"""An ask's settings, decided once: the layers in order, UNSET and None, where each came from."""

from __future__ import annotations

import dataclasses

import pytest

import sot
from sot.defaults import DEFAULT_BRANCH_TOKENS, DEFAULT_MAX_POINTS, DEFAULT_MAX_TOKENS
from sot.errors import ConfigError, UserInputError
from sot.orchestrator.settings import UNSET, resolve
from sot.providers.fake import FakeProvider

SUPPORT = {"template": "support", "variables": {"company": "Acme"}}


def test_the_call_wins_over_the_client_and_the_client_over_the_template(monkeypatch):
    monkeypatch.delenv("SOT_MODEL", raising=False)
    ask = resolve("Where is my parcel?", ("call", {"max_tokens": 300}), ("client", {**SUPPORT, "max_points": 4}))
    assert ask.max_tokens == 300 and ask.sources["max_tokens"] == "call"
    assert ask.max_points == 4 and ask.sources["max_points"] == "client"
    assert ask.template is not None and ask.template.name == "support" and ask.sources["template"] == "client"
    # the support template names its mode; a call's mode wins over it
    assert ask.sources["mode"] == "template"
    assert resolve("Hi", ("call", {"mode": "direct", **SUPPORT})).mode == "direct"


def test_defaults_are_written_once_and_apply_last(monkeypatch):
    monkeypatch.delenv("SOT_MODEL", raising=False)
    ask = resolve("Hi")
    assert (ask.max_tokens, ask.branch_max_tokens, ask.max_points) == (
        DEFAULT_MAX_TOKENS,
        DEFAULT_BRANCH_TOKENS,
        DEFAULT_MAX_POINTS,
    )
    assert ask.mode == "auto" and ask.model == "local" and ask.temperature == 0.0
    assert {ask.sources[k] for k in ("max_tokens", "mode", "model", "temperature")} == {"default"}
    # a bound given anywhere bounds the branches too
    assert resolve("Hi", ("client", {"max_tokens": 64})).branch_max_tokens == 64


def test_unset_leaves_a_setting_below_and_none_asks_for_none():
    client = {"deadline": 30.0, "seed": 7, "max_tokens": 100}
    assert resolve("Hi", ("call", {"deadline": UNSET}), ("client", client)).deadline == 30.0
    ask = resolve("Hi", ("call", {"deadline": None, "seed": None}), ("client", client))
    assert ask.deadline is None and ask.seed is None and ask.sources["deadline"] == "call"
    # where None could only mean "no preference", it is not a value: the client's bound stands
    assert resolve("Hi", ("call", {"max_tokens": None}), ("client", client)).max_tokens == 100


def test_env_and_config_come_after_the_template(monkeypatch):
    monkeypatch.setenv("SOT_MODEL", "fake:env")
    ask = resolve("Hi", config={"model": "fake:config", "mode": "direct", "temperature": 0.5})
    assert ask.model == "fake:env" and ask.sources["model"] == "env"
    assert ask.mode == "direct" and ask.sources["mode"] == "config" and ask.temperature == 0.5
    monkeypatch.delenv("SOT_MODEL")
    assert resolve("Hi", config={"model": "fake:config"}).model == "fake:config"
    # a template's mode and an authored plan come before the config's mode
    assert resolve("Hi", ("call", SUPPORT), config={"mode": "direct"}).sources["mode"] == "template"
    planned = resolve("Hi", ("call", {"plan": "Intro. <promise topic='a'/>"}), config={"mode": "direct"})
    assert planned.mode == "pasta" and planned.sources["mode"] == "plan"


def test_variables_merge_key_by_key_the_upper_layer_winning():
    ask = resolve(
        "Hi",
        ("call", {"variables": {"customer": "Ana"}}),
        ("alias", {"variables": {"company": "Acme", "customer": "Bo"}}),
        ("client", {"template": "support"}),
    )
    assert ask.template is not None and dict(ask.template.variables)["customer"] == "Ana"
    assert dict(ask.template.variables)["company"] == "Acme" and ask.sources["variables"] == "call+alias"


def test_a_provider_instance_names_the_model_of_its_layer():
    fake = FakeProvider()
    ask = resolve("Hi", ("call", {"model": "fake:call"}), ("client", {"provider": fake}))
    assert ask.model == "fake:call" and ask.provider is None
    ask = resolve("Hi", ("client", {"provider": fake}))
    assert ask.provider is fake and ask.model is None and ask.sources["model"] == "client"


def test_the_ask_is_frozen_and_bad_settings_are_refused_once():
    ask = resolve("Hi")
    with pytest.raises(dataclasses.FrozenInstanceError):
        ask.max_tokens = 3  # type: ignore[misc]
    with pytest.raises(ConfigError, match="temprature .did you mean temperature"):
        resolve("Hi", ("call", {"temprature": 0.3}))
    with pytest.raises(ConfigError, match="max_tokens must be a positive number"):
        resolve("Hi", ("client", {"max_tokens": -1}))
    with pytest.raises(ConfigError, match="unknown mode"):
        resolve("Hi", config={"mode": "fastest"})
    with pytest.raises(ConfigError, match="history= or as messages="):
        resolve(
            "Hi",
            ("call", {"history": [{"role": "user", "content": "a"}], "messages": [{"role": "user", "content": "b"}]}),
        )
    with pytest.raises(UserInputError, match="empty"):
        resolve("  ")


def test_a_client_default_can_be_set_back_to_none_for_one_ask():
    with sot.Client(model="fake", deadline=0.5) as client:
        assert client.resolve("Hi", {}).deadline == 0.5
        assert client.resolve("Hi", {"deadline": None}).deadline is None
        result = client.run_sync("Give me 3 tips to sleep better.", deadline=None, mode="direct")
    assert result.settings["deadline"] == {"value": None, "from": "call"}
    assert result.settings["model"] == {"value": "fake", "from": "client"}


@pytest.mark.anyio
async def test_the_first_event_and_the_result_say_where_each_setting_came_from():
    events = []
    async for event in sot.stream("Hi", model="fake", template="support", variables={"company": "Acme"}, max_tokens=80):
        events.append(event)
    started, done = events[0], events[-1]
    assert isinstance(started, sot.AskStarted) and isinstance(done, sot.Done)
    assert started.settings == done.result.settings
    assert started.settings["max_tokens"] == {"value": 80, "from": "call"}
    assert started.settings["template"] == {"value": "support", "from": "call"}
    assert started.settings["mode"]["from"] == "template"
