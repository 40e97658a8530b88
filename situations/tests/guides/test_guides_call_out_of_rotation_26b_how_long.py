"""The guides' shared 26B sentence (situations/content/common.py LEAD_BAN_26B), on the five
call-out-of-rotation Endings whose offender's call was not comparable and on the insufficient-bid
Ending after 27B2, said in Turkish how long the prohibition lasts and in English did not. 26B ends
with it in both texts:

26B, TR "... deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında (atak dahil) Kusurlu
oyuncunun ortağının, artırımda kusurlu oyuncu tarafından konuşulmamış herhangi bir rengi oynamasını
yasaklayabilir. Bu yasak, çıkış kusurlu oyuncunun ortağında kaldığı sürece devam eder."; WBF "...
declarer may, at the offender's partner's first turn to lead (which may be the opening lead), prohibit
offender's partner from leading any (one) suit which has not been specified in the legal auction by the
offender. Such prohibition continues for as long as the offender's partner retains the lead."

The English page now says it too, in the WBF's words."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
ENDINGS = [
    ("call-out-of-rotation", ["not-accepted", "pass", "partner", "other"]),
    ("call-out-of-rotation", ["not-accepted", "bid", "rho", "other"]),
    ("call-out-of-rotation", ["not-accepted", "bid", "partner", "other"]),
    ("call-out-of-rotation", ["not-accepted", "double", "rho", "other"]),
    ("call-out-of-rotation", ["not-accepted", "double", "partner", "other"]),
    ("insufficient-bid", ["not-accepted", "other", "not-over"]),
]
SAID = {
    "tr": "yasak, çıkış o oyuncuda kaldığı sürece sürer (Yasa 26B)",
    "en": "such prohibition continues for as long as the partner retains the lead (Law 26B)",
}


def test_the_official_turkish_26b_says_how_long():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert "Bu yasak, çıkış kusurlu oyuncunun ortağında kaldığı sürece devam eder." in paragraphs["26B"].text


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("slug, keys", ENDINGS, ids=lambda v: v if isinstance(v, str) else "/".join(v))
def test_the_26b_sentence_says_how_long_the_prohibition_lasts(client, slug, keys, lang):
    says(client, slug, keys, lang, SAID[lang])
