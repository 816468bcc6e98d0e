"""The learned segment tagger: each unit of a request labelled with its neighbours' labels in view.

Labels (:data:`LABELS`): ``O`` shared text (context or instruction), ``B`` the first unit of an
item, ``I`` a further unit of the same item, ``N`` the sentence that asks for N things. The model
is a linear chain: each unit's score for a label is the sum of its features' weights, plus a
weight for the label after the one before it; :meth:`Tagger.tag` finds the best sequence of labels
(Viterbi) and its margin over labelling every unit ``O``. The weights are those of a linear-chain
CRF trained on labelled rows by ``scripts/train_items_tagger.py`` (CRFsuite, L-BFGS with L1 and L2
regularisation) and ship as ``tagger.json`` beside this module; finding needs no library.

Features (:func:`features`) are structure, not phrasing rules: what separated a unit from the one
before (a blank line, a line break, a sentence end, a colon, a comma, "and"), its list-marker
family and whether its neighbours share it, where it ends ("?", ":", "."), its length against its
neighbours', its position, the lexicon's hits (a question word, an extract or make verb, a
greeting, a count, ...; :mod:`~sot.pasta_lang.items.lexicon`) and its first words, each also read
on the unit before and after; a unit of an inline run of short names also by the run (its length,
the words of the instruction before it and after it: :func:`_runs`).
"""

from __future__ import annotations

import functools
import json
import math
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from sot.pasta_lang.items.assemble import greeting
from sot.pasta_lang.items.count import CountPhrase, count_phrase
from sot.pasta_lang.items.lexicon import CJK, QUESTION_MARKS, entries, pattern
from sot.pasta_lang.items.segments import CODE_LINE, Unit
from sot.pasta_lang.items.split import MAX_LIST_ITEMS
from sot.pasta_lang.items.words import singular

__all__ = ["FORMAT", "LABELS", "WINDOW", "Tagger", "features", "fill_runs", "load_tagger", "run_on", "window"]

LABELS = ("O", "B", "I", "N")
_O, _B, _I, _N = range(4)
FORMAT = "sot-items-tagger"
#: only the first and last WINDOW units of a request are tagged (and a marked list running on
#: from them, to its end); the middle is context
WINDOW = 40
#: the lexicon's keys read as features on each unit
LEXICON_FEATURES = (
    "greetings", "sign_offs", "ask_leads", "extract_verbs", "make_verbs", "apply_verbs", "compare_words",
    "depend_words", "procedure_words", "code_words", "math_words", "small_talk", "context_pointers",
    "item_nouns", "json_words", "pronouns", "each_words",
)  # fmt: skip
#: the lexicon's keys read on a unit's line as a whole (and on the line above)
LINE_FEATURES = ("ask_leads", "extract_verbs", "make_verbs", "apply_verbs", "context_pointers", "item_nouns",
                 "question_words", "each_words")  # fmt: skip
_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)?")


def _words(text: str) -> list[str]:
    """A text's words, casefolded; a run of Chinese, Japanese or Korean its character pairs."""
    out: list[str] = []
    for w in _WORD.findall(text.casefold()):
        if CJK.match(w) and len(w) > 2:
            out.extend(w[i : i + 2] for i in range(0, min(len(w), 24) - 1))
        else:
            out.append("#" if w.isdecimal() else w)  # a number's value is no feature: "3", "10" alike
    return out


def _bucket(n: int, edges: Sequence[int]) -> int:
    return next((i for i, e in enumerate(edges) if n <= e), len(edges))


def _shape(request: str, u: Unit) -> dict[str, Any]:
    """What a unit is, seen alone: the parts of its features its neighbours also read."""
    t = request[u.start : u.end]
    words = _words(t[:300])
    qw = pattern("question_words").match(t)
    return {
        "q": t.endswith(QUESTION_MARKS) or bool(pattern("question_ends").search(t[-3:])),
        "colon": t.endswith((":", "：")),
        "dot": t.endswith((".", "。", "!", "！")),
        "qw": qw is not None,
        "len": _bucket(len(words) if words else len(t) // 2, (1, 2, 3, 5, 8, 13, 25, 60)),
        "cjk": bool(CJK.search(t[:50])),
        "upper": t[:1].isupper(),
        "w0": words[0] if words else "",
        "count": count_phrase(t[:300]),  # the "N things" phrase, or None
        "code": bool(CODE_LINE.search(t[:300])),
    }


def window(units: Sequence[Unit]) -> list[bool]:
    """Which units are tagged: the first and last :data:`WINDOW`."""
    return [k < WINDOW or k >= len(units) - WINDOW for k in range(len(units))]


def fill_runs(request: str, units: Sequence[Unit], labels: list[str]) -> list[str]:
    """``labels`` with every line of a marked list made an item where two or more of its lines
    are: a run of consecutive lines opening with the same marker family is one list, its last
    line too ("- My luggage didn't arrive." is not the instruction), but a greeting or sign-off."""
    out, n, k = list(labels), len(units), 0
    while k < n:
        family = units[k].marker
        if not family:
            k += 1
            continue
        run = [k]  # the first unit of each line of the run
        j = k + 1
        while j < n:
            if units[j].line == units[j - 1].line:
                j += 1
                continue
            if units[j].marker != family or units[j].line != units[run[-1]].line + 1:
                break
            run.append(j)
            j += 1
        if sum(out[i] == "B" for i in run) >= 2:
            for i in run:
                if out[i] == "O" and not any(greeting(request, units[i], key) for key in ("sign_offs", "greetings")):
                    out[i] = "B"
                    e = i + 1
                    while e < n and units[e].line == units[i].line and out[e] == "O":
                        out[e] = "I"
                        e += 1
        k = j
    return out


def run_on(units: Sequence[Unit], labels: list[str]) -> list[str]:
    """``labels`` with a list of items the window ends inside carried on through the untagged
    middle, a line an item, as far as its lines keep their marker (up to
    :data:`~sot.pasta_lang.items.split.MAX_LIST_ITEMS` lines; a longer one is left as it is)."""
    n, out = len(units), list(labels)
    if n <= 2 * WINDOW:
        return out
    for edge, step in ((WINDOW - 1, 1), (n - WINDOW, -1)):
        family = units[edge].marker
        if labels[edge] != "B" or not family:
            continue
        k = edge + step
        while WINDOW <= k < n - WINDOW and units[k].marker == family and units[k].line != units[k - step].line:
            k += step
        if abs(k - edge) <= MAX_LIST_ITEMS:
            for j in range(edge + step, k, step):
                out[j] = "B"
    return out


def features(request: str, units: Sequence[Unit]) -> list[list[str] | None]:
    """Each unit's feature names (``None`` for a unit in the middle of a long request: context)."""
    n = len(units)
    tagged = window(units)
    shapes = [(_shape(request, u) if tagged[k] or (k and tagged[k - 1]) or (k + 1 < n and tagged[k + 1]) else None)
              for k, u in enumerate(units)]  # fmt: skip
    per_line = Counter(u.line for u in units)
    lines = _lines(request, units, tagged)
    asks = sum(bool(x and x["q"]) for x in shapes)
    marked = sum(bool(u.marker) for u in units)
    code = sum(bool(x and x["code"]) for x in shapes)
    whole = (f"g:q={min(asks, 3)}", f"g:mk={min(marked, 3)}", f"g:lines={min(units[-1].line + 1, 4) if units else 0}",
             f"g:code={min(code, 3)}")  # fmt: skip
    each, one = _each(request, units)  # "each", "these", "the following": one instruction over several things
    after = _after_head(request, units, shapes)
    runs = _runs(request, units, shapes)
    out: list[list[str] | None] = []
    for k, u in enumerate(units):
        s = shapes[k]
        if s is None or not tagged[k]:
            out.append(None)
            continue
        t = request[u.start : u.end]
        f = ["b", f"sep={u.sep}", f"mk={u.marker or '-'}", f"sep={u.sep}|mk={bool(u.marker)}", f"len={s['len']}"]
        for name in ("q", "colon", "dot", "qw", "cjk", "upper", "count", "code"):
            if s[name]:
                f += [name, f"{name}|sep={u.sep}"]
        f.append(f"q={s['q']}|qw={s['qw']}")
        f.extend(whole)
        f.append(f"{whole[0]}|q={s['q']}|sep={u.sep}")
        f.append(f"w0={s['w0']}")
        if each:
            f += ["g:each", f"g:each|sep={u.sep}|mk={bool(u.marker)}"]
        if one:
            f.append(f"g:one|each={each}|mk={bool(u.marker)}")
        words = _words(t[:200])
        f.extend(f"u={w}" for w in words[:6])
        if len(words) >= 2:
            f.append(f"bi={words[0]}_{words[1]}")
        if words:
            f.append(f"wl={words[-1]}")
        for key in LEXICON_FEATURES:
            if pattern(key).search(request, u.start, min(u.end, u.start + 200)):
                f.append(f"lx={key}")
        if s["count"]:
            f.extend(_count_features(t, s["count"]))
        if k == 0:
            f.append("first")
        if k == n - 1:
            f.append("last")
        f.append(f"online={min(per_line[u.line], 3)}")
        here, above = lines.get(u.line, ()), lines.get(u.line - 1, ())
        f.extend(f"line:{x}" for x in here)
        f.extend(f"above:{x}" for x in above)
        if after[k]:  # after a colon on its line, or a line of a run under a head line ending ":" or "?"
            f += [f"{after[k]}|sep={u.sep}|len={min(int(s['len']), 5)}", f"{after[k]}|each={each}"]
        first_of_line = k == 0 or units[k - 1].line != u.line
        last_of_line = k == n - 1 or units[k + 1].line != u.line
        f.append(
            f"lpos={'only' if first_of_line and last_of_line else 'first' if first_of_line else 'last' if last_of_line else 'mid'}"
        )
        f.extend(runs[k])
        if len(t) > 300:
            f.append("long")
        if t[:1] in "\"'“«「" and t[-1:] in "\"'”»」":
            f.append("quoted")
        for side, j in (("p", k - 1), ("n", k + 1)):
            o = shapes[j] if 0 <= j < n else None
            if o is None:
                f.append(f"{side}:none")
                continue
            v = units[j]
            f.append(f"{side}:sep={v.sep}")
            f.append(f"{side}:len={o['len']}")
            f.append(f"{side}:samelen={abs(int(o['len']) - int(s['len'])) <= 1}")
            for name in ("q", "colon", "qw", "count"):
                if o[name]:
                    f.append(f"{side}:{name}")
            if v.marker and u.marker:
                f.append(f"{side}:samemk={v.marker == u.marker}")
            f.append(f"{side}:sameline={v.line == u.line}")
            f.append(f"{side}:w0={o['w0']}")
        if k:  # words it shares with the unit before: the same subject asked about again
            before = {w for w in _words(request[units[k - 1].start : units[k - 1].end][:200]) if len(w) > 3}
            shared = len(before & {w for w in words if len(w) > 3})
            f.append(f"ov={min(shared, 2)}")
        # conjunctions a linear model cannot form itself: a unit's shape beside its neighbours'
        ps = shapes[k - 1] if k else None
        ns = shapes[k + 1] if k + 1 < n else None
        pv, nv = (units[k - 1].sep if k else "-"), (units[k + 1].sep if k + 1 < n else "-")
        f.append(f"c1={u.sep}|{s['len']}|{ps['len'] if ps else '-'}|{ns['len'] if ns else '-'}")
        f.append(f"c2={pv}|{u.sep}|{nv}")
        f.append(f"c3={s['q']}|{ps['q'] if ps else '-'}|{ns['q'] if ns else '-'}")
        f.append(f"c4={u.sep}|{here[-2] if len(here) > 1 else ''}|{above[-1] if above else '-'}")
        f.append(f"c5={u.marker or '-'}|{units[k - 1].marker if k else '-'}|{s['q']}")
        out.append(f)
    return out


def _count_features(text: str, c: CountPhrase) -> list[str]:
    """How a unit's "N things" reads, whatever the things: the word before the number and the one
    after the noun ("give me 5 ...", "in 5 ...", "the 5 ..."; "... for", "... of"), the number's
    size, the noun's length and whether it is a plural."""
    before, after = _words(text[: c.start])[-1:] or ["^"], _words(text[c.noun_end :][:40])[:1] or ["$"]
    noun = c.noun.split()
    plural = any(singular(w) != w for w in noun)
    return [f"cb={before[0]}", f"ca={after[0]}", f"cn={_bucket(c.count, (3, 10, 20))}", f"cw={len(noun)}|{plural}",
            f"cb={before[0]}|{plural}", f"cd={text[c.start].isdecimal()}"]  # fmt: skip


def _runs(request: str, units: Sequence[Unit], shapes: list[dict[str, Any] | None]) -> list[list[str]]:
    """Per unit of a run of two or more short units on one line joined by commas or "and" (an
    inline list of names), what the run shows: its length, the first and last words of the unit
    before it (the instruction over the names: "the capital of | France, Germany and Italy"), the
    word trailing it ("Mozart, Beethoven and Bach | born?"), its end; the unit before, that it heads one."""
    out: list[list[str]] = [[] for _ in units]
    k, n = 0, len(units)
    while k < n:
        j = k + 1
        while j < n and units[j].line == units[k].line and units[j].sep in ("comma", "and", "semi"):
            j += 1
        names = [s for s in shapes[k:j] if s is not None and int(s["len"]) <= 3]
        if j - k >= 2 and len(names) == j - k:
            head = shapes[k - 1] if k and units[k - 1].line == units[k].line else None
            tail = shapes[j] if j < n and units[j].line == units[k].line and units[j].sep == "pointer" else None
            said = (_words(request[units[k - 1].start : units[k - 1].end][-80:]) if head else []) or ["^"]
            q, size = f"r:q={bool((tail or names[-1])['q'])}", min(j - k, 4)
            out[k:j] = [[f"r:n={size}", f"r:hl={said[-1]}", f"r:h0={head['w0'] if head else '^'}",
                         f"r:t={tail['w0'] if tail else '-'}", q, f"r:up={all(s['upper'] for s in names)}", f"r:hl={said[-1]}|{q}"]] * (j - k)  # fmt: skip
            if head:
                out[k - 1] = [f"rh:n={size}", f"rh:{q}"]
        k = j
    return out


def _after_head(request: str, units: Sequence[Unit], shapes: list[dict[str, Any] | None]) -> list[str]:
    """Per unit, ``pc`` where a unit before it on its line ends with a colon, ``ph`` on the first
    unit of each line after a line ending with a colon, else ``""``."""
    out = [""] * len(units)
    head, colon_on_line = False, False
    for k, u in enumerate(units):
        first = k == 0 or units[k - 1].line != u.line
        if first:
            colon_on_line = False
            if head:
                out[k] = "ph"
        elif colon_on_line:
            out[k] = "pc"
        s = shapes[k]
        if s is not None and s["colon"]:
            colon_on_line = True
        if k + 1 == len(units) or units[k + 1].line != u.line:  # the line's end: is it a head?
            head = head or (colon_on_line and bool(s and s["colon"]))
    return out


def _each(request: str, units: Sequence[Unit]) -> tuple[bool, bool]:
    """Whether the request's first or last line says "each", "these", "the following" (the
    lexicon's ``each_words``), and whether its first line asks to make one thing ("write an
    essay", "create a recipe with these": a list under it is used whole)."""
    if not units:
        return False, False
    first, last = units[0], units[-1]
    ends = [(first.start, min(len(request), first.start + 300))]
    last_line = [u for u in units if u.line == last.line]
    ends.append((last_line[0].start, min(last.end, last_line[0].start + 300)))
    return any(pattern("each_words").search(request, a, b) for a, b in ends), bool(_one().search(request, *ends[0]))


@functools.cache
def _one() -> re.Pattern[str]:
    """A make verb, then an article not of a fixed set ("write an", "create a", "schreibe einen")."""
    one = "|".join(a for a in entries("articles") if not pattern("fixed_set_words").fullmatch(a))
    return re.compile(rf"(?:{pattern('make_verbs').pattern})\s+(?:(?:me|us)\s+)?(?:{one})\s", re.I)


def _lines(request: str, units: Sequence[Unit], tagged: list[bool]) -> dict[int, tuple[str, ...]]:
    """Per tagged line, what the line as a whole shows: the lexicon's hits, its end, its units' shortness."""
    spans: dict[int, list[Unit]] = {}
    for u, t in zip(units, tagged, strict=True):
        if t:
            spans.setdefault(u.line, []).append(u)
    out: dict[int, tuple[str, ...]] = {}
    for line, us in spans.items():
        a, b = us[0].start, us[-1].end
        hits = [f"lx={key}" for key in LINE_FEATURES if pattern(key).search(request, a, min(b, a + 300))]
        text = request[a:b].rstrip("*_ ")
        hits.append(f"end={text[-1:] if text[-1:] in ':?.：？' else 'x'}")
        if len(us) >= 3:
            short = sum(len(request[u.start : u.end].split()) <= 3 for u in us) / len(us)
            hits.append(f"short={round(short * 2) / 2}")
        out[line] = tuple(hits)
    return out


@dataclass(frozen=True, slots=True)
class Tagger:
    """The loaded weights: per feature one weight per label, and label-to-label transitions."""

    weights: dict[str, tuple[float, ...]]
    transitions: tuple[tuple[float, ...], ...]  # [from: start, O, B, I, N][to: O, B, I, N]
    margin: float  # how much better than no split a split of items must score
    count_margin: float  # and a count
    source: str = "<memory>"

    def tag(self, request: str, units: Sequence[Unit]) -> tuple[list[str], float]:
        """The best labels for ``units`` and their margin over labelling every unit ``O``."""
        feats = features(request, units)
        scores = [self._emit(f) for f in feats]
        # a run of untagged units (``O`` by force) is decoded as its first: the rest add O -> O each
        kept = [k for k, f in enumerate(feats) if f is not None or not k or feats[k - 1] is not None]
        path, best = _viterbi([scores[k] for k in kept], self.transitions)
        decoded = dict(zip(kept, path, strict=True))
        labels = [LABELS[decoded.get(k, _O)] for k in range(len(units))]
        plain = self.transitions[0][_O] + sum(e[_O] for e in scores) + self.transitions[1][_O] * (len(scores) - 1)
        return labels, best + self.transitions[1][_O] * (len(units) - len(kept)) - plain

    def _emit(self, feats: list[str] | None) -> list[float]:
        if feats is None:
            return [0.0, -1e9, -1e9, -1e9]
        e = [0.0, 0.0, 0.0, 0.0]
        get = self.weights.get
        for name in feats:
            w = get(name)
            if w is not None:
                e[0] += w[0]
                e[1] += w[1]
                e[2] += w[2]
                e[3] += w[3]
        return e


def _viterbi(scores: list[list[float]], trans: Sequence[Sequence[float]]) -> tuple[list[int], float]:
    """The best label sequence (``I`` only after ``B`` or ``I``) and its score."""
    if not scores:
        return [], 0.0
    neg = -math.inf
    prev = [trans[0][y] + scores[0][y] if y != _I else neg for y in range(4)]
    back: list[list[int]] = []
    for e in scores[1:]:
        cur, ptr = [neg] * 4, [0] * 4
        for y in range(4):
            best, arg = neg, 0
            for x in range(4):
                if y == _I and x not in (_B, _I):
                    continue
                v = prev[x] + trans[x + 1][y]
                if v > best:
                    best, arg = v, x
            cur[y], ptr[y] = best + e[y], arg
        back.append(ptr)
        prev = cur
    y = max(range(4), key=lambda i: prev[i])
    best = prev[y]
    path = [y]
    for ptr in reversed(back):
        y = ptr[y]
        path.append(y)
    return path[::-1], best


def load_tagger(path: str | Path | None = None) -> Tagger:
    """The tagger in ``path`` (the shipped ``tagger.json`` by default); ``ValueError`` if unreadable."""
    p = str(path) if path is not None else str(resources.files("sot.pasta_lang.items").joinpath("tagger.json"))
    return _load(p)


@functools.lru_cache(maxsize=4)
def _load(path: str) -> Tagger:
    try:
        doc = json.loads(Path(path).read_text(encoding="utf-8"))
        if doc.get("format") != FORMAT or tuple(doc["labels"]) != LABELS:
            raise ValueError(f"not a {FORMAT} file")
        weights = {str(k): tuple(float(x) for x in v) for k, v in doc["weights"].items()}
        trans = tuple(tuple(float(x) for x in r) for r in doc["transitions"])
        if len(trans) != 5 or any(len(r) != 4 for r in trans) or any(len(v) != 4 for v in weights.values()):
            raise ValueError("weights of the wrong shape")
        return Tagger(weights, trans, float(doc["margin"]), float(doc["count_margin"]), path)
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
        raise ValueError(f"items tagger {path} cannot be read: {exc}") from exc
