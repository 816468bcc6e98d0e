"""``sot serve``: an OpenAI- and Anthropic-compatible gateway in front of sot.

Bots built on the OpenAI or Anthropic APIs point their ``base_url`` here and get
Skeleton-of-Thought, PASTA or routed answers from any backend sot supports:

    from sot.serve import ServeConfig, create_app, serve
    serve(ServeConfig(default_model="openai:gpt-4o-mini"), host="127.0.0.1", port=8000)

Starlette and uvicorn (the ``serve`` extra) load only here, never on ``import sot``.
The gateway is stateless: run replicas behind any load balancer.
"""

from __future__ import annotations

try:
    import prometheus_client  # noqa: F401
    import starlette  # noqa: F401
    import uvicorn  # noqa: F401
except ModuleNotFoundError as exc:  # pragma: no cover - only without the extra
    from sot.errors import ConfigError, install_hint

    raise ConfigError(f"sot serve needs {exc.name}: {install_hint('serve')}") from exc

from sot.serve.app import create_app
from sot.serve.config import ServeConfig, load_config, parse_config
from sot.serve.gateway import Gateway
from sot.serve.server import serve

__all__ = ["Gateway", "ServeConfig", "create_app", "load_config", "parse_config", "serve"]
