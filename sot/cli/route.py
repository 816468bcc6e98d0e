"""`sot route`: show how the router decides for one question or a file of questions.

    sot route "Give me tips for better sleep"
    sot route --file questions.txt --json          # one question per line
    cat questions.txt | sot route -                # '-' (as QUESTION or --file) reads them from stdin
    sot route "What is 17 * 23?" --router llm:openai:gpt-4o-mini --threshold 0.6

With ``--json`` each question gives one line ``{"mode": "sot"|"direct"|"items", "score": S}``,
where S is the probability that skeleton-style parallel answering suits the question (1 for
a request that names its own items: they are answered one by one, as ``--mode auto`` does).
A request that names its own items adds ``"branches"`` (one an item; more than 50 items are
grouped) and ``"tier"``, who found them: ``"tagger"`` (the local tagger; ``sot route``, like
auto, never asks the model for a split); a line without them is one where it found none, and one
too long to search says so (``"tier": null, "why_no_items": ...``). The readable line's
second line names the finder too ("found by the tagger").

``-m MODEL`` also asks that backend's cost model, as ``--mode auto`` does: a question the
router finds parallel is answered in parallel only where that is predicted faster there
(``sot route "Plan a week in Rome" -m local`` says direct on a small CPU, and why). The
line then carries the reason, the router's score against its threshold where the router
chose direct (JSON: ``reason`` and ``predicted``, the predicted seconds).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from sot.cli.help import ExamplesFormatter
from sot.errors import UserInputError

__all__ = ["register", "run"]


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "route",
        help="decide whether questions suit parallel answering (sot) or a direct answer",
        description="Score questions with the router: the probability that skeleton-style parallel answering suits "
        "each one, and the mode it picks (sot or direct). With -m, also what --mode auto does on that backend, and why.",
        formatter_class=ExamplesFormatter,
        epilog="""examples:
  sot route "Compare TCP and UDP"
  sot route "Plan a week in Rome" -m local                         # direct on a small CPU, with the reason
  sot route --file questions.txt --json""",
    )
    parser.add_argument(
        "question",
        nargs="?",
        metavar="QUESTION",
        help="the question to route ('-' reads questions from stdin, one per line)",
    )
    parser.add_argument("--file", "-f", metavar="PATH", help="read one question per line ('-' reads stdin)")
    parser.add_argument("--json", action="store_true", help='print {"mode": ..., "score": ...} per line')
    parser.add_argument(
        "--threshold",
        type=float,
        metavar="X",
        help="score from which sot is chosen (default $SOT_ROUTER_THRESHOLD or 0.5)",
    )
    parser.add_argument(
        "--router",
        metavar="SPEC",
        help="'encoder' (the default where the local extra is installed; else 'trained'), 'trained' (the n-gram "
        "model), 'encoder:PATH' or 'trained:PATH' (another model file), or 'llm:PROVIDER:MODEL'",
    )
    parser.add_argument(
        "-m",
        "--model",
        metavar="PROVIDER:MODEL",
        help="also decide as --mode auto does on this backend: parallel only where predicted faster there",
    )
    parser.set_defaults(handler=run)


def _read_questions(args: argparse.Namespace) -> list[str]:
    if args.question is not None and args.file is not None:
        raise UserInputError("give either a QUESTION or --file PATH, not both")
    if args.question == "-":  # as with --file -: one question per line of stdin
        args.question, args.file = None, "-"
    if args.question is not None:
        if not args.question.strip():
            raise UserInputError("the question is empty")
        return [args.question]
    if args.file is None:
        raise UserInputError("nothing to route: give a QUESTION or --file PATH ('-' reads stdin)")
    if args.file == "-":
        from sot.cli.ask import read_stdin_text

        text = read_stdin_text("the questions")
        name = "stdin"
    else:
        try:
            text = Path(args.file).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise UserInputError(f"cannot read {args.file}: {getattr(exc, 'strerror', None) or exc}") from exc
        name = args.file
    questions = [line.strip() for line in text.splitlines() if line.strip()]
    if not questions:
        raise UserInputError(f"no questions in {name} (expected one per line)")
    return questions


def _one_line(text: str, width: int = 70) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[: width - 1] + "…"


def run(args: argparse.Namespace) -> int:
    questions = _read_questions(args)

    import anyio

    from sot.orchestrator.routing.router import get_router

    router = get_router(args.router, threshold=args.threshold)
    provider = None
    if args.model is not None:
        from sot.config import load_config, resolve_model
        from sot.providers import get_provider

        provider = get_provider(resolve_model(args.model, load_config()))

    async def route_all() -> None:
        from sot.orchestrator.modes import get_mode
        from sot.orchestrator.modes.items import NO_ITEMS, no_items_reason
        from sot.orchestrator.routing.auto import priced, suggest

        try:
            for question in questions:
                info, items = await suggest(question, router)  # as --mode auto: the request's items, else the router
                if provider is not None and get_mode(info.mode).parallel:  # a parallel answer: is it faster here?
                    info = await priced(provider, info, question, items=items)
                # why no items, where it is not only that the finders found none (a request too long to search)
                why_none = no_items_reason(question) if info.tier is None else NO_ITEMS
                if args.json:
                    line: dict[str, object] = {"mode": info.mode, "score": round(info.score, 4)}
                    if info.tier is not None:
                        line.update(tier=info.tier, branches=items)
                    elif why_none != NO_ITEMS:
                        line.update(tier=None, why_no_items=why_none)
                    if provider is not None:
                        line.update(reason=info.reason or None, predicted=info.predicted)
                    print(json.dumps(line), flush=True)
                else:
                    print(f"{info.mode:<6} {info.score:.3f}  {_one_line(question)}", flush=True)
                    if info.reason and (provider is not None or items is not None):  # (the router's: its score)
                        print(f"       {info.reason}", flush=True)
                    if why_none != NO_ITEMS:
                        print(f"       {why_none}", flush=True)
        finally:
            close = getattr(router, "aclose", None)
            if close is not None:
                await close()
            if provider is not None:
                await provider.aclose()

    anyio.run(route_all)
    return 0
