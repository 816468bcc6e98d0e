"""Prometheus metrics of the gateway (``GET /metrics``), in a registry of its own per app.

With ``--workers N`` the workers share one metrics folder (prometheus_client's multiprocess
mode, ``PROMETHEUS_MULTIPROC_DIR``, which ``sot serve`` sets up): whichever worker answers a
scrape reports the sums over all of them (gauges: over the live workers).
"""

from __future__ import annotations

import os

from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Gauge, Histogram, generate_latest

#: where the workers of one gateway write their metrics (set by ``sot serve --workers N``)
MULTIPROC_VAR = "PROMETHEUS_MULTIPROC_DIR"

__all__ = ["Metrics"]

_LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300)


class Metrics:
    """Requests by API, mode and status; latency and time to first token; branches; queue."""

    content_type = CONTENT_TYPE_LATEST

    def __init__(self) -> None:
        self.registry = CollectorRegistry(auto_describe=True)
        r = self.registry
        self.requests = Counter(
            "sot_requests",
            "Chat requests by API, answering mode and HTTP status",
            ["api", "mode", "status"],
            registry=r,
        )
        self.latency = Histogram(
            "sot_request_seconds",
            "Time from admission to the end of the answer",
            ["api", "mode"],
            buckets=_LATENCY_BUCKETS,
            registry=r,
        )
        self.ttft = Histogram(
            "sot_time_to_first_token_seconds",
            "Time from admission to the first answer text sent",
            ["api", "mode"],
            buckets=_LATENCY_BUCKETS,
            registry=r,
        )
        self.branches = Histogram(
            "sot_branches_per_ask",
            "Branches (SoT points, PASTA promises) per ask",
            ["mode"],
            buckets=(0, 1, 2, 3, 4, 5, 6, 8, 10, 15, 20, 50),
            registry=r,
        )
        self.fallbacks = Counter(
            "sot_fallbacks",
            "Asks whose SoT or PASTA plan was unusable and were answered directly",
            ["mode"],
            registry=r,
        )
        self.in_flight = Gauge("sot_asks_in_flight", "Asks being answered now", registry=r, multiprocess_mode="livesum")
        self.queued = Gauge(
            "sot_asks_queued", "Requests waiting for an ask slot", registry=r, multiprocess_mode="livesum"
        )
        self.rejected = Counter(
            "sot_rejected", "Requests refused before an ask (auth, size, queue full, bad input)", ["reason"], registry=r
        )
        self.backend_errors = Counter(
            "sot_backend_errors", "Failed backend generations (whole asks or single branches)", ["backend"], registry=r
        )
        self.escalation_errors = Counter(
            "sot_escalation_check_errors",
            "Escalation checks that gave no verdict (a refused or failed request): only keyword rules applied",
            registry=r,
        )
        self.shutdown_cuts = Counter(
            "sot_shutdown_cuts", "Answers still open when the shutdown grace ran out, ended with an error", registry=r
        )
        self.disconnects = Counter("sot_client_disconnects", "Asks cancelled because the client went away", registry=r)
        self.template_asks = Counter(
            "sot_template_asks",
            "Asks planned by model (alias), template and the template version answering (a label's, an A/B split's)",
            ["model", "template", "version"],
            registry=r,
        )
        self.draft_tokens = Counter(
            "sot_draft_tokens",
            "Tokens the local engine drafted and verified (outcome drafted), and those the model chose (accepted)",
            ["backend", "outcome"],
            registry=r,
        )
        self.tokens = Counter(
            "sot_tokens",
            "Tokens of the answers by mode: sent (prompt), written (completion), and what direct answers to "
            "the same asks would have taken (direct); a mode's overhead is (prompt + completion) / direct",
            ["mode", "kind"],
            registry=r,
        )

    def record_tokens(self, mode: str, prompt: int, completion: int, direct: int | None) -> None:
        """One answer's tokens, and a direct answer's (``None``: not known, the ask is not counted)."""
        if direct:
            for kind, value in (("prompt", prompt), ("completion", completion), ("direct", direct)):
                self.tokens.labels(mode, kind).inc(value)

    @staticmethod
    def shared() -> bool:
        """Whether this process is one of several workers writing one metrics folder."""
        return bool(os.environ.get(MULTIPROC_VAR))

    def render(self) -> bytes:
        if not self.shared():
            return generate_latest(self.registry)
        from prometheus_client.multiprocess import MultiProcessCollector

        every_worker = CollectorRegistry()
        MultiProcessCollector(every_worker)
        return generate_latest(every_worker)
