"""The sixth development set (``dev6.jsonl``): requests written the way people write to chat bots.

    python benchmarks/data/items_real/build_dev6.py          # writes dev6.jsonl, with the checks
    python benchmarks/data/items_real/build_dev6.py --check  # the checks only
    python benchmarks/data/items_real/build_dev6.py --score [OUT.md]  # items_real.py's figures on it, per kind and language

Every row is written here by hand (see DEV6.md). The checks: ids unique, kinds known, every
``list``/``fields`` item an exact substring of its request, in order, ``count`` rows with a
count and no items, ``none`` rows with neither.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from devset import Rows, main  # noqa: E402

OUT = HERE / "dev6.jsonl"
SOURCE = "written for dev6"
ROWS = Rows()
L, F, C, N = ROWS.L, ROWS.F, ROWS.C, ROWS.N


# ---------------------------------------------------------------------------------------- rows
L(
    "hey quick qs whats the capital of australia, how many bones are in the human body and who wrote the odyssey",
    [
        "whats the capital of australia",
        "how many bones are in the human body",
        "who wrote the odyssey",
    ],
    cat="questions_runon_commas",
    note="three unrelated questions in one run-on line joined by a comma and 'and'",
)

N(
    "what is the best way to store fresh herbs like basil, parsley, and cilantro so they last longer in the fridge",
    cat="one_question_commas",
    note="one question that names three herbs",
)

C(
    "give me 15 names for a dwarf blacksmith in my dnd campaign, gruff sounding, no apostrophes pls",
    15,
    cat="count_names_game",
    note="N names with style requirements after a comma",
)

N(
    "react vs vue vs svelte for a small internal dashboard?? team knows a bit of jquery only. which one",
    cat="compare_choose",
    note="choose among three frameworks",
)

F(
    """Pull the following out of the email below: Sender Name, Company, Requested Delivery Date, Quantity, Shipping Address

Hi team,
This is Marco Bellini from Tessiture Lago srl. We would like to order 240 meters of the navy wool blend (ref. WB-77) and need it delivered no later than 14 March. Please ship to Via dei Mille 12, 22100 Como, Italy. Invoice to the same address.
Thanks, Marco""",
    ["Sender Name", "Company", "Requested Delivery Date", "Quantity", "Shipping Address"],
    cat="fields_titlecase_email_below",
    note="Title Case fields after 'Pull the following out of the email below:', email after",
)

L(
    """classify each tweet as positive, negative or neutral:
1. just got my new phone and the camera is insane 😍
2. 3 hours on hold with customer service. never again
3. the train is late again lol
4. anyone know if the library is open on sundays""",
    [
        "just got my new phone and the camera is insane 😍",
        "3 hours on hold with customer service. never again",
        "the train is late again lol",
        "anyone know if the library is open on sundays",
    ],
    cat="tweets_classify_numbered",
    note="numbered tweets to classify, emoji, lowercase",
)

N(
    "what are the 5 stages of grief",
    cat="fixed_set_question",
    note="'what are the 5 stages of X': a fixed set, one answer",
)

C(
    "list 5 reasons why learning a second language is worth it as an adult",
    5,
    cat="count_reasons_why",
    note="'list 5 reasons why X': five independent reasons",
)

L(
    """reviews = ["arrived broken, box was crushed", "works fine for the price", "Absolutley love it, bought a second one for my mum", "meh. battery dies in a day"]
rate each review from 1 to 5 stars and give one word reason""",
    [
        "arrived broken, box was crushed",
        "works fine for the price",
        "Absolutley love it, bought a second one for my mum",
        "meh. battery dies in a day",
    ],
    cat="reviews_python_list_rate",
    note="reviews in a Python list, rating instruction after, typo kept",
)

N(
    """I want you to act as a linux terminal. I will type commands and you will reply with what the terminal should show. I want you to only reply with the terminal output inside one unique code block, and nothing else. do not write explanations. my first command is pwd""",
    cat="roleplay_setup",
    note="role-play set-up with one first command",
)

C(
    "Write 5 tweets announcing the launch of our budgeting app PennyPal. casual tone, max 1 hashtag each",
    5,
    cat="count_tweets",
    note="N tweets with style requirements",
)

F(
    """extract name (str), age (int), city (str), is_member (bool) from this text and answer only with json:

"Hi, I'm Dana Whitfield, 34, from Leeds. I signed up for the premium plan last spring so yes I'm a member." """,
    ["name", "age", "city", "is_member"],
    cat="fields_typed_parens_json",
    note="typed fields 'name (str)' then a quoted text",
)

L(
    """请把下面的句子翻译成英文：
1. 我明天要去医院看牙。
2. 这家餐厅的菜太咸了。
3. 你能帮我把窗户关上吗？""",
    ["我明天要去医院看牙。", "这家餐厅的菜太咸了。", "你能帮我把窗户关上吗？"],
    lang="zh",
    cat="translate_numbered_zh",
    note="three numbered Chinese sentences to translate",
)

N(
    "北京、上海和深圳，哪个城市更适合刚毕业的年轻人发展？",
    lang="zh",
    cat="compare_choose_zh",
    note="choose among three cities",
)

C(
    "придумай 10 названий для маленькой кофейни у метро, чтобы было коротко и запоминалось",
    10,
    lang="ru",
    cat="count_names_ru",
    note="N names for a coffee shop, Russian",
)

L(
    """ответь на вопросы:
1. почему небо голубое
2. сколько лет живут черепахи
3. кто изобрел радио""",
    ["почему небо голубое", "сколько лет живут черепахи", "кто изобрел радио"],
    lang="ru",
    cat="questions_numbered_ru",
    note="numbered questions without question marks, Russian",
)

N(
    "чем отличается любовь от влюбленности?",
    lang="ru",
    cat="one_question_ru",
    note="one comparison question, Russian",
)

N(
    """write a python function that takes a list of dicts with keys name, age and email and returns only the ones older than 18 sorted by name""",
    cat="code_write",
    note="one function that names several keys",
)

C(
    """generate 20 unique youtube video ideas for me for a channel about budget travel in europe. requirements:
1) each idea under 12 words
2) at least 5 about eastern europe
3) no listicles like "top 10"
4) make them sound fun not clickbaity""",
    20,
    cat="count_unique_for_me_requirements",
    note="'generate 20 unique ... for me' then numbered requirements (which are not items)",
)

L(
    """Read the passage and answer the questions below.

The town of Harlow Creek was founded in 1872 by timber workers who followed the river north. For decades the sawmill was the only large employer, and when it closed in 1961 almost a third of the residents left within five years. The town survived by turning its old rail line into a cycling trail, which now brings about 40,000 visitors every summer. A small museum in the former station tells the story of the mill.

1) When was Harlow Creek founded and by whom?
2) What happened after the sawmill closed?
3) How does the town make money today?
4) Where is the museum?""",
    [
        "When was Harlow Creek founded and by whom?",
        "What happened after the sawmill closed?",
        "How does the town make money today?",
        "Where is the museum?",
    ],
    cat="questions_after_passage",
    note="passage then four questions labelled '1)'",
)

N(
    """i have 3 job offers
a) startup, 90k, fully remote, equity
b) bank, 110k, office 5 days
c) agency, 95k, hybrid 2 days
which one should i take? i have a 1 year old kid""",
    cat="choose_lettered_options",
    note="lettered options given as context for one choice",
)

F(
    """{
  "invoice_number": "",
  "invoice_date": "",
  "vendor": "",
  "total_amount": "",
  "currency": ""
}
fill this json from the invoice:

NORDIC PRINT AB — Invoice #NP-20931
Date: 2026-02-07
Bill to: Greenleaf Cafe, 14 Harbour St
2 x Banner 200x80cm ............ 1 240.00
500 x Flyers A5 ................   890.00
Total due: SEK 2 130.00 (VAT incl.)""",
    ["invoice_number", "invoice_date", "vendor", "total_amount", "currency"],
    cat="fields_json_template_first",
    note="empty JSON template first, then 'fill this json from the invoice:'",
)

C(
    "can u give me like 12 slogans for a boxing gym in a small town",
    12,
    cat="count_informal_like",
    note="'can u give me like 12 ...'",
)

N(
    "how do i install docker on ubuntu 22.04 step by step, i keep getting a gpg key error",
    cat="procedure",
    note="one procedure asked for, 'step by step'",
)

L(
    """Translate these into French please:
- Where is the nearest pharmacy?
- I would like a table for two.
- Can I pay by card?
- My luggage didn't arrive.""",
    [
        "Where is the nearest pharmacy?",
        "I would like a table for two.",
        "Can I pay by card?",
        "My luggage didn't arrive.",
    ],
    cat="translate_bulleted",
    note="bulleted sentences to translate",
)

N(
    """A train leaves Chicago at 3:00 pm going 60 mph toward Denver. Another train leaves Denver at 4:30 pm going 75 mph toward Chicago. The distance is 1000 miles. At what time do they meet, and how far from Chicago?""",
    cat="math_word_problem",
    note="one word problem whose two asks depend on one computation",
)

C(
    "make 10 multiple choice quiz questions about the french revolution, 4 options each, mark the right answer",
    10,
    cat="count_quiz_mcq",
    note="N multiple-choice quiz questions",
)

F(
    """извлеки из текста: ФИО, дата рождения, адрес регистрации, номер телефона

Заявитель Ковалёв Андрей Сергеевич, 12.05.1988 г.р., зарегистрирован по адресу г. Самара, ул. Ленинградская, д. 45, кв. 12, тел. +7 927 555-14-08, просит выдать справку о составе семьи.""",
    ["ФИО", "дата рождения", "адрес регистрации", "номер телефона"],
    lang="ru",
    cat="fields_ru_colon",
    note="Russian fields after 'извлеки из текста:'",
)

N(
    "hi how are you today",
    cat="chitchat",
    note="small talk",
)

L(
    "what do these acronyms stand for NATO, UNESCO, FIFA, OPEC",
    ["NATO", "UNESCO", "FIFA", "OPEC"],
    cat="terms_after_question",
    note="acronyms after a question without colon",
)

N(
    "rank these by how hard they are to learn for someone who knows javascript: rust, go, python, haskell, elixir",
    cat="rank_options",
    note="one ranking of listed languages",
)

C(
    "帮我写五个关于春天的句子，要有诗意一点",
    5,
    lang="zh",
    cat="count_zh_numeral",
    note="count as a Chinese numeral (五个)",
)

F(
    """From the job post below, output a csv with the header: company,role,salary_range,location,remote

We're hiring! Brightwell Analytics is looking for a Senior Data Engineer to join our team in Rotterdam. Salary €70,000–€85,000 depending on experience. Hybrid: 2 days a week from home. Apply by 30 April.""",
    ["company", "role", "salary_range", "location", "remote"],
    cat="fields_csv_header",
    note="fields as a CSV header line",
)

N(
    """my fridge has eggs, spinach, feta, half an onion, some tortillas and a sad looking tomato. what can i make for dinner that takes under 20 min""",
    cat="context_list_one_question",
    note="ingredients as context for one question",
)

L(
    """Q1. What is the difference between TCP and UDP?
Q2. Explain what a subnet mask does.
Q3. What port does HTTPS use by default?
Q4. what is DNS""",
    [
        "What is the difference between TCP and UDP?",
        "Explain what a subnet mask does.",
        "What port does HTTPS use by default?",
        "what is DNS",
    ],
    cat="questions_q_labels",
    note="'Q1.' labels, the first itself a comparison but one item",
)

N(
    """write a 800 word essay on the effects of social media on teenagers. it must include:
- an introduction with a thesis
- three body paragraphs with evidence
- one counterargument
- a conclusion
use APA citations""",
    cat="essay_requirements",
    note="one essay with a bulleted list of requirements",
)

C(
    "Дай 7 идей для подарка парню на годовщину, бюджет до 5000 рублей",
    7,
    lang="ru",
    cat="count_ideas_ru",
    note="N gift ideas, Russian",
)

L(
    """Beantworte bitte folgende Fragen:
Was ist der Unterschied zwischen Miete und Nebenkosten?
Wie lange ist die Kündigungsfrist für eine Wohnung?
Darf der Vermieter ohne Ankündigung in die Wohnung?""",
    [
        "Was ist der Unterschied zwischen Miete und Nebenkosten?",
        "Wie lange ist die Kündigungsfrist für eine Wohnung?",
        "Darf der Vermieter ohne Ankündigung in die Wohnung?",
    ],
    lang="de",
    cat="questions_lines_de",
    note="German questions on plain lines",
)

N(
    "Which of the following is a prime number? A) 21 B) 27 C) 29 D) 33",
    cat="multiple_choice",
    note="one multiple-choice question",
)

F(
    """Entity types: PERSON, ORGANIZATION, LOCATION, DATE
Find all entities of these types in the text and return them grouped by type.

Text: On 3 June, Priya Raman left Halvorsen Logistics to join the Lisbon office of Corvid Systems, where she will work with Tomasz Wieczorek.""",
    ["PERSON", "ORGANIZATION", "LOCATION", "DATE"],
    cat="fields_entity_types",
    note="entity types as the fields",
)

C(
    "write twenty haikus about cats being dramatic",
    20,
    cat="count_spelled_en",
    note="count spelled out in English",
)

N(
    """Fix this code, it says IndexError: list index out of range

def last_three(xs):
    out = []
    for i in range(3):
        out.append(xs[len(xs) - i])
    return out

print(last_three([1,2,3,4,5]))""",
    cat="code_fix",
    note="one function to fix",
)

L(
    "is this sentence correct: 'me and him went to the store'. also is 'less people' or 'fewer people' right. and whats the plural of cactus",
    [
        "is this sentence correct: 'me and him went to the store'.",
        "is 'less people' or 'fewer people' right.",
        "whats the plural of cactus",
    ],
    cat="questions_runon_also_and",
    note="three grammar questions joined by 'also' and 'and', the second a choice but one item",
)

C(
    "I need 30 SEO keywords for a dentist website in Austin TX, mix of short and long tail",
    30,
    cat="count_keywords",
    note="N keywords",
)

N(
    """次の文章を三行で要約してください。

当社は来年四月から、全社員を対象に週一回の在宅勤務を導入します。導入に先立ち、各部署で業務の見直しを行い、必要な機器を配布します。詳細は三月の説明会で案内します。""",
    lang="ja",
    cat="one_summary_ja",
    note="one summary in three lines, Japanese",
)

F(
    """以下の文章から会社名、所在地、設立年、従業員数を抽出してください。

株式会社ミナトテックは2004年に横浜市で設立されたソフトウェア会社で、現在の従業員数は約320名です。主に物流向けのシステムを開発しています。""",
    ["会社名", "所在地", "設立年", "従業員数"],
    lang="ja",
    cat="fields_ja",
    note="Japanese fields separated by 、 before the text",
)

L(
    """for each of these error messages tell me what it usually means

ModuleNotFoundError: No module named 'pandas'
TypeError: 'NoneType' object is not subscriptable
RecursionError: maximum recursion depth exceeded""",
    [
        "ModuleNotFoundError: No module named 'pandas'",
        "TypeError: 'NoneType' object is not subscriptable",
        "RecursionError: maximum recursion depth exceeded",
    ],
    cat="error_messages_lines",
    note="error messages on plain lines after the instruction",
)

N(
    "translate to spanish: Hi Maria, thanks for the invite! I'll be there around 7 and I'll bring some wine. Can't wait to see the new flat.",
    cat="one_text_translate",
    note="one short text of several sentences to translate whole",
)

C(
    "brainstorm 10 startup ideas in fintech for gen z, one line each",
    10,
    cat="count_brainstorm",
    note="'brainstorm N'",
)

N(
    "what are the 7 wonders of the ancient world",
    cat="fixed_set_question",
    note="a fixed set of seven",
)

L(
    """判断以下评论的情感（正面/负面）：
"物流很快，包装也很好"
"用了两天就坏了，退货还很麻烦"
"一般般吧，没有想象中好"
"客服态度超级好！\"""",
    [
        "物流很快，包装也很好",
        "用了两天就坏了，退货还很麻烦",
        "一般般吧，没有想象中好",
        "客服态度超级好！",
    ],
    lang="zh",
    cat="reviews_quoted_zh",
    note="quoted Chinese reviews on lines, sentiment",
)

N(
    """Summarize these meeting notes into a short paragraph for my manager:
- budget for Q3 approved but 10% lower
- hiring freeze until september
- website redesign pushed to next year
- Anna leads the vendor review""",
    cat="notes_to_summarize",
    note="bullets given to merge into one paragraph",
)

F(
    """Name:
Date of incident:
Location:
Injured person:
Description:

fill out this form using the story: yesterday around 5pm in the warehouse in Dock B, Jamal Price slipped on spilled hydraulic oil and hurt his wrist. his supervisor Rita Moss took him to urgent care""",
    ["Name", "Date of incident", "Location", "Injured person", "Description"],
    cat="fields_form_empty_labels",
    note="form with empty labels first, story after",
)

C(
    "ブログ記事のタイトルを10個考えてください。テーマは一人暮らしの節約術です。",
    10,
    lang="ja",
    cat="count_ja",
    note="N titles, Japanese '10個'",
)

N(
    "who was the president of france in 1995? and how old was he then",
    cat="dependent_questions",
    note="the second question builds on the first",
)

L(
    """answer these interview questions as if you were a senior data engineer with 8 years of experience:
- Tell me about a time you had to deal with bad data in production.
- How do you decide between batch and streaming?
- What's your approach to testing pipelines?""",
    [
        "Tell me about a time you had to deal with bad data in production.",
        "How do you decide between batch and streaming?",
        "What's your approach to testing pipelines?",
    ],
    cat="interview_questions_roleplay",
    note="role-play preamble then bulleted questions",
)

N(
    """solve the system of equations:
2x + y = 7
x - y = 2""",
    cat="math_system",
    note="one system: the two equations go together",
)

L(
    """solve each one
1) 2x + 3 = 11
2) x^2 - 9 = 0
3) 5x - 2 = 3x + 8""",
    ["2x + 3 = 11", "x^2 - 9 = 0", "5x - 2 = 3x + 8"],
    cat="math_independent_equations",
    note="three independent equations, 'solve each one'",
)

C(
    "dame 7 ideas para una fiesta de cumpleaños de una niña de 6 años que le encantan los dinosaurios",
    7,
    lang="es",
    cat="count_es",
    note="N ideas, Spanish",
)

N(
    "¿cuál es la diferencia entre ser y estar? pon ejemplos",
    lang="es",
    cat="one_question_es",
    note="one comparison with examples, Spanish",
)

F(
    """extrae el nombre del producto, el precio, la fecha de entrega y el número de pedido de este mensaje:

Hola! Tu pedido #458812 de "Auriculares Inalámbricos Sonix Pro" por 59,90 € ha sido enviado. Llegará el jueves 21 de marzo.""",
    ["nombre del producto", "precio", "fecha de entrega", "número de pedido"],
    lang="es",
    cat="fields_es",
    note="Spanish fields with articles (articles left out of the items)",
)

N(
    """here's my package.json

{
  "name": "shop-api",
  "version": "1.0.0",
  "scripts": { "start": "node index.js", "test": "jest" },
  "dependencies": { "express": "^4.18.2", "mongoose": "^8.0.0" },
  "devDependencies": { "jest": "^29.7.0" }
}

npm install keeps failing with ERESOLVE unable to resolve dependency tree. why""",
    cat="json_as_context",
    note="pasted JSON as context for one question",
)

C(
    "Act as a marketing expert with 20 years experience. Give me 7 taglines for an eco-friendly laundry detergent called PureDrop",
    7,
    cat="count_roleplay_preamble",
    note="role-play preamble then 'Give me N taglines'",
)

L(
    """Rewrite these resume bullet points to sound more professional:
• did the social media for the company
• helped customers with problems on the phone
• made excel sheets for tracking stock
• trained new people""",
    [
        "did the social media for the company",
        "helped customers with problems on the phone",
        "made excel sheets for tracking stock",
        "trained new people",
    ],
    cat="rewrite_bullets",
    note="'•' bullets to rewrite one by one",
)

N(
    "explain quantum computing like im 10",
    cat="single_task",
    note="one explanation",
)

F(
    """From the text above get me the tenant name, monthly rent, lease start date and security deposit.""",
    ["tenant name", "monthly rent", "lease start date", "security deposit"],
    cat="fields_lowercase_text_above",
    note="fields in lowercase, 'from the text above' with the text missing (as users paste)",
)

N(
    "write a cover letter for a barista job at a specialty coffee shop, mention my 2 years experience, my latte art and that i can work weekends",
    cat="one_writing_several_points",
    note="one letter that covers three points",
)

C(
    "generate 50 random first names for an rpg, output as a python list, mix of genders",
    50,
    cat="count_python_list_output",
    note="N names as a Python list",
)

L(
    """Q: What causes tides?
Q: Why do we have leap years?
Q: How far is the moon from earth""",
    ["What causes tides?", "Why do we have leap years?", "How far is the moon from earth"],
    cat="questions_q_colon_lines",
    note="'Q:' on each line",
)

N(
    "Q: what is the boiling point of water at the top of mount everest?",
    cat="single_question_label",
    note="one question with a 'Q:' label",
)

F(
    """Extract the following from the bill of lading:
1. Vessel name
2. Port of loading
3. Port of discharge
4. Container number
5. Gross weight

B/L No. MSKU8812093 — Vessel: MAERSK ELBA V.214E — Port of Loading: Ningbo, China — Port of Discharge: Felixstowe, UK — Container: TGHU 447120-3 (40' HC) — Gross Weight: 18,420 KG""",
    ["Vessel name", "Port of loading", "Port of discharge", "Container number", "Gross weight"],
    cat="fields_numbered_list",
    note="numbered field names, the document after",
)

N(
    "who would win in a fight, a gorilla or 100 men",
    cat="compare_choose",
    note="one choice",
)

C(
    "сгенерируй двадцать вопросов для викторины по истории россии с ответами",
    20,
    lang="ru",
    cat="count_spelled_ru",
    note="count spelled in Russian (двадцать)",
)

L(
    "give me a one line summary of each: 1984, brave new world, fahrenheit 451, the handmaids tale",
    ["1984", "brave new world", "fahrenheit 451", "the handmaids tale"],
    cat="titles_after_colon",
    note="book titles after 'each:', lowercase, typo kept",
)

N(
    "what's the relationship between inflation, interest rates and unemployment? explain simply",
    cat="one_question_commas",
    note="one question about the relation of three things",
)

C(
    'Generate 4 variations of this email subject line: "Your order has shipped!"',
    4,
    cat="count_variations",
    note="N variations of one quoted line",
)

L(
    """Переведи на английский эти фразы:
- Я опаздываю, начинайте без меня
- Сколько стоит доставка?
- Мне нужна справка с работы""",
    ["Я опаздываю, начинайте без меня", "Сколько стоит доставка?", "Мне нужна справка с работы"],
    lang="ru",
    cat="translate_bulleted_ru",
    note="Russian phrases to translate, bulleted",
)

N(
    """у меня есть список дел на завтра: купить молоко, позвонить маме, сдать отчет до 12, записаться к врачу, забрать посылку. в каком порядке лучше их сделать?""",
    lang="ru",
    cat="list_as_context_order_ru",
    note="a to-do list to order, Russian",
)

F(
    """class Event(BaseModel):
    title: str
    start_time: datetime
    location: str
    organizer: str

fill this model from the message below, return json only

"Reminder: the Q2 town hall is Thursday April 10 at 15:00 in the Atrium, hosted by Lena Fischer from HR." """,
    ["title", "start_time", "location", "organizer"],
    cat="fields_pydantic_model",
    note="fields as a pydantic model's attributes",
)

C(
    "give me 6 fun facts about octopuses that most people dont know",
    6,
    cat="count_facts",
    note="N facts",
)

N(
    "what are the three branches of the us government and what does each do",
    cat="fixed_set_question",
    note="a fixed set of three, one answer",
)

L(
    """[
  {"id": 1, "text": "I want to cancel my subscription"},
  {"id": 2, "text": "how do i change my password"},
  {"id": 3, "text": "you charged me twice this month!!"}
]
tag each message with an intent: cancel, account, billing, other""",
    ["I want to cancel my subscription", "how do i change my password", "you charged me twice this month!!"],
    cat="messages_json_array_intent",
    note="messages in a JSON array of objects, instruction after",
)

N(
    "write a story about a dragon, a knight and a talking cat who have to share an apartment",
    cat="one_writing_several_things",
    note="one story that names three characters",
)

C(
    "列出十个提高工作效率的方法",
    10,
    lang="zh",
    cat="count_zh_list",
    note="'列出十个': ten methods",
)

F(
    """从下面的简历中提取：姓名、毕业院校、专业、工作年限

张伟，男，1993年出生。2015年毕业于华中科技大学计算机科学与技术专业，之后在两家互联网公司担任后端开发，共7年工作经验，熟悉Java和Go。""",
    ["姓名", "毕业院校", "专业", "工作年限"],
    lang="zh",
    cat="fields_zh",
    note="Chinese fields separated by 、 after '提取：'",
)

N(
    "用Python写一个爬虫，爬取豆瓣电影top250的名称、评分和导演，保存成csv",
    lang="zh",
    cat="code_write_zh",
    note="one scraper that names three fields",
)

L(
    """True or false?
a) The Great Wall of China is visible from space with the naked eye.
b) Bats are blind.
c) Water conducts electricity better when it has salt in it.""",
    [
        "The Great Wall of China is visible from space with the naked eye.",
        "Bats are blind.",
        "Water conducts electricity better when it has salt in it.",
    ],
    cat="statements_true_false",
    note="three independent statements under 'True or false?'",
)

N(
    """a) find the mean of 4, 8, 15, 16, 23, 42
b) use your answer from a) to find the variance
c) then the standard deviation""",
    cat="lettered_dependent_math",
    note="lettered parts that depend on each other",
)

C(
    "come up with a dozen icebreaker questions for a remote team meeting, nothing too personal",
    12,
    cat="count_dozen",
    note="'a dozen' as the count",
)

N(
    "pros and cons of nuclear energy",
    cat="single_task",
    note="one analysis",
)

L(
    """what's the population of tokyo? what's the population of delhi? what's the population of lagos?""",
    [
        "what's the population of tokyo?",
        "what's the population of delhi?",
        "what's the population of lagos?",
    ],
    cat="questions_repeated_frame",
    note="the same question frame three times on one line",
)

F(
    """pull out sender/recipient/amount/date from this sms: "You have received KES 2,500.00 from JOHN MWANGI on 12/3/26 at 4:15 PM. New M-PESA balance is KES 7,830.00" """,
    ["sender", "recipient", "amount", "date"],
    cat="fields_slashes",
    note="lowercase fields joined by slashes",
)

N(
    "give me a 3 day itinerary for rome, we love food and hate museums lol",
    cat="one_plan",
    note="one itinerary, a number of days",
)

C(
    "write 3 linkedin posts about why i left my corporate job to become a baker, each one a different angle",
    3,
    cat="count_posts",
    note="N posts",
)

L(
    """Réponds à ces questions :
1. Quelle est la capitale du Canada ?
2. Combien de pays y a-t-il en Afrique ?
3. Qui a peint La Joconde ?""",
    [
        "Quelle est la capitale du Canada ?",
        "Combien de pays y a-t-il en Afrique ?",
        "Qui a peint La Joconde ?",
    ],
    lang="fr",
    cat="questions_numbered_fr",
    note="French numbered questions, space before '?'",
)

N(
    "écris un poème de 4 strophes sur la mer en hiver",
    lang="fr",
    cat="one_writing_number_fr",
    note="one poem with a number of stanzas",
)

C(
    "propose-moi 6 titres accrocheurs pour mon article sur le télétravail",
    6,
    lang="fr",
    cat="count_fr",
    note="N titles, French",
)

N(
    "create a sql table for users with id, name, email, password_hash and created_at, postgres",
    cat="schema_write",
    note="one table that names several columns",
)

F(
    """ID,Full Name,Email,Phone,Country
fill a row for each person in this text: Oliver Grant (oliver.grant@mailbox.com, +44 7700 900123) lives in the UK. Mei Tanaka, mei.t@kumo.jp, based in Japan, no phone given.""",
    ["ID", "Full Name", "Email", "Phone", "Country"],
    cat="fields_csv_header_first",
    note="CSV header first, then the text",
)

L(
    """what are these commands doing
ls -la
chmod 755 deploy.sh
grep -rn "TODO" src/
tar -xzvf backup.tar.gz""",
    ["ls -la", "chmod 755 deploy.sh", 'grep -rn "TODO" src/', "tar -xzvf backup.tar.gz"],
    cat="commands_explain_lines",
    note="shell commands on lines, each to explain",
)

N(
    """write a bash script that backs up /etc, /home and /var/log to an s3 bucket every night and deletes backups older than 30 days""",
    cat="code_write",
    note="one script that names three folders",
)

C(
    "write 10 example sentences using the word ubiquitous, for an esl class",
    10,
    cat="count_example_sentences",
    note="N example sentences",
)

N(
    "me dê uma dica: qual é a melhor forma de aprender inglês sozinho, com apps, filmes ou livros?",
    lang="pt",
    cat="choose_pt",
    note="one choice among three ways, Portuguese",
)

L(
    """Responda as perguntas:
- O que é inflação?
- Por que o dólar sobe?
- Vale a pena investir em tesouro direto?""",
    ["O que é inflação?", "Por que o dólar sobe?", "Vale a pena investir em tesouro direto?"],
    lang="pt",
    cat="questions_bulleted_pt",
    note="Portuguese bulleted questions",
)

C(
    "me dê 5 sugestões de nomes para uma gata preta",
    5,
    lang="pt",
    cat="count_pt",
    note="N names, Portuguese",
)

F(
    """extraia nome completo, CPF, endereço e data de nascimento do texto:

Eu, Mariana Lopes Ferreira, CPF 123.456.789-00, nascida em 02/09/1990, residente na Rua das Acácias, 88, Belo Horizonte, declaro para os devidos fins...""",
    ["nome completo", "CPF", "endereço", "data de nascimento"],
    lang="pt",
    cat="fields_pt",
    note="Portuguese fields, text after",
)

N(
    "김치찌개 맛있게 끓이는 법 알려줘",
    lang="ko",
    cat="procedure_ko",
    note="one recipe, Korean",
)

C(
    "회사 슬로건 5개 만들어줘. 우리는 반려동물 용품을 파는 스타트업이야",
    5,
    lang="ko",
    cat="count_ko",
    note="N slogans, Korean",
)

L(
    """다음 질문에 답해 주세요.
1. 한국의 수도는 어디인가요?
2. 김치는 언제부터 먹었나요?
3. 한글은 누가 만들었나요?""",
    ["한국의 수도는 어디인가요?", "김치는 언제부터 먹었나요?", "한글은 누가 만들었나요?"],
    lang="ko",
    cat="questions_numbered_ko",
    note="Korean numbered questions",
)

N(
    "ما هو أفضل وقت لزيارة اليابان؟",
    lang="ar",
    cat="one_question_ar",
    note="one question, Arabic",
)

C(
    "اعطني 5 أفكار لمشاريع صغيرة يمكن البدء بها من المنزل",
    5,
    lang="ar",
    cat="count_ar",
    note="N ideas, Arabic",
)

L(
    """ترجم الجمل التالية إلى الإنجليزية:
1. أين محطة القطار؟
2. أريد كوبًا من القهوة.
3. كم الساعة الآن؟""",
    ["أين محطة القطار؟", "أريد كوبًا من القهوة.", "كم الساعة الآن؟"],
    lang="ar",
    cat="translate_numbered_ar",
    note="Arabic sentences to translate",
)

N(
    "python'da liste ile tuple arasındaki fark nedir?",
    lang="tr",
    cat="one_question_tr",
    note="one comparison, Turkish",
)

C(
    "bana 10 tane hızlı kahvaltı fikri ver, yumurtasız olsun",
    10,
    lang="tr",
    cat="count_tr",
    note="N ideas, Turkish",
)

L(
    """şu cümleleri İngilizceye çevir:
"Yarın toplantı saat kaçta?"
"Bu akşam dışarıda yemek yiyelim."
"Faturayı e-posta ile gönderir misiniz?\"""",
    ["Yarın toplantı saat kaçta?", "Bu akşam dışarıda yemek yiyelim.", "Faturayı e-posta ile gönderir misiniz?"],
    lang="tr",
    cat="translate_quoted_tr",
    note="quoted Turkish sentences to translate",
)

N(
    "viết giúp tôi một đoạn văn ngắn giới thiệu bản thân bằng tiếng anh, tôi 22 tuổi, học kế toán, thích đọc sách và chơi cầu lông",
    lang="vi",
    cat="one_writing_vi",
    note="one paragraph that covers several facts, Vietnamese",
)

L(
    """trả lời các câu hỏi sau:
1. Tại sao lá cây có màu xanh?
2. Sông nào dài nhất Việt Nam?
3. Ai là tác giả của Truyện Kiều?""",
    ["Tại sao lá cây có màu xanh?", "Sông nào dài nhất Việt Nam?", "Ai là tác giả của Truyện Kiều?"],
    lang="vi",
    cat="questions_numbered_vi",
    note="Vietnamese numbered questions",
)

C(
    "viết 5 câu chúc tết cho sếp, ngắn gọn và lịch sự",
    5,
    lang="vi",
    cat="count_vi",
    note="N wishes, Vietnamese",
)

N(
    "Kannst du mir erklären, wie man einen Sauerteig ansetzt? Ich habe Roggenmehl und Wasser, sonst nichts.",
    lang="de",
    cat="procedure_de",
    note="one procedure, German",
)

C(
    "schreib mir drei kurze Gedichte über den Herbst, eins lustig, eins traurig, eins kitschig",
    3,
    lang="de",
    cat="count_spelled_de",
    note="count spelled in German (drei)",
)

F(
    """Extrahiere Firmenname, Ansprechpartner, Telefonnummer und Liefertermin aus dieser E-Mail:

Sehr geehrte Damen und Herren,
wir, die Holzbau Brenner GmbH, bestätigen Ihre Bestellung über 40 Leimbinder. Die Lieferung erfolgt am 18.04. Bei Rückfragen erreichen Sie Herrn Jörg Albers unter 0821 44 70 93.
Mit freundlichen Grüßen""",
    ["Firmenname", "Ansprechpartner", "Telefonnummer", "Liefertermin"],
    lang="de",
    cat="fields_de",
    note="German fields before the email",
)

N(
    """Schreib eine E-Mail an meinen Vermieter: die Heizung ist seit Montag kaputt, ich brauche dringend einen Termin mit dem Handwerker, und ich möchte wissen, ob die Miete gemindert wird.""",
    lang="de",
    cat="one_email_three_points_de",
    note="one email covering three points, German",
)

L(
    """corrige la ortografía de estas frases:
1. haiga mucha gente en la fiesta
2. no se si bamos a ir mañana
3. ayer me compre unos zapatos nuebos""",
    [
        "haiga mucha gente en la fiesta",
        "no se si bamos a ir mañana",
        "ayer me compre unos zapatos nuebos",
    ],
    lang="es",
    cat="correct_numbered_es",
    note="Spanish sentences with spelling errors to correct one by one",
)

N(
    "actúa como mi profesor de español y corrígeme cada vez que me equivoque. empezamos: hola, yo soy tomás y yo tengo veinte año",
    lang="es",
    cat="roleplay_setup_es",
    note="role-play set-up with a first message, Spanish",
)

C(
    """Generate 8 flashcards (front/back) from these notes:

Mitosis: one cell divides into two identical daughter cells. Phases: prophase, metaphase, anaphase, telophase. Meiosis: produces four gametes with half the chromosomes; includes crossing over. Cytokinesis splits the cytoplasm.""",
    8,
    cat="count_flashcards_from_notes",
    note="N flashcards from pasted notes",
)

N(
    "name the planets of the solar system in order from the sun",
    cat="fixed_set_question",
    note="a fixed ordered set",
)

L(
    """| product | category |
|---|---|
| organic oat milk 1L | |
| usb-c charging cable | |
| dog chew toy | |
| lavender hand soap | |

fill in the category column for each product""",
    ["organic oat milk 1L", "usb-c charging cable", "dog chew toy", "lavender hand soap"],
    cat="table_column_fill",
    note="products in a markdown table's first column, fill the second",
)

N(
    """| month | revenue |
|---|---|
| jan | 12,400 |
| feb | 13,100 |
| mar | 11,800 |
| apr | 15,900 |

which month had the biggest growth vs the month before and by what percent""",
    cat="table_as_context",
    note="a table given as context for one question",
)

C(
    "suggest 5 books similar to the martian by andy weir, not too long",
    5,
    cat="count_suggest",
    note="'suggest N'",
)

F(
    """- product_name: the name of the item
- brand: who makes it
- price: number only
- in_stock: yes or no

use the above keys to parse this listing: "Kessler Steel 28cm Frying Pan by Kessler Home — now $34.99 — Only 3 left!" """,
    ["product_name", "brand", "price", "in_stock"],
    cat="fields_keys_with_descriptions",
    note="bulleted 'key: description' lines, then the text",
)

N(
    "is it better to pay off my student loan first or invest? i have 20k at 5.2% and 10k in savings, 28 years old",
    cat="choose_with_context",
    note="one choice, figures as context",
)

L(
    """Shorten each headline to under 8 words:
"City council approves new budget that includes funding for three additional parks and a library"
"Local high school robotics team wins state championship for the second year in a row"
"Heavy rain expected across the region this weekend, officials urge drivers to be careful\"""",
    [
        "City council approves new budget that includes funding for three additional parks and a library",
        "Local high school robotics team wins state championship for the second year in a row",
        "Heavy rain expected across the region this weekend, officials urge drivers to be careful",
    ],
    cat="headlines_shorten_quoted",
    note="quoted headlines on lines",
)

N(
    "find the odd one out: apple, banana, carrot, mango",
    cat="pick_one_of_listed",
    note="one choice among four listed things",
)

C(
    "create 10 true/false questions from the text below for my students\n\nThe water cycle describes how water moves between the oceans, the air and the land. Heat from the sun makes water evaporate from seas and lakes. The vapour rises, cools and condenses into clouds. When droplets grow heavy they fall as rain, snow or hail. Some water soaks into the ground and becomes groundwater; some runs off into rivers and back to the sea. Plants also release water vapour through their leaves, a process called transpiration.",
    10,
    cat="count_tf_from_text",
    note="N true/false questions from a passage",
)

N(
    "what are the 4 fundamental forces of nature",
    cat="fixed_set_question",
    note="a fixed set of four",
)

L(
    "can you tell me what industry each of these companies is in: Halvorsen Logistics, Corvid Systems, Brightwell Analytics, Tessiture Lago",
    ["Halvorsen Logistics", "Corvid Systems", "Brightwell Analytics", "Tessiture Lago"],
    cat="names_after_colon",
    note="company names after a colon",
)

N(
    'convert this to yaml: {"server": {"port": 8080, "host": "0.0.0.0"}, "db": {"url": "postgres://localhost/app", "pool": 5}}',
    cat="one_text_convert",
    note="one JSON document to convert",
)

C(
    "i want 3 different openings for my cover letter, im applying for a junior ux designer role",
    3,
    cat="count_i_want",
    note="'i want N different ...'",
)

F(
    """<record>
  <title></title>
  <author></author>
  <year></year>
  <publisher></publisher>
</record>
fill the xml for this citation: Okonkwo, A. (2019). Rivers of Salt. Lagos: Ember House Press.""",
    ["title", "author", "year", "publisher"],
    cat="fields_xml_template",
    note="an empty XML template",
)

N(
    "write a python class Car with attributes make, model, year and mileage and a method that prints them nicely",
    cat="code_write",
    note="one class that names several attributes",
)

L(
    """hey so i have a few questions about my cat
she keeps throwing up after eating is that normal
how often should i change the litter
is it ok to give her milk""",
    [
        "she keeps throwing up after eating is that normal",
        "how often should i change the litter",
        "is it ok to give her milk",
    ],
    cat="questions_lines_no_marks",
    note="questions on plain lines without question marks, chatty lead",
)

N(
    "you are Naruto Uzumaki. stay in character no matter what. hey naruto whats your favorite food and why",
    cat="roleplay_setup",
    note="role-play with one question",
)

C(
    "generate 25 fake customer reviews for testing our sentiment model, half positive half negative, different lengths",
    25,
    cat="count_fake_data",
    note="N synthetic reviews",
)

N(
    "order these events chronologically: moon landing, fall of the berlin wall, start of ww1, invention of the printing press, french revolution",
    cat="rank_order",
    note="one ordering of listed events",
)

F(
    """title: str
due_date: date (YYYY-MM-DD)
priority: low|medium|high
assignee: str

turn this slack message into a task with the fields above: "@sam can you get the Q3 deck to legal by next friday (sept 19)? pretty urgent" """,
    ["title", "due_date", "priority", "assignee"],
    cat="fields_key_type_lines",
    note="'key: type' lines first",
)

L(
    """Please reply to each of these texts from my landlord, polite but firm:

1. "The plumber can only come on Saturday at 7am."
2. "Rent will go up by 15% from next month."
3. "Please stop parking your bike in the hallway.\"""",
    [
        "The plumber can only come on Saturday at 7am.",
        "Rent will go up by 15% from next month.",
        "Please stop parking your bike in the hallway.",
    ],
    cat="messages_reply_numbered_quoted",
    note="numbered quoted messages to reply to one by one",
)

N(
    "fix the grammar: me and him goes to the store yesterday and buyed three apple and a milks",
    cat="one_text_correct",
    note="one sentence to correct",
)

C(
    """Generate 12 unique elf NPC names for me. Rules:
1) no name longer than 8 letters
2) must sound elvish but not tolkien
3) give each a one line backstory""",
    12,
    cat="count_generate_unique_rules",
    note="N names then numbered rules",
)

N(
    "top 10 anime of all time?",
    cat="ranking_top_n",
    note="one ranking (ordered, items depend on each other)",
)

L(
    """sentences = [
    "Das Wetter ist heute schön.",
    "Je ne sais pas.",
    "Hoy no tengo tiempo.",
    "Ik hou van fietsen."
]
detect the language of each sentence""",
    ["Das Wetter ist heute schön.", "Je ne sais pas.", "Hoy no tengo tiempo.", "Ik hou van fietsen."],
    cat="sentences_python_list_detect",
    note="sentences in a multi-line Python list",
)

N(
    """Here is the transcript:

ALEX: so we push the release to friday?
JORDAN: only if QA signs off by thursday noon
ALEX: ok and marketing?
JORDAN: they can move the blog post, no problem
ALEX: great, then friday it is

what did they agree on""",
    cat="transcript_one_question",
    note="a transcript as context, one question",
)

F(
    """Extract skills, years of experience, highest degree and most recent employer from this CV summary. Return as key value pairs.

Experienced QA analyst (6 yrs) skilled in Selenium, Postman, SQL and JIRA. MSc Software Engineering, University of Porto. Currently at Fenwick Digital (2022–present), before that Lumen Retail.""",
    ["skills", "years of experience", "highest degree", "most recent employer"],
    cat="fields_lowercase_commas",
    note="lowercase fields in prose, text after",
)

C(
    "what are 10 good questions to ask at the end of a job interview",
    10,
    cat="count_what_are_n_open",
    note="'what are 10 good questions': an open set, N things to make (not a fixed set)",
)

N(
    "what are the 5 W's of journalism",
    cat="fixed_set_question",
    note="a fixed set of five",
)

L(
    """Define the following terms in one sentence each: latency, throughput, jitter, packet loss""",
    ["latency", "throughput", "jitter", "packet loss"],
    cat="terms_define_colon",
    note="terms after a colon, comma separated",
)

N(
    "explain the difference between a list, a tuple, a set and a dict in python with examples",
    cat="compare_several",
    note="one comparison of four things",
)

C(
    "Напиши 5 вариантов поздравления с днём рождения для коллеги, без пафоса",
    5,
    lang="ru",
    cat="count_variants_ru",
    note="N variants, Russian",
)

L(
    """объясни что значат эти сокращения: ЖКХ, ИНН, СНИЛС, ОСАГО""",
    ["ЖКХ", "ИНН", "СНИЛС", "ОСАГО"],
    lang="ru",
    cat="terms_ru_colon",
    note="Russian abbreviations after a colon",
)

N(
    "перечисли 3 закона Ньютона и объясни их простыми словами",
    lang="ru",
    cat="fixed_set_ru",
    note="a fixed set of three laws, Russian",
)

F(
    """Заполни по тексту поля: Название компании; ИНН; Сумма договора; Срок оплаты

ООО «СеверСтрой» (ИНН 7701234567) заключило договор на поставку арматуры на сумму 1 450 000 руб. Оплата должна быть произведена в течение 10 банковских дней.""",
    ["Название компании", "ИНН", "Сумма договора", "Срок оплаты"],
    lang="ru",
    cat="fields_ru_semicolons",
    note="Russian Title-case fields separated by semicolons",
)

N(
    """напиши код на python, который читает csv файл, считает среднее по столбцу price и сохраняет результат в json""",
    lang="ru",
    cat="code_write_ru",
    note="one program with several steps, Russian",
)

L(
    """请回答以下问题：什么是区块链？人工智能会取代程序员吗？学英语最好的方法是什么？""",
    ["什么是区块链？", "人工智能会取代程序员吗？", "学英语最好的方法是什么？"],
    lang="zh",
    cat="questions_inline_zh",
    note="Chinese questions in one line after '：'",
)

C(
    "给我生成20个Java后端面试题，难度中等偏上",
    20,
    lang="zh",
    cat="count_zh_digits",
    note="N interview questions, Chinese with digits",
)

N(
    "请写一篇800字的作文，题目是《我的梦想》，要求：结构清晰，语言生动，有真情实感。",
    lang="zh",
    cat="essay_requirements_zh",
    note="one essay with requirements, Chinese",
)

L(
    """把这几句话改得更礼貌一点：
- 你快点回复我
- 这个方案不行，重做
- 明天之前必须给我""",
    ["你快点回复我", "这个方案不行，重做", "明天之前必须给我"],
    lang="zh",
    cat="rewrite_bulleted_zh",
    note="Chinese sentences to rewrite politely",
)

N(
    "我有一个列表：苹果、香蕉、橙子、葡萄。怎么用Python把它按字母顺序排序？",
    lang="zh",
    cat="list_as_context_zh",
    note="a list given as context for one code question",
)

C(
    "帮我想8个小红书的标题，主题是减脂餐",
    8,
    lang="zh",
    cat="count_zh_titles",
    note="N titles, Chinese",
)

F(
    """请从这段话里提取出发地、目的地、出发时间和乘客人数，用JSON返回：
明天早上八点我们三个人从杭州东站坐高铁去南京南。""",
    ["出发地", "目的地", "出发时间", "乘客人数"],
    lang="zh",
    cat="fields_zh_json",
    note="Chinese fields with 、 and a JSON ask",
)

L(
    """次の文を英語に翻訳してください。
・会議は午後三時に始まります。
・駅まで歩いて十分です。
・この本はとても面白かった。""",
    ["会議は午後三時に始まります。", "駅まで歩いて十分です。", "この本はとても面白かった。"],
    lang="ja",
    cat="translate_ja_nakaguro",
    note="Japanese sentences with '・' bullets",
)

N(
    "東京と大阪、住むならどっちがいいですか？",
    lang="ja",
    cat="compare_choose_ja",
    note="a choice between two cities",
)

C(
    "You are a copywriter. I need 3 product descriptions for our new bamboo toothbrush, 50 words each, different tones",
    3,
    cat="count_product_descriptions",
    note="N descriptions of one product",
)

L(
    """write a product description for each of these:
1. Stainless steel water bottle, 750ml, keeps cold 24h
2. Wool beanie, one size, 5 colors
3. Bluetooth speaker, waterproof, 12h battery""",
    [
        "Stainless steel water bottle, 750ml, keeps cold 24h",
        "Wool beanie, one size, 5 colors",
        "Bluetooth speaker, waterproof, 12h battery",
    ],
    cat="products_describe_numbered",
    note="one description per listed product",
)

N(
    """Write an email to my team covering: the office is closed on friday, the new parking rules start monday, and please submit timesheets by thursday.""",
    cat="one_email_three_points",
    note="one email covering three points",
)

C(
    "give me 100 words related to the ocean for a word search puzzle",
    100,
    cat="count_large",
    note="a large count",
)

L(
    """I'll paste 3 short paragraphs. For each one, tell me the main idea.

Paragraph 1: Remote work has grown quickly since 2020. Many companies found that productivity did not drop, and some saved money on offices.

Paragraph 2: Honeybees communicate the location of food through a movement called the waggle dance. The angle of the dance shows the direction relative to the sun.

Paragraph 3: Lithium prices rose sharply as demand for electric car batteries increased, leading to new mining projects in South America.""",
    [
        "Remote work has grown quickly since 2020. Many companies found that productivity did not drop, and some saved money on offices.",
        "Honeybees communicate the location of food through a movement called the waggle dance. The angle of the dance shows the direction relative to the sun.",
        "Lithium prices rose sharply as demand for electric car batteries increased, leading to new mining projects in South America.",
    ],
    cat="paragraphs_labelled",
    note="'Paragraph N:' labels, each paragraph an item",
)

N(
    "summarise this article in 3 bullet points: Scientists at the Marlowe Institute report that a common garden weed, creeping thistle, can absorb heavy metals from soil faster than plants now used to clean polluted land. In field trials on a former factory site, thistle removed about 30% more lead over one season. The team warns that the plants must be harvested and disposed of safely.",
    cat="one_summary_n_bullets",
    note="one summary in three bullets",
)

F(
    """Return this dict filled from the review: {"rating": None, "pros": None, "cons": None, "would_recommend": None}

review: 4/5. the blender is powerful and easy to clean but it's LOUD and the lid leaks a bit. still would buy again""",
    ["rating", "pros", "cons", "would_recommend"],
    cat="fields_python_dict_none",
    note="a Python dict with None values",
)

N(
    "make me a 4 week workout plan for building muscle at home with just dumbbells, 3 days a week",
    cat="one_plan",
    note="one plan",
)

L(
    """which of these are fact and which are opinion?
"Paris is the capital of France."
"Pineapple on pizza is disgusting."
"The Pacific is the largest ocean."
"Summer is the best season.\"""",
    [
        "Paris is the capital of France.",
        "Pineapple on pizza is disgusting.",
        "The Pacific is the largest ocean.",
        "Summer is the best season.",
    ],
    cat="statements_fact_opinion",
    note="quoted statements to label",
)

N(
    "which of these is not a mammal: whale, bat, penguin, dog",
    cat="pick_one_of_listed",
    note="one choice among four",
)

C(
    "I need ten catchy names for a podcast about true crime in small towns",
    10,
    cat="count_spelled_need",
    note="'I need ten ...'",
)

F(
    """| Name | Email | Phone | Company |
|------|-------|-------|---------|

fill this table from the signatures below

--
Rosa Delgado | Procurement Lead | Altavia Foods | rosa.delgado@altavia.es | +34 611 204 889

--
Ben Okafor, Field Engineer, Norland Wind, ben@norlandwind.co.uk, 07700 900 456""",
    ["Name", "Email", "Phone", "Company"],
    cat="fields_table_header",
    note="an empty markdown table header to fill",
)

N(
    "what is the time complexity of binary search and why",
    cat="single_question",
    note="one question with a 'why'",
)

L(
    """can u help me with my homework
what is photosynthesis
what is the function of the mitochondria
why do leaves change color in autumn""",
    [
        "what is photosynthesis",
        "what is the function of the mitochondria",
        "why do leaves change color in autumn",
    ],
    cat="questions_homework_lines",
    note="homework questions on lines after a request for help",
)

N(
    """I want you to act as an interviewer for a frontend developer role. ask me the questions one by one and wait for my answers. do not write all the conversation at once. my first sentence is "hi\"""",
    cat="roleplay_interviewer",
    note="role-play that asks for questions one at a time: not to split",
)

C(
    "write 5 different bios for my instagram, im a tattoo artist in berlin who loves botanical stuff",
    5,
    cat="count_bios",
    note="N bios",
)

L(
    """Categorize these expenses into food, transport, housing or fun:
uber to airport 34.50
groceries at lidl 61.20
netflix 15.99
rent march 950
kebab 8""",
    ["uber to airport 34.50", "groceries at lidl 61.20", "netflix 15.99", "rent march 950", "kebab 8"],
    cat="expenses_categorize_lines",
    note="expense lines to categorize",
)

N(
    "how many r's are in the word strawberry",
    cat="single_question",
    note="one question",
)

F(
    """Extract Title, Artist, Year, Medium and Dimensions from the museum label:

"The Quiet Harbour", Elin Sandvik, 1911. Oil on canvas, 64 x 81 cm. Gift of the Tollefsen family.""",
    ["Title", "Artist", "Year", "Medium", "Dimensions"],
    cat="fields_titlecase_and",
    note="Title Case fields joined by commas and 'and'",
)

N(
    "can you explain step by step how to change a flat tire on a bike",
    cat="procedure",
    note="one procedure",
)

C(
    "Give me 15 unique Instagram hashtags for a vegan bakery",
    15,
    cat="count_hashtags",
    note="N hashtags",
)

L(
    """1. What is the GDP of Japan?
2. Who is the current UN Secretary-General?
3. What year did the euro become a currency?
answer briefly""",
    [
        "What is the GDP of Japan?",
        "Who is the current UN Secretary-General?",
        "What year did the euro become a currency?",
    ],
    cat="questions_numbered_instruction_after",
    note="numbered questions first, instruction after",
)

N(
    """Dear Mr. Hoffmann,

Thank you for your email. Unfortunately the shipment has been delayed because of the port strike in Antwerp. We expect the goods to arrive on 24 May instead of 12 May. We apologise for any inconvenience.

Best regards,
Claire Vidal

---
can you make this email sound more apologetic""",
    cat="one_email_rewrite",
    note="one pasted email to rewrite whole",
)

C(
    "write 10 short horror stories in 2 sentences each",
    10,
    cat="count_stories",
    note="N stories (the 2 is a length, not the count)",
)

L(
    "rate these startup names out of 10: Zestly, Kwibble, Loomora, Fundwise, Tiqet",
    ["Zestly", "Kwibble", "Loomora", "Fundwise", "Tiqet"],
    cat="names_rate_colon",
    note="names to rate after a colon",
)

N(
    "which is healthier brown rice or quinoa",
    cat="compare_choose",
    note="one comparison, no punctuation",
)

F(
    "What are the name, phone and email of the contact person in this text? Text: For questions about the grant please contact Dr. Hana Novak, hana.novak@vltava-uni.cz, tel. +420 221 951 300.",
    ["name", "phone", "email"],
    cat="fields_in_question",
    note="fields as the subject of a question",
)

N(
    """I have this python:

import requests
r = requests.get("https://api.example.com/items", timeout=5)
data = r.json()
for item in data["items"]:
    print(item["name"], item["price"])

it works but sometimes crashes with KeyError: 'items'. how do i make it robust""",
    cat="code_fix",
    note="one piece of code to harden",
)

C(
    "give me 20 random trivia questions for a pub quiz with answers. mix sports, music, history",
    20,
    cat="count_trivia",
    note="N trivia questions",
)

L(
    """explain each of these SQL queries to me:

SELECT COUNT(*) FROM orders WHERE status = 'shipped';

SELECT customer_id, SUM(total) FROM orders GROUP BY customer_id HAVING SUM(total) > 1000;

DELETE FROM sessions WHERE last_seen < NOW() - INTERVAL '30 days';""",
    [
        "SELECT COUNT(*) FROM orders WHERE status = 'shipped';",
        "SELECT customer_id, SUM(total) FROM orders GROUP BY customer_id HAVING SUM(total) > 1000;",
        "DELETE FROM sessions WHERE last_seen < NOW() - INTERVAL '30 days';",
    ],
    cat="sql_explain_blocks",
    note="SQL queries separated by blank lines",
)

N(
    "write me a sql query that returns each customer's name, total spend and number of orders from the customers and orders tables, only for 2025",
    cat="code_write_sql",
    note="one query that names several columns",
)

L(
    """TCK-2201: customer says invoice pdf is blank
TCK-2202: login page shows 500 error on safari
TCK-2203: request to add dark mode
triage these tickets, give priority and team""",
    [
        "customer says invoice pdf is blank",
        "login page shows 500 error on safari",
        "request to add dark mode",
    ],
    cat="tickets_id_labels",
    note="ticket ids as line labels, instruction after",
)

C(
    "brainstorm 15 names for a chrome extension that blocks distracting websites",
    15,
    cat="count_brainstorm",
    note="'brainstorm N names'",
)

N(
    """Here's the recipe:
1. Preheat oven to 180C
2. Mix flour, sugar, eggs
3. Add melted butter and cocoa
4. Bake 25 min
can i skip step 3 if i dont have butter? what can i use instead""",
    cat="procedure_context_question",
    note="numbered steps as context, one question about them",
)

L(
    """Can you answer these? 
- whats the tallest mountain in africa
- do penguins have knees
- how long does it take light from the sun to reach earth""",
    [
        "whats the tallest mountain in africa",
        "do penguins have knees",
        "how long does it take light from the sun to reach earth",
    ],
    cat="questions_bulleted_lowercase",
    note="lowercase bulleted questions without question marks",
)

N(
    "how do i center a div",
    cat="single_question",
    note="very short single question",
)

F(
    """Parse the following address into street, house number, postal code, city and country:
Kastanienallee 17b, 10435 Berlin, Deutschland""",
    ["street", "house number", "postal code", "city", "country"],
    cat="fields_parse_into",
    note="'parse into' fields",
)

C(
    "make 6 question-answer pairs out of this passage for a quiz night\n\nThe Treaty of Verdant Bay was signed in 1814 by the coastal city-states of Orra and Maelis after a ten-year trade war over salt. It set a shared customs tax of 4 percent, opened the river Tay to ships from both sides, and created a joint court to settle disputes between merchants. The court met twice a year in the neutral town of Senn. The treaty held for almost sixty years, until Orra joined the northern union in 1873.",
    6,
    cat="count_qa_pairs_passage",
    note="N Q&A from a passage",
)

N(
    "Is it safe to eat cheese, ham and eggs when you are pregnant?",
    cat="one_question_commas",
    note="one question naming three foods",
)

L(
    """For each word give me a synonym and an antonym:
happy
fast
generous
ancient""",
    ["happy", "fast", "generous", "ancient"],
    cat="words_lines",
    note="single words on lines",
)

N(
    "what are the main causes of world war 1",
    cat="single_question",
    note="one question whose answer lists causes",
)

C(
    "write 3 jokes about programmers",
    3,
    cat="count_jokes_short",
    note="short count request",
)

L(
    """1) what is an API
2) what is REST
3) what does stateless mean
4) whats the difference between PUT and PATCH""",
    [
        "what is an API",
        "what is REST",
        "what does stateless mean",
        "whats the difference between PUT and PATCH",
    ],
    cat="questions_numbered_only",
    note="numbered questions with no instruction at all",
)

N(
    "how do i make my resume better? i have a gap of 2 years, no degree, and i worked in retail and warehouse",
    cat="one_question_context",
    note="one question with several facts as context",
)

F(
    """Extract the following fields as JSON: patient_id, test_name, result_value, unit, reference_range

LAB REPORT — Patient ID: 00-48817 — Test: Serum Ferritin — Result: 12 ng/mL — Ref: 30–400 ng/mL — Flag: LOW""",
    ["patient_id", "test_name", "result_value", "unit", "reference_range"],
    cat="fields_snake_colon",
    note="snake_case fields after a colon",
)

N(
    "write a function fizzbuzz(n) in javascript that prints Fizz for multiples of 3, Buzz for 5 and FizzBuzz for both",
    cat="code_write",
    note="one function with several conditions",
)

C(
    "can you help me come up with 10 unique usernames for gaming? I like space and wolves",
    10,
    cat="count_can_you_help",
    note="'can you help me come up with N unique ...?'",
)

L(
    """Which of these phrasal verbs are formal and which are informal, and give an example sentence for each:
put up with
look into
carry out
hang out""",
    ["put up with", "look into", "carry out", "hang out"],
    cat="terms_lines_double_ask",
    note="phrasal verbs on lines with a two-part instruction",
)

N(
    """Role: You are a senior financial advisor.
Context: I'm 35, earn 60k a year, have 15k in savings, no debt and want to retire at 55.
Task: make a plan for me.
Format: a table with years and target savings.""",
    cat="prompt_template_one_task",
    note="a role/context/task/format template with one task",
)

C(
    """generate 20 unique product names for me for a line of scented candles.
requirements:
- two words max
- evoke nature
- must not already be a well known brand
- output as a numbered list""",
    20,
    cat="count_unique_for_me_requirements",
    note="'generate 20 unique ... for me' with bulleted requirements",
)

L(
    """Paraphrase the following sentences:
"The meeting has been postponed until further notice."
"Our team exceeded the quarterly targets."
"Please find the attached document for your review.\"""",
    [
        "The meeting has been postponed until further notice.",
        "Our team exceeded the quarterly targets.",
        "Please find the attached document for your review.",
    ],
    cat="paraphrase_quoted",
    note="quoted sentences on lines to paraphrase",
)

N(
    "tell me about the history of the roman empire, its rise, its peak and its fall",
    cat="one_topic_several_parts",
    note="one account covering three parts of one topic",
)

F(
    """Name of event, date, venue, ticket price — get these from the poster text:
JAZZ ON THE DOCKS ✦ Saturday 9 August ✦ Pier 4 Warehouse ✦ Doors 7pm ✦ Tickets £18 / £12 concessions""",
    ["Name of event", "date", "venue", "ticket price"],
    cat="fields_before_dash",
    note="fields first, then 'get these from'",
)

N(
    "should i learn guitar or piano first if i eventually want to produce music",
    cat="compare_choose",
    note="one choice",
)

L(
    """what is the chemical symbol for gold, what is the chemical symbol for silver, what is the chemical symbol for iron""",
    [
        "what is the chemical symbol for gold",
        "what is the chemical symbol for silver",
        "what is the chemical symbol for iron",
    ],
    cat="questions_repeated_frame_commas",
    note="one frame repeated, joined by commas, no question marks",
)

N(
    """Here are my notes from the lecture:
- supply goes up -> price goes down
- demand goes up -> price goes up
- elasticity = % change in quantity / % change in price
turn them into a short study guide""",
    cat="notes_to_guide",
    note="notes as context for one study guide",
)

C(
    "Give me 7 tips for sleeping better when you work night shifts",
    7,
    cat="count_tips",
    note="N tips",
)

L(
    """is the word "irregardless" a real word? what does "per se" mean? and how do you pronounce "quinoa"?""",
    [
        'is the word "irregardless" a real word?',
        'what does "per se" mean?',
        'how do you pronounce "quinoa"?',
    ],
    cat="questions_quoted_words_runon",
    note="three questions each with a quoted word",
)

N(
    "help me plan a birthday party for 20 people, budget 300 dollars, theme is 80s, in my backyard",
    cat="one_plan",
    note="one plan with constraints",
)

F(
    """Bitte aus dem Text folgende Angaben herausziehen:
- Vorname
- Nachname
- Geburtsort
- Beruf

Text: Ich heiße Katrin Vogel, bin in Bremen geboren und arbeite als Krankenschwester im Klinikum Nord.""",
    ["Vorname", "Nachname", "Geburtsort", "Beruf"],
    lang="de",
    cat="fields_de_bulleted",
    note="German fields in a bulleted list",
)

N(
    "j'ai du poulet, du riz, des poivrons et de la crème. qu'est-ce que je peux cuisiner ce soir ?",
    lang="fr",
    cat="list_as_context_fr",
    note="ingredients as context, French",
)

F(
    """extrais le montant, la date d'échéance et le destinataire de ce message : "Bonjour, merci de régler la facture n°2291 d'un montant de 480 € avant le 15 juin à l'ordre de Atelier Marceau." """,
    ["montant", "date d'échéance", "destinataire"],
    lang="fr",
    cat="fields_fr",
    note="French fields with articles (left out)",
)

L(
    "traduce al inglés: 'me duele la cabeza', 'tengo hambre', 'dónde está el baño'",
    ["me duele la cabeza", "tengo hambre", "dónde está el baño"],
    lang="es",
    cat="translate_inline_quoted_es",
    note="quoted Spanish phrases inline",
)

C(
    "genera 10 preguntas tipo test sobre la segunda guerra mundial con 4 opciones",
    10,
    lang="es",
    cat="count_quiz_es",
    note="N test questions, Spanish",
)

N(
    "¿qué es mejor para un principiante, canon o nikon? tengo 600 euros",
    lang="es",
    cat="compare_choose_es",
    note="one choice between two brands, Spanish",
)

L(
    """Ответь коротко на каждый вопрос. Сколько планет в солнечной системе? Какая самая длинная река в мире? Кто написал «Войну и мир»?""",
    [
        "Сколько планет в солнечной системе?",
        "Какая самая длинная река в мире?",
        "Кто написал «Войну и мир»?",
    ],
    lang="ru",
    cat="questions_inline_ru",
    note="Russian questions in one run of text",
)

C(
    "сделай 15 вопросов для собеседования на junior frontend разработчика",
    15,
    lang="ru",
    cat="count_interview_ru",
    note="N interview questions, Russian",
)

N(
    "ты теперь мой психолог. я чувствую себя уставшим всё время, на работе стресс, дома ссоры. что мне делать?",
    lang="ru",
    cat="roleplay_ru",
    note="role-play with one request for help, Russian",
)

L(
    """классифицируй отзывы как позитивные или негативные:
1) доставили быстро, всё целое
2) курьер нахамил, больше не закажу
3) качество ткани отличное""",
    ["доставили быстро, всё целое", "курьер нахамил, больше не закажу", "качество ткани отличное"],
    lang="ru",
    cat="reviews_numbered_ru",
    note="Russian reviews with '1)' labels",
)

N(
    "как настроить роутер tp-link чтобы раздавал wifi с паролем, пошагово",
    lang="ru",
    cat="procedure_ru",
    note="one procedure, Russian",
)

L(
    """下面这些词是什么意思？内卷、躺平、摆烂""",
    ["内卷", "躺平", "摆烂"],
    lang="zh",
    cat="terms_zh",
    note="Chinese terms separated by 、",
)

N(
    "帮我解一下这道题：一个水池有两个进水管，甲管单独注满需要6小时，乙管需要4小时，两管同时开需要几小时？",
    lang="zh",
    cat="math_word_problem_zh",
    note="one math word problem, Chinese",
)

C(
    "写三条朋友圈文案，庆祝公司成立十周年",
    3,
    lang="zh",
    cat="count_zh_three",
    note="'三条': three posts (the 十 is an anniversary, not the count)",
)

N(
    "Как лучше выучить английский: с репетитором, на курсах или самому по приложениям?",
    lang="ru",
    cat="choose_ru",
    note="one choice among three ways, Russian",
)

L(
    """Traduis ces phrases en anglais :
- Je suis en retard.
- Il fait beau aujourd'hui.
- On se voit demain ?""",
    ["Je suis en retard.", "Il fait beau aujourd'hui.", "On se voit demain ?"],
    lang="fr",
    cat="translate_bulleted_fr",
    note="French sentences to translate, bulleted",
)

C(
    "Gib mir 10 Ideen für einen Junggesellenabschied in Hamburg",
    10,
    lang="de",
    cat="count_de",
    note="N ideas, German",
)

N(
    "Was sind die 3 Säulen der Nachhaltigkeit?",
    lang="de",
    cat="fixed_set_de",
    note="a fixed set of three, German",
)

L(
    """以下の質問に答えてください：
日本で一番高い山は？
寿司の発祥はどこ？
新幹線はいつ開業した？""",
    ["日本で一番高い山は？", "寿司の発祥はどこ？", "新幹線はいつ開業した？"],
    lang="ja",
    cat="questions_lines_ja",
    note="Japanese questions on lines",
)

F(
    """다음 문장에서 이름, 나이, 직업을 추출해줘: 제 이름은 박지민이고 29살이며 간호사로 일하고 있습니다.""",
    ["이름", "나이", "직업"],
    lang="ko",
    cat="fields_ko",
    note="Korean fields before the text",
)

N(
    "Türkiye'de yaşamak için İstanbul mu Ankara mı daha iyi?",
    lang="tr",
    cat="compare_choose_tr",
    note="one choice between two cities, Turkish",
)

L(
    "hi! i need help with three things. first, what's a good name for a golden retriever puppy? second, how much should i feed him? third, when can he start going on walks?",
    [
        "what's a good name for a golden retriever puppy?",
        "how much should i feed him?",
        "when can he start going on walks?",
    ],
    cat="questions_first_second_third",
    note="'first, ... second, ... third, ...' questions in prose",
)

N(
    """Act as a text adventure game. I am in a dark forest. I have a torch, a rope and a rusty key. Describe what I see and wait for my next move.""",
    cat="roleplay_game",
    note="role-play game set-up with an inventory list as context",
)


if __name__ == "__main__":
    main(ROWS, out=OUT, prefix="w", source=SOURCE)
