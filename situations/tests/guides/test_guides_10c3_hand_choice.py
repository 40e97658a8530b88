"""When dummy, having broken a limit of 43A2, warned declarer not to lead from the wrong hand, either
defender chooses the hand declarer leads from (43B2(a)); 10C3's word on how to choose is for the
choice between the two hands, not a reason for one of them. It stood as the one "For" of "Lead
from declarer's hand", as if leading from declarer's hand were the one that suits declarer less; it
is now the Ending's advice, beside 10C2's.

10C3, TR "Bu yasalar rakipleri bir usulsüzlük işledikten sonra kusursuz tarafa bir seçenek sunduğu
zaman, en avantajlı eylemi seçmesi uygundur"; WBF "When these Laws provide the innocent side with an
option after an irregularity committed by an opponent, it is appropriate to select the most
advantageous action". 43B2(a), TR "deklaranı yanlış elden çıkış yapmaması hakkında uyarırsa,
herhangi bir defans oyuncusu deklaranın çıkış yapacağı eli seçebilir"; WBF "warns declarer not to
lead from the wrong hand, either defender may choose the hand from which declarer shall lead"."""

import pytest

from situations.content.dummy_rights import PREVENT_AFTER_A2
from situations.tests.guides import guide_pages

SLUG = "dummy-rights"
KEYS = ["prevent", "after-a2-violation"]
ADVICE = {
    "tr": "Hangi elden çıkış deklaranın işine daha az geliyorsa onu seçin (Yasa 10C3).",
    "en": "Pick the hand that suits declarer less (Law 10C3).",
}


def test_neither_hand_is_given_10c3_as_its_own_reason():
    assert [(o.name.en, o.pros, o.cons) for o in PREVENT_AFTER_A2.options] == [
        ("Lead from declarer's hand", (), ()),
        ("Lead from dummy", (), ()),
    ]


@pytest.mark.django_db
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_page_gives_10c3_as_advice_on_the_choice(client, lang):
    assert ADVICE[lang] in [getattr(text, lang) for text in PREVENT_AFTER_A2.advice]
    guide_pages.says(client, SLUG, KEYS, lang, ADVICE[lang])
