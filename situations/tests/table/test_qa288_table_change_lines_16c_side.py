"""The table page's change lines (58B3, 47D) say, after the cards offered, which side the
information from the withdrawn card is authorised for: 16C1 for the non-offending side, 16C2 for the
offending side (qa288; qa281 noticed). The side is the engine's: 58B3 gives the change only to an
opponent of the offending player, and for a 47D line the page compares the seat with the offender the
engine names ("not an opponent of W, who played the cards at once").

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

Before, each line cited "Law 16C" whole: East, West's partner, changing under 47D read nothing that
told him the information was unauthorised for his side.

DEAL of test_table: South declares 4♥; West leads ♦2 and ♦3 at once, both seen, and designates ♦2."""

import re

import pytest

import rulings
from situations.engine_errors import problem_of
from situations.table import parse_play
from situations.tests.table.test_table import DEAL, table_url
from tests.seen import seen

pytestmark = pytest.mark.django_db

AT_ONCE = "simultaneous:W:D2+D3,choose_card:W:D2,N:DQ"
CHANGED = f"{AT_ONCE},E:D9,S:D8,substitute:N:DA"
AGAIN = f"{AT_ONCE},E:D9,S:D8,substitute:S:D7,substitute:N:DA,substitute:E:DJ"
# The lines as qa297 extended them with 16C's second half (the opponents' withdrawn cards):
# test_qa297_table_16c_opponents_withdrawn_cards.py.
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
STARTS = {
    ("N", "en"): "North played to trick 1 after the cards played at once",
    ("N", "tr"): "Kuzey 1. löveye aynı anda oynanan kartlardan sonra oynadı",
    ("E", "en"): "East played to trick 1 after a card an opponent has since changed",
    ("E", "tr"): "Doğu 1. löveye, bir rakibinin sonradan değiştirdiği karttan sonra oynadı",
    ("S", "en"): "South played to trick 1 after the cards played at once",
    ("S", "tr"): "Güney 1. löveye aynı anda oynanan kartlardan sonra oynadı",
    ("S47D", "en"): "South played to trick 1 after a card an opponent has since changed",
    ("S47D", "tr"): "Güney 1. löveye, bir rakibinin sonradan değiştirdiği karttan sonra oynadı",
}


def lines(client, lang: str, play: str) -> list[tuple[str, str]]:
    """Each change line as drawn: (its words before the cards, its words after them)."""
    page = seen(client.get(table_url(lang, play=play)).content.decode())
    found = []
    for line in re.findall(r'<p class="modes substitute">(.*?)</p>', page, re.S):
        before, _sep, rest = line.partition(" <a href=")
        found.append((before, rest.rsplit("</a>", 1)[1].strip()))
    return found


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_58b3_line_says_16c1_for_the_opponent(client, lang):
    assert [(b.startswith(STARTS["N", lang]), after) for b, after in lines(client, lang, AT_ONCE)] == [
        (True, NON_OFFENDING[lang])
    ]


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_offenders_partner_under_47d_reads_16c2_and_the_opponent_16c1(client, lang):
    drawn = lines(client, lang, CHANGED)
    assert [(b.startswith(STARTS[s, lang]), after) for (b, after), s in zip(drawn, "ES", strict=True)] == [
        (True, OFFENDING[lang]),
        (True, NON_OFFENDING[lang]),
    ]
    page = client.get(table_url(lang, play=CHANGED)).content.decode()
    assert '/16/#16C1">' in page and '/16/#16C2">' in page  # each sub-paragraph linked


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_a_non_offender_changing_again_under_47d_reads_16c1(client, lang):
    """South changed (58B3), then North (58B3), then East (47D, after North's card): South's card
    followed East's changed card, and he may change it again (47D); he is West's opponent."""
    drawn = lines(client, lang, AGAIN)
    assert [(b.startswith(STARTS["S47D", lang]), after) for b, after in drawn] == [(True, NON_OFFENDING[lang])]


def test_the_side_is_the_engines():
    """The engine names the offender when it refuses him a change, and cites 58B3 or 47D for each
    change the lines offer."""
    query = {"q": "state", "deal": DEAL, "contract": "4H", "declarer": "S"}

    def answer(play: str) -> dict:
        return rulings.answer({**query, "play": parse_play(play)})

    assert problem_of(answer(f"{CHANGED},substitute:W:D3")) == (
        "substitute_not_opponent",
        {"seat": "W", "offender": "W", "index": 6},
    )
    assert answer(f"{AT_ONCE},substitute:N:DA")["laws"][:2] == ["58B3", "16C"]
    assert answer(f"{CHANGED},substitute:E:DJ")["laws"][:2] == ["47D", "16C"]
    assert answer(f"{CHANGED},substitute:S:D7")["laws"][:2] == ["58B3", "16C"]
    assert answer(f"{AGAIN},substitute:S:D6")["laws"][:2] == ["47D", "16C"]
