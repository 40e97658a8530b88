"""The asking-questions guide's presumed declarer before the opening lead is faced
(`asking/after-final-pass/declarer`): 41B's "(see Law 20F2 and 20F3)" follows the sentence that gives the
right to the leader's partner and the presumed declarer alike, so the page tells him 20F3 as qa262 told the
defender (qa274, session 92).

41B (official Turkish): "Atak kartı açılmadan önce, atak eden oyuncunun ortağı ve deklaran olması gereken
oyuncu (ancak yer olması gereken oyuncu değil) artırımın tekrar edilmesini veya bir rakibinin konuşmasının
açıklanmasını isteyebilir. (bkz. Yasa 20F2 ve 20F3)"
41B (WBF): "Before the opening lead is faced, the leader's partner and the presumed declarer (but not the
presumed dummy) each may require a review of the auction, or request explanation of an opponent's call
(see Law 20F2 and 20F3)."
20F3 (official Turkish): "Yukarıda belirtilen 1. ve 2. maddeler kapsamında bir oyuncu tek bir konuşmaya
ilişkin soru sorabilir ancak bu durumda Yasa 16B1 uygulanabilir."
20F3 (WBF): "Under 1 and 2 above a player may ask concerning a single call but Law 16B1 may apply."
"""

import pytest

from situations.tests.guides.guide_pages import page, says

pytestmark = pytest.mark.django_db
SLUG = "asking-questions"
KEYS = ["asking", "after-final-pass", "declarer"]

SINGLE_CALL = {
    "tr": "Tek bir konuşmayı da sorabilirsiniz, ancak bu durumda Yasa 16B1 uygulanabilir (Yasa 20F3).",
    "en": "You may ask about a single call, but Law 16B1 may apply (Law 20F3).",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_presumed_declarer_before_the_lead_is_told_20f3(client, lang):
    says(client, SLUG, KEYS, lang, SINGLE_CALL[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_20f3_is_quoted_beside_41b(client, lang):
    text = page(client, SLUG, KEYS, lang)
    assert 'data-label="41B"' in text
    assert 'data-label="20F3"' in text
