"""The ninth development set (``dev9.jsonl``): requests written the way people write to chat assistants.

    python benchmarks/data/items_real/build_dev9.py          # writes dev9.jsonl, with the checks
    python benchmarks/data/items_real/build_dev9.py --check  # the checks only
    python benchmarks/data/items_real/build_dev9.py --score [OUT.md]  # items_real.py's figures on it, per kind and language

Every row is written here by hand (see DEV9.md). In a ``list`` or ``fields`` request each gold item
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

OUT = HERE / "dev9.jsonl"
SOURCE = "written for dev9"
ROWS = Rows()
L, F, C, N = ROWS.L, ROWS.F, ROWS.C, ROWS.N


# ============================================================================ English: list
L(
    """Answer the questions using your own ideas:
1. ⟦What does friendship mean to you?⟧
2. ⟦Why do some people prefer living in small towns?⟧
3. ⟦How has technology changed the way families spend time together?⟧
4. ⟦What is one habit you would like to change and why?⟧""",
    cat="homework_numbered_own_ideas",
    note="four opinion questions pasted from a worksheet, numbered",
)

L(
    """answer these in 2-3 sentences each

⟦what is the function of the mitochondria⟧
⟦why do leaves change colour in autumn⟧
⟦what is the difference between weather and climate⟧""",
    cat="homework_plain_lines",
    note="instruction first, then questions on plain lines without question marks",
)

L(
    """Please answer each question in this list, keep it short:
qs = ["⟦Who painted the ceiling of the Sistine Chapel?⟧", "⟦What is the boiling point of water at sea level in Fahrenheit?⟧", "⟦Which planet has the most moons?⟧"]""",
    cat="python_list_of_strings",
    note="questions given as a Python list of strings; items without their quotes",
)

L(
    """respond to each of these user queries as a friendly travel agent, output a JSON array of answers in the same order:
["⟦is it safe to drink tap water in Lisbon⟧", "⟦what should I pack for Iceland in March⟧", "⟦do I need a visa for Japan with a Canadian passport⟧"]""",
    cat="json_array_queries",
    note="role and output format, then the queries as a JSON array",
)

L(
    """Answer the following multiple choice questions. Just give the letter.

1. ⟦Which gas do plants absorb from the air?
a) Oxygen
b) Carbon dioxide
c) Nitrogen
d) Helium⟧

2. ⟦What is 15% of 200?
a) 15
b) 20
c) 30
d) 45⟧

3. ⟦Who wrote "Pride and Prejudice"?
a) Charlotte Brontë
b) Jane Austen
c) Mary Shelley
d) George Eliot⟧""",
    cat="mcq_quiz_pasted",
    note="three multiple-choice questions, each item a question with its options",
)

L(
    """⟦What is the sentiment of this sentence: "The delivery was late but the driver was super nice."⟧
⟦What is the sentiment of this sentence: "I will never order from this shop again."⟧
⟦What is the sentiment of this sentence: "Honestly it's fine, nothing special."⟧""",
    cat="same_question_quoted_sentence",
    note="one question repeated over three quoted sentences, each line an item",
)

L(
    """⟦Is this sentence grammatically correct? "She don't like apples."⟧
⟦Is this sentence grammatically correct? "Me and him went to the store yesterday."⟧
⟦Is this sentence grammatically correct? "Whom should I ask about the refund?"⟧
⟦Is this sentence grammatically correct? "Neither of the answers are right."⟧""",
    cat="same_question_quoted_sentence",
    note="a grammar question asked of four quoted sentences",
)

L(
    """Translate these lines to Spanish:
⟦The meeting has been moved to Thursday.⟧
⟦Please bring your laptop and charger.⟧
⟦Lunch will be provided for everyone.⟧""",
    cat="translate_lines",
    note="three sentences on lines after the instruction",
)

L(
    """rewrite each of these sentences to sound more professional:
- ⟦hey can u send me the report asap⟧
- ⟦i cant make it tmrw, something came up⟧
- ⟦that idea is kinda bad tbh⟧""",
    cat="rewrite_each_bullets",
    note="informal sentences with dashes; a comma inside the second item",
)

L(
    "Define these terms: ⟦opportunity cost⟧, ⟦inflation⟧, ⟦comparative advantage⟧, ⟦price elasticity⟧",
    cat="define_terms_inline",
    note="economics terms after a colon, comma-separated",
)

L(
    "give examples for each: ⟦metaphor⟧, ⟦simile⟧, ⟦personification⟧, ⟦hyperbole⟧ (for my english class)",
    cat="examples_for_each",
    note="literary devices inline, a parenthetical after the list",
)

L(
    """```python
def load(path):
    data = []
    with open(path) as f:
        for line in f:
            data.append(line.strip().split(","))
    return data
```
1. ⟦why does this break when a field has a comma inside quotes?⟧
2. ⟦what would be the pythonic way to do it with the csv module?⟧
3. ⟦how do i skip the header row?⟧""",
    cat="code_then_questions",
    note="a code block, then three numbered questions about it",
)

L(
    """Write a short paragraph (about 100 words) for each of these prompts:
1. ⟦Describe a place that makes you feel calm.⟧
2. ⟦Write about a time you changed your mind about something important.⟧
3. ⟦Explain why a hobby matters to you.⟧""",
    cat="essay_prompts_each",
    note="three writing prompts, one paragraph each",
)

L(
    "pls help me answer this questions for my homework ⟦what is the main cause of world war 1⟧ ⟦what is the treaty of versailles⟧ and ⟦who was the kaiser⟧",
    cat="runon_no_punctuation",
    note="non-native run-on line, questions with no punctuation between them",
)

L(
    """Give me model answers for these interview questions:
⟦Tell me about yourself.⟧
⟦What is your greatest weakness?⟧
⟦Where do you see yourself in five years?⟧
⟦Why do you want to leave your current job?⟧""",
    cat="interview_answers_lines",
    note="interview questions on lines, one an imperative",
)

L(
    "For each word below, write the plural form: ⟦child⟧, ⟦mouse⟧, ⟦cactus⟧, ⟦sheep⟧, ⟦analysis⟧",
    cat="words_inline",
    note="five words after a colon",
)

L(
    """Explain what each of these git commands does:
⟦git rebase -i HEAD~3⟧
⟦git cherry-pick a1b2c3d⟧
⟦git reset --soft HEAD~1⟧
⟦git stash pop⟧""",
    cat="commands_to_explain",
    note="git commands on lines",
)

L(
    """summarize each paragraph in one sentence:

⟦The town of Westbury first appeared on maps in 1742, when a small mill was built beside the river. For almost a century it remained a cluster of farms and a single inn.⟧

⟦The arrival of the railway in 1851 changed everything. Within twenty years the population had grown from four hundred to nearly six thousand, and the mill was replaced by a textile factory.⟧

⟦Today most of the old factory buildings have been turned into flats, and the river path is popular with cyclists and dog walkers.⟧""",
    cat="paragraphs_each",
    note="three paragraphs separated by blank lines, one summary each",
)

L(
    "fix the spelling in each: '⟦recieve⟧', '⟦definately⟧', '⟦occured⟧', '⟦seperate⟧'",
    cat="words_quoted_inline",
    note="misspelled words in single quotes; items without quotes",
)

L(
    """Convert these to past tense
(a) ⟦I eat breakfast at 7.⟧
(b) ⟦She runs to school every morning.⟧
(c) ⟦They are happy with the results.⟧""",
    cat="lettered_parens",
    note="sentences marked (a) (b) (c)",
)

L(
    """You are an experienced nutritionist. A client sends you these questions, answer each one briefly and in a warm tone:
- ⟦Is it bad to eat after 8pm?⟧
- ⟦How much protein do I need if I lift weights 3x a week?⟧
- ⟦Are smoothies as healthy as whole fruit?⟧""",
    cat="roleplay_then_questions",
    note="role-play preamble, tone requirement, then bulleted questions",
)

L(
    """You are a senior copywriter. Rewrite each headline below so it is under 60 characters, keeps the main keyword, and avoids clickbait. Headlines:
1. ⟦10 Ways You Are Probably Ruining Your Morning Coffee Without Knowing It⟧
2. ⟦The Surprising Truth About Remote Work That Nobody Talks About⟧
3. ⟦How One Small Bakery Tripled Its Sales Using Only Instagram Stories⟧""",
    cat="prompt_constraints_then_list",
    note="constraints in the instruction, then the headlines as items",
)

L(
    "⟦whats the difference between a virus and bacteria?⟧ also ⟦how long does a flu shot last?⟧ and ⟦is it ok to take ibuprofen with coffee⟧",
    cat="runon_also_and",
    note="three health questions joined by 'also' and 'and'; the first is itself a comparison",
)

L(
    "solve each: ⟦3x + 5 = 20⟧; ⟦2(y - 4) = 10⟧; ⟦z/3 = 7⟧",
    cat="equations_semicolons",
    note="three independent equations separated by semicolons",
)

L(
    "Tell me the capital city of: ⟦Mongolia⟧ / ⟦Chile⟧ / ⟦Kenya⟧ / ⟦Laos⟧",
    cat="slash_separated",
    note="countries separated by slashes",
)

L(
    "For my vocab homework write one sentence with each word: ⟦reluctant⟧, ⟦meticulous⟧, ⟦ambiguous⟧, ⟦thrive⟧",
    cat="words_inline",
    note="one sentence per word (contrast: one paragraph using all the words is none)",
)

L(
    """I. ⟦What were the causes of the French Revolution?⟧
II. ⟦Who was Maximilien Robespierre?⟧
III. ⟦What was the Napoleonic Code?⟧
answer all three for my history test revision""",
    cat="roman_numerals",
    note="questions marked with Roman numerals, the instruction after them",
)

L(
    """Hi,

I'm moving into the flat on 3 June. A few things: ⟦Is parking included in the rent?⟧ ⟦Can I paint the bedroom walls?⟧ ⟦When is the rent due each month?⟧

Thanks,
Priya""",
    cat="email_inline_questions",
    note="an email to a landlord with three questions run together",
)

L(
    "quick ones: ⟦how do I center a div in css⟧, ⟦how do I undo the last commit in git⟧, ⟦what does npm ci do⟧",
    cat="runon_commas",
    note="three programming questions, lowercase, comma-joined",
)

L(
    "Rate each of these business names from 1-10 and tell me why: ⟦BrightNest⟧, ⟦Loop & Loaf⟧, ⟦Kettlewise⟧, ⟦Urban Fern⟧",
    cat="rate_each",
    note="rating each name on its own (contrast: ranking them is none)",
)

L(
    "translate to french pls: ⟦good morning⟧ / ⟦where is the train station⟧ / ⟦I would like a coffee⟧",
    cat="translate_slashes",
    note="phrases separated by slashes",
)

L(
    """my professor gave us these discussion questions, can you help me outline an answer for each?

• ⟦Should social media companies be responsible for misinformation?⟧
• ⟦Is a universal basic income realistic?⟧
• ⟦Does standardized testing measure intelligence?⟧""",
    cat="discussion_outline_bullets",
    note="bulleted debate questions, an outline for each",
)

L(
    """questions for my biology exam revision, short answers please:
⟦what is osmosis⟧
⟦name the four bases of DNA⟧
⟦what does the pancreas do⟧
⟦what is a karyotype⟧""",
    cat="homework_plain_lines",
    note="revision questions on lines, one an imperative",
)

L(
    "write a 30 word description for each product: ⟦Lavender Soy Candle⟧, ⟦Bamboo Cutting Board⟧, ⟦Merino Wool Socks⟧",
    cat="products_each",
    note="one description per product name",
)

L(
    "explain like im 5: ⟦what is a black hole⟧, ⟦why do we dream⟧, ⟦how do planes stay up⟧",
    cat="eli5_inline",
    note="three questions after an 'explain like I'm 5' prefix",
)

L(
    r"""what does each regex match?
⟦^\d{3}-\d{4}$⟧
⟦[A-Z][a-z]+⟧
⟦\bcat\b⟧
⟦^(?!.*\s).+$⟧""",
    cat="regex_to_explain",
    note="regular expressions on lines",
)

L(
    """Paraphrase the following sentences:
1) ⟦The results were inconclusive due to a small sample size.⟧
2) ⟦Participants reported higher satisfaction after the intervention.⟧
3) ⟦Further research is needed to confirm these findings.⟧""",
    cat="paraphrase_numbered",
    note="academic sentences numbered 1) 2) 3)",
)

L(
    """Which literary device is used in each line?
"⟦The wind whispered through the trees.⟧"
"⟦Her smile was a ray of sunshine.⟧"
"⟦I've told you a million times.⟧\"""",
    cat="quoted_lines",
    note="quoted lines; items without their quotes",
)

L(
    """Question 1 - ⟦What is the main function of red blood cells?⟧
Question 2 - ⟦Where is bile produced?⟧
Question 3 - ⟦What is the largest organ of the human body?⟧""",
    cat="question_n_dash",
    note="'Question N -' labels, no instruction",
)

L(
    "I have a few questions about python 1) ⟦whats the difference between a list and a tuple⟧ 2) ⟦how do I read a csv file⟧ 3) ⟦what is a virtual environment⟧",
    cat="inline_numbered",
    note="1) 2) 3) inline on one line",
)

L(
    "can u check if these are correct? ⟦1/2 + 1/3 = 5/6⟧, ⟦0.2 x 0.3 = 0.6⟧, ⟦15% of 80 = 12⟧",
    cat="check_each_equation",
    note="three calculations to check, comma-separated",
)

L(
    "synonyms for ⟦happy⟧, ⟦sad⟧, ⟦angry⟧",
    cat="short_words",
    note="a very short request, three words",
)

L(
    "What year did these happen: ⟦the fall of the Berlin Wall⟧, ⟦the first Moon landing⟧, ⟦the sinking of the Titanic⟧",
    cat="events_each",
    note="a year for each event (contrast: ordering events is none)",
)

L(
    "For each country tell me the official language and currency: ⟦Switzerland⟧, ⟦Brazil⟧, ⟦Egypt⟧",
    cat="entities_each",
    note="the countries are the items; language and currency are asked of each",
)

L(
    """* ⟦How do I make my sourdough starter more active?⟧
* ⟦Can I use whole wheat flour instead of bread flour?⟧
* ⟦Why is my crust so pale?⟧
baking noob here, thanks in advance""",
    cat="markdown_asterisks",
    note="asterisk bullets, chit-chat after",
)

L(
    "Write a haiku about each season: ⟦spring⟧, ⟦summer⟧, ⟦autumn⟧, ⟦winter⟧",
    cat="creative_each",
    note="one haiku per season",
)

L(
    "Answer in JSON with keys q1..q3. q1: ⟦what is the largest ocean?⟧ q2: ⟦how many continents are there?⟧ q3: ⟦what is the chemical symbol for gold?⟧",
    cat="labelled_q_json",
    note="q1: q2: q3: labels inline, JSON answer asked first",
)

L(
    """Label each review as positive, negative or mixed:
Review: ⟦Loved the color, hated the zipper.⟧
Review: ⟦Came broken, refund took three weeks.⟧
Review: ⟦Perfect fit, will buy again.⟧""",
    cat="classify_labelled_lines",
    note="'Review:' labels on each line",
)

L(
    """hello sir i am student of mechanical engineering, please tell me
⟦what is the difference between stress and strain⟧
⟦what is young modulus⟧
⟦why we use factor of safety in design⟧
thank you very much""",
    cat="non_native_lines",
    note="non-native English, greeting and thanks around questions on lines",
)

L(
    """#1 ⟦best way to learn touch typing?⟧
#2 ⟦is a mechanical keyboard worth it for coding?⟧
#3 ⟦how do i stop my wrists from hurting⟧""",
    cat="hash_numbered",
    note="#N markers",
)

L(
    "Give me the antonym of ⟦generous⟧, ⟦ancient⟧, ⟦transparent⟧ and ⟦scarce⟧.",
    cat="words_inline",
    note="words joined with commas and 'and', a full stop after",
)

L(
    """For each of the following, say whether it is a physical or chemical change:
- ⟦ice melting⟧
- ⟦wood burning⟧
- ⟦milk going sour⟧
- ⟦dissolving sugar in tea⟧""",
    cat="classify_bullets",
    note="short phrases to classify",
)

L(
    """Please write a reply to each of these messages from my landlord, polite but firm:

"⟦The plumber will come Tuesday between 8 and 6, make sure someone is home.⟧"

"⟦Rent is going up 12% from next month.⟧"

"⟦Please stop parking your bike in the hallway.⟧\"""",
    cat="reply_each_quoted",
    note="three quoted messages separated by blank lines",
)

L(
    "in one word each: ⟦capital of peru?⟧ ⟦largest desert?⟧ ⟦fastest land animal?⟧ ⟦smallest prime?⟧",
    cat="bare_question_marks",
    note="noun phrases each followed by a question mark, which stays in the item",
)

L(
    """Can you explain these error messages I keep getting?
⟦TypeError: 'NoneType' object is not subscriptable⟧
⟦ModuleNotFoundError: No module named 'pandas'⟧
⟦IndentationError: unexpected indent⟧""",
    cat="errors_to_explain",
    note="three Python error messages on lines",
)

L(
    """Convert each of these to a formal email subject line:
⟦need the invoice by friday⟧
⟦lunch with the new hires⟧
⟦server down again??⟧""",
    cat="rewrite_each_lines",
    note="three notes to turn into subject lines",
)

L(
    """Here are some questions from my driving theory practice, can you answer them

⟦What does a flashing amber light at a pelican crossing mean?⟧

⟦When should you use your hazard warning lights?⟧

⟦What is the minimum tread depth for car tyres?⟧""",
    cat="questions_blank_lines",
    note="questions separated by blank lines after an intro",
)

L(
    """For each sentence, tell me if it's a fact or an opinion.
⟦Paris is the capital of France.⟧
⟦Summer is the best season.⟧
⟦Water boils at 100 degrees Celsius at sea level.⟧
⟦Cats make better pets than dogs.⟧""",
    cat="classify_lines",
    note="fact or opinion for four sentences",
)

L(
    "give me a short bio (2 lines) for each speaker: ⟦Dr. Hana Lindqvist, marine biologist⟧; ⟦Omar Reyes, founder of Tidewater Labs⟧; ⟦Jules Ferrant, illustrator⟧",
    cat="semicolon_entities",
    note="speakers with descriptions, separated by semicolons (commas inside items)",
)

# ============================================================================ English: long passages
L(
    """Read the text and answer the questions below.

The Harlow Creek Reservoir was completed in 1963 after almost a decade of planning. Before it was built, the town of Harlow relied on three shallow wells and a pumping station on the creek itself, which regularly failed during dry summers. In the drought of 1951 the town had to bring in drinking water by rail for six weeks, an event older residents still call "the tanker summer". The reservoir was designed to hold enough water for twenty thousand people for two years without rain, which at the time was roughly double the population.

For most of its history the reservoir worked as planned. Problems began in the 1990s, when new housing estates on the north side of town doubled demand within fifteen years. At the same time, the concrete dam wall began to show cracks, and engineers recommended that the water level be kept three metres below the maximum until repairs could be carried out. The repairs were delayed several times because of disagreements between the town council and the regional water authority over who should pay.

In 2019 the council finally agreed to fund the work itself and raised water rates by eighteen percent to cover the cost. The decision was unpopular, and a residents' group collected more than four thousand signatures against it. The council argued that the alternative, a new pipeline from the river Tane, would cost three times as much and take ten years to build.

The repairs were finished in 2022. The author of this report argues that the real lesson of Harlow Creek is not about concrete but about habits: households in Harlow use on average 40 percent more water than those in neighbouring towns, mostly for gardens and car washing. The report recommends that residents collect rainwater, water gardens only in the early morning or evening, and report leaks quickly during drought warnings, and that the council offer a discount to households that cut their use.

Questions:
1. ⟦When was the reservoir completed?⟧
2. ⟦What happened in the summer of 1951?⟧
3. ⟦Why did the council raise the water rates in 2019?⟧
4. ⟦What does the author suggest residents do during droughts?⟧""",
    cat="long_passage_questions",
    note="a 2 KB report, then four numbered questions about it",
)

L(
    """MEMO — Tarnwick Logistics, internal
From: Operations (Nadia Ferreira)
To: All warehouse staff, Depot 4
Subject: Changes to shifts, parking and the returns desk from 1 October

Hello everyone,

As most of you know, the new sorting line in Hall B goes live at the end of September. To make the most of it we are changing how shifts work at Depot 4. From 1 October there will be three shifts instead of two: early (05:30–13:30), late (13:30–21:30) and night (21:30–05:30). The night shift is voluntary for the first three months and comes with a 15% supplement. Team leaders will share the first rota by 20 September; swaps must be agreed with your team leader at least 48 hours in advance through the staff app, not by text.

Parking: the east car park will close for resurfacing from 1 to 31 October. During that time please use the overflow area behind the tyre centre on Moor Road. A shuttle minibus will run every 15 minutes at shift changes. Bikes can still be left in the covered racks by Gate 2.

Returns desk: customer returns will move from the front office to a new counter in Hall A. The desk will be open 08:00–18:00 on weekdays and 09:00–13:00 on Saturdays. Anyone handling returns needs to complete the two-hour training module on the learning portal before 30 September. Staff who have not completed it will not be able to log in to the returns system.

Finally, the canteen will stay open until 22:00 on weekdays to cover the start of the night shift, and hot food will be available until 21:00.

If you have any questions, talk to your team leader or email ops-depot4@tarnwick.example.

Thanks for your patience while we settle in,
Nadia

---
ok so my manager forwarded me this, I'm on the late shift and I drive. can you tell me
⟦what time does the late shift start and end⟧
⟦where do i park in october⟧
⟦do i have to do the training if i only sometimes cover the returns desk⟧
⟦until when can i get hot food⟧""",
    cat="long_memo_then_questions",
    note="a 2 KB pasted memo, then four questions on lines, lowercase",
)

C(
    """generate 5 questions and answers from this text

Honeybees communicate the location of food through a behaviour known as the waggle dance. When a forager returns to the hive after finding a good source of nectar, she performs a series of movements on the vertical surface of the honeycomb. She walks in a straight line while shaking her abdomen from side to side, then circles back to the starting point and repeats the run. The direction of the straight run, measured against the vertical, tells the other bees the direction of the food relative to the sun. If the dancer runs straight up the comb, the food lies in the same direction as the sun; if she runs at an angle of forty degrees to the right of vertical, the food lies forty degrees to the right of the sun.

The duration of the waggle run indicates distance. A longer run means the food is further away, and studies have found that each second of waggling corresponds to roughly a kilometre of flight, although the exact figure varies between colonies. Bees that watch the dance pick up the scent of the flowers from the dancer's body, which helps them recognise the source once they arrive.

Not all dances are waggle dances. For food very close to the hive, usually within fifty metres, bees perform a simpler round dance that signals only that food is nearby, without giving a direction. Researchers have also described a "tremble dance", which foragers perform when there are not enough receiver bees in the hive to unload the nectar they bring back.""",
    5,
    cat="qa_pairs_from_passage",
    note="N question-answer pairs from a 1.5 KB passage (a count: the questions are to be made)",
)

N(
    """Here's the opening of my short story, I'd love some feedback.

The bus to Carrow only ran twice a day, and Ellen had missed the first one by four minutes. She sat on the bench outside the post office with her suitcase between her knees and watched the town go about its Tuesday. A man in a green apron swept the step of the butcher's. Two girls in school uniform shared a cigarette behind the war memorial and pretended not to see her. Somewhere a radio was playing a song she had danced to at her wedding, thirty-one years ago, in a hall that had since become a carpet warehouse.

She had not told anyone she was leaving. There was a note on the kitchen table, under the salt cellar, and a casserole in the fridge with instructions taped to the lid. Frank would find both around six, when he came in from the allotment. She imagined him reading the note twice, then a third time, and then, because he was Frank, putting the casserole in the oven at exactly the temperature she had written.

The second bus came at ten past two. The driver was new, or new to her, and he did not ask where she was going until she had sat down. "End of the line," she said, and he nodded as if that was the most ordinary answer in the world.

Does the ending of this section feel earned, or is it too abrupt?""",
    cat="single_question_passage",
    note="a 1.5 KB story opening, then one question about it",
)

N(
    """Summarize this in 3 bullet points for my boss:

Over the last quarter the customer support team handled 14,200 tickets, up 22% on the previous quarter, mostly because of the launch of the new billing page. The average first response time rose from 3.1 to 4.6 hours. Satisfaction scores dropped slightly, from 4.5 to 4.3 out of 5, with most complaints about waiting times rather than the quality of answers. Two new agents joined in August and are now fully trained. The team also published 35 new help articles, which cut the number of password-reset tickets by almost half. For next quarter the team lead proposes a chat widget on the billing page and a rota change so that evenings are covered.""",
    cat="summary_n_bullets",
    note="one summary in N bullet points of a pasted report (one task, not N things)",
)

L(
    """```js
const cache = {};
async function getUser(id) {
  if (cache[id]) return cache[id];
  const res = await fetch(`/api/users/${id}`);
  const user = await res.json();
  cache[id] = user;
  return user;
}
```
⟦Is there a race condition if getUser(5) is called twice at the same time?⟧ ⟦How would I add an expiry to the cache?⟧ ⟦What happens if the fetch fails?⟧""",
    cat="code_then_questions",
    note="JavaScript code, then three questions on one line",
)

N(
    """```python
def average(nums):
    total = 0
    for n in nums:
        total += n
    return total / len(nums)
```
why do i get ZeroDivisionError sometimes""",
    cat="code_single_question",
    note="code and one question about it",
)

# ============================================================================ English: fields
F(
    """Extract ⟦Name⟧, ⟦Date Of Birth⟧, ⟦Address⟧ from the below text

Hi my name is Daniel Okafor, I was born 14/02/1991 and I currently live at 22 Birchwood Lane, Leeds LS6 2AB. I'd like to open a savings account.""",
    cat="fields_titlecase_below",
    note="Title Case fields before 'from the below text'",
)

F(
    """extract the following fields (answer in JSON):
⟦company_name⟧ (string)
⟦founded_year⟧ (int)
⟦ceo⟧ (string)
⟦headquarters⟧ (string)

Text: Velmora Robotics was founded in 2014 by Ines Kaur, who still runs the company as chief executive. It is based in Rotterdam and makes warehouse robots.""",
    cat="fields_snake_typed",
    note="snake_case fields with types in brackets on lines; items without the types",
)

F(
    """INVOICE #INV-20931
Brightwater Print Co.
Issued: 02/03/2025   Due: 01/04/2025
Business cards x500 ..... 84.00
Flyers A5 x2000 ......... 212.50
Total due: 296.50 EUR

From the above text, get: ⟦invoice number⟧, ⟦due date⟧, ⟦total amount⟧, ⟦vendor⟧ -- answer in JSON""",
    cat="fields_after_text_json",
    note="document first, fields after, '-- answer in JSON'",
)

F(
    """Parse this CV and give me ⟦Full Name⟧, ⟦Email⟧, ⟦Phone⟧, ⟦Years of Experience⟧, ⟦Skills⟧

TOMASZ WIERZBICKI
t.wierzbicki@mailbox.example | +44 7700 900431
Data engineer, 7 years. Python, Spark, Airflow, dbt, SQL.
2019–now: Senior Data Engineer, Fernhill Energy
2016–2019: Analyst, Pillbox Health""",
    cat="fields_cv",
    note="fields before a pasted CV",
)

F(
    "I need the following from this job posting: ⟦job title⟧, ⟦salary range⟧, ⟦location⟧, ⟦remote policy⟧, ⟦application deadline⟧\n\nWe're hiring a Product Designer (mid-level) to join our team in Manchester. Hybrid, 2 days in office. £42k–£50k. Apply by 30 November.",
    cat="fields_lowercase_prose",
    note="lowercase fields after 'I need the following from'",
)

F(
    """Fill these in from the note: ⟦Patient Age⟧, ⟦Chief Complaint⟧, ⟦Medications⟧, ⟦Allergies⟧

Note: 58 y/o male presents with chest tightness on exertion x 2 weeks. Takes amlodipine 5mg daily and atorvastatin 20mg. NKDA. Non-smoker.""",
    cat="fields_clinical_note",
    note="clinical fields before an abbreviated note",
)

F(
    "Extract: ⟦Order ID⟧ [string], ⟦Order Date⟧ [date], ⟦Items⟧ [list], ⟦Total⟧ [float]\n\nThanks for your order 88-1420 placed on 12 May! You bought: 1x hiking boots, 2x wool socks. Total charged: $164.98",
    cat="fields_square_bracket_types",
    note="types in square brackets after each field",
)

F(
    """fill this template from the email below:
⟦sender⟧:
⟦subject_line⟧:
⟦meeting_date⟧:
⟦attendees⟧:

---
From: Greta Holm
Subject: Q3 planning
Hi all, let's meet on Wednesday 9 July at 10. Invited: Greta, Paul, Amira and Sven.""",
    cat="fields_yaml_template",
    note="a YAML-like template of empty keys",
)

F(
    'Return a JSON with keys `⟦product⟧`, `⟦price⟧`, `⟦discount⟧`, `⟦valid_until⟧` for this ad: "SUMMER DEAL! Aurora desk lamp now only 29.99 (was 45), offer ends Aug 31"',
    cat="fields_backticks",
    note="keys in backticks; items without them",
)

F(
    """Extract ⟦Bedrooms⟧, ⟦Bathrooms⟧, ⟦Square Footage⟧, ⟦Asking Price⟧ and ⟦Agent Name⟧:

Charming 3 bed / 2 bath bungalow on a quiet cul-de-sac, 1,450 sq ft, newly renovated kitchen. Offers over $389,000. Call Maria Delgado at Keystone Realty.""",
    cat="fields_titlecase_colon",
    note="Title Case fields joined by commas and 'and', then the listing",
)

F(
    "from this receipt pull the ⟦store name⟧, the ⟦date⟧, the ⟦subtotal⟧, the ⟦tax⟧ and the ⟦total⟧\n\nGREENLEAF GROCERS  14/06/2025\nsubtotal 23.40\nVAT 4.68\nTOTAL 28.08",
    cat="fields_with_articles",
    note="each field with 'the'; items without the article",
)

F(
    'Find all ⟦PERSON⟧, ⟦ORG⟧, ⟦LOCATION⟧ and ⟦DATE⟧ entities in: "On 4 March, Lena Brook left Quillfield Bank to join Orrin Labs in Toronto."',
    cat="fields_entity_types",
    note="entity types in capitals",
)

F(
    "get me the ⟦landlord⟧, ⟦tenant⟧, ⟦monthly rent⟧, ⟦deposit⟧ and ⟦lease start date⟧ from this lease:\n\nThis agreement is made between Harbour Homes Ltd (the Landlord) and Mr. Kofi Mensah (the Tenant). The Tenant will pay £1,150 per calendar month starting 1 September 2025. A deposit of £1,327 is held in a protection scheme.",
    cat="fields_lowercase_prose",
    note="fields in prose before a lease clause",
)

F(
    """⟦Name⟧:
⟦Email⟧:
⟦T-shirt size⟧:
⟦Dietary restrictions⟧:

Fill out the form above using this message: "hey it's Jordan Lee, jordan.l@post.example, I'm a medium and I'm vegetarian, see you at the run!\"""",
    cat="form_then_message",
    note="an empty form first, the message to fill it from after",
)

F(
    """Extract the following information from the text and output as key: value
- ⟦Flight number⟧
- ⟦Departure airport⟧
- ⟦Arrival airport⟧
- ⟦Departure time⟧
- ⟦Seat⟧

Your booking is confirmed. Flight NS 482 from Bergen (BGO) to Gdansk (GDN), departing 07:15 on 3 Oct. Seat 14C.""",
    cat="fields_bullets_key_value",
    note="bulleted fields, output as key: value",
)

F(
    """fill this TypeScript interface from the text:
interface Contact { ⟦firstName⟧: string; ⟦lastName⟧: string; ⟦company⟧: string; ⟦phone⟧: string }

text: Call Ravi Subramanian at Pinecrest Analytics on 020 7946 0321.""",
    cat="fields_ts_interface",
    note="a TypeScript interface; items are the property names",
)

F(
    """For the abstract below, give me: ⟦Title⟧, ⟦Authors⟧, ⟦Year⟧, ⟦Method⟧, ⟦Dataset⟧, ⟦Main Result⟧

"Sparse Attention for Long Clinical Notes" (M. Oduya, P. Lindgren, 2024). We train a sparse transformer on 1.2M discharge summaries from the fictional MedArc corpus and improve readmission prediction AUC from 0.71 to 0.78.""",
    cat="fields_academic",
    note="paper metadata fields before a short abstract",
)

F(
    "get ⟦name⟧ ⟦phone⟧ ⟦email⟧ from this signature block\n\n--\nAnnika Fjell | Head of Partnerships\n+46 70 123 45 67\nannika@nordlight.example",
    cat="fields_no_separators",
    note="three fields with no commas between them",
)

F(
    "what's the ⟦make⟧, ⟦model⟧, ⟦year⟧, ⟦mileage⟧ and ⟦price⟧ in this listing: 2017 Skoda Octavia estate, 84k miles, FSH, £7,495 ono",
    cat="fields_as_question",
    note="fields asked as a question about a listing",
)

F(
    """⟦name⟧ - the person's full name
⟦age⟧ - in years
⟦city⟧ - where they live now

use the keys above to turn this into JSON: "I'm Carla Mendes, 34, originally from Porto but living in Lyon these days\"""",
    cat="fields_key_description",
    note="key - description lines, then the text to parse",
)

F(
    "Give me a table with columns ⟦Drug Name⟧ | ⟦Dose⟧ | ⟦Frequency⟧ | ⟦Route⟧ from this prescription text: Amoxicillin 500 mg orally three times daily for 7 days; paracetamol 1 g orally every 6 hours as needed.",
    cat="fields_pipe_columns",
    note="pipe-separated column names to fill from a text",
)

F(
    "please extract from below mail the informations: ⟦customer name⟧, ⟦order number⟧, ⟦problem description⟧, ⟦wished solution⟧\n\nDear team, my name is Jan Kowalczyk, order 55-3301. The kettle I received leaks from the bottom. I would like a replacement, not refund. Regards",
    cat="fields_non_native",
    note="non-native English field request",
)

F(
    """Text: "The Larkspur Hotel, 18 Quay Street, Galway. Check-in 3pm, check-out 11am. Free wifi, no pets, breakfast 9 euro."

From the text, output only these as JSON: ⟦hotel_name⟧, ⟦address⟧, ⟦check_in⟧, ⟦check_out⟧, ⟦pets_allowed⟧""",
    cat="fields_after_text_json",
    note="text first, snake_case fields after",
)

F(
    """I'm building a dataset. For the product page text below return ⟦brand⟧, ⟦product_type⟧, ⟦color⟧, ⟦size⟧, ⟦material⟧, ⟦price_usd⟧ and use null if something is missing.

Northbay Outfitters Women's Rain Shell — Forest Green — sizes XS-XL — 100% recycled nylon — $119""",
    cat="fields_null_if_missing",
    note="snake_case fields with a rule for missing values",
)

L(
    """Can you read this and tell me:
⟦who is the sender⟧
⟦what is the deadline⟧
⟦how much money they are asking for⟧

Email: Dear parent, the Year 8 trip to the science museum is on 21 March. Please pay £18 on the school app by 7 March. Kind regards, Mr. Ashworth""",
    cat="questions_before_text",
    note="short questions on lines before the email they are about",
)

F(
    "Pull ⟦Student Name⟧ / ⟦Grade⟧ / ⟦Teacher⟧ / ⟦Absences⟧ out of this report card blurb: Mia Tanaka, Grade 5, Ms. Okonjo's class, 3 days absent this term, excellent progress in reading.",
    cat="fields_slashes",
    note="Title Case fields joined by slashes",
)

F(
    """Extract the following entities and return a python dict:
1. ⟦event name⟧
2. ⟦venue⟧
3. ⟦date⟧
4. ⟦ticket price⟧

"Join us for Lanterns & Strings, an evening of folk music at the Old Corn Exchange, Friday 14 November, tickets £15 on the door.\"""",
    cat="fields_numbered",
    note="numbered fields, a python dict asked for",
)

# ============================================================================ English: count
C(
    "could you please help me to generate 10 slogans for a vegan bakery?",
    10,
    cat="count_please_help_generate",
    note="'could you please help me to generate N'",
)

C(
    """generate 20 unique instagram captions for me
Requirements:
- under 15 words
- include one emoji
- for a hiking gear brand called Ridgeline
- no hashtags""",
    20,
    cat="count_then_requirements",
    note="N unique things, then requirement lines (the requirements are not items)",
)

C("give me 12 names for a pet hedgehog", 12, cat="count_names", note="short count request")

C(
    'write 3 different versions of this product description, each with a different tone: "Our reusable water bottle keeps drinks cold for 24 hours and hot for 12."',
    3,
    cat="count_versions",
    note="N versions of a given text",
)

C("list 7 tips for staying focused while studying", 7, cat="count_tips", note="list N tips")

C(
    "I need 8 ideas for a team building activity that costs under $20 per person, we are 14 people in a small office",
    8,
    cat="count_ideas_constraints",
    note="a count with other numbers in the request (price, team size)",
)

C(
    "Create 15 multiple-choice questions about the water cycle for grade 6, with 4 options each and the answer marked",
    15,
    cat="count_mcq_generate",
    note="N quiz questions to write; '4 options each' is not the count",
)

C(
    "give me ten blog post titles about budgeting for university students",
    10,
    cat="count_spelled",
    note="a spelled-out count",
)

C(
    """Come up with 4 possible endings for this short story:

A lighthouse keeper finds a message in a bottle addressed to him, written in his own handwriting and dated forty years in the future.""",
    4,
    cat="count_story_endings",
    note="N endings for a pasted premise",
)

C(
    "write 6 subject lines for an email announcing our summer sale (20% off everything, 3 days only)",
    6,
    cat="count_subject_lines",
    note="a count with a percentage and a duration in the request",
)

C(
    "pls make 30 vocabulary words for B1 english learners about travel, with meaning and example",
    30,
    cat="count_vocab",
    note="a large count, lowercase",
)

C(
    "generate 25 sample user records in JSON for testing, each with name, email, age and country",
    25,
    cat="count_test_data",
    note="N records; the attributes of each are not fields to extract",
)

C(
    "Brainstorm 9 podcast episode ideas for a show about urban gardening",
    9,
    cat="count_brainstorm",
    note="'brainstorm N'",
)

C(
    "what are 5 good conversation starters for a first date that aren't cringe",
    5,
    cat="count_question_form",
    note="a count asked as a question",
)

C("Give me 3 examples of situational irony", 3, cat="count_examples", note="N examples")

C(
    "suggest three alternative titles for my thesis: 'The Effect of Social Media Use on Sleep Quality in Adolescents'",
    3,
    cat="count_alternatives",
    note="N alternatives to a quoted title",
)

C(
    "Create 10 true or false statements about the solar system for a kids quiz night",
    10,
    cat="count_true_false",
    note="N true/false items to write",
)

C("I need a list of 40 boy names that start with A", 40, cat="count_names", note="a list of N names")

C(
    "half a dozen ice breaker games for a zoom call with new interns?",
    6,
    cat="count_half_dozen",
    note="'half a dozen' = 6",
)

C(
    "write 5 tweets promoting our webinar on March 3rd, each under 200 characters, mention the free ebook",
    5,
    cat="count_tweets",
    note="N tweets with a date and a length limit in the request",
)

C("generate 100 random english words for a typing game", 100, cat="count_large", note="a count of 100")

C(
    "Provide 4 counterarguments to the claim that homework should be banned in primary schools",
    4,
    cat="count_arguments",
    note="N counterarguments",
)

C(
    "You are a fitness coach. Give me 5 exercises I can do at my desk without equipment.",
    5,
    cat="count_roleplay",
    note="a role-play preamble before a count",
)

C(
    "Act as a UX writer. Write 7 microcopy options for an empty shopping cart screen. Keep them friendly and under 12 words.",
    7,
    cat="count_roleplay",
    note="role, count, then constraints",
)

C(
    "rewrite this sentence 5 different ways: The project was completed ahead of schedule.",
    5,
    cat="count_rewrites",
    note="N rewrites of one sentence",
)

C("3 fun facts about octopuses", 3, cat="count_fragment", note="a bare noun phrase with a count")

C(
    "Name 5 fruits that are high in vitamin C",
    5,
    cat="count_name_n",
    note="'name N' of an open set",
)

C(
    "Generate 20 interview questions for a junior data analyst role, mix technical and behavioral",
    20,
    cat="count_interview_questions",
    note="N interview questions to write",
)

C(
    "Write 4 short poems, each about a different color",
    4,
    cat="count_poems",
    note="N poems, 'each' in the requirement",
)

C(
    "Create a list of 10 essay topics about climate change for high school students",
    10,
    cat="count_create_list",
    note="'create a list of N'",
)

C("I need twelve riddles for kids, with the answers", 12, cat="count_spelled", note="'twelve'")

C(
    "generate 8 pairs of questions and answers about basic first aid",
    8,
    cat="count_pairs",
    note="N Q&A pairs",
)

C(
    "make up 5 fictional company names and a one-line pitch for each",
    5,
    cat="count_names_pitch",
    note="N names, each with a pitch",
)

C(
    """Hello! I am preparing a workshop for teachers. Could you give me 6 classroom activities that use ChatGPT responsibly? For each activity please include:
- the age group
- the time needed
- what the students learn""",
    6,
    cat="count_then_requirements",
    note="N activities with a bulleted per-activity template (not items)",
)

C(
    "write me 15 short motivational quotes for the gym wall, not the usual cliche ones",
    15,
    cat="count_quotes",
    note="N quotes",
)

C(
    "give 6 discussion questions for the novel The Lighthouse Orchard (it's about grief and a family farm)",
    6,
    cat="count_discussion_questions",
    note="N questions to write about a book",
)

C(
    "Generate 12 SEO keywords for a dog grooming business in Austin",
    12,
    cat="count_keywords",
    note="N keywords",
)

C(
    "i want 5 different opening lines for my cover letter, job is junior accountant at a construction firm",
    5,
    cat="count_lowercase",
    note="lowercase, run-on",
)

# ============================================================================ English: none
N(
    """Write a product description for our new standing desk.
- Mention the height range (70-120 cm)
- Mention the 5 year warranty
- Keep it under 120 words
- Friendly tone, no exclamation marks""",
    cat="one_task_requirement_bullets",
    note="one piece of writing with requirement bullets",
)

N(
    "Here are my symptoms: headache for 3 days, slight fever, stiff neck, sensitivity to light. Should I go to the ER?",
    cat="list_as_context",
    note="symptoms listed as context for one question",
)

N(
    "Which is better for a beginner photographer: Canon R50, Sony a6400 or Nikon Z50? budget is around 900",
    cat="compare_choose",
    note="choose among three cameras",
)

N(
    "Rank these programming languages by how easy they are to learn for a total beginner: Python, C++, JavaScript, Rust, Go",
    cat="rank",
    note="rank listed options",
)

N(
    "First find the average of 12, 18 and 27, then multiply it by 3, then tell me if the result is divisible by 5",
    cat="dependent_steps",
    note="each step uses the one before",
)

N(
    "How do I change a flat tire? step by step please, I've never done it",
    cat="procedure",
    note="one procedure asked as steps",
)

N(
    "Find a number x such that: 1) x is divisible by 3, 2) x is between 40 and 60, 3) the digits of x add up to 12",
    cat="math_enumerated_conditions",
    note="one problem with numbered conditions",
)

N(
    """Write a python function that takes a list of ints and:
1. removes duplicates
2. sorts it descending
3. returns the top 3""",
    cat="code_enumerated_steps",
    note="one function with numbered behaviour",
)

N(
    "write an essay about the industrial revolution covering its causes, the role of steam power, and the effect on child labour. 800 words",
    cat="essay_covering_topics",
    note="one essay naming three topics",
)

N(
    "haha thanks! you're actually pretty helpful, have a nice day",
    cat="chitchat",
    note="thanks and small talk",
)

N(
    """Which of the following is a renewable resource?
A. Coal
B. Natural gas
C. Wind
D. Oil""",
    cat="mcq_single",
    note="one multiple-choice question with options",
)

N(
    "Write a short story with these characters: Mira (a retired astronaut), Tobias (her grumpy cat), and Ms. Penhallow (the nosy neighbor). Setting: a lighthouse in winter.",
    cat="story_listed_characters",
    note="one story with listed characters",
)

N(
    """summarize this list of meeting notes into one paragraph:
- budget approved
- hiring freeze until Q3
- new office opening in Porto delayed
- team offsite in September""",
    cat="summarize_list",
    note="a list to be summarised as one paragraph",
)

N(
    "Write a 500-word essay on the top 3 reasons the Roman Empire fell",
    cat="essay_top_n",
    note="'top 3 reasons' inside one essay: one piece of writing",
)

N(
    "how many grams is 2 cups of flour?",
    cat="quantity_count",
    note="a number that is a quantity, not a count of things to make",
)

N(
    "What is the tallest mountain in Africa, and how long does it usually take to climb it?",
    cat="followup_builds_on_answer",
    note="the second question is about the first one's answer",
)

N(
    "Make a lesson plan for a 45 minute class on fractions, decimals and percentages for year 6",
    cat="single_task_topics",
    note="one lesson plan naming three topics",
)

N(
    "Here's my grocery list: eggs, spinach, feta, tortillas, chicken thighs, rice. What can I make for dinner tonight?",
    cat="list_as_context",
    note="groceries as context for one question",
)

N(
    "I got two offers: Company A pays 65k fully remote, Company B pays 78k but 3 days in office with 1h commute each way. which should I take?",
    cat="compare_choose",
    note="choose between two offers",
)

N(
    "Put these events in chronological order: the French Revolution, the American Revolution, the Glorious Revolution, the Russian Revolution",
    cat="order_events",
    note="one ordering of listed events",
)

N(
    "which word doesn't belong: apple, banana, carrot, mango",
    cat="odd_one_out",
    note="odd one out among listed words",
)

N(
    """You are a senior Python developer. Review my code below and tell me what you would change.

```python
import requests
def get(u):
    r = requests.get(u)
    if r.status_code == 200:
        return r.json()
    else:
        return None
```""",
    cat="roleplay_single_task",
    note="role-play preamble before one code review",
)

N(
    """Act as a career coach. Write a LinkedIn summary for me. Constraints:
1. First person
2. Max 150 words
3. Mention 8 years in supply chain and my move into data analytics
4. No buzzwords like 'synergy' or 'passionate'""",
    cat="prompt_numbered_constraints",
    note="numbered constraints on one piece of writing",
)

N(
    "translate this paragraph to german please: We are happy to confirm your booking for two nights. Breakfast is served from 7 to 10, and the reception is open around the clock. Let us know if you need a parking space.",
    cat="translate_one_text",
    note="one paragraph of several sentences to translate as a whole",
)

N(
    "My router shows these lights: 1. power green 2. internet blinking orange 3. wifi off. What's wrong with it?",
    cat="list_as_context_numbered",
    note="numbered observations as context for one question",
)

N(
    """A train leaves at 9:00 going 80 km/h.
(a) How far has it travelled by 11:30?
(b) Using your answer to (a), how long will the remaining 120 km take at the same speed?""",
    cat="math_parts_dependent",
    note="part (b) uses part (a)",
)

N(
    """write a SQL query that returns customers who:
- signed up in 2023
- have more than 3 orders
- never used a coupon""",
    cat="code_enumerated_conditions",
    note="one query with bulleted conditions",
)

N(
    "what are the three primary colors",
    cat="fixed_set",
    note="one question whose answer is a fixed set",
)

N(
    "Write a travel blog post about Lisbon covering food, neighborhoods and nightlife",
    cat="single_task_topics",
    note="one post naming three topics",
)

N(
    "good morning!! how are you today? i just finished my exams finally",
    cat="chitchat",
    note="greeting and small talk with a question mark",
)

N(
    "Can you explain recursion? I read about base cases, call stacks and stack overflow but I still don't get it",
    cat="one_question_topics",
    note="one question, topics named as context",
)

N(
    "convert 350 fahrenheit to celsius and then tell me what gas mark that is",
    cat="dependent_steps",
    note="the second part needs the first's result",
)

N(
    """Here is my to-do list for today:
- finish slides for the 2pm meeting
- call the dentist
- gym
- reply to Marco about the budget
- groceries
can you make me a schedule from 9 to 5?""",
    cat="list_as_context",
    note="tasks as context for one schedule",
)

N(
    "Which of these sentences is correct? 'Their going to the park' / 'They're going to the park' / 'There going to the park'",
    cat="choose_among",
    note="choose the correct sentence among three",
)

N(
    "Pick the best name for my bakery out of: Crumb & Co, Sweet Rise, The Flour Room",
    cat="choose_among",
    note="choose one of listed names (contrast: rating each is a list)",
)

N(
    "compare the iPhone 15 and Pixel 8 on camera, battery life and price",
    cat="compare_aspects",
    note="one comparison over three aspects",
)

N(
    """const arr = [1, 2, 3];
arr.forEach(async (x) => { await save(x); });
console.log("done");

why does "done" print before everything is saved""",
    cat="code_single_question",
    note="code and one question",
)

N(
    "Solve the system: 2x + y = 7, x - y = 2",
    cat="math_system",
    note="one system of equations (contrast: independent equations are a list)",
)

N(
    "Prove that the sum of two even numbers is always even",
    cat="math_single",
    note="one proof",
)

N(
    "I have 3 apples and my friend gives me 2 more, then I eat one. how many do I have",
    cat="math_word_problem",
    note="a word problem with numbers",
)

N(
    "what happens to your body if you drink 5 cups of coffee a day?",
    cat="quantity_count",
    note="a number that is a quantity, one question",
)

N(
    "Write one paragraph that uses these 5 vocabulary words: reluctant, vivid, obscure, abundant, fragile",
    cat="one_text_uses_words",
    note="one paragraph using all the words (contrast: a sentence for each word is a list)",
)

N(
    "Create a weekly meal plan for a vegetarian, 1800 kcal, no nuts, high protein, cheap ingredients",
    cat="single_task_constraints",
    note="one plan with comma-separated constraints",
)

N(
    """Can you turn these bullet points into a professional email to my manager?
- need friday off
- will finish the report thursday
- Sam can cover my calls""",
    cat="bullets_to_one_email",
    note="bullets as the content of one email",
)

N(
    """Role: You are a legal assistant.
Context: A tenant moved out 6 weeks ago and has not received the deposit back.
Task: Draft a letter to the landlord asking for it.
Format: formal, under 250 words.""",
    cat="role_context_task_format",
    note="a role/context/task/format template",
)

N(
    """Here are my blood test results:
Hemoglobin 11.2 g/dL
Ferritin 9 ng/mL
Vitamin D 18 ng/mL
TSH 2.1 mIU/L
Is anything concerning?""",
    cat="list_as_context",
    note="lab values as context for one question",
)

N(
    "what are the pros and cons of nuclear energy",
    cat="one_question_pros_cons",
    note="one question answered as pros and cons",
)

N(
    "Write a story in three parts: the beginning where Leo finds a brass key, the middle where he opens the attic, and the end where he meets his grandfather's ghost",
    cat="story_in_parts",
    note="one story described part by part",
)

N(
    "Find me a good recipe for banana bread and then convert its measurements to grams",
    cat="dependent_steps",
    note="convert the recipe found in the first step",
)

N(
    "Write a regex that matches a password with at least 8 characters, one uppercase letter, one digit and one special character",
    cat="code_enumerated_conditions",
    note="one regex with several conditions",
)

N(
    "Sort these from smallest to largest: 0.5, 1/3, 0.45, 2/5",
    cat="order_values",
    note="one ordering",
)

N(
    """Analyze the themes of loss, memory and time in this poem:

The kitchen clock still runs ten minutes fast,
the way you set it so we'd never miss the bus.
I have not changed it. Every morning I am early
for a day you are not in.""",
    cat="one_analysis_topics",
    note="one analysis naming three themes",
)

N(
    "Describe the water cycle, including evaporation, condensation, precipitation and collection",
    cat="one_description_topics",
    note="one description naming its stages",
)

N(
    """I'm writing a fantasy novel. The kingdoms are:
- Aldor (desert, ruled by a council of merchants)
- Vessa (islands, a queen)
- Krun (mountains, clans)
Write the prologue where Vessa declares war on Aldor.""",
    cat="list_as_context_creative",
    note="world notes as context for one scene",
)

N(
    "thank you so much that worked!! you saved my assignment",
    cat="chitchat",
    note="thanks",
)

N(
    "how many glasses of water should I drink a day",
    cat="single_question",
    note="one question with a plural noun",
)

N(
    "Count how many vowels there are in total in 'banana', 'kiwi' and 'strawberry'",
    cat="one_computation_over_list",
    note="one total over three words",
)

N(
    """Read the passage and choose the correct answer.

Maple trees are tapped in late winter, when cold nights and warm days make the sap flow. About forty litres of sap are boiled down to make one litre of syrup.

What is the main idea of the passage?
A) Maple trees grow in cold places
B) How and when maple syrup is made
C) Why sap is sweet
D) How to plant a maple tree""",
    cat="mcq_after_passage",
    note="one multiple-choice question after a short passage",
)

N(
    "Fix the grammar in this paragraph: Yesterday me and my friend goes to the cinema. The film were very boring and we leaved early. After we eat pizza in a small restaurant near of the station.",
    cat="correct_one_text",
    note="one paragraph of several sentences to correct as a whole",
)

N(
    "What do Tesla, Edison and Westinghouse have in common?",
    cat="one_question_names",
    note="one question about three names",
)

N(
    "Install node, then create a react app with vite, then add tailwind. walk me through it",
    cat="procedure_steps",
    note="one setup procedure in dependent steps",
)

N(
    "Create a budget spreadsheet template with columns for Date, Category, Amount and Notes",
    cat="build_with_columns",
    note="columns of something to build, nothing to extract",
)

N(
    "Design a database schema for a small library with tables for books, members and loans",
    cat="code_design_single",
    note="one schema naming three tables",
)

N(
    "Give me a 3-day itinerary for Rome on a student budget",
    cat="single_task_number",
    note="one itinerary; the number is its length",
)

N(
    "write a 4 paragraph essay on why voting matters",
    cat="single_task_number",
    note="one essay of N paragraphs",
)

N(
    "What's a good name for a golden retriever puppy? she's very calm",
    cat="single_question",
    note="one name asked for",
)

N(
    """we have these bugs in the backlog:
BUG-101 login button misaligned on safari
BUG-102 password reset email goes to spam
BUG-103 dashboard loads slowly for big accounts
which one should we fix first if we only have 2 days?""",
    cat="list_as_context_choose",
    note="tickets as context for one choice",
)

N(
    "I want you to act as a Linux terminal. I will type commands and you will reply with what the terminal should show. My first command is pwd",
    cat="roleplay_setup",
    note="a role-play set-up with one first command",
)

N(
    "Explain the difference between RAM, ROM and cache memory",
    cat="compare_explain",
    note="one comparison of three things",
)

N(
    "If a shirt costs $40 after a 20% discount, what was the original price, and how much did I save?",
    cat="math_shared_computation",
    note="two asks that share one computation",
)

N(
    "Write a cover letter for a barista job. I have 2 years experience, I speak English and Portuguese, I can start immediately.",
    cat="single_task_facts",
    note="facts given for one letter",
)

N(
    "is it weird that i talk to my plants lol",
    cat="chitchat",
    note="small talk question",
)

N(
    """Here are the survey answers we got:
"too expensive"
"love the app but it crashes"
"customer service was slow"
"great value"
"crashes on android"
What are the main themes?""",
    cat="list_as_context_summarize",
    note="quoted answers as context for one theme summary (contrast: labelling each is a list)",
)

N(
    "Plan a surprise birthday party for my sister: she likes jazz, Thai food and board games, budget 300 dollars, 15 guests",
    cat="single_task_constraints",
    note="one plan with listed preferences",
)

N(
    """def fib(n):
    if n <= 1:
        return n
    return fib(n-1) + fib(n-2)

make this faster. requirements: keep the same signature, no global variables, must handle n up to 10000""",
    cat="code_requirements",
    note="one code change with requirements",
)

# ============================================================================ other languages
# ---- Spanish
L(
    """Responde estas preguntas de historia, por favor:
1. ⟦¿Quién fue Simón Bolívar?⟧
2. ⟦¿En qué año se independizó México?⟧
3. ⟦¿Qué fue la Guerra Civil Española?⟧""",
    lang="es",
    cat="homework_numbered",
    note="numbered history questions in Spanish",
)

F(
    "Extrae ⟦nombre completo⟧, ⟦fecha de nacimiento⟧ y ⟦número de pasaporte⟧ del siguiente texto: Me llamo Lucía Ferrer Ibáñez, nací el 2 de abril de 1988 y mi pasaporte es el PAB482917.",
    lang="es",
    cat="fields_prose",
    note="fields in prose before the text",
)

C(
    "dame 10 ideas de nombres para una cafetería pequeña en Valencia",
    10,
    lang="es",
    cat="count_names",
    note="N name ideas",
)

N(
    "¿Qué es mejor para aprender inglés: Duolingo, Babbel o una academia presencial?",
    lang="es",
    cat="compare_choose",
    note="choose among three options",
)

N(
    "Escribe un correo a mi jefe pidiendo vacaciones del 3 al 14 de agosto, en tono formal y breve, y menciona que dejaré todo organizado con Carmen.",
    lang="es",
    cat="single_task_constraints",
    note="one email with requirements",
)

# ---- French
L(
    """Traduis ces phrases en anglais :
- ⟦Je suis en retard ce matin.⟧
- ⟦Peux-tu m'envoyer le fichier ?⟧
- ⟦On se voit demain à midi.⟧""",
    lang="fr",
    cat="translate_lines",
    note="sentences to translate, dashed",
)

F(
    "Extrais du texte ci-dessous : ⟦nom de l'entreprise⟧, ⟦adresse⟧, ⟦numéro SIRET⟧, ⟦date de création⟧\n\nLa société Atelier Brume, installée au 12 rue des Tanneurs à Nantes, immatriculée sous le SIRET 812 345 678 00021, a été créée le 5 mars 2016.",
    lang="fr",
    cat="fields_below",
    note="fields before the text",
)

C(
    "propose-moi 8 titres accrocheurs pour un article sur le télétravail",
    8,
    lang="fr",
    cat="count_titles",
    note="N titles",
)

N(
    "Rédige une dissertation sur la liberté en abordant Sartre, Rousseau et Kant.",
    lang="fr",
    cat="essay_covering_topics",
    note="one essay naming three philosophers",
)

N(
    "salut ! ça va ? j'ai enfin fini mon mémoire, je suis trop contente",
    lang="fr",
    cat="chitchat",
    note="small talk",
)

# ---- German
L(
    "Kannst du mir diese Fragen beantworten? ⟦Wie lange dauert ein Flug von Berlin nach Lissabon?⟧ ⟦Braucht man in Portugal einen Adapter für die Steckdose?⟧ ⟦Was kostet ein Espresso ungefähr in Lissabon?⟧",
    lang="de",
    cat="inline_questions",
    note="three travel questions run together on one line",
)

F(
    "Bitte folgende Angaben aus der Rechnung herausziehen: ⟦Rechnungsnummer⟧, ⟦Rechnungsdatum⟧, ⟦Nettobetrag⟧, ⟦MwSt.⟧, ⟦Gesamtbetrag⟧\n\nRechnung Nr. 2025-0117 vom 14.01.2025, Netto 1.200,00 €, MwSt. 19 % 228,00 €, Gesamt 1.428,00 €",
    lang="de",
    cat="fields_invoice",
    note="invoice fields, one abbreviated with a full stop",
)

C(
    "Schreib mir 5 Ideen für einen Kindergeburtstag im Winter, die Kinder sind 7",
    5,
    lang="de",
    cat="count_ideas",
    note="N ideas, another number (age) in the request",
)

N(
    "Erkläre mir Schritt für Schritt, wie ich meine Steuererklärung mit ELSTER mache.",
    lang="de",
    cat="procedure",
    note="one procedure",
)

N(
    "Welche Programmiersprache soll ich zuerst lernen: Python, Java oder C#? Ich will später Spiele machen.",
    lang="de",
    cat="compare_choose",
    note="choose among three languages",
)

# ---- Portuguese
L(
    """Responda cada pergunta em uma frase:
⟦O que é fotossíntese?⟧
⟦Qual é a capital do Canadá?⟧
⟦Quem escreveu Dom Casmurro?⟧""",
    lang="pt",
    cat="questions_lines",
    note="questions on plain lines",
)

F(
    "extraia do texto abaixo: ⟦nome do cliente⟧, ⟦CPF⟧, ⟦endereço⟧, ⟦valor da compra⟧\n\nCliente Rafael Moura, CPF 123.456.789-09, Rua das Acácias 45, Belo Horizonte, comprou uma geladeira por R$ 3.499,00.",
    lang="pt",
    cat="fields_below",
    note="lowercase field request",
)

C(
    "me dá 15 ideias de legenda pro instagram de uma loja de roupas femininas",
    15,
    lang="pt",
    cat="count_captions",
    note="informal Brazilian Portuguese count",
)

N(
    "Aqui está minha lista de compras: arroz, feijão, ovos, tomate, queijo. O que posso cozinhar hoje?",
    lang="pt",
    cat="list_as_context",
    note="groceries as context for one question",
)

# ---- Italian
L(
    "Definisci questi termini: ⟦inflazione⟧, ⟦PIL⟧, ⟦spread⟧, ⟦debito pubblico⟧",
    lang="it",
    cat="define_terms_inline",
    note="economics terms inline",
)

F(
    "Estrai dal testo: ⟦nome⟧, ⟦cognome⟧, ⟦data di nascita⟧, ⟦codice fiscale⟧\n\nSono Marco Bellini, nato il 9 settembre 1979, codice fiscale BLLMRC79P09F205X.",
    lang="it",
    cat="fields_before_text",
    note="fields before the text",
)

C(
    "scrivimi 6 frasi motivazionali per il lunedì mattina",
    6,
    lang="it",
    cat="count_quotes",
    note="N sentences",
)

N(
    "Scrivi un tema sull'immigrazione parlando delle cause, delle conseguenze e delle possibili soluzioni.",
    lang="it",
    cat="essay_covering_topics",
    note="one essay naming three aspects",
)

# ---- Russian
L(
    """Ответь на вопросы:
1. ⟦Что такое фотосинтез?⟧
2. ⟦Кто написал «Войну и мир»?⟧
3. ⟦Сколько планет в Солнечной системе?⟧""",
    lang="ru",
    cat="homework_numbered",
    note="numbered questions in Russian",
)

F(
    "Извлеки из текста: ⟦ФИО⟧, ⟦дата рождения⟧, ⟦номер телефона⟧, ⟦адрес электронной почты⟧\n\nМеня зовут Смирнова Анна Викторовна, родилась 12.05.1995, телефон +7 912 345-67-89, почта anna.s@pochta.example",
    lang="ru",
    cat="fields_before_text",
    note="fields before the text",
)

C(
    "придумай 10 названий для телеграм-канала про путешествия",
    10,
    lang="ru",
    cat="count_names",
    note="N names",
)

N(
    "Что лучше взять для учёбы: MacBook Air, Lenovo ThinkPad или Asus Zenbook?",
    lang="ru",
    cat="compare_choose",
    note="choose among three laptops",
)

N(
    """Напиши функцию на Python, которая:
1) принимает строку
2) удаляет пробелы
3) возвращает её в обратном порядке""",
    lang="ru",
    cat="code_enumerated_steps",
    note="one function with numbered behaviour",
)

# ---- Chinese
L(
    """请回答以下问题：
1. ⟦什么是人工智能？⟧
2. ⟦长城有多长？⟧
3. ⟦中国有多少个省级行政区？⟧""",
    lang="zh",
    cat="homework_numbered",
    note="numbered questions in Chinese",
)

F(
    "从下面的文字中提取：⟦姓名⟧、⟦电话⟧、⟦地址⟧、⟦订单号⟧\n\n您好，我是王晓明，电话13800138000，地址是上海市浦东新区世纪大道100号，订单号是DD20250318。",
    lang="zh",
    cat="fields_enumeration_comma",
    note="fields joined by 、",
)

C(
    "帮我想十个奶茶店的名字",
    10,
    lang="zh",
    cat="count_names",
    note="十个 = 10",
)

N(
    "苹果、香蕉、橙子，哪个维生素C最多？",
    lang="zh",
    cat="compare_choose",
    note="choose among three fruits",
)

N(
    "请写一篇关于环境保护的作文，包括空气污染、水污染和垃圾分类，800字左右。",
    lang="zh",
    cat="essay_covering_topics",
    note="one essay naming three topics",
)

# ---- Japanese
L(
    """次の質問に答えてください。
・⟦日本で一番高い山は？⟧
・⟦東京の人口はどれくらい？⟧
・⟦寿司の起源は？⟧""",
    lang="ja",
    cat="questions_bullets",
    note="questions marked with ・",
)

F(
    "以下のメールから、⟦氏名⟧、⟦会社名⟧、⟦電話番号⟧、⟦希望日時⟧を抜き出してください。\n\nお世話になっております。株式会社ミドリ技研の佐藤健一です。打ち合わせは3月12日14時を希望します。連絡先は03-1234-5678です。",
    lang="ja",
    cat="fields_prose",
    note="fields joined by 、 before を",
)

C(
    "新しいカフェのキャッチコピーを5つ考えてください",
    5,
    lang="ja",
    cat="count_tsu",
    note="5つ = 5",
)

N(
    "東京から大阪まで行くなら、新幹線と飛行機どっちがいいですか？",
    lang="ja",
    cat="compare_choose",
    note="choose between two options",
)


if __name__ == "__main__":
    main(ROWS, out=OUT, prefix="z", source=SOURCE)
