"""An items answer: what each branch's text becomes, and how the items are put together.

The mode (:mod:`sot.orchestrator.modes.items`) finds the split and runs the branches; this
module holds what the answer is made of: the state an items ask keeps (:class:`ItemsState`),
the things to write asked again when one repeats (:func:`ask_again`), a generated item's text
cleaned to the item (:func:`clean_item`), and the parts and their order (:func:`item_parts`,
:func:`items_answer`: a numbered list, ``field: value`` lines or one JSON object).
"""

from __future__ import annotations

import dataclasses
import functools
import json
import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from sot.orchestrator.context import AskContext, ModeState
from sot.orchestrator.executor import CANCELLED
from sot.orchestrator.modes.base import Part, join_parts
from sot.orchestrator.result import CUT_FINISH, BranchResult, answer_text, short_reason

if TYPE_CHECKING:
    from sot.pasta_lang.items import ItemSplit

__all__ = ["ItemsState", "ask_again", "clean_item", "dropped_items", "item_parts", "items_answer", "written"]


def _key(text: str) -> str:
    """A generated item's identity: its words, casefolded, without punctuation or a list marker."""
    text = re.sub(r"^\s*(\d+[.)]|[-*•])\s*", "", text)
    return " ".join(re.sub(r"[^\w\s]", " ", text.casefold()).split())


def _cleaner(split: ItemSplit) -> Callable[[str], str]:
    """How a branch's text becomes its item: a thing to write cleaned to the thing alone."""
    if split.kind != "count":
        return str.strip
    thing = split.thing
    return lambda text: clean_item(text, thing)


@dataclasses.dataclass(slots=True)
class ItemsState(ModeState):
    """What an items ask keeps beside its graph (``ctx.state``): the request's split, the
    first answers of the things to write asked again (``retried``), and those of them whose
    second answer has ended (``answered``)."""

    split: ItemSplit
    retried: dict[int, BranchResult] = dataclasses.field(default_factory=dict)
    answered: set[int] = dataclasses.field(default_factory=set)

    @property
    def clean(self) -> Callable[[str], str]:
        return _cleaner(self.split)

    def key(self, result: BranchResult) -> str:
        """What a branch's item is compared by (``""``: empty once cleaned)."""
        return _key(answer_text(result, self.clean) or "")


def ask_again(ctx: AskContext, state: ItemsState, i: int) -> int | None:
    """Generated item ``i`` has ended (its result in ``ctx.branches``): the item to ask once
    more now, if any, its first answer moved to ``state.retried`` (not ended until its second
    answer is): ``i`` where it is empty once cleaned, else the later, in the request's order,
    of ``i`` and an ended item it repeats (that one has not streamed: ``i`` was before it). A
    second answer is final; one that failed leaves the first in its place (a repeat, dropped).
    The branch's record counts both answers' tokens."""
    result = ctx.branches[i]
    first = state.retried.get(i)
    if first is not None:
        state.answered.add(i)
        kept = first if result.status == "failed" else result
        tokens = first.completion_tokens + result.completion_tokens
        result = kept.model_copy(update={"completion_tokens": tokens, "started_s": first.started_s})
        ctx.branches[i] = result
    if result.status != "done":
        return None
    key = state.key(result)
    same = [j for j, b in ctx.branches.items() if j != i and key and b.error != CANCELLED and state.key(b) == key]
    repeat = max(i, min(same)) if same else (None if key else i)
    if repeat is None or repeat in state.retried:
        return None
    state.retried[repeat] = ctx.branches.pop(repeat)
    return repeat


def written(ctx: AskContext, state: ItemsState) -> dict[str, str]:
    """The generated items written so far, once each (key -> the item), in the request's order."""
    out: dict[str, str] = {}
    for i in sorted(ctx.branches):
        result = ctx.branches[i]
        if result.error == CANCELLED:
            continue
        text = answer_text(result, state.clean) or ""
        if key := _key(text):
            out.setdefault(key, text)
    return out


def dropped_items(ctx: AskContext, state: ItemsState) -> dict[int, str]:
    """Generated items the answer leaves out, among those ended (index -> why): one that repeats
    an earlier one, and one still empty when asked again."""
    seen: dict[str, int] = {}
    out: dict[int, str] = {}
    for i in range(len(state.split)):
        result = ctx.branches.get(i)
        if result is None or result.error == CANCELLED:
            continue
        key = state.key(result)
        if not key:
            if i in state.retried and result.status == "done":
                out[i] = "it was empty, twice"
            continue
        if key in seen:
            out[i] = f"it repeated item {seen[key] + 1}" + (", twice" if i in state.retried else "")
        else:
            seen[key] = i
    return out


# ------------------------------------------------------------------ a generated item's text
_NTH = (
    r"(?:\d{1,2}(?:st|nd|rd|th)?|#\s*\d{1,2}|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|"
    r"next|another|final|last|new|other)"
)
_MARKER = re.compile(r"^(?:\d{1,2}[.)]|[-*•–]|#{1,6})\s+")
_QUOTES = {'"': '"', "“": "”", "‘": "’", "«": "»"}
_COURTESY = re.compile(r"^(?:sure|certainly|of course|absolutely|okay|ok|great)\b[!,.]?\s*", re.I)
#: "Novel Grounds - a cozy name that mixes books and coffee": a dash, then a sentence about it
_EXPLAINED = re.compile(r"\s+[-–—]\s+(?:a|an|the|this|it|which|that)\b(?:\W+\w+){5,}\W*$", re.I)
#: talk that ends by quoting the item: ``...: "the item"``
_INTRODUCED = re.compile(r"[:：]\s*([\"“‘«])(?=[^\"”’»\n]{2,}[\"”’»])")
_HERE = re.compile(r"^here(?:'s|’s| is| are| you go| it is)\b[^\n:\"“]{0,80}?:\s*", re.I)


@functools.lru_cache(maxsize=64)
def _label(thing: str) -> re.Pattern[str]:
    """What introduces one ``thing`` rather than being it: "Tagline 3:", "The 3rd and final
    tagline for a bakery is:", "My tagline -", "The next one:", "Option 2:"."""
    words = [re.escape(w) for w in thing.casefold().split()] or ["item"]
    noun = rf"(?:{' '.join(words[:-1])}\s+)?{words[-1]}(?:e?s)?" if len(words) > 1 else rf"{words[0]}(?:e?s)?"
    names = rf"(?:{noun}|option|suggestion|version|pick|{_NTH}\s+one)"
    head = rf"(?:(?:the|my|your|our|a|an|this|one)\b[^\n:\"“]{{0,60}}?\b{names}\b|{names}\b)"
    after = rf"(?:\s*(?:{_NTH}|of\s+\d{{1,2}})){{0,2}}[^\n:\"“]{{0,60}}?"
    ends = r"(?:\s*:|\s+(?:-|–|—)|\s+(?:is|would be|could be|reads)\s*:?(?=\s*[\"“]|\s*$))\s*"
    return re.compile(rf"^{head}{after}{ends}", re.I)


def clean_item(text: str, thing: str = "") -> str:
    """A generated item's answer as the item alone (``thing``: what one is called, "tagline").

    A model asked for one thing often introduces it ("Here is a tagline for a bakery:",
    "Tagline 3:", "The 3rd tagline is:"), numbers it, quotes it, writes several, or explains
    it after a blank line: the item is the first thing it wrote, without those. For things to
    write (a count) only: an answer to a question or a field may be paragraphs. A text that
    cleans to nothing is kept as written."""
    original = text.strip()
    label = _label(thing)
    lines = [ln.strip() for ln in original.replace("**", "").replace("__", "").splitlines()]
    while lines:
        while lines and not lines[0]:
            lines.pop(0)
        if not lines:
            break
        first = _MARKER.sub("", _COURTESY.sub("", lines[0]) if len(lines) > 1 else lines[0])
        line = label.sub("", _HERE.sub("", first, count=1), count=1).strip()
        if not line or (line.endswith(":") and any(lines[1:])):  # it only introduced what follows
            lines.pop(0)
            continue
        if line[:1] in _QUOTES:  # a quoted item ends at its closing quote
            return _unquote(line) or original
        introduced = _INTRODUCED.search(line)  # "Let's write one ... Here's my favourite: "Warm bread""
        if introduced and _unquote(line[introduced.start(1) :]):
            return _unquote(line[introduced.start(1) :])
        if line != first and line[:1].islower():  # "Idea: a picnic" -> "A picnic"
            line = line[0].upper() + line[1:]
        rest = []  # the paragraph's next lines, unless they are more items or talk about this one
        for more in lines[1:]:
            if not more or _MARKER.match(more) or more[:1] in _QUOTES or _about(more, thing):
                break
            rest.append(more)
        return _EXPLAINED.sub("", " ".join([line, *rest])) or line
    return original


def _about(line: str, thing: str) -> bool:
    """A line that talks about the item rather than going on with it ("This tagline shows ...")."""
    noun = re.escape(thing.split()[-1]) if thing.strip() else "item"
    return bool(re.match(rf"^(?:this|it|that|these|the {noun})\b", line, re.I))


def _unquote(text: str) -> str:
    """``"Fresh every morning." - a warm tagline`` -> ``Fresh every morning.``"""
    close = _QUOTES[text[0]]
    end = text.find(close, 1)
    inside = text[1:end] if end > 0 else text[1:]
    after = text[end + 1 :].strip() if end > 0 else ""
    inside = inside.strip()
    if after and not re.fullmatch(r"[.!?,;]*", after) and len(inside.split()) < 2:
        return text  # '"Bread" is our middle name': the quote was part of it
    return inside


def _json_answer(ctx: AskContext, *, final: bool) -> str:
    """One JSON object, a key per field in the request's order (``null`` for one that failed),
    as far as the fields have ended in order (its closing brace at the end)."""
    pieces = []
    for i, title in enumerate(ctx.points):
        result = ctx.branches.get(i)
        if not final and (result is None or result.error == CANCELLED):
            break
        value = None if result is None else answer_text(result)
        pieces.append(f"  {json.dumps(title, ensure_ascii=False)}: {json.dumps(value, ensure_ascii=False)}")
    if not pieces:
        return "{}" if final else ""
    text = "{\n" + ",\n".join(pieces)
    return text + "\n}" if final else text


# ------------------------------------------------------------------ the answer's parts
def item_parts(ctx: AskContext) -> list[Part]:
    """An items answer's parts in the request's order (see :mod:`sot.orchestrator.modes.items`)."""
    state = ctx.state_of(ItemsState)
    if state is None or ctx.graph is None:
        return []
    split = state.split
    out = []
    repeats = dropped_items(ctx, state) if split.kind == "count" else {}
    clean = state.clean
    shown = 0
    for i, title in enumerate(ctx.points):
        result = ctx.branches.get(i)
        written = "".join(ctx.live.get(i, ()))
        kept = None if result is None else answer_text(result, clean)
        text = (
            kept if kept is not None else (f"[item {i + 1} failed: {short_reason(result.error)}]" if result else None)
        )
        ended = result is not None and result.error != CANCELLED
        if split.kind == "count":
            if i in repeats:  # said already (or empty, asked twice): not shown
                continue
            label = f"{shown + 1}."
            shown += 1
            entry = None if text is None else f"{label} {text}"
            out.append(Part(entry, ended=ended, title=title, raw=kept or ""))  # shown once it has ended
            continue
        if split.kind == "fields":
            entry = None if text is None else f"{title}: {text}"
            live = f"{title}: {written.lstrip()}" if written.strip() else None
        else:
            number = f"{i + 1}. {title}"
            entry = None if text is None else f"{number}\n{text}"
            live = f"{number}\n{written.lstrip()}" if written.strip() else None
        cut = result is not None and result.finish_reason in CUT_FINISH
        out.append(Part(entry, ended=ended, live=live, cut=cut, title=title, raw=kept or ""))
    return out


def items_answer(ctx: AskContext, *, final: bool) -> str:
    """The items answer as far as it has ended (``final``: all of it): a JSON object, or the parts joined."""
    state = ctx.state_of(ItemsState)
    split = state.split if state is not None else None
    if split is not None and split.json and split.kind != "count":
        return _json_answer(ctx, final=final)
    separator = "\n\n" if split is not None and split.kind == "list" else "\n"
    return join_parts(item_parts(ctx), separator, final=final)
