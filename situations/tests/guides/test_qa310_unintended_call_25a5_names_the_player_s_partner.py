"""qa310: the unintended-call guide's 25A5 lines said "the auction ended before it reached the partner" /
"Artırım ortağa sıra gelmeden bittiyse": on "The unintended call may be replaced" (chooser "The left-hand
opponent, if he called over the first call: ...") a bare "the partner" / "ortağa", read by the left-hand
opponent, could be his own; on "Too late: the opening lead is faced" the line opens the page and "the
partner" had no one to refer to. 25A5 names the player's partner:

25A5, the official Turkish: "Oyuncunun ortağına tekrar sıra gelmeden artırmanın bitmesi durumunda, artırım
sürecinin bitmesinden sonra herhangi bir değişiklik yapılamaz (bkz. Yasa 17D)."; the WBF English: "If the
auction ends before it reaches the player's partner no substitution may occur after the end of the auction
period (see Law 17D)."."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "unintended-call"
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
CASES = [
    (
        ["slip", "not-yet"],
        {
            "tr": "Artırım oyuncunun ortağına sıra gelmeden bittiyse değişiklik, artırım süreci bitene kadar yapılabilir",
            "en": "If the auction ended before it reached the player's partner, the change may still be made",
        },
    ),
    (
        ["slip", "lead-faced"],
        {
            "tr": "Artırım oyuncunun ortağına sıra gelmeden bittiyse, artırım süreci bittikten sonra hiçbir değişiklik yapılamaz (Yasa 25A5).",
            "en": "When the auction ended before it reached the player's partner, no change may be made after the end of the auction period (Law 25A5).",
        },
    ),
]
OLD = {"tr": "Artırım ortağa sıra", "en": "reached the partner"}


def test_the_official_turkish_25a5_names_the_player_s_partner():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["25A5"].text
    assert text.startswith("Oyuncunun ortağına tekrar sıra gelmeden artırmanın bitmesi durumunda")


@pytest.mark.parametrize("keys, new", CASES, ids=["/".join(c[0]) for c in CASES])
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_25a5_line_names_the_player_s_partner(client, keys, new, lang):
    says(client, SLUG, keys, lang, new[lang])
    never_says(client, SLUG, keys, lang, OLD[lang])
