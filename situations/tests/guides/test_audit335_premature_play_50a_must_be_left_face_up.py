"""50A's "must" on the premature-play guide's major penalty card (audit335, session 96; the modal rule,
CONTRIBUTING.md "Add a situation guide", point 1; audit327 mended the exposed-card guide the same way).

50A, TR (official): "Bir onarma seçilinceye kadar cezalı kart, kime aitse masanın üstünde hemen o oyuncunun
önünde yüzü açık olarak bırakılmalıdır."; WBF: "A penalty card must be left face up on the table immediately
before the player to whom it belongs, until a rectification has been selected."

The before-partner Ending (57A: the card becomes a major penalty card) said 50A's requirement in the present:
`now` "Cezalı kart masada yüzü açık durur ... (Yasa 50A, 50D1(a))" / "The penalty card stays face up ... (Laws
50A, 50D1(a))", the read-out "masada açık durur" / "it stays face up". Now 50A's "must be left face up" / "yüzü
açık olarak bırakılmalıdır". The English read-out stays within 90 words: "Law 50D2 applies to your partner's
lead" for "Law 50D2 applies when your partner is to lead" (50D: "the partner whenever he is to lead")."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db

SLUG = "premature-play"
KEYS = ["before-partner", "none"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
PAGE = {
    "tr": "Cezalı kart masada yüzü açık olarak bırakılmalıdır (Yasa 50A) ve ilk yasal fırsatta oynanmak zorundadır (Yasa 50D1(a));",
    "en": "The penalty card must be left face up (Law 50A) and must be played at the first legal opportunity (Law 50D1(a));",
}
READ = {
    "tr": "masada yüzü açık olarak bırakılmalıdır ve ilk yasal fırsatta oynanmak zorundadır (Yasa 50A, 50D1(a));",
    "en": "it must be left face up and played at the first legal opportunity (Laws 50A, 50D1(a)); Law 50D2 applies to your partner's lead.",
}
OLD = {"tr": "açık durur", "en": "stays face up"}


def test_50a_in_the_official_turkish_says_birakilmalidir():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["50A"].text
    assert "yüzü açık olarak bırakılmalıdır" in text


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_penalty_card_must_be_left_face_up(client, lang):
    says(client, SLUG, KEYS, lang, PAGE[lang])
    never_says(client, SLUG, KEYS, lang, OLD[lang])
    reads(client, SLUG, KEYS, lang, READ[lang])
    never_reads(client, SLUG, KEYS, lang, OLD[lang])
