"""Fields to extract, written the other ways users write them, beside the ``fields`` grammar's
"Extract A, B and C from the following text:".

- :func:`form_fields`: a form to fill, one field a line ("Caller Name:", "Nom :"), under a lead
  or a heading ("Fill in the form from the transcript.", "FORMAT:", "TEMPLATE:"), or in a fenced
  block, with the source after it ("TRANSCRIPT:", "Texto: ...");
- :func:`field_lines`: bare field names one a line ("Invoice Number", "order_id") next to the
  instruction that says what to do with them ("Find the above in this invoice and return them as
  JSON.", "from the below message", "Read the ticket and identify:");
- :func:`prose_fields`: a field list inside a sentence the grammar does not read: the source
  first ("From the job ad above extract: A, B, C"), "Parse this address into A, B, C: ...",
  "Return an object with A, B, C for the signature below", attributes "such as A, B, C etc." /
  "like A, B and so on", and extraction in German, French, Spanish, Italian, Portuguese and
  Chinese ("Gib mir A, B und C aus dieser Nachricht", "请从下面的文字中提取：A、B、C").

Each field is an item; the source text is the shared context; the guards are the fields
shape's (one record, not several; no math or code).
"""

from __future__ import annotations

import re
from itertools import pairwise

from sot.pasta_lang.ir import Span
from sot.pasta_lang.items_grammar import Line, trimmed, unquote
from sot.pasta_lang.items_guards import COMPARE, RECORDS, VAGUE_FIELD, refused
from sot.pasta_lang.items.split import MAX_FIELD_WORDS, MAX_ITEMS, MIN_ITEMS, SLOT, ItemSplit, RequestItem
from sot.pasta_lang.items.words import JSON, clean, context_first

__all__ = ["blank_fields", "field_lines", "form_fields", "prose_fields"]

#: a line longer than this is not one field's name
_FIELD_LINE = 80
#: a form or a list of field names starts within this many lines of the request's top (its
#: source follows); a request of 10,000 lines is not searched line by line for one
_FORM_TOP = 60

#: a field a line, with its colon and nothing after it ("Caller Name:", "Nom :")
_FORM_FIELD = re.compile(r"^[*_`\- ]*(?P<name>[^\s:：*_`][^:：\n]{0,58}?)[ *_`]*[:：][ *_`]*$")
#: a bare field name a line: a few words, no sentence end ("Invoice Number", "order_id")
_BARE_FIELD = re.compile(r"^[*_`\- ]*(?P<name>[\w(][\w ()/'&.-]{0,58}?)[ *_`]*$")
#: a heading over the form ("FORMAT:", "Template:") or over the source ("TRANSCRIPT:", "Notes:")
_FORM_HEADING = re.compile(
    r"^(?:format|template|form|fields|output|schema|output format|formato|plantilla|ficha|mod[èe]le|fiche|vorlage|"
    r"formular|felder|modello|campos|champs|json)$",
    re.I,
)
_SOURCE_HEADING = re.compile(
    r"^(?:[\w'-]+\s+){0,3}?(?:transcript|source|text|texto|texte|testo|notes?|notas|ticket|email|e-mail|message|"
    r"mensaje|nachricht|input|context|document|call|conversation|chat|article|passage|data|record|report|letter|"
    r"contract|listing|description|ad|posting|invoice|receipt|bio|profile|resume|cv|review|abstract)\w*$",
    re.I,
)
#: an instruction to fill, extract or identify, in the languages read here
_FILL = re.compile(
    r"\b(?:fill|complete|extract|identify|find|get|pull|parse|return|give|tell|provide|list|output|populate|"
    r"capture|determine|locate|rellena|completa|extrae|extrais|compl[èe]te|remplis|f[üu]lle|ausf[üu]llen|"
    r"extrahiere|compila|estrai|preencha|extraia)\w*",
    re.I,
)


#: an instruction that extracts or fills (not one that transforms each line: "translate these")
_EXTRACT_LEAD = re.compile(
    r"\b(?:extract|identify|find|fill|pull|parse|capture|determine|locate|get|keys|fields|populate)\b", re.I
)


def _source_block(request: str, lines: list[Line], after: list[Line]) -> Span | None:
    """The source text in ``after`` (the lines after the fields), past its heading, if any."""
    after = [ln for ln in after if ln.kind != "blank"]
    if not after:
        return None
    first = after[0]
    head = clean(request[first.start : first.end])
    colon = re.match(r"^([^:：\n]{1,40}?)\s*[:：]\s*", head)
    if colon and (_SOURCE_HEADING.match(colon.group(1)) or first.kind == "label"):
        if colon.end() >= len(head):
            after = after[1:]  # "TRANSCRIPT:" on its own line
            if not after:
                return None
            start = after[0].start
        else:
            raw = request[first.start : first.end]
            start = first.start + raw.index(":" if ":" in raw else "：") + 1
    elif first.kind == "label" and first.body is not None:
        start = first.body.start
    else:
        start = first.start
    span = unquote(request, trimmed(request, start, after[-1].end))
    return span if span.end > span.start else None


def _fields_split(
    request: str, items: list[RequestItem], lead: str, context_span: Span, *, suffix: str = "", guard: str = ""
) -> ItemSplit | None:
    texts = [i.text for i in items]
    if not MIN_ITEMS <= len(items) <= MAX_ITEMS or any(len(t.split()) > MAX_FIELD_WORDS for t in texts):
        return None
    said = f"{lead} {guard}"
    if re.search(RECORDS, said, re.I) and re.search(r"\b(?:each|every|these|those|all)\b", said, re.I):
        return None  # fields of several records
    lead = context_first(clean(lead)) if context_span.start > items[0].span.start else clean(lead)
    instruction = f"{lead}\n\n{SLOT}{suffix}" if lead else f"Fill in this field from the text above.\n\n{SLOT}{suffix}"
    if COMPARE.search(guard) or refused(lead, texts, has_context=True, questions=False):
        return None
    context = request[context_span.start : context_span.end]
    return ItemSplit(
        "fields", instruction, context, context_span, tuple(items), None, "fields", bool(JSON.search(lead))
    )


#: a field with a blank to fill after it: "Name: ___", "Callback number: ____"
_BLANK = re.compile(r"(?P<name>[^\W\d_][\w'/().&-]*(?:[ ][\w'/().&-]+){0,4}?)\s*[:：]\s*_{2,}")
#: ... without its colon, after the lead's colon or the blank before it: "Fill in: Name ____ Age ____"
_BARE_BLANK = re.compile(
    r"(?:^|(?<=[:：_|\n]))[ \t]*(?P<name>[^\W\d_][\w'/().&-]*(?:[ ][\w'/().&-]+){0,4}?)[ \t]+_{3,}"
)


def blank_fields(request: str, lines: list[Line]) -> ItemSplit | None:
    """Fields with blanks to fill ("Name: ___ Callback number: ___"), on one line or a few in a
    row, with the source before or after them, or ``None``."""
    if "__" not in request or len(request) > 20_000:
        return None  # (a form to fill is short: a long request is not searched for one)
    content = [ln for ln in lines if ln.kind != "blank"]
    if not 2 <= len(content) <= 400:
        return None
    blank = _BLANK if len(_BLANK.findall(request)) >= MIN_ITEMS else _BARE_BLANK
    with_blanks = [k for k, ln in enumerate(content) if blank.search(request, ln.start, ln.end)]
    if not with_blanks or with_blanks[-1] - with_blanks[0] + 1 != len(with_blanks):
        return None  # blanks on lines apart: not one form
    first, last = content[with_blanks[0]], content[with_blanks[-1]]
    found = list(blank.finditer(request, first.start, last.end))
    between = [request[a.end() : b.start()] for a, b in pairwise(found)]
    if any(gap.strip(" \n,;|") for gap in between):
        return None  # text between the blanks: not a list of fields
    items = [RequestItem(m.group("name"), Span(m.start("name"), m.end("name"))) for m in found]
    lead_end = found[0].start()
    line_start = first.start
    lead = request[line_start:lead_end].strip()
    after = content[with_blanks[-1] + 1 :]
    before = content[: with_blanks[0]]
    if after and (not before or not lead):
        block = after
    elif before and not after:
        block = before
    else:
        return None  # the source on both sides, or nowhere
    start = block[0].body.start if block[0].kind == "label" and block[0].body is not None else block[0].start
    context_span = unquote(request, trimmed(request, start, block[-1].end))
    if not lead and before and block is after:
        lead = " ".join(request[ln.start : ln.end] for ln in before)
    return _fields_split(request, items, lead, context_span, guard=lead)


def form_fields(request: str, lines: list[Line]) -> ItemSplit | None:
    """A form to fill, one "Field:" a line, with the source after it, or ``None``."""
    content = [(i, ln) for i, ln in enumerate(lines) if ln.kind != "blank"]
    for pos, (index, line) in enumerate(content[:_FORM_TOP]):
        run: list[tuple[int, Line, re.Match[str]]] = []
        if line.kind == "fence":  # the form in a fenced block
            first_break = request.find("\n", line.start, line.end)
            if first_break < 0:
                continue
            body_start = first_break + 1
            end = request.rfind("\n", body_start, line.end)
            end = line.end if end < body_start else end
            items = _form_items(request, body_start, end)
            if items is None:
                continue
            lead_lines = [ln for _, ln in content[:pos]]
            after = lines[index + 1 :]
        else:
            if _form_field(request, line) is None:
                continue
            j = pos
            while j < len(content):
                _, nxt = content[j]
                fm = _form_field(request, nxt)
                if fm is None or (j > pos and lines[content[j][0] - 1].kind == "blank"):
                    break  # (a form is one block: a blank line ends it)
                run.append((content[j][0], nxt, fm))
                j += 1
                if len(run) > MAX_ITEMS + 1:
                    return None
            heading = ""
            if run and _FORM_HEADING.match(run[0][2].group("name").strip()):
                heading = run[0][2].group("name")
                run = run[1:]
            if len(run) < MIN_ITEMS:
                continue
            items = []
            for _, ln, fm in run:
                name = fm.group("name").rstrip()
                items.append(
                    RequestItem(name, Span(ln.start + fm.start("name"), ln.start + fm.start("name") + len(name)))
                )
            lead_lines = [ln for _, ln in content[:pos]]
            after = lines[run[-1][0] + 1 :]
            if not lead_lines and not heading:
                continue  # "Name:\nAge:" alone: a form with no instruction
            if (
                lead_lines
                and not heading
                and not re.search(r"[.:：!?。]$", clean(request[lead_lines[-1].start : lead_lines[-1].end]))
            ):
                continue  # the line above runs on into these: they are its sentence, not a form
        lead = " ".join(clean(request[ln.start : ln.end]) for ln in lead_lines)
        if (lead and not _FILL.search(lead)) or len(lead) > 300:
            return None
        context_span = _source_block(request, lines, after)
        if context_span is None:
            return None
        return _fields_split(request, items, lead, context_span, suffix=":")
    return None


def _form_field(request: str, line: Line) -> re.Match[str] | None:
    """The "Field:" of a text line, if it is one."""
    if line.kind != "text" or line.end - line.start > _FIELD_LINE:
        return None
    m = _FORM_FIELD.match(request[line.start : line.end])
    return m if m is not None and len(m.group("name").split()) <= MAX_FIELD_WORDS else None


def _form_items(request: str, start: int, end: int) -> list[RequestItem] | None:
    """The "Field:" lines of a fenced form (``start:end``: its body), all of them fields."""
    items: list[RequestItem] = []
    pos = start
    for raw in request[start:end].split("\n"):
        if raw.strip():
            m = _FORM_FIELD.match(raw)
            if m is None:
                return None
            name = m.group("name").rstrip()
            items.append(RequestItem(name, Span(pos + m.start("name"), pos + m.start("name") + len(name))))
        pos += len(raw) + 1
    return items if len(items) >= MIN_ITEMS else None


#: words of an instruction, not of a field's name
_NOT_A_NAME = re.compile(
    r"\b(?:from|below|above|following|these|those|this|please|return|respond|reply|extract|identify|find|"
    r"json|keys|with|them|it|into|out)\b",
    re.I,
)


def _bare_name(text: str) -> bool:
    t = text.strip(" *_`-")
    return (
        len(t) <= _FIELD_LINE
        and bool(_BARE_FIELD.match(t))
        and not _NOT_A_NAME.search(t)
        and len(t.split()) <= MAX_FIELD_WORDS
        and not t.endswith((".", "?", "!"))
        and (t[:1].isupper() or "_" in t or t.islower())
    )


def field_lines(request: str, lines: list[Line]) -> ItemSplit | None:
    """Bare field names one a line next to an instruction about them, with a source, or ``None``."""
    content = [(i, ln) for i, ln in enumerate(lines) if ln.kind != "blank"]
    if len(content) < 4:
        return None
    for pos, (_, line) in enumerate(content[:_FORM_TOP]):
        if line.kind != "text" or not _bare_name(request[line.start : line.end]):
            continue
        j = pos
        while (
            j < len(content)
            and content[j][1].kind == "text"
            and _bare_name(request[content[j][1].start : content[j][1].end])
        ):
            if j > pos and lines[content[j][0] - 1].kind == "blank":
                break
            j += 1
            if j - pos > MAX_ITEMS:
                return None
        run = [ln for _, ln in content[pos:j]]
        if len(run) < MIN_ITEMS:
            return None
        before = [ln for _, ln in content[:pos]]
        rest = content[j:]
        instruction_lines: list[Line] = []
        if before and len(before) == 1:
            instruction_lines = list(before)
        # the instruction after the names: a line or two before a blank line ("from the below message")
        while rest and len(instruction_lines) < 3:
            ln = rest[0][1]
            text = clean(request[ln.start : ln.end])
            if (
                ln.kind != "text"
                or len(text) > 200
                or not re.search(
                    r"\b(?:above|below|following|these|those|them|keys|fields|json|from|identify|extract)\b", text, re.I
                )
            ):
                break
            instruction_lines.append(ln)
            rest = rest[1:]
            if rest and lines[rest[0][0] - 1].kind == "blank":
                break
        lead = " ".join(clean(request[ln.start : ln.end]) for ln in instruction_lines)
        if not lead or not (
            _EXTRACT_LEAD.search(lead) or re.search(r"\b(?:from|out of)\s+the\s+(?:above|below)", lead, re.I)
        ):
            return None
        if not rest or lines[rest[0][0] - 1].kind != "blank":
            return None  # the source is set off by a blank line; a line right under the names is one more of them
        if len(before) > 1:
            return None
        context_span = _source_block(request, lines, [ln for _, ln in rest])
        if context_span is None:
            return None
        items = [RequestItem(request[ln.start : ln.end].strip(" *_`-"), _strip(request, ln)) for ln in run]
        lead = re.sub(r"\b(?:them|these|those)\b", "it", lead)
        lead = re.sub(r"\b(?:the\s+)?above\b(?!\s+\w)", "this field", lead, count=1)
        return _fields_split(request, items, lead, context_span)
    return None


def _strip(request: str, line: Line) -> Span:
    start, end = line.start, line.end
    while start < end and request[start] in " *_`-":
        start += 1
    while end > start and request[end - 1] in " *_`-":
        end -= 1
    return Span(start, end)


# --------------------------------------------------------------------------- fields in prose

_SEP = re.compile(
    r"\s*(?:,\s*(?:and|&|und|et|y|e|or)\s+|,|、|，|;|\s+/\s+|\s*\|\s*|\s+(?:and|&|und|et|y|e|i|и|ve|和|及)\s+|\s+en\s+(?=(?:de|het|een)\s)|"
    r"(?<=[\u4e00-\u9fff])(?:以及|和|及|与)(?=[\u4e00-\u9fff]))\s*",
    re.I,
)


def _split_fields(request: str, start: int, end: int) -> list[RequestItem] | None:
    """The fields of a list written in a sentence (``start:end``), each stripped of quotes,
    backticks and an article."""
    items: list[RequestItem] = []
    quoted: list[bool] = []
    pos = start
    for m in [*_SEP.finditer(request, start, end), None]:
        stop = m.start() if m is not None else end
        s, e = pos, stop
        while s < e and request[s] == " ":
            s += 1
        close = _CLOSING.get(request[s]) if s < e else None
        if close is not None and (shut := request.find(close, s + 1, e)) > s + 1:
            e = shut  # '"Phone" for each person', '`start_date` as YAML': the name is what is quoted
        quoted.append(close is not None)
        while s < e and request[s] in " \"'`*“”‘’":
            s += 1
        while e > s and request[e - 1] in " \"'`*“”‘’.":
            e -= 1
        article = re.match(
            r"(?:(?:the|a|an|its|their|his|her|der|die|das|den|dem|le|la|les|el|los|las|il|lo|gli|o|os|as|de|het)\s+|"
            r"l['’])(?=\S)",
            request[s:e],
            re.I,
        )
        if article and e - s > article.end():
            s += article.end()
        if e <= s:
            return None
        items.append(RequestItem(request[s:e], Span(s, e)))
        if len(items) > MAX_ITEMS:
            return None
        pos = m.end() if m is not None else end
    if sum(quoted) >= MIN_ITEMS and not all(quoted):
        items = items[: max(i for i, q in enumerate(quoted) if q) + 1]  # '"A", "B" and "C" and give me a CSV'
    return items


#: a quote and what closes it, around a field's name
_CLOSING = {'"': '"', "`": "`", "'": "'", "\u201c": "\u201d", "\u2018": "\u2019"}


#: a verb that extracts fields, in the languages read here
_XVERB = (
    r"(?:extract|pull(?:\s+out)?|grab|get(?:\s+me)?|(?:i\s+|we\s+)?need|identify|fill\s+in|"
    r"entnimm|entnehmen|extrahiere|hol(?:e|en)?|gib\s+mir|nenne\s+mir|"
    r"extraire|extrais|extrayez|rel[eè]ve[rz]?|donne[- ]moi|r[ée]cup[èe]re[rz]?|"
    r"extraer|extrae|extraé|s[áa]came|saca|dame|"
    r"estrai|estrarre|dammi|mi\s+serv(?:e|ono)|"
    r"extraia|extrair|extrai|me\s+d[êe]|preciso\s+d[eoa]s?|"
    r"haal|geef\s+me|wyci[ąa]gnij|wypisz|podaj|извлеки|выпиши|вытащи|найди|дай\s+мне|укажи)"
)
#: an article before the first field
_ART = r"(?:the|all\s+the|le\s|la\s|les\s|l['’]|el\s|los\s|las\s|il\s|lo\s|gli\s|o\s|os\s|as\s|den\s|die\s|das\s|der\s)"
#: a document a user pastes, in the languages read here
_DOC = (
    r"(?:text|message|msg|e-?mail|mail|note|notes|letter|document|doc|invoice|receipt|ticket|report|cv|resume|ad|"
    r"post|listing|transcript|contract|chat|conversation|form|page|paragraph|passage|bio|profile|article|"
    r"statement|quote|review|texto|mensaje|factura|correo|carta|documento|nota|contrato|anuncio|texte|courriel|"
    r"lettre|facture|contrat|annonce|schreiben|nachricht|brief|rechnung|dokument|vertrag|anzeige|notiz|testo|"
    r"messaggio|lettera|fattura|contratto|annuncio|mensagem|fatura|an[úu]ncio|bericht|brief|factuur|tekstu|maila|"
    r"wiadomo[śs]ci|dokumentu|faktury|текста|письма|сообщения|документа|счёта|счета|резюме)"
)
#: where the fields are taken from: "from this email", "de ce message", "aus dem Schreiben", "da questo testo"
_SOURCE = (
    r"(?:from|out\s+of|aus|von|de|du|des|da|di|dal|dalla|dallo|do|dos|desta|deste|uit|van|z|ze|из)\s+"
    r"(?:(?:this|that|the|these|my|your|his|her|our|dem|der|diesem|dieser|dieses|ce|cet|cette|ces|la|le|l['’]|el|"
    r"esta|este|estos|estas|esa|ese|questo|questa|quest['’]|il|lo|o|a|deze|dit|het|tego|tej|этого|этой|данного)\s*)?"
    r"(?:[\w-]+\s+){0,2}?"
    rf"{_DOC}\b|from\s+(?:this|these|it)\b|from\s+the\s+(?:following|below|above)\b"
)
#: a list in a sentence: short names, commas between, an "and" (of several languages) last
_LIST = r"[^\n:：.?!;]{3,600}?"
_PROSE = [
    # "From the job ad above extract: A, B, C"
    re.compile(
        rf"^(?:from|in|using)\s+(?:the|this)\s+[\w -]{{1,40}}?(?:\s+(?:above|below))?,?\s+(?:please\s+)?"
        rf"(?:extract|list|give\s+me|identify|find|pull\s+out|get(?:\s+me)?|fill\s+in|grab|pull|tell\s+me)\s*[:：]?\s*"
        rf"(?P<list>{_LIST})\s*[.:：]?$",
        re.I,
    ),
    # "Parse this address into A, B, C and output JSON only: <source>"
    re.compile(
        rf"^(?:please\s+)?(?:parse|split|break(?:\s+down)?|convert|turn|structure)\s+(?:this|the|that|my)\s+[\w -]{{1,40}}?\s+"
        rf"into\s+(?:an?\s+)?(?:(?:json\s+)?(?:object|dict(?:ionary)?|record|table|row)\s+with\s+(?:the\s+)?(?:keys?\s+|fields?\s+)?)?"
        rf"(?P<list>{_LIST})(?=\s+(?:and|then)\s+(?:output|return|give|format|respond)|\s*[:：]|\s*$)",
        re.I,
    ),
    # "Return an object with A, B, C for the signature below:"
    re.compile(
        rf"^(?:please\s+)?(?:return|give\s+me|output|create|build|make)\s+(?:an?\s+)?(?:json\s+)?(?:object|dict(?:ionary)?|record|"
        rf"json|table|row)\s+with\s+(?:the\s+)?(?:keys?|fields?)?\s*[:：]?\s*(?P<list>{_LIST})"
        rf"\s+(?:for|from|of|in)\s+(?:the|this|that|my)\s+[\w -]{{1,40}}",
        re.I,
    ),
    # "Give me the brand, weight and price as key value pairs", "list the weight, ram and price of this laptop"
    re.compile(
        rf"^(?:please\s+)?(?:(?:can|could)\s+you\s+)?(?:give\s+me|list|tell\s+me|provide|return|output|get|extract|"
        rf"find|show\s+me|pull)\s+(?:the\s+|all\s+the\s+)?(?P<list>{_LIST})\s+(?:as\s+(?:key[- ]?value\s+pairs|json|"
        rf"a\s+json\s+object|a\s+table)|(?:of|for|in)\s+(?:this|the|that|these)\s+[\w -]{{1,40}})",
        re.I,
    ),
    # "tell me things such as A, B, C etc.", "What are the A, B, C and so on for this laptop?"
    re.compile(
        rf"(?:such\s+as|like|e\.g\.,?|including)\s+(?P<list>{_LIST})\s*,?\s*(?:etc\.?|and\s+so\s+on|and\s+more|and\s+the\s+like|…|\.\.\.)",
        re.I,
    ),
    re.compile(
        rf"^what\s+(?:are|is)\s+(?:the\s+)?(?P<list>{_LIST})\s*,?\s*(?:etc\.?|and\s+so\s+on|and\s+the\s+like)\s+"
        rf"(?:for|of|in)\s+(?:this|the|that|these)\b",
        re.I,
    ),
    # German, French, Spanish, Italian, Portuguese: verb, the fields, where from
    re.compile(
        rf"^(?:bitte\s+)?(?:gib\s+mir|nenne\s+mir|nenne|extrahiere|entnimm|hole|s'il\s+te\s+pla[iî]t,?\s+)?"
        rf"(?:(?:donne|donnez)[- ]moi|extrais|extrayez|rel[eè]ve|dame|extrae|extraé|sacá|dammi|estrai|"
        rf"me\s+d[êe]|extraia|extrai|gib\s+mir|nenne\s+mir|nenne|extrahiere|entnimm|hole)\s+"
        rf"(?:(?:die|den|das|le|la|les|el|los|las|il|lo|gli|i|o|os|as)\s+)?(?P<list>{_LIST})\s+"
        rf"(?:aus|von|de|du|des|d'|del|de\s+la|dal|dalla|dallo|da|do|dos|das)\s*(?:dem|der|dieser|diesem|diesen|"
        rf"ce|cet|cette|ces|la|le|este|esta|estos|questo|questa|este|esta|deste|desta|il|lo|el|texto|text)?\b",
        re.I,
    ),
    # "Property Type, Year Built, Roof Condition - get these from the survey report."
    re.compile(
        rf"^(?P<list>{_LIST})\s+[-–—]\s+(?:please\s+)?(?:get|extract|find|pull(?:\s+out)?|give\s+me|fill\s+in|grab)\s+"
        rf"(?:these|them|those)\s+(?:from|out\s+of|in)\b",
        re.I,
    ),
    # "need A / B / C from this text", "I need: A, B, C. Source below."
    re.compile(
        rf"^(?:(?:i|we)\s+)?need\s+(?:the\s+)?(?P<list>{_LIST})\s+(?:from|out\s+of)\s+(?:this|the|that|my)\b",
        re.I,
    ),
    re.compile(
        rf"^(?:i|we)\s+need\s*[:：]\s*(?P<list>{_LIST})\s*\.\s+(?=[^\n]*\b(?:source|text|note|below|above|following)\b)",
        re.I,
    ),
    # "what's the flight number, gate and boarding time on this?"
    re.compile(
        rf"^what(?:'s|’s|\s+is|\s+are)\s+(?!(?:the\s+)?(?:best|worst|most|least|top|cheapest|biggest|largest|smallest)\b)(?:the\s+)?"
        rf"(?P<list>{_LIST})\s+(?:on|in|of|from)\s+(?:this|that)\b",
        re.I,
    ),
    # "attributes such as A, B and C from this listing" (at the start: an instruction, not a passage's "such as")
    re.compile(
        rf"^[^\n.?!]{{0,80}}?(?:\bsuch\s+as|\b(?:attributes|fields|details|things|stuff|info|information)\s+like)\s+"
        rf"(?P<list>{_LIST})\s+(?:from|in|for)\s+(?:this|that)\s+[\w -]{{1,40}}",
        re.I,
    ),
    # the general shape, in the languages read here: a verb that extracts, the fields, where from
    # ("pull out the invoice number, supplier and total from this email", "extraire le nom et l'adresse de ce
    # message", "Sácame el nombre y el importe de esta factura", "Mi servono nome e cognome da questo testo")
    re.compile(
        rf"(?:^|(?<=[\s,;:]))(?:{_XVERB}|give\s+me|tell\s+me|list|find|return)\s+(?:me\s+)?(?:{_ART}\s*)?"
        rf"(?P<list>{_LIST})\s+(?:{_SOURCE})",
        re.I,
    ),
    # ... the source first ("entnimm aus dem Schreiben den Absender, das Datum und die Frist.")
    re.compile(
        rf"(?:^|(?<=[\s,;:])){_XVERB}\s+(?:{_SOURCE})\s*[:：]?\s+(?:{_ART}\s*)?(?P<list>{_LIST})\s*(?=[.:：](?:\s|$)|$)",
        re.I,
    ),
    # ... the source opening the sentence ("Aus dieser E-Mail brauche ich den Namen, ...: <source>")
    re.compile(
        rf"^(?:{_SOURCE})\s*,?\s+(?:{_XVERB}|brauche\s+ich|ben[öo]tige\s+ich|ich\s+brauche|j'ai\s+besoin\s+d[e']|"
        rf"necesito|preciso\s+d[eoa]s?|mi\s+serv(?:e|ono))\s*(?:{_ART}\s*)?(?P<list>{_LIST})\s*(?=[.:：]|$)",
        re.I,
    ),
    # ... the source on other lines ("can you pull out the invoice number, supplier, total and due date")
    re.compile(
        rf"^(?:(?:can|could|would)\s+(?:you|u)\s+|please\s+|pls\s+|bitte\s+)?{_XVERB}\s+(?:me\s+)?(?:{_ART}\s*)?"
        rf"(?P<list>{_LIST})\s*[.:：]?\s*$",
        re.I,
    ),
    # the fields as a table's header in the sentence ("Make a table with columns | A | B | C |")
    re.compile(r"\b(?:columns?|headers?|fields?|keys?)\s*[:：]?\s*\|(?P<list>[^\n|]+(?:\|[^\n|]+)+)\|\s*$", re.I),
    # Korean: 다음 글에서 이름, 전화번호, 주소를 추출해 주세요; Turkish: Bu metinden adı, telefonu ve adresi çıkar
    re.compile(r"에서\s*(?P<list>[^\n.?!]{2,300}?)(?:을|를)\s*(?:추출|뽑아|찾아|알려)"),
    re.compile(r"^bu\s+\w+?(?:den|dan|ten|tan)\s+(?P<list>[^\n.?!]{3,300}?)\s+(?:çıkar|bul|yaz|listele)\w*", re.I),
    # Chinese: 从下面的简历中提取A、B、C和D
    re.compile(
        r"从[^，。\n]{0,20}?(?:中|里)(?:提取|抽取|找出|提炼|获取)出?\s*[：:]?\s*(?P<list>[^\n。！？]{2,300}?)\s*。?$"
    ),
    # Chinese: 把这段话里的A、B、C提取出来; Japanese: 次の文からA、B、Cを抜き出して
    re.compile(r"把[^、，。\n]{0,20}?(?:里|中)的(?P<list>[^\n。！？]{2,300}?)(?:提取|抽取|找|列)出来"),
    re.compile(r"から(?P<list>[^\n。？]{2,200}?)を(?:抜き出して|抽出して|取り出して)"),
    # Chinese: 从……中提取：A、B、C
    re.compile(
        r"(?:提取|抽取|找出|列出|给出|提炼)(?:以下信息|以下字段|信息|字段)?\s*[：:]\s*(?P<list>[^\n。！？]{2,300}?)\s*[。]?$"
    ),
]


def prose_fields(request: str, lines: list[Line]) -> ItemSplit | None:
    """A field list inside a sentence the ``fields`` grammar does not read, or ``None``."""
    content = [ln for ln in lines if ln.kind != "blank"]
    candidates = content[:2] + content[-1:] if len(content) > 3 else content
    for line in candidates:
        if line.kind not in ("text", "label") or line.end - line.start > 2000:
            continue
        text = request[line.start : line.end]
        for pattern in _PROSE:
            m = pattern.search(text)
            if m is None:
                continue
            items = _split_fields(request, line.start + m.start("list"), line.start + m.end("list"))
            if items is None or len(items) < MIN_ITEMS:
                continue
            if any(not _name_like(i.text) for i in items):
                continue
            # the source: the rest of the line after a colon, else the other lines
            rest = text[m.end() :]
            colon = re.search(r"[:：]\s*(?=\S)", rest)
            quoted = re.search(r"[?？]?\s*(?=[\"“«].{20,}[\"”»]\s*$)", rest)  # '... on this? "BA 0287 | Gate B42"'
            if colon and len(rest[colon.end() :].strip()) > 20:
                source = unquote(request, trimmed(request, line.start + m.end() + colon.end(), line.end))
            elif quoted:
                source = unquote(request, trimmed(request, line.start + m.end() + quoted.end(), line.end))
            else:
                others = [ln for ln in content if ln is not line]
                if not others:
                    return None
                below = [ln for ln in others if ln.start > line.start]
                above = [ln for ln in others if ln.start < line.start]
                block = below if below else above
                if below and above:
                    return None  # text on both sides: not one source
                source = unquote(request, trimmed(request, block[0].start, block[-1].end))
                if block[0].kind == "label" and block[0].body is not None:
                    source = unquote(request, trimmed(request, block[0].body.start, block[-1].end))
            shared = request[line.start : items[0].span.start] + SLOT + request[items[-1].span.end : line.end]
            if source.start > line.start and source.end <= line.end:
                shared = request[line.start : items[0].span.start] + SLOT + request[items[-1].span.end : source.start]
            lead = clean(shared.replace(SLOT, "{FIELD}")).rstrip(' "“«')
            lead = re.sub(r"\b(get|extract|find|grab|pull)\s+(?:these|them|those)\b", r"\1 it", lead, flags=re.I)
            split = _fields_split(request, items, "", source, guard=lead)
            if split is None:
                return None
            instruction = lead.replace("{FIELD}", SLOT)
            if source.start < line.start:
                instruction = context_first(instruction)
            return ItemSplit(
                "fields", instruction, split.context, split.context_span, split.items, None, "fields",
                bool(JSON.search(text)),
            )  # fmt: skip
    return None


def _name_like(text: str) -> bool:
    """A field's name: a few words, no clause ("which ..."), no sentence end."""
    return (
        0 < len(text.split()) <= MAX_FIELD_WORDS
        and any(c.isalpha() for c in text)
        and not re.search(r"[.?!]$|\b(?:which|that|who|whether|if|when|because)\b", text, re.I)
        and not VAGUE_FIELD.match(text)
        and len(text) <= 60
    )
