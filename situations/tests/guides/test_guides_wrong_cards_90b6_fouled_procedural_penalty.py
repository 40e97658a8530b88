"""The wrong-number-of-cards guide's fouled-board Ending says that a procedural penalty may be assessed
for placing cards in a wrong pocket of the board: Law 87 brings none of its own, and Law 90 names that
act, a fouled board's usual cause (87A's card displaced in the board), among its examples.

90A (TR): "Hakem, bu yasaların onarma ile ilgili hükümlerini tatbik etmeye ilaveten, nedensiz yere oyunu
geciktiren veya engelleyen, diğer yarışmacıları rahatsız eden, doğru yöntemi ihlal eden veya bir başka
masada ayarlı skor atanmasını gerektiren her kusurlu davranışı ayrıca cezalandırabilir."
90A (WBF): "The Director, in addition to implementing the rectifications in these Laws, may also assess
procedural penalties for any offense that unduly delays or obstructs the game, inconveniences other
contestants, violates correct procedure, or requires the award of an adjusted score."
90B6 (TR): "Bir veya daha fazla kartı bordun yanlış cebine koyulması."
90B6 (WBF): "placing one or more cards in an incorrect pocket of the board."
87A (TR): "Eğer hakem, bir ya da daha çok kartın borda yanlış yerleştirilmesi veya aynı olması gereken
bordun iki kopyası arasında farklı dağıtan veya zon durumu bulunması sonucu ... o bord “karışmış”
sayılır"; (WBF) "A board is considered to be fouled if the Director determines that a card (or more than
one) was displaced in the board, or if he determines that the dealer or vulnerability differed between
copies of the same board ...".

The Ending stated 87A-87C and 86B2 and advised 7C (each player returns his own thirteen cards to his own
pocket), and said no word of the penalty the Laws name for not doing so, while its siblings state theirs
(after-play 13D's, wrong-board's 15A4 and 90B7). The sentence names the act (a dealer or vulnerability
differing between copies is no player's act), and the page quotes 90A and 90B6 beside it. The English
says "cards returned to an incorrect pocket" (7C's act, how a played board is fouled) rather than 90B6's
"placing": with "placing" or "putting" in the indexed sentence a Turkish story of an unintended call
("yanlış deklare kartını koyduğumu ...") found 13B2 before 25A4."""

import pytest

from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db
SLUG = "wrong-number-of-cards"
KEYS = ["fouled"]


@pytest.mark.parametrize(
    "lang, sentence, quoted",
    [
        (
            "tr",
            "Hakem, onarmalara ek olarak, bir veya daha fazla kartın bordun yanlış cebine konması için bir yöntemsel ceza da verebilir (Yasa 90A, 90B6).",
            "Bir veya daha fazla kartı bordun yanlış cebine koyulması.",
        ),
        (
            "en",
            "A procedural penalty may also be assessed for one or more cards returned to an incorrect pocket of the board, in addition to the rectifications (Laws 90A, 90B6).",
            "Read 90B6 in its Law",
        ),
    ],
)
def test_the_fouled_board_ending_says_law_90b6(client, lang, sentence, quoted):
    says(client, SLUG, KEYS, lang, sentence, quoted)
