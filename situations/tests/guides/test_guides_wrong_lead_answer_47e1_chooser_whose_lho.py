"""Whose left-hand opponent, in the chooser of the card-played-on-misinformation guide's "an opponent told me it
was my turn" Ending (audit335, session 96).

47E1, TR (official): "Sırasız bir çıkış (veya bir kartın oynanması), çıkış yapan oyuncu çıkış sırasının
kendisinde olduğu konusunda rakipleri tarafından yanlış bilgilendirilmişse ... geri alınabilir. ... Bu durumda
yapılan bir çıkış veya oyun, soldaki rakip tarafından kabul edilemez"; WBF: "... if the player was mistakenly
informed by an opponent that it was his turn to lead or play ... A lead or play may not be accepted by his LHO
in these circumstances".

The "Who chooses" line said "Soldaki rakip kabul edemez" / "The left-hand opponent may not accept it": on its
own under its heading, it does not say whose left (the opponent who misinformed may sit on either side of the
player). Now "Oyuncunun solundaki rakip" / "The player's left-hand opponent": the player of the `now` line
above it ("Oyuncu, çıkış sırasının kendisinde olduğu konusunda rakipleri tarafından yanlış bilgilendirildiyse" /
"If the player was misinformed by his opponents"), as 47E1's "his LHO". 47E1's Turkish "çıkış yapan oyuncunun"
moved player-questions-newguides-dev16 tr MRR 0.520 -> 0.519 (bench/search_quality.py --brief); "Oyuncunun" moves
no set."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

SLUG = "card-played-on-misinformation"
KEYS = ["told-my-turn", "opponent"]
CHOOSER = {
    "tr": "Oyuncunun solundaki rakip kabul edemez; hakem uygular.",
    "en": "The player's left-hand opponent may not accept it; the Director rules.",
}
OLD = {"tr": "Soldaki rakip kabul edemez", "en": "The left-hand opponent may not accept it"}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_chooser_names_whose_left_hand_opponent(client, lang):
    says(client, SLUG, KEYS, lang, CHOOSER[lang])
    never_says(client, SLUG, KEYS, lang, OLD[lang])
