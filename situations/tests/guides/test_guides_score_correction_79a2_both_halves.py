"""The score-correction guide's 79A2 advice: the whole paragraph on the trick-count Endings, and on the
score-entry Endings only the case 79A2 speaks of (a score for a trick not won).

79A2 (TR): "Bir oyuncu, kazanmadığı bir löveye ilişkin skorun kendi tarafına kaydedilmesini veya
rakibin kaybedemeyeceği bir lövenin terkini bilerek kabul etmemelidir."
79A2 (WBF): "A player must not knowingly accept either the score for a trick that his side did not win
or the concession of a trick that his opponents could not lose."
79C1 (TR): "Üzerinde anlaşılan skoru hesaplarken veya kaydederken yapılan hatalar ... düzeltilebilir";
(WBF) "An error in recording or computing the agreed-upon score ... may be corrected".

The advice said 79A2's first half only, and on the 79C Endings (any error in the agreed score, a wrong
vulnerability or contract as much as a trick) it bade "Say so even when the error is in your favour"
on the strength of a paragraph about tricks (qa209's doubt)."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "score-correction"
WHOLE = {
    "tr": "bir oyuncu, kazanmadığı bir löveye ilişkin skorun kendi tarafına kaydedilmesini veya rakibin kaybedemeyeceği bir lövenin terkini bilerek kabul etmemelidir (Yasa 79A2)",
    "en": "a player must not knowingly accept either the score for a trick that his side did not win or the concession of a trick that his opponents could not lose (Law 79A2)",
}
IN_SCORE = {
    "tr": "Kaydedilen skor tarafınıza kazanmadığınız bir lövenin skorunu veriyorsa, lehinize olsa da söyleyin",
    "en": "If the recorded score gives your side the score for a trick it did not win, say so even though it is in your favour",
}
ANY_ERROR = {"tr": "Hata sizin lehinize olsa da söyleyin", "en": "Say so even when the error is in your favour"}


@pytest.mark.parametrize("keys", [["tricks", "before-round-ends"], ["tricks", "after-round-ends"]])
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_trick_count_endings_say_both_halves(client, lang, keys):
    says(client, SLUG, keys, lang, WHOLE[lang])


@pytest.mark.parametrize("keys", [["entry", "at-the-table"], ["entry", "within-period"], ["entry", "after-period"]])
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_score_entry_endings_say_79a2s_case_only(client, lang, keys):
    says(client, SLUG, keys, lang, IN_SCORE[lang])
    never_says(client, SLUG, keys, lang, ANY_ERROR[lang])
