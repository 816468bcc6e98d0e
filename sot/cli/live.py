"""The live view of `sot ask`, and what an interrupted ask keeps.

:class:`LiveView` draws, on a terminal, what the ask is doing: before the first token a
status line says what is happening (loading the local model, choosing a mode, waiting for
the skeleton); then the skeleton's points fill in as they stream. The view never grows
taller than the terminal less one line, so nothing of it scrolls into the scrollback,
and it is cleared before the final answer is printed: the answer appears once. To fit,
finished points collapse to their title line, runs of them (and of points still waiting)
to one line, and each point still streaming shows its newest lines. With stdout piped or
``--json``, a one-line status goes to stderr instead (when that is a terminal), also
cleared at the end.

Ctrl-C ends an ask as its deadline would (:func:`guard` sets the ask's
:class:`~sot.orchestrator.ask.Interrupt`): the ask's mode puts its whole answer together
from what had finished, in answer order, each part it cut marked ``… [interrupted]``, and
``sot ask`` prints it and exits 130 (``--json``: the result, ``status`` ``"interrupted"``).
:func:`interrupt_guard` makes Ctrl-C prompt while a worker thread holds the ask (a model
loading): past :data:`GRACE_S` seconds after it, or at a second Ctrl-C, the process prints
what :class:`Collected` recorded of the events (:func:`report_interrupt`) and exits 130 at
once.
"""

from __future__ import annotations

import json
import os
import re
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from sot.orchestrator.events import Done, Event
from sot.orchestrator.modes import REGISTRY

__all__ = [
    "GRACE_S",
    "Collected",
    "LiveView",
    "guard",
    "interrupt_guard",
    "json_status",
    "open_view",
    "plan_so_far",
    "report_interrupt",
    "report_plan",
]

#: seconds a Ctrl-C may take to end the ask cleanly (requests closed) before sot exits at once
GRACE_S = 2.0
#: the error of a branch that Ctrl-C cut, and ``status`` of an interrupted ask's JSON
INTERRUPTED = "interrupted"

_SPINNER = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"


def json_status(exit_code: int) -> str:
    """``status`` of ``--json`` output without a result's own (:attr:`Ending.status
    <sot.orchestrator.result.Ending.status>`, which adds ``looped``): ``complete`` (exit 0),
    ``incomplete`` (1), ``interrupted`` (130)."""
    return {0: "complete", 130: INTERRUPTED}.get(exit_code, "incomplete")


class Collected:
    """What the events said so far, so an interrupted ask can still show finished work."""

    def __init__(self, *, model: str | None = None, mode: str | None = None) -> None:
        self.started = time.monotonic()
        self.model = model
        self.mode = mode
        self.result: Any = None
        self.points: tuple[str, ...] = ()
        self.titles: dict[int, str] = {}  # from BranchStarted: SoT points start before PlanReady
        self.done: dict[int, str] = {}
        self.failed: dict[int, str] = {}
        self.streamed: dict[int, list[str]] = {}  # text of branches still running (or cut)
        self.answer_text: list[str] = []  # the AnswerDelta text (direct and PASTA main text)
        self.streamed_answer: list[str] = []  # the answer as it streamed (AnswerText), in answer order
        self.first_token_s: float | None = None
        self.plan_s: float | None = None
        self.plan = ""  # the plan as it streamed (PlanDelta): SoT's skeleton

    def add(self, event: Event) -> None:
        name = type(event).__name__
        e: Any = event
        if isinstance(event, Done):
            self.result = event.result
        elif name == "AskStarted":  # the ask's own settings, resolved once
            self.model, self.mode = e.model, e.mode
        elif name == "AnswerText":
            self.streamed_answer.append(e.text)
        elif name == "RouteDecided":
            self.mode = e.mode
        elif name == "PlanDelta":
            self.plan += e.text
        elif name == "PlanReady":
            self.points = e.points
            self.mode = e.mode
            self.plan_s = e.t
        elif name == "BranchStarted":  # (a branch asked again starts again: its first answer is not kept)
            self.titles[e.index] = e.title
            self.done.pop(e.index, None)
            self.streamed.pop(e.index, None)
        elif name == "BranchDelta":
            self.streamed.setdefault(e.index, []).append(e.text)
        elif name == "BranchDone":
            self.done[e.index] = e.text
        elif name == "BranchFailed":
            self.failed[e.index] = e.error
            if e.partial_text and e.index not in self.streamed:
                self.streamed[e.index] = [e.partial_text]
        elif name == "AnswerDelta":
            self.answer_text.append(e.text)
        if name in ("BranchDelta", "AnswerDelta") and self.first_token_s is None:
            self.first_token_s = e.t

    def _title(self, i: int) -> str:
        return self.points[i] if i < len(self.points) else self.titles.get(i, "")

    def _indices(self) -> list[int]:
        return sorted(set(range(len(self.points))) | set(self.titles) | set(self.done) | set(self.streamed))

    def _cut_text(self, i: int) -> str:
        return "".join(self.streamed.get(i, ())).strip()

    def partial_answer(self) -> str:
        """The answer as far as it had streamed, in answer order, ending in the interrupt's
        mark; where the parts are the answer's sections in order (SoT's points), every point
        in its place: finished ones whole, cut ones with their text so far and the mark."""
        from sot.orchestrator.result import INTERRUPTED_MARK, failed_mark

        mode = REGISTRY.get(self.mode or "")
        indices = self._indices()
        if mode is not None and mode.sectioned and indices:
            lines = []
            for i in indices:
                label = f"{i + 1}. {self._title(i)}"
                if i in self.done:
                    lines.append(f"{label}: {self.done[i].strip()}" if self.done[i].strip() else label)
                    continue
                text = self._cut_text(i)
                lines.append(
                    f"{label}: {text}{INTERRUPTED_MARK}"
                    if text
                    else f"{label}: {failed_mark(i, self.failed.get(i, INTERRUPTED))}"
                )
            return mode.separator.join(lines)
        text = "".join(self.streamed_answer).rstrip()
        return text + INTERRUPTED_MARK if text else ""

    def finished_after_cut(self) -> list[str]:
        """The parts that had finished but were not in the streamed answer yet (``"point 3"``)."""
        mode = REGISTRY.get(self.mode or "")
        if mode is not None and mode.sectioned:  # (in the answer already)
            return []
        streamed = "".join(self.streamed_answer)
        return [
            f"point {i + 1}" for i in sorted(self.done) if self.done[i].strip() and self.done[i].strip() not in streamed
        ]

    def interrupted_result(self) -> dict[str, Any]:
        """The ``--json`` object of an ask Ctrl-C cut short: the keys of a finished one, with
        ``status`` ``"interrupted"``, the points cut as ``partial`` (their text kept) or
        ``failed`` (none written), and ``error`` ``"interrupted"``."""
        from sot.orchestrator.result import AskResult, BranchResult, Timings

        branches = []
        for i in self._indices():
            if i in self.done:
                branches.append(BranchResult(index=i, title=self._title(i), text=self.done[i], status="done"))
            else:
                text = self._cut_text(i)
                branches.append(
                    BranchResult(
                        index=i,
                        title=self._title(i),
                        text=text,
                        status="partial" if text else "failed",
                        error=self.failed.get(i, INTERRUPTED),
                    )
                )
        result = AskResult(
            answer=self.partial_answer(),
            mode=self.mode or "auto",
            model=self.model or "",
            skeleton=list(self.points) or [self._title(i) for i in sorted(self.titles)],
            branches=branches,
            timings=Timings(
                total_s=round(time.monotonic() - self.started, 3), plan_s=self.plan_s, first_token_s=self.first_token_s
            ),
            error=INTERRUPTED,
        )
        return {"status": INTERRUPTED, **result.model_dump()}


def plan_so_far(text: str) -> list[str]:
    """The lines of a plan an interrupt cut while it was written (SoT's skeleton), the last one
    marked where it was cut mid-line: ``["1. Alpha", "2. Beta", "3. Gam … [interrupted]"]``."""
    from sot.orchestrator.result import INTERRUPTED_MARK

    lines = [line.rstrip() for line in text.strip("\n").split("\n") if line.strip()]
    if lines and not text.endswith("\n") and not re.fullmatch(r"\d+\.", lines[-1].strip()):
        lines[-1] += INTERRUPTED_MARK
    elif lines and re.fullmatch(r"\d+\.", lines[-1].strip()):  # a number with nothing after it yet
        lines.pop()
    return lines


def report_plan(text: str, mode: str | None) -> bool:
    """After an interrupt that left no answer: print the plan written so far (stdout) and
    where it stopped (stderr); ``False`` where no plan had been written either."""
    lines = plan_so_far(text)
    if not lines:
        return False
    what = "the skeleton" if mode in (None, "sot", "auto") else "the plan"
    print("\n".join(lines), flush=True)
    print(
        f"sot: interrupted while {what} was being written, {len(lines)} line{'s' if len(lines) != 1 else ''} in, "
        f"before any {_part_noun(mode)} was written: printed {what} so far",
        file=sys.stderr,
        flush=True,
    )
    return True


def _part_noun(mode: str | None) -> str:
    found = REGISTRY.get(mode or "")
    return found.part_noun if found is not None else "point"


def report_interrupt(state: Collected | None, *, as_json: bool) -> int:
    """Print what an interrupted ask keeps from its events (one JSON object with ``as_json``),
    for an ask that did not end within the grace time; returns 130."""
    state = state if state is not None else Collected()
    if as_json:
        print(json.dumps(state.interrupted_result(), ensure_ascii=False), flush=True)
        print("sot: interrupted", file=sys.stderr, flush=True)
        return 130
    partial = state.partial_answer()
    if partial:
        print(partial, flush=True)
        print(
            "sot: interrupted; printed the answer as far as it had been written (what it cut ends in [interrupted])",
            file=sys.stderr,
            flush=True,
        )
        later = state.finished_after_cut()
        if later:
            print(
                f"sot: {len(later)} part(s) had also finished past that point ({', '.join(later)}): "
                "--json keeps the text of every part",
                file=sys.stderr,
                flush=True,
            )
    elif not report_plan(state.plan, state.mode):
        print("sot: interrupted", file=sys.stderr, flush=True)
    return 130


@contextmanager
def interrupt_guard(
    on_timeout: Callable[[], None],
    grace_s: float = GRACE_S,
    on_signal: Callable[[], None] | None = None,
    interrupt: Any = None,
) -> Iterator[None]:
    """Inside a running asyncio loop (``anyio.run``'s): a Ctrl-C sets ``interrupt`` (an
    :class:`~sot.orchestrator.ask.Interrupt`: the ask ends as at its deadline, its answer
    whole from what had finished), or without one cancels the ask as asyncio does (requests
    are closed); ``on_signal()`` runs first. If the ask has not ended ``grace_s`` seconds
    later (a worker thread holds it: a model loading, a long forward pass) or on a second
    Ctrl-C, ``on_timeout()`` runs and the process exits 130 at once."""
    import asyncio

    if threading.current_thread() is not threading.main_thread():
        yield
        return
    loop = asyncio.get_running_loop()
    before = signal.getsignal(signal.SIGINT)
    pressed = 0

    def give_up() -> None:
        try:
            on_timeout()
        finally:
            os._exit(130)

    def on_sigint(signum: int, frame: Any) -> None:
        nonlocal pressed
        pressed += 1
        if pressed > 1:
            give_up()
        if on_signal is not None:
            on_signal()
        loop.call_soon_threadsafe(loop.call_later, grace_s, give_up)
        if interrupt is not None:  # the ask ends itself, keeping what had finished
            loop.call_soon_threadsafe(interrupt.set)
        elif callable(before):
            before(signum, frame)
        else:
            raise KeyboardInterrupt

    signal.signal(signal.SIGINT, on_sigint)
    try:
        yield
    finally:
        if signal.getsignal(signal.SIGINT) is on_sigint:
            signal.signal(signal.SIGINT, before)


# ---------------------------------------------------------------------- the view


class LiveView:
    """What the ask is doing, redrawn in place on a terminal and cleared at the end.

    ``compact`` draws only the status line (for stderr while stdout is piped or JSON).
    Events come from the event loop (:meth:`update`); load progress may come from a worker
    thread (:meth:`progress`); rich redraws from its own thread: a lock keeps them apart.
    """

    def __init__(
        self,
        *,
        console: Any = None,
        compact: bool = False,
        model: str | None = None,
        mode: str | None = None,
        refresh_per_second: float = 12,
    ) -> None:
        from rich.console import Console
        from rich.live import Live

        self.console = console if console is not None else Console(stderr=compact)
        self.compact = compact
        self._lock = threading.RLock()
        self.started = time.monotonic()
        self.model = model
        self.mode = mode  # None: auto (or the template's), known once routed or planned
        self.loading: str | None = None
        self.plan = ""
        self.points: list[str] = []
        self.texts: dict[int, str] = {}
        self.status: dict[int, str] = {}  # index -> running | done | failed
        self.errors: dict[int, str] = {}
        self.answer = ""
        self.planned = False
        #: map-reduce: what it reads, before reading it ("26,000 tokens, about 290 s")
        self.estimate = ""
        #: the plan in a few words, where the mode says it (items: "5 questions (list, found by the tagger)")
        self.about = ""
        self.stopping = False
        self.live = Live(
            console=self.console,
            refresh_per_second=refresh_per_second,
            transient=True,
            vertical_overflow="crop",
            get_renderable=self._render,
            redirect_stdout=not compact,
            redirect_stderr=not compact,
        )

    # ------------------------------------------------------------------ context
    def __enter__(self) -> LiveView:
        self.live.__enter__()
        return self

    def __exit__(self, *exc: Any) -> None:
        self.stop()

    def stop(self) -> None:
        """Clear the view (safe to call twice, and from a signal handler)."""
        try:
            self.live.stop()
        except Exception:  # a view that cannot clear must not hide the answer
            pass

    # ------------------------------------------------------------------ input
    def progress(self, message: str, fraction: float | None = None) -> None:
        """Load progress of the local model (called from the loading thread)."""
        with self._lock:
            pct = f" {fraction * 100:.0f}%" if fraction is not None else ""
            self.loading = f"{message}{pct}"

    def interrupted(self) -> None:
        """Ctrl-C was pressed: the ask is being stopped."""
        self.stopping = True

    def update(self, event: Event) -> None:
        with self._lock:  # rich redraws a dozen times a second from its own thread
            self._apply(event)

    def _apply(self, event: Event) -> None:
        name = type(event).__name__
        e: Any = event
        if name != "Done":
            self.loading = None  # the model answers: it has loaded
        if name == "AskStarted":  # the ask's own settings, resolved once
            self.model, self.mode = e.model, e.mode
        elif name == "RouteDecided":
            self.mode = e.mode
        elif name == "PlanDelta":
            self.plan += e.text
        elif name == "PlanReady":
            self.planned = True
            self.mode = e.mode
            for i, title in enumerate(e.points):
                self._point(i, title)
            if getattr(e, "tokens", None):
                about = f", about {e.estimate_s:.0f} s" if getattr(e, "estimate_s", None) else ""
                self.estimate = f"{e.tokens:,} tokens{about}"
            self.about = getattr(e, "about", None) or ""
        elif name == "BranchStarted":
            self._point(e.index, e.title)
            self.status[e.index] = "running"
            self.texts[e.index] = ""  # (asked again: it writes anew)
        elif name == "BranchDelta":
            self.texts[e.index] = self.texts.get(e.index, "") + e.text
        elif name == "BranchDone":
            self.status[e.index] = "done"
            self.texts[e.index] = e.text
        elif name == "BranchFailed":
            self.status[e.index] = "failed"
            self.errors[e.index] = e.error
        elif name == "AnswerDelta":
            self.answer += e.text

    def _point(self, index: int, title: str) -> None:
        while len(self.points) <= index:
            self.points.append("")
        if title and not self.points[index]:
            self.points[index] = title

    # ------------------------------------------------------------------ drawing
    def _render(self) -> Any:
        from rich.console import Group

        width, height = self.console.size
        with self._lock:
            return Group(*self.frame(width, height))

    def status_line(self) -> str:
        """What is happening now, in a few words."""
        model = self.model or "the model"
        running = sum(s == "running" for s in self.status.values())
        finished = sum(s == "done" for s in self.status.values())
        failed = sum(s == "failed" for s in self.status.values())
        if self.stopping:
            return "interrupted: stopping (Ctrl-C again to quit at once)"
        if self.loading:
            return f"loading {model}: {self.loading}"
        mode = REGISTRY.get(self.mode or "")
        if self.points:
            n = len(self.points)
            noun = mode.part_noun if mode is not None else "point"
            parts = [
                self.about or f"{n} {noun}{'s' if n != 1 else ''}" + (f" ({self.estimate})" if self.estimate else "")
            ]
            if not self.planned and (mode is None or mode.sectioned):  # SoT: points start as the skeleton goes on
                parts.append("skeleton still being written")
            parts += [f"{finished} done"] + ([f"{running} writing"] if running else [])
            parts += [f"{failed} failed"] if failed else []
            return ", ".join(parts)
        if self.answer:
            # a mode whose branches write inside the text (PASTA) says so
            inside = mode is not None and mode.branches_in_answer and not mode.sectioned
            return f"{model} is answering" + (f" (mode {self.mode})" if inside else "")
        if self.plan:
            return f"{model} is writing the skeleton"
        if mode is None:  # the mode is not chosen yet (auto)
            return "starting"
        return f"waiting for {model} to start {mode.first_output}"

    def frame(self, width: int, height: int) -> list[Any]:
        """The lines of the view for a ``width`` x ``height`` terminal: at most ``height - 1``
        lines, none wider than ``width - 1`` cells, so nothing ever scrolls or wraps."""
        from rich.text import Text

        w = max(10, width - 1)
        rows = max(1, height - 1)
        elapsed = time.monotonic() - self.started
        spin = _SPINNER[int(elapsed * 10) % len(_SPINNER)]
        header = Text(f"{spin} ", style="cyan")
        header.append(f"{self.status_line()} · {elapsed:.1f}s", style="dim")
        header.truncate(w, overflow="ellipsis")
        if self.compact or rows == 1:
            return [header]
        items = self._items()
        items = _fit(items, rows - 1)
        _allot(items, rows - 1 - len(items), self.console, w)
        out = [header]
        for item in items:
            out.extend(item.draw(self.console, w, spin))
        return out[:rows]

    def _items(self) -> list[_Item]:
        items: list[_Item] = []
        if self.answer:
            items.append(_Item("text", -1, "", self.answer))
        if self.points:
            for i, title in enumerate(self.points):
                items.append(_Item(self.status.get(i, "waiting"), i, title, self.texts.get(i, ""), self.errors.get(i)))
        elif self.plan and not self.answer and not self.loading:  # "1." is sot's, not the model's
            items.append(_Item("plan", -1, "", self.plan))
        return items


class _Item:
    """One block of the view: the main text, the skeleton being written, a point, or a run of points."""

    def __init__(
        self, kind: str, index: int, title: str, text: str, error: str | None = None, last: int | None = None
    ) -> None:
        self.kind = kind  # text | plan | running | done | failed | waiting
        self.index = index
        self.last = index if last is None else last  # a run of points: index..last
        self.title = title
        self.text = " ".join(text.split())
        self.error = error
        self.rows = 1

    @property
    def grows(self) -> bool:
        return self.kind in ("text", "plan", "running")

    def wrapped(self, console: Any, width: int) -> list[Any]:
        from rich.text import Text

        if self.kind == "running":
            full = self._label("")
            if self.text:
                full.append(": " + self.text)
        else:
            full = Text(self.text, style="dim" if self.kind == "plan" else "")
        return list(full.wrap(console, width, overflow="fold"))

    def _label(self, spin: str) -> Any:
        from rich.text import Text

        mark = {"done": "✓", "failed": "✗", "waiting": "·", "running": spin or "⠿"}.get(self.kind, " ")
        style = {"done": "green", "failed": "red", "waiting": "dim", "running": "cyan"}.get(self.kind, "")
        label = Text(f"{mark} ", style=style)
        if self.last != self.index:
            word = {"done": "done", "failed": "failed", "waiting": "waiting"}[self.kind]
            label.append(f"points {self.index + 1}–{self.last + 1} {word}", style="dim")
            return label
        label.append(f"{self.index + 1}. ", style="bold")
        label.append(
            self.title, style="bold cyan" if self.kind == "running" else ("dim" if self.kind == "waiting" else "")
        )
        return label

    def draw(self, console: Any, width: int, spin: str) -> list[Any]:
        from rich.text import Text

        if self.kind == "more":
            return [Text(self.title, style="dim")]
        if self.kind in ("done", "waiting", "failed"):
            line = self._label(spin)
            if self.kind == "failed" and self.last == self.index:
                from sot.orchestrator.result import short_reason

                line.append(f" ({short_reason(self.error)})", style="red")
            line.truncate(width, overflow="ellipsis")
            return [line]
        lines = self.wrapped(console, width)
        if self.kind != "running":
            return [*lines[-self.rows :]] if lines else []
        if len(lines) <= self.rows:
            return [self._relabel(lines[0], spin), *lines[1:]]
        head = self._label(spin)
        if self.rows == 1:
            head.append(": …")
            room = width - head.cell_len
            head.append(_tail(self.text, room))
            head.truncate(width, overflow="ellipsis")
            return [head]
        head.append(": …")
        head.truncate(width, overflow="ellipsis")
        body = list(Text(self.text).wrap(console, width, overflow="fold"))
        return [head, *body[-(self.rows - 1) :]]

    def _relabel(self, line: Any, spin: str) -> Any:
        """The first wrapped line with the spinner's current frame as its mark."""
        if spin and line.plain[:1] in _SPINNER + "⠿":
            line = line.copy()
            line.plain = spin + line.plain[1:]
        return line


def _tail(text: str, cells: int) -> str:
    """The end of ``text`` that fits in ``cells`` terminal cells."""
    from rich.cells import cell_len

    if cells <= 0:
        return ""
    out: list[str] = []
    used = 0
    for ch in reversed(text):
        used += cell_len(ch)
        if used > cells:
            break
        out.append(ch)
    return "".join(reversed(out))


def _fit(items: list[_Item], rows: int) -> list[_Item]:
    """At most ``rows`` items: runs of finished and of waiting points become one line each;
    if still too many, the main text and the points with streaming text are kept first
    (lowest number first), then failed, finished, started and waiting ones, and the rest
    are counted on a last line."""
    if len(items) <= rows:
        return items
    merged: list[_Item] = []
    for item in items:
        prev = merged[-1] if merged else None
        if (
            prev is not None
            and item.kind in ("done", "waiting")
            and prev.kind == item.kind
            and prev.last + 1 == item.index
        ):
            prev.last = item.index
        else:
            merged.append(_Item(item.kind, item.index, item.title, item.text, item.error, item.last))
    if len(merged) <= rows:
        return merged

    def rank(item: _Item) -> tuple[int, int]:
        order = {"text": 0, "plan": 0, "running": 1 if item.text else 4, "failed": 2, "done": 3, "waiting": 5}
        return order[item.kind], item.index

    ranked = sorted(range(len(merged)), key=lambda k: rank(merged[k]))
    keep = sorted(ranked[: max(0, rows - 1)])
    hidden = sum(merged[k].last - merged[k].index + 1 for k in ranked[max(0, rows - 1) :])
    out = [merged[k] for k in keep]
    out.append(_Item("more", -1, f"  … {hidden} more point{'s' if hidden != 1 else ''} not shown", ""))
    return out


def _allot(items: list[_Item], spare: int, console: Any, width: int) -> None:
    """Share ``spare`` rows among the blocks that stream, one at a time in turn (the main
    text first, then points in order), each up to what its text needs."""
    needs = {id(item): len(item.wrapped(console, width)) for item in items if item.grows}
    while spare > 0:
        grew = False
        for item in items:
            if spare > 0 and item.grows and item.rows < needs[id(item)]:
                item.rows += 1
                spare -= 1
                grew = True
        if not grew:
            break


# ---------------------------------------------------------------------- wiring for `sot ask`


def open_view(args: Any, kwargs: dict[str, Any]) -> LiveView | None:
    """The view an ask shows, or ``None``: the full view on a terminal stdout (unless
    ``--json`` or ``--no-stream``), else a status line on a terminal stderr. On the local
    provider the view shows its load progress (``kwargs["provider_options"]["progress"]``)
    in place of lines on stderr."""
    full = not (args.json or args.no_stream) and sys.stdout.isatty()
    if not full and not sys.stderr.isatty():
        return None
    view = LiveView(compact=not full)  # the model and mode come with the ask's first event
    # the local model's load progress (other providers load none, and are given none)
    kwargs["provider_options"] = {**(kwargs.get("provider_options") or {}), "progress": view.progress}
    return view


def guard(
    view: LiveView | None,
    state: Collected,
    *,
    as_json: bool,
    interrupt: Any = None,
    printed: Callable[[], bool] = lambda: False,
) -> Any:
    """:func:`interrupt_guard` for an ask: Ctrl-C sets the ask's ``interrupt``; past the grace
    time, clear the view and print what ``state`` holds (unless the answer is ``printed()``
    already: the client closing after it)."""

    def give_up() -> None:
        if view is not None:
            view.stop()
        if not printed():
            report_interrupt(state, as_json=as_json)

    return interrupt_guard(give_up, on_signal=view.interrupted if view is not None else None, interrupt=interrupt)
