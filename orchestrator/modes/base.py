"""What a mode is: one object that runs its answer and alone says what that answer is.

A :class:`Mode` has a name and a few facts the rest of sot reads (its one-line summary, how
an error names its main call, whether it writes in parallel, whether its branches' text is
answer text, whether one call sees the whole input, the template prompts it renders), and
two methods:

- ``run(ctx)`` answers in this mode, filling the :class:`~sot.orchestrator.context.AskContext`
  as it goes (its task graph, the branches' results, the main text), so whatever ends it
  early, the answer can still be put together from what was finished;
- ``answer(ctx, final=...)``: with ``final=False`` the part of the answer that is final now
  (what may be streamed: every later call's text starts with it), with ``final=True`` the
  whole answer from what is there, each cut part marked.

Most modes give their answer as :class:`Part`\\ s in answer order (``parts(ctx)``) and let
:meth:`Mode.answer` join them: every ended part, then the first part still being written
(where its text may stream), and nothing after it until it ends. The registry
(:func:`register`, :func:`get_mode`) holds one object per mode; :mod:`sot.modes` keeps only
the names, so the layers below can check a mode without importing this one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from sot import modes as names
from sot.errors import ConfigError
from sot.orchestrator.result import CUT_MARK, TOKEN_BOUND, mark_for, whole_words

if TYPE_CHECKING:
    from sot.orchestrator.context import AskContext

__all__ = ["REGISTRY", "Mode", "Part", "answering", "get_mode", "join_parts", "main_mark", "register"]


@dataclass(frozen=True, slots=True)
class Part:
    """One piece of a mode's answer, in answer order.

    ``text`` is what the part gives the whole answer (a cut one with its mark; ``None``:
    nothing, a branch that never started). ``ended``: that text is final now. Before then,
    ``live`` is what of it may stream already (the text written so far; ``None``: nothing
    streams before it ends). ``label`` comes before its text (``"2. Title"``: with text,
    ``"2. Title: text"``). ``cut``: a token bound or the loop guard ended it (a customer reply
    trims it back to its last whole sentence). ``title`` and ``raw`` (its text unmarked, as a
    reply section is made from it) serve the reply frame."""

    text: str | None
    ended: bool
    label: str = ""
    live: str | None = None
    cut: bool = False
    title: str = ""
    raw: str = ""

    def piece(self, text: str) -> str:
        if not self.label:
            return text
        return f"{self.label}: {text}" if text else self.label


def join_parts(parts: Sequence[Part], separator: str, *, final: bool) -> str:
    """The answer from ``parts``: with ``final``, every part's text; else the ended parts up to
    the first that has not ended, then that part's text so far where it may stream, up to its
    last whole word (:func:`~sot.orchestrator.result.whole_words`: a word at its end is held
    until more follows, so a loop-guard cut, trimmed to a whole word, never takes back what
    streamed). Whitespace around the whole is trimmed."""
    pieces: list[str] = []
    for part in parts:
        if part.ended or final:
            if part.text is not None:
                pieces.append(part.piece(part.text))
            continue
        head = whole_words(part.live).strip() if part.live else ""
        if head:
            pieces.append(part.piece(head))
        return separator.join(pieces).strip()
    return separator.join(pieces).strip()


class Mode:
    """The base of every mode (see the module's documentation). Subclasses set the class
    attributes and ``run``; a mode whose answer is not a plain join of its parts overrides
    :meth:`answer`."""

    #: the name callers ask for (``--mode NAME``)
    name: ClassVar[str]
    #: one line for ``--help`` and the docs
    summary: ClassVar[str]
    #: how an answer's ``error`` names the mode's main call when it fails for good
    main_call: ClassVar[str] = "the answer"
    #: whether it writes parts of the answer at the same time (what auto's cost model prices)
    parallel: ClassVar[bool] = False
    #: whether its branches' text is answer text (SoT points, PASTA parts), or working notes
    #: the answer is written from (map-reduce): consumers stream and count only answer text
    branches_in_answer: ClassVar[bool] = False
    #: whether one call sees the whole input (a prompt longer than the model's window cannot
    #: be answered so); False for a mode that splits it (map-reduce)
    whole_input: ClassVar[bool] = True
    #: whether the answer has a main text (a direct answer, PASTA's text, map-reduce's reduce),
    #: which a token bound, the deadline or an error may cut: the answer then ends in a mark
    main_text: ClassVar[bool] = True
    #: whether each part is a section of its own (SoT points): a customer reply gives each its
    #: paragraph as it ends; otherwise the body is the whole answer, known at its end
    sectioned: ClassVar[bool] = False
    #: what joins the parts' texts
    separator: ClassVar[str] = ""
    #: what it writes first, as the live view says it waits for it
    first_output: ClassVar[str] = "the answer"
    #: what its branches are called in the live view ("point", "part")
    part_noun: ClassVar[str] = "point"
    #: the template prompts it renders (names of a template's ``prompts:``)
    prompts: ClassVar[tuple[str, ...]] = ()

    async def run(self, ctx: AskContext) -> None:
        raise NotImplementedError

    def now(self, ctx: AskContext) -> Mode:
        """The mode whose answer the ask gives now: this one, unless it fell back on a direct
        answer before any graph stood (a SoT plan that was unusable, a request with no items)."""
        return get_mode("direct") if ctx.fallback and ctx.graph is None else self

    def parts(self, ctx: AskContext) -> list[Part]:
        """The answer's parts now; by default the main text, as one part."""
        return [Part(ctx.main_text, ended=False, live=ctx.main_text)]

    def answer(self, ctx: AskContext, *, final: bool) -> str:
        """The answer final now (``final=False``), or the whole answer, cuts marked."""
        text = join_parts(self.parts(ctx), self.separator, final=final)
        if not final or not self.main_text:
            return text
        mark = main_mark(ctx)
        return text + mark if text and not text.endswith(mark) else text

    def __repr__(self) -> str:
        return f"<mode {self.name}>"


def main_mark(ctx: AskContext) -> str:
    """What ends an answer whose main text was cut: the mark of what cut it
    (:func:`~sot.orchestrator.result.mark_for`: the deadline, an interrupt, an error), else
    :data:`CUT_MARK` where a token bound did, else ``""``."""
    if ctx.main_cut is not None:
        return mark_for(ctx.main_cut)
    return CUT_MARK if ctx.finish_reason == TOKEN_BOUND else ""


#: every mode, by name, in the order they were registered
REGISTRY: dict[str, Mode] = {}


def register(mode: Mode) -> Mode:
    """Add ``mode`` to the registry (its name to :mod:`sot.modes`' vocabulary, so every
    front end takes it); returns it."""
    if not getattr(mode, "name", "") or mode.name == names.AUTO:
        raise ConfigError(f"a mode needs a name other than {names.AUTO!r}")
    REGISTRY[mode.name] = mode
    names.declare(mode.name, mode.summary)
    return mode


def answering(ctx: AskContext) -> Mode:
    """The mode whose answer ``ctx`` gives now (:meth:`Mode.now` of the ask's mode)."""
    return get_mode(ctx.mode).now(ctx)


def get_mode(name: str) -> Mode:
    """The registered mode called ``name`` (not ``auto``)."""
    try:
        return REGISTRY[name]
    except KeyError:
        raise ConfigError(f"unknown mode {name!r}: choose one of {', '.join(REGISTRY)}") from None
