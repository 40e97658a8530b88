"""audit328: the Director line of "Too late: the opening lead is faced" (slip/lead-faced) states 25A5's rule
in 25A5's own verb (CONTRIBUTING.md, "Add a situation guide" point 1), as the Ending's `now` and read-out do.
It said "Nothing can be changed now" / "Artık bir değişiklik yok": the WBF has "may", the official Turkish
"yapılamaz", and the Turkish line told a fact ("there is no change any more"), not the rule.

25A5, the official Turkish: "Oyuncunun ortağına tekrar sıra gelmeden artırmanın bitmesi durumunda, artırım
sürecinin bitmesinden sonra herhangi bir değişiklik yapılamaz (bkz. Yasa 17D)."
25A5, the WBF English: "If the auction ends before it reaches the player's partner no substitution may occur
after the end of the auction period (see Law 17D)."
"""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "unintended-call"
KEYS = ["slip", "lead-faced"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
NEW = {
    "tr": "Artık herhangi bir değişiklik yapılamaz (Yasa 25A5); bir anlaşmazlık varsa hakemi çağırın.",
    "en": "No change may be made now (Law 25A5); call the Director if you disagree about what happened.",
}
OLD = {"tr": "Artık bir değişiklik yok", "en": "Nothing can be changed now"}


def test_the_official_turkish_25a5_says_yapilamaz():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["25A5"].text
    assert "artırım sürecinin bitmesinden sonra herhangi bir değişiklik yapılamaz" in text


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_director_line_says_25a5_in_its_verb(client, lang):
    says(client, SLUG, KEYS, lang, NEW[lang])
    never_says(client, SLUG, KEYS, lang, OLD[lang])
