"""GBNF grammars (llama.cpp's grammar format) that constrain what a model may write.

:func:`skeleton_gbnf` describes a SoT skeleton: a numbered list ``1.`` ... ``N.`` of
one-line points, numbered in order, at least two (the fewest a skeleton has) and at most
``max_points`` of them. An engine that decodes under it (the local llama.cpp engine)
cannot produce a skeleton that :func:`~sot.pasta_lang.skeleton.parse_skeleton` would
reject, so a small model no longer falls back to a direct answer because its plan was
not a list.

A plan asked again after it repeated a point continues a prefill that already holds the
settled points (``"1. Refund status\\n2."``): the grammar then numbers on from there, and
``exclude`` names titles no line may repeat. A title is refused as the skeleton parser
would count it the same point: equal ignoring case, with or without trailing punctuation
or spaces (``"refund status."``). The refusal is built as a small automaton over the
excluded titles (a trie, plus whether only trailing punctuation followed a whole title),
whose complement is written out as one rule per state: every line the grammar allows is
a point the plan does not have yet.

:func:`item_plan_gbnf` describes the items planner's reply
(:data:`~sot.templates.prompts.ITEM_PLAN_PROMPT`) in exactly the forms
:func:`~sot.pasta_lang.items.plan.split_from_pointers` reads: ``ITEMS`` or ``FIELDS`` and
pointers (a line ``4``, a range ``4-7``, an item's first words ``2:"What is..."``; the line
numbers those of the request), then an optional ``ASK`` line; ``COUNT 5 taglines``; or
``NONE``. The reply ends there, so a small model neither copies the request nor runs on to
its token limit.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from sot.pasta_lang.skeleton import MIN_POINTS

__all__ = ["item_plan_gbnf", "skeleton_gbnf"]

#: what may end a title without making it another title (as the skeleton parser strips it)
_TRAIL = ":.;,-\u2013\u2014 \t"
#: a title does not start with a space, a digit or list punctuation (a small model told
#: "at most 3 points" may otherwise number its titles: "1. 1.")
_NOT_FIRST = " 0123456789.)*#-"
_PREFILL = re.compile(r"(?s)(?:.*\n)?(\d+)\.( ?)")


def _cls(chars: Iterable[str], negate: bool = False) -> str:
    """A GBNF character class of ``chars`` (every one escaped), with ``\\n`` excluded when negated."""
    body = "".join(f"\\x{ord(c):02X}" if ord(c) < 0x100 else f"\\u{ord(c):04X}" for c in sorted(set(chars)))
    return f"[^\\n{body}]" if negate else f"[{body}]"


def _folds(c: str) -> set[str]:
    """The characters that fold to ``c`` (its cases)."""
    return {x for x in (c, c.lower(), c.upper()) if len(x) == 1}


def _title_rules(exclude: Iterable[str]) -> list[str]:
    """``title ::= ...``: one line of text starting with a word, equal to none of ``exclude``
    (ignoring case, and trailing :data:`_TRAIL` characters)."""
    keys = {" ".join(t.casefold().split()).strip(_TRAIL) for t in exclude}
    keys = {k for k in keys if k}
    if not keys:
        return ["title ::= [^\\n 0-9.)*#-] [^\\n]*"]
    # a trie of the keys: node -> {char: child}; terminal nodes end a key
    children: list[dict[str, int]] = [{}]
    terminal: set[int] = set()
    for key in keys:
        node = 0
        for c in key:
            if c not in children[node]:
                children[node][c] = len(children)
                children.append({})
            node = children[node][c]
        terminal.add(node)

    # a state: (trie node or -1 once off the trie, whether only trailing characters followed a whole key)
    names: dict[tuple[int, bool], str] = {}
    rules: list[str] = []
    todo: list[tuple[int, bool]] = []

    def name(state: tuple[int, bool]) -> str:
        if state not in names:
            names[state] = f"title{len(names)}"
            todo.append(state)
        return names[state]

    def step(state: tuple[int, bool], c: str) -> tuple[int, bool]:
        node, trailing = state
        nxt = children[node].get(c, -1) if node >= 0 else -1
        return nxt, c in _TRAIL and (trailing or node in terminal)

    start = (0, False)
    name(start)
    while todo:
        state = todo.pop(0)
        node, trailing = state
        first = state == start
        refused = node in terminal or trailing  # the line so far is an excluded title
        moves = set(children[node]) if node >= 0 else set()
        if refused or trailing:
            moves |= set(_TRAIL)
        if first:
            moves -= set(_NOT_FIRST)
        live: dict[tuple[int, bool], set[str]] = {}
        for c in moves:
            nxt = step(state, c)
            if nxt != (-1, False):  # off the trie for good: like any other character below
                live.setdefault(nxt, set()).update(_folds(c))
        alts = [f"{_cls(chars)} {name(nxt)}" for nxt, chars in sorted(live.items(), key=lambda kv: sorted(kv[1]))]
        taken = set().union(*live.values()) | (set(_NOT_FIRST) if first else set())
        alts.append(f"{_cls(taken, negate=True)} [^\\n]*")  # any other character: a different title
        body = " | ".join(alts)
        # the line may end here unless it is an excluded title (or nothing yet)
        rules.append(f"{names[state]} ::= " + (body if refused or first else f"({body})?"))
    return [f"title ::= {names[start]}", *rules]


def skeleton_gbnf(max_points: int, prefill: str = "", *, exclude: Iterable[str] = ()) -> str | None:
    """The grammar of a skeleton's continuation after ``prefill``: ``""``, or one ending in
    the number of the next point (``"1."``, ``"1. Refund status\\n2."``); ``None`` for a prefill
    it does not describe. No title may equal one of ``exclude`` (see the module doc)."""
    if max_points < 1:
        raise ValueError("max_points must be at least 1")
    if prefill:
        match = _PREFILL.fullmatch(prefill)
        if match is None:
            return None
        first, head = int(match.group(1)), ('" " title' if not match.group(2) else "title")
    else:
        first, head = 1, '"1. " title'
    if first > max_points:
        return None
    required = max(min(MIN_POINTS, max_points), first)  # the list has at least this many points
    rules = [
        f"root ::= {head}"
        + "".join(f' "\\n{n}. " title' for n in range(first + 1, required + 1))
        + (f" more{required + 1}" if max_points > required else "")
        + ' "\\n"?'
    ]
    for n in range(required + 1, max_points + 1):
        tail = f" more{n + 1}" if n < max_points else ""
        rules.append(f'more{n} ::= ("\\n{n}. " title{tail})?')
    rules.extend(_title_rules(exclude))
    return "\n".join(rules) + "\n"


#: the most line numbers the planner's pointers can write (the reply parser reads up to 4 digits)
_MAX_LINE = 9999
#: ranges are written out (each end after its start) for a request of at most this many lines
_RANGES_UP_TO = 40
#: a count's noun (``taglines``, ``product names``): at most this many words of letters, each of
#: at most :data:`_NOUN_CHARS` (the reply parser reads 60 characters)
_NOUN_WORDS, _NOUN_CHARS = 4, 14


def _digits(lo: str, hi: str) -> list[str]:
    """The numbers from ``lo`` to ``hi`` (as many digits each) as GBNF sequences, one an alternative."""
    if len(lo) == 1:
        return [f"[{lo}-{hi}]" if lo != hi else f'"{lo}"']
    rest = len(lo) - 1
    if lo[0] == hi[0]:
        return [f'"{lo[0]}" ' + seq for seq in _digits(lo[1:], hi[1:])]
    out: list[str] = []
    first, last = int(lo[0]), int(hi[0])
    if lo[1:] != "0" * rest:  # the numbers from lo up to the end of its leading digit
        out += [f'"{lo[0]}" ' + seq for seq in _digits(lo[1:], "9" * rest)]
        first += 1
    if hi[1:] != "9" * rest:  # the numbers of hi's leading digit up to hi
        upper = [f'"{hi[0]}" ' + seq for seq in _digits("0" * rest, hi[1:])]
        last -= 1
    else:
        upper = []
    if first <= last:
        out.append(" ".join([_digits(str(first), str(last))[0], *["[0-9]"] * rest]))
    return out + upper


def _numbers(lo: int, hi: int) -> str:
    """A GBNF alternation of the numbers ``lo`` to ``hi`` (at least 1; no leading zeros)."""
    alts: list[str] = []
    for width in range(len(str(lo)), len(str(hi)) + 1):
        a, b = max(lo, 10 ** (width - 1)), min(hi, 10**width - 1)
        alts += _digits(str(a), str(b))
    return " | ".join(alts)


def _lines(n_lines: int) -> str:
    """``lines ::= ...``: a line or a range of the request's lines, a range's end after its start
    (written out for a request of at most :data:`_RANGES_UP_TO` lines, else any two lines)."""
    if n_lines == 1:
        return 'lines ::= "1"'
    if n_lines > _RANGES_UP_TO:
        return 'lines ::= line ("-" line)?'
    ranges = " | ".join(f'"{a}-" ({_numbers(a + 1, n_lines)})' for a in range(1, n_lines))
    return f"lines ::= line | {ranges}"


def item_plan_gbnf(n_lines: int) -> str:
    """The grammar of the items planner's reply for a request of ``n_lines`` lines (see the
    module doc): every line number in it is one of the request's, ``1`` to ``n_lines``, a
    range's end after its start; a one-line request's items are pointed at by their words
    only (a bare ``1`` would be the whole request, one item)."""
    if n_lines < 1:
        raise ValueError("n_lines must be at least 1")
    from sot.pasta_lang.items.split import MAX_ITEMS, MIN_ITEMS  # (the items package, only where asked)

    n_lines = min(n_lines, _MAX_LINE)
    space = "\\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000"  # what str.strip() drops too
    word = f'[^\\x00-\\x20"\\x7F\\u201C\\u201D{space}]+'
    letters = f"[^\\x00-\\x40\\x5B-\\x60\\x7B-\\x7F\\u2013\\u2014\\u201C\\u201D\\u2026{space}]"
    # an item's words, as many as the model writes (a bound would make it glue the words past it)
    quoted = f'line ":\\"" {word} (" " {word})* "\\""'
    rules = [
        'root ::= (("ITEMS " | "FIELDS ") pointer (","? " " pointer)* ask? '
        f'| "COUNT " ({_numbers(MIN_ITEMS, MAX_ITEMS)}) " " noun ask? | "NONE") "\\n"?',
        f"pointer ::= {quoted}" if n_lines == 1 else f"pointer ::= lines | {quoted}",
        'ask ::= "\\nASK " lines (","? " " lines)*',
        f'noun ::= {letters}{{1,{_NOUN_CHARS}}} (" " {letters}{{1,{_NOUN_CHARS}}}){{0,{_NOUN_WORDS - 1}}}',
        _lines(n_lines),
        f"line ::= {_numbers(1, n_lines)}",
    ]
    return "\n".join(rules) + "\n"
