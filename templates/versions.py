"""Versions and labels of a template: ``NAME@VERSION``, ``NAME@LABEL``, and moving a label.

A template released like code keeps its versions side by side in a folder named after it,
in any template folder, with a small file of labels pointing at versions::

    templates/
      support-billing/
        3.yaml          # version 3 (its `version:`, if it sets one, must say 3)
        4.yaml
        4.test.yaml     # version 4's tests (sot templates test support-billing@4)
        labels.yaml     # production: 3
                        # staging: 4

A reference names a template and optionally what to take of it (:func:`parse_ref`):
``support-billing`` (the ``production`` label where labels exist, else the newest
version), ``support-billing@4`` (that version), ``support-billing@staging`` (what the label
points at). A single file ``NAME.yaml`` is one version, its ``version:`` field.

:func:`promote` moves a label by writing the labels file anew beside the old one and renaming
it over (atomic: a reader sees the old labels or the new ones); rolling back is promoting
the old version again. Labels are read again when their file changes (its modification
time, size or inode), so a running gateway answers with a moved label on its next request.
"""

from __future__ import annotations

import os
import re
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from sot.errors import TemplateError

__all__ = [
    "DEFAULT_LABEL",
    "LABELS_FILE",
    "TemplateRef",
    "VersionFolder",
    "parse_ref",
    "promote",
    "version_folder",
    "version_key",
]

#: the labels file of a version folder
LABELS_FILE = "labels.yaml"
#: the label a plain name means, where the folder has labels
DEFAULT_LABEL = "production"
_SUFFIXES = (".yaml", ".yml")
_VERSION = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")
_LABEL = re.compile(r"^[A-Za-z][A-Za-z0-9_-]{0,63}$")
_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")

#: labels file -> (its stat key, its labels)
_labels_cache: dict[str, tuple[tuple[int, int, int], dict[str, str]]] = {}
#: version folder -> (its modification time, its versions)
_versions_cache: dict[str, tuple[int, dict[str, Path]]] = {}


@dataclass(frozen=True)
class TemplateRef:
    """A template reference: its ``name`` and what to take of it (a version or a label; ``None``:
    the default)."""

    name: str
    selector: str | None = None

    def __str__(self) -> str:
        return self.name if self.selector is None else f"{self.name}@{self.selector}"


def parse_ref(ref: str) -> TemplateRef:
    """``NAME``, ``NAME@VERSION`` or ``NAME@LABEL`` as a :class:`TemplateRef`."""
    name, at, selector = ref.partition("@")
    if at and not (selector and _VERSION.match(selector)):
        raise TemplateError(f"bad template reference {ref!r}: write NAME, NAME@VERSION or NAME@LABEL")
    return TemplateRef(name, selector if at else None)


def version_key(version: str) -> tuple[tuple[int, int | str], ...]:
    """A version's place in order: its dotted parts, numbers as numbers (``10`` after ``9``,
    ``2.10`` after ``2.9``), a number before a word."""
    return tuple((0, int(part)) if part.isdigit() else (1, part) for part in re.split(r"[.-]", version))


def _stat_key(path: Path) -> tuple[int, int, int] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return (st.st_mtime_ns, st.st_size, st.st_ino)


def read_labels(folder: Path) -> dict[str, str]:
    """The labels of a version folder (label -> version); read again only when the file changed."""
    path = folder / LABELS_FILE
    key = _stat_key(path)
    if key is None:
        return {}
    cached = _labels_cache.get(str(path))
    if cached is not None and cached[0] == key:
        return cached[1]
    try:
        # every scalar as written: version 2.10 is not the number 2.1
        data = yaml.load(path.read_text(encoding="utf-8"), Loader=yaml.BaseLoader)
    except (OSError, UnicodeDecodeError) as exc:
        raise TemplateError(f"{path}: cannot read the labels: {exc}") from None
    except yaml.YAMLError as exc:
        raise TemplateError(f"{path}: invalid YAML: {exc}") from None
    data = data or {}
    if not isinstance(data, dict):
        raise TemplateError(f"{path}: labels are a mapping of label to version (production: 3)")
    labels: dict[str, str] = {}
    for label, version in data.items():
        if not isinstance(label, str) or not _LABEL.match(label):
            raise TemplateError(f"{path}: bad label {label!r} (a letter, then letters, digits, _ or -)")
        if not isinstance(version, str) or not version:
            raise TemplateError(f"{path}: label {label!r}: a version is a number or a name, got {version!r}")
        labels[label] = version
    if len(_labels_cache) > 256:
        _labels_cache.clear()
    _labels_cache[str(path)] = (key, labels)
    return labels


def _versions(folder: Path) -> dict[str, Path]:
    """Version -> file of a folder, oldest first; read again when the folder's entries change."""
    try:
        mtime = folder.stat().st_mtime_ns
    except OSError:
        return {}
    cached = _versions_cache.get(str(folder))
    if cached is not None and cached[0] == mtime:
        return cached[1]
    found: dict[str, Path] = {}
    try:
        entries = sorted(folder.iterdir())
    except OSError:
        return {}
    for file in entries:
        if file.suffix not in _SUFFIXES or file.name in (LABELS_FILE, "labels.yml"):
            continue
        stem = file.stem
        if stem.endswith(".test") or not _VERSION.match(stem) or stem in found or not file.is_file():
            continue
        found[stem] = file
    versions = {v: found[v] for v in sorted(found, key=version_key)}
    if len(_versions_cache) > 256:
        _versions_cache.clear()
    _versions_cache[str(folder)] = (mtime, versions)
    return versions


@dataclass(frozen=True)
class VersionFolder:
    """A template's folder of versions and its labels."""

    path: Path
    name: str
    #: version -> its file, oldest first
    versions: Mapping[str, Path]
    #: label -> version
    labels: Mapping[str, str] = field(default_factory=dict)

    @property
    def newest(self) -> str:
        return list(self.versions)[-1]

    def default(self) -> str:
        """What a plain name means: the ``production`` label where labels exist, else the newest version."""
        if self.labels:
            if DEFAULT_LABEL not in self.labels:
                raise TemplateError(
                    f"{self.path / LABELS_FILE}: no {DEFAULT_LABEL!r} label, which a plain name "
                    f"{self.name!r} asks for (labels: {', '.join(self.labels)}; or ask for "
                    f"{self.name}@VERSION or {self.name}@LABEL)"
                )
            return self.labels[DEFAULT_LABEL]
        return self.newest

    def select(self, selector: str | None) -> tuple[str, Path]:
        """The version and file ``selector`` names (a version, else a label; ``None``: the default)."""
        if selector is None:
            version = self.default()
        elif selector in self.versions:
            version = selector
        elif selector in self.labels:
            version = self.labels[selector]
        else:
            raise TemplateError(
                f"template {self.name!r} has no version or label {selector!r} "
                f"(versions: {', '.join(self.versions)}; labels: {', '.join(self.labels) or 'none'})"
            )
        if version not in self.versions:
            raise TemplateError(
                f"{self.path / LABELS_FILE}: a label points at version {version!r} of {self.name!r}, "
                f"which has no file {version}.yaml (versions: {', '.join(self.versions)})"
            )
        return version, self.versions[version]


def version_folder(directory: Path, name: str) -> VersionFolder | None:
    """The version folder of template ``name`` in ``directory``, if there is one (a folder
    holding at least one ``VERSION.yaml``)."""
    if not _NAME.match(name):
        return None
    folder = directory / name
    versions = _versions(folder)
    if not versions:
        return None
    return VersionFolder(folder, name, versions, read_labels(folder))


def promote(folder: VersionFolder, version: str, label: str) -> dict[str, str]:
    """Point ``label`` at ``version`` in ``folder``'s labels file, atomically (a new file renamed
    over the old); the labels after. :class:`TemplateError` for an unknown version or a bad label."""
    version = str(version)
    if not _LABEL.match(label):
        raise TemplateError(f"bad label {label!r} (a letter, then letters, digits, _ or -)")
    if label in folder.versions:
        raise TemplateError(f"label {label!r} is also a version of {folder.name!r}: pick another name")
    if version not in folder.versions:
        raise TemplateError(
            f"template {folder.name!r} has no version {version!r} (versions: {', '.join(folder.versions)})"
        )
    labels = {**read_labels(folder.path), label: version}
    text = "".join(f"{key}: {_scalar(value)}\n" for key, value in labels.items())
    fd, tmp = tempfile.mkstemp(prefix=".labels.", suffix=".tmp", dir=folder.path)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, folder.path / LABELS_FILE)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return labels


def _scalar(version: str) -> str:
    """A version as YAML reads it back as the same text (``3`` stays a number, ``2.10`` is quoted)."""
    loaded = yaml.safe_load(version)
    return version if str(loaded) == version else f"'{version}'"
