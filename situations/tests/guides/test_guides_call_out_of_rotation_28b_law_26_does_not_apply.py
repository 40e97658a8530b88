"""The call-out-of-rotation Ending where the opponent whose turn it was called before any ruling (28B)
states the outcome, "no rectification", and 28B's 16C2; it left out the sentence between them, that
Law 26 does not apply, although a cancelled call otherwise brings Law 26 (26A or 26B):

28B, TR "... artırım rakip o konuşmayı yapmamış gibi devam eder. Yasa 26 geçerli değildir, ancak bkz.
Yasa 16C2."; WBF "The auction proceeds as though the opponent had not called at that turn. Law 26
does not apply, but see Law 16C2."

The page and the read-out now say it in 28B's words, and no more: not "there is no lead restriction",
which another irregularity of the same auction may still bring (words186); the page quotes Law 26
beside the sentence."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import reads, says

pytestmark = pytest.mark.django_db
SLUG = "call-out-of-rotation"
KEYS = ["right-player-called", "opponent"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
PAGE = {
    "tr": "Yasa 26 geçerli değildir (Yasa 28B), ancak iptal edilen konuşmanın bilgisi kusurlu taraf için izinsizdir",
    "en": "Law 26 does not apply (Law 28B), but what the cancelled call told is unauthorised for the offending side",
}
READ_OUT = {
    "tr": "Yasa 26 geçerli değildir (Yasa 28B), ancak iptal edilen konuşmanın bilgisi tarafınız için izinsizdir",
    "en": "Law 26 does not apply (Law 28B), but what the cancelled call told is unauthorised for your side",
}


def test_the_official_turkish_28b_says_law_26_does_not_apply():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert "Yasa 26 geçerli değildir, ancak bkz. Yasa 16C2" in paragraphs["28B"].text


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_28b_ending_says_law_26_does_not_apply(client, lang):
    says(client, SLUG, KEYS, lang, PAGE[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_28b_read_out_says_law_26_does_not_apply(client, lang):
    reads(client, SLUG, KEYS, lang, READ_OUT[lang])
