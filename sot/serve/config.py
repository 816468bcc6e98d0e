"""The gateway's configuration: aliases, backends, API keys and limits, from YAML.

    # gateway.yaml  (sot serve --config gateway.yaml)
    default_model: llama            # a backend below, or a provider:model string
    mode: auto
    api_keys: [sk-team-1]           # also SOT_SERVE_API_KEYS=key1,key2
    limits: {max_concurrent_asks: 16, max_queue: 32, deadline_s: 120}
    backends:
      llama: {model: "openai:smollm2", base_url: "http://127.0.0.1:8080/v1", concurrency: 8}
    models:
      support-billing: {backend: llama, template: support-billing, mode: sot,
                        variables: {company: Acme}}
      support-billing-ab:           # half the conversations get version 3, half version 4
        ab: {support-billing@3: 50, support-billing@4: 50}

The file is validated like a template (pydantic, unknown keys are errors); every
problem is one :class:`~sot.errors.ConfigError` naming the file, the line and the key
(:meth:`ServeConfig.where`), and so is each check the gateway makes against its templates
before it serves: an alias's template, version or label (``template``, ``ab``) and the
variables it sets (:func:`check_alias_variables`). An empty alias name is refused.
Command-line flags (``-m``, ``--mode``, ``--template-path``) lay over the file.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, ValidationError, field_validator, model_validator

from sot.defaults import DEFAULT_RETRIES
from sot.errors import ConfigError, TemplateError
from sot.modes import ModeField
from sot.templates.yaml_errors import yaml_problem

__all__ = ["AliasSpec", "BackendSpec", "LimitsSpec", "ServeConfig", "check_alias_variables", "load_config"]

KEYS_VAR = "SOT_SERVE_API_KEYS"


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class BackendSpec(_Model):
    """One model backend; its provider is created once at startup and shared by every request."""

    #: a ``provider:model`` string (``openai:gpt-4o-mini``, ``anthropic:...``, ``local``, ``fake``)
    model: str = Field(min_length=1)
    base_url: str | None = None
    api_key: str | None = None
    #: the environment variable holding the key (instead of ``api_key`` in the file)
    api_key_env: str | None = None
    #: most requests in flight to this backend, across all asks (default: the provider's own)
    concurrency: int | None = Field(default=None, ge=1)
    #: attempts per request before its first token (1: no retries)
    retries: int = Field(default=DEFAULT_RETRIES, ge=1, le=10)
    #: a hosted API's requests and tokens a minute, across all asks: a request waits for its share
    #: before it is sent, never dropped (api.openai.com's and api.anthropic.com's own
    #: ``x-ratelimit-*`` headers are read too, so these may stay unset there)
    rpm: float | None = Field(default=None, gt=0)
    tpm: float | None = Field(default=None, gt=0)
    #: further keywords for the provider (e.g. ``prefill: true`` for llama.cpp / vLLM)
    options: dict[str, Any] = Field(default_factory=dict)


class AliasSpec(_Model):
    """A model name clients ask for: a backend with a template, a mode and defaults."""

    #: a backend name, or a ``provider:model`` string (default: ``default_model``)
    backend: str | None = None
    #: ``NAME`` (its ``production`` label, else its newest version), ``NAME@VERSION`` or ``NAME@LABEL``;
    #: read again on every request, so a label moved by ``sot templates promote`` answers the next one
    template: str | None = None
    #: an A/B split instead of one ``template``: template references and their weights
    #: (``{support-billing@3: 50, support-billing@4: 50}``), sticky per conversation or user
    #: (the ``x-sot-conversation`` header, OpenAI's ``metadata.conversation_id`` or ``user``,
    #: Anthropic's ``metadata.user_id``, else the conversation's first user message)
    ab: dict[str, float] = Field(default_factory=dict)
    mode: ModeField | None = None
    variables: dict[str, Any] = Field(default_factory=dict)
    max_points: int | None = Field(default=None, ge=1, le=50)
    max_tokens: int | None = Field(default=None, ge=1)
    pipeline: bool | None = None
    router: str | None = None
    #: auto's cap on a parallel answer's tokens, in and out, over a direct answer's (``1.3``: at
    #: most 30% more, else direct); unset: no cap
    max_overhead: float | None = Field(default=None, gt=0)
    description: str = ""
    #: template variables read from files at startup (relative to the config file), as ``sot ask
    #: --kb FILE`` / ``--var KEY=@FILE`` read them: ``variable_files: {knowledge_base: kb.md}``
    variable_files: dict[str, str] = Field(default_factory=dict)
    #: earlier turns every ask of this alias starts with, read at startup from a JSON or JSON
    #: Lines file (as ``sot ask --history FILE``), before the client's own messages
    history_file: str | None = None

    @field_validator("ab")
    @classmethod
    def _weights(cls, value: dict[str, float]) -> dict[str, float]:
        if value:
            from sot.templates.split import check_split

            try:
                check_split(value)
            except TemplateError as exc:
                raise ValueError(str(exc)) from None
        return value

    @model_validator(mode="after")
    def _split(self) -> AliasSpec:
        if self.ab and self.template is not None:
            raise ValueError("give template or ab (a split between template versions), not both")
        return self


class LimitsSpec(_Model):
    #: asks answered at once; more wait in a queue of ``max_queue``, past which requests get 429
    max_concurrent_asks: int = Field(default=16, ge=1)
    max_queue: int = Field(default=32, ge=0)
    #: with this set, asks are admitted by their expected streams too (a direct answer one, a
    #: parallel or auto ask its plan and points): an ask waits in the queue until its streams fit
    #: (or it is alone), so a backend of that many slots is not sent many fan-outs at once
    max_concurrent_streams: int | None = Field(default=None, ge=1)
    #: longest wait in the queue before a 429
    queue_timeout_s: float = Field(default=10.0, gt=0)
    #: the ``Retry-After`` of a 429, in seconds
    retry_after_s: int = Field(default=1, ge=1)
    max_body_bytes: int = Field(default=4_000_000, ge=1024)
    #: seconds for one ask; what finished in time is answered (a request's ``sot.deadline`` may shorten it)
    deadline_s: float | None = Field(default=300.0, gt=0)
    #: on shutdown, in-flight asks get this long to finish; a stream still open then is ended
    #: with its finish and an error event (a whole answer still open gets a 503)
    shutdown_grace_s: float = Field(default=30.0, ge=0)
    #: a streamed answer with nothing final to send yet (a plan, map-reduce's parts) gets a
    #: keep-alive at least this often: an SSE comment with the ask's progress (and Anthropic's
    #: ``ping`` event), so proxies and clients with a read timeout keep the stream
    keepalive_s: float = Field(default=15.0, gt=0)
    #: a connection must send a whole request head (request line and headers) within this many
    #: seconds of opening, or of its previous response, else it is closed (slow or idle clients)
    header_timeout_s: float = Field(default=10.0, gt=0)
    #: a request's whole body must arrive within this many seconds of its head, else it is
    #: answered 408 and the connection closed (a body trickled a byte at a time)
    body_timeout_s: float = Field(default=30.0, gt=0)


class ServeConfig(_Model):
    """The whole gateway configuration (a YAML file, flags laid over it)."""

    #: the backend of aliases that name none, of templates asked for by name, and served by its own name
    default_model: str | None = None
    mode: ModeField = "auto"
    api_keys: list[str] = Field(default_factory=list)
    #: extra template folders (relative to the config file)
    template_paths: list[str] = Field(default_factory=list)
    limits: LimitsSpec = Field(default_factory=LimitsSpec)
    backends: dict[str, BackendSpec] = Field(default_factory=dict)
    models: dict[str, AliasSpec] = Field(default_factory=dict)
    #: an OpenTelemetry trace per ask, continuing a caller's ``traceparent`` (``sot serve --otel``;
    #: ``$SOT_OTEL=1`` too): exported as the ``OTEL_*`` environment says (the ``otel`` extra)
    otel: bool = False
    #: the file the configuration was read from, and the line of each dotted key in it
    _source: str | None = PrivateAttr(default=None)
    _lines: dict[str, int] = PrivateAttr(default_factory=dict)

    @field_validator("api_keys")
    @classmethod
    def _keys(cls, value: list[str]) -> list[str]:
        if any(not k.strip() for k in value):
            raise ValueError("an API key is empty")
        return value

    # ------------------------------------------------------------------ derived
    def keys(self) -> frozenset[str]:
        """Accepted bearer keys: the file's, and ``SOT_SERVE_API_KEYS`` (comma-separated)."""
        env = [k.strip() for k in os.environ.get(KEYS_VAR, "").split(",") if k.strip()]
        return frozenset([*self.api_keys, *env])

    def backend_for(self, ref: str | None) -> tuple[str, BackendSpec]:
        """The backend named (or spelled as ``provider:model``) by ``ref``, else the default one."""
        from sot.orchestrator.settings import pick_model

        ref = pick_model(ref, self.default_model)
        if ref in self.backends:
            return ref, self.backends[ref]
        return ref, BackendSpec(model=ref)

    def where(self, key: str) -> str:
        """``file:line: key`` for an error about the dotted ``key`` (its nearest enclosing key's
        line where it has none of its own; the key alone for a configuration built in Python)."""
        parts = key.split(".")
        line = None
        while parts and line is None:
            line = self._lines.get(".".join(parts))
            parts.pop()
        if self._source is None:
            return key
        return f"{self._source}:{line}: {key}" if line else f"{self._source}: {key}"

    def check(self, source: str | None = None) -> ServeConfig:
        """Cross-key checks pydantic cannot do alone: backends named by aliases exist, alias names
        are not empty. ``source`` names the configuration where it was not read from a file."""
        from sot.providers import known_providers
        from sot.providers.registry import provider_prefix

        if source is not None and self._source is None:
            self._source = source

        def valid(ref: str) -> bool:
            return ref in self.backends or provider_prefix(ref) in known_providers()

        for name, alias in self.models.items():
            if not name.strip():
                raise ConfigError(f"{self.where(f'models.{name}')}: an alias name is empty (models: {{NAME: ...}})")
            if alias.backend is not None and not valid(alias.backend):
                raise ConfigError(
                    f"{self.where(f'models.{name}.backend')}: unknown backend {alias.backend!r} "
                    f"(backends: {', '.join(self.backends) or 'none'}; or a provider:model string)"
                )
        for name, backend in self.backends.items():
            if provider_prefix(backend.model) not in known_providers():
                raise ConfigError(
                    f"{self.where(f'backends.{name}.model')}: unknown provider in {backend.model!r} "
                    f"(known: {', '.join(known_providers())})"
                )
        if self.default_model is not None and not valid(self.default_model):
            raise ConfigError(f"{self.where('default_model')}: unknown backend {self.default_model!r}")
        return self


def _positions(text: str) -> dict[str, int]:
    """Dotted key -> 1-based line of the key."""
    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError:
        return {}
    out: dict[str, int] = {}

    def walk(node: Any, prefix: str) -> None:
        if isinstance(node, yaml.MappingNode):
            for key_node, value_node in node.value:
                if isinstance(key_node, yaml.ScalarNode):
                    key = f"{prefix}{key_node.value}"
                    out.setdefault(key, key_node.start_mark.line + 1)
                    walk(value_node, f"{key}.")

    walk(root, "")
    return out


def _message(exc: ValidationError, source: str, positions: dict[str, int]) -> str:
    errors = exc.errors(include_url=False)
    err = errors[0]
    key = ".".join(str(p) for p in err["loc"])
    line = positions.get(key)
    if line is None:  # a value inside a list, or a missing key: the nearest enclosing key
        parts = key.split(".")
        while parts and line is None:
            parts.pop()
            line = positions.get(".".join(parts))
    where = f"{source}:{line}:" if line else f"{source}:"
    if err["type"] == "extra_forbidden":
        text = f"{where} unknown key {key!r}"
    elif err["type"] == "missing":
        text = f"{where} missing required key {key!r}"
    else:
        text = f"{where} {key}: {err['msg'].removeprefix('Value error, ')}"
    if len(errors) > 1:
        text += f" (and {len(errors) - 1} more problem{'s' if len(errors) > 2 else ''})"
    return text


def parse_config(text: str, source: str = "<config>") -> ServeConfig:
    """A checked :class:`ServeConfig` from YAML text; ``source`` names it in errors."""
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        problem = yaml_problem(exc, text)
        raise ConfigError(f"{problem.where(source)} invalid YAML: {problem.message}") from None
    if data is None:
        data = {}
    if not isinstance(data, dict):
        raise ConfigError(f"{source}: the configuration must be a YAML mapping (models: ..., backends: ...)")
    positions = _positions(text)
    try:
        config = ServeConfig.model_validate(data)
    except ValidationError as exc:
        raise ConfigError(_message(exc, source, positions)) from None
    config._source, config._lines = source, positions
    return config.check()


def load_config(path: str | os.PathLike[str] | None) -> ServeConfig:
    """The configuration in ``path`` (``None``: the defaults)."""
    if path is None:
        return ServeConfig()
    p = Path(path).expanduser()
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as exc:
        raise ConfigError(f"{p}: cannot read the configuration: {exc.strerror or exc}") from None
    config = parse_config(text, str(p))

    def here(name: str) -> str:  # a file named in the config is relative to it, not to where the server starts
        return str((p.parent / Path(name).expanduser()).resolve())

    models = {
        name: alias.model_copy(
            update={
                "variable_files": {k: here(v) for k, v in alias.variable_files.items()},
                "history_file": here(alias.history_file) if alias.history_file else None,
            }
        )
        for name, alias in config.models.items()
    }
    _check_alias_files(models, str(p), _positions(text))
    folders = [here(t) for t in config.template_paths]
    return config.model_copy(update={"template_paths": folders, "models": models})  # (its lines kept)


def _check_alias_files(models: dict[str, AliasSpec], source: str, positions: dict[str, int]) -> None:
    """Each file an alias reads (``variable_files``, ``history_file``) is there and readable,
    else a :class:`ConfigError` naming the config file, the line and the key (the gateway
    reads them when it starts)."""
    from sot.orchestrator.conversation import read_history
    from sot.templates.vars import read_var_file

    def where(key: str) -> str:
        line = positions.get(key)
        return f"{source}:{line}: {key}" if line else f"{source}: {key}"

    for name, alias in models.items():
        for key, path in alias.variable_files.items():
            read_var_file(where(f"models.{name}.variable_files.{key}"), path)
        if alias.history_file:  # (a turn that is none is named by the history file's own line)
            read_history(alias.history_file, what=where(f"models.{name}.history_file"))


def check_alias_variables(config: ServeConfig, name: str, key: str, template: Any) -> None:
    """Every variable alias ``name`` sets (``variables``, ``variable_files``) is one its template
    (``template``, a :class:`~sot.templates.Template`, found by the alias's ``key``:
    ``template`` or ``ab.REF``) declares, of its type; else a :class:`ConfigError` naming the
    file, the line and the key. A required variable may be left to each request."""
    from sot.templates.schema import coerce_variable

    alias = config.models[name]
    declared = template.spec.variables
    given = [("variables", k, v) for k, v in alias.variables.items()]
    given += [("variable_files", k, None) for k in alias.variable_files]
    for field, variable, value in given:
        spec = declared.get(variable)
        where = config.where(f"models.{name}.{field}.{variable}")
        if spec is None:
            ref = alias.template if key == "template" else key.removeprefix("ab.")
            raise ConfigError(
                f"{where}: template {ref!r} declares no variable {variable!r} "
                f"(models.{name}.{key}; declared: {', '.join(sorted(declared)) or 'none'})"
            )
        if value is not None:
            try:
                coerce_variable(spec.type, value)
            except ValueError as exc:
                raise ConfigError(f"{where}: {exc}") from None
