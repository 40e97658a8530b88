"""The hesitation guide's "when to call the Director" line for an opponent's hesitation gives
16B2's reservation with its condition and says what the opponents would dispute.

16B2 (TR): "Bir oyuncu bir rakibinin böyle bir bilgi verdiğini ve bunun zarara yol açabileceğini
düşündüğü zaman, Yetkili Federasyon tarafından yasaklanmadıkça (ki bu durum hakem çağırılmasını
gerektirebilir), daha sonra hakem çağırma hakkını saklı tutacağını bildirebilir (rakipler izinsiz
bilgi iletilmiş olabileceği savına karşı iseler, hakemi hemen çağırmalıdırlar)."
16B2 (WBF): "When a player considers that an opponent has made such information available and that
damage could well result he may announce, unless prohibited by the Regulating Authority (which may
require that the Director be called), that he reserves the right to summon the Director later (the
opponents should summon the Director immediately if they dispute the fact that unauthorized
information might have been conveyed)."
Footnote 5 (on 16B3), TR "Hakemi hemen veya daha sonra çağırmak bir usulsüzlük oluşturmaz", WBF "It
is not an infraction to call the Director earlier or later": calling him at once needs no condition.

The line said "when it happens" one may call him or reserve the right, leaving out the condition
the reservation rests on (the player considers that the opponent made such information available
and that damage could result), and had the opponents call him "if they dispute it", as if they
disputed the reservation rather than that unauthorised information might have been conveyed. The
page's `now` already says both; the line is what a player reads first."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "hesitation"
KEYS = ["opponent"]


@pytest.mark.parametrize(
    "lang, condition, dispute, old",
    [
        (
            "tr",
            "Rakibin böyle bir bilgi verdiğini ve bunun zarara yol açabileceğini düşünüyorsanız, Yetkili Federasyon yasaklamadıkça (ki bu durum hakem çağrılmasını gerektirebilir), daha sonra çağırma hakkınızı saklı tuttuğunuzu bildirebilirsiniz",
            "rakipler izinsiz bilgi iletilmiş olabileceğine karşı çıkarsa hakemi hemen onlar çağırmalıdır (Yasa 16B2)",
            "Duraksama olduğunda çağırabilir ya da, Yetkili Federasyon yasaklamadıkça",
        ),
        (
            "en",
            "If you consider that an opponent has made such information available and that damage could result, you may, unless the Regulating Authority prohibits it (which may require that the Director be called), announce that you reserve the right to call him later",
            "if the opponents dispute that unauthorised information might have been conveyed, they should call him at once (Law 16B2)",
            "You may call him when it happens or, unless the Regulating Authority prohibits it",
        ),
    ],
)
def test_the_director_line_gives_16b2_s_condition_for_reserving_the_right(client, lang, condition, dispute, old):
    says(client, SLUG, KEYS, lang, condition, dispute)
    never_says(client, SLUG, KEYS, lang, old)
