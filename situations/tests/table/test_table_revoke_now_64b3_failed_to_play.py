"""The table page's "what the engine says now" line for an established revoke says 64B3 where the
engine's entry names what the revoke failed to play (`failed_to_play`, docs/rulings-cli.md, Additions,
"What a revoke failed to play"), in the words of the table's claim line (words186). It said only
"North revoked on trick 1; the revoke is established." for dummy's revoke (qa186).

64B3, TR "Rönons, cezalı bir kartın oynanmaması veya yere ait kartlardan herhangi birinin oynanmaması
sonucu meydana gelmişse"; WBF "the revoke was made in failing to play a penalty card or any card
belonging to dummy". 64B's opening: TR "Resmileşen bir rönonsta, aşağıdaki durumlarda otomatik löve
aktarması yapılmaz (Ancak bkz Yasa 64C)"; WBF "There is no automatic trick adjustment following an
established revoke (but see Law 64C) if".

Trick 1: dummy (North) discards ♦2 on West's ♣A holding clubs; West leads ♣K to trick 2 and dummy
plays to it, establishing the revoke (63A1, "when the offender or his partner leads or plays to the
following trick"). East's revoke in the same places is a defender's own card: no 64B3."""

import pytest

from situations.tests.table.revoke_table import table_page

pytestmark = pytest.mark.django_db

# South declares 3NT; West leads (as test_table_unestablished_revoke_cites_its_status_law.py).
DUMMY_ESTABLISHED = "W:CA,N:D2,E:C5,S:C8,W:CK,N:C2"
EAST_ESTABLISHED = "W:CA,N:C2,E:D5,S:C8,W:CK,N:C3,E:C5"


@pytest.mark.parametrize(
    "lang, said",
    [
        (
            "en",
            "North revoked on trick 1; the revoke is established (Law 63A1): it was made in failing to play a card belonging "
            "to dummy, and no trick is transferred for it (Law 64B3; but see Law 64C).",
        ),
        (
            "tr",
            "Kuzey 1. lövede rönons yaptı; rönons resmileşti (Yasa 63A1): yere ait kartlardan herhangi birinin oynanmaması "
            "sonucu meydana gelmiştir ve bunun için löve aktarılmaz (Yasa 64B3; ancak bkz. Yasa 64C).",
        ),
    ],
)
def test_dummys_established_revoke_says_64b3(client, lang, said):
    assert said in table_page(client, lang, DUMMY_ESTABLISHED)


def test_a_defenders_own_established_revoke_names_no_64b3(client):
    shown = table_page(client, "en", EAST_ESTABLISHED)
    assert "East revoked on trick 1; the revoke is established (Law 63A1)." in shown
    assert "64B3" not in shown
