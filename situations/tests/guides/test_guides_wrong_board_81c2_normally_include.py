"""The wrong-board guide's line on the left-hand opponent's call (wrong_board.LHO_CALL_UNSAID) states
81C2 as one of the duties 81C's opening says the Director's powers "normally include", in the words
the penalties guide uses for 81C1 and 81C2 (test_guides_81c1_81c2_normally_include.py), not as a bare
description of the Director (qa186)."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

# 81C: TR "Normal şartlarda hakemin görev ve yetkileri aşağıdakileri de kapsar: ... 2. Bu Yasaları
# uygulamak, yorumlamak ve oyuncuları hakları ve sorumlulukları konusunda bilgilendirmek."; WBF "The
# Director's duties and powers normally include also the following: ... 2. to administer and
# interpret these Laws and to advise the players of their rights and responsibilities thereunder."
NORMALLY_81C2 = {
    "tr": "normal şartlarda hakemin görev ve yetkileri, bu Yasaları uygulamayı ve yorumlamayı da kapsar (Yasa 81C2)",
    "en": "under normal circumstances the Director's duties and powers also include administering and interpreting these Laws (Law 81C2)",
}
FLAT_81C2 = {
    "tr": "yasaları uygulayıp yorumlayan hakem",
    "en": "who administers and interprets the Laws",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_left_hand_opponent_s_call_line_says_81c2_is_normally_among_his_duties(client, lang):
    says(client, "wrong-board", ["wrong-cards"], lang, NORMALLY_81C2[lang])
    never_says(client, "wrong-board", ["wrong-cards"], lang, FLAT_81C2[lang])
