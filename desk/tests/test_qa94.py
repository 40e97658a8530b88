"""qa94: desk94's and desk95's new paths read again by a Director, against the official Turkish
(fixtures/laws_tr.txt) and the WBF English (ACBL print of the 2017 Laws).

1. On the 23C/27D path ("Damage ... after a call replaced", ?path=replaced) the first step's
   answers "A bid out of rotation, cancelled (Laws 29B, 31A2, 31B)" and "A double or redouble out
   of rotation, cancelled (Laws 29B, 32A2, 32B)" said no turn, so that a bid or double at the
   left-hand opponent's turn later in the auction, which is a change of call (31C, TR "Bir oyuncu,
   konuşma sırası soldaki rakipteyken artırımın ilerlemiş aşamasında sırasız deklare verirse, bu
   bir konuşma değişikliği olarak değerlendirilir ve Yasa 25 geçerlidir"; WBF "Later bids at LHO's
   turn to call are treated as changes of call and Law 25 applies"; 32C the same for a double or
   redouble, WBF "Later calls at LHO's turn to call are treated as changes of call and Law 25
   applies"), was led to the comparable-call question. Each answer now says the turns of its paragraphs:
   31A2, TR "Bu rakip yasal bir deklare verir, kontr veya sürkontr atarsa, kusurlu oyuncu herhangi
   bir yasal konuşmayı yapabilir"; WBF "If that opponent makes a legal bid, double or redouble,
   offender may make any legal call"; 31B, TR "Bir oyuncu, konuşma sırası ortağındayken bir deklare
   verirse veya kusurlu oyuncu kendisi daha önce herhangi bir konuşma yapmamışken, konuşma sırası
   solundaki rakipteyken bir deklare verirse"; WBF "When the offender has bid at his partner's turn
   to call, or at his LHO's turn to call if the offender has not previously called"; 32A2, TR
   "Kusurlu oyuncunun sağındaki rakip deklare verir, kontr veya sürkontr atarsa"; WBF "If offender's
   RHO bids, doubles or redoubles"; 32B, TR "Konuşma sırası kusurlu oyuncunun ortağında iken";
   WBF "when it was the offender's partner's turn to call". (desk94 had done so for the pass, 30B1.)

2. The 30A, 31A1 and 32A1 Endings said that 23C names "[see Laws 27B1(b), 30B1(b), 31A2(a) and
   32A2(a)]", a list neither text has: 23C's bracket is TR "[bkz. Yasalar 27B1(b), 30B1(b)(ii),
   31A2(a) ve 32A2(a)]" (the site's English the same), WBF "[see Laws 27B1(b), 30B1(b)(i), 31A2(a)
   and 32A2(a)]"; the Turkish is official and 23C's editor's note says how they differ. The Endings
   now give 23C's bracket as the official Turkish and the site's English have it.

3. The fouled board's 87B Ending (?path=fouled, pairs) said "This is a finding of facts and a
   method of scoring, not an adjusted score of Law 12C", which 87B does not say (TR "Skorları buna
   göre gruplara ayırır ve her grubu ayrı olarak turnuva yönetmeliğinde belirtilen şekilde göre
   bağımsız olarak değerlendirir (açıkça belirtilmiş bir yöntem olmaması halinde hakem yöntemi
   belirleyerek duyurur)"; WBF "He divides the scores on that basis into groups and rates each group
   separately as provided in the regulations for the tournament. (In the absence of a relevant
   regulation the Director selects and announces his method.)"). It now says what is so in both:
   87B names no adjusted score, and the method is the regulations' (or the Director's).

4. The wrong board's 15B3 step (?path=wrong_board, pairs, played before: the ARTIFICIAL step) named
   "Laws 15B3, 12C2(a)" in its figure and record whatever the scoring. At IMPs its "+3 IMPs" is
   12C2(b)'s (TR "Hakem, IMP skorlamalı bir oyunda averaj artı veya averaj eksi olarak yapay bir
   ayarlı skor atamayı tercih ederse, bu skorlar artı 3 IMP veya eksi 3 IMP ye karşılık gelir";
   WBF "When the Director chooses to award an artificial adjusted score of average plus or average
   minus at IMP play, that score is plus 3 IMPs or minus 3 IMPs respectively"), which neither named;
   with a session percentage the figure named 12C2(c) and the record did not (TR "Bu yarışmacılara o
   seansın diğer bordlarında elde ettikleri yüzdeleri (ya da IMP cinsinden eşdeğerleri) verilir";
   WBF "Such contestants are awarded the percentage obtained (or the equivalent in IMPs) on the
   other boards of that session"). Both now name the paragraph their figure is.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from .test_judgement import START, answer, record_laws, start, text_of

pytestmark = pytest.mark.django_db

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"
TITLE = {
    "en": "Damage to the non-offending side after a call replaced (Laws 23C, 27D)",
    "tr": "Değiştirilen konuşmadan sonra kusursuz tarafın zararı (Yasa 23C, 27D)",
}
BID = {
    "en": "A bid out of rotation, cancelled: at right-hand opponent's turn, and that opponent made a legal bid, "
    "double or redouble; or at partner's turn, or at left-hand opponent's before the offender had called (Laws "
    "29B, 31A2, 31B)",
    "tr": "Sırasız deklare, iptal edildi: konuşma sırası sağdaki rakipteyken ve bu rakip yasal bir deklare verdi, "
    "kontr veya sürkontr attı; ya da konuşma sırası ortaktayken veya (kusurlu oyuncu daha önce konuşmamışken) "
    "soldaki rakipteyken (Yasa 29B, 31A2, 31B)",
}
DOUBLE = {
    "en": "A double or redouble out of rotation, cancelled: at right-hand opponent's turn, and that opponent bid, "
    "doubled or redoubled; or at partner's turn (Laws 29B, 32A2, 32B)",
    "tr": "Sırasız kontr veya sürkontr, iptal edildi: konuşma sırası sağdaki rakipteyken ve bu rakip deklare verdi, "
    "kontr veya sürkontr attı; ya da konuşma sırası ortaktayken (Yasa 29B, 32A2, 32B)",
}
COMPARABLE = {
    "en": "Did the offender, at his turn to call, replace the cancelled call with a comparable call (Law 23A)?",
    "tr": "Kusurlu oyuncu sıra kendisine geldiğinde iptal edilen konuşmanın yerine eşdeğer bir konuşma (Yasa 23A) mı "
    "yaptı?",
}


def _site_text(label: str, lang: str) -> str:
    if lang == "en":
        return json.loads((FIXTURES / "laws_en.json").read_text(encoding="utf-8"))["paragraphs"][label]["text"]
    return (FIXTURES / "laws_tr.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize("words, quoted", [(BID, "31A2(a)"), (DOUBLE, "32A2(a)")])
def test_the_bid_and_double_answers_say_their_turns_and_still_ask_the_comparable_call(
    director_client, lang, words, quoted
):
    """31A2/31B and 32A2/32B, in their paragraphs' words (the turn, and RHO's call after the
    cancelled one), so that 31C's and 32C's change of call (Law 25) is not taken for them."""
    page = start(director_client, lang, TITLE[lang])
    assert words[lang] in text_of(page)
    after = text_of(answer(director_client, page, words[lang]))
    assert COMPARABLE[lang] in after
    assert ("Law " if lang == "en" else "Yasa ") + quoted in after


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_first_step_no_longer_offers_a_bid_or_double_at_any_turn(director_client, lang):
    text = text_of(start(director_client, lang, TITLE[lang]))
    for old in {
        "en": ("A bid out of rotation, cancelled (Laws", "A double or redouble out of rotation, cancelled (Laws"),
        "tr": ("Sırasız deklare, iptal edildi (Yasa", "Sırasız kontr veya sürkontr, iptal edildi (Yasa"),
    }[lang]:
        assert old not in text


BRACKET = {
    "en": "[see Laws 27B1(b), 30B1(b)(ii), 31A2(a) and 32A2(a)]",
    "tr": "[bkz. Yasalar 27B1(b), 30B1(b)(ii), 31A2(a) ve 32A2(a)]",
}


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize("withdrawn, label", [("pass_rho", "30A"), ("bid_rho", "31A1"), ("double_rho", "32A1")])
def test_the_rho_endings_give_23cs_bracket_as_the_official_turkish_has_it(director_client, lang, withdrawn, label):
    assert BRACKET[lang] in _site_text("23C", lang)  # word for word the fixture
    text = text_of(director_client.get(START[lang] + "?path=replaced&withdrawn=" + withdrawn))
    said = {
        "en": f"Law {label} is not among the Laws that Law 23C names {BRACKET['en']}.",
        "tr": f"Yasa 23C'nin andığı yasalar {BRACKET['tr']} arasında Yasa {label} yoktur.",
    }[lang]
    assert said in text
    assert "30B1(b), 31A2(a)" not in text


NOT_12C = {
    "en": "This is a finding of facts and a method of scoring, not an adjusted score of Law 12C",
    "tr": "Bu bir olgu tespiti ve bir skorlama yöntemidir, Yasa 12C'nin ayarlı skoru değildir",
}
NAMES_NONE = {
    "en": "Law 87B names no adjusted score: the groups are rated by the tournament regulations' method (or the one "
    "the Director announces); this page computes no score.",
    "tr": "Yasa 87B ayarlı skordan söz etmez: gruplar turnuva yönetmeliğinin (ya da hakemin duyurduğu) yönteme göre "
    "değerlendirilir; bu sayfa skor hesaplamaz.",
}


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_87b_ending_says_no_more_than_87b(director_client, lang):
    text = text_of(director_client.get(START[lang] + "?path=fouled&fouled=yes&event=pairs"))
    assert NAMES_NONE[lang] in text
    assert NOT_12C[lang] not in text
    # 87B itself, in both site texts, names no adjusted score
    paragraph = {
        "en": _site_text("87B", "en"),
        "tr": next(line for line in _site_text("87B", "tr").splitlines() if line.startswith("Karışmış bordu")),
    }[lang]
    assert ("adjusted score" if lang == "en" else "ayarlı skor") not in paragraph


ARTIFICIAL = "?path=wrong_board&found=board&event=pairs&played_before=yes&kind=artificial&side=NS&fault=none&"


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_15b3_step_at_imps_names_12c2b_in_its_figure_and_record(director_client, lang):
    response = director_client.get(START[lang] + ARTIFICIAL + "form=imps")
    text = text_of(response)
    figure = {
        "en": "Artificial adjusted score for North-South (Laws 15B3, 12C2(a), 12C2(b)): In no way at fault: "
        "average plus: +3 IMPs",
        "tr": "Kuzey-Güney için yapay ayarlı skor (Yasa 15B3, 12C2(a), 12C2(b)): Hiçbir kusuru yok: averaj artı: "
        "+3 IMP",
    }[lang]
    assert figure in text
    assert record_laws(director_client, response, lang) == "15B, 15B1, 15B3, 12C2(a), 12C2(b)"


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_15b3_step_with_a_session_percentage_names_12c2c_in_its_record(director_client, lang):
    response = director_client.get(START[lang] + ARTIFICIAL + "form=mp&session=65")
    text = text_of(response)
    assert ("(Law 12C2(c)): 65 %" if lang == "en" else "(Yasa 12C2(c)): %65") in text
    assert record_laws(director_client, response, lang) == "15B, 15B1, 15B3, 12C2(a), 12C2(c)"


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_15b3_step_at_matchpoints_names_only_its_own_paragraphs(director_client, lang):
    response = director_client.get(START[lang] + ARTIFICIAL + "form=mp")
    text = text_of(response)
    assert (
        "(Laws 15B3, 12C2(a)): In no way at fault: average plus: 60 %"
        if lang == "en"
        else "(Yasa 15B3, 12C2(a)): Hiçbir kusuru yok: averaj artı: %60"
    ) in text
    assert record_laws(director_client, response, lang) == "15B, 15B1, 15B3, 12C2(a)"
