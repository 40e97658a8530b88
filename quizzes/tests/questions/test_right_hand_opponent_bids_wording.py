"""The explanation step of 31A2(a) and 32A2(a) names the right-hand opponent's bid, double or
redouble, as A2 does, not any call of his: a pass is A1's case, where the offender must repeat his call.

Law 31A1/31A2 (Turkish, official): "1. Bu rakip pas geçerse, kusurlu oyuncu sırasız konuşmasını
tekrar etmek zorundadır ... 2. Bu rakip yasal bir deklare verir, kontr veya sürkontr atarsa, kusurlu
oyuncu herhangi bir yasal konuşmayı yapabilir". WBF: "1. If that opponent passes, offender must
repeat the call out of rotation ... 2. If that opponent makes a legal bid, double or redouble,
offender may make any legal call".

Law 32A1/32A2 (Turkish): "1. Kusurlu oyuncunun sağındaki rakip pas geçerse, kusurlu oyuncu sırasız
kontr veya sürkontrunu tekrar etmek zorundadır ... 2. Kusurlu oyuncunun sağındaki rakip deklare verir,
kontr veya sürkontr atarsa, kusurlu oyuncu sıra kendisine geldiğinde herhangi bir yasal konuşmayı
yapabilir". WBF: "1. If offender's RHO passes, offender must repeat his out-of-rotation double or
redouble ... 2. If offender's RHO bids, doubles or redoubles, the offender may in turn make any legal call".

No generated question cites 31A2(a) or 32A2(a) today (they ask before the offender's call is judged;
checked over seeds 1-4000), so the step is tested where every question takes it, `explain`.
"""

import pytest

from quizzes.generators.auction_story import explain


# 31A2 says "legal" ("yasal bir deklare" / "a legal bid, double or redouble"), 32A2 does not (qa226).
@pytest.mark.parametrize(
    "label, en_condition",
    [("31A2(a)", "makes a legal bid, double or redouble"), ("32A2(a)", "bids, doubles or redoubles")],
)
def test_the_comparable_call_step_names_a_bid_double_or_redouble(label, en_condition):
    (tr,) = explain((label,), "tr")
    (en,) = explain((label,), "en")
    assert "deklare verir, kontr ya da sürkontr derse" in tr, tr
    assert en_condition in en, en
    # "any call" would take in A1's pass
    assert "konuşursa" not in tr, tr
    assert "calls," not in en, en
