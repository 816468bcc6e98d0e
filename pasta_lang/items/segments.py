"""A request cut once into the units the tagger labels: lines, sentences, clauses, with spans.

One cut serves training and finding alike (:func:`units`). A line is cut at its list marker
(one definition: :data:`MARKER`, its family kept as a feature), then into sentences, then a
sentence that lists things into its clauses (at commas, semicolons, "and"), and a clause that
opens or closes an inline list at the lead's verb ("extract the | name") and at the pointer
after it ("total | from this email"). A line that is a JSON or Python list of strings is cut into
its strings. Each :class:`Unit` knows its span in the request and what separated it from the
one before (``sep``), which the tagger reads as structure.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass

from sot.pasta_lang.items.lexicon import QUESTION_MARKS, compiled, pattern

__all__ = ["CODE_LINE", "MARKER", "MAX_UNITS", "Unit", "marker_family", "units"]

#: a request cut into more units than this is a document: cut, but only its ends are tagged
MAX_UNITS = 5000
#: a line longer than this is a passage: cut into sentences only, never into clauses
MAX_CLAUSE_LINE = 400
#: a fenced block of at most this many short lines, most ending with a colon, is a form: cut a unit a line
MAX_FORM_LINES = 30
#: a sentence with fewer than two clauses of at most this many words lists nothing, unless it
#: is a question whose clauses ask too ("how do I reset it and where is the code?")
MAX_LISTED_WORDS = 4
#: a line longer than this is not cut at all
MAX_SENTENCE_LINE = 3000
#: of a request of more lines than twice this, only the first and last this many are cut finer
#: than lines (the tagger reads no more than these: its window is no wider)
FINE_LINES = 40

#: a list marker at a line's start, one named group per family
MARKER = re.compile(
    r"[ \t]*(?:\*\*)?(?:(?P<num>\(\d{1,2}\)|\d{1,3}\s*[.):\]、．/](?!\d)|\d{1,3}\s+-(?=\s))|(?P<alpha>\(?(?:[a-hA-H]|[IVX]{1,4}|[ivx]{1,4})[.)])"
    r"|(?P<label>[^\W\d_]{1,12}\s?#?\d{1,3}\s*(?:[:.)]|-(?=\s))|#\d{1,6}(?=\s)|[Qq]\d{1,2}(?=\s))|(?P<bullet>[-*•·‣◦▪►+–>](?![-*]))"
    r"|(?P<cjk>[①-⑳]|[一二三四五六七八九十]+[、．]))(?:\*\*)?(?:(?<=[、．①-⑳])|(?=\s)|(?<=\d[.)])(?=[^\W\d_]))\s*"
)
#: items numbered or dashed inside one line ("pls: 1) ... 2) ...", "things - a - b")
_INLINE = re.compile(r"(?:(?<=\S)\s+|(?<=:)\s*)(?:\(?\d{1,2}[.)/]|\([a-hA-H]\)|[-–•]|[Qq]\d{1,2}[.):]?)\s+(?=\S)")
#: and lettered ("a) ... b) ...", "a. ... b. ..."), where an "a" marker comes before a "b" one
_INLINE_LETTERS = re.compile(
    r"(?:(?<=\S)\s+|(?<=:)\s*|^)(?:\(?\d{1,2}[.)/]|\(?[a-h][.)]|\(?[A-H]\)|[-–•]|[Qq]\d{1,2}[.):]?)\s+(?=\S)"
)
_AB = re.compile(r"(?:^|[\s:])\(?([aA])[.)]\s.*?\s\(?([bB])[.)]\s")
_SENTENCE_END = re.compile(r"(?<=[.!?؟])[\"'”»)]*\s+(?=\S)|(?<=[!?؟])(?=[^\W\d_])|(?<=[。！？])\s*(?=\S)")
_COLON = re.compile(r"(?<=:)\s+(?=\S)|(?<=：)\s*(?=\S)")
_ABBREV = re.compile(r"(?:\b(?:e\.g|i\.e|etc|vs|mr|mrs|dr|st|no|approx|inc|ltd|u\.s)|\b[A-Za-z]|\d)\.$", re.I)
_FENCE = re.compile(r"```[^\n]*\n(?:.*?\n)?[ \t]*```[^\n]*|```[^\n]*(?:\n.*)*", re.S)


@dataclass(frozen=True, slots=True)
class Unit:
    """One unit: ``request[start:end]``, its line's index, what came before it and its marker."""

    start: int
    end: int
    line: int
    sep: str  # start | blank | line | sentence | colon | comma | and | list | fence
    marker: str = ""  # the line's list-marker family, on the line's first unit only


def marker_family(line: str) -> tuple[str, int]:
    """The list-marker family at ``line``'s start ("" if none) and the marker's length."""
    m = MARKER.match(line)
    if m is None or m.end() >= len(line.rstrip()):
        return "", 0
    return next(k for k, v in m.groupdict().items() if v is not None), m.end()


#: a line of program code, in any programming language: an include or import, a declaration,
#: a statement's end, an assignment (not of a list or dict), an operator
CODE_LINE = re.compile(
    r"(?m)^[ \t]*(?:#[ \t]*(?:include|define|import|pragma)\b|\.(?:extern|globa?l|type|section)\b|//|/\*"
    r"|(?:import|from[ \t]+\S+[ \t]+import|def|class|struct|fn|func|function|const|let|var)[ \t]+\w[^\n]*[({:=;<]"
    r"|[A-Za-z_][\w.]*(?:\[[^\]\n]*\])?[ \t]*[-+*/|&]?=[ \t]*(?![=\[{(\s]|$))|[;{][ \t]*$|[=!]==?[^=]|::"
)
_ASSIGNED = re.compile(r"[ \t]*[A-Za-z_][\w.]{0,40}[ \t]*(?:=|:)[ \t]*(?=\[)")


def _strings(text: str) -> list[tuple[int, int]] | None:
    """The strings' spans of a line holding a JSON or Python list of two or more strings (or
    assigning one: ``questions = [...]``)."""
    named = _ASSIGNED.match(text)
    if named:
        spans = _strings(text[named.end() :])
        return None if spans is None else [(a + named.end(), b + named.end()) for a, b in spans]
    s = text.strip()
    if not (s.startswith("[") and s.endswith("]")) or len(s) > 20_000:
        return None
    try:
        values = ast.literal_eval(s)
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        return None
    if not isinstance(values, list) or len(values) < 2 or not all(isinstance(v, str) and v.strip() for v in values):
        return None
    spans, at = [], 0
    for v in values:
        i = text.find(v, at)
        if i < 0:
            return None  # escapes in the literal: no span to point at
        spans.append((i, i + len(v)))
        at = i + len(v)
    return spans


_KEY = re.compile(r"""(["'])([^"'\n]{1,60}?)\1\s*:""")


_DICT = re.compile(r"\{[^{}\n]{4,20000}\}")


def _keys(text: str) -> list[tuple[int, int, str]] | None:
    """A line holding one JSON or Python dict of two or more quoted keys (a template to fill:
    ``{"name": "", "amount": 0}``, ``{'name': str}``) cut into the text before it, its keys and
    the text after it (spans in ``text``, each with its separator)."""
    found = _DICT.search(text) if "{" in text else None
    if found is None or _DICT.search(text, found.end()):
        return None
    keys = [(m.start(2), m.end(2), "list") for m in _KEY.finditer(text, found.start(), found.end())]
    if len(keys) < 2:
        return None
    before = [(0, found.start(), "")] if text[: found.start()].strip(" :=") else []
    after = [(found.end(), len(text), "pointer")] if text[found.end() :].strip(" .,;") else []
    return [*before, *keys, *after]


_QUOTE_RUN = re.compile(r"""(?:(["'“‘])[^"'“”‘’\n]{1,500}["'”’][ \t]*[,;]?[ \t]*){2,}""")
_ONE_QUOTE = re.compile(r"""["'“‘]([^"'“”‘’\n]{1,500})["'”’]""")


_NAME = r"[^\W\d][\w'-]*(?: [^\W\d][\w'-]*)?"
#: a header of names joined by a comma, tab or semicolon with no space ("title,author,year")
_HEADER_IN = re.compile(rf"(?<![\w,;\t])[^\W\d][\w'-]*(?:(?:,|;|\t)(?! ){_NAME}){{2,}}(?![\w,;\t])")


def _named(text: str) -> list[tuple[int, int]] | None:
    """The names' spans of a piece that lists them: a header of names joined by commas with no
    space (``title,author,year``; the text before and after it a span each), a ``key:type`` line
    (the key and the type) or a run of quoted strings (``'a' 'b' 'c'``)."""
    header = _HEADER_IN.search(text) if ("," in text or "\t" in text or ";" in text) else None
    if header is not None:
        spans = [(0, header.start())] if text[: header.start()].strip(" (:") else []
        for m in re.finditer(r"[^,;\t]+", header.group()):
            spans.append((header.start() + m.start(), header.start() + m.end()))
        if text[header.end() :].strip(" ).:"):
            spans.append((header.end(), len(text)))
        return spans
    typed = _TYPED_KEY.fullmatch(text)
    if typed and pattern("type_names").match(typed.group(2).strip()):
        return [typed.span(1), typed.span(2)]  # "in_stock:boolean"
    if _QUOTE_RUN.fullmatch(text):
        return [(m.start(1), m.end(1)) for m in _ONE_QUOTE.finditer(text)]
    return None


def _template_keys(request: str, a: int, b: int) -> list[tuple[int, int]] | None:
    """The keys' spans of a fenced JSON or Python dict (a template to fill), or ``None``."""
    start = request.find("\n", a) + 1
    end = request.rfind("```", start, b)
    body = request[start:end].strip()
    if not (body.startswith("{") and body.endswith("}")) or len(body) > 5000 or not 0 < start < end:
        return None
    spans = [(m.start(2), m.end(2)) for m in _KEY.finditer(request, start, end)]
    return spans if 2 <= len(spans) <= 50 else None


_TABLE_RULE = re.compile(r"[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*(?:\|[ \t]*:?-{3,}:?[ \t]*)+\|?[ \t]*$")
_TYPED_KEY = re.compile(r"([A-Za-z_][\w.-]{0,40}):([^\s:][^:\n]{0,40})")


def _line_end(request: str, at: int) -> int:
    end = request.find("\n", at)
    return len(request) if end < 0 else end


def _header(request: str, a: int, b: int, end: int) -> list[tuple[int, int]] | None:
    """The cells' spans of a markdown table's header row at ``request[a:b]`` (the line after it,
    ending at ``end``, the table's rule ``|---|---|``)."""
    line = request[a:b]
    if line.count("|") < 3 or not _TABLE_RULE.match(request, b + 1, end if end > b else b + 1):
        return None
    spans, at = [], a
    for cell in line.split("|"):
        text = cell.strip()
        if text:
            i = request.index(text, at)
            spans.append((i, i + len(text)))
        at += len(cell) + 1
    return spans if len(spans) >= 2 else None


def _quoted(text: str) -> bool:
    """Whether a line is one quotation ("...", “...”, «...»): one unit, never cut inside."""
    return len(text) >= 2 and text[0] in '"“«「' and text[-1] in '"”»」' and text.count(text[0]) <= 2


def _cut(text: str, at: re.Pattern[str], base: int, sep: str) -> list[tuple[int, int, str]]:
    """``text`` (at offset ``base``) cut where ``at`` matches, each piece with the separator before it."""
    out, start = [], 0
    for m in at.finditer(text):
        if m.start() <= start:
            continue
        if sep == "sentence" and _ABBREV.search(text[max(0, m.start() - 6) : m.start()]):
            continue
        out.append((base + start, base + m.start()))
        start = m.end()
    out.append((base + start, base + len(text)))
    pieces = [(a, b) for a, b in out if text[a - base : b - base].strip()]
    return [(a, b, sep) for a, b in pieces]


def _clauses(request: str, a: int, b: int, listed: bool = False) -> list[tuple[int, int, str]]:
    """A sentence cut into clauses (commas, semicolons, pipes, "and"), a greeting before them, the
    lead's verb and a trailing pointer cut off the first and last clause; one piece where it
    lists nothing (``listed``: it follows a colon)."""
    hello = compiled("greetings", r"(?:{})(?:\s+there)?(?:\s*[,!]\s*|\s+(?=\S))").match(request, a, b)
    if (
        hello
        and hello.end() < b
        and (not hello.group().strip()[-1:].isalpha() or request[a:b].endswith(QUESTION_MARKS))
    ):
        rest = _clauses(request, hello.end(), b, listed)  # "ciao, | a che ora apre ...?"
        return [(a, hello.end(), ""), (*rest[0][:2], rest[0][2] or "comma"), *rest[1:]]
    cuts: list[tuple[int, int, str]] = []
    start, sep = a, ""
    table = request[a:b].startswith("|")  # a table's row: its cells are not a list
    for m in compiled("and_words", _CLAUSE_CUT).finditer(request, a, b):
        if m.group().strip().isupper() and len(m.group().strip()) == 1:
            continue  # "big O notation", "plan B": a capital letter, not the "o" or "y" of a list
        if request.count("(", start, m.start()) > request.count(")", start, m.start()) or (table and "|" in m.group()):
            continue  # inside brackets: "price (float, optional)"
        if m.start() > start:
            cuts.append((start, m.start(), sep))
            g = m.group()
            sep = "semi" if any(c in g for c in ";；|/؛") else "comma" if any(c in g for c in ",，、،") else "and"
            start = m.end()
    cuts.append((start, b, sep))
    semi = sum(s == "semi" for _, _, s in cuts) >= 2
    if semi:  # "me and my dog; pizza night; ...": only at the semicolons, and never by the names' width
        merged: list[tuple[int, int, str]] = []
        for c, d, s in cuts:
            if merged and s != "semi":
                c, s = merged.pop()[::2]
            merged.append((c, d, s))
        cuts = merged
    if len(cuts) < 2:
        return [(a, b, "")]
    out: list[tuple[int, int, str]] = []
    x, y, _ = cuts[0]
    # the names between the first and the last: the cleanest ones (past the second, which may
    # hold a lead of its own: "..., was Kurzarbeit, Elterngeld und Minijob bedeuten")
    mids = cuts[2:-1] or cuts[1:-1] or cuts[1:]
    k = 99 if semi else max(len(request[c:d].split()) for c, d, _ in mids)
    ends = [m.end() for m in compiled("extract_verbs", _LEAD).finditer(request, x, y) if m.start() - x < 60]
    ends += [m.end() for m in compiled("list_leads", _LIST_LEAD).finditer(request, x, y)]
    ends += [m.start() + 1 for m in _OPEN_QUOTE.finditer(request, x, y) if request[y - 1 : y] in '"”»']
    words = list(re.finditer(r"\S+", request[x:y]))
    cut = max((e for e in ends if e < y), default=None)
    caps = [w.group()[:1].isupper() for w in words] + [request[c:d].lstrip()[:1].isupper() for c, d, _ in cuts[1:]]
    tail = caps[-k - len(cuts) :] if 0 < k < len(words) - 1 else []  # "the capitals of | Peru, Chile and Bolivia"
    if cut is not None and tail and not tail[0] and all(tail[1:]) and len(words[-k - 1].group()) <= 3:
        cut = max(cut, x + words[-k].start())
    art = bool(words) and bool(pattern("articles").fullmatch(words[0].group()))  # ": a steel bottle, a ...": no lead
    if cut is None and len(cuts) >= 3 and k <= 3 and 2 <= len(words) <= 12 and k < len(words) - art:
        cut = x + words[-k].start()  # the lead's words, then as many as the names after it have
    if cut is None and len(words) == 1 and _CJK.search(request[x:y]):  # "把这段话里的姓名": as long as the rest
        width = max(_tail_cut(request, c, d, k, last=True) - c for c, d, _ in mids)
        cut = y - width if y - x > width + 1 else None
    out += [(x, cut, ""), (cut, y, "lead")] if cut is not None and cut > x else [(x, y, "")]
    for j, (x, y, s) in enumerate(cuts[1:], 1):
        if j == 1:  # a lead of the second clause: "..., such as their brand and color", "..., pull out "Client""
            leads = [m.end() for m in compiled("list_leads", _LIST_LEAD).finditer(request, x, min(y, x + 40))]
            leads += [m.end() for m in [compiled("extract_verbs", r"\s*" + _LEAD).match(request, x, y)] if m]
            leads += [m.start() + 1 for m in _OPEN_QUOTE.finditer(request, x, y) if request[y - 1 : y] in '"”»']
            lead = max((e for e in leads if e < y), default=None)
            if lead is not None:
                out.append((x, lead, s))
                x, s = lead, "lead"
        d = _tail_cut(request, x, y, k, last=j == len(cuts) - 1)
        out += [(x, d, s), (d, y, "pointer")] if d < y else [(x, y, s)]
    out = [(x, y, s) for x, y, s in out if request[x:y].strip()]
    led = len(out) > 1 and out[1][2] == "lead"  # the first piece is the lead's verb, not a thing named
    named = [(x, y) for k, (x, y, s) in enumerate(out) if s != "pointer" and not (k == 0 and led)]
    short = sum(len(request[x:y].split()) <= MAX_LISTED_WORDS for x, y in named)
    asks = sum(bool(pattern("question_words").match(request[x:y].lstrip("\"“'«¿"))) for x, y in named[1:])
    strong = semi or (listed and len(cuts) >= 3)  # "x; y; z", ": x, y, z"
    if short < 2 and not strong and not (asks and request[a:b].rstrip("\"”' ").endswith(QUESTION_MARKS)):
        return [(a, b, "")]  # long clauses, none asking: a sentence of prose, not a list
    return out


def _tail_cut(request: str, x: int, y: int, k: int, *, last: bool) -> int:
    """Where a clause's span ends without what trails the thing it names: a pointer ("from this email"), and
    on a list's last clause a dash, the words past the other names' width ("NPS | stand for"),
    a word a name stops at ("paper clip | in german") or, in Chinese or Japanese, the verb."""
    starts = [m.start() for key in ("context_pointers", "json_words", "list_tails")
              for m in [compiled(key, r"\s(?:as\s+|in\s+)?(?:{})(?![^\W_])").search(request, x, y)] if m]  # fmt: skip
    words = list(re.finditer(r"\S+", request[x:y]))
    dash = _DASH.search(request, x, y)  # "line_items (list) -- answer in JSON"
    if dash:
        starts.append(dash.start())
    if last or (len(words) == 1 and _CJK.search(request[x:y])):
        if len(words) == 1 and _CJK.search(request[x:y]):
            verb = [m.start() for key in ("extract_verbs", "make_verbs", "apply_verbs")
                    for m in [pattern(key).search(request, x + 1, y)] if m]  # fmt: skip
            starts += [c - 1 if _PARTICLE.match(request, c - 1) else c for c in verb if c - 1 > x]
        elif k <= 3 and k < len(words) <= k + 2 and not pattern("articles").fullmatch(words[0].group()):
            starts.append(x + words[k - 1].end())  # (not "..., honey and the eiffel tower")
        elif k <= 3 and len(words) > k:
            stop = compiled("noun_stops", r"\s(?:{})\s").search(request, x + words[0].end(), y)
            if stop:
                starts.append(stop.start())
    return min((c for c in starts if c > x), default=y)


#: where a sentence is cut into clauses: a comma or semicolon (and an "and" after it), "&", a
#: pipe or a slash between words (not "144 / 12"), an "and" word
_CLAUSE_CUT = r"\s*(?:[,;،؛]\s+|[，；、]\s*)(?:(?:{})\s+)?|\s*&\s+|(?<!\d)\s+/\s+(?!\d)|\s+\|\s+|\s+(?:{})\s+"
#: a list's lead word before the first name ("such as", "consist of"), an article or "their" after it
_LIST_LEAD = r"(?<![^\W_])(?:{})\s+(?:(?:the|their|its)\s+)?"
#: a quotation opening after a space: "pull out | "Client""
_OPEN_QUOTE = re.compile(r"\s[\"“«](?=\S)")
_DASH = re.compile(r"\s(?:--?|–|—)\s")
#: a Japanese case particle between a name and the verb after it ("住所を抜き出して")
_PARTICLE = re.compile(r"[をがはにの]")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")

#: the lead's verb and what follows it before the first thing named ("extract the following: ")
_LEAD = r"(?:{})(?:\s+(?:me|us))?(?:\s+(?:all\s+)?(?:of\s+)?the)?(?:\s+following)?(?:\s*:)?\s"


#: how much whitespace opens ``s[i:end]``, and closes ``s[start:i]``
_space = lambda s, i, end: len(s[i:end]) - len(s[i:end].lstrip())
_space_back = lambda s, start, i: len(s[start:i]) - len(s[start:i].rstrip())


def units(request: str) -> list[Unit]:
    """``request`` cut into its units, in order (at most :data:`MAX_UNITS`; the rest of a longer
    request is one last unit)."""
    out: list[Unit] = []
    line_no, blank, pos = -1, False, 0
    fences = [(m.start(), m.end()) for m in _FENCE.finditer(request)] if "```" in request else []
    n = len(request)
    n_filled = sum(1 for x in request.split("\n") if x.strip())
    coarse = range(FINE_LINES, n_filled - FINE_LINES) if n_filled > 2 * FINE_LINES else range(0)
    while pos < n:
        if len(out) >= MAX_UNITS:
            rest = request[pos:].strip()
            if rest:
                s = request.index(rest[0], pos)
                out.append(Unit(s, s + len(rest), line_no + 1, "line"))
            break
        fence = next((f for f in fences if f[0] == pos or (f[0] > pos and not request[pos : f[0]].strip())), None)
        if fence is not None and not request[pos : fence[0]].strip():
            inner = request[fence[0] : fence[1]].split("\n")[1:-1]
            filled = [x for x in inner if x.strip()]
            form = 2 * sum(x.rstrip().endswith((":", "：")) for x in filled) >= len(filled) > 0
            if form and len(inner) <= MAX_FORM_LINES and all(len(x) <= 100 for x in inner):
                at = request.index("\n", fence[0]) + 1  # a short form in a fence: a unit a line
                for k, x in enumerate(inner):
                    if x.strip():
                        line_no += 1
                        a = at + len(x) - len(x.lstrip())
                        out.append(Unit(a, at + len(x.rstrip()), line_no, "fence" if k == 0 else "line", "fence"))
                    at += len(x) + 1
            elif (fence_keys := _template_keys(request, fence[0], fence[1])) is not None:
                line_no += 1  # a template to fill in a fence: a unit a key
                out += [
                    Unit(a, b, line_no, "fence" if j == 0 else "list", "fence" if j == 0 else "")
                    for j, (a, b) in enumerate(fence_keys)
                ]
            else:
                line_no += 1
                out.append(Unit(fence[0], fence[1], line_no, "fence" if out else "start", "fence"))
            pos, blank = fence[1], False
            continue
        end = request.find("\n", pos)
        end = n if end < 0 else end
        line = request[pos:end]
        if not line.strip() or not line.strip(" \t*_-#=>|"):
            blank = bool(out)
            pos = end + 1
            continue
        line_no += 1
        family, skip = marker_family(line)
        first_sep = "start" if not out else ("blank" if blank else "line")
        blank = False
        body_start = pos + skip + _space(request, pos + skip, end)
        body_end = end - _space_back(request, body_start, end)
        body = request[body_start:body_end]
        header = _header(request, body_start, body_end, _line_end(request, end + 1)) if "|" in body else None
        plain = line_no not in coarse and header is None and len(body) <= MAX_SENTENCE_LINE
        strings = (_strings(body) or _named(body)) if plain else None
        if header is not None:
            strings = [(x - body_start, y - body_start) for x, y in header]
        keys = _keys(body) if line_no not in coarse and strings is None else None
        if line_no in coarse:  # the untagged middle of a long request: a unit a line
            pieces = [(body_start, body_end, "")]
        elif keys is not None:
            pieces = [(body_start + x, body_start + y, sep) for x, y, sep in keys]
        elif strings is not None:
            pieces = [(body_start + x, body_start + y, "list") for x, y in strings]
        elif body_end - body_start > MAX_SENTENCE_LINE or _quoted(request[body_start:body_end]):
            pieces = [(body_start, body_end, "")]
        else:
            pieces = []
            inline = _INLINE_LETTERS if _AB.search(line) else _INLINE
            chunks = [(x, y, "inline") for x, y, _ in _cut(request[body_start:body_end], inline, body_start, "")]
            if len(chunks) < 3:
                chunks = [(body_start, body_end, "")]
            sentences = [(c0, c1, chunk_sep if i == 0 else "sentence") for x, y, chunk_sep in chunks
                         for i, (c0, c1, _) in enumerate(_cut(request[x:y], _SENTENCE_END, x, ""))]  # fmt: skip
            for s0, s1, sent_sep in sentences:
                for k, (c, d, _) in enumerate(_cut(request[s0:s1], _COLON, s0, "colon")):
                    listed = _strings(request[c:d]) or _named(request[c:d])
                    if listed is not None:
                        pieces += [
                            (c + e0, c + e1, "colon" if not j and k else "list") for j, (e0, e1) in enumerate(listed)
                        ]
                        continue
                    sub = _clauses(request, c, d, k > 0) if body_end - body_start <= MAX_CLAUSE_LINE else [(c, d, "")]
                    for j, (e0, e1, clause_sep) in enumerate(sub):
                        pieces.append((e0, e1, clause_sep if j else ("colon" if k else sent_sep or "sentence")))
        for j, (a, b, piece_sep) in enumerate(pieces):
            a += _space(request, a, b)
            b -= _space_back(request, a, b)
            if b > a:
                out.append(Unit(a, b, line_no, first_sep if j == 0 else piece_sep, family if j == 0 else ""))
        pos = end + 1
    return out
