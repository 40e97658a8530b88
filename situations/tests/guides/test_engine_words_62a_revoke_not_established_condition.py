"""The engine's words for a revoke not yet established (situations/engine_words.py, `_revoke_now`,
shown by the table page after the revoking card is recorded) keep 62A's condition.

62A, TR "Rönons resmileşmeden önce usulsüzlüğün farkına varılırsa, oyuncu rönonsunu düzeltmek
zorundadır."; WBF "A player must correct his revoke if attention is drawn to the irregularity before
it becomes established." (The Turkish, official, says "noticed" where the WBF says "attention is
drawn": editor's note translation-62A; both languages say the Turkish.)

The line said "the revoke is not established and must be corrected" / "rönons henüz resmileşmedi ve
düzeltilmek zorunda": an obligation with no condition and no paragraph. The engine's answer is the
same (it cites 62A: the page lists it); only its words changed."""

from html import unescape

import pytest

from situations.tests.table.test_table import table_url
from tests.seen import seen

pytestmark = pytest.mark.django_db
# The table page's deal: East holds spades and discards the ♥J on West's ♠2 lead (dummy's ♠A).
REVOKE = "W:S2,N:SA,E:HJ"


@pytest.mark.parametrize(
    "lang, now, old",
    [
        (
            "tr",
            "Doğu 1. lövede rönons yaptı; rönons henüz resmileşmedi: rönons resmileşmeden önce usulsüzlüğün "
            "farkına varılırsa oyuncu rönonsunu düzeltmek zorundadır (Yasa 62A).",
            "resmileşmedi ve düzeltilmek zorunda",
        ),
        (
            "en",
            "East revoked on trick 1; the revoke is not established: if the irregularity is noticed before the "
            "revoke becomes established, the player must correct his revoke (Law 62A).",
            "not established and must be corrected",
        ),
    ],
)
def test_the_table_says_62a_with_its_condition(client, lang, now, old):
    page = unescape(seen(client.get(table_url(lang, play=REVOKE)).content.decode()))
    assert now in page
    assert old not in page
    assert 'data-label="62A"' in page  # the engine's answer cites 62A, as before
