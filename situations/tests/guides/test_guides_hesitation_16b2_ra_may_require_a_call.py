"""The hesitation guide's Ending for an opponent's hesitation gives 16B2's parenthesis on the
Regulating Authority in its "when to call the Director" line too, and says it in the official
Turkish's words.

16B2 (TR): "Bir oyuncu bir rakibinin böyle bir bilgi verdiğini ve bunun zarara yol açabileceğini
düşündüğü zaman, Yetkili Federasyon tarafından yasaklanmadıkça (ki bu durum hakem çağırılmasını
gerektirebilir), daha sonra hakem çağırma hakkını saklı tutacağını bildirebilir ..."
16B2 (WBF): "When a player considers that an opponent has made such information available and that
damage could well result he may announce, unless prohibited by the Regulating Authority (which may
require that the Director be called), that he reserves the right to summon the Director later ..."

The Director line said "Yetkili Federasyon yasaklamadıkça" / "unless the Regulating Authority
prohibits it" and left the parenthesis out: where the Regulating Authority prohibits the reservation,
a call may be required, and the line, the one that says when to call, offered it only as "you may".
The `now` had the parenthesis as "(hakem çağrılmasını şart koşabilir)" (it may stipulate a call);
both now say the official "(ki bu durum hakem çağrılmasını gerektirebilir)"."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "hesitation"
KEYS = ["opponent"]


def test_the_director_line_says_the_regulating_authority_may_require_a_call(client):
    says(
        client,
        SLUG,
        KEYS,
        "tr",
        "düşünüyorsanız, Yetkili Federasyon yasaklamadıkça (ki bu durum hakem çağrılmasını gerektirebilir), daha sonra çağırma hakkınızı saklı tuttuğunuzu bildirebilirsiniz;",
    )
    never_says(client, SLUG, KEYS, "tr", "düşünüyorsanız, Yetkili Federasyon yasaklamadıkça, daha sonra")
    says(
        client,
        SLUG,
        KEYS,
        "en",
        "you may, unless the Regulating Authority prohibits it (which may require that the Director be called), announce that you reserve the right to call him later;",
    )
    never_says(client, SLUG, KEYS, "en", "unless the Regulating Authority prohibits it, announce")


def test_the_page_says_the_parenthesis_in_the_official_turkish_words(client):
    says(
        client,
        SLUG,
        KEYS,
        "tr",
        "hakemi çağırabilir ya da, Yetkili Federasyon yasaklamadıkça (ki bu durum hakem çağrılmasını gerektirebilir), hakemi daha sonra çağırma hakkınızı",
    )
    never_says(client, SLUG, KEYS, "tr", "şart koşabilir")
