"""Hand-written training rows for the items finder, set (d): two-item requests, run-on questions,
typed fields, lists written as code, and structured single tasks.

    python3 router_data/items/build_written_d.py          # writes written_d.jsonl, with the checks
    python3 router_data/items/build_written_d.py --check  # the checks only

Every row is written here by hand (see WRITTEN_D.md). Each positive stands beside a look-alike
negative: two questions or two fields beside binomials and pairs that are one thing ("pros and
cons of X", "compare A and B", "install and configure"), questions run together with no
punctuation beside one question with commas, typed field lists to extract beside "make a table /
JSON object / form with fields ..." (one artefact to write), Python lists, JSON arrays, YAML lists
and tables of items beside lists given as data for one question, "generate N ..." with
requirement lines beside one piece of writing in N parts, and several questions about one code
block beside one task about code, a traceback or a query. In a ``list`` or ``fields`` request
each gold item is marked ``⟦like this⟧``; the marks are taken out and the marked spans become its
items, so every item is a substring of its request, in order, by construction. The checks are
devset.py's: ids unique, kinds known, no request repeated, items substrings in order, ``count``
rows with a count and no items, ``none`` rows with neither.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks/data/items_real"))

from devset import Rows, main  # noqa: E402

OUT = HERE / "written_d.jsonl"
SOURCE = "written for training (d)"
ROWS = Rows()
L, F, C, N = ROWS.L, ROWS.F, ROWS.C, ROWS.N


# ============================================================================ two questions (list)
L(
    "⟦what time does the pharmacy on elm st close⟧ and ⟦is it open on sundays⟧",
    cat="two_questions_and",
    note="two questions joined by and, lowercase, no punctuation",
)
L(
    "⟦How long should I boil an egg for a runny yolk?⟧\n⟦Can I keep boiled eggs in the fridge overnight?⟧",
    cat="two_questions_lines",
    note="two questions on two plain lines",
)
L(
    "1) ⟦whats the baggage allowance on the basic fare?⟧ 2) ⟦can i pick my seat for free?⟧",
    cat="two_questions_inline_numbered",
    note="1) 2) on one line",
)
L(
    "Hi! Quick ones: ⟦do you ship to Norway?⟧ And ⟦do I pay customs on top of the price?⟧",
    cat="two_questions_and",
    note="leading And left out of the second item",
)
L(
    "Two things. First, ⟦how do I reset the admin password on a TP-Link router?⟧ Second, ⟦why would the wifi drop every evening around 8?⟧",
    cat="two_questions_first_second",
    note="First, ... Second, ... two questions",
)
L(
    "⟦is 0 an even number⟧, ⟦is 1 a prime⟧",
    cat="two_questions_comma",
    note="two short yes/no questions joined by a comma",
)
L(
    "a) ⟦What is the boiling point of ethanol?⟧\nb) ⟦What is the density of ethanol at 20 °C?⟧",
    cat="two_questions_lettered",
    note="lettered a) b)",
)
L(
    "Q1: ⟦What is a Roth IRA?⟧\nQ2: ⟦Who is allowed to open one?⟧",
    cat="two_questions_labelled",
    note="Q1: Q2: labels left out",
)
L(
    "- ⟦how many tablespoons in a cup⟧\n- ⟦how many grams is a cup of flour⟧",
    cat="two_questions_bullets",
    note="two dash bullets without question marks",
)
L(
    "can you tell me ⟦what the weather is usually like in Lisbon in March⟧ and ⟦whether I need a plug adapter coming from the US⟧",
    cat="two_questions_embedded",
    note="two embedded questions after can you tell me",
)
L(
    "Hello, I ordered a blender last week (order #88213). ⟦When will it arrive?⟧ ⟦Can I still change the delivery address?⟧ Thanks, Mara",
    cat="support_two_questions",
    note="support message, context then two questions, sign-off",
)
L(
    "⟦What's the difference between a virus and a bacterium?⟧ and ⟦why don't antibiotics work on colds?⟧",
    cat="two_questions_and",
    note="first question is itself a difference-between, still two questions",
)
L(
    "⟦pros and cons of heat pumps?⟧ also ⟦how long do they usually last⟧",
    cat="two_questions_also",
    note="a pros-and-cons question plus an also question",
)
L(
    "2 questions about my cat: ⟦is it normal for her to sleep 18 hours a day?⟧ / ⟦should I switch her to wet food?⟧",
    cat="two_questions_slash",
    note="two questions separated by a slash",
)
L(
    "⟦Who painted The Night Watch?⟧ ⟦Which museum has it now?⟧",
    cat="two_questions_inline",
    note="two questions back to back",
)
L(
    "⟦whats 15% of 240⟧ and ⟦whats 240 divided by 7⟧",
    cat="two_questions_math",
    note="two independent arithmetic questions",
)
L(
    "⟦Define osmosis⟧; ⟦define diffusion⟧",
    cat="two_terms_define",
    note="two define commands split by a semicolon (beside a difference-between negative)",
)
L(
    "ok so ⟦is python or java better for android apps?⟧? and ⟦how long would it take to learn kotlin⟧",
    cat="two_questions_and",
    note="a choice question as one item next to another question",
)
L(
    "I have two questions regarding my tax return.\n\n⟦Can I deduct the cost of my home office chair?⟧\n\n⟦Is the deadline still 31 July if I file online?⟧\n\nKind regards,\nPieter",
    cat="support_two_questions",
    note="two questions as blank-line-separated paragraphs",
)
L(
    "⟦how do you pronounce 'quinoa'⟧ and ⟦is it a grain or a seed⟧",
    cat="two_questions_and",
    note="second question is an either-or, still one of two items",
)
L(
    "* ⟦Does the gym have lockers?⟧\n* ⟦Is there parking for members?⟧",
    cat="two_questions_bullets",
    note="asterisk bullets",
)
L(
    "Sorry if this is a dumb question but ⟦what does APR stand for?⟧ Also ⟦is a lower APR always better?⟧",
    cat="two_questions_also",
    note="apologetic preamble, Also left out of the second",
)
L(
    "1. ⟦Name the longest river in Africa.⟧\n2. ⟦Name the highest mountain in South America.⟧",
    cat="two_questions_numbered",
    note="two quiz commands, numbered",
)
L(
    "⟦When does daylight saving time end this year in the UK⟧ + ⟦does my phone change automatically⟧",
    cat="two_questions_plus",
    note="two questions joined by +",
)
L(
    "my landlord wants to raise rent by 12%. ⟦is that legal in ontario?⟧ ⟦how much notice does he have to give?⟧",
    cat="two_questions_context",
    note="context sentence then two questions",
)

# ------------------------------------------------------------------ two-item look-alikes (none)
N("pros and cons of remote work for junior developers", cat="binomial_pros_cons", note="pros and cons is one question")
N(
    "what's the difference between baking soda and baking powder?",
    cat="difference_between",
    note="one comparison question about two things",
)
N(
    "where does the custom of putting salt and pepper on every restaurant table come from",
    cat="binomial_pair",
    note="salt and pepper is one pair",
)
N(
    "compare python and javascript for someone who has never coded",
    cat="compare_choose",
    note="compare A and B, one answer",
)
N("iPhone 15 or Pixel 8: which is better for night photos?", cat="compare_choose", note="X or Y, which is better")
N(
    "how do I install and configure nginx on ubuntu 22.04",
    cat="procedure",
    note="install and configure is one procedure",
)
N("Should I use tabs or spaces in Python?", cat="compare_choose", note="either-or question")
N("explain supply and demand like I'm 10", cat="binomial_concept", note="supply and demand is one concept")
N(
    "write a short poem about the sun and the moon falling in love",
    cat="single_task",
    note="one poem about two subjects",
)
N(
    "what are the similarities and differences between alligators and crocodiles",
    cat="difference_between",
    note="similarities and differences, one comparison",
)
N(
    "can you check this and tell me if it sounds ok: 'Dear team, the meeting has moved to 3pm on Thursday. Please update your calendars.'",
    cat="single_task",
    note="check and tell me is one proofreading task",
)
N(
    "how do i back up and restore my whatsapp chats when i switch from android to iphone",
    cat="procedure",
    note="back up and restore, one procedure",
)
N("give me a recipe with chicken and rice, nothing spicy", cat="single_task", note="one recipe with two ingredients")
N("Is it better to rent or buy a flat in Manchester right now?", cat="compare_choose", note="rent or buy, one choice")
N(
    "What's the best way to clean and re-season a rusty cast iron pan?",
    cat="procedure",
    note="clean and re-season, one procedure",
)
N("Tom and Jerry - who actually wins more often?", cat="binomial_pair", note="a named pair, one question")
N("bread and butter pudding recipe pls", cat="binomial_pair", note="dish name with and")
N(
    "Are cats and rabbits able to live together in a small flat?",
    cat="binomial_pair",
    note="compound subject, one question",
)
N(
    "me and my brother are arguing, is a tomato a fruit or a vegetable",
    cat="compare_choose",
    note="chit-chat context then one either-or question",
)
N("What time and date is it in Auckland right now?", cat="binomial_pair", note="time and date is one answer")
N(
    "trial and error vs following a course: which works better for learning guitar?",
    cat="compare_choose",
    note="A vs B which is better, one has and inside",
)
N("Who were Lewis and Clark?", cat="binomial_pair", note="a named pair, one question")
N(
    "i need to sign up and verify my account before friday, how do i do it",
    cat="procedure",
    note="sign up and verify, one procedure",
)
N(
    "What are the advantages and disadvantages of nuclear power? Please keep it balanced.",
    cat="binomial_pros_cons",
    note="advantages and disadvantages, one question",
)
N(
    "explain the cause and effect of the 1929 stock market crash in simple terms",
    cat="binomial_concept",
    note="cause and effect is one explanation",
)
N(
    "Can you read my cover letter and improve it? I'm applying for a barista job.\n\nDear Hiring Manager, I have worked at two cafés and I love coffee. I am reliable and friendly. I hope to hear from you.",
    cat="single_task",
    note="read and improve, one editing task",
)
N("how do I merge two excel sheets and remove duplicates", cat="procedure", note="merge and dedupe, one procedure")
N(
    "what's better for a beginner, a road bike or a hybrid? and why",
    cat="compare_choose",
    note="and why is part of the same question",
)
N("Why is the sky blue in the day and red at sunset?", cat="single_question", note="one why question with two halves")

# ============================================================================ two fields
F(
    "get the ⟦name⟧ and the ⟦date⟧ from this: 'Signed by Harold Pike on 3 March 2025 at the Leeds office.'",
    cat="two_fields_prose",
    note="two fields in prose, articles left out",
)
F(
    "Extract the ⟦sender⟧ and the ⟦subject line⟧ from the email below.\n\nFrom: Nadia Okafor <nadia@brightlane.io>\nTo: ops@brightlane.io\nSubject: Server maintenance moved to Saturday\n\nHi all, the window is now Saturday 06:00-08:00 UTC.",
    cat="two_fields_prose",
    note="two fields before a pasted email",
)
F(
    "pull out the ⟦phone number⟧ and ⟦email⟧ from: call me on 0161 555 0192 or write to dev.kaur@fernmail.com after 6",
    cat="two_fields_prose",
    note="two contact fields, lowercase",
)
F(
    "Return JSON with ⟦city⟧ and ⟦country⟧ for this address: 14 Rue Lafayette, 75009 Paris",
    cat="two_fields_json",
    note="return JSON with two keys from an address",
)
F(
    "I need the ⟦start date⟧ + ⟦end date⟧ from this clause: 'This agreement commences on 1 May 2025 and terminates on 30 April 2027 unless renewed.'",
    cat="two_fields_plus",
    note="two fields joined by +",
)
F(
    "⟦Title⟧:\n⟦Author⟧:\nfill these in from the blurb below\n\n'In The Salt Road, first-time novelist Ines Varga follows a family of salt traders across three generations...'",
    cat="two_fields_blanks",
    note="two blanks with colons, instruction after",
)
F(
    "what's the ⟦invoice number⟧ and ⟦due date⟧ on this? INV-20931 issued 02/04/2025, payment due 02/05/2025, total £1,240.00",
    cat="two_fields_question",
    note="fields asked as a what's question",
)
F(
    "From the CV text, extract:\n- ⟦candidate name⟧\n- ⟦years of experience⟧\n\nCV: Joana Ferreira. Logistics coordinator since 2017 at Portwell Freight; before that warehouse lead.",
    cat="two_fields_bullets",
    note="two bulleted fields",
)
F(
    "grab ⟦order id⟧ / ⟦tracking number⟧ from this shipping notice pls:\nYour order 5530-KX has shipped! Tracking: 1Z 84F 229 03 4471 8820",
    cat="two_fields_slash",
    note="two fields separated by a slash",
)
F(
    "Please identify the ⟦patient's age⟧ and the ⟦main complaint⟧ in this note: 58yo male presents with chest tightness on exertion for 2 weeks, no prior cardiac history.",
    cat="two_fields_prose",
    note="two fields in a clinical note, leading article left out",
)

# ------------------------------------------------------------------ fields look-alikes: one artefact to write (none)
N(
    "make a table with columns Name, Date, Amount for the rent payments I made this year: Jan 850, Feb 850, Mar 875",
    cat="structured_single_task",
    note="table columns to write into one artefact, not fields to extract",
)
N(
    "write a JSON object with keys name and age for a user named Priya who is 31",
    cat="structured_single_task",
    note="keys of one JSON object to write",
)
N(
    "create an html form with fields name, email and phone, and a submit button",
    cat="structured_single_task",
    note="form fields to build, not to extract",
)
N(
    "Design a SQL table for customers with id, full_name, email and created_at",
    cat="structured_single_task",
    note="columns of one table definition",
)
N(
    "can you write a python dataclass with fields name (str), email (str) and age (int)",
    cat="structured_single_task",
    note="typed fields of one class to write",
)
N(
    "Generate a sample JSON for a fake user: first_name, last_name, email, signup_date, plan",
    cat="structured_single_task",
    note="keys of one mock object",
)
N(
    "Create a Google Form for our charity 5k with these fields: Name, Email, Phone, T-shirt size, Emergency contact",
    cat="structured_single_task",
    note="form to create with listed fields",
)
N(
    "Create a JSON schema for an order with order_id (string), items (array), total (number) and status (enum)",
    cat="structured_single_task",
    note="typed keys of one schema to write",
)
N(
    "make me a spreadsheet template with columns: Date | Category | Description | Amount | Paid by",
    cat="structured_single_task",
    note="pipe-separated columns of one template",
)
N(
    "Write a blog post about composting with these sections:\n1. Intro\n2. Why compost at home\n3. What you need\n4. Common mistakes\n5. Conclusion",
    cat="outline_sections",
    note="numbered sections of one post",
)
N(
    "make me a vegetarian meal plan for Monday, Tuesday and Wednesday, around 1800 kcal a day, no mushrooms",
    cat="meal_plan_days",
    note="days of one meal plan",
)
N(
    "Plan a 3-day Rome itinerary:\nDay 1 - Vatican\nDay 2 - Colosseum and Forum\nDay 3 - Trastevere, food tour\nWe're two adults, mid budget.",
    cat="itinerary_days",
    note="days of one itinerary",
)
N(
    "Write a cover letter that mentions:\n- my 5 years in warehouse logistics\n- my forklift licence\n- that I can start in May",
    cat="single_task_points",
    note="points for one letter",
)
N(
    "Draft a weekly status report with headings Done, In progress, Blocked, Next week. This week: finished the login page, still working on payments, blocked on API keys.",
    cat="outline_sections",
    note="headings of one report",
)
N(
    "Create a markdown table comparing Notion, Obsidian and Logseq on price, offline use and sync",
    cat="structured_single_task",
    note="table of a comparison, one artefact",
)
N(
    "build me a Django model called Booking with guest_name, check_in, check_out, room_number",
    cat="structured_single_task",
    note="fields of one model to write",
)
N(
    "Write an invoice template with: company name, invoice number, date, line items, subtotal, tax, total",
    cat="structured_single_task",
    note="fields of one template to write, not to extract",
)
N(
    "workout plan for mon/wed/fri, i have dumbbells and a bench, 45 min max",
    cat="meal_plan_days",
    note="days of one workout plan",
)

# ============================================================================ two sentences to translate
L(
    "How do you say '⟦where is the train station⟧' and '⟦how much is this⟧' in Italian?",
    cat="two_translate_quoted",
    note="two quoted phrases to translate, quotes left out",
)
L(
    "translate into German:\n1. ⟦The invoice is attached.⟧\n2. ⟦Please confirm receipt by Friday.⟧",
    cat="two_translate_numbered",
    note="two numbered sentences",
)
L(
    "spanish for ⟦i'm allergic to nuts⟧ and ⟦no ice please⟧?",
    cat="two_translate_and",
    note="two phrases joined by and, lowercase",
)
L(
    "Can you translate these two to Japanese?\n⟦Thank you for your patience.⟧\n⟦We will reply within 24 hours.⟧",
    cat="two_translate_lines",
    note="two lines after the instruction",
)
L(
    'French please: "⟦Happy birthday, Grandma!⟧" / "⟦See you at Christmas.⟧"',
    cat="two_translate_slash",
    note="two quoted sentences with a slash",
)

N(
    "translate this into spanish: 'Hi Ana, thanks so much for the flowers. They're beautiful and they really made my day.'",
    cat="translate_single_text",
    note="one message of several sentences, translated whole",
)
N("what does 'c'est la vie' mean, like literally?", cat="single_question", note="one quoted phrase, one question")
N(
    "translate to english and keep the tone: 'Mi dispiace tanto, non riesco a venire stasera, ci vediamo sabato?'",
    cat="translate_single_text",
    note="one message with a question inside, translated whole",
)

# ============================================================================ run-on questions (list)
L(
    "⟦whats the capital of mongolia⟧ ⟦how many people live there⟧ ⟦what currency do they use⟧",
    cat="runon_no_punct",
    note="three questions with no punctuation at all",
)
L(
    "⟦when was the eiffel tower built⟧, ⟦how tall is it⟧, ⟦can you still walk up the stairs⟧",
    cat="runon_commas",
    note="three questions joined only by commas",
)
L(
    "⟦how much water should a 70kg adult drink a day⟧ ⟦does coffee count⟧ ⟦does sparkling water count⟧",
    cat="runon_no_punct",
    note="three questions, no punctuation",
)
L(
    "⟦what is a mortgage broker⟧ ⟦do they charge a fee⟧ ⟦are they worth it for first time buyers⟧ thx",
    cat="runon_no_punct",
    note="three questions then thx",
)
L(
    "⟦do sharks sleep⟧ ⟦how long do they live⟧ ⟦whats the biggest one ever caught⟧",
    cat="runon_no_punct",
    note="three animal questions, no punctuation",
)
L(
    "hey so ⟦what does http 418 mean⟧ ⟦is it a real error⟧ ⟦why would a server send it⟧",
    cat="runon_no_punct",
    note="opener then three run-on questions",
)
L("⟦who won the 2010 world cup⟧, ⟦who scored in the final⟧", cat="runon_commas", note="two questions with a comma only")
L(
    "⟦how many calories in a banana⟧ ⟦is it better before or after a workout⟧ ⟦can dogs eat them⟧",
    cat="runon_no_punct",
    note="three questions, one an either-or",
)
L(
    "⟦what year did the berlin wall fall⟧ ⟦why did it fall⟧ ⟦how long was it⟧ ⟦are there parts still standing⟧",
    cat="runon_no_punct",
    note="four history questions, no punctuation",
)
L(
    "⟦whats the best time to visit iceland⟧ ⟦do i need a 4x4⟧ ⟦how expensive is food there⟧",
    cat="runon_no_punct",
    note="three travel questions",
)
L(
    "⟦What is inflation⟧, ⟦what causes it⟧, ⟦who decides interest rates⟧, and ⟦why do they go up when prices rise⟧",
    cat="runon_commas",
    note="four questions with commas",
)
L(
    "⟦is it safe to put a cast iron pan in the dishwasher⟧ ⟦what about non stick⟧",
    cat="runon_no_punct",
    note="two questions, second a what about",
)
L(
    "⟦can i use my uk driving licence in japan⟧ ⟦do i need an international permit⟧ ⟦where do i get one⟧",
    cat="runon_no_punct",
    note="three questions about one trip",
)
L(
    "quick q ⟦how do i cancel my subscription⟧ ⟦will i get a refund for this month⟧ ⟦can i keep my saved playlists⟧",
    cat="runon_support",
    note="support chat, three run-on questions",
)
L(
    "⟦what is the speed of light⟧, ⟦how long does sunlight take to reach earth⟧, ⟦what is a light year⟧",
    cat="runon_commas",
    note="three science questions with commas",
)

# ------------------------------------------------------------------ run-on look-alikes (none)
N(
    "whats the best cheapest and fastest way to get from prague airport to the old town",
    cat="single_question_adjectives",
    note="one question with stacked adjectives",
)
N(
    "how do i make my sourdough more sour, less dense and with a crispier crust",
    cat="single_task_goals",
    note="one recipe fix with three goals",
)
N(
    "can you explain how vaccines train the immune system, step by step, without jargon",
    cat="single_question",
    note="one question with comma-separated constraints",
)
N(
    "when i open excel it freezes then crashes then asks me to recover files what do i do",
    cat="symptoms_one_question",
    note="symptoms as context, one question",
)
N(
    "my phone is slow, the battery drains fast, and it gets hot when charging, is it time to replace it",
    cat="symptoms_one_question",
    note="listed symptoms then one question",
)
N(
    "who was the first woman to win a nobel prize and in what field",
    cat="single_question",
    note="one who question with its and in what field detail",
)
N(
    "why do onions make you cry when you cut them but not when you cook them",
    cat="single_question",
    note="one why question with a contrast",
)
N("how long do i cook a 2kg chicken at 180c fan", cat="single_question", note="one short question with numbers")

# ============================================================================ passage, then questions on plain lines
L(
    """The Harlow Community Garden opened in 2019 on a former car park behind the library. It has 42 raised beds, rented for £25 a year, and a waiting list of about 60 households. Volunteers meet every Saturday morning from 9 to 12. The garden runs on donated tools and a grant of £3,000 from the town council, which ends in 2026. Last summer a water leak closed half the beds for six weeks.

⟦when did the garden open⟧
⟦how much does a bed cost per year⟧
⟦who pays for the garden⟧
⟦what happened last summer⟧""",
    cat="passage_then_plain_lines",
    note="passage first, four questions on plain lines, no question marks",
)
L(
    """Read the passage and answer.

Mira had never driven in snow before. On the morning of the interview the roads out of Dunmore were white, and the bus had been cancelled. She borrowed her uncle's old Volvo, drove at thirty the whole way, and arrived eleven minutes late. The manager, who had also been stuck, arrived twenty minutes after her.

⟦Why was Mira nervous about the drive?⟧
⟦How late was she?⟧
⟦Who arrived after her?⟧""",
    cat="passage_then_plain_lines",
    note="reading comprehension, questions on lines after the story",
)
L(
    """MEMO - Facilities, Northgate Campus
To: all staff
Date: 14 October

From Monday 21 October the east car park will be closed for resurfacing. The work is expected to take three weeks, weather permitting. During this period staff with east car park permits may use the overflow area on Carver Road, which is a ten-minute walk from the main building. A shuttle minibus will run from Carver Road every fifteen minutes between 07:30 and 09:30 and again between 16:00 and 18:30. Staff with blue badges will keep their spaces: twelve accessible bays next to Block C are not affected by the work.

Cyclists should note that the east bike shelter will also be closed. Temporary racks for 40 bikes have been put up beside the canteen, and the showers in Block A remain open as usual. Deliveries will be redirected to the west gate; reception has the new delivery times.

We know this is disruptive. If you have a medical or caring reason why the walk from Carver Road is difficult, please email facilities@northgate.ac.uk before Friday 18 October and we will try to find you a space on site. Car sharing is strongly encouraged and the usual car-share bays near the front entrance will be doubled for the three weeks.

Thanks for your patience,
Gail Moreno, Facilities Manager

---
Can you answer these from the memo for our team's group chat:
⟦how long is the car park shut⟧
⟦where are we supposed to park instead⟧
⟦what times does the shuttle run⟧
⟦where can I leave my bike⟧
⟦who do I email if I can't walk that far⟧""",
    cat="long_passage_questions",
    note="1.5 KB memo then five plain-line questions",
)
L(
    """here's the product description:
'The Aero 3 is a 1.2 kg ultralight tent for one person. Pitches in under 3 minutes with a single pole. 20D ripstop nylon, 3000 mm waterproof rating. Comes with 8 aluminium pegs and a stuff sack.'

⟦how heavy is it⟧
⟦how many people fit⟧
⟦is it waterproof enough for scotland⟧""",
    cat="passage_then_plain_lines",
    note="quoted description then three lowercase questions",
)

N(
    """The Harlow bus timetable changed on 1 September. Route 7 now runs every 20 minutes instead of every 15, and the last bus leaves the station at 22:40. Route 9 has been merged into route 7 between the hospital and the high street. Sunday services are unchanged.

So if I finish work at the hospital at 22:30, can I still get a bus home to the high street?""",
    cat="single_question_passage",
    note="passage then one question that uses several facts",
)
N(
    """Here's what my boss sent:
"Team - Q3 numbers are in. Revenue up 4%, costs up 9%, headcount flat. We need to talk about priorities on Thursday. Come with ideas."

what do you think she's actually worried about?""",
    cat="single_question_passage",
    note="quoted message then one interpretive question",
)
N(
    """I wrote this intro for my thesis, can you tell me if it flows well?

Urban heat islands are areas of a city that are significantly warmer than their surroundings. They are caused by dark surfaces, little vegetation, and waste heat from buildings and traffic. In this thesis I look at three neighbourhoods in Seville. I ask how tree cover affects night-time temperature. I also ask whether residents notice the difference.""",
    cat="single_question_passage",
    note="passage with listed research questions, one request about the writing",
)
N(
    """Context: we're a 6-person design studio, one office, everyone on Macs, files on a shared Dropbox, clients send us huge video files by WeTransfer, backups are a USB drive someone takes home on Fridays.

What's the one thing we should fix first?""",
    cat="list_as_context",
    note="comma list of facts as context, one question",
)

# ============================================================================ typed fields (fields)
F(
    """Extract from the text below:
- ⟦name⟧ (str)
- ⟦amount⟧ (int | null)
- ⟦currency⟧ (str, ISO code)

Text: Refund of 45 EUR approved for Lukas Brenner, ticket 7781.""",
    cat="fields_typed_parens",
    note="types in parentheses left out",
)
F(
    """Schema:
`⟦invoice_no⟧`: string
`⟦issue_date⟧`: date
`⟦total⟧`: number

Fill it from this invoice: Invoice 2024-118, issued 9 Jan 2024, amount due 1,920.00 USD.""",
    cat="fields_typed_backticks",
    note="backticked keys with colon types",
)
F(
    """⟦date⟧ – e.g. 2024-01-01
⟦store⟧ – e.g. Lidl
⟦total⟧ – e.g. 12.50
pull these out of the receipt text: ALDI SUED 03.02.2024 SUMME EUR 23,47""",
    cat="fields_with_examples",
    note="fields with e.g. examples, instruction after",
)
F(
    """⟦Customer Name⟧, ⟦Order Number⟧, ⟦Delivery Date⟧, ⟦Complaint Type⟧ from the below text

Hi, this is Ruth Adebayo. My order SK-44821 was meant to arrive on 12 March but it came on the 19th and the box was crushed.""",
    cat="fields_titlecase",
    note="Title Case fields before from the below text",
)
F(
    "return a JSON with ⟦first_name⟧, ⟦last_name⟧, ⟦dob⟧, ⟦policy_id⟧ from this claim form: Claimant: Tomasz Wrobel, born 17/08/1984, policy HX-0092-771",
    cat="fields_snake_json",
    note="snake_case keys for return a JSON",
)
F(
    """give me the following as key value pairs: ⟦company⟧, ⟦role⟧, ⟦salary range⟧, ⟦location⟧

Job ad: Fintrail is hiring a Senior Data Engineer in Rotterdam (hybrid). €70k-€85k depending on experience.""",
    cat="fields_key_value",
    note="as key value pairs",
)
F(
    "Return a JSON with ⟦title⟧, ⟦price⟧ and ⟦in_stock⟧ (true/false) for this listing: 'Bamboo cutting board, large - £18.99 - only 2 left!'",
    cat="fields_snake_json",
    note="a type hint after the last key",
)
F(
    """class Lead(BaseModel):
    ⟦name⟧: str
    ⟦company⟧: str | None
    ⟦budget⟧: int

parse this email into a Lead: 'Hi, I'm Dana from Orbitware, we have about 15k to spend on a new website.'""",
    cat="fields_pydantic",
    note="pydantic model fields, types left out",
)
F(
    """interface Event { ⟦title⟧: string; ⟦start⟧: string; ⟦venue⟧?: string }

Extract an Event from: "Join us for the Spring Quiz Night, Friday 4 April at 7pm, The Red Lion, Hexham".""",
    cat="fields_typescript",
    note="TypeScript interface keys, optional mark left out",
)
F(
    """Please extract the following fields:
⟦vendor⟧ (e.g. 'Acme Ltd')
⟦contract value⟧ (number, no currency sign)
⟦renewal date⟧ [date]
⟦notice period⟧ (in days)

from the contract summary: Supplier Greyfield Cleaning Ltd, annual value £14,400, renews 1 July 2025, 60 days notice.""",
    cat="fields_typed_mixed",
    note="mixed type and example annotations",
)
F(
    """{
  "⟦product⟧": "",
  "⟦quantity⟧": 0,
  "⟦unit_price⟧": 0.0
}
fill this json from: 3x USB-C hub at 24.90 each""",
    cat="fields_json_template",
    note="JSON template with empty values to fill from text",
)
F(
    "Extract ⟦Full Name⟧ (string), ⟦Date of Birth⟧ (YYYY-MM-DD), ⟦Nationality⟧ (string) from the below text: The applicant, Amara Nwosu, born 3rd February 1996, holds a Nigerian passport.",
    cat="fields_titlecase",
    note="Title Case with types, inline",
)
F(
    """From this support ticket, return:
⟦ticket_id⟧: str
⟦priority⟧: "low" | "medium" | "high"
⟦product_area⟧: str

Ticket #55102 - URGENT - checkout page shows a blank screen for all users since 10:00.""",
    cat="fields_typed_colon",
    note="literal union types left out",
)
F(
    """| field | type |
|---|---|
| ⟦supplier⟧ | text |
| ⟦po_number⟧ | text |
| ⟦delivery_date⟧ | date |

extract these from the PO below
PO 88-1204 from Hartwell Timber, deliver by 28 Feb.""",
    cat="fields_table",
    note="fields as rows of a markdown table",
)
F(
    "name, email, company size — pull them out of this signup message as key: value\n\n'hey its Jordan (jordan@loopcraft.dev), we're about 30 people'",
    ["name", "email", "company size"],
    cat="fields_key_value",
    note="lowercase fields first, as key: value",
)
F(
    "I need ⟦Name⟧, ⟦Room⟧, ⟦Check-in⟧ and ⟦Nights⟧ from each booking below as a table\nBooking 1: Ortiz, room 12, arr 5/6, 3 nights\nBooking 2: Lam, room 4, arr 6/6, 1 night",
    cat="fields_titlecase",
    note="fields to extract from several records into a table",
)

# ============================================================================ lists written as code (list)
L(
    "questions = ['⟦What is a closure in JavaScript?⟧', '⟦What does the event loop do?⟧', '⟦When would you use a WeakMap?⟧']\nanswer each one briefly, like for an interview",
    cat="list_python",
    note="Python list of questions",
)
L(
    '["⟦Summarise the plot of Hamlet in two lines⟧", "⟦Who is Ophelia?⟧"]',
    cat="list_json_array",
    note="bare JSON array of two prompts",
)
L(
    """prompts:
  - ⟦describe a sunset over the ocean⟧
  - ⟦describe a train station at rush hour⟧
  - ⟦describe a library at midnight⟧
write about 50 words for each""",
    cat="list_yaml",
    note="YAML list under a key, instruction after",
)
L(
    """| # | term |
|---|------|
| 1 | ⟦latency⟧ |
| 2 | ⟦throughput⟧ |
| 3 | ⟦jitter⟧ |

define each term in the table in one sentence""",
    cat="list_table",
    note="markdown table of terms",
)
L(
    'words = ["⟦apple⟧", "⟦window⟧", "⟦library⟧", "⟦to borrow⟧"]  # translate these to German',
    cat="list_python",
    note="Python list with a comment as the instruction",
)
L(
    '[{"id": 1, "q": "⟦how do I cancel my plan?⟧"}, {"id": 2, "q": "⟦can I get a refund after 14 days?⟧"}, {"id": 3, "q": "⟦do you have a student discount?⟧"}]\nwrite a short support answer for each q',
    cat="list_json_objects",
    note="JSON objects, each with one question",
)
L(
    """Answer each:
{
  "questions": [
    "⟦What is the capital of Australia?⟧",
    "⟦What is the largest desert in the world?⟧"
  ]
}""",
    cat="list_json_array",
    note="two questions in a JSON object",
)
L(
    """topics:
- ⟦black holes⟧
- ⟦plate tectonics⟧
- ⟦the water cycle⟧
- ⟦photosynthesis⟧
- ⟦volcanoes⟧
- ⟦tides⟧
for each topic write a fun fact a 9 year old would like""",
    cat="list_yaml",
    note="six topics, one fact each",
)
L(
    """| Customer message | Reply |
|---|---|
| ⟦Where is my parcel? It's been 10 days.⟧ | |
| ⟦The zip on my jacket broke after a week.⟧ | |
| ⟦Can I change the colour of my order?⟧ | |
fill in the Reply column""",
    cat="list_table_fill",
    note="table rows with an empty column to fill, one reply each",
)
L(
    'tasks = ("⟦reverse a string⟧", "⟦check if a number is prime⟧", "⟦count vowels in a word⟧")\nwrite a python function for each task',
    cat="list_python",
    note="Python tuple of coding tasks, one function each",
)
L(
    '- "⟦Our prices are the lowest in town⟧" - rewrite\n- "⟦Call now for a free quote⟧" - rewrite',
    cat="list_bullets_quoted",
    note="two quoted slogans, each with its own rewrite command, quotes left out",
)

# ------------------------------------------------------------------ lists as data for one question (none)
N(
    "fruits = ['banana', 'apple', 'kiwi', 'mango']\nhow do I sort this list alphabetically but ignoring case?",
    cat="code_single_question",
    note="Python list is data for one coding question",
)
N(
    "why does `names = ['ann', 'bob']; x = names.append('cy'); print(x)` print None?",
    cat="code_single_question",
    note="list in code, one why question",
)
N(
    "todo = ['pay rent', 'call the dentist', 'fix the bike', 'reply to Sam']\nwhich should I do first if I only have an hour?",
    cat="list_as_context",
    note="Python list of tasks, one prioritising question",
)
N(
    """my docker-compose.yml:

services:
  db:
    image: postgres:16
    environment:
      - POSTGRES_PASSWORD=secret
  web:
    build: .
    depends_on:
      - db

why does the web container start before the db is ready?""",
    cat="code_single_question",
    note="YAML with lists, one question",
)
N(
    '{"name": "Lena", "skills": ["python", "sql", "tableau"], "years": 3}\nis this a valid JSON?',
    cat="code_single_question",
    note="JSON with an array, one validity question",
)
N(
    """| Plan | Price | Users |
|---|---|---|
| Basic | $9 | 1 |
| Team | $29 | 5 |
| Business | $79 | 20 |

we are 7 people, which plan makes the most sense?""",
    cat="compare_choose",
    note="table of options, one choice",
)
N(
    'colors = ["#1E3A8A", "#F59E0B", "#10B981"]\ndo these three colours work together for a logo?',
    cat="list_as_context",
    note="list of hex colours, one judgement",
)
N(
    """ingredients:
  - 2 eggs
  - half a courgette
  - some feta
  - old bread
what can i make for dinner with this""",
    cat="list_as_context",
    note="YAML-ish ingredient list, one question",
)
N(
    "scores = [72, 85, 91, 64, 78]  how do i get the median of this in python without numpy",
    cat="code_single_question",
    note="Python list as data, one question",
)

# ============================================================================ generate N with requirement lines (count)
C(
    """generate 10 names for a hiking app
- max 2 words
- no puns
- easy to spell""",
    10,
    cat="count_with_requirements",
    note="requirement bullets are not items",
)
C(
    "could you please help me to generate 8 taglines for a family dental clinic?",
    8,
    cat="count_polite",
    note="could you please help me to generate N",
)
C(
    "give me 20 unique usernames for me, gaming, dark vibe, no numbers",
    20,
    cat="count_for_me",
    note="give me N unique X for me, then constraints",
)
C(
    """write 5 questions and answers from this text:

The octopus has three hearts and blue blood. Two hearts pump blood to the gills and one to the rest of the body. Octopuses can change colour in less than a second and most species live only one or two years.""",
    5,
    cat="count_qa_from_text",
    note="N question-answer pairs from a passage",
)
C(
    """Generate twelve quiz questions about the solar system.
Requirements:
1. multiple choice with 4 options
2. mark the right answer
3. suitable for 10 year olds
4. no trick questions""",
    12,
    cat="count_with_requirements",
    note="numbered requirements after a spelled count",
)
C("i need fifteen hashtags for a vegan cooking reel", 15, cat="count_word", note="fifteen spelled out")
C(
    "Give me 3 email subject lines for our spring sale, under 40 characters each, one with an emoji",
    3,
    cat="count_with_requirements",
    note="inline constraints after the count",
)
C("list 7 ways to cut food waste at home", 7, cat="count_verb", note="list N ways")
C("two haikus about rain pls", 2, cat="count_word", note="two as a word, terse")
C(
    "Create 6 multiple-choice questions on photosynthesis with an answer key at the end.",
    6,
    cat="count_verb",
    note="create N questions",
)
C("give me half a dozen icebreakers for a team meeting on zoom", 6, cat="count_word", note="half a dozen = 6")
C(
    """Hi! I run a small candle shop on Etsy. Could you come up with 25 product names for a new autumn range?

Rules:
* scents: pumpkin, cedar, apple, smoke
* each name 1-3 words
* cosy, not cheesy
* no word 'spice'

Thanks so much!!""",
    25,
    cat="count_with_requirements",
    note="polite preamble, count, rule bullets (scents are context)",
)
C("suggest 4 names for a grey kitten, she's very shy", 4, cat="count_verb", note="suggest N")
C(
    "Write three short bios for my LinkedIn: one formal, one casual, one funny",
    3,
    cat="count_with_variants",
    note="three bios whose styles are listed: still a count of three",
)
C(
    "Generate 50 realistic fake customer reviews for testing a sentiment model. Mix of positive, neutral and negative, 1-3 sentences, varied products.",
    50,
    cat="count_with_requirements",
    note="large count with requirements",
)
C("brainstorm 10 youtube video ideas for a channel about fixing old bikes", 10, cat="count_verb", note="brainstorm N")
C(
    "make 9 flashcards (front/back) for the French past tense",
    9,
    cat="count_verb",
    note="N flashcards with a format note",
)

# ------------------------------------------------------------------ count look-alikes (none)
N(
    "write a 5 paragraph essay on why cities should have more trees",
    cat="single_task_numbered_parts",
    note="N paragraphs of one essay",
)
N(
    "write me a short story in 3 chapters about a lighthouse keeper who finds a message in a bottle",
    cat="single_task_numbered_parts",
    note="N chapters of one story",
)
N("give me a 7-day beginner workout plan, 30 min a day", cat="single_task_numbered_parts", note="N days of one plan")
N(
    "Summarise this in 3 bullet points: The council will close the Fenwick Road library in June to save £120,000 a year. Its books will move to the central library, and a mobile library will visit Fenwick Road twice a week.",
    cat="single_task_numbered_parts",
    note="N bullets of one summary",
)
N(
    "Write a 600-word article about sleep hygiene with 4 subheadings",
    cat="single_task_numbered_parts",
    note="N subheadings of one article",
)
N(
    """Write a product description for our new water bottle.
Requirements:
1. under 80 words
2. mention it keeps drinks cold for 24 hours
3. friendly tone
4. end with a call to action""",
    cat="single_task_requirements",
    note="numbered requirements for one description",
)
N(
    "make a 10 slide presentation outline on the history of jazz",
    cat="single_task_numbered_parts",
    note="N slides of one outline",
)
N("explain the 4 stages of mitosis", cat="single_question", note="the stages of one process, one explanation")

# ============================================================================ one frame over several quoted sentences (list)
L(
    "What's the sentiment of: '⟦The food was cold again.⟧', '⟦Staff were lovely though!⟧', '⟦Would not come back.⟧'",
    cat="frame_quoted",
    note="one frame, three quoted sentences",
)
L(
    'Is this grammatical? "⟦Me and him goes to the gym every day.⟧"\nIs this grammatical? "⟦Neither of them was ready.⟧"',
    cat="frame_repeated",
    note="same question repeated over two sentences",
)
L(
    'classify as spam or not spam:\n"⟦WIN a FREE cruise!!! click now⟧"\n"⟦Hi, can we move lunch to 1pm?⟧"\n"⟦Your parcel is held, pay £1.99 customs here⟧"',
    cat="frame_quoted",
    note="classify each quoted message",
)
L(
    "paraphrase each: '⟦it's raining cats and dogs⟧' / '⟦break a leg⟧'",
    cat="frame_quoted",
    note="two idioms with a slash",
)
L(
    """Is the tone of each of these emails polite or rude?
1. "⟦Per my last email, the file is attached.⟧"
2. "⟦Thanks so much for jumping on this!⟧"
3. "⟦I need this by EOD, no excuses.⟧"
""",
    cat="frame_numbered_quoted",
    note="numbered quoted sentences, one frame",
)
L(
    "correct the spelling: '⟦recieve⟧', '⟦definately⟧', '⟦seperate⟧', '⟦occured⟧'",
    cat="frame_quoted",
    note="misspellings to correct one by one",
)
L(
    """Which language is this?
"⟦Hyvää huomenta⟧"
"⟦Dzień dobry⟧"
"⟦Selamat pagi⟧\"""",
    cat="frame_quoted_lines",
    note="three greetings on lines, identify each",
)
L(
    "Rate each headline from 1-10 for clickiness:\n• ⟦10 Things Your Dentist Won't Tell You⟧\n• ⟦Local Man Builds Boat in Garden⟧",
    cat="frame_bullets",
    note="two headlines to rate",
)
L(
    """Is this sentence passive or active?
a. ⟦The letter was written by Anna.⟧
b. ⟦Anna wrote the letter.⟧
c. ⟦The cake has been eaten.⟧""",
    cat="frame_lettered",
    note="lettered sentences, one frame",
)

# ------------------------------------------------------------------ one sentence in a frame (none)
N(
    "Is 'affect' or 'effect' correct here: 'The new law will ___ small shops.'",
    cat="choice_in_sentence",
    note="a choice about one sentence",
)
N(
    "What's the sentiment of this review: 'Great screen, terrible battery, okay price, would maybe buy again.'",
    cat="single_sentence_frame",
    note="one review with commas",
)
N(
    'Is this grammatical? "Having finished the report, the coffee was cold."',
    cat="single_sentence_frame",
    note="one sentence, one question",
)
N(
    "classify this ticket as billing, technical or account: 'I was charged twice and now I can't log in.'",
    cat="choice_in_sentence",
    note="one ticket, listed labels are options",
)

# ============================================================================ code: several questions about one block (list)
L(
    """```js
const total = cart.items.reduce((sum, item) => sum + item.price * item.qty, 0);
```
1. ⟦what does `reduce` do here?⟧
2. ⟦why is the last argument 0?⟧
3. ⟦how would I write this with a for loop instead?⟧""",
    cat="code_questions_numbered",
    note="three independent questions about one line of code",
)
L(
    """SELECT c.name, COUNT(o.id) AS orders
FROM customers c
LEFT JOIN orders o ON o.customer_id = c.id
GROUP BY c.name
HAVING COUNT(o.id) > 3;

⟦what does the LEFT JOIN do⟧ and ⟦why is it HAVING and not WHERE⟧""",
    cat="code_questions_inline",
    note="SQL then two questions joined by and",
)
L(
    """```python
def fib(n, memo={}):
    if n in memo:
        return memo[n]
    if n < 2:
        return n
    memo[n] = fib(n - 1) + fib(n - 2)
    return memo[n]
```
Questions:
- ⟦Why is the default argument a dict?⟧
- ⟦Is using a mutable default here a bug or a trick?⟧
- ⟦What is the time complexity?⟧""",
    cat="code_questions_bullets",
    note="bulleted questions after a Python function",
)
L(
    """git log --oneline --graph --all
git rebase -i HEAD~3
git reflog

explain each command""",
    ["git log --oneline --graph --all", "git rebase -i HEAD~3", "git reflog"],
    cat="commands_to_explain",
    note="three git commands, one explanation each",
)
L(
    """```css
.card { display: grid; place-items: center; aspect-ratio: 1 / 1; }
```
⟦what does place-items do⟧
⟦is aspect-ratio supported in safari⟧""",
    cat="code_questions_lines",
    note="two plain-line questions after CSS",
)
L("solve: ⟦2x + 3 = 11⟧, ⟦x^2 = 49⟧, ⟦5/x = 2⟧", cat="independent_equations", note="three independent equations")
L(
    """explain these errors one by one:
⟦TypeError: 'NoneType' object is not subscriptable⟧
⟦IndentationError: unexpected indent⟧
⟦ModuleNotFoundError: No module named 'requests'⟧""",
    cat="errors_to_explain",
    note="three unrelated Python error lines",
)

# ------------------------------------------------------------------ code: one task (none)
N(
    """```python
# 1. load the csv
# 2. drop empty rows
# 3. save it again
import pandas as pd
df = pd.read_csv("in.csv")
df.dropna()
df.to_csv("out.csv", index=False)
```
why are the empty rows still in out.csv?""",
    cat="code_numbered_comments",
    note="numbered comments in the code, one question",
)
N(
    """fix this

```python
def load(path):
    with open(path) as f:
        return json.load(f)

def save(path, data):
    with open(path) as f:
        json.dump(data, f)

def main():
    cfg = load("cfg.json")
    cfg["runs"] += 1
    save("cfg.json", cfg)
```""",
    cat="code_several_functions",
    note="several functions, one fix task",
)
N(
    """Traceback (most recent call last):
  File "app.py", line 42, in <module>
    main()
  File "app.py", line 37, in main
    uid = session["user_id"]
KeyError: 'user_id'

what does this mean and how do I fix it""",
    cat="traceback",
    note="traceback with one question about it (mean and fix is one answer)",
)
N(
    """Write a Python script that:
1. reads a CSV of transactions
2. groups them by month
3. sums the amount per category
4. writes the result to summary.xlsx""",
    cat="code_requirements",
    note="numbered requirements for one program",
)
N(
    """SELECT u.email, SUM(p.amount)
FROM users u
JOIN payments p ON p.user_id = u.id
GROUP BY u.email;

why does this return more rows than I have users?""",
    cat="sql_single_question",
    note="SQL query, one question",
)
N(
    """```bash
brew install pyenv
pyenv install 3.12.2
pyenv global 3.12.2
python --version
```
these steps worked on my mac but on ubuntu the last line still says 3.10, why""",
    cat="code_steps_one_question",
    note="commands as context, one question",
)
N(
    "Write a function is_valid(s) that returns True if: (a) s is not empty, (b) it starts with a letter, (c) it has no spaces, (d) it is at most 20 characters",
    cat="code_requirements",
    note="lettered conditions for one function",
)
N(
    "Find all integers x such that 1) x > 3, 2) x is even, 3) x < 20 and 4) x is divisible by 3",
    cat="math_conditions",
    note="numbered conditions of one problem",
)
N(
    """```java
public class Counter {
    private int count = 0;
    public void increment() { count++; }
    public int get() { return count; }
}
```
is this thread safe?""",
    cat="code_single_question",
    note="class with several methods, one question",
)
N(
    """my regex is ^[A-Z]{2}[0-9]{4}$ and it should match:
- AB1234
- ZX0001
but not:
- ab1234
- AB123
does it work?""",
    cat="list_as_context",
    note="test cases as context, one question",
)
N(
    """Here's my React component, it re-renders forever. Any idea?

```jsx
function Profile({ id }) {
  const [user, setUser] = useState(null);
  useEffect(() => {
    fetch(`/api/users/${id}`).then(r => r.json()).then(setUser);
  });
  return <div>{user?.name}</div>;
}
```""",
    cat="code_single_question",
    note="component then one question",
)

# ============================================================================ long passages, misc English
F(
    """Hi team, forwarding the complaint below for the weekly review. Can someone log it?

---------- Forwarded message ---------
From: Colm Brennan <colm.brennan@quaymail.ie>
Date: Tue, 11 Mar 2025 at 09:14
Subject: Damaged sofa - second time

Hello,

I am writing for the second time about my order QH-30918, a three-seater sofa in "Moss Green" that was delivered on 4 March to 22 Harbour View, Cobh, Co. Cork. When your drivers unwrapped it, the left arm was split along the seam and one of the feet was missing. The drivers took photos and said someone would be in touch within 48 hours. Nobody has contacted me.

This is the second sofa. The first one, delivered on 12 February, had a stain across the middle cushion and was collected on 19 February. I paid €1,349 in full, plus €60 for delivery, and I have now taken two days off work to wait in for deliveries. I would like either a replacement delivered on a Saturday, or a full refund including the delivery charge. I would also like some compensation for the time off.

I can be reached on 087 555 2210 any day after 5pm.

Regards,
Colm Brennan
---------------------------------------

⟦Customer Name⟧, ⟦Order Number⟧, ⟦Product⟧, ⟦Delivery Date⟧, ⟦Issue⟧, ⟦Amount Paid⟧, ⟦Requested Resolution⟧, ⟦Phone⟧ from the above email please, as a table""",
    cat="long_email_fields",
    note="1.3 KB forwarded email, Title Case fields after it",
)
N(
    """This is the whole script, it's supposed to rename photos by the date they were taken but half of them end up named 'unknown'. What am I doing wrong?

```python
import os
from datetime import datetime
from PIL import Image
from PIL.ExifTags import TAGS

FOLDER = "photos"

def taken_at(path):
    # 1. open the image
    # 2. read the EXIF block
    # 3. find DateTimeOriginal
    try:
        img = Image.open(path)
        exif = img._getexif()
    except Exception:
        return None
    if not exif:
        return None
    for tag, value in exif.items():
        if TAGS.get(tag) == "DateTime":
            return datetime.strptime(value, "%Y:%m:%d %H:%M:%S")
    return None

def new_name(path, when):
    ext = os.path.splitext(path)[1].lower()
    if when is None:
        return "unknown" + ext
    return when.strftime("%Y-%m-%d_%H%M%S") + ext

def main():
    for name in os.listdir(FOLDER):
        old = os.path.join(FOLDER, name)
        if not os.path.isfile(old):
            continue
        when = taken_at(old)
        new = os.path.join(FOLDER, new_name(old, when))
        if os.path.exists(new):
            continue
        os.rename(old, new)
        print(name, "->", os.path.basename(new))

if __name__ == "__main__":
    main()
```

Most of the photos are from an iPhone and some are HEIC converted to JPG, if that matters.""",
    cat="long_code_one_question",
    note="1.4 KB script with numbered comments, one debugging question",
)
C(
    """Below is a chapter from my company's onboarding handbook. Write 8 quiz questions (with answers) that check whether a new hire actually read it.

Chapter 3 - Expenses
All expenses must be submitted through Spendly within 30 days of the purchase. Receipts are required for anything over £10; for smaller amounts a note in the description is enough. Travel is booked through the travel desk, not directly, unless the trip is within 50 miles, in which case you may book your own train ticket (standard class only). Hotels are capped at £140 a night in London and £95 elsewhere in the UK. Meals while travelling are reimbursed up to £35 a day; alcohol is never reimbursed. Client entertainment needs your manager's approval in advance and must list every attendee. Mileage for your own car is paid at 45p a mile for the first 10,000 miles in a tax year. Expenses are paid with the next salary run if approved by the 20th of the month. If you lose a receipt, fill in a missing-receipt form; more than three of these in a year will be reviewed by Finance.""",
    8,
    cat="count_qa_from_text",
    note="1.1 KB passage, N quiz questions from it",
)
N(
    """Hi there!! Long time user, first time writing in. I just wanted to say your app got me through a really rough year, the daily check-ins and the little plant that grows when you log your mood honestly made a difference. My sister uses it now too. Anyway no question really, just thank you to whoever made it :)""",
    cat="chitchat",
    note="thank-you message, no request",
)
N("hi how are you today? mine's been long lol", cat="chitchat", note="greeting with two question marks, chit-chat")
N("ok thanks! and sorry for all the questions earlier haha", cat="chitchat", note="closing chit-chat with and")
N(
    """First download the installer, then run it as admin, then restart, then open the app and sign in with the code from the email. I did all that and at the last step it says 'code expired'. What now?""",
    cat="dependent_steps",
    note="steps done as context, one question",
)
N(
    "How do I take the cover off, clean the filter and put it all back on my Dyson V8?",
    cat="procedure",
    note="three steps of one procedure in one question",
)
N(
    "I have eggs, spinach, feta and half an onion. What can I cook?",
    cat="list_as_context",
    note="ingredients and one question",
)
N(
    "Rank these by how hard they are to learn for an English speaker: Spanish, Japanese, Dutch, Arabic",
    cat="ranking",
    note="ranking listed options",
)
N(
    "Which is healthier: oat milk, almond milk, soy milk or cow's milk?",
    cat="compare_choose",
    note="choice among four options",
)
L(
    "Who is the current UN Secretary-General? And how long is the term?",
    ["Who is the current UN Secretary-General?", "how long is the term?"],
    cat="two_questions_inline",
    note="second starts with And, left out (given items)",
)
L(
    "Two quick ones from the wedding planning group chat: ⟦Is 6 months enough notice for a save-the-date?⟧ ⟦Do plus-ones get invited to the rehearsal dinner?⟧",
    cat="two_questions_inline",
    note="preamble then two questions",
)
F(
    "whats the ⟦name⟧ and ⟦date⟧ here -> 'Receipt issued to Arjun Mehta on 28/09/2024'",
    cat="two_fields_question",
    note="two fields asked as a whats question, arrow",
)
N(
    "salt and vinegar or sour cream and onion, which crisps are better",
    cat="compare_choose",
    note="a choice between two binomial flavours",
)
N("how do I find and replace across all files in VS Code", cat="procedure", note="find and replace is one operation")

# ============================================================================ longer lists, shortest rows
L(
    "translate to spanish pls: ⟦dog⟧, ⟦cat⟧, ⟦horse⟧, ⟦cow⟧, ⟦sheep⟧, ⟦goat⟧, ⟦chicken⟧, ⟦duck⟧, ⟦pig⟧, ⟦rabbit⟧, ⟦donkey⟧, ⟦goose⟧",
    cat="translate_words_commas",
    note="twelve words in one comma list",
)
L(
    """Pub quiz round 3, can you give me the answers?
1. ⟦What is the chemical symbol for gold?⟧
2. ⟦How many players are on a rugby union team?⟧
3. ⟦Which planet has the most moons?⟧
4. ⟦Who wrote Pride and Prejudice?⟧
5. ⟦What is the smallest country in the world?⟧
6. ⟦In which year did the Titanic sink?⟧
7. ⟦What is the square root of 144?⟧
8. ⟦Which ocean is the deepest?⟧
9. ⟦What colour is a giraffe's tongue?⟧
10. ⟦How many strings does a standard violin have?⟧
11. ⟦What is the capital of Canada?⟧
12. ⟦Which metal is liquid at room temperature?⟧
13. ⟦Who painted the Mona Lisa?⟧
14. ⟦What is the longest bone in the human body?⟧
15. ⟦Which country gave the Statue of Liberty to the USA?⟧""",
    cat="quiz_numbered_long",
    note="fifteen numbered quiz questions, one of them itself an and title",
)
L(
    """sentiment (pos/neg/neutral) for each tweet:
⟦just got my new bike and it's AMAZING⟧
⟦train delayed again. third time this week⟧
⟦meeting moved to 3⟧
⟦cannot believe how rude the waiter was⟧
⟦weather's fine i guess⟧
⟦best coffee in town, hands down⟧
⟦my package arrived crushed⟧
⟦ok the new update is actually pretty good⟧
⟦lunch⟧
⟦never flying with them again⟧""",
    cat="frame_lines_long",
    note="ten tweets on plain lines, one frame",
)
F(
    """return a JSON with these keys from the rental listing below: ⟦address⟧, ⟦postcode⟧, ⟦monthly_rent⟧, ⟦deposit⟧, ⟦bedrooms⟧, ⟦bathrooms⟧, ⟦furnished⟧, ⟦available_from⟧, ⟦pets_allowed⟧, ⟦agent_name⟧, ⟦agent_phone⟧

Listing: Bright 2-bed flat, 41 Orchard Lane, Bristol BS3 4QT. £1,450 pcm, deposit £1,670. One bathroom, part furnished, available 1 June. Sorry, no pets. Call Mei at Crestway Lettings on 0117 555 0348.""",
    cat="fields_snake_json_long",
    note="eleven snake_case keys",
)
N(
    """my bookshelf (unread): Middlemarch, The Road, Circe, Project Hail Mary, Normal People, The Secret History, Piranesi, Dune, Beloved, Klara and the Sun, Stoner, The Remains of the Day

i'm going on a beach holiday for a week, which one should i bring?""",
    cat="list_as_context",
    note="twelve titles as context, one choice",
)
N("thanks!!!!", cat="chitchat", note="ten-character thank-you")
N("yes please", cat="chitchat", note="short follow-up")

# ============================================================================ Spanish
L(
    "⟦¿A qué hora abre la farmacia de la calle Mayor?⟧ ⟦¿Abre los domingos?⟧",
    lang="es",
    cat="two_questions_inline",
    note="two questions with ¿?",
)
L(
    "⟦cual es la capital de uruguay⟧ ⟦cuanta gente vive alli⟧ ⟦que idioma hablan⟧",
    lang="es",
    cat="runon_no_punct",
    note="run-on questions without accents or punctuation",
)
C(
    "genera 10 nombres para una panadería\n- cortos\n- fáciles de recordar\n- sin juegos de palabras",
    10,
    lang="es",
    cat="count_with_requirements",
    note="requirement bullets are not items",
)
F(
    "Extrae el ⟦nombre⟧ y la ⟦fecha⟧ de este texto: 'Firmado por Lucía Herrera el 5 de mayo de 2025.'",
    lang="es",
    cat="two_fields_prose",
    note="two fields, articles left out",
)
N(
    "ventajas y desventajas de estudiar en el extranjero",
    lang="es",
    cat="binomial_pros_cons",
    note="pros and cons, one question",
)
N(
    "¿Qué es mejor para un principiante, Python o JavaScript?",
    lang="es",
    cat="compare_choose",
    note="choice between two",
)
N(
    "¿por qué me da error este código?\n```python\nfor i in range(10)\n    print(i)\n```",
    lang="es",
    cat="code_single_question",
    note="one question about code",
)

# ============================================================================ French
L(
    "1) ⟦Quels sont vos horaires d'ouverture ?⟧ 2) ⟦Faut-il réserver pour un groupe de huit ?⟧",
    lang="fr",
    cat="two_questions_inline_numbered",
    note="1) 2) inline, space before ?",
)
F(
    "Extrais le ⟦nom⟧ et le ⟦numéro de commande⟧ de ce message : Bonjour, c'est Hélène Marchand, commande FR-20931, toujours pas reçue.",
    lang="fr",
    cat="two_fields_prose",
    note="two fields, articles left out",
)
N(
    "Quelle est la différence entre « savoir » et « connaître » ?",
    lang="fr",
    cat="difference_between",
    note="difference between two verbs",
)
C(
    "Donne-moi cinq idées de cadeaux pour un ami qui adore la randonnée",
    5,
    lang="fr",
    cat="count_word",
    note="cinq spelled out",
)
N(
    "comment installer et configurer un serveur VPN sur un Raspberry Pi",
    lang="fr",
    cat="procedure",
    note="installer et configurer, one procedure",
)

# ============================================================================ German
F(
    """Extrahiere aus dem Text:
- ⟦Name⟧ (String)
- ⟦Betrag⟧ (Zahl)
- ⟦Datum⟧ (TT.MM.JJJJ)

Text: Frau Petra Lindner hat am 14.02.2025 eine Erstattung von 89,90 € erhalten.""",
    lang="de",
    cat="fields_typed_parens",
    note="typed fields, types left out",
)
L(
    "⟦Wie lange ist ein Reisepass gültig?⟧ Und ⟦was kostet die Verlängerung?⟧",
    lang="de",
    cat="two_questions_and",
    note="Und left out of the second",
)
N(
    "Vor- und Nachteile von Wärmepumpen im Altbau",
    lang="de",
    cat="binomial_pros_cons",
    note="Vor- und Nachteile, one question",
)
C(
    "Schreib mir 10 Ideen für einen Kindergeburtstag im Winter, drinnen, für 6-Jährige",
    10,
    lang="de",
    cat="count_with_requirements",
    note="count with inline constraints",
)
N(
    "Erstelle eine Tabelle mit den Spalten Name, Abteilung und Telefon für unser vierköpfiges Team",
    lang="de",
    cat="structured_single_task",
    note="table columns of one artefact",
)

# ============================================================================ Portuguese
L(
    "⟦qual a capital da austrália⟧ ⟦quantos habitantes tem⟧ ⟦qual a melhor época pra visitar⟧",
    lang="pt",
    cat="runon_no_punct",
    note="run-on questions, lowercase",
)
N("Qual é a diferença entre 'mas' e 'mais'?", lang="pt", cat="difference_between", note="difference between two words")
C(
    "Pode me ajudar a gerar 12 nomes para uma loja de roupas infantis?",
    12,
    lang="pt",
    cat="count_polite",
    note="polite generate N",
)
F(
    "retorne um JSON com ⟦nome_cliente⟧, ⟦cpf⟧ e ⟦valor_total⟧ a partir deste pedido: Cliente: Rafael Souza, CPF 000.111.222-33, total R$ 349,90",
    lang="pt",
    cat="fields_snake_json",
    note="snake_case keys for a JSON",
)
N(
    "como instalar e configurar o WordPress numa hospedagem compartilhada",
    lang="pt",
    cat="procedure",
    note="instalar e configurar, one procedure",
)

# ============================================================================ Italian
L(
    "Come si dice in inglese '⟦mi manchi⟧' e '⟦in bocca al lupo⟧'?",
    lang="it",
    cat="two_translate_quoted",
    note="two quoted phrases to translate",
)
N("pro e contro di vivere a Milano", lang="it", cat="binomial_pros_cons", note="pro e contro")
C("Scrivimi 5 frasi motivazionali per la palestra", 5, lang="it", cat="count_verb", note="N sentences")
N(
    "Crea un modulo con i campi nome, cognome, email e telefono per l'iscrizione al corso di yoga",
    lang="it",
    cat="structured_single_task",
    note="form fields to build",
)

# ============================================================================ Russian
L(
    "⟦Сколько стоит виза в Турцию?⟧ ⟦Можно ли оформить её онлайн?⟧",
    lang="ru",
    cat="two_questions_inline",
    note="two questions",
)
N("В чём разница между «одеть» и «надеть»?", lang="ru", cat="difference_between", note="difference between two verbs")
C(
    "Придумай десять названий для кофейни. Требования: короткие, на русском, без англицизмов",
    10,
    lang="ru",
    cat="count_with_requirements",
    note="spelled count with requirements",
)
F(
    "Извлеки ⟦ФИО⟧, ⟦дату рождения⟧ и ⟦номер полиса⟧ из текста: Пациент Смирнов Олег Петрович, 12.04.1979 г.р., полис 7741 0092 3381.",
    lang="ru",
    cat="fields_prose",
    note="three fields in prose",
)
N(
    "как установить и настроить postgres на windows",
    lang="ru",
    cat="procedure",
    note="install and configure, one procedure",
)

# ============================================================================ Chinese
L(
    "⟦北京到上海的高铁要多久？⟧⟦票价大概多少？⟧",
    lang="zh",
    cat="two_questions_inline",
    note="two questions with full-width question marks",
)
L(
    "⟦长城有多长⟧，⟦是什么时候修的⟧，⟦现在能爬哪一段⟧",
    lang="zh",
    cat="runon_commas",
    note="three questions joined by full-width commas, no question marks",
)
F(
    "请从下面的文字中提取⟦姓名⟧、⟦电话⟧和⟦地址⟧：\n张伟，电话13800001234，住在杭州市西湖区文三路88号。",
    lang="zh",
    cat="fields_prose",
    note="fields joined by 、 and 和",
)
N("猫和狗哪个更适合住公寓的上班族？", lang="zh", cat="compare_choose", note="choice between two")
C(
    "帮我想十个奶茶店的名字，要求：两到四个字，好记，不要谐音梗",
    10,
    lang="zh",
    cat="count_with_requirements",
    note="十个 with requirements",
)
N(
    "做一个表格，列是日期、项目、金额，记录我这周的开销：周一午饭35，周二打车48",
    lang="zh",
    cat="structured_single_task",
    note="table columns of one artefact",
)

# ============================================================================ Japanese
L(
    "⟦この薬は食後に飲むべきですか？⟧ それと、⟦お酒と一緒に飲んでも大丈夫ですか？⟧",
    lang="ja",
    cat="two_questions_also",
    note="それと left out",
)
N("東京と京都、旅行するならどっちがおすすめ？", lang="ja", cat="compare_choose", note="choice between two")
C(
    "ブログ記事のタイトル案を7つください。条件：30文字以内、数字を入れる",
    7,
    lang="ja",
    cat="count_with_requirements",
    note="7つ with conditions",
)
F(
    "次の文から⟦会社名⟧と⟦担当者名⟧を抜き出して：「株式会社アオバ商事の田中と申します。」",
    lang="ja",
    cat="two_fields_prose",
    note="two fields joined by と",
)
N(
    "表を作ってください。列は名前、部署、内線番号です。メンバーは山田、佐々木、小林の3人です。",
    lang="ja",
    cat="structured_single_task",
    note="table columns of one artefact",
)

# ============================================================================ Korean
L(
    "⟦서울에서 부산까지 KTX로 얼마나 걸려요?⟧ ⟦가격은 얼마예요?⟧",
    lang="ko",
    cat="two_questions_inline",
    note="two questions",
)
N("아이폰이랑 갤럭시 중에 뭐가 더 나아요?", lang="ko", cat="compare_choose", note="choice between two")
C("카페 이름 5개만 추천해 주세요", 5, lang="ko", cat="count_verb", note="5개")
F(
    "다음 문장에서 ⟦이름⟧과 ⟦날짜⟧를 추출해 줘: 김민지 님의 예약은 2025년 6월 3일입니다.",
    lang="ko",
    cat="two_fields_prose",
    note="two fields, particles outside the spans",
)
N("재택근무의 장점과 단점을 알려주세요", lang="ko", cat="binomial_pros_cons", note="장점과 단점, one question")

# ============================================================================ Hindi
L(
    "⟦भारत की राजधानी क्या है?⟧ ⟦वहाँ कितने लोग रहते हैं?⟧",
    lang="hi",
    cat="two_questions_inline",
    note="two questions in Devanagari",
)
N("चाय और कॉफी में से सेहत के लिए क्या बेहतर है?", lang="hi", cat="compare_choose", note="choice between two")
C("मेरी बेकरी के लिए 10 नाम सुझाइए", 10, lang="hi", cat="count_verb", note="N names")
N("पायथन और जावा में क्या अंतर है?", lang="hi", cat="difference_between", note="difference between two")

# ============================================================================ Turkish
L(
    "⟦İstanbul'da en iyi kahvaltı nerede yapılır?⟧ ⟦Fiyatlar ne kadar?⟧",
    lang="tr",
    cat="two_questions_inline",
    note="two questions",
)
N(
    "kedi mi köpek mi, apartman dairesi için hangisi daha uygun",
    lang="tr",
    cat="compare_choose",
    note="either-or, lowercase",
)
C(
    "Bir kafe için 8 isim önerir misin? Kısa ve akılda kalıcı olsun",
    8,
    lang="tr",
    cat="count_with_requirements",
    note="count then a constraint sentence",
)
F(
    "Bu metinden ⟦ad soyad⟧ ve ⟦telefon numarası⟧ bilgilerini çıkar: Merhaba, ben Elif Kaya, 0532 555 41 20 numarasından ulaşabilirsiniz.",
    lang="tr",
    cat="two_fields_prose",
    note="two fields before bilgilerini",
)
N("Python ile Java arasındaki fark nedir?", lang="tr", cat="difference_between", note="difference between two")

# ============================================================================ Dutch
L(
    "⟦hoe laat gaat de laatste trein naar utrecht⟧ en ⟦moet ik vooraf een kaartje kopen⟧",
    lang="nl",
    cat="two_questions_and",
    note="two questions joined by en, lowercase",
)
N(
    "Wat is het verschil tussen 'hun' en 'hen'?",
    lang="nl",
    cat="difference_between",
    note="difference between two words",
)
C(
    "Geef me twaalf namen voor een fietsenwinkel in Groningen",
    12,
    lang="nl",
    cat="count_word",
    note="twaalf spelled out",
)
F(
    "Haal de ⟦naam⟧, het ⟦factuurnummer⟧ en het ⟦bedrag⟧ uit deze mail: Beste, hierbij factuur 2025-044 van Jansen Bouw, totaal €2.180,00.",
    lang="nl",
    cat="fields_prose",
    note="fields with de/het left out",
)
N(
    "Maak een formulier met de velden naam, e-mail en telefoon voor onze nieuwsbrief",
    lang="nl",
    cat="structured_single_task",
    note="form fields to build",
)


if __name__ == "__main__":
    main(ROWS, out=OUT, prefix="wd", source="written for training (d)")
