"""The inadmissible-call read-outs give declarer's 26B options the time 26B gives them: the offender's
partner's first turn to lead.

26B (TR, official): "Kusurlu oyuncu, konuşmasını geri alıp, bunu eşdeğer bir konuşma ile değiştirmezse,
ve daha sonra da defans oyuncusu olursa, deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında
(atak dahil) Kusurlu oyuncunun ortağının, artırımda kusurlu oyuncu tarafından konuşulmamış herhangi bir
rengi oynamasını yasaklayabilir. Bu yasak, çıkış kusurlu oyuncunun ortağında kaldığı sürece devam eder."
WBF: "When an offending player's call is withdrawn and it is not replaced by a comparable call, then
if he becomes a defender declarer may, at the offender's partner's first turn to lead (which may be
the opening lead), prohibit offender's partner from leading any (one) suit which has not been
specified in the legal auction by the offender. Such prohibition continues for as long as the
offender's partner retains the lead."

The read-outs said "declarer has two options (Law 26B)" (after 39C, "Declarer, you have two options")
with no time, then asked declarer for his choice "before that lead", a lead they had not named. The
call-out-of-rotation guide's read-out says 26B with its time (common.READ_LEAD_BAN_26B: "ortağınızın
ilk oynaması sırasında (atak dahil)" / "partner's first lead"); these now do too, in each text's
words (the Turkish's "ilk oynaması sırasında (atak dahil)", the WBF's "first turn to lead")."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db
SLUG = "inadmissible-call"
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"

TIME = {"tr": "ilk oynaması sırasında (atak dahil)", "en": "first turn to lead"}
OLD = {
    "tr": ("deklaranın iki seçeneği olur (Yasa 26B)", "Deklaran, iki seçeneğiniz var."),
    "en": ("declarer has two options (Law 26B)", "Declarer, you have two options."),
}
WITH_26B = [
    "double/in-turn",
    "double/out-of-turn",
    "must-pass/not-yet",
    "above-seven/not-yet",
    "after-final-pass/defender-call/not-yet",
]


def test_the_official_turkish_26b_names_the_time():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert "kusurlu oyuncunun ortağının ilk oynaması sırasında (atak dahil)" in paragraphs["26B"].text


@pytest.mark.parametrize("path", WITH_26B)
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_gives_declarer_s_options_their_time(client, path, lang):
    reads(client, SLUG, path.split("/"), lang, TIME[lang])
    never_reads(client, SLUG, path.split("/"), lang, *OLD[lang])
