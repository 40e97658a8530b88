"""The dummy's-rights guide's asked-revoke Ending (no 43A2 breach) says 62C2 beside 62C1: when a defender
takes back a card he played after declarer's revoke, the player of declarer's side next in rotation may
change his card too.

62C1 (TR): "Kusursuz tarafın her iki üyesi rönonstan sonra buna dikkat çekilmeden önce oynamış olabileceği
her kartı geri alabilir ve eline geri koyar. (Bkz. Yasa 16C.)" (WBF): "Each member of the non-offending side
may withdraw and return to his hand any card he may have played after the revoke but before attention was
drawn to it (see Law 16C)."
62C2 (TR): "Kusursuz bir oyuncu bir kartı bu şekilde geri aldıktan sonra, kusurlu tarafın sıradaki
oyuncusu da kartı değiştirebilir, bu oyuncu defans oyuncusu ise bu kart cezalı karta dönüşür. (Bkz. Yasa
16C.)" (WBF): "After a non-offender so withdraws a card, the player of the offending side next in rotation
may withdraw his played card, which becomes a penalty card if the player is a defender (see Law 16C)."

Dummy may ask when declarer "has failed to follow suit to a trick" (42B1), not only before anyone else has
played to it: declarer second to play, West third, dummy fourth, then dummy asks. If West takes his card
back, dummy's card (next in rotation) may be changed. The Ending's chooser named the defender's choice
alone and its page and read-out said nothing of the offending side's; the revoke guide says both
(revoke.py). The penalty-card clause is for a defender, and the offending side here is declarer's."""

import pytest

from situations.content import BY_SLUG
from situations.tests.guides.guide_pages import page, reads, says

pytestmark = pytest.mark.django_db
SLUG = "dummy-rights"
KEYS = ["asked-revoke", "no-a2-violation"]

NOW = {
    "tr": "Bir defans oyuncusu kartını böyle geri alırsa, kusurlu tarafın (deklaranın tarafının) sıradaki oyuncusu da kartını değiştirebilir (Yasa 62C2).",
    "en": "If a defender so withdraws a card, the player of the offending side (declarer's) next in rotation may withdraw his played card too (Law 62C2).",
}
CHOOSER = {
    "tr": "alırsa kusurlu tarafın sıradaki oyuncusu da kartını değiştirip değiştirmemeyi seçer (Yasa 62C2)",
    "en": "if he does, the offending side's player next in rotation chooses whether to change his card too (Law 62C2)",
}
READ = {
    "tr": "o zaman kusurlu tarafın sıradaki oyuncusu da kartını değiştirebilir (Yasa 62C2)",
    "en": "the offending side's player next in rotation may then change his card too (Law 62C2)",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_page_says_62c2(client, lang):
    says(client, SLUG, KEYS, lang, NOW[lang], CHOOSER[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_says_62c2(client, lang):
    reads(client, SLUG, KEYS, lang, READ[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_page_quotes_62c2(client, lang):
    """Named in the Ending's lines, 62C2 is quoted beside them (situations.views._named). It is not added to
    the Ending's `laws` (what the search borrows for): measured, that alone took 42B1 from first to second for
    "is it fine for dummy to ask declarer if he has no hearts" (newguides-dev3 en)."""
    assert 'data-label="62C2"' in page(client, SLUG, KEYS, lang)
    _, ending = BY_SLUG[SLUG].walk(KEYS)
    assert "62C2" in getattr(ending.chooser, lang)
