"""The misinformation guide's "An opponent gave a wrong explanation" Ending gives 47E2(b) beside
47E2(a): when the card played on the misexplanation can no longer be retracted, the Director may award
an adjusted score (docs/legal-review.md, Session 89 (qa221)).

47E2(a): TR "Bir oyuncu bir rakibinin konuşması veya oyununun yanlış açıklanması sebebiyle ve
düzeltilmiş bir açıklamadan önce oynadığı bir kartı, sadece o löveye daha sonra başka kart
oynanmamışsa herhangi bir onarma olmaksızın geri alabilir."; WBF "A player may retract the card he has
played because of a mistaken explanation of an opponent's call or play and before a corrected
explanation, without further rectification, but only if no card was subsequently played".
47E2(b): TR "Önceki (a) bendine göre, bir oyunu düzeltme olanağı kalmadığında, hakem ayarlı skor
verebilir."; WBF "When it is too late to correct a play under (a) the Director may award an adjusted
score." The Ending gave the retraction and its limits, and for "too late" only a call's (21B3); 20F6
sends the Director to Law 21 or Law 47E, as the table requires."""

import pytest

from situations.content.misinformation import RECEIVED
from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db
KEYS = ["opponent"]


@pytest.mark.parametrize(
    "lang, sentence",
    [
        ("tr", "Oyunu düzeltme olanağı kalmadığında hakem ayarlı skor verebilir (Yasa 47E2(b))."),
        ("en", "When it is too late to correct the play, the Director may award an adjusted score (Law 47E2(b))."),
    ],
)
def test_too_late_to_retract_the_director_may_adjust(client, lang, sentence):
    says(client, "misinformation", KEYS, lang, sentence)


def test_47e2b_is_quoted_beside_the_ending():
    assert "47E2(b)" in RECEIVED.laws
