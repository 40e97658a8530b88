"""audit332: the two B1 Endings of the insufficient-bid guide (not-accepted/lowest-same, 27B1(a); not-accepted/
comparable, 27B1(b) with 26A) said there is no lead restriction, 26B's half of what their paragraphs switch off,
and not the other half: Law 16C does not apply. The 27B2 Ending beside them says what 16C does ("What the
withdrawn call told is unauthorised for the offending side (Law 16C)"), so a reader of the B1 pages was left to
think the same held there (qa217 and audit295 recorded the omission). Both pages, and their read-outs, now say the
paragraphs' words.

27B1(a), the official Turkish: "bir onarma yapılmaksızın artırma devam eder. Yasalar 26B ve 16C uygulanmaz, ancak
bkz. aşağıdaki D."; the WBF English: "the auction proceeds without further rectification. Laws 26B and 16C do not
apply but see D following."
27B1(b), the official Turkish: "bir onarma yapılmaksızın artırma devam eder. Yasa 16C uygulanmaz, ancak bkz.
aşağıdaki D."; the WBF English: "the auction proceeds without further rectification. Law 16C does not apply but
see D following."
26A, the official Turkish: "kendi tarafı için herhangi bir çıkış kısıtlaması söz konusu değildir. Yasa 16C
uygulanmaz, ancak bkz. Yasa 23C."; the WBF English: "there are no lead restrictions for his side. Law 16C does
not apply, but see Law 23C."
"""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import reads, says

pytestmark = pytest.mark.django_db
SLUG = "insufficient-bid"
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
LOWEST = ["not-accepted", "lowest-same"]
COMPARABLE = ["not-accepted", "comparable"]
PAGE = {
    ("lowest", "tr"): "çıkış kısıtlaması yoktur: Yasalar 26B ve 16C uygulanmaz (Yasa 27B1(a)).",
    ("lowest", "en"): "there is no lead restriction: Laws 26B and 16C do not apply (Law 27B1(a)).",
    ("comparable", "tr"): "Çıkış kısıtlaması yoktur ve Yasa 16C uygulanmaz (Yasa 26A, 27B1(b)).",
    ("comparable", "en"): "There is no lead restriction, and Law 16C does not apply (Laws 26A, 27B1(b)).",
}
READ_OUT = {
    ("lowest", "tr"): "çıkış kısıtlaması yoktur: Yasalar 26B ve 16C uygulanmaz (Yasa 27B1(a)).",
    ("lowest", "en"): "there is no lead restriction: Laws 26B and 16C do not apply (Law 27B1(a)).",
    ("comparable", "tr"): "çıkış kısıtlaması yoktur ve Yasa 16C uygulanmaz (Yasa 26A, 27B1(b)).",
    ("comparable", "en"): "there is no lead restriction, and Law 16C does not apply (Laws 26A, 27B1(b)).",
}
KEYS = {"lowest": LOWEST, "comparable": COMPARABLE}


def test_the_official_turkish_b1_paragraphs_switch_16c_off():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert "Yasalar 26B ve 16C uygulanmaz, ancak bkz. aşağıdaki D." in paragraphs["27B1(a)"].text
    assert "Yasa 16C uygulanmaz, ancak bkz. aşağıdaki D." in paragraphs["27B1(b)"].text
    assert "Yasa 16C uygulanmaz, ancak bkz. Yasa 23C." in paragraphs["26A"].text


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("ending", ["lowest", "comparable"])
def test_the_page_says_16c_does_not_apply(client, ending, lang):
    says(client, SLUG, KEYS[ending], lang, PAGE[(ending, lang)])


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("ending", ["lowest", "comparable"])
def test_the_read_out_says_16c_does_not_apply(client, ending, lang):
    reads(client, SLUG, KEYS[ending], lang, READ_OUT[(ending, lang)])
