"""Splitting a long text into parts that each fit a budget of tokens (``--mode mapreduce``).

Parts keep paragraphs whole where they can, else sentences, and cut inside a sentence only
where one sentence alone is over the budget (at word boundaries, else characters). Each
part after the first starts with the last sentences of the one before it, up to
``overlap`` tokens, so a fact split across a boundary is seen whole by one of them.

    parts = split_text(text, budget=3000, count=provider_tokens, overlap=64)
"""

from __future__ import annotations

import re
from collections.abc import Callable

__all__ = ["split_text"]

Counter = Callable[[str], int]

_PARAGRAPHS = re.compile(r"\n[ \t]*\n")
_SENTENCES = re.compile(r"(?<=[.!?…])\s+(?=\S)|\n")
_WORDS = re.compile(r"\S+\s*")


Piece = tuple[str, str]  # (what joined it to the piece before in the text, its text)


def _pieces(text: str, budget: int, count: Counter) -> list[Piece]:
    """``text`` as paragraphs, with any over ``budget`` split into sentences, and any
    sentence still over it into runs of words (or characters) under it; each with what
    joined it to the one before, so parts put them back as they were."""
    out: list[Piece] = []
    for paragraph in _PARAGRAPHS.split(text):
        paragraph = paragraph.strip("\n")
        if not paragraph.strip():
            continue
        if count(paragraph) <= budget:
            out.append(("\n\n", paragraph))
            continue
        joiner = "\n\n"
        for sentence in _SENTENCES.split(paragraph):
            if not sentence.strip():
                continue
            if count(sentence) <= budget:
                out.append((joiner, sentence))
            else:
                cut = _cut(sentence, budget, count)
                out.extend([(joiner, cut[0]), *(("", piece) for piece in cut[1:])])
            joiner = " "
    return out


def _cut(text: str, budget: int, count: Counter) -> list[str]:
    """Runs of whole words under ``budget`` (a word over it alone is cut in characters);
    joined with no separator they give ``text`` back."""
    out: list[str] = []
    run = ""
    for word in _WORDS.findall(text):
        if run and count(run + word) > budget:
            out.append(run)
            run = ""
        while count(word) > budget:  # one "word" longer than the budget (a base64 blob, a URL...)
            size = max(1, len(word) * budget // max(count(word), 1))
            out.append(word[:size])
            word = word[size:]
        run += word
    if run:
        out.append(run)
    return out


def _join(pieces: list[Piece]) -> str:
    return "".join(text if i == 0 else joiner + text for i, (joiner, text) in enumerate(pieces)).strip()


def _tail(pieces: list[Piece], overlap: int, count: Counter) -> list[Piece]:
    """The last sentences of a part, up to ``overlap`` tokens (never the whole part)."""
    if overlap <= 0 or not pieces:
        return []
    sentences = [s for s in _SENTENCES.split(pieces[-1][1]) if s.strip()]
    tail: list[str] = []
    used = 0
    for sentence in reversed(sentences[1:] if len(pieces) == 1 else sentences):
        tokens = count(sentence)
        if used + tokens > overlap:
            break
        tail.insert(0, sentence)
        used += tokens
    return [("\n\n", " ".join(tail))] if tail else []


def split_text(text: str, *, budget: int, count: Counter, overlap: int = 0) -> list[str]:
    """``text`` in parts of at most about ``budget`` tokens as ``count`` counts them, in order.

    Parts come out about even: where the text takes ``n`` parts, each is sized for about
    ``1/n`` of it rather than filled to the budget with a short last one.
    A part's tokens are the sum of its pieces' and one for each paragraph break between
    them (a tokenizer may merge a few tokens across a boundary: callers keep a margin).
    A text within the budget is one part.
    """
    if budget < 1:
        raise ValueError(f"a part's budget must be at least one token, got {budget}")
    text = text.strip()
    if not text:
        return []
    if count(text) <= budget:
        return [text]
    overlap = min(overlap, budget // 4)
    pieces = _pieces(text, budget - overlap, count)
    parts = _pack(pieces, budget, overlap, count)
    if len(parts) > 1:  # the same number of parts, about even
        total = sum(count(p) + 1 for _, p in pieces)
        target = min(budget, -(-total // len(parts)) + overlap)
        step = max(1, (budget - target) // 8)
        while target < budget:  # the smallest size (of a few tried) that still gives as many parts
            even = _pack(pieces, target, overlap, count)
            if len(even) == len(parts):
                return even
            target += step
    return parts


def _pack(pieces: list[Piece], budget: int, overlap: int, count: Counter) -> list[str]:
    """``pieces`` packed in order into parts of at most ``budget`` tokens, with the overlap."""
    parts: list[str] = []
    current: list[Piece] = []
    used = 0  # tokens of ``current``
    carried = 0  # leading pieces of ``current`` that came from the part before
    for joiner, text in pieces:
        tokens = count(text)
        if current and len(current) > carried and used + 1 + tokens > budget:
            parts.append(_join(current))
            current = _tail(current[carried:], overlap, count)
            carried = len(current)
            used = sum(count(t) + 1 for _, t in current)
        current.append((joiner, text))
        used += tokens + (1 if len(current) > 1 else 0)
    if len(current) > carried:
        parts.append(_join(current))
    return parts
