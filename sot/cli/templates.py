"""``sot templates list | show NAME | validate NAME_OR_PATH...``: inspect and check prompt templates.

``validate`` takes what ``show`` takes: a template name (looked up as ``sot ask -t`` does)
or a path. By name, a file whose ``name:`` differs from its file name is an error (``-t NAME``
finds templates by file name, and the template calls itself by ``name:``); by path it is
valid, as ``-t PATH`` uses it, with a note that ``-t NAME`` would refuse it.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from sot.errors import TemplateError

__all__ = ["register"]

_SAMPLE_QUESTION = "How do I get a refund for an order that arrived damaged?"
_SAMPLE_POINTS = ["First point", "Second point", "Third point"]


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("templates", help="list, show and validate prompt templates")
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


def _no_subcommand(parser: argparse.ArgumentParser) -> int:
    parser.print_help(sys.stderr)
    return 2


def _list(args: argparse.Namespace) -> int:
    from sot.templates import list_templates

    infos = list_templates(args.template_path)
    if args.json:
        rows = [
            {"name": i.name, "description": i.description, "path": i.path, "builtin": i.builtin, "error": i.error}
            for i in infos
        ]
        print(json.dumps(rows, indent=2))
        return 0
    width = max((len(i.name) for i in infos), default=4)
    for info in infos:
        origin = "builtin" if info.builtin else info.path
        text = f"INVALID: {info.error}" if info.error else info.description
        print(f"{info.name:<{width}}  {text}" + ("" if info.builtin else f"  [{origin}]"))
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
    for title, key, messages in calls:
        source = "template" if getattr(spec.prompts, key) is not None else "default"
        print(f"\n=== {title} [{source}] ===")
        for m in messages:
            print(f"--- {m.role}\n{m.content}")
    if bound.plan is not None:
        print(f"\n=== authored plan (PASTA-LANG) ===\n{bound.plan}")
    return 0


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
            by_path = _is_path(path)
            # a name is found as `sot ask -t NAME` and `templates show NAME` find it
            template = load_template_file(path) if by_path else load_template(path, args.template_path)
            if variables is not None:
                template.bind(variables)
            else:
                _bind_with_placeholders(template)
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
    """Render every prompt once with placeholder values, so runtime errors show up too."""
    from sot.templates.schema import coerce_variable

    placeholders = {"str": "example", "int": "1", "float": "1.5", "bool": "true", "list": "a,b"}
    values = {
        name: coerce_variable(var.type, placeholders[var.type])
        for name, var in template.spec.variables.items()
        if var.required
    }
    bound = template.bind(values)
    p = bound.prompts
    p.direct_messages(_SAMPLE_QUESTION)
    p.plan_messages(_SAMPLE_QUESTION, 5)
    p.branch_messages(_SAMPLE_QUESTION, _SAMPLE_POINTS, 1)
    p.pasta_messages(_SAMPLE_QUESTION)
    p.pasta_branch_messages(_SAMPLE_QUESTION, "The answer so far.", "a topic", 40)
