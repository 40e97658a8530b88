"""Call out of rotation at partner's turn, not accepted: the step that asks for the offender's
later call says first what binds the partner, who calls before him (docs/legal-review.md, qa141).

29B: TR "sırasız konuşma iptal edilir ve artırım konuşma sırası kendisinde olan oyuncuya geri gider" (the auction
reverts to the player whose turn it was; WBF "the auction reverts to the player whose turn it was to
call"): the partner.
30B1(a), official Turkish: "Kusurlu oyuncunun ortağı, sıra kendisine geldiğinde kurallar çerçevesinde
herhangi bir yeterli konuşma yapabilir, ancak Yasa 16C2 uygulanır."; WBF "Offender's partner may make
any legal call at his proper turn, but Law 16C2 applies."
31B1, official Turkish: "... kurallar çerçevesinde herhangi bir yeterli konuşma yapabilir, ancak Yasa
16C2 uygulanabilir."; WBF "... but Law 16C2 applies." (the guide follows the Turkish; 31B1's
editor's note names the difference).
32B1, official Turkish: "Kusurlu oyuncunun ortağı herhangi yasal bir konuşmayı yapabilir, ancak Yasa
16C2 geçerlidir."; WBF "Offender's partner may make any legal call, but Law 16C2 applies."
23B, TR "Yasa 16C2 bu durumda geçerli değildir" / WBF "Law 16C2 does not apply", holds once the
offender has replaced his call with a comparable one: at the partner's turn nobody knows whether he
will. The comparable Endings state 23B with the comparable call made; before this change no page
on the way to them told the partner that 16C2 bound his own call.
"""

import pytest

from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db

CASES = [
    (
        "pass",
        "Önce kusurlu oyuncunun ortağı sırasında kurallar çerçevesinde herhangi bir yeterli konuşma yapabilir, ancak Yasa 16C2 uygulanır",
        "First the offender's partner may make any sufficient call at his turn, within the rules, but Law 16C2 applies",
    ),
    (
        "bid",
        "Önce kusurlu oyuncunun ortağı sırasında kurallar çerçevesinde herhangi bir yeterli konuşma yapabilir, ancak Yasa 16C2 uygulanabilir",
        "First the offender's partner may make any sufficient call at his turn, within the rules, but Law 16C2 may apply",
    ),
    (
        "double",
        "Önce kusurlu oyuncunun ortağı herhangi bir yasal konuşmayı yapabilir, ancak Yasa 16C2 geçerlidir",
        "First the offender's partner may make any legal call, but Law 16C2 applies",
    ),
]


@pytest.mark.parametrize("call, tr, en", CASES, ids=[c[0] for c in CASES])
def test_the_step_before_comparable_or_not_says_16c2_binds_the_partner(client, call, tr, en):
    keys = ["not-accepted", call, "partner"]
    says(client, "call-out-of-rotation", keys, "tr", tr, "Sonra kusurlu oyuncu kendi sırasında")
    says(client, "call-out-of-rotation", keys, "en", en, "Then the offender may make any legal call at his turn")
