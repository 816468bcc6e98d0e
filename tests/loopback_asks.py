"""Whole asks of every kind through a remote provider, against the loopback server: for the
tests that every request of one ask carries one routing key, whatever the provider.

    records = await asks_of_every_kind(provider, server, router="llm:openai:my-model")
    records["auto"]      # what the server saw of the auto-mode ask: the router's call, then the answer's
"""

from __future__ import annotations

from typing import Any

from tests.loopback import LoopbackServer, RequestRecord, last_user_text

__all__ = ["ROUTING_HEADERS", "ask_responder", "asks_of_every_kind", "routing_keys"]

#: the default routing headers of the remote providers (as the server sees them: lower case)
ROUTING_HEADERS = ("x-smg-routing-key", "x-session-id")

MESSAGE = "My boots arrived damaged, and I want a full refund for the jacket."


def ask_responder(body: dict[str, Any]) -> str:
    """A model good enough for whole asks: the router's score (parallel), no escalation, a
    two-point skeleton, a sentence for anything else."""
    text = last_user_text(body)
    if "QUESTION>>>" in text:  # the llm: router's call
        return "0.9"
    if "MESSAGE>>>" in text:  # a template's escalation check
        return "0"
    if "You are an organizer" in text:  # a SoT plan
        return "1. First point\n2. Second point"
    return "A sentence on this point."


async def asks_of_every_kind(provider, server: LoopbackServer, *, router: str) -> dict[str, list[RequestRecord]]:
    """Three asks through ``provider`` (its endpoint ``server``): auto mode routed by the ``llm:``
    ``router`` (a spec whose provider's base URL the caller set in the environment), SoT mode, and
    the ``support`` template, whose escalation check runs beside the answer. Returns each ask's
    requests as the server saw them."""
    import sot

    server.responder = ask_responder
    asks: dict[str, list[RequestRecord]] = {}
    kinds = {
        "auto": ("Give me tips for sleeping well.", {"mode": "auto", "router": router}),
        "sot": ("Give me tips for eating well.", {"mode": "sot"}),
        "escalation": (MESSAGE, {"template": "support", "variables": {"company": "Acme"}}),
    }
    for kind, (question, options) in kinds.items():
        seen = len(server.requests)
        result = await sot.orchestrate(question, provider=provider, **options)
        assert result.ok, (kind, result.error)
        asks[kind] = server.requests[seen:]
    return asks


def routing_keys(records: list[RequestRecord], headers: tuple[str, ...] = ROUTING_HEADERS) -> set[str | None]:
    """Every value the ``headers`` took on ``records`` (``None`` where one was missing)."""
    return {r.headers.get(name) for r in records for name in headers}
