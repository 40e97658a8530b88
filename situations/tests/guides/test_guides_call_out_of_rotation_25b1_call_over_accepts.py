"""The call-out-of-rotation guide's change-of-call Endings (30B2, 31C, 32C: "treated as a change of
call. Law 25 applies") said what follows if the left-hand opponent accepts (25B1) or not (25B2), and
left out 25B1's parenthesis: he may accept without a word, by calling over the second call.

25B1, TR "A maddesine göre izin verilmeyen bir değiştirilmiş konuşma, kusurlu tarafın solundaki rakip
tarafından kabul edilebilir (soldaki rakibin isteyerek konuşma yapması halinde otomatikman kabul
edilmiş hale gelir). Bu durumda ilk konuşma geri alınır ve ikinci konuşma kalır ve artırım devam eder
(Yasa 26 uygulanabilir)."; WBF "A substituted call not permitted by A may be accepted by the
offender's LHO. (It is accepted if LHO calls intentionally over it.) The first call is then withdrawn,
the second call stands and the auction continues (Law 26 may apply)."

The page and the read-out (what the Director reads to that opponent before he chooses) now say it, as
the unintended-call guide's changed-call Ending does."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import reads, says

pytestmark = pytest.mark.django_db
SLUG = "call-out-of-rotation"
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
LATER = [["not-accepted", call, "lho-later"] for call in ("pass", "bid", "double")]
PAGE = {
    "tr": "Soldaki rakip ikinci konuşmanın üstüne isteyerek konuşursa onu kabul etmiş olur (Yasa 25B1).",
    "en": "If the left-hand opponent calls intentionally over the second call, he has accepted it (Law 25B1).",
}
READ = {
    "tr": "ikinci konuşmanın üstüne isteyerek konuşmanız onu kabul etmektir",
    "en": "calling intentionally over the second call accepts it",
}


def test_the_official_turkish_25b1_accepts_by_an_intentional_call():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["25B1"].text
    assert "soldaki rakibin isteyerek konuşma yapması halinde otomatikman kabul edilmiş hale gelir" in text


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("keys", LATER, ids=lambda keys: keys[1])
def test_the_change_of_call_endings_say_a_call_over_it_accepts(client, keys, lang):
    says(client, SLUG, keys, lang, PAGE[lang])
    reads(client, SLUG, keys, lang, READ[lang])
