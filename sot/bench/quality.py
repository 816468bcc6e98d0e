"""Answer quality in the benchmark: structural checks, and a pairwise judge.

Structural checks need no model: every point expanded, no point written twice, no
PASTA-LANG tag leaked into the answer, none of sot's own instructions written into it (six
words in a row of its prompts that the question does not have), no branch cut off by its
token limit, an answer at all. The judge compares each parallel answer with the direct one, asked in both
orders (parallel as A, then as B) to cancel position bias; two verdicts that agree, or
one verdict and a tie, decide; verdicts that disagree are a tie.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping, Sequence
from contextlib import aclosing
from typing import Any

import anyio

from sot.errors import SotError
from sot.providers.base import GenerationRequest, Message, Provider, StreamEnd, TextDelta

__all__ = [
    "CHECK_NAMES",
    "JUDGE_OUTCOMES",
    "combine_verdicts",
    "judge_messages",
    "judge_pair",
    "parse_verdict",
    "structural_checks",
]

_TAG = re.compile(r"<\s*/?\s*(promise|sync|async)\b", re.IGNORECASE)
_SPACE = re.compile(r"\s+")
#: keys of the ``checks`` object whose truth (non-empty list, True) is a failed check
CHECK_NAMES = (
    "unexpanded_points",
    "duplicate_points",
    "leaked_tags",
    "echoed_instructions",
    "truncated_branches",
    "empty_answer",
)
JUDGE_OUTCOMES = ("win", "tie", "loss", "invalid")


def _norm(text: str) -> str:
    return _SPACE.sub(" ", text).strip().lower().rstrip(".:;")


_WORD = re.compile(r"[a-z0-9']+")
_SHINGLE = 6  # words in a row an answer must share with sot's own prompts to count as echoing them


def _shingles(text: str) -> set[tuple[str, ...]]:
    words = _WORD.findall(text.lower())
    return {tuple(words[i : i + _SHINGLE]) for i in range(len(words) - _SHINGLE + 1)}


@functools.cache
def _instruction_shingles() -> frozenset[tuple[str, ...]]:
    """Every run of words of sot's own prompts (the default template's, their Jinja taken out)."""
    from sot.templates.loader import load_template

    prompts = load_template("default").spec.prompts
    texts = [re.sub(r"\{[{%#].*?[}%#]\}", " ", str(t)) for t in prompts.model_dump().values() if t]
    return frozenset(set().union(*(_shingles(t) for t in texts)))


def echoed_instructions(answer: str, question: str = "") -> list[str]:
    """The sentences of ``answer`` that repeat sot's own instructions (six words in a row of its
    prompts that the question does not have): "This is a short phrase of 3 to 5 words" written
    as if it were the answer."""
    own = _instruction_shingles() - _shingles(question)
    out = []
    for sentence in re.split(r"(?<=[.!?])\s+|\n+", answer):
        if own & _shingles(sentence):
            out.append(sentence.strip()[:200])
    return out


def structural_checks(
    *,
    answer: str,
    question: str = "",
    skeleton: Sequence[str],
    branches: Sequence[Mapping[str, Any]],
    truncated: Sequence[int],
) -> dict[str, Any]:
    """Check one answer; ``branches`` are ``BranchResult`` dumps, ``truncated`` the indices cut off.

    Returns a JSON-ready dict: a list (or flag) per check in :data:`CHECK_NAMES`, and
    ``passed`` (no check failed).
    """
    unexpanded = [b["index"] for b in branches if b.get("status") != "done" or not str(b.get("text", "")).strip()]
    expanded = {b["index"] for b in branches}
    unexpanded += [i for i in range(len(skeleton)) if i not in expanded]
    duplicate: list[int] = []
    seen_titles: set[str] = set()
    seen_texts: set[str] = set()
    for b in sorted(branches, key=lambda b: b["index"]):
        title, text = _norm(str(b.get("title", ""))), _norm(str(b.get("text", "")))
        if (title and title in seen_titles) or (text and text in seen_texts):
            duplicate.append(b["index"])
        seen_titles.add(title)
        seen_texts.add(text)
    leaked = sorted({m.group(0).lower().replace(" ", "") for m in _TAG.finditer(answer)})
    echoed = echoed_instructions(answer, question)
    checks: dict[str, Any] = {
        "unexpanded_points": sorted(set(unexpanded)),
        "duplicate_points": duplicate,
        "leaked_tags": leaked,
        "echoed_instructions": echoed,
        "truncated_branches": sorted(set(truncated)),
        "empty_answer": not answer.strip(),
    }
    checks["passed"] = not any(checks[name] for name in CHECK_NAMES)
    return checks


# --------------------------------------------------------------------------- judge

JUDGE_SYSTEM = "You are an impartial judge. You compare two answers to the same question."
JUDGE_PROMPT = """Question:
{question}

[Answer A]
{a}
[End of Answer A]

[Answer B]
{b}
[End of Answer B]

Which answer is better: more helpful, correct, complete and clear? Do not let the order \
or the length of the answers sway you. Reply with one word only: A, B or tie."""


def judge_messages(question: str, a: str, b: str) -> tuple[Message, ...]:
    return (
        Message("system", JUDGE_SYSTEM),
        Message("user", JUDGE_PROMPT.format(question=question, a=a.strip(), b=b.strip())),
    )


_BRACKETED = re.compile(r"\[\[\s*(A|B|tie)\s*\]\]", re.IGNORECASE)
_LEADING = re.compile(
    r"^[\s\"'*`(\[]*(?:(?:answer|response|assistant|verdict|winner)\s*:?\s*)?(A|B|tie)\b(?![-'])"
    r"(?!\s*(?:and|or|&|,|/|nor)\s*(?:answer\s*)?[AB]\b)",
    re.IGNORECASE,
)
_NAMED = re.compile(
    r"\b(?:answer|response|assistant|verdict|winner)\s*(?:is|:)?\s*\(?\s*([AB])\b(?![-'])", re.IGNORECASE
)
_TIE = re.compile(r"\b(tie|equally|equal|neither|both)\b", re.IGNORECASE)
_BARE = re.compile(r"(?<![\w'-])([AB])(?![\w'-])")


def parse_verdict(text: str) -> str | None:
    """``"A"``, ``"B"``, ``"tie"`` from a judge's reply, or None when it says none of them."""
    t = text.strip()
    if not t:
        return None
    if m := _BRACKETED.search(t):
        return _canon(m.group(1))
    if re.match(r"^\W*a\s+tie\b", t, re.IGNORECASE):
        return "tie"
    if m := _LEADING.match(t):
        word = m.group(1)
        # a lowercase "a" opening a sentence is an article, not a verdict
        if word != "a" or re.match(r"^\W*a\W*$", t):
            return _canon(word)
    if m := _NAMED.search(t):
        return _canon(m.group(1))
    bare = set(_BARE.findall(t))
    if len(bare) == 1:
        return bare.pop()
    if _TIE.search(t):
        return "tie"
    return None


def _canon(word: str) -> str:
    return "tie" if word.lower() == "tie" else word.upper()


def combine_verdicts(first: str | None, second: str | None) -> str:
    """The parallel answer's outcome: ``first`` had it as A, ``second`` as B.

    Returns ``win``, ``tie``, ``loss``, or ``invalid`` when a verdict is missing.
    """
    if first is None or second is None:
        return "invalid"
    as_a = {"A": 1, "B": -1, "tie": 0}[first]
    as_b = {"A": -1, "B": 1, "tie": 0}[second]
    if as_a * as_b < 0:  # the verdicts disagree: only the position decided
        return "tie"
    total = as_a + as_b
    return "win" if total > 0 else "loss" if total < 0 else "tie"


async def _ask_judge(provider: Provider, messages: tuple[Message, ...], max_tokens: int) -> str:
    request = GenerationRequest(messages=messages, max_tokens=max_tokens, temperature=0.0, purpose="judge")
    parts: list[str] = []
    async with aclosing(provider.stream(request)) as chunks:
        async for chunk in chunks:
            if isinstance(chunk, TextDelta):
                parts.append(chunk.text)
            elif isinstance(chunk, StreamEnd):
                break
    return "".join(parts)


async def judge_pair(
    provider: Provider, question: str, parallel: str, direct: str, *, max_tokens: int = 32
) -> dict[str, Any]:
    """Judge ``parallel`` against ``direct`` in both orders (at once); a JSON-ready dict.

    Keys: ``outcome`` (win/tie/loss/invalid for the parallel answer), ``replies`` and
    ``verdicts`` (parallel as A first, then as B), ``error`` when the judge failed.
    """
    orders = (judge_messages(question, parallel, direct), judge_messages(question, direct, parallel))
    replies: list[str] = ["", ""]
    errors: list[str] = []

    async def one(i: int) -> None:
        try:
            replies[i] = await _ask_judge(provider, orders[i], max_tokens)
        except SotError as exc:
            errors.append(str(exc))

    async with anyio.create_task_group() as tg:
        for i in range(2):
            tg.start_soon(one, i)
    verdicts = [parse_verdict(r) for r in replies]
    out: dict[str, Any] = {
        "outcome": "invalid" if errors else combine_verdicts(verdicts[0], verdicts[1]),
        "replies": replies,
        "verdicts": verdicts,
    }
    if errors:
        out["error"] = errors[0]
    return out
