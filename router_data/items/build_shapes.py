"""Write ``shapes.jsonl``: labelled rows of the everyday shapes, in many wordings, for the items tagger.

    python router_data/items/build_shapes.py

Rows are drawn (seeded, so the file is the same every run) from word pools: an instruction
("Translate these sentences into French:", "can you fix the grammar in each of these", "Extract
the name and city from the text below.") with items of its kind (sentences, questions, words,
product lines, field names) under any list marker or none, a blank line or not, a trailer or not;
and negatives that look the same but are answered whole (the lines are the context of one task:
"Write a story that uses these words:", "Sort these from cheapest to dearest:", "Here are my
symptoms: ... What could it be?"). The pools are wide so that a tagger trained on them learns
the structure (a lead, then lines of one kind) rather than the words. Schema as ``generated.jsonl``.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE / "shapes.jsonl"
SEED = 7

SENTENCES = [
    "I am tired.",
    "The station is far from here.",
    "We need more chairs for the meeting.",
    "my flight got cancelled again",
    "Thanks for the quick reply.",
    "The invoice is attached.",
    "Can we move the call to Friday?",
    "the printer on floor 2 is broken",
    "She finished the report yesterday.",
    "Our shop opens at nine.",
    "the package arrived damaged",
    "I love this song.",
    "Please send the files by noon.",
    "The weather was lovely today.",
    "he didnt like the food",
    "The meeting ran late.",
    "We are out of milk.",
    "The new update broke the login page.",
    "i cant find my keys",
    "The museum is closed on Mondays.",
    "Your order has shipped.",
    "The kids loved the park.",
    "the wifi keeps dropping",
    "This product exceeded my expectations.",
]
QUESTIONS = [
    "What is DNS?",
    "How do I reset my password?",
    "What port does HTTPS use?",
    "why is the sky blue",
    "Who wrote Hamlet?",
    "How long does shipping take?",
    "Can I pay by card?",
    "what is a mortgage",
    "When does the store open?",
    "Is the pool heated?",
    "How many moons does Mars have?",
    "what causes inflation",
    "Where is the nearest pharmacy?",
    "Do you ship to Canada?",
    "How do vaccines work?",
    "what time is checkout",
    "Which planet is the largest?",
    "How do I cancel my subscription?",
    "What does GDP measure?",
    "is coffee bad for you",
    "Can I bring my dog?",
]
WORDS = ["serendipity", "ephemeral", "ubiquitous", "resilient", "candid", "meticulous", "pragmatic", "lucid", "tenacious",
         "benevolent", "arbitrary", "nostalgia", "ambiguous", "frugal", "eloquent", "obsolete"]  # fmt: skip
NAMES = ["Porto", "Kraków", "Ljubljana", "Tallinn", "Bologna", "Valencia", "Ghent", "Bergen", "Lyon", "Seville"]
PRODUCTS = ["wireless earbuds", "standing desk", "air fryer", "yoga mat", "electric kettle", "hiking boots", "desk lamp",
            "robot vacuum", "water bottle", "office chair"]  # fmt: skip
FIELDS = ["name", "age", "city", "email", "phone number", "order number", "date", "total", "company", "job title",
          "start date", "salary", "address", "due date", "invoice number", "supplier", "delivery date", "price"]  # fmt: skip

LEADS = {
    "sentences": ["Translate these sentences into French:", "translate to spanish", "Fix the grammar in each sentence:",
                  "make these sound more polite", "Rewrite each of these more formally:", "Paraphrase the following:",
                  "Classify the sentiment of each:", "correct the spelling here pls", "Turn each into a question:",
                  "Übersetze diese Sätze ins Englische:", "Traduis en anglais :", "Summarize each line in five words:"],
    "questions": ["Answer these questions:", "Please answer the following:", "quick questions", "I have a few questions:",
                  "Answer each in one sentence:", "Can you help with these?", "Questions:", "FAQ to answer:",
                  "Responde a estas preguntas:", "Beantworte bitte:"],
    "words": ["Define each word:", "Give a synonym for each of these:", "Use each word in a sentence:",
              "what do these words mean", "Explain these terms simply:"],
    "names": ["Write a one-day itinerary for each city:", "Give me a fun fact about each:", "Describe each city in two lines:"],
    "products": ["Write a product description for each:", "Suggest a tagline for each product:",
                 "write a short ad for each of these", "Give three selling points for each item:"],
}  # fmt: skip
POOLS = {"sentences": SENTENCES, "questions": QUESTIONS, "words": WORDS, "names": NAMES, "products": PRODUCTS}
MARKERS = ["{n}. ", "{n}) ", "- ", "* ", "• ", "", "", "({n}) "]
TRAILERS = ["", "", "", "Thanks!", "Keep it short.", "one line each please", "Reply in a list.", "thx"]

FIELD_LEADS = ["Extract the {f} from the text below.", "Extract {f} from this email:", "get me the {f} from this message",
               "Pull out the {f}.", "From the note below, give me the {f}.", "What are the {f} in this text?",
               "Please extract {f} and return JSON.", "Find the {f} in the following:"]  # fmt: skip
TEXTS = ["Hi, this is Maria Lopez, 34, from Lisbon. You can reach me at maria@example.com or 555-0132.",
         "Invoice 4411 from ACME Ltd, dated 3 March, total EUR 300, due 1 April.",
         "Order 88231 for two desk lamps will be delivered on Friday; price 45.00.",
         "Sam Ode, Analyst at Brio since 2021, salary 52k, based in Leeds."]  # fmt: skip

NEG_LEADS = ["Write a story that uses all of these words:", "Sort these from cheapest to most expensive:",
             "Which of these is the best choice?", "Turn these notes into one paragraph:", "Rank these by importance:",
             "Compare these and pick one:", "Combine these into one email:", "Write a poem using these:",
             "Put these in alphabetical order:", "Which one of these should I buy?", "Summarize these points in one paragraph:",
             "Find the odd one out:"]  # fmt: skip
NEG_AFTER = ["Here are my symptoms:\n{lines}\nWhat could it be?", "I have these ingredients:\n{lines}\nWhat can I cook?",
             "My tasks today:\n{lines}\nHow should I plan my day?", "These are the options:\n{lines}\nWhich is cheapest?"]  # fmt: skip
NEG_POOL = ["headache", "fever", "sore throat", "eggs", "flour", "milk", "call the bank", "write the report", "gym",
            "option A costs 20", "option B costs 35", "tired all day", "rice", "tomatoes", "pay rent"]  # fmt: skip


#: one question asked again of each item, each in a sentence of its own ("What is the sentiment of
#: this sentence: "..."? What is the sentiment of ...?"): the sentences are the items
FRAMES = ['What is the sentiment of this sentence: "{s}"?', 'Is "{s}" positive or negative?',
          'Translate "{s}" into {lang}.', 'How do you say "{s}" in {lang}?', 'What does "{w}" mean?',
          "Give me a synonym for {w}.", "Rewrite this more politely: {s}", "Is {p} worth buying?"]  # fmt: skip
#: and asked once, then a follow-up on the same item: one answer
FOLLOW_UPS = ["Explain why.", "Why?", "What makes it so?", "Give an example too.", "And how sure are you?"]
LANGS = ["French", "Spanish", "German", "Italian", "Japanese"]


def framed(rng: random.Random, frame: str) -> str:
    s = rng.choice(SENTENCES).rstrip(".!?")
    text = frame.format(s=s, lang=rng.choice(LANGS), w=rng.choice(WORDS), p=rng.choice(PRODUCTS))
    return text if text.endswith(("?", ".")) else text + "."


def listed(rng: random.Random, items: list[str]) -> str:
    marker = rng.choice(MARKERS)
    return "\n".join(marker.format(n=n) + it for n, it in enumerate(items, 1))


def row(i: int, request: str, kind: str, items: list[str], count: int | None, category: str) -> dict[str, object]:
    for it in items:
        assert it in request, (it, request)
    return {"id": f"shape-{i:04d}", "request": request, "kind": kind, "items": items, "count": count, "lang": "en",
            "category": category, "context": None, "group": category}  # fmt: skip


def main() -> None:
    rng = random.Random(SEED)
    rows: list[dict[str, object]] = []
    for _ in range(600):
        pool = rng.choice(list(POOLS))
        items = rng.sample(POOLS[pool], rng.choice([2, 2, 3, 3, 4, 5]))
        lead = rng.choice(LEADS[pool])
        gap = rng.choice(["\n", "\n\n"])
        trailer = rng.choice(TRAILERS)
        request = (
            lead + gap + listed(rng, items) + (("\n\n" if rng.random() < 0.5 else "\n") + trailer if trailer else "")
        )
        rows.append(row(len(rows), request, "list", items, None, f"apply_{pool}"))
    for _ in range(120):
        fields = rng.sample(FIELDS, rng.randint(2, 4))
        joined = (
            fields[0]
            if len(fields) == 1
            else ", ".join(fields[:-1]) + rng.choice([" and ", ", and ", ", "]) + fields[-1]
        )
        lead = rng.choice(FIELD_LEADS).format(f=joined)
        request = lead + rng.choice(["\n\n", "\n", " "]) + rng.choice(TEXTS)
        rows.append(row(len(rows), request, "fields", fields, None, "fields_inline"))
    for _ in range(250):
        lines = rng.sample(NEG_POOL + SENTENCES[:8], rng.randint(2, 5))
        if rng.random() < 0.6:
            request = rng.choice(NEG_LEADS) + rng.choice(["\n", "\n\n"]) + listed(rng, lines)
        else:
            request = rng.choice(NEG_AFTER).format(lines=listed(rng, lines))
        rows.append(row(len(rows), request, "none", [], None, "lines_as_context"))
    for _ in range(120):
        frame = rng.choice(FRAMES)
        items = list(dict.fromkeys(framed(rng, frame) for _ in range(rng.choice([2, 3, 3, 4]))))
        if len(items) < 2:
            continue
        request = rng.choice([" ", "\n", "\n\n"]).join(items)
        rows.append(row(len(rows), request, "list", items, None, "frame_repeated"))
    for _ in range(60):
        request = framed(rng, rng.choice(FRAMES)) + " " + rng.choice(FOLLOW_UPS)
        rows.append(row(len(rows), request, "none", [], None, "frame_follow_up"))
    with OUT.open("w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{len(rows)} rows -> {OUT}")


if __name__ == "__main__":
    main()
