"""qa306: the exposed-card guide's minor penalty card (Ending "Minor penalty card", chooser "Nobody
chooses.") said, after "its owner may not play another card below honour rank of that suit",
"Partner is not subject to a lead restriction (Law 50C)." / "Ortağın çıkış kısıtlaması yoktur (Yasa
50C).". Whoever reads the page (declarer among them) takes a bare "Partner" for his own partner; 50C
names the offender's:

50C, the official Turkish: "Bir defans oyuncusunun bir minör cezalı kartı varken, cezalı kartı
oynayıncaya kadar, aynı renkten onör derecesinin altında hiçbir kartı oynayamaz, ancak, bir onör kartı
oynayabilir. Kusurlu oyuncunun ortağı çıkış kısıtlamasına tabi değildir, ancak cezalı kartın görülmesi
yoluyla edinilen bilgiler, izinsiz bilgidir. (Ancak bkz. aşağıdaki E bendi.)"; the WBF English: "When a
defender has a minor penalty card, he may not play any other card of the same suit below the rank of an
honor until he has first played the penalty card, but he is entitled to play an honor card instead.
Offender's partner is not subject to lead restriction, but see E following."

The line now says the paragraph's own words: "The offender's partner is not subject to lead restriction"
/ "Kusurlu oyuncunun ortağı çıkış kısıtlamasına tabi değildir". The read-out, said to the offender
("Your partner has no lead restriction"), was right and is unchanged."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "exposed-card"
KEYS = ["defender", "small"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
SAID = {
    "tr": "Kusurlu oyuncunun ortağı çıkış kısıtlamasına tabi değildir (Yasa 50C).",
    "en": "The offender's partner is not subject to lead restriction (Law 50C).",
}
OLD = {
    "tr": "Ortağın çıkış kısıtlaması yoktur (Yasa 50C).",
    "en": "Partner is not subject to a lead restriction (Law 50C).",
}
READ = {"tr": "Ortağınızın çıkış kısıtlaması yoktur.", "en": "Your partner has no lead restriction."}


def test_the_official_turkish_50c_names_the_offender_s_partner():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["50C"].text
    assert "Kusurlu oyuncunun ortağı çıkış kısıtlamasına tabi değildir" in text


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_minor_penalty_card_page_names_the_offender_s_partner(client, lang):
    says(client, SLUG, KEYS, lang, SAID[lang], "Kimse seçmez." if lang == "tr" else "Nobody chooses.")
    never_says(client, SLUG, KEYS, lang, OLD[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_said_to_the_offender_keeps_your_partner(client, lang):
    reads(client, SLUG, KEYS, lang, READ[lang])
