"""Loaded templates, and templates bound to variable values.

:class:`Template` is a validated, compiled template file. :meth:`Template.bind` checks
variable values (unknown names, types, required ones) and renders the static parts (the
system prompt and the authored plan), giving a :class:`BoundTemplate`, whose
:attr:`~BoundTemplate.prompts` is a :class:`~sot.templates.prompts.PromptSet` that
renders the per-call prompts with the question as data.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from sot.errors import ParseError, TemplateError, TemplateSecurityError
from sot.providers.base import Message
from sot.templates.plan import fill_plan
from sot.templates.prompts import PASTA_TEACHING
from sot.templates.render import CompiledSource, Origin, compile_source
from sot.templates.reply import ReplyFrame, phrases, reply_language
from sot.templates.schema import EscalationSpec, TemplateSpec, coerce_variable

__all__ = ["BoundTemplate", "MissingVariableError", "Template", "TemplatePrompts", "UnknownVariableError"]


class MissingVariableError(TemplateError):
    """A template's required variable was not given: ``variable`` names it, ``template`` the
    template. The message says how to give it from the command line and from Python; a
    caller with its own way (the gateway's ``sot.variables``) words its own from these."""

    def __init__(self, source: str, variable: str, template: str) -> None:
        self.variable, self.template = variable, template
        super().__init__(
            f"{source}: missing required variable {variable!r} for template {template!r} "
            f"(--var {variable}=VALUE in sot ask; variables={{{variable!r}: ...}} in Python)"
        )


class UnknownVariableError(TemplateError):
    """A value was given for a variable the template does not declare: ``variable`` names it."""

    def __init__(self, message: str, variable: str) -> None:
        self.variable = variable
        super().__init__(message)


class Template:
    """A template file, validated and compiled; immutable. Create with ``load_template``."""

    def __init__(
        self, spec: TemplateSpec, origin: Origin, path: str | None = None, *, defaults: Template | None = None
    ) -> None:
        self.spec = spec
        self.origin = origin
        self.path = path
        #: the template whose prompts this one falls back on (sot's own, the built-in
        #: ``default``); ``None`` for that template itself
        self.defaults = defaults
        declared = frozenset(spec.variables)
        self._compiled: dict[str, CompiledSource] = {}
        problems: list[TemplateError] = []
        for key, source in spec.sources().items():  # every source's problems, not only the first's
            try:
                self._compiled[key] = compile_source(key, source, origin, declared)
            except TemplateError as exc:
                problems.append(exc)
        if problems:
            kind = next((type(p) for p in problems if isinstance(p, TemplateSecurityError)), TemplateError)
            raise kind("\n".join(str(p) for p in problems))

    @property
    def name(self) -> str:
        return self.spec.name

    @property
    def description(self) -> str:
        return self.spec.description

    def unset_variable_uses(self) -> list[str]:
        """Where a declared variable that is neither required nor defaulted is output bare
        (``{{ customer_name }}``, outside an ``{% if customer_name %}``): not given, it renders
        as nothing, so the text around it may read oddly. One ``file:line: key: ...`` a use."""
        from sot.templates.render import bare_uses

        unset = {name for name, var in self.spec.variables.items() if not var.required and var.default is None}
        found = []
        for key, source in self.spec.sources().items():
            for name, line in bare_uses(source, unset):
                found.append(
                    f"{self.origin.where(key, line)} optional variable {name!r} has no default and is output "
                    f"bare: not given, it renders as nothing (give it a default, or write "
                    f"{{{{ {name} or '...' }}}} or {{% if {name} %}}...{{% endif %}})"
                )
        return found

    def compiled(self, key: str) -> CompiledSource | None:
        """The compiled source of ``key`` (``system``, ``plan``, ``prompts.branch``...), if any."""
        return self._compiled.get(key)

    def check_variables(self, values: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Every declared variable's value: given ones checked and converted, defaults filled in."""
        values = dict(values or {})
        variables = self.spec.variables
        unknown = sorted(set(values) - set(variables))
        if unknown:
            declared = ", ".join(sorted(variables)) or "none"
            raise UnknownVariableError(
                f"{self.origin.source}: unknown variable {unknown[0]!r} for template {self.name!r} (declared: {declared})",
                unknown[0],
            )
        out: dict[str, Any] = {}
        for name, var in variables.items():
            if name in values and values[name] is not None:
                try:
                    out[name] = coerce_variable(var.type, values[name])
                except ValueError as exc:
                    raise TemplateError(f"{self.origin.source}: variable {name!r}: {exc}") from None
            elif var.required:
                raise MissingVariableError(self.origin.source, name, self.name)
            else:
                out[name] = var.default
        return out

    def bind(self, variables: Mapping[str, Any] | None = None) -> BoundTemplate:
        """Check ``variables`` and render the static parts; raises :class:`TemplateError`."""
        values = self.check_variables(variables)
        system = self._compiled["system"].render(values) if "system" in self._compiled else None
        plan = self._render_plan(values) if "plan" in self._compiled else None
        return BoundTemplate(template=self, variables=values, system=system, plan=plan or None)

    def _render_plan(self, values: dict[str, Any]) -> str:
        """The authored plan, values escaped (see :mod:`sot.templates.plan`), checked by the PASTA-LANG parser."""
        compiled = self._compiled["plan"]
        where = self.origin.where("plan")
        plan = fill_plan(lambda: compiled.render(values), where)
        if plan:
            from sot.pasta_lang.pasta import parse_pasta

            try:
                parse_pasta(plan)
            except ParseError as exc:
                at = f" at line {exc.line}" if exc.line is not None else ""
                raise TemplateError(f"{where} invalid PASTA-LANG{at} of the rendered plan: {exc.message}") from None
        return plan

    def __repr__(self) -> str:
        return f"<Template {self.name} from {self.origin.source}>"


@dataclass(frozen=True)
class BoundTemplate:
    """A template with its variables set: defaults for an ask and the prompts to use."""

    template: Template
    variables: Mapping[str, Any]
    #: the rendered system prompt, or ``None`` where the template has none
    system: str | None
    #: the rendered PASTA-LANG authored plan, or ``None``
    plan: str | None
    prompts: TemplatePrompts = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "prompts", TemplatePrompts(self))

    @property
    def name(self) -> str:
        return self.template.name

    @property
    def description(self) -> str:
        return self.template.description

    @property
    def model(self) -> str | None:
        return self.template.spec.model

    @property
    def mode(self) -> str | None:
        return self.template.spec.mode

    @property
    def router(self) -> str | None:
        return self.template.spec.router

    @property
    def pipeline(self) -> bool | None:
        return self.template.spec.pipeline

    @property
    def parallel(self) -> str | None:
        """``"always"``, ``"never"``, ``"auto"`` or ``None`` (not declared: as ``"auto"``)."""
        return self.template.spec.parallel

    @property
    def escalation(self) -> EscalationSpec | None:
        return self.template.spec.escalation

    def language(self, customer_texts: str | Sequence[str]) -> str:
        """The reply language: the ``language`` variable when set, else the customer's."""
        declared = self.variables.get("language")
        return reply_language(declared if isinstance(declared, str) else None, customer_texts)

    def reply_frame(self, customer_texts: str | Sequence[str]) -> ReplyFrame | None:
        """The greeting, sign-off and escalation notice, in the reply's language; ``None``
        where the template declares no reply frame."""
        if self.template.spec.reply is None:
            return None
        language = self.language(customer_texts)
        words = phrases(language)
        data = {
            **self.variables,
            "reply_language": language,
            "hello": words.hello,
            "regards": words.regards,
            "handover": words.handover,
        }

        def render(key: str) -> str:
            compiled = self.template.compiled(f"reply.{key}")
            return compiled.render(data) if compiled is not None else ""

        return ReplyFrame(render("greeting"), render("sign_off"), render("notice"), language)

    @property
    def max_points(self) -> int | None:
        return self.template.spec.limits.max_points

    @property
    def max_tokens(self) -> int | None:
        return self.template.spec.limits.max_tokens

    @property
    def deadline_s(self) -> float | None:
        return self.template.spec.limits.deadline_s

    def rebind(self, variables: Mapping[str, Any] | None) -> BoundTemplate:
        """The same template with ``variables`` laid over the current values."""
        return self.template.bind({**self.variables, **(variables or {})})


class TemplatePrompts:
    """The :class:`~sot.templates.prompts.PromptSet` of a bound template.

    Prompts the template leaves out are the built-in ``default`` template's (sot's own),
    with this template's system prompt, or the default one where it has none. ``system``,
    when given, replaces the system prompt (``""`` drops the system message).
    """

    def __init__(self, bound: BoundTemplate, *, system: str | None = None) -> None:
        self._bound = bound
        self._default = bound.template.defaults or bound.template
        if system is None:
            if bound.template.spec.system is not None:
                system = bound.system
            else:
                system = bound.system if bound.template is self._default else self._default.bind().system
        self._system = system or None

    def _render(self, key: str, data: dict[str, Any]) -> list[Message]:
        compiled = self._bound.template.compiled(f"prompts.{key}")
        if compiled is not None:
            language = self._bound.language(data["question"])
            user = compiled.render({**self._bound.variables, "reply_language": language, **data})
        else:  # left out: sot's own prompt
            default = self._default.compiled(f"prompts.{key}")
            assert default is not None, f"the default template has every prompt ({key})"
            user = default.render({"reply_language": "", **data})
        messages = [Message("system", self._system)] if self._system else []
        messages.append(Message("user", user))
        return messages

    def direct_messages(self, question: str) -> list[Message]:
        return self._render("direct", {"question": question})

    def plan_messages(self, question: str, max_points: int, *, exact: bool = False) -> list[Message]:
        return self._render("planning", {"question": question, "max_points": max_points, "exact_points": exact})

    @staticmethod
    def _point_data(question: str, points: Sequence[str], index: int) -> dict[str, Any]:
        return {
            "question": question,
            "points": list(points),
            "skeleton": "\n".join(f"{i + 1}. {p}" for i, p in enumerate(points)),
            "index": index,
            "number": index + 1,
            "point": points[index],
        }

    def branch_messages(self, question: str, points: Sequence[str], index: int) -> list[Message]:
        return self._render("branch", self._point_data(question, points, index))

    def branch_followup_messages(self, question: str, points: Sequence[str], index: int) -> list[Message] | None:
        template = self._bound.template
        if template.compiled("prompts.branch") is not None and template.compiled("prompts.branch_followup") is None:
            return None  # the template's own point prompt stands
        return self._render("branch_followup", self._point_data(question, points, index))

    def pasta_messages(self, question: str) -> list[Message]:
        return self._render("pasta", {"question": question, "teaching": PASTA_TEACHING})

    def map_messages(self, question: str, chunk: str, part: int, parts: int) -> list[Message]:
        return self._render("map", {"question": question, "chunk": chunk, "part": part, "parts": parts})

    def item_messages(
        self,
        question: str,
        request: str,
        item: str,
        index: int,
        count: int,
        others: Sequence[str] = (),
        answer_form: str = "",
    ) -> list[Message]:
        data = {
            "question": question,
            "request": request,
            "item": item,
            "index": index,
            "number": index + 1,
            "count": count,
            "others": list(others),
            "answer_form": answer_form,
        }
        return self._render("item", data)

    def reduce_messages(self, question: str, notes: Sequence[str], *, final: bool = True) -> list[Message]:
        return self._render("reduce", {"question": question, "notes": list(notes), "final": final})

    def pasta_branch_messages(self, question: str, context: str, topic: str, tokens: int | None) -> list[Message]:
        return self._render(
            "pasta_branch", {"question": question, "context": context, "topic": topic, "tokens": tokens}
        )
