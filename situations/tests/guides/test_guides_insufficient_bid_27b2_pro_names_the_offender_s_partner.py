"""qa306: the insufficient-bid guide's "Do not accept" option (ACCEPT_OPTIONS, also on the second
insufficient bid's page) is written to the offender's left-hand opponent (chooser: "First the offender's
left-hand opponent (accept or not); ..."; effect "The offender corrects; his partner may have to pass").
Its pro said "Silencing partner may wreck their auction." / "Ortağın susması kusurlu tarafın artırımını
bozabilir.": said to the left-hand opponent, a bare "partner" is his own. The one silenced is the
offender's partner:

27B2, the official Turkish: "eğer yetersiz deklare yeterli bir deklare ile ya da pas ile düzeltilmişse,
kusurlu oyuncunun ortağı konuşma sırası kendisine her geldiğinde pas geçmek zorundadır."; the WBF
English: "if the insufficient bid is corrected by a sufficient bid or by a pass, the offender's partner
must pass whenever it is his turn to call." (27B3 likewise: TR "ortağı ... pas geçmek zorundadır", WBF
"his partner must then pass".) The call-out-of-rotation guide's own pro already says "The offender's
partner may be silenced." / "Kusurlunun ortağı pas geçmek zorunda kalabilir.\""""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_says, page, says

pytestmark = pytest.mark.django_db
SLUG = "insufficient-bid"
PAGES = [["not-yet"], ["not-accepted", "insufficient"]]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
SAID = {
    "tr": "Kusurlu oyuncunun ortağının susması kusurlu tarafın artırımını bozabilir.",
    "en": "Silencing the offender's partner may wreck their auction.",
}
OLD = {"tr": "Ortağın susması", "en": "Silencing partner"}
CHOOSER = {"tr": "kusurlu oyuncunun sol", "en": "left-hand opponent"}


def test_the_official_turkish_27b2_silences_the_offender_s_partner():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["27B2"].text
    assert "kusurlu oyuncunun ortağı konuşma sırası kendisine her geldiğinde pas geçmek zorundadır" in text


@pytest.mark.parametrize("keys", PAGES, ids=["/".join(k) for k in PAGES])
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_left_hand_opponent_s_pro_names_the_offender_s_partner(client, keys, lang):
    says(client, SLUG, keys, lang, SAID[lang])
    chooser = page(client, SLUG, keys, lang).split('id="who-h"', 1)[1].split("</p>", 1)[0]
    assert CHOOSER[lang] in chooser.lower()
    never_says(client, SLUG, keys, lang, OLD[lang])
