"""Hand-written training rows for the items finder, set (ko): Korean chat-assistant requests.

    .venv/bin/python router_data/items/build_written_ko.py          # writes both halves, with the checks
    .venv/bin/python router_data/items/build_written_ko.py --check  # the checks only

Every row is written here by hand (see WRITTEN_KO.md): Korean requests as users type them to a
chat assistant (반말 and 존댓말, typos and missing spaces, emoji, greetings and thanks, Konglish),
with hard negatives (``none``) that look list-like but are one task. In a ``list`` or ``fields``
request each gold item is marked ``⟦like this⟧``; the marks are taken out and the marked spans
become its items, so every item is a substring of its request, in order, by construction.

The rows are written in pairs of the same kind and split alternately: rows 0, 2, 4, ... go to
``written_ko.jsonl`` (ids ``wk001``...) and rows 1, 3, 5, ... to ``written_ko_b.jsonl`` (ids
``wkb001``...), the held-out half. Both halves get devset.py's checks (ids unique, kinds known,
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

OUT_A = HERE / "written_ko.jsonl"
OUT_B = HERE / "written_ko_b.jsonl"
SOURCE_A = "written for training (ko)"
SOURCE_B = "written for training (ko), held-out half"
ROWS = Rows()
L, F, C, N = ROWS.L, ROWS.F, ROWS.C, ROWS.N
KO = {"lang": "ko"}

# ============================================================================ list (25 pairs)
L(
    """안녕하세요! 몇 가지 여쭤볼게요
1. ⟦전입신고는 이사 후 며칠 안에 해야 하나요?⟧
2. ⟦온라인으로도 가능한가요?⟧
3. ⟦세입자도 할 수 있나요?⟧
감사합니다 :)""",
    **KO,
    cat="questions_numbered",
    note="greeting, 1. 2. 3., thanks after",
)
L(
    """다음 물음에 답하시오.
1) ⟦조선을 건국한 사람은 누구인가?⟧
2) ⟦훈민정음이 반포된 해는?⟧
3) ⟦임진왜란이 일어난 연도는?⟧""",
    **KO,
    cat="questions_paren",
    note="exam style 1) 2) 3)",
)
L(
    "⟦강아지 사료 하루에 몇 번 줘야돼?⟧⟦간식은 얼마나 줘도 돼?⟧⟦사람 먹는 고구마 줘도 됨?⟧",
    **KO,
    cat="questions_run_together",
    note="questions joined only by ?, no spaces",
)
L(
    "제주도 가는데 궁금한거 ⟦렌트카 꼭 필요해?⟧ ⟦우도는 배 타고 가는거야?⟧ ⟦한라산 등산 몇시간 걸려?⟧",
    **KO,
    cat="questions_inline",
    note="inline questions after a lead-in, spaces only",
)
L(
    """아래 문장들 영어로 번역 부탁드립니다
- ⟦회의가 30분 늦게 시작됩니다.⟧
- ⟦첨부 파일을 확인해 주세요.⟧
- ⟦다음 주 화요일까지 회신 부탁드립니다.⟧""",
    **KO,
    cat="translate_bulleted",
    note="dash bullets; a quantity inside an item",
)
L(
    """일본어로 바꿔줘
⟦생일 축하해!⟧
⟦오늘 진짜 즐거웠어⟧
⟦다음에 또 보자⟧""",
    **KO,
    cat="translate_bare_lines",
    note="sentences on bare lines",
)
L(
    "요즘 신조어 뜻 좀 알려줘 ⟦갓생⟧, ⟦킹받네⟧, ⟦점메추⟧, ⟦알잘딱깔센⟧",
    **KO,
    cat="terms_inline",
    note="slang words joined by commas",
)
L(
    "경제 용어 설명해 주세요: ⟦스태그플레이션⟧ / ⟦양적완화⟧ / ⟦기준금리⟧",
    **KO,
    cat="terms_slash",
    note="terms joined by slashes",
)
L(
    """다음 리뷰들 긍정인지 부정인지 분류해줘
1. ⟦배송 빠르고 포장도 꼼꼼해요 재구매 의사 있어요⟧
2. ⟦사이즈가 너무 작아요 ㅠㅠ 교환하려구요⟧
3. ⟦가격 대비 괜찮은듯⟧
4. ⟦색이 사진이랑 완전 달라서 실망⟧""",
    **KO,
    cat="classify_numbered",
    note="reviews to classify",
)
L(
    """고객 문의를 '배송', '환불', '기타' 중 하나로 분류해 주세요.
• ⟦주문한 지 일주일 됐는데 아직 안 왔어요⟧
• ⟦제품 불량이라 돈 돌려받고 싶습니다⟧
• ⟦매장 영업시간이 어떻게 되나요?⟧""",
    **KO,
    cat="classify_bullet",
    note="labels listed inline are not items; • bullets",
)
L(
    "각 제품마다 광고 문구 한 줄씩 써줘: ⟦무선 청소기⟧, ⟦캠핑용 의자⟧, ⟦유기농 그래놀라⟧",
    **KO,
    cat="slogan_per_item",
    note="one line per product",
)
L(
    """다음 메뉴들 인스타 홍보 문구 만들어 주세요~
* ⟦흑당 밀크티⟧
* ⟦딸기 크로플⟧
* ⟦말차 라떼⟧""",
    **KO,
    cat="slogan_per_item",
    note="* bullets, Konglish",
)
L(
    """맞춤법 틀린 거 고쳐줘
⟦어의없네 진짜⟧
⟦내일 뵈요⟧
⟦그럼 이따가 연락 할께⟧
⟦몇일 동안 아팠어⟧""",
    **KO,
    cat="correct_list",
    note="misspelt sentences to correct",
)
L(
    "띄어쓰기 맞게 고쳐주세요 ① ⟦아버지가방에들어가신다⟧ ② ⟦나는오늘학교에안갔다⟧ ③ ⟦이것좀도와줄수있어요?⟧",
    **KO,
    cat="correct_circled_inline",
    note="circled numbers inline",
)
L(
    """이 말들 좀 더 공손하게 바꿔줄래?

⟦그거 내가 한 거 아니거든요⟧

⟦빨리 좀 보내주세요⟧

⟦그건 안 된다고 했잖아요⟧""",
    **KO,
    cat="rewrite_blank_lines",
    note="blank lines between sentences",
)
L(
    "문장 더 자연스럽게 다듬어 줘. 1-⟦저는 귀사에 입사하기를 희망하는 지원자입니다.⟧ 2-⟦저는 책임감이 강한 성격을 가지고 있습니다.⟧",
    **KO,
    cat="rewrite_dash_numbered",
    note="1- 2- inline",
)
L(
    """다음 글을 읽고 물음에 답하세요.
"한빛시는 인구 12만 명의 소도시로, 매년 5월에 장미 축제를 연다. 올해 축제에는 작년보다 20% 많은 방문객이 찾았으며, 시청은 내년부터 축제 기간을 사흘에서 닷새로 늘릴 계획이다."
(1) ⟦한빛시의 인구는 몇 명인가?⟧
(2) ⟦장미 축제는 몇 월에 열리는가?⟧
(3) ⟦내년 축제 기간은 며칠로 바뀌는가?⟧""",
    **KO,
    cat="passage_first",
    note="passage then (1) (2) (3) questions",
)
L(
    """[지문] 김도윤 대리는 월요일 오전 9시에 부산 지사로 출장을 떠났다. 그는 KTX를 타고 갔으며, 수요일 저녁에 서울로 돌아올 예정이다.
위 글에서 ⟦김도윤은 어디로 출장을 갔나요?⟧ 그리고 ⟦무엇을 타고 갔나요?⟧ 또 ⟦언제 돌아오나요?⟧""",
    **KO,
    cat="passage_inline",
    note="passage then questions joined by 그리고/또",
)
L(
    "개발 용어 질문이요 ⟦API가 뭐예요?⟧ ⟦REST랑 GraphQL 차이는요?⟧ ⟦endpoint는 무슨 뜻인가요?⟧",
    **KO,
    cat="questions_konglish",
    note="English terms inside Korean questions",
)
L(
    "이 영어 표현들 무슨 뜻이야? ⟦break a leg⟧ 그리고 ⟦piece of cake⟧ 그리고 ⟦hit the sack⟧",
    **KO,
    cat="terms_geurigo",
    note="English idioms joined by 그리고",
)
L(
    "⟦브라질⟧하고 ⟦아르헨티나⟧하고 ⟦칠레⟧ 공용어가 각각 뭐야?",
    **KO,
    cat="terms_hago",
    note="items first, joined by 하고, question after",
)
L(
    "⟦감기⟧랑 ⟦독감⟧, ⟦코로나⟧ 각각 잠복기 얼마나 돼?",
    **KO,
    cat="terms_rang",
    note="랑 and comma, 각각",
)
L(
    """면접 예상 질문인데 답변 예시 하나씩 만들어 주세요 ㅠㅠ 내일이 면접이에요
- ⟦본인의 장점과 단점은 무엇인가요?⟧
- ⟦우리 회사에 지원한 이유는?⟧
- ⟦갈등 상황을 해결한 경험이 있나요?⟧""",
    **KO,
    cat="questions_bulleted",
    note="an answer per interview question",
)
L(
    """질문 있습니다
Q1. ⟦연차는 입사 후 언제부터 쓸 수 있나요?⟧
Q2. ⟦반차도 가능한가요?⟧
Q3. ⟦남은 연차는 돈으로 받을 수 있나요?⟧""",
    **KO,
    cat="questions_q_numbered",
    note="Q1. Q2. Q3.",
)
L(
    """파이썬 에러인데 각각 무슨 뜻인지 알려줘
⟦ModuleNotFoundError: No module named 'pandas'⟧
⟦ZeroDivisionError: division by zero⟧
⟦SyntaxError: invalid syntax⟧""",
    **KO,
    cat="errors_list",
    note="error messages on bare lines",
)
L(
    "엑셀 함수 사용법 알려줘요 ⟦VLOOKUP⟧ ⟦SUMIF⟧ ⟦COUNTIF⟧ ⟦IFERROR⟧",
    **KO,
    cat="terms_space",
    note="function names joined by spaces",
)
L(
    "🍎 ⟦사과는 하루에 몇 개 먹는게 좋아?⟧ 🍌 ⟦바나나는 언제 먹는게 좋아?⟧ 🥑 ⟦아보카도는 살찌나⟧",
    **KO,
    cat="questions_emoji",
    note="emoji as markers, last without ?",
)
L(
    "ㅎㅎ 궁금한게 생겼어요 ⟦고양이는 왜 박스를 좋아해요⟧ 또 ⟦왜 꾹꾹이를 해요⟧ 또 ⟦밤에 왜 뛰어다녀요⟧",
    **KO,
    cat="questions_tto",
    note="joined by 또, no question marks",
)
L(
    "다음 한자성어 뜻 알려주세요!! 1.⟦사필귀정⟧ 2.⟦역지사지⟧ 3.⟦대기만성⟧",
    **KO,
    cat="terms_numbered_inline",
    note="1. without a space",
)
L(
    "영어로 뭐라고 해? ⟦깻잎⟧/⟦떡볶이⟧/⟦순대⟧/⟦김밥⟧",
    **KO,
    cat="translate_words_slash",
    note="words joined by / without spaces",
)
L(
    """아래 문장을 존댓말로 바꿔줘
1) ⟦밥 먹었어?⟧
2) ⟦이거 좀 해줘⟧
3) ⟦내일 몇 시에 와?⟧""",
    **KO,
    cat="rewrite_paren",
    note="questions as things to rewrite, not to answer",
)
L(
    """다음 영어 문장 한국어로 해석좀요
- ⟦The meeting has been postponed until further notice.⟧
- ⟦Please keep the receipt for your records.⟧
- ⟦Our office will be closed on Friday.⟧""",
    **KO,
    cat="translate_en_to_ko",
    note="English sentences, Korean instruction",
)
L(
    """고객님 메일인데 질문마다 답변 초안 작성 부탁드립니다.

안녕하세요, 지난주에 노트북을 구매한 박지훈입니다. ⟦보증 기간은 얼마나 되나요?⟧ ⟦배터리도 보증에 포함되나요?⟧ 그리고 ⟦서비스센터는 주말에도 여나요?⟧ 답변 기다리겠습니다.""",
    **KO,
    cat="questions_in_email",
    note="questions inside a pasted email",
)
L(
    """강의 듣다가 궁금한 점 정리했어요
*⟦정규화는 왜 하는 건가요?⟧
*⟦기본키와 외래키의 차이가 뭔가요?⟧
*⟦인덱스를 많이 만들면 안 좋은가요?⟧""",
    **KO,
    cat="questions_star",
    note="* without a space",
)
L(
    "아래 블로그 글 주제마다 제목 하나씩 지어줘: ⟦혼자 떠난 교토 여행⟧ / ⟦초보 집사의 고양이 입양기⟧ / ⟦30대 직장인 재테크 일기⟧",
    **KO,
    cat="title_per_item",
    note="one title per topic",
)
L(
    "이 단어들로 각각 예문 하나씩 만들어줘 ⟦설레다⟧, ⟦아쉽다⟧, ⟦뿌듯하다⟧",
    **KO,
    cat="example_per_word",
    note="an example sentence per word (contrast: all words in one poem is none)",
)
L(
    "다음 숫자를 한글로 읽는 법 알려줘 ⟦1,250⟧ ⟦38,000⟧ ⟦2,004,500⟧",
    **KO,
    cat="numbers_list",
    note="numbers with thousands commas, joined by spaces",
)
L(
    "⟦지구에서 가장 높은 산⟧, ⟦가장 긴 강⟧, ⟦가장 큰 사막⟧ 알려줘",
    **KO,
    cat="noun_phrases_inline",
    note="noun phrases first, verb after",
)
L(
    """문장별로 감정 분석해줘 (기쁨/슬픔/분노)
⟦드디어 합격했다!!!⟧
⟦시험 또 떨어졌어...⟧
⟦왜 내 말은 하나도 안 들어줘?⟧""",
    **KO,
    cat="classify_emotion",
    note="slash-joined labels are not items",
)
L(
    """아래 상품명을 카테고리별로 분류해줘요
⟦삼다수 2L 6병⟧
⟦무선 마우스 M330⟧
⟦여성 니트 가디건⟧
⟦유아용 물티슈 100매⟧""",
    **KO,
    cat="classify_products",
    note="product names with quantities inside",
)
L(
    """표 빈칸 채워줘
| 나라 | 수도 |
|---|---|
| ⟦캐나다⟧ | |
| ⟦호주⟧ | |
| ⟦뉴질랜드⟧ | |""",
    **KO,
    cat="table_empty_column",
    note="markdown table, answer column empty",
)
L(
    "다음 방정식 풀어줘\n1. ⟦3x + 5 = 20⟧\n2. ⟦2x - 7 = 9⟧\n3. ⟦x/4 = 6⟧",
    **KO,
    cat="math_independent",
    note="independent equations",
)
L(
    "부탁드려요~ ⟦비타민 D는 하루에 얼마나 먹어야 해요?⟧ 그리고 ⟦오메가3는 공복에 먹어도 되나요?⟧",
    **KO,
    cat="questions_geurigo",
    note="two questions joined by 그리고",
)
L(
    "⟦크롬 캐시 삭제 방법⟧이랑 ⟦윈도우 업데이트 끄는 법⟧ 알려주세요",
    **KO,
    cat="howto_rang",
    note="two how-tos joined by 이랑",
)
L(
    "이력서 문장 영어로 번역 plz\n• ⟦3년간 온라인 마케팅 업무를 담당했습니다.⟧\n• ⟦신규 고객 유치율을 15% 향상시켰습니다.⟧",
    **KO,
    cat="translate_bullet",
    note="plz, • bullets, figures inside items",
)
L(
    "중국어로 번역해 줘요. ⟦계산서 주세요⟧ ⟦포장해 주세요⟧ ⟦덜 맵게 해 주세요⟧",
    **KO,
    cat="translate_inline",
    note="phrases joined by spaces",
)
L(
    """아래 각 나라 여행할 때 주의할 점 알려줘
① ⟦태국⟧
② ⟦베트남⟧
③ ⟦인도네시아⟧""",
    **KO,
    cat="things_circled",
    note="countries, the same question each",
)
L(
    "이 동물들 평균 수명 알려줄래? ⟦햄스터⟧, ⟦거북이⟧, ⟦앵무새⟧ 그리고 ⟦금붕어⟧",
    **KO,
    cat="things_inline",
    note="commas and a final 그리고",
)
L(
    "안녕하세요 세무 관련 문의입니다. ⟦프리랜서도 연말정산 하나요?⟧ ⟦종합소득세 신고 기간은 언제인가요?⟧ ⟦경비 처리 가능한 항목엔 뭐가 있나요?⟧ 답변 주시면 감사하겠습니다🙏",
    **KO,
    cat="questions_greeting_thanks",
    note="greeting, inline questions, thanks with emoji",
)
L(
    """오늘 배운 단어 정리 중인데 뜻이랑 예문 부탁해
-⟦ubiquitous⟧
-⟦meticulous⟧
-⟦resilient⟧
-⟦ambiguous⟧""",
    **KO,
    cat="terms_english_words",
    note="English words, - without a space",
)

# ============================================================================ fields (12 pairs)
F(
    "다음 문자에서 ⟦택배사⟧, ⟦송장번호⟧, ⟦도착 예정일⟧ 알려줘\n[한길택배] 고객님의 상품이 발송되었습니다. 송장번호 5521-8830-1172, 도착예정 6/14(금)",
    **KO,
    cat="fields_inline",
    note="fields before the text",
)
F(
    """아래 명함 내용에서 ⟦회사명⟧/⟦직책⟧/⟦전화번호⟧ 추출해 주세요
(주)새봄테크 | 영업팀 차장 이준혁 | 010-4821-7733 | jh.lee@saebom.co.kr""",
    **KO,
    cat="fields_slash",
    note="slash-joined fields",
)
F(
    """이 채용공고에서 정보 뽑아줘
- ⟦회사 이름⟧
- ⟦근무지⟧
- ⟦연봉⟧
- ⟦마감일⟧

[채용] 주식회사 다온푸드에서 품질관리 담당자를 모집합니다. 근무지는 경기도 이천이며 연봉 3,800만 원(협의 가능), 지원 마감은 7월 31일입니다.""",
    **KO,
    cat="fields_bulleted",
    note="bulleted fields, then the text",
)
F(
    """다음 영수증에서 ⟦상호⟧, ⟦결제일시⟧, ⟦총액⟧만 알려줘요

카페 모아
2024-03-09 14:22
아메리카노 2 9,000
치즈케이크 1 6,500
합계 15,500원""",
    **KO,
    cat="fields_receipt",
    note="만 after the last field",
)
F(
    """아래 양식 채워줘

⟦이름⟧:
⟦생년월일⟧:
⟦연락처⟧:

텍스트: 제 이름은 최하늘이고요 1995년 8월 3일생입니다. 연락은 010-2290-5518로 주세요.""",
    **KO,
    cat="fields_form",
    note="empty form labels",
)
F(
    "리뷰에서 ⟦제품명⟧하고 ⟦별점⟧, 그리고 ⟦불만 사항⟧ 정리해줘: 루미 가습기 샀는데요 별 세 개 드립니다. 소음이 생각보다 크고 물통 세척이 불편해요.",
    **KO,
    cat="fields_hago",
    note="하고, comma and 그리고",
)
F(
    """다음 기사에서 ⟦사건 발생 장소⟧, ⟦시간⟧, ⟦피해 규모⟧를 찾아 주세요.
"12일 오후 3시경 충북 청솔군의 한 물류창고에서 불이 나 창고 2개 동이 전소되고 약 4억 원의 재산 피해가 났다. 인명 피해는 없었다."
""",
    **KO,
    cat="fields_article",
    note="particle 를 left out of the last field",
)
F(
    """JSON으로 채워줘
{"⟦name⟧": null, "⟦email⟧": null, "⟦company⟧": null}
본문: 안녕하세요, 그린웨이브 마케팅팀 윤소희입니다. 회신은 sohee.yoon@greenwave.kr 로 부탁드립니다.""",
    **KO,
    cat="fields_json_template",
    note="empty JSON template, English keys",
)
F(
    "회의록에서 ⟦참석자⟧ ⟦결정 사항⟧ ⟦다음 회의 날짜⟧ 뽑아줘\n\n3월 정기회의 - 참석: 한지우, 오민석, 배수진 / 신제품 출시일을 5월 20일로 확정 / 다음 회의는 4월 2일",
    **KO,
    cat="fields_space",
    note="fields joined by spaces only",
)
F(
    """이 계약서 요약 부탁드려요. 아래 항목만요
1. ⟦계약 기간⟧
2. ⟦월 임대료⟧
3. ⟦보증금⟧

임대인 정상훈과 임차인 문예린은 2024년 9월 1일부터 2026년 8월 31일까지 보증금 2,000만 원, 월세 65만 원으로 본 계약을 체결한다.""",
    **KO,
    cat="fields_numbered",
    note="numbered fields, text after",
)
F(
    "이 자기소개에서 ⟦학교⟧랑 ⟦전공⟧ 뭔지 알려줘 → 안녕하세요! 한결대학교에서 산업디자인 전공하고 있는 3학년 서예준입니다 ㅎㅎ",
    **KO,
    cat="fields_rang",
    note="two fields joined by 랑",
)
F(
    "다음 문장에서 ⟦인명⟧, ⟦지명⟧, ⟦기관명⟧을 찾아 표시해 주세요: 지난달 강은호 연구원은 대전의 한국미래소재연구원에서 신소재 발표회를 열었다.",
    **KO,
    cat="fields_entities",
    note="entity types as fields",
)
F(
    """아래 고객 메시지 보고 ⟦주문번호⟧, ⟦요청 유형⟧, ⟦원하는 처리 방법⟧ 알려줘
"주문번호 OD-77120 인데요, 신발이 한 치수 작아서 교환 원해요. 환불 말고 교환으로요!"
""",
    **KO,
    cat="fields_customer_msg",
    note="customer message in quotes",
)
F(
    """이 약 설명서에서 정보 좀 찾아주세요 ⟦효능⟧ / ⟦복용법⟧ / ⟦주의사항⟧
[하나린정] 두통, 치통, 생리통 완화. 성인 1회 1정, 1일 3회까지 식후 복용. 음주 시 복용하지 마십시오.""",
    **KO,
    cat="fields_slash",
    note="slash-joined fields, invented drug",
)
F(
    "책 정보에서 ⟦제목⟧, ⟦저자⟧, ⟦출판연도⟧ 뽑아줘『바다로 가는 길』은 소설가 임채원이 2019년 푸른숲출판에서 펴낸 장편이다.",
    **KO,
    cat="fields_no_space",
    note="text starts without a space after the verb",
)
F(
    """Extract 해줘요: ⟦product⟧, ⟦price⟧, ⟦color⟧
"[특가] 오로라 블루투스 스피커 화이트 색상 49,900원 무료배송"
""",
    **KO,
    cat="fields_konglish",
    note="English verb and field names, Korean text",
)
F(
    """다음 부동산 매물 정보에서
⟦위치⟧
⟦면적⟧
⟦가격⟧
⟦입주 가능일⟧
정리해줘

서울 마포구 망원동 빌라 3층, 전용 59㎡, 매매가 5억 2천, 10월 중순 입주 가능""",
    **KO,
    cat="fields_bare_lines",
    note="fields on bare lines mid-sentence",
)
F(
    "아래 메일에서 ⟦보낸 사람⟧·⟦회신 기한⟧·⟦요청 내용⟧ 정리 부탁드립니다.\n\n안녕하세요, 구매팀 노승우입니다. 다음 주 수요일까지 2분기 견적서를 보내주시기 바랍니다.",
    **KO,
    cat="fields_middle_dot",
    note="fields joined by ·",
)
F(
    "다음 진료 기록에서 ⟦환자 나이⟧, ⟦주 증상⟧, ⟦처방약⟧ 뽑아 주세요. 환자 54세 남성, 3일 전부터 기침과 미열 호소. 처방: 코데나정, 해열제.",
    **KO,
    cat="fields_medical",
    note="clinical note",
)
F(
    """이 이벤트 공지에서 ⟦이벤트 기간⟧ 그리고 ⟦참여 방법⟧ 그리고 ⟦경품⟧ 알려줘 ㅎㅎ
🎉 봄맞이 이벤트! 4/1~4/15 인스타 팔로우+댓글 남기면 추첨 통해 에어팟 증정 🎉""",
    **KO,
    cat="fields_geurigo",
    note="fields joined by 그리고",
)
F(
    """| 항목 | 값 |
|---|---|
| ⟦성명⟧ | |
| ⟦소속⟧ | |
| ⟦이메일⟧ | |
위 표를 아래 글로 채워줘: 저는 바른회계법인 감사본부 소속 남궁지아입니다. 메일은 jia.ng@barun-cpa.kr 입니다.""",
    **KO,
    cat="fields_table",
    note="markdown table of fields first",
)
F(
    "다음 문장에서 ⟦주어⟧, ⟦서술어⟧, ⟦목적어⟧를 찾아 주세요: 민수가 어제 도서관에서 책을 빌렸다.",
    **KO,
    cat="fields_grammar",
    note="sentence parts as fields",
)
F(
    "호텔 예약 확인 메일인데 ⟦체크인 날짜⟧ ⟦체크아웃 날짜⟧ ⟦객실 타입⟧ ⟦예약번호⟧ 알려줘\n\nDear 김민재 님, Your reservation #HB20931 is confirmed. Check-in: Nov 8, Check-out: Nov 11, Room: Deluxe Twin.",
    **KO,
    cat="fields_mixed_text",
    note="Korean fields, English text",
)
F(
    "다음 글에서 ⟦날짜⟧와 ⟦장소⟧만 알려줘. 동창회는 12월 14일 토요일 저녁 7시, 강남역 근처 '소담' 한정식집에서 합니다.",
    **KO,
    cat="fields_wa",
    note="와 and 만 left out",
)

# ============================================================================ count (15 pairs)
C("유튜브 브이로그 제목 10개 만들어줘", 10, **KO, cat="count_noun_first", note="제목 10개")
C("우리 동네 빵집 이름 다섯 개만 지어줘", 5, **KO, cat="count_native_word", note="다섯 개")
C(
    "15가지 공부 팁 알려줘. 수능 준비 중인 고3이야",
    15,
    **KO,
    cat="count_number_first",
    note="15가지 before the noun; 고3 is context",
)
C("스무 가지 정도 집들이 선물 아이디어 부탁해요", 20, **KO, cat="count_native_word", note="스무 가지 정도")
C(
    "우리 회사 신제품 에너지 음료 슬로건 6개 제안해 주세요. 20~30대 직장인 타깃이고 너무 길지 않게요.",
    6,
    **KO,
    cat="count_with_requirements",
    note="6개, then an age range that is not a count",
)
C(
    "6개의 캐치프레이즈를 제안해 주세요. 친환경 세제 브랜드 '맑음'용입니다.",
    6,
    **KO,
    cat="count_number_first",
    note="6개의",
)
C("초등학생용 상식 퀴즈 8문제 내줘 정답도 같이", 8, **KO, cat="count_quiz", note="8문제")
C("한국사 OX 퀴즈 열 문제 만들어 주세요", 10, **KO, cat="count_native_word", note="열 문제")
C("여자친구랑 갈만한 데이트 코스 세 곳 추천해줘 서울 안에서", 3, **KO, cat="count_places", note="세 곳")
C("부산 맛집 7곳 알려줘요 돼지국밥 말고", 7, **KO, cat="count_places", note="7곳, an exclusion after")
C("잔잔한 카페 플레이리스트 12곡 추천 부탁드려요 🎧", 12, **KO, cat="count_songs", note="12곡")
C("운동할 때 들을 신나는 노래 아홉 곡만", 9, **KO, cat="count_native_word", note="아홉 곡, no verb")
C("가을 주제로 짧은 시 세 편 써 줘", 3, **KO, cat="count_poems", note="세 편")
C(
    "아이 재우기 전에 읽어줄 동화 두 편 지어주세요. 주인공은 토끼로요",
    2,
    **KO,
    cat="count_stories",
    note="두 편 with a requirement",
)
C("자기소개 첫 문장으로 쓸 만한 문장 다섯 개 만들어 줘", 5, **KO, cat="count_sentences", note="다섯 개 문장")
C("영어 회화 연습용 예문 20문장 만들어줘 여행 상황으로", 20, **KO, cat="count_sentences", note="20문장")
C("회사 워크숍 레크리에이션 게임 아이디어 일곱 가지 주세요", 7, **KO, cat="count_native_word", note="일곱 가지")
C("블로그 포스팅 주제 30개만 뽑아줘 육아 블로그임", 30, **KO, cat="count_noun_first", note="30개만")
C(
    "너는 이제부터 마케팅 전문가야. 신규 앱 '모두의 산책' 홍보용 푸시 알림 문구 여덟 개 써줘.",
    8,
    **KO,
    cat="count_roleplay",
    note="role-play preamble, 여덟 개",
)
C("고양이 이름 추천 10개요! 치즈냥이에요 ㅎㅎ", 10, **KO, cat="count_noun_first", note="10개요, no verb")
C(
    "발표 시작할 때 쓸 아이스브레이킹 질문 네 개만 알려줘",
    4,
    **KO,
    cat="count_native_word",
    note="네 개 questions to make",
)
C(
    "면접관이 물어볼 만한 질문 12개 뽑아줘 (IT 기획 직무)",
    12,
    **KO,
    cat="count_questions",
    note="12개 in brackets after",
)
C(
    "다이어트 도시락 메뉴 14가지 추천해주세요~ 일주일 점심 저녁용",
    14,
    **KO,
    cat="count_with_requirements",
    note="14가지; 일주일 is context",
)
C("캠핑 가서 할 수 있는 놀이 여섯 가지 알려 줘", 6, **KO, cat="count_native_word", note="여섯 가지")
C("반려견 훈련 팁 5개만 ㅠㅠ 우리 개가 너무 짖어요", 5, **KO, cat="count_tips", note="5개만, no verb")
C("게임 닉네임 스무 개 만들어줘 웃긴 걸로", 20, **KO, cat="count_native_word", note="스무 개")
C("'김치전'으로 삼행시 3개 지어줘", 3, **KO, cat="count_fixed_word", note="삼행시 holds 삼 but the count is 3개")
C(
    "SNS 광고 카피 다섯 개 써 주세요. 각각 30자 이내로",
    5,
    **KO,
    cat="count_with_constraint",
    note="다섯 개; 30자 is a length limit",
)
C("신입사원 환영 메시지 두 가지 버전으로 써줘", 2, **KO, cat="count_versions", note="두 가지 버전")
C("Python 연습문제 10개 내줘 초급 수준으로", 10, **KO, cat="count_exercises", note="Konglish, 10개")

# ============================================================================ none (27 pairs)
N("3일 동안 오사카 여행 일정 짜줘", **KO, cat="none_quantity", note="3일 is a duration")
N(
    "토요일 저녁 7시에 4명 예약하고 싶은데 어떻게 말하면 돼? 전화로 할거야",
    **KO,
    cat="none_quantity",
    note="4명 is a party size",
)
N("5분 만에 아침 차리는 법 알려줘", **KO, cat="none_quantity", note="5분 is a constraint")
N(
    "이 글 300자 이내로 요약해 줘.\n\n우리 회사는 올해 하반기부터 재택근무 제도를 확대한다. 주 2회였던 재택 가능 일수를 주 3회로 늘리고, 팀장 승인 절차도 간소화한다. 다만 신입사원은 입사 후 3개월 동안 사무실 출근을 원칙으로 한다.",
    **KO,
    cat="none_length_limit",
    note="300자 이내 is a length limit",
)
N(
    "다음 기사를 세 문장으로 요약해주세요: 한울전자가 신형 폴더블 스마트폰 '루나 폴드'를 공개했다. 전작보다 무게를 20g 줄였고 배터리 용량은 10% 늘렸다. 출고가는 198만 원으로 책정됐다.",
    **KO,
    cat="none_length_limit",
    note="세 문장으로 is the summary's length",
)
N("삼권 분립의 세 가지 권력이 뭔지 설명해줘", **KO, cat="none_fixed_set", note="a fixed set of three")
N(
    "우리 아이 2명인데 둘 다 초등학생이에요. 방학 때 집에서 같이 할 수 있는 활동 추천해주세요",
    **KO,
    cat="none_fixed_set",
    note="2명 is context, no count asked",
)
N(
    "맥북 에어, 갤럭시북, LG 그램 중에 대학생한테 제일 좋은 거 하나만 골라줘",
    **KO,
    cat="none_choose",
    note="choose one among listed",
)
N(
    """요즘 이런 증상이 있어요
- 아침에 일어나면 손가락이 뻣뻣함
- 무릎이 자주 시큰거림
- 비 오는 날 더 아픔
무슨 병일 수 있을까요?""",
    **KO,
    cat="none_context_list",
    note="symptom list as context for one question",
)
N(
    """냉장고에 있는 재료: 계란, 양파, 김치, 햄, 밥
이걸로 저녁 뭐 해먹을 수 있을까?""",
    **KO,
    cat="none_context_list",
    note="ingredients as context",
)
N(
    "다음 단어들을 모두 넣어서 시 한 편 써줘: 바다, 별, 기차, 엄마",
    **KO,
    cat="none_list_whole",
    note="all words in one poem",
)
N(
    "'커피', '비', '이별' 이 세 단어로 짧은 이야기 하나 만들어줘",
    **KO,
    cat="none_list_whole",
    note="three words, one story",
)
N(
    """자기소개서 써주세요. 조건:
1. 지원 직무: 데이터 분석
2. 대학 때 통계 동아리 활동
3. 800자 내외
4. 성실함 강조""",
    **KO,
    cat="none_requirements",
    note="one cover letter, numbered conditions",
)
N(
    """회사 단톡방에 올릴 공지 하나 써줘
• 회식 날짜: 다음주 금요일
• 장소: 역삼역 '한솥마루'
• 회비 3만원
• 불참 시 목요일까지 말하기""",
    **KO,
    cat="none_requirements",
    note="one notice from bulleted details",
)
N(
    """이 코드 왜 에러나요?
```python
nums = [1, 2, 3]
for i in range(4):
    print(nums[i])
```""",
    **KO,
    cat="none_code_fix",
    note="one code question",
)
N(
    """파이썬으로 함수 하나 만들어줘
- 리스트를 입력받아서
- 중복 제거하고
- 내림차순 정렬해서 반환""",
    **KO,
    cat="none_code_requirements",
    note="one function, bulleted steps",
)
N(
    "철수는 사과 12개를 가지고 있다. 영희에게 5개를 주고, 민호에게서 3개를 받았다. 철수가 가진 사과는 몇 개인가?",
    **KO,
    cat="none_math",
    note="word problem of several sentences",
)
N(
    "기차가 시속 80km로 2시간 달린 뒤 시속 60km로 1시간 30분을 더 달렸어. 총 이동 거리는? 풀이 과정도 보여줘",
    **KO,
    cat="none_math",
    note="one problem, show the working",
)
N(
    "아까 추천해준 노트북 중에서 두 번째 거 배터리 몇 시간 가?",
    **KO,
    cat="none_followup",
    note="refers to a previous answer",
)
N("알려준 대로 설치했어 그럼 그 다음엔 뭘 해야 해?", **KO, cat="none_followup", note="builds on the previous answer")
N("안녕하세요~ 오늘 기분이 좀 우울하네요 ㅠㅠ 그냥 얘기 좀 들어줄래요?", **KO, cat="none_smalltalk", note="small talk")
N("ㅋㅋㅋ 너 진짜 웃기다 고마워!!", **KO, cat="none_smalltalk", note="thanks")
N("라면 맛있게 끓이는 방법 단계별로 알려줘", **KO, cat="none_procedure", note="step-by-step procedure")
N(
    "윈도우11에서 프린터 연결하는 법 순서대로 설명 부탁드립니다",
    **KO,
    cat="none_procedure",
    note="procedure; 11 is a version",
)
N(
    "다음 중 맞는 것은?\n① 물은 100도에서 언다\n② 지구는 태양 주위를 돈다\n③ 달은 스스로 빛을 낸다\n④ 소리는 진공에서 전달된다",
    **KO,
    cat="none_multiple_choice",
    note="one multiple-choice question",
)
N(
    "A, B, C 세 회사 중에서 연봉은 A가 제일 높고 워라밸은 C가 좋은데 B는 중간이야. 어디로 가야 할까?",
    **KO,
    cat="none_choose",
    note="choose among three",
)
N("월급 250만원인데 적금을 얼마나 넣는 게 좋을까요?", **KO, cat="none_quantity", note="a figure as context")
N("하루에 물 2리터 마시는 게 진짜 몸에 좋아?", **KO, cat="none_quantity", note="2리터 in one question")
N(
    "다음 일을 순서대로 해야 해: 1) 엑셀 파일 열기 2) B열 데이터 정렬 3) 상위 10개만 복사해서 새 시트에 붙여넣기. 이걸 매크로로 만들 수 있어?",
    **KO,
    cat="none_dependent_steps",
    note="numbered steps of one macro",
)
N(
    """할 일 목록
- 장보기
- 빨래
- 보고서 마감
- 헬스장
이거 오늘 안에 다 하려면 어떤 순서로 하는 게 좋을까?""",
    **KO,
    cat="none_order_list",
    note="order a list as a whole",
)
N(
    "이 시 영어로 번역해줘\n\n봄비가 내리면\n네가 생각나\n우산 없이 걷던\n그 골목길",
    **KO,
    cat="none_translate_whole",
    note="one poem on several lines",
)
N(
    "다음 문단 자연스럽게 다듬어 주세요. 저는 어릴 때부터 그림 그리는 것을 좋아했습니다. 그래서 미대에 진학했습니다. 지금은 디자이너로 일하고 있습니다.",
    **KO,
    cat="none_rewrite_whole",
    note="one paragraph of three sentences",
)
N("한국의 사계절 특징 설명해줘", **KO, cat="none_fixed_set", note="four seasons, a fixed set")
N("빛의 삼원색이랑 색의 삼원색 차이가 뭐야?", **KO, cat="none_compare", note="one comparison")
N("오늘 점심 짜장면 짬뽕 볶음밥 중에 뭐 먹지", **KO, cat="none_choose", note="choose among inline options")
N(
    "부모님 환갑 선물로 안마의자, 여행 상품권, 현금 이렇게 세 개 고민 중인데 어떤 게 제일 좋을까요?",
    **KO,
    cat="none_choose",
    note="세 개 are the options, not a count",
)
N(
    "세 문단짜리 독후감 써줘. 책은 『작은 아씨들』이고 중학생 수준으로",
    **KO,
    cat="none_structure_constraint",
    note="세 문단 is the shape of one essay",
)
N("10분짜리 발표 대본 써 주세요 주제는 '기후 변화와 우리의 역할'", **KO, cat="none_quantity", note="10분 is a duration")
N(
    """엑셀에 이런 데이터가 있어
이름 | 점수
김하람 | 88
이도현 | 72
박서윤 | 95
점수 80점 이상인 사람만 세는 수식 알려줘""",
    **KO,
    cat="none_data_context",
    note="a table as context for one formula",
)
N(
    "다음 SQL 쿼리 최적화해줘\nSELECT * FROM orders o\nJOIN users u ON o.user_id = u.id\nWHERE o.created_at > '2024-01-01'\nORDER BY o.total DESC;",
    **KO,
    cat="none_code_fix",
    note="one query over several lines",
)
N("1부터 100까지 더하면 얼마야?", **KO, cat="none_math", note="a range, one sum")
N(
    "x² - 5x + 6 = 0 인수분해하고 그 근을 이용해서 두 근의 합 구해줘",
    **KO,
    cat="none_math",
    note="the second step uses the first",
)
N("우리 팀 5명이서 할 만한 보드게임 있어?", **KO, cat="none_quantity", note="5명 is the group size")
N("2박 3일 강릉 여행 예산 대충 얼마 잡아야 돼? 2명이고 숙소는 펜션", **KO, cat="none_quantity", note="2박 3일, 2명")
N(
    "1. 먼저 밀가루를 체에 친다\n2. 버터와 설탕을 섞는다\n3. 계란을 넣는다\n여기서 다음 단계는 뭐야?",
    **KO,
    cat="none_procedure",
    note="numbered steps as context for one question",
)
N(
    "첫째 아이가 7살, 둘째가 4살인데 둘이 자꾸 싸워요. 어떻게 해야 할까요?",
    **KO,
    cat="none_fixed_set",
    note="two children as context",
)
N("오늘 하루 고마웠어 잘 자~", **KO, cat="none_smalltalk", note="goodnight")
N("심심한데 재밌는 얘기 해줘", **KO, cat="none_smalltalk", note="one story, no count")
N(
    "다음 문장을 영어로 번역해 주세요: 저는 매일 아침 7시에 일어나서 30분 동안 조깅을 하고, 샤워를 한 뒤 출근합니다.",
    **KO,
    cat="none_translate_whole",
    note="one sentence with commas and figures",
)
N(
    "이메일 하나 써줘. 거래처에 납품 3일 늦어진다고 사과하는 내용으로. 정중하게 부탁해요",
    **KO,
    cat="none_one_text",
    note="one email; 3일 is a delay",
)
N("MBTI가 INFP랑 ESTJ인 두 사람이 잘 맞을까?", **KO, cat="none_compare", note="two joined by 랑, one question")
N("ㅠㅠ 시험 3개나 남았는데 공부하기 싫다... 동기부여 좀 해줘", **KO, cat="none_quantity", note="3개 is context")
N(
    "다음 중 하나를 골라서 그걸로 광고 문구 하나 써줘: 텀블러, 에코백, 손수건",
    **KO,
    cat="none_choose",
    note="pick one, write one",
)
N("방금 말한 세 가지 방법 중에 제일 쉬운 건 뭐야?", **KO, cat="none_followup", note="refers to the previous answer")

# ============================================================================ the odd two (fields -> first half, none -> held-out half)
F(
    "이 택배 운송장 내용 타이핑한 건데 ⟦받는 사람⟧, ⟦주소⟧, ⟦연락처⟧ 정리해줘\n받는분 홍다인 / 부산시 해운대구 우동 123-4 / 010-5567-2041",
    **KO,
    cat="fields_inline",
    note="waybill text after the fields",
)
N("위의 대화 내용 전체를 다섯 줄로 정리해 줄래?", **KO, cat="none_length_limit", note="다섯 줄로 is a length")


def write(rows: list[dict], out: Path) -> None:
    with out.open("w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    a = build(ROWS[0::2], prefix="wk", source=SOURCE_A)
    b = build(ROWS[1::2], prefix="wkb", source=SOURCE_B)
    check(a + b)  # no request in both halves
    if "--check" not in sys.argv:
        write(a, OUT_A)
        write(b, OUT_B)
    for out, rows in ((OUT_A, a), (OUT_B, b)):
        print(f"{out.name}: {len(rows)} rows;", dict(Counter(r["kind"] for r in rows)))
