"""The table page names the paragraph of 63A whose act established a revoke, as the engine's
`established_by` gives it (docs/rulings-cli.md, Additions, "Which act established a revoke"; words189):
in the "what the engine says now" line and in the claim section's line.

63A, TR "Bir rönons aşağıdaki durumlarda resmileşmiş olur: 1. Kusurlu oyuncu veya ortağı bir sonraki
löveye çıkış yaptığı ya da kart oynadığında ... 2. Kusurlu oyuncu veya ortağı bir sonraki löveye
oynanacak kartı söylediğinde ya da başka herhangi bir şekilde işaret ettiğinde. 3. Kusurlu tarafın bir
üyesi sözle veya elini göstererek ya da başka herhangi bir yolla, talep veya terk isteminde
bulunduğunda."; WBF "A revoke becomes established: 1. when the offender or his partner leads or plays to
the following trick ... 2. when the offender or his partner names or otherwise designates a card to be
played to the following trick. 3. when a member of the offending side makes a claim or concession of
tricks orally or by facing his hand or in any other way."
62D1, TR "Onikinci lövedeki, rönons, resmileşmiş olsa dahi ... düzeltilmelidir"; WBF "On the twelfth
trick, a revoke, even if established, must be corrected if discovered before all four hands have been
returned to the board".

The lines said "the revoke is established" with no paragraph, and the engine said 63A1 of a revoke
declarer's naming of dummy's card established (63A2).
"""

import pytest

from situations.tests.table.revoke_table import table_page

pytestmark = pytest.mark.django_db

# South declares 3NT; West leads (test_table_revoke_now_64b3_failed_to_play.py's deal). Trick 1: dummy
# (North) discards the ♦2 on West's ♣A holding clubs; West leads the ♣K to trick 2 and declarer names
# dummy's ♣2 (45B: "Declarer plays a card from dummy by naming the card"): 63A2.
NAMED = "W:CA,N:D2,E:C5,S:C8,W:CK,designate:S:C2"
# The same, dummy's card played by its card event: 63A1.
PLAYED = "W:CA,N:D2,E:C5,S:C8,W:CK,N:C2"
# East discards the ♥A on trick 12 holding the ♠10; nobody has led to trick 13 (as
# test_table_claim_revoke_follows_engine_status.py's TWELVE_NOT_YET_ESTABLISHED).
TWELVE = (
    "W:DT,N:D3,E:D7,S:DQ,S:DJ,W:D8,N:D2,E:D5,S:DK,W:D9,N:D4,E:D6,S:H6,W:H4,N:HT,E:HQ,"
    "E:C5,S:C8,W:CK,N:C3,W:S3,N:SA,E:S8,S:S6,N:H9,E:HJ,S:H7,W:H2,E:HK,S:H5,W:H3,N:H8,"
    "E:C7,S:C9,W:CA,N:C4,W:S4,N:SJ,E:S9,S:S7,N:C2,E:C6,S:CT,W:CQ,W:S2,N:SK,E:HA,S:S5"
)


@pytest.mark.parametrize(
    "lang, play, said",
    [
        ("en", NAMED, "North revoked on trick 1; the revoke is established (Law 63A2): it was made in failing"),
        ("tr", NAMED, "Kuzey 1. lövede rönons yaptı; rönons resmileşti (Yasa 63A2): yere ait kartlardan"),
        ("en", PLAYED, "North revoked on trick 1; the revoke is established (Law 63A1): it was made in failing"),
    ],
)
def test_the_engine_now_line_names_the_paragraph_that_established_the_revoke(client, lang, play, said):
    assert said in table_page(client, lang, play, tags=False)


@pytest.mark.parametrize(
    "lang, said",
    [
        (
            "en",
            "North's revoke on trick 1 is established (Law 63A2): it was made in failing to play a card belonging "
            "to dummy, and no trick is transferred for it (Law 64B3; but see Law 64C).",
        ),
        (
            "tr",
            "Kuzey'in 1. lövedeki rönonsu resmileşmiştir (Yasa 63A2): yere ait kartlardan herhangi birinin "
            "oynanmaması sonucu meydana gelmiştir ve bunun için löve aktarılmaz (Yasa 64B3; ancak bkz. Yasa 64C).",
        ),
    ],
)
def test_the_claim_line_names_63a2_for_a_revoke_established_by_declarer_s_naming(client, lang, said):
    assert said in table_page(client, lang, NAMED, mode="claim", claimer="S", tricks="10", tags=False)


@pytest.mark.parametrize(
    "lang, said",
    [
        (
            "en",
            "East's revoke on trick 12 is established (Law 63A3), but must still be corrected (Law 62D1): correct "
            "it first (“Correct the revoke”), then rule on the claim.",
        ),
        (
            "tr",
            "Doğu'nun 12. lövedeki rönonsu resmileşmiştir (Yasa 63A3), ancak yine de düzeltilmelidir (Yasa 62D1): "
            "önce düzeltin (“Rönonsu düzelt”), sonra talep hakkında karar verin.",
        ),
    ],
)
def test_the_trick_12_claim_line_names_63a3_beside_62d1(client, lang, said):
    assert said in table_page(client, lang, TWELVE, mode="claim", claimer="W", tricks="0", tags=False)
