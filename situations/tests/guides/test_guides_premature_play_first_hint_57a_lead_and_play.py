"""The premature-play guide's first question: its hint names both halves of 57A, the premature lead
as well as the play out of turn, and 57D's "not a lead" (session 89, qa222, from qa212's note).

57A, TR "Bir defans oyuncusu, ortağı o löveye kart oynamadan önce sırasız olarak kart oynadığında veya
bir sonraki löveye çıkış yaptığında, bu şekilde çıkılan veya oynanan kart majör cezalı karta dönüşür";
WBF "When a defender leads to the next trick before his partner has played to the current trick, or
plays out of turn before his partner has played, the card so led or played becomes a major penalty
card".
57D, TR "Bir defans oyuncusu, sıra sağındaki oyuncudayken kart oynama girişiminde bulunursa (löveye
çıkış hariç), Yasa 16 geçerli olabilir"; WBF "When a defender attempts to play (not lead) to a trick
at his RHO's turn, Law 16 may apply".

The first answer says both ("played, or led to the next trick, before his partner had played to this
trick"), but the hint beside the question, which says which answer is which paragraph, gave 57A as
"playing out of turn before partner" alone and 57D as "playing at the right-hand opponent's turn": a
player who had led to the next trick read his lead under neither, or under 57D, which excludes a lead.
"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "premature-play"

HINT = {
    "tr": (
        "Ortağı bu löveye oynamadan sırasız oynamak ya da sonraki löveye çıkmak Yasa 57A'dır; ortağı oynadıktan sonra, sıra sağdaki rakipteyken oynamak (çıkış hariç) Yasa 57D'dir.",
        "Ortağı bu löveye oynamadan sırasız oynamak Yasa 57A'dır;",
    ),
    "en": (
        "Playing out of turn, or leading to the next trick, before partner has played to this trick is Law 57A; after partner has played, playing (not leading) at the right-hand opponent's turn is Law 57D.",
        "Playing out of turn before partner has played to the trick is Law 57A;",
    ),
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_first_question_s_hint_names_the_premature_lead_and_57d_s_exception(client, lang):
    new, old = HINT[lang]
    says(client, SLUG, [], lang, new)
    never_says(client, SLUG, [], lang, old)
