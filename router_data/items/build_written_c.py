"""Hand-written training rows for the items finder, set (c): requests not in English.

    .venv/bin/python router_data/items/build_written_c.py          # writes written_c.jsonl, with the checks
    .venv/bin/python router_data/items/build_written_c.py --check  # the checks only

Every row is written here by hand (see WRITTEN_C.md): chat-assistant requests in Chinese (most),
Russian, Spanish, Portuguese, German, French, Japanese, Italian, Korean, Turkish, Arabic, Dutch,
Polish, Vietnamese and Indonesian, and mixed-language ones (an English instruction over items in
another language, and the other way round), with hard negatives (``none``) that look like the
positives in layout but are one task. In a ``list`` or ``fields`` request each gold item is marked
``⟦like this⟧``; the marks are taken out and the marked spans become its items, so every item is a
substring of its request, in order, by construction. The checks are devset.py's: ids unique, kinds
known, no request repeated, items substrings in order, ``count`` rows with a count and no items,
``none`` rows with neither. A mixed-language row's ``lang`` is its language other than English.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks/data/items_real"))

from devset import Rows, main  # noqa: E402

OUT = HERE / "written_c.jsonl"
SOURCE = "written for training (c)"
ROWS = Rows()
L, F, C, N = ROWS.L, ROWS.F, ROWS.C, ROWS.N

# ============================================================================ Chinese: list
L(
    """请回答以下问题：
1. ⟦光合作用的主要产物是什么？⟧
2. ⟦为什么天空是蓝色的？⟧
3. ⟦地球到月球的距离大约是多少？⟧""",
    lang="zh",
    cat="questions_numbered",
    note="请回答以下问题 then 1. 2. 3. lines",
)
L(
    "帮我回答几个问题：⟦python和java哪个更适合初学者⟧，⟦学python大概要多久⟧，⟦有没有免费的教程推荐⟧",
    lang="zh",
    cat="questions_inline",
    note="questions inline with ， no question marks",
)
L(
    """把下面的句子翻译成英文：
⟦今天天气很好，我们去公园散步吧。⟧
⟦这家餐厅的菜太咸了。⟧
⟦请问最近的地铁站在哪里？⟧
⟦我下周要去上海出差。⟧""",
    lang="zh",
    cat="translate_list",
    note="sentences to translate on bare lines",
)
L(
    "解释一下这几个成语的意思：⟦画蛇添足⟧、⟦守株待兔⟧、⟦亡羊补牢⟧、⟦对牛弹琴⟧",
    lang="zh",
    cat="terms_list",
    note="idioms joined by 、",
)
L(
    """老师布置的作业，帮我做一下
（1）⟦什么是供给侧改革？⟧
（2）⟦简述通货膨胀对普通家庭的影响。⟧
（3）⟦GDP和GNP有什么区别？⟧""",
    lang="zh",
    cat="questions_numbered",
    note="full-width parenthesised numbers （1）",
)
L(
    """以下几条用户评论，分别判断是正面还是负面：
- ⟦快递很快，包装也很好，五星好评！⟧
- ⟦用了两天就坏了，客服也不理人⟧
- ⟦一般般吧，价格还算便宜⟧
- ⟦颜色和图片差太多了，退货⟧""",
    lang="zh",
    cat="classify_list",
    note="reviews to classify, dash bullets",
)
L(
    "我想问一下⟦你们周末营业吗？⟧⟦可以刷信用卡吗？⟧⟦停车方便吗？⟧",
    lang="zh",
    cat="questions_inline",
    note="questions run together with only ？",
)
L(
    """①⟦新冠疫苗需要打几针？⟧
②⟦打完疫苗可以喝酒吗？⟧
③⟦孕妇能不能接种？⟧
麻烦医生帮忙解答，谢谢""",
    lang="zh",
    cat="questions_numbered",
    note="circled numbers, instruction after the list",
)
L(
    "帮我把这些词翻译成日语：⟦苹果⟧/⟦香蕉⟧/⟦西瓜⟧/⟦葡萄⟧",
    lang="zh",
    cat="translate_list",
    note="words joined by slashes",
)
L(
    """改写下面每一句，让语气更礼貌一点

⟦你这个报告写得太烂了，重写。⟧

⟦明天之前把钱还给我。⟧

⟦别再给我打电话了。⟧""",
    lang="zh",
    cat="rewrite_list",
    note="blank lines between sentences",
)
L(
    "分别写出下列物质的化学式：1）⟦氯化钠⟧ 2）⟦硫酸⟧ 3）⟦碳酸钙⟧ 4）⟦氢氧化钠⟧",
    lang="zh",
    cat="terms_list",
    note="inline full-width 1）2）",
)
L(
    """面试的时候可能会被问到这些问题，帮我每个都准备一个回答：
a. ⟦你为什么离开上一家公司？⟧
b. ⟦你的缺点是什么？⟧
c. ⟦五年后你希望自己在做什么？⟧""",
    lang="zh",
    cat="questions_lettered",
    note="lettered a. b. c.",
)
L(
    """下面这段文字：
“青石镇位于群山之间，人口不到三千。每年秋天，镇上都会举办红叶节，吸引大批游客。镇长李明远说，今年的游客比去年多了两成，但停车位严重不足。”
根据上文回答：⟦青石镇有多少人口？⟧⟦红叶节在什么季节举办？⟧⟦今年游客比去年增加了多少？⟧""",
    lang="zh",
    cat="passage_first",
    note="passage first, questions inline after it",
)
L(
    "以下代码报错分别是什么原因？\n`⟦IndexError: list index out of range⟧`\n`⟦KeyError: 'user_id'⟧`\n`⟦TypeError: 'NoneType' object is not subscriptable⟧`",
    lang="zh",
    cat="errors_list",
    note="error messages in backticks, backticks excluded",
)
L(
    "请给下面每个产品写一句广告语：⟦无线降噪耳机⟧；⟦智能保温杯⟧；⟦折叠电动自行车⟧",
    lang="zh",
    cat="rewrite_list",
    note="products joined by full-width semicolons",
)
L(
    """| 问题 | 答案 |
|---|---|
| ⟦长城有多长？⟧ |  |
| ⟦故宫建于哪个朝代？⟧ |  |
| ⟦黄河发源于哪里？⟧ |  |
帮我把答案那一列填上""",
    lang="zh",
    cat="table_csv",
    note="markdown table with an empty answer column",
)
L(
    "纠正下面句子里的错别字：\n1、⟦我们明天在公园见面把。⟧\n2、⟦他的成积一直很好。⟧\n3、⟦这个问题我已经在考虑中了。⟧",
    lang="zh",
    cat="rewrite_list",
    note="1、 markers",
)
L(
    "在吗 想问下 ⟦退款多久到账⟧ 还有 ⟦发票怎么开⟧ 另外 ⟦能不能改收货地址⟧",
    lang="zh",
    cat="questions_inline",
    note="spaces and 还有/另外 connectors, no punctuation",
)
L(
    '["⟦我爱你⟧", "⟦早上好⟧", "⟦谢谢你的帮助⟧", "⟦生日快乐⟧"] 把这个列表里的每一句都翻成韩语',
    lang="zh",
    cat="translate_list",
    note="JSON list before the instruction",
)
L(
    """我是小学老师，下面是几道题，帮我每道题写出解题思路：
第一题：⟦一个长方形长8厘米，宽5厘米，面积是多少？⟧
第二题：⟦小明有12个苹果，分给3个同学，每人几个？⟧
第三题：⟦一辆车每小时行60千米，3小时行多少千米？⟧""",
    lang="zh",
    cat="questions_labelled",
    note="第一题： labels excluded, independent problems",
)
L(
    "用这几个词分别造句：⟦坚持⟧，⟦温暖⟧，⟦忽然⟧和⟦仿佛⟧",
    lang="zh",
    cat="terms_list",
    note="words joined by ， and 和",
)
L(
    """下面是客户发来的邮件，请逐条回复他的问题：

您好，
我上个月在贵店买了一台空气净化器（订单号 88213）。⟦滤芯多久需要更换一次？⟧⟦更换的滤芯在哪里可以买到？⟧另外，⟦机器显示红灯是什么意思？⟧
谢谢！
王女士""",
    lang="zh",
    cat="support_email",
    note="questions inside a pasted email",
)
L(
    "写出以下英文缩写的全称和中文意思：⟦CEO⟧、⟦GDP⟧、⟦WTO⟧、⟦AI⟧、⟦VIP⟧",
    lang="zh",
    cat="terms_list",
    note="acronyms joined by 、",
)
L(
    """* ⟦怎么提高睡眠质量⟧
* ⟦晚上喝咖啡真的会失眠吗⟧
* ⟦午睡多长时间最好⟧
这些都帮我解答下""",
    lang="zh",
    cat="questions_bulleted",
    note="asterisk bullets, no question marks",
)

# ============================================================================ Chinese: fields
F(
    """从下面的简历中提取：⟦姓名⟧、⟦电话⟧、⟦邮箱⟧、⟦毕业院校⟧、⟦工作年限⟧

张晓雯，女，1994年生，毕业于华东理工大学化学工程专业。手机：139 0211 4478，邮箱 zxw_chem@mail.cn。2016年至今在宁川化工从事工艺研发，共8年经验。""",
    lang="zh",
    cat="fields_inline",
    note="fields joined by 、 before the passage",
)
F(
    """请把以下订单信息整理成JSON，字段包括 ⟦订单号⟧，⟦下单时间⟧，⟦收货人⟧，⟦金额⟧

订单 NO.2024-55817 于3月12日下午4点下单，收货人陈志强，合计 ¥1,238.00""",
    lang="zh",
    cat="fields_json",
    note="fields with ， then JSON asked",
)
F(
    """{
  "⟦公司名称⟧": "",
  "⟦法定代表人⟧": "",
  "⟦注册资本⟧": "",
  "⟦成立日期⟧": ""
}
根据这段工商信息填好上面的json：杭州青禾科技有限公司，成立于2019年6月3日，注册资本500万元，法定代表人周文斌。""",
    lang="zh",
    cat="fields_json",
    note="empty JSON template, keys are fields",
)
F(
    """帮我从这份合同里找出这些信息：
- ⟦甲方⟧
- ⟦乙方⟧
- ⟦合同金额⟧
- ⟦签订日期⟧
- ⟦违约金比例⟧

合同内容：甲方：北辰物流有限公司；乙方：远岸仓储服务中心。本合同总金额为人民币叁拾万元整，于2023年11月8日签订。任何一方违约，应支付合同金额百分之十的违约金。""",
    lang="zh",
    cat="fields_bulleted",
    note="bulleted fields before the contract",
)
F(
    "提取一下这条短信里的⟦快递公司⟧和⟦取件码⟧：【丰运快递】您的包裹已到达幸福里驿站，取件码 6-2-3081，请尽快领取。",
    lang="zh",
    cat="fields_prose",
    note="two fields in prose joined by 和",
)
F(
    """请填写以下表格：
⟦姓名⟧：
⟦年龄⟧：
⟦籍贯⟧：
⟦联系方式⟧：
根据这段自我介绍：大家好，我叫刘一鸣，今年二十六岁，来自四川绵阳，电话是 186 7730 2291。""",
    lang="zh",
    cat="form_fill",
    note="form with empty labels ending in ：",
)
F(
    "从下面的新闻里抽取⟦时间⟧/⟦地点⟧/⟦人物⟧/⟦事件⟧：昨天上午，南江市消防支队在滨河路成功救出一名被困电梯的老人。",
    lang="zh",
    cat="fields_inline",
    note="fields joined by slashes",
)

# ============================================================================ Chinese: count
C("帮我写10个关于奶茶店的宣传口号", 10, lang="zh", cat="count_verb", note="帮我写10个")
C("给我的新猫咪起五个可爱的名字，它是一只橘猫", 5, lang="zh", cat="count_spelled", note="五个 spelled")
C("列出二十个高考常考的英语单词", 20, lang="zh", cat="count_spelled", note="二十个")
C("能不能想3条朋友圈文案，主题是周末去爬山", 3, lang="zh", cat="count_verb", note="3条 with 能不能")
C(
    "我要做一个关于环保的PPT，帮我出8道选择题，每道四个选项，附答案",
    8,
    lang="zh",
    cat="count_quiz",
    note="8道选择题 with format requirements",
)
C("推荐一打适合送给男朋友的生日礼物", 12, lang="zh", cat="count_dozen", note="一打 = 12")
C("来7个程序员冷笑话", 7, lang="zh", cat="count_verb", note="colloquial 来7个")
C("写十首关于春天的五言绝句", 10, lang="zh", cat="count_spelled", note="十首 poems")
C(
    "你是一个资深HR，请为一个前端开发岗位准备15个面试问题，难度由浅入深",
    15,
    lang="zh",
    cat="count_roleplay",
    note="role-play preamble then 15个",
)
C("给我两个小红书标题，关于减脂餐的", 2, lang="zh", cat="count_spelled", note="两个")

# ============================================================================ Chinese: none
N(
    """比较一下这三款手机：
1. 小米14
2. 华为Mate60
3. iPhone 15
预算五千左右，哪个最值得买？""",
    lang="zh",
    cat="compare_choose",
    note="numbered options, one choice",
)
N(
    "冰箱里有：鸡蛋、西红柿、土豆、青椒、一点猪肉，今晚能做什么菜？",
    lang="zh",
    cat="list_as_context",
    note="ingredients list as context for one question",
)
N(
    """写一篇作文，要求：
1. 题目是《我的家乡》
2. 不少于800字
3. 要有细节描写
4. 结尾要点题""",
    lang="zh",
    cat="single_task",
    note="one essay with numbered requirements",
)
N(
    """把下面这段话翻译成英文：
我们公司成立于2010年，主要生产汽车零部件。经过十多年的发展，现在已经有三个工厂，员工超过两千人。我们希望和更多海外客户合作。""",
    lang="zh",
    cat="translate_single",
    note="one paragraph of several sentences to translate",
)
N(
    """帮我按顺序做：
1. 先把这段Excel数据按日期排序
2. 然后算出每个月的总销售额
3. 最后根据月度总额画一个折线图的思路""",
    lang="zh",
    cat="dependent_steps",
    note="steps that build on each other",
)
N("中国古代四大发明是哪四个？", lang="zh", cat="fixed_set", note="fixed set asked for")
N(
    """写一个Python函数，要求：
1）输入是一个整数列表
2）去掉重复元素
3）保持原来的顺序
4）返回新列表""",
    lang="zh",
    cat="math_code",
    note="one function with listed requirements",
)
N(
    "解方程组：x + y = 10，2x - y = 2",
    lang="zh",
    cat="math_code",
    note="one system of equations, comma-joined",
)
N(
    "我给咖啡店想了几个名字：‘豆屿’、‘慢半拍’、‘晨光小馆’，你觉得哪个最好听？",
    lang="zh",
    cat="compare_choose",
    note="quoted names, pick one",
)
N(
    "哈哈你好可爱啊，你是机器人吗？你平时会无聊吗？",
    lang="zh",
    cat="chitchat",
    note="small talk with question marks",
)
N(
    """下面是我这周的待办：
- 周一交周报
- 周三见客户
- 周五部门聚餐
帮我排一个合理的时间表""",
    lang="zh",
    cat="list_as_context",
    note="todo list as context for one schedule",
)
N(
    """请总结下面这封邮件的主要内容：

李经理您好，关于下季度的采购计划，我们有几点想法：一是希望把付款周期从30天延长到45天；二是希望增加一家备用供应商；三是希望年底前完成系统对接。请问您什么时候方便开会讨论？
——采购部 赵婷""",
    lang="zh",
    cat="single_task",
    note="summarise an email that itself lists points and asks",
)
N(
    "红烧肉怎么做？需要哪些材料，步骤是什么",
    lang="zh",
    cat="procedure",
    note="one recipe, materials and steps belong together",
)
N(
    """以下哪个不是哺乳动物？
A. 鲸鱼
B. 蝙蝠
C. 企鹅
D. 海豚""",
    lang="zh",
    cat="compare_choose",
    note="one multiple-choice question",
)
N(
    "请把这几个城市按人口从多到少排序：成都、重庆、武汉、西安、杭州",
    lang="zh",
    cat="compare_choose",
    note="ranking among listed cities",
)
N(
    "帮我写一封辞职信，要提到：感谢领导栽培、个人发展原因、会做好交接，语气诚恳一点",
    lang="zh",
    cat="single_task",
    note="one letter naming several points",
)
N(
    "一个水池有进水管和出水管，进水管单独注满要6小时，出水管单独放空要8小时。（1）两管同时开，几小时注满？（2）如果先开进水管2小时再同时开，还要几小时注满？",
    lang="zh",
    cat="math_code",
    note="sub-questions sharing one computation",
)
N(
    """这是我的简历技能部分：
· 熟练使用 Excel、PPT
· 会基础的 Python
· 英语六级
你觉得我适合投数据分析岗吗？""",
    lang="zh",
    cat="list_as_context",
    note="bullets as context, one question",
)
N(
    "你现在扮演一个英语口语老师，每次只问我一个问题，等我回答后再纠正我的语法，准备好了就开始吧",
    lang="zh",
    cat="roleplay",
    note="role-play, one question at a time",
)
N(
    "说说猫和狗、兔子、仓鼠作为宠物各有什么优缺点，最后给我一个建议，我住小公寓",
    lang="zh",
    cat="compare_choose",
    note="comparison leading to one recommendation",
)
N(
    "帮我写一段产品介绍，产品是无线降噪耳机、智能保温杯和折叠电动自行车的组合套装，200字左右",
    lang="zh",
    cat="single_task",
    note="one description naming several products (cf. slogans list)",
)
N(
    "把这段代码从JavaScript改成Python：\nconst nums = [3, 1, 2];\nconst sorted = nums.sort((a, b) => a - b);\nconsole.log(sorted.map(n => n * 2));",
    lang="zh",
    cat="math_code",
    note="one code snippet of several lines to convert",
)
N(
    "牛顿三大定律分别是什么？用简单的话解释一下",
    lang="zh",
    cat="fixed_set",
    note="fixed set of three",
)
N(
    """老板让我分析一下：
1. 我们的销售额为什么下降
2. 根据上面的原因，下个季度应该怎么调整策略""",
    lang="zh",
    cat="dependent_steps",
    note="second point depends on the first",
)
N(
    "用“坚持、温暖、忽然”这三个词写一段小短文",
    lang="zh",
    cat="single_task",
    note="one paragraph using three words (cf. 造句 list)",
)
N(
    """以下是会议记录：
1. 张总：Q3目标上调10%
2. 李工：服务器迁移推迟到十月
3. 王经理：新人培训下周开始
请整理成一份正式的会议纪要""",
    lang="zh",
    cat="list_as_context",
    note="numbered minutes turned into one document",
)
N(
    "我应该先学高数还是先学线性代数？还是两个一起学？",
    lang="zh",
    cat="compare_choose",
    note="one choice phrased as several questions",
)
N(
    "什么是区块链？",
    lang="zh",
    cat="single_question",
    note="one short question",
)
N(
    "下面这句话有没有语病：“通过这次活动，使我明白了团结的重要性。”如果有请改正并说明原因",
    lang="zh",
    cat="single_question_passage",
    note="one sentence, check, fix and explain belong together",
)
# ============================================================================ Russian
L(
    """ответь на вопросы:
1) ⟦сколько длится перелет из Москвы в Новосибирск?⟧
2) ⟦нужна ли виза в Казахстан?⟧
3) ⟦какой лимит багажа у эконом класса?⟧""",
    lang="ru",
    cat="questions_numbered",
    note="ответь на вопросы: then 1) lines",
)
L(
    "привет, подскажи пожалуйста ⟦как поменять пароль в госуслугах⟧ и ⟦можно ли привязать две почты⟧",
    lang="ru",
    cat="questions_inline",
    note="two questions joined by и, no punctuation",
)
L(
    """Переведи на английский:
— ⟦Я опоздал на поезд.⟧
— ⟦Где здесь можно купить сим-карту?⟧
— ⟦Счёт, пожалуйста.⟧""",
    lang="ru",
    cat="translate_list",
    note="em dash bullets",
)
L(
    "Объясни значения слов: ⟦токсичный⟧; ⟦кринж⟧; ⟦вайб⟧; ⟦хайп⟧",
    lang="ru",
    cat="terms_list",
    note="slang words joined by semicolons",
)
L(
    """Определи тональность каждого отзыва (позитив/негатив/нейтрально):
1. «⟦Доставили за час, курьер вежливый⟧»
2. «⟦Пицца пришла холодная и помятая⟧»
3. «⟦Нормально, но дороговато⟧»""",
    lang="ru",
    cat="classify_list",
    note="reviews in «» quotes, quotes excluded",
)
L(
    "⟦Что такое инфляция?⟧ ⟦Почему ЦБ поднимает ключевую ставку?⟧ ⟦Как это влияет на ипотеку?⟧ Ответь коротко на каждый",
    lang="ru",
    cat="questions_inline",
    note="questions first, instruction after",
)
L(
    """Исправь ошибки в предложениях:
* ⟦Я вчера ходил в магазин и купила хлеб.⟧
* ⟦Он не знает что делать дальше⟧
* ⟦Мы одели куртки и вышли на улицу.⟧""",
    lang="ru",
    cat="rewrite_list",
    note="asterisk bullets, grammar fixes",
)
L(
    """Вот текст:
«Компания "Северный ветер" основана в 2008 году в Мурманске. Сейчас в ней работает около 400 человек, а основная продукция — рыбные консервы. В прошлом году выручка выросла на 15%.»
Вопросы: ⟦Где основана компания?⟧ ⟦Сколько в ней сотрудников?⟧ ⟦Что она производит?⟧""",
    lang="ru",
    cat="passage_first",
    note="passage then Вопросы: inline",
)
L(
    "кто написал ⟦Войну и мир⟧, ⟦Мастера и Маргариту⟧, ⟦Тихий Дон⟧?",
    lang="ru",
    cat="frame_repeated",
    note="one frame over several titles, each answered alone",
)
F(
    """Извлеки из письма: ⟦ФИО отправителя⟧, ⟦номер договора⟧, ⟦сумму⟧, ⟦дату платежа⟧.

Добрый день! Меня зовут Краснов Игорь Петрович, по договору № 17/22-К оплата в размере 48 500 руб. была произведена 3 марта. Прошу подтвердить получение.""",
    lang="ru",
    cat="fields_inline",
    note="fields after Извлеки из письма:",
)
F(
    """Заполни анкету по тексту ниже
⟦Имя⟧:
⟦Город⟧:
⟦Профессия⟧:
⟦Хобби⟧:

Текст: Меня зовут Алина, живу в Казани, работаю ветеринаром, в свободное время играю на укулеле.""",
    lang="ru",
    cat="form_fill",
    note="form with empty labels",
)
F(
    "вытащи из вакансии ⟦зарплату⟧, ⟦график⟧ и ⟦требуемый опыт⟧: Требуется бариста в кофейню на Лиговском, график 2/2, з/п от 55 000, опыт от полугода.",
    lang="ru",
    cat="fields_prose",
    note="lowercase, fields in prose",
)
C("придумай 10 названий для кофейни", 10, lang="ru", cat="count_verb", note="придумай 10")
C("Напиши пять тостов на свадьбу друга", 5, lang="ru", cat="count_spelled", note="пять spelled")
C("дай 20 идей для постов в телеграм канал про садоводство", 20, lang="ru", cat="count_verb", note="дай 20 идей")
C(
    "Составь 7 вопросов для викторины по истории России с вариантами ответов",
    7,
    lang="ru",
    cat="count_quiz",
    note="7 quiz questions",
)
C("нужна дюжина идей подарков коллегам на новый год, бюджет до 1000р", 12, lang="ru", cat="count_dozen", note="дюжина")
N(
    """Помоги выбрать ноутбук:
- Lenovo IdeaPad 5
- Asus Vivobook 15
- Acer Swift 3
Нужен для учебы и немного фотошопа, какой лучше?""",
    lang="ru",
    cat="compare_choose",
    note="bulleted options, one choice",
)
N(
    "У меня есть: гречка, курица, морковь, лук и сметана. Что приготовить на ужин?",
    lang="ru",
    cat="list_as_context",
    note="ingredients as context",
)
N(
    """Напиши сочинение на тему «Лето в деревне». Требования:
1. 300–400 слов
2. минимум три эпитета
3. вывод в конце""",
    lang="ru",
    cat="single_task",
    note="one essay with numbered requirements",
)
N(
    """Переведи на английский этот абзац:
Мы рады сообщить, что наш магазин открывается в новом помещении. Ждём вас с понедельника по субботу. В день открытия всем покупателям скидка 10%.""",
    lang="ru",
    cat="translate_single",
    note="one paragraph to translate",
)
N(
    "Какие три ветви власти в РФ?",
    lang="ru",
    cat="fixed_set",
    note="fixed set",
)
N(
    """Реши задачу: поезд вышел из А в 8:00 со скоростью 60 км/ч, второй из Б в 9:00 со скоростью 80 км/ч навстречу. Расстояние 340 км.
а) Когда они встретятся?
б) На каком расстоянии от А это произойдет?""",
    lang="ru",
    cat="math_code",
    note="lettered parts sharing one computation",
)
N(
    """Напиши скрипт на bash, который:
1. находит все .log файлы старше 7 дней
2. архивирует их
3. удаляет оригиналы""",
    lang="ru",
    cat="math_code",
    note="one script with numbered steps",
)
N(
    "Расставь по порядку события: Крещение Руси, Куликовская битва, Ледовое побоище, основание Петербурга",
    lang="ru",
    cat="compare_choose",
    note="ordering listed events",
)
N(
    "ну как ты? чем занимаешься? мне скучно(",
    lang="ru",
    cat="chitchat",
    note="small talk",
)
N(
    "Сначала объясни, что такое производная, а потом на основе этого объясни, что такое интеграл",
    lang="ru",
    cat="dependent_steps",
    note="second explanation builds on the first",
)
N(
    """Вот мой список покупок: молоко, хлеб, яйца, сыр, яблоки, стиральный порошок.
Раздели его по отделам магазина, чтобы быстрее обойти""",
    lang="ru",
    cat="list_as_context",
    note="one grouping of the whole list",
)
N(
    "В чём разница между «одеть» и «надеть»? Всегда путаю",
    lang="ru",
    cat="compare_choose",
    note="explain differences, one answer",
)
# ============================================================================ Spanish
L(
    """Hola! tengo unas dudas:
- ⟦¿cuánto tarda el envío a Chile?⟧
- ⟦¿puedo pagar con PayPal?⟧
- ⟦¿hacen factura a empresas?⟧""",
    lang="es",
    cat="questions_bulleted",
    note="¿...? questions with dash bullets",
)
L(
    "Responde a estas preguntas: ⟦¿Quién pintó el Guernica?⟧ ⟦¿En qué año terminó la Guerra Civil española?⟧ ⟦¿Cuál es la capital de Bolivia?⟧",
    lang="es",
    cat="questions_inline",
    note="inline ¿? questions",
)
L(
    """Traduce al inglés cada frase:
1. ⟦Me duele la cabeza desde ayer.⟧
2. ⟦¿Me puede traer la cuenta?⟧
3. ⟦Llegaré tarde por el tráfico.⟧""",
    lang="es",
    cat="translate_list",
    note="numbered sentences",
)
L(
    "clasifica estos correos como spam o no spam: 1) ⟦Has ganado un iPhone, haz clic aquí⟧ 2) ⟦Reunión del equipo movida al jueves⟧ 3) ⟦Tu factura de marzo ya está disponible⟧",
    lang="es",
    cat="classify_list",
    note="inline 1) 2) 3) emails",
)
L(
    "qué significan ⟦chamba⟧, ⟦guagua⟧ y ⟦pibe⟧? los escuché en una serie",
    lang="es",
    cat="terms_list",
    note="words joined by , and y",
)
L(
    """Reescribe de forma más formal:

⟦oye, mándame el informe ya⟧

⟦no puedo ir a la reunión, tengo cosas⟧""",
    lang="es",
    cat="rewrite_list",
    note="blank lines between",
)
L(
    "y también ⟦¿el hotel tiene piscina?⟧ y ⟦¿se admiten mascotas?⟧",
    lang="es",
    cat="questions_inline",
    note="leading connectors y también excluded",
)
F(
    """Extrae los siguientes datos de la factura: ⟦número de factura⟧, ⟦fecha de emisión⟧, ⟦NIF del proveedor⟧ y ⟦importe total⟧.

FACTURA Nº A-3391 — Fecha: 14/02/2025 — Suministros Garrido S.L., NIF B-45879210 — Total: 2.431,50 €""",
    lang="es",
    cat="fields_inline",
    note="fields without article (el/la)",
)
F(
    """Necesito un JSON con ⟦nombre del producto⟧, ⟦precio⟧, ⟦stock⟧ a partir de esto:
Auriculares Brisa X2 - 39,90€ - quedan 14 unidades""",
    lang="es",
    cat="fields_json",
    note="JSON asked, fields inline",
)
C("Dame 10 ideas de negocio para hacer desde casa", 10, lang="es", cat="count_verb", note="Dame 10 ideas")
C("escribe tres poemas cortos sobre el mar", 3, lang="es", cat="count_spelled", note="tres spelled")
C("Genera 25 nombres para una tienda de ropa infantil", 25, lang="es", cat="count_verb", note="Genera 25")
N(
    """¿Cuál de estos destinos me recomiendas para una luna de miel en junio?
- Cancún
- Tulum
- Puerto Vallarta""",
    lang="es",
    cat="compare_choose",
    note="options to choose from",
)
N(
    "Tengo estos síntomas: fiebre, dolor de garganta y cansancio desde hace 3 días. ¿Debería ir al médico?",
    lang="es",
    cat="list_as_context",
    note="symptoms as context, one question",
)
N(
    """Escribe un correo a mi jefe pidiendo vacaciones. Debe incluir:
• fechas: del 4 al 18 de agosto
• quién me cubre: Laura
• que dejaré todo documentado""",
    lang="es",
    cat="single_task",
    note="one email with bulleted points",
)
N(
    "Explica la diferencia entre ser y estar con ejemplos",
    lang="es",
    cat="compare_choose",
    note="one comparison",
)
N(
    """Primero instala Node.js, luego crea un proyecto con npm init y después explícame cómo añadir Express a ese proyecto""",
    lang="es",
    cat="dependent_steps",
    note="dependent setup steps",
)
N(
    "¿Cuáles son los siete pecados capitales?",
    lang="es",
    cat="fixed_set",
    note="fixed set",
)
N(
    "jajaja qué buena onda eres, ¿tú también duermes? ¿tienes amigos?",
    lang="es",
    cat="chitchat",
    note="small talk",
)
N(
    """Ordena de menor a mayor: 3/4, 0,7, 5/8, 0,81""",
    lang="es",
    cat="math_code",
    note="one ordering of numbers",
)

# ============================================================================ Portuguese
L(
    """Responda às perguntas:
1. ⟦Qual é o maior rio do Brasil?⟧
2. ⟦Quantos estados tem o Brasil?⟧
3. ⟦Quem foi Tiradentes?⟧""",
    lang="pt",
    cat="questions_numbered",
    note="numbered questions",
)
L(
    "oi, queria saber ⟦qual o prazo de entrega pra Recife⟧, ⟦se o frete é grátis⟧ e ⟦se dá pra parcelar em 10x⟧",
    lang="pt",
    cat="questions_inline",
    note="indirect questions inline, no ?",
)
L(
    """Traduza para o espanhol:
"⟦Bom dia, tudo bem?⟧"
"⟦Onde fica o banheiro?⟧"
"⟦Quanto custa isso?⟧\"""",
    lang="pt",
    cat="translate_list",
    note="quoted lines, quotes excluded",
)
L(
    "Corrija a ortografia: ⟦excessão⟧ | ⟦previlégio⟧ | ⟦concerteza⟧ | ⟦mendingo⟧",
    lang="pt",
    cat="rewrite_list",
    note="words joined by pipes",
)
F(
    "Extraia ⟦nome⟧, ⟦CPF⟧, ⟦endereço⟧ e ⟦telefone⟧ do texto: Meu nome é Rafael Monteiro, CPF 123.456.789-00, moro na Rua das Palmeiras 88, Campinas, tel (19) 99812-3344.",
    lang="pt",
    cat="fields_inline",
    note="fields joined by , and e",
)
C("me dá 5 sugestões de nome pra uma hamburgueria", 5, lang="pt", cat="count_verb", note="me dá 5")
C("Crie quinze legendas para fotos de praia no Instagram", 15, lang="pt", cat="count_spelled", note="quinze")
N(
    """Qual desses carros gasta menos?
a) Onix 1.0
b) HB20 1.0
c) Mobi 1.0""",
    lang="pt",
    cat="compare_choose",
    note="lettered options, one choice",
)
N(
    """Tenho essa lista de tarefas pra amanhã:
- levar o carro na oficina
- buscar as crianças às 17h
- reunião às 14h
Monta um cronograma pra mim""",
    lang="pt",
    cat="list_as_context",
    note="todo list as context",
)
N(
    "Escreva uma redação sobre desigualdade social, com introdução, dois parágrafos de desenvolvimento e conclusão",
    lang="pt",
    cat="single_task",
    note="one essay with parts named",
)
N(
    "Traduza para o inglês: Prezados, segue em anexo o relatório mensal. Qualquer dúvida, estou à disposição. Atenciosamente, Carla.",
    lang="pt",
    cat="translate_single",
    note="one short email to translate",
)
N(
    "quais são as fases da lua?",
    lang="pt",
    cat="fixed_set",
    note="fixed set",
)
N(
    "Faz uma função em Python que recebe uma lista de notas, calcula a média, e depois diz se o aluno passou (média >= 6)",
    lang="pt",
    cat="math_code",
    note="one function with dependent steps",
)
# ============================================================================ German
L(
    """Kannst du mir diese Fragen beantworten?
• ⟦Wie lange ist ein Reisepass gültig?⟧
• ⟦Was kostet ein Expresspass?⟧
• ⟦Kann ich den Antrag online stellen?⟧""",
    lang="de",
    cat="questions_bulleted",
    note="• bullets",
)
L(
    "übersetze ins Englische: ⟦Ich hätte gern einen Tisch für zwei.⟧ / ⟦Ist das Frühstück inklusive?⟧ / ⟦Wann fährt der letzte Bus?⟧",
    lang="de",
    cat="translate_list",
    note="sentences joined by ' / '",
)
L(
    "Erkläre kurz die Begriffe ⟦Abgeltungsteuer⟧, ⟦Freistellungsauftrag⟧ und ⟦Vorabpauschale⟧",
    lang="de",
    cat="terms_list",
    note="terms joined by , and und",
)
L(
    """Formuliere diese Sätze höflicher:
1. ⟦Schick mir die Datei.⟧
2. ⟦Das ist falsch, mach es nochmal.⟧
3. ⟦Ich brauche das bis morgen.⟧""",
    lang="de",
    cat="rewrite_list",
    note="numbered sentences",
)
L(
    "hallo, ⟦wie kündige ich mein Abo⟧ und ⟦bekomme ich das Geld für den Rest des Monats zurück⟧? außerdem ⟦kann ich meine Daten vorher exportieren⟧?",
    lang="de",
    cat="questions_inline",
    note="außerdem connector excluded, lowercase",
)
F(
    """Bitte extrahiere folgende Felder aus der Rechnung:
⟦Rechnungsnummer⟧, ⟦Rechnungsdatum⟧, ⟦Kundennummer⟧, ⟦Gesamtbetrag (brutto)⟧

Rechnung Nr. 2024-0917 vom 02.10.2024, Kunde 55120, Gesamt brutto 1.189,00 EUR""",
    lang="de",
    cat="fields_inline",
    note="fields on one line after a colon",
)
F(
    "Gib mir ⟦Firmenname⟧ | ⟦Ansprechpartner⟧ | ⟦E-Mail⟧ aus dieser Signatur: Mit freundlichen Grüßen, Jonas Reuter, Kaltwerk GmbH, j.reuter@kaltwerk.de",
    lang="de",
    cat="fields_inline",
    note="fields joined by pipes",
)
C("Schreib mir 10 Ideen für einen Kindergeburtstag", 10, lang="de", cat="count_verb", note="Schreib mir 10")
C("nenn mir drei gute Ausreden für zu spät kommen lol", 3, lang="de", cat="count_spelled", note="drei spelled")
N(
    """Welche Programmiersprache soll ich lernen?
- Python
- JavaScript
- Go
Ich will später Backend machen.""",
    lang="de",
    cat="compare_choose",
    note="choose among options",
)
N(
    """Schreib einen Lebenslauf-Text für mich mit:
- 5 Jahre Erfahrung als Krankenpfleger
- Zusatzqualifikation Intensivpflege
- Führerschein Klasse B""",
    lang="de",
    cat="single_task",
    note="one text from bulleted facts",
)
N(
    "Was sind die drei Säulen der Sozialversicherung? Ach nein, es sind ja fünf, oder?",
    lang="de",
    cat="fixed_set",
    note="fixed set with a correction",
)
N(
    "Wie backe ich ein Brot? Welche Zutaten brauche ich und wie lange muss es gehen?",
    lang="de",
    cat="procedure",
    note="one procedure",
)
N(
    "Ich habe Mehl, Eier, Milch und Zucker da. Kann ich damit Pfannkuchen machen?",
    lang="de",
    cat="list_as_context",
    note="ingredients as context",
)
N(
    "Übersetze bitte diesen Absatz ins Französische: Unser Büro bleibt vom 23.12. bis 02.01. geschlossen. In dringenden Fällen erreichen Sie uns per E-Mail. Wir wünschen frohe Feiertage!",
    lang="de",
    cat="translate_single",
    note="one paragraph",
)

# ============================================================================ French
L(
    """J'ai quelques questions :
1. ⟦Quelle est la différence entre un CDD et un CDI ?⟧
2. ⟦Combien de jours de congés payés par an ?⟧
3. ⟦Est-ce que la période d'essai est renouvelable ?⟧""",
    lang="fr",
    cat="questions_numbered",
    note="French spacing before ?",
)
L(
    "Traduis en anglais : ⟦Je suis désolé pour le retard.⟧ ; ⟦Pouvez-vous répéter ?⟧ ; ⟦Le musée ferme à 18 h.⟧",
    lang="fr",
    cat="translate_list",
    note="sentences joined by ' ; '",
)
L(
    """Donne un synonyme pour chaque mot :
- ⟦rapide⟧
- ⟦content⟧
- ⟦difficile⟧
- ⟦ancien⟧""",
    lang="fr",
    cat="terms_list",
    note="dash bullets of words",
)
L(
    "bonjour ⟦est ce que vous livrez en Belgique⟧ et ⟦combien ca coute⟧ merci",
    lang="fr",
    cat="questions_inline",
    note="no punctuation, no accents",
)
L(
    """Pour chaque avis, dis-moi s'il est positif ou négatif
« ⟦Service impeccable, je reviendrai.⟧ »
« ⟦Attente interminable, plats tièdes.⟧ »
« ⟦Rapport qualité-prix correct.⟧ »""",
    lang="fr",
    cat="classify_list",
    note="« » quoted reviews with inner spaces",
)
F(
    "Peux-tu extraire le ⟦nom du client⟧, le ⟦montant⟧ et la ⟦date d'échéance⟧ de ce mail ? « Bonjour, la facture de M. Girard d'un montant de 640 € est à régler avant le 30 juin. »",
    lang="fr",
    cat="fields_prose",
    note="fields with articles le/la excluded",
)
F(
    """Remplis ce tableau à partir du texte :
| ⟦Ville⟧ | ⟦Population⟧ | ⟦Région⟧ |
|---|---|---|

Texte : Annecy compte environ 130 000 habitants et se trouve en Auvergne-Rhône-Alpes.""",
    lang="fr",
    cat="fields_table",
    note="markdown header as fields",
)
C("Propose-moi 8 titres pour un article sur le télétravail", 8, lang="fr", cat="count_verb", note="Propose-moi 8")
C("écris cinq blagues sur les chats", 5, lang="fr", cat="count_spelled", note="cinq spelled")
C("Donne-moi une douzaine d'idées de desserts sans four", 12, lang="fr", cat="count_dozen", note="une douzaine")
N(
    """Lequel est le meilleur choix pour un premier appartement ?
1) Lyon 7e, 650 €, 30 m²
2) Villeurbanne, 580 €, 35 m²
3) Lyon 3e, 700 €, 28 m²""",
    lang="fr",
    cat="compare_choose",
    note="numbered options, one choice",
)
N(
    "Écris une lettre de motivation pour un poste de comptable, en mentionnant mon BTS, mes 3 ans chez Fidal et ma maîtrise de Sage",
    lang="fr",
    cat="single_task",
    note="one letter with several points",
)
N(
    "Quels sont les trois pouvoirs en France ?",
    lang="fr",
    cat="fixed_set",
    note="fixed set",
)
N(
    """Voici les notes de la classe : 12, 15, 8, 17, 10, 14.
Calcule la moyenne puis l'écart-type.""",
    lang="fr",
    cat="math_code",
    note="dependent statistics on one list",
)
N(
    "salut ça va ? tu fais quoi ce soir ? moi je m'ennuie",
    lang="fr",
    cat="chitchat",
    note="small talk",
)
N(
    "Explique-moi la différence entre l'imparfait, le passé composé et le plus-que-parfait",
    lang="fr",
    cat="compare_choose",
    note="one comparison of three tenses",
)
# ============================================================================ Japanese
L(
    """以下の質問に答えてください。
1. ⟦日本で一番高い山は何ですか？⟧
2. ⟦東京タワーの高さは？⟧
3. ⟦新幹線が開業したのはいつですか？⟧""",
    lang="ja",
    cat="questions_numbered",
    note="numbered questions",
)
L(
    """次の文を英語に訳して
・⟦駅までどのくらいかかりますか。⟧
・⟦この電車は京都に止まりますか。⟧
・⟦領収書をください。⟧""",
    lang="ja",
    cat="translate_list",
    note="・ bullets",
)
L(
    "「⟦一石二鳥⟧」、「⟦猫に小判⟧」、「⟦七転び八起き⟧」の意味をそれぞれ教えて",
    lang="ja",
    cat="terms_list",
    note="idioms in 「」 before the instruction, brackets excluded",
)
L(
    "すみません、⟦予約の変更はできますか？⟧あと⟦キャンセル料はいくらですか？⟧",
    lang="ja",
    cat="questions_inline",
    note="あと connector excluded",
)
F(
    """次のメールから⟦会社名⟧、⟦担当者名⟧、⟦電話番号⟧を抜き出してください。

お世話になっております。株式会社ミナトデザインの高橋です。ご不明点は 03-5521-7710 までご連絡ください。""",
    lang="ja",
    cat="fields_inline",
    note="fields joined by 、",
)
C("新しいラーメン屋の名前を10個考えて", 10, lang="ja", cat="count_verb", note="10個")
C("英語の面接でよく聞かれる質問を五つ挙げてください", 5, lang="ja", cat="count_spelled", note="五つ")
N(
    """どれを買うべきですか？
A：iPad Air
B：Galaxy Tab S9
C：Surface Go
主に動画とメモ用です""",
    lang="ja",
    cat="compare_choose",
    note="options, one choice",
)
N(
    "冷蔵庫に卵、ネギ、ご飯があります。何を作ればいいですか？",
    lang="ja",
    cat="list_as_context",
    note="ingredients as context",
)
N(
    """以下の条件で自己紹介文を書いてください。
・200字以内
・趣味は登山
・営業職3年目""",
    lang="ja",
    cat="single_task",
    note="one text with bulleted conditions",
)
N(
    "次の文章を英語に翻訳してください：当店は毎週火曜日が定休日です。ご来店の際はご注意ください。",
    lang="ja",
    cat="translate_single",
    note="one short text",
)
N(
    "こんにちは！元気？今日は何してた？",
    lang="ja",
    cat="chitchat",
    note="small talk",
)

# ============================================================================ Italian
L(
    """Rispondi a queste domande:
- ⟦Quanti abitanti ha Milano?⟧
- ⟦Chi ha scritto la Divina Commedia?⟧
- ⟦Qual è il piatto tipico di Bologna?⟧""",
    lang="it",
    cat="questions_bulleted",
    note="dash bullets",
)
L(
    "traduci in inglese ⟦Dov'è la stazione?⟧, ⟦Vorrei un caffè.⟧, ⟦A che ora chiude il negozio?⟧",
    lang="it",
    cat="translate_list",
    note="inline, comma-joined",
)
F(
    "Estrai ⟦nome⟧, ⟦data di nascita⟧ e ⟦codice fiscale⟧: Marco Bellini, nato il 12/05/1988, CF BLLMRC88E12F205X",
    lang="it",
    cat="fields_inline",
    note="fields joined by , and e",
)
C("Scrivimi 6 frasi motivazionali per il lunedì", 6, lang="it", cat="count_verb", note="Scrivimi 6")
N(
    "Meglio Roma, Firenze o Venezia per un weekend a novembre?",
    lang="it",
    cat="compare_choose",
    note="choose among cities",
)
N(
    """Scrivi una mail al condominio per segnalare:
1. il citofono rotto
2. le luci delle scale spente
3. la perdita d'acqua in cantina""",
    lang="it",
    cat="single_task",
    note="one email with numbered points",
)
N(
    "Quali sono i sette colli di Roma?",
    lang="it",
    cat="fixed_set",
    note="fixed set",
)

# ============================================================================ Korean
L(
    """다음 질문에 답해 주세요:
1. ⟦비자 연장은 어디서 하나요?⟧
2. ⟦필요한 서류는 뭔가요?⟧
3. ⟦수수료는 얼마예요?⟧""",
    lang="ko",
    cat="questions_numbered",
    note="numbered questions",
)
L(
    "이 문장들 영어로 번역해줘: ⟦배고파요.⟧ / ⟦화장실이 어디예요?⟧ / ⟦이거 얼마예요?⟧",
    lang="ko",
    cat="translate_list",
    note="slash-joined",
)
F(
    "아래 글에서 ⟦이름⟧, ⟦나이⟧, ⟦직업⟧만 뽑아줘. 안녕하세요 저는 김서연이고 스물아홉 살, 간호사로 일하고 있어요.",
    lang="ko",
    cat="fields_inline",
    note="fields before the text",
)
C("카페 인스타그램 해시태그 20개 만들어줘", 20, lang="ko", cat="count_verb", note="20개")
C("유튜브 채널 이름 다섯 개만 추천해 줘", 5, lang="ko", cat="count_spelled", note="다섯 개")
N(
    "아이폰이랑 갤럭시 중에 뭐가 더 나아? 사진 많이 찍어",
    lang="ko",
    cat="compare_choose",
    note="one choice",
)
N(
    """다음 조건으로 자기소개서 써줘:
- 마케팅 직무 지원
- 인턴 경험 6개월
- 500자 이내""",
    lang="ko",
    cat="single_task",
    note="one text from conditions",
)
N(
    "안녕 ㅎㅎ 뭐해? 심심하다",
    lang="ko",
    cat="chitchat",
    note="small talk",
)

# ============================================================================ Turkish
L(
    """Şu soruları cevaplar mısın:
1- ⟦İstanbul'un nüfusu kaç?⟧
2- ⟦Türkiye'nin en uzun nehri hangisi?⟧
3- ⟦Kapadokya hangi ilde?⟧""",
    lang="tr",
    cat="questions_numbered",
    note="1- markers",
)
L(
    "şu cümleleri ingilizceye çevir: ⟦Yarın görüşürüz.⟧, ⟦Hesabı alabilir miyim?⟧, ⟦Çok teşekkür ederim.⟧",
    lang="tr",
    cat="translate_list",
    note="inline comma-joined",
)
C("Kafem için 10 tane isim önerir misin", 10, lang="tr", cat="count_verb", note="10 tane")
N(
    "Hangisi daha iyi: Ankara mı İzmir mi? Üniversite için soruyorum",
    lang="tr",
    cat="compare_choose",
    note="one choice",
)
N(
    "Evde un, yumurta, süt ve şeker var. Ne yapabilirim?",
    lang="tr",
    cat="list_as_context",
    note="ingredients as context",
)
N(
    "Mülakat için bir ön yazı yaz: yazılım geliştirici, 4 yıl deneyim, React ve Node.js bilgisi olsun",
    lang="tr",
    cat="single_task",
    note="one cover letter with listed facts",
)
# ============================================================================ Arabic
L(
    """أجب عن الأسئلة التالية:
١. ⟦ما عاصمة المغرب؟⟧
٢. ⟦كم عدد سكان مصر؟⟧
٣. ⟦متى تأسست جامعة القاهرة؟⟧""",
    lang="ar",
    cat="questions_numbered",
    note="Arabic-Indic numerals",
)
L(
    "ترجم إلى الإنجليزية: ⟦أين المطار؟⟧ - ⟦أريد غرفة لليلتين.⟧ - ⟦هل يوجد واي فاي؟⟧",
    lang="ar",
    cat="translate_list",
    note="sentences joined by ' - '",
)
C("اكتب لي 5 عناوين لمقال عن الصحة النفسية", 5, lang="ar", cat="count_verb", note="5 titles")
N(
    "أيهما أفضل للمبتدئين: بايثون أم جافا؟",
    lang="ar",
    cat="compare_choose",
    note="one choice",
)
N(
    """اكتب رسالة إلى المدير تتضمن:
- طلب إجازة
- سبب الإجازة
- موعد العودة""",
    lang="ar",
    cat="single_task",
    note="one letter with bulleted parts",
)
N(
    "ما هي أركان الإسلام الخمسة؟",
    lang="ar",
    cat="fixed_set",
    note="fixed set",
)

# ============================================================================ Dutch
L(
    """Kun je deze vragen beantwoorden?
- ⟦Hoe lang duurt een DigiD-aanvraag?⟧
- ⟦Kan ik zonder BSN een rekening openen?⟧
- ⟦Waar vraag ik zorgtoeslag aan?⟧""",
    lang="nl",
    cat="questions_bulleted",
    note="dash bullets",
)
L(
    "vertaal naar het Engels: ⟦Ik woon hier al drie jaar.⟧; ⟦Mag ik even langs?⟧; ⟦Het regent weer.⟧",
    lang="nl",
    cat="translate_list",
    note="semicolon-joined",
)
F(
    "Haal de ⟦naam⟧, het ⟦adres⟧ en het ⟦kenteken⟧ uit deze melding: Schade gemeld door P. de Wit, Lindenlaan 4 Utrecht, voertuig 23-KLR-9.",
    lang="nl",
    cat="fields_prose",
    note="articles de/het excluded",
)
C("Bedenk 8 namen voor een bakkerij in Haarlem", 8, lang="nl", cat="count_verb", note="Bedenk 8")
N(
    """Welke is beter voor woon-werkverkeer?
1. e-bike
2. scooter
3. OV-abonnement
Ik woon 15 km van kantoor.""",
    lang="nl",
    cat="compare_choose",
    note="numbered options",
)
N(
    "Schrijf een korte speech voor de verjaardag van mijn opa, hij wordt 80, houdt van vissen en heeft 6 kleinkinderen",
    lang="nl",
    cat="single_task",
    note="one speech naming facts",
)
N(
    "Hoe maak ik stamppot boerenkool? Stap voor stap graag",
    lang="nl",
    cat="procedure",
    note="one procedure",
)

# ============================================================================ Polish
L(
    """Odpowiedz na pytania:
1. ⟦Ile trwa lot z Warszawy do Londynu?⟧
2. ⟦Czy potrzebuję paszportu?⟧
3. ⟦Jaki jest limit bagażu podręcznego?⟧""",
    lang="pl",
    cat="questions_numbered",
    note="numbered questions",
)
L(
    "Przetłumacz na angielski: ⟦Dzień dobry⟧, ⟦Poproszę rachunek⟧, ⟦Gdzie jest dworzec?⟧",
    lang="pl",
    cat="translate_list",
    note="inline comma-joined",
)
F(
    """Wypełnij na podstawie tekstu:
⟦Imię i nazwisko⟧:
⟦Stanowisko⟧:
⟦Dział⟧:
Tekst: Nazywam się Anna Kowalczyk, pracuję jako analityk w dziale finansów.""",
    lang="pl",
    cat="form_fill",
    note="form with empty labels",
)
C("wymyśl 10 pomysłów na randkę zimą", 10, lang="pl", cat="count_verb", note="wymyśl 10")
N(
    "Co lepsze na pierwszy samochód: Toyota Yaris czy Skoda Fabia?",
    lang="pl",
    cat="compare_choose",
    note="one choice",
)
N(
    """Napisz maila do klienta, w którym:
- przepraszasz za opóźnienie
- podajesz nowy termin dostawy: 15 maja
- proponujesz rabat 5%""",
    lang="pl",
    cat="single_task",
    note="one email from bullets",
)
N(
    "Mam w lodówce jajka, pomidory i ser. Co mogę zrobić na śniadanie?",
    lang="pl",
    cat="list_as_context",
    note="ingredients as context",
)

# ============================================================================ Vietnamese
L(
    """Trả lời giúp mình mấy câu này:
1. ⟦Thủ đô của Úc là gì?⟧
2. ⟦Sông nào dài nhất thế giới?⟧
3. ⟦Ai phát minh ra bóng đèn?⟧""",
    lang="vi",
    cat="questions_numbered",
    note="numbered questions",
)
L(
    "dịch sang tiếng Anh: ⟦Tôi bị lạc đường.⟧ | ⟦Cho tôi xin thực đơn.⟧ | ⟦Bao nhiêu tiền vậy?⟧",
    lang="vi",
    cat="translate_list",
    note="pipe-joined",
)
F(
    "Lấy ra ⟦họ tên⟧, ⟦số điện thoại⟧ và ⟦địa chỉ⟧ từ đoạn này: Chị Nguyễn Thị Lan, 0912 345 678, số 12 ngõ 45 Láng Hạ, Hà Nội.",
    lang="vi",
    cat="fields_inline",
    note="fields joined by , and và",
)
C("viết giúp mình 5 caption bán hàng cho shop quần áo", 5, lang="vi", cat="count_verb", note="5 caption")
N(
    "Nên học tiếng Nhật hay tiếng Hàn để đi làm? Mình đang học năm 3",
    lang="vi",
    cat="compare_choose",
    note="one choice",
)
N(
    """Viết một bài văn tả mẹ, yêu cầu:
- khoảng 400 chữ
- có mở bài, thân bài, kết bài
- có một kỷ niệm đáng nhớ""",
    lang="vi",
    cat="single_task",
    note="one essay with requirements",
)
N(
    "chào bạn, bạn khỏe không? hôm nay trời đẹp ghê",
    lang="vi",
    cat="chitchat",
    note="small talk",
)

# ============================================================================ Indonesian
L(
    """Tolong jawab pertanyaan berikut:
1. ⟦Apa ibu kota Kalimantan Timur?⟧
2. ⟦Berapa jumlah provinsi di Indonesia?⟧
3. ⟦Kapan Sumpah Pemuda terjadi?⟧""",
    lang="id",
    cat="questions_numbered",
    note="numbered questions",
)
L(
    "kak mau tanya ⟦ongkir ke Medan berapa⟧ terus ⟦bisa COD gak⟧ sama ⟦stoknya masih ada?⟧",
    lang="id",
    cat="questions_inline",
    note="colloquial terus/sama connectors excluded",
)
L(
    "Terjemahkan ke bahasa Inggris:\n- ⟦Saya sudah makan.⟧\n- ⟦Di mana halte bus terdekat?⟧\n- ⟦Tolong bicara lebih pelan.⟧",
    lang="id",
    cat="translate_list",
    note="dash bullets",
)
F(
    "Ambil ⟦nama toko⟧, ⟦tanggal⟧, dan ⟦total belanja⟧ dari struk ini: TOKO MAKMUR JAYA 05/03/2025 TOTAL Rp 187.500",
    lang="id",
    cat="fields_inline",
    note="fields before a receipt",
)
C("Buatkan 10 ide konten TikTok untuk warung kopi", 10, lang="id", cat="count_verb", note="Buatkan 10")
N(
    "Lebih bagus kerja di Jakarta atau Surabaya untuk fresh graduate IT?",
    lang="id",
    cat="compare_choose",
    note="one choice",
)
N(
    """Buatkan surat lamaran kerja dengan data:
- Nama: Dimas Pratama
- Posisi: Staf Administrasi
- Pengalaman: 2 tahun""",
    lang="id",
    cat="single_task",
    note="one letter from key-value data (not fields to extract)",
)
N(
    "Apa saja lima sila Pancasila?",
    lang="id",
    cat="fixed_set",
    note="fixed set",
)
# ============================================================================ mixed language
L(
    """translate these into english pls:
1. ⟦我们什么时候出发？⟧
2. ⟦这个价格包含税吗？⟧
3. ⟦我对花生过敏。⟧""",
    lang="zh",
    cat="mixed_translate",
    note="English instruction, Chinese sentences",
)
L(
    """帮我回答这几个英文问题，用中文回答就行：
- ⟦What is the difference between RAM and ROM?⟧
- ⟦Why do we need an operating system?⟧
- ⟦What does a compiler do?⟧""",
    lang="zh",
    cat="mixed_questions",
    note="Chinese instruction, English questions",
)
L(
    "解释下这些术语：⟦overfitting⟧、⟦gradient descent⟧、⟦dropout⟧、⟦batch normalization⟧",
    lang="zh",
    cat="mixed_terms",
    note="English terms joined by 、",
)
L(
    """帮我 check 一下这几句 grammar 对不对
1. ⟦He go to school every day.⟧
2. ⟦I have went there before.⟧
3. ⟦She don't like coffee.⟧""",
    lang="zh",
    cat="mixed_rewrite",
    note="code-switched Chinese/English instruction",
)
L(
    """Classify each review as positive or negative:
- ⟦Отличный товар, рекомендую!⟧
- ⟦Сломался через неделю.⟧
- ⟦Доставка быстрая, но упаковка мятая.⟧""",
    lang="ru",
    cat="mixed_classify",
    note="English instruction, Russian reviews",
)
L(
    "Объясни, что значат эти английские фразы: ⟦break a leg⟧, ⟦piece of cake⟧, ⟦under the weather⟧",
    lang="ru",
    cat="mixed_terms",
    note="Russian instruction, English idioms",
)
L(
    "what do these spanish words mean: ⟦madrugada⟧, ⟦sobremesa⟧, ⟦estrenar⟧?",
    lang="es",
    cat="mixed_terms",
    note="English instruction, Spanish words",
)
L(
    """Erkläre mir diese Fehlermeldungen:
`⟦ModuleNotFoundError: No module named 'pandas'⟧`
`⟦PermissionError: [Errno 13] Permission denied: 'out.csv'⟧`""",
    lang="de",
    cat="mixed_errors",
    note="German instruction, English error messages",
)
L(
    "Can you translate these Japanese signs for me? ⟦立入禁止⟧ / ⟦非常口⟧ / ⟦禁煙⟧ / ⟦お手洗い⟧",
    lang="ja",
    cat="mixed_translate",
    note="English instruction, Japanese words joined by ' / '",
)
F(
    """Extract ⟦name⟧, ⟦phone⟧, ⟦company⟧ from this business card:
陈立华
远帆国际贸易有限公司 销售总监
手机：138 1672 0045""",
    lang="zh",
    cat="mixed_fields",
    note="English fields, Chinese card",
)
F(
    "Sacame el ⟦order id⟧, el ⟦customer email⟧ y el ⟦total⟧ de este texto: Order #A-7720 placed by maria.r@mailbox.es, total $84.10",
    lang="es",
    cat="mixed_fields",
    note="Spanish instruction, English field names, articles excluded",
)
C("用英文写5个 slogans，给我的烘焙店用", 5, lang="zh", cat="mixed_count", note="Chinese instruction, English output")
C(
    "give me 10 cute korean nicknames for my girlfriend with meanings",
    10,
    lang="ko",
    cat="mixed_count",
    note="English instruction, Korean output",
)
N(
    "which of these chinese brand names sounds best for a tea shop: 青木, 云端, 星河? explain why",
    lang="zh",
    cat="mixed_compare",
    note="English instruction, Chinese options, one choice",
)
N(
    "Translate this to English please: 今日は雨が降っているので、会議はオンラインで行います。資料は後でメールで送ります。",
    lang="ja",
    cat="mixed_translate_single",
    note="one Japanese paragraph to translate",
)
N(
    """帮我把这段英文翻译成中文：
Thank you for your order. Your package has been shipped and should arrive within 3-5 business days. If you have any questions, please reply to this email.""",
    lang="zh",
    cat="mixed_translate_single",
    note="one English paragraph of several sentences",
)
N(
    "Напиши email на английском коллеге: поблагодари за помощь с отчётом, напомни про встречу в четверг и попроси прислать слайды",
    lang="ru",
    cat="mixed_single_task",
    note="one email naming three points",
)
N(
    "这三个英文单词 affect、effect、impact 有什么区别？",
    lang="zh",
    cat="mixed_compare",
    note="explain the difference among listed words",
)
N(
    """I have these in my pantry: arroz, frijoles, cebolla, ajo, tomate. What Mexican dish can I make?""",
    lang="es",
    cat="mixed_list_as_context",
    note="Spanish ingredients as context",
)
N(
    "Explique en français le code suivant :\nfor i in range(3):\n    print(i * 2)\nprint('done')",
    lang="fr",
    cat="mixed_code",
    note="one snippet of several lines",
)

# ============================================================================ longer rows
L(
    """请阅读下面的材料，然后回答问题。

材料：
云溪村位于浙南山区，全村共有人口一千二百余人，其中六十岁以上老人占三分之一。过去，村里的年轻人大多外出打工，村小学也在2015年因生源不足而停办。2019年，返乡青年周立伟带头成立了茶叶合作社，把村里荒废多年的茶园重新开垦出来，并通过直播带货把“云溪白茶”卖到了全国各地。合作社第一年销售额只有三十万元，到2023年已经突破六百万元，带动了八十多户村民增收。与此同时，村里还利用闲置民房开办了十二家民宿，每逢春茶采摘季，游客络绎不绝。不过，村支书也坦言，村里的道路狭窄、停车困难，污水处理设施跟不上，这些都是下一步亟需解决的问题。

问题：
1. ⟦云溪村六十岁以上的老人大约有多少人？⟧
2. ⟦茶叶合作社是谁带头成立的？在哪一年？⟧
3. ⟦合作社的销售额从第一年到2023年增长了多少倍？⟧
4. ⟦根据材料，云溪村目前面临哪些问题？⟧""",
    lang="zh",
    cat="long_context",
    note="about 1 KB passage, numbered questions after it",
)
N(
    """请阅读下面的材料，用一句话概括它的主要内容。

云溪村位于浙南山区，全村共有人口一千二百余人。过去，村里的年轻人大多外出打工，村小学也因生源不足而停办。后来，返乡青年带头成立了茶叶合作社，把荒废多年的茶园重新开垦出来，通过直播把茶叶卖到了全国各地，带动了八十多户村民增收。村里还利用闲置民房开办了民宿，每逢采茶季游客络绎不绝。不过，道路狭窄、停车困难、污水处理设施不足等问题仍有待解决。""",
    lang="zh",
    cat="single_question_passage",
    note="long passage, one summary question",
)
F(
    """下面是一份租房合同的主要条款，请帮我提取：⟦出租方⟧、⟦承租方⟧、⟦房屋地址⟧、⟦租期⟧、⟦月租金⟧、⟦押金⟧、⟦付款方式⟧，用表格输出。

房屋租赁合同
出租方（甲方）：孙海燕，身份证号略
承租方（乙方）：林浩然，身份证号略
第一条 甲方将位于滨江市西湖区文一路128号3幢2单元502室的住房出租给乙方居住使用，建筑面积约78平方米。
第二条 租赁期限自2025年3月1日起至2026年2月28日止，共计十二个月。
第三条 月租金为人民币肆仟伍佰元整（¥4,500），租金按季度支付，每季度首月5日前支付当季租金。
第四条 乙方应于签订本合同时向甲方支付押金人民币玖仟元整（¥9,000），合同期满且房屋无损坏的，甲方应无息退还。
第五条 租赁期间，水、电、燃气、网络费用由乙方承担，物业费由甲方承担。
第六条 任何一方提前解除合同，应提前三十日书面通知对方，并支付一个月租金作为违约金。""",
    lang="zh",
    cat="long_context",
    note="about 1 KB contract, seven fields before it",
)
N(
    """下面是一份租房合同的条款，请帮我看看有没有对租客不利的地方：

第一条 租赁期限十二个月，自2025年3月1日起。
第二条 月租金4500元，按季度支付。
第三条 押金9000元，退租时如房屋有任何磨损，甲方有权全额扣除。
第四条 租赁期间房屋所有维修费用由乙方承担，包括热水器、空调等电器的老化损坏。
第五条 乙方提前退租的，押金不予退还，并需支付剩余租期全部租金。
第六条 甲方可随时进入房屋检查，无需提前通知。""",
    lang="zh",
    cat="list_as_context",
    note="numbered clauses as context for one review",
)
L(
    """Здравствуйте!

Пишу по поводу заказа № 55-20931 от 14 февраля. Заказывала у вас детскую кроватку и матрас, кроватка пришла, а матраса в коробке не оказалось, хотя в накладной он указан. Курьер уехал раньше, чем я успела всё проверить.

В связи с этим у меня несколько вопросов. ⟦Можно ли довезти матрас отдельно, без повторной оплаты доставки?⟧ ⟦Если матраса нет на складе, вы вернёте деньги на карту или только бонусами?⟧ И ещё: ⟦в инструкции к кроватке не хватает страницы со схемой сборки, можете прислать её в PDF?⟧

Спасибо, жду ответа.
Екатерина Смирнова, тел. +7 912 000 11 22""",
    lang="ru",
    cat="support_email",
    note="longer support email, three questions in the body, И ещё: excluded",
)
N(
    """Здравствуйте!

Пишу по поводу заказа № 55-20932. Кроватка пришла с царапиной на боковой стенке, курьер уехал раньше, чем я успела проверить, а в поддержке по телефону мне сказали писать сюда. Я уже третий раз заказываю у вас и раньше всё было хорошо, поэтому очень расстроена. Прошу оформить замену.

Екатерина""",
    lang="ru",
    cat="single_task",
    note="support email with one request",
)
# ============================================================================ Chinese: more
L(
    "好奇想问：⟦为什么猫喜欢钻纸箱？⟧⟦狗为什么会摇尾巴？⟧⟦鹦鹉为什么能学人说话？⟧",
    lang="zh",
    cat="questions_inline",
    note="questions joined only by ？ after a colon",
)
L(
    """下面每一行是一条客户反馈，帮我分别归类（物流/质量/服务）
反馈ID,内容
1001,⟦快递三天都没到⟧
1002,⟦衣服洗一次就掉色⟧
1003,⟦客服态度很差，问了半天没人回⟧""",
    lang="zh",
    cat="table_csv",
    note="CSV lines, ids excluded",
)
L(
    "判断对错：⟦地球是太阳系最大的行星。⟧⟦水在标准大气压下100度沸腾。⟧⟦鲸鱼是鱼类。⟧",
    lang="zh",
    cat="classify_list",
    note="statements run together, split at 。",
)
L(
    "帮我把下面的清单翻译成英文：⟦牛奶⟧、⟦鸡蛋⟧、⟦面包⟧、⟦黄油⟧",
    lang="zh",
    cat="translate_list",
    note="shopping list to translate item by item (cf. list_as_context)",
)
L(
    """titles = [
    "⟦如何在30天内养成早起习惯⟧",
    "⟦新手理财的五个误区⟧",
    "⟦为什么你总是存不下钱⟧",
]
给上面每个标题打一个分类标签""",
    lang="zh",
    cat="python_list",
    note="Python list of titles, quotes excluded",
)
F(
    """info = {
    "⟦name⟧": None,
    "⟦school⟧": None,
    "⟦major⟧": None,
    "⟦gpa⟧": None,
}
根据这段话把字典填完整：我叫何嘉怡，在南海大学读统计学，绩点3.7""",
    lang="zh",
    cat="fields_dict",
    note="Python dict of None, Chinese text",
)
F(
    "把这段话里的⟦人名⟧、⟦地名⟧、⟦机构名⟧都找出来：上周，林教授带队前往敦煌，与敦煌研究院的专家一起考察了莫高窟。",
    lang="zh",
    cat="entity_types",
    note="entity types as fields",
)
C("出20道100以内的加减法口算题，给我儿子练习", 20, lang="zh", cat="count_quiz", note="20道 arithmetic drills")
C(
    "产品文案写三个版本，每个不超过100字，产品是一款儿童电话手表",
    3,
    lang="zh",
    cat="count_versions",
    note="三个版本 of one text",
)
N(
    "以下是我的症状：1. 头疼 2. 发烧38度 3. 喉咙痛，我该吃什么药？",
    lang="zh",
    cat="list_as_context",
    note="numbered symptoms inline, one question",
)
N(
    "这两个问题是一个意思吗：“怎么减肥？”和“如何瘦下来？”",
    lang="zh",
    cat="compare_choose",
    note="two quoted questions compared, not answered",
)
N(
    "帮我写一个SQL：查出每个部门工资最高的员工，显示部门名、员工名、工资",
    lang="zh",
    cat="math_code",
    note="one query naming output columns",
)
N(
    """把以下步骤整理成一段流程说明：
1. 用户下单
2. 系统校验库存
3. 扣款
4. 通知仓库发货""",
    lang="zh",
    cat="list_as_context",
    note="numbered steps rewritten as one text",
)
N(
    "那第二个呢？能再详细说说吗",
    lang="zh",
    cat="followup",
    note="follow-up pointing back",
)
N(
    "给我讲一个关于勇气的故事，分成三章：出发、冒险、回家",
    lang="zh",
    cat="single_task",
    note="one story in named chapters",
)
N(
    "已知 x = 3，求：(1) 2x + 1 的值；(2) 用第(1)问的结果乘以 x 等于多少",
    lang="zh",
    cat="math_code",
    note="second part uses the first",
)
N(
    "你觉得人工智能会取代程序员吗？为什么？",
    lang="zh",
    cat="single_question",
    note="one question with its why",
)
N(
    """下列成语使用正确的一项是：
A. 他的演讲妙笔生花，赢得了掌声。
B. 这部电影的情节扣人心弦。
C. 他做事总是差强人意，大家都很满意。
D. 两人的观点不谋而合，吵了起来。""",
    lang="zh",
    cat="compare_choose",
    note="one multiple-choice question with sentence options",
)
N(
    "把这首诗翻译成英文：床前明月光，疑是地上霜。举头望明月，低头思故乡。",
    lang="zh",
    cat="translate_single",
    note="one poem of four lines",
)
N(
    """给下面这段文字起一个吸引人的标题：

很多人以为早起就是意志力的比拼，其实关键在于前一天晚上。固定的入睡时间、睡前远离手机、把闹钟放在床以外的地方，这三件小事比任何打鸡血的口号都管用。""",
    lang="zh",
    cat="single_question_passage",
    note="one title for a passage that lists tips",
)
N(
    "谢谢！刚才那些建议很有用，我再想想",
    lang="zh",
    cat="chitchat",
    note="thanks, nothing to answer",
)

if __name__ == "__main__":
    main(ROWS, out=OUT, prefix="wc", source=SOURCE)
