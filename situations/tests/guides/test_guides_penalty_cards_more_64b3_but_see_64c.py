"""Law 64B3 with 64B's "(but see Law 64C)" where the penalty-cards-more guide says a penalty card not
played transfers no trick (session 87, qa204).

64B, TR "Rönonsun resmileşmesinden sonra, aşağıdaki durumlarda otomatik löve ayarlaması yapılmaz.
(Ancak bkz Yasa 64C): ... 3. Rönons, cezalı bir kartın oynanmaması veya yere ait kartlardan herhangi
birinin oynanmaması sonucu meydana gelmişse."; WBF "There is no automatic trick adjustment following an
established revoke (but see Law 64C) if: ... 3. the revoke was made in failing to play a penalty card or
any card belonging to dummy." 64C1, TR "Onarmaya tabi olmayanlar da dahil olmak üzere, her resmileşmiş
rönonstan sonra, hakem kusursuz tarafın maruz kaldığı zararın bu Yasalar tarafından yeterli derecede
tazmin edilmediğine kanaat getirdiğinde, ayarlı skor atayacaktır."; WBF "When, after any established
revoke, including those not subject to trick adjustment, the Director deems that the non-offending side
is insufficiently compensated by this Law for the damage caused, he shall assign an adjusted score."

Two lines said 64B3 without its "but see": the "Accept the card played" option's con ("Rönons
resmileşirse otomatik löve ayarlaması yoktur (Yasa 64B3)." / "If the revoke becomes established, there
is no automatic trick adjustment (Law 64B3).") and the engine's line for the accepted card
(engine_words._penalty_card_revoke: "resmileşirse löve aktarılmaz (Yasa 64B3)." / "once established it
transfers no trick (Law 64B3)."), which the Ending for declarer having played on shows and the table
page says; the engine's line for the same revoke once established (failed_to_play_clause) already said
"(Law 64B3; but see Law 64C)". Session 88 (qa212): the engine's line now says 64B's own words, "otomatik löve
ayarlaması yapılmaz" / "there is no automatic trick adjustment", once (test_table_penalty_card_revoke_64b3_said_once.py).
"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "penalty-cards-more"


ACCEPT = ["not-played", "not-yet"]  # the "Accept the card played" option's con
PLAYED_ON = ["not-played", "declarer-played"]  # the engine's line for the accepted card


@pytest.mark.parametrize(
    "keys, lang, said, old",
    [
        (
            ACCEPT,
            "tr",
            "Rönons resmileşirse otomatik löve ayarlaması yoktur (Yasa 64B3; ancak bkz. Yasa 64C).",
            "otomatik löve ayarlaması yoktur (Yasa 64B3).",
        ),
        (
            ACCEPT,
            "en",
            "If the revoke becomes established, there is no automatic trick adjustment (Law 64B3; but see Law 64C).",
            "there is no automatic trick adjustment (Law 64B3).",
        ),
        (
            PLAYED_ON,
            "tr",
            "henüz resmileşmedi, resmileşirse otomatik löve ayarlaması yapılmaz (Yasa 64B3; ancak bkz. Yasa 64C).",
            "resmileşirse löve aktarılmaz (Yasa 64B3).",
        ),
        (
            PLAYED_ON,
            "en",
            "not yet established; once it is, there is no automatic trick adjustment (Law 64B3; but see Law 64C).",
            "once established it transfers no trick (Law 64B3).",
        ),
    ],
)
def test_no_automatic_trick_adjustment_for_a_penalty_card_not_played_but_see_64c(client, keys, lang, said, old):
    says(client, SLUG, keys, lang, said)
    never_says(client, SLUG, keys, lang, old)
