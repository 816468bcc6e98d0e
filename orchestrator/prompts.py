"""Prompts for each mode, behind one small interface so templates can replace them.

A :class:`PromptSet` turns the question (and, for branches, the skeleton) into the
messages of each model call. :class:`DefaultPrompts` holds sot's own prompts, adapted
from the Skeleton-of-Thought paper; a YAML template renders its own (see
``sot.templates``). The user's question is always passed as data inside a message;
it is never parsed for annotations.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from sot.providers.base import Message

__all__ = ["PASTA_TEACHING", "DefaultPrompts", "PromptSet"]


@runtime_checkable
class PromptSet(Protocol):
    """Messages for every model call of an ask."""

    def direct_messages(self, question: str) -> list[Message]: ...

    def plan_messages(self, question: str, max_points: int) -> list[Message]:
        """The SoT planning call: asks for a short numbered skeleton."""
        ...

    def branch_messages(self, question: str, points: Sequence[str], index: int) -> list[Message]:
        """The expansion of point ``index`` (0-based) of ``points``."""
        ...

    def pasta_messages(self, question: str) -> list[Message]:
        """The PASTA main call: the answer written with PASTA-LANG annotations."""
        ...

    def pasta_branch_messages(self, question: str, context: str, topic: str, tokens: int | None) -> list[Message]:
        """A PASTA side branch writing ``topic``, given the main text so far (``context``)."""
        ...


SYSTEM = "You are a helpful, accurate assistant."

PLAN = """You are an organizer responsible only for giving the skeleton (not the full content) for answering the question.
Provide the skeleton as a numbered list of at most {max_points} points, one per line, to answer the question.
Each point is a short phrase of 3 to 5 words, not a full sentence. Do not elaborate on the points.
Write nothing but the list.

Question: {question}"""

BRANCH = """You are responsible for continuing the writing of one and only one point in the overall answer to the following question.

Question: {question}

The skeleton of the answer is:
{skeleton}

Continue and write only point {number}: "{point}". Write it in 2 to 3 sentences. Do not repeat the point's title, do not write other points, do not number it."""

DIRECT = "{question}"

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

PASTA_BRANCH = """You are writing one part of a longer answer.

Question: {question}

The answer so far:
{context}

Write only the part about "{topic}"{length}. Write it as plain text, without a heading and without repeating the text so far."""


class DefaultPrompts:
    """sot's built-in prompts; ``system`` replaces the system message when given."""

    def __init__(self, system: str | None = SYSTEM) -> None:
        self.system = system

    def _wrap(self, user: str) -> list[Message]:
        msgs = [Message("system", self.system)] if self.system else []
        msgs.append(Message("user", user))
        return msgs

    def direct_messages(self, question: str) -> list[Message]:
        return self._wrap(DIRECT.format(question=question))

    def plan_messages(self, question: str, max_points: int) -> list[Message]:
        return self._wrap(PLAN.format(question=question, max_points=max_points))

    def branch_messages(self, question: str, points: Sequence[str], index: int) -> list[Message]:
        skeleton = "\n".join(f"{i + 1}. {p}" for i, p in enumerate(points))
        return self._wrap(BRANCH.format(question=question, skeleton=skeleton, number=index + 1, point=points[index]))

    def pasta_messages(self, question: str) -> list[Message]:
        return self._wrap(f"{PASTA_TEACHING}\n\nQuestion: {question}")

    def pasta_branch_messages(self, question: str, context: str, topic: str, tokens: int | None) -> list[Message]:
        length = f" in about {tokens} tokens" if tokens else ""
        return self._wrap(
            PASTA_BRANCH.format(question=question, context=context or "(nothing yet)", topic=topic, length=length)
        )
