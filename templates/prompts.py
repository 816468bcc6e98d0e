"""Prompts for each mode, behind one small interface so templates can replace them.

A :class:`PromptSet` turns the question (and, for branches, the skeleton) into the
messages of each model call. sot's own prompts, adapted from the Skeleton-of-Thought
paper, are the built-in template ``default`` (``templates/builtin/default.yaml``):
:func:`sot.templates.loader.default_prompts` gives them to an ask without a template, and every template
falls back on them for the prompts it leaves out. Two fixed texts no template replaces live
here too: :data:`PASTA_TEACHING` (what the ``pasta`` prompt's ``teaching`` holds) and items
mode's planner prompt (:data:`ITEM_PLAN_PROMPT`). The user's question is always passed as
data inside a message; it is never parsed for annotations.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from sot.providers.base import Message

__all__ = ["ITEM_PLAN_PROMPT", "PASTA_TEACHING", "PromptSet", "item_plan_prompt"]


@runtime_checkable
class PromptSet(Protocol):
    """Messages for every model call of an ask."""

    def direct_messages(self, question: str) -> list[Message]: ...

    def plan_messages(self, question: str, max_points: int, *, exact: bool = False) -> list[Message]:
        """The SoT planning call: asks for a short numbered skeleton of at most ``max_points``
        points (``exact``: of that many, the number of things the question asks for)."""
        ...

    def branch_messages(self, question: str, points: Sequence[str], index: int) -> list[Message]:
        """The expansion of point ``index`` (0-based) of ``points``."""
        ...

    def branch_followup_messages(self, question: str, points: Sequence[str], index: int) -> list[Message] | None:
        """Point ``index`` asked as the plan's conversation goes on: the user turn that follows
        the skeleton reply (a ``system`` message first is ignored), or ``None`` to ask
        :meth:`branch_messages` instead (a template with its own ``branch`` prompt and no
        ``branch_followup``)."""
        ...

    def pasta_messages(self, question: str) -> list[Message]:
        """The PASTA main call: the answer written with PASTA-LANG annotations."""
        ...

    def pasta_branch_messages(self, question: str, context: str, topic: str, tokens: int | None) -> list[Message]:
        """A PASTA side branch writing ``topic``, given the main text so far (``context``)."""
        ...

    def map_messages(self, question: str, chunk: str, part: int, parts: int) -> list[Message]:
        """Map-reduce: notes on part ``part`` (1-based) of ``parts`` of a long input, for ``question``."""
        ...

    def item_messages(
        self,
        question: str,
        request: str,
        item: str,
        index: int,
        count: int,
        others: Sequence[str] = (),
        answer_form: str = "",
    ) -> list[Message]:
        """Items mode: item ``index`` (0-based) of ``count``; ``request`` is the shared part of the
        question with this one item (``item``: its text, ``""`` for one of N things to write;
        ``others``: what the others wrote, where this one must differ; ``answer_form``: how to
        answer it, a sentence or two: its length, the language where the request is not in
        English, "plain text, not JSON" where the answer is JSON made from the items)."""
        ...

    def reduce_messages(self, question: str, notes: Sequence[str], *, final: bool = True) -> list[Message]:
        """Map-reduce: the answer to ``question`` from the parts' ``notes`` in order
        (``final=False``: the notes of consecutive parts combined into one, where all of
        them do not fit one request)."""
        ...


PASTA_TEACHING = """Write your answer in PASTA-LANG, so independent parts can be written in parallel by helpers.
Where a part of your answer does not depend on the text around it, write a placeholder tag instead of the part:
<promise topic="SHORT TOPIC" tokens="N"/>
A helper writes that part (about N tokens) and it is put in the tag's place. Write <sync/> before text that needs the promised parts.
Example, for "Give tips for staying healthy.":
Here are tips for staying healthy.
<promise topic="eating a balanced diet" tokens="40"/>
<promise topic="exercising regularly" tokens="40"/>
<promise topic="sleeping well" tokens="40"/>
<sync/>Together these habits keep you healthy.
Example, for "What is 12 times 3?": 12 times 3 is 36.
Use promises only for independent parts; answer short or step-by-step questions directly with no tags."""


#: items mode's planner call, made where the grammar found no items in a request asked in
#: items mode by name (:func:`item_plan_prompt` fills in the request, its lines numbered; the
#: reply points into the request rather than copying it, and is resolved and checked against it
#: by :func:`~sot.pasta_lang.items.plan.split_from_pointers`). sot's own wording, like
#: :data:`PASTA_TEACHING`: no template replaces it, and the call has no system message.
ITEM_PLAN_PROMPT = """Does the request below apply one instruction to several independent items (questions to answer, fields to extract, sentences to translate, texts to summarize), or ask for a number of independent things (10 taglines, 5 names)? Its lines are numbered. Do not copy the request: point into it, in a few short lines and nothing else:
- items on lines of their own: ITEMS 4-7 (or ITEMS 4, 6, 9), then ASK 1 (the line or lines with the instruction, if any)
- items inside a line: ITEMS 2:"first words..." 2:"first words..." (each item's first words as written, then ...; a short item such as a field name whole, without ...), then ASK 2
- fields to extract: FIELDS, as ITEMS
- a number of things to write: COUNT 10 taglines, then ASK 1
- otherwise (one question, steps that depend on each other, math or code to solve whole, a comparison or ranking): NONE

Request:
{request}"""


def item_plan_prompt(request: str) -> str:
    """The planner call's prompt for ``request``, its lines numbered
    (:func:`~sot.pasta_lang.items.plan.numbered`; inserted as it is: braces in it are data)."""
    from sot.pasta_lang.items.plan import numbered

    return ITEM_PLAN_PROMPT.format(request=numbered(request))
