"""Law 69B on the score-correction guide's trick-count Endings: what may be withdrawn is the
agreement with a claim or concession, not the claim or concession itself. The English `now` said
"An agreed claim or concession may be withdrawn within the Correction Period", which reads as the
claimer taking his claim back; its Turkish ("... anlaşma Düzeltme Süresi içinde geri alınabilir")
and the claim guide's words ("the agreement may be withdrawn") say the paragraph's subject.

69B (TR): "Talep veya terk üzerindeki anlaşma (bkz A), Yasa 79C'de belirlenmiş düzeltme dönemi içinde
geri alınabilir: 1. Gerçekte kendi tarafının önceden kazandığı bir lövenin kaybında anlaşmışsa veya 2.
Oyunun devamında muhtemelen kendi tarafının kazanacağı bir lövenin kaybında anlaşmışsa; Bu löve iade
edilerek bord yeniden skorlanır."
69B (WBF): "Agreement with a claim or concession (see A) may be withdrawn within the Correction Period
established under Law 79C: 1. if a player agreed to the loss of a trick his side had, in fact, won; or
2. if a player has agreed to the loss of a trick that his side would likely have won had the play
continued. The board is rescored with such trick awarded to his side."
"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "score-correction"
WITHDRAWN = {
    "tr": "Talep ya da terkte anlaşılmışsa, oyuncu tarafının aslında kazandığı ya da oyun sürseydi muhtemelen kazanacağı bir lövenin kaybını kabul ettiyse anlaşma Düzeltme Süresi içinde geri alınabilir (Yasa 69B)",
    "en": "Agreement with a claim or concession may be withdrawn within the Correction Period if a player agreed to the loss of a trick his side had in fact won, or would likely have won had play continued (Law 69B)",
}
CLAIM_WITHDRAWN = {"tr": "talep geri alınabilir", "en": "agreed claim or concession may be withdrawn"}


@pytest.mark.parametrize("keys", [["tricks", "before-round-ends"], ["tricks", "after-round-ends"]])
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_69b_withdraws_the_agreement(client, lang, keys):
    says(client, SLUG, keys, lang, WITHDRAWN[lang])
    never_says(client, SLUG, keys, lang, CLAIM_WITHDRAWN[lang])
