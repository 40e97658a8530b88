"""The table page's words for an established revoke that the Laws still have corrected: on the
twelfth trick (62D1) and when both sides revoked on one trick and only one side has played on
(62C3). The engine names the paragraph in `laws` and accepts the correction (docs/rulings-cli.md,
"Revokes corrected after they are established"); the words said only "the revoke is established",
which reads as 63B's "may no longer be corrected".

63B, TR "Rönons bir kere resmileştikten sonra, artık düzeltilemez (Onikinci lövedeki rönons için
Yasa 62C3’te belirtilen durum hariç)"; WBF "Once a revoke is established, it may no longer be
corrected (except as provided in Law 62D for a revoke on the twelfth trick or as in Law 62C3)".
62D1, TR "Onikinci lövedeki, rönons, resmileşmiş olsa dahi ellerin dördü de borda geri konulmadan
önce fark edilmiş ise düzeltilmelidir."; WBF "On the twelfth trick, a revoke, even if established,
must be corrected if discovered before all four hands have been returned to the board."
62C3, TR "Eğer her iki taraf ta aynı lövede rönons yaparsa, ve taraflardan yalnızca birisi bir
sonraki löveye kart vermiş ise, her iki rönonsun da düzeltilmesi gerekir"; WBF "If both sides
revoke on the same trick and only one side has played to the subsequent trick, then both revokes
must be corrected".
"""

import pytest

from situations.tests.table.revoke_table import table_page

pytestmark = pytest.mark.django_db

# South declares 3NT; West leads (rulings/tests/play/test_revoke_late_corrections.py).
ELEVEN = (
    "W:DT,N:D3,E:D7,S:DQ,S:DJ,W:D8,N:D2,E:D5,S:DK,W:D9,N:D4,E:D6,S:H6,W:H4,N:HT,E:HQ,"
    "E:C5,S:C8,W:CK,N:C3,W:S3,N:SA,E:S8,S:S6,N:H9,E:HJ,S:H7,W:H2,E:HK,S:H5,W:H3,N:H8,"
    "E:C7,S:C9,W:CA,N:C4,W:S4,N:SJ,E:S9,S:S7,N:C2,E:C6,S:CT,W:CQ"
)
# Trick 12: East, holding the ♠10, discards the ♥A; then North leads and East plays to trick 13.
TWELVE_ESTABLISHED = ELEVEN + ",W:S2,N:SK,E:HA,S:S5,N:SQ,E:ST"
# Trick 1: dummy (♦2) and East (♦5) both fail to follow to West's ♣A; West leads to trick 2, so
# East's revoke is established (63A1) and dummy's is not.
BOTH_SIDES = "W:CA,N:D2,E:D5,S:C8,W:CK"


@pytest.mark.parametrize(
    "lang, said",
    [
        (
            "en",
            "East revoked on trick 12; the revoke is established (Law 63A1), but a revoke on the twelfth trick, even if "
            "established, must be corrected if discovered before all four hands have been returned to the board "
            "(Law 62D1).",
        ),
        (
            "tr",
            "Doğu 12. lövede rönons yaptı; rönons resmileşti (Yasa 63A1), ancak on ikinci lövedeki rönons, resmileşmiş olsa "
            "dahi dört el borda geri konulmadan önce fark edilmiş ise düzeltilmelidir (Yasa 62D1).",
        ),
    ],
)
def test_a_revoke_on_the_twelfth_trick_established_is_still_to_be_corrected_62d1(client, lang, said):
    shown = table_page(client, lang, TWELVE_ESTABLISHED)
    assert said in shown


@pytest.mark.parametrize(
    "lang, said",
    [
        (
            "en",
            "East revoked on trick 1; the revoke is established (Law 63A1), but both sides revoked on this trick and only one "
            "side has played to the subsequent trick: both revokes must be corrected (Law 62C3).",
        ),
        (
            "tr",
            "Doğu 1. lövede rönons yaptı; rönons resmileşti (Yasa 63A1), ancak iki taraf da bu lövede rönons yaptı ve yalnızca "
            "bir taraf bir sonraki löveye kart verdi: iki rönonsun da düzeltilmesi gerekir (Yasa 62C3).",
        ),
    ],
)
def test_both_sides_revoked_on_one_trick_the_established_one_is_still_to_be_corrected_62c3(client, lang, said):
    shown = table_page(client, lang, BOTH_SIDES)
    assert said in shown


def test_an_established_revoke_on_an_earlier_trick_stays_established_only(client):
    """63B: any other established revoke "may no longer be corrected": its words are unchanged.
    East, holding diamonds, discards the ♣5 on trick 1; West plays to trick 2 (63A1)."""
    shown = table_page(client, "en", "W:DT,N:D3,E:C5,S:DQ,S:DJ,W:D8")
    assert "East revoked on trick 1; the revoke is established (Law 63A1)." in shown
    assert "must be corrected" not in shown
