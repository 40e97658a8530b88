"""Law 87A on the two pages that define a fouled board (wrong-number-of-cards and score-correction):
the board is fouled when the Director determines it, as both texts say. review44 found the
definition stated as a bare fact; each test reads the page as a player does and fails on the
text before."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

# 87A: TR "Eğer hakem, bir ya da daha çok kartın borda yanlış yerleştirilmesi veya aynı olması
# gereken bordun iki kopyası arasında farklı dağıtan veya zon durumu bulunması sonucu, doğrudan skor
# karşılaştırılması yapılacak çiftlerin bordu özdeş şeklinde oynamadıklarını tespit ederse o bord
# “karışmış” sayılır"; WBF "The Director shall deem a board to be 'fouled' if he determines that a
# card (or more than one) was displaced in the board, or if he determines that the dealer or
# vulnerability differed between copies of the same board, and contestants who should have had a
# score comparison did not play the board in identical form."
PAGES = [("wrong-number-of-cards", ["fouled"]), ("score-correction", [])]
SAYS = {
    "tr": "Hakem, bir ya da daha çok kartın borda yanlış yerleştirildiğini",
    "en": "the Director determines that a card (or more) was displaced in the board",
}
SAID_BEFORE = {
    "tr": "oynamadıysa bord karışmıştır (Yasa 87A)",
    "en": "if a card (or more) was displaced in the board",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("slug, keys", PAGES)
def test_87a_the_board_is_fouled_when_the_director_determines_it(client, slug, keys, lang):
    says(client, slug, keys, lang, SAYS[lang], "(Yasa 87A)" if lang == "tr" else "(Law 87A)")
    never_says(client, slug, keys, lang, SAID_BEFORE[lang])
