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

A labels file that is broken (invalid YAML, a bad label, a label pointing at a version that has
no file) is the release's fault, not a request's: the labels last read good from it are kept
(a warning is logged once per change of the file), a reference pinned to a version
(``NAME@3``) needs no labels and always works, and where no good labels were ever read, what
needs a label raises :class:`LabelsError`, a one-line message naming the file and its line.
"""

from __future__ import annotations

import logging
import os
import re
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from sot.errors import TemplateError
from sot.templates.yaml_errors import yaml_problem

__all__ = [
    "DEFAULT_LABEL",
    "LABELS_FILE",
    "LabelsError",
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

log = logging.getLogger("sot.templates")

#: labels file -> (its stat key, its labels, or what is wrong with it)
_labels_cache: dict[str, tuple[tuple[int, int, int], dict[str, str] | str]] = {}
#: labels file -> the labels last read good from it (every label pointing at a version with a file)
_good_labels: dict[str, dict[str, str]] = {}
#: (labels file, its stat key, its folder's modification time) of each problem already logged
_warned: set[tuple[str, tuple[int, int, int] | None, int]] = set()


class LabelsError(TemplateError):
    """A template's labels file is broken and no good labels were read from it before: what
    needs a label (a plain name, ``NAME@LABEL``) cannot be answered. The server's fault, not a
    request's (a gateway answers 500); ``NAME@VERSION`` needs no labels and still works."""


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
    """The labels of a version folder (label -> version) as its file says them; read again only
    when the file changed. :class:`TemplateError` (one line, the file and its line) for a file
    that is not valid."""
    path = folder / LABELS_FILE
    key = _stat_key(path)
    if key is None:
        return {}
    cached = _labels_cache.get(str(path))
    if cached is None or cached[0] != key:
        try:
            found: dict[str, str] | str = _parse_labels(path)
        except TemplateError as exc:
            found = str(exc)
        if len(_labels_cache) > 256:
            _labels_cache.clear()
        _labels_cache[str(path)] = cached = (key, found)
    if isinstance(cached[1], str):
        raise TemplateError(cached[1])
    return cached[1]


def _parse_labels(path: Path) -> dict[str, str]:
    try:
        text = path.read_text(encoding="utf-8")
        # every scalar as written: version 2.10 is not the number 2.1
        data = yaml.load(text, Loader=yaml.BaseLoader)
    except (OSError, UnicodeDecodeError) as exc:
        raise TemplateError(f"{path}: cannot read the labels: {exc}") from None
    except yaml.YAMLError as exc:
        problem = yaml_problem(exc, text)
        raise TemplateError(f"{problem.where(str(path))} invalid YAML: {' '.join(problem.message.split())}") from None
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
    return labels


def _labels_of(folder: Path, versions: Mapping[str, Path]) -> tuple[dict[str, str], str | None]:
    """The labels to serve from ``folder`` and what is wrong with its labels file (``None``:
    nothing). A broken file (not valid, or a label pointing at a version with no file) gives the
    labels last read good from it, where they still point at versions that have files, else none
    and the problem; the problem is logged once per change of the file or of the folder."""
    path = folder / LABELS_FILE
    try:
        labels = read_labels(folder)
        missing = next(((label, v) for label, v in labels.items() if v not in versions), None)
        if missing is None:
            if labels:
                _good_labels[str(path)] = labels
            return labels, None
        label, version = missing
        problem = (
            f"{path}: label {label!r} points at version {version!r}, which has no file {version}.yaml "
            f"(versions: {', '.join(versions)})"
        )
    except TemplateError as exc:
        problem = str(exc)
    good = _good_labels.get(str(path))
    if good is not None and any(v not in versions for v in good.values()):
        good = None  # a version they point at is gone too
    seen = (str(path), _stat_key(path), _mtime(folder))
    if seen not in _warned:
        if len(_warned) > 1024:
            _warned.clear()
        _warned.add(seen)
        kept = f"kept the labels read before ({_show(good)})" if good is not None else "no labels read good before"
        log.warning("%s; %s: %s@VERSION still works", problem, kept, folder.name)
    if good is not None:
        return good, None
    return {}, problem


def _show(labels: Mapping[str, str]) -> str:
    return ", ".join(f"{label}: {version}" for label, version in labels.items())


def _mtime(folder: Path) -> int:
    try:
        return folder.stat().st_mtime_ns
    except OSError:
        return 0


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
    #: what is wrong with the labels file, where no good labels were read from it (``labels``
    #: is then empty, and what needs a label raises :class:`LabelsError`)
    labels_problem: str | None = None

    @property
    def newest(self) -> str:
        return list(self.versions)[-1]

    def _broken(self) -> LabelsError:
        return LabelsError(
            f"{self.labels_problem} (no good labels of {self.name!r} were read; {self.name}@VERSION needs none)"
        )

    def default(self) -> str:
        """What a plain name means: the ``production`` label where labels exist, else the newest version."""
        if self.labels_problem is not None:
            raise self._broken()
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
        elif self.labels_problem is not None:
            raise self._broken()
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
    labels, problem = _labels_of(folder, versions)
    return VersionFolder(folder, name, versions, labels, problem)


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
            # mkstemp makes it 0600: give it what any new file gets (0644 under umask 022), so a
            # gateway running as another user reads the labels as it read the file before
            os.fchmod(out.fileno(), 0o666 & ~_umask())
            os.fsync(out.fileno())
        os.replace(tmp, folder.path / LABELS_FILE)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return labels


def _umask() -> int:
    """The process's umask, read without changing it where the system says it (Linux's
    ``/proc/self/status``), else by setting it and back."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _scalar(version: str) -> str:
    """A version as YAML reads it back as the same text (``3`` stays a number, ``2.10`` is quoted)."""
    loaded = yaml.safe_load(version)
    return version if str(loaded) == version else f"'{version}'"
