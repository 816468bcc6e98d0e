"""``sot templates list | show NAME | validate NAME_OR_PATH... | test NAME_OR_PATH... | promote NAME
VERSION LABEL``: inspect, check, test and release prompt templates.

``list`` shows each template's versions and labels (a folder of versions, see
:mod:`sot.templates.versions`); ``promote`` points a label at a version (rollback: promote the
old one); every NAME takes ``NAME@VERSION`` and ``NAME@LABEL`` too.

``test`` runs a template's test file (``NAME.test.yaml`` beside it, or a path; see
:mod:`sot.templates.testing`) against a model (``-m``: the fake for CI, the embedded model,
a remote one) and exits 1 when a case fails, 2 when a file is not valid.

``validate`` takes what ``show`` takes: a template name (looked up as ``sot ask -t`` does)
or a path. By name, a file whose ``name:`` differs from its file name is an error (``-t NAME``
finds templates by file name, and the template calls itself by ``name:``); by path it is
valid, as ``-t PATH`` uses it, with a note that ``-t NAME`` would refuse it.
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from sot.errors import TemplateError

__all__ = ["register"]

#: the subcommands, registered in this order (``sot --help`` names them from here)
SUBCOMMANDS = ("list", "show", "validate", "test", "promote")

_SAMPLE_QUESTION = "How do I get a refund for an order that arrived damaged?"
_SAMPLE_POINTS = ["First point", "Second point", "Third point"]
#: ``--render`` shows the items prompt for the question's own items, else for these examples
#: of the two kinds the ``item`` prompt is asked for (items to answer, N things to write)
_SAMPLE_ITEM_REQUESTS = (
    "Answer these questions about my order:\n"
    "1. When will it arrive?\n"
    "2. Can I change the delivery address?\n"
    "3. How do I return one of the items?",
    "Give me 5 subject lines for an email telling customers their order has shipped.",
)


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("templates", help=f"{', '.join(SUBCOMMANDS[:-1])} and {SUBCOMMANDS[-1]} prompt templates")
    sub = p.add_subparsers(dest="templates_command", metavar="SUBCOMMAND", parser_class=type(p))
    p.set_defaults(handler=lambda args: _no_subcommand(p))

    def common(q: argparse.ArgumentParser) -> None:
        q.add_argument(
            "--template-path", action="append", default=[], metavar="DIR",
            help="extra template folder, searched first (repeatable; also SOT_TEMPLATE_PATH)",
        )  # fmt: skip

    q = sub.add_parser("list", help="list the templates reachable by name")
    common(q)
    q.add_argument("--json", action="store_true", help="print JSON")
    q.set_defaults(handler=_list)

    q = sub.add_parser("show", help="print a template's source, or its rendered prompts with --render")
    q.add_argument("name", metavar="NAME_OR_PATH")
    common(q)
    q.add_argument("--var", action="append", default=[], metavar="KEY=VALUE", help="template variable (repeatable)")
    q.add_argument("--render", action="store_true", help="print the rendered messages of every model call")
    q.add_argument("--question", default=_SAMPLE_QUESTION, help="the question used with --render")
    q.set_defaults(handler=_show)

    q = sub.add_parser("validate", help="check templates by name or path; exit 2 if any is invalid")
    q.add_argument("paths", nargs="+", metavar="NAME_OR_PATH")
    common(q)
    q.add_argument("--var", action="append", default=[], metavar="KEY=VALUE", help="also bind these variables")
    q.set_defaults(handler=_validate)

    q = sub.add_parser(
        "test",
        help="run templates' test files (NAME.test.yaml beside the template, or a path); exit 1 if a case fails",
    )
    q.add_argument("paths", nargs="+", metavar="NAME_OR_PATH")
    common(q)
    q.add_argument("-m", "--model", help="the model to ask (default: the template's, else $SOT_MODEL, else local)")
    q.add_argument("--json", action="store_true", help="print one JSON object with every case's result")
    q.set_defaults(handler=_test)

    q = sub.add_parser(
        "promote", help="point a template's label at one of its versions (rollback: promote the old version)"
    )
    q.add_argument("name", metavar="NAME")
    q.add_argument("version", metavar="VERSION")
    q.add_argument("label", metavar="LABEL", help="e.g. production (what a plain NAME takes) or staging")
    common(q)
    q.set_defaults(handler=_promote)


def _no_subcommand(parser: argparse.ArgumentParser) -> int:
    parser.print_help(sys.stderr)
    return 2


def _list(args: argparse.Namespace) -> int:
    from sot.templates import list_templates

    infos = list_templates(args.template_path)
    if args.json:
        rows = [
            {
                "name": i.name,
                "description": i.description,
                "path": i.path,
                "builtin": i.builtin,
                "error": i.error,
                "version": i.version,
                "versions": list(i.versions),
                "labels": i.labels,
                "labels_problem": i.labels_problem,
            }
            for i in infos
        ]
        print(json.dumps(rows, indent=2))
        return 0
    width = max((len(i.name) for i in infos), default=4)
    for info in infos:
        origin = "builtin" if info.builtin else info.path
        text = f"INVALID: {info.error}" if info.error else info.description
        print(f"{info.name:<{width}}  {text}" + ("" if info.builtin else f"  [{origin}]"))
        if info.labels_problem:
            print(f"{'':<{width}}  labels: BROKEN: {info.labels_problem} ({info.name}@VERSION still works)")
        if len(info.versions) > 1 or info.labels or info.labels_problem:
            labels = ", ".join(f"{label} -> {version}" for label, version in info.labels.items())
            takes = f"; {info.name} takes {info.version} (the newest)" if info.version else ""
            print(f"{'':<{width}}  versions: {', '.join(info.versions)}" + (f"; labels: {labels}" if labels else takes))
    return 0


def _promote(args: argparse.Namespace) -> int:
    from sot.templates import promote_template

    before = None
    try:
        from sot.templates import find_versions

        found = find_versions(args.name, args.template_path)
        before = found.labels.get(args.label) if found is not None else None
        folder = promote_template(args.name, args.version, args.label, args.template_path)
    except TemplateError as exc:
        print(f"sot: error: {exc}", file=sys.stderr)
        return 2
    was = f" (was {before})" if before is not None and before != str(args.version) else ""
    print(f"{args.name}@{args.label} -> {args.version}{was}  [{folder.path}]")
    return 0


def _show(args: argparse.Namespace) -> int:
    from sot.templates import load_template, parse_var_assignments

    template = load_template(args.name, args.template_path)
    if not args.render:
        if args.var:
            template.bind(parse_var_assignments(args.var))  # check them, and say so
        print(f"# {template.path or template.origin.source}")
        print(Path(template.path).read_text(encoding="utf-8").rstrip() if template.path else "")
        return 0
    bound = template.bind(parse_var_assignments(args.var))
    prompts = bound.prompts
    spec = template.spec
    print(f"template: {bound.name}  ({template.path})")
    for key in ("model", "mode", "router", "pipeline", "max_points", "max_tokens", "deadline_s"):
        value = getattr(bound, key)
        if value is not None:
            print(f"{key}: {value}")
    print("variables: " + (", ".join(f"{k}={v!r}" for k, v in bound.variables.items()) or "none"))
    max_points = bound.max_points or 5
    calls = [
        ("direct", "direct", prompts.direct_messages(args.question)),
        ("planning (sot)", "planning", prompts.plan_messages(args.question, max_points)),
        ("branch 1 (sot)", "branch", prompts.branch_messages(args.question, _SAMPLE_POINTS, 0)),
        ("pasta", "pasta", prompts.pasta_messages(args.question)),
        (
            "pasta branch",
            "pasta_branch",
            prompts.pasta_branch_messages(args.question, "The answer so far.", "a topic", 40),
        ),
    ]
    followup = prompts.branch_followup_messages(args.question, _SAMPLE_POINTS, 0)
    if followup is not None:  # the local backend asks a point as the plan's conversation going on
        calls.append(("branch 1 (sot, local backend: after the plan's reply)", "branch_followup", followup))
    calls += [
        ("map (mapreduce, part 1 of 3)", "map", prompts.map_messages(args.question, "(the part's text)", 1, 3)),
        *((title, "item", messages) for title, messages in _item_calls(prompts, args.question)),
        (
            "reduce (mapreduce)",
            "reduce",
            prompts.reduce_messages(args.question, ["(notes on part 1)", "(notes on part 2)"]),
        ),
    ]
    for title, key, messages in calls:
        source = "template" if getattr(spec.prompts, key, None) is not None else "default"
        print(f"\n=== {title} [{source}] ===")
        for m in messages:
            print(f"--- {m.role}\n{m.content}")
    if spec.escalation is not None:
        from sot.orchestrator.support.escalation import check_messages

        print("\n=== escalation check (beside the answer, where no keyword or window rule is met) ===")
        for m in check_messages(spec.escalation, args.question, bound.system):
            print(f"--- {m.role}\n{m.content}")
    frame = bound.reply_frame([args.question])
    if frame is not None:
        print(f"\n=== reply frame ({frame.language}) ===")
        print(f"--- greeting\n{frame.greeting}\n--- hand-over notice (when escalated)\n{frame.notice}")
        print(f"--- sign-off\n{frame.sign_off}")
    if bound.plan is not None:
        print(f"\n=== authored plan (PASTA-LANG) ===\n{bound.plan}")
    return 0


def _item_calls(prompts: Any, question: str) -> list[tuple[str, list[Any]]]:
    """Items mode's branch prompt as an ask sends it: for item 1 of the question's own items
    (split as the mode splits it), else of each example request (a list of items, N things to
    write: the ``item`` prompt's two cases)."""
    from sot.pasta_lang.items import find_items
    from sot.pasta_lang.items_budget import item_form

    split = find_items(question)
    examples = [(question, split, "")] if split is not None else []
    if not examples:
        for request in _SAMPLE_ITEM_REQUESTS:
            sample = find_items(request)
            if sample is not None:  # never None for these; a test holds it
                examples.append((request, sample, "; an example request, the question names no items"))
    calls = []
    for request, split, note in examples:
        count = len(split)
        item = split.items[0].text if split.kind != "count" else ""
        calls.append(
            (
                f"item (items, item 1 of {count}{note})",
                prompts.item_messages(request, split.prompt(0), item, 0, count, (), item_form(split, 0)),
            )
        )
    return calls


def _is_path(ref: str) -> bool:
    return os.path.exists(ref) or "/" in ref or os.sep in ref or ref.endswith((".yaml", ".yml"))


def _validate(args: argparse.Namespace) -> int:
    from sot.templates import load_template, load_template_file, parse_var_assignments

    variables = parse_var_assignments(args.var) if args.var else None
    failed = 0
    for path in args.paths:
        try:
            if os.path.isdir(path):
                raise TemplateError(f"{path}: is a folder; give template files")
            if path.endswith((".test.yaml", ".test.yml")):  # a template's test file: its cases, its template
                from sot.templates.testing import load_test_file

                test = load_test_file(path)
                load_template(test.template or "", args.template_path)
                print(f"ok: {path} (tests of {Path(test.template or '').stem}, {len(test.cases)} cases)")
                continue
            by_path = _is_path(path)
            # a name is found as `sot ask -t NAME` and `templates show NAME` find it
            template = load_template_file(path) if by_path else load_template(path, args.template_path)
            if variables is not None:
                template.bind(variables)
            else:
                _bind_with_placeholders(template)
            for warning in template.unset_variable_uses():
                print(f"sot: warning: {warning}", file=sys.stderr)
            stem = Path(path).stem
            if by_path and template.name != stem:  # it works by path; only by name would it be refused
                print(
                    f"sot: note: {path}: template name {template.name!r} differs from its file name {stem!r}: "
                    f"-t {path} works, but -t {stem} from a template folder refuses it (rename the file to "
                    f"{template.name}.yaml or set name: {stem})",
                    file=sys.stderr,
                )
        except TemplateError as exc:
            failed += 1
            print(f"sot: error: {exc}", file=sys.stderr)
            continue
        print(f"ok: {path} ({template.name})")
    return 2 if failed else 0


def _bind_with_placeholders(template) -> None:
    """Render every prompt once with placeholder values, so runtime errors show up too: every
    prompt's, one a line (:class:`TemplateError`)."""
    from sot.templates.schema import coerce_variable

    placeholders = {"str": "example", "int": "1", "float": "1.5", "bool": "true", "list": "a,b"}
    values = {
        name: coerce_variable(var.type, placeholders[var.type])
        for name, var in template.spec.variables.items()
        if var.required
    }
    bound = template.bind(values)
    p = bound.prompts
    calls = [
        lambda: p.direct_messages(_SAMPLE_QUESTION),
        lambda: p.plan_messages(_SAMPLE_QUESTION, 5),
        lambda: p.branch_messages(_SAMPLE_QUESTION, _SAMPLE_POINTS, 1),
        lambda: p.branch_followup_messages(_SAMPLE_QUESTION, _SAMPLE_POINTS, 1),
        lambda: p.pasta_messages(_SAMPLE_QUESTION),
        lambda: p.pasta_branch_messages(_SAMPLE_QUESTION, "The answer so far.", "a topic", 40),
        lambda: p.map_messages(_SAMPLE_QUESTION, "(the part's text)", 1, 3),
        lambda: p.reduce_messages(_SAMPLE_QUESTION, ["(notes on part 1)", "(notes on part 2)"]),
        lambda: bound.reply_frame([_SAMPLE_QUESTION]),
    ]
    problems = []
    for call in calls:
        try:
            call()
        except TemplateError as exc:
            problems.append(str(exc))
    if problems:
        raise TemplateError("\n".join(dict.fromkeys(problems)))


def _test(args: argparse.Namespace) -> int:
    import anyio

    from sot.templates.testing import find_test_file, load_test_file

    tests = []
    for ref in args.paths:  # every file checked before any case runs
        try:
            tests.append(load_test_file(find_test_file(ref, args.template_path)))
        except TemplateError as exc:
            print(f"sot: error: {exc}", file=sys.stderr)
            return 2
    report: list[dict] = []
    failed = total = 0
    for test in tests:
        if not args.json:
            print(f"{test.template}  ({test.path}, {len(test.cases)} cases)")

        def show(outcome) -> None:
            if args.json:
                return
            mark = "PASS" if outcome.passed else "FAIL"
            if not outcome.turns:
                print(f"  {mark}  {outcome.name}  ({outcome.seconds:.1f}s, {outcome.mode or 'no answer'})")
                for failure in outcome.failures:
                    print(f"        {failure}")
                return
            print(f"  {mark}  {outcome.name}  ({len(outcome.turns)} turns, {outcome.seconds:.1f}s)")
            for turn in outcome.turns:
                said = turn.message if len(turn.message) <= 60 else turn.message[:59] + "…"
                mark = "PASS" if turn.passed else "FAIL"
                print(f"      turn {turn.turn}  {mark}  {said!r}  ({turn.seconds:.1f}s, {turn.mode or 'no answer'})")
                for failure in turn.failures:
                    print(f"            {failure}")

        results = anyio.run(
            functools.partial(run_tests, test, model=args.model, template_paths=args.template_path, on_result=show)
        )
        total += len(results)
        failed += sum(not r.passed for r in results)
        report.append({"template": test.template, "file": test.path, "cases": [r.as_dict() for r in results]})
    if args.json:
        print(json.dumps({"passed": total - failed, "failed": failed, "tests": report}, ensure_ascii=False))
    else:
        print(f"{total - failed} passed, {failed} failed")
    return 1 if failed else 0


async def run_tests(
    test: Any,
    *,
    model: str | None = None,
    template_paths: Sequence[str] = (),
    on_result: Any = None,
    provider: Any = None,
) -> list[Any]:
    """Run every case of ``test`` on ``model`` (default: the template's, else sot's; or on
    ``provider``, a :class:`~sot.providers.base.Provider` such as a scripted fake), one after
    another; ``on_result(CaseResult)`` is called as each ends. An ask that fails is a failed case
    (in a conversation, a failed turn, and the turns after it are not asked)."""
    import time

    from sot.client import Client
    from sot.templates.testing import CaseResult

    results: list[CaseResult] = []
    async with Client(model, provider=provider) as client:
        for case in test.cases:
            started = time.monotonic()
            turns = await _run_case(client, test, case, tuple(template_paths))
            last = next((t for t in reversed(turns) if t.error is None), turns[-1])
            outcome = CaseResult(
                case.name,
                all(t.passed for t in turns),
                [] if case.turns else turns[0].failures,
                answer=last.answer,
                mode=last.mode,
                escalate=last.escalate,
                escalate_rules=last.escalate_rules,
                error=next((t.error for t in turns if t.error is not None), None),
                turns=turns if case.turns else [],
            )
            if case.turns:
                outcome.failures = [f"turn {t.turn}: {f}" for t in turns for f in t.failures]
            outcome.seconds = round(time.monotonic() - started, 3)
            results.append(outcome)
            if on_result is not None:
                on_result(outcome)
    return results


async def _run_case(client: Any, test: Any, case: Any, template_paths: tuple[str, ...]) -> list[Any]:
    """Every turn of ``case`` asked in order, each earlier message and answer carried as history."""
    import time

    from sot.errors import SotError
    from sot.templates.testing import TurnResult, check

    history = [t.model_dump() for t in case.history]
    turns: list[TurnResult] = []
    steps = case.steps()
    for number, step in enumerate(steps, 1):
        started = time.monotonic()
        try:
            result = await client.run(
                step.message,
                template=test.template,
                variables={**test.variables, **case.variables},
                template_paths=template_paths,
                history=list(history),
                mode=step.mode or case.mode,
            )
        except SotError as exc:
            turns.append(TurnResult(number, step.message, False, [f"the ask failed: {exc}"], error=str(exc)))
            for later, rest in enumerate(steps[number:], number + 1):
                turns.append(TurnResult(later, rest.message, False, ["not asked: an earlier turn's ask failed"]))
            turns[number - 1].seconds = round(time.monotonic() - started, 3)
            break
        failures = check(step.expect, result)
        turns.append(
            TurnResult(
                number,
                step.message,
                not failures,
                failures,
                answer=result.answer,
                mode=result.mode,
                escalate=result.reply.escalate,
                escalate_rules=list(result.reply.rules),
                seconds=round(time.monotonic() - started, 3),
            )
        )
        history += [{"role": "user", "content": step.message}, {"role": "assistant", "content": result.answer}]
    return turns
