"""The unintended-call guide's changed-call read-out (meant-it/changed), read to the left-hand opponent
before he chooses, named his two options and left out 25B1's parenthesis: he accepts without a word
if he calls intentionally over the new call.

25B1, TR "A maddesine göre izin verilmeyen bir değiştirilmiş konuşma, kusurlu tarafın solundaki rakip
tarafından kabul edilebilir (soldaki rakibin isteyerek konuşma yapması halinde otomatikman kabul
edilmiş hale gelir)."; WBF "A substituted call not permitted by A may be accepted by the offender's
LHO. (It is accepted if LHO calls intentionally over it.)"

The page said it (its `now` and its advice), the call-out-of-rotation guide's change-of-call read-outs
say it since session 86 (qa195), and the read-out is what the Director reads at the table, the one
place an opponent who means to refuse learns that calling on would accept. test_read_out holds the
read-out to its 90 words."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "unintended-call"
KEYS = ["meant-it", "changed"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
READ = {
    "tr": "yeni konuşmanın üstüne isteyerek konuşmanız onu kabul etmektir",
    "en": "calling intentionally over the new call accepts it",
}
# The options' names, each with what it does after it (10C1: the Director explains all the options).
OPTIONS = {"tr": ("Kabul etmek:", "Kabul etmemek:"), "en": ("Accept:", "Do not accept:")}


def test_the_official_turkish_25b1_accepts_by_an_intentional_call():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["25B1"].text
    assert "(soldaki rakibin isteyerek konuşma yapması halinde otomatikman kabul edilmiş hale gelir)" in text


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_says_a_call_over_the_new_call_accepts_it(client, lang):
    guide_pages.reads(client, SLUG, KEYS, lang, READ[lang], *OPTIONS[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_says_it_before_the_options(client, lang):
    """Said before the options are named, so the opponent hears it before he may choose."""
    text = guide_pages.read_out(client, SLUG, KEYS, lang)
    assert READ[lang] in text
    assert text.index(READ[lang]) < text.index(OPTIONS[lang][0])
