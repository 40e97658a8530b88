"""The two-or-more-penalty-cards guide's several-suits "Leave the lead free" option cites footnote 16
where both texts hang it: on 51B2(c), and its link points there.

51B2(c) (TR, official): "... Bu durumda defans oyuncusunun ortağı herhangi yasal bir kartı çıkabilir ve
tüm cezalı kartlar masa üzerinde yüzleri açık şekilde kalır.16 ..."; footnote 16: "El, cezalı kartı
olan defans oyuncusunun ortağında kalırsa, Yasa 51B2 hüküm ve seçeneklerinin tamamı bir sonraki löve
için de geçerlidir." WBF 51B2(c): "... the penalty cards remain on the table as penalty cards16."; 16:
"If the partner of the defender with the penalty cards retains the lead, then all the requirements and
options of Law 51B2 apply again at the following trick."

The line said "(Yasa 51B2 dipnotu)" / "(footnote to Law 51B2)", its link going to 51B2's heading; the
one-suit line says "Yasa 50D2(b) dipnotu" for its footnote's subparagraph."""

from pathlib import Path

import pytest
from django.urls import reverse
from django.utils import translation

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "penalty-cards-more"
KEYS = ["two-or-more", "partner-to-lead", "several-suits"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
NEW = {"tr": "(Yasa 51B2(c) dipnotu)", "en": "(footnote to Law 51B2(c))"}
OLD = {"tr": "(Yasa 51B2 dipnotu)", "en": "(footnote to Law 51B2)"}
LINKED = {"tr": "Yasa 51B2(c)", "en": "Law 51B2(c)"}
HREF = {"tr": "/tr/yasa/51/#51B2c", "en": "/en/law/51/#51B2c"}


def test_footnote_16_hangs_on_51b2c_in_the_official_turkish():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert [f.number for f in paragraphs["51B2(c)"].footnotes] == [16]
    assert 16 not in [f.number for f in paragraphs["51B2"].footnotes + paragraphs["51B2(b)"].footnotes]


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_footnote_citation_names_and_links_51b2c(client, lang):
    says(client, SLUG, KEYS, lang, NEW[lang])
    never_says(client, SLUG, KEYS, lang, OLD[lang])
    with translation.override(lang):
        url = reverse("situations:step", args=[SLUG, "/".join(KEYS)])
    html = client.get(url).content.decode()
    link = f'<a class="guide-cite" href="{HREF[lang]}">{LINKED[lang]}</a>'
    assert (f"({link} dipnotu)" if lang == "tr" else f"(footnote to {link})") in html
