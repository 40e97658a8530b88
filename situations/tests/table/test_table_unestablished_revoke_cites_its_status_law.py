"""The table page's line for a revoke not yet established cites the paragraph the engine gives as its
status (`status_law`; docs/rulings-cli.md, Additions, "Each revoke's status"), beside 62A, whose words
the line says: for dummy's revoke of a 62C3 pair, 62C3 too (session 84's note).

62A, TR "Rönons resmileşmeden önce usulsüzlüğün farkına varılırsa, oyuncu rönonsunu düzeltmek
zorundadır"; WBF "A player must correct his revoke if attention is drawn to the irregularity before it
becomes established".
62C3, TR "Eğer her iki taraf ta aynı lövede rönons yaparsa, ve taraflardan yalnızca birisi bir sonraki
löveye kart vermiş ise, her iki rönonsun da düzeltilmesi gerekir"; WBF "If both sides revoke on the
same trick and only one side has played to the subsequent trick, then both revokes must be corrected".

Trick 1: dummy (North, ♦2) and East (♦5) both fail to follow to West's ♣A; West leads to trick 2, so
East's revoke is established (63A1) and dummy's is not: the engine has dummy's `must_be_corrected`
under 62C3. The line said "(Law 62A)" alone. It keeps 62A, whose condition it states, and adds 62C3;
62C3 alone would put 62A's words ("if the irregularity is noticed before ...") under a paragraph that
does not say them. A revoke whose status law is 62A is cited as before."""

import pytest

from situations.tests.table.revoke_table import table_page

pytestmark = pytest.mark.django_db

# South declares 3NT; West leads (as test_table_established_revoke_still_corrected.py).
BOTH_SIDES = "W:CA,N:D2,E:D5,S:C8,W:CK"
ONE_SIDE = "W:CA,N:D2,E:C5,S:C8"


@pytest.mark.parametrize(
    "lang, said",
    [
        (
            "en",
            "North revoked on trick 1; the revoke is not established: if the irregularity is noticed before the "
            "revoke becomes established, the player must correct his revoke (Laws 62A, 62C3).",
        ),
        (
            "tr",
            "Kuzey 1. lövede rönons yaptı; rönons henüz resmileşmedi: rönons resmileşmeden önce usulsüzlüğün "
            "farkına varılırsa oyuncu rönonsunu düzeltmek zorundadır (Yasa 62A, 62C3).",
        ),
    ],
)
def test_dummys_unestablished_revoke_of_a_62c3_pair_cites_62c3_too(client, lang, said):
    assert said in table_page(client, lang, BOTH_SIDES)


def test_a_revoke_whose_status_is_62a_is_cited_as_before(client):
    shown = table_page(client, "en", ONE_SIDE)
    assert "North revoked on trick 1; the revoke is not established:" in shown
    assert "the player must correct his revoke (Law 62A)." in shown
