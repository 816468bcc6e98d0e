"""Text features of the trained router, in pure Python.

The same code builds the features at training time (``scripts/train_router.py``) and
at routing time, so the two cannot drift apart. A question becomes a sparse vector:

- ``word`` block: word unigrams and bigrams (punctuation marks are tokens too);
- ``char`` block: character n-grams of each whitespace-separated token padded with
  spaces (like scikit-learn's ``char_wb`` analyzer);
- ``hand`` block: a few cues that n-grams see poorly (length, code, math, list words,
  plans and comparisons, ordered procedures, several requests in one message, chit-chat,
  "how can you tell whether...", a series of several targets "A, B and C", plural asks
  "what are the main...").

N-gram blocks are binary (presence), L2-normalised over every n-gram of the question
(seen in training or not) and hashed into ``2**hash_bits`` buckets with CRC-32, which
is stable across processes and platforms. Hand features are already on a 0..1 scale,
so nothing is fitted besides the model's weights.
"""

from __future__ import annotations

import itertools
import math
import re
import zlib
from collections.abc import Mapping
from dataclasses import dataclass

__all__ = ["HAND_FEATURES", "FeatureConfig", "bucket", "featurize", "hand_features", "ngram_keys"]


@dataclass(frozen=True, slots=True)
class FeatureConfig:
    """How a question becomes features; stored in the model file."""

    max_chars: int = 2000  # n-grams read the question's first max_chars characters
    char_min: int = 2
    char_max: int = 5
    hash_bits: int = 20
    word_scale: float = 1.0
    char_scale: float = 1.0
    hand_scale: float = 1.0

    @classmethod
    def from_mapping(cls, data: Mapping[str, object]) -> FeatureConfig:
        known = {f: data[f] for f in cls.__dataclass_fields__ if f in data}
        cfg = cls(**known)  # type: ignore[arg-type]
        if not (1 <= cfg.char_min <= cfg.char_max) or not (8 <= cfg.hash_bits <= 30) or cfg.max_chars < 1:
            raise ValueError(f"invalid feature config: {dict(data)!r}")
        return cfg

    def to_dict(self) -> dict[str, object]:
        return {f: getattr(self, f) for f in self.__dataclass_fields__}


_WORD = re.compile(r"\w+|[^\w\s]")
_CODE = re.compile(
    r"```|^\s{4}\S|\b(def|class|return|import|function|var|const|public|void|int|printf|println|select|sql)\b|"
    r"[{};]\s*$|=>|->|::|</?\w+>|\w+\(\)|#include",
    re.MULTILINE,
)
_MATH = re.compile(
    r"\$[^$]+\$|\\(frac|sum|int|sqrt|alpha|beta|pi)\b|\d\s*[-+*/^=<>]\s*\d|"
    r"\b(calculate|compute|solve|equation|integral|derivative|prove|probability|formula|sum|product)\b"
)
_LIST_CUE = re.compile(
    r"\b(list|tips|ways|examples|ideas|reasons|advantages|disadvantages|pros|cons|differences|factors|"
    r"benefits|strategies|suggestions|recommendations|methods|options|alternatives|features|types|kinds)\b"
)
_STEPS_CUE = re.compile(r"\b(steps?|how (to|do|can|should|would)|guide|process)\b")
_PROCEDURE_CUE = re.compile(
    r"\b(step[- ]by[- ]step|walk me through|in order|one step after another|instructions|procedure|"
    r"how (do|can|should) (i|you|we) (install|set up|setup|configure|make|cook|bake|boil|tie|change|replace|reset|"
    r"fix|build|compile|run|create|assemble|transfer|sign up|register|renew|apply|activate))\b"
)
_PLAN_CUE = re.compile(
    r"\b(plan|itinerary|schedule|agenda|trip|weekend|week|days?|checklist|packing list|outline|routine)\b"
)
_COMPARE_CUE = re.compile(r"\b(compare|comparison|vs\.?|versus|contrast|differ|differences?|better|or)\b")
_COUNT_CUE = re.compile(
    r"\b(\d+|three|four|five|six|seven|eight|nine|ten|some|several|a few)\s+(\w+\s+)?(tips|ways|ideas|reasons|"
    r"things|examples|suggestions|names|books|places|habits|questions|activities|options|mistakes|facts)\b"
)
_MULTI_CUE = re.compile(
    r"\b(also|another thing|second(ly)?|third(ly)?|first(ly)?|plus|as well|both|each|separately|"
    r"two questions|three (questions|things|issues))\b|\?\s+\S|\band (i|my|can|how|what|why|where|when)\b"
)
_CHITCHAT = re.compile(
    r"^\s*(hi|hello|hey|thanks|thank you|good (morning|evening|night)|bye|ok(ay)?|lol|nice to meet you|"
    r"how are you|what'?s your name|are you)\b"
)
_EXPLAIN_CUE = re.compile(r"\b(explain|why|describe|compare|difference|what are|discuss|overview)\b")
_CREATIVE_CUE = re.compile(
    r"\b(write|story|poem|essay|letter|joke|song|lyrics|tweet|rewrite|summari[sz]e|translate|paraphrase|"
    r"haiku|limerick|email|dialogue|script|slogan)\b"
)
_FACT_START = re.compile(r"^\s*(what is|what's|who|when|where|which|how many|how much|is|does|can)\b")
_ENUMERATED = re.compile(r"^\s*(\d+[.)]|[-*•])\s+\S", re.MULTILINE)
_HOW_TELL = re.compile(
    r"\bhow (can|do|does|would|could|should|will) (you|i|we|one|someone|people) (tell|know|check|spot|recogni[sz]e|"
    r"identify|judge|determine|decide)\b|\bhow to (tell|spot|recogni[sz]e|identify|know)\b|\b(signs|indications?) (of|that)\b"
)
#: several targets in one request: "into French, Spanish and German", "A, B, C"
_SERIES = re.compile(r"\b[\w'-]+(\s[\w'-]+)?,\s+[\w'-]+(\s[\w'-]+)?,?\s+(and|or|&)\s+[\w'-]+|\b\w+,\s*\w+,\s*\w+\b")
_PLURAL_ASK = re.compile(
    r"^\s*(what|which) (are|were)\b|\b(what|which) (are|were) (some|the (best|main|most|key|major|common|different|"
    r"pros|benefits|risks|signs|differences))\b"
)

#: names of the hand features, in vector order
HAND_FEATURES: tuple[str, ...] = (
    "log_chars",
    "log_lines",
    "question_marks",
    "code",
    "math",
    "digit_ratio",
    "list_cue",
    "steps_cue",
    "explain_cue",
    "creative_cue",
    "fact_start",
    "enumerated_lines",
    "short",
    "procedure_cue",
    "plan_cue",
    "compare_cue",
    "count_cue",
    "multi_cue",
    "chitchat",
    "how_tell",
    "series",
    "plural_ask",
)


def hand_features(text: str) -> list[float]:
    """The hand features of ``text`` (whole text, lower-cased), each roughly in 0..1."""
    low = text.lower()
    n = len(low)
    lines = low.count("\n") + 1 if low else 0
    digits = sum(c.isdigit() for c in low)
    return [
        min(math.log1p(n) / 9.0, 1.5),
        min(math.log1p(lines) / 4.0, 1.5),
        min(low.count("?") / 3.0, 1.0),
        1.0 if _CODE.search(text) else 0.0,
        1.0 if _MATH.search(low) else 0.0,
        min(10.0 * digits / n, 1.0) if n else 0.0,
        1.0 if _LIST_CUE.search(low) else 0.0,
        1.0 if _STEPS_CUE.search(low) else 0.0,
        1.0 if _EXPLAIN_CUE.search(low) else 0.0,
        1.0 if _CREATIVE_CUE.search(low) else 0.0,
        1.0 if _FACT_START.search(low) else 0.0,
        min(len(_ENUMERATED.findall(low)) / 5.0, 1.0),
        1.0 if n <= 80 else 0.0,
        1.0 if _PROCEDURE_CUE.search(low) else 0.0,
        1.0 if _PLAN_CUE.search(low) else 0.0,
        1.0 if _COMPARE_CUE.search(low) else 0.0,
        1.0 if _COUNT_CUE.search(low) else 0.0,
        min(len(_MULTI_CUE.findall(low)) / 3.0, 1.0),
        1.0 if _CHITCHAT.search(low) and n <= 60 else 0.0,
        1.0 if _HOW_TELL.search(low) else 0.0,
        1.0 if _SERIES.search(low[:2000]) else 0.0,
        1.0 if _PLURAL_ASK.search(low) else 0.0,
    ]


def ngram_keys(text: str, cfg: FeatureConfig) -> tuple[set[str], set[str]]:
    """The distinct word and character n-gram keys of ``text``'s first ``max_chars``."""
    low = text[: cfg.max_chars].lower()
    tokens = _WORD.findall(low)
    words = {"w " + t for t in tokens}
    words.update("b " + a + " " + b for a, b in itertools.pairwise(tokens))
    chars: set[str] = set()
    for token in set(low.split()):
        padded = " " + token + " "
        size = len(padded)
        for n in range(cfg.char_min, min(cfg.char_max, size) + 1):
            chars.update(padded[i : i + n] for i in range(size - n + 1))
    return words, {"c" + c for c in chars}


def bucket(key: str, hash_bits: int) -> int:
    """The hash bucket of a feature key (CRC-32 of its UTF-8 bytes, low ``hash_bits`` bits)."""
    return zlib.crc32(key.encode("utf-8")) & ((1 << hash_bits) - 1)


def featurize(text: str, cfg: FeatureConfig) -> tuple[dict[int, float], list[float]]:
    """The sparse n-gram vector (bucket -> value) and the scaled hand features of ``text``."""
    words, chars = ngram_keys(text, cfg)
    vector: dict[int, float] = {}
    bits = cfg.hash_bits
    for keys, scale in ((words, cfg.word_scale), (chars, cfg.char_scale)):
        if not keys:
            continue
        value = scale / math.sqrt(len(keys))
        for key in keys:
            b = bucket(key, bits)
            vector[b] = vector.get(b, 0.0) + value
    hand = [cfg.hand_scale * v for v in hand_features(text)]
    return vector, hand
