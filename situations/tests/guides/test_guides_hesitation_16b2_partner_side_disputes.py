"""The hesitation guide's "when to call the Director" line for a partner's hesitation says what
16B2 asks of the reader's own side: it is "the opponents" of the player who reserves the right.

16B2 (TR): "Bir oyuncu bir rakibinin böyle bir bilgi verdiğini ve bunun zarara yol açabileceğini
düşündüğü zaman, Yetkili Federasyon tarafından yasaklanmadıkça (ki bu durum hakem çağırılmasını
gerektirebilir), daha sonra hakem çağırma hakkını saklı tutacağını bildirebilir (rakipler izinsiz
bilgi iletilmiş olabileceği savına karşı iseler, hakemi hemen çağırmalıdırlar)."
16B2 (WBF): "When a player considers that an opponent has made such information available and that
damage could well result he may announce, unless prohibited by the Regulating Authority (which may
require that the Director be called), that he reserves the right to summon the Director later (the
opponents should summon the Director immediately if they dispute the fact that unauthorized
information might have been conveyed)."

The line said only "The opponents may call him; you may too if in doubt": where an opponent
reserves the right and the reader's side disputes that unauthorised information might have been
conveyed, both texts say that side should call him at once, not that it may. The
extraneous-information guide's Ending for information from partner already says so."""

import pytest

from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db
SLUG = "hesitation"
KEYS = ["partner"]


@pytest.mark.parametrize(
    "lang, said",
    [
        (
            "tr",
            "Bir rakip hakemi daha sonra çağırma hakkını saklı tuttuğunu bildirdiğinde tarafınız izinsiz bilgi iletilmiş olabileceğine karşı çıkıyorsa hakemi hemen çağırmalıdır (Yasa 16B2).",
        ),
        (
            "en",
            "If an opponent announces that he reserves the right to call the Director later and your side disputes that unauthorised information might have been conveyed, your side should call him at once (Law 16B2).",
        ),
    ],
)
def test_the_partner_director_line_says_16b2_s_should_for_the_disputing_side(client, lang, said):
    says(client, SLUG, KEYS, lang, said)
