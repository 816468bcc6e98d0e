"""`sot serve`: the OpenAI- and Anthropic-compatible gateway (needs the ``serve`` extra)."""

from __future__ import annotations

import argparse

from sot.cli.help import ExamplesFormatter, modes_section
from sot.modes import modes

__all__ = ["register"]


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "serve",
        help="serve an OpenAI- and Anthropic-compatible API that answers with sot",
        description="Serve POST /v1/chat/completions (OpenAI), POST /v1/messages (Anthropic), GET /v1/models, "
        "GET /health and GET /metrics. Flags lay over the --config file.",
        formatter_class=ExamplesFormatter,
        epilog=modes_section()
        + """

examples:
  sot serve                                            # the local default model on 127.0.0.1:8000
  sot serve -m openai:gpt-4o-mini --port 8080
  sot serve --config gateway.yaml --workers 2
  sot serve --otel                                     # traces to $OTEL_EXPORTER_OTLP_ENDPOINT""",
    )
    p.add_argument("--host", default="127.0.0.1", help="address to bind (default 127.0.0.1; any other needs API keys)")
    p.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    p.add_argument(
        "-m",
        "--model",
        help="default backend: PROVIDER:MODEL or a backend of the config "
        "(default: the config's default_model, $SOT_MODEL, else local)",
    )
    p.add_argument("--mode", choices=modes(), default=None, help="default answering mode, below (default: auto)")
    p.add_argument("--template-path", action="append", default=[], metavar="DIR", help="extra template folder")
    p.add_argument("--config", metavar="FILE", help="YAML file with aliases, backends, API keys and limits")
    p.add_argument(
        "--workers",
        type=int,
        default=1,
        help="processes sharing the port, each with its own providers and limits (default 1)",
    )
    p.add_argument(
        "--otel",
        action="store_true",
        help="an OpenTelemetry trace per ask, exported as the OTEL_* environment says "
        "(default: OTLP to localhost:4318); continues a caller's traceparent (the otel extra)",
    )
    p.add_argument("--log-level", default="info", choices=["critical", "error", "warning", "info", "debug"])
    p.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    from sot.serve import load_config, serve

    config = load_config(args.config)
    update: dict = {}
    if args.model:
        update["default_model"] = args.model
    if args.mode:
        update["mode"] = args.mode
    if args.otel:
        update["otel"] = True
    if args.template_path:
        update["template_paths"] = [*args.template_path, *config.template_paths]
    if update:
        config = config.model_copy(update=update).check(args.config or "<flags>")
    if args.workers < 1:
        from sot.errors import ConfigError

        raise ConfigError(f"--workers must be at least 1, got {args.workers}")
    return serve(config, host=args.host, port=args.port, log_level=args.log_level, workers=args.workers)
