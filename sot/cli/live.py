"""The live view of `sot ask` and what an interrupted ask keeps.

:class:`LiveView` draws the skeleton and every point filling in as events arrive;
:class:`Collected` records what the events said so far, so an ask cut short by Ctrl-C
can still print its finished (and partial) work.
"""

from __future__ import annotations

from typing import Any

from sot.orchestrator.events import Done, Event

__all__ = ["Collected", "LiveView"]


class Collected:
    """What the events said so far, so an interrupted ask can still show finished work."""

    def __init__(self) -> None:
        self.result: Any = None
        self.points: tuple[str, ...] = ()
        self.titles: dict[int, str] = {}  # from BranchStarted: SoT points start before PlanReady
        self.done: dict[int, str] = {}
        self.streamed: dict[int, list[str]] = {}  # text of branches still running (or cut)
        self.answer_text: list[str] = []

    def add(self, event: Event) -> None:
        name = type(event).__name__
        if isinstance(event, Done):
            self.result = event.result
        elif name == "PlanReady":
            self.points = event.points  # type: ignore[attr-defined]
        elif name == "BranchStarted":
            self.titles[event.index] = event.title  # type: ignore[attr-defined]
        elif name == "BranchDelta":
            self.streamed.setdefault(event.index, []).append(event.text)  # type: ignore[attr-defined]
        elif name == "BranchDone":
            self.done[event.index] = event.text  # type: ignore[attr-defined]
        elif name == "AnswerDelta":
            self.answer_text.append(event.text)  # type: ignore[attr-defined]

    def partial_answer(self) -> str:
        """Main text first (direct, PASTA), then every branch under its title: finished ones
        whole, those cut short with what they had written and the cut mark."""
        from sot.orchestrator.result import CUT_MARK

        parts = ["".join(self.answer_text).strip()]
        for i in sorted(set(self.done) | set(self.streamed)):
            text = self.done.get(i)
            if text is None:
                text = "".join(self.streamed[i]).strip()
                if not text:
                    continue
                text += CUT_MARK
            title = self.points[i] if i < len(self.points) else self.titles.get(i, "")
            parts.append(f"{i + 1}. {title}: {text}" if title else text)
        return "\n".join(p for p in parts if p)


class LiveView:
    """A rich Live view: the skeleton appears, then every point fills in as it streams."""

    def __init__(self) -> None:
        from rich.console import Console
        from rich.live import Live

        self.console = Console(stderr=False)
        self.live = Live(console=self.console, refresh_per_second=12, transient=True)
        self.plan = ""
        self.points: list[str] = []
        self.texts: dict[int, str] = {}
        self.status: dict[int, str] = {}
        self.answer = ""
        self.header = "thinking..."

    def __enter__(self):
        self.live.__enter__()
        return self

    def __exit__(self, *exc):
        return self.live.__exit__(*exc)

    def update(self, event: Event) -> None:
        name = type(event).__name__
        e: Any = event
        if name == "RouteDecided":
            self.header = f"mode {e.mode} (router score {e.score:.2f})"
        elif name == "PlanDelta":
            self.plan += e.text
        elif name == "PlanReady":
            self.points = list(e.points)
            self.header = f"{len(self.points)} points, expanding in parallel" if self.points else "answering directly"
        elif name == "BranchStarted":
            if not self.status and self.header.startswith(("thinking", "mode")):
                self.header = "expanding points while the skeleton is written"
            self.status[e.index] = "…"
            while len(self.points) <= e.index:
                self.points.append("")
            if not self.points[e.index]:
                self.points[e.index] = e.title
        elif name == "BranchDelta":
            self.texts[e.index] = self.texts.get(e.index, "") + e.text
        elif name == "BranchDone":
            self.status[e.index] = "✓"
        elif name == "BranchFailed":
            self.status[e.index] = "✗"
        elif name == "AnswerDelta":
            self.answer += e.text
        self.live.update(self._render())

    def _render(self):
        from rich.console import Group
        from rich.text import Text

        rows: list[Any] = [Text(self.header, style="dim")]
        if self.points:
            for i, title in enumerate(self.points):
                mark = self.status.get(i, " ")
                line = Text(f"{mark} {i + 1}. ", style="bold")
                line.append(title, style="bold cyan")
                body = self.texts.get(i, "")
                if body:
                    line.append(": " + body)
                rows.append(line)
        elif self.plan and not self.answer:
            rows.append(Text(self.plan, style="dim"))
        if self.answer:
            rows.append(Text(self.answer))
        return Group(*rows)
