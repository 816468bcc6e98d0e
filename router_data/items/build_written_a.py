"""Hand-written training rows for the items finder (``written_a.jsonl``): English general
chat-assistant traffic, with hard negatives that look like lists but are one task.

    python router_data/items/build_written_a.py          # writes written_a.jsonl, with the checks
    python router_data/items/build_written_a.py --check  # the checks only

Every row is written here by hand (see WRITTEN_A.md). In a ``list`` or ``fields`` request each gold
item is marked ``⟦like this⟧``; the marks are taken out of the request and the marked spans become
its items, so every item is a substring of its request, in order, by construction. The checks (from
``benchmarks/data/items_real/devset.py``): ids unique, kinds known, no request repeated, every
``list``/``fields`` item an exact substring of its request, in order, ``count`` rows with a count
and no items, ``none`` rows with neither.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks/data/items_real"))

from devset import Rows, main  # noqa: E402

OUT = HERE / "written_a.jsonl"
SOURCE = "written for training (a)"
ROWS = Rows()
L, F, C, N = ROWS.L, ROWS.F, ROWS.C, ROWS.N


# ============================================================================ English: list
L(
    "whats the past tense of: ⟦swim⟧, ⟦bring⟧, ⟦seek⟧",
    cat="words_inline_colon",
    note="past tense of three verbs after a colon",
)
L(
    """rate each of these names 1-10 for a coffee shop
⟦Bean There⟧
⟦The Daily Grind⟧
⟦Brewtiful⟧
⟦Mugshot Coffee⟧""",
    cat="names_lines",
    note="rate each name, bare lines",
)
L(
    """For each of the following products, write a one-line Instagram caption:
1. ⟦Lavender soy candle, 200g⟧
2. ⟦Bamboo toothbrush set (4 pack)⟧
3. ⟦Reusable beeswax food wraps⟧""",
    cat="products_numbered",
    note="caption for each numbered product",
)
L(
    "convert these to celsius please ⟦72F⟧ ⟦98.6F⟧ ⟦-40F⟧ ⟦451F⟧",
    cat="values_spaces",
    note="temperatures separated by spaces only",
)
L(
    """do these look like phishing?

"⟦Your Netflix account is on hold. Update your payment details at netflix-billing-help.co within 24 hours.⟧"

"⟦Hi Sam, the Q3 deck is in the shared drive under Finance > 2026. Let me know if you can't open it. - Priya⟧"

"⟦URGENT: IT Dept here, reply with your password so we can migrate your mailbox tonight.⟧\"""",
    cat="messages_blank_lines",
    note="three quoted messages separated by blank lines, quotes left out",
)
L(
    """is this correct english?
⟦I am agree with your proposal.⟧
⟦She has went to the office already.⟧
⟦We discussed about the budget yesterday.⟧""",
    cat="sentences_check",
    note="question before several sentences to check",
)
L(
    """explain each of these commands
- ⟦git rebase -i HEAD~3⟧
- ⟦git cherry-pick a1b2c3d⟧
- ⟦git reflog⟧
- ⟦git bisect start⟧""",
    cat="commands_bullets",
    note="git commands on dash bullets",
)
L(
    r"""what do these regexes match?
`⟦^\d{3}-\d{4}$⟧`
`⟦[A-Z][a-z]+(?:\s[A-Z][a-z]+)*⟧`
`⟦^(?!.*\.\.)[\w.]+@\w+\.\w+$⟧`""",
    cat="regexes_backticks",
    note="regexes in backticks, backticks left out",
)
L(
    "⟦What is the capital of Mongolia?⟧ ⟦How many bones are in the human hand?⟧ ⟦Who wrote Middlemarch?⟧",
    cat="questions_run_on",
    note="three trivia questions on one line, no instruction",
)
L(
    "can you translate to spanish: ⟦where is the train station⟧; ⟦how much does this cost⟧; ⟦I'm allergic to peanuts⟧",
    cat="translate_semicolons",
    note="phrases to translate joined by semicolons",
)
L(
    "define ⟦ephemeral⟧ / ⟦ubiquitous⟧ / ⟦laconic⟧ / ⟦obsequious⟧",
    cat="words_slashes",
    note="words joined by slashes",
)
L(
    "Give me a synonym for each: ⟦happy⟧ | ⟦angry⟧ | ⟦tired⟧ | ⟦smart⟧",
    cat="words_pipes",
    note="words joined by pipes",
)
L(
    "Please summarise in one sentence each: 1) ⟦the French Revolution⟧ 2) ⟦the Meiji Restoration⟧ 3) ⟦the fall of the Berlin Wall⟧",
    cat="numbered_inline",
    note="1) 2) 3) on one line, topics to summarise each",
)
L(
    "make these sound more professional - ⟦hey can u send the file⟧ - ⟦im gonna be late lol⟧ - ⟦that idea kinda sucks tbh⟧",
    cat="sentences_dash_inline",
    note="sentences separated by ' - ' on one line",
)
L(
    "what are the plurals of ⟦cactus⟧, ⟦octopus⟧, ⟦moose⟧ and ⟦criterion⟧",
    cat="words_and",
    note="comma list ending in 'and', no question mark",
)
L(
    """Classify the sentiment of each review as positive, negative or mixed.

Review 1: ⟦The headphones sound amazing but the ear cushions started peeling after a month.⟧
Review 2: ⟦Arrived on time, works perfectly, would buy again.⟧
Review 3: ⟦Worst customer service I have ever dealt with. Still waiting on my refund.⟧""",
    cat="reviews_labelled",
    note="'Review N:' labels left out",
)
L(
    """hi! im studying for my bio final, can you answer these
⟦what does the mitochondria do⟧
⟦whats the difference between mitosis and meiosis⟧
⟦why do cells need a membrane⟧
thanks so much!!""",
    cat="questions_lines_chitchat",
    note="student questions on lines with greeting and thanks around",
)
L(
    """Translate the following into German:
• ⟦The meeting has been moved to Thursday.⟧
• ⟦Please find the invoice attached.⟧
• ⟦Could you confirm receipt of this email?⟧""",
    cat="translate_bullets",
    note="bullet character •",
)
L(
    """Check these for grammar mistakes and correct them:

a) ⟦Their going to the concert tonight.⟧
b) ⟦Me and him was late.⟧
c) ⟦The data shows that less people are buying cars.⟧
d) ⟦Each of the students have a locker.⟧""",
    cat="sentences_lettered",
    note="a) b) c) d) sentences to correct",
)
L(
    """What's wrong with each of these Python lines?
1. ⟦print "hello"⟧
2. ⟦for i in range(10) print(i)⟧
3. ⟦x = [1, 2, 3].append(4)⟧
4. ⟦if x = 5:⟧""",
    cat="code_snippets_numbered",
    note="code lines to explain each",
)
L(
    """can you explain what these errors mean
⟦TypeError: 'NoneType' object is not subscriptable⟧
⟦ModuleNotFoundError: No module named 'pandas'⟧
⟦IndentationError: unexpected indent⟧""",
    cat="errors_lines",
    note="Python errors on lines",
)
L(
    '["⟦resilient⟧", "⟦meticulous⟧", "⟦candid⟧", "⟦pragmatic⟧"] -- use each of these in a sentence about work',
    cat="json_list_before",
    note="JSON array of words first, instruction after; each word its own sentence",
)
L(
    """Hey, a few quick ones about my account:
- ⟦Can I change my username?⟧
- ⟦Is there a family plan?⟧
- ⟦How do I turn off autoplay?⟧""",
    cat="support_bullets",
    note="support questions on bullets",
)
L(
    """| Term | Meaning |
|---|---|
| ⟦EBITDA⟧ | |
| ⟦CAGR⟧ | |
| ⟦churn rate⟧ | |
| ⟦burn rate⟧ | |
fill in the meaning column""",
    cat="table_rows_fill",
    note="markdown table, first column terms, fill second",
)
L(
    """Write a short product description for each:
⟦Trailblazer 40L hiking backpack⟧

⟦Nimbus noise-cancelling earbuds⟧

⟦Ember ceramic pour-over coffee set⟧""",
    cat="products_blank_lines",
    note="products on lines with blank lines between",
)
L(
    "Tell me if these are prime: ⟦91⟧, ⟦97⟧, ⟦221⟧, ⟦401⟧.",
    cat="numbers_inline",
    note="numbers to test each",
)
L(
    """I have some interview questions I need sample answers for:

Q1. ⟦Tell me about a time you disagreed with your manager.⟧
Q2. ⟦Where do you see yourself in five years?⟧
Q3. ⟦Why are you leaving your current role?⟧""",
    cat="questions_q_labels",
    note="Q1. labels left out",
)
L(
    """what do these acronyms stand for in HR
⟦PTO⟧, ⟦KPI⟧, ⟦OKR⟧, ⟦PIP⟧, ⟦DEI⟧""",
    cat="acronyms_line",
    note="acronyms on a line below instruction",
)
L(
    "im learning english and i dont understand these idioms ⟦break the ice⟧, ⟦under the weather⟧, ⟦spill the beans⟧ can you explain",
    cat="idioms_nonnative",
    note="non-native register, no punctuation around",
)
L(
    """1. ⟦How do I reset my router?⟧
2. ⟦What speed should I be getting on the 500 plan?⟧
3. ⟦Can I get a static IP?⟧""",
    cat="numbered_no_instruction",
    note="numbered questions with no instruction at all",
)
L(
    """Rewrite these headlines so they are less clickbaity:
"⟦You Won't BELIEVE What This Teacher Did Next⟧"
"⟦10 Foods Doctors Are Begging You To Stop Eating⟧"
"⟦This One Trick Will Save You Thousands⟧\"""",
    cat="headlines_quoted",
    note="quoted headlines on lines, quotes left out",
)
L(
    """Answer these in one word each.
⟦Largest ocean?⟧
⟦Planet closest to the sun?⟧
⟦Chemical symbol for gold?⟧
⟦Fastest land animal?⟧""",
    cat="questions_short_lines",
    note="short quiz questions, one-word answers",
)
L(
    "what does each of these linux commands do: ⟦chmod 755 script.sh⟧, ⟦df -h⟧, ⟦grep -rn TODO .⟧, ⟦tail -f /var/log/syslog⟧",
    cat="commands_inline",
    note="shell commands joined by commas",
)
L(
    """-- explain what each query returns
⟦SELECT COUNT(*) FROM orders WHERE status = 'shipped';⟧
⟦SELECT customer_id, SUM(total) FROM orders GROUP BY customer_id HAVING SUM(total) > 1000;⟧
⟦SELECT * FROM users u LEFT JOIN orders o ON o.user_id = u.id WHERE o.id IS NULL;⟧""",
    cat="sql_lines",
    note="SQL queries on lines under a comment-style instruction",
)
L(
    """Pls reply to each of these customer msgs, keep it friendly

#1042 ⟦my package says delivered but its not here⟧
#1043 ⟦can i swap the blue one for green⟧
#1044 ⟦do you ship to iceland⟧""",
    cat="tickets_ids",
    note="ticket ids left out",
)
L(
    "Also can you tell me ⟦what time the pharmacy closes on sundays⟧ and ⟦whether they do flu shots without an appointment⟧?",
    cat="questions_embedded_prose",
    note="two indirect questions joined by 'and'",
)
L(
    """give each of these a catchy name for my bakery menu:
* ⟦cinnamon roll with cream cheese frosting⟧
* ⟦sourdough loaf with olives and rosemary⟧
* ⟦chocolate chip cookie with sea salt⟧""",
    cat="menu_asterisk",
    note="asterisk bullets",
)
L(
    """Which part of speech is the underlined word?
⟦She *quickly* finished her homework.⟧
⟦The *run* was cancelled because of rain.⟧
⟦He gave a *brilliant* speech.⟧""",
    cat="sentences_markdown_emph",
    note="sentences with markdown emphasis inside, kept",
)
L(
    "Simplify: ⟦(x^2 - 9)/(x - 3)⟧ ; ⟦2(a + b) - 3(a - b)⟧ ; ⟦(4x^3y)/(2xy^2)⟧",
    cat="math_independent",
    note="three independent expressions to simplify",
)
L(
    """> ⟦Thanks for your patience while we look into this.⟧
> ⟦Per my last email, the deadline was Friday.⟧
> ⟦Let's circle back on this next week.⟧

how would a native speaker read each of these? passive aggressive or not""",
    cat="quoted_blockquote_before",
    note="blockquote lines first, instruction after",
)
L(
    """⟦what's the difference between 'affect' and 'effect'?⟧
also, ⟦when do I use 'whom'?⟧""",
    cat="two_questions_also",
    note="one compare question is itself one item; 'also' question second",
)
L(
    "⟦whats 15% of 80⟧, ⟦whats 2/3 of 45⟧, ⟦whats 0.4 times 1250⟧",
    cat="arith_inline",
    note="three independent arithmetic questions",
)
L(
    """Help me come up with a reply to each text from my landlord:

1/ ⟦The plumber will come Tuesday between 9 and 5, someone needs to be home.⟧
2/ ⟦Rent is going up 4% from March.⟧
3/ ⟦Please stop parking in the visitor spot.⟧""",
    cat="messages_slash_numbers",
    note="1/ 2/ markers",
)
L(
    """Tag each email as Sales, Support, or Spam:

Subject: ⟦Question about bulk pricing for 500 units⟧
Subject: ⟦My login isn't working since the update⟧
Subject: ⟦Congratulations you've won a $1000 gift card⟧""",
    cat="emails_subject_labels",
    note="'Subject:' labels left out",
)
L(
    """python list, tell me the type of each element:
[⟦3.14⟧, ⟦None⟧, ⟦[1, 2]⟧, ⟦True⟧, ⟦{"a": 1}⟧]""",
    cat="python_list_values",
    note="literal Python values in a list",
)
L(
    "How do you pronounce ⟦Worcestershire⟧, ⟦quinoa⟧ and ⟦gnocchi⟧?",
    cat="words_pronounce",
    note="three words in one question",
)
L(
    """Is each of these statements true or false?
- ⟦Lightning never strikes the same place twice.⟧
- ⟦Goldfish have a three-second memory.⟧
- ⟦The Great Wall of China is visible from space with the naked eye.⟧""",
    cat="statements_true_false",
    note="myths to judge each",
)
L(
    """Can you write alt text for these images for our website:
img1: ⟦team photo outside the office, 12 people, sunny day⟧
img2: ⟦close-up of our blue ceramic mug on a wooden table⟧
img3: ⟦screenshot of the dashboard showing monthly sales graph⟧""",
    cat="image_descriptions_labels",
    note="img1: labels left out",
)
L(
    "could you please tell me the opposite of ⟦generous⟧ ⟦ancient⟧ ⟦expand⟧",
    cat="words_spaces_polite",
    note="three words after 'of', spaces only",
)
L(
    """Explain like I'm 12:
→ ⟦inflation⟧
→ ⟦compound interest⟧
→ ⟦a credit score⟧""",
    cat="terms_arrows",
    note="arrow markers",
)
L(
    "Proofread the following bullet points from my CV, one by one:\n- ⟦Managed a team of 5 developer's across 3 timezones⟧\n- ⟦Increased sale by 30% in six month⟧\n- ⟦Responsable for onboarding new hires⟧",
    cat="cv_bullets_typos",
    note="CV lines with errors kept as written",
)
L(
    """Write a haiku about each season:
⟦spring⟧
⟦summer⟧
⟦autumn⟧
⟦winter⟧""",
    cat="topics_lines_haiku",
    note="one haiku per season",
)
L(
    """```
⟦npm ERR! code ERESOLVE⟧
⟦Error: listen EADDRINUSE: address already in use :::3000⟧
⟦fatal: refusing to merge unrelated histories⟧
```
what does each of these mean and how do i fix them""",
    cat="errors_code_block",
    note="errors in a code fence, instruction after",
)
L(
    """Quick history questions for my kid's homework, please answer separately:
⟦When did World War I start?⟧ ⟦Who was the first woman to fly solo across the Atlantic?⟧ ⟦What was the Silk Road?⟧""",
    cat="questions_one_line_under",
    note="questions on one line under the instruction",
)
L(
    """Score each tagline from 1 to 5 for memorability:
1. "⟦Fresh ideas, delivered daily.⟧"
2. "⟦Banking that gets you.⟧"
3. "⟦Sleep better. Live better.⟧\"""",
    cat="taglines_numbered_quoted",
    note="numbered and quoted, both markers left out",
)
L(
    "Which continent is each country in? ⟦Suriname⟧, ⟦Bhutan⟧, ⟦Djibouti⟧, ⟦Moldova⟧",
    cat="names_after_question",
    note="countries after the question",
)
L(
    """i need you to turn each of these notes into a full sentence for the minutes
⟦budget approved - 2nd qtr⟧
⟦Jen to follow up w/ vendor⟧
⟦office move postponed till sept⟧""",
    cat="notes_to_sentences",
    note="meeting notes to expand one by one",
)
L(
    """What's the time complexity of:
(a) ⟦binary search⟧
(b) ⟦bubble sort⟧
(c) ⟦inserting into a hash map⟧
(d) ⟦building a heap from an array⟧""",
    cat="algorithms_paren_letters",
    note="(a) markers",
)
L(
    "Convert to passive voice: ⟦The committee approved the plan.⟧ ⟦Someone stole my bike.⟧ ⟦They will announce the results tomorrow.⟧",
    cat="sentences_inline",
    note="sentences after colon, separated by spaces only",
)
L(
    """Hi team, before Friday's review I need answers on these:

**⟦Who owns the vendor contract renewal?⟧**
**⟦Are we still on track for the April launch?⟧**
**⟦Has legal signed off on the new privacy policy?⟧**

Thanks, Marcus""",
    cat="questions_bold_email",
    note="bold markdown around questions, left out",
)
L(
    """Give me the chemical formula for each:
table salt, baking soda, vinegar's acid, chalk""",
    ["table salt", "baking soda", "vinegar's acid", "chalk"],
    cat="substances_line",
    note="items given, a plain comma line",
)
L(
    "rephrase each of these so it's gender neutral: ⟦Every employee should bring his badge.⟧ / ⟦Ask the chairman before you book.⟧ / ⟦We need more manpower.⟧",
    cat="sentences_slashes",
    note="sentences separated by ' / '",
)
L(
    """For each word tell me if it's British or American spelling
colour
organize
theatre
defense""",
    ["colour", "organize", "theatre", "defense"],
    cat="words_lines_plain",
    note="items given, words on lines",
)
L(
    """These are three separate questions, don't mix them up:
(1) ⟦Is it safe to take ibuprofen with coffee?⟧
(2) ⟦How long does a tetanus shot last?⟧
(3) ⟦Can you get sunburned through a window?⟧""",
    cat="questions_paren_numbers",
    note="(1) markers, explicit 'separate questions'",
)
L(
    'Tldr each of these: "Q3 revenue rose 8% to $4.2m, driven by the enterprise tier; churn held at 2.1%." and "The board has approved a move to a four-day week on a six-month trial starting in January."',
    [
        "Q3 revenue rose 8% to $4.2m, driven by the enterprise tier; churn held at 2.1%.",
        "The board has approved a move to a four-day week on a six-month trial starting in January.",
    ],
    cat="passages_quoted_inline",
    note="two quoted passages inline, quotes left out",
)

# ============================================================================ English: fields
F(
    """Pull out the ⟦invoice number⟧, ⟦due date⟧, ⟦total amount⟧ and ⟦supplier name⟧ from this:

INVOICE #INV-20931
Harbor & Pine Supplies Ltd.
Issued: 03/11/2026   Due: 03/12/2026
Total due: £1,284.50""",
    cat="fields_prose_before_doc",
    note="fields in prose before a pasted invoice",
)
F(
    """Dear Ms. Okafor, thank you for applying for the Junior Analyst role at Brightline Consulting. We would like to invite you to an interview on Tuesday 14 April at 10:30 at our Leeds office (4th floor, 22 Park Row). Please ask for Daniel Reyes at reception. Best regards, HR Team

from the email above extract: ⟦candidate name⟧, ⟦position⟧, ⟦company⟧, ⟦interview date⟧, ⟦time⟧, ⟦location⟧, ⟦contact person⟧""",
    cat="fields_after_passage",
    note="email first, fields after 'extract:'",
)
F(
    """Extract the following as JSON:
- ⟦name⟧
- ⟦email⟧
- ⟦phone⟧
- ⟦company⟧

"Hi, this is Tomasz Wilk from Greyfield Logistics, you can reach me at t.wilk@greyfield.eu or +48 601 223 904." """,
    cat="fields_bullets_json",
    note="field bullets, then text, JSON asked",
)
F(
    """Fill this in from the job post below:
⟦Job Title⟧:
⟦Salary Range⟧:
⟦Location⟧:
⟦Remote Policy⟧:
⟦Years of Experience⟧:

We're hiring a Senior Frontend Engineer (React/TypeScript) in Austin, TX. Hybrid, 2 days in office. $140k-$165k. 5+ years experience required.""",
    cat="form_fill_labels",
    note="empty labels form before the job post",
)
F(
    """{"⟦product_name⟧": null, "⟦price⟧": null, "⟦currency⟧": null, "⟦in_stock⟧": null}
fill this json from the listing: "Aurora desk lamp, warm white LED, €39.90 - only 3 left!" """,
    cat="fields_json_template",
    note="empty JSON template, keys are the fields",
)
F(
    "get me the ⟦date⟧ / ⟦merchant⟧ / ⟦amount⟧ / ⟦card last 4⟧ from this receipt text: 'CORNER MART 12/02/26 TOTAL 18.45 VISA ****7781'",
    cat="fields_slashes",
    note="slash-separated fields",
)
F(
    """From the meeting notes, list: ⟦attendees⟧, ⟦decisions made⟧, ⟦action items⟧, ⟦owners⟧, ⟦deadlines⟧.

Notes: Kim, Raj, Alicia present. Agreed to drop the beta flag. Raj to update docs by Fri. Alicia to email the client re: pricing by next Wed.""",
    cat="fields_meeting_notes",
    note="fields from notes, after 'list:'",
)
F(
    """| ⟦Title⟧ | ⟦Author⟧ | ⟦Year⟧ | ⟦Genre⟧ |
|---|---|---|---|

fill the table for these books i read this year: the one about the lighthouse keeper by Anna Ferrell (2019?), and "Glass Orchard" """,
    cat="fields_table_header",
    note="empty markdown header, columns are the fields",
)
F(
    """class Contact(BaseModel):
    ⟦first_name⟧: str
    ⟦last_name⟧: str
    ⟦job_title⟧: str | None
    ⟦linkedin_url⟧: str | None

parse this signature into the model above:
--
Helena Marsh | Head of Partnerships | linkedin.com/in/helenamarsh""",
    cat="fields_pydantic",
    note="pydantic model fields without their types",
)
F(
    "What's the ⟦patient's age⟧, ⟦diagnosis⟧ and ⟦prescribed medication⟧ in this note? 'Pt 67yo M presenting w/ type 2 diabetes, started on metformin 500mg BID.'",
    cat="fields_question",
    note="fields as subject of a question",
)
F(
    """I need these from the contract: ⟦Parties⟧, ⟦Effective Date⟧, ⟦Term⟧, ⟦Termination Notice Period⟧, ⟦Governing Law⟧

THIS AGREEMENT is made on 1 February 2026 between Kestrel Media Ltd ("Client") and Oduya Design LLC ("Contractor"). The agreement shall run for twelve (12) months. Either party may terminate with thirty (30) days' written notice. This Agreement is governed by the laws of the State of New York.""",
    cat="fields_titlecase_contract",
    note="Title Case field names before a contract",
)
F(
    """name, date of birth, passport number, nationality, expiry

^ grab those from the scan text:
SURNAME: DUARTE  GIVEN NAMES: LUCIA MARIA  NATIONALITY: PORTUGUESE  DOB: 14 MAR 1991  PASSPORT NO: CB4471290  EXPIRY: 02 AUG 2031""",
    ["name", "date of birth", "passport number", "nationality", "expiry"],
    cat="fields_line_first",
    note="field line first, '^ grab those' after",
)
F(
    """Please extract key value pairs like ⟦order id⟧, ⟦customer⟧, ⟦items⟧, ⟦shipping method⟧ etc from the message:
'Order 55-1032 for Greta Lindqvist: 2x wool socks, 1x beanie. Express shipping.'""",
    cat="fields_like_etc",
    note="'like ..., etc' fields",
)
F(
    """<contact>
  <⟦name⟧></name>
  <⟦organisation⟧></organisation>
  <⟦role⟧></role>
</contact>
fill from: "Dr. Amit Sahni, Chief Scientist at Lumen Bio" """,
    cat="fields_xml",
    note="XML template tag names",
)
F(
    "can u find the ⟦flight number⟧ ⟦departure time⟧ ⟦gate⟧ and ⟦seat⟧ in my boarding pass: BA0287 LHR-SFO DEP 11:40 GATE B42 SEAT 34K",
    cat="fields_no_commas",
    note="fields without commas, lowercase",
)
F(
    """⟦Company⟧,⟦Industry⟧,⟦Headcount⟧,⟦HQ City⟧
,,,
fill the csv for: Ferrowind (wind turbine parts, about 300 people, based in Aarhus)""",
    cat="fields_csv_header",
    note="CSV header fields",
)
F(
    """Read this review and give me: 1. ⟦overall rating⟧ 2. ⟦main complaint⟧ 3. ⟦product mentioned⟧ 4. ⟦would they recommend it⟧

"Gave the Breeze 300 fan two stars. It's quiet but the remote broke within a week. Wouldn't recommend honestly." """,
    cat="fields_numbered_inline",
    note="numbered inline fields",
)
F(
    """Extract entities of these types from the paragraph: ⟦PERSON⟧, ⟦ORG⟧, ⟦LOCATION⟧, ⟦DATE⟧

On 9 May, Farah Nadeem announced that Oakridge Analytics would open a second office in Porto.""",
    cat="fields_entity_types",
    note="entity types as fields",
)
F(
    "From the resume below pull ⟦full name⟧; ⟦current employer⟧; ⟦years of experience⟧; ⟦top 3 skills⟧; ⟦highest degree⟧.\n\nJONAH PRICE — Data Engineer at Velocity Freight since 2021, previously 4 yrs at Ansel Bank. MSc Computer Science, University of Bristol. Skills: Spark, Airflow, SQL, dbt.",
    cat="fields_semicolons",
    note="semicolon-separated fields before resume",
)
F(
    """What I need from each application email:
`⟦applicant_name⟧`
`⟦role_applied⟧`
`⟦notice_period⟧`
`⟦expected_salary⟧`""",
    cat="fields_snake_backticks",
    note="snake_case in backticks, no text pasted yet",
)

# ============================================================================ English: count
C("give me 10 slogans for a dog walking business", 10, cat="count_give", note="give me 10 X")
C("Brainstorm a dozen names for a budgeting app aimed at students.", 12, cat="count_dozen", note="a dozen")
C("can you come up with five icebreaker questions for a team meeting", 5, cat="count_spelled", note="spelled five")
C(
    "I need 20 Instagram hashtags for a vegan bakery in Bristol, mix of popular and niche",
    20,
    cat="count_need",
    note="I need N hashtags with a requirement",
)
C("list 7 reasons to learn a second language", 7, cat="count_list_reasons", note="list N reasons")
C(
    "Suggest three titles for my blog post about remote work burnout.",
    3,
    cat="count_suggest",
    note="suggest three titles",
)
C(
    """Write 4 subject lines for our spring sale email.
- under 50 characters
- no all caps
- one should use an emoji""",
    4,
    cat="count_with_requirements",
    note="count then requirement bullets that apply to each",
)
C(
    "generate 15 multiple choice questions on the water cycle for 6th graders",
    15,
    cat="count_quiz",
    note="quiz questions count",
)
C(
    "What are 8 good questions to ask a landlord before signing a lease?",
    8,
    cat="count_questions_to_ask",
    note="open set of 8",
)
C("pls make up 6 fake customer testimonials for my cleaning company website", 6, cat="count_make_up", note="make up N")
C(
    "Draft 3 versions of a LinkedIn headline for a career-changing nurse moving into UX design",
    3,
    cat="count_versions",
    note="N versions",
)
C("top 10 productivity tips for people who work from home?", 10, cat="count_top", note="top N tips, open set")
C(
    "Could you think of a couple of fun team names for a pub quiz? Like 5 or so",
    5,
    cat="count_or_so",
    note="'like 5 or so'",
)
C(
    "20 vocab words for a B1 English class on the topic of travel, with definitions",
    20,
    cat="count_bare_number",
    note="number at the start, no verb",
)
C(
    "write me ten tweets promoting our webinar on cybersecurity for small businesses",
    10,
    cat="count_tweets",
    note="ten tweets",
)
C("Give me 2 alternative ways to say 'I hope this email finds you well'", 2, cat="count_two", note="two alternatives")
C(
    "You are a marketing expert with 20 years experience. Come up with 6 taglines for an eco-friendly laundry detergent called Tidewash.",
    6,
    cat="count_roleplay_preamble",
    note="role preamble with an unrelated number, count is 6",
)
C("I want 25 trivia questions (with answers) about 90s movies for a party", 25, cat="count_i_want", note="I want N")
C("Name 5 books similar to The Martian", 5, cat="count_name", note="name N, open set")
C("produce a list of thirty baby names that start with L", 30, cat="count_produce", note="spelled thirty")
C(
    "can i get like 4 different openings for a cover letter to a museum job",
    4,
    cat="count_like",
    note="'like 4 different'",
)
C(
    "Write eight short bios (under 160 chars) for a freelance photographer's social media.",
    8,
    cat="count_bios",
    note="eight bios with a length limit",
)
C(
    "Give me some writing prompts for a creative writing class. 12 would be great.",
    12,
    cat="count_after",
    note="the number in a second sentence",
)
C("List 6 common mistakes first-time managers make", 6, cat="count_list_mistakes", note="list N mistakes")

# ============================================================================ English: none (hard negatives)
N(
    """put these in order from earliest to latest:
- the moon landing
- the invention of the printing press
- the fall of Rome
- the first iPhone""",
    cat="order_events",
    note="one ordering over the bullets",
)
N(
    "write a short story using these words: lighthouse, umbrella, stolen, jazz, seventeen",
    cat="story_using_words",
    note="one story from a word list",
)
N(
    """Which of these names is best for a coffee shop?
Bean There
The Daily Grind
Brewtiful
Mugshot Coffee""",
    cat="choose_best",
    note="same layout as a rate-each row but one choice",
)
N(
    """Here's my shopping list:
- chicken thighs
- rice
- spinach
- coconut milk
- limes
what can i cook for dinner tonight with this?""",
    cat="list_as_context",
    note="shopping list as context for one question",
)
N(
    """Write a cover letter for a marketing coordinator role. Requirements:
- under 300 words
- mention my 3 years at a nonprofit
- friendly but professional
- end with a call to action""",
    cat="requirements_one_task",
    note="requirement bullets for one letter",
)
N(
    "compare python, javascript and go for building a REST API — which would you pick for a small team?",
    cat="compare_choose",
    note="one comparison across three options",
)
N(
    """1. Preheat the oven to 180C
2. Mix flour, sugar and butter
3. Add eggs one at a time
4. Bake for 25 minutes
my cake came out dense in the middle, which step did i probably mess up?""",
    cat="procedure_context",
    note="numbered recipe steps as context for one question",
)
N(
    "What is the capital of Australia, and what's the population of that city?",
    cat="dependent_questions",
    note="second question depends on the first's answer",
)
N(
    """is this correct english?
I have been living in Toronto since five years and I am working in a bank.""",
    cat="single_sentence_check",
    note="same frame as a list row but one sentence",
)
N(
    """explain what this command does:
find . -name "*.log" -mtime +7 -exec rm {} \\;""",
    cat="single_command",
    note="one command to explain",
)
N(
    "Rank these in order of importance for a first-time home buyer: location, price, square footage, school district, commute",
    cat="rank_options",
    note="one ranking",
)
N(
    "What do cats, lions and cheetahs have in common?",
    cat="common_theme",
    note="one question about several things",
)
N(
    """Combine these into one sentence:
The store opened in 1998.
It sells vintage furniture.
It is owned by two sisters.""",
    cat="combine_sentences",
    note="three sentences merged into one output",
)
N(
    """Can you translate this email to French?

Hi Claire,
Thanks for sending the samples. The blue fabric is perfect, but could we get the green one in a lighter shade? Also, what's the lead time for 200 metres?
Best,
Owen""",
    cat="translate_one_text",
    note="email with questions inside, to translate as one text",
)
N(
    """Fix this function, it should:
1. take a list of numbers
2. drop the negatives
3. return the average of the rest

def avg(xs):
    return sum(xs) / len(xs)""",
    cat="code_requirements",
    note="numbered spec of one function",
)
N(
    """A train leaves at 9:00 going 80 km/h. Another leaves the same station at 10:00 going 100 km/h.
a) When does the second train catch up?
b) How far from the station are they at that moment?""",
    cat="math_dependent_parts",
    note="b builds on a",
)
N(
    "Which one is the odd one out: apple, banana, carrot, mango?",
    cat="odd_one_out",
    note="one choice among listed words",
)
N(
    """Alphabetize this list please:
Zimmerman, Ortega, Abbott, Nguyen, Kowalski, Baptiste""",
    cat="sort_list",
    note="one sort over the names",
)
N(
    """here are the reviews for our app from last week:
"crashes every time i open the camera"
"love the new dark mode!!"
"sync is so slow now"
"why did you remove the widget"
what's the overall sentiment and what should we fix first?""",
    cat="reviews_aggregate",
    note="reviews as context for one overall judgement",
)
N(
    "What are the three branches of the US government?",
    cat="fixed_set",
    note="fixed set, one answer",
)
N(
    "Give me a 5-day itinerary for Lisbon with one day trip to Sintra",
    cat="single_task_number",
    note="a number in one task, not a count of things",
)
N(
    """My symptoms:
- headache for 3 days
- stiff neck
- mild fever
- sensitivity to light
should i go to the ER?""",
    cat="list_as_context",
    note="symptom bullets for one question",
)
N(
    "Write a paragraph that includes the words 'serendipity', 'quarantine' and 'velvet'",
    cat="paragraph_using_words",
    note="one paragraph from words",
)
N(
    """Remove the duplicates from this list and give it back to me:
apples
pears
apples
plums
pears
kiwis""",
    cat="dedupe_list",
    note="one operation on a list",
)
N(
    """Our team values:
• Ownership
• Curiosity
• Kindness
• Bias for action
Write a short speech for the all-hands that ties these together.""",
    cat="speech_from_list",
    note="values as material for one speech",
)
N(
    "what's the difference between a virus, a bacterium and a fungus?",
    cat="explain_difference",
    note="one comparison of three things",
)
N(
    """How do I set up two-factor authentication on my Google account? I tried:
1. going to settings
2. clicking security
3. but I don't see the 2-step option anywhere""",
    cat="tried_steps",
    note="numbered attempts as context",
)
N(
    "Should I take the job offer in Denver for $95k or stay in Chicago at $88k with better benefits?",
    cat="choose_between",
    note="one decision",
)
N(
    """Turn these notes into one professional email to the client:
- delay on shipment, 2 weeks
- sorry for inconvenience
- 10% discount on next order
- new tracking number will come Monday""",
    cat="notes_to_one_email",
    note="contrast with notes-to-sentences: one email",
)
N(
    """Write a poem where every line starts with one of these letters in order:
S
P
R
I
N
G""",
    cat="acrostic",
    note="letters on lines for one poem",
)
N(
    "Can you explain the first one in more detail?",
    cat="followup_pointer",
    note="follow-up pointing back, one question",
)
N(
    """Which of these statements is false?
A) The heart has four chambers.
B) Humans have 206 bones as adults.
C) Blood is blue inside the body.
D) The skin is the largest organ.""",
    cat="multiple_choice",
    note="lettered options, one answer",
)
N(
    """Here's my code:
```python
import requests
r = requests.get(url)
data = r.json()
print(data["items"][0]["name"])
```
it throws KeyError: 'items' - why?""",
    cat="single_error_code",
    note="code and one error",
)
N(
    """Plan a birthday party for my 8 year old:
- 12 kids
- budget $200
- outdoors if possible
- she loves dinosaurs""",
    cat="requirements_one_task",
    note="constraints for one plan",
)
N(
    "How many of these are even: 3, 8, 15, 22, 41, 60?",
    cat="count_over_list",
    note="one count across the numbers",
)
N(
    """I have these ingredients: eggs, feta, spinach, tortillas, salsa.
Give me one breakfast recipe.""",
    cat="ingredients_context",
    note="ingredients as context",
)
N(
    "thanks!! that was super helpful, you're the best",
    cat="chitchat",
    note="thanks, nothing to split",
)
N(
    """Here's a list of our competitors: Nordwise, Plankton CRM, Zephyr Sales, Quillcase.
Write a positioning statement for our CRM that sets us apart from all of them.""",
    cat="list_as_context",
    note="competitors as context for one statement",
)
N(
    """Solve the system:
2x + y = 7
x - y = 2""",
    cat="math_system",
    note="two equations, one system",
)
N(
    "Create a table comparing the iPhone 16, Pixel 9 and Galaxy S25 on price, battery and camera",
    cat="compare_table",
    note="one comparison table",
)
N(
    """What should I name my cat? She's:
- black with white paws
- very shy
- loves boxes""",
    cat="traits_context",
    note="traits bullets for one naming question",
)
N(
    "Explain how a bill becomes a law in the US, step by step",
    cat="procedure",
    note="one procedure explained",
)
N(
    """Summarise this article in 3 bullet points:

City council voted on Tuesday to extend the cycle lane on Harbour Road by 2 km. Supporters said it would cut accidents; local shop owners worry about lost parking. Work is expected to begin in June and last four months.""",
    cat="summary_with_number",
    note="'3 bullet points' is the format of one summary",
)
N(
    """Question 1 is done. Now for question 2: if the rectangle's length is twice its width and the perimeter is 36 cm, what's the area?""",
    cat="single_question_numbered_label",
    note="a numbered label but one question",
)
N(
    "What's a good gift for someone who likes hiking, photography and board games?",
    cat="single_question_several_topics",
    note="one gift fitting three interests",
)
N(
    """Write a LinkedIn post announcing our new hire. Include:
1) her name (Dana Whitfield)
2) her role (VP of Engineering)
3) a line about her time at Corvid Labs
4) a welcome message""",
    cat="include_list_one_post",
    note="numbered contents of one post",
)
N(
    "Is it better to pay off my credit card, my car loan or my student loan first?",
    cat="choose_priority",
    note="one priority decision",
)
N(
    "what are the 7 continents",
    cat="fixed_set",
    note="fixed set",
)
N(
    """These are the steps I follow to deploy:
git pull
npm install
npm run build
pm2 restart app
Can you turn them into a single bash script?""",
    cat="steps_to_script",
    note="commands to combine into one script",
)
N(
    """I'm writing a mystery novel. Characters:
- Inspector Hale, tired, sarcastic
- Mira Voss, the victim's sister
- Dr. Penrose, the family doctor
Write the opening scene where they all meet.""",
    cat="characters_context",
    note="characters for one scene",
)
N(
    "If I invest $5,000 at 6% a year, how much will I have after 10 years, and how much of that is interest?",
    cat="dependent_questions",
    note="second part follows from the first computation",
)
N(
    """Pick the best subject line for our newsletter:
1. "Your March update is here"
2. "5 things we shipped this month"
3. "Big news inside 👀\"""",
    cat="choose_best_numbered",
    note="numbered quoted options, one choice",
)
N(
    "Write a haiku about autumn, winter and the space between them",
    cat="single_poem_topics",
    note="one poem naming several topics",
)
N(
    """hey so my manager sent me this:
"Can you send the numbers by EOD? Also, are we still on for the 1:1 tomorrow? And did the client reply?"
how should i reply to her?""",
    cat="quoted_questions_one_reply",
    note="the quoted message has questions but the user asks for one reply",
)
N(
    "What's the best way to learn Spanish in 6 months if I can only study 30 minutes a day?",
    cat="single_question",
    note="numbers but one question",
)
N(
    """Using the data below, what was the month with the highest sales?
Jan 1200
Feb 980
Mar 1430
Apr 1100""",
    cat="table_context_one_question",
    note="rows as data for one question",
)
N(
    """Make a weekly workout plan:
Mon - upper body
Wed - legs
Fri - cardio
I have dumbbells only and 40 min per session""",
    cat="plan_from_outline",
    note="day outline for one plan",
)
N(
    """Read this paragraph and tell me what the author's main argument is.

Remote work has been praised for flexibility, but it has also blurred the line between home and office. Many employees report working longer hours. Companies should therefore set clear boundaries, not just offer laptops.""",
    cat="single_question_passage",
    note="one question after a passage",
)
N(
    "Arrange these words to make a sentence: quickly / the / ran / dog / home",
    cat="arrange_words",
    note="slash-joined words, one sentence",
)
N(
    "lol ok but why is the sky blue tho",
    cat="single_question",
    note="casual single question",
)
N(
    """Write a SQL query that returns:
- each customer's name
- their total spend in 2025
- their number of orders
sorted by total spend descending""",
    cat="sql_one_query",
    note="columns of one query, not fields to extract",
)
N(
    """What's wrong with my sentence? "Despite of the rain, we went out, and we enjoyed." """,
    cat="single_sentence_check",
    note="one sentence",
)
N(
    """I'm choosing between these laptops for college:
- MacBook Air M3
- Dell XPS 13
- Lenovo ThinkPad X1 Carbon
which one would you get for a CS major?""",
    cat="choose_from_bullets",
    note="bullets of options, one choice",
)
N(
    "Tell me a joke about accountants, lawyers and dentists walking into a bar",
    cat="single_joke_topics",
    note="one joke with three characters",
)
N(
    """Here's my to-do list for today:
- reply to Maria
- finish the slides
- dentist at 3
- gym
how should I schedule my day if I start at 9?""",
    cat="todo_context",
    note="to-do list as context for one schedule",
)
N(
    """Rewrite this paragraph to be more concise:
Our company, which was founded in 2009, is a company that provides services in the area of accounting. We provide these services to small businesses. Small businesses are our main customers.""",
    cat="rewrite_one_paragraph",
    note="several sentences rewritten as one paragraph",
)
N(
    "what's heavier, a kilo of feathers or a kilo of steel?",
    cat="compare_choose",
    note="one riddle",
)
N(
    """First tell me what year the Eiffel Tower was finished, then tell me how old it is now.""",
    cat="dependent_steps",
    note="'first ... then' where the second needs the first",
)
N(
    """Act as a Linux terminal. I will type commands and you will reply with what the terminal should show. My first command is: pwd""",
    cat="roleplay_terminal",
    note="role-play set-up",
)
N(
    """Is there a pattern in these numbers? 2, 6, 12, 20, 30""",
    cat="sequence_pattern",
    note="one pattern question over numbers",
)
N(
    """Which sentence is more formal?
a) Could you please send me the report?
b) Send me the report.""",
    cat="compare_sentences",
    note="lettered sentences, one comparison",
)
N(
    "What are the pros and cons of leasing vs buying a car?",
    cat="pros_cons",
    note="one comparison",
)
N(
    """These are my exam scores: 78, 85, 92, 64, 88. what's my average and did i pass if the cutoff is 80?""",
    cat="dependent_questions",
    note="pass depends on average",
)
N(
    """Make a packing list for a week in Iceland in October. We'll be:
- hiking
- going to hot springs
- driving the ring road""",
    cat="activities_context",
    note="activities for one packing list",
)
N(
    """I need a name for my podcast. It's about:
1. personal finance
2. for millennials
3. with humour""",
    cat="constraints_numbered_one_name",
    note="numbered constraints for one name",
)
N(
    "Explain the plot of Inception in simple terms",
    cat="single_task",
    note="plain single task",
)
N(
    """Here are the words for this week's spelling test: necessary, rhythm, separate, definitely, embarrass.
Make a crossword puzzle out of them.""",
    cat="puzzle_from_words",
    note="one crossword from words",
)
N(
    """Review my essay intro and tell me if the thesis is clear:

"Social media has changed how teenagers talk. It has made friendships faster. But it has also made them shallower. In this essay I will argue that schools should teach digital communication." """,
    cat="single_question_passage",
    note="one judgement on a passage",
)
N(
    """can u write a regex that matches all of these:
2026-01-05
2025-12-31
1999-07-04""",
    cat="regex_one_pattern",
    note="examples for one regex; contrast with what-do-these-regexes-match",
)
N(
    "good morning! how are you doing today? any plans for the weekend?",
    cat="chitchat",
    note="small talk with question marks",
)
N(
    """Write an email to my landlord that covers:
- the broken heater
- the leaking tap
- asking for the deposit receipt""",
    cat="email_covers_topics",
    note="one email with several topics",
)
N(
    """Which of these is a mammal: shark, whale, salmon, octopus?""",
    cat="choose_one",
    note="one choice among listed",
)
N(
    """Here's our Q1 data:
| Region | Sales | Target |
|---|---|---|
| North | 420 | 400 |
| South | 310 | 350 |
| West | 505 | 450 |
write a two-sentence summary for the exec team""",
    cat="table_context_summary",
    note="full table as context, one summary",
)
N(
    "Create a study schedule for my finals: biology on the 12th, chemistry on the 14th, math on the 17th",
    cat="schedule_from_list",
    note="one schedule over listed exams",
)
N(
    """What comes next in this series and why?
Monday, Wednesday, Friday, ...""",
    cat="sequence_pattern",
    note="one question",
)
N(
    "How do I get from Heathrow to King's Cross, and roughly how long will it take that way?",
    cat="dependent_questions",
    note="the time refers to the route answered first",
)
N(
    """My kid's homework says: "Use the words 'because', 'although' and 'unless' in one sentence." Can you help?""",
    cat="one_sentence_several_words",
    note="one sentence from three words",
)
N(
    """Here are the job requirements:
- 5+ years Python
- experience with AWS
- strong communication skills
- degree in CS or similar
Does my background fit? I have 3 years of Python, some GCP, and a physics degree.""",
    cat="requirements_context",
    note="job requirements as context for one question",
)
N(
    """Write a story in three parts:
Part 1: a girl finds a map
Part 2: she follows it into the forest
Part 3: she discovers what it leads to""",
    cat="story_parts",
    note="parts of one connected story",
)
N(
    "Name the planets in order from the sun",
    cat="fixed_set_order",
    note="fixed ordered set",
)
N(
    """Debug this, it prints the wrong total:
total = 0
for price in ["2.50", "3.00", "1.25"]:
    total += price
print(total)""",
    cat="code_debug",
    note="one bug",
)
N(
    """what's the meaning of life, the universe and everything? asking for a friend lol""",
    cat="chitchat",
    note="one joke question",
)
N(
    "Draft a project timeline with these milestones: kickoff Jan 8, design review Feb 2, beta Mar 15, launch Apr 30",
    cat="timeline_from_milestones",
    note="one timeline",
)
N(
    """Hi, I'm Jake, I'm 34, I live in Manchester, I work as a nurse and I'm looking for a side hustle. Any ideas?""",
    cat="profile_context",
    note="facts about the user then one ask",
)
N(
    "Find the common factor in 24, 36 and 60",
    cat="math_single",
    note="one computation over three numbers",
)
N(
    """Look at these three logos I described and tell me which feels most premium:
1. black serif wordmark
2. gold geometric fox
3. hand-drawn green leaf""",
    cat="choose_best_numbered",
    note="numbered options, one choice",
)
N(
    """Write a product description for our new standing desk. Key features:
• electric height adjust 70-120 cm
• memory presets
• bamboo top
• 5 year warranty""",
    cat="features_one_description",
    note="contrast with 'description for each product': one product, its features",
)
N(
    "I don't understand the difference between 'since', 'for' and 'ago' in English, can you explain?",
    cat="explain_difference",
    note="one explanation of a contrast",
)
N(
    """hey quick q, my flight got cancelled, rebooked for tomorrow, hotel is paid by the airline, but do i still get compensation?""",
    cat="single_question_context",
    note="facts then one question",
)
N(
    """Can you make these sentences flow better as a paragraph?
I went to the market. I bought apples. They were expensive. I was annoyed.""",
    cat="sentences_to_paragraph",
    note="sentences edited as one paragraph",
)
N(
    "Tell me about the history, culture and food of Georgia (the country)",
    cat="single_task_topics",
    note="one overview naming three topics",
)
N(
    """Given the list [4, 1, 9, 3, 7], write a Python function that returns the second largest number""",
    cat="code_with_list_input",
    note="a list as input to one function",
)
N(
    """Do you think this is a phishing email?

From: security@paypa1-support.com
Subject: Action required
Your account has been limited. Click here to verify your identity within 12 hours or it will be closed.""",
    cat="single_email_check",
    note="one email; contrast with 'do these look like phishing?'",
)
N(
    """I want you to act as an interviewer for a product manager role. Ask me questions one at a time and wait for my answer.""",
    cat="roleplay_interviewer",
    note="questions one at a time, none",
)
N(
    "Write a limerick that rhymes 'cat', 'hat', 'flat' and 'that'",
    cat="poem_rhymes",
    note="one poem from rhyme words",
)
N(
    """Here are the survey answers to "What would improve the office?":
- better coffee
- quieter spaces
- better coffee machine
- more plants
- a quiet room
Group similar answers and tell me the top themes.""",
    cat="survey_aggregate",
    note="answers as data for one thematic summary",
)

# ============================================================================ English: long pasted text
L(
    """Hello,

I'm writing on behalf of the Parent-Teacher Association at Elm Hollow Primary. We're organising the summer fair on Saturday 20 June and are considering hiring your bouncy castle and candy floss machine. Our budget is fairly tight this year because the roof repairs took most of last year's funds, so I want to make sure I understand everything before I put it to the committee on Thursday evening. The fair runs from 11am to 4pm on the school field, which is mostly flat grass with a slight slope near the car park, and we expect somewhere around 300 to 400 visitors over the day, most of them families with children under ten.

I have a few questions:

⟦Do you deliver and set up, or do we need volunteers to help unload?⟧

⟦Is there a discount for schools or charities?⟧

⟦What happens if it rains on the day — can we cancel or postpone without paying?⟧

⟦Do you provide your own public liability insurance certificate, or do we need to arrange it?⟧

⟦How much power does the candy floss machine need, and can it run off a normal outdoor socket?⟧

Many thanks in advance, and apologies for the long email!

Rebecca Thornton
PTA Secretary, Elm Hollow Primary""",
    cat="long_email_questions",
    note="about 1.2 KB email with five questions on blank-separated lines",
)
F(
    """Hi, can you extract the ⟦tenant names⟧, ⟦property address⟧, ⟦monthly rent⟧, ⟦deposit⟧, ⟦lease start date⟧, ⟦lease end date⟧ and ⟦pet policy⟧ from this lease summary my agent sent? I need them in a table.

---
RESIDENTIAL TENANCY SUMMARY

This summary is provided for convenience only and does not replace the full tenancy agreement signed by both parties. In the event of any conflict the full agreement shall prevail.

The tenancy is granted by Northgate Lettings Ltd acting as agent for the landlord, Mr. Colin Abernathy, to the tenants Ms. Ines Carvalho and Mr. Tobias Engel (jointly and severally liable). The property let is Flat 3, 41 Rosebery Crescent, Edinburgh EH7 5QT, including the use of one allocated parking bay (No. 12) and shared access to the rear garden.

Rent is payable monthly in advance on the 1st of each month at £1,350 per calendar month by standing order. A deposit equal to five weeks' rent (£1,557.69) has been registered with an approved tenancy deposit scheme and the prescribed information will be sent within 30 days.

The tenancy commences on 1 September 2026 and ends on 31 August 2027, after which it may continue on a periodic basis unless either party gives notice as set out in clause 14.

Pets: one small dog or cat may be kept with the landlord's prior written consent, which shall not be unreasonably withheld; a professional carpet clean will be required at the end of the tenancy.

The tenants are responsible for council tax, utilities, the TV licence and broadband.
---""",
    cat="long_fields_lease",
    note="fields before a 1.3 KB lease summary",
)
N(
    """I'm a second-year history student and I've been asked to write a reflective piece about my group project. The project was on the economic effects of the 1920s agricultural depression in the Midwest. There were four of us: me, Hannah, Luis and Priyanka. At the start we divided the work into four sections (background, farm credit, migration, and policy response) and each took one. Things went fine for the first three weeks, but then Luis got sick and his section on migration fell behind, so Hannah and I split it. Priyanka did most of the final editing, which was great, but she also rewrote parts of my section without telling me, and some of the sources she added weren't peer reviewed. We ended up with a B+, which is fine, but I feel like we could have done better if we had communicated more.

The reflection has to be about 500 words and should cover:
- what went well
- what went badly
- what I learned about teamwork
- what I would do differently next time

Can you write it for me in a natural, first-person voice? Please don't make it sound too formal or like an AI wrote it.""",
    cat="long_requirements_one_task",
    note="about 1.2 KB context then cover-bullets of one reflection",
)
L(
    """our support inbox this morning, can you draft a short reply to each? sign off as "Jess from Loomly"

From: d.khan@...  — ⟦hi, i was charged twice for my subscription this month, can you refund one of them⟧
From: marta.r@... — ⟦Is there a way to export all my projects to PDF at once?⟧
From: kev_b@...   — ⟦your app logged me out 5 times today, whats going on⟧
From: admin@tallbridge.org — ⟦We'd like to move our 40 seats to annual billing. Who do I talk to?⟧""",
    cat="support_inbox_lines",
    note="'From: ... —' labels left out",
)
L(
    """Do these sentences use the semicolon correctly? Go through them one at a time.
⟦I have a big test tomorrow; I can't go out tonight.⟧
⟦Because it was raining; we stayed inside.⟧
⟦She loves three cities; Paris, Rome and Vienna.⟧""",
    cat="sentences_judge_each",
    note="judge each sentence, one at a time",
)
L(
    "Are these words countable or uncountable? ⟦advice⟧ - ⟦chair⟧ - ⟦furniture⟧ - ⟦information⟧ - ⟦suggestion⟧",
    cat="words_dash_separators",
    note="words separated by ' - '",
)
L(
    """Reword each bullet for our accessibility statement so it's plain English:

- ⟦We endeavour to ensure conformance with WCAG 2.2 AA across all digital touchpoints.⟧
- ⟦Remediation of legacy PDF assets is being undertaken on a rolling basis.⟧
- ⟦Users experiencing difficulties are encouraged to avail themselves of the contact form.⟧""",
    cat="rewrite_bullets_formal",
    note="formal sentences to simplify each",
)
F(
    "Please parse the address into ⟦street⟧, ⟦city⟧, ⟦postcode⟧ and ⟦country⟧: 17 Calle Serrano, 28001 Madrid, Spain",
    cat="fields_parse_into",
    note="parse ... into fields",
)
F(
    """Given this bug report, extract:
1. ⟦Steps to reproduce⟧
2. ⟦Expected behaviour⟧
3. ⟦Actual behaviour⟧
4. ⟦Browser / OS⟧

"When I click Save on the settings page in Firefox on Ubuntu, nothing happens. It should show 'Saved' and keep my changes. Instead the page reloads and my changes are gone." """,
    cat="fields_numbered_lines",
    note="numbered fields; a slash inside one field name",
)
C(
    "Generate 50 random but realistic-looking usernames for testing our signup form",
    50,
    cat="count_fifty",
    note="large count",
)
C(
    "brainstorm some names for my etsy shop selling pressed flower jewelry. maybe 8?",
    8,
    cat="count_question_after",
    note="number as an afterthought",
)

# ============================================================================ other languages
L(
    """¿me puedes explicar qué significan estas expresiones?
- ⟦estar en las nubes⟧
- ⟦ser pan comido⟧
- ⟦tomar el pelo⟧""",
    lang="es",
    cat="idioms_bullets",
    note="Spanish idioms on bullets",
)
N(
    "Escribe un cuento corto para niños con estas palabras: dragón, biblioteca, paraguas, abuela.",
    lang="es",
    cat="story_using_words",
    note="one story from words",
)
F(
    "Extrae el ⟦nombre del cliente⟧, el ⟦número de pedido⟧ y la ⟦fecha de entrega⟧ de este mensaje: «Hola, soy Marta Gil, mi pedido 88213 debía llegar el 3 de mayo y todavía no ha llegado.»",
    lang="es",
    cat="fields_prose",
    note="fields without articles",
)
C(
    "Dame 10 ideas de nombres para una panadería artesanal en Sevilla",
    10,
    lang="es",
    cat="count_give",
    note="Spanish count",
)
N(
    """¿Cuál de estos móviles me recomiendas para fotos?
1. Pixel 9
2. iPhone 16
3. Galaxy S25""",
    lang="es",
    cat="choose_best_numbered",
    note="one choice",
)
L(
    """Peux-tu corriger ces phrases ?
1. ⟦Je suis allé à la plage hier et j'ai mangé des glace.⟧
2. ⟦Elle a dit qu'elle viendra demain.⟧
3. ⟦Nous avons parlé de le projet.⟧""",
    lang="fr",
    cat="sentences_numbered",
    note="French sentences to correct",
)
N(
    """Voici mes notes de réunion :
- budget validé
- lancement reporté à juin
- recrutement de deux développeurs
Rédige un e-mail de compte rendu pour l'équipe.""",
    lang="fr",
    cat="notes_to_one_email",
    note="notes as material for one email",
)
C("Propose-moi cinq slogans pour une marque de thé bio", 5, lang="fr", cat="count_spelled", note="cinq slogans")
N(
    "Quelle est la différence entre « tu » et « vous » et quand faut-il utiliser chacun ?",
    lang="fr",
    cat="explain_difference",
    note="one contrast",
)
L(
    "Kannst du mir kurz erklären: ⟦Was ist ein Bausparvertrag?⟧ ⟦Wie funktioniert die Riester-Rente?⟧ ⟦Lohnt sich ein Tagesgeldkonto noch?⟧",
    lang="de",
    cat="questions_inline",
    note="German questions on one line",
)
F(
    """Bitte folgende Angaben aus der Rechnung ziehen: ⟦Rechnungsnummer⟧, ⟦Rechnungsdatum⟧, ⟦Nettobetrag⟧, ⟦MwSt.⟧, ⟦Bruttobetrag⟧

Rechnung Nr. 2026-0417 vom 12.03.2026 – Netto 850,00 € zzgl. 19 % MwSt. 161,50 € = 1.011,50 €""",
    lang="de",
    cat="fields_titlecase",
    note="German invoice fields",
)
N(
    """Sortiere diese Städte nach Einwohnerzahl, größte zuerst:
Köln, Hamburg, München, Berlin, Frankfurt""",
    lang="de",
    cat="order_list",
    note="one ordering",
)
N(
    "Was sind die drei Säulen der Nachhaltigkeit?",
    lang="de",
    cat="fixed_set",
    note="fixed set",
)
L(
    """Traduza para o inglês, por favor:
⟦Bom dia, tudo bem?⟧
⟦Onde fica a estação de metrô?⟧
⟦Eu gostaria de uma mesa para dois.⟧""",
    lang="pt",
    cat="translate_lines",
    note="Portuguese phrases to translate each",
)
N(
    """Tenho estes ingredientes: arroz, feijão, ovos e couve. O que posso fazer para o jantar?""",
    lang="pt",
    cat="ingredients_context",
    note="ingredients as context",
)
C(
    "Scrivi 6 titoli accattivanti per un articolo sul turismo lento in Toscana",
    6,
    lang="it",
    cat="count_write",
    note="Italian count",
)
N(
    "Meglio studiare a Bologna o a Padova per ingegneria? Considera costo della vita, qualità dei corsi e vita studentesca.",
    lang="it",
    cat="compare_choose",
    note="one choice with criteria",
)
L(
    """Объясни, пожалуйста, что означают эти термины:
⟦амортизация⟧
⟦дебиторская задолженность⟧
⟦оборотный капитал⟧""",
    lang="ru",
    cat="terms_lines",
    note="Russian accounting terms",
)
N(
    """Вот список дел на неделю:
- сдать отчёт
- записаться к врачу
- купить подарок маме
Составь из этого расписание по дням.""",
    lang="ru",
    cat="todo_context",
    note="to-do list for one schedule",
)
F(
    "请从下面的简历中提取：⟦姓名⟧、⟦毕业院校⟧、⟦工作年限⟧、⟦期望薪资⟧。\n\n李晓雯，2018年毕业于浙江大学，现有5年产品经理经验，期望月薪25k。",
    lang="zh",
    cat="fields_enum_comma",
    note="Chinese fields with 、",
)
N(
    "帮我用这几个词写一段话：春天、地铁、咖啡、迟到",
    lang="zh",
    cat="paragraph_using_words",
    note="one paragraph from words",
)
L(
    "这几个句子翻译成英文：⟦我明天要去开会。⟧⟦这个价格太贵了。⟧⟦请问洗手间在哪里？⟧",
    lang="zh",
    cat="translate_inline",
    note="Chinese sentences run together",
)
C("給我寫五個適合小紅書的護膚品標題", 5, lang="zh", cat="count_spelled", note="五個 titles")
L(
    """次の単語の意味を教えてください。
・⟦懐かしい⟧
・⟦もったいない⟧
・⟦しょうがない⟧""",
    lang="ja",
    cat="words_nakaguro",
    note="・ bullets",
)
N(
    "東京で一番おすすめの観光地はどこですか？浅草、渋谷、新宿の中から選んでください。",
    lang="ja",
    cat="choose_one",
    note="choose among three",
)
N(
    """Welke is beter voor een beginner: Python, Java of C#? Ik wil later apps maken.""",
    lang="nl",
    cat="compare_choose",
    note="Dutch choice",
)
L(
    "Czy możesz odpowiedzieć na te pytania: ⟦ile kosztuje bilet miesięczny w Krakowie?⟧, ⟦gdzie mogę kupić bilet?⟧, ⟦czy jest zniżka dla studentów?⟧",
    lang="pl",
    cat="questions_inline",
    note="Polish questions after a colon",
)


if __name__ == "__main__":
    main(ROWS, out=OUT, prefix="wa", source=SOURCE)
