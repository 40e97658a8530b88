"""qa310: two `now` lines of the insufficient-bid guide read by the offender's left-hand opponent said a
bare "partner" / "ortak" for the player 27B2 silences. "Nobody has called yet" (LHO_DECIDES; chooser
"First the offender's left-hand opponent (accept or not); then the offender, how to correct.") said "Any
other sufficient bid or a pass: partner must pass at every turn" / "ortak artırımın sonuna kadar pas
geçmek zorundadır"; "The early correction stands" (EARLY_REJECTED; chooser "The offender's left-hand
opponent (accept or not).") said "after any other bid or a pass, partner must pass to the end" / "ortak
sonuna kadar pas geçmek zorundadır". To the left-hand opponent "partner" is his own partner.

27B2, the official Turkish: "Yukarıda B1 ile hükme bağlananın dışında, eğer yetersiz deklare yeterli bir
deklare ile ya da pas ile düzeltilmişse, kusurlu oyuncunun ortağı konuşma sırası kendisine her geldiğinde
pas geçmek zorundadır."; the WBF English: "except as provided in B1 above, if the insufficient bid is
corrected by a sufficient bid or by a pass, the offender's partner must pass whenever it is his turn to
call." (27B3: TR "Kusurlu oyuncu, konuşmasını yukarıda belirlenen kriterler çerçevesinde düzeltir ve
ortağı konuşma sırası kendisine her geldiğinde pas geçmek zorundadır"; WBF "The offender must replace it
as the foregoing allows and his partner must then pass whenever it is his turn to call".)"""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_says, page, says

pytestmark = pytest.mark.django_db
SLUG = "insufficient-bid"
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"

CASES = [
    (
        ["not-yet"],
        {
            "tr": "Başka bir yeterli deklare ya da pas: kusurlu oyuncunun ortağı artırımın sonuna kadar pas geçmek zorundadır; çıkış kısıtlaması olabilir (Yasa 27B2, 26B).",
            "en": "Any other sufficient bid or a pass: the offender's partner must pass at every turn; lead restrictions may apply (Laws 27B2, 26B).",
        },
        {"tr": "pas: ortak artırımın", "en": "pass: partner must pass"},
    ),
    (
        ["replaced-early", "reject"],
        {
            "tr": "başka bir deklare ya da pas ise kusurlu oyuncunun ortağı sonuna kadar pas geçmek zorundadır.",
            "en": "after any other bid or a pass, the offender's partner must pass to the end.",
        },
        {"tr": "pas ise ortak sonuna", "en": "pass, partner must pass"},
    ),
]
CHOOSER = {"tr": "kusurlu oyuncunun sol", "en": "the offender's left-hand opponent"}


def test_the_official_turkish_27b2_silences_the_offender_s_partner():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["27B2"].text
    assert "kusurlu oyuncunun ortağı konuşma sırası kendisine her geldiğinde pas geçmek zorundadır" in text


@pytest.mark.parametrize("keys, new, old", CASES, ids=["/".join(c[0]) for c in CASES])
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_27b2_line_read_by_the_left_hand_opponent_names_the_offender_s_partner(client, keys, new, old, lang):
    chooser = page(client, SLUG, keys, lang).split('id="who-h"', 1)[1].split("</p>", 1)[0]
    assert CHOOSER[lang] in chooser.lower().replace("&#x27;", "'")
    says(client, SLUG, keys, lang, new[lang])
    never_says(client, SLUG, keys, lang, old[lang])
