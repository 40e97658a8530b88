"""qa96: yesterday's desk paths read again (86B team play, 30B2/31C/32C, 15A).

1. 86B2(b)'s comparison at the precision the page gives (`?path=wrong_board&...&fault=one`,
   `?path=fouled&...&fault=one`, the engine's `teams_one_at_fault`).

   86B2(b), TR "Hakem kusursuz tarafa, söz konusu durum kapsamına giren her bord için suni ayarlı
   skor ortalama üstü şeklinde suni ayarlı skor (bkz Yasa 12C2(b)), veya atanmış bir ayarlı bir
   skor verir (hangisi daha yüksek ise)"; WBF "the Director shall award to the non-offending side,
   for each board in question, either an artificial adjusted score of average plus [see Law
   12C2(b)] or an assigned adjusted score, whichever is more favorable". 12C2(b), TR "bu skorlar
   artı 3 IMP veya eksi 3 IMP ye karşılık gelir"; WBF "that score is plus 3 IMPs or minus 3 IMPs
   respectively". 12C1(c), TR "Atamalı ayarlı skor, masada gerçekleşmesi olası birkaç farklı
   sonucun gerçekleşme oranına bağlı ağırlıklı toplamı yansıtacak şekilde belirlenebilir"; WBF "An
   assigned adjusted score may be weighted to reflect the probabilities of a number of potential
   results".

   Three results weighted a third each (33.3333333333 %, 33.3333333333 %, 33.3333333334 %, the
   weights the form takes) at 2, 3 and 4 IMPs weigh 3 IMPs: the assigned score is average plus's
   3 IMPs, neither higher. Before, the engine compared the unrounded sum (3.000000000001 in one
   order, 2.999999999999 in the other) and said "the assigned adjusted score" was the higher in
   one order and "average plus" in the other, with every figure on the page 3 IMPs, and the
   record's Laws differing (12C1(c), 78B or 12C2(b)). Now the two are compared as the page gives
   them (two decimals): the same, both orders.

2. The change-of-call Ending (`?path=replaced&withdrawn=pass_lho_later|bid_lho_later|
   double_lho_later`) said "Law 25B says only that Law 26 may apply": 25B says more (25B1 TR "Bu
   durumda ilk konuşma geri alınır ve ikinci konuşma kalır ve artırım devam eder (Yasa 26
   uygulanabilir)", WBF "The first call is then withdrawn, the second call stands and the auction
   continues (Law 26 may apply)"; 25B3 TR "Geri alınan ya da iptal edilen herhangi bir konuşma ile
   ilgili olarak Yasa 16C uygulanır", WBF "Law 16C applies to any call withdrawn or cancelled").
   What it says of Law 26 is only that it may apply: the sentence now says that.
"""

from __future__ import annotations

import re

import pytest

import rulings

from .test_desk95 import FOULED, WRONG, _walk
from .test_desk97 import LATER, _later
from .test_judgement import START, form_fields, record_laws, text_of

pytestmark = pytest.mark.django_db

THIRDS = ("33.3333333333", "33.3333333333", "33.3333333334")
# 2, 3 and 4 IMPs against -620 at the other table (78B: 70 -> 2, 90 -> 3, 130 -> 4).
SCORES = ("-550", "-530", "-490")
# desk98: the wrong board asks 86B1 or 86B2 first; the fouled board has no 86B3 question.
TEAMS_ANSWERS = {
    "wrong_board": (WRONG, ("teams", "multiple", "no", "one")),
    "fouled": (FOULED, ("fouled", "f_teams", "one")),
}
WALK_LAWS = {"wrong_board": "86B, 86B2, 86B2(b)", "fouled": "87A, 87C, 86B2, 86B2(b)"}
EQUAL = {
    "en": "The higher, to North-South, the non-offending side (Law 86B2(b)): average plus and the assigned adjusted "
    "score, the same: +3 IMPs",
    "tr": "Yüksek olan, kusursuz taraf Kuzey-Güney için (Yasa 86B2(b)): averaj artı ile atanmış ayarlı skor, ikisi "
    "aynı: +3 IMP",
}


def _query(scores) -> dict:
    outcomes = [{"score": int(s), "weight": float(w) / 100} for s, w in zip(scores, THIRDS, strict=True)]
    return {"q": "teams_one_at_fault", "outcomes": outcomes, "other": -620}


@pytest.mark.parametrize("scores", [SCORES, tuple(reversed(SCORES))])
def test_the_engine_says_equal_when_the_weighted_imps_are_average_plus_at_two_decimals(scores):
    got = rulings.answer(_query(scores))
    assert sorted(got["each"]) == [2, 3, 4]
    assert (got["assigned"], got["average_plus"]) == (3, 3)
    assert (got["awarded"], got["non_offending"], got["offending"]) == ("equal", 3, -3)
    assert got["laws"] == ["86B2(b)", "12C2(b)"]


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize("order", ["as_typed", "reversed"])
@pytest.mark.parametrize("path", list(TEAMS_ANSWERS))
def test_the_page_says_the_same_whatever_the_order_of_the_thirds(director_client, lang, order, path):
    title, answers = TEAMS_ANSWERS[path]
    page = _walk(director_client, lang, title, answers)
    scores = SCORES if order == "as_typed" else tuple(reversed(SCORES))
    typed = {f"score{n}": s for n, s in enumerate(scores, 1)} | {f"weight{n}": w for n, w in enumerate(THIRDS, 1)}
    params = {**form_fields(page, "weighted"), "kind": "weighted", "form": "imps", "side": "NS", "vul": "None"}
    result = director_client.get(START[lang], {**params, **typed, "other": "-620"})
    assert result.status_code == 200
    figures = re.findall(r'<p class="score-total judgement-figure">([^<]+)</p>', text_of(result))
    assert len(figures) == 4
    assert figures[2] == EQUAL[lang]
    assert record_laws(director_client, result, lang) == f"{WALK_LAWS[path]}, 12C2(b)"


SAYS_ONLY = {
    # desk98's sentence, which replaced qa96's "Law 25B says of Law 26 only that it may apply" when
    # both were merged: 25B1 and 25B2 each say "(Law 26 may apply)" / "(Yasa 26 uygulanabilir)".
    "en": ("Laws 25B1 and 25B2 say that Law 26 may apply", "Law 25B says only that Law 26 may apply"),
    "tr": ("Yasa 25B1 ve 25B2 Yasa 26'nın uygulanabileceğini söyler", "Yasa 25B yalnızca Yasa 26'nın"),
}


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize("label", list(LATER))
def test_the_change_of_call_ending_does_not_say_25b_says_only_that_26_may_apply(director_client, lang, label):
    text = " ".join(text_of(_later(director_client, lang, label)).split())
    now, before = SAYS_ONLY[lang]
    assert now in text
    assert before not in text
