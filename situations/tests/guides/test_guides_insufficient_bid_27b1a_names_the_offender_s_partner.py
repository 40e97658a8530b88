"""audit332: the page of "The lowest sufficient bid specifying the same denomination(s)" (not-accepted/
lowest-same) said "partner calls freely" / "ortak serbestçe konuşur". Its chooser is "The offender chose his
correction; nobody else chooses", so the page is read by any of the four, the left-hand opponent who did not
accept among them, to whom a bare "partner" is his own (qa310 left the line, its read-out saying "your partner" to
the offender). The partner 27B1(a) sets free is the one 27B2 would silence, the offender's: the page now says
"the offender's partner calls freely" / "kusurlu oyuncunun ortağı serbestçe konuşur"; the read-out keeps
"your partner" / "ortağınız", said to the offender.

27B1(a), the official Turkish: "Yetersiz deklare, geri alınan konuşma ile aynı türü(türleri) belirten yeterli en
düşük deklare ile düzeltilmişse, bir onarma yapılmaksızın artırma devam eder."; the WBF English: "if the
insufficient bid is corrected by the lowest sufficient bid which specifies the same denomination(s) as that
specified by the withdrawn call, the auction proceeds without further rectification."
27B2, the official Turkish: "Yukarıda B1 ile hükme bağlananın dışında, ... kusurlu oyuncunun ortağı konuşma
sırası kendisine her geldiğinde pas geçmek zorundadır."; the WBF English: "except as provided in B1 above, ...
the offender's partner must pass whenever it is his turn to call."
"""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "insufficient-bid"
KEYS = ["not-accepted", "lowest-same"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
PAGE = {
    "tr": "Artırım yaptırımsız sürer; kusurlu oyuncunun ortağı serbestçe konuşur",
    "en": "The auction goes on without rectification; the offender's partner calls freely",
}
OLD = {"tr": "sürer; ortak serbestçe konuşur", "en": "rectification; partner calls freely"}
READ_OUT = {"tr": "ortağınız serbestçe konuşur", "en": "your partner calls freely"}


def test_the_official_turkish_27b2_silences_the_offender_s_partner_except_after_b1():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert "bir onarma yapılmaksızın artırma devam eder" in paragraphs["27B1(a)"].text
    assert "Yukarıda B1 ile hükme bağlananın dışında" in paragraphs["27B2"].text
    assert "kusurlu oyuncunun ortağı konuşma sırası kendisine her geldiğinde pas geçmek zorundadır" in (
        paragraphs["27B2"].text
    )


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_page_names_the_offender_s_partner(client, lang):
    says(client, SLUG, KEYS, lang, PAGE[lang])
    never_says(client, SLUG, KEYS, lang, OLD[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_says_your_partner_to_the_offender(client, lang):
    reads(client, SLUG, KEYS, lang, READ_OUT[lang])
