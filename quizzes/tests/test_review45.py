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
