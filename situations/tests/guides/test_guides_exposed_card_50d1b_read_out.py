"""The exposed-card guide's major penalty card: the read-out says 50D1(b) as the page does (session 91,
qa247).

50D1(a), TR "Aşağıdaki (b) bendinde belirtilen durum dışında, bir majör cezalı kart ister çıkışta, renge
uyarken, defos yaparken veya çakarken olsun ilk yasal fırsatta oynanmak zorundadır."; WBF "Except as
provided in (b) below, a major penalty card must be played at the first legal opportunity, whether in
leading, following suit, discarding or trumping."

50D1(b), TR "Renge uyma veya bir çıkış veya oyun kısıtlamasını yerine getirme zorunluluğu, bir majör
cezalı kartı oynama zorunluluğundan önce gelir, ancak cezalı kart masanın üstünde yüzü açık olarak
bırakılmak ve bir sonraki yasal fırsatta oynanmak zorundadır."; WBF "The obligation to follow suit, or to
comply with a lead or play restriction, takes precedence over the obligation to play a major penalty
card, but the penalty card must still be left face up on the table and played at the next legal
opportunity."

The read-out, what the Director reads to the offender at the table, said "it stays face up and must be
played at the first legal opportunity (Law 50D1(a))" and stopped: the exception 50D1(a) opens with was
not said. The page's `now` has said 50D1(b) since qa215 (session 88), and the penalty-cards-more read-out
since the lead's mend in the same session; this read-out now says it in the `now` line's words. Since audit327 the citation
names 50A too, for "must be left face up" (test_audit327_50a_must_be_left_face_up.py)."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db
SLUG = "exposed-card"
KEYS = ["defender", "honour-or-intended"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"


def test_the_official_turkish_50d1a_excepts_50d1b():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert paragraphs["50D1(a)"].text.startswith("Aşağıdaki (b) bendinde belirtilen durum dışında")
    assert "bir sonraki yasal fırsatta oynanmak zorundadır" in paragraphs["50D1(b)"].text


@pytest.mark.parametrize(
    "lang, said, old",
    [
        (
            "tr",
            "renge uyma ya da bir çıkış veya oyun kısıtlamasına uyma zorunluluğu önce gelir, ancak kart bir sonraki "
            "yasal fırsatta oynanmak zorundadır (Yasa 50A, 50D1(a), 50D1(b))",
            "ilk yasal fırsatta oynanmak zorundadır (Yasa 50D1(a)).",
        ),
        (
            "en",
            "following suit, or a lead or play restriction, comes first, but the card must be played at the next "
            "legal opportunity (Laws 50A, 50D1(a), 50D1(b))",
            "must be played at the first legal opportunity (Law 50D1(a)).",
        ),
    ],
)
def test_the_read_out_says_the_exception_50d1a_opens_with(client, lang, said, old):
    reads(client, SLUG, KEYS, lang, said)
    never_reads(client, SLUG, KEYS, lang, old)
