"""Auto's choice for one request, as `--mode auto` and `sot route` both make it.

An ask asks the backend first (:func:`~sot.orchestrator.routing.cost.outlook`, arithmetic over
the speed figures the answer's model reports): where no fan-out could be the faster answer
there whatever the question (the embedded model on a 2-core CPU), it is answered directly at
once, the items finders and the router never built nor asked (``router`` ``"cost"``). Else
first what the request suits (:func:`suggest`): its own items where it names them (they win
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
from sot.orchestrator.modes.items import MAX_BRANCHES, found_items
from sot.orchestrator.result import RouteInfo

if TYPE_CHECKING:
    from sot.orchestrator.routing.cost import Verdict
    from sot.orchestrator.routing.router import Router
    from sot.providers.base import Provider

__all__ = ["BACKEND", "priced", "suggest"]


#: ``RouteInfo.router`` where the backend decided before the question was looked at
BACKEND = "cost"


def _backend_decided(verdict: Verdict) -> RouteInfo:
    """A direct answer the backend decided on its own: the router was not asked (score 0)."""
    return RouteInfo(mode="direct", score=0.0, router=BACKEND, reason=verdict.reason, predicted=verdict.predicted)


async def suggest(
    question: str,
    router: Router | None = None,
    *,
    prefer: str = "sot",
    ask_id: str = "",
    provider: Provider | None = None,
    max_tokens: int | None = None,
    max_points: int | None = None,
) -> tuple[RouteInfo, int | None]:
    """What ``question`` suits before the cost model: ``items`` where it names its own items
    (with their count), else the router's choice among ``prefer`` (the parallel mode) and
    ``direct`` (and no count). ``router``: ``None`` is the default one
    (:func:`~sot.orchestrator.routing.router.get_router`), built only where it is asked.

    With a ``provider``, the backend is asked first (:func:`~sot.orchestrator.routing.cost.outlook`):
    where neither ``prefer`` nor the request's own items, however many, could be the faster
    answer there (the embedded model on a 2-core CPU), the answer is ``direct`` with the cost
    model's reason, ``router`` ``"cost"`` and ``score`` 0, and nothing else is built or asked:
    not the items finders, not the router (on that CPU they cost a short answer's first token
    0.2-0.5 s). Where only items could pay, the finders are asked and the router is not."""
    planned: Verdict | None = None
    if provider is not None:
        from sot.orchestrator.routing.cost import outlook

        seen = await outlook(
            provider,
            prefer,
            question,
            max_tokens=max_tokens,
            max_points=max_points,
            max_items=MAX_BRANCHES,
            ask_id=ask_id,
        )
        if not seen.fans_out:
            return _backend_decided(seen.planned), None
        planned = seen.planned
    found = await found_items(question)  # (a long request: in a worker thread)
    if found is not None:
        return RouteInfo(mode="items", score=1.0, router="items", reason=found.reason, tier=found.tier), found.branches
    if planned is not None and not get_mode(planned.mode).parallel:
        return _backend_decided(planned), None
    from sot.orchestrator.routing import router as routing  # (imported only where a router is asked)

    if router is None:
        router = routing.get_router(None)
    decision = routing.choose_mode(
        await routing.route_question(router, question, ask_id=ask_id), ("sot", "direct", "pasta"), prefer=prefer
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
