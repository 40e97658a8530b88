"""desk99: the team route's unnamed cases on the judgement desk (/en/director/judgement/,
/tr/hakem/karar-adimlari/, `?path=wrong_board`, then "A team match"), each paragraph read in the
official Turkish (fixtures/laws_tr.txt) and the WBF English (ACBL print of the 2017 Laws).

1. A board played at only one table reaches 86B3 through the 86B2 answer: the answer now names it.
   86B3, TR "Yönetici Federasyon, yalnızca tek bir masada aynı veya çeşitli yarışmacılar arasında
   oynanan bordlar söz konusuyken farklı uygulama yolu seçebilir. Bu kapsama giren her bord için
   uygulanan ayarlı skor, yukarıda B2 bendinde öngörülen yöntemden farklı olabilir"; WBF "The
   Regulating Authority may provide differently for circumstances where boards have been played at
   only one table between the same or multiple contestants. The score awarded for each such board
   may be varied by regulation from that prescribed in B2".
2. A single score at the other table obviously favourable to neither contestant. 86B1, TR "diğer
   masa skoru, yarışmacı taraflardan birinin bariz bir şekilde lehine ise", WBF "the result at the
   other table between the same contestants is clearly favorable to one side"; 86B2, TR "iki veya
   daha çok sayıda, birbirleri arasında karşılaştırma yapılamayacak durumda, skor elde edilmişse
   veya ... Hakemin birden çok sayıda ayarlı skor ataması gerektiği takdirde", WBF "when two or more
   noncomparable results have been obtained between the same contestants or when these Laws
   otherwise require the Director to award more than one adjusted score". Neither takes it in, and
   no paragraph read says what follows: an Ending says so and names 12C1's adjusted score in
   general (12C1(a), TR "atamalı bir ayarlı skor verebiliyorsa vermelidir", WBF "is able to award an
   assigned adjusted score, he does so"; 12C1(c); 12C1(d), TR "Eğer olasılıklar çok çeşitli ise ya
   da belirgin değil ise hakem yapay ayarlı skor verebilir", WBF "If the possibilities are numerous
   or not obvious, the Director may award an artificial adjusted score"), without ruling.
3. 86B2(b)'s step: the record names the other table's score the IMPs were computed from, for the
   same direction as the step's label and lede say (78B: TR "iki skor arasındaki toplam puan
   farkı", WBF "the total point difference between the two scores compared").
"""

from __future__ import annotations

import json
import re
from html import unescape
from pathlib import Path

import pytest

from desk.judgement import JudgementError, walk
from lawbook.text.parser import parse_lawbook

from .test_desk95 import WRONG, _walk
from .test_judgement import RECORD, START, form_fields, links, record_laws, text_of

pytestmark = pytest.mark.django_db

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"
TEAM = ("teams",)  # test_desk95._walk answers "board" first
MULTIPLE = {
    "en": "Two or more scores that cannot be compared, or more than one adjusted score (Law 86B2); or a board played "
    "at only a single table, whose score a regulation may vary from the method prescribed in B2 (Law 86B3)",
    "tr": "Karşılaştırılamayan iki veya daha çok skor, ya da birden çok ayarlı skor (Yasa 86B2); ya da yalnızca tek "
    "bir masada oynanan bord, skoru yönetmelikle B2'de öngörülen yöntemden farklı olabilen (Yasa 86B3)",
}
SINGLE = {
    "en": "A single score at the other table, obviously favourable to one of the contestants (Law 86B1)",
    "tr": "Diğer masada tek bir skor, yarışmacı taraflardan birinin bariz bir şekilde lehine (Yasa 86B1)",
}
NEITHER = {
    "en": "A single score at the other table, obviously favourable to neither contestant (neither Law 86B1 nor Law "
    "86B2 names this case)",
    "tr": "Diğer masada tek bir skor, yarışmacı taraflardan hiçbirinin bariz lehine değil (ne Yasa 86B1 ne Yasa 86B2 "
    "bu durumu anar)",
}
ASK_86B3 = {
    "en": "The score or scores at the other table, or a board played at only a single table.",
    "tr": "Diğer masadaki skor(lar) ya da bordun yalnızca tek bir masada oynanmış olması.",
}


def _flat(text: str) -> str:
    return " ".join(unescape(text).split())


def _fixtures():
    turkish = parse_lawbook((FIXTURES / "laws_tr.txt").read_text(encoding="utf-8")).paragraph_map()
    english = json.loads((FIXTURES / "laws_en.json").read_text(encoding="utf-8"))["paragraphs"]
    return turkish, english


def _team_step(client, lang):
    return _walk(client, lang, WRONG, TEAM)


# --- 1. 86B3's case named ---------------------------------------------------------------------------


def test_86b3s_words_put_a_board_played_at_one_table_under_b2s_method():
    """The answer's words are 86B3's: a board played at only a single table, its score varied by
    regulation from B2's method (our English is the official Turkish's)."""
    turkish, english = _fixtures()
    tr, en = _flat(turkish["86B3"].text), _flat(english["86B3"]["text"])
    assert "yalnızca tek bir masada" in tr and "B2 bendinde öngörülen yöntemden farklı olabilir" in tr
    assert "only a single table" in en and "may differ from the method prescribed in B2" in en


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_team_question_and_its_86b2_answer_name_a_board_played_at_one_table(director_client, lang):
    text = _flat(text_of(_team_step(director_client, lang)))
    assert ASK_86B3[lang] in text
    answers = {
        _flat(words): url for words, url in links(_team_step(director_client, lang), "judgement-answers").items()
    }
    assert MULTIPLE[lang] in answers and SINGLE[lang] in answers
    # the answer naming 86B3 leads to 86B3's regulation question, whose Yes ends in 86B3's Ending
    page = director_client.get(answers[MULTIPLE[lang]])
    assert {"en": "Was the board played at only a single table", "tr": "Bord yalnızca tek bir masada oynandı mı"}[
        lang
    ] in text_of(page)
    ending = director_client.get(START[lang] + "?path=wrong_board&found=board&event=teams&other_table=multiple"
                                 "&one_table=regulation")  # fmt: skip
    assert record_laws(director_client, ending, lang) == "86B, 86B2, 86B3"


# --- 2. a single score favourable to neither ---------------------------------------------------------

NEITHER_ENDING = {
    "en": (
        "A single score at the other table, obviously favourable to neither contestant: Laws 86B1 and 86B2 do not "
        "name this case",
        "which adjusted score the Director awards with a single score at the other table obviously favourable to "
        "neither contestant the texts do not say, and he has Law 12C1's adjusted score in general (Law 12C1(a): an "
        "assigned adjusted score where he is able to award one; Law 12C1(c): a weighted assigned adjusted score; Law "
        "12C1(d): an artificial adjusted score if the possibilities are numerous or not obvious); this page does not "
        "rule and computes no score.",
    ),
    "tr": (
        "Diğer masada hiçbir tarafın bariz lehine olmayan tek bir skor: Yasa 86B1 ve 86B2 bu durumu anmaz",
        "diğer masada hiçbir tarafın bariz lehine olmayan tek bir skor varken hakemin hangi ayarlı skoru vereceğini "
        "metinler söylemez, ve hakemin elinde genel olarak Yasa 12C1'in ayarlı skoru vardır (Yasa 12C1(a): "
        "verebiliyorsa atamalı ayarlı skor; Yasa 12C1(c): ağırlıklı atamalı ayarlı skor; Yasa 12C1(d): olasılıklar "
        "çok çeşitli ya da belirgin değilse yapay ayarlı skor); bu sayfa hüküm vermez ve skor hesaplamaz.",
    ),
}


def test_neither_86b1_nor_86b2_takes_in_a_single_score_favourable_to_neither():
    """86B1 asks a score obviously favourable to one of the contestants, 86B2 two or more scores or
    more than one adjusted score (both fixtures); 12C1(a) and 12C1(d) are the general adjusted scores
    the Ending names."""
    turkish, english = _fixtures()
    assert "yarışmacı taraflardan birinin bariz bir şekilde lehine ise" in _flat(turkish["86B1"].text)
    assert "obviously favourable to one of the contestants" in _flat(english["86B1"]["text"])
    assert "iki veya daha çok sayıda" in _flat(turkish["86B2"].text)
    assert "birden çok sayıda ayarlı skor" in _flat(turkish["86B2"].text)
    assert "two or more scores" in _flat(english["86B2"]["text"])
    assert "atamalı bir ayarlı skor verebiliyorsa vermelidir" in _flat(turkish["12C1(a)"].text)
    assert "is able to award an assigned adjusted score" in _flat(english["12C1(a)"]["text"])
    assert "belirgin değil ise hakem yapay ayarlı skor verebilir" in _flat(turkish["12C1(d)"].text)
    assert "the Director may award an artificial adjusted score" in _flat(english["12C1(d)"]["text"])


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_a_single_score_favourable_to_neither_has_an_answer_and_an_ending_that_does_not_rule(director_client, lang):
    answers = {_flat(w): url for w, url in links(_team_step(director_client, lang), "judgement-answers").items()}
    assert NEITHER[lang] in answers
    page = director_client.get(answers[NEITHER[lang]])
    assert page.status_code == 200
    text = text_of(page)
    title, words = NEITHER_ENDING[lang]
    assert f"<h1>{title}</h1>" in unescape(text)
    assert words in _flat(text)
    assert 'name="kind"' not in text  # an Ending: no score form, nothing computed
    # Neither 86B1 nor 86B2 was applied; the paragraphs named are 12C1's.
    assert record_laws(director_client, page, lang) == "86B, 12C1(a), 12C1(c), 12C1(d)"


def test_the_engine_walk_knows_the_new_answer():
    found = walk({"path": "wrong_board", "found": "board", "event": "teams", "other_table": "single_neither"})
    assert found.ending is not None and found.ending.key == "teams_single_neither"
    assert found.laws() == ["86B", "12C1(a)", "12C1(c)", "12C1(d)"]
    with pytest.raises(JudgementError):
        walk({"path": "wrong_board", "found": "board", "event": "teams", "other_table": "neither"})


# --- 3. the other table's score, same direction, in the record --------------------------------------

AGAINST = {
    "en": "; against the other table's score for the same direction ({side} there), −620: 13 IMPs",
    "tr": "; diğer masada aynı yönün skoruna (oradaki {side}) karşı, −620: 13 IMP",
}
SIDE = {("en", "NS"): "North-South", ("en", "EW"): "East-West", ("tr", "NS"): "Kuzey-Güney", ("tr", "EW"): "Doğu-Batı"}


def _adjusted_score_in_record(client, page, lang) -> str:
    record = re.search(rf'<a class="big-button primary" href="([^"]+)">{RECORD[lang]}</a>', page.content.decode())
    assert record, RECORD[lang]
    form = client.get(unescape(record.group(1))).content.decode()
    return unescape(re.search(r'<textarea name="adjusted_score"[^>]*>(.*?)</textarea>', form, re.S).group(1))


@pytest.mark.parametrize("side", ["NS", "EW"])
@pytest.mark.parametrize("lang", ["en", "tr"])
def test_86b2bs_figure_and_record_name_the_other_tables_score_for_the_same_direction(director_client, lang, side):
    page = _walk(director_client, lang, WRONG, (*TEAM, "multiple", "no", "one"))
    params = {**form_fields(page, "weighted"), "kind": "weighted", "form": "imps", "side": side, "vul": "All"}
    typed = {"score1": "620", "weight1": "50", "score2": "-100", "weight2": "50", "other": "-620"}
    result = director_client.get(START[lang], {**params, **typed})
    assert result.status_code == 200
    said = AGAINST[lang].format(side=SIDE[lang, side])
    figures = re.findall(r'<p class="score-total judgement-figure">([^<]+)</p>', text_of(result))
    assert unescape(figures[0]).endswith(said)
    assert said in _adjusted_score_in_record(director_client, result, lang)


# --- bad input ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "query",
    [
        "path=wrong_board&found=board&event=teams&other_table=single_neither%00",
        "path=wrong_board&found=board&event=teams&other_table=neither",
        "path=wrong_board&found=board&event=teams&other_table=single_neither%ff",
    ],
)
@pytest.mark.parametrize("lang", ["en", "tr"])
def test_bad_answers_at_the_team_question_are_a_400(director_client, lang, query):
    page = director_client.get(START[lang] + "?" + query)
    assert page.status_code == 400
    assert {"en": "This step does not exist", "tr": "Böyle bir adım yok"}[lang] in text_of(page)


@pytest.mark.parametrize("other", ["x", "99999999999999999999999", "\x00", "-621"])
def test_a_bad_other_table_score_at_86b2bs_step_is_a_form_error(director_client, other):
    query = {"path": "wrong_board", "found": "board", "event": "teams", "other_table": "multiple", "one_table": "no"}
    typed = {"kind": "weighted", "form": "imps", "score1": "620", "weight1": "100", "other": other, "side": "NS"}
    result = director_client.get(START["en"], {**query, "fault": "one", **typed})
    assert result.status_code == 400
