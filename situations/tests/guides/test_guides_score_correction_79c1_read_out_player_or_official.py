"""Law 79C1 in the score-correction guide's read-out for an error in the agreed score (within the
Correction Period, and still at the table): whose error may be corrected, as the paragraph says it.

79C1: TR "Üzerinde anlaşılan skoru hesaplarken veya kaydederken yapılan hatalar ister oyuncu ister
resmi bir görevli tarafından yapılmış olsun, Organizasyon Komitesince belirlenmiş süre sona erene kadar
düzeltilebilir."; WBF "An error in recording or computing the agreed-upon score, whether made by a
player or an official, may be corrected until the expiration of the period(s) specified by the
Tournament Organizer." The Ending's now says it ("ister oyuncu ister görevli yapmış olsun" / "whether
made by a player or an official"); the read-out said "kim yapmış olursa olsun" / "whoever made it",
which the paragraph does not say (qa209)."""

import pytest

from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db

SLUG = "score-correction"
READ_OUT = {
    "tr": "yapılan hata, ister oyuncu ister görevli yapmış olsun, Düzeltme Süresi dolana kadar düzeltilebilir (Yasa 79C1)",
    "en": "An error in recording or computing the agreed score, whether made by a player or an official, may be corrected until the Correction Period expires (Law 79C1)",
}
ANYONE = {"tr": "kim yapmış olursa olsun", "en": "whoever made it"}


@pytest.mark.parametrize("keys", [["entry", "within-period"], ["entry", "at-the-table"]])
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_says_a_player_or_an_official(client, lang, keys):
    reads(client, SLUG, keys, lang, READ_OUT[lang])
    never_reads(client, SLUG, keys, lang, ANYONE[lang])
