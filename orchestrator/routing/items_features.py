"""The learned items finder's view of a request: its segments and each segment's features.

The same code cuts and describes a request at training time (``scripts/train_items_finder.py``)
and at finding time (:mod:`~sot.orchestrator.routing.items_finder`), so the two cannot drift
apart. Pure Python, no numpy.

- :func:`segments`: the request's non-blank lines, a list marker ("- ", "2.", "Q:", "(a)")
  left out of the text; a line that asks two or more questions ("When will it arrive? Can I
  change the address?") is cut into its sentences. Each :class:`Segment` knows its span in the
  request.
- :func:`segment_features`: for each segment, a sparse vector of hashed n-grams (word
  unigrams and bigrams, character 3- and 4-grams within words, the first word; binary,
  L2-normalised, CRC-32 hashed like the router's :mod:`~sot.orchestrator.routing.router_features`)
  and :data:`HAND_FEATURES`: cues about the segment and its neighbours that n-grams cannot see
  (position; a question in any language, "?", "？", "¿" or a question word; length; a list
  marker; a colon before it; starting like its neighbours; a run of segments of one shape; a
  count phrase such as "3 tags" or "5个"; a passage next to it).
- :func:`count_phrase`: the "N things" of a segment (2 to 99, digits or a number word in
  English, German, French, Spanish, Italian or Portuguese; "5个" in Chinese).
"""

from __future__ import annotations

import itertools
import math
import re
import zlib
from dataclasses import dataclass

__all__ = [
    "HAND_FEATURES",
    "CountPhrase",
    "Segment",
    "bucket",
    "count_phrase",
    "is_question",
    "segment_features",
    "segments",
]

#: how many characters of a segment the n-grams read
NGRAM_CHARS = 200
#: a longer segment is read at its first and last 500 characters only
_END = 500
#: a "give me N things" sentence sits in a segment no longer than this
MAX_COUNT_CHARS = 2000

_MARKER = re.compile(
    r"(?:[-*•·‣◦▪►>]+|\d{1,3}\s*[.):\]]|\(\d{1,3}\)|[a-hA-H][.)]|\([a-hA-H]\)|[QqFfPp]\d{0,3}\s*[:.)]|"
    r"\d{1,3}\s+-|[①-⑳]|[一二三四五六七八九十]+[、.．])\s*"
)
_SENTENCE = re.compile(r"[^.!?。！？]+(?:[.!?。！？]+|$)")
_QEND = re.compile(r"[?？]")
_QUOTE = re.compile(r"[\"“”«»「」]")
#: a line longer than this is not cut into its sentences
MAX_SPLIT_LINE = 600
_LEAD_IN = re.compile(r"(?P<lead>[^:：?？]{2,120}[:：])\s*(?=\S)")
_QUESTION_WORD = re.compile(
    r"^(?:what|what's|whats|who|whom|whose|which|when|where|why|how|is|are|was|were|do|does|did|can|could|"
    r"should|would|will|has|have|had|may|shall|isn't|aren't|don't|doesn't|"
    r"was|wer|wie|wo|woher|wohin|warum|wieso|weshalb|wann|welche[rsmn]?|ist|sind|kann|können|gibt|hat|muss|"
    r"habe|darf|"
    r"que|qu'est|quel(?:le)?s?|qui|quand|où|pourquoi|comment|combien|est-ce|"
    r"qué|cuál|cuáles|quién|quiénes|cuándo|dónde|por qué|cómo|cuánto|cuántos|cuántas|"
    r"che|chi|quando|dove|perché|come|quanto|quanti|quale|quali|"
    r"o que|quem|onde|por que|como|quantos|qual|quais|"
    r"什么|为什么|怎么|如何|哪|谁|几|多少|是否|能否|可以)\b",
    re.I,
)
_ZH_QUESTION = re.compile(r"(?:吗|呢|什么|为什么|怎么|如何|哪|谁|多少|是否|能否)")
_COUNT = re.compile(
    r"(?<![\d.,A-Za-z/-])(?P<n>\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|"
    r"a dozen|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|deux|trois|quatre|cinq|sept|huit|neuf|dix|"
    r"dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|due|tre|quattro|sei|sette|otto|nove|dieci|"
    r"duas|três|quatro|cinco)(?P<plus>\+?)(?:(?P<cjk>[个條条句首种款篇则])|\s+)"
    r"(?P<noun>(?:(?<=[个條条句首种款篇则])[^\s，。,.!?！？]{1,12})|(?:[^\W\d_][\w'-]*(?:\s+[^\W\d_][\w'-]*){0,2}))",
    re.I,
)
_NUMBERS = {
    "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "a dozen": 12,
    "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "sechs": 6, "sieben": 7, "acht": 8, "neun": 9, "zehn": 10,
    "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "sept": 7, "huit": 8, "neuf": 9, "dix": 10,
    "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7, "ocho": 8, "nueve": 9, "diez": 10,
    "due": 2, "tre": 3, "quattro": 4, "sei": 6, "sette": 7, "otto": 8, "nove": 9, "dieci": 10,
    "duas": 2, "três": 3,
}  # fmt: skip
_IMPERATIVE = re.compile(
    r"^(?:please\s+|pls\s+|kindly\s+|can you\s+|could you\s+)?(?:answer|respond|reply|translate|summari[sz]e|"
    r"rewrite|extract|identify|find|list|give|provide|generate|write|create|fill|read|use|based|using|classify|"
    r"explain|describe|tell|help|make|get|pull|return|output|format|beantworte|bitte|extrahiere|fülle|gib|nenne|"
    r"erstelle|schreib|réponds|répondez|extrais|remplis|donne|propose|écris|trouve|responde|contesta|extrae|"
    r"rellena|dame|genera|escribe|sugiere|rispondi|dammi|scrivi|responda|crie|me dê|请|帮我|给我|根据)\b",
    re.I,
)
_POINTS_DOWN = re.compile(
    r"\b(?:following|below|these|those|each|folgenden?|unten|suivante?s?|ci-dessous|siguientes?|abajo|seguintes?|"
    r"abaixo|seguenti|sotto|questions?|fragen|preguntas|domande|perguntas|fields?|felder|champs|campos|format)\b|"
    r"以下|下面|问题|[:：]\s*$",
    re.I,
)
_TITLE_WORD = re.compile(r"\b[A-Z][a-z]+\b")
_SNAKE = re.compile(r"\b[a-z]+_[a-z_]+\b")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
_WORD = re.compile(r"\w+|[^\w\s]")

#: names of the hand features, in vector order
HAND_FEATURES: tuple[str, ...] = (
    "rel_pos",
    "first",
    "last",
    "log_chars",
    "short",
    "question",
    "prev_question",
    "next_question",
    "ends_colon",
    "prev_ends_colon",
    "marker",
    "prev_marker",
    "next_marker",
    "same_start_prev",
    "same_start_next",
    "len_like_prev",
    "len_like_next",
    "long",
    "prev_long",
    "next_long",
    "blank_before",
    "blank_after",
    "count_phrase",
    "question_share",
    "log_segments",
    "ends_period",
    "field_like",
    "prev_field_like",
    "next_field_like",
    "points_down_before",
    "cjk",
    "same_line",
    "run_length",
    "imperative",
    "digits",
    "title_case",
    "snake_case",
    "sentences",
)


@dataclass(frozen=True, slots=True)
class Segment:
    """A line (or a sentence of a line) of the request: ``request[start:end] == text``."""

    start: int
    end: int
    text: str
    line: int  # index of its line among the request's lines
    marker: bool  # the line opens with a list marker, left out of ``text``
    blank_before: bool
    ends_line: bool  # last segment of its line


@dataclass(frozen=True, slots=True)
class CountPhrase:
    """ "N things" in a segment: the number, and where the number and the things are in the request."""

    count: int
    start: int  # the number's start
    number_end: int
    noun: str
    noun_end: int


def segments(request: str, max_segments: int = 400) -> list[Segment] | None:
    """The request's segments in order (``None``: more than ``max_segments``, not searched)."""
    out: list[Segment] = []
    pos = 0
    n = len(request)
    line_no = 0
    blank = False
    while pos <= n:
        nl = request.find("\n", pos)
        end = n if nl < 0 else nl
        raw = request[pos:end]
        stripped = raw.strip()
        if not stripped:
            blank = True
        else:
            lead = len(raw) - len(raw.lstrip())
            b = pos + lead
            e = pos + len(raw.rstrip())
            m = _MARKER.match(request, b, e)
            marker = False
            if (
                m
                and m.end() < e
                and not (
                    m.group().strip()[:1].isdigit()
                    and request[m.end() - 1 : m.end()] == "."
                    and request[m.end() : m.end() + 1].isdigit()
                )
            ):
                b = m.end()
                marker = True
            pieces = _split_questions(request, b, e)
            for k, (s, t) in enumerate(pieces):
                out.append(
                    Segment(s, t, request[s:t], line_no, marker and k == 0, blank and k == 0, k == len(pieces) - 1)
                )
                if len(out) > max_segments:
                    return None
            blank = False
            line_no += 1
        if nl < 0:
            break
        pos = nl + 1
    return out


def _split_questions(request: str, b: int, e: int) -> list[tuple[int, int]]:
    """The line ``request[b:e]`` cut into sentences when it asks something and says more than
    one sentence ("I ordered a desk. When will it ship? Can I change the colour?"); a short
    lead-in before a colon is cut from the question after it ("quick question: is it open?")."""
    if e - b > MAX_SPLIT_LINE or not _QEND.search(request, b, e) or _QUOTE.search(request, b, e):
        return [(b, e)]  # no question, or one in quotes ('she says, "Can you?", and I...'): one piece
    pieces = []
    for m in _SENTENCE.finditer(request, b, e):
        s, t = m.start(), m.end()
        while s < t and request[s].isspace():
            s += 1
        while t > s and request[t - 1].isspace():
            t -= 1
        if t <= s:
            continue
        colon = _LEAD_IN.match(request, s, t)
        if colon and request[t - 1] in "?？":
            pieces.append((s, colon.end("lead")))
            s = colon.end()
        pieces.append((s, t))
    return pieces or [(b, e)]


def is_question(text: str) -> bool:
    """Whether ``text`` asks something, in any of the languages the finder knows."""
    t = text.strip().strip("*_\"'").strip()
    if not t:
        return False
    if t.endswith(("?", "？")) or t.startswith("¿"):
        return True
    if _QUESTION_WORD.match(t):
        return True
    return bool(_CJK.search(t[:4])) and bool(_ZH_QUESTION.search(t[-12:]))


def count_phrase(request: str, seg: Segment) -> CountPhrase | None:
    """The first "N things" (2 to 99) of the segment, or ``None`` (none, or a segment longer
    than :data:`MAX_COUNT_CHARS`)."""
    if seg.end - seg.start > MAX_COUNT_CHARS:
        return None
    for m in _COUNT.finditer(request, seg.start, seg.end):
        word = m.group("n").casefold()
        value = int(word) if word.isdigit() else _NUMBERS.get(" ".join(word.split()))
        if value is None or not 2 <= value <= 99:
            continue
        noun = m.group("noun").strip()
        if not noun or noun[0].isdigit():
            continue
        return CountPhrase(value, m.start("n"), m.end("n") + len(m.group("plus")), noun, m.end("noun"))
    return None


def bucket(key: str, hash_bits: int) -> int:
    """The hash bucket of a feature key (CRC-32 of its UTF-8 bytes, low ``hash_bits`` bits)."""
    return zlib.crc32(key.encode("utf-8")) & ((1 << hash_bits) - 1)


def _ngrams(text: str) -> set[str]:
    low = text[:NGRAM_CHARS].lower()
    tokens = _WORD.findall(low)
    keys = {"w " + t for t in tokens}
    keys.update("b " + a + " " + b for a, b in itertools.pairwise(tokens))
    if tokens:
        keys.add("f " + tokens[0])
        keys.add("l " + tokens[-1])
    for token in set(low.split()):
        padded = " " + token + " "
        size = len(padded)
        for k in (3, 4):
            keys.update("c" + padded[i : i + k] for i in range(size - k + 1))
    return keys


def _first_word(text: str) -> str:
    m = _WORD.search(text.lower())
    return m.group() if m else ""


def _field_like(text: str) -> bool:
    t = text.strip().rstrip(":：").strip()
    return 0 < len(t.split()) <= 6 and not t.endswith((".", "?", "!", "？", "。")) and len(t) <= 60


def segment_features(
    request: str, segs: list[Segment], hash_bits: int, window: int | None = None
) -> list[tuple[dict[int, float], list[float]] | None]:
    """Each segment's sparse n-gram vector (bucket -> value) and its :data:`HAND_FEATURES`.
    With ``window``, only the first and last ``window`` segments are described (the others:
    ``None``), which bounds the work on a long document."""
    n = len(segs)
    # a long segment is read at its two ends (its length is its own)
    texts = [s.text if len(s.text) <= 2 * _END else s.text[:_END] + " " + s.text[-_END:] for s in segs]
    lengths = [s.end - s.start for s in segs]
    questions = [is_question(t) for t in texts]
    colon = [t.rstrip().endswith((":", "：")) for t in texts]
    longs = [size > 250 for size in lengths]
    fields = [_field_like(t) and not q for t, q in zip(texts, questions, strict=True)]
    starts = [_first_word(t) for t in texts]
    shapes = [
        ("q" if q else "f" if f else "l" if lg else "o") for q, f, lg in zip(questions, fields, longs, strict=True)
    ]
    runs = [1] * n
    i = 0
    while i < n:
        j = i
        while j + 1 < n and shapes[j + 1] == shapes[i]:
            j += 1
        for k in range(i, j + 1):
            runs[k] = j - i + 1
        i = j + 1
    q_share = sum(questions) / n if n else 0.0
    points = [bool(_POINTS_DOWN.search(t[-200:])) for t in texts]
    out: list[tuple[dict[int, float], list[float]] | None] = []
    for i, seg in enumerate(segs):
        if window is not None and window <= i < n - window:
            out.append(None)
            continue
        t = texts[i]
        keys = _ngrams(t)
        vector: dict[int, float] = {}
        value = 1.0 / math.sqrt(len(keys)) if keys else 0.0
        for key in keys:
            b = bucket(key, hash_bits)
            vector[b] = vector.get(b, 0.0) + value
        length = lengths[i]
        prev = segs[i - 1] if i else None
        nxt = segs[i + 1] if i + 1 < n else None
        words = t.split()
        hand = [
            i / (n - 1) if n > 1 else 0.0,
            1.0 if i == 0 else 0.0,
            1.0 if i == n - 1 else 0.0,
            min(math.log1p(length) / 7.0, 1.5),
            1.0 if len(words) <= 6 else 0.0,
            1.0 if questions[i] else 0.0,
            1.0 if i and questions[i - 1] else 0.0,
            1.0 if i + 1 < n and questions[i + 1] else 0.0,
            1.0 if colon[i] else 0.0,
            1.0 if i and colon[i - 1] else 0.0,
            1.0 if seg.marker else 0.0,
            1.0 if prev is not None and prev.marker else 0.0,
            1.0 if nxt is not None and nxt.marker else 0.0,
            1.0 if i and starts[i] and starts[i] == starts[i - 1] else 0.0,
            1.0 if i + 1 < n and starts[i] and starts[i] == starts[i + 1] else 0.0,
            _like(length, lengths[i - 1]) if i else 0.0,
            _like(length, lengths[i + 1]) if i + 1 < n else 0.0,
            1.0 if longs[i] else 0.0,
            1.0 if i and longs[i - 1] else 0.0,
            1.0 if i + 1 < n and longs[i + 1] else 0.0,
            1.0 if seg.blank_before else 0.0,
            1.0 if nxt is not None and nxt.blank_before else 0.0,
            1.0 if count_phrase(request, seg) is not None else 0.0,
            q_share,
            min(math.log1p(n) / 4.0, 1.5),
            1.0 if t.rstrip().endswith((".", "。", "!", "！")) else 0.0,
            1.0 if fields[i] else 0.0,
            1.0 if i and fields[i - 1] else 0.0,
            1.0 if i + 1 < n and fields[i + 1] else 0.0,
            1.0 if any(points[max(0, i - 3) : i]) else 0.0,
            min(len(_CJK.findall(t[:200])) / max(1, min(length, 200)) * 2.0, 1.0),
            1.0 if prev is not None and prev.line == seg.line else 0.0,
            min(runs[i] / 5.0, 1.0),
            1.0 if _IMPERATIVE.match(t) else 0.0,
            1.0 if any(c.isdigit() for c in t[:200]) else 0.0,
            min(len(_TITLE_WORD.findall(t[:200])) / max(1, len(words)), 1.0),
            1.0 if _SNAKE.search(t[:200]) else 0.0,
            min(len(_SENTENCE.findall(t[:1000])) / 5.0, 1.0),
        ]
        out.append((vector, hand))
    return out


def _like(a: int, b: int) -> float:
    return min(a, b) / max(a, b) if max(a, b) else 0.0
