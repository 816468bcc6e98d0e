"""Write ``counts.jsonl``: labelled rows of "N things" requests in the shapes users write them.

    python router_data/items/build_counts.py            # write counts.jsonl
    python router_data/items/build_counts.py --check    # and count, per shape, the rows whose count is read on a unit

Rows are drawn (seeded, so the file is the same every run) from word pools: a verb or lead
(write, create, generate, give me, suggest, list, come up with, make, draft, brainstorm, propose,
share, I need, can you, pls...), a number from 2 to 50 as digits or words, a thing (tweets, names,
slogans, quiz questions, flashcards, facts, reasons, tips, ideas, titles, captions, emails,
product descriptions, jokes, prompts, usernames, hashtags...) with a topic, and after it, now and
then, requirement sentences ("each under 20 words", "no emojis", "in JSON"), a pasted text ("10
questions from the text below"), a role-play preamble before it, typos or lower case. About 20%
are in Vietnamese, Arabic, Turkish, Korean, Russian, Chinese, Spanish, German, French,
Portuguese or Japanese, with their own words. The negatives (``none``) carry a number that is not
N things to make: a length or a measure ("an essay in 3 paragraphs", "summarize in 100 words",
"a 16-character password"), a fixed set ("the 3 laws of motion"), a ranked fact ("top 10 richest
people"), a model or version ("iPhone 15 vs Pixel 8"), the user's situation ("I have 3 kids"), a
sum or a conversion, a choice among stated things ("rank these 5", "my 4 options are ... which is
best"). Schema as ``fields.jsonl``.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
OUT = HERE / "counts.jsonl"
SEED = 13

# ---------------------------------------------------------------------- English pools
#: things to make: (plural noun, topics after it)
THINGS: list[tuple[str, list[str]]] = [
    (
        "tweets",
        [
            "announcing the launch of our app",
            "about our summer sale",
            "for a bakery's opening week",
            "promoting a webinar on remote work",
        ],
    ),
    ("names", ["for a coffee shop", "for my new puppy", "for a fantasy kingdom", "for a budgeting app"]),
    ("slogans", ["for an eco-friendly water bottle", "for a local gym", "for a bike repair shop"]),
    ("taglines", ["for a meal-kit startup", "for our SaaS landing page", "for a dentist"]),
    ("multiple choice questions", ["about the French Revolution", "on photosynthesis", "on basic SQL joins"]),
    ("quiz questions", ["about world capitals", "for a pub quiz night", "about the solar system"]),
    ("flashcards", ["for learning Spanish verbs", "on cell biology", "for the AWS practitioner exam"]),
    ("facts", ["about octopuses", "about the Roman Empire", "about Saturn", "about honey bees"]),
    ("tips", ["for a first job interview", "for sleeping better", "for saving money on groceries"]),
    (
        "ideas",
        [
            "for a birthday party",
            "for a YouTube channel about cooking",
            "for a science fair project",
            "for a team-building day",
        ],
    ),
    ("blog post titles", ["about remote work", "on houseplant care", "for a travel blog about Portugal"]),
    ("titles", ["for a short story about a lighthouse keeper", "for my podcast episode on burnout"]),
    ("Instagram captions", ["for a beach photo", "for a new menu item", "for a gym selfie"]),
    ("captions", ["for our product photos", "for a wedding album"]),
    ("cold emails", ["to pitch our design agency", "to ask for a podcast guest spot"]),
    ("subject lines", ["for a newsletter about spring gardening", "for a Black Friday email"]),
    ("product descriptions", ["for handmade candles", "for wireless earbuds", "for a leather wallet"]),
    ("jokes", ["about programmers", "about cats", "for a kid's birthday card"]),
    ("prompts", ["for Midjourney about cyberpunk cities", "for journaling", "for a creative writing class"]),
    ("usernames", ["for a gaming account", "for a cooking blog", "with the word fox in them"]),
    ("hashtags", ["for a vegan restaurant", "for a hiking trip", "for a charity run"]),
    ("interview questions", ["for a junior data analyst", "for a nanny", "for a product manager role"]),
    ("riddles", ["for kids", "about the ocean"]),
    ("haikus", ["about autumn", "about the city at night"]),
    ("discussion questions", ["for a book club reading 1984", "about climate change"]),
    ("business names", ["for a dog grooming service", "for a cleaning company"]),
    ("true/false questions", ["on the water cycle", "about the human heart"]),
    ("icebreaker questions", ["for a team meeting", "for a first date"]),
    ("YouTube video ideas", ["for a tech channel", "about personal finance"]),
    ("headlines", ["for a Facebook ad selling running shoes", "for a landing page"]),
    ("writing prompts", ["for middle school students", "about time travel"]),
    ("affirmations", ["for anxious mornings", "for new parents"]),
    ("dinner recipes", ["that are vegetarian", "with chicken and rice"]),
    ("book recommendations", ["similar to The Martian", "for a teenager who likes fantasy"]),
    ("LinkedIn post hooks", ["about leadership", "about changing careers"]),
    ("team names", ["for a trivia night", "for a hackathon"]),
    ("domain names", ["for a yoga studio", "for a tutoring business"]),
]
#: reasons, facts, tips, ways: (noun, what follows)
REASONS: list[tuple[str, list[str]]] = [
    (
        "reasons",
        [
            "why I should learn Python",
            "why cats make good pets",
            "why remote work is here to stay",
            "to visit Japan in autumn",
        ],
    ),
    ("reasons why", ["people procrastinate", "startups fail", "sleep matters"]),
    ("facts about", ["the moon", "sharks", "ancient Egypt", "the human brain"]),
    ("fun facts about", ["penguins", "coffee", "the Eiffel Tower"]),
    ("ways to", ["save money on rent", "stay focused while studying", "reduce plastic at home"]),
    ("tips on", ["public speaking", "writing a CV", "learning to code"]),
    ("benefits of", ["meditation", "cycling to work", "drinking water"]),
    ("questions and answers", ["from this text", "based on the article below"]),
    ("mistakes to avoid", ["when buying a used car", "in a job interview"]),
    ("habits", ["of successful students", "for a healthier morning"]),
]
#: plain verbs before "N things"
VERBS = [
    "Write",
    "Create",
    "Generate",
    "Give me",
    "Suggest",
    "List",
    "Come up with",
    "Make",
    "Draft",
    "Brainstorm",
    "Propose",
    "Share",
    "Produce",
    "Invent",
    "Think of",
    "Provide",
    "Compose",
    "Write me",
    "Give",
    "Generate me",
    "Pitch",
]
#: polite and indirect leads
POLITE = [
    "Can you give me",
    "Could you help me come up with",
    "Can you write",
    "Could you generate",
    "I need",
    "I'd like",
    "pls give me",
    "plz write",
    "Please suggest",
    "Would you mind writing",
    "Help me brainstorm",
    "I want",
    "Can u make",
    "could u list",
    "Hey, can you create",
    "We need",
    "Any chance you could draft",
    "Mind giving me",
    "I'm looking for",
    "Please provide",
]
#: sentences after the ask
REQUIREMENTS = [
    "Each under 20 words.",
    "No emojis.",
    "Return them in JSON.",
    "casual tone, max 1 hashtag each",
    "Keep them short and punchy.",
    "Make them funny but not cringe.",
    "Avoid cliches.",
    "Number them.",
    "Format as a bulleted list.",
    "not too long",
    "Use British spelling.",
    "Each one should be unique.",
    "Don't repeat words between them.",
    "Output as a JSON array of strings.",
    "Make sure they are suitable for kids.",
    "Tone: friendly and professional.",
    "They should be under 60 characters.",
    "no hashtags pls",
    "Mix serious and playful ones.",
    "Include a short explanation for each.",
    "Target audience: college students.",
    "Avoid the word 'best'.",
    "Put the strongest one first.",
    "in spanish too if possible",
]
#: role-play preambles (no number in them but one)
ROLES = [
    "You are a senior copywriter at a creative agency.",
    "Act as a social media manager.",
    "Pretend you're a high school teacher.",
    "You are an expert quiz master.",
    "I'm a small business owner and I'm launching a new product next week.",
    "You're a marketing expert with 15 years of experience.",
    "Act like a stand-up comedian.",
    "Imagine you are a branding consultant.",
    "You are ChatGPT, a helpful writer.",
    "I run a small bakery in Lisbon.",
    "Hi! I'm planning a workshop for new managers.",
]
#: texts to paste after "N questions from the text below"
TEXTS = [
    "Photosynthesis is the process by which green plants use sunlight, water and carbon dioxide to make "
    "glucose and oxygen. It takes place mainly in the chloroplasts of leaf cells, where chlorophyll absorbs light.",
    "The Treaty of Versailles was signed in June 1919 and formally ended the First World War. It forced Germany "
    "to accept responsibility for the war, give up territory and pay reparations.",
    "Our refund policy: items can be returned within thirty days of delivery if unused and in their original "
    "packaging. Refunds are issued to the original payment method within a week of receiving the return.",
    "Machine learning is a field of computer science in which systems learn patterns from data instead of "
    "following explicit rules. Common tasks include classification, regression and clustering.",
    "The water cycle describes how water evaporates from oceans and lakes, condenses into clouds, falls as "
    "precipitation and flows back into rivers and seas.",
]
FROM_TEXT = [
    ("Create {n} true/false questions from the text below", ":"),
    ("Make {n} multiple choice questions from this text", ":"),
    ("Generate {n} questions and answers from this text", ""),
    ("write {n} quiz questions based on the passage below", ""),
    ("Give me {n} flashcards from the following notes", ":"),
    ("Turn this into {n} discussion questions", ":"),
    ("Can you write {n} comprehension questions about this text?", ""),
    ("Make {n} fill-in-the-blank questions using the paragraph below", ""),
    ("Extract {n} key facts from this article", ":"),
    ("Come up with {n} exam questions on the text below", ""),
]
WORDS = {2: ["two"], 3: ["three"], 4: ["four"], 5: ["five"], 6: ["six", "half a dozen"], 7: ["seven"], 8: ["eight"],
         9: ["nine"], 10: ["ten"], 12: ["twelve", "a dozen"], 15: ["fifteen"], 20: ["twenty"], 25: ["twenty-five"],
         30: ["thirty"], 40: ["forty"], 50: ["fifty"]}  # fmt: skip
#: misspellings users write (the first occurrence in the request is swapped)
TYPOS = [
    ("Write", "Wirte"),
    ("write", "wrtie"),
    ("Generate", "Genrate"),
    ("generate", "genarate"),
    ("Suggest", "Sugest"),
    ("suggest", "sugest"),
    ("Create", "Craete"),
    ("create", "creat"),
    ("questions", "quesitons"),
    ("ideas", "idaes"),
    ("names", "nmaes"),
    ("slogans", "slogens"),
    ("about", "abt"),
    ("please", "pls"),
    ("Brainstorm", "Brainstrom"),
    ("descriptions", "discriptions"),
    ("you", "u"),
    ("for", "fro"),
]


def number(rng: random.Random, words: float = 0.0) -> tuple[int, str]:
    """A count from 2 to 50 and how it is written (digits, or a word with probability ``words``)."""
    if rng.random() < words:
        n = rng.choice(list(WORDS))
        return n, rng.choice(WORDS[n])
    n = rng.choice([2, 3, 3, 4, 5, 5, 5, 5, 6, 7, 8, 8, 10, 10, 10, 10, 12, 15, 15, 20, 20, 25, 30, 40, 50])
    return n, str(n)


def thing(rng: random.Random) -> str:
    noun, topics = rng.choice(THINGS)
    return f"{noun} {rng.choice(topics)}"


def end(rng: random.Random) -> str:
    return rng.choice([".", ".", "", "!", " please.", " pls", "?"])


def plain(rng: random.Random) -> tuple[str, str, str]:
    n, w = number(rng)
    return "", f"{rng.choice(VERBS)} {w} {thing(rng)}{end(rng)}", str(n)


def requirements(rng: random.Random) -> tuple[str, str, str]:
    n, w = number(rng, 0.2)
    reqs = rng.sample(REQUIREMENTS, rng.choice([1, 1, 2, 2, 3]))
    sep = rng.choice([" ", " ", "\n", ". ", "\n- "])
    adj = rng.choice(["", "", "", "unique ", "short ", "catchy ", "creative ", "different ", "fresh "])
    ask = f"{rng.choice(VERBS + POLITE)} {w} {adj}{thing(rng)}{rng.choice(['', '', ' for me'])}"
    if sep == "\n- ":
        after = "\n- " + "\n- ".join(r.rstrip(".") for r in reqs)
    elif sep == ". ":
        after = ". " + " ".join(reqs)
    else:
        after = sep + sep.join(reqs)
    return "", ask + after, str(n)


def from_text(rng: random.Random) -> tuple[str, str, str]:
    n, w = number(rng, 0.15)
    lead, colon = rng.choice(FROM_TEXT)
    text = rng.choice(TEXTS)
    ask = lead.format(n=w)
    ask = ask[:1].upper() + ask[1:] if rng.random() < 0.6 else ask
    r = rng.random()
    if r < 0.7:
        return "", f"{ask}{colon}\n\n{text}", str(n)
    if r < 0.85:
        return "", f'{ask}{colon} "{text}"', str(n)
    return (
        f"{text}\n\n",
        ask.replace("below", "above").replace("following", "above") + rng.choice([".", "", "?"]),
        str(n),
    )


def polite(rng: random.Random) -> tuple[str, str, str]:
    n, w = number(rng, 0.2)
    lead = rng.choice(POLITE)
    q = (
        "?"
        if lead.lower().startswith(("can", "could", "would", "any", "mind", "hey"))
        else rng.choice([".", "", " thx"])
    )
    return "", f"{lead} {w} {thing(rng)}{q}", str(n)


def roleplay(rng: random.Random) -> tuple[str, str, str]:
    n, w = number(rng, 0.15)
    role = rng.choice(ROLES)
    ask = f"{rng.choice(VERBS + POLITE)} {w} {thing(rng)}{end(rng)}"
    if rng.random() < 0.4:
        ask += " " + rng.choice(REQUIREMENTS)
    return role + rng.choice([" ", "\n", "\n\n"]), ask, str(n)


def words(rng: random.Random) -> tuple[str, str, str]:
    n, w = number(rng, 1.0)
    lead = rng.choice(VERBS + POLITE)
    return "", f"{lead} {w} {thing(rng)}{end(rng)}", str(n)


def reasons(rng: random.Random) -> tuple[str, str, str]:
    n, w = number(rng, 0.2)
    noun, tails = rng.choice(REASONS)
    lead = rng.choice(
        [
            "Give me",
            "List",
            "Tell me",
            "What are",
            "Share",
            "Write",
            "I need",
            "Can you give me",
            "Name",
            "Suggest",
            "Come up with",
            "Provide",
        ]
    )
    q = "?" if lead in ("What are", "Can you give me") else rng.choice([".", "", "!"])
    ask = f"{lead} {w} {noun} {rng.choice(tails)}{q}"
    if noun == "questions and answers":
        ask += "\n\n" + rng.choice(TEXTS)
    elif rng.random() < 0.3:
        ask += " " + rng.choice(REQUIREMENTS)
    return "", ask, str(n)


SHAPES = {"plain": (plain, 50), "requirements": (requirements, 60), "from_text": (from_text, 40),
          "polite": (polite, 45), "roleplay": (roleplay, 30), "words": (words, 40), "reasons": (reasons, 55)}  # fmt: skip

# ---------------------------------------------------------------------- other languages
#: per language: asks with {n} (digits, or a word from the list after) and the number words to draw
LANGS: dict[str, tuple[list[str], dict[int, str]]] = {
    "es": (
        [
            "Escribe {n} tuits para anunciar el lanzamiento de nuestra app",
            "Dame {n} ideas para un cumpleaños infantil",
            "Sugiere {n} nombres para una cafetería",
            "Genera {n} preguntas tipo test sobre la Revolución Francesa",
            "¿Me puedes dar {n} consejos para dormir mejor?",
            "Crea {n} eslóganes para una marca de ropa sostenible. Sin emojis.",
        ],
        {3: "tres", 5: "cinco", 10: "diez", 12: "doce", 20: "veinte"},
    ),
    "de": (
        [
            "Schreib {n} Tweets über unseren Sommerschlussverkauf",
            "Gib mir {n} Ideen für einen Teamausflug",
            "Erstelle {n} Quizfragen zum Sonnensystem",
            "Kannst du mir {n} Namen für ein Café vorschlagen?",
            "Formuliere {n} Betreffzeilen für einen Newsletter. Jeweils unter 50 Zeichen.",
            "Nenne {n} Gründe, Spanisch zu lernen",
        ],
        {3: "drei", 5: "fünf", 10: "zehn", 12: "zwölf", 20: "zwanzig"},
    ),
    "fr": (
        [
            "Écris {n} tweets pour annoncer le lancement de notre application",
            "Donne-moi {n} idées de cadeaux pour ma mère",
            "Propose {n} noms pour une boulangerie",
            "Génère {n} questions à choix multiple sur la photosynthèse",
            "Peux-tu me trouver {n} slogans pour une salle de sport ? Ton décontracté.",
            "Rédige {n} accroches pour LinkedIn",
        ],
        {3: "trois", 5: "cinq", 10: "dix", 12: "douze", 20: "vingt"},
    ),
    "pt": (
        [
            "Escreva {n} legendas para o Instagram de uma padaria",
            "Me dá {n} ideias de vídeos para o YouTube",
            "Sugira {n} nomes para um pet shop",
            "Crie {n} perguntas de quiz sobre geografia",
            "Preciso de {n} dicas para economizar dinheiro",
            "Gere {n} títulos para um blog de viagens. Sem emojis.",
        ],
        {3: "três", 5: "cinco", 10: "dez", 12: "doze", 20: "vinte"},
    ),
    "ru": (
        [
            "Придумай {n} названий для кофейни",
            "Напиши {n} твитов о запуске нашего приложения",
            "Дай {n} советов, как лучше спать",
            "Составь {n} вопросов для викторины про космос",
            "Сгенерируй {n} идей для дня рождения. Без эмодзи.",
            "Предложи {n} слоганов для спортзала",
        ],
        {5: "пять", 6: "шесть", 7: "семь", 10: "десять", 20: "двадцать"},
    ),
    "zh": (
        [
            "给我写{n}个咖啡店的名字",
            "帮我想{n}条推广新品的推文",
            "生成{n}个关于太阳系的问题",
            "列出{n}种省钱的方法",
            "写{n}首关于秋天的短诗",
            "给我{n}个生日派对的点子，不要太贵",
            "出{n}道关于光合作用的选择题",
        ],
        {3: "三", 5: "五", 10: "十", 20: "二十"},
    ),
    "ja": (
        [
            "カフェの名前を{n}つ考えてください",
            "新商品のキャッチコピーを{n}個ください",
            "{n}つのブログタイトルを提案して",
            "太陽系についてのクイズを{n}問作ってください",
            "誕生日パーティーのアイデアを{n}つ教えて",
            "インスタのキャプションを{n}案お願いします",
        ],
        {3: "三", 5: "五", 10: "十"},
    ),
    "vi": (
        [
            "Viết {n} câu hỏi trắc nghiệm về lịch sử Việt Nam",
            "Cho tôi {n} ý tưởng kinh doanh online",
            "Gợi ý {n} tên cho quán cà phê",
            "Tạo {n} caption cho bài đăng Instagram về du lịch",
            "Hãy liệt kê {n} mẹo học tiếng Anh",
        ],
        {5: "năm", 10: "mười"},
    ),
    "ar": (
        [
            "اكتب {n} تغريدات عن إطلاق تطبيقنا",
            "أعطني {n} أفكار لمشروع صغير",
            "اقترح {n} أسماء لمقهى",
            "أنشئ {n} أسئلة اختيار من متعدد عن النظام الشمسي",
            "اكتب {n} عناوين لمدونة سفر",
        ],
        {5: "خمس", 10: "عشر"},
    ),
    "tr": (
        [
            "Kafe için {n} isim öner",
            "Bana {n} blog başlığı yaz",
            "Güneş sistemi hakkında {n} soru hazırla",
            "{n} tane doğum günü fikri ver",
            "Yeni uygulamamız için {n} tweet yaz, emoji kullanma",
        ],
        {3: "üç", 5: "beş", 10: "on"},
    ),
    "ko": (
        [
            "카페 이름 {n}개 추천해줘",
            "유튜브 영상 제목 {n}개 만들어 주세요",
            "태양계에 대한 퀴즈 {n}문제 만들어줘",
            "{n}가지 공부 팁 알려줘",
            "인스타그램 캡션 {n}개 써줘. 이모지는 빼고",
            "{n}개의 슬로건을 제안해 주세요",
        ],
        {3: "세", 5: "다섯", 10: "열"},
    ),
}
FOREIGN_ROWS = 80
FULLWIDTH = str.maketrans("0123456789", "０１２３４５６７８９")


def foreign(rng: random.Random, lang: str) -> tuple[str, str]:
    asks, nwords = LANGS[lang]
    ask = rng.choice(asks)
    lo = 5 if lang == "ru" else 3 if lang == "ar" else 2
    hi = 10 if lang == "ar" else 30
    if rng.random() < 0.25:
        n = rng.choice(list(nwords))
        w = nwords[n]
        if lang == "ko" and "{n}개" in ask:
            w += " "  # 다섯 개
    else:
        n = rng.choice([k for k in (2, 3, 4, 5, 6, 7, 8, 10, 12, 15, 20, 25, 30) if lo <= k <= hi])
        w = str(n)
        if lang == "ja" and rng.random() < 0.3:
            w = w.translate(FULLWIDTH)
    return ask.format(n=w), str(n)


# ---------------------------------------------------------------------- hard negatives
NEGATIVES = {"none_measure": 50, "none_fixed_set": 22, "none_ranked": 22, "none_version": 20, "none_situation": 24,
             "none_math": 22, "none_choose": 26, "none_procedure": 14}  # fmt: skip
CITIES = ["Rome", "Lisbon", "Tokyo", "Paris", "Mexico City", "Prague"]
TOPICS = [
    "climate change",
    "the French Revolution",
    "social media and teens",
    "remote work",
    "electric cars",
    "the importance of sleep",
    "my favourite city",
    "artificial intelligence",
]


def negative(rng: random.Random, kind: str) -> str:
    """A request with a number in it that is not N things to make, answered whole."""
    topic, city = rng.choice(TOPICS), rng.choice(CITIES)
    if kind == "none_measure":
        return rng.choice([
            f"Write an essay in {rng.choice([3, 4, 5])} paragraphs about {topic}.",
            f"write a {rng.choice([3, 5, 10])}-year plan for my bakery business",
            f"Explain {topic} in {rng.choice([2, 3])} sentences.", f"Summarize this in {rng.choice([50, 100, 200])} words:\n\n{rng.choice(TEXTS)}",
            f"Generate a {rng.choice([12, 16, 20])}-character password with symbols.",
            f"Write a poem of {rng.choice([3, 4, 6])} stanzas about {topic}.",
            f"Create a {rng.choice([3, 5, 7])}-day itinerary for {city}.", f"write a {rng.choice([500, 800, 1000])} word blog post on {topic}",
            f"Give me a {rng.choice([30, 45, 60])} minute workout plan", f"Draft a {rng.choice([2, 3])} page cover letter for a nursing job",
            f"Make a {rng.choice([4, 6, 8])}-week study schedule for the GRE.", f"Write a story for a {rng.choice([5, 7, 10])} year old about a dragon.",
            f"Tell me about {topic} in under {rng.choice([100, 150])} words", f"Explain quantum computing like I'm {rng.choice([5, 10])}.",
            f"Write a {rng.choice([2, 3, 5])} minute speech for my sister's wedding.", f"Give me a recipe that serves {rng.choice([4, 6, 8])} people.",
            f"Write a {rng.choice([10, 14, 16])} line sonnet about the sea", f"Create a {rng.choice([6, 8, 12])} month marketing roadmap for our app.",
        ])  # fmt: skip
    if kind == "none_fixed_set":
        return rng.choice([
            "What are the 3 laws of motion?", "Explain the 3 laws of thermodynamics.", "What are the 7 wonders of the world?",
            "Describe the 5 stages of grief.", "What are the 4 noble truths in Buddhism?", "Explain the 4 fundamental forces of nature",
            "what are the 8 planets in order", "Name the 7 continents.", "What are the 5 pillars of Islam?",
            "List the 12 signs of the zodiac", "Explain Porter's 5 forces with an example", "what are the 4 Ps of marketing",
            "Summarize the 10 commandments", "What are the 6 types of simple machines?", "Explain the 3 branches of government in the US.",
            "What are the 4 seasons and why do they happen?", "Explain the 7 layers of the OSI model", "what are Newton's 3 laws",
            "Describe the 5 senses for a kids worksheet", "What are the 9 circles of hell in Dante's Inferno?",
            "Explain the 4 types of blood groups", "What are the 3 states of matter?", "Explain the 12 principles of animation",
            "what are the 5 love languages", "Describe the 4 phases of the moon cycle",
        ])  # fmt: skip
    if kind == "none_ranked":
        return rng.choice([
            "Who are the top 10 richest people in the world?", "top 5 most populated countries", "What are the 10 largest countries by area?",
            "List the 5 tallest buildings in the world.", "Which are the 3 longest rivers in Africa?", "top 10 best selling albums of all time",
            "What were the 5 highest grossing films of 2019?", "Who won the last 3 World Cups?", "the 10 most spoken languages",
            "What are the 5 biggest companies by market cap right now?", "Name the first 5 presidents of the United States.",
            f"What are the 3 most visited museums in {city}?", "top 10 tallest mountains on earth", "Who are the 5 fastest 100m sprinters ever?",
            "What are the 3 largest oceans?", "Which 5 countries produce the most coffee?", "What are the 10 most common passwords?",
            "top 3 programming languages by popularity in 2023", "What are the 5 oldest universities in Europe?",
            "Who scored the most goals in the last 4 Champions League seasons?", "the 5 deepest lakes in the world",
            "Which 3 planets are closest to the sun?", "What are the 10 best rated restaurants in " + city + "?",
        ])  # fmt: skip
    if kind == "none_version":
        return rng.choice([
            "iPhone 15 vs Pixel 8, which camera is better?", "Should I upgrade from Windows 10 to Windows 11?",
            "Python 2 vs Python 3 differences", "Is the PS5 better than the Xbox Series X?", "compare the Galaxy S24 and iPhone 15",
            "Explain what's new in Java 21.", "How do I install Node 20 on Ubuntu 22.04?", "Is a Ryzen 7 better than an i5 for gaming?",
            "what is GPT 4 and how is it different from GPT 3.5", "Review the Canon R6 for wedding photography",
            "my iPhone 12 battery drains fast, why?", "Is the RTX 4070 worth it over the 3080?", "How do I update to iOS 17?",
            "What changed between React 17 and React 18?", "Is the Model 3 or the Ioniq 5 better for a family?",
            "Help me fix this error in Python 3.12: ModuleNotFoundError", "Can Windows 11 run on 4 GB of RAM?",
            "Should I buy the MacBook Pro 14 or 16?", "What's the difference between USB 2.0 and USB 3.0?",
            "Explain HTTP 2 vs HTTP 3", "is Android 14 out for the Pixel 6?", "PS4 games that work on PS5?",
        ])  # fmt: skip
    if kind == "none_situation":
        return rng.choice([
            "I have 3 kids, what should I cook for dinner tonight?", "My 2 cats keep fighting. What can I do?",
            "We are a team of 5 developers. Which project management tool should we use?", f"I have 10 days in {city}, where should I go?",
            "I've been running for 2 years and my knee hurts, what should I do?", "I have 4 job offers and can't decide, any advice?",
            "My 3 year old won't sleep. Help!", "I work 12 hours a day and feel exhausted. How do I cope?",
            "I have 20 dollars left until Friday, how do I make it last?", "Our 6 person startup needs a logo, where do we start?",
            "My landlord gave me 30 days notice. What are my rights?", "I read 2 chapters and got bored, should I finish the book?",
            f"We are 4 friends visiting {city} next month, what should we see?", "I sleep 5 hours a night. Is that enough?",
            "I've had 3 interviews with this company and no answer. Should I email them?", "my 2 roommates never clean, how do i bring it up",
            "I have 8 weeks until my exam and I haven't started. What now?", "We have 15 guests coming for dinner, what do I serve?",
            "I lost 5 kg in a month, is that healthy?", "I have 2 tickets for a concert and nobody to go with, what should I do?",
            "I've been learning guitar for 6 months and I'm stuck, advice?", "My team of 7 keeps missing deadlines. How do I fix it?",
            f"I'm moving to {city} with 2 dogs. What should I know?", "I drink 4 coffees a day, should I cut down?",
        ])  # fmt: skip
    if kind == "none_math":
        a, b = rng.choice([(3, 6), (4, 12), (5, 20), (2, 8)])
        return rng.choice([
            "Solve for 2 unknowns: 2x + y = 7 and x - y = 2", f"Convert {rng.choice([5, 10, 26])} miles to km",
            f"What is 15% of {rng.choice([80, 120, 240])}?", f"If {a} workers take {b} days to build a wall, how long do {a * 2} workers take?",
            f"How many ways can {rng.choice([5, 6, 8])} people sit at a round table?", f"convert {rng.choice([3, 12, 40])} cups to ml",
            f"A train travels {rng.choice([120, 300])} km in 2 hours. What is its speed?", "Find the sum of the first 20 odd numbers.",
            f"What is {rng.choice([12, 17, 23])} times {rng.choice([4, 7, 9])}?", "Calculate the area of a circle with radius 5 cm",
            "Roll 2 dice. What is the probability the sum is 7?", "What is the derivative of x^3 + 5x^2?",
            f"Split a {rng.choice([90, 120, 150])} dollar bill between 4 people with a 15% tip", "How many seconds are in 3 days?",
        ])  # fmt: skip
    if kind == "none_choose":
        return rng.choice([
            "Rank these 5 programming languages by ease of learning: Python, Java, C++, Go, Rust",
            "My 4 options are Lisbon, Porto, Madrid and Seville. Which is best for a weekend trip?",
            "I have 3 names for my startup: Brightly, Nook and Tandem. Which one is the best?",
            "Here are 3 slogans: 'Fresh every day', 'Baked with love', 'Your morning ritual'. Which one should I use?",
            "Compare these 2 laptops: MacBook Air M2 and Dell XPS 13.", "Which of these 4 colours suits a bakery logo: red, teal, mustard, navy?",
            "rank these 6 movies from best to worst: Alien, Heat, Up, Jaws, Coco, Se7en",
            "Between these 3 job offers, which pays better overall? A: 70k + remote, B: 80k onsite, C: 65k + equity",
            "Pick the best of these 5 titles for my essay: 'Lost Time', 'The Long Wait', 'Afterglow', 'Still Here', 'North'",
            "I'm choosing between 2 universities, Leeds and Bristol, for computer science. Which one?",
            "Sort these 4 tasks by priority: pay rent, reply to boss, gym, call mum", "Which of my 3 CV summaries is strongest?\n1. Driven analyst with 4 years in fintech\n2. Data analyst who loves clean dashboards\n3. Analyst turning messy data into decisions",
            "Rank these 5 pizza toppings: mushroom, olive, ham, pineapple, pepperoni", "I narrowed it down to 2 dogs, a beagle or a corgi. Which suits an apartment?",
            "Of these 3 frameworks, Django, Flask and FastAPI, which should I learn first?", "Order these 6 events chronologically: WW1, Moon landing, French Revolution, Fall of Rome, Printing press, WW2",
            "here are my 4 logo ideas: a fox, a leaf, a wave, a key. Which fits a bank?", "Which is cheaper for 3 people, a taxi or the train from the airport?",
            "Compare these 3 phone plans and tell me which is the best value: 10GB for $20, 30GB for $35, unlimited for $50",
            "Choose between these 2 headlines for my ad: 'Run further' or 'Run happier'", "Rank these 4 cities by cost of living: Berlin, Paris, Lisbon, Vienna",
        ])  # fmt: skip
    return rng.choice([
        f"Explain how to change a car tire in {rng.choice([5, 6, 8])} steps.", "Give me a 3 step process to reset my router",
        "Walk me through the 4 stages of the sales funnel for my shop", f"Describe how to make bread in {rng.choice([5, 7])} easy steps",
        "How do I set up 2 factor authentication on Gmail?", "Write a Python function that returns the 10 most common words in a file.",
        "Write a SQL query to get the top 5 customers by revenue.", "write code that prints the first 20 fibonacci numbers",
        "Write a bash script that deletes files older than 30 days", "Write a JavaScript function that picks 3 random items from an array",
        "How do I bake a cake in 10 steps?", "Write a regex that matches 5 digit zip codes",
    ])  # fmt: skip


# ---------------------------------------------------------------------- rows
def lower_or_typo(rng: random.Random, request: str) -> str:
    """Now and then the whole request in lower case, or a word misspelt."""
    r = rng.random()
    if r < 0.14:
        return request.lower()
    if r < 0.26:
        hits = [(a, b) for a, b in TYPOS if re.search(rf"\b{a}\b", request)]
        if hits:
            a, b = rng.choice(hits)
            return re.sub(rf"\b{a}\b", b, request, count=1)
    return request


NOTES = {"plain": "a verb, N and the things to make in one sentence",
         "requirements": "N things to make, then requirement sentences",
         "from_text": "N questions (flashcards, facts) made from a pasted text",
         "polite": "N things asked for politely or indirectly (can you, could you help me come up with, I need, pls)",
         "roleplay": "a role-play or context preamble, then N things to make",
         "words": "N written as a word (five, a dozen, twenty-five)",
         "reasons": "N reasons, facts, tips or ways (the things are points to make)",
         "foreign": "N things to make in the language's own words",
         "none_measure": "a number that measures one thing (paragraphs, words, days, characters, minutes)",
         "none_fixed_set": "a fixed, known set to explain (the 3 laws of motion)",
         "none_ranked": "a ranked or factual set to look up (top 10 richest people)",
         "none_version": "a number in a model or version name", "none_situation": "a number in the user's situation",
         "none_math": "a number in a sum, a conversion or a word problem",
         "none_choose": "stated things to rank, compare or choose among",
         "none_procedure": "steps of one procedure, or one piece of code"}  # fmt: skip


def make_row(i: int, request: str, kind: str, count: int | None, lang: str, category: str) -> dict[str, object]:
    return {"id": f"count-{i:04d}", "request": request, "kind": kind, "items": [], "count": count, "lang": lang,
            "category": category, "note": NOTES[category.removeprefix("count_")], "source": "sot (generated by build_counts.py)",
            "context": None, "group": category}  # fmt: skip


def earlier(before: str, n: int) -> bool:
    """Whether the text before the ask carries the count too (the gold would land there)."""
    ws = [str(n), *WORDS.get(n, [])]
    return any(re.search(rf"(?<![\w]){re.escape(w)}(?![\w])", before, re.I) for w in ws)


def build() -> list[dict[str, object]]:
    rng = random.Random(SEED)
    rows: list[dict[str, object]] = []
    seen: set[str] = set()
    for shape, (fn, n) in SHAPES.items():
        made = 0
        while made < n:
            before, ask, count = fn(rng)
            ask = lower_or_typo(rng, ask)
            request = before + ask
            # a preamble's or a pasted text's number equal to N would take the gold
            if request in seen or earlier(before, int(count)):
                continue
            seen.add(request)
            rows.append(make_row(len(rows), request, "count", int(count), "en", f"count_{shape}"))
            made += 1
    langs = list(LANGS)
    made = 0
    while made < FOREIGN_ROWS:
        lang = langs[made % len(langs)]
        request, count = foreign(rng, lang)
        if request in seen:
            continue
        seen.add(request)
        rows.append(make_row(len(rows), request, "count", int(count), lang, "count_foreign"))
        made += 1
    for category, n in NEGATIVES.items():
        made = 0
        while made < n:
            request = negative(rng, category)
            request = lower_or_typo(rng, request) if rng.random() < 0.5 else request
            if request in seen:
                continue
            seen.add(request)
            rows.append(make_row(len(rows), request, "none", None, "en", category))
            made += 1
    return rows


# ---------------------------------------------------------------------- the check
def check(rows: list[dict[str, object]], every: bool = False) -> str:
    """Per shape, how many count rows have a unit whose count phrase reads the row's N (and are
    given back whole), and how many the shipped finder reads; per negative shape, how many the
    shipped finder splits."""
    sys.path[:0] = [str(ROOT / "scripts"), str(ROOT / "benchmarks")]
    from train_items_tagger import gold_labels, representable

    from sot.pasta_lang.items import find_items
    from sot.pasta_lang.items.count import count_phrase
    from sot.pasta_lang.items.segments import units

    per: dict[str, Counter] = {}
    misses: dict[str, list[str]] = {}
    for r in rows:
        key = str(r["category"]) + ("" if r["lang"] == "en" else f" ({r['lang']})")
        c = per.setdefault(key, Counter())
        c["rows"] += 1
        found = find_items(str(r["request"]))
        if r["kind"] == "none":
            c["shipped"] += found is not None
            continue
        c["shipped"] += found is not None and found.kind == "count" and found.count == r["count"]
        us = units(str(r["request"]))
        labels = gold_labels(r, us) if us else None
        if labels is None:
            c["off"] += 1
            cp = count_phrase(str(r["request"]))
            why = f"read in the request as {cp.count} {cp.noun!r}" if cp else "not read in the request"
        elif not representable(r, us, labels):
            c["not_given_back"] += 1
            why = "labels do not give the count back"
        else:
            c["ok"] += 1
            continue
        shown = [str(r["request"])[u.start : u.end] for u in us][:6]
        misses.setdefault(key, []).append(f"{r['id']} [{why}] N={r['count']} units {shown}")
    lines = ["| shape | rows | representable | count not read on a unit | not given back | shipped finds |",
             "|---|---:|---:|---:|---:|---:|"]  # fmt: skip
    tot = Counter()
    for k, c in per.items():
        if k.startswith("count"):
            tot += c
            lines.append(f"| {k} | {c['rows']} | {c['ok']} | {c['off']} | {c['not_given_back']} | {c['shipped']} |")
    lines.append(f"| all | {tot['rows']} | {tot['ok']} | {tot['off']} | {tot['not_given_back']} | {tot['shipped']} |")
    lines += ["", "| negatives | rows | shipped splits |", "|---|---:|---:|"]
    for k, c in per.items():
        if k.startswith("none"):
            lines.append(f"| {k} | {c['rows']} | {c['shipped']} |")
    for k, ms in misses.items():
        lines += ["", f"{k}: {len(ms)} not representable" + ("" if every else ", e.g.")]
        lines += [f"  {m}" for m in (ms if every else ms[:4])]
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="count, per shape, the rows whose count is read on a unit")
    ap.add_argument("--all", action="store_true", help="with --check: every row not representable, not four a shape")
    args = ap.parse_args()
    rows = build()
    with OUT.open("w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    kinds = Counter(str(r["kind"]) for r in rows)
    langs = Counter(str(r["lang"]) for r in rows)
    print(f"{len(rows)} rows ({dict(kinds)}; {dict(langs)}) -> {OUT}")
    if args.check:
        print(check(rows, args.all))


if __name__ == "__main__":
    main()
