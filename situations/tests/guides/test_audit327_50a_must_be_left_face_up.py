"""50A's "must" on the exposed-card guide's penalty cards (audit327, session 96; the modal rule,
CONTRIBUTING.md "Add a situation guide", point 1).

50A, TR (official): "Bir onarma seçilinceye kadar cezalı kart, kime aitse masanın üstünde hemen o
oyuncunun önünde yüzü açık olarak bırakılmalıdır."; WBF: "A penalty card must be left face up on the
table immediately before the player to whom it belongs, until a rectification has been selected."

The minor penalty card's `now` said 50A's requirement in the present, "Kart masada yüzü açık durur (Yasa
50A)." / "The card stays face up on the table (Law 50A).", and its read-out "masada yüzü açık durur" /
"stays face up on the table (Law 50A)"; the major penalty card's `now` and read-out said "stays face up"
under 50D1(a), which does not say it (50D1(b)'s "must still be left face up" is for the card whose play
waits on a restriction). Now each says 50A's "must be left face up" / "yüzü açık olarak bırakılmalıdır",
citing 50A. 50A's "immediately before the player to whom it belongs" is not said: with "immediately
before its owner" the minor line moved newguides-dev14 en MRR 0.689 -> 0.688 (bench/search_quality.py
--brief); it is where the card already lies."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db

SLUG = "exposed-card"
MINOR, MAJOR = ["defender", "small"], ["defender", "honour-or-intended"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"

PAGE = {
    ("tr", "minor"): "Kart masada yüzü açık olarak bırakılmalıdır (Yasa 50A).",
    ("en", "minor"): "The card must be left face up on the table (Law 50A).",
    (
        "tr",
        "major",
    ): "Kart masada yüzü açık olarak bırakılmalıdır (Yasa 50A) ve ilk yasal fırsatta (çıkışta, renge uyarken, atarken ya da çakarken) oynanmak zorundadır (Yasa 50D1(a));",
    (
        "en",
        "major",
    ): "The card must be left face up (Law 50A) and must be played at the first legal opportunity, whether leading, following suit, discarding or trumping (Law 50D1(a));",
}
READ = {
    ("tr", "minor"): "Bu kart minör cezalı karttır ve masada yüzü açık olarak bırakılmalıdır (Yasa 50A).",
    ("en", "minor"): "This card is a minor penalty card and must be left face up on the table (Law 50A).",
    (
        "tr",
        "major",
    ): "Bu kart majör cezalı karttır: masada yüzü açık olarak bırakılmalıdır ve ilk yasal fırsatta oynanmak zorundadır;",
    (
        "en",
        "major",
    ): "This card is a major penalty card: it must be left face up and played at the first legal opportunity;",
}
OLD = {"tr": "yüzü açık durur", "en": "stays face up"}


def test_50a_in_the_official_turkish_says_birakilmalidir():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["50A"].text
    assert "yüzü açık olarak bırakılmalıdır" in text


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("kind", ["minor", "major"])
def test_the_penalty_card_must_be_left_face_up(client, lang, kind):
    keys = MINOR if kind == "minor" else MAJOR
    says(client, SLUG, keys, lang, PAGE[lang, kind])
    never_says(client, SLUG, keys, lang, OLD[lang])
    reads(client, SLUG, keys, lang, READ[lang, kind])
    never_reads(client, SLUG, keys, lang, OLD[lang])
