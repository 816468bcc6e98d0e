"""An ask's settings, decided once: :func:`resolve` turns what every layer says into one frozen
:class:`ResolvedAsk`.

The layers, first wins: the call's own options (``client.run(..., max_tokens=300)``), the
caller's defaults (a gateway alias's, then the :class:`sot.Client`'s), the template's, the
environment (``$SOT_MODEL``) and the configuration file (``sot ask``'s config, the gateway's
``mode``), then sot's built-in defaults (:data:`DEFAULTS`, from :mod:`sot.defaults`). The
front ends (``sot ask``, :class:`sot.Client` and the calls on a one-shot client, ``sot
serve``, ``sot bench``) each hand their layers over and never merge them themselves.

A layer leaves a setting to the layers below by not naming it (:data:`UNSET`). ``None`` is a
value where "none" is one (no template, no variables, no authored plan, no deadline, sot's own
system prompt, the provider's own ``top_p``, no seed, no context): a call with
``deadline=None`` has no deadline whatever its client or template says. A setting where
``None`` would only mean "no preference" (the model, the mode, the token bounds, the
temperature, the router, pipelining) takes ``None`` as not named. Where each value came from is kept (:attr:`ResolvedAsk.sources`) and announced in the
ask's first event and its result (``settings``).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final, TypeGuard

from sot.defaults import (
    DEFAULT_BRANCH_TOKENS,
    DEFAULT_MAX_POINTS,
    DEFAULT_MAX_TOKENS,
    DEFAULT_PLAN_LINE_TOKENS,
    DEFAULT_PLAN_TOKENS,
    DEFAULT_TEMPERATURE,
)
from sot.errors import ConfigError, UserInputError
from sot.modes import AUTO, PASTA, SOT, check_mode
from sot.orchestrator.context import with_context
from sot.orchestrator.conversation import as_history
from sot.providers.base import Message, Provider
from sot.providers.registry import DEFAULT_SPEC, env_model

if TYPE_CHECKING:
    from sot.orchestrator.ask import Interrupt
    from sot.templates.prompts import PromptSet
    from sot.templates.template import BoundTemplate

__all__ = [
    "DEFAULTS",
    "SAMPLING_OPTIONS",
    "SETTINGS",
    "UNSET",
    "Layer",
    "ResolvedAsk",
    "check_sampling",
    "did_you_mean",
    "pick_model",
    "resolve",
]


class _Unset:
    """The type of :data:`UNSET`."""

    _instance: _Unset | None = None

    def __new__(cls) -> _Unset:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "UNSET"

    def __bool__(self) -> bool:
        return False


#: "this layer does not name the setting": the layers below decide (``None`` may be a value)
UNSET: Final = _Unset()

#: every setting that has a built-in value other than "none" (:mod:`sot.defaults`)
DEFAULTS: Mapping[str, Any] = {
    "model": DEFAULT_SPEC,
    "mode": AUTO,
    "max_points": DEFAULT_MAX_POINTS,
    "max_tokens": DEFAULT_MAX_TOKENS,
    "branch_tokens": DEFAULT_BRANCH_TOKENS,
    "temperature": DEFAULT_TEMPERATURE,
}


@dataclass(frozen=True, slots=True)
class _Setting:
    """How one setting is decided: whether ``None`` is a value, what a template and the
    configuration file say of it."""

    #: ``None`` is a value ("none"), not "not named"
    nullable: bool = True
    #: the bound template's attribute giving it, if a template may
    template: str | None = None
    #: the configuration file may give it (below the template)
    config: bool = False
    #: every layer's is taken, the upper first (a mapping: merged key by key, the upper layer's
    #: value winning; a sequence: joined); ``None`` adds nothing
    merged: bool = False


#: the settings of one ask (:class:`sot.orchestrator.ask.AskSettings` documents each) and how
#: each is decided; ``model`` also stands for ``provider`` (an instance instead of a name)
SETTINGS: Mapping[str, _Setting] = {
    "model": _Setting(nullable=False, template="model", config=True),
    "mode": _Setting(nullable=False, template="mode", config=True),
    "template": _Setting(),
    "variables": _Setting(merged=True),
    "template_paths": _Setting(config=True, merged=True),
    "plan": _Setting(template="plan"),
    "max_points": _Setting(nullable=False, template="max_points"),
    "max_tokens": _Setting(nullable=False, template="max_tokens"),
    "deadline": _Setting(template="deadline_s"),
    "interrupt": _Setting(),
    "router": _Setting(nullable=False, template="router", config=True),
    "pipeline": _Setting(nullable=False, template="pipeline"),
    "system": _Setting(config=True),
    "history": _Setting(),
    "temperature": _Setting(nullable=False, config=True),
    "top_p": _Setting(config=True),
    "seed": _Setting(config=True),
    "context": _Setting(),
    "max_overhead": _Setting(config=True),
}

#: the ``-o KEY=VALUE`` options of ``sot ask`` and a config file's ``[options]``
SAMPLING_OPTIONS = ("temperature", "top_p", "seed")
#: the names a layer may use: the settings, ``provider`` (``model`` as an instance) and
#: ``messages`` (``history`` under the SDKs' name)
_NAMES = frozenset({*SETTINGS, "provider", "messages"})
#: what the first event and the result announce (not the texts, the conversation or handles)
_ANNOUNCED: tuple[str, ...] = (
    *("model", "mode", "template", "plan", "max_points", "max_tokens", "branch_tokens", "deadline", "router"),
    *("pipeline", "system", "temperature", "top_p", "seed"),
)

#: the sources below the call and the caller's layers
_BELOW_CALLER = frozenset({"template", "env", "config", "default"})

#: one layer of settings: its name (``call``, ``alias``, ``client``) and what it says
Layer = tuple[str, Mapping[str, Any]]


@dataclass(frozen=True, kw_only=True)
class ResolvedAsk:
    """What was asked, with what limits: every setting of one ask decided, and where each came
    from. Frozen: an ask's progress is its :class:`~sot.orchestrator.context.AskContext`'s."""

    #: what every prompt sees: the question, after the text it is about where one was given
    question: str
    #: the question alone and the text it is about, as the caller gave them (map-reduce splits the text)
    query: str
    context: str | None = None
    #: the ``provider:model`` string the ask's provider is built from (``None``: :attr:`provider` given)
    model: str | None = None
    #: the caller's provider instance (stays the caller's to close)
    provider: Provider | None = None
    #: ``auto`` or a mode
    mode: str = AUTO
    template: BoundTemplate | None = None
    #: an authored PASTA-LANG plan (PASTA mode)
    plan: str | None = None
    prompts: PromptSet
    max_points: int = DEFAULT_MAX_POINTS
    #: the bound of a main stream (a direct answer, PASTA's main text, map-reduce's answer)
    max_tokens: int = DEFAULT_MAX_TOKENS
    #: the bound of one branch (a SoT point, a PASTA promise, an item): ``max_tokens`` where one was given
    branch_max_tokens: int = DEFAULT_BRANCH_TOKENS
    plan_max_tokens: int = DEFAULT_PLAN_TOKENS
    plan_line_tokens: int = DEFAULT_PLAN_LINE_TOKENS
    deadline: float | None = None
    interrupt: Interrupt | None = None
    #: auto mode's router as given (a name, ``llm:...``, an object), or ``None``: the bundled one
    router: Any = None
    #: the template's parallel policy (``always``/``never``/``auto``), unless the call or caller named a router
    parallel: str | None = None
    #: SoT: expand each point as its skeleton line is written; ``None``: as the provider prefers
    pipeline: bool | None = None
    system: str | None = None
    #: earlier conversation turns every request carries (a system prompt given beside a template first)
    history: tuple[Message, ...] = ()
    temperature: float = DEFAULT_TEMPERATURE
    top_p: float | None = None
    seed: int | None = None
    #: the parallel mode auto answers in where a parallel answer suits: PASTA with an authored
    #: plan or a template written for PASTA, else SoT
    parallel_mode: str = SOT
    #: auto's cap on what a parallel answer may cost in tokens, in and out, over a direct one
    #: (``1.3``: at most 30% more, else direct); ``None``: no cap
    max_overhead: float | None = None
    #: where each announced setting came from: ``call``, ``alias``, ``client``, ``template``,
    #: ``plan`` (an authored plan makes the mode PASTA), ``env``, ``config``, ``default``
    sources: Mapping[str, str] = field(default_factory=dict)

    @property
    def router_from_caller(self) -> bool:
        """Whether the call or the caller (a gateway alias, the client) named the router, not
        the template, the config file or sot's default (a template's parallel policy then
        gives way to it)."""
        return self.sources.get("router") not in _BELOW_CALLER

    @property
    def template_name(self) -> str | None:
        return self.template.name if self.template is not None else None

    @property
    def template_version(self) -> str | None:
        """The template's ``version:`` (``None`` without a template)."""
        return str(self.template.template.spec.version) if self.template is not None else None

    def announced(self) -> dict[str, dict[str, Any]]:
        """The settings a consumer may show, each as ``{"value": ..., "from": ...}`` (the
        template by name; the system prompt as whether there is one)."""
        out: dict[str, dict[str, Any]] = {}
        for name in _ANNOUNCED:
            value: Any = getattr(self, "branch_max_tokens" if name == "branch_tokens" else name)
            if name == "template":
                value = self.template_name
            elif name == "plan" or name == "system":
                value = value is not None
            elif name == "router" and value is not None and not isinstance(value, str):
                value = type(value).__name__
            out[name] = {"value": value, "from": self.sources.get(name, "default")}
        return out


# ------------------------------------------------------------------ checks


def did_you_mean(unknown: Sequence[str], known: Iterable[str]) -> str:
    """``unknown`` names, each with the closest of ``known`` where one is close: ``temprature
    (did you mean temperature?)``."""
    import difflib

    choices = sorted(known)
    out = []
    for name in unknown:
        close = difflib.get_close_matches(name, choices, n=1, cutoff=0.6)
        out.append(f"{name} (did you mean {close[0]}?)" if close else name)
    return ", ".join(out)


def _is_number(value: object) -> TypeGuard[float]:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def check_sampling(*, temperature: object = None, top_p: object = None, seed: object = None) -> None:
    """Refuse sampling options no provider takes: ``temperature`` from 0 to 2, ``top_p`` above
    0 and at most 1, ``seed`` a whole number from 0 (``None`` is "not given")."""
    if temperature is not None and not (_is_number(temperature) and 0 <= temperature <= 2):
        raise ConfigError(f"temperature must be a number from 0 to 2, got {temperature!r}")
    if top_p is not None and not (_is_number(top_p) and 0 < top_p <= 1):
        raise ConfigError(f"top_p must be a number above 0 and at most 1, got {top_p!r}")
    if seed is not None and not (isinstance(seed, int) and not isinstance(seed, bool) and 0 <= seed < 2**63):
        raise ConfigError(f"seed must be a whole number from 0, got {seed!r}")


def _check_positive(name: str, value: object) -> None:
    if value is not None and not (_is_number(value) and value > 0):
        raise ConfigError(f"{name} must be a positive number, got {value}")


def _check_text(what: str, value: str) -> None:
    """Refuse text that cannot be sent anywhere: lone surrogates (undecodable bytes from argv)."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise UserInputError(
            f"{what} is not valid text: it holds undecodable bytes at character {exc.start + 1}"
        ) from None


def _layer(name: str, given: Mapping[str, Any], *, what: str) -> dict[str, Any]:
    """``given`` checked (known names; ``messages`` as ``history``; ``provider`` as ``model``),
    without the settings it does not name."""
    unknown = sorted(set(given) - _NAMES)
    if unknown:
        raise ConfigError(f"unknown {what}(s): {did_you_mean(unknown, _NAMES)}")
    out = {key: value for key, value in given.items() if value is not UNSET}
    if "messages" in out:
        if out.get("history"):
            raise ConfigError("give the conversation as history= or as messages=, not both")
        out["history"] = out.pop("messages")
    provider = out.pop("provider", None)
    if provider is not None:  # an instance names the model of its layer
        out["model"] = provider
    for key in list(out):
        if out[key] is None and not SETTINGS[key].nullable:
            del out[key]  # "not named" for a setting that always has a value
    return out


def pick_model(*given: str | None, config: str | None = None) -> str:
    """The model a request asks where only names are known (the gateway's backends): the first
    of ``given`` that names one, else ``$SOT_MODEL``, else ``config``, else the embedded model."""
    for spec in (*given, env_model(), config):
        if spec and spec.strip():
            return spec
    return DEFAULT_SPEC


# ------------------------------------------------------------------ resolve


def resolve(question: str, *layers: Layer, config: Mapping[str, Any] | None = None) -> ResolvedAsk:
    """The ask of ``question`` with its settings decided: ``layers`` first to last (the call's,
    then a gateway alias's, then the client's), then the template's, ``$SOT_MODEL``, ``config``
    (the configuration file's: ``model``, ``mode``, ``router``, ``system``, ``template_paths``,
    sampling), then :data:`DEFAULTS`. Every check of an ask's settings is made here, once:
    :class:`~sot.errors.ConfigError` for a bad setting, :class:`~sot.errors.UserInputError`
    for a question that cannot be asked."""
    from sot.templates.loader import default_prompts

    named = [
        (name, _layer(name, given, what="ask option" if name == "call" else f"{name} setting"))
        for name, given in layers
    ]
    conf = _layer("config", {k: v for k, v in (config or {}).items() if v is not None}, what="config setting")
    sources: dict[str, str] = {}

    def pick(key: str, template: BoundTemplate | None = None) -> Any:
        if SETTINGS[key].merged:
            return merge(key)
        for name, values in named:
            if key in values:
                sources[key] = name
                return values[key]
        spec = SETTINGS[key]
        if template is not None and spec.template is not None:
            value = getattr(template, spec.template)
            if value is not None:
                sources[key] = "template"
                return value
        if key == "model" and env_model() is not None:
            sources[key] = "env"
            return env_model()
        if spec.config and conf.get(key) is not None:
            sources[key] = "config"
            return conf[key]
        sources[key] = "default"
        return DEFAULTS.get(key)

    def merge(key: str) -> Any:
        given = [(name, values[key]) for name, values in (*named, ("config", conf)) if values.get(key) is not None]
        sources[key] = "+".join(name for name, _ in given) or "default"
        if key == "template_paths":
            return tuple(path for _, paths in given for path in paths)
        out: dict[str, Any] = {}
        for _, values in reversed(given):
            out.update(values)
        return out or None

    if not isinstance(question, str) or not question.strip():
        raise UserInputError("the question is empty")
    _check_text("the question", question)
    context, system = pick("context"), pick("system")
    for what, text in (("the context", context), ("the system prompt", system)):
        if text is not None:
            _check_text(what, text)
    variables = pick("variables")
    for key, value in (variables or {}).items():
        if isinstance(value, str):
            _check_text(f"variable {key!r}", value)

    template = _template(pick("template"), variables, pick("template_paths"))
    plan = pick("plan", template)
    mode = pick("mode", template)
    if sources["mode"] in ("config", "default") and plan is not None:  # an authored plan is PASTA's
        mode, sources["mode"] = PASTA, "plan"
    mode = check_mode(mode)
    max_points, max_tokens, deadline = (
        pick("max_points", template),
        pick("max_tokens", template),
        pick("deadline", template),
    )
    max_overhead = pick("max_overhead")
    for key, value in (
        ("max_points", max_points),
        ("max_tokens", max_tokens),
        ("deadline", deadline),
        ("max_overhead", max_overhead),
    ):
        _check_positive(key, value)
    temperature, top_p, seed = pick("temperature"), pick("top_p"), pick("seed")
    check_sampling(temperature=temperature, top_p=top_p, seed=seed)
    router = pick("router", template)
    model = pick("model", template)

    history = as_history(pick("history") or ())
    if template is not None and system:  # after the template's own system prompt
        history = (Message("system", system), *history)
    sources["branch_tokens"] = sources["max_tokens"]
    return ResolvedAsk(
        question=with_context(question, context),
        query=question,
        context=context,
        model=model if isinstance(model, str) else None,
        provider=model if isinstance(model, Provider) else None,
        mode=mode,
        template=template,
        plan=plan,
        prompts=template.prompts if template is not None else default_prompts(system),
        max_points=max_points,
        max_tokens=max_tokens,
        # a bound given anywhere bounds each branch too; else a branch has its own
        branch_max_tokens=max_tokens if sources["max_tokens"] != "default" else DEFAULTS["branch_tokens"],
        deadline=deadline,
        interrupt=pick("interrupt"),
        router=router,
        # the template's parallel policy holds unless the call or caller named a router
        parallel=template.parallel if template is not None and sources["router"] in _BELOW_CALLER else None,
        pipeline=pick("pipeline", template),
        parallel_mode=PASTA if plan or (template is not None and template.mode == PASTA) else SOT,
        system=system,
        history=history,
        temperature=temperature,
        top_p=top_p,
        seed=seed,
        max_overhead=max_overhead,
        sources=sources,
    )


def _template(ref: Any, variables: Mapping[str, Any] | None, paths: Sequence[str]) -> BoundTemplate | None:
    if ref is None:
        if variables:
            raise ConfigError("variables were given but no template")
        return None
    from sot.templates import resolve_template

    return resolve_template(ref, dict(variables or {}), search_paths=paths)
