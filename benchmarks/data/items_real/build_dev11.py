"""Eleventh development set for the items finder (``dev11.jsonl``): a held-out set, scored once as
first written and never trained on.

    python3 benchmarks/data/items_real/build_dev11.py          # writes dev11.jsonl, with the checks
    python3 benchmarks/data/items_real/build_dev11.py --check  # the checks only

Every row is written here by hand (see DEV11.md), in one sitting, in the register of everyday chat
requests that apply one instruction to several independent items: "give me N ...", rewrites and
"N more like these"; several questions about one passage, or several independent questions in one
message; entities or keywords from each of several sentences; translation of several sentences or
words, or of one text into several languages; correcting several sentences; classifying or tagging
each of several items; a description, title or summary for each of several texts or products; the
same question about several entities; fields to extract from a text; several small creative tasks in
one message. And the look-alike negatives that must be answered whole: comparing, ranking,
choosing, sorting or deduplicating listed items; one text that must include listed points; a
question that builds on an earlier one's answer; "what is X and how does it work"; one procedure;
code with listed requirements; math word problems; "count how many of these ..."; one summary of
several texts; one recommendation under listed constraints; small talk; fixed sets to explain
("the 5 stages of grief"); numbers that are not counts ("in 10 minutes", "for 4 people").

In a ``list`` or ``fields`` request each gold item is marked ``⟦like this⟧``; the marks are taken out
and the marked spans become its items, so every item is a substring of its request, in order, by
construction. The checks are devset.py's: ids unique, kinds known, no request repeated, items
substrings in order, ``count`` rows with a count and no items, ``none`` rows with neither.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from devset import Rows, main  # noqa: E402

OUT = HERE / "dev11.jsonl"
SOURCE = "written for development (dev11, held out)"
ROWS = Rows()
L, F, C, N = ROWS.L, ROWS.F, ROWS.C, ROWS.N


# ============================================================================ count: repeated generation
C(
    "give me 10 names for a small coffee shop near a university, cozy vibe, nothing with 'bean' in it",
    10,
    cat="count_generate",
    note="digits, requirements after",
)
C(
    "Generate 5 unique taglines for a reusable water bottle brand. Each under 8 words, no puns pls",
    5,
    cat="count_generate",
    note="generate N unique, a second number in the requirements",
)
C(
    "could you help me come up with twenty icebreaker questions for a team meeting? they should work for remote people too and not be too personal",
    20,
    cat="count_generate",
    note="help me come up with, number word",
)
C(
    'rewrite this sentence in 4 different ways: "Our team will get back to you within two business days."',
    4,
    cat="count_paraphrase",
    note="rewrite in N ways, another number in the sentence",
)
C(
    """here are some interview questions I like:
- What's a project you're proud of?
- Tell me about a time you disagreed with your manager.
- How do you learn a new tool?

8 more like these please, same tone""",
    8,
    cat="count_more_like",
    note="examples listed first, then N more like these",
)
C(
    "hey!! i need 3 birthday messages for my grandma turning 90, short and sweet",
    3,
    cat="count_generate",
    note="lowercase, age is not the count",
)
C(
    "Can you write seven multiple-choice questions on the French Revolution for a year 9 quiz? Four options each, mark the right answer.",
    7,
    cat="count_generate",
    note="number word, options-per-question number after",
)
C(
    "list 15 vocabulary words a B1 learner of english should know about cooking, with a short example sentence for each",
    15,
    cat="count_generate",
    note="list N words, with each",
)
C(
    "Give me a dozen blog post ideas about home composting",
    12,
    cat="count_generate",
    note="a dozen",
)
C(
    "suggest 6 team names for our office trivia night. theme is space. we're mostly engineers lol",
    6,
    cat="count_generate",
    note="suggest N, context after",
)
C(
    "I'm writing a fantasy novel. Could you generate 25 unique names for elvish towns? They should sound soft and flowing, avoid anything that looks like Tolkien.",
    25,
    cat="count_generate",
    note="preamble, requirements after",
)
C(
    "paraphrase the following 5 times, keep it formal: The meeting has been moved to Thursday due to unforeseen circumstances.",
    5,
    cat="count_paraphrase",
    note="paraphrase N times",
)
C(
    "write 3 alternative subject lines for this email: 'Your invoice for March is ready'",
    3,
    cat="count_paraphrase",
    note="alternatives for one line",
)
C(
    "Hello! Hope you're doing well. My sister is opening a nail salon in Leeds next month and she's stuck on Instagram captions. Could you give her like 10 caption ideas for the opening week? Fun, a bit cheeky, with emojis, and mention the 20% opening discount in a few of them.",
    10,
    cat="count_generate",
    note="greeting, long preamble, like N, a percentage after",
)
C(
    "generate 50 realistic fake customer names and email addresses for testing our CRM",
    50,
    cat="count_generate",
    note="large count of test records",
)
C(
    "need two more examples like this one for my worksheet: 'If it rains, we will stay inside.'",
    2,
    cat="count_more_like",
    note="two more like this one",
)
C(
    "brainstorm 8 possible reasons why my sourdough starter isn't rising",
    8,
    cat="count_generate",
    note="brainstorm N reasons",
)
C(
    "What are 5 good questions to ask at the end of a job interview for a data analyst role?",
    5,
    cat="count_generate",
    note="what are N good ..., question form",
)
C(
    "Could you please write me three short motivational quotes for a gym wall? Original ones, not famous quotes. Thank you so much!",
    3,
    cat="count_generate",
    note="polite wrapper, thanks after",
)
C(
    "pls make 4 variations of this ad headline for A/B testing: Fresh meals delivered in 30 minutes",
    4,
    cat="count_paraphrase",
    note="variations of one headline, minutes number inside",
)
C(
    "dame 10 nombres para un perro pequeño y blanco, que sean graciosos",
    10,
    lang="es",
    cat="count_generate",
    note="Spanish, dame N",
)
C(
    "Kannst du mir fünf Ideen für ein Teamevent im Winter geben? Budget ca. 40 € pro Person.",
    5,
    lang="de",
    cat="count_generate",
    note="German number word, budget number after",
)
C(
    "Propose-moi 6 titres accrocheurs pour un article sur le télétravail, maximum 10 mots chacun",
    6,
    lang="fr",
    cat="count_generate",
    note="French, a limit number after",
)
C(
    "me dá 3 sugestões de legenda pro meu post de formatura",
    3,
    lang="pt",
    cat="count_generate",
    note="Brazilian Portuguese, informal",
)
C(
    "帮我想八个关于环保的宣传口号，每个不超过十个字",
    8,
    lang="zh",
    cat="count_generate",
    note="Chinese number word with classifier",
)
C(
    "新しいカフェの名前を5つ考えてください。和風でおしゃれな感じで。",
    5,
    lang="ja",
    cat="count_generate",
    note="Japanese 5つ",
)
C(
    "придумай семь вопросов для викторины про космос, с ответами",
    7,
    lang="ru",
    cat="count_generate",
    note="Russian number word",
)
C(
    "유튜브 요리 채널 이름 10개만 추천해줘",
    10,
    lang="ko",
    cat="count_generate",
    note="Korean 10개",
)
C(
    "Kedim için 4 tane komik isim önerir misin?",
    4,
    lang="tr",
    cat="count_generate",
    note="Turkish N tane",
)
C(
    "Scrivimi 5 frasi diverse per augurare buon compleanno a un collega",
    5,
    lang="it",
    cat="count_paraphrase",
    note="Italian, N different sentences",
)
C(
    "mujhe apni shop ke liye 5 naam suggest karo, kapdon ki dukaan hai",
    5,
    lang="hi",
    cat="count_generate",
    note="Hinglish in Latin script",
)


# ============================================================================ list: questions about one passage
L(
    """Read the passage and answer the questions.

The town of Marrow Creek was founded in 1871 by a group of timber workers who had followed the railway west. For its first twenty years it had no school; children were taught in the back room of the general store by Agnes Pell, the owner's sister. In 1893 a fire destroyed most of the wooden buildings on Main Street, and the town was rebuilt in brick, which is why its centre looks so different from its neighbours today.

1. ⟦Who founded Marrow Creek?⟧
2. ⟦Where were children taught before there was a school?⟧
3. ⟦Why is the town centre built of brick?⟧""",
    cat="passage_questions",
    note="passage first, numbered questions",
)
L(
    """answer these from the text below: ⟦what does the company sell⟧, ⟦when did it open its second store⟧ and ⟦who is the current CEO⟧

text: Fernway Outdoor started in 2009 selling secondhand climbing gear from a garage in Boulder. It opened a second store in Denver in 2014 and moved into new tents and sleeping bags two years later. Founder Lisa Okafor stepped down in 2021; the company is now run by Tomás Reyes, who joined from a ski rental chain.""",
    cat="passage_questions",
    note="questions inline first, passage after, no question marks",
)
L(
    """My daughter has this reading homework and I want to check her answers.

"Milo found the key under the blue flowerpot, just where Grandpa had said it would be. He opened the shed slowly. Inside, covered in dust, was the red bicycle his father had ridden as a boy. Milo decided he would fix it before summer."

a) ⟦Where did Milo find the key?⟧
b) ⟦What was inside the shed?⟧
c) ⟦Who used to ride the bicycle?⟧
d) ⟦What did Milo decide to do?⟧""",
    cat="passage_questions",
    note="preamble, quoted story, lettered questions",
)
L(
    """Passage:
Copper roofs turn green over time because the metal reacts with oxygen, water and carbon dioxide in the air. The green layer, called patina, takes about twenty years to form in a wet climate and protects the copper underneath from further corrosion.

⟦Why do copper roofs turn green?⟧
⟦What is the green layer called?⟧
⟦How long does it take to form?⟧
⟦Is the patina harmful to the roof?⟧""",
    cat="passage_questions",
    note="questions on bare lines after the passage",
)
L(
    """Lee el texto y responde:

El mercado de Santa Clara abrió en 1897 para abastecer a los inmigrantes que llegaban al puerto. Hoy conserva su estructura de hierro original y los domingos se llena de puestos de antigüedades. En 2000 fue declarado monumento histórico.

- ⟦¿En qué año abrió el mercado?⟧
- ⟦¿Qué se vende los domingos?⟧
- ⟦¿Cuándo fue declarado monumento histórico?⟧""",
    lang="es",
    cat="passage_questions",
    note="Spanish, bulleted questions after a passage",
)
L(
    """Hier ein Text aus meinem Deutschkurs, kannst du die Fragen beantworten?

Lena wohnt seit drei Jahren in Leipzig. Sie arbeitet in einer Buchhandlung am Markt und fährt jeden Morgen mit dem Fahrrad zur Arbeit. Am Wochenende besucht sie oft ihre Eltern in Halle.

⟦Wo wohnt Lena?⟧
⟦Wo arbeitet sie?⟧
⟦Wie kommt sie zur Arbeit?⟧
⟦Wen besucht sie am Wochenende?⟧""",
    lang="de",
    cat="passage_questions",
    note="German, questions on lines without markers",
)
L(
    """阅读下面的短文，回答问题。

小王去年从成都搬到了杭州，在一家做茶叶出口的公司上班。他每天坐地铁上班，路上大约四十分钟。周末他喜欢去西湖边跑步。

1.⟦小王以前住在哪里？⟧
2.⟦他在什么样的公司工作？⟧
3.⟦他周末喜欢做什么？⟧""",
    lang="zh",
    cat="passage_questions",
    note="Chinese reading comprehension",
)
L(
    """Texte : Claire a quitté Lyon en 2019 pour ouvrir une petite boulangerie à Nantes. Au début, elle travaillait seule, de quatre heures du matin jusqu'au soir. Aujourd'hui, elle a trois employés et vend surtout du pain au levain.

Questions : ⟦Pourquoi Claire est-elle partie à Nantes ?⟧ ⟦Comment étaient ses débuts ?⟧ ⟦Combien d'employés a-t-elle maintenant ?⟧""",
    lang="fr",
    cat="passage_questions",
    note="French, questions run together on one line, space before ?",
)


# ============================================================================ list: several independent questions
L(
    """Some questions for my biology revision:
⟦What is the function of the mitochondria?⟧
⟦How is DNA different from RNA?⟧
⟦What does an enzyme do?⟧
⟦Why do plant cells have a cell wall?⟧""",
    cat="questions_study",
    note="study questions on lines",
)
L(
    "quick trivia check: ⟦who painted the mona lisa⟧, ⟦what's the tallest mountain in africa⟧, ⟦how many strings does a violin have⟧",
    cat="questions_trivia",
    note="inline, commas, no question marks",
)
L(
    "Hi there, I have a couple of questions about my account. ⟦How do I change my password?⟧ ⟦Can I have two email addresses on one account?⟧ And ⟦is there a way to download all my invoices at once?⟧ Thanks!",
    cat="questions_support",
    note="support, leading And not in the item",
)
L(
    "1) ⟦what year did the berlin wall fall?⟧ 2) ⟦what's the chemical symbol for gold?⟧ 3) ⟦who wrote pride and prejudice?⟧",
    cat="questions_trivia",
    note="inline numbering 1) 2) 3)",
)
L(
    """I'm moving to Canada for a master's in September and honestly I'm a bit overwhelmed, nobody in my family has done this before. A few things I keep wondering about:

- ⟦Do I need a study permit if my course is only one year?⟧
- ⟦Can I work part-time while studying?⟧
- ⟦Is health insurance included for international students in Ontario?⟧

Any help appreciated!!""",
    cat="questions_support",
    note="long preamble, bulleted questions, sign-off",
)
L(
    "⟦how long should i boil an egg for a runny yolk?⟧ also ⟦how do you tell if an egg is still fresh⟧",
    cat="questions_study",
    note="two questions joined by also",
)
L(
    "three things for my history essay: ⟦when did the Ottoman Empire end⟧; ⟦who was the last Ottoman sultan⟧; ⟦what was the capital of the Byzantine Empire⟧",
    cat="questions_study",
    note="semicolons, no question marks",
)
L(
    """Q: ⟦Is it safe to give my dog peanut butter?⟧
Q: ⟦How often should a puppy be fed?⟧
Q: ⟦What vaccines does a puppy need in its first year?⟧""",
    cat="questions_lines",
    note="Q: labels",
)
L(
    "⟦whats the differance between affect and effect⟧ and ⟦when do i use whom instead of who⟧",
    cat="questions_study",
    note="typos, joined by and, no punctuation",
)
L(
    'answer each of these: ["⟦What is the boiling point of water in Fahrenheit?⟧", "⟦Which planet is known as the Red Planet?⟧", "⟦What is the largest ocean on Earth?⟧"]',
    cat="questions_trivia",
    note="JSON list of questions",
)
L(
    """1. ⟦What's the difference between a Roth IRA and a traditional IRA?⟧
2. ⟦Can I contribute to both in the same year?⟧
3. ⟦What happens if I withdraw early?⟧

^ answer these briefly, I'm 26 and just started my first job""",
    cat="questions_lines",
    note="list before the instruction",
)
L(
    """hello, hope ur well
⟦does the gym open on bank holidays⟧
⟦can i freeze my membership for a month⟧
⟦is there parking⟧
thx""",
    cat="questions_support",
    note="greeting, bare lines without question marks, thx",
)
L(
    "Good evening. Two quick ones about the Spanish exam next week: ⟦do we need to bring our own dictionary?⟧ and ⟦is the oral part on the same day as the written one?⟧",
    cat="questions_study",
    note="polite, two questions after a colon",
)
L(
    "For a pub quiz I'm hosting: ⟦What is the smallest country in the world?⟧ ⟦Which element has the atomic number 1?⟧ ⟦In which year did the Titanic sink?⟧ ⟦Who composed The Four Seasons?⟧ ⟦What's the longest bone in the human body?⟧ Give me just the answers.",
    cat="questions_trivia",
    note="five questions in one paragraph, instruction after",
)
L(
    "olá! ⟦quanto tempo dura a bateria do fone?⟧ ⟦ele é à prova d'água?⟧ e ⟦vem com estojo de carregamento?⟧",
    lang="pt",
    cat="questions_support",
    note="Portuguese, leading e not in the item",
)
L(
    """Ciao, qualche domanda sul corso di yoga:
- ⟦a che ora inizia la lezione del sabato?⟧
- ⟦serve portare il proprio tappetino?⟧
- ⟦si può provare una lezione gratis?⟧""",
    lang="it",
    cat="questions_support",
    note="Italian, bulleted",
)
L(
    "مرحبا، عندي سؤالين: ⟦كم ساعة يستغرق الطيران من دبي إلى لندن؟⟧ و⟦هل أحتاج تأشيرة لزيارة بريطانيا؟⟧",
    lang="ar",
    cat="questions_support",
    note="Arabic, و attached not in the item",
)
L(
    """안녕하세요 질문 몇 개 있어요
⟦광합성은 어디에서 일어나나요?⟧
⟦지구에서 달까지 거리는 얼마나 되나요?⟧
⟦물의 화학식은 뭐예요?⟧""",
    lang="ko",
    cat="questions_study",
    note="Korean, bare lines",
)
L(
    "Merhaba, ⟦siparişim ne zaman kargoya verilir?⟧ ⟦kapıda ödeme seçeneği var mı?⟧ bir de ⟦iade süresi kaç gün?⟧",
    lang="tr",
    cat="questions_support",
    note="Turkish, bir de connector not in the item",
)
L(
    "Подскажите пожалуйста: ⟦сколько длится гарантия на чайник?⟧ ⟦можно ли вернуть товар без чека?⟧",
    lang="ru",
    cat="questions_support",
    note="Russian, polite wrapper, two questions",
)
L(
    "bhai ⟦python mein list aur tuple mein kya farak hai?⟧ aur ⟦dictionary kab use karte hain?⟧",
    lang="hi",
    cat="questions_study",
    note="Hinglish, aur connector not in the item",
)


# ============================================================================ list: something from each sentence or text
L(
    """Extract the named entities (people, places, organisations) from each sentence:
1. ⟦Maria Lopez joined Siemens in Munich last spring.⟧
2. ⟦The mayor of Porto met the CEO of Nokia on Tuesday.⟧
3. ⟦Kenji flew from Osaka to Lima with his brother Daiki.⟧""",
    cat="extract_each",
    note="NER per numbered sentence",
)
L(
    """pull 3 keywords out of each of these reviews:
"⟦Battery lasts forever but the screen scratches easily.⟧"
"⟦Shipping took two weeks and the box was crushed.⟧"
"⟦Great sound for the price, a bit heavy though.⟧\"""",
    cat="extract_each",
    note="keywords per quoted review, 3 is per item not the count",
)
L(
    "what's the main verb in each sentence? ⟦The dog barked all night.⟧ ⟦She has finished her homework.⟧ ⟦They were laughing at the joke.⟧",
    cat="extract_each",
    note="sentences inline after the question",
)
L(
    """For each line give me the date mentioned, in YYYY-MM-DD:
⟦Dentist appointment moved to the 3rd of June 2025⟧
⟦Rent due March 1st, 2025⟧
⟦Sam's flight lands 14/08/2025 at 6pm⟧""",
    cat="extract_each",
    note="date per line, format requirement first",
)
L(
    """Finde in jedem Satz die Personen und Orte:
- ⟦Jonas hat gestern in Graz seine Schwester Mia getroffen.⟧
- ⟦Frau Becker fliegt nächste Woche nach Lissabon.⟧
- ⟦Im Sommer war Tobias mit Ali in Krakau.⟧""",
    lang="de",
    cat="extract_each",
    note="German NER per sentence",
)
L(
    "sácame el precio de cada frase: ⟦La camiseta azul cuesta 12 euros.⟧ ⟦Los zapatos estaban rebajados a 45 euros.⟧ ⟦El bolso de cuero vale 80 euros.⟧",
    lang="es",
    cat="extract_each",
    note="Spanish, one value per sentence",
)
L(
    """次の文からそれぞれ地名を抜き出してください。
・⟦昨日、札幌で友達と会いました。⟧
・⟦来月、京都と奈良に行く予定です。⟧
・⟦兄は福岡に住んでいます。⟧""",
    lang="ja",
    cat="extract_each",
    note="Japanese, ・ bullets",
)


# ============================================================================ list: translation
L(
    "translate to spanish pls: ⟦where is the bathroom⟧, ⟦how much does this cost⟧, ⟦i'm allergic to nuts⟧",
    cat="translate_list",
    note="inline phrases, lowercase",
)
L(
    """Translate each of these into German:
- ⟦The train is late again.⟧
- ⟦Could you open the window, please?⟧
- ⟦I've lived here for six years.⟧""",
    cat="translate_list",
    note="bulleted sentences",
)
L(
    "Can you translate 'Welcome to our store, we're happy to help' into ⟦French⟧, ⟦Italian⟧, ⟦Japanese⟧ and ⟦Arabic⟧?",
    cat="translate_languages",
    note="one text into several languages, items are the languages",
)
L(
    "what are these in korean: ⟦apple⟧, ⟦water⟧, ⟦thank you⟧, ⟦goodbye⟧, ⟦friend⟧",
    cat="translate_list",
    note="single words inline",
)
L(
    'translate our app\'s error message "Something went wrong. Please try again." into ⟦spanish⟧, ⟦portuguese (brazil)⟧, ⟦turkish⟧',
    cat="translate_languages",
    note="languages inline, one with a region in brackets",
)
L(
    """How do you say these in Italian? I'm going to Rome next week and want to be polite
⟦Good morning⟧
⟦A table for two, please⟧
⟦Can I pay by card?⟧
⟦Excuse me, where is the metro?⟧""",
    cat="translate_list",
    note="preamble on the instruction line, phrases on lines",
)
L(
    """把下面几句翻译成英文：
⟦我明天要去北京出差。⟧
⟦这家餐厅的菜很好吃。⟧
⟦请问附近有药店吗？⟧""",
    lang="zh",
    cat="translate_list",
    note="Chinese sentences on lines",
)
L(
    "Tu peux me traduire ces phrases en anglais ? 1. ⟦Je suis en retard à cause des bouchons.⟧ 2. ⟦Il fait très froid ce matin.⟧ 3. ⟦On se voit demain ?⟧",
    lang="fr",
    cat="translate_list",
    note="French, inline numbering",
)
L(
    "переведи на английский: ⟦окно⟧, ⟦стол⟧, ⟦счастье⟧, ⟦дорога⟧",
    lang="ru",
    cat="translate_list",
    note="Russian words inline",
)
L(
    "in sentences ko english mein translate karo: ⟦mujhe chai pasand hai⟧, ⟦kal barish hogi⟧, ⟦tum kahan ja rahe ho⟧",
    lang="hi",
    cat="translate_list",
    note="Hinglish sentences inline",
)
L(
    'Traduz este aviso para ⟦inglês⟧, ⟦espanhol⟧ e ⟦francês⟧: "A piscina fecha às 20h."',
    lang="pt",
    cat="translate_languages",
    note="Portuguese, languages before the text",
)


# ============================================================================ list: grammar and spelling
L(
    """fix the grammar:
⟦me and him goes to the store yesterday⟧
⟦she dont like apples⟧
⟦their going to be late⟧""",
    cat="grammar_list",
    note="lowercase lines",
)
L(
    "Can you correct the spelling in these sentences? 1. ⟦I recieved you're letter on wendsday.⟧ 2. ⟦The goverment anounced new rules.⟧ 3. ⟦Its definately going to rain.⟧",
    cat="grammar_list",
    note="inline numbered sentences with typos",
)
L(
    """proofread each of these bullet points from my CV and make them sound more professional:
• ⟦responsible for doing the social media stuff⟧
• ⟦helped customers with there problems⟧
• ⟦made excel sheets for the boss every week⟧""",
    cat="grammar_list",
    note="rewrite each CV bullet",
)
L(
    """are these correct? if not fix them
⟦I have been to Paris last year.⟧
⟦He don't know nothing about it.⟧
⟦Neither of the answers are right.⟧
⟦She suggested me to apply.⟧""",
    cat="grammar_list",
    note="question wrapper, sentences on lines",
)
L(
    "corrígeme la ortografía de estas frases porfa: ⟦ayer fuí al cine con mi hermano⟧ / ⟦haber si nos vemos mañana⟧ / ⟦no se donde deje las llaves⟧",
    lang="es",
    cat="grammar_list",
    note="Spanish, slash separated",
)
L(
    """Bitte korrigiere die folgenden Sätze:
1) ⟦Ich habe gestern nach Hause gegangen.⟧
2) ⟦Der Kinder spielen im Garten.⟧
3) ⟦Wegen dem Regen wir bleiben zu Hause.⟧""",
    lang="de",
    cat="grammar_list",
    note="German, 1) markers",
)
L(
    "correggi gli errori: ⟦io sono andato al mare con la mia amici⟧; ⟦lui a detto che viene domani⟧; ⟦ci vediamo alle otto, va bene.⟧",
    lang="it",
    cat="grammar_list",
    note="Italian, semicolons",
)


# ============================================================================ list: classify / tag each item
L(
    "classify each as fruit or vegetable: ⟦carrot⟧, ⟦apple⟧, ⟦spinach⟧, ⟦tomato⟧, ⟦mango⟧",
    cat="classify_list",
    note="inline terms",
)
L(
    """positive, negative or neutral?
⟦the food was cold and the waiter ignored us⟧
⟦loved the view from the terrace!!⟧
⟦it was ok, nothing special⟧
⟦will definitely come back⟧""",
    cat="sentiment_list",
    note="label choice as the instruction, lines",
)
L(
    """label each of these support tickets as billing, technical or other:
tickets = ["⟦I was charged twice this month⟧", "⟦The app crashes when I open settings⟧", "⟦Do you have a office in Madrid?⟧", "⟦my card got declined but money left my account⟧"]""",
    cat="classify_list",
    note="Python list of strings",
)
L(
    """| headline | category |
|---|---|
| ⟦Local team wins regional cup after penalty shootout⟧ | |
| ⟦Parliament votes on new housing bill⟧ | |
| ⟦Startup launches AI tool for dentists⟧ | |

fill in the category column (sports / politics / tech)""",
    cat="classify_list",
    note="markdown table before the instruction",
)
L(
    "Is each of these a noun, verb, adjective or adverb? ⟦quickly⟧, ⟦happiness⟧, ⟦run⟧, ⟦bright⟧, ⟦silently⟧",
    cat="classify_list",
    note="part of speech per word",
)
L(
    """tag the emotion (joy, anger, sadness, fear) in each tweet
1 ⟦cant believe they cancelled my flight AGAIN⟧
2 ⟦just got the job!!! 🎉⟧
3 ⟦miss my dog so much today⟧
4 ⟦the storm outside is getting really scary⟧""",
    cat="sentiment_list",
    note="numbers without dots, emoji",
)
L(
    'spam or not spam? "⟦You have WON a free cruise, click here⟧", "⟦Lunch at 1?⟧", "⟦Your parcel is held, pay £1.99 to release⟧"',
    cat="classify_list",
    note="quoted messages inline, quotes not in the items",
)
L(
    """Classe chaque avis comme positif ou négatif :
- « ⟦Livraison rapide, produit conforme.⟧ »
- « ⟦Le colis est arrivé abîmé.⟧ »
- « ⟦Service client très réactif, merci !⟧ »""",
    lang="fr",
    cat="sentiment_list",
    note="French, guillemets not in the items",
)
L(
    """다음 리뷰들 긍정인지 부정인지 알려줘
⟦배송이 너무 늦었어요⟧
⟦가격 대비 품질이 좋아요⟧
⟦다시는 안 살 거예요⟧""",
    lang="ko",
    cat="sentiment_list",
    note="Korean, bare lines",
)
L(
    "Şu hayvanları memeli, kuş veya sürüngen olarak sınıflandır: ⟦yunus⟧, ⟦kartal⟧, ⟦kertenkele⟧, ⟦yarasa⟧",
    lang="tr",
    cat="classify_list",
    note="Turkish inline terms",
)
L(
    "classifique cada item como receita ou despesa: ⟦salário⟧, ⟦aluguel⟧, ⟦venda do carro⟧, ⟦conta de luz⟧",
    lang="pt",
    cat="classify_list",
    note="Portuguese, income or expense",
)


# ============================================================================ list: describe / title / summarise each
L(
    "write product descriptions for: ⟦a cast iron skillet⟧, ⟦a linen duvet cover⟧, ⟦a folding camping chair⟧",
    cat="describe_each",
    note="products inline with articles",
)
L(
    """give each of these paragraphs a short title:

⟦We spent the morning walking along the cliffs. The wind was so strong that we had to hold on to each other, and by noon our faces were red and salty.⟧

⟦Lunch was in a tiny harbour café that only served fish soup. It was the best thing I ate all trip.⟧

⟦In the afternoon the rain came in, so we played cards in the guesthouse until the owner invited us to dinner.⟧""",
    cat="describe_each",
    note="paragraphs separated by blank lines",
)
L(
    """Summarise each article in one sentence.

Article 1: ⟦The city council approved a plan on Monday to turn two car lanes on Harbour Road into a protected cycle path. Work starts in April and will take about six months. Local shops are worried about losing parking.⟧

Article 2: ⟦A new study from Elmwood University found that teenagers who sleep less than seven hours perform worse on memory tests. The researchers followed 1,200 students for two years.⟧""",
    cat="summarise_each",
    note="labelled articles, labels not in the items",
)
L(
    "write a short etsy listing for each item: ⟦hand-thrown ceramic mug, speckled glaze, 350ml⟧; ⟦linen tea towel with lemon print⟧; ⟦soy candle, fig and cedar scent⟧",
    cat="describe_each",
    note="semicolon separated, items with commas inside",
)
L(
    "describe each of these dog breeds in 2 sentences for a kids' book: ⟦beagle⟧, ⟦dachshund⟧, ⟦border collie⟧, ⟦samoyed⟧",
    cat="describe_each",
    note="2 sentences is per item not a count",
)
L(
    """Write an alt text for each image:
1. ⟦a woman riding a red bicycle along a canal at sunset⟧
2. ⟦three kids building a sandcastle⟧
3. ⟦close-up of a bee on a sunflower⟧""",
    cat="describe_each",
    note="image descriptions numbered",
)
L(
    """Need a catchy YouTube title for each of my videos:
- ⟦how I repainted my kitchen cabinets for under $100⟧
- ⟦a week of eating only food from my garden⟧
- ⟦testing 5 cheap hair dryers⟧""",
    cat="describe_each",
    note="titles per video, a number inside an item",
)
L(
    """Schreib bitte für jedes Produkt eine kurze Beschreibung für unseren Onlineshop:
⟦Thermobecher aus Edelstahl, 400 ml⟧
⟦Rucksack aus recyceltem Polyester⟧
⟦Schneidebrett aus Eichenholz⟧""",
    lang="de",
    cat="describe_each",
    note="German products on lines",
)
L(
    """それぞれの商品に短い紹介文を書いてください。
1. ⟦抹茶のロールケーキ⟧
2. ⟦ゆずのハンドクリーム⟧
3. ⟦木製のスマホスタンド⟧""",
    lang="ja",
    cat="describe_each",
    note="Japanese numbered products",
)
L(
    """resume cada reseña en una frase:
1) ⟦El hotel estaba limpio y el desayuno era variado, pero la habitación daba a una calle muy ruidosa y casi no dormimos.⟧
2) ⟦Personal amabilísimo. Nos dejaron hacer el check-out tarde sin pagar nada extra. Volveremos seguro.⟧""",
    lang="es",
    cat="summarise_each",
    note="Spanish, summary per review",
)
L(
    """给下面每段话起一个标题：

⟦今天早上地铁坏了，我走了半个小时才到公司，结果老板也迟到了。⟧

⟦周末和朋友去爬山，山顶的风景特别美，就是下山的时候腿一直在抖。⟧""",
    lang="zh",
    cat="describe_each",
    note="Chinese, paragraphs separated by blank lines",
)


# ============================================================================ list: the same question about several entities
L(
    "what are the capitals of ⟦Kenya⟧, ⟦Mongolia⟧ and ⟦Uruguay⟧?",
    cat="same_question_entities",
    note="capitals of three countries",
)
L(
    "how many calories in ⟦a banana⟧, ⟦a boiled egg⟧, ⟦a slice of white bread⟧",
    cat="same_question_entities",
    note="quantities with articles, no question mark",
)
L(
    "When were ⟦Beethoven⟧, ⟦Chopin⟧ and ⟦Debussy⟧ born?",
    cat="same_question_entities",
    note="birth years of three people",
)
L(
    "can u tell me the population of ⟦tokyo⟧ ⟦delhi⟧ ⟦shanghai⟧ and ⟦são paulo⟧",
    cat="same_question_entities",
    note="no commas, lowercase",
)
L(
    "What's the boiling point of ⟦ethanol⟧, ⟦acetone⟧, and ⟦glycerol⟧?",
    cat="same_question_entities",
    note="Oxford comma",
)
L(
    """Who directed these films?
⟦Jaws⟧
⟦Amélie⟧
⟦Spirited Away⟧
⟦Parasite⟧""",
    cat="same_question_entities",
    note="entities on lines",
)
L(
    "What does each of these acronyms stand for: ⟦NASA⟧, ⟦UNESCO⟧, ⟦HTML⟧, ⟦GDP⟧?",
    cat="same_question_entities",
    note="expansion per acronym",
)
L(
    "¿Cuál es la moneda de ⟦Japón⟧, ⟦Suiza⟧ y ⟦Marruecos⟧?",
    lang="es",
    cat="same_question_entities",
    note="Spanish currencies",
)
L(
    "Wie hoch sind ⟦Zugspitze⟧, ⟦Mont Blanc⟧ und ⟦Kilimandscharo⟧?",
    lang="de",
    cat="same_question_entities",
    note="German, heights of mountains",
)
L(
    "ما هي عاصمة ⟦كندا⟧ و⟦أستراليا⟧ و⟦البرازيل⟧؟",
    lang="ar",
    cat="same_question_entities",
    note="Arabic, و attached not in the items",
)
L(
    "какое население у ⟦Казани⟧, ⟦Самары⟧ и ⟦Перми⟧?",
    lang="ru",
    cat="same_question_entities",
    note="Russian, cities in genitive",
)


# ============================================================================ fields
F(
    """from this email get me the ⟦sender's name⟧, the ⟦order number⟧, the ⟦delivery date⟧ and ⟦what they want refunded⟧:

Hi, this is Priya Nair. My order #55120 arrived on 12 May but the blender jug was cracked. I'd like a refund for the jug only, I'm keeping the rest. Thanks.""",
    cat="fields_prose",
    note="fields in prose, articles not in the items",
)
F(
    """Extract ⟦Company Name⟧, ⟦Invoice Date⟧, ⟦Total Amount⟧, ⟦VAT Number⟧ from the below text.

INVOICE
Brightwell Print Ltd, 4 Canal Street, Bristol
VAT: GB 284 1193 07
Date: 02/09/2025
Total due: £1,482.60""",
    cat="fields_titlecase",
    note="Title Case fields before the text",
)
F(
    """Pull these out of the job posting and return JSON:
- ⟦job_title⟧ (string)
- ⟦salary_min⟧ (number)
- ⟦salary_max⟧ (number)
- ⟦remote⟧ (boolean)

We're hiring a Junior Backend Developer to join our team in Utrecht (hybrid, 2 days from home). Salary €3,200–€3,900 per month.""",
    cat="fields_typed",
    note="snake_case with types in brackets",
)
F(
    """Fill this from the text:
{"⟦name⟧": "", "⟦age⟧": null, "⟦city⟧": "", "⟦allergies⟧": []}

Text: New patient, Oskar Lind, 34, lives in Malmö. Says he is allergic to penicillin and cats.""",
    cat="fields_json",
    note="JSON skeleton to fill",
)
F(
    "i need the patient's ⟦date of birth⟧, ⟦blood type⟧ and ⟦current medications⟧ from the note below\n\nnote: Mrs. H. Adeyemi, DOB 11/03/1961, group A+, on metformin 500mg twice daily and amlodipine 5mg.",
    cat="fields_prose",
    note="lowercase, possessive before the fields",
)
F(
    """Extract as key value pairs: ⟦Flight Number⟧, ⟦Departure Airport⟧, ⟦Arrival Time⟧, ⟦Seat⟧

Your booking is confirmed. Flight KL1346 from Amsterdam Schiphol (AMS) to Kraków, departs 07:25, arrives 09:20. Seat 14C.""",
    cat="fields_titlecase",
    note="key value pairs",
)
F(
    """Can you fill this in from his message?

⟦Name⟧: ___
⟦Phone⟧: ___
⟦Move-in date⟧: ___

"hey it's Daniel Cho, 07700 900123, I'd like to move in on the 1st of October if the room is still free\"""",
    cat="form_fill",
    note="blanks to fill from a quoted message",
)
F(
    "extract ⟦title⟧ [str], ⟦year⟧ [int], ⟦authors⟧ [list of str], ⟦doi⟧ [str] from: Hendricks, J. & Mwangi, P. (2021). Soil moisture and wheat yield in semi-arid regions. Field Crops Journal, 14(2), 77-91. doi:10.5555/fcj.2021.0142",
    cat="fields_typed",
    note="types in square brackets, inline",
)
F(
    """I'm building a recipe app. From the recipe below, give me the ⟦dish name⟧, ⟦servings⟧, ⟦prep time⟧, ⟦cook time⟧ and the ⟦list of ingredients⟧.

Grandma's lentil soup (serves 4). Prep 15 min, cook 40 min. You need 200g red lentils, 1 onion, 2 carrots, 1 litre stock, cumin and a lemon.""",
    cat="fields_prose",
    note="preamble, fields in prose, numbers in the text",
)
F(
    """Bitte aus dem Text folgende Angaben herausziehen: ⟦Vorname⟧, ⟦Nachname⟧, ⟦Geburtsdatum⟧, ⟦Wohnort⟧.

Ich heiße Katrin Vogel, bin am 5. Juli 1990 geboren und wohne in Freiburg.""",
    lang="de",
    cat="fields_prose",
    note="German field names",
)
F(
    """Peux-tu extraire le ⟦nom du client⟧, le ⟦montant⟧ et la ⟦date d'échéance⟧ de ce message ?

« Bonjour, ici Marc Lefèvre. Je confirme le paiement de 350 € avant le 30 novembre. »""",
    lang="fr",
    cat="fields_prose",
    note="French, articles not in the items",
)
F(
    """从下面的简历里提取：⟦姓名⟧、⟦毕业院校⟧、⟦工作年限⟧、⟦期望薪资⟧

张敏，2016年毕业于武汉大学，做了六年产品经理，期望月薪两万五。""",
    lang="zh",
    cat="fields_prose",
    note="Chinese, 、 separated",
)
F(
    'sácame del correo el ⟦número de pedido⟧, la ⟦dirección de envío⟧ y el ⟦teléfono⟧ en formato tabla: "Hola, mi pedido es el 77-3310, envíenlo a Calle Olmo 12, Zaragoza, mi móvil es 612 448 901"',
    lang="es",
    cat="fields_prose",
    note="Spanish, table asked for after",
)
F(
    """preenche esse JSON com os dados do texto:
{
  "⟦produto⟧": "",
  "⟦preço⟧": 0,
  "⟦loja⟧": ""
}
texto: comprei um liquidificador por R$ 189 na loja Casa Bela""",
    lang="pt",
    cat="fields_json",
    note="Portuguese, multi-line JSON skeleton",
)
F(
    """以下のメールから「⟦会社名⟧」「⟦担当者⟧」「⟦打ち合わせ日時⟧」を抜き出してください。

株式会社ミドリ工房の佐藤です。来週火曜日の14時からお打ち合わせをお願いできますでしょうか。""",
    lang="ja",
    cat="fields_prose",
    note="Japanese, fields in 「」 quotes",
)


# ============================================================================ list: several small creative tasks
L(
    "write ⟦a haiku about the sea⟧, ⟦a limerick about a lazy dog⟧ and ⟦a two-line poem about coffee⟧",
    cat="creative_multi",
    note="three short poems inline",
)
L(
    "can you do a few things for my kid's dinosaur party: ⟦a riddle about a T-rex⟧, ⟦a short knock-knock joke⟧, ⟦a rhyme for the invitation card⟧",
    cat="creative_multi",
    note="preamble, three pieces after a colon",
)
L(
    """1. ⟦Write a tweet announcing our new vegan menu.⟧
2. ⟦Write a one-line slogan for the menu.⟧
3. ⟦Suggest a name for the lentil burger.⟧""",
    cat="tasks_multi",
    note="numbered independent tasks, no instruction line",
)
L(
    "I need ⟦a thank-you note to the caterer⟧ and ⟦a short toast for my brother's wedding⟧ (under a minute to read out)",
    cat="creative_multi",
    note="two pieces, a requirement after",
)
L(
    "hey could u write me ⟦a short bio for my instagram⟧, ⟦a caption for my beach photo⟧ and also ⟦a funny reply to my friend who said I never post⟧ lol",
    cat="creative_multi",
    note="lowercase, also not in the item",
)
L(
    "écris-moi ⟦un haïku sur la neige⟧ et ⟦un petit poème sur la mer⟧",
    lang="fr",
    cat="creative_multi",
    note="French, two poems",
)
L(
    "necesito ⟦un eslogan para mi panadería⟧, ⟦un mensaje de bienvenida para la web⟧ y ⟦una frase para el cartel de la puerta⟧",
    lang="es",
    cat="creative_multi",
    note="Spanish, three pieces",
)


# ============================================================================ none: compare / rank / choose
N(
    "which is better for a beginner: python, javascript or c#? i want to make small games eventually",
    cat="compare_choose",
    note="choose one of three listed",
)
N(
    "Compare the iPhone 15, Pixel 8 and Galaxy S24 on camera, battery and price, in a table.",
    cat="compare_choose",
    note="one comparison table",
)
N(
    """I got offers from three companies:
1. Startup, 70k, fully remote
2. Bank, 85k, office 5 days
3. Agency, 75k, hybrid
Which one should I take? I value work-life balance most.""",
    cat="compare_choose",
    note="numbered options, one choice",
)
N(
    "rank these movies from best to worst: inception, the prestige, interstellar, tenet, dunkirk",
    cat="rank_sort",
    note="ranking",
)
N(
    "¿Qué es mejor para el pelo rizado, el aceite de coco, el de argán o el de jojoba?",
    lang="es",
    cat="compare_choose",
    note="Spanish, which is best",
)
N(
    "Was ist der Unterschied zwischen Hund, Wolf und Fuchs?",
    lang="de",
    cat="compare_choose",
    note="German, difference between three",
)
N(
    "東京、大阪、京都の中で、初めての日本旅行ならどこがおすすめ？",
    lang="ja",
    cat="compare_choose",
    note="Japanese, choose one city",
)
N(
    "mere paas 3 options hain: Goa, Manali, Rishikesh. December mein kahan jaun?",
    lang="hi",
    cat="compare_choose",
    note="Hinglish, choose one destination",
)
N(
    "qual é a diferença entre 'mas', 'mais' e 'más'?",
    lang="pt",
    cat="compare_choose",
    note="Portuguese, difference between three words",
)


# ============================================================================ none: sort / dedupe
N(
    "sort these alphabetically: mango, kiwi, banana, apple, cherry, fig",
    cat="rank_sort",
    note="sort a list",
)
N(
    """Remove the duplicates from this list and keep the order:
anna@example.com
bob@example.org
anna@example.com
carl@example.net
bob@example.org""",
    cat="dedupe",
    note="dedupe lines",
)
N(
    "put these events in chronological order: moon landing, fall of the Berlin Wall, first iPhone, end of WW2",
    cat="rank_sort",
    note="chronological order",
)
N(
    "把这些数字从小到大排序：42, 7, 19, 88, 3",
    lang="zh",
    cat="rank_sort",
    note="Chinese, sort numbers",
)


# ============================================================================ none: one text from listed points
N(
    "Write a short story for my 6 year old that includes: a purple dragon, a lost sock, a birthday cake and a rainy day. Around 300 words.",
    cat="one_text_from_points",
    note="one story with listed elements",
)
N(
    """Draft an email to my landlord. Points to include:
- the heating has been broken since Monday
- I called twice with no answer
- I'd like it fixed by Friday
- otherwise I'll contact the council
Polite but firm.""",
    cat="one_text_from_points",
    note="one email from bulleted points",
)
N(
    "write a poem about autumn that mentions leaves, woodsmoke, the first frost and my grandmother's kitchen",
    cat="one_text_from_points",
    note="one poem with listed images",
)
N(
    "Écris une lettre de motivation pour un poste de vendeur. Mets en avant : mon expérience en caisse, ma ponctualité, mon anglais courant.",
    lang="fr",
    cat="one_text_from_points",
    note="French, one cover letter",
)
N(
    "escreve um discurso de 2 minutos para o casamento da minha irmã, falando da infância, da viagem a Lisboa e de como ela conheceu o marido",
    lang="pt",
    cat="one_text_from_points",
    note="Portuguese, one speech",
)
N(
    "Make a LinkedIn post announcing my new job at Harlow Labs. Mention: thanks to my old team, excitement about the role, and that I'm hiring two engineers.",
    cat="one_text_from_points",
    note="one post, two engineers is not a count",
)
N(
    """Write a product description for our new backpack. Features:
• 30L capacity
• waterproof zips
• laptop sleeve up to 16"
• lifetime warranty""",
    cat="one_text_from_points",
    note="one description from bulleted features",
)


# ============================================================================ none: a question building on another's answer
N(
    "what is the largest planet in the solar system and how many moons does it have?",
    cat="dependent_question",
    note="second question depends on the first answer",
)
N(
    "who won the 2010 world cup and who was their coach?",
    cat="dependent_question",
    note="their refers to the answer",
)
N(
    "Find the longest river in South America, then tell me which countries it flows through.",
    cat="dependent_question",
    note="then, depends on the answer",
)
N(
    "какая самая высокая гора в Европе и какая у неё высота?",
    lang="ru",
    cat="dependent_question",
    note="Russian, height of the answer",
)
N(
    "한국에서 가장 큰 도시는 어디고 거기 인구는 몇 명이야?",
    lang="ko",
    cat="dependent_question",
    note="Korean, population of the answer",
)


# ============================================================================ none: compound single-topic questions
N(
    "what is a heat pump and how does it work?",
    cat="compound_single_topic",
    note="what is X and how does it work",
)
N(
    "What is inflation, why does it happen and how does it affect my savings?",
    cat="compound_single_topic",
    note="three facets of one topic",
)
N(
    "can you explain what blockchain is, how it works and why people care about it? like i'm 12",
    cat="compound_single_topic",
    note="explain one topic, three facets",
)
N(
    "Cos'è la fotosintesi e come funziona?",
    lang="it",
    cat="compound_single_topic",
    note="Italian, what is X and how",
)
N(
    "SIP kya hota hai aur ye kaise kaam karta hai?",
    lang="hi",
    cat="compound_single_topic",
    note="Hinglish, what is X and how",
)


# ============================================================================ none: one procedure
N(
    "How do I change a flat tyre? step by step please, I've never done it",
    cat="procedure",
    note="steps of one procedure",
)
N(
    "Walk me through setting up a new Git repo, adding a remote, making the first commit and pushing it.",
    cat="procedure",
    note="steps that follow each other",
)
N(
    "Steps: 1. preheat oven 2. mix flour and butter 3. add eggs 4. bake 25 min. Can you turn this into a proper recipe with quantities for a lemon cake?",
    cat="procedure",
    note="numbered steps turned into one recipe",
)
N(
    "Windows'ta yeni bir kullanıcı hesabı nasıl açılır, adım adım anlatır mısın?",
    lang="tr",
    cat="procedure",
    note="Turkish, step by step",
)


# ============================================================================ none: code with listed requirements
N(
    """Write a Python function that:
- takes a list of integers
- removes negatives
- returns the sum of squares
- raises ValueError on empty input""",
    cat="code_requirements",
    note="one function, bulleted requirements",
)
N(
    """fix this code, it should print 1 to 10 but prints nothing:
for i in range(10, 1):
    print(i)""",
    cat="code_requirements",
    note="code fix",
)
N(
    "Build me a simple HTML page with: a header with my name, a photo on the left, three links (GitHub, LinkedIn, email) and a dark background.",
    cat="code_requirements",
    note="one page from listed parts",
)
N(
    "Write a SQL query that returns customers who: signed up in 2023, spent over $500, and have not ordered in the last 90 days.",
    cat="code_requirements",
    note="one query, listed conditions",
)
N(
    "Schreib ein Bash-Skript, das alle .log-Dateien älter als 7 Tage löscht, die Anzahl ausgibt und bei Fehlern abbricht.",
    lang="de",
    cat="code_requirements",
    note="German, one script",
)


# ============================================================================ none: math word problems
N(
    "A shop sells pens at $1.20, notebooks at $3.50 and rulers at $0.80. If I buy 4 pens, 2 notebooks and 3 rulers, how much do I spend?",
    cat="math_problem",
    note="listed quantities, one answer",
)
N(
    "Tom has 3 apples, Sara has twice as many, and Ali has 5 fewer than Sara. How many do they have altogether?",
    cat="math_problem",
    note="chained quantities",
)
N(
    "Un tren sale a las 9:00 a 80 km/h y otro a las 10:00 a 100 km/h. ¿A qué hora alcanza el segundo al primero?",
    lang="es",
    cat="math_problem",
    note="Spanish, one word problem",
)
N(
    "the sides of a triangle are 5, 12 and 13 cm. is it a right triangle and what's its area?",
    cat="math_problem",
    note="listed sides, linked questions",
)


# ============================================================================ none: count how many
N(
    "how many of these words are palindromes: level, rotor, apple, kayak, banana, noon",
    cat="count_of_these",
    note="one number about the list",
)
N(
    "Count how many of these numbers are prime: 2, 9, 11, 15, 17, 21, 23",
    cat="count_of_these",
    note="count over the list",
)
N(
    "Combien de ces pays sont en Afrique : Maroc, Chili, Kenya, Vietnam, Ghana ?",
    lang="fr",
    cat="count_of_these",
    note="French, count over the list",
)


# ============================================================================ none: one summary of several texts
N(
    """Here are three customer reviews. Give me one overall summary of what people think.

1. The blender is powerful but really loud.
2. Works great for smoothies, a pain to clean.
3. Strong motor, noisy, lid feels cheap.""",
    cat="one_summary",
    note="one summary of numbered reviews",
)
N(
    """Summarise these meeting notes into one paragraph for my boss:
- budget approved
- launch moved to May
- need two more designers
- Jenny leaving in March""",
    cat="one_summary",
    note="one paragraph from bullets",
)
N(
    """下面是两条新闻，帮我写一段总的概括：

1. 本市地铁三号线将于下月延长运营时间至凌晨一点。
2. 市政府宣布夜间公交线路增加四条。""",
    lang="zh",
    cat="one_summary",
    note="Chinese, one overall summary",
)
N(
    """what do these three texts have in common?

A: The river flooded the lower town for the third time this decade.
B: Farmers are moving their fields further up the valley.
C: The new dam was approved after years of debate.""",
    cat="one_summary",
    note="one answer about all texts together",
)


# ============================================================================ none: one answer under listed constraints
N(
    "Recommend one laptop for me. Requirements: under $900, at least 16GB RAM, weighs less than 1.5kg, good battery, not a Mac.",
    cat="single_question_constraints",
    note="one recommendation, listed constraints",
)
N(
    "I need a restaurant in Lisbon for Saturday: vegetarian options, outdoor seating, near Alfama, not too expensive. Any ideas?",
    cat="single_question_constraints",
    note="one search with constraints",
)
N(
    "Plan a 3-day trip to Rome for 2 people, budget 600 euros, we like food and history, no museums on day 1.",
    cat="single_question_constraints",
    note="one itinerary, numbers are not counts",
)
N(
    "أريد اسمًا واحدًا لمقهى صغير: يكون قصيرًا، سهل النطق، وله معنى عربي جميل.",
    lang="ar",
    cat="single_question_constraints",
    note="Arabic, one name with constraints",
)


# ============================================================================ none: small talk
N(
    "hey! how's it going? I just got back from a hike, my legs are dead lol. anyway what's up with you?",
    cat="chitchat",
    note="several sentences and questions, small talk",
)
N(
    "Good morning!! Today is my first day at the new job. I'm nervous. Wish me luck?",
    cat="chitchat",
    note="small talk with a question mark",
)
N(
    "jaja qué día tan raro. llovió, salió el sol, volvió a llover. ¿tú qué tal?",
    lang="es",
    cat="chitchat",
    note="Spanish small talk, a comma list of events",
)
N(
    "thanks so much, that worked! you're a lifesaver. have a good one",
    cat="chitchat",
    note="thanks",
)


# ============================================================================ none: fixed sets to explain
N(
    "explain the 5 stages of grief",
    cat="fixed_set",
    note="a fixed set, not a count to generate",
)
N(
    "What are the three branches of the US government?",
    cat="fixed_set",
    note="a fixed set",
)
N(
    "Can you tell me about the 7 wonders of the ancient world?",
    cat="fixed_set",
    note="a fixed set",
)
N(
    "what are the 4 fundamental forces of physics, short answer pls",
    cat="fixed_set",
    note="a fixed set, short answer",
)


# ============================================================================ none: numbers that are not counts
N(
    "give me a workout I can do in 10 minutes with no equipment",
    cat="number_not_count",
    note="in N minutes",
)
N(
    "recipe for dinner for 4 people, we have chicken, rice and peppers",
    cat="number_not_count",
    note="for N people, ingredients as context",
)
N(
    "Explain quantum entanglement in 3 sentences.",
    cat="number_not_count",
    note="length limit",
)
N(
    "I have 2 hours to study for a chemistry test tomorrow. How should I spend them?",
    cat="number_not_count",
    note="time budget",
)
N(
    "3명이서 먹을 저녁 메뉴 하나 추천해줘",
    lang="ko",
    cat="number_not_count",
    note="Korean, for three people, one menu",
)
N(
    "write a 500-word essay on climate change",
    cat="number_not_count",
    note="word count",
)


# ============================================================================ none: list as context, single task
N(
    "I have eggs, spinach, feta and some old bread. What can I make for lunch?",
    cat="list_as_context",
    note="ingredients as context",
)
N(
    "My symptoms: headache, sore throat, mild fever since yesterday. Should I see a doctor?",
    cat="list_as_context",
    note="symptoms as context",
)
N(
    "Elimde un, şeker, süt ve yumurta var. Ne tatlı yapabilirim?",
    lang="tr",
    cat="list_as_context",
    note="Turkish, ingredients as context",
)
N(
    "Ho questi ingredienti: pomodori, mozzarella, basilico e un po' di pane. Mi dai una ricetta veloce?",
    lang="it",
    cat="list_as_context",
    note="Italian, ingredients as context",
)
N(
    """Read this and answer the question.

When Nadia was twelve her family moved from the coast to the capital. She hated the noise, the crowds and the grey buildings, and she spent every holiday back with her aunt by the sea. Years later she took a job at a marine research station, not far from her aunt's old house.

Question: Why did Nadia choose to work near the sea?""",
    cat="single_question_passage",
    note="one question after a passage",
)
N(
    "このメールをもっと丁寧な日本語に直して：「明日の会議、行けません。資料は後で送ります。」",
    lang="ja",
    cat="single_task",
    note="Japanese, rewrite one text",
)
N(
    "my cat keeps scratching the sofa, the curtains and the door frame. how do i stop her?",
    cat="list_as_context",
    note="listed places, one question",
)
N(
    "هل من الأفضل أن أتعلم الفرنسية أو الألمانية أو الإسبانية للعمل في أوروبا؟",
    lang="ar",
    cat="compare_choose",
    note="Arabic, choose one language",
)


# ============================================================================ more English positives
C(
    "Give me ten examples of similes for a 4th grade lesson",
    10,
    cat="count_generate",
    note="number word, grade number after",
)
C(
    "can you generate 30 random but realistic street names for a fictional british town",
    30,
    cat="count_generate",
    note="lowercase, no punctuation",
)
C(
    "I need 4 different versions of this text message to remind clients about appointments (one formal, one casual, etc): 'Hi, just a reminder of your appointment tomorrow at 10.'",
    4,
    cat="count_paraphrase",
    note="versions of a message, time inside",
)
C(
    "Come up with 12 questions I could ask my partner on a date night. Not cheesy ones please.",
    12,
    cat="count_generate",
    note="come up with N, requirement after",
)
C(
    "Give me 3 more words like: serendipity, ephemeral, petrichor",
    3,
    cat="count_more_like",
    note="more like the listed examples",
)
C(
    "what are some names for a golden retriever? give me like 15",
    15,
    cat="count_generate",
    note="count after the question, like N",
)
C(
    "Please generate one hundred short product review examples (positive and negative mixed) for training a sentiment model",
    100,
    cat="count_generate",
    note="one hundred",
)
C(
    "rephrase 'I'm not available that day' in 6 polite ways",
    6,
    cat="count_paraphrase",
    note="rephrase in N ways",
)
L(
    """Here's the return policy from the shop: "Items can be returned within 30 days of delivery. Opened electronics can only be returned if faulty. Return shipping is free for members; others pay a £3.95 label fee."

based on that: ⟦can I return opened headphones that work fine?⟧ ⟦how long do I have?⟧ ⟦who pays for shipping if I'm not a member?⟧""",
    cat="passage_questions",
    note="quoted policy, questions run together after",
)
L(
    "I have three unrelated questions lol. First, ⟦how do I get rid of fruit flies?⟧ Second, ⟦is it normal for a laptop fan to be loud when charging?⟧ Third, ⟦what's a good substitute for buttermilk?⟧",
    cat="questions_study",
    note="First/Second/Third not in the items",
)
L(
    "⟦is it ok to run every day?⟧ ⟦how much water should i drink?⟧ ⟦is coffee bad for you⟧",
    cat="questions_lines",
    note="one line, last without a question mark",
)
L(
    "make a flashcard answer for each: ⟦What is osmosis?⟧ | ⟦What is a catalyst?⟧ | ⟦What is an isotope?⟧",
    cat="questions_study",
    note="pipe separated",
)
L(
    """Dear support,

I bought the Aquila 1.7L kettle from your website last week and I'm mostly happy with it, but a few things aren't clear from the manual.

My questions are:
(1) ⟦Is it safe to use the kettle without the filter?⟧
(2) ⟦How often should I descale it?⟧
(3) ⟦Does the two-year warranty cover the base as well?⟧

Kind regards,
Anne Whitfield""",
    cat="questions_support",
    note="support email, (1) markers, sign-off",
)
L(
    """for each of these product titles give me the brand:
⟦Bosch Serie 4 dishwasher, white⟧
⟦Lego Classic Creative Box 900 pieces⟧
⟦Apple AirPods Pro (2nd gen)⟧
⟦Nike Air Zoom Pegasus 40 running shoes⟧""",
    cat="extract_each",
    note="brand per title line",
)
L(
    """extract the hashtags from each post
post 1: ⟦Sunday brunch with the girls #brunch #weekendvibes⟧
post 2: ⟦New PR on the deadlift today!! #gym #fitness #nopainnogain⟧
post 3: ⟦rainy day = book day #reading⟧""",
    cat="extract_each",
    note="post labels not in the items",
)
L(
    "how do you say 'I love you' in ⟦Swahili⟧, ⟦Greek⟧, ⟦Hindi⟧ and ⟦Portuguese⟧",
    cat="translate_languages",
    note="one phrase into four languages",
)
L(
    """translate this table to french:
| English | French |
|---|---|
| ⟦Opening hours⟧ | |
| ⟦Closed on Sundays⟧ | |
| ⟦Free parking⟧ | |""",
    cat="translate_list",
    note="table cells to fill",
)
L(
    """can you check these sentences from my essay for grammar?

"⟦Despite of the rain, the match continued.⟧"
"⟦The amount of people attending were surprising.⟧"
"⟦Each of the students have their own laptop.⟧\"""",
    cat="grammar_list",
    note="quoted sentences, quotes not in the items",
)
L(
    "make these more concise: ⟦In my personal opinion, I think that we should probably consider delaying the launch.⟧ | ⟦Due to the fact that the server was down, the emails were not able to be sent.⟧",
    cat="grammar_list",
    note="rewrite each, pipe separated",
)
L(
    """For each review, give a star rating 1-5:
Review A: ⟦Arrived on time, works exactly as described.⟧
Review B: ⟦Stopped working after a week, seller never replied.⟧
Review C: ⟦Decent quality but overpriced for what it is.⟧""",
    cat="sentiment_list",
    note="Review A: labels not in the items",
)
L(
    """classify these transactions into groceries, transport or entertainment:
date,description,amount
⟦2025-03-01,TESCO STORES 2231,23.40⟧
⟦2025-03-02,TFL TRAVEL CH,6.80⟧
⟦2025-03-02,VUE CINEMAS,11.99⟧
⟦2025-03-04,SAINSBURYS,41.12⟧""",
    cat="classify_list",
    note="CSV rows with a header",
)
L(
    "true or false: ⟦the great wall of china is visible from space⟧, ⟦bats are blind⟧, ⟦goldfish have a 3 second memory⟧",
    cat="classify_list",
    note="fact-check each claim",
)
L(
    "which language is each of these sentences in? ⟦Ik hou van fietsen.⟧ ⟦Jeg elsker kaffe.⟧ ⟦Rakastan kahvia.⟧",
    cat="classify_list",
    note="language id per sentence",
)
L(
    """write a one-paragraph bio for each speaker:
- ⟦Dr. Amara Osei, climate scientist, 15 years at the Met Office⟧
- ⟦Lukas Brandt, founder of a bike-sharing startup⟧
- ⟦Yuki Tanaka, children's book illustrator⟧""",
    cat="describe_each",
    note="bio per bulleted speaker",
)
L(
    "Explain each of these terms like I'm five: ⟦inflation⟧, ⟦interest rate⟧, ⟦stock⟧, ⟦bond⟧",
    cat="describe_each",
    note="explain each term",
)
L(
    "define: ⟦photosynthesis⟧, ⟦mitosis⟧, ⟦homeostasis⟧",
    cat="describe_each",
    note="terse define",
)
L(
    """tl;dr each of these emails pls

Email 1: ⟦Hi all, the office will be closed on Friday for maintenance. Please work from home and make sure your VPN is set up before Thursday evening.⟧

Email 2: ⟦Reminder that expense reports for Q3 are due by the 15th. Late submissions will be paid in the next cycle.⟧""",
    cat="summarise_each",
    note="Email N: labels not in the items",
)
L(
    "what time is it now in ⟦London⟧, ⟦New York⟧ and ⟦Sydney⟧",
    cat="same_question_entities",
    note="same question per city",
)
L(
    "how do you pronounce ⟦quinoa⟧, ⟦gnocchi⟧ and ⟦worcestershire⟧?",
    cat="same_question_entities",
    note="pronunciation per word",
)
L(
    "What's the plural of ⟦cactus⟧, ⟦mouse⟧, ⟦sheep⟧, ⟦octopus⟧?",
    cat="same_question_entities",
    note="plural per word",
)
L(
    "are ⟦grapes⟧, ⟦chocolate⟧ and ⟦onions⟧ safe for dogs?",
    cat="same_question_entities",
    note="yes/no per food",
)
F(
    """Extract the following from the contract below: ⟦Parties⟧; ⟦Effective Date⟧; ⟦Term⟧; ⟦Governing Law⟧

This Services Agreement is made on 1 February 2025 between Northgate Analytics Ltd and Pellham Foods plc. It runs for 24 months and is governed by the laws of Scotland.""",
    cat="fields_titlecase",
    note="Title Case, semicolons",
)
F(
    "Parse this address into ⟦street⟧, ⟦city⟧, ⟦postcode⟧, ⟦country⟧: 14 Rue des Lilas, 75011 Paris, France",
    cat="fields_prose",
    note="address parts",
)
F(
    'return {"⟦product⟧": string, "⟦quantity⟧": int, "⟦urgent⟧": bool} for this order message: "need 40 boxes of A4 paper asap pls"',
    cat="fields_json",
    note="JSON with types as values",
)
L(
    "write ⟦a riddle⟧, ⟦a tongue twister⟧ and ⟦a joke⟧ about penguins",
    cat="creative_multi",
    note="shared topic after the list",
)
L(
    "Could you please write ⟦an out-of-office message for Christmas⟧ and, separately, ⟦a short email wishing my clients happy holidays⟧?",
    cat="creative_multi",
    note="two pieces, and separately",
)


# ============================================================================ more English negatives
N(
    "Which of these is the odd one out: cat, dog, hamster, eagle?",
    cat="compare_choose",
    note="odd one out",
)
N(
    "I'm deciding between a Kindle and a Kobo. pros and cons?",
    cat="compare_choose",
    note="compare two",
)
N(
    "Group these words into nouns and verbs: run, table, eat, chair, sing, lamp",
    cat="rank_sort",
    note="grouping the list is one answer",
)
N(
    "merge these two lists and remove anything that appears in both: [1, 2, 3, 4] and [3, 4, 5, 6]",
    cat="dedupe",
    note="set operation on lists",
)
N(
    "write a cover letter for a barista job using these facts about me: 2 years at Costa, latte art certificate, available weekends",
    cat="one_text_from_points",
    note="one letter from listed facts",
)
N(
    "Write one song chorus that rhymes sun, fun, run and done",
    cat="one_text_from_points",
    note="one chorus with listed words",
)
N(
    "What's the tallest building in the world, and when was it finished?",
    cat="dependent_question",
    note="it refers to the answer",
)
N(
    "Who wrote 1984 and what other books did he write?",
    cat="dependent_question",
    note="he refers to the answer",
)
N(
    "what is a VPN, and do I actually need one?",
    cat="compound_single_topic",
    note="one topic, two facets",
)
N(
    "How do I reset my router? I already tried unplugging it, holding the button for 10 seconds and calling the ISP.",
    cat="list_as_context",
    note="what was tried, one question",
)
N(
    "My bank app shows three transactions I don't recognise: £4.99 Spotify, £12.00 Uber, £59.99 Amazon. What should I do?",
    cat="list_as_context",
    note="listed transactions, one question",
)
N(
    "Write a JavaScript function isValidPassword that checks: at least 8 characters, one number, one uppercase letter, one symbol.",
    cat="code_requirements",
    note="one function, inline rules",
)
N(
    "Summarise the plot of the whole Lord of the Rings trilogy in one paragraph",
    cat="one_summary",
    note="one summary of three books",
)
N(
    "lol ok. so yesterday i went to the market, bought some fish, then my car broke down. typical monday right?",
    cat="chitchat",
    note="story with a rhetorical question",
)
N(
    "what are the 3 primary colors?",
    cat="fixed_set",
    note="a fixed set",
)
N(
    "Give me a 20-minute yoga routine for beginners",
    cat="number_not_count",
    note="one routine, minutes",
)
N(
    "Which of these numbers is the largest: 3/7, 0.45, 4/9?",
    cat="compare_choose",
    note="largest of listed numbers",
)
N(
    "Please reply to this customer email in one message, answering all her points: 'Hi, where's my order? Also, can I change the colour? And do you ship to Ireland?'",
    cat="one_text_from_points",
    note="one reply covering quoted questions",
)


if __name__ == "__main__":
    main(ROWS, out=OUT, prefix="k", source=SOURCE)
