"""The asking-questions guide's defender before the opening lead is faced (`asking/after-final-pass/defender`):
41B sends a question about an opponent's call to 20F3, and the page now says it (qa262, session 92; qa248
noticed it in session 91).

41B (official Turkish): "Atak kartı açılmadan önce, atak eden oyuncunun ortağı ve deklaran olması gereken
oyuncu (ancak yer olması gereken oyuncu değil) artırımın tekrar edilmesini veya bir rakibinin konuşmasının
açıklanmasını isteyebilir. (bkz. Yasa 20F2 ve 20F3)"
41B (WBF): "Before the opening lead is faced, the leader's partner and the presumed declarer (but not the
presumed dummy) each may require a review of the auction, or request explanation of an opponent's call
(see Law 20F2 and 20F3)."
20F3 (official Turkish): "Yukarıda belirtilen 1. ve 2. maddeler kapsamında bir oyuncu tek bir konuşmaya
ilişkin soru sorabilir ancak bu durumda Yasa 16B1 uygulanabilir."
20F3 (WBF): "Under 1 and 2 above a player may ask concerning a single call but Law 16B1 may apply."

The Ending said 41B's right and 16B1 (a question is unauthorised information) but not 20F3, to which 41B
points. The sentence the play Endings give (SINGLE_CALL) is now its advice (in `now` it moved two English
search sets, docs/legal-review.md, Session 92 (qa262)), and 20F3 is among its paragraphs, quoted beside it."""

import pytest

from situations.tests.guides.guide_pages import page, says

pytestmark = pytest.mark.django_db
SLUG = "asking-questions"
KEYS = ["asking", "after-final-pass", "defender"]

SINGLE_CALL = {
    "tr": "Tek bir konuşmayı da sorabilirsiniz, ancak bu durumda Yasa 16B1 uygulanabilir (Yasa 20F3).",
    "en": "You may ask about a single call, but Law 16B1 may apply (Law 20F3).",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_defender_before_the_lead_is_told_20f3(client, lang):
    says(client, SLUG, KEYS, lang, SINGLE_CALL[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_20f3_is_quoted_beside_41b(client, lang):
    text = page(client, SLUG, KEYS, lang)
    assert 'data-label="41B"' in text
    assert 'data-label="20F3"' in text
