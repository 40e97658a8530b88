"""Laws 81C1 and 81C2 as the penalties guide states them: duties among those the Director's duties
and powers "normally include" (81C's opening), not a flat "is the Director's duty", as 81C3 is said
since qa161 (test_guides_81c3_normally_include.py). The procedural-penalty Ending's director line
(81C2) and the conduct Ending's advice (81C1) (qa182)."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

# 81C: TR "Normal şartlarda hakemin görev ve yetkileri aşağıdakileri de kapsar: 1. Disiplini ve
# oyunun düzenini sağlamak 2. Bu Yasaları uygulamak, yorumlamak ve oyuncuları hakları ve
# sorumlulukları konusunda bilgilendirmek."; WBF "The Director's duties and powers normally include
# also the following: 1. to maintain discipline and to ensure the orderly progress of the game. 2. to
# administer and interpret these Laws and to advise the players of their rights and responsibilities
# thereunder."
RIGHTS_81C2 = {
    "tr": "normal şartlarda hakemin görev ve yetkileri, oyuncuları hakları ve sorumlulukları konusunda bilgilendirmeyi de kapsar (Yasa 81C2)",
    "en": "under normal circumstances the Director's duties and powers also include advising the players of their rights and responsibilities (Law 81C2)",
}
FLAT_81C2 = {
    "tr": "bilgi vermek hakemin görevidir",
    "en": "responsibilities is his duty",
}
DISCIPLINE_81C1 = {
    "tr": "Normal şartlarda hakemin görev ve yetkileri, disiplini ve oyunun düzenini sağlamayı da kapsar (Yasa 81C1)",
    "en": "Under normal circumstances the Director's duties and powers also include maintaining discipline and ensuring the orderly progress of the game (Law 81C1)",
}
FLAT_81C1 = {
    "tr": "disiplini sağlamak hakemin görevidir",
    "en": "duty (Law 81C1)",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_procedural_penalty_director_line_says_81c2_is_normally_among_his_duties(client, lang):
    says(client, "penalties", ["procedural-penalty"], lang, RIGHTS_81C2[lang])
    never_says(client, "penalties", ["procedural-penalty"], lang, FLAT_81C2[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_conduct_advice_says_81c1_is_normally_among_his_duties(client, lang):
    says(client, "penalties", ["conduct"], lang, DISCIPLINE_81C1[lang])
    never_says(client, "penalties", ["conduct"], lang, FLAT_81C1[lang])
