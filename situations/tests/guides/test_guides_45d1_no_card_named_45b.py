"""The card-from-dummy 45D1 Ending says what follows when declarer had named no card: 45B, declarer
names the card dummy is to play (session 91, qa253; qa241 and qa230 left it unsaid).

45D1, TR "Eğer Yer, deklaranın söylemediği bir kartı oynanmış konuma getirirse, bu kart, her iki
taraf ta bir sonraki löveye kart oynamadan önce buna dikkat çekilirse geri alınmak zorundadır"; WBF "If
dummy places in the played position a card that declarer did not name, the card must be withdrawn if
attention is drawn to it before each side has played to the next trick": it says nothing of the card
then played. 45C4(a) makes a card played only if it was named or designated (TR "Bir oyuncunun, sözle
veya başka herhangi bir biçimde belirttiği kart oynamak zorundadır"; WBF "A card is played if a player
names or otherwise designates it as the card he proposes to play"). What remains when none was named is
45B, TR "Deklaran kartın adını söyleyerek yerden kart oynar, bundan sonra yer o kartı alır ve masanın
üzerine yüzü yukarı gelecek şekilde koyar."; WBF "Declarer plays a card from dummy by naming the card,
after which dummy picks up the card and faces it on the table."

45B goes in the Ending's advice (the page quotes it; only an advice-only paragraph's share of score
is lent, lawbook.search.borrowing) and in the read-out (not indexed)."""

import pytest

from situations.content import BY_SLUG
from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "card-from-dummy"
KEYS = ["wrong-card", "not-yet"]

ADVICE = {
    "tr": "Deklaran kartın adını söyleyerek yerden kart oynar, bundan sonra yer o kartı alır ve masanın "
    "üzerine yüzü yukarı gelecek şekilde koyar (Yasa 45B).",
    "en": "Declarer plays a card from dummy by naming the card, after which dummy picks up the card and "
    "faces it on the table (Law 45B).",
}
READ = {
    "tr": "söylemediyse yerden oynanacak kartın adını şimdi söyler (Yasa 45B)",
    "en": "Declarer's named card is played (Law 45C4(a)), else he names one (Law 45B).",
}


def test_45b_is_among_the_ending_s_laws():
    _, ending = BY_SLUG[SLUG].walk(KEYS)
    assert "45B" in ending.laws


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_page_says_45b(client, lang):
    guide_pages.says(client, SLUG, KEYS, lang, ADVICE[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_says_declarer_names_dummy_s_card_if_he_named_none(client, lang):
    guide_pages.reads(client, SLUG, KEYS, lang, READ[lang])
