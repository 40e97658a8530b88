"""50E4's adjusted score in the official Turkish's obligation ("atamalıdır") on the exposed-card
guide's penalty-card Endings (qa263, session 92; the rule since qa211: a guide sentence that states a
rule uses the official words).

50E4, TR (official): "E1 maddesinin uygulanmasından sonra, Eğer hakem oyunun sonunda, görünen kartın
kusursuz tarafa zarar veren (bkz Yasa 12B1) bir bilgiyi ilettiğine karar verirse ayarlı bir skor
atamalıdır."
50E4, WBF: "If following the application of E1 the Director judges at the end of play that without the
assistance gained through the exposed card the outcome of the board could well have been different,
and in consequence the non-offending side is damaged (see Law 12B1), he shall award an adjusted
score."

The guide said "ayarlı skor verir" (the present) where the official Turkish says "atamalıdır" and the
WBF "shall"; the sentence keeps its words and takes the obligation: "ayarlı skor vermelidir". The
second sentence of 50E4 ("... ulaşmayı hedefler") is the official present and stays. The English
kept "he awards" then (qa256); qa280 gave it the WBF's "he shall award"; audit327 the pointer "(see
Law 12B1)" both texts give.
"""

from pathlib import Path

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
SLUG = "exposed-card"
ENDINGS = (["defender", "small"], ["defender", "honour-or-intended"])
NEW = "bir bilgi ilettiğine karar verirse ayarlı skor vermelidir; ayarlı skoru belirlerken"
OLD = "karar verirse ayarlı skor verir;"


@pytest.mark.parametrize("keys", ENDINGS, ids="/".join)
def test_the_page_says_50e4_as_an_obligation(client, keys):
    says(client, SLUG, keys, "tr", NEW, "ulaşmayı hedefler (Yasa 50E4)")
    never_says(client, SLUG, keys, "tr", OLD)
    says(client, SLUG, keys, "en", "damaged the non-offending side (see Law 12B1), he shall award an adjusted score")


def test_the_official_turkish_says_atamalidir():
    text = TURKISH.read_text(encoding="utf-8")
    assert "bir bilgiyi ilettiğine karar verirse ayarlı bir skor atamalıdır." in text
