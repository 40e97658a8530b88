"""The inadmissible-call guide's two 36B pages (an inadmissible double or redouble cancelled before the
left-hand opponent called) give the offender, among the things to weigh before he chooses his call, 26A's
closing sentence in the guide's own words: after a comparable call, Law 16C does not apply, but see Law 23C.

26A (TR, official): "Kusurlu oyuncu, konuşmasını geri alıp, bunu eşdeğer bir konuşma (bkz. Yasa 23A) ile
değiştirirse, ve daha sonra da defans oyuncusu olursa, kendi tarafı için herhangi bir çıkış kısıtlaması söz
konusu değildir. Yasa 16C uygulanmaz, ancak bkz. Yasa 23C."
26A (WBF): "When an offending player's call is withdrawn and it is replaced by a comparable call (see Law 23A),
then if he becomes a defender there are no lead restrictions for his side. Law 16C does not apply, but see
Law 23C."

The page's line said only the first sentence (qa199 left it); qa205 put the second in that line, which is
indexed, and with another change it moved a search test (session 87, lead); in the line alone it moved a
search set by 0.009 (qa211). The things to weigh are not indexed."""

import re
from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import page

pytestmark = pytest.mark.django_db
SLUG = "inadmissible-call"
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
WEIGHED = {
    "tr": "Eşdeğer bir konuşma (Yasa 23A) seçilirse Yasa 16C uygulanmaz, ancak bkz. Yasa 23C (Yasa 26A).",
    "en": "If the call chosen is a comparable call (Law 23A), Law 16C does not apply, but see Law 23C (Law 26A).",
}
_ADVICE = re.compile(r'<section aria-labelledby="advice-h">(.*?)</section>', re.DOTALL)


def test_the_official_turkish_26a_closes_with_16c_and_23c():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert paragraphs["26A"].text.endswith(
        "kendi tarafı için herhangi bir çıkış kısıtlaması söz konusu değildir. "
        "Yasa 16C uygulanmaz, ancak bkz. Yasa 23C."
    )


@pytest.mark.parametrize("path", ["double/in-turn", "double/out-of-turn"])
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_36b_page_weighs_26a_s_closing_sentence(client, path, lang):
    advice = _ADVICE.search(page(client, SLUG, path.split("/"), lang))
    assert advice is not None, (path, lang)
    assert WEIGHED[lang] in advice.group(1), (path, lang)
