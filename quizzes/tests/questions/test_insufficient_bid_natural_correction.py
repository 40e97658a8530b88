"""An insufficient bid replaced by another sufficient bid (not the lowest in its strain) is a 27B2
question only if that bid is not the one 27B1(a) names, which turns on what the two bids specify,
not on the Director's judgement: the story says both bids are natural.

Law 27B1(a) (Turkish, official): "Yetersiz deklare, geri alınan konuşma ile aynı türü(türleri)
belirten yeterli en düşük deklare ile düzeltilmişse, bir onarma yapılmaksızın artırma devam eder."
WBF: "if the insufficient bid is corrected by the lowest sufficient bid which specifies the same
denomination(s) as that specified by the withdrawn call, the auction proceeds without further
rectification."

Law 27B2 (Turkish): "Yukarıda B1 ile hükme bağlananın dışında, eğer yetersiz deklare yeterli bir
deklare ile ya da pas ile düzeltilmişse, kusurlu oyuncunun ortağı konuşma sırası kendisine her
geldiğinde pas geçmek zorundadır." WBF: "except as provided in B1 above, if the insufficient bid is
corrected by a sufficient bid or by a pass, the offender's partner must pass whenever it is his turn
to call."

The story's "The Director does not judge the new call comparable" settles 27B1(b) only; an
artificial replacement (a transfer, a cue bid) could specify the withdrawn bid's denomination and be
the lowest bid that does, and then 27B1(a), not 27B2, rules.
"""

import pytest

from quizzes.generators import generate

pytestmark = pytest.mark.django_db


def _replaced_by_another_bid():
    for seed in range(1, 301):
        q = generate("insufficient_bid", seed)
        last = q.scenario["calls"][-1]
        told = "does not judge the new call comparable" in q.prompt_en and isinstance(last, str)
        if told and last.split(":")[1][0].isdigit():  # a bid, not a pass or a double
            yield seed, q


def test_a_correction_by_another_sufficient_bid_says_both_bids_are_natural():
    asked = 0
    for seed, q in _replaced_by_another_bid():
        asked += 1
        assert q.expected["laws"][0] == "27B2", (seed, q.expected["laws"])
        assert "Both bids are natural." in q.prompt_en.split("What does")[0], (seed, q.prompt_en)
        assert "İki deklare de doğaldır." in q.prompt_tr.split("Hakemin kararı")[0], (seed, q.prompt_tr)
    assert asked > 20, asked


def test_a_correction_by_a_pass_or_a_double_does_not():
    """A pass is no bid (27B1(a) is for a bid) and a double is 27B3's; the Director's stated
    judgement settles 27B1(b) for both, so their answer does not turn on the bids' meaning."""
    seen = set()
    for seed in range(1, 201):
        q = generate("insufficient_bid", seed)
        last = q.scenario["calls"][-1]
        if "does not judge the new call comparable" in q.prompt_en and isinstance(last, str):
            replacement = last.split(":")[1]
            if replacement in ("pass", "X"):
                seen.add(replacement)
                assert "Both bids are natural." not in q.prompt_en, seed
    assert seen == {"pass", "X"}, seen
