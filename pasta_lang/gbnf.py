"""GBNF grammars (llama.cpp's grammar format) that constrain what a model may write.

:func:`skeleton_gbnf` describes a SoT skeleton: a numbered list ``1.`` ... ``N.`` of
one-line points, numbered in order, at least two (the fewest a skeleton has) and at most
``max_points`` of them. An engine that
decodes under it (the local llama.cpp engine) cannot produce a skeleton that
:func:`~sot.pasta_lang.skeleton.parse_skeleton` would reject, so a small model no longer
falls back to a direct answer because its plan was not a list.
"""

from __future__ import annotations

from sot.pasta_lang.skeleton import MIN_POINTS

__all__ = ["skeleton_gbnf"]


def skeleton_gbnf(max_points: int, prefill: str = "") -> str | None:
    """The grammar of a skeleton's continuation after ``prefill`` (``""`` or ``"1."``);
    ``None`` for a prefill it does not describe."""
    if max_points < 1:
        raise ValueError("max_points must be at least 1")
    heads = {"": '"1. " title', "1.": '" " title', "1. ": "title"}
    head = heads.get(prefill)
    if head is None:
        return None
    required = min(MIN_POINTS, max_points)
    rules = [
        f"root ::= {head}"
        + "".join(f' "\\n{n}. " title' for n in range(2, required + 1))
        + (f" more{required + 1}" if max_points > required else "")
        + ' "\\n"?'
    ]
    for n in range(required + 1, max_points + 1):
        tail = f" more{n + 1}" if n < max_points else ""
        rules.append(f'more{n} ::= ("\\n{n}. " title{tail})?')
    # a point is one line of text that starts with a word: not a space, a digit or list
    # punctuation (a small model told "at most 3 points" may otherwise number its titles: "1. 1.")
    rules.append("title ::= [^\\n 0-9.)*#-] [^\\n]*")
    return "\n".join(rules) + "\n"
