"""The annotator: an answer's independent parts turned into PASTA-LANG (training data for learned PASTA).

A model learns to write PASTA-LANG from its own answers, annotated here without any teacher
model. :func:`annotate` finds the parts of an answer that can be written without each other
and returns the main text a PASTA model should write (``Annotated.main``) and each part's
body, which a branch writes in the promise's place:

- **A list** (two or more items numbered ``1.``/``1)`` or bulleted ``-``/``*``/``•``): the text
  before it stays in the main text, each item becomes ``N. <promise topic="..." tokens="N"/>``
  (the marker stays in the main text, the item's text is the body), and the text after the
  list follows a ``<sync/>``.
- **Paragraphs** (an opening, then two or more paragraphs): each paragraph after the opening
  becomes a promise, unless it leans on the one before it ("However, ...", "This means...":
  it is then written with it); a closing paragraph ("In summary, ...", "Overall, ...") follows
  a ``<sync/>``.
- Anything else (one paragraph, an ordered procedure told as prose, text that already looks
  like a tag) stays plain: the model also learns when not to fork.

A promise's ``topic`` is something the model can write before the part: the item's own title
(``**Title**:``, ``Title:``) or its first words, up to the first clause mark. The body is the
whole part, its lead included, so the answer assembled from the main text and the bodies is
the original answer (whitespace aside).

    annotated = annotate(answer)
    annotated.main        # PASTA-LANG, parses strictly with parse_pasta
    annotated.parts       # (topic, body, tokens) in promise order
    annotated.assemble()  # the answer again

:func:`opening_promised` moves the opening into a promise of its own, so a forking main text
starts with a promise and a model decides whether to fork at its first token.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from sot.pasta_lang.ir import Item, Promise, Sync, Text, render
from sot.pasta_lang.pasta import has_tags

__all__ = ["LIST_ITEM", "Annotated", "Part", "annotate", "opening_promised"]

#: a list item of an answer: a marker (``1.``, ``2)``, ``-``, ``*``, ``•``), then its text
LIST_ITEM = re.compile(r"^[ \t]*(?P<marker>(?:\d{1,2}[.)]|[-*•])[ \t]+)(?P<text>\S.*)$")
_PARAGRAPHS = re.compile(r"\n[ \t]*\n")
_TITLE = re.compile(r"^\**(?P<title>[^*:\n]{2,60}?)\**\s*:\s*\S")
_CLAUSE = re.compile(r"[,.;:!?()\u2013\u2014]|\s[-]\s")
#: a paragraph that begins so leans on the one before it: it is written with it
_LEANS = re.compile(
    r"^(however|but|therefore|thus|so|hence|this|that|these|those|it|they|then|next|also|additionally|"
    r"furthermore|moreover|meanwhile|in addition|as a result|for example|for instance|instead|otherwise|"
    r"similarly|likewise|after that|afterwards|finally)\b",
    re.IGNORECASE,
)
#: a paragraph that begins so closes the answer: it comes after the parts (``<sync/>``)
_CLOSES = re.compile(
    r"^(in summary|in conclusion|overall|to sum up|to summarize|in short|ultimately|all in all|"
    r"by following|remember|with these|following these|these (tips|steps|strategies|ideas))\b",
    re.IGNORECASE,
)
_TOPIC_WORDS = 6


@dataclass(frozen=True, slots=True)
class Part:
    """One independent part: the topic its promise names, the body a branch writes, its size."""

    topic: str
    body: str
    tokens: int


@dataclass(frozen=True, slots=True)
class Annotated:
    """An answer with its independent parts marked (``parts`` empty: it stays plain)."""

    answer: str
    #: the PASTA-LANG main text: the answer with a promise in each part's place
    main: str
    parts: tuple[Part, ...] = ()

    @property
    def forks(self) -> bool:
        return bool(self.parts)

    def assemble(self) -> str:
        """The main text with each part's body in its promise's place, tags removed."""
        from sot.pasta_lang.pasta import parse_pasta

        bodies = iter(self.parts)
        out: list[str] = []
        for item in parse_pasta(self.main).items:
            if isinstance(item, Text):
                out.append(item.text)
            elif isinstance(item, Promise):
                out.append(next(bodies).body)
        return "".join(out)


def _words(text: str) -> int:
    return max(1, round(len(text.split()) * 1.3))


def topic_of(body: str) -> str:
    """What a part's promise names: its own title, else its first words up to a clause mark."""
    titled = _TITLE.match(body)
    if titled:
        return " ".join(titled.group("title").split()).strip("*_ ")
    clauses = [c for c in _CLAUSE.split(body.strip()) if c.strip()]
    lead = clauses[0] if clauses else body
    if len(lead.split()) <= 2 and len(clauses) > 1:  # "First, ...", "Now, ...": the clause after it
        lead = clauses[1]
    words = lead.replace("*", "").replace("_", " ").split()[:_TOPIC_WORDS]
    return " ".join(words) or body.split()[0]


def _list_run(lines: list[str]) -> tuple[int, int, list[tuple[str, str]]] | None:
    """The first run of two or more list items: its first and past-last line, and each item's
    marker and text (an item's continuation lines belong to it)."""
    start = end = -1
    items: list[tuple[str, list[str]]] = []
    for i, line in enumerate(lines):
        match = LIST_ITEM.match(line)
        if match:
            if start < 0:
                start = i
            items.append((line[: match.start("text")], [match.group("text")]))
            end = i + 1
        elif start >= 0 and line.strip() and not line[:1].isspace() and items:
            break  # an unindented line that is no item ends the list
        elif start >= 0 and line.strip():
            items[-1][1].append(line.strip())
            end = i + 1
        elif start >= 0 and i + 1 < len(lines) and LIST_ITEM.match(lines[i + 1]):
            continue  # a blank line between items
        elif start >= 0:
            break
    if len(items) < 2:
        return None
    return start, end, [(marker, " ".join(text)) for marker, text in items]


def _parts(bodies: list[str], count: Callable[[str], int]) -> tuple[Part, ...]:
    return tuple(Part(topic_of(body), body, count(body)) for body in bodies)


def annotate(answer: str, *, count: Callable[[str], int] | None = None, min_parts: int = 2) -> Annotated:
    """``answer`` with its independent parts as promises (see the module's docstring);
    ``count`` gives a body's tokens (default: about 1.3 a word)."""
    count = count or _words
    text = answer.strip()
    plain = Annotated(answer, text)
    if not text or has_tags(text):
        return plain
    lines = text.split("\n")
    run = _list_run(lines)
    if run is not None and len(run[2]) >= min_parts:
        start, end, items = run
        opening = "\n".join(lines[:start]).rstrip()
        closing = "\n".join(lines[end:]).strip()
        parts = _parts([body for _, body in items], count)
        main: list[Item] = [Text(opening + "\n")] if opening else []
        for k, ((marker, _), part) in enumerate(zip(items, parts, strict=True)):
            main += [Text(("\n" if k else "") + marker.lstrip()), Promise(part.topic, part.tokens)]
        if closing:
            main += [Text("\n\n"), Sync(), Text(closing)]
        return Annotated(answer, render(main), parts)
    paragraphs = [p.strip() for p in _PARAGRAPHS.split(text) if p.strip()]
    if len(paragraphs) < 1 + min_parts:
        return plain
    opening, rest = paragraphs[0], paragraphs[1:]
    # the closing: from the first paragraph that closes the answer ("Overall, ...") to the end
    ends = next((k for k, p in enumerate(rest) if _CLOSES.match(p)), len(rest))
    closing = "\n\n".join(rest[ends:])
    rest = rest[:ends]
    bodies: list[str] = []
    for paragraph in rest:
        if _LEANS.match(paragraph) or paragraph[:1].islower():
            if bodies:
                bodies[-1] += "\n\n" + paragraph
            else:
                opening += "\n\n" + paragraph
        else:
            bodies.append(paragraph)
    if len(bodies) < min_parts:
        return plain
    parts = _parts(bodies, count)
    main = [Text(opening + "\n\n")]
    for k, part in enumerate(parts):
        main += [Text("\n\n" if k else ""), Promise(part.topic, part.tokens)]
    if closing:
        main += [Text("\n\n"), Sync(), Text(closing)]
    return Annotated(answer, render(main), parts)


_LEAD = re.compile(r"(?s)(?P<opening>.*?\S)(?P<gap>[ \t]*\n\s*)(?P<marker>[^\n]*)$")


def opening_promised(annotated: Annotated, *, count: Callable[[str], int] | None = None) -> Annotated:
    """``annotated`` with the text before its first promise (the opening, a list's marker aside)
    promised as a part of its own, so the main text starts with a promise. A plain answer, or
    one whose main text already starts with a promise or a list marker, comes back as it is;
    the answer assembled is unchanged."""
    start = annotated.main.find("<promise")
    lead = _LEAD.match(annotated.main[:start]) if annotated.forks and start > 0 else None
    if lead is None:
        return annotated
    opening = lead.group("opening").strip()
    part = _parts([opening], count or _words)[0]
    main = render([Promise(part.topic, part.tokens)]) + lead.group("gap") + annotated.main[lead.start("marker") :]
    return Annotated(annotated.answer, main, (part, *annotated.parts))
