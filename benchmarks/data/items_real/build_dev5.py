"""The fifth development set (``dev5.jsonl``): requests written the way people write to chat bots.

    python benchmarks/data/items_real/build_dev5.py          # writes dev5.jsonl, with the checks
    python benchmarks/data/items_real/build_dev5.py --check  # the checks only
    python benchmarks/data/items_real/build_dev5.py --score [OUT.md]  # items_real.py's figures on it, per kind and language

Every row is written here by hand (see DEV5.md). The checks: ids unique, kinds known, every
``list``/``fields`` item an exact substring of its request, in order, ``count`` rows with a
count and no items, ``none`` rows with neither.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from devset import Rows, main  # noqa: E402

OUT = HERE / "dev5.jsonl"
SOURCE = "written for dev5"
ROWS = Rows()
L, F, C, N = ROWS.L, ROWS.F, ROWS.C, ROWS.N


# ---------------------------------------------------------------------------------------- rows
C(
    "could you please help me to generate 10 catchy names for my bakery? its called sweet crumbs right now but i want something more modern and short",
    10,
    cat="count_could_you_help",
    note='"could you please help me to generate 10 ...", context after, no capitals',
)

L(
    """Answer the questions using your own ideas:
1. What is the most important invention of the last 100 years and why?
2. Should homework be banned in primary schools?
3. How can big cities reduce traffic without building more roads?""",
    [
        "What is the most important invention of the last 100 years and why?",
        "Should homework be banned in primary schools?",
        "How can big cities reduce traffic without building more roads?",
    ],
    cat="questions_own_ideas_numbered",
    note='"Answer the questions using your own ideas:" then numbered questions',
)

N(
    "which is better for a total beginner python java or c++? i want to get a job in 1 year",
    cat="choose_among",
    note="choose among three listed options, no punctuation",
)

F(
    """Extract Patient Name, Date Of Birth, Diagnosis, Prescribed Medication from the below text.

Pt. Mrs. Helen Okafor (DOB 03/14/1961) seen today for follow up. Reports increased thirst and fatigue over past 2 months. HbA1c 8.9%. Assessment: type 2 diabetes mellitus, poorly controlled. Plan: start metformin 500mg twice daily with meals, diet counselling, recheck in 3 months.""",
    ["Patient Name", "Date Of Birth", "Diagnosis", "Prescribed Medication"],
    cat="fields_titlecase_below_text",
    note='Title Case field list before "from the below text", clinical note',
)

C(
    """generate 20 unique instagram captions for me for a travel account. requirements:
- under 15 words each
- include exactly one emoji
- no hashtags
- dont use the word wanderlust""",
    20,
    cat="count_generate_unique_requirements",
    note='"generate 20 unique ... for me" then a bulleted list of requirements',
)

L(
    """questions = ["What is a closure in javascript?", "What is the difference between let and var?", "How does the event loop work?"]
answer each of these for a beginner, short answers pls""",
    [
        "What is a closure in javascript?",
        "What is the difference between let and var?",
        "How does the event loop work?",
    ],
    cat="questions_python_list",
    note="questions as a Python list of strings, instruction after",
)

N(
    """i followed these steps to set up my server:
1. sudo apt update
2. sudo apt install nginx
3. sudo ufw allow 'Nginx HTTP'
4. systemctl start nginx
but when i open the ip in browser it just loads forever. what did i do wrong?""",
    cat="procedure_debug",
    note="numbered steps given as context, one question about them",
)

L(
    """What is the sentiment of the sentence "The food was cold and the waiter ignored us"? What is the sentiment of the sentence "Best concert I have ever been to"? What is the sentiment of the sentence "It was okay, nothing special"?""",
    [
        'What is the sentiment of the sentence "The food was cold and the waiter ignored us"?',
        'What is the sentiment of the sentence "Best concert I have ever been to"?',
        'What is the sentiment of the sentence "It was okay, nothing special"?',
    ],
    cat="sentiment_quoted_sentences",
    note="three sentences each asking the sentiment of a quoted sentence",
)

C(
    """Generate 5 questions and answers from this text:

Photosynthesis is the process by which green plants, algae and some bacteria turn light energy into chemical energy. It takes place mainly in the chloroplasts of leaf cells, where the pigment chlorophyll absorbs red and blue light. Water taken up by the roots is split, releasing oxygen as a by-product, while carbon dioxide from the air is fixed into sugars in the Calvin cycle. The sugars are used for growth or stored as starch. Without photosynthesis there would be almost no oxygen in the atmosphere and no food for animals.""",
    5,
    cat="count_qa_from_text",
    note='"Generate 5 questions and answers from this text:" then a passage',
)

N(
    "here are my symptoms: headache, fever 38.5, sore throat, and my body aches since yesterday. what could it be and should i go to a doctor",
    cat="list_as_context",
    note="symptoms listed as context for one diagnosis question",
)

L(
    """classify these reviews as positive, negative or neutral:
1) battery dies after 2 hours, waste of money
2) fits perfectly and looks great on my desk
3) arrived on time. box was a bit damaged but product ok""",
    [
        "battery dies after 2 hours, waste of money",
        "fits perfectly and looks great on my desk",
        "arrived on time. box was a bit damaged but product ok",
    ],
    cat="classify_reviews_numbered",
    note='classify several reviews, "1)" markers, lowercase',
)

C(
    "Придумай 10 названий для телеграм канала про инвестиции и личные финансы, чтобы было коротко и запоминалось",
    10,
    lang="ru",
    cat="count_ru_imperative",
    note='Russian "think up 10 names"',
)

F(
    """Extract vendor (str), invoice_number (str), total_amount (float), due_date (str | null) from the following invoice -- answer in JSON only, no explanation

INVOICE
Brightline Office Supplies Ltd.
Invoice No: BL-20931
Date: 2024-03-02
Bill to: Marlow & Finch LLP
Items: A4 paper x 20 boxes, toner cartridges x 4
Subtotal: 612.00
VAT 20%: 122.40
TOTAL DUE: 734.40 GBP
Payment terms: 30 days""",
    ["vendor", "invoice_number", "total_amount", "due_date"],
    cat="fields_types_brackets_json",
    note='fields with types in brackets before "from the following ... -- answer in JSON"',
)

N(
    "sort this list from smallest to biggest: [42, 7, 19, 3, 88, 21]",
    cat="sort_list",
    note="one operation over a Python-style list",
)

L(
    """translate to english:
- Ich habe heute keine Zeit.
- Wo ist der Bahnhof?
- Das Wetter ist heute wirklich schön.""",
    ["Ich habe heute keine Zeit.", "Wo ist der Bahnhof?", "Das Wetter ist heute wirklich schön."],
    cat="translate_sentences_bulleted",
    note="English instruction, German sentences on dash lines",
)

C(
    "give me 15 youtube video ideas about personal finance for teenagers",
    15,
    cat="count_give_me",
    note='"give me 15 ... ideas", short, lowercase',
)

N(
    """act as a linux terminal. i will type commands and you will reply with what the terminal should show. only reply with the terminal output inside one code block, and nothing else. do not write explanations. my first command is pwd""",
    cat="roleplay_single",
    note="role-play set-up with rules, one command",
)

L(
    """Q1: what is the boiling point of water at sea level in fahrenheit
Q2: who wrote pride and prejudice
Q3: how many bones are in the adult human body""",
    [
        "what is the boiling point of water at sea level in fahrenheit",
        "who wrote pride and prejudice",
        "how many bones are in the adult human body",
    ],
    cat="questions_q_labels",
    note='"Q1:" labels, no question marks',
)

F(
    """fill this json using the email below, leave empty if not mentioned
{
  "sender_name": "",
  "company": "",
  "meeting_date": "",
  "topic": ""
}

email:
Hi Sam, this is Priya from Quantera Analytics. Following up on our call — could we meet next Thursday, 14 March, to go over the Q2 dashboard migration? Let me know what time suits you. Best, Priya""",
    ["sender_name", "company", "meeting_date", "topic"],
    cat="fields_json_template",
    note="empty JSON template to fill from an email after it",
)

N(
    "whats the difference between TCP, UDP and QUIC? when would i use each one",
    cat="compare",
    note="comparison of three named protocols",
)

C(
    "write 3 different versions of a linkedin post announcing that i got promoted to senior engineer at my company, one funny one serious one humble",
    3,
    cat="count_versions",
    note='"3 different versions of" one post',
)

L(
    "Explain briefly: (a) inflation (b) recession (c) stagflation",
    ["inflation", "recession", "stagflation"],
    cat="terms_letter_labels",
    note='"(a) (b) (c)" inline terms',
)

N(
    """Solve:
(a) Find x if 2x + 3 = 11.
(b) Using your value of x, compute y = x^2 - 5.
(c) Then find the mean of x and y.""",
    cat="dependent_parts",
    note="lettered parts, each needs the previous answer",
)

L(
    "whats the best time to visit japan? also do i need a visa as a us citizen and how much cash should i bring per day",
    ["whats the best time to visit japan?", "do i need a visa as a us citizen", "how much cash should i bring per day"],
    cat="questions_runon",
    note='three questions in a run-on sentence, "also" and "and" as joiners',
)

C(
    "i need ten slogans for an eco friendly water bottle brand",
    10,
    cat="count_spelled",
    note='number spelled "ten", "i need"',
)

N(
    "Сравни iPhone 15 и Samsung Galaxy S24, что лучше купить для фото и видео?",
    lang="ru",
    cat="compare",
    note="Russian comparison of two phones",
)

L(
    """Read the passage and answer the questions.

Passage: The Great Wall of China is a series of fortifications built across the northern borders of ancient Chinese states. The earliest walls date from the 7th century BC, but the best-known sections were built by the Ming dynasty between the 14th and 17th centuries. Including all its branches, the wall is estimated to be about 21,000 kilometres long. It was built mainly to protect against raids by nomadic groups from the Eurasian Steppe, and to control trade along the Silk Road.

Questions:
1. When were the earliest walls built?
2. Which dynasty built the best-known sections?
3. How long is the wall including all its branches?
4. Why was it built?""",
    [
        "When were the earliest walls built?",
        "Which dynasty built the best-known sections?",
        "How long is the wall including all its branches?",
        "Why was it built?",
    ],
    cat="passage_questions",
    note="passage then a Questions: heading with numbered questions",
)

F(
    """from this job ad get me the job title, location, salary and required experience

We're hiring! Northwind Logistics is looking for a Warehouse Operations Supervisor to join our team in Rotterdam. You will lead a team of 12 and report to the site manager. What we need: at least 3 years in a supervisory role in logistics, forklift certificate is a plus. We offer €3,400–€3,900 gross per month, 25 vacation days and a lease bike.""",
    ["job title", "location", "salary", "required experience"],
    cat="fields_lowercase_prose",
    note="lowercase field names in a sentence, text after",
)

C(
    "Act as a professional copywriter. Write 8 Google Ads headlines (max 30 characters each) for a family dentist in Austin, TX.",
    8,
    cat="count_roleplay",
    note='role-play preamble, then "Write 8 ... headlines" with a constraint in brackets',
)

L(
    """rewrite these sentences to sound more professional:
hey guys the meeting is moved to 3
can u send me the file asap
im not gonna make it today sorry""",
    ["hey guys the meeting is moved to 3", "can u send me the file asap", "im not gonna make it today sorry"],
    cat="rewrite_lines",
    note="sentences on plain lines, no punctuation",
)

N(
    """Write a cover letter for me. Job: data analyst at Helix Health. My skills: python, sql, excel, tableau. 2 years experience at a bank doing reporting. Keep it under 250 words.""",
    cat="single_writing_with_facts",
    note="one letter; listed skills are context",
)
C(
    "帮我想5个适合咖啡店的名字，要简短好记，最好有点文艺感",
    5,
    lang="zh",
    cat="count_zh",
    note='Chinese "help me think of 5 names"',
)

L(
    """请回答以下问题：
1. 什么是机器学习？
2. 深度学习和机器学习有什么区别？
3. 常用的深度学习框架有哪些？""",
    ["什么是机器学习？", "深度学习和机器学习有什么区别？", "常用的深度学习框架有哪些？"],
    lang="zh",
    cat="questions_zh_numbered",
    note='Chinese "please answer the following questions", numbered',
)

N(
    """Which of the following is NOT a prime number?
A) 2
B) 13
C) 21
D) 29""",
    cat="multiple_choice",
    note="one multiple-choice question with lettered options",
)

F(
    """Извлеки из текста: ФИО, дату рождения, адрес, номер телефона. Ответ дай списком.

Текст: Заявитель Смирнов Алексей Петрович, 12.05.1988 г.р., проживающий по адресу г. Казань, ул. Баумана, д. 17, кв. 4, тел. +7 917 555-21-09, просит выдать справку о составе семьи.""",
    ["ФИО", "дату рождения", "адрес", "номер телефона"],
    lang="ru",
    cat="fields_ru",
    note="Russian field list before the text, fields in accusative",
)

C("list 25 adjectives that describe a good teacher", 25, cat="count_list_verb", note='"list 25 ..."')

N(
    "I have eggs, flour, milk, a bit of sugar and some old bananas. what can i bake with this?",
    cat="list_as_context",
    note="ingredients listed as context, one question",
)

L(
    """for each product in the table write a one sentence description for our website

| product | price |
|---|---|
| bamboo toothbrush | 3.99 |
| steel straw set | 7.50 |
| beeswax food wraps | 12.00 |""",
    ["bamboo toothbrush", "steel straw set", "beeswax food wraps"],
    cat="table_rows",
    note="items in a markdown table's first column",
)

C(
    "Generate 12 multiple choice questions about the french revolution for high school students, each with 4 options and the correct answer marked",
    12,
    cat="count_generate_questions",
    note="count of questions, each with its own inner count (4 options)",
)

N(
    "Write a story about a cat, a dog and a parrot who get lost in the city and help each other get home",
    cat="single_writing_names_several",
    note="one story with three characters",
)

L(
    'Classify each tweet as spam or not spam. Tweets: ["WIN a FREE iphone click here!!!", "just finished my first marathon, so tired lol", "Earn $500/day from home, DM me now"]',
    [
        "WIN a FREE iphone click here!!!",
        "just finished my first marathon, so tired lol",
        "Earn $500/day from home, DM me now",
    ],
    cat="classify_json_list",
    note="tweets in a JSON list after the instruction",
)

F(
    """Get Company Name, Funding Amount, Lead Investor, Round Type from the below text:

Berlin-based climate startup Voltaro has raised €42 million in a Series B round led by Northzone, with participation from existing investors Cherry Ventures and Project A. The company, which makes battery storage software for solar farms, plans to use the money to expand into Spain and Italy.""",
    ["Company Name", "Funding Amount", "Lead Investor", "Round Type"],
    cat="fields_titlecase_below_text",
    note='Title Case fields before "from the below text:", news item',
)

N("hi", cat="small_talk", note="a greeting only")

C(
    "pls make 7 tweets promoting our black friday sale, fun tone, use emojis, 40% off everything",
    7,
    cat="count_make",
    note='"pls make 7 tweets"',
)

L(
    """I got this email from my landlord:

"Dear tenant, as of next month the rent will increase by 8%. The building will also start charging a monthly fee for bike storage. Please confirm you received this notice."

can you answer these for me: is an 8% increase legal in california, do i have to pay for the bike storage if i dont use it, and what happens if i dont confirm?""",
    [
        "is an 8% increase legal in california",
        "do i have to pay for the bike storage if i dont use it",
        "what happens if i dont confirm?",
    ],
    cat="questions_after_pasted_email",
    note="pasted email as context, then three questions in one sentence",
)

C(
    "dame 10 ideas de negocio que pueda empezar con poco dinero desde casa",
    10,
    lang="es",
    cat="count_es",
    note='Spanish "give me 10 ideas"',
)

N(
    """Rewrite this email so it sounds more polite:

hi mark,
- the report was late again
- the numbers in section 2 are wrong
- i need it fixed by friday
thanks""",
    cat="single_rewrite_bullets",
    note="one email to rewrite; its bullet points are its content",
)

L(
    """Переведи на английский следующие предложения:
1. Я опаздываю на работу.
2. Можно мне счёт, пожалуйста?
3. Где здесь ближайшая аптека?""",
    ["Я опаздываю на работу.", "Можно мне счёт, пожалуйста?", "Где здесь ближайшая аптека?"],
    lang="ru",
    cat="translate_ru_numbered",
    note="Russian: translate the following sentences, numbered",
)

F(
    """I need: name (str), amount (int | null), currency (str), date (YYYY-MM-DD) from the following bank sms -- answer in json

sms: Dear customer, your a/c XX4821 is debited with INR 2,450 on 11-02-2024 towards AMAZON PAY. Avl bal INR 18,302.55""",
    ["name", "amount", "currency", "date"],
    cat="fields_types_brackets_json",
    note='typed fields with "int | null", "-- answer in json"',
)

N(
    """Summarize the following meeting notes in a short paragraph:
- budget for Q3 approved, 5% less than Q2
- hiring freeze until September
- new CRM rollout delayed to October, vendor issues
- next all-hands on 12 July""",
    cat="summarize_bullets",
    note="bulleted notes to summarise as one",
)

C(
    "Can you generate 30 sample customer reviews for a fictional pizza restaurant (mix of positive and negative) for testing my sentiment model?",
    30,
    cat="count_can_you_generate",
    note='"Can you generate 30 sample ..." with a bracket',
)

L(
    """Kannst du mir diese Fragen beantworten? Wie lange dauert ein Flug von Berlin nach New York? Braucht man als Deutscher ein Visum? Welche Airline ist am günstigsten?""",
    [
        "Wie lange dauert ein Flug von Berlin nach New York?",
        "Braucht man als Deutscher ein Visum?",
        "Welche Airline ist am günstigsten?",
    ],
    lang="de",
    cat="questions_de_prose",
    note='German: "can you answer these questions?" then three questions in prose',
)

N(
    "Write a python function that returns the first 10 prime numbers",
    cat="code_with_number",
    note="one function; the number is part of the task",
)

C(
    "write me 4 short poems about the ocean, each in a different style",
    4,
    cat="count_poems",
    note='"write me 4 short poems"',
)

L(
    '''Analiza el sentimiento de estas reseñas:
"El hotel estaba limpio y el personal fue muy amable."
"La habitación olía a humedad y el aire acondicionado no funcionaba."
"Desayuno correcto, nada más."''',
    [
        "El hotel estaba limpio y el personal fue muy amable.",
        "La habitación olía a humedad y el aire acondicionado no funcionaba.",
        "Desayuno correcto, nada más.",
    ],
    lang="es",
    cat="sentiment_es_quoted",
    note="Spanish: sentiment of quoted reviews on lines",
)

N(
    "Generate a random password of 16 characters with letters numbers and symbols",
    cat="single_with_number",
    note="one password; 16 is its length",
)

F(
    """Return a JSON object with these keys from the following product page:
title: string
price: number
currency: string
in_stock: boolean

Product page:
AeroPress Clear Coffee Maker — Durable, shatterproof Tritan. Makes 1-3 cups in about a minute. $39.95. Only 3 left in stock - order soon.""",
    ["title", "price", "currency", "in_stock"],
    cat="fields_typed_lines",
    note='"key: type" lines before a product page',
)

C(
    "I want you to act as a baby name consultant. Suggest 6 girl names that start with the letter L and have a french origin, with meaning",
    6,
    cat="count_roleplay",
    note='"I want you to act as ..." then "Suggest 6 ..."',
)

N(
    """what does this code print and why?

nums = [1, 2, 3, 4]
for i in nums:
    if i % 2 == 0:
        nums.remove(i)
print(nums)""",
    cat="code_question",
    note="code with a list, one question about it",
)
L(
    """pls answer:
1.how do i make my cat stop scratching the sofa
2.is it ok to give cats milk
3.why does my cat sleep so much
4.how often should i take her to the vet""",
    [
        "how do i make my cat stop scratching the sofa",
        "is it ok to give cats milk",
        "why does my cat sleep so much",
        "how often should i take her to the vet",
    ],
    cat="questions_numbered_nospace",
    note='"1.how": numbers without a space, no question marks',
)

C(
    "give 10 examples of sentences using the present perfect tense",
    10,
    cat="count_examples",
    note='"give 10 examples of"',
)

N("Write a 500 word essay on the causes of world war 1", cat="single_with_number", note="one essay; 500 is its length")

L(
    "Сколько стоит жизнь в Берлине? И какие районы лучше для семьи с детьми? Как быстро можно найти работу без немецкого?",
    [
        "Сколько стоит жизнь в Берлине?",
        "какие районы лучше для семьи с детьми?",
        "Как быстро можно найти работу без немецкого?",
    ],
    lang="ru",
    cat="questions_ru_prose",
    note='Russian questions in prose, one starting with "И"',
)

F(
    """从下面的简历中提取以下信息：姓名、学历、工作年限、期望薪资

简历：
王晓明，男，1990年生。2012年毕业于华中科技大学，计算机科学与技术本科。先后在两家互联网公司担任后端开发工程师，累计工作经验8年。熟悉Java、Go、MySQL。期望月薪3万元，可在一个月内到岗。""",
    ["姓名", "学历", "工作年限", "期望薪资"],
    lang="zh",
    cat="fields_zh",
    note="Chinese: extract these fields (separated by 、) from the resume below",
)

N(
    "Schreib mir bitte eine kurze Geschichte über einen Drachen, eine Prinzessin und einen Bäcker.",
    lang="de",
    cat="single_writing_names_several",
    note="German: one story with three characters",
)

L(
    """correct the grammar in each sentence:
a) She dont like apples.
b) Me and him goes to school together.
c) Their going to the park tomorow.""",
    ["She dont like apples.", "Me and him goes to school together.", "Their going to the park tomorow."],
    cat="correct_sentences_letters",
    note='"a)" markers, typos kept in the items',
)

C("Schreib mir 5 kurze Witze über Programmierer", 5, lang="de", cat="count_de", note='German "write me 5 short jokes"')

N(
    "I'm 29, 182 cm, 86 kg, i go to the gym 4 times a week and i want to lose fat. how many calories should i eat per day to lose fat without losing muscle?",
    cat="single_question_numbers",
    note="one question after personal figures",
)

L(
    "What do the following abbreviations stand for: NASA, HTML, GDP, CEO, UNESCO",
    ["NASA", "HTML", "GDP", "CEO", "UNESCO"],
    cat="abbreviations_inline",
    note="abbreviations after a colon, comma separated",
)

C(
    """create 50 trivia questions with answers about 90s pop culture, format:
Q: ...
A: ...""",
    50,
    cat="count_create_format",
    note='"create 50 ..." with a format template below',
)

N(
    """Here are 3 job offers I got:
A: $80k, fully remote, startup
B: $95k, onsite in NYC, big bank
C: $90k, hybrid, mid size company
which one should i take? i value work life balance""",
    cat="choose_among",
    note="three offers listed as context, choose one",
)

L(
    """判断下面几句话的情感是正面还是负面：
这家餐厅的服务太差了。
电影非常精彩，值得一看！
快递速度还可以。""",
    ["这家餐厅的服务太差了。", "电影非常精彩，值得一看！", "快递速度还可以。"],
    lang="zh",
    cat="sentiment_zh_lines",
    note="Chinese sentiment of sentences on plain lines",
)

F(
    """Bitte extrahiere aus der folgenden E-Mail: Absender, Datum, Betreff und Anliegen.

E-Mail:
Von: Jonas Weber
Gesendet: Montag, 4. März 2024
Betreff: Rückfrage zur Rechnung 2024-118
Hallo, auf der Rechnung wurde die Lieferung zweimal berechnet. Könnten Sie das bitte korrigieren?""",
    ["Absender", "Datum", "Betreff", "Anliegen"],
    lang="de",
    cat="fields_de",
    note="German field list before an email",
)

C(
    "新商品のキャッチコピーを3つ考えてください。商品は無添加のシャンプーです。",
    3,
    lang="ja",
    cat="count_ja",
    note="Japanese: think of 3 slogans",
)

N("thanks!! that worked perfectly", cat="small_talk", note="thanks after an answer")

L(
    "Tell me the capital of: Australia, Canada, Brazil, Nigeria",
    ["Australia", "Canada", "Brazil", "Nigeria"],
    cat="terms_inline_colon",
    note="one question over four countries after a colon",
)

N(
    "what's the next number in the sequence 2, 6, 12, 20, 30?",
    cat="math_sequence",
    note="a number sequence, one question",
)

C(
    "generate 100 random usernames for a gaming website",
    100,
    cat="count_generate",
    note='"generate 100 ..." large count',
)

L(
    """{"questions": ["How do vaccines work?", "What is herd immunity?", "Are mRNA vaccines safe?"]}
answer each in 2-3 sentences""",
    ["How do vaccines work?", "What is herd immunity?", "Are mRNA vaccines safe?"],
    cat="questions_json_array",
    note="questions in a JSON object's array, instruction after",
)

N(
    "Create a JSON schema for a user object with fields name, age, email and is_admin",
    cat="code_with_fields",
    note="one schema; the fields are its content, nothing to extract",
)

F(
    """From the contract below pull out:
1. Parties
2. Effective Date
3. Termination Clause
4. Governing Law

THIS SERVICES AGREEMENT is made on 1 February 2024 between Kestrel Digital Ltd ("Provider") and Oakridge Dental Group ("Client"). 1. Services. Provider will maintain Client's website. 2. Term. This Agreement starts on the date above and continues for twelve months. Either party may terminate it with 60 days' written notice. 3. Law. This Agreement is governed by the laws of England and Wales.""",
    ["Parties", "Effective Date", "Termination Clause", "Governing Law"],
    cat="fields_numbered_before_text",
    note="numbered Title Case fields, contract after",
)

C(
    "Generate 8 interview questions for a junior react developer position and for each one explain what a good answer looks like",
    8,
    cat="count_generate_questions",
    note="count with a per-item instruction after",
)

L(
    """act as an experienced real estate agent. i have a few questions: 1) should i buy or rent in 2024 2) how much down payment do i really need 3) what credit score is required for a mortgage""",
    [
        "should i buy or rent in 2024",
        "how much down payment do i really need",
        "what credit score is required for a mortgage",
    ],
    cat="questions_roleplay_inline",
    note='role-play, then "1) 2) 3)" inline questions without question marks',
)

N(
    """Which one of these sentences is grammatically correct?
1) Neither of the boys have finished.
2) Neither of the boys has finished.""",
    cat="choose_among",
    note="choose between numbered sentences",
)

C(
    "Сгенерируй 15 вопросов для собеседования на позицию менеджера проектов в IT",
    15,
    lang="ru",
    cat="count_ru_generate",
    note='Russian "generate 15 questions"',
)

L(
    "convert these to passive voice: The cat chased the mouse. The chef cooked a delicious meal. The students wrote the essays.",
    ["The cat chased the mouse.", "The chef cooked a delicious meal.", "The students wrote the essays."],
    cat="transform_sentences_inline",
    note="sentences inline after a colon",
)

N("比较一下北京和上海，哪个城市更适合年轻人工作和生活？", lang="zh", cat="compare", note="Chinese: compare two cities")

F(
    """convert the text into a csv row with header: title,author,year,publisher

text: "The Left Hand of Darkness" is a science fiction novel by Ursula K. Le Guin, published in 1969 by Ace Books.""",
    ["title", "author", "year", "publisher"],
    cat="fields_csv_header",
    note="CSV header as the field list",
)
C(
    "Read the article below and generate 6 quiz questions with answers based on it.\n\nArticle:\nThe honeybee colony is a superorganism of up to 60,000 individuals. A single queen lays all the eggs, up to 2,000 a day in summer. Worker bees, all female, change jobs as they age: young workers clean cells and feed larvae, middle-aged bees build comb and guard the entrance, and the oldest forage for nectar and pollen. Drones, the males, exist only to mate with queens from other colonies and are pushed out of the hive before winter. Bees communicate the location of flowers with the waggle dance, whose angle shows the direction relative to the sun.",
    6,
    cat="count_quiz_from_article",
    note='"generate 6 quiz questions" from an article below',
)

N(
    "Rank these programming languages by execution speed: Python, C, Java, JavaScript, Go",
    cat="rank",
    note="rank the listed languages",
)

L(
    """Can you explain these concepts like i'm new to programming
* recursion
* pointers
* garbage collection
* big O notation""",
    ["recursion", "pointers", "garbage collection", "big O notation"],
    cat="terms_star_bullets",
    note='terms on "*" bullets, no colon after the instruction',
)

C(
    "请生成20个关于环保的宣传标语，每个不超过十个字",
    20,
    lang="zh",
    cat="count_zh_generate",
    note='Chinese "generate 20 slogans" with a length limit',
)

N(
    """次の文章を要約してください：

近年、リモートワークを導入する企業が増えている。通勤時間が減り、社員の満足度が上がる一方で、コミュニケーション不足や評価の難しさといった課題も指摘されている。専門家は、オンラインとオフィス勤務を組み合わせたハイブリッド型が今後の主流になると予測している。""",
    lang="ja",
    cat="summarize_passage",
    note="Japanese: summarise one passage",
)

L(
    "Write a short product description for each of these items: wireless earbuds, standing desk, ergonomic vertical mouse",
    ["wireless earbuds", "standing desk", "ergonomic vertical mouse"],
    cat="per_item_inline",
    note='"for each of these items:" inline list',
)

F(
    "Peux-tu extraire le nom de l'entreprise, le montant et la date d'échéance de cette facture ?\n\nFACTURE N° 2024-0457\nAtelier Lumière SARL — 14 rue des Tanneurs, 69001 Lyon\nPrestation : éclairage scénique, salon du 8 au 10 mars\nMontant TTC : 3 840,00 €\nÀ régler avant le 30/04/2024",
    ["nom de l'entreprise", "montant", "date d'échéance"],
    lang="fr",
    cat="fields_fr",
    note="French fields with articles (articles left out of the items), invoice after",
)

N(
    "Make these bullet points into one paragraph for my report:\n- sales grew 12% in Q1\n- most growth came from the app\n- returns fell slightly\n- we expect a slower Q2",
    cat="merge_bullets",
    note="bullets to merge into one paragraph",
)

C(
    "brainstorm 10 podcast episode topics for a show about mental health in the workplace",
    10,
    cat="count_brainstorm",
    note='"brainstorm 10 ..."',
)

L(
    """Here are three customer emails. Write a short reply to each.

Email 1: Hi, my order #4521 still hasn't arrived and it's been two weeks. Can you check?

Email 2: I was charged twice for my subscription this month, please refund one of them.

Email 3: Do you ship to Norway? I couldn't find it in your FAQ.""",
    [
        "Hi, my order #4521 still hasn't arrived and it's been two weeks. Can you check?",
        "I was charged twice for my subscription this month, please refund one of them.",
        "Do you ship to Norway? I couldn't find it in your FAQ.",
    ],
    cat="reply_each_email",
    note='"Email 1:" labels, write a reply to each',
)

N(
    "How do I install python on windows 11 step by step and add it to PATH?",
    cat="procedure",
    note="one procedure asked step by step",
)

C(
    "Peux-tu me proposer 5 idées de cadeaux pour un homme de 40 ans qui aime la cuisine ?",
    5,
    lang="fr",
    cat="count_fr",
    note='French "propose 5 gift ideas"',
)

L(
    """次の質問に答えてください。
・日本で一番高い山は？
・日本の首都はどこですか？
・寿司の発祥地は？""",
    ["日本で一番高い山は？", "日本の首都はどこですか？", "寿司の発祥地は？"],
    lang="ja",
    cat="questions_ja_bullets",
    note='Japanese questions on "・" bullets',
)

N(
    "Write a regex that matches emails, phone numbers and urls in a string",
    cat="code_with_several_targets",
    note="one regex (or one piece of code) for three patterns",
)

F(
    """extract:
- order_id
- customer_email
- refund_reason

from this support ticket:
Ticket #88213 | opened by jlee88@gmail.com
"hey, i ordered the blue hoodie (order A-55102) but it came in the wrong size, XL instead of M. i'd like my money back please, not an exchange"
""",
    ["order_id", "customer_email", "refund_reason"],
    cat="fields_snake_bullets",
    note='snake_case fields on bullets, then "from this support ticket:"',
)

L("synonyms for happy, sad, angry", ["happy", "sad", "angry"], cat="terms_very_short", note="very short, no verb")

N(
    """Fix this code, it says IndexError

def last_three(items):
    return [items[len(items)], items[len(items)-1], items[len(items)-2]]

print(last_three(['a', 'b', 'c', 'd']))""",
    cat="code_fix",
    note="one bug in code that names three elements",
)

C(
    "Hey! could u help me come up with 12 names for a fantasy dwarf clan, something that sounds nordic",
    12,
    cat="count_could_you_help",
    note='"could u help me come up with 12 names"',
)

L(
    """把下面的句子翻译成英文：
1、我今天很忙。
2、你吃饭了吗？
3、这个周末我们去爬山吧。""",
    ["我今天很忙。", "你吃饭了吗？", "这个周末我们去爬山吧。"],
    lang="zh",
    cat="translate_zh_numbered",
    note='Chinese: translate sentences, "1、" markers',
)

N(
    "Make a table comparing Nike, Adidas and Puma running shoes on price, comfort and durability",
    cat="compare_table",
    note="one comparison table over three brands and three criteria",
)

F(
    "Identify the Person, Organization, Location and Date mentioned in the below text.\n\nOn 9 October 2023, Dr. Amara Nwosu of the World Health Organization opened a new vaccine research centre in Kigali.",
    ["Person", "Organization", "Location", "Date"],
    cat="fields_entity_types",
    note='entity types as fields before "the below text"',
)

C(
    'Generate 10 question-answer pairs from the following paragraph for a chatbot training dataset. Return as a JSON list of {"question": ..., "answer": ...}.\n\nOur store is open Monday to Saturday from 9am to 8pm and Sundays from 10am to 4pm. Returns are accepted within 30 days with a receipt; items bought on sale can only be exchanged. We offer free delivery for orders over $50 within the city. Gift cards never expire and can be used online or in store. Members of our loyalty club get 5% back on every purchase.',
    10,
    cat="count_qa_from_text",
    note='"10 question-answer pairs from the following paragraph", JSON asked',
)

L(
    "what is the difference between a roth ira and a traditional ira and at what age can i withdraw without penalty and is there an income limit",
    [
        "what is the difference between a roth ira and a traditional ira",
        "at what age can i withdraw without penalty",
        "is there an income limit",
    ],
    cat="questions_runon_and",
    note='three questions chained by "and"; the first is itself a comparison',
)

N("Who would win in a fight, a gorilla or a grizzly bear?", cat="choose_among", note="choose between two")

C(
    "Crie 7 legendas criativas para fotos de praia no Instagram",
    7,
    lang="pt",
    cat="count_pt",
    note='Portuguese "create 7 captions"',
)

L(
    "Is the sentiment positive or negative? 'I waited 40 minutes for my food' 'the staff were lovely though' 'would never come back'",
    ["I waited 40 minutes for my food", "the staff were lovely though", "would never come back"],
    cat="sentiment_single_quotes",
    note="quoted sentences in single quotes after one question",
)

N(
    """Вот мой план на неделю:
1) понедельник — бег 5 км
2) среда — силовая
3) пятница — бег 10 км
4) воскресенье — йога
Что в нём не так, если я готовлюсь к полумарафону?""",
    lang="ru",
    cat="plan_review",
    note="Russian: a numbered plan given as context, one question",
)
L(
    """Определи тональность каждого отзыва (позитивный/негативный):
1. Отличный телефон, батарея держит два дня.
2. Экран треснул через неделю, поддержка не отвечает.
3. Доставка быстрая, но упаковка мятая.""",
    [
        "Отличный телефон, батарея держит два дня.",
        "Экран треснул через неделю, поддержка не отвечает.",
        "Доставка быстрая, но упаковка мятая.",
    ],
    lang="ru",
    cat="sentiment_ru_numbered",
    note="Russian: sentiment of each numbered review",
)

C(
    "write 5 cold email subject lines for a SaaS that helps dentists book appointments",
    5,
    cat="count_write",
    note='"write 5 ... subject lines"',
)

N(
    """Given this list of dicts, write code that groups them by city and counts them:
people = [{"name": "Ana", "city": "Lima"}, {"name": "Bo", "city": "Oslo"}, {"name": "Cy", "city": "Lima"}]""",
    cat="code_with_list",
    note="one piece of code over a pasted list",
)

F(
    """Please provide Flight Number / Departure Time / Gate / Seat from the boarding pass text below

BOARDING PASS  PASSENGER: GARCIA/ELENA MS  FROM: MAD  TO: AMS  FLIGHT: KL1702  DATE: 22MAR  DEP: 06:45  GATE: J54  SEAT: 17C  GROUP 3""",
    ["Flight Number", "Departure Time", "Gate", "Seat"],
    cat="fields_slashes",
    note="Title Case fields separated by slashes, text below",
)

L(
    "explain what each of these git commands does: git rebase, git cherry-pick, git reflog, git bisect",
    ["git rebase", "git cherry-pick", "git reflog", "git bisect"],
    cat="terms_inline_colon",
    note='"what each of these ... does:" inline commands',
)

N(
    "What do a whale, a bat and a human have in common?",
    cat="common_among",
    note="one question about what listed things share",
)

C(
    """As a fitness coach, give me 10 tips to stay motivated when working out at home""",
    10,
    cat="count_tips",
    note='"As a ..." preamble, "give me 10 tips"',
)

L(
    """Answer the following interview questions as if you were a candidate for a marketing manager role:
- Tell me about yourself.
- Why do you want to work here?
- What is your biggest weakness?
- Where do you see yourself in five years?""",
    [
        "Tell me about yourself.",
        "Why do you want to work here?",
        "What is your biggest weakness?",
        "Where do you see yourself in five years?",
    ],
    cat="questions_roleplay_bullets",
    note="answer as a candidate; questions on dash lines, one an imperative",
)

N(
    "Ordena alfabéticamente: pera, manzana, uva, kiwi, naranja",
    lang="es",
    cat="sort_list",
    note="Spanish: sort the listed words",
)

F(
    """请从以下文本中抽取字段，以JSON格式输出：company（公司名称）、product（产品）、price（价格）

文本：小米公司今天发布了新款智能手环Band 9，售价249元，将于下周一正式开售。""",
    ["company", "product", "price"],
    lang="zh",
    cat="fields_zh_typed",
    note="Chinese: English field names with Chinese glosses in full-width brackets, JSON",
)

C(
    "给我出10道小学三年级的数学应用题，附带答案",
    10,
    lang="zh",
    cat="count_zh_give",
    note='Chinese "give me 10 word problems with answers"',
)

L(
    """Fill in the answer column:

| # | question | answer |
|---|---|---|
| 1 | largest planet in the solar system | |
| 2 | chemical symbol for gold | |
| 3 | year the berlin wall fell | |""",
    ["largest planet in the solar system", "chemical symbol for gold", "year the berlin wall fell"],
    cat="table_questions",
    note="questions in a markdown table with an empty answer column",
)

N(
    "Write a poem with 4 stanzas about autumn in the city",
    cat="single_with_number",
    note="one poem; 4 is its stanza count",
)

L(
    """阅读下面的短文，回答问题。

李明大学毕业后在上海的一家广告公司工作了五年。由于工作压力大、房租太贵，他决定搬回家乡的小镇。现在他在镇上开了一家小书店，同时在网上教孩子们画画。他说，虽然收入比以前少了，但生活更加轻松快乐。

问题：
1. 李明为什么离开上海？
2. 他现在做什么工作？
3. 他对现在的生活满意吗？""",
    ["李明为什么离开上海？", "他现在做什么工作？", "他对现在的生活满意吗？"],
    lang="zh",
    cat="passage_questions_zh",
    note='Chinese passage then "问题：" with numbered questions',
)

C(
    "I need 40 fake product names for a mock e-commerce database, electronics category, output as a python list",
    40,
    cat="count_need",
    note='"I need 40 fake ...", Python list asked for the output',
)

N(
    """Translate to French: "Hello, how are you? I'm fine, thanks. See you tomorrow." """,
    cat="translate_single_text",
    note="one quoted text of several sentences, translated as one",
)

F(
    """Fill out this form based on the conversation:
Customer Name:
Issue:
Product:
Resolution:

Conversation:
Agent: Thanks for calling TechNest, who am I speaking with?
Caller: Hi, it's Daniel Reyes. My SoundMax 300 speaker won't pair with my phone anymore.
Agent: I'm sorry to hear that. Let's reset it: hold the power and volume-down buttons for 10 seconds.
Caller: Okay... it's blinking blue now. It worked, it's connected!""",
    ["Customer Name", "Issue", "Product", "Resolution"],
    cat="fields_form_fill",
    note="form labels with empty values, call transcript after",
)

L(
    "tengo unas preguntas sobre python: como instalo librerias? que es un entorno virtual? cual es la diferencia entre lista y tupla?",
    ["como instalo librerias?", "que es un entorno virtual?", "cual es la diferencia entre lista y tupla?"],
    lang="es",
    cat="questions_es_prose",
    note="Spanish questions without accents or opening marks",
)

N(
    "Give me a 7 day meal plan for losing weight, around 1800 calories a day, no pork",
    cat="single_plan_days",
    note="one plan over 7 days (the days are balanced together)",
)

C(
    "create five different meta descriptions for this page, max 155 characters:\n\nGreenLeaf Landscaping offers garden design, lawn care and tree trimming in Portland, Oregon. Family owned since 1998, licensed and insured. Free estimates within 48 hours.",
    5,
    cat="count_spelled",
    note='"five different" spelled, page text after',
)

L(
    """for each company tell me what industry it is in:
Tesla
Pfizer
Netflix
Shell
Maersk""",
    ["Tesla", "Pfizer", "Netflix", "Shell", "Maersk"],
    cat="names_lines",
    note='names on plain lines after "for each ...:"',
)

N("Explain like I'm 5 what a blockchain is", cat="single_with_number", note="one explanation; the 5 is an age")

F(
    """Верни JSON с полями: city (string), temperature (number), condition (string) из этого текста: "В Новосибирске сегодня минус 18, небольшой снег, ветер северный 5 м/с." """,
    ["city", "temperature", "condition"],
    lang="ru",
    cat="fields_ru_typed",
    note="Russian instruction, English typed fields, JSON",
)

C(
    "напиши 3 варианта поздравления с днем рождения для коллеги, коротко и без пафоса",
    3,
    lang="ru",
    cat="count_ru_variants",
    note='Russian "write 3 variants of a greeting", lowercase',
)

N(
    """Calculate my total: apples $3.20, bread $2.50, milk $1.15, coffee $7.99, and add 8% tax""",
    cat="math_over_list",
    note="one sum over listed prices",
)
L(
    "Which country is each of these dishes from? paella, pierogi, pho, poutine, bobotie",
    ["paella", "pierogi", "pho", "poutine", "bobotie"],
    cat="terms_after_question",
    note="one question per dish, dishes after the question mark",
)

C(
    "What are 5 fun things to do in Lisbon on a rainy day?",
    5,
    cat="count_what_are",
    note='"What are 5 ...?" as a question',
)

N(
    "Is it true that we only use 10% of our brains? If not, where did that idea come from?",
    cat="dependent_questions",
    note="second question depends on the first's answer",
)

L(
    """Korrigiere bitte diese Sätze:
1. Ich habe gestern nach Hause gegangen.
2. Er wohnt in der Stadt seit fünf Jahre.
3. Wir treffen uns um acht Uhr an den Bahnhof.""",
    [
        "Ich habe gestern nach Hause gegangen.",
        "Er wohnt in der Stadt seit fünf Jahre.",
        "Wir treffen uns um acht Uhr an den Bahnhof.",
    ],
    lang="de",
    cat="correct_de_numbered",
    note="German: correct these numbered sentences",
)

F(
    """Parse this resume into {'name': str, 'email': str, 'skills': list[str], 'years_experience': int}

JORDAN MBEKI
jordan.mbeki@proton.me | Cape Town
Data engineer with 6 years of experience building pipelines in Spark and Airflow. Skills: Python, Scala, SQL, dbt, AWS.""",
    ["name", "email", "skills", "years_experience"],
    cat="fields_python_dict_types",
    note="a Python dict of field: type, resume after",
)

C("give me 20 words that rhyme with light", 20, cat="count_give_me", note='"give me 20 words that ..."')

N("Pretend you are my girlfriend and ask me how my day was", cat="roleplay_single", note="role-play chit-chat")

L(
    """problems = ['12*17', '144/12', '2**10', '99-58']
compute each one and show only the result""",
    ["12*17", "144/12", "2**10", "99-58"],
    cat="python_list_strings",
    note="independent computations as a Python list of strings",
)

C(
    "could you please help me to generate 10 multiple choice questions about the water cycle for 5th graders? each question should have 3 answer options",
    10,
    cat="count_could_you_help",
    note='"could you please help me to generate 10 ...?" with an inner count',
)

L(
    "give me a haiku for each season: spring, summer, autumn, winter",
    ["spring", "summer", "autumn", "winter"],
    cat="per_item_inline",
    note="one haiku per listed season",
)

N(
    """Which of these is a mammal?
- shark
- dolphin
- salmon
- octopus""",
    cat="choose_among",
    note="one question choosing from a bulleted list",
)

L(
    "I'm planning to start running. I'm 35 and a bit overweight. How many times a week should I run? What shoes should I buy? Should I run on an empty stomach?",
    ["How many times a week should I run?", "What shoes should I buy?", "Should I run on an empty stomach?"],
    cat="questions_after_background",
    note="background sentences, then three questions",
)

F(
    """Jollof rice (serves 6)
Prep: 15 min, cook: 45 min. About 420 kcal per serving.
Blend tomatoes, peppers and onion; fry the paste in oil with tomato purée, add stock and spices, then stir in rinsed rice and simmer covered until done.

from the recipe above give me: prep time, cook time, servings, calories""",
    ["prep time", "cook time", "servings", "calories"],
    cat="fields_after_text",
    note="recipe first, field list after it",
)

N(
    "Continue the story: The lighthouse keeper had not seen a ship in forty years, until one night",
    cat="continue_story",
    note="continue one story",
)

L(
    """Прочитай текст и ответь на вопросы.

Текст: Компания «СеверСофт» была основана в 2009 году в Архангельске программистом Ильёй Громовым. Сначала она делала сайты для местного бизнеса, а с 2015 года разрабатывает систему учёта для рыболовецких хозяйств. Сейчас в компании работает около 140 человек, а офисы открыты в Мурманске и Санкт-Петербурге.

Вопросы:
- Когда была основана компания?
- Кто её основатель?
- Сколько сотрудников работает сейчас?""",
    ["Когда была основана компания?", "Кто её основатель?", "Сколько сотрудников работает сейчас?"],
    lang="ru",
    cat="passage_questions_ru",
    note="Russian passage then dash-bulleted questions",
)

C(
    "generate 20 unique prompts for midjourney for me. Requirements: fantasy landscapes, each prompt must include lighting and camera details, no people, end each one with --ar 16:9",
    20,
    cat="count_generate_unique_requirements",
    note='"generate 20 unique ... for me." then inline requirements',
)

N(
    """Write a SQL query to get the names of users who placed more than 5 orders.
Tables:
users(id, name, email)
orders(id, user_id, created_at)""",
    cat="code_with_fields",
    note="one query; the table columns are context",
)

L(
    "我想学吉他，需要多长时间才能弹一首完整的歌？买什么牌子的吉他比较好？自学可以吗？",
    ["需要多长时间才能弹一首完整的歌？", "买什么牌子的吉他比较好？", "自学可以吗？"],
    lang="zh",
    cat="questions_zh_prose",
    note="Chinese: a clause of background then three questions in prose",
)

F(
    'Extract nombre del cliente, número de pedido y motivo de la queja del siguiente mensaje:\n\n"Buenas, soy Lucía Ferrer. Mi pedido 77-3410 llegó incompleto, faltan dos platos de la vajilla. Quiero que me los envíen o me devuelvan el dinero."',
    ["nombre del cliente", "número de pedido", "motivo de la queja"],
    lang="es",
    cat="fields_es",
    note="Spanish field list (with an English verb), quoted message after",
)

N(
    'Traduce al inglés este párrafo: "Mañana vamos a la playa si no llueve. Llevaremos bocadillos y una sombrilla."',
    lang="es",
    cat="translate_single_text",
    note="Spanish: one paragraph to translate",
)

L(
    'Traduza para o inglês: "Bom dia", "Obrigado pela ajuda", "Onde fica o banheiro?"',
    ["Bom dia", "Obrigado pela ajuda", "Onde fica o banheiro?"],
    lang="pt",
    cat="translate_pt_quoted",
    note="Portuguese: translate quoted phrases, comma separated",
)

C(
    "suggest three titles for my blog post about minimalism and owning less stuff",
    3,
    cat="count_spelled",
    note='"three titles" spelled',
)

N(
    """My code is below. Why is the output 'None'?

def greet(name):
    print("Hello " + name)

result = greet("Ana")
print(result)""",
    cat="code_question",
    note="one question about code",
)

L(
    """make each of these bullet points shorter:
- We are currently in the process of reviewing all of the applications that we have received.
- Please be advised that the office will be closed on Monday due to the public holiday.
- It is important that all employees complete the mandatory training by the end of the month.""",
    [
        "We are currently in the process of reviewing all of the applications that we have received.",
        "Please be advised that the office will be closed on Monday due to the public holiday.",
        "It is important that all employees complete the mandatory training by the end of the month.",
    ],
    cat="rewrite_bullets",
    note='"make each of these ... shorter", dash bullets',
)

N(
    "what are the pros and cons of working remotely?",
    cat="single_question_two_sides",
    note="one question asking for both sides",
)

L(
    "(1) what is the speed of light (2) what is a light year (3) how far away is the nearest star",
    ["what is the speed of light", "what is a light year", "how far away is the nearest star"],
    cat="questions_bracket_numbers",
    note='"(1) (2) (3)" inline, no instruction at all',
)
N(
    "Write a function in javascript that takes an array of numbers and returns the sum, the average and the max",
    cat="code_with_several_outputs",
    note="one function returning three values",
)

L(
    """Summarize each paragraph in one line:

The city council voted on Tuesday to extend the bike lane network by 40 kilometres over the next three years. Supporters say it will cut car traffic downtown, while some shop owners worry about losing parking spaces in front of their stores.

Meanwhile, the regional hospital announced that its new emergency wing will open in June, two months later than planned. Officials blamed supply delays for medical equipment and a shortage of qualified nurses.

In sports, the local basketball team secured a place in the national finals after a dramatic overtime win against their long-time rivals, with 19-year-old point guard Tamsin Obi scoring 31 points.""",
    [
        "The city council voted on Tuesday to extend the bike lane network by 40 kilometres over the next three years. Supporters say it will cut car traffic downtown, while some shop owners worry about losing parking spaces in front of their stores.",
        "Meanwhile, the regional hospital announced that its new emergency wing will open in June, two months later than planned. Officials blamed supply delays for medical equipment and a shortage of qualified nurses.",
        "In sports, the local basketball team secured a place in the national finals after a dramatic overtime win against their long-time rivals, with 19-year-old point guard Tamsin Obi scoring 31 points.",
    ],
    cat="paragraphs_each",
    note="three pasted paragraphs, one summary line each",
)

N(
    """Give me a summary in 5 bullet points of this article:

Electric scooters have spread quickly through European cities since 2018. Operators such as Lime, Tier and Voi place thousands of shared scooters on the streets, which users unlock with an app and pay for by the minute. Cities welcomed them at first as a clean way to cover short trips, but complaints soon followed about scooters blocking pavements and about injuries to riders and pedestrians. Paris banned shared scooters after a public vote in 2023, while other cities such as Oslo and Madrid capped the number of licences and introduced parking zones. Studies suggest that scooters mostly replace walking and public transport rather than car trips, which weakens the environmental argument for them.""",
    cat="summary_in_n_points",
    note="one summary of one article; 5 is its number of bullets",
)

L(
    "Réponds à ces questions : Qui a peint la Joconde ? En quelle année a eu lieu la Révolution française ? Quelle est la capitale du Canada ?",
    [
        "Qui a peint la Joconde ?",
        "En quelle année a eu lieu la Révolution française ?",
        "Quelle est la capitale du Canada ?",
    ],
    lang="fr",
    cat="questions_fr_inline",
    note='French questions inline, space before "?"',
)

N(
    "what is 15% of 240, then add 30 to that and divide by 3",
    cat="dependent_math",
    note="one chain of calculations, each step on the last",
)

L(
    """headlines = ["Apple unveils new iPad with M4 chip", "Stocks fall as inflation data surprises markets", "Heavy rain floods parts of Mumbai"]
for each headline give me the topic category (tech, business, weather, sports, politics)""",
    [
        "Apple unveils new iPad with M4 chip",
        "Stocks fall as inflation data surprises markets",
        "Heavy rain floods parts of Mumbai",
    ],
    cat="classify_python_list",
    note="headlines as a Python list, per-item instruction after",
)

N(
    "fix grammar: i has went to the store yesterday and buyed 3 apple and a milks",
    cat="single_sentence_edit",
    note="one sentence to correct",
)

C(
    "make 8 Q&A from the text below for my students, simple english\n\nThe Amazon rainforest covers about 5.5 million square kilometres, mostly in Brazil. It is home to around 10% of all known species on Earth. The Amazon River carries more water than any other river. Deforestation, mainly for cattle farming and soy, has destroyed about 17% of the forest in the last 50 years. Scientists warn that if losses reach 20-25%, parts of the forest could turn into dry savanna.",
    8,
    cat="count_qa_from_text",
    note='"make 8 Q&A from the text below", text after',
)

N(
    "Write a dialogue between Alice and Bob where they argue about whether pineapple belongs on pizza",
    cat="single_writing_names_several",
    note="one dialogue between two named people",
)

F(
    "Please extract Product Name Model Number Warranty Period Purchase Date from the below text\n\nThanks for buying the Breville Barista Express (model BES870XL) on 3 January 2024 from KitchenPro. Your machine is covered for 2 years from the date of purchase. Keep this email as proof.",
    ["Product Name", "Model Number", "Warranty Period", "Purchase Date"],
    cat="fields_titlecase_no_commas",
    note='Title Case fields with no commas between them, before "from the below text"',
)

N("Find the odd one out: apple, banana, carrot, mango, cherry", cat="odd_one_out", note="one question over a list")

L(
    "capital of peru, chile and bolivia?",
    ["peru", "chile", "bolivia"],
    cat="terms_very_short",
    note='very short, three countries after "capital of"',
)

N(
    "Qual é melhor para emagrecer: corrida, natação ou ciclismo?",
    lang="pt",
    cat="choose_among",
    note="Portuguese: choose among three sports",
)

F(
    """Extract the following from the listing below. Respond in JSON.
- title (string, required)
- bedrooms (integer)
- monthly_rent (number, EUR)
- pets_allowed (boolean or null)

Listing: Cozy 2-room flat near Vondelpark, 1 bedroom, fully furnished, €1,850 per month excl. utilities. Available from 1 May. Sorry, no pets.""",
    ["title", "bedrooms", "monthly_rent", "pets_allowed"],
    cat="fields_types_brackets_lines",
    note="typed fields on dash lines, with notes in the brackets",
)

N(
    "Combine these three sentences into one: The dog barked. It was very late. The neighbours woke up.",
    cat="merge_sentences",
    note="one sentence made of three",
)

L(
    """answer these using ur own words pls
what is love
why do people lie
is money important for happiness""",
    ["what is love", "why do people lie", "is money important for happiness"],
    cat="questions_own_words_lines",
    note='"answer these using ur own words", questions on lines without question marks',
)

N(
    "Write a birthday message for my mom, she loves gardening, cats and jazz music",
    cat="single_writing_with_facts",
    note="one message; the interests are context",
)

N(
    """下面哪个选项是正确的？
A. 地球是平的
B. 太阳绕着地球转
C. 地球绕着太阳转""",
    lang="zh",
    cat="multiple_choice",
    note="Chinese multiple-choice question",
)

L(
    "what's the sentiment of 'the movie was way too long' and what's the sentiment of 'loved the soundtrack tho'",
    ["what's the sentiment of 'the movie was way too long'", "what's the sentiment of 'loved the soundtrack tho'"],
    cat="sentiment_quoted_sentences",
    note='two sentiment questions joined by "and", single quotes, lowercase',
)

N(
    """Write an email to my team covering:
1. the new vacation policy
2. the office move in April
3. the date of the holiday party""",
    cat="single_writing_points",
    note="one email that covers three numbered points",
)

N(
    "Напиши код на python, который читает текстовый файл, считает слова и выводит топ 10 самых частых",
    lang="ru",
    cat="code_with_number",
    note='Russian: one program; "top 10" is its output',
)

L(
    "Hello, I have 3 problems with my account: I can't change my password, my invoices show the wrong address, and the app logs me out every hour. Please help.",
    ["I can't change my password", "my invoices show the wrong address", "the app logs me out every hour"],
    cat="support_problems_inline",
    note="support message listing three separate problems",
)

N(
    """my todo list for today:
- buy milk
- call mom
- finish the quarterly report
- gym
can you put it in the best order? i have a meeting at 2pm""",
    cat="order_list",
    note="one ordering of a listed to-do list",
)

N(
    "Corrige les fautes dans ce texte : Je suis allé a la plage hier et il fesait très beau, on a mangé des glace.",
    lang="fr",
    cat="single_text_edit",
    note="French: correct one text",
)

N("Q: What is the capital of Mongolia?", cat="single_question_label", note='one question with a "Q:" label')

L(
    "Answer in one word each. What color is the sky? What do bees make? What is frozen water called?",
    ["What color is the sky?", "What do bees make?", "What is frozen water called?"],
    cat="questions_after_instruction",
    note='"Answer in one word each." then three questions',
)

N("""1. What is photosynthesis?""", cat="single_question_label", note="one numbered question")

N(
    "Create a Python class Person with attributes name, age and address, and a method that prints them",
    cat="code_with_fields",
    note="one class; the attributes are its content",
)

N(
    """Here is my essay intro. give me a good title for it:

Every summer my grandmother's kitchen turned into a factory. Jars of apricot jam lined the windowsill, the air smelled of sugar and smoke, and nobody was allowed to leave before the last batch was sealed.""",
    cat="single_task_passage",
    note="one title for a pasted text",
)


if __name__ == "__main__":
    main(ROWS, out=OUT, prefix="v", source=SOURCE)
