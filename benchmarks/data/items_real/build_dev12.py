"""Twelfth development set for the items finder (``dev12.jsonl``): a held-out set, scored once as
first written and never trained on.

    python3 benchmarks/data/items_real/build_dev12.py          # writes dev12.jsonl, with the checks
    python3 benchmarks/data/items_real/build_dev12.py --check  # the checks only

Every row is written here by hand (see DEV12.md), in one sitting, in the register of everyday chat
and support-bot requests that apply one instruction to several independent items: "give me N ...",
"rewrite this N ways" and "N more like these"; several questions about one passage, or several
independent questions in one message; the same question about several named things; translation
of several sentences or words, or of one text into several languages; fixing each of several
sentences; classifying or labelling each of several items; a title, summary or description for each
of several texts or products; entities, keywords or dates from each of several texts; fields to
extract from a text; several small creative tasks in one message. And the look-alike negatives that
must be answered whole: comparing, ranking or choosing among listed things; sorting, grouping,
deduplicating or counting a list; one text that must cover listed points; a question that builds on
an earlier one's answer; "what is X and how does it work"; one procedure; code with listed
requirements; math word problems; one summary of several texts; one recommendation under listed
constraints; fixed sets to explain; numbers that are not counts; a list given as context for one
question; binomials ("pros and cons"); small talk.

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

OUT = HERE / "dev12.jsonl"
SOURCE = "written for development (dev12, held out)"
ROWS = Rows()
L, F, C, N = ROWS.L, ROWS.F, ROWS.C, ROWS.N


# ============================================================================ count: repeated generation
C(
    "hey can u give me 10 name ideas for my sisters bakery, she wants something cute but not cheesy, no puns with 'dough' pls",
    10,
    cat="count_generation",
    note="digits, requirements after the count",
)
C(
    "I need twelve instagram captions for a hiking photo dump. short, lowercase, a few with emojis",
    12,
    cat="count_generation",
    note="number word",
)
C(
    "write 5 different opening lines for a cover letter, junior data analyst role at a logistics company called Brenmoor Freight",
    5,
    cat="count_generation",
    note="digits, context after",
)
C(
    "Give me three more like these: 'The early bird gets the worm, but the second mouse gets the cheese.' 'I'm not lazy, I'm on energy-saving mode.'",
    3,
    cat="count_more_like",
    note="N more like these, two examples quoted",
)
C(
    "rewrite this sentence 4 ways, a bit more formal each time: we cant make it to the meeting tmrw sorry",
    4,
    cat="count_rewrite",
    note="rewrite N ways",
)
C(
    "pls generate 20 multiple choice questions on the french revolution for year 9, 4 options each, mark the right answer",
    20,
    cat="count_generation",
    note="per-item 4 options is not the count",
)
C(
    "Can you come up with a dozen team names for our office trivia night? we're the accounting dept lol",
    12,
    cat="count_generation",
    note="dozen",
)
C(
    "good morning! could you suggest 6 dinner ideas that use chickpeas, each under 30 minutes, my kids are picky",
    6,
    cat="count_generation",
    note="under 30 minutes is per item",
)
C("list 15 verbs that start with 're' for my ESL class", 15, cat="count_generation", note="list N")
C(
    "I'm naming a cat. orange boy, very chaotic, knocks everything off tables. give me like 8 options",
    8,
    cat="count_generation",
    note="'like 8' hedge, description first",
)
C(
    "Write two alternative subject lines for this email: 'Your Lumafit subscription renews on 3 June'",
    2,
    cat="count_rewrite",
    note="two alternatives, date not a count",
)
C(
    "brainstorm 7 blog post titles about saving money on groceries as a student. catchy but not clickbait",
    7,
    cat="count_generation",
    note="brainstorm N",
)
C(
    "Generate 25 fake but realistic customer names with emails for testing our CRM (use example.com)",
    25,
    cat="count_generation",
    note="test data",
)
C(
    "give me 3 versions of this tweet, one funny one serious one neutral: 'our app now supports dark mode'",
    3,
    cat="count_rewrite",
    note="N versions with a role each",
)
C(
    "hii can you write 4 short bedtime stories for a 5 year old, about 150 words each, animals pls",
    4,
    cat="count_generation",
    note="age and word count are not counts",
)
C(
    "Paraphrase the following in five different ways: 'Customer satisfaction is our top priority.'",
    5,
    cat="count_rewrite",
    note="paraphrase N ways",
)
C(
    "need ten interview questions for hiring a barista. mix of situational and personality ones",
    10,
    cat="count_generation",
    note="number word, mix requirement",
)
C(
    "can you think of 30 icebreaker questions for a remote team meeting? keep them work safe",
    30,
    cat="count_generation",
    note="30 questions to generate",
)
C(
    "5 more slogans in the same style as 'Freshness you can taste' and 'Baked today, loved always' please",
    5,
    cat="count_more_like",
    note="N more in the style of two examples",
)
C(
    "Make me a list of 9 fun facts about octopuses that a 10 year old would like",
    9,
    cat="count_generation",
    note="age is not a count",
)
C(
    "write one hundred random usernames for a gaming forum, no real names, no numbers at the end",
    100,
    cat="count_generation",
    note="one hundred in words",
)
C(
    "I'd like six riddles with answers for a birthday party scavenger hunt in the garden",
    6,
    cat="count_generation",
    note="number word",
)
C(
    "dame 10 nombres para una tienda de plantas, que suenen modernos y fáciles de recordar",
    10,
    lang="es",
    cat="count_generation",
    note="Spanish, digits",
)
C(
    "Kannst du mir fünf Ideen für ein Geburtstagsgeschenk für meinen Vater geben? Er mag Angeln und Kochen.",
    5,
    lang="de",
    cat="count_generation",
    note="German number word, hobbies are context",
)
C(
    "donne-moi 8 idées de sorties pour un week-end pluvieux à Lyon stp",
    8,
    lang="fr",
    cat="count_generation",
    note="French",
)
C(
    "me dá 5 frases motivacionais curtas pra postar no status",
    5,
    lang="pt",
    cat="count_generation",
    note="Portuguese, informal",
)
C(
    "猫の名前を10個考えてください。和風の名前がいいです。",
    10,
    lang="ja",
    cat="count_generation",
    note="Japanese counter 個",
)
C("帮我想五个关于咖啡店的广告语，要简短一点", 5, lang="zh", cat="count_generation", note="Chinese number word")
C("придумай 7 названий для канала про путешествия", 7, lang="ru", cat="count_generation", note="Russian")
C(
    "scrivimi 3 versioni diverse di questa frase: 'il ristorante è chiuso per ferie fino al 20 agosto'",
    3,
    lang="it",
    cat="count_rewrite",
    note="Italian, date not a count",
)
C(
    "bana 6 tane kısa doğum günü mesajı yaz, en yakın arkadaşım için",
    6,
    lang="tr",
    cat="count_generation",
    note="Turkish 'tane'",
)
C(
    "블로그 제목 아이디어 8개만 추천해줘. 주제는 자취 요리야",
    8,
    lang="ko",
    cat="count_generation",
    note="Korean counter 개",
)
C(
    "yaar mujhe 10 funny captions de do dosto ke saath trip wali photo ke liye",
    10,
    lang="hi",
    cat="count_generation",
    note="Hinglish",
)
C("اكتب لي 5 أفكار لمنشورات انستغرام لمطعم شاورما", 5, lang="ar", cat="count_generation", note="Arabic, digits")

# ============================================================================ list: questions about one passage
L(
    "Read the text and answer the questions below.\n\n"
    "The village of Orlenby sits on the east bank of the river Tave. In 1842 a flood destroyed the old mill, and two years later the council paid for a stone bridge. About 3,400 people live there today, and the apple fair every October brings in visitors from the whole valley.\n\n"
    "1. ⟦When was the stone bridge built?⟧\n2. ⟦What destroyed the old mill?⟧\n3. ⟦How many people live in Orlenby now?⟧",
    cat="passage_questions",
    note="passage first, numbered questions",
)
L(
    "hi, can you answer these from the email below\nQ1: ⟦who is the meeting with?⟧\nQ2: ⟦what time does it start?⟧\nQ3: ⟦do i need to bring anything?⟧\n\n"
    "email:\nHi Dana, just confirming Thursday with Marcus Feld from Tirelli Packaging at 2:30pm in room B4. Please bring the signed NDA and the Q3 samples. Thanks, Ruth",
    cat="passage_questions",
    note="questions first with Q labels, passage after",
)
L(
    'here is a paragraph from my textbook:\n"Mitochondria produce most of the cell\'s ATP through cellular respiration. They have their own DNA, which in most animals is inherited from the mother. Cells that need a lot of energy, such as muscle cells, contain many mitochondria."\n\n'
    "⟦what do mitochondria produce⟧\n⟦where does mitochondrial dna come from⟧\n⟦why do muscle cells have lots of them⟧\nthanks!!",
    cat="passage_questions",
    note="unnumbered lowercase questions without question marks",
)
L(
    "This is the returns policy: 'Items can be returned within 30 days with a receipt. Sale items are final. Refunds go back to the original payment method within 5-7 business days.' ⟦Can I return a sale item?⟧ ⟦How long do refunds take?⟧ ⟦Do I need the receipt?⟧",
    cat="passage_questions",
    note="inline questions after a quoted policy",
)
L(
    "Story: Mina found a small brass key under the floorboards of her grandmother's kitchen. It did not fit any door in the house. That night she noticed a locked drawer in the old sewing table.\n\n"
    "a) ⟦Where did Mina find the key?⟧\nb) ⟦Why was the key strange?⟧\nc) ⟦What do you think the key opens?⟧",
    cat="passage_questions",
    note="lettered questions after a story",
)
L(
    'Lee el texto y responde:\n"La empresa Solvera abrió su primera tienda en Valencia en 2009. Hoy tiene 42 tiendas en España y Portugal y emplea a unas 900 personas."\n'
    "1) ⟦¿En qué año abrió la primera tienda?⟧\n2) ⟦¿En qué países está presente?⟧\n3) ⟦¿Cuántas personas trabajan en la empresa?⟧",
    lang="es",
    cat="passage_questions",
    note="Spanish, inverted question marks kept",
)
L(
    "Text: Die Bäckerei Hollmann in Kassel backt seit 1978 nach denselben Rezepten. Jeden Samstag gibt es Zwiebelkuchen, und im Dezember verkauft sie über 2000 Stollen.\n"
    "Fragen:\n- ⟦Seit wann gibt es die Bäckerei?⟧\n- ⟦Was gibt es jeden Samstag?⟧\n- ⟦Wie viele Stollen werden im Dezember verkauft?⟧",
    lang="de",
    cat="passage_questions",
    note="German, bulleted questions",
)

# ============================================================================ list: several independent questions
L(
    "quick cooking qs: ⟦how long do i boil an egg for a runny yolk?⟧ ⟦can you freeze cooked rice?⟧ and ⟦is it safe to eat potatoes that have sprouted?⟧",
    cat="multi_questions",
    note="inline, leading 'and' left out",
)
L(
    "Hello, I have a few questions about my account.\n1. ⟦How do I change my billing address?⟧\n2. ⟦Can I pause my subscription for a month?⟧\n3. ⟦Why was I charged twice in March?⟧\nThank you, Priya",
    cat="multi_questions",
    note="support, greeting and sign-off not items",
)
L(
    "studying for my bio exam, can u explain ⟦what is osmosis?⟧ also ⟦what's the difference between mitosis and meiosis?⟧ and ⟦why are enzymes sensitive to temperature?⟧",
    cat="multi_questions",
    note="'also'/'and' connectors, one item with an inner 'and'",
)
L(
    "going to lisbon next month!! few things:\n- ⟦do i need cash or are cards fine everywhere?⟧\n- ⟦is the 28 tram worth it?⟧\n- ⟦what's a good day trip from the city?⟧",
    cat="multi_questions",
    note="travel, bullets, tram number not a count",
)
L(
    "couple of money questions: ⟦what's the difference between a roth ira and a traditional ira?⟧; ⟦how much should an emergency fund be?⟧; ⟦is it bad to close an old credit card?⟧",
    cat="multi_questions",
    note="semicolons",
)
L(
    "Q: ⟦Is it normal to feel dizzy after giving blood?⟧\nQ: ⟦How long should I wait before exercising after?⟧\nQ: ⟦Can I drink coffee the same day?⟧",
    cat="multi_questions",
    note="health, repeated Q: labels",
)
L(
    "trivia night prep, answer these pls\n⟦who painted the girl with a pearl earring⟧\n⟦what's the smallest country in the world⟧\n⟦how many hearts does an octopus have⟧\n⟦which planet has the most moons⟧",
    cat="multi_questions",
    note="trivia lines without question marks",
)
L(
    "hi team, order #55812 here. ⟦when will it ship?⟧ ⟦can i still add an item?⟧ and ⟦is gift wrap available?⟧",
    cat="multi_questions",
    note="support, order number not a count",
)
L(
    "1) ⟦What caused the fall of the Western Roman Empire?⟧ 2) ⟦Who was Charlemagne?⟧ 3) ⟦What was the Magna Carta?⟧",
    cat="multi_questions",
    note="inline numbered history questions",
)
L(
    "answer each: ⟦what is 15% of 80?⟧ | ⟦what's the square root of 144?⟧ | ⟦how many miles is 5 km?⟧",
    cat="multi_questions",
    note="pipes between small math questions",
)
L(
    "My laptop has two problems and also a question. ⟦Why does the fan get so loud when I open Chrome?⟧ ⟦Why does the battery drop 20% overnight when it's closed?⟧ And ⟦is it worth upgrading to 16GB RAM?⟧",
    cat="multi_questions",
    note="tech support, capital 'And' left out",
)
L(
    "hola, tengo unas dudas: ⟦¿cuánto tarda el envío a Canarias?⟧ ⟦¿puedo pagar con Bizum?⟧ ⟦¿hacéis factura para empresas?⟧ gracias",
    lang="es",
    cat="multi_questions",
    note="Spanish support",
)
L(
    "bhai 3 sawal ka jawab do: ⟦photosynthesis kya hota hai?⟧ ⟦newton ka teesra niyam kya hai?⟧ ⟦pH scale kya measure karta hai?⟧",
    lang="hi",
    cat="multi_questions",
    note="Hinglish study questions",
)
L(
    "ответь на вопросы:\n1. ⟦Сколько планет в Солнечной системе?⟧\n2. ⟦Какая самая длинная река в мире?⟧\n3. ⟦Кто написал «Войну и мир»?⟧",
    lang="ru",
    cat="multi_questions",
    note="Russian trivia",
)
L(
    "質問が3つあります。⟦東京から大阪まで新幹線で何時間かかりますか？⟧⟦JRパスは外国人しか使えませんか？⟧⟦駅でスーツケースを預けられますか？⟧",
    lang="ja",
    cat="multi_questions",
    note="Japanese, no spaces between questions",
)
L(
    "oi! duas dúvidas: ⟦posso trocar o tamanho depois de comprar?⟧ e ⟦o frete é grátis acima de quanto?⟧",
    lang="pt",
    cat="multi_questions",
    note="Portuguese, connector 'e' left out",
)
L(
    "질문 있어요\n- ⟦환불은 며칠 걸려요?⟧\n- ⟦주소 변경 가능해요?⟧\n- ⟦쿠폰은 중복 사용 되나요?⟧",
    lang="ko",
    cat="multi_questions",
    note="Korean support bullets",
)
L(
    "merhaba, ⟦kargo ne zaman gelir?⟧ ⟦iade süresi kaç gün?⟧ ⟦kapıda ödeme var mı?⟧ teşekkürler",
    lang="tr",
    cat="multi_questions",
    note="Turkish support",
)
L(
    "عندي سؤالين: ⟦كم مدة التوصيل؟⟧ و⟦هل يمكن الدفع عند الاستلام؟⟧",
    lang="ar",
    cat="multi_questions",
    note="Arabic, attached و left out",
)

# ============================================================================ list: the same question about several things
L(
    "what's the population of ⟦lagos⟧, ⟦nairobi⟧ and ⟦accra⟧?",
    cat="same_question_entities",
    note="lowercase names, final ? not in the last name",
)
L(
    "Can you tell me the main ingredients in ⟦pad thai⟧, ⟦pho⟧, ⟦bibimbap⟧ and ⟦laksa⟧",
    cat="same_question_entities",
    note="names after a preposition, no punctuation",
)
L(
    "what year did these come out: ⟦the matrix⟧ / ⟦gladiator⟧ / ⟦inception⟧",
    cat="same_question_entities",
    note="slashes",
)
L(
    "give a one line bio for each of these (they're characters in my novel, just invent): ⟦Hollis Verne⟧, ⟦Agathe Moreau⟧, ⟦Tomasz Wieck⟧",
    cat="per_item_generation",
    note="one bio per invented name",
)
L(
    "how do you pronounce ⟦quinoa⟧, ⟦gnocchi⟧ and ⟦worcestershire⟧ lol",
    cat="same_question_entities",
    note="trailing 'lol'",
)
L(
    "What is the boiling point of ⟦water⟧, ⟦ethanol⟧ and ⟦acetone⟧ at sea level?",
    cat="same_question_entities",
    note="names mid-sentence, condition after",
)
L(
    "explain like i'm 5 what ⟦inflation⟧, ⟦interest rates⟧ and ⟦bonds⟧ are",
    cat="same_question_entities",
    note="ELI5 over three terms",
)
L(
    "for each of these dog breeds tell me if they're good with kids: ⟦border collie⟧, ⟦shiba inu⟧, ⟦basset hound⟧, ⟦dalmatian⟧",
    cat="same_question_entities",
    note="for each, list after colon",
)
L(
    "what time zone is ⟦Perth⟧ in? and ⟦Denver⟧? and ⟦Reykjavik⟧?",
    cat="same_question_entities",
    note="elliptical follow-ups",
)
L(
    "what's the shelf life of ⟦opened soy sauce⟧, ⟦maple syrup⟧ and ⟦tahini⟧ in the fridge?",
    cat="same_question_entities",
    note="condition after the last name",
)
L(
    "c'est quoi la population de ⟦Lyon⟧, ⟦Marseille⟧ et ⟦Toulouse⟧ ?",
    lang="fr",
    cat="same_question_entities",
    note="French, spaced question mark",
)
L("ما هي عاصمة ⟦كندا⟧ و⟦أستراليا⟧ و⟦البرازيل⟧؟", lang="ar", cat="same_question_entities", note="Arabic, attached و")
L(
    "Wie lange braucht man mit dem Zug von Berlin nach ⟦Hamburg⟧, ⟦München⟧ und ⟦Köln⟧?",
    lang="de",
    cat="same_question_entities",
    note="German, names after 'nach'",
)
L(
    "write a birthday message for each of my coworkers: ⟦Sam⟧ (loves hiking), ⟦Ines⟧ (just had a baby), ⟦Rob⟧ (retiring in june)",
    cat="per_item_generation",
    note="parenthetical context not part of the name",
)
L(
    "explain each of these idioms to my exchange student: ⟦break a leg⟧, ⟦spill the beans⟧, ⟦under the weather⟧",
    cat="define_terms",
    note="idioms",
)
L(
    "define these terms for my econ quiz: ⟦opportunity cost⟧; ⟦marginal utility⟧; ⟦price elasticity⟧",
    cat="define_terms",
    note="semicolons",
)
L(
    "spiegami questi termini di economia: ⟦spread⟧, ⟦BTP⟧ e ⟦inflazione⟧",
    lang="it",
    cat="define_terms",
    note="Italian, 'e' connector",
)

# ============================================================================ list: translation
L(
    "translate to spanish pls:\n⟦Where is the nearest pharmacy?⟧\n⟦I'm allergic to peanuts.⟧\n⟦Can we get the bill?⟧",
    cat="translate_sentences",
    note="sentences on lines, punctuation kept",
)
L(
    "Can you translate 'We're closed on Mondays, see you Tuesday!' into ⟦French⟧, ⟦Italian⟧, ⟦Portuguese⟧ and ⟦Dutch⟧?",
    cat="translate_languages",
    note="one text, the languages are the items",
)
L(
    "how do you say ⟦thank you⟧, ⟦excuse me⟧ and ⟦how much is this⟧ in japanese",
    cat="translate_words",
    note="phrases inline",
)
L(
    "translate these words into german: ⟦kitchen⟧, ⟦spoon⟧, ⟦oven⟧, ⟦fridge⟧, ⟦sink⟧",
    cat="translate_words",
    note="word list",
)
L(
    "I need our welcome message in a few languages for the hotel tablets: 'Welcome to the Marlowe Inn. Breakfast is served from 7 to 10.' → ⟦spanish⟧ / ⟦german⟧ / ⟦japanese⟧ / ⟦korean⟧",
    cat="translate_languages",
    note="languages after an arrow, times not counts",
)
L(
    "Translate each line to English:\n1. ⟦Je voudrais réserver une table pour deux.⟧\n2. ⟦Le musée ferme à dix-huit heures.⟧\n3. ⟦Il n'y a plus de pain.⟧",
    cat="translate_sentences",
    note="English instruction, French sentences",
)
L(
    "¿me traduces al inglés estas frases? ⟦Mañana no trabajo.⟧ ⟦El tren sale a las ocho.⟧ ⟦Me duele la cabeza.⟧",
    lang="es",
    cat="translate_sentences",
    note="Spanish, inline sentences",
)
L(
    "Übersetze bitte ins Englische: ⟦Wo ist der Bahnhof?⟧ / ⟦Ich hätte gern die Rechnung.⟧ / ⟦Wir sind zu zweit.⟧",
    lang="de",
    cat="translate_sentences",
    note="German, slashes",
)
L(
    "把下面这几句话翻译成英文：\n⟦我明天要去北京出差。⟧\n⟦这家餐厅的菜很好吃。⟧\n⟦请问洗手间在哪里？⟧",
    lang="zh",
    cat="translate_sentences",
    note="Chinese, full-width punctuation kept",
)
L(
    "mi traduci questa frase in ⟦inglese⟧, ⟦spagnolo⟧ e ⟦tedesco⟧? 'siamo aperti tutti i giorni dalle 9 alle 19'",
    lang="it",
    cat="translate_languages",
    note="Italian, languages before the text",
)
L(
    "다음 문장들을 영어로 번역해줘: ⟦오늘 날씨 좋다.⟧ / ⟦배고파 죽겠어.⟧ / ⟦내일 봐!⟧",
    lang="ko",
    cat="translate_sentences",
    note="Korean, slashes",
)
L(
    'translate to french for our app: ["⟦Add to cart⟧", "⟦Checkout⟧", "⟦Your order has shipped⟧", "⟦Forgot password?⟧"]',
    cat="translate_words",
    note="JSON list of UI strings, quotes left out",
)

# ============================================================================ list: fix each sentence
L(
    "can you fix the grammar in these sentences\n- ⟦me and him goes to the gym every day.⟧\n- ⟦their going to be late again.⟧\n- ⟦she dont like coffee.⟧",
    cat="fix_sentences",
    note="bulleted, final periods kept",
)
L(
    "Correct the spelling: ⟦recieve⟧, ⟦definately⟧, ⟦seperate⟧, ⟦occured⟧",
    cat="fix_sentences",
    note="misspelled words inline",
)
L(
    "pls proofread each of these sentences from my essay separately:\n1. ⟦The results was suprising to everyone involved.⟧\n2. ⟦Despite of the rain, the match continued.⟧\n3. ⟦Each of the students have a laptop.⟧",
    cat="fix_sentences",
    note="numbered, 'separately'",
)
L(
    "corrige ces phrases stp : ⟦je suis aller au marché hier.⟧ ⟦elle a manger une pomme.⟧ ⟦nous avons prit le bus.⟧",
    lang="fr",
    cat="fix_sentences",
    note="French inline sentences",
)
L(
    "次の文の誤りを直してください。\n・⟦私は昨日学校に行きます。⟧\n・⟦彼は日本語を話すことができますです。⟧\n・⟦この本はとても面白いでした。⟧",
    lang="ja",
    cat="fix_sentences",
    note="Japanese, ・ bullets",
)
L(
    "make each of these sound more professional: '⟦hey u free tmrw?⟧' / '⟦send me the file asap⟧' / '⟦this is wrong, fix it⟧'",
    cat="fix_sentences",
    note="quoted messages, quotes left out",
)

# ============================================================================ list: classify each item
L(
    "classify the sentiment (positive/negative/neutral): ⟦love the new update⟧, ⟦app keeps crashing after login⟧, ⟦it's fine i guess⟧",
    cat="classify_items",
    note="labels in brackets are not items",
)
L(
    "label each ticket as billing, technical or account:\nTicket 1: ⟦I can't reset my password, the link expired.⟧\nTicket 2: ⟦Why is there a $4.99 charge I don't recognize?⟧\nTicket 3: ⟦The export to PDF button does nothing.⟧",
    cat="classify_items",
    note="labelled tickets, label names not items",
)
L(
    'reviews = ["⟦Battery lasts forever⟧", "⟦Screen scratched in a week⟧", "⟦Does the job⟧", "⟦Customer service ignored me⟧"]\nfor each one tell me if it\'s positive or negative',
    cat="classify_items",
    note="Python list before the instruction",
)
L(
    "| review | sentiment |\n|---|---|\n| ⟦the pasta was cold⟧ | |\n| ⟦best tiramisu in town⟧ | |\n| ⟦waiter was rude but food ok⟧ | |\nfill in the sentiment column pls",
    cat="classify_items",
    note="markdown table, empty column to fill",
)
L(
    "Is each of these a fruit or a vegetable? ⟦tomato⟧; ⟦cucumber⟧; ⟦rhubarb⟧; ⟦avocado⟧",
    cat="classify_items",
    note="semicolons after the question",
)
L(
    'tag these emails as spam or not spam\nEmail 1: "⟦Congratulations!! You\'ve won a $500 gift card, click here⟧"\nEmail 2: "⟦Hi, attaching the minutes from Tuesday\'s meeting.⟧"\nEmail 3: "⟦Your account will be suspended unless you verify now⟧"',
    cat="classify_items",
    note="labelled and quoted emails",
)
L(
    "classifica o sentimento de cada comentário:\n- ⟦adorei, chegou rápido⟧\n- ⟦produto veio quebrado, péssimo⟧\n- ⟦ok, nada de especial⟧",
    lang="pt",
    cat="classify_items",
    note="Portuguese bullets",
)
L(
    "分别给这三条评论打情感标签：\nA：⟦物流太慢了，等了一个星期。⟧\nB：⟦质量很好，下次还买。⟧\nC：⟦一般般吧。⟧",
    lang="zh",
    cat="classify_items",
    note="Chinese, lettered labels with full-width colon",
)
L(
    "here's a csv, add a category (electronics/home/clothing) for each row:\nsku,name\n⟦A101,wireless earbuds⟧\n⟦A102,linen duvet cover⟧\n⟦A103,wool beanie⟧",
    cat="classify_items",
    note="CSV rows are the items, header is not",
)
L(
    "which part of speech is each word: ⟦quickly⟧, ⟦happiness⟧, ⟦run⟧, ⟦beneath⟧",
    cat="classify_items",
    note="single words",
)
L(
    "For each statement, say if it's a fact or an opinion:\n(a) ⟦Paris is the capital of France.⟧\n(b) ⟦Pineapple on pizza is gross.⟧\n(c) ⟦Water boils at 100°C at sea level.⟧",
    cat="classify_items",
    note="(a) (b) (c) markers",
)
L(
    "Ordne jedem Satz eine Stimmung zu (positiv/negativ):\n1. ⟦Das Hotel war sauber und ruhig.⟧\n2. ⟦Der Check-in hat ewig gedauert.⟧\n3. ⟦Frühstück war okay.⟧",
    lang="de",
    cat="classify_items",
    note="German numbered",
)
L(
    "определи тональность каждого отзыва: «⟦доставка быстрая, всё понравилось⟧», «⟦товар не соответствует описанию⟧», «⟦нормально⟧»",
    lang="ru",
    cat="classify_items",
    note="Russian, guillemets left out",
)
L(
    '{"utterances": ["⟦book a table for 2 at 7⟧", "⟦cancel my reservation⟧", "⟦do you have vegan options⟧"]} classify the intent of each utterance',
    cat="classify_items",
    note="JSON list first, numbers inside items",
)

# ============================================================================ list: a title, summary or description for each
L(
    "write a short product description for each: ⟦bamboo cutting board⟧, ⟦ceramic pour-over coffee dripper⟧, ⟦merino wool hiking socks⟧",
    cat="describe_items",
    note="products inline",
)
L(
    "Give each of these paragraphs a title.\n\n"
    "Paragraph 1: ⟦The town library will extend its opening hours from next week, staying open until 9pm on weekdays.⟧\n\n"
    "Paragraph 2: ⟦Local volunteers planted 400 trees along the Brisk Lane cycle path on Saturday.⟧\n\n"
    "Paragraph 3: ⟦The Fernhill bakery has won a regional award for its rye sourdough.⟧",
    cat="title_summary_each",
    note="labelled paragraphs, labels left out",
)
L(
    "summarise each of these reviews in 5 words or less:\n"
    "- ⟦Ordered the large size, fits perfectly and the fabric feels premium. Delivery took a bit long though.⟧\n"
    "- ⟦Colour looks nothing like the photo. Returned it.⟧\n"
    "- ⟦Third one I've bought, still my favourite hoodie.⟧",
    cat="title_summary_each",
    note="'5 words' is per item, multi-sentence items",
)
L(
    "şu ürünler için kısa açıklama yazar mısın: ⟦bambu diş fırçası⟧, ⟦cam saklama kabı⟧, ⟦keten masa örtüsü⟧",
    lang="tr",
    cat="describe_items",
    note="Turkish products",
)
L(
    "need alt text for these images\nimg1 - ⟦golden retriever puppy sleeping on a red blanket⟧\nimg2 - ⟦two people sharing a pizza at an outdoor table⟧\nimg3 - ⟦empty train platform at night with rain⟧",
    cat="describe_items",
    note="img labels left out",
)
L(
    "write a catchy headline for each of these news blurbs: 1) ⟦City council approves new bike lanes on Harbor Street⟧ 2) ⟦Local teen builds robot that sorts recycling⟧ 3) ⟦Heatwave expected to last through the weekend⟧",
    cat="title_summary_each",
    note="inline numbered blurbs",
)
L(
    "write a one-line description for every row:\nname,colour,price\n⟦Nordvik mug,sage green,14.99⟧\n⟦Tallis throw,oatmeal,39.00⟧\n⟦Brae candle,amber,22.50⟧",
    cat="describe_items",
    note="CSV rows with header",
)

# ============================================================================ list: entities, keywords, dates from each text
L(
    "extract the people and places from each sentence:\n1. ⟦Lena Ortiz flew from Quito to Madrid on Friday.⟧\n2. ⟦Omar and Bea met at the Halvard Museum in Oslo.⟧\n3. ⟦The mayor of Pellston, Jim Raab, resigned.⟧",
    cat="extract_each",
    note="entities per sentence",
)
L(
    "give me 3 keywords for each of these article titles: ⟦How to Grow Tomatoes on a Balcony⟧ | ⟦Why Sleep Matters for Teenagers⟧ | ⟦A Beginner's Guide to Index Funds⟧",
    cat="extract_each",
    note="per-item 3 keywords, pipes",
)
L(
    "pull out the dates from each of these messages\nmsg A: ⟦dentist moved to the 14th of may at 10⟧\nmsg B: ⟦rent due 1 june, late fee after the 5th⟧\nmsg C: ⟦flight leaves 2025-08-21 06:40⟧",
    cat="extract_each",
    note="dates per message, msg labels left out",
)
L(
    "find the company names in each line:\n⟦Kestrel Labs partnered with Orbis Health last week.⟧\n⟦Shares of Draymont fell 4% after the report.⟧\n⟦Vantro and Pelico announced a merger.⟧",
    cat="extract_each",
    note="invented companies, lines",
)

# ============================================================================ fields: to extract from a text
F(
    "From the email below, extract: ⟦Customer Name⟧, ⟦Order Number⟧, ⟦Issue⟧, ⟦Requested Action⟧\n\n"
    "Hi, this is Greta Sandoval, order 77-1092. The blender arrived with a cracked jug. I'd like a replacement, not a refund. Thanks",
    cat="fields_titlecase",
    note="Title Case fields before the email",
)
F(
    "pull these out of the invoice text as json: ⟦invoice_number⟧ (string), ⟦issue_date⟧ (date), ⟦total_amount⟧ (float), ⟦vendor_name⟧ (string)\n\n"
    "INVOICE #INV-3381 issued 02/04/2024 by Halberd Office Supplies. Total due: $1,284.60",
    cat="fields_snake",
    note="snake_case with types in brackets",
)
F(
    'fill this json from the resume text:\n{"⟦full_name⟧": "", "⟦email⟧": "", "⟦years_experience⟧": 0, "⟦skills⟧": []}\n\n'
    "resume: Tomas Reyl, tomas.reyl@example.com, 6 years backend dev, Go, Postgres, Kubernetes",
    cat="fields_json",
    note="JSON skeleton, keys without quotes",
)
F(
    "can you get the ⟦name⟧, ⟦phone number⟧ and ⟦pickup address⟧ from this message: 'hey its Jordan, 555-0148, pick me up at 12 Alder Row pls'",
    cat="fields_prose",
    note="prose list, article left out",
)
F(
    "Extract the following fields:\n- ⟦Patient Name⟧\n- ⟦Date of Visit⟧\n- ⟦Diagnosis⟧\n- ⟦Prescribed Medication⟧\n\n"
    "Note: Patient Ana Kowal seen on 3 March for acute sinusitis, prescribed amoxicillin 500mg.",
    cat="fields_titlecase",
    note="bulleted Title Case",
)
F(
    "from this job posting I need the ⟦job title⟧, the ⟦location⟧, the ⟦salary range⟧ and the ⟦application deadline⟧: 'Senior UX Designer, Rotterdam (hybrid). €58k-€70k. Apply by 30 September.'",
    cat="fields_prose",
    note="repeated 'the' left out",
)
F(
    "Bitte extrahiere aus der folgenden Rechnung ⟦Rechnungsnummer⟧, ⟦Datum⟧, ⟦Gesamtbetrag⟧ und ⟦Lieferant⟧:\n"
    "Rechnung Nr. 2024-118 vom 12.05.2024, Lieferant: Brandt & Söhne GmbH, Gesamt: 845,20 €",
    lang="de",
    cat="fields_prose",
    note="German invoice fields",
)
F(
    "extrais de ce texte : ⟦nom⟧, ⟦date de naissance⟧, ⟦ville⟧\n« Je m'appelle Claire Dumas, née le 4 avril 1991, j'habite à Nantes. »",
    lang="fr",
    cat="fields_prose",
    note="French fields",
)
F(
    "sácame estos datos del mensaje: ⟦nombre⟧, ⟦fecha de llegada⟧, ⟦número de huéspedes⟧\n'Hola, soy Marta Gil, llegamos el 12 de julio, somos 3 personas'",
    lang="es",
    cat="fields_prose",
    note="Spanish booking fields",
)
F(
    "parse this shipping label into these keys\n* ⟦recipient⟧\n* ⟦street⟧\n* ⟦city⟧\n* ⟦postcode⟧\n* ⟦tracking_id⟧\n\n"
    "label: TO: B. Okafor, 48 Quarry Lane, Dunmere DN4 7QP  TRK 9X22-ALP-0031",
    cat="fields_snake",
    note="star bullets, no types",
)
F(
    "从下面这段话中提取：⟦姓名⟧、⟦电话⟧、⟦地址⟧。\n我叫王小雨，电话13800001234，住在杭州市西湖区文三路88号。",
    lang="zh",
    cat="fields_prose",
    note="Chinese, 、 separators",
)
F(
    "以下の文章から「⟦会社名⟧」「⟦担当者⟧」「⟦納期⟧」を抜き出してください。\n株式会社ミドリ工房の佐藤です。納期は6月15日でお願いします。",
    lang="ja",
    cat="fields_prose",
    note="Japanese, 「」 quotes left out",
)
F(
    "what's the ⟦Start Date⟧, ⟦End Date⟧, ⟦Monthly Rent⟧ and ⟦Deposit⟧ in this lease excerpt? 'The tenancy begins 1 October 2024 and ends 30 September 2025. Rent is £1,150 per month; a deposit of £1,327 is payable on signing.'",
    cat="fields_titlecase",
    note="fields inside a question",
)
F(
    "extraia ⟦nome do cliente⟧, ⟦produto⟧ e ⟦valor⟧ deste pedido: 'Cliente: Rafael Lima — Produto: cadeira ergonômica — Valor: R$ 890,00'",
    lang="pt",
    cat="fields_prose",
    note="Portuguese",
)
F(
    "Form fill: ⟦First name⟧: ___ ⟦Last name⟧: ___ ⟦Date of birth⟧: ___ using this: 'I'm Noor Haddad, born 19/11/1988'",
    cat="fields_form",
    note="blanks to fill, colons left out",
)
F(
    "вытащи из текста: ⟦ФИО⟧, ⟦дата рождения⟧, ⟦город⟧. Текст: Иванова Мария Петровна, 12.03.1990, Казань.",
    lang="ru",
    cat="fields_prose",
    note="Russian fields",
)

# ============================================================================ list: several small creative tasks
L(
    "can you do a few things for me:\n1. ⟦write a haiku about autumn rain⟧\n2. ⟦make up a limerick about a cat who hates mondays⟧\n3. ⟦give me a two-line toast for my brother's wedding⟧",
    cat="creative_multi",
    note="numbered different tasks",
)
L(
    "I need ⟦a slogan for a dog grooming van⟧, ⟦a tagline for a vegan bakery⟧ and ⟦a motto for a chess club⟧",
    cat="creative_multi",
    note="inline noun phrases",
)
L(
    "for my class party i need:\n- ⟦short poem about the sea⟧\n- ⟦a riddle whose answer is 'shadow'⟧\n- ⟦a fortune cookie message⟧\nthanks in advance!!",
    cat="creative_multi",
    note="bullets, sign-off not an item",
)
L(
    "hazme ⟦un acróstico con el nombre LUNA⟧, ⟦un chiste sobre matemáticas⟧ y ⟦una frase para una tarjeta de jubilación⟧",
    lang="es",
    cat="creative_multi",
    note="Spanish, 'y' connector",
)
L(
    "two quick ones: ⟦write a tweet announcing our summer sale⟧, and ⟦write a 1-sentence apology for a late delivery⟧",
    cat="creative_multi",
    note="'1-sentence' is per item",
)

# ============================================================================ none: compare, choose, rank
N(
    "which is better for a total beginner, python, javascript or go? i want to make small games eventually",
    cat="compare_choose",
    note="choose one of three",
)
N(
    "rank these in order of healthiest: oatmeal, granola, cornflakes, greek yogurt with honey",
    cat="compare_choose",
    note="one ranking",
)
N(
    "Should I pick the Veyra X2, the Coltan S or the Brightline Pro for video editing? budget around 1200",
    cat="compare_choose",
    note="choose among invented products",
)
N("whats the difference between baking soda and baking powder", cat="compare_choose", note="one comparison")
N(
    "¿qué me conviene más, alquilar o comprar un piso en Zaragoza si gano 2.100 € al mes?",
    lang="es",
    cat="compare_choose",
    note="Spanish, choose between two",
)
N(
    "Was ist günstiger für eine Familie mit zwei Kindern: Auto, Bahn oder Fernbus von Köln nach Wien?",
    lang="de",
    cat="compare_choose",
    note="German, cheapest of three",
)
N(
    "of these three job offers which would you take? A: 52k remote, B: 60k hybrid 1h commute, C: 48k + equity at a startup",
    cat="compare_choose",
    note="labelled options, one choice",
)

# ============================================================================ none: sort, group, dedupe, count a list
N("sort these alphabetically: pear, banana, kiwi, apple, mango, fig", cat="sort_group_dedupe", note="one sorted list")
N(
    "can you remove the duplicates from this list: anna@x.com, ben@x.com, anna@x.com, chloe@x.com, ben@x.com",
    cat="sort_group_dedupe",
    note="dedupe",
)
N(
    "group these into fruits and vegetables: carrot, apple, spinach, grape, leek, plum",
    cat="sort_group_dedupe",
    note="one grouping",
)
N(
    "how many of these words are palindromes: level, rotor, apple, civic, banana",
    cat="sort_group_dedupe",
    note="count over a list",
)
N(
    "put these events in chronological order: moon landing, fall of the berlin wall, ww1 ends, first iphone",
    cat="sort_group_dedupe",
    note="one ordering",
)
N(
    "trie ces villes du nord au sud : Lille, Marseille, Paris, Lyon, Bordeaux",
    lang="fr",
    cat="sort_group_dedupe",
    note="French sort",
)

# ============================================================================ none: one text covering listed points
N(
    "write an email to my landlord covering: the broken heater, the rent being late by 3 days, and asking if I can get a cat",
    cat="one_text_from_points",
    note="one email, three points",
)
N(
    "Can you draft a LinkedIn post announcing I've joined Corvane Systems? mention the team, my new role as product manager and that I'm hiring",
    cat="one_text_from_points",
    note="one post, listed mentions",
)
N(
    "write a short speech for my grandma's 90th, include her garden, her terrible jokes, and the time she drove a tractor into the pond",
    cat="one_text_from_points",
    note="one speech",
)
N(
    "create a one page flyer for our yard sale: saturday 9-2, 14 Birch Court, furniture, kids toys, books, cash only",
    cat="one_text_from_points",
    note="one flyer, details as a list",
)
N(
    "escreve um email pro meu chefe pedindo férias de 10 a 24 de julho, explicando que já deixei tudo organizado e que a Carla vai me cobrir",
    lang="pt",
    cat="one_text_from_points",
    note="Portuguese, one email",
)
N(
    "Write a cover letter that mentions my 3 years in retail, my Excel skills and that I can start immediately",
    cat="one_text_from_points",
    note="one letter, '3 years' not a count",
)
N("write a poem about love, loss and the sea", cat="single_task", note="one poem, three themes")

# ============================================================================ none: a question that builds on an earlier one
N(
    "what's the tallest mountain in africa, and how long would it take to climb it?",
    cat="dependent_steps",
    note="second part needs the first answer",
)
N(
    "find the year the eiffel tower was finished and then tell me who was the french president that year",
    cat="dependent_steps",
    note="chained lookup",
)
N(
    "First tell me what the capital of Canada is, then recommend a hotel there near the parliament",
    cat="dependent_steps",
    note="'there' refers back",
)
N(
    "сколько стоит билет из Москвы в Казань на поезде и сколько это будет в евро?",
    lang="ru",
    cat="dependent_steps",
    note="Russian, convert the first answer",
)

# ============================================================================ none: what is X and how does it work
N("what is a heat pump and how does it work", cat="what_and_how", note="one explanation")
N("Can you explain what blockchain is and why people say it's secure?", cat="what_and_how", note="what and why")
N("what's an index fund and how do i buy one", cat="what_and_how", note="what and how")
N("什么是量子计算？它是怎么工作的？", lang="zh", cat="what_and_how", note="Chinese, two question marks, one topic")

# ============================================================================ none: one procedure
N("how do i change a flat tire? step by step pls i've never done it", cat="procedure", note="steps of one task")
N("Steps to set up two-factor authentication on my Tallio account?", cat="procedure", note="one procedure")
N(
    "walk me through making a sourdough starter from scratch, day 1 to day 7",
    cat="procedure",
    note="day range not a count",
)
N(
    "come si fa il tiramisù? mi servono i passaggi uno per uno",
    lang="it",
    cat="procedure",
    note="Italian, 'one by one' steps",
)
N("パスポートの更新手続きの流れを教えてください。", lang="ja", cat="procedure", note="Japanese procedure")

# ============================================================================ none: code with listed requirements
N(
    "write a python function that takes a list of numbers and 1) removes negatives 2) sorts it 3) returns the median",
    cat="code_requirements",
    note="numbered requirements of one function",
)
N(
    "I need a bash script that:\n- backs up /var/www every night\n- keeps the last 7 backups\n- emails me if it fails",
    cat="code_requirements",
    note="bulleted requirements",
)
N(
    "make a simple html page with a header, a contact form with name email and message, and a footer with the year",
    cat="code_requirements",
    note="one page",
)
N(
    "SQL query: get customers who ordered more than 3 times in 2023, show name, email, total spent, sorted by total",
    cat="code_requirements",
    note="one query, columns listed",
)
N(
    "파이썬으로 로또 번호 6개 뽑는 코드 짜줘. 1부터 45까지, 중복 없이",
    lang="ko",
    cat="code_requirements",
    note="Korean, 6 numbers is program output",
)

# ============================================================================ none: math word problems
N(
    "if i save 250 a month at 4% interest, how much will i have after 5 years?",
    cat="math_word_problem",
    note="compound interest",
)
N(
    "A train leaves at 3:15 going 80 km/h and another leaves at 4:00 going 100 km/h from the same station. when does the second catch up?",
    cat="math_word_problem",
    note="two trains",
)
N(
    "i have 3 kids and 2 of them want pizza, each pizza feeds 3 people and costs 12.50, how much do i spend if me and my wife eat too",
    cat="math_word_problem",
    note="many numbers, one answer",
)
N(
    "bir ürün 450 TL, önce %20 indirim sonra %10 daha indirim yapılırsa son fiyat ne olur?",
    lang="tr",
    cat="math_word_problem",
    note="Turkish, two discounts",
)
N(
    "agar 5 log ek kaam 8 din mein karte hain toh 10 log kitne din mein karenge?",
    lang="hi",
    cat="math_word_problem",
    note="Hinglish work-rate",
)

# ============================================================================ none: one summary of several texts
N(
    "here are three customer reviews, give me one overall summary:\n1. Great fit, but the zipper broke after a month.\n2. Love the colour, runs a bit small.\n3. Zipper feels cheap, otherwise nice.",
    cat="one_summary",
    note="numbered reviews, one summary",
)
N(
    "Summarise these two paragraphs together in 3 sentences:\n\n'The Kessel Dam was finished in 1961 to protect the lower valley from spring floods. It also supplies drinking water to about 80,000 homes.'\n\n"
    "'Since 2010 the reservoir behind the dam has lost a fifth of its capacity to silt, and engineers have proposed dredging it over the next decade.'",
    cat="one_summary",
    note="'together', 3 sentences is length",
)
N(
    "combine these notes into one paragraph for the team update: - meeting moved to friday - budget approved - still need a new designer",
    cat="one_summary",
    note="merge notes into one text",
)

# ============================================================================ none: one recommendation under constraints
N(
    "recommend a laptop: under $800, at least 16gb ram, good battery, for uni",
    cat="recommend_constraints",
    note="one pick, listed constraints",
)
N(
    "suggest a weekend trip from chicago — max 4 hours drive, dog friendly, not too expensive",
    cat="recommend_constraints",
    note="one trip",
)
N(
    "Need a gift idea for my dad, he likes fishing, jazz and old cars, budget 50 euros",
    cat="recommend_constraints",
    note="interests as constraints",
)
N(
    "recomiéndame un libro: que sea corto, de misterio, y que no sea muy violento",
    lang="es",
    cat="recommend_constraints",
    note="Spanish, one book",
)

# ============================================================================ none: fixed sets to explain
N("explain the 7 wonders of the ancient world", cat="fixed_set", note="named fixed set")
N("what are the four noble truths in buddhism", cat="fixed_set", note="number word, fixed set")
N("can you explain the three laws of thermodynamics simply", cat="fixed_set", note="fixed set")
N("explique-moi les 12 travaux d'Hercule", lang="fr", cat="fixed_set", note="French fixed set")
N("list the planets in order from the sun", cat="fixed_set", note="fixed list, no count given")

# ============================================================================ none: numbers that are not counts
N(
    "write a 3 paragraph essay about climate change for my 10th grade class",
    cat="number_not_count",
    note="length, grade",
)
N("give me a dinner recipe for 6 people that takes under 45 minutes", cat="number_not_count", note="servings and time")
N("explain photosynthesis in 2 sentences", cat="number_not_count", note="length")
N("plan a 5 day itinerary for rome, we like food and museums", cat="number_not_count", note="one itinerary")
N(
    "write a 500 word story about a lighthouse keeper who finds a message in a bottle",
    cat="number_not_count",
    note="word count",
)

# ============================================================================ none: a list given as context for one question
N(
    "here's my week: mon gym, tue late shift, wed dentist 4pm, thu free, fri dinner w/ Sam. when's the best day to do laundry?",
    cat="list_as_context",
    note="schedule then one question",
)
N(
    "my symptoms: sore throat, mild fever, tired, no cough. should i see a doctor?",
    cat="list_as_context",
    note="symptom list, one question",
)
N(
    "Given these ingredients - flour, eggs, milk, butter, sugar - what dessert can I make?",
    cat="list_as_context",
    note="ingredients, one question",
)
N(
    "what should i cook tonight? i have chicken thighs, rice, a lemon, some spinach and garlic",
    cat="list_as_context",
    note="fridge contents",
)
N("عندي طماطم وبيض وبصل وخبز، ماذا أطبخ للفطور؟", lang="ar", cat="list_as_context", note="Arabic, ingredients")
N(
    "Read this and tell me the main idea: 'Urban foxes have become bolder over the last decade. They now raid bins in daylight, and some have been seen riding escalators in train stations. Researchers think easy food is changing their behaviour.'",
    cat="single_question_passage",
    note="one question about a passage",
)

# ============================================================================ none: binomials
N("what are the pros and cons of working from home", cat="binomial", note="pros and cons")
N("how much salt and pepper for 1kg of ground beef", cat="binomial", note="salt and pepper")
N("Tell me about the rise and fall of the Roman Empire", cat="binomial", note="rise and fall")
N("what's the difference between weather and climate?", cat="binomial", note="pair compared")

# ============================================================================ none: small talk
N("hi how are you today", cat="chitchat", note="greeting")
N("thanks, that helped a lot!! have a good one", cat="chitchat", note="thanks")
N("lol ok one more thing, do you ever get bored?", cat="chitchat", note="'one more thing' is not a list")
N("kya haal hai dost, bas aise hi baat karne ka mann tha", lang="hi", cat="chitchat", note="Hinglish small talk")


if __name__ == "__main__":
    main(ROWS, out=OUT, prefix="m", source=SOURCE)
