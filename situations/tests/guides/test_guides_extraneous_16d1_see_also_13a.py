"""The extraneous-information guide's step for a card of another player seen at one's own table
before the auction gives 16D1's cross-reference to Law 13A.

16D1 (TR): "... artırım başlamadan (Ayrıca bkz. Yasa 13A) kendi masasındaki başka bir oyuncuya ait
bir kartı görmek gibi yollardan izinsiz bilgi edindiği zaman, hakem masaya, tercihen bilginin
alıcısı tarafından, derhal çağrılmalıdır."
16D1 (WBF): "... or by seeing a card belonging to another player at his own table before the auction
begins (see also Law 13A), the Director should be notified forthwith, preferably by the recipient of
the information."
13A2 (TR): "Hakem, bord ceplerinin bir veya daha fazlasının yanlış sayıda kart içerdiğini belirlerse ve
bir oyuncu rakibe ait bir veya daha fazla sayıda kartı görmüş ise, Hakem bordun oynanmasına ve
skorun ortaya çıkmasına izin verir."
13A2 (WBF): "When the Director determines that one or more pockets of the board contained an
incorrect number of cards and a player has seen one or more cards of another player's hand, the
Director allows the board to be played and scored."

The step sent a card seen "when or after the hands were taken from the board" to 16D2's four
courses (seats changed, a redeal...) and never named 13A, whose course, where a pocket held a wrong
number of cards, is another: the board is played and scored."""

import pytest

from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db
SLUG = "extraneous-information"
KEYS = ["card-at-my-table"]


@pytest.mark.parametrize(
    "lang, said",
    [
        ("tr", "Bord ceplerinden biri yanlış sayıda kart içeriyorsa ayrıca bkz. Yasa 13A (Yasa 16D1)"),
        ("en", "If a pocket of the board held a wrong number of cards, see also Law 13A (Law 16D1)"),
    ],
)
def test_the_card_at_my_table_step_gives_16d1_s_see_also_13a(client, lang, said):
    says(client, SLUG, KEYS, lang, said)
