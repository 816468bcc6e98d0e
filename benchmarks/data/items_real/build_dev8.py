"""The eighth development set (``dev8.jsonl``): requests written the way people write to chat and support bots.

    python benchmarks/data/items_real/build_dev8.py          # writes dev8.jsonl, with the checks
    python benchmarks/data/items_real/build_dev8.py --check  # the checks only
    python benchmarks/data/items_real/build_dev8.py --score [OUT.md]  # items_real.py's figures on it, per kind and language

Every row is written here by hand (see DEV8.md). In a ``list`` or ``fields`` request each gold item
is marked ``⟦like this⟧``; the marks are taken out of the request and the marked spans become its
items, so every item is a substring of its request, in order, by construction. The checks: ids
unique, kinds known, no request repeated, every ``list``/``fields`` item an exact substring of its
request, in order, ``count`` rows with a count and no items, ``none`` rows with neither.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from devset import Rows, main  # noqa: E402

OUT = HERE / "dev8.jsonl"
SOURCE = "written for dev8"
ROWS = Rows()
L, F, C, N = ROWS.L, ROWS.F, ROWS.C, ROWS.N


# ============================================================================ English: list
L(
    """quick questions:
⟦how long does shipping to canada take⟧
⟦do you price match⟧
⟦is the 2 year warranty transferable if i sell it⟧""",
    cat="quick_questions_lines",
    note="'quick questions:' then bare lines, no question marks",
)
L(
    "hey can u help me ⟦what is a roth ira?⟧⟦how do i open one?⟧⟦whats the yearly limit⟧",
    cat="qmark_nospace",
    note="questions joined only by '?' with no space",
)
L(
    "i ordered a blender from you guys 2 weeks ago (order 30-7781) and it STILL hasnt shipped, honestly this is ridiculous, "
    "i needed it for my moms birthday which was saturday. ⟦where is my order right now?⟧ ⟦can i cancel it and get a full refund "
    "to my card?⟧ and ⟦why did nobody answer the email i sent on monday?⟧ really disappointed",
    cat="support_complaint",
    note="three questions inside an angry complaint; leading 'and' left out",
)
L(
    "Q1 ⟦how do i reset my router⟧ Q2 ⟦why does my wifi drop every night around 11⟧ Q3 ⟦is 5ghz better for gaming⟧",
    cat="q_labels_inline",
    note="Q1 Q2 Q3 labels on one line, no punctuation",
)
L(
    "explain these in simple words, buying my first house: ⟦amortization⟧; ⟦escrow⟧; ⟦points⟧; ⟦PMI⟧",
    cat="terms_semicolons",
    note="terms after a colon, separated by semicolons",
)
L(
    "translate to spanish pls: ⟦good morning⟧ | ⟦where is the train station⟧ | ⟦how much does this cost⟧ | ⟦thank you very much⟧",
    cat="translate_pipes",
    note="phrases to translate separated by pipes",
)
L(
    """fix the grammar in these, keep them short:
- ⟦me and him goes to the store yesterday⟧
- ⟦their going to be late for the meeting⟧
- ⟦she dont like apples⟧
- ⟦who's book is this⟧""",
    cat="grammar_lines",
    note="sentences to correct, bulleted",
)
L(
    """rate each of these business names 1-10 for a dog grooming place
⟦Pawfect Cuts⟧
⟦The Shaggy Shack⟧
⟦Bark & Bubbles⟧
⟦FurBnB⟧""",
    cat="rate_each",
    note="names to rate, one a line",
)
L(
    """for each of the following products write a 2 sentence amazon description
1. ⟦bamboo cutting board 3 pack⟧
2. ⟦stainless steel water bottle 32oz⟧
3. ⟦silicone baking mats⟧
4. ⟦cast iron skillet 10 inch⟧""",
    cat="for_each_products",
    note="'for each of the following products', numbered",
)
L(
    """triage these tickets, give each a priority (P1-P4) and which team should own it
TCK-881: ⟦checkout page returns 500 for all users since 9am⟧
TCK-882: ⟦typo on the about us page, 'recieve'⟧
TCK-883: ⟦customer wants last months invoice resent to a new email⟧
TCK-884: ⟦password reset emails arriving 2 hours late⟧""",
    cat="ticket_triage",
    note="tickets with id labels (left out of the items)",
)
L(
    "draft faq answers for our yoga studio website for these topics: ⟦class cancellations⟧, ⟦your first visit⟧, ⟦parking⟧, "
    "⟦membership freezes⟧, ⟦what to bring⟧",
    cat="faq_topics",
    note="one FAQ answer per topic, topics inline",
)
L(
    "omg ok 3 things 😅 1) ⟦can i freeze cooked rice⟧ 🍚 2) ⟦how long does it keep in the fridge⟧ 🧊 3) ⟦is it safe to reheat it twice??⟧ 🤔",
    cat="emoji_numbered",
    note="numbered inline questions with emoji after each",
)
L(
    """categorize each transaction as groceries, transport, eating out, bills or other
⟦03/02 TESCO STORES 4411 £23.10⟧
⟦03/02 TFL TRAVEL CH £6.80⟧
⟦04/02 DELIVEROO £18.45⟧
⟦05/02 THAMES WATER DD £34.00⟧
⟦06/02 AMZN MKTP £12.99⟧""",
    cat="spreadsheet_rows",
    note="bank statement lines to categorise one by one",
)
L(
    """label each customer message positive / negative / neutral:
[10:02] customer: ⟦finally got my package thanks!!⟧
[10:05] customer: ⟦this is the third time the app crashed today⟧
[10:09] customer: ⟦what time do you close on sunday⟧""",
    cat="chat_transcript_label",
    note="chat lines with timestamp and speaker (left out of the items)",
)
L(
    "what does each of these do? ⟦git rebase -i HEAD~3⟧, ⟦git cherry-pick⟧, ⟦git reflog⟧, ⟦git bisect⟧",
    cat="commands_inline",
    note="shell commands to explain, comma separated",
)
L(
    """can you explain these errors i keep getting

- `⟦TypeError: 'NoneType' object is not subscriptable⟧`
- `⟦ModuleNotFoundError: No module named 'cv2'⟧`
- `⟦RecursionError: maximum recursion depth exceeded⟧`""",
    cat="errors_backticks",
    note="error messages in backticks, bulleted (backticks left out)",
)
L(
    "convert these to yyyy-mm-dd: ⟦March 3rd 2024⟧, ⟦12/07/23 (uk format)⟧, ⟦2023.11.30⟧, ⟦last day of feb 2024⟧",
    cat="convert_inline",
    note="dates to convert, comma separated",
)
L(
    "true or false, one word each pls. ⟦the great wall is visible from space.⟧ ⟦bats are blind.⟧ ⟦goldfish have a 3 second memory.⟧ "
    "⟦lightning never strikes the same place twice.⟧",
    cat="true_false_sentences",
    note="statements as plain sentences in one line",
)
L(
    "⟦how many ml in a cup⟧ / ⟦how many grams in an ounce⟧ / ⟦how many km in a mile⟧",
    cat="slash_questions",
    note="questions separated by slashes, no lead",
)
L(
    "synonyms for each: ⟦happy⟧, ⟦tired⟧, ⟦big⟧, ⟦fast⟧ (for a 3rd grade essay)",
    cat="words_inline",
    note="words after 'each:' with a trailing aside",
)
L(
    """write a short reply to each review, in the owner's voice (we're a small cafe):
★★★★★ "⟦best flat white in town, staff are lovely⟧"
★★☆☆☆ "⟦waited 20 min for a croissant⟧"
★☆☆☆☆ "⟦wifi never works and the music is way too loud⟧\"""",
    cat="reviews_stars",
    note="reviews after star ratings, in quotes (stars and quotes left out)",
)
L(
    """summarize each paragraph in one line:

P1: ⟦The Harwick town council voted on Tuesday to close the Elm Street library branch at the end of the year, citing falling visitor numbers and a repair bill of about £400,000 for the roof.⟧

P2: ⟦Local parents have started a petition, saying the branch is the only place within walking distance where children can do homework after school. It had 1,200 signatures by Thursday.⟧

P3: ⟦A council spokesperson said services would move to the main library in the town centre and that a mobile library van would visit Elm Street twice a week.⟧""",
    cat="paragraphs_labelled",
    note="paragraphs labelled P1: P2: P3: to summarise separately",
)
L(
    "answer these like you're me (junior data analyst, 1 yr exp) in 1-2 lines each - ⟦tell me about yourself⟧ - "
    "⟦why do you want to leave your current job⟧ - ⟦what's your biggest weakness⟧ - ⟦where do you see yourself in 5 years⟧",
    cat="dash_inline",
    note="interview questions separated by ' - ' on one line",
)
L(
    "⟦wats EBITDA?⟧ ⟦whats a P/E ratio?⟧ ⟦what does bear market actually mean⟧",
    cat="typos_questions",
    note="three finance questions, typos, no lead",
)
L(
    "hi HR bot, couple of things: ⟦how many vacation days do i get in my first year⟧, ⟦does unused PTO roll over⟧, "
    "and ⟦who do i talk to about changing my direct deposit⟧",
    cat="hr_inline",
    note="HR questions joined by commas and 'and'",
)
L(
    "I'm on lisinopril if that matters. Unrelated questions though: ⟦what's a normal resting heart rate for a 40 year old?⟧ "
    "⟦Is it bad to take ibuprofen every day for a week?⟧ ⟦How much water should I drink a day?⟧",
    cat="medical_questions",
    note="medical questions after a context sentence",
)
L(
    """write seo titles (max 60 chars) for these skus:
SKU-1001 ⟦women's linen shirt white⟧
SKU-1002 ⟦men's trail running shoes sizes 9-13⟧
SKU-1003 ⟦kids rain jacket yellow with hood⟧""",
    cat="sku_lines",
    note="product lines labelled with SKU ids (left out)",
)
L(
    "my new job uses so many acronyms lol, what do these stand for: ⟦OKR⟧, ⟦KPI⟧, ⟦SLA⟧, ⟦RACI⟧",
    cat="acronyms_colon",
    note="acronyms after 'these stand for:'",
)
L(
    """## questions for the landlord (answer based on typical UK rules pls)
- ⟦is the deposit refundable if we break the lease early⟧
- ⟦when is rent usually due⟧
  - (our payday is the 28th)
- ⟦can we paint the walls⟧""",
    cat="markdown_bullets_subnote",
    note="markdown heading and bullets, one sub-bullet of context",
)
L(
    "1/ ⟦is it ok to run every single day⟧ 2/ ⟦should i stretch before or after⟧ 3/ ⟦do i need special shoes for a treadmill⟧",
    cat="slash_numbers",
    note="1/ 2/ 3/ markers inline",
)
L(
    """suggest a polite reply to each of these slack messages from my manager:
"⟦can you jump on a call in 5⟧"
"⟦why is the report late again⟧"
"⟦great work on the demo today⟧\"""",
    cat="messages_quoted",
    note="quoted messages, one a line",
)
L(
    """what do these regexes match
⟦^\\d{5}(-\\d{4})?$⟧
⟦^[A-Z]{2}\\d{2}[A-Z0-9]{11,30}$⟧
⟦^#?([a-f0-9]{6}|[a-f0-9]{3})$⟧""",
    cat="regex_lines",
    note="regexes to explain, one a line",
)
L(
    "what do these mean in english? ⟦je suis désolé⟧ / ⟦on y va⟧ / ⟦ça marche⟧",
    cat="translate_slash",
    note="French phrases in an English request, slash separated",
)
L(
    "solve each: a) ⟦12% of 250⟧ b) ⟦3/8 as a decimal⟧ c) ⟦17 x 23⟧",
    cat="math_independent",
    note="independent arithmetic, lettered inline",
)
L(
    """do these look like phishing?
1) '⟦Your account is on hold, click here to update your payment details within 24h⟧'
2) '⟦Hi team, the all hands moved to 3pm, same room⟧'
3) '⟦Congratulations!!! You have won a $500 gift card, reply with your address⟧'""",
    cat="classify_quoted",
    note="messages in single quotes to classify",
)
L(
    "⟦whos the founder of wikipedia?⟧⟦when did it launch?⟧⟦how many languages is it in⟧",
    cat="qmark_nospace",
    note="questions joined only by '?'",
)
L(
    "⟦how do i change my shipping address⟧ also ⟦can i add gift wrap⟧ also ⟦do you ship to PO boxes⟧",
    cat="also_chain",
    note="questions chained with 'also', no punctuation",
)
L(
    "Hello! I have a few questions about my subscription. 1. ⟦When does my free trial end?⟧ 2. ⟦Will I be charged automatically?⟧ "
    "3. ⟦Can I switch to the annual plan later?⟧ Thanks in advance!",
    cat="numbered_inline_support",
    note="numbered questions inline inside a polite support message",
)
L(
    """here's a csv, write a one-line tagline for each row
name,category,price
⟦Aurora Lamp,lighting,49⟧
⟦Nimbus Pillow,bedding,35⟧
⟦Terra Planter,garden,22⟧""",
    cat="csv_rows",
    note="CSV rows (header left out) to handle one by one",
)
L(
    "give me a fun fact about each of these: ⟦octopuses⟧, ⟦honey⟧, ⟦the eiffel tower⟧, ⟦sloths⟧",
    cat="each_of_these",
    note="'a fun fact about each of these:' then things",
)
L(
    "is this correct english? ⟦i could of gone⟧ / ⟦between you and I⟧ / ⟦irregardless of the cost⟧",
    cat="grammar_check_slash",
    note="phrases to check, slash separated",
)
L(
    "quick legal qs (uk): ⟦can my employer read my work emails?⟧ ⟦how much notice do i have to give if my contract says nothing?⟧ "
    "⟦can they make me work bank holidays?⟧",
    cat="legal_questions",
    note="legal questions after a short lead",
)
L(
    """| question | answer |
|---|---|
| ⟦boiling point of water in F⟧ | |
| ⟦speed of light in km/s⟧ | |
| ⟦year the berlin wall fell⟧ | |

fill in the answer column""",
    cat="table_fill_questions",
    note="questions in a markdown table's first column",
)
L(
    """Hi there,

I've been a customer since 2019 and I've never had to write in before, but this month has been a mess so please bear with me. First my card got charged twice for the March box (£29.99 each time, on the 2nd and again on the 4th). Then the box arrived with the wrong size of the grey hoodie, M instead of L, and the returns page on your site just spins when I click 'start a return'. I tried on my phone and on my laptop, cleared cookies, the lot. I also noticed my loyalty points went from 1,240 to 0 overnight, which I'm assuming is a bug because I didn't redeem anything.

I chatted with someone called Mo on Friday who said a supervisor would email me within 48 hours. That was four days ago.

So, my questions:

⟦Can you refund the duplicate £29.99 charge, and how long will that take to show?⟧
⟦How do I return the hoodie if the returns page doesn't work? Can I just post it back?⟧
⟦What happened to my loyalty points and can they be restored?⟧
⟦Is there a way to pause my subscription for April and May while this gets sorted?⟧

I'd really like to stay a customer, I love the clothes, but I need these answered.

Thanks,
Harriet Okafor
Account email: h.okafor@mailbox.example""",
    cat="long_support_thread",
    note="long support email, four questions on lines after 'my questions:'",
)
L(
    """Read the passage and answer the questions.

The Velden Canal was dug between 1791 and 1798 to carry coal from the hill mines around Askbury down to the port at Marrow Bay. Before the canal, coal went by packhorse, and a single horse could carry about 150 kilograms; a horse towing a canal boat could pull nearly 30 tonnes. The price of coal in Marrow Bay fell by almost half within five years of the canal opening. The canal climbs 96 metres through a flight of 22 locks at Greythorn, which took longer to build than the rest of the canal put together, and the lock keepers' cottages that still stand there were added in 1805. The arrival of the railway in 1849 ended most of the coal traffic, and by 1900 the canal was used mainly by timber and grain boats. It closed to commercial traffic in 1951. Volunteers from the Velden Canal Trust began clearing the channel in 1974, and the whole length reopened to leisure boats in 2003, two hundred years after the first full year of trade.

Questions:
1. ⟦Why was the canal built?⟧
2. ⟦How much more could a horse move by canal than by packhorse?⟧
3. ⟦What was special about the locks at Greythorn?⟧
4. ⟦When did commercial traffic end?⟧
5. ⟦Who reopened the canal and when?⟧""",
    cat="passage_questions_long",
    note="reading comprehension: invented passage, five numbered questions",
)
L(
    """rewrite each bullet to sound more professional, it's for my self review
• ⟦i fixed a ton of bugs nobody else wanted to touch⟧
• ⟦helped the new guys get set up⟧
• ⟦basically ran the q3 launch when my lead was out⟧""",
    cat="rewrite_bullets",
    note="bullets with • to rewrite one by one",
)
L(
    "help with hw: (1) ⟦whats the chemical symbol for gold⟧ (2) ⟦what is the powerhouse of the cell⟧ (3) ⟦name a noble gas⟧",
    cat="parens_numbers",
    note="(1) (2) (3) markers inline",
)
L(
    "roughly how many calories in: ⟦1 banana⟧; ⟦a slice of pepperoni pizza⟧; ⟦a can of cola⟧; ⟦a tbsp of peanut butter⟧",
    cat="semicolon_items",
    note="foods after a colon, separated by semicolons",
)
L(
    "whats the past tense of: ⟦swim⟧, ⟦lie (as in lie down)⟧, ⟦bring⟧, ⟦seek⟧",
    cat="words_colon",
    note="verbs after a colon, one with an aside",
)
L(
    """give me a thesis statement for each of these essay prompts:
- ⟦Should school uniforms be mandatory?⟧
- ⟦Is social media good for teenagers?⟧
- ⟦Should the voting age be lowered to 16?⟧""",
    cat="thesis_each",
    note="essay prompts (questions) to handle one by one",
)
L(
    "how long do i boil ⟦eggs (soft)⟧, ⟦fresh pasta⟧, ⟦corn on the cob⟧, ⟦broccoli⟧",
    cat="one_frame_many_objects",
    note="one question frame over four foods; each is its own answer",
)
L(
    "a. ⟦how do i know if my tire pressure is low⟧ b. ⟦what does the orange engine light mean⟧ c. ⟦how often should i rotate tires⟧",
    cat="lettered_inline",
    note="a. b. c. inline",
)
L(
    """Q: ⟦Do you offer refunds?⟧
A:
Q: ⟦How long does delivery take?⟧
A:
Q: ⟦Can I change my order after placing it?⟧
A:

fill in the answers for our shoe shop faq, keep it friendly""",
    cat="qa_blank",
    note="Q:/A: blanks, the instruction after them",
)
L(
    "hey so a few random ones, ⟦how do you get candle wax out of a carpet⟧, ⟦is it ok to put a cast iron pan in the dishwasher⟧, "
    "⟦why do my towels smell after washing⟧ lol sorry",
    cat="random_questions_commas",
    note="household questions joined by commas, chit-chat around them",
)
L(
    """please proofread these three product blurbs separately:

⟦Our new Alpine thermos keep drinks hot for 24 hour's and cold for 48.⟧

⟦The Breeze fan is whisper quite and fold flat for storage.⟧

⟦Made from recycled plastic, the Tidy bin is perfect for you're kitchen.⟧""",
    cat="proofread_blocks",
    note="blurbs in blank-line separated blocks",
)
L(
    "can you tell me which of these words are misspelled and fix them: ⟦recieve⟧ ⟦definately⟧ ⟦accomodate⟧ ⟦calendar⟧ ⟦seperate⟧",
    cat="words_space_separated",
    note="words separated by spaces only",
)
L(
    """For each employee write a one-sentence work anniversary message:
⟦Dana Pike - 5 years - warehouse lead⟧
⟦Sam Ortiz - 1 year - customer support⟧
⟦Mei Tan - 10 years - finance⟧""",
    cat="people_lines",
    note="employee lines (name - tenure - role) to handle one by one",
)
L(
    "⟦is 91 prime?⟧ ⟦is 2024 a leap year?⟧ ⟦is 0 even?⟧",
    cat="short_yes_no",
    note="three short yes/no questions, no lead",
)

# ============================================================================ English: fields
F(
    """pull out ⟦sender name⟧, ⟦order number⟧, ⟦refund amount⟧ and ⟦reason⟧ from this email:

Hi, this is Dana Whitcombe, order #55-1902. I'd like my $84.50 back because the jacket came in the wrong size and the return window hasn't closed yet. Thanks!""",
    cat="fields_prose_before",
    note="fields in prose before the email",
)
F(
    """extract from this invoice as json: ⟦invoice_no⟧ (string), ⟦issue_date⟧ (YYYY-MM-DD), ⟦vendor_name⟧ (string), ⟦total_amount⟧ (float), ⟦currency⟧ (ISO code)

INVOICE INV-20931
Brookfield Print & Sign Ltd
Issued: 14 Feb 2025
Banner 2x1m x2 .......... 180.00
Design fee .............. 60.00
VAT 20% ................. 48.00
TOTAL DUE ............... GBP 288.00""",
    cat="fields_typed_parens",
    note="snake_case fields with types in parentheses (types left out)",
)
F(
    """Return JSON matching this schema:
{"type": "object", "properties": {"⟦full_name⟧": {"type": "string"}, "⟦age⟧": {"type": "integer"}, "⟦allergies⟧": {"type": "array", "items": {"type": "string"}}, "⟦emergency_contact⟧": {"type": "string"}}}

Text: Patient Omar Reyes, 52, allergic to penicillin and latex. Wife Lina can be reached at 555-0142.""",
    cat="json_schema",
    note="a JSON schema's property names",
)
F(
    """fill this form from my notes pls

⟦Name⟧:
⟦Date of birth⟧:
⟦Policy number⟧:
⟦Date of incident⟧:
⟦Description⟧:

notes: im kev hollis born 4 april 1988, policy HX-77120, someone backed into my car in the tesco car park on the 2nd, rear bumper dented, they drove off""",
    cat="form_fill_lines",
    note="empty form labels, notes after",
)
F(
    """JOB POSTING — copied from the careers page

Senior Backend Engineer (Payments)
Quillstone Labs · Manchester, UK (hybrid, 2 days a week in office)

About us: Quillstone builds invoicing and payment tools for small construction firms. We're 60 people, profitable, and growing about 40% a year. Our stack is mostly Go and Postgres on AWS, with some older Python services we're slowly retiring.

What you'll do:
- Own the services that move money between our customers and their subcontractors
- Work with finance and compliance to keep us on the right side of the FCA
- Mentor two mid-level engineers and review a lot of code
- Be on call roughly one week in eight (paid)

What we're looking for:
- 5+ years building backend systems, at least 2 in payments or fintech
- Strong SQL; you know what an isolation level is and when it matters
- Comfortable with Go, or keen to learn it fast if you come from Java/Kotlin
- Nice to have: experience with open banking APIs, double-entry ledgers

Salary: £78,000–£92,000 + 0.1% equity, 28 days holiday plus bank holidays, private health cover, £1,000 yearly learning budget.

How to apply: send your CV and a short note about a system you're proud of to jobs@quillstone.example. Applications close on 21 March 2025. We reply to everyone within a week.

---
can you get me the ⟦job title⟧, ⟦company⟧, ⟦location⟧, ⟦salary range⟧, ⟦remote policy⟧ and ⟦application deadline⟧ from this, as a list""",
    cat="job_post_long",
    note="long pasted job post, fields asked for after it",
)
F(
    """parse this resume into ⟦name⟧ | ⟦email⟧ | ⟦phone⟧ | ⟦skills⟧ | ⟦years of experience⟧

JORDAN ELLERY
jordan.ellery@inbox.example · 07700 900 552
Logistics coordinator with 7 years in freight and warehousing. Skills: SAP, Excel (advanced), forklift licence, team scheduling.""",
    cat="fields_pipes",
    note="fields separated by pipes before a resume",
)
F(
    """from this discharge summary pull: ⟦age⟧, ⟦primary diagnosis⟧, ⟦meds on discharge⟧, ⟦follow-up date⟧

68 y/o male admitted 03/11 with community acquired pneumonia, treated with IV then oral antibiotics. Discharged 03/15 on amoxicillin 500mg TDS x5 days and his usual amlodipine. GP review in 1 week, clinic follow up 04/02.""",
    cat="medical_fields",
    note="clinical fields after 'pull:'",
)
F(
    "I need the ⟦landlord⟧, ⟦tenant⟧, ⟦monthly rent⟧, ⟦deposit⟧ and ⟦lease start date⟧ from this lease excerpt: "
    '"This agreement is made between Carraway Homes LLC (the Landlord) and Beatriz Souza (the Tenant) for the premises at '
    "12B Fenwick Row. The term begins on June 1, 2025. Rent of $1,650 is payable monthly in advance. A security deposit of "
    '$2,475 is due at signing."',
    cat="legal_fields",
    note="fields in prose, quoted lease text after",
)
F(
    """turn this ticket into a record with
⟦customer_id⟧: int
⟦issue_type⟧: one of billing/tech/account
⟦priority⟧: low|med|high
⟦summary⟧: str

ticket: "hi my account 448102 keeps getting locked after i change my password, ive tried 3 times today and i have a client demo in an hour PLEASE help" """.rstrip(),
    cat="key_type_lines",
    note="key: type lines (types left out), a ticket after",
)
F(
    """fill this row from the listing:
| ⟦make⟧ | ⟦model⟧ | ⟦year⟧ | ⟦mileage⟧ | ⟦asking price⟧ |
|---|---|---|---|---|

listing: 2016 Solari Breeze hatchback, one owner, 61k miles, new clutch last year, asking 6,900 ono""",
    cat="table_header_fill",
    note="an empty markdown table header to fill",
)
F(
    """fill in this yaml from the event description
```yaml
⟦title⟧:
⟦date⟧:
⟦venue⟧:
⟦speakers⟧:
⟦ticket_price⟧:
```
Join us for Data on the Docks, an evening of short talks at the Old Pump House, Bristol on 9 May. Speakers: Asha Mensah (open data in local government) and Piotr Zielinski (maps that lie). Tickets £12, students free.""",
    cat="yaml_template",
    note="an empty YAML template in a code fence",
)
F(
    "whats the ⟦sender⟧, ⟦date⟧ and ⟦total⟧ on this receipt? GREENLEAF GROCERS 22/01/2025 14:32 ... 3 items ... TOTAL £17.46 CARD",
    cat="fields_question_subject",
    note="fields as the subject of one question",
)
F(
    """map this order confirmation into this interface

interface Order {
  ⟦orderId⟧: string;
  ⟦customerEmail⟧: string;
  ⟦items⟧: string[];
  ⟦total⟧: number;
  ⟦shippedAt⟧: string | null;
}

"Thanks for your order #A-55210! We'll email lucy.ng@post.example when it ships. 1x Linen Duvet Cover (double), 2x Pillowcase (white). Total charged: $142.00" """.rstrip(),
    cat="ts_interface",
    note="a TypeScript interface's keys (types left out)",
)
F(
    "find all the ⟦people⟧, ⟦companies⟧, ⟦dates⟧ and ⟦amounts⟧ in this paragraph: On 3 October, Teodora Vasic, the CFO of "
    "Marlow Freight, confirmed the sale of its Dundee depot to Kestrel Storage for £4.2 million; the deal closes in January.",
    cat="entity_types",
    note="entity types to find",
)
F(
    "give me ⟦brand⟧, ⟦model⟧, ⟦engine size⟧, ⟦colour⟧ as key: value from this: for sale my trusty Ventura Sprite 1.2L in "
    "british racing green, bit of rust on the arch but runs great",
    cat="key_value_ask",
    note="fields then 'as key: value'",
)
F(
    """@dataclass
class Lead:
    ⟦company⟧: str
    ⟦contact_name⟧: str
    ⟦budget⟧: int
    ⟦timeline⟧: str

fill Lead from this call note: spoke w/ Raj at Orchard & Finch, they want the CRM migration done before their Q3 kickoff (so ~July), budget around 40k""",
    cat="dataclass",
    note="a Python dataclass to fill",
)
F(
    """output one csv line with these columns: ⟦date⟧,⟦merchant⟧,⟦amount⟧,⟦category⟧

receipt text: BLUE DOOR COFFEE 08/03/25 1x oat latte 3.40 1x almond croissant 2.95 total 6.35 visa""",
    cat="csv_header",
    note="a CSV header of columns to fill",
)
F(
    """extract:
1. ⟦Applicant name⟧
2. ⟦Loan amount⟧
3. ⟦Term in months⟧
4. ⟦Interest rate⟧

from the application below

Applicant: Ngozi Adeyemi. Requested: $18,000 over 60 months for a used truck. Offered APR 7.9% fixed.""",
    cat="fields_numbered",
    note="numbered field names before the text",
)
F(
    """grab ⟦name⟧/⟦title⟧/⟦phone⟧/⟦email⟧ from this email signature:

--
Priya Nandakumar
Head of Procurement, Lumio Foods
m: +44 7700 900311
priya.n@lumiofoods.example""",
    cat="fields_slash",
    note="slash-joined fields before a signature",
)
F(
    "new hire form - fill what you can from her offer letter: ⟦Employee name⟧, ⟦Start date⟧, ⟦Job title⟧, ⟦Manager⟧, ⟦Base salary⟧, "
    "⟦Employment type⟧. Letter: Dear Alina, we're delighted to offer you the role of Product Designer reporting to Marcus Hale, "
    "starting 2 June, full-time and permanent, at a salary of €64,000 per year.",
    cat="hr_form_inline",
    note="Title Case HR fields inline, the letter after",
)
F(
    "can u grab the ⟦flight number⟧ ✈️ ⟦departure time⟧ ⏰ ⟦gate⟧ 🚪 and ⟦seat⟧ 💺 from this confirmation: Flight NV 2217 "
    "Lisbon → Bristol, departs 06:45, gate B12, seat 14C, boarding closes 06:25",
    cat="fields_emoji",
    note="fields with an emoji after each",
)
F(
    """Everyday Carry Backpack by Northpine. Shell: 600D recycled polyester with a PU coating. 46 x 30 x 16 cm, 0.9 kg. Fits a 16" laptop. Covered by our 5-year warranty.

^ from that get ⟦brand⟧, ⟦material⟧, ⟦dimensions⟧, ⟦weight⟧, ⟦warranty⟧""",
    cat="fields_after_text",
    note="text first, fields after a caret pointer",
)
F(
    "for the wire confirmation below i need ⟦beneficiary⟧, ⟦IBAN⟧, ⟦amount⟧, ⟦value date⟧, ⟦reference⟧\n\n"
    "Transfer executed. To: Hollis & Dray Architects, DE44 5001 0517 5407 3249 31. EUR 12,400.00, value 28.02.2025, ref: INV 3391 stage 2",
    cat="finance_fields",
    note="banking fields before a confirmation",
)
F(
    """**⟦Name⟧:**
**⟦Email⟧:**
**⟦Order ID⟧:**
**⟦Issue⟧:**

^ fill this out for me from the chat below so i can paste it in the portal

customer (Tom Brandt, tom.b@webmail.example): hey my order ZX-4410 came with the lid missing from the blender jug""",
    cat="fields_bold_md",
    note="bold markdown labels as a form",
)
F(
    "From the attached minutes, list the ⟦meeting date⟧, ⟦attendees⟧, ⟦decisions made⟧ and ⟦next meeting⟧.\n\n"
    "Minutes, Parents' Association, 12 Nov. Present: K. Osei (chair), L. Brandt, R. Iqbal, S. Moreau. Agreed to move the winter "
    "fair to 7 Dec and to spend £300 on new football nets. Next meeting 14 Jan.",
    cat="fields_minutes",
    note="fields from meeting minutes, 'list the' lead",
)

# ============================================================================ English: count
C("need like 15 hashtags for my bakery's insta post about our new sourdough", 15, cat="count_like", note="'like 15'")
C("can you come up with a dozen names for a fantasy tavern", 12, cat="count_dozen", note="'a dozen'")
C(
    "write twenty subject lines for our black friday email, we sell garden furniture",
    20,
    cat="count_spelled",
    note="spelled 'twenty'",
)
C(
    "gimme 5 variations of this button text: 'Start your free trial'",
    5,
    cat="count_variations",
    note="variations of one text",
)
C(
    "i need 8 test cases for a function that validates uk postcodes, just input and expected output",
    8,
    cat="count_test_cases",
    note="test cases to write",
)
C("50 baby girl names that start with A pls", 50, cat="count_lead_number", note="number first, no verb")
C(
    "write me 4 cold email openers for selling accounting software to dental practices",
    4,
    cat="count_verb",
    note="'write me 4'",
)
C("6 icebreaker questions for a remote team standup?", 6, cat="count_questions", note="questions to write, bare number")
C(
    "create 10 multiple choice questions on the water cycle for 5th graders, with the answers marked",
    10,
    cat="count_quiz",
    note="quiz items",
)
C("half a dozen dinner ideas using chicken thighs, nothing too spicy", 6, cat="count_half_dozen", note="'half a dozen'")
C("product name ideas x10 for a reusable coffee cup brand", 10, cat="count_x_n", note="'x10' after the noun")
C(
    "brainstorm three tagline options for a family dental clinic in Leeds",
    3,
    cat="count_spelled",
    note="spelled 'three'",
)
C(
    "pls write 7 motivational quotes for monday morning, original ones not famous quotes",
    7,
    cat="count_verb",
    note="'write 7'",
)
C(
    "You are Sunny, the cheerful assistant for Brightside Solar. Stay friendly and brief, never promise prices. "
    "Task: write 5 example customer questions with your answers for our help centre.",
    5,
    cat="roleplay_count",
    note="role-play preamble, then a count of Q&A pairs",
)
C("list 9 things to do in a small town on a rainy day", 9, cat="count_list_verb", note="'list 9 things'")
C(
    "write 3 different versions of my linkedin headline: data analyst, sql, tableau, open to work",
    3,
    cat="count_versions",
    note="versions of one text; the colon list is content",
)
C(
    "come up with 25 trivia questions about 90s music for a pub quiz",
    25,
    cat="count_trivia",
    note="'25 trivia questions'",
)
C("generate 30 keywords for a plumbing company website", 30, cat="count_keywords", note="'30 keywords'")
C(
    "Write 5 ad headlines (max 30 characters each) for a mobile car wash",
    5,
    cat="count_with_limit",
    note="count with a per-item limit",
)
C("suggest eleven team names for our office pub quiz", 11, cat="count_spelled", note="spelled 'eleven'")
C("i want 10 journal prompts about gratitude", 10, cat="count_want", note="'i want 10'")
C("make 6 flashcards on the french revolution, front/back format", 6, cat="count_flashcards", note="flashcards")
C(
    """Launch brief — Fernhill Kombucha, new flavour

Product: Blood Orange & Ginger kombucha, 330ml cans, 4-pack £6.50. Brewed in small batches in our Stroud brewery, 18 calories a can, no added sugar after fermentation, vegan, gluten free. Launch date: 1 April, in our webshop and 40 independent shops across the South West (list on the website).

Audience: 25-40, into fitness and food, a bit tired of sugary soft drinks and of beer at every social thing. Our Instagram has 14k followers, mostly local. Tone: warm, a bit cheeky, never preachy about health. We don't say "healthy", we say "feel-good". No "detox" claims ever (legal told us off last time).

Visuals we have: cans on a mossy wall, a bartender pouring over ice with a slice of orange, our brewer Nell laughing in the brewery, a flat lay of oranges and ginger root, the 4-pack on a picnic blanket.

Offer: 15% off with code FIRSTPOUR for launch week.

Please write 8 instagram captions for the launch, one for each visual is fine but we need 8 in total, with 3-5 hashtags each.""",
    8,
    cat="long_brief_count",
    note="a long brief, the count at the end",
)
C("give me 100 random usernames i can use for load testing", 100, cat="count_large", note="a large count")
C("three riddles for kids with answers", 3, cat="count_spelled_bare", note="spelled count, no verb")
C(
    "write 12 faq questions a customer might ask about our meal kit service (just the questions, no answers)",
    12,
    cat="count_faq_questions",
    note="questions to invent, not to answer",
)
C("need 20 domain name ideas, .com only, for a pet insurance startup", 20, cat="count_need", note="'need 20'")
C("write 4 limericks about my cat mochi who steals socks", 4, cat="count_poems", note="poems")
C(
    "hey can you help me out, my boss wants a list of ten possible names for our new internal newsletter",
    10,
    cat="count_polite_lead",
    note="'a list of ten' after a polite lead",
)

# ============================================================================ English: none
N(
    "convert 350f to celsius and then tell me if thats hot enough to bake bread",
    cat="dependent_steps",
    note="the second ask uses the first answer",
)
N(
    "who was the first person to walk on the moon, and how old was he at the time?",
    cat="builds_on_answer",
    note="the second question builds on the first answer",
)
N(
    "how do i set up a shared family calendar - we're 2 adults and 3 kids, everyone has android phones, and i want the kids to see it but not edit",
    cat="procedure_constraints",
    note="one procedure with several constraints",
)
N(
    """write a python function that:
1. takes a list of dicts
2. drops any without an 'email' key
3. lowercases the emails
4. returns them sorted by 'signup_date'""",
    cat="code_numbered_reqs",
    note="one function, numbered requirements",
)
N(
    "a rectangle has a perimeter of 40 and its length is 4 more than its width. (a) find the width (b) find the area",
    cat="math_parts_dependent",
    note="(b) needs (a)",
)
N(
    "which is better for a beginner photographer: the Kestrel K2, the Orion M5 or the Vela X? budget is like 900",
    cat="choose_among",
    note="one choice among three (invented) cameras",
)
N(
    "rank these by how healthy they are for breakfast: granola, oatmeal, greek yogurt, a bagel, eggs",
    cat="rank",
    note="one ranking",
)
N(
    "my grocery list this week: eggs, spinach, feta, tortillas, chicken thighs, rice. what can i make for dinner tonight that uses most of it",
    cat="list_as_context",
    note="a list given as context for one question",
)
N(
    """From our returns policy: "Items may be returned within 30 days of delivery in their original condition. Opened cosmetics, earrings and swimwear cannot be returned for hygiene reasons unless faulty. Sale items are exchange only."

so does this mean i can return a lipstick i opened but hated the colour?""",
    cat="single_question_passage",
    note="one question after a quoted policy",
)
N(
    "write a welcome email for new gym members that covers parking, the locker rooms, how to book classes and our guest policy",
    cat="single_task_topics",
    note="one email naming several topics",
)
N(
    "hey!! hows your day going? mine's been crazy lol. do you ever get tired of people asking you stuff?",
    cat="chitchat",
    note="small talk with question marks",
)
N(
    "i need 3 tickets for the 7pm show on saturday, how much is that with the student discount?",
    cat="quantity_not_count",
    note="a quantity in the request, one question",
)
N(
    "recipe says 2 cups of sugar and 3 eggs for 12 cookies, how much of each do i need for 30",
    cat="quantity_not_count",
    note="quantities scaled in one computation",
)
N(
    "write an essay on the top 3 reasons the printing press changed europe, about 800 words",
    cat="essay_top_n",
    note="'top 3 reasons' inside one essay: one piece of writing",
)
N("what are the three primary colors", cat="fixed_set", note="a fixed set, one answer")
N(
    "i did what you said: 1. opened settings 2. clicked accounts 3. hit sync now. it still says error 0x80. what now?",
    cat="steps_as_context",
    note="numbered steps already done, one question",
)
N(
    '{"user": "kim", "roles": ["admin", "editor"], "active": true,}\n\nwhy wont this parse',
    cat="json_as_context",
    note="JSON as context for one question",
)
N(
    """region,q1,q2,q3
north,120,135,160
south,98,90,101
east,143,150,149
which region grew the most from q1 to q3?""",
    cat="csv_single_question",
    note="CSV as context, one question",
)
N(
    """summarize this call for the account notes:
Agent: thanks for calling Brightpath, how can I help
Customer: my internet has been dropping since the storm
Agent: I can see an outage on your street, engineers are on site
Customer: ok when will it be back
Agent: estimated 6pm today, I'll add a credit for the day
Customer: great thanks""",
    cat="transcript_summary",
    note="a transcript to summarise as one",
)
N(
    "translate this to german pls: Hi Tom, thanks for the quick reply. We can meet on Thursday at 10. Please bring the signed contract.",
    cat="translate_one_text",
    note="one message of several sentences to translate",
)
N(
    "can u fix the grammar in this email: hi sarah, i wanted to follow up about the invoice i send last week. "
    "it were due on friday but we still didnt receive payment. let me know if theres any problem.",
    cat="fix_one_text",
    note="one email to correct",
)
N(
    "Which gas do plants absorb from the air? a) oxygen b) nitrogen c) carbon dioxide d) helium",
    cat="multiple_choice",
    note="one multiple-choice question",
)
N(
    "explain the difference between a w2, a 1099 and a k1 like im 5",
    cat="explain_difference",
    note="one comparison of three things",
)
N(
    "why is it so hard to find a good plumber? why does everyone cancel last minute?? anyway, how do i fix a running toilet myself",
    cat="rhetorical_then_one",
    note="rhetorical questions, then one real ask",
)
N(
    "make me a weekly meal plan with breakfast, lunch and dinner, vegetarian, under $60 total",
    cat="plan_one_piece",
    note="one plan with parts",
)
N(
    "write a cover letter for a barista job. mention: 2 yrs at Bean There, latte art, and that i'm studying part time",
    cat="writing_with_points",
    note="one letter, points to mention",
)
N(
    "you're a medieval blacksmith named Bran. stay in character no matter what. greet me as i walk into your shop",
    cat="roleplay_setup",
    note="a role-play set-up",
)
N(
    "remember these for later: my dog is Pepper, my sister is Ana, my flight is on the 14th. ok?",
    cat="remember_context",
    note="facts to keep, nothing to answer each",
)
N("sort alphabetically: zebra, mango, apple, kiwi, banana", cat="one_op_on_list", note="one sort")
N(
    "remove the duplicates from this and keep the order: a@x.example, b@y.example, a@x.example, c@z.example, b@y.example",
    cat="one_op_on_list",
    note="one dedupe",
)
N(
    """turn this table into json

| name | role | start |
|---|---|---|
| Ana | designer | 2021 |
| Ben | engineer | 2019 |
| Caro | pm | 2023 |""",
    cat="convert_one",
    note="one conversion of a table",
)
N(
    "count how many times each word shows up: the cat and the hat and the bat sat on the mat",
    cat="one_op_on_list",
    note="'each' but one operation",
)
N(
    "do these two mean the same thing? 'the meeting was pushed back' vs 'the meeting was moved up'",
    cat="compare_two",
    note="one comparison of two sentences",
)
N(
    "which name should i pick for my new cat: luna, mochi or biscuit? she's orange and very loud",
    cat="choose_among",
    note="one choice",
)
N(
    """add up this invoice and tell me the total with 20% vat:
3x widget @ 4.50
2x gadget @ 12.00
1x shipping 6.00""",
    cat="math_one_answer",
    note="lines to sum into one answer",
)
N(
    "i've had a headache, a stiff neck and a fever since yesterday. should i go to urgent care or wait?",
    cat="symptoms_context",
    note="symptoms listed for one question",
)
N(
    "write a bedtime story with a dragon, a robot and a lost key. under 300 words, for a 6 year old",
    cat="story_elements",
    note="one story with listed elements",
)
N("write a haiku about the first snow", cat="single_item_writing", note="one poem")
N("whats 15% of 80, then add 12 to that and divide by 4", cat="dependent_steps", note="a chain of operations")
N(
    """can you draft a reply to my client. context:
1. the shipment is delayed 3 days
2. we'll waive the shipping fee
3. new eta is friday""",
    cat="context_points_one_reply",
    note="numbered context points for one reply",
)
N(
    "i have 3 kids aged 4, 7 and 12, what board game can we all play together?",
    cat="constraints_one_answer",
    note="numbers as constraints",
)
N(
    "in excel i have names in column A, dates in column B and amounts in C. how do i get the total per name for march only",
    cat="one_formula",
    note="columns described for one formula",
)
N(
    "write a sql query that returns customers who (1) signed up in 2023 (2) have more than 3 orders and (3) never used a coupon",
    cat="code_conditions_inline",
    note="one query, numbered conditions",
)
N(
    "regex for a password that: starts with a letter; is 8-16 chars; has at least one digit; no spaces",
    cat="code_conditions_semicolons",
    note="one regex, conditions separated by semicolons",
)
N(
    "f(x) = x^3 - 6x^2 + 9x. a) find f'(x) b) use it to find where f has a local max and min",
    cat="math_parts_dependent",
    note="b) uses a)",
)
N(
    "which of these should i cancel first to save money: gym ($45), streaming ($15), meal kit ($70), cloud storage ($3)",
    cat="choose_among",
    note="one choice among costs",
)
N(
    "lol thanks!! ur the best. anything else i should know before the interview tmrw?",
    cat="chitchat_one_q",
    note="thanks and one open question",
)
N("explain like im 5: how does wifi get through walls", cat="single_question", note="one question")
N(
    "plan a 3 day trip to lisbon for me and my mom, she cant walk far, we like food and museums",
    cat="plan_with_number",
    note="one itinerary with a number of days",
)
N(
    "write a 5 paragraph essay on whether homework should be banned",
    cat="essay_number",
    note="one essay, a number in it",
)
N(
    "I ordered 3 shirts and only 1 arrived (order 77-301). Can I get a refund for the other 2 or do I have to wait?",
    cat="support_one_issue",
    note="one issue with quantities",
)
N("what are the 3 laws of thermodynamics in simple terms", cat="fixed_set", note="a fixed set")
N(
    """Remote work policy (excerpt):
1. Employees may work remotely up to 3 days a week.
2. Working from outside the country requires HR approval in advance.
3. Stays abroad are limited to 10 working days per calendar year.
4. Core hours are 10:00-15:00 UK time.

based on the above can i work from my parents' place in portugal for 2 weeks in august?""",
    cat="policy_points_one_q",
    note="numbered policy as context, one question",
)
N("affect vs effect?? i always mix them up", cat="compare_two", note="one comparison")
N(
    "My order arrived damaged. Broken: 1 mug, 2 plates and the teapot lid. What should I do?",
    cat="support_one_issue",
    note="damaged items listed, one question",
)
N(
    """Hi support team,

I'm writing on behalf of my father, Gerald Ashby, who has had a landline and broadband package with you since about 2008. He's 81 and not very confident with computers, so I manage most of his accounts. Last month he received a letter saying his "legacy plan" is being retired on 30 June and that he will be moved to a new plan automatically. The letter mentions a price of £38 a month, but he currently pays £29, and it doesn't say anything about whether his phone number will stay the same, which is the thing he cares about most because all his friends and his doctor's surgery have it.

I tried calling the number on the letter three times; twice I waited over 40 minutes and the third time the line cut off. The online chat asks for an account password that he doesn't remember, and the reset goes to an email address he closed years ago. I've attached a scan of the letter and a recent bill (account no. 2201-558-73).

He's also on the priority services register because he has a pacemaker, in case that matters for the switchover. We don't want anything fancier, he just uses the phone and checks the news on a tablet.

What I really need to know is this: if he is moved to the new plan, will he keep his existing phone number?

Many thanks,
Claire Ashby""",
    cat="long_email_one_question",
    note="a long email with one real question at the end",
)
N(
    """write one product description for our backpack, about 80 words:
- waterproof
- 30L
- padded 16" laptop sleeve
- lifetime warranty""",
    cat="bullets_as_spec",
    note="bullets are the spec of one piece",
)
N("Which of these is not a prime number: 2, 11, 21, 29?", cat="odd_one_out", note="one pick")
N(
    "ok can you go deeper on the second point you made, with an example?",
    cat="followup_pointer",
    note="a follow-up pointing back",
)
N(
    "put these bread steps in the right order: knead, proof, mix, bake, shape",
    cat="order_steps",
    note="one ordering",
)
N("tell me about the pros and cons of working from home", cat="single_question", note="one pros/cons question")
N(
    "give me a workout for today: 30 min, no equipment, focus on legs and core",
    cat="plan_constraints",
    note="one workout",
)
N(
    "clean this up into bullet points: milk eggs bread butter jam the good cheese",
    cat="one_op_on_list",
    note="one reformat",
)
N(
    """| plan | price/mo | users |
|---|---|---|
| basic | 10 | 1 |
| team | 25 | 5 |
| business | 60 | 20 |

we're 4 people, which plan makes sense?""",
    cat="table_choose",
    note="a table as context for one choice",
)
N(
    """what do u think of my poem, be honest
the rain is on the window
the tea is getting cold
you said youd call at seven
and now im getting old""",
    cat="feedback_one_text",
    note="lines of one poem for one opinion",
)
N(
    "I have a question about my three accounts: why are they all showing different balances since the app update?",
    cat="one_q_many_things",
    note="one question about several things",
)
N(
    """review this code pls

def load(path):
    with open(path) as f:
        return json.load(f)

def save(path, data):
    with open(path, 'w') as f:
        json.dump(data, f)""",
    cat="code_review_one",
    note="two functions, one review",
)
N(
    "write a poem where each line starts with a letter of the word HAPPY",
    cat="constrained_writing",
    note="'each line' is a constraint on one poem",
)
N("make a packing list for a week in iceland in october", cat="generate_one_list", note="one list, no number")
N(
    "hi, i'd like 2 large margheritas and 3 cans of cola delivered to 44 elm st, can you place that order",
    cat="quantity_not_count",
    note="an order with quantities",
)
N(
    "write 1 tweet announcing our 3 new flavours: mango, yuzu and lychee",
    cat="single_item_writing_names_list",
    note="one tweet naming three flavours",
)
N(
    """here are my headline options, pick the best one and tell me why:
1. Save Time, Save Money
2. Your Books, Done Right
3. Accounting Without the Headache
4. Numbers You Can Trust""",
    cat="choose_from_numbered",
    note="numbered options for one choice",
)
N(
    "reply to this customer for me: 'hi, 1) the app is slow 2) it keeps logging me out 3) dark mode is broken. fix it!!!'",
    cat="reply_to_list_complaint",
    note="one reply to a complaint that lists issues",
)
N(
    "step 1 was unplug the printer, step 2 hold the power button 30 seconds, step 3 plug back in. i did all that and its still blinking orange, whats next",
    cat="steps_as_context",
    note="steps done as context",
)
N(
    "is it cheaper to fly or take the train from manchester to london if i book 2 weeks ahead?",
    cat="compare_two",
    note="one comparison",
)
N(
    "can you summarise the main arguments for and against a four day work week",
    cat="single_task",
    note="one summary, two sides",
)
N(
    "calculate my take home pay: salary 42000, pension 5%, student loan plan 2, tax code 1257L",
    cat="math_one_answer",
    note="inputs to one computation",
)
N(
    "good morning! 🌞☕ just wanted to say your tips yesterday really helped, my sourdough finally rose!! 🍞🎉",
    cat="chitchat",
    note="emoji chit-chat, nothing to answer",
)
N(
    "what's a good name for a golden retriever puppy? we like food names, like biscuit or waffle",
    cat="single_question",
    note="one question, examples given",
)
N(
    "give me the 3 main differences between a roth and a traditional ira",
    cat="compare_fixed_n",
    note="one comparison with a number in it",
)
N(
    "i have $5000 to invest, should i put it in an index fund, pay off my credit card (19% apr) or keep it as an emergency fund?",
    cat="choose_among",
    note="one decision",
)
N(
    "write a job description for a part-time bookkeeper: 20 hrs/week, remote, must know xero, reports to the owner",
    cat="writing_with_points",
    note="one job description with details",
)
N(
    "These are my symptoms: sneezing, itchy eyes, runny nose, only in spring. Allergy or a cold?",
    cat="symptoms_context",
    note="list then one either/or question",
)
N(
    "what's the weather usually like in bali in july, and based on that should i pack a raincoat?",
    cat="builds_on_answer",
    note="the second ask depends on the first",
)

# ============================================================================ Spanish
L(
    "hola, tengo unas dudas: ⟦cuánto tarda el envío a México?⟧ ⟦puedo pagar con paypal?⟧ ⟦hacen factura?⟧",
    lang="es",
    cat="questions_multilingual",
    note="Spanish questions without ¿",
)
L(
    "corrige estas frases porfa: 1. ⟦haiga mucha gente en la fiesta⟧ 2. ⟦yo sabo nadar muy bien⟧ 3. ⟦ayer fuistes al cine?⟧",
    lang="es",
    cat="grammar_numbered_inline",
    note="Spanish sentences to correct, numbered inline",
)
F(
    "sácame ⟦nombre⟧, ⟦correo⟧, ⟦teléfono⟧ y ⟦fecha de la cita⟧ de este mensaje: Hola, soy Marta Ruiz, quería confirmar mi cita del "
    "martes 14 a las 10. Mi correo es marta.ruiz@correo.example y mi móvil 612 555 019.",
    lang="es",
    cat="fields_prose_before",
    note="Spanish fields in prose",
)
C("dame 10 nombres para una panadería artesanal en Valencia", 10, lang="es", cat="count_verb", note="Spanish count")
N(
    "cuál es mejor para una semana de vacaciones con niños pequeños, cancún o tulum?",
    lang="es",
    cat="choose_among",
    note="one choice",
)
N(
    "escríbeme un correo para mi jefe pidiendo vacaciones del 3 al 14 de agosto, menciona que dejo todo listo y que Laura me cubre",
    lang="es",
    cat="writing_with_points",
    note="one email with points",
)

# ============================================================================ French
L(
    "salut, petites questions: ⟦c'est quoi la TVA?⟧⟦comment vous calculez les frais de port?⟧⟦vous livrez en belgique?⟧",
    lang="fr",
    cat="qmark_nospace",
    note="French questions joined by '?' only",
)
L(
    "pour chacun de ces produits, écris une phrase d'accroche : ⟦bougie parfumée à la figue⟧ ; ⟦savon au lait de chèvre⟧ ; ⟦diffuseur d'huiles essentielles⟧",
    lang="fr",
    cat="for_each_products",
    note="French products separated by ' ; '",
)
F(
    """remplis ce formulaire à partir du mail :
⟦Nom⟧ :
⟦Prénom⟧ :
⟦Numéro de commande⟧ :
⟦Motif du retour⟧ :

mail : Bonjour, je suis Julien Marchetti, commande 88-2031, je renvoie la veste car la fermeture est cassée.""",
    lang="fr",
    cat="form_fill_lines",
    note="French form labels with ' :'",
)
C(
    "donne-moi cinq idées de cadeaux pour une collègue qui part à la retraite",
    5,
    lang="fr",
    cat="count_spelled",
    note="French spelled count",
)
N(
    "j'ai 3 enfants et un chien, tu me conseilles laquelle entre la Solari Family, la Ventura 7 et la Breeze XL ?",
    lang="fr",
    cat="choose_among",
    note="one choice with a quantity",
)
N(
    "traduis ce paragraphe en anglais stp : Nous avons bien reçu votre dossier. Il sera étudié par notre équipe dans les prochains jours. Vous recevrez une réponse par courrier.",
    lang="fr",
    cat="translate_one_text",
    note="one paragraph",
)

# ============================================================================ German
L(
    "hallo, drei fragen: ⟦wie lange dauert die lieferung nach österreich⟧, ⟦kann ich auf rechnung zahlen⟧ und ⟦gibt es einen studentenrabatt⟧",
    lang="de",
    cat="questions_multilingual",
    note="German questions joined by comma and 'und'",
)
L(
    "Bewerte jeden dieser Slogans von 1-10: ⟦Frisch wie nie⟧ | ⟦Einfach lecker⟧ | ⟦Dein Bäcker um die Ecke⟧",
    lang="de",
    cat="rate_each",
    note="German slogans separated by pipes",
)
F(
    "Bitte folgende Felder aus der Rechnung: ⟦Rechnungsnummer⟧, ⟦Datum⟧, ⟦Betrag⟧, ⟦Steuernummer⟧\n\n"
    "Rechnung Nr. 2025-0417 vom 03.03.2025, Malerbetrieb Kühn, Gesamtbetrag 1.842,50 EUR, St.-Nr. 21/815/40233",
    lang="de",
    cat="fields_titlecase",
    note="German fields before an invoice",
)
C("schreib mir zwölf Ideen für einen Teamausflug im Winter", 12, lang="de", cat="count_spelled", note="German 'zwölf'")
N(
    "Erklär mir bitte den Unterschied zwischen GmbH, UG und AG",
    lang="de",
    cat="explain_difference",
    note="one comparison",
)
N(
    "Schreib eine Kündigung für mein Fitnessstudio-Abo, Vertragsnummer 88120, zum nächstmöglichen Termin",
    lang="de",
    cat="single_task",
    note="one letter",
)

# ============================================================================ Portuguese
L(
    "oi, duas dúvidas rápidas: ⟦qual o prazo de entrega pra recife?⟧ e ⟦posso trocar o tamanho depois?⟧",
    lang="pt",
    cat="questions_multilingual",
    note="Portuguese, two questions, leading 'e' left out",
)
F(
    "extrai ⟦nome do cliente⟧, ⟦cpf⟧, ⟦valor⟧ e ⟦data de vencimento⟧ desse boleto: Pagador: Renata Lopes, CPF 123.456.789-00, "
    "Valor R$ 389,90, Vencimento 15/04/2025",
    lang="pt",
    cat="fields_prose_before",
    note="Portuguese fields",
)
C("me dá 6 títulos pra um vídeo de receita de bolo de cenoura", 6, lang="pt", cat="count_verb", note="Portuguese count")
N(
    "qual celular compensa mais pra quem joga muito, o Lumen 8 ou o Vexa Pro?",
    lang="pt",
    cat="choose_among",
    note="one choice",
)
N(
    "resume esse texto em 3 linhas: A prefeitura anunciou que as obras na avenida central vão começar em maio e devem durar oito meses. Durante esse período, duas faixas ficarão fechadas e as linhas de ônibus 12 e 40 terão novo trajeto.",
    lang="pt",
    cat="summary_number",
    note="one summary, a number of lines",
)

# ============================================================================ Italian
L(
    "domande veloci: ⟦a che ora aprite la domenica?⟧ ⟦si può prenotare online?⟧ ⟦c'è il parcheggio?⟧",
    lang="it",
    cat="questions_multilingual",
    note="Italian questions",
)
F(
    "dal curriculum qui sotto estrai ⟦nome⟧, ⟦email⟧, ⟦titolo di studio⟧ e ⟦anni di esperienza⟧\n\n"
    "Luca Ferraro — luca.ferraro@posta.example — Laurea in Economia (Bologna, 2016). Dal 2017 contabile presso Studio Rinaldi.",
    lang="it",
    cat="fields_prose_before",
    note="Italian fields",
)
C("dammi 8 nomi per una gelateria al mare", 8, lang="it", cat="count_verb", note="Italian count")
N(
    "quale scelgo tra fisica e ingegneria gestionale? mi piace la matematica ma anche stare con la gente",
    lang="it",
    cat="choose_among",
    note="one choice",
)
N(
    "scrivimi una lettera di reclamo per un volo cancellato all'ultimo minuto, il 12 marzo da Napoli a Torino, chiedo il rimborso",
    lang="it",
    cat="single_task",
    note="one letter",
)

# ============================================================================ Russian
L(
    "привет, несколько вопросов: ⟦сколько стоит доставка в казань?⟧ ⟦можно ли вернуть товар без чека?⟧ ⟦есть ли у вас самовывоз?⟧",
    lang="ru",
    cat="questions_multilingual",
    note="Russian questions",
)
L(
    """переведи на английский каждую фразу:
1. ⟦где ближайшая аптека⟧
2. ⟦мне нужен врач⟧
3. ⟦сколько это стоит⟧""",
    lang="ru",
    cat="translate_list",
    note="Russian phrases to translate",
)
F(
    "вытащи из письма: ⟦имя отправителя⟧, ⟦номер заказа⟧, ⟦сумму⟧, ⟦дату доставки⟧. Письмо: Здравствуйте, это Ольга Смирнова, "
    "заказ 55102 на 4 300 руб., доставка 18 мая.",
    lang="ru",
    cat="fields_prose_before",
    note="Russian fields after a colon",
)
C("придумай 7 названий для кофейни возле университета", 7, lang="ru", cat="count_verb", note="Russian count")
N(
    "что лучше для начинающего программиста: python или javascript? и почему",
    lang="ru",
    cat="choose_among",
    note="one choice and its reason",
)
N(
    "напиши поздравление коллеге с юбилеем, упомяни что он любит рыбалку и шахматы",
    lang="ru",
    cat="writing_with_points",
    note="one greeting",
)

# ============================================================================ Chinese
L(
    "你好，想问几个问题：⟦会员卡可以退吗？⟧⟦周末几点关门？⟧⟦停车免费吗？⟧",
    lang="zh",
    cat="questions_multilingual",
    note="Chinese questions joined by full-width question marks",
)
L(
    "帮我把这几句翻译成英文：1. ⟦我明天请假⟧ 2. ⟦会议改到下午三点⟧ 3. ⟦请尽快回复⟧",
    lang="zh",
    cat="translate_list",
    note="Chinese sentences numbered inline",
)
F(
    "请从下面的简历里提取：⟦姓名⟧、⟦电话⟧、⟦邮箱⟧、⟦工作年限⟧\n\n王晓雯，电话 138 0000 1234，邮箱 xw.wang@mail.example，从事市场营销工作六年。",
    lang="zh",
    cat="fields_titlecase",
    note="Chinese fields separated by 、",
)
C("给我写十个奶茶店的名字", 10, lang="zh", cat="count_verb", note="Chinese 十个")
N(
    "我有三个offer，A公司钱多但远，B公司近但累，C公司稳定但没前途，选哪个好？",
    lang="zh",
    cat="choose_among",
    note="one choice among three",
)
N(
    "帮我写一封邮件给客户，说明发货延迟三天，并表示歉意",
    lang="zh",
    cat="single_task",
    note="one email",
)

# ============================================================================ Japanese
L(
    "質問です。⟦返品はできますか？⟧⟦送料はいくらですか？⟧⟦ギフト包装はありますか？⟧",
    lang="ja",
    cat="questions_multilingual",
    note="Japanese questions",
)
F(
    "以下のメールから、⟦氏名⟧、⟦注文番号⟧、⟦住所⟧、⟦電話番号⟧を抜き出してください。\n\n"
    "お世話になっております。山田花子です。注文番号 A-3321 の件ですが、お届け先を東京都杉並区高円寺南1-2-3に変更できますか。電話は090-0000-1111です。",
    lang="ja",
    cat="fields_prose_before",
    note="Japanese fields separated by 、",
)
C("新しいカフェのキャッチコピーを5つ考えて", 5, lang="ja", cat="count_verb", note="Japanese 5つ")
N(
    "東京と大阪、旅行するならどっちがいい？食べ物重視です",
    lang="ja",
    cat="choose_among",
    note="one choice",
)
N(
    "この文章を丁寧な敬語に直してください：明日の会議、ちょっと遅れます。資料は後で送ります。",
    lang="ja",
    cat="fix_one_text",
    note="one text to rewrite",
)
N(
    "1から100までの偶数を合計するコードをpythonで書いて。条件：forループを使う、関数にする",
    lang="ja",
    cat="code_conditions_inline",
    note="one function with conditions",
)


if __name__ == "__main__":
    main(ROWS, out=OUT, prefix="y", source=SOURCE)
