"""Declarer's choice for the partner's lead (Law 50D2(a): require or forbid the penalty card's suit)
says what Law 59 lets the partner do when he cannot comply, for the forbidden suit as for the
required one, on the guides to a lead out of turn (54D's five options), to a card exposed in the play (a major
penalty card) and to a revoke corrected by a defender (the withdrawn card a major penalty card, 62B1).

Law 59: TR "Bir oyuncu ister gerekli renkte kartının bulunmaması ister yalnızca çıkış yasağı
uygulanan renkte kartının bulunması, ister renge uyma zorunluluğu altında oluşu nedeniyle bir
onarmayı yerine getirmek için gerekli olan çıkışı ya da oyunu gerçekleştiremiyorsa, yasal olan başka
herhangi bir kartı oynayabilir"; WBF "A player may play any otherwise legal card if he is unable to
lead or play as required to comply with a rectification, whether because he holds no card of the
required suit, or because he has only cards of a suit he is prohibited from leading, or because he
is obliged to follow suit." 50D2(a): TR "çıkış kendisinde kaldığı müddetçe o rengi çıkmasını
yasaklamak"; WBF "to prohibit him from leading that suit for as long as he retains the lead". The
Turkish hangs footnote 13 ("Eğer oyuncu kendisinden istenen çıkışı yapamıyorsa, bkz. Yasa 59") on
"istemek" only, the WBF ("If the player is unable to lead as required see Law 59") on "require" and
"prohibit"; Law 59 names the prohibited suit in both. Before, the forbid option said only that the
partner may not lead the suit, and the exposed-card guide's require option did not say Law 59 at all.
"""

import pytest
from django.utils.html import escape

from situations.tests.guides.guide_pages import page
from situations.tests.guides.test_guides_audit16d import option_lists

pytestmark = pytest.mark.django_db

LEAD_OUT_OF_TURN = ("lead-out-of-turn", ["opening", "wrong-defender", "faced"])
EXPOSED_CARD = ("exposed-card", ["defender", "honour-or-intended"])
# A defender's card withdrawn to correct a revoke is a major penalty card (62B1, 50B): the same options.
REVOKE_CORRECTED = ("revoke", ["defender", "not-established"])

# declarer's choice for the partner's lead (revoke.DECLARER_CHOICE_LATER): (option name, the line Against it)
PARTNER_FORBID = (
    {"tr": "O rengi yasaklamak", "en": "Forbid that suit"},
    {
        "tr": "Kusurlu oyuncunun ortağının elinde yalnızca o renkten kartlar kalmışsa yasal başka herhangi bir kartı oynayabilir (Yasa 59).",
        "en": "If the offender's partner has only cards of that suit left, he may play any otherwise legal card (Law 59).",
    },
)
PARTNER_REQUIRE = (
    {"tr": "Cezalı kartın rengini istemek", "en": "Require the lead of the penalty card's suit"},
    {
        "tr": "Kusurlu oyuncunun ortağının elinde o renkten kart yoksa yasal başka herhangi bir kartı çıkabilir (Yasa 59).",
        "en": "If the offender's partner holds no card of that suit, he may lead any otherwise legal card (Law 59).",
    },
)

CASES = [
    # (guide, option name, the line Against it)
    (
        LEAD_OUT_OF_TURN,
        {"tr": "4. Geri çevirip rengi yasaklamak", "en": "4. Reject and forbid that suit"},
        {
            "tr": "Doğru oyuncunun elinde yalnızca o renkten kartlar kalmışsa yasal başka herhangi bir kartı oynayabilir (Yasa 59).",
            "en": "If the right player has only cards of that suit left, he may play any otherwise legal card (Law 59).",
        },
    ),
    (
        LEAD_OUT_OF_TURN,
        {"tr": "3. Geri çevirip aynı rengi istemek", "en": "3. Reject and require that suit"},
        {
            "tr": "soldaki oyuncuda o renk yoksa yasal başka herhangi bir kartı çıkabilir (Yasa 59).",
            "en": "if the right player has none of the suit, he may lead any otherwise legal card (Law 59).",
        },
    ),
    *((guide, *option) for guide in (EXPOSED_CARD, REVOKE_CORRECTED) for option in (PARTNER_FORBID, PARTNER_REQUIRE)),
]


@pytest.mark.parametrize(
    "guide, name, line",
    CASES,
    ids=["loot-forbid", "loot-require", "exposed-forbid", "exposed-require", "revoke-forbid", "revoke-require"],
)
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_59_the_option_says_what_the_partner_may_do_when_he_cannot_comply(client, guide, name, line, lang):
    slug, keys = guide
    _, cons = option_lists(page(client, slug, keys, lang), name[lang])
    assert escape(line[lang]) in cons
