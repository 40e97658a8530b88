"""The hesitation guide's two Endings say what Law 73 adds to 16B, each to the side it speaks to.

73D1 (to the hesitator's opponents: the opponent Ending). TR "Bir konuşma veya oyunun yapılışındaki
hız veya tavrı kasıtsız olarak değiştirmek bir kural ihlali değildir, ama bu tür tempo değişiklikleri
yalnızca rakipler için izinli bilgi olup, rakip oyuncuların bu tempo değişikliklerini yorumlama riski
kendilerine aittir"; WBF "Otherwise, unintentionally to vary the tempo or manner in which a call or
play is made is not an infraction. Inferences from such variations are authorized only to the
opponents, who may act upon the information at their own risk." The Ending told the opponents what
the partner may not do (16B1(a)) and when to call the Director (16B2, 16B3), not that the variation
is theirs to read, at their own risk.

73C2 (to the player who has the information: the partner Ending). TR "Yukarıda C1 bendinde
belirtilen kuralı ihlal eden oyuncuya cezai yaptırım uygulanabilir, ancak rakibin zarar görmesi
durumunda bkz. Yasa 16B3"; WBF "A penalty may be assessed against a player who violates C1, but if
the opponents have been damaged, see also Law 16B3." The Ending gave 73C1's duty (TR "dikkatle
kaçınmak zorundadır", WBF "must carefully avoid taking any advantage") without what may follow its
violation. The sentence says "see Law 16B3" as the Turkish does (no "also").
"""

import pytest

from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db

TEMPO_73D1 = {
    "tr": "Bir konuşma ya da oyunun yapılışındaki hızı ya da tavrı kasıtsız olarak değiştirmek bir kural ihlali "
    "değildir; bu tür tempo değişiklikleri yalnızca rakipler (sizin tarafınız) için izinli bilgidir ve onları "
    "yorumlamanın riski size aittir (Yasa 73D1).",
    "en": "Unintentionally varying the tempo or manner in which a call or play is made is not an infraction; such "
    "variations are authorised information only to the opponents (your side), who interpret them at their own "
    "risk (Law 73D1).",
}
PENALTY_73C2 = {
    "tr": "Bu kuralı ihlal eden oyuncuya cezai yaptırım uygulanabilir; rakipler zarar gördüyse bkz. Yasa 16B3 "
    "(Yasa 73C2).",
    "en": "A penalty may be assessed against a player who violates this rule; if the opponents have been "
    "damaged, see Law 16B3 (Law 73C2).",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_73d1_the_opponents_may_read_the_tempo_at_their_own_risk(client, lang):
    says(client, "hesitation", ["opponent"], lang, TEMPO_73D1[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_73c2_a_player_who_takes_advantage_may_be_penalised(client, lang):
    says(client, "hesitation", ["partner"], lang, PENALTY_73C2[lang])
