"""The unintended-call guide's read-out for a call replaced under 25A1: it lifts Law 26's lead
restrictions, not every lead restriction.

25A1: TR "İkinci yapılan (istemli) konuşması geçerli kalır ve uygun olan Yasaya tabidir, ancak Yasa
26’da belirtilen atak kısıtlamaları geçerli değildir."; WBF "The second (intended) call stands and is
subject to the appropriate Law, but the lead restrictions in Law 26 do not apply."
27B2 (an intended call that is insufficient, corrected by a sufficient bid or a pass): TR "Yasa 26B
ile öngörülen çıkış kısıtlamaları uygulanabilir"; WBF "The lead restrictions in Law 26B may apply."

The read-out said "there is no lead restriction (Law 25A1)", more than 25A1 says: the page's own
example (Law 27 if the intended call is insufficient) can bring 26B back through 27B2 or 27B3."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "unintended-call"
KEYS = ["slip", "not-yet"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"


def test_the_official_turkish_lifts_law_26s_restrictions_only():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert "uygun olan Yasaya tabidir, ancak Yasa 26’da belirtilen atak kısıtlamaları geçerli değildir" in (
        paragraphs["25A1"].text
    )
    assert "Yasa 26B ile öngörülen çıkış kısıtlamaları uygulanabilir" in paragraphs["27B2"].text


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_says_law_26s_restrictions_do_not_apply(client, lang):
    said = {
        "tr": "Yasa 26'da belirtilen atak kısıtlamaları geçerli değildir (Yasa 25A1)",
        "en": "the lead restrictions of Law 26 do not apply (Law 25A1)",
    }
    flat = {"tr": "çıkış kısıtlaması yoktur", "en": "there is no lead restriction"}
    guide_pages.reads(client, SLUG, KEYS, lang, said[lang])
    guide_pages.never_reads(client, SLUG, KEYS, lang, flat[lang])
