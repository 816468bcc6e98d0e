"""The gateway's state: one shared client per backend, model aliases, admission to asks.

:class:`Gateway` is built from a :class:`~sot.serve.config.ServeConfig` before the server
starts (so a bad configuration or a missing API key is an error at the command line),
gives every backend one :class:`sot.Client` once the event loop runs (its retries and one
concurrency limit shared by all requests, :meth:`Gateway.start`), and closes them at
shutdown. :meth:`Gateway.plan` turns a request's ``model``, its ``sot`` object and an
``x-sot-mode`` header into the client and the options of one ``client.stream`` call.

An alias's template is found again on every request (a label moved by ``sot templates
promote`` answers the next one; the labels file is read again only when it changed), and an
alias with an A/B split (``ab``) picks its version per conversation (:func:`sticky_key`).
"""

from __future__ import annotations

import logging
import os
from collections import deque
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any

import anyio

from sot.client import Client
from sot.errors import ConfigError, DeadlineExceeded, ProviderError, SotError, TemplateError, UserInputError
from sot.modes import modes
from sot.orchestrator.settings import ResolvedAsk
from sot.providers.base import Message, Provider
from sot.serve.config import AliasSpec, BackendSpec, ServeConfig, check_alias_variables
from sot.serve.metrics import Metrics
from sot.serve.wire import ChatRequest, WireError, public_message, quoted
from sot.templates.template import MissingVariableError, Template, UnknownVariableError
from sot.templates.versions import LabelsError

__all__ = ["AskPlan", "Busy", "Gateway", "sticky_key"]

log = logging.getLogger("sot.serve")


class Busy(Exception):
    """Every ask slot is taken and the queue is full (or the wait ran out): answer 429."""


def status_of(exc: SotError) -> int:
    """The HTTP status of an ask that failed with ``exc``."""
    if isinstance(exc, LabelsError):  # a template's labels file is broken: the server's fault
        return 500
    if isinstance(exc, UserInputError):
        return 400
    if isinstance(exc, DeadlineExceeded):
        return 504
    if isinstance(exc, ProviderError):
        return 502
    return 500


def message_of(exc: SotError) -> str:
    """What an HTTP client reads: a missing template variable names the request's field, not a CLI flag."""
    if isinstance(exc, MissingVariableError):
        return (
            f"missing required variable {exc.variable!r} for template {exc.template!r}: send it in the request's "
            f'sot object ("sot": {{"variables": {{"{exc.variable}": ...}}}}) or set it in the alias\'s variables'
        )
    return str(exc)


@dataclass(kw_only=True)
class AskPlan:
    """How to answer one request: the backend's shared client, the mode asked for (``auto``: the
    router decides), the ask with its settings decided."""

    alias: str
    backend: str
    client: Client
    mode: str
    ask: ResolvedAsk
    #: the template reference an A/B split chose (``None``: no split)
    variant: str | None = None


def _make_provider(ref: str, spec: BackendSpec) -> Provider:
    from sot.providers import get_provider

    kwargs = dict(spec.options)
    if spec.base_url:
        kwargs["base_url"] = spec.base_url
    key = spec.api_key
    if spec.api_key_env:
        key = key or os.environ.get(spec.api_key_env)
        if not key:
            raise ConfigError(f"backend {ref!r} reads its API key from {spec.api_key_env}, which is not set")
    if key:
        kwargs["api_key"] = key
    try:
        return get_provider(spec.model, **kwargs)
    except TypeError as exc:
        raise ConfigError(f"backend {ref!r}: bad options for {spec.model!r}: {exc}") from None


def sticky_key(req: ChatRequest, conversation: str | None = None) -> str:
    """What an A/B split sticks to: the conversation id (``x-sot-conversation``, else the one the
    request body carries), else the conversation's first user message (the same in every turn)."""
    if conversation:
        return f"id:{conversation}"
    if req.conversation:
        return f"id:{req.conversation}"
    first = next((m.content for m in req.history if m.role == "user"), req.question)
    return f"text:{first}"


def _alias_files(name: str, alias: AliasSpec) -> tuple[dict[str, str], tuple[Message, ...]]:
    """The variables and history ``alias`` reads from files; :class:`ConfigError` naming the alias."""
    from sot.orchestrator.conversation import read_history
    from sot.templates.vars import read_var_file

    try:
        variables = {
            key: read_var_file(f"models.{name}.variable_files.{key}", path)
            for key, path in alias.variable_files.items()
        }
        history = read_history(alias.history_file, what=f"models.{name}.history_file") if alias.history_file else ()
    except SotError as exc:  # (each names its key, models.NAME...)
        raise ConfigError(str(exc)) from None
    return variables, history


def expected_streams(ask: ResolvedAsk) -> int:
    """Streams an ask is expected to hold at once: a direct answer's one; a parallel (or auto)
    ask's plan and its points (:data:`~sot.orchestrator.routing.cost.EXPECTED_POINTS`, at
    most its ``max_points``)."""
    from sot.orchestrator.routing.cost import EXPECTED_POINTS

    if ask.mode == "direct":
        return 1
    return 1 + min(ask.max_points or EXPECTED_POINTS, EXPECTED_POINTS)


class Admission:
    """At most ``limit`` asks at once, and with ``streams``, at most that many of their expected
    streams (:func:`expected_streams`; an ask is admitted when its streams fit, or alone); up to
    ``queue`` more wait, first come first served, up to ``timeout`` seconds."""

    def __init__(self, limit: int, queue: int, timeout: float, metrics: Metrics, streams: int | None = None) -> None:
        self.limit = limit
        self.queue = queue
        self.timeout = timeout
        self.metrics = metrics
        self.max_streams = streams
        self.waiting = 0
        self.running = 0
        #: the expected streams of the asks admitted
        self.streams = 0
        self._queue: deque[tuple[int, anyio.Event]] = deque()

    def _fits(self, streams: int) -> bool:
        if self.running >= self.limit:
            return False
        return self.max_streams is None or self.streams == 0 or self.streams + streams <= self.max_streams

    def _take(self, streams: int) -> None:
        self.running += 1
        self.streams += streams
        self.metrics.in_flight.inc()

    def _give_back(self, streams: int) -> None:
        self.running -= 1
        self.streams -= streams
        self.metrics.in_flight.dec()
        self._admit_waiting()

    def _admit_waiting(self) -> None:
        """Admit the asks at the head of the queue while they fit (first come, first served)."""
        while self._queue and self._fits(self._queue[0][0]):
            streams, admitted = self._queue.popleft()
            self._take(streams)
            admitted.set()

    @asynccontextmanager
    async def slot(self, streams: int = 1) -> AsyncIterator[None]:
        """Hold an admission for an ask expected to hold ``streams`` streams at once; :class:`Busy`
        where the queue is full or the wait runs past ``timeout``."""
        streams = max(streams, 1)
        if not self._queue and self._fits(streams):
            self._take(streams)
        else:
            if self.waiting >= self.queue:
                raise Busy()
            entry = (streams, anyio.Event())
            self._queue.append(entry)
            self.waiting += 1
            self.metrics.queued.set(self.waiting)
            try:
                with anyio.move_on_after(self.timeout):
                    await entry[1].wait()
            except BaseException:
                if entry[1].is_set():  # admitted as it was cancelled: give the place back
                    self._give_back(streams)
                raise
            finally:
                self.waiting -= 1
                self.metrics.queued.set(self.waiting)
                if not entry[1].is_set():
                    self._queue.remove(entry)
                    self._admit_waiting()  # the asks behind it may fit now
            if not entry[1].is_set():
                raise Busy()
        try:
            yield
        finally:
            self._give_back(streams)


class Gateway:
    """Aliases, shared providers, limits and metrics of one running gateway."""

    def __init__(self, config: ServeConfig) -> None:
        from sot.templates import list_templates

        self.config = config
        self.metrics = Metrics()
        #: accepted API keys; none: no key needed (loopback only, see ``create_app``)
        self.keys = config.keys()
        self.default_backend, _ = config.backend_for(None)
        self.templates = {t.name: t for t in list_templates(config.template_paths) if t.error is None}
        refs = {self.default_backend, *config.backends}
        refs |= {alias.backend for alias in config.models.values() if alias.backend}
        for name, alias in config.models.items():
            refs_of = [("template", alias.template)] if alias.template is not None else []
            refs_of += [(f"ab.{ref}", ref) for ref in alias.ab]
            for key, ref in refs_of:
                template = self._check_template(f"models.{name}.{key}", ref)
                check_alias_variables(config, name, key, template)
        #: each alias's variables and history read from its files (``variable_files``, ``history_file``)
        self.alias_files: dict[str, tuple[dict[str, str], tuple[Message, ...]]] = {
            name: _alias_files(name, alias) for name, alias in config.models.items()
        }
        self._raw: dict[str, Provider] = {}
        try:
            for ref in sorted(refs):
                self._raw[ref] = _make_provider(ref, config.backend_for(ref)[1])
        except SotError:
            self._raw.clear()
            raise
        #: one client per backend: its retries and its one concurrency limit, shared by every ask
        self.clients: dict[str, Client] = {}
        self.admission: Admission | None = None
        from sot.orchestrator.tracing import tracing_of

        #: where the asks' traces go (``otel: true``, ``--otel`` or ``$SOT_OTEL``); ``None``: untraced
        self.tracing = tracing_of(True if config.otel else None)

    def _check_template(self, key: str, ref: str) -> Template:
        """The template ``ref`` names (and a version or label it has), else a :class:`ConfigError`
        naming the config file, the line and ``key``."""
        from sot.templates import load_template
        from sot.templates.versions import parse_ref

        where = self.config.where(key)
        try:
            if parse_ref(ref).name not in self.templates:
                raise ConfigError(f"{where}: unknown template {ref!r} (known: {', '.join(sorted(self.templates))})")
            return load_template(ref, self.config.template_paths)
        except SotError as exc:
            raise ConfigError(exc.args[0] if isinstance(exc, ConfigError) else f"{where}: {exc}") from None

    def _known(self, ref: str) -> bool:
        """Whether ``ref`` (``NAME``, ``NAME@VERSION``, ``NAME@LABEL``) names a template the gateway serves."""
        from sot.templates.versions import parse_ref

        try:
            return parse_ref(ref).name in self.templates
        except SotError:
            return False

    # ------------------------------------------------------------------ lifecycle
    async def start(self) -> None:
        """A client per backend, with its retries and concurrency limit (needs the running event loop)."""
        for ref, provider in self._raw.items():
            spec = self.config.backend_for(ref)[1]
            self.clients[ref] = Client(
                provider=provider,
                retries=spec.retries,
                concurrency=spec.concurrency,
                rpm=spec.rpm,
                tpm=spec.tpm,
                default_mode=self.config.mode,
                tracing=self.tracing or False,
            )
        limits = self.config.limits
        self.admission = Admission(
            limits.max_concurrent_asks,
            limits.max_queue,
            limits.queue_timeout_s,
            self.metrics,
            streams=limits.max_concurrent_streams,
        )

    async def aclose(self) -> None:
        for client in self.clients.values():
            with anyio.CancelScope(shield=True):
                await client.aclose()
        for provider in self._raw.values():
            with anyio.CancelScope(shield=True):
                await provider.aclose()

    # ------------------------------------------------------------------ models
    def alias(self, model: str) -> AliasSpec | None:
        """The alias a request's ``model`` names: configured, a backend's own name, or a template."""
        if model in self.config.models:
            return self.config.models[model]
        if model in self._raw:
            return AliasSpec(backend=model)
        if self._known(model):  # a template by name, NAME@VERSION or NAME@LABEL
            return AliasSpec(template=model)
        return None

    def model_ids(self) -> list[tuple[str, AliasSpec]]:
        seen: dict[str, AliasSpec] = dict(self.config.models)
        for ref in self._raw:
            seen.setdefault(ref, AliasSpec(backend=ref))
        for name in sorted(self.templates):
            seen.setdefault(name, AliasSpec(template=name))
        return list(seen.items())

    def describe(self, alias: AliasSpec) -> dict[str, Any]:
        from sot.templates.versions import parse_ref

        template = alias.template or next(iter(alias.ab), None)
        info = self.templates.get(parse_ref(template).name) if template else None
        described: dict[str, Any] = {
            "backend": self.config.backend_for(alias.backend)[0],
            "template": alias.template,
            "mode": alias.mode or self._template_mode(template) or self.config.mode,
            "modes": list(modes()),
            "description": alias.description or (info.description if info else ""),
        }
        if alias.ab:
            described["ab"] = dict(alias.ab)
        return described

    def _template_mode(self, name: str | None) -> str | None:
        if name is None:
            return None
        from sot.templates import load_template

        spec = load_template(name, self.config.template_paths).spec
        return spec.mode or ("pasta" if spec.plan else None)

    def plan(self, req: ChatRequest, header_mode: str | None = None, conversation: str | None = None) -> AskPlan:
        """The answer plan of a request; :class:`WireError` for an unknown model or a bad override.
        ``conversation``: the ``x-sot-conversation`` header, what an A/B split sticks to first."""
        alias = self.alias(req.model)
        if alias is None:
            raise WireError(
                404,
                f"The model {quoted(req.model)} does not exist (GET /v1/models lists them)",
                param="model",
                kind="invalid_request_error",
            )
        if header_mode is not None and header_mode not in modes():
            raise WireError(
                400, f"x-sot-mode must be one of {', '.join(modes())}, got {quoted(header_mode)}", param="x-sot-mode"
            )
        o = req.sot
        variant = None
        if alias.ab and o.template is None:  # the request's own template overrides the split
            from sot.templates.split import pick_variant

            variant = pick_variant(alias.ab, sticky_key(req, conversation), salt=req.model)
        alias_template = variant or alias.template
        template = o.template or alias_template
        if o.template is not None and not self._known(o.template):
            raise WireError(400, f"unknown template {quoted(o.template)}", param="sot.template")
        try:  # the template's own problem is the client's 400, before the ask is admitted
            self._template_mode(template)
        except SotError as exc:
            # the template's own problem, from inside sot: no server paths for the client
            if isinstance(exc, LabelsError):  # its labels file, the server's: no field of the request
                raise WireError(500, public_message(str(exc))) from None
            raise WireError(400, public_message(str(exc)), param="sot.template") from None
        backend = self.config.backend_for(alias.backend)
        limits = self.config.limits
        deadline = min((d for d in (o.deadline, limits.deadline_s) if d is not None), default=None)
        file_variables, file_history = self.alias_files.get(req.model, ({}, ()))
        # what the request asks (the call) over what its alias sets (the ask's defaults), over the
        # template's and the gateway's mode: one resolve() decides, and its first event says which
        call: dict[str, Any] = {
            "mode": o.mode or header_mode,
            "template": o.template,
            "variables": o.variables or None,
            "template_paths": tuple(self.config.template_paths),
            "max_points": o.max_points,
            "max_tokens": o.max_tokens or req.max_tokens,
            "pipeline": o.pipeline,
            "deadline": deadline,
            "temperature": req.temperature,
            "top_p": req.top_p,
            "seed": req.seed,
        }
        defaults = {
            "mode": alias.mode,
            "template": alias_template,
            "variables": {**alias.variables, **file_variables} or None,
            "max_points": alias.max_points,
            "max_tokens": alias.max_tokens,
            "pipeline": alias.pipeline,
            "router": alias.router,
            "max_overhead": alias.max_overhead,
        }
        history = (*file_history, *req.history)
        if template is None and any(m.role == "system" for m in history):
            # no template: the client's system prompt replaces sot's default one
            system = [m.content for m in history if m.role == "system"]
            call["system"] = "\n\n".join(system)
            history = tuple(m for m in history if m.role != "system")
        call["history"] = history
        client = self.clients[backend[0]]
        given = {key: value for key, value in call.items() if value is not None}
        if o.variables and template is None:
            raise WireError(
                400,
                "sot.variables were given but no template: name one in sot.template, or ask for a model with one",
                param="sot.variables",
            )
        try:  # a bad setting (a template's missing variable...) is the client's error, before admission
            ask = client.resolve(
                req.question, given, {key: value for key, value in defaults.items() if value is not None}
            )
        except SotError as exc:
            if isinstance(exc, UnknownVariableError) and o.template is None and exc.variable not in o.variables:
                # the alias's own variable, which the version its label now takes does not declare
                raise WireError(
                    500,
                    public_message(
                        f"the model {quoted(req.model)} sets variable {exc.variable!r}, which its template "
                        f"{alias_template!r} does not declare (the gateway's configuration)"
                    ),
                ) from None
            variables = isinstance(exc, MissingVariableError) or (isinstance(exc, TemplateError) and bool(o.variables))
            raise WireError(
                status_of(exc), public_message(message_of(exc)), param="sot.variables" if variables else None
            ) from None
        if ask.template is not None:
            self.metrics.template_asks.labels(req.model, ask.template_name, ask.template_version).inc()
            log.log(
                logging.INFO if variant else logging.DEBUG,
                "%s: template %s version %s%s",
                req.model,
                ask.template_name,
                ask.template_version,
                f" (A/B split: {variant})" if variant else "",
            )
        return AskPlan(alias=req.model, backend=backend[0], client=client, mode=ask.mode, ask=ask, variant=variant)
