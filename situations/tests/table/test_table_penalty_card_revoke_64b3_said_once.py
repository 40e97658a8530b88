"""The table page's line for a penalty card not played, the card played instead accepted (52B1): a
revoke (61A) after whose establishment there is no automatic trick adjustment (64B3, "but see Law
64C"), said once and in 64B's words (session 88, qa212; qa204 noticed it).

64B, TR "Rönonsun resmileşmesinden sonra, aşağıdaki durumlarda otomatik löve ayarlaması yapılmaz.
(Ancak bkz Yasa 64C): ... 3. Rönons, cezalı bir kartın oynanmaması veya yere ait kartlardan herhangi
birinin oynanmaması sonucu meydana gelmişse."; WBF "There is no automatic trick adjustment following an
established revoke (but see Law 64C) if: ... 3. the revoke was made in failing to play a penalty card or
any card belonging to dummy." 64C1, TR "Onarmaya tabi olmayanlar da dahil olmak üzere, her resmileşmiş
rönonstan sonra, hakem kusursuz tarafın maruz kaldığı zararın bu Yasalar tarafından yeterli derecede
tazmin edilmediğine kanaat getirdiğinde, ayarlı skor atayacaktır."; WBF "When, after any established
revoke, including those not subject to trick adjustment, the Director deems that the non-offending side
is insufficiently compensated by this Law for the damage caused, he shall assign an adjusted score."
63A1, TR "Kusurlu oyuncu veya ortağı bir sonraki löveye çıkış yaptığı ya da kart oynadığında"; WBF "when
the offender or his partner leads or plays to the following trick".

Once the revoke was established the line read "the revoke is established; once established it
transfers no trick (Law 64B3; but see Law 64C)" / "rönons resmileşti; resmileşirse löve aktarılmaz":
"once established" of a revoke the line had just called established, and "transfers no trick" where
64B says "no automatic trick adjustment" (64C1's adjusted score may still take tricks from the
offenders). The engine's `established` and `established_by` give the line's facts.
"""

import pytest

from situations.tests.table.revoke_table import table_page
from situations.tests.table.test_table import DEAL as PENALTY_DEAL

pytestmark = pytest.mark.django_db

# East's ♦J is a major penalty card; he plays the ♦10 instead on North's ♦A and South plays on, so the
# card stands (52B1(b)). North's ♣A leads trick 3; East's ♣10 to it establishes the revoke (63A1)
# (test_table_claim_revoke_follows_engine_status.py's record).
NOT_YET = "W:S2,N:SA,E:S7,S:S3,expose:E:DJ,N:DA,E:DT,S:D6,W:D2"
ESTABLISHED = NOT_YET + ",N:CA,E:CT"


@pytest.mark.parametrize(
    "play, lang, said",
    [
        (
            ESTABLISHED,
            "en",
            "this is a revoke (Law 61A), and it is established (Law 63A1): there is no automatic trick adjustment "
            "(Law 64B3; but see Law 64C).",
        ),
        (
            ESTABLISHED,
            "tr",
            "bu bir rönonstur (Yasa 61A) ve resmileşti (Yasa 63A1): otomatik löve ayarlaması yapılmaz (Yasa 64B3; "
            "ancak bkz. Yasa 64C).",
        ),
        (
            NOT_YET,
            "en",
            "this is a revoke (Law 61A), not yet established; once it is, there is no automatic trick adjustment "
            "(Law 64B3; but see Law 64C).",
        ),
        (
            NOT_YET,
            "tr",
            "bu bir rönonstur (Yasa 61A); henüz resmileşmedi, resmileşirse otomatik löve ayarlaması yapılmaz "
            "(Yasa 64B3; ancak bkz. Yasa 64C).",
        ),
    ],
)
def test_a_penalty_card_revoke_says_64b_once_in_its_words(client, play, lang, said):
    shown = table_page(client, lang, play, tags=False, deal=PENALTY_DEAL, contract="4H")
    assert said in shown
    assert "once established it transfers no trick" not in shown
    assert "resmileşirse löve aktarılmaz" not in shown
