"""Law 58B4 in the premature-play guide's read-out for simultaneous cards found late: the moment is
both sides having played to the next trick, not the end of that trick.

58B4: TR "Her iki taraf da sonraki löveye oynayıncaya kadar eşzamanlı oyun fark edilmemişse Yasa 67
uygulanır."; WBF "If the simultaneous play remains undiscovered until both sides have played to the
next trick, Law 67 applies."

The English read-out said "The extra card was found after the next trick", which names a later
moment (the next trick played out) than the Law's and the Ending's own question ("Nobody noticed
until both sides had played to the next trick"); the Turkish read-out said the Law's moment (qa268)."""

import pytest

from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db

SLUG = "premature-play"
KEYS = ["two-cards", "found-late"]
BOTH_SIDES = {
    "tr": "Fazla kart, iki taraf da sonraki löveye oynadıktan sonra fark edildi; Yasa 67 (özürlü löve) uygulanır (Yasa 58B4).",
    "en": "The extra card was found only after both sides had played to the next trick; Law 67 (defective trick) applies (Law 58B4).",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_says_58b4s_moment(client, lang):
    reads(client, SLUG, KEYS, lang, BOTH_SIDES[lang])


def test_the_english_no_longer_says_after_the_next_trick(client):
    never_reads(client, SLUG, KEYS, "en", "The extra card was found after the next trick")
