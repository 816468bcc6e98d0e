"""The tenth development set (``dev10.jsonl``): requests written the way people write to chat
assistants and support bots, for a generalisation figure.

    python benchmarks/data/items_real/build_dev10.py          # writes dev10.jsonl, with the checks
    python benchmarks/data/items_real/build_dev10.py --check  # the checks only
    python benchmarks/data/items_real/build_dev10.py --score [OUT.md]  # items_real.py's figures on it, per kind and language

Every row is written here by hand (see DEV10.md). In a ``list`` or ``fields`` request each gold
item is marked ``⟦like this⟧``; the marks are taken out of the request and the marked spans become
its items, so every item is a substring of its request, in order, by construction. The checks: ids
unique, kinds known, no request repeated, every ``list``/``fields`` item an exact substring of its
request, in order, ``count`` rows with a count and no items, ``none`` rows with neither.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from devset import Rows, main  # noqa: E402

OUT = HERE / "dev10.jsonl"
SOURCE = "written for dev10"
ROWS = Rows()
L, F, C, N = ROWS.L, ROWS.F, ROWS.C, ROWS.N


# ============================================================================ English: list
L(
    """Hi, I ordered a standing desk last week (order #58213) and I have a couple of questions. ⟦Is it possible to change the delivery address?⟧ Also ⟦does the desk come assembled or do I need tools?⟧ And ⟦what's the weight limit on the top?⟧ Thanks!!""",
    cat="support_multi_question",
    note="customer, three questions inline with also/and",
)

L(
    """hey quick ones: ⟦do you ship to canada⟧ and ⟦how long does it take⟧""",
    cat="support_two_inline",
    note="two lowercase questions joined by and, no question marks",
)

L(
    """Can you answer these for my biology revision

1. ⟦What is osmosis?⟧
2. ⟦Name the four main blood types.⟧
3. ⟦Why do plants need nitrogen?⟧
4. ⟦What is the role of the pancreas?⟧
5. ⟦How do vaccines work?⟧""",
    cat="homework_numbered",
    note="five revision questions, numbered",
)

L(
    """- ⟦what's the difference between a LEFT JOIN and an INNER JOIN⟧
- ⟦when should I use HAVING instead of WHERE⟧
answer both with an example pls""",
    cat="dev_questions_bullets",
    note="two SQL questions, instruction after",
)

L(
    """Translate into Spanish, one per line:
⟦Your order has been shipped.⟧
⟦We are sorry for the delay.⟧
⟦Please reply to this email with your order number.⟧
⟦The store is closed on public holidays.⟧""",
    cat="translate_lines",
    note="four support sentences to translate",
)

L(
    """Define each of these terms in one sentence: ⟦amortization⟧, ⟦accrual⟧, ⟦depreciation⟧, ⟦goodwill⟧, ⟦working capital⟧.""",
    cat="define_terms_commas",
    note="five accounting terms with commas",
)

L(
    """I'm an agent at Brightline Telecom. Draft a short, friendly reply to each of these customer messages:

"⟦My internet has been dropping every evening since Tuesday, what is going on?⟧"

"⟦I was charged twice for March. I want the extra charge back.⟧"

"⟦Can I move my contract to my daughter's name?⟧\"""",
    cat="agent_draft_replies",
    note="three quoted customer messages separated by blank lines",
)

L(
    """Rewrite these product titles so they're under 60 characters:
• ⟦Premium Stainless Steel Insulated Water Bottle 32oz Leak Proof Double Wall Vacuum for Gym Hiking⟧
• ⟦Women's Lightweight Waterproof Rain Jacket with Hood Packable Windbreaker for Travel Outdoor⟧""",
    cat="ecommerce_rewrite_titles",
    note="two listing titles with bullets",
)

L(
    """explain what each of these git commands does
⟦git rebase -i HEAD~3⟧
⟦git cherry-pick a1b2c3d⟧
⟦git reflog⟧""",
    cat="dev_explain_commands",
    note="three commands on plain lines",
)

L(
    """Q1: ⟦What year did the company go public?⟧
Q2: ⟦Who was the CEO at the time?⟧
Q3: ⟦How many employees does it have now?⟧

(use the text I pasted earlier)""",
    cat="questions_labelled",
    note="Q1: labels, note after",
)

L(
    """I have an interview next week for a junior data analyst role. Could you give me model answers for these?
a) ⟦Tell me about a time you found an error in a dataset.⟧
b) ⟦How would you explain a p-value to a non-technical manager?⟧
c) ⟦Why do you want to work here?⟧""",
    cat="interview_lettered",
    note="lettered interview prompts",
)

L(
    """Which part of speech is each underlined word? ⟦the QUICK fox⟧ / ⟦she sang BEAUTIFULLY⟧ / ⟦we walked TO the park⟧""",
    cat="homework_slashes",
    note="three phrases separated by slashes",
)

L(
    """Is this sentence correct? "⟦Me and him went to the store.⟧" What about "⟦Neither of the options are good.⟧\"""",
    cat="grammar_check_two",
    note="two quoted sentences to check; frame repeated",
)

L(
    """Classify the sentiment (positive/negative/neutral) of each review:
1) ⟦Arrived on time, works as described.⟧
2) ⟦Broke after two days. Never again.⟧
3) ⟦It's ok I guess, the color is a bit off from the photos⟧
4) ⟦Absolutely love it, bought a second one for my mum!⟧
5) ⟦Packaging was damaged but the product was fine.⟧
6) ⟦Customer service never replied to me.⟧""",
    cat="classify_reviews",
    note="six reviews numbered with )",
)

L(
    """Some questions about our new PTO policy:
* ⟦Do unused days roll over to next year?⟧
* ⟦Can I take PTO during my probation period?⟧
* ⟦Who approves requests when my manager is on leave?⟧""",
    cat="hr_questions",
    note="HR questions with asterisk bullets",
)

L(
    """what do these python errors mean
⟦TypeError: 'NoneType' object is not subscriptable⟧
⟦IndexError: list index out of range⟧""",
    cat="dev_explain_errors",
    note="two error messages",
)

L(
    """["⟦What is the capital of Australia?⟧", "⟦Who painted The Starry Night?⟧", "⟦What is the boiling point of water in Fahrenheit?⟧"]
answer each question in the list, return a list of answers""",
    cat="json_list_questions",
    note="questions as a JSON array, instruction after",
)

L(
    """My questions about the lease:
- ⟦can the landlord increase rent mid-contract?⟧
- ⟦is the deposit refundable if I leave early?⟧""",
    cat="questions_two_bullets",
    note="two questions, bulleted",
)

L(
    """Hello dear team, I am writing from Lagos. I have some problem with my account. First ⟦why my verification is still pending after 5 days⟧. Second ⟦how I can change my phone number without access to old one⟧. Kindly help me. Best regards, Emeka""",
    cat="support_first_second",
    note="non-native English, First/Second inline",
)

L(
    """Use each word in a sentence: ⟦ubiquitous⟧; ⟦meticulous⟧; ⟦ephemeral⟧""",
    cat="vocab_semicolons",
    note="three words separated by semicolons",
)

L(
    """Summarise each paragraph in one line.

⟦The council approved a new cycle lane on Harbour Road after six months of consultation. Residents raised concerns about parking, but most local businesses supported the plan.⟧

⟦The library on Ash Street will close for renovation from May until September. A temporary service will run from the community centre.⟧

⟦The summer festival returns on 14 July, with food stalls, live music and a children's area near the river.⟧""",
    cat="paragraphs_each",
    note="three blank-line-separated paragraphs to summarise one by one",
)

L(
    """```python
def load(path):
    with open(path) as f:
        data = json.load(f)
    return data["items"]
```
⟦why do I need the with statement here?⟧ ⟦what happens if the key "items" doesn't exist?⟧ and ⟦is json.load different from json.loads?⟧""",
    cat="dev_questions_after_code",
    note="three questions about one code block, on one line",
)

L(
    """Write a 2-sentence description for each product:
| SKU | Product |
|---|---|
| TB-100 | ⟦Bamboo cutting board, large⟧ |
| TB-220 | ⟦Cast iron skillet 10 inch⟧ |
| TB-305 | ⟦Silicone spatula set (3 pcs)⟧ |""",
    cat="ecommerce_table",
    note="products in a markdown table",
)

L(
    """How do I reset my password? Also how do I delete my account""",
    ["How do I reset my password?", "how do I delete my account"],
    cat="support_two_inline",
    note="two questions, second after Also without ?",
)

L(
    """Fix the spelling in each: ⟦recieve⟧, ⟦definately⟧, ⟦seperate⟧, ⟦occured⟧, ⟦accomodate⟧, ⟦wierd⟧""",
    cat="spelling_words",
    note="six misspelled words",
)

L(
    """I. ⟦Explain the causes of the French Revolution.⟧
II. ⟦Describe the role of the Estates-General.⟧
III. ⟦What was the Reign of Terror?⟧""",
    cat="history_roman",
    note="Roman numerals",
)

L(
    """pls convert to passive voice
⟦the chef cooked the meal⟧
⟦the committee will announce the results tomorrow⟧
⟦someone stole my bike⟧""",
    cat="rewrite_plain_lines",
    note="lowercase sentences to convert",
)

L(
    """Our FAQ page needs answers. Write 2-3 sentences for each:

#1 ⟦How long does shipping take?⟧
#2 ⟦Can I return a sale item?⟧
#3 ⟦Do you offer gift wrapping?⟧
#4 ⟦Which payment methods do you accept?⟧""",
    cat="ecommerce_faq",
    note="#N markers",
)

L(
    """what is kubernetes? what is a pod? what is a node?""",
    ["what is kubernetes?", "what is a pod?", "what is a node?"],
    cat="questions_run_on",
    note="three short questions on one line",
)

L(
    """Explain these regexes:
`⟦^\\d{3}-\\d{4}$⟧`
`⟦[A-Z][a-z]+⟧`
`⟦(?<=@)\\w+⟧`""",
    cat="dev_regex",
    note="regexes in backticks, marks exclude backticks",
)

L(
    """Give the past tense of: ⟦go⟧, ⟦swim⟧, ⟦bring⟧, ⟦teach⟧, ⟦catch⟧, ⟦fly⟧, ⟦choose⟧, ⟦freeze⟧, ⟦ride⟧, ⟦speak⟧, ⟦lend⟧, ⟦shake⟧""",
    cat="grammar_words",
    note="twelve verbs",
)

L(
    """Hi there, two things: ⟦my promo code SPRING20 isn't working at checkout⟧, and ⟦I'd like to know when the blue version is back in stock⟧.""",
    cat="support_two_things",
    note="two issues as statements after 'two things:'",
)

L(
    """Write a subject line for each of these emails:
1. ⟦Reminder that the office will be closed on Friday for the holiday.⟧
2. ⟦Asking the team to submit timesheets by end of day Monday.⟧
3. ⟦Welcoming our new colleague Priya to the finance team.⟧""",
    cat="office_subject_lines",
    note="email summaries to title",
)

L(
    """Answer true or false and explain:
(a) ⟦All squares are rectangles.⟧
(b) ⟦Zero is a prime number.⟧
(c) ⟦The sum of two odd numbers is always even.⟧
(d) ⟦Every rhombus is a square.⟧""",
    cat="math_true_false",
    note="four independent statements, (a) labels",
)

L(
    """Could you help me understand a few things about Docker? ⟦What's the difference between an image and a container?⟧ ⟦Why is my image 2 GB?⟧ ⟦How do volumes persist data?⟧ ⟦Is docker-compose still used or is it replaced by something?⟧ Sorry if these are basic, I'm new to this.""",
    cat="dev_questions_paragraph",
    note="four questions in one paragraph, polite preamble and apology after",
)

L(
    """Please read the incident report below and answer the questions after it.

INCIDENT REPORT – Warehouse 3, Dunmore Logistics
Date: 9 October
Prepared by: Hannah Okafor, Shift Supervisor

At approximately 06:40 a forklift operated by a temporary worker reversed into a pallet rack in aisle 14. The rack's lower beam was bent and two pallets of boxed kitchen appliances fell into the aisle. No one was injured. The operator had completed the agency's forklift course but had not yet done the site induction, which is normally scheduled in the first week. The aisle was cordoned off until 09:15, when maintenance confirmed the upright was undamaged and replaced the beam. Around forty units were written off, with an estimated value of £6,200.

The morning shift lead, Tomasz Wiśniewski, reported that the aisle lighting had been dim for about two weeks and a request to replace the lamps had been logged but not actioned. CCTV shows the operator checked the mirror but not over the shoulder before reversing. The agency has been informed and the operator has been moved to picking duties until the induction is completed.

Actions agreed: (1) all temporary staff to complete site induction before operating equipment, (2) lighting in aisles 12-16 to be replaced by Friday, (3) rack inspections to move from quarterly to monthly for the next six months, (4) refresher toolbox talk on reversing for all drivers.

Questions:
1. ⟦What time did the incident happen and how long was the aisle closed?⟧
2. ⟦What was the estimated cost of the damaged stock?⟧
3. ⟦Which two factors contributed to the accident?⟧
4. ⟦Was anyone hurt?⟧
5. ⟦What will change about rack inspections?⟧""",
    cat="long_report_questions",
    note="1.6 KB report, five questions after",
)

L(
    """ok so my teacher gave us these and i dont get them

⟦why is the sky blue⟧

⟦why is the ocean salty⟧

thx""",
    cat="student_casual",
    note="two questions separated by blank lines, chatty frame",
)

L(
    """For each company below, write one LinkedIn post announcing our partnership:
- ⟦Greenhollow Farms (organic produce supplier)⟧
- ⟦Vantera Pay (payments startup)⟧""",
    cat="marketing_per_item",
    note="two companies, one post each",
)

L(
    """Can u tell me ⟦what time the pharmacy closes on sunday⟧ and ⟦whether i need a prescription for the 400mg one⟧""",
    cat="support_two_inline",
    note="indirect questions joined by and",
)

L(
    """Please proofread each of these sentences separately:

⟦Their going to announce the winners tomorow.⟧
⟦Its been a long time since we last spoke.⟧
⟦The data shows that sales has increased.⟧""",
    cat="proofread_lines",
    note="typos kept in items",
)

L(
    """I need an answer to each of these from the perspective of a tax accountant in the UK:
1. ⟦Do I have to pay tax on money I make selling old clothes online?⟧
2. ⟦Can I claim my home internet as a business expense if I'm self-employed?⟧
3. ⟦When is the self-assessment deadline?⟧""",
    cat="role_questions",
    note="role preamble, three questions",
)

L(
    """What do these acronyms stand for: ⟦SLA⟧, ⟦KPI⟧, ⟦ROI⟧ and ⟦EBITDA⟧?""",
    cat="acronyms",
    note="four acronyms, last joined by and",
)

L(
    """Convert to metric:
⟦5 ft 10 in⟧
⟦180 lbs⟧
⟦72 °F⟧""",
    cat="convert_lines",
    note="three quantities to convert",
)

L(
    """Questions for the onboarding doc, keep each answer short:
–⟦Where do I find the VPN config?⟧
–⟦Who do I ask for access to the staging database?⟧
–⟦How do I book a meeting room?⟧
–⟦Is there a dress code?⟧
–⟦How do expenses work?⟧""",
    cat="office_en_dash",
    note="en dash markers without space",
)

L(
    """1) ⟦what's a good beginner houseplant⟧ 2) ⟦how often should i water a cactus⟧ 3) ⟦is coffee grounds good for plants⟧""",
    cat="inline_numbered",
    note="1) 2) 3) on one line, lowercase",
)

L(
    """Generate alt text for these images (I'll describe them):
IMG_1: ⟦a golden retriever catching a frisbee on a beach at sunset⟧
IMG_2: ⟦a bowl of ramen with a soft boiled egg and spring onions⟧
IMG_3: ⟦an old man reading a newspaper on a park bench⟧""",
    cat="labelled_lines",
    note="IMG_N: labels",
)

L(
    """Two questions regarding invoice INV-20931: ⟦why is there a €15 handling fee⟧ and ⟦can the invoice be reissued to our Dublin entity instead of the London one⟧? Regards, Claire (Accounts Payable, Forsyth & Rowe)""",
    cat="support_invoice",
    note="B2B, two questions, single ? at the end",
)

L(
    """explain like I'm 10: ⟦inflation⟧ / ⟦interest rates⟧ / ⟦the stock market⟧""",
    cat="eli5_slashes",
    note="three topics with slashes",
)

L(
    """Answer each:
⟦Who wrote Pride and Prejudice?⟧
⟦In which year did the Berlin Wall fall?⟧
⟦What is the chemical symbol for gold?⟧
⟦How many bones are in the adult human body?⟧
⟦What is the largest planet in the solar system?⟧
⟦Which country has the most islands?⟧
⟦What language is spoken in Brazil?⟧
⟦Who discovered penicillin?⟧
⟦What is the square root of 144?⟧
⟦What is the longest river in Africa?⟧
⟦Which organ produces insulin?⟧
⟦What is the currency of Japan?⟧
⟦How many continents are there?⟧
⟦Who was the first person to walk on the moon?⟧
⟦What is the freezing point of water in Celsius?⟧""",
    cat="quiz_fifteen",
    note="fifteen trivia questions, plain lines",
)

L(
    """Pretend you're our support bot. How would you respond to:
A. "⟦where is my refund⟧"
B. "⟦the app keeps logging me out⟧\"""",
    cat="agent_draft_replies",
    note="two lettered quoted messages, quotes left out of the items",
)

L(
    """Can you write a short bio (50 words) for each speaker?

⟦Dr. Amara Lindqvist – climate scientist, University of Bergen, works on Arctic sea ice⟧
⟦Rafael Ortega – founder of a solar microgrid startup in Oaxaca⟧
⟦Jun Watanabe – urban planner, led Osaka's riverside redevelopment⟧""",
    cat="bios_per_person",
    note="three speaker lines, one bio each",
)

L(
    """What's the plural of ⟦cactus⟧? ⟦octopus⟧? ⟦mouse⟧ (the computer one)?""",
    cat="bare_question_marks",
    note="frame once then bare nouns with ?; parenthetical after last item",
)

L(
    """Hey! Planning a trip to Lisbon in March. ⟦Is it warm enough for the beach?⟧ ⟦Which neighbourhood is best to stay in for nightlife?⟧ Oh and ⟦do I need cash or are cards fine everywhere?⟧""",
    cat="travel_questions",
    note="context sentence, three questions, 'Oh and' connector",
)

L(
    """Tag each ticket with one of: billing, technical, account, other.
T-1041 ⟦I can't log in after the update⟧
T-1042 ⟦Please send me a VAT invoice for last month⟧
T-1043 ⟦How do I add a second user?⟧
T-1044 ⟦The export to PDF button does nothing⟧""",
    cat="classify_tickets",
    note="ticket ids before each text",
)

L(
    """Write a haiku about ⟦autumn⟧, one about ⟦the sea⟧ and one about ⟦my cat⟧""",
    cat="creative_per_topic",
    note="three haiku, one per topic",
)

# ============================================================================ English: fields
F(
    """Extract ⟦invoice number⟧, ⟦date⟧ and ⟦total⟧ from each of these invoices:

Invoice 4471 — 02/03/2026 — Hartwell Supplies — Total due: $1,284.50
INV-0093 issued 17 March 2026 by Kestrel Print Co., amount payable 312.00 EUR""",
    cat="fields_invoices",
    note="three fields in prose before two invoices",
)

F(
    """Please fill in the following for the new hire:
⟦Full name⟧:
⟦Start date⟧:
⟦Department⟧:
⟦Manager⟧:
⟦Laptop⟧ (Mac/Windows):

Info: Daniel Mbeki starts on 4 May in Marketing, reporting to Sofia Lind, wants a Mac.""",
    cat="form_fill",
    note="form lines with colons; an option list after a label left out",
)

F(
    """From the product page text below, return JSON with keys ⟦title⟧, ⟦brand⟧, ⟦price⟧, ⟦color⟧, ⟦material⟧.

"Nordvik Classic Wool Throw – 130x170cm – in Forest Green. Made from 100% New Zealand wool. Only £49.99 this week." """,
    cat="fields_json_keys",
    note="JSON keys named in prose",
)

F(
    """parse this resume and give me ⟦name⟧ / ⟦email⟧ / ⟦years of experience⟧ / ⟦top skills⟧

JORDAN PRICE
jordan.price@mailbox.example | Leeds
Backend developer, 2018–present. Python, PostgreSQL, AWS, some Go.""",
    cat="fields_slashes",
    note="fields with slashes, lowercase",
)

F(
    """I need a CSV with columns ⟦order_id⟧,⟦customer_email⟧,⟦amount⟧,⟦currency⟧,⟦created_at⟧ from the log lines below

2026-04-01T10:22:11Z order=88213 user=lee.k@example.com charged 59.00 GBP
2026-04-01T10:25:40Z order=88214 user=ana.r@example.com charged 120.00 EUR""",
    cat="fields_snake_csv",
    note="snake_case columns joined by commas without spaces",
)

F(
    """Can you pull the ⟦sender⟧, the ⟦subject⟧ and the ⟦deadline⟧ out of this email?

From: Marcus Hale <m.hale@corvid.example>
Subject: Q2 budget figures needed
Hi all, please send me your department's Q2 numbers by Thursday 12 June at noon. Thanks, Marcus""",
    cat="fields_prose_articles",
    note="'the' before each field stays out",
)

F(
    """| ⟦Name⟧ | ⟦Role⟧ | ⟦Start date⟧ | ⟦Location⟧ |
|---|---|---|---|
fill this table from the announcement: "Please welcome Li Na (UX designer, Berlin office), who joined on 3 Feb, and Omar Haddad, our new SRE in Toronto, starting 10 Feb." """,
    cat="fields_table_header",
    note="markdown table header to fill",
)

F(
    """Extract the following from the ticket: ⟦customer name⟧, ⟦product⟧, ⟦issue type⟧, ⟦urgency⟧ (low/med/high)

Ticket text: hi its Bilal from Stonegate Dental, our X200 card reader stopped printing receipts this morning and we have patients waiting!!""",
    cat="fields_ticket",
    note="options in parentheses after the last field left out, like a type",
)

F(
    """What I need from each listing: ⟦address⟧, ⟦rent per month⟧, ⟦number of bedrooms⟧, ⟦pets allowed?⟧

1. 14 Birch Lane, 2 bed, £1,150 pcm, no pets
2. Flat 3, 88 Canal Street, 1 bed, £875 pcm, cats considered""",
    cat="fields_listings",
    note="a field ending with a question mark",
)

F(
    """{
  "⟦patient_name⟧": "",
  "⟦date_of_birth⟧": "",
  "⟦allergies⟧": [],
  "⟦current_medications⟧": []
}
fill this json from the intake notes: Maria Costa, born 1981-07-22, allergic to penicillin, takes levothyroxine 50mcg daily.""",
    cat="fields_json_template",
    note="JSON template with empty values, instruction after",
)

F(
    """Get me the ⟦company⟧, ⟦job title⟧, ⟦salary range⟧ and ⟦remote or not⟧ for this posting:

"Halcyon Robotics is hiring a Senior Firmware Engineer (C/C++, RTOS). £70k–£85k. Hybrid, 2 days/week in our Cambridge lab." """,
    cat="fields_job_posting",
    note="four fields, last one a phrase",
)

F(
    """extract ⟦dates⟧ ⟦amounts⟧ ⟦payees⟧ from my bank statement

03/05 CARD PAYMENT TESCO STORES 23.40
04/05 DIRECT DEBIT OCTOPUS ENERGY 88.00
06/05 TRANSFER TO J SMITH 150.00""",
    cat="fields_no_separators",
    note="fields with spaces only between them",
)

F(
    """Create a product listing for my handmade candle with these fields: ⟦Title⟧, ⟦Short description⟧, ⟦Scent notes⟧, ⟦Burn time⟧, ⟦Price⟧, ⟦Tags⟧. It's a soy candle, lavender and cedar, 200g, burns about 40 hours, I sell it for $24.""",
    cat="fields_listing_create",
    note="fields to fill for a listing",
)

F(
    """Meeting notes below. I need: ⟦Attendees⟧; ⟦Decisions⟧; ⟦Action items⟧ (with owner); ⟦Next meeting date⟧.

Notes: Ravi, Ellen, Kofi and me. Agreed to push launch to 2 June. Kofi to update the pricing page, Ellen to brief support. Meet again 20 May.""",
    cat="fields_meeting_notes",
    note="fields separated by semicolons after I need:",
)

F(
    """From this shipping label get ⟦tracking number⟧, ⟦carrier⟧, ⟦weight⟧, ⟦destination postcode⟧.

PARCELHAWK EXPRESS  TRK 7Z44 9180 2231  WT 2.4KG  TO: R. Adeyemi, 5 Moor Rd, Sheffield S10 2TN""",
    cat="fields_label",
    note="four fields from a label",
)

F(
    """For each applicant, list:
- ⟦Name⟧
- ⟦Degree⟧
- ⟦Years of experience⟧
- ⟦Notice period⟧

Applicant A: Fatima Zahra, MSc Chemistry, 4 years in QA labs, 1 month notice.
Applicant B: George Nwosu, BSc Biology, 7 years, available immediately.""",
    cat="fields_bulleted",
    note="fields as a bulleted list",
)

F(
    """I want these attributes for every laptop in the spec sheet: ⟦cpu⟧, ⟦ram⟧, ⟦storage⟧, ⟦screen size⟧, ⟦weight⟧, ⟦battery life⟧, ⟦ports⟧, ⟦price⟧. output as a table""",
    cat="fields_attributes",
    note="eight lowercase attributes",
)

N(
    """Write a TypeScript interface for a User with id, email, displayName, createdAt and isAdmin""",
    cat="code_single_task",
    note="one interface naming its fields: one piece of code",
)


F(
    """Hi, I'm setting up the supplier onboarding form. Could you extract these from the attached W-9 text and put them in a table? Fields are ⟦Legal name⟧, ⟦Business name⟧, ⟦Tax classification⟧, ⟦Address⟧, ⟦TIN⟧. Text: "Legal name: Oluwaseun Bakare. Business name (if different): Bakare Studio LLC. Federal tax classification: Single-member LLC. Address: 410 Pine St, Apt 2, Asheville NC 28801. EIN: 88-1234567." """,
    cat="fields_titlecase",
    note="Title Case fields after 'Fields are'",
)

F(
    """what's the ⟦name⟧ and ⟦phone number⟧ in this: "call back Theo Marsh on 07700 900123 re: boiler" """,
    cat="fields_two",
    note="two fields, casual",
)

F(
    """Please return, for each transaction: `⟦txn_id⟧`, `⟦merchant⟧`, `⟦mcc⟧`, `⟦amount_cents⟧`.

txn 9f12 AMZN MKTP mcc5942 $18.99
txn 9f13 SHELL OIL mcc5541 $42.10""",
    cat="fields_backticks",
    note="backticked snake_case fields, backticks left out",
)

F(
    """Hello, can you turn the info below into a contact card with ⟦First Name⟧ | ⟦Last Name⟧ | ⟦Company⟧ | ⟦Title⟧ | ⟦Email⟧ | ⟦Mobile⟧

Met at the Hamburg trade fair: Ingrid Sørensen, head of procurement at Baltic Foods A/S, ingrid.s@balticfoods.example, +45 20 11 22 33""",
    cat="fields_pipes",
    note="pipe-separated fields",
)

F(
    """From the passage, identify the ⟦author⟧, ⟦publication year⟧ and ⟦main argument⟧.

In her 2019 essay "Rivers Without Banks", Celia Montrose argues that flood defences built in the 1960s shifted risk downstream rather than reducing it, and calls for restoring floodplains instead of raising walls.""",
    cat="fields_student",
    note="student extraction from a passage",
)

F(
    """Extract: ⟦Product⟧ ⟦Qty⟧ ⟦Unit price⟧
from: 3x HDMI cable 2m @ 6.50, 1x USB-C hub @ 34.00, 2x wireless mouse @ 15.75""",
    cat="fields_short_header",
    note="three short fields separated by spaces",
)

F(
    """I have 200 customer reviews in a sheet. For each one I want the model to give back ⟦sentiment⟧, ⟦product mentioned⟧, ⟦complaint category⟧, and ⟦whether they want a refund⟧. Here's the first one to test: "The blender lid cracked after a week, really disappointed, I want my money back." """,
    cat="fields_reviews",
    note="fields in prose with Oxford comma and 'and'",
)

F(
    """Fill out:
⟦Passenger name⟧ ____
⟦Flight no.⟧ ____
⟦Seat⟧ ____
⟦Gate⟧ ____
from my boarding pass: MR LUCA FERRANTE / FLT AZ 2041 / GATE B12 / SEAT 14C""",
    cat="fields_blanks",
    note="blanks after each field; abbreviation with its period",
)

F(
    """Get ⟦event name⟧, ⟦date⟧, ⟦venue⟧ and ⟦ticket price⟧ from the flyer text, as key: value pairs.

SUMMER JAZZ NIGHT ~ Sat 21 June ~ The Old Tram Depot, Bristol ~ doors 7pm ~ £12 adv / £15 door""",
    cat="fields_key_value",
    note="fields before 'as key: value pairs'",
)

F(
    """Shopify import needs: ⟦Handle⟧, ⟦Title⟧, ⟦Body (HTML)⟧, ⟦Vendor⟧, ⟦Variant Price⟧, ⟦Variant SKU⟧, ⟦Image Src⟧. can you make the row for our new linen tote bag, vendor is Thread & Fern, $32, sku TF-LT-01""",
    cat="fields_import_columns",
    note="seven Title Case import columns",
)

F(
    """need ⟦start time⟧ + ⟦end time⟧ + ⟦room⟧ for each session pls

Keynote 9:00-9:45 Hall A; Workshop: Intro to dbt 10:00-11:30 Room 204; Lunch 12:00-13:00 Atrium""",
    cat="fields_plus",
    note="fields joined by +",
)

# ============================================================================ English: count
C("""give me 10 blog post ideas for a vegan bakery""", 10, cat="count_digits", note="10 ideas, lowercase")
C(
    """Can you suggest half a dozen names for a dog grooming business? Something fun.""",
    6,
    cat="count_words",
    note="half a dozen = 6",
)
C(
    """Write three different versions of this product description, one playful, one luxury, one minimal: 'Ceramic pour-over coffee dripper, matte white, fits most mugs.'""",
    3,
    cat="count_variations",
    note="three versions of one text",
)
C("""need like 20 hashtags for a hiking instagram post""", 20, cat="count_casual", note="'like 20'")
C(
    """Draft 2 versions of a polite reminder email to a client who hasn't paid an invoice that is 30 days overdue.""",
    2,
    cat="count_two_versions",
    note="2 versions; the 30 days is not the count",
)
C(
    """Generate 15 multiple-choice questions about the water cycle for year 7 students, with 4 options each.""",
    15,
    cat="count_quiz",
    note="15 questions; 4 options each is not the count",
)
C("""Top 5 tips for a first-time manager?""", 5, cat="count_top", note="top 5")
C(
    """I'm launching a scented candle brand. Give me twelve tagline options, short and catchy, no puns about 'lit' please.""",
    12,
    cat="count_words",
    note="twelve taglines",
)
C("""List 8 icebreaker questions for a remote team meeting""", 8, cat="count_list_verb", note="list 8")
C("""Suggest a few — say 4 — subject lines for our Black Friday email""", 4, cat="count_say_n", note="'a few — say 4'")
C(
    """can you come up with seven discussion questions for my book club? we're reading a mystery novel""",
    7,
    cat="count_words",
    note="seven, lowercase",
)
C(
    """Write 5 tweets promoting our webinar on supply chain risk, under 240 characters each.""",
    5,
    cat="count_tweets",
    note="5 tweets; 240 characters is a constraint",
)
C("""I need 30 product names for a line of herbal teas. Go wild.""", 30, cat="count_big", note="30 names")
C(
    """Give me a couple of ways to say 'thank you for your patience' in a support email""",
    2,
    cat="count_couple",
    note="a couple = 2",
)
C("""Write 3 customer personas for a budgeting app aimed at students""", 3, cat="count_personas", note="3 personas")
C(
    """Please generate 10 realistic fake customer reviews for testing our review widget (mix of ratings).""",
    10,
    cat="count_test_data",
    note="10 test reviews",
)
C(
    """What are 6 easy dinners I can make in under 20 minutes?""",
    6,
    cat="count_question_form",
    note="'what are 6 ...', 20 minutes a constraint",
)
C(
    """Brainstorm 25 YouTube video titles for a channel about restoring old furniture""",
    25,
    cat="count_brainstorm",
    note="25 titles",
)
C(
    """Dear assistant, I would be very grateful if you could kindly provide me with four example sentences using the word 'albeit', as I am preparing for my IELTS exam. Thank you in advance.""",
    4,
    cat="count_polite",
    note="polite long preamble, four sentences",
)
C(
    """Give me 9 interview questions to ask a candidate for a warehouse team lead position""",
    9,
    cat="count_hr",
    note="9 questions",
)
C(
    """write two short bedtime stories about a dragon who is afraid of the dark""",
    2,
    cat="count_stories",
    note="two stories",
)
C("""Suggest 10 keywords for SEO for a page selling ergonomic office chairs""", 10, cat="count_seo", note="10 keywords")
C("""I need a dozen Instagram captions for our café's autumn menu""", 12, cat="count_dozen", note="a dozen")
C(
    """Give me 3 alternatives to the word 'leverage' in business writing""",
    3,
    cat="count_alternatives",
    note="3 alternatives",
)
C(
    """Create 4 A/B test variants of this CTA button text: 'Start your free trial'""",
    4,
    cat="count_ab_variants",
    note="4 variants",
)
C("""5 names for a fantasy tavern""", 5, cat="count_terse", note="terse, no verb")
C("""Can you give me eleven fun facts about octopuses for a kids' newsletter?""", 11, cat="count_words", note="eleven")
C(
    """Write 6 push notification texts to bring back users who haven't opened the app in a week. Keep them under 50 characters.""",
    6,
    cat="count_push",
    note="6 texts; 50 characters and a week are not the count",
)
C(
    """give me 8 practice problems on solving quadratic equations by factoring, with answers""",
    8,
    cat="count_homework",
    note="8 problems",
)
C(
    """Could you write three possible openings for my wedding speech? I'm the bride's brother and I'm nervous lol""",
    3,
    cat="count_openings",
    note="three openings, casual",
)
C(
    """We need 20 rows of dummy data for a users table (name, email, signup date)""",
    20,
    cat="count_dummy_rows",
    note="20 rows; the columns are constraints, not fields to extract",
)
C("""Suggest 7 team names for our company football tournament""", 7, cat="count_names", note="7 names")
C(
    """Give me two reasons why someone should switch to our cloud backup plan, for a sales email""",
    2,
    cat="count_reasons",
    note="two reasons",
)
C(
    """Write 10 FAQ questions (questions only) a customer might ask about our meal kit subscription""",
    10,
    cat="count_faq",
    note="10 questions",
)

# ============================================================================ English: none
N(
    """How do I set up my new router?
1. I plugged the cable from the wall into the WAN port
2. I connected my laptop to the wifi on the sticker
3. I went to 192.168.1.1 but it says "connection refused"
What am I doing wrong?""",
    cat="support_steps_taken",
    note="numbered steps the user took, one question",
)

N(
    """Write a Python function that:
- takes a list of dicts
- removes the ones where "status" is "inactive"
- sorts the rest by "created_at"
- returns the first 10""",
    cat="code_requirements",
    note="one function from listed requirements",
)

N(
    """Which laptop should I buy for video editing?
a) MacBook Air M3, 16GB
b) Dell XPS 15, 32GB
c) Lenovo Legion 5, 16GB with RTX 4060
Budget is around $1,500.""",
    cat="choose_among",
    note="a choice among lettered options",
)

N(
    """I have eggs, spinach, feta, half an onion and some old bread. What can I make for dinner?""",
    cat="list_as_context",
    note="ingredients as context of one question",
)

N(
    """Write an email to my landlord covering:
- the leak under the kitchen sink (3rd time this year)
- the rent increase letter I got
- that I'll be away 10-20 August and need the repair done before""",
    cat="one_piece_from_points",
    note="one email from listed points",
)

N(
    """Compare Postgres, MySQL and MongoDB for a small e-commerce backend.""",
    cat="compare",
    note="one comparison of three options",
)

N(
    """First unzip the file, then convert every .xlsx in it to csv, then merge them into one file and remove duplicate rows. Can you write a bash script for that?""",
    cat="dependent_steps",
    note="one pipeline, each step uses the last",
)

N(
    """Find all integers n such that:
(i) n is between 1 and 100
(ii) n leaves remainder 2 when divided by 5
(iii) n is a perfect square""",
    cat="math_conditions",
    note="one math problem with enumerated conditions",
)

N(
    """Rank these by how healthy they are: oatmeal, croissant, greek yogurt, granola bar, boiled eggs""",
    cat="ranking",
    note="one ranking over a list",
)

N(
    """Sort these names alphabetically: Zhou, Adams, Müller, Okafor, Brennan, Dupont""",
    cat="one_task_over_list",
    note="sorting needs the whole list",
)

N(
    """hi how are you? what have you been up to today?""",
    cat="chitchat",
    note="two chit-chat questions",
)

N(
    """Here is the return policy:

"Items may be returned within 30 days of delivery. Items must be unused and in original packaging. Sale items are final. Refunds are issued to the original payment method within 5-7 business days. Shipping costs are non-refundable unless the item arrived damaged."

A customer bought a jacket on sale 12 days ago and it arrived with a torn sleeve. Can they get a refund, and does that include shipping?""",
    cat="single_question_passage",
    note="policy passage then one case question (the and-clause is part of the same case)",
)

N(
    """Turn these bullet points into a cover letter for a barista job:
- 2 years at Bean There café
- latte art certificate
- fluent in English and Tagalog
- available weekends""",
    cat="one_piece_from_points",
    note="one cover letter from points",
)

N(
    """What's the difference between affect, effect and impact?""",
    cat="compare",
    note="one 'difference between' question over three words",
)

N(
    """Plan a 3-day itinerary for Kyoto for a couple who like food and temples.""",
    cat="single_task_number",
    note="one itinerary; 3-day is its length, not a count",
)

N(
    """Write a 5-paragraph essay on whether social media does more harm than good.""",
    cat="single_task_number",
    note="one essay of five paragraphs",
)

N(
    """This throws an error on line 3, why?

1  items = [1, 2, 3]
2  total = 0
3  for i in range(len(items) + 1):
4      total += items[i]
5  print(total)""",
    cat="code_one_error",
    note="numbered code lines, one question",
)

N(
    """My symptoms: headache for 3 days, mild fever, stiff neck, sensitive to light. Should I go to the ER?""",
    cat="list_as_context",
    note="symptoms as context, one question",
)

N(
    """Which one is the odd one out: apple, banana, carrot, mango, cherry?""",
    cat="one_task_over_list",
    note="odd one out among listed words",
)

N(
    """Make a table comparing the iPhone 15, Pixel 8 and Galaxy S24 on price, camera, battery and screen.""",
    cat="compare_table",
    note="one comparison table; the attributes are its columns, not fields to extract",
)

N(
    """I ordered on the 2nd, got an email on the 4th saying it shipped, the tracking hasn't updated since the 5th and today is the 15th. What should I do?""",
    cat="support_timeline",
    note="timeline as context, one question",
)

N(
    """Can you summarise this thread into one paragraph for my manager?

Ana: the vendor pushed delivery to June
Ben: that breaks our May launch
Ana: they offered a partial shipment in May
Chris: partial is fine if it covers the EU stores
Ben: ok let's take partial and tell marketing""",
    cat="summarise_whole",
    note="chat lines summarised as one",
)

N(
    """Write a SQL query that returns customers who
1) placed more than 3 orders in 2025
2) never used a discount code
3) live in Germany or Austria""",
    cat="code_requirements",
    note="one query with numbered conditions",
)

N(
    """What is the time complexity of this?

def f(n):
    for i in range(n):
        for j in range(i, n):
            print(i, j)""",
    cat="code_one_question",
    note="one question about code",
)

N(
    """Should I learn React, Vue or Svelte first? I know basic JS.""",
    cat="choose_among",
    note="choose one of three",
)

N(
    """I'm feeling a bit down today. Work was rough, my train was late, and I spilled coffee on my shirt. Can you cheer me up?""",
    cat="chitchat_list_like",
    note="a list of woes, one request",
)

N(
    """Translate this into French: "Thank you for your order. Your package will arrive in 3-5 business days. If you have any questions, reply to this email." """,
    cat="translate_one_text",
    note="one text of three sentences to translate whole",
)

N(
    """Fix the grammar in this paragraph: 'me and my friend goes to the market yesterday. we buyed apples, and banana. it was very fun day.'""",
    cat="rewrite_one_text",
    note="one paragraph to correct",
)

N(
    """Step 1 preheat oven to 180. Step 2 mix flour sugar and butter. Step 3 add eggs. Step 4 bake 25 min. My cake came out flat and dense, which step did I mess up?""",
    cat="procedure_context",
    note="recipe steps as context for one question",
)

N(
    """Here are my exam scores: Math 72, Physics 65, Chemistry 80, English 58, History 77. What's my average and which subject should I focus on?""",
    cat="list_as_context",
    note="scores as context; the two asks depend on the same data",
)

N(
    """Write a cold outreach email for our HR software. Mention: saves 10 hours a month, integrates with Slack, free 14-day trial, GDPR compliant. Keep it under 120 words.""",
    cat="one_piece_from_points",
    note="one email from listed selling points",
)

N(
    """A train leaves at 9:00 going 80 km/h. A second leaves the same station at 10:00 going 100 km/h.
a) When does the second train catch the first?
b) How far from the station are they then?""",
    cat="math_dependent_parts",
    note="b) depends on a)",
)

N(
    """What should I name my cat? She's grey, fluffy, very lazy and likes to sit on keyboards.""",
    cat="single_ask_traits",
    note="traits as context, one name asked",
)

N(
    """Pros and cons of remote work?""",
    cat="single_topic",
    note="one question, two sides",
)

N(
    """Convert this list into a JSON array of objects with name and price:
Milk 1.20
Bread 2.50
Eggs 3.10""",
    cat="one_task_over_list",
    note="one conversion over lines",
)

N(
    """Can you explain step by step how to change a flat tyre?""",
    cat="procedure",
    note="one procedure",
)

N(
    """Our team has these tasks this sprint: API rate limiting, login page redesign, fix CSV export bug, write onboarding docs. We have 3 developers and 2 weeks. How should we split the work?""",
    cat="list_as_context",
    note="tasks as context for one planning question",
)

N(
    """Which of these is a mammal? (a) shark (b) dolphin (c) octopus (d) penguin""",
    cat="single_mcq",
    note="one multiple-choice question with options",
)

N(
    """Write a product description for a backpack with: 30L capacity, waterproof zip, laptop sleeve up to 16", lifetime warranty.""",
    cat="one_piece_from_points",
    note="one description from specs",
)

N(
    """thanks!! that worked. you're the best""",
    cat="chitchat",
    note="thanks, nothing to split",
)

N(
    """Tokyo, Seoul or Bangkok for a first trip to Asia in November? We like street food and don't want it too cold.""",
    cat="choose_among",
    note="choose one city",
)

N(
    """I'm writing a novel. Chapter 1: Mara finds a key in her late father's desk. Chapter 2: the key opens a locker at the train station. Chapter 3: inside is a letter addressed to someone she's never heard of. What should happen in chapter 4?""",
    cat="list_as_context",
    note="chapter outline as context, one question",
)

N(
    """Read this and tell me if the customer is eligible for the loyalty upgrade.

From: Priscilla Adewale
To: Members Desk, Orchard Lane Grocers
Subject: Gold tier?

Hello,

I've been shopping with you since the Elm Park store opened, so about six years now. Last year I think I spent around £3,400 in store and maybe another £600 on the website, mostly the weekly veg box. I had a gap of two months in the summer because we were abroad visiting family, but otherwise I come in at least twice a week. My card number is OLG-55120-88.

A friend of mine told me that if you spend over £3,500 in a calendar year you automatically move up to Gold and get the 10% off fresh produce and the free delivery. I haven't received anything about that. I also read on your leaflet that online orders "count towards your tier", but the girl at the till said they don't. Which is it?

I'd really appreciate it if someone could look into this. I'm not trying to be difficult, I just want to know where I stand.

Kind regards,
Priscilla

---
Internal policy extract (Members Desk handbook, section 4.2):
Gold tier is awarded when qualifying spend reaches £3,500 within a calendar year. Qualifying spend includes in-store and online purchases made with the member's card or linked account. Veg box subscriptions are counted at their paid value. Tier reviews run in the first week of January; members who qualify are upgraded and notified by post. Upgrades are not backdated. Members may request a manual review if they believe spend was not recorded.""",
    cat="long_single_question",
    note="1.7 KB email plus policy, one question for the agent (the customer's own questions are context)",
)

N(
    """Is it better to pay off my credit card (22% APR, £3,000) or put the money in my pension with a 50% employer match?""",
    cat="choose_between",
    note="one financial choice",
)

N(
    """Write me a LinkedIn post about our company hitting 1,000 customers. Thank the team, mention our first customer (a bakery in Leeds), and end with a question to the audience.""",
    cat="one_piece_from_points",
    note="one post with three requirements",
)

N(
    """merge these two lists and remove duplicates: [3, 8, 1, 9] and [8, 2, 3, 7]""",
    cat="one_task_over_list",
    note="one operation over two lists",
)

N(
    """Given the sales below, which region grew the most from Q1 to Q2?

Region | Q1 | Q2
North | 120 | 150
South | 200 | 210
East | 90 | 135
West | 160 | 158""",
    cat="table_one_question",
    note="table as context, one question",
)

N(
    """What are the 3 branches of the US government?""",
    cat="single_question_number",
    note="one factual question whose answer has three parts",
)

N(
    """i need to: book the venue, then send invites once the date is confirmed, then order catering based on rsvps. can you make a timeline?""",
    cat="dependent_steps",
    note="dependent tasks, one timeline asked",
)

N(
    """Explain how a bill becomes a law in the UK, from first reading to royal assent.""",
    cat="procedure",
    note="one process",
)

N(
    """Here's my CV summary:
- 5 years in retail management
- led a team of 12
- cut stock losses by 18%
- NVQ Level 4 in Management
Is this strong enough to apply for an operations manager role?""",
    cat="list_as_context",
    note="CV points as context",
)

N(
    """Given an array of integers nums and an integer target, return indices of the two numbers such that they add up to target.
Constraints:
- 2 <= nums.length <= 10^4
- -10^9 <= nums[i] <= 10^9
- Only one valid answer exists.
Solve in Python.""",
    cat="code_constraints",
    note="one coding problem with listed constraints",
)

N(
    """We're choosing a CRM. Options: HubSpot (free tier, easy), Salesforce (powerful, pricey), Pipedrive (simple, sales-focused). 8 person sales team, budget £200/month. Recommendation?""",
    cat="choose_among",
    note="options with notes, one recommendation",
)

N(
    """Can you write a poem with 4 stanzas about leaving home?""",
    cat="single_task_number",
    note="one poem of four stanzas",
)

N(
    """lol ok. so what do you think, am I overthinking it?""",
    cat="chitchat",
    note="follow-up chit-chat",
)

N(
    """Given these constraints — max 3 meetings per day, no meetings before 10am, Fridays free, each person needs 1:1 weekly — build me a schedule for a team of 5.""",
    cat="constraints_one_task",
    note="one schedule from constraints",
)

N(
    """Explain the second one in more detail please""",
    cat="follow_up_pointer",
    note="points back at an earlier list",
)

N(
    """Is this a good password policy? Min 8 characters, must include a number, must include a symbol, expires every 30 days, can't reuse last 5 passwords.""",
    cat="evaluate_list",
    note="one evaluation of a listed policy",
)

N(
    """Calculate the total cost: 3 notebooks at $2.50, 2 pens at $1.20, 1 backpack at $24.99, plus 8% sales tax.""",
    cat="math_one_total",
    note="one total from listed prices",
)

N(
    """Why does my React component re-render twice?

```jsx
function Counter() {
  const [n, setN] = useState(0);
  useEffect(() => { console.log('render', n); });
  return <button onClick={() => setN(n + 1)}>{n}</button>;
}
```""",
    cat="code_one_question",
    note="one question about code",
)

N(
    """My daughter is 7 and likes: dinosaurs, drawing, the color purple, and slime. What should I get her for her birthday? Budget $40.""",
    cat="list_as_context",
    note="likes as context, one gift question",
)

N(
    """Write a short story that includes a lighthouse, a stolen violin, and a talking seagull.""",
    cat="one_piece_from_points",
    note="one story with three required elements",
)

N(
    """Can you check if these dates are in order? 2024-03-01, 2024-02-28, 2024-03-15, 2024-04-02""",
    cat="one_task_over_list",
    note="one check over the whole list",
)

N(
    """A) Netflix B) Disney+ C) Prime Video — which has the best kids content right now?""",
    cat="choose_among",
    note="options first, question after",
)

N(
    """Here are the agenda points for tomorrow's all-hands: Q3 results, new parental leave policy, office move update, Q&A. Write the invite email.""",
    cat="list_as_context",
    note="agenda points inside one email",
)

N(
    """Is 2,147 a prime number? If not, what are its factors?""",
    cat="math_dependent_parts",
    note="second ask depends on the first answer",
)

N(
    """what does this error mean

Traceback (most recent call last):
  File "app.py", line 12, in <module>
    main()
  File "app.py", line 8, in main
    user = users[uid]
KeyError: 'u_1043'""",
    cat="code_one_error",
    note="one traceback, multi-line",
)

N(
    """Create a weekly workout plan: 3 days strength, 2 days cardio, 1 day yoga, 1 rest day. I'm a beginner.""",
    cat="single_task_number",
    note="one plan with listed composition",
)

N(
    """Good morning! Hope you're well. Quick question — is it 'different from' or 'different than'?""",
    cat="single_question_greeting",
    note="greeting plus one question with two options",
)

N(
    """Reorder these steps so they make sense: add water, boil kettle, pour into cup, add teabag, remove teabag after 3 minutes""",
    cat="one_task_over_list",
    note="ordering needs all steps",
)

N(
    """Which is bigger: 0.3, 1/3 or 33%?""",
    cat="choose_among",
    note="comparison of three values",
)

N(
    """The customer said: "I was promised a callback on Monday, then Wednesday, and nobody called. I've now been without heating for 9 days." Write a reply apologising and offering a £50 credit.""",
    cat="agent_one_reply",
    note="agent drafts one reply to one message",
)

N(
    """i have 3 apples, i eat one, my friend gives me 5 more, then i give half to my sister. how many do i have""",
    cat="math_dependent_parts",
    note="chained word problem",
)

# ============================================================================ Spanish
L(
    """Hola, compré unas zapatillas en su tienda online y tengo dudas: ⟦¿puedo cambiarlas por otra talla?⟧ ⟦¿cuánto tarda el reembolso si las devuelvo?⟧ Gracias de antemano""",
    lang="es",
    cat="support_multi_question",
    note="two ¿? questions inline",
)

L(
    """Responde a estas preguntas de historia:
1. ⟦¿Quién fue Simón Bolívar?⟧
2. ⟦¿En qué año se independizó México?⟧
3. ⟦¿Qué fue la Revolución Mexicana?⟧""",
    lang="es",
    cat="homework_numbered",
    note="three numbered questions",
)

F(
    """Saca el ⟦nombre del cliente⟧, el ⟦número de pedido⟧ y la ⟦fecha de entrega⟧ de este mensaje: "Soy Lucía Ferrer, pedido 77410, me dijeron que llegaba el 12 de mayo y nada." """,
    lang="es",
    cat="fields_prose_articles",
    note="articles before fields left out",
)

C("""dame 8 ideas de nombres para una panadería en Valencia""", 8, lang="es", cat="count_digits", note="8 ideas")
C(
    """Escríbeme cinco frases para una campaña de Instagram de una marca de café orgánico""",
    5,
    lang="es",
    cat="count_words",
    note="cinco",
)

N(
    """¿Qué es mejor para aprender a programar: Python, JavaScript o Java? Tengo 40 años y nunca he programado.""",
    lang="es",
    cat="choose_among",
    note="choose one of three",
)

N(
    """Tengo harina, huevos, leche, azúcar y un limón. ¿Qué postre puedo hacer?""",
    lang="es",
    cat="list_as_context",
    note="ingredients as context",
)

# ============================================================================ French
L(
    """Bonjour, j'ai deux questions concernant mon abonnement : ⟦est-ce que je peux le suspendre pendant l'été ?⟧ et ⟦comment obtenir une facture avec le nom de ma société ?⟧ Merci !""",
    lang="fr",
    cat="support_two_inline",
    note="French spacing before ?, joined by et",
)

L(
    """Traduis en anglais :
- ⟦Le colis a été livré chez votre voisin.⟧
- ⟦Nous avons bien reçu votre paiement.⟧
- ⟦Le magasin ouvre à 9 h.⟧""",
    lang="fr",
    cat="translate_lines",
    note="three sentences, dashes",
)

F(
    """Extraire de ce CV : ⟦nom⟧, ⟦poste actuel⟧, ⟦langues parlées⟧, ⟦disponibilité⟧.

Camille Roussel – chargée de communication chez Atelier Vert depuis 2021. Français, anglais, notions d'espagnol. Disponible en septembre.""",
    lang="fr",
    cat="fields_cv",
    note="four fields after colon",
)

C(
    """Propose-moi 10 idées de contenus LinkedIn pour un cabinet comptable""",
    10,
    lang="fr",
    cat="count_digits",
    note="10 idées",
)

N(
    """Rédige une lettre de motivation pour un poste de vendeuse en boulangerie. Points à inclure : 3 ans d'expérience, ponctuelle, aime le contact client.""",
    lang="fr",
    cat="one_piece_from_points",
    note="one letter from points",
)

N(
    """Quelle est la différence entre « passé composé », « imparfait » et « plus-que-parfait » ?""",
    lang="fr",
    cat="compare",
    note="difference between three tenses",
)

# ============================================================================ German
L(
    """Hallo, ich hätte ein paar Fragen zu meiner Bestellung 40-2281:
• ⟦Wann wird sie verschickt?⟧
• ⟦Kann ich noch etwas hinzufügen?⟧
• ⟦Gibt es eine Sendungsverfolgung?⟧
Viele Grüße, Jonas""",
    lang="de",
    cat="support_bullets",
    note="bulleted support questions",
)

L(
    """Erklär mir bitte diese Begriffe: ⟦Kurzarbeit⟧, ⟦Probezeit⟧, ⟦Kündigungsfrist⟧""",
    lang="de",
    cat="define_terms_commas",
    note="three HR terms",
)

F(
    """Bitte folgende Felder aus der Rechnung auslesen: ⟦Rechnungsnummer⟧, ⟦Rechnungsdatum⟧, ⟦Nettobetrag⟧, ⟦MwSt.⟧, ⟦Bruttobetrag⟧

Rechnung Nr. 2026-118 vom 14.04.2026, Netto 850,00 €, MwSt. 19 % 161,50 €, Gesamt 1.011,50 €""",
    lang="de",
    cat="fields_invoice",
    note="five fields, one with its period",
)

C("""Schreib mir drei kurze Absagen für Bewerber, freundlich aber klar""", 3, lang="de", cat="count_words", note="drei")

N(
    """Was ist besser für eine kleine Firma mit 10 Leuten: Microsoft 365 oder Google Workspace?""",
    lang="de",
    cat="choose_between",
    note="choose between two",
)

N(
    """Zuerst die Datei einlesen, dann leere Zeilen löschen, danach nach Datum sortieren und am Ende als Excel speichern. Wie mache ich das mit pandas?""",
    lang="de",
    cat="dependent_steps",
    note="chained steps, one question",
)

# ============================================================================ Portuguese
L(
    """Oi! ⟦Vocês entregam em Belo Horizonte?⟧ E ⟦qual o prazo?⟧""",
    lang="pt",
    cat="support_two_short",
    note="second question starts with connector E",
)

F(
    """Preciso que você tire ⟦nome⟧, ⟦CPF⟧ e ⟦endereço⟧ desse cadastro: Rafael Nunes, CPF 123.456.789-00, Rua das Acácias 45, Curitiba""",
    lang="pt",
    cat="fields_prose",
    note="three fields",
)

C(
    """Me dá 6 ideias de post pra uma loja de roupas fitness""",
    6,
    lang="pt",
    cat="count_casual",
    note="6 ideias, colloquial",
)

N(
    """Qual a diferença entre MEI e ME? Estou abrindo um negócio de doces.""",
    lang="pt",
    cat="compare",
    note="difference between two",
)

N(
    """Escreva um e-mail para o meu chefe pedindo férias de 10 a 24 de julho, explicando que os projetos estarão entregues e que a Ana vai me cobrir.""",
    lang="pt",
    cat="one_piece_from_points",
    note="one email",
)

# ============================================================================ Russian
L(
    """Здравствуйте! ⟦Можно ли оплатить заказ при получении?⟧ И ⟦есть ли у вас самовывоз в Казани?⟧""",
    lang="ru",
    cat="support_two_inline",
    note="second question after connector И",
)

L(
    """ответь на вопросы по физике
1) ⟦что такое сила трения⟧
2) ⟦от чего зависит период маятника⟧
3) ⟦почему лёд плавает в воде⟧""",
    lang="ru",
    cat="homework_numbered",
    note="lowercase, no question marks",
)

C("""Придумай 7 вариантов названия для кофейни у метро""", 7, lang="ru", cat="count_digits", note="7 вариантов")

N(
    """Что лучше купить для дачи: бензиновый генератор или солнечные панели? Свет отключают раз в неделю на пару часов.""",
    lang="ru",
    cat="choose_between",
    note="choose between two",
)

F(
    """Вытащи из письма ⟦ФИО⟧, ⟦должность⟧ и ⟦номер телефона⟧: «Добрый день, меня зовут Ольга Сергеевна Петрова, я главный бухгалтер ООО «Север», мой телефон +7 912 555-01-23».""",
    lang="ru",
    cat="fields_prose",
    note="three fields before a quoted letter",
)

# ============================================================================ Chinese
L(
    """请回答以下问题：
1. ⟦光合作用需要哪些条件？⟧
2. ⟦为什么月亮会有阴晴圆缺？⟧
3. ⟦地球自转一周需要多长时间？⟧""",
    lang="zh",
    cat="homework_numbered",
    note="three numbered questions, full-width ？",
)

L(
    """你好，⟦我的快递显示已签收但我没收到怎么办？⟧另外⟦发票可以开公司抬头吗？⟧""",
    lang="zh",
    cat="support_two_inline",
    note="另外 as connector, no space",
)

F(
    """从下面的简历中提取⟦姓名⟧、⟦毕业院校⟧、⟦专业⟧和⟦工作年限⟧。

王磊，2016年毕业于华中科技大学计算机科学专业，先后在两家互联网公司担任后端开发，共7年经验。""",
    lang="zh",
    cat="fields_prose",
    note="fields joined by 、 and 和",
)

C("""帮我想十个适合母婴店的微信公众号标题""", 10, lang="zh", cat="count_words", note="十个")

N(
    """北京、上海、成都，哪个城市更适合刚毕业的程序员发展？""",
    lang="zh",
    cat="choose_among",
    note="choose one of three cities",
)

# ============================================================================ Japanese
L(
    """次の単語の意味を教えてください：⟦忖度⟧、⟦杞憂⟧、⟦一期一会⟧""",
    lang="ja",
    cat="define_terms",
    note="three words with 、",
)

C("""新商品のハンドクリームのキャッチコピーを3つお願いします""", 3, lang="ja", cat="count_tsu", note="3つ")

N(
    """以下の手順で合っていますか？①電源を切る ②ケーブルを抜く ③10秒待つ ④再度接続する。ルーターの再起動方法です。""",
    lang="ja",
    cat="procedure_context",
    note="one procedure to check",
)

F(
    """このメールから⟦会社名⟧・⟦担当者名⟧・⟦見積金額⟧を抜き出してください。

株式会社ヤマト工芸の田中です。ご依頼の看板製作のお見積りは税込352,000円となります。""",
    lang="ja",
    cat="fields_nakaguro",
    note="fields joined by ・",
)

# ============================================================================ Hindi
L(
    """कृपया इन सवालों के जवाब दें:
1. ⟦भारत की राजधानी क्या है?⟧
2. ⟦गंगा नदी कहाँ से निकलती है?⟧""",
    lang="hi",
    cat="homework_numbered",
    note="two numbered questions",
)

C("""मेरी मिठाई की दुकान के लिए पाँच नाम सुझाइए""", 5, lang="hi", cat="count_words", note="पाँच = 5")

N(
    """मेरे पास 20,000 रुपये हैं। मुझे FD में डालना चाहिए या म्यूचुअल फंड में?""",
    lang="hi",
    cat="choose_between",
    note="choose between two",
)

# ============================================================================ Arabic
L(
    """مرحبا، ⟦متى يصل طلبي؟⟧ و⟦هل يمكنني تغيير العنوان؟⟧""",
    lang="ar",
    cat="support_two_inline",
    note="second question after و attached",
)

C("""أعطني خمس أفكار لمنشورات إنستغرام لمطعم شاورما""", 5, lang="ar", cat="count_words", note="خمس = 5")

N(
    """اكتب رسالة اعتذار لعميل تأخر طلبه ثلاثة أيام، واذكر أننا سنعوضه بخصم 15٪.""",
    lang="ar",
    cat="agent_one_reply",
    note="one apology message",
)

# ============================================================================ Turkish
L(
    """Merhaba, ⟦kargom neden hâlâ yola çıkmadı?⟧ Bir de ⟦iade süresi kaç gün?⟧""",
    lang="tr",
    cat="support_two_inline",
    note="'Bir de' connector",
)

C("""Bana bir kuaför salonu için 10 tane isim önerir misin""", 10, lang="tr", cat="count_digits", note="10 tane")

N(
    """İstanbul'da ev mi kiralamalıyım yoksa Ankara'da mı? İşim uzaktan, bütçem 25 bin TL.""",
    lang="tr",
    cat="choose_between",
    note="choose between two cities",
)

# ============================================================================ Italian
L(
    """Ciao, volevo sapere ⟦se il divano è disponibile anche in grigio⟧ e ⟦quanto costa la consegna a Bologna⟧. Grazie mille""",
    lang="it",
    cat="support_indirect",
    note="indirect questions joined by e",
)

F(
    """Estrai ⟦data⟧, ⟦importo⟧ e ⟦causale⟧ da questo bonifico: 03/06/2026 — 480,00 € — affitto giugno via Roma 12""",
    lang="it",
    cat="fields_prose",
    note="three fields",
)

N(
    """Scrivi un post per il blog del nostro agriturismo che parli di: vendemmia, degustazione, camere nuove e il menu d'autunno.""",
    lang="it",
    cat="one_piece_from_points",
    note="one post naming four topics",
)

# ============================================================================ Korean
L(
    """안녕하세요. ⟦환불은 언제 처리되나요?⟧ 그리고 ⟦쿠폰은 다시 사용할 수 있나요?⟧""",
    lang="ko",
    cat="support_two_inline",
    note="그리고 connector",
)

C("""카페 인스타그램 해시태그 15개만 추천해줘""", 15, lang="ko", cat="count_digits", note="15개")

# ============================================================================ mixed languages
L(
    """Can you translate these to Spanish for our menu? ⟦grilled salmon with lemon butter⟧, ⟦garden salad⟧, ⟦chocolate lava cake⟧ — gracias!""",
    lang="en",
    cat="mixed_language",
    note="English request, Spanish sign-off",
)

L(
    """Bitte kurz beantworten: ⟦what is the difference between Umsatz and Gewinn?⟧ und ⟦was bedeutet EBIT?⟧""",
    lang="de",
    cat="mixed_language",
    note="German and English in one message, und connector",
)

C(
    """yaar mujhe apne YouTube channel ke liye 10 catchy titles chahiye, cooking channel hai""",
    10,
    lang="hi",
    cat="mixed_language",
    note="Hinglish in Latin script, 10 titles",
)

N(
    """这个 error 是什么意思？ ModuleNotFoundError: No module named 'requests'""",
    lang="zh",
    cat="mixed_language",
    note="Chinese question about one English error",
)


# ============================================================================ short messages, long messages
N("""ok thanks!""", cat="chitchat", note="10 characters")
C("""10 cat names""", 10, cat="count_terse", note="12 characters")
L("""define: ⟦ROI⟧, ⟦CAC⟧""", cat="define_terms_short", note="two terms, terse")
N("""tea or coffee?""", cat="choose_between", note="short choice")
C("""haiku x3 pls""", 3, cat="count_terse", note="x3 = 3")
L(
    """qs = ['⟦how do I reverse a string in python⟧', '⟦how do I check if a key is in a dict⟧']  # answer each""",
    cat="python_list_questions",
    note="questions as a Python list with a comment",
)

L(
    """Subject: Re: Re: Booking HT-55093 — still waiting!!

Hi again,

I am writing for the third time about my booking at the Harbourview Hotel for 18-21 September. When I booked on your site in June it said "free cancellation until 48 hours before arrival" and the price was €412 for three nights including breakfast. Now my confirmation email says "non-refundable" and the breakfast is not shown anywhere. I have screenshots of the page from the day I booked, I can send them if needed.

On top of that, my husband now has a knee operation scheduled on the 19th so we may not be able to travel at all, or we may want to move to October. I tried calling your hotline twice and after 25 minutes on hold the call just cut off.

So, very simply, I need to know: ⟦can I still cancel for free as it was advertised?⟧ If we don't cancel, ⟦is it possible to move the same booking to 9-12 October for the same price?⟧ And ⟦why does my confirmation not include the breakfast that I paid for?⟧

I have been a customer of yours for years and I usually recommend you to my friends, but this experience has been honestly very stressful. Please reply by email, I can't wait on the phone again.

Kind regards,
Gertrude Van Aalst
Booking ref HT-55093""",
    cat="long_support_email",
    note="1.4 KB complaint with three questions near the end",
)

F(
    """Below is an email thread between our procurement team and a supplier. From the whole thread, extract ⟦supplier name⟧, ⟦contact person⟧, ⟦agreed unit price⟧, ⟦minimum order quantity⟧, ⟦payment terms⟧, ⟦delivery lead time⟧ and ⟦contract start date⟧. If something changed during the thread, use the final agreed value.

---
From: Nadia Benali (Procurement, Fenwick Outdoor)
To: sales@calder-textiles.example
We are looking for a supplier of 300D recycled polyester fabric for our rain jackets. Could you quote for 5,000 metres a quarter? We would need delivery within four weeks of order and 60-day payment terms.

From: Owen Calder (Calder Textiles Ltd)
Thanks Nadia. Our list price is £4.80/m with a minimum order of 2,000 m per order. Lead time is usually six weeks and our standard terms are 30 days.

From: Nadia Benali
Six weeks is too long for our spring range. If we commit to 5,000 m per quarter, can you do £4.40/m, five weeks, and 45 days?

From: Owen Calder
We can do £4.50/m and 45 days. Lead time five weeks is fine if orders come in by the 1st of the month. MOQ stays at 2,000 m.

From: Nadia Benali
Agreed. Let's start with the contract from 1 March. I'll send the PO next week.
---""",
    cat="fields_long_thread",
    note="1.3 KB thread, values change along it; seven fields in prose",
)


if __name__ == "__main__":
    main(ROWS, out=OUT, prefix="q", source=SOURCE)
