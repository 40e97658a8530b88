"""audit332: the insufficient-bid Ending "The auction is over, the offender defends" (not-accepted/other/
offender-defends) gives declarer 26B's "Forbid a suit", whose pro said "the suit the offender named is not on the
list" / "kusurlu oyuncunun söylediği renk listede yoktur". The English page says two lines above, in the WBF's
words, "What counts is the suits the offender's legal calls specified, not the suits they named": the pro said
the opposite ("named"), and of one suit where the offender may have bid several. Now each language says its own
text: "the suits the offender specified in the legal auction are not on the list" / "artırımda kusurlu oyuncu
tarafından konuşulmuş renkler listede yoktur".

26B, the official Turkish: "deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında (atak dahil) Kusurlu
oyuncunun ortağının, artırımda kusurlu oyuncu tarafından konuşulmamış herhangi bir rengi oynamasını
yasaklayabilir."
26B, the WBF English: "declarer may, at the offender's partner's first turn to lead (which may be the opening
lead), prohibit offender's partner from leading any (one) suit which has not been specified in the legal
auction by the offender."
"""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "insufficient-bid"
KEYS = ["not-accepted", "other", "offender-defends"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
NEW = {
    "tr": "En çok korktuğunuz atağı yasaklayın; artırımda kusurlu oyuncu tarafından konuşulmuş renkler listede yoktur.",
    "en": "Forbid the lead you fear most; the suits the offender specified in the legal auction are not on the list.",
}
OLD = {"tr": "kusurlu oyuncunun söylediği renk listede yoktur", "en": "the suit the offender named is not on the list"}


def test_the_official_turkish_26b_counts_the_suits_bid_by_the_offender():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["26B"].text
    assert "artırımda kusurlu oyuncu tarafından konuşulmamış herhangi bir rengi oynamasını yasaklayabilir" in text


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_pro_says_which_suits_are_not_on_the_list(client, lang):
    says(client, SLUG, KEYS, lang, NEW[lang])
    never_says(client, SLUG, KEYS, lang, OLD[lang])


def test_the_english_page_s_26b_line_the_pro_agrees_with(client):
    says(
        client,
        SLUG,
        KEYS,
        "en",
        "What counts is the suits the offender's legal calls specified, not the suits they named",
    )
