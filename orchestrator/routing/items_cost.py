"""The price of items mode's planner call: what asking the model for a request's split costs.

Where the local tagger found no items in a request, the model may be
asked (:mod:`sot.orchestrator.modes.items_planner`): one call whose prompt is the request with
its lines numbered plus :data:`ITEM_PLAN_PROMPT_TOKENS` of instructions, and whose reply points
into the request (about :data:`ITEM_PLAN_REPLY_TOKENS` tokens, whatever its length; ``NONE`` where
it has no items). :func:`predict_item_plan` prices that call on a backend's
:class:`~sot.providers.base.Speed` as :mod:`~sot.orchestrator.routing.cost` prices a skeleton;
:func:`predict_planned_items` the whole way through it (the call, then every item at once,
:func:`~sot.orchestrator.routing.cost.predict_items`); :func:`planner_pays` weighs the call
against a direct answer where the reply finds items only some of the time (``hit``), a miss
costing the call and then the direct answer; :func:`price_item_plan` does so for a provider and
a request as :func:`~sot.orchestrator.routing.cost.decide` reads them (its speed, the machine's
and the backend's load), for auto to ask before it makes the call.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from sot.errors import SotError
from sot.orchestrator.routing.cost import (
    EXPECTED_ANSWER_TOKENS,
    MIN_GAIN,
    Prediction,
    current_load,
    predict_items,
    shared_steps,
    under_load,
)
from sot.orchestrator.tokens import count_tokens
from sot.providers.base import BackendLoad, Provider, Speed

__all__ = [
    "EXPECTED_PLANNED_ITEMS",
    "ITEM_PLAN_PROMPT_TOKENS",
    "ITEM_PLAN_REPLY_TOKENS",
    "LINE_TAG_TOKENS",
    "PlanPrice",
    "planner_pays",
    "predict_item_plan",
    "predict_planned_items",
    "price_item_plan",
]

#: the planner prompt's own instructions, in tokens (besides the numbered request)
ITEM_PLAN_PROMPT_TOKENS = 220
#: what numbering one line of the request adds to the prompt ("[12] ")
LINE_TAG_TOKENS = 3
#: a typical planner reply: "ITEMS 4-9\nASK 1", or three items' first words (``NONE``: 1 or 2)
ITEM_PLAN_REPLY_TOKENS = 24
#: the items a planned split is priced with where none is known yet
EXPECTED_PLANNED_ITEMS = 4


def predict_item_plan(
    speed: Speed,
    *,
    question_tokens: int,
    lines: int = 1,
    reply_tokens: int = ITEM_PLAN_REPLY_TOKENS,
    load: BackendLoad | None = None,
) -> float:
    """Seconds the planner call takes on ``speed`` for a request of ``question_tokens`` tokens
    on ``lines`` lines: its first-token wait, its prompt (the instructions, the request, a tag a
    line), then ``reply_tokens`` tokens at a lone stream's step on a backend carrying ``load``
    (no drafting: the reply is not answer text). It does not grow with the request past its
    prompt: the reply points into the request."""
    prompt = ITEM_PLAN_PROMPT_TOKENS + question_tokens + LINE_TAG_TOKENS * max(lines, 1)
    prefill = prompt / speed.prefill_tok_s if speed.prefill_tok_s else 0.0
    one = shared_steps(speed, load, 1)
    return speed.first_token_s + prefill + reply_tokens * one.step / speed.decode_tok_s


def predict_planned_items(
    speed: Speed,
    *,
    question_tokens: int,
    items: int = EXPECTED_PLANNED_ITEMS,
    lines: int = 1,
    answer_tokens: int = EXPECTED_ANSWER_TOKENS,
    load: BackendLoad | None = None,
) -> Prediction:
    """Both latencies for a request whose ``items`` items the model finds: the planner call
    (:func:`predict_item_plan`), then the items as :func:`predict_items` prices them."""
    plan = predict_item_plan(speed, question_tokens=question_tokens, lines=lines, load=load)
    items_way = predict_items(
        speed, question_tokens=question_tokens, items=items, answer_tokens=answer_tokens, load=load
    )
    return dataclasses.replace(items_way, parallel_s=plan + items_way.parallel_s)


@dataclass(frozen=True)
class PlanPrice:
    """The planner call weighed against the answer it would otherwise be (:func:`planner_pays`):
    a direct answer, or a skeleton where auto would plan one anyway."""

    plan_s: float  # the call alone
    direct_s: float  # the answer without the call (direct, or the skeleton's where ``without`` says so)
    found_s: float  # the call, then the items, where it finds them
    missed_s: float  # the call, then the answer without it, where it finds none
    expected_s: float  # found_s and missed_s weighed by the chance it finds items
    without: str = "direct"  # what the answer without the call is

    @property
    def pays(self) -> bool:
        return self.expected_s <= MIN_GAIN * self.direct_s

    def reason(self) -> str:
        verdict = "worth" if self.pays else "not worth"
        return (
            f"a planner call is {verdict} asking: {self.plan_s:.1f} s, then {self.found_s:.1f} s with items found "
            f"or {self.missed_s:.1f} s without, against {self.direct_s:.1f} s {self.without}"
        )


def planner_pays(
    speed: Speed,
    *,
    question_tokens: int,
    hit: float,
    items: int = EXPECTED_PLANNED_ITEMS,
    lines: int = 1,
    answer_tokens: int = EXPECTED_ANSWER_TOKENS,
    load: BackendLoad | None = None,
    without_s: float | None = None,
    without: str = "direct",
) -> PlanPrice:
    """Whether asking the planner is predicted to answer sooner than the answer without it (a
    direct answer; ``without_s``: another's predicted seconds, named ``without``, such as the
    skeleton auto would plan anyway), where the call finds ``items`` items with probability
    ``hit`` (0 to 1) and a miss answers that way after the call (the price
    :attr:`PlanPrice.pays` weighs, with :data:`MIN_GAIN`'s margin)."""
    hit = min(max(hit, 0.0), 1.0)
    found = predict_planned_items(
        speed, question_tokens=question_tokens, items=items, lines=lines, answer_tokens=answer_tokens, load=load
    )
    plan = (
        found.parallel_s
        - predict_items(
            speed, question_tokens=question_tokens, items=items, answer_tokens=answer_tokens, load=load
        ).parallel_s
    )
    other = found.direct_s if without_s is None else without_s
    missed = plan + other
    return PlanPrice(
        plan_s=plan,
        direct_s=other,
        found_s=found.parallel_s,
        missed_s=missed,
        expected_s=hit * found.parallel_s + (1.0 - hit) * missed,
        without=without if without_s is not None else "direct",
    )


async def price_item_plan(
    provider: Provider,
    question: str,
    *,
    hit: float,
    items: int = EXPECTED_PLANNED_ITEMS,
    max_tokens: int | None = None,
) -> PlanPrice | None:
    """:func:`planner_pays` for ``question`` on ``provider``: its speed (slowed by this machine's
    load where it is a CPU engine here) and its backend's load. ``None`` where the provider has
    no speed figures (a cost model never costs the answer); a provider's own error is raised."""
    try:
        speed = await provider.speed()
    except SotError:
        raise
    except Exception:
        return None
    load = current_load(speed.cpu_threads) if speed.cpu_threads else None
    if load is not None:
        speed = under_load(speed, load)
    try:
        backend = provider.load()
    except Exception:  # a load that cannot be read is an idle one
        backend = BackendLoad()
    return planner_pays(
        speed,
        question_tokens=max(count_tokens(provider, question), 1),
        hit=hit,
        items=items,
        lines=question.count("\n") + 1,
        answer_tokens=min(EXPECTED_ANSWER_TOKENS, max_tokens or EXPECTED_ANSWER_TOKENS),
        load=backend,
    )
