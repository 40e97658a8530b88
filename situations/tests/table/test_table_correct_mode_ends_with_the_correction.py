"""Once the revoke is corrected the table page no longer says how to correct it (qa225).

62A, TR "Rönons resmileşmeden önce usulsüzlüğün farkına varılırsa, oyuncu rönonsunu düzeltmek
zorundadır"; WBF "A player must correct his revoke if attention is drawn to the irregularity before it
becomes established". 62B, TR "Bir rönonsu düzeltmek için, kusurlu oyuncu oynadığı kartı geri alır ve
yerine yasal bir kart koyar"; WBF "To correct a revoke the offender withdraws the card he played and
substitutes a legal card". 62D1, TR "Onikinci lövedeki, rönons, resmileşmiş olsa dahi ellerin dördü de
borda geri konulmadan önce fark edilmiş ise düzeltilmelidir"; WBF "On the twelfth trick, a revoke, even
if established, must be corrected if discovered before all four hands have been returned to the board".

The correct mode's card links keep `mode=correct`, so after the tap that corrected the revoke the page
still said "Tapping the offender’s card puts it on the revoke trick in place of the revoke card (Laws
62B)" / "Kusurlu oyuncunun bir kartına dokunmak onu rönons lövesine rönons kartının yerine koyar (Yasa
62B)", with no revoke left to correct (the engine's status names none) and no card to tap: the
correction 62B describes was made. The page now goes back to playing cards once the engine names no
revoke to correct; while one is left (62C3's second revoke) the correct mode stays."""

import re
from html import unescape

import pytest

from situations.tests.table.revoke_table import table_page

pytestmark = pytest.mark.django_db

# West leads the ♣A; dummy follows; East, holding clubs, discards the ♦5: a revoke not established (62A).
REVOKED = "W:CA,N:C2,E:D5"
CORRECTED = REVOKED + ",correct:E:C5"
CORRECT_LINE = {
    "en": "Tapping the offender’s card puts it on the revoke trick in place of the revoke card",
    "tr": "Kusurlu oyuncunun bir kartına dokunmak onu rönons lövesine rönons kartının yerine koyar",
}
PLAY_LINE = {
    "en": "Tapping a card plays it; legal cards are highlighted",
    "tr": "Karta dokunmak onu oynar; yasal kartlar vurgulanmıştır",
}


def _link_of(page: str, token: str) -> str:
    quoted = token.replace(":", "%3A")
    found = re.search(r'href="([^"]*%2C' + quoted + r'[^"]*)"', page)
    assert found, token
    return unescape(found.group(1))


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_correct_mode_line_is_shown_while_the_revoke_is_to_be_corrected(client, lang):
    shown = table_page(client, lang, REVOKED, tags=False, mode="correct")
    assert CORRECT_LINE[lang] in shown
    assert "62A, 62B" in shown


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_after_the_tap_that_corrects_the_revoke_the_page_plays_cards_again(client, lang):
    page = table_page(client, lang, REVOKED, mode="correct")
    response = client.get(_link_of(page, "correct:E:C5"))
    assert response.status_code == 200
    after = " ".join(unescape(re.sub(r"<[^>]+>", " ", response.content.decode())).split())
    assert CORRECT_LINE[lang] not in after
    assert PLAY_LINE[lang] in after
    # South, on turn, has card links again (play tokens), as after any other tap.
    assert re.search(r'href="[^"]*%2CS%3AC8[^"]*"', response.content.decode())


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_a_corrected_revoke_in_correct_mode_shows_the_play_line(client, lang):
    shown = table_page(client, lang, CORRECTED, tags=False, mode="correct")
    assert CORRECT_LINE[lang] not in shown
    assert PLAY_LINE[lang] in shown


# Trick 1: dummy (♦2) and East (♦5) both fail to follow to West's ♣A; West leads to trick 2: both
# revokes must be corrected (62C3: TR "her iki rönonsun da düzeltilmesi gerekir"; WBF "both revokes
# must be corrected").
BOTH_SIDES = "W:CA,N:D2,E:D5,S:C8,W:CK"


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_with_the_second_62c3_revoke_left_the_correct_mode_stays(client, lang):
    page = table_page(client, lang, BOTH_SIDES, mode="correct")
    assert _link_of(page, "correct:E:C5").endswith("mode=correct")
    after = table_page(client, lang, BOTH_SIDES + ",correct:E:C5", tags=False, mode="correct")
    assert CORRECT_LINE[lang] in after
    assert "62C3, 62B" in after
