"""Tests of a template's behaviour: messages with expectations, run against any model.

A test file sits beside its template as ``NAME.test.yaml`` (``sot templates test NAME``
finds it there; the built-in support templates ship one each) or is given by path::

    template: support                    # default: the file's name without .test.yaml
    variables: {company: Acme Outdoor}   # every case's, under its own
    cases:
      - name: a legal threat goes to a human
        message: I will take you to court over this charge.
        expect: {escalate: true, rule: legal action}
      - name: the greeting names the customer
        message: Where is my parcel?
        variables: {customer_name: Ana}
        history: [{role: user, content: "I ordered boots."}]
        expect:
          escalate: false
          mentions: ["Hello Ana"]          # each must appear (case-insensitive)
          not_mentions: ["{{", "<notes"]   # none may appear
          max_chars: 1500
          mode: sot                        # the mode the answer came in

A case may instead hold a conversation: ``turns``, each a message with its own expectations
(and optionally its own ``mode``), asked one after another, every earlier turn's message and
answer carried as history into the next (as promptfoo's ``_conversation`` and Rasa's
end-to-end tests run them)::

      - name: a double charge, then a person asked for
        history: [{role: user, content: "Hi, it is about my invoice."}]   # before turn 1
        turns:
          - message: I was charged twice this month.
            expect: {escalate: false, mentions: ["Hello Ana"]}
          - message: Can I speak to an agent, please?
            expect: {escalate: true, rule: human agent}
          - message: Thanks, I will wait.
            expect: {escalate: false}

Each turn passes or fails on its own; the case passes when every turn does. An ask that
fails ends its conversation there (the turns after it are failed, not asked).

Expectations: ``escalate`` (true or false), ``rule`` (words of the rule met, in
``escalate_rules``), ``mentions``, ``not_mentions``, ``max_chars``, ``mode``, ``complete``
(the answer whole, by :class:`~sot.orchestrator.result.Ending`). A case passes when every
expectation holds. The file is checked before anything runs: unknown keys are errors
naming the file and the line. ``sot templates test`` runs the cases through a
:class:`sot.Client` (:func:`sot.cli.templates.run_tests`).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from sot.errors import TemplateError
from sot.templates.yaml_errors import yaml_problem

__all__ = ["CaseResult", "TemplateTest", "TurnResult", "check", "find_test_file", "load_test_file"]

TEST_SUFFIXES = (".test.yaml", ".test.yml")


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Expect(_Strict):
    escalate: bool | None = None
    rule: str | None = None
    mentions: list[str] = Field(default_factory=list)
    not_mentions: list[str] = Field(default_factory=list)
    max_chars: int | None = Field(default=None, ge=1)
    mode: str | None = None
    complete: bool | None = None


class Turn(_Strict):
    role: str
    content: str


class Step(_Strict):
    """One turn of a conversation case: a message and what its answer must meet."""

    message: str = Field(min_length=1)
    #: the mode this turn is asked in (default: the case's)
    mode: str | None = None
    expect: Expect = Field(default_factory=Expect)


class Case(_Strict):
    name: str = Field(min_length=1)
    #: one message (with ``expect``), or a conversation of ``turns``
    message: str | None = Field(default=None, min_length=1)
    turns: list[Step] = Field(default_factory=list)
    variables: dict[str, Any] = Field(default_factory=dict)
    history: list[Turn] = Field(default_factory=list)
    mode: str | None = None
    expect: Expect = Field(default_factory=Expect)

    @model_validator(mode="after")
    def _one_shape(self) -> Case:
        if (self.message is None) == (not self.turns):
            raise ValueError("a case has a message or turns (a conversation), one of the two")
        if self.turns and self.expect != Expect():
            raise ValueError("a conversation's expectations go in each turn's expect")
        return self

    def steps(self) -> list[Step]:
        """The turns to ask: the conversation's, or the one message as a turn."""
        if self.turns:
            return list(self.turns)
        return [Step(message=self.message or "", mode=self.mode, expect=self.expect)]


class TemplateTest(_Strict):
    template: str | None = None
    variables: dict[str, Any] = Field(default_factory=dict)
    cases: list[Case] = Field(min_length=1)
    #: the file it was read from (set by :func:`load_test_file`)
    path: str = ""


@dataclass
class TurnResult:
    """One turn of a conversation case: its message, whether its expectations held, its answer."""

    turn: int
    message: str
    passed: bool
    failures: list[str] = field(default_factory=list)
    answer: str = ""
    mode: str | None = None
    escalate: bool = False
    escalate_rules: list[str] = field(default_factory=list)
    seconds: float = 0.0
    error: str | None = None

    def as_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


@dataclass
class CaseResult:
    """One case; a conversation's ``turns`` each (its answer, mode and escalation: its last turn's)."""

    name: str
    passed: bool
    failures: list[str] = field(default_factory=list)
    answer: str = ""
    mode: str | None = None
    escalate: bool = False
    escalate_rules: list[str] = field(default_factory=list)
    seconds: float = 0.0
    error: str | None = None
    #: a conversation's turns, in order (empty for a one-message case)
    turns: list[TurnResult] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        out = dict(self.__dict__)
        if self.turns:
            out["turns"] = [t.as_dict() for t in self.turns]
        else:
            del out["turns"]
        return out


def _line(text: str, key: str, index: int | None) -> int | None:
    """The line where case ``index`` starts (or where ``key`` is set at the top), for errors."""
    lines = text.splitlines()
    top = next((n for n, line in enumerate(lines) if line.startswith(f"{key}:")), None)
    if top is None or index is None:
        return None if top is None else top + 1
    indent: str | None = None
    seen = -1
    for number in range(top + 1, len(lines)):
        line = lines[number]
        stripped = line.lstrip()
        if line and not line[0].isspace() and not stripped.startswith("-"):
            break  # the next top-level key
        if stripped.startswith("- "):
            lead = line[: len(line) - len(stripped)]
            indent = lead if indent is None else indent
            if lead == indent:
                seen += 1
                if seen == index:
                    return number + 1
    return top + 1


def load_test_file(path: str | os.PathLike[str]) -> TemplateTest:
    """The test file at ``path``, checked; :class:`~sot.errors.TemplateError` naming the file
    and line of the first problem."""
    p = Path(path).expanduser()
    try:
        text = p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise TemplateError(f"{p}: cannot read the test file: {exc}") from None
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        problem = yaml_problem(exc, text)
        where = f"{p}:{problem.line}" if problem.line is not None else str(p)
        raise TemplateError(f"{where}: not YAML: {problem.message}") from None
    if not isinstance(data, dict):
        raise TemplateError(f"{p}: a template test file is a mapping with 'cases'")
    try:
        test = TemplateTest.model_validate(data)
    except ValidationError as exc:
        err = exc.errors(include_url=False)[0]
        loc = [str(x) for x in err["loc"]]
        index = int(loc[1]) if len(loc) > 1 and loc[0] == "cases" and loc[1].isdigit() else None
        line = _line(text, loc[0] if loc else "", index)
        where = f"{p}:{line}" if line else str(p)
        raise TemplateError(f"{where}: {'.'.join(loc)}: {err['msg']}") from None
    test.path = str(p)
    if test.template is None:
        name = p.name
        for suffix in TEST_SUFFIXES:
            name = name.removesuffix(suffix)
        test.template = name
    if "/" not in test.template and not test.template.endswith((".yaml", ".yml")):
        for suffix in (".yaml", ".yml"):  # the template beside its test file comes first
            beside = p.parent / f"{test.template}{suffix}"
            if beside.is_file():
                test.template = str(beside)
                break
    return test


def find_test_file(ref: str, search_paths: Sequence[str] = ()) -> Path:
    """The test file for ``ref``: a path to a test file, else ``NAME.test.yaml`` beside the
    template ``ref`` names."""
    p = Path(ref).expanduser()
    if p.name.endswith(TEST_SUFFIXES) and p.is_file():
        return p
    from sot.templates import load_template

    template = load_template(ref, search_paths)
    if template.path is None:
        raise TemplateError(f"template {ref!r} has no file, so no test file beside it")
    folder, stem = Path(template.path).parent, Path(template.path).stem
    for suffix in TEST_SUFFIXES:
        candidate = folder / f"{stem}{suffix}"
        if candidate.is_file():
            return candidate
    raise TemplateError(f"no test file for template {template.name!r}: write {folder / (stem + TEST_SUFFIXES[0])}")


def check(expect: Expect, result: Any) -> list[str]:
    """What in ``result`` does not meet ``expect`` (empty: it passes)."""
    failures: list[str] = []
    answer = result.answer
    folded = answer.casefold()
    if expect.escalate is not None and result.reply.escalate != expect.escalate:
        why = f" ({result.reply.error})" if result.reply.error else ""
        failures.append(
            f"escalate: expected {str(expect.escalate).lower()}, got {str(result.reply.escalate).lower()}{why}"
        )
    if expect.rule is not None and not any(expect.rule.casefold() in r.casefold() for r in result.reply.rules):
        failures.append(f"rule: expected one containing {expect.rule!r}, got {result.reply.rules or 'none'}")
    for text in expect.mentions:
        if text.casefold() not in folded:
            failures.append(f"mentions: {text!r} is not in the answer")
    for text in expect.not_mentions:
        if text.casefold() in folded:
            failures.append(f"not_mentions: {text!r} is in the answer")
    if expect.max_chars is not None and len(answer) > expect.max_chars:
        failures.append(f"max_chars: the answer has {len(answer)} characters, more than {expect.max_chars}")
    if expect.mode is not None and result.mode != expect.mode:
        failures.append(f"mode: expected {expect.mode}, got {result.mode}")
    if expect.complete is not None and (result.ending.status == "complete") != expect.complete:
        failures.append(f"complete: expected {str(expect.complete).lower()}, got {result.ending.status}")
    return failures
