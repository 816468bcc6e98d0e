"""`sot ask`: answer a question, live in the terminal or as one JSON object."""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
from typing import Any

import anyio

if sys.version_info < (3, 11):  # pragma: no cover - the backport anyio depends on there
    from exceptiongroup import BaseExceptionGroup

from sot.cli.help import ExamplesFormatter, mode_names, modes_section
from sot.defaults import DEFAULT_BRANCH_TOKENS, DEFAULT_MAX_POINTS, DEFAULT_MAX_TOKENS
from sot.errors import SotError, UserInputError
from sot.modes import modes

__all__ = ["exit_code_for", "read_stdin_text", "register"]


def register(sub: argparse._SubParsersAction) -> None:
    from sot.cli.support_args import add_support_arguments

    p = sub.add_parser(
        "ask",
        help=f"answer a question ({mode_names()}; auto: sot chooses)",
        description="Answer QUESTION. Text piped to stdin with a QUESTION is its context: every prompt "
        "shows it between <context> and </context> before the question. Defaults come from "
        "~/.config/sot/config.toml ($SOT_CONFIG); flags win. Exit codes: 0 a whole answer; 1 an answer "
        "that is not whole (a point failed or was cut, a token bound or the loop guard ended a part, the deadline "
        "passed); 2 bad input; 3 provider or "
        "runtime failure with no answer; 130 interrupted (Ctrl-C: the answer from what had finished is printed, "
        "each part it cut marked [interrupted]).",
        formatter_class=ExamplesFormatter,
        epilog=modes_section()
        + """

examples:
  sot ask "What are good habits for remote work?"                 # the local default model, auto mode
  sot ask "Compare TCP and UDP" -m openai:gpt-4o-mini --mode sot
  cat CHANGELOG.md docs/*.md | sot ask "Summarize this"           # a long input: answered from its parts
  sot ask "My card was charged twice" -t support-billing --var company=Acme --json""",
    )
    p.add_argument("question", help="the question ('-' reads it from stdin)")
    p.add_argument(
        "-m",
        "--model",
        help="PROVIDER:MODEL, e.g. openai:gpt-4o-mini, anthropic:claude-3-5-haiku-latest, "
        "local, local:PATH, fake, or a name from the config's [models] "
        "(default: the template's, else $SOT_MODEL, else the config's model, else local)",
    )
    p.add_argument(
        "-s",
        "--system",
        metavar="TEXT",
        help="system prompt of every request (replaces sot's default; with a template, follows the template's own)",
    )
    p.add_argument(
        "-o",
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="sampling option, repeatable: temperature (0-2, default 0), top_p (above 0, at most 1), "
        "seed (a whole number)",
    )
    p.add_argument(
        "--mode",
        choices=modes(),
        default=None,
        help="answering mode, below (default: the template's, else the config's, else auto)",
    )
    p.add_argument(
        "--context",
        metavar="FILE",
        help="a text the question is about, read from FILE ('-': stdin), as piped stdin is; stdin is then left alone",
    )
    p.add_argument(
        "--no-stdin",
        action="store_true",
        help='never read stdin as the question\'s context (for scripts: `while read q; do sot ask "$q" --no-stdin; done`)',
    )
    p.add_argument(
        "-t", "--template", help="template: a name (NAME, NAME@VERSION, NAME@LABEL) or a path to a YAML template"
    )
    p.add_argument("--var", action="append", default=[], metavar="KEY=VALUE", help="template variable (repeatable)")
    p.add_argument("--template-path", action="append", default=[], metavar="DIR", help="extra template folder")
    add_support_arguments(p)
    p.add_argument("--max-points", type=int, help=f"most skeleton points (default {DEFAULT_MAX_POINTS})")
    p.add_argument(
        "--max-tokens",
        type=int,
        help=f"most tokens per generation: the direct answer or the main text (default {DEFAULT_MAX_TOKENS}), "
        f"and each branch (default {DEFAULT_BRANCH_TOKENS})",
    )
    p.add_argument("--deadline", type=float, help="seconds for the whole ask; what finished in time is kept")
    p.add_argument(
        "--pipeline",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="sot mode: start each point as soon as its skeleton line is written (--no-pipeline: "
        "once the whole skeleton is written). Default: the template's choice, else pipelined except "
        "on the llama.cpp engine on the CPU, where the plan runs faster alone",
    )
    p.add_argument(
        "--router",
        help="router for auto mode: encoder (the default where the local extra is installed), trained (the n-gram model), or llm:PROVIDER:MODEL",
    )
    p.add_argument(
        "--json", action="store_true", help="print one JSON object with the answer, branches, timings, usage"
    )
    p.add_argument("--no-stream", action="store_true", help="print only the final answer, no live view")
    p.set_defaults(handler=handle)


def exit_code_for(result: Any) -> int:
    """1 when the answer is not whole (``result.ending``: a deadline, a part that did not finish,
    a main call that failed, a token bound), 130 when Ctrl-C ended it, else 0; the loop
    guard's end is the answer's end (its status is ``looped``: the text was trimmed)."""
    return result.ending.exit_code


def read_stdin_text(what: str) -> str:
    """All of stdin as UTF-8 text; anything else is refused with one line (exit 2)."""
    data = sys.stdin.buffer.read() if hasattr(sys.stdin, "buffer") else sys.stdin.read()
    if isinstance(data, str):
        return data
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise UserInputError(f"{what} on stdin is not UTF-8 text (byte {exc.start + 1} cannot be decoded)") from None


def _question(arg: str) -> str:
    if arg == "-":
        return read_stdin_text("the question")
    return arg


#: the largest ``--context`` file read (a long document is answered from its parts)
CONTEXT_FILE_BYTES = 50_000_000


def _context(args: argparse.Namespace, piped_stdin: Any) -> str | None:
    """The question's context: ``--context FILE`` (``-``: stdin), else piped stdin unless the
    question is read from there or ``--no-stdin`` says to leave it alone."""
    if args.context is not None:
        if args.context == "-":
            if args.question == "-":
                raise UserInputError("the question and --context cannot both be read from stdin")
            text = read_stdin_text("the context")
        else:
            from sot.templates.vars import read_var_file

            text = read_var_file("--context", args.context, max_bytes=CONTEXT_FILE_BYTES)
        return text if text.strip() else None
    if args.question == "-" or args.no_stdin:
        return None
    return piped_stdin(read_stdin_text)


def _unwrap_group(group: BaseExceptionGroup) -> BaseException:
    """The first sot error inside ``group`` (a task group's), else the group itself."""
    for exc in group.exceptions:
        inner = _unwrap_group(exc) if isinstance(exc, BaseExceptionGroup) else exc
        if isinstance(inner, (SotError, KeyboardInterrupt)):
            return inner
    return group


def handle(args: argparse.Namespace) -> int:
    from sot.cli.options import ask_kwargs, piped_stdin
    from sot.cli.support_args import support_kwargs
    from sot.client import Client

    question = _question(args.question)
    context = _context(args, piped_stdin)
    kwargs = ask_kwargs(args, context=context)
    kwargs.update(support_kwargs(args, kwargs.get("variables")))
    from sot.cli.live import Collected, guard, open_view, report_interrupt
    from sot.orchestrator.ask import Interrupt
    from sot.providers.probe import probing

    state = Collected()
    view = open_view(args, kwargs)
    # Ctrl-C ends the ask as its deadline would: the answer from what had finished
    kwargs["interrupt"] = stop = Interrupt()

    delivered: list[int] = []  # the exit code, once the answer is printed

    async def main() -> None:
        held = {key: kwargs.pop(key) for key in ("config", "provider_options") if key in kwargs}
        with guard(view, state, as_json=args.json, interrupt=stop, printed=lambda: bool(delivered)):
            # the answer is printed before the client closes: closing it gives a probe of a
            # self-hosted server it started the time to end (sot.providers.probe.settle_probe)
            async with Client(**held) as client:
                with view if view is not None else contextlib.nullcontext():
                    async with client.stream(question, **kwargs) as events:
                        async for event in events:
                            state.add(event)
                            if view is not None:
                                view.update(event)
                delivered.append(_deliver(state.result, state, as_json=args.json))
                if probing() and sys.stderr.isatty():
                    print(
                        "sot: measuring this server's parallel streams (once; kept for later asks)...",
                        file=sys.stderr,
                        flush=True,
                    )

    try:
        try:
            anyio.run(main)
        except BaseExceptionGroup as group:  # one readable error, never a group's traceback
            unwrapped = _unwrap_group(group)
            if unwrapped is group:
                raise
            raise unwrapped from group
    except KeyboardInterrupt:  # the view is cleared; print what had finished (JSON with --json)
        if delivered:  # printed already: Ctrl-C while the server's probe ended
            return delivered[0]
        return report_interrupt(state, as_json=args.json)
    return delivered[0]


def _deliver(result: Any, state: Any, *, as_json: bool) -> int:
    """Print the ask's answer (one JSON object with ``as_json``) and summary; the exit code."""
    if as_json:
        print(json.dumps({"status": result.ending.status, **result.model_dump()}, ensure_ascii=False), flush=True)
        if result.ending.status == "interrupted":
            print("sot: interrupted", file=sys.stderr)
    else:
        if result.answer:
            print(result.answer, flush=True)
        _summary(result, state.plan)
    return exit_code_for(result)


def _summary(result: Any, plan: str = "") -> None:
    from sot.orchestrator.modes.items import tier_name

    if result.ending.status == "interrupted":
        kept = (result.plan_text or "") if result.mode == "sot" else ""  # (other modes' plan_text is a summary)
        _interrupted(result, plan or kept)
        return
    t = result.timings
    failed = [b for b in result.branches if b.status != "done"]
    parts = [f"mode {result.mode}", f"model {result.model}", f"{t.total_s:.2f}s"]
    if result.route is not None:
        found = f"items found by {tier_name(result.route.tier)}, " if result.route.tier else ""
        if result.route.router == "cost":  # (no score: the question was not looked at)
            parts.append("routed by the backend's cost model: the router was not asked, the backend decided first")
        else:
            parts.append(f"routed by {result.route.router} ({found}score {result.route.score:.2f})")
        if result.route.reason:
            parts.append(result.route.reason)
    if result.mode == "items" and result.plan_text and not result.fallback:  # its plan in a few words: who found what
        parts.append(result.plan_text.splitlines()[0])
    if result.branches:
        parts.append(f"{len(result.branches) - len(failed)}/{len(result.branches)} branches")
    if result.fallback:
        parts.append(f"answered directly: {result.fallback_reason or 'no usable plan'}")
    drafted = result.usage.drafted_tokens
    if drafted:
        accepted = result.usage.accepted_tokens
        parts.append(f"drafts: {accepted} of {drafted} drafted tokens accepted ({accepted / drafted:.0%})")
    if result.cut_short:
        parts.append(f"cut short by a token bound: {', '.join(result.cut_short)}")
    if result.ending.looped:
        looped = ", ".join(result.ending.looped)
        parts.append(f"looped: the model repeated itself, {looped} trimmed for repetition at its last whole word")
    print("sot: " + ", ".join(parts), file=sys.stderr)
    for b in failed:
        how = "was cut off (its text so far is kept)" if b.status == "partial" else "failed"
        print(f"sot: branch {b.index + 1} ({b.title}) {how}: {b.error}", file=sys.stderr)
    if getattr(result, "error", None):
        print(f"sot: answered from what had finished; {result.error}", file=sys.stderr)
    reply = getattr(result, "reply", None)
    if reply is not None and reply.escalate:
        rules = reply.rules or [reply.reason]
        print(f"sot: escalate to a human agent: {'; '.join(str(r) for r in rules)}", file=sys.stderr)
    for point in getattr(result, "dropped", None) or []:
        print(f"sot: left out of the answer: {point}", file=sys.stderr)
    if reply is not None and reply.error:
        print(f"sot: the escalation check gave no verdict: {reply.error}", file=sys.stderr)


def _interrupted(result: Any, plan: str = "") -> None:
    """The summary of an ask Ctrl-C ended: what it printed, and the parts it cut; where it
    ended before any part was written, the plan (SoT's skeleton) as far as it was written."""
    from sot.cli.live import report_plan
    from sot.orchestrator.modes import REGISTRY

    if not result.answer:
        if not report_plan(plan, result.mode):
            print("sot: interrupted", file=sys.stderr)
        return
    mode = REGISTRY.get(result.mode)
    cut = [f"{b.index + 1} ({b.title})" for b in result.branches if b.status != "done"]
    what = f"; cut: {mode.part_noun} {', '.join(cut)}" if cut and mode is not None and mode.branches_in_answer else ""
    print(
        "sot: interrupted; printed the answer from every part that had finished, in order "
        f"(what it cut ends in [interrupted]){what}",
        file=sys.stderr,
    )
