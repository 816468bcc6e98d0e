"""Hand-written training rows for the items finder, set (ar): Arabic chat-assistant requests.

    .venv/bin/python router_data/items/build_written_ar.py          # writes both halves, with the checks
    .venv/bin/python router_data/items/build_written_ar.py --check  # the checks only

Every row is written here by hand (see WRITTEN_AR.md): Arabic requests as users type them to a
chat assistant (Modern Standard Arabic and Egyptian, Gulf and Levantine dialect, polite forms,
؟ and ?, Arabic-Indic and Latin digits, greetings and thanks, English words mixed in), with hard
negatives (``none``) that look list-like but are one task. In a ``list`` or ``fields`` request
each gold item is marked ``⟦like this⟧``; the marks are taken out and the marked spans become its
items, so every item is a substring of its request, in order, by construction. Where the
conjunction و is attached to the next item ("والعمر"), the و is left outside the mark.

The rows are written in pairs of the same kind and split alternately: rows 0, 2, 4, ... go to
``written_ar.jsonl`` (ids ``wa001``...) and rows 1, 3, 5, ... to ``written_ar_b.jsonl`` (ids
``wab001``...), the held-out half. Both halves get devset.py's checks (ids unique, kinds known,
no request repeated, items substrings in order, ``count`` rows with a count and no items, ``none``
rows with neither), and the two together are checked once more so no request is in both.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks/data/items_real"))

from devset import Rows, build, check  # noqa: E402

OUT_A = HERE / "written_ar.jsonl"
OUT_B = HERE / "written_ar_b.jsonl"
SOURCE_A = "written for training (ar)"
SOURCE_B = "written for training (ar), held-out half"
ROWS = Rows()
L, F, C, N = ROWS.L, ROWS.F, ROWS.C, ROWS.N
AR = {"lang": "ar"}

# ============================================================================ list (22 pairs)
L(
    """السلام عليكم، عندي كم سؤال عن تجديد الإقامة:
1. ⟦كم تستغرق مدة التجديد؟⟧
2. ⟦هل أقدر أجدد أونلاين؟⟧
3. ⟦ما هي الرسوم المطلوبة؟⟧
جزاك الله خيراً""",
    **AR,
    cat="questions_numbered",
    note="greeting, 1. 2. 3., thanks after",
)
L(
    """هلا والله، ابغى أسألك عن رخصة القيادة
- ⟦كم العمر المطلوب للتقديم؟⟧
- ⟦هل لازم أسجل في مدرسة تعليم قيادة؟⟧
- ⟦كم تكلف الرخصة تقريباً؟⟧
تسلم""",
    **AR,
    cat="questions_bulleted",
    note="Gulf greeting, dash bullets, thanks after",
)
L(
    """أجب عن الأسئلة التالية:
١. ⟦من هو مؤسس الدولة الأموية؟⟧
٢. ⟦في أي عام فُتحت الأندلس؟⟧
٣. ⟦ما هي عاصمة الدولة العباسية؟⟧""",
    **AR,
    cat="questions_arabic_indic",
    note="exam style, ١. ٢. ٣.",
)
L(
    """استفسارات بخصوص الإجازات:
س1: ⟦متى يحق للموظف الجديد أخذ إجازة سنوية؟⟧
س2: ⟦هل تُحتسب العطل الرسمية ضمن الإجازة؟⟧
س3: ⟦هل يمكن ترحيل الأيام المتبقية للسنة القادمة؟⟧""",
    **AR,
    cat="questions_s_numbered",
    note="س1: س2: س3: markers",
)
L(
    "⟦كم مرة أسقي الصبار في الأسبوع؟⟧⟦هل يحتاج شمس مباشرة؟⟧⟦متى أغير له التربة؟⟧",
    **AR,
    cat="questions_run_together",
    note="questions joined only by ؟, no spaces",
)
L(
    "عايز أعرف حاجات عن القطط ⟦هي بتنام كام ساعة في اليوم؟⟧ ⟦ينفع أديها لبن؟⟧ ⟦إمتى أول تطعيم ليها؟⟧",
    **AR,
    cat="questions_inline",
    note="Egyptian, inline questions after a lead-in, spaces only",
)
L(
    """ترجم الجمل التالية إلى الإنجليزية من فضلك
- ⟦سيبدأ الاجتماع بعد ربع ساعة.⟧
- ⟦يرجى إرسال الفاتورة قبل نهاية الشهر.⟧
- ⟦المكتب مغلق يوم الجمعة.⟧""",
    **AR,
    cat="translate_bulleted",
    note="polite, dash bullets",
)
L(
    """ترجملي هدول للعربي
⟦Where is the nearest pharmacy?⟧
⟦I lost my passport.⟧
⟦Can I pay by card?⟧""",
    **AR,
    cat="translate_en_to_ar",
    note="Levantine instruction, English sentences on bare lines",
)
L(
    "اشرح لي معنى هذه المصطلحات: ⟦التضخم⟧، ⟦الركود⟧، ⟦سعر الفائدة⟧، ⟦الناتج المحلي الإجمالي⟧",
    **AR,
    cat="terms_inline",
    note="terms joined by ،",
)
L(
    "ابغى أعرف معنى كلمة ⟦سَجِيّة⟧ و⟦دَيدَن⟧ و⟦شَغَف⟧",
    **AR,
    cat="terms_waw",
    note="Gulf, words joined by attached و, diacritics",
)
L(
    """صنّف التقييمات التالية إلى إيجابي أو سلبي:
1- ⟦التوصيل كان سريع والمنتج ممتاز⟧
2- ⟦المقاس صغير جداً وما ينفع أرجعه⟧
3- ⟦السعر مناسب مقارنة بالجودة⟧
4- ⟦اللون مختلف تماماً عن الصورة، خيبة أمل⟧""",
    **AR,
    cat="classify_numbered",
    note="reviews to classify, 1- markers",
)
L(
    """صنف رسائل العملاء إلى (شحن، استرجاع، استفسار عام):
• ⟦طلبي متأخر أسبوع كامل ولم يصل⟧
• ⟦المنتج وصل مكسور وأريد استرداد المبلغ⟧
• ⟦ما هي ساعات عمل الفرع؟⟧""",
    **AR,
    cat="classify_bullet",
    note="labels in brackets are not items; • bullets",
)
L(
    "اكتب شعار إعلاني قصير لكل منتج: ⟦مكنسة لاسلكية⟧، ⟦كرسي تخييم⟧، ⟦عسل سدر جبلي⟧",
    **AR,
    cat="slogan_per_item",
    note="one slogan per product",
)
L(
    """بدي caption لانستغرام لكل صنف من هدول
* ⟦لاتيه بالزعفران⟧
* ⟦كرواسون بالزعتر⟧
* ⟦تشيز كيك بالتوت⟧""",
    **AR,
    cat="slogan_per_item",
    note="Levantine, English word, * bullets",
)
L(
    """صحح الأخطاء الإملائية في هذه الجمل
⟦ذهبت الى المدرسه مبكرا⟧
⟦انشاء الله نلتقي غدا⟧
⟦لاكن الجو كان حار⟧""",
    **AR,
    cat="correct_list",
    note="misspelt sentences on bare lines",
)
L(
    "صحح الأخطاء النحوية لو سمحت ١- ⟦ذهبوا الطلاب إلى الرحلة⟧ ٢- ⟦رأيت مهندسون كثيرون⟧ ٣- ⟦هذه الكتاب مفيد⟧",
    **AR,
    cat="correct_arabic_indic_inline",
    note="١- ٢- ٣- inline",
)
L(
    """ممكن تخلي هذه العبارات أكثر لباقة؟

⟦أرسل لي الملف الآن⟧

⟦هذا مو شغلي⟧

⟦كلامك غلط⟧""",
    **AR,
    cat="rewrite_blank_lines",
    note="blank lines between sentences",
)
L(
    """حوّل هذه الجمل من العامية إلى الفصحى:
أولاً: ⟦أنا مش فاهم إنت عايز إيه⟧
ثانياً: ⟦هروح الشغل بكرة بدري⟧
ثالثاً: ⟦الجو حر أوي النهارده⟧""",
    **AR,
    cat="rewrite_ordinal_markers",
    note="أولاً ثانياً ثالثاً markers",
)
L(
    """اقرأ النص ثم أجب:
"تقع بلدة وادي الريحان على بعد 40 كيلومتراً من الساحل، ويبلغ عدد سكانها نحو 18 ألف نسمة. تشتهر البلدة بزراعة الرمان، وتقيم مهرجاناً سنوياً في شهر أكتوبر."
1) ⟦كم تبعد البلدة عن الساحل؟⟧
2) ⟦بماذا تشتهر البلدة؟⟧
3) ⟦متى يقام المهرجان؟⟧""",
    **AR,
    cat="passage_first",
    note="passage then 1) 2) 3) questions",
)
L(
    """سافر المهندس سامر الحلبي يوم الأحد إلى مدينة العقبة بالحافلة، وسيعود يوم الخميس بعد انتهاء ورشة العمل.
من النص: ⟦إلى أين سافر سامر؟⟧ و⟦كيف سافر؟⟧ وكذلك ⟦متى سيعود؟⟧""",
    **AR,
    cat="passage_inline",
    note="passage then questions joined by و and وكذلك",
)
L(
    "سؤال برمجة ⟦شو يعني API؟⟧ ⟦شو الفرق بين GET و POST؟⟧ ⟦ليش منستخدم JSON؟⟧",
    **AR,
    cat="questions_english_terms",
    note="Levantine, English terms inside questions",
)
L(
    "ما معنى هذه العبارات الإنجليزية ⟦break the ice⟧ وكذلك ⟦under the weather⟧ وأيضاً ⟦once in a blue moon⟧",
    **AR,
    cat="terms_wakadhalik",
    note="English idioms joined by وكذلك and وأيضاً",
)
L(
    "⟦مصر⟧ و⟦المغرب⟧ و⟦اليابان⟧ كم عدد سكان كل واحدة منها تقريباً؟",
    **AR,
    cat="terms_first",
    note="items first, attached و, question after",
)
L(
    "ما هي عواصم الدول التالية: ⟦كندا⟧، ⟦أستراليا⟧، ⟦البرازيل⟧، ⟦كينيا⟧؟",
    **AR,
    cat="terms_inline",
    note="countries joined by ،, ؟ after the last",
)
L(
    """عندي مقابلة عمل بكرة 😅 ساعدني أجاوب على هالأسئلة
- ⟦حدثنا عن نفسك⟧
- ⟦لماذا تريد العمل معنا؟⟧
- ⟦أين ترى نفسك بعد خمس سنوات؟⟧""",
    **AR,
    cat="questions_bulleted",
    note="an answer per interview question; a number inside an item",
)
L(
    """هذا إيميل من عميل، اكتب رد على كل سؤال فيه:

مرحباً، أنا نادر العمري، اشتريت منكم غسالة الأسبوع الماضي. ⟦كم مدة الضمان؟⟧ ⟦هل يشمل الضمان المحرك؟⟧ و⟦هل يوجد مركز صيانة في الدمام؟⟧ شكراً لكم.""",
    **AR,
    cat="questions_in_email",
    note="questions inside a pasted email",
)
L(
    """شو معنى كل وحدة من هالأخطاء بالبايثون؟
⟦IndexError: list index out of range⟧
⟦KeyError: 'name'⟧
⟦TypeError: unsupported operand type(s) for +: 'int' and 'str'⟧""",
    **AR,
    cat="errors_list",
    note="error messages on bare lines",
)
L(
    "اشرح طريقة استخدام الدوال دي في الإكسل: ⟦VLOOKUP⟧, ⟦SUMIF⟧, ⟦INDEX⟧, ⟦MATCH⟧",
    **AR,
    cat="terms_latin_comma",
    note="Egyptian, function names joined by Latin commas",
)
L(
    "🍋 ⟦هل الليمون يساعد على التخسيس؟⟧ 🍯 ⟦هل العسل يرفع السكر؟⟧ ☕ ⟦كم كوب قهوة مسموح في اليوم⟧",
    **AR,
    cat="questions_emoji",
    note="emoji as markers, last without ؟",
)
L(
    "عندي فضول ⟦ليش القطط تحب الكراتين⟧ و⟦ليش تخربش الكنب⟧ و⟦ليش تصحى بالليل⟧",
    **AR,
    cat="questions_waw",
    note="joined by attached و, no question marks",
)
L(
    "وضح معنى الأمثال التالية: 1.⟦الصبر مفتاح الفرج⟧ 2.⟦اللي اختشوا ماتوا⟧ 3.⟦من جد وجد⟧",
    **AR,
    cat="terms_numbered_inline",
    note="1. without a space, proverbs",
)
L(
    "كيف أقول بالإنجليزي: ⟦ملوخية⟧/⟦كنافة⟧/⟦مقلوبة⟧/⟦بامية⟧",
    **AR,
    cat="translate_words_slash",
    note="words joined by / without spaces",
)
L(
    """حوّل إلى المبني للمجهول:
1) ⟦كتب الطالب الدرس⟧
2) ⟦فتح الحارس الباب⟧
3) ⟦شرب الطفل الحليب⟧""",
    **AR,
    cat="rewrite_paren",
    note="sentences to transform",
)
L(
    """أعد صياغة الجمل بأسلوب رسمي:
1. ⟦ابعتلي الرد بسرعة⟧
2. ⟦الموضوع ده مش مهم⟧
3. ⟦هنتكلم بعدين⟧""",
    **AR,
    cat="rewrite_numbered",
    note="Egyptian sentences to make formal",
)
L(
    """أسئلة من محاضرة قواعد البيانات
*⟦ما فائدة التطبيع Normalization؟⟧
*⟦ما الفرق بين المفتاح الأساسي والمفتاح الأجنبي؟⟧
*⟦متى يكون الفهرس ضاراً؟⟧""",
    **AR,
    cat="questions_star",
    note="* without a space; one item holds a comparison",
)
L(
    """مرحبا دكتور ⟦هل الدوخة بعد التطعيم طبيعية?⟧ و⟦كم يوم تستمر?⟧ و⟦متى لازم أراجع المستشفى?⟧ شكراً""",
    **AR,
    cat="questions_latin_qmark",
    note="Latin ?, attached و outside the items",
)
L(
    "اقترح عنوان واحد لكل موضوع من مواضيع المدونة: ⟦رحلتي وحدي إلى إسطنبول⟧ | ⟦تجربتي الأولى مع تربية الدجاج⟧ | ⟦الادخار في العشرينات⟧",
    **AR,
    cat="title_per_item",
    note="one title per topic, | separator",
)
L(
    "كوّن جملة مفيدة بكل كلمة من هذه الكلمات: ⟦اجتهد⟧، ⟦تسامح⟧، ⟦انتظر⟧",
    **AR,
    cat="example_per_word",
    note="a sentence per word (contrast: all words in one poem is none)",
)
L(
    "اكتب الأعداد التالية بالحروف: ⟦1,250⟧ ⟦٣٨٠٠٠⟧ ⟦2,004,500⟧",
    **AR,
    cat="numbers_list",
    note="numbers, Latin and Arabic-Indic digits, joined by spaces",
)
L(
    "⟦أطول نهر في أفريقيا⟧، ⟦أعلى قمة في آسيا⟧، ⟦أكبر صحراء حارة في العالم⟧ .. ما هي؟",
    **AR,
    cat="noun_phrases_inline",
    note="noun phrases first, question after",
)
L(
    """حلل المشاعر في كل جملة (فرح/حزن/غضب)
⟦أخيراً نجحت في الامتحان!!⟧
⟦راحت عليّ الرحلة للمرة الثانية...⟧
⟦ليش محد يسمع كلامي؟⟧""",
    **AR,
    cat="classify_emotion",
    note="slash-joined labels are not items",
)
L(
    """صنف هذه المنتجات حسب القسم
⟦ماء نوفا 1.5 لتر × 6⟧
⟦ماوس لاسلكي K20⟧
⟦شامبو بالأرغان 400 مل⟧""",
    **AR,
    cat="classify_products",
    note="product names with figures",
)
L(
    "حل المعادلات: ⟦2س + 5 = 11⟧ ، ⟦3س - 4 = 14⟧ ، ⟦س/2 = 7⟧",
    **AR,
    cat="equations_inline",
    note="independent equations",
)
L(
    """كمل الجدول:
| الكلمة | الجمع |
|---|---|
| ⟦كتاب⟧ | |
| ⟦مدينة⟧ | |
| ⟦قلم⟧ | |""",
    **AR,
    cat="table_empty_column",
    note="markdown table with an empty column",
)

# ============================================================================ fields (11 pairs)
F(
    "استخرج ⟦شركة الشحن⟧، ⟦رقم الشحنة⟧، ⟦تاريخ التسليم المتوقع⟧ من الرسالة:\n[سريع إكسبريس] تم شحن طلبك. رقم الشحنة 7781-2290-55، التسليم المتوقع الأحد 16/6",
    **AR,
    cat="fields_inline",
    note="fields before the text message",
)
F(
    """من بطاقة العمل دي طلعلي ⟦اسم الشركة⟧/⟦المسمى الوظيفي⟧/⟦رقم الموبايل⟧
شركة نخلة للحلول الرقمية | مدير مبيعات - أحمد الزين | 0551234987 | ahmed@nakhla-digital.com""",
    **AR,
    cat="fields_slash",
    note="Egyptian, slash-joined fields, business card",
)
F(
    """استخرج المعلومات التالية من إعلان الوظيفة:
- ⟦اسم الشركة⟧
- ⟦مكان العمل⟧
- ⟦الراتب⟧
- ⟦آخر موعد للتقديم⟧

مطلوب لشركة الواحة للأغذية أخصائي جودة للعمل في مدينة الزرقاء، براتب 650 ديناراً شهرياً، وآخر موعد للتقديم 30 سبتمبر.""",
    **AR,
    cat="fields_bulleted",
    note="bulleted fields, then the job ad",
)
F(
    """استخرج البيانات دي من العقد:
١. ⟦مدة العقد⟧
٢. ⟦الإيجار الشهري⟧
٣. ⟦مبلغ التأمين⟧

اتفق المؤجر حسام الدقاق والمستأجرة منى فوزي على تأجير الشقة من 1 سبتمبر 2024 حتى 31 أغسطس 2026، بإيجار شهري 7,500 جنيه وتأمين 15,000 جنيه.""",
    **AR,
    cat="fields_numbered",
    note="١. ٢. ٣. fields, contract after",
)
F(
    """من الفاتورة أعطني ⟦اسم المحل⟧ و⟦التاريخ⟧ و⟦المبلغ الإجمالي⟧ فقط

مقهى السنديان
2024-05-11  18:40
قهوة عربية ×2  30.00
كيكة تمر ×1  18.00
الإجمالي 48.00 ريال""",
    **AR,
    cat="fields_receipt",
    note="attached و, فقط after the last field",
)
F(
    """عبّي هالنموذج من النص
⟦الاسم⟧:
⟦تاريخ الميلاد⟧:
⟦رقم الهاتف⟧:

النص: اسمي ليان الخطيب، مواليد 3 آذار 1996، ورقمي 0791234567""",
    **AR,
    cat="fields_form",
    note="Levantine, empty form labels",
)
F(
    "من هذا التقييم حدد ⟦اسم المنتج⟧ و⟦عدد النجوم⟧ و⟦سبب الشكوى⟧: اشتريت مرطب الجو «نسيم» وأعطيه نجمتين، صوته عالي جداً والخزان صعب التنظيف.",
    **AR,
    cat="fields_waw",
    note="attached و, review after",
)
F(
    """حدد ⟦مكان الحادث⟧ و⟦الوقت⟧ و⟦حجم الخسائر⟧ من الخبر التالي:
"اندلع حريق عند الساعة الثالثة عصر الثلاثاء في مستودع بمنطقة الرمال الصناعية، وأدى إلى احتراق مبنيين وخسائر تقدر بنحو مليوني درهم دون إصابات بشرية."
""",
    **AR,
    cat="fields_article",
    note="news item in quotes",
)
F(
    """عبئ الـ JSON من النص:
{"⟦name⟧": "", "⟦email⟧": "", "⟦company⟧": ""}
النص: مرحباً، معك رنا السقا من قسم التسويق في شركة موجة خضراء، بريدي rana.saqqa@mawja-green.com""",
    **AR,
    cat="fields_json_template",
    note="empty JSON template, English keys",
)
F(
    """| البيان | القيمة |
|---|---|
| ⟦الاسم الكامل⟧ | |
| ⟦جهة العمل⟧ | |
| ⟦البريد الإلكتروني⟧ | |
املأ الجدول من النص: أنا جود المصري، أعمل في مكتب الرواد للمحاسبة، وبريدي jood.masri@alrowad-acc.com""",
    **AR,
    cat="fields_table",
    note="markdown table of fields first",
)
F(
    """طلع من محضر الاجتماع ⟦الحضور⟧ - ⟦القرارات⟧ - ⟦موعد الاجتماع القادم⟧

اجتماع مارس: حضر هالة يوسف ومراد السيد وتامر عوض. تقرر إطلاق المنتج الجديد في 20 مايو. الاجتماع القادم 2 أبريل.""",
    **AR,
    cat="fields_dash",
    note="fields joined by spaced dashes, minutes",
)
F(
    "لخص من الإيميل ⟦المرسل⟧ · ⟦الموعد النهائي⟧ · ⟦المطلوب⟧\n\nالسلام عليكم، معكم وليد حمدان من قسم المشتريات. نرجو إرسال عرض السعر للربع الثاني قبل الأربعاء القادم.",
    **AR,
    cat="fields_middle_dot",
    note="fields joined by ·",
)
F(
    "من التعريف ده قولي ⟦الجامعة⟧ و⟦التخصص⟧ ← أهلاً! أنا يوسف طلبة، سنة تالتة تصميم داخلي في جامعة النيل الجديدة 😄",
    **AR,
    cat="fields_two",
    note="Egyptian, two fields, arrow before the text",
)
F(
    "استخرج ⟦أسماء الأشخاص⟧، ⟦الأماكن⟧، ⟦المؤسسات⟧ من الجملة: افتتح الباحث كريم الأنصاري معرضاً في مدينة صفاقس بتنظيم من المعهد الوطني للمواد المتقدمة.",
    **AR,
    cat="fields_entities",
    note="entity types as fields",
)
F(
    """شوف رسالة الزبون وطلع ⟦رقم الطلب⟧، ⟦نوع الطلب⟧، ⟦الحل المطلوب⟧
"رقم طلبي 55120-AR، الحذاء طلع صغير نمرة، بدي بدّله مش رجّعه\"""",
    **AR,
    cat="fields_customer_msg",
    note="Levantine customer message in quotes",
)
F(
    """من نشرة الدواء هاي بدي ⟦دواعي الاستعمال⟧ / ⟦الجرعة⟧ / ⟦التحذيرات⟧
[دوليفين أقراص] لتخفيف الصداع وآلام الأسنان. للبالغين قرص واحد حتى 3 مرات يومياً بعد الأكل. لا يستخدم مع الكحول.""",
    **AR,
    cat="fields_slash",
    note="spaced slashes, invented drug",
)
F(
    "استخرج ⟦عنوان الكتاب⟧ و⟦المؤلف⟧ و⟦سنة النشر⟧:رواية «طريق إلى البحر» للكاتبة سلمى النعيمي صدرت عام 2019 عن دار الأفق.",
    **AR,
    cat="fields_no_space",
    note="text starts right after the colon",
)
F(
    """Extract لو سمحت: ⟦product⟧, ⟦price⟧, ⟦color⟧
"عرض خاص! سماعة بلوتوث أورا باللون الأسود بـ 199 ريال والتوصيل مجاني"
""",
    **AR,
    cat="fields_english",
    note="English verb and field names, Arabic text",
)
F(
    """من إعلان الشقة هذا رتب لي
⟦الموقع⟧
⟦المساحة⟧
⟦السعر⟧
⟦تاريخ التسليم⟧
لو سمحت

شقة في حي الياسمين بالرياض، الدور الثالث، مساحة 160 م²، السعر 850 ألف ريال، التسليم منتصف أكتوبر""",
    **AR,
    cat="fields_bare_lines",
    note="fields on bare lines mid-sentence",
)
F(
    "من الملاحظة الطبية استخرج ⟦عمر المريض⟧، ⟦الأعراض الرئيسية⟧، ⟦الأدوية الموصوفة⟧. مريض 54 سنة، يشكو من سعال وحرارة خفيفة منذ 3 أيام. العلاج: شراب كوفيلكس وخافض حرارة.",
    **AR,
    cat="fields_medical",
    note="clinical note",
)
F(
    """من إعلان المسابقة أبي ⟦مدة المسابقة⟧ وكذلك ⟦طريقة المشاركة⟧ وكذلك ⟦الجائزة⟧
🎉 مسابقة الربيع! من 1 إلى 15 أبريل، تابع حسابنا واكتب تعليق وادخل السحب على ساعة ذكية 🎉""",
    **AR,
    cat="fields_wakadhalik",
    note="Gulf, fields joined by وكذلك",
)
F(
    "حدد ⟦الفعل⟧ و⟦الفاعل⟧ و⟦المفعول به⟧ في الجملة: قرأ سليمٌ القصةَ في المكتبة.",
    **AR,
    cat="fields_grammar",
    note="sentence parts as fields",
)

# ============================================================================ count (13 pairs)
C("اكتب لي 10 عناوين لفيديوهات يوتيوب عن الطبخ", 10, **AR, cat="count_digits", note="10 عناوين")
C("أعطني ٥ شعارات لشركة تنظيف منازل", 5, **AR, cat="count_arabic_indic", note="٥ in Arabic-Indic digits")
C("اقترح خمسة أسماء لمخبز صغير في حينا", 5, **AR, cat="count_word", note="خمسة")
C("ابغى عشر أسئلة ثقافة عامة للأطفال مع الإجابات", 10, **AR, cat="count_word", note="Gulf, عشر")
C(
    "اقترح 6 شعارات لمشروب طاقة جديد، الفئة المستهدفة من 20 إلى 30 سنة ولا تكون طويلة",
    6,
    **AR,
    cat="count_with_requirements",
    note="6, then an age range that is not a count",
)
C("عايز ٢٠ فكرة هدية لعيد ميلاد أختي", 20, **AR, cat="count_arabic_indic", note="Egyptian, ٢٠")
C(
    "سوي لي اختبار من 8 أسئلة اختيار من متعدد عن الجهاز الهضمي",
    8,
    **AR,
    cat="count_quiz",
    note="Gulf, a quiz of 8 questions",
)
C("رشحلي ثلاث أماكن حلوة للطلعة مع خطيبتي بعمّان", 3, **AR, cat="count_places", note="Levantine, ثلاث")
C("اقترحلي سبع مطاعم بالشام بس مش شاورما", 7, **AR, cat="count_places", note="سبع, an exclusion after")
C("12 أغنية هادئة للمذاكرة لو سمحت 🎧", 12, **AR, cat="count_no_verb", note="number first, no verb")
C("اكتب ثلاث قصائد قصيرة عن الخريف", 3, **AR, cat="count_poems", note="ثلاث")
C("ألّف لي قصتين قصيرتين قبل النوم لطفلي، البطل أرنب", 2, **AR, cat="count_dual", note="dual قصتين is a count of 2")
C("أعطني خمس جمل افتتاحية لرسالة تعريف بنفسي", 5, **AR, cat="count_sentences", note="خمس جمل")
C("اكتب 20 جملة إنجليزية للمحادثة في المطار", 20, **AR, cat="count_sentences", note="20 جملة")
C("أبغى سبع أفكار ألعاب لرحلة الشركة", 7, **AR, cat="count_word", note="Gulf, سبع أفكار")
C("اقترح 30 موضوع لمدونة عن الأمومة", 30, **AR, cat="count_digits", note="30 موضوع")
C(
    "تخيل إنك خبير تسويق. اكتب ثماني رسائل إشعار لتطبيق «خطوة» للمشي",
    8,
    **AR,
    cat="count_roleplay",
    note="role-play preamble, ثماني",
)
C("أسماء قطط؟ أبي ١٠ أسماء لقطة شقراء 😺", 10, **AR, cat="count_arabic_indic", note="a topic question first, then ١٠")
C("اقترح أربع أسئلة لكسر الجليد في بداية الورشة", 4, **AR, cat="count_word", note="أربع questions to make")
C("عطني 12 سؤال ممكن يسألوني في مقابلة وظيفة مطور ويب", 12, **AR, cat="count_questions", note="Gulf, 12 سؤال")
C("اقترح تسع وجهات سياحية داخلية للصيف مع ميزانية متوسطة", 9, **AR, cat="count_word", note="تسع")
C("ست ألعاب نقدر نلعبها في التخييم؟", 6, **AR, cat="count_no_verb", note="ست, question form, no imperative")
C("نصائح لتدريب الكلب على عدم النباح، خمس نصائح بس", 5, **AR, cat="count_after", note="the count after the topic")
C("اخترع لي عشرين اسم مستخدم مضحك للألعاب", 20, **AR, cat="count_word", note="عشرين")
C(
    "اكتب 5 إعلانات قصيرة للسوشيال ميديا، كل واحد لا يزيد عن 20 كلمة",
    5,
    **AR,
    cat="count_with_constraint",
    note="5; 20 كلمة is a length limit",
)
C("اكتب لي اثنين بوستات لانستغرام عن افتتاح المحل", 2, **AR, cat="count_word", note="اثنين")

# ============================================================================ none (24 pairs)
N("خطط لي رحلة لمدة 3 أيام في إسطنبول", **AR, cat="none_quantity", note="3 أيام is a duration")
N("اقترح مطعم مناسب لعشاء 4 أشخاص في جدة يوم الخميس", **AR, cat="none_quantity", note="4 أشخاص is a party size")
N("وصفة عشاء سريعة تتحضر في 15 دقيقة", **AR, cat="none_quantity", note="15 دقيقة is a constraint")
N("كيف أسوي كبسة دجاج لـ 6 أشخاص؟", **AR, cat="none_quantity", note="لـ 6 أشخاص is a serving size")
N("اكتب مقال عن أهمية القراءة لا يزيد عن 300 كلمة", **AR, cat="none_length_limit", note="300 كلمة is a length limit")
N(
    "لخص هذا الخبر في ثلاث جمل: أعلنت شركة الأفق للإلكترونيات عن هاتفها الجديد «مدار 5»، وقالت إن وزنه أقل من الجيل السابق بـ 20 غراماً وإن بطاريته أكبر بنسبة 10%. وسيُطرح في الأسواق الشهر القادم بسعر 2,400 درهم.",
    **AR,
    cat="none_length_limit",
    note="ثلاث جمل is the summary's length",
)
N("اشرح أركان الإسلام الخمسة لطفل عمره 7 سنوات", **AR, cat="none_fixed_set", note="a fixed set of five")
N(
    "عندي طفلان، واحد 6 سنين والتاني 3، دايماً بيتخانقوا، أعمل إيه؟",
    **AR,
    cat="none_fixed_set",
    note="Egyptian, two children as context",
)
N("أيهما أفضل للتصوير، آيفون أم سامسونج؟", **AR, cat="none_compare", note="choose between two")
N("أيهما أنسب لمبتدئ: Python أو JavaScript أو Java؟", **AR, cat="none_choose", note="choose among three")
N(
    """عندي هالأعراض من يومين:
- صداع
- غثيان
- دوخة لما أوقف
ما السبب برأيك؟""",
    **AR,
    cat="none_context_list",
    note="symptom list as context for one question",
)
N(
    "عندي بالبيت: بيض، بندورة، بصل، جبنة. شو بقدر أطبخ فيهم؟",
    **AR,
    cat="none_context_list",
    note="Levantine, ingredients as context",
)
N("اكتب قصيدة تستخدم كل هذه الكلمات: بحر، قمر، حنين، مطر", **AR, cat="none_list_whole", note="all words in one poem")
N(
    "اكتب قصة قصيرة فيها ثلاث شخصيات: طبيب وقطة ولص",
    **AR,
    cat="none_list_whole",
    note="three characters in one story",
)
N(
    """اكتب خطاب تقديم لوظيفة محاسب في شركة الفجر، بشرط:
- لا يتجاوز صفحة واحدة
- يذكر خبرتي 4 سنوات في التدقيق
- بلهجة رسمية""",
    **AR,
    cat="none_requirements",
    note="one cover letter, bulleted conditions",
)
N(
    """اكتب إعلان لمجموعة الواتساب تبع الشغل
• العشاء: الخميس الجاي
• المكان: مطعم «سنابل»
• المساهمة 10 دنانير
• اللي ما بيقدر يجي يخبرني قبل الأربعاء""",
    **AR,
    cat="none_requirements",
    note="one notice from bulleted details",
)
N(
    """ليش هذا الكود يعطيني خطأ؟
def total(items):
    s = 0
    for i in items
        s += i
    return s""",
    **AR,
    cat="none_code_fix",
    note="one code question, code lines",
)
N(
    "اكتب دالة بايثون تحسب متوسط قائمة أرقام وتتجاهل القيم الفارغة",
    **AR,
    cat="none_code_write",
    note="one function to write",
)
N(
    "اكتب استعلام SQL يجيب أكثر 5 عملاء شراءً من جدول orders",
    **AR,
    cat="none_code_write",
    note="5 is a LIMIT inside one query",
)
N(
    """عندي هالجدول بالإكسل
الاسم | الدرجة
سارة | 88
عمر | 72
هند | 95
أبي معادلة تحسب كم طالب درجته فوق 80""",
    **AR,
    cat="none_data_context",
    note="a table as context for one formula",
)
N(
    "اشترى خالد 3 دفاتر بسعر 12 ريالاً للدفتر، ودفع 50 ريالاً. كم الباقي له؟",
    **AR,
    cat="none_math",
    note="a word problem in several sentences",
)
N(
    "حل المعادلة س² - 5س + 6 = 0 ثم استخدم الحلين لحساب مجموع مربعيهما",
    **AR,
    cat="none_math",
    note="the second step uses the first",
)
N(
    "احسب مساحة مستطيل طوله 8 م وعرضه 5 م، ثم احسب تكلفة تبليطه إذا كان سعر المتر 40 ريال",
    **AR,
    cat="none_math",
    note="dependent steps",
)
N("كم يساوي 15% من 240؟", **AR, cat="none_math", note="one calculation")
N(
    "من الطرق الثلاث اللي ذكرتها فوق، أيها الأسهل للمبتدئ؟",
    **AR,
    cat="none_followup",
    note="refers to the previous answer",
)
N(
    "بناءً على الخطة اللي كتبتها، عدّل اليوم الثاني ليكون أخف",
    **AR,
    cat="none_followup",
    note="builds on the previous answer",
)
N("صباح الخير! كيفك اليوم؟", **AR, cat="none_smalltalk", note="greeting")
N("شكراً جزيلاً على المساعدة، جزاك الله خيراً", **AR, cat="none_smalltalk", note="thanks only")
N("كيف أغير كلمة السر في الراوتر خطوة بخطوة؟", **AR, cat="none_procedure", note="one step-by-step procedure")
N(
    """1. سخّن الفرن على 180
2. اخلط الطحين مع السكر
3. أضف البيض
وبعدين شو الخطوة الجاية؟""",
    **AR,
    cat="none_procedure",
    note="numbered steps as context for one question",
)
N(
    """هذه مهامي اليوم:
- تسليم التقرير
- الاتصال بالبنك
- شراء هدية لأمي
- الذهاب للنادي
رتبها لي حسب الأولوية""",
    **AR,
    cat="none_list_whole",
    note="a todo list ordered as a whole",
)
N(
    "اختر الإجابة الصحيحة: عاصمة أستراليا هي\nأ) سيدني\nب) كانبرا\nج) ملبورن",
    **AR,
    cat="none_multiple_choice",
    note="one question with options",
)
N(
    "ترجم هذه الجملة: أستيقظ كل يوم الساعة 6، وأمارس الرياضة لمدة نصف ساعة، ثم أذهب إلى العمل.",
    **AR,
    cat="none_translate_whole",
    note="one sentence with commas and figures",
)
N(
    "ترجم هذه الأبيات إلى الإنجليزية مع الحفاظ على المعنى:\nيا ليلُ طُلْ فالقلبُ فيكَ مسافرٌ\nوالنجمُ يحرسُ ما تبقّى من سهري",
    **AR,
    cat="none_translate_whole",
    note="one poem over two lines",
)
N(
    "اكتب إيميل اعتذار لعميل عن تأخير التسليم 3 أيام، بأسلوب مهذب",
    **AR,
    cat="none_one_text",
    note="one email; 3 أيام is a delay",
)
N(
    "اختر واحداً من هذه المنتجات واكتب له إعلاناً: قارورة ماء، حقيبة قماش، منديل",
    **AR,
    cat="none_choose",
    note="pick one, write one",
)
N(
    "عندي 3 امتحانات الأسبوع الجاي ومش قادر أذاكر، حفزني شوية",
    **AR,
    cat="none_quantity",
    note="Egyptian, 3 امتحانات is context",
)
N("ميزانيتي 5000 ريال، وش أفضل لابتوب للبرمجة؟", **AR, cat="none_quantity", note="Gulf, a budget")
N(
    "اكتب تقرير من ثلاث فقرات عن التغير المناخي",
    **AR,
    cat="none_structure_constraint",
    note="ثلاث فقرات is the shape of one report",
)
N("لخص المحادثة كلها في خمس نقاط", **AR, cat="none_length_limit", note="خمس نقاط is the shape of one summary")
N(
    "ما الفرق بين الهمزة المتوسطة والهمزة المتطرفة؟",
    **AR,
    cat="none_compare",
    note="one comparison, two things joined by و",
)
N("قارن بين الطاقة الشمسية وطاقة الرياح من حيث التكلفة", **AR, cat="none_compare", note="one comparison")
N("اكتب برنامج تمارين لمدة 4 أسابيع لشخص مبتدئ", **AR, cat="none_quantity", note="4 أسابيع is a duration of one plan")
N(
    "مسافرين 2 بالغين وطفل لمدة أسبوع لماليزيا، كم الميزانية التقريبية؟",
    **AR,
    cat="none_quantity",
    note="group size and duration",
)
N(
    "أعد صياغة هذه الفقرة بشكل أفضل: كان الجو ماطراً. خرجت من البيت متأخراً. فاتني الباص.",
    **AR,
    cat="none_rewrite_whole",
    note="one paragraph of three sentences",
)
N("ما رأيك في اسم «بيت الكعك» لمحل حلويات؟", **AR, cat="none_opinion", note="one opinion on one name")
N("السلام عليكم، ممكن تساعدني بشي؟", **AR, cat="none_smalltalk", note="greeting, no task yet")
N(
    "لي أخوين، واحد في الجامعة وواحد في الثانوية. وش هدية تناسب الاثنين؟",
    **AR,
    cat="none_fixed_set",
    note="Gulf, two brothers as context, one gift",
)


def write(rows: list[dict], out: Path) -> None:
    with out.open("w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    a = build(ROWS[0::2], prefix="wa", source=SOURCE_A)
    b = build(ROWS[1::2], prefix="wab", source=SOURCE_B)
    check(a + b)  # no request in both halves
    if "--check" not in sys.argv:
        write(a, OUT_A)
        write(b, OUT_B)
    for out, rows in ((OUT_A, a), (OUT_B, b)):
        print(f"{out.name}: {len(rows)} rows;", dict(Counter(r["kind"] for r in rows)))
