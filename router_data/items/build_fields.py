"""Write ``fields.jsonl``: labelled rows of field-extraction requests in the shapes users write them.

    python router_data/items/build_fields.py            # write fields.jsonl
    python router_data/items/build_fields.py --check    # and count, per shape, the rows whose gold lands on unit edges

Rows are drawn (seeded, so the file is the same every run) from word pools: a domain (invoice,
job ad, ticket, resume, medical note, product page, email, contract, flight, recipe) with its
field names and texts, one of the shapes users write fields in (a Title Case list before "from
the below text", names with their types in brackets, ``key: type`` lines, a JSON template to
fill, a Python dict of types, dash or numbered lines, a CSV header, a markdown table header,
names split by slashes, names in prose), an instruction in many wordings (polite, curt, typos,
lower case) and the text pasted after it or before it. About 15% are German, French, Spanish,
Portuguese, Italian, Russian or Chinese, with their own field names. ``items`` are the field
names as written, without their type notes, quotes or an article. The negatives (``none``) look
the same but are answered whole: a schema given as context for code, a question about types, a
table to summarise, a JSON to fix, a CSV to sort, a form's missing field, one field asked for.
Schema as ``shapes.jsonl``.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
OUT = HERE / "fields.jsonl"
SEED = 11

# ---------------------------------------------------------------------- domains
#: per domain: the source's nouns, its field names (with a type each) and texts to paste
DOMAINS: dict[str, dict[str, list]] = {
    "invoice": {
        "src": ["invoice", "bill", "invoice text", "receipt", "OCR output", "invoice pdf text"],
        "fields": [("invoice number", "str"), ("invoice date", "date"), ("due date", "date"), ("vendor name", "str"),
                   ("total amount", "float"), ("tax amount", "float"), ("currency", "str"), ("billing address", "str"),
                   ("purchase order number", "str"), ("payment terms", "str"), ("customer name", "str"),
                   ("subtotal", "number"), ("iban", "str"), ("line items", "list")],
        "texts": ["INVOICE #INV-20931 | Issued: 2024-02-03 | From: Northline Office Supplies Ltd | Bill to: Acme Corp, "
                  "12 Harbour St, Leeds | 20x printer paper @ 4.50 | Subtotal 90.00 | VAT 18.00 | Total GBP 108.00 | "
                  "Payment due within 30 days (PO 7781).",
                  "Rechnung / Invoice 2025-118\nKestrel Labs GmbH, Berlin\nCustomer: Moreno Design SL\nDate: 12.03.2025  "
                  "Due: 11.04.2025\n3 x consulting day 850.00 EUR\nNet 2,550.00  VAT 19% 484.50  Total 3,034.50 EUR",
                  "Thanks for your purchase! Receipt no. 55190 - Kettle & Crumb - 14/03/2025 - 1 x Cast Iron Skillet "
                  "39.00, 2 x Linen Tea Towel 12.00 - Total paid 63.00 by Visa ending 4421."],
    },
    "job": {
        "src": ["job ad", "job posting", "job description", "vacancy", "listing", "offer letter"],
        "fields": [("company name", "str"), ("job title", "str"), ("location", "str"), ("salary range", "str"),
                   ("employment type", "str"), ("required experience", "str"), ("application deadline", "date"),
                   ("remote policy", "str"), ("contact email", "email"), ("start date", "date"), ("benefits", "list"),
                   ("seniority level", "str"), ("team", "str")],
        "texts": ["We are hiring! Brightwave Analytics is looking for a Senior Backend Engineer to join our payments team "
                  "in Austin, TX (hybrid, 3 days in office). Compensation: $140,000 - $165,000. 5+ years of Python "
                  "required. Apply by 30 June at jobs@brightwave.io.",
                  "Quillstone Ltd - Data Analyst (full-time, remote within the UK). Salary 48-55k. Start: January. "
                  "You have 2 years of SQL and dashboards. Perks: private health, 28 days leave.",
                  "Dear Kim, we are pleased to offer you the position of Marketing Coordinator at Bluefin Media, "
                  "starting 1 September on a salary of EUR 41,000. You will report to Dana Ruiz."],
    },
    "ticket": {
        "src": ["support ticket", "ticket", "customer message", "complaint", "chat transcript", "bug report"],
        "fields": [("ticket id", "str"), ("customer name", "str"), ("product", "str"), ("issue summary", "str"),
                   ("priority", "enum"), ("category", "str"), ("sentiment", "str"), ("requested action", "str"),
                   ("order number", "str"), ("error code", "str"), ("device", "str"), ("assignee", "str")],
        "texts": ["Ticket #9912 from Ana Pires: URGENT!!! the whole team can't log into the Pro dashboard since this "
                  "morning, error 503, we have a client demo in 2 hours. Please fix or refund this month.",
                  "hi its Tom Reyes, order 55-1902, the kettle I got leaks from the base after 2 uses, not happy, "
                  "I want a replacement sent this week",
                  "Customer: Li Wei\nChannel: chat\nMessage: My Breeze 300 purifier makes a grinding noise on every "
                  "setting. Bought six weeks ago. Can someone call me back?"],
    },
    "resume": {
        "src": ["CV", "resume", "cover letter", "LinkedIn profile", "candidate profile"],
        "fields": [("full name", "str"), ("email address", "email"), ("phone number", "str"), ("current employer", "str"),
                   ("years of experience", "int"), ("highest degree", "str"), ("skills", "list"),
                   ("languages spoken", "list"), ("current title", "str"), ("notice period", "str"),
                   ("university", "str"), ("graduation year", "int"), ("city", "str")],
        "texts": ["Jordan Pike - Senior Data Analyst\njordan.pike@mailbox.org | +44 7700 900321 | Bristol\nCurrently at "
                  "Greyfield Insurance (since 2019). Previously Analyst at Monzo 2016-2019. BSc Mathematics, University "
                  "of Bath (2016). Skills: SQL, Python, Tableau. Languages: English, Polish. Notice: 1 month.",
                  "Kofi Mensah. 7 yrs software dev, mostly Go and some Python. 2021-now: Tidewell Bank (Backend Lead). "
                  "MSc Computer Science, KNUST 2014. Based in Accra, speaks English and Twi.",
                  "Priya Nair, UX designer with 4 years of experience, currently at Lumen Health in Pune. B.Des from NID "
                  "(2019). priya.nair@example.com, +91 98200 11223."],
    },
    "medical": {
        "src": ["clinical note", "discharge summary", "patient note", "referral letter", "medical record"],
        "fields": [("patient name", "str"), ("date of birth", "date"), ("diagnosis", "str"), ("medications", "list"),
                   ("allergies", "list"), ("blood pressure", "str"), ("follow-up date", "date"),
                   ("attending physician", "str"), ("chief complaint", "str"), ("dosage", "str"), ("age", "int"),
                   ("heart rate", "int")],
        "texts": ["Pt Maria Gonzales, DOB 03/14/1962, presents with persistent cough x2 weeks. BP 138/86, HR 92. "
                  "Allergic to penicillin and latex. Currently on lisinopril 10mg daily. Dx: acute bronchitis. "
                  "Review in 2 weeks. Dr. A. Okafor.",
                  "45M seen for productive cough x 10 days, low grade fever. CXR: right lower lobe consolidation. "
                  "Dx community-acquired pneumonia. Started amoxicillin 500 mg TDS. No known allergies. F/U 12 May.",
                  "Mrs Ida Kowal, 81, admitted after a fall. Allergic to penicillin, on warfarin 3mg and bisoprolol. "
                  "Discharged 04/02 with physiotherapy referral, follow up with Dr Hale in 6 weeks."],
    },
    "product": {
        "src": ["product page", "product listing", "product description", "Amazon listing", "spec sheet"],
        "fields": [("product name", "str"), ("brand", "str"), ("price", "float"), ("colour", "str"), ("weight", "str"),
                   ("dimensions", "str"), ("warranty", "str"), ("battery life", "str"), ("rating", "float"),
                   ("screen size", "str"), ("model number", "str"), ("material", "str"), ("in stock", "bool")],
        "texts": ["Aero 14 Pro by Veltra - 14\" OLED, 1.3 kg, 31.2 x 22.1 x 1.6 cm, up to 11 h battery, 2x USB-C, HDMI. "
                  "Space grey. EUR 1,299. 2-year warranty. 4.6 stars (812 reviews). Model AP14-22.",
                  "Selling my iPhone 13 mini, 256GB, midnight black, used for 1 year, small scratch on the back, "
                  "always in a case. 420 or best offer.",
                  "HearthPro Cast Iron Dutch Oven, 5.5 qt, enamelled, cherry red, 6.1 kg. Lifetime warranty. "
                  "$89.99 - in stock, ships in 2 days."],
    },
    "email": {
        "src": ["email", "message", "mail", "thread", "note", "memo"],
        "fields": [("sender", "str"), ("recipient", "str"), ("subject", "str"), ("sent date", "date"),
                   ("main request", "str"), ("deadline", "date"), ("attachments", "list"), ("meeting time", "str"),
                   ("phone", "str"), ("company", "str"), ("action items", "list"), ("tone", "str")],
        "texts": ["From: Frau Krüger <k.krueger@meyer-logistik.de>\nTo: orders@acme.com\nSubject: Lieferung KW 46\n"
                  "Date: 10 Nov 2025\nHi, the delivery comes on 14.11 between 8 and 10. Please confirm by Wednesday "
                  "and send the signed delivery note (attached). Call me on 0221 555 019 if needed.",
                  "Hi Priya, I'd like to take parental leave starting 3 March for 10 working days. Could you confirm "
                  "before Friday? Thanks, Marcus Lee (Finance)",
                  "hey team - quick one. client call moved to thu 3pm, need the deck + budget sheet by wed eod. "
                  "sam owns the deck. - Rosa"],
    },
    "contract": {
        "src": ["contract", "agreement", "lease", "NDA", "contract clause", "terms"],
        "fields": [("parties", "list"), ("effective date", "date"), ("termination date", "date"),
                   ("governing law", "str"), ("notice period", "str"), ("payment amount", "float"),
                   ("renewal terms", "str"), ("monthly rent", "float"), ("deposit", "float"), ("landlord", "str"),
                   ("tenant", "str"), ("term", "str"), ("penalty clause", "str")],
        "texts": ["THIS AGREEMENT is made on 3 June 2024 between Harold Benning (\"Landlord\") and Chiara Russo "
                  "(\"Tenant\"). The Tenant shall pay rent of GBP 1,150 per month and a deposit of GBP 1,300. The term "
                  "is 12 months from 1 July 2024. Either party may end it with two months' written notice. This "
                  "agreement is governed by the laws of England and Wales.",
                  "This Services Agreement is entered into as of January 5, 2024 between Redwood Consulting LLC and "
                  "Pinecrest Health Inc. Fees: USD 12,000 per quarter. It renews automatically for one-year terms "
                  "unless terminated with 60 days notice. Governing law: Delaware.",
                  "NDA between Orbital Dynamics Ltd and Kite Robotics GmbH, effective 01.02.2025, for 3 years. "
                  "Breach: liquidated damages of EUR 50,000."],
    },
    "flight": {
        "src": ["booking confirmation", "boarding pass", "itinerary", "e-ticket", "booking email"],
        "fields": [("passenger name", "str"), ("flight number", "str"), ("departure airport", "str"),
                   ("arrival airport", "str"), ("departure time", "datetime"), ("seat number", "str"),
                   ("booking reference", "str"), ("gate", "str"), ("airline", "str"), ("baggage allowance", "str"),
                   ("arrival time", "datetime"), ("fare class", "str")],
        "texts": ["Your flight LH 1423 from Frankfurt (FRA) to Budapest (BUD) departs at 14:35 on 12 June, arriving "
                  "16:10. Passenger: MR DANIEL OKORO. Booking ref K7Q2LM. Seat 14C, Economy Light, 1 cabin bag.",
                  "BA 0287 LHR-SFO | Gate B42 | Boarding 10:55 | Seat 34K | Passenger: HUANG/MEI MS | PNR X8R4TT",
                  "Booking confirmed! Ryanair FR 8154, Porto (OPO) 06:20 -> London Stansted (STN) 09:05, 21 Aug. "
                  "Passenger Lucia Ferreira, seat 22A, priority & 2 cabin bags."],
    },
    "recipe": {
        "src": ["recipe", "recipe card", "cooking blog post", "recipe text"],
        "fields": [("dish name", "str"), ("prep time", "str"), ("cooking time", "str"), ("servings", "int"),
                   ("main ingredients", "list"), ("calories", "int"), ("difficulty", "str"), ("cuisine", "str"),
                   ("oven temperature", "str"), ("dietary tags", "list")],
        "texts": ["Classic shakshuka (serves 4, about 320 kcal each): 10 min prep, 25 min cooking. Heat olive oil, "
                  "soften one onion and a red pepper, add garlic, cumin and paprika, pour in two cans of tomatoes, "
                  "crack in 6 eggs. Easy, vegetarian, North African.",
                  "Grandma's banana bread - makes 1 loaf (10 slices). Prep 15 minutes, bake 60 minutes at 175C. "
                  "3 ripe bananas, 250g flour, 100g butter, 2 eggs, 150g sugar. Difficulty: easy.",
                  "Thai green curry with tofu. 4 servings, 550 calories per serving. Prep: 20 min, cook: 20 min. "
                  "Green curry paste, coconut milk, tofu, aubergine, basil. Vegan, gluten-free."],
    },
}  # fmt: skip
#: a few field names as users misspell them (the item keeps the typo)
TYPOS = {"address": "adress", "company": "compnay", "number": "numer", "received": "recieved", "salary": "salery",
         "experience": "experiance", "position": "positon", "description": "descripton", "reference": "refrence",
         "deadline": "dealine", "category": "catagory", "priority": "priorty", "date": "dat"}  # fmt: skip
#: instruction words as users misspell them
WORD_TYPOS = [("Extract", "Extarct"), ("extract", "exctract"), ("following", "follwing"), ("please", "pls"),
              ("Please", "Pls"), ("the below", "teh below"), ("fields", "feilds"), ("information", "infromation"),
              ("from", "form")]  # fmt: skip

#: type notes, as written in brackets or after a colon, and in a Python dict
TYPES = {"str": ["str", "string", "text"], "int": ["int", "integer", "number"], "float": ["float", "number", "double"],
         "date": ["date", "str", "string"], "datetime": ["datetime", "string"], "list": ["list", "array", "list[str]"],
         "bool": ["bool", "boolean", "yes/no"], "email": ["email", "str"], "enum": ["enum", "str"],
         "number": ["number", "float"]}  # fmt: skip
NULLABLE = [" | null", " | None", ", optional", "/null"]
PY_TYPES = {"str": "str", "int": "int", "float": "float", "date": "str", "datetime": "datetime", "list": "list[str]",
            "bool": "bool", "email": "str", "enum": "str", "number": "float"}  # fmt: skip
JSON_TYPES = {"str": "string", "int": "integer", "float": "number", "date": "string (YYYY-MM-DD)", "datetime": "string",
              "list": "array", "bool": "boolean", "email": "string", "enum": "string", "number": "number"}  # fmt: skip


def render(rng: random.Random, name: str, style: str) -> str:
    """A field name in a writing style: as is, Title Case, Sentence case, snake_case or camelCase."""
    words = name.split()
    if style == "title":
        return " ".join(w if w.isupper() or w in ("of", "to") else w[:1].upper() + w[1:] for w in words)
    if style == "sentence":
        return name[:1].upper() + name[1:]
    if style == "snake":
        return "_".join(w.replace("-", "_") for w in words)
    if style == "camel":
        return words[0].replace("-", "") + "".join(w[:1].upper() + w[1:].replace("-", "") for w in words[1:])
    return name


def pick_fields(rng: random.Random, domain: str, lo: int = 2, hi: int = 6) -> list[tuple[str, str]]:
    pool = DOMAINS[domain]["fields"]
    k = min(len(pool), rng.choice([n for n in (2, 3, 3, 4, 4, 4, 5, 5, 6, 7) if lo <= n <= hi] or [lo]))
    return rng.sample(pool, k)


def typo_name(rng: random.Random, name: str) -> str:
    words = name.split()
    hits = [i for i, w in enumerate(words) if w in TYPOS]
    if hits:
        i = rng.choice(hits)
        words[i] = TYPOS[words[i]]
    return " ".join(words)


def joined(rng: random.Random, names: list[str], ands: tuple[str, ...] = (" and ", ", and ", ", ", " & ")) -> str:
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + rng.choice(ands) + names[-1]


def pasted(rng: random.Random, text: str, english: bool = True) -> str:
    """A text as users paste it: bare, labelled, quoted, fenced or between rules."""
    shapes = [text, text, f'"{text}"', f"```\n{text}\n```", f"---\n{text}\n---", f'"""\n{text}\n"""']
    return rng.choice(shapes + ([f"Text: {text}", f"Here it is:\n{text}"] if english else []))


def around(
    rng: random.Random, before: str, block: str, after: str, text: str, english: bool = True
) -> tuple[str, str, str]:
    """The instruction's parts with the text pasted after them (mostly) or before them."""
    where = rng.random()
    inline = after.strip() and "\n" not in block  # a sentence ends the instruction: the text may follow on its line
    if where < 0.75:
        return (
            before,
            block,
            after + rng.choice(["\n\n", "\n\n", "\n", " " if inline else "\n"]) + pasted(rng, text, english),
        )
    if where < 0.92:
        return pasted(rng, text, english) + rng.choice(["\n\n", "\n"]) + before, block, after
    return before, block, after  # the text comes in a later turn ("...from the text I'll send")


# ---------------------------------------------------------------------- English shapes
INLINE = ["Extract {f} from the below text.", "Extract {f} from the text below", "extract {f} from below text",
          "Please extract the {f} from this {src}.", "Can you pull out {f} from the following {src}?",
          "pull {f} out of this {src}", "Get me {f} from the {src} below.", "I need {f} from this {src}:",
          "Identify {f} in the {src} below.", "From the {src} below, extract {f}.", "Give me {f} from this {src}.",
          "Could you please extract {f} from the {src} I pasted below? Thanks!", "parse {f} from the {src}",
          "Read the {src} and return {f}.", "Extract {f} from the {src}. Answer in JSON.", "grab {f} from this {src}",
          "{f} from the below text", "{f} - extract these from the {src} below.", "Find {f} in the following {src}:",
          "Kindly extract {f} from the below {src} and give the output in a table.", "extract {f} pls"]  # fmt: skip
TYPED = ["{f} from the following {src} -- answer in JSON.", "Extract {f} from the following {src}. Answer in JSON.",
         "Extract the following fields from the {src} below: {f}. Respond with JSON only.",
         "Return JSON with {f} from this {src}:", "Fields: {f}\nExtract them from the following {src} and answer in JSON.",
         "extract {f} from the following {src} - answer in json, null if missing", "Get {f} out of the {src} (JSON).",
         "From the following {src} extract {f} -- answer in JSON, no explanation."]  # fmt: skip
KEY_LEADS = ["Extract these fields from the {src}:", "Schema:", "Return JSON with the following keys:",
             "Fill the following fields from the {src} below:", "Output format:", "extract into this format",
             "Please extract the following information from the {src}:", "Use this structure:", "fields:",
             "Extract the data below from the {src} and return it as JSON:"]  # fmt: skip
JSON_LEADS = ["Fill this JSON from the {src} below:", "Fill in the JSON template using the {src}.",
              "Extract the information from the {src} into this JSON:", "Return the data in this format:",
              "Complete this json from the {src}", "Output JSON exactly like this:", "Use the following template:",
              "fill the values from the {src}:", "Respond only with this JSON filled in:",
              "Parse the {src} and populate the following object:"]  # fmt: skip
JSON_AFTER = [
    "Fill the JSON above from the {src} below.",
    "Populate it from this {src}.",
    "Fill these keys from the following {src}, use null if not found.",
    "Now fill it from the {src}:",
]
DICT_LEADS = ["Return a dict like {d}", "Output a Python dict with this shape: {d}", "schema = {d}\nExtract it from the {src}.",
              "Parse the {src} into a dictionary of the form {d}", "Give me a python dictionary {d} for the {src} below",
              "Return the result as {d}", "Extract the {src} into this structure:\n{d}"]  # fmt: skip
LINE_LEADS = [
    "Extract:",
    "Extract the following from the {src}:",
    "I need these details out of the {src}:",
    "From this {src}, fill in:",
    "Please find the following in the {src}:",
    "Fields to extract:",
    "Read the {src} and identify:",
    "get me these",
    "Pull out these fields:",
    "What are the following?",
]
LINE_AFTER = ["Find the above in this {src} and return them as JSON.", "Get these from the {src} below.",
              "^ extract these from the {src}", "Fill them in from the following {src}."]  # fmt: skip
CSV_LEADS = ["Output as CSV with the header: {h}", "Give me a CSV with columns {h}", "columns: {h}",
             "Put the data from the {src} in CSV format with these columns: {h}", "Return a CSV with header:\n{h}",
             "Extract to csv ({h})", "Convert the {src} into a CSV row with the header {h}",
             "make a csv from the {src}, header {h}"]  # fmt: skip
TABLE_LEADS = ["Fill the table from the {src}.", "Extract into a markdown table with these columns:",
               "Complete this table using the text below:", "Make a table from the {src} with columns",
               "Fill in this table:", "Put the {src} details into the table"]  # fmt: skip
SLASH = ["need {f} from this {src}:", "{f} from the below text", "extract {f}", "{f} - please pull these out of the {src}",
         "Get {f} from the {src}.", "can you find {f} in this {src}?", "{f}?", "Extract {f} as JSON:"]  # fmt: skip
PROSE = ["I need {f} from this {src}.", "What I'm looking for is {f}.", "Could you tell me {f} of this {src}?",
         "Please find {f} mentioned in the {src}.", "For the {src} below I want to know {f}.", "can u get me {f} from this",
         "From this {src} tell me {f}.", "I'd like to know {f} - it's all in the {src} below.",
         "Help me figure out {f} from the {src}.", "Look through the {src} and note down {f}."]  # fmt: skip


def title_case(rng: random.Random, d: str, src: str) -> tuple[str, str, str, list[str]]:
    names = [render(rng, n, rng.choice(["title", "title", "title", "sentence"])) for n, _ in pick_fields(rng, d, 3, 7)]
    if rng.random() < 0.2:
        k = rng.randrange(len(names))
        names[k] = typo_name(rng, names[k])
    lead = rng.choice(INLINE)
    a, b = lead.split("{f}")
    return a.format(src=src), joined(rng, names, (", ", " and ", ", ", " & ", ", and ")), b.format(src=src), names


def typed(rng: random.Random, d: str, src: str) -> tuple[str, str, str, list[str]]:
    picked = pick_fields(rng, d, 2, 6)
    style = rng.choice(["plain", "snake", "snake", "camel"])
    names = [render(rng, n, style) for n, _ in picked]
    parts = []
    for name, (_, t) in zip(names, picked, strict=True):
        note = rng.choice(TYPES[t])
        if rng.random() < 0.25:
            note += rng.choice(NULLABLE)
        parts.append(f"{name} ({note})")
    lead = rng.choice(TYPED)
    a, b = lead.split("{f}")
    return a.format(src=src), joined(rng, parts, (", ", ", ", ", ", " and ")), b.format(src=src), names


def key_type(rng: random.Random, d: str, src: str) -> tuple[str, str, str, list[str]]:
    picked = pick_fields(rng, d, 2, 7)
    style = rng.choice(["snake", "snake", "camel", "plain", "title"])
    names = [render(rng, n, style) for n, _ in picked]
    bullet = rng.choice(["", "", "- ", "  "])
    sep = rng.choice([": ", ": ", " : ", ":"])
    lines = []
    for name, (_, t) in zip(names, picked, strict=True):
        note = rng.choice(TYPES[t])
        if rng.random() < 0.2:
            note += rng.choice([" | null", " (optional)", "  # if present"])
        lines.append(f"{bullet}{name}{sep}{note}")
    block = "\n".join(lines)
    lead = rng.choice(KEY_LEADS).format(src=src)
    if rng.random() < 0.2:
        return (
            "",
            block,
            "\n\n"
            + rng.choice(["Use the schema above for this {src}:", "Extract the above from the {src}."]).format(src=src),
            names,
        )
    return lead + rng.choice(["\n", "\n\n"]), block, "", names


def json_template(rng: random.Random, d: str, src: str) -> tuple[str, str, str, list[str]]:
    picked = pick_fields(rng, d, 2, 7)
    style = rng.choice(["snake", "snake", "camel", "plain"])
    names = [render(rng, n, style) for n, _ in picked]
    value = rng.choice(["empty", "empty", "types", "null", "dots", "angle"])

    def val(name: str, t: str) -> str:
        return {"empty": '""', "types": f'"{JSON_TYPES[t]}"', "null": "null", "dots": '"..."',
                "angle": '"<value>"'}[value]  # fmt: skip

    pairs = [f'"{name}": {val(name, t)}' for name, (_, t) in zip(names, picked, strict=True)]
    if rng.random() < 0.5:
        block = "{" + ", ".join(pairs) + "}"
    else:
        ind = rng.choice(["  ", "    ", "\t"])
        block = "{\n" + ",\n".join(ind + p for p in pairs) + "\n}"
    if rng.random() < 0.3:
        block = "```json\n" + block + "\n```"
    if rng.random() < 0.25:
        return "", block, "\n\n" + rng.choice(JSON_AFTER).format(src=src), names
    return rng.choice(JSON_LEADS).format(src=src) + rng.choice(["\n", "\n\n", " "]), block, "", names


def py_dict(rng: random.Random, d: str, src: str) -> tuple[str, str, str, list[str]]:
    picked = pick_fields(rng, d, 2, 6)
    names = [render(rng, n, rng.choice(["snake", "snake", "camel"])) for n, _ in picked]
    q = rng.choice(['"', "'"])
    pairs = [f"{q}{name}{q}: {PY_TYPES[t]}" for name, (_, t) in zip(names, picked, strict=True)]
    if rng.random() < 0.6:
        block = "{" + ", ".join(pairs) + "}"
    else:
        block = "{\n" + ",\n".join("    " + p for p in pairs) + "\n}"
    lead = rng.choice(DICT_LEADS).format(src=src, d="\0")
    a, b = lead.split("\0")
    return a, block, b, names


def dash_lines(rng: random.Random, d: str, src: str) -> tuple[str, str, str, list[str]]:
    picked = pick_fields(rng, d, 2, 7)
    names = [render(rng, n, rng.choice(["plain", "plain", "title", "sentence", "snake"])) for n, _ in picked]
    if rng.random() < 0.15:
        k = rng.randrange(len(names))
        names[k] = typo_name(rng, names[k])
    marker = rng.choice(["- ", "- ", "* ", "• ", "{n}. ", "{n}. ", "{n}) ", ""])
    block = "\n".join(marker.format(n=n) + name for n, name in enumerate(names, 1))
    if rng.random() < 0.2:
        return "", block, "\n\n" + rng.choice(LINE_AFTER).format(src=src), names
    return rng.choice(LINE_LEADS).format(src=src) + rng.choice(["\n", "\n\n"]), block, "", names


def csv_header(rng: random.Random, d: str, src: str) -> tuple[str, str, str, list[str]]:
    picked = pick_fields(rng, d, 3, 7)
    names = [render(rng, n, rng.choice(["snake", "snake", "title", "plain", "camel"])) for n, _ in picked]
    sep = rng.choice([",", ",", ", ", ";", "\t"])
    block = sep.join(names)
    lead = rng.choice(CSV_LEADS).format(src=src, h="\0")
    a, b = lead.split("\0")
    return a, block, b, names


def table_header(rng: random.Random, d: str, src: str) -> tuple[str, str, str, list[str]]:
    picked = pick_fields(rng, d, 3, 7)
    names = [render(rng, n, rng.choice(["title", "title", "sentence", "plain"])) for n, _ in picked]
    pad = rng.choice([" ", " ", ""])
    head = "|" + "|".join(f"{pad}{n}{pad}" for n in names) + "|"
    rule = "|" + "|".join(rng.choice(["---", "---", ":---", "-----"]) for _ in names) + "|"
    block = head + ("\n" + rule if rng.random() < 0.8 else "")
    lead = rng.choice(TABLE_LEADS).format(src=src)
    if lead.endswith("columns"):
        return lead + " ", head, "", names  # the header inline: "... with columns | A | B |"
    return lead + rng.choice(["\n", "\n\n"]), block, "", names


def slashed(rng: random.Random, d: str, src: str) -> tuple[str, str, str, list[str]]:
    picked = pick_fields(rng, d, 3, 6)
    names = [render(rng, n, rng.choice(["plain", "plain", "title", "snake"])) for n, _ in picked]
    sep = rng.choice([" / ", " / ", "/", " / "])
    lead = rng.choice(SLASH)
    a, b = lead.split("{f}")
    return a.format(src=src), sep.join(names), b.format(src=src), names


def prose(rng: random.Random, d: str, src: str) -> tuple[str, str, str, list[str]]:
    picked = pick_fields(rng, d, 2, 5)
    names = [n for n, _ in picked]
    article = rng.random()
    parts = [("the " if article < 0.5 or (article < 0.8 and k == 0) else "") + n for k, n in enumerate(names)]
    lead = rng.choice(PROSE)
    a, b = lead.split("{f}")
    return a.format(src=src), joined(rng, parts, (" and ", ", and ", " and ", " plus ")), b.format(src=src), names


SHAPES = {"title_case": (title_case, 32), "typed": (typed, 32), "key_type": (key_type, 30),
          "json_template": (json_template, 34), "py_dict": (py_dict, 26), "lines": (dash_lines, 34),
          "csv_header": (csv_header, 28), "table_header": (table_header, 28), "slash": (slashed, 28),
          "prose": (prose, 30)}  # fmt: skip

# ---------------------------------------------------------------------- other languages
#: per language: field names, texts, and its leads per shape ({f} the fields; lines and JSON take a lead only)
LANGS: dict[str, dict[str, list]] = {
    "de": {"fields": ["Rechnungsnummer", "Rechnungsdatum", "Betrag", "Fälligkeitsdatum", "Firma", "Ansprechpartner",
                      "Telefonnummer", "Liefertermin", "Absender", "Aktenzeichen", "Frist", "Kundennummer", "Anschrift"],
           "texts": ["Rechnung Nr. 2025-0412 vom 12.04.2025 über 1.480,00 EUR, zahlbar bis 12.05.2025. Meyer Logistik "
                     "GmbH, Ansprechpartnerin Frau Krüger, Tel. 0221 555019, Kundennr. 88123.",
                     "Finanzamt Köln-Süd, 02.11.2026, Az. 214/5580/1123. Bitte reichen Sie die Unterlagen bis zum "
                     "30.11.2026 ein."],
           "inline": ["Extrahiere {f} aus dem folgenden Text.", "Bitte gib mir {f} aus dieser Nachricht als JSON zurück:",
                      "{f} bitte aus dem Text unten heraussuchen", "Finde {f} im folgenden Schreiben:"],
           "lines": ["Extrahiere folgende Felder aus dem Text:", "Bitte diese Angaben heraussuchen:"],
           "json": ["Fülle dieses JSON mit den Daten aus dem Text:", "Gib das Ergebnis in diesem Format zurück:"],
           "and": [" und ", ", "]},
    "fr": {"fields": ["nom", "adresse", "numéro de téléphone", "date de naissance", "montant", "date d'échéance",
                      "numéro de facture", "entreprise", "poste", "salaire", "ville", "date de début", "e-mail"],
           "texts": ["Bonjour, ici Claire Dumas, 12 rue des Lilas à Nantes, 06 12 34 56 78, née le 4 mai 1990. Je "
                     "voudrais un devis.",
                     "Facture F-2291 de Atelier Brun SARL, montant 1 240,00 EUR, à régler avant le 15/12/2025. Poste : "
                     "développeur web, salaire 42 k€, début le 1er mars, Lyon."],
           "inline": ["Extrais {f} du texte ci-dessous.", "Peux-tu extraire {f} de ce message :",
                      "Donne-moi {f} à partir de ce texte, en JSON.", "{f} : à extraire du texte suivant"],
           "lines": ["Extrais les champs suivants du texte :", "Récupère ces informations :"],
           "json": ["Remplis ce JSON à partir du texte :", "Réponds avec ce format :"],
           "and": [" et ", ", "]},
    "es": {"fields": ["nombre", "importe", "fecha de vencimiento", "nombre del cliente", "dirección", "teléfono", "CIF",
                      "empresa", "puesto", "salario", "fecha de inicio", "correo electrónico", "número de pedido"],
           "texts": ["Factura 2026-118, Construcciones Arlo S.L., CIF B12345678, Calle Mayor 14, 28013 Madrid, tel. "
                     "915 55 01 23, 3.450,00 €, vence el 15/12/2026.",
                     "Buscamos desarrollador backend en Nimbo Tech (Valencia), salario 38-45k, incorporación el 1 de "
                     "abril. Envía tu CV a empleo@nimbo.es."],
           "inline": ["Extrae {f} del siguiente texto.", "Sácame {f} de esta factura:",
                      "Necesito {f} de este mensaje, en JSON por favor.", "dame {f} del texto de abajo"],
           "lines": ["Extrae los siguientes campos del texto:", "Necesito estos datos:"],
           "json": ["Rellena este JSON con los datos del texto:", "Devuelve el resultado con este formato:"],
           "and": [" y ", ", "]},
    "pt": {"fields": ["nome", "empresa", "cargo", "período", "valor da bolsa", "CPF", "endereço", "telefone",
                      "data de vencimento", "valor total", "número do pedido", "e-mail", "data de nascimento"],
           "texts": ["A empresa Verdemar Ltda. contrata Ana Souza como estagiária de marketing, de 01/02/2025 a "
                     "31/07/2025, com bolsa mensal de R$ 1.800. Contato: ana.souza@exemplo.com, (11) 98765-4321.",
                     "Pedido 77812 de João Lima, Rua das Flores 22, São Paulo. Valor total R$ 349,90, vencimento "
                     "10/06/2025."],
           "inline": ["Extraia {f} do texto abaixo.", "Preciso de {f} deste contrato:", "Tire {f} da mensagem a seguir.",
                      "me passa {f} desse texto"],
           "lines": ["Preciso destes campos:", "Extraia os seguintes dados do texto:"],
           "json": ["Preencha este JSON com os dados do texto:", "Responda neste formato:"],
           "and": [" e ", ", "]},
    "it": {"fields": ["nome", "data di nascita", "codice fiscale", "indirizzo", "importo", "scadenza", "azienda",
                      "ruolo", "stipendio", "sede", "numero di telefono", "partita IVA", "numero ordine"],
           "texts": ["Mario Bianchi, nato il 04/07/1985 a Torino, C.F. BNCMRA85L04L219X, via Roma 10, tel. 011 555 1234.",
                     "Fattura n. 118 di Rossi Impianti Srl (P.IVA 01234567890), importo 2.300 EUR, scadenza 30/09. "
                     "Cerchiamo un sistemista a Milano, RAL 40k."],
           "inline": ["Estrai {f} da questo testo:", "Mi servono {f} dal messaggio qui sotto.",
                      "Trova {f} nel testo seguente e rispondi in JSON.", "estrai {f} per favore"],
           "lines": ["Estrai i seguenti campi dal testo:", "Mi servono questi dati:"],
           "json": ["Compila questo JSON con i dati del testo:", "Rispondi con questo formato:"],
           "and": [" e ", ", "]},
    "ru": {"fields": ["ФИО", "дата рождения", "телефон", "адрес", "сумма", "номер счета", "дата оплаты", "компания",
                      "должность", "зарплата", "город", "email", "номер заказа"],
           "texts": ["Иванов Петр Сергеевич, 12.03.1988 г.р., тел. +7 912 345-67-89, г. Екатеринбург, ул. Ленина 5.",
                     "Счет № 4411 от ООО «Ромашка» на сумму 12 500 руб., оплатить до 15.04. Вакансия: менеджер по "
                     "продажам, зарплата от 80 000, Казань."],
           "inline": ["Извлеки из текста {f}.", "Вытащи {f} из этого сообщения:", "нужны {f} из текста ниже",
                      "Найди в тексте {f} и верни JSON."],
           "lines": ["Извлеки из текста следующие поля:", "Заполни поля:"],
           "json": ["Заполни этот JSON по тексту:", "Ответ дай в таком формате:"],
           "and": [" и ", ", "]},
    "zh": {"fields": ["姓名", "电话", "地址", "订单号", "公司名称", "职位", "工作地点", "薪资范围", "金额", "日期",
                      "毕业院校", "工作年限", "邮箱"],
           "texts": ["您好，我是李明，电话13812345678，我的地址是上海市浦东新区世纪大道100号，订单号是DD20240315001，货还没到。",
                     "诚聘：星云科技有限公司招聘高级前端工程师，工作地点杭州西湖区，薪资25k-40k，联系邮箱hr@xingyun.cn。"],
           "inline": ["请从下面的文字中提取{f}", "从这段文本中提取{f}，用JSON输出：", "帮我找出{f}", "提取以下信息：{f}"],
           "lines": ["请提取以下字段：", "从下面的文本中提取："],
           "json": ["按下面的JSON格式填写：", "请用以下格式输出："],
           "and": ["、", "、", "，"]},
}  # fmt: skip
FOREIGN_ROWS = 54


def foreign(rng: random.Random, lang: str) -> tuple[str, str, str, list[str], str, str]:
    spec = LANGS[lang]
    names = rng.sample(spec["fields"], rng.choice([2, 3, 3, 4, 4, 5]))
    text = rng.choice(spec["texts"])
    shape = rng.choice(["inline", "inline", "inline", "lines", "json", "slash"])
    if shape == "inline":
        a, b = rng.choice(spec["inline"]).split("{f}")
        sep = rng.choice(spec["and"])
        block = sep.join(names) if lang == "zh" else ", ".join(names[:-1]) + sep + names[-1]
        return a, block, b, names, text, "inline"
    if shape == "lines":
        marker = rng.choice(["- ", "{n}. ", "", "• "])
        block = "\n".join(marker.format(n=n) + x for n, x in enumerate(names, 1))
        return rng.choice(spec["lines"]) + "\n", block, "", names, text, "lines"
    if shape == "json":
        block = "{" + ", ".join(f'"{x}": ""' for x in names) + "}"
        return rng.choice(spec["json"]) + rng.choice(["\n", " "]), block, "", names, text, "json_template"
    a, b = rng.choice(spec["inline"]).split("{f}")
    return a, " / ".join(names), b, names, text, "slash"


# ---------------------------------------------------------------------- negatives
def negative(rng: random.Random) -> tuple[str, str]:
    d = rng.choice(list(DOMAINS))
    spec = DOMAINS[d]
    picked = pick_fields(rng, d, 2, 5)
    snake = [render(rng, n, "snake") for n, _ in picked]
    plain = [n for n, _ in picked]
    src = rng.choice(spec["src"])
    text = rng.choice(spec["texts"])
    kind = rng.choice(["code", "code", "code", "types", "table", "table", "json_fix", "json_fix", "csv", "csv",
                       "missing", "one_field", "one_field", "one_field"])  # fmt: skip
    if kind == "code":
        typed_ = ", ".join(f"{n}: {PY_TYPES[t]}" for n, (_, t) in zip(snake, picked, strict=True))
        jt = "{" + ", ".join(f'"{n}": ""' for n in snake) + "}"
        return "none_code_schema", rng.choice([
            f"Write a python class with {typed_}",
            f"Create a pydantic model with fields {', '.join(f'{n} ({PY_TYPES[t]})' for n, (_, t) in zip(snake, picked, strict=True))}.",
            f"write a dataclass for a {src}: {typed_}",
            f"Generate a TypeScript interface for this JSON:\n{jt}",
            f"Write the SQL CREATE TABLE statement for a table with columns {', '.join(snake)}.",
            f"Write a function that validates this JSON against the schema {jt} and raises on missing keys",
            f"Create an HTML form with fields {', '.join(plain[:-1])} and {plain[-1]}.",
            "Write a Django model:\n" + "\n".join(f"{n}: {PY_TYPES[t]}" for n, (_, t) in zip(snake, picked, strict=True)),
            f"how do I make a zod schema for {jt}",
            f"Write a python script that reads a CSV with header {','.join(snake)} and prints the rows sorted by {snake[0]}.",
            f"Write a regex that extracts the {plain[0]} from a {src}.",
            f"Design a database schema for storing {src}s with {', '.join(plain)}.",
        ])  # fmt: skip
    if kind == "types":
        a, b = rng.sample(["str", "int", "float", "Decimal", "bool", "None", "null", "an empty string", "list", "tuple",
                           "dict", "Optional[str]", "string", "number"], 2)  # fmt: skip
        return "none_type_question", rng.choice([
            f"what is the difference between {a} and {b}", f"When should I use {a} instead of {b} in Python?",
            f"is {a} the same as {b} in JSON?", f"Explain {a} vs {b} like I'm five.",
            f"Should the {plain[0]} field be {a} or {b}?", f"what type should {snake[0]} be, {a} or {b}?",
            "In a JSON schema, what does \"type\": [\"string\", \"null\"] mean?",
        ])  # fmt: skip
    if kind == "table":
        names = [render(rng, n, "title") for n in plain[:4]]
        head = "| " + " | ".join(names) + " |\n|" + "---|" * len(names)
        body = "\n".join("| " + " | ".join(rng.choice(["Acme", "Orbit", "12", "34.50", "2024-03-01", "yes", "no", "Leeds",
                                                        "high", "n/a"]) for _ in names) + " |" for _ in range(3))  # fmt: skip
        return "none_table_whole", rng.choice([
            f"Summarise this table in two sentences:\n\n{head}\n{body}",
            f"{head}\n{body}\n\nWhat trend does this table show?",
            f"Which row here looks wrong?\n{head}\n{body}",
            f"Turn this table into a short paragraph for a report:\n{head}\n{body}",
            f"Here's the data:\n{head}\n{body}\nwhich one is the best option and why",
        ])  # fmt: skip
    if kind == "json_fix":
        pairs = ", ".join(f'"{n}": "{rng.choice(["Acme", "12", "2024-03-01", "Leeds", "yes"])}"' for n in snake)
        broken = rng.choice(["{" + pairs + ",}", "{" + pairs.replace('"', "'") + "}", "{" + pairs, "{" + pairs + "}}"])
        return "none_json_fix", rng.choice([
            f"Is this valid JSON?\n{broken}", f"fix this json: {broken}", f"Why does json.loads fail on this:\n{broken}",
            f"Pretty-print this JSON:\n{{{pairs}}}", f"Convert this JSON to YAML:\n{{{pairs}}}",
            f"My API returns this and the parser breaks, what's wrong?\n\n```\n{broken}\n```",
            f"Rename the keys in this JSON to camelCase: {{{pairs}}}",
        ])  # fmt: skip
    if kind == "csv":
        head = ",".join(snake)
        body = "\n".join(",".join(rng.choice(["Acme", "Orbit", "12", "34.5", "2024-03-01", "Leeds", "Porto", "7"])
                                  for _ in snake) for _ in range(rng.randint(3, 5)))  # fmt: skip
        return "none_csv_whole", rng.choice([
            f"Sort this CSV by {snake[-1]} descending:\n{head}\n{body}", f"Remove the duplicate rows:\n{head}\n{body}",
            f"Convert this CSV to a JSON array:\n\n{head}\n{body}", f"{head}\n{body}\n\nwhat is the average {snake[0]}?",
            f"Plot this csv as a bar chart in matplotlib:\n{head}\n{body}",
            f"Which rows have an empty {snake[1]}?\n{head}\n{body}",
        ])  # fmt: skip
    if kind == "missing":
        form = "\n".join(f"{render(rng, n, 'title')}:" for n in plain)
        return "none_missing_field", rng.choice([
            f"Which field is missing from this form?\n{form}", f"Is anything missing from this {src} template?\n{form}",
            f"What fields should a {src} have? I have:\n{form}", f"Is this order of fields ok for a signup page?\n{form}",
            f"Here's my {src} form:\n{form}\nDoes it comply with GDPR?",
        ])  # fmt: skip
    one = plain[0]
    return "none_one_field", rng.choice([
        f"What is the {one} on this {src}?\n\n{text}", f"extract the {one} from this: {text}",
        f"{text}\n\nwho is the {one} here?", f"Get me the {one} from this {src}.\n\n{text}",
        f"Can you find the {one} in the {src} below?\n{text}", f"{one}?\n\n{text}",
        f"Extract {render(rng, one, 'snake')} from the following {src} -- answer in JSON.\n\n{text}",
        f"Is the {one} in this {src} correct?\n{text}", f"Summarise this {src} in one line:\n{text}",
    ])  # fmt: skip


# ---------------------------------------------------------------------- rows
def lower_or_typo(rng: random.Random, before: str, block: str, after: str, names: list[str]):
    """Now and then the whole request in lower case, or a word of the instruction misspelt."""
    r = rng.random()
    if r < 0.14:
        return before.lower(), block.lower(), after.lower(), [n.lower() for n in names]
    if r < 0.26:
        hits = [(a, b) for a, b in WORD_TYPOS if a in before]
        if hits:
            a, b = rng.choice(hits)
            before = before.replace(a, b, 1)
    return before, block, after, names


def located(request: str, start: int, block: str, names: list[str]) -> bool:
    """Whether each name, found in turn from the request's start (as the training script finds
    gold), is its place in the block."""
    at, inner = 0, 0
    for n in names:
        i = block.find(n, inner)
        if i < 0 or request.find(n, at) != start + i:
            return False
        inner = at = i + len(n)
        at += start
    return True


def make_row(i: int, request: str, kind: str, items: list[str], lang: str, category: str,
             note: str) -> dict[str, object]:  # fmt: skip
    for it in items:
        assert it in request, (it, request)
    return {"id": f"field-{i:04d}", "request": request, "kind": kind, "items": items, "count": None, "lang": lang,
            "category": category, "note": note, "source": "sot (generated by build_fields.py)", "context": None,
            "group": category}  # fmt: skip


NOTES = {"title_case": "a Title Case field list in the instruction's sentence",
         "inline": "field names joined by commas and the language's \"and\" (Chinese: 、 or ，) in the instruction",
         "typed": "fields with their types in brackets, items without the type note",
         "key_type": "fields as `key: type` lines, items the keys",
         "json_template": "a JSON template to fill, items its keys without quotes",
         "py_dict": "a Python dict of types, items its keys without quotes",
         "lines": "fields on dash, numbered or bare lines", "csv_header": "fields in a CSV header",
         "table_header": "fields in a markdown table header", "slash": "fields split by slashes",
         "prose": "fields in prose, items without their article",
         "none_code_schema": "a schema or typed fields as the context of one piece of code",
         "none_type_question": "a question about types", "none_table_whole": "a table to summarise or judge whole",
         "none_json_fix": "a JSON to check, fix or convert whole", "none_csv_whole": "a CSV to sort, convert or query whole",
         "none_missing_field": "a form to judge whole", "none_one_field": "one field asked for, or the text whole"}  # fmt: skip


def build() -> list[dict[str, object]]:
    rng = random.Random(SEED)
    rows: list[dict[str, object]] = []
    for shape, (fn, n) in SHAPES.items():
        made = 0
        while made < n:
            d = rng.choice(list(DOMAINS))
            src = rng.choice(DOMAINS[d]["src"])
            before, block, after, names = fn(rng, d, src)
            before, after = before[:1].upper() + before[1:] if rng.random() < 0.5 else before, after
            before, block, after, names = lower_or_typo(rng, before, block, after, names)
            before, block, after = around(rng, before, block, after, rng.choice(DOMAINS[d]["texts"]))
            request = before + block + after
            if len(set(n.casefold() for n in names)) < len(names) or not located(request, len(before), block, names):
                continue
            rows.append(make_row(len(rows), request, "fields", names, "en", f"fields_{shape}", NOTES[shape]))
            made += 1
    langs = list(LANGS)
    made = 0
    while made < FOREIGN_ROWS:
        lang = langs[made % len(langs)]
        before, block, after, names, text, shape = foreign(rng, lang)
        before, block, after = around(rng, before, block, after, text, english=False)
        request = before + block + after
        if not located(request, len(before), block, names):
            continue
        rows.append(make_row(len(rows), request, "fields", names, lang, f"fields_{shape}", NOTES[shape]))
        made += 1
    seen = {r["request"] for r in rows}
    made = 0
    while made < 150:
        category, request = negative(rng)
        if request in seen:
            continue
        seen.add(request)
        rows.append(make_row(len(rows), request, "none", [], "en", category, NOTES[category]))
        made += 1
    return rows


# ---------------------------------------------------------------------- the cut's check
def check(rows: list[dict[str, object]], every: bool = False) -> str:
    """Per shape, how many positives have gold the training script can put on unit edges (and
    what the units are where not)."""
    sys.path[:0] = [str(ROOT / "scripts"), str(ROOT / "benchmarks")]
    from train_items_tagger import gold_labels, representable

    from sot.pasta_lang.items.assemble import from_labels
    from sot.pasta_lang.items.segments import units

    per: dict[str, Counter] = {}
    misses: dict[str, list[str]] = {}
    for r in rows:
        if r["kind"] == "none":
            continue
        key = str(r["category"]) + ("" if r["lang"] == "en" else f" ({r['lang']})")
        us = units(str(r["request"]))
        labels = gold_labels(r, us) if us else None
        c = per.setdefault(str(r["category"]), Counter())
        c["rows"] += 1
        if labels is None:
            c["off_edges"] += 1
            why = "off edges"
        elif not representable(r, us, labels):
            c["not_given_back"] += 1
            split = from_labels(str(r["request"]), us, labels)
            why = "rejected" if split is None else f"gives back {[it.text for it in split.items]}"
        else:
            c["ok"] += 1
            continue
        shown = [str(r["request"])[u.start : u.end] for u in us][:14]
        misses.setdefault(str(r["category"]), []).append(f"{r['id']} {key} [{why}] gold {r['items']} units {shown}")
    lines = ["| shape | rows | representable | gold off unit edges | labels do not give items back |",
             "|---|---:|---:|---:|---:|"]  # fmt: skip
    for k, c in per.items():
        lines.append(f"| {k} | {c['rows']} | {c['ok']} | {c['off_edges']} | {c['not_given_back']} |")
    tot = sum((c for c in per.values()), Counter())
    lines.append(f"| all | {tot['rows']} | {tot['ok']} | {tot['off_edges']} | {tot['not_given_back']} |")
    for k, ms in misses.items():
        lines += ["", f"{k}: {len(ms)} not representable" + ("" if every else ", e.g.")]
        lines += [f"  {m}" for m in (ms if every else ms[:4])]
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="count, per shape, the rows whose gold lands on unit edges")
    ap.add_argument("--all", action="store_true", help="with --check: every row not representable, not four a shape")
    args = ap.parse_args()
    rows = build()
    with OUT.open("w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    kinds = Counter(str(r["kind"]) for r in rows)
    langs = Counter(str(r["lang"]) for r in rows)
    print(f"{len(rows)} rows ({dict(kinds)}; {dict(langs)}) -> {OUT}")
    if args.check:
        print(check(rows, args.all))


if __name__ == "__main__":
    main()
