"""The schema of a YAML prompt template (pydantic, ``extra="forbid"``).

A template file looks like::

    name: support
    description: General customer-support agent.
    model: null                 # default "provider:model", or null
    mode: auto                  # auto | direct | sot | pasta | mapreduce
    pipeline: true              # SoT: expand each point once its line is written (false: after the skeleton)
    router: auto                # auto | sot | direct | pasta | trained | llm:PROVIDER:MODEL
    parallel: auto              # always | auto | never (auto mode): parallel where it is faster here, as the router decides, never
    variables:
      company: {type: str, required: true, description: Company name}
      tone: {type: str, default: friendly and concise}
    system: "You are a support agent for {{ company }}."
    prompts:                    # each optional; sot's defaults fill the gaps
      direct: "{{ question }}"
      planning: "... {{ question }} ... at most {{ max_points }} points ..."
      branch: "... point {{ number }}: {{ point }} ..."
      pasta: "..."
      pasta_branch: "..."
    plan: |                     # optional authored PASTA-LANG plan
      <promise topic="..." tokens="60"/>
    limits: {max_points: 5, max_tokens: 256, deadline_s: 30}
    reply:                      # optional: a customer reply's frame around the answer's sections
      greeting: "{{ hello }}{% if customer_name %} {{ customer_name }}{% endif %},"
      sign_off: "{{ regards }},\nThe {{ company }} team"
      notice: "{{ handover }}"  # added before the sign-off when the ask is escalated
    escalation:                 # optional: when a human must take over (see sot.orchestrator.support.escalation)
      rules:
        - when: the customer threatens legal action
          keywords: [lawyer, sue]   # matched as intents ("my attorney", "suing"; sot.orchestrator.support.intents)
        - when: the customer asks for a refund outside its window
          outside_window: [refund]  # a refund for a purchase older than the knowledge base's window

Prompts are Jinja2 source; which names each prompt may use is in :data:`RUNTIME_NAMES`.
"""

from __future__ import annotations

import keyword
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError, ValidationInfo, field_validator

from sot.modes import ModeField

__all__ = [
    "PROMPT_KEYS",
    "RUNTIME_NAMES",
    "EscalationRule",
    "EscalationSpec",
    "LimitsSpec",
    "PromptsSpec",
    "ReplySpec",
    "TemplateSpec",
    "VariableSpec",
    "VariableType",
    "coerce_variable",
]

VariableType = Literal["str", "int", "float", "bool", "list"]

#: names each prompt receives at run time, besides the declared variables
RUNTIME_NAMES: dict[str, frozenset[str]] = {
    "system": frozenset(),
    "plan": frozenset(),
    "direct": frozenset({"question", "reply_language"}),
    "planning": frozenset({"question", "max_points", "exact_points", "reply_language"}),
    "branch": frozenset({"question", "points", "skeleton", "index", "number", "point", "reply_language"}),
    "branch_followup": frozenset({"question", "points", "skeleton", "index", "number", "point", "reply_language"}),
    "pasta": frozenset({"question", "teaching", "reply_language"}),
    "pasta_branch": frozenset({"question", "context", "topic", "tokens", "reply_language"}),
    "map": frozenset({"question", "chunk", "part", "parts", "reply_language"}),
    "reduce": frozenset({"question", "notes", "final", "reply_language"}),
    "item": frozenset(
        {"question", "request", "item", "index", "number", "count", "others", "answer_form", "reply_language"}
    ),
    "reply.greeting": frozenset({"reply_language", "hello", "regards", "handover"}),
    "reply.sign_off": frozenset({"reply_language", "hello", "regards", "handover"}),
    "reply.notice": frozenset({"reply_language", "hello", "regards", "handover"}),
}
RESERVED_NAMES: frozenset[str] = frozenset().union(*RUNTIME_NAMES.values())
PROMPT_KEYS: tuple[str, ...] = (
    "direct",
    "planning",
    "branch",
    "branch_followup",
    "pasta",
    "pasta_branch",
    "map",
    "reduce",
    "item",
)
REPLY_KEYS: tuple[str, ...] = ("greeting", "sign_off", "notice")

_ADAPTERS: dict[str, TypeAdapter[Any]] = {
    "str": TypeAdapter(str),
    "int": TypeAdapter(int),
    "float": TypeAdapter(float),
    "bool": TypeAdapter(bool),
    "list": TypeAdapter(list[str | int | float | bool]),
}


def coerce_variable(type_: VariableType, value: Any) -> Any:
    """Check ``value`` against ``type_``; strings from the command line are converted
    ("3" -> 3, "yes" -> True, "a,b" -> ["a", "b"]). Raises ``ValueError``."""
    if type_ == "list" and isinstance(value, str):
        value = [part.strip() for part in value.split(",") if part.strip()]
    if type_ == "str" and isinstance(value, (int, float)) and not isinstance(value, bool):
        value = str(value)
    try:
        return _ADAPTERS[type_].validate_python(value)
    except ValidationError as exc:
        raise ValueError(f"expected {type_}, got {type(value).__name__} {value!r}") from exc


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class VariableSpec(_Model):
    """A declared template variable. Not required and no default: the value is ``None``."""

    type: VariableType = "str"
    description: str = ""
    required: bool = False
    default: Any = None

    @field_validator("default")
    @classmethod
    def _check_default(cls, value: Any, info: ValidationInfo) -> Any:
        if value is None:
            return None
        if info.data.get("required"):
            raise ValueError("a required variable cannot have a default")
        return coerce_variable(info.data.get("type", "str"), value)


class PromptsSpec(_Model):
    """Jinja2 sources of the user message of each model call; any may be left out."""

    direct: str | None = None
    planning: str | None = None
    branch: str | None = None
    #: a point asked as the plan's conversation goes on (after its skeleton), where the
    #: provider keeps the plan's computed prompt (the local engines): only this turn is new
    branch_followup: str | None = None
    pasta: str | None = None
    pasta_branch: str | None = None
    #: map-reduce over a long input: notes on one part (``chunk``, part ``part`` of ``parts``)
    map: str | None = None
    #: items mode: one item of a request that applies one instruction to several (``request``:
    #: the shared part with this one item; ``number`` of ``count``; ``others``: items written so
    #: far that a generated one must differ from; ``answer_form``: how to answer this one, a
    #: sentence or two: its length, its language, plain text where the answer is JSON)
    item: str | None = None
    #: map-reduce: the answer from every part's ``notes`` (``final``), or notes combined
    reduce: str | None = None


class LimitsSpec(_Model):
    max_points: int | None = Field(default=None, ge=1, le=50)
    max_tokens: int | None = Field(default=None, ge=1, le=65536)
    deadline_s: float | None = Field(default=None, gt=0)


class ReplySpec(_Model):
    """The frame of a customer reply (Jinja2 sources): the greeting before the answer's
    sections, the sign-off after them, and the notice added before the sign-off when the
    ask is escalated. Besides the variables they see ``reply_language`` and its
    ``hello``, ``regards`` and ``handover`` phrases (:mod:`sot.templates.reply`)."""

    greeting: str | None = None
    sign_off: str | None = None
    notice: str | None = "{{ handover }}"


class EscalationRule(_Model):
    """One case a human must handle: ``when`` says it in words (the model is asked about
    it); any of ``keywords`` meant in the customer's message meets it outright, and so does
    an ``outside_window`` request made past the knowledge base's window."""

    when: str = Field(min_length=1, max_length=500)
    keywords: list[str] = Field(default_factory=list)
    #: requests (``[refund, return]``) that meet the rule outright when the customer makes one
    #: for a purchase older than the window the system prompt (its knowledge base) states for it
    outside_window: list[str] = Field(default_factory=list)

    @field_validator("keywords", "outside_window")
    @classmethod
    def _check_keywords(cls, value: list[str]) -> list[str]:
        if any(not k.strip() for k in value):
            raise ValueError("a keyword cannot be empty")
        return value


class EscalationSpec(_Model):
    """The template's policy: the cases that need a human agent."""

    rules: list[EscalationRule] = Field(min_length=1, max_length=50)
    #: an escalated message gets the hand-over line alone (greeting, notice, sign-off) and no
    #: model-written body: the check runs first, and the answer only when nothing is met
    hand_over_only: bool = False


class TemplateSpec(_Model):
    """A whole template file."""

    #: the template's own version (bump it when its prompts or policy change): shown in
    #: ``sot ask --json`` (``template_version``) and the gateway's ``sot`` field
    version: int | float | str = Field(default=1, union_mode="left_to_right")
    name: str = Field(pattern=r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")
    description: str = ""
    model: str | None = None
    mode: ModeField | None = None
    #: SoT: expand each point as soon as its skeleton line is written (``False``: only once
    #: the whole skeleton is written, so every point sees all the others); ``None``: sot's default
    pipeline: bool | None = None
    #: "auto" (the default router), "sot" | "direct" | "pasta" (always that mode), or a router
    #: spec such as "trained", "trained:PATH", "llm:PROVIDER:MODEL"
    router: str | None = Field(default=None, max_length=300, pattern=r"^\S+$")
    #: in auto mode: "always" skips the router and answers in parallel (SoT, or PASTA where the
    #: template prefers it) where the cost model predicts that faster on the backend, directly
    #: elsewhere; "never" answers directly; "auto" (the default) asks the router, then the cost model
    parallel: Literal["always", "auto", "never"] | None = None
    variables: dict[str, VariableSpec] = Field(default_factory=dict)
    system: str | None = None
    prompts: PromptsSpec = Field(default_factory=PromptsSpec)
    plan: str | None = None
    limits: LimitsSpec = Field(default_factory=LimitsSpec)
    reply: ReplySpec | None = None
    escalation: EscalationSpec | None = None

    @field_validator("reply")
    @classmethod
    def _check_reply(cls, value: ReplySpec | None, info: ValidationInfo) -> ReplySpec | None:
        if value is not None and info.data.get("plan") is not None:
            raise ValueError("a template with an authored plan writes its own greeting and sign-off in the plan")
        return value

    @field_validator("variables")
    @classmethod
    def _check_names(cls, value: dict[str, VariableSpec]) -> dict[str, VariableSpec]:
        for name in value:
            if not name.isidentifier() or keyword.iskeyword(name) or name.startswith("_"):
                raise ValueError(f"variable name {name!r} is not a plain identifier")
            if name in RESERVED_NAMES:
                raise ValueError(f"variable name {name!r} is reserved (sot fills it in at run time)")
        return value

    def sources(self) -> dict[str, str]:
        """Every Jinja2 source in the template, by key (``system``, ``plan``, ``prompts.branch``...)."""
        out: dict[str, str] = {}
        if self.system is not None:
            out["system"] = self.system
        if self.plan is not None:
            out["plan"] = self.plan
        for key in PROMPT_KEYS:
            text = getattr(self.prompts, key)
            if text is not None:
                out[f"prompts.{key}"] = text
        for key in REPLY_KEYS:
            text = getattr(self.reply, key) if self.reply is not None else None
            if text is not None:
                out[f"reply.{key}"] = text
        return out
