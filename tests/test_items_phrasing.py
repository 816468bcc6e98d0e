"""The item finder (sot.pasta_lang.items.find_items) on requests phrased as users write them:
no numbering, lowercase, typos, other languages, the passage first, forms to fill, JSON asked
for after the list, counts with other verbs. Each positive gives the exact items (or count) it
must find; each negative must stay whole. Fixtures are small requests written for these tests."""

from __future__ import annotations

import pytest

from sot.pasta_lang.items import find_items
from tests.items_splits import split, texts

# --------------------------------------------------------------------------- questions


QUESTION_LINES = [
    (
        "Questions for the new starter guide:\nHow do I book a meeting room?\nWho signs off my travel?\n"
        "Where is the holiday calendar?",
        ["How do I book a meeting room?", "Who signs off my travel?", "Where is the holiday calendar?"],
    ),
    (
        "The Danube flows through ten countries, more than any other river in the world. It rises in the "
        "Black Forest and empties into the Black Sea through a wide delta in Romania.\n\n"
        "Where does the Danube rise?\nHow many countries does it cross?\nWhere does it end?",
        ["Where does the Danube rise?", "How many countries does it cross?", "Where does it end?"],
    ),
    (
        "Tea was first drunk in China, and it reached Europe through Dutch traders in the seventeenth century. "
        "Britain later grew it in India.\n\nanswer these from the text\nwhere was tea first drunk\n"
        "who brought tea to europe\nwhere did britain grow it",
        ["where was tea first drunk", "who brought tea to europe", "where did britain grow it"],
    ),
    (
        "Der Bodensee liegt zwischen Deutschland, Österreich und der Schweiz. Er ist der drittgrößte See "
        "Mitteleuropas.\n\nWelche Länder grenzen an den Bodensee?\nWie groß ist er im Vergleich?\nWelcher Fluss speist ihn?",
        ["Welche Länder grenzen an den Bodensee?", "Wie groß ist er im Vergleich?", "Welcher Fluss speist ihn?"],
    ),
    (
        "El Teide es un volcán de Tenerife y el pico más alto de España, con 3715 metros.\n\nResponde:\n"
        "¿Dónde está el Teide?\n¿Cuánto mide?",
        ["¿Dónde está el Teide?", "¿Cuánto mide?"],
    ),
    (
        "黄山位于安徽省南部，以奇松、怪石、云海和温泉闻名。1990年被列入世界遗产名录。\n\n黄山在哪个省？\n黄山以什么闻名？\n黄山哪一年成为世界遗产？",
        ["黄山在哪个省？", "黄山以什么闻名？", "黄山哪一年成为世界遗产？"],
    ),
    (
        "以下の質問に答えてください。\n富士山はどの県にありますか？\n日本で一番大きい湖は何ですか？",
        ["富士山はどの県にありますか？", "日本で一番大きい湖は何ですか？"],
    ),
    (
        "Can you draft short answers for our bakery FAQ? We open at 7.\n\nDo you bake gluten-free bread?\n\n"
        "Can I order a cake for Sunday?\n\nDo you deliver?",
        ["Do you bake gluten-free bread?", "Can I order a cake for Sunday?", "Do you deliver?"],
    ),
]


@pytest.mark.parametrize(("request_", "items"), QUESTION_LINES)
def test_unnumbered_question_lines(request_, items):
    found = split(request_)
    assert found.kind == "list" and texts(found) == items


def test_question_lines_after_a_passage_keep_the_passage_as_context():
    request = QUESTION_LINES[1][0]
    found = split(request)
    assert found.context.startswith("The Danube flows") and found.context.endswith("in Romania.")
    assert found.instruction == "Answer the following question about the text above:\n{item}"


def test_questions_in_another_language_are_asked_as_they_are():
    found = split(QUESTION_LINES[5][0])
    assert found.instruction == "{item}"  # no English around a Chinese question
    assert found.prompt(0).endswith("黄山在哪个省？")


INLINE = [
    (
        "Hi,\n\nI bought the Nova kettle from your shop last month (order 7731). Can you tell me if the lid is "
        "covered by the warranty? Also, do you sell replacement filters? And how long does a repair take?\n\n"
        "Thanks,\nDana",
        [
            "Can you tell me if the lid is covered by the warranty?",
            "do you sell replacement filters?",
            "how long does a repair take?",
        ],
    ),
    (
        "Hallo, ich habe ein paar Fragen zu meiner Bestellung. Wann wird sie verschickt? Kann ich die Adresse "
        "noch ändern?",
        ["Wann wird sie verschickt?", "Kann ich die Adresse noch ändern?"],
    ),
    (
        "Bonjour,\n\nJ'ai réservé une chambre pour le 12 juin. Est-ce que le petit-déjeuner est inclus ? "
        "Peut-on arriver après 22 h ?\n\nCordialement,\nMarc",
        ["Est-ce que le petit-déjeuner est inclus ?", "Peut-on arriver après 22 h ?"],
    ),
    (
        "buenas, tengo unas dudas. se puede pagar con tarjeta? hacen envios a mallorca?",
        ["se puede pagar con tarjeta?", "hacen envios a mallorca?"],
    ),
    ("您好，我想问一下：会员卡可以退吗？积分会过期吗？", ["会员卡可以退吗？", "积分会过期吗？"]),
    (
        "Section 4: The deposit is refunded within 14 days of the end of the lease. Guests may stay for up to "
        "seven nights a month.\n\nWhen do I get my deposit back? How long can a friend stay? Can I paint the walls?",
        ["When do I get my deposit back?", "How long can a friend stay?", "Can I paint the walls?"],
    ),
]


@pytest.mark.parametrize(("request_", "items"), INLINE)
def test_several_questions_in_a_message(request_, items):
    found = split(request_)
    assert texts(found) == items
    assert found.context  # the whole message: a question that leans on the one before still reads right


def test_quoted_questions_in_one_sentence():
    request = 'Could you answer "What is a bond?", "Why do bond prices fall?" and "What is a yield?" for a beginner?'
    found = split(request)
    assert texts(found) == ["What is a bond?", "Why do bond prices fall?", "What is a yield?"]
    assert found.instruction == 'Could you answer "{item}" for a beginner?'


@pytest.mark.parametrize(
    "request_",
    [
        # one question, or a question about a list
        "The heart has four chambers and pumps about five litres a minute.\n\nWhy does the heart have four chambers?",
        "which of these is the best first pet\na hamster\na cat\na goldfish",
        "Which is better for a beginner? Python or Rust? Why?",
        # several questions in one paragraph with nothing saying it is a message of questions
        "What is the central dogma of biology? What processes are involved? Who named it?",
        "I heard that glass is a liquid. Is this true? If so, why do old windows look thicker at the bottom?",
        "Wie funktioniert ein Kühlschrank? Warum wird es hinten warm?",
        # two questions after a passage: a question and its follow-up; a question asked again
        "Poker hands are read by the dealer at showdown in most casinos, though rules vary between rooms.\n\n"
        "Is this true? Does it depend on the variant?",
        "The museum opens at nine and closes at six, except on public holidays when it opens at ten.\n\n"
        "Can I visit on a holiday? Or is it closed then? And is there a discount?",
        # the lines used together, or one article in paragraphs
        "use all five of these words in your poem: lantern, harbour, moss, violin, frost",
        "Summarize the following article in one line:\n\nThe council met on Monday.\n\nIt voted to close the pool.\n\n"
        "Residents protested.",
        'Write 7 words that rhyme with "night" in alphabetical order.',
        # a follow-up that points back
        "What are some good hikes near Denver?\nCan you describe each of these?",
        "What is the tallest building in Asia?\nHow tall is it?",
        # tells, not asks
        "what is the distinction between RAM and ROM\ngive the answer in bullet points",
        # math with conditions
        "Find every integer n such that:\n1. n is divisible by 4\n2. n leaves remainder 1 when divided by 3\n3. 0 < n < 50",
        # a quoted dialogue with one question in it
        'Let\'s start with this: "What is a neural network? Is it like a brain?"',
    ],
)
def test_questions_that_stay_whole(request_):
    assert find_items(request_) is None


# --------------------------------------------------------------------------- counts


@pytest.mark.parametrize(
    ("request_", "count", "instruction"),
    [
        ("randomly generate 6 names for a fantasy tavern", 6, "randomly generate one name for a fantasy tavern"),
        ("spit out 8 band names, punk vibe", 8, "spit out one band name, punk vibe"),
        ("give me 10+ prompt words for a watercolor fox", 10, "give me one prompt word for a watercolor fox"),
        (
            "can u come up with 5 catchy names for my bike shop",
            5,
            "can u come up with one catchy name for my bike shop",
        ),
        ("pls write a few (3) captions for a beach photo", 3, "pls write one caption for a beach photo"),
        ("make up 4 riddles about the sea", 4, "make up one riddle about the sea"),
        (
            "Compose three tweets announcing our store opening on Friday.",
            3,
            "Compose one tweet announcing our store opening on Friday.",
        ),
        (
            "Invent 3 mocktails with a name and a one-line description each",
            3,
            "Invent one mocktail with a name and a one-line description each",
        ),
        (
            "Write 6 writing prompts for a ghost story, each in one sentence.",
            6,
            "Write one writing prompt for a ghost story, each in one sentence.",
        ),
        (
            "The museum reopens in May after a two-year renovation of its west wing.\n\n"
            "Based on the text above, write 4 short social posts about the reopening.",
            4,
            "The museum reopens in May after a two-year renovation of its west wing.\n"
            "Based on the text above, write one short social post about the reopening.",
        ),
        (
            "Provide 5 examples of sentences in the future tense.",
            5,
            "Provide one example of sentences in the future tense.",
        ),
        ("4 ways to say no to a meeting politely", 4, "One way to say no to a meeting politely"),
        (
            'Rewrite this sentence in 3 different ways: "Your parcel is delayed."',
            3,
            'Rewrite this sentence in a new way: "Your parcel is delayed."',
        ),
        (
            "Donne-moi 4 idées de sorties pour un dimanche pluvieux.",
            4,
            "Donne-moi 1 idées de sorties pour un dimanche pluvieux.",
        ),
        ("escribe 6 frases cortas sobre el otoño", 6, "escribe 1 frases cortas sobre el otoño"),
        ("Gib mir 3 Ideen für ein Teamevent im Winter", 3, "Gib mir 1 Ideen für ein Teamevent im Winter"),
        ("给我写4个关于大海的短句", 4, "给我写1个关于大海的短句"),
    ],
)
def test_counts_as_users_write_them(request_, count, instruction):
    found = split(request_)
    assert found.kind == "count" and found.count == count
    assert found.instruction == instruction


@pytest.mark.parametrize(
    "request_",
    [
        "Write 5 paragraphs about the French Revolution.",
        "Write 3 sentences about the Moon.",
        "Generate 10 numbers between 1 and 100.",
        "twenty names of famous horses and who they belonged to",
        "5 best pizza places in Naples",
        "Donne-moi les 5 meilleurs films de 2020.",
        "dame 5 películas de terror",
        "给我推荐5部最经典的电影",
        "Write 3 functions that sort a list.",
        "Give me 3 names for each of my two cats.",
        "Rewrite this in 3 steps: first read it, then shorten it, then translate it.",
    ],
)
def test_counts_that_stay_whole(request_):
    assert find_items(request_) is None


# --------------------------------------------------------------------------- fields

NOTE = "Dr. Ines Wolf saw Omar Haddad (born 02/05/1980) on 3 March for a sprained ankle; rest and ice advised."

FIELDS = [
    (
        f"Extract Patient Name, Date Of Birth, Visit Reason from the below text.\n\n{NOTE}",
        ["Patient Name", "Date Of Birth", "Visit Reason"],
    ),
    (
        f"get patient_name, date_of_birth, visit_reason from the following note:\n\n{NOTE}",
        ["patient_name", "date_of_birth", "visit_reason"],
    ),
    (f"extract doctor_name, visit_date and diagnosis from: {NOTE}", ["doctor_name", "visit_date", "diagnosis"]),
    (f"Pull Doctor, Patient, Visit Date out of the note below.\n\n{NOTE}", ["Doctor", "Patient", "Visit Date"]),
    (f"Fill the following JSON keys from the text: doctor, patient, date.\n\n{NOTE}", ["doctor", "patient", "date"]),
    (
        f"Fill in the form from the note.\n\nFORMAT:\nPatient Name:\nVisit Date:\nInjury:\nAdvice (short):\n\nNOTE:\n{NOTE}",
        ["Patient Name", "Visit Date", "Injury", "Advice (short)"],
    ),
    (
        f"Complete this template using the note.\n\n```\nPatient:\nDoctor:\nNext Steps:\n```\n\nNote: {NOTE}",
        ["Patient", "Doctor", "Next Steps"],
    ),
    (
        "Complète la fiche à partir du texte.\nNom :\nVille :\nMétier :\n\nTexte : Je suis Léa, j'habite à Lyon et je suis "
        "boulangère.",
        ["Nom", "Ville", "Métier"],
    ),
    (
        f"Patient Name\nVisit Date\nInjury\n\nFind the above in this note and return them as JSON.\n\n{NOTE}",
        ["Patient Name", "Visit Date", "Injury"],
    ),
    (f"patient_name\nvisit_date\ninjury\nfrom the below note\n\n{NOTE}", ["patient_name", "visit_date", "injury"]),
    (
        f"Read the note and identify:\ndoctor\npatient\ninjury\nRespond in JSON with those keys.\n\nNote: {NOTE}",
        ["doctor", "patient", "injury"],
    ),
    (
        f"{NOTE}\n\nFrom the note above extract: Doctor, Patient, Injury, Advice",
        ["Doctor", "Patient", "Injury", "Advice"],
    ),
    (
        "Parse this address into `street`, `city`, `zip` and output JSON only: 12 Rue Cler, Paris 75007",
        ["street", "city", "zip"],
    ),
    (
        f"Return an object with doctorName, patientName, visitDate for the note below:\n\n{NOTE}",
        ["doctorName", "patientName", "visitDate"],
    ),
    (
        f"For the note below tell me things such as the doctor, injury, advice etc.\n\n{NOTE}",
        ["doctor", "injury", "advice"],
    ),
    (
        "What are the weight, battery life, screen size and so on for this phone? Orbit 7: 6.1-inch screen, 171 g, "
        "two days of battery.",
        ["weight", "battery life", "screen size"],
    ),
    (
        "Bitte gib mir Firma, Ansprechpartner und Termin aus dieser Nachricht als JSON zurück:\n\nHier Herr Lenz von "
        "der Nord GmbH, wir liefern am 4.12.",
        ["Firma", "Ansprechpartner", "Termin"],
    ),
    ("请从下面的文字中提取：姓名、电话、城市\n\n您好，我是王芳，电话13900001111，住在成都。", ["姓名", "电话", "城市"]),
]


@pytest.mark.parametrize(("request_", "items"), FIELDS)
def test_fields_as_users_write_them(request_, items):
    found = split(request_)
    assert found.kind == "fields" and texts(found) == items
    span = found.context_span
    assert found.context and span is not None
    assert all(item.span.end <= span.start or item.span.start >= span.end for item in found.items)


def test_a_form_branch_fills_its_own_field():
    found = split(FIELDS[5][0])
    assert found.context == NOTE
    assert found.prompt(1).startswith(NOTE) and found.prompt(1).endswith("Visit Date:")


@pytest.mark.parametrize(
    "request_",
    [
        # a form with nothing to fill it from, or no instruction
        "Fill in the form.\n\nName:\nAge:\nCity:",
        "Name:\nAge:\nCity:",
        # a field list that is a comparison, or fields of each of several records
        "Compare the laptops below on things such as price, weight, battery life etc.\n\nA: 1.2 kg. B: 1.5 kg.",
        # a sentence broken over lines, not a form
        "Extract Name, Age, City from the following text, if you cannot find the\nanswer say N/A:\n\nThe text is:\nAnn is 30.",
    ],
)
def test_fields_that_stay_whole(request_):
    found = find_items(request_)
    assert found is None or found.kind != "fields" or "answer say N/A" not in texts(found)
    if "N/A" not in request_:
        assert found is None


def test_fields_of_several_records_split_by_record():
    request = (
        "Extract the names and dates from each of these emails:\n\nMail one: Ann, May 1.\n\nMail two: Bob, June 2."
    )
    found = split(request)
    assert found.kind == "list" and texts(found) == ["Mail one: Ann, May 1.", "Mail two: Bob, June 2."]


# --------------------------------------------------------------------------- lines and lists


LISTS = [
    (
        "Classify the tone of each comment as friendly, neutral or rude:\nthanks, that fixed it\nwhatever\n"
        "Are you even reading my messages?",
        ["thanks, that fixed it", "whatever", "Are you even reading my messages?"],
    ),
    (
        "make these sound more polite\n\nsend it now\nwhy is this late\nfix the typo",
        ["send it now", "why is this late", "fix the typo"],
    ),
    ("Which country is each of these from?\nPaella\nPierogi\nPoutine", ["Paella", "Pierogi", "Poutine"]),
    (
        "Traduis en anglais :\nIl pleut depuis ce matin.\nOù est la gare ?\nJ'ai faim.",
        ["Il pleut depuis ce matin.", "Où est la gare ?", "J'ai faim."],
    ),
    (
        "把下面几句话翻译成英文：\n今天很冷。\n我喜欢喝茶。\n地铁站在哪里？",
        ["今天很冷。", "我喜欢喝茶。", "地铁站在哪里？"],
    ),
    (
        "Write a one-line ad for each row:\n\nname,type,price\nSwiftRun,shoe,90\nCloudNap,pillow,40\nBrewPro,kettle,35",
        ["SwiftRun,shoe,90", "CloudNap,pillow,40", "BrewPro,kettle,35"],
    ),
    (
        "can u write a short note on each: solar power, wind farms, tidal energy",
        ["solar power", "wind farms", "tidal energy"],
    ),
    ("请分别解释一下这几个词：云计算、大数据、物联网", ["云计算", "大数据", "物联网"]),
    (
        "How do I say these in Italian?\n- good evening\n- where is the bus stop\n- two coffees please",
        ["good evening", "where is the bus stop", "two coffees please"],
    ),
    (
        "Who were these people? One line each.\n1. Marie Curie\n2. Nikola Tesla\n3. Rosalind Franklin",
        ["Marie Curie", "Nikola Tesla", "Rosalind Franklin"],
    ),
    (
        "Give me sample answers to these interview questions:\nTell me about yourself.\nWhy this company?\n"
        "What is your biggest strength?",
        ["Tell me about yourself.", "Why this company?", "What is your biggest strength?"],
    ),
    (
        "Hi team,\n\nA few questions about the move:\n1) When do we get the new badges?\n2) Is parking included?\n\n"
        "Thanks,\nPriya",
        ["When do we get the new badges?", "Is parking included?"],
    ),
]


@pytest.mark.parametrize(("request_", "items"), LISTS)
def test_lists_as_users_write_them(request_, items):
    assert texts(split(request_)) == items


def test_a_table_header_is_the_context_of_its_rows():
    found = split(LISTS[5][0])
    assert found.context == "name,type,price"
    assert found.prompt(0).startswith("name,type,price") and found.prompt(0).endswith("SwiftRun,shoe,90")


def test_the_context_heading_after_a_list_of_fields():
    request = (
        "I need these details out of the lease:\n- Landlord\n- Monthly Rent\n- Start Date\n\n"
        "Lease text:\nThis lease between Ana Ruiz and Tom Lee starts on 1 May at 950 EUR a month."
    )
    found = split(request)
    assert texts(found) == ["Landlord", "Monthly Rent", "Start Date"]
    assert found.context == "This lease between Ana Ruiz and Tom Lee starts on 1 May at 950 EUR a month."


@pytest.mark.parametrize(
    "request_",
    [
        "which of these is the healthiest snack\nan apple\na granola bar\ncrisps",
        "Create a short bio using the following information.\n\nname: Lea\njob: nurse\ncity: Lyon",
        "Create an annotated reading list with one book in each of the following topics: history, physics, art",
        "Please answer the following question based on the article.\n\nBees dance to share where flowers are.\n\n"
        "Why do bees dance?",
        "My code has these errors:\n1. TypeError on line 3\n2. the loop never ends\nHere's the code:\n\n"
        "def f(xs):\n    return xs.sort()",
        "Check my symptoms:\nheadache\nfever\nWhat could it be?",
    ],
)
def test_lists_that_stay_whole(request_):
    assert find_items(request_) is None


def test_two_question_lines_with_nothing_saying_they_are_a_list_stay_whole():
    request = "What are null pointer errors and what causes them?\n\nWhat tools can find their cause?"
    assert find_items(request) is None
    assert find_items("Questions:\n" + request) is not None  # a heading says they are


J = "\n\nAcme Corp is hiring a Data Engineer in Berlin. Salary 70-85k EUR. Apply by 30 June."
LAPTOP = "\n\nThe Aurora X2 is a 14-inch laptop weighing 1.3 kg with 16 GB RAM, priced at $999, in silver."


@pytest.mark.parametrize(
    ("request_", "items"),
    [
        ("extract product attributes like weight, ram, price etc as key value pairs from the text below" + LAPTOP,
         ["weight", "ram", "price"]),
        ("Identify key attributes such as screen size, weight and price from this description" + LAPTOP,
         ["screen size", "weight", "price"]),
        ("Give me the brand, weight and price as key value pairs." + LAPTOP, ["brand", "weight", "price"]),
        ("list the weight, ram and price of this laptop" + LAPTOP, ["weight", "ram", "price"]),
        ("Can you extract the following from the text below: weight, RAM, price?" + LAPTOP, ["weight", "RAM", "price"]),
        ("Extract the following information from the text below and return JSON: screen size, weight, price." + LAPTOP,
         ["screen size", "weight", "price"]),
    ],
)  # fmt: skip
def test_attribute_lists(request_, items):
    found = split(request_)
    assert found.kind == "fields" and texts(found) == items


def test_a_count_in_japanese():
    found = split("5つのキャッチコピーを考えてください")
    assert found.kind == "count" and found.count == 5
    assert found.instruction == "1つのキャッチコピーを考えてください"


def test_a_count_in_another_language_keeps_the_guards():
    assert find_items("Gib mir die 5 besten Filme von 2020.") is None
    assert find_items("Donne-moi 3 étapes pour cuire du pain.") is None


def test_each_in_one_sentence_is_per_item_not_one_text():
    request = (
        "Summarize each of these reviews in one sentence and return the result as a JSON array.\n\n"
        "Great fit, fast shipping.\n\nToo small, returned it.\n\nColour faded after one wash."
    )
    found = split(request)
    assert texts(found) == ["Great fit, fast shipping.", "Too small, returned it.", "Colour faded after one wash."]
    assert found.json


def test_question_lines_then_their_passage_under_a_heading():
    request = (
        "Answer the questions about the text below.\nWhen was the bridge opened?\nHow long is it?\n\n"
        "Text:\nThe bridge opened in 1937 and is 2.7 km long."
    )
    found = split(request)
    assert texts(found) == ["When was the bridge opened?", "How long is it?"]
    assert found.context == "The bridge opened in 1937 and is 2.7 km long."


def test_lines_to_translate_are_not_field_names():
    request = "Translate these into German and give me the result as JSON:\nGood night\nSee you soon\nHow much is it?"
    found = split(request)
    assert found.kind == "list" and texts(found) == ["Good night", "See you soon", "How much is it?"]


def test_a_greeting_before_a_question_is_not_a_message_of_questions():
    assert find_items("Hi, can you help me plan a trip to Rome? What should I see?") is None
    found = split("Guten Tag,\nwann kommt das Paket? Kann ich die Adresse ändern?\nDanke")
    assert texts(found) == ["wann kommt das Paket?", "Kann ich die Adresse ändern?"]


def test_lines_that_are_not_what_the_lead_names_stay_whole():
    request = (
        "Answer the questions below.\n\nThe river rose all night.\n\nThe town slept.\n\nBy morning the bridge was gone."
    )
    assert find_items(request) is None


@pytest.mark.parametrize(
    ("request_", "items"),
    [
        ("pls extract company, role, salary from this" + J, ["company", "role", "salary"]),
        ("I need the Company, Title and Salary from this job post in json format" + J, ["Company", "Title", "Salary"]),
        ("From this job ad, get me: company, title, city, salary" + J, ["company", "title", "city", "salary"]),
    ],
)
def test_fields_asked_for_loosely(request_, items):
    assert texts(split(request_)) == items


def test_summarizing_a_list_is_one_answer():
    assert (
        find_items("Can you summarize these meeting notes?\n- budget approved\n- launch moved to May\n- hiring freeze")
        is None
    )


def test_a_short_lead_before_a_paragraph_of_questions():
    request = (
        "Mount Kenya is the second-highest mountain in Africa, at 5,199 metres, and lies just south of the equator."
        "\n\nNow answer: Where is it? How high is it? Which is higher?"
    )
    found = find_items(request)
    assert found is None  # "Which is higher?" chooses: one answer
    request = request.replace("Which is higher?", "What is it made of?")
    assert texts(split(request)) == ["Where is it?", "How high is it?", "What is it made of?"]


def test_a_bulleted_form_with_its_source_after_it():
    request = (
        "Using the email below, complete:\n- Sender:\n- Date:\n- Request:\n\n"
        "Email: From Tom, 3 May: please send the invoice again."
    )
    found = split(request)
    assert texts(found) == ["Sender", "Date", "Request"]
    assert found.context == "From Tom, 3 May: please send the invoice again."
