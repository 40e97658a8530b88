"""The refusal of a `correct` of an established revoke carries, as data, the paragraph of 63A whose act
established it (`refused.values["established_by"]`), for a page to say that act; the answer's words,
the contract's, are unchanged (docs/rulings-cli.md, Additions, "The refusal of a correction names the
act of 63A"; session 86, qa193).

63A, TR "1. Kusurlu oyuncu veya ortağı bir sonraki löveye çıkış yaptığı ya da kart oynadığında ... 2.
Kusurlu oyuncu veya ortağı bir sonraki löveye oynanacak kartı söylediğinde ya da başka herhangi bir
şekilde işaret ettiğinde."; WBF "1. when the offender or his partner leads or plays to the following
trick ... 2. when the offender or his partner names or otherwise designates a card to be played to the
following trick." 63B, WBF "Once a revoke is established, it may no longer be corrected".
"""

import pytest

from rulings import answer
from rulings.tests.play.test_revoke_established_by import DEAL, NAMED, TRICK_ONE

CORRECT = {"act": "correct", "seat": "N", "card": "D4"}


def refusal(play: list):
    return answer({"q": "state", "deal": DEAL, "contract": "4H", "declarer": "S", "play": play})


@pytest.mark.parametrize(
    "play, law, error",
    [
        (
            [*TRICK_ONE, NAMED, CORRECT],
            "63A2",
            "play[6]: N's revoke on trick 1 is established (Law 63A2: declarer has named dummy's card to a "
            "later trick) and may no longer be corrected (Law 63B)",
        ),
        (
            [*TRICK_ONE, "N:SA", CORRECT],
            "63A1",
            "play[6]: N's revoke on trick 1 is established (Law 63A1: N or his partner has played to a later "
            "trick) and may no longer be corrected (Law 63B)",
        ),
    ],
)
def test_the_refusal_of_a_correction_carries_the_act_that_established_the_revoke(play, law, error):
    got = refusal(play)
    assert got == {"error": error}  # the contract's answer, word for word
    assert got.refused.problem == "revoke_established"
    assert got.refused.values["established_by"] == law
