"""Resource limits for rendering user templates: time, loop iterations, string sizes, output.

Jinja2's sandbox stops a template from reaching outside (attributes, imports), not from
using up the machine: ``'%999999999s' % x`` builds a gigabyte, two nested loops over
``range(100000)`` run 10**10 times. Every render here runs under a :class:`RenderLimits`
budget (kept in a context variable, so renders in worker threads or tasks never share
one, and no signal or thread is involved):

- a string a template builds (``*``, ``%``, ``+``, ``~``, a filter, a ``str`` method) is
  sized *before* it is built where it could grow (a width, a repetition, a replacement)
  and refused past ``max_string_chars``; every string built counts toward ``max_chars``;
- every loop iteration counts toward ``max_iterations``, and every hook checks the clock
  against ``max_seconds``;
- the rendered text counts toward ``max_output_chars`` as it is produced.

Going past any of them raises :class:`RenderBudgetExceeded` (a Jinja2 ``SecurityError``),
which the renderer reports as a :class:`~sot.errors.TemplateSecurityError` naming the
template. :func:`guard` rewrites a parsed template so that its loops and ``~``
concatenations go through the budget.
"""

from __future__ import annotations

import re
import string
import time
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any, cast

from jinja2 import nodes
from jinja2.exceptions import SecurityError
from jinja2.visitor import NodeTransformer

__all__ = [
    "DEFAULT_LIMITS",
    "RenderBudgetExceeded",
    "RenderLimits",
    "budget",
    "guard",
    "guarded_filters",
]


@dataclass(frozen=True, kw_only=True)
class RenderLimits:
    """What one render of one template source may use."""

    #: the rendered text
    max_output_chars: int = 1_000_000
    #: one string built while rendering
    max_string_chars: int = 1_000_000
    #: all strings built while rendering, together
    max_chars: int = 20_000_000
    #: loop iterations, all loops together
    max_iterations: int = 200_000
    #: wall-clock seconds
    max_seconds: float = 1.0


DEFAULT_LIMITS = RenderLimits()


class RenderBudgetExceeded(SecurityError):
    """A render went past one of its :class:`RenderLimits`."""


class _Budget:
    __slots__ = ("chars", "deadline", "iterations", "limits", "output")

    def __init__(self, limits: RenderLimits) -> None:
        self.limits = limits
        self.deadline = time.monotonic() + limits.max_seconds
        self.chars = 0
        self.iterations = 0
        self.output = 0

    def tick(self) -> None:
        if time.monotonic() > self.deadline:
            raise RenderBudgetExceeded(f"the render took longer than {self.limits.max_seconds:g}s")

    def size(self, n: int) -> None:
        """About to build a string of ``n`` characters."""
        if n > self.limits.max_string_chars:
            raise RenderBudgetExceeded(
                f"a string of {n} characters is longer than the limit of {self.limits.max_string_chars}"
            )
        self.chars += n
        if self.chars > self.limits.max_chars:
            raise RenderBudgetExceeded(f"the render built more than {self.limits.max_chars} characters")
        self.tick()

    def iteration(self) -> None:
        self.iterations += 1
        if self.iterations > self.limits.max_iterations:
            raise RenderBudgetExceeded(f"the render ran more than {self.limits.max_iterations} loop iterations")
        if not self.iterations & 0xFF:
            self.tick()

    def emitted(self, n: int) -> None:
        self.output += n
        if self.output > self.limits.max_output_chars:
            raise RenderBudgetExceeded(f"the rendered text is longer than {self.limits.max_output_chars} characters")
        self.tick()


_CURRENT: ContextVar[_Budget | None] = ContextVar("sot_template_budget", default=None)


def _current() -> _Budget:
    found = _CURRENT.get()
    return found if found is not None else _Budget(DEFAULT_LIMITS)  # outside a render: sizes only


@contextmanager
def budget(limits: RenderLimits | None = None) -> Iterator[_Budget]:
    """Run a render under ``limits`` (the budget is this context's own)."""
    token = _CURRENT.set(_Budget(limits or DEFAULT_LIMITS))
    try:
        yield _CURRENT.get()  # type: ignore[misc]
    finally:
        _CURRENT.reset(token)


# --------------------------------------------------------------------------- sizing

#: a printf-style conversion: flags, width, precision ("*" takes them from the arguments)
_PRINTF = re.compile(r"%(?:\([^)]*\))?[#0\- +]*(\*|\d+)?(?:\.(\*|\d+))?[hlL]?(.)", re.DOTALL)
_DIGITS = re.compile(r"\d+")


def _width(raw: str | None, limit: int) -> int:
    if raw == "*":
        raise RenderBudgetExceeded("'*' widths are not allowed in a template's % formatting")
    value = int(raw) if raw else 0
    if value > limit:
        raise RenderBudgetExceeded(f"a width or precision of {value} is larger than the limit of {limit}")
    return value


def check_printf(fmt: str) -> None:
    """Refuse a ``%`` format whose widths or precisions would build a huge string."""
    limit = _current().limits.max_string_chars
    for m in _PRINTF.finditer(fmt):
        _width(m.group(1), limit)
        _width(m.group(2), limit)


def check_format_spec(fmt: str) -> None:
    """Refuse a ``str.format`` string with huge widths, or with widths taken from arguments."""
    limit = _current().limits.max_string_chars
    try:
        fields = list(string.Formatter().parse(fmt))
    except ValueError:
        return  # str.format raises the same error itself
    for _, _, spec, _ in fields:
        if not spec:
            continue
        if "{" in spec:
            raise RenderBudgetExceeded("nested fields in a format spec are not allowed in a template")
        for digits in _DIGITS.findall(spec):
            _width(digits, limit)


def _text_len(value: Any) -> int:
    return len(value) if isinstance(value, (str, bytes)) else 1


def _seq_len(seq: Any) -> int:
    """Characters a sequence stands for (a list of strings counts its strings' lengths)."""
    if isinstance(seq, (str, bytes)):
        return len(seq)
    if isinstance(seq, (list, tuple)):
        return sum(_text_len(item) for item in seq)
    return 0


def check_repeat(seq: Any, count: Any) -> None:
    if isinstance(seq, (str, bytes, list, tuple)) and isinstance(count, int) and count > 0:
        _current().size(max(_seq_len(seq), len(seq)) * count)


def charge(value: Any) -> Any:
    """Count a built string toward the budget; returns it."""
    if isinstance(value, (str, bytes)):
        _current().size(len(value))
    else:
        _current().tick()
    return value


def _replace_size(text: str, old: str, new: str, count: int = -1) -> int:
    hits = len(text) + 1 if old == "" else text.count(old)
    if count is not None and count >= 0:
        hits = min(hits, count)
    return len(text) + hits * (len(new) - len(old))


def _join_size(sep: str, items: list[Any]) -> int:
    return sum(len(str(item)) if isinstance(item, str) else 1 for item in items) + len(sep) * max(len(items) - 1, 0)


def check_str_method(obj: Any, name: str, args: tuple[Any, ...], kwargs: Mapping[str, Any]) -> tuple[Any, ...]:
    """Size the result of ``obj.name(*args)`` for the ``str`` methods that can grow a string,
    before the call; returns the arguments to call with (an iterable for ``join`` made a list)."""
    b = _current()
    if name in ("center", "ljust", "rjust", "zfill") and args and isinstance(args[0], int):
        b.size(max(args[0], len(obj)))
    elif name == "expandtabs":
        tab = args[0] if args else kwargs.get("tabsize", 8)
        if isinstance(tab, int):
            b.size(len(obj) + obj.count("\t") * max(tab, 0))
    elif name == "replace" and len(args) >= 2 and isinstance(args[0], str) and isinstance(args[1], str):
        count = args[2] if len(args) > 2 and isinstance(args[2], int) else kwargs.get("count", -1)
        b.size(_replace_size(obj, args[0], args[1], count))
    elif name == "join" and args:
        items = list(_iterate(args[0]))
        b.size(_join_size(obj, items))
        return (items, *args[1:])
    elif name == "translate":
        table = args[0] if args else None
        if isinstance(table, Mapping):
            longest = max((_text_len(v) for v in table.values()), default=1)
            b.size(len(obj) * max(longest, 1))
    return args


def _iterate(values: Iterable[Any]) -> Iterator[Any]:
    b = _current()
    for value in values:
        b.iteration()
        yield value


def guarded_iter(values: Any) -> Any:
    """What a template's ``for`` loop iterates: ``values``, each item counted."""
    if values is None or not hasattr(values, "__iter__"):
        return values  # Jinja reports the error (undefined, not iterable) itself
    _current().tick()
    return _iterate(values)


def guarded_concat(*parts: Any) -> str:
    """``a ~ b ~ c``: sized before it is joined."""
    texts = [p if isinstance(p, str) else str(p) for p in parts]
    _current().size(sum(map(len, texts)))
    return "".join(texts)


# --------------------------------------------------------------------------- filters


def _check_filter(name: str, value: Any, args: tuple[Any, ...], kwargs: Mapping[str, Any]) -> None:
    b = _current()
    limit = b.limits.max_string_chars
    text = value if isinstance(value, str) else None
    if name == "center" and args and isinstance(args[0], int):
        b.size(max(args[0], len(text or "")))
    elif name == "format" and text is not None:
        check_printf(text)
    elif name == "indent" and text is not None:
        width = args[0] if args else kwargs.get("width", 4)
        pad = width if isinstance(width, int) else len(str(width))
        b.size(len(text) + (text.count("\n") + 1) * max(pad, 0))
    elif name == "replace" and text is not None and len(args) >= 2:
        count = args[2] if len(args) > 2 and isinstance(args[2], int) else -1
        b.size(_replace_size(text, str(args[0]), str(args[1]), count))
    elif name == "wordwrap" and text is not None:
        width = args[0] if args else kwargs.get("width", 79)
        wrap = args[2] if len(args) > 2 else kwargs.get("wrapstring", "\n")
        lines = len(text) // max(width if isinstance(width, int) else 1, 1) + text.count("\n") + 1
        b.size(len(text) + lines * len(str(wrap or "\n")))
    elif name in ("slice", "batch") and args and isinstance(args[0], int) and args[0] > limit:
        raise RenderBudgetExceeded(f"{name}({args[0]}) is larger than the limit of {limit}")
    elif name == "join" and isinstance(value, (list, tuple)):
        sep = args[0] if args else kwargs.get("d", "")
        b.size(_join_size(str(sep), list(value)))


def guarded_filters(filters: Mapping[str, Callable[..., Any]]) -> dict[str, Callable[..., Any]]:
    """Jinja2's filters, each checked before it builds a string and charged after."""
    out: dict[str, Callable[..., Any]] = {}
    for name, fn in filters.items():
        out[name] = _guard_filter(name, fn)
    return out


def _guard_filter(name: str, fn: Callable[..., Any]) -> Callable[..., Any]:
    passes = getattr(fn, "jinja_pass_arg", None)  # the context or environment Jinja passes first
    lead = 1 if passes is not None else 0

    def call(*args: Any, **kwargs: Any) -> Any:
        value = args[lead] if len(args) > lead else None
        _check_filter(name, value, args[lead + 1 :], kwargs)
        return charge(fn(*args, **kwargs))

    call.__name__ = getattr(fn, "__name__", name)
    call.__doc__ = fn.__doc__
    if passes is not None:
        call.jinja_pass_arg = passes  # type: ignore[attr-defined]
    return call


# --------------------------------------------------------------------------- rewriting


class _Guard(NodeTransformer):
    """Sends every ``for`` loop's iterable and every ``~`` through the budget."""

    def visit_For(self, node: nodes.For) -> nodes.Node:
        self.generic_visit(node)  # rewrites the children in place
        # jinja2 annotates a loop's iterable as any node; the parser makes it an expression
        node.iter = _env_call("sot_iter", [cast(nodes.Expr, node.iter)], node)
        return node

    def visit_Concat(self, node: nodes.Concat) -> nodes.Node:
        self.generic_visit(node)
        return _env_call("sot_concat", list(node.nodes), node)


def _env_call(name: str, args: list[nodes.Expr], like: nodes.Node) -> nodes.Call:
    call = nodes.Call(nodes.EnvironmentAttribute(name), args, [], None, None)
    call.set_lineno(like.lineno)
    env = getattr(like, "environment", None)
    if env is not None:
        call.set_environment(env)
    return call


def guard(ast: nodes.Template) -> nodes.Template:
    """Rewrite a parsed template so its loops and concatenations are counted (in place)."""
    _Guard().visit(ast)
    return ast
