"""Law 87B in the score-correction guide's pointer to a fouled board (its first step's hint): the
groups are rated as the tournament regulations provide, *or*, in the absence of a relevant
regulation, by a method the Director selects and announces. The hint left the exception out; the
wrong-number-of-cards guide's fouled-board Ending says it (qa182)."""

import pytest

from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db

# 87B: TR "Karışmış bordu skorlarken hakem, hangi skorların bord doğru şeklindeyken ve hangi skorların
# bord karıştıktan sonra elde edildiğini olabildiğince doğru şekilde belirler. Skorları buna göre
# gruplara ayırır ve her grubu ayrı olarak turnuva yönetmeliğinde belirtilen şekilde göre bağımsız
# olarak değerlendirir (açıkça belirtilmiş bir yöntem olmaması halinde hakem yöntemi belirleyerek
# duyurur)."; WBF "He divides the scores on that basis into groups and rates each group separately as
# provided in the regulations for the tournament. (In the absence of a relevant regulation the
# Director selects and announces his method.)"
WITHOUT_A_REGULATION = {
    "tr": "her grubu turnuva yönetmeliğine göre ayrı değerlendirir, yönetmelikte bir yöntem yoksa yöntemi kendisi belirleyip duyurur (Yasa 87B)",
    "en": "rates each group separately as the tournament regulations provide, or in the absence of a relevant regulation by a method he selects and announces (Law 87B)",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_fouled_board_pointer_says_87b_s_method_without_a_regulation(client, lang):
    says(client, "score-correction", [], lang, WITHOUT_A_REGULATION[lang])
