"""Find the items of a request that applies one instruction to several of them.

"Answer these five questions", "extract the salary, contract type, shift and benefits from
this job ad", "translate each of these sentences", "give me 10 taglines for a bakery": each
item can be answered on its own, by a branch that sees the shared part of the request and
its one item. :func:`find_items` says which text is an item and which is shared, as an
:class:`ItemSplit` (or ``None``: the request is answered whole).

``items.lark`` does the structural recognition, with positions: the ``lines`` grammar
classifies every line (list item, heading such as ``Questions:`` or ``Text:``, fenced block,
text), the ``fields`` grammar parses an extract-like sentence into its fields, the ``count``
grammar finds "<verb> N <things>". The code here groups list lines into lists, tells the
list of items from a list that is context, and applies the guards. Three shapes:

- ``list``: numbered, bulleted, labelled ("Review 2:") or line-separated items after an
  instruction or a ``Questions:`` heading, with a context block before or after them;
- ``fields``: "Extract A, B, C and D from the following text:" (inline or after a colon),
  or an extract-like instruction followed by a list of field names;
- ``count``: "give me 10 taglines", "list five ideas for", "write three slogans" (2 to
  :data:`MAX_ITEMS`; a larger count is refused, not capped).

Safety first, ``None`` for: fewer than two items; items that depend on each other ("then",
"using the result above", "step 2 uses step 1", a pronoun pointing at an earlier question,
the steps of one procedure); math or code to solve or write as a whole; a request to
compare, rank, sort or choose between the items; a list that is the context of one question
("Here are my symptoms: - headache - fever. What could it be?"); a definite or ranked
enumeration ("list the 5 stages of grief", "the 10 best films"). Pure: no I/O, and it never
raises on a request.

Where the grammar finds nothing and items mode was asked for by name, the mode asks the model
once (:data:`PLAN_PROMPT`, ParallelPrompt's extractor in spirit: an instruction with an item
slot, the shared context, the items or a count, as JSON) and :func:`split_from_plan` keeps
its reply only if it holds against the request: every item and the context copied from it in
order, the same guards as above, and 2 to :data:`MAX_ITEMS` items.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Literal

from lark import Token, Tree
from lark.exceptions import LarkError

from sot.pasta_lang._grammars import grammar
from sot.pasta_lang.ir import Span

__all__ = ["MAX_ITEMS", "MIN_ITEMS", "PLAN_PROMPT", "ItemSplit", "RequestItem", "find_items", "split_from_plan"]

MIN_ITEMS = 2
#: more items (or a larger count) than this is not split: refused, not capped
MAX_ITEMS = 50
#: longer requests are not searched (a long document is context, not a list of requests)
MAX_REQUEST_CHARS = 100_000
SLOT = "{item}"
#: a field name longer than this is a clause, not a field
MAX_FIELD_WORDS = 6
#: a "give me N things" sentence sits on a line no longer than this
MAX_COUNT_LINE = 2000

Kind = Literal["list", "fields", "count"]


@dataclass(frozen=True, slots=True)
class RequestItem:
    """One item as the user wrote it, and where: ``request[span.start:span.end] == text``."""

    text: str
    span: Span


@dataclass(frozen=True, slots=True)
class ItemSplit:
    """A request split into a shared part and its items.

    ``instruction`` holds exactly one ``{item}`` slot (kinds ``list`` and ``fields``) or none
    (kind ``count``: the instruction for one of the ``count`` things); ``context`` is the
    shared block (a passage, a job ad), ``""`` if none. :meth:`prompt` is branch ``i``'s prompt.
    """

    kind: Kind
    instruction: str
    context: str
    context_span: Span | None
    items: tuple[RequestItem, ...]
    count: int | None
    noun: str
    json: bool

    def __post_init__(self) -> None:
        slots = self.instruction.count(SLOT)
        if self.kind == "count":
            if self.items or self.count is None or self.count < MIN_ITEMS or slots:
                raise ValueError("a count split has a count of at least 2, no items and no {item} slot")
        elif slots != 1 or len(self.items) < MIN_ITEMS:
            raise ValueError("a list or fields split has at least 2 items and exactly one {item} slot")

    def __len__(self) -> int:
        return self.count if self.kind == "count" and self.count is not None else len(self.items)

    @property
    def thing(self) -> str:
        """What one item is called ("tagline" for "taglines")."""
        return _singular(self.noun)

    def prompt(self, i: int) -> str:
        """Branch ``i``'s prompt (0-based): the context, then the instruction with item ``i``. A
        count's is the instruction for one thing, the same for every branch: a branch told it
        writes "3 of 5" tends to write that into its answer (the item prompt makes them differ)."""
        if not 0 <= i < len(self):
            raise IndexError(f"item {i} of {len(self)}")
        if self.kind == "count":
            body = self.instruction
        else:
            before, after = self.instruction.split(SLOT, 1)
            body = before + self.items[i].text + after
        return f"{self.context}\n\n{body}" if self.context else body


# --------------------------------------------------------------------------- lines


@dataclass(frozen=True, slots=True)
class _Line:
    kind: str  # "item" | "label" | "fence" | "text" | "blank"
    start: int  # the line's first non-space character (a blank line: its start)
    end: int  # end of its last non-space character
    indent: int = 0
    marker: str = ""
    body: Span | None = None  # the text after the marker or label, trimmed

    @property
    def family(self) -> str:
        m = self.marker
        if m[:1].isdigit() or m[:1] == "(":
            return "number"
        if m[:1] in "-*+\u2022\u2013":
            return "bullet"
        if len(m) == 2 and m[1] == ")":
            return "letter"
        return "label:" + re.sub(r"[\s#\d.:)]", "", m).casefold()

    @property
    def number(self) -> int | None:
        digits = re.search(r"\d+", self.marker)
        return int(digits.group()) if digits and self.family != "bullet" else None


_MARKUP_LINE = re.compile(r"^[ \t*_#=~\-]*$")


def _normalise(text: str) -> str:
    """Same length as ``text`` (offsets hold): whitespace other than newlines is a space, and
    lines of markdown marks only ("**", "---") are blank."""
    spaced = "".join(" " if c.isspace() and c != "\n" else c for c in text)
    out = []
    for line in spaced.split("\n"):
        out.append(" " * len(line) if _MARKUP_LINE.match(line) else line)
    return "\n".join(out)


def _trimmed(text: str, start: int, end: int) -> Span:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return Span(start, end)


def _classify(text: str) -> list[_Line]:
    """One :class:`_Line` per line of the (normalised) request, blank lines included."""
    tree = grammar("items.lark", "lines").parse(text)
    by_start: dict[int, _Line] = {}
    for node in tree.children:
        if not isinstance(node, Tree):
            continue
        tokens = [t for t in node.children if isinstance(t, Token)]
        first, last = tokens[0], tokens[-1]
        start, end = first.start_pos or 0, last.end_pos or 0
        line_start = text.rfind("\n", 0, start) + 1
        indent = start - line_start
        kind = str(node.data)
        marker, body = "", None
        if kind in ("item", "label"):
            marker = str(first)
            if len(tokens) > 1:
                body = _trimmed(text, tokens[1].start_pos or 0, tokens[1].end_pos or 0)
        else:
            body = _trimmed(text, start, end)
        span = _trimmed(text, start, end)
        by_start[line_start] = _Line(kind, span.start, span.end, indent, marker, body)
    lines, pos, fence_end = [], 0, -1
    for raw in text.split("\n"):
        line = by_start.get(pos, _Line("blank", pos, pos))
        if line.kind == "fence":
            fence_end = line.end
        if line.kind != "blank" or pos >= fence_end:
            lines.append(line)  # (the raw lines inside a fence are the fence's)
        pos += len(raw) + 1
    return lines


# --------------------------------------------------------------------------- words

_NUMBER_WORDS = {
    "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
    "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
    "a dozen": 12,
}  # fmt: skip


def _number(word: str) -> int | None:
    word = " ".join(word.casefold().split())
    if word.isdigit():
        return int(word)
    return _NUMBER_WORDS.get(word)


_IRREGULAR = {
    "people": "person",
    "children": "child",
    "men": "man",
    "women": "woman",
    "data": "data",
    "haikus": "haiku",
}


def _singular(word: str) -> str:
    """Best-effort singular of an English plural ("taglines" -> "tagline", "stories" -> "story")."""
    if not word:
        return word
    head, _, last = word.rpartition(" ")
    low = last.casefold()
    if low in _IRREGULAR:
        one = _IRREGULAR[low]
    elif low.endswith("ies") and len(low) > 4:
        one = last[:-3] + "y"
    elif re.search(r"(?:ch|sh|ss|x|zz)es$", low):
        one = last[:-2]
    elif low.endswith("s") and not low.endswith(("ss", "us", "is")):
        one = last[:-1]
    else:
        one = last
    return f"{head} {one}" if head else one


def _is_plural(word: str) -> bool:
    return _singular(word) != word


# --------------------------------------------------------------------------- guards

_QUESTION_START = re.compile(
    r"^(?:what|who|whom|whose|which|when|where|why|how|is|are|was|were|do|does|did|can|could|should|would|will|"
    r"has|have|had|name|list|describe|explain|define|identify|give|according|in what|in which|on what|at what|"
    r"to what|for what|from what|by how|if)\b",
    re.I,
)
_DEPENDS = re.compile(
    r"^(?:then|next|after that|afterwards|finally|now|and then|using (?:that|this|it)|with (?:that|this|it))\b"
    r"|\b(?:previous|preceding|prior|above|earlier|last)\s+(?:answer|question|step|result|item|response|part|"
    r"output|one|calculation)s?\b"
    r"|\b(?:the|your|this|that|my)\s+(?:result|answer|output|response|solution)s?\s+(?:above|from|of|to|in)\s+"
    r"(?:step|question|part|item|task|#|no\.?|number|the previous|the last)"
    r"|\b(?:using|use|with|from|based on|take|taking)\s+(?:the|your|this|that|these|those)\s+"
    r"(?:results?|answers?|outputs?|responses?|solutions?)\b"
    r"|\b(?:steps?|questions?|parts?|items?|tasks?)\s*#?\s*\d+\b"
    r"|\b(?:the\s+)?result\s+above\b",
    re.I,
)
_PRONOUN = re.compile(r"\b(?:it|its|it's|they|their|them|he|she|his|her|him|this one|that one)\b", re.I)
_PROCEDURE = re.compile(
    r"\b(?:steps?|procedure|recipe|instructions|in order|in sequence|sequentially|one after (?:the )?other|"
    r"workflow|follow(?:ing)? (?:these|the) (?:steps|instructions))\b",
    re.I,
)
_MATH = re.compile(
    r"\b(?:solve|prove|proof|simplify|derive|derivative|integral|integrate|differentiate|factori[sz]e|"
    r"equations?|theorem|lemma)\b"
    r"|[=\u2260\u2264\u2265]|\b\d+\s*[a-z]\s*[\^+\-*/]|\b[a-z]\s*\^\s*\d|\d\s*\^\s*\d",
    re.I,
)
_CODE = re.compile(
    r"\b(?:write|implement|debug|fix|refactor|complete|optimi[sz]e|rewrite|correct|code|develop)\b[^\n]{0,60}?"
    r"\b(?:functions?|programs?|code|scripts?|class(?:es)?|methods?|algorithms?|snippets?|quer(?:y|ies)|bugs?)\b"
    r"|\bdef\s+\w+\s*\(|\bfunction\s+\w*\s*\(|#include\b|\bfind the bug\b",
    re.I,
)
_COMPARE = re.compile(
    r"\b(?:compar\w*|contrast\w*|rank\w*|sort\w*|re-?order|order (?:them|these|those|the (?:list|items))|"
    r"in order of|which (?:one|of)|which \w+ (?:is|are) (?:the )?(?:best|better|most|least|worst)|"
    r"the best (?:one|of)|best of|choose|pick|select|prefer\w*|versus|vs\.?|group (?:them|these|those)|"
    r"categori[sz]e (?:them|these|those)|cluster\w*|combine|merge|similarit\w*|differences?|in common|"
    r"relationships? between|connect (?:them|these)|"
    r"(?:the|which|whose) \w+ (?:with|has|have|had|is|are) the (?:highest|lowest|most|least|best|worst|largest|"
    r"smallest|biggest|greatest|fewest|longest|shortest)|"
    r"the (?:highest|lowest|most|least|largest|smallest|biggest|greatest|fewest)\b|"
    r"(?:in|from|across|of) all (?:of )?(?:the|these|those|them)\b|overall|altogether|in total|"  # one answer for all
    r"then\b[^.]{0,80}\b(?:them|these|all|list|summari[sz]e|combine|compare|rank|sort))(?!\w)",
    re.I,
)
_JSON = re.compile(r"\bjson\b", re.I)


def _refused(instruction: str, items: list[str], *, has_context: bool, questions: bool) -> bool:
    """The guards of the list and fields shapes (``instruction``: the shared text, no context)."""
    instruction = instruction.replace(SLOT, " ", 1)  # the slot we put there; a second one is the user's
    whole = "\n".join([instruction, *items])
    if SLOT in whole:
        return True
    if _COMPARE.search(instruction) or _PROCEDURE.search(instruction):
        return True
    if _MATH.search(whole) or _CODE.search(whole):
        return True
    if any(_DEPENDS.search(item) for item in items):
        return True
    if questions and not has_context and any(_PRONOUN.search(item) for item in items[1:]):
        return True  # "1. What is the largest country? 2. What is its capital?"
    keys = [_key(item) for item in items]
    return len(set(keys)) < len(keys)  # the same item twice: not a list of distinct requests


def _key(text: str) -> str:
    return " ".join(re.sub(r"[^\w\s]", " ", text.casefold()).split())


# --------------------------------------------------------------------------- instructions

_CONTEXT_NOUNS = (
    r"(?:text|passage|article|document|story|paragraph|excerpt|information|context|data|email|post|transcript|"
    r"description|report|note|statement|posting|ad|advert(?:isement)?|review|letter|essay|summary|content|"
    r"material|poem|speech|conversation|dialogue|code|snippet|table|news|page|message|listing|profile|record|"
    r"bio(?:graphy)?|abstract|paper|chapter|section|scenario|situation|case|problem)"
)
_ITEM_NOUN_WORDS = (
    "questions sentences reviews items phrases words terms tasks prompts statements texts passages paragraphs "
    "documents articles emails comments tweets posts messages titles headlines names topics queries claims quotes "
    "quotations sayings idioms proverbs concepts entries examples lines fields keywords products descriptions "
    "requests problems scenarios cases situations abbreviations acronyms expressions verbs nouns adjectives "
    "numbers dates ingredients countries cities animals companies books movies songs objects things points ideas "
    "notes excerpts snippets slogans complaints tickets inquiries answers responses values attributes details "
    "properties characteristics entities people"
).split()
#: the nouns a list of items is called by, plural or singular
_ITEM_NOUNS = (
    "(?:" + "|".join(sorted({*_ITEM_NOUN_WORDS, *map(_singular, _ITEM_NOUN_WORDS)}, key=len, reverse=True)) + ")"
)


def _names_items(text: str) -> bool:
    return bool(re.search(rf"\b{_ITEM_NOUNS}\b", text, re.I))


def _plural(noun: str) -> str:
    noun = noun.casefold()
    return next((w for w in _ITEM_NOUN_WORDS if _singular(w) == noun), noun)


_APPLY = re.compile(
    r"\b(?:answer|respond|reply|translate|summari[sz]e|rewrite|rephrase|paraphrase|classify|label|tag|"
    r"correct|proofread|edit|explain|define|describe|extract|identify|find|convert|expand|shorten|improve|"
    r"analy[sz]e|detect|determine|rate|score|assess|check|evaluate|write|generate|give|provide|create|"
    r"suggest|tell|make|turn|transform|simplify|elaborate|comment|critique|review|fill|complete|guess|"
    r"predict|estimate|interpret|list|spell|pronounce|count|categori[sz]e|grade|mark|detect|flag|verify|"
    r"fact-check|decide|say)\b",
    re.I,
)
_EACH = re.compile(r"\b(?:each|every|the following|these|those|below|all (?:of )?(?:the|these)|for all)\b", re.I)
_EXTRACT = re.compile(r"\b(?:extract|pull out|retrieve)\b", re.I)


def _singularise(lead: str) -> str:
    """The instruction for one item, from the user's instruction for all of them: "Answer the
    following 3 questions" -> "Answer the following question", "each tweet below" -> "the
    following tweet", "these sentences" -> "this sentence", "Answer each in one word" -> "Answer
    in one word"."""
    number = r"(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen)"
    noun = rf"((?:[A-Za-z][\w-]* )?{_ITEM_NOUNS}|[A-Za-z][\w-]*)\b"  # "movie reviews", else one word

    def sub(pattern: str, make, text: str) -> str:
        return re.sub(pattern, make, text, flags=re.I)

    def one(word: str) -> str:
        return _singular(word)

    out = sub(
        rf"\beach of (?:the following|these|those|the) (?:{number} )?" + noun,
        lambda m: "the following " + one(m.group(1)),
        lead,
    )
    out = sub(r"\beach of (?:the following|these|those|the)\b", "the following", out)
    out = sub(r"\beach " + noun + r" below\b", lambda m: "the following " + m.group(1), out)
    out = sub(r"\b(?:each|every) (?!in\b|with\b|of\b|using\b|one\b)" + noun, lambda m: "the " + m.group(1), out)
    out = sub(rf"\bthe following (?:{number} )?" + noun, lambda m: "the following " + one(m.group(1)), out)
    out = sub(rf"\b(?:these|those) (?:{number} )?" + noun, lambda m: "this " + one(m.group(1)), out)
    out = sub(rf"\ball (?:of )?(?:the|these|those|my) (?:{number} )?" + noun, lambda m: "this " + one(m.group(1)), out)
    counted = rf"((?:[A-Za-z][\w-]* )?{_ITEM_NOUNS})\b"  # "3 questions", "5 movie reviews"
    out = sub(rf"\bthe {number} " + counted, lambda m: "the " + one(m.group(1)), out)
    out = sub(rf"\b{number} " + counted, lambda m: "the " + one(m.group(1)), out)
    out = sub(
        rf"\b(the|my|your|our) ({_ITEM_NOUNS})(?= below\b| above\b| listed\b| that follow\b| in the list\b|\s*:|\s*$)",
        lambda m: m.group(1) + " " + one(m.group(2)),
        out,
    )
    out = sub(rf"^({_ITEM_NOUNS})(?=\s*:)", lambda m: one(m.group(1)), out)
    out = re.sub(r"\b(H|h)ere are\b", lambda m: m.group(1) + "ere is", out)
    out = sub(r"\b(?:each|every one|all)\s+(?=in\b|with\b|using\b|briefly\b|separately\b)", "", out)
    out = sub(r"\s+(?:each|every one|all of them|all|separately|one by one)(?=\s*[.:!]?$)", "", out)
    out = re.sub(r"\bthem\b", "it", out)
    out = re.sub(r"\bThem\b", "It", out)
    return out.strip()


def _context_first(instruction: str) -> str:
    """The instruction as it reads after the context: "the following text" -> "the text above"."""
    out = re.sub(rf"\b(the|this) following ({_CONTEXT_NOUNS})\b", r"the \2 above", instruction, flags=re.I)
    out = re.sub(rf"\bthe following ({_CONTEXT_NOUNS})\b", r"the \1 above", out, flags=re.I)
    out = re.sub(rf"\b(the|this) ({_CONTEXT_NOUNS}) below\b", r"the \2 above", out, flags=re.I)
    out = re.sub(rf"\b(from|in|of) following ({_CONTEXT_NOUNS})\b", r"\1 the \2 above", out, flags=re.I)
    return out


def _noun_of(lead: str, default: str) -> str:
    """What the items are called in the instruction ("these sentences" -> "sentences"), plural."""
    for det in (r"following|these|those|each of (?:the|these)|each|every|all (?:of )?the|below", r"the"):
        m = re.search(rf"\b(?:{det})\s+(?:\d{{1,2}}\s+|[a-z]+\s+)?({_ITEM_NOUNS})\b", lead, re.I)
        if m:
            return _plural(m.group(1))
    m = re.search(rf"\b({_ITEM_NOUNS})\b", lead, re.I)
    return _plural(m.group(1)) if m else default


def _clean(text: str) -> str:
    return " ".join(text.replace("**", "").replace("__", "").split())


_INTRO = re.compile(
    r"(?:^|[.!?]\s+)(?:the\s+(?:text|passage|article|document|data|input|context|review|note|posting|email)\s+"
    r"(?:is|reads|follows)|(?:text|passage|context|article|input|document|data))\s*:\s*$",
    re.I,
)


def _strip_intro(instruction: str) -> str:
    """Drop a trailing "The text is:" / "Context:" (it introduced the context, which moves first)."""
    return _INTRO.sub("", instruction).rstrip(" ,;")


# --------------------------------------------------------------------------- fields shape


def _fields_shape(text: str, request: str, lines: list[_Line]) -> ItemSplit | None:
    parser = grammar("items.lark", "fields")
    for index, line in enumerate(lines):
        if line.kind != "text":
            continue
        start = line.start
        while start < line.end and not request[start].isalnum():
            start += 1
        if start >= line.end:
            continue
        try:
            tree = parser.parse(text[start : line.end])
        except LarkError:
            continue
        field_list = next(t for t in tree.children if isinstance(t, Tree) and t.data == "field_list")
        items = []
        for field in field_list.children:
            if not isinstance(field, Tree):
                continue
            words = [t for t in field.children if isinstance(t, Token)]
            span = _trimmed(request, start + (words[0].start_pos or 0), start + (words[-1].end_pos or 0))
            end = span.end
            while end > span.start and request[end - 1] in ".;!?\"'`*":
                end -= 1
            begin = span.start
            while begin < end and request[begin] in "\"'`*":
                begin += 1
            article = re.match(r"(?:the|a|an|its|their|his|her)\s+(?=\S)", request[begin:end], re.I)
            if article and end - begin > article.end():
                begin += article.end()
            items.append(RequestItem(request[begin:end], Span(begin, end)))
        if not MIN_ITEMS <= len(items) <= MAX_ITEMS or any(len(i.text.split()) > MAX_FIELD_WORDS for i in items):
            return None
        xend = next((str(t) for t in tree.children if isinstance(t, Token) and t.type == "XEND"), "")
        where = request[line.start : items[0].span.start] + " " + request[items[-1].span.end : line.end]
        if re.search(r"\b(?:these|those)\b", xend, re.I) or re.search(_RECORDS, where, re.I):
            return None  # several records ("from these sentences"): fields per record, not one answer per field
        first, last = items[0].span.start, items[-1].span.end
        before_text = request[line.start : first]
        after_text = request[last : line.end]
        context_span: Span | None = None
        if tree.data == "fields_inline":
            rest = next((t for t in tree.children if isinstance(t, Token) and t.type == "REST"), None)
            if rest is not None:
                rest_start = start + (rest.start_pos or 0)
                colon = request.find(":", rest_start, line.end)
                if colon >= 0 and request[colon + 1 : line.end].strip():
                    context_span = _unquote(request, _trimmed(request, colon + 1, line.end))
                    after_text = request[last : colon + 1]
        if context_span is None:
            context_span = _block_context(request, lines, index)
            if context_span is None:
                return None
        instruction = f"{_singularise(_clean(before_text))} {SLOT} {_singularise(_clean(after_text))}".strip()
        instruction = re.sub(r"\s+([,.;:])", r"\1", instruction)
        if context_span.start > line.start:
            instruction = _context_first(instruction)
        instruction = _strip_intro(instruction)
        if instruction.endswith(":"):
            instruction = instruction[:-1].rstrip() + "."
        context = request[context_span.start : context_span.end]
        if _refused(instruction, [i.text for i in items], has_context=True, questions=False):
            return None
        return ItemSplit(
            "fields", instruction, context, context_span, tuple(items), None, "fields",
            bool(_JSON.search(instruction)),
        )  # fmt: skip
    return None


_RECORDS = (
    r"\b(?:texts|sentences|passages|articles|documents|reviews|emails|paragraphs|posts|messages|records|entries|"
    r"excerpts|stories|notes|reports|descriptions|listings|profiles|tweets|comments|letters|transcripts|files)\b"
)


def _unquote(request: str, span: Span) -> Span:
    s, e = span.start, span.end
    pairs = {'"': '"', "'": "'", "\u201c": "\u201d", "\u2018": "\u2019"}
    if e - s >= 2 and request[s] in pairs and request[e - 1] == pairs[request[s]]:
        return Span(s + 1, e - 1)
    return span


def _block_context(request: str, lines: list[_Line], index: int) -> Span | None:
    """The context of an instruction on line ``index``: the text after it, else the text before."""
    after = [ln for ln in lines[index + 1 :] if ln.kind != "blank"]
    while after and after[0].kind == "label" and after[0].body is None:
        after = after[1:]  # "The text is:" / "Context:" on a line of its own
    if after:
        first = after[0]
        start = first.body.start if first.kind == "label" and first.body is not None else first.start
        return _unquote(request, _trimmed(request, start, after[-1].end))
    before = [ln for ln in lines[:index] if ln.kind != "blank"]
    if before:
        return _unquote(request, _trimmed(request, before[0].start, before[-1].end))
    return None


# --------------------------------------------------------------------------- list shape


@dataclass(slots=True)
class _Run:
    items: list[_Line]
    first: int  # index in lines of the first item
    last: int  # index in lines of the last line of the run (last item or its continuation)
    ends: list[int]  # each item's text end (continuation lines included)


def _runs(lines: list[_Line]) -> list[_Run]:
    """Lists: item lines of one family at one indentation, blank lines allowed between them;
    deeper items and text lines right under an item belong to it."""
    runs: list[_Run] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.kind != "item":
            i += 1
            continue
        run = _Run([line], i, i, [line.end])
        j = i + 1
        gap = False
        while j < len(lines):
            nxt = lines[j]
            if nxt.kind == "blank":
                gap = True
                j += 1
                continue
            if nxt.kind == "item" and nxt.indent <= line.indent + 1 and nxt.family == line.family:
                prev_number = run.items[-1].number
                if nxt.number is not None and prev_number is not None and nxt.number != prev_number + 1:
                    break  # numbering starts over or jumps: another list
                run.items.append(nxt)
                run.ends.append(nxt.end)
                run.last = j
                gap = False
                j += 1
                continue
            if nxt.kind == "item" and nxt.indent > line.indent + 1 and not gap:
                run.ends[-1] = nxt.end  # a detail of the item above
                run.last = j
                j += 1
                continue
            if nxt.kind == "text" and ((not gap and nxt.indent > 0) or run.items[-1].body is None):
                run.ends[-1] = nxt.end  # the item goes on below its marker
                run.last = j
                gap = False
                j += 1
                continue
            break
        runs.append(run)
        i = max(j, i + 1)
    return runs


def _is_question(text: str) -> bool:
    text = text.strip().strip("*_").strip()
    return text.endswith("?") or bool(_QUESTION_START.match(text))


def _lead_like(text: str) -> bool:
    """A short line that instructs about the items below it ("Translate these sentences:",
    "Please answer the following questions based on this information.")."""
    t = _clean(text)
    if not t or t.endswith("?") or not _APPLY.search(t):
        return False
    if len(t) > 200:  # a longer paragraph instructs only when it names the items outright
        return len(t) <= 600 and bool(re.search(rf"\b(?:the following|these|below)\s+{_ITEM_NOUNS}\b", t, re.I))
    return t.endswith(":") or bool(_EACH.search(t) and _names_items(t))


def _list_shape(request: str, lines: list[_Line]) -> ItemSplit | None:
    runs = [r for r in _runs(lines) if len(r.items) >= MIN_ITEMS]
    if not runs:
        return _plain_lines_shape(request, lines)
    run = runs[-1] if _is_question(request[runs[-1].items[0].start : runs[-1].ends[0]]) else runs[0]
    # the lists of the request other than the chosen one are context, unless they look like items too
    items: list[RequestItem] = []
    for line, end in zip(run.items, run.ends):
        if line.body is None and end == line.end:
            return None  # a marker with no text
        start = line.body.start if line.body is not None else line.end
        span = _trimmed(request, start, end)
        b, e = span.start, span.end
        while e > b and request[e - 1] in "*_" and request[b] in "*_":
            b, e = b + 1, e - 1
        if e <= b:
            return None
        items.append(RequestItem(request[b:e], Span(b, e)))
    if len(items) > MAX_ITEMS:
        return None
    texts = [i.text for i in items]
    questions = all(_is_question(t) for t in texts)

    before = [ln for ln in lines[: run.first] if ln.kind != "blank"]
    after = [ln for ln in lines[run.last + 1 :] if ln.kind != "blank"]

    heading: _Line | None = None
    lead: _Line | None = None
    if before and before[-1].kind == "label" and before[-1].body is None:
        heading = before.pop()
    if before and before[-1].kind == "text" and _lead_like(request[before[-1].start : before[-1].end]):
        lead = before.pop()
    elif (
        before
        and before[-1].kind == "text"
        and questions
        and request[before[-1].start : before[-1].end].rstrip().endswith(":")
        and heading is None
    ):
        lead = before.pop()  # "Please answer based on this information:"
    top_intro: _Line | None = None
    if lead is None and before and before[0].kind == "text" and len(before) >= 2:
        first_text = request[before[0].start : before[0].end]
        if _lead_like(first_text) and not first_text.rstrip().endswith("?"):
            top_intro = before[0]

    # what follows the list: a context block set off by a heading or a blank line, or a short trailer
    trailer = ""
    context_after: Span | None = None
    if after:
        if after[0].kind == "label" and _CONTEXT_LABEL.match(after[0].marker):
            body_start = (
                after[0].body.start if after[0].body is not None else (after[1].start if len(after) > 1 else -1)
            )
            if body_start < 0:
                return None
            context_after = _unquote(request, _trimmed(request, body_start, after[-1].end))
        elif len(after) == 1 and after[0].kind == "text" and _trailer_ok(request[after[0].start : after[0].end]):
            trailer = _singularise(_clean(request[after[0].start : after[0].end]))
        elif lead is not None and re.search(r"\bbelow\b", request[lead.start : lead.end], re.I) and not questions:
            return None
        elif lead is not None and re.search(rf"\b{_CONTEXT_NOUNS}\s+below\b", request[lead.start : lead.end], re.I):
            context_after = _unquote(request, _trimmed(request, after[0].start, after[-1].end))
        else:
            return None  # text after the list: the list is the context of a question, or more follows

    # what comes before: context (a passage) and possibly an intro line
    context_span: Span | None = None
    if before:
        if context_after is not None:
            return None  # context on both sides: not one block
        region = before
        if region[0].kind == "label" and region[0].body is None:
            region = region[1:]
        if not region:
            return None
        start = region[0].body.start if region[0].kind == "label" and region[0].body is not None else region[0].start
        if top_intro is not None:
            region = before[1:]
            if region[0].kind == "label" and region[0].body is None:
                region = region[1:]
            if not region:
                return None
            start = (
                region[0].body.start if region[0].kind == "label" and region[0].body is not None else region[0].start
            )
        context_span = _unquote(request, _trimmed(request, start, region[-1].end))
    elif context_after is not None:
        context_span = context_after

    lead_text = _clean(request[lead.start : lead.end]) if lead is not None else ""
    heading_text = _clean(request[heading.start : heading.end]) if heading is not None else ""
    intro_text = _clean(request[top_intro.start : top_intro.end]) if top_intro is not None else ""
    shared = " ".join(t for t in (intro_text, lead_text, heading_text, trailer) if t)

    if not questions:
        # a list of things that are not questions is items only when an instruction says so
        says = lead_text or intro_text
        if not says or not _APPLY.search(says) or not (_EACH.search(says) or _names_items(says) or says.endswith(":")):
            return None
    if lead is None and heading is None and not questions:
        return None
    if lead is None and heading is None and before and context_span is not None and top_intro is None:
        # questions right after a passage with no heading: fine (reading comprehension); but one
        # question before a list ("What could it be? - a - b") makes the list context
        last_before = request[before[-1].start : before[-1].end]
        if last_before.rstrip().endswith("?") and len(last_before) < 200:
            return None

    kind: Kind = "fields" if _EXTRACT.search(lead_text or intro_text) and _field_like(texts) else "list"
    if lead_text:
        instruction = _singularise(lead_text)
    elif heading_text:
        instruction = ""
    else:
        instruction = ""
    if not instruction:
        if questions:
            instruction = (
                "Answer the following question about the text above:"
                if context_span
                else "Answer the following question:"
            )
        else:
            return None
    if context_after is not None:
        instruction = _context_first(instruction)
    if instruction.endswith(":"):
        instruction = f"{instruction}\n{SLOT}"
    else:
        instruction = f"{instruction}\n\n{SLOT}"
    if trailer:
        instruction += f"\n\n{trailer}"
    context = request[context_span.start : context_span.end] if context_span is not None else ""
    noun = (
        "fields"
        if kind == "fields"
        else _noun_of(" ".join((lead_text, heading_text, intro_text)), "questions" if questions else "items")
    )
    if _refused(shared, texts, has_context=context_span is not None, questions=questions):
        return None
    return ItemSplit(
        kind, instruction, context, context_span, tuple(items), None, noun, bool(_JSON.search(shared)),
    )  # fmt: skip


_CONTEXT_LABEL = re.compile(
    r"^(?:\*\*|__)?(?:text|passage|context|article|document|input|story|excerpt|paragraph|data|transcript|source|"
    r"the\s+text\s+is|the\s+passage\s+is)",
    re.I,
)


def _field_like(texts: list[str]) -> bool:
    """Field names, not records: a few words each, no sentence end."""
    return all(len(t.split()) <= MAX_FIELD_WORDS and not t.rstrip().endswith((".", "?", "!")) for t in texts)


def _trailer_ok(text: str) -> bool:
    """A line after the list that only says how to answer ("Answer each in one sentence.")."""
    t = _clean(text)
    if len(t) > 200 or t.endswith("?"):
        return False
    return bool(re.search(r"\b(?:each|every|all|respond|format|json|briefly|concise|sentence|words|answer)\b", t, re.I))


def _plain_lines_shape(request: str, lines: list[_Line]) -> ItemSplit | None:
    """Line-separated items after an instruction that names them: "Translate the following
    sentences into French:" then one sentence a line (or one block a paragraph)."""
    content = [(i, ln) for i, ln in enumerate(lines) if ln.kind != "blank"]
    if len(content) < 3:
        return None
    index, lead = content[0]
    lead_text = _clean(request[lead.start : lead.end])
    if lead.kind != "text" or not lead_text.endswith(":") or not _APPLY.search(lead_text):
        return None
    m = re.search(
        rf"\b(?:following|these|those|each of (?:the|these)|below)\s+(?:\d{{1,2}}\s+|[a-z]+\s+)?({_ITEM_NOUNS})\b",
        lead_text,
        re.I,
    )
    if not m:
        return None
    rest = [ln for _, ln in content[1:]]
    if any(ln.kind != "text" for ln in rest):
        return None
    # blocks separated by blank lines are the items when there are several; else one a line
    blocks: list[list[_Line]] = []
    prev_blank = True
    for ln in lines[index + 1 :]:
        if ln.kind == "blank":
            prev_blank = True
            continue
        if prev_blank:
            blocks.append([])
        blocks[-1].append(ln)
        prev_blank = False
    if len(blocks) >= MIN_ITEMS:
        spans = [_trimmed(request, b[0].start, b[-1].end) for b in blocks]
    else:
        spans = [_trimmed(request, ln.start, ln.end) for ln in rest]
    items = [RequestItem(request[s.start : s.end], s) for s in spans]
    if not MIN_ITEMS <= len(items) <= MAX_ITEMS:
        return None
    texts = [i.text for i in items]
    questions = all(_is_question(t) for t in texts)
    if _refused(lead_text, texts, has_context=False, questions=questions):
        return None
    kind: Kind = "fields" if _EXTRACT.search(lead_text) and _field_like(texts) else "list"
    instruction = f"{_singularise(lead_text)}\n{SLOT}"
    return ItemSplit(
        kind, instruction, "", None, tuple(items), None, m.group(1).casefold(), bool(_JSON.search(lead_text))
    )


# --------------------------------------------------------------------------- count shape

#: what a "give me N <things>" request may ask for: things written fresh, one as good as another
#: (a fixed or factual set, "5 documentaries", "3 impacts", "the 7 wonders", is answered whole)
_COUNTABLE = re.compile(
    r"^(?:taglines?|slogans?|mottos?|names?|nicknames?|titles?|headlines?|subject lines?|captions?|hashtags?|"
    r"ideas?|tips?|jokes?|puns?|riddles?|poems?|haikus?|haiku|limericks?|stories|story|tweets?|posts?|"
    r"prompts?|questions?|quiz questions?|interview questions?|options?|alternatives?|variations?|versions?|"
    r"suggestions?|ways?|activities|activity|themes?|topics?|taglines?|pickup lines?|pick-up lines?|"
    r"one-liners?|metaphors?|similes?|analogies|analogy|openings?|opening lines?|hooks?|endings?|plots?|"
    r"premises?|plot twists?|bios?|descriptions?|ads?|advertisements?|messages?|greetings?|toasts?|"
    r"compliments?|excuses?|responses?|replies|reply|comebacks?|rhymes?|strategies|strategy|tactics?|"
    r"techniques?|exercises?|games?|challenges?|recipes?|meal ideas?|dishes?|gift ideas?|prompts?|"
    r"scenarios?|characters? names?|band names?|domain names?|usernames?|acronyms?|mnemonics?|"
    r"affirmations?|quotes?|sayings?|taglines?|names? ideas?|project ideas?|business ideas?|"
    r"blog post ideas?|blog posts?|article ideas?|video ideas?|content ideas?|research questions?|"
    r"discussion questions?|icebreakers?|ice breakers?|dares?|date ideas?|costume ideas?|"
    r"party ideas?|themes? ideas?|catchphrases?|punch ?lines?|marketing punch lines?|battle cries|battle cry|pitches|pitch|taglines?)$",
    re.I,
)
_SUPERLATIVE = re.compile(
    r"\b(?:best|worst|most|least|top|greatest|largest|biggest|smallest|highest|lowest|longest|shortest|"
    r"oldest|newest|fastest|richest|tallest|cheapest|latest|famous|popular|important|common|main|key|"
    r"specific|real|actual|historical|notable|existing|known|well-known)\b",
    re.I,
)
_POLITE = re.compile(
    r"^(?:(?:please|kindly|now|so|ok(?:ay)?|hi|hello|hey|also|then)[,!]?\s+)*"
    r"(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?|i\s+(?:would\s+like\s+you\s+to|want\s+you\s+to|"
    r"need\s+you\s+to)\s+|help\s+me\s+|i\s+|we\s+|i'd\s+like\s+you\s+to\s+|please\s+)?$",
    re.I,
)
_INSTRUCTING = re.compile(
    r"^(?:please\s+)?(?:share|explain|describe|discuss|tell|analy[sz]e|compare|write|list|give|provide|"
    r"suggest|create|summari[sz]e|evaluate|identify|name|define|outline|draft|make|generate|translate|help)\b",
    re.I,
)
_SENTENCE = re.compile(r"[^.!?\n]+(?:[.!?]+|(?=\n)|$)")


def _count_shape(request: str, text: str, lines: list[_Line]) -> ItemSplit | None:
    parser = grammar("items.lark", "count")
    content = [ln for ln in lines if ln.kind != "blank"]
    for line in content:
        if line.kind not in ("text", "item", "label") or line.end - line.start > MAX_COUNT_LINE:
            continue
        try:
            tree = parser.parse(text[line.start : line.end])
        except LarkError:
            continue
        phrase = next(t for t in tree.children if isinstance(t, Tree) and t.data == "count_phrase")
        tokens = {t.type: t for t in phrase.children if isinstance(t, Token)}
        noun_tree = next(t for t in phrase.children if isinstance(t, Tree))
        words = [t for t in noun_tree.children if isinstance(t, Token)]
        number = tokens["NUMBER"]
        count = _number(str(number))
        if count is None or count < MIN_ITEMS or count > MAX_ITEMS:
            return None
        pre = str(tokens.get("CPRE", "")).casefold()
        noun_start, noun_end = line.start + (words[0].start_pos or 0), line.start + (words[-1].end_pos or 0)
        noun = request[noun_start:noun_end]
        last = str(words[-1])
        verb = tokens["CVERB"]
        v_start = line.start + (verb.start_pos or 0)
        if pre in ("the", "another") or _SUPERLATIVE.search(noun) or not _is_plural(last):
            return None  # "the 5 stages of grief", "10 best films", "5 more": a fixed set, or more of one
        if not (
            _COUNTABLE.match(_clean(noun)) or _COUNTABLE.match(last) or _COUNTABLE.match(" ".join(noun.split()[-2:]))
        ):
            return None
        sentence_start = max(request.rfind(c, line.start, v_start) for c in ".!?")
        sentence_start = line.start if sentence_start < 0 else sentence_start + 1
        prefix = " ".join(request[sentence_start:v_start].split())
        if prefix and not _POLITE.match(prefix + " "):
            return None  # "Explain X and list five examples": the count is part of a larger request
        own = (sentence_start, _sentence_end(request, noun_end, line.end))
        for m in _SENTENCE.finditer(request):
            sentence = m.group().strip()
            if not sentence or own[0] <= m.start() < own[1] or m.start() <= own[0] < m.end():
                continue
            if sentence.endswith("?") or _INSTRUCTING.match(sentence):
                return None  # another question or instruction beside the count
        n_start = line.start + ((tokens.get("CPRE") or number).start_pos or 0)
        line_text = request[line.start : line.end]
        one = "one " + _singular(noun)
        rewritten = request[line.start : n_start] + one + request[noun_end : line.end]
        verb_word = str(verb)
        if verb_word.casefold() == "list":
            rewritten = (
                request[line.start : v_start]
                + ("Give" if verb_word[0].isupper() else "give")
                + request[v_start + 4 : n_start]
                + one
                + request[noun_end : line.end]
            )
        others = [ln for ln in content if ln is not line]
        shared_lines = [request[ln.start : ln.end] for ln in content]
        shared_lines[content.index(line)] = rewritten
        instruction = "\n".join(shared_lines)
        if len(instruction) > 4000 or any(ln.kind in ("item", "fence") for ln in others):
            return None  # a count with a list or code around it: not one instruction for N things
        if _COMPARE.search(line_text) or _MATH.search(request) or _CODE.search(request) or _PROCEDURE.search(line_text):
            return None
        if re.search(r"\b(?:each|every|per)\b", request[noun_end : line.end], re.I):
            return None  # "give me 3 names for each of ..." : N per item, not N things
        plural = _clean(noun).casefold()
        return ItemSplit("count", instruction, "", None, (), count, plural, bool(_JSON.search(request)))
    return None


def _sentence_end(text: str, start: int, limit: int) -> int:
    m = re.compile(r"[.!?](?:\s|$)").search(text, start, limit)
    return m.end() if m else limit


# --------------------------------------------------------------------------- entry point


def find_items(request: str) -> ItemSplit | None:
    """The items of ``request`` and its shared part, or ``None`` when it is not to be split.
    Never raises on a request."""
    if not isinstance(request, str) or not request.strip() or len(request) > MAX_REQUEST_CHARS:
        return None
    try:
        text = _normalise(request)
        lines = _classify(text)
        prose = [request[ln.start : ln.end] for ln in lines if ln.kind in ("text", "label")]
        if prose and (_CODE.search(prose[0]) or _CODE.search(prose[-1])):
            return None  # code to write, fix or debug: one program, answered whole
        fields = _fields_shape(text, request, lines)
        if fields is not None:
            return fields
        listed = _list_shape(request, lines)
        if listed is not None:
            return listed
        if any(ln.kind == "item" for ln in lines) and len([r for r in _runs(lines) if len(r.items) >= MIN_ITEMS]):
            return None  # a list that is not the items: do not count things around it
        return _count_shape(request, text, lines)
    except (LarkError, RecursionError, ValueError, StopIteration, IndexError):
        return None


# --------------------------------------------------------------------------- a planner's split

#: the planner call's prompt (items mode asked by name, where :func:`find_items` found nothing)
PLAN_PROMPT = """Does the request below apply one instruction to several independent items (questions to answer, fields to extract, sentences to translate, texts to summarize), or ask for a number of independent things (10 taglines, 5 names)? If so, split it. Reply with one JSON object and nothing else:
- several items: {{"instruction": "the instruction for ONE item, with {{item}} where the item goes", "context": "text every item needs, copied exactly from the request, or empty", "items": ["each item, copied exactly from the request", ...]}}
- a number of things: {{"instruction": "the instruction for ONE of them", "count": N, "things": "what they are, plural"}}
- otherwise (one question, steps that depend on each other, math or code to solve whole, a comparison or ranking): {{"items": []}}

Request:
{request}"""

_OBJECT = re.compile(r"\{.*\}", re.S)


def _locate(request: str, text: str, start: int) -> Span | None:
    """Where ``text`` (whitespace aside) first occurs in ``request`` from ``start``."""
    words = text.split()
    if not words:
        return None
    m = re.compile(r"\s+".join(re.escape(w) for w in words)).search(request, start)
    return Span(m.start(), m.end()) if m else None


def split_from_plan(request: str, reply: str) -> ItemSplit | None:
    """The split a planner's reply to :data:`PLAN_PROMPT` describes, or ``None`` where it
    describes none or does not hold against ``request`` (an item or the context not copied
    from it in order, an instruction without exactly one ``{item}`` slot, fewer than two or more
    than :data:`MAX_ITEMS` items, or the guards of :func:`find_items`). Never raises."""
    found = _OBJECT.search(reply or "")
    try:
        plan = json.loads(found.group(0)) if found else None
    except ValueError:
        return None
    if not isinstance(plan, dict):
        return None
    instruction = plan.get("instruction")
    if not isinstance(instruction, str) or not instruction.strip() or len(instruction) > MAX_COUNT_LINE:
        return None
    instruction = instruction.strip()
    wants_json = bool(_JSON.search(request))
    try:
        count = plan.get("count")
        if count is not None:
            noun = plan.get("things")
            noun = noun.strip().casefold() if isinstance(noun, str) and noun.strip() else "items"
            if isinstance(count, bool) or not isinstance(count, int) or not MIN_ITEMS <= count <= MAX_ITEMS:
                return None
            if SLOT in instruction or _MATH.search(instruction) or _CODE.search(instruction):
                return None
            return ItemSplit("count", instruction, "", None, (), count, noun, wants_json)
        texts = plan.get("items")
        if not isinstance(texts, list) or not MIN_ITEMS <= len(texts) <= MAX_ITEMS:
            return None
        if not all(isinstance(t, str) and t.strip() for t in texts) or instruction.count(SLOT) != 1:
            return None
        items, at = [], 0
        for text in texts:
            span = _locate(request, text, at)
            if span is None:
                return None  # not the user's words: a planner's paraphrase or invention
            items.append(RequestItem(request[span.start : span.end], span))
            at = span.end
        context_text = plan.get("context") or ""
        if not isinstance(context_text, str):
            return None
        context, context_span = "", None
        if context_text.strip():
            context_span = _locate(request, context_text, 0)
            if context_span is None:
                return None
            context = request[context_span.start : context_span.end]
        questions = all(_is_question(item.text) for item in items)
        if _refused(instruction, [item.text for item in items], has_context=bool(context), questions=questions):
            return None
        noun = "questions" if questions else "items"
        return ItemSplit("list", instruction, context, context_span, tuple(items), None, noun, wants_json)
    except (ValueError, RecursionError):
        return None
