"""Hand-written training rows for the items finder, set (f): everyday chat tasks with several items.

    python3 router_data/items/build_written_f.py          # writes written_f.jsonl, with the checks
    python3 router_data/items/build_written_f.py --check  # the checks only

Every row is written here by hand (see WRITTEN_F.md), after the everyday task families that chat users
send with several items in one message: repeated generation ("give me N ...", "rewrite this in N
ways", "N more like these"), several questions about one passage, several independent questions,
entities, keywords or a label taken from each of several sentences, translation of several sentences
or words and of one text into several languages, correction of several sentences, classification and
sentiment of each item, a summary, title or description per text or product, the same question about
several entities, fields to extract, several small creative tasks in one message; and the look-alike
negatives (a comparison, ranking or choice among listed items, sorting or deduplicating a list, one
text that must include listed points, a question built on an earlier one's answer, a compound
single-topic question, the steps of one procedure, code or a query with a list of requirements, a
math problem with listed quantities, counting among listed items, one summary of several texts, one
question with listed constraints, a list given as context, small talk, and numbers that are not a
count of things asked for). In a ``list`` or ``fields`` request each gold item is marked
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

OUT = HERE / "written_f.jsonl"
SOURCE = "written for training (f)"
ROWS = Rows()
L, F, C, N = ROWS.L, ROWS.F, ROWS.C, ROWS.N


# ============================================================================ English: count (repeated generation)
C(
    "give me 10 names for a small bakery in a seaside town, short and easy to remember",
    10,
    cat="count_generate",
    note="digits, requirements after",
)
C(
    "generate 5 unique instagram captions for a photo of my dog at the beach. keep them under 15 words each and add one emoji",
    5,
    cat="count_generate",
    note="unique captions, per-item limit is not a count",
)
C(
    "Could you help me come up with twelve ideas for a 7 year old's birthday party? budget is tight so nothing expensive",
    12,
    cat="count_generate",
    note="number word; the age is not the count",
)
C(
    'rewrite the following sentence in 4 different ways: "The meeting has been moved to Thursday afternoon."',
    4,
    cat="count_rewrite",
    note="N different ways of one sentence",
)
C(
    """here are some slogans i like:
- Fresh from the farm, straight to you
- Taste the morning
- Good food, no fuss
can you write 6 more like these for a juice bar""",
    6,
    cat="count_more_like",
    note="examples are context, the count is 6",
)
C(
    "paraphrase this 3 times pls: the results were not as good as we expected",
    3,
    cat="count_rewrite",
    note="N times",
)
C(
    "hey! i need 20 trivia questions about the solar system for a pub quiz, with answers. mix easy and hard ones",
    20,
    cat="count_generate",
    note="greeting, requirements after",
)
C(
    "list 8 possible titles for my essay on climate migration",
    8,
    cat="count_generate",
    note="list verb",
)
C(
    "pls give me 3 alternative subject lines for a newsletter about our spring sale",
    3,
    cat="count_generate",
    note="pls",
)
C(
    "Write 15 multiple choice questions on photosynthesis for year 9 students. Each should have four options and mark the correct one.",
    15,
    cat="count_generate",
    note="four options per item is not the count; year 9 neither",
)
C(
    "can u suggest like 7 names for a black cat girl",
    7,
    cat="count_generate",
    note="like 7, chat spelling",
)
C(
    "I'm starting a podcast about personal finance for students. Can you brainstorm ten episode ideas? Each one should have a catchy title and a one-sentence description.",
    10,
    cat="count_generate",
    note="preamble, per-item spec after",
)
C(
    "give me two more versions of this tweet: 'we're live! come check out the new menu'",
    2,
    cat="count_rewrite",
    note="two versions",
)
C(
    "generate 50 random usernames for a gaming site, no numbers",
    50,
    cat="count_generate",
    note="long count, 'no numbers' is a constraint",
)
C(
    "Suggest 5 icebreaker questions for a team meeting with people who don't know each other yet.",
    5,
    cat="count_generate",
    note="suggest N",
)
C(
    "come up with nine riddles for kids, answers at the bottom",
    9,
    cat="count_generate",
    note="number word, lowercase",
)
C(
    "Write 4 short bedtime stories about a sleepy dragon, each around 100 words.",
    4,
    cat="count_generate",
    note="100 words is a length, not the count",
)
C(
    "I need a dozen catchy taglines for a fitness app aimed at busy moms",
    12,
    cat="count_generate",
    note="a dozen",
)
C(
    "Can you please give me 6 examples of sentences using the word 'ubiquitous'?",
    6,
    cat="count_generate",
    note="polite wrapper",
)
C(
    "reword this 5 ways so it sounds less rude: 'you didnt read my email did you'",
    5,
    cat="count_rewrite",
    note="N ways",
)
C(
    "More like this please, maybe 10: 'Why did the scarecrow win an award? Because he was outstanding in his field.'",
    10,
    cat="count_more_like",
    note="count before the example",
)
C(
    "generate 3 different cover letter openings for a junior data analyst role. Requirements: no clichés, under 60 words each, mention SQL.",
    3,
    cat="count_generate",
    note="requirements list after the count",
)
C(
    "write me 25 interview questions for a barista position",
    25,
    cat="count_generate",
    note="write me N",
)
C(
    "give 4 synonyms for 'happy'",
    4,
    cat="count_generate",
    note="short",
)
C(
    "Brainstorm thirty fun facts about octopuses I can use in a kids' science video.",
    30,
    cat="count_generate",
    note="thirty",
)
C(
    "i want 3 different logo concepts described in words for a coffee shop called Bean There",
    3,
    cat="count_generate",
    note="i want N",
)
C(
    "Hi there, hope you're doing well! I run a tiny candle shop on Etsy and my product pages feel boring. Could you write eight different product names for a lavender and vanilla soy candle? Cozy vibe, nothing too long.",
    8,
    cat="count_generate",
    note="greeting and preamble before the count",
)
C(
    "What are 5 good questions to ask at the end of a job interview?",
    5,
    cat="count_generate",
    note="what are N good ...",
)
C(
    "hey can you give me a couple of fun team names for our office bowling night, 2 is enough",
    2,
    cat="count_generate",
    note="a couple, pinned to 2",
)


# ============================================================================ English: list, reading comprehension
L(
    """Read the passage and answer the questions.

The town of Halvik sits at the mouth of the Orsa river. For most of the nineteenth century it lived from herring, and at its peak in 1871 it had forty-two smokehouses. When the herring shoals moved north after 1890, the smokehouses closed one by one, and by 1910 only three remained. Today Halvik is known for its summer music festival, which began in 1978 as a single concert in the old church.

1. ⟦How many smokehouses did Halvik have in 1871?⟧
2. ⟦Why did the smokehouses close?⟧
3. ⟦When did the music festival begin?⟧""",
    cat="questions_passage",
    note="passage first, numbered questions",
)
L(
    """answer these based on the text below: ⟦who built the machine⟧, ⟦what was it first used for⟧ and ⟦why did it fail⟧

text: In 1923 a clockmaker from Utrecht named Pieter Mol built a machine that could sort letters by the first digit of their postcode. The post office tried it for two years in a single sorting room. It worked, but it needed a mechanic on hand all day and jammed whenever an envelope was damp, so the office went back to sorting by hand in 1925.""",
    cat="questions_passage",
    note="questions before the passage, inline, no question marks",
)
L(
    """Mira had never seen snow before she moved to Calgary. On her first morning she went outside in sneakers and a thin jacket, and within ten minutes her toes were numb. Her neighbour, an old man called Mr. Dube, laughed, lent her a pair of boots and told her the secret was wool socks, not thick ones.

where did mira move to
what did she wear on the first morning
who helped her
what was the secret he told her""",
    [
        "where did mira move to",
        "what did she wear on the first morning",
        "who helped her",
        "what was the secret he told her",
    ],
    cat="questions_passage",
    note="questions on lines without markers, lowercase",
)
L(
    """Story: The village council voted to close the footbridge over the Tarn in March after an inspector found rust in two of its cables. Repairs were priced at 140,000 euros, which the council could not pay on its own, so it applied for a regional grant. The grant came through in August and the bridge reopened in November.

Q1: ⟦Why was the bridge closed?⟧
Q2: ⟦How much did the repairs cost?⟧
Q3: ⟦When did it reopen?⟧""",
    cat="questions_passage",
    note="Q1:/Q2: labels left out",
)
L(
    """comprehension questions for my son's homework, can you help him check his answers? the text is:

"Bees dance to tell each other where food is. A round dance means the flowers are close to the hive. A waggle dance means they are further away, and the direction of the waggle shows which way to fly."

a) ⟦What does a round dance mean?⟧
b) ⟦What does a waggle dance mean?⟧
c) ⟦How do the bees know which way to fly?⟧""",
    cat="questions_passage",
    note="lettered questions after a quoted passage",
)


# ============================================================================ English: list, independent questions
L(
    "few questions about my account: ⟦how do i change my password?⟧ ⟦can i have two profiles on one login?⟧ ⟦where do i see my invoices?⟧",
    cat="questions_support",
    note="inline, question marks only",
)
L(
    """can you answer these for my biology revision
⟦what is osmosis⟧
⟦what does the mitochondria do⟧
⟦difference between mitosis and meiosis⟧""",
    cat="questions_study",
    note="lines without markers, no punctuation",
)
L(
    "quiz night prep, need answers: 1) ⟦what is the tallest mountain in africa?⟧ 2) ⟦who painted the girl with a pearl earring?⟧ 3) ⟦how many players are on a rugby union team?⟧ 4) ⟦what year did the berlin wall fall?⟧",
    cat="questions_trivia",
    note="numbered inline with 1)",
)
L(
    "⟦whats the boiling point of water in fahrenheit⟧ and ⟦how many ounces are in a cup⟧",
    cat="questions_independent",
    note="two questions joined by and",
)
L(
    "Hello! Two quick questions. ⟦Is it safe to freeze cooked rice?⟧ ⟦Can I use coconut oil instead of butter in brownies?⟧",
    cat="questions_independent",
    note="greeting, two questions",
)
L(
    "hi pls answer: ⟦what is the capital of australia⟧; ⟦who wrote 1984⟧; ⟦what's the speed of light⟧",
    cat="questions_trivia",
    note="semicolons",
)
L(
    """I have some questions about python:
- ⟦what's the difference between a list and a tuple?⟧
- ⟦how do i read a csv file?⟧
- ⟦what does __init__ do?⟧""",
    cat="questions_study",
    note="bulleted programming questions",
)
L(
    """⟦how do i get rid of fruit flies⟧
⟦why do my basil plants keep dying⟧
⟦can i compost orange peels⟧""",
    cat="questions_lines",
    note="bare lines, no instruction",
)
L(
    "Three unrelated things I've been wondering: ⟦why is the sky blue?⟧, ⟦do fish sleep?⟧, and ⟦why do we get hiccups?⟧",
    cat="questions_independent",
    note="commas and 'and'",
)
L(
    "⟦wat is the diffrence between affect and effect⟧ also ⟦when do i use whom⟧",
    cat="questions_study",
    note="typos, 'also' left out",
)
L(
    "So I've just moved to Germany for work and I'm a bit lost with all the paperwork. My landlord gave me a pile of forms and my German is still very basic. Could you help with these: ⟦What is the Anmeldung and where do I do it?⟧ ⟦Do I need a tax ID before my first salary?⟧ ⟦Is health insurance mandatory for employees?⟧ Thanks a lot!",
    cat="questions_support",
    note="long preamble, compound first question is one item, sign-off",
)
L(
    """Hi support team,

I bought the Nimbus 2 headphones last week and love them, but a few things:

• ⟦Can I connect them to two phones at the same time?⟧
• ⟦Is there a way to turn off the voice prompts?⟧
• ⟦Does the warranty cover the ear cushions?⟧

Thanks,
Dana""",
    cat="questions_support",
    note="email with bullets and sign-off",
)
L(
    "⟦How long should I boil an egg for a runny yolk?⟧ ⟦What temperature do I bake salmon at?⟧ ⟦Can I freeze fresh herbs?⟧",
    cat="questions_independent",
    note="no instruction, three cooking questions",
)
L(
    """study questions for my history exam tmrw, short answers pls
1. ⟦what started ww1⟧
2. ⟦who was the first emperor of rome⟧
3. ⟦what was the magna carta⟧
4. ⟦when did the french revolution start⟧
5. ⟦what was the cold war⟧
6. ⟦who was nelson mandela⟧""",
    cat="questions_study",
    note="six numbered, lowercase",
)
L(
    "Q: ⟦How do I cancel my gym membership?⟧ Q: ⟦Can I freeze it instead for a month?⟧",
    cat="questions_support",
    note="Q: labels",
)


# ============================================================================ English: list, entities / keywords / labels from each text
L(
    """Extract the named entities (person, organisation, location) from each sentence:
1. ⟦Maria Lopez joined Finley Bank in Toronto last spring.⟧
2. ⟦The Red Cross opened a new office in Nairobi.⟧
3. ⟦Tom Becker met the mayor of Lyon on Friday.⟧""",
    cat="ner_each",
    note="numbered sentences",
)
L(
    """find all people and places in these:
- ⟦Ahmed flew from Cairo to Oslo to see his sister Leila.⟧
- ⟦Jenna and Rob are moving to Perth.⟧""",
    cat="ner_each",
    note="two bulleted sentences",
)
L(
    "Text 1: ⟦Greenfield Foods announced a recall of its peanut butter in Ohio.⟧ Text 2: ⟦Dr. Alan Wu will speak at Halden University on Monday.⟧ Text 3: ⟦The Danube flooded parts of Budapest.⟧\nFor each text, list the organisations, people and locations.",
    cat="ner_each",
    note="Text N: labels, list before instruction",
)
L(
    """ner on each line, output json per line
⟦Orbis Labs hired Sara Kim as head of design in Austin⟧
⟦Kofi Mensah signed with Harbour City FC⟧
⟦Tavoro Motors opens factory near Valencia⟧""",
    cat="ner_each",
    note="lines, terse instruction",
)
L(
    """give me 3 keywords for each of these abstracts:

Abstract A: ⟦We study how soil moisture affects the yield of drought-resistant maize in East Africa over five growing seasons.⟧

Abstract B: ⟦This paper proposes a lightweight method for detecting fake product reviews using writing-style features.⟧""",
    cat="keywords_each",
    note="3 keywords per abstract is not a count",
)
L(
    """tag each headline with a topic (sports, politics, tech, business):
⟦Local team wins regional cup after penalty shootout⟧
⟦Parliament votes on new housing bill⟧
⟦Startup unveils cheaper solar battery⟧
⟦Shares of Morland Retail fall 8%⟧""",
    cat="label_each",
    note="four headlines on lines",
)
L(
    "what's the main verb in each: ⟦The children were playing outside.⟧ ⟦She has finished her homework.⟧ ⟦We will visit Grandma soon.⟧",
    cat="label_each",
    note="one answer per sentence, inline",
)
L(
    """Pull out any dates mentioned in each of these messages:
"⟦Can we move the dentist to the 14th?⟧"
"⟦Rent is due on March 1 and the inspection is on March 9.⟧"
"⟦No dates here, just saying hi⟧\"""",
    cat="ner_each",
    note="quoted messages, quotes left out",
)


# ============================================================================ English: list, translation
L(
    "translate to spanish: ⟦Where is the train station?⟧ ⟦How much does this cost?⟧ ⟦I would like a coffee, please.⟧",
    cat="translate_sentences",
    note="inline sentences",
)
L(
    """can you translate these into french pls
1. ⟦I'm running late⟧
2. ⟦See you tomorrow⟧
3. ⟦Happy birthday to my best friend⟧""",
    cat="translate_sentences",
    note="numbered, no punctuation",
)
L(
    """Translate the following sentences into German:
- ⟦The weather is lovely today.⟧
- ⟦My brother works in a hospital.⟧
- ⟦We are going to the cinema tonight.⟧
- ⟦Can you help me with my homework?⟧""",
    cat="translate_sentences",
    note="bulleted",
)
L(
    "what are these words in japanese: ⟦apple⟧, ⟦water⟧, ⟦train⟧, ⟦friend⟧",
    cat="translate_words",
    note="words, commas",
)
L(
    "italian for ⟦fork⟧, ⟦knife⟧, ⟦spoon⟧ and ⟦napkin⟧?",
    cat="translate_words",
    note="terse",
)
L(
    "How do you say ⟦thank you⟧ and ⟦excuse me⟧ in Korean?",
    cat="translate_words",
    note="two phrases",
)
L(
    "translate 'good night' into ⟦French⟧, ⟦Spanish⟧ and ⟦German⟧",
    cat="translate_languages",
    note="one text, the languages are the items",
)
L(
    "how would i say 'welcome to our shop' in ⟦arabic⟧, ⟦hindi⟧, ⟦mandarin⟧ and ⟦portuguese⟧? it's for a sign",
    cat="translate_languages",
    note="lowercase languages, reason after",
)
L(
    'Please translate this sentence into ⟦Italian⟧, ⟦Dutch⟧, ⟦Polish⟧: "Please close the door quietly."',
    cat="translate_languages",
    note="languages before the text",
)
L(
    "I need our tagline 'Built to last' translated to: ⟦Spanish (Mexico)⟧, ⟦French (Canada)⟧, ⟦Brazilian Portuguese⟧",
    cat="translate_languages",
    note="locales with brackets",
)
L(
    """⟦I love you⟧
⟦I miss you⟧
⟦come home soon⟧

these in russian please""",
    cat="translate_sentences",
    note="list before the instruction",
)
L(
    "translate into english pls: ⟦Ich bin müde.⟧ / ⟦Wo wohnst du?⟧ / ⟦Das ist mein Bruder.⟧",
    cat="translate_sentences",
    note="slashes, German source",
)


# ============================================================================ English: list, grammar / spelling
L(
    "fix the grammar: ⟦me and him goes to school together.⟧ ⟦she dont like apples.⟧ ⟦their going to the park later.⟧",
    cat="grammar_each",
    note="inline after a colon",
)
L(
    """Can you correct the spelling in each of these sentences?
1. ⟦I recieved you're letter yesterday.⟧
2. ⟦The resturant was definately to expensive.⟧
3. ⟦Its a beatiful day.⟧""",
    cat="grammar_each",
    note="numbered",
)
L(
    """correct these pls
⟦i has a dog named max⟧
⟦we was late for the bus⟧""",
    cat="grammar_each",
    note="two lines",
)
L(
    "check grammar of each sentence and explain the mistakes - ⟦He have been working here since five years.⟧ - ⟦If I would know, I would tell you.⟧ - ⟦She is more taller than her sister.⟧",
    cat="grammar_each",
    note="dashes inline",
)
L(
    "proofread: ⟦the cat sleep on the sofa all day⟧; ⟦my freinds is coming over⟧; ⟦does he likes pizza?⟧",
    cat="grammar_each",
    note="semicolons",
)
L(
    'Are these sentences correct? "⟦Less people came than expected.⟧" "⟦Who\'s car is this?⟧"',
    cat="grammar_each",
    note="quoted, quotes left out",
)
L(
    """make each of these sound more professional, it's for emails to clients:
- ⟦hey, just checking if u got my last email⟧
- ⟦sorry for the late reply, was super busy⟧
- ⟦can u send the files asap⟧""",
    cat="rewrite_each",
    note="rewrite per line",
)


# ============================================================================ English: list, classification / sentiment
L(
    "classify each as a fruit or a vegetable: ⟦carrot⟧, ⟦apple⟧, ⟦spinach⟧, ⟦tomato⟧, ⟦mango⟧",
    cat="classify_inline",
    note="five words inline",
)
L(
    "which of these are mammals and which are not, answer for each: ⟦dolphin⟧, ⟦penguin⟧, ⟦bat⟧, ⟦shark⟧",
    cat="classify_inline",
    note="answer for each",
)
L(
    """Label each email subject as spam or not spam:
⟦You have won a free cruise!!!⟧
⟦Team lunch moved to 1pm⟧
⟦Your invoice #4471 is attached⟧
⟦URGENT: verify your account now⟧""",
    cat="classify_lines",
    note="subjects on lines",
)
L(
    """sentiment for each review (positive/negative/neutral):
1. ⟦Arrived quickly and works perfectly.⟧
2. ⟦The strap broke after two days.⟧
3. ⟦It's okay, nothing special.⟧""",
    cat="sentiment_each",
    note="numbered reviews",
)
L(
    """is each of these tweets positive or negative?
- ⟦cant believe how good this new album is 🔥⟧
- ⟦my flight got cancelled AGAIN⟧
- ⟦monday mornings are the worst⟧""",
    cat="sentiment_each",
    note="tweets with emoji",
)
L(
    'classify the sentiment of each string in this list: ["⟦love it⟧", "⟦meh⟧", "⟦worst purchase ever⟧", "⟦would buy again⟧"]',
    cat="sentiment_each",
    note="Python list, quotes left out",
)
L(
    '{"reviews": ["⟦Battery lasts all day⟧", "⟦Screen scratches easily⟧", "⟦Great value for the price⟧"]} -> give me a sentiment label for each one',
    cat="sentiment_each",
    note="JSON list before the instruction",
)
L(
    """| id | comment |
|---|---|
| 1 | ⟦The app keeps crashing when I upload photos⟧ |
| 2 | ⟦Love the new dark mode⟧ |
| 3 | ⟦How do I export my data?⟧ |

classify each comment as bug, praise or question""",
    cat="classify_table",
    note="markdown table, cells are the items",
)
L(
    "Is each of these words a noun, verb or adjective? ⟦run⟧ ⟦blue⟧ ⟦happiness⟧ ⟦quickly⟧",
    cat="classify_inline",
    note="space separated words",
)
L(
    "Which category does each belong to: electronics, clothing, or home? ⟦wireless earbuds⟧, ⟦linen duvet cover⟧, ⟦rain jacket⟧",
    cat="classify_inline",
    note="label set listed before the items",
)
L(
    "determine if each number is prime: ⟦91⟧, ⟦97⟧, ⟦121⟧, ⟦131⟧",
    cat="classify_inline",
    note="numbers as items",
)
L(
    "are these safe for dogs to eat? ⟦grapes⟧, ⟦carrots⟧, ⟦peanut butter⟧, ⟦onions⟧, ⟦blueberries⟧, ⟦chocolate⟧, ⟦cheese⟧, ⟦avocado⟧",
    cat="classify_inline",
    note="eight foods, one question each",
)
L(
    """rate each of these pickup lines out of 10 lol
"⟦Are you a parking ticket? Because you've got fine written all over you.⟧"
"⟦Do you have a map? I keep getting lost in your eyes.⟧\"""",
    cat="classify_lines",
    note="score per quoted line; 'out of 10' is a scale",
)
L(
    "formal or informal? ⟦Cheers mate⟧ | ⟦Yours faithfully⟧ | ⟦What's up⟧ | ⟦I look forward to hearing from you⟧",
    cat="classify_inline",
    note="pipes",
)


# ============================================================================ English: list, summarise / title / describe each
L(
    "write product descriptions for: ⟦a steel water bottle⟧, ⟦a bamboo toothbrush⟧, ⟦a wool beanie⟧",
    cat="describe_each",
    note="products inline, articles kept as written",
)
L(
    """summarize each of these paragraphs in one sentence:

⟦The city plans to plant 5,000 trees along its main roads over the next three years. Officials say the trees will lower summer temperatures and reduce noise, and residents can request a tree outside their home through a new website.⟧

⟦A local bakery has started giving its unsold bread to a homeless shelter every evening. The owner says it began after she noticed how much was being thrown away, and two other bakeries on the same street have since joined in.⟧

⟦The library will close for renovation from June to September. During that time a temporary branch will open in the community centre, with a smaller collection and shorter opening hours.⟧""",
    cat="summarize_each",
    note="three blank-line paragraphs",
)
L(
    """Give each of these blog posts a catchy title:
Post 1: ⟦A guide to growing tomatoes on a small balcony, with tips on pots, watering and which varieties stay compact.⟧
Post 2: ⟦My experience switching from a gas car to an electric one after ten years, including costs and range anxiety.⟧""",
    cat="title_each",
    note="Post N: labels left out",
)
L(
    "describe each of these for my online shop (max 50 words each): ⟦handmade ceramic mug, speckled white⟧; ⟦leather card holder, tan⟧; ⟦cotton tote bag with fox print⟧",
    cat="describe_each",
    note="semicolons, commas inside items",
)
L(
    """tl;dr each one:
- ⟦Our Q3 revenue grew 12% thanks to the new subscription plan, but churn also rose slightly in Europe.⟧
- ⟦The office will move to the fourth floor in October; desks will be packed by the facilities team.⟧""",
    cat="summarize_each",
    note="two bulleted texts",
)
L(
    "Write a short bio for each team member: ⟦Priya, backend dev, loves climbing⟧ / ⟦Marco, designer, ex-architect⟧ / ⟦Lena, PM, runs marathons⟧",
    cat="describe_each",
    note="slash separated",
)
L(
    """can u write alt text for these images on my site
⟦photo of a golden retriever puppy sleeping on a red blanket⟧
⟦group of hikers on a mountain ridge at sunset⟧
⟦close up of a latte with heart latte art⟧""",
    cat="describe_each",
    note="lines",
)
L(
    """Hi! I'm opening a little café and need menu descriptions (1-2 sentences, mouth-watering but honest) for:
1. ⟦Smashed avocado on sourdough⟧
2. ⟦Shakshuka with feta⟧
3. ⟦Banana bread with salted butter⟧
4. ⟦Iced matcha latte⟧
5. ⟦Lemon and poppy seed muffin⟧
Thank you so much!!""",
    cat="describe_each",
    note="greeting, requirements before the list, sign-off",
)


# ============================================================================ English: list, same question about several entities
L(
    "what are the capitals of ⟦Peru⟧, ⟦Chile⟧ and ⟦Bolivia⟧?",
    cat="same_question_entities",
    note="capitals",
)
L(
    "whats the population of ⟦tokyo⟧, ⟦delhi⟧ and ⟦shanghai⟧",
    cat="same_question_entities",
    note="lowercase, no punctuation",
)
L(
    "When were ⟦Mozart⟧, ⟦Beethoven⟧ and ⟦Bach⟧ born?",
    cat="same_question_entities",
    note="birth years",
)
L(
    "how many calories in ⟦a banana⟧, ⟦an egg⟧, ⟦a slice of bread⟧",
    cat="same_question_entities",
    note="articles kept",
)
L(
    "give me a one-line definition of each: ⟦entropy⟧, ⟦inertia⟧, ⟦momentum⟧, ⟦torque⟧",
    cat="same_question_entities",
    note="definitions",
)
L(
    "Explain what each of these does in Linux: ⟦ls⟧, ⟦grep⟧, ⟦chmod⟧, ⟦top⟧",
    cat="same_question_entities",
    note="commands",
)
L(
    "what does each acronym stand for? ⟦NASA⟧ ⟦UNESCO⟧ ⟦GDPR⟧ ⟦HTML⟧",
    cat="same_question_entities",
    note="acronyms space separated",
)
L(
    "who directed ⟦Jaws⟧, ⟦Alien⟧ and ⟦Titanic⟧?",
    cat="same_question_entities",
    note="films",
)
L(
    "whats the plural of ⟦mouse⟧, ⟦cactus⟧, ⟦sheep⟧",
    cat="same_question_entities",
    note="plurals",
)
L(
    "What's the time difference between London and ⟦New York⟧, ⟦Dubai⟧, ⟦Sydney⟧?",
    cat="same_question_entities",
    note="London is the shared reference, not an item",
)
L(
    """what is the chemical symbol for
⟦gold⟧
⟦silver⟧
⟦iron⟧
⟦lead⟧
⟦tin⟧
⟦copper⟧
⟦mercury⟧
⟦potassium⟧
⟦sodium⟧
⟦tungsten⟧""",
    cat="same_question_entities",
    note="ten on lines",
)
L(
    "tell me the main ingredient in ⟦hummus⟧ and ⟦guacamole⟧",
    cat="same_question_entities",
    note="two dishes",
)


# ============================================================================ English: list, several small creative tasks
L(
    "can you write ⟦a haiku about autumn⟧, ⟦a limerick about a cat⟧ and ⟦a two-line poem about rain⟧",
    cat="creative_tasks",
    note="three poems",
)
L(
    "I need a few things for my class newsletter: ⟦a riddle about winter⟧, ⟦a short joke about teachers⟧, ⟦a motivational quote for exam week⟧.",
    cat="creative_tasks",
    note="three small pieces",
)
L(
    "pls write 1) ⟦a tweet announcing our new store⟧ 2) ⟦a facebook post about the opening party⟧ 3) ⟦an email subject line for the launch⟧",
    cat="creative_tasks",
    note="numbered inline",
)
L(
    "Write ⟦a birthday message for my mom⟧ and ⟦a thank-you note for my neighbour who watered my plants⟧",
    cat="creative_tasks",
    note="two notes",
)
L(
    """couple of quick writing jobs:
- ⟦a 2 sentence description of our yoga class for the website⟧
- ⟦a reminder text for clients who missed their session⟧
- ⟦a short welcome message for new members⟧""",
    cat="creative_tasks",
    note="bulleted; '2 sentence' is a length",
)


# ============================================================================ English: fields
F(
    """from the email below pull out the ⟦sender's name⟧, the ⟦meeting date⟧ and the ⟦room number⟧

Hi all, quick reminder that the budget review is on Tuesday 12 May at 10:00 in room 4.12. Please bring your department figures. Best, Olivia Grant""",
    cat="fields_prose",
    note="fields in prose, articles left out",
)
F(
    """Extract ⟦Company Name⟧, ⟦Contact Person⟧, ⟦Phone Number⟧, ⟦Email Address⟧ from the text below:

Thanks for your interest in Brightline Packaging Ltd. For pricing please contact our sales lead Hannah Osei on 020 7946 0321 or at hannah.osei@brightline-pack.example.""",
    cat="fields_titlecase",
    note="Title Case before the text",
)
F(
    """Extract the following fields:
- ⟦Invoice Number⟧ (string)
- ⟦Issue Date⟧ (YYYY-MM-DD)
- ⟦Total Amount⟧ (float)
- ⟦Currency⟧ (3-letter code)

INVOICE INV-20931
Date: 3 February 2025
Bill to: Casa Verde Interiors
Total due: 1,245.50 EUR""",
    cat="fields_typed",
    note="types in brackets left out",
)
F(
    """fill this json from the job ad: {"⟦title⟧": "", "⟦company⟧": "", "⟦location⟧": "", "⟦salary⟧": "", "⟦remote⟧": false}

We're hiring! Junior Frontend Developer at Pixelmoth, Leeds office or fully remote. £32,000-£36,000 depending on experience.""",
    cat="fields_json",
    note="JSON skeleton keys",
)
F(
    "what's the ⟦name⟧, ⟦age⟧ and ⟦occupation⟧ of the main character in this paragraph: Forty-year-old Rosa Ilić had driven a night bus in Zagreb for most of her life, and she knew every pothole on route 109.",
    cat="fields_prose",
    note="fields asked as a question",
)
F(
    """From this recipe extract: ⟦prep time⟧, ⟦cook time⟧, ⟦servings⟧, ⟦ingredients list⟧

Easy lentil soup (serves 4). Prep 10 min, cook 35 min. You'll need 1 cup red lentils, 1 onion, 2 carrots, 1 tsp cumin, 1 litre stock and a squeeze of lemon.""",
    cat="fields_prose",
    note="recipe",
)
F(
    "pull these out of the resume: ⟦full name⟧ / ⟦years of experience⟧ / ⟦current employer⟧ / ⟦skills⟧\n\nJAMES OKAFOR — Mechanical engineer with 7 years of experience, currently at Northway Rail. Skills: CAD, FEA, project planning.",
    cat="fields_prose",
    note="slashes",
)
F(
    "parse this address into ⟦street⟧, ⟦city⟧, ⟦postcode⟧ and ⟦country⟧: 14 Rue des Lilas, 69003 Lyon, France",
    cat="fields_prose",
    note="address parts",
)
F(
    """get me the ⟦store name⟧, ⟦date⟧, ⟦items bought⟧ and ⟦total⟧ from this receipt text

FRESHWAY MARKET  21/06/2025
Milk 2L      1.89
Eggs x12     3.20
Bread        2.10
TOTAL        7.19""",
    cat="fields_prose",
    note="receipt",
)
F(
    "extract into keys ⟦order_id⟧, ⟦customer_name⟧, ⟦ship_date⟧, ⟦tracking_number⟧ from the message: Hi, it's Ben Carter, my order 55120 was shipped on 2 July, tracking TRK88301GB but nothing has arrived.",
    cat="fields_snake",
    note="snake_case keys",
)
F(
    "Make a table with columns ⟦Title⟧ | ⟦Author⟧ | ⟦Year⟧ | ⟦Genre⟧ for each book mentioned in this paragraph: My reading list this summer was The Salt Road by Ines Varga (2019, historical fiction) and Quiet Machines by Dev Anand (2022, sci-fi).",
    cat="fields_table_header",
    note="column names as fields",
)
F(
    "I need the ⟦flight number⟧, ⟦departure time⟧, ⟦gate⟧, and ⟦seat⟧ from this boarding pass text: PASSENGER NAVARRO/ELENA FLT AZ611 DEP 07:45 GATE B14 SEAT 22C",
    cat="fields_prose",
    note="boarding pass",
)
F(
    "Extract as key value pairs: ⟦Name⟧, ⟦DOB⟧, ⟦Nationality⟧, ⟦Passport No.⟧ — text: Holder Amira Saleh, born 04.11.1991, Jordanian, passport number P4402871.",
    cat="fields_titlecase",
    note="abbreviated field names",
)
F(
    "From the product listing below, give me ⟦brand⟧, ⟦model⟧, ⟦price⟧, ⟦weight⟧ and ⟦warranty period⟧.\n\nKestrel Pro 3 cordless drill by Vantor. 18V, 1.4 kg, two-year warranty. Now $89.99.",
    cat="fields_prose",
    note="five fields",
)
F(
    """Please fill in:
⟦Patient Name⟧:
⟦Date of Visit⟧:
⟦Symptoms⟧:
⟦Prescribed Medication⟧:

using these notes: seen 9 Oct, Mr Jonas Lind, sore throat and fever 3 days, given amoxicillin 500mg.""",
    cat="fields_form",
    note="blank form, colons left out",
)
F(
    'output {"⟦event_name⟧": ..., "⟦date⟧": ..., "⟦venue⟧": ..., "⟦ticket_price⟧": ...} for the event in this text: Join us for Jazz on the Dock, Saturday 16 August at Pier 7. Tickets £15.',
    cat="fields_json",
    note="JSON with ellipses",
)
F(
    "from this lease, what are the ⟦monthly rent⟧, ⟦deposit⟧, ⟦start date⟧ and ⟦notice period⟧? The tenant will pay 950 euros a month from 1 September 2025, a deposit of two months' rent, and either party may end the lease with three months' notice.",
    cat="fields_prose",
    note="fields in a question",
)


# ============================================================================ English: none (hard negatives)
# ---- compare / rank / choose
N(
    "which is better for a beginner: python, javascript or c++?",
    cat="compare_choose",
    note="one choice among three",
)
N(
    "rank these from best to worst for a family holiday: Lisbon, Prague, Reykjavik, Split",
    cat="rank",
    note="one ranking",
)
N(
    "iphone 15 vs pixel 8 vs galaxy s24, which should i get if i mostly take photos",
    cat="compare_choose",
    note="vs list",
)
N(
    "Compare React, Vue and Svelte in a table (performance, learning curve, ecosystem).",
    cat="compare_choose",
    note="one comparison table; criteria are columns of one answer",
)
N(
    "I have three job offers: a startup paying 70k with equity, a bank paying 85k, and a non-profit paying 60k with 4-day weeks. Which one would you take and why?",
    cat="compare_choose",
    note="choose among described options",
)
N(
    "what's the difference between a crocodile and an alligator",
    cat="compare_choose",
    note="difference between two",
)
N(
    "Pros and cons of renting vs buying a flat in my situation? I'm 31, stable job, might move abroad in 3 years.",
    cat="compare_choose",
    note="one weighing; numbers are context",
)
N(
    "which of these names sounds best for a dog: Biscuit, Pepper, Luna or Max?",
    cat="compare_choose",
    note="pick one name",
)
# ---- sort / dedupe / order
N(
    "sort these alphabetically: pear, apple, fig, banana, cherry",
    cat="sort_dedupe",
    note="one sorted list",
)
N(
    "remove duplicates from this list: red, blue, red, green, blue, yellow",
    cat="sort_dedupe",
    note="dedupe",
)
N(
    "put these events in chronological order: moon landing, fall of the Berlin Wall, first iPhone, end of WW2",
    cat="sort_dedupe",
    note="ordering",
)
N(
    "arrange these numbers from smallest to largest 45, 2, 19, 88, 7",
    cat="sort_dedupe",
    note="numbers sorted",
)
N(
    'merge these two lists into one without repeats: ["milk", "eggs", "bread"] and ["bread", "butter", "milk"]',
    cat="sort_dedupe",
    note="Python lists, one merged answer",
)
# ---- one text from listed points
N(
    "write a short story that includes a lighthouse, a lost dog and a thunderstorm",
    cat="one_text_from_points",
    note="one story, three elements",
)
N(
    """Write an email to my landlord about:
1. the broken heater
2. the leak under the sink
3. asking if I can paint the bedroom
Keep it polite.""",
    cat="one_text_from_points",
    note="numbered points of one email",
)
N(
    "poem for my wife's 40th, mention: our trip to Rome, her terrible puns, the garden she loves, our two kids",
    cat="one_text_from_points",
    note="one poem with listed details",
)
N(
    """Write a cover letter for a nursing job. Points to include:
- 5 years ICU experience
- fluent in Spanish
- relocating to Denver""",
    cat="one_text_from_points",
    note="bulleted points of one letter",
)
N(
    "make a best man speech using these: met at uni, he burnt our first dinner, loves hiking, best friend for 12 years",
    cat="one_text_from_points",
    note="one speech",
)
N(
    "Write one paragraph describing a night market using the words: lantern, spices, bargain, crowd.",
    cat="one_text_from_points",
    note="words to use in one paragraph",
)
N(
    "write a product description for a backpack that is waterproof, has a laptop sleeve, weighs 900g and comes in 3 colours",
    cat="one_text_from_points",
    note="one product, listed features",
)
# ---- question that builds on an earlier answer
N(
    "who won the 2010 world cup and who was the captain of that team",
    cat="dependent_questions",
    note="second needs the first's answer",
)
N(
    "what's the largest planet? and how many moons does it have?",
    cat="dependent_questions",
    note="'it' points back",
)
N(
    "find the tallest building in the world, then tell me how many floors it has",
    cat="dependent_questions",
    note="then",
)
N(
    "Which country has the most volcanoes, and what is its capital?",
    cat="dependent_questions",
    note="its",
)
N(
    "Write a haiku about the sea, then turn it into a limerick.",
    cat="dependent_questions",
    note="second task works on the first's output",
)
# ---- compound single-topic questions
N(
    "what is blockchain and how does it work?",
    cat="compound_single",
    note="what is X and how does it work",
)
N(
    "what is a roth ira and should i open one",
    cat="compound_single",
    note="one topic",
)
N(
    "What causes migraines and how can I prevent them?",
    cat="compound_single",
    note="causes and prevention of one thing",
)
N(
    "what is sourdough starter, how do i make one",
    cat="compound_single",
    note="comma joined, one topic",
)
N(
    "Can you explain what inflation is, why it happens and how it affects my savings?",
    cat="compound_single",
    note="three facets of one topic",
)
# ---- procedure steps
N(
    "how do i change a flat tyre? step by step please",
    cat="procedure",
    note="steps of one procedure",
)
N(
    """Check these steps for making bread and tell me if I'm missing something:
1. mix flour and water
2. add yeast and salt
3. knead 10 min
4. bake""",
    cat="procedure",
    note="one check of a numbered procedure",
)
N(
    "1. preheat oven 2. mix butter and sugar 3. add eggs 4. fold in flour — at which step do I add the vanilla?",
    cat="procedure",
    note="steps as context, one question",
)
N(
    """I'm setting up my new router. So far:
- plugged it into the modem
- logged into 192.168.0.1
- changed the admin password
What do I do next to set up the guest network?""",
    cat="procedure",
    note="done steps, one next-step question",
)
# ---- code with requirements
N(
    """write a python function that:
- takes a list of ints
- removes negatives
- returns the sum of squares
- handles an empty list""",
    cat="code_requirements",
    note="one function, listed requirements",
)
N(
    """fix this code pls, it should 1) read the file 2) count words 3) print the top 5

```python
f = open("text.txt")
words = f.read().split
print(words[:5])
```""",
    cat="code_requirements",
    note="one fix; top 5 is not a count",
)
N(
    "Build a simple HTML login form with: email field, password field, remember me checkbox, and a submit button. Use Tailwind.",
    cat="code_requirements",
    note="one form, its parts listed",
)
N(
    "SQL query: get customers who ordered more than 3 times, in 2024, from Spain, sorted by total spent",
    cat="code_requirements",
    note="one query, listed conditions",
)
N(
    "my js code throws 'undefined is not a function' on line 12, here it is: const total = items.reduce((a, b) => a + b.price); total.toFixed(2)(); why?",
    cat="code_requirements",
    note="one bug",
)
# ---- math with listed quantities
N(
    "A shop sells pens at $1.20, notebooks at $3.50 and rulers at $0.80. If I buy 4 pens, 2 notebooks and 3 rulers, how much do I pay?",
    cat="math_word",
    note="listed prices, one total",
)
N(
    "i have 3 apples, 5 oranges and 2 bananas. if i give away half of the oranges how many fruits do i have left",
    cat="math_word",
    note="listed quantities",
)
N(
    "Train A leaves at 9:00 at 80 km/h, Train B leaves at 10:00 at 100 km/h from the same station. When does B catch up?",
    cat="math_word",
    note="two trains, one answer",
)
N(
    "what's the average of 12, 18, 25, 31 and 40",
    cat="math_word",
    note="one average of a list",
)
# ---- count among listed items
N(
    "how many of these are prime: 2, 9, 11, 15, 17, 21",
    cat="count_of_list",
    note="one number",
)
N(
    "count how many words in this list start with a vowel: apple, tree, orange, kite, umbrella, egg",
    cat="count_of_list",
    note="count among items",
)
N(
    "How many of these countries are in the EU? Norway, Austria, Switzerland, Portugal, Iceland",
    cat="count_of_list",
    note="one count",
)
N(
    "which of these is the odd one out: violin, cello, trumpet, viola",
    cat="count_of_list",
    note="odd one out, one answer",
)
# ---- one summary of several texts
N(
    """here are three reviews of the hotel, give me one overall summary:
Review 1: Great location, tiny rooms.
Review 2: Staff were lovely but breakfast was cold.
Review 3: Clean, central, a bit noisy at night.""",
    cat="summary_together",
    note="one summary of three reviews",
)
N(
    """Summarize these two articles together in one paragraph and say where they disagree.

Article 1: Remote work raises productivity, according to a survey of 2,000 office staff who reported fewer interruptions at home.

Article 2: A study of 40 firms found that teams working remotely shipped projects later and reported weaker collaboration.""",
    cat="summary_together",
    note="joint summary",
)
N(
    """what do these emails have in common?

- "Your parcel is waiting, click here to reschedule delivery"
- "Your account will be suspended unless you confirm your details"
- "You have an unclaimed tax refund, log in now\"""",
    cat="summary_together",
    note="one question across three texts",
)
# ---- single question with constraints
N(
    "recommend a laptop: under $800, at least 16GB RAM, good battery, light, for programming",
    cat="constraints_single",
    note="one recommendation",
)
N(
    "find me a recipe that is vegan, gluten free, under 30 minutes, and uses chickpeas",
    cat="constraints_single",
    note="one recipe",
)
N(
    "Plan a 3-day itinerary in Kyoto: we like temples, hate crowds, one day must be rainy-day friendly, budget mid-range.",
    cat="constraints_single",
    note="one plan; 3-day is not a count",
)
N(
    "suggest a name for my bakery. requirements: short, easy to spell, not already a big brand, works in english and spanish",
    cat="constraints_single",
    note="one name, listed requirements",
)
# ---- list given as context
N(
    "here's what's in my fridge: eggs, spinach, feta, half an onion, leftover rice. what can i make for dinner?",
    cat="list_as_context",
    note="ingredients as context",
)
N(
    "My symptoms: headache, sore throat, mild fever since yesterday. Should I see a doctor?",
    cat="list_as_context",
    note="symptom list, one question",
)
N(
    "I already tried restarting the router, resetting the password and unplugging the cable. still no wifi, what next?",
    cat="list_as_context",
    note="tried steps",
)
# ---- single text, single task
N(
    """translate this paragraph to french: We are delighted to welcome you to our hotel. Breakfast is served from 7 to 10 in the garden room. If you need anything during your stay, please call reception.""",
    cat="single_text",
    note="one paragraph of several sentences",
)
N(
    "fix the grammar in this paragraph: me and my friend goes to the beach every summer. we takes a lot of foto and eat ice cream. its the best time of the year",
    cat="single_text",
    note="one paragraph to correct",
)
N(
    "classify this review as positive or negative: 'The food was cold and the waiter ignored us for twenty minutes.'",
    cat="single_text",
    note="one review",
)
N(
    """Read the passage and tell me its main idea.

Honeybees are not native to the Americas. They were brought by European settlers in the seventeenth century, and native pollinators such as bumblebees and solitary bees did most of the work before that. Today many farmers rent hives each spring.""",
    cat="single_question_passage",
    note="one question after a passage",
)
# ---- small talk
N(
    "hi how are you today",
    cat="chitchat",
    note="greeting",
)
N(
    "thanks that was really helpful!! have a good one",
    cat="chitchat",
    note="thanks",
)
N(
    "lol ok. what's your favourite colour",
    cat="chitchat",
    note="small talk question",
)
# ---- numbers that are not a count of things asked for
N(
    "what are the 5 stages of grief",
    cat="number_not_count",
    note="a known fixed list",
)
N(
    "explain quantum computing in 5 minutes like I'm a teenager",
    cat="number_not_count",
    note="in 5 minutes",
)
N(
    "dinner recipe for 3 people, we have chicken and rice",
    cat="number_not_count",
    note="for 3 people",
)
N(
    "my son says if you knock 3 times on the door a ghost appears, where does that come from?",
    cat="number_not_count",
    note="knock 3 times",
)
N(
    "Summarize this article in 3 bullet points: The council approved a new cycle lane on Market Street after a year of consultation. Shop owners worry about losing parking, while cyclists say the route is the most dangerous in town.",
    cat="number_not_count",
    note="one summary in 3 bullets",
)
N(
    "write a poem with 4 stanzas about the sea",
    cat="number_not_count",
    note="one poem",
)
N(
    "What are the 7 wonders of the ancient world?",
    cat="number_not_count",
    note="fixed list",
)
N(
    "Give me a 30-day workout plan for a beginner with no equipment",
    cat="number_not_count",
    note="one plan",
)
N(
    "I'm 25 and have 2 kids, is it too late to go back to uni?",
    cat="number_not_count",
    note="numbers as context",
)
N(
    "explain the top 3 causes of the 2008 financial crisis in one short paragraph",
    cat="number_not_count",
    note="one paragraph, top 3 is part of one answer",
)


# ============================================================================ Spanish
L(
    "traduce al inglés: ⟦¿Dónde está el baño?⟧, ⟦Tengo hambre.⟧, ⟦Mañana voy al médico.⟧",
    lang="es",
    cat="translate_sentences",
    note="inline sentences, ¿? kept",
)
L(
    "¿cuáles son las capitales de ⟦Canadá⟧, ⟦Australia⟧ y ⟦Nueva Zelanda⟧?",
    lang="es",
    cat="same_question_entities",
    note="capitals, y",
)
C(
    "dame diez ideas para el cumpleaños de mi novia, que no sean muy caras",
    10,
    lang="es",
    cat="count_generate",
    note="diez, requirement after",
)
F(
    "Extrae el ⟦nombre⟧, la ⟦fecha de nacimiento⟧ y el ⟦número de teléfono⟧ del siguiente texto: Me llamo Lucía Ferrer, nací el 3 de mayo de 1994 y mi móvil es 612 448 903.",
    lang="es",
    cat="fields_prose",
    note="articles el/la left out",
)
L(
    """corrige estas frases porfa:
⟦yo a ido al cine ayer⟧
⟦ellos no sabe nada⟧
⟦haber si nos vemos pronto⟧""",
    lang="es",
    cat="grammar_each",
    note="lines, porfa",
)
L(
    """hola! tengo unas preguntas sobre el curso:
1. ⟦¿cuándo empiezan las clases?⟧
2. ⟦¿se puede pagar a plazos?⟧
3. ⟦¿dan certificado al final?⟧""",
    lang="es",
    cat="questions_support",
    note="greeting, numbered",
)
N(
    "¿qué es mejor para aprender inglés: Duolingo, Babbel o una academia?",
    lang="es",
    cat="compare_choose",
    note="one choice",
)
N(
    "escribe un cuento corto que tenga un dragón, una bruja y un castillo",
    lang="es",
    cat="one_text_from_points",
    note="one story",
)


# ============================================================================ German
L(
    """Kannst du bitte diese Sätze ins Englische übersetzen?
1. ⟦Ich habe keine Zeit.⟧
2. ⟦Wo ist der nächste Supermarkt?⟧
3. ⟦Das Wetter ist heute schön.⟧""",
    lang="de",
    cat="translate_sentences",
    note="numbered",
)
L(
    "klassifiziere jede Bewertung als positiv oder negativ: ⟦Super Qualität, schnelle Lieferung⟧ / ⟦Nach einer Woche kaputt⟧ / ⟦Passt perfekt⟧",
    lang="de",
    cat="sentiment_each",
    note="slashes",
)
C(
    "Gib mir fünf Vorschläge für einen Namen für meinen Hund, er ist ein kleiner Dackel",
    5,
    lang="de",
    cat="count_generate",
    note="fünf",
)
F(
    """Bitte extrahiere aus der E-Mail: ⟦Absender⟧, ⟦Datum⟧, ⟦Betreff⟧ und ⟦Rechnungsnummer⟧.

Von: Jörg Albers
Gesendet: 14.03.2025
Betreff: Mahnung zur Rechnung 2025-0117""",
    lang="de",
    cat="fields_prose",
    note="fields before the email",
)
L(
    "Hallo! Ich hab ein paar Fragen zum Studium: ⟦Wie melde ich mich für Prüfungen an?⟧ ⟦Wann ist die Rückmeldefrist?⟧ ⟦Kann ich das Semesterticket zurückgeben?⟧",
    lang="de",
    cat="questions_study",
    note="greeting, inline",
)
L(
    "was bedeuten ⟦Fernweh⟧, ⟦Feierabend⟧ und ⟦Schadenfreude⟧ auf englisch",
    lang="de",
    cat="translate_words",
    note="words, lowercase",
)
N(
    "Welches Auto ist sparsamer, der Golf oder der Corolla?",
    lang="de",
    cat="compare_choose",
    note="two cars",
)
N(
    "Schreib mir ein Gedicht über den Herbst mit 3 Strophen",
    lang="de",
    cat="number_not_count",
    note="one poem, 3 stanzas",
)


# ============================================================================ French
L(
    "Quelles sont les capitales de ces pays : ⟦Norvège⟧, ⟦Suède⟧, ⟦Finlande⟧ ?",
    lang="fr",
    cat="same_question_entities",
    note="capitals",
)
L(
    "corrige les fautes stp : ⟦je suis aller au marché hier⟧ ; ⟦il faut que tu vient⟧ ; ⟦les enfant joue dehors⟧",
    lang="fr",
    cat="grammar_each",
    note="semicolons with French spacing",
)
C(
    "donne-moi 8 idées de titres pour mon mémoire sur l'agriculture urbaine",
    8,
    lang="fr",
    cat="count_generate",
    note="digits",
)
F(
    "Peux-tu extraire le ⟦nom du client⟧, l'⟦adresse de livraison⟧ et le ⟦montant total⟧ de ce message ? « Bonjour, c'est Paul Girard, merci de livrer au 8 rue Voltaire, Nantes. J'ai payé 74,90 €. »",
    lang="fr",
    cat="fields_prose",
    note="articles le/l' left out",
)
L(
    """traduis en anglais :
- ⟦Je suis en retard.⟧
- ⟦On se voit ce soir ?⟧
- ⟦Bon courage pour ton examen !⟧""",
    lang="fr",
    cat="translate_sentences",
    note="bulleted, French spacing before ? and !",
)
N(
    "Résume ces trois avis en un seul paragraphe : « Chambre propre. » « Petit-déjeuner excellent. » « Un peu bruyant la nuit. »",
    lang="fr",
    cat="summary_together",
    note="one summary of three",
)
N(
    "Je dois choisir entre Lyon, Bordeaux et Nantes pour m'installer, laquelle tu conseilles ?",
    lang="fr",
    cat="compare_choose",
    note="choose a city",
)


# ============================================================================ Portuguese
L(
    "traduz para o inglês por favor: ⟦Bom dia!⟧ ⟦Quanto custa?⟧ ⟦Onde fica a praia?⟧",
    lang="pt",
    cat="translate_sentences",
    note="inline",
)
L(
    "Classifique cada palavra como substantivo, verbo ou adjetivo: ⟦correr⟧, ⟦casa⟧, ⟦bonito⟧, ⟦falar⟧",
    lang="pt",
    cat="classify_inline",
    note="word classes",
)
C(
    "me dá 6 ideias de legenda pro instagram de uma foto na praia",
    6,
    lang="pt",
    cat="count_generate",
    note="Brazilian chat register",
)
F(
    "Extraia do texto: ⟦Nome Completo⟧, ⟦CPF⟧, ⟦Endereço⟧ e ⟦Telefone⟧\n\nCliente: Mariana Souza Lima, CPF 123.456.789-00, mora na Rua das Flores 45, São Paulo, tel (11) 98877-6655.",
    lang="pt",
    cat="fields_titlecase",
    note="Title Case fields",
)
L(
    """quais são as respostas?
⟦quem descobriu o brasil⟧
⟦qual o maior rio do mundo⟧
⟦quantos estados tem o brasil⟧""",
    lang="pt",
    cat="questions_lines",
    note="lines without marks",
)
N(
    "qual é melhor, notebook da Dell ou da Lenovo pra faculdade?",
    lang="pt",
    cat="compare_choose",
    note="two brands",
)
N(
    "faça uma receita de bolo de cenoura para 8 pessoas",
    lang="pt",
    cat="number_not_count",
    note="for 8 people",
)


# ============================================================================ Chinese
L(
    """请把下面的句子翻译成英文：
1. ⟦我明天要去北京。⟧
2. ⟦这个多少钱？⟧
3. ⟦你吃饭了吗？⟧""",
    lang="zh",
    cat="translate_sentences",
    note="numbered, full-width punctuation kept",
)
L(
    "⟦日本⟧、⟦韩国⟧和⟦泰国⟧的首都分别是哪里？",
    lang="zh",
    cat="same_question_entities",
    note="list before the question",
)
C(
    "帮我想10个奶茶店的名字，要好记",
    10,
    lang="zh",
    cat="count_generate",
    note="10个",
)
L(
    """判断下面每条评论的情感（正面/负面）：
- ⟦物流很快，质量不错⟧
- ⟦用了两天就坏了⟧
- ⟦客服态度太差了⟧
- ⟦颜色和图片一样，很满意⟧
- ⟦包装有点简陋，但东西还行⟧""",
    lang="zh",
    cat="sentiment_each",
    note="five bulleted reviews",
)
F(
    "从下面的简历中提取：⟦姓名⟧、⟦毕业院校⟧、⟦工作年限⟧、⟦期望薪资⟧。\n\n王磊，2016年毕业于华东理工大学，工作八年，期望月薪两万五。",
    lang="zh",
    cat="fields_prose",
    note="fields with 、",
)
N(
    "写一篇关于春节的作文，要包括放鞭炮、吃饺子和拜年",
    lang="zh",
    cat="one_text_from_points",
    note="one essay",
)
N(
    "Python和Java哪个更适合初学者？",
    lang="zh",
    cat="compare_choose",
    note="which of two",
)


# ============================================================================ Japanese
L(
    """次の文を英語に訳してください。
・⟦駅はどこですか？⟧
・⟦これをください。⟧
・⟦明日は雨が降るそうです。⟧""",
    lang="ja",
    cat="translate_sentences",
    note="・ bullets left out",
)
L(
    "⟦東京⟧、⟦大阪⟧、⟦名古屋⟧の人口を教えて",
    lang="ja",
    cat="same_question_entities",
    note="population",
)
C(
    "猫の名前の候補を5つ考えてください。メスで白い猫です。",
    5,
    lang="ja",
    cat="count_generate",
    note="5つ",
)
F(
    "以下のメールから、⟦送信者名⟧、⟦日付⟧、⟦注文番号⟧を抜き出してください。\n\n差出人：山田花子\n日付：2025年4月2日\nご注文番号 A-30112 の件でご連絡しました。",
    lang="ja",
    cat="fields_prose",
    note="fields with 、",
)
L(
    "次の単語の意味を教えて：⟦一期一会⟧、⟦木漏れ日⟧、⟦積ん読⟧、⟦もったいない⟧、⟦お疲れ様⟧",
    lang="ja",
    cat="same_question_entities",
    note="word meanings",
)
N(
    "iPhoneとAndroid、どっちがいいと思う？",
    lang="ja",
    cat="compare_choose",
    note="which one",
)
N(
    "3人分のカレーの作り方を教えて",
    lang="ja",
    cat="number_not_count",
    note="for 3 people",
)


# ============================================================================ Russian
L(
    "Переведи на английский: ⟦Я опаздываю.⟧ ⟦Где ближайшая аптека?⟧ ⟦Спасибо за помощь!⟧",
    lang="ru",
    cat="translate_sentences",
    note="inline",
)
L(
    """ответь на вопросы по тексту:

В 1912 году инженер Павел Зорин построил в Самаре первый в городе трамвай. Линия была короткой, всего четыре километра, но уже через год по ней ездили тысячи людей. Зорин хотел продлить её до реки, однако началась война, и работы остановили.

1) ⟦Когда появился первый трамвай?⟧
2) ⟦Кто его построил?⟧
3) ⟦Почему линию не продлили?⟧""",
    lang="ru",
    cat="questions_passage",
    note="passage then 1) questions",
)
C(
    "придумай семь названий для телеграм-канала про путешествия",
    7,
    lang="ru",
    cat="count_generate",
    note="семь",
)
F(
    "Извлеки из резюме: ⟦ФИО⟧, ⟦возраст⟧, ⟦последнее место работы⟧, ⟦навыки⟧.\n\nИванова Анна Сергеевна, 29 лет, до 2024 года работала бухгалтером в ООО «Северный ветер». Владею 1С, Excel, английским.",
    lang="ru",
    cat="fields_prose",
    note="four fields",
)
L(
    "какие столицы у ⟦Казахстана⟧, ⟦Узбекистана⟧ и ⟦Киргизии⟧?",
    lang="ru",
    cat="same_question_entities",
    note="genitive forms as written",
)
N(
    "что лучше купить: Xiaomi или Samsung до 20 тысяч?",
    lang="ru",
    cat="compare_choose",
    note="choice, price cap",
)
N(
    "расскажи про 5 стадий принятия неизбежного",
    lang="ru",
    cat="number_not_count",
    note="the 5 stages",
)


# ============================================================================ Italian
L(
    "puoi tradurre in inglese queste frasi? ⟦Ho perso il treno.⟧ ⟦Dov'è il museo?⟧ ⟦Vorrei un tavolo per due.⟧",
    lang="it",
    cat="translate_sentences",
    note="inline",
)
L(
    "Qual è la capitale di ciascuno di questi paesi: ⟦Portogallo⟧, ⟦Grecia⟧, ⟦Ungheria⟧?",
    lang="it",
    cat="same_question_entities",
    note="ciascuno",
)
C(
    "dammi 4 idee per una cena romantica a casa",
    4,
    lang="it",
    cat="count_generate",
    note="digits",
)
L(
    "correggi per favore: ⟦io ho andato al mare⟧, ⟦loro è contenti⟧",
    lang="it",
    cat="grammar_each",
    note="two sentences after a colon",
)
N(
    "scrivi una mail al mio capo per chiedere ferie, menzionando il progetto finito, il viaggio già prenotato e che tornerò il 20",
    lang="it",
    cat="one_text_from_points",
    note="one email from points",
)
N(
    "meglio Roma o Firenze per un weekend?",
    lang="it",
    cat="compare_choose",
    note="two cities",
)


# ============================================================================ Hindi
L(
    """इन वाक्यों का अंग्रेज़ी में अनुवाद करो:
1. ⟦मैं घर जा रहा हूँ।⟧
2. ⟦आज बहुत गर्मी है।⟧
3. ⟦तुम्हारा नाम क्या है?⟧""",
    lang="hi",
    cat="translate_sentences",
    note="Devanagari, numbered",
)
L(
    "bhai ye questions ka answer do: ⟦photosynthesis kya hota hai?⟧ ⟦newton ka teesra niyam kya hai?⟧ ⟦DNA ka full form kya hai?⟧",
    lang="hi",
    cat="questions_study",
    note="Hinglish in Latin script",
)
C(
    "mujhe 5 instagram bio ideas do apni bakery ke liye",
    5,
    lang="hi",
    cat="count_generate",
    note="Hinglish",
)
F(
    "इस टेक्स्ट से ⟦नाम⟧, ⟦उम्र⟧ और ⟦शहर⟧ निकालो: मेरा नाम रोहन वर्मा है, मैं 27 साल का हूँ और पुणे में रहता हूँ।",
    lang="hi",
    cat="fields_prose",
    note="fields in Devanagari",
)
L(
    "⟦भारत⟧, ⟦नेपाल⟧ और ⟦भूटान⟧ की राजधानी क्या है?",
    lang="hi",
    cat="same_question_entities",
    note="capitals",
)
N(
    "kaunsa phone lena chahiye, redmi ya realme? budget 15000",
    lang="hi",
    cat="compare_choose",
    note="Hinglish choice",
)
N(
    "4 logon ke liye dal makhani ki recipe batao",
    lang="hi",
    cat="number_not_count",
    note="for 4 people",
)


# ============================================================================ Korean
L(
    """다음 문장들을 영어로 번역해 주세요.
1. ⟦오늘 날씨가 좋네요.⟧
2. ⟦화장실이 어디예요?⟧
3. ⟦이거 얼마예요?⟧""",
    lang="ko",
    cat="translate_sentences",
    note="numbered",
)
L(
    "⟦프랑스⟧, ⟦독일⟧, ⟦스페인⟧의 수도가 어디야?",
    lang="ko",
    cat="same_question_entities",
    note="particle 의 outside the item",
)
C(
    "카페 이름 아이디어 10개만 추천해 줘",
    10,
    lang="ko",
    cat="count_generate",
    note="10개",
)
L(
    """각 리뷰가 긍정인지 부정인지 분류해 줘:
- ⟦배송이 빨라서 좋았어요⟧
- ⟦사이즈가 너무 작아요⟧
- ⟦가격 대비 괜찮아요⟧""",
    lang="ko",
    cat="sentiment_each",
    note="bulleted reviews",
)
F(
    "아래 이메일에서 ⟦보낸 사람⟧, ⟦날짜⟧, ⟦주문 번호⟧를 추출해 주세요.\n\n보낸 사람: 김민지\n날짜: 2025년 5월 8일\n주문 번호 KR-77120 관련 문의드립니다.",
    lang="ko",
    cat="fields_prose",
    note="particle 를 outside the last field",
)
N(
    "아이폰이랑 갤럭시 중에 뭐가 더 나아?",
    lang="ko",
    cat="compare_choose",
    note="which is better",
)
N(
    "떡볶이 3인분 만드는 법 알려줘",
    lang="ko",
    cat="number_not_count",
    note="3 servings",
)


# ============================================================================ Turkish
L(
    "şu iki cümleyi İngilizceye çevirir misin: ⟦Bugün çok yorgunum.⟧ ⟦Otobüs durağı nerede?⟧",
    lang="tr",
    cat="translate_sentences",
    note="two inline sentences",
)
L(
    "⟦Japonya⟧, ⟦Kanada⟧ ve ⟦Mısır⟧'ın başkentleri nedir?",
    lang="tr",
    cat="same_question_entities",
    note="suffix 'ın outside the item",
)
C(
    "kedim için 6 tane isim önerir misin, dişi ve tekir",
    6,
    lang="tr",
    cat="count_generate",
    note="6 tane",
)
F(
    "Aşağıdaki metinden ⟦ad soyad⟧, ⟦telefon numarası⟧ ve ⟦adres⟧ bilgilerini çıkar: Merhaba, ben Elif Kaya, numaram 0532 411 20 87, Kadıköy Moda Cad. No:12 İstanbul.",
    lang="tr",
    cat="fields_prose",
    note="three fields",
)
L(
    """her yorumu olumlu ya da olumsuz olarak etiketle:
⟦Ürün çok kaliteli, tavsiye ederim⟧
⟦Kargo çok geç geldi⟧
⟦Fiyatına göre idare eder⟧""",
    lang="tr",
    cat="sentiment_each",
    note="lines",
)
N(
    "İstanbul mu daha güzel Ankara mı?",
    lang="tr",
    cat="compare_choose",
    note="choice",
)
N(
    "bana 3 kişilik mercimek çorbası tarifi ver",
    lang="tr",
    cat="number_not_count",
    note="for 3 people",
)


# ============================================================================ Arabic
L(
    """ترجم هذه الجمل إلى الإنجليزية:
1. ⟦أين المحطة؟⟧
2. ⟦أنا جائع جداً.⟧
3. ⟦شكراً على مساعدتك.⟧""",
    lang="ar",
    cat="translate_sentences",
    note="numbered",
)
L(
    "ما هي عواصم ⟦المغرب⟧ و⟦تونس⟧ و⟦الجزائر⟧؟",
    lang="ar",
    cat="same_question_entities",
    note="و attached, left out",
)
C(
    "اقترح علي 5 أسماء لمتجر عطور على الإنترنت",
    5,
    lang="ar",
    cat="count_generate",
    note="digits",
)
F(
    "استخرج من النص التالي: ⟦الاسم⟧، ⟦تاريخ الميلاد⟧، و⟦رقم الهاتف⟧\n\nأنا سارة العتيبي، ولدت في 12 مارس 1996، ورقمي 0551234567.",
    lang="ar",
    cat="fields_prose",
    note="Arabic comma, و left out",
)
L(
    """صنّف كل تعليق إلى إيجابي أو سلبي:
- ⟦المنتج رائع وسعره مناسب⟧
- ⟦التوصيل تأخر أسبوعين⟧
- ⟦الخدمة ممتازة⟧""",
    lang="ar",
    cat="sentiment_each",
    note="bulleted",
)
N(
    "أيهما أفضل للمبتدئين، بايثون أم جافا؟",
    lang="ar",
    cat="compare_choose",
    note="which of two",
)
N(
    "اكتب قصة قصيرة عن ولد وقطة وشجرة كبيرة",
    lang="ar",
    cat="one_text_from_points",
    note="one story",
)


if __name__ == "__main__":
    main(ROWS, out=OUT, prefix="wf", source=SOURCE)
