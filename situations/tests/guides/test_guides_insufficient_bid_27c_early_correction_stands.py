"""The insufficient-bid guide's early correction (replaced-early/accept and replaced-early/reject): what
the left-hand opponent is told of not accepting the insufficient bid, on the page (the "Do not accept"
option) and in the read-out.

27C, Turkish (official): "Kusurlu oyuncu, yetersiz deklaresini Hakemin bir hüküm vermesinden önce
düzeltirse ve eğer daha önceki yetersiz deklare Madde A1'de belirtilen şekilde soldaki oyuncu tarafından
kabul edilmemişse (ancak bkz. yukarıda B3), yeni deklare, kurallara uygun olmak kaydı ile, geçerlidir.
Hakem değiştirme ile ilgili olarak yukarıdaki bölümlerde belirlenen kuralları uygular."; WBF English: "If
the offender replaces his insufficient bid before the Director has ruled on rectification, the
substitution, if legal, stands unless the insufficient bid is accepted as A1 allows (but see B3 above).
The Director applies the relevant foregoing section to the substitution."

The offender has already corrected: not accepted, his correction stands if legal. The option and the
read-out shared with the not-yet Ending said "Do not accept: the offender corrects", a correction still
to come."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "insufficient-bid"
EARLY = [["replaced-early", "accept"], ["replaced-early", "reject"]]

OLD = {
    "tr": "Kusurlu oyuncu düzeltir; ortağı pas geçmek zorunda kalabilir.",
    "en": "The offender corrects; his partner may have to pass.",
}
NEW_OPTION = {
    "tr": "Erken düzeltme, yasal ise, geçerli kalır ve hakem onu Yasa 27B'ye göre değerlendirir (Yasa 27C); kusurlu oyuncunun ortağı pas geçmek zorunda kalabilir.",
    "en": "The early correction, if legal, stands and the Director judges it under Law 27B (Law 27C); the offender's partner may have to pass.",
}
OLD_READ = {"tr": "Kabul etmemek: kusurlu oyuncu düzeltir", "en": "Do not accept: the offender corrects"}
NEW_READ = {
    "tr": "Kabul etmemek: erken düzeltme, yasal ise, geçerli kalır; kusurlu oyuncunun ortağı pas geçmek zorunda kalabilir.",
    "en": "Do not accept: the early correction stands if it is legal; the offender's partner may have to pass.",
}


@pytest.mark.parametrize("keys", EARLY, ids=lambda keys: keys[-1])
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_not_accepting_leaves_the_early_correction_standing(client, keys, lang):
    says(client, SLUG, keys, lang, NEW_OPTION[lang])
    never_says(client, SLUG, keys, lang, OLD[lang])


@pytest.mark.parametrize("keys", EARLY, ids=lambda keys: keys[-1])
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_does_not_promise_a_correction_already_made(client, keys, lang):
    reads(client, SLUG, keys, lang, NEW_READ[lang])
    never_reads(client, SLUG, keys, lang, OLD_READ[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_before_any_correction_the_offender_still_corrects(client, lang):
    """27B: TR "bu deklare yasal bir konuşma ile değiştirilerek ... düzeltilmelidir" / WBF "it must be
    corrected by the substitution of a legal call"."""
    says(client, SLUG, ["not-yet"], lang, OLD[lang])
