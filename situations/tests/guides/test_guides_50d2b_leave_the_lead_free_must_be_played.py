"""The "leave the lead free" option (revoke.DECLARER_CHOICE_LATER, shown by the exposed-card,
revoke and lead-out-of-turn guides) says in Turkish, as in English, that the penalty card *must* be
played at the first legal opportunity: 50D2(b) keeps 50D in force, and 50D1(a) says "must". The
Turkish said "oynanır" (is played) (qa183's note; qa186).

50D1(a): TR "bir majör cezalı kart ister çıkışta, renge uyarken, defos yaparken veya çakarken olsun ilk
yasal fırsatta oynanmak zorundadır"; WBF "a major penalty card must be played at the first legal
opportunity, whether in leading, following suit, discarding or trumping".
50D2(b): TR "cezalı kart masa üzerinde cezalı kart olarak kalır. Bu seçenek seçildiğinde, cezalı kart
cezalı olarak kaldığı sürece Yasa 50D uygulanmaya devam eder"; WBF "the penalty card remains on the
table as a penalty card. If this option is selected Law 50D continues to apply for as long as the
penalty card remains"."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

MUST = {
    "tr": "cezalı kart masada kalır ve ilk yasal fırsatta oynanmak zorundadır (Yasa 50D2(b))",
    "en": "the penalty card stays and must be played at the first legal opportunity (Law 50D2(b))",
}
IS_PLAYED = "cezalı kart masada kalır ve ilk yasal fırsatta oynanır"


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_major_penalty_card_s_free_lead_option_says_must(client, lang):
    says(client, "exposed-card", ["defender", "honour-or-intended"], lang, MUST[lang])


def test_the_turkish_no_longer_says_is_played(client):
    never_says(client, "exposed-card", ["defender", "honour-or-intended"], "tr", IS_PLAYED)
