"""The gateway's configuration is checked against its templates before it serves: an alias's
variable the template does not declare (in ``variables`` or ``variable_files``) or of the wrong
type, an unknown template, version or label under ``template`` or ``ab``, and an empty alias
name stop it at startup with the config file, the line and the key."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from sot.errors import ConfigError
from sot.serve.config import AliasSpec, ServeConfig, load_config, parse_config
from sot.serve.gateway import Gateway
from tests.files import write

pytestmark = pytest.mark.usefixtures("isolated_templates")

SHOP = """\
name: shop
mode: direct
system: You answer for {{ company }}; refunds within {{ days }} days.
variables:
  company: {type: str, required: true}
  days: {type: int, default: 30}
  knowledge_base: {type: str}
"""


def setup(tmp_path: Path, models: str) -> Path:
    """A template folder (shop as a file, and a folder of versions 1 and 2) and a gateway.yaml."""
    write(tmp_path / "templates" / "shop.yaml", SHOP)
    for number in ("1", "2"):
        write(tmp_path / "templates" / "released" / f"{number}.yaml", SHOP.replace("name: shop", "name: released"))
    write(tmp_path / "templates" / "released" / "labels.yaml", "production: 1\n")
    write(tmp_path / "kb.md", "# policies\n")
    return write(tmp_path / "gateway.yaml", f"default_model: fake\ntemplate_paths: [templates]\nmodels:\n{models}")


def refused(path: Path) -> str:
    with pytest.raises(ConfigError) as caught:
        Gateway(load_config(path))
    return str(caught.value)


def test_an_alias_variable_the_template_does_not_declare_is_refused_with_its_line(tmp_path):
    path = setup(tmp_path, "  a:\n    template: shop\n    variables: {company: Acme, evil: 1}\n")
    message = refused(path)
    assert message.startswith(f"{path}:6: models.a.variables.evil: template 'shop' declares no variable 'evil'")
    assert "declared: company, days, knowledge_base" in message


def test_a_misspelt_variable_files_key_is_refused_with_its_line(tmp_path):
    path = setup(tmp_path, "  a:\n    template: shop\n    variable_files:\n      knowlege_base: kb.md\n")
    message = refused(path)
    assert message.startswith(f"{path}:7: models.a.variable_files.knowlege_base: template 'shop' declares no")


def test_each_version_of_a_split_is_checked(tmp_path):
    write(tmp_path / "templates" / "released" / "3.yaml", "name: released\nsystem: v3\n")
    path = setup(tmp_path, "  a:\n    ab: {released@1: 50, released@3: 50}\n    variables:\n      company: Acme\n")
    message = refused(path)
    assert message.startswith(f"{path}:7: models.a.variables.company: template 'released@3' declares no variable")


def test_an_alias_variable_of_the_wrong_type_is_refused(tmp_path):
    path = setup(tmp_path, "  a:\n    template: shop\n    variables:\n      days: many\n")
    assert refused(path).startswith(f"{path}:7: models.a.variables.days: expected int")


def test_unknown_templates_versions_and_labels_name_their_line(tmp_path):
    path = setup(tmp_path, "  a:\n    mode: direct\n    template: nope\n")
    assert refused(path).startswith(f"{path}:6: models.a.template: unknown template 'nope'")
    path = setup(tmp_path, "  a:\n    ab:\n      released@1: 1\n      released@9: 1\n")
    assert refused(path).startswith(f"{path}:7: models.a.ab.released@9: template 'released' has no version or label")
    path = setup(tmp_path, "  a:\n    template: released@canary\n")
    assert refused(path).startswith(f"{path}:5: models.a.template:")


def test_an_empty_alias_name_is_refused_with_its_line(tmp_path):
    with pytest.raises(ConfigError, match=r"^gw.yaml:3: models.: an alias name is empty"):
        parse_config("default_model: fake\nmodels:\n  '':\n    mode: direct\n", "gw.yaml")
    with pytest.raises(ConfigError, match=r"^gw.yaml:2: models. : an alias name is empty"):
        parse_config("models:\n  ' ': {mode: direct}\n", "gw.yaml")
    with pytest.raises(ConfigError, match="an alias name is empty"):
        ServeConfig(models={"": AliasSpec(mode="direct")}).check()


def test_other_cross_key_errors_name_their_line(tmp_path):
    with pytest.raises(ConfigError, match=r"^gw.yaml:4: models.a.backend: unknown backend 'zzz'"):
        parse_config("default_model: fake\nmodels:\n  a:\n    backend: zzz\n", "gw.yaml")
    with pytest.raises(ConfigError, match=r"^gw.yaml:3: backends.b.model: unknown provider"):
        parse_config("backends:\n  b:\n    model: 'nope:x'\n", "gw.yaml")


def test_a_good_alias_starts_and_a_required_variable_may_be_left_to_requests(tmp_path):
    path = setup(
        tmp_path,
        "  a:\n    template: shop\n    variables: {days: '14'}\n    variable_files: {knowledge_base: kb.md}\n"
        "  b:\n    ab: {released@1: 1, released@2: 1}\n    variables: {company: Acme}\n",
    )
    gw = Gateway(load_config(path))
    assert {"a", "b"} <= {name for name, _ in gw.model_ids()}


def test_sot_serve_refuses_such_a_config_before_it_listens(tmp_path):
    path = setup(tmp_path, "  a:\n    template: shop\n    variables: {evil: 1}\n")
    done = subprocess.run(
        [sys.executable, "-m", "sot", "serve", "--config", str(path), "--port", "9"],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 2, done.stderr
    assert f"{path}:6: models.a.variables.evil" in done.stderr and "Traceback" not in done.stderr


def test_a_label_moved_to_a_version_without_the_aliass_variable_is_the_servers_500(tmp_path):
    import anyio

    from sot.serve.wire import ChatRequest, WireError
    from sot.templates import promote_template

    root = tmp_path / "templates"
    write(root / "shop" / "3.yaml", "name: shop\nmode: direct\nvariables:\n  extra: {type: int}\nsystem: v3\n")
    write(root / "shop" / "4.yaml", "name: shop\nmode: direct\nsystem: v4\n")
    write(root / "shop" / "labels.yaml", "production: 3\n")
    config = ServeConfig(
        default_model="fake",
        template_paths=[str(root)],
        models={"a": AliasSpec(template="shop", variables={"extra": 1})},
    )
    gw = Gateway(config)  # version 3 declares it: the config is good
    anyio.run(gw.start)
    try:
        assert gw.plan(ChatRequest(model="a", question="Hi")).ask.template_version == "3"
        promote_template("shop", "4", "production", [root])
        with pytest.raises(WireError) as caught:
            gw.plan(ChatRequest(model="a", question="Hi"))
        assert caught.value.status == 500 and caught.value.param is None
        assert "sets variable 'extra'" in caught.value.message and "configuration" in caught.value.message
        own = ChatRequest(model="shop@4", question="Hi")
        own.sot.variables = {"nope": 1}  # a client's own unknown variable stays its 400
        with pytest.raises(WireError) as caught:
            gw.plan(own)
        assert caught.value.status == 400 and caught.value.param == "sot.variables"
    finally:
        anyio.run(gw.aclose)
