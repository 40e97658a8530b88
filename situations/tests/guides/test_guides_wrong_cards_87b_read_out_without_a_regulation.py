"""The fouled-board Ending's read-out (wrong-number-of-cards, fouled) gives 87B with its exception: where
the regulations name no method, the Director selects and announces his own. The Ending's `now` and
score-correction's first hint already said it (qa182); the read-out the Director reads at the table
left it out (qa186)."""

import pytest

from situations.tests.guides.guide_pages import reads

pytestmark = pytest.mark.django_db

# 87B: TR "Skorları buna göre gruplara ayırır ve her grubu ayrı olarak turnuva yönetmeliğinde
# belirtilen şekilde göre bağımsız olarak değerlendirir (açıkça belirtilmiş bir yöntem olmaması
# halinde hakem yöntemi belirleyerek duyurur)."; WBF "He divides the scores on that basis into groups
# and rates each group separately as provided in the regulations for the tournament. (In the absence
# of a relevant regulation the Director selects and announces his method.)"
WITH_THE_EXCEPTION = {
    "tr": "her grubu turnuva yönetmeliğine göre ayrı değerlendirir, yönetmelikte bir yöntem yoksa yöntemi kendisi belirleyip duyurur (Yasa 87B)",
    "en": "rates each group separately as the tournament regulations provide, or in the absence of a relevant regulation by a method he selects and announces (Law 87B)",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_fouled_board_read_out_says_87b_s_method_without_a_regulation(client, lang):
    reads(client, "wrong-number-of-cards", ["fouled"], lang, WITH_THE_EXCEPTION[lang])
