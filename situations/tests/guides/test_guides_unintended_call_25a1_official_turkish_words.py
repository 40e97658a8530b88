"""The unintended-call guide says 25A1's lifting of Law 26's restrictions in the official Turkish's own words,
on the page and in the read-out of a slip replaced in time (slip/not-yet), so that a player who opens the book
finds them: "Yasa 26'da belirtilen atak kısıtlamaları geçerli değildir", not "Yasa 26'nın çıkış kısıtlamaları
uygulanmaz" (qa147, qa200 left it: the same meaning; qa211).

25A1 (TR, official): "... İkinci yapılan (istemli) konuşması geçerli kalır ve uygun olan Yasaya tabidir, ancak
Yasa 26’da belirtilen atak kısıtlamaları geçerli değildir."
25A1 (WBF): "... The second (intended) call stands and is subject to the appropriate Law, but the lead
restrictions in Law 26 do not apply."

The English keeps the WBF's words."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "unintended-call"
KEYS = ["slip", "not-yet"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
OFFICIAL = "Yasa 26'da belirtilen atak kısıtlamaları geçerli değildir (Yasa 25A1)"
OLD = "Yasa 26'nın çıkış kısıtlamaları uygulanmaz"


def test_the_official_turkish_25a1_says_atak_kisitlamalari_gecerli_degildir():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert paragraphs["25A1"].text.endswith("ancak Yasa 26’da belirtilen atak kısıtlamaları geçerli değildir.")


def test_the_turkish_page_and_read_out_say_the_official_words(client):
    says(client, SLUG, KEYS, "tr", OFFICIAL)
    never_says(client, SLUG, KEYS, "tr", OLD)
    reads(client, SLUG, KEYS, "tr", OFFICIAL)
    never_reads(client, SLUG, KEYS, "tr", OLD)


def test_the_english_keeps_the_wbf_words(client):
    says(client, SLUG, KEYS, "en", "the lead restrictions of Law 26 do not apply (Law 25A1)")
    reads(client, SLUG, KEYS, "en", "the lead restrictions of Law 26 do not apply (Law 25A1)")
