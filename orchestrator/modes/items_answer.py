"""An items answer: what each branch is asked for, what its text becomes, and how the items are put together.

The mode (:mod:`sot.orchestrator.modes.items`) finds the split and runs the branches; this
module holds what the answer is made of: each branch's length and the sentences its prompt
adds (:func:`branch_budget`, :func:`branch_form`, from :mod:`~sot.pasta_lang.items_budget`),
the state an items ask keeps (:class:`ItemsState`), the things to write asked again when one
repeats (:func:`ask_again`), a generated item's text cleaned to the item (:func:`clean_item`)
and a field's to its value (:func:`clean_value`), and the parts and their order
(:func:`item_parts`, :func:`items_answer`).

The answer's shape follows the request (:func:`answer_shape`): one JSON object keyed by the
user's field names as written (or by the questions) where it asks for JSON, a JSON array (of
the things written, or of the answers) where it asks for an array or for JSON things to write,
plain text otherwise: the questions under the request's own labels ("Q1.", "a)", "Question 2:";
numbered "1." where it has none), ``field: value`` lines, a numbered list of things written.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Literal

from sot.orchestrator.context import AskContext, ModeState
from sot.orchestrator.executor import CANCELLED
from sot.orchestrator.modes.base import Part, join_parts
from sot.orchestrator.result import CUT_FINISH, BranchResult, answer_text, short_reason
from sot.pasta_lang.items_budget import item_budget, item_form

if TYPE_CHECKING:
    from sot.pasta_lang.items import ItemSplit

__all__ = [
    "ItemsState",
    "Shape",
    "answer_shape",
    "ask_again",
    "branch_budget",
    "branch_form",
    "clean_item",
    "clean_value",
    "dropped_items",
    "item_labels",
    "item_parts",
    "items_answer",
    "said_besides",
    "written",
]

#: what an items answer is: plain text (labelled items, ``field: value`` lines, a numbered
#: list), one JSON object, or one JSON array
Shape = Literal["text", "object", "array"]


def _key(text: str) -> str:
    """A generated item's identity: its words, casefolded, without punctuation or a list marker."""
    text = re.sub(r"^\s*(\d+[.)]|[-*•])\s*", "", text)
    return " ".join(re.sub(r"[^\w\s]", " ", text.casefold()).split())


def _cleaner(split: ItemSplit, i: int = 0, *, json_asked: bool = False) -> Callable[[str], str]:
    """How branch ``i``'s text becomes its item: a thing to write cleaned to the thing alone, a
    field's to its value; an answer to a question as written (``json_asked``: out of the one
    JSON string a model asked for JSON may wrap it in)."""
    if split.kind == "fields":
        field = split.items[i].text
        return lambda text: clean_value(text, field)
    if split.kind != "count":
        return (lambda text: _unwrap_json(text.strip())) if json_asked else str.strip
    thing = split.thing
    return lambda text: clean_item(_unwrap_json(text.strip()), thing)


def _unwrap_json(text: str) -> str:
    """The one string a model wrapped in JSON (``["Fresh bread"]``, ``"Fresh bread"``,
    ``{"tagline": "Fresh bread"}``, in a code fence or not), else ``text``."""
    inner = text
    fenced = _FENCE.match(inner)
    if fenced:
        inner = fenced.group(1).strip()
    if inner[:1] not in ('"', "[", "{"):
        return text
    try:
        data = json.loads(inner)
    except ValueError:
        return text
    if isinstance(data, list | dict) and len(data) == 1:
        data = next(iter(data.values())) if isinstance(data, dict) else data[0]
    return data.strip() if isinstance(data, str) and data.strip() else text


def _request(ctx: AskContext) -> str:
    """The request the split was found in (its spans point into it)."""
    return ctx.ask.query or ctx.ask.question


# ------------------------------------------------------------------ what each branch is asked
def _single(items: int | tuple[int, int]) -> int | None:
    """The one item a branch answers (``items``: its index, or a run ``(first, end)``), or
    ``None`` for a group of several (answered together under their numbers)."""
    if isinstance(items, int):
        return items
    first, end = items
    return first if end - first == 1 else None


def _said(ctx: AskContext, split: ItemSplit) -> tuple[str, Shape]:
    """What the user wrote besides the items and the context, and the answer's shape."""
    state = ctx.state_of(ItemsState)
    request = _request(ctx)
    if state is not None and state.split is split:
        _, shape = state.form(request)
        return state.said, shape
    said = said_besides(request, split)
    return said or "", answer_shape(request, split, said)


def branch_budget(ctx: AskContext, split: ItemSplit, items: int | tuple[int, int]) -> int:
    """The token bound of the branch that answers ``items`` (an item's index, or a run
    ``(first, end)`` of them): one item's answer length with headroom, never above the ask's
    ``branch_max_tokens`` (see :mod:`~sot.pasta_lang.items_budget`); a group's is the ask's."""
    i = _single(items)
    default = ctx.ask.branch_max_tokens
    return default if i is None else item_budget(split, i, _said(ctx, split)[0]).max_tokens(default)


def branch_form(ctx: AskContext, split: ItemSplit, items: int | tuple[int, int]) -> str:
    """The sentences the prompt of the branch that answers ``items`` (as :func:`branch_budget`)
    adds (the item prompt's ``answer_form``): one item's length, the request's language where
    it is not English, and "plain text, not JSON" where the answer is JSON put together from
    the items; ``""`` for a group."""
    i = _single(items)
    if i is None:
        return ""
    said, shape = _said(ctx, split)
    return item_form(split, i, plain=shape != "text", said=said)


@dataclasses.dataclass(slots=True)
class ItemsState(ModeState):
    """What an items ask keeps beside its graph (``ctx.state``): the request's split, the
    first answers of the things to write asked again (``retried``), and those of them whose
    second answer has ended (``answered``)."""

    split: ItemSplit
    retried: dict[int, BranchResult] = dataclasses.field(default_factory=dict)
    answered: set[int] = dataclasses.field(default_factory=set)

    #: the answer's labels and shape, and what the user wrote besides the items and the
    #: context (:func:`said_besides`), read from the request once (:meth:`form`)
    labels: tuple[str, ...] | None = None
    shape: Shape | None = None
    said: str = ""

    @property
    def clean(self) -> Callable[[str], str]:
        return _cleaner(self.split)

    def cleaner(self, i: int) -> Callable[[str], str]:
        """How item ``i``'s text becomes its answer (see :func:`_cleaner`)."""
        return _cleaner(self.split, i, json_asked=self.shape not in (None, "text"))

    def form(self, request: str) -> tuple[tuple[str, ...], Shape]:
        """Each item's label (:func:`item_labels`) and the answer's shape (:func:`answer_shape`)."""
        if self.labels is None or self.shape is None:
            said = said_besides(request, self.split)
            self.said = said or ""
            self.labels = item_labels(request, self.split)
            self.shape = answer_shape(request, self.split, said)
        return self.labels, self.shape

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


_FENCE = re.compile(r"^```[\w-]*[ \t]*\n?(.*?)\n?```$", re.S)


def clean_value(text: str, field: str = "") -> str:
    """A field's answer as its value alone: without a code fence, the field's name repeated
    before it ("Salary: $18", "**first_name**: Maria"), quotes around it, or the one-key JSON
    object a model asked for JSON may write (``{"first_name": "Maria"}``). A text that cleans
    to nothing is kept as written."""
    original = text.strip()
    value = original
    fenced = _FENCE.match(value)
    if fenced:
        value = fenced.group(1).strip()
    if value[:1] in "{[":
        value = _from_json(value, field)
    value = value.replace("**", "").replace("__", "").strip() if "**" in value or "__" in value else value
    if field.strip():
        name = r"[\s_-]*".join(re.escape(w) for w in re.split(r"[\s_-]+", field.strip()) if w)
        value = re.sub(rf"^[\"'“]?{name}[\"'”]?\s*(?:[:=：]|\s[-–—]|\bis\b)\s*", "", value, count=1, flags=re.I)
    if len(value) >= 2 and value[0] in _QUOTES and value.endswith(_QUOTES[value[0]]) and value.count(value[0]) == 2:
        value = value[1:-1].strip()
    return value or original


def _from_json(text: str, field: str) -> str:
    """The value a JSON reply holds for ``field`` (its only key, or the key named so), or ``text``."""
    try:
        data = json.loads(text)
    except ValueError:
        return text
    if isinstance(data, dict):
        norm = _key(field.replace("_", " "))
        keyed = [v for k, v in data.items() if _key(str(k).replace("_", " ")) == norm]
        if keyed or len(data) == 1:
            data = keyed[0] if keyed else next(iter(data.values()))
        else:
            return text
    if isinstance(data, str):
        return data
    if isinstance(data, list) and all(isinstance(v, str) for v in data):
        return ", ".join(data)
    return json.dumps(data, ensure_ascii=False)


# ------------------------------------------------------------------ the request's labels and shape
#: a label the user put before an item on its line: "Q1.", "a)", "(iii)", "Question 2:", "#3", "[4]", "1、"
_LABEL = re.compile(
    r"""(?:(?:Q|Question|Questão|Pergunta|Pregunta|Frage|Domanda|Vraag|Task|Part|Item|Exercise|Problem|
        Aufgabe|Teil|Ejercicio|Exercice|Esercizio|Opgave|Step|问题|問題|题|문제)\s*\#?\s*)?
        (?:\d{1,3}(?:\.\d{1,2})?|[A-Za-z]|[ivxlcIVXLC]{1,6})\s*[.):\]、．）:：]
      | [(（]\s*(?:\d{1,3}|[A-Za-z]|[ivxIVX]{1,6})\s*[)）]
      | \[\s*\d{1,3}\s*\]
      | (?:Q|Question|Frage|Pregunta|Pergunta|Domanda|Vraag|问题|問題)\s*\#?\s*\d{1,3}
      | \#\s*\d{1,3}\s*[.):]?
      | 第\s*\d{1,3}\s*[题題]\s*[.:：、]?
      | (?:Q|Question|Frage|Pregunta|Pergunta|Domanda|Vraag)\s*[:：]""",
    re.X,
)


def item_labels(request: str, split: ItemSplit) -> tuple[str, ...]:
    """Each item's label in the answer: the one the user wrote before it on its line ("Q1.",
    "a)", "Question 2:"), where every item has one, else "1.", "2."... (things to write are
    numbered as they are shown)."""
    numbers = tuple(f"{i + 1}." for i in range(len(split)))
    if split.kind == "count" or not split.items:
        return numbers
    out = []
    for item in split.items:
        start = item.span.start
        if request[start : item.span.end] != item.text:
            return numbers
        before = request[request.rfind("\n", 0, start) + 1 : start].strip().strip("*_").strip()
        found = _LABEL.fullmatch(before)
        if found is None:
            return numbers
        out.append(" ".join(before.split()))
    return tuple(out)


#: a request for JSON (not a JSON input: "from this JSON", "the JSON below")
_JSON = re.compile(r"\bjson\b", re.I)
_JSON_INPUT = re.compile(r"\b(?:from|in|of)\s+(?:this|that|the|these|those|given|following|below|above)\s+$", re.I)
#: an object asked for without naming JSON ("Return an object with firstName, lastName")
_OBJECT = re.compile(r"\b(?:return|give|output|produce|respond with|reply with|as|in)\s+(?:me\s+)?an?\s+object\b", re.I)
#: a request for an array ("as a JSON array", "in a JSON list", "an array of strings", "a Python list")
_ARRAY = re.compile(
    r"\b(?:json\s+(?:array|list)|arrays?|python\s+list|list\s+of\s+strings|(?:as|in)\s+a\s+list\s+in\s+json)\b", re.I
)


def said_besides(request: str, split: ItemSplit) -> str | None:
    """What the user wrote besides the items and the shared context (the instruction as written,
    labels and all, each piece on its own line), or ``None`` where the split's spans do not
    point into ``request``."""
    spans = sorted(
        [item.span for item in split.items] + ([split.context_span] if split.context_span else []),
        key=lambda s: s.start,
    )
    if not all(0 <= s.start <= s.end <= len(request) for s in spans):
        return None
    pieces, at = [], 0
    for span in spans:
        if span.start >= at:
            pieces.append(request[at : span.start])
            at = span.end
    return "\n".join(p.strip() for p in (*pieces, request[at:]) if p.strip())


def answer_shape(request: str, split: ItemSplit, said: str | None = None) -> Shape:
    """How the answer is put together, by what the request asks outside its items and context
    (``said``: :func:`said_besides`, where known): fields asked as JSON are one object; an array
    asked for, or things to write asked as JSON, one array; questions asked as JSON one object
    keyed by the question; else plain text."""
    asked = said if said is not None else said_besides(request, split)
    if asked is not None:
        wants_json = bool(_OBJECT.search(asked)) or any(
            not _JSON_INPUT.search(asked[max(0, m.start() - 40) : m.start()]) for m in _JSON.finditer(asked)
        )
    else:
        asked, wants_json = request, split.json
    array = bool(_ARRAY.search(asked))
    if split.kind == "fields":
        return "object" if wants_json else "text"
    if split.kind == "count":
        return "array" if wants_json or array else "text"
    return "array" if array else "object" if wants_json else "text"


# ------------------------------------------------------------------ the answer's parts
@dataclasses.dataclass(slots=True)
class _Entry:
    """One item as the answer shows it: its index, title, label, kept text (``None``: none yet,
    or failed), its result, and what it shows where it failed."""

    index: int
    title: str
    label: str
    kept: str | None
    result: BranchResult | None

    @property
    def ended(self) -> bool:
        return self.result is not None and self.result.error != CANCELLED

    @property
    def text(self) -> str | None:
        if self.kept is not None:
            return self.kept
        if self.result is not None:
            return f"[item {self.index + 1} failed: {short_reason(self.result.error)}]"
        return None


def _entries(ctx: AskContext, state: ItemsState) -> list[_Entry]:
    """The items the answer shows, in the request's order: a generated one that repeats an
    earlier one (or was empty, asked twice) left out, the others numbered as shown."""
    split = state.split
    labels, _ = state.form(_request(ctx))
    repeats = dropped_items(ctx, state) if split.kind == "count" else {}
    out: list[_Entry] = []
    for i, title in enumerate(ctx.points):
        if i in repeats:
            continue
        result = ctx.branches.get(i)
        kept = None if result is None else answer_text(result, state.cleaner(i))
        label = f"{len(out) + 1}." if split.kind == "count" else labels[i] if i < len(labels) else f"{i + 1}."
        out.append(_Entry(i, title, label, kept, result))
    return out


def item_parts(ctx: AskContext) -> list[Part]:
    """An items answer's parts in the request's order (see :mod:`sot.orchestrator.modes.items`)."""
    state = ctx.state_of(ItemsState)
    if state is None or ctx.graph is None:
        return []
    split = state.split
    out = []
    for entry in _entries(ctx, state):
        text, title = entry.text, entry.title
        if split.kind == "count":  # shown once it has ended
            out.append(
                Part(
                    None if text is None else f"{entry.label} {text}",
                    ended=entry.ended,
                    title=title,
                    raw=entry.kept or "",
                )
            )
            continue
        written = "".join(ctx.live.get(entry.index, ()))
        if split.kind == "fields":
            shown = None if text is None else f"{title}: {text}"
            live = f"{title}: {written.lstrip()}" if written.strip() else None
        else:
            head = f"{entry.label} {title}"
            shown = None if text is None else f"{head}\n{text}"
            live = f"{head}\n{written.lstrip()}" if written.strip() else None
        cut = entry.result is not None and entry.result.finish_reason in CUT_FINISH
        out.append(Part(shown, ended=entry.ended, live=live, cut=cut, title=title, raw=entry.kept or ""))
    return out


def _json_text(pieces: list[str], brackets: str, *, final: bool) -> str:
    """``pieces`` (each one member, indented) inside ``brackets``; without ``final`` as far as
    they go, no closing bracket (each step a prefix of the next: it streams)."""
    if not pieces:
        return brackets if final else ""
    text = brackets[0] + "\n" + ",\n".join(pieces)
    return text + "\n" + brackets[1] if final else text


def _json_answer(ctx: AskContext, state: ItemsState, *, final: bool) -> str:
    """One JSON object, a key per item in the request's order (the field's name as the user
    wrote it, or the question; ``null`` for one that failed), as far as the items have ended
    in order (its closing brace at the end)."""
    pieces = []
    for entry in _entries(ctx, state):
        if not final and not entry.ended:
            break
        pieces.append(f"  {json.dumps(entry.title, ensure_ascii=False)}: {json.dumps(entry.kept, ensure_ascii=False)}")
    return _json_text(pieces, "{}", final=final)


def _json_array(ctx: AskContext, state: ItemsState, *, final: bool) -> str:
    """One JSON array of the items' answers (the things written, once each), in order (``null``
    for one that failed), as far as they have ended in order."""
    pieces = []
    for entry in _entries(ctx, state):
        if not final and not entry.ended:
            break
        if final and entry.result is None:
            continue  # never started (the deadline): nothing to show
        pieces.append("  " + json.dumps(entry.kept, ensure_ascii=False))
    return _json_text(pieces, "[]", final=final)


def items_answer(ctx: AskContext, *, final: bool) -> str:
    """The items answer as far as it has ended (``final``: all of it): a JSON object or array
    (:func:`answer_shape`), or the parts joined."""
    state = ctx.state_of(ItemsState)
    if state is not None and ctx.graph is not None:
        _, shape = state.form(_request(ctx))
        if shape == "object":
            return _json_answer(ctx, state, final=final)
        if shape == "array":
            return _json_array(ctx, state, final=final)
    split = state.split if state is not None else None
    separator = "\n\n" if split is not None and split.kind == "list" else "\n"
    return join_parts(item_parts(ctx), separator, final=final)
