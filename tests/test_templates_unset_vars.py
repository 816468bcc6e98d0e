"""A declared variable neither given nor defaulted renders as nothing, never as ``None``, with
the spaces it leaves tidied; ``sot templates validate`` warns where one is output bare; and the
support guide's own shop example, run as written (the CLI, and the gateway's A/B alias), greets
a customer it has no name for with "Hello,"."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import httpx
import pytest

from sot.cli.main import main
from sot.templates import parse_template
from tests.files import write

pytestmark = pytest.mark.usefixtures("isolated_templates")

GUIDE = Path(__file__).resolve().parents[1] / "docs" / "guides" / "support-bots.md"

BARE = """\
name: shop
system: "You answer for {{ company }}. Customer: {{ customer_name }}."
variables:
  company: {type: str, required: true}
  customer_name: {type: str}
  title: {type: str}
  order: {type: str}
prompts:
  direct: |
    {{ question }}
    Order: {{ order }}
    Dear {{ title }} {{ customer_name }}, thank you.
reply:
  greeting: "{{ hello }} {{ customer_name }},"
  sign_off: "{{ regards }},\\nThe {{ company }} team"
"""


def test_an_unset_optional_variable_renders_as_nothing_with_its_spaces_tidied():
    template = parse_template(BARE)
    bound = template.bind({"company": "Acme"})
    frame = bound.reply_frame(["Where is my parcel?"])
    assert frame is not None and frame.greeting == "Hello,"
    assert bound.system == "You answer for Acme. Customer:."  # the spaces before the stop go
    user = bound.prompts.direct_messages("Where is my parcel?")[-1].content
    assert user == "Where is my parcel?\nOrder:\nDear, thank you."
    assert "None" not in user and "\ufdd0" not in user  # (the mark of an empty spot)
    named = template.bind({"company": "Acme", "customer_name": "Ana", "title": "Ms"})
    assert named.reply_frame(["Hi"]).greeting == "Hello Ana,"
    assert named.prompts.direct_messages("Q")[-1].content.endswith("Dear Ms Ana, thank you.")
    only_name = template.bind({"company": "Acme", "customer_name": "Ana"})
    assert only_name.prompts.direct_messages("Q")[-1].content.endswith("Dear Ana, thank you.")


def test_tests_and_or_still_see_the_variable_unset():
    template = parse_template(
        "name: t\nvariables:\n  who: {type: str}\n"
        "system: \"{% if who %}Hi {{ who }}{% else %}Hi there{% endif %}; {{ who or 'friend' }}!\"\n"
    )
    assert template.bind().system == "Hi there; friend!"
    assert template.bind({"who": "Ana"}).system == "Hi Ana; Ana!"


def test_an_authored_plan_renders_an_unset_variable_as_nothing():
    template = parse_template(
        'name: p\nvariables:\n  who: {type: str}\nplan: |\n  <promise topic="Hello {{ who }}" tokens="20"/>\n'
    )
    plan = template.bind().plan
    assert plan is not None and "None" not in plan and 'topic="Hello "' in plan


@pytest.mark.parametrize(
    ("text", "tidy"),
    [
        ("Hello {M},", "Hello,"),
        ("Hello {M}!", "Hello!"),
        ("Dear {M} Ana,", "Dear Ana,"),
        ("{M} Ana", "Ana"),
        ("a\n  {M} b", "a\n  b"),
        ("Hi {M} {M},", "Hi,"),
        ("end {M}", "end"),
        ("a {M}\nb", "a\nb"),
        ("x{M}y", "xy"),
    ],
)
def test_the_spaces_an_empty_spot_leaves_are_tidied(text, tidy):
    from sot.templates.render import _UNSET, _tidy_unset

    assert _tidy_unset(text.replace("{M}", _UNSET)) == tidy


def test_validate_warns_where_an_optional_variable_without_default_is_output_bare(tmp_path, capsys):
    path = write(tmp_path / "shop.yaml", BARE)
    assert main(["templates", "validate", str(path)]) == 0
    captured = capsys.readouterr()
    assert f"ok: {path} (shop)" in captured.out
    warnings = [line for line in captured.err.splitlines() if line.startswith("sot: warning:")]
    assert any(f"{path}:14: reply.greeting: line 1:" in w and "'customer_name'" in w for w in warnings), warnings
    assert any(f"{path}:12: prompts.direct:" in w and "'title'" in w for w in warnings), warnings
    assert any(f"{path}:11: prompts.direct:" in w and "'order'" in w for w in warnings), warnings
    # guarded, defaulted or required: no warning
    guarded = write(
        tmp_path / "guarded.yaml",
        "name: guarded\nvariables:\n  who: {type: str}\n  tone: {type: str, default: warm}\n"
        "  company: {type: str, required: true}\n"
        "system: \"{% if who %}Hi {{ who }}{% endif %} {{ who or 'friend' }} {{ tone }} {{ company }}\"\n",
    )
    assert main(["templates", "validate", str(guarded)]) == 0
    assert "warning" not in capsys.readouterr().err


def test_the_builtin_templates_validate_without_warnings(capsys):
    names = ["default", "general", "support", "support-billing", "support-orders", "support-account"]
    assert main(["templates", "validate", *names]) == 0
    assert "warning" not in capsys.readouterr().err


# ---------------------------------------------------------------------- the guide's example, as written


def guide_block(first_line: str) -> str:
    """The fenced block of the support guide whose first line is ``first_line``."""
    for block in re.findall(r"```(?:yaml|bash)\n(.*?)```", GUIDE.read_text(encoding="utf-8"), re.S):
        if block.startswith(first_line):
            return block
    raise AssertionError(f"no block starting {first_line!r} in {GUIDE}")


@pytest.fixture
def releases(tmp_path, monkeypatch) -> Path:
    """The guide's shop.yaml, released as versions 1 and 2 with the guide's own commands."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("SOT_MODEL", "fake")  # the guide's asks name no model: a scripted one here
    write(tmp_path / "shop.yaml", guide_block("# shop.yaml"))
    write(tmp_path / "shop.test.yaml", guide_block("# shop.test.yaml"))
    commands = guide_block("mkdir -p releases/shop").splitlines()
    assert commands[0].startswith("mkdir -p releases/shop && cp shop.yaml releases/shop/1.yaml")
    (tmp_path / "releases" / "shop").mkdir(parents=True)
    for version in ("1", "2"):
        shutil.copy(tmp_path / "shop.yaml", tmp_path / "releases" / "shop" / f"{version}.yaml")
    shutil.copy(tmp_path / "shop.test.yaml", tmp_path / "releases" / "shop" / "2.test.yaml")
    for line in commands[1:3]:  # sot templates promote shop 1 production / shop 2 staging
        argv = line.split()
        assert argv[:3] == ["sot", "templates", "promote"], line
        assert main(argv[1:]) == 0
    return tmp_path / "releases"


def test_the_guides_shop_example_greets_without_none_from_the_cli(releases, capsys):
    capsys.readouterr()
    line = next(x for x in guide_block("mkdir -p releases/shop").splitlines() if x.startswith("sot ask"))
    assert "-t shop@staging" in line and "customer_name" not in line
    argv = ["ask", "Where is my parcel?", "-t", "shop@staging", "--template-path", "releases"]
    argv += ["--var", "company=Acme Outdoor", "--json"]
    assert main(argv) == 0
    answer = json.loads(capsys.readouterr().out)["answer"]
    assert answer.startswith("Hello,\n") and "None" not in answer, answer
    assert answer.endswith("The Acme Outdoor team")
    # the guide's validate and test commands pass on its own files
    assert main(["templates", "validate", str(releases.parent / "shop.yaml")]) == 0
    assert "warning" not in capsys.readouterr().err
    assert main(["templates", "test", "shop@staging", "--template-path", "releases", "-m", "fake"]) == 0


def test_the_guides_ab_alias_greets_without_none_through_the_gateway(releases, tmp_path):
    pytest.importorskip("starlette")
    import yaml

    from tests.test_serve import KEY, GatewayProcess

    config = yaml.safe_load(guide_block("# gateway.yaml"))
    assert config["models"]["shop-ab"]["ab"] == {"shop@1": 50, "shop@2": 50}
    config["default_model"] = "fake"  # the guide's is a hosted model
    config["template_paths"] = [str(releases)]
    config["api_keys"] = [KEY]
    gw = GatewayProcess(tmp_path, config)
    try:
        seen = set()
        for n in range(8):
            reply = httpx.post(
                f"{gw.url}/v1/chat/completions",
                json={"model": "shop-ab", "messages": [{"role": "user", "content": "Where is my parcel?"}]},
                headers={"authorization": f"Bearer {KEY}", "x-sot-conversation": f"c{n}"},
                timeout=60,
            )
            assert reply.status_code == 200, reply.text
            body = reply.json()
            text = body["choices"][0]["message"]["content"]
            assert text.startswith("Hello,\n") and "None" not in text, text
            seen.add(body["sot"]["template_version"])
        assert seen == {"1", "2"}
    finally:
        assert gw.stop() == 0, gw.output()
