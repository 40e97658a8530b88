"""The defective-trick guide's later step (a player has too few or too many cards, found after both sides
played to the next trick) names Law 14B: a hand found short is a defective trick only if the missing card
is among the played cards.

14B: TR "Atağın yüzü açık olarak yapılmasından sonra (düzeltme sürecinin sonlanmasına kadar) herhangi bir
zamanda bir veya daha fazla elde 13'ten eksik sayıda kart olduğu ve başka ellerde 13'ten fazla sayıda kart
olmadığı saptanırsa hakem kayıp kart için arama yapar ve: 1. Kayıp kart oynanmış kartlar arasında
bulunursa, Yasa 67 uygulanır. 2. Kayıp kart başka bir yerde bulunursa, eksik olan ele geri konulur.
Onarma ve/veya ceza uygulanabilir. ... 3. Kayıp kart bulunamazsa, başka bir deste kullanılarak, özgün
dağıtım yeniden kurulur." WBF "When one or more hands are found to contain fewer than 13 cards, with no
hand having more than 13, at any time after the opening lead is faced (until the end of the Correction
Period), the Director makes a search for any missing card, and: 1. if the card is found among the played
cards, Law 67 applies. 2. if the card is found elsewhere, it is restored to the deficient hand.
Rectification and/or penalties may apply ... 3. if the card cannot be found, the deal is reconstructed
using another pack."

67B, TR "(bir oyuncunun elinde az ya da çok sayıda kart bulunması ve oynanmış olan kartların sayısının da
bunu doğrular biçimde yanlış olmasından yola çıkarak)"; WBF "(from the fact that one player has too few or
too many cards in his hand, and a correspondingly incorrect number of played cards)". The guide's start
offers "a player has too few or too many cards"; the step said only 67B's condition, and a short hand
whose card lay on the floor or in the board (14B2, 14B3) read as a defective trick."""

from pathlib import Path

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "defective-trick"
KEYS = ["wrong-count", "later"]

FOURTEEN_B = {
    "tr": (
        "kart oynanmış kartlar arasında bulunursa Yasa 67 uygulanır (Yasa 14B1)",
        "başka bir yerde bulunursa ya da bulunamazsa Yasa 14B2 ya da 14B3 uygulanır",
        "'Yanlış sayıda kart ya da karışmış bord' rehberi",
    ),
    "en": (
        "if it is found among the played cards, Law 67 applies (Law 14B1)",
        "if it is found elsewhere or cannot be found, Law 14B2 or 14B3 applies",
        "the guide 'Wrong number of cards or a fouled board'",
    ),
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_later_step_sends_a_short_hand_whose_card_is_elsewhere_to_14b(client, lang):
    guide_pages.says(client, SLUG, KEYS, lang, *FOURTEEN_B[lang])


def test_the_official_words():
    tr = Path("fixtures/laws_tr.txt").read_text(encoding="utf-8")
    assert "1. Kayıp kart oynanmış kartlar arasında bulunursa, Yasa 67 uygulanır." in tr
    assert "2. Kayıp kart başka bir yerde bulunursa, eksik olan ele geri konulur." in tr
