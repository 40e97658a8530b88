"""review45: a second read of auditq45a, auditq45b and the lead's changes against the official
Turkish and the WBF English (docs/legal-review.md, "review45"). Each test generates the questions
that showed a fault and asserts what a director reads there."""

import pytest

from quizzes.generators import generate

pytestmark = pytest.mark.django_db


def test_an_accepted_insufficient_bid_does_not_offer_no_rectification_as_a_wrong_choice():
    """Law 27A1 (Turkish, official): "Herhangi bir yetersiz deklare, kusurlu oyuncunun solundaki
    rakibinin isteği ile kabul edilebilir (yasal olarak işlem görebilir). Bu oyuncu konuşursa
    deklare kabul edilmiş olur." WBF: "Any insufficient bid may be accepted (treated as legal) at
    the option of offender's LHO. It is accepted if that player calls."

    Once the left-hand opponent accepts, the bid is treated as legal: no rectification follows and
    the offender's partner calls as he chooses. The choice "No rectification: the auction continues
    and East may call freely" is then as true as the answer, yet it was offered as wrong (seed 35
    among others), with the reason that the auction goes on without rectification "only after" a
    27B1 correction."""
    accepted = [q for q in (generate("insufficient_bid", seed) for seed in range(1, 301)) if q.laws == ("27A1",)]
    assert len(accepted) > 10
    for q in accepted:
        assert "bid stands as legal;" in q.choice(q.answer).en, q.seed
        assert len(q.choices) == 4, q.seed
        assert not any(c.en.startswith("No rectification") for c in q.choices), q.seed
        assert not any(c.tr.startswith("Onarma yoktur") for c in q.choices), q.seed


def test_the_revoke_trick_won_by_the_offenders_partner_says_nothing_of_an_old_rule():
    """Law 64A1 (Turkish, official): "Rönons resmileştiğinde: 1. ve rönonsun olduğu löve kusurlu
    oyuncu19 tarafından kazanıldığında, oyun sonunda, rönonsun olduğu löve ile birlikte kusurlu
    tarafın kazandığı daha sonraki lövelerden biri kusursuz tarafa aktarılır." 64A2: "ve rönonsun
    olduğu löve kusurlu oyuncu19 tarafından kazanılmadığında, eğer ki kusurlu taraf bu löveyi veya
    sonraki herhangi bir löveyi kazanmışsa, oyun sona erdikten sonra, kusursuz tarafa bir löve
    aktarılır." Footnote 19: "Bu Yasaya göre, yerin kazandığı bir löve, deklaranın kazandığı löve
    değildir." WBF: "When a revoke is established: 1. and the trick on which the revoke occurred
    was won by the offending player19, at the end of the play the trick on which the revoke
    occurred is transferred to the non-offending side together with one of any subsequent tricks
    won by the offending side. 2. and the trick on which the revoke occurred was not won by the
    offending player19 then, if the offending side won that or any subsequent trick, after play ends
    one trick is transferred to the non-offending side." Footnote 19: "A trick won in dummy is not
    won by declarer for the purposes of this Law."

    The step after a revoke trick won by the offender's partner said the side's winning it was
    enough "as under the old rule" ("eski kuraldaki gibi"): an earlier edition, which neither text
    holds. The step now states the 2017 rule alone."""
    partner_won = []
    for q in (generate("revoke", seed) for seed in range(1, 200)):
        en = [s for s in q.explanation_en.split("\n") if s.startswith("Two tricks go only when")]
        tr = [s for s in q.explanation_tr.split("\n") if s.startswith("İki löve yalnızca")]
        if en:
            partner_won.append(q.seed)
            assert en == [
                "Two tricks go only when the offending player himself won the revoke trick; his side winning it is not enough."
            ]
            assert tr == [
                "İki löve yalnızca rönons lövesini kusurlu oyuncunun kendisi kazandığında aktarılır; tarafının kazanması yetmez."
            ]
        assert "old rule" not in q.explanation_en and "eski kural" not in q.explanation_tr, q.seed
    assert len(partner_won) > 5
