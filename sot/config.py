"""The user's config file: defaults for ``sot ask`` and the models ``sot models`` lists.

The file is TOML, read with the standard library's ``tomllib`` (``tomli`` on Python 3.10);
its place is ``$SOT_CONFIG``, else ``$XDG_CONFIG_HOME/sot/config.toml``, else
``~/.config/sot/config.toml``. A missing file is no configuration (except one named by
``$SOT_CONFIG``, which must exist)::

    model = "openai:gpt-4o-mini"      # default model (after -m and $SOT_MODEL)
    mode = "auto"                     # default mode (after --mode and a template's)
    system = "Answer briefly."        # default system prompt (after -s)
    template_paths = ["~/templates"]  # extra template folders, searched after --template-path
    router = "encoder"                # auto mode's router (after --router)

    [options]                         # -o KEY=VALUE defaults (after -o)
    temperature = 0.7
    top_p = 0.9
    seed = 42

    [models]                          # names for -m (and listed by `sot models`)
    fast = "openai:gpt-4o-mini"
    qwen = "local:~/models/qwen2.5-0.5b-instruct-q4_k_m.gguf"

Unknown keys and wrong types are errors naming the file and the line, as is TOML that
does not parse. Explicit flags always win over the file. ``template_paths`` is spelled as
in Python (``template_paths=``) and the gateway's config; the older ``template_path`` is
read as it, with a note on stderr.
"""

from __future__ import annotations

import math
import os
import re
import sys
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10: the same parser, as the tomli package
    import tomli as tomllib

from sot.errors import ConfigError

__all__ = ["Config", "config_path", "load_config", "parse_options", "resolve_model"]

#: the ``-o`` options: their value types, in help order
OPTION_TYPES: dict[str, type[float] | type[int]] = {"temperature": float, "top_p": float, "seed": int}
_TOP_KEYS = {
    "model": str,
    "mode": str,
    "system": str,
    "template_paths": list,
    "router": str,
    "options": dict,
    "models": dict,
}


@dataclass(frozen=True)
class Config:
    """What the config file says; empty when there is none. ``path`` is the file read."""

    path: Path | None = None
    model: str | None = None
    mode: str | None = None
    system: str | None = None
    template_paths: tuple[str, ...] = ()
    router: str | None = None
    #: validated ``-o`` defaults (``temperature``, ``top_p``, ``seed``)
    options: Mapping[str, float | int] = field(default_factory=dict)
    #: names usable with ``-m``: name -> ``provider:model``
    models: Mapping[str, str] = field(default_factory=dict)

    def settings(self) -> dict[str, Any]:
        """What the file says of an ask's settings, for :class:`sot.Client`'s ``config``: below
        the flags, the template and ``$SOT_MODEL`` (a model named in ``[models]`` replaced)."""
        given = {
            "model": resolve_model(self.model, self),
            "mode": self.mode,
            "system": self.system,
            "template_paths": self.template_paths,
            "router": self.router,
            **self.options,
        }
        return {key: value for key, value in given.items() if value is not None and value != ()}


def config_path() -> Path:
    """``$SOT_CONFIG``, else ``$XDG_CONFIG_HOME/sot/config.toml``, else ``~/.config/sot/config.toml``."""
    override = os.environ.get("SOT_CONFIG")
    if override:
        return Path(override).expanduser()
    base = os.environ.get("XDG_CONFIG_HOME", "")
    root = Path(base) if base and os.path.isabs(base) else Path.home() / ".config"
    return root / "sot" / "config.toml"


def _line_of(text: str, table: str | None, key: str) -> int | None:
    """The 1-based line where ``key`` is set (in ``[table]``, or at the top when ``None``)."""
    current: str | None = None
    pattern = re.compile(rf"""\s*(?:{re.escape(key)}|"{re.escape(key)}"|'{re.escape(key)}')\s*=""")
    for number, line in enumerate(text.splitlines(), 1):
        header = re.match(r"\s*\[\s*([^\]\s]+)\s*\]", line)
        if header:
            current = header.group(1).strip("\"'")
            continue
        if current == table and pattern.match(line):
            return number
    return None


class _Reader:
    def __init__(self, path: Path, text: str) -> None:
        self.path, self.text = path, text

    def fail(self, table: str | None, key: str, message: str) -> ConfigError:
        line = _line_of(self.text, table, key)
        where = f"{self.path}:{line}" if line is not None else str(self.path)
        return ConfigError(f"{where}: {message}")


def parse_option(key: str, value: Any, *, where: str = "-o") -> float | int:
    """One ``-o`` option checked: a known key, a value of its type, in its range."""
    from sot.orchestrator.settings import check_sampling

    kind = OPTION_TYPES.get(key)
    if kind is None:
        raise ConfigError(f"{where}: unknown option {key!r} (known: {', '.join(OPTION_TYPES)})")
    if isinstance(value, str):
        try:
            value = kind(value.strip())
        except ValueError:
            what = "a whole number" if kind is int else "a number"
            raise ConfigError(f"{where}: {key} needs {what}, not {value!r}") from None
    elif kind is float and isinstance(value, int) and not isinstance(value, bool):
        value = float(value)
    if not isinstance(value, kind) or isinstance(value, bool):
        what = "a whole number" if kind is int else "a number"
        raise ConfigError(f"{where}: {key} needs {what}, not {value!r}")
    if isinstance(value, float) and not math.isfinite(value):
        raise ConfigError(f"{where}: {key} needs a finite number, not {value!r}")
    try:
        check_sampling(**{key: value})
    except ConfigError as exc:
        raise ConfigError(f"{where}: {exc}") from None
    return value


def parse_options(pairs: Iterable[str]) -> dict[str, float | int]:
    """``["temperature=0.7", "seed=1"]`` -> ``{"temperature": 0.7, "seed": 1}``, every one checked."""
    out: dict[str, float | int] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        key = key.strip()
        if not sep or not key:
            raise ConfigError(f"-o needs KEY=VALUE, got {pair!r} (options: {', '.join(OPTION_TYPES)})")
        out[key] = parse_option(key, value, where=f"-o {key}")
    return out


def load_config(path: str | os.PathLike[str] | None = None) -> Config:
    """The config file at ``path`` (default :func:`config_path`), checked; empty when absent."""
    explicit = path is not None or bool(os.environ.get("SOT_CONFIG"))
    p = Path(path).expanduser() if path is not None else config_path()
    try:
        raw = p.read_bytes()
    except FileNotFoundError:
        if explicit:
            raise ConfigError(f"{p}: no such config file") from None
        return Config()
    except OSError as exc:
        raise ConfigError(f"{p}: cannot read config file: {exc.strerror or exc}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ConfigError(f"{p}: config file is not UTF-8 text (byte {exc.start + 1})") from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        message = str(exc)
        at = re.search(r"\s*\(at line (\d+), column (\d+)\)$", message)
        if at is not None:
            raise ConfigError(f"{p}:{at.group(1)}:{at.group(2)}: invalid TOML: {message[: at.start()]}") from None
        raise ConfigError(f"{p}: invalid TOML: {message}") from None
    return _build(_Reader(p, text), data)


def _build(r: _Reader, data: dict[str, Any]) -> Config:
    from sot.modes import modes

    if "template_path" in data:  # the older spelling
        if "template_paths" in data:
            raise r.fail(None, "template_path", "give template_paths only (template_path is its older name)")
        line = _line_of(r.text, None, "template_path")
        where = f"{r.path}:{line}" if line is not None else str(r.path)
        print(f"sot: note: {where}: template_path is now spelled template_paths (read as such)", file=sys.stderr)
        data["template_paths"] = data.pop("template_path")
    for key, value in data.items():
        kind = _TOP_KEYS.get(key)
        if kind is None:
            raise r.fail(None, key, f"unknown key {key!r} (known: {', '.join(_TOP_KEYS)})")
        if key == "template_paths" and isinstance(value, str):
            value = data[key] = [value]
        if not isinstance(value, kind):
            what = {str: "a string", list: "a list of strings", dict: "a table"}[kind]
            raise r.fail(None, key, f"{key} must be {what}")
        if kind is str and not value.strip():
            raise r.fail(None, key, f"{key} is empty")
    if "mode" in data and data["mode"] not in modes():
        raise r.fail(None, "mode", f"unknown mode {data['mode']!r}: choose one of {', '.join(modes())}")
    paths = data.get("template_paths", [])
    if not all(isinstance(item, str) and item for item in paths):
        raise r.fail(None, "template_paths", "template_paths must be a folder or a list of folders")
    options: dict[str, float | int] = {}
    for key, value in data.get("options", {}).items():
        line = _line_of(r.text, "options", key)
        where = f"{r.path}:{line}" if line is not None else str(r.path)
        options[key] = parse_option(key, value, where=where)
    models: dict[str, str] = {}
    for name, spec in data.get("models", {}).items():
        if not isinstance(spec, str) or not spec.strip():
            raise r.fail("models", name, f"model {name!r} must be a provider:model string")
        models[name] = spec.strip()
    return Config(
        path=r.path,
        model=data.get("model"),
        mode=data.get("mode"),
        system=data.get("system"),
        template_paths=tuple(paths),
        router=data.get("router"),
        options=options,
        models=models,
    )


def resolve_model(spec: str | None, config: Config) -> str | None:
    """``spec`` with a name from the config's ``[models]`` replaced by what it stands for."""
    if spec is None:
        return None
    return config.models.get(spec.strip(), spec)
