"""Training examples for learned PASTA, in exactly the formats PASTA mode asks a model at run time.

From a question and its annotated answer (:func:`sot.pasta_lang.annotate.annotate`), one
example for the main call and one per promised part:

- **main**: the messages of :meth:`PromptSet.pasta_messages` (the question with sot's PASTA
  instructions), and as the target the annotated main text, promises and ``<sync/>`` in it;
- **branch**: the messages a local fork sees (:func:`~sot.orchestrator.modes.pasta.fork_messages`:
  the main call's messages, then as the assistant's prefill the main text up to the end of the
  part's promise and ``<async topic="...">``), and as the target the part's body and ``</async>``
  (where the fork's generation stops).

The loss belongs on the target alone; an engine renders the messages with its chat template
(a final assistant message is a prefill the target continues).
"""

from __future__ import annotations

from dataclasses import dataclass

from sot.orchestrator.context import with_history
from sot.orchestrator.modes.pasta import fork_messages
from sot.pasta_lang.annotate import Annotated
from sot.pasta_lang.ir import Promise
from sot.pasta_lang.pasta import parse_pasta
from sot.providers.base import Message
from sot.templates.prompts import PromptSet

__all__ = ["TrainingExample", "example_dicts", "example_record", "pasta_examples"]


@dataclass(frozen=True)
class TrainingExample:
    """Chat messages (a final assistant message is a prefill) and the text the model should write next."""

    kind: str  # "main" or "branch"
    messages: tuple[Message, ...]
    target: str


def pasta_examples(
    question: str, annotated: Annotated, prompts: PromptSet, history: tuple[Message, ...] = ()
) -> list[TrainingExample]:
    """The main example and one per part (none for the parts of a plain answer: the main
    example then teaches the model to answer without tags)."""
    main = with_history(tuple(prompts.pasta_messages(question)), history)
    examples = [TrainingExample("main", main, annotated.main)]
    promises = [item for item in parse_pasta(annotated.main).items if isinstance(item, Promise)]
    for promise, part in zip(promises, annotated.parts, strict=True):
        assert promise.span is not None
        prefix = annotated.main[: promise.span.end]
        examples.append(TrainingExample("branch", fork_messages(main, prefix, part.topic), part.body + "</async>"))
    return examples


def example_record(
    question: str, answer: str, prompts: PromptSet, *, source: str, plain: bool = False
) -> dict[str, object]:
    """One line of a PASTA training file: the question, its answer (``source``: ``"model"``, its
    own direct answer, or ``"given"``), how it was annotated and its training examples.
    ``plain``: the answer is taught as it is, without tags, whatever parts it has (a question
    that does not suit parallel answering)."""
    from sot.pasta_lang.annotate import annotate

    annotated = Annotated(answer, answer.strip()) if plain else annotate(answer)
    topics = [" ".join(p.topic.casefold().split()) for p in annotated.parts]
    repeated = len(topics) - len(set(topics))
    return {
        "question": question,
        "answer": answer,
        "source": source,
        # an answer that repeats a part would teach the model to repeat: kept, marked unusable
        "usable": bool(answer.strip()) and not repeated,
        "why": "empty answer" if not answer.strip() else f"{repeated} part(s) repeat a topic" if repeated else None,
        "forks": annotated.forks,
        "parts": [{"topic": p.topic, "tokens": p.tokens} for p in annotated.parts],
        "examples": example_dicts(pasta_examples(question, annotated, prompts)),
    }


def example_dicts(examples: list[TrainingExample]) -> list[dict[str, object]]:
    """``examples`` as a training file holds them (plain JSON)."""
    return [
        {"kind": e.kind, "messages": [{"role": m.role, "content": m.content} for m in e.messages], "target": e.target}
        for e in examples
    ]
