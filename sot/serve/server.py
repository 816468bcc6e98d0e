"""Running the gateway under uvicorn, with a graceful shutdown."""

from __future__ import annotations

import logging
import signal
import sys
import threading

from sot.serve.app import create_app
from sot.serve.config import ServeConfig
from sot.serve.gateway import Gateway

__all__ = ["serve"]


def serve(config: ServeConfig, *, host: str = "127.0.0.1", port: int = 8000, log_level: str = "info") -> int:
    """Serve until SIGINT/SIGTERM; in-flight asks then get ``limits.shutdown_grace_s`` to finish.

    Backends are created (and checked: a missing API key, an unknown template) before the
    socket is bound, so a bad configuration fails here with a :class:`~sot.errors.SotError`.
    """
    import uvicorn

    gateway = Gateway(config)
    app = create_app(gateway, host=host)
    uv_config = uvicorn.Config(
        app,
        host=host,
        port=port,
        log_level=log_level,
        access_log=log_level == "debug",
        lifespan="on",
        timeout_graceful_shutdown=config.limits.shutdown_grace_s,
    )
    server = uvicorn.Server(uv_config)
    if threading.current_thread() is threading.main_thread():
        # uvicorn re-raises the signal that stopped it once it is done; a SIGTERM that led to a
        # graceful shutdown is a normal end (exit 0), as for any service manager's stop
        signal.signal(signal.SIGTERM, lambda signum, frame: None)
    logging.getLogger("sot.serve").info("models: %s", ", ".join(name for name, _ in gateway.model_ids()))
    print(f"sot serve: http://{host}:{port}/v1 (default backend {gateway.default_backend}, mode {config.mode})",
          file=sys.stderr, flush=True)
    server.run()
    return 0 if server.started else 3
