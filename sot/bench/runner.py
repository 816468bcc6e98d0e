"""Runs the benchmark: every question in every mode, one ask at a time, on one shared provider.

Each ask is measured through the events and result it produces (a :class:`sot.Client`'s
``stream``, one client for the run) and a
thin recording wrapper under the orchestrator's own wrappers, which notes every
request's label, token limit, completion tokens and finish reason (so a branch cut
off by its limit is known exactly). Questions run in order, each in every mode in
turn, so an interrupted run keeps complete comparisons for the questions it finished.
Every finished ask is appended to ``results.jsonl`` in the output folder at once.
"""

from __future__ import annotations

import json
import time
from collections.abc import AsyncGenerator, Callable, Sequence
from contextlib import aclosing
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import anyio

from sot.bench.gold import failed_score
from sot.bench.gold import score as gold_score
from sot.bench.quality import judge_pair, structural_checks
from sot.bench.questions import Question

if TYPE_CHECKING:
    from sot.bench.judging import ProbabilityJudge
from sot.client import Client
from sot.errors import SotError, UserInputError
from sot.modes import DIRECT, PASTA
from sot.orchestrator.events import Done
from sot.orchestrator.result import AskResult
from sot.providers.base import Chunk, GenerationRequest, GroupChunk, Provider, Purpose, StreamEnd
from sot.providers.wrappers import WrapperProvider, wrap

__all__ = [
    "BenchConfig",
    "BenchRun",
    "RecordingProvider",
    "answered_as",
    "bench_modes",
    "execute",
    "is_interrupt",
    "measure",
    "run_bench",
    "run_judge",
]


def bench_modes() -> tuple[str, ...]:
    """The modes ``sot bench`` measures: ``auto`` and every registered mode."""
    from sot.modes import modes

    return modes()


@dataclass(kw_only=True)
class BenchConfig:
    """What to run. ``provider`` (an instance) wins over ``model`` (a ``provider:model`` spec)."""

    questions: list[Question]
    modes: tuple[str, ...] = ("direct", "sot", "pasta", "auto")
    model: str | None = None
    provider: Provider | None = None
    provider_options: dict[str, Any] = field(default_factory=dict)
    judge: str | None = None
    judge_provider: Provider | None = None
    #: "text" (the judge's words, through its provider) or "probability" (a local GGUF's first-token
    #: probabilities, position bias cancelled: :class:`sot.bench.judging.ProbabilityJudge`)
    judge_by: str = "text"
    #: the judge's agreement with published preferences: a number of bundled pairs to measure it
    #: on before judging, or the path of an earlier measurement (``benchmarks/judge_agreement.py``)
    judge_agreement: int | str | None = None
    max_tokens: int | None = None
    max_points: int | None = None
    deadline: float | None = None
    warmup: int = 0
    out: Path | None = None
    source: str = ""

    def __post_init__(self) -> None:
        unknown = [m for m in self.modes if m not in bench_modes()]
        if unknown:
            raise UserInputError(f"unknown mode {unknown[0]!r}: choose from {', '.join(bench_modes())}")
        if not self.modes:
            raise UserInputError("no modes to run")
        if len(set(self.modes)) != len(self.modes):
            raise UserInputError(f"a mode is listed twice: {','.join(self.modes)}")
        if self.judge_by not in ("text", "probability"):
            raise UserInputError(f"judge_by must be 'text' or 'probability', got {self.judge_by!r}")
        if self.judge_by == "probability" and self.judge is not None and not self.judge.startswith("local"):
            raise UserInputError(f"a probability judge runs a local GGUF model (local:NAME), not {self.judge!r}")


@dataclass
class BenchRun:
    """What a run produced so far; complete enough to report at any point."""

    config: BenchConfig
    model_name: str = ""
    results: list[dict[str, Any]] = field(default_factory=list)
    judgements: list[dict[str, Any]] = field(default_factory=list)
    #: the judge's agreement with published preferences (:func:`sot.bench.judging.agreement` figures)
    judge_agreement: dict[str, Any] | None = None
    interrupted: bool = False
    started_at: float = field(default_factory=time.time)
    finished_at: float | None = None
    #: the recorded facts of a run read back from its report (:func:`~sot.bench.report.load_run`)
    meta: dict[str, Any] | None = None


@dataclass(slots=True)
class _Call:
    purpose: Purpose
    branch: int | None
    max_tokens: int
    completion_tokens: int | None = None
    finish_reason: str | None = None


class RecordingProvider(WrapperProvider):
    """Forwards to ``inner`` and notes each finished request in :attr:`calls`; never closes ``inner``."""

    def __init__(self, inner: Provider) -> None:
        super().__init__(inner)
        self.calls: list[_Call] = []

    def _note(self, request: GenerationRequest, chunk: Chunk | Any) -> None:
        if isinstance(chunk, StreamEnd):
            self.calls.append(
                _Call(
                    request.purpose,
                    request.branch,
                    request.max_tokens,
                    chunk.usage.completion_tokens,
                    chunk.finish_reason,
                )
            )

    async def stream(self, request: GenerationRequest) -> AsyncGenerator[Chunk, None]:
        async with aclosing(self.inner.stream(request)) as chunks:
            async for chunk in chunks:
                self._note(request, chunk)
                yield chunk

    async def stream_group(self, requests: Sequence[GenerationRequest]) -> AsyncGenerator[GroupChunk, None]:
        async with aclosing(super().stream_group(requests)) as items:
            async for index, chunk in items:
                if self.inner.native_group:  # a fanned-out member was noted by self.stream
                    self._note(requests[index], chunk)
                yield index, chunk

    async def aclose(self) -> None:
        """The benchmark closes the shared provider itself, once."""


def _truncated(calls: Sequence[_Call], branches: Sequence[dict[str, Any]], mode: str) -> list[int]:
    """Branches cut off by their token limit; ``-1`` stands for the main (non-branch) answer."""
    cut: set[int] = set()
    for call in calls:
        hit = call.finish_reason == "length" or (
            call.finish_reason is None and (call.completion_tokens or 0) >= call.max_tokens
        )
        if not hit:
            continue
        if call.purpose == "branch" and call.branch is not None:
            cut.add(call.branch)
        elif call.purpose == DIRECT or (mode == PASTA and call.purpose == PASTA):  # (purposes named for the mode)
            cut.add(-1)
    return sorted(cut)


def _round(x: float | None, nd: int = 4) -> float | None:
    return None if x is None else round(x, nd)


def answered_as(row: dict[str, Any]) -> str | None:
    """How an ask was answered: its answering mode, or ``direct (fallback)`` when a SoT or
    PASTA plan was unusable and the answer came directly; None for a failed ask."""
    if row.get("error"):
        return None
    return "direct (fallback)" if row.get("fallback") else row["answered_mode"]


def record_for(
    question: Question,
    mode: str,
    result: AskResult,
    calls: Sequence[_Call],
    wall_s: float,
    answer_tokens: int | None = None,
) -> dict:
    """One row of ``report.json``'s ``results`` from a finished ask.

    ``answer_tokens``: the final answer's length in the model's tokenizer, where the provider
    can tell (the answer a user reads, whatever calls produced it: no plan text left out of
    it, nothing cut off by a closed stream)."""
    branches = [b.model_dump() for b in result.branches]
    branch_tokens = [b.completion_tokens for b in result.branches]
    total = result.usage.completion_tokens
    main_tokens = max(total - sum(branch_tokens), 0)  # plan (SoT), main text (PASTA), or the direct answer
    critical = main_tokens + max(branch_tokens, default=0)
    plan_tokens = sum(c.completion_tokens or 0 for c in calls if c.purpose in ("skeleton", "pasta", "item_plan"))
    truncated = _truncated(calls, branches, result.mode)
    row = {
        "question_id": question.question_id,
        "category": question.category,
        "question": question.text,
        "mode": mode,
        "answered_mode": result.mode,
        "ok": result.ok,
        "error": None,
        "latency_s": round(wall_s, 4),
        "first_token_s": result.timings.first_token_s,
        "completion_tokens": total,
        "tokens_per_s": round(total / wall_s, 2) if wall_s > 0 else None,
        "answer_tokens": answer_tokens,
        "answer_tokens_per_s": round(answer_tokens / wall_s, 2) if answer_tokens is not None and wall_s > 0 else None,
        "branches": len(result.branches),
        "failed_branches": len(result.failed),
        "plan_tokens": plan_tokens,
        "main_tokens": main_tokens,
        "branch_tokens": branch_tokens,
        "critical_path_tokens": critical,
        "theoretical_speedup": round(total / critical, 3) if critical else None,
        "fallback": result.fallback,
        "route": result.route.model_dump() if result.route is not None else None,
        "checks": structural_checks(
            answer=result.answer,
            question=question.text,
            skeleton=result.skeleton,
            branches=branches,
            truncated=truncated,
        ),
        "timeline": {
            "total_s": result.timings.total_s,
            "plan_s": result.timings.plan_s,
            "first_token_s": result.timings.first_token_s,
            "branches": [
                {k: b[k] for k in ("index", "title", "status", "started_s", "finished_s", "completion_tokens")}
                for b in branches
            ],
        },
        "skeleton": list(result.skeleton),
        "answer": result.answer,
        "prompt_tokens": result.usage.prompt_tokens,
        # what a direct answer to the question would take, in and out (estimated: the result's usage)
        "direct_tokens": result.usage.direct_tokens,
        "drafted_tokens": result.usage.drafted_tokens,
        "accepted_tokens": result.usage.accepted_tokens,
    }
    if question.gold is not None:
        row["gold"] = gold_score(question.gold, result.answer, question.text)
    row["answered_as"] = answered_as(row)
    return row


def error_record(question: Question, mode: str, error: str, wall_s: float) -> dict[str, Any]:
    return {
        "question_id": question.question_id,
        "category": question.category,
        "question": question.text,
        "mode": mode,
        "answered_mode": None,
        "ok": False,
        "error": error,
        "latency_s": None,
        "first_token_s": None,
        "completion_tokens": 0,
        "tokens_per_s": None,
        "answer_tokens": None,
        "answer_tokens_per_s": None,
        "branches": 0,
        "failed_branches": 0,
        "elapsed_s": round(wall_s, 4),
        # a failed ask answered nothing: it scores nothing
        **({"gold": failed_score(question.gold)} if question.gold else {}),
    }


async def measure(
    client: Client, provider: RecordingProvider, question: Question, mode: str, config: BenchConfig
) -> dict:
    """Ask ``question`` in ``mode`` once through ``client`` (whose provider is ``provider``) and
    return its result row (an error row when it fails)."""
    provider.calls = []
    result: AskResult | None = None
    start = time.perf_counter()
    try:
        async with client.stream(
            question.text,
            mode=mode,
            max_tokens=config.max_tokens,
            max_points=config.max_points,
            deadline=config.deadline,
        ) as events:
            async for event in events:
                if isinstance(event, Done):
                    result = event.result
        wall = time.perf_counter() - start
    except Exception as exc:
        return error_record(question, mode, describe_error(exc), time.perf_counter() - start)
    if result is None:
        return error_record(question, mode, "the ask ended without a result", wall)
    return record_for(question, mode, result, provider.calls, wall, provider.count_tokens(result.answer))


def describe_error(exc: BaseException) -> str:
    """One line for an ask's failure; an exception group is described by its first leaf."""
    while isinstance(getattr(exc, "exceptions", None), tuple) and exc.exceptions:  # type: ignore[attr-defined]
        exc = exc.exceptions[0]  # type: ignore[attr-defined]
    text = str(exc) or type(exc).__name__
    return text if isinstance(exc, SotError) else f"{type(exc).__name__}: {text}"


def is_interrupt(exc: BaseException) -> bool:
    """True for a KeyboardInterrupt, bare or inside an exception group."""
    if isinstance(exc, KeyboardInterrupt):
        return True
    return any(is_interrupt(e) for e in getattr(exc, "exceptions", None) or ())


OnEvent = Callable[[str, Question, str, "dict[str, Any] | None"], None]


def _noop(kind: str, question: Question, mode: str, record: dict[str, Any] | None) -> None:
    return None


async def run_bench(config: BenchConfig, run: BenchRun, provider: Provider, on_event: OnEvent = _noop) -> None:
    """Fill ``run.results``: every question in every mode. ``on_event("start"|"done", q, mode, row)``.

    An interruption (Ctrl-C) propagates; what finished is in ``run`` and ``results.jsonl``.
    """
    recorder = RecordingProvider(provider)
    client = Client(provider=recorder)  # the caller's provider: the client leaves it open
    run.model_name = provider.name
    log = None
    if config.out is not None:
        config.out.mkdir(parents=True, exist_ok=True)
        log = (config.out / "results.jsonl").open("w", encoding="utf-8")
    try:
        for _ in range(config.warmup):  # untimed: loads models, parsers and caches every mode uses
            for mode in config.modes:
                await measure(client, recorder, config.questions[0], mode, config)
        for question in config.questions:
            for mode in config.modes:
                on_event("start", question, mode, None)
                row = await measure(client, recorder, question, mode, config)
                run.results.append(row)
                if log is not None:
                    log.write(json.dumps(row, ensure_ascii=False) + "\n")
                    log.flush()
                on_event("done", question, mode, row)
    finally:
        await client.aclose()
        if log is not None:
            log.close()


async def run_judge(run: BenchRun, judge: Provider | ProbabilityJudge, on_event: OnEvent = _noop) -> None:
    """Judge every parallel answer against the direct answer to the same question."""
    from sot.bench.judging import ProbabilityJudge

    judge_name = judge.name
    by_probability = judge if isinstance(judge, ProbabilityJudge) else None
    asker = None if isinstance(judge, ProbabilityJudge) else wrap(judge, attempts=3)
    direct = {r["question_id"]: r for r in run.results if r["mode"] == DIRECT and r.get("answer")}
    for row in list(run.results):
        base = direct.get(row["question_id"])
        if row["mode"] == DIRECT or base is None or not row.get("answer"):
            continue
        question = Question(row["question_id"], row["question"], row.get("category"))
        on_event("judge", question, row["mode"], None)
        if row["answer"].strip() == base["answer"].strip():
            verdict: dict[str, Any] = {"outcome": "tie", "replies": [], "verdicts": [], "identical": True}
        elif by_probability is not None:
            verdict = await anyio.to_thread.run_sync(
                by_probability.judge, row["question"], row["answer"], base["answer"]
            )
        else:
            assert asker is not None
            verdict = await judge_pair(asker, row["question"], row["answer"], base["answer"])
        run.judgements.append(
            {
                "question_id": row["question_id"],
                "category": row.get("category"),
                "mode": row["mode"],
                "judge": judge_name,
                **verdict,
            }
        )


async def judge_agreement(
    judge: Provider | ProbabilityJudge, source: int | str, on_event: OnEvent = _noop
) -> dict[str, Any]:
    """The judge's agreement with GPT-4's published preferences: measured on the first ``source``
    bundled pairs (a number), or read from an earlier measurement (a path to its JSON)."""
    from sot.bench.judging import ProbabilityJudge, agreement, load_pairs

    if isinstance(source, str):
        try:
            data = json.loads(Path(source).read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise UserInputError(f"cannot read the judge's agreement from {source}: {exc}") from exc
        key = "probability" if isinstance(judge, ProbabilityJudge) else "text"
        if not isinstance(data, dict) or not isinstance(data.get(key), dict):
            raise UserInputError(f"{source} is not an agreement report (benchmarks/judge_agreement.py writes one)")
        return {"source": source, "measured_by": data.get("judge"), **data[key]}
    outcomes: list[str] = []
    prefs: list[int] = []
    for i, pair in enumerate(load_pairs(limit=source)):
        on_event("agreement", Question(str(pair.get("id", i)), pair["instruction"]), "judge", None)
        if isinstance(judge, ProbabilityJudge):
            v = await anyio.to_thread.run_sync(judge.judge, pair["instruction"], pair["output_1"], pair["output_2"])
        else:
            v = await judge_pair(wrap(judge, attempts=3), pair["instruction"], pair["output_1"], pair["output_2"])
        outcomes.append(v["outcome"])
        prefs.append(pair["preference"])
    return {
        "source": f"the first {len(prefs)} bundled AlpacaEval pairs",
        "measured_by": judge.name,
        **agreement(outcomes, prefs),
    }


def execute(config: BenchConfig, on_event: OnEvent = _noop) -> BenchRun:
    """Run the benchmark (then the judge) to the end or to Ctrl-C; returns what finished.

    Providers are made once (a judge with the bench's own spec shares its provider) and
    closed at the end. An interrupted run skips the judge and has ``interrupted`` set.
    """
    from sot.providers import get_provider

    run = BenchRun(config)
    owned: list[Provider] = []
    provider = config.provider
    if provider is None:
        provider = get_provider(config.model, **config.provider_options)
        owned.append(provider)
    judge: Provider | ProbabilityJudge | None = config.judge_provider
    if config.judge_by == "probability" and config.judge is not None:
        from sot.bench.judging import ProbabilityJudge

        spec = config.judge
        judge = ProbabilityJudge(None if spec == "local" else spec.removeprefix("local:"))
    elif judge is None and config.judge is not None:
        if config.provider is None and config.judge in (config.model, provider.name):
            judge = provider
        else:
            judge = get_provider(config.judge)
            owned.append(judge)

    async def main() -> None:
        try:
            if judge is not None and config.judge_agreement is not None:
                run.judge_agreement = await judge_agreement(judge, config.judge_agreement, on_event)
            await run_bench(config, run, provider, on_event)
            if judge is not None:
                await run_judge(run, judge, on_event)
        finally:
            with anyio.CancelScope(shield=True):
                for p in owned:
                    await p.aclose()
            if judge is not None and not isinstance(judge, Provider):  # a probability judge: its own engine
                judge.close()

    try:
        anyio.run(main)
    except BaseException as exc:
        if not is_interrupt(exc):
            raise
        run.interrupted = True
    run.finished_at = time.time()
    return run
