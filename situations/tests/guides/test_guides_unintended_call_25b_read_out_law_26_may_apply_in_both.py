"""audit328: the read-out of "A changed call: the left-hand opponent chooses" (meant-it/changed) says 25B1's
and 25B2's parenthesis in both languages. The English has said "Law 26 may apply." since qa167 (the WBF's own
words, for the 90 words); the Turkish still said "Çıkış kısıtlaması olabilir (Yasa 26)." ("there may be a lead
restriction"), so the two texts read out different sentences. Now the Turkish says the official "Yasa 26
uygulanabilir." The changed-call-accepted read-out says "Çıkış kısıtlaması olabilir" / "A lead restriction may
follow" in both languages and is not touched.

25B1, the official Turkish: "... Bu durumda ilk konuşma geri alınır ve ikinci konuşma kalır ve artırım devam eder
(Yasa 26 uygulanabilir)."; 25B2: "... İlk konuşma kalır ve artırım devam eder. (Yasa 26 uygulanabilir.)"
25B1, the WBF English: "The first call is then withdrawn, the second call stands and the auction continues (Law 26
may apply)."; 25B2: "The original call stands and the auction continues (Law 26 may apply)."
"""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db
SLUG = "unintended-call"
KEYS = ["meant-it", "changed"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
NEW = {
    "tr": "Yasa 26 uygulanabilir. Yasa 25B3'e göre Yasa 16C uygulanır:",
    "en": "Law 26 may apply. By Law 25B3, Law 16C applies:",
}


def test_the_official_turkish_25b1_and_25b2_say_yasa_26_uygulanabilir():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert "(Yasa 26 uygulanabilir)" in paragraphs["25B1"].text
    assert "(Yasa 26 uygulanabilir.)" in paragraphs["25B2"].text


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_says_25b_s_parenthesis(client, lang):
    reads(client, SLUG, KEYS, lang, NEW[lang])


def test_the_turkish_read_out_no_longer_says_another_sentence(client):
    never_reads(client, SLUG, KEYS, "tr", "Çıkış kısıtlaması olabilir (Yasa 26).")
