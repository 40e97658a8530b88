"""qa306: the insufficient-bid guide's Ending "the auction is over, the offender defends" gives declarer
(its chooser line: "Declarer: he forbids one suit, or none.") the 26B option "Forbid a suit". Its effect
line said "Partner may not lead that suit." / "Ortak o rengi çıkamaz.": written to declarer ("The options
below are written to the player who chooses"), "Partner" reads as declarer's own partner, dummy.

26B names the one restricted: the official Turkish "deklaran, kusurlu oyuncunun ortağının ilk oynaması
sırasında (atak dahil) Kusurlu oyuncunun ortağının, artırımda kusurlu oyuncu tarafından konuşulmamış
herhangi bir rengi oynamasını yasaklayabilir. Bu yasak, çıkış kusurlu oyuncunun ortağında kaldığı
sürece devam eder."; the WBF English "declarer may, at the offender's partner's first turn to lead
(which may be the opening lead), prohibit offender's partner from leading any (one) suit which has not
been specified in the legal auction by the offender. Such prohibition continues for as long as the
offender's partner retains the lead." Declarer chooses; the offender's partner is restricted. The
effect line now says "The offender's partner" / "Kusurlu oyuncunun ortağı" (as qa303 did for 50D2)."""

from pathlib import Path

import pytest
from django.utils.html import escape

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import page

pytestmark = pytest.mark.django_db
SLUG = "insufficient-bid"
KEYS = ["not-accepted", "other", "offender-defends"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
CHOOSER = {"tr": "Deklaran: bir renk yasaklar ya da yasaklamaz.", "en": "Declarer: he forbids one suit, or none."}
EFFECT = {
    "tr": "Kusurlu oyuncunun ortağı o rengi çıkamaz.",
    "en": "The offender's partner may not lead that suit.",
}
OLD = {"tr": "Ortak o rengi çıkamaz.", "en": "Partner may not lead that suit."}


def option_effects(html: str) -> list[str]:
    """Each option's effect line on an Ending page, as HTML (the <p> after the option's name)."""
    return [block.split("</h3>", 1)[1].split("</p>", 1)[0] for block in html.split('<div class="option">')[1:]]


def test_the_official_turkish_26b_restricts_the_offender_s_partner():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["26B"].text
    assert "deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında (atak dahil)" in text
    assert "Bu yasak, çıkış kusurlu oyuncunun ortağında kaldığı sürece devam eder." in text


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_declarer_s_26b_option_names_the_offender_s_partner(client, lang):
    html = page(client, SLUG, KEYS, lang)
    assert escape(CHOOSER[lang]) in html
    effects = [effect.split("<p>", 1)[-1].strip() for effect in option_effects(html)]
    assert escape(EFFECT[lang]) in effects, effects
    assert escape(OLD[lang]) not in effects, effects
