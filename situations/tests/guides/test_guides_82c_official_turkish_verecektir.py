"""82C's ruling in its own modal on the Director's-own-error Ending and its read-out (qa256, session 91;
qa250 noticed that 66D's and 82C's differ).

82C: TR "Hakem, daha sonradan yanlış olduğunu saptadığı bir karar vermişse ve hiçbir düzeltme bordun
normal şekilde skorlanmasına izin vermeyecekse her iki tarafı kusursuz kabul ederek ayarlı skor
verecektir."; WBF "If a ruling has been given that the Director subsequently determines to be
incorrect, and if no rectification will allow the board to be scored normally, he shall award an
adjusted score, treating both sides as non-offending for that purpose."

66D: TR "... hakem diğer tarafın lehine karar verecektir"; WBF "... the Director shall rule in favor of
the other side": the lead put it "karar verecektir" / "he shall rule" (session 89). 82C's official
Turkish has the same future ("verecektir") and the WBF the same "shall"; the page said "ayarlı skor
verir" / "he awards" and the read-out "veririm" / "I award". Where a guide gives a paragraph's rule it
uses the official words (qa211, session 88): now the Turkish as 66D's. The English kept "awards" / "I
award" while a pinned search story rested on a near-tie (docs/legal-review.md, Session 91 (qa256)); that
test now asserts what it was for (Session 91 (search255), (lead)), and the English says the WBF's "shall
award" / "I shall award", as 66D's English says "he shall rule" and the Turkish now "verecektir" /
"vereceğim" (qa262, session 92: every --brief line identical).
"""

from pathlib import Path

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
KEYS = ["ruling", "director"]
SHALL = {
    "tr": "iki tarafı da kusursuz kabul ederek ayarlı skor verecektir (Yasa 82C).",
    "en": "he shall award an adjusted score, treating both sides as non-offending for that purpose (Law 82C).",
}
OLD = {"tr": "ayarlı skor verir (Yasa 82C)", "en": "he awards an adjusted score"}
READ = {
    "tr": "iki tarafı da kusursuz sayarak ayarlı skor vereceğim (Yasa 82C).",
    "en": "I shall award an adjusted score, treating both sides as non-offending (Law 82C).",
}
OLD_READ = {"tr": "ayarlı skor veririm (Yasa 82C)", "en": "I award an adjusted score"}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_page_says_82c_in_its_modal(client, lang):
    guide_pages.says(client, "score-correction", KEYS, lang, SHALL[lang])
    guide_pages.never_says(client, "score-correction", KEYS, lang, OLD[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_says_82c_in_its_modal(client, lang):
    guide_pages.reads(client, "score-correction", KEYS, lang, READ[lang])
    guide_pages.never_reads(client, "score-correction", KEYS, lang, OLD_READ[lang])


def test_the_official_turkish_says_verecektir():
    assert "her iki tarafı kusursuz kabul ederek ayarlı skor verecektir." in TURKISH.read_text(encoding="utf-8")
