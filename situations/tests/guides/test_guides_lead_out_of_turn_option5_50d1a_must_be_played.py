"""The faced-opening-lead Ending's option 5 ("reject and leave the lead free") says what the card left
on the table binds the offender to, 50D1(a), and that declarer's choice comes again only while the
card is still there (footnote 14), not "each time" with no end (qa184's note; qa186).

50D2(b): TR "cezalı kart masa üzerinde cezalı kart olarak kalır. Bu seçenek seçildiğinde, cezalı kart
cezalı olarak kaldığı sürece Yasa 50D uygulanmaya devam eder"; WBF "the penalty card remains on the
table as a penalty card. If this option is selected Law 50D continues to apply for as long as the
penalty card remains".
50D1(a): TR "bir majör cezalı kart ... ilk yasal fırsatta oynanmak zorundadır"; WBF "a major penalty
card must be played at the first legal opportunity".
Footnote 14: TR "Eğer el cezalı kart sahibinin ortağında kalırsa ve cezalı kart hala oynanmamışsa Yasa
50D2nin bütün kısıtlamaları ve seçenekleri gelecek lövede uygulanır"; WBF "If the partner of the
defender with the penalty card retains the lead, and the penalty card has not yet been played, then all
the requirements and options of Law 50D2 apply again at the following trick"."""

import pytest

from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db

KEYS = ["opening", "wrong-defender", "faced"]
OPTION_5 = {
    "tr": "Kart majör cezalı kart olarak masada kalır (Yasa 50D2(b)): kusurlu oyuncu onu ilk yasal fırsatta oynamak zorundadır (Yasa 50D1(a)); o zamana kadar ortağı her çıkışa geldiğinde yeniden seçebilirsiniz.",
    "en": "The card stays on the table as a major penalty card (Law 50D2(b)): the offender must play it at his first legal opportunity (Law 50D1(a)); until then you may choose again each time his partner is on lead.",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_option_5_says_the_offender_must_play_the_card_at_his_first_legal_opportunity(client, lang):
    says(client, "lead-out-of-turn", KEYS, lang, OPTION_5[lang])
