"""The table page's change lines (58B3, 47D) say 16C's second half too: which side the information from
the cards the player's opponents have withdrawn is authorised for (qa297; qa288 noticed). Every line has
an opponent's withdrawn card behind it, as the paragraph the engine cites says: 58B3 comes after the
offender has withdrawn a visible card, 47D after an opponent's change. After a 47D change both sides have
withdrawn cards: East, the offender's partner, has seen North's ♦Q withdrawn, and its information is
unauthorised for his side (16C2's "from withdrawn actions of the non-offending side", the Turkish's
"rakipleri tarafından"); for the non-offending side, the offending side's withdrawn cards are authorised
(16C1's "its opponents'", the Turkish's "rakipleri").

16C1, Turkish (official): "Kusursuz taraf için, geri alınmış eylemden kaynaklanan tüm bilgiler, gerek
kendileri, gerekse rakipleri tarafından yapmış olsun; yasaldır."
16C1, WBF: "For a non-offending side, all information arising from a withdrawn action is authorized,
whether the action be its own or its opponents'."
16C2, Turkish (official): "Kusurlu taraf için, geri alınmış eylemden – gerek kendileri gerekse rakipleri
tarafından yapılmış olsun – kaynaklanan tüm bilgiler izinsizdir."
16C2, WBF: "For an offending side, information arising from its own withdrawn action and from withdrawn
actions of the non-offending side is unauthorized."
58B3, Turkish (official): "Kusurlu oyuncu görünen bir kartını geri aldıktan sonra, bu kart üzerine daha
sonra oynamış olan rakip kendi kartını geri alabilir ve bir onarma olmaksızın değiştirebilir. (Ancak
bkz. Yasa 16C.)"; WBF "After an offending player withdraws a visible card, an opponent who subsequently
played to that trick may withdraw his play and substitute another card without further rectification
(but see Law 16C)."
47D, Turkish (official): "Rakibin oynadığı kartı değiştirmesinden sonra, oynanmış bir kart geri
alınabilir ve yerine başka bir kart herhangi bir onarma olmaksızın oynanabilir (Yasa 16C ve Yasa 62C2
uygulanabilir.)"; WBF "After an opponent's change of play a played card may be withdrawn and returned to
the hand without further rectification and another card may be substituted. (Laws 16C and 62C2 may
apply.)"

The non-offending line does not say the offending side's withdrawn cards are unauthorised for that side:
West's ♦3, withdrawn (58B2), is a penalty card, and 50E1 makes its information authorised for all players
while it stays on the table (TR "cezalı kart masada açık olarak kaldığı sürece bütün oyuncular için izinli
bir bilgidir"; WBF "authorized for all players for as long as the penalty card remains on the table").

Before, each line spoke of "the card he withdraws" only.

DEAL of test_table: South declares 4♥; West leads ♦2 and ♦3 at once, both seen, and designates ♦2."""

import pytest

import rulings
from situations.table import parse_play
from situations.tests.table.test_qa288_table_change_lines_16c_side import AGAIN, AT_ONCE, CHANGED, STARTS, lines
from situations.tests.table.test_table import DEAL

pytestmark = pytest.mark.django_db

NON_OFFENDING = {
    "en": "Information arising from the card he withdraws and from any card his opponents have withdrawn is "
    "authorised for his side (Law 16C1); information arising from the card he withdraws is unauthorised for the "
    "offending side (Law 16C2).",
    "tr": "Geri aldığı karttan ve rakiplerinin geri aldığı kartlardan gelen bilgi kendi tarafı için izinlidir "
    "(Yasa 16C1); geri aldığı karttan gelen bilgi kusurlu taraf için izinsizdir (Yasa 16C2).",
}
OFFENDING = {
    "en": "Information arising from the card he withdraws and from any card his opponents have withdrawn is "
    "unauthorised for his side and authorised for his opponents (Laws 16C2, 16C1).",
    "tr": "Geri aldığı karttan ve rakiplerinin geri aldığı kartlardan gelen bilgi kendi tarafı için izinsiz, "
    "rakipleri için izinlidir (Yasa 16C2, 16C1).",
}


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_offenders_partner_reads_that_the_opponents_withdrawn_card_is_unauthorised_for_his_side(client, lang):
    """16C2's second half: after North's change (58B3), East, West's partner, may change under 47D;
    North's withdrawn ♦Q is a withdrawn action of the non-offending side."""
    drawn = lines(client, lang, CHANGED)
    assert [(b.startswith(STARTS[s, lang]), after) for (b, after), s in zip(drawn, "ES", strict=True)] == [
        (True, OFFENDING[lang]),
        (True, NON_OFFENDING[lang]),
    ]


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_opponent_reads_that_the_offenders_withdrawn_card_is_authorised_for_his_side(client, lang):
    """16C1's "its opponents'": North, under 58B3, after West withdrew ♦3."""
    assert [(b.startswith(STARTS["N", lang]), after) for b, after in lines(client, lang, AT_ONCE)] == [
        (True, NON_OFFENDING[lang])
    ]


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_a_non_offender_changing_again_under_47d_reads_16c1_for_the_opponents_cards(client, lang):
    """South, after East's 47D change (East's ♦9 withdrawn, an opponent's)."""
    drawn = lines(client, lang, AGAIN)
    assert [(b.startswith(STARTS["S47D", lang]), after) for b, after in drawn] == [(True, NON_OFFENDING[lang])]


def test_the_engine_says_who_changed():
    """The lines rest on the engine's answer: West withdrew a visible card (58B2: ♦3 a penalty card,
    so 58B3 for North); North changed (58B3), then East may (47D, after an opponent's change)."""
    query = {"q": "state", "deal": DEAL, "contract": "4H", "declarer": "S"}

    def answer(play: str) -> dict:
        return rulings.answer({**query, "play": parse_play(play)})

    assert answer(AT_ONCE)["penalty_cards"] == [{"seat": "W", "card": "D3", "kind": "minor"}]
    assert answer(f"{AT_ONCE},substitute:N:DA")["laws"][:2] == ["58B3", "16C"]
    assert answer(f"{CHANGED},substitute:E:DJ")["laws"][:2] == ["47D", "16C"]
    assert answer(f"{AGAIN},substitute:S:D6")["laws"][:2] == ["47D", "16C"]
