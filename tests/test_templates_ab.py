"""A/B splits between template versions, and labels moved under a running gateway: the split's
shares, its stickiness per conversation or user id, its configuration errors, the chosen
version in the answer's ``sot`` field and the metrics; a label moved by ``sot templates
promote`` answers the next request without a restart."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import anyio
import httpx
import pytest

from sot.errors import ConfigError
from sot.providers.base import Message
from sot.serve.config import AliasSpec, ServeConfig, parse_config
from sot.serve.gateway import Gateway, sticky_key
from sot.serve.wire import ChatRequest
from sot.templates.split import pick_variant, split_point
from tests.files import write

pytestmark = pytest.mark.usefixtures("isolated_templates")

SPLIT = {"shop@3": 50, "shop@4": 50}


def versions(root: Path) -> Path:
    for number in ("3", "4"):
        write(root / "shop" / f"{number}.yaml", f"name: shop\nmode: direct\nsystem: You are v{number}.\n")
    write(root / "shop" / "labels.yaml", "production: 3\n")
    return root


def test_a_split_sends_1000_ids_50_50_and_each_id_always_the_same_way():
    ids = [f"conversation-{n}" for n in range(1000)]
    chosen = [pick_variant(SPLIT, key, salt="shop-ab") for key in ids]
    assert abs(chosen.count("shop@3") - 500) <= 50, chosen.count("shop@3")
    assert chosen == [pick_variant(SPLIT, key, salt="shop-ab") for key in ids]
    # another alias (salt) splits the same ids independently of this one
    other = [pick_variant(SPLIT, key, salt="other") for key in ids]
    assert other != chosen
    assert 0 <= split_point("x") < 1


def test_weights_set_the_shares():
    chosen = [pick_variant({"a": 90, "b": 10, "c": 0}, str(n)) for n in range(2000)]
    assert abs(chosen.count("a") - 1800) <= 100 and "c" not in chosen
    assert pick_variant({"a": 0, "b": 1}, "anything") == "b"


def gateway(root: Path) -> Gateway:
    config = ServeConfig(
        default_model="fake",
        template_paths=[str(root)],
        models={"shop-ab": AliasSpec(ab=SPLIT), "shop": AliasSpec(template="shop")},
    )
    gw = Gateway(config)
    anyio.run(gw.start)
    return gw


def request(model: str, question: str = "Hi", *, conversation: str | None = None, history=()) -> ChatRequest:
    return ChatRequest(model=model, question=question, conversation=conversation, history=tuple(history))


def test_the_gateway_splits_1000_conversations_50_50_and_sticks_to_each(tmp_path):
    gw = gateway(versions(tmp_path))
    try:
        plans = [gw.plan(request("shop-ab", conversation=f"c{n}")) for n in range(1000)]
        versions_of = [plan.ask.template_version for plan in plans]
        assert abs(versions_of.count("3") - 500) <= 50, versions_of.count("3")
        assert {plan.variant for plan in plans} == {"shop@3", "shop@4"}
        again = [gw.plan(request("shop-ab", "Another turn", conversation=f"c{n}")) for n in range(0, 1000, 10)]
        assert [p.ask.template_version for p in again] == versions_of[::10]
        text = gw.metrics.render().decode()
        assert 'sot_template_asks_total{model="shop-ab",template="shop",version="3"}' in text
    finally:
        anyio.run(gw.aclose)


def test_the_sticky_id_is_the_header_then_the_body_then_the_first_user_message():
    first = Message("user", "My order is late")
    turn2 = request("m", "Still late", history=[first, Message("assistant", "Sorry")])
    assert sticky_key(turn2) == sticky_key(request("m", "My order is late")) == "text:My order is late"
    assert sticky_key(request("m", conversation="u1")) == "id:u1"
    assert sticky_key(request("m", conversation="u1"), "h1") == "id:h1"


def test_the_split_version_is_logged(tmp_path, caplog):
    gw = gateway(versions(tmp_path))
    try:
        with caplog.at_level("INFO", logger="sot.serve"):
            plan = gw.plan(request("shop-ab", conversation="c1"))
        version = plan.ask.template_version
        assert f"shop-ab: template shop version {version} (A/B split: shop@{version})" in caplog.text
    finally:
        anyio.run(gw.aclose)


def test_a_request_template_overrides_the_split(tmp_path):
    gw = gateway(versions(tmp_path))
    try:
        req = request("shop-ab", conversation="c1")
        req.sot.template = "shop@4"
        plan = gw.plan(req)
        assert (plan.variant, plan.ask.template_version) == (None, "4")
        assert gw.plan(request("shop@4")).ask.template_version == "4"  # a model named NAME@VERSION
    finally:
        anyio.run(gw.aclose)


def test_split_configuration_errors(tmp_path):
    root = versions(tmp_path)
    with pytest.raises(ConfigError, match="give template or ab"):
        parse_config("models:\n  x: {template: shop, ab: {shop@3: 1}}\n")
    with pytest.raises(ConfigError, match="weights are all 0"):
        parse_config("models:\n  x: {ab: {shop@3: 0}}\n")
    with pytest.raises(ConfigError, match=r"gw.yaml:3: models.x.ab: .*at least 0"):
        parse_config("models:\n  x:\n    ab: {shop@3: -1}\n", "gw.yaml")
    for ab, message in (({"shop@9": 1}, "models.x.ab.shop@9: template 'shop' has no version or label '9'"),
                        ({"nope@1": 1}, "models.x.ab.nope@1: unknown template 'nope@1'")):  # fmt: skip
        config = ServeConfig(default_model="fake", template_paths=[str(root)], models={"x": AliasSpec(ab=ab)})
        with pytest.raises(ConfigError, match=message.replace("(", r"\(")):
            Gateway(config)


# ---------------------------------------------------------------------- a running gateway


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    pytest.importorskip("starlette")
    from tests.test_serve import KEY, GatewayProcess

    tmp = tmp_path_factory.mktemp("ab")
    root = versions(tmp / "templates")
    config = {
        "default_model": "fake",
        "api_keys": [KEY],
        "template_paths": [str(root)],
        "models": {"shop": {"template": "shop"}, "shop-ab": {"ab": SPLIT}},
    }
    gw = GatewayProcess(tmp, config)
    gw.root = root
    gw.headers = {"authorization": f"Bearer {KEY}"}
    yield gw
    assert gw.stop() == 0, gw.output()


def ask(server, model: str, headers=None, **body) -> dict:
    payload = {"model": model, "messages": [{"role": "user", "content": "Hi"}], **body}
    reply = httpx.post(
        f"{server.url}/v1/chat/completions", json=payload, headers={**server.headers, **(headers or {})}, timeout=60
    )
    assert reply.status_code == 200, reply.text
    return reply.json()["sot"]


def test_a_promoted_label_answers_the_next_request_without_a_restart(server):
    assert ask(server, "shop")["template_version"] == "3"
    promoted = subprocess.run(
        [sys.executable, "-m", "sot", "templates", "promote", "shop", "4", "production",
         "--template-path", str(server.root)],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert promoted.returncode == 0, promoted.stderr
    assert ask(server, "shop")["template_version"] == "4"
    from sot.templates import promote_template

    promote_template("shop", "3", "production", [server.root])  # rollback
    assert ask(server, "shop")["template_version"] == "3"


def test_a_split_alias_answers_each_conversation_with_its_version(server):
    seen = {}
    for n in range(12):
        by_header = ask(server, "shop-ab", {"x-sot-conversation": f"c{n}"})
        assert by_header["template"] == "shop"
        again = ask(server, "shop-ab", {"x-sot-conversation": f"c{n}"})
        assert again["template_version"] == by_header["template_version"]
        assert by_header["template_version"] == pick_variant(SPLIT, f"id:c{n}", salt="shop-ab")[-1]
        seen[n] = by_header["template_version"]
    assert set(seen.values()) == {"3", "4"}
    user = ask(server, "shop-ab", user="c5")  # OpenAI's user: the same id, the same version
    assert user["template_version"] == seen[5]
    meta = ask(server, "shop-ab", metadata={"conversation_id": "c7"})
    assert meta["template_version"] == seen[7]
    metrics = httpx.get(f"{server.url}/metrics", headers=server.headers, timeout=10).text
    assert 'sot_template_asks_total{model="shop-ab",template="shop",version="4"}' in metrics


def test_the_anthropic_route_sticks_to_metadata_user_id(server):
    body = {"model": "shop-ab", "max_tokens": 50, "messages": [{"role": "user", "content": "Hi"}]}
    versions_of = set()
    for user in ("u1", "u1", "u2", "u3", "u4", "u5"):
        reply = httpx.post(
            f"{server.url}/v1/messages",
            json={**body, "metadata": {"user_id": user}},
            headers={**server.headers, "anthropic-version": "2023-06-01"},
            timeout=60,
        )
        assert reply.status_code == 200, reply.text
        version = reply.json()["sot"]["template_version"]
        assert version == pick_variant(SPLIT, f"id:{user}", salt="shop-ab")[-1]
        versions_of.add(version)
