"""Where a YAML error starts, in a file's own terms: a line, a column and what is wrong there.

PyYAML marks an error where it noticed it (``problem_mark``). For a quoted value that is
never closed that is far from the cause: the scanner reads on to the end of the file (or to
the next quote, where the parser then trips over what follows it), so a quote left open on
line 3 of a five-line file is noticed on line 6. :func:`yaml_problem` reports the line where
the quoted value starts (``context_mark``, or the quoted token that ran on to the problem's
line) and says what PyYAML found there; any other error keeps PyYAML's own place.
"""

from __future__ import annotations

from dataclasses import dataclass

import yaml

__all__ = ["YamlProblem", "yaml_problem"]


@dataclass(frozen=True)
class YamlProblem:
    """``line`` and ``column`` (1-based; ``None`` where PyYAML gave no mark) and what is wrong."""

    line: int | None
    column: int | None
    message: str

    def where(self, source: str) -> str:
        """``source:line:column:`` (or less, where there is no mark)."""
        if self.line is None:
            return f"{source}:"
        return f"{source}:{self.line}:{self.column}:" if self.column is not None else f"{source}:{self.line}:"


def _char(text: str, mark: yaml.Mark | None) -> str:
    """The character at ``mark`` (a quote), ``""`` past a line's end."""
    lines = text.splitlines()
    if mark is None or mark.line >= len(lines) or mark.column >= len(lines[mark.line]):
        return ""
    return lines[mark.line][mark.column]


def _ends(problem: str) -> bool:
    """The scanner reached the end of the file looking for the closing quote."""
    return "end of stream" in problem


def yaml_problem(exc: yaml.YAMLError, text: str) -> YamlProblem:
    """Where ``exc``, raised reading ``text``, starts, and what it is."""
    problem = getattr(exc, "problem", None) or str(exc)
    mark = getattr(exc, "problem_mark", None)
    context = getattr(exc, "context", None) or ""
    start = getattr(exc, "context_mark", None)
    if context.startswith("while scanning a quoted scalar") and start is not None:
        quote = _char(text, start) or "quote"
        found = "the file ends first" if _ends(problem) else f"{problem} at line {mark.line + 1}" if mark else problem
        return YamlProblem(
            start.line + 1, start.column + 1, f"the {quote} that opens the value here is never closed ({found})"
        )
    if mark is None:
        return YamlProblem(None, None, problem)
    opened = _quoted_run_to(text, mark.line)
    if opened is not None:
        quote = _char(text, opened.start_mark) or "quote"
        return YamlProblem(
            opened.start_mark.line + 1,
            opened.start_mark.column + 1,
            f"the {quote} that opens the value here closes only on line {opened.end_mark.line + 1}, where: "
            f"{problem} (is a closing {quote} missing on line {opened.start_mark.line + 1}?)",
        )
    return YamlProblem(mark.line + 1, mark.column + 1, problem)


def _quoted_run_to(text: str, line: int) -> yaml.ScalarToken | None:
    """The quoted scalar token that starts on an earlier line and ends on ``line``, if any
    (read up to the error): a quote left open whose value ran on to the next quote."""
    found = None
    try:
        for token in yaml.scan(text, Loader=yaml.SafeLoader):
            if token.start_mark.line > line:
                break
            if (
                isinstance(token, yaml.ScalarToken)
                and token.style in ("'", '"')
                and token.start_mark.line < line == token.end_mark.line
            ):
                found = token
    except yaml.YAMLError:
        pass
    return found
