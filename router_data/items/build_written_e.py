"""Hand-written training rows for the items finder, set (e): support and workplace traffic.

    python3 router_data/items/build_written_e.py          # writes written_e.jsonl, with the checks
    python3 router_data/items/build_written_e.py --check  # the checks only

Every row is written here by hand (see WRITTEN_E.md), in the register of what reaches a support bot
or a workplace assistant: customers with two to five questions about an order, a plan, a bill or a
product (greetings, order numbers, complaint stories and sign-offs around them), and the look-alike
negatives (one problem told in several sentences, one question after a long story, a list of what was
already tried with one question, a list of symptoms, one compound request, rants); agents and staff
drafting replies to several tickets, classifying or summarising tickets one by one, pulling fields
from emails, CVs, invoices and contracts, filling forms, answering FAQs, and their negatives (one
email from listed points, one policy, one reply to a thread, a summary of a thread, a ranking of
tickets, the best of three replies, a rota from constraints, a checklist that is one procedure, an
agenda from listed topics). In a ``list`` or ``fields`` request each gold item is marked
``⟦like this⟧``; the marks are taken out and the marked spans become its items, so every item is a
substring of its request, in order, by construction. The checks are devset.py's: ids unique, kinds
known, no request repeated, items substrings in order, ``count`` rows with a count and no items,
``none`` rows with neither.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks/data/items_real"))

from devset import Rows, main  # noqa: E402

OUT = HERE / "written_e.jsonl"
SOURCE = "written for training (e)"
ROWS = Rows()
L, F, C, N = ROWS.L, ROWS.F, ROWS.C, ROWS.N


# ============================================================================ English: customers, list
L(
    "hi, quick ones: ⟦can I change the delivery address on order 88213?⟧ and ⟦do you deliver on Saturdays?⟧",
    cat="customer_two_questions",
    note="two order questions joined by 'and' after a greeting",
)

L(
    """Hello,

I ordered the walnut side table last week (order #WT-40917). ⟦When will it ship?⟧ ⟦Is assembly included or do I need my own tools?⟧

Kind regards,
Hannah Eberle""",
    cat="customer_email_questions",
    note="two questions in an email with order number and sign-off",
)

L(
    "⟦does the basic plan include phone support⟧ and ⟦can i upgrade mid month without paying twice⟧",
    cat="customer_two_questions",
    note="lowercase, no question marks, second question after 'and'",
)

L(
    """Hi team!! I'm SO confused by my bill this month. I was charged $47.80 instead of the usual $29.

1. ⟦Why is there a "regional surcharge" line?⟧
2. ⟦Was I moved to a different plan without asking?⟧
3. ⟦Can you refund the difference?⟧

thx, Marco""",
    cat="customer_bill_numbered",
    note="complaint preamble not an item; three numbered billing questions",
)

L(
    "Good morning. ⟦What is your return window for shoes?⟧ Also ⟦do I have to pay for the return label?⟧ Thank you.",
    cat="customer_two_questions",
    note="'Also' connector dropped",
)

L(
    """hello, i have 3 questions about my order 5541-BX
- ⟦is it possible to split the shipment so the charger comes first⟧
- ⟦can the invoice be in my company's name (Fenwick Dental Ltd)⟧
- ⟦what courier do you use for Northern Ireland⟧
cheers""",
    cat="customer_bulleted_questions",
    note="dash bullets without question marks",
)

L(
    "Two things. First, is the 2TB model back in stock? Second, does the warranty cover accidental drops?",
    ["is the 2TB model back in stock?", "does the warranty cover accidental drops?"],
    cat="customer_first_second",
    note="'First,' and 'Second,' connectors left out of the items",
)

L(
    "⟦how long does the free trial last?⟧ ⟦do i need a credit card to start it?⟧ ⟦what happens to my files if i dont subscribe after?⟧",
    cat="customer_plan_questions",
    note="three trial questions on one line, typo dont",
)

L(
    """Dear Customer Service,

I have been a loyal customer of Brightwell Grocers for six years, and I must say last Thursday's delivery was a disappointment: the eggs were cracked and the milk arrived warm. That said, I'd like to know a few things before I decide whether to keep my subscription.

⟦Will I receive a credit for the damaged items automatically, or do I need to send photos?⟧

⟦Is it possible to choose a morning delivery slot so the cold items don't sit in the sun?⟧

⟦Can I pause my weekly box for the month of August while I'm away?⟧

I look forward to hearing from you.

Yours sincerely,
Margaret Olufemi""",
    cat="customer_email_paragraphs",
    note="long complaint story then three questions as paragraphs; story and sign-off not items",
)

L(
    "⟦Do you price match?⟧ ⟦Do you have a store in Leeds?⟧",
    cat="customer_two_questions",
    note="two short questions, nothing else",
)

L(
    "order 77120 — where is it?? and why does tracking say 'label created' for 6 days",
    ["where is it??", "why does tracking say 'label created' for 6 days"],
    cat="customer_two_questions",
    note="terse angry two questions, the first keeps its double question mark",
)

L(
    """Hi, I'm thinking of switching to your Family plan. Before I do:
a) ⟦How many devices can stream at the same time?⟧
b) ⟦Can each person have their own profile and watch history?⟧
c) ⟦Is there a discount if I pay yearly?⟧
d) ⟦Can I keep my current email as the main account?⟧""",
    cat="customer_lettered_questions",
    note="four lettered pre-sales questions",
)

L(
    "Hello! ⟦Is the blender dishwasher safe?⟧ and ⟦does it come with a UK plug?⟧ thanks!!",
    cat="customer_product_questions",
    note="two product questions, exclamation sign-off",
)

L(
    """Re: booking ref HX9-221

Can I move my check-in from the 14th to the 15th? If so, is there a fee? And can you confirm the room has a bathtub, not just a shower?

Best,
D. Palmer""",
    [
        "Can I move my check-in from the 14th to the 15th?",
        "If so, is there a fee?",
        "can you confirm the room has a bathtub, not just a shower?",
    ],
    cat="customer_booking_questions",
    note="three booking questions, 'And' dropped from the third",
)

L(
    "what's the difference between the Pro and Pro Max subscription, and does either one include cloud backup",
    ["what's the difference between the Pro and Pro Max subscription", "does either one include cloud backup"],
    cat="customer_plan_questions",
    note="a comparison question plus a second question; two items",
)

L(
    """Hi, my name is Tomasz and I'm writing about my internet contract (account 3390-221-7).

1) When does my minimum term end?
2) What would the early termination fee be if I leave now?""",
    ["When does my minimum term end?", "What would the early termination fee be if I leave now?"],
    cat="customer_contract_questions",
    note="'1)' markers excluded, two contract questions",
)

L(
    "hi i bought a gift card for my sister ⟦can she use it online⟧ ⟦does it expire⟧ ⟦can i get it sent by email instead of post⟧",
    cat="customer_run_on_questions",
    note="run-on questions with no punctuation after a context clause",
)

L(
    """Hello Support,
Our team of 12 uses your scheduling tool. A few admin questions:

• ⟦Can I make someone an admin without giving them billing access?⟧
• ⟦Is there an audit log of who changed the booking rules?⟧
• ⟦Do you support SSO with Okta on the Team tier?⟧

Thanks in advance,
Priya (Ops, Lanternfish Studio)""",
    cat="customer_bulleted_questions",
    note="bullet • questions from a business customer",
)

L(
    "⟦Are your candles vegan?⟧ / ⟦What's the burn time of the large jar?⟧ / ⟦Do you do wholesale?⟧",
    cat="customer_slash_questions",
    note="questions separated by slashes",
)

L(
    """Hi, about my order #3318-77:

⟦Can I change the colour from navy to grey?⟧
⟦Can I also change the size from M to L?⟧

If neither is possible, no worries. Thanks""",
    cat="customer_two_questions",
    note="two change questions on lines; closing remark not an item",
)

L(
    "Hey, is there a student discount and if yes how do I verify?",
    ["is there a student discount", "if yes how do I verify?"],
    cat="customer_two_questions",
    note="second question depends loosely on first but is separately answerable",
)

L(
    """Good afternoon,

I'm a new user and I'm a bit lost in the app. Could you help me with:

1. ⟦How do I add a second bank card?⟧
2. ⟦Where do I see my monthly statements?⟧
3. ⟦How do I turn off the marketing notifications?⟧
4. ⟦Can I set a spending limit for my teenage son's sub-account?⟧
5. ⟦Is there a way to export transactions to a spreadsheet?⟧

Many thanks,
Rosalind""",
    cat="customer_numbered_questions",
    note="five independent app questions",
)

L(
    "⟦When is the next restock of the oat milk 6-pack?⟧ ⟦Can I get notified?⟧",
    cat="customer_two_questions",
    note="two short stock questions",
)

L(
    "question 1: ⟦do you ship to PO boxes⟧\nquestion 2: ⟦can i pay with paypal⟧",
    cat="customer_labelled_questions",
    note="'question N:' labels excluded",
)

L(
    """I've been on hold for 40 minutes so trying chat instead. Account: jlee_1987.
⟦Why was my card declined for the renewal?⟧ ⟦Is my account still active?⟧ ⟦Will I lose my saved playlists if it lapses?⟧""",
    cat="customer_account_questions",
    note="frustration preamble then three questions",
)

L(
    "hi! do you have gluten free options on the kids menu, can we bring a cake for a birthday, and is there parking nearby? table for 8 on sat",
    [
        "do you have gluten free options on the kids menu",
        "can we bring a cake for a birthday",
        "is there parking nearby?",
    ],
    cat="customer_comma_questions",
    note="three restaurant questions separated by commas, context after",
)

L(
    """Subject: warranty + manual

Is my coffee machine (model CM-220, bought March 2024) still under warranty? Also, where can I download the user manual as a PDF?""",
    [
        "Is my coffee machine (model CM-220, bought March 2024) still under warranty?",
        "where can I download the user manual as a PDF?",
    ],
    cat="customer_email_questions",
    note="subject line not an item; 'Also,' dropped",
)

L(
    "Can I cancel just one line on my family mobile plan? Will the others keep the same price? And can the cancelled number be transferred to my daughter's new provider?",
    [
        "Can I cancel just one line on my family mobile plan?",
        "Will the others keep the same price?",
        "can the cancelled number be transferred to my daughter's new provider?",
    ],
    cat="customer_plan_questions",
    note="three plan questions, 'And' dropped",
)

L(
    """hello
⟦what time do you close on sundays⟧
⟦do you repair bikes or only sell them⟧
ty""",
    cat="customer_plain_lines",
    note="two questions on plain lines between greeting and ty",
)

L(
    "Hi, I'd like to know ⟦whether my parcel can be left with a neighbour⟧ and ⟦whether I can pick it up from the depot instead⟧. Ref 0098 4432.",
    cat="customer_indirect_questions",
    note="two indirect 'whether' questions",
)

# ============================================================================ English: customers, none
N(
    "I restarted the router, unplugged it for 10 minutes, reset it to factory settings and even swapped the cable — still no internet on any device. what now?",
    cat="tried_list_one_question",
    note="things already tried, then one question",
)

N(
    """Hi,

My washing machine (model WX-900) stops mid cycle. It fills with water, spins for maybe two minutes, then the display shows E4 and it beeps three times. Sometimes it drains, sometimes the water just sits there. It started after we moved house last month. The door seal looks fine.

Can someone help?

Thanks,
Lena""",
    cat="one_problem_story",
    note="one fault described in several sentences, one request for help",
)

N(
    "cancel my order 44120 and refund me to the original card please",
    cat="single_request_compound",
    note="cancel and refund is one request",
)

N(
    """This is the THIRD time I'm writing. Your courier left my parcel in the rain. The box was soaked. The shoes inside are ruined. Nobody answers the phone. Your chatbot keeps sending me the same link. I've been a customer for 5 years and this is how you treat people?? Absolutely unacceptable.""",
    cat="rant",
    note="angry rant of several sentences and a rhetorical question, no separate asks",
)

N(
    """Symptoms:
- screen flickers when brightness is below 50%
- laptop gets very hot near the hinge
- fan is loud even when idle
- battery drops from 100 to 60 in an hour

Is this a hardware fault? Laptop is a Vexa Book 14, 8 months old.""",
    cat="symptoms_list",
    note="bulleted symptoms as context for one diagnostic question",
)

N(
    "I ordered a blue kettle and you sent a red one, can you send the right one and a return label for this one",
    cat="single_request_compound",
    note="one exchange request with two parts",
)

N(
    """Last month I moved from Bristol to Glasgow. I updated my address in the app on the 2nd, got a confirmation email, and then my March box still went to the old flat. The new tenants kindly messaged me on Facebook, but they'd already eaten half of it (fair enough honestly). I then updated the address again on the 10th just to be safe, and this week's delivery confirmation STILL shows the Bristol address. I've attached a screenshot.

Why does the address keep reverting?""",
    cat="single_question_story",
    note="long story then one question",
)

N(
    "I cleared the cache, logged out and in, tried Chrome and Firefox, disabled my ad blocker. The checkout button still does nothing. Any idea?",
    cat="tried_list_one_question",
    note="tried steps in one sentence, one question",
)

N(
    "hi there :)",
    cat="chitchat",
    note="greeting only",
)

N(
    "thanks, that fixed it! you've been super helpful",
    cat="chitchat",
    note="thanks after a resolved issue",
)

N(
    """Order #KK-2201
Items: 2x linen pillowcase (sage), 1x duvet cover double (sage), 1x fitted sheet double (white)
Paid: £118.40
Delivered: 12 May

Only the fitted sheet arrived. What do I do?""",
    cat="list_as_context",
    note="order details as a list, one question",
)

N(
    "The app crashes when I open the camera, when I switch to dark mode, and when I try to upload more than 3 photos. iPhone 13, iOS 17.4. Please fix.",
    cat="symptoms_list",
    note="three crash triggers for one bug report",
)

N(
    "Please close my account, delete all my data, and send me a confirmation when it's done.",
    cat="single_request_compound",
    note="account deletion request told in three verbs, one request",
)

N(
    "is the white or the black version better for a kitchen with lots of sunlight? the white one is £20 more",
    cat="compare_choose",
    note="choice between two product options",
)

N(
    """I'm trying to set up the thermostat. I did:
1. downloaded the app
2. created an account
3. pressed and held the button for 5 s until the light blinked blue
4. selected "add device"

it searches for 2 min then says "device not found". help""",
    cat="tried_list_one_question",
    note="numbered steps already done, one plea for help",
)

N(
    "Which of your three broadband packages would suit a family of five who stream a lot and work from home? Basic 100, Plus 500, or Max 1000?",
    cat="compare_choose",
    note="pick among listed plans",
)

N(
    "my refund hasn't arrived",
    cat="single_statement",
    note="short one-line problem",
)

N(
    """I want to complain about the engineer visit on Tuesday. He arrived two hours late, didn't take his shoes off, left mud on the carpet, and then said the part wasn't in his van and he'd have to come back. I took the day off for this. I expect compensation.""",
    cat="rant",
    note="complaint with several grievances, one demand",
)

N(
    "Can you explain why my electricity bill doubled between January and February even though we were away for two weeks?",
    cat="single_question",
    note="one long question",
)

N(
    "I was charged twice for the same order (#9912) — once on the 3rd and once on the 4th. Both £64.99. Please refund one of them.",
    cat="single_request_compound",
    note="one refund request with details",
)

N(
    """Hi there,

Ordered: Trail Runner GTX, size 42.
Received: Trail Runner GTX, size 42 — but the left shoe is a 42 and the right one is a 43. Box label says 42. Receipt attached.

How would you like me to proceed?""",
    cat="single_question_story",
    note="order vs received as lines, one question",
)

N(
    "ok, will do",
    cat="chitchat",
    note="acknowledgement",
)

N(
    "I'd like to upgrade to the annual plan, move my billing date to the 1st and switch to paying by direct debit",
    cat="single_request_compound",
    note="one account change request with three settings; done as one change",
)

N(
    "what is the status of my order 55102?",
    cat="single_question",
    note="one short status question",
)

N(
    """Error codes I keep seeing on the printer display, in this order: W-03, then E-11, then it restarts and shows E-11 again. Paper tray is full and I replaced the toner yesterday. What is going on?""",
    cat="symptoms_list",
    note="listed error codes as context, one question",
)

N(
    "are you a real person or a bot",
    cat="chitchat",
    note="meta question to the bot",
)

N(
    "Honestly, between the late deliveries, the missing items and the rude driver, I'm done. Cancel my subscription.",
    cat="rant",
    note="grievances listed then one request",
)

N(
    "Here are my last three invoices: INV-1001 (£40), INV-1047 (£40), INV-1093 (£62). Why did the last one go up?",
    cat="list_as_context",
    note="invoices listed as context, one question about the last",
)

N(
    "the zip on the backpack broke after 2 weeks, I want a replacement not a refund",
    cat="single_request_compound",
    note="one replacement request",
)

N(
    "Could you please tell me how to reset my password if I no longer have access to the email address on my account and my phone number has changed too?",
    cat="single_question",
    note="one question with conditions joined by 'and'",
)

N(
    """My daughter (14) uses your learning app. Yesterday she got locked out after trying the wrong PIN five times. Now it says "contact the account holder", but I AM the account holder and there's no option anywhere in my parent dashboard to unlock her. I've looked under Settings, Family, Security and Devices.

How do I unlock her profile?""",
    cat="single_question_story",
    note="places looked listed, one question",
)

N(
    "should i get the 64gb or 128gb? i mostly use it for whatsapp and photos",
    cat="compare_choose",
    note="choose between two storage sizes",
)

N(
    "Please send me a copy of my last invoice, with my new company address on it, to accounts@pelham-joinery.co.uk",
    cat="single_request_compound",
    note="one request with details",
)

N(
    "I tried paying with Visa, then Mastercard, then Apple Pay. All declined with 'transaction not permitted'. My bank says nothing is blocked on their side.",
    cat="tried_list_one_question",
    note="tried payment methods, implied single issue",
)

# ============================================================================ English: agents and staff, list / fields / count
L(
    """Draft short, friendly replies to these three tickets:

Ticket 1: "My discount code SPRING20 says expired but your email said it's valid till the 30th."
Ticket 2: "Can I get a receipt with VAT shown? Need it for expenses."
Ticket 3: "The sofa legs are missing from the box, delivery was yesterday.\"""",
    [
        "My discount code SPRING20 says expired but your email said it's valid till the 30th.",
        "Can I get a receipt with VAT shown? Need it for expenses.",
        "The sofa legs are missing from the box, delivery was yesterday.",
    ],
    cat="tickets_draft_replies",
    note="three quoted tickets; labels and quotes excluded",
)

L(
    """classify each of these as billing / tech / other:
⟦charged twice for march⟧
⟦app wont load past splash screen⟧
⟦do you have a phone number for complaints⟧
⟦card expired how do i update it⟧
⟦love the new update, great job⟧""",
    cat="tickets_classify",
    note="five ticket lines to classify one by one",
)

L(
    """Summarise each of these complaints in one line for the weekly report:

- ⟦Customer says the replacement router also drops the connection every evening around 8pm and she has now missed two work calls; wants an engineer visit.⟧
- ⟦Customer received a final demand letter for a bill he already paid on the 2nd; bank statement attached; upset about the tone of the letter.⟧
- ⟦Customer's installation appointment was cancelled twice without notice, she took unpaid leave both times.⟧""",
    cat="complaints_summarise",
    note="three bulleted complaints to summarise separately",
)

F(
    """Extract ⟦order id⟧, ⟦customer name⟧ and ⟦refund amount⟧ from this email:

"Hello, this is Grace Whitfield. I returned the espresso grinder (order 7781-QR) on Friday and was told I'd get £89.00 back but nothing yet.\"""",
    cat="fields_email_extract",
    note="three fields named in prose before an email",
)

F(
    """fill in from the chat below:
⟦Name⟧ / ⟦Account⟧ / ⟦Issue⟧ / ⟦Priority⟧

chat: hi its Oskar Lindqvist acct 5580-1120, my whole office cant print since this morning, we have a tender due at 3pm""",
    cat="form_fill",
    note="slash-separated fields",
)

L(
    """Please answer these FAQ entries for the new help centre, 2-3 sentences each, friendly tone:

Q: ⟦How do I reset my password?⟧
Q: ⟦Can I change my username?⟧
Q: ⟦What payment methods do you accept?⟧
Q: ⟦How do I delete my account?⟧
Q: ⟦Do you offer refunds on annual plans?⟧
Q: ⟦Is my data stored in the EU?⟧""",
    cat="faq_answer",
    note="six FAQ questions with 'Q:' labels",
)

L(
    """Write a 40-word product description for each SKU:

⟦SKU 1042 – bamboo cutting board, large, with juice groove⟧
⟦SKU 1043 – bamboo cutting board, small, set of 2⟧
⟦SKU 2210 – cast iron skillet 26 cm, pre-seasoned⟧
⟦SKU 3307 – linen apron, mustard, adjustable strap⟧""",
    cat="sku_descriptions",
    note="four SKU lines, one description each",
)

C(
    "give me 8 subject lines for our 'we miss you' win-back email",
    8,
    cat="count_subject_lines",
    note="eight subject lines",
)

C(
    "Can you suggest five ways to say sorry for a late delivery without sounding robotic? For live chat agents.",
    5,
    cat="count_phrasings",
    note="five apology phrasings",
)

L(
    """Translate these canned responses into plain, simpler English for our non-native customers:

1. ⟦We regret to inform you that your request cannot be accommodated at this juncture.⟧
2. ⟦Kindly be advised that remittance must be effected prior to dispatch.⟧
3. ⟦Your query has been escalated to the relevant department for further deliberation.⟧""",
    cat="rewrite_canned_responses",
    note="three sentences to rewrite one by one",
)

F(
    """From this ticket, pull: ⟦customer email⟧, ⟦product⟧, ⟦serial number⟧, ⟦date of purchase⟧, ⟦fault description⟧. Return JSON.

---
From: b.kowal@inbox.example
Hi, my SoundPod Mini (serial SPM-77A-01923) bought 3 Jan from your Leeds store has stopped charging. Light doesn't come on at all.""",
    cat="fields_ticket_json",
    note="five fields before a ticket, JSON asked",
)

L(
    """For each of these chat messages, tell me if the customer is angry, neutral or happy:

"⟦third time asking. where is my money⟧"
"⟦ok thanks, I'll wait for the email⟧"
"⟦you guys are amazing, arrived a day early!!⟧"
"⟦hmm not sure that answers my question⟧\"""",
    cat="sentiment_classify",
    note="four quoted chat messages, quotes excluded",
)

L(
    """Can you write a reply to each of these reviews? Keep it under 50 words.

Review A (2★): ⟦Food was good but we waited 50 minutes for mains.⟧

Review B (5★): ⟦Best brunch in town, the staff remembered my name!⟧

Review C (1★): ⟦Booked a table for 6, arrived and there was no booking. Manager was dismissive.⟧""",
    cat="reviews_reply",
    note="three reviews separated by blank lines, labels excluded",
)

C(
    "I need ten macros for common shipping questions (where is my order, lost parcel, wrong address, etc). Write them out.",
    10,
    cat="count_macros",
    note="ten macros; examples are not items",
)

F(
    """Extract the following from the refund request and put it in a table:
- ⟦Customer⟧
- ⟦Order number⟧
- ⟦Item(s)⟧
- ⟦Reason⟧
- ⟦Amount requested⟧

"Hiya, Jamal Reeves here, I'd like my money back for order 22-B-4410, the two phone cases, because they don't fit the S24 despite the listing saying they do. That's £25.98 in total.\"""",
    cat="fields_bulleted",
    note="bulleted field names before a refund email",
)

L(
    """tag each ticket with a product area (Payments, Login, Shipping, Returns):
#4410 ⟦cant log in after changing phone⟧
#4411 ⟦refund still pending after 14 days⟧
#4412 ⟦courier says address not found⟧
#4413 ⟦2FA code never arrives⟧""",
    cat="tickets_classify",
    note="ticket numbers as labels excluded",
)

L(
    """Rewrite each of these agent replies to sound warmer:

⟦Your ticket is closed.⟧
⟦We cannot do that.⟧
⟦Read the FAQ.⟧
⟦That is not our problem, contact the courier.⟧""",
    cat="rewrite_canned_responses",
    note="four terse replies to rewrite",
)

C(
    "write 6 short tweets announcing our new 24/7 live chat support",
    6,
    cat="count_social_posts",
    note="six tweets",
)

F(
    "From the call notes below give me ⟦caller⟧, ⟦callback number⟧, ⟦best time to call⟧ and ⟦summary of issue⟧.\n\nNotes: Mrs Aldana rang about her boiler making a banging noise. Call her back on 07700 900456, she's in after 4pm. Thinks it started after the service on Monday.",
    cat="fields_call_notes",
    note="four fields joined by commas and 'and'",
)

L(
    """I have to respond to these customer questions in our community forum, can you draft an answer to each?

1. ⟦Does the Series 5 vacuum work on thick rugs?⟧
2. ⟦Where can I buy replacement filters in Australia?⟧
3. ⟦Why does my vacuum smell like burning when I first turn it on?⟧""",
    cat="forum_answers",
    note="three forum questions to answer",
)

L(
    """Hey can you help me with some Zendesk stuff:
⟦how do I create a trigger that tags tickets with 'vip' when the email is from a certain domain?⟧
⟦can I see how long each agent spends on a ticket?⟧
thanks""",
    cat="tool_howto_questions",
    note="two independent how-to questions about a helpdesk tool",
)

# ============================================================================ English: agents and staff, none
N(
    """Write one email to the customer covering these points:
- apologise for the delay
- the replacement part ships Thursday
- we're waiving the call-out fee
- give her my direct line 0161 496 0012""",
    cat="one_email_from_points",
    note="bulleted points for a single email",
)

N(
    """Draft a refund policy for our online store. It needs to cover: 30-day window, items must be unused, sale items final, digital products non-refundable, refunds to original payment method within 10 working days.""",
    cat="one_policy",
    note="one policy from listed rules",
)

N(
    """Can you write a single reply to this thread? The customer has emailed three times and I want one answer that addresses everything.

> From: K. Osei, 3 June
> My order hasn't arrived.
>
> From: K. Osei, 5 June
> Still nothing, and the tracking link is broken.
>
> From: K. Osei, 8 June
> I'm going to file a chargeback if I don't hear back by Friday.""",
    cat="reply_thread",
    note="quoted thread, one reply covering all of it",
)

N(
    """summarize this thread for the handover:

Agent (Mon): Customer reports sync failing between desktop and mobile.
Customer (Mon): Yes, notes made on phone don't show on laptop.
Agent (Tue): Asked for app versions and logs.
Customer (Tue): Desktop 4.2.1, mobile 4.1.9, logs attached.
Agent (Wed): Escalated to engineering, bug SYNC-882 confirmed.
Customer (Thu): Any update?""",
    cat="summarize_thread",
    note="one summary of a multi-message thread",
)

N(
    """Rank these tickets by urgency, most urgent first:
- Customer can't access payroll, payday is tomorrow
- Typo on the pricing page
- One user reports the dashboard loads slowly
- Whole hospital ward can't log into the booking system""",
    cat="rank_tickets",
    note="ranking of listed tickets is one answer",
)

N(
    """Which of these three replies is best for an angry customer whose parcel is lost?

A) "Sorry for the inconvenience. Please wait 5 more days."
B) "I'm really sorry your parcel hasn't turned up. I've opened a claim with the courier and I'll send a replacement today."
C) "Parcels sometimes get lost. We'll look into it."

Explain briefly.""",
    cat="choose_best_reply",
    note="choose one of three replies",
)

N(
    """Make me a shift rota for the support team next week. Constraints:
1. At least 2 agents on chat 8am-8pm Mon-Fri
2. 1 agent on Saturday 9-5
3. Aisha can't work Tuesdays
4. Ben max 3 days
5. Nobody works more than 5 days
Agents: Aisha, Ben, Carla, Dev, Emeka""",
    cat="rota_constraints",
    note="numbered constraints for one rota",
)

N(
    """Here's our escalation checklist, can you turn it into a nicer one-page doc?
1. Check the customer's tier
2. Confirm the issue is reproducible
3. Collect logs and screenshots
4. Tag the ticket 'escalated'
5. Notify the on-call engineer on Slack
6. Update the customer within 1 hour""",
    cat="procedure_checklist",
    note="one procedure to reformat as one doc",
)

N(
    "turn these into a customer-facing status page update: api latency up since 09:10 UTC, EU region only, cause is a database failover, fix deployed 10:05, monitoring",
    cat="one_update_from_points",
    note="comma-separated facts for one status update",
)

N(
    """Write the agenda for Thursday's support team meeting. Topics: Q3 CSAT results, new returns process, holiday cover, the Zendesk migration, and shout-outs.""",
    cat="agenda_from_topics",
    note="one agenda from listed topics",
)

N(
    """These are the last 5 CSAT comments we got. What's the common theme?

"slow replies"
"agent didn't read my first message"
"had to repeat myself three times"
"took 4 days to get an answer"
"nice agent but very slow\"""",
    cat="list_as_context",
    note="comments as context for one theme question",
)

N(
    """Can you write one reply to this customer? She's asking several things but I want it in a single message:

"Hi, I'm still waiting for my refund, and also I never got the discount you promised on the phone, and can you confirm my account is closed now? Thanks, Delia\"""",
    cat="reply_thread",
    note="quoted customer questions but the staff task is one reply",
)

N(
    "Compare Zendesk, Freshdesk and Help Scout for a 6-person support team with a small budget and tell me which one to pick.",
    cat="compare_choose",
    note="comparison and choice among three tools",
)

N(
    """Write a knowledge base article: "How to return an item". Steps: log in, go to Orders, click Return next to the item, pick a reason, print the label, drop it at any post office within 14 days.""",
    cat="procedure_checklist",
    note="dependent steps for one article",
)

N(
    "Prioritise these 3 bugs for the sprint: checkout double charge, avatar upload fails for PNG > 5MB, dark mode contrast on settings page",
    cat="rank_tickets",
    note="prioritise listed bugs, one ordering",
)

N(
    """Draft a response to a B2B client who wrote the following. Keep it formal.

"Dear Sirs, Our contract (ref. MSA-2023-118) guarantees 99.9% uptime. In April your platform was unavailable on the 4th (3 hours), the 11th (45 minutes), and the 19th (2 hours). We request the service credits due under clause 8.2 and a written root-cause analysis. Regards, Hendrik Vos, Head of IT, Marlow Freight BV\"""",
    cat="reply_thread",
    note="one formal reply to a letter with listed outages",
)

N(
    "what's a good way to tell a customer we can't refund them without making them angrier?",
    cat="single_question",
    note="one advice question from an agent",
)

N(
    """Please make an onboarding plan for our new support agent, first week. Day 1 product training, Day 2 shadowing, Day 3 tools (Zendesk, Slack, Stripe dashboard), Day 4 handle easy tickets with review, Day 5 solo on chat with a buddy.""",
    cat="one_plan_from_points",
    note="one onboarding plan from day-by-day points",
)

N(
    "Tickets this week: 412 billing, 288 login, 150 shipping, 96 other. Make a short paragraph for the exec update.",
    cat="one_update_from_points",
    note="figures for one paragraph",
)

N(
    """My manager wants a single macro that handles all of these cases:
• customer wants to change address before dispatch
• customer wants to change address after dispatch
• customer gave wrong postcode
Can you write it?""",
    cat="single_task",
    note="one macro covering listed cases",
)

N(
    """Read the customer email below and tell me whether we should escalate it.

"Hello, I've emailed twice already. My mother's medication delivery was missed on Monday and again on Wednesday. She is 84 and lives alone. If it doesn't come tomorrow I'll have to call the pharmacy directly, but they told me to contact you. Please help. — Ruth Adeyemi\"""",
    cat="single_question_passage",
    note="one decision about a passage",
)

N(
    """Write a job ad for a Customer Support Specialist. Must include: remote in UK, £27-31k, 4-day week, Zendesk experience nice to have, weekend rota 1 in 4.""",
    cat="one_text_from_points",
    note="one job ad from listed points",
)

# ============================================================================ English: HR, sales, finance, legal, IT helpdesk, list / fields / count
L(
    """I have a phone screen tomorrow for a Customer Success Manager role. Can you help me prepare answers to these?

1. ⟦Tell me about a time you turned an unhappy customer around.⟧
2. ⟦How do you prioritise when five accounts need you at once?⟧
3. ⟦What metrics would you track in your first 90 days?⟧
4. ⟦Why are you leaving your current role?⟧""",
    cat="interview_questions",
    note="four interview prompts, some not phrased as questions",
)

F(
    """Pull these from the CV below: ⟦full name⟧, ⟦email⟧, ⟦phone⟧, ⟦current employer⟧, ⟦years of experience⟧, ⟦languages⟧.

ANJALI MEHRA
anjali.mehra@mail.example | +44 7700 900871
Senior Account Manager, Copperleaf Analytics (2021–present)
Account Manager, Brightline Media (2017–2021)
Languages: English, Hindi, Gujarati, conversational Spanish""",
    cat="fields_cv",
    note="six fields from a CV, listed with commas",
)

F(
    """From the attached invoice text, extract:
⟦invoice_number⟧
⟦supplier_name⟧
⟦invoice_date⟧
⟦due_date⟧
⟦net_total⟧
⟦vat_amount⟧

INVOICE 2024-0831 | Halvorsen Office Supplies AS | Date: 14.08.2024 | Payment due: 13.09.2024
Net: NOK 12 400,00 | VAT 25%: NOK 3 100,00 | Total: NOK 15 500,00""",
    cat="fields_invoice",
    note="snake_case fields on lines",
)

F(
    'get me the ⟦parties⟧, ⟦effective date⟧, ⟦term⟧, ⟦notice period⟧ and ⟦governing law⟧ out of this contract. contract text is pasted below\n\nTHIS SERVICES AGREEMENT is made on 1 February 2025 between Northbank Logistics Ltd ("Client") and Quillon Software GmbH ("Supplier"). The Agreement shall continue for an initial term of 24 months and thereafter renew annually unless either party gives not less than 90 days\' written notice. This Agreement is governed by the laws of England and Wales.',
    cat="fields_contract",
    note="five contract fields in a lowercase request",
)

C(
    "10 names for the new customer experience team pls, something fun but not cringe",
    10,
    cat="count_names",
    note="ten team names",
)

C(
    "Give me a dozen cold email opening lines for selling payroll software to restaurant owners.",
    12,
    cat="count_sales_lines",
    note="a dozen = 12",
)

L(
    """Excel questions:
- ⟦how do I freeze the top row so it stays when I scroll⟧
- ⟦how do I remove duplicates from column B only⟧
- ⟦why does my VLOOKUP return #N/A when the value is clearly there⟧""",
    cat="it_howto_questions",
    note="three independent Excel questions",
)

L(
    "⟦How do I set an out-of-office in Outlook on the web?⟧ And ⟦how do I share my calendar with just one colleague?⟧",
    cat="it_howto_questions",
    note="two Outlook questions, 'And' dropped",
)

L(
    """Hi IT,

The VPN disconnects every 20 minutes when I work from home, is that a setting? Also can I get access to the Finance shared drive? My manager (Sophie Tran) has approved it.

Cheers,
Liam""",
    [
        "The VPN disconnects every 20 minutes when I work from home, is that a setting?",
        "can I get access to the Finance shared drive?",
    ],
    cat="it_helpdesk_email",
    note="two IT requests in an email; approval remark is context",
)

L(
    """New starter questions (sorry if these are obvious!):
1. ⟦Where do I book annual leave?⟧
2. ⟦Is there a dress code on client days?⟧
3. ⟦How do I claim back a train ticket?⟧
4. ⟦Who do I ask about a parking permit?⟧""",
    cat="hr_questions",
    note="four HR questions from a new starter",
)

C(
    "suggest 7 icebreaker questions for a team offsite",
    7,
    cat="count_ideas",
    note="seven icebreakers",
)

F(
    """Please extract the following as key: value pairs from the expense receipt:
⟦Merchant⟧, ⟦Date⟧, ⟦Total⟧, ⟦Currency⟧, ⟦Payment method⟧

Receipt: CAFÉ LUMIÈRE, 12 rue des Carmes, Lyon — 03/10/2024 13:42 — 2x plat du jour 34,00 — 2x café 5,60 — TOTAL 39,60 EUR — CB VISA ****4417""",
    cat="fields_receipt",
    note="comma-separated Title Case fields",
)

L(
    """Translate these HR policy headings into plain English for the staff handbook:
⟦Remuneration and Emolument Review Procedure⟧
⟦Grievance Escalation Protocol⟧
⟦Cessation of Employment Arrangements⟧""",
    cat="rewrite_list",
    note="three headings to rewrite",
)

C(
    "I need three different versions of a LinkedIn post announcing that we're hiring two support engineers.",
    3,
    cat="count_versions",
    note="three versions of one post",
)

L(
    """Legal asked me to get short answers to these before Friday:
(a) ⟦Do we need consent to record support calls in Germany?⟧
(b) ⟦How long can we keep chat transcripts under GDPR?⟧
(c) ⟦Can customers ask us to delete a ticket they submitted?⟧""",
    cat="legal_questions",
    note="three lettered legal questions",
)

F(
    "From the lease extract pull out: ⟦Landlord⟧ | ⟦Tenant⟧ | ⟦Premises⟧ | ⟦Annual rent⟧ | ⟦Break clause date⟧\n\nLease dated 5 May 2022 between Harcourt Estates Ltd (Landlord) and Pipewell Coffee Ltd (Tenant) for Unit 4, 18 Mill Street, Sheffield S1 2HX at an annual rent of £24,000 exclusive of VAT. Tenant may terminate on 4 May 2027 on six months' notice.",
    cat="fields_pipe",
    note="pipe-separated fields",
)

L(
    """Need help with some Google Sheets things:

⟦Can I make a dropdown that pulls its options from another tab?⟧

⟦Is it possible to lock just one column so others can still edit the rest?⟧

⟦How do I count how many rows say "Resolved" in column F?⟧""",
    cat="it_howto_questions",
    note="three Sheets questions separated by blank lines",
)

C(
    "Write five short subject lines for an invoice reminder email, polite but firm.",
    5,
    cat="count_subject_lines",
    note="five subject lines",
)

L(
    """For the sales team FAQ, can you answer each in one paragraph:
• ⟦What's included in the Enterprise plan?⟧
• ⟦Do we offer discounts for nonprofits?⟧
• ⟦Can a customer pay by bank transfer?⟧
• ⟦What is the minimum contract length?⟧""",
    cat="faq_answer",
    note="four sales FAQ questions",
)

F(
    """CRM entry please:
⟦Company⟧:
⟦Contact⟧:
⟦Role⟧:
⟦Deal size⟧:
⟦Next step⟧:

Notes from call: spoke with Imogen Reyes, procurement lead at Tallis Hotels Group. Interested in 40 seats, ~£18k/yr. Wants a security questionnaire before a demo in two weeks.""",
    cat="form_fill",
    note="blank form with trailing colons excluded",
)

C(
    "brainstorm 15 blog post titles for our accounting software, audience is freelancers",
    15,
    cat="count_titles",
    note="fifteen titles",
)

L(
    """I'm preparing for a performance review. Can you help me write a short answer (3-4 sentences) to each of the self-assessment questions?

⟦What were your biggest achievements this year?⟧
⟦Where did you fall short of your goals?⟧
⟦What support do you need from your manager?⟧""",
    cat="hr_self_assessment",
    note="three self-review questions",
)

F(
    "what's the ⟦PO number⟧, ⟦delivery address⟧ and ⟦requested delivery date⟧ in this purchase order?\n\nPURCHASE ORDER PO-55719\nShip to: Brennan & Sons Builders, Yard 3, Carrow Road, Norwich NR1 1HU\nRequired by: 22/11/2024\n40x plasterboard 2400x1200 12.5mm",
    cat="fields_question_form",
    note="fields asked as a 'what's the' question",
)

L(
    """laptop issues:
1) ⟦teams camera not detected⟧
2) ⟦can't install the printer driver, says needs admin⟧
3) ⟦onedrive not syncing the desktop folder⟧
can someone look at all 3""",
    cat="it_helpdesk_issues",
    note="three unrelated IT issues to handle one by one",
)

C(
    "Suggest half a dozen ways to reduce our average first response time in support.",
    6,
    cat="count_ideas",
    note="half a dozen = 6",
)

L(
    """Please translate these error messages for our Spanish help centre:
"⟦Your session has expired. Please log in again.⟧"
"⟦Payment failed. Please check your card details.⟧\"""",
    cat="translate_list",
    note="two quoted messages to translate",
)

F(
    "From the email give me sender, date, and the amount owed.\n\nFrom: accounts@tidewater-print.example\nDate: 2 Oct\nHi, just a reminder that invoice 4471 for £2,340.00 is now 30 days overdue.",
    ["sender", "date", "amount owed"],
    cat="fields_email_extract",
    note="leading article dropped from the third field",
)

L(
    """Can you answer these quickly?
⟦what's the shortcut to lock my screen on windows⟧
⟦how do i see my saved wifi password⟧""",
    cat="it_howto_questions",
    note="two short Windows questions",
)

C(
    "We're launching a referral programme. Give me 4 names for it.",
    4,
    cat="count_names",
    note="four programme names",
)

L(
    """Hi Finance,

Quick questions on expenses:
- ⟦Is there a limit for client dinners?⟧
- ⟦Do I need itemised receipts or is the card slip enough?⟧
- ⟦When's the cut-off for October claims?⟧

Thanks! Oliver""",
    cat="finance_questions",
    note="three expense policy questions",
)

L(
    "Write a one-line description for each of our support tiers: ⟦Bronze⟧, ⟦Silver⟧, ⟦Gold⟧, ⟦Platinum⟧.",
    cat="inline_terms",
    note="four terms inline, one description each",
)

F(
    """Create a JSON object from this job application with keys ⟦name⟧, ⟦position⟧, ⟦notice_period⟧, ⟦salary_expectation⟧ and ⟦right_to_work⟧.

"Dear Hiring Team, I'm applying for the Support Team Lead role. I'm currently on a one-month notice period, I'm looking for around £38,000, and I hold settled status in the UK. Best, Kwame Mensah\"""",
    cat="fields_json_keys",
    note="five snake_case keys for a JSON object",
)

C(
    "give me like 20 quick tips for new call centre agents",
    20,
    cat="count_tips",
    note="twenty tips, hedged with 'like'",
)

# ============================================================================ English: HR, sales, finance, legal, IT helpdesk, none
N(
    """New laptop setup checklist for IT — can you turn this into a proper step-by-step guide for new hires?
1. Power on and connect to Guest wifi
2. Sign in with your temporary password
3. Change password when prompted
4. Install the Company Portal app
5. Enrol the device
6. Install Outlook, Teams and the VPN client from the portal
7. Restart""",
    cat="procedure_checklist",
    note="one dependent setup procedure",
)

N(
    """Write a meeting agenda for our quarterly sales review. Topics to cover:
- Q3 pipeline vs target
- lost deals analysis
- pricing change feedback
- territory reassignments
- AOB""",
    cat="agenda_from_topics",
    note="one agenda from bulleted topics",
)

N(
    "Write a polite email to a client chasing invoice #3318 (£4,200, 45 days overdue), mention the late payment fee in our terms, offer a payment plan, and ask them to reply by Friday.",
    cat="one_email_from_points",
    note="several points for one chasing email",
)

N(
    """Here are the three candidates for the support lead job:

Candidate A — 6 years in support, 2 as team lead, no SaaS experience.
Candidate B — 3 years in support at a SaaS company, strong on tooling, never managed anyone.
Candidate C — 8 years in retail management, moved to support 1 year ago.

Who should we hire?""",
    cat="compare_choose",
    note="choose one of three candidates",
)

N(
    "Draft a work-from-home policy: core hours 10-4, 2 office days a week, equipment allowance £300, managers approve exceptions, review in 6 months.",
    cat="one_policy",
    note="one policy from listed terms",
)

N(
    """I need to reconcile these: bank shows payments of £1,200, £450, £89.99 and £3,000 this week, but the ledger only has £1,200 and £3,000. What could explain the gap?""",
    cat="list_as_context",
    note="figures as context, one question",
)

N(
    "My Outlook keeps asking for my password, I've changed it on the portal, restarted, removed and re-added the account. Still pops up every 5 minutes. What else can I try?",
    cat="tried_list_one_question",
    note="IT problem with tried steps, one question",
)

N(
    """Write a rejection email to an interview candidate. Points:
- thank them for their time
- we went with someone with more SaaS experience
- encourage them to apply again next year
- offer feedback call""",
    cat="one_email_from_points",
    note="one rejection email from points",
)

N(
    """Our support team's goals for Q1 were: CSAT above 90%, first response under 2 hours, backlog under 100. We got 87%, 2.5 hours and 140. Write the paragraph for the board report.""",
    cat="one_text_from_points",
    note="goals and results for one paragraph",
)

N(
    "How do I connect to the office VPN from a Mac?",
    cat="single_question",
    note="one IT how-to question",
)

N(
    """Steps to offboard a leaver:
1) disable their AD account
2) forward their email to their manager
3) revoke VPN and SaaS access
4) collect the laptop
5) wipe and reimage it
Is anything missing from this list?""",
    cat="procedure_checklist",
    note="one procedure as context, one question",
)

N(
    "Which is cheaper for us over 3 years: leasing 20 laptops at £38/month each or buying them at £1,100 each with a £150 resale value at the end?",
    cat="math_compare",
    note="one cost comparison with figures",
)

N(
    """Clause 4.1: The Supplier shall deliver the Goods within 14 days of the Order.
Clause 4.2: Time of delivery shall not be of the essence.
Clause 9.3: The Supplier's total liability shall not exceed the fees paid in the preceding 12 months.

Given these clauses, can we claim damages if they deliver a month late?""",
    cat="list_as_context",
    note="contract clauses as context for one legal question",
)

N(
    "Write a project kickoff email to the team: we're moving from Freshdesk to Zendesk, go-live is 3 March, training sessions on 20 and 24 Feb, Nadia is the project lead, questions in #zendesk-migration.",
    cat="one_email_from_points",
    note="facts for one kickoff email",
)

N(
    """The printer on floor 3:
- shows "offline" on everyone's laptop
- works fine from the touchscreen copier menu
- IP address hasn't changed
- started after last night's Windows update
any ideas?""",
    cat="symptoms_list",
    note="bulleted symptoms, one question",
)

N(
    "Put these sales reps in order of Q2 performance and tell me who gets the bonus: Ana 112% of quota, Jonah 98%, Rui 131% but two deals fell through after signing, Mei 120%.",
    cat="rank_tickets",
    note="rank listed reps, one answer",
)

N(
    """Create a weekly on-call rota for IT helpdesk from these rules:
- 4 engineers: Sam, Ife, Lukas, Noor
- each on call exactly one week per month
- Lukas not in week 2 (holiday)
- Noor and Sam can't be back-to-back""",
    cat="rota_constraints",
    note="one rota from constraints",
)

N(
    "Write a performance improvement plan for an agent whose response times are slow, who misses QA checks on tone, and who has been late 4 times this month. Make it fair, 6 weeks long, with weekly check-ins.",
    cat="one_plan_from_points",
    note="one PIP from listed issues",
)

N(
    "Can you help me write my resignation letter? Last day 31 July, I want to thank my manager Farah, and offer to help train my replacement.",
    cat="one_text_from_points",
    note="one letter from listed points",
)

N(
    "What's the difference between a contractor and an employee for tax purposes in the UK?",
    cat="single_question",
    note="one comparison question",
)

N(
    """Meeting notes from today — turn them into a short summary email to the team:
- agreed to freeze hiring until Q2
- Marta to own the vendor review
- budget for training cut by 20%
- next meeting 14 Nov""",
    cat="one_email_from_points",
    note="notes for one summary email",
)

N(
    """Which laptop should we standardise on for the sales team?
Option 1: ThinBook 14, £899, 1.2kg, 10h battery
Option 2: WorkStation Pro 15, £1,249, 1.9kg, 14h battery
Option 3: FlexiNote 13, £749, 1.1kg, 7h battery""",
    cat="compare_choose",
    note="choose one of three options in a table-like list",
)

N(
    "good morning! hope you're well 😊",
    cat="chitchat",
    note="greeting",
)

N(
    """To get a refund approved in our system you have to: open the order in Admin, click Issue Refund, choose full or partial, enter the reason code, then get a supervisor to approve in the Approvals tab. Can you turn that into a flowchart description?""",
    cat="procedure_checklist",
    note="one procedure to turn into one flowchart",
)

N(
    "Given these numbers, what's our churn rate? Customers at start of month 1,240, new 85, lost 62.",
    cat="math_compare",
    note="one calculation from listed figures",
)

N(
    """Write an NDA for a freelance designer. Include: mutual confidentiality, 2-year term, exclusions for public info, return of materials, English law.""",
    cat="one_policy",
    note="one contract from listed clauses",
)

N(
    "my email isn't syncing on my phone, calendar is fine, contacts are fine, it's just mail. iphone, company account.",
    cat="symptoms_list",
    note="what works and what doesn't, one problem",
)

N(
    """Can you write a single FAQ answer that explains our three plans (Starter £9, Team £29, Business £79) and helps people choose?""",
    cat="single_task",
    note="one FAQ answer naming three plans",
)

N(
    """Please write the out-of-office message for the support inbox over Christmas: closed 24-26 Dec and 1 Jan, limited hours 27-31 Dec (10am-2pm), urgent outages via the status page.""",
    cat="one_text_from_points",
    note="one OOO message from listed dates",
)

N(
    "Turn these bullet points into one paragraph for our careers page: flexible hours, learning budget, 28 days holiday, private health, dog-friendly office",
    cat="one_text_from_points",
    note="benefits list for one paragraph",
)

N(
    "Tidy up this list of customer names into alphabetical order: Zara Hunt, Ali Khan, Mei Lin, Bob Odenkirk, Cara Dunn",
    cat="single_task",
    note="sorting a list is one operation",
)

N(
    """I have to decide between two offers:
Offer A: £42k, fully remote, 25 days holiday
Offer B: £47k, 3 days in office, 30 days holiday, 40 min commute
Which would you take?""",
    cat="compare_choose",
    note="choose between two job offers",
)

N(
    "Write the steps for a support agent to verify a caller's identity: ask for full name, then date of birth, then the last 4 digits of the card, and only then discuss the account. If any check fails, stop and offer a callback.",
    cat="procedure_checklist",
    note="dependent verification steps",
)

N(
    "lol thanks that's exactly what I needed for the board deck",
    cat="chitchat",
    note="thanks",
)

# ============================================================================ English: long, tables, JSON, odd layouts
L(
    """Hi there,

Forwarding the thread below — the customer has a couple of open questions I'm not sure about. Can you help me answer each of her questions separately so I can paste them into the ticket?

Thanks,
Jordan (Tier 1)

-------- Forwarded message --------
From: Felicity Armitage <f.armitage@postbox.example>
Date: Tue, 9 Apr
To: support@greenlane-energy.example
Subject: Re: Re: Solar feed-in payments

Hello again,

Thank you for the reply last week, but it didn't really answer what I asked. To recap: we had the panels installed by your partner company (Sunridge Installations) in October, the export meter was fitted in November, and I registered for the Smart Export tariff online in December. Since then I've had two statements and neither shows any export credit, even though the app shows we exported 212 kWh in February alone.

So, my questions are:

⟦Has my Smart Export registration actually been processed, and if so from which date?⟧

⟦Will the export from November to now be backdated, or have I lost it?⟧

⟦Why does the app show the export but the bill doesn't?⟧

I'm not trying to be difficult, I just want to understand where we stand. If it's easier to call me, I'm on 07700 900213 most mornings.

Kind regards,
Felicity

> On 2 Apr, Greenlane Support wrote:
> Dear Ms Armitage, thank you for contacting us. Export payments can take up to 8 weeks to appear. Kind regards.""",
    cat="forwarded_thread_questions",
    note="1.4 KB forwarded thread; agent asks each of the customer's three questions answered separately",
)

N(
    """Hi,

I'm writing because I honestly don't know who else to ask. In January I signed up for your meal-kit service with the introductory 60% off. The first box was great. Then in February I went to skip a week — I clicked "skip" in the app, it showed a tick, and I got an email saying "your delivery is skipped". The box came anyway and I was charged £54.99. I contacted chat, the agent (Ravi, I think) said it was a glitch and refunded me. Fine.

March: same thing. Skipped, confirmation email, box arrived, charged. This time chat said the skip "wasn't saved" and they could only give me a 50% credit. I argued and got the full amount back after 40 minutes.

April: I didn't even try to skip, I went to cancel. I clicked through three "are you sure" pages, picked a reason, and got a page saying "Sorry to see you go". No email this time. Two weeks later — box, £54.99.

I've screenshots of everything. I've already disputed it with my bank but they've asked me to try with you first.

What I need is simple: is my account actually cancelled now, yes or no?

Thanks,
Eilidh Carmichael""",
    cat="single_question_story",
    note="1.1 KB complaint story across months, one yes/no question at the end",
)

L(
    """please reply to each ticket in this table with a short answer

| id | customer | message |
|----|----------|---------|
| 901 | R. Santos | ⟦can I get my invoice in euros⟧ |
| 902 | T. Okafor | ⟦is there a mobile app for android⟧ |
| 903 | L. Berg | ⟦my trial ended early, why⟧ |""",
    cat="table_tickets",
    note="tickets in a markdown table; the message cells are the items",
)

L(
    """answer each of these for the chatbot training doc:
["⟦How do I change my delivery slot?⟧", "⟦Can I order for someone else?⟧", "⟦What if I'm not home?⟧", "⟦Do you take cash?⟧"]""",
    cat="json_list_questions",
    note="questions as a JSON array, quotes excluded",
)

F(
    """Parse this support email into a dict with these keys: ⟦customer_name⟧, ⟦order_ref⟧, ⟦issue_type⟧, ⟦requested_action⟧.

Email:
Dear Sir/Madam, my name is Bartholomew Quinn. Regarding order ORD-66120, the garden furniture set arrived with one chair cracked. I would like a replacement chair only, not the whole set. Regards.""",
    cat="fields_dict",
    note="four snake_case keys",
)

N(
    """Ticket history for customer #22819 (last 90 days):
| date | channel | topic | outcome |
|---|---|---|---|
| 02/03 | chat | login | resolved |
| 14/03 | email | billing | refund £12 |
| 30/03 | phone | billing | escalated |
| 11/04 | chat | billing | resolved |
| 02/05 | email | cancellation | retention offer accepted |

Is this customer at risk of churning?""",
    cat="list_as_context",
    note="table as context for one question",
)

L(
    "Pls help me answer two emails from my team: ⟦Maya asks whether we can move the quarterly review to Thursday⟧; ⟦Ahmed asks if the new laptop budget has been approved⟧.",
    cat="emails_answer",
    note="two emails summarised inline, separated by semicolon",
)

N(
    """Our product team has asked support to recommend which of these feature requests to build first. Here's what customers say most:

1. Dark mode (asked 340 times)
2. Export to CSV (asked 290 times)
3. Bulk edit (asked 210 times, mostly from our biggest accounts)
4. Offline mode (asked 95 times)

Write a recommendation of one or two paragraphs.""",
    cat="rank_tickets",
    note="numbered requests, one recommendation",
)

C(
    "i need 3 alternative wordings for our 'your call is important to us' message",
    3,
    cat="count_phrasings",
    note="three wordings",
)

L(
    """For each customer below, write the first line of a personalised renewal email:
- ⟦Ferris Bakery, customer since 2019, uses the POS add-on⟧
- ⟦Orla's Florist, had 3 support tickets this year, all resolved⟧
- ⟦Kemp & Daughter Hardware, upgraded to Pro last month⟧""",
    cat="personalised_lines",
    note="one line per listed customer",
)

N(
    "hmm ok, and what about the other thing i asked earlier?",
    cat="chitchat",
    note="follow-up pointing back to earlier conversation, nothing to split",
)

L(
    """Agent QA — please score each call transcript snippet from 1-5 for empathy:

(1) "⟦I understand, that sounds really frustrating, let me sort it now.⟧"
(2) "⟦Like I said, you need to restart it.⟧"
(3) "⟦Sorry about that. Anything else?⟧\"""",
    cat="qa_score",
    note="three quoted snippets, quotes excluded",
)

# ============================================================================ Spanish
L(
    "Hola, dos preguntas: ⟦¿puedo cambiar la dirección de entrega del pedido 40219?⟧ y ⟦¿hacéis envíos a Canarias?⟧ Gracias",
    lang="es",
    cat="customer_two_questions",
    note="two questions with ¿? after a greeting",
)

L(
    """Buenas tardes,

Tengo contratado el plan Fibra 600 y me han llegado dos facturas este mes.
1. ⟦¿Por qué me habéis cobrado dos veces?⟧
2. ⟦¿Cuándo me devolvéis el importe duplicado?⟧
3. ⟦¿Puedo pasar a factura electrónica?⟧

Un saludo,
Lucía Ferrer""",
    lang="es",
    cat="customer_bill_numbered",
    note="three numbered billing questions",
)

N(
    "He reiniciado el router, he cambiado el cable y he llamado dos veces, y sigo sin internet desde el lunes. ¿Qué más puedo hacer?",
    lang="es",
    cat="tried_list_one_question",
    note="tried steps then one question",
)

F(
    'Extrae ⟦nombre del cliente⟧, ⟦número de pedido⟧ y ⟦importe a reembolsar⟧ de este correo: "Hola, soy Andrés Molina, pedido 8812-ES, me tenéis que devolver 59,90 € por la chaqueta que devolví."',
    lang="es",
    cat="fields_email_extract",
    note="three fields before a quoted email",
)

N(
    "Cancelad mi suscripción y devolvedme el dinero de este mes, por favor.",
    lang="es",
    cat="single_request_compound",
    note="cancel and refund as one request",
)

C(
    "Dame 6 asuntos para un email de recordatorio de pago, que suenen amables",
    6,
    lang="es",
    cat="count_subject_lines",
    note="six subject lines",
)

N(
    """Escribe un correo para el cliente con estos puntos:
- pedimos disculpas por el retraso
- el técnico irá el jueves entre 9 y 13 h
- no se cobrará la visita""",
    lang="es",
    cat="one_email_from_points",
    note="points for one email",
)

L(
    "Oye, ⟦el Galaxy Buds que compré tiene garantía de 2 años?⟧ y ⟦si se rompe el estuche de carga también lo cubre?⟧",
    lang="es",
    cat="customer_product_questions",
    note="mixed: English product name in Spanish, no opening ¿",
)

N(
    "¿Qué plan me conviene más, el Básico a 9 € o el Familiar a 15 €? Somos cuatro en casa y vemos mucho fútbol.",
    lang="es",
    cat="compare_choose",
    note="choose between two plans",
)

# ============================================================================ French
L(
    """Bonjour,

J'ai commandé un canapé (commande n° FR-22871) il y a trois semaines.
- ⟦Quand sera-t-il livré ?⟧
- ⟦Est-ce que le livreur le monte à l'étage ?⟧
- ⟦Puis-je payer le solde à la livraison ?⟧

Merci d'avance,
Sébastien Marchal""",
    lang="fr",
    cat="customer_bulleted_questions",
    note="three dashed questions with French spacing before ?",
)

N(
    "Bonjour, mon colis est marqué livré mais je n'ai rien reçu. J'ai vérifié avec les voisins, le gardien et la boîte aux lettres. Que faire ?",
    lang="fr",
    cat="tried_list_one_question",
    note="places checked, one question",
)

F(
    """Remplis la fiche à partir du message ci-dessous :
⟦Nom⟧ :
⟦Numéro client⟧ :
⟦Problème⟧ :
⟦Urgence⟧ :

Message : Bonjour, ici Claire Vasseur (client 00471823), plus d'eau chaude depuis hier soir, j'ai deux enfants en bas âge.""",
    lang="fr",
    cat="form_fill",
    note="form with 'Nom :' style labels, colon excluded",
)

C(
    "Propose-moi dix noms pour la nouvelle équipe service client",
    10,
    lang="fr",
    cat="count_names",
    note="dix = 10",
)

N(
    """Classe ces tickets du plus urgent au moins urgent :
- site inaccessible pour tous les clients
- faute d'orthographe sur la page d'accueil
- un client ne reçoit pas ses factures""",
    lang="fr",
    cat="rank_tickets",
    note="ranking of listed tickets",
)

L(
    "c'est possible de changer la date de mon rendez-vous ? et est-ce que je dois apporter l'ancienne box ? merci",
    ["c'est possible de changer la date de mon rendez-vous ?", "est-ce que je dois apporter l'ancienne box ?"],
    lang="fr",
    cat="customer_two_questions",
    note="lowercase chat, 'et' dropped",
)

N(
    "Rédige une politique de retour pour notre boutique : 14 jours, articles non portés, soldes non remboursables, remboursement sous 10 jours.",
    lang="fr",
    cat="one_policy",
    note="one policy from listed terms",
)

N(
    "Merci beaucoup, bonne journée !",
    lang="fr",
    cat="chitchat",
    note="thanks",
)

# ============================================================================ German
L(
    """Hallo,

zu meiner Bestellung 1007-4482 habe ich zwei Fragen:
⟦Kann ich die Lieferung an eine Packstation umleiten?⟧
⟦Wird die Rechnung mit ausgewiesener MwSt. ausgestellt?⟧

Viele Grüße
Jonas Weber""",
    lang="de",
    cat="customer_two_questions",
    note="two questions on lines after 'zwei Fragen'",
)

N(
    "Ich habe den Drucker neu gestartet, den Treiber neu installiert und das WLAN geprüft. Er druckt trotzdem nicht. Was kann ich noch tun?",
    lang="de",
    cat="tried_list_one_question",
    note="tried steps, one question",
)

F(
    "Bitte aus der Rechnung folgende Felder ziehen: ⟦Rechnungsnummer⟧, ⟦Lieferant⟧, ⟦Rechnungsdatum⟧, ⟦Bruttobetrag⟧.\n\nRechnung Nr. RE-2024-1187, Schreinerei Holzmann GmbH, 18.09.2024, Gesamt brutto 2.856,00 EUR",
    lang="de",
    cat="fields_invoice",
    note="four German compound-noun fields",
)

N(
    """Schreib eine Antwort an den Kunden, die alles abdeckt:
- Entschuldigung für die Verspätung
- Gutschrift über 15 €
- neue Lieferung am Freitag""",
    lang="de",
    cat="one_email_from_points",
    note="one reply from points",
)

L(
    "Kurze Fragen zum Vertrag: ⟦Wann endet meine Mindestlaufzeit?⟧ ⟦Wie hoch ist die Kündigungsfrist?⟧ ⟦Kann ich online kündigen?⟧",
    lang="de",
    cat="customer_contract_questions",
    note="three contract questions on one line",
)

C(
    "Gib mir fünf Betreffzeilen für unseren Newsletter zum Black Friday.",
    5,
    lang="de",
    cat="count_subject_lines",
    note="fünf = 5",
)

N(
    """Das ist jetzt das dritte Mal!!! Das Paket kommt nie an, die Hotline ist dauerbesetzt und im Chat bekomme ich nur Textbausteine. So geht man nicht mit Kunden um.""",
    lang="de",
    cat="rant",
    note="angry rant",
)

L(
    """Bitte jede dieser Kundenanfragen einer Kategorie zuordnen (Rechnung / Technik / Sonstiges):
1. ⟦Abbuchung doppelt erfolgt⟧
2. ⟦App stürzt beim Login ab⟧
3. ⟦Wo finde ich Ihre AGB?⟧""",
    lang="de",
    cat="tickets_classify",
    note="three requests to classify",
)

# ============================================================================ Portuguese
L(
    "Olá! ⟦Vocês entregam em Fortaleza?⟧ ⟦Qual o prazo para o CEP 60115-000?⟧ ⟦Dá pra parcelar no cartão?⟧ Obrigada!",
    lang="pt",
    cat="customer_order_questions",
    note="three Brazilian questions",
)

N(
    "Já limpei o cache, reinstalei o app e troquei de celular, e continua dando erro no pagamento. O que eu faço?",
    lang="pt",
    cat="tried_list_one_question",
    note="tried steps, one question",
)

F(
    'Extraia do e-mail: ⟦nome⟧, ⟦número do pedido⟧, ⟦produto⟧ e ⟦motivo da devolução⟧.\n\n"Boa tarde, sou a Beatriz Santos, pedido 55201-BR. Quero devolver a cafeteira porque veio com o vidro rachado."',
    lang="pt",
    cat="fields_email_extract",
    note="four fields before an email",
)

N(
    "Cancela o meu pedido e estorna no cartão, por favor.",
    lang="pt",
    cat="single_request_compound",
    note="cancel and refund one request",
)

C(
    "Sugira oito nomes para o nosso programa de fidelidade",
    8,
    lang="pt",
    cat="count_names",
    note="oito = 8",
)

L(
    """Bom dia,

Sou cliente há 3 anos e tenho duas dúvidas sobre o meu tarifário:
a) ⟦Posso adicionar um segundo cartão SIM?⟧
b) ⟦O roaming na Espanha está incluído?⟧

Cumprimentos,
Rui Carvalho""",
    lang="pt",
    cat="customer_lettered_questions",
    note="European Portuguese, lettered questions",
)

N(
    "Escreve uma resposta única para este cliente, que reclama do atraso, do produto errado e do atendimento no telefone.",
    lang="pt",
    cat="reply_thread",
    note="one reply covering several complaints",
)

# ============================================================================ Italian
L(
    "Buongiorno, posso ritirare l'ordine in negozio a Torino? E se sì, quanto tempo lo tenete? Grazie mille",
    ["posso ritirare l'ordine in negozio a Torino?", "se sì, quanto tempo lo tenete?"],
    lang="it",
    cat="customer_two_questions",
    note="two questions, 'E' dropped",
)

N(
    "La lavastoviglie fa un rumore forte, non scarica l'acqua e mostra l'errore E24. Cosa devo fare?",
    lang="it",
    cat="symptoms_list",
    note="symptoms then one question",
)

F(
    "Dal CV estrai: ⟦nome⟧, ⟦email⟧, ⟦ultima azienda⟧, ⟦anni di esperienza⟧\n\nGiulia Romano – giulia.romano@posta.example – Customer Care Specialist presso Vetri Ferrara S.p.A. dal 2019; in precedenza 3 anni in call center.",
    lang="it",
    cat="fields_cv",
    note="four fields from a CV",
)

C(
    "Scrivimi 5 risposte rapide per la chat quando un cliente chiede dello stato del rimborso",
    5,
    lang="it",
    cat="count_macros",
    note="five quick replies",
)

N(
    """Scrivi l'ordine del giorno per la riunione di lunedì. Argomenti: risultati di settembre, nuovi turni, formazione su Zendesk, varie ed eventuali.""",
    lang="it",
    cat="agenda_from_topics",
    note="one agenda from topics",
)

N(
    "ciao, grazie per l'aiuto di ieri!",
    lang="it",
    cat="chitchat",
    note="thanks",
)

# ============================================================================ Dutch
L(
    "Hoi, ⟦kan ik mijn abonnement pauzeren tijdens de zomer?⟧ En ⟦krijg ik dan korting op de maand erna?⟧",
    lang="nl",
    cat="customer_plan_questions",
    note="two plan questions, 'En' dropped",
)

N(
    "Ik heb de app verwijderd, opnieuw geïnstalleerd en mijn telefoon herstart. Inloggen lukt nog steeds niet. Wat nu?",
    lang="nl",
    cat="tried_list_one_question",
    note="tried steps",
)

F(
    "Haal uit de offerte: ⟦klantnaam⟧, ⟦offertenummer⟧, ⟦geldig tot⟧, ⟦totaalbedrag⟧.\n\nOfferte OF-3391 voor Bakkerij de Wit, geldig tot 31-12-2024, totaal € 4.180,00 excl. btw.",
    lang="nl",
    cat="fields_quote",
    note="four fields from a quote",
)

N(
    """Welke van deze drie antwoorden is het beste voor een boze klant?
A: "Sorry, we kijken ernaar."
B: "Wat vervelend! Ik heb een nieuw pakket voor u klaargezet, het komt morgen."
C: "Neem contact op met PostNL.\"""",
    lang="nl",
    cat="choose_best_reply",
    note="choose the best of three replies",
)

C(
    "Bedenk drie slogans voor onze klantenservice-campagne",
    3,
    lang="nl",
    cat="count_ideas",
    note="drie = 3",
)

# ============================================================================ Polish
L(
    """Dzień dobry,
mam pytania do zamówienia nr 77-0193:
1. ⟦Czy mogę zmienić adres dostawy?⟧
2. ⟦Czy faktura może być na firmę?⟧
Pozdrawiam, Katarzyna""",
    lang="pl",
    cat="customer_numbered_questions",
    note="two numbered questions",
)

N(
    "Zrestartowałem komputer, wyczyściłem pamięć podręczną i zmieniłem przeglądarkę, a VPN dalej się rozłącza. Co robić?",
    lang="pl",
    cat="tried_list_one_question",
    note="tried steps",
)

F(
    'Wypełnij: ⟦Imię i nazwisko⟧ / ⟦Numer klienta⟧ / ⟦Opis problemu⟧ na podstawie wiadomości: "Tu Marek Zieliński, klient 55102, od wczoraj nie działa mi telewizja."',
    lang="pl",
    cat="form_fill",
    note="slash-separated fields",
)

N(
    "Proszę anulować zamówienie i zwrócić pieniądze na kartę.",
    lang="pl",
    cat="single_request_compound",
    note="cancel and refund",
)

L(
    "⟦jak ustawić automatyczną odpowiedź w Outlooku⟧ i ⟦jak udostępnić kalendarz szefowi⟧",
    lang="pl",
    cat="it_howto_questions",
    note="two IT questions, no question marks, English product name",
)

# ============================================================================ Russian
L(
    """Здравствуйте!
У меня два вопроса по заказу № 451209:
— ⟦Можно ли перенести доставку на субботу?⟧
— ⟦Курьер принимает оплату картой?⟧
Спасибо""",
    lang="ru",
    cat="customer_two_questions",
    note="em-dash bullets",
)

N(
    "Я уже перезагрузил роутер, позвонил на горячую линию и поменял кабель, но интернета всё равно нет. Что делать?",
    lang="ru",
    cat="tried_list_one_question",
    note="tried steps",
)

F(
    "Вытащи из письма ⟦ФИО клиента⟧, ⟦номер договора⟧ и ⟦сумму к возврату⟧.\n\n«Добрый день, я Ольга Петровна Смирнова, договор 2024/118-К, прошу вернуть 3 400 рублей за неоказанную услугу.»",
    lang="ru",
    cat="fields_email_extract",
    note="three fields before an email in «»",
)

C(
    "Придумай семь тем письма для напоминания об оплате",
    7,
    lang="ru",
    cat="count_subject_lines",
    note="семь = 7",
)

N(
    """Составь график дежурств для поддержки на неделю:
- 3 оператора: Анна, Игорь, Дина
- каждый день минимум 2 человека
- Игорь не работает по средам""",
    lang="ru",
    cat="rota_constraints",
    note="one rota from constraints",
)

N(
    "Это уже третий раз, когда мне привозят не тот товар! Сколько можно?!",
    lang="ru",
    cat="rant",
    note="angry rhetorical complaint",
)

# ============================================================================ Chinese
L(
    "你好，我想问一下：⟦订单 20240518-331 什么时候发货？⟧⟦可以开增值税专用发票吗？⟧",
    lang="zh",
    cat="customer_two_questions",
    note="two questions run together with full-width ?",
)

N(
    "我已经重启了手机、重新安装了 App、也换了网络，还是登录不了，怎么办？",
    lang="zh",
    cat="tried_list_one_question",
    note="mixed: tried steps with English 'App', one question",
)

F(
    "请从下面的邮件中提取：⟦客户姓名⟧、⟦订单号⟧、⟦退款金额⟧。\n\n邮件：您好，我是王丽，订单号 CN-88120，之前退回的空气净化器应退款 1299 元，还没到账。",
    lang="zh",
    cat="fields_email_extract",
    note="fields separated by 、",
)

C(
    "帮我想八个客服团队的名字",
    8,
    lang="zh",
    cat="count_names",
    note="八个 = 8",
)

N(
    """帮我写一封给客户的道歉邮件，要包括：
1. 延迟发货的原因
2. 新的发货时间
3. 补偿一张 50 元优惠券""",
    lang="zh",
    cat="one_email_from_points",
    note="numbered points for one email",
)

L(
    """请把下面每条工单分类（账单 / 技术 / 其他）：
· ⟦扣款两次⟧
· ⟦App 打不开⟧
· ⟦你们周末上班吗⟧""",
    lang="zh",
    cat="tickets_classify",
    note="three tickets with · bullets",
)

N(
    "这三个回复哪个最好？A：请耐心等待。B：非常抱歉，我们已为您补发。C：请联系快递。",
    lang="zh",
    cat="choose_best_reply",
    note="choose one of three replies",
)

# ============================================================================ Japanese
L(
    """お世話になっております。注文番号 JP-40921 について質問です。
・⟦配送日を変更できますか？⟧
・⟦ギフト包装は可能ですか？⟧
よろしくお願いいたします。""",
    lang="ja",
    cat="customer_two_questions",
    note="two questions with ・ bullets, formal greeting and sign-off",
)

N(
    "ルーターを再起動して、ケーブルも交換して、サポートにも電話しましたが、まだネットに繋がりません。どうすればいいですか？",
    lang="ja",
    cat="tried_list_one_question",
    note="tried steps",
)

F(
    "以下の請求書から、⟦請求書番号⟧、⟦取引先名⟧、⟦支払期限⟧、⟦合計金額⟧を抽出してください。\n\n請求書番号：INV-7731　株式会社アオバ商事　支払期限：2024年11月30日　合計：¥148,500",
    lang="ja",
    cat="fields_invoice",
    note="fields joined by 、",
)

C(
    "お詫びメールの件名を3つ考えてください",
    3,
    lang="ja",
    cat="count_subject_lines",
    note="3つ = 3",
)

N(
    "次の会議のアジェンダを作ってください。議題：先月の問い合わせ件数、新しいFAQ、年末年始のシフト。",
    lang="ja",
    cat="agenda_from_topics",
    note="one agenda from listed topics",
)

N(
    "ありがとうございました！助かりました。",
    lang="ja",
    cat="chitchat",
    note="thanks",
)

# ============================================================================ Arabic
L(
    "مرحباً، ⟦هل يمكنني تغيير عنوان التوصيل للطلب رقم 66102؟⟧ و⟦هل تقبلون الدفع عند الاستلام؟⟧ شكراً",
    lang="ar",
    cat="customer_two_questions",
    note="two questions with Arabic question mark; the attached connector و left out",
)

N(
    "أعدت تشغيل الجهاز وحذفت التطبيق وثبّته من جديد، ولا تزال المشكلة موجودة. ماذا أفعل؟",
    lang="ar",
    cat="tried_list_one_question",
    note="tried steps",
)

F(
    "استخرج من الرسالة: ⟦اسم العميل⟧، ⟦رقم الطلب⟧، ⟦المبلغ المطلوب استرداده⟧\n\nالرسالة: أنا سارة العتيبي، رقم طلبي 4410-SA، أرجو استرداد 250 ريالاً.",
    lang="ar",
    cat="fields_email_extract",
    note="three fields separated by Arabic comma",
)

N(
    "ألغوا طلبي وأعيدوا لي المبلغ من فضلكم",
    lang="ar",
    cat="single_request_compound",
    note="cancel and refund",
)

C(
    "اقترح خمسة عناوين لرسالة تذكير بالدفع",
    5,
    lang="ar",
    cat="count_subject_lines",
    note="خمسة = 5",
)

# ============================================================================ Hindi
L(
    "नमस्ते, ⟦मेरा ऑर्डर 55120 कब तक पहुँचेगा?⟧ ⟦क्या मैं डिलीवरी का पता बदल सकता हूँ?⟧",
    lang="hi",
    cat="customer_two_questions",
    note="two questions in Devanagari",
)

N(
    "maine app reinstall kiya, phone restart kiya, cache bhi clear kiya, phir bhi payment fail ho raha hai. kya karun?",
    lang="hi",
    cat="tried_list_one_question",
    note="Hinglish in Latin script, tried steps",
)

F(
    'इस ईमेल से ⟦ग्राहक का नाम⟧, ⟦ऑर्डर नंबर⟧ और ⟦रिफंड राशि⟧ निकालिए:\n\n"मैं राहुल वर्मा हूँ, ऑर्डर IN-30871, मुझे ₹1,499 का रिफंड चाहिए।"',
    lang="hi",
    cat="fields_email_extract",
    note="three fields in Hindi",
)

L(
    "bhai ⟦mera plan kab expire hoga⟧ aur ⟦kya main usko annual me upgrade kar sakta hun⟧",
    lang="hi",
    cat="customer_plan_questions",
    note="Hinglish two questions joined by 'aur', no question marks",
)

N(
    "मेरा ऑर्डर कैंसल करके पैसे वापस कर दीजिए।",
    lang="hi",
    cat="single_request_compound",
    note="cancel and refund",
)

# ============================================================================ more positives, several languages
L(
    "two qs: ⟦is the Kindle case compatible with the 2022 Paperwhite⟧; ⟦how long is delivery to Dublin⟧",
    cat="customer_semicolon_questions",
    note="two questions separated by a semicolon",
)

F(
    """Hey, can you pull ⟦firstName⟧, ⟦lastName⟧, ⟦accountId⟧ and ⟦planTier⟧ from this and give me JSON?

"hi it's Dana Whitlock, acct AC-90017, I'm on Growth and want to know why my invoices doubled\"""",
    cat="fields_camelcase",
    note="camelCase keys before a quoted chat message",
)

C(
    "Write two versions of the outage apology: one short for SMS, one longer for email.",
    2,
    cat="count_versions",
    note="two versions of one apology",
)

L(
    """questions = [
    "⟦Can I transfer my licence to a new laptop?⟧",
    "⟦Is there an educational discount?⟧",
    "⟦Does the software run on Linux?⟧",
]
write a short support answer for each item in questions""",
    cat="python_list_questions",
    note="questions as a Python list, instruction after",
)

L(
    """Hi! Before I book the team offsite with you, ⟦is the venue wheelchair accessible?⟧ ⟦Do you provide vegetarian lunch?⟧ Looking forward to it, Clara""",
    cat="customer_two_questions",
    note="two questions between preamble and sign-off",
)

C(
    "we need nine survey questions for our post-chat CSAT form, short ones",
    9,
    cat="count_survey_questions",
    note="nine questions to write",
)

L(
    """Reply to each of these WhatsApp messages from customers, keep it casual:

⟦do u have the red one in size 38⟧

⟦my order came but the box was open 😕⟧""",
    cat="customer_messages_reply",
    note="two messages separated by blank lines",
)

F(
    """Payslip query form — please complete from the employee's message:
Employee ID | Pay period | Query type | Amount in dispute

Message: "Hi HR, I'm E-2207, my October pay was £180 short, I think my overtime wasn't added.\"""",
    ["Employee ID", "Pay period", "Query type", "Amount in dispute"],
    cat="form_fill_table_header",
    note="fields as a pipe-separated header line",
)

L(
    "⟦How do I add an email signature in Outlook?⟧ • ⟦How do I recall a sent email?⟧ • ⟦Can I schedule an email to send later?⟧",
    cat="it_howto_questions",
    note="three Outlook questions separated by • on one line",
)

C(
    "Dame diez ideas de mensajes para el chat cuando un cliente espera más de 5 minutos",
    10,
    lang="es",
    cat="count_ideas",
    note="diez = 10",
)

L(
    "Salut ! ⟦Vous livrez en Belgique ?⟧ Et ⟦les frais de port sont de combien ?⟧",
    lang="fr",
    cat="customer_two_questions",
    note="two questions, 'Et' dropped",
)

F(
    "Bitte für das CRM ausfüllen: ⟦Firma⟧; ⟦Ansprechpartner⟧; ⟦Telefon⟧; ⟦nächster Schritt⟧ – aus der Notiz: Telefonat mit Frau Brandt (Möbelhaus Brandt KG), 0221 555 0190, will Angebot bis Freitag.",
    lang="de",
    cat="form_fill",
    note="semicolon-separated fields",
)

C(
    "Напиши четыре варианта ответа клиенту, который просит скидку",
    4,
    lang="ru",
    cat="count_versions",
    note="четыре = 4",
)

L(
    "Hallo, hebben jullie de Philips Airfryer XXL nog op voorraad? En kan ik hem morgen ophalen in Utrecht?",
    ["hebben jullie de Philips Airfryer XXL nog op voorraad?", "kan ik hem morgen ophalen in Utrecht?"],
    lang="nl",
    cat="customer_product_questions",
    note="mixed: English brand inside Dutch, 'En' dropped",
)

# ============================================================================ longer lists and long passages
L(
    """Label each ticket subject as Billing, Technical, Account or Other. One word per line back please.

⟦Refund for duplicate charge⟧
⟦Can't reset password - link expired⟧
⟦Change company name on invoices⟧
⟦API returns 502 since this morning⟧
⟦Add two users to our workspace⟧
⟦Where is your office?⟧
⟦Card declined on renewal⟧
⟦Webhook not firing for new orders⟧
⟦Please merge my two accounts⟧
⟦Do you have a partner programme?⟧
⟦VAT number missing from receipt⟧
⟦Mobile app logs me out every hour⟧""",
    cat="tickets_classify",
    note="twelve ticket subjects on lines",
)

L(
    """We're rebuilding the help centre. Answer every one of these in 1-3 sentences, plain language, no marketing fluff:

1. ⟦What is Tallyhub?⟧
2. ⟦How much does it cost?⟧
3. ⟦Is there a free plan?⟧
4. ⟦How do I invite my accountant?⟧
5. ⟦Can I import from another bookkeeping tool?⟧
6. ⟦Which banks can I connect?⟧
7. ⟦Is my bank login stored by you?⟧
8. ⟦How do I create a recurring invoice?⟧
9. ⟦Can I send invoices in other currencies?⟧
10. ⟦How do I record a cash expense?⟧
11. ⟦Does it file my VAT return?⟧
12. ⟦Can I use it on my phone?⟧
13. ⟦How do I cancel?⟧
14. ⟦What happens to my data after I cancel?⟧
15. ⟦How do I contact a human?⟧""",
    cat="faq_answer",
    note="fifteen numbered FAQ questions",
)

F(
    """From the supplier agreement below, extract these 8 fields into a table: ⟦Supplier⟧, ⟦Customer⟧, ⟦Start date⟧, ⟦Initial term⟧, ⟦Renewal⟧, ⟦Fees⟧, ⟦Payment terms⟧, ⟦Liability cap⟧.

SUPPLY AGREEMENT. This agreement dated 3 March 2025 is between Orrin Packaging Ltd ("Supplier") and Hearth & Loaf Bakeries plc ("Customer"). Supply begins on 1 April 2025 and continues for 36 months, after which it renews for successive 12-month periods unless terminated on 6 months' notice. The Customer shall pay £0.14 per unit as per Schedule 2, invoiced monthly and payable within 45 days. The Supplier's aggregate liability is limited to £250,000.""",
    cat="fields_contract",
    note="eight contract fields listed with commas",
)

L(
    """Hello there,

I hope you're well. I'm the office manager at Pemberton & Lowe Architects (account PL-00482, 18 seats on your Business plan) and I've got a handful of things I've been saving up, apologies for the long email.

Some background first: we moved offices in January, from Clerkenwell to a new space in Shoreditch. Since then a few things have gone sideways. The desk phones are fine, but the meeting room screens keep dropping off the network, two of our partners have been billed personally instead of through the company account, and our new junior designer still doesn't have a login three weeks after starting. I raised the login one by phone on the 4th and was told it would be sorted "within 48 hours".

Anyway, what I actually need to know:

1. ⟦Can the two partners' personal charges (Eleanor Pemberton and Rashid Lowe, both in February) be moved onto the company invoice and refunded to their cards?⟧
2. ⟦What is happening with the login for our junior designer, Tomi Adebayo (tomi@pemberton-lowe.example)?⟧
3. ⟦Is there a setting for the meeting room screens to reconnect automatically, or do we need an engineer visit?⟧
4. ⟦Does our plan include a free engineer visit at all, and if not, how much is one?⟧

I'm around all week if a call is easier — my direct line is 020 7946 0831.

Many thanks for your patience with all this,
Harriet Cole
Office Manager""",
    cat="customer_email_numbered",
    note="1.4 KB email: background story not an item, four numbered questions",
)

N(
    """Can you summarise this email chain for my manager in five bullet points? She wasn't copied in.

---
From: Dmitri Volkov (Volkov Events)
To: accounts@ourcompany.example
Sent: 2 September
We were invoiced £6,400 for the AV hire at the Grand Hall conference, but the quote was £5,200. The extra £1,200 is labelled "technician overtime". Nobody told us about overtime on the day.

From: Accounts (Priyanka)
Sent: 4 September
Hi Dmitri, thanks for flagging. I've checked with the events team: the technicians stayed until 11:40pm because the gala dinner overran, and overtime is in section 6 of the terms you signed.

From: Dmitri Volkov
Sent: 4 September
Section 6 says overtime needs to be "agreed in advance with the client's on-site lead". Our on-site lead was Jo Barnes and she says nobody asked her. I'm happy to pay the £5,200 now but not the overtime until this is sorted.

From: Events team (Callum)
Sent: 6 September
For what it's worth, I did mention to someone from Volkov around 10pm that we'd need to stay on. I don't know if it was Jo. I've no written record.

From: Dmitri Volkov
Sent: 9 September
Paid £5,200 today. Please send a revised invoice for the remaining balance once you've decided what you're doing about the overtime.
---""",
    cat="summarize_thread",
    note="1.2 KB email chain, one summary (even though the summary is in bullets)",
)

L(
    """Bitte für jeden Artikel eine kurze Produktbeschreibung (max. 30 Wörter) für den Onlineshop:
- ⟦ART-1101 Thermobecher 350 ml, Edelstahl, salbeigrün⟧
- ⟦ART-1102 Thermobecher 500 ml, Edelstahl, schwarz⟧
- ⟦ART-2040 Brotdose aus Bambus, 3 Fächer⟧
- ⟦ART-2041 Brotdose Kinder, auslaufsicher⟧
- ⟦ART-3310 Picknickdecke 150x200, wasserabweisend⟧
- ⟦ART-3311 Kühltasche 20 l, faltbar⟧
- ⟦ART-4500 Trinkflasche Glas 750 ml mit Hülle⟧
- ⟦ART-4501 Ersatzdeckel für Trinkflasche⟧""",
    lang="de",
    cat="sku_descriptions",
    note="eight SKU lines in German",
)

C(
    "Send me 11 quick wins for cutting ticket volume next quarter (one line each)",
    11,
    cat="count_ideas",
    note="eleven ideas",
)

N(
    """Please write the October newsletter for our customers. It should cover, in this order: the new mobile app release, the price change for the Team plan from 1 December (£29 → £32), our support hours over the half-term holiday, a customer story from Willow Vets, and a reminder about the referral scheme. Friendly tone, about 300 words.""",
    cat="one_text_from_points",
    note="one newsletter from five listed topics",
)


if __name__ == "__main__":
    main(ROWS, out=OUT, prefix="we", source=SOURCE)
