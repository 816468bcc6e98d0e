"""`sot` command line: a thin layer over the library.

Each subcommand lives in its own module exposing ``register(subparsers)``; the handler
it sets with ``parser.set_defaults(handler=...)`` takes the parsed args and returns the
exit code. Any :class:`~sot.errors.SotError` becomes one readable line on stderr and
its exit code (2 bad input, 3 provider/runtime failure).
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys

from sot import _startup
from sot.errors import SotError

#: subcommand modules, in help order; each has ``register(subparsers)``
COMMANDS = (
    "ask",
    "models",
    "calibrate",
    "parse",
    "route",
    "templates",
    "bench",
    "serve",
    "tools",
    "pasta-data",
    "train-pasta",
)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # usage errors exit 2 (argparse's default too), one line
        self.print_usage(sys.stderr)
        self.exit(2, f"sot: error: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="sot", description="Faster LLM answers by generating independent parts in parallel.")
    from sot import __version__

    parser.add_argument("--version", action="version", version=f"sot {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for name in COMMANDS:
        try:
            module = importlib.import_module(f"sot.cli.{name.replace('-', '_')}")
        except ModuleNotFoundError as exc:
            if exc.name == f"sot.cli.{name.replace('-', '_')}":
                continue
            raise
        module.register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    code = _main(argv)
    if code == 130:
        _startup.exit_130()
    return code


def _main(argv: list[str] | None) -> int:
    _startup.restore()  # from here on, Ctrl-C is a KeyboardInterrupt this module handles
    try:
        parser = build_parser()
        args = parser.parse_args(argv)
    except KeyboardInterrupt:  # Ctrl-C while the commands load
        words = sys.argv[1:] if argv is None else argv
        return _interrupted(bool(words) and words[0] == "ask" and "--json" in words)
    handler = getattr(args, "handler", None)
    if handler is None:
        parser.print_help(sys.stderr)
        return 2
    try:
        return int(handler(args) or 0)
    except SotError as exc:
        print(f"sot: error: {exc}", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:
        return _interrupted(args.command == "ask" and getattr(args, "json", False))
    except BrokenPipeError:  # `sot ... | head`: the reader left; not an error worth a traceback
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0


def _interrupted(ask_json: bool) -> int:
    """Exit 130 on a Ctrl-C outside an ask's run; `sot ask --json` still prints its JSON."""
    if ask_json:
        from sot.cli.live import report_interrupt

        return report_interrupt(None, as_json=True)
    print("sot: interrupted", file=sys.stderr)
    return 130


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
