"""audit328: the advice of "The unintended call may be replaced" (slip/not-yet) states 25A4 in its own
modal verb (CONTRIBUTING.md, "Add a situation guide" point 1), as the Ending "Partner has called: no change"
already does. It said "once your partner has called, no change is possible" / "ortağınız konuştuktan sonra
değişiklik olmaz": a rule said as a fact, in neither text's verb.

25A4, the official Turkish: "Ortağının üzerine konuşma yapmış olduğu hiçbir konuşma değiştirilemez."
25A4, the WBF English: "No substitution of call may be made when his partner has made a subsequent call."
"""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "unintended-call"
KEYS = ["slip", "not-yet"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
NEW = {
    "tr": "Yanlış konuşmayı fark eder etmez söyleyin: ortağınız üstüne konuştuktan sonra konuşmanız değiştirilemez (Yasa 25A4).",
    "en": "Say so as soon as you notice the wrong call: once your partner has called over it, no substitution of call may be made (Law 25A4).",
}
OLD = {"tr": "değişiklik olmaz (Yasa 25A4)", "en": "no change is possible (Law 25A4)"}


def test_the_official_turkish_25a4_says_degistirilemez():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["25A4"].text
    assert text == "Ortağının üzerine konuşma yapmış olduğu hiçbir konuşma değiştirilemez."


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_advice_says_25a4_in_its_modal_verb(client, lang):
    says(client, SLUG, KEYS, lang, NEW[lang])
    never_says(client, SLUG, KEYS, lang, OLD[lang])
