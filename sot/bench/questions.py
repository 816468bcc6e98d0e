"""Benchmark questions from a file: JSONL (MT-Bench, AlpacaEval, Vicuna), a JSON list, or plain lines.

A JSON record gives its text in ``question``, ``instruction``, ``text``, ``prompt`` or
``turns`` (the first turn is used: single-turn runs); its id in ``question_id`` or
``id`` (else the line number); its category in ``category`` or ``dataset``; the known
answer its answers are scored against in ``gold`` (see :mod:`sot.bench.gold`). A file
whose first non-blank character is neither ``{`` nor ``[`` is read as one question per
non-blank line.

:data:`SAMPLE` is the set ``sot bench`` asks when given no file: 24 MT-Bench questions, the
first three of each of its eight categories (``data/``, with its source and licence).
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from sot.errors import UserInputError

__all__ = [
    "QUALITY_SETS",
    "SAMPLE",
    "SAMPLE_NAME",
    "Question",
    "data_or",
    "load_quality_sets",
    "load_questions",
    "parse_record",
]

_TEXT_FIELDS = ("question", "instruction", "text", "prompt")
_ID_FIELDS = ("question_id", "id")
_CATEGORY_FIELDS = ("category", "dataset")

#: the questions ``sot bench`` asks without ``--questions`` (package data)
SAMPLE = Path(str(resources.files("sot.bench").joinpath("data").joinpath("mt_bench_sample.jsonl")))
SAMPLE_NAME = "the MT-Bench sample (24 questions, 3 per category)"
#: the gold-scored sets ``sot bench --quality`` asks (package data; their cards in ``data/QUALITY.md``)
QUALITY_SETS = {
    name: Path(str(resources.files("sot.bench").joinpath("data").joinpath(f"quality_{name}.jsonl")))
    for name in ("qa", "fields", "count", "math")
}


@dataclass(frozen=True, slots=True)
class Question:
    question_id: str
    text: str
    category: str | None = None
    #: the known answer an answer is scored against (:mod:`sot.bench.gold`), when the record gives one
    gold: dict[str, Any] | None = None


def data_or(preferred: str | Path, fallback: str | Path = SAMPLE) -> Path:
    """``preferred`` (a benchmark's default data set, beside a checkout) where it exists, else
    ``fallback`` (by default the sample that ships with sot), saying so on stderr: a benchmark
    run from any clone runs with its defaults."""
    path = Path(preferred)
    if path.exists():
        return path
    print(f"{path} is not here; using {fallback} instead (give the data set to compare figures)", file=sys.stderr)
    return Path(fallback)


def parse_record(record: Any, where: str, line_no: int) -> Question:
    """One JSON record -> :class:`Question`; ``where`` names it in errors (``file:line``)."""
    if not isinstance(record, dict):
        raise UserInputError(f"{where}: expected a JSON object, got {type(record).__name__}")
    text: Any = None
    for name in _TEXT_FIELDS:
        if name in record:
            text = record[name]
            break
    else:
        turns = record.get("turns")
        if turns is None:
            fields = ", ".join([*_TEXT_FIELDS, "turns"])
            raise UserInputError(f"{where}: no question in this record (expected one of the fields {fields})")
        if not isinstance(turns, list) or not turns:
            raise UserInputError(f"{where}: 'turns' must be a non-empty list")
        text = turns[0]
    if not isinstance(text, str) or not text.strip():
        raise UserInputError(f"{where}: the question must be a non-empty string")
    qid = next((record[k] for k in _ID_FIELDS if record.get(k) is not None), line_no)
    category = next((record[k] for k in _CATEGORY_FIELDS if record.get(k)), None)
    gold = record.get("gold")
    if gold is not None:
        from sot.bench.gold import check_gold

        problem = check_gold(gold, where)
        if problem is not None:
            raise UserInputError(problem)
    return Question(
        question_id=str(qid), text=text.strip(), category=None if category is None else str(category), gold=gold
    )


def load_questions(path: str | Path, limit: int | None = None) -> list[Question]:
    """Read the questions in ``path`` (the first ``limit`` of them when given).

    Raises :class:`UserInputError` for a missing, unreadable or empty file, or a line
    that is not a usable record (the message names the file and line).
    """
    path = Path(path)
    if limit is not None and limit < 1:
        raise UserInputError(f"--limit must be at least 1, got {limit}")
    try:
        content = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise UserInputError(f"questions file not found: {path}") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise UserInputError(f"cannot read questions file {path}: {exc}") from exc
    stripped = content.lstrip()
    if not stripped:
        raise UserInputError(f"questions file {path} is empty")
    if stripped[0] == "[":
        questions = _from_json_list(content, path)
    elif stripped[0] == "{":
        questions = _from_jsonl(content, path, limit)
    else:
        questions = [
            Question(question_id=str(n), text=line.strip())
            for n, line in enumerate(content.splitlines(), start=1)
            if line.strip()
        ]
    if not questions:
        raise UserInputError(f"questions file {path} holds no questions")
    return questions[:limit] if limit is not None else questions


def _from_jsonl(content: str, path: Path, limit: int | None) -> list[Question]:
    out: list[Question] = []
    for n, line in enumerate(content.splitlines(), start=1):
        if not line.strip():
            continue
        where = f"{path}:{n}"
        try:
            record = json.loads(line)
        except ValueError as exc:
            raise UserInputError(f"{where}: not a JSON line ({exc})") from exc
        out.append(parse_record(record, where, n))
        if limit is not None and len(out) >= limit:
            break
    return out


def _from_json_list(content: str, path: Path) -> list[Question]:
    try:
        records = json.loads(content)
    except ValueError as exc:
        raise UserInputError(f"{path}: not valid JSON ({exc})") from exc
    if not isinstance(records, list):
        raise UserInputError(f"{path}: expected a JSON list of questions")
    return [parse_record(r, f"{path}[{i}]", i + 1) for i, r in enumerate(records)]


def load_quality_sets(names: str | None, limit: int | None = None) -> list[Question]:
    """The gold-scored sets named in ``names`` (comma-separated; None or "all": every set), the
    first ``limit`` requests of each when given."""
    wanted = (
        list(QUALITY_SETS) if names in (None, "", "all") else [n.strip() for n in str(names).split(",") if n.strip()]
    )
    unknown = [n for n in wanted if n not in QUALITY_SETS]
    if unknown or not wanted:
        raise UserInputError(
            f"unknown quality set {unknown[0] if unknown else names!r}: choose from {', '.join(QUALITY_SETS)} (or all)"
        )
    out: list[Question] = []
    for name in dict.fromkeys(wanted):
        out += load_questions(QUALITY_SETS[name], limit)
    return out
