"""qa279: the insufficient-bid guide's second insufficient bid (not-accepted/insufficient), where 27B4
sends a refused bid to 27B3, states 27B3's replacement in the paragraph's words: the Ending's `now`, the
left-hand opponent's "Do not accept" option and the read-out.

27B4, Turkish (official): "Kusurlu oyuncu yetersiz deklaresini başka bir yetersiz deklare ile düzeltmeye
çalışırsa ve kusurlu oyuncunun solundaki rakip değiştirilen yetersiz deklareyi Madde A1'de belirtilen
şekilde kabul etmezse, Hakem Madde 3'te belirlenen kuralları uygular."
WBF English: "if the offender attempts to replace the one insufficient bid with another insufficient bid
the Director rules as in 3 if the LHO does not accept the substituted insufficient bid as A1 allows."

27B3, Turkish (official): "... Kusurlu oyuncu, konuşmasını yukarıda belirlenen kriterler çerçevesinde
düzeltir ve ortağı konuşma sırası kendisine her geldiğinde pas geçmek zorundadır."
WBF English: "... The offender must replace it as the foregoing allows and his partner must then pass
whenever it is his turn to call."

The three lines said "kusurlu oyuncu yeterli bir deklare ya da pasla düzeltir" / "the offender corrects
with a sufficient bid or a pass": 27B3's duty without the Turkish's criteria or the WBF's "must" (qa276
left them; qa276 mended the guide's other 27B3 lines to these words). 27B4's own sentence ("the Director
rules as in 3") is not 27B3's duty and is not changed."""

import pytest

from lawbook.models import Paragraph
from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "insufficient-bid"
KEYS = ["not-accepted", "insufficient"]

NOW = {
    "tr": "Kabul etmezse Yasa 27B3'ün kuralları uygulanır: kusurlu oyuncu konuşmasını yukarıda belirlenen kriterler "
    "çerçevesinde, yeterli bir deklare ya da pasla düzeltir, ortağı artırımın sonuna kadar pas geçmek zorundadır;",
    "en": "If he does not, the rules of Law 27B3 apply: the offender must replace it as the foregoing allows, with a "
    "sufficient bid or a pass, and his partner must pass to the end of the auction;",
}
OPTION = {
    "tr": "Kusurlu oyuncu konuşmasını yukarıda belirlenen kriterler çerçevesinde, yeterli bir deklare ya da pasla "
    "düzeltir; ortağı artırımın sonuna kadar pas geçmek zorundadır (Yasa 27B4, 27B3).",
    "en": "The offender must replace it as the foregoing allows, with a sufficient bid or a pass; his partner must "
    "pass to the end of the auction (Laws 27B4, 27B3).",
}
READ = {
    "tr": "Kabul etmemek: kusurlu oyuncu konuşmasını yukarıda belirlenen kriterler çerçevesinde, yeterli bir deklare "
    "ya da pasla düzeltir ve ortağı artırımın sonuna kadar pas geçmek zorundadır;",
    "en": "Do not accept: the offender must replace it as the foregoing allows, with a sufficient bid or a pass, and "
    "his partner must pass to the end of the auction;",
}
OLD = {
    "tr": ("oyuncu yeterli bir deklare ya da pasla düzeltir",),
    "en": ("offender corrects with a sufficient bid or a pass", "The offender corrects with"),
}


def test_the_imported_27b3_and_27b4_say_what_the_lines_rest_on():
    b3 = Paragraph.objects.get(label="27B3")
    b4 = Paragraph.objects.get(label="27B4")
    assert "Kusurlu oyuncu, konuşmasını yukarıda belirlenen kriterler çerçevesinde düzeltir" in b3.text_tr
    assert "kabul etmezse, Hakem Madde 3" in b4.text_tr and "belirlenen kuralları uygular" in b4.text_tr


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_second_insufficient_bid_states_27b3_s_replacement_in_its_words(client, lang):
    says(client, SLUG, KEYS, lang, NOW[lang], OPTION[lang])
    never_says(client, SLUG, KEYS, lang, *OLD[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_states_27b3_s_replacement_in_its_words(client, lang):
    reads(client, SLUG, KEYS, lang, READ[lang])
    never_reads(client, SLUG, KEYS, lang, *OLD[lang])
