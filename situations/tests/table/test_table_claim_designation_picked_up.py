"""qa98: a designation stated in the claim names a card that declarer's own 51B choice has picked up.

LEAD_DEAL after ten tricks (the table tests' TWO_SUITS), West to lead, East's SQ and H3 on the table
(two penalty cards, both major, 50B). South claims all three, stating "spades prohibited" (`lchoice`
forbid:S) and "East's SQ" as the 51A designation (`ldesig` SQ). The prohibition picks the SQ up:
51B2(b), TR "deklaran defans oyuncusunun ortağının bu renklerin bir veya daha fazlasını çıkmasını
yasaklayabilir; ancak bunun üzerine defans oyuncusu deklaranın yasakladığı her renkteki bütün cezalı
kartlarını eline geri koyar"; WBF "declarer may prohibit the defender's partner from leading one or
more of such suits; the defender then picks up every penalty card in every suit prohibited by
declarer". On South's D5 at trick 12 East, void in diamonds, can legally play the SQ (now in his
hand) or the H3; the H3 is his only penalty card and must go, 50D1(a), TR "bir majör cezalı kart ...
ilk yasal fırsatta oynanmak zorundadır"; WBF "a major penalty card must be played at the first legal
opportunity". 51A designates only among penalty cards, TR "Sıra kendisinde olan bir defans oyuncusu
yasal olarak oynanabilecek iki veya daha fazla cezalı karta sahipse, o lövede hangisinin
oynanacağını deklaran belirtir"; WBF "If it is a defender's turn to play and that defender has two
or more penalty cards that can legally be played, declarer designates which is to be played at that
turn". The engine plays the H3 (the line shows it); the page said "at each turn where a card it
names can legally be played, that card is played", which the SQ at trick 12 contradicts, and the
option "East: ♠Q, to be played at the first turn where it can legally be played", the same. Both now
say the card is held to while it remains a penalty card (50D2(b)'s words, TR "cezalı kart cezalı
olarak kaldığı sürece", WBF "for as long as the penalty card remains").
"""

from __future__ import annotations

import re

import pytest

from .test_table_claim import page, said
from .test_table_claim_penalty import LEAD_BOARD, TEN_TRICKS

pytestmark = pytest.mark.django_db

TWO_SUITS = [*TEN_TRICKS, "expose:E:SQ", "expose:E:H3"]

HELD = {
    "en": (
        "the designation stated in the claim is held: at each turn where a card it names, still a penalty card, "
        "can legally be played, that card is played (the first it names, if several); at any other turn, his "
        "designation not being stated, the one that gives the claimer fewest tricks is taken (Law 70A)"
    ),
    "tr": (
        "talepte söylediği belirtme geçerlidir: söylediği kartlardan cezalı kart olarak kalan biri yasal olarak "
        "oynanabildiği her lövede o kart oynanır (birden çoksa ilk söylediği); diğer lövelerde, belirttiği kart "
        "söylenmediğinden, talep edene en az löve verdireni alınır (Yasa 70A)"
    ),
}
BEFORE = {
    "en": "at each turn where a card it names can legally be played, that card is played",
    "tr": "söylediği kartlardan biri yasal olarak oynanabildiği her lövede o kart oynanır",
}
TRICK_12 = {
    "en": "Trick 12: South ♦5, West ♦Q, North ♦3, East ♥3; West wins it.",
    "tr": "12. löve: Güney ♦5, Batı ♦D, Kuzey ♦3, Doğu ♥3; löveyi Batı alır.",
}
OPTION = {
    "en": "East: ♠Q, as long as it remains a penalty card, to be played at the first turn where it can legally be "
    "played (Law 51A)",
    "tr": "Doğu: ♠D, cezalı kart olarak kaldığı sürece, yasal olarak oynanabileceği ilk lövede oynanacak (Yasa 51A)",
}


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_words_hold_the_designation_only_while_the_card_is_a_penalty_card(client, lang):
    html = page(client, lang, TWO_SUITS, board=LEAD_BOARD, claimer="S", tricks="3", lchoice="forbid:S", ldesig="SQ")
    sentences = said(html)
    text = " ".join(sentences)
    assert TRICK_12[lang] in sentences  # the engine: the H3, East's only penalty card, not the SQ
    assert HELD[lang] in text
    assert BEFORE[lang] not in text
    found = re.findall(r'<select id="ldesig" name="ldesig">(.*?)</select>', html, re.S)
    offered = re.findall(r"<option[^>]*>(.*?)</option>", found[0])
    assert OPTION[lang] in offered
