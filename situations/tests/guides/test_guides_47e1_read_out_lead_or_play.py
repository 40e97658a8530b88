"""The read-out of the card-played-on-misinformation guide's "an opponent told me it was my turn"
Ending says the left-hand opponent may not accept the lead *or play*, as 47E1 does: the Ending is
for a lead out of turn or a card played ("your lead or card may be retracted"), and a read-out that
says only "this lead" leaves the played card out.

47E1 (TR): "Sırasız bir çıkış (veya bir kartın oynanması), çıkış yapan oyuncu çıkış sırasının
kendisinde olduğu konusunda rakipleri tarafından yanlış bilgilendirilmişse herhangi bir yaptırım
olmaksızın geri alınabilir. (Bkz. Yasa 16C.) Bu durumda yapılan bir çıkış veya oyun, soldaki rakip
tarafından kabul edilemez ve Yasa 63A1geçerli değildir."
47E1 (WBF): "A lead out of turn (or play of a card) is retracted without further rectification if
the player was mistakenly informed by an opponent that it was his turn to lead or play (see Law
16C). A lead or play may not be accepted by his LHO in these circumstances and Law 63A1 does not
apply." """

import pytest

from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db
SLUG = "card-played-on-misinformation"
KEYS = ["told-my-turn", "opponent"]


@pytest.mark.parametrize(
    "lang, phrase, old",
    [
        ("tr", "Solunuzdaki rakip bu çıkışı ya da oyunu kabul edemez", "Soldaki rakip bu çıkışı kabul edemez."),
        (
            "en",
            "Your left-hand opponent may not accept this lead or play",
            "The left-hand opponent may not accept this lead.",
        ),
    ],
)
def test_the_read_out_says_the_lead_or_play_may_not_be_accepted(client, lang, phrase, old):
    reads(client, SLUG, KEYS, lang, phrase)
    never_reads(client, SLUG, KEYS, lang, old)
    never_reads(client, SLUG, KEYS, lang, old)
