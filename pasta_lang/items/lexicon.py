"""The items finder's vocabulary, one JSON file a language (``lexicon/<lang>.json``).

Every file holds the same :data:`KEYS`: ``numbers`` maps number words to values ("a dozen": 12,
"二十": 20), every other key lists regex fragments, mostly plain lowercase words or phrases; a
space matches any whitespace (so write none inside a character class); no capturing groups or
anchors. Callers use ``pattern(key).search(text)``. The files are read and checked once, on
import; a bad one raises :class:`ValueError` naming the file and key.
"""

from __future__ import annotations

import functools
import json
import re
from importlib import resources

__all__ = ["CJK", "KEYS", "LANGUAGES", "QUESTION_MARKS", "compiled", "entries", "number_value", "numbers", "pattern"]

#: the keys every language file holds, in file order
KEYS: tuple[str, ...] = (
    "numbers", "question_words", "question_ends", "greetings", "sign_offs", "ask_leads", "extract_verbs",
    "make_verbs", "apply_verbs", "compare_words", "depend_words", "procedure_words", "code_words", "math_words",
    "small_talk", "connectors", "units", "fixed_set_words", "existing_things", "context_pointers", "item_nouns",
    "json_words", "and_words", "noun_stops", "articles", "list_tails", "list_leads", "type_names",
    "pronouns", "each_words", "or_words", "counters", "particles",
)  # fmt: skip
_ORDER = ("en", "de", "fr", "es", "it", "pt", "zh", "ja", "ru", "ko", "tr", "ar")
#: the marks a question ends with, in every script
QUESTION_MARKS = ("?", "？", "؟")
#: a character of Chinese, Japanese or Korean: their entries get no word boundaries (Korean's
#: endings and particles join the word: "질문" matches in "질문에"), their number words count
#: only before a counter ("5个", "다섯 개")
CJK = re.compile(r"[\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]")
#: an anchor outside a character class ("^", "$", "\A", "\Z", "\b")
_ANCHOR = re.compile(r"(?<!\\)(?<!\[)\^|(?<!\\)\$|\\[AZbB]")
_BEFORE, _AFTER = r"(?<![^\W_])", r"(?![^\W_])"


def _fail(name: str, key: str, why: str) -> ValueError:
    return ValueError(f"lexicon/{name}.json: key {key!r}: {why}")


def validate(name: str, data: object) -> tuple[dict[str, tuple[str, ...]], dict[str, int]]:
    """A parsed language file ``name`` checked, as (key -> entries, number word -> value): exactly
    :data:`KEYS`; ``numbers`` words to ints 2..100; every entry (a number word too) a distinct
    (casefolded), unpadded regex fragment that compiles, without groups or anchors. Raises
    :class:`ValueError` naming the file and key."""
    if not isinstance(data, dict) or set(data) != set(KEYS):
        odd = sorted(set(KEYS) ^ set(data)) if isinstance(data, dict) else ["(all)"]
        raise _fail(name, odd[0], f"the keys are not KEYS ({', '.join(odd)} missing or unknown)")
    table: dict[str, tuple[str, ...]] = {}
    for key in KEYS:
        value = data[key]
        if key == "numbers" and not (
            isinstance(value, dict) and all(type(n) is int and 2 <= n <= 100 for n in value.values())
        ):
            raise _fail(name, key, "not an object of word -> int from 2 to 100")
        if not isinstance(value, (list, dict)) or not all(isinstance(e, str) and e and e.strip() == e for e in value):
            raise _fail(name, key, "not a list of non-empty, unpadded strings")
        seen: set[str] = set()
        for entry in value:
            try:
                compiled = re.compile(entry)
            except re.error as exc:
                raise _fail(name, key, f"{entry!r} does not compile ({exc})") from None
            if compiled.groups or _ANCHOR.search(entry):
                raise _fail(name, key, f"{entry!r} has a capturing group or an anchor")
            if (folded := " ".join(entry.casefold().split())) in seen:
                raise _fail(name, key, f"{entry!r} is listed twice")
            seen.add(folded)
        table[key] = tuple(value)
    return table, {" ".join(w.casefold().split()): n for w, n in data["numbers"].items()}


def _load() -> dict[str, tuple[dict[str, tuple[str, ...]], dict[str, int]]]:
    folder = resources.files("sot.pasta_lang.items").joinpath("lexicon")
    names = {p.name[:-5] for p in folder.iterdir() if p.name.endswith(".json")}
    out = {}
    for name in [n for n in _ORDER if n in names] + sorted(names - set(_ORDER)):
        try:
            out[name] = validate(name, json.loads(folder.joinpath(f"{name}.json").read_text(encoding="utf-8")))
        except json.JSONDecodeError as exc:
            raise _fail(name, "", f"not JSON ({exc})") from None
    return out


_TABLES = _load()
#: the languages there is a file for, English first
LANGUAGES: tuple[str, ...] = tuple(_TABLES)


def _check(key: str, lang: str | None) -> None:
    if key not in KEYS or (lang is not None and lang not in _TABLES):
        raise KeyError(f"no lexicon key {key!r} in language {lang!r}")


@functools.cache
def entries(key: str, lang: str | None = None) -> tuple[str, ...]:
    """The entries of ``key`` in ``lang`` (all languages, de-duplicated, when ``None``); for
    ``numbers`` its words."""
    _check(key, lang)
    out: dict[str, str] = {}
    for name in [lang] if lang else LANGUAGES:
        for entry in _TABLES[name][0][key]:
            out.setdefault(entry.casefold(), entry)
    return tuple(out.values())


_NUMBERS: dict[str, int] = {}
for _name, (_, _words) in _TABLES.items():
    for _word, _n in _words.items():
        if _NUMBERS.setdefault(_word, _n) != _n:
            raise _fail(_name, "numbers", f"{_word!r} is {_n} here and {_NUMBERS[_word]} in another language")


def numbers() -> dict[str, int]:
    """Number words (casefolded) to their value, over all languages (a copy)."""
    return dict(_NUMBERS)


def _alternation(alternatives: list[str]) -> str:
    """``alternatives`` (longest first) as one alternation, grouped by a literal first character
    ("a(?:nswer|sk)|..."): the regex engine then tries only the few that can start at a place."""
    groups: dict[str | None, list[str]] = {}
    for alt in alternatives:
        head: str | None = alt[0].casefold()
        if "|" in alt or alt[0] in "\\[(.^$*+?{" or alt[1:2] in ("?", "*", "+", "{") or len(head or "") != 1:
            head, alt = None, f"(?:{alt})"
        groups.setdefault(head, []).append(alt)
    return "|".join(
        "|".join(g) if head is None or len(g) == 1 else re.escape(head) + "(?:" + "|".join(a[1:] for a in g) + ")"
        for head, g in groups.items()
    )


@functools.cache
def pattern(key: str) -> re.Pattern[str]:
    """One case-insensitive regex matching any entry of ``key`` in any language, longest first;
    entries of space-separated scripts match whole words only, Chinese, Japanese and Korean ones anywhere."""
    _check(key, None)
    ordered = sorted({e.replace(" ", r"\s+") for e in entries(key)}, key=lambda a: (-len(a), a))
    cjk, spaced = [a for a in ordered if CJK.search(a)], [a for a in ordered if not CJK.search(a)]
    parts = [f"(?:{_alternation(cjk)})"] if cjk else []
    parts += [f"{_BEFORE}(?:{_alternation(spaced)}){_AFTER}"] if spaced else []
    return re.compile("|".join(parts) or r"(?!)", re.IGNORECASE)


@functools.cache
def compiled(key: str, shape: str) -> re.Pattern[str]:
    """``shape`` with :func:`pattern` of ``key`` in place of each ``{}``, compiled once (case-insensitive)."""
    return re.compile(shape.replace("{}", pattern(key).pattern), re.I)


def number_value(word: str) -> int | None:
    """The number a count is written with ("12", "twelve", "a dozen", "(5)", "10+", "二十"), or ``None``."""
    word = " ".join(word.casefold().split()).strip("()+ ")
    if word.isdecimal():
        return int(word)
    return _NUMBERS.get(word, _NUMBERS.get(word.replace(" ", "-")))
