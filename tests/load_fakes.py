"""Fakes for the cost model under load: a backend whose load a test sets, a router that picks sot."""

from __future__ import annotations

from sot.orchestrator.routing.router import RouteDecision
from sot.providers.base import BackendLoad
from sot.providers.fake import FakeProvider


class Loaded(FakeProvider):
    """A fake backend whose load the test sets."""

    def __init__(self, load: BackendLoad, **kwargs) -> None:
        super().__init__(**kwargs)
        self.now = load

    def load(self) -> BackendLoad:
        return self.now


class Parallel:
    """A router that always says sot."""

    async def route(self, question: str) -> RouteDecision:
        return RouteDecision("sot", 0.9, "stub")
