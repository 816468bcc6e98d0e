"""Auto mode's cost model: which mode answers sooner on this backend.

The router says whether a question suits parallel answering; this module says whether
parallel answering is *faster* on the provider at hand. From the provider's
:class:`~sot.providers.base.Speed` it predicts two latencies for an answer of the expected
length:

- **direct**: the first-token wait, the prompt, then every answer token one step at a time;
- **parallel** (SoT; PASTA is priced the same): the plan (its prompt, then about
  :data:`SKELETON_LINE_TOKENS` tokens a point, one stream), then the points (their prompts,
  then each point's share of the answer, :data:`LENGTH_FACTOR` times longer in all, with
  every step costing ``speed.ratio(points)`` times a lone stream's). Where the provider
  keeps the plan's computed prompt (``speed.keeps_prefix``), the points' prompts cost only
  the skeleton and their own lines.

Where the backend drafts (``speed.draft_gain``, the local engine's measured gain), answer
text, direct or a point's, decodes that much faster; the skeleton, written under a grammar,
does not draft.

**The machine's load at the time of the ask** joins the figures where they are a CPU
engine's on this machine (``speed.cpu_threads``): the 1-minute load average against the
usable cores (:func:`current_load`) gives the share of its threads' time the engine may
expect now (:attr:`Load.share`; 1.0 while the load leaves room for its threads, with
:data:`LOAD_SLACK` cores to spare). Below 1, :func:`under_load` slows every rate by that share,
and pushes a step of n rows toward n single steps: a batch costs less than its rows only by
using compute one row leaves idle, which other processes take on a busy CPU. So a fan-out a
busy CPU cannot afford is priced as such, and the predicted seconds are the busy machine's.

**The backend's load** (:class:`~sot.providers.base.BackendLoad`: streams of other asks
running and waiting, of how many slots, from ``provider.load()``) prices the *marginal* cost
of this ask's streams (:func:`shared_steps`): they share the batch with the others, so a step
of the ask's ``n`` streams costs ``ratio(running + n)`` where a direct answer's costs
``ratio(running + 1)``; only the free slots take a stream at once, and each stream beyond them
costs a whole stream's time, what it takes from everyone else waiting for that slot (on a
full backend a fan-out costs all its streams' time, one after another); a backend with no free
slot makes the first stream of either wait its turn. An idle backend leaves the lone ask's
prediction as it was.

**What a fan-out costs the others.** Past the backend's knee (the batch beyond which a step
of n streams costs more than a lone stream's: ``speed.step_ratio``, learned from the pool's own
streams, :mod:`sot.providers.streams`) every stream an ask adds slows each of the others'
running streams. A fan-out that answers this ask sooner can make everyone else later: its
streams write more in all (the plan, :data:`LENGTH_FACTOR`), and share a batch whose every step
they lengthen. :attr:`Prediction.others_s` prices it: the others' running streams, times the
steps the ask's streams spend in their batch, times what those streams add to a step
(``ratio(others + n) - ratio(others)``), the parallel way's against the direct way's, times a
backlog factor ``1 + others / knee``: past its knee the backend runs at its full throughput, so
work added is not absorbed, and delays the streams that arrive while it is worked off as well
as those running now (about as many again for each knee's worth running; a heuristic for a
queue's ``1 / (1 - utilisation)``). Parallel answering is chosen only where its own gain
outweighs that. Below the knee a stream is free and ``others_s`` is 0; so it is on an idle
backend.

**A self-hosted server's curve is measured before the first fan-out there**: :func:`decide`
first has :func:`~sot.providers.probe.probe_streams` probe an OpenAI-compatible server that is
not a known hosted API (a few short streams, alone and at once, seed the curve; in the
background: the ask that starts it does not wait, nor does a later process, which reads the
kept result); until its curve is known the server is priced as running one stream at a time
(:func:`~sot.providers.probe.serial_prior`), so no fan-out is priced as free there. The reason
then says what the curve says (:attr:`Prediction.basis`: "this server runs 5 streams at 1.4x
one stream's tokens a second (probed)").

Parallel answering is chosen only where it is predicted at least :data:`MIN_GAIN` faster.
On a remote API or a GPU, where a step of many streams costs about one stream's, the points
take a fraction of the direct time and SoT wins; on a small CPU, where a step of 8 rows
costs 5 to 6 times one row's, the plan's overhead is never paid back and direct wins.

    prediction = predict(speed, points=5, answer_tokens=300, question_tokens=40)
    prediction.parallel_s / prediction.direct_s
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sot.errors import SotError
from sot.local_backend.speed import LOAD_SLACK, loadavg_and_cores, room
from sot.orchestrator.tokens import count_tokens
from sot.providers.base import BackendLoad, Provider, Speed

if TYPE_CHECKING:
    from sot.providers.probe import ProbeState

__all__ = [
    "EXPECTED_ANSWER_TOKENS",
    "EXPECTED_POINTS",
    "ITEM_LENGTH_FACTOR",
    "LENGTH_FACTOR",
    "LOAD_SLACK",
    "MIN_GAIN",
    "Load",
    "Outlook",
    "Prediction",
    "Verdict",
    "current_load",
    "decide",
    "knee",
    "outlook",
    "predict",
    "predict_items",
    "shared_steps",
    "under_load",
]

#: a typical answer's length in tokens (bounded by the ask's max_tokens)
EXPECTED_ANSWER_TOKENS = 300
#: a typical skeleton's points (bounded by the ask's max_points)
EXPECTED_POINTS = 5
#: tokens a skeleton line takes (a number, a short title, a newline)
SKELETON_LINE_TOKENS = 10
#: the planning prompt's own instructions, in tokens (besides the question)
PLAN_PROMPT_TOKENS = 150
#: what each point's prompt adds to the shared prefix (its instruction line)
POINT_PROMPT_TOKENS = 15
#: all points together run longer than a direct answer (each opens and closes on its own)
LENGTH_FACTOR = 1.15
#: a branch asked for one item alone writes about this many times that item's share of a
#: direct answer (it opens, answers fully and closes on its own): measured about 4x with the
#: embedded 135M model (benchmarks/results/items/speed-local.json), taken as 1x by the remote
#: speed benchmark's sizing; 2 sits between, so a small CPU (where a step of n rows costs
#: nearly n steps) stays direct and a remote API splits three items or more
ITEM_LENGTH_FACTOR = 2.0
#: parallel answering must be predicted at least this much faster (a 10% margin)
MIN_GAIN = 0.9
#: a step of n streams taking at most this many times a lone stream's is "flat": n is within the knee
KNEE_RATIO = 1.1


@dataclass(frozen=True)
class Load:
    """The machine's load at the time of an ask, as a CPU engine of ``threads`` threads meets it."""

    loadavg: float  # the 1-minute load average
    cores: int  # the cores this process may use
    threads: int  # the engine's

    @property
    def share(self) -> float:
        """The share of its threads' time the engine may expect now: 1.0 while the load and its
        threads fit the cores (with :data:`LOAD_SLACK` to spare), else the cores over them."""
        if room(self.loadavg, self.cores, self.threads):
            return 1.0
        return round((self.cores + LOAD_SLACK) / (self.loadavg + self.threads), 3)

    def describe(self) -> str:
        return f"load {self.loadavg:.1f} on {self.cores} cores: {self.share:.0%} of its threads' time"


def current_load(threads: int) -> Load | None:
    """The machine's load now (the 1-minute load average, the usable cores) for an engine of
    ``threads`` threads; ``None`` where the system has no load average."""
    loadavg, cores = loadavg_and_cores()
    if loadavg is None:
        return None
    return Load(loadavg=loadavg, cores=cores, threads=max(threads, 1))


def under_load(speed: Speed, load: Load) -> Speed:
    """``speed`` as the engine meets ``load`` (see the module doc): its rates times the share
    its threads get, and each step of n rows ``(n - ratio) * (1 - share)`` nearer to n single
    steps. A load that leaves room for its threads leaves ``speed`` as it is."""
    share = load.share
    if share >= 1.0:
        return speed
    ratios = {n: r + max(0.0, n - r) * (1.0 - share) for n, r in speed.step_ratio.items()}
    return dataclasses.replace(
        speed,
        decode_tok_s=speed.decode_tok_s * share,
        prefill_tok_s=None if speed.prefill_tok_s is None else speed.prefill_tok_s * share,
        step_ratio=ratios,
    )


@dataclass(frozen=True)
class Shared:
    """How an ask's streams meet the backend's load (:func:`shared_steps`)."""

    step: float  # a step of the ask's streams, over a lone stream's on an idle backend
    waves: float  # the ask's streams' time in units of one stream's (1: all at once)
    lanes: int  # the ask's streams that start at once
    wait: float  # the first stream's wait for a slot, in units of one stream's time on a full backend
    others: int = 0  # the other asks' streams running in the batch the ask's streams join
    batch: int = 0  # the streams of that batch, the ask's included (0: idle, not priced)


def _batch_ratio(speed: Speed, streams: int) -> float:
    """A step's time with ``streams`` streams in the batch (no waves), over one stream's."""
    return dataclasses.replace(speed, max_parallel=None).ratio(streams)


def shared_steps(speed: Speed, load: BackendLoad | None, streams: int) -> Shared:
    """How ``streams`` streams of one ask fare on a backend carrying ``load`` (see the module
    doc). Idle (or unknown) load: ``speed.ratio(streams)`` as one wave, the ask's own streams
    beyond the slots waiting for its own. With others on the backend: the free slots take
    the first streams now (``lanes``), each further stream costs a whole stream's time (it
    waits its turn, or holds a slot another ask waits for), and the batch the ask's streams
    share holds the others' running streams too."""
    streams = max(streams, 1)
    slots = (load.slots if load is not None else None) or speed.max_parallel
    busy = 0 if load is None else load.running + load.waiting
    if busy <= 0:
        return Shared(step=speed.ratio(streams), waves=1.0, lanes=min(streams, slots or streams), wait=0.0)
    running = min(load.running, slots) if slots else load.running  # type: ignore[union-attr]
    free = streams if slots is None else max(slots - busy, 0)
    lanes = max(min(streams, free), 1)
    batch = running + lanes if slots is None else min(running + lanes, slots)
    ahead = 0 if slots is None else max(busy + 1 - slots, 0)  # streams to end before our first starts
    return Shared(
        step=_batch_ratio(speed, batch),
        waves=1.0 + (streams - lanes),
        lanes=min(streams, free),
        wait=ahead / slots if slots else 0.0,
        others=running,
        batch=batch,
    )


def _others_s(speed: Speed, shared: Shared, steps: float) -> float:
    """Seconds the others' running streams lose while ``shared``'s streams decode ``steps`` steps
    among them: each of their steps longer by what those streams add to the batch."""
    if shared.others <= 0 or shared.batch <= shared.others:
        return 0.0
    added = _batch_ratio(speed, shared.batch) - _batch_ratio(speed, shared.others)
    backlog = 1.0 + shared.others / knee(speed)
    return backlog * shared.others * steps * max(added, 0.0) / (speed.decode_tok_s * speed.draft_gain)


def knee(speed: Speed) -> int:
    """The most streams a step takes at about a lone stream's time (:data:`KNEE_RATIO`): past
    them each stream slows the others (1 where the second already does, as on a small CPU)."""
    flat = [n for n, r in speed.step_ratio.items() if r <= KNEE_RATIO]
    return max([1, *flat])


@dataclass(frozen=True)
class Prediction:
    """Predicted seconds to the whole answer by each way of writing it, and why."""

    direct_s: float
    parallel_s: float
    points: int
    step_ratio: float  # a step of ``points`` streams over a lone stream's
    #: the backend's load the prediction met (``None`` or idle: a lone ask's prediction)
    load: BackendLoad | None = None
    lanes: int | None = None  # the streams that start at once under that load
    #: seconds the others' running streams would lose to the parallel answer, over what they
    #: would lose to a direct one (0 below the backend's knee; see the module doc)
    others_s: float = 0.0
    #: what the backend's curve says, in words, where it was probed (a self-hosted server:
    #: ``sot.providers.probe``); said in place of the step ratio on an idle backend
    basis: str = ""

    @property
    def parallel_wins(self) -> bool:
        return self.parallel_s + self.others_s <= MIN_GAIN * self.direct_s

    @property
    def busy(self) -> bool:
        return self.load is not None and self.load.running + self.load.waiting > 0

    def reason(self, parallel_mode: str = "sot") -> str:
        """One line: the backend's step cost (or its load) and the predicted latency ratio."""
        ratio = self.parallel_s / self.direct_s if self.direct_s > 0 else float("inf")
        predicted = f"({self.parallel_s:.1f} s against {self.direct_s:.1f} s predicted)"
        if self.busy and self.load is not None:
            load = self.load
            slots = f" of {load.slots}" if load.slots else ""
            waiting = f", {load.waiting} waiting" if load.waiting else ""
            if self.lanes == self.points:
                at_once = f"all {self.points} of its streams start at once"
            elif not self.lanes:
                at_once = f"none of its {self.points} streams starts at once: each waits its turn"
            else:
                at_once = f"{self.lanes} of its {self.points} streams start at once, the rest wait their turn"
            others = (
                f"; its streams would cost the others' {load.running} running {self.others_s:.1f} s more "
                "than a direct answer's (past the backend's knee)"
                if self.others_s > 0.05
                else ""
            )
            basis = f" ({self.basis})" if self.basis else ""
            return (
                f"{load.running}{slots} slots busy{waiting}; {parallel_mode} would take {ratio:.2f}x "
                f"the direct time {predicted}: {at_once}{others}{basis}"
            )
        basis = self.basis or f"on this backend {self.points} streams take {self.step_ratio:.1f}x one stream's step"
        return f"{basis}; {parallel_mode} would answer in about {ratio:.2f}x the direct time {predicted}"

    def as_dict(self) -> dict[str, float]:
        return {"direct_s": round(self.direct_s, 3), "parallel_s": round(self.parallel_s, 3)}


def _prompt_s(speed: Speed, tokens: float) -> float:
    """Seconds to compute ``tokens`` prompt tokens (``0`` where the first-token wait includes the prompt)."""
    return tokens / speed.prefill_tok_s if speed.prefill_tok_s else 0.0


def predict(
    speed: Speed,
    *,
    question_tokens: int,
    answer_tokens: int = EXPECTED_ANSWER_TOKENS,
    points: int = EXPECTED_POINTS,
    load: BackendLoad | None = None,
) -> Prediction:
    """Predict both latencies on ``speed`` for a question of ``question_tokens`` tokens, on a
    backend carrying ``load`` (other asks' streams; ``None``: idle)."""
    points = max(points, 1)

    def decode(tokens: float, ratio: float = 1.0, gain: float = speed.draft_gain) -> float:
        return tokens * ratio / (speed.decode_tok_s * gain)

    one, fan = shared_steps(speed, load, 1), shared_steps(speed, load, points)
    queue = _queue_s(speed, load, one, answer_tokens)
    direct = queue + speed.first_token_s + _prompt_s(speed, question_tokens) + decode(answer_tokens, one.step)
    skeleton = points * SKELETON_LINE_TOKENS
    plan = (
        queue
        + speed.first_token_s
        + _prompt_s(speed, PLAN_PROMPT_TOKENS + question_tokens)
        + decode(skeleton, one.step, gain=1.0)
    )
    # the points' shared prefix (instructions, question, skeleton) once, then each one's own
    # line; a provider that keeps the plan's computed prompt computes only its reply again
    shared = skeleton if speed.keeps_prefix else PLAN_PROMPT_TOKENS + question_tokens + skeleton
    each = answer_tokens * LENGTH_FACTOR / points
    expand = (
        speed.first_token_s
        + _prompt_s(speed, shared + points * POINT_PROMPT_TOKENS)
        + decode(each, fan.step * fan.waves)
    )
    others = (
        _others_s(speed, one, skeleton) + _others_s(speed, fan, each * fan.waves) - _others_s(speed, one, answer_tokens)
    )
    return Prediction(
        direct_s=direct,
        parallel_s=plan + expand,
        points=points,
        step_ratio=fan.step,
        load=load,
        lanes=fan.lanes,
        others_s=others,
    )


def _queue_s(speed: Speed, load: BackendLoad | None, one: Shared, answer_tokens: int) -> float:
    """Seconds the first stream of an ask waits for a slot on a full backend: its place in the
    queue over the slots, times a stream's time there (a direct answer's, as the others' measure)."""
    if not one.wait:
        return 0.0
    slots = (load.slots if load is not None else None) or speed.max_parallel or 1
    return one.wait * answer_tokens * _batch_ratio(speed, slots) / (speed.decode_tok_s * speed.draft_gain)


def predict_items(
    speed: Speed,
    *,
    question_tokens: int,
    items: int,
    answer_tokens: int = EXPECTED_ANSWER_TOKENS,
    load: BackendLoad | None = None,
) -> Prediction:
    """Both latencies for a request of ``items`` items (items mode): no plan (the items are
    found in the request), every item at once from the shared prompt (computed once where the
    provider shares a prefix) plus its own line, each writing :data:`ITEM_LENGTH_FACTOR` times
    its share of the answer; on a backend carrying ``load`` as :func:`predict` prices it."""
    items = max(items, 1)
    rate = speed.decode_tok_s * speed.draft_gain
    one, fan = shared_steps(speed, load, 1), shared_steps(speed, load, items)
    queue = _queue_s(speed, load, one, answer_tokens)
    direct = queue + speed.first_token_s + _prompt_s(speed, question_tokens) + answer_tokens * one.step / rate
    each = answer_tokens * ITEM_LENGTH_FACTOR / items
    parallel = (
        queue
        + speed.first_token_s
        + _prompt_s(speed, question_tokens + items * POINT_PROMPT_TOKENS)
        + each * fan.step * fan.waves / rate
    )
    others = _others_s(speed, fan, each * fan.waves) - _others_s(speed, one, answer_tokens)
    return Prediction(
        direct_s=direct,
        parallel_s=parallel,
        points=items,
        step_ratio=fan.step,
        load=load,
        lanes=fan.lanes,
        others_s=others,
    )


def _basis(speed: Speed, points: int, unknown: str) -> str:
    """What a self-hosted server's curve says of ``points`` streams, for a reason: its
    streams' throughput together over one stream's (``unknown``: why it is not measured)."""
    if speed.source == "unprobed":
        return f"this self-hosted server's parallel streams are not measured yet ({unknown}): priced one at a time"
    together = points / max(speed.ratio(points), 1e-9)
    return f"this server runs {points} streams at {together:.1f}x one stream's tokens a second ({speed.source})"


@dataclass(frozen=True)
class Verdict:
    """The cost model's choice between a parallel mode and direct, with its reason."""

    mode: str
    reason: str
    #: the predicted seconds (``direct_s``, ``parallel_s``), where the figures came from
    #: (``speed``), the load they were slowed down by (``load``, ``cpu_share_now``) and the
    #: seconds spent measuring them in this call (``calibrate_s``, where any)
    predicted: dict[str, float | str] | None = None


@dataclass(frozen=True)
class _Figures:
    """What the backend says before any pricing: its speed (under the machine's load), the
    machine's load, the backend's (others' streams, with what the asks decided before have
    reserved), the probe's state, and the question's tokens."""

    speed: Speed
    load: Load | None
    backend: BackendLoad
    reserved: int
    probe: ProbeState | None
    tokens: int
    #: the speed before the machine's load slowed it (``speed`` where there is no load)
    idle_speed: Speed | None = None

    @property
    def loaded(self) -> bool:
        """Whether any load (the machine's, the backend's others' streams) priced this ask."""
        b = self.backend
        return (self.load is not None and self.load.share < 1.0) or bool(b.running or b.waiting or self.reserved)

    def idle(self) -> _Figures:
        """The same backend with no load at all: what the ask would be priced at alone."""
        return dataclasses.replace(
            self,
            speed=self.idle_speed or self.speed,
            load=None,
            backend=BackendLoad(slots=self.backend.slots),
            reserved=0,
        )


class _NoSpeed(Exception):
    """The provider could not say its speed (not its own error: that is raised as itself)."""


async def _figures(provider: Provider, question: str, ask_id: str) -> _Figures:
    from sot.providers.load import engine_load
    from sot.providers.probe import probe_streams, serial_prior
    from sot.providers.reserve import pending, with_reserved

    probe = await probe_streams(provider)  # a self-hosted server's curve, probed once in the background (never waits)
    try:
        speed = await provider.speed()
    except SotError:
        raise
    except Exception as exc:  # a cost model must never cost the answer
        raise _NoSpeed(repr(exc)) from exc
    if probe is not None and not probe.known:  # never a fan-out priced as free on an unmeasured server
        speed = serial_prior(speed)
    idle_speed = speed
    load = current_load(speed.cpu_threads) if speed.cpu_threads else None
    if load is not None:
        speed = under_load(speed, load)
    try:
        backend = provider.load()
    except Exception:  # a load that cannot be read is an idle one (a cost model must never cost the answer)
        backend = BackendLoad()
    told = await engine_load(provider)  # the server's own count, where it tells one (cached)
    if told is not None:
        slots = backend.slots if told.slots is None else min(backend.slots or told.slots, told.slots)
        backend = dataclasses.replace(
            backend,
            running=max(backend.running, told.running),
            waiting=max(backend.waiting, told.waiting),
            slots=slots,
        )
    reserved, reserving = pending(provider, besides=ask_id or None)  # asks decided, their streams not sent yet
    backend = with_reserved(backend, reserved, reserving)
    tokens = max(count_tokens(provider, question), 1)
    return _Figures(speed, load, backend, reserved, probe, tokens, idle_speed)


def _answer_tokens(max_tokens: int | None) -> int:
    return min(EXPECTED_ANSWER_TOKENS, max_tokens or EXPECTED_ANSWER_TOKENS)


def _points(max_points: int | None) -> int:
    return min(EXPECTED_POINTS, max_points or EXPECTED_POINTS)


def _prediction(figures: _Figures, *, answer_tokens: int, points: int, items: int | None) -> Prediction:
    """Both latencies on the backend ``figures`` describe: a planned answer of ``points`` points,
    or (``items``) the request's own items, priced without a plan."""
    speed, backend = figures.speed, figures.backend
    if items is not None:
        prediction = predict_items(
            speed, question_tokens=figures.tokens, items=items, answer_tokens=answer_tokens, load=backend
        )
    else:
        prediction = predict(
            speed, question_tokens=figures.tokens, answer_tokens=answer_tokens, points=points, load=backend
        )
    if figures.probe is not None:
        prediction = dataclasses.replace(prediction, basis=_basis(speed, prediction.points, figures.probe.why))
    return prediction


def _verdict(figures: _Figures, prediction: Prediction, parallel_mode: str, mode: str) -> Verdict:
    """The verdict ``mode`` with its reason and figures (see :class:`Verdict`)."""
    speed, backend, load = figures.speed, figures.backend, figures.load
    predicted: dict[str, float | str] = {**prediction.as_dict(), "speed": speed.source}
    if prediction.busy:
        predicted["running"], predicted["waiting"] = backend.running, backend.waiting
        if figures.reserved:
            predicted["reserved"] = figures.reserved
        if backend.slots:
            predicted["slots"] = backend.slots
        if prediction.others_s:
            predicted["others_s"] = round(prediction.others_s, 3)
    if speed.draft_gain != 1.0:
        predicted["draft_gain"] = round(speed.draft_gain, 3)
    reason = f"{mode}: {prediction.reason(parallel_mode)}"
    if load is not None:
        predicted["load"], predicted["cpu_share_now"] = load.loadavg, load.share
        if load.share < 1.0:
            reason += f"; on a busy CPU ({load.describe()})"
    if speed.measured_s:
        predicted["calibrate_s"] = round(speed.measured_s, 4)
    return Verdict(mode, reason, predicted)


async def decide(
    provider: Provider,
    parallel_mode: str,
    question: str,
    *,
    max_tokens: int | None = None,
    max_points: int | None = None,
    items: int | None = None,
    ask_id: str = "",
) -> Verdict:
    """``parallel_mode`` where it is predicted faster on ``provider`` than a direct answer,
    else ``"direct"``. Without speed figures (the provider could not say) the parallel mode
    stands; a provider's own error (a model that does not load) is raised. ``items``: the
    request's own items (items mode), priced without a plan. ``ask_id``: the ask decided, whose
    planned streams are then reserved on the backend (:mod:`sot.providers.reserve`), so the
    asks decided after it, before its streams start, are priced with them; the other asks'
    reservations are part of the load it is priced against."""
    from sot.providers.reserve import reserve

    try:
        figures = await _figures(provider, question, ask_id)
    except _NoSpeed as exc:
        return Verdict(parallel_mode, f"{parallel_mode}: no speed figures for this backend ({exc})")
    prediction = _prediction(figures, answer_tokens=_answer_tokens(max_tokens), points=_points(max_points), items=items)
    mode = parallel_mode if prediction.parallel_wins else "direct"
    if ask_id:  # the streams it plans, until they start (a plan and its points, one per item, or one)
        reserve(provider, ask_id, 1 if mode == "direct" else prediction.points + (items is None))
    verdict = _verdict(figures, prediction, parallel_mode, mode)
    if mode == "direct" and figures.loaded:
        return _because_of_load(
            verdict, figures, parallel_mode, max_tokens=max_tokens, max_points=max_points, items=items
        )
    return verdict


def _because_of_load(
    verdict: Verdict,
    figures: _Figures,
    parallel_mode: str,
    *,
    max_tokens: int | None,
    max_points: int | None,
    items: int | None,
) -> Verdict:
    """A direct verdict that the load decided says so: where the same backend with no load
    would have answered in ``parallel_mode``, the reason ends with it and ``predicted`` has
    ``direct_because: "load"`` and the idle backend's ``idle_parallel_s``."""
    alone = _prediction(
        figures.idle(), answer_tokens=_answer_tokens(max_tokens), points=_points(max_points), items=items
    )
    if not alone.parallel_wins:
        return verdict
    predicted = {
        **(verdict.predicted or {}),
        "direct_because": "load",
        "idle_parallel_s": round(alone.parallel_s, 3),
    }
    reason = (
        f"{verdict.reason}; answered directly because of the load: alone on this backend, {parallel_mode} "
        f"would be predicted faster ({alone.parallel_s:.2f} s against {alone.direct_s:.2f} s direct)"
    )
    return Verdict(verdict.mode, reason, predicted)


@dataclass(frozen=True)
class Outlook:
    """What the backend alone leaves a fan-out, before anything is asked of the question
    (:func:`outlook`): the planned mode's verdict, and whether the request's own items could be
    the faster answer there at some count."""

    #: ``parallel_mode``'s verdict (its points do not depend on the question: what the router
    #: would say cannot change it)
    planned: Verdict
    #: whether items mode, with some count of items from 2 to ``max_items``, is predicted faster
    items: bool

    @property
    def fans_out(self) -> bool:
        """Whether any fan-out could pay here: else auto answers directly, asking nothing more."""
        return self.planned.mode != "direct" or self.items


async def outlook(
    provider: Provider,
    parallel_mode: str,
    question: str,
    *,
    max_tokens: int | None = None,
    max_points: int | None = None,
    max_items: int = 50,
    ask_id: str = "",
) -> Outlook:
    """Whether a fan-out could be the faster answer on ``provider`` whatever the question turns
    out to be: ``parallel_mode`` at its points (as :func:`decide` prices it), and items mode at
    every count from 2 to ``max_items`` (its branches). Where neither could, the verdict is
    ``direct``, its reason says so, and (with ``ask_id``) the ask's one stream is reserved; a
    few microseconds of arithmetic over the figures :func:`decide` reads. Without speed figures
    both stand (the question decides)."""
    from sot.providers.reserve import reserve

    try:
        figures = await _figures(provider, question, ask_id)
    except _NoSpeed as exc:
        return Outlook(Verdict(parallel_mode, f"{parallel_mode}: no speed figures for this backend ({exc})"), True)
    answer_tokens = _answer_tokens(max_tokens)
    planned = _prediction(figures, answer_tokens=answer_tokens, points=_points(max_points), items=None)
    mode = parallel_mode if planned.parallel_wins else "direct"
    best: Prediction | None = None
    for n in range(2, max(max_items, 2) + 1):
        each = _prediction(figures, answer_tokens=answer_tokens, points=0, items=n)
        if best is None or each.parallel_s + each.others_s < best.parallel_s + best.others_s:
            best = each
    items = best is not None and best.parallel_wins
    verdict = _verdict(figures, planned, parallel_mode, mode)
    if mode == "direct" and not items:
        if ask_id:
            reserve(provider, ask_id, 1)
        if best is not None and best.direct_s > 0:
            ratio = (best.parallel_s + best.others_s) / best.direct_s
            verdict = dataclasses.replace(
                verdict,
                reason=f"{verdict.reason}; the request's own items, however many, would take {ratio:.2f}x at best",
            )
        if figures.loaded:
            verdict = _because_of_load(
                verdict, figures, parallel_mode, max_tokens=max_tokens, max_points=max_points, items=None
            )
    return Outlook(verdict, items)
