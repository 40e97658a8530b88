"""The read-out of the card-played-on-misinformation guide's "an opponent told me it was my turn"
Ending states 47E1's condition as the official Turkish does: the player was told it was his turn
*to lead* (qa163). The page's own sentence and its note already said so; the read-out, what the
Director reads aloud at the table, said "your turn" ("sıranın sizde"), which takes in a player told
it was his turn to play, the WBF's case and not the Turkish's.

47E1 (TR): "Sırasız bir çıkış (veya bir kartın oynanması), çıkış yapan oyuncu çıkış sırasının
kendisinde olduğu konusunda rakipleri tarafından yanlış bilgilendirilmişse herhangi bir yaptırım
olmaksızın geri alınabilir." 47E1 (WBF): "A lead out of turn (or play of a card) is retracted without
further rectification if the player was mistakenly informed by an opponent that it was his turn to
lead or play (see Law 16C)." The read-out's English also said the WBF's "without further
rectification" where the Turkish says "herhangi bir yaptırım olmaksızın" (without any sanction), as
the page's own English does."""

import pytest

from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db
SLUG = "card-played-on-misinformation"
KEYS = ["told-my-turn", "opponent"]


@pytest.mark.parametrize(
    "lang, now, old",
    [
        (
            "tr",
            "Bir rakip size yanlışlıkla çıkış sırasının sizde olduğunu söyledi: çıkışınız ya da kartınız herhangi bir yaptırım olmaksızın geri alınabilir (Yasa 47E1).",
            "yanlışlıkla sıranın sizde olduğunu",
        ),
        (
            "en",
            "An opponent wrongly told you it was your turn to lead: your lead or card may be retracted without any sanction (Law 47E1).",
            "it was your turn:",
        ),
    ],
)
def test_the_read_out_says_the_player_was_told_it_was_his_turn_to_lead(client, lang, now, old):
    reads(client, SLUG, KEYS, lang, now)
    never_reads(client, SLUG, KEYS, lang, old, "without further rectification")
