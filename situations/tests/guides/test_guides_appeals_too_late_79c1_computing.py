"""Session 90 (qa236): the too-late appeal Ending names both of 79C1's errors.

79C1, TR: "Üzerinde anlaşılan skoru hesaplarken veya kaydederken yapılan hatalar ister oyuncu ister resmi
bir görevli tarafından yapılmış olsun, Organizasyon Komitesince belirlenmiş süre sona erene kadar
düzeltilebilir. Organizasyon Komitesi daha geç bir zaman belirtmemişse bu düzeltme süresi resmi skorların
incelemeye açılmasından 30 dakika sonra sona erer."
WBF: "An error in recording or computing the agreed-upon score, whether made by a player or an official,
may be corrected until the expiration of the period(s) specified by the Tournament Organizer. Unless the
Tournament Organizer specifies a later time, this Correction Period expires 30 minutes after the
official score has been made available for inspection."

92B (TR "Eğer Organizasyon Komitesi başka bir süre belirtmediyse, bir hakem kararı talep etme veya itiraz
komitesine başvurma hakkı resmi skor incelemeye açıldıktan 30 dakika sonra sona erer"; WBF "The right to
request or appeal a Director's ruling expires 30 minutes after the official score has been made available
for inspection") sets the time for a ruling or an appeal; 79C1 sets the Correction Period. The Ending
sent "an agreed score recorded wrongly" to the Correction Period: an error in computing it (TR
"hesaplarken"), which 79C1 names first in the Turkish, was left out."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

SLUG = "appeal"
KEYS = ["disagree", "too-late"]
NEW = {
    "tr": "Üzerinde anlaşılan skoru hesaplarken ya da kaydederken yapılan bir hata ise itiraz değil, skor düzeltmesidir",
    "en": "An error in recording or computing the agreed score is not an appeal but a score correction",
}
OLD = {
    "tr": "Üzerinde anlaşılan skorun yanlış kaydedilmesi ise",
    "en": "An agreed score recorded wrongly is not an appeal",
}


@pytest.mark.django_db
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_too_late_ending_names_79c1_s_computing_and_recording(client, lang):
    says(client, SLUG, KEYS, lang, NEW[lang], "79C1", "92B")
    never_says(client, SLUG, KEYS, lang, OLD[lang])
