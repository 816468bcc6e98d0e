"""Auto's choice for one request, as `--mode auto` and `sot route` both make it.

First what the request suits (:func:`suggest`): its own items where it names them (they win
over a skeleton: :func:`~sot.orchestrator.modes.items.found_items`, the grammar then the learned
finder, no model call; ``tier`` says which found them), else the router's
decision between a skeleton (or PASTA, where preferred) and a direct answer. Then, where that
is a parallel answer, whether it is also the faster one on the backend at hand (:func:`priced`,
the cost model of :mod:`sot.orchestrator.routing.cost`, whose reason then replaces the
router's). An ask adds what only an ask has: a prompt too long for the window, a template's
router or parallel policy (``sot.orchestrator.ask``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sot.orchestrator.modes import get_mode
from sot.orchestrator.modes.items import found_items
from sot.orchestrator.result import RouteInfo
from sot.orchestrator.routing.router import Router, choose_mode, route_question

if TYPE_CHECKING:
    from sot.providers.base import Provider

__all__ = ["prepare", "priced", "suggest"]


def prepare() -> None:
    """Build what :func:`suggest` needs first, once per process: the items grammar's parsers,
    the learned items finder's model and the shipped n-gram router's model (about 0.1 s of
    Python on a 2-core CPU). An ask runs this in a worker thread while its local model loads,
    which it waits for anyway."""
    from sot.orchestrator.routing.items_finder import learned_split
    from sot.orchestrator.routing.router import load_model
    from sot.pasta_lang._grammars import grammar

    for start in ("lines", "fields", "count"):
        grammar("items.lark", start)
    try:
        learned_split("")  # (reads its model, finds nothing)
    except Exception:  # a finder that fails finds nothing (the ask's search says so again)
        pass
    load_model(None)


async def suggest(
    question: str,
    router: Router,
    *,
    prefer: str = "sot",
    ask_id: str = "",
    provider: Provider | None = None,
    max_tokens: int | None = None,
    max_points: int | None = None,
) -> tuple[RouteInfo, int | None]:
    """What ``question`` suits before the cost model: ``items`` where it names its own items
    (with their count), else the router's choice among ``prefer`` (the parallel mode) and
    ``direct`` (and no count). With a ``provider``, the cost model is asked first whether
    ``prefer`` could be the faster answer there at all: where it could not, the answer is
    ``direct`` with the cost model's reason (``router`` ``"cost"``, ``score`` 0) and the
    router is not asked (on a 2-core CPU its encoder took a tenth of a short answer's time)."""
    found = await found_items(question)  # (a long request: in a worker thread)
    if found is not None:
        return RouteInfo(mode="items", score=1.0, router="items", reason=found.reason, tier=found.tier), found.branches
    if provider is not None:
        from sot.orchestrator.routing.cost import decide

        verdict = await decide(provider, prefer, question, max_tokens=max_tokens, max_points=max_points, ask_id=ask_id)
        if not get_mode(verdict.mode).parallel:
            return RouteInfo(
                mode="direct", score=0.0, router="cost", reason=verdict.reason, predicted=verdict.predicted
            ), None
    decision = choose_mode(
        await route_question(router, question, ask_id=ask_id), ("sot", "direct", "pasta"), prefer=prefer
    )
    return RouteInfo(
        mode=decision.mode, score=float(decision.score), router=decision.router, reason=decision.reason()
    ), None


async def priced(
    provider: Provider,
    info: RouteInfo,
    question: str,
    *,
    items: int | None = None,
    max_tokens: int | None = None,
    max_points: int | None = None,
    ask_id: str = "",
) -> RouteInfo:
    """``info`` as the cost model leaves it on ``provider``: its parallel mode where predicted
    faster there, else ``direct``, with the cost model's reason and predicted seconds (and,
    with ``ask_id``, the streams it plans reserved there: :mod:`sot.providers.reserve`)."""
    from sot.orchestrator.routing.cost import decide

    verdict = await decide(
        provider, info.mode, question, max_tokens=max_tokens, max_points=max_points, items=items, ask_id=ask_id
    )
    return info.model_copy(update={"mode": verdict.mode, "reason": verdict.reason, "predicted": verdict.predicted})
