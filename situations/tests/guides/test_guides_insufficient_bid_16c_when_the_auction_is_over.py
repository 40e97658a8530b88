"""audit332: after a correction under 27B2 the page of the Ending before the auction ends (not-accepted/other/
not-over) says "What the withdrawn call told is unauthorised for the offending side (Law 16C)"; the two Endings
after it, "the offender defends" and "the offending side declares", said nothing of 16C, as if it ended with the
auction (qa217 and audit295 recorded the omission). 16C names no time: it holds in the play too, for the
defender's partner at his lead and for declarer's side. Both pages now say the same line and quote 16C.

16C, the official Turkish: "Herhangi bir konuşma veya oyun bu yasaların hükümlerine uygun şekilde geri alınmış
ise: ... 2. Kusurlu taraf için, geri alınmış eylemden – gerek kendileri gerekse rakipleri tarafından yapılmış
olsun – kaynaklanan tüm bilgiler izinsizdir."; the WBF English: "When a call or play has been withdrawn as these
laws provide: ... 2. For an offending side, information arising from its own withdrawn action and from withdrawn
actions of the non-offending side is unauthorized."
"""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import page, says

pytestmark = pytest.mark.django_db
SLUG = "insufficient-bid"
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
LINE = {
    "tr": "Geri alınan konuşmadan edinilen bilgi kusurlu taraf için izinsizdir (Yasa 16C).",
    "en": "What the withdrawn call told is unauthorised for the offending side (Law 16C).",
}


def test_the_official_turkish_16c2():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert "Kusurlu taraf için, geri alınmış eylemden" in paragraphs["16C2"].text
    assert "kaynaklanan tüm bilgiler izinsizdir" in paragraphs["16C2"].text


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("last", ["not-over", "offender-defends", "offender-declares"])
def test_every_27b2_page_says_16c(client, last, lang):
    keys = ["not-accepted", "other", last]
    says(client, SLUG, keys, lang, LINE[lang])
    assert 'data-label="16C"' in page(client, SLUG, keys, lang)  # 16C quoted beside it
