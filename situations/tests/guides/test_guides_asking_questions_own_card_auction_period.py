"""The own-system-card sentences (40B2(b), 20G3) say the auction *period*, in Turkish as in English.

40B2(b) (TR): "Yetkili Federasyon aksine karar almadıkça, bir oyuncu artırım süreci başladıktan oyun
sona erene kadar kendi konvansiyon kartını inceleyemez, ancak (yalnızca) deklaran taraf oyuncuları
sadece Belirginleştirme Sürecinde kendi konvansiyon kartlarına bakabilirler."
40B2(b) (WBF): "Unless the Regulating Authority provides otherwise a player may not consult his own
system card between the commencement of the auction period and the end of play, except that players
of the declaring side (only) may consult their own system card during the Clarification Period."
20G3 (TR): "Yönetici Federasyon'un izin verdiği durumlar haricinde, bir oyuncu artırım ya da oyun
sürecinde kendi sistem kartı ve notlarına başvuramaz. [Ancak bkz. Yasa 40B2(b).]"
20G3 (WBF): "Except as the Regulating Authority allows, a player may not consult his own system card
and notes during the auction period and play [but see Law 40B2(b)]."

The Turkish sentences said "artırım başladıktan" and "artırım ve oyun sırasında": the auction, which
begins with the first call and ends with the final pass (Definitions: "Artırım ... İlk konuşmanın
yapılması ile başlar"), not the auction period (17A: it begins when a player takes his cards out of
the board; 17D1: it takes in the Clarification Period). So the rule left out the Clarification
Period, the very time of 40B2(b)'s exception, and the time before the first call. The English
already said "the auction period"."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "asking-questions"


@pytest.mark.parametrize("keys", [["asking", "after-final-pass", "declarer"], ["asking", "play", "declarer"]])
def test_40b2b_says_from_the_start_of_the_auction_period(client, keys):
    says(
        client,
        SLUG,
        keys,
        "tr",
        "Yetkili Federasyon aksine karar vermedikçe artırım süreci başladıktan oyun bitene kadar kimse kendi konvansiyon kartına bakamaz;",
    )
    never_says(client, SLUG, keys, "tr", "vermedikçe artırım başladıktan")
    says(
        client,
        SLUG,
        keys,
        "en",
        "no player may consult his own system card from the start of the auction period to the end of play",
    )


def test_20g3_says_during_the_auction_period_and_play(client):
    keys = ["answering"]
    says(
        client,
        SLUG,
        keys,
        "tr",
        "Yönetici Federasyon izin vermedikçe artırım ya da oyun sürecinde kendi sistem kartınıza ve notlarınıza bakamazsınız (Yasa 20G3);",
    )
    never_says(client, SLUG, keys, "tr", "artırım ve oyun sırasında kendi sistem kartınıza")
    says(
        client,
        SLUG,
        keys,
        "en",
        "you may not consult your own system card and notes during the auction period and play (Law 20G3)",
    )
