"""qa310: the premature-play guide's "A card played before partner" Ending (chooser "Declarer.") said
"If the partner cannot comply with the option chosen, he may play any otherwise legal card (Laws 57B,
59)." / "Ortak seçilen düzeltmeyi yerine getiremiyorsa ...": read by declarer, a bare "Ortak" / "the
partner" could be his own partner, dummy. 57B names the player, as 57A1-57A4 and the Ending's options do:

57B, the official Turkish (heading "Kusurlu Oyuncunun Ortağı Düzeltmeyi Yerine Getirememektedir"):
"Kusurlu oyuncunun ortağı deklaranın seçtiği düzeltmeyi yerine getiremediğinde (bkz yukarıdaki A bendi),
Yasa 59 uyarınca herhangi bir kartı oynayabilir."; the WBF English ("Offender's Partner Cannot Comply with
Rectification"): "When offender's partner is unable to comply with the rectification selected by declarer
(see A above) he may play any card, as provided in Law 59." Law 59: TR "yasal olan başka herhangi bir kartı
oynayabilir"; WBF "A player may play any otherwise legal card if he is unable to lead or play as required
to comply with a rectification"."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_says, page, says

pytestmark = pytest.mark.django_db
SLUG = "premature-play"
KEYS = ["before-partner", "none"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
NEW = {
    "tr": "Kusurlu oyuncunun ortağı seçilen düzeltmeyi yerine getiremiyorsa yasal başka herhangi bir kartı oynayabilir (Yasa 57B, 59).",
    "en": "If the offender's partner cannot comply with the option chosen, he may play any otherwise legal card (Laws 57B, 59).",
}
OLD = {"tr": "Ortak seçilen düzeltmeyi", "en": "If the partner cannot comply"}
CHOOSER = {"tr": "Deklaran.", "en": "Declarer."}


def test_the_official_turkish_57b_names_the_offender_s_partner():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["57B"].text
    assert text.startswith("Kusurlu oyuncunun ortağı deklaranın seçtiği düzeltmeyi yerine getiremediğinde")


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_57b_line_read_by_declarer_names_the_offender_s_partner(client, lang):
    chooser = page(client, SLUG, KEYS, lang).split('id="who-h"', 1)[1].split("</p>", 1)[0]
    assert CHOOSER[lang] in chooser
    says(client, SLUG, KEYS, lang, NEW[lang])
    never_says(client, SLUG, KEYS, lang, OLD[lang])
