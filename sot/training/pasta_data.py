"""The body of ``sot pasta-data``: training data for learned PASTA, from a model's own answers or given pairs.

    sot pasta-data instructions.txt -o pasta.jsonl                 # the embedded model answers each
    sot pasta-data pairs.jsonl -o pasta.jsonl -m openai:gpt-4o-mini
    sot pasta-data instructions.txt -o pasta.jsonl --limit 200     # run again to go on where it stopped
    sot pasta-data labelled.jsonl -o pasta.jsonl --shape route      # answers shaped by what each question suits

The input is one instruction a line, or JSON Lines with ``question`` (or ``instruction``,
``prompt``) and, for pairs, ``answer`` (or ``output``, ``response``). An instruction without
an answer is answered directly by the model (self-distillation). Each answer is annotated
(:mod:`sot.pasta_lang.annotate`) and written at once as one JSON line with its training
examples in the formats PASTA mode asks at run time (:mod:`sot.training.examples`), so
an interrupted run keeps what it wrote and a new run skips the questions already there.

``--shape route`` makes the answer's shape follow the question, so the model learns to fork
where a question suits it and nowhere else. Each question is routed: its ``parallel`` field
(true/false, 1/0) where the input gives one, else sot's router. A question that suits
parallel answering is asked for a list (:data:`LIST_REQUEST` appended to it; the training
examples keep the question as it was), greedy first, then sampled, up to ``--tries`` times,
until an answer has two to :data:`MOST_PARTS` parts with distinct topics, no code, one kind
of list marker and none of the request's words (:func:`list_misfit`); one that does not
suit it is answered directly and taught plainly, without tags, whatever paragraphs the
answer has.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any

from sot.errors import UserInputError
from sot.modes import SOT

__all__ = ["LIST_REQUEST", "list_misfit", "read_items", "run"]

_QUESTION_KEYS = ("question", "instruction", "prompt")
_ANSWER_KEYS = ("answer", "output", "response")

#: what ``--shape route`` appends to a question that suits parallel answering
LIST_REQUEST = (
    "Answer with a short introduction, then a numbered list of 3 to 6 distinct points (a bold title and two "
    "or three sentences each), then one closing sentence."
)
#: the temperature of the tries after the first (greedy) one
RETRY_TEMPERATURE = 0.8
#: most parts of a list answer kept by ``--shape route`` (the request asks for 3 to 6)
MOST_PARTS = 8
#: words of :data:`LIST_REQUEST` an answer should not repeat (a small model echoes its instructions)
_ECHOES = ("numbered list", "distinct points", "bold title", "closing sentence", "3 to 6")
_MARKED = re.compile(r"^[ \t]*(?:(\d{1,2}[.)])|[-*•])[ \t]*<promise", re.MULTILINE)


def read_items(path: Path) -> list[dict[str, Any]]:
    """The questions (and given answers, and ``parallel`` where given) of ``path``; a line that
    is neither a question nor a JSON object with one is a :class:`~sot.errors.UserInputError`
    naming its line."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise UserInputError(f"cannot read {path}: {exc}") from None
    items: list[dict[str, Any]] = []
    for number, line in enumerate(lines, 1):
        line = line.strip()
        if not line:
            continue
        if not line.startswith("{"):
            items.append({"question": line})
            continue
        try:
            record = json.loads(line)
        except ValueError as exc:
            raise UserInputError(f"{path}:{number}: not a JSON object: {exc}") from None
        question = next((record[k] for k in _QUESTION_KEYS if isinstance(record.get(k), str)), None)
        if not question or not question.strip():
            raise UserInputError(f"{path}:{number}: no question ({', '.join(_QUESTION_KEYS)})")
        item = {"question": question.strip()}
        answer = next((record[k] for k in _ANSWER_KEYS if isinstance(record.get(k), str)), None)
        if answer and answer.strip():
            item["answer"] = answer.strip()
        if record.get("parallel") is not None:
            item["parallel"] = _flag(record["parallel"], f"{path}:{number}")
        items.append(item)
    if not items:
        raise UserInputError(f"{path}: no questions")
    return items


def list_misfit(record: dict[str, Any]) -> str | None:
    """Why a list answer of ``--shape route`` would teach badly, or None: fewer than two parts or
    more than :data:`MOST_PARTS`, code in it (a fence splits a list into fragments), numbered
    items and bullets mixed in one run (sub-points read as points), or words of the request
    repeated (the examples ask the question without it)."""
    parts = len(record["parts"])
    if parts < 2:
        return "no part" if not parts else "one part"
    if parts > MOST_PARTS:
        return f"{parts} parts"
    if "```" in record["answer"]:
        return "code in the answer"
    if any(echo in record["answer"].casefold() for echo in _ECHOES):
        return "repeats the list request"
    kinds = {bool(numbered) for numbered in _MARKED.findall(record["examples"][0]["target"])}
    return "numbered items and bullets mixed" if len(kinds) > 1 else None


def _flag(value: Any, where: str) -> bool:
    if isinstance(value, bool) or value in (0, 1):
        return bool(value)
    if isinstance(value, str) and value.strip().lower() in ("true", "false", "1", "0", "yes", "no"):
        return value.strip().lower() in ("true", "1", "yes")
    raise UserInputError(f"{where}: parallel must be true or false (or 1 or 0), not {value!r}")


def _done(output: Path) -> set[str]:
    if not output.exists():
        return set()
    done = set()
    for line in output.read_text(encoding="utf-8").splitlines():
        try:
            done.add(json.loads(line)["question"])
        except (ValueError, KeyError, TypeError):
            continue  # a line cut by an interruption: its question is answered again
    return done


def run(args: argparse.Namespace) -> int:
    import anyio

    from sot.client import Client
    from sot.orchestrator.routing.router import default_router
    from sot.templates.loader import default_prompts
    from sot.training.examples import example_record

    if args.limit is not None and args.limit < 1:
        raise UserInputError("--limit must be at least 1")
    if args.tries < 1:
        raise UserInputError("--tries must be at least 1")
    items = read_items(Path(args.input))[: args.limit]
    output = Path(args.output)
    done = _done(output)
    todo = [item for item in items if item["question"] not in done]
    print(f"sot: {len(items) - len(todo)} of {len(items)} questions already in {output}", file=sys.stderr)
    prompts = default_prompts()
    counts = {"written": 0, "forks": 0, "unusable": 0}
    routed = args.shape == "route"
    router = default_router() if routed and any("parallel" not in item for item in todo) else None

    async def shaped(client: Client, item: dict[str, Any]) -> dict[str, Any]:
        """The record of one question: asked, or taken from the input, and annotated as its shape says."""
        question = item["question"]
        if not routed:
            answer, source = item.get("answer"), "given"
            if answer is None:
                answer, source = (await client.run(question, mode="direct", max_tokens=args.max_tokens)).answer, "model"
            return example_record(question, answer, prompts, source=source)
        suits, said_by = item.get("parallel"), "input"
        if suits is None:
            assert router is not None
            suits, said_by = (await router.route(question)).mode == SOT, "router"
        shape = {"suits": suits, "suits_from": said_by}
        if "answer" in item:
            return {**example_record(question, item["answer"], prompts, source="given", plain=not suits), **shape}
        if not suits:
            answer = (await client.run(question, mode="direct", max_tokens=args.max_tokens)).answer
            return {**example_record(question, answer, prompts, source="model", plain=True), **shape, "tries": 1}
        record: dict[str, Any] = {}
        asked = f"{question}\n\n{LIST_REQUEST}"
        for attempt in range(args.tries):
            sampling: dict[str, Any] = {"temperature": RETRY_TEMPERATURE, "seed": attempt} if attempt else {}
            answer = (await client.run(asked, mode="direct", max_tokens=args.max_tokens, **sampling)).answer
            record = {**example_record(question, answer, prompts, source="model"), **shape, "tries": attempt + 1}
            why = record["why"] or list_misfit(record)
            if not why:
                return record
        return {**record, "usable": False, "why": f"no answer with distinct parts in {args.tries} tries ({why})"}

    async def main() -> None:
        async with Client(model=args.model) as client:
            with output.open("a", encoding="utf-8") as out:
                for k, item in enumerate(todo, 1):
                    record = await shaped(client, item)
                    out.write(json.dumps(record, ensure_ascii=False) + "\n")
                    out.flush()
                    counts["written"] += 1
                    counts["forks"] += bool(record["forks"]) and bool(record["usable"])
                    counts["unusable"] += not record["usable"]
                    parts = len(record["parts"])
                    said = f"forks {parts}" if parts else "plain"
                    if routed:
                        said += f" ({'parallel' if record['suits'] else 'direct'} by {record['suits_from']}"
                        said += f", {record['tries']} tries)" if record.get("tries", 1) > 1 else ")"
                    print(
                        f"sot: [{k}/{len(todo)}] {said}{'' if record['usable'] else ', unusable: ' + record['why']}",
                        file=sys.stderr,
                    )

    anyio.run(main)
    n = counts["written"]
    share = f"{counts['forks'] / n:.0%}" if n else "-"
    print(
        f"sot: wrote {n} questions to {output}; {counts['forks']} fork ({share}), "
        f"{counts['unusable']} marked unusable (usable: false), the rest answer plainly"
    )
    return 0
