"""The table page's "Correct the revoke" follows the engine's status of each revoke
(docs/rulings-cli.md, Additions, "Each revoke's status"): it is offered wherever the engine says
`must_be_corrected`, established revokes included, and the correct mode's line cites the paragraph
the engine names (`status_law`) with 62B, which says how. The link was offered only for a revoke
not established, and the line always cited "(Laws 62A, 62B)".

62D1, TR "Onikinci lövedeki, rönons, resmileşmiş olsa dahi ellerin dördü de borda geri konulmadan
önce fark edilmiş ise düzeltilmelidir."; WBF "On the twelfth trick, a revoke, even if established,
must be corrected if discovered before all four hands have been returned to the board."
62C3, TR "Eğer her iki taraf ta aynı lövede rönons yaparsa, ve taraflardan yalnızca birisi bir
sonraki löveye kart vermiş ise, her iki rönonsun da düzeltilmesi gerekir"; WBF "If both sides
revoke on the same trick and only one side has played to the subsequent trick, then both revokes
must be corrected".
62B, TR "Bir rönonsu düzeltmek için, kusurlu oyuncu oynadığı kartı geri alır ve yerine yasal bir
kart koyar."; WBF "To correct a revoke the offender withdraws the card he played and substitutes a
legal card."
63B, WBF "Once a revoke is established, it may no longer be corrected (except as provided in Law
62D for a revoke on the twelfth trick or as in Law 62C3)".
"""

import re
from html import unescape
from urllib.parse import urlencode

import pytest

from tests.seen import seen

pytestmark = pytest.mark.django_db

# South declares 3NT (rulings/tests/play/test_revoke_late_corrections.py).
DEAL = "N:AKQJ.T98.432.432 T98.AKQJ.765.765 765.765.AKQJ.T98 432.432.T98.AKQJ"
# Eleven tricks, then trick 12: West, holding the ♠3, discards the ♣J on South's ♠6; trick 13:
# North leads and East, West's partner, plays to it, which establishes West's revoke (63A1) while
# West still holds the ♠3 (the engine's 62D2 record).
WEST_REVOKES_ON_TWELVE = (
    "W:H4,N:H8,E:HK,S:H6,E:C7,S:C9,W:CA,N:C2,W:S4,N:SJ,E:S9,S:S5,N:HT,E:HA,S:H5,W:H2,"
    "E:D5,S:DK,W:DT,N:D2,S:H7,W:H3,N:H9,E:HQ,E:S8,S:S7,W:S2,N:SA,N:D4,E:D6,S:DJ,W:D8,"
    "S:CT,W:CQ,N:C3,E:C6,W:CK,N:C4,E:C5,S:C8,W:D9,N:D3,E:D7,S:DQ,"
    "S:S6,W:CJ,N:SK,E:ST,N:SQ,E:HJ"
)
# The same deal with East's revoke on trick 12 (he discards the ♥A holding the ♠10), and East's
# last card, the ♠10, already played to trick 13.
ELEVEN = (
    "W:DT,N:D3,E:D7,S:DQ,S:DJ,W:D8,N:D2,E:D5,S:DK,W:D9,N:D4,E:D6,S:H6,W:H4,N:HT,E:HQ,"
    "E:C5,S:C8,W:CK,N:C3,W:S3,N:SA,E:S8,S:S6,N:H9,E:HJ,S:H7,W:H2,E:HK,S:H5,W:H3,N:H8,"
    "E:C7,S:C9,W:CA,N:C4,W:S4,N:SJ,E:S9,S:S7,N:C2,E:C6,S:CT,W:CQ"
)
EAST_PLAYED_ON_TO_THIRTEEN = ELEVEN + ",W:S2,N:SK,E:HA,S:S5,N:SQ,E:ST"
# Trick 1: dummy (♦2) and East (♦5) both fail to follow to West's ♣A; West leads to trick 2, so
# East's revoke is established (63A1) and dummy's is not: both are to be corrected (62C3).
BOTH_SIDES = "W:CA,N:D2,E:D5,S:C8,W:CK"

WORDS = {
    "en": {
        "link": "Correct the revoke",
        "line": "Tapping the offender’s card puts it on the revoke trick in place of the revoke card (Laws {}).",
        "corrected": "{} corrected the revoke.",
        "seats": {"W": "West", "E": "East"},
    },
    "tr": {
        "link": "Rönonsu düzelt",
        "line": "Kusurlu oyuncunun bir kartına dokunmak onu rönons lövesine rönons kartının yerine koyar (Yasa {}).",
        "corrected": "{} rönonsunu düzeltti.",
        "seats": {"W": "Batı", "E": "Doğu"},
    },
}


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_an_established_revoke_on_the_twelfth_trick_is_corrected_through_the_link_62d1(client, lang):
    """West's revoke is established (his partner played to trick 13), yet 62D1 has it corrected:
    the page offers the link, the line cites 62D1, and tapping West's ♠3 corrects it."""
    words = WORDS[lang]
    table = _page(client, _address(lang, WEST_REVOKES_ON_TWELVE))
    assert "the revoke is established (Law 63A1), but" in table or "rönons resmileşti (Yasa 63A1), ancak" in table
    correct_mode = _page(client, _href(table, words["link"]))
    assert words["line"].format("62D1, 62B") in correct_mode
    after = _page(client, _card_href(correct_mode, "correct%3AW%3AS3"))
    assert words["corrected"].format(words["seats"]["W"]) in after


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_both_sides_revokes_on_one_trick_are_corrected_through_the_link_62c3(client, lang):
    """62C3: East's revoke, established, is corrected through the link as dummy's is; the line
    cites 62C3, not 62A."""
    words = WORDS[lang]
    table = _page(client, _address(lang, BOTH_SIDES))
    correct_mode = _page(client, _href(table, words["link"]))
    assert words["line"].format("62C3, 62B") in correct_mode
    after = _page(client, _card_href(correct_mode, "correct%3AE%3AC5"))
    assert words["corrected"].format(words["seats"]["E"]) in after


@pytest.mark.parametrize(
    "lang, said, link",
    [
        (
            "en",
            "East has already played ♠10, so it is no longer in his hand to be tapped; the engine accepts it as the "
            "card that corrects the revoke:",
            "Correct the revoke with ♠10",
        ),
        (
            "tr",
            "Doğu, ♠10 kartını zaten oynadı; kart artık elinde olmadığından ona dokunulamaz. Motor bu kartı rönonsu "
            "düzelten kart olarak kabul ediyor:",
            "Rönonsu ♠10 ile düzelt",
        ),
    ],
)
def test_a_correcting_card_already_played_to_trick_13_is_offered_from_the_trick(client, lang, said, link):
    """62D1 once East has played his last card, the ♠10, to trick 13: no card is left in his hand
    to tap, so the correct mode offers the ♠10 the engine accepts from the trick, and the page
    after it says the revoke corrected."""
    words = WORDS[lang]
    table = _page(client, _address(lang, EAST_PLAYED_ON_TO_THIRTEEN))
    correct_mode = _page(client, _href(table, words["link"]))
    assert words["line"].format("62D1, 62B") in correct_mode
    assert said in correct_mode
    after = _page(client, _href(correct_mode, link))
    assert words["corrected"].format(words["seats"]["E"]) in after


def test_an_established_revoke_on_an_earlier_trick_has_no_link(client):
    """63B: any other established revoke "may no longer be corrected": the engine says
    `established`, and the page offers no correction. East, holding diamonds, discards the ♣5 on
    trick 1; West plays to trick 2 (63A1)."""
    table = _page(client, _address("en", "W:DT,N:D3,E:C5,S:DQ,S:DJ,W:D8"))
    assert "East revoked on trick 1; the revoke is established (Law 63A1)." in table
    assert ">Correct the revoke</a>" not in table


def _address(lang: str, play: str) -> str:
    base = "/en/table/" if lang == "en" else "/tr/masa/"
    return base + "?" + urlencode({"deal": DEAL, "contract": "3NT", "declarer": "S", "vul": "0", "play": play})


def _page(client, address: str) -> str:
    response = client.get(address)
    assert response.status_code == 200
    return " ".join(seen(response.content.decode()).split())


def _href(page: str, text: str) -> str:
    """The address of the link the page draws with these words."""
    found = re.search(r'<a href="([^"]*)">' + re.escape(text) + "</a>", page)
    assert found, f"no link {text!r}"
    return unescape(found[1])


def _card_href(page: str, token: str) -> str:
    """The address a tap on a card records `token` with (its play record ends with it)."""
    found = re.search(r'href="([^"]*' + re.escape(token) + '(?:&amp;[^"]*)?)"', page)
    assert found, f"no card recording {token}"
    return unescape(found[1])
