"""Law 13B in the wrong-number-of-cards guide's "during the auction or play" Ending: its condition
(one player with more than 13 cards *and another with fewer*) and 13B1's "without any other change",
each in the paragraph's own words. qa159 found both the Ending's now and its read-out saying "a hand
has more than 13 cards" alone, which a fourteenth card that is not part of the deal (13C) also makes,
and the Turkish saying the WBF's "no change of call" for the official "başka bir değişiklik
olmaksızın"."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db

SLUG = "wrong-number-of-cards"
KEYS = ["during"]

# 13B: TR "Hakem, oyunculardan birinde 13'ten fazla kart bulunduğunu, bir diğerinde ise eksik sayıda
# kart olduğunu belirlerse ve eğer elinde yanlış sayıda kart olan bir oyuncu herhangi bir konuşma
# yapmış ise"; WBF "When the Director determines that a player's hand originally contained more than
# 13 cards with another player holding fewer, and a player with an incorrect hand has made a call".
CONDITION = {
    "tr": "Bir oyuncuda 13'ten fazla, bir başkasında eksik kart varsa ve elinde yanlış sayıda kart olan bir oyuncu konuştuysa",
    "en": "If one player has more than 13 cards, another fewer, and a player with a wrong number of cards has called",
}
CONDITION_WITHOUT_FEWER = {
    "tr": "Bir elde 13'ten fazla kart varsa ve elinde yanlış sayıda kart olan bir oyuncu konuştuysa",
    "en": "If a hand has more than 13 cards and a player with a wrong number of cards has called",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_13b_is_said_for_one_hand_with_more_than_13_and_another_with_fewer(client, lang):
    says(client, SLUG, KEYS, lang, CONDITION[lang])
    never_says(client, SLUG, KEYS, lang, CONDITION_WITHOUT_FEWER[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_gives_13b_its_whole_condition(client, lang):
    reads(client, SLUG, KEYS, lang, CONDITION[lang])
    never_reads(client, SLUG, KEYS, lang, CONDITION_WITHOUT_FEWER[lang])


def test_13b1_is_played_without_any_other_change_in_the_official_turkish_words(client):
    """13B1: TR "Eğer Hakem bordun düzeltilerek oynanabileceğine kanaat getirirse, bord gerekli düzeltme
    yapıldıktan sonra, başka bir değişiklik olmaksızın oynanır"; WBF "If the Director judges that the
    deal can be corrected and played, then the deal may be so played with no change of call". The
    guide's Turkish said the WBF's "hiçbir konuşma değişmeden"; its English now says the Turkish's
    "without any other change" (our English of 13B1, whose editor's note names the WBF's words)."""
    says(client, SLUG, KEYS, "tr", "bord gerekli düzeltme yapıldıktan sonra başka bir değişiklik olmaksızın oynanır")
    never_says(client, SLUG, KEYS, "tr", "hiçbir konuşma değişmeden oynanır")
    says(client, SLUG, KEYS, "en", "it is played, once corrected, without any other change")
    never_says(client, SLUG, KEYS, "en", "it is played with no change of call")
