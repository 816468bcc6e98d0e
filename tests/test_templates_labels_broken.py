"""A labels file broken by hand (YAML that does not parse, a label pointing at a version with no
file): the labels read good before are kept and the problem logged once per change, a version
pinned by number always answers, and with no good labels what needs one fails with one line (the
gateway's 500, not a client's 400); ``promote`` writes the labels file with the umask's mode."""

from __future__ import annotations

import logging
import os
import stat
from pathlib import Path

import anyio
import pytest

from sot.cli.main import main
from sot.errors import TemplateError
from sot.serve.config import AliasSpec, ServeConfig
from sot.serve.gateway import Gateway
from sot.serve.wire import ChatRequest, WireError
from sot.templates import list_templates, load_template, promote_template
from sot.templates import versions as versions_module
from tests.files import write

pytestmark = pytest.mark.usefixtures("isolated_templates")


@pytest.fixture(autouse=True)
def fresh_labels(monkeypatch):
    """Each test starts with no labels read before (the caches are per process)."""
    monkeypatch.setattr(versions_module, "_labels_cache", {})
    monkeypatch.setattr(versions_module, "_good_labels", {}, raising=False)
    monkeypatch.setattr(versions_module, "_warned", set(), raising=False)


def shop(root: Path, labels: str | None = "production: 3\n") -> Path:
    for number in ("3", "4"):
        write(root / "shop" / f"{number}.yaml", f"name: shop\nmode: direct\nsystem: You are v{number}.\n")
    if labels is not None:
        write(root / "shop" / "labels.yaml", labels)
    return root


def rewrite(path: Path, text: str) -> None:
    """Write ``text`` over ``path`` so that its stat key changes even within one clock tick."""
    before = path.stat()
    path.write_text(text, encoding="utf-8")
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns + 1_000_000))


BROKEN = {
    "invalid YAML": "production: [3\nstaging: 4\n",
    "a label at a version with no file": "production: 9\n",
}


@pytest.mark.parametrize("text", BROKEN.values(), ids=BROKEN.keys())
def test_a_broken_labels_file_keeps_the_labels_read_good_before_and_logs_once(tmp_path, caplog, text):
    root = shop(tmp_path)
    assert load_template("shop", [root]).spec.version == 3
    rewrite(root / "shop" / "labels.yaml", text)
    with caplog.at_level(logging.WARNING, logger="sot.templates"):
        for _ in range(3):
            assert load_template("shop", [root]).spec.version == 3
            assert load_template("shop@4", [root]).spec.version == 4
    warnings = [r.getMessage() for r in caplog.records if r.name == "sot.templates"]
    assert len(warnings) == 1, warnings
    assert "labels.yaml" in warnings[0] and "kept the labels read before (production: 3)" in warnings[0]
    assert "\n" not in warnings[0]
    # a second change of the file is logged again
    caplog.clear()
    with caplog.at_level(logging.WARNING, logger="sot.templates"):
        rewrite(root / "shop" / "labels.yaml", text + "# again\n")
        assert load_template("shop", [root]).spec.version == 3
    assert len([r for r in caplog.records if r.name == "sot.templates"]) == 1
    # fixed again: the new labels answer
    rewrite(root / "shop" / "labels.yaml", "production: 4\n")
    assert load_template("shop", [root]).spec.version == 4


@pytest.mark.parametrize("text", BROKEN.values(), ids=BROKEN.keys())
def test_with_no_good_labels_a_pinned_version_works_and_a_label_fails_in_one_line(tmp_path, text):
    from sot.templates.versions import LabelsError

    root = shop(tmp_path, labels=text)
    assert load_template("shop@3", [root]).spec.version == 3
    assert load_template("shop@4", [root]).spec.version == 4
    for ref in ("shop", "shop@production", "shop@staging"):
        with pytest.raises(LabelsError) as caught:
            load_template(ref, [root])
        message = str(caught.value)
        assert "\n" not in message and "labels.yaml" in message and "shop@VERSION needs none" in message
        assert isinstance(caught.value, TemplateError)  # sot ask: exit 2
    if "[" in text:
        assert "labels.yaml:2:" in message  # the line of the YAML problem
    info = next(i for i in list_templates([root]) if i.name == "shop")
    assert info.error is None and info.versions == ("3", "4") and "labels.yaml" in (info.labels_problem or "")


def request(model: str) -> ChatRequest:
    return ChatRequest(model=model, question="Hi")


def test_the_gateway_keeps_serving_and_answers_500_only_where_it_has_no_good_labels(tmp_path):
    root = shop(tmp_path)
    config = ServeConfig(
        default_model="fake",
        template_paths=[str(root)],
        models={"shop": AliasSpec(template="shop"), "shop-3": AliasSpec(template="shop@3")},
    )
    gw = Gateway(config)
    anyio.run(gw.start)
    try:
        rewrite(root / "shop" / "labels.yaml", "production: [3\n")  # hand-edited while serving
        assert gw.plan(request("shop")).ask.template_version == "3"  # the labels read good before
        assert gw.plan(request("shop-3")).ask.template_version == "3"
        assert gw.plan(request("shop@4")).ask.template_version == "4"
        versions_module._good_labels.clear()  # as in a process that never read them good
        with pytest.raises(WireError) as caught:
            gw.plan(request("shop"))
        assert caught.value.status == 500 and caught.value.param is None
        assert "\n" not in caught.value.message and "labels.yaml:2:1: invalid YAML" in caught.value.message
        assert str(tmp_path) not in caught.value.message  # no server paths for the client
        assert gw.plan(request("shop-3")).ask.template_version == "3"  # pinned: needs no label
        assert gw.plan(request("shop@4")).ask.template_version == "4"
    finally:
        anyio.run(gw.aclose)


def test_list_shows_a_broken_labels_file(tmp_path, capsys):
    root = shop(tmp_path, labels="production: 9\n")
    assert main(["templates", "list", "--template-path", str(root)]) == 0
    out = capsys.readouterr().out
    assert "labels: BROKEN:" in out and "'9'" in out and "shop@VERSION still works" in out
    assert "versions: 3, 4\n" in out and "None" not in out


def test_promote_writes_labels_with_the_mode_of_a_new_file_under_the_umask(tmp_path):
    root = shop(tmp_path, labels=None)
    old = os.umask(0o022)
    try:
        promote_template("shop", "3", "production", [root])
        assert stat.S_IMODE((root / "shop" / "labels.yaml").stat().st_mode) == 0o644
        os.umask(0o027)
        promote_template("shop", "4", "staging", [root])
        assert stat.S_IMODE((root / "shop" / "labels.yaml").stat().st_mode) == 0o640
    finally:
        os.umask(old)
    assert load_template("shop@staging", [root]).spec.version == 4
    assert not [p.name for p in (root / "shop").iterdir() if p.name.startswith(".labels.")]


def test_promote_refuses_a_labels_file_that_does_not_parse_in_one_line(tmp_path):
    root = shop(tmp_path, labels="production: [3\n")
    with pytest.raises(TemplateError) as caught:
        promote_template("shop", "4", "production", [root])
    assert "\n" not in str(caught.value) and "invalid YAML" in str(caught.value)
    assert (root / "shop" / "labels.yaml").read_text() == "production: [3\n"
