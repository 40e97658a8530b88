"""The claim section's line for dummy's revoke says 64B3's dummy half, from the engine's
`failed_to_play` (docs/rulings-cli.md, Additions, "What a revoke failed to play (Law 64B3)").

64B3, TR "Rönons, cezalı bir kartın oynanmaması veya yere ait kartlardan herhangi birinin
oynanmaması sonucu meydana gelmişse"; WBF "the revoke was made in failing to play a penalty card or
any card belonging to dummy"; 64B, TR "(Ancak bkz Yasa 64C)"; WBF "(but see Law 64C)". The engine's
`result` transfers no trick for dummy's revoke; the line said "Law 64 may transfer tricks for it
(Laws 64A, 64B)", since the `state` entry did not say the revoke was dummy's (session 84).
63A1, TR "Kusurlu oyuncu veya ortağı bir sonraki löveye çıkış yaptığı ya da kart oynadığında"; WBF
"when the offender or his partner leads or plays to the following trick"; 63A3, TR "Kusurlu tarafın
bir üyesi sözle veya elini göstererek ya da başka herhangi bir yolla, talep veya terk isteminde
bulunduğunda"; WBF "when a member of the offending side makes a claim or concession of tricks".
"""

import pytest

from situations.tests.table.test_table_claim_revoke_follows_engine_status import _claim_page

pytestmark = pytest.mark.django_db

# 3NT by South; West leads the ♣A and dummy, holding clubs, plays the ♦2 (declarer's call for it).
# West leads the ♣K to trick 2; dummy's ♣2 to it establishes the revoke (63A1).
DUMMY_REVOKES = "W:CA,N:D2,E:C5,S:C8,W:CK"
ESTABLISHED = DUMMY_REVOKES + ",N:C2"
OLD = ("(Laws 64A, 64B)", "(Yasa 64A, 64B)")


@pytest.mark.parametrize(
    "lang, said",
    [
        (
            "en",
            "North's revoke on trick 1 is established (Law 63A1): it was made in failing to play a card belonging to dummy, "
            "and no trick is transferred for it (Law 64B3; but see Law 64C).",
        ),
        (
            "tr",
            "Kuzey'in 1. lövedeki rönonsu resmileşmiştir (Yasa 63A1): yere ait kartlardan herhangi birinin oynanmaması sonucu "
            "meydana gelmiştir ve bunun için löve aktarılmaz (Yasa 64B3; ancak bkz. Yasa 64C).",
        ),
    ],
)
def test_dummys_established_revoke_transfers_no_trick_at_the_claim(client, lang, said):
    page = _claim_page(client, lang, ESTABLISHED, claimer="S", tricks="9")
    assert said in page
    assert not any(old in page for old in OLD)


@pytest.mark.parametrize(
    "lang, said",
    [
        (
            "en",
            "A claim by the offending side establishes North's revoke on trick 1 (Law 63A3): it was made in failing "
            "to play a card belonging to dummy, and no trick is transferred for it (Law 64B3; but see Law 64C).",
        ),
        (
            "tr",
            "Kusurlu tarafın talebi, Kuzey'in 1. lövedeki rönonsunu resmileştirir (Yasa 63A3): yere ait kartlardan "
            "herhangi birinin oynanmaması sonucu meydana gelmiştir ve bunun için löve aktarılmaz (Yasa 64B3; ancak "
            "bkz. Yasa 64C).",
        ),
    ],
)
def test_declarers_claim_establishes_dummys_revoke_with_no_transfer(client, lang, said):
    page = _claim_page(client, lang, DUMMY_REVOKES, claimer="S", tricks="9")
    assert said in page
    assert not any(old in page for old in OLD)
