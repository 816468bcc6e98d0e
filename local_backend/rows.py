"""One generation in an engine's batch (a "row"), the per-token rules every engine shares,
and the queue of rows both engines schedule from.

After each sampled token a row may bound its line (``line_max_tokens``), then turns the
token into text (the engine's incremental decoder), matches stop strings, guards against
loops (``repeat_tokens``) and checks its limits. :meth:`Row.accept` applies these rules
in that order and returns the step's :class:`~sot.local_backend.contract.EngineEvent`.

:class:`RowQueue` holds what is the same in every engine: requests waiting to join the batch,
cancellation at step boundaries, and the step loop's failure handling. An engine adds
how rows enter and advance (:meth:`RowQueue._advance`), how cancelled or finished rows leave
(:meth:`RowQueue._retire`) and how their cache is released (:meth:`RowQueue._release`).
"""

from __future__ import annotations

import contextlib
import statistics
import threading
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from sot.errors import BackendError, SotError
from sot.local_backend.contract import EngineEvent, SamplingParams
from sot.text import StopMatcher

__all__ = ["Row", "RowQueue", "TextDecoder", "common_prefix"]


class TextDecoder(Protocol):
    """Incremental detokenization: text deltas for one token at a time."""

    def push(self, token_id: int) -> str: ...

    def flush(self) -> str: ...


def common_prefix(a: Sequence[int], b: Sequence[int]) -> int:
    """The length of the longest common prefix of ``a`` and ``b``."""
    n = min(len(a), len(b))
    i = 0
    while i < n and a[i] == b[i]:
        i += 1
    return i


@dataclass(eq=False)
class Row:
    """A generation's state: its prompt, the tokens in the cache, what it generated."""

    id: int
    prompt: list[int]
    params: SamplingParams
    messages: tuple[Any, ...] | None = None  # encoded at admission, in the engine's thread
    tokens: list[int] = field(default_factory=list)  # tokens whose KV is in the cache
    generated: list[int] = field(default_factory=list)
    next_token: int | None = None  # sampled, not yet fed
    reused: int = 0
    decoder: TextDecoder | None = None
    matcher: StopMatcher | None = None
    line_tokens: int = 0  # tokens generated since the last newline
    spans: set[tuple[int, ...]] = field(default_factory=set)  # generated spans of repeat_tokens tokens
    done: bool = False

    def start(self, decoder: TextDecoder) -> None:
        """Ready the row to generate (at admission)."""
        self.decoder = decoder
        self.matcher = StopMatcher(self.params.stop)

    def bound_line(self, token: int, is_eos: bool, newlines: Callable[[], tuple[frozenset[int], int]]) -> int:
        """``token``, or a newline when the row's line has reached ``line_max_tokens``.

        ``newlines()`` gives the ids whose text holds a newline and the id of ``"\\n"``.
        """
        cap = self.params.line_max_tokens
        if cap is None or is_eos:
            return token
        ids, newline = newlines()
        if token not in ids and self.line_tokens >= cap:
            token = newline
        self.line_tokens = 0 if token in ids else self.line_tokens + 1
        return token

    def repeats(self) -> bool:
        """True when the newest ``repeat_tokens`` generated tokens were generated before, in order."""
        n = self.params.repeat_tokens
        if not n or len(self.generated) < n:
            return False
        span = tuple(self.generated[-n:])
        if span in self.spans:
            return True
        self.spans.add(span)
        return False

    def accept(self, token: int, *, is_eos: bool, context_full: bool) -> EngineEvent | None:
        """Record the sampled ``token``; the event for this step (``None`` when it has no text yet)."""
        assert self.decoder is not None and self.matcher is not None
        self.generated.append(token)
        finish = None
        text, text_stopped = "", False
        if is_eos and not self.params.ignore_eos:
            finish = "stop"
        else:
            text, stopped = self.matcher.feed(self.decoder.push(token))
            if stopped:
                finish, text_stopped = "stop", True
            elif self.repeats():
                finish = "repeat"
            elif len(self.generated) >= self.params.max_tokens or context_full:
                finish = "length"
        if finish is not None:
            self.done, self.next_token = True, None
            if not (finish == "stop" and text_stopped):  # a stop string drops the rest
                tail, stopped = self.matcher.feed(self.decoder.flush())
                text += tail + ("" if stopped else self.matcher.flush())
                finish = "stop" if stopped else finish
        else:
            self.next_token = token
        if not (text or finish):
            return None
        return EngineEvent(
            self.id,
            text,
            finish,
            prompt_tokens=len(self.prompt),
            completion_tokens=len(self.generated),
            reused_tokens=self.reused,
        )


class StepTimes:
    """What an engine's own steps took: decode steps by the number of rows they advanced, and
    prompt tokens computed per second. Each engine step records itself (a few appends), so the
    backend's cost model reads the engine's measured speed (see ``sot.local_backend.speed``)."""

    def __init__(self, keep: int = 64) -> None:
        self._decode: dict[int, deque[float]] = {}
        self._prefill: deque[tuple[int, float]] = deque(maxlen=16)
        self._keep = keep
        self._lock = threading.Lock()

    def record(self, *, rows: int, prompt_tokens: int, seconds: float) -> None:
        """One step: ``rows`` live rows advanced; ``prompt_tokens`` computed for rows joining."""
        with self._lock:
            if prompt_tokens:
                self._prefill.append((prompt_tokens, seconds))
            elif rows:
                self._decode.setdefault(rows, deque(maxlen=self._keep)).append(seconds)

    def decode_s(self) -> dict[int, float]:
        """The median decode step time for each number of rows seen."""
        with self._lock:
            return {rows: statistics.median(times) for rows, times in sorted(self._decode.items())}

    def prefill_tok_s(self) -> float | None:
        """Prompt tokens computed per second over the recent steps that admitted rows (their
        live rows' next tokens ride along), or ``None`` before any."""
        with self._lock:
            tokens, seconds = sum(t for t, _ in self._prefill), sum(s for _, s in self._prefill)
        return tokens / seconds if tokens and seconds > 0 else None


R = TypeVar("R", bound=Row)

# errors from the model's runtime that end the batch with a BackendError, not a crash
_RUNTIME_ERRORS = (RuntimeError, ValueError, IndexError, OSError)


class RowQueue(Generic[R]):
    """The batch's rows and the requests waiting to join it, shared by both engines.

    ``submit``/``cancel`` may be called from any thread; ``step`` runs in the
    engine's thread and admits at most ``max_rows`` rows.
    """

    row_type: ClassVar[type[Row]] = Row
    max_rows: int
    prompt_tokens_computed: int  # (the engine counts it)

    def _init_queue(self, max_rows: int) -> None:
        self.max_rows = max_rows
        self.step_times = StepTimes()
        self._rows: list[R] = []  # in the batch
        self._pending: list[R] = []  # waiting to join it
        self._admitting: list[R] = []  # joining it during the current step
        self._cancelled: set[int] = set()
        self._drafted_in_step = 0  # draft tokens the engine fed in the current step
        self._next_id = 0
        self._lock = threading.Lock()  # guards _pending, _cancelled, _next_id
        self._step_lock = threading.Lock()

    # ------------------------------------------------------------------ public API

    def submit(self, prompt: Sequence[int] | Sequence[Any], params: SamplingParams) -> int:
        """Queue a generation (prompt ids, or chat messages the engine encodes at admission);
        it joins the batch at the next step. Returns its row id."""
        is_ids = all(isinstance(t, int) for t in prompt)
        with self._lock:
            row = self.row_type(
                self._next_id, list(prompt) if is_ids else [], params, None if is_ids else tuple(prompt)
            )
            self._next_id += 1
            self._pending.append(row)  # type: ignore[arg-type]
        return row.id

    def cancel(self, row_id: int) -> None:
        """Stop row ``row_id`` at the next step boundary (no further events)."""
        with self._lock:
            self._cancelled.add(row_id)

    def has_work(self) -> bool:
        with self._lock:
            return bool(self._pending) or any(not r.done for r in self._rows)

    @property
    def live_rows(self) -> int:
        return sum(1 for r in self._rows if not r.done)

    def step(self) -> list[EngineEvent]:
        """Drop cancelled and finished rows, admit waiting ones, advance every live row a token."""
        with self._step_lock, self._step_context():
            events: list[EngineEvent] = []
            try:
                with self._lock:
                    cancelled, self._cancelled = self._cancelled, set()
                    self._pending = [r for r in self._pending if r.id not in cancelled]
                self._retire(cancelled)
                with self._lock:
                    room = self.max_rows - len(self._rows)
                    new, self._pending = self._pending[:room], self._pending[room:]
                self._admitting = new
                rows, computed, started = self.live_rows, self.prompt_tokens_computed, time.perf_counter()
                self._drafted_in_step = 0
                events += self._advance(new)
                self.step_times.record(  # (a step that verified drafts is no plain decode step)
                    rows=0 if self._drafted_in_step else rows,
                    prompt_tokens=self.prompt_tokens_computed - computed,
                    seconds=time.perf_counter() - started,
                )
                self._admitting = []
            except SotError as exc:
                events += self.fail_all(exc)
            except _RUNTIME_ERRORS as exc:
                events += self.fail_all(BackendError(f"local generation failed: {exc}"))
            return events

    def fail_all(self, error: SotError) -> list[EngineEvent]:
        """End every row with ``error`` and empty the batch."""
        with self._lock:
            pending, self._pending = self._pending, []
        failed = dict.fromkeys(r.id for r in self._rows + self._admitting + pending if not r.done)
        self._release(self._rows + self._admitting)
        self._rows.clear()
        self._admitting = []
        return [EngineEvent(row_id, error=error) for row_id in failed]

    def fail_orphans(self, row_ids: set[int]) -> list[EngineEvent]:
        """Error events for ids the engine no longer holds (a safety net for waiting consumers)."""
        with self._lock:
            alive = {r.id for r in self._rows + self._pending}
        return [EngineEvent(i, error=BackendError("generation was lost")) for i in sorted(row_ids - alive)]

    # ------------------------------------------------------------------ for the engine

    def _step_context(self) -> contextlib.AbstractContextManager[Any]:
        return contextlib.nullcontext()

    def _retire(self, cancelled: set[int]) -> None:
        """Drop finished rows and those in ``cancelled`` from the batch."""
        raise NotImplementedError

    def _advance(self, new: list[R]) -> list[EngineEvent]:
        """Admit ``new`` and advance every live row by one token: the step's events."""
        raise NotImplementedError

    def _release(self, rows: list[R]) -> None:
        """Free the cache of ``rows`` (the batch is being emptied)."""
        raise NotImplementedError
