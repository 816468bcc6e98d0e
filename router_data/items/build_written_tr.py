"""Hand-written training rows for the items finder, set (tr): Turkish chat-assistant requests.

    .venv/bin/python router_data/items/build_written_tr.py          # writes both halves, with the checks
    .venv/bin/python router_data/items/build_written_tr.py --check  # the checks only

Every row is written here by hand (see WRITTEN_TR.md): Turkish requests as users type them to a
chat assistant (sen and siz forms, typos and missing Turkish letters, emoji, greetings and
thanks, English words mixed in), with hard negatives (``none``) that look list-like but are one
task. In a ``list`` or ``fields`` request each gold item is marked ``⟦like this⟧``; the marks are
taken out and the marked spans become its items, so every item is a substring of its request, in
order, by construction.

The rows are written in pairs of the same kind and split alternately: rows 0, 2, 4, ... go to
``written_tr.jsonl`` (ids ``wt001``...) and rows 1, 3, 5, ... to ``written_tr_b.jsonl`` (ids
``wtb001``...), the held-out half. Both halves get devset.py's checks (ids unique, kinds known,
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

OUT_A = HERE / "written_tr.jsonl"
OUT_B = HERE / "written_tr_b.jsonl"
SOURCE_A = "written for training (tr)"
SOURCE_B = "written for training (tr), held-out half"
ROWS = Rows()
L, F, C, N = ROWS.L, ROWS.F, ROWS.C, ROWS.N
TR = {"lang": "tr"}

# ============================================================================ list (22 pairs)
L(
    """Merhaba, birkaç sorum olacak
1. ⟦Taşındıktan sonra adres değişikliğini kaç gün içinde bildirmem gerekiyor?⟧
2. ⟦Bunu e-Devlet üzerinden yapabilir miyim?⟧
3. ⟦Kiracılar da yapabiliyor mu?⟧
Şimdiden teşekkürler :)""",
    **TR,
    cat="questions_numbered",
    note="greeting, 1. 2. 3., thanks after",
)
L(
    """Aşağıdaki soruları cevaplayınız.
1) ⟦Cumhuriyet hangi yıl ilan edilmiştir?⟧
2) ⟦TBMM hangi şehirde açılmıştır?⟧
3) ⟦Harf devrimi hangi yıl yapılmıştır?⟧""",
    **TR,
    cat="questions_paren",
    note="exam style 1) 2) 3), siz form",
)
L(
    "⟦kedime günde kaç kere mama vermeliyim?⟧⟦süt içebilir mi?⟧⟦tırnaklarını ne sıklıkla kesmeliyim?⟧",
    **TR,
    cat="questions_run_together",
    note="questions joined only by ?, no spaces",
)
L(
    "kapadokyaya gidicem birkac sorum var ⟦balon turu kac para⟧ ⟦kac gun kalmak yeterli⟧ ⟦peri bacalarina yurunerek gidilir mi⟧",
    **TR,
    cat="questions_inline",
    note="no Turkish letters, no question marks, spaces only",
)
L(
    """Aşağıdaki cümleleri İngilizceye çevirir misiniz?
- ⟦Toplantı 30 dakika geç başlayacak.⟧
- ⟦Lütfen ekteki dosyayı kontrol edin.⟧
- ⟦Gelecek salı gününe kadar dönüş yapmanızı rica ederim.⟧""",
    **TR,
    cat="translate_bulleted",
    note="dash bullets; a quantity inside an item",
)
L(
    """almancaya çevir
⟦Doğum günün kutlu olsun!⟧
⟦Bugün çok eğlendim⟧
⟦Yakında yine görüşelim⟧""",
    **TR,
    cat="translate_bare_lines",
    note="sentences on bare lines",
)
L(
    "şu kelimelerin anlamı ne: ⟦mütevazı⟧, ⟦muğlak⟧, ⟦mütemadiyen⟧, ⟦ahenk⟧",
    **TR,
    cat="terms_inline",
    note="words joined by commas",
)
L(
    "Ekonomi terimlerini açıklar mısın: ⟦stagflasyon⟧ / ⟦parasal genişleme⟧ / ⟦politika faizi⟧",
    **TR,
    cat="terms_slash",
    note="terms joined by slashes",
)
L(
    """Şu yorumları olumlu ya da olumsuz diye sınıflandır
1. ⟦Kargo çok hızlıydı, paketleme de özenliydi, tekrar alırım⟧
2. ⟦Beden çok küçük geldi 😕 iade edeceğim⟧
3. ⟦Fiyatına göre idare eder⟧
4. ⟦Renk fotoğraftakiyle alakası yok, hayal kırıklığı⟧""",
    **TR,
    cat="classify_numbered",
    note="reviews to classify, emoji inside one",
)
L(
    """Müşteri mesajlarını 'kargo', 'iade' veya 'diğer' olarak etiketler misin?
• ⟦Siparişimi bir hafta önce verdim hâlâ gelmedi⟧
• ⟦Ürün bozuk çıktı, paramı geri istiyorum⟧
• ⟦Mağazanız pazar günleri açık mı?⟧""",
    **TR,
    cat="classify_bullet",
    note="labels listed inline are not items; • bullets",
)
L(
    "⟦kablosuz süpürge⟧, ⟦kamp sandalyesi⟧ ve ⟦organik granola⟧ için birer satırlık reklam sloganı yazar mısın",
    **TR,
    cat="slogan_per_item",
    note="products first, joined by , and ve; birer",
)
L(
    """Kafemizin yeni menüsü için instagram paylaşım metni lazım her biri için ayrı ayrı 🙏
* ⟦Karamelli soğuk kahve⟧
* ⟦Çilekli waffle⟧
* ⟦Matcha latte⟧""",
    **TR,
    cat="slogan_per_item",
    note="* bullets, English words, ayrı ayrı",
)
L(
    """yazım hatalarını düzeltir misin
⟦herkez geldimi⟧
⟦yanlız kaldım bu akşam⟧
⟦şarj aletimi unutmuşum heralde⟧
⟦birşey sorcam⟧""",
    **TR,
    cat="correct_list",
    note="misspelt sentences on bare lines",
)
L(
    "de/da ekini doğru yazarak düzelt: 1- ⟦bende geliyorum⟧ 2- ⟦sende mi duydun⟧ 3- ⟦okulda da bilgisayarda mı var⟧",
    **TR,
    cat="correct_dash_numbered",
    note="1- 2- 3- inline",
)
L(
    """Şu cümleleri daha kibar hale getirebilir misiniz?

⟦O işi ben yapmadım ki⟧

⟦Hemen gönderin şunu⟧

⟦Olmaz dedim ya size⟧""",
    **TR,
    cat="rewrite_blank_lines",
    note="blank lines between sentences",
)
L(
    "ön yazımdaki şu cümleleri daha profesyonel yaz: a) ⟦Şirketinizde çalışmayı çok istiyorum.⟧ b) ⟦Sorumluluk sahibi biriyim.⟧ c) ⟦Excel'i iyi bilirim.⟧",
    **TR,
    cat="rewrite_letters",
    note="a) b) c) inline",
)
L(
    """Aşağıdaki metni okuyup soruları yanıtlayın.
"Yeşilova, 85 bin nüfuslu küçük bir ilçedir ve her yıl haziran ayında kiraz festivali düzenler. Bu yılki festivale geçen yıla göre %15 daha fazla ziyaretçi geldi. Belediye, önümüzdeki yıl festivali üç günden beş güne çıkarmayı planlıyor."
(1) ⟦Yeşilova'nın nüfusu kaçtır?⟧
(2) ⟦Kiraz festivali hangi ayda yapılır?⟧
(3) ⟦Gelecek yıl festival kaç gün sürecek?⟧""",
    **TR,
    cat="passage_first",
    note="passage then (1) (2) (3) questions",
)
L(
    """Metin: Selin Aksoy pazartesi sabahı saat 9'da İzmir şubesine iş seyahatine gitti. Yolculuğu otobüsle yaptı ve çarşamba akşamı Ankara'ya dönecek.
Yukarıdaki metne göre ⟦Selin nereye gitti⟧ ve ⟦ne ile gitti⟧, bir de ⟦ne zaman dönecek⟧""",
    **TR,
    cat="passage_inline",
    note="passage then questions joined by ve / bir de, no ?",
)
L(
    "yazılım terimleri sorucam ⟦API nedir?⟧ ⟦REST ile GraphQL arasındaki fark ne?⟧ ⟦endpoint ne anlama geliyor?⟧",
    **TR,
    cat="questions_english_terms",
    note="English terms inside Turkish questions; one item holds a comparison",
)
L(
    "bu ingilizce deyimler ne demek ⟦break a leg⟧ ve ⟦piece of cake⟧ ve ⟦hit the sack⟧",
    **TR,
    cat="terms_ve",
    note="English idioms joined by ve",
)
L(
    "⟦Brezilya⟧, ⟦Arjantin⟧ ve ⟦Şili⟧'nin resmi dilleri ayrı ayrı nedir?",
    **TR,
    cat="terms_items_first",
    note="items first, a suffix after the last one",
)
L(
    "⟦grip⟧ ile ⟦nezle⟧ bir de ⟦su çiçeği⟧ kuluçka süreleri ne kadar, her biri için yazar mısın",
    **TR,
    cat="terms_ile_bir_de",
    note="joined by ile and bir de",
)
L(
    """Yarın mülakatım var 😰 şu sorulara örnek cevap hazırlar mısın
- ⟦Güçlü ve zayıf yönleriniz nelerdir?⟧
- ⟦Neden şirketimize başvurdunuz?⟧
- ⟦Bir çatışmayı çözdüğünüz bir deneyiminizi anlatır mısınız?⟧""",
    **TR,
    cat="questions_bulleted",
    note="an answer per interview question; ve inside an item",
)
L(
    """İK'ya sorularım
S1. ⟦Yıllık izin işe girişten ne kadar sonra kullanılabiliyor?⟧
S2. ⟦Yarım gün izin alınabiliyor mu?⟧
S3. ⟦Kullanılmayan izinler ücrete dönüştürülüyor mu?⟧""",
    **TR,
    cat="questions_s_numbered",
    note="S1. S2. S3. (soru)",
)
L(
    """python hataları bunlar, her biri ne anlama geliyor
⟦ModuleNotFoundError: No module named 'requests'⟧
⟦IndexError: list index out of range⟧
⟦TypeError: 'NoneType' object is not subscriptable⟧""",
    **TR,
    cat="errors_list",
    note="error messages on bare lines",
)
L(
    "excel fonksiyonlarını örnekle anlatır mısın ⟦DÜŞEYARA⟧ ⟦ETOPLA⟧ ⟦EĞERSAY⟧ ⟦EĞERHATA⟧",
    **TR,
    cat="terms_space",
    note="function names joined by spaces",
)
L(
    "şu denklemleri çöz lütfen: ⟦2x + 5 = 17⟧, ⟦3x - 4 = 11⟧, ⟦x/2 + 1 = 9⟧",
    **TR,
    cat="equations_inline",
    note="independent equations joined by commas",
)
L(
    """Matematik ödevim 🙈
1.⟦48'in %25'i kaçtır?⟧
2.⟦3/4 ile 2/3'ün toplamı kaçtır?⟧
3.⟦Bir karenin bir kenarı 7 cm ise alanı kaç cm²'dir?⟧""",
    **TR,
    cat="math_numbered_nospace",
    note="1. without a space; independent problems",
)
L(
    """🍕 ⟦pizza hamuru kaç saat mayalanmalı?⟧
🍝 ⟦makarnayı haşlarken suya yağ koymak gerekli mi?⟧
🥗 ⟦salata sosu buzdolabında kaç gün dayanır?⟧""",
    **TR,
    cat="questions_emoji_markers",
    note="emoji as markers",
)
L(
    """Tabloyu doldurur musun

| Türkçe | İngilizce |
|---|---|
| ⟦bardak⟧ | |
| ⟦çatal⟧ | |
| ⟦havlu⟧ | |
| ⟦şemsiye⟧ | |""",
    **TR,
    cat="table_empty_column",
    note="markdown table with the English column empty",
)
L(
    "su atasozlerini aciklarmisin • ⟦Damlaya damlaya göl olur⟧ • ⟦Sakla samanı gelir zamanı⟧ • ⟦Üzüm üzüme baka baka kararır⟧",
    **TR,
    cat="proverbs_bullet_inline",
    note="• inline; prompt without Turkish letters, items with",
)
L(
    """Müşteriden şöyle bir mail geldi, her soruya ayrı cevap taslağı yazar mısın:
"Merhaba, ⟦siparişim ne zaman kargoya verilecek?⟧ Ayrıca ⟦fatura adresimi değiştirebilir miyim?⟧ Son olarak ⟦iade süresi kaç gün?⟧ İyi çalışmalar, Deniz Kaplan\"""",
    **TR,
    cat="questions_in_email",
    note="questions inside a pasted email",
)
L(
    """Blog yazılarım için her konuya bir başlık öner
-⟦evde kompost yapımı⟧
-⟦balkonda domates yetiştirmek⟧
-⟦yağmur suyunu biriktirme yolları⟧""",
    **TR,
    cat="title_per_topic",
    note="- bullets without a space",
)
L(
    "⟦köpekler üzüm yiyebilir mi⟧, ⟦kediler ton balığı yiyebilir mi⟧, ⟦tavşanlar marul yiyebilir mi⟧",
    **TR,
    cat="questions_mi_inline",
    note="mi questions joined by commas, no ?, no lead-in",
)
L(
    """Aşağıdaki cümleleri edilgen yapıya çevir:
1. ⟦Annem pastayı fırına koydu.⟧
2. ⟦İşçiler yolu iki günde onardı.⟧
3. ⟦Öğretmen sınav kâğıtlarını dağıttı.⟧""",
    **TR,
    cat="grammar_numbered",
    note="sentences to transform; a quantity inside an item",
)
L(
    "translate to turkish pls: ⟦I'll be there in ten minutes.⟧ ⟦Could you send me the invoice?⟧ ⟦We are out of stock right now.⟧",
    **TR,
    cat="translate_en_tr",
    note="request itself in English; sentences joined by spaces",
)
L(
    "hangi cümlede hangi duygu var söyler misin: ⟦Sınavı geçtim, inanamıyorum!⟧ / ⟦Yine mi otobüsü kaçırdım ya⟧ / ⟦Yarınki ameliyat için çok endişeliyim⟧",
    **TR,
    cat="classify_emotion",
    note="sentences joined by slashes",
)
L(
    "su kavramlari aciklarmisin 1) ⟦fotosentez⟧ 2) ⟦mitoz bolunme⟧ 3) ⟦osmoz⟧ tesekkurler",
    **TR,
    cat="terms_paren_inline",
    note="1) inline, missing Turkish letters, thanks after",
)
L(
    """Her haberi tek cümleyle özetler misin?
1. ⟦Belediye, Çınarlı Mahallesi'ndeki parkın yenileme çalışmalarının ağustos sonunda biteceğini açıkladı. Parka yeni bir bisiklet yolu ve çocuk oyun alanı eklenecek.⟧
2. ⟦Yerel futbol takımı Karaburunspor, dün akşamki maçta rakibini 3-1 yenerek ligde ikinci sıraya yükseldi.⟧""",
    **TR,
    cat="summarise_each",
    note="tek cümleyle is a length per item; items hold several sentences",
)
L(
    "selam 👋 kafama takılanlar: ⟦bulutlar neden beyaz⟧ / ⟦gökkuşağı neden yay şeklinde⟧ / ⟦şimşek mi önce gelir gök gürültüsü mü⟧",
    **TR,
    cat="questions_slash",
    note="slash-joined questions; one item is a mu-choice question",
)
L(
    "⟦Japonya⟧ / ⟦İsviçre⟧ / ⟦Norveç⟧ para birimleri neler",
    **TR,
    cat="terms_slash_first",
    note="items first, slash-joined",
)
L(
    """Araba almayı düşünüyorum, sorularım şunlar:
* ⟦hybrid araç ile elektrikli araç arasındaki fark ne?⟧
* ⟦kasko zorunlu mu?⟧
* ⟦ikinci elde kilometre mi daha önemli yaş mı?⟧""",
    **TR,
    cat="questions_star",
    note="items hold a comparison and a choice, still independent questions",
)
L(
    "şu bağlaçların her birini ayrı bir cümlede kullanır mısın: ⟦nitekim⟧, ⟦oysa⟧ ile ⟦üstelik⟧",
    **TR,
    cat="terms_ile",
    note="one sentence per word (unlike using all the words in one text)",
)
L(
    "sivasa trenle gidecegim ⟦yolculuk kac saat suruyor⟧ ve ⟦yemekli vagon var mi⟧ bir de ⟦bisiklet alabiliyorlar mi⟧ sağ ol şimdiden",
    **TR,
    cat="questions_ve_bir_de",
    note="questions joined by ve and bir de, missing letters, thanks after",
)

# ============================================================================ fields (11 pairs)
F(
    "şu mesajdan ⟦kargo firması⟧, ⟦takip numarası⟧ ve ⟦tahmini teslim tarihi⟧ bilgilerini çıkar\n[HızlıKargo] Sayın müşterimiz, gönderiniz yola çıkmıştır. Takip no: 7731-5520-9914, tahmini teslim 14 Haziran Cuma",
    **TR,
    cat="fields_inline",
    note="fields before the SMS text",
)
F(
    """Aşağıdaki kartvizitten ⟦şirket adı⟧/⟦unvan⟧/⟦telefon⟧ bilgilerini çıkarır mısınız
Ardıç Yazılım A.Ş. | Satış Müdürü Emre Yılmazer | 0532 418 77 20 | emre@ardicyazilim.com.tr""",
    **TR,
    cat="fields_slash",
    note="slash-joined fields, business card",
)
F(
    """Bu iş ilanından şunları çıkar:
- ⟦Şirket adı⟧
- ⟦Çalışma yeri⟧
- ⟦Maaş⟧
- ⟦Son başvuru tarihi⟧

[İLAN] Doğa Gıda Ltd. Şti. kalite kontrol uzmanı arıyor. Çalışma yeri Bursa Nilüfer olup maaş 42.000 TL (görüşülür). Son başvuru 31 Temmuz.""",
    **TR,
    cat="fields_bulleted",
    note="bulleted fields, then the job ad",
)
F(
    """fişteki ⟦işletme adı⟧, ⟦tarih⟧ ve ⟦toplam tutar⟧ ne

Kahve Durağı
09.03.2024 14:22
Filtre kahve x2 180,00
Cheesecake x1 145,00
TOPLAM 325,00 TL""",
    **TR,
    cat="fields_receipt",
    note="receipt after the fields, no ?",
)
F(
    "Aşağıdaki metinden ⟦ad⟧, ⟦yaş⟧ ve ⟦meslek⟧ bilgilerini çıkar: Merhaba, ben Burak Ersoy, 34 yaşındayım ve Eskişehir'de veteriner hekim olarak çalışıyorum.",
    **TR,
    cat="fields_inline",
    note="bare field names, text after a colon",
)
F(
    'bu paragraftaki kişinin ⟦ad⟧ını, ⟦yaş⟧ını ve ⟦mesleğini⟧ bulur musun? "Ece Tunalı 27 yaşında. Üç yıldır bir reklam ajansında grafik tasarımcı olarak çalışıyor."',
    **TR,
    cat="fields_suffixed",
    note="ad/yaş marked without the attached suffix; mesleğini whole (no exact stem)",
)
F(
    """Şu formu aşağıdaki bilgilere göre doldur:
⟦Ad Soyad⟧:
⟦Doğum Tarihi⟧:
⟦Telefon⟧:
⟦E-posta⟧:

Bilgiler: Ben Gökhan Arıkan, 12 Mart 1991'de doğdum. Numaram 0541 902 33 17, mailim gokhan.arikan@postakutu.net""",
    **TR,
    cat="fields_empty_form",
    note="an empty form to fill",
)
F(
    """bu metni JSON'a dönüştür şu şablonla
{"⟦isim⟧": "", "⟦şehir⟧": "", "⟦sipariş no⟧": "", "⟦ürün⟧": ""}
metin: Merhaba ben Zeynep Koral, Trabzon'dan yazıyorum, 55810 numaralı siparişimdeki mavi termos hasarlı geldi.""",
    **TR,
    cat="fields_json_template",
    note="empty JSON template",
)
F(
    'Haberden ⟦olayın yeri⟧, ⟦tarihi⟧ ve ⟦yaralı sayısı⟧ bilgilerini çıkarır mısın: "Dün öğleden sonra Kırıkkale\'nin Yahşihan ilçesinde iki otomobilin çarpışması sonucu 4 kişi hafif yaralandı."',
    **TR,
    cat="fields_article",
    note="fields in possessive form, marked as written",
)
F(
    """Toplantı tutanağından şunları madde madde çıkar: ⟦toplantı tarihi⟧, ⟦katılımcılar⟧, ⟦alınan kararlar⟧

Tutanak – 3 Nisan
Katılanlar: Melis Oran, Kaan Demirel, Tuba Aslan
Kararlar: Yeni web sitesi mayıs sonunda yayına alınacak. Reklam bütçesi %10 artırılacak.""",
    **TR,
    cat="fields_minutes",
    note="madde madde is the output format; minutes",
)
F(
    """Kira sözleşmesinden ⟦kiraya veren⟧, ⟦kiracı⟧, ⟦aylık kira bedeli⟧ ve ⟦sözleşme süresi⟧ kısmlarını bulur musun
"İşbu sözleşme, kiraya veren Hakan Özdal ile kiracı Nihan Çelebi arasında, aylık 18.500 TL bedelle ve 1 (bir) yıl süreyle akdedilmiştir.\"""",
    **TR,
    cat="fields_contract",
    note="typo kısmlarını; contract",
)
F(
    """Hasta notundan ⟦hasta adı⟧, ⟦tanı⟧ ve ⟦reçete edilen ilaç⟧ bilgilerini çıkar.
Not: Hasta Ayten Sarıgül (52), üç gündür süren öksürük ve ateş şikayetiyle başvurdu. Tanı: akut bronşit. Reçete: amoksisilin 1000 mg, günde 2 kez.""",
    **TR,
    cat="fields_clinical",
    note="quantities in the text are not fields",
)
F(
    """otelden ingilizce mail geldi, ⟦giriş tarihi⟧ ⟦çıkış tarihi⟧ ve ⟦oda tipi⟧ ne yazıyor
"Dear Mr. Tekin, we are pleased to confirm your reservation. Check-in: 22 August, check-out: 25 August, room type: Deluxe Sea View Double. Kind regards, Lighthouse Bay Hotel\"""",
    **TR,
    cat="fields_english_text",
    note="Turkish fields over an English email, spaces and ve",
)
F(
    """Aşağıdaki yazıdan tabloyu doldur
| ⟦Ürün⟧ | ⟦Adet⟧ | ⟦Birim fiyat⟧ |
|---|---|---|
|  |  |  |
Yazı: Dün 12 adet seramik kupa aldık, tanesi 85 lira.""",
    **TR,
    cat="fields_table",
    note="markdown table headers as fields",
)
F(
    "metindeki ⟦kişi⟧, ⟦kurum⟧ ve ⟦yer⟧ adlarını bulur musun: Leyla Durmaz, geçen hafta Mavikent Üniversitesi'nin Antalya kampüsünde bir konferans verdi.",
    **TR,
    cat="fields_entity_types",
    note="entity types as fields",
)
F(
    '"Küçük kız parktaki kediye süt verdi." cümlesinin ⟦özne⟧sini, ⟦yüklem⟧ini ve ⟦nesne⟧sini bulur musun',
    **TR,
    cat="fields_sentence_parts",
    note="sentence parts as fields, suffixes outside the marks",
)
F(
    "su ilandan ⟦fiyat⟧ ⟦metrekare⟧ ⟦oda sayisi⟧ cikarirmisin: Satılık 3+1 daire, 135 m², 4. kat, asansörlü, 4.250.000 TL",
    **TR,
    cat="fields_space_joined",
    note="space-joined fields, missing letters; 3+1 answers oda sayisi",
)
F(
    """Duyurudan aşağıdakileri bul:
1. ⟦Etkinlik adı⟧
2. ⟦Saat⟧
3. ⟦Yer⟧

DUYURU: Okulumuzun geleneksel Bahar Şenliği 18 Mayıs Cumartesi saat 13.00'te spor salonunda yapılacaktır. Tüm velilerimiz davetlidir.""",
    **TR,
    cat="fields_numbered",
    note="numbered fields over a notice",
)
F(
    """Şu e-postanın ⟦gönderen⟧ ile ⟦konu⟧ kısmını ve ⟦istenen tarih⟧i söyler misin

Kimden: Onur Baykal
Konu: Teklif revizyonu
Merhaba, güncel fiyat teklifinizi 20 Eylül'e kadar iletebilir misiniz? Saygılarımla.""",
    **TR,
    cat="fields_ile",
    note="fields joined by ile and ve, suffix outside a mark",
)
F(
    """Biniş kartımdan şunları yaz
⟦uçuş numarası⟧
⟦kalkış saati⟧
⟦kapı⟧
⟦koltuk⟧

YOLCU: ARSLAN/MERT  UÇUŞ: AZ 1287  KALKIŞ 06:45  KAPI 214B  KOLTUK 17C""",
    **TR,
    cat="fields_bare_lines",
    note="fields on bare lines over a boarding pass",
)
F(
    "Faturadaki sadece ⟦vergi numarası⟧ ve ⟦fatura tarihi⟧ lazım bana: Birikim Elektrik Ltd. VKN: 1842093377, Fatura Tarihi: 05.02.2024, Tutar: 7.480,00 TL",
    **TR,
    cat="fields_sadece",
    note="two fields; tutar in the text is not asked",
)
F(
    "merhabalar, asagidaki ozgecmisten ⟦universite⟧, ⟦bolum⟧ ve ⟦mezuniyet yili⟧ bilgilerini cikarabilir misiniz\nDilara Keskin — Orta Ege Üniversitesi, Endüstri Mühendisliği, 2019 mezunu. 4 yıl lojistik deneyimi.",
    **TR,
    cat="fields_missing_letters",
    note="fields without Turkish letters, text with",
)

# ============================================================================ count (13 pairs)
C("10 tane YouTube başlığı yaz, kanalım yemek üzerine", 10, **TR, cat="count_digits_tane", note="10 tane")
C("bana beş slogan öner", 5, **TR, cat="count_word", note="beş, no tane")
C(
    "15 çalışma ipucu ver, YKS'ye hazırlanıyorum",
    15,
    **TR,
    cat="count_digits",
    note="15 before the noun; exam as context",
)
C("yirmi tane doğum günü hediyesi fikri lazım arkadaşım için", 20, **TR, cat="count_word_tane", note="yirmi tane")
C(
    "Yeni açacağımız kafe için 6 isim önerir misiniz? Kısa, akılda kalıcı olsun ve 25-35 yaş arası kitleye hitap etsin.",
    6,
    **TR,
    cat="count_with_requirements",
    note="6 isim, then an age range that is not a count",
)
C(
    "altı tane Instagram caption yazar mısın, sahil fotoğraflarım için ☀️",
    6,
    **TR,
    cat="count_word_tane",
    note="altı tane, English word",
)
C("bana 8 tane genel kültür sorusu sor, cevaplarını da en sonda ver", 8, **TR, cat="count_quiz", note="8 tane soru")
C("on tane tarih sorusu hazırla ortaokul seviyesinde", 10, **TR, cat="count_word_tane", note="on tane")
C(
    "İstanbul'da sevgilimle gidebileceğim üç kafe öner, Kadıköy tarafında olsun",
    3,
    **TR,
    cat="count_places",
    note="üç kafe",
)
C(
    "İzmir'de 7 restoran önerir misin, balıkçı olmasın",
    7,
    **TR,
    cat="count_places",
    note="7 restoran, an exclusion after",
)
C("sakin bir kafe playlist'i için 12 şarkı önerir misin 🎧", 12, **TR, cat="count_songs", note="12 şarkı")
C("spor yaparken dinlemelik dokuz şarkı", 9, **TR, cat="count_word", note="dokuz, no verb")
C("sonbahar temalı kısa kısa iki şiir yaz", 2, **TR, cat="count_poems", note="iki şiir; kısa kısa is style")
C(
    "Çocuğuma uyumadan önce okumak için dört masal uydurur musun? Kahramanı bir tavşan olsun.",
    4,
    **TR,
    cat="count_stories",
    note="dört masal with a requirement",
)
C(
    "kendimi tanıtırken kullanabileceğim yedi açılış cümlesi yazar mısın",
    7,
    **TR,
    cat="count_sentences",
    note="yedi cümle",
)
C(
    "Sen bir pazarlama uzmanısın. Yeni çıkardığımız şekersiz enerji içeceği 'Volta' için 5 slogan öner.",
    5,
    **TR,
    cat="count_roleplay",
    note="role-play preamble, then 5 slogan",
)
C(
    "sekiz tane bebek ismi öner, erkek olsun ve A harfiyle başlasın",
    8,
    **TR,
    cat="count_with_requirements",
    note="sekiz tane with requirements",
)
C(
    "bana 5 tane mülakat sorusu sor, frontend developer pozisyonu için",
    5,
    **TR,
    cat="count_questions",
    note="5 tane soru, English job title",
)
C(
    'Bu ürün açıklamasını 3 farklı şekilde yaz: "Bambu diş fırçası, doğada çözünür, yumuşak kıllı."',
    3,
    **TR,
    cat="count_versions",
    note="3 farklı şekilde: versions of one text",
)
C("İngilizce B2 seviyesinde 20 kelime ver, anlamlarıyla", 20, **TR, cat="count_words", note="20 kelime; B2 is a level")
C("4 tane fıkra anlat ama Temel fıkrası olmasın 😂", 4, **TR, cat="count_jokes", note="4 tane, an exclusion after")
C(
    "youtube kanalım için 30 video fikri lazım, teknoloji inceleme kanalı",
    30,
    **TR,
    cat="count_digits",
    note="30 video fikri, no verb",
)
C(
    "5 tane catchy hashtag önerir misin el yapımı sabun markam için",
    5,
    **TR,
    cat="count_english_word",
    note="catchy hashtag",
)
C(
    "vejetaryen akşam yemeği için altı tarif verir misin, yarım saatte hazır olsun",
    6,
    **TR,
    cat="count_recipes",
    note="altı tarif; yarım saat is a constraint",
)
C("çocuklar için on beş tane bilmece yazar mısın cevaplarıyla", 15, **TR, cat="count_compound_word", note="on beş tane")
C(
    "Yeni kurduğumuz muhasebe firması için dokuz tane isim önerebilir misiniz lütfen",
    9,
    **TR,
    cat="count_word_tane",
    note="dokuz tane, siz form",
)

# ============================================================================ none (24 pairs)
N(
    "3 günlük Roma gezi planı hazırlar mısın? İlk kez gidiyorum",
    **TR,
    cat="none_quantity",
    note="3 günlük is a duration",
)
N(
    "4 kişilik akşam yemeği rezervasyonu için restorana bir mail yazar mısın, cumartesi saat 20.00 için",
    **TR,
    cat="none_quantity",
    note="4 kişilik is a party size",
)
N(
    "5 dakikada hazırlanabilecek pratik bir kahvaltı tarifi var mı",
    **TR,
    cat="none_quantity",
    note="5 dakikada is a time limit",
)
N(
    "Aşağıdaki yazıyı 300 kelimeyi geçmeyecek şekilde özetle:\nŞehirlerde bisiklet kullanımı son yıllarda hızla artıyor. Belediyeler yeni bisiklet yolları açıyor, paylaşımlı bisiklet sistemleri yaygınlaşıyor. Ancak güvenlik endişeleri ve yetersiz park alanları hâlâ önemli sorunlar arasında.",
    **TR,
    cat="none_length_limit",
    note="300 kelime is a length limit; a passage of several sentences",
)
N(
    "şu metni üç cümleyle özetle lütfen: Mahalle kütüphanemiz, yenileme çalışmaları nedeniyle iki ay kapalı kalacak. Bu sürede kitaplar belediye binasındaki geçici alanda ödünç verilecek. Çocuk etkinlikleri ise parkta devam edecek.",
    **TR,
    cat="none_length_limit",
    note="üç cümleyle is a length",
)
N("Osmanlı'nın ilk üç padişahı kimlerdir?", **TR, cat="none_fixed_set", note="a fixed set, one question")
N(
    "iki çocuğum var, biri 8 biri 5 yaşında, sürekli kavga ediyorlar. ne yapmalıyım?",
    **TR,
    cat="none_fixed_set",
    note="two children as context",
)
N(
    "Dünyanın en yüksek iki dağı hangileri ve aralarında kaç metre fark var",
    **TR,
    cat="none_fixed_set",
    note="a fixed set, then a question on both",
)
N("iPhone mu Samsung mu daha iyi?", **TR, cat="none_compare", note="two options with mu, one choice")
N(
    "Python mı JavaScript mi öğrenmeliyim? Hedefim web geliştirme ve bir yıl içinde iş bulmak",
    **TR,
    cat="none_compare",
    note="a choice between two; bir yıl is a time frame",
)
N(
    "Şu üç laptoptan hangisini alayım: Vireo X14, Kestrel Pro 15, Nimbus Air 13. Yazılım geliştiriyorum, bütçem 40 bin.",
    **TR,
    cat="none_choose",
    note="pick one among listed options",
)
N(
    "kıyafet dolabımda siyah, bej ve lacivert ceket var, gri pantolonla hangisi daha iyi gider",
    **TR,
    cat="none_choose",
    note="colours listed, one choice",
)
N(
    """Birkaç gündür şu şikayetlerim var:
- baş ağrısı
- hafif ateş
- boğaz ağrısı
- halsizlik
ne olabilir, doktora gitmeli miyim?""",
    **TR,
    cat="none_context_list",
    note="symptoms as context for one question",
)
N(
    "evde yumurta, domates, biber, yarım paket kaşar ve bayat ekmek var. bunlarla ne pişirebilirim",
    **TR,
    cat="none_context_list",
    note="ingredients as context",
)
N(
    """Bugün yapmam gerekenler:
* markete gitmek
* faturaları ödemek
* sunumu bitirmek
* annemi aramak
Hangi sırayla yaparsam daha verimli olur?""",
    **TR,
    cat="none_context_list",
    note="a todo list to order as a whole",
)
N(
    """| Ay | Satış |
|---|---|
| Ocak | 120 |
| Şubat | 135 |
| Mart | 98 |
Bu tabloya göre mart ayındaki düşüşün sebebi ne olabilir?""",
    **TR,
    cat="none_context_table",
    note="a table as context for one question",
)
N(
    "Şu kelimelerin hepsini kullanarak bir şiir yaz: deniz, martı, simit, vapur, akşam",
    **TR,
    cat="none_list_whole",
    note="all the words in one poem",
)
N(
    "bir hikaye yazar mısın, içinde bir ejderha, bir prenses ve konuşan bir kedi olsun",
    **TR,
    cat="none_list_whole",
    note="characters of one story",
)
N(
    """Bir yazılım şirketine ön yazı yazmanı istiyorum. Şunlara dikkat et:
- bir sayfayı geçmesin
- 3 yıllık React deneyimimden bahset
- samimi ama profesyonel bir dil olsun
- sonunda görüşme talebi olsun""",
    **TR,
    cat="none_requirements",
    note="one cover letter with bullet conditions",
)
N(
    """Özgeçmiş hazırlar mısın? Bilgilerim:
- Ad: Tolga Eren
- Bölüm: Makine Mühendisliği, 2021
- Deneyim: 2 yıl üretim planlama
- Diller: İngilizce (ileri), Almanca (başlangıç)""",
    **TR,
    cat="none_requirements",
    note="listed facts for one CV",
)
N(
    """bu kod neden hata veriyor
def ortalama(liste):
    toplam = 0
    for x in liste:
        toplam += x
    return toplam / len(liste)
print(ortalama([]))""",
    **TR,
    cat="none_code_fix",
    note="code lines, one question",
)
N(
    "Bir listeyi tersine çeviren ve tekrar eden elemanları silen bir Python fonksiyonu yazar mısın",
    **TR,
    cat="none_code_write",
    note="one function with two requirements joined by ve",
)
N(
    "Şu SQL sorgusunu hızlandırabilir misin\nSELECT * FROM siparisler s\nJOIN musteriler m ON s.musteri_id = m.id\nWHERE s.tarih > '2024-01-01'\nORDER BY s.tutar DESC;",
    **TR,
    cat="none_code_fix",
    note="one query over several lines",
)
N(
    """const sayilar = [1, 2, 3];
sayilar.map(s => { s * 2 });
console.log(sayilar);
bu js kodunda neden sonuç değişmiyor""",
    **TR,
    cat="none_code_fix",
    note="code first, question after",
)
N(
    "Bir manav 240 kg elma aldı. Elmaların 1/4'ünü ilk gün, kalanın yarısını ikinci gün sattı. Geriye kaç kg elma kaldı?",
    **TR,
    cat="none_math",
    note="a word problem of several sentences",
)
N(
    "Ali, Cem ve Ece'nin yaşları toplamı 60. Ali Cem'den 4 yaş büyük, Ece ise Ali'nin yarısı kadar. Her birinin yaşı kaç?",
    **TR,
    cat="none_math",
    note="one system of equations; her birinin is not separate items",
)
N("1'den 100'e kadar olan sayıların toplamı kaçtır", **TR, cat="none_math", note="a range, one sum")
N(
    "önce x² - 7x + 12 = 0 denklemini çöz, sonra bulduğun köklerin çarpımını hesapla",
    **TR,
    cat="none_dependent_steps",
    note="the second step uses the first",
)
N(
    "Aşağıdakilerden hangisi memeli değildir?\nA) Yunus\nB) Yarasa\nC) Penguen\nD) Balina",
    **TR,
    cat="none_multiple_choice",
    note="one multiple-choice question",
)
N(
    """1. Unu eleyin
2. Tereyağı ile şekeri çırpın
3. Yumurtaları ekleyin
buradan sonra ne yapmam lazım""",
    **TR,
    cat="none_procedure",
    note="numbered steps as context for one question",
)
N("bahsettiğin üç yöntemden hangisi en kolay?", **TR, cat="none_followup", note="refers to the previous answer")
N("üçüncü maddeyi biraz daha açar mısın", **TR, cat="none_followup", note="refers to the previous answer's item")
N("selam nasılsın", **TR, cat="none_smalltalk", note="greeting only")
N("teşekkürler çok yardımcı oldun 🙏", **TR, cat="none_smalltalk", note="thanks only")
N("merhaba! bugün biraz canım sıkkın, biraz sohbet edelim mi", **TR, cat="none_smalltalk", note="chat")
N(
    "sence yapay zeka bir gün insanların işlerini elinden alacak mı",
    **TR,
    cat="none_opinion",
    note="one opinion question",
)
N(
    "Laptopa sıfırdan Windows nasıl kurulur, adım adım anlatır mısın",
    **TR,
    cat="none_procedure",
    note="a step-by-step procedure",
)
N(
    "yeni aldigim airfryer'i ilk kullanimdan once nasil temizlemeliyim adim adim yazarmisin",
    **TR,
    cat="none_procedure",
    note="steps, missing Turkish letters",
)
N(
    "Bu paragrafı daha akıcı hale getirir misin: Geçen hafta yeni bir işe başladım. İş yerim eve çok uzak. Her gün iki otobüs değiştiriyorum. Yine de işimi seviyorum.",
    **TR,
    cat="none_polish_whole",
    note="a paragraph of four sentences, polished as one",
)
N(
    "şu cümleyi ingilizceye çevir: Yarın sabah 8'de toplantımız var, dosyaları hazırlayıp herkese mail atarsan sevinirim.",
    **TR,
    cat="none_translate_whole",
    note="one sentence with commas and a figure",
)
N(
    "Toplantı notlarımı madde madde özetler misin: Ekip yeni kampanyayı konuştu, bütçe onaylandı, tasarımlar cuma gününe kadar bitecek, bir sonraki toplantı pazartesi.",
    **TR,
    cat="none_format_list",
    note="madde madde is the output format of one summary",
)
N(
    "iki cümlelik bir ürün açıklaması yaz: seramik el yapımı kupa",
    **TR,
    cat="none_length_limit",
    note="iki cümlelik is a length",
)
N(
    "10 dakikalık bir sunum için yenilenebilir enerji hakkında konuşma metni hazırla",
    **TR,
    cat="none_quantity",
    note="10 dakikalık is a duration",
)
N("500 TL bütçeyle sevgilime ne hediye alabilirim", **TR, cat="none_quantity", note="500 TL is a budget")
N("haftada 3 gün spor yapıyorum, kilo vermek için yeterli mi", **TR, cat="none_quantity", note="3 gün is context")
N("2+1 ev kiralayacağım, sözleşmede nelere dikkat etmeliyim", **TR, cat="none_quantity", note="2+1 is a flat type")
N("5 yaşındaki bir çocuğa kara delikleri nasıl anlatırım", **TR, cat="none_quantity", note="5 yaşındaki is an age")
N(
    "Yasama, yürütme ve yargı arasındaki ilişkiyi kısaca açıklar mısın",
    **TR,
    cat="none_fixed_set",
    note="three powers, one relation to explain",
)


def write(rows: list[dict], out: Path) -> None:
    with out.open("w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    a = build(ROWS[0::2], prefix="wt", source=SOURCE_A)
    b = build(ROWS[1::2], prefix="wtb", source=SOURCE_B)
    check(a + b)  # no request in both halves
    if "--check" not in sys.argv:
        write(a, OUT_A)
        write(b, OUT_B)
    for out, rows in ((OUT_A, a), (OUT_B, b)):
        print(f"{out.name}: {len(rows)} rows;", dict(Counter(r["kind"] for r in rows)))
