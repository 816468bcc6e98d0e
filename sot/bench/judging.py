"""A judge's verdicts by probability, and how far a judge agrees with published preferences.

A small local model asked "which answer is better, A or B?" answers A almost whatever the
answers are: position decides, not content. :class:`ProbabilityJudge` reads the judge's
probabilities for the first token of its reply instead of its words, in both orders:
``d1 = log P(A) - log P(B)`` with the parallel answer as A, ``d2`` the same with it as B.
A bias towards either position adds the same to both, so the difference ``d1 - d2``
measures content alone: the parallel answer wins when it is above ``band``, loses below
``-band``, else ties. The same pass gives the words it would have said (the most likely of
``A``, ``B`` and ``tie``), so both verdicts come from one reading.

:func:`agreement` compares verdicts with published ones (AlpacaEval's GPT-4 preferences,
``data/judge_pairs.jsonl``): a judge's figures are only as good as that agreement.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from importlib import resources
from pathlib import Path
from typing import Any

from sot.bench.quality import combine_verdicts, judge_messages
from sot.errors import ConfigError, UserInputError

__all__ = [
    "JUDGE_PAIRS",
    "ProbabilityJudge",
    "agreement",
    "load_pairs",
    "measure_agreement",
]

#: 160 AlpacaEval pairs with GPT-4's preference (package data; card in ``data/QUALITY.md``)
JUDGE_PAIRS = Path(str(resources.files("sot.bench").joinpath("data").joinpath("judge_pairs.jsonl")))


class ProbabilityJudge:
    """Pairwise verdicts from a local GGUF model's first-token probabilities (see the module doc).

    ``model`` is what ``-m local:MODEL`` takes (a catalog name or a GGUF path; None: the
    embedded model)."""

    def __init__(self, model: str | None, *, band: float = 0.0, threads: int | None = None, n_ctx: int = 4096) -> None:
        from sot.local_backend.runtime import model_source

        source = model_source(model)
        if source.kind != "gguf":
            raise ConfigError(f"a probability judge runs a GGUF model on llama.cpp; {model!r} is not one")
        try:
            from sot.local_backend.llama_engine import LlamaEngine
        except ImportError as exc:  # llama.cpp's bindings not installed
            raise ConfigError(f"a probability judge needs llama.cpp's bindings (llama-cpp-python): {exc}") from exc
        self.name = f"local:{model} (probabilities)" if model else "local (probabilities)"
        self.band = band
        self.engine = LlamaEngine(source.location, max_rows=1, n_ctx=n_ctx, threads=threads, draft="off")
        self._ids = {word: self._first_ids(word) for word in ("A", "B", "tie")}

    def _first_ids(self, word: str) -> list[int]:
        """The tokens a reply opening with ``word`` may start with (with and without a space, cased)."""
        ids: set[int] = set()
        for text in {word, " " + word, word.capitalize(), " " + word.capitalize()}:
            tokens = self.engine.tokenize(text)
            if tokens:
                ids.add(tokens[0])
        return sorted(ids)

    def _read(self, question: str, a: str, b: str) -> tuple[float, str]:
        """``log P(A) - log P(B)`` for the reply's first token, and the word most likely of the three."""
        import numpy as np

        logp = self.engine.next_token_logprobs(judge_messages(question, a, b))
        score = {w: float(np.logaddexp.reduce(logp[ids])) for w, ids in self._ids.items()}
        return score["A"] - score["B"], max(score, key=lambda w: score[w])

    def judge(self, question: str, parallel: str, direct: str) -> dict[str, Any]:
        """``parallel`` against ``direct``: a JSON-ready dict (``outcome`` for the parallel answer
        by probability, ``text_outcome`` by the words, ``margin`` = (d1 - d2) / 2)."""
        d1, word1 = self._read(question, parallel, direct)
        d2, word2 = self._read(question, direct, parallel)
        margin = (d1 - d2) / 2
        outcome = "win" if margin > self.band else "loss" if margin < -self.band else "tie"
        return {
            "outcome": outcome,
            "margin": round(margin, 4),
            "d": [round(d1, 4), round(d2, 4)],
            "verdicts": [word1, word2],
            "text_outcome": combine_verdicts(word1, word2),
        }

    def close(self) -> None:
        self.engine.close()


def load_pairs(path: str | Path = JUDGE_PAIRS, limit: int | None = None) -> list[dict[str, Any]]:
    """Pairs with a published preference: ``instruction``, ``output_1``, ``output_2``,
    ``preference`` (1 or 2) on each JSON line."""
    path = Path(path)
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise UserInputError(f"cannot read the judge pairs {path}: {exc}") from exc
    pairs: list[dict[str, Any]] = []
    for n, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except ValueError as exc:
            raise UserInputError(f"{path}:{n}: not a JSON line ({exc})") from exc
        if not isinstance(row, dict) or row.get("preference") not in (1, 2):
            raise UserInputError(f"{path}:{n}: a pair needs instruction, output_1, output_2 and preference 1 or 2")
        if not all(isinstance(row.get(k), str) for k in ("instruction", "output_1", "output_2")):
            raise UserInputError(f"{path}:{n}: a pair needs instruction, output_1, output_2 and preference 1 or 2")
        pairs.append(row)
        if limit is not None and len(pairs) >= limit:
            break
    if not pairs:
        raise UserInputError(f"{path} holds no pairs")
    return pairs


def agreement(outcomes: Sequence[str], preferences: Sequence[int]) -> dict[str, Any]:
    """How often ``outcomes`` (for ``output_1``: win/tie/loss/invalid) match ``preferences`` (1/2).

    ``agreement``: matches over all pairs (a tie or invalid verdict is a miss); ``ties_half``:
    a tie counted as half a match; ``decided``: matches over the pairs the judge decided."""
    n = len(outcomes)
    match = sum(1 for o, p in zip(outcomes, preferences, strict=True) if o == ("win" if p == 1 else "loss"))
    ties = sum(1 for o in outcomes if o == "tie")
    invalid = sum(1 for o in outcomes if o == "invalid")
    decided = n - ties - invalid
    return {
        "pairs": n,
        "agreement": round(match / n, 4) if n else None,
        "ties_half": round((match + ties / 2) / n, 4) if n else None,
        "decided": decided,
        "decided_agreement": round(match / decided, 4) if decided else None,
        "ties": ties,
        "invalid": invalid,
        "first_preferred": round(sum(1 for o in outcomes if o == "win") / n, 4) if n else None,
    }


def measure_agreement(
    judge: ProbabilityJudge,
    pairs: Sequence[Mapping[str, Any]],
    on_pair: Callable[[int, dict[str, Any]], None] | None = None,
) -> dict[str, Any]:
    """Judge every pair (``output_1`` as the "parallel" answer) and compare with its preference:
    ``probability`` and ``text`` figures (:func:`agreement`) and the verdicts, in order."""
    verdicts: list[dict[str, Any]] = []
    for i, pair in enumerate(pairs):
        v = judge.judge(pair["instruction"], pair["output_1"], pair["output_2"])
        v = {"id": pair.get("id", str(i)), "preference": pair["preference"], **v}
        verdicts.append(v)
        if on_pair is not None:
            on_pair(i, v)
    prefs = [v["preference"] for v in verdicts]
    return {
        "judge": judge.name,
        "band": judge.band,
        "probability": agreement([v["outcome"] for v in verdicts], prefs),
        "text": agreement([v["text_outcome"] for v in verdicts], prefs),
        "verdicts": verdicts,
    }
