"""Build the gold-scored quality sets for ``sot bench --quality``, and the judge-agreement pairs.

Writes five JSONL files whose answers can be scored right or wrong without a judge, or (the last)
that measure how often a judge agrees with published GPT-4 preferences:

- ``sot/bench/data/quality_qa.jsonl``: 60 reading-comprehension requests, one SQuAD 2.0 dev
  paragraph each with 3-6 of its answerable questions (CC BY-SA 4.0; Rajpurkar et al. 2018);
- ``sot/bench/data/quality_fields.jsonl``: 40 field-extraction requests on short documents
  generated here (emails, invoices, order confirmations, ...), each gold value in its document once;
- ``sot/bench/data/quality_count.jsonl``: 30 "give me N ..." requests written here, N from 3 to 10;
- ``sot/bench/data/quality_math.jsonl``: 40 GSM8K test problems (MIT; Cobbe et al. 2021);
- ``sot/bench/data/judge_pairs.jsonl``: 160 AlpacaEval pairs (text_davinci_003
  against alpaca-7b) with the alpaca_eval_gpt4 annotator's preference (Apache-2.0), 80 each way.

Every record is ``{"id", "category", "question", "gold"}`` (the pairs have their own row shape;
see ``sot/bench/data/QUALITY.md``), and every record is checked before it is written:
qa questions appear in the request and each gold answer in the passage, each fields value appears
exactly once in the request, and a count request names the number it is scored on.

The sources are read from the public mirrors (bare git repositories) under ``--mirror``:
``VinACE/san_mrc`` (``dev-v1.1.json``, which holds the first five articles of SQuAD v2.0 dev),
``openai/grade-school-math`` and ``tatsu-lab/alpaca_eval``. The output is deterministic (fixed
seeds, no clock), so running it twice gives identical files; the files are committed and nothing
needs the mirrors at run time.

    .venv/bin/python benchmarks/quality_data.py
    .venv/bin/python benchmarks/quality_data.py --mirror /work/.mirror --check
"""

from __future__ import annotations

import argparse
import datetime
import json
import random
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "sot" / "bench" / "data"
PAIRS = DATA / "judge_pairs.jsonl"
SQUAD = ("VinACE+san_mrc", "dev-v1.1.json")
GSM8K = ("openai+grade-school-math", "grade_school_math/data/test.jsonl")
ALPACA = ("tatsu-lab+alpaca_eval", "results/alpaca-7b/alpaca_eval_gpt4/annotations.json")

N_QA, N_FIELDS, N_COUNT, N_MATH, N_PAIRS = 60, 40, 30, 40, 160


def git_show(mirror: Path, repo: str, path: str) -> str:
    """The text of ``path`` at HEAD of the bare mirror ``mirror/repo/repo``."""
    out = subprocess.run(
        ["git", "-C", str(mirror / repo / "repo"), "show", f"HEAD:{path}"],
        check=True,
        capture_output=True,
    )
    return out.stdout.decode("utf-8")


# --------------------------------------------------------------------------- qa (SQuAD 2.0)

SHORT_ASKS = ("Keep each answer short.", "Short answers are fine.", "Answer briefly.")


def _numbered(questions: list[str]) -> str:
    return "\n".join(f"{i}. {q}" for i, q in enumerate(questions, 1))


def _inline(questions: list[str]) -> str:
    return " ".join(f"{i}) {q}" for i, q in enumerate(questions, 1))


def qa_request(style: int, passage: str, questions: list[str], short: str | None) -> str:
    """The request text in one of six wordings; ``short`` (when given) asks for short answers."""
    tail = f" {short}" if short else ""
    if style == 0:
        return f"Read the passage below and answer the questions.{tail}\n\nPassage: {passage}\n\nQuestions:\n{_numbered(questions)}"
    if style == 1:
        return f"Answer each question using the text.{tail}\n\n{passage}\n\n{_numbered(questions)}"
    if style == 2:
        return f"{_numbered(questions)}\n\nAnswer the questions above from this text.{tail}\n\nText: {passage}"
    if style == 3:
        return f"{passage}\n\nBased on this paragraph, answer: {_inline(questions)}{tail}"
    if style == 4:
        return (
            f'Here is a paragraph from a Wikipedia article:\n\n"{passage}"\n\n'
            f"Please answer these questions about it.{tail}\n{_numbered(questions)}"
        )
    return f"I have a few questions about the text below.{tail}\n\n{_numbered(questions)}\n\n---\n{passage}\n---"


def _shortest(answers: list[str]) -> int:
    return min(len(a.split()) for a in answers)


def build_qa(squad: dict[str, Any]) -> list[dict[str, Any]]:
    rng = random.Random(2018)
    articles = squad["data"]
    per = [N_QA // len(articles) + (1 if i < N_QA % len(articles) else 0) for i in range(len(articles))]
    records: list[dict[str, Any]] = []
    for article, n in zip(articles, per):
        candidates = []
        for p_index, para in enumerate(article["paragraphs"]):
            context = para["context"]
            seen: set[str] = set()
            qas = []
            for qa in para["qas"]:
                if qa.get("is_impossible"):
                    continue
                q = qa["question"].strip()
                key = " ".join(q.lower().split())
                if key in seen or not qa["answers"]:
                    continue
                seen.add(key)
                answers: list[str] = []
                for a in qa["answers"]:
                    text = a["text"].strip()
                    if text and text not in answers:
                        answers.append(text)
                qas.append((q, answers))
            if len(qas) >= 3:
                # how many of its questions have a short gold answer (at most four words)
                short = sum(1 for _, a in qas if _shortest(a) <= 4)
                candidates.append((p_index, context, qas, short))
        # prefer paragraphs with at least three short-answer questions; fall back to the rest
        good = [c for c in candidates if c[3] >= 3]
        rest = [c for c in candidates if c[3] < 3]
        chosen = rng.sample(good, min(n, len(good)))
        if len(chosen) < n:
            chosen += rng.sample(rest, n - len(chosen))
        for _, context, qas, _ in sorted(chosen, key=lambda c: c[0]):
            k = min(rng.randint(3, 6), len(qas))
            # the k questions with the shortest gold answers, kept in the passage's order
            by_length = sorted(range(len(qas)), key=lambda i: (_shortest(qas[i][1]), i))
            keep = sorted(by_length[:k])
            questions = [qas[i][0] for i in keep]
            answers = [qas[i][1] for i in keep]
            assert all(a in context for group in answers for a in group), article["title"]
            records.append(
                {
                    "title": article["title"],
                    "passage": context,
                    "questions": questions,
                    "answers": answers,
                }
            )
    # each wording as often as the others, and short answers asked for in exactly half
    styles = [i % 6 for i in range(len(records))]
    shorts = [i % 2 == 0 for i in range(len(records))]
    rng.shuffle(styles)
    rng.shuffle(shorts)
    out = []
    for i, (rec, style, ask_short) in enumerate(zip(records, styles, shorts), 1):
        short = rng.choice(SHORT_ASKS) if ask_short else None
        out.append(
            {
                "id": f"qa-{i:03d}",
                "category": "qa",
                "question": qa_request(style, rec["passage"], rec["questions"], short),
                "gold": {"kind": "qa", "questions": rec["questions"], "answers": rec["answers"]},
            }
        )
    return out


def check_qa(rec: dict[str, Any]) -> None:
    gold = rec["gold"]
    assert gold["kind"] == "qa" and 3 <= len(gold["questions"]) <= 6, rec["id"]
    assert len(gold["questions"]) == len(gold["answers"]), rec["id"]
    assert len({q.lower() for q in gold["questions"]}) == len(gold["questions"]), rec["id"]
    for q, answers in zip(gold["questions"], gold["answers"]):
        assert q in rec["question"], (rec["id"], q)
        assert answers and len(set(answers)) == len(answers), (rec["id"], q)
        for a in answers:
            assert a in rec["question"], (rec["id"], a)


# --------------------------------------------------------------------------- fields (generated)

FIRST = [
    "Maria",
    "James",
    "Aisha",
    "Daniel",
    "Priya",
    "Lukas",
    "Sofia",
    "Kenji",
    "Fatima",
    "Oliver",
    "Chloe",
    "Mateo",
    "Hannah",
    "Ravi",
    "Elena",
    "Samuel",
    "Yuki",
    "Grace",
    "Omar",
    "Ingrid",
    "Tomás",
    "Nadia",
    "Ethan",
    "Leila",
    "Victor",
    "Zoe",
    "Arjun",
    "Camille",
    "Felix",
    "Amara",
]
LAST = [
    "Alvarez",
    "Thompson",
    "Okafor",
    "Nguyen",
    "Schneider",
    "Patel",
    "Rossi",
    "Tanaka",
    "Haddad",
    "Bennett",
    "Dubois",
    "Fernández",
    "Kowalski",
    "Johansson",
    "Murphy",
    "Chen",
    "Gallagher",
    "Ibrahim",
    "Lindqvist",
    "Moreau",
    "Novak",
    "O'Brien",
    "Petrov",
    "Quinn",
    "Reyes",
    "Sato",
    "Walsh",
    "Yilmaz",
    "Costa",
    "Hughes",
]
CITIES = [
    "Portland",
    "Austin",
    "Denver",
    "Toronto",
    "Manchester",
    "Lyon",
    "Melbourne",
    "Seattle",
    "Dublin",
    "Rotterdam",
    "Phoenix",
    "Vancouver",
    "Edinburgh",
    "Boston",
    "Sacramento",
    "Leeds",
    "Calgary",
    "Adelaide",
    "Nashville",
    "Raleigh",
]
STREETS = ["Maple Avenue", "Harbor Street", "Elm Road", "Cedar Lane", "Lakeview Drive", "Mill Street", "Oak Court"]
COMPANIES = [
    "Brightline Supplies",
    "Northwind Traders",
    "Cobalt Design Studio",
    "Greenleaf Catering",
    "Summit IT Services",
    "Bluewater Printing",
    "Redwood Analytics",
    "Harbor Freight Partners",
]
PRODUCTS = [
    "Aeron Desk Chair",
    "Nimbus 2 Wireless Headphones",
    "Orbit Smart Thermostat",
    "TrailPro 45L Backpack",
    "Luma LED Desk Lamp",
    "Vertex 27-inch Monitor",
    "BrewMaster Espresso Machine",
    "Glide Robot Vacuum",
    "Atlas Standing Desk",
    "Echo Air Purifier",
    "Sprint Running Shoes",
    "Pixel Drawing Tablet",
]
CARRIERS = ["UPS", "FedEx", "DHL Express", "USPS Priority Mail", "Canada Post", "Royal Mail"]
CLINICS = [
    "Riverside Family Clinic",
    "Parkview Dental",
    "Lakeshore Physiotherapy",
    "Northgate Eye Care",
    "Elm Street Medical Center",
]
DOCTORS = ["Dr. Helen Park", "Dr. Marcus Reid", "Dr. Anika Shah", "Dr. Paul Lemaire", "Dr. Rosa Jimenez"]
POSITIONS = [
    "Senior Data Analyst",
    "Frontend Developer",
    "Marketing Coordinator",
    "Operations Manager",
    "UX Designer",
    "Customer Success Lead",
]
APPS = ["Taskly", "Notely", "FinTrack", "PhotoVault", "ShipIt"]
OSES = ["Windows 11", "macOS 14.4", "Ubuntu 22.04", "iOS 17.3", "Android 14"]
BROWSERS = ["Chrome 122", "Firefox 123", "Safari 17", "Edge 121"]
SEVERITIES = ["Critical", "Major", "Minor"]
MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
ISSUES = [
    "arrived with a cracked screen",
    "stopped turning on after two days",
    "is missing the power adapter",
    "makes a loud rattling noise",
    "was the wrong color",
]


def _name(rng: random.Random) -> str:
    return f"{rng.choice(FIRST)} {rng.choice(LAST)}"


def _email(rng: random.Random, name: str) -> str:
    first, last = name.lower().replace("'", "").replace("á", "a").replace("é", "e").split(" ", 1)
    domain = rng.choice(["gmail.com", "outlook.com", "example.com", "mail.com", "proton.me"])
    return rng.choice(
        [f"{first}.{last}@{domain}", f"{first[0]}{last}@{domain}", f"{first}{rng.randint(10, 99)}@{domain}"]
    )


def _phone(rng: random.Random) -> str:
    a, b, c = rng.randint(201, 989), rng.randint(200, 999), rng.randint(1000, 9999)
    return rng.choice([f"({a}) {b}-{c}", f"{a}-{b}-{c}", f"+1 {a} {b} {c}"])


def _fmt_date(day: datetime.date, iso: bool) -> str:
    return day.isoformat() if iso else f"{MONTHS[day.month - 1]} {day.day}, {day.year}"


def _dates(rng: random.Random, n: int, gap: tuple[int, int] = (2, 30)) -> list[str]:
    """``n`` dates in 2025, in order and ``gap`` days apart, in one format (so a distractor reads
    like the asked one): "March 3, 2025" or "2025-03-03"."""
    iso = rng.random() < 0.35
    day = datetime.date(2025, 1, 1) + datetime.timedelta(days=rng.randint(0, 300))
    out = [day]
    while len(out) < n:
        out.append(out[-1] + datetime.timedelta(days=rng.randint(*gap)))
    return [_fmt_date(d, iso) for d in out]


def _cents(rng: random.Random, lo: int, hi: int) -> int:
    return rng.randint(lo, hi) * 100 + rng.choice([0, 0, 0, 50, 99, 25, 49, 95])


def _money(cents: int) -> str:
    return f"${cents // 100:,}.{cents % 100:02d}"


def _code(rng: random.Random, prefix: str, digits: int = 5) -> str:
    return f"{prefix}-{rng.randint(10 ** (digits - 1), 10**digits - 1)}"


def doc_support_email(rng: random.Random) -> tuple[str, str, list[tuple[str, str]]]:
    name, product = _name(rng), rng.choice(PRODUCTS)
    purchase, contacted = _dates(rng, 2, (3, 20))
    order, ticket, phone, email = _code(rng, "A"), _code(rng, "T", 6), _phone(rng), _email(rng, name)
    text = (
        f"Subject: Problem with my order {order}\n\n"
        f"Hello,\n\nI bought the {product} on {purchase}, and it {rng.choice(ISSUES)}. "
        f"I already wrote to you on {contacted} and was given ticket number {ticket}, but nobody has replied yet. "
        f"Could you arrange a replacement or a refund? You can reach me at {phone} or at {email}.\n\n"
        f"Thanks,\n{name}"
    )
    fields = [
        ("customer name", name),
        ("order number", order),
        ("ticket number", ticket),
        ("product", product),
        ("purchase date", purchase),
        ("phone number", phone),
        ("email address", email),
    ]
    return "email", text, fields


def doc_invoice(rng: random.Random) -> tuple[str, str, list[tuple[str, str]]]:
    vendor, client = rng.choice(COMPANIES), _name(rng)
    issued, due = _dates(rng, 2, (14, 30))
    number, po = _code(rng, "INV", 5), _code(rng, "PO", 4)
    subtotal, tax, paid = _cents(rng, 400, 4000), _cents(rng, 20, 300), _cents(rng, 100, 350)
    total, due_amount = subtotal + tax, subtotal + tax - paid
    text = (
        f"{vendor}\nINVOICE {number}\n\nBill to: {client}, {rng.randint(10, 999)} {rng.choice(STREETS)}, {rng.choice(CITIES)}\n"
        f"Invoice date: {issued}\nPurchase order: {po}\n\n"
        f"Consulting services ........ {_money(subtotal)}\nSales tax ........ {_money(tax)}\n"
        f"Total ........ {_money(total)}\nDeposit received ........ {_money(paid)}\n"
        f"Amount due: {_money(due_amount)}\nPayment due by {due}. Please quote the invoice number with your payment.\n"
    )
    fields = [
        ("invoice number", number),
        ("vendor", vendor),
        ("client name", client),
        ("invoice date", issued),
        ("purchase order number", po),
        ("amount due", _money(due_amount)),
        ("due date", due),
    ]
    return "invoice", text, fields


def doc_order(rng: random.Random) -> tuple[str, str, list[tuple[str, str]]]:
    name, product, city = _name(rng), rng.choice(PRODUCTS), rng.choice(CITIES)
    ordered, delivery = _dates(rng, 2, (2, 9))
    order, price, shipping = _code(rng, "B"), _cents(rng, 30, 900), _cents(rng, 5, 25)
    qty = rng.choice([1, 1, 2, 3])
    total = _money(price * qty + shipping)
    text = (
        f"Hi {name.split()[0]},\n\nThanks for your order! Order {order} was placed on {ordered}.\n\n"
        f"Item: {product} x{qty} (unit price {_money(price)})\nShipping: {_money(shipping)}\nOrder total: {total}\n\n"
        f"Ship to: {name}, {rng.randint(10, 999)} {rng.choice(STREETS)}, {city}\n"
        f"Estimated delivery: {delivery}\n\nWe'll email you again when it ships."
    )
    fields = [
        ("customer name", name),
        ("order number", order),
        ("order date", ordered),
        ("product", product),
        ("total", total),
        ("delivery date", delivery),
        ("city", city),
    ]
    return "order confirmation", text, fields


def doc_shipping(rng: random.Random) -> tuple[str, str, list[tuple[str, str]]]:
    name, city, carrier = _name(rng), rng.choice(CITIES), rng.choice(CARRIERS)
    shipped, eta = _dates(rng, 2, (1, 6))
    tracking = str(rng.randint(10**11, 10**12 - 1))
    order, weight = _code(rng, "C"), f"{rng.randint(2, 19)}.{rng.randint(1, 9)} kg"
    text = (
        f"Your package is on its way!\n\nOrder {order} shipped on {shipped} with {carrier}.\n"
        f"Tracking number: {tracking}\nPackage weight: {weight}\n"
        f"Recipient: {name}\nDestination: {city}\nExpected delivery: {eta}\n\n"
        f"Track your parcel on the carrier's website."
    )
    fields = [
        ("tracking number", tracking),
        ("carrier", carrier),
        ("ship date", shipped),
        ("expected delivery date", eta),
        ("recipient", name),
        ("destination city", city),
        ("order number", order),
    ]
    return "shipping notice", text, fields


def doc_appointment(rng: random.Random) -> tuple[str, str, list[tuple[str, str]]]:
    name, clinic, doctor = _name(rng), rng.choice(CLINICS), rng.choice(DOCTORS)
    cancel_by, day = _dates(rng, 2, (1, 3))
    time = (
        f"{rng.randint(8, 11)}:{rng.choice(['00', '15', '30', '45'])} AM"
        if rng.random() < 0.5
        else f"{rng.randint(1, 4)}:{rng.choice(['00', '15', '30', '45'])} PM"
    )
    code, phone = _code(rng, "APT", 5), _phone(rng)
    text = (
        f"Appointment confirmation\n\nDear {name},\n\nYour appointment with {doctor} at {clinic} is confirmed "
        f"for {day} at {time}. Confirmation code: {code}.\n"
        f"If you need to cancel, please do so before {cancel_by} by calling {phone}.\n\nSee you soon!"
    )
    fields = [
        ("patient name", name),
        ("doctor", doctor),
        ("clinic", clinic),
        ("appointment date", day),
        ("appointment time", time),
        ("confirmation code", code),
        ("phone number", phone),
    ]
    return "appointment confirmation", text, fields


def doc_application(rng: random.Random) -> tuple[str, str, list[tuple[str, str]]]:
    name, position, city = _name(rng), rng.choice(POSITIONS), rng.choice(CITIES)
    posted, start = _dates(rng, 2, (30, 75))
    email, phone, ref = _email(rng, name), _phone(rng), _code(rng, "JOB", 4)
    years = rng.choice(["three", "four", "five", "six", "seven", "eight", "nine", "eleven"])
    text = (
        f"Dear Hiring Team,\n\nI am writing to apply for the {position} role (reference {ref}) that you posted on {posted}. "
        f"I have {years} years of experience in the field and I am currently based in {city}. "
        f"I could start on {start}.\n\nMy CV is attached. You can reach me at {email} or {phone}.\n\n"
        f"Kind regards,\n{name}"
    )
    fields = [
        ("applicant name", name),
        ("position", position),
        ("job reference", ref),
        ("years of experience", years),
        ("current city", city),
        ("start date", start),
        ("email", email),
        ("phone", phone),
    ]
    return "job application", text, fields


def doc_rental(rng: random.Random) -> tuple[str, str, list[tuple[str, str]]]:
    name, city = _name(rng), rng.choice(CITIES)
    viewing, move_in = _dates(rng, 2, (7, 40))
    listing, budget, deposit = _code(rng, "L", 4), _money(_cents(rng, 1200, 3400)), _money(_cents(rng, 500, 1100))
    beds = rng.choice(["one-bedroom", "two-bedroom", "three-bedroom", "studio"])
    phone, email = _phone(rng), _email(rng, name)
    text = (
        f"Hello,\n\nI saw your listing {listing} for the {beds} apartment in {city} and I'm very interested. "
        f"I'm looking to move in on {move_in}, and my budget is up to {budget} a month; I can also pay a deposit of {deposit}. "
        f"Would a viewing on {viewing} be possible?\n\nBest,\n{name}\n{phone} | {email}"
    )
    fields = [
        ("name", name),
        ("listing ID", listing),
        ("apartment type", beds),
        ("city", city),
        ("move-in date", move_in),
        ("monthly budget", budget),
        ("phone", phone),
        ("email", email),
    ]
    return "rental inquiry", text, fields


def doc_bug(rng: random.Random) -> tuple[str, str, list[tuple[str, str]]]:
    name, app, os_ = _name(rng), rng.choice(APPS), rng.choice(OSES)
    released, seen = _dates(rng, 2, (1, 10))
    version = f"{rng.randint(2, 9)}.{rng.randint(0, 19)}.{rng.randint(0, 9)}"
    bug, browser, severity = _code(rng, "BUG", 4), rng.choice(BROWSERS), rng.choice(SEVERITIES)
    text = (
        f"Bug {bug}: export button does nothing\n\nReported by: {name}\nSeverity: {severity}\n\n"
        f"Since updating {app} to version {version} (released {released}) the Export button on the reports page does nothing. "
        f"First seen on {seen} on {os_} using {browser}. Steps: open Reports, pick any report, click Export. "
        f"Expected a CSV download; nothing happens and no error is shown."
    )
    fields = [
        ("bug ID", bug),
        ("reporter", name),
        ("severity", severity),
        ("app version", version),
        ("operating system", os_),
        ("browser", browser),
        ("date first seen", seen),
    ]
    return "bug report", text, fields


DOC_KINDS = [
    doc_support_email,
    doc_invoice,
    doc_order,
    doc_shipping,
    doc_appointment,
    doc_application,
    doc_rental,
    doc_bug,
]


def _join(names: list[str], the: bool = False) -> str:
    items = [f"the {n}" for n in names] if the else list(names)
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def fields_request(style: int, label: str, doc: str, names: list[str], as_json: bool) -> tuple[str, list[str]]:
    """The request text and the field names exactly as they are asked."""
    json_ask = " Return them as JSON." if as_json else ""
    if style == 0:
        return (
            f"Extract the following fields from the {label} below: {', '.join(names)}.{json_ask}\n\n{label.capitalize()}:\n{doc}",
            names,
        )
    if style == 1:
        return f"From this {label}, give me {_join(names, the=True)}.{json_ask}\n\n{doc}", names
    if style == 2:
        caps = [n[0].upper() + n[1:] for n in names]
        return f"Pull out: {', '.join(caps)}{'.' + json_ask if as_json else ''}\n\nText: {doc}", caps
    if style == 3:
        return f"{doc}\n\nWhat are {_join(names, the=True)} in the {label} above?{json_ask}", names
    bullets = "\n".join(f"- {n}" for n in names)
    json_line = "\nReturn them as JSON." if as_json else ""
    return f'I need these details from the {label} below:\n{bullets}{json_line}\n\n"""\n{doc}\n"""', names


def build_fields() -> list[dict[str, Any]]:
    rng = random.Random(4021)
    out = []
    kinds = [DOC_KINDS[i % len(DOC_KINDS)] for i in range(N_FIELDS)]
    rng.shuffle(kinds)
    for i, kind in enumerate(kinds, 1):
        while True:
            label, doc, fields = kind(rng)
            k = rng.randint(3, min(7, len(fields)))
            picked = rng.sample(fields, k)
            if rng.random() < 0.5:  # half the requests ask in the document's own order
                picked.sort(key=lambda f: fields.index(f))
            style, as_json = rng.randrange(5), rng.random() < 0.3
            request, names = fields_request(style, label, doc, [n for n, _ in picked], as_json)
            gold = {name: value for name, (_, value) in zip(names, picked)}
            if all(request.lower().count(v.lower()) == 1 for v in gold.values()):
                break
        out.append(
            {
                "id": f"fields-{i:03d}",
                "category": "fields",
                "question": request,
                "gold": {"kind": "fields", "fields": gold},
            }
        )
    return out


def check_fields(rec: dict[str, Any]) -> None:
    gold = rec["gold"]
    assert gold["kind"] == "fields" and 3 <= len(gold["fields"]) <= 7, rec["id"]
    for name, value in gold["fields"].items():
        assert name in rec["question"], (rec["id"], name)
        assert rec["question"].count(value) == 1, (rec["id"], value)
        assert rec["question"].lower().count(value.lower()) == 1, (rec["id"], value)


# --------------------------------------------------------------------------- count (written here)

COUNT_REQUESTS = [
    ("Give me 7 names for a coffee shop.", 7),
    ("List 5 ways to save water at home.", 5),
    ("Suggest four titles for a talk about remote work.", 4),
    ("Write 6 slogans for a neighborhood bike-sharing program.", 6),
    ("What are 3 good questions to ask at the end of a job interview?", 3),
    ("Brainstorm 8 themes for a child's birthday party.", 8),
    ("Name ten fruits that are high in vitamin C.", 10),
    ("Give me nine ideas for a rainy weekend with kids.", 9),
    ("List three common mistakes beginners make when learning to cook.", 3),
    ("Can you suggest 5 books for someone who just got into science fiction?", 5),
    ("I need six names for a golden retriever puppy.", 6),
    ("Write 4 short taglines for a vegan bakery.", 4),
    ("What are eight easy houseplants for a dark apartment?", 8),
    ("Give me 10 icebreaker questions for a team meeting.", 10),
    ("Suggest seven hobbies that don't cost much money.", 7),
    ("List 3 benefits of learning a second language.", 3),
    ("Come up with five names for a podcast about personal finance.", 5),
    ("Give me 9 tips for getting better sleep.", 9),
    ("Write four subject lines for an email announcing a product launch.", 4),
    ("What are 6 things I should pack for a weekend camping trip?", 6),
    ("Brainstorm ten blog post ideas for a gardening website.", 10),
    ("Recommend 7 exercises I can do at home without equipment.", 7),
    ("List eight questions to ask a landlord before signing a lease.", 8),
    ("Suggest 3 ways to make a small bedroom feel bigger.", 3),
    ("Give me six conversation starters for a first date.", 6),
    ("Name 5 classic board games for a family game night.", 5),
    ("Write nine possible names for a fantasy kingdom.", 9),
    ("Give me 4 ideas for a healthy packed lunch.", 4),
    ("What are seven ways to reduce stress at work?", 7),
    ("Suggest 8 names for a mobile app that tracks habits.", 8),
]

NUMBER_WORDS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
}


def build_count() -> list[dict[str, Any]]:
    return [
        {"id": f"count-{i:03d}", "category": "count", "question": q, "gold": {"kind": "count", "n": n}}
        for i, (q, n) in enumerate(COUNT_REQUESTS, 1)
    ]


def check_count(rec: dict[str, Any]) -> None:
    n = rec["gold"]["n"]
    assert rec["gold"]["kind"] == "count" and 3 <= n <= 10, rec["id"]
    words = re.findall(r"[a-z]+|\d+", rec["question"].lower())
    numbers = [int(w) if w.isdigit() else NUMBER_WORDS[w] for w in words if w.isdigit() or w in NUMBER_WORDS]
    assert numbers == [n], (rec["id"], numbers)


# --------------------------------------------------------------------------- math (GSM8K)


def _number(text: str) -> int | float:
    value = float(text.replace(",", "").strip())
    return int(value) if value.is_integer() else value


def build_math(test_jsonl: str) -> list[dict[str, Any]]:
    rows = [json.loads(line) for line in test_jsonl.splitlines() if line.strip()]
    sample = random.Random(57).sample(rows, N_MATH)
    return [
        {
            "id": f"math-{i:03d}",
            "category": "math",
            "question": row["question"],
            "gold": {"kind": "math", "answer": _number(row["answer"].split("####")[-1])},
        }
        for i, row in enumerate(sample, 1)
    ]


def check_math(rec: dict[str, Any]) -> None:
    assert rec["gold"]["kind"] == "math" and isinstance(rec["gold"]["answer"], (int, float)), rec["id"]


# --------------------------------------------------------------------------- AlpacaEval pairs


def build_pairs(annotations: list[dict[str, Any]]) -> list[dict[str, Any]]:
    eligible = [
        (i, r)
        for i, r in enumerate(annotations)
        if type(r.get("preference")) in (int, float)
        and r["preference"] in (1, 2)
        and isinstance(r.get("output_1"), str)
        and isinstance(r.get("output_2"), str)
        and r["output_1"].strip()
        and r["output_2"].strip()
        and len(r["output_1"]) <= 900
        and len(r["output_2"]) <= 900
        and len(r["instruction"]) <= 600
    ]
    rng = random.Random(57)
    ones = [e for e in eligible if e[1]["preference"] == 1]
    twos = [e for e in eligible if e[1]["preference"] == 2]
    n2 = min(N_PAIRS // 2, len(twos))
    picked = rng.sample(ones, N_PAIRS - n2) + rng.sample(twos, n2)
    return [
        {
            "id": f"ae-{i}",
            "instruction": r["instruction"],
            "output_1": r["output_1"],
            "output_2": r["output_2"],
            "generator_1": r["generator_1"],
            "generator_2": r["generator_2"],
            "preference": int(r["preference"]),
            "annotator": r["annotator"],
            "dataset": r["dataset"],
        }
        for i, r in sorted(picked, key=lambda e: e[0])
    ]


def check_pair(row: dict[str, Any]) -> None:
    assert row["preference"] in (1, 2) and row["annotator"] == "alpaca_eval_gpt4", row["id"]
    assert 0 < len(row["output_1"]) <= 900 and 0 < len(row["output_2"]) <= 900, row["id"]
    assert len(row["instruction"]) <= 600, row["id"]


# --------------------------------------------------------------------------- main


def write_jsonl(path: Path, rows: list[dict[str, Any]]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8", newline="\n") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mirror", type=Path, default=Path("/work/.mirror"), help="folder of the bare git mirrors")
    parser.add_argument("--check", action="store_true", help="build in memory and compare with the committed files")
    args = parser.parse_args(argv)

    squad = json.loads(git_show(args.mirror, *SQUAD))
    sets = {
        DATA / "quality_qa.jsonl": (build_qa(squad), check_qa),
        DATA / "quality_fields.jsonl": (build_fields(), check_fields),
        DATA / "quality_count.jsonl": (build_count(), check_count),
        DATA / "quality_math.jsonl": (build_math(git_show(args.mirror, *GSM8K)), check_math),
        PAIRS: (build_pairs(json.loads(git_show(args.mirror, *ALPACA))), check_pair),
    }
    expected = {DATA / "quality_qa.jsonl": N_QA, DATA / "quality_fields.jsonl": N_FIELDS}
    expected |= {DATA / "quality_count.jsonl": N_COUNT, DATA / "quality_math.jsonl": N_MATH, PAIRS: N_PAIRS}
    stale = []
    for path, (rows, check) in sets.items():
        assert len(rows) == expected[path], (path, len(rows))
        assert len({r["id"] for r in rows}) == len(rows), path
        for row in rows:
            check(row)
        rel = path.relative_to(ROOT)
        if args.check:
            text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(str(rel))
        else:
            write_jsonl(path, rows)
        extra = ""
        if path.name == "quality_qa.jsonl":
            extra = f" ({sum(len(r['gold']['questions']) for r in rows)} questions)"
        elif path.name == "quality_fields.jsonl":
            extra = f" ({sum(len(r['gold']['fields']) for r in rows)} fields)"
        elif path == PAIRS:
            prefs = [r["preference"] for r in rows]
            extra = f" (prefer 1: {prefs.count(1)}, prefer 2: {prefs.count(2)})"
        print(f"{rel}: {len(rows)} records{extra}")
    if stale:
        print("out of date: " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
