"""Gold-scored answers: right or wrong against known answers, with no judge.

A benchmark question may carry a ``gold`` object (see ``data/QUALITY.md``); its ``kind``
says how an answer is scored:

- ``qa``: questions over one passage, each with its gold answers. The answer is cut into
  one part per question (by its numbering, else its lines); each part is scored with
  SQuAD's exact match and token F1 (best over the gold answers), and ``contains`` (a gold
  answer appears in it, for answers that say more than the span). An answer that cannot
  be cut is scored per question on its best-matching line or sentence.
- ``fields``: named fields with known values. Each field's value is read from a JSON
  object in the answer, else from the line naming the field; right when the gold value
  appears in it (numbers compared as numbers: ``$1,249.00`` is ``1249``).
- ``count``: "give me N": the top-level list items are counted; right when there are N,
  all distinct, none empty.
- ``math``: a word problem's number: right when the answer's final number is the gold one.

Every scorer returns a JSON-ready dict with ``kind`` and ``score`` (0 to 1: the mean F1,
the share of fields right, or 1/0), and the details it was worked out from.
"""

from __future__ import annotations

import json
import re
import string
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

__all__ = [
    "GOLD_KINDS",
    "check_gold",
    "count_items",
    "failed_score",
    "final_number",
    "score",
    "score_count",
    "score_fields",
    "score_math",
    "score_qa",
    "segments",
    "summarize_gold",
    "token_f1",
]

GOLD_KINDS = ("qa", "fields", "count", "math")

# --------------------------------------------------------------------------- text


_ARTICLES = re.compile(r"\b(a|an|the)\b")
_PUNCT = str.maketrans("", "", string.punctuation)


def normalize(text: str) -> str:
    """SQuAD's answer normalization: lower case, no punctuation, articles or extra spaces."""
    return " ".join(_ARTICLES.sub(" ", text.lower().translate(_PUNCT)).split())


def token_f1(prediction: str, gold: str) -> float:
    pred, ref = normalize(prediction).split(), normalize(gold).split()
    if not pred or not ref:
        return float(pred == ref)
    same = sum((Counter(pred) & Counter(ref)).values())
    if same == 0:
        return 0.0
    precision, recall = same / len(pred), same / len(ref)
    return 2 * precision * recall / (precision + recall)


# a numbered line: "1.", "1)", "**1.**", "Question 1:", "Q1.", "### 1." (the number kept)
_NUMBERED = re.compile(
    r"^[ \t>#*_]*(?:(?:question|q|answer|a)[ \t]*)?(\d{1,2})[ \t]*(?:[.):]|\*\*|[ \t]+-)[ \t*_]*",
    re.IGNORECASE | re.MULTILINE,
)
_ANSWER_LABEL = re.compile(r"^[\s*_]*(?:answer|a)\s*[:.-]\s*", re.IGNORECASE)
_SENTENCE = re.compile(r"(?<=[.!?])\s+")


def segments(answer: str, k: int) -> list[str] | None:
    """The answer cut into its ``k`` numbered parts (1..k in order), else its ``k`` non-empty
    lines; None when it is neither."""
    found: list[tuple[int, int]] = []  # (start of the marker, end of the marker)
    want = 1
    for m in _NUMBERED.finditer(answer):
        if int(m.group(1)) == want:
            found.append((m.start(), m.end()))
            want += 1
            if want > k:
                break
    if len(found) == k:
        ends = [s for s, _ in found[1:]] + [len(answer)]
        return [answer[e:end].strip() for (_, e), end in zip(found, ends, strict=True)]
    lines = [ln.strip() for ln in answer.splitlines() if ln.strip()]
    return lines if len(lines) == k else None


def _without_question(part: str, question: str) -> str:
    """A part with a copy of its question (an items answer's heading, "Q: ...") taken off."""
    lines = part.splitlines()
    if lines:
        head = normalize(re.sub(r"^[\s*_]*(?:question|q)\s*[:.-]\s*", "", lines[0], flags=re.IGNORECASE))
        q = normalize(question)
        if q and (head == q or (head.startswith(q) and len(head) - len(q) < 3)):
            lines = lines[1:]
    text = "\n".join(lines).strip()
    return _ANSWER_LABEL.sub("", text).strip()


def _pieces(answer: str) -> list[str]:
    """Every line and every sentence of an answer: where a question's answer may be."""
    out: list[str] = []
    for line in answer.splitlines():
        line = _NUMBERED.sub("", line, count=1).strip()
        if line:
            out.append(line)
            out += [s for s in _SENTENCE.split(line) if s.strip() and s != line]
    return out or [answer]


# --------------------------------------------------------------------------- scorers


def score_qa(answer: str, gold: Mapping[str, Any]) -> dict[str, Any]:
    questions: Sequence[str] = gold["questions"]
    answers: Sequence[Sequence[str]] = gold["answers"]
    parts = segments(answer, len(questions))
    em: list[float] = []
    f1: list[float] = []
    contains: list[bool] = []
    for i, (question, golds) in enumerate(zip(questions, answers, strict=True)):
        if parts is not None:
            candidates = [_without_question(parts[i], question)]
        else:
            candidates = _pieces(answer)
        f1.append(round(max(token_f1(c, g) for c in candidates for g in golds), 4))
        em.append(float(any(normalize(c) == normalize(g) for c in candidates for g in golds)))
        inside = candidates if parts is not None else [answer]
        contains.append(any(normalize(g) and normalize(g) in normalize(c) for c in inside for g in golds))
    n = len(questions)
    return {
        "kind": "qa",
        "score": round(sum(f1) / n, 4),
        "questions": n,
        "segmented": parts is not None,
        "f1": f1,
        "em": em,
        "contains": contains,
        "mean_f1": round(sum(f1) / n, 4),
        "mean_em": round(sum(em) / n, 4),
        "mean_contains": round(sum(contains) / n, 4),
    }


_NUMBER = re.compile(r"-?\d[\d,]*(?:\.\d+)?")


def _as_number(text: str) -> float | None:
    """``text`` as a number when it is one: an amount (``$1,249.00``, ``1249 USD``) or a count."""
    t = re.sub(r"^[$€£¥]\s*|\s*(?:usd|eur|gbp)$", "", text.strip(), flags=re.IGNORECASE).replace(",", "")
    try:
        return float(t)
    except ValueError:
        return None


def _value_matches(value: str, gold: str) -> bool:
    g = normalize(gold)
    if g and g in normalize(value):
        return True
    digits = re.sub(r"\D", "", gold)
    if len(digits) >= 7 and not re.search(r"[^\W\d_]", gold):  # a phone number, however it is written
        for run in re.findall(r"\+?[\d(][\d\s().-]{5,}\d", value):
            got = re.sub(r"\D", "", run)
            if len(got) >= 7 and (got == digits or digits.endswith(got) or got.endswith(digits)):
                return True
    want = _as_number(gold)
    if want is None:
        return False
    for n in _NUMBER.findall(value):
        try:
            if abs(float(n.replace(",", "")) - want) < 1e-6:
                return True
        except ValueError:
            continue
    return False


def _json_fields(answer: str) -> dict[str, str] | None:
    """The first JSON object in the answer (a code fence or bare), keys normalized."""
    for m in re.finditer(r"\{", answer):
        depth = 0
        for j in range(m.start(), len(answer)):
            if answer[j] == "{":
                depth += 1
            elif answer[j] == "}":
                depth -= 1
                if depth == 0:
                    try:
                        data = json.loads(answer[m.start() : j + 1])
                    except ValueError:
                        break
                    if isinstance(data, dict):
                        return {
                            _key(str(k)): json.dumps(v) if isinstance(v, (dict, list)) else str(v)
                            for k, v in data.items()
                        }
                    break
    return None


def _key(name: str) -> str:
    return " ".join(re.sub(r"[^0-9a-z]+", " ", name.lower()).split())


def _field_value(answer: str, field: str, request: str = "") -> str | None:
    """The text an answer gives for ``field``: what follows its name on its line (or the next
    line, when the name ends its line). A line that asks for the field, copied from the
    request (an answer that heads a part with its question: "What are the listing ID, the city
    and the phone ...?"), is read only where no other line names the field."""
    words = [re.escape(w) for w in re.split(r"[\s_-]+", field.strip()) if w]
    name = re.compile(r"[\s_-]*".join(words) + r"\b", re.IGNORECASE)
    asked = normalize(request)
    lines = answer.splitlines()
    found: list[tuple[bool, str]] = []
    for i, line in enumerate(lines):
        m = name.search(line)
        if m is None:
            continue
        quoted = normalize(_NUMBERED.sub("", line, count=1))
        copied = (
            bool(asked) and line.rstrip().endswith("?") and len(quoted) > len(normalize(field)) + 3 and quoted in asked
        )
        rest = line[m.end() :].strip().lstrip("*_\"'").lstrip(":=-–—").strip()
        rest = re.sub(r"^(?:is|was|are)\b\s*", "", rest).strip()
        if not rest:
            rest = next((nxt.strip() for nxt in lines[i + 1 :] if nxt.strip()), "")
        found.append((copied, rest))
    if not found:
        return None
    return next((rest for copied, rest in found if not copied), found[0][1])


def score_fields(answer: str, gold: Mapping[str, Any], request: str = "") -> dict[str, Any]:
    fields: Mapping[str, str] = gold["fields"]
    data = _json_fields(answer)
    right: dict[str, bool] = {}
    anywhere: dict[str, bool] = {}
    for field, value in fields.items():
        got: str | None = None
        if data is not None:
            got = data.get(_key(field))
            if got is None:  # a key close to the name: "order_number" for "order no."
                got = next((v for k, v in data.items() if _key(field) in k or k in _key(field)), None)
        if got is None:
            got = _field_value(answer, field, request)
        right[field] = got is not None and _value_matches(got, value)
        anywhere[field] = _value_matches(answer, value)
    n = len(fields)
    return {
        "kind": "fields",
        "score": round(sum(right.values()) / n, 4),
        "fields": n,
        "right": right,
        "anywhere": anywhere,
        "json": data is not None,
    }


_ITEM = re.compile(r"^([ \t]*)(?:[-*•+]|\*\*\d{1,2}[.)]|\d{1,2}[.)])[ \t]+(.*)$")


def count_items(answer: str) -> list[str]:
    """The top-level list items of an answer (the least indented marked lines; numbered ones
    where there are any), each without its marker."""
    marked = [
        (len(m.group(1).expandtabs(4)), m.group(0), m.group(2)) for m in map(_ITEM.match, answer.splitlines()) if m
    ]
    if not marked:
        return []
    numbered = [x for x in marked if re.match(r"^\s*(?:\*\*)?\d", x[1])]
    pool = numbered or marked
    top = min(indent for indent, _, _ in pool)
    return [text.strip().strip("*_").strip() for indent, _, text in pool if indent == top]


def score_count(answer: str, gold: Mapping[str, Any]) -> dict[str, Any]:
    n = int(gold["n"])
    items = count_items(answer)
    keys = [normalize(i) for i in items]
    empty = sum(1 for k in keys if not k)
    distinct = len(set(k for k in keys if k))
    kept = len(items) == n
    ok = kept and empty == 0 and distinct == len(items)
    return {
        "kind": "count",
        "score": float(ok),
        "asked": n,
        "items": len(items),
        "kept": kept,
        "distinct": distinct,
        "empty": empty,
    }


_FINAL = re.compile(r"(?:####|answer\s*(?:is|:)|=)\s*\**\s*\$?\s*(-?\d[\d,]*(?:\.\d+)?)", re.IGNORECASE)


def final_number(answer: str) -> float | None:
    """The answer's final number: after its last "####", "answer is" or "=" where there is one
    in its last lines, else its last number."""
    tail = answer.strip().splitlines()[-3:] if answer.strip() else []
    marked = _FINAL.findall("\n".join(tail))
    candidates = marked or re.findall(r"-?\d[\d,]*(?:\.\d+)?", answer)
    for text in reversed(candidates):
        try:
            return float(text.replace(",", ""))
        except ValueError:
            continue
    return None


def score_math(answer: str, gold: Mapping[str, Any]) -> dict[str, Any]:
    want = float(gold["answer"])
    got = final_number(answer)
    right = got is not None and abs(got - want) <= 1e-6 * max(1.0, abs(want))
    return {"kind": "math", "score": float(right), "gold": gold["answer"], "got": got}


_SCORERS = {"qa": score_qa, "fields": score_fields, "count": score_count, "math": score_math}


def check_gold(gold: Any, where: str) -> str | None:
    """A one-line problem with a question's ``gold`` object, or None when it is well formed."""
    if not isinstance(gold, dict):
        return f"{where}: 'gold' must be a JSON object"
    kind = gold.get("kind")
    if kind not in _SCORERS:
        return f"{where}: gold 'kind' must be one of {', '.join(GOLD_KINDS)}, got {kind!r}"
    if kind == "qa":
        qs, ans = gold.get("questions"), gold.get("answers")
        if not (isinstance(qs, list) and qs and all(isinstance(q, str) and q.strip() for q in qs)):
            return f"{where}: gold 'questions' must be a non-empty list of strings"
        if not (
            isinstance(ans, list)
            and len(ans) == len(qs)
            and all(isinstance(a, list) and a and all(isinstance(x, str) for x in a) for a in ans)
        ):
            return f"{where}: gold 'answers' must hold a non-empty list of strings per question"
    elif kind == "fields":
        f = gold.get("fields")
        if not (isinstance(f, dict) and f and all(isinstance(v, str) and v.strip() for v in f.values())):
            return f"{where}: gold 'fields' must map each field name to its value (strings)"
    elif kind == "count":
        n = gold.get("n")
        if not (isinstance(n, int) and not isinstance(n, bool) and n > 0):
            return f"{where}: gold 'n' must be a positive whole number"
    else:
        a = gold.get("answer")
        if not isinstance(a, (int, float)) or isinstance(a, bool):
            return f"{where}: gold 'answer' must be a number"
    return None


def failed_score(gold: Mapping[str, Any]) -> dict[str, Any]:
    """The score of an ask that failed: nothing answered, nothing right."""
    out: dict[str, Any] = {"kind": gold["kind"], "score": 0.0, "failed": True}
    if gold["kind"] == "qa":
        out["questions"] = len(gold["questions"])
    return out


def score(gold: Mapping[str, Any], answer: str, request: str = "") -> dict[str, Any]:
    """Score ``answer`` to ``request`` against ``gold`` (checked with :func:`check_gold` when read)."""
    if gold["kind"] == "fields":
        return score_fields(answer, gold, request)
    return _SCORERS[gold["kind"]](answer, gold)


# --------------------------------------------------------------------------- summary


def _mean(xs: Sequence[float]) -> float | None:
    return round(sum(xs) / len(xs), 4) if xs else None


def _kind_figures(kind: str, scored: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """The pooled figures of one kind: per question (qa), per field (fields), per ask."""
    ok = [g for g in scored if not g.get("failed")]
    out: dict[str, Any] = {}
    if kind == "qa":
        f1 = [x for g in ok for x in g["f1"]]
        failed_qs = [0.0] * sum(g["questions"] for g in scored if g.get("failed"))
        out["questions"] = len(f1) + len(failed_qs)
        out["f1"] = _mean(f1 + failed_qs)
        out["em"] = _mean([x for g in ok for x in g["em"]] + failed_qs)
        out["contains"] = _mean([float(x) for g in ok for x in g["contains"]] + failed_qs)
        out["segmented"] = sum(1 for g in ok if g["segmented"])
    elif kind == "fields":
        right = [float(x) for g in ok for x in g["right"].values()]
        out["fields"] = len(right)
        out["field_accuracy"] = _mean(right)
        out["anywhere"] = _mean([float(x) for g in ok for x in g["anywhere"].values()])
        out["json"] = sum(1 for g in ok if g["json"])
    elif kind == "count":
        out["kept"] = _mean([float(g["kept"]) for g in ok] + [0.0] * (len(scored) - len(ok)))
        out["duplicates"] = sum(g["items"] - g["distinct"] - g["empty"] for g in ok)
        out["empty"] = sum(g["empty"] for g in ok)
    elif kind == "math":
        out["accuracy"] = _mean([g["score"] for g in scored])
    return out


def summarize_gold(results: Sequence[dict[str, Any]], modes: Sequence[str], direct: str = "direct") -> dict[str, Any]:
    """Per kind and mode: asks, mean score, the paired difference from ``direct``'s score on
    the same questions, and the kind's pooled figures (:func:`_kind_figures`). Empty when no
    row was gold-scored."""
    rows = [r for r in results if r.get("gold")]
    out: dict[str, Any] = {}
    base = {r["question_id"]: r["gold"]["score"] for r in rows if r["mode"] == direct}
    for kind in GOLD_KINDS:
        of_kind = [r for r in rows if r["gold"]["kind"] == kind]
        if not of_kind:
            continue
        per_mode: dict[str, Any] = {}
        for mode in modes:
            mine = [r for r in of_kind if r["mode"] == mode]
            if not mine:
                continue
            paired = [r["gold"]["score"] - base[r["question_id"]] for r in mine if r["question_id"] in base]
            per_mode[mode] = {
                "asks": len(mine),
                "failed": sum(1 for r in mine if r["gold"].get("failed")),
                "score": _mean([r["gold"]["score"] for r in mine]),
                "vs_direct": _mean(paired) if mode != direct and paired else None,
                "paired": len(paired) if mode != direct else None,
                **_kind_figures(kind, [r["gold"] for r in mine]),
            }
        out[kind] = per_mode
    return out
