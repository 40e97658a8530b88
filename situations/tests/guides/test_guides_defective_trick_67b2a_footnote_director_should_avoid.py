"""The defective-trick too-many-cards Ending says footnote 20 to 67B2(a) whole: the Director should
avoid, when possible, exposing a defender's played cards, and only then what an exposed extra card
becomes.

Footnote 20: TR "Hakem, mümkün olduğunca, defans oyuncusunun oynanmış kartlarını göstermekten
kaçınmalıdır, ancak bir defans oyuncusunun eline geri konulacak fazladan bir kart gözükürse, bu kart
cezalı karta dönüşür (bkz. Yasa 50)." WBF "The Director should avoid, when possible, exposing a
defender's played cards, but if an extra card to be restored to a defender's hand has been exposed, it
becomes a penalty card (see Law 50)."

The footnote is to 67B2(a)'s "bütün fazla kartları eline geri koymasını ister" / "requires the offender
to restore to his hand all extra cards", in the sentence that has the Director inspect the played cards
(TR "hakem oynanmış kartları inceler"; WBF "the Director inspects the played cards"), which the Ending's
`now` says. The page gave the footnote's "but" half alone: the Director's "should" (the WBF
Introduction's "should": failure is an infraction, not often penalised) that qualifies his inspection
was missing. It is said among the Ending's things to weigh (advice, which the search does not read):
in `now` it moved a search set (docs/legal-review.md, Session 89 (qa224))."""

from pathlib import Path

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "defective-trick"
KEYS = ["wrong-count", "later", "too-many"]

WHOLE = {
    "tr": (
        "Hakem, mümkün olduğunca, defans oyuncusunun oynanmış kartlarını göstermekten kaçınmalıdır (Yasa 67B2(a) dipnotu)",
        "Bir defans oyuncusunun eline geri konacak fazla kart görünmüşse cezalı kart olur (Yasa 67B2(a) dipnotu, Yasa 50)",
    ),
    "en": (
        "The Director should avoid, when possible, exposing a defender's played cards (footnote to Law 67B2(a))",
        "If an extra card to be restored to a defender's hand has been exposed, it becomes a penalty card (footnote to Law 67B2(a), Law 50)",
    ),
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_too_many_ending_says_the_footnote_whole(client, lang):
    guide_pages.says(client, SLUG, KEYS, lang, *WHOLE[lang])


def test_the_official_words():
    tr = Path("fixtures/laws_tr.txt").read_text(encoding="utf-8")
    assert "Hakem, mümkün olduğunca, defans oyuncusunun oynanmış kartlarını göstermekten kaçınmalıdır" in tr
