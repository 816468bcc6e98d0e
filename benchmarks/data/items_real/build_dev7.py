"""The seventh development set (``dev7.jsonl``): requests written the way people write to chat and support bots.

    python benchmarks/data/items_real/build_dev7.py          # writes dev7.jsonl, with the checks
    python benchmarks/data/items_real/build_dev7.py --check  # the checks only
    python benchmarks/data/items_real/build_dev7.py --score [OUT.md]  # items_real.py's figures on it, per kind and language

Every row is written here by hand (see DEV7.md). A ``list`` or ``fields`` row's items are marked
in place in its request, ``⟦`` and ``⟧`` around each (the marks are dropped from the request; no
request holds those characters otherwise), so that each gold item is the request's own text.
The checks: ids unique, kinds known, no request repeated, every ``list``/``fields`` item an
exact substring of its request, in order, ``count`` rows with a count and no items, ``none``
rows with neither.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from devset import Rows, main  # noqa: E402

OUT = HERE / "dev7.jsonl"
SOURCE = "written for dev7"
ROWS = Rows()
L, F, C, N = ROWS.L, ROWS.F, ROWS.C, ROWS.N


# ---------------------------------------------------------------------------------------- rows
# ---- list, English: questions in support and chat shapes
L(
    "hey can u help me with a few things for my trip. ⟦whats the time difference between lisbon and new york⟧, "
    "⟦do i need a visa for morocco with a us passport⟧ and ⟦is tap water safe to drink in porto⟧",
    cat="questions_runon_polite",
    note="polite lead, three questions joined by a comma and 'and'",
)
L(
    "⟦whats ur return policy?⟧⟦do u ship to canada?⟧⟦how long does standard shipping take?⟧⟦can i change the size after ordering⟧",
    cat="questions_no_space",
    note="questions separated only by '?', no spaces",
)
L(
    """Hi,

I ordered a standing desk (order #A-55821) on the 3rd and it arrived yesterday with a cracked leg and half the screws missing. Honestly pretty disappointed since this was supposed to be a birthday present for my husband and now I have to deal with this. The box was also soaked which makes me think it sat outside in the rain.

⟦Can you send a replacement leg or do I have to return the whole desk?⟧ ⟦Who pays for return shipping on damaged items?⟧ And ⟦is there any way to get a replacement before Saturday?⟧

Thanks,
Marisol""",
    cat="support_complaint_questions",
    note="three questions after a complaint; the first has an 'or' inside it",
)
L(
    """quick questions:
⟦how do i reset my password if i no longer have access to my old email⟧
⟦can two people share one account⟧
⟦where do i find my invoices⟧
⟦do you have a student discount⟧""",
    cat="quick_questions_lines",
    note="'quick questions:' then plain lines without question marks",
)
L(
    "write a short FAQ answer for each of these topics for our gym website: ⟦membership freeze⟧, ⟦guest passes⟧, "
    "⟦parking⟧, ⟦locker rentals⟧, ⟦cancellation⟧",
    cat="faq_topics_inline",
    note="FAQ drafting, one answer per topic",
)
L(
    """for each of the following products write a 2 sentence description:
- ⟦bamboo cutting board, 40x30cm⟧
- ⟦ceramic pour-over coffee dripper⟧
- ⟦linen apron with two pockets⟧
- ⟦cast iron trivet shaped like a fox⟧""",
    cat="for_each_products",
    note="'for each of the following products'; '2 sentence' is a length, not a count",
)
L(
    """rate each of these 1-10 for how catchy they are:
1. ⟦Brew Crew⟧
2. ⟦Bean There Done That⟧
3. ⟦The Daily Grind⟧
4. ⟦Perk Up⟧
5. ⟦Mugshots⟧""",
    cat="rate_each_names",
    note="rate each; '1-10' is the scale",
)
L(
    """can u fix the grammar in these pls
⟦me and him goes to the store every sunday⟧
⟦their going to be late again⟧
⟦she dont like when peoples is loud⟧
⟦i has been working here since three years⟧""",
    cat="fix_grammar_lines",
    note="sentences to correct, one a line, no markers",
)
L(
    """triage these tickets, give each a priority (P1-P4) and a team (billing, infra, app):

TKT-9012: ⟦Customers in EU region getting 502 on checkout since 14:05 UTC⟧
TKT-9013: ⟦Can I get a copy of last month's invoice with our VAT number on it?⟧
TKT-9014: ⟦Dark mode toggle doesn't stick after app restart on Android 14⟧
TKT-9015: ⟦We were charged twice for the annual plan⟧""",
    cat="ticket_triage",
    note="tickets with id labels; the label is not part of the item",
)
L(
    """categorize each of these bank transactions into groceries / transport / eating out / bills / other

⟦2026-10-02, LIDL STORE 0442, -38.17⟧
⟦2026-10-02, UBER *TRIP, -14.60⟧
⟦2026-10-03, VODAFONE DD, -25.00⟧
⟦2026-10-04, BURGER SHACK CAMDEN, -21.40⟧
⟦2026-10-05, TFL TRAVEL CH, -7.80⟧""",
    cat="csv_rows_categorize",
    note="spreadsheet lines to classify, each line an item",
)
L(
    "translate to spanish: ⟦where is the train station⟧; ⟦how much does this cost⟧; ⟦i am allergic to peanuts⟧; ⟦can i pay by card⟧",
    cat="translate_semicolons",
    note="sentences separated by semicolons",
)
L(
    "explain these git commands quickly | ⟦git rebase -i HEAD~3⟧ | ⟦git cherry-pick abc123⟧ | ⟦git reflog⟧ | ⟦git bisect start⟧",
    cat="commands_pipes",
    note="commands separated by pipes",
)
L(
    "Q1 ⟦what is the difference between a roth ira and a traditional ira⟧ Q2 ⟦at what age can i withdraw from a 401k "
    "without penalty⟧ Q3 ⟦is an hsa worth it if im healthy⟧",
    cat="q_labels_inline",
    note="Q1 Q2 Q3 labels on one line, no punctuation; the first item is itself a comparison",
)
L(
    "omg help 😭😭 ⟦what do i wear to a beach wedding⟧ 👗 ⟦is it rude to bring a plus one if the invite doesnt say⟧ 🤔 "
    "⟦how much money do u put in the card⟧ 💸",
    cat="emoji_questions",
    note="questions separated by emoji only",
)
L(
    """shorten each of these product titles to under 60 chars for amazon:
"⟦Premium Stainless Steel Insulated Water Bottle 32oz Leak Proof Double Wall Vacuum BPA Free for Sports Gym Hiking⟧"
"⟦Wireless Bluetooth Earbuds with Charging Case Noise Cancelling Waterproof Long Battery Life for iPhone Android⟧"
"⟦Kids Art Set 150 Pieces Drawing Painting Kit with Crayons Markers Colored Pencils in Portable Wooden Case⟧\"""",
    cat="shorten_quoted",
    note="quoted titles one a line; the quotes are not part of the item; numbers inside the items",
)
L(
    """write a reply to each review, friendly but not groveling

review 1: ⟦food was cold and the waiter forgot our drinks twice. wont be back⟧
review 2: ⟦best tacos in town!! the salsa verde is unreal⟧
review 3: ⟦decent but way overpriced for the portion size⟧""",
    cat="reply_reviews_labelled",
    note="'review N:' labels; one review has two sentences",
)
L(
    "my mom just got diagnosed with type 2 diabetes and im trying to understand. ⟦can she still eat fruit?⟧ "
    "⟦does metformin cause weight loss?⟧ ⟦how often should she check her blood sugar?⟧",
    cat="medical_questions_context",
    note="a sentence of context, then three questions",
)
L(
    "HR questions from a new hire, answer each briefly based on standard UK practice: 1) ⟦how many days of annual "
    "leave am I entitled to⟧ 2) ⟦when is the probation review usually done⟧ 3) ⟦can I carry over unused holiday⟧ "
    "4) ⟦do I get paid for bank holidays⟧",
    cat="numbered_inline",
    note="1) 2) 3) 4) on one line",
)
L(
    "couple of questions about my lease: ⟦can my landlord enter without notice⟧, ⟦is he allowed to keep the deposit "
    "for normal wear and tear⟧, ⟦how much notice do i need to give to move out⟧. im in ontario if that matters",
    cat="legal_inline_commas",
    note="questions joined by commas, context after them",
)
L(
    "define in plain english: ⟦EBITDA⟧, ⟦accounts receivable⟧, ⟦burn rate⟧, ⟦deferred revenue⟧, ⟦CAC⟧",
    cat="terms_define",
    note="finance terms after a colon",
)
L(
    """classify sentiment (pos/neg/neutral) for each:
[
  {"id": 1, "text": "⟦just got my package a day early, love this shop⟧"},
  {"id": 2, "text": "⟦been on hold for 45 min. unbelievable⟧"},
  {"id": 3, "text": "⟦the new update moved the settings button⟧"}
]""",
    cat="json_array_classify",
    note="texts in a JSON array of objects",
)
L(
    """fill in the "capital" column

| country | capital |
|---|---|
| ⟦Kenya⟧ | |
| ⟦Uzbekistan⟧ | |
| ⟦Paraguay⟧ | |
| ⟦Laos⟧ | |""",
    cat="table_fill_column",
    note="markdown table with an empty column to fill, one row per country",
)
L(
    "⟦what's a good substitute for buttermilk⟧ also ⟦how long do i boil eggs for soft yolks⟧ also ⟦can you freeze cooked rice⟧",
    cat="questions_also",
    note="questions joined by 'also', no punctuation",
)
L(
    """here are 3 customer chat messages, draft a reply to each:

[10:02] jenny_k: ⟦hi my code WELCOME10 isnt working at checkout⟧
[10:05] dav3: ⟦do you guys restock the green hoodie in M?⟧
[10:11] p.okafor: ⟦need to change delivery address on order 88213 asap⟧""",
    cat="chat_messages_reply",
    note="chat lines with timestamp and user name; the messages are the items",
)
L(
    "give me the plural of: ⟦cactus⟧, ⟦octopus⟧, ⟦criterion⟧, ⟦moose⟧, ⟦phenomenon⟧",
    cat="words_colon",
    note="words after a colon",
)
L(
    "solve each: ⟦3x + 7 = 22⟧ ; ⟦x^2 - 9 = 0⟧ ; ⟦5/x = 2⟧",
    cat="equations_independent",
    note="three independent equations, 'each'",
)
L(
    "⟦whats 15% of 80⟧ and ⟦whats 12% of 250⟧",
    cat="two_questions_short",
    note="two short questions joined by 'and'",
)
L(
    """what do these errors mean
```
⟦TypeError: 'NoneType' object is not subscriptable⟧
⟦ModuleNotFoundError: No module named 'requests'⟧
⟦IndentationError: unexpected indent⟧
```""",
    cat="errors_codeblock",
    note="error messages in a code block",
)
L(
    "For each item in my cart tell me if it's in stock at store #214: ⟦SKU 44-1093 garden hose 25m⟧, "
    "⟦SKU 44-2210 hose reel⟧, ⟦SKU 51-0007 potting soil 40L⟧",
    cat="cart_items_inline",
    note="e-commerce, SKUs inline",
)
L(
    """Senior Data Analyst – Brightwell Logistics (Hybrid, Leeds)
We're looking for someone with 5+ years of SQL and Python, experience with dbt and Looker, and a background in supply chain. Salary £55-62k, 25 days holiday, 2 days a week in office. Apply by 30 Nov.

⟦is 3 years experience enough to apply?⟧ ⟦what is dbt?⟧ ⟦whats the salary in dollars roughly?⟧""",
    cat="passage_then_questions",
    note="pasted job post, three questions after it",
)
L(
    """make these messages sound more polite, im emailing my manager:
- ⟦i need friday off⟧
- ⟦the report isnt done because nobody sent me the numbers⟧
- ⟦can we not have the meeting at 8am⟧""",
    cat="polite_bullets",
    note="messages to rewrite, bulleted",
)
L(
    "First, ⟦who painted the girl with a pearl earring?⟧ Second, ⟦what year did the berlin wall fall?⟧ "
    "Third, ⟦how many keys are on a piano?⟧",
    cat="first_second_third",
    note="'First, Second, Third' leads, not part of the items",
)
L(
    """answer these like ur a senior react dev in an interview:
⟦What is the virtual DOM?⟧
⟦When would you use useMemo?⟧
⟦How do you avoid prop drilling?⟧""",
    cat="roleplay_interview_answers",
    note="role-play lead, questions on lines",
)
L(
    """You are Sam, the friendly assistant for Greenleaf Dental. Patients will ask you things. Answer each of these as Sam:

- ⟦do you take delta dental insurance⟧
- ⟦what time do you close on fridays⟧
- ⟦is teeth whitening safe during pregnancy⟧""",
    cat="roleplay_support_bullets",
    note="support-bot persona preamble, bulleted questions",
)
L(
    """rewrite as seo titles:
1) ⟦we tested 5 vacuums so you dont have to⟧
2) ⟦why your sourdough is flat⟧
3) ⟦the cheapest way to heat a room⟧""",
    cat="rewrite_numbered_paren",
    note="headlines with 1) markers; '5 vacuums' inside an item is not a count",
)
L(
    "what's the capital of ⟦peru⟧, ⟦chile⟧ and ⟦bolivia⟧",
    cat="inline_names_one_frame",
    note="judged a list: three independent look-ups in one frame; the items are the names",
)
L(
    "how do you say thank you in ⟦japanese⟧, ⟦korean⟧ and ⟦thai⟧",
    cat="inline_names_one_frame",
    note="judged a list: one frame, three independent answers",
)
L(
    """check each of my homework answers, right or wrong?
⟦7 x 8 = 56⟧
⟦144 / 12 = 11⟧
⟦15% of 60 = 9⟧
⟦2^5 = 32⟧""",
    cat="check_each_line",
    note="each line checked on its own",
)
L(
    "caption ideas for each of these pics: ⟦me and my dog at the lake⟧; ⟦homemade pizza night⟧; ⟦first day at new job⟧",
    cat="captions_semicolons",
    note="photo descriptions separated by semicolons",
)
L(
    "is each of these a valid email? ⟦john@@mail.com⟧, ⟦sara.k@domain⟧, ⟦m_ito@firm.co.jp⟧",
    cat="validate_each",
    note="'is each of these' then values inline",
)
L(
    "what do these idioms mean: ⟦break a leg⟧, ⟦spill the beans⟧, ⟦once in a blue moon⟧, ⟦bite the bullet⟧",
    cat="idioms",
    note="idioms after a colon",
)
L(
    "tell me a fun fact about ⟦octopuses⟧, ⟦honey⟧ and ⟦the eiffel tower⟧",
    cat="inline_names_one_frame",
    note="judged a list: one fact about each, independent",
)
L(
    "write a subject line for each of these emails: ⟦black friday 30% off everything⟧ / ⟦we miss you, come back for "
    "15% off⟧ / ⟦your cart is about to expire⟧",
    cat="slash_separated",
    note="email topics separated by ' / ', a comma inside one",
)
L(
    """for each loan below tell me the monthly payment:
loan A: ⟦$20,000 at 6.5% for 5 years⟧
loan B: ⟦$8,500 at 9% for 3 years⟧
loan C: ⟦$250,000 at 5.75% for 30 years⟧""",
    cat="labelled_rows_compute",
    note="labelled lines, each computed on its own (no comparison asked)",
)
L(
    "hello, 2 things: ⟦my tracking number says delivered but nothing arrived⟧, and ⟦I'd also like to update my card on file⟧",
    cat="two_things_support",
    note="'2 things:' announces a list of two statements, not a count",
)
L(
    """Explain what each SQL query does:
```sql
⟦SELECT COUNT(*) FROM orders WHERE status = 'shipped';⟧
⟦SELECT customer_id, SUM(total) FROM orders GROUP BY customer_id HAVING SUM(total) > 1000;⟧
⟦DELETE FROM sessions WHERE last_seen < NOW() - INTERVAL '30 days';⟧
```""",
    cat="sql_each",
    note="SQL queries in a code block",
)
L(
    """eli5 pls
⟦inflation⟧
⟦compound interest⟧
⟦index funds⟧""",
    cat="eli5_lines",
    note="terms on lines after a two-word instruction",
)
L(
    'paraphrase each: ["⟦The meeting has been postponed until further notice.⟧", "⟦Please find attached the updated '
    'schedule.⟧", "⟦We regret to inform you that the position has been filled.⟧"]',
    cat="python_list_paraphrase",
    note="sentences in a Python list",
)
L(
    """rewrite each clause in plain language:

Clause 4.1 – ⟦The Tenant shall not sublet the Premises or any part thereof without the prior written consent of the Landlord.⟧
Clause 4.2 – ⟦The Tenant shall indemnify the Landlord against all losses arising from the Tenant's breach of this Agreement.⟧
Clause 7.3 – ⟦Notices shall be deemed served 48 hours after posting.⟧""",
    cat="clauses_labelled",
    note="legal clauses with 'Clause N.N –' labels",
)
L(
    "pls answer 1. ⟦hw many cups in a liter⟧ 2. ⟦wat temp to bake chiken breast⟧ 3. ⟦can i use baking soda insted of baking powder⟧",
    cat="numbered_inline_typos",
    note="1. 2. 3. inline, typos kept",
)
# ---- list, English: long requests
L(
    """Hello there,

My fiancé and I are looking at Hollins Barn for our wedding next September (probably the 19th or 26th, we're flexible) and a friend who got married with you last year recommended you. We've had a look at the brochure you sent over but we still have some questions before we book a viewing, sorry if some of these are already covered somewhere and I missed it!

We're expecting around 110 guests for the day and maybe another 40 in the evening. Most of our family is coming from Scotland so a lot of them will need somewhere to stay nearby, and my grandmother uses a wheelchair so access is a big thing for us. We'd also love to do the ceremony outside if the weather is nice, with a backup plan if it isn't (it's England after all).

So:
⟦Is the barn fully wheelchair accessible, including the toilets?⟧
⟦Can we bring our own caterer or do we have to use your in-house team?⟧
⟦What time does the music have to stop?⟧
⟦Is there a minimum spend on the bar for a Saturday in September?⟧
⟦Do you have a list of hotels or B&Bs nearby that you'd recommend?⟧

We're also wondering about the deposit but I think that's in the contract so I'll read that properly first.

Thanks so much in advance, we're really excited!

Best wishes,
Ellie Drummond and Josh Kaur
07700 900412""",
    cat="long_email_questions",
    note="1.3 KB email, five questions on lines after 'So:', context before and after",
)
L(
    """for each action item below write a one line slack message to the owner, casual tone, include the due date

Notes – Product sync, Tue 11 Nov
Attendees: Ravi, Mei, Tom, Ana, Kofi
- Onboarding funnel: drop-off at step 3 still ~40%. Mei thinks the phone verification is the problem, Tom disagrees, wants data first.
- Pricing page redesign is live since Friday, no big changes in conversion yet, too early to say.
- Support backlog down to 130 from 210, Kofi says the new macros helped a lot.
- Q1 roadmap draft needs to go to leadership before the offsite.

Action items:
1. ⟦Tom – pull the step 3 drop-off numbers split by country and device, by Thu 13 Nov⟧
2. ⟦Mei – mock up onboarding without phone verification, by Mon 17 Nov⟧
3. ⟦Ana – check with legal whether we can make phone verification optional in the EU, by Fri 14 Nov⟧
4. ⟦Kofi – share the top 10 macros with the wider support team, by Wed 12 Nov⟧
5. ⟦Ravi – send the Q1 roadmap draft to leadership, by Fri 21 Nov⟧

Next sync Tue 18 Nov, same time.""",
    cat="long_notes_action_items",
    note="1 KB meeting notes; only the numbered action items are items, the notes are context",
)
L(
    """Summarise each ticket in one line for the weekly report. Keep the ticket number out of the summary.

#48810
⟦Subject: Can't export reports
Body: Hi, since this morning every time I try to export the monthly report to PDF I get "Export failed (code 17)". I've tried Chrome and Firefox, same thing. CSV export still works. This is urgent as I need to send it to my director by end of day. Account: northwind-ops⟧

#48811
⟦Subject: Billing question
Body: Hello, we upgraded from Team to Business on the 2nd but the invoice for this month still shows the Team price plus a separate line called "proration adjustment" that I don't understand. Could someone explain what it is and whether we were charged correctly? Thanks, Greta⟧

#48812
⟦Subject: feature request - dark mode
Body: would be great to have dark mode in the desktop app. the web version has it already. a lot of us work late and the white screen is brutal lol⟧

#48813
⟦Subject: SSO broken after IdP change
Body: We moved from our old identity provider to a new one over the weekend and now nobody in the company can log in via SSO. We updated the metadata URL in the admin panel as the docs describe. Error on login is "Assertion audience mismatch". 240 users affected, please treat as P1.⟧

#48814
⟦Subject: Thank you!
Body: Just wanted to say thanks to Dimitri who helped us migrate our data last week, super smooth, everyone is happy. No action needed :)⟧

#48815
⟦Subject: Data retention
Body: Our compliance team is asking how long you keep deleted projects before they're permanently removed, and whether we can request immediate deletion. We're in Germany if that matters for GDPR. Regards, Lukas Brandt⟧""",
    cat="long_tickets_summarise",
    note="1.7 KB, six tickets of subject and body under '#id' labels; each ticket (subject and body) one item",
)
L(
    """estimate how long each of these will take me (im a junior dev):
- [ ] ⟦add pagination to the /orders endpoint⟧
- [ ] ⟦write unit tests for the coupon service⟧
- [ ] ⟦upgrade react from 17 to 18⟧""",
    cat="checklist_estimate",
    note="markdown checklist boxes as markers",
)
L(
    """Q: ⟦how long is the warranty on refurbished laptops?⟧
Q: ⟦do refurbished ones come with a charger?⟧
Q: ⟦can i upgrade the RAM later?⟧""",
    cat="q_colon_lines",
    note="'Q:' on each line, no instruction",
)
L(
    "which language is each of these: ⟦dziękuję⟧, ⟦tack så mycket⟧, ⟦köszönöm⟧, ⟦obrigado⟧",
    cat="classify_each_words",
    note="words in other languages to label, one each",
)
# ---- list, other languages
L(
    "hola, tengo unas dudas: ⟦cuánto tarda el envío a canarias?⟧ ⟦puedo pagar contra reembolso?⟧ ⟦hacen factura con NIF?⟧",
    lang="es",
    cat="questions_support_es",
    note="support questions, no opening question marks",
)
L(
    "traduce al inglés: ⟦me duele la cabeza⟧ / ⟦necesito un médico⟧ / ⟦dónde está la farmacia más cercana⟧",
    lang="es",
    cat="translate_slashes",
    note="sentences to translate separated by slashes",
)
L(
    """corrige la ortografía de estas frases:
1. ⟦ayer fuimos ha la playa⟧
2. ⟦haber si nos vemos mañana⟧
3. ⟦el niño hecho la pelota por la ventana⟧""",
    lang="es",
    cat="fix_spelling_numbered",
    note="sentences with spelling mistakes, numbered",
)
L(
    "bonjour j'ai plusieurs questions ⟦est-ce que je peux annuler ma commande⟧, ⟦est-ce que vous livrez en belgique⟧ "
    "et ⟦est-ce que la garantie couvre la batterie⟧",
    lang="fr",
    cat="questions_runon_fr",
    note="questions joined by commas and 'et', no question marks",
)
L(
    "donne une définition simple de : ⟦inflation⟧ ; ⟦taux directeur⟧ ; ⟦dette publique⟧",
    lang="fr",
    cat="terms_semicolons_fr",
    note="terms separated by ' ; ' (French spacing)",
)
L(
    "Kurze Fragen: ⟦Wie lange ist die Kündigungsfrist beim Basis-Tarif?⟧ ⟦Kann ich den Vertrag pausieren?⟧ "
    "⟦Gibt es einen Studentenrabatt?⟧",
    lang="de",
    cat="quick_questions_inline_de",
    note="'Kurze Fragen:' then questions inline",
)
L(
    """übersetz bitte ins englische:
- ⟦Ich komme etwas später⟧
- ⟦Das Meeting wurde verschoben⟧
- ⟦Bitte schick mir die Unterlagen⟧""",
    lang="de",
    cat="translate_bullets_de",
    note="sentences to translate, bulleted",
)
L(
    """Ordne jedem Ticket eine Kategorie zu (Rechnung, Technik, Versand):
#311 ⟦Paket ist seit 10 Tagen unterwegs⟧
#312 ⟦Login funktioniert nicht mehr nach dem Update⟧
#313 ⟦Falscher Betrag auf der Rechnung⟧""",
    lang="de",
    cat="ticket_triage_de",
    note="tickets with '#id' labels",
)
L(
    "oi, preciso de ajuda com duas coisas: ⟦como faço pra trocar o endereço de entrega?⟧ e ⟦dá pra parcelar em 3x sem juros?⟧",
    lang="pt",
    cat="two_things_support_pt",
    note="'duas coisas:' then two questions",
)
L(
    'classifique cada avaliação como positiva ou negativa: "⟦chegou rápido e bem embalado⟧" "⟦produto veio com defeito⟧" '
    '"⟦atendimento péssimo, ninguém responde⟧"',
    lang="pt",
    cat="reviews_quoted_inline_pt",
    note="quoted reviews inline",
)
L(
    "ciao, ⟦a che ora apre il museo domenica?⟧ ⟦si può entrare con il cane?⟧ ⟦c'è uno sconto per studenti?⟧",
    lang="it",
    cat="questions_inline_it",
    note="three questions inline after a greeting",
)
L(
    """scrivi una risposta breve a ciascuna recensione:
1) ⟦camera pulita ma colazione scarsa⟧
2) ⟦personale gentilissimo, torneremo⟧
3) ⟦parcheggio carissimo e nessuno ci ha avvisato⟧""",
    lang="it",
    cat="reply_reviews_it",
    note="hotel reviews with 1) markers",
)
L(
    "привет, подскажи пожалуйста: ⟦как перевести деньги на карту другого банка?⟧ ⟦можно ли поменять пин-код в приложении?⟧ ⟦до скольки работает отделение на тверской?⟧",
    lang="ru",
    cat="questions_inline_ru",
    note="bank support questions inline",
)
L(
    "переведи на английский каждую фразу: ⟦я опаздываю на десять минут⟧; ⟦где ближайшая остановка⟧; ⟦можно счёт, пожалуйста⟧",
    lang="ru",
    cat="translate_semicolons_ru",
    note="phrases separated by semicolons, a comma inside one",
)
L(
    "объясни значение слов: ⟦хайп⟧, ⟦кринж⟧, ⟦вайб⟧, ⟦душнила⟧",
    lang="ru",
    cat="words_colon_ru",
    note="slang words after a colon",
)
L(
    "你好，我想问几个问题：⟦退货要多久到账？⟧⟦可以开发票吗？⟧⟦周末发货吗？⟧",
    lang="zh",
    cat="questions_no_space_zh",
    note="questions separated only by full-width question marks",
)
L(
    """把下面每句话翻译成英文：
1. ⟦我明天请假⟧
2. ⟦这个价格含税吗⟧
3. ⟦会议改到下午三点⟧""",
    lang="zh",
    cat="translate_numbered_zh",
    note="sentences to translate, numbered",
)
L(
    "给这几个产品各写一句广告语：⟦保温杯⟧、⟦蓝牙耳机⟧、⟦瑜伽垫⟧",
    lang="zh",
    cat="for_each_products_zh",
    note="products separated by 、, one slogan each",
)
L(
    "質問です。⟦解約はいつまでにすればいいですか？⟧⟦支払い方法を変更できますか？⟧⟦領収書は発行できますか？⟧",
    lang="ja",
    cat="questions_no_space_ja",
    note="support questions back to back",
)
L(
    """次の文を自然な英語にしてください。
・⟦お世話になっております⟧
・⟦ご確認のほどよろしくお願いいたします⟧
・⟦少々お待ちください⟧""",
    lang="ja",
    cat="translate_bullets_ja",
    note="business phrases with ・ markers",
)
L(
    "안녕하세요 ⟦배송 조회는 어디서 하나요?⟧ ⟦교환은 며칠 안에 가능한가요?⟧ ⟦포인트는 언제 적립되나요?⟧",
    lang="ko",
    cat="questions_inline_ko",
    note="shop support questions inline",
)
L(
    "다음 단어 뜻 알려줘: ⟦갑분싸⟧, ⟦존맛⟧, ⟦혼밥⟧",
    lang="ko",
    cat="words_colon_ko",
    note="slang words after a colon",
)
L(
    "merhaba ⟦kargo ücreti ne kadar⟧, ⟦kapıda ödeme var mı⟧, ⟦iade süresi kaç gün⟧",
    lang="tr",
    cat="questions_commas_tr",
    note="questions joined by commas, no question marks",
)
L(
    "şu cümleleri ingilizceye çevir: ⟦yarın görüşürüz⟧ | ⟦hesabı alabilir miyiz⟧ | ⟦bu otobüs merkeze gidiyor mu⟧",
    lang="tr",
    cat="translate_pipes_tr",
    note="sentences separated by pipes",
)
L(
    "مرحبا عندي كم سؤال: ⟦كم مدة التوصيل إلى جدة؟⟧ ⟦هل يمكن الدفع عند الاستلام؟⟧ ⟦هل يوجد ضمان على الجهاز؟⟧",
    lang="ar",
    cat="questions_support_ar",
    note="support questions with Arabic question marks",
)
L(
    """ترجم هذه الجمل إلى الإنجليزية:
- ⟦أين أقرب محطة مترو⟧
- ⟦أريد حجز غرفة لشخصين⟧
- ⟦كم سعر هذا⟧""",
    lang="ar",
    cat="translate_bullets_ar",
    note="sentences to translate, bulleted",
)
L(
    "cho mình hỏi: ⟦phí ship ra hà nội bao nhiêu?⟧ ⟦có được kiểm tra hàng trước khi nhận không?⟧ ⟦bao lâu thì giao tới?⟧",
    lang="vi",
    cat="questions_support_vi",
    note="shop questions after 'cho mình hỏi:'",
)
L(
    "namaste, mujhe kuch jaankari chahiye: ⟦refund kitne din mein aayega?⟧ ⟦kya main order cancel kar sakta hoon?⟧ "
    "⟦COD available hai kya?⟧",
    lang="hi",
    cat="questions_hinglish",
    note="romanised Hindi mixed with English, as typed",
)
L(
    "इन वाक्यों का अंग्रेज़ी में अनुवाद करो: ⟦मुझे भूख लगी है⟧, ⟦ट्रेन कितने बजे आएगी⟧, ⟦यह कितने का है⟧",
    lang="hi",
    cat="translate_commas_hi",
    note="Devanagari sentences separated by commas",
)
L(
    "cześć, ⟦ile kosztuje wysyłka do niemiec?⟧ ⟦czy mogę zwrócić towar po 30 dniach?⟧ ⟦czy wystawiacie faktury vat?⟧",
    lang="pl",
    cat="questions_inline_pl",
    note="shop questions inline",
)
L(
    """popraw błędy w zdaniach:
- ⟦wziąść udział w konkursie⟧
- ⟦poszłem do sklepu⟧
- ⟦w każdym bądź razie⟧""",
    lang="pl",
    cat="fix_grammar_bullets_pl",
    note="phrases with common mistakes, bulleted",
)
L(
    "vertaal naar het engels: ⟦ik heb een afspraak om drie uur⟧, ⟦de trein heeft vertraging⟧, ⟦mag ik even langs⟧",
    lang="nl",
    cat="translate_commas_nl",
    note="sentences separated by commas",
)
# ---- fields
F(
    """extract ⟦invoice number⟧, ⟦vendor⟧, ⟦total⟧ and ⟦due date⟧ from this:

INVOICE #INV-30917
Northgate Supplies Ltd, Unit 4 Brook Park, Derby DE21 7QT
Bill to: Hartley & Moss Architects
2 x A3 plotter paper rolls ... £86.00
1 x toner set ... £1,134.00
Delivery ... £64.50
Total due: £1,284.50
Due: 15/12/2026""",
    cat="fields_prose_before_invoice",
    note="four fields in prose before a pasted invoice",
)
F(
    """Extract the following from the resume below and return JSON:
- ⟦full_name⟧ (string)
- ⟦email⟧ (string)
- ⟦years_experience⟧ (int)
- ⟦skills⟧ (list of strings)

Resume:
Priya Raman — priya.raman@mailbox.org — Bristol
Backend engineer, 2019–present at Fernway (Go, Postgres, Kafka). 2016–2019 at Tidepool Labs (Python, Django).
Skills: Go, Python, PostgreSQL, Kafka, Terraform""",
    cat="fields_typed_bullets",
    note="snake_case fields with types in parentheses; the type is not part of the item",
)
F(
    """return only json matching this schema for the message below
{
  "type": "object",
  "properties": {
    "⟦customer_name⟧": {"type": "string"},
    "⟦order_id⟧": {"type": "string"},
    "⟦issue_type⟧": {"type": "string", "enum": ["damaged", "late", "wrong_item", "other"]},
    "⟦refund_requested⟧": {"type": "boolean"}
  }
}

message: hi its Tomasz, order 55-1203 came with the wrong color, I want my money back""",
    cat="fields_json_schema",
    note="JSON schema properties are the fields; 'type' keys and enum values are not",
)
F(
    """fill this form for me using my details below

⟦Name⟧: ____
⟦Date of birth⟧: ____
⟦Policy number⟧: ____
⟦Reason for claim⟧: ____

my details: Dana Whitfield, born 4 march 1988, policy HX-229104, my phone screen cracked when i dropped it""",
    cat="form_fill_blanks",
    note="form labels with blanks",
)
F(
    """from this triage note pull out ⟦patient age⟧, ⟦chief complaint⟧, ⟦allergies⟧, ⟦current medications⟧ and ⟦blood pressure⟧

58M presenting w/ chest tightness x2 days, worse on exertion. NKDA. Meds: atorvastatin 20mg, amlodipine 5mg. BP 152/94, HR 88.""",
    cat="fields_prose_medical",
    note="medical note, fields in prose",
)
F(
    """Job post below. Give me: ⟦Job Title⟧, ⟦Company⟧, ⟦Location⟧, ⟦Salary Range⟧, ⟦Remote Policy⟧

We're hiring! Orchard & Vine is looking for a Customer Success Manager to join our Manchester team. You'll own a book of 60+ mid-market accounts. £38,000–£44,000 + bonus. We work hybrid: 3 days in the office, 2 from home.""",
    cat="fields_titlecase_give_me",
    note="Title Case fields after 'Give me:', job post after",
)
F(
    """turn this text into a csv row with the header ⟦date⟧,⟦merchant⟧,⟦amount⟧,⟦currency⟧,⟦category⟧

paid 23.90 EUR at Café Lumen on nov 2 for lunch with a client""",
    cat="fields_csv_header",
    note="CSV header written without spaces",
)
F(
    "give me the ⟦brand⟧, ⟦model⟧, ⟦screen size⟧, ⟦storage⟧ and ⟦color⟧ as key value pairs from this listing: "
    "'Zentra Nova X2 smartphone, 6.4\" AMOLED, 256GB, Midnight Blue, dual SIM'",
    cat="fields_kv_pairs",
    note="fields in prose, 'as key value pairs'",
)
F(
    """extract ⟦name⟧ | ⟦phone⟧ | ⟦email⟧ | ⟦company⟧ from this signature:

--
Rafael Ortega
Head of Partnerships, Lumina Events
+34 611 402 338
rafael@luminaevents.es""",
    cat="fields_pipes",
    note="fields separated by pipes",
)
F(
    """parse the email into this

class Booking(BaseModel):
    ⟦guest_name⟧: str
    ⟦check_in⟧: date
    ⟦check_out⟧: date
    ⟦room_type⟧: str
    ⟦num_guests⟧: int

email: Hi, I'd like to book a double room for 2 from Dec 20 to Dec 23, name is Helen Park.""",
    cat="fields_pydantic",
    note="pydantic model's attributes, types dropped",
)
F(
    """From the contract below I need the ⟦parties⟧, ⟦effective date⟧, ⟦term⟧, ⟦governing law⟧ and ⟦termination notice period⟧.

SERVICES AGREEMENT. This Agreement is made on 1 February 2027 between Kestrel Analytics GmbH ("Provider") and Moorfield Retail plc ("Client"). The Agreement shall run for an initial period of twenty-four (24) months and renew automatically for successive twelve-month periods unless either party gives not less than ninety (90) days' written notice. This Agreement is governed by the laws of England and Wales.""",
    cat="fields_prose_legal",
    note="fields in prose before a contract excerpt",
)
F(
    """Extract:
⟦vendor_name⟧: str
⟦invoice_date⟧: YYYY-MM-DD
⟦line_items⟧: list
⟦grand_total⟧: float

from the following OCR text:
B1ue Harbour Fish Co. lnvoice date 03/11/2026  Cod loin 4kg 62.00  Salmon 2kg 41.50  TOTAL 103.50""",
    cat="fields_key_type",
    note="key: type lines; OCR noise in the text",
)
F(
    """put the info from these notes in a table with columns | ⟦Candidate⟧ | ⟦Role⟧ | ⟦Interview Date⟧ | ⟦Score⟧ | ⟦Next Step⟧ |

notes: talked to jonas for the QA role on the 4th, solid, 7/10, send take-home. aisha (data eng) on the 5th, excellent 9/10 move to final. ben QA too 6th, 4/10, reject politely""",
    cat="fields_md_header_inline",
    note="markdown header cells inline as the columns",
)
F(
    "get the ⟦date⟧ and ⟦time⟧ from: 'see you on the 14th at 3pm'",
    cat="fields_two_short",
    note="two fields, very short",
)
F(
    """pls pull out 📅 ⟦event name⟧, ⟦date⟧, ⟦venue⟧, ⟦ticket price⟧ from this insta post 👇

🎶✨ SUNSET SESSIONS vol. 3 ✨🎶 this saturday 22/11 @ the rooftop at Hotel Miro 🌇 doors 6pm 🍹 tix €15 link in bio!! 🔥🔥""",
    cat="fields_emoji",
    note="emoji around the fields and in the text",
)
F(
    "what's the ⟦sender⟧, ⟦subject⟧ and ⟦requested deadline⟧ in this email\n\nFrom: Carla Nunes <c.nunes@baxterfreight.com>\n"
    "Subject: Revised quote needed\nHi, could you send the revised quote for the Lisbon route by Wednesday 19th? Thanks",
    cat="fields_question",
    note="fields as the subject of a question",
)
F(
    """Customer wrote in, fill the CRM fields:

⟦Account ID⟧:
⟦Product⟧:
⟦Issue category⟧:
⟦Sentiment⟧:
⟦Escalate⟧ (Y/N):

"hi, account 77120, the smart thermostat (model T4) keeps disconnecting from wifi every night, third time i'm writing about this and honestly getting fed up\"""",
    cat="form_fill_crm",
    note="CRM labels with empty values; the '(Y/N)' hint is not part of the field",
)
F(
    """extract these entities from the text: ⟦PERSON⟧, ⟦ORG⟧, ⟦LOCATION⟧, ⟦DATE⟧

"On 3 March, Amara Osei joined Halden Biotech's new lab in Aarhus as head of research.\"""",
    cat="fields_entity_types",
    note="entity types as fields",
)
F(
    "hey so i need ⟦first name⟧/⟦last name⟧/⟦employee id⟧/⟦start date⟧ from this onboarding email, its for our hr "
    "system: Welcome aboard Tobias Lindqvist (EMP-40917)! Your first day is Monday 1 December.",
    cat="fields_slashes",
    note="fields joined by slashes",
)
F(
    "extrae ⟦nombre⟧, ⟦DNI⟧, ⟦dirección⟧ y ⟦teléfono⟧ de este texto: Me llamo Lucía Ferrer, DNI 48291736K, vivo en "
    "Calle Olmo 12, Valencia, tel 612 334 901",
    lang="es",
    cat="fields_prose_es",
    note="fields in prose, Spanish",
)
F(
    """À partir de cette facture, donne-moi le ⟦numéro de facture⟧, le ⟦montant TTC⟧, la ⟦date d'échéance⟧ et le ⟦nom du fournisseur⟧.

FACTURE N° 2026-1187 — Atelier Gravelle SARL — Montant HT 840,00 € — TVA 20 % 168,00 € — Total TTC 1 008,00 € — À régler avant le 31/12/2026""",
    lang="fr",
    cat="fields_prose_fr",
    note="French fields with articles; the articles are not part of the items",
)
F(
    """Bitte folgende Felder aus der E-Mail ausfüllen:
⟦Kundennummer⟧:
⟦Name⟧:
⟦Anliegen⟧:
⟦Rückrufnummer⟧:

E-Mail: Guten Tag, hier ist Frau Schäfer, Kundennummer 100-4482. Meine Waschmaschine pumpt nicht mehr ab. Bitte rufen Sie mich unter 0171 5523901 zurück.""",
    lang="de",
    cat="form_fill_de",
    note="form labels with colons, German",
)
F(
    """extraia os campos ⟦nome completo⟧, ⟦CPF⟧, ⟦data de nascimento⟧ e ⟦e-mail⟧ do texto abaixo e devolva em JSON

Olá, sou o Rafael Moreira Lima, CPF 123.456.789-09, nasci em 12/07/1994, meu email é rafa.lima@correio.com.br""",
    lang="pt",
    cat="fields_prose_pt",
    note="fields in prose, JSON asked after",
)
F(
    """dal seguente annuncio estrai: ⟦prezzo⟧, ⟦metri quadri⟧, ⟦numero di locali⟧, ⟦zona⟧

Affittasi bilocale luminoso in zona Navigli, 55 mq, 2 locali + cucina abitabile, 1.150 €/mese spese incluse""",
    lang="it",
    cat="fields_colon_it",
    note="fields after a colon, listing after",
)
F(
    "вытащи из письма ⟦ФИО⟧, ⟦номер заказа⟧, ⟦сумму⟧ и ⟦дату доставки⟧: Здравствуйте, меня зовут Ковалёва Анна Сергеевна, "
    "заказ №58214 на 4 390 ₽, доставка была назначена на 18 ноября, но курьер так и не приехал",
    lang="ru",
    cat="fields_prose_ru",
    note="fields in prose, inflected as written (сумму, дату доставки)",
)
F(
    """从下面的简历中提取：⟦姓名⟧、⟦电话⟧、⟦邮箱⟧、⟦工作年限⟧

王磊，电话 138 0013 4567，邮箱 wanglei_dev@example.cn，2018年至今在杭州某电商公司做后端开发。""",
    lang="zh",
    cat="fields_colon_zh",
    note="fields separated by 、 after a colon",
)
F(
    """以下の問い合わせから ⟦氏名⟧・⟦電話番号⟧・⟦注文番号⟧・⟦問い合わせ内容⟧ を抽出してJSONで返して

お世話になります。佐藤美咲と申します。注文番号 A-20931 の商品がまだ届いていません。連絡先は 090-1234-5678 です。""",
    lang="ja",
    cat="fields_dots_ja",
    note="fields joined by ・, JSON asked after",
)
F(
    "아래 문자에서 ⟦이름⟧, ⟦예약 날짜⟧, ⟦인원수⟧ 뽑아줘: 안녕하세요 김민준입니다 12월 24일 저녁 7시에 4명 예약하고 싶어요",
    lang="ko",
    cat="fields_prose_ko",
    note="three fields in prose",
)
F(
    "şu metinden ⟦ad soyad⟧, ⟦telefon⟧, ⟦adres⟧ bilgilerini çıkar: Merhaba ben Elif Yıldız, 0532 418 22 90, "
    "Moda Cad. No:14 Kadıköy İstanbul",
    lang="tr",
    cat="fields_prose_tr",
    note="three fields in prose",
)
F(
    "haal de ⟦naam⟧, ⟦postcode⟧ en ⟦huisnummer⟧ uit dit bericht: hallo, met Sanne de Vries, mijn pakket moet naar 3512 JK "
    "nummer 27 maar het staat verkeerd in jullie systeem",
    lang="nl",
    cat="fields_prose_nl",
    note="three fields in prose",
)
F(
    """wyciągnij z tej faktury: ⟦NIP sprzedawcy⟧, ⟦kwota brutto⟧, ⟦termin płatności⟧

Sprzedawca: Drukarnia Rybak Sp. z o.o., NIP 525-248-17-90. Razem brutto: 2 460,00 zł. Termin płatności: 14 dni (do 28.11.2026).""",
    lang="pl",
    cat="fields_colon_pl",
    note="fields after a colon, invoice after",
)
F(
    "mujhe is message se ⟦customer ka naam⟧, ⟦order number⟧ aur ⟦problem⟧ nikaal ke do: bhaiya main Rohit Sharma, "
    "order 4412098 mein charger nahi aaya box mein",
    lang="hi",
    cat="fields_hinglish",
    note="Hinglish fields in prose",
)
F(
    """---------- Forwarded message ---------
From: Ines Carvalho <i.carvalho@marlinfreight.pt>
Date: Mon, 10 Nov 2026 at 09:14
Subject: RE: RE: Booking MF-88127 – revised schedule
To: Oliver Grant <ogrant@harrowgoods.co.uk>
Cc: ops@marlinfreight.pt

Dear Oliver,

Thank you for your patience. As discussed on the phone this morning, the vessel originally scheduled for your booking (MSC Aurelia, voyage 246N) has been omitted from Leixões due to congestion, so we have moved your cargo to the next available sailing.

Updated details below:
- Booking reference: MF-88127
- Vessel: CMA CGM Tagus, voyage 0TN41N
- Port of loading: Leixões (Porto), Portugal
- Port of discharge: Felixstowe, United Kingdom
- Equipment: 3 x 40' HC, 1 x 20' DV
- Cut-off: Thu 13 Nov, 12:00
- ETD: Sat 15 Nov
- ETA: Thu 20 Nov

Please note that the documentation cut-off has also moved to Wed 12 Nov, 17:00. If the VGM is not received by then we cannot guarantee loading. There is no extra charge for the change, but any storage at the terminal from Fri 14 Nov onwards will be invoiced at cost.

For anything urgent please call me directly on +351 912 440 718 or my colleague Rui Almeida on +351 913 227 050 (he covers the night shift this week).

Kind regards,
Ines Carvalho
Export Coordinator, Marlin Freight Lda.

---------- Earlier message ---------
From: Oliver Grant <ogrant@harrowgoods.co.uk>
Date: Fri, 7 Nov 2026 at 16:52
Subject: RE: Booking MF-88127 – revised schedule

Hi Ines, we got an automated message saying the Aurelia won't call at Leixões. Can you confirm the new vessel and dates asap? Our customer in Ipswich is asking and the goods are ready at the warehouse. Also please confirm whether the 20' is still on the same booking or was split. Thanks, Oliver

---------- Earlier message ---------
From: Marlin Freight Notifications <noreply@marlinfreight.pt>
Date: Fri, 7 Nov 2026 at 11:03
Subject: Booking MF-88127 – revised schedule

This is an automated message. The schedule for your booking has changed. Please contact your coordinator for details.

From the thread above give me: ⟦Booking Reference⟧, ⟦Vessel⟧, ⟦Port of Loading⟧, ⟦Port of Discharge⟧, ⟦Container Count⟧, ⟦ETA⟧, ⟦Contact Person⟧""",
    cat="long_thread_fields_after",
    note="2.2 KB forwarded email thread; Title Case fields after 'From the thread above give me:'",
)
# ---- count
C("need like 15 hashtags for a vegan bakery post", 15, cat="count_like", note="'like 15'")
C("give me a dozen names for a grey kitten", 12, cat="count_dozen", note="'a dozen' = 12")
C(
    "twenty icebreaker questions for a team offsite pls",
    20,
    cat="count_word_first",
    note="spelled number first, no verb",
)
C("write 5 faq entries for a dog grooming salon website", 5, cat="count_faq", note="FAQ drafting as a count")
C("can u come up with 8 subject lines for our black friday email", 8, cat="count_polite", note="polite lead")
C(
    "generate 10 sample customer reviews for a coffee grinder to test our sentiment model, mix of good and bad",
    10,
    cat="count_test_data",
    note="test data, requirement after",
)
C(
    "You are a senior recruiter at a fintech. Write 6 interview questions for a junior backend engineer role, focus on python and sql.",
    6,
    cat="count_roleplay",
    note="role-play preamble before the count",
)
C("list 7 ways to save on groceries as a student", 7, cat="count_ways", note="'list N ways'")
C("3 tweet ideas announcing our new app feature (offline mode)", 3, cat="count_bare", note="number first, no verb")
C("give me fifty baby boy names starting with R", 50, cat="count_spelled", note="'fifty'")
C("lol those are good, give me 4 more like that", 4, cat="count_more", note="'N more' after earlier turns")
C(
    "need 30 multiple choice questions on the french revolution for my yr 9 class, 4 options each, mark the answer",
    30,
    cat="count_with_requirements",
    note="'4 options each' is a requirement, the count is 30",
)
C(
    """Generate 12 product names for a line of organic skincare. Requirements:
- max 2 words
- easy to pronounce in english and spanish
- no 'eco' or 'green'""",
    12,
    cat="count_requirements_bullets",
    note="bulleted requirements after the count, numbers inside them",
)
C("brainstorm ten blog post titles about budgeting for freelancers", 10, cat="count_spelled", note="'brainstorm ten'")
C(
    "pls write 3 different versions of an out of office message, one formal one funny one short",
    3,
    cat="count_versions",
    note="three versions described after",
)
C("gimme 25 vocab words for the SAT with definitions", 25, cat="count_slang_lead", note="'gimme'")
C(
    "write 6 short bios for our team page (I'll fill in names later), make them warm and casual",
    6,
    cat="count_bios",
    note="aside in parentheses",
)
C("✨ 10 caption ideas for my sunset pics pls ✨🌅", 10, cat="count_emoji", note="emoji around the count")
C(
    "suggest 4 names for my fantasy football team, our league theme is 90s movies",
    4,
    cat="count_suggest",
    note="'90s' is not a count",
)
C("two dozen trivia questions about the 80s for a pub quiz", 24, cat="count_dozen", note="'two dozen' = 24")
C("5 reasons to switch to our premium plan, for a landing page", 5, cat="count_reasons", note="reasons as a count")
C(
    "Can you please help me. I run a small plant shop in Bristol and I want to post more on instagram. Could you write me 9 post ideas for december?",
    9,
    cat="count_after_story",
    note="count in the last sentence after a story",
)
C(
    "I want you to act as a social media manager for a vintage clothing store. Give me 14 hashtags to use on every post.",
    14,
    cat="count_roleplay",
    note="'act as' preamble",
)
C(
    "write eight short push notifications for a meditation app, under 50 characters each",
    8,
    cat="count_with_limit",
    note="'50 characters' is a limit",
)
C(
    """Read the passage and write 8 quiz questions (with answers) for a year 10 biology class.

Photosynthesis takes place mainly in the leaves of green plants, inside small structures called chloroplasts. Chloroplasts contain a green pigment, chlorophyll, which absorbs light energy, mostly from the red and blue parts of the spectrum, and reflects green light, which is why leaves look green to us. The process can be split into two stages. In the light-dependent reactions, which happen in the thylakoid membranes, light energy is used to split water molecules, releasing oxygen as a by-product and producing ATP and NADPH. In the light-independent reactions, often called the Calvin cycle, which take place in the stroma, the plant uses ATP and NADPH to fix carbon dioxide from the air into glucose.

The rate of photosynthesis depends on several limiting factors: light intensity, carbon dioxide concentration and temperature. If any one of these is in short supply, it limits the rate even if the others are plentiful. Temperature matters because the reactions are controlled by enzymes, which work slowly in the cold and are denatured if it gets too hot. Farmers growing tomatoes in greenhouses often raise the carbon dioxide level and use artificial lighting in winter to keep the rate of photosynthesis high and increase their yield.

The glucose made is used for respiration, converted into starch for storage, turned into cellulose to build cell walls, or combined with nitrates from the soil to make amino acids and proteins.""",
    8,
    cat="count_from_passage_long",
    note="1.5 KB passage after the count; 'two stages', 'three' factors in the passage are not counts",
)
C("dame 10 ideas de nombres para una panadería artesanal", 10, lang="es", cat="count_es", note="'dame 10 ideas'")
C("escribe cinco preguntas para una entrevista de camarero", 5, lang="es", cat="count_spelled_es", note="'cinco'")
C(
    "propose-moi 8 titres accrocheurs pour un article sur le télétravail",
    8,
    lang="fr",
    cat="count_fr",
    note="'propose-moi 8'",
)
C(
    "donne moi une douzaine d'idées de cadeaux pour un ado de 15 ans",
    12,
    lang="fr",
    cat="count_dozen_fr",
    note="'une douzaine' = 12; '15 ans' is an age",
)
C("Schreib mir zehn Slogans für einen Fahrradladen in Köln", 10, lang="de", cat="count_spelled_de", note="'zehn'")
C("ich brauche 6 Fragen für ein Mitarbeitergespräch", 6, lang="de", cat="count_need_de", note="'ich brauche 6'")
C("me dá 15 hashtags pra uma loja de roupa fitness", 15, lang="pt", cat="count_pt", note="informal Brazilian")
C("scrivi 7 idee per post instagram per una gelateria", 7, lang="it", cat="count_it", note="'scrivi 7 idee'")
C("придумай 20 названий для телеграм-канала про путешествия", 20, lang="ru", cat="count_ru", note="'придумай 20'")
C("напиши пять вопросов для квиза про космос", 5, lang="ru", cat="count_spelled_ru", note="'пять'")
C("帮我想十个奶茶店的名字", 10, lang="zh", cat="count_spelled_zh", note="十个")
C("写3条朋友圈文案，推广我们的新款咖啡", 3, lang="zh", cat="count_zh", note="3条")
C("猫カフェの名前を5つ考えてください", 5, lang="ja", cat="count_ja", note="5つ")
C("카페 인스타 캡션 10개 써줘", 10, lang="ko", cat="count_ko", note="10개")
C("kahve dükkanı için 8 tane slogan yaz", 8, lang="tr", cat="count_tr", note="'8 tane'")
C(
    "اعطني خمس أفكار لمنشورات انستغرام عن العناية بالبشرة",
    5,
    lang="ar",
    cat="count_spelled_ar",
    note="'خمس' spelled",
)
C("viết giúp mình 6 caption bán hàng cho shop giày", 6, lang="vi", cat="count_vi", note="'6 caption'")
C(
    "mere youtube channel ke liye 10 video ideas do, cooking channel hai",
    10,
    lang="hi",
    cat="count_hinglish",
    note="Hinglish",
)
C("wymyśl 12 nazw dla firmy sprzątającej", 12, lang="pl", cat="count_pl", note="'wymyśl 12 nazw'")
C("geef me 5 ideeën voor een teamuitje in utrecht", 5, lang="nl", cat="count_nl", note="'geef me 5'")
# ---- none, English: dependent steps and questions that build on each other
N(
    "first convert 72°F to celsius, then tell me if thats warm enough to swim",
    cat="dependent_steps",
    note="the second step uses the first's result",
)
N(
    "find the median of these numbers and then subtract it from the mean: 4, 8, 15, 16, 23, 42",
    cat="dependent_steps",
    note="one computation over a list of numbers",
)
N(
    "step 1 figure out how many weeks until march 15. step 2 divide my 3000 savings goal by that number. step 3 tell me how much to save per week",
    cat="dependent_steps",
    note="numbered steps, each on the one before",
)
N(
    "whats the tallest mountain in africa and how long does it take to climb it",
    cat="dependent_questions",
    note="'it' is the first answer",
)
N(
    "who is the ceo of the company that makes the ps5, and how old is he?",
    cat="dependent_questions",
    note="the second question is about the first's answer",
)
N(
    "what year did the titanic sink? and who was the us president that year?",
    cat="dependent_questions",
    note="'that year' points back",
)
N(
    "if i invest 200 a month at 7% for 30 years how much will i have? and how much of that is interest?",
    cat="dependent_questions",
    note="the second question splits the first's answer",
)
N(
    "change my plan from basic to pro and apply the discount code SPRING20",
    cat="dependent_steps",
    note="two account actions in order; the code applies to the new plan",
)
# ---- none: one procedure
N(
    "how do i set up 2fa on my account: 1. go to settings? 2. then security? im lost after that",
    cat="procedure",
    note="the user's own numbered steps of one procedure, with question marks",
)
N(
    "walk me through replacing a bike inner tube, i have tire levers, a pump and a new tube",
    cat="procedure",
    note="one procedure, tools listed as context",
)
N(
    "steps to migrate a wordpress site to a new host without downtime",
    cat="procedure",
    note="one procedure asked for",
)
N(
    """my dishwasher shows E24. i already:
- cleaned the filter
- checked the drain hose isnt kinked
- ran a rinse cycle
what do i do next?""",
    cat="procedure",
    note="bullets are what was tried; one question",
)
# ---- none: code and math with enumerated conditions
N(
    """write a python function that:
1. takes a list of order dicts
2. filters out cancelled ones
3. groups by customer_id
4. returns total spend per customer sorted desc""",
    cat="math_code",
    note="one function, numbered requirements",
)
N(
    "SQL: get all users who (a) signed up in 2025, (b) have at least 3 orders, and (c) never used a coupon",
    cat="math_code",
    note="one query, lettered conditions",
)
N(
    "regex that matches uk postcodes, must handle: lowercase, optional space, and the GIR 0AA special case",
    cat="math_code",
    note="one regex, several cases",
)
N(
    "A train leaves at 9:40 going 80 km/h. a) how far has it gone by 11:10? b) how much further is it from there to the station 250 km away? c) at that speed, when does it get there?",
    cat="math_code",
    note="lettered parts of one word problem, each on the one before",
)
N(
    """fix this, it should return the second largest number but it crashes on [5,5] and on empty lists
```python
def second_largest(nums):
    s = sorted(set(nums))
    return s[-2]
```""",
    cat="math_code",
    note="one bug fix, two failing cases",
)
N(
    """bash script that backs up /var/www every night:
- keep 7 days
- gzip it
- log to /var/log/backup.log
- email me if it fails""",
    cat="math_code",
    note="one script, bulleted requirements",
)
N(
    "excel formula: if column B is 'paid' and column C is over 30 days old, show 'archive', else if B is 'unpaid' show 'chase', otherwise blank",
    cat="math_code",
    note="one formula with branches",
)
N(
    "solve the system: 2x + y = 7, x - y = 2",
    cat="math_code",
    note="a system of two equations, one answer",
)
N(
    "write a function that returns name, email and phone from a contact dict",
    cat="math_code",
    note="code that names several fields",
)
N(
    "create a sql table for customers with id, name, email, created_at",
    cat="math_code",
    note="one table with columns, not fields to extract",
)
N(
    'validate this json and tell me whats wrong\n{"name": "api", "port": 8080, "debug": true,}',
    cat="math_code",
    note="one JSON object to check",
)
N(
    """in my spreadsheet column A has names, column B has emails and column C has signup dates. how do i find rows where the same email appears twice?""",
    cat="math_code",
    note="columns described as context, one question",
)
# ---- none: compare, choose, rank, order
N(
    "which is better for a beginner photographer: sony a6400, canon r50 or nikon z50?",
    cat="compare_choose",
    note="one choice among listed options",
)
N(
    "rank these by how healthy they are: oatmeal, granola, cornflakes, eggs on toast",
    cat="compare_choose",
    note="one ranking",
)
N(
    "should i take the job at the startup (more equity, less salary) or the bank job (stable, 20% more pay)? im 27 with no kids",
    cat="compare_choose",
    note="one decision",
)
N(
    "whats the difference between a LLC, a sole proprietorship and an S corp",
    cat="compare_choose",
    note="one comparison of three",
)
N(
    "pick the best name out of these for my bakery: Crumb & Co, Rise Up, The Flour Pot, Knead to Know",
    cat="compare_choose",
    note="names listed, one to pick",
)
N(
    "order these events chronologically: moon landing, fall of berlin wall, first iphone, ww2 ends",
    cat="compare_choose",
    note="one ordering",
)
N(
    """which of these plans is cheapest for me if i use 8gb a month:
Plan A – £10, 5GB, £2 per extra GB
Plan B – £15, 10GB
Plan C – £7, 3GB, £3 per extra GB""",
    cat="compare_choose",
    note="labelled rows, one choice",
)
N(
    "compare postgres vs mysql vs sqlite for a small saas app",
    cat="compare_choose",
    note="one comparison",
)
N(
    "make a table comparing iphone 15, pixel 8 and galaxy s24 on battery, camera and price",
    cat="compare_choose",
    note="one comparison table; phones and attributes named",
)
N(
    """which of these should i reply to first?
- "Invoice overdue - final reminder"
- "Lunch thursday?"
- "URGENT: server down in prod"
- "Your Amazon order has shipped\"""",
    cat="compare_choose",
    note="email subjects listed, one to choose",
)
N(
    """Which of the following is a prime number?
A) 21
B) 27
C) 29
D) 33""",
    cat="multiple_choice",
    note="one multiple-choice question",
)
N(
    "true or false: the great wall of china is visible from space",
    cat="multiple_choice",
    note="one true/false question",
)
N(
    "what are the five love languages",
    cat="fixed_set",
    note="a fixed set, one answer",
)
N(
    "name the 7 continents from biggest to smallest",
    cat="fixed_set",
    note="a fixed set in an order, one answer",
)
# ---- none: a list given as context for one question
N(
    "here's what's in my fridge: eggs, spinach, half an onion, feta, some leftover rice. what can i make for dinner?",
    cat="list_as_context",
    note="ingredients as context, one question",
)
N(
    "my symptoms: sore throat, mild fever, tired, no cough. should i go to a doctor or wait it out?",
    cat="list_as_context",
    note="symptoms as context, one question",
)
N(
    """these are my monthly expenses:
rent 1200
car 350
food 400
subscriptions 60
gym 45
I earn 2800 after tax. am I saving enough?""",
    cat="list_as_context",
    note="expense lines as context, one question",
)
N(
    "my skills: python, excel, tableau, some sql. what jobs should i apply for?",
    cat="list_as_context",
    note="skills listed, one question",
)
N(
    "guest list: 14 adults, 6 kids, 2 vegetarians, 1 gluten free. how much food should i order for a bbq?",
    cat="list_as_context",
    note="numbers as context, not counts",
)
N(
    "I'm packing: 3 t-shirts, 2 jeans, 1 jacket, sneakers. Am I missing anything for a week in Iceland in October?",
    cat="list_as_context",
    note="packing list with numbers, one question",
)
N(
    """here's our sales data
month,revenue
jan,12000
feb,13500
mar,9800
apr,15100
what's the average monthly growth rate?""",
    cat="list_as_context",
    note="CSV rows as context for one computation",
)
N(
    """here are this week's tickets:
#101 login loop on ios
#102 login loop on android
#103 cant log in after password reset
#104 invoice pdf blank
is there a common root cause here?""",
    cat="list_as_context",
    note="labelled tickets, one question across them",
)
N(
    "these are the reviews for our product: 'love it' 'broke in a week' 'meh' 'perfect gift'. what's the overall sentiment?",
    cat="list_as_context",
    note="quoted reviews, one overall answer",
)
N(
    """Read the following customer messages and write ONE short summary for my manager:
- "app crashes when I upload a photo"
- "upload button does nothing on my tablet"
- "can't attach images to my profile since yesterday\"""",
    cat="list_as_context",
    note="messages listed, one summary asked for",
)
N(
    '{"order_id": "55-1203", "status": "in_transit", "carrier": "DPD", "eta": "2026-11-20"} when will my order arrive?',
    cat="list_as_context",
    note="JSON fields as context, one question",
)
N(
    "do cats, dogs and rabbits get along if you keep them in the same house?",
    cat="one_question_several_things",
    note="one question about three animals together",
)
N(
    "is it safe to mix bleach, vinegar and baking soda for cleaning the bathroom",
    cat="one_question_several_things",
    note="one question about a mixture",
)
# ---- none: one question or one task on a passage
N(
    """Our hybrid policy: Employees may work remotely up to two days per week, subject to manager approval. Core in-office days are Tuesday and Wednesday. Requests to change remote days must be submitted one week in advance via the HR portal.

does this mean i can work from home on fridays?""",
    cat="single_question_passage",
    note="policy passage, one question",
)
N(
    """got this from my landlord:

"Hi, just a heads up that the rent will go up by £75 from January. Also the boiler service is booked for the 12th between 8 and 12, please make sure someone is in. Thanks, Gary"

how should i reply, i cant be home on the 12th""",
    cat="single_question_passage",
    note="pasted message with two points, one reply asked for",
)
N(
    """summarize this in 3 bullet points:

The city council voted on Tuesday to extend the riverside cycle path by 4 km, connecting the Eastgate and Millbrook neighbourhoods. The £2.3m project will be funded partly by a national transport grant. Construction is expected to start in spring and take around eight months. Some residents raised concerns about the loss of parking spaces on Canal Street, and the council said it would consult on alternatives.""",
    cat="single_task_summary",
    note="one summary; '3 bullet points' is its shape, not three tasks",
)
N(
    """agent: Thanks for contacting Brightline, how can I help?
customer: my internet has been down since 6am
agent: Have you tried turning the router off and on?
customer: yes obviously
agent: Please hold.
customer: it's been 20 min
agent: Your case has been escalated. Is there anything else?

was the agent rude here?""",
    cat="single_question_passage",
    note="transcript, one question about it",
)
N(
    """translate this to french please:

Dear Ms Laurent, thank you for your quick reply. We can confirm the delivery for Thursday morning. The driver will call you 30 minutes before arrival. Please let us know if anyone needs to sign for the package.""",
    cat="single_text_translate",
    note="one text of several sentences to translate",
)
N(
    """fix the grammar in this email:

hi tom, i wanted to followed up about the proposal we was discussing last week. me and sarah has went through the numbers and we thinks its good. let me know when your free to talk""",
    cat="single_text_correct",
    note="one email to correct, not separate sentences",
)
N(
    "combine these into one sentence: the dog barked. the mailman ran. the neighbors laughed.",
    cat="single_task",
    note="three sentences merged into one",
)
# ---- none: one piece of writing naming several topics or with numbers in it
N(
    "write a blog post about budgeting, saving and investing for people in their 20s",
    cat="single_task",
    note="one post, three topics",
)
N(
    "make me a 3 day itinerary for rome, we like food, history and not too much walking",
    cat="single_task",
    note="one itinerary; '3 day' is its length",
)
N(
    "write a cover letter for a marketing coordinator role, mention my experience with social media, event planning and copywriting",
    cat="single_task",
    note="one letter naming three topics",
)
N(
    "create a lesson plan on fractions, decimals and percentages for 10 year olds",
    cat="single_task",
    note="one plan, three topics",
)
N(
    "write a poem about the sea, my grandmother and the color blue",
    cat="single_task",
    note="one poem, three subjects",
)
N(
    "email to my team about the new PTO policy: 25 days, carry over max 5, request 2 weeks ahead",
    cat="single_task",
    note="one email, numbers in its content",
)
N(
    "write an essay on the top 3 reasons for the fall of the roman empire",
    cat="single_task",
    note="judged one essay: 'top 3 reasons' is its content, not three things to write",
)
N(
    "write a 500 word story about a lighthouse keeper who finds a message in a bottle",
    cat="single_task",
    note="'500 word' is a length",
)
N(
    "explain quantum computing in 3 sentences",
    cat="single_task",
    note="one explanation of 3 sentences",
)
N(
    "write a 10 line poem about autumn",
    cat="single_task",
    note="one poem of 10 lines",
)
N(
    "give me a 4 week running plan to go from 0 to 5k, i can run 3 times a week",
    cat="single_task",
    note="one plan, numbers are its shape",
)
N(
    """ROLE: hr consultant
CONTEXT: 40 person company, no formal review process
TASK: design a performance review process
FORMAT: bullet points, max 1 page""",
    cat="template_role_task",
    note="role/context/task/format template, one task",
)
N(
    "write a product description for our new hiking boot: waterproof, vibram sole, 540g, comes in 3 colours",
    cat="single_task",
    note="one description; the features are its content",
)
# ---- none: a quantity, not a number of things
N("how many calories are in 2 cups of cooked rice", cat="quantity", note="'2 cups' is a quantity")
N("convert 3 cups of flour to grams", cat="quantity", note="one conversion")
N("recipe for pancakes using 2 eggs and no milk", cat="quantity", note="one recipe; '2 eggs' an ingredient")
N(
    "i need a recipe that serves 6 people, vegetarian, under 45 mins",
    cat="quantity",
    note="'serves 6' is a size",
)
N("my kid has 3 tests next week, how should he split his study time?", cat="quantity", note="one plan for 3 tests")
N("i want to return 2 of the 3 shirts i bought, how do i do that", cat="quantity", note="one return procedure")
N("is 5 hours of sleep enough?", cat="quantity", note="one question with a number")
N("whats 2 + 2", cat="quantity", note="very short arithmetic")
N("book a table for 4 at 7pm saturday", cat="support_command", note="'for 4' is party size")
# ---- none: support commands and complaints with one real ask
N("cancel my order", cat="support_command", note="two-word command")
N("track order 88213", cat="support_command", note="one command with an id")
N(
    "why is it that every time i call support i get put on hold for an hour? why is nobody answering emails? honestly im done. how do i close my account?",
    cat="rhetorical_then_ask",
    note="rhetorical complaint questions, one real ask",
)
N(
    "your app keeps logging me out, its the third time this week, i've reinstalled it, cleared cache, restarted my phone, nothing works. please fix it",
    cat="complaint_single_ask",
    note="what was tried listed, one ask",
)
N(
    "Hi, I was charged €49.99 on 3 Nov and again on 4 Nov for the same subscription. Please refund the duplicate charge.",
    cat="complaint_single_ask",
    note="one refund request with two dates",
)
# ---- none: role-play set-ups
N(
    "You are a Linux terminal. I will type commands and you reply with what the terminal would show. My first command is pwd",
    cat="roleplay_setup",
    note="role-play set-up, one command",
)
N(
    "act as my spanish tutor. correct my mistakes as we chat, one at a time, and ask me a question to start",
    cat="roleplay_setup",
    note="tutor set-up, questions one at a time",
)
N(
    "pretend you're a customer who is angry about a late delivery so I can practice handling complaints. start the conversation",
    cat="roleplay_setup",
    note="practice role-play",
)
# ---- none: chit-chat
N("lol ur actually pretty funny. do you ever get bored?", cat="chitchat", note="small talk with one question")
N(
    "good morning!! ☀️ ready for another day of helping me procrastinate? 😂",
    cat="chitchat",
    note="greeting with a rhetorical question and emoji",
)
N("thanks so much that worked!! you're a lifesaver", cat="chitchat", note="thanks")
N("hey", cat="chitchat", note="one word")
N("are you a real person or a bot?", cat="chitchat", note="one question with 'or'")
# ---- none: long requests with one ask
N(
    """Can you read this and tell me if there's anything I should worry about before signing? It's for a freelance design job.

FREELANCE SERVICES AGREEMENT

1. Services. The Contractor will provide brand identity design services (logo, colour palette, typography guidelines and a 20-page brand book) as described in Schedule A.

2. Fees. The Client will pay a fixed fee of £6,500, payable 30% on signature and 70% on final delivery. Invoices are payable within 60 days of receipt. Late payments will not accrue interest.

3. Revisions. The fee includes unlimited revisions until the Client is fully satisfied with the deliverables.

4. Intellectual Property. All work product, including preliminary sketches, rejected concepts and working files, becomes the exclusive property of the Client upon creation, whether or not the fees have been paid. The Contractor waives all moral rights.

5. Non-compete. For a period of 24 months after termination, the Contractor shall not provide design services to any business operating in the food and beverage sector anywhere in the United Kingdom.

6. Termination. The Client may terminate this Agreement at any time with 7 days' notice. In that case the Contractor shall be entitled only to the deposit already paid. The Contractor may terminate with 90 days' notice.

7. Liability. The Contractor shall indemnify the Client against any and all claims, losses and expenses arising from the Services, without limit.

8. Confidentiality. The Contractor shall keep all information relating to the Client confidential for an unlimited period.

9. Governing law. This Agreement is governed by the laws of England and Wales.

Signed: ______________ (Client: Saltmarsh Kitchen Ltd)   ______________ (Contractor)""",
    cat="long_contract_one_question",
    note="1.7 KB numbered contract, one question over it",
)
N(
    """write a reply to the customer for me, keep it short and apologetic, offer a 20% code. here's the chat so far:

[14:02] Customer (Hannah R.): Hi, I ordered the walnut bookshelf (order 7730-KD) three weeks ago and it still says "processing"
[14:03] Bot: I'm sorry to hear that! Can you confirm the email on the order?
[14:03] Customer (Hannah R.): hannah.r@postbox.net
[14:05] Agent (Liam): Hi Hannah, thanks for waiting. I can see the order, it's waiting on a part from our supplier.
[14:06] Customer (Hannah R.): ok but nobody told me that?? the website said 5-7 days delivery
[14:06] Customer (Hannah R.): I took a day off work for the delivery last week because I got an email saying it was coming
[14:08] Agent (Liam): I understand, I'm sorry about that. I'll check with the warehouse.
[14:15] Customer (Hannah R.): still here...
[14:21] Agent (Liam): The warehouse says the part should arrive Monday and it will ship Tuesday.
[14:22] Customer (Hannah R.): and what about the day off I took? that's money I lost. honestly I'm thinking of cancelling
[14:22] Customer (Hannah R.): also why did I get a "your order is on its way" email if it wasn't??
[14:24] Agent (Liam): Let me check with my supervisor.
[14:40] Customer (Hannah R.): it's been 15 min. hello?""",
    cat="long_transcript_one_reply",
    note="1.3 KB chat transcript with the customer's questions inside; one reply asked for",
)
# ---- none, other languages
N(
    "qué es mejor para aprender inglés: duolingo, babbel o una academia?",
    lang="es",
    cat="compare_choose",
    note="one choice among three",
)
N(
    "tengo arroz, pollo, pimiento y tomate, qué puedo cocinar?",
    lang="es",
    cat="list_as_context",
    note="ingredients as context",
)
N(
    "escribe un correo a mi jefe pidiendo vacaciones del 3 al 10 de agosto, menciona que dejo todo listo y que Marta me cubre",
    lang="es",
    cat="single_task",
    note="one email with its points",
)
N(
    "quelle est la différence entre un CDD, un CDI et l'intérim ?",
    lang="fr",
    cat="compare_choose",
    note="one comparison of three contracts",
)
N(
    "écris une lettre de motivation pour un poste de vendeur, en parlant de mon expérience en caisse, en stock et en service client",
    lang="fr",
    cat="single_task",
    note="one letter naming three topics",
)
N(
    "bonjour, merci pour votre aide hier, tout fonctionne maintenant ! bonne journée",
    lang="fr",
    cat="chitchat",
    note="thanks",
)
N(
    "Rechne bitte aus: 3 Raten à 149 € plus 4,95 € Versand, wie viel zahle ich insgesamt?",
    lang="de",
    cat="quantity",
    note="one sum",
)
N(
    "Schreib eine Python-Funktion, die 1. eine CSV einliest, 2. leere Zeilen entfernt und 3. das Ergebnis als JSON speichert",
    lang="de",
    cat="math_code",
    note="one function, numbered steps inline",
)
N(
    "quanto tempo leva pra cozinhar 2 xícaras de arroz?",
    lang="pt",
    cat="quantity",
    note="'2 xícaras' a quantity",
)
N(
    "qual celular compensa mais: moto g84, galaxy a35 ou redmi note 13?",
    lang="pt",
    cat="compare_choose",
    note="one choice among three phones",
)
N(
    "ho mal di gola, un po' di febbre e tosse secca da tre giorni. devo preoccuparmi?",
    lang="it",
    cat="list_as_context",
    note="symptoms as context, one question",
)
N(
    "scrivi un post per linkedin sul mio nuovo lavoro, parla del team, della sfida e della città",
    lang="it",
    cat="single_task",
    note="one post, three topics",
)
N(
    "сначала найди площадь комнаты 4 на 5 метров, потом посчитай сколько нужно упаковок ламината если в упаковке 2,2 м²",
    lang="ru",
    cat="dependent_steps",
    note="'сначала ... потом' on one result",
)
N(
    "что лучше для новичка: python, javascript или go?",
    lang="ru",
    cat="compare_choose",
    note="one choice",
)
N(
    "кто написал войну и мир и сколько ему было лет когда он её закончил?",
    lang="ru",
    cat="dependent_questions",
    note="'ему' is the first answer",
)
N("спасибо большое, ты очень помог 🙏", lang="ru", cat="chitchat", note="thanks")
N(
    "北京、上海和深圳哪个城市更适合刚毕业的程序员？",
    lang="zh",
    cat="compare_choose",
    note="cities separated by 、, one choice",
)
N(
    "先帮我算一下月供，然后告诉我总利息是多少：贷款100万，30年，利率3.5%",
    lang="zh",
    cat="dependent_steps",
    note="先...然后 on one loan",
)
N(
    "写一篇关于环保、节能和垃圾分类的演讲稿",
    lang="zh",
    cat="single_task",
    note="one speech, three topics separated by 、",
)
N(
    "東京から大阪まで新幹線と飛行機、どっちが安い？",
    lang="ja",
    cat="compare_choose",
    note="one comparison",
)
N(
    "冷蔵庫に卵、ネギ、豆腐、ひき肉があります。何が作れますか？",
    lang="ja",
    cat="list_as_context",
    note="ingredients as context",
)
N(
    "아이폰이랑 갤럭시 중에 뭐가 더 배터리 오래가?",
    lang="ko",
    cat="compare_choose",
    note="one comparison",
)
N("고마워 덕분에 해결했어 ㅎㅎ", lang="ko", cat="chitchat", note="thanks")
N(
    "istanbul'da 3 günlük bir gezi planı yapar mısın, müze ve yemek ağırlıklı olsun",
    lang="tr",
    cat="single_task",
    note="one itinerary; '3 günlük' its length",
)
N(
    "hangisi daha mantıklı: kira ödemek mi ev almak mı?",
    lang="tr",
    cat="compare_choose",
    note="one choice",
)
N(
    "ما الفرق بين الحساب الجاري وحساب التوفير والوديعة؟",
    lang="ar",
    cat="compare_choose",
    note="one comparison of three",
)
N(
    "nên mua laptop dell, asus hay lenovo để học lập trình?",
    lang="vi",
    cat="compare_choose",
    note="one choice among three brands",
)
N(
    "viết giúp mình một email xin nghỉ phép 2 ngày vì con bị ốm",
    lang="vi",
    cat="single_task",
    note="one email; '2 ngày' a duration",
)
N(
    "mujhe delhi se jaipur jaana hai, train better hai ya bus?",
    lang="hi",
    cat="compare_choose",
    note="Hinglish, one choice",
)
N(
    "मेरे पास आलू, प्याज़, टमाटर और पनीर है, क्या बना सकता हूँ?",
    lang="hi",
    cat="list_as_context",
    note="ingredients as context",
)
N(
    "co lepsze na pierwszy samochód: toyota yaris, skoda fabia czy kia rio?",
    lang="pl",
    cat="compare_choose",
    note="one choice among three",
)
N(
    "najpierw przelicz 250 euro na złote, a potem powiedz ile to jest po odjęciu 19% podatku",
    lang="pl",
    cat="dependent_steps",
    note="'najpierw ... a potem' on one result",
)
N(
    "hoi, kan ik mijn abonnement tussentijds opzeggen en krijg ik dan geld terug?",
    lang="nl",
    cat="dependent_questions",
    note="'dan' points back: money back if cancelled",
)
N(
    "schrijf een verjaardagsgedicht voor mijn oma, ze houdt van tuinieren, katten en koffie",
    lang="nl",
    cat="single_task",
    note="one poem naming three things",
)


if __name__ == "__main__":
    main(ROWS, out=OUT, prefix="x", source=SOURCE)
