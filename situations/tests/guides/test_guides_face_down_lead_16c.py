"""A face-down opening lead by the wrong defender: the Ending has always listed Law 16C among its
paragraphs, and now says what 16C says of the lead withdrawn.

41A: TR "Kapalı atak sadece usulsüzlükten sonra hakemin talimatı üzerine geri alınabilir, (Bkz. Yasa
47E ve 54) geri alınan kart defans oyuncusunun eline geri konmak zorundadır"; WBF "The face-down lead
may be withdrawn only upon the instruction of the Director after an irregularity (see Laws 47E and
54); the withdrawn card must be returned to the defender's hand". 16C: TR "Herhangi bir konuşma veya
oyun bu yasaların hükümlerine uygun şekilde geri alınmış ise: ... 2. Kusurlu taraf için, geri alınmış
eylemden – gerek kendileri gerekse rakipleri tarafından yapılmış olsun – kaynaklanan tüm bilgiler
izinsizdir"; WBF "When a call or play has been withdrawn as these laws provide: ... 2. For an
offending side, information arising from its own withdrawn action and from withdrawn actions of the
non-offending side is unauthorized"."""

import pytest

from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db

LINE = {
    "tr": "Geri alınan ataktan kaynaklanan bilgi kusurlu taraf için izinsizdir (Yasa 16C).",
    "en": "Information arising from the withdrawn lead is unauthorised for the offending side (Law 16C).",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_16c_the_withdrawn_face_down_lead_is_unauthorised_for_the_offending_side(client, lang):
    says(client, "lead-out-of-turn", ["opening", "wrong-defender", "face-down"], lang, LINE[lang])
