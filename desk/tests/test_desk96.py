"""desk96: the desk's team-play score (86B2(b)) computed by the engine, the start page's lede made
true, and 15B3's record naming 12C2(c) when the session percentage was used.

- 86B2(b), TR "Yalnızca bir tek yarışmacı kusurlu ise, Hakem kusursuz tarafa, söz konusu durum
  kapsamına giren her bord için suni ayarlı skor ortalama üstü şeklinde suni ayarlı skor (bkz Yasa
  12C2(b)), veya atanmış bir ayarlı bir skor verir (hangisi daha yüksek ise). Kusurlu taraf ise,
  rakipleri için atanan skorun karşılığı olarak tamamlayıcı skoru alır"; WBF "If only one contestant
  was at fault, the Director shall award to the non-offending side, for each board in question,
  either an artificial adjusted score of average plus [see Law 12C2(b)] or an assigned adjusted
  score, whichever is more favorable. The offending side shall receive the complement of the score
  awarded to their opponents".
- 12C2(b), TR "Hakem, IMP skorlamalı bir oyunda averaj artı veya averaj eksi olarak yapay bir ayarlı
  skor atamayı tercih ederse, bu skorlar artı 3 IMP veya eksi 3 IMP ye karşılık gelir"; WBF "When the
  Director chooses to award an artificial adjusted score of average plus or average minus at IMP
  play, that score is plus 3 IMPs or minus 3 IMPs respectively".
- 12C1(c), TR "Atamalı ayarlı skor, masada gerçekleşmesi olası birkaç farklı sonucun gerçekleşme
  oranına bağlı ağırlıklı toplamı yansıtacak şekilde belirlenebilir"; WBF "An assigned adjusted
  score may be weighted to reflect the probabilities of a number of potential results".
- 12C2(c), TR "Bu yarışmacılara o seansın diğer bordlarında elde ettikleri yüzdeleri (ya da IMP
  cinsinden eşdeğerleri) verilir"; WBF "Such contestants are awarded the percentage obtained (or the
  equivalent in IMPs) on the other boards of that session".
"""

from __future__ import annotations

import json
import re
from decimal import Decimal

import pytest

import rulings
from rulings.tests.test_cli import CONTRACT

from .test_desk95 import FOULED, WRONG, _quotes, _walk
from .test_judgement import RECORD, START, form_fields, record_laws, text_of

pytestmark = pytest.mark.django_db

# desk98: the wrong board asks 86B1 or 86B2 first; the fouled board goes to 86B2's fault (no 86B3 question).
TEAMS_ANSWERS = {
    "wrong_board": (WRONG, ("teams", "multiple", "no", "one")),
    "fouled": (FOULED, ("fouled", "f_teams", "one")),
}
WALK_LAWS = {"wrong_board": "86B, 86B2, 86B2(b)", "fouled": "87A, 87C, 86B2, 86B2(b)"}
# 86B2(b)'s words on the step, and of its quotes, in each language.
SAID = {
    "en": ("an artificial adjusted score in the form of average plus (see Law 12C2(b)) or an assigned adjusted "
           "score (whichever is the higher)",
           # the step's words say "receives", the quote of the site's English "shall receive" (eng308: WBF "shall
           # receive the complement"; TR "tamamlayıcı skoru alır")
           "the complementary score corresponding to the score assigned to its opponents",
           "these scores correspond to plus 3 IMPs or minus 3 IMPs"),
    "tr": ("ortalama üstü (averaj artı) şeklinde suni ayarlı skor (bkz. Yasa 12C2(b)) veya atanmış bir ayarlı skor "
           "verir (hangisi daha yüksek ise)",
           "rakipleri için atanan skorun karşılığı olarak tamamlayıcı skoru alır",
           "bu skorlar artı 3 IMP veya eksi 3 IMP ye karşılık gelir"),
}  # fmt: skip
NOT_IMPS = {
    "en": "Law 86B2(b)'s average plus is Law 12C2(b)'s, in a game scored by IMPs: this step compares IMPs only.",
    "tr": "Yasa 86B2(b)'nin averaj artısı Yasa 12C2(b)'ninkidir, IMP skorlamalı oyunda: bu adım yalnızca IMP "
    "karşılaştırır.",
}


def _teams_query(outcomes, other, **extra) -> dict:
    return {"q": "teams_one_at_fault", "outcomes": outcomes, "other": other, **extra}


# --- the engine: `teams_one_at_fault` -------------------------------------------------------------


def test_the_assigned_score_above_average_plus_is_awarded_and_the_offenders_get_its_complement():
    """86B2(b) "whichever is more favorable" / "hangisi daha yüksek ise": 13 IMPs beat 12C2(b)'s +3;
    the offending side receives the complement, the same 13 IMPs the other way."""
    outcomes = [{"score": 620, "weight": 0.5}, {"score": -100, "weight": 0.5}]
    got = rulings.answer(_teams_query(outcomes, -620))
    weighted = rulings.answer({"q": "weighted", "form": "imps", "outcomes": outcomes, "other": -620})
    assert got["assigned"] == weighted["imps"] == 13 and got["each"] == weighted["each"]
    assert got["average_plus"] == 3
    assert (got["awarded"], got["non_offending"], got["offending"]) == ("assigned", 13, -13)
    assert got["laws"] == ["86B2(b)", "12C1(c)", "78B"]


def test_average_plus_above_the_assigned_score_is_awarded():
    """12C2(b): average plus at IMPs is plus 3 IMPs; an assigned score of 0 IMPs is lower."""
    got = rulings.answer(_teams_query([{"score": -100, "weight": 1}], -100))
    assert (got["assigned"], got["awarded"], got["non_offending"], got["offending"]) == (0, "average_plus", 3, -3)
    assert got["laws"] == ["86B2(b)", "12C2(b)"]


def test_the_two_equal_are_said_equal():
    got = rulings.answer(_teams_query([{"score": -530, "weight": 1}], -620))  # 90 points: 3 IMPs (78B)
    assert (got["assigned"], got["awarded"], got["non_offending"], got["offending"]) == (3, "equal", 3, -3)


def test_a_score_not_in_imps_is_refused_not_compared():
    """86B2(b) sends average plus to 12C2(b), "IMP skorlamalı bir oyunda" / "at IMP play": a
    matchpoint form has no average plus to compare with there."""
    got = rulings.answer(_teams_query([{"score": -100, "weight": 1}], -100, form="mp"))
    assert got["error"].startswith("form: must be imps")
    assert rulings.answer({"q": "teams_one_at_fault", "outcomes": [{"score": 1, "weight": 1}]}) == {
        "error": "other: missing"
    }


def test_the_contracts_additions_examples_answer_as_written():
    text = CONTRACT.read_text(encoding="utf-8")
    section = text.split("### `teams_one_at_fault`", 1)[1].split("\n### ", 1)[0]
    pairs = re.findall(r"^    (\{\"q\".*?\})\n    -> (\{.*?\})\n\n", section + "\n\n", re.M | re.S)
    assert len(pairs) == 2
    for query, expected in pairs:
        assert rulings.answer(json.loads(query)) == json.loads(" ".join(expected.split()))


# --- the desk: 86B2(b)'s step ---------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize("path", list(TEAMS_ANSWERS))
def test_one_contestant_at_fault_leads_to_the_score_step_with_86b2bs_words(director_client, lang, path):
    title, answers = TEAMS_ANSWERS[path]
    page = _walk(director_client, lang, title, answers)
    assert page.status_code == 200
    text = text_of(page)
    award, complement, imps = SAID[lang]
    assert award in text and complement in text
    assert complement in _quotes(text) and imps in _quotes(text)
    assert 'name="kind" value="weighted"' in text and '<input type="hidden" name="form" value="imps">' in text
    assert 'name="kind" value="artificial"' not in text  # no artificial score by the fault here
    assert 'name="form" value="mp"' not in text and 'name="field"' not in text


FIGURES = {
    # outcomes (score, weight %), other table -> lines said, the record's further Laws
    "assigned": (
        {"score1": "620", "weight1": "50", "score2": "-100", "weight2": "50", "other": "-620"},
        {
            "en": ("13 IMPs", "Average plus (Law 12C2(b)): +3 IMPs",
                   "The higher, to North-South, the non-offending side (Law 86B2(b)): the assigned adjusted score: "
                   "+13 IMPs",
                   "The complement, to East-West, the offending side (Law 86B2(b)): −13 IMPs"),
            "tr": ("13 IMP", "Averaj artı (Yasa 12C2(b)): +3 IMP",
                   "Yüksek olan, kusursuz taraf Kuzey-Güney için (Yasa 86B2(b)): atanmış ayarlı skor: +13 IMP",
                   "Tamamlayıcı skor, kusurlu taraf Doğu-Batı için (Yasa 86B2(b)): −13 IMP"),
        },
        "12C1(c), 78B",
    ),
    "average_plus": (
        {"score1": "-100", "weight1": "100", "other": "-100"},
        {
            "en": ("0 IMPs", "Average plus (Law 12C2(b)): +3 IMPs",
                   "The higher, to North-South, the non-offending side (Law 86B2(b)): average plus: +3 IMPs",
                   "The complement, to East-West, the offending side (Law 86B2(b)): −3 IMPs"),
            "tr": ("0 IMP", "Averaj artı (Yasa 12C2(b)): +3 IMP",
                   "Yüksek olan, kusursuz taraf Kuzey-Güney için (Yasa 86B2(b)): averaj artı: +3 IMP",
                   "Tamamlayıcı skor, kusurlu taraf Doğu-Batı için (Yasa 86B2(b)): −3 IMP"),
        },
        "12C2(b)",
    ),
    # lead: a weighted score below 0 is written with the minus sign its lines and 86B2(b)'s lines use
    # ("−15", not plain()'s "-15"): -620 against the other table's +620 is 1240 points, 15 IMPs (78B: 1100-1290)
    "below_zero": (
        {"score1": "-620", "weight1": "100", "other": "620"},
        {
            "en": ("−15 IMPs", "Average plus (Law 12C2(b)): +3 IMPs",
                   "The higher, to North-South, the non-offending side (Law 86B2(b)): average plus: +3 IMPs",
                   "The complement, to East-West, the offending side (Law 86B2(b)): −3 IMPs"),
            "tr": ("−15 IMP", "Averaj artı (Yasa 12C2(b)): +3 IMP",
                   "Yüksek olan, kusursuz taraf Kuzey-Güney için (Yasa 86B2(b)): averaj artı: +3 IMP",
                   "Tamamlayıcı skor, kusurlu taraf Doğu-Batı için (Yasa 86B2(b)): −3 IMP"),
        },
        "12C2(b)",
    ),
}  # fmt: skip


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize("case", list(FIGURES))
@pytest.mark.parametrize("path", list(TEAMS_ANSWERS))
def test_the_engine_compares_the_two_and_gives_the_complement(director_client, lang, case, path):
    title, answers = TEAMS_ANSWERS[path]
    page = _walk(director_client, lang, title, answers)
    typed, said, laws = FIGURES[case]
    params = {**form_fields(page, "weighted"), "kind": "weighted", "form": "imps", "side": "NS", "vul": "All"}
    result = director_client.get(START[lang], {**params, **typed})
    assert result.status_code == 200, re.findall(r'role="alert">(.*?)</div>', text_of(result), re.S)
    figures = re.findall(r'<p class="score-total judgement-figure">([^<]+)</p>', text_of(result))
    assert len(figures) == 4
    assert figures[0].endswith(said[lang][0])
    assert figures[1:] == list(said[lang][1:])
    assert record_laws(director_client, result, lang) == f"{WALK_LAWS[path]}, {laws}"


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_a_matchpoint_score_at_86b2bs_step_is_a_form_error_not_compared(director_client, lang):
    page = _walk(director_client, lang, WRONG, ("teams", "multiple", "no", "one"))
    params = {**form_fields(page, "weighted"), "kind": "weighted", "form": "mp", "score1": "100", "weight1": "100"}
    result = director_client.get(START[lang], {**params, "field": "100 -100"})
    assert result.status_code == 400
    assert NOT_IMPS[lang] in text_of(result)
    assert RECORD[lang] not in text_of(result)


@pytest.mark.parametrize(
    "typed, status",
    [
        ({"kind": "weighted", "form": "imps", "score1": "620", "weight1": "50", "other": "-620"}, 400),  # 50 %
        ({"kind": "weighted", "form": "imps", "score1": "620", "weight1": "100"}, 400),  # no other table
        ({"kind": "weighted", "form": "imps", "score1": "620", "weight1": "100", "other": "x\x00"}, 400),
        ({"kind": "weighted", "form": "imps", "score1": "620", "weight1": "100", "other": "-620", "side": "XX"}, 400),
        ({"kind": "artificial", "form": "imps"}, 200),  # not this step's: ignored
    ],
)
def test_bad_input_at_86b2bs_step_is_a_form_error_never_a_500(director_client, typed, status):
    query = {"path": "fouled", "fouled": "yes", "event": "teams", "fault": "one"}
    result = director_client.get(START["en"], {**query, **typed})
    assert result.status_code == status
    if typed["kind"] == "artificial":
        assert "judgement-figure" not in text_of(result)


# --- the start page's lede --------------------------------------------------------------------------

LEDE = {
    "en": "Where a step asks for the adjusted score, the ruling engine computes it; some Endings only say the "
    "adjusted score the Laws give, without computing it (for example Laws 15B2, 86B2(a), 86B2(c)).",
    "tr": "Bir adım ayarlı skoru sorduğunda onu karar motoru hesaplar; bazı sonuç sayfaları ise Yasaların verdiği "
    "ayarlı skoru hesaplamadan yalnızca söyler (örneğin Yasa 15B2, 86B2(a), 86B2(c)).",
}


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_start_page_says_some_endings_state_a_score_without_computing_it(director_client, lang):
    """15B2's Ending states 15B3's score ("Hakem geçerli bir skor kazanma olanağından yoksun kalmış
    yarışmacılara yapay bir ayarlı skor verecektir" / "The Director shall award an artificial
    adjusted score [see Law 12C2(a)] to any contestant deprived of the opportunity to earn a valid
    score"), 86B2(a) and (c)'s "bir veya daha fazla sayıda suni ayarlı skor atar" / "award one or
    more artificial adjusted scores": said, not computed; the lede no longer says every one is."""
    text = text_of(director_client.get(START[lang]))
    assert LEDE[lang] in text
    assert "the one computed by the ruling engine" not in text
    assert "karar motorunun hesapladığı ayarlı skor" not in text


# --- 15B3's record: what was used ---------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize(
    "session, laws", [("64.2", "15B, 15B1, 15B3, 12C2(a), 12C2(c)"), ("55", "15B, 15B1, 15B3, 12C2(a)"), ("", None)]
)
def test_15b3s_record_names_12c2c_when_the_session_percentage_was_given(director_client, lang, session, laws):
    """12C2(c): a side in no way at fault whose session exceeds 60 % is awarded its percentage on the
    session's other boards instead of average plus: the record names the paragraph used."""
    page = _walk(director_client, lang, WRONG, ("pairs", "yes"))
    params = {**form_fields(page, "artificial"), "kind": "artificial", "form": "mp", "fault": "none", "side": "NS"}
    result = director_client.get(START[lang], {**params, "session": session})
    assert result.status_code == 200
    expected = "15B, 15B1, 15B3, 12C2(a)" if laws is None else laws
    assert record_laws(director_client, result, lang) == expected
    if session == "64.2":
        got = rulings.artificial_score({"q": "artificial", "form": "mp", "fault": "none", "session_percent": 64.2})
        assert got.percent == Decimal("64.2") and got.session
