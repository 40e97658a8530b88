"""Whose left-hand opponent, in the read-out of the card-played-on-misinformation guide's "an opponent told me
it was my turn" Ending (audit335, session 96).

47E1, TR (official): "Sırasız bir çıkış (veya bir kartın oynanması), çıkış yapan oyuncu çıkış sırasının
kendisinde olduğu konusunda rakipleri tarafından yanlış bilgilendirilmişse ... geri alınabilir. ... Bu durumda
yapılan bir çıkış veya oyun, soldaki rakip tarafından kabul edilemez ve Yasa 63A1geçerli değildir."; WBF:
"... if the player was mistakenly informed by an opponent that it was his turn to lead or play (see Law 16C).
A lead or play may not be accepted by his LHO in these circumstances and Law 63A1 does not apply."

The left-hand opponent is the misinformed player's ("his LHO"). The read-out speaks to that player ("An
opponent wrongly told you it was your turn to lead: your lead or card ...") and went on "The left-hand
opponent may not accept this lead or play" / "Soldaki rakip ... kabul edemez": read aloud at the table, the
left of whom it does not say (the opponent who misinformed may sit on either side). Now "Your left-hand
opponent" / "Solunuzdaki rakip", the player the read-out addresses."""

import pytest

from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db

SLUG = "card-played-on-misinformation"
KEYS = ["told-my-turn", "opponent"]
READ = {
    "tr": "Solunuzdaki rakip bu çıkışı ya da oyunu kabul edemez ve Yasa 63A1 geçerli değildir.",
    "en": "Your left-hand opponent may not accept this lead or play, and Law 63A1 does not apply.",
}
OLD = {"tr": "Soldaki rakip bu çıkışı", "en": "The left-hand opponent may not accept this lead"}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_names_the_misinformed_player_s_left_hand_opponent(client, lang):
    reads(client, SLUG, KEYS, lang, READ[lang])
    never_reads(client, SLUG, KEYS, lang, OLD[lang])
