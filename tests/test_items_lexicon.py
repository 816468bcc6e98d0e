"""The items finder's lexicon: every language file holds the same keys, its entries are regex
fragments that compile and match themselves through :func:`pattern`, and number words read."""

from __future__ import annotations

import json
import re
from importlib import resources

import pytest

from sot.pasta_lang.items import lexicon
from sot.pasta_lang.items.count import count_phrase
from sot.pasta_lang.items.lexicon import KEYS, LANGUAGES, entries, number_value, numbers, pattern, validate

LIST_KEYS = [k for k in KEYS if k != "numbers"]


def _raw(lang: str) -> dict:
    folder = resources.files("sot.pasta_lang.items").joinpath("lexicon")
    return json.loads(folder.joinpath(f"{lang}.json").read_text(encoding="utf-8"))


def _sample(fragment: str) -> str | None:
    """A literal text the fragment matches (first alternative, optional parts left out), or
    ``None`` where it uses what this does not read (lookarounds, negated classes)."""

    def alternatives(text: str) -> list[str]:
        parts, depth, cur, i = [], 0, "", 0
        while i < len(text):
            ch = text[i]
            if ch == "\\":
                cur, i = cur + text[i : i + 2], i + 2
                continue
            if ch == "[":
                end = text.index("]", i + 2)
                cur, i = cur + text[i : end + 1], end + 1
                continue
            if ch == "|" and depth == 0:
                parts.append(cur)
                cur, i = "", i + 1
                continue
            depth += (ch == "(") - (ch == ")")
            cur, i = cur + ch, i + 1
        return [*parts, cur]

    def one(text: str) -> str | None:
        out, i = "", 0
        while i < len(text):
            ch = text[i]
            if ch == "\\":
                atom, i = {"s": " ", "d": "1", "w": "a"}.get(text[i + 1], text[i + 1]), i + 2
            elif ch == "[":
                if text[i + 1] == "^":
                    return None
                end = text.index("]", i + 2)
                first = text[i + 1 : i + 3]
                atom = first[1] if first.startswith("\\") else first[0]
                i = end + 1
            elif ch == "(":
                if not text.startswith("(?:", i):
                    return None
                depth, j = 1, i + 3
                while depth:
                    depth += {"(": 1, ")": -1}.get(text[j], 0) if text[j - 1] != "\\" else 0
                    j += 1
                inner = one(alternatives(text[i + 3 : j - 1])[0])
                if inner is None:
                    return None
                atom, i = inner, j
            elif ch in "?*+{":
                return None  # a quantifier with nothing before it
            else:
                atom, i = ch, i + 1
            if i < len(text) and text[i] in "?*":
                atom, i = "", i + 1
            elif i < len(text) and text[i] == "+":
                i += 1
            elif i < len(text) and text[i] == "{":
                end = text.index("}", i)
                atom, i = atom * int(text[i + 1 : end].split(",")[0] or 0), end + 1
            out += atom
        return out

    return one(alternatives(fragment)[0])


# ------------------------------------------------------------------ the files


def test_languages_and_keys() -> None:
    assert LANGUAGES[:9] == ("en", "de", "fr", "es", "it", "pt", "zh", "ja", "ru")
    assert len(KEYS) == len(set(KEYS)) == 33


@pytest.mark.parametrize("lang", LANGUAGES)
def test_file_has_exactly_the_keys(lang: str) -> None:
    assert list(_raw(lang)) == list(KEYS)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_numbers_are_counts(lang: str) -> None:
    table = _raw(lang)["numbers"]
    assert isinstance(table, dict) and table
    assert all(type(n) is int and 2 <= n <= 100 for n in table.values())
    for word, n in table.items():
        assert number_value(word) == n


@pytest.mark.parametrize("key", LIST_KEYS)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_entries_compile_and_are_distinct(lang: str, key: str) -> None:
    listed = _raw(lang)[key]
    assert isinstance(listed, list)
    folded = [" ".join(e.casefold().split()) for e in listed]
    assert len(folded) == len(set(folded)), [e for e in folded if folded.count(e) > 1]
    for entry in listed:
        assert re.compile(entry).groups == 0, entry
    assert entries(key, lang) == tuple(listed)


@pytest.mark.parametrize("key", KEYS)
def test_pattern_matches_its_own_entries(key: str) -> None:
    compiled = pattern(key)
    for lang in LANGUAGES:
        for entry in entries(key, lang):
            sample = _sample(entry)
            if sample is None:
                continue
            assert re.fullmatch(entry.replace(" ", r"\s+"), sample, re.I), (entry, sample)  # the sampler is right
            assert compiled.search(sample), (lang, key, entry, sample)
            assert compiled.search(f"so, {sample}!"), (lang, key, entry)


def test_entries_merge_without_duplicates() -> None:
    merged = entries("json_words")
    assert "json" in merged
    assert len({e.casefold() for e in merged}) == len(merged)
    assert set(entries("greetings", "en")) <= set(entries("greetings"))


def test_unknown_key_or_language() -> None:
    with pytest.raises(KeyError):
        entries("verbs")
    with pytest.raises(KeyError):
        entries("greetings", "xx")
    with pytest.raises(KeyError):
        pattern("verbs")


# ------------------------------------------------------------------ validation


def _good() -> dict:
    return _raw("en")


@pytest.mark.parametrize(
    ("change", "key"),
    [
        (lambda d: d.pop("units"), "units"),
        (lambda d: d.update(extra=[]), "extra"),
        (lambda d: d.update(numbers={"one": 1}), "numbers"),
        (lambda d: d.update(numbers={"two": "2"}), "numbers"),
        (lambda d: d.update(numbers=["two"]), "numbers"),
        (lambda d: d.update(units="minutes"), "units"),
        (lambda d: d.update(units=["minutes", "Minutes"]), "units"),
        (lambda d: d.update(units=["min(utes"]), "units"),
        (lambda d: d.update(units=["(minutes)"]), "units"),
        (lambda d: d.update(units=["^minutes"]), "units"),
        (lambda d: d.update(units=[" minutes"]), "units"),
        (lambda d: d.update(units=[""]), "units"),
    ],
)
def test_bad_file_names_file_and_key(change, key: str) -> None:
    data = _good()
    change(data)
    with pytest.raises(ValueError, match=rf"lexicon/en\.json: key '{key}'"):
        validate("en", data)


def test_good_file_validates() -> None:
    table, words = validate("en", _good())
    assert set(table) == set(KEYS)
    assert words["a dozen"] == 12
    assert validate("en", {**_good(), "units": ["[^\\W\\d]+s"]})[0]["units"] == ("[^\\W\\d]+s",)  # a negated class


# ------------------------------------------------------------------ behaviour


def test_question_words_are_whole_words() -> None:
    assert pattern("question_words").search("What is the capital of France")
    assert pattern("question_words").search("whatever") is None
    assert pattern("question_words").search("Whatever.") is None
    assert pattern("question_words").search("Whatever you do").group(0) == "do"  # not "what"
    assert pattern("question_words").search("what's up").group(0).casefold() == "what's"  # longest first
    assert pattern("question_words").search("Wie spät ist es")


def test_longest_alternative_first() -> None:
    m = pattern("ask_leads").search("Hi! I have a few questions about my order")
    assert m is not None and m.group(0).casefold() == "i have a few questions"


def test_phrases_match_any_whitespace() -> None:
    assert pattern("ask_leads").search("answer   the\nfollowing:")
    assert pattern("context_pointers").search("Extract the names from the  text below")


def test_accented_words_have_unicode_boundaries() -> None:
    assert pattern("question_words").search("¿Cómo estás?")
    assert pattern("question_words").search("Pourquoi le ciel est bleu")
    assert pattern("sign_offs").search("Viele Grüße, Anna")
    assert pattern("greetings").search("olá, tudo bem?")
    assert pattern("greetings").search("Holanda") is None  # "hola" inside a word


def test_cyrillic_entries_are_whole_words() -> None:
    assert pattern("question_words").match("Почему небо голубое")
    assert pattern("question_words").match("можно ли так сделать")
    assert pattern("question_words").match("Чтобы") is None  # "что" inside a word
    assert pattern("make_verbs").search("Придумайте 10 слоганов").group(0) == "Придумайте"
    assert pattern("sign_offs").fullmatch("Заранее спасибо")
    assert pattern("list_tails").search("имя, дата и т. д.")
    assert number_value("Пять") == 5 and number_value("двадцать пять") == 25


def test_cjk_entries_match_inside_a_sentence() -> None:
    assert pattern("question_words").search("这个东西是什么意思").group(0) == "什么"
    assert pattern("question_ends").search("你能帮我吗")
    assert pattern("question_ends").search("これは何ですか")
    assert pattern("make_verbs").search("给我写5个关于春天的短句")
    assert pattern("ask_leads").search("我有几个问题想问")
    assert pattern("question_words").search("東京はどこにありますか")


def test_korean_entries_match_inside_a_word() -> None:
    assert pattern("item_nouns").search("질문에 답해 주세요")  # a particle joins the word
    assert pattern("extract_verbs").search("이름이랑 나이만 뽑아줘")
    assert pattern("question_ends").search("환불은 언제 되나요")
    assert pattern("compare_words").search("아이폰이랑 갤럭시 중에 뭐가 더 나아?")
    assert pattern("sign_offs").fullmatch("감사합니다")


@pytest.mark.parametrize(
    ("text", "count", "noun"),
    [
        ("유튜브 영상 제목 8개 만들어 주세요", 8, "개"),  # the noun before the number
        ("15가지 공부 팁 알려줘", 15, "가지"),
        ("6개의 슬로건을 제안해 주세요", 6, "개의"),
        ("채널 이름 다섯 개만 추천해 줘", 5, "개만"),  # a native number word, then its counter
        ("写5个短句", 5, "个短句"),
        ("アイデアを五つ考えて", 5, "つ"),
    ],
)
def test_counts_read_with_their_counters(text: str, count: int, noun: str) -> None:
    c = count_phrase(text)
    assert c is not None and c.count == count and c.noun.startswith(noun)  # the counter, then what joins it
    assert text[c.start : c.number_end] in (str(count), "다섯", "五")


def test_cjk_number_words_count_only_before_a_counter() -> None:
    assert count_phrase("네 알겠습니다 감사해요") is None  # "네": yes, not four
    assert count_phrase("세 사람이 같이 가요") is None
    assert count_phrase("세 문장으로 요약해 줘") is not None  # a count phrase, which the units veto then drops
    assert count_phrase("give me five jokes") is not None


def test_other_keys_read_as_meant() -> None:
    assert pattern("compare_words").search("cats vs. dogs")
    assert pattern("code_words").search("please fix my code")
    assert pattern("math_words").search("what is 20% of 80")
    assert pattern("json_words").search("return them as key-value pairs")
    assert pattern("json_words").search("Respond in JSON format.")
    assert pattern("small_talk").search("hey, how’s it going?")
    assert pattern("depend_words").search("then use step 2 for the rest")
    assert pattern("units").search("in 5 minutes")
    assert pattern("item_nouns").search("answer these 3 questions")
    assert pattern("existing_things").search("the 5 stages of grief")
    assert pattern("question_ends").search("What is it?") is None  # "?" is the code's


def test_number_value() -> None:
    assert number_value("twelve") == 12
    assert number_value("7") == 7
    assert number_value("(5)") == 5
    assert number_value("10+") == 10
    assert number_value("A  Dozen") == 12
    assert number_value("twenty five") == 25
    assert number_value("fünf") == 5
    assert number_value("二十") == 20
    assert number_value("两") == 2
    assert number_value("１２") == 12
    assert number_value("²") is None
    assert number_value("many") is None
    assert number_value("") is None


def test_numbers_merged_and_casefolded() -> None:
    merged = numbers()
    assert merged["twelve"] == 12 and merged["zwölf"] == 12 and merged["douze"] == 12
    assert all(w == w.casefold() for w in merged)
    assert set(entries("numbers", "en")) <= set(merged)
    merged["two"] = 99
    assert numbers()["two"] == 2  # a copy


def test_patterns_are_cached() -> None:
    assert pattern("greetings") is pattern("greetings")
    assert lexicon.entries("units") is lexicon.entries("units")


def test_grouped_alternation_matches_as_the_plain_one() -> None:
    """:func:`pattern` groups alternatives by first character; it matches as the plain alternation of
    each entry with its boundaries would."""
    texts = [
        "Hi! What is the best? I have a few questions: answer the following, then rank them. Cheers",
        "Bonjour, pourquoi le ciel? ¿Cuántos años? Gib mir 5 Ideen. Obrigado!",
        "给我写5个短句吗 これは何ですか json格式 and jsonify, as key-value pairs in 20 minutes",
    ]
    for key in KEYS:
        alts = sorted({e.replace(" ", r"\s+") for e in entries(key)}, key=lambda a: (-len(a), a))
        cjk = [f"(?:{a})" for a in alts if lexicon.CJK.search(a)]
        spaced = [f"(?<![^\\W_])(?:{a})(?![^\\W_])" for a in alts if not lexicon.CJK.search(a)]
        plain = re.compile("|".join(cjk + spaced) or "(?!)", re.I)
        for text in texts:
            assert [m.span() for m in pattern(key).finditer(text)] == [m.span() for m in plain.finditer(text)], key


def test_alternation_keeps_entries_with_their_own_alternatives_whole() -> None:
    joined = re.compile(lexicon._alternation(["ab|cd", "axe", "ax", "a?b", "[xy]z"]))
    assert all(joined.fullmatch(t) for t in ("ab", "cd", "axe", "ax", "b", "ab", "xz", "yz"))
    assert joined.fullmatch("a") is None
