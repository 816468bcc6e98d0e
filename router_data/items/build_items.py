"""Build ``router_data/items/generated.jsonl``: requests written as users write them, with their items.

    .venv/bin/python router_data/items/build_items.py

The items tagger (``pasta_lang/items/tagger.json``) is trained on these rows, among others, by
``scripts/train_items_tagger.py``. Each row is ``{"id", "request", "kind", "items", "count",
"lang", "category", "context", "group"}`` like ``benchmarks/data/items_real/dev.jsonl``: ``kind``
is ``list``, ``fields``, ``count`` or ``none``; ``items`` are exact substrings of ``request``;
``context`` is the shared passage ("" if none, else an exact substring); ``group`` names the
content a row was built from (rows of one group share a passage or a question set), so a split by
group keeps near-duplicates on one side.

Sources: the passages, questions and field lists of ParallelPrompt's *synthetic* sets
(``../shared/data/parallelprompt/``, MIT), re-rendered the way real users write (no numbering,
questions first or last, lower case, typos, headings, forms); hand-written pools in German,
French, Spanish, Italian, Portuguese and Chinese; "give me N" with many verbs; and negatives
(one question after a passage, a list that is the context of one question, dependent steps,
math, code, comparisons, fixed sets, multi-sentence single requests). Seeded: the same sources
give the same file.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
SHARED = HERE.parents[1].parent / "shared" / "data" / "parallelprompt"
OUT = HERE / "generated.jsonl"
SEED = 50

# ----------------------------------------------------------------------------- multilingual pools

PASSAGES = {
    "de": [
        (
            "berlin",
            "Berlin ist die Hauptstadt Deutschlands und hat rund 3,7 Millionen Einwohner. Die Stadt war "
            "von 1961 bis 1989 durch die Mauer geteilt. Heute ist sie bekannt für Museen, Clubs und Start-ups.",
            [
                "Wie viele Einwohner hat Berlin?",
                "Wann wurde die Mauer gebaut?",
                "Wofür ist Berlin heute bekannt?",
                "Seit wann ist Berlin nicht mehr geteilt?",
                "Welche Rolle spielen Start-ups in der Stadt?",
            ],
        ),
        (
            "bienen",
            "Honigbienen leben in Völkern mit bis zu 50.000 Tieren. Die Königin legt die Eier, die "
            "Arbeiterinnen sammeln Nektar und Pollen. Im Winter bilden die Bienen eine Traube, um sich zu wärmen.",
            [
                "Wie viele Tiere leben in einem Bienenvolk?",
                "Was macht die Königin?",
                "Was sammeln die Arbeiterinnen",
                "Wie überstehen Bienen den Winter?",
            ],
        ),
        (
            "vertrag",
            "Der Mietvertrag beginnt am 1. März und läuft unbefristet. Die Kaltmiete beträgt 850 Euro, "
            "dazu kommen 180 Euro Nebenkosten. Die Kaution von drei Monatsmieten ist vor dem Einzug zu zahlen. "
            "Haustiere sind nur nach Absprache erlaubt.",
            [
                "Wann beginnt der Vertrag?",
                "Wie hoch ist die Kaltmiete?",
                "Wie hoch ist die Kaution?",
                "Sind Haustiere erlaubt?",
                "muss ich nebenkosten extra zahlen",
            ],
        ),
    ],
    "fr": [
        (
            "loire",
            "La Loire est le plus long fleuve de France, avec environ 1 000 kilomètres. Elle prend sa "
            "source dans le Massif central et se jette dans l'océan Atlantique. Ses châteaux attirent des millions "
            "de touristes chaque année.",
            [
                "Quelle est la longueur de la Loire ?",
                "Où la Loire prend-elle sa source ?",
                "Dans quel océan se jette-t-elle ?",
                "Pourquoi les touristes viennent-ils dans la vallée ?",
            ],
        ),
        (
            "cafe",
            "Le café a été découvert en Éthiopie avant d'arriver au Yémen au XVe siècle. Aujourd'hui, le "
            "Brésil en est le premier producteur mondial. L'arabica représente environ 60 % de la production.",
            [
                "Où le café a-t-il été découvert ?",
                "Quel pays produit le plus de café ?",
                "Quelle part de la production représente l'arabica ?",
                "quand le café est arrivé au Yémen",
            ],
        ),
        (
            "contrat",
            "Le contrat de travail est un CDI à temps plein de 35 heures par semaine. Le salaire brut "
            "est de 2 400 euros par mois. La période d'essai dure trois mois et le poste est basé à Lyon.",
            [
                "Quel est le type de contrat ?",
                "Combien d'heures par semaine ?",
                "Quel est le salaire brut ?",
                "Combien de temps dure la période d'essai ?",
                "Où est basé le poste ?",
            ],
        ),
    ],
    "es": [
        (
            "andes",
            "La cordillera de los Andes recorre siete países de América del Sur y mide unos 7 000 "
            "kilómetros. Su pico más alto es el Aconcagua, con 6 961 metros. En ella viven llamas, alpacas y cóndores.",
            [
                "¿Cuántos países recorre la cordillera?",
                "¿Cuál es su pico más alto?",
                "¿Qué animales viven allí?",
                "¿Cuánto mide la cordillera de los Andes?",
            ],
        ),
        (
            "pedido",
            "Hola, hice un pedido el 3 de mayo con número 45821. Pagué con tarjeta y el envío era "
            "urgente, pero todavía no ha llegado. Además la talla que elegí era la M y creo que necesito la L.",
            [
                "¿Cuándo llegará mi pedido?",
                "¿Puedo cambiar la talla a L?",
                "¿Me devuelven el coste del envío urgente?",
                "como puedo hacer la devolucion",
            ],
        ),
        (
            "chocolate",
            "El cacao se cultivaba en Mesoamérica hace más de 3 000 años. Los aztecas lo bebían "
            "amargo y lo usaban como moneda. Llegó a España en el siglo XVI, donde se le añadió azúcar.",
            [
                "¿Dónde se cultivaba el cacao?",
                "¿Cómo lo bebían los aztecas?",
                "¿Para qué más usaban el cacao?",
                "¿Cuándo llegó a España?",
            ],
        ),
    ],
    "it": [
        (
            "roma",
            "Il Colosseo fu costruito tra il 72 e l'80 d.C. e poteva ospitare circa 50.000 spettatori. "
            "Vi si svolgevano combattimenti di gladiatori e cacce ad animali. Oggi è il monumento più visitato d'Italia.",
            [
                "Quando fu costruito il Colosseo?",
                "Quanti spettatori poteva ospitare?",
                "Che cosa vi si svolgeva?",
                "Qual è il monumento più visitato d'Italia?",
            ],
        ),
        (
            "olio",
            "L'olio extravergine di oliva si ottiene solo con processi meccanici. La sua acidità non deve "
            "superare lo 0,8 per cento. Le principali regioni produttrici sono la Puglia, la Calabria e la Sicilia.",
            ["Come si ottiene l'olio extravergine?", "Qual è l'acidità massima?", "Quali sono le regioni produttrici?"],
        ),
    ],
    "pt": [
        (
            "amazonia",
            "A floresta amazônica cobre cerca de 5,5 milhões de quilômetros quadrados e abrange nove "
            "países. Ela abriga cerca de 10% das espécies conhecidas do planeta. O desmatamento aumentou nos últimos anos.",
            [
                "Quantos quilômetros quadrados cobre a floresta?",
                "Quantos países ela abrange?",
                "Que porcentagem das espécies vive nela?",
                "O que aconteceu com o desmatamento?",
            ],
        ),
        (
            "voo",
            "Meu voo de Lisboa para o Porto foi cancelado ontem à noite. A companhia me remarcou para "
            "amanhã, mas eu tenho uma reunião às 9h. Paguei também uma mala extra.",
            [
                "Tenho direito a reembolso?",
                "Posso mudar para um voo hoje?",
                "O que acontece com a mala extra que paguei?",
            ],
        ),
    ],
    "zh": [
        (
            "changcheng",
            "长城始建于春秋战国时期，明朝时进行了大规模修建。它全长超过两万公里，是世界上最长的军事防御工程。"
            "1987年，长城被列入世界文化遗产。",
            [
                "长城始建于什么时期？",
                "长城全长多少公里？",
                "长城是哪一年被列入世界文化遗产的？",
                "明朝对长城做了什么？",
            ],
        ),
        (
            "cha",
            "茶起源于中国，已有数千年的历史。绿茶不经过发酵，红茶则是全发酵茶。乌龙茶介于两者之间，属于半发酵茶。",
            ["茶起源于哪里？", "绿茶和红茶在发酵上有什么区别", "乌龙茶属于哪一类？"],
        ),
        (
            "dingdan",
            "我上周在你们店里买了一台洗衣机，订单号是20931。送货的时候外壳有一道划痕，而且安装师傅一直没有来。",
            ["可以换一台新的吗？", "安装师傅什么时候来？", "划痕可以申请赔偿吗？"],
        ),
    ],
}

QUESTION_HEADS = {
    "en": [
        "Questions:",
        "My questions:",
        "questions",
        "Answer these:",
        "Please answer the following questions.",
        "answer the questions below based on the text",
        "I have a few questions:",
        "QUESTIONS",
        "Q:",
        "Can you help me with these?",
        "Based on the text above, answer:",
        "",
    ],
    "de": ["Fragen:", "Bitte beantworte folgende Fragen:", "Meine Fragen:", "Beantworte die Fragen zum Text.", ""],
    "fr": ["Questions :", "Réponds aux questions suivantes :", "Mes questions :", "Répondez aux questions.", ""],
    "es": ["Preguntas:", "Responde a las siguientes preguntas:", "Mis preguntas:", "Contesta estas preguntas.", ""],
    "it": ["Domande:", "Rispondi alle seguenti domande:", "Le mie domande:", ""],
    "pt": ["Perguntas:", "Responda às seguintes perguntas:", "Minhas dúvidas:", ""],
    "zh": ["问题：", "请根据上文回答以下问题：", "我的问题：", "请回答：", ""],
}
TEXT_HEADS = {
    "en": ["Text:", "Passage:", "Context:", "Here is the text:", "Read this:", "", ""],
    "de": ["Text:", "Hier ist der Text:", "", ""],
    "fr": ["Texte :", "Voici le texte :", "", ""],
    "es": ["Texto:", "Aquí está el texto:", "", ""],
    "it": ["Testo:", "", ""],
    "pt": ["Texto:", "", ""],
    "zh": ["文章：", "原文：", "", ""],
}
QUESTIONS_FIRST = {
    "en": [
        "Answer the following questions about the text below.",
        "Using the article below, answer:",
        "Read the passage at the end and answer these questions",
    ],
    "de": ["Beantworte die folgenden Fragen zum Text unten:"],
    "fr": ["Réponds aux questions suivantes à partir du texte ci-dessous :"],
    "es": ["Responde estas preguntas sobre el texto de abajo:"],
    "it": ["Rispondi a queste domande sul testo qui sotto:"],
    "pt": ["Responda estas perguntas sobre o texto abaixo:"],
    "zh": ["请根据下面的文章回答这些问题："],
}

STANDALONE_QUESTIONS = {
    "en": [
        [
            "What is the boiling point of water at high altitude?",
            "Why is the sky blue?",
            "How do vaccines train the immune system?",
            "What causes the seasons?",
        ],
        [
            "how long should i rest between sets",
            "is creatine safe for teenagers",
            "what's a good beginner split",
            "Do I need protein shakes?",
        ],
        [
            "What time does the museum open on Sundays?",
            "Is there parking nearby?",
            "Can I bring my dog?",
            "Are guided tours available in Spanish?",
        ],
        [
            "whats the diffrence between a roth ira and a 401k",
            "at what age can i withdraw without penalty",
            "how much can i put in per year",
        ],
        ["Who painted the Mona Lisa?", "Where is the Louvre?", "What is the Mona Lisa's real name?"],
        [
            "What is a hash map?",
            "What is the time complexity of binary search?",
            "What does REST stand for?",
            "What's a race condition?",
        ],
        [
            "Does the hotel have a pool?",
            "Is breakfast included?",
            "What's the check-out time?",
            "Can we get a late check-in after midnight?",
        ],
    ],
    "de": [
        ["Wie lange ist der Reisepass gültig?", "Was kostet ein neuer Personalausweis?", "Brauche ich einen Termin?"],
        [
            "Was ist der Unterschied zwischen Brutto und Netto?",
            "Wann kommt die Steuererstattung?",
            "wie viel darf ich steuerfrei verdienen",
        ],
    ],
    "fr": [
        [
            "Comment fonctionne la photosynthèse ?",
            "Pourquoi les feuilles changent-elles de couleur ?",
            "Quel est le plus grand arbre du monde ?",
        ],
        [
            "Est-ce que le petit-déjeuner est inclus ?",
            "À quelle heure faut-il libérer la chambre ?",
            "Y a-t-il un parking ?",
        ],
    ],
    "es": [
        ["¿Qué es la inflación?", "¿Por qué suben los precios?", "¿Cómo afecta a mis ahorros?"],
        [
            "¿El gimnasio abre los domingos?",
            "¿Cuánto cuesta la cuota mensual?",
            "¿Hay clases de yoga?",
            "se puede congelar la suscripción",
        ],
    ],
    "it": [["Come si prepara il ragù?", "Quanto deve cuocere?", "Si può congelare?"]],
    "pt": [["Quanto custa a matrícula?", "As aulas são online?", "Existe desconto para estudantes?"]],
    "zh": [
        ["什么是人工智能？", "机器学习和深度学习有什么区别？", "神经网络是怎么工作的？"],
        ["酒店有游泳池吗？", "早餐包括在房价里吗？", "几点退房？"],
    ],
}
# ----------------------------------------------------------------------------- one instruction, plain lines

LINE_SETS = [
    ("casual", ["hey, can u send me the file asap", "we r running late on the launch, sorry",
                "who has the keys to the storage room lol", "pls stop replying all to this thread"]),
    ("phrases", ["nice to meet you", "I'm just looking, thanks", "could I have the bill please", "see you tomorrow",
                 "where is the nearest pharmacy"]),
    ("reviews", ["The battery died after two days, really disappointed.", "Great value for the price, would buy again!",
                 "Shipping took forever but the product itself is fine.", "Terrible customer service, never again."]),
    ("sentences", ["Me and him goes to the store every sunday.", "Their going to be late again.",
                   "She don't like coffee no more.", "Its a beautiful day isnt it"]),
    ("headlines", ["Local bakery wins national award", "City council approves new bike lanes",
                   "Heatwave expected to last until Friday", "School canteen switches to vegetarian menu"]),
    ("words", ["serendipity", "ubiquitous", "ephemeral", "cacophony", "quintessential"]),
    ("products", ["wireless earbuds with noise cancelling", "stainless steel water bottle", "ergonomic office chair",
                  "bamboo cutting board"]),
]  # fmt: skip
LINE_LEADS = {
    "casual": ["make these sound more professional", "Rewrite these messages politely:", "rewrite each one formally"],
    "phrases": ["How do I say these in German?", "translate to spanish:", "Traduis en anglais :", "Übersetze ins Englische:"],
    "reviews": ["Classify the sentiment of each review:", "positive or negative?", "Rate each review from 1 to 5."],
    "sentences": ["fix the grammar", "Correct these sentences:", "Corrige les fautes :", "Korrigiere die Fehler:"],
    "headlines": ["Write a one-sentence summary for each headline.", "turn these into tweets", "Make these funnier:"],
    "words": ["define these words", "Use each word in a sentence.", "What do these mean?", "Explica estas palabras:"],
    "products": ["Write a short product description for each:", "give me a catchy name for each of these",
                 "Escribe un eslogan para cada producto:"],
}  # fmt: skip
LINE_TRAILERS = ["", "", "", "Keep it short.", "one line each", "Return a JSON array.", "thanks!"]

STANDALONE_HEADS = {
    "en": [
        "I have some questions:",
        "quick questions",
        "Please answer these questions.",
        "Hi! A few things:",
        "",
        "Can you answer the following?",
    ],
    "de": ["Ich habe ein paar Fragen:", "Kurze Fragen:", ""],
    "fr": ["J'ai quelques questions :", "Bonjour, quelques questions :", ""],
    "es": ["Tengo algunas preguntas:", "Hola, unas dudas:", ""],
    "it": ["Ho alcune domande:", ""],
    "pt": ["Tenho algumas perguntas:", ""],
    "zh": ["我有几个问题：", "请回答下面的问题：", ""],
}

# ----------------------------------------------------------------------------- fields and forms

FIELD_SETS = [
    (
        "job",
        ["Job Title", "Company", "Location", "Salary", "Contract Type", "Start Date"],
        "We are hiring a Senior Backend Engineer at Nordlicht GmbH in Hamburg. The role is permanent and full-time, "
        "starting 1 September. Salary range 75-90k EUR depending on experience. Remote two days a week.",
    ),
    (
        "invoice",
        ["invoice_number", "vendor_name", "total_amount", "due_date", "currency"],
        "INVOICE #INV-2291 from Acme Office Supplies. Issued 2024-03-02. Amount due: 1,245.50 USD. Payment due "
        "within 30 days (by 2024-04-01). Thank you for your business.",
    ),
    (
        "patient",
        ["Patient Name", "Age", "Symptoms", "Diagnosis", "Medication", "Follow-up"],
        "Doctor: Good morning Mr. Alvarez, you're 54 now, right? Patient: Yes. I've had a cough and a fever for five "
        "days. Doctor: Sounds like bronchitis. I'll prescribe amoxicillin, 500 mg three times a day. Come back in two "
        "weeks if it doesn't improve.",
    ),
    (
        "product",
        ["Product Name", "Brand", "Price", "Color", "Battery Life", "Warranty"],
        "The SoundWave X2 headphones by Lumio come in matte black and cost $149. They last up to 30 hours on one "
        "charge and are covered by a two-year warranty.",
    ),
    (
        "event",
        ["event_name", "date", "venue", "ticket_price", "organizer"],
        "Join us for Jazz on the Pier on Saturday, July 12, at the Old Harbour Pier. Tickets are 25 euros at the door. "
        "Organised by the Harbour Arts Collective.",
    ),
    (
        "recipe",
        ["Dish", "Cuisine", "Prep Time", "Main Ingredients", "Servings"],
        "This chana masala is a classic North Indian curry that takes about 40 minutes. You'll need chickpeas, "
        "onions, tomatoes, ginger and garam masala. Serves four.",
    ),
    (
        "ticket",
        ["customer_name", "order_id", "issue_type", "requested_action", "urgency"],
        "Hi, this is Dana Whitfield. My order 88-1932 arrived with a cracked screen. I'd like a replacement, not a "
        "refund, and I need it before Friday because it's a gift.",
    ),
]
FIELD_LEADS = [
    "Extract the following fields from the text below:",
    "Pull these out of the text:",
    "Get me these details:",
    "Fill in the following from the text below",
    "extract:",
    "I need these fields from the following text:",
    "From the below text extract",
    "Please give me the following info as JSON:",
    "FORMAT:",
    "Fill out this form using the transcript:",
    "Find the following information:",
]
FIELD_LEADS_OTHER = {
    "de": ["Extrahiere folgende Felder aus dem Text:", "Fülle das Formular aus:"],
    "fr": ["Extrais les champs suivants du texte :", "Remplis le formulaire :"],
    "es": ["Extrae los siguientes campos del texto:", "Rellena el formulario:"],
}
FIELD_TRAILERS = [
    "",
    "",
    "Return JSON.",
    "Answer as key value pairs.",
    "Use N/A if missing.",
    "Output as a JSON object with these keys.",
]

# ----------------------------------------------------------------------------- counts

COUNT_THINGS = {
    "en": [
        "taglines for a bakery",
        "names for a coffee shop",
        "tags for the support ticket below",
        "blog post ideas about hiking",
        "prompt words for an AI image of a castle",
        "interview questions for a nurse",
        "subject lines for a newsletter",
        "slogans for an eco-friendly brand",
        "jokes about cats",
        "instagram captions for a beach photo",
        "hashtags for a yoga studio",
        "quiz questions about space",
        "product descriptions for a wool scarf",
        "gift ideas for my dad",
        "usernames for a gamer",
        "icebreaker questions for a team meeting",
        "titles for my essay on climate change",
        "short poems about autumn",
        "taglines for a dentist",
        "ideas for a rainy day with kids",
    ],
    "de": [
        "Slogans für eine Bäckerei",
        "Namen für ein Café",
        "Ideen für einen Kindergeburtstag",
        "Überschriften für einen Blogartikel über Wandern",
    ],
    "fr": [
        "slogans pour une boulangerie",
        "noms pour un café",
        "idées de cadeaux pour ma mère",
        "titres pour un article sur le vélo",
    ],
    "es": [
        "eslóganes para una panadería",
        "nombres para una cafetería",
        "ideas para una fiesta de cumpleaños",
        "títulos para un artículo sobre viajes",
    ],
    "it": ["slogan per una pizzeria", "nomi per un gatto"],
    "pt": ["slogans para uma padaria", "nomes para uma loja de roupas"],
    "zh": ["个面包店的广告语", "个咖啡店的名字", "条关于健身的标题"],
}
COUNT_VERBS = {
    "en": [
        "give me {n}",
        "generate {n}",
        "randomly generate {n}",
        "come up with {n}",
        "brainstorm {n}",
        "write {n}",
        "I need {n}",
        "can you suggest {n}",
        "create {n}",
        "pls give {n}",
        "produce {n}",
        "Help me think of {n}",
        "list {n}",
        "Could you make {n}",
        "I'd like {n}",
        "Draft {n}",
        "{n}+",
        "spit out {n}",
        "think of {n}",
        "invent {n}",
        "make up {n}",
        "compose {n}",
        "propose {n}",
        "can u come up w/ {n}",
        "need {n}",
        "suggest {n}",
    ],
    "de": ["Gib mir {n}", "Schreib {n}", "Nenne mir {n}", "Erstelle {n}"],
    "fr": ["Donne-moi {n}", "Propose {n}", "Écris {n}", "Trouve-moi {n}"],
    "es": ["Dame {n}", "Genera {n}", "Escribe {n}", "Sugiere {n}"],
    "it": ["Dammi {n}", "Scrivi {n}"],
    "pt": ["Me dê {n}", "Crie {n}"],
    "zh": ["给我{n}", "请写{n}", "帮我想{n}"],
}
NUMBER_WORDS_EN = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 10: "ten"}
COUNT_SUFFIX = [
    "",
    "",
    ".",
    "!",
    " please",
    ", keep them short.",
    ", each under 10 words.",
    " in JSON",
    ", different styles",
    "?",
]
TICKET = (
    "Ticket #4471: Customer says the mobile app logs them out every time they switch to another app. "
    "Happens on Android 14, started after the last update."
)

# ----------------------------------------------------------------------------- negatives

NEG_SINGLE = [
    "Explain how a bill becomes a law in the United States.",
    "Write a short story about a lighthouse keeper who finds a message in a bottle.",
    "What's the best way to learn Spanish as an adult?",
    "My laptop fan is really loud when I play games. Is that normal? It's a 2021 model.",
    "Can you summarize the causes of World War I in a paragraph?",
    "I need a cover letter for a junior accountant job. I have two years of experience at a small firm.",
    "Solve for x: 3x + 7 = 22. Show your work.",
    "Write a Python function that checks whether a string is a palindrome.",
    "Compare iPhone and Android phones for an elderly user. Which one should I buy?",
    "List the 7 wonders of the ancient world.",
    "What are the 5 stages of grief?",
    "I have 3 kids and 2 dogs. How big should my next car be?",
    "Rewrite this sentence to sound more formal: hey guys, the meeting got moved to 3.",
    "Translate 'where is the train station' into German.",
    "Plan a 3-day trip to Rome for a couple who loves food.",
    "First, find the area of a circle with radius 4. Then use that result to find the volume of a cylinder of height 10.",
    "Wie funktioniert eine Wärmepumpe? Erklär es bitte einfach.",
    "Écris un poème sur la mer en quatre strophes.",
    "¿Cuál es la diferencia entre ser y estar? Dame ejemplos.",
    "请帮我写一封辞职信，语气要礼貌。",
    "Come posso migliorare la mia pronuncia inglese?",
    "Qual é a capital da Austrália e por que não é Sydney?",
    "Hi! How are you today?",
    "Tell me about the history of the printing press, its inventor, and its impact on Europe.",
    "Describe the water cycle. Include evaporation, condensation and precipitation.",
    "Write an email to my landlord. The heating has been broken for a week. I want it fixed by Friday.",
    "Can you give me 5 minutes of your time to explain quantum entanglement like I'm ten?",
    "Give me the top 10 best-selling books of all time.",
    "Debug this:\ndef add(a, b):\n    return a - b\nprint(add(2, 3))",
    "Which is healthier: brown rice, quinoa or pasta?",
    "Summarize this in 3 sentences: The city council voted to extend the bike lane network by 40 km next year.",
    "My 2 cats keep fighting at night. What should I do?",
    "We are 4 people traveling to Japan for 10 days. Plan our trip.",
    "Explain the 3 laws of thermodynamics.",
    "What were the 2 main causes of the French Revolution?",
    "Convert 5 miles to kilometers.",
    "In 5 words or less, what is love?",
    "Write a 500-word essay on climate change.",
    "Tell me a story about 3 little pigs who build houses.",
    "Gib mir die 5 größten Städte Deutschlands.",
    "Nenne die 3 Grundfarben.",
    "Écris un texte de 200 mots sur Paris.",
    "¿Cuáles son los 7 pecados capitales?",
    "列出中国的4大发明。",
    "I've been running 3 times a week for 2 months. Why am I not getting faster?",
    "Create a lesson plan for a 45-minute class on fractions for 4th graders.",
    "Hey, I'm planning a party.\nThere will be about 20 guests.\nWhat food should I order?",
    "Our revenue grew 12% last year.\nCosts grew 15%.\nShould we be worried?",
    "Here's my situation. I'm 34, I earn 60k and I have 10k in savings. Should I buy or rent?",
    "I wrote this intro for my talk:\nGood evening everyone.\nTonight I want to talk about trust.\nCan you make it punchier?",
]
NEG_CONTEXT_LIST = [
    ("Write a story that uses all of these words:", ["dragon", "umbrella", "lighthouse", "violin"], ""),
    ("Turn these notes into one paragraph:", ["met with client", "budget approved", "launch moved to May"], ""),
    (
        "Summarize this chat:",
        ["Anna: are we still on for friday?", "Ben: yes, 7pm at the usual place", "Anna: great, I'll bring the cake"],
        "",
    ),
    ("Put these in alphabetical order:", ["pear", "apple", "mango", "kiwi"], ""),
    ("Which of these is a mammal?", ["shark", "dolphin", "trout"], ""),
    ("Make a shopping list out of this:", ["we're out of milk", "need eggs for the cake", "and coffee"], ""),
    ("Here are my symptoms:", ["headache", "fever", "stiff neck", "sensitivity to light"], "What could it be?"),
    (
        "My fridge has:",
        ["eggs", "spinach", "feta", "half an onion", "leftover rice"],
        "What can I cook for dinner tonight?",
    ),
    ("These are my grades:", ["Math: B", "Physics: A-", "English: C+", "History: B+"], "Am I on track for a 3.5 GPA?"),
    (
        "I'm choosing between these laptops:",
        ["Dell XPS 13", "MacBook Air M2", "Lenovo ThinkPad X1"],
        "Which one is best for programming?",
    ),
    (
        "Steps I already tried:",
        ["restarted the router", "reset the network settings", "updated the firmware"],
        "Still no wifi. What next?",
    ),
    ("Meine Zutaten:", ["Mehl", "Eier", "Milch", "Zucker"], "Was kann ich daraus backen?"),
    ("Mis síntomas son:", ["tos seca", "cansancio", "dolor de garganta"], "¿Debería ir al médico?"),
    (
        "Ingredients:",
        ["2 cups flour", "1 tsp baking soda", "1 cup sugar", "2 eggs"],
        "Write step-by-step instructions to bake a cake with these.",
    ),
    ("Rank these cities by quality of life:", ["Vienna", "Zurich", "Melbourne", "Toronto"], ""),
    (
        "Here is my poem:",
        [
            "The rain falls soft on silver streets",
            "the lamps hum low and slow",
            "and every step my shadow meets",
            "has somewhere else to go",
        ],
        "Can you give me feedback on the rhythm?",
    ),
    ("Sort these numbers from smallest to largest:", ["42", "7", "19", "3"], ""),
    ("Dans mon frigo il y a :", ["des œufs", "du fromage", "des tomates"], "Qu'est-ce que je peux cuisiner ?"),
    ("我现在的症状：", ["头疼", "发烧", "喉咙痛"], "我需要去医院吗？"),
    ("Tengo estos ingredientes:", ["arroz", "pollo", "pimiento"], "¿Qué puedo cocinar?"),
    ("my monthly costs", ["rent 1200", "car 350", "food 400", "phone 60"], "how much should i save each month?"),
    (
        "Options we're considering:",
        ["move to AWS", "stay on premises", "go hybrid"],
        "What would you recommend for a 20-person startup?",
    ),
    (
        "Follow these steps in order:",
        ["Open the settings", "Tap Accounts", "Choose Remove account"],
        "Did I do it right? The account is still there.",
    ),
]
NEG_DEPENDENT = [
    [
        "Calculate the total cost of 3 shirts at $15 each.",
        "Then add 8% sales tax to that total.",
        "Using the result above, how much change do I get from $60?",
    ],
    ["What is the largest country in South America?", "What is its capital?", "How many people live there?"],
    ["Write a haiku about winter.", "Now translate it into French.", "Then explain the imagery you used."],
]


def _typo(rng: random.Random, text: str) -> str:
    """A user's sloppiness: lower case, a dropped "?", a swapped letter."""
    r = rng.random()
    if r < 0.15:
        text = text.lower()
    elif r < 0.25 and text.endswith("?"):
        text = text[:-1].rstrip()
    elif r < 0.32 and len(text) > 12:
        i = rng.randrange(3, len(text) - 3)
        if text[i].isalpha() and text[i + 1].isalpha():
            text = text[:i] + text[i + 1] + text[i] + text[i + 2 :]
    return text


def _sep(rng: random.Random) -> str:
    return rng.choice(["\n", "\n", "\n\n", "\n \n"])


class Builder:
    def __init__(self) -> None:
        self.rng = random.Random(SEED)
        self.rows: list[dict] = []

    def add(
        self,
        request: str,
        kind: str,
        items: list[str],
        count: int | None,
        lang: str,
        category: str,
        group: str,
        context: str = "",
    ) -> None:
        pos = 0
        for item in items:  # every item an exact substring, in order
            at = request.find(item, pos)
            if at < 0:
                raise ValueError(f"item {item!r} not in {request!r}")
            pos = at + len(item)
        if context and context not in request:
            raise ValueError(f"context not in {request!r}")
        self.rows.append({
            "id": f"gen-{len(self.rows):05d}", "request": request, "kind": kind, "items": items, "count": count,
            "lang": lang, "category": category, "context": context, "group": group,
        })  # fmt: skip

    # ------------------------------------------------------------------ questions after a passage
    def passage_questions(self, lang: str, group: str, passage: str, questions: list[str]) -> None:
        rng = self.rng
        qs = [_typo(rng, q) for q in questions]
        if len(qs) > 2 and rng.random() < 0.5:
            qs = qs[: rng.randint(2, len(qs))]
        style = rng.random()
        text_head = rng.choice(TEXT_HEADS[lang])
        if style < 0.55:  # passage, then the questions on unnumbered lines
            head = rng.choice(QUESTION_HEADS[lang])
            parts = ([text_head] if text_head else []) + [passage]
            req = "\n".join(parts) + _sep(rng) + (head + "\n" if head else "") + "\n".join(qs)
            cat = "passage_then_questions"
        elif style < 0.8:  # the questions first, the passage after
            lead = rng.choice(QUESTIONS_FIRST[lang])
            req = lead + "\n" + "\n".join(qs) + _sep(rng) + (text_head + "\n" if text_head else "") + passage
            cat = "questions_then_passage"
        else:  # questions with a marker the grammar may miss ("Q:", "•", "(a)")
            marker = rng.choice(["• ", "Q: ", "- ", "> ", "(a) ", "Q{i}) ", "{i} - "])
            lines = [
                marker.replace("{i}", str(i + 1)).replace("(a)", f"({'abcdefgh'[i]})") + q for i, q in enumerate(qs)
            ]
            req = passage + _sep(rng) + "\n".join(lines)
            cat = "passage_marked_questions"
        if rng.random() < 0.2:
            req = (
                req
                + "\n"
                + rng.choice(
                    ["Thanks!", "thx", "Answer briefly.", "Keep answers short please", "Reply in the same language."]
                )
            )
        self.add(req, "list", qs, None, lang, cat, group, passage)

    def passage_one_question(self, lang: str, group: str, passage: str, question: str) -> None:
        req = passage + _sep(self.rng) + _typo(self.rng, question)
        self.add(req, "none", [], None, lang, "passage_one_question", group, passage)

    def apply_lines(self, group: str, lead: str, lines: list[str]) -> None:
        rng = self.rng
        ls = lines[:]
        rng.shuffle(ls)
        ls = ls[: rng.randint(2, len(ls))]
        marker = rng.choice(["", "", "", "- ", "* ", "• "])
        body = "\n".join(marker + x for x in ls)
        trailer = rng.choice(LINE_TRAILERS)
        if rng.random() < 0.75:
            req = lead + _sep(rng) + body + ("\n" + trailer if trailer else "")
        else:  # the list first, the instruction after it
            req = body + _sep(rng) + lead
        self.add(req, "list", ls, None, "en", "apply_lines", group)

    def standalone(self, lang: str, group: str, questions: list[str]) -> None:
        rng = self.rng
        qs = [_typo(rng, q) for q in questions]
        head = rng.choice(STANDALONE_HEADS[lang])
        r = rng.random()
        if r < 0.6:
            req = (head + "\n" if head else "") + "\n".join(qs)
            cat = "question_lines"
        else:  # several questions in one paragraph
            joiner = " " if lang != "zh" else ""
            qs = [q if q.endswith(("?", "？")) else q + ("？" if lang == "zh" else "?") for q in qs]
            req = (head + " " if head else "") + joiner.join(qs)
            cat = "questions_inline"
        self.add(req, "list", qs, None, lang, cat, group)

    # ------------------------------------------------------------------ fields
    def fields(self, group: str, fields: list[str], text: str, lang: str = "en") -> None:
        rng = self.rng
        fs = fields[:]
        if len(fs) > 3 and rng.random() < 0.4:
            fs = fs[: rng.randint(3, len(fs))]
        lead = rng.choice(FIELD_LEADS if lang == "en" else FIELD_LEADS_OTHER[lang])
        trailer = rng.choice(FIELD_TRAILERS) if lang == "en" else ""
        style = rng.random()
        if lead == "FORMAT:" or style < 0.25:
            lines = [f + ":" for f in fs]
            req = "FORMAT:\n" + "\n".join(lines) + "\n\nTRANSCRIPT:\n" + text
            items = fs
            cat = "form"
        elif style < 0.7:
            req = lead + "\n" + "\n".join(fs) + _sep(rng) + text + ("\n" + trailer if trailer else "")
            items = fs
            cat = "field_lines_then_text"
        else:
            req = text + _sep(rng) + lead + "\n" + "\n".join(fs) + ("\n" + trailer if trailer else "")
            items = fs
            cat = "text_then_field_lines"
        self.add(req, "fields", items, None, lang, cat, group, text)

    # ------------------------------------------------------------------ counts
    def count(self, lang: str, group: str, things: str) -> None:
        rng = self.rng
        n = rng.choice([2, 3, 3, 4, 5, 5, 6, 8, 10, 10, 12, 15, 20])
        verb = rng.choice(COUNT_VERBS[lang])
        shown = str(n)
        if lang == "en" and n in NUMBER_WORDS_EN and rng.random() < 0.3 and "+" not in verb:
            shown = NUMBER_WORDS_EN[n]
        phrase = verb.replace("{n}", shown)
        joiner = "" if lang == "zh" else " "
        req = phrase + joiner + things
        if lang == "en":
            if rng.random() < 0.3:
                req = req[0].upper() + req[1:]
            req += rng.choice(COUNT_SUFFIX)
            if "ticket below" in things:
                req += "\n\n" + TICKET
            elif rng.random() < 0.2:
                req = rng.choice(["hey, ", "Hi there. ", "ok so ", "For my small business: "]) + req
        self.add(req, "count", [], n, lang, "count", group)

    def build(self) -> list[dict]:
        rng = self.rng
        # ParallelPrompt synthetic passages and questions, re-rendered
        rc = json.loads((SHARED / "reading_comprehension_synthetic.json").read_text())
        for k, row in enumerate(rc):
            passage = (row["context"] or "").strip()
            qs = [re.sub(r"^\s*\d+[.)]\s*", "", q).strip() for q in row["data"]]
            qs = [q for q in qs if q]
            if len(qs) < 2 or not passage:
                continue
            self.passage_questions("en", f"rc{k}", passage, qs[: rng.randint(2, 8)])
            if k % 3 == 0:
                self.passage_one_question("en", f"rc{k}", passage, rng.choice(qs))
        ke = json.loads((SHARED / "keyword_extraction_synthetic.json").read_text())
        for k, row in enumerate(ke):
            text = (row["context"] or "").strip()
            fs = [f.strip() for f in row["data"] if f.strip()][:10]
            if len(fs) < 2 or not text:
                continue
            if k % 2:
                fs = ["_".join(f.lower().split()) for f in fs]
            self.fields(f"ke{k}", fs, text)
        for lang, passages in PASSAGES.items():
            for topic, passage, qs in passages:
                for _ in range(6):
                    self.passage_questions(lang, f"{lang}-{topic}", passage, qs)
                self.passage_one_question(lang, f"{lang}-{topic}", passage, qs[0])
        for name, lines in LINE_SETS:
            for lead in LINE_LEADS[name]:
                for _ in range(3):
                    self.apply_lines(f"lines-{name}", lead, lines)
        for lang, sets in STANDALONE_QUESTIONS.items():
            for j, qs in enumerate(sets):
                for _ in range(5):
                    self.standalone(lang, f"{lang}-q{j}", qs)
        for name, fs, text in FIELD_SETS:
            for _ in range(6):
                self.fields(f"fs-{name}", fs, text)
            if name in ("job", "product", "ticket"):
                for lang in FIELD_LEADS_OTHER:
                    self.fields(f"fs-{name}", fs, text, lang)
        for lang, things in COUNT_THINGS.items():
            for j, thing in enumerate(things):
                for _ in range(3 if lang == "en" else 5):
                    self.count(lang, f"{lang}-c{j}", thing)
        # negatives
        for j, text in enumerate(NEG_SINGLE):
            self.add(text, "none", [], None, "en", "single_request", f"neg-s{j}")
        for j, (lead, items, question) in enumerate(NEG_CONTEXT_LIST):
            for _ in range(3):
                body = "\n".join(rng.choice(["", "- ", "* "]) + i for i in items)
                req = lead + "\n" + body + ("\n" + question if question else "")
                self.add(req, "none", [], None, "en", "list_as_context", f"neg-l{j}")
        for j, steps in enumerate(NEG_DEPENDENT):
            for sep in ("\n", " "):
                self.add(sep.join(steps), "none", [], None, "en", "dependent", f"neg-d{j}")
        return self.rows


def main() -> None:
    rows = Builder().build()
    with OUT.open("w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    kinds: dict[str, int] = {}
    for row in rows:
        kinds[row["kind"]] = kinds.get(row["kind"], 0) + 1
    print(f"wrote {len(rows)} rows to {OUT}: {kinds}")


if __name__ == "__main__":
    main()
