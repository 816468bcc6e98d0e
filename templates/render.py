"""Compiling and rendering template sources in a Jinja2 sandbox.

Every source is compiled once, when the template is loaded, by an
``ImmutableSandboxedEnvironment`` with ``StrictUndefined``. Before compiling, the parsed
source is checked statically: reaching for private or internal attributes
(``__class__``, ``mro``, ``__globals__``...), ``include``/``import``/``extends``, or a
name the prompt cannot see is refused, so a hostile template fails at load time
with nothing rendered. The sandbox stays in place as the second line of defence, with resource limits
(:mod:`sot.templates.limits`): every render has a budget of time, loop iterations and
string sizes, so no template can exhaust the machine.

Values (the question, the skeleton, variables) are always passed as render-time data,
never spliced into template source. In an authored PASTA-LANG plan every ``{{ ... }}``
output is escaped for where it lands (see :mod:`sot.templates.plan`), so only the
template's own tags are tags.

A declared variable that is neither given nor defaulted is ``None``: it renders as nothing,
never as ``None``, and the spaces it leaves are tidied (``"{{ hello }} {{ customer_name }},"``
without a name is ``"Hello,"``, not ``"Hello ,"``); ``{% if customer_name %}`` and
``{{ customer_name or "there" }}`` still see it unset.
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from types import TracebackType
from typing import Any

import jinja2
from jinja2 import nodes
from jinja2.exceptions import SecurityError
from jinja2.sandbox import ImmutableSandboxedEnvironment

from sot.errors import TemplateError, TemplateSecurityError
from sot.templates.limits import (
    DEFAULT_LIMITS,
    RenderBudgetExceeded,
    RenderLimits,
    budget,
    charge,
    check_format_spec,
    check_printf,
    check_repeat,
    check_str_method,
    guard,
    guarded_concat,
    guarded_filters,
    guarded_iter,
)
from sot.templates.plan import check_source, plan_finalize
from sot.templates.schema import RUNTIME_NAMES

__all__ = ["MAX_OUTPUT_CHARS", "CompiledSource", "Origin", "RenderLimits", "compile_source"]

#: a rendered prompt longer than this is refused
MAX_OUTPUT_CHARS = DEFAULT_LIMITS.max_output_chars
_MAX_SEQUENCE = 100_000
_MAX_EXPONENT = 256
#: the largest integer (in bits) a ``*`` or ``**`` may build
_MAX_INT_BITS = 10_000

_UNSAFE_ATTRS = frozenset(
    {
        "mro", "func_globals", "func_code", "func_closure", "f_globals", "f_locals", "f_builtins",
        "f_back", "f_code", "gi_frame", "gi_code", "cr_frame", "cr_code", "ag_frame", "ag_code",
        "tb_frame", "tb_next", "im_func", "im_self", "im_class",
    }
)  # fmt: skip
_DUNDER = re.compile(r"__\w+__")


class _Sandbox(ImmutableSandboxedEnvironment):
    """The sandbox, with limits on what ``*``, ``**``, ``%``, ``+``, ``str`` methods and
    filters may build, and its loops and ``~`` counted (see :mod:`sot.templates.limits`)."""

    intercepted_binops = frozenset({"*", "**", "%", "+"})
    #: reached from rewritten templates as ``environment.sot_iter`` / ``environment.sot_concat``
    sot_iter = staticmethod(guarded_iter)
    sot_concat = staticmethod(guarded_concat)

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        self.filters = guarded_filters(self.filters)
        self.globals["lipsum"] = _bounded_lipsum

    def call_binop(self, context: Any, op: str, left: Any, right: Any) -> Any:
        if op == "**":
            if isinstance(right, (int, float)) and abs(right) > _MAX_EXPONENT:
                raise SecurityError(f"exponent {right!r} is too large")
            if isinstance(left, int) and isinstance(right, int) and left.bit_length() * right > _MAX_INT_BITS:
                raise SecurityError("power result is too large")
            return operator.pow(left, right)
        if op == "%":
            if isinstance(left, str):
                check_printf(left)
            return charge(operator.mod(left, right))
        if op == "+":
            if isinstance(left, (str, list, tuple)) and isinstance(right, type(left)):
                check_repeat(left, 1)
                check_repeat(right, 1)
            return charge(operator.add(left, right))
        for seq, count in ((left, right), (right, left)):
            if isinstance(seq, (str, bytes, list, tuple)) and isinstance(count, int):
                if len(seq) * count > _MAX_SEQUENCE:
                    raise SecurityError("repetition result is too large")
                check_repeat(seq, count)
        if isinstance(left, int) and isinstance(right, int) and left.bit_length() + right.bit_length() > _MAX_INT_BITS:
            raise SecurityError("product is too large")
        return charge(operator.mul(left, right))

    def call(__self, __context: Any, __obj: Any, *args: Any, **kwargs: Any) -> Any:
        owner = getattr(__obj, "__self__", None)
        if isinstance(owner, str):
            args = check_str_method(owner, getattr(__obj, "__name__", ""), args, kwargs)
        return charge(super().call(__context, __obj, *args, **kwargs))

    def wrap_str_format(self, value: Any) -> Any:
        wrapped = super().wrap_str_format(value)
        if wrapped is not None:
            check_format_spec(value.__self__)
        return wrapped


#: Jinja2's ``lipsum``: at most this many paragraphs of at most this many words each
_MAX_LIPSUM_PARAGRAPHS = 100
_MAX_LIPSUM_WORDS = 1000


def _bounded_lipsum(n: int = 5, html: bool = True, min: int = 20, max: int = 100) -> str:
    """Jinja2's ``lipsum``, its arguments bounded before it builds anything (unbounded, one call
    builds hundreds of millions of characters before any render limit sees them)."""
    from jinja2.utils import generate_lorem_ipsum

    for name, value, most in (
        ("n", n, _MAX_LIPSUM_PARAGRAPHS),
        ("min", min, _MAX_LIPSUM_WORDS),
        ("max", max, _MAX_LIPSUM_WORDS),
    ):
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= most:
            raise SecurityError(f"lipsum({name}={value!r}): at most {most}")
    return str(generate_lorem_ipsum(n=n, html=html, min=min, max=max))


#: what a ``None`` output renders as before :func:`_tidy_unset` removes it (a Unicode
#: noncharacter, set aside for a program's internal use: text written to be read holds none)
_UNSET = "\ufdd0"
_UNSET_RUN = re.compile(f"{_UNSET}(?:[ \t]*{_UNSET})+")
#: what an empty spot's spaces go before: punctuation, a line's end
_CLOSING = frozenset(",.;:!?)]\n")


def _unset_empty(value: Any) -> Any:
    """Jinja2 ``finalize``: ``None`` (a variable neither given nor defaulted) marks an empty spot."""
    return _UNSET if value is None else value


def _plan_unset_empty(value: Any) -> Any:
    return plan_finalize("" if value is None else value)


def _tidy_unset(text: str) -> str:
    """``text`` without the marks of ``None`` outputs, and without the spaces they leave: before
    punctuation or a line's end the spaces before the mark go (``"Hello ,"`` -> ``"Hello,"``), at
    a line's start the spaces after it, between words one space stays. Linear in the text (each
    piece between marks is stripped once)."""
    pieces = _UNSET_RUN.sub(_UNSET, text).split(_UNSET)
    out = [pieces[0]]
    for piece in pieces[1:]:
        before = out[-1]
        left, right = before.rstrip(" \t"), piece.lstrip(" \t")
        if (not left and len(out) == 1) or left.endswith("\n"):
            out.append(right)  # a line's start: its indentation stays
            continue
        out[-1] = left
        spaced = len(left) < len(before) or len(right) < len(piece)
        out.append(right if not right or right[0] in _CLOSING or not spaced else " " + right)
    return "".join(out)


def _make_env(finalize: Callable[[Any], Any] | None = None) -> _Sandbox:
    return _Sandbox(
        undefined=jinja2.StrictUndefined,
        autoescape=False,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=False,
        finalize=finalize,
    )


_ENV = _make_env(finalize=_unset_empty)
_PLAN_ENV = _make_env(finalize=_plan_unset_empty)
_GLOBALS = frozenset(_ENV.globals)


@dataclass(frozen=True)
class Origin:
    """Where a template came from: its file and the line of each key's value."""

    source: str
    #: dotted key -> (1-based line where the value's text starts, YAML scalar style)
    positions: Mapping[str, tuple[int, str | None]] = field(default_factory=dict)

    def where(self, key: str | None = None, template_line: int | None = None) -> str:
        """``file:line: key:`` for an error message, as precise as what is known."""
        line = None
        pos = self.positions.get(key or "")
        if pos is not None:
            line, style = pos
            if template_line is not None and style in ("|", ">"):
                line += template_line - 1
        prefix = f"{self.source}:{line}:" if line is not None else f"{self.source}:"
        if key:
            prefix += f" {key}:"
            if template_line is not None and (pos is None or pos[1] not in ("|", ">")):
                prefix += f" line {template_line}:"
        return prefix


def _text_size(value: Any, depth: int = 0) -> int:
    """The characters of the text in a render's data (strings, in lists and mappings two deep)."""
    if isinstance(value, str):
        return len(value)
    if depth >= 2:
        return 0
    if isinstance(value, Mapping):
        return sum(_text_size(v, depth + 1) for v in value.values())
    if isinstance(value, list | tuple):
        return sum(_text_size(v, depth + 1) for v in value)
    return 0


def _with_inputs(limits: RenderLimits, context: Mapping[str, Any]) -> RenderLimits:
    """``limits`` widened by the text the render is given: a template may place the question
    (or any input) in its output, and in a string it joins, twice over without being refused;
    what it builds beyond that stays bounded as before."""
    n = _text_size(context)
    if not n:
        return limits
    return replace(
        limits,
        max_output_chars=limits.max_output_chars + 2 * n,
        max_string_chars=limits.max_string_chars + 2 * n,
        max_chars=limits.max_chars + 4 * n,
    )


@dataclass(frozen=True)
class CompiledSource:
    """One compiled prompt, ready to render with render-time data."""

    key: str
    template: jinja2.Template
    origin: Origin

    def render(self, context: Mapping[str, Any], limits: RenderLimits | None = None) -> str:
        """The rendered text; a render past ``limits`` (default :data:`DEFAULT_LIMITS`) is
        refused with a :class:`TemplateSecurityError`, having built nothing large. The default
        limits bound what the template itself builds: the text handed to it (a 1 MB question)
        is allowed on top (:func:`_with_inputs`); limits given here are kept as given."""
        allowed = limits if limits is not None else _with_inputs(DEFAULT_LIMITS, context)
        try:
            with budget(allowed) as spent:
                parts: list[str] = []
                for chunk in self.template.generate(**context):
                    spent.emitted(len(chunk))
                    parts.append(chunk)
                text = "".join(parts)
            if _UNSET in text:
                text = _tidy_unset(text)
        except RenderBudgetExceeded as exc:
            raise TemplateSecurityError(
                f"{self.origin.where(self.key, _render_line(exc.__traceback__, self.key))} "
                f"refused: over its render limits: {exc}"
            ) from None
        except SecurityError as exc:
            raise TemplateSecurityError(
                f"{self.origin.where(self.key, _render_line(exc.__traceback__, self.key))} "
                f"refused by the sandbox: {exc}"
            ) from None
        except jinja2.UndefinedError as exc:
            raise TemplateError(
                f"{self.origin.where(self.key, _render_line(exc.__traceback__, self.key))} {exc}"
            ) from None
        except (
            jinja2.TemplateError,
            ArithmeticError,
            TypeError,
            ValueError,
            LookupError,
            RecursionError,
            MemoryError,
        ) as exc:
            line = _render_line(exc.__traceback__, self.key)
            raise TemplateError(f"{self.origin.where(self.key, line)} {type(exc).__name__}: {exc}") from None
        if len(text) > allowed.max_output_chars:
            raise TemplateError(
                f"{self.origin.where(self.key)} rendered text is longer than {allowed.max_output_chars} characters"
            )
        return text.strip()


def _render_line(tb: TracebackType | None, key: str) -> int | None:
    """The template line of the innermost frame that belongs to ``key``'s source."""
    line = None
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == key:
            line = tb.tb_lineno
        tb = tb.tb_next
    return line


def compile_source(key: str, source: str, origin: Origin, declared: frozenset[str]) -> CompiledSource:
    """Parse, check and compile one source; ``key`` is ``system``, ``plan`` or ``prompts.NAME``."""
    env = _PLAN_ENV if key == "plan" else _ENV
    if key == "plan":
        check_source(source, origin.where(key))
    try:
        ast = env.parse(source, name=key, filename=key)
    except jinja2.TemplateSyntaxError as exc:
        raise TemplateError(f"{origin.where(key, exc.lineno)} template syntax error: {exc.message}") from None
    _check_security(ast, key, origin)
    allowed = declared | RUNTIME_NAMES[key.removeprefix("prompts.")] | _GLOBALS
    from jinja2 import meta

    unknown = sorted(meta.find_undeclared_variables(ast) - allowed)
    if unknown:  # each name, one a line
        names = ", ".join(sorted(declared | RUNTIME_NAMES[key.removeprefix("prompts.")])) or "none"
        problems = []
        for name in sorted(unknown, key=lambda n: (_first_use_line(ast, n) or 0, n)):
            users = [
                k if "." in k or k in ("system", "plan") else f"prompts.{k}"
                for k, v in RUNTIME_NAMES.items()
                if name in v
            ]
            hint = f"{name!r} is only available in {', '.join(users)}" if users else "declare it under 'variables'"
            problems.append(
                f"{origin.where(key, _first_use_line(ast, name))} undefined variable {name!r} "
                f"({hint}; names available here: {names})"
            )
        raise TemplateError("\n".join(problems))
    guard(ast)
    try:
        code = env.compile(ast, name=key, filename=key)
    except jinja2.TemplateSyntaxError as exc:  # pragma: no cover - parse already checked
        raise TemplateError(f"{origin.where(key, exc.lineno)} template syntax error: {exc.message}") from None
    template = env.template_class.from_code(env, code, env.make_globals(None), None)
    return CompiledSource(key, template, origin)


def syntax_problem(key: str, source: str, origin: Origin) -> str | None:
    """The Jinja2 syntax error of one source as ``file:line: key: ...``, else ``None`` (for a
    template whose other keys are not valid, so it is not compiled: its sources are still checked)."""
    env = _PLAN_ENV if key == "plan" else _ENV
    try:
        env.parse(source, name=key, filename=key)
    except jinja2.TemplateSyntaxError as exc:
        return f"{origin.where(key, exc.lineno)} template syntax error: {exc.message}"
    return None


def bare_uses(source: str, names: set[str] | frozenset[str]) -> list[tuple[str, int]]:
    """Each ``(name, line)`` where one of ``names`` is output as it is (``{{ name }}``), outside an
    ``{% if %}`` (or a conditional expression) whose test reads it; ``[]`` for a source that
    does not parse."""
    try:
        ast = _ENV.parse(source)
    except jinja2.TemplateSyntaxError:
        return []
    found: list[tuple[str, int]] = []

    def tested(test: nodes.Node) -> set[str]:
        inner = [test, *test.find_all(nodes.Name)]  # (find_all leaves out the node itself)
        return {n.name for n in inner if isinstance(n, nodes.Name)}

    def walk(node: nodes.Node, guarded: frozenset[str]) -> None:
        if isinstance(node, nodes.If):
            inner = guarded | tested(node.test)
            for child in node.body:
                walk(child, inner)
            for branch in node.elif_:
                walk(branch, inner)
            for child in node.else_:
                walk(child, guarded)
            return
        if isinstance(node, nodes.Output):
            for child in node.nodes:
                if isinstance(child, nodes.Name) and child.name in names and child.name not in guarded:
                    found.append((child.name, child.lineno))
        for child in node.iter_child_nodes():
            walk(child, guarded)

    walk(ast, frozenset())
    return found


def _first_use_line(ast: nodes.Template, name: str) -> int | None:
    for node in ast.find_all(nodes.Name):
        if node.name == name:
            return node.lineno
    return None


def _unsafe_name(name: str) -> bool:
    return name.startswith("_") or name in _UNSAFE_ATTRS


def _check_security(ast: nodes.Template, key: str, origin: Origin) -> None:
    """Refuse, before anything renders, sources that reach outside the sandbox."""

    def refuse(node: nodes.Node, what: str) -> None:
        raise TemplateSecurityError(f"{origin.where(key, node.lineno)} {what} is not allowed in a template")

    for stmt in ast.find_all((nodes.Extends, nodes.Include, nodes.Import, nodes.FromImport)):
        refuse(stmt, f"'{type(stmt).__name__.lower()}'")
    for loop in ast.find_all(nodes.For):
        if loop.recursive:  # loop(...) recursion would bypass the loop budget
            refuse(loop, "a recursive loop")
    for attr in ast.find_all(nodes.Getattr):
        if _unsafe_name(attr.attr):
            refuse(attr, f"access to attribute {attr.attr!r}")
    for item in ast.find_all(nodes.Getitem):
        if isinstance(item.arg, nodes.Const) and isinstance(item.arg.value, str) and _unsafe_name(item.arg.value):
            refuse(item, f"access to item {item.arg.value!r}")
    for filt in ast.find_all(nodes.Filter):
        first = filt.args[0] if filt.args else None
        if filt.name == "attr" and isinstance(first, nodes.Const) and _unsafe_name(str(first.value)):
            refuse(filt, f"access to attribute {first.value!r}")
    for name in ast.find_all(nodes.Name):
        if name.name.startswith("_"):
            refuse(name, f"the name {name.name!r}")
    for const in ast.find_all(nodes.Const):
        if isinstance(const.value, str) and _DUNDER.search(const.value):
            refuse(const, f"the string {const.value!r} (it names an internal attribute)")
