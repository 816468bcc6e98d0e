"""Running the gateway under uvicorn: one process, or several workers on one socket; graceful shutdown."""

from __future__ import annotations

import logging
import os
import signal
import sys
import threading
from typing import Any, Literal, TypedDict, cast

from starlette.applications import Starlette

from sot.serve.app import create_app
from sot.serve.config import ServeConfig
from sot.serve.gateway import Gateway
from sot.serve.protocol import HeadTimeoutProtocol, with_head_timeout

__all__ = ["app_from_environment", "serve"]

#: how ``serve(workers=N)`` hands the configuration (with the flags laid over it) to each worker
CONFIG_VAR = "SOT_SERVE_CONFIG_JSON"
HOST_VAR = "SOT_SERVE_HOST"


class _UvicornOptions(TypedDict):
    """The ``uvicorn.Config`` settings of the one server, or of every worker."""

    host: str
    port: int
    log_level: str
    access_log: bool
    lifespan: Literal["on"]
    timeout_graceful_shutdown: int | None
    http: Any


def app_from_environment() -> Starlette:
    """The app of one worker process (a uvicorn factory), from the configuration its parent checked."""
    config = ServeConfig.model_validate_json(os.environ[CONFIG_VAR])
    # this worker's connections (the protocol class is named to uvicorn by reference)
    HeadTimeoutProtocol.header_timeout_s = config.limits.header_timeout_s
    return create_app(config, host=os.environ.get(HOST_VAR, "127.0.0.1"))


def serve(
    config: ServeConfig, *, host: str = "127.0.0.1", port: int = 8000, log_level: str = "info", workers: int = 1
) -> int:
    """Serve until SIGINT/SIGTERM; in-flight asks then get ``limits.shutdown_grace_s`` to finish.

    Backends are created (and checked: a missing API key, an unknown template) before the
    socket is bound, so a bad configuration fails here with a :class:`~sot.errors.SotError`.
    With ``workers`` above 1, that many processes share the socket, each with its own
    providers and limits (``max_concurrent_asks`` and backend ``concurrency`` are per worker).
    """
    import anyio
    import uvicorn

    gateway = Gateway(config)
    app = create_app(gateway, host=host)
    options = _UvicornOptions(
        host=host,
        port=port,
        log_level=log_level,
        access_log=log_level == "debug",
        lifespan="on",
        # uvicorn annotates whole seconds but passes it on as asyncio.wait_for's timeout,
        # where a fraction works too
        timeout_graceful_shutdown=cast(int, config.limits.shutdown_grace_s),
        # a request's head must be whole in time (idle and slowloris connections are closed)
        http=HeadTimeoutProtocol if workers > 1 else with_head_timeout(config.limits.header_timeout_s),
    )
    print(
        f"sot serve: http://{host}:{port}/v1 (default backend {gateway.default_backend}, mode {config.mode}"
        f"{f', {workers} workers' if workers > 1 else ''})",
        file=sys.stderr,
        flush=True,
    )
    logging.getLogger("sot.serve").info("models: %s", ", ".join(name for name, _ in gateway.model_ids()))
    if workers > 1:
        import shutil
        import tempfile

        from sot.serve.metrics import MULTIPROC_VAR

        anyio.run(gateway.aclose)  # it served as the check; every worker builds its own
        os.environ[CONFIG_VAR], os.environ[HOST_VAR] = config.model_dump_json(), host
        # the workers write their metrics to one folder, so any of them answers /metrics for all
        metrics_dir = os.environ[MULTIPROC_VAR] = tempfile.mkdtemp(prefix="sot-serve-metrics-")
        from uvicorn.supervisors import Multiprocess

        try:
            uv_config = uvicorn.Config(
                "sot.serve.server:app_from_environment", factory=True, workers=workers, **options
            )
            Multiprocess(uv_config, sockets=[uv_config.bind_socket()]).run()
        finally:
            shutil.rmtree(metrics_dir, ignore_errors=True)
        return 0
    server = uvicorn.Server(uvicorn.Config(app, **options))
    if threading.current_thread() is threading.main_thread():
        # uvicorn re-raises the signal that stopped it once it is done; a SIGTERM that led to a
        # graceful shutdown is a normal end (exit 0), as for any service manager's stop
        signal.signal(signal.SIGTERM, lambda signum, frame: None)
    server.run()
    return 0 if server.started else 3
