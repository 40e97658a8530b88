"""The penalty-cards-more guide's options to forbid a suit (51B1(b) for penalty cards in one suit,
51B2(b) for several) say what Law 59 lets the partner do when he holds only the forbidden suit, as
the single-penalty-card options already do (test_guides_partner_lead_cannot_comply).

Law 59: TR "Bir oyuncu ister gerekli renkte kartının bulunmaması ister yalnızca çıkış yasağı
uygulanan renkte kartının bulunması ... nedeniyle bir onarmayı yerine getirmek için gerekli olan
çıkışı ya da oyunu gerçekleştiremiyorsa, yasal olan başka herhangi bir kartı oynayabilir"; WBF "A
player may play any otherwise legal card if he is unable to lead or play as required to comply with
a rectification, whether because he holds no card of the required suit, or because he has only
cards of a suit he is prohibited from leading". 51B1(b): TR "deklaran defans oyuncusunun ortağının
o rengi çıkmasını yasaklarsa"; WBF "declarer prohibits13 the defender's partner from leading that
suit" (footnote 13: "If the player is unable to lead as required see Law 59"). 51B2(b): TR
"deklaran defans oyuncusunun ortağının bu renklerin bir veya daha fazlasını çıkmasını
yasaklayabilir"; WBF "declarer may prohibit15 the defender's partner from leading one or more of
such suits" (footnote 15 likewise). Before, each forbid option said only that the partner may not
lead the suit; the require options already said Law 59."""

import pytest
from django.utils.html import escape

from situations.tests.guides.guide_pages import page
from situations.tests.guides.test_guides_audit16d import option_lists

pytestmark = pytest.mark.django_db
SLUG = "penalty-cards-more"

CASES = [
    (
        ["two-or-more", "partner-to-lead", "one-suit"],
        {"tr": "O rengi yasaklamak", "en": "Forbid that suit"},
        {
            "tr": "Kusurlu oyuncunun ortağının elinde yalnızca o renkten kartlar kalmışsa yasal başka herhangi bir kartı oynayabilir (Yasa 59).",
            "en": "If the offender's partner has only cards of that suit left, he may play any otherwise legal card (Law 59).",
        },
    ),
    (
        ["two-or-more", "partner-to-lead", "several-suits"],
        {"tr": "Renkleri yasaklamak", "en": "Forbid one or more suits"},
        {
            "tr": "Kusurlu oyuncunun ortağının elinde yalnızca yasakladığınız renklerden kartlar kalmışsa yasal başka herhangi bir kartı oynayabilir (Yasa 59).",
            "en": "If the offender's partner has only cards of the suits you forbid left, he may play any otherwise legal card (Law 59).",
        },
    ),
]


@pytest.mark.parametrize("keys, name, line", CASES, ids=["one-suit-51b1b", "several-suits-51b2b"])
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_59_the_forbid_option_says_what_the_partner_may_do_with_only_that_suit(client, keys, name, line, lang):
    _, cons = option_lists(page(client, SLUG, keys, lang), name[lang])
    assert escape(line[lang]) in cons
