"""Finding, reading and validating template files.

A template is named by a path (anything with a ``/`` or ending in ``.yaml``/``.yml``,
or an existing file) or by a name looked up as ``NAME.yaml`` / ``NAME.yml`` in, in
order: the ``search_paths`` given, the directories in ``SOT_TEMPLATE_PATH``
(``os.pathsep``-separated), the user's config directory
(``$XDG_CONFIG_HOME/sot/templates``, else ``~/.config/sot/templates``), and the
built-in templates. The first match wins, so a user template can replace a built-in.

A name may say which version to take: ``NAME@VERSION`` or ``NAME@LABEL``, where the template
is a folder of versions with labels (:mod:`~sot.templates.versions`); a plain name takes the
``production`` label, else the newest version, else the single file ``NAME.yaml``. In each
directory a folder of versions comes before a file of the same name.

YAML is read with ``yaml.safe_load``; the data is validated by
:class:`~sot.templates.schema.TemplateSpec`. Every problem becomes one
:class:`~sot.errors.TemplateError` naming the file, the line and the key; a YAML error names
the line where it starts (:mod:`~sot.templates.yaml_errors`: a quote left open, where it opens).
"""

from __future__ import annotations

import functools
import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, get_args

import yaml
from pydantic import BaseModel, ValidationError

from sot.errors import TemplateError
from sot.templates.render import Origin, syntax_problem
from sot.templates.schema import TemplateSpec
from sot.templates.template import BoundTemplate, Template, TemplatePrompts
from sot.templates.versions import VersionFolder, parse_ref, promote, version_folder
from sot.templates.yaml_errors import yaml_problem

__all__ = [
    "BUILTIN_DIR",
    "TemplateInfo",
    "find_versions",
    "list_templates",
    "load_template",
    "load_template_file",
    "parse_template",
    "promote_template",
    "resolve_template",
    "template_search_paths",
    "user_template_dir",
]

BUILTIN_DIR = Path(__file__).resolve().parent / "builtin"
_SUFFIXES = (".yaml", ".yml")
_MAX_FILE_BYTES = 1_000_000
_cache: dict[tuple[str, int, int, str | None], Template] = {}


def user_template_dir() -> Path:
    """``$XDG_CONFIG_HOME/sot/templates``, else ``~/.config/sot/templates``."""
    base = os.environ.get("XDG_CONFIG_HOME", "")
    root = Path(base) if base and os.path.isabs(base) else Path.home() / ".config"
    return root / "sot" / "templates"


def template_search_paths(extra: Iterable[str | os.PathLike[str]] | None = None) -> list[Path]:
    """The directories searched for a template name, in order (built-ins last)."""
    paths = [Path(p).expanduser() for p in (extra or ())]
    env = os.environ.get("SOT_TEMPLATE_PATH", "")
    paths += [Path(p).expanduser() for p in env.split(os.pathsep) if p]
    paths += [user_template_dir(), BUILTIN_DIR]
    return paths


# --------------------------------------------------------------------------- parsing


def _positions(text: str) -> dict[str, tuple[int, str | None]]:
    """Dotted key -> (1-based line where its value's text starts, scalar style); list items are
    keyed by their index (``escalation.rules.2.keywords``)."""
    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError:
        return {}
    out: dict[str, tuple[int, str | None]] = {}

    def walk(node: yaml.Node | None, prefix: str) -> None:
        if isinstance(node, yaml.SequenceNode):
            for i, item in enumerate(node.value):
                out.setdefault(f"{prefix}{i}", (item.start_mark.line + 1, None))
                walk(item, f"{prefix}{i}.")
            return
        if not isinstance(node, yaml.MappingNode):
            return
        for key_node, value_node in node.value:
            if not isinstance(key_node, yaml.ScalarNode):
                continue
            key = f"{prefix}{key_node.value}"
            style = value_node.style if isinstance(value_node, yaml.ScalarNode) else None
            line = value_node.start_mark.line + 1
            if style in ("|", ">"):
                line += 1  # the text starts on the line after the indicator
            out[key] = (line, style)
            out.setdefault(f"{key}#key", (key_node.start_mark.line + 1, None))
            walk(value_node, f"{key}.")

    walk(root, "")
    return out


def duplicate_keys(text: str) -> list[str]:
    """Every key set twice in one mapping of the YAML ``text``, as ``"LINE: duplicate key 'k'
    (first set on line N)"``: YAML readers keep the last silently, so the first is lost."""
    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError:
        return []
    found: list[str] = []

    def walk(node: yaml.Node | None, prefix: str) -> None:
        if isinstance(node, yaml.SequenceNode):
            for i, item in enumerate(node.value):
                walk(item, f"{prefix}{i}.")
        elif isinstance(node, yaml.MappingNode):
            seen: dict[str, int] = {}
            for key_node, value_node in node.value:
                if isinstance(key_node, yaml.ScalarNode):
                    line = key_node.start_mark.line + 1
                    if key_node.value in seen:
                        found.append(
                            f"{line}: duplicate key {prefix + key_node.value!r} (first set on line {seen[key_node.value]})"
                        )
                    else:
                        seen[key_node.value] = line
                walk(value_node, f"{prefix}{getattr(key_node, 'value', '?')}.")

    walk(root, "")
    return found


def _model_at(loc: tuple[Any, ...]) -> type[BaseModel] | None:
    """The model class that holds the last element of a pydantic error location."""
    model: Any = TemplateSpec
    i = 0
    while i < len(loc) - 1:
        if not (isinstance(model, type) and issubclass(model, BaseModel)) or loc[i] not in model.model_fields:
            return None
        annotation = model.model_fields[loc[i]].annotation
        if getattr(annotation, "__origin__", None) is dict:
            annotation = get_args(annotation)[1]
            i += 1  # skip the dict key
        model = annotation
        i += 1
    return model if isinstance(model, type) and issubclass(model, BaseModel) else None


def _problem(err: Any, origin: Origin) -> str:
    """One validation error as ``source:line: what``."""
    loc = tuple(part for part in err["loc"] if part not in ("function-after",))
    key = ".".join(str(p) for p in loc)
    pos = origin.positions.get(f"{key}#key") or origin.positions.get(key)
    if pos is None:  # the nearest enclosing key that has a place (a rule of a list, its list)
        for n in range(len(loc) - 1, 0, -1):
            prefix = ".".join(str(p) for p in loc[:n])
            pos = origin.positions.get(f"{prefix}#key") or origin.positions.get(prefix)
            if pos is not None:
                break
    where = f"{origin.source}:{pos[0]}:" if pos else f"{origin.source}:"
    if err["type"] == "extra_forbidden":
        model = _model_at(loc)
        allowed = ", ".join(model.model_fields) if model else ""
        return f"{where} unknown key {key!r}" + (f" (allowed here: {allowed})" if allowed else "")
    if err["type"] == "missing":
        return f"{where} missing required key {key!r}"
    got = err.get("input")
    msg = err["msg"].removeprefix("Value error, ")
    shown = "" if isinstance(got, (dict, list)) or repr(got) in msg else f" (got {got!r})"
    return f"{where} {key}: {msg}{shown}" if key else f"{where} {msg}"


def _validation_message(exc: ValidationError, origin: Origin) -> str:
    """Every problem, one a line, each with its place (the first line leads)."""
    problems = list(dict.fromkeys(_problem(err, origin) for err in exc.errors(include_url=False)))
    return "\n".join(problems)


def parse_template(
    text: str,
    source: str = "<template>",
    path: str | None = None,
    *,
    builtin_default: bool = False,
    version: str | None = None,
) -> Template:
    """A :class:`Template` from YAML text; ``source`` names it in error messages. Its prompts
    fall back on sot's own (:func:`default_template`), but for that template itself
    (``builtin_default``). ``version``: the version its file name gives (``3.yaml`` in a folder
    of versions), its ``version:`` where it sets none, an error where it sets another."""
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        problem = yaml_problem(exc, text)
        raise TemplateError(f"{problem.where(source)} invalid YAML: {problem.message}") from None
    if not isinstance(data, dict):
        raise TemplateError(f"{source}: a template must be a YAML mapping (name: ..., prompts: ...)")
    origin = Origin(source, _positions(text))
    problems = [f"{source}:{dup}" for dup in duplicate_keys(text)]
    if version is not None:
        given = data.get("version")
        if given is not None and str(given) != version and not _same_number(given, version):
            line = origin.positions.get("version", (None,))[0]
            problems.append(
                f"{source}:{line}: version: the file says {data['version']!r}, its file name "
                f"{version!r} (a version's file is VERSION.yaml)"
            )
    try:
        spec = TemplateSpec.model_validate(data)
    except ValidationError as exc:
        problems.append(_validation_message(exc, origin))
        problems += _syntax_problems(data, origin)  # it is not compiled: its sources' own errors too
    if problems:
        raise TemplateError("\n".join(problems)) from None
    if version is not None:  # its file's name, as written (2.10 is not 2.1)
        spec = spec.model_copy(update={"version": int(version) if version.isdigit() else version})
    return Template(spec, origin, path, defaults=None if builtin_default else default_template())


def _syntax_problems(data: dict[str, Any], origin: Origin) -> list[str]:
    """The Jinja2 syntax errors of a template's sources (``system``, ``plan``, ``prompts.*``,
    ``reply.*``), read from its data as they are, one a source."""
    sources = [(key, data.get(key)) for key in ("system", "plan")]
    for group in ("prompts", "reply"):
        section = data.get(group)
        if isinstance(section, dict):
            sources += [(f"{group}.{name}", text) for name, text in section.items()]
    found = (syntax_problem(key, text, origin) for key, text in sources if isinstance(text, str))
    return [problem for problem in found if problem is not None]


def _same_number(given: Any, version: str) -> bool:
    """Whether a ``version:`` YAML read as a number is the file name's (``version: 2.10`` in ``2.10.yaml``)."""
    try:
        return isinstance(given, (int, float)) and not isinstance(given, bool) and float(version) == given
    except ValueError:
        return False


def load_template_file(
    path: str | os.PathLike[str], *, builtin_default: bool = False, version: str | None = None
) -> Template:
    """Read and validate one template file (cached by path, size and modification time);
    ``version`` as :func:`parse_template` takes it."""
    p = Path(path).expanduser()
    try:
        stat = p.stat()
        if not p.is_file():
            raise TemplateError(f"{p}: not a file")
        if stat.st_size > _MAX_FILE_BYTES:
            raise TemplateError(f"{p}: template file is larger than {_MAX_FILE_BYTES} bytes")
        cache_key = (str(p.resolve()), stat.st_mtime_ns, stat.st_size, version)
        if cache_key in _cache:
            return _cache[cache_key]
        text = p.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise TemplateError(f"{p}: no such template file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise TemplateError(f"{p}: cannot read template: {exc}") from None
    template = parse_template(text, source=str(p), path=str(p), builtin_default=builtin_default, version=version)
    if len(_cache) > 256:
        _cache.clear()
    _cache[cache_key] = template
    return template


def _looks_like_path(ref: str) -> bool:
    return "/" in ref or os.sep in ref or ref.endswith(_SUFFIXES) or ref.startswith(("~", "."))


def _find_by_name(name: str, paths: list[Path]) -> Path | None:
    for directory in paths:
        for suffix in _SUFFIXES:
            candidate = directory / f"{name}{suffix}"
            if candidate.is_file():
                return candidate
    return None


def _load_versioned(folder: Path, name: str, selector: str | None) -> Template | None:
    """The version ``selector`` names of the folder of versions ``folder`` (``None`` if it holds none)."""
    found = version_folder(folder.parent, name)
    if found is None:
        return None
    version, file = found.select(selector)
    template = load_template_file(file, version=version)
    if template.name != name:
        raise TemplateError(f"{file}: template name {template.name!r} does not match its folder's name {name!r}")
    return template


def _load_path(ref: str) -> Template:
    """A template by path: a file, or a folder of versions with an optional ``@VERSION``/``@LABEL``."""
    head, at, selector = ref.rpartition("@") if "@" in Path(ref).name else (ref, "", "")
    folder = Path(head if at else ref).expanduser()
    if folder.is_dir():
        versioned = _load_versioned(folder, folder.name, selector or None)
        if versioned is None:
            raise TemplateError(f"{folder}: a folder with no template versions (VERSION.yaml files)")
        return versioned
    return load_template_file(ref)


@functools.cache
def default_template() -> Template:
    """sot's own prompts: the built-in template ``default`` (never a user's file of that name)."""
    return load_template_file(BUILTIN_DIR / "default.yaml", builtin_default=True)


def default_prompts(system: str | None = None) -> TemplatePrompts:
    """sot's own prompts (the built-in template ``default``); ``system`` replaces its
    system prompt when given (``""`` drops the system message)."""
    return TemplatePrompts(default_template().bind(), system=system)


def load_template(
    ref: str | os.PathLike[str], search_paths: Iterable[str | os.PathLike[str]] | None = None
) -> Template:
    """A template by path or by name, ``NAME@VERSION`` or ``NAME@LABEL`` (see the module
    docstring for the search order and what a plain name takes)."""
    if isinstance(ref, os.PathLike) or _looks_like_path(str(ref)):
        return _load_path(str(ref))
    wanted = parse_ref(str(ref))
    name = wanted.name
    paths = template_search_paths(search_paths)
    for directory in paths:
        versioned = _load_versioned(directory / name, name, wanted.selector)
        if versioned is not None:
            return versioned
        found = _find_by_name(name, [directory])
        if found is not None:
            break
    else:
        if wanted.selector is None and Path(name).is_file():
            return load_template_file(name)
        known = sorted({info.name for info in list_templates(search_paths) if info.error is None})
        raise TemplateError(
            f"unknown template {name!r} (known: {', '.join(known) or 'none'}; a path to a .yaml file works too)"
        )
    template = load_template_file(found)
    if template.name != name:
        raise TemplateError(f"{found}: template name {template.name!r} does not match its file name {found.name!r}")
    if wanted.selector is not None and wanted.selector != str(template.spec.version):
        raise TemplateError(
            f"template {name!r} has no version or label {wanted.selector!r}: {found} is its one version, "
            f"{template.spec.version} (a folder {name}/ holds versions and labels)"
        )
    return template


def find_versions(name: str, search_paths: Iterable[str | os.PathLike[str]] | None = None) -> VersionFolder | None:
    """The folder of versions a plain ``name`` finds (the first in the search order), if any."""
    for directory in template_search_paths(search_paths):
        found = version_folder(directory, name)
        if found is not None:
            return found
        if _find_by_name(name, [directory]) is not None:
            return None  # a single file of that name comes first
    return None


def promote_template(
    name: str, version: str, label: str, search_paths: Iterable[str | os.PathLike[str]] | None = None
) -> VersionFolder:
    """Point ``label`` of template ``name`` at ``version`` (checked first: a label never points at
    an invalid file), atomically; the folder after. Rolling back is promoting the old version."""
    found = find_versions(name, search_paths)
    if found is None:
        raise TemplateError(
            f"template {name!r} has no folder of versions: make a folder {name}/ with one file a "
            f"version (1.yaml, 2.yaml) in a template folder"
        )
    if str(version) in found.versions:
        template = load_template_file(found.versions[str(version)], version=str(version))
        if template.name != name:
            raise TemplateError(f"{found.versions[str(version)]}: template name {template.name!r} is not {name!r}")
    promote(found, str(version), label)
    refreshed = version_folder(found.path.parent, name)
    assert refreshed is not None
    return refreshed


def resolve_template(
    ref: str | os.PathLike[str] | Template | BoundTemplate,
    variables: Mapping[str, Any] | None = None,
    search_paths: Iterable[str | os.PathLike[str]] | None = None,
) -> BoundTemplate:
    """A :class:`BoundTemplate` from a name, a path, a :class:`Template` or a bound one.

    A bound template given with ``variables`` is re-bound with them laid over its own.
    """
    if isinstance(ref, BoundTemplate):
        return ref.rebind(variables) if variables else ref
    template = ref if isinstance(ref, Template) else load_template(ref, search_paths)
    return template.bind(variables)


# --------------------------------------------------------------------------- listing


@dataclass(frozen=True)
class TemplateInfo:
    """One entry of :func:`list_templates`; ``error`` is set where the file is invalid."""

    name: str
    description: str
    #: its file, or its folder of versions
    path: str
    builtin: bool
    error: str | None = None
    #: the version a plain name takes
    version: str | None = None
    #: every version of a folder of versions, oldest first (a single file: its one)
    versions: tuple[str, ...] = ()
    #: label -> version
    labels: dict[str, str] = field(default_factory=dict)
    #: what is wrong with a folder's labels file, where no good labels were read from it (its
    #: versions still answer ``NAME@VERSION``; ``description`` is then its newest version's)
    labels_problem: str | None = None


def _info(file: Path, builtin: bool) -> TemplateInfo:
    try:
        template = load_template_file(file)
    except TemplateError as exc:
        return TemplateInfo(file.stem, "", str(file), builtin, str(exc))
    error = None
    if template.name != file.stem:
        error = f"{file}: template name {template.name!r} does not match its file name"
    version = str(template.spec.version)
    return TemplateInfo(file.stem, template.description, str(file), builtin, error, version, (version,))


def _folder_info(directory: Path, name: str, builtin: bool) -> TemplateInfo | None:
    found = version_folder(directory, name)
    if found is None:
        return None
    versions, labels = tuple(found.versions), dict(found.labels)
    problem = found.labels_problem
    try:
        template = _load_versioned(found.path, name, found.newest if problem else None)
    except TemplateError as exc:
        return TemplateInfo(name, "", str(found.path), builtin, str(exc), None, versions, labels, problem)
    assert template is not None
    version = None if problem else str(template.spec.version)
    return TemplateInfo(name, template.description, str(found.path), builtin, None, version, versions, labels, problem)


def list_templates(search_paths: Iterable[str | os.PathLike[str]] | None = None) -> list[TemplateInfo]:
    """Every template reachable by name, sorted by name; the first of a name wins (in one
    directory, a folder of versions before a file)."""
    seen: dict[str, TemplateInfo] = {}
    for directory in template_search_paths(search_paths):
        if not directory.is_dir():
            continue
        builtin = directory == BUILTIN_DIR
        entries = sorted(directory.iterdir())
        for folder in entries:
            if folder.name not in seen and folder.is_dir():
                info = _folder_info(directory, folder.name, builtin)
                if info is not None:
                    seen[folder.name] = info
        for file in entries:
            if file.suffix not in _SUFFIXES or file.stem in seen or not file.is_file():
                continue
            if file.name.endswith((".test.yaml", ".test.yml")):  # a template's tests (sot templates test)
                continue
            seen[file.stem] = _info(file, builtin)
    return [seen[name] for name in sorted(seen)]
