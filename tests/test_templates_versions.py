"""Template versions and labels: ``NAME@VERSION``, ``NAME@LABEL``, what a plain name takes,
``sot templates promote`` and ``list``, and every place that selects a template by name."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

import sot
from sot.cli.main import main
from sot.errors import TemplateError
from sot.templates import find_versions, list_templates, load_template, promote_template, resolve_template
from sot.templates.versions import parse_ref, version_key
from tests.files import write

pytestmark = pytest.mark.usefixtures("isolated_templates")


def versions(root: Path, *numbers: str, labels: str | None = None) -> Path:
    """A folder ``root/shop`` with one version a number (its system prompt names it)."""
    for number in numbers:
        write(
            root / "shop" / f"{number}.yaml", f"name: shop\ndescription: shop v{number}\nsystem: You are v{number}.\n"
        )
    if labels is not None:
        write(root / "shop" / "labels.yaml", labels)
    return root


def test_a_reference_names_a_template_and_what_to_take_of_it():
    assert parse_ref("shop") == parse_ref("shop")
    assert (parse_ref("shop").name, parse_ref("shop").selector) == ("shop", None)
    assert (parse_ref("shop@3").name, parse_ref("shop@3").selector) == ("shop", "3")
    assert str(parse_ref("shop@production")) == "shop@production"
    for bad in ("shop@", "shop@a b"):
        with pytest.raises(TemplateError, match="NAME@VERSION"):
            parse_ref(bad)
    assert sorted(["10", "9", "2.10", "2.9"], key=version_key) == ["2.9", "2.10", "9", "10"]


def test_a_plain_name_takes_the_newest_version_without_labels(tmp_path):
    root = versions(tmp_path, "3", "4", "10")
    assert str(load_template("shop", [root]).spec.version) == "10"
    assert str(load_template("shop@4", [root]).spec.version) == "4"
    assert load_template("shop@3", [root]).spec.system == "You are v3."


def test_a_plain_name_takes_the_production_label(tmp_path):
    root = versions(tmp_path, "3", "4", labels="production: 3\nstaging: 4\n")
    assert str(load_template("shop", [root]).spec.version) == "3"
    assert str(load_template("shop@production", [root]).spec.version) == "3"
    assert str(load_template("shop@staging", [root]).spec.version) == "4"
    assert resolve_template("shop@staging", search_paths=[root]).template.spec.system == "You are v4."


def test_labels_without_production_refuse_a_plain_name(tmp_path):
    root = versions(tmp_path, "3", labels="staging: 3\n")
    with pytest.raises(TemplateError, match="no 'production' label"):
        load_template("shop", [root])
    assert str(load_template("shop@staging", [root]).spec.version) == "3"


def test_unknown_versions_and_labels_say_what_there_is(tmp_path):
    root = versions(tmp_path, "3", "4", labels="production: 3\n")
    with pytest.raises(TemplateError, match=r"no version or label 'canary' \(versions: 3, 4; labels: production\)"):
        load_template("shop@canary", [root])
    # (a label at a version with no file, where no good labels were read before: those would be kept)
    fresh = versions(tmp_path / "fresh", "3", "4", labels="production: 7\n")
    with pytest.raises(TemplateError, match="points at version '7'"):
        load_template("shop", [fresh])


def test_a_version_file_that_says_another_version_is_refused(tmp_path):
    write(tmp_path / "shop" / "4.yaml", "name: shop\nversion: 3\n")
    with pytest.raises(TemplateError, match=r"4.yaml:2: version: the file says 3, its file name '4'"):
        load_template("shop", [tmp_path])
    write(tmp_path / "shop" / "4.yaml", "name: shop\nversion: 4\n")
    assert load_template("shop", [tmp_path]).spec.version == 4
    write(tmp_path / "shop" / "5.yaml", "name: other\n")
    with pytest.raises(TemplateError, match="does not match its folder's name"):
        load_template("shop@5", [tmp_path])


def test_a_single_file_is_one_version(tmp_path):
    write(tmp_path / "faq.yaml", "name: faq\nversion: 2\n")
    assert load_template("faq@2", [tmp_path]).spec.version == 2
    with pytest.raises(TemplateError, match="its one version, 2"):
        load_template("faq@3", [tmp_path])
    assert load_template("support@1").name == "support"  # a built-in, version 1
    assert find_versions("faq", [tmp_path]) is None


def test_a_folder_of_versions_by_path(tmp_path):
    root = versions(tmp_path, "3", "4", labels="production: 3\n")
    assert str(load_template(str(root / "shop")).spec.version) == "3"
    assert str(load_template(f"{root / 'shop'}@4").spec.version) == "4"


def test_promote_moves_a_label_atomically_and_rolls_back(tmp_path):
    root = versions(tmp_path, "3", "4", labels="production: 3\n")
    folder = promote_template("shop", "4", "production", [root])
    assert folder.labels == {"production": "4"}
    assert str(load_template("shop", [root]).spec.version) == "4"
    assert not [p for p in (root / "shop").iterdir() if p.name.startswith(".labels.")]  # no temp file left
    promote_template("shop", "3", "production", [root])  # rollback
    assert str(load_template("shop", [root]).spec.version) == "3"
    assert (root / "shop" / "labels.yaml").read_text() == "production: 3\n"
    with pytest.raises(TemplateError, match="no version '9'"):
        promote_template("shop", "9", "production", [root])
    with pytest.raises(TemplateError, match="no folder of versions"):
        promote_template("support", "1", "production")


def test_promote_refuses_an_invalid_version(tmp_path):
    root = versions(tmp_path, "3", labels="production: 3\n")
    write(root / "shop" / "4.yaml", "name: shop\nlimits: {max_points: 0}\n")
    with pytest.raises(TemplateError, match="max_points"):
        promote_template("shop", "4", "production", [root])
    assert str(load_template("shop", [root]).spec.version) == "3"


def test_a_folder_comes_before_a_file_of_the_same_name_and_a_user_folder_before_a_builtin(tmp_path):
    root = versions(tmp_path, "3")
    write(root / "shop.yaml", "name: shop\nversion: 1\n")
    assert str(load_template("shop", [root]).spec.version) == "3"
    write(tmp_path / "mine" / "support" / "7.yaml", "name: support\n")
    assert str(load_template("support", [tmp_path / "mine"]).spec.version) == "7"


def test_list_shows_versions_and_labels(tmp_path, capsys):
    root = versions(tmp_path, "3", "4", labels="production: 3\nstaging: 4\n")
    infos = {i.name: i for i in list_templates([root])}
    assert (infos["shop"].version, infos["shop"].versions, infos["shop"].labels) == (
        "3",
        ("3", "4"),
        {"production": "3", "staging": "4"},
    )
    assert infos["shop"].description == "shop v3" and infos["shop"].path == str(root / "shop")
    assert infos["support"].versions == ("1",)
    assert main(["templates", "list", "--template-path", str(root)]) == 0
    out = capsys.readouterr().out
    assert "versions: 3, 4; labels: production -> 3, staging -> 4" in out
    assert main(["templates", "list", "--json", "--template-path", str(root)]) == 0
    rows = {r["name"]: r for r in json.loads(capsys.readouterr().out)}
    assert rows["shop"]["versions"] == ["3", "4"] and rows["shop"]["labels"]["staging"] == "4"


def test_cli_promote_and_show_by_label(tmp_path, capsys):
    root = versions(tmp_path, "3", "4", labels="production: 3\n")
    assert main(["templates", "promote", "shop", "4", "production", "--template-path", str(root)]) == 0
    assert "shop@production -> 4 (was 3)" in capsys.readouterr().out
    assert main(["templates", "show", "shop", "--template-path", str(root)]) == 0
    assert "You are v4." in capsys.readouterr().out
    assert main(["templates", "show", "shop@3", "--template-path", str(root)]) == 0
    assert "You are v3." in capsys.readouterr().out
    assert main(["templates", "promote", "shop", "9", "production", "--template-path", str(root)]) == 2
    assert "no version '9'" in capsys.readouterr().err


def test_the_client_selects_by_version_and_label(tmp_path):
    root = versions(tmp_path, "3", "4", labels="production: 3\nstaging: 4\n")

    def ask(ref: str) -> sot.AskResult:
        return sot.Client("fake").run_sync("Hi", template=ref, template_paths=(str(root),), mode="direct")

    for ref, version in (("shop", "3"), ("shop@4", "4"), ("shop@staging", "4"), ("shop@production", "3")):
        result = ask(ref)
        assert (result.template, result.template_version) == ("shop", version)
    promote_template("shop", "4", "production", [root])
    assert ask("shop").template_version == "4"


def test_labels_are_read_again_when_their_file_changes(tmp_path):
    root = versions(tmp_path, "3", "4", labels="production: 3\n")
    assert str(load_template("shop", [root]).spec.version) == "3"
    path = root / "shop" / "labels.yaml"
    path.write_text("production: 4\n")  # edited in place, same size: a new modification time
    st = path.stat()
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000))
    assert str(load_template("shop", [root]).spec.version) == "4"


def test_a_dotted_version_keeps_its_text(tmp_path):
    root = versions(tmp_path, "2.9", "2.10")
    assert load_template("shop", [root]).spec.version == "2.10"  # the newest, not the number 2.1
    write(root / "shop" / "labels.yaml", "production: 2.10\n")  # written by hand, unquoted
    assert load_template("shop", [root]).spec.version == "2.10"
    assert sot.Client("fake").run_sync("Hi", template="shop@2.9", template_paths=(str(root),)).template_version == "2.9"
    promote_template("shop", "2.9", "production", [root])
    assert load_template("shop", [root]).spec.version == "2.9"
    write(root / "shop" / "2.10.yaml", "name: shop\nversion: 2.10\n")  # its version: read by YAML as 2.1
    assert load_template("shop@2.10", [root]).spec.version == "2.10"
